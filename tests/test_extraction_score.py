"""bench/small_model_extraction.py's judge-free scorer: one stored fact per gold fact, and a
snippet's other true statements (``also``) count for precision, never for recall."""

from __future__ import annotations

from typing import Any

import numpy as np

from muninn.domain.jobs import Candidate
from tests import benches


def _unrelated(texts: list[str]) -> Any:
    return np.zeros((len(texts), 4))  # no embedding help: only the key terms decide


def test_a_duplicate_is_one_hit_and_an_other_true_statement_counts_for_precision_only() -> None:
    bench = benches.load("small_model_extraction")
    snippet = bench.Snippet("pet", (("user", "My dog Biscuit is a beagle and I walk him at 6am."),))
    gold = bench.Gold(
        snippet,
        "tune",
        ({"text": "User has a beagle named Biscuit", "kind": "fact", "terms": ["biscuit|beagle"]},),
        ({"text": "User walks the dog at 6am", "terms": ["6am|walk"]},),
    )

    def result(*contents: str) -> Any:
        facts = [Candidate(content=c, kind="fact", importance=0.8, confidence=0.9) for c in contents]
        return bench.Result(snippet, 1.0, [], facts)

    stored = result("User has a dog named Biscuit", "Biscuit is a beagle", "User walks Biscuit at 6am")
    scores = bench.score([gold], [stored], _unrelated)
    assert scores["recall"] == 1.0
    assert scores["precision_strict"] == round(1 / 3, 3)  # the second Biscuit fact is a duplicate, not a hit
    assert scores["precision"] == round(2 / 3, 3)  # the walk is true, so storing it is no error

    invented = result("User has a dog named Biscuit", "User owns a cat")
    assert bench.score([gold], [invented], _unrelated)["precision"] == 0.5
    only_also = result("User walks at 6am")
    assert bench.score([gold], [only_also], _unrelated)["recall"] == 0.0  # an also statement is not the gold fact


def test_event_time_is_scored_on_the_events_found() -> None:
    bench = benches.load("small_model_extraction")
    snippet = bench.Snippet("trip", (("user", "My flight to Rome leaves tomorrow at 6am."),))
    flight = {"text": "User flies to Rome", "kind": "event", "terms": ["rome|flight"], "event_at": "2026-03-10 06:00"}
    gold = bench.Gold(snippet, "tune", (flight,))
    at = bench.NOW.replace(day=10, hour=6, minute=0)
    right = Candidate(content="User has a flight to Rome", kind="event", importance=0.8, confidence=0.9, event_at=at)
    wrong = right.model_copy(update={"event_at": at.replace(hour=0)})
    scores = [bench.score([gold], [bench.Result(snippet, 1.0, [], [c])], _unrelated) for c in (right, wrong)]
    assert [s["event_time_accuracy"] for s in scores] == [1.0, 0.0]
    missed = bench.score(
        [gold, gold], [bench.Result(snippet, 1.0, [], [right]), bench.Result(snippet, 1.0, [])], _unrelated
    )
    assert (missed["recall"], missed["event_time_accuracy"]) == (0.5, 1.0)  # the missed event is recall's loss
