"""Hardening of the model-server boundary and the HTTP service (issue 10, items 12-15).

Real servers on 127.0.0.1 stand in for the model server: one that answers every request the
same way, and one that trickles its answer a byte at a time so that per-read timeouts never fire.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from muninn import AsyncMemory, Settings
from muninn.errors import ProviderError
from muninn.providers.llm import ChatRequest
from muninn.providers.llm.base import redact
from muninn.providers.llm.openai import OpenAIProvider
from muninn.server import ServerSettings, create_app
from muninn.server.auth import is_loopback
from muninn.server.keys import create_key
from muninn.server.testing import app_client

SECRETS = ("secret", "sekrit", "hunter2", "sk-live", "10.0.0.7", "mk_leak")
ASK = ChatRequest([{"role": "user", "content": "hi"}])
Handler = Callable[[asyncio.StreamWriter], Awaitable[None]]


class ModelServer:
    """An HTTP/1.1 server on 127.0.0.1 that answers every request with ``handler``."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.requests = 0

    async def __aenter__(self) -> ModelServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._server.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._server.wait_closed(), 2)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.requests += 1
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(
                (
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length")
                ),
                0,
            )
            await reader.readexactly(length)
            await self.handler(writer)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            writer.close()


def answer(status: int, body: Any) -> Handler:
    async def handle(writer: asyncio.StreamWriter) -> None:
        data = json.dumps(body).encode()
        head = f"HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n"
        writer.write(head.encode() + data)
        await writer.drain()

    return handle


def trickle(content_type: str, pieces: Callable[[int], bytes], every: float = 0.2) -> Handler:
    """Headers at once, then ``pieces(i)`` every ``every`` seconds, for ever (until the client goes)."""

    async def handle(writer: asyncio.StreamWriter) -> None:
        writer.write(f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: 100000000\r\n\r\n".encode())
        i = 0
        while True:
            writer.write(pieces(i))
            await writer.drain()
            await asyncio.sleep(every)
            i += 1

    return handle


def _closed_port() -> int:
    with contextlib.closing(socket.socket()) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


async def _within(seconds: float, work: Awaitable[Any]) -> Any:
    """A guard against hanging, not a timing assertion: the deadline under test is far shorter."""
    return await asyncio.wait_for(work, seconds)


async def _drain(stream: AsyncIterator[str]) -> str:
    return "".join([piece async for piece in stream])


# -- item 12: a total deadline per call ------------------------------------------------------------------


async def test_a_trickled_whole_answer_hits_the_call_deadline() -> None:
    async with ModelServer(trickle("application/json", lambda i: b" ")) as server:
        p = OpenAIProvider(base_url=f"http://127.0.0.1:{server.port}/v1", model="m", timeout=5, deadline=1.0)
        with pytest.raises(ProviderError, match="call deadline of 1s") as caught:
            await _within(30, p.complete(ASK))
        assert caught.value.retryable
        await p.aclose()


async def test_a_stream_that_never_finishes_an_event_hits_the_per_event_limit() -> None:
    async with ModelServer(trickle("text/event-stream", lambda i: b": keep" if i == 0 else b".")) as server:
        p = OpenAIProvider(base_url=f"http://127.0.0.1:{server.port}/v1", model="m", timeout=1.0, deadline=60)
        with pytest.raises(ProviderError, match=r"sent nothing for 1s mid-stream"):
            await _within(30, _drain(p.stream(ASK)))
        await p.aclose()


async def test_a_stream_of_endless_events_hits_the_call_deadline() -> None:
    def event(i: int) -> bytes:
        chunk = {"choices": [{"index": 0, "delta": {"content": f"w{i} "}}]}
        return f"data: {json.dumps(chunk)}\n\n".encode()

    async with ModelServer(trickle("text/event-stream", event, every=0.05)) as server:
        p = OpenAIProvider(
            base_url=f"http://127.0.0.1:{server.port}/v1", model="m", timeout=5, deadline=1.0, think_start="visible"
        )
        seen: list[str] = []
        with pytest.raises(ProviderError, match="call deadline of 1s"):
            async for piece in p.stream(ASK):  # the caller's own time between pieces is not the server's
                seen.append(piece)
        assert seen  # events did flow before the deadline cut the stream
        await p.aclose()


def test_the_deadline_is_a_setting() -> None:
    from muninn.providers.llm.openai import openai_factory

    settings = Settings(chat_base_url="http://127.0.0.1:1/v1", chat_model="m", llm_call_deadline_seconds=7)
    assert openai_factory("openai", settings=settings).deadline == 7


# -- item 14: no credentials or internal addresses leak --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("cannot reach http://user:secret@127.0.0.1:9/v1", "http://***@127.0.0.1:9/v1"),
        ("http://h/v1?api_key=sekrit&x=1", "http://h/v1?api_key=***&x=1"),
        ("http://h/v1?x=1&access_token=sekrit", "access_token=***"),
        ('{"password": "hunter2"}', '"password": "***"'),
        ("Authorization: Bearer mk_leak1234567", "***"),
        ("bad key sk-live-abcdefghijk", "sk-***"),
        ("max_tokens: must be at most 4096", "max_tokens: must be at most 4096"),
    ],
)
def test_redact_removes_credentials_and_keeps_the_rest(text: str, kept: str) -> None:
    redacted = redact(text)
    assert kept in redacted
    assert not any(secret in redacted for secret in SECRETS if secret != "10.0.0.7")


async def test_provider_errors_carry_no_credentials() -> None:
    closed = f"http://user:secret@127.0.0.1:{_closed_port()}/v1?api_key=sekrit"
    p = OpenAIProvider(base_url=closed, model="m", api_key="sk-live-abcdefghijk", max_retries=0)
    with pytest.raises(ProviderError) as caught:
        await _within(30, p.complete(ASK))
    assert "cannot reach" in str(caught.value)
    assert not any(secret in str(caught.value) for secret in SECRETS)

    echo = {"error": {"message": "upstream http://admin:hunter2@10.0.0.7:9000 refused Bearer sk-live-abcdefghijk"}}
    async with ModelServer(answer(500, echo)) as server:
        p = OpenAIProvider(
            base_url=f"http://user:secret@127.0.0.1:{server.port}/v1", model="m", max_retries=1, backoff=0.01
        )
        with pytest.raises(ProviderError) as caught:
            await _within(30, p.complete(ASK))
        assert server.requests == 2 and "HTTP 500" in str(caught.value)
        assert not any(secret in str(caught.value) for secret in SECRETS if secret != "10.0.0.7")
        await p.aclose()


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path


def _settings(home: Path, base_url: str) -> Settings:
    return Settings(
        home=home,
        store_url=f"sqlite:///{home / 'muninn.db'}",
        embedder="test:hash",
        chat_llm="openai:m",
        chat_base_url=base_url,
        llm_max_retries=0,
    )


async def _proxy_failure(home: Path, base_url: str, caplog: pytest.LogCaptureFixture) -> tuple[httpx.Response, str]:
    memory = AsyncMemory(_settings(home, base_url))
    _, key = await create_key(memory.store, "acme")
    request = {"model": "m", "user": "alice", "messages": [{"role": "user", "content": "hi"}]}
    with caplog.at_level(logging.DEBUG):
        async with app_client(create_app(memory, settings=ServerSettings(warm_embedder=False)), api_key=key) as c:
            response = await _within(30, c.post("/v1/chat/completions", json=request))
            telemetry = (await c.get("/telemetry/calls")).text
    await memory.close()
    return response, telemetry + caplog.text


async def test_api_clients_logs_and_telemetry_never_see_the_model_servers_credentials(
    home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    port = _closed_port()
    response, recorded = await _proxy_failure(home, f"http://user:secret@127.0.0.1:{port}/v1?api_key=sekrit", caplog)
    assert response.status_code == 503
    detail = response.json()["detail"]
    assert detail.startswith("the model server failed: ")
    assert "127.0.0.1" not in detail and str(port) not in detail  # no internal address for API clients
    assert not any(secret in response.text + recorded for secret in SECRETS)
    assert "cannot reach" in recorded  # the operator still learns what failed


async def test_a_reply_whose_message_is_not_an_object_is_a_502(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    async with ModelServer(answer(200, {"choices": [{"message": "hi"}]})) as server:
        response, _ = await _proxy_failure(home, f"http://127.0.0.1:{server.port}/v1", caplog)
    assert response.status_code == 502
    body = response.json()
    assert body["code"] == "provider_error" and "malformed reply" in body["detail"]
    assert str(server.port) not in body["detail"]


# -- item 15: no auth means loopback only; /ready names nothing ------------------------------------------------


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.8.9.10", True),
        ("::1", True),
        ("[::1]", True),
        ("::ffff:127.0.0.1", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("10.0.0.7", False),
        ("::ffff:10.0.0.7", False),
        ("testclient", False),
        ("", False),
        (None, False),
    ],
)
def test_is_loopback(host: str | None, loopback: bool) -> None:
    assert is_loopback(host) is loopback


async def _get(app: FastAPI, client_host: str, path: str) -> httpx.Response:
    transport = httpx.ASGITransport(app=app, client=(client_host, 50000))
    async with httpx.AsyncClient(transport=transport, base_url="http://muninn.test") as c:
        return await c.get(path)


async def test_without_auth_only_loopback_clients_are_served(settings: Settings) -> None:
    memory = AsyncMemory(settings)
    app = create_app(memory, settings=ServerSettings(auth=False, warm_embedder=False, worker=False))
    async with app.router.lifespan_context(app):
        for host in ("127.0.0.1", "::1"):
            assert (await _get(app, host, "/users")).status_code == 200
        for host in ("203.0.113.9", "10.0.0.7", "::ffff:192.0.2.1"):
            refused = await _get(app, host, "/users")
            assert refused.status_code == 403 and refused.json()["code"] == "loopback_only"
            assert (await _get(app, host, "/health")).status_code == 200
    await memory.close()


async def test_readiness_names_no_model_embedder_or_address(home: Path) -> None:
    memory = AsyncMemory(_settings(home, "http://user:secret@10.0.0.7:8080/v1"))
    app = create_app(memory, settings=ServerSettings(warm_embedder=False))
    async with app_client(app) as c:
        ready = await c.get("/ready")
    assert ready.json() == {"status": "ready", "store": "ok", "worker": "running"}
    for name in ("openai", "10.0.0.7", "test:hash", "secret", '"m"'):
        assert name not in ready.text
    await memory.close()
