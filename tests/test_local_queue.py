"""The embedded model's provider queues its requests and never resends one still being answered
(a real HTTP server standing in for llama.cpp's, started as the real child process)."""

from __future__ import annotations

import asyncio
import json
import urllib.request
from pathlib import Path

import pytest

from muninn import Settings
from muninn.providers.llm import ChatRequest
from muninn.providers.llm.local import LocalProvider
from muninn.providers.llm.local_server import LocalModelServer
from tests.conftest import install_fake_llama_server

# A threaded server, so that it would answer overlapping requests at once if they came; each
# answer takes SLOW seconds, and /stats reports how many requests came and the most at once.
FAKE_SERVER = """
import argparse, json, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ap = argparse.ArgumentParser()
ap.add_argument("--model"); ap.add_argument("--model_alias"); ap.add_argument("--host"); ap.add_argument("--port")
args, _ = ap.parse_known_args()
SLOW = float(open(args.model).read())
lock = threading.Lock()
stats = {"requests": 0, "inflight": 0, "most": 0}


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = {"object": "list", "data": [{"id": args.model_alias}]} if self.path == "/v1/models" else stats
        self.reply(body)

    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        with lock:
            stats["requests"] += 1
            stats["inflight"] += 1
            stats["most"] = max(stats["most"], stats["inflight"])
        time.sleep(SLOW)
        with lock:
            stats["inflight"] -= 1
        message = {"role": "assistant", "content": "ok"}
        self.reply({"model": args.model_alias, "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]})

    def reply(self, body):
        data = json.dumps(body).encode()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            pass

    def log_message(self, *a):
        pass


ThreadingHTTPServer((args.host, int(args.port)), Handler).serve_forever()
"""


@pytest.fixture
def slow_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    install_fake_llama_server(tmp_path, monkeypatch, FAKE_SERVER)
    model = tmp_path / "slow.gguf"
    model.write_text("0.6")  # seconds per answer
    return model


def _stats(server: LocalModelServer) -> dict[str, int]:
    with urllib.request.urlopen(server.base_url.removesuffix("/v1") + "/stats", timeout=5) as reply:
        data: dict[str, int] = json.load(reply)
        return data


def _ask(text: str) -> ChatRequest:
    return ChatRequest(messages=[{"role": "user", "content": text}], purpose="extract")


async def test_requests_to_the_local_server_are_queued_not_raced(slow_model: Path, tmp_path: Path) -> None:
    async with LocalModelServer(slow_model, alias="slow") as server:
        chat = LocalProvider(settings=Settings(home=tmp_path), role="chat", server=server, json_mode="none")
        memory = LocalProvider(settings=Settings(home=tmp_path), role="memory", server=server, json_mode="none")
        answers = await asyncio.gather(chat.complete(_ask("a")), memory.complete(_ask("b")), memory.complete(_ask("c")))
        assert [a.content for a in answers] == ["ok", "ok", "ok"]
        assert _stats(server) | {"inflight": 0} == {"requests": 3, "inflight": 0, "most": 1}
        await chat.aclose()
        await memory.aclose()


async def test_a_timeout_while_the_model_is_answering_does_not_resend_the_request(
    slow_model: Path, tmp_path: Path
) -> None:
    # a per-try timeout shorter than the answer: a remote provider would give up and ask again
    settings = Settings(home=tmp_path, llm_timeout_seconds=0.2, llm_call_deadline_seconds=30, llm_max_retries=2)
    async with LocalModelServer(slow_model, alias="slow") as server:
        provider = LocalProvider(settings=settings, role="memory", server=server, json_mode="none")
        answer = await provider.complete(_ask("a"))
        assert answer.content == "ok"
        assert _stats(server)["requests"] == 1
        await provider.aclose()
