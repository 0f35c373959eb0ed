"""Import applies the API's validation to the whole document, then writes all of it or nothing."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.text import content_hash
from muninn.errors import InvalidInput
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client
from tests.conftest import Clock

Doc = dict[str, Any]
ALL = ("active", "superseded", "archived", "deleted")


async def document(memory: AsyncMemory) -> Doc:
    first = await memory.add("alice", "Alice lives in Berlin", tags=["home"])
    await memory.add("alice", "Alice likes jazz")
    await memory.update("alice", first.id, content="Alice lives in Oslo")
    await memory.record_turn("alice", "s1", "user", "I moved to Oslo", turn_id="t1")
    await memory.record_turn("alice", "s1", "assistant", "Nice!", turn_id="t2")
    await memory.set_profile("alice", city="Oslo")
    doc: Doc = json.loads(json.dumps(await memory.export("alice")))
    return doc


def mem(doc: Doc, i: int = 0) -> Doc:
    m: Doc = doc["memories"][i]
    return m


def _set(path: Callable[[Doc], Doc], key: str, value: Any) -> Callable[[Doc], None]:
    return lambda doc: path(doc).__setitem__(key, value)


MUTATIONS: dict[str, Callable[[Doc], None]] = {
    "importance 99": _set(mem, "importance", 99),
    "NaN importance": _set(mem, "importance", float("nan")),
    "infinite confidence": _set(mem, "confidence", float("inf")),
    "NUL in content": _set(mem, "content", "Alice \x00 hides"),
    "escape in content": _set(mem, "content", "Alice \x1b[2J"),
    "blank content": _set(mem, "content", "   "),
    "content over the limit": _set(mem, "content", "x" * 1001),
    "empty memory id": _set(mem, "id", ""),
    "unknown kind": _set(mem, "kind", "gossip"),
    "tag too long": _set(mem, "tags", ["t" * 49]),
    "event in year 9999": _set(mem, "event_at", "9999-12-31T00:00:00Z"),
    "turn of 40,000 characters": _set(lambda d: d["turns"][0], "content", "y" * 40_000),
    "NUL in a turn": _set(lambda d: d["turns"][0], "content", "a\x00b"),
    "empty turn id": _set(lambda d: d["turns"][0], "id", ""),
    "empty session id": _set(lambda d: d["turns"][0], "session_id", " "),
    "duplicate memory ids": lambda d: d["memories"][1].__setitem__("id", d["memories"][0]["id"]),
    "duplicate turn ids": lambda d: d["turns"][1].__setitem__("id", d["turns"][0]["id"]),
    "duplicate history ids": lambda d: d["history"][1].__setitem__("id", d["history"][0]["id"]),
    "NUL in the profile": lambda d: d["profile"].__setitem__("city", "Os\x00lo"),
    "NaN in the profile": lambda d: d["profile"].__setitem__("score", float("nan")),
    "NaN in a history value": lambda d: d["history"][0]["new"].__setitem__("importance", float("nan")),
    "version 0": _set(mem, "version", 0),
}


@pytest.mark.parametrize("name", MUTATIONS)
async def test_invalid_documents_are_refused_whole(memory: AsyncMemory, name: str) -> None:
    doc = await document(memory)
    MUTATIONS[name](doc)
    with pytest.raises(InvalidInput, match="nothing was imported"):
        await memory.import_("carol", doc)
    assert await memory.list("carol", statuses=ALL) == []
    assert await memory.store.list_turns(memory.scope("carol")) == []
    assert await memory.get_profile("carol") == {}
    assert await memory.users() == ["alice"]


async def test_a_forged_content_hash_is_recomputed_and_cannot_bypass_deduplication(memory: AsyncMemory) -> None:
    doc = await document(memory)
    for m in doc["memories"]:
        m["content_hash"] = "forged"
    await memory.add("carol", "Alice likes jazz")
    counts = await memory.import_("carol", doc)
    assert counts["skipped_duplicates"] == 1
    contents = sorted(m.content for m in await memory.list("carol"))
    assert contents == ["Alice likes jazz", "Alice lives in Oslo"]
    assert all(m.content_hash == content_hash(m.content) for m in await memory.list("carol", statuses=ALL))
    await memory.import_("carol", doc)  # importing twice adds no second active copy
    assert sorted(m.content for m in await memory.list("carol")) == contents


async def test_duplicates_inside_the_document_are_imported_once(memory: AsyncMemory) -> None:
    doc = await document(memory)
    twin = dict(mem(doc, 1)) | {"id": "twin", "content": "Alice  likes jazz "}  # the same text once normalised
    doc["memories"].append(twin)
    await memory.import_("carol", doc)
    assert sorted(m.content for m in await memory.list("carol")) == ["Alice likes jazz", "Alice lives in Oslo"]


async def test_a_conflict_late_in_the_write_leaves_nothing_half_written(memory: AsyncMemory) -> None:
    doc = await document(memory)
    await memory.record_turn("carol", "s9", "user", "something else", turn_id="t2")  # t2 taken, other content
    with pytest.raises(InvalidInput, match="already holds another turn"):
        await memory.import_("carol", doc)
    assert await memory.list("carol", statuses=ALL) == []
    assert [t.id for t in await memory.store.list_turns(memory.scope("carol"))] == ["t2"]
    assert await memory.get_profile("carol") == {}
    assert await memory.store.history(memory.scope("carol")) == []


@pytest.fixture
async def client(tmp_path: Path, clock: Clock) -> AsyncIterator[tuple[httpx.AsyncClient, AsyncMemory]]:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'h.db'}", embedder="test:hash")
    service = AsyncMemory(settings, clock=clock)
    _, secret = await create_key(service.store, "acme", name="tests")
    async with app_client(create_app(service, settings=ServerSettings(warm_embedder=False)), api_key=secret) as c:
        yield c, service
    await service.close()


async def test_http_import_of_duplicate_ids_or_nan_is_a_client_error(
    client: tuple[httpx.AsyncClient, AsyncMemory],
) -> None:
    c, _ = client
    await c.post("/users/alice/memories", json={"content": "Alice runs marathons"})
    await c.post("/users/alice/memories", json={"content": "Alice swims"})
    doc = (await c.get("/users/alice/export")).json()
    doc["memories"][1]["id"] = doc["memories"][0]["id"]
    duplicate = await c.post("/users/bob/import", json=doc)
    assert duplicate.status_code == 422, duplicate.text
    doc = (await c.get("/users/alice/export")).json()
    body = json.dumps(doc).replace('"importance": 0.5', '"importance": NaN', 1)
    nan = await c.post("/users/bob/import", content=body, headers={"content-type": "application/json"})
    assert 400 <= nan.status_code < 500, nan.text
    assert (await c.get("/users")).json() == ["alice"]
