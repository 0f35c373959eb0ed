"""Transcript sets: the shipped ones load, bad files fail with a message that says where and what."""

from __future__ import annotations

from pathlib import Path

import pytest

from muninn.errors import InvalidInput
from muninn.eval.sets import builtin_sets, load_set, parse_yaml

GOOD = """
name: tiny
conversations:
  - id: c1
    strategy: be kind
    facts:
      diet: {text: User is vegetarian, match: [vegetarian]}
    sessions:
      - at: 2026-01-01T10:00:00
        turns:
          - user: I'm vegetarian.
            plants: [diet]
      - at: 2026-01-08T10:00:00Z
        turns:
          - user: Dinner ideas?
            expect: {recall: [diet], avoid: [chicken]}
    memories: {present: [diet]}
"""


def test_builtin_sets_load_and_have_unsatisfying_conversations() -> None:
    assert {"tutor", "coach", "coding-mentor"} <= set(builtin_sets())
    for name in builtin_sets():
        tset = load_set(name)
        assert tset.name == name
        assert any(c.unsatisfying for c in tset.conversations), name
        assert all(len(c.sessions) >= 2 and c.probes for c in tset.conversations), name


def test_a_good_file_loads_and_naive_times_are_utc(tmp_path: Path) -> None:
    path = tmp_path / "tiny.yaml"
    path.write_text(GOOD)
    tset = load_set(path)
    assert tset.conversations[0].sessions[0].at.tzinfo is not None
    assert tset.conversations[0].probes == 1


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (("name: tiny", "name: tiny\n  bad: [unclosed"), "not valid YAML at line 3"),
        (("strategy: be kind", "strategy: be kind\n    colour: blue"), "conversations[0].colour: Extra inputs"),
        (("recall: [diet]", "recall: [dessert]"), "names unknown facts ['dessert']"),
        (("2026-01-08T10:00:00Z", "2025-12-01T10:00:00Z"), "sessions must be in time order"),
        (("plants: [diet]", "plants: []"), "expects fact 'diet' before any turn plants it"),
        (("conversations:", "conversations: []\nx:"), "conversations"),
        (("- user: Dinner ideas?", "- user: Dinner ideas?\n            reply: Pasta!"), "scripted reply cannot expect"),
    ],
)
def test_bad_sets_name_the_problem(tmp_path: Path, edit: tuple[str, str], message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(GOOD.replace(*edit, 1))
    with pytest.raises(InvalidInput) as caught:
        load_set(path)
    assert message in str(caught.value)
    assert str(path) in str(caught.value)


def test_unknown_set_and_non_mapping() -> None:
    with pytest.raises(InvalidInput, match="not a built-in"):
        load_set("no-such-set")
    with pytest.raises(InvalidInput, match="top level must be a mapping"):
        parse_yaml("- a\n- b\n", "list.yaml")
