"""SQLite implementation of :class:`~muninn.stores.base.Store`.

Calls run synchronously inside the async methods: each is a sub-millisecond local query, and
a thread hop would cost more than the query. Writes take ``BEGIN IMMEDIATE`` so concurrent
writers (other processes on the same file) serialise instead of failing mid-transaction.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import json
import sqlite3
from collections.abc import Awaitable, Callable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import numpy as np

from muninn.domain.models import (
    HistoryEntry,
    MemoryRecord,
    MemoryStatus,
    Scope,
    Source,
)
from muninn.errors import InvalidInput, StoreError
from muninn.stores.base import Corpus, IndexRows, Refresh, StatusChange, Vector, refuse_outside
from muninn.stores.fence import current as current_fence
from muninn.stores.sqlite.migrations import migrate
from muninn.stores.sqlite.times import read_optional_time, read_time, stored_time
from muninn.stores.sqlite.turns import TURN_TEXT, TurnTables, blob
from muninn.stores.sqlite.users import UserTables
from muninn.stores.sqlite.work import WorkTables

P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")

MEMORY_COLUMNS = (
    "id, tenant, user_id, agent_id, kind, content, content_hash, tags, importance, confidence, "
    "event_at, valid_from, valid_to, created_at, updated_at, last_seen_at, followed_up_at, "
    "status, supersedes, version, source, embedder"
)


def _memory(row: sqlite3.Row) -> MemoryRecord:
    return MemoryRecord(
        id=row["id"],
        tenant=row["tenant"],
        user_id=row["user_id"],
        agent_id=row["agent_id"],
        kind=row["kind"],
        content=row["content"],
        content_hash=row["content_hash"],
        tags=json.loads(row["tags"]),
        importance=row["importance"],
        confidence=row["confidence"],
        event_at=read_optional_time(row["event_at"]),
        valid_from=read_time(row["valid_from"]),
        valid_to=read_optional_time(row["valid_to"]),
        created_at=read_time(row["created_at"]),
        updated_at=read_time(row["updated_at"]),
        last_seen_at=read_time(row["last_seen_at"]),
        followed_up_at=read_optional_time(row["followed_up_at"]),
        status=row["status"],
        supersedes=row["supersedes"],
        version=row["version"],
        source=Source.model_validate_json(row["source"]),
        embedder=row["embedder"],
    )


def _sqlite_errors(method: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    @functools.wraps(method)
    async def guarded(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await method(*args, **kwargs)
        except sqlite3.Error as exc:
            hint = "another process holds a long write lock; retry" if "locked" in str(exc) else "check the file"
            raise StoreError(f"SQLite failed in {method.__name__}: {exc} ({hint})") from exc

    return guarded


def translate_errors(cls: type[T]) -> type[T]:
    """Every public coroutine method of ``cls`` raises :class:`StoreError`, never a raw
    ``sqlite3`` error, so callers (``/ready``, the worker, the API's 503) see one failure type."""
    for name in dir(cls):
        method = getattr(cls, name)
        if not name.startswith("_") and inspect.iscoroutinefunction(method):
            setattr(cls, name, _sqlite_errors(method))
    return cls


@translate_errors
class SQLiteStore(TurnTables, UserTables, WorkTables):
    """The embedded store; see the module docstring."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open SQLite database {self.path}: {exc}") from exc
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute("PRAGMA busy_timeout=5000")
        # Deleted rows are overwritten with zeros, so erased text does not linger in free pages.
        self._conn.execute("PRAGMA secure_delete=ON")
        migrate(self._conn)

    @classmethod
    def from_url(cls, url: str) -> SQLiteStore:
        """``sqlite:///abs/path.db``, ``sqlite://relative.db`` or ``sqlite://:memory:``."""
        path = url.split("://", 1)[1]
        if not path:
            raise InvalidInput(f"store URL {url!r} names no file; use sqlite:///path/to/muninn.db")
        return cls(path)

    @contextlib.contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            fence = current_fence()
            if (
                fence is not None
                and not self._conn.execute(
                    "SELECT 1 FROM jobs WHERE tenant = ? AND user_id = ? AND id = ?",
                    (fence.tenant, fence.user_id, fence.job_id),
                ).fetchone()
            ):
                raise fence.refused()
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def _bump(self, conn: sqlite3.Connection, scope: Scope, corpus: Corpus) -> None:
        column = "memories_rev" if corpus == "memories" else "turns_rev"
        conn.execute(
            f"INSERT INTO scopes (tenant, user_id, created_at, {column}) VALUES (?, ?, strftime('%s','now'), 1) "
            f"ON CONFLICT (tenant, user_id) DO UPDATE SET {column} = {column} + 1",
            (scope.tenant, scope.user_id),
        )

    async def close(self) -> None:
        self._conn.close()

    async def get_meta(self, key: str) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        self._conn.execute(
            "INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)
        )

    # memories -------------------------------------------------------------------------------

    async def write_memories(
        self,
        scope: Scope,
        *,
        inserts: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        changes: Sequence[StatusChange] = (),
        refreshes: Sequence[Refresh] = (),
        history: Sequence[HistoryEntry] = (),
    ) -> None:
        with self._tx() as conn:
            self._write_memories(conn, scope, inserts, changes, refreshes, history)

    def _write_memories(
        self,
        conn: sqlite3.Connection,
        scope: Scope,
        inserts: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        changes: Sequence[StatusChange] = (),
        refreshes: Sequence[Refresh] = (),
        history: Sequence[HistoryEntry] = (),
    ) -> None:
        refuse_outside(scope, (record for record, _ in inserts))
        conn.executemany(
            f"INSERT INTO memories ({MEMORY_COLUMNS}, embedding) VALUES ({', '.join('?' * 23)})",
            [
                (
                    r.id,
                    r.tenant,
                    r.user_id,
                    r.agent_id,
                    r.kind,
                    r.content,
                    r.content_hash,
                    json.dumps(r.tags),
                    r.importance,
                    r.confidence,
                    stored_time(r.event_at),
                    stored_time(r.valid_from),
                    stored_time(r.valid_to),
                    stored_time(r.created_at),
                    stored_time(r.updated_at),
                    stored_time(r.last_seen_at),
                    stored_time(r.followed_up_at),
                    r.status,
                    r.supersedes,
                    r.version,
                    r.source.model_dump_json(),
                    r.embedder if vec is not None else None,
                    blob(vec),
                )
                for r, vec in inserts
            ],
        )
        for change in changes:
            cur = conn.execute(
                "UPDATE memories SET status = ?, valid_to = COALESCE(?, valid_to), "
                "updated_at = strftime('%s','now') WHERE tenant = ? AND user_id = ? AND id = ?",
                (change.status, stored_time(change.valid_to), scope.tenant, scope.user_id, change.memory_id),
            )
            if cur.rowcount != 1:
                raise StoreError(f"memory {change.memory_id} vanished during the write; retry")
        conn.executemany(
            "UPDATE memories SET last_seen_at = ?, confidence = ? WHERE tenant = ? AND user_id = ? AND id = ?",
            [(stored_time(r.last_seen_at), r.confidence, scope.tenant, scope.user_id, r.memory_id) for r in refreshes],
        )
        conn.executemany(
            "INSERT INTO history VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    h.id,
                    h.memory_id,
                    scope.tenant,
                    scope.user_id,
                    h.action,
                    None if h.old is None else json.dumps(h.old, default=str),
                    None if h.new is None else json.dumps(h.new, default=str),
                    h.actor,
                    h.reason,
                    stored_time(h.at),
                )
                for h in history
            ],
        )
        self._bump(conn, scope, "memories")

    async def get_memory(self, scope: Scope, memory_id: str) -> MemoryRecord | None:
        row = self._conn.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = ? AND user_id = ? AND id = ?",
            (scope.tenant, scope.user_id, memory_id),
        ).fetchone()
        return None if row is None else _memory(row)

    async def get_memories(self, scope: Scope, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        if not memory_ids:
            return []
        rows = self._conn.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = ? AND user_id = ? "
            f"AND id IN ({', '.join('?' * len(memory_ids))})",
            (scope.tenant, scope.user_id, *memory_ids),
        )
        return [_memory(r) for r in rows]

    async def find_by_hash(self, scope: Scope, content_hash: str) -> MemoryRecord | None:
        row = self._conn.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = ? AND user_id = ? AND content_hash = ? "
            "AND status = 'active' LIMIT 1",
            (scope.tenant, scope.user_id, content_hash),
        ).fetchone()
        return None if row is None else _memory(row)

    async def list_memories(
        self,
        scope: Scope,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        since: datetime | None = None,
        limit: int | None = None,
        newest_first: bool = True,
    ) -> list[MemoryRecord]:
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = ? AND user_id = ?"
        args: list[Any] = [scope.tenant, scope.user_id]
        if statuses:
            sql += f" AND status IN ({', '.join('?' * len(statuses))})"
            args += statuses
        if kinds:
            sql += f" AND kind IN ({', '.join('?' * len(kinds))})"
            args += kinds
        if since is not None:
            sql += " AND created_at >= ?"
            args.append(stored_time(since))
        sql += " ORDER BY created_at " + ("DESC" if newest_first else "ASC") + ", id"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [_memory(r) for r in self._conn.execute(sql, args)]

    async def due_events(self, scope: Scope, *, now: datetime, window_start: datetime) -> list[MemoryRecord]:
        rows = self._conn.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = ? AND user_id = ? AND event_at IS NOT NULL "
            "AND event_at BETWEEN ? AND ? AND status = 'active' AND followed_up_at IS NULL ORDER BY event_at DESC",
            (scope.tenant, scope.user_id, stored_time(window_start), stored_time(now)),
        )
        return [_memory(r) for r in rows]

    async def mark_followed_up(self, scope: Scope, memory_ids: Sequence[str], at: datetime) -> int:
        with self._tx() as conn:
            cur = conn.executemany(
                "UPDATE memories SET followed_up_at = ? WHERE tenant = ? AND user_id = ? AND id = ?",
                [(stored_time(at), scope.tenant, scope.user_id, i) for i in memory_ids],
            )
            self._bump(conn, scope, "memories")
            return cur.rowcount

    async def history(self, scope: Scope, memory_ids: Sequence[str] | None = None) -> list[HistoryEntry]:
        sql = "SELECT * FROM history WHERE tenant = ? AND user_id = ?"
        args: list[Any] = [scope.tenant, scope.user_id]
        if memory_ids is not None:
            sql += f" AND memory_id IN ({', '.join('?' * len(memory_ids))})"
            args += memory_ids
        rows = self._conn.execute(sql + " ORDER BY at, id", args)
        return [
            HistoryEntry(
                id=r["id"],
                memory_id=r["memory_id"],
                tenant=r["tenant"],
                user_id=r["user_id"],
                action=r["action"],
                old=None if r["old"] is None else json.loads(r["old"]),
                new=None if r["new"] is None else json.loads(r["new"]),
                actor=r["actor"],
                reason=r["reason"],
                at=read_time(r["at"]),
            )
            for r in rows
        ]

    async def revision(self, scope: Scope, corpus: Corpus) -> int:
        column = "memories_rev" if corpus == "memories" else "turns_rev"
        row = self._conn.execute(
            f"SELECT {column} FROM scopes WHERE tenant = ? AND user_id = ?", (scope.tenant, scope.user_id)
        ).fetchone()
        return 0 if row is None else int(row[0])

    async def index_rows(
        self, scope: Scope, corpus: Corpus, *, statuses: Sequence[MemoryStatus] = ("active",)
    ) -> IndexRows:
        if corpus == "memories":
            rows = self._conn.execute(
                "SELECT id, content, kind, tags, importance, created_at, last_seen_at, embedding, embedder, '', "
                "confidence "
                f"FROM memories WHERE tenant = ? AND user_id = ? AND status IN ({', '.join('?' * len(statuses))}) "
                "ORDER BY created_at, id",
                (scope.tenant, scope.user_id, *statuses),
            ).fetchall()
        else:
            rows = self._conn.execute(
                f"SELECT id, {TURN_TEXT}, role, '[]', 0.5, created_at, created_at, embedding, embedder, session_id "
                "FROM turns WHERE tenant = ? AND user_id = ? "
                "ORDER BY created_at, id",
                (scope.tenant, scope.user_id),
            ).fetchall()
        dims = {len(r[7]) // 4 for r in rows if r[7] is not None}
        if len(dims) > 1:
            raise StoreError(f"vectors of several dimensions {sorted(dims)} for {scope}; run `muninn reembed`")
        dim = dims.pop() if dims else 0
        has_vector = np.array([r[7] is not None for r in rows], dtype=bool)
        if has_vector.all():  # the usual case: one copy of the joined blobs instead of a per-row loop
            vectors = np.frombuffer(bytearray(b"".join(r[7] for r in rows)), dtype=np.float32).reshape(len(rows), dim)
        else:
            vectors = np.zeros((len(rows), dim), dtype=np.float32)
            for i, r in enumerate(rows):
                if r[7] is not None:
                    vectors[i] = np.frombuffer(r[7], dtype=np.float32)
        return IndexRows(
            ids=[r[0] for r in rows],
            texts=[r[1] for r in rows],
            kinds=[r[2] for r in rows],
            tags=[json.loads(r[3]) for r in rows],
            importance=np.array([r[4] for r in rows], dtype=np.float32),
            times=np.array([r[5] for r in rows], dtype=np.float64),
            seen=np.array([r[6] for r in rows], dtype=np.float64),
            vectors=vectors,
            has_vector=has_vector,
            embedders={r[8] for r in rows if r[8] is not None},
            sessions=[r[9] for r in rows],
            confidence=np.array([r[10] for r in rows], dtype=np.float32) if corpus == "memories" else None,
        )
