#!/usr/bin/env python
"""Throughput and latency of the HTTP service on loopback: ``/context`` and the OpenAI proxy.

What it does, in order:

1. Seeds a fresh SQLite store (the model cache stays in the default muninn home) with
   ``--users`` users of ``--memories`` memories each, embedded with the default MiniLM embedder
   (the same embedder the server then uses for every query), and creates one API key.
2. Starts a stub OpenAI-compatible model server (``--role stub``): it answers every chat
   completion at once with a fixed reply, whole or streamed, so what remains is HTTP and muninn.
3. Starts ``muninn`` (``--role server``: ``create_app`` under uvicorn, one process) with its chat
   model pointed at the stub through muninn's OpenAI-compatible provider. The background worker
   is off unless ``--worker``: without a memory model every extraction job would only fail, and
   what is measured is the request path (each proxied exchange still queues its job).
4. Runs ``--clients`` concurrent ``httpx.AsyncClient`` tasks for ``--requests`` requests per
   target, after a warm-up, against: ``POST /users/{u}/context`` (a query, no session); the stub
   called directly (the baseline); ``POST /v1/chat/completions`` through muninn (whole); and the
   same streamed (time to the last event), each beside the stub called the same way. Users and
   queries rotate deterministically; proxied requests form conversations of ten exchanges.
5. Prints a table and the proxy's added latency over calling the model server directly (p50 and
   p95 differences and the ratio of means, from the same run); the last stdout line is one JSON
   object. Progress goes to stderr.

All three processes (clients, muninn, stub) share this machine's cores; ``cpus`` and
``load_avg_1m`` (before and after) in the JSON say how many there were and how busy the machine
was with other work.

    .venv/bin/python bench/service.py                          # 16 clients, 2000 requests per target
    .venv/bin/python bench/service.py --clients 4 --requests 400
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx

STUB_REPLY = "Sounds good. A lentil curry would fit what you told me."
TOPICS = [
    ("is vegetarian", "preference", ["diet"]),
    ("enjoys hiking in the mountains on weekends", "preference", ["hobby"]),
    ("works as a nurse on night shifts", "fact", ["work"]),
    ("is learning Spanish for a trip to Chile", "goal", ["language"]),
    ("has a dog called Pepper", "fact", ["pets"]),
    ("prefers short answers", "preference", ["style"]),
    ("is training for a half marathon in spring", "goal", ["running"]),
    ("dislikes coriander", "preference", ["diet"]),
    ("lives in a flat in Lyon", "fact", ["home"]),
    ("plays the cello in an amateur orchestra", "fact", ["music"]),
]
DETAILS = [
    "since last year", "according to a chat in March", "and mentions it often", "for a few months now",
    "as of this autumn", "which matters to them", "and asked to remember it", "since moving house",
    "after a long break", "together with a friend",
]  # fmt: skip
QUERIES = [
    "What should I cook tonight?",
    "Any ideas for the weekend?",
    "Help me plan my training week.",
    "How do I say 'good morning' in Spanish?",
    "I'm tired after work, any advice?",
    "What gift could I buy for a musician friend?",
    "Remind me what I told you about my dog.",
    "Suggest a short hike near home.",
]


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# -- the stub model server -------------------------------------------------------------------------


async def stub_app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """A minimal OpenAI-compatible chat server that answers instantly (raw ASGI, no framework)."""
    if scope["type"] == "lifespan":
        while (message := await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    if scope["path"].endswith("/models"):
        await _send(send, 200, "application/json", json.dumps({"object": "list", "data": [{"id": "stub"}]}))
        return
    request = json.loads(body or b"{}")
    head = {"id": "chatcmpl-stub", "created": int(time.time()), "model": "stub"}
    if not request.get("stream"):
        reply = head | {
            "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": STUB_REPLY}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 50, "completion_tokens": 12, "total_tokens": 62},
        }
        await _send(send, 200, "application/json", json.dumps(reply))
        return
    chunk = head | {"object": "chat.completion.chunk"}
    events = [
        chunk | {"choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]},
        *(
            chunk | {"choices": [{"index": 0, "delta": {"content": word}, "finish_reason": None}]}
            for word in STUB_REPLY.split(" ")[:1] + [" " + w for w in STUB_REPLY.split(" ")[1:]]
        ),
        chunk | {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    text = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
    await _send(send, 200, "text/event-stream", text)


async def _send(send: Any, status: int, content_type: str, text: str) -> None:
    data = text.encode()
    headers = [(b"content-type", content_type.encode()), (b"content-length", str(len(data)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": data})


# -- the muninn server -----------------------------------------------------------------------------


def serve_muninn(store_url: str, stub_url: str, port: int, worker: bool) -> None:
    import uvicorn

    from muninn import AsyncMemory, Settings
    from muninn.providers.llm.openai import OpenAIProvider
    from muninn.server import ServerSettings, create_app

    settings = Settings(store_url=store_url)
    chat = OpenAIProvider(base_url=stub_url, model="stub", think_start="visible")
    memory = AsyncMemory(settings, chat_llm=chat)
    app = create_app(memory, settings=ServerSettings(worker=worker))
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", access_log=False)


# -- seeding ---------------------------------------------------------------------------------------


async def seed(store_url: str, users: int, per_user: int) -> tuple[str, list[str]]:
    from muninn import AsyncMemory, Settings
    from muninn.server.keys import create_key

    memory = AsyncMemory(Settings(store_url=store_url))
    rng = random.Random(7)
    names = [f"user-{i:03d}" for i in range(users)]
    started = time.perf_counter()
    for name in names:
        for i in range(per_user):
            topic, kind, tags = TOPICS[(i + rng.randrange(len(TOPICS))) % len(TOPICS)]
            content = f"{name.capitalize()} {topic} {DETAILS[i % len(DETAILS)]} (note {i})"
            await memory.add(name, content, kind=kind, tags=tags, importance=rng.uniform(0.3, 0.9))
    _, secret = await create_key(memory.store, memory.tenant, name="bench/service.py")
    took = time.perf_counter() - started
    log(f"seeded {users} users x {per_user} memories with {memory.embedder.name} in {took:.1f}s")
    await memory.close()
    return secret, names


# -- load ------------------------------------------------------------------------------------------


Request = Callable[[httpx.AsyncClient, int], Awaitable[httpx.Response]]


async def load(request: Request, *, clients: int, total: int, warmup: int) -> dict[str, Any]:
    """``total`` requests from ``clients`` concurrent tasks; latency of each, throughput overall."""
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        for i in range(warmup):
            (await request(client, i)).raise_for_status()
        latencies: list[float] = []
        errors = 0
        counter = iter(range(total))

        async def worker() -> None:
            nonlocal errors
            for i in counter:
                started = time.perf_counter()
                response = await request(client, i)
                latencies.append((time.perf_counter() - started) * 1000)
                errors += response.status_code >= 400

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        wall = time.perf_counter() - started
    latencies.sort()
    return {
        "requests": total,
        "errors": errors,
        "rps": round(total / wall, 1),
        "p50_ms": round(statistics.median(latencies), 2),
        "p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 2),
        "mean_ms": round(statistics.fmean(latencies), 2),
    }


async def run_load(args: argparse.Namespace, base: str, stub: str, secret: str, users: list[str]) -> dict[str, Any]:
    auth = {"Authorization": f"Bearer {secret}"}

    def chat_body(i: int, *, stream: bool) -> dict[str, Any]:
        return {
            "model": "stub",
            "messages": [
                {"role": "system", "content": "You are helpful."},
                {"role": "user", "content": QUERIES[i % len(QUERIES)]},
            ],
            "stream": stream,
        }

    def proxy_headers(i: int, target: str) -> dict[str, str]:
        # conversations of ten exchanges, as in a chat app, so session length does not grow with --requests
        return auth | {"X-Muninn-User": users[i % len(users)], "X-Muninn-Session": f"{target}-{i // 10}"}

    async def context(c: httpx.AsyncClient, i: int) -> httpx.Response:
        body = {"query": QUERIES[i % len(QUERIES)]}
        return await c.post(f"{base}/users/{users[i % len(users)]}/context", json=body, headers=auth)

    async def direct(c: httpx.AsyncClient, i: int) -> httpx.Response:
        return await c.post(f"{stub}/chat/completions", json=chat_body(i, stream=False))

    async def proxy(c: httpx.AsyncClient, i: int) -> httpx.Response:
        body, headers = chat_body(i, stream=False), proxy_headers(i, "whole")
        return await c.post(f"{base}/v1/chat/completions", json=body, headers=headers)

    async def proxy_stream(c: httpx.AsyncClient, i: int) -> httpx.Response:
        body, headers = chat_body(i, stream=True), proxy_headers(i, "stream")
        async with c.stream("POST", f"{base}/v1/chat/completions", json=body, headers=headers) as response:
            async for _ in response.aiter_bytes():
                pass
        return response

    async def direct_stream(c: httpx.AsyncClient, i: int) -> httpx.Response:
        async with c.stream("POST", f"{stub}/chat/completions", json=chat_body(i, stream=True)) as response:
            async for _ in response.aiter_bytes():
                pass
        return response

    async with httpx.AsyncClient() as c:  # the read path must really search: memories come back
        probe = (await context(c, 0)).json()
        assert len(probe["memory_ids"]) >= 5, f"context found no memories: {probe}"
        embedder = (await c.get(f"{base}/ready")).json()["embedder"]
    targets: dict[str, Request] = {
        "context": context,
        "model_direct": direct,
        "proxy": proxy,
        "model_direct_stream": direct_stream,
        "proxy_stream": proxy_stream,
    }
    results = {}
    for name, request in targets.items():
        log(f"{name}: {args.requests} requests from {args.clients} clients…")
        results[name] = await load(request, clients=args.clients, total=args.requests, warmup=args.warmup)
    return {"embedder": embedder, "targets": results}


def start(argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, __file__, *argv], env=env)


def wait_ready(url: str, process: subprocess.Popen[bytes], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{url} exited with status {process.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"{url} did not become ready in {timeout:g}s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients")
    parser.add_argument("--requests", type=int, default=2000, help="requests per target")
    parser.add_argument("--warmup", type=int, default=50, help="untimed requests per target first")
    parser.add_argument("--users", type=int, default=4)
    parser.add_argument("--memories", type=int, default=50, help="memories per user")
    parser.add_argument("--worker", action="store_true", help="run the background worker in the server too")
    parser.add_argument("--role", choices=["bench", "stub", "server"], default="bench", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--store-url", help=argparse.SUPPRESS)
    parser.add_argument("--stub-url", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.role == "stub":
        import uvicorn

        uvicorn.run(stub_app, host="127.0.0.1", port=args.port, log_level="warning", access_log=False)
        return
    if args.role == "server":
        serve_muninn(args.store_url, args.stub_url, args.port, args.worker)
        return

    started, load_before = time.perf_counter(), os.getloadavg()[0]
    workdir = Path(tempfile.mkdtemp(prefix="muninn-bench-service-"))
    store_url = f"sqlite:///{workdir / 'bench.db'}"
    secret, users = asyncio.run(seed(store_url, args.users, args.memories))
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUNINN_")}
    stub_port, port = free_port(), free_port()
    stub_url, base = f"http://127.0.0.1:{stub_port}/v1", f"http://127.0.0.1:{port}"
    processes = [start(["--role", "stub", "--port", str(stub_port)], env)]
    try:
        wait_ready(f"{stub_url}/models", processes[0])
        server_args = ["--role", "server", "--port", str(port), "--store-url", store_url, "--stub-url", stub_url]
        processes.append(start(server_args + (["--worker"] if args.worker else []), env))
        wait_ready(f"{base}/ready", processes[1])
        log(f"muninn at {base}, stub model at {stub_url}")
        run = asyncio.run(run_load(args, base, stub_url, secret, users))
        results = run["targets"]
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=30)

    added = {
        "p50_ms": round(results["proxy"]["p50_ms"] - results["model_direct"]["p50_ms"], 2),
        "p95_ms": round(results["proxy"]["p95_ms"] - results["model_direct"]["p95_ms"], 2),
        "mean_ratio": round(results["proxy"]["mean_ms"] / results["model_direct"]["mean_ms"], 2),
        "stream_p50_ms": round(results["proxy_stream"]["p50_ms"] - results["model_direct_stream"]["p50_ms"], 2),
    }
    print(
        f"\n{args.clients} concurrent clients, {args.requests} requests per target, loopback, {os.cpu_count()} CPUs "
        f"(1-minute load average {load_before:.2f} before the run)"
    )
    print(f"{'target':<22}{'req/s':>10}{'p50 ms':>10}{'p95 ms':>10}{'errors':>8}")
    for name, r in results.items():
        print(f"{name:<22}{r['rps']:>10}{r['p50_ms']:>10}{r['p95_ms']:>10}{r['errors']:>8}")
    print(
        f"proxy added latency over the model server: p50 +{added['p50_ms']} ms, p95 +{added['p95_ms']} ms "
        f"(mean x{added['mean_ratio']}); streamed p50 +{added['stream_p50_ms']} ms"
    )
    summary = {
        "bench": "service",
        "clients": args.clients,
        "requests_per_target": args.requests,
        "users": args.users,
        "memories_per_user": args.memories,
        "embedder": run["embedder"],
        "worker": args.worker,
        "cpus": os.cpu_count(),
        "load_avg_1m": [round(load_before, 2), round(os.getloadavg()[0], 2)],  # before, after: others' load
        "targets": results,
        "proxy_added": added,
        "wall_seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
