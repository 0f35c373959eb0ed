"""Hybrid retrieval over one user's index: dense cosine + BM25, fused by RRF, then weighted."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np
import numpy.typing as npt

from muninn.read.fusion import freshness, ranks, rrf, weigh
from muninn.read.index import UserIndex


@dataclass(frozen=True, slots=True)
class SearchParams:
    """Knobs of one hybrid search; defaults come from :class:`~muninn.settings.Settings`."""

    limit: int = 10
    kinds: Sequence[str] = ()
    tags: Sequence[str] = ()
    since: datetime | None = None
    until: datetime | None = None
    rrf_k: int = 60
    dense_weight: float = 1.0
    lexical_weight: float = 1.0
    importance_weight: float = 0.5
    freshness_weight: float = 0.25
    freshness_half_life_days: float = 90.0
    exclude_ids: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True, slots=True)
class Ranked:
    """Position ``row`` in the index, with its final score and per-signal ranks (0 = unranked)."""

    row: int
    score: float
    dense_rank: int
    lexical_rank: int


def filter_mask(index: UserIndex, params: SearchParams) -> npt.NDArray[np.bool_]:
    """Rows allowed by kind, tag (any of), time range and exclusion filters."""
    rows = index.rows
    mask = np.ones(len(rows.ids), dtype=bool)
    if params.kinds:
        wanted = set(params.kinds)
        mask &= np.array([k in wanted for k in rows.kinds], dtype=bool)
    if params.tags:
        wanted = set(params.tags)
        mask &= np.array([not wanted.isdisjoint(t) for t in rows.tags], dtype=bool)
    if params.since is not None:
        mask &= rows.times >= params.since.timestamp()
    if params.until is not None:
        mask &= rows.times <= params.until.timestamp()
    if params.exclude_ids:
        mask &= np.array([i not in params.exclude_ids for i in rows.ids], dtype=bool)
    return mask


def hybrid(
    index: UserIndex,
    query: str,
    query_vector: npt.NDArray[np.float32] | None,
    params: SearchParams,
    *,
    now: float,
) -> list[Ranked]:
    """Rank the user's rows for ``query``; the best ``params.limit`` come first."""
    rows = index.rows
    if not rows.ids:
        return []
    mask = filter_mask(index, params)
    lists, weights = [], []
    dense = np.zeros(len(rows.ids), dtype=np.int64)
    if query_vector is not None and rows.vectors.shape[1] == len(query_vector):
        cosine = (rows.vectors @ query_vector).astype(np.float64)
        # shift so every vector-bearing row is positive and rankable
        dense = ranks(cosine + 2.0, mask & rows.has_vector)
        lists.append(dense)
        weights.append(params.dense_weight)
    lexical = ranks(index.bm25.scores(query), mask)
    lists.append(lexical)
    weights.append(params.lexical_weight)
    fused = rrf(lists, k=params.rrf_k, weights=weights)
    fresh = freshness(rows.seen, now, half_life_days=params.freshness_half_life_days)
    final = weigh(
        fused, rows.importance, fresh,
        importance_weight=params.importance_weight, freshness_weight=params.freshness_weight,
    )  # fmt: skip
    candidates = np.flatnonzero(fused > 0)
    top = candidates[np.argsort(-final[candidates], kind="stable")][: params.limit]
    return [Ranked(int(i), float(final[i]), int(dense[i]), int(lexical[i])) for i in top]
