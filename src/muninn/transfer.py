"""Export and import of one user's data as a self-describing JSON document.

Import validates the whole document with the API's rules before writing anything (text, kinds,
tags, numbers, ids, times; NUL bytes, NaN and duplicate ids refused; content hashes recomputed),
then writes it in one store transaction or not at all. It gives every memory a fresh id (so a
user can be copied within one store), keeps version links and history, and skips memories whose
exact text is already active for the target user, so re-importing is a no-op.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Final, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.models import HistoryEntry, MemoryRecord, Scope, Summary, Turn
from muninn.domain.text import content_hash
from muninn.errors import InvalidInput
from muninn.records import Records
from muninn.settings import Settings
from muninn.stores.base import MemoryStore, ProfileStore, TurnStore, UserStore

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


class TransferStore(MemoryStore, ProfileStore, TurnStore, UserStore, Protocol):
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


def _walk(value: Any, where: str) -> None:
    """Refuse what no backend can store or read back: NUL bytes (PostgreSQL text refuses them),
    other control characters in keys, and NaN or infinite numbers (JSON has none)."""
    if isinstance(value, str):
        if "\x00" in value:
            raise InvalidInput(f"{where} contains a NUL byte; nothing was imported")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(f"{where} is {value}, not a finite number; nothing was imported")
    elif isinstance(value, dict):
        for key, item in value.items():
            _walk(key, f"{where} key")
            _walk(item, f"{where}.{key}")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _walk(item, f"{where}[{i}]")


def _unique(ids: Sequence[str], what: str) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise InvalidInput(f"{what} id {i!r} appears twice in the document; nothing was imported")
        seen.add(i)


def _check_times(row: BaseModel, what: str) -> None:
    for field, value in row:
        if isinstance(value, datetime):  # out-of-range times would poison every later read
            check.aware(value, f"{what} {field}")


def _valid_memory(m: MemoryRecord, settings: Settings) -> MemoryRecord:
    """``m`` checked with the rules of the API (:meth:`muninn.records.Records.new`), its content
    normalised the same way and its hash recomputed (a forged hash would bypass deduplication)."""
    what = f"memory {m.id!r}"
    check.identifier(m.id, "memory id")
    content = check.text(m.content, f"{what} content", settings.max_memory_chars)
    _check_times(m, what)
    if m.version < 1:
        raise InvalidInput(f"{what} has version {m.version}; versions start at 1")
    return m.model_copy(
        update={
            "content": content,
            "content_hash": content_hash(content),
            "kind": check.kind(m.kind, settings),
            "tags": check.tags(m.tags, settings),
            "importance": check.unit(m.importance, f"{what} importance"),
            "confidence": check.unit(m.confidence, f"{what} confidence"),
            "agent_id": None if m.agent_id is None else check.identifier(m.agent_id, f"{what} agent_id"),
            "supersedes": None if m.supersedes is None else check.identifier(m.supersedes, f"{what} supersedes"),
        }
    )


def _valid_turn(t: Turn, settings: Settings) -> Turn:
    what = f"turn {t.id!r}"
    _check_times(t, what)
    return t.model_copy(
        update={
            "id": check.identifier(t.id, "turn id"),
            "session_id": check.identifier(t.session_id, f"{what} session"),
            "name": None if t.name is None else check.identifier(t.name, f"{what} name"),
            "content": check.text(t.content, f"{what} content", settings.max_turn_chars),
        }
    )


def validate_document(doc: ExportDocument, settings: Settings) -> ExportDocument:
    """The whole document checked with the API's rules before anything is written; raises
    :class:`InvalidInput` naming the first problem. Returns it with normalised text and
    recomputed content hashes."""
    _walk(doc.model_dump(), "document")
    _unique([m.id for m in doc.memories], "memory")
    _unique([t.id for t in doc.turns], "turn")
    _unique([h.id for h in doc.history], "history")
    _unique([s.id for s in doc.summaries], "summary")
    memories = [_valid_memory(m, settings) for m in doc.memories]
    turns = [_valid_turn(t, settings) for t in doc.turns]
    for h in doc.history:
        check.identifier(h.id, "history id")
        check.identifier(h.memory_id, f"history {h.id!r} memory id")
        _check_times(h, f"history {h.id!r}")
    summaries = []
    for summary in doc.summaries:
        check.identifier(summary.id, "summary id")
        _check_times(summary, f"summary {summary.id!r}")
        text = check.text(summary.text, f"summary {summary.id!r} text", settings.max_turn_chars)
        summaries.append(summary.model_copy(update={"text": text}))
    for key in doc.profile:
        check.identifier(key, "profile field")
    return doc.model_copy(update={"memories": memories, "turns": turns, "summaries": summaries})


async def import_user(records: Records, store: TransferStore, scope: Scope, data: Any) -> dict[str, int]:
    """Import a document into ``scope``; returns counts per kind of row.

    The whole document is validated first (:func:`validate_document`); then everything is written
    in one store transaction (:meth:`~muninn.stores.base.UserStore.import_rows`), or nothing is.
    Memories get fresh ids; an active memory whose text is already active for the user (or
    earlier in the document) is skipped, so importing twice is a no-op.
    """
    try:
        doc = validate_document(parse_document(data), records.settings)
    except InvalidInput as exc:
        message = str(exc)
        raise InvalidInput(
            message if "nothing was imported" in message else f"{message}; nothing was imported"
        ) from None
    existing = {m.content_hash for m in await store.list_memories(scope)}
    keep: list[MemoryRecord] = []
    for m in doc.memories:
        if m.status == "active":
            if m.content_hash in existing:
                continue
            existing.add(m.content_hash)
        keep.append(m)
    fresh = {m.id: new_id() for m in doc.memories}
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
    turns = [t.model_copy(update={"tenant": scope.tenant, "user_id": scope.user_id}) for t in doc.turns]
    summaries = [
        s.model_copy(
            update={
                "id": new_id(),
                "tenant": scope.tenant,
                "user_id": scope.user_id,
                "memory_ids": [fresh.get(i, i) for i in s.memory_ids],
            }
        )
        for s in doc.summaries
    ]
    profile = (await store.get_profile(scope)) | doc.profile if doc.profile else None
    added_turns = await store.import_rows(
        scope,
        memories=list(zip(fresh_records, vectors, strict=True)),
        history=history,
        turns=turns,
        summaries=summaries,
        profile=profile,
    )
    return {
        "memories": len(fresh_records),
        "skipped_duplicates": len(doc.memories) - len(fresh_records),
        "turns": added_turns,
        "summaries": len(summaries),
        "history": len(history),
    }
