"""Turns and sessions (``/users/{user}/sessions/{session}/…``) and the context block (``/users/{user}/context``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from muninn.domain.models import SessionInfo, Turn
from muninn.errors import NotFound
from muninn.policy import load_builtin
from muninn.read.context import Context
from muninn.server.auth import Tenant, scope_of
from muninn.server.errors import responses
from muninn.server.routes import KnownQuery, Session, User
from muninn.server.schemas import ContextIn, Ended, TurnsIn

router = APIRouter(
    prefix="/users/{user}",
    tags=["turns and context"],
    dependencies=[KnownQuery],
    responses=responses(400, 401, 404, 413, 422),
)


@router.post("/sessions/{session}/turns", status_code=201, summary="Record turns")
async def record_turns(memory: Tenant, user: User, session: Session, body: TurnsIn) -> list[Turn]:
    """Persist turns of a conversation (idempotent by turn id). After an assistant turn the
    write path is queued; nothing here waits for a model."""
    raw: list[dict[str, Any]] = [t.model_dump() for t in body.turns]
    return await memory.record_turns(user, session, raw)


@router.get("/sessions/{session}/turns", summary="List turns of a session")
async def list_turns(
    memory: Tenant, user: User, session: Session, limit: Annotated[int | None, Query(ge=1, le=10_000)] = None
) -> list[Turn]:
    """The session's turns, oldest first; with ``limit``, the newest ``limit`` of them."""
    info = await _session(memory, user, session)
    return await memory.store.list_turns(scope_of(memory, user), session_id=info.session_id, limit=limit)


@router.get("/sessions/{session}", summary="Get a session")
async def get_session(memory: Tenant, user: User, session: Session) -> SessionInfo:
    """The session's span, whether it ended, and how far extraction has read it."""
    return await _session(memory, user, session)


@router.post("/sessions/{session}/end", summary="End a session")
async def end_session(memory: Tenant, user: User, session: Session) -> Ended:
    """Close the session: its live buffer is dropped and extraction of what is left is queued."""
    await _session(memory, user, session)
    return Ended(ended=await memory.end_session(user, session))


@router.post("/context", summary="Build the context block")
async def context(memory: Tenant, user: User, body: ContextIn) -> Context:
    """The memory block for the user's next reply: profile, follow-ups, relevant and recent
    memories, the session's rolling summary. With a ``policy``, its decision and instructions
    (see ``decision``). No model call, no writes."""
    policy = None if body.policy is None else load_builtin(body.policy)
    return await memory.context(
        user, body.session, body.query, budget=body.budget, kinds=body.kinds, tags=body.tags, policy=policy
    )


async def _session(memory: Tenant, user: str, session: str) -> SessionInfo:
    info = await memory.store.get_session(scope_of(memory, user), session)
    if info is None:
        raise NotFound(f"no session {session!r} for user {user!r}")
    return info
