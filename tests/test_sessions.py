"""Working memory: windows, grounding, idle reset, the hard cap, rolling summaries, restarts."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.models import Scope, Turn
from muninn.providers.llm import ScriptedProvider
from muninn.sessions.working import Buffer, append, fold_batch, grounded_query, window
from tests.conftest import START, Clock

Make = Callable[..., AsyncMemory]


def turn(i: int, content: str = "", role: str = "user") -> Turn:
    return Turn(
        id=f"t{i}",
        tenant="t",
        user_id="u",
        session_id="s",
        role=role,  # type: ignore[arg-type]
        content=content or f"message number {i} " + "x" * 36,
        created_at=START + timedelta(minutes=i),
    )


@pytest.mark.parametrize(
    ("n", "budget", "summarised", "kept", "older"),
    [
        (5, 1000, None, [0, 1, 2, 3, 4], []),
        (5, 40, None, [3, 4], [0, 1, 2]),
        (5, 40, 1, [3, 4], [2]),
        (5, 1, None, [4], [0, 1, 2, 3]),  # the newest turn is always kept
        (0, 100, None, [], []),
    ],
)
def test_window(n: int, budget: int, summarised: int | None, kept: list[int], older: list[int]) -> None:
    turns = [turn(i) for i in range(n)]
    until = None if summarised is None else turns[summarised].created_at
    got_kept, got_older = window(turns, budget, summarised_until=until)
    assert [t.id for t in got_kept] == [f"t{i}" for i in kept]
    assert [t.id for t in got_older] == [f"t{i}" for i in older]


def test_append_caps_the_buffer() -> None:
    buffer = append(Buffer(Scope("t", "u"), "s"), [turn(i) for i in range(7)], cap=4)
    assert [t.id for t in buffer.turns] == ["t3", "t4", "t5", "t6"] and buffer.dropped == 3
    assert buffer.last_activity == START + timedelta(minutes=6)


def test_grounded_query_adds_the_last_user_turns() -> None:
    buffer = append(
        Buffer(Scope("t", "u"), "s"),
        [turn(0, "I adopted a puppy"), turn(1, "Cute!", "assistant"), turn(2, "tell me more about that")],
        cap=10,
    )
    assert grounded_query("tell me more about that", buffer) == "I adopted a puppy tell me more about that"
    assert grounded_query("hi", None) == "hi"


@pytest.fixture
async def make(tmp_path: Path, clock: Clock) -> AsyncIterator[Make]:
    made: list[AsyncMemory] = []

    def build(llm: ScriptedProvider | None = None, **overrides: Any) -> AsyncMemory:
        options: dict[str, Any] = {"embedder": "test:hash", "job_backoff_seconds": 0} | overrides
        memory = AsyncMemory(
            Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 's.db'}", **options), clock=clock, memory_llm=llm
        )
        made.append(memory)
        return memory

    yield build
    for memory in made:
        await memory.close()


async def test_idle_gap_ends_the_session_and_hands_it_to_the_write_path(make: Make, clock: Clock) -> None:
    memory = make()
    await memory.record_turn("u", "s", "user", "I have a cat")
    clock.advance(minutes=119)
    await memory.record_turn("u", "s", "user", "still here")
    assert [t.content for t in (await memory.context("u", "s")).recent_turns] == ["I have a cat", "still here"]
    clock.advance(minutes=121)
    assert (await memory.context("u", "s")).recent_turns == []  # the read path sees the reset, writes nothing
    assert (await memory.store.get_session(memory.scope("u"), "s")).ended_at is None  # type: ignore[union-attr]
    await memory.record_turn("u", "s", "user", "back again")
    info = await memory.store.get_session(memory.scope("u"), "s")
    assert info is not None and info.ended_at is not None
    assert [j.key for j in await memory.jobs()] == ["extract:s:end"]
    assert [t.content for t in (await memory.context("u", "s")).recent_turns] == ["back again"]


async def test_expire_idle_sessions(make: Make, clock: Clock) -> None:
    memory = make()
    await memory.record_turn("u", "old", "user", "hello")
    clock.advance(minutes=100)
    await memory.record_turn("u", "new", "user", "hello")
    clock.advance(minutes=30)
    assert await memory.expire_idle_sessions() == 1
    assert [j.key for j in await memory.jobs()] == ["extract:old:end"]
    assert await memory.expire_idle_sessions() == 0


async def test_hard_cap_bounds_the_live_buffer(make: Make) -> None:
    memory = make(session_max_messages=4, conversation_budget=10_000)
    for i in range(7):
        await memory.record_turn("u", "s", "user", f"message {i}")
    ctx = await memory.context("u", "s")
    assert [t.content for t in ctx.recent_turns] == [f"message {i}" for i in range(3, 7)]
    assert len(await memory.store.list_turns(memory.scope("u"))) == 7  # the transcript keeps everything


async def test_older_turns_fold_into_a_rolling_summary_in_the_background(make: Make, clock: Clock) -> None:
    summary = json.dumps({"summary": "The user introduced themselves as Sam, a nurse who likes tea."})
    llm = ScriptedProvider([summary])
    memory = make(llm, conversation_budget=25, extraction_mode="session")
    for text in ["I'm Sam", "I work as a nurse in a big hospital", "I love tea", "What should I drink tonight?"]:
        await memory.record_turn("u", "s", "user", text)
        clock.advance(seconds=30)
    assert llm.requests == []  # nothing waited for the model
    fold_jobs = [j for j in await memory.jobs() if j.kind == "fold"]
    assert fold_jobs
    await memory.process()
    assert llm.requests[0].purpose == "summarise" and "I'm Sam" in llm.requests[0].messages[1]["content"]
    ctx = await memory.context("u", "s", "what should I drink?")
    conversation = next(sec for sec in ctx.sections if sec.name == "conversation")
    assert "nurse who likes tea" in conversation.items[0].text
    shown = [t.content for t in ctx.recent_turns]
    assert "I'm Sam" not in shown and shown[-1] == "What should I drink tonight?"


@pytest.mark.parametrize(("keep", "most_folds", "least_folds"), [(0.5, 3, 1), (1.0, 20, 8)])
async def test_folds_come_in_batches_and_no_turn_is_out_of_both_window_and_summary(
    make: Make, clock: Clock, keep: float, most_folds: int, least_folds: int
) -> None:
    llm = ScriptedProvider([json.dumps({"summary": f"Summary number {i}."}) for i in range(40)])
    memory = make(llm, conversation_budget=400, fold_keep=keep, extraction_mode="session")
    scope = memory.scope("u")
    for i in range(20):
        for role in ("user", "assistant"):
            await memory.record_turn("u", "s", role, f"{role} turn {i}: " + "some words " * 5)
            clock.advance(seconds=10)
        await memory.process()  # a worker that keeps up
        info = await memory.store.get_session(scope, "s")
        shown = {t.id for t in (await memory.context("u", "s")).recent_turns}
        for turn in await memory.store.list_turns(scope, session_id="s"):
            folded = info is not None and info.summarised_until is not None and turn.created_at <= info.summarised_until
            assert turn.id in shown or folded
    folds = sum(1 for r in llm.requests if r.purpose == "summarise")
    # fold_keep 1.0 folds only what left the window: a call with almost every exchange once it is full
    assert least_folds <= folds <= most_folds


def test_a_fold_batch_leaves_the_window_room() -> None:
    turns = [
        Turn(
            id=f"t{i}",
            tenant="default",
            user_id="u",
            session_id="s",
            role="user",
            content="x" * 36,
            created_at=START + timedelta(seconds=i),
        )
        for i in range(6)
    ]  # 13 tokens each with the framing
    assert fold_batch(turns[2:], [], 20) == []  # nothing left the window: nothing to fold
    assert [t.id for t in fold_batch(turns[2:], turns[:2], 30)] == ["t0", "t1", "t2", "t3"]
    assert [t.id for t in fold_batch(turns[5:], turns[:5], 0)] == ["t0", "t1", "t2", "t3", "t4"]  # the newest stays


async def test_buffer_is_rebuilt_after_a_restart(make: Make, clock: Clock) -> None:
    first = make()
    await first.record_turn("u", "s", "user", "remember me")
    second = make()  # a new process on the same store
    ctx = await second.context("u", "s")
    assert [t.content for t in ctx.recent_turns] == ["remember me"]


async def test_retrieval_is_grounded_in_recent_turns(make: Make) -> None:
    memory = make()
    puppy = await memory.add("u", "User adopted a beagle puppy called Biscuit", kind="fact")
    await memory.add("u", "User works night shifts at the hospital", kind="fact")
    await memory.record_turn("u", "s", "user", "Biscuit the beagle chewed my shoes")
    ctx = await memory.context("u", "s", "tell me more about that")
    relevant = next(sec for sec in ctx.sections if sec.name == "relevant")
    assert relevant.items[0].memory_id == puppy.id


async def test_background_worker_ends_idle_sessions_and_runs_jobs(make: Make, clock: Clock) -> None:
    import asyncio

    llm = ScriptedProvider([json.dumps({"facts": []})])
    memory = make(llm)
    await memory.record_turn("u", "s", "user", "hello")
    clock.advance(minutes=200)
    memory.start_worker()
    for _ in range(100):
        jobs = await memory.jobs()
        if jobs and all(j.state == "done" for j in jobs):
            break
        await asyncio.sleep(0.02)
    await memory.stop_worker()
    assert [(j.key, j.state) for j in await memory.jobs()] == [("extract:s:end", "done")]
    assert llm.requests and llm.requests[0].purpose == "extract"
