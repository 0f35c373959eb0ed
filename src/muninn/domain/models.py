"""Records of long-term memory (DESIGN §2) and the values passed between layers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MemoryStatus = Literal["active", "superseded", "archived", "deleted"]
Role = Literal["user", "assistant", "system", "tool"]
HistoryAction = Literal["add", "update", "supersede", "delete", "archive", "restore", "import", "refresh"]
JobState = Literal["queued", "running", "done", "dead"]
JOB_STATES: tuple[JobState, ...] = ("queued", "running", "done", "dead")
STATUSES: tuple[MemoryStatus, ...] = ("active", "superseded", "archived", "deleted")


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Scope:
    """Who a record belongs to. Every store query is filtered by it."""

    tenant: str
    user_id: str


class Source(BaseModel):
    """Provenance of a memory: where it came from and who produced it."""

    model_config = ConfigDict(extra="forbid")

    session_id: str | None = None
    turn_ids: list[str] = Field(default_factory=list)
    actor: str = "api"
    extractor_model: str | None = None
    prompt_version: str | None = None


class MemoryRecord(BaseModel):
    """One distilled, typed memory about a user."""

    model_config = ConfigDict(extra="forbid")

    id: str
    tenant: str
    user_id: str
    agent_id: str | None = None
    kind: str
    content: str
    tags: list[str] = Field(default_factory=list)
    importance: float = 0.5
    confidence: float = 0.8
    event_at: datetime | None = None
    valid_from: datetime
    valid_to: datetime | None = None
    created_at: datetime
    updated_at: datetime
    last_seen_at: datetime
    followed_up_at: datetime | None = None
    status: MemoryStatus = "active"
    supersedes: str | None = None
    version: int = 1
    source: Source = Field(default_factory=Source)
    content_hash: str
    embedder: str | None = None


class Turn(BaseModel):
    """One message of the raw transcript, kept as the source of truth for provenance."""

    model_config = ConfigDict(extra="forbid")

    id: str
    tenant: str
    user_id: str
    session_id: str
    role: Role
    name: str | None = None
    content: str
    created_at: datetime


class Summary(BaseModel):
    """A narrative summary of a period of a user's memories."""

    model_config = ConfigDict(extra="forbid")

    id: str
    tenant: str
    user_id: str
    period_start: datetime
    period_end: datetime
    text: str
    memory_ids: list[str] = Field(default_factory=list)
    fact_count: int = 0
    created_at: datetime


class HistoryEntry(BaseModel):
    """One change to a memory: old and new values, who made it and why."""

    model_config = ConfigDict(extra="forbid")

    id: str
    memory_id: str
    tenant: str
    user_id: str
    action: HistoryAction
    old: dict[str, Any] | None = None
    new: dict[str, Any] | None = None
    actor: str
    reason: str
    at: datetime


class Hit(BaseModel):
    """A search result: the record, its final score and the signals behind it."""

    model_config = ConfigDict(extra="forbid")

    record: MemoryRecord | Turn
    score: float
    dense_rank: int | None = None
    lexical_rank: int | None = None


class Job(BaseModel):
    """A unit of background work with an idempotency key, attempts and a state."""

    model_config = ConfigDict(extra="forbid")

    id: str
    tenant: str
    user_id: str
    kind: str
    key: str
    payload: dict[str, Any] = Field(default_factory=dict)
    state: JobState = "queued"
    attempts: int = 0
    next_run_at: datetime
    last_error: str | None = None
    result: dict[str, Any] | None = None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
    # The owner token of the claim that is running it (None unless running): a worker whose lease
    # ran out holds a stale token, so it can no longer checkpoint, finish or fail the job.
    lease: str | None = Field(default=None, exclude=True)


class SessionInfo(BaseModel):
    """Bookkeeping of one conversation session: its span and how far extraction has read it."""

    model_config = ConfigDict(extra="forbid")

    tenant: str
    user_id: str
    session_id: str
    started_at: datetime
    last_turn_at: datetime
    extracted_until: datetime | None = None
    ended_at: datetime | None = None
    rolling_summary: str | None = None
    summarised_until: datetime | None = None


class LLMCall(BaseModel):
    """Telemetry of one LLM or embedding call."""

    model_config = ConfigDict(extra="forbid")

    id: str
    at: datetime
    tenant: str | None = None
    user_id: str | None = None
    purpose: str
    provider: str
    model: str
    latency_ms: float
    status: Literal["ok", "error"]
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    turn_id: str | None = None
    job_id: str | None = None
    error: str | None = None


class ApiKey(BaseModel):
    """An API key bound to one tenant; only its hash and a short prefix are stored."""

    model_config = ConfigDict(extra="forbid")

    id: str
    tenant: str
    name: str
    key_hash: str
    prefix: str
    created_at: datetime
    revoked_at: datetime | None = None
