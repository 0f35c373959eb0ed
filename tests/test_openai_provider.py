"""The OpenAI-compatible provider against a real HTTP server on 127.0.0.1 that plays scripted replies.

The fake speaks just enough HTTP/1.1 (asyncio streams, one request per connection, chunked
server-sent events written in deliberately awkward pieces) and records every request.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from muninn.errors import ConfigError, ProviderError
from muninn.providers.llm import ChatProvider, ChatRequest, get_chat_provider, register_chat_provider
from muninn.providers.llm.openai import TOOL_BIAS, ChatStream, OpenAIProvider, openai_factory
from muninn.settings import Settings

MODEL = "fake-model"
SCHEMA = {"type": "object", "properties": {"facts": {"type": "array"}}, "required": ["facts"]}
WEATHER = {"type": "function", "function": {"name": "weather", "parameters": {"type": "object"}}}


@dataclass
class Reply:
    """One scripted answer: a JSON body, or server-sent ``events`` written in ``split``-byte pieces."""

    status: int = 200
    body: Any = None
    events: list[Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    split: int | None = None
    stall: float = 0.0  # pause after the first piece of a stream


@dataclass
class Seen:
    """One request the fake received."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]


class FakeOpenAI:
    """A tiny OpenAI-compatible server: answers ``POST /v1/chat/completions`` from ``replies``, in order."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[Seen] = []
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def stop(self) -> None:
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self._server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            request_line = (await reader.readline()).decode()
            headers: dict[str, str] = {}
            while (line := await reader.readline()) not in (b"\r\n", b"\n", b""):
                name, _, value = line.decode().partition(":")
                headers[name.strip().lower()] = value.strip()
            raw = await reader.readexactly(int(headers.get("content-length", "0")))
            self.requests.append(Seen(request_line.split(" ")[1], headers, json.loads(raw) if raw else {}))
            reply = self.replies.pop(0) if self.replies else Reply(500, {"error": {"message": "nothing scripted"}})
            await asyncio.sleep(reply.delay)
            await self._write(writer, reply)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass  # the client gave up (a timeout test) or hung up early
        finally:
            self._tasks.discard(task)
            writer.close()

    async def _write(self, writer: asyncio.StreamWriter, reply: Reply) -> None:
        head = f"HTTP/1.1 {reply.status} Fake\r\nConnection: close\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in reply.headers.items())
        if reply.events is None:
            body = (reply.body if isinstance(reply.body, str) else json.dumps(reply.body)).encode()
            ctype = "text/plain" if isinstance(reply.body, str) else "application/json"
            writer.write(f"{head}Content-Type: {ctype}\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
            await writer.drain()
            return
        writer.write(f"{head}Content-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n".encode())
        stream = "".join(f"data: {e if isinstance(e, str) else json.dumps(e)}\n\n" for e in reply.events).encode()
        step = reply.split or len(stream) or 1
        for start in range(0, len(stream), step):
            piece = stream[start : start + step]
            writer.write(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
            await writer.drain()
            await asyncio.sleep(reply.stall if start == 0 else 0.001)  # separate reads on the client side
        writer.write(b"0\r\n\r\n")
        await writer.drain()


def completion(content: str | None, **message: Any) -> dict[str, Any]:
    """A whole chat.completion body."""
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": MODEL,
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": content, **message}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
    }


def chunks(*deltas: dict[str, Any], finish: str = "stop", usage: bool = True) -> list[Any]:
    """Stream events: one per delta, the finish chunk, a usage-only chunk, and ``[DONE]``."""
    events: list[Any] = [
        {
            "object": "chat.completion.chunk",
            "model": MODEL,
            "choices": [{"index": 0, "delta": d, "finish_reason": None}],
        }
        for d in deltas
    ]
    events.append({"model": MODEL, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
    if usage:
        events.append({"model": MODEL, "choices": [], "usage": {"prompt_tokens": 5, "completion_tokens": 9}})
    return [*events, "[DONE]"]


def text(*pieces: str) -> list[dict[str, Any]]:
    return [{"content": p} for p in pieces]


def ask(content: str = "hi", **options: Any) -> ChatRequest:
    return ChatRequest(
        messages=[{"role": "system", "content": "Be brief."}, {"role": "user", "content": content}], **options
    )


async def collect(stream: AsyncIterator[str]) -> list[str]:
    return [piece async for piece in stream]


@pytest.fixture
async def fake() -> AsyncIterator[FakeOpenAI]:
    server = FakeOpenAI()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def provider(fake: FakeOpenAI) -> AsyncIterator[OpenAIProvider]:
    p = OpenAIProvider(base_url=fake.url, model=MODEL, timeout=2.0, max_retries=2, backoff=0.01)
    yield p
    await p.aclose()


# --- whole replies --------------------------------------------------------------------------------


async def test_complete_strips_reasoning_and_reports_usage(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    assert isinstance(provider, ChatProvider)
    fake.replies.append(
        Reply(body=completion("<think>They said hi.</think>\n\nHello!", reasoning_content="hidden chain of thought"))
    )
    response = await provider.complete(ask(max_tokens=64, temperature=0.2))
    assert response.content == "Hello!"
    assert (response.prompt_tokens, response.completion_tokens) == (11, 7)
    assert (response.model, response.finish_reason, response.tool_calls) == (MODEL, "stop", ())
    [seen] = fake.requests
    assert seen.path == "/v1/chat/completions"
    assert seen.body["model"] == MODEL and seen.body["stream"] is False
    assert (seen.body["max_tokens"], seen.body["temperature"]) == (64, 0.2)
    assert "stream_options" not in seen.body and "response_format" not in seen.body and "tools" not in seen.body
    assert "seed" not in seen.body and "frequency_penalty" not in seen.body  # unset options are not sent
    assert "authorization" not in seen.headers
    fake.replies.append(Reply(body=completion("Hi again!")))
    await provider.complete(ask(seed=7, frequency_penalty=0.5))
    assert (fake.requests[1].body["seed"], fake.requests[1].body["frequency_penalty"]) == (7, 0.5)


async def test_template_opened_reasoning_is_dropped(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(body=completion("The user greets me.\n</think>\n\nHi there.")))
    assert (await provider.complete(ask())).content == "Hi there."


async def test_api_key_is_sent_as_bearer(fake: FakeOpenAI) -> None:
    fake.replies.append(Reply(body=completion("ok")))
    p = OpenAIProvider(base_url=fake.url + "/", model=MODEL, api_key="sk-test")
    await p.complete(ask())
    await p.aclose()
    assert fake.requests[0].headers["authorization"] == "Bearer sk-test"
    assert fake.requests[0].path == "/v1/chat/completions"


# --- streams ----------------------------------------------------------------------------------------


async def test_stream_split_inside_think_tags(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    pieces = text("<th", "ink>Let me th", "ink</TH", "INK>\n\nHel", "lo, wör", "ld! <", "think>more</think> Bye.")
    fake.replies.append(Reply(events=chunks(*pieces), split=7))  # SSE lines and UTF-8 cut mid-way too
    stream = provider.stream(ask())
    assert isinstance(stream, ChatStream)
    out = await collect(stream)
    assert "".join(out) == "Hello, wörld!  Bye."
    assert stream.response is not None
    assert stream.response.content == "Hello, wörld!  Bye."
    assert (stream.response.prompt_tokens, stream.response.completion_tokens) == (5, 9)
    assert stream.response.finish_reason == "stop"
    body = fake.requests[0].body
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}


async def test_stream_ignores_reasoning_content_deltas(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    deltas = [{"reasoning_content": "secret"}, {"content": "<think>"}, {"content": "x</think>Fine."}]
    fake.replies.append(Reply(events=chunks(*deltas)))
    assert "".join(await collect(provider.stream(ask()))) == "Fine."


async def test_first_plain_stream_is_held_then_later_ones_flow(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    # Until one finished reply shows the template does not open a think block, text before the
    # first tag might be reasoning, so it is held; after that, deltas flow as they arrive.
    fake.replies.append(Reply(events=chunks(*text("Hello", " there", " friend"))))
    fake.replies.append(Reply(events=chunks(*text("Hello", " there", " friend"))))
    assert await collect(provider.stream(ask())) == ["Hello there friend"]
    assert await collect(provider.stream(ask())) == ["Hello", " there", " friend"]


async def test_a_template_that_opens_the_block_keeps_streams_careful(
    fake: FakeOpenAI, provider: OpenAIProvider
) -> None:
    for _ in range(2):
        fake.replies.append(Reply(events=chunks(*text("I should gr", "eet.</thi", "nk>\n\nHi", " you"))))
        assert "".join(await collect(provider.stream(ask()))) == "Hi you"


async def test_stream_from_a_server_that_ignores_stream(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(body=completion("<think>x</think>Whole.")))
    stream = provider.stream(ask())
    assert await collect(stream) == ["Whole."]
    assert stream.response is not None and stream.response.completion_tokens == 7


async def test_an_error_event_mid_stream_raises(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(events=[*chunks(*text("<think>a</think>Par"))[:1], {"error": {"message": "OOM"}}]))
    with pytest.raises(ProviderError, match="OOM") as caught:
        await collect(provider.stream(ask()))
    assert caught.value.retryable


async def test_stopping_a_stream_early_releases_it(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(events=chunks(*text("<think></think>one", " two", " three"))))
    fake.replies.append(Reply(body=completion("next")))
    stream = provider.stream(ask())
    assert await stream.__anext__() == "one"
    await stream.aclose()
    assert (await provider.complete(ask())).content == "next"


# --- tools ----------------------------------------------------------------------------------------------


async def test_whole_tool_calls(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    calls = [
        {"id": "call_1", "type": "function", "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}},
        {"id": "call_2", "type": "function", "function": {"name": "weather", "arguments": {"city": "Bergen"}}},
    ]
    fake.replies.append(Reply(body=completion(None, tool_calls=calls)))
    response = await provider.complete(ask("weather?", tools=[WEATHER]))
    assert [(c.id, c.name, json.loads(c.arguments)) for c in response.tool_calls] == [
        ("call_1", "weather", {"city": "Oslo"}),
        ("call_2", "weather", {"city": "Bergen"}),
    ]
    assert response.content == ""
    assert fake.requests[0].body["tools"] == [WEATHER]


async def test_streamed_tool_calls(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    def call(index: int, **fn: str) -> dict[str, Any]:
        extra = {"id": f"call_{index}", "type": "function"} if "name" in fn else {}
        return {"tool_calls": [{"index": index, **extra, "function": fn}]}

    deltas = [
        {"content": "Checking."},
        call(0, name="weather", arguments=""),
        call(0, arguments='{"ci'),
        call(1, name="clock", arguments="{}"),
        call(0, arguments='ty": "Oslo"}'),
        {"content": "<think>after the call</think>"},
    ]
    fake.replies.append(Reply(events=chunks(*deltas, finish="tool_calls"), split=11))
    stream = provider.stream(ask("weather?", tools=[WEATHER]))
    assert "".join(await collect(stream)) == "Checking."
    assert stream.response is not None
    assert [(c.id, c.name, c.arguments) for c in stream.response.tool_calls] == [
        ("call_0", "weather", '{"city": "Oslo"}'),
        ("call_1", "clock", "{}"),
    ]
    assert stream.response.finish_reason == "tool_calls"


async def test_tool_bias_is_appended_only_when_tools_are_offered(fake: FakeOpenAI) -> None:
    p = OpenAIProvider(base_url=fake.url, model=MODEL, tool_bias=True)
    for _ in range(4):
        fake.replies.append(Reply(body=completion("ok")))
    await p.complete(ask(tools=[WEATHER]))
    await p.complete(ask())
    await p.complete(ask(tools=[WEATHER], metadata={"tool_bias": "false"}))
    await p.complete(ChatRequest(messages=[{"role": "user", "content": "hi"}], tools=[WEATHER]))
    await p.aclose()
    systems = [r.body["messages"][0] for r in fake.requests]
    assert systems[0] == {"role": "system", "content": f"Be brief.\n\n{TOOL_BIAS}"}
    assert systems[1]["content"] == systems[2]["content"] == "Be brief."
    assert systems[3] == {"role": "system", "content": TOOL_BIAS}


async def test_tool_bias_by_request_metadata(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(body=completion("ok")))
    await provider.complete(ask(tools=[WEATHER], metadata={"tool_bias": "true"}))
    assert fake.requests[0].body["messages"][0]["content"].endswith(TOOL_BIAS)


# --- JSON output ------------------------------------------------------------------------------------------

LLAMA_CPP_PYTHON_500 = {
    "error": {
        "message": "[{'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
        "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema'}]",
        "type": "internal_server_error",
    }
}


async def test_json_schema_is_requested_strictly(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(body=completion('{"facts": []}')))
    await provider.complete(ask(json_schema=SCHEMA))
    assert fake.requests[0].body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "answer", "schema": SCHEMA, "strict": True},
    }


async def test_json_schema_500_falls_back_and_remembers(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies += [Reply(500, LLAMA_CPP_PYTHON_500), Reply(body=completion('{"facts": [1]}'))]
    response = await provider.complete(ask(json_schema=SCHEMA))
    assert response.content == '{"facts": [1]}'
    assert [r.body["response_format"]["type"] for r in fake.requests] == ["json_schema", "json_object"]
    assert fake.requests[1].body["response_format"] == {"type": "json_object", "schema": SCHEMA}
    assert provider.json_mode == "json_object_schema"

    fake.replies.append(Reply(events=chunks(*text('{"facts": ', "[]}"))))
    assert "".join(await collect(provider.stream(ask(json_schema=SCHEMA)))) == '{"facts": []}'
    assert fake.requests[2].body["response_format"] == {"type": "json_object", "schema": SCHEMA}
    assert len(fake.requests) == 3  # remembered: no second json_schema attempt


async def test_fallback_goes_on_to_plain_json_object(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    rejected = {"detail": [{"loc": ["body", "response_format", "schema"], "msg": "extra fields not permitted"}]}
    fake.replies += [
        Reply(400, {"error": "json_schema unsupported"}),
        Reply(422, rejected),
        Reply(body=completion("{}")),
    ]
    await provider.complete(ask(json_schema=SCHEMA))
    formats = [r.body["response_format"] for r in fake.requests]
    assert formats[2] == {"type": "json_object"}
    assert provider.json_mode == "json_object"


async def test_an_unrelated_500_is_retried_not_a_fallback(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies += [Reply(500, {"error": {"message": "CUDA out of memory"}}), Reply(body=completion("{}"))]
    await provider.complete(ask(json_schema=SCHEMA))
    assert [r.body["response_format"]["type"] for r in fake.requests] == ["json_schema", "json_schema"]
    assert provider.json_mode == "json_schema"


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("json_object_schema", {"type": "json_object", "schema": SCHEMA}),
        ("json_object", {"type": "json_object"}),
        ("none", None),
    ],
)
async def test_explicit_json_mode_is_used_as_is(fake: FakeOpenAI, mode: Any, expected: Any) -> None:
    p = OpenAIProvider(base_url=fake.url, model=MODEL, json_mode=mode, max_retries=0)
    fake.replies += [Reply(500, LLAMA_CPP_PYTHON_500), Reply(body=completion("{}"))]
    with pytest.raises(ProviderError, match="HTTP 500"):
        await p.complete(ask(json_schema=SCHEMA))  # an explicit mode never falls back
    await p.complete(ask(json_schema=SCHEMA))
    await p.aclose()
    assert [r.body.get("response_format") for r in fake.requests] == [expected, expected]


async def test_a_server_refusing_stream_options_is_asked_without(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies += [
        Reply(400, {"error": {"message": "Unrecognized request argument supplied: stream_options"}}),
        Reply(events=chunks(*text("<think></think>ok"), usage=False)),
        Reply(events=chunks(*text("ok"), usage=False)),
    ]
    assert "".join(await collect(provider.stream(ask()))) == "ok"
    assert "".join(await collect(provider.stream(ask()))) == "ok"
    assert ["stream_options" in r.body for r in fake.requests] == [True, False, False]


# --- failures -------------------------------------------------------------------------------------------


async def test_429_then_200_is_retried(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies += [Reply(429, {"error": {"message": "slow down"}}, headers={"Retry-After": "0"})]
    fake.replies += [Reply(body=completion("made it"))]
    assert (await provider.complete(ask())).content == "made it"
    assert len(fake.requests) == 2


async def test_5xx_until_the_last_try_is_a_retryable_error(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies += [Reply(503, {"error": {"message": "loading model"}}) for _ in range(3)]
    with pytest.raises(ProviderError, match=r"HTTP 503: loading model.*gave up after 3 tries") as caught:
        await provider.complete(ask())
    assert caught.value.retryable
    assert len(fake.requests) == 3


async def test_401_says_which_key_to_fix(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(401, {"error": {"message": "Incorrect API key provided"}}))
    with pytest.raises(ProviderError, match="MUNINN_CHAT_API_KEY") as caught:
        await provider.complete(ask())
    assert not caught.value.retryable
    assert len(fake.requests) == 1


async def test_404_for_an_unknown_model_names_the_model_setting(fake: FakeOpenAI) -> None:
    p = OpenAIProvider(base_url=fake.url, model="qwen9:1b", role="memory")
    fake.replies.append(Reply(404, {"error": {"message": 'model "qwen9:1b" not found, try pulling it first'}}))
    with pytest.raises(ProviderError) as caught:
        await p.complete(ask())
    await p.aclose()
    message = str(caught.value)
    assert message.startswith(f"model 'qwen9:1b' not found on {fake.url}")
    assert "check MUNINN_MEMORY_MODEL" in message
    assert not caught.value.retryable


async def test_404_for_a_wrong_path_names_the_base_url_setting(fake: FakeOpenAI) -> None:
    p = OpenAIProvider(base_url=f"http://127.0.0.1:{fake.port}", model=MODEL)
    fake.replies.append(Reply(404, "Not Found"))
    with pytest.raises(ProviderError, match=r"MUNINN_CHAT_BASE_URL.*/v1") as caught:
        await p.complete(ask())
    await p.aclose()
    assert not caught.value.retryable


async def test_400_passes_the_servers_reason_on(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(400, {"error": {"message": "maximum context length is 2048 tokens"}}))
    with pytest.raises(ProviderError, match="HTTP 400: maximum context length is 2048 tokens") as caught:
        await provider.complete(ask())
    assert not caught.value.retryable


async def test_a_non_json_success_body_is_an_error(fake: FakeOpenAI, provider: OpenAIProvider) -> None:
    fake.replies.append(Reply(body="<html>a login page</html>"))
    with pytest.raises(ProviderError, match=r"not JSON.*MUNINN_CHAT_BASE_URL"):
        await provider.complete(ask())


async def test_timeouts_are_retried_then_retryable(fake: FakeOpenAI) -> None:
    p = OpenAIProvider(base_url=fake.url, model=MODEL, timeout=0.2, max_retries=1, backoff=0.01)
    fake.replies += [Reply(delay=2.0, body=completion("late")), Reply(delay=2.0, body=completion("late"))]
    with pytest.raises(ProviderError, match=r"within 0.2s.*gave up after 2 tries") as caught:
        await p.complete(ask())
    assert caught.value.retryable
    assert len(fake.requests) == 2

    fake.replies += [Reply(delay=2.0, body=completion("late")), Reply(body=completion("on time"))]
    assert (await p.complete(ask())).content == "on time"
    await p.aclose()


async def test_a_slow_start_or_a_stalled_stream_times_out(fake: FakeOpenAI) -> None:
    p = OpenAIProvider(base_url=fake.url, model=MODEL, timeout=0.2, max_retries=0)
    fake.replies.append(Reply(delay=2.0, events=chunks(*text("late"))))
    with pytest.raises(ProviderError, match=r"within 0\.2s") as caught:
        await collect(p.stream(ask()))
    assert caught.value.retryable

    fake.replies.append(Reply(events=chunks(*text("<think></think>first", " never")), split=60, stall=2.0))
    stream = p.stream(ask())
    with pytest.raises(ProviderError, match=r"sent nothing for 0\.2s mid-stream") as caught:
        await collect(stream)
    assert caught.value.retryable
    await p.aclose()


def _free_port() -> int:
    with contextlib.closing(socket.socket()) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


async def test_connection_refused_is_retryable() -> None:
    url = f"http://127.0.0.1:{_free_port()}/v1"
    p = OpenAIProvider(base_url=url, model=MODEL, max_retries=1, backoff=0.01)
    with pytest.raises(ProviderError, match=r"cannot reach .*MUNINN_CHAT_BASE_URL.*gave up after 2 tries") as caught:
        await p.complete(ask())
    assert caught.value.retryable
    with pytest.raises(ProviderError, match="cannot reach"):
        await collect(p.stream(ask()))
    await p.aclose()


# --- settings -------------------------------------------------------------------------------------------


def test_factory_reads_the_roles_settings(tmp_path: Path) -> None:
    settings = Settings(
        home=tmp_path,
        chat_base_url="http://127.0.0.1:11434/v1",
        chat_model="qwen2.5:1.5b",
        memory_base_url="https://api.example.test/v1/",
        memory_model="big-model",
        memory_api_key=SecretStr("sk-memory"),
        llm_timeout_seconds=9,
        llm_max_retries=4,
    )
    chat = openai_factory("openai", settings=settings)
    assert (chat.name, chat.model, chat.base_url) == ("openai", "qwen2.5:1.5b", "http://127.0.0.1:11434/v1")
    memory = openai_factory("openai", settings=settings, role="memory")
    assert (memory.model, memory.base_url) == ("big-model", "https://api.example.test/v1")
    assert openai_factory("openai:qwen2.5:7b", settings=settings).model == "qwen2.5:7b"


@pytest.mark.parametrize(
    ("fields", "role", "message"),
    [
        ({"chat_model": "m"}, "chat", "set MUNINN_CHAT_BASE_URL"),
        ({"chat_base_url": "http://127.0.0.1:8080/v1"}, "chat", "set MUNINN_CHAT_MODEL"),
        ({"chat_base_url": "http://x/v1", "chat_model": "m"}, "memory", "set MUNINN_MEMORY_BASE_URL"),
        ({"chat_base_url": "127.0.0.1:8080", "chat_model": "m"}, "chat", "MUNINN_CHAT_BASE_URL must be an http"),
    ],
)
def test_factory_names_the_missing_setting(tmp_path: Path, fields: dict[str, Any], role: Any, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        openai_factory("openai", settings=Settings(home=tmp_path, **fields), role=role)


async def test_registered_factory_builds_a_working_provider(fake: FakeOpenAI, tmp_path: Path) -> None:
    register_chat_provider("openai", openai_factory)
    settings = Settings(home=tmp_path, memory_base_url=fake.url, memory_api_key=SecretStr("sk-m"), llm_max_retries=0)
    provider = get_chat_provider("openai:tiny:1b", settings=settings, role="memory")
    assert isinstance(provider, OpenAIProvider)
    fake.replies.append(Reply(body=completion("hello")))
    assert (await provider.complete(ask())).content == "hello"
    await provider.aclose()
    assert fake.requests[0].body["model"] == "tiny:1b"
    assert fake.requests[0].headers["authorization"] == "Bearer sk-m"
