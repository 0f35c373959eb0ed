"""Claims on PostgreSQL run side by side, and still never give one user two running jobs.

A claim locks only the users it takes (a per-user advisory lock for its transaction) and skips
users another claim holds. These tests stand in for "another claim" with a second connection
that holds a user's lock inside an open transaction, so the interleaving is fixed, not timed.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import psycopg
import pytest

from muninn.domain.models import Scope
from muninn.stores import Store, open_store
from muninn.stores.postgres.work import CLAIM_CANDIDATES
from tests.conftest import START
from tests.test_store_contract_jobs import LEASE, claim, job

pytestmark = pytest.mark.requires("postgres")

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")
USER_LOCK = "SELECT pg_advisory_xact_lock(hashtext(%s), hashtext(%s))"


@pytest.fixture
async def store(pg_database: str) -> AsyncIterator[Store]:
    s = open_store(pg_database)
    yield s
    await s.close()


@pytest.fixture
def other(pg_database: str) -> psycopg.Connection[Any]:
    """A second session: a claim in another worker process, caught mid-transaction."""
    with psycopg.connect(pg_database) as conn:
        yield conn


def running(conn: psycopg.Connection[Any]) -> list[tuple[str, str]]:
    return [(r[0], r[1]) for r in conn.execute("SELECT user_id, idempotency_key FROM jobs WHERE state = 'running'")]


async def test_a_user_another_claim_holds_is_skipped_not_waited_for(
    store: Store, other: psycopg.Connection[Any]
) -> None:
    await store.enqueue_job(job(ALICE, "a1"))
    await store.enqueue_job(job(ALICE, "a2", at=timedelta(seconds=1)))
    await store.enqueue_job(job(BOB, "b1", at=timedelta(seconds=2)))
    # Another worker's claim has locked alice and leased her *second* job (say its snapshot put
    # that one first), and has not committed: this store cannot see the lease yet.
    other.execute(USER_LOCK, ("t1", "alice"))
    other.execute(
        "UPDATE jobs SET state = 'running', lease = 'theirs', next_run_at = %s WHERE idempotency_key = 'a2'",
        (START + timedelta(seconds=10 + LEASE),),
    )
    taken = await claim(store, at=timedelta(seconds=10))
    assert [j.key for j in taken] == ["b1"]  # alice skipped at once, her first job not taken behind the lease
    other.commit()
    assert sorted(running(other)) == [("alice", "a2"), ("bob", "b1")]
    assert await claim(store, at=timedelta(seconds=11)) == []  # alice's live lease keeps a1 waiting


async def test_a_skipped_user_is_taken_by_the_next_claim_once_the_lock_is_gone(
    store: Store, other: psycopg.Connection[Any]
) -> None:
    await store.enqueue_job(job(ALICE, "a1"))
    other.execute(USER_LOCK, ("t1", "alice"))
    assert await claim(store, at=timedelta(seconds=10)) == []
    other.rollback()  # the other claim took nothing for alice after all
    assert [j.key for j in await claim(store, at=timedelta(seconds=10))] == ["a1"]


async def test_claims_lock_only_the_users_they_take(store: Store, other: psycopg.Connection[Any]) -> None:
    for i in range(6):
        await store.enqueue_job(job(Scope("t1", f"u{i}"), f"k{i}", at=timedelta(seconds=i)))
    other.execute(USER_LOCK, ("t1", "u0"))
    other.execute(USER_LOCK, ("t1", "u1"))
    taken = await claim(store, at=timedelta(seconds=10), limit=2)
    assert [j.user_id for j in taken] == ["u2", "u3"]  # the next users in due order, not an empty claim


async def test_a_reclaim_that_meets_the_old_owners_finish_leaves_the_job_done(
    store: Store, other: psycopg.Connection[Any]
) -> None:
    await store.enqueue_job(job(ALICE, "a1"))
    (first,) = await claim(store)
    # The lease has run out, and its owner is finishing the job right now (its row locked).
    other.execute("UPDATE jobs SET state = 'done', lease = NULL WHERE id = %s", (first.id,))
    reclaim = asyncio.create_task(claim(store, at=timedelta(seconds=LEASE + 1)))
    with psycopg.connect(str(other.info.dsn), autocommit=True) as watcher:
        while (
            not reclaim.done()
            and not watcher.execute(  # until the claim waits for the finish's row lock
                "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE jobs SET state%%'"
            ).fetchone()
        ):
            await asyncio.sleep(0.01)
    other.commit()
    assert await reclaim == []  # looked at the row again once it was free: done, so not taken
    assert running(other) == []


def rows_read(plan: dict[str, Any], alias: str) -> int:
    """Rows the plan's scans of ``alias`` looked at (returned or filtered out), over every loop."""
    here = 0
    if plan.get("Alias") == alias and "Actual Rows" in plan:
        here = int((plan["Actual Rows"] + plan.get("Rows Removed by Filter", 0)) * plan.get("Actual Loops", 1))
    return here + sum(rows_read(child, alias) for child in plan.get("Plans", []))


def test_a_claim_reads_a_few_rows_however_long_the_queue(other: psycopg.Connection[Any]) -> None:
    other.execute(
        "INSERT INTO jobs (tenant, user_id, id, kind, idempotency_key, payload, state, attempts, next_run_at, "
        "created_at, updated_at) SELECT 't1', 'u' || u, 'j' || u || '-' || k, 'extract', 'k' || k, '{}', "
        "'queued', 0, %s, %s, %s FROM generate_series(1, 500) AS u, generate_series(1, 10) AS k",
        (START, START, START),
    )
    other.execute("ANALYZE jobs")
    other.execute("SET plan_cache_mode = force_generic_plan")  # the plan a worker's prepared statement keeps
    now = START + timedelta(seconds=10)
    ((plan,),) = other.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {CLAIM_CANDIDATES}", (now, now, 40)).fetchall()
    assert rows_read(plan[0]["Plan"], "j") < 100  # of 5,000 due jobs
