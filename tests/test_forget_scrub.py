"""Forgetting a memory removes its text from the results of the user's jobs, end to end through
the write path (real SQLite, scripted memory model)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from muninn import AsyncMemory
from muninn.domain.models import Job
from muninn.errors import ProviderError
from muninn.providers.llm import ScriptedProvider
from tests.conftest import Clock, scripted_memories

Make = Callable[..., AsyncMemory]
VEG = "User is vegetarian"
CAT = "User has a cat named Miso"


def facts(*contents: str) -> str:
    return json.dumps({"facts": [{"content": c, "kind": "fact", "tags": [], "importance": 0.8} for c in contents]})


def verdict(action: str, reason: str) -> str:
    return json.dumps({"action": action, "target": None, "content": None, "reason": reason})


@pytest.fixture
async def make(tmp_path: Path, clock: Clock) -> AsyncIterator[Make]:
    async with scripted_memories(tmp_path, clock, f"sqlite:///{tmp_path / 'w.db'}") as build:
        yield build


async def exchange(memory: AsyncMemory, text: str) -> None:
    await memory.record_turn("u", "s1", "user", text)
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]
    await memory.record_turn("u", "s1", "assistant", "Noted.")
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]


def stored_text(job: Job) -> str:
    """Everything the job row keeps that could quote a memory, as searchable text."""
    return (json.dumps(job.result) + (job.last_error or "")).casefold()


async def test_a_forgotten_facts_text_leaves_the_finished_job_and_the_other_fact_stays(make: Make) -> None:
    memory = make(ScriptedProvider([facts(VEG, CAT)]), similarity_threshold=0.99)
    await exchange(memory, "I'm vegetarian and my cat Miso says hi")
    assert await memory.process() == 1
    stored = {m.content: m for m in await memory.list("u")}
    assert set(stored) == {VEG, CAT}
    (job,) = await memory.jobs()
    assert "vegetarian" in stored_text(job)  # the premise: the result quotes both facts

    await memory.forget("u", stored[VEG].id)
    (job,) = await memory.jobs()
    assert "vegetarian" not in stored_text(job) and stored[VEG].id not in stored_text(job)
    assert "miso" in stored_text(job)
    assert job.result is not None and job.result["forgotten"] == 1
    assert [c["content"] for c in job.result["candidates"]] == [CAT]
    assert [o["memory_id"] for o in job.result["outcomes"]] == [stored[CAT].id]
    # the memory itself is only marked deleted: its history still says what it was
    history = await memory.history("u", stored[VEG].id)
    assert [h.action for h in history] == ["add", "delete"]


async def test_a_dead_job_retried_after_the_forget_does_not_bring_the_memory_back(make: Make) -> None:
    """The dead job saved [cat, veg] and applied neither; veg was also told directly and then
    forgotten. The retry applies the cat and leaves veg forgotten."""
    llm = ScriptedProvider(
        [
            facts(CAT, VEG),
            ProviderError("server down"),  # the cat's verdict: the job dies with both unapplied
            verdict("add", "judged new"),  # the cat's verdict on the retry; nothing more is scripted
        ]
    )
    memory = make(llm, similarity_threshold=0.0, job_max_attempts=1)
    veg = await memory.add("u", VEG)
    await exchange(memory, "I'm vegetarian and my cat Miso says hi")
    await memory.process()
    (job,) = await memory.jobs()
    assert job.state == "dead" and job.result is not None
    assert [c["content"] for c in job.result["candidates"]] == [CAT, VEG] and job.result["outcomes"] == []

    await memory.forget("u", veg.id)
    (job,) = await memory.jobs()
    assert "vegetarian" not in stored_text(job)
    assert job.result is not None and [c["content"] for c in job.result["candidates"]] == [CAT]

    await memory.retry_job(job.id)
    await memory.process()
    (job,) = await memory.jobs()
    assert (job.state, job.last_error) == ("done", None)
    assert [m.content for m in await memory.list("u")] == [CAT]
    assert "vegetarian" not in stored_text(job)
    assert (await memory.get("u", veg.id)).status == "deleted"
