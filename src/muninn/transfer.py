"""Export and import of one user's data as a self-describing JSON document.

Import validates the whole document before writing anything, gives every memory a fresh id
(so a user can be copied within one store), keeps version links and history, and skips
memories whose exact text is already active for the target user, so re-importing is a no-op.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Final, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.models import HistoryEntry, MemoryRecord, Scope, Summary, Turn
from muninn.errors import InvalidInput
from muninn.records import Records
from muninn.stores.base import MemoryStore, ProfileStore, TurnStore

FORMAT: Final = "muninn.export"


class ExportDocument(BaseModel):
    """Everything muninn holds about one user, embeddings excluded."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["muninn.export"] = FORMAT
    version: Literal[1] = 1
    tenant: str
    user_id: str
    exported_at: str
    memories: list[MemoryRecord] = Field(default_factory=list)
    history: list[HistoryEntry] = Field(default_factory=list)
    summaries: list[Summary] = Field(default_factory=list)
    turns: list[Turn] = Field(default_factory=list)
    profile: dict[str, Any] = Field(default_factory=dict)


class TransferStore(MemoryStore, ProfileStore, TurnStore, Protocol):
    """The store roles export and import use."""


async def export_user(store: TransferStore, scope: Scope, *, at: datetime) -> ExportDocument:
    """The user's memories of every status, their history, summaries, turns and profile."""
    memories = await store.list_memories(
        scope, statuses=("active", "superseded", "archived", "deleted"), newest_first=False
    )
    summary = await store.latest_summary(scope)
    return ExportDocument(
        tenant=scope.tenant,
        user_id=scope.user_id,
        exported_at=at.isoformat(),
        memories=memories,
        history=await store.history(scope),
        summaries=[summary] if summary else [],
        turns=await store.list_turns(scope),
        profile=await store.get_profile(scope),
    )


def parse_document(data: Any) -> ExportDocument:
    """Validate an export document (a dict or JSON text); the error names the first bad field."""
    try:
        if isinstance(data, str | bytes):
            return ExportDocument.model_validate_json(data)
        return ExportDocument.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "document"
        raise InvalidInput(
            f"not a valid muninn export ({exc.error_count()} problems; first at {where}: {first['msg']}); "
            "nothing was imported"
        ) from None


async def import_user(records: Records, store: TransferStore, scope: Scope, data: Any) -> dict[str, int]:
    """Import a document into ``scope``; returns counts per kind of row."""
    doc = parse_document(data)
    settings = records.settings
    for m in doc.memories:
        if m.kind not in settings.kinds:
            raise InvalidInput(f"memory {m.id} has kind {m.kind!r}, not configured here; nothing was imported")
        if not m.content.strip() or len(m.content) > settings.max_memory_chars:
            raise InvalidInput(f"memory {m.id} has empty or oversized content; nothing was imported")
    for row in [*doc.memories, *doc.history, *doc.summaries, *doc.turns]:
        for field, value in row:
            if isinstance(value, datetime):  # out-of-range times would poison every later read
                check.aware(value, f"{type(row).__name__} {getattr(row, 'id', '')} {field}")
    existing = {m.content_hash for m in await store.list_memories(scope)}
    fresh = {m.id: new_id() for m in doc.memories}
    keep = [m for m in doc.memories if not (m.status == "active" and m.content_hash in existing)]
    fresh_records = [
        m.model_copy(
            update={
                "id": fresh[m.id],
                "tenant": scope.tenant,
                "user_id": scope.user_id,
                "supersedes": fresh.get(m.supersedes) if m.supersedes else None,
                "embedder": records.embeddings.embedder.name,
            }
        )
        for m in keep
    ]
    vectors: Sequence[Any] = (
        list(await records.embed(scope, [r.content for r in fresh_records])) if fresh_records else []
    )
    kept = {m.id for m in keep}
    history = [
        h.model_copy(
            update={"id": new_id(), "memory_id": fresh[h.memory_id], "tenant": scope.tenant, "user_id": scope.user_id}
        )
        for h in doc.history
        if h.memory_id in kept
    ]
    history += [
        HistoryEntry(
            id=new_id(),
            memory_id=r.id,
            tenant=scope.tenant,
            user_id=scope.user_id,
            action="import",
            old=None,
            new=r.model_dump(mode="json"),
            actor="import",
            reason=f"imported from {doc.tenant}/{doc.user_id} (was {old.id})",
            at=records.clock(),
        )
        for r, old in zip(fresh_records, keep, strict=True)
    ]
    await store.write_memories(scope, inserts=list(zip(fresh_records, vectors, strict=True)), history=history)
    turns = [t.model_copy(update={"tenant": scope.tenant, "user_id": scope.user_id}) for t in doc.turns]
    added_turns = await store.insert_turns(turns)
    for s in doc.summaries:
        await store.insert_summary(
            s.model_copy(
                update={
                    "id": new_id(),
                    "tenant": scope.tenant,
                    "user_id": scope.user_id,
                    "memory_ids": [fresh.get(i, i) for i in s.memory_ids],
                }
            )
        )
    if doc.profile:
        await records.set_profile(scope, doc.profile)
    return {
        "memories": len(fresh_records),
        "skipped_duplicates": len(doc.memories) - len(fresh_records),
        "turns": added_turns,
        "summaries": len(doc.summaries),
        "history": len(history),
    }
