"""The HTTP service in-process: auth, every resource, problem+json errors, limits, lifespan, CLI,
and one round trip over a real uvicorn on 127.0.0.1."""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import typer
from typer.testing import CliRunner

from muninn import AsyncMemory, Settings
from muninn.cli import serve as serve_cli
from muninn.cli.common import run_guarded
from muninn.errors import (
    ConfigError,
    EmbedderMismatch,
    InvalidInput,
    MuninnError,
    NotFound,
    ProviderError,
    StoreError,
    UserError,
)
from muninn.providers.llm import ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.errors import status_of
from muninn.server.keys import create_key, hash_key, revoke_key
from muninn.server.testing import ServerThread, app_client
from tests.conftest import Clock

PROBLEM = "application/problem+json"
OPEN = {"/health", "/ready", "/openapi.json", "/docs", "/docs/oauth2-redirect", "/redoc"}


@pytest.fixture
async def service(settings: Settings, clock: Clock) -> AsyncIterator[AsyncMemory]:
    memory = AsyncMemory(settings, clock=clock, chat_llm=ScriptedProvider(fallback="ok"))
    yield memory
    await memory.close()


@pytest.fixture
async def client(service: AsyncMemory) -> AsyncIterator[httpx.AsyncClient]:
    _, secret = await create_key(service.store, "acme", name="tests")
    app = create_app(service, settings=ServerSettings(warm_embedder=False))
    async with app_client(app, api_key=secret) as c:
        yield c


def assert_problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM
    body: dict[str, Any] = response.json()
    assert body["status"] == status and body["code"] == code
    assert body["type"] == f"urn:muninn:problem:{code}" and body["title"] and body["detail"]
    return body


def concrete(path: str) -> str:
    return (
        path.replace("{user}", "alice")
        .replace("{session}", "s1")
        .replace("{memory_id}", "m1")
        .replace("{job_id}", "j1")
    )


# -- authentication --------------------------------------------------------------------------------


async def test_every_route_but_health_needs_a_key(client: httpx.AsyncClient) -> None:
    schema = (await client.get("/openapi.json")).json()
    guarded = [(m.upper(), p) for p, ops in schema["paths"].items() if p not in OPEN for m in ops]
    assert len(guarded) >= 28
    for method, path in guarded:
        response = await client.request(method, concrete(path), headers={"Authorization": ""}, json={})
        body = assert_problem(response, 401, "unauthorized")
        assert response.headers["www-authenticate"].startswith("Bearer")
        assert "muninn keys create" in body["detail"]
    assert (await client.get("/health", headers={"Authorization": ""})).status_code == 200


async def test_unknown_malformed_and_revoked_keys_get_401(client: httpx.AsyncClient, service: AsyncMemory) -> None:
    for header in ("Bearer mk_not-a-key", "Bearer sk-openai-style", "Basic YWxpY2U6eA==", "Bearer " + "x" * 500):
        response = await client.get("/users", headers={"Authorization": header})
        assert response.status_code == 401
    key, secret = await create_key(service.store, "acme")
    assert (await client.get("/users", headers={"Authorization": f"Bearer {secret}"})).status_code == 200
    await revoke_key(service.store, key.id)
    assert_problem(await client.get("/users", headers={"Authorization": f"Bearer {secret}"}), 401, "invalid_key")


async def test_keys_are_stored_only_as_hashes(service: AsyncMemory, settings: Settings) -> None:
    key, secret = await create_key(service.store, "acme", name="app")
    assert secret.startswith("mk_") and len(secret) == 3 + 43
    assert key.key_hash == hashlib.sha256(secret.encode()).hexdigest() == hash_key(secret)
    assert key.prefix == secret[:11] and key.tenant == "acme"
    stored = await service.store.list_api_keys(tenant="acme")
    assert [k.id for k in stored] == [key.id]
    assert secret not in json.dumps([k.model_dump(mode="json") for k in stored])
    with pytest.raises(InvalidInput):
        await create_key(service.store, "")
    with pytest.raises(NotFound):
        await revoke_key(service.store, "no-such-key")


async def test_without_auth_every_call_is_the_services_own_tenant(service: AsyncMemory) -> None:
    app = create_app(service, settings=ServerSettings(auth=False, warm_embedder=False))
    async with app_client(app) as c:
        created = (await c.post("/users/alice/memories", json={"content": "Alice plays chess"})).json()
        assert created["tenant"] == service.tenant == "default"


# -- resources -------------------------------------------------------------------------------------


async def test_memories_crud_history_and_search(client: httpx.AsyncClient) -> None:
    body = {"content": "Alice is vegetarian", "kind": "preference", "tags": ["Diet"], "importance": 0.9}
    created = await client.post("/users/alice/memories", json=body)
    assert created.status_code == 201
    memory = created.json()
    assert memory["tenant"] == "acme" and memory["tags"] == ["diet"] and memory["source"]["actor"] == "api"
    again = await client.post("/users/alice/memories", json=body)
    assert again.json()["id"] == memory["id"]  # exact duplicate: the same memory

    assert (await client.get(f"/users/alice/memories/{memory['id']}")).json() == memory
    patched = await client.patch(f"/users/alice/memories/{memory['id']}", json={"content": "Alice is vegan"})
    new = patched.json()
    assert patched.status_code == 200 and new["supersedes"] == memory["id"] and new["version"] == 2
    listed = (await client.get("/users/alice/memories")).json()
    assert [m["content"] for m in listed] == ["Alice is vegan"]
    everything = (await client.get("/users/alice/memories", params={"status": ["active", "superseded"]})).json()
    assert len(everything) == 2
    history = (await client.get(f"/users/alice/memories/{new['id']}/history")).json()
    assert [h["action"] for h in history] == ["add", "update", "supersede"]

    hits = (await client.post("/users/alice/search", json={"query": "vegan food"})).json()
    assert hits[0]["record"]["id"] == new["id"] and hits[0]["score"] > 0

    forgotten = await client.delete(f"/users/alice/memories/{new['id']}", params={"reason": "asked to"})
    assert forgotten.json()["status"] == "deleted"
    assert (await client.get("/users/alice/memories")).json() == []
    assert (await client.post("/users/alice/search", json={"query": "vegan"})).json() == []
    assert_problem(await client.get("/users/alice/memories/nope"), 404, "not_found")


async def test_patch_keeps_or_clears_the_event_time(client: httpx.AsyncClient) -> None:
    body = {"content": "Alice has a driving test", "kind": "event", "event_at": "2026-11-05T10:00:00+00:00"}
    first = (await client.post("/users/alice/memories", json=body)).json()
    kept = (await client.patch(f"/users/alice/memories/{first['id']}", json={"importance": 0.9})).json()
    assert kept["event_at"] == "2026-11-05T10:00:00Z" and kept["importance"] == 0.9
    cleared = (await client.patch(f"/users/alice/memories/{kept['id']}", json={"event_at": None})).json()
    assert cleared["event_at"] is None
    naive = await client.patch(f"/users/alice/memories/{cleared['id']}", json={"event_at": "2026-11-05T10:00:00"})
    assert_problem(naive, 422, "validation_error")
    stale = await client.patch(f"/users/alice/memories/{first['id']}", json={"importance": 0.1})
    assert "only active memories" in assert_problem(stale, 422, "invalid_input")["detail"]


async def test_turns_sessions_and_context(client: httpx.AsyncClient) -> None:
    await client.post("/users/alice/memories", json={"content": "Alice is vegetarian", "kind": "preference"})
    turns = [{"role": "user", "content": "What should I cook?"}, {"role": "assistant", "content": "Try a curry."}]
    recorded = await client.post("/users/alice/sessions/s1/turns", json={"turns": turns})
    assert recorded.status_code == 201 and [t["role"] for t in recorded.json()] == ["user", "assistant"]
    assert (await client.get("/users/alice/sessions/s1/turns", params={"limit": 1})).json()[0]["role"] == "assistant"
    session = (await client.get("/users/alice/sessions/s1")).json()
    assert session["session_id"] == "s1" and session["ended_at"] is None

    context = (await client.post("/users/alice/context", json={"session": "s1", "query": "dinner ideas"})).json()
    assert "Alice is vegetarian" in context["text"] and context["session_id"] == "s1"
    assert [t["content"] for t in context["recent_turns"]] == ["What should I cook?", "Try a curry."]
    assert (await client.post("/users/alice/context", json={"budget": 10})).status_code == 422
    first = recorded.json()[0]
    resent = {"id": first["id"], "role": "user", "content": first["content"]}
    assert (await client.post("/users/alice/sessions/s1/turns", json={"turns": [resent]})).status_code == 201
    assert len((await client.get("/users/alice/sessions/s1/turns")).json()) == 2

    jobs = (await client.get("/jobs", params={"user": "alice"})).json()
    assert [j["kind"] for j in jobs] == ["extract"]
    assert (await client.post("/users/alice/sessions/s1/end")).json() == {"ended": True}
    assert (await client.post("/users/alice/sessions/s1/end")).json() == {"ended": False}
    assert_problem(await client.post("/users/alice/sessions/nope/end"), 404, "not_found")
    assert_problem(await client.get("/users/alice/sessions/nope/turns"), 404, "not_found")
    bad_role = await client.post("/users/alice/sessions/s1/turns", json={"turns": [{"role": "bot", "content": "x"}]})
    assert_problem(bad_role, 422, "validation_error")


async def test_a_resent_turn_is_not_repeated_in_the_conversation_window(client: httpx.AsyncClient) -> None:
    (turn,) = (await client.post("/users/alice/sessions/s1/turns", json={"turns": [{"content": "hi"}]})).json()
    resent = {"id": turn["id"], "content": "hi"}
    await client.post("/users/alice/sessions/s1/turns", json={"turns": [resent]})
    context = (await client.post("/users/alice/context", json={"session": "s1", "query": "hi"})).json()
    assert [t["id"] for t in context["recent_turns"]] == [turn["id"]]


async def test_users_profile_summaries_export_import_and_erase(client: httpx.AsyncClient) -> None:
    memory = (await client.post("/users/alice/memories", json={"content": "Alice runs marathons"})).json()
    assert (await client.patch("/users/alice/profile", json={"name": "Alice", "city": "Oslo"})).json() == {
        "name": "Alice",
        "city": "Oslo",
    }
    assert (await client.patch("/users/alice/profile", json={"city": None})).json() == {"name": "Alice"}
    assert (await client.get("/users/alice/profile")).json() == {"name": "Alice"}
    assert (await client.get("/users")).json() == ["alice"]

    assert_problem(await client.get("/users/alice/summaries/latest"), 404, "not_found")
    period = {"period_start": "2026-10-01T00:00:00Z", "period_end": "2026-11-01T00:00:00Z"}
    summary = await client.post(
        "/users/alice/summaries", json={"text": "A runner.", "memory_ids": [memory["id"]]} | period
    )
    assert summary.status_code == 201 and summary.json()["fact_count"] == 1
    assert (await client.get("/users/alice/summaries/latest")).json()["text"] == "A runner."
    unknown = await client.post("/users/alice/summaries", json={"text": "x", "memory_ids": ["nope"]} | period)
    assert_problem(unknown, 404, "not_found")

    document = (await client.get("/users/alice/export")).json()
    assert document["user_id"] == "alice" and [m["content"] for m in document["memories"]] == ["Alice runs marathons"]
    imported = await client.post("/users/bob/import", json=document)
    assert imported.status_code == 200 and imported.json()["memories"] == 1
    assert [m["content"] for m in (await client.get("/users/bob/memories")).json()] == ["Alice runs marathons"]
    assert (await client.post("/users/bob/import", json={"format": "other"})).status_code == 422

    erased = await client.delete("/users/alice")
    assert erased.status_code == 200 and erased.json()["memories"] == 1
    assert_problem(await client.delete("/users/alice"), 404, "not_found")
    assert_problem(await client.get("/users/alice/export"), 404, "not_found")
    assert (await client.get("/users")).json() == ["bob"]


async def test_jobs_retry_purge_and_telemetry(client: httpx.AsyncClient, service: AsyncMemory) -> None:
    turns = [{"role": "user", "content": "I love tea"}, {"role": "assistant", "content": "Noted!"}]
    await client.post("/users/alice/sessions/s1/turns", json={"turns": turns})
    await service.process()  # no memory model configured: the extraction job dead-letters
    (dead,) = (await client.get("/jobs", params={"state": "dead"})).json()
    assert "no memory model configured" in dead["last_error"]
    assert (await client.get(f"/jobs/{dead['id']}")).json()["id"] == dead["id"]
    retried = (await client.post(f"/jobs/{dead['id']}/retry")).json()
    assert retried["state"] == "queued" and retried["attempts"] == 0
    assert_problem(await client.post(f"/jobs/{dead['id']}/retry"), 422, "invalid_input")
    assert_problem(await client.get("/jobs/nope"), 404, "not_found")
    assert_problem(await client.post("/jobs/nope/retry"), 404, "not_found")
    await service.process()
    assert (await client.post("/jobs/purge", json={"states": ["dead"]})).json() == {"purged": 1}
    assert (await client.post("/jobs/purge")).json() == {"purged": 0}
    assert (await client.post("/jobs/purge", json={"states": ["queued"]})).status_code == 422

    reply = await client.post("/v1/chat/completions", json={"model": "m", "user": "alice", "messages": [
        {"role": "user", "content": "hello"}]})  # fmt: skip
    assert reply.status_code == 200
    calls = (await client.get("/telemetry/calls")).json()
    # the chat call, and the housekeeping that embedded acme's turns, attributed to acme
    seen = [(c["purpose"], c["status"], c["tenant"]) for c in calls]
    assert seen == [("chat", "ok", "acme"), ("embed", "ok", "acme")]
    row = next(r for r in (await client.get("/telemetry/summary")).json() if r["purpose"] == "chat")
    assert row["calls"] == 1 and row["errors"] == 0
    assert isinstance((await client.get("/telemetry/counters", params={"user": "alice"})).json(), dict)
    assert (await client.delete("/telemetry/calls")).json() == {"deleted": 2}
    assert (await client.get("/telemetry/calls")).json() == []


# -- errors, limits, documentation -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (NotFound("x"), 404, "not_found"),
        (InvalidInput("x"), 422, "invalid_input"),
        (EmbedderMismatch("x"), 503, "embedder_mismatch"),
        (ConfigError("x"), 503, "config_error"),
        (UserError("x"), 400, "user_error"),
        (ProviderError("x"), 502, "provider_error"),
        (ProviderError("x", retryable=True), 503, "provider_error"),
        (StoreError("x"), 503, "store_error"),
        (MuninnError("x"), 500, "muninn_error"),
    ],
)
def test_muninn_errors_map_to_statuses(error: MuninnError, status: int, code: str) -> None:
    assert status_of(error) == status and error.code == code


async def test_framework_errors_are_problem_json_too(client: httpx.AsyncClient) -> None:
    assert_problem(await client.get("/no/such/route"), 404, "not_found")
    assert_problem(await client.put("/users"), 405, "method_not_allowed")
    broken = await client.post(
        "/users/alice/memories", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert_problem(broken, 422, "validation_error")
    unknown_field = assert_problem(
        await client.post("/users/alice/memories", json={"content": "x", "colour": "red"}), 422, "validation_error"
    )
    assert unknown_field["errors"][0]["loc"] == ["body", "colour"]
    kind = assert_problem(
        await client.post("/users/alice/memories", json={"content": "x", "kind": "rumour"}), 422, "invalid_input"
    )
    assert "configured kinds" in kind["detail"]
    control = await client.get("/users/al%01ice/memories")
    assert_problem(control, 422, "validation_error")  # the path pattern refuses control characters
    typo = assert_problem(await client.get("/jobs", params={"stat": "dead"}), 422, "validation_error")
    assert typo["detail"] == "unknown query parameter 'stat'; it takes limit, state, user"
    doubled = await client.get("/jobs", params={"user": ["a", "b"], "state": ["dead", "done"]})
    assert assert_problem(doubled, 422, "validation_error")["detail"] == "query parameter 'user' takes one value"


async def test_times_that_leave_the_calendar_in_utc_are_refused(client: httpx.AsyncClient) -> None:
    edge = ["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00"]
    for time in edge:
        memory = await client.post("/users/alice/memories", json={"content": "x", "kind": "event", "event_at": time})
        assert "out of range once converted to UTC" in assert_problem(memory, 422, "validation_error")["detail"]
        search = await client.post("/users/alice/search", json={"query": "x", "since": time})
        assert_problem(search, 422, "validation_error")
    await client.post("/users/alice/memories", json={"content": "Alice is here"})
    document = (await client.get("/users/alice/export")).json()
    document["memories"][0]["created_at"] = edge[0]
    refused = assert_problem(await client.post("/users/bob/import", json=document), 422, "invalid_input")
    assert refused["detail"].startswith("document.memories[0].created_at (0001-01-01T00:00:00+05:00)")
    assert (await client.get("/users")).json() == ["alice"]  # nothing of bob was written


async def test_model_failures_are_502_or_503_with_retry_after(settings: Settings, clock: Clock) -> None:
    chat = ScriptedProvider([ProviderError("model crashed"), ProviderError("model busy", retryable=True)])
    memory = AsyncMemory(settings, clock=clock, chat_llm=chat)
    _, secret = await create_key(memory.store, "acme")
    async with app_client(create_app(memory, settings=ServerSettings(warm_embedder=False)), api_key=secret) as c:
        request = {"model": "m", "user": "alice", "messages": [{"role": "user", "content": "hi"}]}
        failed = assert_problem(await c.post("/v1/chat/completions", json=request), 502, "provider_error")
        assert failed["error"]["message"] == "the model server failed: model crashed"  # OpenAI-shaped, on /v1
        busy = await c.post("/v1/chat/completions", json=request)
        assert_problem(busy, 503, "provider_error")
        assert busy.headers["retry-after"] == "5"
    await memory.close()


async def test_oversized_bodies_get_413_declared_or_chunked(service: AsyncMemory) -> None:
    _, secret = await create_key(service.store, "acme")
    app = create_app(service, settings=ServerSettings(max_body_bytes=4096, warm_embedder=False))
    async with app_client(app, api_key=secret) as c:
        big = {"content": "x" * 5000}
        assert_problem(await c.post("/users/alice/memories", json=big), 413, "payload_too_large")

        async def chunks(total: int) -> AsyncIterator[bytes]:
            body = json.dumps({"content": "y" * total}).encode()
            for i in range(0, len(body), 1000):
                yield body[i : i + 1000]

        headers = {"content-type": "application/json"}
        chunked = await c.post("/users/alice/memories", content=chunks(5000), headers=headers)
        assert_problem(chunked, 413, "payload_too_large")
        small = await c.post("/users/alice/memories", content=chunks(100), headers=headers)
        assert small.status_code == 201 and small.json()["content"] == "y" * 100
        assert (await c.get("/users/alice/memories")).json()[0]["content"] == "y" * 100


async def test_openapi_documents_routes_problems_and_the_key(client: httpx.AsyncClient) -> None:
    schema = (await client.get("/openapi.json")).json()
    assert schema["components"]["securitySchemes"]["ApiKey"] == {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "mk_…",
        "description": schema["components"]["securitySchemes"]["ApiKey"]["description"],
    }
    operations = [(p, m, op) for p, ops in schema["paths"].items() for m, op in ops.items()]
    assert len(operations) >= 30
    for path, _, operation in operations:
        if path in OPEN:
            continue
        assert operation["security"] == [{"ApiKey": []}]
        assert operation["summary"] and operation["description"]
        problem = operation["responses"]["401"]["content"]
        assert list(problem) == [PROBLEM] and problem[PROBLEM]["schema"]["$ref"].endswith("/Problem")
        assert list(operation["responses"]["422"]["content"]) == [PROBLEM]
    assert "HTTPValidationError" not in schema["components"]["schemas"]


async def test_health_readiness_and_the_worker_lifecycle(service: AsyncMemory) -> None:
    app = create_app(service, settings=ServerSettings(warm_embedder=False))
    async with app_client(app) as c:
        assert (await c.get("/health")).json() == {"status": "ok"}
        ready = (await c.get("/ready")).json()
        assert ready == {"status": "ready", "store": "ok", "worker": "running"}  # no names: anyone may ask
        assert service.worker().running
    assert not service.worker().running  # stopped with the app
    assert await service.users() == []  # the given service is left open for its owner
    app = create_app(service, settings=ServerSettings(worker=False, warm_embedder=False))
    async with app_client(app) as c:
        assert (await c.get("/ready")).json()["worker"] == "disabled"


async def test_an_app_without_a_service_opens_one_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    monkeypatch.setenv("MUNINN_SERVER_AUTH", "false")
    monkeypatch.setenv("MUNINN_CHAT_LLM", "test:echo")
    async with app_client(create_app()) as c:
        assert (await c.post("/users/alice/memories", json={"content": "Alice sings"})).status_code == 201
    assert (tmp_path / "muninn.db").is_file()


# -- the CLI ---------------------------------------------------------------------------------------


def _cli() -> typer.Typer:
    app = typer.Typer()
    app.command("serve")(serve_cli.serve)
    app.add_typer(serve_cli.keys, name="keys")
    return app


def test_keys_create_list_and_revoke_from_the_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    runner = CliRunner()
    created = runner.invoke(_cli(), ["keys", "create", "--tenant", "acme", "--name", "web", "--json"])
    assert created.exit_code == 0, created.output
    key = json.loads(created.stdout)
    assert key["key"].startswith("mk_") and key["tenant"] == "acme" and key["prefix"] == key["key"][:11]
    plain = runner.invoke(_cli(), ["keys", "create", "--tenant", "acme"])
    assert plain.exit_code == 0 and plain.stdout.strip().startswith("mk_")
    listed = json.loads(runner.invoke(_cli(), ["keys", "list", "--json"]).stdout)
    assert [k["name"] for k in listed] == ["web", ""]
    assert all("key_hash" not in k and "key" not in k for k in listed)
    assert key["key"] not in runner.invoke(_cli(), ["keys", "list"]).stdout
    revoked = json.loads(runner.invoke(_cli(), ["keys", "revoke", key["id"], "--json"]).stdout)
    assert revoked["revoked_at"] is not None
    assert run_guarded(_cli(), ["keys", "revoke", "nope"]) == 2


def test_serve_runs_uvicorn_and_keeps_no_auth_on_loopback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: calls.append({"app": app} | options))
    assert run_guarded(_cli(), ["serve", "--port", "9123", "--no-worker"]) == 0
    assert calls[0]["host"] == "127.0.0.1" and calls[0]["port"] == 9123
    assert run_guarded(_cli(), ["serve", "--no-auth", "--host", "0.0.0.0"]) == 2
    assert len(calls) == 1
    assert run_guarded(_cli(), ["serve", "--no-auth", "--host", "::1"]) == 0


# -- over a real server ----------------------------------------------------------------------------


async def test_a_round_trip_over_real_uvicorn(settings: Settings) -> None:
    setup = AsyncMemory(settings)
    _, secret = await create_key(setup.store, "acme")
    await setup.close()
    memory = AsyncMemory(settings)  # used only inside the server's thread from here on
    headers = {"Authorization": f"Bearer {secret}"}
    with ServerThread(create_app(memory, settings=ServerSettings(warm_embedder=False))) as server:
        assert server.url.startswith("http://127.0.0.1:") and server.port > 0
        async with httpx.AsyncClient(base_url=server.url, headers=headers) as c:
            assert (await c.get("/health")).status_code == 200
            created = await c.post("/users/alice/memories", json={"content": "Alice keeps bees"})
            assert created.status_code == 201
            hits = (await c.post("/users/alice/search", json={"query": "bees"})).json()
            assert hits[0]["record"]["content"] == "Alice keeps bees"
            assert (await c.get("/users", headers={"Authorization": "Bearer mk_x"})).status_code == 401
    await memory.close()
