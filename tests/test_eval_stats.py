"""Bootstrap intervals and paired differences on data whose answer is known."""

from __future__ import annotations

import numpy as np
import pytest

from muninn.eval.stats import bootstrap_ci, paired_differences, preference_difference


def test_constant_differences_have_a_zero_width_interval() -> None:
    assert bootstrap_ci([0.5] * 10) == (0.5, 0.5, 0.5)
    assert bootstrap_ci([2.0]) == (2.0, 2.0, 2.0)
    with pytest.raises(ValueError):
        bootstrap_ci([])


def test_interval_matches_the_normal_approximation_on_large_samples() -> None:
    data = np.random.default_rng(7).normal(1.0, 2.0, size=400)
    mean, low, high = bootstrap_ci(list(data), resamples=4000)
    se = data.std(ddof=1) / np.sqrt(data.size)
    assert mean == pytest.approx(float(data.mean()))
    assert low == pytest.approx(mean - 1.96 * se, abs=0.3 * se)
    assert high == pytest.approx(mean + 1.96 * se, abs=0.3 * se)


def test_interval_is_deterministic_and_ordered() -> None:
    values = [0.0, 1.0, 0.0, 1.0, 1.0]
    assert bootstrap_ci(values) == bootstrap_ci(values)
    mean, low, high = bootstrap_ci(values)
    assert low <= mean <= high and low >= 0.0 and high <= 1.0


def test_paired_differences_pair_by_conversation_and_list_regressions_first() -> None:
    a = {f"c{i}": {"recall": 1.0, "tone": 3.0, "only_a": 1.0} for i in range(6)}
    b = {f"c{i}": {"recall": 0.0, "tone": 3.0 + (i % 2)} for i in range(6)}
    b["extra"] = {"recall": 1.0}  # not in A: not paired
    diffs = paired_differences(a, b)
    assert [d.dimension for d in diffs] == ["recall", "tone"]
    recall, tone = diffs
    assert recall.verdict == "regression" and recall.diff == -1.0 and recall.n == 6
    assert (recall.low, recall.high) == (-1.0, -1.0)
    assert tone.diff == 0.5 and tone.verdict == "improvement" and tone.low > 0
    assert paired_differences({"c": {"x": 1.0}}, {"c": {"x": 1.0}})[0].verdict == "no clear difference"


def test_a_pairwise_preference_is_a_paired_difference_over_conversations() -> None:
    d = preference_difference("judge.continuity_pairwise", {"c1": [1, 1, 0, 1], "c2": [1, 0], "c3": [], "c4": [1]})
    assert d.n == 3  # a conversation with no judged turn is left out
    assert d.mean_b == pytest.approx((0.75 + 0.5 + 1.0) / 3, abs=1e-4) and d.mean_a == 0.0
    assert d.diff == pytest.approx(d.mean_b - d.mean_a, abs=1e-4) and d.verdict == "improvement"
    worse = preference_difference("p", {"c1": [-1, -1], "c2": [-1, 0], "c3": [0, -1]})
    assert worse.verdict == "regression" and worse.high < 0
    even = preference_difference("p", {"c1": [1, -1], "c2": [0, 0]})
    assert even.diff == 0 and even.verdict == "no clear difference"
    with pytest.raises(ValueError):
        preference_difference("p", {"c1": []})
