"""Replies that answer and remember: the model-free reply checks, scaffold stripping on streams,
and the chat loop's follow-up handling (asked → done; forgotten → appended, then done)."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muninn import AsyncMemory, Settings
from muninn.chat import BASELINE_STYLE, DEFAULT_STYLE, PLAN_MIN_SIMILARITY, reply_plan, template_question
from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE
from muninn.domain.replies import asks_about, event_terms, mentions, questions, repeats, word_count
from muninn.providers.llm import ScriptedProvider
from muninn.providers.llm.think import ScaffoldStripper, strip_scaffold
from muninn.read.context import Context, ContextItem, ContextSection
from tests.conftest import Clock

EXAM = "Maya has an organic chemistry exam"


@pytest.mark.parametrize(
    ("reply", "asked"),
    [
        ("Try a lentil curry. How did your chemistry exam go?", True),
        ("How were the exams?", True),  # stemmed: exams → exam
        ("Try a lentil curry! How are you?", False),  # a question, not about the exam
        ("Good luck with the exam.", False),  # about the exam, not a question
        ("Try a lentil curry.", False),
        ("How did it go, Maya?", False),  # the name alone is not the event
    ],
)
def test_asks_about_needs_a_question_about_the_event(reply: str, asked: bool) -> None:
    assert asks_about(reply, EXAM, names=["maya"]) is asked


def test_event_terms_drop_the_subject_and_filler() -> None:
    assert event_terms(EXAM) == {"organic", "chemistri", "exam"}
    assert event_terms("Exam") == {"exam"}


def test_mentions_needs_every_word_of_a_keyword() -> None:
    assert mentions("A tofu stir-fry tonight", ["vegetarian", "tofu"])
    assert mentions("Plant-based and tasty", ["plant based"])
    assert not mentions("A plant on the sill", ["plant based"])
    assert not mentions("Steak tonight", ["vegetarian", "tofu"])


def test_repeats_catches_a_regrown_list_not_a_shared_phrase() -> None:
    earlier = "1. Review the course material thoroughly. 2. Solve practice problems every day. 3. Sleep well."
    regrown = earlier + " 4. Eat well: vegetarian options are easy to prepare."
    assert repeats(regrown, [earlier])
    assert not repeats("Good luck! Review the course material tonight and then rest.", [earlier])
    assert not repeats("anything", [])


def test_questions_and_word_count() -> None:
    assert questions("Hi. How are you? Fine!\nAnd you?") == ["How are you?", "And you?"]
    assert word_count("Use this:\n```python\nprint('a b c')\n```\nDone.") == 3


def test_template_question_from_an_event() -> None:
    assert template_question(EXAM) == "How did your organic chemistry exam go?"
    assert template_question("Sam had a job interview at a bank.") == "How did your job interview at a bank go?"
    assert template_question("Lena runs a half marathon") is None
    # the event's time is left out of a question asked after it
    dated = "User has an organic chemistry exam on Monday 2026-11-30 at 9am"
    assert template_question(dated) == "How did your organic chemistry exam go?"
    assert template_question("Sam has a dentist appointment tomorrow morning") == "How did your dentist appointment go?"
    assert template_question("Sam has a talk on graph theory") == "How did your talk on graph theory go?"


def test_the_styles_differ_where_it_was_measured() -> None:
    assert DEFAULT_STYLE.frequency_penalty and DEFAULT_STYLE.plan and DEFAULT_STYLE.ensure_follow_up
    assert DEFAULT_STYLE.max_tokens is not None and BASELINE_STYLE.max_tokens is not None
    assert DEFAULT_STYLE.max_tokens < BASELINE_STYLE.max_tokens


ECHO = f'{BLOCK_OPEN}\n{PREAMBLE}\n- "Maya is vegetarian"\n{BLOCK_CLOSE}\nTry a lentil curry!\nEnjoy.'
LINES = st.sampled_from(
    [
        "Hi!",
        "  Sure.",
        "",
        BLOCK_OPEN,
        BLOCK_CLOSE,
        PREAMBLE,
        '- "x"',
        "Topics in the user's message: a",
        "<muninn",
        "We said <muninn-memory> once.",
        "  ",
        '"Sure, try a curry."',
        '"Hi',
        'there" ',
        "“Curly”",
        '"a" and "b"',
    ]
)


@given(st.lists(LINES, max_size=8), st.lists(st.integers(min_value=0, max_value=200), max_size=6))
def test_the_scaffold_stripper_streams_what_strip_scaffold_returns(lines: list[str], cuts: list[int]) -> None:
    text = "\n".join(lines)
    points = sorted({min(c, len(text)) for c in cuts})
    pieces = [text[a:b] for a, b in zip([0, *points], [*points, len(text)], strict=True)]
    stripper = ScaffoldStripper()
    assert "".join(stripper.feed(p) for p in pieces) + stripper.flush() == strip_scaffold(text)


@pytest.mark.parametrize(
    ("reply", "shown"),
    [  # seen on the embedded model with a fixed seed: every reply of the demo's first session quoted whole
        (
            "\"Okay, so you're nervous about your exam? What's on your mind?\"",
            "Okay, so you're nervous about your exam? What's on your mind?",
        ),
        ("“Try a lentil curry.”", "Try a lentil curry."),
        ('"Dune" is a great book, and so is "Emma".', '"Dune" is a great book, and so is "Emma".'),
        ('"Dune" is a great book.', '"Dune" is a great book.'),
        ('Read "Dune"', 'Read "Dune"'),
        ('"unclosed quote', '"unclosed quote'),
    ],
)
def test_a_reply_quoted_whole_loses_its_quotes_and_only_then(reply: str, shown: str) -> None:
    assert strip_scaffold(reply) == shown
    stripper = ScaffoldStripper()
    assert "".join(stripper.feed(c) for c in reply) + stripper.flush() == shown


def test_a_quoted_opening_flows_once_text_follows_its_closing_mark() -> None:
    stripper = ScaffoldStripper()
    assert stripper.feed('"Dune" is') == '"Dune" is'  # held only while the quote could wrap the whole reply
    assert stripper.feed(" great.") == " great."


def test_the_scaffold_stripper_lets_visible_text_flow_before_the_line_ends() -> None:
    stripper = ScaffoldStripper()
    assert stripper.feed("Try a lentil") == "Try a lentil"
    assert stripper.feed(f" curry\n{BLOCK_OPEN[:5]}") == " curry"


@pytest.fixture
async def tutor(tmp_path: Path, clock: Clock) -> AsyncMemory:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'c.db'}", embedder="test:hash")
    memory = AsyncMemory(settings, clock=clock, chat_llm=ScriptedProvider(chunk=5))
    await memory.add("maya", EXAM, kind="event", event_at=clock.now - timedelta(hours=3))
    await memory.add("maya", "Maya is vegetarian", kind="preference")
    return memory


def _chat(memory: AsyncMemory) -> ScriptedProvider:
    provider = memory.chat_llm.inner  # type: ignore[attr-defined]
    assert isinstance(provider, ScriptedProvider)
    return provider


async def _due(memory: AsyncMemory) -> bool:
    return "followups" in (await memory.context("maya", "s", "anything")).tokens


async def test_a_reply_that_asks_about_the_event_marks_it_done(tutor: AsyncMemory) -> None:
    _chat(tutor).extend(["Try a lentil curry. How did your chemistry exam go?"])
    assert await tutor.reply("maya", "s", "What should I cook tonight?") == (
        "Try a lentil curry. How did your chemistry exam go?"
    )
    assert not await _due(tutor)
    await tutor.close()


async def test_a_forgotten_follow_up_is_appended_and_then_done(tutor: AsyncMemory) -> None:
    _chat(tutor).extend(["Try a lentil curry."])
    reply = await tutor.reply("maya", "s", "What should I cook tonight?")
    assert reply == "Try a lentil curry. How did your organic chemistry exam go?"
    turns = await tutor.store.list_turns(tutor.scope("maya"), session_id="s")
    assert turns[-1].content == reply
    assert not await _due(tutor)
    await tutor.close()


async def test_the_baseline_style_leaves_a_forgotten_follow_up_due(tutor: AsyncMemory) -> None:
    _chat(tutor).extend(["Try a lentil curry."])
    assert await tutor.reply("maya", "s", "What should I cook tonight?", style=BASELINE_STYLE) == "Try a lentil curry."
    assert await _due(tutor)  # before this change every reply marked it done, asked or not
    await tutor.close()


async def test_an_echoed_memory_block_never_reaches_the_user_or_the_transcript(tutor: AsyncMemory) -> None:
    _chat(tutor).extend([ECHO + " How did your exam go?"])
    chunks = [c async for c in tutor.chat("maya", "s", "What should I cook tonight?")]
    assert "".join(chunks) == "Try a lentil curry!\nEnjoy. How did your exam go?"
    turns = await tutor.store.list_turns(tutor.scope("maya"), session_id="s")
    assert BLOCK_OPEN not in turns[-1].content and PREAMBLE not in turns[-1].content
    request = _chat(tutor).requests[-1]
    assert request.frequency_penalty == DEFAULT_STYLE.frequency_penalty and request.max_tokens == 160
    # the plan hands the small model the question itself, not the event to ask about
    assert json.dumps("How did your organic chemistry exam go?") in request.messages[-1]["content"]
    await tutor.close()


def test_the_reply_plan_quotes_only_memories_close_enough_to_the_message() -> None:
    # told to build the answer on a quoted memory, the small model worked "Jan likes jazz" into a
    # unit conversion; a memory far from the message stays in the block but out of the plan. A
    # preference needs less: how Jan wants answers bears on any question, in whatever words
    items = [
        ContextItem(text="Jan likes jazz", memory_id="m1", kind="preference", similarity=-0.07),
        ContextItem(text="Jan is vegetarian", memory_id="m2", kind="preference", similarity=0.31),
        ContextItem(text="Jan reads sci-fi", memory_id="m3"),  # found by words alone: no cosine
        ContextItem(text="Jan has a dog", memory_id="m4", kind="fact", similarity=0.04),
        ContextItem(text="Jan prefers short answers", memory_id="m5", kind="preference", similarity=0.04),
    ]
    context = Context(
        user_id="jan",
        session_id=None,
        query="What should I cook tonight?",
        sections=[ContextSection(name="relevant", title="Relevant memories", items=items)],
        memory_ids=["m1", "m2", "m3", "m4", "m5"],
        tokens={},
        total_tokens=0,
        budget=500,
        text="",
    )
    plan = reply_plan(context)
    assert "Jan is vegetarian" in plan and "Jan reads sci-fi" in plan and "short answers" in plan
    assert "jazz" not in plan and "dog" not in plan
    assert PLAN_MIN_SIMILARITY > 0.04
