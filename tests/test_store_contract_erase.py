"""The store contract for erasure and fencing (every backend): a job's writes are refused once its
user is erased; writes outside a job are not, so an erased user can start again."""

from __future__ import annotations

import numpy as np
import pytest

from muninn.domain.ids import new_id
from muninn.domain.models import Job, Scope, Summary, Turn
from muninn.errors import NotFound
from muninn.stores import Store
from muninn.stores.fence import acting_for
from tests.conftest import START
from tests.test_store_contract import entry, record

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")


def job(scope: Scope) -> Job:
    return Job(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        kind="extract",
        key=new_id(),
        payload={"session": "s"},
        next_run_at=START,
        created_at=START,
        updated_at=START,
    )


def turn(scope: Scope, text: str) -> Turn:
    return Turn(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        session_id="s",
        role="user",
        content=text,
        created_at=START,
    )


async def test_a_jobs_writes_are_refused_once_its_user_is_erased(store: Store) -> None:
    vector = np.array([1, 0, 0, 0], dtype=np.float32)
    stored, _ = await store.enqueue_job(job(ALICE))
    other, _ = await store.enqueue_job(job(BOB))
    with acting_for(ALICE.tenant, ALICE.user_id, stored.id):
        first = record(ALICE, "Alice likes tea")
        await store.write_memories(ALICE, inserts=[(first, vector)], history=[entry(first)])
    assert len(await store.list_memories(ALICE)) == 1

    removed = await store.erase_user(ALICE)
    assert removed["jobs"] == 1 and removed["memories"] == 1

    late = record(ALICE, "Alice likes coffee")
    summary = Summary(
        id=new_id(), tenant="t1", user_id="alice", period_start=START, period_end=START, text="s", created_at=START
    )
    with acting_for(ALICE.tenant, ALICE.user_id, stored.id):
        with pytest.raises(NotFound, match="erased while job"):
            await store.write_memories(ALICE, inserts=[(late, vector)], history=[entry(late)])
        with pytest.raises(NotFound):
            await store.insert_turns([turn(ALICE, "late turn")])
        with pytest.raises(NotFound):
            await store.insert_summary(summary)
        with pytest.raises(NotFound):
            await store.bump_counters(ALICE, {"extract.calls": 1})
        with pytest.raises(NotFound):
            await store.set_profile(ALICE, {"a": 1})
        with pytest.raises(NotFound):
            await store.checkpoint_job(stored.id, lease="any", result={"candidates": []})
    assert await store.list_memories(ALICE, statuses=("active", "deleted")) == []
    assert await store.list_turns(ALICE) == [] and await store.latest_summary(ALICE) is None
    assert await store.counters("t1", user_id="alice") == {} and await store.get_profile(ALICE) == {}
    assert "alice" not in await store.list_users("t1")

    with acting_for(BOB.tenant, BOB.user_id, other.id):  # another user's job is not affected
        assert await store.insert_turns([turn(BOB, "bob's turn")]) == 1
    # outside a job the user may start again
    again = record(ALICE, "Alice likes cocoa")
    await store.write_memories(ALICE, inserts=[(again, vector)], history=[entry(again)])
    assert [m.content for m in await store.list_memories(ALICE)] == ["Alice likes cocoa"]


async def test_the_receipt_names_every_table_zeros_included(store: Store) -> None:
    rec = record(ALICE, "Alice likes tea")
    await store.write_memories(ALICE, inserts=[(rec, None)], history=[entry(rec)])
    removed = await store.erase_user(ALICE)
    assert {"memories", "history", "turns", "summaries", "profiles", "jobs", "llm_calls", "sessions"} <= set(removed)
    assert removed["memories"] == 1 and removed["history"] == 1 and removed["turns"] == 0
    assert await store.erase_user(ALICE) == dict.fromkeys(removed, 0)
