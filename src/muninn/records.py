"""Memory records: every change to long-term memory, each with its history row.

:class:`Records` is the one place that creates, versions, refreshes and re-statuses memories,
and the one place that writes profiles and summaries. The façade, the write path, the policy
engine and import all go through it. It works on a :class:`~muninn.domain.models.Scope` that
the caller has already validated; it never deletes (only ``erase_user`` does, in the store).
"""

from __future__ import annotations

import asyncio
import builtins
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol, TypedDict

import numpy as np

from muninn import validation as check
from muninn.domain.decay import restated_confidence
from muninn.domain.ids import new_id
from muninn.domain.models import HistoryAction, HistoryEntry, MemoryRecord, MemoryStatus, Scope, Source, Summary
from muninn.domain.text import content_hash
from muninn.errors import InvalidInput, NotFound
from muninn.settings import Settings
from muninn.stores.base import JobStore, MemoryStore, ProfileStore, Refresh, StatusChange
from muninn.telemetry.embedding import Embeddings


class RecordStore(MemoryStore, ProfileStore, JobStore, Protocol):
    """The store roles :class:`Records` uses (jobs: forgetting scrubs their results)."""


@dataclass(slots=True)
class Draft:
    """A memory as a caller describes it, before validation (see :meth:`Records.new`)."""

    content: str
    kind: str = "fact"
    tags: Sequence[str] = ()
    importance: float = 0.5
    confidence: float = 0.8
    event_at: datetime | None = None
    source: Source = field(default_factory=Source)
    agent_id: str | None = None


class Changes(TypedDict, total=False):
    """Fields an update may change; a field left out keeps its value (``event_at`` may be None)."""

    content: str
    kind: str
    tags: Sequence[str]
    importance: float
    confidence: float
    event_at: datetime | None


def _event_time(changes: Changes, old: MemoryRecord) -> datetime | None:
    """The new version's event time: checked when the caller changes it, kept as stored otherwise
    (a stored outlier must not make every later update of the memory fail)."""
    if "event_at" not in changes or changes["event_at"] == old.event_at:
        return old.event_at
    return check.aware(changes["event_at"], "event_at")


class Records:
    """Creates and changes memories of any scope; shared by every tenant view of a runtime."""

    def __init__(
        self, settings: Settings, store: RecordStore, embeddings: Embeddings, clock: Callable[[], datetime]
    ) -> None:
        self.settings = settings
        self.store = store
        self.embeddings = embeddings
        self.clock = clock
        # one lock per user: "is it there? embed; insert" must not interleave for the same user
        self._locks: weakref.WeakValueDictionary[Scope, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, scope: Scope) -> asyncio.Lock:
        """The lock that serialises this user's check-then-write sequences in this process."""
        lock = self._locks.get(scope)
        if lock is None:
            lock = self._locks[scope] = asyncio.Lock()
        return lock

    async def embed(self, scope: Scope, texts: Sequence[str]) -> np.ndarray:
        return await self.embeddings.embed(texts, tenant=scope.tenant)

    # creating -------------------------------------------------------------------------------

    def new(self, scope: Scope, draft: Draft) -> MemoryRecord:
        """A validated, not yet stored memory (raises InvalidInput for bad fields)."""
        s = self.settings
        content = check.text(draft.content, "memory content", s.max_memory_chars)
        now = self.clock()
        return MemoryRecord(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            agent_id=None if draft.agent_id is None else check.identifier(draft.agent_id, "agent_id"),
            kind=check.kind(draft.kind, s),
            content=content,
            content_hash=content_hash(content),
            tags=check.tags(draft.tags, s),
            importance=check.unit(draft.importance, "importance"),
            confidence=check.unit(draft.confidence, "confidence"),
            event_at=check.aware(draft.event_at, "event_at"),
            valid_from=now,
            created_at=now,
            updated_at=now,
            last_seen_at=now,
            source=draft.source,
            embedder=self.embeddings.embedder.name,
        )

    async def add(self, scope: Scope, draft: Draft, *, reason: str = "added") -> MemoryRecord:
        """Store one memory; an exact duplicate of an active memory returns that memory instead."""
        record = self.new(scope, draft)
        async with self.lock(scope):
            existing = await self.store.find_by_hash(scope, record.content_hash)
            if existing is not None:
                return existing
            (vector,) = await self.embed(scope, [record.content])
            return await self.insert(record, vector, reason=reason)

    async def insert(self, record: MemoryRecord, vector: np.ndarray, *, reason: str) -> MemoryRecord:
        """Write a record from :meth:`new` with its vector and an ``add`` history row."""
        await self.store.write_memories(
            Scope(record.tenant, record.user_id),
            inserts=[(record, vector)],
            history=[self._entry(record, "add", None, record, reason)],
        )
        return record

    # changing -------------------------------------------------------------------------------

    async def refresh(self, scope: Scope, memory_id: str, *, reason: str) -> MemoryRecord:
        """A re-statement: last seen now, confidence raised (never lowered)."""
        old = await self.get(scope, memory_id)
        now = self.clock()
        confidence = restated_confidence(
            old.confidence,
            old.last_seen_at,
            now,
            half_life_days=self.settings.confidence_half_life_days,
            boost=self.settings.restate_confidence_boost,
        )
        new = old.model_copy(update={"last_seen_at": now, "confidence": confidence})
        await self.store.write_memories(
            scope,
            refreshes=[Refresh(old.id, now, new.confidence)],
            history=[self._entry(old, "refresh", old, new, reason)],
        )
        return new

    async def update(
        self,
        scope: Scope,
        memory_id: str,
        changes: Changes,
        *,
        actor: str = "api",
        reason: str = "updated",
        action: Literal["update", "supersede"] = "update",
        source: Source | None = None,
    ) -> MemoryRecord:
        """Write a new version of an active memory; the old one is superseded, never deleted."""
        s = self.settings
        old = await self.get(scope, memory_id)
        if old.status != "active":
            raise InvalidInput(f"memory {memory_id} is {old.status}; only active memories can be updated")
        now = self.clock()
        content = check.text(changes.get("content", old.content), "memory content", s.max_memory_chars)
        new = old.model_copy(
            update={
                "id": new_id(),
                "content": content,
                "content_hash": content_hash(content),
                "kind": check.kind(changes.get("kind", old.kind), s),
                "tags": check.tags(changes.get("tags", old.tags), s),
                "importance": check.unit(changes.get("importance", old.importance), "importance"),
                "confidence": check.unit(changes.get("confidence", old.confidence), "confidence"),
                "event_at": _event_time(changes, old),
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
        (vector,) = await self.embed(scope, [new.content])
        superseded = old.model_copy(update={"status": "superseded", "valid_to": now, "updated_at": now})
        await self.store.write_memories(
            scope,
            inserts=[(new, vector)],
            changes=[StatusChange(old.id, "superseded", now)],
            history=[
                self._entry(new, action, old, new, reason),
                self._entry(old, "supersede", old, superseded, f"superseded by {new.id}: {reason}"),
            ],
        )
        return new

    async def set_status(
        self,
        scope: Scope,
        memory_id: str,
        status: MemoryStatus,
        action: HistoryAction,
        reason: str,
        *,
        actor: str | None = None,
    ) -> MemoryRecord:
        """Move a memory to ``status`` (forget: deleted, archive: archived) with a history row
        naming ``actor`` (by default, the actor that wrote the memory).

        Forgetting also removes the memory's text from the results of the user's jobs (see
        :meth:`~muninn.stores.base.JobStore.scrub_job_results`); it runs again when the memory
        is already forgotten, so forgetting twice cleans results written meanwhile."""
        old = await self.get(scope, memory_id)
        if status == "deleted":
            # before the status change: should it fail, the memory is not yet forgotten and the
            # caller's retry does both, instead of finding it deleted with its text still in jobs
            await self.store.scrub_job_results(scope, memory_ids=[old.id], contents=[old.content])
        if old.status == status:
            return old
        new = old.model_copy(update={"status": status, "updated_at": self.clock()})
        await self.store.write_memories(
            scope,
            changes=[StatusChange(old.id, status)],
            history=[self._entry(old, action, old, new, reason, actor=actor)],
        )
        return new

    async def restore(self, scope: Scope, memory_id: str, reason: str, *, actor: str | None = None) -> MemoryRecord:
        """Bring a forgotten or archived memory back to active, with a ``restore`` history row.

        A superseded version is not restorable (its successor holds the truth; update that one),
        and neither is a memory whose content is active again under another id (restoring it
        would make a duplicate)."""
        async with self.lock(scope):
            old = await self.get(scope, memory_id)
            if old.status == "active":
                return old
            if old.status == "superseded":
                raise InvalidInput(
                    f"memory {memory_id} was superseded by a newer version; edit that version instead of restoring"
                )
            twin = await self.store.find_by_hash(scope, old.content_hash)
            if twin is not None:
                raise InvalidInput(f"memory {twin.id} already holds this content and is active; nothing to restore")
            return await self.set_status(scope, memory_id, "active", "restore", reason, actor=actor)

    async def followed_up(self, scope: Scope, memory_ids: Sequence[str]) -> int:
        """Record that the agent followed up on these events, so they stop being due."""
        return await self.store.mark_followed_up(scope, memory_ids, self.clock())

    def _entry(
        self,
        record: MemoryRecord,
        action: HistoryAction,
        old: MemoryRecord | None,
        new: MemoryRecord | None,
        reason: str,
        *,
        actor: str | None = None,
    ) -> HistoryEntry:
        return HistoryEntry(
            id=new_id(),
            memory_id=record.id,
            tenant=record.tenant,
            user_id=record.user_id,
            action=action,
            old=None if old is None else old.model_dump(mode="json"),
            new=None if new is None else new.model_dump(mode="json"),
            actor=actor or (new or old or record).source.actor,
            reason=reason,
            at=self.clock(),
        )

    # reading --------------------------------------------------------------------------------

    async def get(self, scope: Scope, memory_id: str) -> MemoryRecord:
        """The memory with this id in the scope, whatever its status."""
        record = await self.store.get_memory(scope, check.identifier(memory_id, "memory id"))
        if record is None:
            raise NotFound(f"no memory {memory_id!r} for user {scope.user_id!r}")
        return record

    async def list(
        self,
        scope: Scope,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        limit: int | None = None,
    ) -> builtins.list[MemoryRecord]:
        """The scope's memories, newest first."""
        for kind in kinds:
            check.kind(kind, self.settings)
        return await self.store.list_memories(scope, statuses=statuses, kinds=kinds, limit=limit)

    async def history(self, scope: Scope, memory_id: str) -> builtins.list[HistoryEntry]:
        """Every change to this memory and to the versions before it, oldest first."""
        chain: builtins.list[str] = []
        record: MemoryRecord | None = await self.get(scope, memory_id)
        while record is not None and record.id not in chain:
            chain.append(record.id)
            record = None if record.supersedes is None else await self.store.get_memory(scope, record.supersedes)
        return await self.store.history(scope, chain)

    # profile and summaries ------------------------------------------------------------------

    async def set_profile(self, scope: Scope, fields: dict[str, Any]) -> dict[str, Any]:
        """Merge fields into the profile; a field set to None is removed."""
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
        self, scope: Scope, text: str, *, memory_ids: Sequence[str], period_start: datetime, period_end: datetime
    ) -> Summary:
        """Store a narrative summary of a period (normally written by the summary job)."""
        summary = Summary(
            id=new_id(),
            tenant=scope.tenant,
            user_id=scope.user_id,
            period_start=check.when(period_start, "period_start"),
            period_end=check.when(period_end, "period_end"),
            text=check.text(text, "summary", self.settings.max_turn_chars),
            memory_ids=list(memory_ids),
            fact_count=len(memory_ids),
            created_at=self.clock(),
        )
        await self.store.insert_summary(summary)
        return summary
