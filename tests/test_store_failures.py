"""A failing database is one error type everywhere: StoreError in Python, 503 + Retry-After over
HTTP, a failing /ready, and a worker that logs, counts and backs off instead of dying."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator

import pytest

from muninn import AsyncMemory, Settings
from muninn.errors import StoreError
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client


def break_table(memory: AsyncMemory, table: str) -> None:
    """Another process renames a table under the running service (a real sqlite3 failure)."""
    conn = sqlite3.connect(memory.store.path)  # type: ignore[attr-defined]
    conn.execute(f"ALTER TABLE {table} RENAME TO {table}_gone")
    conn.commit()
    conn.close()


@pytest.fixture
async def memory(settings: Settings) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(settings)
    yield m
    await m.close()


async def test_sqlite_errors_surface_as_store_errors(memory: AsyncMemory) -> None:
    await memory.add("alice", "Alice is vegetarian")
    break_table(memory, "memories")
    with pytest.raises(StoreError, match="no such table"):
        await memory.list("alice")
    with pytest.raises(StoreError):
        await memory.add("alice", "Alice runs")


async def test_the_api_answers_503_with_retry_after_and_ready_fails(memory: AsyncMemory) -> None:
    _, secret = await create_key(memory.store, "acme")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, api_key=secret) as client:
        assert (await client.get("/ready")).status_code == 200
        break_table(memory, "memories")
        response = await client.get("/users/alice/memories")
        assert response.status_code == 503 and response.headers["Retry-After"] == "1"
        assert response.json()["code"] == "store_error"
        break_table(memory, "meta")
        ready = await client.get("/ready")
        assert ready.status_code == 503 and ready.json()["store"] == "failing"


async def test_the_worker_survives_a_failing_queue(memory: AsyncMemory) -> None:
    worker = memory.worker()
    worker.poll_seconds = 0.05
    break_table(memory, "jobs")
    memory.start_worker()
    for _ in range(100):
        await asyncio.sleep(0.05)
        if worker.queue_errors >= 2:
            break
    assert worker.queue_errors >= 2  # claimed again after a failure: logged, counted, backed off
    assert worker.running
    await memory.stop_worker()
    assert not worker.running
