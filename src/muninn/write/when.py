"""Relative times resolved by code: "tomorrow at 9" said on Monday 9 March is Tuesday 10 March, 09:00.

A small model often leaves "tomorrow" in a memory's text, where it turns false the next day, and
gets the date or the hour of an event wrong. These pure functions fix both against the time
the user said it: :func:`rewrite` replaces relative expressions in a memory's text by absolute
dates (or reports that one is left it cannot rewrite), and :func:`resolve` reads the one date
(and time of day) that a user's message names, which the extractor then prefers to the model's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_COUNT = r"(?P<n>\d{1,2}|a|an|one|two|three|four|five|six|seven|ten)"
_UNIT = r"(?P<unit>day|week|month|year)s?"

# Words that make a memory's text false once the day has passed: none may be left in it.
LEAK = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening|week|weekend|month)"
    r"|(?:next|last|this coming) (?:week|weekend|month|year|" + _DAY[3:-1] + r")"
    r"|in (?:\d{1,2}|a|an|one|two|three|four|five|six|seven|ten) (?:day|week|month|year)s?"
    r"|(?:\d{1,2}|a|an|one|two|three|four|five|six|seven|ten) (?:day|week|month|year)s? ago)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class When:
    """A resolved time: a day, maybe an hour, and how the text should now say it."""

    day: date
    words: str  # replacement text, e.g. "on 2026-03-10"
    at: time | None = None


def _on(d: date) -> str:
    return f"on {d:%A} {d.isoformat()}"


def _week_of(d: date) -> str:
    monday = d - timedelta(days=d.weekday())
    return f"in the week of {monday.isoformat()}"


def _month(d: date) -> str:
    return f"in {d:%B %Y}"


def _add_months(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def _next_weekday(d: date, name: str) -> date:
    # "next Friday" is read as the coming Friday, like "on Friday": people use both for it
    return d + timedelta(days=(_WEEKDAYS.index(name) - d.weekday()) % 7 or 7)


def _last_weekday(d: date, name: str, *, or_today: bool = False) -> date:
    # "last Sunday" said on a Sunday is a week ago; "cooked for twelve on Sunday" (``or_today``) is today
    back = (d.weekday() - _WEEKDAYS.index(name)) % 7
    return d - timedelta(days=back if back or or_today else 7)


def _count(match: re.Match[str]) -> int:
    n = match.group("n").lower()
    return int(n) if n.isdigit() else _NUMBERS[n]


def _shift(d: date, n: int, unit: str) -> When:
    unit = unit.lower()
    if unit == "day":
        day = d + timedelta(days=n)
        return When(day, _on(day))
    if unit == "week":
        day = d + timedelta(weeks=n)
        return When(day, _week_of(day))
    if unit == "month":
        day = _add_months(d, n)
        return When(day, _month(day))
    day = date(d.year + n, 1, 1)
    return When(day, f"in {day.year}")


_ON_DAY = re.compile(rf"\b(?:on |this )(?P<d>{_DAY})\b", re.I)
# (pattern, resolver from the day it was said); the longest expressions come first.
_RULES: list[tuple[re.Pattern[str], Callable[[re.Match[str], date], When]]] = [
    (re.compile(rf"\b(?:on )?(?:next|this coming) (?P<d>{_DAY})\b", re.I),
     lambda m, d: (lambda x: When(x, _on(x)))(_next_weekday(d, m.group("d").lower()))),
    (re.compile(rf"\b(?:on )?(?:last) (?P<d>{_DAY})\b", re.I),
     lambda m, d: (lambda x: When(x, _on(x)))(_last_weekday(d, m.group("d").lower()))),
    (_ON_DAY,
     lambda m, d: (lambda x: When(x, _on(x)))(_next_weekday(d, m.group("d").lower()))),
    (re.compile(r"\b(?:the )?day after tomorrow\b", re.I), lambda m, d: _shift(d, 2, "day")),
    (re.compile(r"\b(?:tomorrow|tmrw|tmr)(?: (?P<part>morning|afternoon|evening|night))?\b", re.I),
     lambda m, d: (lambda x: When(x, _on(x) + (f" in the {m.group('part').lower()}" if m.group("part") else "")))(
         d + timedelta(days=1))),
    (re.compile(r"\b(?:yesterday|last night)\b", re.I), lambda m, d: _shift(d, -1, "day")),
    (re.compile(r"\b(?:today|tonight|this (?:morning|afternoon|evening))\b", re.I), lambda m, d: When(d, _on(d))),
    (re.compile(r"\bnext (?P<unit>week|month|year)\b", re.I), lambda m, d: _shift(d, 1, m.group("unit"))),
    (re.compile(r"\blast (?P<unit>week|month|year)\b", re.I), lambda m, d: _shift(d, -1, m.group("unit"))),
    (re.compile(r"\bthis (?P<unit>week|month)\b", re.I), lambda m, d: _shift(d, 0, m.group("unit"))),
    (re.compile(r"\b(?:this|next) weekend\b", re.I),
     lambda m, d: (lambda x: When(x, _on(x)))(_next_weekday(d, "saturday"))),
    (re.compile(rf"\bin {_COUNT} {_UNIT}\b", re.I), lambda m, d: _shift(d, _count(m), m.group("unit"))),
    (re.compile(rf"\b{_COUNT} {_UNIT} ago\b", re.I), lambda m, d: _shift(d, -_count(m), m.group("unit"))),
]  # fmt: skip

_CLOCK = re.compile(
    r"\bat (?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ampm>a\.?m\.?|p\.?m\.?)?(?![\d:])"
    r"|\b(?P<h2>\d{1,2})(?::(?P<m2>\d{2}))?\s*(?P<ampm2>a\.?m\.?|p\.?m\.?)(?!\w)"
    r"|\b(?P<noon>noon|midday)\b",
    re.IGNORECASE,
)


def clock_time(text: str) -> time | None:
    """The one time of day ``text`` names ("at 9", "3:30pm", "at 14:00", "noon"), else None.

    A bare hour is read the way people say it: 7-11 is the morning, 1-6 the afternoon.
    """
    found: set[time] = set()
    for m in _CLOCK.finditer(text):
        if m.group("noon"):
            found.add(time(12, 0))
            continue
        hour = int(m.group("h") or m.group("h2"))
        minute = int(m.group("m") or m.group("m2") or 0)
        ampm = (m.group("ampm") or m.group("ampm2") or "").lower()
        if hour > 23 or minute > 59:
            continue
        if ampm.startswith("p") and hour < 12:
            hour += 12
        elif ampm.startswith("a") and hour == 12:
            hour = 0
        elif not ampm and 1 <= hour <= 6:
            hour += 12
        found.add(time(hour, minute))
    return found.pop() if len(found) == 1 else None


def resolve(text: str, said_at: datetime) -> When | None:
    """The one day ``text`` names relative to ``said_at`` (with its time of day when it names one),
    or None when it names none or several different days (then the model's reading stands)."""
    found: dict[date, When] = {}
    rest = text
    for pattern, rule in _RULES:
        for m in pattern.finditer(rest):
            when = rule(m, said_at.date())
            found.setdefault(when.day, when)
        rest = pattern.sub(" ", rest)
    if len(found) != 1:
        return None
    (when,) = found.values()
    return When(when.day, when.words, clock_time(text))


def _on_recent(m: re.Match[str], d: date) -> When:
    day = _last_weekday(d, m.group("d").lower(), or_today=True)
    return When(day, _on(day))


def rewrite(content: str, said_at: datetime, *, past: bool = False) -> str | None:
    """``content`` with every relative time replaced by an absolute one ("tomorrow" → "on Tuesday
    2026-03-10"); None when a relative time is left that no rule rewrites (drop the memory).
    With ``past`` (a sentence told in the past tense) "on Sunday" is the Sunday just gone."""
    done: list[str] = []

    def swap(rule: Callable[[re.Match[str], date], When]) -> Callable[[re.Match[str]], str]:
        def replace(m: re.Match[str]) -> str:
            done.append(rule(m, said_at.date()).words)
            return f"\x00{len(done) - 1}\x00"  # a placeholder, so no later rule reads a rewritten part

        return replace

    out = content
    for pattern, rule in _RULES:
        out = pattern.sub(swap(_on_recent if past and pattern is _ON_DAY else rule), out)
    out = re.sub(r"\x00(\d+)\x00", lambda m: done[int(m.group(1))], out)
    out = re.sub(r"\s+", " ", out).strip()
    return None if LEAK.search(out) else out
