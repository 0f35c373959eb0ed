"""Adversarial tenant isolation over HTTP: tenant B, holding A's ids and user names, tries every
route with every id type (memory ids of each status, job ids, user ids, session ids) and gets
404 for A's objects, exactly as for ids that never existed, and never sees or changes A's data."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from muninn import AsyncMemory, Settings
from muninn.providers.llm import ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client
from tests.conftest import Clock

SECRET = "zebra-violin-7341"  # in every text tenant A stores, so a leak is easy to spot
OPEN = {"/health", "/ready"}


@dataclass
class World:
    a: httpx.AsyncClient
    b: httpx.AsyncClient
    ids: dict[str, str]
    chat: ScriptedProvider
    memory: AsyncMemory


@pytest.fixture
async def world(settings: Settings, clock: Clock) -> AsyncIterator[World]:
    # the model repeats its whole prompt, so anything injected into it shows in the reply
    # an echo of the prompt, after a first line of its own: a reply that is only an echoed memory
    # block is stripped to nothing, and an empty reply is not recorded (so queues no job)
    chat = ScriptedProvider(
        fallback=lambda request: "echo: " + " | ".join(m.get("content", "") for m in request.messages)
    )
    memory = AsyncMemory(settings, clock=clock, chat_llm=chat)
    _, key_a = await create_key(memory.store, "acme")
    _, key_b = await create_key(memory.store, "globex")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, api_key=key_a) as a, app_client(app, api_key=key_b) as b:
        ids = await _populate_tenant_a(a, memory)
        yield World(a, b, ids, chat, memory)
    await memory.close()


async def _populate_tenant_a(a: httpx.AsyncClient, memory: AsyncMemory) -> dict[str, str]:
    add = await a.post("/users/alice/memories", json={"content": f"Alice's locker code is {SECRET}"})
    old = add.json()["id"]
    active = (await a.patch(f"/users/alice/memories/{old}", json={"content": f"Alice's code is {SECRET}-2"})).json()
    gone = (await a.post("/users/alice/memories", json={"content": f"Alice fears {SECRET} spiders"})).json()["id"]
    await a.delete(f"/users/alice/memories/{gone}")
    await a.patch("/users/alice/profile", json={"nickname": SECRET})
    period = {"period_start": "2026-10-01T00:00:00Z", "period_end": "2026-11-01T00:00:00Z"}
    await a.post("/users/alice/summaries", json={"text": f"About {SECRET}", "memory_ids": [active["id"]]} | period)
    turns = [{"role": "user", "content": f"my pin is {SECRET}"}, {"role": "assistant", "content": "Noted."}]
    recorded = (await a.post("/users/alice/sessions/s1/turns", json={"turns": turns})).json()
    chat = {"model": "m", "user": "alice", "messages": [{"role": "user", "content": f"remember {SECRET}"}]}
    assert (await a.post("/v1/chat/completions", json=chat, headers={"X-Muninn-Session": "s2"})).status_code == 200
    (queued, *_) = (await a.get("/jobs", params={"state": "queued"})).json()
    await memory.process()  # no memory model: extraction jobs dead-letter
    await a.post("/users/alice/sessions/s3/turns", json={"turns": turns})  # one more, left queued
    dead = (await a.get("/jobs", params={"state": "dead"})).json()[0]["id"]
    queued = (await a.get("/jobs", params={"state": "queued"})).json()[0]["id"]
    return {
        "active": active["id"],
        "superseded": old,
        "deleted": gone,
        "turn": recorded[0]["id"],
        "dead_job": dead,
        "queued_job": queued,
    }


MEMORY_IDS = ("active", "superseded", "deleted")
JOB_IDS = ("dead_job", "queued_job")
PERIOD = {"period_start": "2026-10-01T00:00:00Z", "period_end": "2026-11-01T00:00:00Z"}

# (method, route, body or query, id kinds to try for the route's id, expected status for B)
BY_ID: list[tuple[str, str, dict[str, Any] | None, tuple[str, ...]]] = [
    ("GET", "/users/{user}/memories/{memory_id}", None, MEMORY_IDS),
    ("PATCH", "/users/{user}/memories/{memory_id}", {"content": "pwned"}, MEMORY_IDS),
    ("DELETE", "/users/{user}/memories/{memory_id}", None, MEMORY_IDS),
    ("GET", "/users/{user}/memories/{memory_id}/history", None, MEMORY_IDS),
    ("GET", "/jobs/{job_id}", None, JOB_IDS),
    ("POST", "/jobs/{job_id}/retry", None, JOB_IDS),
    ("GET", "/users/{user}/sessions/{session}", None, ("session",)),
    ("GET", "/users/{user}/sessions/{session}/turns", None, ("session",)),
    ("POST", "/users/{user}/sessions/{session}/end", None, ("session",)),
    ("GET", "/users/{user}/export", None, ("user",)),
    ("DELETE", "/users/{user}", None, ("user",)),
    ("GET", "/users/{user}/summaries/latest", None, ("user",)),
    ("POST", "/users/{user}/summaries", {"text": "x", "memory_ids": ["{memory_id}"]} | PERIOD, MEMORY_IDS),
]

# Routes that list or compute: for B they answer 200 with nothing of A's.
LISTS: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "/users", None),
    ("GET", "/users/{user}/memories", {"status": ["active", "superseded", "archived", "deleted"]}),
    ("GET", "/users/{user}/profile", None),
    ("POST", "/users/{user}/search", {"query": "locker code spiders", "include_inactive": True}),
    ("POST", "/users/{user}/search", {"query": "my pin is", "corpus": "turns"}),
    ("POST", "/users/{user}/context", {"session": "s1", "query": "what is my locker code"}),
    ("GET", "/jobs", None),
    ("GET", "/jobs", {"user": "alice"}),
    ("GET", "/telemetry/calls", None),
    ("GET", "/telemetry/summary", None),
    ("GET", "/telemetry/counters", {"user": "alice"}),
    ("GET", "/v1/models", None),
]

# Routes that write: B's writes land in B's tenant and touch nothing of A's.
WRITES: list[tuple[str, str, dict[str, Any] | None]] = [
    ("POST", "/users/{user}/memories", {"content": "Alice (of globex) likes tea"}),
    ("PATCH", "/users/{user}/profile", {"nickname": "globex-alice"}),
    ("POST", "/users/{user}/sessions/{session}/turns", {"turns": [{"content": "hello from globex"}]}),
    ("POST", "/users/{user}/import", {"tenant": "acme", "user_id": "alice", "exported_at": "2026-11-01T00:00:00Z"}),
    ("POST", "/jobs/purge", {"states": ["done", "dead"]}),
    ("DELETE", "/telemetry/calls", None),
    ("POST", "/v1/chat/completions", {"model": "m", "user": "alice", "messages": [{"role": "user", "content": "hi"}]}),
]


def _path(route: str, ids: dict[str, str], id_kind: str | None = None) -> str:
    value = ids.get(id_kind or "", "")
    return (
        route.replace("{user}", ids.get("user", "alice"))
        .replace("{session}", ids.get("session", "s1"))
        .replace("{memory_id}", value)
        .replace("{job_id}", value)
    )


def _fill(body: dict[str, Any] | None, ids: dict[str, str], id_kind: str) -> dict[str, Any] | None:
    if body is None:
        return None
    return {k: [ids[id_kind] if v == "{memory_id}" else v for v in val] if isinstance(val, list) else val
            for k, val in body.items()}  # fmt: skip


async def _call(client: httpx.AsyncClient, method: str, path: str, body: dict[str, Any] | None) -> httpx.Response:
    if method in ("GET", "DELETE"):
        return await client.request(method, path, params=body)
    return await client.request(method, path, json=body)


def _no_leak(response: httpx.Response, ids: dict[str, str]) -> None:
    assert SECRET not in response.text, f"{response.request.method} {response.request.url} leaked A's text"
    for name, value in ids.items():
        if name != "session":
            assert value not in response.text or response.status_code == 404, f"leaked {name} id"


async def snapshot(client: httpx.AsyncClient) -> dict[str, Any]:
    """Everything tenant A can see about itself."""
    return {
        "export": (await client.get("/users/alice/export")).json(),
        "jobs": (await client.get("/jobs")).json(),
        "calls": len([c for c in (await client.get("/telemetry/calls")).json() if c["purpose"] != "embed"]),
        "users": (await client.get("/users")).json(),
    }


async def test_every_route_is_in_the_adversarial_tables(world: World) -> None:
    schema = (await world.a.get("/openapi.json")).json()
    routes = {(m.upper(), p) for p, ops in schema["paths"].items() if p not in OPEN for m in ops}
    tried = {(m, r) for m, r, *_ in BY_ID} | {(m, r) for m, r, _ in LISTS + WRITES}
    assert routes == tried


async def test_another_tenants_ids_are_404_exactly_like_ids_that_never_existed(world: World) -> None:
    ids = world.ids | {"session": "s1", "user": "alice"}
    before = await snapshot(world.a)
    for method, route, body, kinds in BY_ID:
        for kind in kinds:
            path = _path(route, ids, kind)
            theirs = await _call(world.b, method, path, _fill(body, ids, kind))
            assert theirs.status_code == 404, f"{method} {path} ({kind}) -> {theirs.status_code}: {theirs.text}"
            assert theirs.headers["content-type"] == "application/problem+json"
            _no_leak(theirs, {})
            # the same call for an id that never existed: same status, code and message shape
            fake = {k: "01NEVER0EXISTED000000000000" for k in world.ids} | {
                "session": "s-none" if kind == "session" else "s1",
                "user": "nobody" if kind == "user" else "alice",
            }
            missing = await _call(world.b, method, _path(route, fake, kind), _fill(body, fake, kind))
            assert missing.status_code == 404 and missing.json()["code"] == theirs.json()["code"] == "not_found"
            normalise = re.compile(r"'[^']*'")
            assert normalise.sub("''", missing.json()["detail"]) == normalise.sub("''", theirs.json()["detail"])
            # and A still reaches its own object through the same route
            if method == "GET":
                assert (await _call(world.a, method, path, _fill(body, ids, kind))).status_code == 200
    assert await snapshot(world.a) == before


async def test_lists_and_reads_show_another_tenant_nothing(world: World) -> None:
    for method, route, body in LISTS:
        response = await _call(world.b, method, _path(route, world.ids), body)
        assert response.status_code == 200, f"{method} {route}: {response.text}"
        _no_leak(response, world.ids)
        data = response.json()
        if route == "/users/{user}/context":
            assert data["text"] == "" and data["memory_ids"] == [] and data["recent_turns"] == []
        elif route == "/v1/models":
            assert data["data"][0]["id"] == "scripted"
        elif route == "/telemetry/counters":
            assert not any(data.values())
        elif route.startswith("/telemetry/"):
            # B sees only its own calls: the embeddings of its own queries, never A's model calls
            rows = [r for r in data if r.get("purpose", "") != "embed"]
            assert rows == [] and all(r.get("tenant", "b") != "acme" for r in data), f"{route} gave {data}"
        else:
            assert data in ([], {}), f"{method} {route} gave {data}"


async def test_writes_land_in_the_callers_tenant_only(world: World) -> None:
    before = await snapshot(world.a)
    for method, route, body in WRITES:
        response = await _call(world.b, method, _path(route, world.ids), body)
        assert response.status_code in (200, 201), f"{method} {route}: {response.text}"
        _no_leak(response, world.ids)
    after = await snapshot(world.a)
    assert after == before
    # the proxied chat of B's alice saw none of A's alice
    system = [m["content"] for m in world.chat.requests[-1].messages if m["role"] == "system"]
    assert all(SECRET not in text for text in system) and any("globex" in text for text in system)
    # B's alice is a different user: B sees its own, A does not, and B's ids are 404 for A
    theirs = (await world.b.get("/users/alice/memories")).json()
    assert [m["content"] for m in theirs] == ["Alice (of globex) likes tea"] and theirs[0]["tenant"] == "globex"
    assert (await world.a.get(f"/users/alice/memories/{theirs[0]['id']}")).status_code == 404
    b_jobs = (await world.b.get("/jobs")).json()
    assert b_jobs and all(j["tenant"] == "globex" for j in b_jobs)
    for job in b_jobs:
        assert (await world.a.get(f"/jobs/{job['id']}")).status_code == 404
    assert (await world.b.get("/users")).json() == ["alice"]
    assert (await world.b.get("/users/alice/profile")).json() == {"nickname": "globex-alice"}


async def test_a_revoked_or_foreign_key_never_reaches_the_other_tenant(world: World) -> None:
    responses = [
        await world.b.get(f"/users/alice/memories/{world.ids['active']}", headers={"Authorization": header})
        for header in ("", "Bearer ", f"Bearer {world.ids['active']}", "Bearer mk_" + "A" * 43)
    ]
    assert [r.status_code for r in responses] == [401, 401, 401, 401]
    for r in responses:
        _no_leak(r, world.ids)
