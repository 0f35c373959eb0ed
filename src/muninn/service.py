"""The public async façade: one tenant's view of a memory service.

Every method validates the user into a :class:`~muninn.domain.models.Scope` and hands the work
to a component of the :class:`~muninn.runtime.Runtime` (records, conversations, retrieval, the
chat loop, the background). No logic lives here; nothing below imports this module.
"""

from __future__ import annotations

import builtins
from collections.abc import AsyncIterator, Callable, Sequence
from datetime import datetime
from typing import Any, Literal

from muninn import validation as check
from muninn.background import Progress
from muninn.chat import DEFAULT_STYLE, ChatStyle, Preview
from muninn.domain.jobs import PAYLOADS, JobKind, Payload
from muninn.domain.models import (
    HistoryEntry,
    Hit,
    Job,
    JobState,
    LLMCall,
    MemoryRecord,
    MemoryStatus,
    Role,
    Scope,
    Source,
    Summary,
    Turn,
    utcnow,
)
from muninn.policy import Decision, Policy, audit_reply, record_outcome
from muninn.providers.embeddings import Embedder
from muninn.providers.llm import ChatProvider
from muninn.read.context import Context
from muninn.records import Changes, Draft
from muninn.runtime import Runtime
from muninn.sessions.working import WorkingMemory
from muninn.settings import Settings
from muninn.stores import Store
from muninn.stores.base import Corpus
from muninn.transfer import export_user, import_user
from muninn.worker.runner import Worker

_KEEP: Any = object()  # "argument not given" for fields where None is a meaningful value


class AsyncMemory:
    """Memory service for one tenant. Open with ``AsyncMemory(Settings(...))``; close when done."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        store: Store | None = None,
        embedder: Embedder | None = None,
        tenant: str | None = None,
        clock: Callable[[], datetime] = utcnow,
        memory_llm: ChatProvider | None = None,
        chat_llm: ChatProvider | None = None,
        working: WorkingMemory | None = None,
        runtime: Runtime | None = None,
    ) -> None:
        self.runtime = runtime or Runtime(
            settings,
            store=store,
            embedder=embedder,
            clock=clock,
            memory_llm=memory_llm,
            chat_llm=chat_llm,
            working=working,
        )
        self.tenant = check.identifier(tenant or self.runtime.settings.tenant, "tenant")

    def with_tenant(self, tenant: str) -> AsyncMemory:
        """A view of the same runtime (store, caches, worker) scoped to another tenant."""
        return AsyncMemory(tenant=tenant, runtime=self.runtime)

    async def close(self) -> None:
        """Stop the background worker (if started), write pending telemetry and close the store."""
        await self.runtime.close()

    @property
    def settings(self) -> Settings:
        """The settings this service runs with."""
        return self.runtime.settings

    @property
    def store(self) -> Store:
        """The store backend (every role)."""
        return self.runtime.store

    @property
    def clock(self) -> Callable[[], datetime]:
        """The clock every timestamp comes from."""
        return self.runtime.clock

    @property
    def working(self) -> WorkingMemory:
        """Working memory: the live session buffers."""
        return self.runtime.working

    @property
    def memory_llm(self) -> ChatProvider:
        """The memory model (extraction, consolidation, summaries), recording every call."""
        return self.runtime.memory_llm

    @property
    def chat_llm(self) -> ChatProvider:
        """The chat model, recording every call."""
        return self.runtime.chat_llm

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded on first use."""
        return self.runtime.embeddings.embedder

    def scope(self, user: str) -> Scope:
        """The validated scope of ``user`` in this tenant."""
        return Scope(self.tenant, check.identifier(user, "user"))

    # memories -------------------------------------------------------------------------------

    async def add(
        self,
        user: str,
        content: str,
        *,
        kind: str = "fact",
        tags: Sequence[str] = (),
        importance: float = 0.5,
        confidence: float = 0.8,
        event_at: datetime | None = None,
        source: Source | None = None,
        agent_id: str | None = None,
        reason: str = "added",
    ) -> MemoryRecord:
        """Store one memory. Adding an exact duplicate of an active memory returns that memory."""
        draft = Draft(content, kind, tags, importance, confidence, event_at, source or Source(), agent_id)
        return await self.runtime.records.add(self.scope(user), draft, reason=reason)

    async def get(self, user: str, memory_id: str) -> MemoryRecord:
        """The memory with this id in the user's scope, whatever its status."""
        return await self.runtime.records.get(self.scope(user), memory_id)

    async def list(
        self,
        user: str,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        limit: int | None = None,
    ) -> builtins.list[MemoryRecord]:
        """The user's memories, newest first."""
        return await self.runtime.records.list(self.scope(user), statuses=statuses, kinds=kinds, limit=limit)

    async def update(
        self,
        user: str,
        memory_id: str,
        *,
        content: str | None = None,
        kind: str | None = None,
        tags: Sequence[str] | None = None,
        importance: float | None = None,
        confidence: float | None = None,
        event_at: datetime | None = _KEEP,
        actor: str = "api",
        reason: str = "updated",
        action: Literal["update", "supersede"] = "update",
        source: Source | None = None,
    ) -> MemoryRecord:
        """Write a new version of an active memory; the old one is superseded, never deleted."""
        given = {"content": content, "kind": kind, "tags": tags, "importance": importance, "confidence": confidence}
        changes: Changes = {k: v for k, v in given.items() if v is not None}  # type: ignore[assignment]
        if event_at is not _KEEP:
            changes["event_at"] = event_at
        return await self.runtime.records.update(
            self.scope(user), memory_id, changes, actor=actor, reason=reason, action=action, source=source
        )

    async def forget(
        self, user: str, memory_id: str, *, reason: str = "forgotten on request", actor: str | None = None
    ) -> MemoryRecord:
        """Mark a memory deleted: it leaves every search and context, and its history stays. The
        history row names ``actor`` (default: the memory's own source actor)."""
        records = self.runtime.records
        return await records.set_status(self.scope(user), memory_id, "deleted", "delete", reason, actor=actor)

    async def restore(
        self, user: str, memory_id: str, *, reason: str = "restored on request", actor: str | None = None
    ) -> MemoryRecord:
        """Make a forgotten or archived memory active again, with a ``restore`` history row."""
        return await self.runtime.records.restore(self.scope(user), memory_id, reason, actor=actor)

    async def archive(self, user: str, memory_id: str, *, reason: str = "archived") -> MemoryRecord:
        """Move a memory out of search and context while keeping it listable."""
        return await self.runtime.records.set_status(self.scope(user), memory_id, "archived", "archive", reason)

    async def history(self, user: str, memory_id: str) -> builtins.list[HistoryEntry]:
        """Every change to this memory and to the versions before it, oldest first."""
        return await self.runtime.records.history(self.scope(user), memory_id)

    async def followed_up(self, user: str, memory_ids: Sequence[str]) -> int:
        """Record that the agent followed up on these events, so they stop being due."""
        return await self.runtime.records.followed_up(self.scope(user), memory_ids)

    async def get_profile(self, user: str) -> dict[str, Any]:
        """The user's structured profile fields."""
        return await self.store.get_profile(self.scope(user))

    async def set_profile(self, user: str, /, **fields: Any) -> dict[str, Any]:
        """Merge fields into the profile; a field set to None is removed."""
        return await self.runtime.records.set_profile(self.scope(user), fields)

    async def add_summary(
        self, user: str, text: str, *, memory_ids: Sequence[str] = (), period_start: datetime, period_end: datetime
    ) -> Summary:
        """Store a narrative summary of a period (normally written by the summary job)."""
        return await self.runtime.records.add_summary(
            self.scope(user), text, memory_ids=memory_ids, period_start=period_start, period_end=period_end
        )

    # turns and sessions ---------------------------------------------------------------------

    async def record_turns(self, user: str, session: str, turns: Sequence[dict[str, Any]]) -> builtins.list[Turn]:
        """Persist turns (each ``{"role", "content", "name"?, "at"?, "id"?}``); idempotent by id.
        Nothing waits for a model: extraction is queued (see :mod:`muninn.sessions.turns`)."""
        return await self.runtime.conversations.record(self.scope(user), session, turns)

    async def record_turn(
        self,
        user: str,
        session: str,
        role: Role,
        content: str,
        *,
        name: str | None = None,
        at: datetime | None = None,
        turn_id: str | None = None,
    ) -> Turn:
        """Persist one turn of the conversation."""
        raw = {"role": role, "content": content, "name": name, "at": at, "id": turn_id}
        (turn,) = await self.record_turns(user, session, [raw])
        return turn

    async def end_session(self, user: str, session: str) -> bool:
        """Close a session: its buffer is dropped and extraction is queued for what is left of it."""
        return await self.runtime.conversations.end(self.scope(user), session)

    async def expire_idle_sessions(self) -> int:
        """End every session idle for ``session_idle_minutes``; returns how many ended."""
        return await self.runtime.conversations.expire_idle()

    async def index_turns(self, *, batch: int = 256, progress: Progress | None = None) -> int:
        """Embed every turn that has no vector yet; returns how many were embedded."""
        return await self.runtime.background.embed_missing("turns", batch=batch, progress=progress)

    async def reembed(self, *, batch: int = 256, progress: Progress | None = None) -> dict[str, int]:
        """Re-embed every memory and turn with the configured embedder and record it as the store's."""
        return await self.runtime.background.reembed(batch=batch, progress=progress)

    # search, context, chat ------------------------------------------------------------------

    async def search(
        self,
        user: str,
        query: str,
        *,
        corpus: Corpus = "memories",
        limit: int = 10,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        since: datetime | None = None,
        until: datetime | None = None,
        include_inactive: bool = False,
    ) -> builtins.list[Hit]:
        """Hybrid search of the user's memories (or raw turns) for ``query``, best first."""
        return await self.runtime.retrieval.search(
            self.scope(user),
            query,
            corpus=corpus,
            limit=limit,
            kinds=kinds,
            tags=tags,
            since=since,
            until=until,
            include_inactive=include_inactive,
        )

    async def context(
        self,
        user: str,
        session: str | None = None,
        query: str = "",
        *,
        budget: int | None = None,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        policy: Policy | str | None = None,
        classifier: ChatProvider | None = None,
    ) -> Context:
        """The context block for the user's next reply; no writes. With a ``policy`` (object, built-in
        name or path) and a query, ``Context.decision`` says how to answer and why; no LLM call unless
        a ``classifier`` is passed (see :mod:`muninn.read.retrieval`)."""
        return await self.runtime.retrieval.context(
            self.scope(user),
            session,
            query,
            budget=budget,
            kinds=kinds,
            tags=tags,
            policy=policy,
            classifier=classifier,
        )

    async def record_policy_outcome(
        self, user: str, decision: Decision, text: str, *, session: str | None = None, turn_ids: Sequence[str] = ()
    ) -> builtins.list[MemoryRecord]:
        """After the reply: store the decision's occurrences in memory so the next count is right."""
        scope = self.scope(user)
        return await record_outcome(self.runtime.records, scope, decision, text, session=session, turn_ids=turn_ids)

    async def check_policy_reply(self, user: str, decision: Decision, reply: str) -> builtins.list[str]:
        """What the reply misses of the decision's schema; counted in the user's counters
        (``policy_replies``, ``policy_replies_off_schema``), see :mod:`muninn.policy.audit`."""
        return await audit_reply(self.store, self.scope(user), decision, reply)

    def chat(
        self,
        user: str,
        session: str,
        text: str,
        *,
        system: str | None = None,
        policy: Policy | str | None = None,
        style: ChatStyle = DEFAULT_STYLE,
    ) -> AsyncIterator[str]:
        """Reply to ``text`` with the chat model, streaming; both turns are recorded and the write
        path is queued. With a ``policy``, its mode shapes the reply; ``style`` sets the prompt and
        generation settings, ``system`` replaces its prompt (see :mod:`muninn.chat`)."""
        return self.runtime.chat.stream(
            self.scope(user), session, text, llm=self.chat_llm, system=system, style=style, policy=policy
        )

    async def reply(
        self,
        user: str,
        session: str,
        text: str,
        *,
        system: str | None = None,
        policy: Policy | str | None = None,
        style: ChatStyle = DEFAULT_STYLE,
    ) -> str:
        """:meth:`chat`, collected into one string."""
        chunks = self.chat(user, session, text, system=system, policy=policy, style=style)
        return "".join([chunk async for chunk in chunks])

    async def preview(
        self, user: str, text: str, *, system: str | None = None, policy: Policy | str | None = None
    ) -> Preview:
        """The chat model's reply to ``text`` with the user's memory and without it, and the context
        behind the first; writes no turn and nothing else (see :meth:`ChatLoop.preview`)."""
        text = check.text(text, "message", self.settings.max_turn_chars)
        return await self.runtime.chat.preview(self.scope(user), text, llm=self.chat_llm, system=system, policy=policy)

    # users, export and import ---------------------------------------------------------------

    async def users(self) -> builtins.list[str]:
        """Users of this tenant that have any stored rows."""
        return await self.store.list_users(self.tenant)

    async def count_user(self, user: str) -> dict[str, int]:
        """Rows of the user per table: what :meth:`erase_user` would delete now."""
        return await self.store.count_user(self.scope(user))

    async def erase_user(self, user: str) -> dict[str, int]:
        """Delete every row of the user in every table (memories, turns, history, jobs, …) and the
        user's live session buffers; returns rows removed per table, zeros included. A job of the
        user in flight cannot write afterwards (:mod:`muninn.stores.fence`)."""
        scope = self.scope(user)
        removed = await self.store.erase_user(scope)
        await self.runtime.working.drop_user(scope)
        self.runtime.cache.clear()
        return removed

    async def export(self, user: str) -> dict[str, Any]:
        """Everything stored about the user as a JSON-ready document (see :mod:`muninn.transfer`)."""
        return (await export_user(self.store, self.scope(user), at=self.clock())).model_dump(mode="json")

    async def import_(self, user: str, document: Any) -> dict[str, int]:
        """Import an export document into ``user``; validates everything before writing."""
        return await import_user(self.runtime.records, self.store, self.scope(user), document)

    # background -----------------------------------------------------------------------------

    async def enqueue(
        self, user: str, kind: JobKind, payload: Payload | dict[str, Any], *, key: str
    ) -> tuple[Job, bool]:
        """Queue background work for the user (idempotent by ``key``) and wake the worker."""
        typed = payload if not isinstance(payload, dict) else PAYLOADS[kind].model_validate(payload)
        return await self.runtime.queue.enqueue(self.scope(user), kind, typed, key=key)

    def worker(self) -> Worker:
        """The in-process worker running the write path's handlers (built on first use)."""
        return self.runtime.background.worker()

    def start_worker(self) -> None:
        """Run the background worker inside the current event loop."""
        self.runtime.background.start()

    async def stop_worker(self) -> None:
        """Stop the background worker; jobs still running after ``worker_stop_seconds`` are released
        back to the queue and re-run later."""
        await self.runtime.background.stop()

    async def process(self) -> int:
        """Run due background jobs until none is left, then housekeeping; returns how many jobs ran."""
        return await self.runtime.background.process()

    async def housekeeping(self) -> dict[str, int]:
        """End idle sessions, embed new turns, write buffered embedding telemetry."""
        return await self.runtime.background.housekeeping()

    async def flush_telemetry(self) -> int:
        """Write the embedding calls recorded in memory since the last flush; returns how many."""
        return await self.runtime.embeddings.flush()

    async def jobs(
        self, *, states: Sequence[JobState] = (), user: str | None = None, limit: int = 100
    ) -> builtins.list[Job]:
        """The tenant's jobs, newest first."""
        user_id = None if user is None else self.scope(user).user_id
        return await self.store.list_jobs(self.tenant, states=states, user_id=user_id, limit=limit)

    async def retry_job(self, job_id: str) -> Job:
        """Put a dead job back in the queue with fresh attempts."""
        return await self.runtime.background.retry(self.tenant, job_id)

    async def purge_jobs(self, *, states: Sequence[JobState] = ("done", "dead")) -> int:
        """Delete finished jobs of the tenant in the given states."""
        return await self.runtime.background.purge(self.tenant, tuple(states))

    async def counters(self, user: str | None = None) -> dict[str, int]:
        """Write-path counters (candidates, invalid items, zero-fact extractions, paths, actions)."""
        return await self.store.counters(self.tenant, user_id=None if user is None else self.scope(user).user_id)

    async def llm_calls(self, *, limit: int = 100, purpose: str | None = None) -> builtins.list[LLMCall]:
        """Recorded model and embedding calls of this tenant, newest first."""
        await self.flush_telemetry()
        return await self.store.list_llm_calls(tenant=self.tenant, limit=limit, purpose=purpose)

    async def reset_telemetry(self) -> int:
        """Delete this tenant's recorded calls; returns how many."""
        await self.flush_telemetry()
        return await self.store.reset_llm_calls(tenant=self.tenant)
