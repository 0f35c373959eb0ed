"""Incremental ``<think>`` stripping: any split of a reply streams to the whole-reply answer."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from muninn.policy import load_policy, render_instructions
from muninn.providers.llm import parse
from muninn.providers.llm.think import Start, ThinkStripper, strip_scaffold, strip_think
from muninn.read.context import ContextItem, ContextSection, render

# No character here case-folds to an ASCII letter or changes length when lower-cased, so the
# whole-reply parser in write/parse.py (unicode regex, str.lower indexes) sees the same tags.
ALPHABET = "abcthinkTHINK<>/ \n\té😀"
plain = st.text(alphabet=ALPHABET, max_size=12)
open_tags = st.tuples(*(st.sampled_from([c, c.upper()]) for c in "think")).map(lambda t: "<" + "".join(t) + ">")
close_tags = open_tags.map(lambda tag: "</" + tag[1:])
blocks = st.tuples(open_tags, plain, close_tags).map("".join)
TAG = re.compile(r"</?think>", re.IGNORECASE)


@st.composite
def replies(draw: st.DrawFn) -> str:
    """Visible parts and blocks, maybe a template-opened start and an unclosed last block."""
    tags = 0
    text = ""
    if draw(st.booleans()):
        text += draw(plain) + draw(close_tags)
        tags += 1
    parts = draw(st.lists(st.one_of(plain, blocks), max_size=6))
    for part in parts:
        text += part
        tags += 2 if TAG.match(part) else 0
    if draw(st.booleans()):
        text += draw(open_tags) + draw(plain)
        tags += 1
    assume(len(TAG.findall(text)) == tags)  # random plain text must not have spelled a tag
    return text


def chunked(text: str, cuts: list[int]) -> list[str]:
    points = [0, *sorted(cuts), len(text)]
    return [text[a:b] for a, b in itertools.pairwise(points)]


def stream(chunks: list[str], start: Start = "auto") -> str:
    stripper = ThinkStripper(start=start)
    out = [stripper.feed(chunk) for chunk in chunks]
    return "".join(out) + stripper.flush()


@given(text=replies(), data=st.data())
def test_any_split_of_a_well_formed_reply_streams_to_the_whole_reply_result(text: str, data: st.DataObject) -> None:
    cuts = data.draw(st.lists(st.integers(0, len(text)), max_size=len(text) + 1))
    expected = parse.strip_think(text)
    assert strip_think(text) == expected
    assert stream(chunked(text, cuts)) == expected


_BLOCK_OR_STRAY = re.compile(r"<think>.*?(?:</think>|\Z)|</think>", re.IGNORECASE | re.ASCII | re.DOTALL)
_FIRST_TAG = re.compile(r"</?think>", re.IGNORECASE | re.ASCII)


def reference(text: str, start: Start) -> str:
    """The module docstring's rules as one regex pass (no chunks, no state)."""
    if start == "reasoning":
        text = "<think>" + text
    elif start == "auto":
        first = _FIRST_TAG.search(text)
        if first is not None and first.group(0).startswith("</"):
            text = text[first.end() :]
    return _BLOCK_OR_STRAY.sub("", text).strip()


fragments = st.sampled_from(["<think>", "</think>", "<THINK>", "</Think>", "<th", "ink>", "</", "<", ">", "think"])
noisy = st.lists(st.one_of(fragments, st.text(alphabet="ab \n", max_size=3)), max_size=14).map("".join)


@given(text=noisy, start=st.sampled_from(["auto", "visible", "reasoning"]), data=st.data())
def test_any_split_of_any_text_follows_the_rules(text: str, start: Start, data: st.DataObject) -> None:
    cuts = data.draw(st.lists(st.integers(0, len(text)), max_size=len(text) + 1))
    expected = reference(text, start)
    assert strip_think(text, start=start) == expected
    assert stream(chunked(text, cuts), start) == expected
    assert stream(list(text), start) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hello there.", "Hello there."),
        ("<think>plan</think>\n\nHello", "Hello"),
        ("<ThInK>plan</THINK> Hello", "Hello"),
        ("Let me check.<think>weather tool?</think> It is sunny.", "Let me check. It is sunny."),
        ("a <think>b</think> c <think>d</think> e", "a  c  e"),
        ("<think>one</think><think>two</think>answer", "answer"),
        ("reasoning the template opened</think>\n\nanswer", "answer"),
        ("</think>answer", "answer"),
        ("answer<think>cut off by max_tokens", "answer"),
        ("<think>never closed", ""),
        ("<think>a <think> b</think>c", "c"),
        ("1 < 2 and <thinking> is not a tag", "1 < 2 and <thinking> is not a tag"),
        ("ends with a partial tag <thi", "ends with a partial tag <thi"),
        ("ends with a partial close </think", "ends with a partial close </think"),
        ("  \n<think>x</think>  \n  padded  \n", "padded"),
        ("", ""),
    ],
)
def test_edge_cases_whole_and_one_character_at_a_time(text: str, expected: str) -> None:
    assert strip_think(text) == expected
    assert stream(list(text)) == expected


@pytest.mark.parametrize(
    "chunks",
    [
        ["<th", "ink>", "plan", "</th", "ink>", "Hi"],
        ["<", "/", "think>"[:2], "think>"[2:], "Hi"],  # a leading close tag in four pieces
        ["<think", ">plan</", "THINK", ">Hi"],
        ["Hi <", "think>x<", "/think> there"],
    ],
)
def test_tags_split_across_chunks(chunks: list[str]) -> None:
    whole = "".join(chunks)
    assert stream(chunks) == strip_think(whole)
    assert "think" not in stream(chunks).lower()


def test_visible_text_flows_once_the_first_tag_settles_the_start() -> None:
    s = ThinkStripper()
    assert s.feed("<think>plan") == ""
    assert s.lead == "visible"
    assert s.feed("</think>\n\nHello, ") == "Hello,"  # trailing space waits for the next word
    assert s.feed("world") == " world"
    assert s.flush() == ""


def test_auto_holds_text_that_may_be_template_opened_reasoning() -> None:
    s = ThinkStripper()
    assert s.feed("Okay, the user wants") == ""
    assert s.lead is None
    assert s.feed(" tea.</think>Tea it is.") == "Tea it is."
    assert s.lead == "reasoning"

    held = ThinkStripper()
    assert held.feed("Just an answer.") == ""
    assert held.flush() == "Just an answer."
    assert held.lead == "visible"


def test_visible_start_streams_at_once_and_flags_stray_close_tags() -> None:
    s = ThinkStripper(start="visible")
    assert s.feed("Hello") == "Hello"
    assert not s.stray_close
    assert s.feed(" oops</think> world") == " oops world"
    assert s.stray_close


def test_reasoning_start_drops_until_the_close_tag() -> None:
    assert strip_think("plan\n</think>\nanswer", start="reasoning") == "answer"
    assert strip_think("plan that never ended", start="reasoning") == ""
    assert strip_think("no tags at all", start="auto") == "no tags at all"


# --- echoed scaffolding -------------------------------------------------------------------------


def test_an_echoed_memory_block_is_removed() -> None:
    block = render([ContextSection(name="profile", title="Profile", items=[ContextItem(text="likes green tea")])])
    assert block.startswith("<muninn-memory>")
    reply = f"{block}\n\nGreen tea it is!"
    assert strip_scaffold(reply) == "Green tea it is!"
    assert strip_scaffold(f"  {block}\nSure.") == "Sure."


def test_a_lone_marker_line_is_removed_and_other_lines_kept() -> None:
    assert strip_scaffold("<muninn-memory>\nHello!\nHow are you?") == "Hello!\nHow are you?"
    assert strip_scaffold("Hello!\n</muninn-memory>") == "Hello!"
    assert strip_scaffold("We talked about <muninn-memory> before.") == "We talked about <muninn-memory> before."


@dataclass
class _Line:
    category: str
    count: int
    mode: str


def test_policy_instruction_headers_are_removed() -> None:
    policy = load_policy("coding-mentor")
    categories, modes = list(policy.categories), list(policy.modes)
    lines = [_Line(categories[0], 0, modes[0]), _Line(categories[1], 3, modes[-1])]
    instructions = render_instructions(policy, lines, modes[-1])
    stripped = strip_scaffold(f"{instructions}\nANALOGY: a loop is a playlist on repeat.")
    # The four header lines go (title, topics, structure, required sections); the rest of the
    # echo is ordinary-looking text that a reply may legitimately contain, so it stays.
    assert len(stripped.splitlines()) == len(instructions.splitlines()) - 4 + 1
    assert not any(
        line.startswith(("Response policy", "Topics in", "Required sections")) for line in stripped.splitlines()
    )
    assert stripped.endswith("ANALOGY: a loop is a playlist on repeat.")
