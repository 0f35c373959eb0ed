"""The store contract for sessions, counters and LLM-call telemetry, on every backend."""

from __future__ import annotations

from datetime import timedelta

import pytest

from muninn.domain.models import LLMCall, Scope, Turn
from muninn.errors import InvalidInput
from muninn.stores import Store
from tests.conftest import START

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")


def turn(turn_id: str, minutes: int, *, user: str = "alice", session: str = "s1") -> Turn:
    return Turn(
        id=turn_id,
        tenant="t1",
        user_id=user,
        session_id=session,
        role="user",
        content=turn_id,
        created_at=START + timedelta(minutes=minutes),
    )


async def test_turn_ids_are_scoped_per_user(store: Store) -> None:
    assert await store.insert_turns([turn("x", 0), turn("x", 1, user="bob")]) == 2
    assert [t.user_id for t in await store.get_turns(BOB, ["x"])] == ["bob"]
    assert await store.revision(ALICE, "turns") == await store.revision(BOB, "turns") == 1


async def test_a_turn_id_reused_with_other_content_is_refused_and_nothing_written(store: Store) -> None:
    first = turn("x", 0)
    assert await store.insert_turns([first]) == 1
    assert await store.insert_turns([first]) == 0  # a retry of the same turn is a no-op
    changed = first.model_copy(update={"content": "something else"})
    with pytest.raises(InvalidInput, match="already holds another turn"):
        await store.insert_turns([turn("y", 1), changed])
    assert [t.id for t in await store.list_turns(ALICE)] == ["x"]  # "y" was not written either


async def test_sessions_track_span_watermarks_and_end(store: Store) -> None:
    await store.insert_turns([turn("b", 5), turn("a", 2)])
    await store.insert_turns([turn("c", 9), turn("d", 1)])
    s = await store.get_session(ALICE, "s1")
    assert s is not None and s.started_at == START + timedelta(minutes=1)
    assert s.last_turn_at == START + timedelta(minutes=9)
    assert s.extracted_until is None and s.ended_at is None and s.rolling_summary is None
    assert await store.get_session(BOB, "s1") is None
    await store.mark_extracted(ALICE, "s1", START + timedelta(minutes=5))
    await store.mark_extracted(ALICE, "s1", START + timedelta(minutes=3))  # never moves back
    await store.set_rolling_summary(ALICE, "s1", "first", START + timedelta(minutes=4))
    await store.set_rolling_summary(ALICE, "s1", "stale", START + timedelta(minutes=2))  # older: ignored
    s = await store.get_session(ALICE, "s1")
    assert s is not None and s.extracted_until == START + timedelta(minutes=5)
    assert (s.rolling_summary, s.summarised_until) == ("first", START + timedelta(minutes=4))
    assert await store.end_session(ALICE, "s1", START + timedelta(hours=1)) is True
    assert await store.end_session(ALICE, "s1", START + timedelta(hours=2)) is False
    assert await store.end_session(BOB, "s1", START) is False
    ended = await store.get_session(ALICE, "s1")
    assert ended is not None and ended.ended_at == START + timedelta(hours=1)


async def test_counters_add_up_per_user_and_tenant(store: Store) -> None:
    await store.bump_counters(ALICE, {"turns": 2, "facts": 1, "zero": 0})
    await store.bump_counters(ALICE, {"turns": 3})
    await store.bump_counters(BOB, {"turns": 1})
    await store.bump_counters(Scope("t2", "alice"), {"turns": 100})
    assert await store.counters("t1") == {"facts": 1, "turns": 6}
    assert await store.counters("t1", user_id="alice") == {"facts": 1, "turns": 5}
    assert await store.counters("t3") == {}


async def test_llm_calls_are_listed_newest_first_and_reset_per_tenant(store: Store) -> None:
    calls = [
        LLMCall(
            id=f"c{i}",
            at=START + timedelta(seconds=i),
            tenant=tenant,
            user_id="alice" if tenant else None,
            purpose=purpose,
            provider="test",
            model="m",
            latency_ms=12.5,
            status="ok",
            prompt_tokens=10,
        )
        for i, (tenant, purpose) in enumerate([("t1", "extract"), ("t1", "chat"), ("t2", "extract"), (None, "embed")])
    ]
    for c in calls:
        await store.record_llm_call(c)
    assert await store.list_llm_calls(tenant=None) == calls[::-1]
    assert [c.id for c in await store.list_llm_calls(tenant="t1")] == ["c1", "c0"]
    assert [c.id for c in await store.list_llm_calls(tenant=None, purpose="extract", limit=1)] == ["c2"]
    assert await store.reset_llm_calls(tenant="t1") == 2
    assert [c.id for c in await store.list_llm_calls(tenant=None)] == ["c3", "c2"]
    assert (await store.erase_user(Scope("t2", "alice")))["llm_calls"] == 1
    assert await store.reset_llm_calls(tenant=None) == 1
