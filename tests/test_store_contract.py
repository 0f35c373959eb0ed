"""The store contract: every backend must pass these (parametrised by ``store_url``)."""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pytest

from muninn.domain.ids import new_id
from muninn.domain.models import HistoryEntry, MemoryRecord, Scope, Summary, Turn
from muninn.domain.text import content_hash
from muninn.errors import StoreError
from muninn.stores import Store
from muninn.stores.base import StatusChange
from tests.conftest import START

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")
OTHER_TENANT_ALICE = Scope("t2", "alice")


def record(scope: Scope, content: str, **extra: object) -> MemoryRecord:
    fields: dict[str, object] = {
        "id": new_id(),
        "tenant": scope.tenant,
        "user_id": scope.user_id,
        "kind": "fact",
        "content": content,
        "content_hash": content_hash(content),
        "valid_from": START,
        "created_at": START,
        "updated_at": START,
        "last_seen_at": START,
        "embedder": "test:hash:4",
    }
    fields.update(extra)
    return MemoryRecord.model_validate(fields)


def entry(rec: MemoryRecord, action: str = "add") -> HistoryEntry:
    return HistoryEntry(
        id=new_id(),
        memory_id=rec.id,
        tenant=rec.tenant,
        user_id=rec.user_id,
        action=action,  # type: ignore[arg-type]
        new=rec.model_dump(mode="json"),
        actor="test",
        reason="test",
        at=START,
    )


def vec(*values: float) -> np.ndarray:
    return np.array(values, dtype=np.float32)


async def test_round_trip_of_every_field(store: Store) -> None:
    rec = record(
        ALICE,
        "Alice is vegetarian",
        kind="preference",
        tags=["diet", "food"],
        importance=0.9,
        confidence=0.6,
        event_at=START + timedelta(days=2),
        agent_id="coach",
        version=3,
    )
    await store.write_memories(ALICE, inserts=[(rec, vec(1, 0, 0, 0))], history=[entry(rec)])
    got = await store.get_memory(ALICE, rec.id)
    assert got == rec


async def test_every_read_is_scoped(store: Store) -> None:
    rec = record(ALICE, "Alice likes tea")
    await store.write_memories(ALICE, inserts=[(rec, vec(1, 0, 0, 0))], history=[entry(rec)])
    for scope in (BOB, OTHER_TENANT_ALICE):
        assert await store.get_memory(scope, rec.id) is None
        assert await store.get_memories(scope, [rec.id]) == []
        assert await store.list_memories(scope) == []
        assert await store.history(scope, [rec.id]) == []
        assert await store.find_by_hash(scope, rec.content_hash) is None
        assert (await store.index_rows(scope, "memories")).ids == []
    assert [m.id for m in await store.list_memories(ALICE)] == [rec.id]


async def test_insert_outside_scope_is_refused(store: Store) -> None:
    rec = record(BOB, "Bob likes tea")
    with pytest.raises(StoreError):
        await store.write_memories(ALICE, inserts=[(rec, None)])
    assert await store.list_memories(BOB) == []


async def test_failed_write_changes_nothing(store: Store) -> None:
    rec = record(ALICE, "Alice likes tea")
    with pytest.raises(StoreError):
        await store.write_memories(ALICE, inserts=[(rec, None)], changes=[StatusChange("missing", "deleted")])
    assert await store.get_memory(ALICE, rec.id) is None
    assert await store.revision(ALICE, "memories") == 0


async def test_status_changes_filters_and_revision(store: Store) -> None:
    a, b = record(ALICE, "A"), record(ALICE, "B", kind="goal", created_at=START + timedelta(hours=1))
    await store.write_memories(ALICE, inserts=[(a, None), (b, None)])
    rev = await store.revision(ALICE, "memories")
    await store.write_memories(ALICE, changes=[StatusChange(a.id, "superseded", START)])
    assert await store.revision(ALICE, "memories") > rev
    assert [m.id for m in await store.list_memories(ALICE)] == [b.id]
    assert [m.id for m in await store.list_memories(ALICE, statuses=("superseded",))] == [a.id]
    assert (await store.get_memory(ALICE, a.id)).valid_to == START  # type: ignore[union-attr]
    assert [m.id for m in await store.list_memories(ALICE, statuses=("active", "superseded"), newest_first=False)] == [
        a.id,
        b.id,
    ]
    assert await store.list_memories(ALICE, kinds=("fact",)) == []
    assert [m.id for m in await store.list_memories(ALICE, since=START + timedelta(minutes=30))] == [b.id]
    assert len(await store.list_memories(ALICE, statuses=("active", "superseded"), limit=1)) == 1


async def test_find_by_hash_only_sees_active(store: Store) -> None:
    a = record(ALICE, "Alice is vegan")
    await store.write_memories(ALICE, inserts=[(a, None)])
    assert (await store.find_by_hash(ALICE, content_hash("alice is VEGAN.")) or a).id == a.id
    await store.write_memories(ALICE, changes=[StatusChange(a.id, "deleted")])
    assert await store.find_by_hash(ALICE, a.content_hash) is None


async def test_due_events_and_follow_up(store: Store) -> None:
    past = record(ALICE, "exam", event_at=START - timedelta(hours=2))
    old = record(ALICE, "old trip", event_at=START - timedelta(days=30))
    future = record(ALICE, "party", event_at=START + timedelta(days=1))
    await store.write_memories(ALICE, inserts=[(past, None), (old, None), (future, None)])
    due = await store.due_events(ALICE, now=START, window_start=START - timedelta(days=7))
    assert [m.id for m in due] == [past.id]
    assert await store.mark_followed_up(ALICE, [past.id], START) == 1
    assert await store.due_events(ALICE, now=START, window_start=START - timedelta(days=7)) == []
    assert await store.mark_followed_up(BOB, [future.id], START) == 0


async def test_index_rows_carry_vectors_and_detect_mixed_dimensions(store: Store) -> None:
    a, b, c = (record(ALICE, x, created_at=START + timedelta(minutes=i)) for i, x in enumerate("ABC"))
    await store.write_memories(ALICE, inserts=[(a, vec(1, 0, 0, 0)), (b, None)])
    rows = await store.index_rows(ALICE, "memories")
    assert rows.ids == [a.id, b.id]
    assert rows.has_vector.tolist() == [True, False]
    assert rows.vectors.shape == (2, 4)
    assert rows.embedders == {"test:hash:4"}
    await store.write_memories(ALICE, inserts=[(c, vec(1, 0))])
    with pytest.raises(StoreError, match="reembed"):
        await store.index_rows(ALICE, "memories")


async def test_turns_are_idempotent_ordered_and_scoped(store: Store) -> None:
    turns = [
        Turn(
            id=f"t{i}",
            tenant="t1",
            user_id="alice",
            session_id="s1" if i < 3 else "s2",
            role="user",
            content=f"turn {i}",
            created_at=START + timedelta(minutes=i),
        )
        for i in range(5)
    ]
    assert await store.insert_turns(turns) == 5
    assert await store.insert_turns(turns[:2]) == 0
    assert [t.id for t in await store.list_turns(ALICE)] == ["t0", "t1", "t2", "t3", "t4"]
    assert [t.id for t in await store.list_turns(ALICE, session_id="s1", limit=2)] == ["t1", "t2"]
    assert [t.id for t in await store.get_turns(ALICE, ["t4", "t0"])] == ["t0", "t4"]
    assert await store.list_turns(BOB) == []
    assert await store.get_turns(OTHER_TENANT_ALICE, ["t0"]) == []
    rows = await store.index_rows(ALICE, "turns")
    assert rows.sessions == ["s1", "s1", "s1", "s2", "s2"]


async def test_missing_vectors_and_set_vectors(store: Store) -> None:
    turn = Turn(
        id="x", tenant="t1", user_id="alice", session_id="s", role="user", name="Al", content="hi", created_at=START
    )
    await store.insert_turns([turn])
    missing = await store.missing_vectors("turns", embedder="e1", limit=10)
    assert missing == [(ALICE, "x", "Al: hi")]
    await store.set_vectors("turns", [(ALICE, "x", vec(0, 1, 0, 0))], embedder="e1")
    assert await store.missing_vectors("turns", embedder="e1", limit=10) == []
    assert len(await store.missing_vectors("turns", embedder="e2", limit=10)) == 1


async def test_missing_vectors_come_in_one_order_on_every_backend(store: Store) -> None:
    """The int8 embedder's numbers depend slightly on the batch a text is embedded in, so the
    batches must be the same everywhere for two backends to hold the same vectors."""
    ids = ["m", "c", "x", "a"]
    for user in ("bob", "alice"):
        turns = [Turn(id=i, tenant="t1", user_id=user, session_id="s", role="user", content=i, created_at=START)
                 for i in ids]  # fmt: skip
        await store.insert_turns(turns)
    missing = await store.missing_vectors("turns", embedder="e1", limit=5)
    assert [(scope.user_id, i) for scope, i, _ in missing] == [("alice", i) for i in "acmx"] + [("bob", "a")]


async def test_meta_profile_and_summaries(store: Store) -> None:
    assert await store.get_meta("embedder") is None
    await store.set_meta("embedder", "a|4")
    await store.set_meta("embedder", "b|8")
    assert await store.get_meta("embedder") == "b|8"
    await store.set_profile(ALICE, {"goal": "marathon"})
    assert await store.get_profile(ALICE) == {"goal": "marathon"}
    assert await store.get_profile(BOB) == {}
    for i in range(2):
        await store.insert_summary(
            Summary(
                id=new_id(),
                tenant="t1",
                user_id="alice",
                period_start=START,
                period_end=START,
                text=f"summary {i}",
                created_at=START + timedelta(days=i),
            )
        )
    latest = await store.latest_summary(ALICE)
    assert latest is not None and latest.text == "summary 1"
    assert await store.latest_summary(OTHER_TENANT_ALICE) is None


async def test_erase_user_removes_every_row_and_nothing_else(store: Store) -> None:
    for scope in (ALICE, BOB, OTHER_TENANT_ALICE):
        rec = record(scope, f"{scope.user_id} fact")
        await store.write_memories(scope, inserts=[(rec, vec(1, 0, 0, 0))], history=[entry(rec)])
        await store.insert_turns(
            [
                Turn(
                    id=new_id(),
                    tenant=scope.tenant,
                    user_id=scope.user_id,
                    session_id="s",
                    role="user",
                    content="hello",
                    created_at=START,
                )
            ]
        )
        await store.set_profile(scope, {"a": 1})
        await store.insert_summary(
            Summary(
                id=new_id(),
                tenant=scope.tenant,
                user_id=scope.user_id,
                period_start=START,
                period_end=START,
                text="s",
                created_at=START,
            )
        )
    removed = await store.erase_user(ALICE)
    assert removed["memories"] == 1 and removed["turns"] == 1 and removed["history"] == 1
    assert removed["summaries"] == 1 and removed["profiles"] == 1
    assert await store.list_memories(ALICE, statuses=("active", "superseded", "archived", "deleted")) == []
    assert await store.list_turns(ALICE) == []
    assert await store.history(ALICE) == []
    assert await store.get_profile(ALICE) == {}
    assert await store.latest_summary(ALICE) is None
    assert "alice" not in await store.list_users("t1")
    for scope in (BOB, OTHER_TENANT_ALICE):
        assert len(await store.list_memories(scope)) == 1
        assert len(await store.list_turns(scope)) == 1
    assert await store.list_users("t2") == ["alice"]


async def test_api_keys(store: Store) -> None:
    from muninn.domain.models import ApiKey

    key = ApiKey(id="k1", tenant="t1", name="ci", key_hash="h" * 64, prefix="mk_abcd", created_at=START)
    await store.insert_api_key(key)
    assert await store.find_api_key("h" * 64) == key
    assert await store.find_api_key("x" * 64) is None
    assert [k.id for k in await store.list_api_keys(tenant="t1")] == ["k1"]
    assert await store.list_api_keys(tenant="t2") == []
    assert await store.revoke_api_key("k1", START) is True
    assert await store.revoke_api_key("k1", START) is False
    revoked = await store.find_api_key("h" * 64)
    assert revoked is not None and revoked.revoked_at == START
