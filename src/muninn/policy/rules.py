"""The deterministic half of a policy: pure functions, no I/O, tested table-driven.

- :func:`classify_rules`: keyword and regex rules → the categories of an input;
- :func:`collect_evidence`: a user's memories → the occurrences that count, per category;
- :func:`mode_for`: a ladder and a count → a mode (the classifier never decides the mode);
- :func:`dominant_mode`: the modes of several categories → the one that drives the structure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache

from muninn.domain.models import MemoryRecord, MemoryStatus
from muninn.policy.model import Category, Policy, Rung, category_tag

# Archived occurrences still count: the write path archives for housekeeping (the per-user cap,
# summarised old memories), and that must not quietly de-escalate a user. Forgetting one
# (deleted) removes it from the count; an updated one counts once, as its active version.
COUNTED_STATUSES: tuple[MemoryStatus, ...] = ("active", "archived")


@dataclass(frozen=True, slots=True)
class RuleMatch:
    """A category the rules recognised, with the keywords and patterns that hit."""

    category: str
    hits: tuple[str, ...]

    @property
    def score(self) -> int:
        return len(self.hits)


@dataclass(frozen=True, slots=True)
class RuleResult:
    """All categories with hits (best first), the ones kept, and whether the cut was a tie."""

    matches: tuple[RuleMatch, ...]
    selected: tuple[str, ...]
    ambiguous: bool

    def hits(self, category: str) -> tuple[str, ...]:
        """What matched for ``category`` (empty when it did not match)."""
        return next((m.hits for m in self.matches if m.category == category), ())


@lru_cache(maxsize=4096)
def _keyword(keyword: str) -> re.Pattern[str]:
    # Whole words or phrases; a trailing * opens the end so "indent*" matches "indentation".
    prefix = keyword.endswith("*")
    body = keyword.rstrip("*").strip()
    words = r"\s+".join(re.escape(w) for w in body.split())
    start = r"(?<!\w)" if re.match(r"\w", body) else ""
    end = "" if prefix or not re.search(r"\w$", body) else r"(?!\w)"
    return re.compile(start + words + end, re.IGNORECASE)


@lru_cache(maxsize=4096)
def _pattern(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def category_hits(category: Category, text: str) -> tuple[str, ...]:
    """The distinct keywords and patterns of ``category`` found in ``text``, in declaration order."""
    found = [k for k in category.keywords if _keyword(k).search(text)]
    found += [f"/{p}/" for p in category.patterns if _pattern(p).search(text)]
    return tuple(dict.fromkeys(found))


def classify_rules(policy: Policy, text: str) -> RuleResult:
    """Score every category by distinct hits and keep the best ``classifier.max_categories``.

    Ties are broken by the order of categories in the file. The result is ``ambiguous`` when
    the cut-off falls inside a tie: the rules cannot say which of the tied categories to keep.
    """
    text = text.replace("\u2019", "'")  # curly apostrophes, so "didn’t" matches didn't
    matches = [RuleMatch(name, hits) for name, cat in policy.categories.items() if (hits := category_hits(cat, text))]
    order = {name: i for i, name in enumerate(policy.categories)}
    matches.sort(key=lambda m: (-m.score, order[m.category]))
    keep = policy.classifier.max_categories
    ambiguous = len(matches) > keep and matches[keep].score == matches[keep - 1].score
    return RuleResult(tuple(matches), tuple(m.category for m in matches[:keep]), ambiguous)


def mode_for(ladder: Sequence[Rung], count: int) -> str:
    """The mode of the highest rung whose ``at`` is at most ``count``."""
    if count < 0:
        raise ValueError("count must be at least 0")
    mode = ladder[0].mode
    for rung in ladder:
        if rung.at <= count:
            mode = rung.mode
    return mode


def dominant_mode(escalation: Sequence[str], modes: Mapping[str, str]) -> tuple[str, list[str]]:
    """The most escalated of the categories' modes, and the categories in it (in input order).

    ``escalation`` lists modes from least to most escalated; ``modes`` maps category → mode.
    """
    if not modes:
        raise ValueError("no categories to combine")
    rank = {mode: i for i, mode in enumerate(escalation)}
    top = max(modes.values(), key=lambda m: rank[m])
    return top, [c for c, m in modes.items() if m == top]


def is_occurrence(policy: Policy, category: str, record: MemoryRecord) -> bool:
    """Whether ``record`` counts as an occurrence of ``category`` under ``policy``."""
    if record.status not in COUNTED_STATUSES:
        return False
    if record.kind == policy.evidence.kind and policy.tag in record.tags and category_tag(category) in record.tags:
        return True
    extra = policy.categories[category].also_count
    if extra is None:
        return False
    return (not extra.kinds or record.kind in extra.kinds) and (
        not extra.tags or any(t in record.tags for t in extra.tags)
    )


def collect_evidence(
    policy: Policy, records: Iterable[MemoryRecord], *, now: datetime
) -> dict[str, list[MemoryRecord]]:
    """Per category, the memories that count as past occurrences, newest first.

    Only active or archived ones inside ``evidence.window_days`` count, and for a category with
    ``reset_by``, only those newer than the latest occurrence of any resetting category.
    """
    window = policy.evidence.window_days
    since = None if window is None else now - timedelta(days=window)
    pool = sorted(
        (r for r in records if since is None or r.created_at >= since),
        key=lambda r: (r.created_at, r.id),
        reverse=True,
    )
    found = {name: [r for r in pool if is_occurrence(policy, name, r)] for name in policy.categories}
    counted: dict[str, list[MemoryRecord]] = {}
    for name, category in policy.categories.items():
        resets = [found[other][0].created_at for other in category.reset_by if found[other]]
        cutoff = max(resets, default=None)
        counted[name] = [r for r in found[name] if cutoff is None or r.created_at > cutoff]
    return counted
