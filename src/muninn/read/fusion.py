"""Pure ranking functions: BM25, reciprocal rank fusion, importance and freshness weighting."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from muninn.domain.text import terms

Floats = npt.NDArray[np.float64]
DAY = 86_400.0


class BM25:
    """Okapi BM25 over a small, per-user corpus held in memory."""

    def __init__(self, texts: Sequence[str], *, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.n = len(texts)
        postings: dict[str, tuple[list[int], list[int]]] = {}
        lengths = np.zeros(self.n, dtype=np.float64)
        for doc, text in enumerate(texts):
            counts = Counter(terms(text))
            lengths[doc] = sum(counts.values())
            for term, tf in counts.items():
                docs, tfs = postings.setdefault(term, ([], []))
                docs.append(doc)
                tfs.append(tf)
        avg = float(lengths.mean()) if self.n and lengths.any() else 1.0
        self._norm = k1 * (1.0 - b + b * lengths / avg)
        self._postings = {t: (np.array(d, dtype=np.int64), np.array(f, dtype=np.float64)) for t, (d, f) in postings.items()}

    def scores(self, query: str) -> Floats:
        """BM25 score of every document for ``query`` (zeros where nothing matches)."""
        out = np.zeros(self.n, dtype=np.float64)
        for term in set(terms(query)):
            hit = self._postings.get(term)
            if hit is None:
                continue
            docs, tfs = hit
            idf = math.log(1.0 + (self.n - len(docs) + 0.5) / (len(docs) + 0.5))
            out[docs] += idf * tfs * (self.k1 + 1.0) / (tfs + self._norm[docs])
        return out

    @property
    def nbytes(self) -> int:
        return int(sum(d.nbytes + f.nbytes + 64 for d, f in self._postings.values()) + self._norm.nbytes)


def ranks(scores: Floats, valid: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
    """1-based rank of each valid entry by descending score; 0 for invalid or non-positive ones."""
    out = np.zeros(len(scores), dtype=np.int64)
    usable = np.flatnonzero(valid & (scores > 0))
    order = usable[np.argsort(-scores[usable], kind="stable")]
    out[order] = np.arange(1, len(order) + 1)
    return out


def rrf(rank_lists: Sequence[npt.NDArray[np.int64]], *, k: int = 60, weights: Sequence[float] | None = None) -> Floats:
    """Reciprocal rank fusion: sum of ``w / (k + rank)`` over the lists where an item is ranked."""
    weights = weights or [1.0] * len(rank_lists)
    out = np.zeros(len(rank_lists[0]) if rank_lists else 0, dtype=np.float64)
    for rank, weight in zip(rank_lists, weights, strict=True):
        ranked = rank > 0
        out[ranked] += weight / (k + rank[ranked])
    return out


def freshness(seen: Floats, now: float, *, half_life_days: float) -> Floats:
    """1.0 for something seen now, halving every ``half_life_days``; never above 1."""
    age_days = np.maximum(0.0, now - seen) / DAY
    return np.asarray(np.exp2(-age_days / half_life_days), dtype=np.float64)


def weigh(
    fused: Floats,
    importance: npt.NDArray[np.float32],
    fresh: Floats,
    *,
    importance_weight: float,
    freshness_weight: float,
) -> Floats:
    """Scale fused relevance by importance and freshness: relevance stays the dominant term."""
    return fused * (1.0 + importance_weight * importance) * (1.0 + freshness_weight * fresh)
