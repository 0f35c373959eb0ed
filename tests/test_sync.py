"""The blocking facade forwards to the async core and agrees with it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from muninn import AsyncMemory, Memory, Settings
from tests.conftest import Clock


def test_sync_and_async_agree(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash")
    clock = Clock()
    with Memory(settings, clock=clock) as memory:
        rec = memory.add("alice", "Alice is vegetarian", kind="preference")
        memory.add("alice", "Alice runs marathons", kind="goal")
        sync_hits = [h.record.id for h in memory.search("alice", "vegetarian food")]
        sync_ctx = memory.context("alice", query="vegetarian food")
        assert memory.get("alice", rec.id) == rec

    async def run() -> tuple[list[str], str]:
        core = AsyncMemory(settings, clock=clock)
        hits = [h.record.id for h in await core.search("alice", "vegetarian food")]
        ctx = await core.context("alice", query="vegetarian food")
        await core.close()
        return hits, ctx.text

    async_hits, async_text = asyncio.run(run())
    assert sync_hits == async_hits and sync_hits[0] == rec.id
    assert sync_ctx.text == async_text


def test_sync_facade_works_inside_a_running_loop(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, store_url="sqlite://:memory:", embedder="test:hash")

    async def inside() -> int:
        with Memory(settings) as memory:
            memory.add("alice", "Alice is vegetarian")
            return len(memory.list("alice"))

    assert asyncio.run(inside()) == 1


def test_facade_exposes_every_public_coroutine() -> None:
    public = {
        n for n in dir(AsyncMemory) if not n.startswith("_") and asyncio.iscoroutinefunction(getattr(AsyncMemory, n))
    }
    assert public - {"close"} <= set(dir(Memory))
