"""Policy files: built-ins, custom files in YAML and TOML, and clear errors for bad ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from muninn.errors import ConfigError
from muninn.policy import builtin_names, list_policies, load_policy

CUSTOM_YAML = """
name: language-tutor
version: 3
description: A tutor that escalates on grammar slips.
categories:
  grammar:
    keywords: [grammar, tense, conjugat*]
  vocabulary:
    keywords: [word, meaning]
  other: {}
classifier: {max_categories: 1, fallback: other}
ladder:
  - {at: 0, mode: gentle}
  - {at: 2, mode: drill}
modes:
  gentle:
    summary: correct gently
    sections: [{header: "CORRECTION:"}]
    format: one line
    max_words: 40
  drill:
    summary: drill the rule
    sections: [{header: "RULE:"}, {header: "PRACTICE:", guidance: three short sentences to fill in.}]
    format: a rule and a list
    tone: [brisk]
    max_words: 80
"""

CUSTOM_TOML = """
name = "toml-tutor"

[categories.grammar]
keywords = ["grammar"]

[categories.general]

[[ladder]]
at = 0
mode = "gentle"

[modes.gentle]
summary = "correct gently"
format = "one line"
max_words = 40
sections = [{ header = "CORRECTION:" }]
"""


def test_builtins_load_and_are_complete() -> None:
    assert builtin_names() == ["coach", "coding-mentor"]
    mentor = load_policy("coding-mentor")
    assert list(mentor.categories) == ["loops", "syntax", "indexing", "logic", "functions", "strings", "general"]
    assert list(mentor.modes) == ["normal", "reinforced", "step-by-step", "simplified"]
    assert [r.at for r in mentor.ladder] == [0, 1, 2, 3]
    assert {"BEFORE:", "AFTER:"} <= set(mentor.modes["step-by-step"].headers)
    assert "ANALOGY:" in mentor.modes["simplified"].headers
    coach = load_policy("coach")
    assert list(coach.modes) == ["encouragement", "plan-adjustment", "escalation"]
    assert coach.categories["barriers"].reset_by == ["progress"]
    assert [p.name for p in list_policies()] == ["coach", "coding-mentor"]


def test_custom_policies_from_yaml_and_toml(tmp_path: Path) -> None:
    (tmp_path / "tutor.yaml").write_text(CUSTOM_YAML)
    (tmp_path / "tutor.toml").write_text(CUSTOM_TOML)
    (tmp_path / "notes.txt").write_text("not a policy")
    tutor = load_policy(tmp_path / "tutor.yaml")
    assert (tutor.name, tutor.version, tutor.source) == ("language-tutor", 3, str(tmp_path / "tutor.yaml"))
    assert load_policy(str(tmp_path / "tutor.toml")).name == "toml-tutor"
    names = [p.name for p in list_policies([tmp_path])]
    assert names == ["coach", "coding-mentor", "toml-tutor", "language-tutor"]  # files in name order


def _broken(change: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(CUSTOM_YAML)
    for dotted, value in change.items():
        *parents, last = dotted.split(".")
        target = data
        for part in parents:
            target = target[int(part)] if isinstance(target, list) else target[part]
        if value is ...:
            del target[last]
        elif isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"ladder.1.mode": "shout"}, "ladder[1].mode: unknown mode 'shout'; defined modes: gentle, drill"),
        ({"ladder.0.at": 1}, "ladder[0].at: the first rung must start at 0"),
        ({"ladder.1.at": 0}, "ladder[1].at: counts must increase (0 then 0)"),
        ({"ladder.1.at": -2}, "ladder[1].at: Input should be greater than or equal to 0"),
        ({"modes": ...}, "modes: Field required"),
        ({"modes.drill.max_words": "lots"}, "modes.drill.max_words: Input should be a valid integer"),
        ({"modes.drill.sections": []}, "modes.drill.sections: List should have at least 1 item"),
        ({"modes.gentle.colour": "red"}, "modes.gentle.colour: Extra inputs are not permitted"),
        ({"categories.grammar.keywrds": ["x"]}, "categories.grammar.keywrds: Extra inputs are not permitted"),
        ({"categories.grammar.patterns": ["(unclosed"]}, "categories.grammar.patterns[0]: not a valid regular"),
        ({"categories.grammar.reset_by": ["spelling"]}, "categories.grammar.reset_by: 'spelling' is not another"),
        ({"categories.grammar.ladder": [{"at": 0, "mode": "nap"}]}, "categories.grammar.ladder[0].mode: unknown"),
        ({"classifier.fallback": "general"}, "classifier.fallback: 'general' is not a category"),
        ({"name": "Language Tutor"}, "name: 'Language Tutor' is not a valid name"),
        ({"categories.Grammar!": {}}, "categories.Grammar!: 'Grammar!' is not a valid name"),
        ({"evidence": {"template": "User slipped on {category}"}}, "evidence.template: must contain {n} and {at}"),
        ({"evidence": {"template": "{user} {n} {at}"}}, "evidence.template: unknown placeholder 'user'"),
        ({"evidence": {"importance": 2}}, "evidence.importance: Input should be less than or equal to 1"),
        ({"combine": "average"}, "combine: Input should be 'most-escalated'"),
    ],
)
def test_bad_policy_files_name_the_file_and_the_field(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(_broken(change), sort_keys=False))
    with pytest.raises(ConfigError) as caught:
        load_policy(path)
    assert str(caught.value).startswith(f"policy file {path}: ")
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("bad.yaml", "name: x\ncategories: [unclosed", "not valid YAML at line 2"),
        ("bad.yaml", "- just\n- a list\n", "the top level must be a mapping"),
        ("bad.yaml", "", "the top level must be a mapping"),
        ("bad.toml", "name = ", "not valid TOML"),
        ("bad.json", "{}", "unknown file type; use .yaml, .yml or .toml"),
    ],
)
def test_unreadable_policy_files(tmp_path: Path, name: str, text: str, message: str) -> None:
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(ConfigError, match=message) as caught:
        load_policy(path)
    assert str(path) in str(caught.value)


def test_unknown_names_and_missing_files() -> None:
    with pytest.raises(ConfigError, match="no built-in policy 'tutor'; built-ins: coach, coding-mentor; pass the path"):
        load_policy("tutor")
    with pytest.raises(ConfigError, match=r"policy file /nowhere/p\.yaml does not exist"):
        load_policy("/nowhere/p.yaml")
