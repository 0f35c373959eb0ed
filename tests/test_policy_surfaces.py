"""Policies wherever memory is served: ``POST /context``, the proxy (header or model suffix), the
MCP ``context`` tool and ``muninn chat``; replies are checked against the mode's schema and counted."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from mcp.client import Client

from muninn import AsyncMemory, Settings
from muninn.mcp.server import build_server
from muninn.providers.llm import ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client
from tests.conftest import Clock

LOOP_BUG = "My loop crashes with IndexError: list index out of range\n\nfor i in range(len(arr)):\n    print(arr[i+1])"


@pytest.fixture
def chat() -> ScriptedProvider:
    return ScriptedProvider(fallback="Check the index: arr[i+1] runs past the end.")


@pytest.fixture
async def memory(settings: Settings, clock: Clock, chat: ScriptedProvider) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(settings, clock=clock, chat_llm=chat)
    yield m
    await m.close()


@pytest.fixture
async def client(memory: AsyncMemory) -> AsyncIterator[httpx.AsyncClient]:
    _, secret = await create_key(memory.store, "acme")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, api_key=secret) as c:
        yield c


async def test_context_over_http_takes_a_builtin_policy(client: httpx.AsyncClient) -> None:
    response = await client.post("/users/maya/context", json={"query": LOOP_BUG, "policy": "coding-mentor"})
    assert response.status_code == 200, response.text
    decision = response.json()["decision"]
    assert decision["policy"] == "coding-mentor" and decision["dominant_mode"]
    assert response.json()["instructions"] == decision["instructions"] != ""

    unknown = await client.post("/users/maya/context", json={"query": LOOP_BUG, "policy": "nope"})
    assert unknown.status_code == 422 and "coding-mentor" in unknown.json()["detail"]
    # a remote caller names built-ins only: a path would make the server read its own files
    path = await client.post("/users/maya/context", json={"query": LOOP_BUG, "policy": "/etc/passwd"})
    assert path.status_code == 422 and "no built-in policy" in path.json()["detail"]


async def test_the_proxy_applies_a_policy_and_counts_off_schema_replies(
    client: httpx.AsyncClient, memory: AsyncMemory, chat: ScriptedProvider
) -> None:
    body = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": LOOP_BUG}], "user": "maya"}
    first = (await client.post("/users/maya/context", json={"query": LOOP_BUG, "policy": "coding-mentor"})).json()
    response = await client.post("/v1/chat/completions", json=body, headers={"X-Muninn-Policy": "coding-mentor"})
    assert response.status_code == 200, response.text
    mode = response.headers["x-muninn-policy-mode"]
    assert mode == first["decision"]["dominant_mode"]
    assert first["instructions"] in chat.requests[-1].messages[0]["content"]

    counters = await memory.with_tenant("acme").counters("maya")
    assert counters["policy_replies"] == 1 and counters["policy_replies_off_schema"] == 1  # no sections
    occurrences = await memory.with_tenant("acme").list("maya")
    assert occurrences, "the decision's occurrence is stored so the next count is right"

    # the same through a model-name suffix, streamed; a reply that follows the schema is not flagged
    decision = (await client.post("/users/maya/context", json={"query": LOOP_BUG, "policy": "coding-mentor"})).json()[
        "decision"
    ]
    sections = decision["response_schema"]["sections"]
    chat.extend(["\n".join(f"{s['header']}\nok." for s in sections)])
    streamed = body | {"model": "gpt-4o-mini+policy:coding-mentor", "stream": True}
    response = await client.post("/v1/chat/completions", json=streamed)
    assert response.status_code == 200 and response.headers["x-muninn-policy-mode"] == decision["dominant_mode"]
    counters = await memory.with_tenant("acme").counters("maya")
    assert counters["policy_replies"] == 2 and counters["policy_replies_off_schema"] == 1

    bad = await client.post("/v1/chat/completions", json=body, headers={"X-Muninn-Policy": "nope"})
    assert bad.status_code == 422


async def test_the_mcp_context_tool_returns_the_decision(memory: AsyncMemory) -> None:
    async with Client(build_server(lambda _ctx: memory, default_user="maya")) as mcp:
        result = await mcp.call_tool("context", {"message": LOOP_BUG, "policy": "coding-mentor"})
        assert not result.is_error and result.structured_content is not None
        decision = result.structured_content["decision"]
        assert decision["policy"] == "coding-mentor" and decision["mode"] and decision["instructions"]
        assert decision["required_sections"] and decision["required_sections"][0] in decision["instructions"]
        plain = await mcp.call_tool("context", {"message": LOOP_BUG})
        assert plain.structured_content is not None and plain.structured_content["decision"] is None


async def test_chat_with_a_policy_counts_its_replies(memory: AsyncMemory, tmp_path: Path) -> None:
    reply = await memory.reply("maya", "s1", LOOP_BUG, policy="coding-mentor")
    assert reply
    counters = await memory.counters("maya")
    assert counters["policy_replies"] == 1 and counters["policy_replies_off_schema"] == 1
