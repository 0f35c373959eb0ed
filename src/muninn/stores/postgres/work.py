"""PostgreSQL tables of background work: sessions, jobs, counters, LLM-call telemetry, API keys.

A mixin of :class:`~muninn.stores.postgres.store.PostgresStore`, kept apart so each file holds
one concern.

Claims from any number of worker processes run side by side: a claim locks only the users it
takes (``pg_try_advisory_xact_lock`` keyed by tenant and user, until its transaction ends) and
skips users another claim holds right now, as ``SKIP LOCKED`` skips rows. Having locked a user,
it looks again in a new statement, which sees every claim committed before the lock was taken,
and takes the user's first due job only if no job of theirs holds a live lease. So a user never
has two jobs running, and writes for one user are serialised across every worker, without one
lock that every claim waits for. Two users whose keys collide (32-bit hashes of tenant and of
user) merely share a lock: one of them waits for the next claim.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from psycopg.rows import DictRow
from psycopg.types.json import Json

from muninn.domain.ids import new_id
from muninn.domain.models import ApiKey, Job, JobState, LLMCall, Scope, SessionInfo
from muninn.domain.scrub import Forgotten, redact_error, scrub_result
from muninn.errors import LeaseLost, StoreError
from muninn.stores.postgres.connection import Conn, PostgresBase, req_utc, utc

INSERT_COLUMNS = (
    "id, tenant, user_id, kind, idempotency_key, payload, state, attempts, next_run_at, last_error, "
    "result, created_at, updated_at, finished_at"
)
JOB_COLUMNS = INSERT_COLUMNS + ", lease"
# The condition of every write by a job's owner: the claim's token still holds the job.
_OWNED = "WHERE id = %s AND lease = %s AND state = 'running'"
# A job of the same user (as ``j``) that holds a live lease.
_LIVE_JOB_OF_USER = (
    "EXISTS (SELECT 1 FROM jobs r WHERE r.tenant = j.tenant AND r.user_id = j.user_id "
    "AND r.state = 'running' AND r.next_run_at > %s)"
)
# The first step of a claim (now, now, how many): it reads these rows and few more, however long
# the queue, through the partial index ``jobs_claimable`` (tests/test_postgres_claims.py).
CLAIM_CANDIDATES = (
    "SELECT tenant, user_id FROM jobs j WHERE state IN ('queued', 'running') AND next_run_at <= %s "
    f"AND NOT {_LIVE_JOB_OF_USER} ORDER BY next_run_at, id LIMIT %s"
)
# Candidate rows a claim reads beyond four per job wanted: concurrent claims lock the first users,
# and one that finds every candidate taken returns nothing and its worker sleeps a poll interval.
_SPARE_CANDIDATES = 32


def _job(r: DictRow) -> Job:
    return Job(
        id=r["id"],
        tenant=r["tenant"],
        user_id=r["user_id"],
        kind=r["kind"],
        key=r["idempotency_key"],
        payload=r["payload"],
        state=r["state"],
        attempts=r["attempts"],
        next_run_at=req_utc(r["next_run_at"]),
        last_error=r["last_error"],
        result=r["result"],
        created_at=req_utc(r["created_at"]),
        updated_at=req_utc(r["updated_at"]),
        finished_at=utc(r["finished_at"]),
        lease=r["lease"],
    )


async def _try_lock_users(conn: Conn, users: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Take the claim lock of each of ``users`` that no other transaction holds, until this
    transaction ends; returns those locked, in order. Never waits."""
    cur = await conn.execute(
        "SELECT tenant, user_id FROM unnest(%s::text[], %s::text[]) WITH ORDINALITY AS u(tenant, user_id, n) "
        "WHERE pg_try_advisory_xact_lock(hashtext(tenant), hashtext(user_id)) ORDER BY n",
        ([t for t, _ in users], [u for _, u in users]),
    )
    return [(r["tenant"], r["user_id"]) for r in await cur.fetchall()]


async def _first_due_jobs(conn: Conn, users: list[tuple[str, str]], now: datetime) -> list[DictRow]:
    """Each of ``users``' first due job (tenant, user_id, id, next_run_at), unless a job of theirs
    holds a live lease: run with the users locked, so no other claim can change the answer."""
    # LATERAL … LIMIT 1: one index probe per user, whatever plan a prepared statement settles on
    cur = await conn.execute(
        "SELECT j.tenant, j.user_id, j.id, j.next_run_at FROM unnest(%s::text[], %s::text[]) AS u(tenant, user_id) "
        "CROSS JOIN LATERAL (SELECT * FROM jobs f WHERE (f.tenant, f.user_id) = (u.tenant, u.user_id) "
        "AND f.state IN ('queued', 'running') AND f.next_run_at <= %s ORDER BY f.next_run_at, f.id LIMIT 1) AS j "
        f"WHERE NOT {_LIVE_JOB_OF_USER}",
        ([t for t, _ in users], [u for _, u in users], now, now),
    )
    return await cur.fetchall()


def _lost(job_id: str) -> LeaseLost:
    return LeaseLost(f"job {job_id} is no longer owned by this worker (its lease ran out); its work is dropped")


def _key(r: DictRow) -> ApiKey:
    return ApiKey(
        id=r["id"],
        tenant=r["tenant"],
        name=r["name"],
        key_hash=r["key_hash"],
        prefix=r["prefix"],
        created_at=req_utc(r["created_at"]),
        revoked_at=utc(r["revoked_at"]),
    )


class WorkTables(PostgresBase):
    """Sessions, jobs, counters, telemetry and API keys; see the module docstring."""

    # sessions -------------------------------------------------------------------------------

    @staticmethod
    async def _touch_sessions(conn: Conn, rows: Sequence[tuple[str, str, str, datetime]]) -> None:
        # One row per session: ON CONFLICT DO UPDATE may not touch a row twice in one statement.
        await conn.execute(
            "INSERT INTO sessions (tenant, user_id, session_id, started_at, last_turn_at) "
            "SELECT t, u, s, min(at), max(at) FROM unnest(%s::text[], %s::text[], %s::text[], %s::timestamptz[]) "
            "AS x(t, u, s, at) GROUP BY t, u, s "
            "ON CONFLICT (tenant, user_id, session_id) DO UPDATE SET "
            "started_at = least(sessions.started_at, excluded.started_at), "
            "last_turn_at = greatest(sessions.last_turn_at, excluded.last_turn_at)",
            [list(column) for column in zip(*rows, strict=True)],
        )

    async def get_session(self, scope: Scope, session_id: str) -> SessionInfo | None:
        r = await self._one(
            "SELECT * FROM sessions WHERE tenant = %s AND user_id = %s AND session_id = %s",
            (scope.tenant, scope.user_id, session_id),
        )
        if r is None:
            return None
        return SessionInfo(
            tenant=r["tenant"],
            user_id=r["user_id"],
            session_id=r["session_id"],
            started_at=req_utc(r["started_at"]),
            last_turn_at=req_utc(r["last_turn_at"]),
            extracted_until=utc(r["extracted_until"]),
            ended_at=utc(r["ended_at"]),
            rolling_summary=r["rolling_summary"],
            summarised_until=utc(r["summarised_until"]),
        )

    async def set_rolling_summary(self, scope: Scope, session_id: str, text: str, until: datetime) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE sessions SET rolling_summary = %s, summarised_until = %s "
                "WHERE tenant = %s AND user_id = %s AND session_id = %s "
                "AND (summarised_until IS NULL OR summarised_until < %s)",
                (text, until, scope.tenant, scope.user_id, session_id, until),
            )

    async def mark_extracted(self, scope: Scope, session_id: str, until: datetime) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE sessions SET extracted_until = greatest(extracted_until, %s) "
                "WHERE tenant = %s AND user_id = %s AND session_id = %s",
                (until, scope.tenant, scope.user_id, session_id),
            )

    async def end_session(self, scope: Scope, session_id: str, at: datetime) -> bool:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE sessions SET ended_at = %s WHERE tenant = %s AND user_id = %s AND session_id = %s "
                "AND ended_at IS NULL",
                (at, scope.tenant, scope.user_id, session_id),
            )
            return cur.rowcount == 1

    # jobs -----------------------------------------------------------------------------------

    async def enqueue_job(self, job: Job) -> tuple[Job, bool]:
        async with self._tx() as conn:
            cur = await conn.execute(
                f"INSERT INTO jobs ({INSERT_COLUMNS}) VALUES ({', '.join(['%s'] * 14)}) "
                "ON CONFLICT (tenant, user_id, idempotency_key) DO NOTHING",
                (
                    job.id,
                    job.tenant,
                    job.user_id,
                    job.kind,
                    job.key,
                    Json(job.payload),
                    job.state,
                    job.attempts,
                    job.next_run_at,
                    job.last_error,
                    None if job.result is None else Json(job.result),
                    job.created_at,
                    job.updated_at,
                    None,
                ),
            )
            created = cur.rowcount == 1
            cur = await conn.execute(
                f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = %s AND user_id = %s AND idempotency_key = %s",
                (job.tenant, job.user_id, job.key),
            )
            row = await cur.fetchone()
        if row is None:  # only if another transaction erased the user in between
            raise StoreError(f"job {job.key!r} vanished while being queued; retry")
        return _job(row), created

    async def claim_jobs(self, *, now: datetime, limit: int, lease_seconds: float) -> list[Job]:
        if limit <= 0:
            return []
        lease_end = now + timedelta(seconds=lease_seconds)
        async with self._tx() as conn:
            # 1. Candidates: users with a due job and no live lease, in due order, more of them than
            # needed (concurrent claims take some first). This snapshot may be stale once a user is
            # locked; step 3 looks again.
            cur = await conn.execute(CLAIM_CANDIDATES, (now, now, limit * 4 + _SPARE_CANDIDATES))
            rest = list(dict.fromkeys((r["tenant"], r["user_id"]) for r in await cur.fetchall()))
            rows: list[DictRow] = []
            while rest and len(rows) < limit:
                batch, rest = rest[: limit - len(rows)], rest[limit - len(rows) :]
                # 2. Lock the users still needed, skipping any that another claim holds right now.
                users = await _try_lock_users(conn, batch)
                if users:
                    # 3. A new statement sees every claim committed before the locks were taken.
                    rows += await _first_due_jobs(conn, users, now)
            rows.sort(key=lambda r: (r["next_run_at"], r["id"]))
            chosen = [(r["tenant"], r["user_id"], r["id"]) for r in rows]
            if not chosen:
                return []
            leases = [new_id() for _ in chosen]
            # The state test again: an owner's write (finish, fail) may have landed since step 3;
            # the UPDATE waits for its row lock and then re-checks the row as committed.
            cur = await conn.execute(
                "UPDATE jobs SET state = 'running', attempts = attempts + 1, next_run_at = %s, updated_at = %s, "
                "lease = c.lease FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[]) "
                "AS c(tenant, user_id, id, lease) "
                "WHERE (jobs.tenant, jobs.user_id, jobs.id) = (c.tenant, c.user_id, c.id) "
                "AND jobs.state IN ('queued', 'running') AND jobs.next_run_at <= %s RETURNING "
                + ", ".join(f"jobs.{c}" for c in JOB_COLUMNS.split(", ")),
                (lease_end, now, *(list(column) for column in zip(*chosen, strict=True)), leases, now),
            )
            taken = {r["id"]: _job(r) for r in await cur.fetchall()}
        return [taken[job_id] for _, _, job_id in chosen if job_id in taken]

    async def renew_job(self, job_id: str, *, lease: str, until: datetime) -> bool:
        async with self._tx() as conn:
            cur = await conn.execute(f"UPDATE jobs SET next_run_at = %s {_OWNED}", (until, job_id, lease))
            return cur.rowcount == 1

    async def finish_job(self, job_id: str, *, lease: str, result: dict[str, Any], at: datetime) -> None:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE jobs SET state = 'done', result = %s, last_error = NULL, updated_at = %s, finished_at = %s, "
                f"lease = NULL {_OWNED}",
                (Json(result), at, at, job_id, lease),
            )
            if cur.rowcount != 1:
                raise _lost(job_id)

    async def checkpoint_job(self, job_id: str, *, lease: str, result: dict[str, Any]) -> None:
        async with self._tx() as conn:
            cur = await conn.execute(f"UPDATE jobs SET result = %s {_OWNED}", (Json(result), job_id, lease))
            if cur.rowcount != 1:
                raise _lost(job_id)

    async def fail_job(self, job_id: str, *, lease: str, error: str, retry_at: datetime | None, at: datetime) -> Job:
        async with self._tx() as conn:
            if retry_at is None:
                cur = await conn.execute(
                    "UPDATE jobs SET state = 'dead', last_error = %s, updated_at = %s, finished_at = %s, lease = NULL "
                    f"{_OWNED} RETURNING {JOB_COLUMNS}",
                    (error, at, at, job_id, lease),
                )
            else:
                cur = await conn.execute(
                    "UPDATE jobs SET state = 'queued', last_error = %s, next_run_at = %s, updated_at = %s, "
                    f"lease = NULL {_OWNED} RETURNING {JOB_COLUMNS}",
                    (error, retry_at, at, job_id, lease),
                )
            row = await cur.fetchone()
        if row is None:
            raise _lost(job_id)
        return _job(row)

    async def release_job(self, job_id: str, *, lease: str, at: datetime) -> None:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0), next_run_at = %s, "
                f"updated_at = %s, lease = NULL {_OWNED}",
                (at, at, job_id, lease),
            )
            if cur.rowcount != 1:
                raise _lost(job_id)

    async def get_job(self, tenant: str, job_id: str) -> Job | None:
        row = await self._one(f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = %s AND id = %s", (tenant, job_id))
        return None if row is None else _job(row)

    async def list_jobs(
        self, tenant: str, *, states: Sequence[JobState] = (), user_id: str | None = None, limit: int = 100
    ) -> list[Job]:
        sql = f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant = %s"
        args: list[Any] = [tenant]
        if states:
            sql += " AND state = ANY(%s)"
            args.append(list(states))
        if user_id is not None:
            sql += " AND user_id = %s"
            args.append(user_id)
        sql += " ORDER BY created_at DESC, id DESC LIMIT %s"
        args.append(limit)
        return [_job(r) for r in await self._all(sql, args)]

    async def retry_job(self, tenant: str, job_id: str, *, at: datetime) -> bool:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE jobs SET state = 'queued', attempts = 0, next_run_at = %s, updated_at = %s, "
                "finished_at = NULL, lease = NULL WHERE tenant = %s AND id = %s AND state = 'dead'",
                (at, at, tenant, job_id),
            )
            return cur.rowcount == 1

    async def purge_jobs(self, tenant: str, *, states: Sequence[JobState]) -> int:
        async with self._tx() as conn:
            cur = await conn.execute("DELETE FROM jobs WHERE tenant = %s AND state = ANY(%s)", (tenant, list(states)))
            return cur.rowcount

    async def scrub_job_results(self, scope: Scope, *, memory_ids: Sequence[str], contents: Sequence[str]) -> int:
        forgotten = Forgotten.of(memory_ids, contents)
        removed = 0
        async with self._tx() as conn:
            # FOR UPDATE: a worker's checkpoint landing between this read and the write below
            # would be overwritten (an outcome lost, the resume misaligned); it waits instead
            cur = await conn.execute(
                "SELECT id, result, last_error FROM jobs WHERE tenant = %s AND user_id = %s "
                "AND (result IS NOT NULL OR last_error IS NOT NULL) FOR UPDATE",
                (scope.tenant, scope.user_id),
            )
            for row in await cur.fetchall():
                scrubbed, n = scrub_result(row["result"], forgotten)
                error = redact_error(row["last_error"], forgotten.contents)
                if n or error != row["last_error"]:
                    await conn.execute(
                        "UPDATE jobs SET result = %s, last_error = %s WHERE tenant = %s AND user_id = %s AND id = %s",
                        (None if scrubbed is None else Json(scrubbed), error, scope.tenant, scope.user_id, row["id"]),
                    )
                removed += n
            # a provider error may quote what the server sent, and so the model's answer
            cur = await conn.execute(
                "SELECT id, error FROM llm_calls WHERE tenant = %s AND user_id = %s AND error IS NOT NULL FOR UPDATE",
                (scope.tenant, scope.user_id),
            )
            for call in await cur.fetchall():
                error = redact_error(call["error"], forgotten.contents)
                if error != call["error"]:
                    await conn.execute("UPDATE llm_calls SET error = %s WHERE id = %s", (error, call["id"]))
        return removed

    # counters and telemetry -----------------------------------------------------------------

    async def bump_counters(self, scope: Scope, deltas: dict[str, int]) -> None:
        rows = [(scope.tenant, scope.user_id, name, n) for name, n in deltas.items() if n]
        if not rows:
            return
        async with self._tx() as conn, conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO counters VALUES (%s, %s, %s, %s) ON CONFLICT (tenant, user_id, name) "
                "DO UPDATE SET value = counters.value + excluded.value",
                rows,
            )

    async def counters(self, tenant: str, *, user_id: str | None = None) -> dict[str, int]:
        sql = "SELECT name, sum(value) AS total FROM counters WHERE tenant = %s"
        args: list[Any] = [tenant]
        if user_id is not None:
            sql += " AND user_id = %s"
            args.append(user_id)
        return {r["name"]: int(r["total"]) for r in await self._all(sql + " GROUP BY name ORDER BY name", args)}

    async def record_llm_call(self, call: LLMCall) -> None:
        c = call
        async with self._tx() as conn:
            await conn.execute(
                f"INSERT INTO llm_calls VALUES ({', '.join(['%s'] * 14)})",
                (
                    c.id,
                    c.at,
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
        sql = "SELECT * FROM llm_calls WHERE (%s::text IS NULL OR tenant = %s)"
        args: list[Any] = [tenant, tenant]
        if purpose is not None:
            sql += " AND purpose = %s"
            args.append(purpose)
        rows = await self._all(sql + " ORDER BY at DESC, id DESC LIMIT %s", [*args, limit])
        return [LLMCall(**(r | {"at": req_utc(r["at"])})) for r in rows]

    async def reset_llm_calls(self, *, tenant: str | None) -> int:
        async with self._tx() as conn:
            cur = await conn.execute("DELETE FROM llm_calls WHERE (%s::text IS NULL OR tenant = %s)", (tenant, tenant))
            return cur.rowcount

    # API keys -------------------------------------------------------------------------------

    async def insert_api_key(self, key: ApiKey) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO api_keys VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (key.id, key.tenant, key.name, key.key_hash, key.prefix, key.created_at, None),
            )

    async def find_api_key(self, key_hash: str) -> ApiKey | None:
        row = await self._one("SELECT * FROM api_keys WHERE key_hash = %s", (key_hash,))
        return None if row is None else _key(row)

    async def list_api_keys(self, *, tenant: str | None = None) -> list[ApiKey]:
        rows = await self._all(
            "SELECT * FROM api_keys WHERE (%s::text IS NULL OR tenant = %s) ORDER BY created_at, id", (tenant, tenant)
        )
        return [_key(r) for r in rows]

    async def revoke_api_key(self, key_id: str, at: datetime) -> bool:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE api_keys SET revoked_at = %s WHERE id = %s AND revoked_at IS NULL", (at, key_id)
            )
            return cur.rowcount == 1
