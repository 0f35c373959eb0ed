"""``/users/{user}/memories`` (CRUD and history) and ``/users/{user}/search``."""

from __future__ import annotations

from functools import partial
from typing import Annotated

from fastapi import APIRouter, Query

from muninn.domain.models import HistoryEntry, Hit, MemoryRecord, MemoryStatus, Source
from muninn.server.auth import Tenant
from muninn.server.errors import responses
from muninn.server.routes import KnownQuery, MemoryId, User
from muninn.server.schemas import MemoryIn, MemoryPatch, SearchIn

router = APIRouter(
    prefix="/users/{user}", tags=["memories"], dependencies=[KnownQuery], responses=responses(400, 401, 404, 413, 422)
)


@router.post("/memories", status_code=201, summary="Add a memory")
async def add_memory(memory: Tenant, user: User, body: MemoryIn) -> MemoryRecord:
    """Store one memory; an exact duplicate of an active memory returns that memory."""
    return await memory.add(
        user,
        body.content,
        kind=body.kind,
        tags=body.tags,
        importance=body.importance,
        confidence=body.confidence,
        event_at=body.event_at,
        agent_id=body.agent_id,
        source=Source(actor="api"),
    )


@router.get("/memories", summary="List memories")
async def list_memories(
    memory: Tenant,
    user: User,
    status: Annotated[list[MemoryStatus] | None, Query(description="Statuses to include; default active.")] = None,
    kind: Annotated[list[str] | None, Query(description="Only these kinds.")] = None,
    limit: Annotated[int | None, Query(ge=1, le=10_000)] = None,
) -> list[MemoryRecord]:
    """The user's memories, newest first."""
    return await memory.list(user, statuses=status or ["active"], kinds=kind or [], limit=limit)


@router.get("/memories/{memory_id}", summary="Get a memory")
async def get_memory(memory: Tenant, user: User, memory_id: MemoryId) -> MemoryRecord:
    """One memory of the user, whatever its status."""
    return await memory.get(user, memory_id)


@router.patch("/memories/{memory_id}", summary="Update a memory")
async def update_memory(memory: Tenant, user: User, memory_id: MemoryId, body: MemoryPatch) -> MemoryRecord:
    """Write a new version of an active memory; the old one is superseded (see its history)."""
    update = partial(
        memory.update,
        user,
        memory_id,
        content=body.content,
        kind=body.kind,
        tags=body.tags,
        importance=body.importance,
        confidence=body.confidence,
        actor="api",
        reason=body.reason,
    )
    if "event_at" in body.model_fields_set:  # null clears it; leaving it out keeps it
        return await update(event_at=body.event_at)
    return await update()


@router.delete("/memories/{memory_id}", summary="Forget a memory")
async def forget_memory(
    memory: Tenant,
    user: User,
    memory_id: MemoryId,
    reason: Annotated[str, Query(min_length=1, max_length=500)] = "forgotten on request",
) -> MemoryRecord:
    """Mark a memory deleted: it leaves search and context at once; its history stays."""
    return await memory.forget(user, memory_id, reason=reason)


@router.get("/memories/{memory_id}/history", summary="History of a memory")
async def memory_history(memory: Tenant, user: User, memory_id: MemoryId) -> list[HistoryEntry]:
    """Every change to this memory and to the versions before it, oldest first."""
    return await memory.history(user, memory_id)


@router.post("/search", summary="Search memories or turns")
async def search(memory: Tenant, user: User, body: SearchIn) -> list[Hit]:
    """Hybrid search (meaning and keywords) of the user's memories or raw turns, best first."""
    return await memory.search(
        user,
        body.query,
        corpus=body.corpus,
        limit=body.limit,
        kinds=body.kinds,
        tags=body.tags,
        since=body.since,
        until=body.until,
        include_inactive=body.include_inactive,
    )
