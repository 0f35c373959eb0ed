"""The index cache holds vectors as int8 codes with a scale per row; rankings stay float32's.

A fixed corpus of memories and a table of queries, embedded with the deterministic
``test:hash:384`` embedder (the dimension of the default MiniLM), ranked by :func:`hybrid` over
a float32 index and over the compact one that the cache holds. Score fusion (the default) and
dense-only ranking are checked; reciprocal rank fusion turns any near-tie of two cosines into a
whole rank of difference, so it is left to the recall check of ``bench/locomo_retrieval.py``.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from muninn.providers.embeddings.hashing import HashingEmbedder
from muninn.read.index import UserIndex, compact
from muninn.read.search import SearchParams, hybrid
from muninn.stores.base import IndexRows

NOW = 1_790_000_000.0
TIE = 2e-3  # the codes' cosine error stays under this; scores closer than it (x the best) count as tied
DAY = 86_400.0

CORPUS = [
    "User is vegetarian and avoids fish as well",
    "User has a golden retriever called Biscuit",
    "User works as a backend developer at a logistics company",
    "User is learning Spanish for a trip to Valencia in spring",
    "User's sister Ana is getting married in June",
    "User prefers short answers with code examples",
    "User is allergic to peanuts",
    "User runs three times a week and is training for a half marathon",
    "User moved from Oslo to Lisbon last year",
    "User has a dentist appointment on Friday morning",
    "User dislikes early meetings before nine",
    "User's partner Omar is a nurse at the city hospital",
    "User drives an old Volvo estate",
    "User wants to get better at public speaking",
    "User is reading a novel about the history of Japan",
    "User plays the cello in an amateur orchestra",
    "User's favourite food is mushroom risotto",
    "User is saving money for a flat in Lisbon",
    "User had a job interview with a game studio",
    "User takes the train to work and listens to podcasts",
    "User's cat Luna is afraid of the vacuum cleaner",
    "User struggles with recursion in Python",
    "User finished a pottery course last month",
    "User is planning a cycling holiday in the Alps",
]

QUERIES = [
    "what should I cook for dinner tonight",
    "any tips for my dog",
    "help me practise my Spanish",
    "what gift for my sister's wedding",
    "I have a race coming up",
    "where do I live now",
    "can you explain recursion again",
    "is this snack safe for me to eat",
    "book me a meeting at 8am",
    "recommend a podcast for my commute",
    "what music do I play",
    "how is my pet doing",
]

PARAMS = {
    "dense only": SearchParams(limit=10, lexical_weight=0.0),
    "defaults": SearchParams(limit=10),
}


def _rows(embedder: HashingEmbedder) -> IndexRows:
    n = len(CORPUS)
    vectors = embedder.embed(CORPUS)
    vectors[5] = 0.0  # a memory not embedded yet
    has_vector = np.ones(n, dtype=bool)
    has_vector[5] = False
    times = np.array([NOW - (i + 1) * 7 * DAY for i in range(n)], dtype=np.float64)
    return IndexRows(
        ids=[f"m{i}" for i in range(n)], texts=list(CORPUS), kinds=["fact"] * n, tags=[[] for _ in range(n)],
        importance=np.linspace(0.3, 0.9, n).astype(np.float32), times=times, seen=times,
        vectors=vectors, has_vector=has_vector, embedders={embedder.name}, sessions=[""] * n,
    )  # fmt: skip


@pytest.mark.parametrize("name", list(PARAMS))
def test_compact_index_ranks_like_float32(name: str) -> None:
    embedder = HashingEmbedder(384)
    rows = _rows(embedder)
    full = UserIndex.build(1, rows, corpus="memories", vectors="float32")
    small = UserIndex.build(1, rows, corpus="memories", vectors="int8")
    assert small.rows.vectors.dtype == np.int8 and full.rows.vectors.dtype == np.float32
    params = PARAMS[name]
    same = 0
    for query, vector in zip(QUERIES, embedder.embed(QUERIES), strict=True):
        exact = {r.row: r.score for r in hybrid(full, query, vector, replace(params, limit=len(CORPUS)), now=NOW)}
        want = hybrid(full, query, vector, params, now=NOW)
        got = hybrid(small, query, vector, params, now=NOW)
        assert len(got) == len(want) == params.limit
        # rows may trade places only when their float32 scores are closer than the codes' error
        for position, (g, w) in enumerate(zip(got, want, strict=True)):
            assert abs(exact[g.row] - w.score) <= TIE * want[0].score, (query, position)
            same += g.row == w.row
    assert same >= 0.9 * len(QUERIES) * params.limit  # and swaps stay rare


def test_compact_cosines_stay_within_two_thousandths_and_take_a_quarter_of_the_bytes() -> None:
    rng = np.random.default_rng(3)
    vectors = rng.standard_normal((300, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors[7] = 0.0
    rows = replace(_rows(HashingEmbedder(384)), vectors=vectors)
    small = compact(rows)
    assert small.vectors.dtype == np.int8 and small.vector_scale is not None
    assert compact(small) is small  # compacting twice changes nothing
    for query in vectors[:20]:
        exact = (vectors @ query).astype(np.float64)
        assert np.abs(small.cosines(query) - exact).max() < TIE
    assert small.cosines(vectors[0])[7] == 0.0
    assert small.vectors.nbytes + small.vector_scale.nbytes < 0.27 * vectors.nbytes
    full = UserIndex.build(1, rows, corpus="memories", vectors="float32")
    assert UserIndex.build(1, rows, corpus="memories", vectors="int8").nbytes < full.nbytes - 0.7 * vectors.nbytes
