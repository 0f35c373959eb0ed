"""Hybrid retrieval over one user's index: dense cosine + BM25, fused, read in context, then weighted.

The ranking, in order (each step is a pure function in :mod:`muninn.read.fusion`):

1. **Signals.** Cosine similarity to the query vector, and BM25 of the record's text; for turns
   the lexical signal mixes in BM25 of each turn read with the turn before it.
2. **Fusion.** A convex combination of the min-max normalised signals (``fusion="score"``, the
   default), or reciprocal rank fusion (``fusion="rrf"``).
3. **Conversation** (turns only; memories have no sessions or speakers, so these do nothing):
   each turn borrows part of its neighbours' relevance, turns of the session that matches best
   get a small lift, and then turns spoken by a participant the query names are preferred.
4. **Time**: a query that asks when ("When did …", "How long …") prefers rows that state a time
   (a date, a month, "yesterday", "last week" …), and a query that names a date or a month ("on
   13 October, 2023", "in July 2023", "in June") prefers rows said in that period or in the week
   after it (:func:`asked_days`), when what happened is usually told.
5. **Weighting** by importance and freshness (memories; turn search sets both weights to 0).

The dense signal reads the query with the names of the conversation's participants replaced by
"someone" (:func:`dense_query`): in a small sentence embedding a name outweighs what is asked
about it, and who spoke is already the speaker signal's job.

Every step after fusion scales with the fused score, so the weights mean the same under either
fusion. ``bench/locomo_retrieval.py --ablations`` measures what each step gains.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Literal

import numpy as np
import numpy.typing as npt

from muninn.domain.text import terms
from muninn.read.fusion import (
    Floats,
    by_best,
    convex,
    freshness,
    minmax,
    neighbour_context,
    ranks,
    rrf,
    session_peak,
    weigh,
)
from muninn.read.index import UserIndex

Fusion = Literal["score", "rrf"]
# Cosines of one query spread over about 0.5 to 0.8 in a real pool; a pool of near-duplicates
# should not have its hair-breadth differences stretched over the whole scale.
COSINE_SPAN = 0.5


@dataclass(frozen=True, slots=True)
class SearchParams:
    """Knobs of one hybrid search; defaults come from :class:`~muninn.settings.Settings`.

    ``dense_weight`` and ``lexical_weight`` weigh the two signals in either fusion; ``rrf_k`` is
    used by ``fusion="rrf"`` only. ``context_window_weight`` is the share of the lexical signal
    that comes from a turn read with the turn before it; ``neighbour_weights[d - 1]`` is how much
    of the best relevance at distance ``d`` in the same session a turn borrows;
    ``session_weight`` lifts every turn by that share of its session's best relevance;
    ``speaker_weight`` scales up turns spoken by a participant the query names; ``time_weight``
    scales up rows that state a time when the query asks when; ``date_weight`` scales up rows
    said in the period the query names (:func:`asked_days`).
    """

    limit: int = 10
    kinds: Sequence[str] = ()
    tags: Sequence[str] = ()
    since: datetime | None = None
    until: datetime | None = None
    fusion: Fusion = "score"
    rrf_k: int = 60
    dense_weight: float = 1.0
    lexical_weight: float = 1.0
    context_window_weight: float = 0.5
    neighbour_weights: tuple[float, ...] = (0.4, 0.2)
    session_weight: float = 0.3
    speaker_weight: float = 0.4
    time_weight: float = 0.3
    date_weight: float = 0.3
    importance_weight: float = 0.5
    freshness_weight: float = 0.25
    freshness_half_life_days: float = 90.0
    exclude_ids: frozenset[str] = field(default_factory=frozenset)
    exclude_tag_prefixes: tuple[str, ...] = ()  # rows with a tag starting so are left out


@dataclass(frozen=True, slots=True)
class Ranked:
    """Position ``row`` in the index, with its final score, per-signal ranks (0 = unranked) and
    the cosine of its vector to the query's (0.0 without one)."""

    row: int
    score: float
    dense_rank: int
    lexical_rank: int
    cosine: float = 0.0


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
    if params.exclude_tag_prefixes:
        mask &= index.without_tag_prefixes(tuple(params.exclude_tag_prefixes))
    return mask


# English only, like the stemmer: a question about when, and a row that says when
_ASKS_WHEN = re.compile(
    r"^\W*(?:when|how long|since when|what (?:year|month|day|date|time)|which (?:year|month|day))\b", re.I
)
_WORD = re.compile(r"[^\W_]+(?:['’]s)?")


def asks_when(query: str) -> bool:
    """Whether ``query`` asks for a time ("When did …", "How long ago …", "What year …")."""
    return _ASKS_WHEN.search(query) is not None


_MONTH = r"(?P<m>january|february|(?-i:March|May)|april|june|july|august|september|october|november|december)"
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")  # fmt: skip
_YEAR = r"(?P<y>(?:19|20)\d\d)"
_NTH = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?"
# the first that matches says what the query names: a day, a month of a year, a month of any year
_DATES = (
    re.compile(rf"\b{_NTH} (?:of )?{_MONTH},? {_YEAR}\b", re.I),  # 13 October, 2023
    re.compile(rf"\b{_MONTH} {_NTH},? {_YEAR}\b", re.I),  # October 13, 2023
    re.compile(rf"\b{_MONTH},? {_YEAR}\b", re.I),  # October 2023
    re.compile(rf"\b(?:in|during|of|early|late|mid-?|since|by) {_MONTH}\b(?! \d)", re.I),  # in October
)
# what happened in a period is often told a few days later ("last weekend we …")
TOLD_WITHIN_DAYS = 7
_EPOCH = date(1970, 1, 1).toordinal()


def asked_days(query: str, years: Sequence[int]) -> list[tuple[int, int]]:
    """The day ranges, in days since 1970-01-01 and inclusive, of the date or month ``query``
    names, each widened by :data:`TOLD_WITHIN_DAYS` after its end; a month without a year stands
    for that month in each of ``years``. Empty when the query names neither ("in 2023" alone is
    too wide to prefer anything)."""
    for shape in _DATES:
        m = shape.search(query)
        if m is None:
            continue
        month = _MONTHS.index(m["m"].lower()) + 1
        found = m.groupdict()
        try:
            if found.get("d"):
                day = date(int(m["y"]), month, int(m["d"]))
                spans = [(day, day)]
            else:
                which = [int(m["y"])] if found.get("y") else years
                spans = [(date(y, month, 1), _month_end(y, month)) for y in which]
        except ValueError:  # "31 February"
            return []
        return [(a.toordinal() - _EPOCH, b.toordinal() - _EPOCH + TOLD_WITHIN_DAYS) for a, b in spans]
    return []


def _month_end(year: int, month: int) -> date:
    following = date(year + month // 12, month % 12 + 1, 1)
    return date.fromordinal(following.toordinal() - 1)


def said_within(index: UserIndex, query: str) -> npt.NDArray[np.bool_] | None:
    """Rows said in the period ``query`` names (:func:`asked_days`); None when it names none."""
    days = index.days()
    if not len(days):
        return None
    first, last = (datetime.fromtimestamp(int(d) * 86400, UTC).year for d in (days.min(), days.max()))
    spans = asked_days(query, range(first, last + 1))
    if not spans:
        return None
    out = np.zeros(len(days), dtype=bool)
    for a, b in spans:
        out |= (days >= a) & (days <= b)
    return out


def dense_query(index: UserIndex, query: str) -> str:
    """``query`` as the dense signal should read it: the names of the index's speakers replaced by
    "someone" ("What did Melanie paint?" → "What did someone paint?"); unchanged without speakers."""
    if not index.speakers:
        return query
    names = frozenset().union(*(s.terms for s in index.speakers))

    def swap(m: re.Match[str]) -> str:
        word = m.group()
        possessive = word[-2:].lower() in ("'s", "’s")
        said = terms(word[:-2] if possessive else word)
        if said and set(said) <= names:
            return "someone's" if possessive else "someone"
        return word

    return _WORD.sub(swap, query)


def speaker_rows(index: UserIndex, query_terms: Sequence[str]) -> npt.NDArray[np.bool_]:
    """Rows spoken by a participant whose whole name appears in the query."""
    out = np.zeros(len(index.rows.ids), dtype=bool)
    asked = set(query_terms)
    for speaker in index.speakers:
        if speaker.terms <= asked:
            out |= speaker.rows
    return out


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
    n = len(rows.ids)
    if not n:
        return []
    mask = filter_mask(index, params)
    query_terms = terms(query)

    dense_rows = np.zeros(n, dtype=bool)
    cosine = np.zeros(n, dtype=np.float64)
    if query_vector is not None and rows.vectors.shape[1] == len(query_vector):
        dense_rows = mask & rows.has_vector
        cosine = rows.cosines(query_vector)
    lexical = index.bm25.scores(query_terms)
    # shift cosines so every vector-bearing row is positive and rankable
    dense_rank = ranks(cosine + 2.0, dense_rows)
    lexical_rank = ranks(lexical, mask)

    if params.fusion == "rrf":
        fused = rrf([dense_rank, lexical_rank], k=params.rrf_k, weights=[params.dense_weight, params.lexical_weight])
    else:
        words = by_best(lexical, mask)
        if index.context_bm25 is not None and params.context_window_weight > 0:
            around = by_best(index.context_bm25.scores(query_terms), mask)
            words = convex([words, around], [1.0 - params.context_window_weight, params.context_window_weight])
        fused = convex(
            [minmax(cosine, dense_rows, span=COSINE_SPAN), words], [params.dense_weight, params.lexical_weight]
        )
    fused[~mask] = 0.0

    relevance = in_conversation(fused, index, query_terms, params)
    if params.time_weight and asks_when(query):
        relevance = relevance * (1.0 + params.time_weight * index.time_rows())
    if params.date_weight and (within := said_within(index, query)) is not None:
        relevance = relevance * (1.0 + params.date_weight * within)
    fresh = freshness(rows.seen, now, half_life_days=params.freshness_half_life_days)
    final = weigh(
        relevance, rows.importance, fresh,
        importance_weight=params.importance_weight, freshness_weight=params.freshness_weight,
    )  # fmt: skip
    # every allowed row with a vector is rankable, and so is any row with relevance of its own
    # or borrowed from its neighbours (a turn not embedded yet can still ride on its question)
    pool = np.flatnonzero(mask & (dense_rows | (relevance > 0)))
    top = pool[np.argsort(-final[pool], kind="stable")][: params.limit]
    return [
        Ranked(
            int(i),
            float(final[i]),
            int(dense_rank[i]),
            int(lexical_rank[i]),
            float(cosine[i]) if dense_rows[i] else 0.0,
        )
        for i in top
    ]


def in_conversation(fused: Floats, index: UserIndex, query_terms: Sequence[str], params: SearchParams) -> Floats:
    """Fused relevance read in its conversation: neighbouring turns, session, then speaker."""
    sessions = index.sessions
    if len(sessions) != len(fused) or not (sessions >= 0).any():
        return fused
    out = neighbour_context(fused, sessions, params.neighbour_weights)
    if params.session_weight:
        out += params.session_weight * session_peak(fused, sessions)
    # after the neighbours: an answer by the named speaker keeps what it borrowed from the question
    if index.speakers and params.speaker_weight:
        out = out * (1.0 + params.speaker_weight * speaker_rows(index, query_terms))
    return out
