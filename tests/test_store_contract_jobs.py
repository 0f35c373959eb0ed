"""The store contract for the job queue: every backend must pass these (parametrised by ``store_url``).

Claiming is what keeps one user's writes serial across workers: at most one job per user per
claim, none for a user whose job holds a live lease, and a lease that expires frees the job.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from muninn.domain.ids import new_id
from muninn.domain.models import Job, Scope
from muninn.errors import LeaseLost
from muninn.stores import Store, open_store
from tests.conftest import START

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")
CAROL = Scope("t1", "carol")
OTHER_TENANT_ALICE = Scope("t2", "alice")
LEASE = 60.0


def job(scope: Scope, key: str, *, at: timedelta = timedelta(0), **payload: Any) -> Job:
    when = START + at
    return Job(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        kind="extract",
        key=key,
        payload=payload,
        next_run_at=when,
        created_at=when,
        updated_at=when,
    )


async def claim(store: Store, *, at: timedelta = timedelta(0), limit: int = 10) -> list[Job]:
    return await store.claim_jobs(now=START + at, limit=limit, lease_seconds=LEASE)


def owner(job: Job) -> str:
    """The owner token of a claimed job."""
    assert job.lease is not None, "a claimed job carries its claim's owner token"
    return job.lease


async def test_enqueue_is_idempotent_by_key_and_round_trips(store: Store) -> None:
    first, created = await store.enqueue_job(job(ALICE, "extract:s1:end", session="s1", until=1.5))
    assert created
    again, created = await store.enqueue_job(job(ALICE, "extract:s1:end", session="other"))
    assert not created and again == first
    assert again.payload == {"session": "s1", "until": 1.5}
    assert again.state == "queued" and again.attempts == 0 and again.next_run_at == START
    _, created = await store.enqueue_job(job(ALICE, "extract:s2:end"))
    assert created
    assert await store.get_job("t1", first.id) == first
    assert await store.get_job("t2", first.id) is None


async def test_same_key_in_another_tenant_is_another_job(store: Store) -> None:
    a, _ = await store.enqueue_job(job(ALICE, "summarise:first"))
    b, created = await store.enqueue_job(job(OTHER_TENANT_ALICE, "summarise:first"))
    assert created and b.id != a.id


async def test_same_key_for_another_user_is_another_job(store: Store) -> None:
    a, _ = await store.enqueue_job(job(ALICE, "extract:s1:end"))
    b, created = await store.enqueue_job(job(BOB, "extract:s1:end"))
    assert created and b.id != a.id and b.user_id == "bob"


async def test_claim_takes_one_job_per_user(store: Store) -> None:
    a1, _ = await store.enqueue_job(job(ALICE, "a1"))
    a2, _ = await store.enqueue_job(job(ALICE, "a2", at=timedelta(seconds=1)))
    b1, _ = await store.enqueue_job(job(BOB, "b1", at=timedelta(seconds=2)))
    taken = await claim(store, at=timedelta(seconds=5))
    assert [j.id for j in taken] == [a1.id, b1.id]
    for j in taken:
        assert j.state == "running" and j.attempts == 1
        assert j.next_run_at == START + timedelta(seconds=5 + LEASE)
        stored = await store.get_job("t1", j.id)
        assert stored is not None and (stored.state, stored.attempts, stored.next_run_at) == (
            "running",
            1,
            j.next_run_at,
        )
    # Alice's second job waits while her first holds a live lease; Bob has nothing left.
    assert await claim(store, at=timedelta(seconds=6)) == []
    assert (await store.get_job("t1", a2.id)).state == "queued"  # type: ignore[union-attr]


async def test_claim_respects_limit_due_time_and_order(store: Store) -> None:
    await store.enqueue_job(job(CAROL, "c", at=timedelta(seconds=2)))
    await store.enqueue_job(job(BOB, "b", at=timedelta(seconds=1)))
    await store.enqueue_job(job(ALICE, "a", at=timedelta(hours=1)))
    assert await claim(store, limit=5) == []
    taken = await claim(store, at=timedelta(seconds=10), limit=1)
    assert [j.user_id for j in taken] == ["bob"]
    taken = await claim(store, at=timedelta(seconds=10), limit=5)
    assert [j.user_id for j in taken] == ["carol"]


async def test_expired_lease_is_reclaimed(store: Store) -> None:
    queued, _ = await store.enqueue_job(job(ALICE, "a"))
    [first] = await claim(store)
    assert await claim(store, at=timedelta(seconds=LEASE - 1)) == []
    [again] = await claim(store, at=timedelta(seconds=LEASE + 1))
    assert again.id == queued.id and again.attempts == 2
    assert again.next_run_at == START + timedelta(seconds=2 * LEASE + 1) != first.next_run_at


async def test_finish_frees_the_user_and_checkpoint_keeps_the_job_running(store: Store) -> None:
    a1, _ = await store.enqueue_job(job(ALICE, "a1"))
    a2, _ = await store.enqueue_job(job(ALICE, "a2"))
    [taken] = await claim(store)
    await store.checkpoint_job(taken.id, lease=owner(taken), result={"facts": 2})
    partial = await store.get_job("t1", taken.id)
    assert partial is not None and partial.state == "running" and partial.result == {"facts": 2}
    await store.finish_job(taken.id, lease=owner(taken), result={"facts": 3}, at=START + timedelta(seconds=1))
    done = await store.get_job("t1", taken.id)
    assert done is not None and done.state == "done" and done.result == {"facts": 3}
    assert done.finished_at == START + timedelta(seconds=1) and done.last_error is None
    [following] = await claim(store, at=timedelta(seconds=1))
    assert {taken.id, following.id} == {a1.id, a2.id}


async def test_fail_retries_then_dead_letters_and_retry_job_revives(store: Store) -> None:
    queued, _ = await store.enqueue_job(job(ALICE, "a"))
    [taken] = await claim(store)
    retry_at = START + timedelta(minutes=5)
    failed = await store.fail_job(
        taken.id, lease=owner(taken), error="timeout", retry_at=retry_at, at=START + timedelta(seconds=1)
    )
    assert failed.state == "queued" and failed.last_error == "timeout" and failed.next_run_at == retry_at
    assert failed.attempts == 1 and failed.finished_at is None
    assert await claim(store, at=timedelta(minutes=4)) == []
    [again] = await claim(store, at=timedelta(minutes=5))
    assert again.id == queued.id and again.attempts == 2
    dead = await store.fail_job(
        again.id, lease=owner(again), error="gave up", retry_at=None, at=START + timedelta(minutes=6)
    )
    assert dead.state == "dead" and dead.finished_at == START + timedelta(minutes=6)
    assert await claim(store, at=timedelta(hours=1)) == []
    assert await store.retry_job("t2", dead.id, at=START) is False
    assert await store.retry_job("t1", dead.id, at=START + timedelta(hours=1)) is True
    assert await store.retry_job("t1", dead.id, at=START + timedelta(hours=1)) is False  # queued, not dead
    revived = await store.get_job("t1", dead.id)
    assert revived is not None and revived.state == "queued" and revived.attempts == 0
    assert revived.finished_at is None and revived.next_run_at == START + timedelta(hours=1)
    [last] = await claim(store, at=timedelta(hours=1))
    assert last.id == dead.id and last.attempts == 1


async def test_a_stale_owner_can_neither_renew_checkpoint_finish_fail_nor_release(store: Store) -> None:
    queued, _ = await store.enqueue_job(job(ALICE, "a"))
    assert queued.lease is None
    [stale] = await claim(store)
    assert await store.renew_job(stale.id, lease=owner(stale), until=START + timedelta(seconds=LEASE + 30))
    assert await claim(store, at=timedelta(seconds=LEASE + 1)) == []  # the renewed lease holds
    [fresh] = await claim(store, at=timedelta(seconds=LEASE + 31))  # …until it runs out
    assert fresh.id == stale.id and owner(fresh) != owner(stale) and fresh.attempts == 2
    stored = await store.get_job("t1", fresh.id)
    assert stored is not None and stored.lease == owner(fresh)

    at = START + timedelta(seconds=LEASE + 32)
    assert not await store.renew_job(stale.id, lease=owner(stale), until=at + timedelta(hours=1))
    with pytest.raises(LeaseLost):
        await store.checkpoint_job(stale.id, lease=owner(stale), result={"stale": True})
    with pytest.raises(LeaseLost):
        await store.finish_job(stale.id, lease=owner(stale), result={"stale": True}, at=at)
    with pytest.raises(LeaseLost):
        await store.fail_job(stale.id, lease=owner(stale), error="stale", retry_at=None, at=at)
    with pytest.raises(LeaseLost):
        await store.release_job(stale.id, lease=owner(stale), at=at)
    unchanged = await store.get_job("t1", stale.id)
    assert unchanged is not None and unchanged == stored
    assert (unchanged.state, unchanged.result, unchanged.last_error) == ("running", None, None)

    await store.checkpoint_job(fresh.id, lease=owner(fresh), result={"facts": 1})
    await store.finish_job(fresh.id, lease=owner(fresh), result={"facts": 2}, at=at)
    done = await store.get_job("t1", fresh.id)
    assert done is not None and done.state == "done" and done.result == {"facts": 2} and done.lease is None
    # a finished job has no owner any more: not even its last one can renew or finish it again
    assert not await store.renew_job(fresh.id, lease=owner(fresh), until=at + timedelta(hours=1))
    with pytest.raises(LeaseLost):
        await store.finish_job(fresh.id, lease=owner(fresh), result={}, at=at)


async def test_release_requeues_without_counting_the_attempt_and_keeps_the_checkpoint(store: Store) -> None:
    await store.enqueue_job(job(ALICE, "a"))
    [taken] = await claim(store)
    await store.checkpoint_job(taken.id, lease=owner(taken), result={"outcomes": [1]})
    later = START + timedelta(minutes=2)
    await store.release_job(taken.id, lease=owner(taken), at=later)
    released = await store.get_job("t1", taken.id)
    assert released is not None
    assert (released.state, released.attempts, released.next_run_at, released.lease) == ("queued", 0, later, None)
    assert released.result == {"outcomes": [1]}
    assert await claim(store, at=timedelta(minutes=1)) == []  # not due before ``at``, and frees the user
    [again] = await claim(store, at=timedelta(minutes=2))
    assert again.id == taken.id and again.attempts == 1 and again.result == {"outcomes": [1]}
    with pytest.raises(LeaseLost):  # the released claim is over
        await store.checkpoint_job(taken.id, lease=owner(taken), result={})


async def test_list_and_purge_are_per_tenant(store: Store) -> None:
    a, _ = await store.enqueue_job(job(ALICE, "a"))
    b, _ = await store.enqueue_job(job(BOB, "b", at=timedelta(seconds=1)))
    other, _ = await store.enqueue_job(job(OTHER_TENANT_ALICE, "a"))
    taken = {j.id: j for j in await claim(store, at=timedelta(seconds=1))}
    await store.fail_job(b.id, lease=owner(taken[b.id]), error="x", retry_at=None, at=START)
    await store.fail_job(other.id, lease=owner(taken[other.id]), error="x", retry_at=None, at=START)
    assert [j.id for j in await store.list_jobs("t1")] == [b.id, a.id]
    assert [j.id for j in await store.list_jobs("t1", limit=1)] == [b.id]
    assert [j.id for j in await store.list_jobs("t1", states=("dead",))] == [b.id]
    assert [j.id for j in await store.list_jobs("t1", user_id="alice")] == [a.id]
    assert await store.purge_jobs("t1", states=("dead", "done")) == 1
    assert [j.id for j in await store.list_jobs("t1")] == [a.id]
    assert [j.id for j in await store.list_jobs("t2")] == [other.id]


async def test_erase_user_removes_the_users_jobs(store: Store) -> None:
    await store.enqueue_job(job(ALICE, "a"))
    await store.enqueue_job(job(BOB, "b"))
    assert (await store.erase_user(ALICE))["jobs"] == 1
    assert [j.user_id for j in await store.list_jobs("t1")] == ["bob"]


@pytest.fixture(params=["sqlite-file", "postgres"])
async def stores(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[list[Store]]:
    """Four stores on one database, as four worker processes would open it."""
    if request.param == "postgres":
        url = str(request.getfixturevalue("pg_database"))
    else:
        url = f"sqlite:///{tmp_path / 'shared.db'}"
    opened = [open_store(url) for _ in range(4)]
    yield opened
    for s in opened:
        await s.close()


async def test_concurrent_claims_never_take_a_user_twice(stores: list[Store]) -> None:
    users = [Scope("t1", f"u{i}") for i in range(12)]
    for u in users:
        for k in range(3):
            await stores[0].enqueue_job(job(u, f"{u.user_id}:{k}", at=timedelta(seconds=k)))
    rounds = await asyncio.gather(*(claim(s, at=timedelta(seconds=10), limit=5) for s in stores * 2))
    taken = [j for r in rounds for j in r]
    assert sorted(j.user_id for j in taken) == sorted(u.user_id for u in users)
    assert all(j.key.endswith(":0") for j in taken)
