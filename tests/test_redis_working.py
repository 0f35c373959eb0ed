"""Working memory in a real Redis: shared by processes, merged on concurrent writes, TTL = idle
reset, idle sessions found by any process, failures as StoreError."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path

import pytest
from redis.asyncio import Redis

from muninn import AsyncMemory, Settings
from muninn.domain.models import Scope, Turn
from muninn.errors import StoreError
from muninn.sessions.redis import RedisWorkingMemory, merge
from muninn.sessions.working import Buffer
from tests.conftest import START, Clock

pytestmark = pytest.mark.requires("redis")

Open = Callable[[], AsyncMemory]


@pytest.fixture
async def processes(tmp_path: Path, redis_url: str, clock: Clock) -> AsyncIterator[Open]:
    """``open()`` gives another 'process': its own runtime on the same store file and Redis."""
    settings = Settings(
        home=tmp_path, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash", redis_url=redis_url
    )
    opened: list[AsyncMemory] = []

    def open_() -> AsyncMemory:
        opened.append(AsyncMemory(settings, clock=clock))
        return opened[-1]

    yield open_
    for m in opened:
        await m.close()


def turn(i: int, session: str = "s") -> Turn:
    return Turn(
        id=f"t{i}", tenant="t", user_id="u", session_id=session, role="user",
        content=f"message {i}", created_at=START + timedelta(minutes=i),
    )  # fmt: skip


def test_merge_keeps_every_turn_once_in_order_under_the_cap() -> None:
    scope = Scope("t", "u")
    stored = Buffer(scope, "s", [turn(0), turn(1), turn(3)], dropped=1, last_activity=START)
    new = Buffer(scope, "s", [turn(0), turn(1), turn(2)], dropped=0, last_activity=START + timedelta(minutes=2))
    out = merge(stored, new, cap=3)
    assert [t.id for t in out.turns] == ["t1", "t2", "t3"]
    assert out.dropped == 2 and out.last_activity == START + timedelta(minutes=2)
    assert merge(None, new, cap=3) is new


async def test_runtime_uses_redis_when_configured(processes: Open) -> None:
    assert isinstance(processes().working, RedisWorkingMemory)


async def test_a_session_is_shared_by_processes(processes: Open, redis_url: str) -> None:
    a, b = processes(), processes()
    await a.record_turn("u", "s", "user", "I keep bees on my roof")
    await b.record_turn("u", "s", "user", "and a small vegetable patch")
    # `a` holds no copy of its own: the turn recorded through `b` is in its window at once
    _, kept, query = await a.runtime.conversations.conversation(a.scope("u"), "s", "what else?")
    assert [t.content for t in kept] == ["I keep bees on my roof", "and a small vegetable patch"]
    assert "bees" in query
    client = Redis.from_url(redis_url)
    ttl = await client.ttl("muninn:wm:default:u:s")
    await client.aclose()
    assert 120 * 60 - 5 <= ttl <= 120 * 60  # the idle reset, session_idle_minutes


async def test_concurrent_writers_of_one_session_lose_no_turn(processes: Open, redis_url: str) -> None:
    """Both processes read the buffer, then both write: a plain overwrite would keep one turn."""
    a, b = processes(), processes()
    scope = a.scope("u")
    await a.record_turn("u", "s", "user", "first")
    stale = await a.runtime.conversations.buffer(scope, "s")
    await b.record_turn("u", "s", "user", "second")
    stale.turns.append(turn(99))  # a turn recorded by `a` onto its stale copy
    await a.working.put(stale)
    got = await b.working.get(scope, "s")
    assert got is not None
    assert [t.content for t in got.turns] == ["first", "second", "message 99"]


async def test_idle_sessions_of_any_process_are_ended_by_the_worker(processes: Open, clock: Clock) -> None:
    api, worker = processes(), processes()
    await api.record_turn("u", "s", "user", "hello")
    await api.record_turn("u", "other", "user", "still here")
    clock.advance(minutes=100)
    await api.record_turn("u", "other", "user", "yes")
    clock.advance(minutes=21)
    assert await worker.expire_idle_sessions() == 1
    assert await worker.working.get(worker.scope("u"), "s") is None
    info = await worker.store.get_session(worker.scope("u"), "s")
    assert info is not None and info.ended_at is not None
    assert [j.key for j in await worker.jobs()] == ["extract:s:end"]
    assert await worker.expire_idle_sessions() == 0  # ended once


async def test_unreachable_redis_is_a_store_error(tmp_path: Path) -> None:
    from tests.pg import free_port

    url = f"redis://:secret@127.0.0.1:{free_port()}/0"
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash", redis_url=url)
    memory = AsyncMemory(settings)
    try:
        with pytest.raises(StoreError, match=r"Redis at 127\.0\.0\.1") as caught:
            await memory.record_turn("u", "s", "user", "hello")
        assert "secret" not in str(caught.value)
        assert await memory.store.list_turns(memory.scope("u")) == []  # refused before anything was written
    finally:
        await memory.close()


async def test_erasing_a_user_drops_their_buffers_in_every_process(processes: Open) -> None:
    a, b = processes(), processes()
    await a.record_turn("u", "s1", "user", "my secret plan")
    await a.record_turn("u", "s2", "user", "another secret")
    await a.record_turn("u2", "s1", "user", "not erased")  # a user id that extends "u" keeps its buffer
    assert (await b.erase_user("u"))["turns"] == 2
    working = a.working
    assert await working.get(a.scope("u"), "s1") is None and await working.get(a.scope("u"), "s2") is None
    assert await working.get(a.scope("u2"), "s1") is not None
    assert await working.drop_user(a.scope("u")) == 0
