"""The tolerant output parser, with property tests over random wrappings."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muninn.providers.llm.parse import OutputError, parse_json, strip_think


# Reasoning tags are removed wherever they stand, inside a JSON string too (the parser cannot
# tell a model's stray tag from one it meant to quote), so generated strings never hold one.
def _tagless(max_size: int) -> st.SearchStrategy[str]:
    return st.text(max_size=max_size).filter(lambda s: "think>" not in s.lower())


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | _tagless(20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(_tagless(8), children, max_size=4),
    max_leaves=12,
)
objects = st.dictionaries(_tagless(8), json_values, max_size=4)
prose = st.text(alphabet=st.characters(blacklist_characters="{}[]<>`", blacklist_categories=("Cs",)), max_size=40)


@given(value=objects, before=prose, after=prose, think=prose, fenced=st.booleans(), indent=st.sampled_from([None, 2]))
def test_any_wrapping_of_an_object_parses_back(
    value: dict[str, object], before: str, after: str, think: str, fenced: bool, indent: int | None
) -> None:
    body = json.dumps(value, indent=indent)
    if fenced:
        body = f"```json\n{body}\n```"
    text = f"<think>{think}</think>{before}\n{body}\n{after}"
    assert parse_json(text) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"facts": []}', {"facts": []}),
        ('Sure! Here you go:\n{"facts": [1]}', {"facts": [1]}),
        ('```\n{"a": 1}\n```', {"a": 1}),
        ('<think>maybe {"a": 0}</think>{"a": 2}', {"a": 2}),
        ('reasoning without an opening tag {"a": 0}</think>\n{"a": 3}', {"a": 3}),
        ('[{"content": "x"}] trailing words', [{"content": "x"}]),
        ('{broken {"a": 4}', {"a": 4}),
        ('```json\n{"tip": "wrap code in ```python"}\n```', {"tip": "wrap code in ```python"}),
        ('```json\n{"a": 5}```', {"a": 5}),
    ],
)
def test_known_shapes(text: str, expected: object) -> None:
    assert parse_json(text) == expected


@pytest.mark.parametrize(
    "text", ["", "   ", "no json here", '<think>{"a": 1}</think>', '<think>unfinished {"a": 1}', "{'a': 1}"]
)
def test_unusable_answers_raise(text: str) -> None:
    with pytest.raises(OutputError):
        parse_json(text)


def test_strip_think_keeps_the_answer() -> None:
    assert strip_think("<THINK>x</THINK> answer") == "answer"
    assert strip_think("a <think>b</think> c <think>d</think> e") == "a  c  e"
