"""Erasure that really erases: session buffers, jobs in flight, the bytes of the SQLite file."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.models import Scope
from muninn.providers.llm import ScriptedProvider
from muninn.providers.llm.base import ChatRequest
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client
from muninn.stores.sqlite import SQLiteStore
from muninn.stores.sqlite.migrations import USER_TABLES
from tests.conftest import Clock

SECRET = "Zanzibar-7731 is the door code"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "e.db"


@pytest.fixture
def chat() -> ScriptedProvider:
    return ScriptedProvider(fallback="ok")


@pytest.fixture
def mind() -> ScriptedProvider:
    return ScriptedProvider()


@pytest.fixture
async def memory(
    tmp_path: Path, db: Path, clock: Clock, chat: ScriptedProvider, mind: ScriptedProvider
) -> AsyncIterator[AsyncMemory]:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{db}", embedder="test:hash", job_backoff_seconds=0)
    m = AsyncMemory(settings, clock=clock, chat_llm=chat, memory_llm=mind)
    yield m
    await m.close()


def rows_of(db: Path, user: str) -> dict[str, int]:
    conn = sqlite3.connect(db)
    try:
        return {
            t: conn.execute(f"SELECT count(*) FROM {t} WHERE user_id = ?", (user,)).fetchone()[0] for t in USER_TABLES
        }
    finally:
        conn.close()


async def test_erase_drops_the_users_session_buffers(memory: AsyncMemory, clock: Clock, chat: ScriptedProvider) -> None:
    await memory.record_turn("u", "s1", "user", f"Remember: {SECRET}")
    await memory.record_turn("other", "s1", "user", "I like tea")
    clock.advance(seconds=1)
    await memory.erase_user("u")
    context = await memory.context("u", "s1", "what is the door code?")
    assert context.recent_turns == [] and SECRET not in context.text
    await memory.reply("u", "s1", "what is the door code?")
    assert chat.requests and all(SECRET not in json.dumps(r.messages) for r in chat.requests)
    assert [t.content for t in (await memory.context("other", "s1", "tea")).recent_turns] == ["I like tea"]


async def test_a_job_in_flight_during_the_erase_writes_nothing_back(
    memory: AsyncMemory, db: Path, clock: Clock, mind: ScriptedProvider
) -> None:
    def erase_meanwhile(request: ChatRequest) -> str:
        # another process erases the user while the model is thinking
        def run() -> None:
            async def erase() -> None:
                other = SQLiteStore(db)
                await other.erase_user(Scope("default", "u"))
                await other.close()

            asyncio.run(erase())

        thread = threading.Thread(target=run)
        thread.start()
        thread.join()
        return json.dumps(
            {"facts": [{"content": "User's door code is Zanzibar-7731", "kind": "fact", "importance": 0.9}]}
        )

    mind.extend([erase_meanwhile])
    await memory.record_turn("u", "s1", "user", f"Remember: {SECRET}")
    clock.advance(seconds=1)
    await memory.record_turn("u", "s1", "assistant", "Noted.")
    assert rows_of(db, "u")["jobs"] == 1
    await memory.process()
    assert rows_of(db, "u") == dict.fromkeys(USER_TABLES, 0)
    assert await memory.users() == []


async def test_the_user_can_start_again_after_an_erase(memory: AsyncMemory) -> None:
    await memory.add("u", "User likes tea")
    await memory.erase_user("u")
    await memory.add("u", "User likes coffee")
    assert [m.content for m in await memory.list("u")] == ["User likes coffee"]


async def test_the_receipt_lists_every_table_zeros_included(memory: AsyncMemory) -> None:
    await memory.add("u", "User likes tea")
    removed = await memory.erase_user("u")
    assert list(removed) == list(USER_TABLES)
    assert removed["memories"] == 1 and removed["turns"] == 0 and removed["summaries"] == 0


async def test_the_http_receipt_lists_every_table(tmp_path: Path, clock: Clock) -> None:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'h.db'}", embedder="test:hash")
    service = AsyncMemory(settings, clock=clock)
    try:
        _, secret = await create_key(service.store, "acme", name="tests")
        async with app_client(create_app(service, settings=ServerSettings(warm_embedder=False)), api_key=secret) as c:
            await c.post("/users/alice/memories", json={"content": "Alice runs marathons"})
            erased: httpx.Response = await c.delete("/users/alice")
        assert erased.status_code == 200
        body: dict[str, Any] = erased.json()
        assert list(body) == list(USER_TABLES) and body["memories"] == 1 and body["turns"] == 0
    finally:
        await service.close()


async def test_erased_text_is_gone_from_the_files_bytes_wal_included(
    memory: AsyncMemory, db: Path, clock: Clock
) -> None:
    keep = "Marmalade-4410 belongs to someone else"
    for i in range(40):  # enough rows for several pages, freed and rebalanced by the delete
        await memory.add("u", f"User fact {i}: {SECRET}", tags=["secret"])
        await memory.record_turn("u", "s1", "user", f"turn {i}: {SECRET}")
        await memory.add("other", f"User fact {i}: {keep}")
        clock.advance(seconds=1)
    await memory.set_profile("u", note=SECRET)
    wal = db.with_name(db.name + "-wal")
    before = db.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert SECRET.encode() in before
    await memory.erase_user("u")
    after = db.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert SECRET.encode() not in after
    assert b"Zanzibar" not in after
    assert keep.encode() in after  # the scan sees text that is still stored
