"""The storage interface every backend implements (and the contract tests exercise).

Every method that touches user data takes a :class:`~muninn.domain.models.Scope` first and
filters by it: scoping is enforced here, below the public API.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, Protocol

import numpy as np
import numpy.typing as npt

from muninn.domain.models import (
    ApiKey,
    HistoryEntry,
    Job,
    JobState,
    LLMCall,
    MemoryRecord,
    MemoryStatus,
    Scope,
    SessionInfo,
    Summary,
    Turn,
)
from muninn.errors import InvalidInput, StoreError

Corpus = Literal["memories", "turns"]
StoredTurn = tuple[str, str, str, str, str, str]  # (tenant, user_id, id, session_id, role, content)
Vector = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class StatusChange:
    """Move one memory to ``status``; ``valid_to`` closes its validity when superseded."""

    memory_id: str
    status: MemoryStatus
    valid_to: datetime | None = None


@dataclass(frozen=True, slots=True)
class Refresh:
    """A re-statement of a memory: newer ``last_seen_at`` and a new confidence."""

    memory_id: str
    last_seen_at: datetime
    confidence: float


@dataclass(slots=True)
class IndexRows:
    """Column arrays of one user's searchable records, as a search index needs them."""

    ids: list[str]
    texts: list[str]
    kinds: list[str]
    tags: list[list[str]]
    importance: npt.NDArray[np.float32]
    times: npt.NDArray[np.float64]  # created_at (memories) or turn time, epoch seconds
    seen: npt.NDArray[np.float64]  # last_seen_at (memories) or turn time, epoch seconds
    # shape (n, dim); rows of records without a vector are 0. Stores return float32; a cached
    # index holds int8 codes with a float32 scale per row (see muninn.read.index.compact).
    vectors: npt.NDArray[np.float32] | npt.NDArray[np.int8]
    has_vector: npt.NDArray[np.bool_]
    embedders: set[str]
    sessions: list[str]  # session id of each turn, in time order; empty strings for memories
    vector_scale: npt.NDArray[np.float32] | None = None  # per row, for int8 ``vectors``; None for float32
    confidence: npt.NDArray[np.float32] | None = None  # per memory (for the "unconfirmed" note); None for turns

    def cosines(self, query: Vector) -> npt.NDArray[np.float64]:
        """Dot product of each row's vector with ``query`` (a cosine: vectors are unit length)."""
        dots = self.vectors @ query
        if self.vector_scale is not None:
            dots = dots * self.vector_scale
        return np.asarray(dots, dtype=np.float64)


def refuse_outside(scope: Scope, rows: Iterable[MemoryRecord | Turn | Summary]) -> None:
    """Raise :class:`StoreError` for a row that belongs to another scope than the write's: every
    backend's multi-row writes check this before touching a table."""
    for row in rows:
        if (row.tenant, row.user_id) != (scope.tenant, scope.user_id):
            what = "memory" if isinstance(row, MemoryRecord) else type(row).__name__
            raise StoreError(f"{what} {row.id} is outside scope {scope}")


def refuse_changed_turns(turns: Sequence[Turn], stored: Iterable[StoredTurn]) -> None:
    """Raise :class:`InvalidInput` when a stored turn has the id of one of ``turns`` (for the same
    user) but another session, role or content. Turn ids are chosen by clients and unique per
    user; repeating a turn exactly is a retry and fine, reusing its id for another is a mistake."""
    wanted = {(t.tenant, t.user_id, t.id): (t.session_id, t.role, t.content) for t in turns}
    for tenant, user_id, turn_id, *rest in stored:
        if wanted.get((tenant, user_id, turn_id), tuple(rest)) != tuple(rest):
            raise InvalidInput(
                f"turn id {turn_id!r} already holds another turn of this user; use a new id for a new turn "
                "(a retry must repeat the same session, role and content); nothing was written"
            )


class MetaStore(Protocol):
    """Store-wide settings (the embedder the store was indexed with) and the connection's life."""

    async def close(self) -> None: ...

    async def get_meta(self, key: str) -> str | None: ...

    async def set_meta(self, key: str, value: str) -> None: ...


class MemoryStore(Protocol):
    """Long-term memories: versioned writes with their history rows, reads for search and context."""

    async def write_memories(
        self,
        scope: Scope,
        *,
        inserts: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        changes: Sequence[StatusChange] = (),
        refreshes: Sequence[Refresh] = (),
        history: Sequence[HistoryEntry] = (),
    ) -> None:
        """Insert, change status, refresh and log history in one transaction (all or nothing)."""
        ...

    async def get_memory(self, scope: Scope, memory_id: str) -> MemoryRecord | None: ...

    async def get_memories(self, scope: Scope, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        """The scope's memories among ``memory_ids``, in no particular order."""
        ...

    async def find_by_hash(self, scope: Scope, content_hash: str) -> MemoryRecord | None:
        """The active memory with this normalised-content hash, if any."""
        ...

    async def list_memories(
        self,
        scope: Scope,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        since: datetime | None = None,
        limit: int | None = None,
        newest_first: bool = True,
    ) -> list[MemoryRecord]: ...

    async def due_events(self, scope: Scope, *, now: datetime, window_start: datetime) -> list[MemoryRecord]:
        """Active memories whose event time lies in [window_start, now] and not followed up."""
        ...

    async def mark_followed_up(self, scope: Scope, memory_ids: Sequence[str], at: datetime) -> int: ...

    async def history(self, scope: Scope, memory_ids: Sequence[str] | None = None) -> list[HistoryEntry]:
        """History rows of ``memory_ids`` (all of the scope's when None), oldest first."""
        ...

    async def revision(self, scope: Scope, corpus: Corpus) -> int:
        """A counter that changes whenever the scope's records of ``corpus`` change."""
        ...

    async def index_rows(
        self, scope: Scope, corpus: Corpus, *, statuses: Sequence[MemoryStatus] = ("active",)
    ) -> IndexRows: ...


class TurnStore(Protocol):
    """The raw transcript and each session's bookkeeping (extraction and fold watermarks)."""

    async def insert_turns(self, turns: Sequence[Turn]) -> int:
        """Persist turns, idempotent by id; returns how many were new."""
        ...

    async def list_turns(self, scope: Scope, *, session_id: str | None = None, limit: int | None = None) -> list[Turn]:
        """Turns oldest first; with ``limit``, the newest ``limit`` of them."""
        ...

    async def get_turns(self, scope: Scope, turn_ids: Sequence[str]) -> list[Turn]: ...

    async def get_session(self, scope: Scope, session_id: str) -> SessionInfo | None: ...

    async def mark_extracted(self, scope: Scope, session_id: str, until: datetime) -> None:
        """Move the session's extraction watermark forward to ``until`` (never back)."""
        ...

    async def end_session(self, scope: Scope, session_id: str, at: datetime) -> bool: ...

    async def set_rolling_summary(self, scope: Scope, session_id: str, text: str, until: datetime) -> None:
        """Store the session's rolling summary of turns up to ``until`` (only if newer)."""
        ...


class VectorStore(Protocol):
    """Embedding upkeep across scopes: rows that lack a vector of the current embedder."""

    async def missing_vectors(self, corpus: Corpus, *, embedder: str, limit: int) -> list[tuple[Scope, str, str]]:
        """(scope, id, text) of records with no vector from ``embedder`` (any scope)."""
        ...

    async def set_vectors(
        self, corpus: Corpus, rows: Sequence[tuple[Scope, str, Vector]], *, embedder: str
    ) -> None: ...


class ProfileStore(Protocol):
    """Narrative summaries and structured profile fields per user."""

    async def insert_summary(self, summary: Summary) -> None: ...

    async def latest_summary(self, scope: Scope) -> Summary | None: ...

    async def get_profile(self, scope: Scope) -> dict[str, Any]: ...

    async def set_profile(self, scope: Scope, fields: dict[str, Any]) -> None: ...


class JobStore(Protocol):
    """The durable job table: idempotent enqueue, leased claims, retries and dead letters.

    Each claim gives the job a fresh owner token (``Job.lease``). Renewing, checkpointing,
    finishing, failing and releasing a job take that token and act only while it is still the
    job's: a worker whose lease ran out (and whose job another worker claimed) gets ``False``
    from :meth:`renew_job` and :class:`~muninn.errors.LeaseLost` from the others, and changes
    nothing.
    """

    async def enqueue_job(self, job: Job) -> tuple[Job, bool]:
        """Insert ``job`` unless its (tenant, key) exists; returns the stored job and whether it is new."""
        ...

    async def claim_jobs(self, *, now: datetime, limit: int, lease_seconds: float) -> list[Job]:
        """Atomically take due jobs (and running ones whose lease expired), at most one per user
        and none for a user that has a job under a live lease; each taken job is ``running``
        with a new owner token in ``lease``."""
        ...

    async def renew_job(self, job_id: str, *, lease: str, until: datetime) -> bool:
        """Extend a running job's lease to ``until``; False when ``lease`` no longer owns it."""
        ...

    async def finish_job(self, job_id: str, *, lease: str, result: dict[str, Any], at: datetime) -> None:
        """Mark the job ``done`` with its result; raises LeaseLost when ``lease`` no longer owns it."""
        ...

    async def checkpoint_job(self, job_id: str, *, lease: str, result: dict[str, Any]) -> None:
        """Save partial results of a running job, so a re-run after a crash can resume; raises
        LeaseLost when ``lease`` no longer owns it."""
        ...

    async def fail_job(self, job_id: str, *, lease: str, error: str, retry_at: datetime | None, at: datetime) -> Job:
        """Back to ``queued`` for ``retry_at``, or ``dead`` when ``retry_at`` is None; raises
        LeaseLost when ``lease`` no longer owns it."""
        ...

    async def release_job(self, job_id: str, *, lease: str, at: datetime) -> None:
        """Give a running job back to the queue, due at ``at``, without counting the attempt
        (a worker shutting down, or a job waiting for an earlier one); its checkpoint is kept.
        Raises LeaseLost when ``lease`` no longer owns it."""
        ...

    async def get_job(self, tenant: str, job_id: str) -> Job | None: ...

    async def list_jobs(
        self, tenant: str, *, states: Sequence[JobState] = (), user_id: str | None = None, limit: int = 100
    ) -> list[Job]: ...

    async def retry_job(self, tenant: str, job_id: str, *, at: datetime) -> bool:
        """Put a dead job back in the queue with fresh attempts."""
        ...

    async def purge_jobs(self, tenant: str, *, states: Sequence[JobState]) -> int: ...

    async def scrub_job_results(self, scope: Scope, *, memory_ids: Sequence[str], contents: Sequence[str]) -> int:
        """Remove forgotten memories from the results of the user's jobs, in one transaction:
        each candidate/outcome pair naming one of ``memory_ids`` or holding one of ``contents``
        goes (see :func:`muninn.domain.scrub.scrub_result`), and the contents quoted in the
        jobs' ``last_error`` and in the errors of the user's recorded model calls are redacted.
        Returns how many pairs were removed."""
        ...


class TelemetryStore(Protocol):
    """Write-path counters and recorded model and embedding calls."""

    async def bump_counters(self, scope: Scope, deltas: dict[str, int]) -> None: ...

    async def counters(self, tenant: str, *, user_id: str | None = None) -> dict[str, int]: ...

    async def record_llm_call(self, call: LLMCall) -> None: ...

    async def list_llm_calls(
        self, *, tenant: str | None, limit: int = 100, purpose: str | None = None
    ) -> list[LLMCall]: ...

    async def reset_llm_calls(self, *, tenant: str | None) -> int: ...


class KeyStore(Protocol):
    """API keys; not scoped to a user: a key defines the tenant."""

    async def insert_api_key(self, key: ApiKey) -> None: ...

    async def find_api_key(self, key_hash: str) -> ApiKey | None:
        """The key with this hash, revoked or not."""
        ...

    async def list_api_keys(self, *, tenant: str | None = None) -> list[ApiKey]: ...

    async def revoke_api_key(self, key_id: str, at: datetime) -> bool: ...


class UserStore(Protocol):
    """Users of a tenant: erasure of everything one user left behind, and imports."""

    async def list_users(self, tenant: str) -> list[str]: ...

    async def count_user(self, scope: Scope) -> dict[str, int]:
        """Rows of the user per table: exactly what :meth:`erase_user` would remove now."""
        ...

    async def erase_user(self, scope: Scope) -> dict[str, int]:
        """Delete every row of the user in every table; returns rows removed per table."""
        ...

    async def import_rows(
        self,
        scope: Scope,
        *,
        memories: Sequence[tuple[MemoryRecord, Vector | None]] = (),
        history: Sequence[HistoryEntry] = (),
        turns: Sequence[Turn] = (),
        summaries: Sequence[Summary] = (),
        profile: dict[str, Any] | None = None,
    ) -> int:
        """Write an import in ONE transaction (all or nothing): memories with their history, turns
        (a stored turn id with other content refuses the whole import), summaries and the whole
        profile (None leaves it). Returns how many turns were new."""
        ...


class Store(
    MetaStore,
    MemoryStore,
    TurnStore,
    VectorStore,
    ProfileStore,
    JobStore,
    TelemetryStore,
    KeyStore,
    UserStore,
    Protocol,
):
    """A whole backend: every role. Components are handed only the roles they use."""
