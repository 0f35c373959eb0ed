"""SQLite tables of background work: sessions, jobs, counters and LLM-call telemetry.

A mixin of :class:`~muninn.stores.sqlite.store.SQLiteStore`, kept apart so each file holds one
concern. Claiming takes ``BEGIN IMMEDIATE``, so workers in several processes never take the
same job, and a user with a job under a live lease gets no second one: writes for one user are
serialised across every worker.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from muninn.domain.ids import new_id
from muninn.domain.models import ApiKey, Job, JobState, LLMCall, Scope, SessionInfo
from muninn.domain.scrub import Forgotten, redact_error, scrub_result
from muninn.errors import LeaseLost

INSERT_COLUMNS = (
    "id, tenant, user_id, kind, idempotency_key, payload, state, attempts, next_run_at, last_error, "
    "result, created_at, updated_at, finished_at"
)
JOB_COLUMNS = INSERT_COLUMNS + ", lease"


# The condition of every write by a job's owner: the claim's token still holds the job.
_OWNED = "WHERE id = ? AND lease = ? AND state = 'running'"


def _dt(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


def _job(r: sqlite3.Row) -> Job:
    return Job(
        id=r["id"],
        tenant=r["tenant"],
        user_id=r["user_id"],
        kind=r["kind"],
        key=r["idempotency_key"],
        payload=json.loads(r["payload"]),
        state=r["state"],
        attempts=r["attempts"],
        next_run_at=datetime.fromtimestamp(r["next_run_at"], UTC),
        last_error=r["last_error"],
        result=None if r["result"] is None else json.loads(r["result"]),
        created_at=datetime.fromtimestamp(r["created_at"], UTC),
        updated_at=datetime.fromtimestamp(r["updated_at"], UTC),
        finished_at=_dt(r["finished_at"]),
        lease=r["lease"],
    )


class WorkTables:
    """Sessions, jobs, counters and telemetry; see the module docstring."""

    _conn: sqlite3.Connection

    def _tx(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:  # provided by SQLiteStore
        raise NotImplementedError

    # sessions -------------------------------------------------------------------------------

    def _touch_sessions(self, conn: sqlite3.Connection, rows: Iterator[tuple[str, str, str, float]]) -> None:
        conn.executemany(
            "INSERT INTO sessions (tenant, user_id, session_id, started_at, last_turn_at) VALUES (?, ?, ?, ?, ?5) "
            "ON CONFLICT (tenant, user_id, session_id) DO UPDATE SET "
            "started_at = min(started_at, excluded.started_at), "
            "last_turn_at = max(last_turn_at, excluded.last_turn_at)",
            [(t, u, s, at, at) for t, u, s, at in rows],
        )

    async def get_session(self, scope: Scope, session_id: str) -> SessionInfo | None:
        r = self._conn.execute(
            "SELECT * FROM sessions WHERE tenant = ? AND user_id = ? AND session_id = ?",
            (scope.tenant, scope.user_id, session_id),
        ).fetchone()
        if r is None:
            return None
        return SessionInfo(
            tenant=r["tenant"],
            user_id=r["user_id"],
            session_id=r["session_id"],
            started_at=datetime.fromtimestamp(r["started_at"], UTC),
            last_turn_at=datetime.fromtimestamp(r["last_turn_at"], UTC),
            extracted_until=_dt(r["extracted_until"] or None),
            ended_at=_dt(r["ended_at"]),
            rolling_summary=r["rolling_summary"],
            summarised_until=_dt(r["summarised_until"]),
        )

    async def set_rolling_summary(self, scope: Scope, session_id: str, text: str, until: datetime) -> None:
        with self._tx() as conn:
            conn.execute(
                "UPDATE sessions SET rolling_summary = ?, summarised_until = ? "
                "WHERE tenant = ? AND user_id = ? AND session_id = ? AND coalesce(summarised_until, 0) < ?",
                (text, until.timestamp(), scope.tenant, scope.user_id, session_id, until.timestamp()),
            )

    async def mark_extracted(self, scope: Scope, session_id: str, until: datetime) -> None:
        with self._tx() as conn:
            conn.execute(
                "UPDATE sessions SET extracted_until = max(extracted_until, ?) "
                "WHERE tenant = ? AND user_id = ? AND session_id = ?",
                (until.timestamp(), scope.tenant, scope.user_id, session_id),
            )

    async def end_session(self, scope: Scope, session_id: str, at: datetime) -> bool:
        with self._tx() as conn:
            cur = conn.execute(
                "UPDATE sessions SET ended_at = ? WHERE tenant = ? AND user_id = ? AND session_id = ? "
                "AND ended_at IS NULL",
                (at.timestamp(), scope.tenant, scope.user_id, session_id),
            )
            return cur.rowcount == 1

    # jobs -----------------------------------------------------------------------------------

    async def enqueue_job(self, job: Job) -> tuple[Job, bool]:
        with self._tx() as conn:
            cur = conn.execute(
                f"INSERT INTO jobs ({INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (tenant, user_id, idempotency_key) DO NOTHING",
                (
                    job.id,
                    job.tenant,
                    job.user_id,
                    job.kind,
                    job.key,
                    json.dumps(job.payload),
                    job.state,
                    job.attempts,
                    job.next_run_at.timestamp(),
                    job.last_error,
                    None if job.result is None else json.dumps(job.result),
                    job.created_at.timestamp(),
                    job.updated_at.timestamp(),
                    None,
                ),
            )
            created = cur.rowcount == 1
            row = conn.execute(
                f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = ? AND user_id = ? AND idempotency_key = ?",
                (job.tenant, job.user_id, job.key),
            ).fetchone()
        return _job(row), created

    async def claim_jobs(self, *, now: datetime, limit: int, lease_seconds: float) -> list[Job]:
        ts = now.timestamp()
        with self._tx() as conn:
            rows = conn.execute(
                f"SELECT {JOB_COLUMNS} FROM jobs j WHERE state IN ('queued', 'running') AND next_run_at <= ? "
                "AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.tenant = j.tenant AND r.user_id = j.user_id "
                "AND r.state = 'running' AND r.next_run_at > ?) ORDER BY next_run_at, id LIMIT ?",
                (ts, ts, limit * 4),
            ).fetchall()
            taken: list[Job] = []
            users: set[tuple[str, str]] = set()
            for row in rows:
                user = (row["tenant"], row["user_id"])
                if user in users or len(taken) >= limit:
                    continue
                users.add(user)
                lease = new_id()
                conn.execute(
                    "UPDATE jobs SET state = 'running', attempts = attempts + 1, next_run_at = ?, updated_at = ?, "
                    "lease = ? WHERE id = ?",
                    (ts + lease_seconds, ts, lease, row["id"]),
                )
                taken.append(
                    _job(row).model_copy(
                        update={
                            "state": "running",
                            "attempts": row["attempts"] + 1,
                            "next_run_at": datetime.fromtimestamp(ts + lease_seconds, UTC),
                            "updated_at": now,
                            "lease": lease,
                        }
                    )
                )
        return taken

    @staticmethod
    def _owned(conn: sqlite3.Connection, sql: str, args: tuple[Any, ...], job_id: str, lease: str) -> None:
        """Run ``sql`` (ending in ``WHERE id = ? AND lease = ? AND state = 'running'``); LeaseLost
        when it matched nothing, so a stale worker changes nothing."""
        if conn.execute(sql, (*args, job_id, lease)).rowcount != 1:
            raise LeaseLost(f"job {job_id} is no longer owned by this worker (its lease ran out); its work is dropped")

    async def renew_job(self, job_id: str, *, lease: str, until: datetime) -> bool:
        with self._tx() as conn:
            cur = conn.execute(f"UPDATE jobs SET next_run_at = ? {_OWNED}", (until.timestamp(), job_id, lease))
            return cur.rowcount == 1

    async def finish_job(self, job_id: str, *, lease: str, result: dict[str, Any], at: datetime) -> None:
        with self._tx() as conn:
            self._owned(
                conn,
                "UPDATE jobs SET state = 'done', result = ?, last_error = NULL, updated_at = ?, finished_at = ?, "
                f"lease = NULL {_OWNED}",
                (json.dumps(result), at.timestamp(), at.timestamp()),
                job_id,
                lease,
            )

    async def checkpoint_job(self, job_id: str, *, lease: str, result: dict[str, Any]) -> None:
        with self._tx() as conn:
            self._owned(conn, f"UPDATE jobs SET result = ? {_OWNED}", (json.dumps(result),), job_id, lease)

    async def fail_job(self, job_id: str, *, lease: str, error: str, retry_at: datetime | None, at: datetime) -> Job:
        with self._tx() as conn:
            if retry_at is None:
                sql = "UPDATE jobs SET state = 'dead', last_error = ?, updated_at = ?, finished_at = ?, lease = NULL "
                args: tuple[Any, ...] = (error, at.timestamp(), at.timestamp())
            else:
                sql = "UPDATE jobs SET state = 'queued', last_error = ?, next_run_at = ?, updated_at = ?, lease = NULL "
                args = (error, retry_at.timestamp(), at.timestamp())
            self._owned(conn, sql + _OWNED, args, job_id, lease)
            row = conn.execute(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = ?", (job_id,)).fetchone()
        return _job(row)

    async def release_job(self, job_id: str, *, lease: str, at: datetime) -> None:
        with self._tx() as conn:
            self._owned(
                conn,
                "UPDATE jobs SET state = 'queued', attempts = max(attempts - 1, 0), next_run_at = ?, updated_at = ?, "
                f"lease = NULL {_OWNED}",
                (at.timestamp(), at.timestamp()),
                job_id,
                lease,
            )

    async def get_job(self, tenant: str, job_id: str) -> Job | None:
        row = self._conn.execute(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = ? AND id = ?", (tenant, job_id)
        ).fetchone()
        return None if row is None else _job(row)

    async def list_jobs(
        self, tenant: str, *, states: Sequence[JobState] = (), user_id: str | None = None, limit: int = 100
    ) -> list[Job]:
        sql = f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = ?"
        args: list[Any] = [tenant]
        if states:
            sql += f" AND state IN ({', '.join('?' * len(states))})"
            args += states
        if user_id is not None:
            sql += " AND user_id = ?"
            args.append(user_id)
        sql += " ORDER BY created_at DESC, id DESC LIMIT ?"
        args.append(limit)
        return [_job(r) for r in self._conn.execute(sql, args)]

    async def retry_job(self, tenant: str, job_id: str, *, at: datetime) -> bool:
        with self._tx() as conn:
            cur = conn.execute(
                "UPDATE jobs SET state = 'queued', attempts = 0, next_run_at = ?, updated_at = ?, finished_at = NULL, "
                "lease = NULL WHERE tenant = ? AND id = ? AND state = 'dead'",
                (at.timestamp(), at.timestamp(), tenant, job_id),
            )
            return cur.rowcount == 1

    async def purge_jobs(self, tenant: str, *, states: Sequence[JobState]) -> int:
        with self._tx() as conn:
            cur = conn.execute(
                f"DELETE FROM jobs WHERE tenant = ? AND state IN ({', '.join('?' * len(states))})", (tenant, *states)
            )
            return cur.rowcount

    async def scrub_job_results(self, scope: Scope, *, memory_ids: Sequence[str], contents: Sequence[str]) -> int:
        forgotten = Forgotten.of(memory_ids, contents)
        removed = 0
        with self._tx() as conn:
            rows = conn.execute(
                "SELECT id, result, last_error FROM jobs WHERE tenant = ? AND user_id = ? "
                "AND (result IS NOT NULL OR last_error IS NOT NULL)",
                (scope.tenant, scope.user_id),
            ).fetchall()
            for row in rows:
                result = None if row["result"] is None else json.loads(row["result"])
                scrubbed, n = scrub_result(result, forgotten)
                error = redact_error(row["last_error"], forgotten.contents)
                if n or error != row["last_error"]:
                    conn.execute(
                        "UPDATE jobs SET result = ?, last_error = ? WHERE id = ?",
                        (None if scrubbed is None else json.dumps(scrubbed), error, row["id"]),
                    )
                removed += n
            # a provider error may quote what the server sent, and so the model's answer
            calls = conn.execute(
                "SELECT id, error FROM llm_calls WHERE tenant = ? AND user_id = ? AND error IS NOT NULL",
                (scope.tenant, scope.user_id),
            ).fetchall()
            for call in calls:
                error = redact_error(call["error"], forgotten.contents)
                if error != call["error"]:
                    conn.execute("UPDATE llm_calls SET error = ? WHERE id = ?", (error, call["id"]))
        return removed

    # counters and telemetry -----------------------------------------------------------------

    async def bump_counters(self, scope: Scope, deltas: dict[str, int]) -> None:
        with self._tx() as conn:
            conn.executemany(
                "INSERT INTO counters VALUES (?, ?, ?, ?) ON CONFLICT (tenant, user_id, name) "
                "DO UPDATE SET value = value + excluded.value",
                [(scope.tenant, scope.user_id, name, n) for name, n in deltas.items() if n],
            )

    async def counters(self, tenant: str, *, user_id: str | None = None) -> dict[str, int]:
        sql = "SELECT name, sum(value) FROM counters WHERE tenant = ?"
        args: list[Any] = [tenant]
        if user_id is not None:
            sql += " AND user_id = ?"
            args.append(user_id)
        return {r[0]: int(r[1]) for r in self._conn.execute(sql + " GROUP BY name ORDER BY name", args)}

    async def record_llm_call(self, call: LLMCall) -> None:
        c = call
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO llm_calls VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    c.id,
                    c.at.timestamp(),
                    c.tenant,
                    c.user_id,
                    c.purpose,
                    c.provider,
                    c.model,
                    c.latency_ms,
                    c.status,
                    c.prompt_tokens,
                    c.completion_tokens,
                    c.turn_id,
                    c.job_id,
                    c.error,
                ),
            )

    async def list_llm_calls(
        self, *, tenant: str | None, limit: int = 100, purpose: str | None = None
    ) -> list[LLMCall]:
        sql = "SELECT * FROM llm_calls WHERE (? IS NULL OR tenant = ?)"
        args: list[Any] = [tenant, tenant]
        if purpose is not None:
            sql += " AND purpose = ?"
            args.append(purpose)
        rows = self._conn.execute(sql + " ORDER BY at DESC, id DESC LIMIT ?", (*args, limit))
        calls = []
        for r in rows:
            fields = {k: r[k] for k in r.keys()}  # noqa: SIM118 - iterating a Row yields values, not keys
            calls.append(LLMCall(**(fields | {"at": datetime.fromtimestamp(r["at"], UTC)})))
        return calls

    async def reset_llm_calls(self, *, tenant: str | None) -> int:
        with self._tx() as conn:
            return conn.execute("DELETE FROM llm_calls WHERE (? IS NULL OR tenant = ?)", (tenant, tenant)).rowcount

    # API keys -------------------------------------------------------------------------------

    async def insert_api_key(self, key: ApiKey) -> None:
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, ?, ?)",
                (key.id, key.tenant, key.name, key.key_hash, key.prefix, key.created_at.timestamp(), None),
            )

    @staticmethod
    def _key(r: sqlite3.Row) -> ApiKey:
        return ApiKey(
            id=r["id"],
            tenant=r["tenant"],
            name=r["name"],
            key_hash=r["key_hash"],
            prefix=r["prefix"],
            created_at=datetime.fromtimestamp(r["created_at"], UTC),
            revoked_at=_dt(r["revoked_at"]),
        )

    async def find_api_key(self, key_hash: str) -> ApiKey | None:
        row = self._conn.execute("SELECT * FROM api_keys WHERE key_hash = ?", (key_hash,)).fetchone()
        return None if row is None else self._key(row)

    async def list_api_keys(self, *, tenant: str | None = None) -> list[ApiKey]:
        rows = self._conn.execute(
            "SELECT * FROM api_keys WHERE (? IS NULL OR tenant = ?) ORDER BY created_at, id", (tenant, tenant)
        )
        return [self._key(r) for r in rows]

    async def revoke_api_key(self, key_id: str, at: datetime) -> bool:
        with self._tx() as conn:
            cur = conn.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", (at.timestamp(), key_id)
            )
            return cur.rowcount == 1
