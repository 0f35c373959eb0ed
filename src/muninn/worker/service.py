"""The background half of :class:`~muninn.service.AsyncMemory`: the memory model, the job queue,
the in-process worker, write-path counters and LLM-call telemetry."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from muninn import validation as check
from muninn.domain.models import Job, JobState, LLMCall, Scope
from muninn.errors import ConfigError, InvalidInput, NotFound
from muninn.providers.llm import ChatProvider, get_chat_provider
from muninn.settings import Settings
from muninn.stores.base import Store
from muninn.telemetry import RecordingChat
from muninn.worker.queue import StoreQueue
from muninn.worker.runner import Worker

if TYPE_CHECKING:
    from muninn.service import AsyncMemory


class BackgroundMixin:
    """Mixed into AsyncMemory, which provides the attributes below."""

    settings: Settings
    store: Store
    clock: Callable[[], datetime]
    tenant: str
    _memory_llm: ChatProvider | None
    _chat_llm: ChatProvider | None
    _embed_calls: builtins.list[LLMCall]
    _worker: Worker | None

    if TYPE_CHECKING:

        def _scope(self, user: str) -> Scope: ...

        async def expire_idle_sessions(self) -> int: ...

        async def index_turns(self, *, batch: int = 256, progress: Any = None) -> int: ...

    @property
    def memory_llm(self) -> ChatProvider:
        """The memory model (extraction, consolidation, summaries), recording every call."""
        if self._memory_llm is None and self.settings.memory_llm is None:
            raise ConfigError(
                "no memory model configured: set MUNINN_MEMORY_LLM (e.g. 'openai') or pass memory_llm=; "
                "the write path needs one to extract facts"
            )
        self._memory_llm = self._recording(self._memory_llm, self.settings.memory_llm or "", "memory")
        return self._memory_llm

    @property
    def chat_llm(self) -> ChatProvider:
        """The chat model (``MUNINN_CHAT_LLM``), recording every call."""
        self._chat_llm = self._recording(self._chat_llm, self.settings.chat_llm, "chat")
        return self._chat_llm

    def _recording(self, given: ChatProvider | None, key: str, role: Literal["chat", "memory"]) -> RecordingChat:
        """``given`` (or the provider ``key`` names) wrapped so every call is recorded, once."""
        if isinstance(given, RecordingChat):
            return given
        provider = given or get_chat_provider(key, settings=self.settings, role=role)
        return RecordingChat(provider, self.store, self.clock)

    async def enqueue(self, user: str, kind: str, payload: dict[str, Any], *, key: str) -> tuple[Job, bool]:
        """Queue background work for the user (idempotent by ``key``) and wake the worker."""
        job, created = await StoreQueue(self.store, self.clock).enqueue(self._scope(user), kind, payload, key=key)
        if created and self._worker is not None:
            self._worker.wake()
        return job, created

    def worker(self) -> Worker:
        """The in-process worker running the write path's handlers (built on first use)."""
        if self._worker is None:
            from muninn.write.pipeline import WritePipeline

            s = self.settings
            pipeline = _LazyPipeline(self)  # type: ignore[arg-type]
            self._worker = Worker(
                StoreQueue(self.store, self.clock),
                {kind: pipeline.handler(kind) for kind in WritePipeline.KINDS},
                clock=self.clock,
                concurrency=s.worker_concurrency,
                lease_seconds=s.job_lease_seconds,
                max_attempts=s.job_max_attempts,
                backoff_base=s.job_backoff_seconds,
                backoff_cap=s.job_backoff_cap_seconds,
                housekeeping=self.housekeeping,
            )
        return self._worker

    async def process(self) -> int:
        """Run due background jobs until none is left, then housekeeping; returns how many jobs ran."""
        ran = await self.worker().run_until_idle()
        await self.housekeeping()
        return ran

    async def housekeeping(self) -> dict[str, int]:
        """Periodic upkeep: end idle sessions (queueing their extraction), embed new turns, write
        the embedding-call telemetry gathered on the read path."""
        ended = await self.expire_idle_sessions()
        embedded = await self.index_turns()
        return {"sessions_ended": ended, "turns_embedded": embedded, "calls_recorded": await self.flush_telemetry()}

    async def flush_telemetry(self) -> int:
        """Write the embedding calls recorded in memory since the last flush; returns how many."""
        pending, self._embed_calls[:] = list(self._embed_calls), []
        for call in pending:
            await self.store.record_llm_call(call)
        return len(pending)

    def start_worker(self) -> None:
        """Run the background worker inside the current event loop."""
        self.worker().start()

    async def stop_worker(self) -> None:
        """Stop the background worker; jobs in flight finish first."""
        if self._worker is not None:
            await self._worker.stop()

    async def jobs(
        self, *, states: Sequence[JobState] = (), user: str | None = None, limit: int = 100
    ) -> builtins.list[Job]:
        """The tenant's jobs, newest first."""
        user_id = None if user is None else self._scope(user).user_id
        return await self.store.list_jobs(self.tenant, states=states, user_id=user_id, limit=limit)

    async def retry_job(self, job_id: str) -> Job:
        """Put a dead job back in the queue with fresh attempts."""
        if not await self.store.retry_job(self.tenant, check.identifier(job_id, "job id"), at=self.clock()):
            job = await self.store.get_job(self.tenant, job_id)
            if job is None:
                raise NotFound(f"no job {job_id!r}")
            raise InvalidInput(f"job {job_id} is {job.state}; only dead jobs can be retried")
        if self._worker is not None:
            self._worker.wake()
        job = await self.store.get_job(self.tenant, job_id)
        assert job is not None
        return job

    async def purge_jobs(self, *, states: Sequence[JobState] = ("done", "dead")) -> int:
        """Delete finished jobs of the tenant in the given states."""
        if "queued" in states or "running" in states:
            raise InvalidInput("only done and dead jobs can be purged")
        return await self.store.purge_jobs(self.tenant, states=states)

    async def counters(self, user: str | None = None) -> dict[str, int]:
        """Write-path counters (candidates, invalid items, zero-fact extractions, paths, actions)."""
        return await self.store.counters(self.tenant, user_id=None if user is None else self._scope(user).user_id)

    async def llm_calls(self, *, limit: int = 100, purpose: str | None = None) -> builtins.list[LLMCall]:
        """Recorded model and embedding calls of this tenant, newest first."""
        await self.flush_telemetry()
        return await self.store.list_llm_calls(tenant=self.tenant, limit=limit, purpose=purpose)

    async def reset_telemetry(self) -> int:
        """Delete this tenant's recorded calls; returns how many."""
        await self.flush_telemetry()
        return await self.store.reset_llm_calls(tenant=self.tenant)


class _LazyPipeline:
    """Builds the write pipeline on the first job, so services that never run jobs need no model."""

    def __init__(self, memory: AsyncMemory) -> None:
        self.memory = memory
        self._pipeline: Any = None

    def handler(self, kind: str) -> Callable[[Job], Any]:
        async def run(job: Job) -> dict[str, Any]:
            if self._pipeline is None:
                from muninn.write.pipeline import WritePipeline

                self._pipeline = WritePipeline(self.memory, self.memory.memory_llm)
            result: dict[str, Any] = await self._pipeline.handlers[kind](job)
            return result

        return run
