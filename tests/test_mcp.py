"""The MCP server through the official MCP client of the same SDK: ``muninn mcp`` as a real stdio
subprocess, and ``/mcp`` of a real ``muninn serve`` app on 127.0.0.1 behind API keys."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

import muninn
from muninn import AsyncMemory, Settings
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import ServerThread
from muninn.stores import open_store

TOOLS = {"remember", "recall", "context", "forget", "history"}


def data(result: CallToolResult) -> dict[str, Any]:
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


def error_text(result: CallToolResult) -> str:
    assert result.is_error
    return " ".join(getattr(part, "text", "") for part in result.content)


async def exercise(client: Client, *, user: dict[str, str]) -> str:
    """Every tool once, through ``client``; returns the id of the forgotten memory."""
    names = {tool.name for tool in (await client.list_tools()).tools}
    assert names == TOOLS
    veg = data(await client.call_tool("remember", {"content": "Alice is vegetarian", "kind": "preference"} | user))
    assert veg["kind"] == "preference" and veg["status"] == "active"
    hiking = data(
        await client.call_tool("remember", {"content": "Alice loves hiking in the Alps", "tags": ["hobby"]} | user)
    )

    found = data(await client.call_tool("recall", {"query": "vegetarian"} | user))
    assert found["corpus"] == "memories" and found["results"][0]["id"] == veg["id"]

    block = data(await client.call_tool("context", {"message": "what should I cook?"} | user))
    assert "Alice is vegetarian" in block["text"] and veg["id"] in block["memory_ids"]
    assert block["decision"] is None

    gone = data(await client.call_tool("forget", {"memory_id": hiking["id"], "reason": "asked"} | user))
    assert gone["status"] == "deleted"
    after = data(await client.call_tool("recall", {"query": "hiking Alps"} | user))
    assert hiking["id"] not in [r["id"] for r in after["results"]]
    changes = data(await client.call_tool("history", {"memory_id": hiking["id"]} | user))["changes"]
    assert [c["action"] for c in changes] == ["add", "delete"] and changes[1]["reason"] == "asked"
    return str(hiking["id"])


async def malformed_calls_are_tool_errors(client: Client, *, user: dict[str, str]) -> None:
    everything = {"query": "anything at all", "limit": 50, "corpus": "memories"} | user
    before = [r["id"] for r in data(await client.call_tool("recall", everything))["results"]]
    assert before  # every memory ranks in a dense search, so a stray write would show
    assert "importance" in error_text(await client.call_tool("remember", {"content": "x", "importance": 7} | user))
    assert "content" in error_text(await client.call_tool("remember", {"kind": "fact"} | user))
    unknown_kind = error_text(await client.call_tool("remember", {"content": "Likes tea", "kind": "gossip"} | user))
    assert "gossip" in unknown_kind
    assert "no memory" in error_text(await client.call_tool("forget", {"memory_id": "no-such-id"} | user))
    assert "limit" in error_text(await client.call_tool("recall", {"query": "tea", "limit": 0} | user))
    window = {"query": "tea", "since": "2026-02-01T00:00:00+00:00", "until": "2026-01-01T00:00:00+00:00"}
    assert "after 'until'" in error_text(await client.call_tool("recall", window | user))
    unknown_policy = error_text(await client.call_tool("context", {"message": "hi", "policy": "nope"} | user))
    assert "nope" in unknown_policy
    after = [r["id"] for r in data(await client.call_tool("recall", everything))["results"]]
    assert after == before  # nothing was written by any refused call


# stdio ----------------------------------------------------------------------------------------


def stdio_params(tmp_path: Path, *args: str) -> StdioServerParameters:
    src = str(Path(muninn.__file__).parents[1])
    env = {
        "MUNINN_HOME": str(tmp_path),
        "MUNINN_EMBEDDER": "test:hash",
        "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", ""),
    }
    code = "from muninn.cli import main; main()"
    return StdioServerParameters(command=sys.executable, args=["-c", code, "mcp", *args], env=env)


async def test_stdio_server_serves_every_tool_for_its_user(tmp_path: Path) -> None:
    async with Client(stdio_params(tmp_path, "--user", "alice")) as client:
        forgotten = await exercise(client, user={})
        await malformed_calls_are_tool_errors(client, user={})
        # the tool call may name another user; that user's memories are separate
        other = data(await client.call_tool("recall", {"query": "vegetarian", "user": "bob"}))
        assert other["results"] == []
    memory = AsyncMemory(Settings(home=tmp_path, embedder="test:hash"))  # the process wrote here
    try:
        assert (await memory.get("alice", forgotten)).status == "deleted"
    finally:
        await memory.close()


async def test_stdio_server_without_a_user_asks_for_one(tmp_path: Path) -> None:
    async with Client(stdio_params(tmp_path)) as client:
        message = error_text(await client.call_tool("remember", {"content": "Alice is vegetarian"}))
        assert "--user" in message and "'user'" in message
        ok = data(await client.call_tool("remember", {"content": "Alice is vegetarian", "user": "alice"}))
        assert ok["content"] == "Alice is vegetarian"


# streamable HTTP in muninn serve ----------------------------------------------------------------


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, str, str]]:
    """A real server on 127.0.0.1 with keys for two tenants: (url, acme key, globex key)."""

    async def keys() -> tuple[str, str]:
        store = open_store(settings.resolved_store_url())
        try:
            return (await create_key(store, "acme"))[1], (await create_key(store, "globex"))[1]
        finally:
            await store.close()

    acme, globex = asyncio.run(keys())
    server_settings = ServerSettings(warm_embedder=False, worker=False)
    os.environ["MUNINN_HOME"], os.environ["MUNINN_EMBEDDER"] = str(settings.home), "test:hash"
    try:
        with ServerThread(create_app(settings=server_settings)) as server:
            yield server.url + "/mcp", acme, globex
    finally:
        del os.environ["MUNINN_HOME"], os.environ["MUNINN_EMBEDDER"]


def http_client(url: str, key: str | None) -> Client:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return Client(streamable_http_client(url, http_client=httpx2.AsyncClient(headers=headers, timeout=30)))


async def test_http_mcp_is_scoped_by_the_api_key(served: tuple[str, str, str]) -> None:
    url, acme, globex = served
    async with http_client(url, acme) as client:
        forgotten = await exercise(client, user={"user": "alice"})
        await malformed_calls_are_tool_errors(client, user={"user": "alice"})
        assert "no user given" in error_text(await client.call_tool("recall", {"query": "vegetarian"}))
    async with http_client(url, globex) as other:
        seen = data(await other.call_tool("recall", {"query": "vegetarian", "user": "alice"}))
        assert seen["results"] == []  # same user id, another tenant: nothing
        assert "no memory" in error_text(await other.call_tool("history", {"memory_id": forgotten, "user": "alice"}))
        block = data(await other.call_tool("context", {"message": "what should I cook?", "user": "alice"}))
        assert "vegetarian" not in block["text"]


def test_http_mcp_without_a_key_is_refused(served: tuple[str, str, str]) -> None:
    url, _, _ = served
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    response = httpx.post(url, json=body, headers={"Accept": "application/json, text/event-stream"})
    assert response.status_code == 401 and response.json()["code"] == "unauthorized"
    wrong = httpx.post(url, json=body, headers={"Authorization": "Bearer mk_nope", "Accept": "application/json"})
    assert wrong.status_code == 401 and wrong.json()["code"] == "invalid_key"
    assert json.loads(wrong.text)["status"] == 401
