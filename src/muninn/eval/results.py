"""The typed results of an evaluation run and of a comparison (what the JSON report holds)."""

from __future__ import annotations

import statistics
from collections import defaultdict
from typing import Any, Literal

from pydantic import BaseModel, Field

from muninn.eval.checks import CheckResult
from muninn.eval.config import EvalConfig
from muninn.eval.judge import CalibrationResult, Verdict
from muninn.eval.stats import Difference


class CallRow(BaseModel):
    """One recorded model call, reduced to what the report plots."""

    purpose: str
    model: str
    latency_ms: float
    prompt_tokens: int = 0
    completion_tokens: int = 0
    ok: bool = True


class TurnResult(BaseModel):
    """One user turn and the assistant's reply (generated, or scripted by the set)."""

    session: int
    turn: int
    user: str
    reply: str
    scripted: bool = False
    mode: str | None = None
    context_tokens: int = 0
    latency_ms: float = 0.0
    checks: list[CheckResult] = Field(default_factory=list)
    verdict: Verdict | None = None
    judge_error: str | None = None


class ConversationResult(BaseModel):
    """One conversation under one configuration."""

    id: str
    unsatisfying: bool = False
    turns: list[TurnResult] = Field(default_factory=list)
    memory_checks: list[CheckResult] = Field(default_factory=list)
    memories: list[str] = Field(default_factory=list, description="Active memories at the end, for the reader.")
    calls: list[CallRow] = Field(default_factory=list)
    error: str | None = None

    def checks(self) -> list[CheckResult]:
        """Every check of this conversation: per reply, then on the store."""
        return [c for t in self.turns for c in t.checks] + self.memory_checks

    def scores(self) -> dict[str, float]:
        """Dimension → score: each check family's pass rate (``check.<family>``, 0–1) and each judge
        dimension's mean (``judge.<dimension>``, 1–5). Families group ``recall_in_reply:exam`` etc."""
        groups: dict[str, list[float]] = defaultdict(list)
        for check in self.checks():
            groups["check." + check.name.split(":", 1)[0]].append(check.value)
        for turn in self.turns:
            if turn.verdict is None:
                continue
            for dim, score in turn.verdict.scores.items():
                if score.score is not None:
                    groups["judge." + dim].append(float(score.score))
        return {dim: round(statistics.fmean(values), 4) for dim, values in sorted(groups.items())}


class RunResult(BaseModel):
    """A transcript set under one configuration."""

    set: str
    set_version: int
    config: EvalConfig
    chat_model: str = ""
    memory_model: str = ""
    judge_model: str | None = None
    judge_version: str | None = None
    conversations: list[ConversationResult] = Field(default_factory=list)
    wall_s: float = 0.0

    def scores(self) -> dict[str, dict[str, float]]:
        """Conversation id → dimension → score (failed conversations left out)."""
        return {c.id: c.scores() for c in self.conversations if c.error is None}

    def summary(self) -> dict[str, float]:
        """Dimension → mean over the conversations that have it."""
        per: dict[str, list[float]] = defaultdict(list)
        for scores in self.scores().values():
            for dim, value in scores.items():
                per[dim].append(value)
        return {dim: round(statistics.fmean(v), 4) for dim, v in sorted(per.items())}

    def telemetry(self) -> dict[str, dict[str, float]]:
        """Purpose → calls, latency p50/max (ms) and token totals, over every conversation."""
        groups: dict[str, list[CallRow]] = defaultdict(list)
        for conversation in self.conversations:
            for call in conversation.calls:
                groups[call.purpose].append(call)
        return {
            purpose: {
                "calls": len(rows),
                "errors": sum(not r.ok for r in rows),
                "p50_ms": round(statistics.median(r.latency_ms for r in rows), 1),
                "max_ms": round(max(r.latency_ms for r in rows), 1),
                "prompt_tokens": sum(r.prompt_tokens for r in rows),
                "completion_tokens": sum(r.completion_tokens for r in rows),
            }
            for purpose, rows in sorted(groups.items())
        }

    def report(self) -> dict[str, Any]:
        """The run as a JSON-ready document, with its summary and telemetry."""
        return self.model_dump(mode="json") | {"summary": self.summary(), "telemetry": self.telemetry()}


class PairVerdict(BaseModel):
    """One judged turn both runs replied to: +1 when B's reply was better in both orders, -1 when A's
    was, 0 when the order decided or the replies were equal."""

    conversation: str
    session: int
    turn: int
    user: str
    outcome: Literal[-1, 0, 1]


class Pairwise(BaseModel):
    """The pairwise judge (``pairwise-v1``) on every judged turn that both runs replied to: which
    configuration's reply better uses what the user said before, in both orders."""

    version: str
    turns: int = 0
    a_wins: int = 0
    b_wins: int = 0
    ties: int = Field(
        default=0, description="Turns where the order, not the reply, decided (or the replies were equal)."
    )
    errors: int = 0
    verdicts: list[PairVerdict] = Field(default_factory=list)


class Comparison(BaseModel):
    """The same set under configurations A and B, paired per conversation (differences are B − A)."""

    a: RunResult
    b: RunResult
    differences: list[Difference]
    calibration: CalibrationResult | None = None
    pairwise: Pairwise | None = None

    def report(self) -> dict[str, Any]:
        """A JSON-ready document: both runs, the paired differences and the judge's calibration."""
        return {
            "set": self.a.set,
            "a": self.a.report(),
            "b": self.b.report(),
            "differences": [d.model_dump(mode="json") for d in self.differences],
            "regressions": [d.dimension for d in self.differences if d.verdict == "regression"],
            "calibration": self.calibration.model_dump(mode="json") if self.calibration else None,
            "pairwise": self.pairwise.model_dump(mode="json") if self.pairwise else None,
        }
