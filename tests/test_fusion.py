"""Table-driven tests of the pure ranking functions: terms, BM25, ranks, fusion, context, weights."""

from __future__ import annotations

import numpy as np
import pytest

from muninn.domain.text import terms
from muninn.read.fusion import (
    BM25,
    DAY,
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
from muninn.read.index import find_speakers, session_codes


def arr(*values: float) -> np.ndarray:
    return np.array(values, dtype=np.float64)


def codes(*values: int) -> np.ndarray:
    return np.array(values, dtype=np.int64)


def mask(*values: int) -> np.ndarray:
    return np.array(values, dtype=bool)


# terms ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "same"),
    [
        ("paint painted painting paints", True),
        ("bake baking bakes baked", True),
        ("run running", True),
        ("hop hopping hopped", True),
        ("hope hoping hoped", True),
        ("pony ponies", True),
        ("agree agreed", True),
        ("kid kids kid's", True),
        ("happy happiness", False),  # derivations stay apart: inflections only
        ("adopt adoption", False),
        ("hop hope", False),
    ],
)
def test_inflections_share_a_term(words: str, same: bool) -> None:
    stems = {terms(w)[0] for w in words.split()}
    assert (len(stems) == 1) is same, stems


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What did Melanie paint?", ["melanie", "paint"]),
        ("The bus and the campus", ["bus", "campus"]),  # no "bu", "campu"
        ("I'm at the beach", ["i'm", "beach"]),
        ("", []),
        ("the of and", []),
    ],
)
def test_terms(text: str, expected: list[str]) -> None:
    assert terms(text) == expected


# BM25 -----------------------------------------------------------------------------------------


def test_bm25_scores_matching_documents_only_and_prefers_rare_terms() -> None:
    bm25 = BM25(["the cat sat", "the dog sat", "a dog and a dog", "nothing here"])
    cat, dog, sat = bm25.scores("cat"), bm25.scores("dog"), bm25.scores("sat")
    assert cat[0] > 0 and not cat[1:].any()
    assert dog[2] > dog[1] > 0  # more occurrences in a document of similar length
    assert cat[0] > sat[0]  # "cat" is in one document, "sat" in two
    assert not bm25.scores("unicorn").any()
    assert not bm25.scores("").any()


def test_bm25_matches_inflections_and_accepts_terms() -> None:
    bm25 = BM25(["she was painting the fence", "he likes fences"])
    assert bm25.scores("painted")[0] > 0
    assert bm25.scores("fence").all()
    assert np.array_equal(bm25.scores("painted fence"), bm25.scores(terms("painted fence")))
    assert np.array_equal(BM25([terms("she was painting")]).scores("paint"), BM25(["she was painting"]).scores("paint"))


def test_bm25_of_an_empty_corpus() -> None:
    assert BM25([]).scores("anything").shape == (0,)


# ranks and RRF --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "valid", "expected"),
    [
        (arr(0.1, 0.9, 0.5), mask(1, 1, 1), [3, 1, 2]),
        (arr(0.1, 0.9, 0.5), mask(1, 0, 1), [2, 0, 1]),  # invalid entries are unranked
        (arr(0.0, 0.9, -1.0), mask(1, 1, 1), [0, 1, 0]),  # non-positive ones too
        (arr(0.5, 0.5), mask(1, 1), [1, 2]),  # ties keep index order
        (arr(), mask(), []),
    ],
)
def test_ranks(scores: np.ndarray, valid: np.ndarray, expected: list[int]) -> None:
    assert ranks(scores, valid).tolist() == expected


@pytest.mark.parametrize(
    ("lists", "k", "weights", "expected"),
    [
        ([[1, 2, 0]], 60, None, [1 / 61, 1 / 62, 0.0]),
        ([[1, 2, 0], [2, 0, 1]], 60, None, [1 / 61 + 1 / 62, 1 / 62, 1 / 61]),
        ([[1, 2, 0], [2, 0, 1]], 10, [2.0, 1.0], [2 / 11 + 1 / 12, 2 / 12, 1 / 11]),
    ],
)
def test_rrf(lists: list[list[int]], k: int, weights: list[float] | None, expected: list[float]) -> None:
    got = rrf([np.array(r, dtype=np.int64) for r in lists], k=k, weights=weights)
    assert got.tolist() == pytest.approx(expected)


def test_rrf_of_no_lists() -> None:
    assert rrf([]).shape == (0,)


# score fusion ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "valid", "expected"),
    [
        (arr(2.0, 4.0, 3.0), mask(1, 1, 1), [0.0, 1.0, 0.5]),
        (arr(-0.2, 0.3, 0.8), mask(1, 1, 1), [0.0, 0.5, 1.0]),  # cosines may be negative
        (arr(2.0, 9.0, 4.0), mask(1, 0, 1), [0.0, 0.0, 1.0]),  # the invalid maximum is ignored
        (arr(0.7, 0.7), mask(1, 1), [1.0, 1.0]),  # all equal and positive: all match
        (arr(0.0, 0.0), mask(1, 1), [0.0, 0.0]),  # nothing matches
        (arr(5.0), mask(0), [0.0]),
    ],
)
def test_minmax(scores: np.ndarray, valid: np.ndarray, expected: list[float]) -> None:
    assert minmax(scores, valid).tolist() == pytest.approx(expected)


@pytest.mark.parametrize(
    ("scores", "span", "expected"),
    [
        (arr(0.60, 0.61), 0.5, [0.98, 1.0]),  # near-duplicates stay near-equal
        (arr(0.60, 0.61), 0.0, [0.0, 1.0]),  # instead of being stretched apart
        (arr(-0.2, 0.3, 0.8), 0.5, [0.0, 0.5, 1.0]),  # a pool wider than the span is unchanged
        (arr(0.7, 0.7), 0.5, [1.0, 1.0]),
    ],
)
def test_minmax_with_a_span(scores: np.ndarray, span: float, expected: list[float]) -> None:
    assert minmax(scores, np.ones(len(scores), dtype=bool), span=span).tolist() == pytest.approx(expected)


@pytest.mark.parametrize(
    ("scores", "valid", "expected"),
    [
        (arr(0.0, 2.0, 4.0), mask(1, 1, 1), [0.0, 0.5, 1.0]),
        (arr(3.0, 4.0), mask(1, 1), [0.75, 1.0]),  # all match a little: not stretched to 0..1
        (arr(3.0, 8.0), mask(1, 0), [1.0, 0.0]),
        (arr(0.0, 0.0), mask(1, 1), [0.0, 0.0]),
        (arr(1.0), mask(0), [0.0]),
    ],
)
def test_by_best(scores: np.ndarray, valid: np.ndarray, expected: list[float]) -> None:
    assert by_best(scores, valid).tolist() == pytest.approx(expected)


@pytest.mark.parametrize(
    ("signals", "weights", "expected"),
    [
        ([arr(1.0, 0.0), arr(0.0, 1.0)], [1.0, 1.0], [0.5, 0.5]),
        ([arr(1.0, 0.0), arr(0.0, 1.0)], [3.0, 1.0], [0.75, 0.25]),
        ([arr(1.0, 0.5)], [2.0], [1.0, 0.5]),  # weights are normalised
        ([arr(1.0, 0.5), arr(1.0, 1.0)], [0.0, 0.0], [0.0, 0.0]),
    ],
)
def test_convex(signals: list[np.ndarray], weights: list[float], expected: list[float]) -> None:
    assert convex(signals, weights).tolist() == pytest.approx(expected)


# conversational context -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "sessions", "weights", "expected"),
    [
        # a reply borrows from the question before it, and the question from its reply
        (arr(1.0, 0.0, 0.0), codes(0, 0, 0), (0.5,), [1.0, 0.5, 0.0]),
        (arr(0.0, 1.0, 0.2), codes(0, 0, 0), (0.5,), [0.5, 1.1, 0.7]),
        # the better neighbour counts, not the sum
        (arr(0.4, 0.0, 1.0), codes(0, 0, 0), (0.5,), [0.4, 0.5, 1.0]),
        # never across a session boundary, never for rows outside any session
        (arr(1.0, 0.0), codes(0, 1), (0.5,), [1.0, 0.0]),
        (arr(1.0, 0.0), codes(-1, -1), (0.5,), [1.0, 0.0]),
        # distance two, with its own weight, added to distance one
        (arr(1.0, 0.0, 0.0, 0.0), codes(0, 0, 0, 0), (0.4, 0.2), [1.0, 0.4, 0.2, 0.0]),
        (arr(1.0, 0.0, 0.0), codes(0, 1, 1), (0.4, 0.2), [1.0, 0.0, 0.0]),
        # no weights, or fewer rows than the window: unchanged
        (arr(1.0, 0.0), codes(0, 0), (), [1.0, 0.0]),
        (arr(1.0), codes(0), (0.4, 0.2), [1.0]),
    ],
)
def test_neighbour_context(
    scores: np.ndarray, sessions: np.ndarray, weights: tuple[float, ...], expected: list[float]
) -> None:
    before = scores.copy()
    assert neighbour_context(scores, sessions, weights).tolist() == pytest.approx(expected)
    assert np.array_equal(scores, before)  # pure


@pytest.mark.parametrize(
    ("scores", "sessions", "expected"),
    [
        (arr(0.1, 0.9, 0.3, 0.2), codes(0, 0, 1, 1), [0.9, 0.9, 0.3, 0.3]),
        (arr(0.1, 0.9, 0.3), codes(1, -1, 1), [0.3, 0.0, 0.3]),  # interleaved sessions, a memory
        (arr(0.5, 0.2), codes(-1, -1), [0.0, 0.0]),
        (arr(), codes(), []),
    ],
)
def test_session_peak(scores: np.ndarray, sessions: np.ndarray, expected: list[float]) -> None:
    assert session_peak(scores, sessions).tolist() == pytest.approx(expected)


@pytest.mark.parametrize(
    ("sessions", "expected"),
    [
        (["a", "a", "b", "a", ""], [0, 0, 1, 0, -1]),
        (["", ""], [-1, -1]),
        ([], []),
    ],
)
def test_session_codes(sessions: list[str], expected: list[int]) -> None:
    assert session_codes(sessions).tolist() == expected


def test_find_speakers() -> None:
    texts = [
        "Ada Lovelace: hello",
        "Bob: hi Ada",
        "Ada Lovelace: how are you?",
        "Bob: fine: thanks",
        "Note: a nameless turn that starts like a name",
        "the: of",  # a name with no terms
        "the: and",
    ]
    speakers = {s.terms: s.rows.tolist() for s in find_speakers(texts)}
    assert speakers == {
        frozenset({"ada", "lovelace"}): [True, False, True, False, False, False, False],
        frozenset({"bob"}): [False, True, False, True, False, False, False],
    }


# importance and freshness ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("age_days", "half_life", "expected"),
    [(0.0, 90.0, 1.0), (90.0, 90.0, 0.5), (180.0, 90.0, 0.25), (-5.0, 90.0, 1.0), (7.0, 7.0, 0.5)],
)
def test_freshness(age_days: float, half_life: float, expected: float) -> None:
    now = 1_000_000_000.0
    got = freshness(arr(now - age_days * DAY), now, half_life_days=half_life)
    assert got.tolist() == pytest.approx([expected])


@pytest.mark.parametrize(
    ("fused", "importance", "fresh", "iw", "fw", "expected"),
    [
        (1.0, 0.0, 0.0, 0.5, 0.25, 1.0),
        (1.0, 1.0, 0.0, 0.5, 0.25, 1.5),
        (1.0, 1.0, 1.0, 0.5, 0.25, 1.875),
        (0.0, 1.0, 1.0, 0.5, 0.25, 0.0),  # no relevance, no score
        (0.4, 1.0, 1.0, 0.0, 0.0, 0.4),  # turn search: weights off
    ],
)
def test_weigh(fused: float, importance: float, fresh: float, iw: float, fw: float, expected: float) -> None:
    got = weigh(
        arr(fused),
        np.array([importance], dtype=np.float32),
        arr(fresh),
        importance_weight=iw,
        freshness_weight=fw,
    )
    assert got.tolist() == pytest.approx([expected])


def test_importance_never_outweighs_a_clearly_better_match() -> None:
    got = weigh(
        arr(1.0, 0.5),
        np.array([0.0, 1.0], dtype=np.float32),
        arr(0.0, 1.0),
        importance_weight=0.5,
        freshness_weight=0.25,
    )
    assert got[0] > got[1]
