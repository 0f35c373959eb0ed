"""The OpenAI-compatible memory proxy: in-process (prompt injection, turns, <think>, the stream's
wire format, failures), then the official ``openai`` SDK against a real uvicorn on 127.0.0.1
with ``test:echo`` behind it, and (slow) with the embedded local model behind it."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from openai.types.chat import ChatCompletionMessageParam

from muninn import AsyncMemory, Settings
from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE
from muninn.errors import ProviderError
from muninn.providers.llm import ChatRequest, ChatResponse, ScriptedProvider, get_chat_provider
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import ServerThread, app_client
from muninn.stores import open_store
from tests.conftest import Clock

USER_MSG = {"role": "user", "content": "What should I cook tonight?"}


@pytest.fixture
def chat() -> ScriptedProvider:
    return ScriptedProvider(fallback="Try a lentil curry.", chunk=4)


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


def completion(*messages: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"model": "gpt-4o-mini", "messages": list(messages or [USER_MSG])} | extra


def sse(text: str) -> list[Any]:
    """The data of each event: parsed JSON, or the literal [DONE]."""
    events = [block.removeprefix("data: ") for block in text.split("\n\n") if block]
    return [e if e == "[DONE]" else json.loads(e) for e in events]


async def test_the_memory_block_joins_the_clients_system_message(
    client: httpx.AsyncClient, memory: AsyncMemory, chat: ScriptedProvider
) -> None:
    await client.post("/users/alice/memories", json={"content": "Alice is vegetarian", "kind": "preference"})
    history = [
        {"role": "system", "content": "You are a cooking assistant."},
        {"role": "user", "content": "Hi"},
        {"role": "assistant", "content": "Hello!"},
        USER_MSG,
    ]
    response = await client.post("/v1/chat/completions", json=completion(*history, user="alice"))
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["object"] == "chat.completion" and body["id"].startswith("chatcmpl-")
    assert body["model"] == "scripted" and body["choices"][0]["message"] == {
        "role": "assistant",
        "content": "Try a lentil curry.",
        "refusal": None,
        "tool_calls": None,
    }
    assert body["usage"]["total_tokens"] == body["usage"]["prompt_tokens"] + body["usage"]["completion_tokens"]
    session = response.headers["x-muninn-session"]
    assert session == "chat-2026-11-01"

    sent = chat.requests[-1]
    assert sent.purpose == "chat" and sent.temperature == 0.3 and sent.seed is None
    system = sent.messages[0]["content"]
    assert system.startswith("You are a cooking assistant.\n\n<muninn-memory>") and "Alice is vegetarian" in system
    assert sent.messages[1:] == history[1:]  # the client's history, untouched
    assert sent.metadata["tenant"] == "acme" and sent.metadata["user"] == "alice" and sent.metadata["turn"]

    turns = (await client.get(f"/users/alice/sessions/{session}/turns")).json()
    assert [(t["role"], t["content"]) for t in turns] == [
        ("user", "What should I cook tonight?"),
        ("assistant", "Try a lentil curry."),
    ]
    (job,) = (await client.get("/jobs", params={"user": "alice"})).json()
    assert job["kind"] == "extract" and job["state"] == "queued"


async def test_the_clients_sampling_options_reach_the_model(client: httpx.AsyncClient, chat: ScriptedProvider) -> None:
    body = completion(user="alice", seed=7, temperature=0.9, frequency_penalty=0.1)
    assert (await client.post("/v1/chat/completions", json=body)).status_code == 200
    sent = chat.requests[-1]
    assert (sent.seed, sent.temperature, sent.frequency_penalty) == (7, 0.9, 0.1)


async def test_a_system_message_is_prepended_when_the_client_sends_none(
    client: httpx.AsyncClient, chat: ScriptedProvider
) -> None:
    await client.post("/users/bob/memories", json={"content": "Bob is allergic to nuts"})
    developer = {"role": "developer", "content": "Be brief."}
    parts = {"role": "user", "content": [{"type": "text", "text": "Snack "}, {"type": "text", "text": "ideas?"}]}
    await client.post("/v1/chat/completions", json=completion(parts, user="bob"))
    first = chat.requests[-1].messages
    assert first[0]["role"] == "system" and "Bob is allergic to nuts" in first[0]["content"]
    assert first[1] == {"role": "user", "content": "Snack ideas?"}
    await client.post("/v1/chat/completions", json=completion(developer, parts, user="bob"))
    second = chat.requests[-1].messages
    assert second[0]["role"] == "system" and second[0]["content"].startswith("Be brief.\n\n<muninn-memory>")
    assert len(second) == 2


async def test_a_new_user_without_memories_gets_the_messages_unchanged(
    client: httpx.AsyncClient, chat: ScriptedProvider
) -> None:
    await client.post("/v1/chat/completions", json=completion(user="newcomer"))
    assert chat.requests[-1].messages == [USER_MSG]


async def test_the_header_names_the_user_and_session(client: httpx.AsyncClient, chat: ScriptedProvider) -> None:
    headers = {"X-Muninn-User": "carol", "X-Muninn-Session": "support-42"}
    response = await client.post("/v1/chat/completions", json=completion(user="ignored"), headers=headers)
    assert response.headers["x-muninn-session"] == "support-42"
    assert len((await client.get("/users/carol/sessions/support-42/turns")).json()) == 2
    assert (await client.get("/users")).json() == ["carol"]


async def test_requests_the_proxy_cannot_serve_are_clear_problems(client: httpx.AsyncClient) -> None:
    no_user = await client.post("/v1/chat/completions", json=completion())
    assert no_user.status_code == 400 and no_user.json()["code"] == "user_required"
    assert "X-Muninn-User" in no_user.json()["error"]["message"]
    no_question = await client.post(
        "/v1/chat/completions", json=completion({"role": "system", "content": "x"}, user="a")
    )
    assert no_question.status_code == 422 and "no user message" in no_question.json()["detail"]
    assert (await client.post("/v1/chat/completions", json=completion(user="a", n=2))).status_code == 422
    empty = await client.post("/v1/chat/completions", json=completion({"role": "user", "content": "  "}, user="a"))
    assert empty.status_code == 422 and empty.json()["code"] == "invalid_input"
    assert (await client.get("/users")).json() == []  # nothing was recorded for any of them


async def test_only_a_new_last_user_message_is_recorded(client: httpx.AsyncClient) -> None:
    prefill = completion(USER_MSG, {"role": "assistant", "content": "Let me think"}, user="dan")
    await client.post("/v1/chat/completions", json=prefill, headers={"X-Muninn-Session": "s"})
    turns = (await client.get("/users/dan/sessions/s/turns")).json()
    assert [t["role"] for t in turns] == ["assistant"]  # the user turn was recorded by the earlier call


async def test_think_blocks_are_stripped_whole_and_streamed(client: httpx.AsyncClient, chat: ScriptedProvider) -> None:
    chat.extend(["<think>The user wants food.</think>Try dal.", "<think>Plan: suggest dal</think>\n\nTry dal!"])
    whole = await client.post("/v1/chat/completions", json=completion(user="erin"), headers={"X-Muninn-Session": "s"})
    assert whole.json()["choices"][0]["message"]["content"] == "Try dal."
    streamed = await client.post(
        "/v1/chat/completions", json=completion(user="erin", stream=True), headers={"X-Muninn-Session": "s"}
    )
    text = "".join(e["choices"][0]["delta"].get("content", "") for e in sse(streamed.text)[:-1] if e["choices"])
    assert text == "Try dal!" and "think" not in streamed.text
    turns = (await client.get("/users/erin/sessions/s/turns")).json()
    assert [t["content"] for t in turns if t["role"] == "assistant"] == ["Try dal.", "Try dal!"]


async def test_the_stream_speaks_openais_chunk_format(client: httpx.AsyncClient) -> None:
    body = completion(user="fay", stream=True, stream_options={"include_usage": True})
    response = await client.post("/v1/chat/completions", json=body)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    assert response.text.endswith("data: [DONE]\n\n")
    *chunks, done = sse(response.text)
    assert done == "[DONE]"
    assert len({c["id"] for c in chunks}) == 1 and all(c["object"] == "chat.completion.chunk" for c in chunks)
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant", "content": ""}
    deltas = [c["choices"][0]["delta"]["content"] for c in chunks[1:-2]]
    assert "".join(deltas) == "Try a lentil curry." and len(deltas) > 1  # streamed in pieces
    assert chunks[-2]["choices"][0] == {"index": 0, "delta": {}, "finish_reason": "stop", "logprobs": None}
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] > 0


class _FailingStream:
    """A chat model that streams ``before`` and then fails (or fails at once)."""

    name = "test"
    model = "failing"

    def __init__(self, before: list[str]) -> None:
        self.before = before

    async def complete(self, request: ChatRequest) -> ChatResponse:
        raise ProviderError("down", retryable=True)

    async def stream(self, request: ChatRequest) -> AsyncIterator[str]:
        for piece in self.before:
            yield piece
        raise ProviderError("connection lost mid-stream", retryable=True)


@pytest.mark.parametrize("before", [[], ["Try "]])
async def test_a_failing_model_is_a_problem_before_the_stream_and_an_event_within_it(
    settings: Settings, clock: Clock, before: list[str]
) -> None:
    memory = AsyncMemory(settings, clock=clock, chat_llm=_FailingStream(before))
    _, secret = await create_key(memory.store, "acme")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, api_key=secret) as c:
        response = await c.post("/v1/chat/completions", json=completion(user="gus", stream=True))
        if not before:
            assert response.status_code == 503 and response.json()["code"] == "provider_error"
        else:
            events = sse(response.text)
            assert response.status_code == 200 and events[1]["choices"][0]["delta"]["content"] == "Try"
            assert events[-1] == {"error": {"message": "the model server failed: connection lost mid-stream",
                                            "type": "provider_unavailable",
                                            "code": "provider_unavailable", "param": None}}  # fmt: skip
        turns = (await c.get("/users/gus/sessions/chat-2026-11-01/turns")).json()
        assert [t["role"] for t in turns] == ["user"]  # what the user said is kept; no half reply is recorded
    await memory.close()


@pytest.mark.parametrize("stream", [False, True])
async def test_a_due_follow_up_is_done_once_a_reply_asks_about_it(
    client: httpx.AsyncClient, clock: Clock, chat: ScriptedProvider, stream: bool
) -> None:
    event = {
        "content": "Hana has a job interview",
        "kind": "event",
        "event_at": (clock.now - timedelta(hours=2)).isoformat(),
    }
    await client.post("/users/hana/memories", json=event)
    chat.extend(["Try a lentil curry.", "Try a lentil curry. How did the job interview go?"])
    for _ in range(2):  # the first reply forgot to ask: the follow-up stays due
        await client.post("/v1/chat/completions", json=completion(user="hana", stream=stream))
        assert "Follow-ups due" in chat.requests[-1].messages[0]["content"]
    await client.post("/v1/chat/completions", json=completion(user="hana", stream=stream))
    assert "Follow-ups due" not in chat.requests[-1].messages[0]["content"]


@pytest.mark.parametrize("stream", [False, True])
async def test_an_echoed_memory_block_is_neither_returned_nor_recorded(
    client: httpx.AsyncClient, chat: ScriptedProvider, stream: bool
) -> None:
    chat.extend([f'{BLOCK_OPEN}\n{PREAMBLE}\n- "Ada likes tea"\n{BLOCK_CLOSE}\nGreen tea it is!'])
    response = await client.post("/v1/chat/completions", json=completion(user="ada", stream=stream))
    if stream:
        shown = "".join(e["choices"][0]["delta"].get("content", "") for e in sse(response.text)[:-1] if "choices" in e)
    else:
        shown = response.json()["choices"][0]["message"]["content"]
    assert shown == "Green tea it is!"
    turns = (await client.get(f"/users/ada/sessions/{response.headers['X-Muninn-Session']}/turns")).json()
    assert turns[-1]["content"] == "Green tea it is!"


async def test_models_lists_the_configured_chat_model(client: httpx.AsyncClient) -> None:
    models = (await client.get("/v1/models")).json()
    assert models == {
        "object": "list",
        "data": [{"id": "scripted", "object": "model", "created": 0, "owned_by": "muninn"}],
    }


# -- the official OpenAI SDK against a real server -------------------------------------------------


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, str, ScriptedProvider]]:
    """A real uvicorn on 127.0.0.1 with test:echo as the chat model: (base URL, key, the echo model)."""

    async def key() -> str:
        store = open_store(settings.resolved_store_url())
        _, secret = await create_key(store, "acme")
        await store.close()
        return secret

    secret = asyncio.run(key())
    echo = get_chat_provider("test:echo")
    assert isinstance(echo, ScriptedProvider)
    memory = AsyncMemory(settings, chat_llm=echo)
    with ServerThread(create_app(memory, settings=ServerSettings(warm_embedder=False))) as server:
        yield server.url, secret, echo
    asyncio.run(memory.close())


def test_the_openai_sdk_gets_memory_by_changing_base_url(served: tuple[str, str, ScriptedProvider]) -> None:
    url, secret, echo = served
    api = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {secret}"})
    api.post("/users/ada/memories", json={"content": "Ada is vegetarian", "kind": "preference"}).raise_for_status()
    client = openai.OpenAI(base_url=f"{url}/v1", api_key=secret, max_retries=0)

    reply = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "system", "content": "You help with dinner."}, {"role": "user", "content": "Dinner idea?"}],
        user="ada",
    )
    assert reply.choices[0].message.content == "echo: Dinner idea?"
    assert reply.object == "chat.completion" and reply.usage is not None and reply.usage.total_tokens > 0
    assert "Ada is vegetarian" in echo.requests[-1].messages[0]["content"]

    stream = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": "And for lunch tomorrow?"}],
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"X-Muninn-User": "ada", "X-Muninn-Session": "lunch"},
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "echo: And for lunch tomorrow?" and len(chunks) > 3
    assert chunks[-1].usage is not None
    assert "Ada is vegetarian" in echo.requests[-1].messages[0]["content"]

    assert [m.id for m in client.models.list()] == ["scripted"]
    turns = api.get("/users/ada/sessions/lunch/turns").json()
    assert [(t["role"], t["content"]) for t in turns] == [
        ("user", "And for lunch tomorrow?"),
        ("assistant", "echo: And for lunch tomorrow?"),
    ]
    assert {j["kind"] for j in api.get("/jobs", params={"user": "ada"}).json()} == {"extract"}


def test_the_openai_sdk_sees_muninns_errors(served: tuple[str, str, ScriptedProvider]) -> None:
    url, secret, _ = served
    client = openai.OpenAI(base_url=f"{url}/v1", api_key=secret, max_retries=0)
    with pytest.raises(openai.BadRequestError, match="X-Muninn-User"):
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    stranger = openai.OpenAI(base_url=f"{url}/v1", api_key="sk-not-a-muninn-key", max_retries=0)
    with pytest.raises(openai.AuthenticationError, match="unknown or revoked"):
        stranger.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], user="ada")


# -- the same with the embedded local model (slow) -------------------------------------------------


@pytest.mark.slow
@pytest.mark.requires("local_model")
def test_the_openai_sdk_through_muninn_to_the_local_model(tmp_path: Path, model_home: Path) -> None:
    from muninn.providers.llm.local import local_factory

    settings = Settings(home=model_home, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash")

    async def key() -> str:
        store = open_store(settings.resolved_store_url())
        _, secret = await create_key(store, "acme")
        await store.close()
        return secret

    secret = asyncio.run(key())
    memory = AsyncMemory(settings, chat_llm=local_factory("local", settings=settings))
    with ServerThread(create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))) as server:
        api = httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=300)
        api.post("/users/ada/memories", json={"content": "The user's name is Ada Lovelace"}).raise_for_status()
        client = openai.OpenAI(base_url=f"{server.url}/v1", api_key=secret, max_retries=0, timeout=300)
        question: list[ChatCompletionMessageParam] = [
            {"role": "user", "content": "What is my name? Answer with my full name only."}
        ]
        session = {"X-Muninn-Session": "e2e"}
        reply = client.chat.completions.create(  # seeded: the draw does not decide the test
            model="local", messages=question, user="ada", max_tokens=16, seed=1, extra_headers=session
        )
        assert "lovelace" in (reply.choices[0].message.content or "").lower()
        stream = client.chat.completions.create(
            model="local", messages=question, user="ada", max_tokens=16, seed=1, stream=True, extra_headers=session
        )
        text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
        assert "lovelace" in text.lower() and "<think>" not in text
        turns = api.get("/users/ada/sessions/e2e/turns").json()
        assert [t["role"] for t in turns] == ["user", "assistant", "user", "assistant"]
    asyncio.run(memory.close())
