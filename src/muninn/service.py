"""The async core: one object that owns a store, an embedder and the per-user index cache.

Every public operation of muninn is a method here; the sync facade (:mod:`muninn.sync`), the
CLI and later the HTTP service call these and add no logic of their own.
"""

from __future__ import annotations

import asyncio
import builtins
import time
from collections.abc import AsyncIterator, Callable, Sequence
from datetime import datetime, timedelta
from typing import Any, Literal

import numpy as np

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.models import (
    HistoryAction,
    HistoryEntry,
    Hit,
    LLMCall,
    MemoryRecord,
    MemoryStatus,
    Scope,
    Source,
    Summary,
    Turn,
    utcnow,
)
from muninn.domain.text import content_hash, estimate_tokens
from muninn.errors import EmbedderMismatch, InvalidInput, NotFound
from muninn.policy import Decision, Policy, decide, load_policy, record_outcome
from muninn.providers.embeddings import Embedder, get_embedder
from muninn.providers.llm import ChatProvider
from muninn.read.context import FRAME_TOKENS, Context, ContextItem, pack, render
from muninn.read.index import IndexCache
from muninn.read.search import SearchParams, hybrid
from muninn.sessions.service import ConversationMixin
from muninn.sessions.working import InProcessWorkingMemory, WorkingMemory
from muninn.settings import Settings
from muninn.stores import Store, open_store
from muninn.stores.base import Corpus, Refresh, StatusChange
from muninn.worker.runner import Worker
from muninn.worker.service import BackgroundMixin

Progress = Callable[[str, int, int], None]
# muninn's own instruction when an event from memory is due: code decides to follow up, the model phrases it
FOLLOW_UP_INSTRUCTION = (
    "A follow-up is due: start your reply by briefly asking how the event under "
    '"Follow-ups due" went, then answer the message.'
)
_KEEP: Any = object()  # "argument not given" for fields where None is a meaningful value


class AsyncMemory(ConversationMixin, BackgroundMixin):
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
    ) -> None:
        self.settings = settings or Settings()
        self.store = store or open_store(self.settings.resolved_store_url())
        self.tenant = check.identifier(tenant or self.settings.tenant, "tenant")
        self.clock = clock
        self._embedder = embedder
        self._embedder_checked = False
        self._cache = IndexCache(self.store, max_bytes=self.settings.index_cache_mb << 20)
        self._memory_llm = memory_llm
        self._chat_llm = chat_llm
        self._embed_calls: builtins.list[LLMCall] = []
        self._worker: Worker | None = None
        self.working = working or InProcessWorkingMemory()

    # plumbing -------------------------------------------------------------------------------

    def with_tenant(self, tenant: str) -> AsyncMemory:
        """A view of the same store and embedder scoped to another tenant."""
        view = AsyncMemory(
            self.settings,
            store=self.store,
            embedder=self._embedder,
            tenant=tenant,
            clock=self.clock,
            memory_llm=self._memory_llm,
            chat_llm=self._chat_llm,
            working=self.working,
        )
        view._cache = self._cache
        view._worker = self._worker
        view._embed_calls = self._embed_calls
        return view

    async def close(self) -> None:
        """Stop the background worker (if started), write pending telemetry and close the store."""
        await self.stop_worker()
        await self.flush_telemetry()
        await self.store.close()

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded on first use (the default takes about a second)."""
        if self._embedder is None:
            self._embedder = get_embedder(self.settings.embedder, home=self.settings.home)
        return self._embedder

    def _scope(self, user: str) -> Scope:
        return Scope(self.tenant, check.identifier(user, "user"))

    async def _checked_embedder(self) -> Embedder:
        embedder = self.embedder
        if not self._embedder_checked:
            stored = await self.store.get_meta("embedder")
            current = f"{embedder.name}|{embedder.dim}"
            if stored is None:
                await self.store.set_meta("embedder", current)
            elif stored != current:
                name, _, dim = stored.partition("|")
                raise EmbedderMismatch(
                    f"the store was indexed with {name} (dimension {dim}) but {embedder.name} "
                    f"(dimension {embedder.dim}) is configured; run `muninn reembed` to migrate"
                )
            self._embedder_checked = True
        return embedder

    async def _embed(self, texts: Sequence[str]) -> np.ndarray:
        embedder = await self._checked_embedder()
        # off the event loop: onnxruntime releases the GIL, so a server keeps answering meanwhile
        started = time.perf_counter()
        error = None
        try:
            vectors = await asyncio.to_thread(embedder.embed, list(texts))
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            raise
        finally:
            # kept in memory and written by flush_telemetry(): the read path itself never writes;
            # bounded, so a process that never runs housekeeping keeps at most the newest 10,000
            if len(self._embed_calls) >= 10_000:
                del self._embed_calls[:1_000]
            self._embed_calls.append(
                LLMCall(
                    id=new_id(),
                    at=self.clock(),
                    tenant=self.tenant,
                    purpose="embed",
                    provider=embedder.name.split(":", 1)[0],
                    model=embedder.name,
                    latency_ms=(time.perf_counter() - started) * 1000,
                    status="ok" if error is None else "error",
                    prompt_tokens=sum(estimate_tokens(t) for t in texts),
                    error=error,
                )
            )
        return check.vectors(vectors, embedder.dim)

    def _params(self, limit: int, **overrides: Any) -> SearchParams:
        s = self.settings
        defaults: dict[str, Any] = {
            "rrf_k": s.rrf_k,
            "fusion": s.search_fusion,
            "importance_weight": s.importance_weight,
            "freshness_weight": s.freshness_weight,
            "freshness_half_life_days": s.freshness_half_life_days,
        }
        return SearchParams(limit=limit, **(defaults | overrides))

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
        record = self.new_record(
            user,
            content,
            kind=kind,
            tags=tags,
            importance=importance,
            confidence=confidence,
            event_at=event_at,
            source=source,
            agent_id=agent_id,
        )
        existing = await self.store.find_by_hash(self._scope(user), record.content_hash)
        if existing is not None:
            return existing
        (vector,) = await self._embed([record.content])
        return await self.insert(record, vector, reason=reason)

    def new_record(
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
    ) -> MemoryRecord:
        """A validated, not yet stored memory (raises InvalidInput for bad fields)."""
        scope = self._scope(user)
        content = check.text(content, "memory content", self.settings.max_memory_chars)
        now = self.clock()
        return MemoryRecord(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            agent_id=None if agent_id is None else check.identifier(agent_id, "agent_id"),
            kind=check.kind(kind, self.settings),
            content=content,
            content_hash=content_hash(content),
            tags=check.tags(tags, self.settings),
            importance=check.unit(importance, "importance"),
            confidence=check.unit(confidence, "confidence"),
            event_at=check.aware(event_at, "event_at"),
            valid_from=now,
            created_at=now,
            updated_at=now,
            last_seen_at=now,
            source=source or Source(),
            embedder=self.embedder.name,
        )

    async def insert(self, record: MemoryRecord, vector: np.ndarray, *, reason: str) -> MemoryRecord:
        """Write a record from :meth:`new_record` with its vector and an ``add`` history row."""
        await self.store.write_memories(
            Scope(record.tenant, record.user_id),
            inserts=[(record, vector)],
            history=[self._entry(record, "add", None, record, reason)],
        )
        return record

    async def refresh(self, user: str, memory_id: str, *, boost: float, reason: str) -> MemoryRecord:
        """A re-statement: last seen now, confidence raised by ``boost`` (at most 1)."""
        from muninn.write.maintenance import decayed_confidence

        old = await self.get(user, memory_id)
        now = self.clock()
        current = decayed_confidence(
            old.confidence, old.last_seen_at, now, half_life_days=self.settings.confidence_half_life_days
        )
        new = old.model_copy(update={"last_seen_at": now, "confidence": min(1.0, current + boost)})
        await self.store.write_memories(
            self._scope(user),
            refreshes=[Refresh(old.id, now, new.confidence)],
            history=[self._entry(old, "refresh", old, new, reason)],
        )
        return new

    def _entry(
        self,
        record: MemoryRecord,
        action: HistoryAction,
        old: MemoryRecord | None,
        new: MemoryRecord | None,
        reason: str,
    ) -> HistoryEntry:
        return HistoryEntry(
            id=new_id(),
            memory_id=record.id,
            tenant=record.tenant,
            user_id=record.user_id,
            action=action,
            old=None if old is None else old.model_dump(mode="json"),
            new=None if new is None else new.model_dump(mode="json"),
            actor=(new or old or record).source.actor,
            reason=reason,
            at=self.clock(),
        )

    async def get(self, user: str, memory_id: str) -> MemoryRecord:
        """The memory with this id in the user's scope, whatever its status."""
        record = await self.store.get_memory(self._scope(user), check.identifier(memory_id, "memory id"))
        if record is None:
            raise NotFound(f"no memory {memory_id!r} for user {user!r}")
        return record

    async def list(
        self,
        user: str,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        limit: int | None = None,
    ) -> builtins.list[MemoryRecord]:
        """The user's memories, newest first."""
        for kind in kinds:
            check.kind(kind, self.settings)
        return await self.store.list_memories(self._scope(user), statuses=statuses, kinds=kinds, limit=limit)

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
        old = await self.get(user, memory_id)
        if old.status != "active":
            raise InvalidInput(f"memory {memory_id} is {old.status}; only active memories can be updated")
        now = self.clock()
        new_content = (
            old.content if content is None else check.text(content, "memory content", self.settings.max_memory_chars)
        )
        new = old.model_copy(
            update={
                "id": new_id(),
                "content": new_content,
                "content_hash": content_hash(new_content),
                "kind": old.kind if kind is None else check.kind(kind, self.settings),
                "tags": old.tags if tags is None else check.tags(tags, self.settings),
                "importance": old.importance if importance is None else check.unit(importance, "importance"),
                "confidence": old.confidence if confidence is None else check.unit(confidence, "confidence"),
                "event_at": old.event_at if event_at is _KEEP else check.aware(event_at, "event_at"),
                "valid_from": now,
                "created_at": now,
                "updated_at": now,
                "last_seen_at": now,
                "supersedes": old.id,
                "version": old.version + 1,
                "source": (source or old.source).model_copy(update={"actor": actor}),
                "followed_up_at": None,
            }
        )
        (vector,) = await self._embed([new.content])
        superseded = old.model_copy(update={"status": "superseded", "valid_to": now, "updated_at": now})
        await self.store.write_memories(
            self._scope(user),
            inserts=[(new, vector)],
            changes=[StatusChange(old.id, "superseded", now)],
            history=[
                self._entry(new, action, old, new, reason),
                self._entry(old, "supersede", old, superseded, f"superseded by {new.id}: {reason}"),
            ],
        )
        return new

    async def forget(self, user: str, memory_id: str, *, reason: str = "forgotten on request") -> MemoryRecord:
        """Mark a memory deleted: it leaves every search and context, and its history stays."""
        return await self._set_status(user, memory_id, "deleted", "delete", reason)

    async def archive(self, user: str, memory_id: str, *, reason: str = "archived") -> MemoryRecord:
        """Move a memory out of search and context while keeping it listable."""
        return await self._set_status(user, memory_id, "archived", "archive", reason)

    async def _set_status(
        self, user: str, memory_id: str, status: MemoryStatus, action: HistoryAction, reason: str
    ) -> MemoryRecord:
        old = await self.get(user, memory_id)
        if old.status == status:
            return old
        new = old.model_copy(update={"status": status, "updated_at": self.clock()})
        await self.store.write_memories(
            self._scope(user),
            changes=[StatusChange(old.id, status)],
            history=[self._entry(old, action, old, new, reason)],
        )
        return new

    async def history(self, user: str, memory_id: str) -> builtins.list[HistoryEntry]:
        """Every change to this memory and to the versions before it, oldest first."""
        scope = self._scope(user)
        chain: builtins.list[str] = []
        record: MemoryRecord | None = await self.get(user, memory_id)
        while record is not None and record.id not in chain:
            chain.append(record.id)
            record = None if record.supersedes is None else await self.store.get_memory(scope, record.supersedes)
        return await self.store.history(scope, chain)

    async def followed_up(self, user: str, memory_ids: Sequence[str]) -> int:
        """Record that the agent followed up on these events, so they stop being due."""
        return await self.store.mark_followed_up(self._scope(user), memory_ids, self.clock())

    # profile and summaries ------------------------------------------------------------------

    async def get_profile(self, user: str) -> dict[str, Any]:
        """The user's structured profile fields."""
        return await self.store.get_profile(self._scope(user))

    async def set_profile(self, user: str, /, **fields: Any) -> dict[str, Any]:
        """Merge fields into the profile; a field set to None is removed."""
        scope = self._scope(user)
        profile = await self.store.get_profile(scope)
        for key, value in fields.items():
            check.identifier(key, "profile field")
            if value is None:
                profile.pop(key, None)
            else:
                profile[key] = value
        await self.store.set_profile(scope, profile)
        return profile

    async def add_summary(
        self, user: str, text: str, *, memory_ids: Sequence[str] = (), period_start: datetime, period_end: datetime
    ) -> Summary:
        """Store a narrative summary of a period (normally written by the summary job)."""
        scope = self._scope(user)
        summary = Summary(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            period_start=check.aware(period_start, "period_start") or period_start,
            period_end=check.aware(period_end, "period_end") or period_end,
            text=check.text(text, "summary", self.settings.max_turn_chars),
            memory_ids=list(memory_ids),
            fact_count=len(memory_ids),
            created_at=self.clock(),
        )
        await self.store.insert_summary(summary)
        return summary

    # turns ----------------------------------------------------------------------------------

    async def index_turns(self, *, batch: int = 256, progress: Progress | None = None) -> int:
        """Embed every turn that has no vector yet; returns how many were embedded."""
        return await self._embed_missing("turns", batch=batch, progress=progress)

    async def _embed_missing(self, corpus: Corpus, *, batch: int, progress: Progress | None) -> int:
        embedder = await self._checked_embedder()
        done = 0
        while rows := await self.store.missing_vectors(corpus, embedder=embedder.name, limit=batch):
            vectors = await self._embed([text for _, _, text in rows])
            await self.store.set_vectors(
                corpus, [(s, i, v) for (s, i, _), v in zip(rows, vectors, strict=True)], embedder=embedder.name
            )
            done += len(rows)
            if progress:
                progress(corpus, done, len(rows))
        return done

    async def reembed(self, *, batch: int = 256, progress: Progress | None = None) -> dict[str, int]:
        """Re-embed every memory and turn with the configured embedder and record it as the store's."""
        embedder = self.embedder
        await self.store.set_meta("embedder", f"{embedder.name}|{embedder.dim}")
        self._embedder_checked = True
        self._cache.clear()
        return {c: await self._embed_missing(c, batch=batch, progress=progress) for c in ("memories", "turns")}

    # search and context ---------------------------------------------------------------------

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
        scope = self._scope(user)
        query = check.text(query, "query", self.settings.max_turn_chars)
        if not 1 <= limit <= 1000:
            raise InvalidInput("limit must be between 1 and 1000")
        for kind in kinds:
            check.kind(kind, self.settings)
        statuses: tuple[MemoryStatus, ...] = ("active", "superseded", "archived") if include_inactive else ("active",)
        index = await self._cache.get(scope, corpus, statuses)
        (vector,) = await self._embed([query])
        params = self._params(
            limit,
            kinds=kinds,
            tags=check.tags(tags, self.settings),
            since=check.aware(since, "since"),
            until=check.aware(until, "until"),
            **({"importance_weight": 0.0, "freshness_weight": 0.0} if corpus == "turns" else {}),
        )
        ranked = hybrid(index, query, vector, params, now=self.clock().timestamp())
        ids = [index.rows.ids[r.row] for r in ranked]
        fetch = self.store.get_memories if corpus == "memories" else self.store.get_turns
        records: dict[str, MemoryRecord | Turn] = {r.id: r for r in await fetch(scope, ids)}
        return [
            Hit(record=records[i], score=r.score, dense_rank=r.dense_rank or None, lexical_rank=r.lexical_rank or None)
            for i, r in zip(ids, ranked, strict=True)
            if i in records
        ]

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
        """Assemble the context block for the user's next reply. No writes.

        With a ``policy`` (a :class:`~muninn.policy.Policy`, a built-in name or a file path) and
        a non-empty ``query``, the policy decides how to answer: ``Context.decision`` says what
        and why, ``Context.instructions`` carries the mode's schema. No LLM call unless a
        ``classifier`` is passed, and then only when the policy's rules find nothing or tie.
        """
        s = self.settings
        scope = self._scope(user)
        budget = s.token_budget if budget is None else budget
        if budget < 50:
            raise InvalidInput("budget must be at least 50 tokens")
        decision: Decision | None = None
        if policy is not None and query.strip():
            chosen = policy if isinstance(policy, Policy) else load_policy(policy)
            decision = await decide(self, user, query, chosen, classifier=classifier)
        instructions = "" if decision is None else decision.instructions
        instruction_tokens = estimate_tokens(instructions)
        now = self.clock()
        candidates: dict[str, builtins.list[ContextItem]] = {}

        profile = await self.store.get_profile(scope)
        if profile:
            line = "; ".join(f"{k}: {v}" for k, v in sorted(profile.items()))
            candidates["profile"] = [ContextItem(text=line)]
        window = now - timedelta(days=s.followup_window_days)
        candidates["followups"] = [
            ContextItem(text=m.content, memory_id=m.id, kind=m.kind, note=f"was due {m.event_at:%Y-%m-%d %H:%M} UTC")
            for m in await self.store.due_events(scope, now=now, window_start=window)
        ]
        if candidates["followups"]:
            instructions = "\n\n".join(x for x in (FOLLOW_UP_INSTRUCTION, instructions) if x)
            instruction_tokens = estimate_tokens(instructions)
        recent_turns: builtins.list[Turn] = []
        retrieval_query = query
        if session is not None:
            session = check.identifier(session, "session")
            candidates["conversation"], recent_turns, retrieval_query = await self.conversation(user, session, query)
        if query.strip() and s.relevant_limit:
            check.text(query, "query", s.max_turn_chars)
            index = await self._cache.get(scope, "memories")
            vector = (await self._embed([retrieval_query]))[0] if index.rows.ids else None
            params = self._params(s.relevant_limit, kinds=kinds, tags=tags)
            ranked = hybrid(index, retrieval_query, vector, params, now=now.timestamp())
            candidates["relevant"] = [
                ContextItem(text=index.rows.texts[r.row], memory_id=index.rows.ids[r.row], kind=index.rows.kinds[r.row])
                for r in ranked
            ]
        if s.recent_limit:
            recent = await self.store.list_memories(
                scope, since=now - timedelta(days=s.recent_days), limit=s.recent_limit
            )
            candidates["recent"] = [
                ContextItem(text=m.content, memory_id=m.id, kind=m.kind, note=f"noted {m.created_at:%Y-%m-%d}")
                for m in recent
            ]
        summary = await self.store.latest_summary(scope)
        if summary is not None:
            candidates["summary"] = [
                ContextItem(text=summary.text, note=f"{summary.period_start:%Y-%m-%d} to {summary.period_end:%Y-%m-%d}")
            ]

        # The instructions are required text; memory gets what they leave of the budget.
        sections, dropped = pack(candidates, max(budget - instruction_tokens, 0))
        memory_ids = [i.memory_id for sec in sections for i in sec.items if i.memory_id]
        tokens = {sec.name: sec.tokens for sec in sections}
        text = render(sections)
        return Context(
            user_id=scope.user_id,
            session_id=session,
            query=query,
            sections=sections,
            memory_ids=memory_ids,
            tokens=tokens,
            total_tokens=(0 if not text else sum(tokens.values()) + FRAME_TOKENS) + instruction_tokens,
            budget=budget,
            dropped=dropped,
            text=text,
            recent_turns=recent_turns,
            instructions=instructions,
            decision=decision,
        )

    async def record_policy_outcome(
        self, user: str, decision: Decision, text: str, *, session: str | None = None, turn_ids: Sequence[str] = ()
    ) -> builtins.list[MemoryRecord]:
        """After the reply: store the decision's occurrences in memory so the next count is right."""
        return await record_outcome(self, user, decision, text, session=session, turn_ids=turn_ids)

    # chat -----------------------------------------------------------------------------------

    def chat(
        self, user: str, session: str, text: str, *, system: str | None = None, policy: Policy | str | None = None
    ) -> AsyncIterator[str]:
        """Reply to ``text`` with the chat model, streaming; both turns are recorded and the write
        path is queued. With a ``policy``, its mode shapes the reply and the occurrence is recorded.
        See :mod:`muninn.sessions.chat`."""
        from muninn.sessions.chat import SYSTEM_PROMPT, chat_stream

        return chat_stream(self, user, session, text, llm=self.chat_llm, system=system or SYSTEM_PROMPT, policy=policy)

    async def reply(
        self, user: str, session: str, text: str, *, system: str | None = None, policy: Policy | str | None = None
    ) -> str:
        """:meth:`chat`, collected into one string."""
        return "".join([chunk async for chunk in self.chat(user, session, text, system=system, policy=policy)])

    # users ----------------------------------------------------------------------------------

    async def users(self) -> builtins.list[str]:
        """Users of this tenant that have any stored rows."""
        return await self.store.list_users(self.tenant)

    async def erase_user(self, user: str) -> dict[str, int]:
        """Delete every row of the user in every table (memories, turns, history, jobs, …)."""
        scope = self._scope(user)
        removed = await self.store.erase_user(scope)
        self._cache.clear()
        return removed

    # export and import ----------------------------------------------------------------------

    async def export(self, user: str) -> dict[str, Any]:
        """Everything stored about the user as a JSON-ready document (see :mod:`muninn.transfer`)."""
        from muninn.transfer import export_user

        return (await export_user(self, user)).model_dump(mode="json")

    async def import_(self, user: str, document: Any) -> dict[str, int]:
        """Import an export document into ``user``; validates everything before writing."""
        from muninn.transfer import import_user

        return await import_user(self, user, document)
