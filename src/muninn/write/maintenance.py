"""Caps, summaries, expiry and decay: pure choices, then one function that applies them.

Nothing here deletes: the excess over the cap, expired events and old summarised memories are
archived (out of search and context, still listable, with a history row each).

Stored times are compared, never shifted: ``event_at + window`` overflows for a stored event in
year 9999, ``now - window`` cannot, so an outlier row (written before the calendar check, or
by hand) cannot fail every later job of its user.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime, timedelta

from muninn.domain.decay import age_days
from muninn.domain.models import MemoryRecord, Summary


def retention_score(record: MemoryRecord, now: datetime, *, half_life_days: float) -> float:
    """Importance × freshness: what the cap keeps."""
    return record.importance * math.pow(2.0, -age_days(record.last_seen_at, now) / half_life_days)


def over_cap(records: Sequence[MemoryRecord], cap: int, now: datetime, *, half_life_days: float) -> list[str]:
    """Ids to archive so that at most ``cap`` active memories remain (lowest score first)."""
    excess = len(records) - cap
    if excess <= 0:
        return []
    ranked = sorted(records, key=lambda r: (retention_score(r, now, half_life_days=half_life_days), r.created_at))
    return [r.id for r in ranked[:excess]]


def expired_events(records: Sequence[MemoryRecord], now: datetime, *, window_days: float) -> list[str]:
    """Events whose time plus the follow-up window has passed."""
    cutoff = now - timedelta(days=window_days)
    return [r.id for r in records if r.event_at is not None and r.event_at < cutoff]


def summarised_and_old(
    records: Sequence[MemoryRecord], summary: Summary | None, now: datetime, *, archive_after_days: float
) -> list[str]:
    """Memories covered by the latest summary and older than the archive age."""
    if summary is None:
        return []
    covered = set(summary.memory_ids)
    cutoff = now - timedelta(days=archive_after_days)
    return [r.id for r in records if r.id in covered and r.created_at < cutoff and r.event_at is None]


def summary_due(records: Sequence[MemoryRecord], summary: Summary | None, *, every: int) -> list[MemoryRecord]:
    """Active memories not yet in a summary, when there are at least ``every`` of them; else []."""
    covered = set(summary.memory_ids) if summary else set()
    since = summary.period_end if summary else None
    fresh = [r for r in records if r.id not in covered and (since is None or r.created_at >= since)]
    return sorted(fresh, key=lambda r: r.created_at) if len(fresh) >= every else []
