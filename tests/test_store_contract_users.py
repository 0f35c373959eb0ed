"""The store contract for counting a user's rows before erasing them, on every backend.

The inspector's erase confirmation quotes ``count_user``; the receipt quotes ``erase_user``.
They must agree table by table, and neither may see another user or tenant.
"""

from __future__ import annotations

from muninn.domain.ids import new_id
from muninn.domain.models import Job, LLMCall, Scope, Turn
from muninn.stores import Store
from tests.conftest import START
from tests.test_store_contract import ALICE, BOB, OTHER_TENANT_ALICE, entry, record, vec


async def _fill(store: Store, scope: Scope, memories: int) -> None:
    for i in range(memories):
        rec = record(scope, f"{scope.user_id} fact {i}")
        await store.write_memories(scope, inserts=[(rec, vec(1, 0, 0, 0))], history=[entry(rec)])
    turn = Turn(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        session_id="s",
        role="user",
        content="hello",
        created_at=START,
    )
    await store.insert_turns([turn])
    await store.set_profile(scope, {"a": 1})
    job = Job(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        kind="extract",
        key=f"k-{scope.user_id}",
        next_run_at=START,
        created_at=START,
        updated_at=START,
    )
    await store.enqueue_job(job)
    await store.record_llm_call(
        LLMCall(
            id=new_id(),
            at=START,
            tenant=scope.tenant,
            user_id=scope.user_id,
            purpose="chat",
            provider="test",
            model="m",
            latency_ms=1.0,
            status="ok",
        )
    )


async def test_count_user_is_exactly_what_erase_user_removes(store: Store) -> None:
    await _fill(store, ALICE, 2)
    await _fill(store, BOB, 3)
    await _fill(store, OTHER_TENANT_ALICE, 4)
    counts = await store.count_user(ALICE)
    assert counts["memories"] == 2 and counts["history"] == 2 and counts["turns"] == 1
    assert counts["profiles"] == 1 and counts["jobs"] == 1 and counts["llm_calls"] == 1
    assert await store.erase_user(ALICE) == counts
    assert not any((await store.count_user(ALICE)).values())
    assert (await store.count_user(BOB))["memories"] == 3
    assert (await store.count_user(OTHER_TENANT_ALICE))["memories"] == 4


async def test_count_user_of_an_unknown_user_is_all_zero(store: Store) -> None:
    await _fill(store, ALICE, 1)
    counts = await store.count_user(Scope("t1", "nobody"))
    assert counts and not any(counts.values())
    assert set(counts) == set(await store.erase_user(Scope("t1", "nobody")))
