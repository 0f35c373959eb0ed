"""Aggregates of recorded LLM calls, per purpose and model (CLI and HTTP service alike)."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Sequence

from pydantic import BaseModel

from muninn.domain.models import LLMCall


class CallSummary(BaseModel):
    """LLM calls of one purpose and model."""

    purpose: str
    model: str
    calls: int
    errors: int
    p50_ms: float
    max_ms: float
    prompt_tokens: int
    completion_tokens: int


def summarise(calls: Sequence[LLMCall]) -> list[CallSummary]:
    """Per (purpose, model): calls, errors, latency p50/max and token totals."""
    groups: dict[tuple[str, str], list[LLMCall]] = defaultdict(list)
    for call in calls:
        groups[(call.purpose, call.model)].append(call)
    return [
        CallSummary(
            purpose=purpose,
            model=model,
            calls=len(group),
            errors=sum(c.status == "error" for c in group),
            p50_ms=round(statistics.median(c.latency_ms for c in group), 1),
            max_ms=round(max(c.latency_ms for c in group), 1),
            prompt_tokens=sum(c.prompt_tokens or 0 for c in group),
            completion_tokens=sum(c.completion_tokens or 0 for c in group),
        )
        for (purpose, model), group in sorted(groups.items())
    ]
