"""Request bodies and the small response shapes of the HTTP API.

Responses otherwise reuse muninn's domain models (:class:`~muninn.domain.models.MemoryRecord`,
:class:`~muninn.domain.models.Turn`, :class:`~muninn.read.context.Context`, …). Limits that
depend on settings (text lengths, kinds, tag counts) are checked by the memory service, which
answers 422 ``invalid_input`` with the fix; the bounds here only keep requests sane.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints

from muninn.domain.models import Role

IDENTIFIER = r"^[^\x00-\x1f]*[^\x00-\x1f\s][^\x00-\x1f]*$"
"""Ids (users, sessions, memories, jobs): printable, not blank, at most 200 characters."""
TEXT = r"[^\s\x1c-\x1f]"
"""Text (turns, memories, queries): not blank."""


def _utc(value: datetime) -> datetime:
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("is out of range once converted to UTC") from None


Time = Annotated[AwareDatetime, AfterValidator(_utc)]
"""A time with its zone (naive times are refused rather than guessed), stored as UTC."""

Tag = Annotated[str, StringConstraints(pattern=TEXT, max_length=200)]
"""A tag (stored lowercased; at most MUNINN_MAX_TAG_CHARS characters)."""
ProfileField = Annotated[str, StringConstraints(pattern=IDENTIFIER, max_length=200)]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TurnIn(_In):
    """One message of a conversation."""

    role: Role = "user"
    content: str = Field(pattern=TEXT, description="The message text (at most MUNINN_MAX_TURN_CHARS).")
    name: str | None = Field(default=None, min_length=1, max_length=200, pattern=IDENTIFIER)
    at: Time | None = Field(default=None, description="When it was said; default now.")
    id: str | None = Field(
        default=None, min_length=1, max_length=200, pattern=IDENTIFIER, description="Turn id; re-sending it is a no-op."
    )


class TurnsIn(_In):
    """Turns to record, oldest first. After an assistant turn, extraction is queued."""

    turns: list[TurnIn] = Field(min_length=1, max_length=100)


class ContextIn(_In):
    """What the next reply is about."""

    session: str | None = Field(default=None, min_length=1, max_length=200, pattern=IDENTIFIER)
    query: str = Field(default="", description="The user's latest message; empty for a query-free context.")
    budget: int | None = Field(
        default=None, ge=50, le=100_000, description="Token budget; default MUNINN_TOKEN_BUDGET."
    )
    kinds: list[str] = Field(default_factory=list, max_length=32)
    tags: list[Tag] = Field(default_factory=list, max_length=64)
    policy: str | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description="A built-in policy (coding-mentor, coach): with a query, the context carries its "
        "decision (mode, reason, evidence ids) and the mode's instructions.",
    )


class MemoryIn(_In):
    """A memory to store directly (the write path normally extracts them from turns)."""

    content: str = Field(pattern=TEXT, description="At most MUNINN_MAX_MEMORY_CHARS characters.")
    kind: str = Field(default="fact", description="One of the configured kinds (MUNINN_KINDS).")
    tags: list[Tag] = Field(default_factory=list, max_length=64)
    importance: float = Field(default=0.5, ge=0, le=1)
    confidence: float = Field(default=0.8, ge=0, le=1)
    event_at: Time | None = None
    agent_id: str | None = Field(default=None, min_length=1, max_length=200, pattern=IDENTIFIER)


class MemoryPatch(_In):
    """Fields to change; omitted ones are kept. ``event_at: null`` clears the event time."""

    content: str | None = Field(default=None, pattern=TEXT)
    kind: str | None = None
    tags: list[Tag] | None = Field(default=None, max_length=64)
    importance: float | None = Field(default=None, ge=0, le=1)
    confidence: float | None = Field(default=None, ge=0, le=1)
    event_at: Time | None = None
    reason: str = Field(default="updated via API", min_length=1, max_length=500)


class SearchIn(_In):
    """A hybrid (meaning + keyword) search of one user's memories or raw turns."""

    query: str = Field(pattern=TEXT)
    corpus: Literal["memories", "turns"] = "memories"
    limit: int = Field(default=10, ge=1, le=1000)
    kinds: list[str] = Field(default_factory=list, max_length=32)
    tags: list[Tag] = Field(default_factory=list, max_length=64)
    since: Time | None = None
    until: Time | None = None
    include_inactive: bool = False


class SummaryIn(_In):
    """A narrative summary of a period (normally written by the summary job)."""

    text: str = Field(pattern=TEXT)
    memory_ids: list[str] = Field(default_factory=list, max_length=1000)
    period_start: Time
    period_end: Time


FinishedState = Literal["done", "dead"]


def _finished() -> list[FinishedState]:
    return ["done", "dead"]


class PurgeIn(_In):
    """Which finished jobs to delete."""

    states: list[FinishedState] = Field(default_factory=_finished, min_length=1)


class Ended(BaseModel):
    """Whether the call ended the session (false: it had already ended)."""

    ended: bool


class Purged(BaseModel):
    purged: int


class Deleted(BaseModel):
    deleted: int


class Health(BaseModel):
    status: Literal["ok"] = "ok"


# stuck: a job runs past its deadline (it ignored the cancellation); the worker still serves
# other users in its free slots, but needs attention.
WorkerState = Literal["running", "stuck", "stopped", "disabled"]


class Readiness(BaseModel):
    """Whether the service can take traffic, and which part is not ready.

    Anyone may ask (no key), so it names no model, embedder, address or setting.
    """

    status: Literal["ready", "not_ready"]
    store: Literal["ok", "failing"]
    worker: WorkerState
