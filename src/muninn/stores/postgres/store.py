"""PostgreSQL + pgvector implementation of :class:`~muninn.stores.base.Store`.

Same semantics as the SQLite store, row for row; the contract suite runs on both. Search stays
where it is: :meth:`PostgresStore.index_rows` hands one user's rows to the in-process index.
Every write is one transaction; every query names (tenant, user_id) first.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import numpy as np
from pgvector import Vector as PgVector
from psycopg.rows import DictRow
from psycopg.types.json import Json

from muninn.domain.models import HistoryEntry, MemoryRecord, MemoryStatus, Scope, Source, Summary, Turn
from muninn.errors import StoreError
from muninn.stores.base import Corpus, IndexRows, Refresh, StatusChange, Vector, refuse_outside
from muninn.stores.postgres.connection import Conn, req_utc, utc
from muninn.stores.postgres.migrations import ERASE_TABLES
from muninn.stores.postgres.turns import TURN_TEXT, TurnTables, vector_param
from muninn.stores.postgres.work import WorkTables

MEMORY_COLUMNS = (
    "id, tenant, user_id, agent_id, kind, content, content_hash, tags, importance, confidence, "
    "event_at, valid_from, valid_to, created_at, updated_at, last_seen_at, followed_up_at, "
    "status, supersedes, version, source, embedder"
)
# What a turn's text is for search and embedding: the speaker's name, when known, then the text.
_REV = {"memories": "memories_rev", "turns": "turns_rev"}


def _memory(r: DictRow) -> MemoryRecord:
    return MemoryRecord(
        id=r["id"],
        tenant=r["tenant"],
        user_id=r["user_id"],
        agent_id=r["agent_id"],
        kind=r["kind"],
        content=r["content"],
        content_hash=r["content_hash"],
        tags=r["tags"],
        importance=r["importance"],
        confidence=r["confidence"],
        event_at=utc(r["event_at"]),
        valid_from=req_utc(r["valid_from"]),
        valid_to=utc(r["valid_to"]),
        created_at=req_utc(r["created_at"]),
        updated_at=req_utc(r["updated_at"]),
        last_seen_at=req_utc(r["last_seen_at"]),
        followed_up_at=utc(r["followed_up_at"]),
        status=r["status"],
        supersedes=r["supersedes"],
        version=r["version"],
        source=Source.model_validate(r["source"]),
        embedder=r["embedder"],
    )


def _dumps(value: Any) -> str:
    return json.dumps(value, default=str)


class PostgresStore(TurnTables, WorkTables):
    """The scaled-out store; see the module docstring."""

    @classmethod
    def from_url(cls, url: str) -> PostgresStore:
        """``postgresql://user:password@host:port/database`` (``postgres://`` works too); any libpq URI."""
        return cls(url)

    @staticmethod
    async def _bump(conn: Conn, scope: Scope, corpus: Corpus) -> None:
        column = _REV[corpus]
        await conn.execute(
            f"INSERT INTO scopes (tenant, user_id, {column}) VALUES (%s, %s, 1) "
            f"ON CONFLICT (tenant, user_id) DO UPDATE SET {column} = scopes.{column} + 1",
            (scope.tenant, scope.user_id),
        )

    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key = %s", (key,))
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta VALUES (%s, %s) ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)
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
        async with self._tx() as conn:
            await self._write_memories(conn, scope, inserts, changes, refreshes, history)

    async def _write_memories(
        self,
        conn: Conn,
        scope: Scope,
        inserts: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        changes: Sequence[StatusChange] = (),
        refreshes: Sequence[Refresh] = (),
        history: Sequence[HistoryEntry] = (),
    ) -> None:
        refuse_outside(scope, (record for record, _ in inserts))
        async with conn.cursor() as cur:
            if inserts:
                await cur.executemany(
                    f"INSERT INTO memories ({MEMORY_COLUMNS}, embedding) VALUES ({', '.join(['%s'] * 23)})",
                    [
                        (
                            r.id,
                            r.tenant,
                            r.user_id,
                            r.agent_id,
                            r.kind,
                            r.content,
                            r.content_hash,
                            r.tags,
                            r.importance,
                            r.confidence,
                            r.event_at,
                            r.valid_from,
                            r.valid_to,
                            r.created_at,
                            r.updated_at,
                            r.last_seen_at,
                            r.followed_up_at,
                            r.status,
                            r.supersedes,
                            r.version,
                            Json(r.source.model_dump(mode="json")),
                            r.embedder if vec is not None else None,
                            vector_param(vec),
                        )
                        for r, vec in inserts
                    ],
                )
            for change in changes:
                await cur.execute(
                    "UPDATE memories SET status = %s, valid_to = COALESCE(%s, valid_to), updated_at = now() "
                    "WHERE tenant = %s AND user_id = %s AND id = %s",
                    (change.status, change.valid_to, scope.tenant, scope.user_id, change.memory_id),
                )
                if cur.rowcount != 1:
                    raise StoreError(f"memory {change.memory_id} vanished during the write; retry")
            if refreshes:
                await cur.executemany(
                    "UPDATE memories SET last_seen_at = %s, confidence = %s "
                    "WHERE tenant = %s AND user_id = %s AND id = %s",
                    [(r.last_seen_at, r.confidence, scope.tenant, scope.user_id, r.memory_id) for r in refreshes],
                )
            if history:
                await cur.executemany(
                    "INSERT INTO history (id, memory_id, tenant, user_id, action, old, new, actor, reason, at) "
                    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                    [
                        (
                            h.id,
                            h.memory_id,
                            scope.tenant,
                            scope.user_id,
                            h.action,
                            None if h.old is None else Json(h.old, dumps=_dumps),
                            None if h.new is None else Json(h.new, dumps=_dumps),
                            h.actor,
                            h.reason,
                            h.at,
                        )
                        for h in history
                    ],
                )
            await self._bump(conn, scope, "memories")

    async def get_memory(self, scope: Scope, memory_id: str) -> MemoryRecord | None:
        row = await self._one(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = %s AND user_id = %s AND id = %s",
            (scope.tenant, scope.user_id, memory_id),
        )
        return None if row is None else _memory(row)

    async def get_memories(self, scope: Scope, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        if not memory_ids:
            return []
        rows = await self._all(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = %s AND user_id = %s AND id = ANY(%s)",
            (scope.tenant, scope.user_id, list(memory_ids)),
        )
        return [_memory(r) for r in rows]

    async def find_by_hash(self, scope: Scope, content_hash: str) -> MemoryRecord | None:
        row = await self._one(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = %s AND user_id = %s AND content_hash = %s "
            "AND status = 'active' LIMIT 1",
            (scope.tenant, scope.user_id, content_hash),
        )
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
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = %s AND user_id = %s"
        args: list[Any] = [scope.tenant, scope.user_id]
        if statuses:
            sql += " AND status = ANY(%s)"
            args.append(list(statuses))
        if kinds:
            sql += " AND kind = ANY(%s)"
            args.append(list(kinds))
        if since is not None:
            sql += " AND created_at >= %s"
            args.append(since)
        sql += " ORDER BY created_at " + ("DESC" if newest_first else "ASC") + ", id"
        if limit is not None:
            sql += " LIMIT %s"
            args.append(limit)
        return [_memory(r) for r in await self._all(sql, args)]

    async def due_events(self, scope: Scope, *, now: datetime, window_start: datetime) -> list[MemoryRecord]:
        rows = await self._all(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE tenant = %s AND user_id = %s AND event_at IS NOT NULL "
            "AND event_at BETWEEN %s AND %s AND status = 'active' AND followed_up_at IS NULL ORDER BY event_at DESC",
            (scope.tenant, scope.user_id, window_start, now),
        )
        return [_memory(r) for r in rows]

    async def mark_followed_up(self, scope: Scope, memory_ids: Sequence[str], at: datetime) -> int:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE memories SET followed_up_at = %s WHERE tenant = %s AND user_id = %s AND id = ANY(%s)",
                (at, scope.tenant, scope.user_id, list(memory_ids)),
            )
            await self._bump(conn, scope, "memories")
            return cur.rowcount

    async def history(self, scope: Scope, memory_ids: Sequence[str] | None = None) -> list[HistoryEntry]:
        sql = "SELECT * FROM history WHERE tenant = %s AND user_id = %s"
        args: list[Any] = [scope.tenant, scope.user_id]
        if memory_ids is not None:
            sql += " AND memory_id = ANY(%s)"
            args.append(list(memory_ids))
        rows = await self._all(sql + " ORDER BY at, id", args)
        return [HistoryEntry(**(r | {"at": req_utc(r["at"])})) for r in rows]

    async def revision(self, scope: Scope, corpus: Corpus) -> int:
        row = await self._one(
            f"SELECT {_REV[corpus]} AS rev FROM scopes WHERE tenant = %s AND user_id = %s",
            (scope.tenant, scope.user_id),
        )
        return 0 if row is None else int(row["rev"])

    async def index_rows(
        self, scope: Scope, corpus: Corpus, *, statuses: Sequence[MemoryStatus] = ("active",)
    ) -> IndexRows:
        if corpus == "memories":
            sql = (
                "SELECT id, content AS text, kind, tags, importance, created_at AS t, last_seen_at AS seen, "
                "embedding, embedder, '' AS session, confidence FROM memories "
                "WHERE tenant = %s AND user_id = %s AND status = ANY(%s) ORDER BY created_at, id"
            )
            args: tuple[Any, ...] = (scope.tenant, scope.user_id, list(statuses))
        else:
            sql = (
                f"SELECT id, {TURN_TEXT} AS text, role AS kind, '{{}}'::text[] AS tags, 0.5::float8 AS importance, "
                "created_at AS t, created_at AS seen, embedding, embedder, session_id AS session, NULL AS confidence "
                "FROM turns "
                "WHERE tenant = %s AND user_id = %s ORDER BY created_at, id"
            )
            args = (scope.tenant, scope.user_id)
        # binary: vectors arrive as packed float32, not as text to parse
        rows = await self._all(sql, args, binary=True)
        vecs: list[np.ndarray[Any, np.dtype[np.float32]] | None] = [
            None if r["embedding"] is None else _as_array(r["embedding"]) for r in rows
        ]
        dims = {len(v) for v in vecs if v is not None}
        if len(dims) > 1:
            raise StoreError(f"vectors of several dimensions {sorted(dims)} for {scope}; run `muninn reembed`")
        dim = dims.pop() if dims else 0
        has_vector = np.array([v is not None for v in vecs], dtype=bool)
        if rows and has_vector.all():  # the usual case: one copy instead of a per-row loop
            vectors = np.stack([v for v in vecs if v is not None])
        else:
            vectors = np.zeros((len(rows), dim), dtype=np.float32)
            for i, v in enumerate(vecs):
                if v is not None:
                    vectors[i] = v
        return IndexRows(
            ids=[r["id"] for r in rows],
            texts=[r["text"] for r in rows],
            kinds=[r["kind"] for r in rows],
            tags=[list(r["tags"]) for r in rows],
            importance=np.array([r["importance"] for r in rows], dtype=np.float32),
            times=np.array([r["t"].timestamp() for r in rows], dtype=np.float64),
            seen=np.array([r["seen"].timestamp() for r in rows], dtype=np.float64),
            vectors=vectors,
            has_vector=has_vector,
            embedders={r["embedder"] for r in rows if r["embedder"] is not None},
            sessions=[r["session"] for r in rows],
            confidence=np.array([r["confidence"] for r in rows], dtype=np.float32) if corpus == "memories" else None,
        )

    # summaries and profile ------------------------------------------------------------------

    async def insert_summary(self, summary: Summary) -> None:
        async with self._tx() as conn:
            await self._insert_summary(conn, summary)

    async def _insert_summary(self, conn: Conn, s: Summary) -> None:
        await self._bump(conn, Scope(s.tenant, s.user_id), "memories")
        await conn.execute(
            "INSERT INTO summaries (id, tenant, user_id, period_start, period_end, text, memory_ids, fact_count, "
            "created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (
                s.id,
                s.tenant,
                s.user_id,
                s.period_start,
                s.period_end,
                s.text,
                s.memory_ids,
                s.fact_count,
                s.created_at,
            ),
        )

    async def latest_summary(self, scope: Scope) -> Summary | None:
        r = await self._one(
            "SELECT id, tenant, user_id, period_start, period_end, text, memory_ids, fact_count, created_at "
            "FROM summaries WHERE tenant = %s AND user_id = %s ORDER BY created_at DESC, id DESC LIMIT 1",
            (scope.tenant, scope.user_id),
        )
        if r is None:
            return None
        times = {k: req_utc(r[k]) for k in ("period_start", "period_end", "created_at")}
        return Summary(**(r | times))

    async def get_profile(self, scope: Scope) -> dict[str, Any]:
        row = await self._one(
            "SELECT fields FROM profiles WHERE tenant = %s AND user_id = %s", (scope.tenant, scope.user_id)
        )
        return {} if row is None else dict(row["fields"])

    async def set_profile(self, scope: Scope, fields: dict[str, Any]) -> None:
        async with self._tx() as conn:
            await self._set_profile(conn, scope, fields)

    async def _set_profile(self, conn: Conn, scope: Scope, fields: dict[str, Any]) -> None:
        await conn.execute(
            "INSERT INTO profiles VALUES (%s, %s, %s, now()) ON CONFLICT (tenant, user_id) "
            "DO UPDATE SET fields = excluded.fields, updated_at = excluded.updated_at",
            (scope.tenant, scope.user_id, Json(fields)),
        )
        await self._bump(conn, scope, "memories")

    # users ----------------------------------------------------------------------------------

    async def list_users(self, tenant: str) -> list[str]:
        rows = await self._all("SELECT user_id FROM scopes WHERE tenant = %s ORDER BY user_id", (tenant,))
        return [r["user_id"] for r in rows]

    async def import_rows(
        self,
        scope: Scope,
        *,
        memories: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        history: Sequence[HistoryEntry] = (),
        turns: Sequence[Turn] = (),
        summaries: Sequence[Summary] = (),
        profile: dict[str, Any] | None = None,
    ) -> int:
        refuse_outside(scope, [*turns, *summaries])
        async with self._tx() as conn:
            await self._write_memories(conn, scope, memories, history=history)
            added = await self._insert_turns(conn, turns)
            for summary in summaries:
                await self._insert_summary(conn, summary)
            if profile is not None:
                await self._set_profile(conn, scope, profile)
        return added

    async def count_user(self, scope: Scope) -> dict[str, int]:
        # one statement, so the counts are of one snapshot (the erase confirmation quotes them)
        query = " UNION ALL ".join(
            f"SELECT '{table}' AS name, COUNT(*) AS n FROM {table} WHERE tenant = %s AND user_id = %s"
            for table in ERASE_TABLES
        )
        rows = await self._all(query, (scope.tenant, scope.user_id) * len(ERASE_TABLES))
        return {r["name"]: int(r["n"]) for r in rows}

    async def erase_user(self, scope: Scope) -> dict[str, int]:
        removed: dict[str, int] = {}
        # The jobs first: deleting their rows waits for a fenced write of a running job (which holds
        # its job row FOR SHARE) to commit, so the deletes after it see what that write added.
        order = ("jobs", *(t for t in ERASE_TABLES if t != "jobs"))
        async with self._tx() as conn:
            for table in order:
                cur = await conn.execute(
                    f"DELETE FROM {table} WHERE tenant = %s AND user_id = %s", (scope.tenant, scope.user_id)
                )
                removed[table] = cur.rowcount
        return {table: removed[table] for table in ERASE_TABLES}


def _as_array(value: PgVector | np.ndarray[Any, np.dtype[np.float32]]) -> np.ndarray[Any, np.dtype[np.float32]]:
    return value.to_numpy() if isinstance(value, PgVector) else np.asarray(value, dtype=np.float32)
