"""The typed job boundary: each job kind's payload and checkpointed state.

Jobs are stored as JSON (``Job.payload``, ``Job.result``); these models are what the code on
either side of the queue reads and writes, so a misspelt field fails at the boundary, loudly.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

JobKind = Literal["extract", "summarise", "fold"]
JOB_KINDS: tuple[JobKind, ...] = get_args(JobKind)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ExtractPayload(_Model):
    """Extract facts from a session's turns after the extraction watermark, up to ``until``
    (epoch seconds; None: the whole rest of an ended session)."""

    session: str
    until: float | None = None


class SummarisePayload(_Model):
    """Write a narrative summary of the user's memories added since the latest summary."""


class FoldPayload(_Model):
    """Fold a session's turns up to ``until`` (epoch seconds) into its rolling summary."""

    session: str
    until: float


Payload = ExtractPayload | SummarisePayload | FoldPayload
PAYLOADS: dict[JobKind, type[Payload]] = {
    "extract": ExtractPayload,
    "summarise": SummarisePayload,
    "fold": FoldPayload,
}


class Candidate(_Model):
    """A validated fact from the extractor, ready for the gate and consolidation."""

    content: str
    kind: str
    tags: list[str] = Field(default_factory=list)
    importance: float
    confidence: float
    event_at: datetime | None = None
    # the stored memory this one replaces, when a slot check found the user's message changes it
    replaces: str | None = None


class ExtractState(_Model):
    """What an extract job has done so far; a re-run resumes after the last applied outcome."""

    candidates: list[Candidate] = Field(default_factory=list)
    invalid: int = 0
    repaired: bool = False
    calls: int = 0
    outcomes: list[dict[str, Any]] = Field(default_factory=list)
    turns: int | None = None
    maintenance: dict[str, int] | None = None
    skipped: str | None = None
    forgotten: int | None = None  # candidate/outcome pairs removed because the user forgot their memory


def payload_for(kind: JobKind, payload: Payload) -> dict[str, Any]:
    """The JSON payload of a job of ``kind``; refuses a payload model of another kind."""
    if not isinstance(payload, PAYLOADS[kind]):
        raise TypeError(f"a {kind} job takes {PAYLOADS[kind].__name__}, not {type(payload).__name__}")
    return payload.model_dump(mode="json")
