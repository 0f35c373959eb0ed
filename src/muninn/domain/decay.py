"""How confidence fades without re-confirmation, and what a re-statement does to it."""

from __future__ import annotations

import math
from datetime import datetime

DAY = 86_400.0


def age_days(then: datetime, now: datetime) -> float:
    """Days from ``then`` to ``now``, never negative. Subtraction of two datetimes cannot overflow
    (unlike adding a window to a stored time near the end of the calendar), so this is safe for
    any stored value."""
    return max(0.0, (now - then).total_seconds() / DAY)


def decayed_confidence(confidence: float, last_seen: datetime, now: datetime, *, half_life_days: float) -> float:
    """Confidence as of ``now``: it halves every ``half_life_days`` without a re-statement."""
    return confidence * math.pow(2.0, -age_days(last_seen, now) / half_life_days)


def restated_confidence(
    confidence: float, last_seen: datetime, now: datetime, *, half_life_days: float, boost: float
) -> float:
    """Confidence after the user says the fact again: the decayed value raised by ``boost``, and
    never below what was stored, since a re-statement is evidence for the fact, not against it."""
    current = decayed_confidence(confidence, last_seen, now, half_life_days=half_life_days)
    return min(1.0, max(confidence, current + boost))


def unconfirmed_note(
    confidence: float, last_seen: datetime, now: datetime, *, half_life_days: float, below: float
) -> str | None:
    """A note for the context block when a memory's decayed confidence has fallen under ``below``:
    "unconfirmed since <last seen>", so the model treats it as possibly stale (and may ask)
    rather than as settled fact. None while it is still confident."""
    if decayed_confidence(confidence, last_seen, now, half_life_days=half_life_days) >= below:
        return None
    return f"unconfirmed since {last_seen:%Y-%m-%d}"
