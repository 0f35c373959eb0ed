"""Telemetry charts as data for inline SVG: latency p50/p95 and tokens per purpose and model.

Pure functions: recorded calls in, a :class:`Chart` out (series already scaled to the SVG's
coordinates, axis labels placed). The template draws polylines; no JavaScript, no chart library.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from muninn.domain.models import LLMCall

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 56, 12, 12, 28  # margins for the axis labels
MAX_SERIES = 6  # more lines than this are unreadable; the busiest groups are kept


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0 < q ≤ 100) of non-empty ``values``."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass(frozen=True, slots=True)
class Series:
    """One line: its legend label, style class and SVG points (``"x,y x,y …"``)."""

    label: str
    css: str
    points: str
    dashed: bool = False


@dataclass(frozen=True, slots=True)
class Chart:
    """A line chart ready for the template."""

    title: str
    unit: str
    width: int = WIDTH
    height: int = HEIGHT
    series: list[Series] = field(default_factory=list)
    x_labels: list[tuple[float, str]] = field(default_factory=list)
    y_labels: list[tuple[float, str]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        """Whether there is nothing to draw."""
        return not self.series


def buckets(start: datetime, end: datetime, count: int) -> list[datetime]:
    """``count`` + 1 edges splitting [start, end] evenly (a zero span becomes one minute)."""
    span = max(end - start, timedelta(minutes=1))
    return [start + span * i / count for i in range(count + 1)]


def _bucket_of(at: datetime, edges: Sequence[datetime]) -> int:
    span = (edges[-1] - edges[0]).total_seconds()
    share = (at - edges[0]).total_seconds() / span
    return min(len(edges) - 2, max(0, int(share * (len(edges) - 1))))


def _nice_max(value: float) -> float:
    """The smallest of 1, 2, 2.5, 5 × 10^k at or above ``value`` (so axis labels are round)."""
    if value <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(value))
    return next(step * power for step in (1, 2, 2.5, 5, 10) if step * power >= value)


def _grouped(calls: Sequence[LLMCall]) -> dict[tuple[str, str], list[LLMCall]]:
    groups: dict[tuple[str, str], list[LLMCall]] = defaultdict(list)
    for call in calls:
        groups[(call.purpose, call.model)].append(call)
    busiest = sorted(groups, key=lambda g: (-len(groups[g]), g))[:MAX_SERIES]
    return {g: groups[g] for g in sorted(busiest)}


def _chart(
    title: str,
    unit: str,
    calls: Sequence[LLMCall],
    lines: Sequence[tuple[str, bool, Callable[[list[LLMCall]], float]]],
    count: int,
) -> Chart:
    """One series per (purpose, model) and line kind; each point aggregates one time bucket."""
    if not calls:
        return Chart(title, unit)
    edges = buckets(min(c.at for c in calls), max(c.at for c in calls), count)
    raw: list[tuple[str, str, bool, list[tuple[int, float]]]] = []
    for index, ((purpose, model), group) in enumerate(_grouped(calls).items()):
        per_bucket: dict[int, list[LLMCall]] = defaultdict(list)
        for call in group:
            per_bucket[_bucket_of(call.at, edges)].append(call)
        for name, dashed, aggregate in lines:
            values = [(b, aggregate(per_bucket[b])) for b in sorted(per_bucket)]
            raw.append((f"{purpose} · {model}{name}", f"s{index}", dashed, values))
    top = _nice_max(max(v for *_, values in raw for _, v in values))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(bucket: float) -> float:
        return round(LEFT + plot_w * (bucket + 0.5) / count, 1)

    def y(value: float) -> float:
        return round(TOP + plot_h * (1 - value / top), 1)

    series = [
        Series(label, css, " ".join(f"{x(b)},{y(v)}" for b, v in values), dashed) for label, css, dashed, values in raw
    ]
    fmt = "%H:%M" if edges[-1] - edges[0] <= timedelta(days=1) else "%m-%d %H:%M"
    x_labels = [(x(b - 0.5), edges[b].strftime(fmt)) for b in (0, count // 2, count)]
    y_labels = [(y(top * f), f"{top * f:g}") for f in (0, 0.5, 1)]
    return Chart(title, unit, series=series, x_labels=x_labels, y_labels=y_labels)


def latency_chart(calls: Sequence[LLMCall], *, count: int = 12) -> Chart:
    """Latency p50 (solid) and p95 (dashed) per purpose and model over time, in ms."""

    def p50(group: list[LLMCall]) -> float:
        return percentile([c.latency_ms for c in group], 50)

    def p95(group: list[LLMCall]) -> float:
        return percentile([c.latency_ms for c in group], 95)

    return _chart("Latency", "ms", calls, [(" p50", False, p50), (" p95", True, p95)], count)


def token_chart(calls: Sequence[LLMCall], *, count: int = 12) -> Chart:
    """Tokens (prompt + completion) per purpose and model over time, summed per bucket."""

    def tokens(group: list[LLMCall]) -> float:
        return float(sum((c.prompt_tokens or 0) + (c.completion_tokens or 0) for c in group))

    return _chart("Tokens", "tokens", calls, [("", False, tokens)], count)
