"""Per-user search indexes held in memory, rebuilt when the user's rows change.

Why not sqlite-vec or FTS5: both index every user together, so a query reads posting lists or
vector partitions sized by the whole store, and sqlite-vec also needs a SQLite with extension
loading (this project's Python has none). A user has hundreds of memories, so a per-user float32
matrix and a tiny BM25 table answer in microseconds and stay correct under any number of users.
``bench/vector_index.py`` measures the alternatives side by side.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from muninn.domain.models import MemoryStatus, Scope
from muninn.read.fusion import BM25
from muninn.stores.base import Corpus, IndexRows, Store


@dataclass(slots=True)
class UserIndex:
    """One user's corpus: column arrays plus a BM25 table."""

    revision: int
    rows: IndexRows
    bm25: BM25

    @property
    def nbytes(self) -> int:
        r = self.rows
        text = sum(len(t) for t in r.texts) + 60 * len(r.ids)
        return int(r.vectors.nbytes + r.importance.nbytes + r.times.nbytes * 2 + text + self.bm25.nbytes)


class IndexCache:
    """LRU of :class:`UserIndex` bounded by bytes; validated against the store's revision."""

    def __init__(self, store: Store, *, max_bytes: int) -> None:
        self._store = store
        self._max = max_bytes
        self._used = 0
        self._items: OrderedDict[tuple[str, str, str, tuple[str, ...]], UserIndex] = OrderedDict()

    async def get(self, scope: Scope, corpus: Corpus, statuses: tuple[MemoryStatus, ...] = ("active",)) -> UserIndex:
        key = (scope.tenant, scope.user_id, corpus, statuses)
        revision = await self._store.revision(scope, corpus)
        cached = self._items.get(key)
        if cached is not None and cached.revision == revision:
            self._items.move_to_end(key)
            return cached
        rows = await self._store.index_rows(scope, corpus, statuses=statuses)
        index = UserIndex(revision, rows, BM25(rows.texts))
        self._put(key, index)
        return index

    def _put(self, key: tuple[str, str, str, tuple[str, ...]], index: UserIndex) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._used -= old.nbytes
        size = index.nbytes
        if size > self._max:
            return
        self._items[key] = index
        self._used += size
        while self._used > self._max:
            _, evicted = self._items.popitem(last=False)
            self._used -= evicted.nbytes

    def clear(self) -> None:
        self._items.clear()
        self._used = 0
