"""Times in SQLite: UTC epoch seconds (REAL) in, timezone-aware datetimes out."""

from __future__ import annotations

from datetime import UTC, datetime


def stored_time(value: datetime | None) -> float | None:
    return None if value is None else value.timestamp()


_FIRST = datetime.min.replace(tzinfo=UTC)
_LAST = datetime.max.replace(tzinfo=UTC)


def read_optional_time(value: float | None) -> datetime | None:
    return None if value is None else read_time(value)


def read_time(value: float) -> datetime:
    # A stored time outside the calendar (planted by hand, or written before input was checked)
    # reads as its end rather than failing every read of the user's memories.
    try:
        return datetime.fromtimestamp(value, UTC)
    except (OverflowError, OSError, ValueError):
        return _LAST if value > 0 else _FIRST
