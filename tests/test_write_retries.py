"""Retries that cannot succeed are not made, and no turn range is extracted twice (real SQLite,
scripted memory model)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path

import pytest

from muninn import AsyncMemory
from muninn.errors import ProviderError
from muninn.providers.llm import ScriptedProvider
from muninn.write.consolidate import applicable
from tests.conftest import Clock, scripted_memories

Make = Callable[..., AsyncMemory]


def facts(*contents: str) -> str:
    return json.dumps({"facts": [{"content": c, "kind": "fact", "tags": [], "importance": 0.8} for c in contents]})


def verdict(action: str, target: int | None = None) -> str:
    return json.dumps({"action": action, "target": target, "content": None, "reason": f"judged {action}"})


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.requires("postgres"))])
async def make(request: pytest.FixtureRequest, tmp_path: Path, clock: Clock) -> AsyncIterator[Make]:
    """Memory services on one database; its jobs are claimed by the store's queue on each backend."""
    if request.param == "postgres":
        url = str(request.getfixturevalue("pg_database"))
    else:
        url = f"sqlite:///{tmp_path / 'w.db'}"
    async with scripted_memories(tmp_path, clock, url) as build:
        yield build


async def exchange(memory: AsyncMemory, text: str) -> None:
    await memory.record_turn("u", "s1", "user", text)
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]
    await memory.record_turn("u", "s1", "assistant", "Noted.")
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({"action": "update", "target": None}, "update needs a target"),
        ({"action": "supersede"}, "supersede needs a target"),
        ({"action": "update", "target": 3}, "target 3 is not one of the 2 memories shown"),
        ({"action": "noop", "target": 0}, "target 0 is not one of the 2 memories shown"),
        ({"action": "merge", "target": 1}, "not a verdict (action:"),
        (["add"], "not a verdict (answer:"),
    ],
)
def test_inapplicable_verdicts_say_why(value: object, problem: str) -> None:
    with pytest.raises(ValueError) as raised:
        applicable(value, ["m1", "m2"])
    assert str(raised.value).startswith(problem)


@pytest.mark.parametrize(
    ("value", "action", "target"),
    [
        ({"action": "add", "target": 2}, "add", None),  # add ignores a target
        ({"action": "noop"}, "noop", None),
        ({"action": "noop", "target": 2}, "noop", "m2"),
        ({"action": "supersede", "target": 1}, "supersede", "m1"),
    ],
)
def test_applicable_verdicts_name_their_target(value: object, action: str, target: str | None) -> None:
    verdict, target_id = applicable(value, ["m1", "m2"])
    assert (verdict.action, target_id) == (action, target)


async def test_an_inapplicable_verdict_is_asked_again_once_within_the_same_run(make: Make) -> None:
    llm = ScriptedProvider([facts("User's favourite band is Muse now"), verdict("update"), verdict("supersede", 1)])
    memory = make(llm, similarity_threshold=0.0)
    await memory.add("u", "User's favourite band is Radiohead")
    await exchange(memory, "Muse is my favourite band now")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User's favourite band is Muse now"]
    assert "update needs a target" in llm.requests[2].messages[-1]["content"]
    (job,) = await memory.jobs()
    assert (job.state, job.attempts, job.last_error) == ("done", 1, None)
    counters = await memory.counters()
    assert counters["consolidate.reasked"] == 1 and "consolidate.invalid" not in counters
    assert counters["consolidate.calls"] == 2


async def test_a_verdict_invalid_twice_drops_its_candidate_and_the_rest_are_applied(make: Make) -> None:
    llm = ScriptedProvider(
        [
            facts("User's favourite band is Muse now", "User plays the cello"),
            verdict("update", 7),  # there are not 7 memories
            verdict("supersede"),  # still no target
            verdict("add"),  # the cello, judged new
        ]
    )
    memory = make(llm, similarity_threshold=0.0)
    await memory.add("u", "User's favourite band is Radiohead")
    await exchange(memory, "Muse is my favourite band now; I play the cello")
    await memory.process()
    assert sorted(m.content for m in await memory.list("u")) == [
        "User plays the cello",
        "User's favourite band is Radiohead",
    ]
    (job,) = await memory.jobs()
    assert (job.state, job.attempts, job.last_error) == ("done", 1, None)
    dropped, added = job.result["outcomes"]  # type: ignore[index]
    assert (dropped["action"], dropped["invalid_verdicts"]) == ("drop", 2)
    assert dropped["reason"].startswith("invalid verdict twice (target 7 is not one of the 1 memories shown;")
    assert added["action"] == "add"
    counters = await memory.counters()
    assert counters["consolidate.invalid"] == 1 and counters["action.drop"] == 1 and counters["action.add"] == 1


async def test_the_end_of_session_job_waits_for_a_failed_exchange_job_instead_of_re_extracting(
    make: Make, clock: Clock
) -> None:
    llm = ScriptedProvider(
        [
            facts("User is vegetarian", "User has a cat called Miso"),
            ProviderError("model server restarting", retryable=True),  # the consolidation of the cat
            verdict("noop", 1),
        ]
    )
    memory = make(llm, similarity_threshold=0.5, job_backoff_seconds=30)
    await memory.add("u", "User has a cat named Miso")
    await exchange(memory, "I'm vegetarian and my cat Miso says hi")
    await memory.process()
    (exchange_job,) = await memory.jobs()
    assert exchange_job.state == "queued" and exchange_job.attempts == 1  # waits 30 s for its retry
    assert await memory.end_session("u", "s1")
    await memory.process()
    end_job = next(j for j in await memory.jobs() if j.id != exchange_job.id)
    assert (end_job.state, end_job.attempts) == ("queued", 0)  # deferred, not run, attempt not counted
    assert end_job.next_run_at == exchange_job.next_run_at + timedelta(seconds=1)  # due right after it

    clock.advance(seconds=31)
    await memory.process()
    states = {j.id: (j.state, j.attempts, j.result) for j in await memory.jobs()}
    assert states[exchange_job.id][:2] == ("done", 2)  # resumed from its saved answer
    assert states[end_job.id] == ("done", 1, {"turns": 0, "skipped": "no new turns"})
    assert [r.purpose for r in llm.requests].count("extract") == 1  # one extraction per turn range
    assert sorted(m.content for m in await memory.list("u")) == ["User has a cat named Miso", "User is vegetarian"]
