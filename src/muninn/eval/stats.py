"""Paired differences between two configurations, with bootstrap confidence intervals.

Each conversation is run under both configurations, so a dimension's differences are paired
per conversation (B − A). The interval is the percentile bootstrap of the mean difference:
resample the conversations with replacement, take the mean, read the 2.5th and 97.5th
percentiles. A difference is a regression when the whole interval lies below zero, an
improvement when it lies above; with a handful of conversations most intervals straddle zero,
and the report says so instead of calling a winner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel

Verdict = Literal["regression", "improvement", "no clear difference"]


def bootstrap_ci(
    values: Sequence[float], *, resamples: int = 2000, level: float = 0.95, seed: int = 0
) -> tuple[float, float, float]:
    """(mean, low, high): the mean of ``values`` and its percentile-bootstrap interval."""
    data = np.asarray(values, dtype=np.float64)
    if data.size == 0:
        raise ValueError("bootstrap_ci needs at least one value")
    mean = float(data.mean())
    if data.size == 1:
        return mean, mean, mean
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, data.size, size=(resamples, data.size))
    means = data[picks].mean(axis=1)
    tail = (1.0 - level) / 2.0 * 100.0
    low, high = np.percentile(means, [tail, 100.0 - tail])
    return mean, float(low), float(high)


class Difference(BaseModel):
    """One dimension compared over the conversations both runs scored."""

    dimension: str
    n: int
    mean_a: float
    mean_b: float
    diff: float
    low: float
    high: float
    verdict: Verdict


def paired_differences(
    a: Mapping[str, Mapping[str, float]], b: Mapping[str, Mapping[str, float]], *, seed: int = 0
) -> list[Difference]:
    """Per dimension, B − A over the conversations scored in both; regressions first, then by difference.

    ``a`` and ``b`` map conversation id → dimension → score (higher is better).
    """
    dims = sorted({d for scores in a.values() for d in scores} | {d for scores in b.values() for d in scores})
    out: list[Difference] = []
    for dim in dims:
        pairs = [(a[c][dim], b[c][dim]) for c in sorted(a) if c in b and dim in a[c] and dim in b[c]]
        if not pairs:
            continue
        diffs = [y - x for x, y in pairs]
        mean, low, high = bootstrap_ci(diffs, seed=seed)
        verdict = _verdict(low, high)
        out.append(
            Difference(
                dimension=dim,
                n=len(pairs),
                mean_a=round(float(np.mean([x for x, _ in pairs])), 4),
                mean_b=round(float(np.mean([y for _, y in pairs])), 4),
                diff=round(mean, 4),
                low=round(low, 4),
                high=round(high, 4),
                verdict=verdict,
            )
        )
    return ordered(out)


def preference_difference(
    dimension: str, per_conversation: Mapping[str, Sequence[int]], *, seed: int = 0
) -> Difference:
    """A pairwise judgment as a paired difference: each turn is +1 (B's reply preferred), -1 (A's)
    or 0 (a tie); ``mean_a`` and ``mean_b`` are the shares of turns each won, ``diff`` the mean
    preference, its interval bootstrapped over the conversations like the other dimensions."""
    scored = {c: list(v) for c, v in sorted(per_conversation.items()) if v}
    if not scored:
        raise ValueError("preference_difference needs at least one judged turn")
    means = [float(np.mean(v)) for v in scored.values()]
    mean, low, high = bootstrap_ci(means, seed=seed)
    verdict = _verdict(low, high)
    return Difference(
        dimension=dimension,
        n=len(scored),
        mean_a=round(float(np.mean([v.count(-1) / len(v) for v in scored.values()])), 4),
        mean_b=round(float(np.mean([v.count(1) / len(v) for v in scored.values()])), 4),
        diff=round(mean, 4),
        low=round(low, 4),
        high=round(high, 4),
        verdict=verdict,
    )


def _verdict(low: float, high: float) -> Verdict:
    """A regression when the whole interval lies below zero, an improvement when above."""
    return "regression" if high < 0 else "improvement" if low > 0 else "no clear difference"


def ordered(differences: Sequence[Difference]) -> list[Difference]:
    """Regressions first, then by difference."""
    order = {"regression": 0, "no clear difference": 1, "improvement": 2}
    return sorted(differences, key=lambda d: (order[d.verdict], d.diff))
