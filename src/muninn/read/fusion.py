"""Pure ranking functions: BM25, score fusion, conversational context, importance and freshness.

Every function here takes and returns column arrays over one user's rows, so a search is a few
vector operations whatever the signal. The conversational ones (:func:`neighbour_context`,
:func:`session_peak`) read a session code per row (-1 for rows outside any conversation, such as
memories) and do nothing for such rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from muninn.domain.text import terms

Floats = npt.NDArray[np.float64]
Codes = npt.NDArray[np.int64]
Mask = npt.NDArray[np.bool_]
DAY = 86_400.0


class BM25:
    """Okapi BM25 over a small, per-user corpus held in memory.

    Documents are texts, or lists of their :func:`~muninn.domain.text.terms` when the caller has
    them already (an index that scores the same texts two ways tokenises once).
    """

    def __init__(self, texts: Sequence[str | Sequence[str]], *, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.n = len(texts)
        # Postings in one CSR layout (three arrays for the whole corpus) rather than two small
        # arrays per term: building a few hundred tiny numpy arrays was most of a cold build. The
        # (term, document) pairs are counted by one np.unique instead of a dict per document,
        # which halves a cold build again; it also sorts them by term, then document.
        docs = [terms(text) if isinstance(text, str) else text for text in texts]
        lengths = np.array([len(words) for words in docs], dtype=np.float64)
        vocab: dict[str, int] = {}
        term_ids = np.array([vocab.setdefault(w, len(vocab)) for words in docs for w in words], dtype=np.int64)
        doc_ids = np.repeat(np.arange(self.n, dtype=np.int64), lengths.astype(np.int64))
        pairs, tfs = np.unique(term_ids * max(self.n, 1) + doc_ids, return_counts=True)
        avg = float(lengths.mean()) if self.n and lengths.any() else 1.0
        self._norm = k1 * (1.0 - b + b * lengths / avg)
        self._vocab = vocab
        self._docs = pairs % max(self.n, 1)
        self._tfs = tfs.astype(np.float64)
        self._starts = np.searchsorted(pairs // max(self.n, 1), np.arange(len(vocab) + 1))

    def scores(self, query: str | Sequence[str]) -> Floats:
        """BM25 score of every document for ``query`` (text, or its :func:`terms`); zeros where nothing matches."""
        out = np.zeros(self.n, dtype=np.float64)
        for term in set(terms(query) if isinstance(query, str) else query):
            t = self._vocab.get(term)
            if t is None:
                continue
            lo, hi = self._starts[t], self._starts[t + 1]
            docs, tfs = self._docs[lo:hi], self._tfs[lo:hi]
            idf = math.log(1.0 + (self.n - len(docs) + 0.5) / (len(docs) + 0.5))
            out[docs] += idf * tfs * (self.k1 + 1.0) / (tfs + self._norm[docs])
        return out

    @property
    def nbytes(self) -> int:
        vocab = sum(len(t) + 100 for t in self._vocab)  # key, int and dict slot, roughly
        return int(self._docs.nbytes + self._tfs.nbytes + self._starts.nbytes + self._norm.nbytes + vocab)


def ranks(scores: Floats, valid: Mask) -> npt.NDArray[np.int64]:
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


def minmax(scores: Floats, valid: Mask, *, span: float = 0.0) -> Floats:
    """Valid entries rescaled to [0, 1] (best 1, worst 0); 0 for invalid ones.

    ``span`` is the least range that counts as the whole scale: scores closer than that stay
    close instead of being stretched to 0 and 1, so two near-duplicates in a tiny pool remain
    near-equal (and importance can still order them). When every valid entry scores the same and
    ``span`` is 0, they all get 1 if that score is positive (one row matches) and 0 otherwise.
    """
    out = np.zeros(len(scores), dtype=np.float64)
    if not valid.any():
        return out
    hi = float(scores[valid].max())
    lo = min(float(scores[valid].min()), hi - span)
    if hi > lo:
        out[valid] = (scores[valid] - lo) / (hi - lo)
    elif hi > 0:
        out[valid] = 1.0
    return out


def by_best(scores: Floats, valid: Mask) -> Floats:
    """Valid entries of a non-negative score divided by the best of them; 0 for invalid ones.

    For scores with a natural zero (BM25: no match), where min-max would stretch small
    differences when every row matches a little.
    """
    out = np.zeros(len(scores), dtype=np.float64)
    best = float(scores[valid].max()) if valid.any() else 0.0
    if best > 0:
        out[valid] = np.maximum(scores[valid], 0.0) / best
    return out


def convex(signals: Sequence[Floats], weights: Sequence[float]) -> Floats:
    """Weighted mean of normalised signals: the fusion of choice when scores, not just ranks, are
    informative. RRF forgets how far ahead the best match is; a convex combination of min-max
    scores keeps it, and beats RRF on hybrid retrieval benchmarks (Bruch et al., 2023, "An
    Analysis of Fusion Functions for Hybrid Retrieval")."""
    total = float(sum(weights))
    out = np.zeros(len(signals[0]) if signals else 0, dtype=np.float64)
    if total <= 0:
        return out
    for signal, weight in zip(signals, weights, strict=True):
        out += (weight / total) * signal
    return out


def neighbour_context(scores: Floats, sessions: Codes, weights: Sequence[float]) -> Floats:
    """Each row's score plus ``weights[d - 1]`` times the best score at distance ``d`` in its session.

    In a conversation the turn that answers a question often shares no words with it: it is the
    reply ("Yes, last Friday!") to a turn that does. Lending a turn part of its neighbours'
    relevance finds such replies and keeps a question and its answer together. Rows are in time
    order; a row with session code -1 neither lends nor borrows.
    """
    out = scores.copy()
    n = len(scores)
    for distance, weight in enumerate(weights, start=1):
        if distance >= n or weight == 0:
            continue
        same = (sessions[distance:] == sessions[:-distance]) & (sessions[distance:] >= 0)
        before = np.zeros(n, dtype=np.float64)  # score of the row `distance` earlier
        after = np.zeros(n, dtype=np.float64)  # score of the row `distance` later
        before[distance:] = np.where(same, scores[:-distance], 0.0)
        after[:-distance] = np.where(same, scores[distance:], 0.0)
        out += weight * np.maximum(before, after)
    return out


def session_peak(scores: Floats, sessions: Codes) -> Floats:
    """For each row, the best score in its session (0 for rows outside any session).

    Added with a small weight it ranks turns of the conversation that is about the query above
    look-alike turns scattered through unrelated ones.
    """
    inside = sessions >= 0
    out = np.zeros(len(scores), dtype=np.float64)
    if not inside.any():
        return out
    peak = np.zeros(int(sessions.max()) + 1, dtype=np.float64)
    np.maximum.at(peak, sessions[inside], scores[inside])
    out[inside] = peak[sessions[inside]]
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
