"""The job queue interface and its embedded implementation on top of the store.

A Redis-backed queue (separate worker processes) implements the same five calls; the worker
never talks to a backend directly.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from muninn.domain.ids import new_id
from muninn.domain.models import Job, Scope
from muninn.stores.base import Store


class JobQueue(Protocol):
    """Durable, idempotent work items with leases, retries and a dead-letter state."""

    async def enqueue(self, scope: Scope, kind: str, payload: dict[str, Any], *, key: str) -> tuple[Job, bool]:
        """Add a job unless one with ``key`` exists for the tenant; returns it and whether it is new."""
        ...

    async def claim(self, *, limit: int, lease_seconds: float) -> list[Job]:
        """Take up to ``limit`` due jobs, at most one per user, leased for ``lease_seconds``."""
        ...

    async def checkpoint(self, job: Job, result: dict[str, Any]) -> None: ...

    async def complete(self, job: Job, result: dict[str, Any]) -> None: ...

    async def fail(self, job: Job, error: str, *, retry_at: datetime | None) -> Job:
        """Requeue for ``retry_at``, or dead-letter the job when it is None."""
        ...


class StoreQueue:
    """The embedded queue: jobs live in the store's ``jobs`` table."""

    def __init__(self, store: Store, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock

    async def enqueue(self, scope: Scope, kind: str, payload: dict[str, Any], *, key: str) -> tuple[Job, bool]:
        now = self.clock()
        job = Job(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            kind=kind,
            key=key,
            payload=payload,
            next_run_at=now,
            created_at=now,
            updated_at=now,
        )
        return await self.store.enqueue_job(job)

    async def claim(self, *, limit: int, lease_seconds: float) -> list[Job]:
        return await self.store.claim_jobs(now=self.clock(), limit=limit, lease_seconds=lease_seconds)

    async def checkpoint(self, job: Job, result: dict[str, Any]) -> None:
        await self.store.checkpoint_job(job.id, result=result)

    async def complete(self, job: Job, result: dict[str, Any]) -> None:
        await self.store.finish_job(job.id, result=result, at=self.clock())

    async def fail(self, job: Job, error: str, *, retry_at: datetime | None) -> Job:
        return await self.store.fail_job(job.id, error=error, retry_at=retry_at, at=self.clock())
