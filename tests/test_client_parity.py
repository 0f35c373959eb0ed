"""One suite, two backends: the embedded :class:`AsyncMemory` and :class:`muninn.AsyncClient` against a
real ``muninn serve`` app on 127.0.0.1. Same calls, same result types, same errors."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import muninn
from muninn import AsyncMemory, Context, InvalidInput, MemoryRecord, NotFound, Settings, StoreError, Turn
from muninn.client import AsyncClient, Client
from muninn.domain.models import HistoryEntry, Hit, Job
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import ServerThread


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    home = tmp_path_factory.mktemp("served")
    settings = Settings(home=home, embedder="test:hash")

    async def key() -> str:
        m = AsyncMemory(settings)
        try:
            return (await create_key(m.store, "acme"))[1]
        finally:
            await m.close()

    secret = asyncio.run(key())
    memory = AsyncMemory(settings)
    try:
        with ServerThread(create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))) as s:
            yield s.url, secret
    finally:
        asyncio.run(memory.close())


@pytest.fixture(params=["embedded", "http"])
async def memory(request: pytest.FixtureRequest, tmp_path: Path, server: tuple[str, str]) -> AsyncIterator[Any]:
    """The same interface from both sides; each test uses its own user, so the server is shared."""
    if request.param == "embedded":
        m = AsyncMemory(Settings(home=tmp_path, embedder="test:hash"))
        yield m
        await m.close()
    else:
        url, secret = server
        async with AsyncClient(url, api_key=secret) as c:
            yield c


@pytest.fixture
def user(request: pytest.FixtureRequest) -> str:
    return "u-" + request.node.name.replace("[", "-").rstrip("]")


async def test_memories_round_trip(memory: Any, user: str) -> None:
    veg = await memory.add(user, "Alice is vegetarian", kind="preference", tags=["food"], importance=0.9)
    assert isinstance(veg, MemoryRecord) and veg.kind == "preference" and veg.tags == ["food"]
    assert (await memory.add(user, "Alice is vegetarian", kind="preference")).id == veg.id  # duplicate
    assert (await memory.get(user, veg.id)) == veg
    newer = await memory.update(user, veg.id, content="Alice is vegan", reason="she said so")
    assert newer.supersedes == veg.id and newer.content == "Alice is vegan"
    assert [m.id for m in await memory.list(user)] == [newer.id]
    assert {m.id for m in await memory.list(user, statuses=["active", "superseded"])} == {veg.id, newer.id}
    hits = await memory.search(user, "vegan")
    assert isinstance(hits[0], Hit) and hits[0].record.id == newer.id
    gone = await memory.forget(user, newer.id, reason="asked")
    assert gone.status == "deleted" and await memory.search(user, "vegan") == []
    history = await memory.history(user, newer.id)
    assert all(isinstance(h, HistoryEntry) for h in history)
    actions = [h.action for h in history]
    assert actions[0] == "add" and actions[-1] == "delete" and len(actions) >= 3
    assert user in await memory.users()


async def test_turns_context_and_sessions(memory: Any, user: str) -> None:
    await memory.add(user, "Bob is allergic to nuts", kind="fact")
    turns = await memory.record_turns(
        user, "s1", [{"role": "user", "content": "Snack ideas?"}, {"role": "assistant", "content": "Fruit."}]
    )
    assert all(isinstance(t, Turn) for t in turns) and [t.role for t in turns] == ["user", "assistant"]
    again = await memory.record_turn(user, "s1", "user", "Thanks", turn_id="t-fixed")
    assert (await memory.record_turn(user, "s1", "user", "Thanks", turn_id="t-fixed")).id == again.id
    context = await memory.context(user, "s1", "what can I snack on?")
    assert isinstance(context, Context) and "allergic to nuts" in context.text
    transcript = await memory.search(user, "Snack ideas", corpus="turns")
    assert transcript and isinstance(transcript[0].record, Turn)
    assert await memory.end_session(user, "s1") is True
    assert await memory.end_session(user, "s1") is False
    jobs = await memory.jobs(user=user)
    assert jobs and all(isinstance(j, Job) for j in jobs) and jobs[0].kind == "extract"


async def test_export_import_erase(memory: Any, user: str) -> None:
    await memory.add(user, "Cleo runs marathons", kind="fact")
    document = await memory.export(user)
    assert [m["content"] for m in document["memories"]] == ["Cleo runs marathons"]
    copied = await memory.import_(user + "-copy", document)
    assert copied["memories"] == 1
    assert [m.content for m in await memory.list(user + "-copy")] == ["Cleo runs marathons"]
    removed = await memory.erase_user(user + "-copy")
    assert removed["memories"] == 1 and await memory.list(user + "-copy") == []


async def test_errors_are_the_same_classes(memory: Any, user: str) -> None:
    with pytest.raises(NotFound):
        await memory.get(user, "no-such-memory")
    with pytest.raises(InvalidInput):
        await memory.add(user, "   ")
    with pytest.raises(InvalidInput):
        await memory.add(user, "Likes tea", kind="gossip")
    with pytest.raises(NotFound):
        await memory.retry_job("no-such-job")
    assert await memory.list(user) == []  # nothing was written by the failed calls


# the client alone: retries, unreachable service, the blocking twin, the one-line switch -------------


class Flaky(BaseHTTPRequestHandler):
    """Answers 503 (with Retry-After: 0) ``fails`` times, then a user list."""

    fails = 2
    seen = 0

    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        type(self).seen += 1
        if type(self).seen <= type(self).fails:
            body = b'{"code": "store_error", "detail": "database is locked", "status": 503}'
            self.send_response(503)
            self.send_header("Retry-After", "0")
        else:
            body = b'["ada"]'
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def flaky() -> Iterator[str]:
    Flaky.seen = 0
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Flaky)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


async def test_503_is_retried_with_backoff_then_raised(flaky: str) -> None:
    async with AsyncClient(flaky, backoff=0.001) as client:
        assert await client.users() == ["ada"] and Flaky.seen == 3
    Flaky.seen = 0
    async with AsyncClient(flaky, backoff=0.001, max_retries=1) as client:
        with pytest.raises(StoreError, match="database is locked"):
            await client.users()
    assert Flaky.seen == 2


async def test_an_unreachable_service_is_a_store_error_naming_it() -> None:
    async with AsyncClient("http://127.0.0.1:9", max_retries=0) as client:
        with pytest.raises(StoreError, match="cannot reach the muninn service"):
            await client.users()


def test_the_blocking_client_mirrors_memory(server: tuple[str, str]) -> None:
    url, secret = server
    assert muninn.Client is Client and muninn.AsyncClient is AsyncClient
    with Client(url, api_key=secret) as client:
        record = client.add("sync-user", "Dana plays chess")
        assert isinstance(record, MemoryRecord) and client.get("sync-user", record.id) == record
        with pytest.raises(NotFound):
            client.get("sync-user", "nope")
        with pytest.raises(AttributeError):
            client.no_such_method()
