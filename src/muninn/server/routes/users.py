"""Users of the key's tenant: list, profile, summaries, export, import and erase."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Body

from muninn.domain.models import Summary
from muninn.errors import InvalidInput, NotFound
from muninn.server.auth import Tenant, scope_of
from muninn.server.errors import responses
from muninn.server.routes import KnownQuery, User
from muninn.server.schemas import ProfileField, SummaryIn
from muninn.transfer import ExportDocument

router = APIRouter(tags=["users"], dependencies=[KnownQuery], responses=responses(400, 401, 404, 413, 422))


@router.get("/users", summary="List users")
async def list_users(memory: Tenant) -> list[str]:
    """Users of the caller's tenant that have anything stored."""
    return await memory.users()


@router.get("/users/{user}/profile", summary="Get the profile")
async def get_profile(memory: Tenant, user: User) -> dict[str, Any]:
    """The user's structured profile fields (empty for a user with none)."""
    return await memory.get_profile(user)


@router.patch("/users/{user}/profile", summary="Update the profile")
async def set_profile(
    memory: Tenant,
    user: User,
    fields: Annotated[dict[ProfileField, Any], Body(description="Fields to merge; null removes a field.")],
) -> dict[str, Any]:
    """Merge fields into the profile; a field set to null is removed."""
    return await memory.set_profile(user, **fields)


@router.get("/users/{user}/summaries/latest", summary="Latest summary")
async def latest_summary(memory: Tenant, user: User) -> Summary:
    """The newest narrative summary of the user's memories."""
    summary = await memory.store.latest_summary(scope_of(memory, user))
    if summary is None:
        raise NotFound(f"no summary for user {user!r} yet")
    return summary


@router.post("/users/{user}/summaries", status_code=201, summary="Add a summary")
async def add_summary(memory: Tenant, user: User, body: SummaryIn) -> Summary:
    """Store a narrative summary of a period; every memory id must be one of the user's."""
    ids = list(dict.fromkeys(body.memory_ids))
    found = {m.id for m in await memory.store.get_memories(scope_of(memory, user), ids)}
    missing = [i for i in ids if i not in found]
    if missing:
        raise NotFound(f"no memory {missing[0]!r} for user {user!r}")
    return await memory.add_summary(
        user, body.text, memory_ids=ids, period_start=body.period_start, period_end=body.period_end
    )


@router.get("/users/{user}/export", summary="Export a user")
async def export_user(memory: Tenant, user: User) -> ExportDocument:
    """Everything stored about the user (memories of every status, history, summaries, turns,
    profile) as one document that ``POST /users/{user}/import`` accepts."""
    document = ExportDocument.model_validate(await memory.export(user))
    if not (document.memories or document.turns or document.summaries or document.history or document.profile):
        raise NotFound(f"nothing is stored about user {user!r}")
    return document


@router.post("/users/{user}/import", summary="Import a user")
async def import_user(memory: Tenant, user: User, document: ExportDocument) -> dict[str, int]:
    """Import an export document into ``user`` (validated whole before anything is written;
    memories get fresh ids; re-importing is a no-op)."""
    _check_times(document.model_dump(), "document")
    return await memory.import_(user, document.model_dump(mode="json"))


@router.delete("/users/{user}", summary="Erase a user")
async def erase_user(memory: Tenant, user: User) -> dict[str, int]:
    """Delete every row of the user: memories, history, turns, summaries, profile, jobs,
    telemetry. Rows removed per table; 404 when nothing was stored."""
    removed = await memory.erase_user(user)
    if not any(removed.values()):
        raise NotFound(f"nothing is stored about user {user!r}")
    return removed


def _check_times(value: Any, where: str) -> None:
    """Refuse times that leave the calendar once converted to UTC (year 1 east of UTC, year 9999
    west of it): stored, they could never be read back."""
    if isinstance(value, datetime):
        try:
            value.astimezone(UTC)
        except OverflowError:
            raise InvalidInput(f"{where} ({value.isoformat()}) is out of range once converted to UTC") from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_times(item, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check_times(item, f"{where}[{i}]")
