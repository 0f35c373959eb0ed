"""The job queue interface and its embedded implementation on top of the store.

Another backend's queue (separate worker processes) implements the same calls; the worker
never talks to a backend directly.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Protocol

from muninn.domain.ids import new_id
from muninn.domain.jobs import JobKind, Payload, payload_for
from muninn.domain.models import Job, Scope
from muninn.errors import LeaseLost
from muninn.stores.base import JobStore


class JobQueue(Protocol):
    """Durable, idempotent work items with leases, retries and a dead-letter state."""

    async def enqueue(self, scope: Scope, kind: JobKind, payload: Payload, *, key: str) -> tuple[Job, bool]:
        """Add a job unless one with ``key`` exists for the tenant; returns it and whether it is new."""
        ...

    def on_enqueue(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` whenever a new job is queued (a worker in this process wakes up)."""
        ...

    async def claim(self, *, limit: int, lease_seconds: float) -> list[Job]:
        """Take up to ``limit`` due jobs, at most one per user, leased for ``lease_seconds``."""
        ...

    async def renew(self, job: Job, *, lease_seconds: float) -> bool:
        """Extend the lease of a job this worker runs; False when another worker owns it now."""
        ...

    async def checkpoint(self, job: Job, result: dict[str, Any]) -> None:
        """Save a running job's partial result; raises LeaseLost when this worker no longer owns it."""
        ...

    async def complete(self, job: Job, result: dict[str, Any]) -> None:
        """Mark the job done; raises LeaseLost when this worker no longer owns it."""
        ...

    async def fail(self, job: Job, error: str, *, retry_at: datetime | None) -> Job:
        """Requeue for ``retry_at``, or dead-letter the job when it is None; raises LeaseLost when
        this worker no longer owns it."""
        ...

    async def release(self, job: Job, *, at: datetime | None = None) -> None:
        """Give the job back to the queue, due at ``at`` (default now), the attempt not counted."""
        ...


class StoreQueue:
    """The embedded queue: jobs live in the store's ``jobs`` table."""

    def __init__(self, store: JobStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock
        self._listeners: list[Callable[[], None]] = []

    def on_enqueue(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    async def enqueue(self, scope: Scope, kind: JobKind, payload: Payload, *, key: str) -> tuple[Job, bool]:
        now = self.clock()
        job = Job(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            kind=kind,
            key=key,
            payload=payload_for(kind, payload),
            next_run_at=now,
            created_at=now,
            updated_at=now,
        )
        stored, created = await self.store.enqueue_job(job)
        if created:
            for listener in self._listeners:
                listener()
        return stored, created

    async def claim(self, *, limit: int, lease_seconds: float) -> list[Job]:
        return await self.store.claim_jobs(now=self.clock(), limit=limit, lease_seconds=lease_seconds)

    async def renew(self, job: Job, *, lease_seconds: float) -> bool:
        until = self.clock() + timedelta(seconds=lease_seconds)
        return await self.store.renew_job(job.id, lease=_lease(job), until=until)

    async def checkpoint(self, job: Job, result: dict[str, Any]) -> None:
        await self.store.checkpoint_job(job.id, lease=_lease(job), result=result)

    async def complete(self, job: Job, result: dict[str, Any]) -> None:
        await self.store.finish_job(job.id, lease=_lease(job), result=result, at=self.clock())

    async def fail(self, job: Job, error: str, *, retry_at: datetime | None) -> Job:
        return await self.store.fail_job(job.id, lease=_lease(job), error=error, retry_at=retry_at, at=self.clock())

    async def release(self, job: Job, *, at: datetime | None = None) -> None:
        await self.store.release_job(job.id, lease=_lease(job), at=at or self.clock())


def _lease(job: Job) -> str:
    if job.lease is None:
        raise LeaseLost(f"job {job.id} was not claimed by this worker (it holds no lease); claim it first")
    return job.lease
