"""The background: the in-process worker that runs the write path, and periodic housekeeping.

One :class:`Background` serves every tenant of a runtime: jobs carry their own scope. The
write pipeline is built on the first job, so a service that never runs jobs needs no memory
model.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from muninn import validation as check
from muninn.domain.jobs import JOB_KINDS, JobKind
from muninn.domain.models import Job, JobState
from muninn.errors import InvalidInput, NotFound
from muninn.providers.llm import ChatProvider
from muninn.read.index import IndexCache
from muninn.records import Records
from muninn.sessions.turns import Conversations
from muninn.settings import Settings
from muninn.stores.base import Corpus, JobStore, VectorStore
from muninn.stores.fence import acting_for
from muninn.telemetry.embedding import Embeddings
from muninn.worker.queue import JobQueue
from muninn.worker.runner import Handler, Worker
from muninn.write.pipeline import PipelineStore, WritePipeline

Progress = Callable[[str, int, int], None]  # (corpus, done so far, in this batch)


class BackgroundStore(PipelineStore, VectorStore, JobStore, Protocol):
    """The store roles the background uses besides :class:`Records`."""


class Background:
    """Worker lifecycle, housekeeping and embedding upkeep."""

    def __init__(
        self,
        settings: Settings,
        store: BackgroundStore,
        records: Records,
        conversations: Conversations,
        cache: IndexCache,
        queue: JobQueue,
        memory_llm: Callable[[], ChatProvider],
        clock: Callable[[], datetime],
    ) -> None:
        self.settings = settings
        self.store = store
        self.records = records
        self.conversations = conversations
        self.cache = cache
        self.queue = queue
        self.memory_llm = memory_llm
        self.clock = clock
        self._pipeline: WritePipeline | None = None
        self._worker: Worker | None = None

    @property
    def embeddings(self) -> Embeddings:
        return self.records.embeddings

    def pipeline(self) -> WritePipeline:
        """The write path's handlers, bound to the memory model (which must be configured)."""
        if self._pipeline is None:
            self._pipeline = WritePipeline(
                self.settings, self.store, self.records, self.cache, self.queue, self.memory_llm(), self.clock
            )
        return self._pipeline

    def _handler(self, kind: JobKind) -> Handler:
        async def run(job: Job) -> dict[str, Any]:
            with acting_for(job.tenant, job.user_id, job.id):  # no writes for a user erased meanwhile
                return await self.pipeline().handlers[kind](job)

        return run

    def worker(self) -> Worker:
        """The in-process worker running the write path's handlers (built on first use)."""
        if self._worker is None:
            s = self.settings
            self._worker = Worker(
                self.queue,
                {kind: self._handler(kind) for kind in JOB_KINDS},
                clock=self.clock,
                concurrency=s.worker_concurrency,
                lease_seconds=s.job_lease_seconds,
                deadline_seconds=s.job_deadline_seconds or 3 * s.llm_call_deadline_seconds,
                stop_seconds=s.worker_stop_seconds,
                max_attempts=s.job_max_attempts,
                backoff_base=s.job_backoff_seconds,
                backoff_cap=s.job_backoff_cap_seconds,
                housekeeping=self.housekeeping,
            )
            self.queue.on_enqueue(self._worker.wake)
        return self._worker

    async def process(self) -> int:
        """Run due background jobs until none is left, then housekeeping; returns how many jobs ran."""
        ran = await self.worker().run_until_idle()
        await self.housekeeping()
        return ran

    async def housekeeping(self) -> dict[str, int]:
        """Periodic upkeep: end idle sessions (queueing their extraction), embed new turns, write
        the embedding-call telemetry gathered on the read path."""
        ended = await self.conversations.expire_idle()
        embedded = await self.embed_missing("turns")
        return {"sessions_ended": ended, "turns_embedded": embedded, "calls_recorded": await self.embeddings.flush()}

    async def embed_missing(self, corpus: Corpus, *, batch: int = 256, progress: Progress | None = None) -> int:
        """Embed every record of ``corpus`` that has no vector from the current embedder."""
        embedder = await self.embeddings.checked()
        done = 0
        while rows := await self.store.missing_vectors(corpus, embedder=embedder.name, limit=batch):
            vectors = await self.embeddings.embed([text for _, _, text in rows], tenant=rows[0][0].tenant)
            await self.store.set_vectors(
                corpus, [(s, i, v) for (s, i, _), v in zip(rows, vectors, strict=True)], embedder=embedder.name
            )
            done += len(rows)
            if progress:
                progress(corpus, done, len(rows))
        return done

    async def reembed(self, *, batch: int = 256, progress: Progress | None = None) -> dict[str, int]:
        """Re-embed every memory and turn with the configured embedder and record it as the store's."""
        await self.embeddings.adopt()
        self.cache.clear()
        return {c: await self.embed_missing(c, batch=batch, progress=progress) for c in ("memories", "turns")}

    def start(self) -> None:
        """Run the worker inside the current event loop."""
        self.worker().start()

    async def stop(self) -> None:
        """Stop the worker: jobs in flight get ``worker_stop_seconds`` to finish, the rest are
        released back to the queue and resume from their checkpoints on the next run."""
        if self._worker is not None:
            await self._worker.stop()

    async def retry(self, tenant: str, job_id: str) -> Job:
        """Put a dead job of ``tenant`` back in the queue with fresh attempts."""
        job_id = check.identifier(job_id, "job id")
        if not await self.store.retry_job(tenant, job_id, at=self.clock()):
            job = await self.store.get_job(tenant, job_id)
            if job is None:
                raise NotFound(f"no job {job_id!r}")
            raise InvalidInput(f"job {job_id} is {job.state}; only dead jobs can be retried")
        if self._worker is not None:
            self._worker.wake()
        job = await self.store.get_job(tenant, job_id)
        if job is None:
            raise NotFound(f"job {job_id!r} disappeared while it was retried")
        return job

    async def purge(self, tenant: str, states: tuple[JobState, ...]) -> int:
        """Delete finished jobs of ``tenant`` in the given states."""
        if "queued" in states or "running" in states:
            raise InvalidInput("only done and dead jobs can be purged")
        return await self.store.purge_jobs(tenant, states=states)
