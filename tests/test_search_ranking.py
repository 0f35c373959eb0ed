"""Ranking behaviour of ``search()`` end to end, on small synthetic corpora.

Each test builds a tiny conversation (or memory set) with the deterministic ``test:hash``
embedder, asks through :class:`AsyncMemory`, and checks an ordering that a working ranking must
produce. Where a test pins one step of the ranking, it also reruns :func:`hybrid` with that step
switched off to show the step is what makes the difference.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

import pytest

from muninn import AsyncMemory, Scope, Settings
from muninn.read.index import IndexCache, UserIndex
from muninn.read.search import TOLD_WITHIN_DAYS, SearchParams, asked_days, asks_when, dense_query, hybrid
from tests.conftest import Clock

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
USER = "u1"

# Small talk that shares no words with the questions below, so document frequencies look like a
# real conversation's and the specific turns have something to stand out from.
SMALL_TALK = [
    "Good morning, how are you doing today?",
    "Pretty well, thanks for asking.",
    "The weather has been lovely lately.",
    "I finally finished reading that novel.",
    "Was the ending any good?",
    "It surprised me, in a good way.",
    "My sister is visiting next month.",
    "You must be looking forward to it.",
    "We plan to visit the museum together.",
    "Work has been hectic this week.",
    "Deadlines always pile up at once.",
    "I need a proper holiday soon.",
    "The new cafe downtown is great.",
    "Their croissants are the best in town.",
    "I will try them on Friday.",
    "My phone screen cracked yesterday.",
    "That is annoying, can it be fixed?",
    "The repair shop said two days.",
]

Lines = Sequence[tuple[str, str]]  # (speaker, text)


@pytest.fixture
async def mem(clock: Clock) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(Settings(store_url="sqlite://:memory:", embedder="test:hash"), clock=clock)
    yield m
    await m.close()


async def converse(mem: AsyncMemory, sessions: Sequence[tuple[str, Lines]], *, embed: bool = True) -> None:
    """Record small talk, then ``sessions``, one day apart, turns ten seconds apart; ids ``{session}-{i}``."""
    chats = [(f"chat{k}", _alternate(SMALL_TALK[k : k + 6])) for k in range(0, len(SMALL_TALK), 6)]
    for day, (session, lines) in enumerate([*chats, *sessions]):
        start = T0 + timedelta(days=day)
        turns = [
            {
                "role": "user" if name == "Alice" else "assistant",
                "name": name,
                "content": text,
                "at": start + timedelta(seconds=10 * i),
                "id": f"{session}-{i}",
            }
            for i, (name, text) in enumerate(lines)
        ]
        await mem.record_turns(USER, session, turns)
    if embed:
        await mem.index_turns()


def _alternate(texts: Sequence[str]) -> list[tuple[str, str]]:
    return [("Alice" if i % 2 == 0 else "Bob", t) for i, t in enumerate(texts)]


async def ask(mem: AsyncMemory, query: str, *, limit: int = 6, **kwargs: object) -> list[str]:
    return [h.record.id for h in await mem.search(USER, query, corpus="turns", limit=limit, **kwargs)]  # type: ignore[arg-type]


async def rerun(mem: AsyncMemory, query: str, corpus: str = "turns", **changes: object) -> dict[str, float]:
    """The same search through :func:`hybrid` directly, with some parameters changed: id -> score, best first."""
    index: UserIndex = await IndexCache(mem.store, max_bytes=1 << 24).get(Scope(mem.tenant, USER), corpus)  # type: ignore[arg-type]
    (vector,) = mem.embedder.embed([query])
    params = replace(SearchParams(limit=50, importance_weight=0.0, freshness_weight=0.0), **changes)  # type: ignore[arg-type]
    return {index.rows.ids[r.row]: r.score for r in hybrid(index, query, vector, params, now=T0.timestamp())}


# turns ----------------------------------------------------------------------------------------

PARTY: list[tuple[str, Lines]] = [
    (
        "party",
        [
            ("Alice", "So what did you make for the street party, Bob?"),
            ("Bob", "Lasagna with loads of spinach, everyone loved it!"),
            ("Alice", "Yum."),
        ],
    ),
    (
        "neighbours",
        [
            ("Bob", "The party next door kept me awake all night."),
            ("Alice", "Earplugs help with that."),
            ("Bob", "Pancakes on weekdays are my thing."),
        ],
    ),
]


async def test_the_reply_to_a_matching_question_is_found_with_it(mem: AsyncMemory) -> None:
    await converse(mem, PARTY)
    top = await ask(mem, "What did Bob make for the party?")
    # the answer shares no word with the query: it is found through the question before it
    assert set(top[:2]) == {"party-0", "party-1"}
    assert top.index("party-1") < top.index("neighbours-0")  # above a turn that merely says "party"

    plain = await rerun(
        mem, "What did Bob make for the party?", neighbour_weights=(), session_weight=0.0, context_window_weight=0.0
    )
    assert "party-1" not in list(plain)[:3]


async def test_a_named_speaker_is_preferred(mem: AsyncMemory) -> None:
    await converse(
        mem,
        [
            (
                "trips",
                [
                    ("Alice", "I went hiking in the Alps last summer."),
                    ("Bob", "Nice. I went hiking in Norway, proper hiking, every single day."),
                ],
            )
        ],
    )
    assert (await ask(mem, "Where did Alice go hiking?"))[0] == "trips-0"
    assert (await ask(mem, "Where did Bob go hiking?"))[0] == "trips-1"
    # without the speaker step, Bob's wordier turn wins both questions
    assert next(iter(await rerun(mem, "Where did Alice go hiking?", speaker_weight=0.0))) == "trips-1"


async def test_an_answer_by_the_named_speaker_keeps_what_it_borrows_from_the_question(mem: AsyncMemory) -> None:
    await converse(mem, PARTY)
    # Bob's answer shares no word with the query; his other turn says "party". The speaker step
    # comes after the neighbours, so both of Bob's turns are lifted alike, whatever its weight.
    for weight in (0.4, 1.0):
        scores = await rerun(mem, "What did Bob make for the party?", speaker_weight=weight)
        assert scores["party-1"] > scores["neighbours-0"]


async def test_the_dense_query_leaves_the_speakers_names_out(mem: AsyncMemory) -> None:
    await converse(mem, PARTY)
    index = await IndexCache(mem.store, max_bytes=1 << 24).get(Scope(mem.tenant, USER), "turns")
    assert dense_query(index, "What did Bob make for Alice's party?") == "What did someone make for someone's party?"
    assert dense_query(index, "What did Bobby make?") == "What did Bobby make?"  # another name
    memories = await IndexCache(mem.store, max_bytes=1 << 24).get(Scope(mem.tenant, USER), "memories")
    assert dense_query(memories, "What did Bob make?") == "What did Bob make?"  # no speakers


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("When did Alice go to Rome?", True),
        ("how long has Bob played the violin?", True),
        ("What year did they marry?", True),
        ("Where did Alice go?", False),
        ("What did Bob do when it rained?", False),
    ],
)
def test_a_question_about_when(query: str, asks: bool) -> None:
    assert asks_when(query) is asks


async def test_a_when_question_prefers_the_turn_that_says_when(mem: AsyncMemory) -> None:
    await converse(
        mem,
        [
            (
                "rome",
                [
                    ("Alice", "Rome was wonderful, the food in Rome was amazing."),
                    ("Bob", "Sounds great."),
                    ("Alice", "We flew back from Rome last weekend."),
                ],
            )
        ],
    )
    query = "When did Alice go to Rome?"
    timed = await rerun(mem, query)
    untimed = await rerun(mem, query, time_weight=0.0)
    # the turn that says "Rome" twice wins on words alone; the one that says when wins the question
    assert untimed["rome-0"] > untimed["rome-2"]
    assert timed["rome-2"] > timed["rome-0"]
    plain = await rerun(mem, "Where did Alice eat in Rome?")
    assert plain["rome-0"] > plain["rome-2"]  # the time step is for questions about when only


def _days(*spans: tuple[date, date]) -> list[tuple[int, int]]:
    epoch = date(1970, 1, 1)
    return [((a - epoch).days, (b - epoch).days + TOLD_WITHIN_DAYS) for a, b in spans]


@pytest.mark.parametrize(
    ("query", "spans"),
    [
        ("What did Melanie paint on October 13, 2023?", _days((date(2023, 10, 13), date(2023, 10, 13)))),
        ("What did Gina find on 1 February, 2023?", _days((date(2023, 2, 1), date(2023, 2, 1)))),
        ("What did she buy on the 3rd of May 2023?", _days((date(2023, 5, 3), date(2023, 5, 3)))),
        ("What setback did Melanie face in October 2023?", _days((date(2023, 10, 1), date(2023, 10, 31)))),
        ("What class did Maria start in December, 2023?", _days((date(2023, 12, 1), date(2023, 12, 31)))),
        (
            "When did Melanie go camping in June?",
            _days((date(2022, 6, 1), date(2022, 6, 30)), (date(2023, 6, 1), date(2023, 6, 30))),
        ),
        ("What happened on 31 February, 2023?", []),  # no such day
        ("What did they do in 2023?", []),  # a year alone is too wide
        ("What may Alice do next?", []),  # "may" the verb, not the month
        ("Where did Bob go?", []),
    ],
)
def test_the_period_a_query_names(query: str, spans: list[tuple[int, int]]) -> None:
    assert asked_days(query, [2022, 2023]) == spans


async def test_a_query_naming_a_month_prefers_what_was_said_then(mem: AsyncMemory) -> None:
    said = "We took the kids hiking in the hills, they loved it."
    for session, at in (
        ("march", datetime(2026, 3, 10, 18, tzinfo=UTC)),
        ("june", datetime(2026, 6, 14, 18, tzinfo=UTC)),
    ):
        turns = [
            {
                "role": "user",
                "name": "Alice",
                "content": text,
                "at": at + timedelta(seconds=10 * i),
                "id": f"{session}-{i}",
            }
            for i, text in enumerate([*SMALL_TALK[:3], said, *SMALL_TALK[3:6]])
        ]
        await mem.record_turns(USER, session, turns)
    await mem.index_turns()
    query = "What did Alice do with the kids in June 2026?"
    dated = await rerun(mem, query)
    undated = await rerun(mem, query, date_weight=0.0)
    assert undated["march-3"] == pytest.approx(undated["june-3"])  # the same words, the same score
    assert dated["june-3"] > dated["march-3"]
    assert (await ask(mem, query, limit=1)) == ["june-3"]


async def test_context_never_crosses_a_session(mem: AsyncMemory) -> None:
    await converse(
        mem,
        [
            ("quiz", [("Alice", "Small talk first."), ("Bob", "Who painted the famous starry night picture?")]),
            ("later", [("Alice", "Unrelated opener about nothing.")]),
        ],
    )
    query = "starry night painting"
    with_context = await rerun(mem, query, session_weight=0.0)
    alone = await rerun(mem, query, neighbour_weights=(), session_weight=0.0)
    # the turn before the match, in its session, borrows from it...
    assert with_context["quiz-0"] > alone["quiz-0"] + 0.1
    # ...the turn right after it in time, alone in the next session, borrows nothing
    assert with_context["later-0"] == pytest.approx(alone["later-0"])


async def test_the_session_about_the_query_lifts_its_turns(mem: AsyncMemory) -> None:
    await converse(
        mem,
        [
            (
                "garden",
                [
                    ("Alice", "My tomato plants are finally growing in the garden."),
                    ("Bob", "Lovely."),
                    ("Alice", "Watering every evening."),
                    ("Bob", "Sounds like work."),
                    ("Alice", "They got really big."),
                ],
            ),
            ("gym", [("Bob", "Lifting weights daily."), ("Alice", "They got really big.")]),
        ],
    )
    query = "how big are the tomato plants"
    lifted = await rerun(mem, query)
    flat = await rerun(mem, query, session_weight=0.0)
    # two identical turns, three turns away from any match: only the session tells them apart
    assert flat["garden-4"] == pytest.approx(flat["gym-1"], abs=0.02)
    assert lifted["garden-4"] > lifted["gym-1"] + 0.1


async def test_keyword_search_works_before_turns_are_embedded(mem: AsyncMemory) -> None:
    await converse(mem, PARTY, embed=False)
    top = await ask(mem, "lasagna spinach")
    assert top[0] == "party-1"
    hits = await mem.search(USER, "lasagna spinach", corpus="turns", limit=3)
    assert hits[0].lexical_rank == 1 and hits[0].dense_rank is None


async def test_filters_hold_against_borrowed_relevance(mem: AsyncMemory) -> None:
    await converse(mem, PARTY)
    party_day = T0 + timedelta(days=3)  # three small-talk sessions come first
    ids = await ask(mem, "What did Bob make for the party?", limit=50, until=party_day + timedelta(seconds=5))
    assert "party-0" in ids
    assert "party-1" not in ids  # said after `until`, however much it borrows from the question


async def test_search_is_per_user(mem: AsyncMemory) -> None:
    await converse(mem, PARTY)
    await mem.record_turns("u2", "s", [{"role": "user", "content": "lasagna lasagna lasagna", "id": "other-0"}])
    assert "other-0" not in await ask(mem, "lasagna", limit=50)


# memories -------------------------------------------------------------------------------------

FACTS = [
    "Alice plays the cello in an amateur orchestra",
    "Alice works as a nurse on night shifts",
    "Alice is learning Portuguese for a trip to Lisbon",
    "Alice has two cats called Miso and Tofu",
    "Alice prefers trains to planes",
]


async def test_relevance_beats_importance(mem: AsyncMemory) -> None:
    for fact in FACTS:
        await mem.add(USER, fact, importance=1.0)
    allergy = await mem.add(USER, "Alice is allergic to peanuts", importance=0.1)
    hits = await mem.search(USER, "peanut allergy")
    assert hits[0].record.id == allergy.id


@pytest.mark.parametrize("important", ["morning", "evening"])
@pytest.mark.parametrize("others", [FACTS, []], ids=["among-others", "alone"])
async def test_importance_orders_near_duplicates(mem: AsyncMemory, important: str, others: list[str]) -> None:
    for fact in others:
        await mem.add(USER, fact)
    ids = {
        when: (
            await mem.add(USER, f"Alice drinks green tea every {when}", importance=0.9 if when == important else 0.1)
        ).id
        for when in ("morning", "evening")
    }
    top = [h.record.id for h in await mem.search(USER, "green tea")][:2]
    # whichever is the more important comes first, even when the two are all there is: near-equal
    # relevance is not stretched apart by normalisation
    assert top == [ids[important], ids["evening" if important == "morning" else "morning"]]


async def test_fresher_memories_win_ties(mem: AsyncMemory, clock: Clock) -> None:
    for fact in FACTS:
        await mem.add(USER, fact)
    old = await mem.add(USER, "Alice runs on Sunday mornings")
    clock.advance(days=365)
    new = await mem.add(USER, "Alice runs on Saturday mornings")
    top = [h.record.id for h in await mem.search(USER, "when does Alice run")][:2]
    assert top == [new.id, old.id]


async def test_conversation_steps_leave_memories_alone(mem: AsyncMemory) -> None:
    for fact in FACTS:
        await mem.add(USER, fact)
    default = await rerun(mem, "cello orchestra", corpus="memories")
    off = await rerun(
        mem,
        "cello orchestra",
        corpus="memories",
        neighbour_weights=(),
        session_weight=0.0,
        speaker_weight=0.0,
        context_window_weight=0.0,
    )
    assert default == pytest.approx(off)
    assert next(iter(default)) == (await mem.search(USER, "cello orchestra"))[0].record.id


@pytest.mark.parametrize("fusion", ["score", "rrf"])
async def test_both_fusions_put_the_clear_match_first(mem: AsyncMemory, fusion: str) -> None:
    for fact in FACTS:
        await mem.add(USER, fact)
    best = next(iter(await rerun(mem, "cats Miso Tofu", corpus="memories", fusion=fusion)))
    assert best == (await mem.search(USER, "cats Miso Tofu"))[0].record.id
    assert (await mem.get(USER, best)).content.startswith("Alice has two cats")
