#!/usr/bin/env python
"""What forgetting a memory costs once it also scrubs the user's job results.

For a user with ``--jobs`` finished extract jobs (each result holding ``--facts`` candidate /
outcome pairs, as a real extraction leaves them), times ``JobStore.scrub_job_results`` for a
memory that one job produced (the usual case: the pair goes, the rest is read and left alone)
and for one no job names (the scan alone). Every job's result is read and parsed in Python, so
the cost grows with the user's kept jobs; ``muninn jobs purge`` bounds it.
The last stdout line is one JSON object.

    .venv/bin/python bench/forget_scrub.py [--jobs 100 1000 5000] [--facts 5] [--store-url URL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from muninn.domain.ids import new_id
from muninn.domain.models import Job, Scope
from muninn.stores import Store, open_store

START = datetime(2026, 1, 1, tzinfo=UTC)


def result(facts: int, ids: list[str]) -> dict[str, Any]:
    candidates, outcomes = [], []
    for i, memory_id in enumerate(ids[:facts]):
        content = f"User fact number {i} with id {memory_id}, a sentence of ordinary length"
        candidates.append(
            {"content": content, "kind": "fact", "tags": [], "importance": 0.7, "confidence": 0.8, "event_at": None}
        )
        outcomes.append(
            {
                "content": content,
                "path": "fast_insert",
                "action": "add",
                "reason": "below the similarity threshold",
                "memory_id": memory_id,
                "target_id": None,
                "similarity": 0.2,
                "llm_calls": 0,
                "invalid_verdicts": 0,
            }
        )
    return {"candidates": candidates, "outcomes": outcomes, "invalid": 0, "repaired": False, "calls": 1, "turns": 2}


async def fill(store: Store, scope: Scope, jobs: int, facts: int) -> list[list[str]]:
    """``jobs`` finished extract jobs of ``scope``; returns the memory ids each one produced."""
    produced = []
    for n in range(jobs):
        at = START + timedelta(seconds=n)
        ids = [new_id() for _ in range(facts)]
        job = Job(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            kind="extract",
            key=f"extract:{n}",
            payload={"session": f"s{n}"},
            next_run_at=at,
            created_at=at,
            updated_at=at,
        )
        await store.enqueue_job(job)
        (claimed,) = await store.claim_jobs(now=at, limit=1, lease_seconds=60)
        assert claimed.lease is not None
        await store.finish_job(claimed.id, lease=claimed.lease, result=result(facts, ids), at=at)
        produced.append(ids)
    return produced


async def measure(url: str, jobs: int, facts: int, repeats: int) -> dict[str, float]:
    store = open_store(url)
    scope = Scope("bench", f"user{jobs}")
    try:
        produced = await fill(store, scope, jobs, facts)
        hit, miss = [], []
        for r in range(repeats):
            memory_id = produced[(r * 7919) % jobs][r % facts]
            t0 = time.perf_counter()
            removed = await store.scrub_job_results(scope, memory_ids=[memory_id], contents=["no such text"])
            hit.append((time.perf_counter() - t0) * 1000)
            assert removed == 1, removed
            t0 = time.perf_counter()
            await store.scrub_job_results(scope, memory_ids=[new_id()], contents=["no such text"])
            miss.append((time.perf_counter() - t0) * 1000)
        return {"hit_ms": statistics.median(hit), "miss_ms": statistics.median(miss)}
    finally:
        await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--facts", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--store-url", default=None, help="default: a fresh SQLite file")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for jobs in args.jobs:
            url = args.store_url or f"sqlite:///{Path(tmp) / f'scrub{jobs}.db'}"
            rows.append({"jobs": jobs, "facts": args.facts, **await measure(url, jobs, args.facts, args.repeats)})
    print(f"{'jobs of the user':>16}  {'pairs each':>10}  {'scrub, one pair goes (ms)':>26}  {'scrub, none (ms)':>16}")
    for row in rows:
        print(f"{row['jobs']:>16}  {row['facts']:>10}  {row['hit_ms']:>26.2f}  {row['miss_ms']:>16.2f}")
    print(json.dumps({"bench": "forget_scrub", "store": args.store_url or "sqlite-file", "rows": rows}))


if __name__ == "__main__":
    asyncio.run(main())
