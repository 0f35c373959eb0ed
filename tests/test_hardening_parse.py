"""Parsing model output does bounded work and fails only with OutputError (issue 10, item 13).

No timing assertions: the work bound is structural (the size limit, and at most MAX_ATTEMPTS
places where decoding is tried), and the properties below check it for any input.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muninn.errors import ProviderError
from muninn.providers.llm.openai_wire import Answer
from muninn.providers.llm.parse import MAX_ANSWER_CHARS, MAX_ATTEMPTS, OutputError, parse_json, starts
from muninn.providers.llm.scripted import ScriptedProvider
from muninn.write.ask import INLINE_PARSE_CHARS, ask_json

jsonish = st.text(alphabet=st.sampled_from(list('{}[]",:0123456789.eE-+ truefalsnl\\`<>/think\n')), max_size=400)
garbage = (
    jsonish
    | st.text(max_size=200)
    | st.builds(lambda c, n: c * n, st.sampled_from(["[", "{", '["', "[1,"]), st.integers(0, 3000))
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=16,
)


@given(text=garbage)
def test_any_answer_parses_or_raises_output_error_only(text: str) -> None:
    with contextlib.suppress(OutputError):  # anything else fails the test
        parse_json(text)


@given(text=garbage)
def test_decoding_is_tried_at_a_bounded_number_of_places(text: str) -> None:
    tried = starts(text)
    assert len(tried) <= MAX_ATTEMPTS
    assert all(candidate[at] in "{[" for candidate, at in tried)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,  # over the size bound
        "[" * (MAX_ANSWER_CHARS - 1),  # under it, but deeper than the decoder can recurse
        "```json\n" + "{" * 5_000 + "\n```",
        '{"n": ' + "1" * 5_000 + "}",  # an integer too long to convert is a ValueError, not JSONDecodeError
        '{"a": [' * 2_000,
        "x" * (MAX_ANSWER_CHARS + 1),
    ],
    ids=["brackets-100k", "brackets-deep", "fenced-deep", "long-int", "open-objects", "oversized-prose"],
)
def test_pathological_answers_are_output_errors(text: str) -> None:
    with pytest.raises(OutputError):
        parse_json(text)


def test_oversized_answers_are_refused_before_scanning_and_say_why() -> None:
    answer = json.dumps({"facts": ["x" * MAX_ANSWER_CHARS]})
    with pytest.raises(OutputError, match=f"over the {MAX_ANSWER_CHARS}"):
        parse_json(answer)


def test_the_first_value_is_found_behind_many_false_starts() -> None:
    assert parse_json("[" * 10 + " prose " + '{"a": 1}') == {"a": 1}
    hidden = "{x " * (MAX_ATTEMPTS + 5) + '{"a": 1}'
    with pytest.raises(OutputError):  # beyond the attempt bound: the model gets a repair request
        parse_json(hidden)


async def test_long_answers_are_parsed_and_oversized_ones_repaired_then_refused() -> None:
    long_answer = json.dumps({"facts": [f"fact {i}" for i in range(INLINE_PARSE_CHARS // 4)]})
    assert len(long_answer) > INLINE_PARSE_CHARS  # parsed in a worker thread
    llm = ScriptedProvider([long_answer])
    answer = await ask_json(llm, [{"role": "user", "content": "x"}], schema={}, purpose="extract", metadata={})
    assert answer.calls == 1 and len(answer.value["facts"]) == INLINE_PARSE_CHARS // 4

    huge = "[" * (MAX_ANSWER_CHARS + 10)
    llm = ScriptedProvider([huge, huge])
    with pytest.raises(OutputError) as caught:
        await ask_json(llm, [{"role": "user", "content": "x"}], schema={}, purpose="extract", metadata={})
    assert caught.value.retryable and "after one repair" in str(caught.value)
    assert len(llm.requests[1].messages[-2]["content"]) <= 2000  # the repair round quotes a bounded excerpt


# -- the OpenAI-compatible reply shape (item 13, provider part) --------------------------------------------


@given(reply=st.dictionaries(st.sampled_from(["choices", "model", "usage", "x"]), json_values, max_size=4))
def test_any_reply_shape_is_text_or_a_provider_error(reply: dict[str, Any]) -> None:
    _collect(reply)


@given(choice=st.dictionaries(st.sampled_from(["message", "delta", "index", "finish_reason"]), json_values))
def test_any_choice_shape_is_text_or_a_provider_error(choice: dict[str, Any]) -> None:
    _collect({"choices": [choice]})


@pytest.mark.parametrize(
    "reply",
    [
        {"choices": [{"message": "hi"}]},
        {"choices": [{"message": ["hi"]}]},
        {"choices": {"message": {"content": "hi"}}},
        {"choices": [{"delta": 3}]},
        {"choices": [{"message": {"content": "hi", "tool_calls": "call"}}]},
        {"choices": [{"message": {"content": "", "tool_calls": [{"function": "f"}]}}]},
    ],
)
def test_malformed_replies_name_the_part_that_is_wrong(reply: dict[str, Any]) -> None:
    with pytest.raises(ProviderError, match="malformed reply"):
        Answer("m", "http://server/v1/chat/completions").add(reply)


def _collect(reply: dict[str, Any]) -> None:
    answer = Answer("m", "http://server/v1/chat/completions")
    try:
        text = answer.add(reply)
    except ProviderError:
        return
    assert isinstance(text, str)
    response = answer.response(text)
    assert isinstance(response.model, str)
    assert response.finish_reason is None or isinstance(response.finish_reason, str)
    assert all(isinstance(c.arguments, str) and isinstance(c.name, str) for c in response.tool_calls)
