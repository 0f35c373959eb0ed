"""The importance gate and two-path consolidation of one candidate fact.

Deterministic code routes: below the importance threshold a candidate is dropped; an exact
duplicate (normalised hash) refreshes the memory it repeats; under the similarity threshold it
is inserted directly. Only a candidate close to existing memories costs one LLM call, which
judges add / update / supersede / noop. Every candidate's path, action and reason is returned.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal

import numpy as np
from pydantic import ValidationError

from muninn.domain.jobs import Candidate
from muninn.domain.models import MemoryRecord, Scope, Source
from muninn.domain.text import content_hash
from muninn.providers.llm import ChatProvider
from muninn.providers.llm.parse import OutputError
from muninn.read.index import IndexCache
from muninn.records import Draft, Records
from muninn.write.ask import ask_json
from muninn.write.prompts import CONSOLIDATE_SCHEMA, ConsolidationAction, consolidate_messages

Path = Literal["gate_dropped", "exact_duplicate", "fast_insert", "llm"]
Action = Literal["add", "update", "supersede", "noop", "drop"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What happened to one candidate."""

    content: str
    path: Path
    action: Action
    reason: str
    memory_id: str | None = None
    target_id: str | None = None
    similarity: float | None = None
    llm_calls: int = 0

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def route(
    importance: float, *, exact: bool, similarity: float, importance_threshold: float, similarity_threshold: float
) -> Path:
    """The path a candidate takes; pure, so the thresholds are tested table-driven."""
    if importance < importance_threshold:
        return "gate_dropped"
    if exact:
        return "exact_duplicate"
    if similarity < similarity_threshold:
        return "fast_insert"
    return "llm"


async def consolidate(
    records: Records,
    cache: IndexCache,
    scope: Scope,
    candidate: Candidate,
    *,
    llm: ChatProvider,
    source: Source,
    metadata: dict[str, str],
) -> Outcome:
    """Route ``candidate`` and apply the result to the scope's memory."""
    s = records.settings
    existing = await records.store.find_by_hash(scope, content_hash(candidate.content))
    vector = None
    neighbours: list[tuple[str, str, float]] = []
    if existing is None and candidate.importance >= s.importance_threshold:
        (vector,) = await records.embed(scope, [candidate.content])
        neighbours = await _nearest(cache, scope, vector, s.consolidate_neighbours)
    best = neighbours[0][2] if neighbours else 0.0
    path = route(
        candidate.importance,
        exact=existing is not None,
        similarity=best,
        importance_threshold=s.importance_threshold,
        similarity_threshold=s.similarity_threshold,
    )
    if path == "gate_dropped":
        return Outcome(candidate.content, path, "drop", f"importance {candidate.importance:.2f} under the gate")
    if existing is not None:
        await records.refresh(scope, existing.id, reason="re-stated in conversation")
        return Outcome(candidate.content, path, "noop", "exact duplicate; refreshed", existing.id, existing.id, 1.0)
    assert vector is not None
    if path == "fast_insert":
        record = await _insert(records, scope, candidate, source, vector, f"new fact (nearest similarity {best:.2f})")
        return Outcome(candidate.content, path, "add", "below the similarity threshold", record.id, None, best)

    answer = await ask_json(
        llm,
        consolidate_messages(candidate.content, [text for _, text, _ in neighbours]),
        schema=CONSOLIDATE_SCHEMA,
        purpose="consolidate",
        metadata=metadata,
        max_tokens=160,
    )
    try:
        verdict = ConsolidationAction.model_validate(answer.value)
        target = None
        if verdict.action in ("update", "supersede", "noop") and verdict.target is not None:
            if not 1 <= verdict.target <= len(neighbours):
                raise ValueError(f"target {verdict.target} is not one of the {len(neighbours)} memories shown")
            target = neighbours[verdict.target - 1][0]
        if verdict.action in ("update", "supersede") and target is None:
            raise ValueError(f"{verdict.action} needs a target")
    except (ValidationError, ValueError) as exc:
        raise OutputError(f"consolidate: invalid verdict ({exc})", retryable=True) from None

    reason = verdict.reason or verdict.action
    calls = answer.calls
    if verdict.action == "add":
        record = await _insert(records, scope, candidate, source, vector, f"judged new: {reason}")
        return Outcome(candidate.content, path, "add", reason, record.id, None, best, calls)
    if verdict.action == "noop":
        if target is not None:
            await records.refresh(scope, target, reason=f"judged known: {reason}")
        return Outcome(candidate.content, path, "noop", reason, target, target, best, calls)
    assert target is not None
    content = verdict.content if verdict.action == "update" and verdict.content else candidate.content
    old = await records.get(scope, target)
    updated = await records.update(
        scope,
        target,
        {
            "content": content,
            "importance": max(candidate.importance, old.importance),
            "event_at": candidate.event_at or old.event_at,
        },
        actor="consolidator",
        reason=reason,
        action=verdict.action,
        source=source,
    )
    return Outcome(candidate.content, path, verdict.action, reason, updated.id, target, best, calls)


async def _nearest(cache: IndexCache, scope: Scope, vector: np.ndarray, k: int) -> list[tuple[str, str, float]]:
    index = await cache.get(scope, "memories")
    rows = index.rows
    if not rows.ids or rows.vectors.shape[1] != len(vector):
        return []
    similarity = np.where(rows.has_vector, rows.cosines(vector), -1.0)
    order = np.argsort(-similarity)[:k]
    return [(rows.ids[i], rows.texts[i], float(similarity[i])) for i in order if similarity[i] > -1.0]


async def _insert(
    records: Records, scope: Scope, candidate: Candidate, source: Source, vector: np.ndarray, reason: str
) -> MemoryRecord:
    draft = Draft(**candidate.model_dump(), source=source)
    return await records.insert(records.new(scope, draft), vector, reason=reason)
