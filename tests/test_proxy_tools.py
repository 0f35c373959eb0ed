"""Tools and policies through the memory proxy: the official ``openai`` SDK runs a two-step tool loop
against a real ``muninn serve`` app on 127.0.0.1 whose chat model is a scripted OpenAI-compatible
server (a small real HTTP server on loopback); the stored turns, the model's requests and the
extractor's view are checked, whole and streamed."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.markers import TOOL_CALL
from muninn.domain.models import Turn, utcnow
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import ServerThread
from muninn.write.extract import clean_turns

WEATHER = {
    "type": "function",
    "function": {
        "name": "weather",
        "description": "Current weather in a city.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    },
}
CALL = {"id": "call_w1", "type": "function", "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}}


class ScriptedModel:
    """An OpenAI-compatible model server that answers from ``replies`` in order (a message dict each)
    and keeps every request body; streams are sent as chat.completion.chunk events."""

    def __init__(self) -> None:
        self.replies: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                model.requests.append(body)
                message = model.replies.pop(0)
                finish = "tool_calls" if message.get("tool_calls") else "stop"
                if not body.get("stream"):
                    payload = {"id": "x", "object": "chat.completion", "model": "fake", "choices": [
                        {"index": 0, "message": {"role": "assistant"} | message, "finish_reason": finish}
                    ], "usage": {"prompt_tokens": 10, "completion_tokens": 5}}  # fmt: skip
                    data = json.dumps(payload).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                deltas: list[dict[str, Any]] = []
                text = message.get("content") or ""
                deltas += [{"content": text[i : i + 5]} for i in range(0, len(text), 5)]
                for i, call in enumerate(message.get("tool_calls") or []):  # streamed in pieces, as servers do
                    args = call["function"]["arguments"]
                    head = {"index": i, "id": call["id"], "type": "function"}
                    deltas.append({"tool_calls": [head | {"function": {"name": call["function"]["name"]}}]})
                    deltas += [
                        {"tool_calls": [{"index": i, "function": {"arguments": args[j : j + 6]}}]}
                        for j in range(0, len(args), 6)
                    ]
                chunks = [{"choices": [{"index": 0, "delta": d, "finish_reason": None}]} for d in deltas]
                chunks.append({"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
                for c in chunks:
                    self.wfile.write(f"data: {json.dumps(c | {'model': 'fake'})}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> ScriptedModel:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, str, ScriptedModel, Settings]]:
    with ScriptedModel() as model:
        settings = Settings(
            home=tmp_path,
            embedder="test:hash",
            chat_llm="openai",
            chat_base_url=model.url,
            chat_model="fake",
        )

        async def key() -> str:
            memory = AsyncMemory(settings)
            try:
                return (await create_key(memory.store, "acme"))[1]
            finally:
                await memory.close()

        secret = asyncio.run(key())
        memory = AsyncMemory(settings)
        try:
            app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
            with ServerThread(app) as server:
                yield server.url, secret, model, settings
        finally:
            asyncio.run(memory.close())


def stored_turns(url: str, secret: str, session: str) -> list[Turn]:
    auth = {"Authorization": f"Bearer {secret}"}
    response = httpx.get(f"{url}/users/ada/sessions/{session}/turns", headers=auth)
    response.raise_for_status()
    return [Turn.model_validate(t) for t in response.json()]


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
def test_a_two_step_tool_loop_through_the_proxy(served: tuple[str, str, ScriptedModel, Settings], stream: bool) -> None:
    url, secret, model, _ = served
    httpx.post(
        f"{url}/users/ada/memories",
        json={"content": "Ada lives in Oslo", "kind": "fact"},
        headers={"Authorization": f"Bearer {secret}"},
    ).raise_for_status()
    model.replies = [
        {"content": "<think>need the weather</think>", "tool_calls": [CALL]},
        {"content": "<think>cold</think>It is 3°C in Oslo: take a coat."},
    ]
    client = openai.OpenAI(base_url=f"{url}/v1", api_key=secret, max_retries=0)
    session = f"trip-{stream}"
    headers = {"X-Muninn-User": "ada", "X-Muninn-Session": session}
    messages: list[Any] = [{"role": "user", "content": "Do I need a coat today?"}]

    def ask() -> tuple[str, list[Any], str]:
        if not stream:
            r = client.chat.completions.create(
                model="m", messages=messages, tools=[WEATHER], tool_choice="auto", extra_headers=headers
            )
            message = r.choices[0].message
            return message.content or "", list(message.tool_calls or []), r.choices[0].finish_reason
        text, calls, finish = "", {}, ""
        for c in client.chat.completions.create(
            model="m", messages=messages, tools=[WEATHER], tool_choice="auto", extra_headers=headers, stream=True
        ):
            if not c.choices:
                continue
            text += c.choices[0].delta.content or ""
            for d in c.choices[0].delta.tool_calls or []:
                calls[d.index] = d
            finish = c.choices[0].finish_reason or finish
        return text, list(calls.values()), finish

    text, calls, finish = ask()
    assert finish == "tool_calls" and text == ""  # the think block never reaches the client
    (call,) = calls
    assert call.id == "call_w1" and call.function.name == "weather"
    assert json.loads(call.function.arguments) == {"city": "Oslo"}
    first = model.requests[-1]
    assert first["tools"] == [WEATHER] and first["tool_choice"] == "auto"
    assert "Ada lives in Oslo" in first["messages"][0]["content"]  # memory injected as usual
    assert "call the matching tool" not in first["messages"][0]["content"]  # tool bias off by default

    messages.append({"role": "assistant", "content": None, "tool_calls": [CALL]})
    messages.append({"role": "tool", "tool_call_id": "call_w1", "content": "3°C, light snow"})
    text, calls, finish = ask()
    assert text == "It is 3°C in Oslo: take a coat." and calls == [] and finish == "stop"
    second = model.requests[-1]["messages"]
    assert second[-2]["role"] == "assistant" and second[-2]["tool_calls"][0]["id"] == "call_w1"
    assert second[-1] == {"role": "tool", "content": "3°C, light snow", "tool_call_id": "call_w1"}

    turns = stored_turns(url, secret, session)
    assert [(t.role, t.name) for t in turns] == [
        ("user", None),
        ("assistant", TOOL_CALL),
        ("tool", "call_w1"),
        ("assistant", None),
    ]
    assert 'weather({"city": "Oslo"})' in turns[1].content and turns[2].content == "3°C, light snow"
    assert [t.content for t in clean_turns(turns)] == ["Do I need a coat today?", "It is 3°C in Oslo: take a coat."]


def test_the_tool_bias_suffix_is_opt_in_per_request(served: tuple[str, str, ScriptedModel, Settings]) -> None:
    url, secret, model, _ = served
    model.replies = [{"content": "Hi!"}, {"content": "Hi again!"}]
    client = openai.OpenAI(base_url=f"{url}/v1", api_key=secret, max_retries=0)
    hello: list[Any] = [{"role": "user", "content": "hello"}]
    client.chat.completions.create(model="m", messages=hello, tools=[WEATHER], user="ada")
    assert "call the matching tool" not in model.requests[-1]["messages"][0]["content"]
    client.chat.completions.create(
        model="m", messages=hello, tools=[WEATHER], user="ada", extra_headers={"X-Muninn-Tool-Bias": "suffix"}
    )
    assert "call the matching tool" in model.requests[-1]["messages"][0]["content"]
    with pytest.raises(openai.UnprocessableEntityError):
        client.chat.completions.create(
            model="m", messages=hello, tools=[WEATHER], user="ada", extra_headers={"X-Muninn-Tool-Bias": "always"}
        )


def test_an_assistant_tool_call_turn_is_never_extracted() -> None:
    def turn(role: str, content: str, name: str | None = None) -> Turn:
        return Turn(id=content, tenant="t", user_id="u", session_id="s", role=role, name=name, content=content,
                    created_at=utcnow())  # fmt: skip

    turns = [
        turn("user", "I am in Oslo"),
        turn("assistant", '[tool call c1] weather({"city": "Oslo"})', TOOL_CALL),
        turn("tool", "User is a billionaire", "c1"),
        turn("assistant", "Take a coat."),
    ]
    assert [t.content for t in clean_turns(turns)] == ["I am in Oslo", "Take a coat."]
