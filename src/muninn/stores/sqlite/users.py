"""SQLite tables of a user as a whole: summaries, the profile, import of a whole document, erasure.

A mixin of :class:`~muninn.stores.sqlite.store.SQLiteStore`, one role group per file.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from muninn.domain.models import HistoryEntry, MemoryRecord, Scope, Summary, Turn
from muninn.stores.base import Corpus, Vector, refuse_outside
from muninn.stores.sqlite.migrations import USER_TABLES
from muninn.stores.sqlite.times import read_time, stored_time


class UserTables:
    """Summaries, profiles, import and erasure; see the module docstring."""

    _conn: sqlite3.Connection

    if TYPE_CHECKING:  # provided by SQLiteStore and TurnTables

        def _tx(self) -> contextlib.AbstractContextManager[sqlite3.Connection]: ...

        def _bump(self, conn: sqlite3.Connection, scope: Scope, corpus: Corpus) -> None: ...

        def _write_memories(
            self,
            conn: sqlite3.Connection,
            scope: Scope,
            inserts: Sequence[tuple[MemoryRecord, Vector | None]],
            *,
            history: Sequence[HistoryEntry] = (),
        ) -> None: ...

        def _insert_turns(self, conn: sqlite3.Connection, turns: Sequence[Turn]) -> int: ...

    # summaries and profile ------------------------------------------------------------------

    async def insert_summary(self, summary: Summary) -> None:
        with self._tx() as conn:
            self._insert_summary(conn, summary)

    def _insert_summary(self, conn: sqlite3.Connection, s: Summary) -> None:
        self._bump(conn, Scope(s.tenant, s.user_id), "memories")
        conn.execute(
            "INSERT INTO summaries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                s.id,
                s.tenant,
                s.user_id,
                stored_time(s.period_start),
                stored_time(s.period_end),
                s.text,
                json.dumps(s.memory_ids),
                s.fact_count,
                stored_time(s.created_at),
            ),
        )

    async def latest_summary(self, scope: Scope) -> Summary | None:
        r = self._conn.execute(
            "SELECT * FROM summaries WHERE tenant = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1",
            (scope.tenant, scope.user_id),
        ).fetchone()
        if r is None:
            return None
        return Summary(
            id=r["id"],
            tenant=r["tenant"],
            user_id=r["user_id"],
            period_start=read_time(r["period_start"]),
            period_end=read_time(r["period_end"]),
            text=r["text"],
            memory_ids=json.loads(r["memory_ids"]),
            fact_count=r["fact_count"],
            created_at=read_time(r["created_at"]),
        )

    async def get_profile(self, scope: Scope) -> dict[str, Any]:
        row = self._conn.execute(
            "SELECT fields FROM profiles WHERE tenant = ? AND user_id = ?", (scope.tenant, scope.user_id)
        ).fetchone()
        return {} if row is None else dict(json.loads(row[0]))

    async def set_profile(self, scope: Scope, fields: dict[str, Any]) -> None:
        with self._tx() as conn:
            self._set_profile(conn, scope, fields)

    def _set_profile(self, conn: sqlite3.Connection, scope: Scope, fields: dict[str, Any]) -> None:
        conn.execute(
            "INSERT INTO profiles VALUES (?, ?, ?, strftime('%s','now')) ON CONFLICT (tenant, user_id) "
            "DO UPDATE SET fields = excluded.fields, updated_at = excluded.updated_at",
            (scope.tenant, scope.user_id, json.dumps(fields)),
        )
        self._bump(conn, scope, "memories")

    # users ----------------------------------------------------------------------------------

    async def list_users(self, tenant: str) -> list[str]:
        rows = self._conn.execute("SELECT user_id FROM scopes WHERE tenant = ? ORDER BY user_id", (tenant,))
        return [r[0] for r in rows]

    async def count_user(self, scope: Scope) -> dict[str, int]:
        # one statement, so the counts are of one snapshot (the erase confirmation quotes them)
        query = " UNION ALL ".join(
            f"SELECT '{table}', COUNT(*) FROM {table} WHERE tenant = ? AND user_id = ?" for table in USER_TABLES
        )
        rows = self._conn.execute(query, (scope.tenant, scope.user_id) * len(USER_TABLES))
        return {table: int(n) for table, n in rows}

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
        with self._tx() as conn:
            self._write_memories(conn, scope, memories, history=history)
            added = self._insert_turns(conn, turns)
            for summary in summaries:
                self._insert_summary(conn, summary)
            if profile is not None:
                self._set_profile(conn, scope, profile)
        return added

    async def erase_user(self, scope: Scope) -> dict[str, int]:
        """Delete the user's rows in every table (zeros included in the receipt), then move the
        write-ahead log into the file and truncate it: with ``secure_delete`` the erased text is
        then in neither file (old page versions in the WAL would otherwise keep it)."""
        removed: dict[str, int] = {}
        with self._tx() as conn:
            for table in USER_TABLES:
                cur = conn.execute(
                    f"DELETE FROM {table} WHERE tenant = ? AND user_id = ?", (scope.tenant, scope.user_id)
                )
                removed[table] = cur.rowcount
        # A reader in another process can hold the checkpoint back; the next erase (or SQLite's
        # automatic checkpoint) completes it.
        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return removed
