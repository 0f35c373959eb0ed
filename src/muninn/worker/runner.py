"""The in-process worker: concurrency slots, leases kept alive, deadlines, backoff, dead letters.

Each claimed job runs in its own task in one of ``concurrency`` slots; the loop claims more work
as soon as a slot frees, so one stalled model call holds one slot, not every user. While a job
runs a heartbeat renews its lease every third of the lease; if the lease is lost anyway (the
store was unreachable for a whole lease and another worker claimed the job) the job is stopped,
and the store refuses a stale owner's checkpoint, completion or failure
(:class:`~muninn.errors.LeaseLost`), so only one run's work counts.

Failures are never swallowed: a handler's exception is logged, recorded as the job's
``last_error``, and the job is retried with backoff until ``max_attempts``, then dead-lettered
(its turns stay in the store, so nothing is lost and ``muninn jobs retry`` can run it again).
Caller mistakes (:class:`~muninn.errors.UserError`, e.g. no memory model configured) are
dead-lettered at once, because retrying cannot fix them. A job that runs past its deadline is
cancelled and retried like a failure; a job cut off by :meth:`Worker.stop` is released back to
the queue, its attempt not counted, and resumes from its checkpoint later.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from muninn.domain.models import Job
from muninn.errors import LeaseLost, UserError
from muninn.worker.queue import JobQueue

log = logging.getLogger("muninn.worker")
Handler = Callable[[Job], Awaitable[dict[str, Any]]]


class Deferred(Exception):  # a signal to the worker, not an error: it never leaves the worker
    """Raised by a handler whose job must wait (for an earlier job of the same user): the worker
    releases it, due at ``until``, without counting the attempt."""

    def __init__(self, until: datetime, reason: str) -> None:
        super().__init__(reason)
        self.until = until


def backoff(attempts: int, *, base: float, cap: float) -> float:
    """Seconds before retry number ``attempts`` (1-based): base, 2·base, 4·base … at most cap."""
    return float(min(cap, base * (2 ** max(0, attempts - 1))))


@dataclass(eq=False)
class _Running:
    """A job in a slot: its task, when it started (event-loop time) and why it was cut off."""

    job: Job
    started: float
    task: asyncio.Task[None] | None = None
    cut: Literal["stop", "lease"] | None = None


def _tasks(running: list[_Running]) -> set[asyncio.Task[None]]:
    return {r.task for r in running if r.task is not None}


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
        deadline_seconds: float | None = None,
        stop_seconds: float = 10.0,
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
        self.deadline_seconds = deadline_seconds
        self.stop_seconds = stop_seconds
        self.max_attempts = max_attempts
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.poll_seconds = poll_seconds
        self.housekeeping = housekeeping
        self.housekeeping_seconds = housekeeping_seconds
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._running: dict[str, _Running] = {}
        self.processed = 0
        self.failed = 0
        self.lost = 0  # runs stopped or refused because another worker took over their job
        self.released = 0  # jobs given back to the queue (cut off by stop, or waiting for an earlier job)
        self.queue_errors = 0  # claim/complete/fail calls that raised (the store was unavailable)

    # running jobs ---------------------------------------------------------------------------

    async def run_once(self) -> int:
        """Claim due jobs for the free slots, run them and wait for them; returns how many ran."""
        started = await self._claim()
        if started:
            await asyncio.wait(_tasks(started))
        return len(started)

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
    def in_flight(self) -> int:
        """How many jobs are running now."""
        return len(self._running)

    def stuck(self) -> list[str]:
        """Ids of jobs running past their deadline: cancelled, but not ending (a call that ignores
        cancellation, or a blocked thread). Readiness reports the worker as stuck while any is."""
        if self.deadline_seconds is None:
            return []
        now = asyncio.get_running_loop().time()
        return [r.job.id for r in self._running.values() if now - r.started > self.deadline_seconds]

    async def _claim(self) -> list[_Running]:
        free = self.concurrency - len(self._running)
        if free <= 0:
            return []
        jobs = await self.queue.claim(limit=free, lease_seconds=self.lease_seconds)
        loop = asyncio.get_running_loop()
        started = []
        for job in jobs:
            running = self._running[job.id] = _Running(job, loop.time())
            running.task = loop.create_task(self._run(running), name=f"muninn-job-{job.id}")
            started.append(running)
        return started

    async def _run(self, running: _Running) -> None:
        job = running.job
        heartbeat = asyncio.get_running_loop().create_task(self._heartbeat(running))
        try:
            await self._attempt(running)
        finally:
            heartbeat.cancel()
            self._running.pop(job.id, None)
            self._wake.set()  # a slot is free

    async def _attempt(self, running: _Running) -> None:
        job = running.job
        handler = self.handlers.get(job.kind)
        deadline = asyncio.timeout(self.deadline_seconds)
        try:
            if handler is None:
                raise UserError(f"no handler for job kind {job.kind!r}")
            async with deadline:
                result = await handler(job)
        except asyncio.CancelledError:
            if running.cut == "stop":
                log.warning("job %s (%s) cut off by shutdown; released to run again", job.id, job.kind)
                await self._settle(job, self.queue.release(job), released=True)
                return  # the worker cancelled its own task: nothing above waits for the cancellation
            if running.cut == "lease":
                self.lost += 1
                return
            raise
        except LeaseLost as exc:
            self.lost += 1
            log.warning("job %s (%s) stopped: %s", job.id, job.kind, exc)
            return
        except Deferred as deferred:
            log.info("job %s (%s) deferred: %s", job.id, job.kind, deferred)
            await self._settle(job, self.queue.release(job, at=deferred.until), released=True)
            return
        except Exception as exc:
            error = exc
            if deadline.expired():  # asyncio.timeout turned the deadline's cancellation into TimeoutError
                error = TimeoutError(f"the job ran past its deadline of {self.deadline_seconds:g} s")
            await self._failed(job, error)
            return
        self.processed += 1
        await self._settle(job, self.queue.complete(job, result))

    async def _failed(self, job: Job, exc: Exception) -> None:
        self.failed += 1
        final = isinstance(exc, UserError) or job.attempts >= self.max_attempts
        retry_at = None
        if not final:
            delay = backoff(job.attempts, base=self.backoff_base, cap=self.backoff_cap)
            retry_at = self.clock() + timedelta(seconds=delay)
        error = f"{type(exc).__name__}: {exc}"
        log.warning("job %s (%s) attempt %d failed: %s", job.id, job.kind, job.attempts, error)
        await self._settle(job, self.queue.fail(job, error, retry_at=retry_at))

    async def _heartbeat(self, running: _Running) -> None:
        """Renew the lease every third of it; stop the job when another worker owns it now."""
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                held = await self.queue.renew(running.job, lease_seconds=self.lease_seconds)
            except Exception:  # the store is unavailable: the next beat tries again before the lease ends
                self.queue_errors += 1
                log.exception("could not renew the lease of job %s", running.job.id)
                continue
            if not held:
                log.warning("job %s lost its lease to another worker; stopping this run", running.job.id)
                running.cut = "lease"
                if running.task is not None:
                    running.task.cancel()
                return

    async def _settle(self, job: Job, call: Awaitable[object], *, released: bool = False) -> None:
        """Record a job's end; when the store refuses, the lease runs out and the job runs again."""
        try:
            await call
        except LeaseLost as exc:
            self.lost += 1
            log.warning("job %s: %s", job.id, exc)
            return
        except Exception:
            self.queue_errors += 1
            log.exception("could not record the end of job %s; it will be re-run after its lease", job.id)
            return
        if released:
            self.released += 1

    # the background loop --------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """Whether the background loop is running (started and not stopped or crashed)."""
        return self._task is not None and not self._task.done()

    def wake(self) -> None:
        """Tell a running worker that new work arrived."""
        self._wake.set()

    def start(self) -> None:
        """Run in the background of the current event loop until :meth:`stop`."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop(), name="muninn-worker")

    async def stop(self, *, timeout: float | None = None) -> None:
        """Stop claiming, give jobs in flight ``timeout`` seconds (default ``stop_seconds``) to
        finish, then cut off the rest: each is released back to the queue, its attempt not
        counted, and resumes from its checkpoint on the next run."""
        grace = self.stop_seconds if timeout is None else timeout
        task, self._task = self._task, None
        self._stopping = True
        try:
            if task is not None:
                self._wake.set()
                await asyncio.wait({task}, timeout=grace)
                if not task.done():  # stuck in housekeeping or a claim: cut it off too
                    task.cancel()
                    await asyncio.wait({task}, timeout=1.0)
            running = list(self._running.values())
            if running:
                await asyncio.wait(_tasks(running), timeout=grace)
            late = [r for r in running if r.task is not None and not r.task.done()]
            for r in late:
                r.cut = "stop"
                if r.task is not None:
                    r.task.cancel()
            if late:
                # a job that ignores cancellation keeps its lease until it runs out; never wait forever
                await asyncio.wait(_tasks(late), timeout=1.0)
        finally:
            self._stopping = False

    async def _loop(self) -> None:
        loop = asyncio.get_running_loop()
        next_housekeeping = loop.time()
        failures = 0
        while not self._stopping:
            self._wake.clear()  # before looking for work: a wake-up from here on is not missed
            if self.housekeeping is not None and loop.time() >= next_housekeeping:
                next_housekeeping = loop.time() + self.housekeeping_seconds
                try:
                    await self.housekeeping()
                except Exception:  # logged; the next round tries again
                    log.exception("worker housekeeping failed")
            free = self.concurrency - len(self._running)
            try:
                claimed = len(await self._claim())
                failures = 0
            except Exception:  # the store is down or locked: logged, counted, backed off, never fatal
                self.queue_errors += 1
                failures += 1
                log.exception("worker could not claim jobs (failure %d in a row)", failures)
                claimed = 0
                await asyncio.sleep(backoff(failures, base=self.poll_seconds, cap=self.backoff_cap))
            if (free == 0 or claimed < free) and not self._stopping:
                # every slot busy, or nothing more is due: sleep until a job arrives, a slot frees
                # or the poll interval passes (retries come due without anyone waking us)
                # asyncio.wait, not wait_for: wait_for can swallow a cancellation on Python 3.11
                waiter = asyncio.ensure_future(self._wake.wait())
                await asyncio.wait({waiter}, timeout=self.poll_seconds)
                waiter.cancel()
