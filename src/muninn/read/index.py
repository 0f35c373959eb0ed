"""Per-user search indexes held in memory, rebuilt when the user's rows change.

Why not sqlite-vec or FTS5 (measured by ``bench/vector_index.py``, 100 memories a user):
sqlite-vec's partitioned ``vec0`` scans one chunk row per partition of the whole store, so a
top-10 query grows from 0.10 ms at 1,000 users to 3.4 ms at 10,000 (0.07 ms only with an
undocumented index on its shadow table), and its default chunks take 10x the disk; it also
needs extension loading, which this Python's ``sqlite3`` lacks (``apsw`` has it). FTS5 reads a
term's posting list across every user: 1.2 ms for a common term at 10,000 users even with the
user id as a MATCH token, 55 ms with a user column. A cached per-user float32 matrix answers in
0.012 ms and a cached BM25 table in 0.03 ms, whatever the number of users; building both from
the store on a cache miss costs about 0.4 ms.

Vectors are cached as int8 codes with one float32 scale per row (:func:`compact`): a quarter of
the float32 bytes (about 40 KB instead of 154 KB for 100 MiniLM memories), so the same
``index_cache_mb`` holds about twice as many users. A cosine read back from the codes is within
about 0.001 of the float32 one, below the gaps that decide a ranking; ``tests/test_compact_index.py``
checks rankings against float32 and ``bench/locomo_retrieval.py --index-vectors`` measures recall.
"""

from __future__ import annotations

import re
from collections import Counter, OrderedDict
from dataclasses import dataclass, field, replace
from typing import Literal

import numpy as np
import numpy.typing as npt

from muninn.domain.models import MemoryStatus, Scope
from muninn.domain.text import terms
from muninn.read.fusion import BM25, Codes
from muninn.stores.base import Corpus, IndexRows, Store

_MAX_NAME_CHARS = 64
_UNIT = (
    r"(?:days?|weeks?|weekends?|months?|years?|nights?|mornings?|evenings?|summer|winter|spring|autumn|fall|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
)
# a date, a month, a year or a relative time: what a row that answers "when?" tends to say
# ("May" and "March" capitalised only: "I may come", "they march")
STATES_TIME = re.compile(
    rf"\b(?:yesterday|today|tonight|tomorrow|ago|(?:last|next|this|past|coming) {_UNIT}|weekend|january|february|"
    r"(?-i:March|May)|april|june|july|august|september|october|november|december|(?:19|20)\d\d)\b",
    re.I,
)
VectorFormat = Literal["int8", "float32"]


@dataclass(frozen=True, slots=True)
class Speaker:
    """A named participant of the user's conversations and the rows (turns) they spoke."""

    terms: frozenset[str]
    rows: npt.NDArray[np.bool_]


@dataclass(slots=True)
class UserIndex:
    """One user's corpus: column arrays, a BM25 table and, for turns, the conversation's shape.

    ``sessions`` numbers each row's session (-1 outside any: memories); ``context_bm25`` scores
    each turn together with the turn before it in its session, so a question split over a
    question and its reply still matches; ``speakers`` lets a query that names a participant
    prefer what that participant said. Build one with :meth:`build`.
    """

    revision: int
    rows: IndexRows
    bm25: BM25
    sessions: Codes = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    context_bm25: BM25 | None = None
    speakers: tuple[Speaker, ...] = ()
    _tag_masks: dict[tuple[str, ...], npt.NDArray[np.bool_]] = field(default_factory=dict, repr=False)
    _time_rows: npt.NDArray[np.bool_] | None = field(default=None, repr=False)
    _days: npt.NDArray[np.int64] | None = field(default=None, repr=False)

    @classmethod
    def build(cls, revision: int, rows: IndexRows, *, corpus: Corpus, vectors: VectorFormat = "float32") -> UserIndex:
        """Index ``rows``; for the turns corpus also their sessions, context text and speakers.

        ``vectors="int8"`` keeps the vectors as :func:`compact` codes (what the cache holds).
        """
        if vectors == "int8":
            rows = compact(rows)
        sessions = session_codes(rows.sessions) if corpus == "turns" else np.full(len(rows.ids), -1, dtype=np.int64)
        words = [terms(t) for t in rows.texts]
        context = None
        if (sessions >= 0).any():
            context = BM25([_with_previous(words, sessions, i) for i in range(len(words))])
        speakers = find_speakers(rows.texts) if corpus == "turns" else ()
        return cls(revision, rows, BM25(words), sessions, context, speakers)

    def without_tag_prefixes(self, prefixes: tuple[str, ...]) -> npt.NDArray[np.bool_]:
        """Rows with no tag starting with any of ``prefixes``; computed once per index and prefixes."""
        mask = self._tag_masks.get(prefixes)
        if mask is None:
            mask = np.array([not any(tag.startswith(prefixes) for tag in t) for t in self.rows.tags], dtype=bool)
            self._tag_masks[prefixes] = mask
        return mask

    def time_rows(self) -> npt.NDArray[np.bool_]:
        """Rows whose text states a time (:data:`STATES_TIME`); computed once per index."""
        if self._time_rows is None:
            self._time_rows = np.array([STATES_TIME.search(t) is not None for t in self.rows.texts], dtype=bool)
        return self._time_rows

    def days(self) -> npt.NDArray[np.int64]:
        """Each row's day (UTC), in days since 1970-01-01; computed once per index."""
        if self._days is None:
            self._days = (self.rows.times // 86400).astype(np.int64)
        return self._days

    @property
    def nbytes(self) -> int:
        r = self.rows
        text = sum(len(t) for t in r.texts) + 60 * len(r.ids)
        extra = self.sessions.nbytes + sum(s.rows.nbytes for s in self.speakers)
        if self.context_bm25 is not None:
            extra += self.context_bm25.nbytes
        extra += 0 if r.vector_scale is None else r.vector_scale.nbytes
        return int(r.vectors.nbytes + r.importance.nbytes + r.times.nbytes * 2 + text + self.bm25.nbytes + extra)


def compact(rows: IndexRows) -> IndexRows:
    """``rows`` with int8 vectors: each row scaled so its largest component is ±127, the scale kept.

    Symmetric per-row quantisation; :meth:`IndexRows.cosines` multiplies the scale back in.
    Rows without a vector (all zeros) get scale 0.
    """
    if rows.vector_scale is not None:
        return rows
    vectors = np.asarray(rows.vectors, dtype=np.float32)
    peak = np.abs(vectors).max(axis=1) if vectors.size else np.zeros(len(vectors), dtype=np.float32)
    scale = (peak / 127.0).astype(np.float32)
    safe = np.where(scale > 0, scale, 1.0).astype(np.float32)
    codes = np.rint(vectors / safe[:, None]).astype(np.int8)
    return replace(rows, vectors=codes, vector_scale=scale)


def session_codes(sessions: list[str]) -> Codes:
    """A small integer per distinct session id, in order of appearance; -1 for no session ("")."""
    codes: dict[str, int] = {}
    return np.array([codes.setdefault(s, len(codes)) if s else -1 for s in sessions], dtype=np.int64)


def _with_previous(words: list[list[str]], sessions: Codes, i: int) -> list[str]:
    if i > 0 and sessions[i] >= 0 and sessions[i - 1] == sessions[i]:
        return words[i - 1] + words[i]
    return words[i]


def find_speakers(texts: list[str]) -> tuple[Speaker, ...]:
    """Participants named in turn texts, which read ``"name: content"`` when the turn has a name.

    A prefix counts as a name only when at least two turns carry it, so a nameless turn that
    happens to start with "Note: ..." does not invent a speaker.
    """
    names = [t.partition(": ")[0] if ": " in t[: _MAX_NAME_CHARS + 2] else "" for t in texts]
    out = []
    for name, count in Counter(n for n in names if n).items():
        name_terms = frozenset(terms(name))
        if count >= 2 and name_terms:
            out.append(Speaker(name_terms, np.array([n == name for n in names], dtype=bool)))
    return tuple(out)


class IndexCache:
    """LRU of :class:`UserIndex` bounded by bytes; validated against the store's revision."""

    def __init__(self, store: Store, *, max_bytes: int, vectors: VectorFormat = "int8") -> None:
        self._store = store
        self._max = max_bytes
        self._vectors: VectorFormat = vectors
        self._used = 0
        self._items: OrderedDict[tuple[str, str, str, tuple[str, ...]], UserIndex] = OrderedDict()

    async def get(self, scope: Scope, corpus: Corpus, statuses: tuple[MemoryStatus, ...] = ("active",)) -> UserIndex:
        """The scope's index: the cached one if the store has not changed since, else a fresh one."""
        cached, revision = await self.lookup(scope, corpus, statuses)
        return cached if cached is not None else await self.load(scope, corpus, statuses, revision)

    async def lookup(
        self, scope: Scope, corpus: Corpus, statuses: tuple[MemoryStatus, ...] = ("active",)
    ) -> tuple[UserIndex | None, int]:
        """(the cached index if still current, else None; the store's revision of the scope).

        Revision 0 means nothing was ever written in the scope's corpus. Split from :meth:`load`
        so a caller can start other work (the query embedding) before a load.
        """
        key = (scope.tenant, scope.user_id, corpus, statuses)
        revision = await self._store.revision(scope, corpus)
        cached = self._items.get(key)
        if cached is not None and cached.revision == revision:
            self._items.move_to_end(key)
            return cached, revision
        return None, revision

    async def load(self, scope: Scope, corpus: Corpus, statuses: tuple[MemoryStatus, ...], revision: int) -> UserIndex:
        """Build the scope's index from the store and cache it under ``revision``."""
        rows = await self._store.index_rows(scope, corpus, statuses=statuses)
        index = UserIndex.build(revision, rows, corpus=corpus, vectors=self._vectors)
        self._put((scope.tenant, scope.user_id, corpus, statuses), index)
        return index

    def cached(self, scope: Scope, corpus: Corpus, statuses: tuple[MemoryStatus, ...] = ("active",)) -> bool:
        """Whether an index of this scope is held (it may still be stale)."""
        return (scope.tenant, scope.user_id, corpus, statuses) in self._items

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

    def held(self) -> int:
        """How many indexes the cache holds."""
        return len(self._items)

    @property
    def used_bytes(self) -> int:
        """Estimated bytes of the indexes held."""
        return self._used

    def clear(self) -> None:
        self._items.clear()
        self._used = 0
