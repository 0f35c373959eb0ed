"""The pure half of policies: ladders, dominance, rule classification, evidence, replies, instructions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from muninn.domain.models import MemoryRecord, MemoryStatus
from muninn.policy import (
    Policy,
    Rung,
    check_reply,
    classify_rules,
    collect_evidence,
    dominant_mode,
    load_policy,
    mode_for,
    parse_policy,
    render_instructions,
)
from muninn.policy.classify import parse_categories
from muninn.policy.engine import CategoryDecision
from muninn.policy.render import count_words

NOW = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
MENTOR_LADDER = [Rung(at=0, mode="normal"), Rung(at=1, mode="reinforced"), Rung(at=2, mode="step-by-step"),
                 Rung(at=3, mode="simplified")]  # fmt: skip
MENTOR_MODES = ["normal", "reinforced", "step-by-step", "simplified"]
LOOP_BUG = "My loop crashes with IndexError: list index out of range\n\nfor i in range(len(arr)):\n    print(arr[i+1])"


@pytest.fixture(scope="module")
def mentor() -> Policy:
    return load_policy("coding-mentor")


@pytest.fixture(scope="module")
def coach() -> Policy:
    return load_policy("coach")


# ladders ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "mode"),
    [(0, "normal"), (1, "reinforced"), (2, "step-by-step"), (3, "simplified"), (4, "simplified"), (50, "simplified")],
)
def test_mentor_ladder(count: int, mode: str) -> None:
    assert mode_for(MENTOR_LADDER, count) == mode


@pytest.mark.parametrize(
    ("ladder", "count", "mode"),
    [
        ([(0, "a")], 0, "a"),
        ([(0, "a")], 9, "a"),
        ([(0, "a"), (2, "b"), (4, "c")], 1, "a"),
        ([(0, "a"), (2, "b"), (4, "c")], 2, "b"),
        ([(0, "a"), (2, "b"), (4, "c")], 3, "b"),
        ([(0, "a"), (2, "b"), (4, "c")], 4, "c"),
        ([(0, "a"), (2, "b"), (4, "a")], 7, "a"),  # a ladder may come back down
    ],
)
def test_sparse_ladders(ladder: list[tuple[int, str]], count: int, mode: str) -> None:
    assert mode_for([Rung(at=at, mode=m) for at, m in ladder], count) == mode


def test_negative_count_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 0"):
        mode_for(MENTOR_LADDER, -1)


def test_coach_ladders_are_per_category(coach: Policy) -> None:
    assert [mode_for(coach.ladder_for("barriers"), n) for n in range(6)] == [
        "encouragement",
        "encouragement",
        "plan-adjustment",
        "plan-adjustment",
        "escalation",
        "escalation",
    ]
    assert mode_for(coach.ladder_for("progress"), 10) == "encouragement"


# dominance -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("modes", "dominant", "driving"),
    [
        ({"loops": "normal"}, "normal", ["loops"]),
        ({"loops": "simplified", "syntax": "normal"}, "simplified", ["loops"]),
        ({"syntax": "normal", "loops": "simplified"}, "simplified", ["loops"]),
        ({"loops": "reinforced", "syntax": "step-by-step"}, "step-by-step", ["syntax"]),
        ({"loops": "step-by-step", "indexing": "step-by-step"}, "step-by-step", ["loops", "indexing"]),
        ({"a": "normal", "b": "reinforced", "c": "normal"}, "reinforced", ["b"]),
    ],
)
def test_most_escalated_mode_dominates(modes: dict[str, str], dominant: str, driving: list[str]) -> None:
    assert dominant_mode(MENTOR_MODES, modes) == (dominant, driving)


def test_dominance_needs_a_category() -> None:
    with pytest.raises(ValueError, match="no categories"):
        dominant_mode(MENTOR_MODES, {})


# rule classification ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "selected"),
    [
        (LOOP_BUG, ("loops", "indexing")),
        ("SyntaxError: expected ':' after if", ("syntax",)),
        ("IndentationError: unexpected indent", ("syntax",)),
        ("my while loop never stops", ("loops",)),
        ("TypeError: can only concatenate str (not int) to str", ("strings",)),
        ("KeyError: 'name'", ("indexing",)),
        ("my function returns None instead of the total", ("functions",)),
        ("the condition is always true so the else never runs", ("logic",)),
        ("what a lovely day", ()),
        ("I need a format for my report", ("strings",)),
        ("information about before", ()),  # "for" inside words is not a loop
    ],
)
def test_mentor_rules(mentor: Policy, text: str, selected: tuple[str, ...]) -> None:
    assert classify_rules(mentor, text).selected == selected


@pytest.mark.parametrize(
    ("text", "selected"),
    [
        ("I was too tired and skipped my run", ("barriers",)),
        ("I didn’t go, no time this week", ("barriers",)),  # curly apostrophe
        ("I managed three runs, a new streak!", ("progress",)),
        ("I finished the week but I'm so bored of it", ("motivation", "progress")),
        ("Hello coach", ()),
    ],
)
def test_coach_rules(coach: Policy, text: str, selected: tuple[str, ...]) -> None:
    assert classify_rules(coach, text).selected == selected


def _policy(**overrides: Any) -> Policy:
    data: dict[str, Any] = {
        "name": "toy",
        "categories": {
            "alpha": {"keywords": ["alpha", "shared"]},
            "beta": {"keywords": ["beta", "shared"]},
            "gamma": {"keywords": ["gamma", "shared"], "patterns": [r"g+\d"]},
            "general": {},
        },
        "ladder": [{"at": 0, "mode": "calm"}, {"at": 2, "mode": "loud"}],
        "modes": {
            "calm": {"summary": "s", "sections": [{"header": "ONE:"}], "format": "f", "max_words": 50},
            "loud": {"summary": "s", "sections": [{"header": "TWO:"}, {"header": "THREE:"}], "format": "f",
                     "max_words": 50},
        },
    }  # fmt: skip
    data.update(overrides)
    return parse_policy(data, "toy.yaml")


@pytest.mark.parametrize(
    ("text", "selected", "ambiguous"),
    [
        ("shared", ("alpha", "beta"), True),  # three-way tie past the limit of two
        ("alpha shared beta", ("alpha", "beta"), False),
        ("gamma shared ggg7", ("gamma", "alpha"), True),  # a clear first, then a tie for second place
        ("gamma ggg7 alpha shared", ("gamma", "alpha"), False),  # best score first
        ("alpha beta gamma", ("alpha", "beta"), True),
        ("alpha beta", ("alpha", "beta"), False),
        ("nothing here", (), False),
    ],
)
def test_scores_ties_and_ambiguity(text: str, selected: tuple[str, ...], ambiguous: bool) -> None:
    result = classify_rules(_policy(), text)
    assert (result.selected, result.ambiguous) == (selected, ambiguous)


@pytest.mark.parametrize(
    ("keyword", "text", "hit"),
    [
        ("loop", "my loop", True),
        ("loop", "my loops", False),
        ("loop*", "my loops", True),
        ("loop*", "a hula-loop", True),
        ("loop", "sloop", False),
        ("out of range", "index   out of\nrange", True),
        ("off-by-one", "an off-by-one bug", True),
        ("c++", "I write C++ daily", True),
        ("Str", "call STR(x)", True),
    ],
)
def test_keyword_semantics(keyword: str, text: str, hit: bool) -> None:
    policy = _policy(categories={"a": {"keywords": [keyword]}, "general": {}})
    assert (classify_rules(policy, text).selected == ("a",)) is hit


# evidence --------------------------------------------------------------------------------------


def _record(
    tags: list[str], *, kind: str = "assessment", age_days: float = 1, status: MemoryStatus = "active", n: int = 0
) -> MemoryRecord:
    at = NOW - timedelta(days=age_days)
    return MemoryRecord(
        id=f"m{n:03d}-{age_days}",
        tenant="default",
        user_id="maya",
        kind=kind,
        content=f"occurrence {n}",
        tags=tags,
        valid_from=at,
        created_at=at,
        updated_at=at,
        last_seen_at=at,
        status=status,
        content_hash=f"h{n}",
    )


def test_evidence_needs_policy_and_category_tags_and_kind(mentor: Policy) -> None:
    records = [
        _record(["policy:coding-mentor", "category:loops"], n=1),
        _record(["policy:coding-mentor", "category:loops"], n=2, status="deleted"),
        _record(["policy:coding-mentor", "category:loops"], n=3, kind="fact"),
        _record(["policy:coach", "category:loops"], n=4),
        _record(["category:loops"], n=5),
        _record(["policy:coding-mentor", "category:syntax"], n=6),
        _record(["policy:coding-mentor", "category:loops"], n=7, status="archived", age_days=2),
        _record(["policy:coding-mentor", "category:loops"], n=8, status="superseded"),
    ]
    evidence = collect_evidence(mentor, records, now=NOW)
    assert [r.content for r in evidence["loops"]] == ["occurrence 1", "occurrence 7"]
    assert [r.content for r in evidence["syntax"]] == ["occurrence 6"]
    assert evidence["strings"] == []


def test_evidence_window_reset_and_extra_memories() -> None:
    policy = _policy(
        categories={
            "alpha": {"reset_by": ["beta"], "also_count": {"kinds": ["event"], "tags": ["alpha-ish"]}},
            "beta": {},
            "general": {},
        },
        evidence={"window_days": 10},
    )
    tagged = ["policy:toy", "category:alpha"]
    records = [
        _record(tagged, age_days=1, n=1),
        _record(tagged, age_days=3, n=2),
        _record(["alpha-ish"], kind="event", age_days=2, n=3),  # counted through also_count
        _record(["alpha-ish"], kind="fact", age_days=2, n=4),  # wrong kind for also_count
        _record(["policy:toy", "category:beta"], age_days=5, n=5),  # resets alpha: older ones do not count
        _record(tagged, age_days=6, n=6),
        _record(tagged, age_days=20, n=7),  # outside the window
    ]
    evidence = collect_evidence(policy, records, now=NOW)
    assert [r.content for r in evidence["alpha"]] == ["occurrence 1", "occurrence 3", "occurrence 2"]
    assert [r.content for r in evidence["beta"]] == ["occurrence 5"]


# replies and instructions ----------------------------------------------------------------------

STEP_REPLY = """<think>the loop goes one too far</think>
**Step 1 — What is wrong:** line 2 reads arr[i+1] when i is the last index.
Step 2 - Why it breaks: that index does not exist, so Python raises IndexError.
### STEP 3 – THE FIX:
Stop the range one early.
1. Step 4 — Verify: the last pass now reads the last element.
BEFORE:
```python
for i in range(len(arr)): print(arr[i+1])
```
AFTER:
```python
for i in range(len(arr) - 1): print(arr[i+1])
```
"""


def test_check_reply_accepts_a_reply_that_follows_the_schema(mentor: Policy) -> None:
    assert check_reply(mentor.modes["step-by-step"], STEP_REPLY) == []


def test_check_reply_lists_missing_misordered_and_too_long(mentor: Policy) -> None:
    schema = mentor.modes["simplified"]
    reply = "THE ONE RULE: stop early.\nANALOGY: a theatre with ten seats.\n" + "word " * 200
    problems = check_reply(schema, reply)
    assert problems == [
        "missing section 'WHAT THIS MEANS IN CODE:'",
        "section 'THE ONE RULE:' comes before 'ANALOGY:'",
        f"{count_words(reply)} words, over the ceiling of {schema.max_words}",
    ]
    assert check_reply(mentor.modes["normal"], "Before we start, what is wrong here is subtle.") == [
        "missing section 'WHAT IS WRONG:'",
        "missing section 'THE FIX:'",
    ]


@pytest.mark.parametrize(
    ("text", "words"),
    [("one two three", 3), ("it's arr[i+1] — fine", 5), ("a\n```\nnot counted at all\n```\nb", 2), ("", 0)],
)
def test_word_count_skips_code_blocks(text: str, words: int) -> None:
    assert count_words(text) == words


def test_instructions_list_sections_in_order_with_format_tone_and_ceiling(mentor: Policy) -> None:
    lines = [
        CategoryDecision(category="loops", count=2, mode="step-by-step"),
        CategoryDecision(category="syntax", count=0, mode="normal"),
    ]
    text = render_instructions(mentor, lines, "step-by-step")
    schema = mentor.modes["step-by-step"]
    positions = [text.index(h) for h in schema.headers]
    assert positions == sorted(positions)
    assert "loops: seen 2 times before → step-by-step" in text
    assert "syntax: first time → normal" in text
    assert "most escalated mode, step-by-step" in text
    assert f"Format: {schema.format}" in text
    assert all(rule in text for rule in schema.tone)
    assert f"at most {schema.max_words} words" in text


# classifier answers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "parsed"),
    [
        ('{"categories": ["loops", "indexing"]}', ["loops", "indexing"]),
        ('```json\n{"categories": ["Loops"]}\n```', ["loops"]),
        ('Sure! Here you go: {"categories": ["syntax"]} Hope that helps.', ["syntax"]),
        ('<think>hmm, {"categories": ["logic"]}?</think>\n{"categories": ["strings"]}', ["strings"]),
        ('reasoning without an opening tag</think>{"categories": ["loops"]}', ["loops"]),
        ('{"category": "functions"}', ["functions"]),
        ('["loops"]', ["loops"]),
        ('{"categories": []}', []),
        ("loops and indexing", None),
        ('{"categories": "loops"}', ["loops"]),
        ('{"categories": [1, 2]}', None),
        ("<think>never closed", None),
        ("", None),
    ],
)
def test_parse_categories_tolerates_small_model_output(raw: str, parsed: list[str] | None) -> None:
    assert parse_categories(raw) == parsed
