"""PostgreSQL tables of the transcript: turns, and the embedding upkeep of turns and memories.

A mixin of :class:`~muninn.stores.postgres.store.PostgresStore`, one role group per file. Turn
ids are chosen by clients, so they are unique per user: (tenant, user_id, id).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
from psycopg.rows import DictRow

from muninn.domain.models import Scope, Turn
from muninn.stores.base import Corpus, Vector, refuse_changed_turns
from muninn.stores.postgres.connection import Conn, PostgresBase, req_utc

TURN_COLUMNS = "id, tenant, user_id, session_id, role, name, content, created_at"
# What a turn's text is for search and embedding: the speaker's name, when known, then the text.
TURN_TEXT = "CASE WHEN name IS NULL THEN content ELSE name || ': ' || content END"


def vector_param(value: Vector | None) -> np.ndarray[Any, np.dtype[np.float32]] | None:
    """A vector as pgvector's adapter takes it."""
    return None if value is None else np.ascontiguousarray(value, dtype=np.float32)


def _turn(r: DictRow) -> Turn:
    return Turn(
        id=r["id"],
        tenant=r["tenant"],
        user_id=r["user_id"],
        session_id=r["session_id"],
        role=r["role"],
        name=r["name"],
        content=r["content"],
        created_at=req_utc(r["created_at"]),
    )


class TurnTables(PostgresBase):
    """Turns and vectors; see the module docstring."""

    if TYPE_CHECKING:  # provided by PostgresStore and WorkTables

        @staticmethod
        async def _bump(conn: Conn, scope: Scope, corpus: Corpus) -> None: ...

        @staticmethod
        async def _touch_sessions(conn: Conn, rows: Sequence[tuple[str, str, str, datetime]]) -> None: ...

    async def insert_turns(self, turns: Sequence[Turn]) -> int:
        if not turns:
            return 0
        async with self._tx() as conn:
            return await self._insert_turns(conn, turns)

    async def _insert_turns(self, conn: Conn, turns: Sequence[Turn]) -> int:
        """Insert turns inside the caller's transaction; returns how many were new."""
        if not turns:
            return 0
        stored = await conn.execute(
            "SELECT tenant, user_id, id, session_id, role, content FROM turns "
            "WHERE (tenant, user_id, id) IN (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[]))",
            ([t.tenant for t in turns], [t.user_id for t in turns], [t.id for t in turns]),
        )
        columns = ("tenant", "user_id", "id", "session_id", "role", "content")
        refuse_changed_turns(turns, [tuple(r[c] for c in columns) for r in await stored.fetchall()])
        cur = await conn.execute(
            f"INSERT INTO turns ({TURN_COLUMNS}) SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], "
            "%s::text[], %s::text[], %s::text[], %s::text[], %s::timestamptz[]) "
            "ON CONFLICT (tenant, user_id, id) DO NOTHING",
            (
                [t.id for t in turns],
                [t.tenant for t in turns],
                [t.user_id for t in turns],
                [t.session_id for t in turns],
                [t.role for t in turns],
                [t.name for t in turns],
                [t.content for t in turns],
                [t.created_at for t in turns],
            ),
        )
        added = cur.rowcount
        await self._touch_sessions(conn, [(t.tenant, t.user_id, t.session_id, t.created_at) for t in turns])
        for scope in sorted({Scope(t.tenant, t.user_id) for t in turns}, key=lambda s: (s.tenant, s.user_id)):
            await self._bump(conn, scope, "turns")
        return added

    async def list_turns(self, scope: Scope, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        sql = f"SELECT {TURN_COLUMNS} FROM turns WHERE tenant = %s AND user_id = %s"
        args: list[Any] = [scope.tenant, scope.user_id]
        if session_id is not None:
            sql += " AND session_id = %s"
            args.append(session_id)
        sql += " ORDER BY created_at DESC, id DESC"
        if limit is not None:
            sql += " LIMIT %s"
            args.append(limit)
        return [_turn(r) for r in reversed(await self._all(sql, args))]

    async def get_turns(self, scope: Scope, turn_ids: Sequence[str]) -> list[Turn]:
        if not turn_ids:
            return []
        rows = await self._all(
            f"SELECT {TURN_COLUMNS} FROM turns WHERE tenant = %s AND user_id = %s AND id = ANY(%s) "
            "ORDER BY created_at, id",
            (scope.tenant, scope.user_id, list(turn_ids)),
        )
        return [_turn(r) for r in rows]

    # embeddings -----------------------------------------------------------------------------

    async def missing_vectors(self, corpus: Corpus, *, embedder: str, limit: int) -> list[tuple[Scope, str, str]]:
        text = "content" if corpus == "memories" else TURN_TEXT
        rows = await self._all(
            f"SELECT tenant, user_id, id, {text} AS text FROM {corpus} "
            "WHERE embedder IS NULL OR embedder <> %s ORDER BY tenant, user_id, id LIMIT %s",
            (embedder, limit),
        )
        return [(Scope(r["tenant"], r["user_id"]), r["id"], r["text"]) for r in rows]

    async def set_vectors(self, corpus: Corpus, rows: Sequence[tuple[Scope, str, Vector]], *, embedder: str) -> None:
        if not rows:
            return
        async with self._tx() as conn:
            async with conn.cursor() as cur:
                await cur.executemany(
                    f"UPDATE {corpus} SET embedding = %s, embedder = %s WHERE tenant = %s AND user_id = %s AND id = %s",
                    [(vector_param(v), embedder, s.tenant, s.user_id, i) for s, i, v in rows],
                )
            for scope in sorted({s for s, _, _ in rows}, key=lambda s: (s.tenant, s.user_id)):
                await self._bump(conn, scope, corpus)
