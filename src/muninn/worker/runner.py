"""The in-process worker: bounded concurrency, exponential backoff, dead letters.

Failures are never swallowed: a handler's exception is logged, recorded as the job's
``last_error``, and the job is retried with backoff until ``max_attempts``, then dead-lettered
(its turns stay in the store, so nothing is lost and ``muninn jobs retry`` can run it again).
Caller mistakes (:class:`~muninn.errors.UserError`, e.g. no memory model configured) are
dead-lettered at once, because retrying cannot fix them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

from muninn.domain.models import Job
from muninn.errors import UserError
from muninn.worker.queue import JobQueue

log = logging.getLogger("muninn.worker")
Handler = Callable[[Job], Awaitable[dict[str, Any]]]


def backoff(attempts: int, *, base: float, cap: float) -> float:
    """Seconds before retry number ``attempts`` (1-based): base, 2·base, 4·base … at most cap."""
    return float(min(cap, base * (2 ** max(0, attempts - 1))))


class Worker:
    """Drains a :class:`JobQueue` with the handlers registered per job kind."""

    def __init__(
        self,
        queue: JobQueue,
        handlers: dict[str, Handler],
        *,
        clock: Callable[[], datetime],
        concurrency: int = 2,
        lease_seconds: float = 120.0,
        max_attempts: int = 5,
        backoff_base: float = 2.0,
        backoff_cap: float = 300.0,
        poll_seconds: float = 0.5,
        housekeeping: Callable[[], Awaitable[object]] | None = None,
        housekeeping_seconds: float = 60.0,
    ) -> None:
        self.queue = queue
        self.handlers = handlers
        self.clock = clock
        self.concurrency = concurrency
        self.lease_seconds = lease_seconds
        self.max_attempts = max_attempts
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.poll_seconds = poll_seconds
        self.housekeeping = housekeeping
        self.housekeeping_seconds = housekeeping_seconds
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self.processed = 0
        self.failed = 0

    async def run_once(self) -> int:
        """Claim one batch of due jobs and run them concurrently; returns how many ran."""
        jobs = await self.queue.claim(limit=self.concurrency, lease_seconds=self.lease_seconds)
        await asyncio.gather(*(self._run(job) for job in jobs))
        return len(jobs)

    async def run_until_idle(self, *, max_batches: int = 10_000) -> int:
        """Run batches until no job is due now; returns how many jobs ran."""
        total = 0
        for _ in range(max_batches):
            ran = await self.run_once()
            if not ran:
                break
            total += ran
        return total

    @property
    def running(self) -> bool:
        """Whether the background loop is alive (a crashed loop's task is done)."""
        return self._task is not None and not self._task.done()

    def wake(self) -> None:
        """Tell a running worker that new work arrived."""
        self._wake.set()

    def start(self) -> None:
        """Run in the background of the current event loop until :meth:`stop`."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop(), name="muninn-worker")

    async def stop(self) -> None:
        """Stop after the current batch; jobs in flight finish first."""
        task, self._task = self._task, None
        if task is not None:
            self._stopping = True
            self._wake.set()
            await task
            self._stopping = False

    async def _loop(self) -> None:
        loop = asyncio.get_running_loop()
        next_housekeeping = loop.time()
        while not self._stopping:
            if self.housekeeping is not None and loop.time() >= next_housekeeping:
                next_housekeeping = loop.time() + self.housekeeping_seconds
                try:
                    await self.housekeeping()
                except Exception:  # logged; the next round tries again
                    log.exception("worker housekeeping failed")
            if not await self.run_once() and not self._stopping:
                self._wake.clear()
                # asyncio.wait, not wait_for: wait_for can swallow a cancellation on Python 3.11
                waiter = asyncio.ensure_future(self._wake.wait())
                await asyncio.wait({waiter}, timeout=self.poll_seconds)
                waiter.cancel()

    async def _run(self, job: Job) -> None:
        handler = self.handlers.get(job.kind)
        try:
            if handler is None:
                raise UserError(f"no handler for job kind {job.kind!r}")
            result = await handler(job)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.failed += 1
            final = isinstance(exc, UserError) or job.attempts >= self.max_attempts
            retry_at = None
            if not final:
                delay = backoff(job.attempts, base=self.backoff_base, cap=self.backoff_cap)
                retry_at = self.clock() + timedelta(seconds=delay)
            error = f"{type(exc).__name__}: {exc}"
            log.warning("job %s (%s) attempt %d failed: %s", job.id, job.kind, job.attempts, error)
            await self.queue.fail(job, error, retry_at=retry_at)
            return
        self.processed += 1
        await self.queue.complete(job, result)
