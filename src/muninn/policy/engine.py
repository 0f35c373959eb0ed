"""Deciding and recording: the I/O edges around the pure rules.

:func:`decide` classifies the input (rules first, the optional LLM classifier when the rules
find nothing or tie), counts the user's past occurrences per category from long-term memory,
maps each count to a mode through the ladder and picks the most escalated mode to drive the
reply's structure. :func:`record_outcome` stores one occurrence per category afterwards, so the
next count is right. Occurrences are ordinary memories in the user's scope, so they are scoped,
listed, forgotten and erased like every other memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

from muninn import validation as check
from muninn.domain.models import MemoryRecord, Scope, Source
from muninn.errors import ConfigError, InvalidInput
from muninn.policy.classify import classify_with_llm
from muninn.policy.model import POLICY_TAG, Evidence, ModeSchema, Policy, category_tag, mode_tag
from muninn.policy.render import render_instructions, seen
from muninn.policy.rules import (
    COUNTED_STATUSES,
    RuleResult,
    classify_rules,
    collect_evidence,
    dominant_mode,
    mode_for,
)
from muninn.providers.llm import ChatProvider
from muninn.records import Draft, Records

ClassifiedBy = Literal["rules", "llm", "fallback"]
EXCERPT_CHARS = 160


class CategoryDecision(BaseModel):
    """One category of the input: past occurrences counted, its mode, and the evidence."""

    category: str
    count: int
    mode: str
    evidence_ids: list[str] = Field(default_factory=list)
    hits: list[str] = Field(default_factory=list, description="Keywords and patterns that matched, if any.")


class Decision(BaseModel):
    """What a policy decided for one input, and why. Returned with the context so a UI can show it."""

    policy: str
    policy_version: int
    tenant: str
    user_id: str
    categories: list[CategoryDecision]
    dominant_mode: str
    driving_categories: list[str]
    classified_by: ClassifiedBy
    reason: str
    evidence_ids: list[str]
    response_schema: ModeSchema
    instructions: str
    decided_at: datetime
    record_as: Evidence = Field(description="How record_outcome stores the occurrences (from the policy).")

    @property
    def counts(self) -> dict[str, int]:
        """Category → past occurrences counted."""
        return {c.category: c.count for c in self.categories}

    @property
    def modes(self) -> dict[str, str]:
        """Category → mode."""
        return {c.category: c.mode for c in self.categories}

    @property
    def required_sections(self) -> list[str]:
        """The headers the reply must contain, in order."""
        return self.response_schema.headers


async def _categorise(
    policy: Policy, text: str, rules: RuleResult, classifier: ChatProvider | None
) -> tuple[tuple[str, ...], ClassifiedBy, str]:
    """The input's categories, who chose them, and a sentence on how."""
    if rules.selected:
        said = "; ".join(f"{m.category} ({', '.join(m.hits)})" for m in rules.matches)
        how = f"rules matched {said}"
        if rules.ambiguous:
            how += f", a tie past the limit of {policy.classifier.max_categories}"
    else:
        how = "rules matched nothing"
    if classifier is not None and (rules.ambiguous or not rules.selected):
        verdict = await classify_with_llm(classifier, policy, text)
        if verdict.categories:
            return verdict.categories, "llm", f"{how}; {verdict.note}"
        how = f"{how}; {verdict.note}, so the rules stand"
    if rules.selected:
        return rules.selected, "rules", how + (f", kept {', '.join(rules.selected)}" if rules.ambiguous else "")
    fallback = policy.classifier.fallback
    return (fallback,), "fallback", f"{how}; using the fallback category {fallback}"


def _require_kind(policy: str, kind: str, configured: Sequence[str]) -> None:
    if kind not in configured:
        raise ConfigError(
            f"policy {policy} stores occurrences as kind {kind!r}, which is not a configured memory kind "
            f"({', '.join(configured)}); add it to MUNINN_KINDS or change the policy's evidence.kind"
        )


def _evidence_kinds(policy: Policy, configured: Sequence[str]) -> list[str]:
    _require_kind(policy.name, policy.evidence.kind, configured)
    kinds = {policy.evidence.kind}
    for category in policy.categories.values():
        if category.also_count is not None:
            # Kinds that are not configured cannot exist in the store; the tags alone still count.
            extra = category.also_count.kinds or configured
            kinds.update(k for k in extra if k in configured)
    return sorted(kinds)


async def decide(
    records: Records,
    scope: Scope,
    text: str,
    policy: Policy,
    *,
    classifier: ChatProvider | None = None,
) -> Decision:
    """Decide how to answer ``text`` for ``user``: modes per category, the dominant mode, and why.

    Reads the user's memories (no writes). The LLM ``classifier`` is only called when the rules
    find nothing or tie, and a failing one falls back to the rules.
    """
    settings = records.settings
    text = check.text(text, "policy input", settings.max_turn_chars)
    kinds = _evidence_kinds(policy, settings.kinds)
    memories = await records.list(scope, statuses=COUNTED_STATUSES, kinds=kinds)
    now = records.clock()
    evidence = collect_evidence(policy, memories, now=now)
    rules = classify_rules(policy, text)
    chosen, classified_by, how = await _categorise(policy, text, rules, classifier)

    lines = [
        CategoryDecision(
            category=name,
            count=len(evidence[name]),
            mode=mode_for(policy.ladder_for(name), len(evidence[name])),
            evidence_ids=[r.id for r in evidence[name]],
            hits=list(rules.hits(name)),
        )
        for name in chosen
    ]
    dominant, driving = dominant_mode(list(policy.modes), {c.category: c.mode for c in lines})
    ladder = "; ".join(f"{c.category} {seen(c.count)} → {c.mode}" for c in lines)
    reason = f"{how}. {ladder}. Dominant mode {dominant}" + (
        f" (most escalated, from {', '.join(driving)})." if len(lines) > 1 else "."
    )
    return Decision(
        policy=policy.name,
        policy_version=policy.version,
        tenant=scope.tenant,
        user_id=scope.user_id,
        categories=lines,
        dominant_mode=dominant,
        driving_categories=driving,
        classified_by=classified_by,
        reason=reason,
        evidence_ids=list(dict.fromkeys(i for c in lines for i in c.evidence_ids)),
        response_schema=policy.modes[dominant],
        instructions=render_instructions(policy, lines, dominant),
        decided_at=now,
        record_as=policy.evidence,
    )


def _excerpt(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= EXCERPT_CHARS else flat[: EXCERPT_CHARS - 1].rstrip() + "…"


def occurrence_text(decision: Decision, category: CategoryDecision, text: str) -> str:
    """The memory written for one occurrence; distinct per occurrence number and decision time."""
    return decision.record_as.template.format(
        policy=decision.policy,
        category=category.category,
        n=category.count + 1,
        mode=category.mode,
        at=f"{decision.decided_at.astimezone(UTC):%Y-%m-%d %H:%M:%S} UTC",
        excerpt=_excerpt(text),
    )


async def record_outcome(
    records: Records,
    scope: Scope,
    decision: Decision,
    text: str,
    *,
    session: str | None = None,
    turn_ids: Sequence[str] = (),
) -> list[MemoryRecord]:
    """Store one occurrence per category of ``decision`` in the user's memory; returns them.

    Recording the same decision twice stores nothing new (the texts are exact duplicates), so a
    retried call is harmless.
    """
    if scope != Scope(decision.tenant, decision.user_id):
        raise InvalidInput(
            f"this decision was made for user {decision.user_id!r} of tenant {decision.tenant!r}; "
            f"record it for the same user, not {scope.user_id!r} of {scope.tenant!r}"
        )
    settings = records.settings
    check.text(text, "policy input", settings.max_turn_chars)
    _require_kind(decision.policy, decision.record_as.kind, settings.kinds)
    source = Source(
        session_id=session,
        turn_ids=list(turn_ids),
        actor=f"{POLICY_TAG}{decision.policy}",
        prompt_version=f"{decision.policy}@v{decision.policy_version}",
    )
    stored = []
    for category in decision.categories:
        draft = Draft(
            occurrence_text(decision, category, text),
            kind=decision.record_as.kind,
            tags=[f"{POLICY_TAG}{decision.policy}", category_tag(category.category), mode_tag(category.mode)],
            importance=decision.record_as.importance,
            source=source,
        )
        reason = f"policy {decision.policy}: {category.category} occurrence {category.count + 1}"
        stored.append(await records.add(scope, draft, reason=reason))
    return stored
