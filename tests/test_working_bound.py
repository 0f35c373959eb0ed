"""Session buffers are bounded overall; an evicted buffer is rebuilt from the store."""

from __future__ import annotations

from pathlib import Path

from muninn import AsyncMemory, Settings
from muninn.sessions.working import InProcessWorkingMemory
from tests.conftest import Clock


async def test_the_least_recently_used_buffer_is_evicted_and_rebuilt_on_next_use(tmp_path: Path, clock: Clock) -> None:
    settings = Settings(
        home=tmp_path, store_url=f"sqlite:///{tmp_path / 'w.db'}", embedder="test:hash", working_memory_max_sessions=2
    )
    memory = AsyncMemory(settings, clock=clock)
    try:
        for session in ("s1", "s2", "s3"):
            await memory.record_turn("u", session, "user", f"first turn of {session}")
            clock.advance(seconds=1)
        working = memory.working
        assert isinstance(working, InProcessWorkingMemory)
        assert len(working) == 2 and working.evicted == 1
        assert await working.get(memory.scope("u"), "s1") is None  # s1 was the least recently used
        context = await memory.context("u", "s1", "anything")
        assert [t.content for t in context.recent_turns] == ["first turn of s1"]
        await memory.record_turn("u", "s1", "user", "second turn of s1")
        context = await memory.context("u", "s1", "anything")
        assert [t.content for t in context.recent_turns] == ["first turn of s1", "second turn of s1"]
        assert len(working) == 2

        # an evicted session still ends when idle (its extraction is queued like any other's)
        clock.advance(minutes=settings.session_idle_minutes + 1)
        assert await memory.expire_idle_sessions() == 3
    finally:
        await memory.close()


async def test_drop_user_forgets_only_that_users_buffers() -> None:
    from muninn.domain.models import Scope
    from muninn.sessions.working import Buffer

    working = InProcessWorkingMemory(max_sessions=1)
    await working.put(Buffer(Scope("t", "a"), "s1"))
    await working.put(Buffer(Scope("t", "b"), "s1"))
    assert await working.drop_user(Scope("t", "a")) == 0  # evicted already: nothing live to drop
    assert await working.drop_user(Scope("t", "b")) == 1
    assert len(working) == 0
