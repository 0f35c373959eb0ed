"""The judge: tolerant parsing of its scores, the repair round, and the calibration maths."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from muninn.errors import OutputError
from muninn.eval.judge import (
    DIMENSIONS,
    JUDGE_VERSION,
    CalibrationItem,
    Label,
    calibrate,
    calibration_items,
    calibration_stats,
    judge_reply,
    parse_verdict,
    prefer,
)
from muninn.providers.llm import ChatRequest, ScriptedProvider


def scores(**values: Any) -> dict[str, Any]:
    return {d: {"score": values.get(d, 4), "reason": f"because {d}"} for d in DIMENSIONS}


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (scores(), {d: 4 for d in DIMENSIONS}),
        ({"scores": scores(tone=2)}, {**{d: 4 for d in DIMENSIONS}, "tone": 2}),
        (
            {"Naturalness": 5, "Premature-Advice": "3/5", "tone": 9, "continuity": 0.4},
            {"naturalness": 5, "premature_advice": 3, "tone": 5, "continuity": 1, "strategy": None},
        ),
        ({"naturalness": {"score": "great"}, "tone": 3}, {"naturalness": None, "tone": 3}),
    ],
)
def test_parse_verdict_is_tolerant(value: Any, expected: dict[str, int | None]) -> None:
    verdict = parse_verdict(value)
    for dim, score in expected.items():
        assert verdict.scores[dim].score == score, dim
    assert set(verdict.scores) == set(DIMENSIONS)


@pytest.mark.parametrize("value", [[1, 2], "fine", {"overall": 4}, {"tone": {"score": None}}])
def test_parse_verdict_refuses_answers_with_no_score(value: Any) -> None:
    with pytest.raises(OutputError, match="judge"):
        parse_verdict(value)


def test_mean_and_acceptance() -> None:
    assert parse_verdict(scores()).accepted
    low = parse_verdict(scores(naturalness=1, continuity=1, strategy=3))
    assert low.mean == pytest.approx(2.6) and not low.accepted
    assert parse_verdict({"tone": 4, "strategy": 3}).mean == pytest.approx(3.5)


async def test_judge_reply_repairs_once_and_uses_the_judge_purpose() -> None:
    llm = ScriptedProvider(["I think it is good", "<think>ok</think>" + json.dumps(scores(tone=5))])
    verdict = await judge_reply(llm, strategy="be kind", known=["User is vegetarian"], history=[
        {"role": "user", "content": "Dinner ideas?"}], reply="Lentil curry?")  # fmt: skip
    assert verdict.repaired and verdict.scores["tone"].score == 5
    assert [r.purpose for r in llm.requests] == ["judge", "judge"]
    prompt = llm.requests[0].messages[1]["content"]
    assert "User is vegetarian" in prompt and "Lentil curry?" in prompt and "be kind" in prompt
    with pytest.raises(OutputError, match="after one repair"):
        await judge_reply(ScriptedProvider(["no", "still no"]), strategy="s", known=[], history=[], reply="r")
    assert JUDGE_VERSION == "judge-v1"


@pytest.mark.parametrize(
    ("labelled", "agreement", "bad_accepted", "by_label"),
    [
        ([("good", True), ("vague", False), ("wrong", False)], 1.0, 0.0, {"good": 1.0, "vague": 0.0, "wrong": 0.0}),
        (
            [("good", True), ("vague", True), ("wrong", False), ("wrong", True)],
            0.5,
            2 / 3,
            {"vague": 1.0, "wrong": 0.5},
        ),
        ([("good", False), ("good", None), ("vague", True)], 0.0, 1.0, {"good": 0.0, "vague": 1.0}),
        ([("good", None)], None, None, {}),
    ],
)
def test_calibration_stats(
    labelled: list[tuple[Label, bool | None]], agreement: float | None, bad_accepted: float | None,
    by_label: dict[str, float],
) -> None:  # fmt: skip
    result = calibration_stats(labelled)
    assert result.agreement == (None if agreement is None else pytest.approx(agreement, abs=1e-4))
    assert result.bad_accepted == (None if bad_accepted is None else pytest.approx(bad_accepted, abs=1e-4))
    for label, rate in by_label.items():
        assert result.accepted_by_label[label] == pytest.approx(rate, abs=1e-4)
    assert result.errors == sum(ok is None for _, ok in labelled)


async def test_calibrate_scores_the_shipped_labelled_set() -> None:
    items = calibration_items()
    assert {i.label for i in items} == {"good", "vague", "wrong"}
    # a lenient judge: every reply gets 4s, so every bad reply is accepted
    lenient = await calibrate(ScriptedProvider(fallback=json.dumps(scores())))
    assert lenient.items == len(items) and lenient.bad_accepted == 1.0
    assert lenient.agreement == pytest.approx(sum(i.label == "good" for i in items) / len(items), abs=1e-4)
    # a judge that fails once is counted, not fatal
    few = [CalibrationItem(id="a", strategy="s", user="u", reply="r", label="good")] * 2
    mixed = await calibrate(ScriptedProvider(["x", "y", json.dumps(scores())]), few)
    assert mixed.errors == 1 and mixed.scored == 1 and mixed.agreement == 1.0


def _pairwise(request: ChatRequest, pick: Callable[[str, str], str]) -> str:
    first, second = request.messages[-1].get("content", "").split("REPLY A:", 1)[1].split("REPLY B:", 1)
    return json.dumps({"better": pick(first, second)})


@pytest.mark.parametrize(
    ("pick", "expected"),
    [
        (lambda first, second: "B" if "remember" in second else "A", 1),  # B's reply, in both orders
        (lambda first, second: "A" if "remember" in first else "B", 1),
        (lambda first, second: "A", 0),  # always the first shown: the order decided, a tie
        (lambda first, second: "B", 0),  # always the second
        (lambda first, second: "Reply A" if "vague" in first else "b", -1),  # A's reply, in other words
    ],
)
async def test_prefer_counts_only_a_preference_that_survives_the_swap(
    pick: Callable[[str, str], str], expected: int
) -> None:
    llm = ScriptedProvider(fallback=lambda r: _pairwise(r, pick))
    outcome = await prefer(llm, known=["User is vegetarian"], user="dinner?", a="vague idea", b="I remember you")
    assert outcome == expected
    assert [r.purpose for r in llm.requests] == ["judge", "judge"]
    shown = [r.messages[-1]["content"].split("REPLY A:")[1] for r in llm.requests]
    assert shown[0].startswith("\nvague idea") and shown[1].startswith("\nI remember you")  # both orders
    assert "- User is vegetarian" in llm.requests[0].messages[-1]["content"]


async def test_prefer_ties_equal_replies_without_asking_and_refuses_an_unusable_answer() -> None:
    llm = ScriptedProvider([])
    assert await prefer(llm, known=[], user="u", a="same", b=" same ") == 0 and llm.requests == []
    with pytest.raises(OutputError):
        await prefer(ScriptedProvider(fallback='{"better": "both"}'), known=[], user="u", a="x", b="y")


async def test_calibration_judges_each_good_reply_against_each_bad_one_pairwise() -> None:
    items = calibration_items()
    goods = {(i.user, i.strategy) for i in items if i.label == "good"}
    bads = sum(1 for i in items if i.label != "good" and (i.user, i.strategy) in goods)

    def answer(request: ChatRequest) -> str:
        if "REPLY A:" not in request.messages[-1].get("content", ""):
            return json.dumps(scores())
        good = {i.reply.strip() for i in items if i.label == "good"}
        return _pairwise(request, lambda first, second: "A" if first.split("\n\n")[0].strip() in good else "B")

    sharp = await calibrate(ScriptedProvider(fallback=answer))
    assert sharp.pairs == bads >= 8 and sharp.pairwise_agreement == 1.0 and sharp.pairwise_ties == 0.0
    biased = await calibrate(
        ScriptedProvider(
            fallback=lambda r: json.dumps({"better": "A"} if "REPLY A:" in r.messages[-1]["content"] else scores())
        )
    )
    assert biased.pairwise_agreement == 0.0 and biased.pairwise_ties == 1.0
