"""The learned sign of change (muninn.write.gate): the shipped weights, and how the slot check uses a sign."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.models import Turn
from muninn.providers.embeddings.base import get_embedder
from muninn.providers.llm import ScriptedProvider
from muninn.write.check import Checked, check_slots, learned_place, learned_value, reading
from muninn.write.gate import (
    PACKAGED,
    PLACE_TAKES,
    SIGN_ASKS,
    SIGN_PLACES,
    SIGN_TAKES,
    SIGN_VALUES,
    VALUE_TAKES,
    ChangeGate,
    Learned,
    Places,
    SlotValues,
)
from muninn.write.places import mentions, window
from muninn.write.slots import slot_of
from tests.conftest import Clock

INT8 = "minilm-int8:all-MiniLM-L6-v2"


def answer(text: str | None) -> str:
    return json.dumps({"answer": text})


def user_turn(said: str) -> Turn:
    return Turn(
        id="t", tenant="default", user_id="u", session_id="s", role="user", content=said, created_at=datetime.now(UTC)
    )


def test_the_weights_are_shipped_for_the_default_embedder_only(tmp_path: Path) -> None:
    gate = ChangeGate.packaged(INT8)
    assert gate is not None and gate.weights.shape == (3 * 384,) and "bench/contradictions.py" in gate.trained_on
    assert ChangeGate.packaged("test:hash") is None  # weights mean nothing in another embedder's space
    assert ChangeGate.packaged(INT8, tmp_path / "missing.npz") is None
    assert sorted(gate.values) == ["diet", "relationship"]
    assert {"vegan", "pescatarian", "omnivore", "halal"} <= set(gate.values["diet"].labels)
    assert gate.values["diet"].weights.shape == (3 * 384, len(gate.values["diet"].labels))
    gate.save(tmp_path / "copy.npz")
    again = ChangeGate.packaged(INT8, tmp_path / "copy.npz")
    assert again is not None and np.array_equal(again.weights, gate.weights) and again.bias == gate.bias
    for slot, values in gate.values.items():
        assert again.values[slot].labels == values.labels
        assert np.array_equal(again.values[slot].weights, values.weights)
        assert np.array_equal(again.values[slot].bias, values.bias)
    assert gate.places is not None and gate.places.weights.shape == (2 * 384,)
    assert again.places is not None and np.array_equal(again.places.weights, gate.places.weights)
    assert again.places.bias == gate.places.bias
    assert PACKAGED.name == "change_gate.npz"


def test_a_sign_is_the_highest_over_the_users_turns() -> None:
    gate = ChangeGate("e", np.ones(6, dtype=np.float32), -1.0, "")
    said = np.array([[0.0, 0.0], [1.0, 0.0]])
    held = np.array([[0.0, 1.0], [1.0, 1.0], [0.0, 0.0]])
    # [m, o, m*o] summed, minus 1: the second turn is the higher for every memory
    assert gate.signs(said, held).tolist() == [1.0, 3.0, 0.0]
    assert gate.signs(said[:0], held).tolist() == [-math.inf] * 3


def test_the_shipped_sign_tells_a_change_from_a_message_that_only_touches_the_slot(model_home: Path) -> None:
    embedder = get_embedder("minilm-int8", home=model_home)
    gate = ChangeGate.packaged(embedder.name)
    assert gate is not None
    held = "User lives in Lisbon"
    said = [
        "we moved to Tokyo last week, still unpacking boxes",  # a change
        "my sister moved to Tokyo last week, she is still unpacking",  # someone else's
        "I'm thinking about moving to Tokyo someday",  # a plan
    ]
    vectors = embedder.embed([*said, held])
    signs = [float(gate.signs(vectors[i : i + 1], vectors[3:])[0]) for i in range(3)]
    assert signs[0] > 0 > max(signs[1:]) and signs[0] - max(signs[1:]) > 2, signs  # odds > 1 against < 1


def test_a_sign_stands_for_a_word_of_change() -> None:
    memory = "User lives in Kyiv"
    said = "we settled in Lviv after leaving the capital"
    filled = slot_of(memory)
    assert filled is not None
    assert reading(filled, memory, said) == (None, False)  # on the topic, no word of change: not asked
    assert reading(filled, memory, said, sign=SIGN_ASKS) == (None, True)
    assert reading(filled, memory, said, sign=SIGN_ASKS - 0.01) == (None, False)


@pytest.mark.parametrize(
    ("sign", "stored"),
    [(SIGN_TAKES, ["User works as a bus driver"]), (SIGN_TAKES - 0.01, []), (None, [])],
)
async def test_an_answer_code_refuses_is_taken_on_a_high_sign(sign: float | None, stored: list[str]) -> None:
    # the model's answer is right, but "bus driver" is not said in so many words, so code's shapes refuse it
    # ("driving buses" they now read as a bus driver's work)
    memory = "User works as a postman"
    said = (
        "I packed in the Royal Mail job back in autumn and I'm behind the wheel of a double-decker for Stagecoach now."
    )
    llm = ScriptedProvider([answer("User works as a bus driver")])
    turn = user_turn(said)
    checked = await check_slots(
        llm, [], [turn], [memory], ["fact"], {}, Learned(None if sign is None else {memory: sign})
    )
    assert [c.content for c in checked.candidates] == stored
    assert all(c.replaces == memory for c in checked.candidates)
    assert checked.calls == 1


async def _asked_on_sign(memory: str, said: str, answered: str, sign: float) -> Checked:
    """The slot check of ``said`` against ``memory`` on the learned sign ``sign``, the model answering ``answered``."""
    llm = ScriptedProvider([answer(answered)])
    return await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {}, Learned({memory: sign}))


@pytest.mark.parametrize(
    ("said", "answered", "sign", "stored"),
    [  # the 157th batch: the post by its field's workplace; the model's answer is right, code's shapes refuse it
        (
            "Which laptop is good for CAD? My evenings used to be all knives and tickets on the line, now it's floor "
            "plans at the architecture firm.",
            "User works as an architect",
            SIGN_ASKS,
            ["User works as an architect"],
        ),
        (  # below the sign that asks
            "Which laptop is good for CAD? My evenings used to be all knives and tickets on the line, now it's floor "
            "plans at the architecture firm.",
            "User works as an architect",
            SIGN_ASKS - 0.01,
            [],
        ),
        (  # someone close named: their post, not the speaker's
            "My wife started her new job as a teacher in Bremen this week, I am so proud. How can I help her?",
            "User works as a teacher",
            SIGN_ASKS,
            [],
        ),
        (  # an employer, not a post: the stem alone says nothing of whose it is
            "Stripe's new office opened next to ours, and now lunch queues are endless. Any tips?",
            "User works at Stripe",
            SIGN_TAKES - 0.01,
            [],
        ),
    ],
)
async def test_a_post_said_by_its_stem_is_taken_on_a_sign_that_asks(
    said: str, answered: str, sign: float, stored: list[str]
) -> None:
    checked = await _asked_on_sign("User works as a chef", said, answered, sign)
    assert [c.content for c in checked.candidates] == stored


@pytest.mark.parametrize(
    ("said", "stored"),
    [  # the 170th batch: the home held left for good, the new one only asked about
        (
            "Which neighbourhood in Singapore has the best hawker food near Tiong Bahru? Still unpacking boxes, said "
            "goodbye to Mumbai for good in October.",
            ["User lives in Singapore"],
        ),
        (
            "Which neighbourhood in Singapore has the best hawker food? My sister said goodbye to Mumbai for good in "
            "October.",
            [],
        ),
        ("Which neighbourhood in Singapore has the best hawker food? I'd never leave Mumbai for good.", []),
    ],
)
async def test_a_home_asked_about_is_taken_where_the_one_held_was_left_for_good(said: str, stored: list[str]) -> None:
    checked = await _asked_on_sign("User lives in Mumbai", said, "User lives in Singapore", SIGN_ASKS)
    assert [c.content for c in checked.candidates] == stored


@pytest.mark.parametrize(
    ("memory", "said", "answered", "stored"),
    [
        # neutral message 2230 of bench/contradictions.py: asked on the sign, the model answered the city the user came
        # from
        (
            "User lives in Melbourne",
            "We came over to Melbourne from Perth back in 2019 and I still can't get used to four seasons in one day. "
            "Which layering jacket would you recommend?",
            "User lives in Perth",
            [],
        ),
        # pair 6229: "quitting" said as a thing done is a word of change
        (
            "User works at Amazon",
            "My dog-walking business is up to eleven regular clients! Should I register it as an LLC? Quitting the "
            "warehouse job at Amazon was scary but so worth it.",
            "User works as a dog walker",
            ["User works as a dog walker"],
        ),
    ],
)
async def test_an_answer_on_a_high_sign_is_taken_unless_it_is_a_home_left(
    memory: str, said: str, answered: str, stored: list[str]
) -> None:
    checked = await _asked_on_sign(memory, said, answered, SIGN_TAKES)
    assert [c.content for c in checked.candidates] == stored and checked.calls == 1


_FIRE_HOSE = (
    "Traded my keyboard for a fire hose: academy graduation was Friday and I'm officially on B shift at Station 12. "
    "How do I meal prep for 24-hour shifts?"
)


@pytest.mark.parametrize(
    ("memory", "said", "answered", "stored"),
    [  # pair 5945 of bench/contradictions.py: the model answered the thing swapped for as the post, taken on the sign
        ("User works as a software engineer", _FIRE_HOSE, "User works as a fire hose", []),
        (
            "User works as a software engineer",
            _FIRE_HOSE,
            "User works as a firefighter",
            ["User works as a firefighter"],
        ),
        (  # pair 5471: a business swapped for, run
            "User works as a lawyer",
            "so i officially traded the law firm for a pottery studio 😅 how on earth do i price handmade mugs",
            "User works as a pottery studio",
            ["User runs a pottery studio"],
        ),
        (  # pair 2710: a post swapped for, said with its job
            "User works as a high school teacher",
            "Since I traded the classroom for a sales rep job, I've been on the road all week pitching software to "
            "hospitals. How do I deal with a sore lower back?",
            "User works as a sales rep",
            ["User works as a sales rep"],
        ),
    ],
)
async def test_the_thing_work_was_swapped_for_is_no_post_on_a_high_sign(
    memory: str, said: str, answered: str, stored: list[str]
) -> None:
    checked = await check_slots(
        ScriptedProvider([answer(answered)]), [], [user_turn(said)], [memory], ["fact"], {}, Learned({memory: 9.0})
    )
    assert [c.content for c in checked.candidates if c.replaces == memory] == stored


async def test_a_joke_of_leaving_is_not_asked_about_on_a_high_sign() -> None:
    # neutral message 2128 of bench/contradictions.py: asked on the word "quit", the model's "User works as a farmer"
    # was taken on the sign; a joke of the speaker's is no change, as a plan is none
    memory = "User works as a journalist"
    said = "Some days I joke that I'll quit and open a goat farm. Anyway, can you help me tighten this lede?"
    llm = ScriptedProvider([answer("User works as a farmer")])
    checked = await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {}, Learned({memory: SIGN_TAKES}))
    assert checked.candidates == [] and checked.calls == 0


@pytest.mark.parametrize(
    ("held", "answered"),
    [
        ("User eats meat", "User is vegan"),  # a diet the message does not name: the model confuses them
        ("User works as a postman", "User no longer works as a postman"),  # an end only
        ("User works as a postman", "User works as a postman"),  # the value held
        ("User works as a postman", "User lives in Leeds"),  # another slot
    ],
)
async def test_a_high_sign_takes_only_another_value_of_the_slot(held: str, answered: str) -> None:
    said = "From this month I am pure vegetarian now, no chicken, no mutton, and no more rounds for me."
    turn = user_turn(said)
    checked = await check_slots(
        ScriptedProvider([answer(answered)]), [], [turn], [held], ["fact"], {}, Learned({held: 9.0})
    )
    assert [c for c in checked.candidates if c.replaces == held] == []


async def written(
    tmp_path: Path, model_home: Path, clock: Clock, held: str, said: str, llm: ScriptedProvider
) -> tuple[str, list[tuple[str, str | None]]]:
    """Through the write path with the default embedder: the id of ``held`` and the memories after ``said``."""
    settings = Settings(home=model_home, store_url=f"sqlite:///{tmp_path / 'g.db'}", embedder="minilm-int8")
    memory = AsyncMemory(settings, clock=clock, memory_llm=llm)
    try:
        old = await memory.add("u", held)
        await memory.record_turn("u", "s", "user", said)
        await memory.record_turn("u", "s", "assistant", "Noted!")
        await memory.process()
        return old.id, [(m.content, m.supersedes) for m in await memory.list("u")]
    finally:
        await memory.close()


async def test_the_write_path_weighs_the_message_with_the_default_embedder(
    tmp_path: Path, model_home: Path, clock: Clock
) -> None:
    said = "I packed in the Royal Mail round back in autumn and I work the buses for Stagecoach, proper early starts."
    llm = ScriptedProvider([json.dumps({"facts": []}), answer("User works as a bus driver")])
    old, active = await written(tmp_path, model_home, clock, "User works as a postman", said, llm)
    assert active == [("User works as a bus driver", old)]
    assert [r.purpose for r in llm.requests] == ["extract", "consolidate"]


async def test_the_write_path_reads_the_new_home_among_the_cities_named(
    tmp_path: Path, model_home: Path, clock: Clock
) -> None:
    said = "First month in our new flat in Tbilisi done, and it gets so cold at night. Any heater tips?"
    # the extraction reads nothing, and the slot question, if asked, answers the home held
    llm = ScriptedProvider([json.dumps({"facts": []}), answer("User lives in Oslo"), answer("User lives in Oslo")])
    old, active = await written(tmp_path, model_home, clock, "User lives in Oslo", said, llm)
    assert active == [("User lives in Tbilisi", old)]
    assert llm.requests[0].purpose == "extract"  # no extraction read the move


@pytest.mark.parametrize(
    ("held", "said", "answered"),
    [
        # the benchmark's neutral messages: asked on the sign alone, the model answered the place only had or
        # nearly bought, which code refuses; a high sign must not take it
        ("User lives in Graz", "Back when I lived in Linz I had a brilliant physio. Any tips for finding one here?",
         "User lives in Linz"),
        ("User lives in Mumbai", "We nearly bought a flat in Pune but the deal fell through, so we're staying put.",
         "User lives in Pune"),
    ],
)  # fmt: skip
async def test_asked_on_the_sign_alone_code_reads_the_answer(held: str, said: str, answered: str) -> None:
    filled = slot_of(held)
    assert filled is not None
    taken = reading(filled, held, said, sign=9.0)
    assert taken == (None, True) and reading(filled, held, said) == (None, False)
    llm = ScriptedProvider([answer(answered)])
    checked = await check_slots(llm, [], [user_turn(said)], [held], ["fact"], {}, Learned({held: 9.0}))
    assert checked.candidates == [] and checked.calls == 1


@pytest.mark.parametrize(
    ("said", "taken"),
    [  # neutral message 1440 of bench/contradictions.py, single on a refitted sign: the end is the ex's, of old
        (
            "My ex from college, Harriet, messaged me out of nowhere. I'm happy with Yuki so I want to reply politely "
            "but short. Help?",
            None,
        ),
        ("My ex Yuki keeps texting me at 2am, how do I block her everywhere?", "User is single"),  # the ex held
    ],
)
def test_no_partner_is_learned_where_the_ex_is_another(said: str, taken: str | None) -> None:
    held = "User has a girlfriend named Yuki"
    filled = slot_of(held)
    assert filled is not None
    assert learned_value(filled, held, said, 3.0, ("single", 0.99)) == taken


def test_a_value_is_the_likeliest_over_the_users_turns() -> None:
    # two values over features [m, o, m*o] of 1-d vectors: "b" rises with m, "a" does not
    values = SlotValues(("a", "b"), np.array([[0.0, 4.0], [0.0, 0.0], [0.0, 0.0]], dtype=np.float32),
                        np.array([1.0, 0.0], dtype=np.float32))  # fmt: skip
    held = np.array([0.5])
    label, p = values.value(np.array([[0.0], [1.0]]), held)
    assert label == "b" and p == pytest.approx(math.exp(3) / (1 + math.exp(3)))
    label, p = values.value(np.array([[0.0]]), held)
    assert label == "a" and p == pytest.approx(math.e / (1 + math.e))


@pytest.mark.parametrize(
    ("held", "learned", "sign", "taken"),
    [
        ("User is pescatarian", ("vegan", 0.97), SIGN_VALUES, "User is vegan"),
        ("User is vegetarian", ("omnivore", 0.97), 3.0, "User eats meat"),
        ("User is vegetarian", ("halal", 0.97), 3.0, "User eats only halal food"),
        ("User follows a keto diet", ("mediterranean", 0.97), 3.0, "User follows a Mediterranean diet"),
        ("User is pescatarian", ("vegan", 0.97), SIGN_VALUES - 0.01, None),  # the sign too low
        ("User is pescatarian", ("vegan", VALUE_TAKES["diet"] - 0.01), 3.0, None),  # the value too unsure
        ("User is vegan", ("vegan", 0.99), 3.0, None),  # the value held
        ("User has a girlfriend named Sofia", ("engaged", 0.99), 3.0, "User is engaged to Sofia"),
        ("User is engaged to Amara", ("single", 0.99), 3.0, "User is single"),
        ("User is dating Marcus", ("married", 0.99), 3.0, "User is married"),  # Marcus unsaid: no name
        ("User is single", ("married", VALUE_TAKES["relationship"] - 0.01), 3.0, None),
        ("User lives in Oslo", ("vegan", 0.99), 3.0, None),  # no closed slot: no value
    ],
)
def test_a_learned_value_is_taken_on_a_high_sign_and_a_sure_value(
    held: str, learned: tuple[str, float], sign: float, taken: str | None
) -> None:
    said = "SHE SAID YES and sofia wants a summer wedding; all plants for me now, the burgers are his"
    filled = slot_of(held)
    assert filled is not None
    assert learned_value(filled, held, said, sign, learned) == taken


@pytest.mark.parametrize(
    ("held", "said", "learned", "taken"),
    [
        # seen among the values taken wrongly out of sample (bench/change_gate.py, the batches to the 144th)
        ("User is vegetarian", "Been having fish again, cockles and a bit of hake like, doctor said my iron's gone "
         "low.", "omnivore", None),
        ("User eats meat", "I gave up meat and fish last month", "pescatarian", None),
        ("User eats meat", "I don't eat meat or fish anymore", "pescatarian", None),
        ("User is vegetarian", "Back on chicken since the marathon training started", "omnivore", "User eats meat"),
        ("User is vegan", "ditched vegan lol, i eat literally everything now", "omnivore", "User eats meat"),
        ("User eats meat", "Meat is gone from my plate, but fish stays: salmon twice a week", "pescatarian",
         "User is pescatarian"),
        # neutral message 658, given "married" by the values refitted to the 172nd batch: a status only supposed
        ("User is single", "If I ever did get married, I think I'd want a tiny ceremony on a beach. Anyway, can you "
         "recommend a good book about enjoying life on your own?", "married", None),
        ("User is single", "Ana and I tied the knot on Saturday!", "married", "User is married"),
    ],
)  # fmt: skip
def test_a_learned_value_needs_its_food_said_and_its_status_held(
    held: str, said: str, learned: str, taken: str | None
) -> None:
    filled = slot_of(held)
    assert filled is not None
    assert learned_value(filled, held, said, 3.0, (learned, 0.99)) == taken


async def test_the_slot_check_takes_the_learned_value_where_the_answer_gives_none() -> None:
    memory = "User is pescatarian"
    said = "After that documentary, fish and dairy are both gone from my kitchen. Where do I get protein?"
    llm = ScriptedProvider([answer("User is pescatarian")])  # the model answers the value held
    checked = await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {},
                                Learned({memory: 2.5}, {memory: ("vegan", 0.95)}))  # fmt: skip
    assert [(c.content, c.replaces) for c in checked.candidates] == [("User is vegan", memory)]
    llm = ScriptedProvider([answer("User is pescatarian")])
    checked = await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {}, Learned({memory: 2.5}))
    assert checked.candidates == []


def test_the_shipped_values_read_what_a_change_says(model_home: Path) -> None:
    embedder = get_embedder("minilm-int8", home=model_home)
    gate = ChangeGate.packaged(embedder.name)
    assert gate is not None
    cases = [  # written for this test: none is in the weights' training data
        ("User is pescatarian", "No more fish for me since the summer, only veg, eggs and cheese. Quick dinners?",
         "vegetarian"),
        ("User eats meat", "Six months without meat, fish or dairy now and I feel great. Best B12 supplement?",
         "vegan"),
        ("User is dating Ines", "Ines and I split up for good last month, so I'm cooking for one again.", "single"),
        ("User is engaged to Omar", "Omar and I got married at the town hall on Saturday! How do I change my surname?",
         "married"),
    ]  # fmt: skip
    for held, said, value in cases:
        vectors = embedder.embed([said, held])
        filled = slot_of(held)
        assert filled is not None
        assert gate.values[filled.slot].value(vectors[:1], vectors[1])[0] == value, said


@pytest.mark.parametrize(
    ("said", "held", "named"),
    [
        ("First real winter here in Montreal and my jackets are useless", "Lisbon", ["Montreal"]),
        ("finally done w the whole busan move!! sea air", "Seoul", ["busan"]),  # a big city, said in lower case
        ("Our new address is in São Paulo, near the park", "Lisbon", ["São Paulo"]),
        ("We swapped the flat in Lisbon for one in New York", "Lisbon", ["New York"]),  # the held city is not one
        ("Came here from Pune six years ago and the monsoon still shocks me", "Mumbai", []),  # where they came from
        ("Back when I lived in Darwin I could run at 5am", "Sydney", []),
        ("Back home from four days in Bangkok and my legs are destroyed", "Hanoi", []),  # a stay that is over
        ("Back home after two weeks in Cusco! Help me sort the photos", "Buenos Aires", []),
        ("Just got home from a long weekend in Reykjavik and my suitcase is still missing", "Edinburgh", []),
        ("my parents still live in Vancouver", "Toronto", []),  # someone else's home
        ("We looked at flats in Pune last month but decided to stay put", "Mumbai", []),  # a home only looked at
        ("We viewed a house in Stellenbosch but decided to stay put", "Cape Town", []),
        ("Looked at a few flats in Johannesburg but decided to stay put", "Cape Town", []),  # neutral message 2260
        ("my parents just bought a flat in Marseille", "Lyon", []),
        ("we nearly moved to Columbus last year but the house fell through", "Cleveland", []),
        ("We move to Tbilisi next month. How do I ship furniture?", "Oslo", []),  # a move still ahead
        ("Moved to Tbilisi in May. I start work next week", "Oslo", ["Tbilisi"]),  # the future of another sentence
        ("Now that I'm a local I want to explore beyond Stanley Park", "Vancouver", []),  # a park, not a city
        ("my old SIM card still works", "Nairobi", []),  # an acronym
        ("What's the process for registering a car in Oregon?", "Eugene", []),  # a state
        ("Can you help me with a letter? March was busy", "Leeds", []),  # words that are towns somewhere
        ("Still getting the hang of Berlin's U-Bahn lines", "Denver", ["Berlin"]),  # the city's own
        ("The fog in St. John's is wild", "Denver", ["St. John's"]),  # a city so called
    ],
)  # fmt: skip
def test_the_cities_a_message_names(said: str, held: str, named: list[str]) -> None:
    assert [m.name for m in mentions(said, held)] == named
    for m in mentions(said, held):
        assert said[m.start : m.end] == m.name and "the city" in window(said, m) and m.name not in window(said, m)


@pytest.mark.parametrize(
    ("learned", "sign", "taken"),
    [
        (("Montreal", PLACE_TAKES), SIGN_PLACES, "User lives in Montreal"),
        (("busan", 0.99), 1.0, "User lives in Busan"),  # said in lower case, stored as a name
        (("Montreal", PLACE_TAKES - 0.01), 3.0, None),  # not sure enough of the city
        (("Montreal", 0.99), SIGN_PLACES - 0.01, None),  # a change less likely than not
        (("Lisbon", 0.99), 3.0, None),  # the home held
        (None, 3.0, None),
    ],
)
def test_a_learned_home_is_taken_on_a_sign_and_a_sure_city(
    learned: tuple[str, float] | None, sign: float, taken: str | None
) -> None:
    filled = slot_of("User lives in Lisbon")
    assert filled is not None
    assert learned_place(filled, sign, learned) == taken
    job = slot_of("User works as a nurse")
    assert job is not None and learned_place(job, 9.0, ("Montreal", 0.99)) is None  # a residence's only


async def test_the_slot_check_takes_the_learned_home_asked_or_not() -> None:
    memory = "User lives in Lisbon"
    said = "Any tips for surviving -25C? The winter in Montreal is no joke and the jackets I brought are useless."
    home = Learned({memory: 0.5}, None, {memory: ("Montreal", 0.99)})
    # off the topic for code ("here in Montreal" is on it), no word of change and a sign under SIGN_ASKS: not asked,
    # the city taken
    checked = await check_slots(ScriptedProvider([]), [], [user_turn(said)], [memory], ["fact"], {}, home)
    assert [(c.content, c.replaces) for c in checked.candidates] == [("User lives in Montreal", memory)]
    assert checked.calls == 0
    # asked on the sign, the model answers the home held: the city taken
    said = "Our neighbourhood in Montreal is lovely but the winter is brutal, any tips?"
    llm = ScriptedProvider([answer("User lives in Lisbon")])
    home = Learned({memory: 1.5}, None, {memory: ("Montreal", 0.99)})
    checked = await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {}, home)
    assert [(c.content, c.replaces) for c in checked.candidates] == [("User lives in Montreal", memory)]
    assert checked.calls == 1
    # asked, and no usable answer: the city still taken, the failed question counted
    said = "Any tips for surviving -25C? First real winter here in Montreal and the jackets I brought are useless."
    llm = ScriptedProvider(["no json here", "still none"])
    home = Learned({memory: 0.5}, None, {memory: ("Montreal", 0.99)})
    checked = await check_slots(llm, [], [user_turn(said)], [memory], ["fact"], {}, home)
    assert [(c.content, c.replaces) for c in checked.candidates] == [("User lives in Montreal", memory)]
    assert (checked.calls, checked.unusable) == (2, 1)
    # unsure of the city: nothing
    said = "Our neighbourhood in Montreal is lovely but the winter is brutal, any tips?"
    home = Learned({memory: 0.5}, None, {memory: ("Montreal", 0.5)})
    checked = await check_slots(ScriptedProvider([]), [], [user_turn(said)], [memory], ["fact"], {}, home)
    assert checked.candidates == []


def test_a_home_is_the_likeliest_window() -> None:
    places = Places(np.array([1.0, 0.0], dtype=np.float32), -1.0)
    p = places.probabilities(np.array([[3.0], [0.0]]), np.array([[5.0], [5.0]]))
    assert p[0] > 0.5 > p[1]  # the window counts, the message (weight 0) does not


def test_the_shipped_places_tell_the_new_home_from_other_cities(model_home: Path) -> None:
    embedder = get_embedder("minilm-int8", home=model_home)
    gate = ChangeGate.packaged(embedder.name)
    assert gate is not None and gate.places is not None
    cases = [  # written for this test: none is in the weights' training data
        ("Our lease in Tbilisi started on the first, and the flat gets so cold at night. Any heater tips?", True),
        ("My brother just moved into a house in Tbilisi, what's a good housewarming present to send him?", False),
        ("We're flying to Tbilisi for a long weekend in May, which wine regions are close?", False),
    ]
    for said, home in cases:
        (m,) = mentions(said, "Oslo")
        vectors = embedder.embed([window(said, m), said])
        p = float(gate.places.probabilities(vectors[:1], vectors[1:])[0])
        assert (p >= PLACE_TAKES) == home, (said, p)
