"""SQLite tables of the transcript: turns, and the embedding upkeep of turns and memories.

A mixin of :class:`~muninn.stores.sqlite.store.SQLiteStore`, one role per file. Turn ids are
chosen by clients ("1", "2", …), so they are unique per user, not per store: the same id for
another user is another turn, and the same id with other content for the same user is an error.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from muninn.domain.models import Scope, Turn
from muninn.stores.base import Corpus, Vector, refuse_changed_turns

TURN_COLUMNS = "id, tenant, user_id, session_id, role, name, content, created_at"
# What a turn's text is for search and embedding: the speaker's name, when known, then the text.
TURN_TEXT = "CASE WHEN name IS NULL THEN content ELSE name || ': ' || content END"


def _turn(row: sqlite3.Row) -> Turn:
    return Turn(
        id=row["id"],
        tenant=row["tenant"],
        user_id=row["user_id"],
        session_id=row["session_id"],
        role=row["role"],
        name=row["name"],
        content=row["content"],
        created_at=datetime.fromtimestamp(row["created_at"], UTC),
    )


def blob(vector: Vector | None) -> bytes | None:
    if vector is None:
        return None
    return np.ascontiguousarray(vector, dtype=np.float32).tobytes()


def _refuse_changed(conn: sqlite3.Connection, turns: Sequence[Turn]) -> None:
    for scope in {Scope(t.tenant, t.user_id) for t in turns}:
        ids = [t.id for t in turns if t.tenant == scope.tenant and t.user_id == scope.user_id]
        rows = conn.execute(
            f"SELECT tenant, user_id, id, session_id, role, content FROM turns WHERE tenant = ? AND user_id = ? "
            f"AND id IN ({', '.join('?' * len(ids))})",
            (scope.tenant, scope.user_id, *ids),
        )
        refuse_changed_turns(turns, rows)


class TurnTables:
    """Turns and vectors; see the module docstring."""

    _conn: sqlite3.Connection

    if TYPE_CHECKING:  # provided by SQLiteStore and WorkTables

        def _tx(self) -> contextlib.AbstractContextManager[sqlite3.Connection]: ...

        def _touch_sessions(self, conn: sqlite3.Connection, rows: Iterator[tuple[str, str, str, float]]) -> None: ...

        def _bump(self, conn: sqlite3.Connection, scope: Scope, corpus: Corpus) -> None: ...

    async def insert_turns(self, turns: Sequence[Turn]) -> int:
        if not turns:
            return 0
        with self._tx() as conn:
            return self._insert_turns(conn, turns)

    def _insert_turns(self, conn: sqlite3.Connection, turns: Sequence[Turn]) -> int:
        """Insert turns inside the caller's transaction; returns how many were new."""
        if not turns:
            return 0
        _refuse_changed(conn, turns)
        before = conn.total_changes
        conn.executemany(
            f"INSERT INTO turns ({TURN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tenant, user_id, id) DO NOTHING",
            [
                (t.id, t.tenant, t.user_id, t.session_id, t.role, t.name, t.content, t.created_at.timestamp())
                for t in turns
            ],
        )
        added = conn.total_changes - before
        self._touch_sessions(conn, ((t.tenant, t.user_id, t.session_id, t.created_at.timestamp()) for t in turns))
        for scope in {Scope(t.tenant, t.user_id) for t in turns}:
            self._bump(conn, scope, "turns")
        return added

    async def list_turns(self, scope: Scope, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        sql = f"SELECT {TURN_COLUMNS} FROM turns WHERE tenant = ? AND user_id = ?"
        args: list[Any] = [scope.tenant, scope.user_id]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        sql += " ORDER BY created_at DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [_turn(r) for r in reversed(self._conn.execute(sql, args).fetchall())]

    async def get_turns(self, scope: Scope, turn_ids: Sequence[str]) -> list[Turn]:
        if not turn_ids:
            return []
        rows = self._conn.execute(
            f"SELECT {TURN_COLUMNS} FROM turns WHERE tenant = ? AND user_id = ? "
            f"AND id IN ({', '.join('?' * len(turn_ids))}) ORDER BY created_at, id",
            (scope.tenant, scope.user_id, *turn_ids),
        )
        return [_turn(r) for r in rows]

    # embeddings -----------------------------------------------------------------------------

    async def missing_vectors(self, corpus: Corpus, *, embedder: str, limit: int) -> list[tuple[Scope, str, str]]:
        text = "content" if corpus == "memories" else TURN_TEXT
        rows = self._conn.execute(
            f"SELECT tenant, user_id, id, {text} FROM {corpus} WHERE embedder IS NULL OR embedder != ? "
            "ORDER BY tenant, user_id, id LIMIT ?",
            (embedder, limit),
        )
        return [(Scope(r[0], r[1]), r[2], r[3]) for r in rows]

    async def set_vectors(self, corpus: Corpus, rows: Sequence[tuple[Scope, str, Vector]], *, embedder: str) -> None:
        with self._tx() as conn:
            conn.executemany(
                f"UPDATE {corpus} SET embedding = ?, embedder = ? WHERE tenant = ? AND user_id = ? AND id = ?",
                [(blob(v), embedder, s.tenant, s.user_id, i) for s, i, v in rows],
            )
            for scope in {s for s, _, _ in rows}:
                self._bump(conn, scope, corpus)
