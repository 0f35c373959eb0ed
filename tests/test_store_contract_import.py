"""The store contract for imports (every backend): one transaction, all or nothing."""

from __future__ import annotations

import numpy as np
import pytest

from muninn.domain.ids import new_id
from muninn.domain.models import Scope, Summary, Turn
from muninn.errors import InvalidInput
from muninn.stores import Store
from tests.conftest import START
from tests.test_store_contract import entry, record

ALICE = Scope("t1", "alice")


def turn(turn_id: str, text: str) -> Turn:
    return Turn(id=turn_id, tenant="t1", user_id="alice", session_id="s", role="user", content=text, created_at=START)


def summary() -> Summary:
    return Summary(
        id=new_id(), tenant="t1", user_id="alice", period_start=START, period_end=START, text="s", created_at=START
    )


async def test_import_rows_writes_everything_in_one_transaction(store: Store) -> None:
    rec = record(ALICE, "Alice likes tea")
    added = await store.import_rows(
        ALICE,
        memories=[(rec, np.array([1, 0, 0, 0], dtype=np.float32))],
        history=[entry(rec, "import")],
        turns=[turn("t1", "hello"), turn("t2", "bye")],
        summaries=[summary()],
        profile={"city": "Oslo"},
    )
    assert added == 2
    assert [m.content for m in await store.list_memories(ALICE)] == ["Alice likes tea"]
    assert len(await store.history(ALICE)) == 1 and len(await store.list_turns(ALICE)) == 2
    assert await store.latest_summary(ALICE) is not None and await store.get_profile(ALICE) == {"city": "Oslo"}


async def test_import_rows_writes_nothing_when_any_part_is_refused(store: Store) -> None:
    await store.insert_turns([turn("t2", "already here")])
    rec = record(ALICE, "Alice likes tea")
    with pytest.raises(InvalidInput, match="already holds another turn"):
        await store.import_rows(
            ALICE,
            memories=[(rec, None)],
            history=[entry(rec, "import")],
            turns=[turn("t1", "hello"), turn("t2", "other content")],
            summaries=[summary()],
            profile={"city": "Oslo"},
        )
    assert await store.list_memories(ALICE, statuses=("active", "deleted")) == []
    assert await store.history(ALICE) == [] and [t.id for t in await store.list_turns(ALICE)] == ["t2"]
    assert await store.latest_summary(ALICE) is None and await store.get_profile(ALICE) == {}
