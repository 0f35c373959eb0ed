"""The read path embeds the query while it loads the user's index, and returns the same context.

No timing: an index load that waits for the query embedding to have started proves the two
overlap (a load that ran first would wait in vain, an embedding that ran first would find the
load not started), and the context of a cold cache is compared with that of a warm one.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.models import MemoryStatus, Scope
from muninn.errors import StoreError
from muninn.providers.embeddings.base import Vectors
from muninn.providers.embeddings.hashing import HashingEmbedder
from muninn.stores.base import Corpus, IndexRows
from tests.conftest import Clock

WAIT_S = 10.0  # a guard against hanging, not a timing: a working overlap never waits this long


class SignallingEmbedder(HashingEmbedder):
    """Sets ``started`` whenever an embedding begins."""

    def __init__(self) -> None:
        super().__init__(64)
        self.started = threading.Event()

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.started.set()
        return super().embed(texts)


@pytest.fixture
async def setup(settings: Settings, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Any:
    embedder = SignallingEmbedder()
    mem = AsyncMemory(settings, embedder=embedder, clock=clock)
    for text in ("Alice is vegetarian", "Alice has a dog called Biscuit", "Alice is learning Spanish"):
        await mem.add("alice", text)
    await mem.record_turn("alice", "s1", "user", "I cooked a lentil curry for my sister")
    await mem.index_turns()
    loads: list[bool] = []
    load = mem.store.index_rows

    async def index_rows(scope: Scope, corpus: Corpus, *, statuses: Sequence[MemoryStatus] = ("active",)) -> IndexRows:
        # runs on the event loop (the SQLite store does not yield): only a thread can set the event
        if scope.user_id == "alice":
            loads.append(embedder.started.wait(WAIT_S))
        return await load(scope, corpus, statuses=statuses)

    monkeypatch.setattr(mem.store, "index_rows", index_rows)
    yield mem, embedder, loads
    await mem.close()


async def test_context_loads_the_index_while_the_query_embeds_and_returns_the_same(setup: Any) -> None:
    mem, embedder, loads = setup
    mem.runtime.cache.clear()
    embedder.started.clear()
    cold = await mem.context("alice", query="what should I cook tonight")
    assert loads == [True]
    embedder.started.clear()
    warm = await mem.context("alice", query="what should I cook tonight")  # cached index: no load
    assert loads == [True] and embedder.started.is_set()
    assert cold == warm and cold.memory_ids


async def test_search_overlaps_too_on_both_corpora(setup: Any) -> None:
    mem, embedder, loads = setup
    mem.runtime.cache.clear()
    results = []
    for corpus in ("memories", "turns", "memories", "turns"):  # cold, cold, then cached
        embedder.started.clear()
        hits = await mem.search("alice", "cooking for my sister", corpus=corpus)
        results.append([(h.record.id, h.score) for h in hits])
    assert loads == [True, True]
    assert results[0] == results[2] and results[1] == results[3] and results[0] and results[1]


async def test_a_user_without_memories_is_not_embedded_for(setup: Any) -> None:
    mem, embedder, _ = setup
    embedder.started.clear()
    ctx = await mem.context("nobody", query="what should I cook tonight")
    assert ctx.memory_ids == [] and not embedder.started.is_set()


async def test_a_failed_index_load_fails_the_read_with_the_store_error(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem, embedder, _ = setup

    async def broken(scope: Scope, corpus: Corpus, *, statuses: Sequence[MemoryStatus] = ("active",)) -> IndexRows:
        raise StoreError("database is locked; retry")

    monkeypatch.setattr(mem.store, "index_rows", broken)
    mem.runtime.cache.clear()
    embedder.started.clear()
    with pytest.raises(StoreError, match="locked"):
        await mem.context("alice", query="what should I cook tonight")
    monkeypatch.undo()
    assert (await mem.context("alice", query="what should I cook tonight")).memory_ids  # and the next one works
