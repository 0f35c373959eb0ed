"""What the write path stores is right: same-slot contradictions, relative times, policy
occurrences, assistant text and one-off questions (real SQLite, a scripted memory model)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections import Counter
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, time
from pathlib import Path
from typing import Any

import pytest

from muninn import AsyncMemory
from muninn.domain.jobs import Candidate
from muninn.domain.text import terms
from muninn.errors import ProviderError
from muninn.providers.llm import ScriptedProvider
from muninn.write import when
from muninn.write.check import diet_unsaid, not_restated, unheld_by_user
from muninn.write.extract import kind_by_wording, validate
from muninn.write.gate import SIGN_ASKS
from muninn.write.prompts import nearest_examples, slot_check_messages
from muninn.write.slot_examples import EXAMPLES as SLOT_EXAMPLES
from muninn.write.slots import for_a_while, slot_of, statement_of, tied_to_home
from tests.benches import load
from tests.conftest import Clock, scripted_memories

Make = Callable[..., AsyncMemory]
SAID = datetime(2026, 3, 9, 18, 30, tzinfo=UTC)  # a Monday evening


def facts(*items: dict[str, Any]) -> str:
    return json.dumps({"facts": list(items)})


def fact(content: str, kind: str = "fact", importance: float = 0.7, **extra: Any) -> dict[str, Any]:
    return {"content": content, "kind": kind, "tags": extra.pop("tags", []), "importance": importance, **extra}


@pytest.fixture
async def make(tmp_path: Path, clock: Clock) -> AsyncIterator[Make]:
    async with scripted_memories(tmp_path, clock, f"sqlite:///{tmp_path / 'q.db'}") as build:
        yield build


async def exchange(memory: AsyncMemory, user_text: str, reply: str = "Noted.") -> None:
    await memory.record_turn("u", "s1", "user", user_text)
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]
    await memory.record_turn("u", "s1", "assistant", reply)
    memory.clock.advance(seconds=1)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("old", "new", "contradicts"),
    [
        ("User lives in Lisbon", "User moved to Tokyo in the week of 2026-03-02", True),
        ("User lives in Tokyo", "User and their family moved to Tokyo, Japan", False),
        ("User lives in Leeds", "User is moving to Berlin next month", False),  # a plan, not a move
        ("User works as a teacher", "User works as a data analyst now", True),
        ("User works at Google", "User started a new job at Spotify", True),
        ("User is single", "User is dating Mia", True),
        ("User is married", "User got divorced", True),
        ("User is married to Anna", "User and Anna separated last year", True),
        ("User is married", "User's divorce was finalised last month", True),
        ("User follows a keto diet", "User dropped keto", True),
        ("User is vegetarian", "User has gone vegan since January", True),
        ("User is married", "User separated the eggs for a cake", False),  # not a relationship
        ("User works as an accountant", "User became a carpenter", True),
        ("User works at Amazon", "User joined Microsoft in March", True),
        ("User works as a lawyer", "User retired from law in 2025", True),
        ("User works at Amazon", "User joined a gym", False),
        ("User works as a teacher", "User's father retired", False),
        ("User eats meat", "User became a vegetarian", True),  # a diet, not a job
        ("User lives in Denver", "User's home is Austin now", True),
        ("User is vegetarian", "User is no longer vegetarian", True),
        ("User is vegetarian", "User eats meat again", True),
        ("User is vegetarian", "User started eating meat again", True),
        ("User is vegetarian", "User no longer eats meat", False),
        ("User is vegan", "User lives in Porto", False),  # another slot
        ("User has a dog named Rex", "User moved to Tokyo", False),  # no slot at all
        ("User's sister lives in Paris", "User lives in Rome", False),  # someone else's slot
        ("User works as a nurse", "User is a paramedic", True),  # an occupation is a job
        ("User is a student", "User started working as an engineer", True),
        ("User works at Deloitte", "User took a job at KPMG in October 2026", True),
        ("User works as a barista", "User got hired as a junior developer at a startup", True),
        ("User works as a teacher", "User is a good cook", False),  # a skill, not a job
        ("User works as a teacher", "User is a runner", False),  # a hobby
        ("User is married", "User is a widow", True),
        ("User is married", "User's husband passed away in May", False),
        ("User eats meat", "User cut out meat completely", True),
        ("User lives in Austin", "User bought a house in Dallas", True),
        ("User lives in Lisbon", "User was living in Berlin when she met her husband", False),  # the past
        ("User works as a nurse", "User was working as a cook before the kids were born", False),
        ("User works as an accountant", "User is a musician in a local band", False),  # a hobby
        ("User works as an accountant", "User is a tutor for her nephew", False),
        ("User works as an accountant", "User is a nurse at St Mary's", True),  # an employer
        # what the slot check's answers say in other shapes
        ("User works at Tesla", "User's job now is at Rivian", True),
        ("User works as a mechanic", "User is a taxi driver", True),
        ("User works as a mechanic", "User's job now is driving a taxi", False),  # not an occupation's name
        ("User works as a journalist", "User's job is at risk", False),
        ("User works as a journalist", "User's job now is remote", False),
        ("User works as a journalist", "User started with Python last month", False),
        ("User works as a journalist", "User started at Planet Fitness", False),
        ("User works as a journalist", "User is out of work this week with the flu", False),
        ("User is married", "User is seeing someone for anxiety", False),
        ("User works as a reporter", "User was promoted to senior editor", True),
        ("User works as a nurse", "User was laid off in March", True),
        ("User lives in Lisbon", "User is now based in Tokyo", True),
        ("User is dating Sam", "User broke up with Sam", True),
        ("User works as a receptionist", "User has been promoted to office manager", True),
        ("User works as a receptionist", "User is an office manager", True),  # a known qualifier …
        ("User works as a teacher", "User is a keen photographer", False),  # … not a pastime's
        ("User works as a teacher", "User is a careful driver", False),  # … or a habit's
        ("User works as a pharmacist", "User is a software tester now", True),
        ("User works at IBM", "User starts work at Oracle on Monday 2026-12-07", True),
        ("User works at IBM", "User started at the gym", False),  # not an employer's name
        ("User is unemployed", "User has a job as a nurse", True),
        ("User works as an electrician", "User has been laid off", True),
        ("User works as a nurse", "User was unemployed for a year", False),  # the past
        ("User is single", "User is dating someone", True),
        ("User is single", "User is seeing someone new", True),
        ("User is dating someone", "User is in a relationship", False),  # one state, two phrasings
        # shapes the extractor writes that a review found unread
        ("User is engaged to Priya", "User married Priya last June", True),
        ("User is married to Tom", "User divorced Tom", True),
        ("User is married", "User married into money", False),  # no partner's name: not read
        ("User works as a nurse", "User lost her job", True),
        ("User works at Google", "User quit her job at Google", True),
        ("User works at Google", "User left his job at Acme Corp", False),  # another employer left
        ("User eats meat", "User went plant-based", True),
        ("User is vegan", "User is now plant-based", False),  # one diet, two words
        ("User is vegan", "User's diet is now vegetarian", True),
        ("User is single", "User's relationship status is married", True),
        ("User is single", "User's sister married Tom", False),  # someone else's
        # the ninth round of bench/contradictions.py
        ("User lives in Lagos", "User is an Abuja resident", True),
        ("User lives in Lagos", "User is a Lagos resident", False),
        ("User works as a waitress", "User was made manager of the restaurant", True),
        ("User works as a waitress", "User is the manager of the restaurant", True),
        ("User works as a teacher", "User is the author of a blog", False),  # not in charge of a place
        ("User works as a teacher", "User made a doctor's appointment", False),
        ("User works as a teacher", "User is a full-time mum", True),
        ("User is single", "User has a boyfriend", True),
        ("User is single", "User is in a relationship with Ines", True),
        # the eleventh and twelfth rounds: a post taken up at a place; a rank in capitals
        ("User is unemployed", "User starts as a pharmacist at the hospital", True),
        ("User works as a nurse", "User is a nurse at the hospital", False),
        ("User works as a teacher", "User is a UX researcher", True),
        ("User works as a teacher", "User is a cook at heart", False),  # not a job
        # the fourteenth round: a position taken; one of a place's people, now
        ("User works at Intel", "User took a position at Nvidia", True),
        ("User works at Intel", "User has a new role as a team lead", True),
        ("User lives in Perth", "User is a Brisbane girl now", True),
        ("User lives in Perth", "User is a Perth girl now", False),
        ("User lives in Perth", "User is a good girl now", False),  # no place
        # the fifteenth round: an apprentice, of someone or ranked
        ("User is unemployed", "User is an electrician's apprentice", True),
        ("User is unemployed", "User is an apprentice electrician", True),
        ("User works at Apple", "User left Apple for Samsung", False),  # not read without the model
        # the twenty-fifth round: out of work for a while; getting married; a proper veggie; veggo, pure veg
        ("User works at a bank", "User has been out of work since June", True),
        ("User is single", "User is getting married next summer", True),
        ("User is engaged to Mateo", "User is getting married next summer", False),  # engaged still
        ("User eats meat", "User is a proper veggie now", True),
        ("User eats meat", "User has been veggo since March", True),
        ("User eats meat", "User has left non-veg completely, pure veg only", True),
        ("User eats meat", "User left meat in the fridge", False),
        # twenty-sixth round: an employer quit by name, a post taken up at a place, a line cook, a plan
        ("User works at Amazon", "User quit Amazon on Tuesday 2026-12-01", True),
        ("User works at Google", "User quit Amazon", False),
        ("User is a student", "User started at the dental practice as a hygienist on Monday", True),
        ("User is unemployed", "User is a line cook at a pub in Fremantle", True),
        ("User lives in Toronto", "User is thinking about moving to Vancouver", False),
        # the 35th round: diets held in other words (a kind of vegetarian, another spelling)
        ("User is a lacto-ovo vegetarian", "User is pescatarian", True),
        ("User is lacto-vegetarian", "User is vegetarian", False),
        ("User follows a raw vegan diet", "User is vegetarian now", True),
        ("User is pescetarian", "User is vegan", True),
        ("User is pescetarian", "User is pescatarian", False),
        ("User is pescatarian", "User has gone full-on vegan", True),
        ("User works at Atkins", "User quit Atkins", True),  # not the Atkins diet: no "diet" after it
        # the 38th round: diets held in other words; a restriction kept beside another diet
        ("User follows the Atkins diet", "User is vegan", True),
        ("User follows the Atkins diet", "User quit the Atkins diet", True),
        ("User eats an omnivorous diet", "User eats meat", False),
        ("User eats fish but no meat", "User is vegetarian", True),
        ("User eats fish but no meat", "User is pescatarian", False),
        ("User eats chicken and fish", "User is vegetarian", True),
        ("User has no dietary restrictions", "User follows a gluten-free diet", True),
        ("User has no dietary restrictions", "User eats meat", False),
        ("User is vegetarian", "User is gluten-free", False),
        ("User follows a gluten-free diet", "User is vegan", False),
        ("User follows a low-carb diet", "User is vegan", True),
        # since the 46th round a diet of meat taken up is the diet now ("low-carb these days, loads of steak")
        ("User eats meat", "User follows a low-carb diet", True),
        ("User follows a keto diet", "User eats meat", True),  # "I eat everything again"
        # the 54th round: a post and the kind of place it is done in are one job ("another shift at the pharmacy")
        ("User works as a pharmacist", "User works at the pharmacy", False),
        ("User works as a librarian", "User works at the university library", False),
        ("User works as a baker", "User works at the bakery", False),
        ("User works at the bakery", "User works as a baker", False),
        ("User works as a pharmacist", "User no longer works at the pharmacy", False),  # at the counter, on Saturdays
        ("User works as a pharmacist", "User works as a pharmacologist", True),  # two posts
        ("User works as a baker", "User works at a bank", True),
        ("User works as a teacher", "User works at the tea shop", True),
        # eating by a faith's law: it refines eating meat and ends a diet without meat, beside keto it is kept
        ("User eats meat", "User only eats halal food", True),
        ("User is pescatarian", "User eats only halal now", True),
        ("User is vegetarian", "User keeps kosher", True),
        ("User follows a keto diet", "User only eats halal food", False),
        ("User eats only halal food", "User eats meat", False),
        ("User eats only halal food", "User is vegan", True),
    ],
)
def test_same_slot_contradictions(old: str, new: str, contradicts: bool) -> None:
    a, b = slot_of(new), slot_of(old)
    assert bool(a and b and a.contradicts(b)) is contradicts


async def test_a_move_supersedes_the_old_residence_without_asking_the_model(make: Make, clock: Clock) -> None:
    # the model once judged this a noop and updated the dog instead (issue 12)
    llm = ScriptedProvider([facts(fact("User moved to Tokyo last week"))])
    memory = make(llm, similarity_threshold=0.0)
    lisbon = await memory.add("u", "User lives in Lisbon")
    dog = await memory.add("u", "User has a dog named Rex")
    clock.now = SAID
    await exchange(memory, "we moved to Tokyo last week")
    await memory.process()
    active = {m.content: m for m in await memory.list("u")}
    assert set(active) == {"User has a dog named Rex", "User moved to Tokyo in the week of 2026-03-02"}
    assert active["User has a dog named Rex"].id == dog.id
    assert next(m for m in active.values() if "Tokyo" in m.content).supersedes == lisbon.id
    assert [r.purpose for r in llm.requests] == ["extract"]  # no consolidation call
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert (outcome["path"], outcome["action"], outcome["target_id"]) == ("slot", "supersede", lisbon.id)
    assert "same residence slot" in outcome["reason"]
    assert (await memory.counters())["path.slot"] == 1


@pytest.mark.parametrize(
    ("text", "tied"),
    [
        ("User goes to a gym in Berlin three times a week", True),
        ("User found a gym near their flat", True),
        ("User regularly volunteers at the local food bank", True),
        ("User is a member of a climbing club in central Berlin", True),
        ("User grew up in Berlin", False),  # stays true after a move
        ("User misses their friends in Berlin", False),
        ("User's sister goes to a gym in Berlin", False),  # someone else's
        ("User goes to a gym in Munich", False),  # another place
        ("User lives in Berlin", False),  # the slot itself, superseded by the move
        ("User plays the piano", False),
    ],
)
def test_what_is_tied_to_the_home_a_user_leaves(text: str, tied: bool) -> None:
    assert tied_to_home(text, "berlin") is tied


async def test_a_move_archives_what_the_user_did_where_they_lived(make: Make, clock: Clock) -> None:
    # in the coach set, "User goes to a gym near their flat" outlived the move to Tokyo and a reply
    # told the user, who had just said they could not find a gym, that they had one
    llm = ScriptedProvider(
        [facts(fact("User moved to Tokyo last week"), fact("User joined a gym near their new flat"))]
    )
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User lives in Berlin")
    gym = await memory.add("u", "User goes to a gym near their flat three times a week")
    kept = [await memory.add("u", text) for text in ("User grew up in Berlin", "User's mother lives in Berlin")]
    clock.now = SAID
    await exchange(memory, "we moved to Tokyo last week and I already joined a gym near my new flat")
    await memory.process()
    active = {m.content: m.id for m in await memory.list("u")}
    assert gym.id not in active.values() and {m.id for m in kept} <= set(active.values())
    assert "User joined a gym near their new flat" in active  # said with the move: the new home's
    assert (await memory.get("u", gym.id)).status == "archived"
    (entry,) = [h for h in await memory.history("u", gym.id) if h.action == "archive"]
    assert "moved away from" in entry.reason and "Berlin" in entry.reason
    move = (await memory.jobs())[0].result["outcomes"][0]  # type: ignore[index]
    assert (move["action"], move["left_behind"]) == ("supersede", [gym.id])
    assert (await memory.counters())["consolidate.left_behind"] == 1


@pytest.mark.parametrize(
    ("content", "said", "unsaid"),
    [
        ("User eats meat", "not vegan anymore, added eggs and dairy back in but still no meat", True),
        ("User eats meat", "ate the potatoes and veg and left the beef lol", True),
        ("User is vegan", "Did a vegan challenge for one day at work. Never again", True),
        ("User is vegan", "Having my vegan cousins over on Sunday", True),
        ("User eats meat", "I had one bite of my dad's lamb kebab at the wedding", True),  # his
        ("User eats meat", "I'm back on chicken, the gym diet was too hard without it", False),
        ("User eats meat", "I eat meat again, but never pork", False),
        ("User is vegan", "went vegan two months ago", False),
        ("User is vegetarian", "I've been vegetarian since New Year, so proper veggie mains please", False),
        ("User is vegan", "I'm not vegan anymore", False),  # not this check's: a negated value
        ("User eats meat", "My partner is cooking lamb for his parents, how long should he rest a leg of lamb?", True),
        (
            "User eats meat",
            "Accidentally ate a dumpling that turned out to be pork. How long does meat take to digest?",
            True,
        ),
        ("User eats meat", "I'm eating chicken again. How long should I rest it?", False),
    ],
)
def test_a_diet_the_users_words_deny_is_not_theirs(content: str, said: str, unsaid: bool) -> None:
    assert diet_unsaid(content, said) is unsaid


async def test_a_diet_fact_the_user_denied_is_dropped_and_the_old_diet_stays(make: Make) -> None:
    # the embedded model wrote "User eats meat" for a vegan who went back to eggs and dairy
    said = "not vegan anymore btw, added eggs and dairy back in but no fish. good paneer recipes?"
    llm = ScriptedProvider([facts(fact("User eats meat")), answer("User eats meat")])
    memory = make(llm, similarity_threshold=0.99)
    vegan = await memory.add("u", "User is vegan")
    await exchange(memory, said)
    await memory.process()
    assert [m.id for m in await memory.list("u")] == [vegan.id]
    assert [r.purpose for r in llm.requests] == ["extract", "consolidate"]  # asked, and the answer refused too


async def test_animal_foods_back_with_meat_still_left_out_is_vegetarian(make: Make) -> None:
    # the model's "User eats meat" is denied by the message, which code reads as vegetarian
    said = "not vegan anymore btw, added eggs and dairy back in but still no meat. good paneer recipes?"
    llm = ScriptedProvider([facts(fact("User eats meat"))])
    memory = make(llm, similarity_threshold=0.99)
    vegan = await memory.add("u", "User is vegan")
    await exchange(memory, said)
    await memory.process()
    (now,) = await memory.list("u")
    assert (now.content, now.supersedes) == ("User is vegetarian", vegan.id)


@pytest.mark.parametrize(
    ("old", "said", "extracted"),
    [  # seen on bench/contradictions.py's thirty-ninth and fortieth batches: the model's "change"
        ("User is dating Bashir", "Bashir's sister just got engaged and I need a gift for the party, what's "
         "appropriate for an engagement celebration?", "User is engaged"),
        ("User is vegetarian", "My partner is cooking lamb for his parents on Sunday, how long should he rest a leg "
         "of lamb? I'll just stick to the sides.", "User eats meat"),
        ("User is vegetarian", "Accidentally ate a dumpling that turned out to be pork, feel kinda gross. How long "
         "does meat take to digest?", "User eats meat"),
        # and the forty-first and forty-second's: a flatmate's fridge, a stay that is over
        ("User is vegan", "My roommate went keto and the fridge is full of bacon now lol. How do I keep my stuff "
         "separate?", "User eats meat"),
        ("User lives in Tromso", "Back from two weeks in Lanzarote and already missing the sun. Can you plan a light "
         "therapy routine for the dark months now I'm home?", "User lives in Lanzarote"),
        # and the forty-third and forty-fourth's: a status before the partner now
        ("User is dating Florian", "before I met Florian I was engaged to someone else, and that ex just messaged me. "
         "should I reply?", "User is engaged"),
        ("User is engaged to Farouk", "Before Farouk I was married once, briefly, in my twenties. Should I tell his "
         "parents before the wedding?", "User is married to Farouk"),
        # and the forty-fifth and forty-sixth's: a daughter of some age going vegan, a move only dreamt of, an
        # occupation one buys a gift for, a friend's engagement beside the toast for it
        ("User eats meat", "My 12 year old son has just gone vegan. I'm not, but what dinners suit us both?",
         "User is vegan"),
        ("User lives in Lagos", "I often dream about moving to Kumasi one day, but not for years",
         "User lives in Kumasi"),
        ("User works as a lawyer", "whats a nice card to write for a retiring nurse", "User is a nurse"),
        ("User works as a lawyer", "no im not quitting lol. whats a good gift for a retiring paralegal",
         "User works as a paralegal"),
        ("User is married to Sofia", "My best friend Tom just got engaged! A toast for his engagement party?",
         "User is engaged"),
        # and the thirty-third round's: a diet thing asked about, someone else's study
        ("User is vegetarian", "Is the pescatarian thing actually healthier?", "User is a pescatarian"),
        ("User works as a barista", "My son has started studying nursing in Lublin", "User studies nursing in Lublin"),
        # and the 38th round's review: a restriction said of a place or a bar
        ("User has no dietary restrictions", "The bakery is gluten-free, I went for the brownies",
         "User follows a gluten-free diet"),
        ("User has no dietary restrictions", "Ate the Atkins plan bar Mateo left, tasted like chalk",
         "User follows an Atkins diet"),
        # and the 59th/60th batches' first run: a marriage only advised, a move only weighed
        ("User has a boyfriend named Mateo", "My sister says Mateo and I should just get married already, haha, we're "
         "not in a rush. Any ideas for our anniversary?", "User is married to Mateo"),
        ("User lives in Cusco", "We thought about moving to Lima for the schools but decided to stay put, the kids "
         "love it here.", "User lives in Lima"),
        # and the second review's: a plant dish by a meat's name
        ("User is vegetarian", "Made a jackfruit carnitas taco night for the first time, so good", "User eats meat"),
    ],
)  # fmt: skip
async def test_a_change_read_into_someone_elses_news_or_a_slip_is_dropped(
    make: Make, old: str, said: str, extracted: str
) -> None:
    memory = make(ScriptedProvider([facts(fact(extracted)), answer(None)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [old]
    # nor when the slot check's answer says it
    memory = make(ScriptedProvider([facts(), answer(extracted)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [old]


async def test_an_employer_and_a_post_said_together_are_one_job(make: Make) -> None:
    # the 60th batch's first run: "User works at Tencent", then "User is a product manager" replacing it
    said = "I already leave Huawei, now I am working in Tencent as product manager. How to write a thank you email?"
    llm = ScriptedProvider([facts(fact("User works at Tencent"), fact("User is a product manager"))])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User works at Huawei")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User works as a product manager at Tencent"]


async def test_one_person_taught_is_no_job(make: Make) -> None:
    # the 57th batch's neutral message: the slot check's answer named teaching a cousin as the job
    said = (
        "My cousin just get job as electrician for one company in Port Harcourt and she want me to teach her the "
        "wiring regulations. Which books I fit give her?"
    )
    memory = make(ScriptedProvider([facts(), answer("User's job now is teaching her the wiring regulations")]))
    await memory.add("u", "User works as an electrician")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User works as an electrician"]


async def test_a_change_stated_before_a_question_is_read_a_sentence_at_a_time(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User is married to Helen"))])  # copied back
    memory = make(llm, similarity_threshold=0.99)
    married = await memory.add("u", "User is married to Helen")
    await exchange(memory, "My divorce from Helen was finalised in May. How do I update my will?")
    await memory.process()
    (now,) = await memory.list("u")
    assert (now.content, now.supersedes) == ("User is divorced", married.id)


HARD = "User finds {} hard"
ASKED = 'User\'s standing request: "{}"'


@pytest.mark.parametrize(
    ("said", "extracted", "added"),
    [
        # what the user finds hard: in the tutor set of muninn eval, the 1.5B model kept the name and
        # the exam, not the difficulty
        (
            "Hi, I'm Priya. My calculus exam is this Friday and the chain rule keeps tripping me up.",
            ["User's name is Priya"],
            [HARD.format("the chain rule")],
        ),
        ("I'm a junior dev and async/await keeps confusing me.", [], [HARD.format("async/await")]),
        ("I struggle with recursion and loops", [], [HARD.format("recursion")]),
        ("Honestly I find integration really hard", [], [HARD.format("integration")]),
        ("the chain rule keeps tripping me up", ["User struggles with the chain rule"], []),  # already said
        ("this keeps confusing me", [], []),  # no topic named
        ("my son struggles with maths", [], []),  # someone else's
        # a request for every reply to come: in the tutor set, the 1.5B model stored nothing of it
        (
            "Honestly tutors keep just giving me the answers and I learn nothing. From now on, hints only please.",
            [],
            [ASKED.format("hints only please")],
        ),
        (
            "Please keep your answers short from now on, I read them on my phone.",
            [],
            [ASKED.format("please keep your answers short")],
        ),
        ("Going forward, call me Sam", [], [ASKED.format("call me Sam")]),
        ("Stop giving me the full solution.", [], [ASKED.format("stop giving me the full solution")]),
        ("No more bullet points please", [], [ASKED.format("no more bullet points please")]),
        ("From now on, hints only please.", ["User wants hints only"], []),  # already said
        # what it is about, said already (seen on bench/small_model_extraction.py)
        ("Please never put cilantro in my recipes, I hate it.", ["User dislikes cilantro"], []),
        ("From now on I'm running every morning", [], []),  # the user's own resolution
        ("My teacher always gives me the answers", [], []),  # someone else's habit
        ("Just give me the answer this time", [], []),  # this reply only
        ("Can you stop using bullet points?", [], []),  # a question
        ("Stop it, that tickles", [], []),  # of the moment
        ("no more meat for me", [], []),  # tells of the user, asks nothing
    ],
)
async def test_what_the_user_finds_hard_or_asks_of_every_reply_is_kept_when_the_model_leaves_it_out(
    make: Make, said: str, extracted: list[str], added: list[str]
) -> None:
    memory = make(ScriptedProvider([facts(*(fact(e) for e in extracted))]), similarity_threshold=0.99)
    await exchange(memory, said, "Understood.")
    await memory.process()
    stored = {m.content: m.kind for m in await memory.list("u")}
    assert set(stored) == {*extracted, *added}
    assert all(stored[a] == ("assessment" if a.startswith("User finds") else "preference") for a in added)


async def test_two_memories_in_a_slot_go_to_the_model_shown_first(make: Make) -> None:
    llm = ScriptedProvider(
        [
            facts(fact("User works as a nurse now")),
            json.dumps({"action": "supersede", "target": 2, "reason": "career change"}),
        ]
    )
    memory = make(llm, similarity_threshold=0.99, consolidate_neighbours=1)
    await memory.add("u", "User works at a bank")
    await memory.add("u", "User works as a cashier")
    await memory.add("u", "User likes jazz")
    await exchange(memory, "I work as a nurse now")
    await memory.process()
    shown = llm.requests[1].messages[1]["content"]
    assert "User works at a bank" in shown and "User works as a cashier" in shown and "jazz" not in shown
    assert len([m for m in await memory.list("u") if "works" in m.content]) == 2


async def test_policy_occurrences_are_never_merged_or_superseded_by_extraction(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User is confused by async await in Python again"))])
    memory = make(llm, similarity_threshold=0.0)
    occurrence = await memory.add(
        "u", "User is confused by async await in Python", tags=["policy:coding-mentor", "async"]
    )
    await exchange(memory, "async await in Python confuses me again")
    await memory.process()
    # a near duplicate, yet never judged against (so never merged into) the occurrence
    assert [r.purpose for r in llm.requests] == ["extract"]
    active = await memory.list("u")
    assert occurrence.id in {m.id for m in active} and len(active) == 2


async def test_a_policy_occurrence_is_not_a_consolidation_neighbour_nor_a_slot(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User is vegan now"))])
    memory = make(llm, similarity_threshold=0.0)
    tagged = await memory.add("u", "User is vegetarian", tags=["policy:coach"])
    await exchange(memory, "I'm vegan now")
    await memory.process()
    assert [r.purpose for r in llm.requests] == ["extract"]  # no neighbour left to judge against
    assert {m.id for m in await memory.list("u")} >= {tagged.id}
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert outcome["path"] == "fast_insert"


async def test_what_the_assistant_said_is_never_a_user_memory(make: Make) -> None:
    llm = ScriptedProvider(
        [facts(fact("User likes Thai green curry", "preference"), fact("User is vegan", "preference"))]
    )
    memory = make(llm, similarity_threshold=0.99)
    await exchange(memory, "any dinner ideas? I'm vegan", "You could try a Thai green curry or a mushroom risotto.")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User is vegan"]
    assert (await memory.counters())["extract.invalid_items"] == 1


@pytest.mark.parametrize(
    ("said", "reply", "kept"),
    [  # seen on muninn eval's tutor set: the question, and the fact's other word from the answer
        (
            "Before that, remind me which topic I told you I struggle with most?",
            "You struggle with integration.",
            False,
        ),
        ("I struggle with integration most, right?", "Yes, integration.", True),  # the user's own sentence holds it
        ("Any tips? I struggle with integration.", "Try substitution.", True),
    ],
)
async def test_a_fact_from_the_users_question_and_the_assistants_answer_is_dropped(
    make: Make, said: str, reply: str, kept: bool
) -> None:
    memory = make(ScriptedProvider([facts(fact("User struggles with integration"))]), similarity_threshold=0.99)
    await exchange(memory, said, reply)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == (["User struggles with integration"] if kept else [])


@pytest.mark.parametrize(
    ("said", "content", "kept"),
    [  # seen on bench/small_model_extraction.py with the embedded model
        ("Can you convert 5 miles to km?", "User can convert 5 miles to km", False),
        ("any dinner ideas?", "User has dinner ideas", False),
        ("I'm vegan, any dinner ideas?", "User is vegan", True),
        ("Dentist on Thursday at 3pm, dreading it.", "User dreads it", False),
        # what the user said of something or someone else, with "User" put in its place
        (  # seen on bench/locomo_qa.py
            "Painting is a fun way to express feelings and get creative!",
            "User is a fun way to express feelings and get creative",
            False,
        ),
        ("My sister lives in Paris, I visit often.", "User lives in Paris", False),
        ("I just relocated to Berlin for work", "User relocated to Berlin for work", True),  # "I" said so too
        ("As someone who lives in Paris, I love the metro.", "User lives in Paris", True),
        ("Priya and I tied the knot in June!", "User tied the knot in June", True),
        ("My sister lives in Paris, I visit often.", "User's sister lives in Paris", True),
        ("My wife is a nurse.", "User is married", True),  # too short to judge, and not a copy
        # what a sentence that opens on someone close to the user says of them (seen on bench/contradictions.py)
        ("my mum finally tried oat milk and liked it", "User likes oat milk", False),
        ("So my best friend is a teacher now.", "User is a teacher", False),
        ("My sister is a nurse.", "User has a sister who is a nurse", True),  # names the sister
        ("Went hiking with my dad, so much fun", "User went hiking with their dad", True),
        ("My mum and I love hiking", "User loves hiking", True),  # the speaker too
        (  # the speaker only as what the sister sends (neutral 2002 of bench/contradictions.py)
            "My sister just moved to Vancouver and keeps sending me photos of the mountains.",
            "User lives in Vancouver",
            False,
        ),
        ("My sister moved in with me in Vancouver", "User lives in Vancouver", True),  # with the speaker
        # an occupation the user spoke of only as other people's (seen on muninn eval's tutor set)
        ("Honestly tutors keep just giving me the answers", "User is a tutor", False),
        ("I'm meeting my tutor tonight, finally", "User is a tutor", False),
        ("I am a tutor at the college, tutors are underpaid", "User is a tutor", True),
        # what the user said they did not do (the coach set's "I couldn't find a gym")
        ("Tokyo is great. I couldn't find a gym and I gave up for now.", "User found a gym", False),
        ("I never liked running", "User likes running", False),
        ("I don't have a dog, just a cat", "User has a dog", False),
        ("I didn't find one at first, but then I found a great gym", "User found a great gym", True),
        ("I can't stand cilantro", "User dislikes cilantro", True),
        ("we almost moved to Denver once, the sale fell through", "User moved to Denver", False),  # only nearly
        ("I don't eat meat", "User does not eat meat", True),
        # a request of the moment; a fact stitched from the user's questions (seen on muninn eval's tutor set)
        ("Next one: solve 4x - 6 = 10.", "User needs to solve 4x - 6 = 10", False),
        ("Please explain limits to me.", "User wants limits explained", True),  # first person
        (
            "Can we start on integration today?\nBefore that, remind me which topic I told you I struggle with most?",
            "User struggles with integration",
            False,
        ),
        ("Can we do integration? I struggle with integration a lot.", "User struggles with integration", True),
        ("Can you help me plan my wedding in June?", "User is planning a wedding in June", True),
        # a place only supposed (the twenty-sixth batch of bench/contradictions.py)
        ("if I ever moved to Hobart I'd need a whole new wardrobe haha", "User lives in Hobart", False),
        ("we moved to Hobart in May, even if the cold is a shock", "User lives in Hobart", True),
        # a place or a job had once, offered, or searched for (the thirty-first and thirty-second batches)
        ("I lived in Tokyo for two years in my twenties. Any Japanese recipes?", "User lives in Tokyo", False),
        ("Back when I lived in Adelaide I used to run along the Torrens", "User lives in Adelaide", False),
        ("we've lived in Adelaide since March and love it", "User lives in Adelaide", True),
        ("Got offered a job at Canva but I turned it down", "User works at Canva", False),
        ("We've been house hunting in Portland all month", "User lives in Portland", False),
        ("I worked at Google for five years, long ago", "User works at Google", False),
        ("I've worked at Google since May", "User works at Google", True),
    ],
)
async def test_a_fact_from_a_bare_question_a_dangling_pronoun_or_another_subject_is_dropped(
    make: Make, said: str, content: str, kept: bool
) -> None:
    memory = make(ScriptedProvider([facts(fact(content))]), similarity_threshold=0.99)
    await exchange(memory, said, "Sure.")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ([content] if kept else [])


KINDS = ("fact", "preference", "assessment", "event", "goal")


@pytest.mark.parametrize(
    ("content", "labelled", "kind"),
    [  # labels the embedded model gave on bench/small_model_extraction.py, and what the words say
        ("User has two kids", "preference", "fact"),
        ("User works as a nurse on night shifts", "goal", "fact"),
        ("User is lactose intolerant", "preference", "fact"),
        ("User hates cilantro", "fact", "preference"),
        ("User wants to save 5000 euros for a car", "fact", "goal"),
        ("User finds async/await confusing", "preference", "assessment"),
        ("User loves jazz", "preference", "preference"),
        ("User is vegan", "preference", "preference"),
        ("User keeps bees", "hobby", "hobby"),  # a custom kind is the model's call
    ],
)
def test_a_kind_the_words_do_not_say_is_corrected(content: str, labelled: str, kind: str) -> None:
    assert kind_by_wording(content, labelled, (*KINDS, "hobby")) == kind


async def test_a_fact_mostly_in_the_assistants_words_is_not_a_user_memory(make: Make) -> None:
    # seen in `muninn eval compare tutor` on the embedded model: one shared word ("learn") let
    # the tutor's remark about itself through as a fact about the learner
    llm = ScriptedProvider(
        [facts(fact("User learns from Finnish textbooks"), fact("User wants hints only", "preference"))]
    )
    memory = make(llm, similarity_threshold=0.99)
    await exchange(
        memory,
        "Tutors keep giving me the answers and I learn nothing. Hints only please.",
        "Understood, hints only. Fun fact about me, I learned my maths from Finnish textbooks.",
    )
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User wants hints only"]


@pytest.mark.parametrize(
    "content",
    [
        "User asked for the capital of Australia",
        "User wants to know the capital of Australia",
        "User is curious about the capital of Australia",
    ],
)
async def test_a_one_off_question_is_not_a_memory(make: Make, content: str) -> None:
    memory = make(ScriptedProvider([facts(fact(content))]), similarity_threshold=0.99)
    await exchange(memory, "what's the capital of Australia?", "Canberra.")
    await memory.process()
    assert await memory.list("u") == []


async def test_relative_times_are_rewritten_against_the_turn_and_the_event_time_is_read_by_code(
    make: Make, clock: Clock
) -> None:
    # the model keeps "tomorrow" in the text and gets the hour wrong
    answer = facts(fact("User has a driving test tomorrow", "event", event_at="2026-03-11 21:00"))
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99)
    clock.now = SAID
    await exchange(memory, "I have my driving test tomorrow at 9")
    await memory.process()
    (stored,) = await memory.list("u")
    assert stored.content == "User has a driving test on Tuesday 2026-03-10"
    assert stored.event_at == datetime(2026, 3, 10, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("content", "kind", "stored"),
    [
        # told in the past tense: the Sunday just gone (SAID is a Monday), not the coming one
        ("User cooked for twelve people on Sunday", "fact", "User cooked for twelve people on Sunday 2026-03-08"),
        ("User went hiking on Saturday", "fact", "User went hiking on Saturday 2026-03-07"),
        # ahead: an event, or a fact in the present tense
        (
            "User has a dentist appointment on Thursday",
            "event",
            "User has a dentist appointment on Thursday 2026-03-12",
        ),
        ("User has yoga on Thursday", "fact", "User has yoga on Thursday 2026-03-12"),
    ],
)
async def test_a_weekday_told_in_the_past_tense_is_the_one_gone_by(
    make: Make, clock: Clock, content: str, kind: str, stored: str
) -> None:
    memory = make(ScriptedProvider([facts(fact(content, kind))]), similarity_threshold=0.99)
    clock.now = SAID
    await exchange(memory, content.replace("User", "I", 1))
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [stored]


async def test_a_relative_time_no_rule_rewrites_drops_the_fact(make: Make) -> None:
    assert (
        when.rewrite("User runs in 3 fortnights this weekend", SAID)
        == "User runs in 3 fortnights on Saturday 2026-03-14"
    )
    memory = make(ScriptedProvider([facts(fact("User has a test this coming week"))]), similarity_threshold=0.99)
    await exchange(memory, "test this coming week")
    await memory.process()
    assert await memory.list("u") == []


@pytest.mark.parametrize(
    ("text", "day", "at"),
    [
        ("I have my driving test tomorrow at 9", "2026-03-10", time(9, 0)),
        ("dentist on Thursday at 3pm", "2026-03-12", time(15, 0)),
        ("interview on Friday at 10:30", "2026-03-13", time(10, 30)),
        ("flight tomorrow at 6am", "2026-03-10", time(6, 0)),
        ("Radiohead tonight at 8pm", "2026-03-09", time(20, 0)),
        ("final is in 3 days", "2026-03-12", None),
        ("I ran 10k yesterday", "2026-03-08", None),
        ("board meeting next Monday at 2pm", "2026-03-16", time(14, 0)),
        ("party on Saturday", "2026-03-14", None),
        ("exam tomorrow or on Friday", None, None),  # two days: the model's reading stands
        ("I like tea", None, None),
    ],
)
def test_the_day_and_time_a_message_names(text: str, day: str | None, at: time | None) -> None:
    resolved = when.resolve(text, SAID)
    assert (resolved and resolved.day.isoformat(), resolved and resolved.at) == (day, at)


async def test_a_known_value_repeated_beside_its_change_does_not_undo_the_change(make: Make) -> None:
    # seen on the embedded model: the move, then the old city copied from KNOWN, superseded it back
    answer = facts(fact("User relocated to Berlin for work"), fact("User lives in Leeds"))
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99)
    await memory.add("u", "User lives in Leeds")
    await exchange(memory, "I just relocated to Berlin for work")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User relocated to Berlin for work"]


def test_only_a_restated_value_of_a_changed_memory_is_dropped() -> None:
    def candidate(text: str, replaces: str | None = None) -> Candidate:
        return Candidate(content=text, kind="fact", importance=0.5, confidence=0.5, replaces=replaces)

    known = ["User is engaged to Wei Ling", "User has a dog named Rex"]
    answer = [
        candidate("User is married to Stefan"),
        candidate("User is engaged to Wei Ling"),  # copied back beside its change: dropped
        candidate("User no longer has a boyfriend named Leo"),  # another value's end: kept
        candidate("User has a dog named Rex"),
    ]
    kept = [c.content for c in not_restated(answer, known)]
    assert kept == ["User is married to Stefan", "User no longer has a boyfriend named Leo", "User has a dog named Rex"]
    # a change the slot check read and marked as the replacement counts as well
    read = [candidate("User works at Microsoft", replaces="User works at Amazon"), candidate("User works at Amazon")]
    assert [c.content for c in not_restated(read, ["User works at Amazon"])] == ["User works at Microsoft"]
    assert not_restated(answer[1:2], known) == answer[1:2]  # restated alone: a no-op, left to consolidation


async def test_a_stated_move_the_model_left_out_is_added_by_code_and_supersedes(make: Make) -> None:
    # seen on the embedded model: "we moved to Tokyo" with Lisbon in KNOWN gave no facts at all
    llm = ScriptedProvider([facts()])
    memory = make(llm, similarity_threshold=0.99)
    lisbon = await memory.add("u", "User lives in Lisbon")
    await memory.add("u", "User's sister lives in Paris")
    await exchange(memory, "we moved to Tokyo last week, still unpacking boxes. My sister lives in Rome now")
    await memory.process()
    active = sorted(m.content for m in await memory.list("u"))
    assert active == ["User lives in Tokyo", "User's sister lives in Paris"]
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert (outcome["path"], outcome["target_id"]) == ("slot", lisbon.id)


@pytest.mark.parametrize(
    "said",
    [
        "my sister moved to Tokyo",
        "we're moving to Tokyo next year",
        "should we move to Tokyo?",
        "I love Tokyo",
        "if we ever moved to Tokyo, I'd learn Japanese",
    ],
)
async def test_no_residence_is_added_for_someone_else_a_plan_or_a_question(make: Make, said: str) -> None:
    memory = make(ScriptedProvider([facts()]), similarity_threshold=0.99)
    await memory.add("u", "User lives in Lisbon")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User lives in Lisbon"]


async def test_a_fact_said_twice_in_one_answer_is_stored_once(make: Make) -> None:
    # seen on the embedded model: the event, then the same test again as a "preference"
    answer = facts(
        fact("User has a driving test", "event", event_at="2026-03-10 09:00"),
        fact("User will have a driving test on Tuesday 2026-03-10 at 9", "preference"),
        fact("User is nervous about driving on motorways", "assessment"),
    )
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99)
    await exchange(memory, "I have my driving test tomorrow at 9, motorways make me nervous")
    await memory.process()
    stored = sorted(m.content for m in await memory.list("u"))
    assert stored == ["User has a driving test", "User is nervous about driving on motorways"]


@pytest.mark.parametrize(
    ("old", "said", "new"),
    [
        ("User is dating Tom", "Tom and I broke up in January", "User is single"),
        ("User is married", "I'm divorced now", "User is divorced"),
        ("User eats meat", "I went vegetarian at new year", "User is vegetarian"),
        ("User is married", "my divorce was finalised last month", "User is divorced"),
        ("User is married to Anna", "Anna and I separated last year", "User is separated"),
        ("User is vegetarian", "I've gone vegan since January", "User is vegan"),
        ("User is vegan", "I'm not vegan anymore, I eat cheese and eggs again", "User is no longer vegan"),
        ("User follows a keto diet", "I dropped keto, I eat carbs again", "User no longer follows a keto diet"),
        ("User likes jazz", "I'm not vegan, just vegetarian-curious", None),  # nothing said they were
        ("User is married", "I separated the eggs for the cake", None),
        ("User lives in Oslo", "Since moving to Bergen I cycle everywhere", "User lives in Bergen"),
        ("User lives in Denver", "home is Austin now, we settled in last month", "User lives in Austin"),
        ("User lives in Denver", "my sister's home is in Paris", None),
        ("User lives in Oslo", "Ever since my sister moved to Rome we talk less", None),
        ("User lives in Austin", "we bought a house in Dallas and moved in last week", "User lives in Dallas"),
        ("User eats meat", "I cut out meat completely last month", "User is vegetarian"),
        # "May" the month is not "may" the maybe: the change is stated, not planned
        ("User is married", "I'm a widow now, my husband passed away in May", "User is widowed"),
        # the seventh round of bench/contradictions.py
        ("User is vegan", "I'm back to eating meat, vegan didn't work for me", "User eats meat"),
        ("User is divorced", "I remarried last year, to a wonderful man called Tomas", "User is married"),
        ("User is dating Eva", "Eva dumped me last week", "User is single"),
        ("User is dating Eva", "my boss dumped me with extra work again", None),
        ("User is divorced", "my sister remarried last year", None),
        ("User eats meat", "I haven't eaten any animal products since May", "User is vegan"),
        # the twenty-third round: the speaker as the subject of an earlier verb; shifting base
        ("User lives in Pittsburgh", "we sold the house and bought a condo in Tampa", "User lives in Tampa"),
        ("User lives in Pittsburgh", "my parents sold their house and bought a condo in Tampa", None),
        ("User lives in Pittsburgh", "I told my dad and he bought a condo in Tampa", None),
        ("User lives in Mumbai", "I shifted base to Goa a few months ago", "User lives in Goa"),
        ("User lives in Pune", "we shifted to Bangalore last month for my husband's job", "User lives in Bangalore"),
        # the ninth round: a partner said by name, a resident
        ("User is single", "I have a boyfriend now, his name is Omar", "User is in a relationship with Omar"),
        ("User is single", "my partner Ines and I have been together six months now",
         "User is in a relationship with Ines"),
        ("User is single", "my partner and I went hiking on Sunday", None),  # no name: not read by code
        ("User lives in Lagos", "I've been an Abuja resident since January", "User lives in Abuja"),
        # the tenth round: meat-free and veggie are vegetarian
        ("User eats meat", "I've gone meat-free since my trip to India", "User is vegetarian"),
        ("User eats meat", "I'm veggie now, three months in", "User is vegetarian"),
        # the twelfth round: meat not touched is meat left out
        ("User eats meat", "I haven't touched meat or fish since January", "User is vegetarian"),
        ("User eats meat", "I haven't eaten meat today, busy day", None),  # a day is not a diet
        # the thirteenth round: a purchase closed on is a home
        ("User lives in Boston", "we closed on a condo in Providence and the movers came Friday",
         "User lives in Providence"),
        # the twenty-fourth round: upping sticks; a flat share of one's own, not a son's
        ("User lives in Glasgow", "we upped sticks to Inverness in the summer", "User lives in Inverness"),
        ("User lives in Perth", "I took a flat share in Fremantle last month", "User lives in Fremantle"),
        ("User lives in Perth", "my son took a flat share in Leeds", None),
        # the twenty-eighth round: a sentence texted without its "I", opening on the verb
        ("User eats meat", "Gone fully plant-based since the new year, loving it", "User is vegan"),
        ("User is vegetarian", "Back on meat for good, bacon sandwiches all round", "User eats meat"),
        ("User is vegetarian", "Added fish to my diet in spring so pescatarian now", "User is pescatarian"),
        ("User eats meat", "Tried being vegan for a week, never again", None),
        ("User eats meat", "Need a vegan recipe for my sister", None),
        ("User eats meat", "Visited my aunt, she went vegan last year", None),
        # the twenty-ninth round: a word of address first; any meat one is back on; Irish English's
        # "after moving"
        ("User is vegan", "Mate I'm back on the bbq meat, no regrets", "User eats meat"),
        ("User is vegan", "my dad is back on meat", None),
        ("User lives in Sligo", "I'm after moving to Westport for the new job", "User lives in Westport"),
        ("User lives in Sligo", "my sister is after moving to Westport", None),
        ("User lives in Sligo", "When I moved to Westport I was twenty", None),  # a time, not a word of address
        # the thirty-first round: where one is now; all animal products eliminated; the full vegan thing
        ("User lives in Swansea", "I'm down in Llandeilo with Mam now since the autumn", "User lives in Llandeilo"),
        ("User lives in Swansea", "I'm down in Tenby this week visiting Mam", None),
        ("User lives in Tampines", "Now I stay Johor Bahru already lah", "User lives in Johor Bahru"),
        ("User lives in Tucson", "Now that I'm in Bellingham the rain is killing me", "User lives in Bellingham"),
        ("User lives in Tucson", "now that I'm in Rome for the week, where should I eat?", None),
        ("User is pescatarian", "I have eliminated all animal products from my diet, fish included", "User is vegan"),
        ("User is pescatarian", "so um yeah I'm doing the full vegan thing now", "User is vegan"),
        ("User eats meat", "so um yeah my sister is doing the full vegan thing", None),
        # the thirty-second round: snags are meat; a statement after a colon; a diet one is put on
        ("User is pescatarian", "Been back on the snags since Christmas", "User eats meat"),
        ("User lives in Austin", "Quick context first: I relocated to Halifax last month", "User lives in Halifax"),
        ("User eats meat", "The cardiologist put me on a plant-based regimen after the scare", "User is vegan"),
        ("User eats meat", "The cardiologist put my dad on a plant-based regimen", None),
        # the thirtieth round: Scots "flitted tae"; a time it holds from first; any meat word one is back on
        ("User lives in Dundee", "Och, I've flitted tae Arbroath at last", "User lives in Arbroath"),
        ("User lives in Dundee", "my gran flitted tae Perth last year", None),
        ("User eats meat", "From this Diwali onwards I have left non-veg completely", "User is vegetarian"),
        ("User eats meat", "From next week onwards I might go vegan", None),
        ("User is vegetarian", "Howzit, I'm back on the boerewors these days", "User eats meat"),
        ("User is vegetarian", "my dad is back on the boerewors", None),
    ],
)  # fmt: skip
async def test_stated_diet_and_relationship_changes_are_added_by_code(
    make: Make, old: str, said: str, new: str | None
) -> None:
    memory = make(ScriptedProvider([facts()]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [new or old]


async def test_an_event_already_past_when_told_is_a_fact_and_survives_maintenance(make: Make, clock: Clock) -> None:
    # seen on bench/contradictions.py: the model labelled "new job at Spotify this month" an
    # event dated the 1st; maintenance archived it as expired, after it had superseded Google
    answer = facts(fact("User has a new job at Spotify this month", "event", event_at="2026-03-01"))
    memory = make(ScriptedProvider([answer, facts()]), similarity_threshold=0.99)
    clock.now = datetime(2026, 3, 28, 12, 0, tzinfo=UTC)
    await exchange(memory, "I started a new job at Spotify this month")
    await memory.process()
    (stored,) = await memory.list("u")
    assert (stored.kind, stored.event_at) == ("fact", None)
    clock.advance(days=30)
    await exchange(memory, "Anything new?")
    await memory.process()  # the second job's maintenance archives expired events
    assert sum(j.state == "done" for j in await memory.jobs()) >= 2
    assert [m.content for m in await memory.list("u")] == [stored.content]  # not archived as expired


async def test_a_diet_said_in_passing_is_kept_when_the_model_leaves_it_out(make: Make) -> None:
    # seen in the demo on the embedded model: "Also, I'm vegetarian, so eating well before exams
    # is hard" beside an exam and a goal, and the answer held the exam and the goal only
    answer = facts(fact("User wants to get into a pharmacology programme", "goal"))
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99)
    await exchange(memory, "Also, I'm vegetarian, so eating well before exams is hard.")
    await memory.process()
    assert sorted(m.content for m in await memory.list("u")) == [
        "User is vegetarian",
        "User wants to get into a pharmacology programme",
    ]


@pytest.mark.parametrize(
    ("old", "said", "copied", "new"),
    [  # seen on bench/contradictions.py: the model copied the known value instead of the change
        ("User is engaged", "we got married last Saturday!", "User is engaged", "User is married"),
        ("User is vegetarian", "I've gone vegan since January", "User is vegetarian", "User is vegan"),
        ("User is married", "my divorce was finalised last month", "User is married", "User is divorced"),
        # "still" beside the old value that is not the value held still
        ("User lives in Cork", "we moved to Leeds in May but I'm still in touch with Cork friends",
         "User lives in Cork", "User lives in Leeds"),
    ],
)  # fmt: skip
async def test_a_change_the_model_answered_with_the_old_value_is_still_added(
    make: Make, old: str, said: str, copied: str, new: str
) -> None:
    memory = make(ScriptedProvider([facts(fact(copied))]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [new]


@pytest.mark.parametrize(
    ("old", "said", "extracted"),
    [  # seen on bench/contradictions.py's 139th-140th batches: an engagement or a girlfriend's end as divorced
        ("User is engaged to Olivia", "Olivia and I ended the engagement, can venue deposits be moved?",
         "User is divorced"),
        ("User has a girlfriend named Yuki", "My girlfriend and me, we are no more together since October",
         "User is divorced"),
    ],
)  # fmt: skip
async def test_the_end_of_a_partner_never_wed_is_being_single(make: Make, old: str, said: str, extracted: str) -> None:
    memory = make(ScriptedProvider([facts(fact(extracted))]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User is single"]


async def test_a_diet_said_as_a_way_of_eating_fills_the_diet(make: Make) -> None:
    # seen on bench/contradictions.py's 140th batch: the extraction's "User follows a Mediterranean way of eating"
    # for "I've swapped keto for a Mediterranean way of eating" was no diet, and keto stayed
    said = "Bread and lentils are back now that I've swapped keto for a Mediterranean way of eating."
    memory = make(
        ScriptedProvider([facts(fact("User follows a Mediterranean way of eating"))]), similarity_threshold=0.99
    )
    await memory.add("u", "User follows a keto diet")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User follows a Mediterranean way of eating"]


async def test_meat_on_a_cheat_day_does_not_end_a_diet_that_eats_meat(make: Make) -> None:
    # seen on bench/contradictions.py's 140th batch: the slot answer "User eats meat" was taken over keto
    said = "Had cake at a birthday, cheat day only! Back to eggs and bacon tomorrow, how do I get back into ketosis?"
    memory = make(ScriptedProvider([facts(), answer("User eats meat")]), similarity_threshold=0.99)
    await memory.add("u", "User follows a keto diet")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User follows a keto diet"]


async def test_a_stated_value_already_known_is_not_added_again(make: Make) -> None:
    memory = make(ScriptedProvider([facts()]), similarity_threshold=0.99)
    await memory.add("u", "User is vegetarian")
    await exchange(memory, "As you know, I'm vegetarian.")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User is vegetarian"]


async def test_the_same_value_said_another_way_leaves_the_memory_as_it_was(make: Make) -> None:
    # seen on bench/contradictions.py's thirty-sixth batch: a one-off bite of bacon, and the model's
    # update rewrote "User is vegetarian" as "User has a vegetarian diet"; a diet one has is the diet's
    # slot, so the value is known and nothing goes to the model
    update = json.dumps({"action": "update", "target": 1, "content": "User has a vegetarian diet", "reason": "same"})
    llm = ScriptedProvider([facts(fact("User has a vegetarian diet")), update])
    memory = make(llm, similarity_threshold=0.1)
    held = await memory.add("u", "User is vegetarian")
    await exchange(memory, "Had a bite of my dad's bacon sandwich, one-off. Veggie dinner ideas?")
    await memory.process()
    assert [(m.id, m.content) for m in await memory.list("u")] == [(held.id, "User is vegetarian")]
    assert [r.purpose for r in llm.requests] == ["extract"]


async def test_a_dated_fact_is_not_an_event_and_is_not_archived_when_its_date_passes(make: Make, clock: Clock) -> None:
    # seen on the embedded model: a new job "this month" got event_at on the 1st, and the next
    # maintenance archived it as an expired event, losing the job and the one it superseded
    answer = facts(fact("User has a new job at Spotify this month", "fact", event_at="2026-03-01"))
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99)
    await memory.add("u", "User works at Google")
    clock.now = datetime(2026, 3, 28, 12, 0, tzinfo=UTC)
    await exchange(memory, "I started a new job at Spotify this month")
    await memory.process()
    (stored,) = await memory.list("u")
    assert stored.content == "User has a new job at Spotify in March 2026" and stored.event_at is None


# slot checks (muninn.write.check) ---------------------------------------------------------------


def answer(text: str | None) -> str:
    """A slot check's answer: what the message says about the slot, or None."""
    return json.dumps({"answer": text})


@pytest.mark.parametrize(
    ("old", "said", "extracted", "reply", "new"),
    [
        # the extractor returned nothing for a change said in words no pattern knows
        # ("we finally tied the knot!" is read by code since the 45th session)
        ("User is engaged", "we finally did the wedding thing!", [], "User is married", "User is married"),
        # the extractor copied the old value back instead of the change
        (
            "User lives in Cardiff",
            "I now call Edinburgh home",
            ["User lives in Cardiff"],
            "User lives in Edinburgh",
            "User lives in Edinburgh",
        ),
        # the extractor's new fact fills no slot; a job's new value shares no word with the old one
        (
            "User works as a journalist",
            "I teach history at a high school these days",
            ["User teaches history at a high school"],
            "User teaches history at a high school",
            "User teaches history at a high school",
        ),
        ("User eats meat", "fully plant-based for a month now", [], "vegan", "User is vegan"),  # a bare value
        # an event that is a change in itself, with no other word of change
        ("User is engaged", "the engagement is called off", [], "User is single", "User is single"),
        (
            "User works as a dentist",
            "I sold my practice and retired in the spring",
            [],
            "User is retired",
            "User is retired",
        ),
        # being somewhere by name is on the residence topic
        (
            "User lives in Lima",
            "We've been in Cusco for two months now",
            ["User lives in Lima"],
            "User lives in Cusco",
            "User lives in Cusco",
        ),
        # what a partner does is the user's relationship
        ("User is single", "my partner proposed on the beach!", [], "User is engaged", "User is engaged"),
        # the answer about the slot in the possessive
        (
            "User works at Tesla",
            "After five years at Tesla I moved over to Rivian",
            [],
            "User's job now is at Rivian",
            "User works at Rivian",
        ),
        # a transfer is a word of change
        (
            "User lives in San Diego",
            "I transferred to the Denver office and found an apartment there",
            [],
            "User lives in Denver",
            "User lives in Denver",
        ),
        # a place said as its people's name
        ("User lives in Bordeaux", "I'm a Parisian now, we moved up in August", [], "User lives in Paris",
         "User lives in Paris"),
        # packing up is a move; an offer taken is a job; an occupation named is on the job topic
        ("User lives in Phoenix", "it got too hot so we packed up for Portland", [], "User lives in Portland",
         "User lives in Portland"),
        ("User works as a nurse", "Finished my training in June, so I'm a midwife on the labour ward now", [],
         "User is a midwife",
         "User is a midwife"),
        # at home with the children is a state of the job slot that work changes
        ("User is a stay-at-home parent", "I went back to work as an accountant this autumn", [],
         "User works as an accountant", "User works as an accountant"),
        # ninth round: the one in charge, a full-time mum
        ("User works as a waitress", "I'm the manager of the restaurant now, the owner retired", [],
         "User is the manager of the restaurant", "User is the manager of the restaurant"),
        ("User works as a teacher", "I left my job at the school, I'm a full-time mum now", [],
         "User is a full-time mum", "User is a full-time mum"),
        # tenth round: unpacking is a move; a job said as being something or somewhere
        ("User lives in Seoul", "just finished unpacking in Busan, new chapter!", [], "User lives in Busan",
         "User lives in Busan"),
        ("User works as a cashier", "I'm a bank teller now, started on Monday", ["User works as a cashier"],
         "User is a bank teller", "User works as a bank teller"),
        ("User works at IBM", "I handed in my notice at IBM and I'm at Oracle now", [], "User is at Oracle",
         "User works at Oracle"),
        # fifteenth round: one home traded for another; being with an employer now
        ("User lives in Oslo", "we traded Oslo for Trondheim last winter", [], "User lives in Trondheim",
         "User lives in Trondheim"),
        ("User works at Amazon", "I'm with Shopify now, joined in March", [], "User is with Shopify",
         "User works at Shopify"),
        # eleventh round: going over to a named employer; a food added back, a job taken up at a place
        ("User works at Amazon", "I switched over to Spotify in September", [], "User works at Spotify",
         "User works at Spotify"),
        ("User is vegan", "I've added fish back into my diet", [], "User eats fish", "User eats fish"),
        ("User is unemployed", "good news, I start as a pharmacist at the hospital on Monday", [],
         "User is a pharmacist at the hospital", "User is a pharmacist at the hospital"),
        # eighteenth round: a possessive in the place of work; the one in charge; "shifted" is a move
        ("User works as a bartender", "I finally got my nursing license and I work at the children's hospital now",
         [], "User works at the children's hospital",
         "User works at the children's hospital"),
        ("User works as a teacher", "I'm the principal of the school now", [],
         "User is the principal of the school now", "User is the principal of the school"),
        # sixteenth round: work said as doing it, in the user's words
        ("User works as a barista", "I'm managing a bookshop these days", ["User works as a barista"],
         "User is managing a bookshop", "User manages a bookshop"),
        ("User works as a journalist", "I write code for a fintech startup now, journalism is behind me", [],
         "User's job now is writing code for a fintech startup", "User writes code for a fintech startup"),
        # nineteenth round: one of a place's people; starting at an employer; the owner of what the
        # user opened; a job at a place, or work on a ward, in the user's words
        ("User lives in Gothenburg", "I'm a Stockholmer these days", [], "User lives in Stockholm",
         "User lives in Stockholm"),
        ("User works at Uber", "last month I started at Lyft", [], "User's job now is Lyft", "User works at Lyft"),
        ("User works as a lawyer", "I left the law firm to open a cafe", [], "User is now a cafe owner",
         "User owns a cafe"),
        ("User works as a cashier", "I got a job at the library, shelving books all day", [],
         "User's job now is shelving books at the library", "User works at the library"),
        ("User works as a cook", "I got my nursing degree and work on a cardiac ward now", [],
         "User works on a cardiac ward", "User works on a cardiac ward"),
        # a diet named beside what the user eats again is the change, asked (seen on the full run
        # after the twenty-third round, when code read it as "User eats eggs")
        ("User is vegan", "I've started eating eggs again, so vegetarian now", [], "User is vegetarian",
         "User is vegetarian"),
        # twenty-third round: a business of one's own is on the job topic
        ("User works as an engineer", "I run a small pottery studio now", [], "User runs a small pottery studio",
         "User runs a small pottery studio"),
        # twentieth round: the movers are a move
        ("User lives in Seville", "the movers dropped our boxes in Granada on Friday", [], "User lives in Granada",
         "User lives in Granada"),
        # the twenty-eighth round: the family one stays with is company, not the one who moved; a stay that
        # goes on is no trip; a job that is a state; work said as shifts or as working as; events that
        # are a change in themselves (engaged, a probation passed)
        ("User lives in Pune", "transfer came through, now staying in Chennai with my uncle's family", [],
         "User lives in Chennai", "User lives in Chennai"),
        ("User lives in Leeds", "we are in Whitby for a month now and the sea air is great", [],
         "User lives in Whitby", "User lives in Whitby"),
        ("User works as a postman", "Last round ever today, officially retired now!", [], "User's job now is retired",
         "User is retired"),
        ("User is a student", "Finished my degree, working full time as a loss adjuster now", [],
         "User is a loss adjuster at Leeds", "User works as a loss adjuster"),
        ("User is unemployed", "doing night shifts as a hospital cleaner these days, knackered", [],
         "User is a hospital cleaner", "User works as a hospital cleaner"),
        ("User is single", "guess who's engaged!! Tariq asked me on the pier", [], "User is engaged",
         "User is engaged"),
        ("User works as a waiter", "passed my probation as a dental hygienist today", [],
         "User is a dental hygienist", "User is a dental hygienist"),
        # the thirty-second round: a proposal, a cancelled engagement, "finish between us" in the answer's words
        ("User is dating Caoimhe", "Popped the question on the cliffs and she said yes!", [], "User is engaged",
         "User is engaged"),
        ("User is engaged to Yasmin", "The engagement with Yasmin is cancelled, our families could not agree", [],
         "User is single", "User is single"),
        ("User is dating Bartek", "Me and Bartek, it's finish between us since May", [], "User is single",
         "User is single"),
        # the thirty-third round: a diet "thing", study as
        # the job, a statement ending on "honestly?", Pidgin "I dey chop everything now"
        ("User is vegetarian", "I've been doing the pescatarian thing since new years, prawn ideas?", [],
         "User is a pescatarian", "User is a pescatarian"),
        ("User works as a barista", "I quit the coffee shop and from October I study nursing at university in Lublin",
         [], "User studies nursing at university in Lublin", "User is a student of nursing at university in Lublin"),
        ("User is vegan", "Had my first steak in six years last night and honestly? No regrets", [],
         "User eats meat", "User eats meat"),
        ("User is vegetarian", "Chale, I dey chop everything now, my wife's chicken soup converted me back", [],
         "User eats meat", "User eats meat"),
        ("User lives in London", "Always dreamed of living in Lisbon and now I actually do!", [],
         "User lives in Lisbon", "User lives in Lisbon"),
        # the thirtieth round: the answer's post without an article
        ("User is a student", "I graduate already and now working in Huawei office as data analyst", [],
         "User's job now is data analyst at Huawei", "User works as data analyst at Huawei"),
        # the 34th round, from the slot check alone on tuned pairs: the example's city said by the user is
        # no copy of the example; an employer as the job, or as employed by where the speaker says so
        ("User lives in Leeds", "update: the new flat in Porto is tiny but the view!", [], "User lives in Porto",
         "User lives in Porto"),
        ("User works at Siemens", "I'm now employed by Bosch", [], "User is employed by Bosch",
         "User works at Bosch"),
        ("User works at McDonald's", "quit maccies lol, been at the Odeon since tuesday", [],
         "User's job now is at the Odeon", "User works at the Odeon"),
        # the 36th round, right answers that code had turned down: words that only wrap the value (a trailing
        # "now", "someone named", "works in Telkom as"), a job with its town or three words before it, texted
        # "im", "getting used to" a place (no past habit), "bf", a relationship
        # "finished", a divorce answered as a separation, "relocate" as a word of change
        ("User works as a cashier", "lol im a dental nurse now 🦷 loving it", [], "User is a dental nurse now",
         "User is a dental nurse"),
        ("User is single", "I just started seeing someone named Emeka", [],
         "User is dating someone named Emeka", "User is dating Emeka"),
        ("User works at Vodafone", "Now I work in Telkom as network engineer since March", [],
         "User works in Telkom as network engineer", "User works as a network engineer at Telkom"),
        ("User works as a lawyer", "I am now full-time secondary school teacher in Aarhus", [],
         "User is a full-time secondary school teacher in Aarhus", "User is a full-time secondary school teacher"),
        ("User lives in Madrid", "Still getting used to the hills here in Lisbon since the move", [],
         "User lives in Lisbon", "User lives in Lisbon"),
        ("User is single", "got a bf now, we met at the climbing gym", [], "User is dating someone",
         "User is dating someone"),
        ("User has a girlfriend named Ines", "Ines and I finished our relationship in May, on my own now", [],
         "User is single",
         "User is single"),
        ("User lives in Kano", "I don relocate come Enugu since January, e sweet me", [], "User lives in Enugu",
         "User lives in Enugu"),
        # the 37th round (the 53rd and 54th batches' misses): a place with its country across a comma, texted
        # "w my brother" as company, a post for a body
        ("User lives in Galway", "I'm not in Galway anymore, I'm in Nelson, New Zealand now", [],
         "User lives in Nelson, New Zealand", "User lives in Nelson, New Zealand"),
        ("User lives in Hamilton", "moved out to kelowna w my brother, loving it now", [], "User lives in Kelowna",
         "User lives in Kelowna"),
        ("User works as a journalist", "I'm a communications officer for the health board now", [],
         "User is a communications officer for the health board", "User works as a communications officer"),
        # a word said without its g is the answer's word ("I'm driving taxis for Uber now" is read by code since the
        # 38th session's round)
        ("User works at Tesco", "I'm in my first month drivin' a lorry for Eddie Stobart", [],
         "User's job now is driving a lorry for Eddie Stobart", "User drives a lorry for Eddie Stobart"),
        # the 38th round: answers the 53rd-56th batches' runs turned down — a post with its employer joined, a
        # texted "dev", a job flown for an airline (a meat in Portuguese, "churrasco", is read by code since the 46th
        # round)
        ("User works at Infosys", "bro finally left infosys 😮‍💨 joined zoho as a backend dev last mon, way "
         "better vibe", [], "User is a backend developer at Zoho", "User works as a backend developer at Zoho"),
        ("User works as a pharmacist", "Haven't counted a single pill since I got my wings: flying short-haul routes "
         "as a first officer for Aer Lingus keeps me on the go.", [],
         "User's job now is a first officer for Aer Lingus", "User works as a first officer"),
    ],
)  # fmt: skip
async def test_a_change_the_extractor_missed_is_found_by_asking_about_the_slot(
    make: Make, old: str, said: str, extracted: list[str], reply: str, new: str
) -> None:
    llm = ScriptedProvider([facts(*(fact(e) for e in extracted)), answer(reply)])
    memory = make(llm, similarity_threshold=0.99)
    kept = await memory.add("u", "User has a dog named Rex")
    replaced = await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    active = {m.content: m for m in await memory.list("u")}
    assert set(active) == {kept.content, new}
    assert active[new].supersedes == replaced.id
    assert [r.purpose for r in llm.requests] == ["extract", "consolidate"]
    assert f"MESSAGE: {said}" in llm.requests[1].messages[-1]["content"]
    counters = await memory.counters()
    assert (counters["check.calls"], counters["check.changes"]) == (1, 1)


@pytest.mark.parametrize(
    ("extracted", "said", "stored"),
    [
        # seen on bench/contradictions.py: "User is a full-time potter" was added beside the old job
        ("User is a full-time potter", "I handed in my notice and I'm a full-time potter now",
         "User works as a full-time potter"),
        # the twenty-second batch: a word with a capital inside, and the user's "full-time" left out
        ("User is a YouTuber", "I'm a full-time YouTuber these days", "User works as a YouTuber"),
        # the twenty-fourth batch: the employer that hired the speaker, which the model left out
        ("User is a designer", "Figma hired me as a designer in June", "User works as a designer at Figma"),
    ],
)  # fmt: skip
async def test_an_extracted_job_said_as_being_someone_replaces_the_job_held(
    make: Make, extracted: str, said: str, stored: str
) -> None:
    llm = ScriptedProvider([facts(fact(extracted))])
    memory = make(llm, similarity_threshold=0.99)
    replaced = await memory.add("u", "User works as a software engineer")
    await exchange(memory, said)
    await memory.process()
    active = await memory.list("u")
    assert [(m.content, m.supersedes) for m in active] == [(stored, replaced.id)]
    assert [r.purpose for r in llm.requests] == ["extract"]


@pytest.mark.parametrize(
    ("extracted", "said", "stored"),
    [
        (
            "User is dating someone",
            "I've been seeing someone new, her name is Lena",
            "User is in a relationship with Lena",
        ),
        ("User has a boyfriend", "got a boyfriend! his name is Omar", "User is in a relationship with Omar"),
        ("User is dating someone", "I've been seeing someone new", "User is dating someone"),  # no name said
        ("User has a dog", "I got a puppy, her name is Lena", "User has a dog"),  # not a partner
        # a spouse or a fiancé(e) named beside the status
        (
            "User is married",
            "Any ideas for our first anniversary? My husband Diego loves hiking",
            "User is married to Diego",
        ),
        ("User is married", "ok so my wife amara wants a dog, which breed for a flat", "User is married to Amara"),
        (
            "User is engaged",
            "My fiancée, Sofia, wants a summer wedding. Venues near Porto?",
            "User is engaged to Sofia",
        ),
        ("User is married", "My husband and I want a dog, which breed for a flat?", "User is married"),  # no name
        ("User is married", "My wife amara wants a dog", "User is married"),  # lower case only in a lower-case message
        ("User is engaged", "My husband Diego says we should elope", "User is engaged"),  # not a fiancé: left alone
    ],
)
async def test_a_partner_named_in_the_message_is_kept_in_the_memory(
    make: Make, extracted: str, said: str, stored: str
) -> None:
    memory = make(ScriptedProvider([facts(fact(extracted))]), similarity_threshold=0.99)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [stored]


@pytest.mark.parametrize(
    ("held", "new", "changes"),
    [
        ("User has a boyfriend named Mateo", "User is in a relationship with Mateo", False),  # the same partner
        ("User has a girlfriend named Chloé", "User is dating Chloé", False),
        ("User has a boyfriend, Jean-Luc", "User is seeing Jean-Luc", False),
        ("User has a girlfriend named Chloé", "User is dating Ingrid", True),  # another partner
        ("User has a boyfriend named Mateo", "User is single", True),
        ("User has a boyfriend named Mateo", "User is married to Mateo", True),  # another status
        ("User has a boyfriend", "User is dating Mateo", True),  # who, where none was named: as ever
    ],
)
def test_a_partner_named_beside_the_word_for_them_is_that_partner(held: str, new: str, changes: bool) -> None:
    was, now = slot_of(held), slot_of(new)
    assert was is not None and now is not None
    assert now.contradicts(was) is changes and was.contradicts(now) is changes


async def test_the_same_partner_said_by_name_changes_nothing(make: Make) -> None:
    # seen on bench/contradictions.py (141st-144th batches, a neutral message): "User has a boyfriend named Mateo"
    # superseded by "User is in a relationship with Mateo" for an anniversary
    said = "Mateo and I have been together two years now. What's a traditional second anniversary gift?"
    llm = ScriptedProvider([facts(fact("User is in a relationship with Mateo")), answer(None), answer(None)])
    memory = make(llm, similarity_threshold=0.99)
    held = await memory.add("u", "User has a boyfriend named Mateo")
    await exchange(memory, said)
    await memory.process()
    active = await memory.list("u")
    assert held.id in {m.id for m in active}
    assert all(m.supersedes is None for m in active)


async def test_a_slot_checks_answer_keeps_the_partners_name_too(make: Make) -> None:
    # seen on bench/contradictions.py: the extractor copied "User is single" back and the slot
    # check answered "User is dating someone"
    llm = ScriptedProvider([facts(fact("User is single")), answer("User is dating someone")])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User is single")
    await exchange(memory, "we've been seeing each other a few weeks now, her name is Lena")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User is in a relationship with Lena"]
    assert [r.purpose for r in llm.requests] == ["extract", "consolidate"]


def test_a_fact_in_the_users_own_first_person_words_is_dropped() -> None:
    # seen on bench/contradictions.py: stored beside "User works as a waitress" as a memory
    items = [
        "They made me manager of the restaurant in the week of 2026-11-23",
        "My sister lives in Rome",
        "User moved to the US",  # "US" is a country, not "us"
        'User calls her mum "my rock"',  # quoted
    ]
    kept, dropped = validate({"facts": [{"content": c, "kind": "fact", "importance": 0.5} for c in items]}, ["fact"])
    assert [c.content for c in kept] == items[2:] and dropped == 2


@pytest.mark.parametrize(
    ("old", "said", "new"),
    [
        # the partner the memory names, with a change of status in the same sentence
        ("User has a girlfriend named Rosa", "Rosa and I aren't together anymore", "User is single"),
        ("User is engaged to Chris", "Chris called off the engagement", "User is single"),
        ("User is dating Ben", "Ben and I broke things off last week", "User is single"),
        ("User is engaged to Priya", "Priya and I tied the knot in June!", "User is married to Priya"),
        ("User is engaged to Leon", "Leon and I got hitched in May!", "User is married to Leon"),
        ("User is married to Sofia", "Sofia and I are divorced now", "User is divorced"),
        ("User is married to Hugo", "I lost my husband Hugo in the spring", "User is widowed"),
        ("User is married to Tom", "Tom and I finalised our divorce this month", "User is divorced"),
        ("User is dating Ben", "Ben and I called it quits a few weeks ago", "User is single"),
        # a new partner by name, the two of them a couple now
        (
            "User is single",
            "I met someone, Julia, and we're officially a couple now",
            "User is in a relationship with Julia",
        ),
        ("User is dating Marco", "I'm seeing Ana now, Marco is history", "User is in a relationship with Ana"),
        # no word of change needed for what code reads plainly
        (
            "User is single",
            "I've been seeing a guy called Pedro for a few months",
            "User is in a relationship with Pedro",
        ),
        # a post given to the speaker
        ("User works as a waitress", "they made me manager of the restaurant last week", "User is now a manager"),
        # work said as done for a living, in the user's words
        ("User works as a mechanic", "these days I drive a taxi for a living", "User drives a taxi for a living"),
        # sixteenth round: husband and wife now; a partner named by role, beside a plan of theirs
        ("User is engaged to Hana", "Hana and I are husband and wife as of Saturday", "User is married to Hana"),
        ("User is single", "my boyfriend Karim is moving in next week", "User is in a relationship with Karim"),
        ("User is separated", "my new girlfriend Lou is lovely", "User is in a relationship with Lou"),
        ("User is single", "my fiancé Marco proposed on the beach!", "User is engaged to Marco"),
        # out of work, said by the speaker
        ("User works as an electrician", "I've been laid off, so I'm job hunting now", "User is unemployed"),
        ("User works at Intel", "we were both made redundant in the spring", "User is unemployed"),
        ("User is single", "my wife Ana and I went to Rome", "User is married to Ana"),
        # nineteenth round: eating what the diet leaves out, said as a change
        ("User is vegan", "I'm eating fish and eggs these days", "User eats fish and eggs"),
        ("User is vegetarian", "I eat chicken again these days", "User eats chicken"),
        # twenty-third round: asked to marry; eating again, said with "I've started"
        ("User is dating Theo", "Theo asked me to marry him and of course I said yes", "User is engaged to Theo"),
        ("User is vegan", "I've started eating cheese and eggs again", "User eats cheese and eggs"),
        # twenty-second round: a partner by role without a name
        ("User is single", "my partner and I just celebrated six months", "User is in a relationship"),
        ("User is single", "my fiancé and I set a date for the wedding", "User is engaged"),
        ("User is divorced", "my boyfriend and I moved in together", "User is in a relationship"),
        # twenty-first round: an offer accepted and started; back at work; official as a couple; a
        # proposal; eating what the diet leaves out from somewhere
        ("User works at Netflix", "I accepted an offer from Hulu and started last Monday", "User works at Hulu"),
        (
            "User is retired",
            "I went back to work part-time at a garden centre",
            "User works part-time at a garden centre",
        ),
        ("User is single", "Sam and I are official now, we're a couple", "User is in a relationship with Sam"),
        ("User is in a relationship with Jo", "Jo popped the question and I said yes", "User is engaged to Jo"),
        ("User is vegan", "I eat eggs from my neighbour's hens now, still no meat", "User eats eggs"),
        # twentieth round: a field of work; a divorce under way
        ("User works as a journalist", "these days I do PR for a hospital", "User works in PR for a hospital"),
        ("User works as a nurse", "I work in marketing now", "User works in marketing"),
        ("User is married to Tariq", "Tariq and I are getting a divorce", "User is getting divorced"),
        # twenty-fourth round: going steady; parting ways
        ("User is single", "I'm going steady with a guy named Luca", "User is in a relationship with Luca"),
        ("User is married to Omar", "Omar and I parted ways last year", "User is separated"),
        # twenty-fifth round: taken on, poached; my husband now; done, called time, the ring given back; down on one
        # knee; our marriage; a divorce going through; a partner by another word
        ("User is unemployed", "the council took me on as a refuse collector", "User works as a refuse collector"),
        ("User works at Google", "Canva poached me from Google in the spring", "User works at Canva"),
        ("User is engaged to Felix", "Felix is officially my husband as of Saturday!", "User is married to Felix"),
        ("User is dating Hannah", "Hannah and I are done, we called time on it in April", "User is single"),
        ("User is dating Rory", "Rory got down on one knee and I said yes", "User is engaged to Rory"),
        ("User is engaged to Gemma", "the wedding's off, Gemma gave me the ring back", "User is single"),
        (
            "User is engaged to Meera",
            "our marriage happened last month, Meera's family arranged it",
            "User is married to Meera",
        ),
        ("User is married to Stefan", "the divorce is going through, Stefan has moved out", "User is getting divorced"),
        ("User is single", "me and my fella have been together since Easter", "User is in a relationship"),
        # twenty-sixth round: the employer held, left by name; out of work texted without "I"; a job
        # got; a name in a message all in lower case; an "if" further on is not the change's
        ("User works at Amazon", "i quit amazon today. no plan, just done", "User no longer works at Amazon"),
        ("User works at a bank", "I left the bank last month, taking a break", "User no longer works at a bank"),
        ("User works as an engineer", "Got made redundant on Friday. Any cover letter tips?", "User is unemployed"),
        ("User works as a barista", "i quit the cafe lol. no job rn, living off savings", "User is unemployed"),
        ("User is unemployed", "finally got a job at a pub in Fremantle!", "User has a job at a pub in Fremantle"),
        ("User is dating Sam", "sam and i broke up last night", "User is single"),
        (
            "User is dating Liam",
            "solo this time since Liam and I split up, and I want to know if the museums need booking",
            "User is single",
        ),
        # twenty-seventh round: texted and dictated partners, a partner's death by name, "said yes";
        # fewer foods; a first week in a post, work left, fired by them, a contract ended
        ("User is dating Aiden", "me n aiden r done. he cheated", "User is single"),
        ("User is dating Priya", "Priya said yes!! We're engaged!!", "User is engaged to Priya"),
        ("User is single", "ngl im taken now, me and jordan made it official", "User is in a relationship with Jordan"),
        ("User is single", "My girlfriend Aisha is vegetarian, any mains?", "User is in a relationship with Aisha"),
        ("User is single", "me and my boy friend have our one month anniversary", "User is in a relationship"),
        ("User is married to Daniel", "Daniel passed away in March, meals for one?", "User is widowed"),
        ("User is married to Dana", "Dana passed away in the autumn, I'm still adjusting", "User is widowed"),
        ("User is vegetarian", "Dropped dairy and eggs last month, snack ideas", "User is vegan"),
        ("User is pescatarian", "cut out fish completely since that documentary", "User is vegetarian"),
        ("User eats meat", "I've stopped eating red meat and chicken, it's only fish now", "User is pescatarian"),
        ("User works as a barista", "first week done as a tattoo apprentice", "User works as a tattoo apprentice"),
        (
            "User is unemployed",
            "Been a data analyst at Sainsbury's for a week now",
            "User works as a data analyst at Sainsbury's",
        ),
        ("User works as a nurse", "I handed in my notice and today was my last day", "User no longer works as a nurse"),
        ("User works at Tesco", "They FIRED me. Twelve years at Tesco", "User is unemployed"),
        ("User works at Shell", "my contract with shell ended last week", "User is unemployed"),
        ("User works as an accountant", "I am presently between positions", "User is unemployed"),
        # the twenty-eighth round
        ("User works at Walmart", "well they done fired me from walmart", "User is unemployed"),
        ("User works as a barista", "im out of work as of friday, the cafe shut", "User is unemployed"),
        ("User is married to Ewa", "two months since Ewa's funeral and the house is so quiet", "User is widowed"),
        ("User works as a cashier", "first week at the Bunnings warehouse done, my feet are wrecked",
         "User works at the Bunnings warehouse"),
        ("User works at KPMG", "my first payslip at Monzo came in today", "User works at Monzo"),
        ("User is vegetarian", "my GP wants more omega-3 so I have begun eating fish twice a week, having been "
         "vegetarian for years", "User eats fish"),
        # the twenty-ninth round: a partner named, then "passed" or "she passed"; a new partner
        # beside the end with the old one; the partner as an ex; joined as something; no more meat
        # but fish
        ("User is married to Gideon", "since Gideon passed in June the evenings are long", "User is widowed"),
        ("User is married to Gideon", "sorting Gideon's shed since he passed last spring", "User is widowed"),
        ("User is single", "Siân and I are going out now!!", "User is in a relationship with Siân"),
        ("User is dating Ravi", "Been seeing Mateo for a month since Ravi and I broke up",
         "User is in a relationship with Mateo"),
        ("User is married to Haruto", "my ex-husband Haruto has the kids this weekend", "User is divorced"),
        ("User is a student", "I joined as a junior analyst on Monday", "User works as a junior analyst"),
        ("User eats meat", "no more meat for me, fish is still fine though", "User is pescatarian"),
        # the thirtieth round: let go by a workplace, one of many sacked, a post given, an employer
        # started at, an apprenticeship, a first year of study, a yes to a proposal, someone new by
        # name, animal foods back but no meat
        ("User works as a plumber", "the firm let me go on Friday so it's just my wife's wage for now",
         "User is unemployed"),
        ("User works at Fonterra", "Fonterra laid off 200 of us today, me included", "User is unemployed"),
        ("User works as a line cook", "just got made sous chef at Ostra, so the rota is mine now",
         "User is now a sous chef"),
        ("User works at Maersk", "Writing a goodbye to my old team at Maersk. I started at Hapag-Lloyd on Monday",
         "User works at Hapag-Lloyd"),
        ("User is a student", "finished sixth form and started at greggs full time", "User works at Greggs"),
        ("User works as a barman", "I'm after starting the apprenticeship with a plumber in Athlone",
         "User is an apprentice plumber"),
        ("User works as a line cook", "first year nursing at lakehead is killing me", "User is a student at Lakehead"),
        ("User is single", "Cerys said yes! Popped the question up Pen y Fan", "User is engaged to Cerys"),
        ("User is single", "im seeing someone new her name is saoirse", "User is in a relationship with Saoirse"),
        ("User is vegan", "I'm back on dairy and eggs, still no meat though", "User is vegetarian"),
        # the thirty-first round: let all go, resigned, left the firm, a new team or manager at work, a
        # degree now; a breakup said in Singapore English, an engagement called off by agreement, an
        # old partner as old news beside the new one, someone new by "this guy", a wife after an
        # engagement, "passed and"; fish back without meat, off meat with fish kept
        ("User works as a coal miner", "got time to learn Python now since the mine let us all go in the spring",
         "User is unemployed"),
        ("User works as a bank teller", "I have resigned from the bank, now I run a poultry farm. How many hens "
         "can I start with?", "User no longer works as a bank teller"),
        ("User works as a paralegal", "now that I'm home full time since I left the firm she stays up late",
         "User no longer works as a paralegal"),
        ("User works at Al Noor Hospital", "I need an outline for my new team at Mafraq Pharmaceuticals",
         "User works at Mafraq Pharmaceuticals"),
        ("User works as a line cook", "my new manager at the hospital wants us to do a safety module",
         "User works at the hospital"),
        ("User works as a software engineer", "im doing a nursing degree now at 34 lol", "User is a student"),
        ("User is dating Thisuri", "me and Thisuri break up already so cannot go together", "User is single"),
        ("User is engaged to Rohan", "Rohan and I have mutually decided to call off the engagement",
         "User is single"),
        ("User is dating Anselm", "Anselm is old news, I with Kwesi now", "User is in a relationship with Kwesi"),
        ("User is single", "ive been seeing this guy eamon for like a month", "User is in a relationship with Eamon"),
        ("User is engaged to Mirela", "My wife (still weird saying that) wants a home office",
         "User is married to Mirela"),
        ("User is married to Gerald", "It's been three months since Gerald passed and the house is so quiet",
         "User is widowed"),
        ("User is vegetarian", "I've started back on the fish, still no meat mind you", "User is pescatarian"),
        ("User eats meat", "Been off the red meat and chook since Easter, just fish and prawns now",
         "User is pescatarian"),
        ("User eats meat", "The cardiologist has had me off all meat since February. I still have my kippers and "
         "cod on Fridays", "User is pescatarian"),
        # the thirty-second round: animal foods had again, fired after a comma, stopped working at a
        # workplace, a spouse beside a plan
        ("User is vegan", "um so I've started having eggs and cheese again but still no meat", "User is vegetarian"),
        ("User works as a paralegal", "my schedule is different now, got fired from the firm tuesday",
         "User is unemployed"),
        ("User works as a pharmacist", "I stopped working in the pharmacy, now I bake bread for the market",
         "User no longer works as a pharmacist"),
        ("User is engaged to Ingrid", "My wife - still weird saying that - wants to frame the vows",
         "User is married to Ingrid"),
        # the thirty-third round: a partner by a texted or Patois role, a couple shouted, a death before
        # the name, a wedding as the big day or the honeymoon; meat, fish or every animal product left out
        ("User is single", "my bf Jun Wei say want to go Sentosa, what to bring ah",
         "User is in a relationship with Jun"),
        ("User is single", "Mi an mi new man Delroy a plan a likkle trip to Ocho Rios",
         "User is in a relationship with Delroy"),
        ("User is single", "ME AND KOFI ARE OFFICIALLY A THING, outfit ideas?", "User is in a relationship with Kofi"),
        ("User is married to Tunde", "Following the passing of my husband Tunde, I need to close his account",
         "User is widowed"),
        ("User is married to Harold", "Three weeks since we buried Harold, and the garden is a mess",
         "User is widowed"),
        # and a code review's: a partner who is also the best friend, a couple one's mum remarks on
        ("User is single", "My girlfriend Ana is my best friend and we just moved in together",
         "User is in a relationship with Ana"),
        ("User is single", "Me and Kofi are officially a thing, my mum said it's about time",
         "User is in a relationship with Kofi"),
        # and the second review's: a partner's death after "since", a dream come true; a honeymoon had
        ("User is married to Harold", "Worried about money since the passing of my husband Harold",
         "User is widowed"),
        ("User is engaged to Tom", "Tom and I are back from our honeymoon in Zanzibar!", "User is married to Tom"),
        ("User is engaged to Niamh", "the big day went off lovely on Saturday, Niamh is stuck with me now and the vows "
         "made everyone cry", "User is married to Niamh"),
        ("User is dating Ama", "Me and Ama's honeymoon was cut short by the rain", "User is married to Ama"),
        ("User is pescatarian", "I have stopped fish also, now pure veg only", "User is vegetarian"),
        ("User eats meat", "I don stop to chop meat since January, only beans now", "User is vegetarian"),
        ("User eats meat", "since I turn Ital, no meat, no fish, no dairy", "User is vegetarian"),  # eggs unsaid
        ("User eats meat", "cut out meat and all animal products from today", "User is vegan"),
        ("User eats meat", "cutting out all meat from today, still doing eggs and cheese", "User is vegetarian"),
        ("User is pescatarian", "I decide to stop eat fish and every animal product", "User is vegan"),
        # the 35th round: the girlfriend held now a wife; the partner held now "the ex"; a field of work
        ("User has a girlfriend named Sophie", "My wife Sophie and I can't agree on which wedding photos to hang",
         "User is married to Sophie"),
        ("User is dating Sam", "Since Sam, the ex now, took his stuff, the wardrobe is all mine", "User is single"),
        ("User works as a journalist", "my second week doing PR for the council, it's press releases now",
         "User works in PR for the council"),
        ("User works as a nurse", "my second week doing PR for the council since I left nursing, loving it now",
         "User works in PR for the council"),
        ("User is flexitarian", "I cut out all meat for good in January", "User is vegetarian"),  # as a meat eater
        ("User is engaged to Leon", "No kidding, Leon and I got hitched on Saturday", "User is married to Leon"),
        ("User is single", "Been going out with a girl called Roisin since the summer",
         "User is in a relationship with Roisin"),
        # the 38th round: a fiancé or a spouse where a partner is held; a move "up tae" a town
        ("User is dating Mateo", "My fiancé Mateo wants a small ceremony, but my mum is pushing for 200 guests",
         "User is engaged to Mateo"),
        ("User has a boyfriend named Mateo", "My fiancé Mateo and I are trying to pick a wedding date",
         "User is engaged to Mateo"),
        ("User is dating Tamsin", "My wife reckons I can't cook a roast to save my life", "User is married to Tamsin"),
        ("User is dating Tom", "my husband-to-be Tom is cooking tonight", "User is engaged to Tom"),
        ("User lives in Glasgow", "Aye, we've flitted up tae Inverness noo, the wee flat's got a grand view",
         "User lives in Inverness"),
    ],
)  # fmt: skip
async def test_a_change_said_plainly_is_read_by_code_without_a_question(
    make: Make, old: str, said: str, new: str
) -> None:
    llm = ScriptedProvider([facts(fact(old))])  # the small model copied the old value back
    memory = make(llm, similarity_threshold=0.99)
    kept = await memory.add("u", "User has a dog named Rex")
    replaced = await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    active = {m.content: m for m in await memory.list("u")}
    assert set(active) == {kept.content, new}
    assert active[new].supersedes == replaced.id
    assert [r.purpose for r in llm.requests] == ["extract"]


@pytest.mark.parametrize(
    ("old", "said"),
    [
        ("User is married to Raj", "Raj's brother is getting divorced"),  # someone else's, by the partner's name
        ("User is dating Ben", "Ben and I never broke up, whatever people say now"),  # denied
        ("User is married to Dana", "Dana and I just celebrated ten years together"),  # no change said
        ("User works as a taxi driver", "these days I drive a taxi for a living"),  # the same work
        ("User works as a waitress", "my mum made me dinner again, so kind"),  # not a post
        ("User works as a nurse", "these days I hate what I do for a living"),  # no work named
        ("User is dating Mia", "Mia and I are together now, it's been a year"),  # the same partner
        ("User is single", "my sister met someone, Tom, and they're a couple now"),  # someone else's
        ("User is single", "my friend has been seeing a guy called Pedro for months"),  # someone else's
        ("User is married", "I'm seeing Anna tonight, date night at last"),  # maybe the partner the memory means
        ("User is dating Marco", "Ana and I are together on the new project"),  # not a couple
        ("User works as a nurse", "I was fired up about the new ward again"),  # not fired
        ("User works as a teacher", "I was almost laid off again last year"),  # nearly
        ("User works at Intel", "my brother just got laid off from Intel"),  # someone else
        ("User is widowed", "I miss my husband Hugo so much"),  # the late husband
        ("User is separated", "my wife Ana and I talk every week"),  # the one separated from
        ("User is single", "my ex Karim is moving to Spain"),  # an ex
        ("User is dating Ben", "my boyfriend Ben is moving in next week"),  # the same partner
        ("User is vegetarian", "my husband started eating steak again, I just cook around it"),  # his
        ("User is vegan", "I never eat fish now"),  # denied
        ("User is vegetarian", "I ate a burger at the fair"),  # once, no change said
        ("User works as a nurse", "my wife works in marketing now"),  # hers
        ("User works as a nurse", "I do PR for my sister's band now and then"),  # a sideline
        ("User is married to Elena", "Elena's parents are getting divorced, it's a lot now"),  # theirs
        ("User works at Netflix", "I accepted an offer from Hulu, I start in May"),  # not started
        ("User is retired", "my husband went back to work at the bakery"),  # his
        # twenty-sixth round
        ("User works at Amazon", "I left Amazon a review"),  # not the employer left
        ("User works at Amazon", "my wife quit Amazon today"),  # hers
        ("User works at Amazon", "I almost quit Amazon today"),  # nearly
        ("User is dating Liam", "if Liam and I split up I'd move out"),  # supposed
        ("User is dating Will", "we will split up one day, who knows"),  # a word, not the partner's name
        # twenty-seventh round
        ("User is married to Daniel", "Daniel's mum passed away in March"),  # someone else's
        ("User is married to Daniel", "Daniel told me his grandfather died"),  # not Daniel
        ("User is dating Priya", "Priya said yes to dinner on Friday"),  # not a proposal
        ("User is vegetarian", "my sister dropped dairy and eggs last month"),  # hers
        ("User is vegetarian", "I never cut out dairy and eggs"),  # denied
        ("User eats meat", "I've stopped eating red meat"),  # fish not said to stay: no diet named
        ("User works as a nurse", "my son's first week as an apprentice went well"),  # his
        ("User works as a nurse", "I've been a good listener all my life"),  # no post
        ("User works as a nurse", "they fired up the grill for us"),  # not fired
        ("User is dating Marco", "marco's brother just got engaged lol, now everyone's asking when we're next"),  # his
        ("User is dating Sam", "sam's parents are getting divorced, how do i support him"),  # theirs
        ("User is dating Jo", "Jo proposed we go to Rome in May"),  # a plan proposed
        ("User is widowed", "my partner and I used to travel a lot"),  # maybe the late one
        ("User is single", "my business partner and I signed a deal"),  # not a couple
        ("User is married to Omar", "Omar and his brother parted ways over the business"),  # theirs
        ("User works at Adobe", "They hired me as a designer in June"),  # no employer named
        ("User is dating Hannah", "Hannah and I are done with the kitchen at last"),  # done with something
        ("User works at Google", "my brother got poached by Meta"),  # his
        ("User works at Google", "Meta tried to poach me but I said no"),  # tried
        ("User works as a nurse", "my old boss hired me as a favour to my dad"),  # no job named
        ("User is engaged to Meera", "Meera's sister's wedding took place in Jaipur"),  # her sister's
        ("User is widowed", "I still talk to my other half every night"),  # maybe the late one
        ("User works at Deloitte", "my first day at Disneyland was magical"),  # no work beside it
        ("User works at Deloitte", "my son's first week at Tesco went well, he loves the job"),  # his
        ("User is married to Ewa", "Ewa's dad's funeral is on Friday"),  # her father's
        ("User is vegetarian", "my husband has begun eating fish twice a week"),  # his
        ("User is married to Gideon", "Gideon passed his driving test!"),  # something passed
        ("User is married to Gideon", "I told Gideon and he passed on the news"),  # the news passed on
        ("User is married to Gideon", "Gideon said his gran passed last week"),  # his gran
        ("User is married to Gideon", "Gideon met my ex boyfriend today"),  # my ex is someone else
        ("User works at Google", "I joined the choir as a tenor"),  # no work
        ("User is dating Keanu", "what if keanu and i broke up, would i have to move out? just overthinking"),
        ("User works as a nurse", "my boss let me leave early today"),  # let leave, not let go
        ("User works at Maersk", "I started at Planet Fitness on Monday, legs are sore"),  # no work
        ("User works at Maersk", "I started at Maersk in 2019 and never looked back"),  # the employer held
        ("User works as a barman", "my brother just got made head chef"),  # his post
        ("User works at Zenith Bank", "they laid off half of us last week but I survived"),  # not the speaker
        ("User is single", "My sister Ana said yes when Tom proposed!"),  # not the speaker's proposal
        ("User is single", "my mate is seeing someone new, her name is Ana"),  # someone else's
        ("User is vegan", "my sister is back on dairy and eggs but still no meat"),  # hers
        ("User works as a barman", "my son is after starting an apprenticeship with an electrician"),  # his
        ("User works as a barman", "first year of uni was a blast, then I found bar work"),  # a year that was
        ("User is dating Marco", "I'm with Vodafone now, the signal is better"),  # no end beside it
        ("User is engaged to Sam", "my future wife Sam picked the venue"),  # not married yet
        ("User is dating Ben", "Ben and I decided to call off the trip, too expensive"),  # a trip
        ("User is single", "my sister has been seeing this guy Marco for a month"),  # hers
        ("User is vegetarian", "my dad started back on the fish but still no meat"),  # his
        ("User works as a teacher", "my son is doing a law degree now"),  # his
        ("User works at Al Noor Hospital", "my husband's new team at Etihad is lovely"),  # his
        # the thirty-third round
        ("User is single", "My sister's new man Kofi is coming for dinner"),  # hers
        ("User is single", "my man Tom is home late again, what's for dinner"),  # "my man", no "new"
        ("User is dating Ama", "Me and Ama are planning our honeymoon in Zanzibar"),  # a plan
        ("User is married to Tunde", "Following the passing of my father, Tunde has been a rock"),  # not Tunde's
        ("User eats meat", "no meat, no cheese on my pizza tonight please"),  # a meal's
        ("User eats meat", "I never stopped eating meat"),  # denied
        ("User eats meat", "I stopped at the fish market on the way home"),  # no food left out
        ("User eats meat", "my sister has stopped eating meat after that video"),  # hers
        # found by a review of the thirty-third round: a new guy who fixes the car, a friend called gf or bf, a
        # couple only others see, a name followed by another's, a death feared, someone else's big day, a
        # honeymoon period or one planned, a cut at some times, for a while, tried, told, in jest or from a dish, a
        # meal's list of foods
        ("User is single", "Found a proper mechanic at last, my new guy Dave says the clutch is shot"),
        ("User is single", "Girls night tonight with my gf Tanya, finally!"),
        ("User is single", "My bf Sarah is getting married next week and I'm her maid of honour"),
        ("User is single", "Everyone at work thinks me and Tobiah are an item but we're just friends"),
        ("User is single", "Wait, me and Sam are a thing?? That's news to me"),
        ("User is married to Harold", "Six weeks since we buried Harold's mum and he's still not sleeping"),
        ("User is married to Harold", "I buried Harold in sand at the beach today"),
        ("User is married to Harold", "I keep having nightmares about the death of my husband Harold"),
        ("User is engaged to Priya", "The big day was yesterday, Priya's sister got married and we danced all night"),
        ("User is engaged to Priya", "The big day went well, Priya defended her PhD!"),
        ("User is dating Priya", "The honeymoon period with Priya is definitely over lol"),
        ("User is engaged to Priya", "Priya and I booked our honeymoon today, the wedding is in September"),
        ("User eats meat", "I don't eat meat on Fridays"),
        ("User eats meat", "I've cut down on meat this year"),
        ("User eats meat", "cutting out all meat for Lent, any recipes?"),
        ("User eats meat", "I tried cutting out meat last year but only lasted two weeks"),
        ("User eats meat", "My mum keeps telling me to stop eating meat"),
        ("User eats meat", "Since the diagnosis I've stopped eating meat after 6pm"),
        ("User eats meat", "cutting out the meat from the stew since my guests are vegetarian"),
        ("User eats meat", "Can you give me a recipe with no meat, no fish, no dairy?"),
        ("User is pescatarian", "Stopped fish oil capsules last month"),
        ("User is vegetarian", "cutting out dairy and eggs for a week before my allergy test"),
        # and by the second review: a new man who fixes the van, a thing of the past, a name buried at a game, a
        # death in a dream or a story, another occasion's big day, a honeymoon period, meat given up for a month,
        # a fast's list, a nursery's rules, the thing at work
        ("User is single", "Dropped the van at the garage, my new man Kev reckons it's the gearbox"),
        ("User is single", "Me and Jordan are a thing of the past, single and loving it"),
        ("User is married to Dave", "I buried Dave at Scrabble again last night"),
        ("User is married to Dave", "Had an awful dream about the death of my husband Dave"),
        (
            "User is engaged to Tom",
            "The big day went brilliantly, Tom and I threw his parents a 40th anniversary party, 80 guests!",
        ),
        ("User is dating Tom", "moved in together and the honeymoon was over within a week"),
        ("User eats meat", "I've given up meat for a month for charity"),
        ("User eats meat", "I'm on a 21-day Daniel Fast: no meat, no fish, no dairy"),
        ("User eats meat", "The nursery's new rules are no meat, no fish, no eggs in packed lunches"),
        ("User is pescatarian", "Work's doing the vegan thing for charity week"),
        # and by a code review: a kitchen's cut, a buried name and others, another's wedding beside the guests
        ("User eats meat", "I cut the meat for the stew, how long do I brown it?"),
        ("User eats meat", "We've got no more meat, so I'm making dal"),
        ("User is married to Harold", "We buried Harold and the kids in sand at Brighton"),
        (
            "User is engaged to Priya",
            "The big day was a blast, Priya and I danced with all the guests at Ama's wedding",
        ),
        ("User is married to Sophie", "My wife Sophie and I are painting the hall"),  # the status held
        # someone else's belief, read by code as well as in the model's answer (the 50th batch, again in the 35th
        # round: the mend after its first run reached only the answer)
        ("User has a boyfriend named Jonas", "lol my coworker thought jonas and i broke up. nope, he was just sick"),
        ("User has a girlfriend named Mia", "My late wife Anna would have loved Mia"),
        # the 35th round's review: a wife or an ex only supposed, practised, joked, quoted or denied
        ("User has a girlfriend named Sophie", "If all goes to plan, next summer I'll be introducing my wife Sophie"),
        ("User has a girlfriend named Sophie", "practising saying my wife Sophie in the mirror, we're not engaged"),
        ("User has a girlfriend named Sophie", "my wife, Sophie... kidding, we're only dating"),
        ("User has a girlfriend named Sophie", "she's not my wife Sophie yet lol"),
        ("User has a girlfriend named Sophie", "my friend Jamie said 'my wife Sophie is pregnant' and I froze"),
        ("User is dating Sam", "Sam, my ex and my sister all went bowling"),
        ("User is dating Sam", "Sam, the ex now?? lol no, we're fine"),
        ("User is dating Sam", "what if Sam becomes Sam, the ex now"),
        ("User works as a journalist", "remember my first month doing PR back in 2009? now I'm back at the paper"),
        ("User works as a journalist", "my third week doing IT for my parents now, they never learn"),
        ("User works as a nurse", "my 5th week doing finance homework for my MBA, now I hate Excel"),
        ("User eats meat", "gone full-on vegan mode with this grocery haul, 0 meat in the trolley"),
        # the fifty-third batch's neutral messages: someone else's belief, then the value held said to hold still
        ("User works at Nokia", "My aunt thought I'd left Nokia for Ericsson after my LinkedIn update, nope, I'm still "
         "at Nokia"),
        # a partner held: a boyfriend named again, a spouse still ahead or in jest
        ("User has a boyfriend named Kai", "my boyfriend Kai is cooking tonight"),
        ("User is dating Tom", "I can't wait to call Tom my husband one day"),
        ("User is dating Sam", "Sam keeps calling me his wife lol, my wife Sam jk"),
        # and the third review's: a move still ahead, a stay, another's marriage, a denial across a comma
        ("User lives in Glasgow", "Since we move to Leeds next month, can you draft a change of address letter"),
        ("User lives in Glasgow", "We're now living in Leeds temporarily while Dad recovers"),
        ("User is dating Chidi", "Chidi don marry another woman o! I no fit believe am"),
        ("User eats meat", "I'd never say, hand on heart, that I'm vegan"),
        ("User is separated", "I'm not with Tom any more, but I'm married on paper until the divorce"),
        # and the second review's: a team's diet, a cut denied
        ("User eats meat", "Half my team stopped eating meat. The new office vegetarian options are great"),
        ("User eats meat", "It's not like I've cut out meat, I just like the new vegetarian menu"),
        # and the review's: someone else by name, the role as a noun's or in a question, a story
        ("User is dating Mateo", "In our D&D campaign my wife Elara got kidnapped by goblins"),
        ("User is dating Mateo", "Priya is my wife, we've been best friends since year 7"),
        ("User is dating Mateo", "Mateo as my husband? Maybe one day"),
        ("User is dating Mateo", "How do you say my husband in Spanish"),
        ("User has a boyfriend named Mateo", "Mateo introduced himself as my husband to get the room upgrade"),
        ("User lives in Glasgow", "I moved up to Grade 5 piano"),
        ("User lives in Glasgow", "I moved out to Boston for the summer internship, back in September"),
        ("User has no dietary restrictions", "I'm a gluten-free baker now, the orders keep coming"),
        ("User has no dietary restrictions", "I have the gluten-free diet sheet from the hospital for Dad"),
    ],
)  # fmt: skip
async def test_code_reads_no_change_where_none_is_said(make: Make, old: str, said: str) -> None:
    llm = ScriptedProvider([facts(), answer(None)])
    memory = make(llm)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [old]


LISBON = ("User lives in Lisbon", "living in Lisbon is lovely now that spring is here")
NURSE = ("User works as a nurse", "work is calmer now that I work from home on Fridays")


@pytest.mark.parametrize(
    ("held", "reply"),
    [
        (LISBON, None),  # the message does not say
        (LISBON, "User lives in Lisbon"),  # the same value
        (LISBON, "User is vegan"),  # another slot: not an answer about where they live
        (LISBON, "User lives in Porto"),  # the prompt's example, copied
        (("User lives in Lisbon", "the new flat is tiny but what a view"), "User lives in Porto"),  # the same
        # a place asked about, not the speaker's home ("my old flat in", not "my flat in")
        (("User lives in Lima", "Now that we moved, should I sell my old flat in Cusco?"), "User lives in Cusco"),
        (
            ("User works at Siemens", "Sarah from uni is employed by Pfizer now, we should catch up"),
            "User is employed by Pfizer",
        ),
        (
            ("User works at Siemens", "I'm employed by Siemens, my friend is employed by Pfizer now"),
            "User is employed by Pfizer",
        ),
        (LISBON, "they moved"),  # not a sentence about the user
        (LISBON, "User lives with her partner now"),  # no place: only a job is read without a pattern
        (NURSE, "User works from home on Fridays"),  # not said as a job
        (NURSE, "User teaches yoga on Fridays"),  # said as work, but not in the user's words
        # someone else's change, answered as the user's
        (("User lives in Lima", "my cousin moved to Cusco last year"), "User lives in Cusco"),
        (("User is married to Raj", "Raj's brother just got divorced"), "User is divorced"),
        (("User is single", "My best mate Declan got engaged last night and I'm the best man"), "User is engaged"),
        (("User is dating Hana", "Hana's sister and her boyfriend just broke up, poor thing"), "User is single"),
        (("User lives in Lima", "if we ever moved to Cusco, I'd miss the sea"), "User lives in Cusco"),
        (("User lives in Lima", "we nearly moved to Cusco last year, the house fell through"), "User lives in Cusco"),
        (("User works at Shopify", "my wife started a new job at Amazon"), "User works at Amazon"),
        # a value the message does not say
        (("User is vegetarian", "Just made a new cheese sauce, first time"), "User is vegan"),
        (("User is married", "My dog died, I'm a mess since"), "User is widowed"),
        # someone else's, in a clause of its own beside the speaker's
        (("User lives in Porto", "My sister just moved to Tokyo and I helped her unpack"), "User lives in Tokyo"),
        (("User is married", "My best friend just got divorced, I'm sad now"), "User is divorced"),
        (("User works as a nurse", "My husband just got laid off, so money is tight for us now"), "User is unemployed"),
        (
            ("User lives in Boston", "my colleague transferred to the Denver office and rented a flat there"),
            "User lives in Denver",
        ),
        (("User eats meat", "my dog hasn't eaten any animal products since the vet changed his food"), "User is vegan"),
        (
            ("User lives in Porto", "My dad just moved to St. Louis. So now I have a reason to fly there"),
            "User lives in St. Louis",
        ),
        # a longer word that starts with the place is its people only: not "Parish" for "Paris"
        (("User lives in Lyon", "I'm now on the parish council, since I moved"), "User lives in Paris"),
        # a job said as being something: only work, in the speaker's own words ("I'm a …")
        (("User works as a nurse", "I'm a nervous wreck at work now"), "User is a nervous wreck"),
        (("User works as a nurse", "I'm a runner now, work is fine"), "User is a runner"),
        (("User works as a nurse", "my wife is a bank teller now, work is fine"), "User is a bank teller"),
        (("User works at IBM", "I'm at home now, work was long"), "User is at IBM"),
        (("User works at IBM", "I handed in my notice, my friend is at Oracle now"), "User is at Oracle"),
        # a food added, but no diet named; a switch to a service, not to an employer the user names as work
        (("User is vegan", "I added more beans to my meals this week"), "User is vegetarian"),
        (("User works at Amazon", "my friend switched to Spotify from Apple Music"), "User works at Spotify"),
        (("User is vegetarian", "I just made eggs for breakfast again"), "User eats eggs"),  # not left out
        (("User is vegan", "my son started eating fish again"), "User eats fish"),  # someone else's
        # a name the user did not go over to
        (("User works at IBM", "I finally got a Tesla now, work is fine"), "User's job now is driving a Tesla"),
        # a job named, but not as the speaker's (seen on the seventeenth held-out batch's neutral messages)
        (("User works at Airbnb", "Stripe's new office opened next to ours"), "User's job now is at Stripe"),
        (("User works as a lawyer", "we hired a new paralegal at the firm"), "User's job now is a paralegal"),
        # someone else's employer (the sixteenth round put start-ups on the job topic)
        (("User works as a journalist", "my brother's startup hired ten people now"), "User works at a startup"),
        # a place the user works at only in a shift's words; a business someone else opened; a job
        # at a place the user did not say as theirs
        (("User works as a nurse", "night shift on the ward again tonight, work is wild"), "User works on the ward"),
        (("User works as a lawyer", "my sister finally opened a cafe, after work I help"), "User is now a cafe owner"),
        (
            ("User works as a cashier", "I finally went to the new library after work"),
            "User's job now is reading at the library",
        ),
        # a job no word of the message names
        (
            ("User works at Tesla", "I had a long meeting with my new boss today"),
            "User's job now is working with a new boss",
        ),
        # the status said as not so (seen on the neutral messages of bench/contradictions.py)
        (
            ("User is married to Priya", "Priya and I had a huge row. We're not splitting up, I just need advice"),
            "User is single",
        ),
        # the 36th round's review: the answer's wrappers are dropped only where the user said them so; "gf"
        # only as one's own; a relationship "finished" only as a relationship; a parent by the word is
        # someone else; one's own divorce only; a person one deals with or someone else's job is no job
        (("User is single", "Priya just started dating a man called Ben, finally someone nice"),
         "User is dating a man called Ben"),
        (("User is single", "Tom's gf just moved in with him lol"), "User is dating someone"),
        (("User is single", "Girls night with my bf Tanya again, she's been my best mate since school"),
         "User is in a relationship"),
        (("User is engaged", "Just finished our relationship timeline slideshow for the wedding"), "User is single"),
        (("User lives in Porto", "Mum's still getting used to Leeds since she moved there"), "User lives in Leeds"),
        (("User is married to Femi", "My client's divorce finally went through, what a saga"), "User is separated"),
        (("User works as a waiter", "Just signed with a real estate agent to sell the flat"),
         "User is a real estate agent"),
        (("User works as a waiter", "Lena is a full-time primary school teacher now, I'm so proud"),
         "User is a full-time primary school teacher"),
        (("User works at Infosys", "Ravi just started at Nubank as product manager, so proud of him"),
         "User works in Nubank as product manager"),
        (("User lives in Galway", "my sister lives in Nelson, New Zealand now and loves it"),
         "User lives in Nelson, New Zealand"),
        (("User lives in Hamilton", "my brother moved out to kelowna w his gf, I'm staying put now"),
         "User lives in Kelowna"),
        (("User works as a postman", "my brother's driving buses for Stagecoach now, work's the same for me"),
         "User is driving buses for Stagecoach"),
        # the home moved from (the 136th batch's neutral message, both runs of the twenty-seventh session)
        (("User lives in Singapore", "When I relocated here from Kuala Lumpur back in 2019 I never converted my "
          "driving licence. Is it too late to do it now?"), "User lives in Kuala Lumpur"),
        (("User lives in Oslo", "We moved to Oslo from Bergen three years ago and I still miss the rain lol"),
         "User lives in Bergen"),
    ],
)  # fmt: skip
async def test_a_slot_check_that_finds_no_change_changes_nothing(
    make: Make, held: tuple[str, str], reply: str | None
) -> None:
    fact_held, said = held
    llm = ScriptedProvider([facts(), answer(reply)])
    memory = make(llm)
    await memory.add("u", fact_held)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [fact_held]
    counters = await memory.counters()
    assert counters["check.calls"] == 1 and "check.changes" not in counters


@pytest.mark.parametrize(
    "said",
    [
        "my cat Miso learned to open doors",  # nothing about where they live
        "we're thinking of moving to Porto next year",  # a plan
        "my parents live in Porto, we visit them often",  # no word of change: someone else's
        "Now in Tokyo for a week of meetings, jet lag is brutal",  # a stay, not a move
        "Now in Porto for the weekend, any tips for food?",  # a weekend away
    ],
)
async def test_no_slot_check_off_the_topic_for_a_plan_or_without_a_change(make: Make, said: str) -> None:
    llm = ScriptedProvider([facts()])
    memory = make(llm)
    await memory.add("u", "User lives in Lisbon")
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User lives in Lisbon"]
    assert [r.purpose for r in llm.requests] == ["extract"]


def test_a_meat_word_outside_the_diet_slot_is_not_a_diet() -> None:
    filled = slot_of("User works at a plant that packages meat")
    assert filled is not None and (filled.slot, filled.value) == ("job", "plant that packages meat")


def test_married_to_a_thing_in_jest_is_no_marriage() -> None:
    # seen on the embedded model (a neutral message of the 216th batch, asked on the learned sign): the slot answer
    # "User is married to spreadsheets" was taken and superseded "User is single"
    said = "lol my mom keeps asking when i'll get married so i told her i'm married to my spreadsheets. anyway"
    assert unheld_by_user("User is married to spreadsheets", said)
    assert not unheld_by_user("User is married to Sam", "I got married to my high school sweetheart Sam last week")


def test_a_dream_that_came_true_is_held_and_a_past_home_is_not() -> None:
    assert not unheld_by_user("User lives in Lisbon", "Always dreamed of living in Lisbon and now I actually do!")
    assert unheld_by_user("User lives in Lisbon", "I used to live in Lisbon, but now I live in Porto")
    assert unheld_by_user("User lives in Accra", "I dream of quitting my job and moving to Accra")


def test_a_place_asked_about_here_is_the_home_beside_the_speakers_landlord() -> None:
    # the 149th-152nd batches' first run: asked on the learned sign, the answer was refused as a question's place
    said = "Can you help me figure out the tram passes here in Zagreb? Everything on the machine is in Croatian and my "
    assert not unheld_by_user("User lives in Zagreb", said + "landlord only speaks Croatian too.")
    assert unheld_by_user("User lives in Zagreb", said + "landlord back home only speaks Portuguese.")
    assert unheld_by_user("User lives in Zagreb", said + "landlady in Lisbon only speaks Portuguese.")


def test_the_49th_and_50th_batches_false_changes_are_not_the_users() -> None:
    # someone else's belief, denied after ("nope"); the speaker's own doubt is no such thing
    said = "lol my coworker thought jonas and i broke up bc i didnt bring him to the party. nope, he was just sick"
    assert unheld_by_user("User is single", said)
    assert not unheld_by_user("User is single", "I thought we would last forever but we broke up in May")
    assert not unheld_by_user("User is vegan", "Never thought I'd go vegan but here I am, six months in")
    assert not unheld_by_user("User is married", "Who'd have thought I'd be married by 30")
    # a dish others brought, in a clause of theirs: plural people are someone else too
    said = "My coworkers brought a meat lasagne to the party and I just had the salad. Any vegan dish to bring?"
    assert diet_unsaid("User eats meat", said)
    assert not diet_unsaid("User eats meat", "My coworkers and I shared a meat lasagne, first meat in years")


@pytest.mark.parametrize(
    ("sentence", "passing"),
    [
        ("I don't eat meat on Fridays", True),
        ("cutting out all meat for Lent", True),
        ("I'm on a 21-day Daniel Fast: no meat, no fish, no dairy", True),
        ("cutting out dairy and eggs for a week before my allergy test", True),
        ("I've been off meat for two months now", False),  # a spell so far
        ("I went vegetarian during Lent and kept it up", False),  # it stayed
        ("I'm vegan now and lost weight fast", False),  # not a fast
    ],
)
def test_a_diet_for_a_while_is_told_from_a_diet_held(sentence: str, passing: bool) -> None:
    assert for_a_while(sentence) is passing


@pytest.mark.parametrize(
    ("sentence", "statement"),
    [
        ("Had my first steak in six years last night and honestly?", "Had my first steak in six years last night"),
        ("Is that vegan, honestly?", ""),  # still a question
        ("I moved to Leeds, which gym is best?", "I moved to Leeds"),
        ("Does this count as vegan", "Does this count as vegan"),  # no question mark: as written
        # an emoji ends a texted statement before its question, its variation selector last too
        ("im officially cabin crew w emirates now ✈️ best tricks for jet lag??",
         "im officially cabin crew w emirates now ✈️"),
        ("been seeing rafael for 2 months now 🥰 cute gift ideas for a guy who's obsessed with climbing?",
         "been seeing rafael for 2 months now 🥰"),
        ("first week at spotify done 🙌 (the free trial lol) how do i make playlists private??", ""),
    ],
)  # fmt: skip
def test_a_word_that_asks_nothing_ends_a_statement(sentence: str, statement: str) -> None:
    assert statement_of(sentence) == statement


async def test_a_slot_check_the_model_server_fails_keeps_the_extraction(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User has a cat named Miso")), ProviderError("timed out")])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User lives in Lisbon")
    await exchange(memory, "we just moved flats, and my cat Miso loves the new place")
    await memory.process()
    assert sorted(m.content for m in await memory.list("u")) == ["User has a cat named Miso", "User lives in Lisbon"]
    assert (await memory.counters())["check.unusable"] == 1


async def test_no_slot_check_when_the_extraction_changed_the_slot(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User lives in Porto"))])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User lives in Lisbon")
    await exchange(memory, "we moved to Porto")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User lives in Porto"]
    assert [r.purpose for r in llm.requests] == ["extract"]


@pytest.mark.parametrize(
    ("old", "said", "merged", "lost"),
    [
        # the embedded model merged an unrelated meal into the diet memory, and the diet was gone
        ("User is vegetarian", "I made a lentil curry for dinner", "User made a lentil curry", "the diet"),
        # ... and a weekend trip into the piano memory, through the one word they share
        (
            "User plays the piano on weekends",
            "I visited Munich for the weekend, lovely city",
            "User visited Munich for the weekend",
            "most of the words",
        ),
        # the 100th batch's neutral message: the model updated the employer into a manager there, which is no job
        (
            "User works at IKEA",
            "My manager at IKEA keeps putting me on every weekend. How do I ask for a fairer rota?",
            "User has a manager at IKEA",
            "the job",
        ),
    ],
)
async def test_an_update_that_would_lose_what_the_memory_said_adds_the_fact_instead(
    make: Make, old: str, said: str, merged: str, lost: str
) -> None:
    update = {"action": "update", "target": 1, "content": merged, "reason": "detail"}
    llm = ScriptedProvider([facts(fact(f"{merged} (new)")), json.dumps(update)])
    memory = make(llm, similarity_threshold=0.0)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert sorted(m.content for m in await memory.list("u")) == sorted([old, f"{merged} (new)"])
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert outcome["action"] == "add" and f"would lose {lost}" in outcome["reason"]


async def test_an_update_that_puts_the_diet_held_in_the_past_adds_the_fact_instead(make: Make) -> None:
    # the 55th batch's neutral message: the model's update turned a standing diet into a dated one gone by
    merged = "User followed a keto diet on Wednesday 2026-12-02"
    update = {"action": "update", "target": 1, "content": merged, "reason": "detail"}
    llm = ScriptedProvider([facts(fact("User has a son")), answer(None), json.dumps(update)])
    memory = make(llm, similarity_threshold=0.0)
    await memory.add("u", "User follows a keto diet")
    await exchange(memory, "Had one slice of my son's birthday cake yesterday, back on keto today")
    await memory.process()
    active = sorted(m.content for m in await memory.list("u"))
    assert active == ["User follows a keto diet", "User has a son"]
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert outcome["action"] == "add" and "would lose the diet" in outcome["reason"]


@pytest.mark.parametrize(
    ("old", "said", "candidate", "merged", "updated"),
    [
        # seen on the twenty-first contradictions batch: an unrelated weekend joined to the piano
        (
            "User plays the piano on weekends",
            "I binge-watched a Hulu show all weekend",
            "User binge-watched a Hulu show all weekend",
            "User plays the piano on weekends and binge-watched a Hulu show all weekend.",
            False,
        ),
        # detail about what the memory is about is still an update
        (
            "User has a dog named Rex",
            "Rex turned three today, my dog is getting old",
            "User's dog Rex is three years old",
            "User has a dog named Rex, who is three years old",
            True,
        ),
    ],
)
async def test_an_update_joins_only_what_the_memory_is_about(
    make: Make, old: str, said: str, candidate: str, merged: str, updated: bool
) -> None:
    update = {"action": "update", "target": 1, "content": merged, "reason": "detail"}
    memory = make(ScriptedProvider([facts(fact(candidate)), json.dumps(update)]), similarity_threshold=0.0)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    stored = sorted(m.content for m in await memory.list("u"))
    assert stored == ([merged] if updated else sorted([old, candidate]))
    (outcome,) = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert outcome["action"] == ("update" if updated else "add")


async def test_a_slot_value_is_superseded_only_by_another_value(make: Make) -> None:
    # seen on the embedded model: the career change superseded the job, and the new job in the
    # same answer found nothing left to replace and was judged a repeat of the change
    supersede = {"action": "supersede", "target": 1, "content": None, "reason": "career change"}
    llm = ScriptedProvider(
        [facts(fact("User switched careers"), fact("User is a software tester now")), json.dumps(supersede)]
    )
    memory = make(llm, similarity_threshold=-1.0)
    pharmacist = await memory.add("u", "User works as a pharmacist")
    await exchange(memory, "I switched careers and I'm a software tester now")
    await memory.process()
    active = {m.content: m for m in await memory.list("u")}
    assert set(active) == {"User switched careers", "User is a software tester now"}
    assert active["User is a software tester now"].supersedes == pharmacist.id
    first, second = (await memory.jobs())[0].result["outcomes"]  # type: ignore[index]
    assert first["action"] == "add" and "superseding would lose the job" in first["reason"]
    assert (second["path"], second["action"]) == ("slot", "supersede")


async def test_a_supersede_of_a_memory_outside_any_slot_keeps_its_new_words(make: Make) -> None:
    supersede = {"action": "supersede", "target": 1, "content": None, "reason": "Tom died"}
    llm = ScriptedProvider([facts(fact("User's cat Tom passed away")), json.dumps(supersede)])
    memory = make(llm, similarity_threshold=-1.0)
    tom = await memory.add("u", "User has a cat named Tom who loves boxes")
    await exchange(memory, "Tom passed away last night")
    await memory.process()
    (active,) = await memory.list("u")
    assert active.content == "User's cat Tom passed away" and active.supersedes == tom.id


async def test_an_update_that_adds_detail_still_updates(make: Make) -> None:
    update = {"action": "update", "target": 1, "content": "User has a dog named Rex, a beagle", "reason": "breed"}
    llm = ScriptedProvider([facts(fact("Rex is a beagle")), json.dumps(update)])
    memory = make(llm, similarity_threshold=0.0)
    rex = await memory.add("u", "User has a dog named Rex")
    await exchange(memory, "Rex is a beagle, by the way")
    await memory.process()
    (active,) = await memory.list("u")
    assert active.content == "User has a dog named Rex, a beagle" and active.supersedes == rex.id


async def test_an_answer_that_only_copies_known_is_asked_again_without_it(make: Make) -> None:
    # seen on LoCoMo with the embedded model: after a session's first extraction, every answer
    # was the KNOWN list copied back, and what the new turns said was never stored
    echo = facts(fact("User went to a support group", kind="event"), fact("User saw a painting"))
    llm = ScriptedProvider([echo, facts(fact("User wants to work in counseling", kind="goal"))])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User went to a support group", kind="event")
    await memory.add("u", "User saw a painting")
    await exchange(memory, "The support group made me feel accepted. I'd love to work in counseling.")
    await memory.process()
    first, second = (r.messages[1]["content"] for r in llm.requests)
    assert "- User saw a painting" in first and "KNOWN:\n(nothing yet)" in second
    assert "User wants to work in counseling" in [m.content for m in await memory.list("u")]
    assert (await memory.jobs())[0].result["calls"] == 2  # type: ignore[index]
    assert (await memory.counters())["extract.echoed"] == 1


async def test_a_repair_before_the_echo_is_still_counted(make: Make) -> None:
    echo = facts(fact("User went to a support group", kind="event"), fact("User saw a painting"))
    llm = ScriptedProvider(["not json at all", echo, facts(fact("User wants to work in counseling", kind="goal"))])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User went to a support group", kind="event")
    await memory.add("u", "User saw a painting")
    await exchange(memory, "The support group made me feel accepted. I'd love to work in counseling.")
    await memory.process()
    counters = await memory.counters()
    assert (counters["extract.calls"], counters["extract.repaired"], counters["extract.echoed"]) == (3, 1, 1)


async def test_an_answer_with_something_new_beside_a_copy_is_not_asked_again(make: Make) -> None:
    llm = ScriptedProvider([facts(fact("User saw a painting"), fact("User wants to work in counseling", kind="goal"))])
    memory = make(llm, similarity_threshold=0.99)
    await memory.add("u", "User saw a painting")
    await exchange(memory, "Saw a painting again. I'd love to work in counseling.")
    await memory.process()
    assert len(llm.requests) == 1
    active = sorted(m.content for m in await memory.list("u"))
    assert active == ["User saw a painting", "User wants to work in counseling"]


def test_the_slot_check_bench_asks_only_what_the_slot_check_would() -> None:
    load("contradictions")  # the pairs and neutral messages it draws from
    bench = load("slot_check")
    no = -math.inf
    assert bench.asked("User lives in Lisbon", "we're thinking of moving to Porto next year", no) is None  # a plan
    assert bench.asked("User is engaged to Chris", "Chris called off the engagement", no) is None  # read by code
    assert bench.asked("User lives in Lisbon", "the new flat in Porto is tiny but the view!", no) is not None
    # on the topic without a word of change: asked on a sign of change as the write path asks
    assert bench.asked("User lives in Kyiv", "we settled in Lviv after leaving the capital", no) is None
    assert bench.asked("User lives in Kyiv", "we settled in Lviv after leaving the capital", SIGN_ASKS) is not None
    v1, shipped, variant = (f("diet", "hi")[0]["content"] for f in (bench.v1, slot_check_messages, bench.with_examples))
    assert v1.count("QUESTION:") == 2 and shipped.count("QUESTION:") == 5
    assert bench.indices("3,7,10-12") == [3, 7, 10, 11, 12]  # --ids: the pairs given, held-out ones too
    assert variant.count("QUESTION:") == 5 and "by implication" in variant


def test_the_slot_question_shows_the_worked_examples_nearest_the_message() -> None:
    bakery = "my new coworkers at the bakery start at 4am lol"
    nearest = nearest_examples("job", bakery, 3)
    assert len(nearest) == 3 and "bakery" in nearest[-1][0]  # the nearest last, next to the question
    assert all(said in (m for s, m, _ in SLOT_EXAMPLES if s == "job") for said, _ in nearest)
    system = slot_check_messages("job", bakery)[0]["content"]
    assert nearest[-1][0] in system and '"User works at the bakery"' in system
    # the static head (instructions and the two fixed examples) is the same for every message: the
    # local server reuses its cached prefix
    head = slot_check_messages("job", "x", shown=0)[0]["content"].rsplit("\n", 1)[0]
    assert system.startswith(head) and slot_check_messages("diet", "back on meat")[0]["content"].startswith(head)


def test_the_slot_questions_examples_do_not_depend_on_the_processs_string_hashes() -> None:
    # two examples tie on this message; a score summed in set order once broke the tie by the hash seed
    code = (
        "from muninn.write.prompts import nearest_examples as n; "
        "print(n('diet', \"I've cut out meat completely, vegetarian for two months\", 3))"
    )
    shown = {
        subprocess.run(
            [sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": seed}, capture_output=True, check=True
        ).stdout
        for seed in ("1", "2")
    }
    assert len(shown) == 1


def test_the_slot_questions_worked_examples_are_read_as_their_slot() -> None:
    by_slot = Counter((slot, answer is None) for slot, _, answer in SLOT_EXAMPLES)
    assert by_slot == {
        (s, n): 15 if n else 30 for s in ("residence", "job", "relationship", "diet") for n in (False, True)
    }
    for slot, said, answer in SLOT_EXAMPLES:
        filled = None if answer is None else slot_of(answer)
        assert answer is None or (filled is not None and filled.slot == slot and not filled.negated), answer
        if filled is not None and filled.value[:1].isupper():  # a name, place or employer: the message's own word
            assert set(terms(filled.value)) <= set(terms(said)), (answer, said)


@pytest.mark.parametrize(
    ("old", "said", "new"),
    [  # the 40th round, from the 59th and 60th batches' misses: code reads these where the model answered nothing
        ("User works at Siemens", "I just started a new job at Bosch as a systems engineer and the first week went "
         "well. Can you explain what OKRs are?", "User works as a systems engineer at Bosch"),
        ("User works at Infosys", "My old Infosys team is doing farewell lunch for me tomorrow even though I already "
         "joined TCS as senior developer on Monday itself.", "User works as a senior developer at TCS"),
        ("User works as a graphic designer", "Since April I am working as self-employed photographer, the agency job "
         "was too much stress for me.", "User works as a self-employed photographer"),
        ("User works as a chemistry teacher", "Survived my first week of night shifts as a newly qualified midwife - "
         "three deliveries in one night! Marking homework never left me this tired.",
         "User works as a newly qualified midwife"),
        ("User works as a teacher", "Ever since I swapped the classroom for the back of an ambulance as a paramedic, "
         "my sleep has been a mess.", "User works as a paramedic"),
        ("User works as an accountant", "Since I quit the accounting firm to open my own bakery, I'm up at 4am every "
         "day kneading dough.", "User runs their own bakery"),
        ("User works as a bank teller", "Since I resign from the bank and start my own poultry farm for Ogun State, "
         "na 5am I dey wake everyday.", "User runs their own poultry farm"),
        ("User has a girlfriend named Lucía", "My wife Lucía and I are arguing about paint colours for the nursery: "
         "she wants sage green, I want pale yellow.", "User is married to Lucía"),
        ("User is married to Farah", "Farah and I are living apart now and the lawyers are sorting out custody, how "
         "do I explain a separation to a six-year-old?", "User is separated"),
        ("User is single", "My engagement with Ananya happened last Sunday itself, both families are very happy.",
         "User is engaged to Ananya"),
        ("User is single", "My husband and I just registered our marriage last week! How do I announce it?",
         "User is married"),
        ("User is single", "omg so i have a gf now?? her name is yuki and shes perfect", "User is in a relationship "
         "with Yuki"),
        ("User is vegan", "Since I've let fish back into my diet I've been having mackerel on toast most mornings, "
         "still no meat mind.", "User is pescatarian"),
        ("User is vegan", "Now that cheese and eggs are back on my plate (still no meat or fish though), my grocery "
         "bill has gone way down.", "User is vegetarian"),
        ("User is vegetarian", "Since steak and bacon came back into my life in the spring I've had way more energy.",
         "User eats meat"),
        # read by the statement reader: a time it holds from ("onwards") beside a festival, every animal product cut
        # out said with the one the diet held, a diet "given up"
        ("User eats meat", "From this Navratri onwards I have become pure veg only, no chicken-mutton at all.",
         "User is vegetarian"),
        ("User is pescatarian", "The tomatoes are insane this year, and since I cut out fish and all animal products "
         "in the spring I've been living on them.", "User is vegan"),
        ("User follows a keto diet", "I've given up keto - been back on bread and rice for a month.",
         "User no longer follows a keto diet"),
        # and none where the same words are not the speaker's, not theirs yet, or no change
        ("User works at Siemens", "My sister just started a new job at Bosch as a systems engineer.", None),
        ("User works as an accountant", "I might open my own bakery one day, who knows.", None),
        ("User works as a teacher", "I'd never swap the classroom for an office as a manager.", None),
        ("User is single", "do i have a gf now?? her name is Amara lol no", None),
        ("User is vegetarian", "My husband says steak is back on the menu for him, I'll stick to salad.", None),
        ("User is vegetarian", "Vegan bacon is back on my plate, so good.", None),
        ("User is single", "My engagement with Ananya is off, her family said no.", None),
    ],
)  # fmt: skip
async def test_the_40th_rounds_changes_are_read_by_code(make: Make, old: str, said: str, new: str | None) -> None:
    memory = make(ScriptedProvider([facts(), answer(None)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [new or old]


@pytest.mark.parametrize(
    ("old", "said", "answered", "new"),
    [  # right answers the 59th and 60th batches' runs turned down: a move a question takes as known, a post at an
        # employer "I am working in", a learner's "work like"
        ("User lives in Perth", "G'day, reckon you could help me find a decent footy club now that I've shifted up "
         "to Townsville? Heaps warmer than Perth, mate.", "User lives in Townsville", "User lives in Townsville"),
        ("User works at Huawei", "I already leave Huawei, now I am working in Tencent as product manager.",
         "User is working in Tencent as product manager", "User works as a product manager at Tencent"),
        ("User works as a waiter", "Finally I am not waiter anymore! Now I work like electrician with my uncle.",
         "User's job now is electrician", "User works as electrician"),
        # not where the question only weighs it
        ("User lives in Perth", "Should I move to Townsville now that I've been thinking about it?",
         "User lives in Townsville", None),
    ],
)  # fmt: skip
async def test_the_40th_rounds_answers_are_taken(
    make: Make, old: str, said: str, answered: str, new: str | None
) -> None:
    memory = make(ScriptedProvider([facts(), answer(answered)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [new or old]


def test_a_partner_named_in_short_and_a_diet_given_up_fill_their_slots() -> None:
    assert slot_of("User has a gf named Yuki") == slot_of("User has a girlfriend named Yuki")
    assert slot_of("User has given up keto") == slot_of("User gave up keto")
    assert slot_of("User runs their own poultry farm") is not None
    assert slot_of("User started a side business") is None


@pytest.mark.parametrize(
    ("old", "said"),
    [  # the 40th round's review: the first cut's readings in messages that change nothing
        ("User works as a teacher", "In 2015 I got a new job at Tesco as a cashier, that's where I met my wife"),
        ("User works as a teacher", "I got a new job at Deliveroo as a rider for the evenings, extra cash on top of "
         "teaching"),
        ("User works at Siemens", 'He said "I just got a new job at Google as an engineer" and then hung up on me'),
        ("User works as a teacher", "I'm working as a tutor in the evenings, two kids, maths GCSE"),
        ("User works as a teacher", "In the school play I'm working as a waiter, two lines, very proud"),
        ("User works as a nurse", "I'm working as a carer for my mum now she's poorly, still doing my nursing shifts"),
        ("User works as a consultant", "I remember my first week of nights as a junior doctor in 2009, absolutely "
         "brutal"),
        ("User works as a teacher", "My first week as a manager at Lidl? Never happened, they gave it to someone "
         "else"),
        ("User works as a teacher", "In another life I'd have swapped the classroom for a boat as a fisherman"),
        ("User works as an accountant", "I'd love to open my own bakery one day, sourdough and cinnamon buns"),
        ("User works as an accountant", "How do I start my own business while still working full time?"),
        ("User works as a teacher", "I run my own pub quiz on Thursdays at the Red Lion"),
        ("User works as a teacher", "I started my own plant nursery on the windowsill, tomatoes mostly"),
        ("User works as an accountant", "Apparently I already joined Costco as a trader in their app lol"),
        ("User is single", "my partner IN crime Jess and I are hitting the shops"),
        ("User is single", "I proposed a hike on Saturday and Zoë said yes, so we're off to Snowdon"),
        ("User is married to Farah", "Farah and I are living apart now while she does her posting in Germany, we're "
         "still solid"),
        ("User is single", "My engagement with Deloitte was last quarter, the client loved the deliverable"),
        ("User is divorced", "My engagement to Priya was last year, and it ended before the wedding"),
        ("User is single", "Can you write an announcement like: my husband and I registered our marriage last week?"),
        ("User is single", "i got a new girlfriend! her name is bella and she's a cocker spaniel puppy lol"),
        ("User is single", "I have a GF pizza base in the freezer, what toppings?"),
        ("User is vegan", "The fish is back on the menu at the pub, still no meat pies though"),
        ("User is vegetarian", "The ham is back in the fridge, can you remind me how long it keeps once opened?"),
        ("User is vegan", "Doctor says I should let fish back into my diet, still no meat though"),
        ("User eats meat", "From tomorrow onwards I'm vegetarian for Lent"),
        ("User is vegan", "I've given up explaining to my nan that I'm vegan"),
    ],
)  # fmt: skip
async def test_the_40th_rounds_readings_stay_out_of_messages_that_change_nothing(
    make: Make, old: str, said: str
) -> None:
    memory = make(ScriptedProvider([facts(), answer(None)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    assert [m.content for m in await memory.list("u")] == [old]


@pytest.mark.parametrize(
    ("old", "said", "extracted", "reply", "new"),
    [  # the 41st round, from the 61st and 62nd batches' misses: code reads these where the model answered nothing
        (
            "User works as a truck driver",
            "I hung up my keys for good, y'all. Been runnin' my own little bakery down in Macon for a month now.",
            None,
            None,
            "User runs their own bakery",
        ),
        (
            "User is single",
            "Me girlfriend Bronwyn reckons I spend too much time at the footy, but she's a keeper.",
            None,
            None,
            "User is in a relationship with Bronwyn",
        ),
        (
            "User is pescatarian",
            "Now that fish is off my plate as well and I've already dropped dairy and eggs, what's a good plant-based "
            "source of omega-3?",
            None,
            None,
            "User is vegan",
        ),
        (
            "User eats meat",
            "Haven't touched meat or fish since February, just eggs, cheese and loads of lentils.",
            None,
            None,
            "User is vegetarian",
        ),
        # the extraction's fact, now read as the job: a post on a ward, a post one loves being in
        (
            "User works as a software engineer",
            "Being a nurse on the paediatric ward is exhausting, but I don't miss debugging code one bit.",
            "User is a nurse on the paediatric ward",
            None,
            "User is a nurse on the paediatric ward",
        ),
        (
            "User works as a teacher",
            "Honestly I don't miss grading papers at all. I love being a paramedic.",
            "User loves being a paramedic",
            None,
            "User loves being a paramedic",
        ),
        # and none where the words are someone else's or no change
        ('User is single', "Tell me girlfriend Sarah is fine, she's my mate's gf", None, None, None),
        ('User eats meat', "Haven't touched meat since lunch, I'm starving", None, None, None),
        ('User is pescatarian', 'Fish is off the menu at the pub tonight, shame', None, None, None),
        # and its review's: the first cut's readings in messages that change nothing
        (
            "User works as a teacher",
            "Been running my own bakery up until the landlord shut us down, now back to teaching",
            None,
            None,
            None,
        ),
        (
            "User works as a teacher",
            "Had the weirdest dream. Opened my own bakery in Paris and sold out by noon.",
            None,
            None,
            None,
        ),
        (
            "User works as a teacher",
            "Love my job really. Running my own bakery in Macon would be the dream though.",
            None,
            None,
            None,
        ),
        ('User is single', 'Me partner Gaz and I have run the garage twenty years now', None, None, None),
        ('User is single', "Me husband Dave? Don't make me laugh, I'm single as they come", None, None, None),
        ('User is pescatarian', "The fish is off my plate, the dog nicked it while I wasn't looking", None, None, None),
        ('User is vegetarian', 'Eggs and cheese are off my plate tonight, dodgy stomach', None, None, None),
        ('User eats meat', "Haven't touched meat all week, too busy to cook", None, None, None),
        ('User lives in Perth', "Haven't stopped crying since Mum moved to Darwin", None, None, None),
        (
            "User works as a teacher",
            "My mum is a nurse on the paediatric ward and loves it",
            "User is a nurse on the paediatric ward",
            None,
            None,
        ),
        (
            "User works as a teacher",
            "I love being a judge at the village show every August",
            "User loves being a judge at the village show",
            None,
            None,
        ),
        (
            "User works as a teacher",
            "I think I'd love being a paramedic, should I retrain?",
            "User loves being a paramedic",
            None,
            None,
        ),
        # the 42nd round, from the 63rd and 64th batches' misses: code reads these itself (no answer asked for)
        (
            "User works at Walmart",
            "Ain't missed Walmart one lick since I went to work at the Toyota plant in Georgetown, and I'm fixin' to "
            "need a good lunch idea",
            None,
            None,
            "User works at Toyota",
        ),
        (
            "User is single",
            "I've been seeing someone named Lukas for about three months now and we made it official last weekend.",
            None,
            None,
            "User is in a relationship with Lukas",
        ),
        (
            "User is single",
            "guess who has a gf now 😎 her name's amara, met at my cousin's wedding lol",
            None,
            None,
            "User is in a relationship with Amara",
        ),
        (
            "User is single",
            "Me and Callum have been going out since Easter, he's an absolute sweetheart.",
            None,
            None,
            "User is in a relationship with Callum",
        ),
        (
            "User follows a carnivore diet",
            "Breakfast these days is overnight oats with berries and oat milk; I haven't touched an animal product "
            "since February.",
            None,
            None,
            "User is vegan",
        ),
        (
            "User eats meat",
            "Been off the meat entirely since Hogmanay, just veg and a wee bit of fish now, and I feel grand for it.",
            None,
            None,
            "User is pescatarian",
        ),
        (
            "User works as a high school teacher",
            "Passed my probation at the fire station today! What should I bring to the crew barbecue?",
            None,
            None,
            "User works at the fire station",
        ),
        (
            "User is single",
            "My wife thinks I'm crazy for wanting a third cat, help me make a convincing case lol. We only got "
            "married in June.",
            None,
            None,
            "User is married",
        ),
        (
            "User is married to Rafael",
            "After the separation from Rafael I am living alone with the kids, is very difficult.",
            None,
            None,
            "User is separated",
        ),
        (
            "User is vegan",
            "I've officially gone back to eating fish after the vegan experiment left me exhausted, salmon twice a "
            "week, still no other meat or dairy though.",
            None,
            None,
            "User is pescatarian",
        ),
        # and the model's right answers that code had turned down: a move opening its clause without the "I"
        # before someone else's news, photography said for a photographer, a low-FODMAP diet held
        (
            "User lives in Pune",
            "Ever since shifting to Kochi my mother is happy because she is near to her sister.",
            None,
            "User lives in Kochi",
            "User lives in Kochi",
        ),
        (
            "User works as a software developer",
            "left the dev job, doin wedding photography full time now 📸",
            None,
            "User is a wedding photographer",
            "User is a wedding photographer",
        ),
        (
            "User follows a low-FODMAP diet",
            "dr said im done w the low fodmap stuff!! eating normally again, vegan now actually",
            None,
            "User is vegan",
            "User is vegan",
        ),
        # and its review's: the first cut's readings in messages that change nothing
        (
            "User eats meat",
            "I haven't eaten meat in years! said no one in my family ever lol, pass the ribs",
            None,
            None,
            None,
        ),
        (
            "User eats meat",
            "I haven't eaten meat since April, well apart from the odd burger and the Sunday roast",
            None,
            None,
            None,
        ),
        (
            "User follows a gluten-free diet",
            "I haven't touched an animal product since January, still strictly gluten-free because of the coeliac",
            None,
            None,
            None,
        ),
        (
            "User is single",
            "Sara and I have been going out for runs since January, she's a great training buddy",
            None,
            None,
            None,
        ),
        ('User is single', 'Mark and I have been going out for six years but we broke up last week', None, None, None),
        ('User is single', "I've been seeing someone named Dr Patel for my anxiety since March", None, None, None),
        ('User is single', "I'm seeing someone named Kevin about the boiler tomorrow morning", None, None, None),
        ('User is single', 'My husband died last year. We only got married in 2020.', None, None, None),
        (
            "User is married to Rafael",
            "The separation from Rafael during his deployment is killing me, six more weeks",
            None,
            None,
            None,
        ),
        (
            "User is married to Rafael",
            "I'm dreading the separation from Rafael while he does his PhD in Lisbon, six months apart",
            None,
            None,
            None,
        ),
        (
            "User works as a high school teacher",
            "Completed my probation with the court last week, finally a clean slate",
            None,
            None,
            None,
        ),
        (
            "User works as a high school teacher",
            "I survived probation at Tesco back in 2008 and then quit for uni",
            None,
            None,
            None,
        ),
        (
            "User works at Walmart",
            "Since I began working for Uber on weekends my car's a mess, still at Walmart weekdays",
            None,
            None,
            None,
        ),
        (
            "User works at Walmart",
            "Ain't been fishing since I went to work at the Ford plant in '98, then they laid me off and I ended up "
            "at Walmart",
            None,
            None,
            None,
        ),
        (
            "User follows a paleo diet",
            "I tried low FODMAP for two weeks back in 2019 and hated it, paleo suits me much better",
            None,
            "User follows a low-FODMAP diet",
            None,
        ),
        # the 43rd round, from the 65th and 66th batches' misses and their false change (the last): code reads these,
        # or takes the model's answer where the held fact is now read in its own words or an 'ex-barista' asks it
        (
            "User works at Tesco",
            "Aye, cannae complain, the new job at the distillery up in Speyside is braw, though I do miss the banter "
            "at Tesco.",
            None,
            None,
            "User works at the distillery",
        ),
        (
            "User is single",
            "Me and my missus Shaz are heading up to Byron for the long weekend, any good arvo activities you'd "
            "recommend?",
            None,
            None,
            "User is married to Shaz",
        ),
        (
            "User works as a software engineer",
            "From last month I am doing job of primary school teacher in my village school only, the IT life was too "
            "much stressful.",
            None,
            None,
            "User works as a primary school teacher",
        ),
        (
            "User works at Deloitte",
            "Anyway, since leaving Deloitte to join Spotify's finance team in August I've had to learn Looker from "
            "scratch.",
            None,
            None,
            "User works at Spotify",
        ),
        (
            "User works as a journalist",
            "Now that I'm doing PR for the city council instead of chasing stories for the paper, I actually get "
            "weekends off.",
            None,
            None,
            "User works in PR for the city council",
        ),
        (
            "User is single",
            "I've been seeing someone! Her name is Ingrid and we've been together since February.",
            None,
            None,
            "User is in a relationship with Ingrid",
        ),
        (
            "User eats everything",
            "Since three weeks I eat no meat anymore, also no fish, but milk and eggs yes.",
            None,
            "User is vegetarian",
            "User is vegetarian",
        ),
        (
            "User is non-vegetarian",
            "From this Navratri onwards I have fully left non-veg, only dal, sabzi and paneer.",
            None,
            "User is vegetarian",
            "User is vegetarian",
        ),
        (
            "User only eats fish and no other meat",
            "now I eat asado with her family every sunday, beef, chorizo, everything, I eat all meat again.",
            None,
            "User eats meat",
            "User eats meat",
        ),
        (
            "User works as a barista",
            "My charge nurse says I'm the quickest newly qualified nurse at IV lines she's seen, not bad for an "
            "ex-barista!",
            None,
            "User is a qualified nurse",
            "User is a qualified nurse",
        ),
        (
            "User works at Shopify",
            "If I ever got an offer from Stripe, would it be worth leaving Shopify? Just curious how their equity "
            "compares.",
            None,
            None,
            None,
        ),
        # and its review's: the first cut's readings in messages that change nothing
        (
            "User is single",
            "Me and my hubby Chris Hemsworth are going to the beach in my dreams lol",
            None,
            None,
            None,
        ),
        (
            "User is single",
            "I've been seeing someone! Her name is Maria and she's my new physio for my knee",
            None,
            None,
            None,
        ),
        (
            "User works at Tesco",
            "The new job at the prison is still being advertised, should I apply?",
            None,
            None,
            None,
        ),
        (
            "User works at Tesco",
            "I turned it down, the new job at the plant is nights only and I've got the kids",
            None,
            None,
            None,
        ),
        (
            "User works as a software engineer",
            "In the college drama I am doing the job of a doctor, please give me some dialogues",
            None,
            None,
            None,
        ),
        (
            "User works at Deloitte",
            "Half my graduate cohort left Deloitte and joined Amazon, am I falling behind?",
            None,
            None,
            None,
        ),
        (
            "User is non-vegetarian",
            "Tuesday I don't eat non-veg because of temple fast, what veg dish can I make today?",
            None,
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "My trainer had me on a Mediterranean diet back in 2019 before I found keto",
            None,
            "User follows a Mediterranean diet",
            None,
        ),
        (
            "User only eats fish and no other meat",
            "Had a bite of my friend's burger at the BBQ, first red meat in years, didn't like it",
            None,
            "User eats meat",
            None,
        ),
        # the 44th round, from the 67th-70th batches' misses: code reads these
        (
            'User is married to Femi',
            'now that the divorce from Femi is final the flat feels big',
            None,
            'User is separated',
            'User is divorced',
        ),
        (
            'User lives in Dundee',
            'We flitted fae Dundee tae Stirling in March, the bairns love the castle',
            None,
            None,
            'User lives in Stirling',
        ),
        (
            'User lives in Lyon',
            "We're still unpacking boxes in our new flat in Grenoble since we left Lyon, send help",
            None,
            None,
            'User lives in Grenoble',
        ),
        (
            'User follows a keto diet',
            "Packed in keto, it was making me miserable. Bread is back and I'm happier",
            None,
            None,
            'User no longer follows a keto diet',
        ),
        (
            'User follows a paleo diet',
            "I stopped doing paleo in June and switched to a Mediterranean diet on my GP's advice",
            None,
            None,
            'User follows a mediterranean diet',
        ),
        (
            'User is vegetarian',
            'Since three months I eat again meat, the doctor said my iron was low',
            None,
            None,
            'User eats meat',
        ),
        (
            'User eats meat',
            'Since I cut out all meat and fish back in May I cook a lot more beans - any chilli ideas?',
            None,
            None,
            'User is vegetarian',
        ),
        (
            'User is pescatarian',
            "I finally gave up fish too because of the microplastics stuff, so which lentils are best for soup the "
            "kids might eat?",
            None,
            None,
            'User is vegetarian',
        ),
        (
            'User is dating Mairi',
            'Me and Mairi are finished, she chucked me on Friday',
            None,
            None,
            'User is single',
        ),
        (
            'User is in a relationship with Jun',
            'I and Jun already break up last month, now I am single and want to travel alone',
            None,
            None,
            'User is single',
        ),
        (
            'User is married to Brenda',
            "Brenda and me split up a while back and I'm courtin' a lovely lady named Marlene now",
            None,
            None,
            'User is in a relationship with Marlene',
        ),
        (
            'User is single',
            'me n my gf aisha r moving in together next month!!',
            None,
            None,
            'User is in a relationship with Aisha',
        ),
        (
            'User is divorced',
            'Mi novio Andrés is cooking for me tonight, we are together since the summer',
            None,
            None,
            'User is in a relationship with Andrés',
        ),
        (
            'User is single',
            'My boyfriend (namorado) Thiago is meeting my family on Sunday',
            None,
            None,
            'User is in a relationship with Thiago',
        ),
        (
            'User is widowed',
            "I've been seeing someone, Graham, for a few months now and the kids like him",
            None,
            None,
            'User is in a relationship with Graham',
        ),
        (
            'User has a girlfriend named Ana',
            'My wife Ana wants to redo the kitchen before our first Christmas as a married couple',
            None,
            None,
            'User is married to Ana',
        ),
        (
            'User works as a paralegal',
            "It's my second month as a trainee solicitor at a firm in Leeds and I'm shattered",
            None,
            None,
            'User works as a trainee solicitor',
        ),
        (
            'User works as a nurse',
            "Six months into running my own bakery and I've never been so tired",
            None,
            None,
            'User runs their own bakery',
        ),
        (
            'User works as a teacher',
            'Since I quit teaching and started driving a taxi my back has been sore',
            None,
            None,
            'User works as a taxi driver',
        ),
        (
            'User works at Infosys',
            'I have joined Wipro last week only, the Infosys notice period was so long',
            None,
            None,
            'User works at Wipro',
        ),
        (
            'User works at Huawei',
            'I already resign from Huawei and now work in Xiaomi, the campus is very big',
            None,
            None,
            'User works at Xiaomi',
        ),
        (
            'User works as a dental hygienist',
            'so im a realtor now, passed the exam n quit the dental office',
            None,
            'User is a realtor now',
            'User works as a realtor',
        ),
        (
            'User works at Deloitte',
            'Half my cohort left Deloitte and joined Amazon, am I falling behind?',
            None,
            None,
            None,
        ),
        (
            'User works as a teacher',
            'I quit smoking and started driving the bus to school with the kids',
            None,
            None,
            None,
        ),
        (
            'User works at Infosys',
            'My cousin joined TCS last week, he says Infosys pays better',
            None,
            None,
            None,
        ),
        (
            'User is single',
            'my bf said he would call later',
            None,
            None,
            None,
        ),
        (
            'User is in a relationship with Omar',
            'Omar and I are finished with the kitchen tiles finally',
            None,
            None,
            None,
        ),
        (
            'User follows a keto diet',
            'My sister switched to a vegan diet last month',
            None,
            None,
            None,
        ),
        (
            'User lives in Lyon',
            'We might move to Grenoble next year, and I am single-handedly packing already',
            None,
            None,
            None,
        ),
        # and the false changes of the 71st-74th batches' runs: a flat only looked at, a move toyed with, a wedding
        # asked after, a diet's past, the employer held said as kept
        (
            'User lives in Hanoi',
            "We looked at a flat in Da Nang on Saturday but it was too dear, so we're staying put.",
            'User lives in Da Nang',
            'User lives in Da Nang',
            None,
        ),
        (
            'User lives in Perth',
            "We're toying with the idea of moving to Darwin one day, but nothing's decided yet.",
            None,
            'User lives in Darwin',
            None,
        ),
        (
            'User has a boyfriend named Marco',
            'lol my nan keeps asking when marco and i are getting married, not even close',
            None,
            'User is engaged',
            None,
        ),
        (
            'User eats fish but not meat',
            'Before I cut out meat in 2018 I had steak every Friday, wild to think about now.',
            None,
            'User eats meat',
            None,
        ),
        (
            'User works at Nokia',
            "Everyone at the wedding assumed I'd left Nokia after the cuts, but nope, I'm still there.",
            None,
            'User works as still at Nokia',
            None,
        ),
        (
            "User works at Nokia",
            "Everyone at the wedding assumed I'd left Nokia after the cuts, but nope, I'm still there.",
            None,
            "User's job now is still at Nokia",
            None,
        ),
        # and the false changes of the 67th-70th batches' first run: a diet of one's college days, a boyfriend only
        # asked after
        (
            "User is pescatarian",
            "Back in college I ate burgers every single day, can't believe it now. What's a good miso cod recipe?",
            None,
            "User eats meat",
            None,
        ),
        (
            "User is single",
            "My mom keeps asking when I'll get a boyfriend lol. Can you give me a funny comeback for family dinners?",
            "User has a boyfriend",
            None,
            None,
        ),
        # the 45th round (the 71st-74th batches and the slot check's answers on the tuned pairs): a place typed without
        # its accents, a post without its article or with "the", how one works after the post, working for "a
        # charity", flying as a first officer, an employer "worked in" after leaving the one held
        (
            "User lives in Kraków",
            "finally got outta krakow!! new flat in gdansk is tiny but its like 10 min from the sea",
            None,
            "User lives in Gdańsk",
            "User lives in Gdańsk",
        ),
        ("User lives in Kraków", "we moved house last week but we're still in krakow, just a bigger flat", None,
         "User lives in Krakow", None),
        (
            "User works as a bank teller",
            "I am now physiotherapist in a clinic in Recife, finally I finish the faculdade and leave the bank!",
            None,
            "User is now physiotherapist in Recife",
            "User is a physiotherapist",
        ),
        (
            "User works as a night-shift nurse",
            "plot twist: I handed in my notice and I'm now the school nurse at Pemberly Junior, 8 til 4",
            None,
            "User is the school nurse at Pemberly Junior",
            "User is a school nurse at Pemberly Junior",
        ),
        ("User works as a librarian", "these days I'm a freelance translator, working from home", None,
         "User is a freelance translator working from home", "User works as a freelance translator"),
        ("User works at a bank", "I left the bank and now work for a charity", None, "User works for a charity",
         "User works for a charity"),
        (
            "User works as a graphic designer",
            "My captain said my landings are getting smoother — flying as a first officer for a regional airline is "
            "everything I hoped for after years of designing logos.",
            None,
            "User is a first officer for a regional airline",
            "User works as a first officer",
        ),
        (
            "User works at Huawei",
            "I leave Huawei last month and now I work in Tencent as product manager. My new boss ask me write weekly "
            "report in English.",
            None,
            "User works in Tencent",
            "User works at Tencent",
        ),
        ("User works at Woolworths",
         "Chucked in my job at Woolies, mate, I'm a deckhand on a prawn trawler out of Darwin "
         "now.", None, "User's job now is deckhand on a prawn trawler out of Darwin", "User works as a deckhand"),
        ("User works as a barista", "quit the coffee shop gig!! officially a dental hygienist now 🦷🎉 sooo nervous",
         None, "User is a dental hygienist now", "User is a dental hygienist"),
        ("User works as a bank clerk",
         "I have resigned from the bank and joined as a lecturer in a polytechnic college "
         "in Nagpur, very happy", None, "User is a lecturer in Nagpur", "User is a lecturer"),
        ("User works at Siemens",
         "I started at Bosch in January as a test engineer, and so far the team is great.", None,
         "User is a test engineer at Bosch", "User works as a test engineer at Bosch"),
        ("User works as a software engineer",
         "Since trading my laptop for scrubs, my twelve-hour shifts as a vet tech at "
         "the animal hospital have been brutal on my back.", None, "User is a vet tech", "User is a vet tech"),
        # a texted statement ended by an emoji before its question; the speaker's new home
        ("User lives in Nairobi",
         "busy wk!! we finally got the car fixed, and since we relocated to mombasa last month "
         "im still tryna figure out the matatu routes 😅 can u help me write a thank u note?", None,
         "User lives in Mombasa", "User lives in Mombasa"),
        ("User lives in Toronto",
         "The commute from our new place in Halifax to my office is ten minutes on foot, which "
         "feels unreal after years of the TTC.", None, "User lives in Halifax", "User lives in Halifax"),
        ("User lives in Austin",
         "Our new neighbors here in Asheville brought over a pie the day the moving truck left. "
         "What's a nice way to say thanks?", None, "User lives in Asheville", "User lives in Asheville"),
        # a diet taken up by its name, read by code (the model answered "User eats meat" or "User is vegan")
        ("User eats meat", "gone veggie since new yrs 🥦 no meat or fish at all. whats a good high protein lunch", None,
         "User is vegan", "User is vegetarian"),
        ("User eats meat",
         "From this Navratri I have become pure veg, no non-veg at all, even eggs I have stopped.", None,
         "User is vegan", "User is vegetarian"),
        ("User follows a paleo diet",
         "dropped paleo, way too strict lol. doing the mediterranean diet now, pasta is back "
         "baby 🍝", None, "User eats pasta", "User follows a mediterranean diet"),
        ("User is pescatarian", "Four months without any fish now, and honestly my vegetarian cooking has got so much "
         "better.", None, "User eats meat", "User is vegetarian"),
        # not the speaker's diet, nor one taken up: someone else's, a question, a denial, a spell
        ("User is pescatarian", "Me mam's gone vegan, would you believe, so Sunday dinner's a nut roast now.", None,
         "User is vegan", None),
        ("User eats meat", "if I went vegan would I get enough protein?", None, "User is vegan", None),
        ("User eats meat", "I never went vegan, I just cut down on meat a bit", None, "User is vegan", None),
        ("User eats meat", "From this Navratri I am fasting, only fruits and milk for nine days", None,
         "User is vegetarian", None),
        ("User lives in Toronto",
         "my sister's new place in Halifax has a tiny kitchen, any housewarming gift ideas?", None,
         "User lives in Halifax", None),
        # the false changes an adversarial review found in the round's first cut (52 of 306 cases; 8 left, each an
        # older gap): spells and bets, someone else's diet or job, a plan typed without accents, neighbours' moves
        ('User eats meat', 'Back in 2015 I went vegan for about a year, now I eat everything', None,
         'User is vegan', None),
        ('User eats meat', 'Turned vegan for a bet, lost the bet, ate a burger', None,
         'User is vegan', None),
        ('User follows a paleo diet', "I quit paleo, but I haven't gone vegan like my brother did", None,
         'User is vegan', 'User no longer follows a paleo diet'),
        ('User lives in Lisbon', 'Should I move to Malaga now?', None,
         'User lives in Málaga', None),
        ('User lives in Lisbon', 'If I moved to gdansk would I need polish?', None,
         'User lives in Gdańsk', None),
        ('User works as a teacher', 'My wife left the bank and now works for a charity', None,
         'User works for a charity', None),
        ('User works as a teacher', 'Now driving as a volunteer driver for the food bank on saturdays', None,
         'User is a volunteer driver', None),
        ('User works at Huawei', 'My brother left Huawei and now works in Tencent', None,
         'User works in Tencent', None),
        ('User lives in Lisbon', 'Our neighbours here moved to Porto now, sad', None,
         'User lives in Porto', None),
        ('User eats meat', 'My new neighbours here became vegan', None,
         'User is vegan', None),
        ('User eats meat', 'Made it two weeks without meat, back on burgers now', None,
         'User is vegetarian', None),
        ('User eats meat', 'Gone vegan for the challenge 😂 what should I eat?', None,
         'User is vegan', None),
        ('User follows a paleo diet', "Stopped paleo. I haven't become vegan or anything", None,
         'User is vegan', 'User no longer follows a paleo diet'),
        ('User follows a paleo diet', 'Stopped paleo. My new neighbours here became vegan, funny', None,
         'User is vegan', 'User no longer follows a paleo diet'),
        # the false change of the 75th-78th batches' first run: a diet of one's college days, extracted with them
        (
            "User is vegan",
            "Back in college I ate meat every single day, can't imagine that now. What's a good vegan protein powder?",
            "User eats meat every single day in college",
            None,
            None,
        ),
        # not a job: someone else's post with "the", a city one works in
        ("User works as a nurse", "my sister is now the school nurse at Pemberly Junior, so proud of her", None,
         "User is the school nurse at Pemberly Junior", None),
        ("User works at Huawei", "I changed teams but I still work in Shenzhen, the new office is nice", None,
         "User works in Shenzhen", None),
    ],
)  # fmt: skip
async def test_the_41st_to_45th_rounds_changes_are_read(
    make: Make, old: str, said: str, extracted: str | None, reply: str | None, new: str | None
) -> None:
    found = facts(fact(extracted)) if extracted else facts()
    memory = make(ScriptedProvider([found, answer(reply)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    kept = await memory.list("u")
    if new is not None:
        assert [m.content for m in kept] == [new]
    else:  # the extracted fact may be kept beside it ("User loves being a judge at the village show"), never instead
        assert old in [m.content for m in kept] and all(m.supersedes is None for m in kept)


@pytest.mark.parametrize(
    ("old", "said", "extracted", "reply", "new"),
    [
        # the 46th round (the 75th-78th batches): an employer and a post extracted apart are one job; a month is no
        # employer ("I switched in January" had become "User works at January")
        ("User works at Tesla",
         "I now work at Rivian, I switched in January. Do you know how their battery packs compare to Tesla's?",
         ("User works at Rivian", "User switched in January"), None, "User works at Rivian"),
        ("User works at Amazon",
         "I just started a new job at Microsoft as a data scientist. What should I focus on in my first 90 days?",
         ("User has a new job at Microsoft", "User is a data scientist"), None,
         "User works as a data scientist at Microsoft"),
        ("User works as a nurse",
         "After passing my exams, I've begun working as a physician assistant in an orthopedic clinic.",
         ("User has begun working as a physician assistant",), None,
         "User has begun working as a physician assistant"),
        # a new post by its name, read by code
        ("User works as a nurse",
         "I've left nursing and started a new role as a pharmaceutical sales representative this week. Any advice?",
         (), None, "User works as a pharmaceutical sales representative"),
        ("User works as a journalist",
         "My new role as communications manager at the city council means I'm on the other side of press questions "
         "now.", (), None, "User works as a communications manager"),
        ("User works as a bookkeeper", "got the paramedic job!!! started shifts yday, no more spreadsheets 4 me 🚑",
         (), "User works as a bookkeeper", "User works as a paramedic"),
        # a proposal said yes to, beside the wedding planned; a partner started seeing, by name; a learner's break-up
        ("User is dating Marco", "Marco proposed last night and I said yes! We're thinking of a spring wedding.",
         (), "User is dating Marco", "User is engaged to Marco"),
        ("User is single",
         "I've started seeing someone named Priya; we've been on a few dates and it's going really well.",
         (), None, "User is in a relationship with Priya"),
        ("User has a girlfriend named Sophie",
         "Me and Sophie we break up last month, so this year I go alone to the wedding of my cousin.",
         (), None, "User is single"),
        ("User is engaged to Lucas",
         "Calling off the wedding with Lucas was the hardest thing I've ever done, but it was the right call.",
         (), None, "User is single"),
        ("User is single", "My fella Ravi is coming over to meet my mum on Sunday, I'm proper nervous.",
         (), None, "User is in a relationship with Ravi"),
        # a diet done with, or on for a while; a diet of meat taken up replaces eating meat; a dish of meat is meat
        ("User follows a keto diet",
         "done with keto lol, carbs r back on the menu 🍝 im just eating normal now, whatevs", (),
         "User follows a keto diet", "User no longer follows a keto diet"),
        ("User eats meat", "day 30 of keto 🥑🥓 down 4kg!!! my body is in ketosis fr", (), None,
         "User follows a keto diet"),
        ("User eats meat", "Three weeks into the keto thing my coworker talked me into and I'm still craving bread.",
         (), None, "User follows a keto diet"),
        ("User eats meat", "My doctor put me on a strict keto diet two weeks ago and I've been sticking to it.",
         ("User has a strict keto diet",), None, "User has a strict keto diet"),
        ("User eats meat", "My cupboards are all nuts and meat now since I went caveman-style with paleo last month.",
         (), None, "User follows a paleo diet"),
        ("User is vegetarian", "Y'all, I'm eatin' brisket again after ten years meatless - Texas finally got me.",
         (), None, "User eats meat"),
        ("User is pescatarian", "Voltei a comer carne! Yes, I eat churrasco again with my family every Sunday, only "
         "fish was too hard for me. Can you give me a recipe of picanha?", (), None, "User eats meat"),
        ("User is vegan",
         "After eight years plant-based, my doctor's iron warnings finally got me eating fish and eggs again.",
         (), None, "User eats fish and eggs"),
        # not a change: a doctor seen, a wedding planned by someone else's proposal, a diet done with for a day, its
        # foods, a role in the job held, someone else's new job, a wish, an offer, a one-off, someone else's diet
        ("User is single", "I've started seeing Dr Okafor every Tuesday.", (), None, None),
        ("User is dating Marco",
         "Marco proposed to his girlfriend last night and she said yes! We're thinking of a gift.", (), None, None),
        ("User follows a keto diet", "im done with keto for today, pizza night", (), None, None),
        ("User is vegetarian", "done with veggie burgers, they taste like cardboard", (), None, None),
        ("User works as a nurse", "I got a new role as a mentor for the student nurses on my ward.", (), None, None),
        ("User works as a nurse", "My husband quit and started a new job as a pharmacist this week.", (), None, None),
        ("User works as a bookkeeper", "I wish I got the paramedic job", (), None, None),
        ("User works as a bookkeeper", "I got the paramedic job offer but turned it down", (), None, None),
        ("User is vegan", "the kids got me eating cheese again lol, one slice at the party", (), None, None),
        ("User eats meat", "my wife is three weeks into keto and cranky", (), None, None),
        ("User is engaged to Lucas",
         "Lucas keeps joking about calling off the wedding because of the seating chart", (), None, None),
        # the false changes an adversarial review found in the round's first cut (87 of 163 cases; 4 left, three of
        # them older gaps): a dream, a game, a toast; a carer seen; a break-up undone, others'; a wedding called off
        # only in a question or a denial; a tradesman; a diet's foods, a spell, a joke; a diet quit again; a meat made
        # of plants, a dream, a one-off; a role in the same job, a game, hearsay; a job's papers, a post turned down
        ("User is dating Marco", "I dreamed Marco proposed last night and I said yes! We're thinking of a spring "
         "wedding lol", (), None, None),
        ("User is dating Marco", "Marco proposed a toast and I said yes! We're thinking of a wedding-themed party for "
         "my sister.", (), None, None),
        ("User is married to Marco", "Ten years ago Marco proposed and I said yes! We're thinking of a ceremony to "
         "renew our vows.", (), None, None),
        ("User is single", "I've started seeing someone named Karen, a physio, for my back.", (), None, None),
        ("User has a girlfriend named Sophie", "Me and Sophie we break up last year but we are together again since "
         "January.", (), None, None),
        ("User has a girlfriend named Sophie", "My parents we break up last year, it is hard for me, but Sophie helps "
         "me.", (), None, None),
        ("User is engaged to Lucas", "I'm not calling off the wedding with Lucas, whatever my mum says.", (), None,
         None),
        ("User is engaged to Lucas", "Is calling off the wedding with Lucas the right thing to do? I'm so torn.", (),
         None, None),
        ("User is single", "My fella Tom the electrician is coming round Tuesday to sort the sockets.", (), None, None),
        ("User is single", "My bloke Dave at the garage says the clutch is shot.", (), None, None),
        ("User follows a keto diet", "I'm done with keto bread, it tastes like foam. Back to cloud bread.", (), None,
         None),
        ("User follows a keto diet", "I'm done with keto for this week, family wedding on Saturday.", (), None, None),
        ("User follows a keto diet", "I'm done with keto... just kidding, never leaving lol", (), None, None),
        ("User is vegan", "My wife is so over being vegan, she keeps sneaking cheese.", (), None, None),
        ("User eats meat", "Three weeks into the keto thing and I quit, bread won.", (), None, None),
        ("User eats meat", "Went keto last January and lasted four days lol", (), None, None),
        ("User is vegetarian", "I'm eating jackfruit brisket again, tastes just like the real thing!", (), None, None),
        ("User is vegetarian", "I'm eatin' brisket again? Never. Ten years meatless and counting.", (), None, None),
        ("User is vegetarian", "Texas finally got me eatin' brisket again... the vegan kind from that food truck.",
         (), None, None),
        ("User is vegan", "The kids finally got me eating chicken nuggets again lol, one off their plate at the party.",
         (), None, None),
        ("User works as a nurse", "I started a new role as shift manager at the same hospital, still nursing.", (),
         None, None),
        ("User works as a nurse", "I took a new job as a pilot in Microsoft Flight Simulator last night lol", (), None,
         None),
        ("User works as a nurse", "Sarah told everyone I've started a new job as a chef, but that's not true.", (),
         None, None),
        ("User works as a bookkeeper", "I got the paramedic job description from HR today, looks tough.", (), None,
         None),
        ("User works as a bookkeeper", "I got the paramedic job but turned it down, the pay was awful.", (), None,
         None),
        # the 47th round (the 79th-82nd batches): the first days at an employer, its name texted in lower case or a
        # word of work in the next sentence
        ("User works at Google", "first week at stripe done 🎉 ngl the onboarding is intense. u know any good books "
         "on payments?", (), None, "User works at Stripe"),
        ("User works at Google", "First week at Microsoft done! The onboarding was a lot. Any tips for names?", (),
         None, "User works at Microsoft"),
        # a partner courted, stepped out with, linked with
        ("User is divorced", "Met a lovely fella called Sean down the pub a few months back and we've been courting "
         "ever since.", (), None, "User is in a relationship with Sean"),
        ("User is single", "Been stepping out with a lass called Niamh from work these past few weeks, she's grand.",
         (), None, "User is in a relationship with Niamh"),
        ("User is single", "Me and Aisha been linking for a couple months now and it's proper official.", (), None,
         "User is in a relationship with Aisha"),
        # a diet switched to, moved onto, been doing; fish kept or taken up beside no meat
        ("User follows a paleo diet", "switched from paleo to keto lol my trainer made me", (), None,
         "User follows a keto diet"),
        ("User follows a keto diet", "Since my nutritionist moved me off keto onto a Mediterranean diet, bread is "
         "back on my plate.", (), None, "User follows a mediterranean diet"),
        ("User is pescatarian", "Since I've been doing keto I'm eating steak like twice a week haha.", (), None,
         "User follows a keto diet"),
        ("User eats meat", "I've cut out meat but I still eat seafood now, my cardiologist recommended it.", (), None,
         "User is pescatarian"),
        ("User is vegetarian", "Been on the fish since I moved to the coast, but still no meat, mind.", (), None,
         "User is pescatarian"),
        ("User is vegetarian", "Now I eat also fish, but still no meat, because my doctor tell me I need omega 3.",
         (), None, "User is pescatarian"),
        # the model's answers, read: work said as doing it, a post taken or held as "the", an employer by name, a move
        # in a clause about the cat, a vegan kitchen, a divorce gone through
        ("User works as a chef", "no more 14hr shifts on the line bc i drive for ups now lol", (),
         "User's job now is driving for UPS", "User drives for UPS"),
        ("User works as an accountant", "Tax season doesn't own me anymore, since I took over running my uncle's "
         "farm full-time.", (), "User's job now is running a farm", "User runs a farm"),
        ("User works as a software engineer", "I accepted a product manager role and started on Monday, so I'm no "
         "longer writing code.", (), "User is a product manager", "User is a product manager"),
        ("User works as an accountant", "I'm now the financial controller for a logistics firm; the promotion came "
         "through last month.", (), "User is the financial controller for a logistics firm",
         "User works as a financial controller"),
        ("User works at Deloitte", "I handed in my notice at Deloitte and started at a small fintech called "
         "Paystream on Monday.", (), "User's job now is at Paystream", "User works at Paystream"),
        ("User lives in Boston", "Ever since the move to Portland my cat hides under the bed all day. Is that "
         "normal?", (), "User lives in Portland", "User lives in Portland"),
        ("User eats meat", "Plant-based household now, no animal products at all in my kitchen or on my plate.", (),
         "User is vegan", "User is vegan"),
        ("User is married to Sarah", "Since the divorce went through in March I'm cooking just for myself.", (),
         "User is single", "User is divorced"),
        ("User works as a software engineer", "Packed in the coding game, so I have. I'm a full-time chippy now, "
         "building kitchens.", (), "User is a full-time chippy", "User works as a full-time chippy"),
        # a post the speaker now is, by its name, beside a word of change
        ("User works as a chef", "Now that I'm a food inspector for the city instead of running a kitchen, I see "
         "restaurants from the other side haha.", (), None, "User works as a food inspector"),
        ("User works at Siemens", "I switched employers in January and I'm now a software engineer at Spotify.", (),
         None, "User works as a software engineer at Spotify"),
        ("User works as a nurse", "I'm a midwife now, finished my training in June", (), None,
         "User works as a midwife"),
        ("User works as a lawyer", "I'm now a full-time secondary school teacher in Aarhus", (), None,
         "User works as a full-time secondary school teacher"),
        # and what stays
        ("User works as an accountant", "Halloween costume sorted: I'm a pilot now lol", (), None, None),
        ("User works as an accountant", "My sister says I'm a chef now since I cook every night.", (), None, None),
        ("User works as an accountant", "I'm a coach now for my son's football team.", (), None, None),
        ("User works as an accountant", "Guess I'm a baker now 😂 made my first sourdough", (), None, None),
        ("User works as an accountant", "I'm an electrician now, fixed the light switch all by myself lol", (), None,
         None),
        ("User works as an accountant", "Since I'm a teacher at heart, explain it simply.", (), None, None),
        ("User works as an accountant", "I'm a mechanic now thanks to YouTube, changed the brake pads on the Corsa.",
         (), None, None),
        ("User works as an accountant", "The kids decided I'm a chef now after my lasagne.", (), None, None),
        ("User works as a nurse", "I'm an engineer now in Factorio, 200 hours in.", (), None, None),
        ("User works as a nurse", "I'm a decorator now, painted the spare room yesterday.", (), None, None),
        ("User works as an accountant", "I'm a full-time nanny now since my grandson arrived.", (), None, None),
        ("User works as a nurse", "I'm a tutor now for Sam next door.", (), None, None),
        ("User works at Google", "remind me to bring my badge tomorrow for my first day at micro soft", (), None,
         None),
        ("User works at Google", "first week at uni done, the induction was a lot", (), None, None),
        # the 83rd-86th batches' first run changed these two: a leaving denied, a flatmate's diet before a question
        ("User works at Google", "Had an interview with Meta today purely for practice, I'm not leaving Google. How do "
         "people negotiate salary anyway?", (), "User no longer works at Google", None),
        ("User is vegan", "My roommate just started a carnivore diet and the fridge is all steak now 😩 how do I stop "
         "my tofu absorbing the smell", (), "User eats meat", None),
        # the review's: a day off work, a walk, a list of diets, a cut with an exception, another's move
        ("User works at Google", "First day at Disneyland! Took the whole day off work for it.", (), None, None),
        ("User works at Google", "how was your first week at stripe? mine at google was fine", (), None, None),
        ("User is single", "Been stepping out with Mark for lunch every day this week, he's a good colleague.", (),
         None, None),
        ("User eats meat", "I've been on paleo, keto, whole30, you name it, none of them stuck.", (), None, None),
        ("User eats meat", "I cut out meat but not chicken, that's a step right?", (), None, None),
        ("User lives in Boston", "Ever since the move to Chicago of our head office, my commute is longer.", (),
         "User lives in Chicago", None),
        ("User follows a paleo diet", "My brother switched from paleo to keto lol", (), None, None),
        ("User is vegetarian", "I switched to vegan cheese, it melts fine", (), None, None),
        ("User is single", "My sister has been stepping out with a lad called Tom.", (), None, None),
        ("User works as an accountant", "I'm the designated driver tonight, what mocktails are good?", (),
         "User is the designated driver", None),
        ("User is married to Sarah", "Since the divorce of my parents I'm wary of weddings.", (), "User is single",
         None),
        # the 49th round (the 87th-90th batches): after an end only, the new value is asked for; answers that name
        # the change in other words
        ("User follows a paleo diet", "quit paleo lol now im a full on veggie 🥦 no meat at all. how do i get enough "
         "protein", ("User no longer follows a paleo diet",), "User is vegetarian", "User is vegetarian"),
        ("User lives in Sydney", "Can you help me write a note to my new neighbours here in Melbourne? We just moved "
         "in next door and want to invite them for drinks.", (), "User lives in Melbourne", "User lives in Melbourne"),
        ("User works at Microsoft", "Started at Airbnb on their data team two weeks ago. What's the weather usually "
         "like in SF in October?", (), "User works at Airbnb", "User works at Airbnb"),
        ("User works as a software engineer", "Being the product manager on the team now means I'm in meetings all "
         "day instead of writing code. Any tips to protect focus time?", (), "User works as a product manager",
         "User works as a product manager"),
        ("User has a boyfriend named Tom", "After me and Tom are finish, I live alone with my cat again. Is okay to "
         "give cat milk?", (), "User is single", "User is single"),
        ("User eats meat", "Haven't touched meat or fish since Lent and honestly I don't miss it, still having eggs "
         "and cheese though. What's a good veggie lasagne recipe?", (), "User is vegetarian", "User is vegetarian"),
        ("User eats meat", "From the new year I not eat meat anymore, only vegetables and also cheese and eggs is "
         "okay. What I can cook for protein?", (), "User is vegetarian", "User is vegetarian"),
        ("User lives in Boston", "We've been in the new house in Portland for a week and the boxes are still "
         "everywhere lol. What's the best order to unpack so the kitchen works first?", (), "User lives in Portland",
         "User lives in Portland"),
        # and what stays
        ("User works at Amazon", "My brother started at Microsoft on Monday after leaving Amazon.", (),
         "User works at Microsoft", None),
        ("User follows a paleo diet", "quit paleo lol, no idea what to eat now",
         ("User no longer follows a paleo diet",), "User is vegan", "User no longer follows a paleo diet"),
        ("User eats meat", "My son hasn't touched meat since he watched that documentary, should I worry about iron?",
         (), "User is vegetarian", None),
        ("User eats meat", "I haven't had meat in a while, any good steak marinades?", (), "User is vegetarian", None),
        ("User is dating Tom", "Tom and his band are finished with the tour, he's home tomorrow!", (), "User is single",
         None),
        ("User is married to Ana", "We are finished with the kitchen at last, Ana loves it", (), "User is single",
         None),
        ("User lives in Boston", "We stayed in the new house in Portland my sister bought, for a week, lovely", (),
         "User lives in Portland", None),
        ("User lives in Sydney", "Could you help me write a note to my new neighbours here in Melbourne? We're in "
         "their holiday flat for a week.", (), "User lives in Melbourne", None),
        ("User works at Microsoft", "My wife started at Airbnb on their data team this week", (),
         "User works at Airbnb", None),
        ("User works as a software engineer", "Being the product manager on a team must be exhausting, my friend "
         "says it's all meetings now", (), "User works as a product manager", None),
        # the 91st-92nd batches' first run: a prank's break-up read by code as the user's
        ("User has a girlfriend named Ines", "April Fools went great: I told my mom that Ines and I broke up and she "
         "almost cried, while Ines was giggling next to me the whole time.", ("User is single",), "User is single",
         None),
        ("User is married to Ana", "As a joke I told my brother that Ana and I got divorced, he didn't buy it",
         ("User is divorced",), "User is divorced", None),
        ("User lives in Leeds", "We moved to York last month and my flatmate keeps pranking me with fake spiders, how "
         "do I get him back?", (), "User lives in York", "User lives in York"),
        # the 50th round (the 93rd-94th batches): a texted "w/", a subject-less opener before a dash's question, a
        # question about where a lease was just signed, no eggs, milk or honey either, new neighbours, a separation
        # under way, a partner's passing answered as single, a business of one's own, a service joined, retired,
        # gone freelance after being let go
        ("User works at Siemens", "lol guess who just signed w/ bosch 😎 starting monday, siemens is history. how do "
         "i write a goodbye email that isnt cringe", (), "User works at Bosch", "User works at Bosch"),
        ("User lives in Denver", "Finally unpacked the last box here in Tromsø — any tips for surviving the polar "
         "night when you've never seen one?", (), "User lives in Tromsø", "User lives in Tromsø"),
        ("User lives in Monterrey", "Quick q: what's the bus card called in Valparaíso? Just signed a lease here and "
         "I have zero idea how transit works.", (), "User lives in Valparaíso", "User lives in Valparaíso"),
        ("User is pescatarian", "These days nothing that swims, flies or walks goes on my plate, not even eggs, milk "
         "or honey. What can I order at a Japanese place?", (), "User follows a vegan diet",
         "User follows a vegan diet"),
        ("User lives in Adelaide", "Our new neighbours in Hobart brought us a lemon cake the day the removal truck "
         "left. What's a nice thing to give back?", (), "User lives in Hobart", "User lives in Hobart"),
        ("User is married to Fatima", "Fatima and I are living apart while we sort out the separation — how do "
         "people split a shared streaming account fairly?", (), "User is separated", "User is separated"),
        ("User is married to Kenji", "After Kenji passing away in the spring, the house is very quiet. Can you "
         "recommend some books about the grief?", (), "User is single", "User is widowed"),
        ("User works as a software engineer", "Now that my days start kneading sourdough at 4am in my own little "
         "bakery, I hardly miss code reviews. How should I price croissants?", (), "User works at the bakery",
         "User runs their own bakery"),
        ("User works as a freelance photographer", "gave up freelancing n joined the fire brigade, passed my "
         "probation last wk 🚒 how many calories should i eat on a 24hr shift", (), None,
         "User works for the fire brigade"),
        ("User works as a high school teacher", "Thirty-two years in the classroom and Friday was my last day, I'm "
         "officially retired! Any good hobbies?", (), None, "User is retired"),
        ("User works as a graphic designer", "Which pension plan makes sense for a freelance illustrator? I went out "
         "on my own after the agency let me go in spring.", (), None, "User works as a freelance illustrator"),
        # and what stays
        ("User works at Siemens", "my brother just signed w/ bosch, starting monday. gift ideas?", (),
         "User works at Bosch", None),
        ("User lives in Denver", "Finally visited Tromsø — any tips for the polar night?", (), "User lives in Tromsø",
         None),
        ("User lives in Monterrey", "What's the bus card called in Valparaíso? My sister just signed a lease there.",
         (), "User lives in Valparaíso", None),
        ("User lives in Monterrey", "What's the bus card called in Valparaíso? If we signed a lease here, would the "
         "kids cope?", (), "User lives in Valparaíso", None),
        ("User eats meat", "Baking for my vegan niece: not even eggs, milk or honey allowed. Any cake ideas?", (),
         "User follows a vegan diet", None),
        ("User is married to Kenji", "After my friend's husband passing away, she is so lonely. How can I help her?",
         (), "User is single", None),
        ("User works as a software engineer", "I'd love my own little bakery one day. How should I price croissants?",
         (), "User works at the bakery", None),
        ('User works as a nurse', 'My brother joined the army last week, any care package ideas?', (), None, None),
        ('User works as a teacher', 'My dad is officially retired! Gift ideas?', (), None, None),
        ("User works as a graphic designer", "My friend went out on her own as a freelance illustrator after the "
         "agency let her go.", (), None, None),
        ('User works as a teacher', 'If I retired early, would my pension be enough?', (), None, None),
        ("User lives in Adelaide", "My sister's new neighbours in Hobart brought her a lemon cake. What's a nice "
         "thing to give back?", (), "User lives in Hobart", None),
        # and what the round's review found it let in at first: a deal "w/" a firm, a flat booked, a lease elsewhere
        # or "here in" the city held, someone else's diet, a parent's passing, a bakery saved for, a colleague's
        # service, a question, lesson plans retired, retiring ahead, a freelancer hired, seeing each other at the
        # gym, a separation of duties
        ("User works at Siemens", "siemens just signed a huge deal w/ bosch, my team is swamped", (),
         "User works at Bosch", None),
        ("User lives in Denver", "Just booked a flat in Tromsø for the summer — any tips for the midnight sun?", (),
         "User lives in Tromsø", None),
        ("User lives in Monterrey", "What's the bus card called in Valparaíso? Just signed a lease in Lima, flying "
         "there Monday.", (), "User lives in Valparaíso", None),
        ("User lives in Monterrey", "Which is nicer, Valparaíso or Viña? We've just signed a lease here in "
         "Monterrey, so only for holidays.", (), "User lives in Valparaíso", None),
        ("User is pescatarian", "My daughter just went vegan, not even eggs or honey. What can I cook for her?", (),
         "User follows a vegan diet", None),
        ("User is married to Kenji", "After Mum passing away in March, Kenji and I are clearing her house. Where do "
         "I start?", (), "User is widowed", None),
        ("User works as a software engineer", "Saving up for my own bakery now. How should I price croissants when I "
         "do open?", (), "User runs a bakery", None),
        ("User works as a nurse", "My colleague quit n joined the police, so now I'm covering her shifts. How do I "
         "say no?", (), None, None),
        ("User works as a nurse", "Should I have joined the navy instead of nursing? My shift today was hell.", (),
         None, None),
        ("User works as a teacher", "I finally retired my 20-year-old lesson plans! Ideas for year 9 history?", (),
         None, None),
        ("User works as a teacher", "Once I'm retired I'll travel, but for now, any tips for marking faster?", (),
         None, None),
        ("User works as a graphic designer", "I was let go and went out on my own, now hiring a freelance "
         "accountant. How much should I pay?", (), None, None),
        ("User is single", "Sam and I keep seeing each other at the gym, should I say hi?", (), "User is dating Sam",
         None),
        ("User is married to Fatima", "The separation of duties at home: I cook, Fatima cleans. Is that fair?", (),
         "User is separated", None),
        # the 95th-96th batches' first run: the extraction's own words for a diet or a titled post, which no slot read
        ("User eats meat", "going fully plant based from now on 🌱 what do i put in a smoothie for protein",
         ("User is going fully plant based",), None, "User is going fully plant based"),
        ("User follows a keto diet", "Finally gave up on keto, I'm eating mostly Mediterranean style now.",
         ("User is eating mostly Mediterranean style now",), None, "User is eating mostly Mediterranean style now"),
        ("User works as a graphic designer", "My LinkedIn headline says 'Junior Data Analyst at Rakuten' now. Started "
         "there two weeks ago.", ("User is a Junior Data Analyst at Rakuten",), None,
         "User is a Junior Data Analyst at Rakuten"),
        # and a chore split, which the model answered as a break-up
        ("User has a girlfriend named Hana", "hana and i had a dumb fight about dishes lol we're fine now but how do "
         "couples split chores fairly", (), "User is single", None),
        ("User eats meat", "User is going vegan next month, my sister says", ("User is going vegan next month",), None,
         None),
        # the 51st round (the 95th-98th batches): answers the model gave rightly that code refused, and messages it
        # was not asked about
        ("User works as an accountant", "I quit the accounting office and now I am driving taxi in the nights. How "
         "do I stay awake?", (), "User works as a taxi driver", "User works as a taxi driver"),
        ("User works as a chef", "Since I swapped the restaurant kitchen for teaching culinary arts at the college, I "
         "need a grading rubric.", (), "User works as a culinary arts teacher",
         "User works as a culinary arts teacher"),
        ("User works as a teacher", "Since I'm out of the classroom now and doing UX design full-time at a startup, "
         "how do I fix my resume?", (), "User works as a UX designer", "User works as a UX designer"),
        ("User works as a high school teacher", "No more grading essays for me since June - my sister and I finally "
         "opened our little bakery. Price list ideas?", (), "User works as a baker", "User runs their own bakery"),
        ("User works at Deloitte", "Now that I'm running my own pottery studio instead of auditing books, how should I "
         "price mugs?", (), "User works as a pottery designer", "User runs their own pottery studio"),
        ("User works at Deloitte", "Now that my badge says Shopify instead of the old Big Four logo, how do RSUs vest?",
         (), "User works at Shopify", "User works at Shopify"),
        ("User follows a paleo diet", "Bye bye bone broth - it's tofu and lentils now, nothing from animals at all.",
         (), "User is vegan", "User is vegan"),
        ("User eats meat", "I stopped buying anything that had a face, though I still do dairy and eggs. Lentil "
         "recipes?", (), "User is vegetarian", "User is vegetarian"),
        ("User is vegan", "My neurologist put me on a ketogenic plan, so animal fats are part of my meals now.", (),
         "User follows a ketogenic diet", "User follows a keto diet"),
        ("User eats meat", "It's been only fish and veggies for me since my doctor's warning - no more steak.", (),
         "User eats fish and vegetables", "User is pescatarian"),
        ("User follows a low-carb diet", "my partner and i cut out meat and poultry but kept seafood, shrimp paella "
         "recipe?", (), "User is vegetarian", "User is pescatarian"),
        ("User eats meat", "ok day 10 of no animal products at all 🌱 what do vegans use instead of eggs?", (),
         "User is vegan", "User is vegan"),
        ("User is married to Fatima", "My late wife Fatima always handled the taxes, where do I even start?", (),
         "User is divorced", "User is widowed"),
        ("User is engaged to Aiko", "Aiko and I signed the papers at city hall on Saturday. How do I change my "
         "surname?", (), None, "User is married to Aiko"),
        ("User lives in Lisbon", "Can you help me write a note to my new landlord in Porto about the boiler?", (),
         "User lives in Porto", "User lives in Porto"),
        ("User lives in Cairo", "Is it normal for the electricity bill to be this high in Dubai?? first August here "
         "since we relocated", (), "User lives in Dubai", "User lives in Dubai"),
        ("User lives in Lisbon", "Can you help me with the bus lines here? Still getting used to Porto after leaving "
         "Lisbon last month.", (), "User lives in Porto", "User lives in Porto"),
        ("User lives in Seoul", "Please recommend a seafood restaurant near Haeundae, I am living there from this "
         "month because company send me to Busan office.", (), "User lives in Busan", "User lives in Busan"),
        ("User works as a nurse", "Any tips for long-haul flights? Swapping hospital night shifts for working as cabin "
         "crew has been weird.", (), "User works as cabin crew", "User works as cabin crew"),
        ("User has a boyfriend named Mateo", "Mateo kept the apartment and I kept the dog when we split. Solo weekend "
         "ideas?", (), "User is single", "User is single"),
        # and what its review found the first cut let in (a careless answer taken), which stays
        ("User works as an accountant", "After work I'm teaching salsa on weekends now, it's so fun.", (),
         "User works as a salsa teacher", None),
        ("User works as an accountant", "He quit the factory and is driving taxi now, I worry about him.", (),
         "User works as a taxi driver", None),
        ("User works as an accountant", "In the game I'm driving taxi now, my job is to pick up NPCs lol.", (),
         "User works as a taxi driver", None),
        ("User works as an accountant", "Sadly we opened our little bakery right before covid and had to close it; "
         "back at the firm now.", (), "User works as a baker", None),
        ("User works as an accountant", "At my own café, should the coffee be fair trade? Just daydreaming at work.",
         (), "User works as a café owner", None),
        ("User works as an accountant", "I finally opened my Etsy shop now, my knitting is selling!", (),
         "User works as an Etsy seller", None),
        ("User eats meat", "I ate nothing from animals today, just by accident, steak again tomorrow.", (),
         "User is vegan", None),
        ("User eats meat", "Only fish and veggies for me this week, then back to burgers.", (),
         "User eats fish and vegetables", None),
        ("User is vegetarian", "Vegetarian for ten years now, except fish sauce in my curries sometimes.", (),
         "User is vegetarian", None),
        ("User eats meat", "My son cut out meat but kept fish, what should I cook for him?", (), "User is vegetarian",
         None),
        ("User is married to Anna", "Waiting for my late wife again, she's always 20 minutes behind lol, Anna!", (),
         "User is divorced", None),
        ("User is dating Leo", "Leo and I signed the papers at city hall for our business license today!", (), None,
         None),
        ("User is dating Leo", "In my dream Leo and I signed the papers at city hall, lol, we're not even engaged.", (),
         None, None),
        ("User lives in Leeds", "For my new office space, my new landlord in Manchester wants six months upfront.", (),
         "User lives in Manchester", None),
        ("User works at Google", "My badge says Shopify Guest now lol, interview day.", (), "User works at Shopify",
         None),
        ("User lives in Cairo", "How hot does it get in Dubai in August? Been here since we relocated the office last "
         "Monday, flying home Friday", (), "User lives in Dubai", None),
        ("User lives in Cairo", "Is the electricity bill as high in Dubai as it is here? First August here since we "
         "relocated", (), "User lives in Dubai", None),
        ("User works at Google", "Leaving Google early today to pick up the kids from school", (),
         "User works at school", None),
        ("User is married to Sam", "After we split the pizza, Sam and I watched a movie", (), "User is single", None),
        ("User works at Google", "From this week I'm on the Maps team at Google", (), "User works at Maps", None),
        # the 52nd round (the 99th-100th batches)
        ("User lives in Chicago", "ugh the humidity in houston is no joke lol. good dehumidifier for a 2br apt?? just "
         "got the keys last week", (), "User lives in Houston", "User lives in Houston"),
        ("User lives in Berlin", "What's the fastest way to get from my place in Kraków to the airport at 5am? Still "
         "figuring out the trams here.", (), "User lives in Kraków", "User lives in Kraków"),
        ("User lives in Boston", "Since leaving the East Coast for Denver I've been getting nosebleeds. How do people "
         "here deal with it?", (), "User lives in Denver", "User lives in Denver"),
        ("User works as a chef", "I hung up my apron for good and I'm driving a city bus now. Tips for early routes?",
         (), "User works as a bus driver", "User works as a bus driver"),
        ("User works as an accountant", "I quit the accounting and now I drive truck long haul. Healthy snacks?", (),
         "User works as a truck driver", "User works as a truck driver"),
        ("User is engaged to Mateo", "we call off the wedding, Mateo and me is finish. how to tell my parents?", (),
         "User is single", "User is single"),
        ("User has a girlfriend named Sofia", "Ingrid and I just got back from our honeymoon in Crete. Thank-you notes "
         "for the guests?", (), "User is married to Ingrid", "User is married to Ingrid"),
        ("User follows a paleo diet", "My gastroenterologist put me on low FODMAP, so my paleo days are over. Flavour "
         "ideas?", (), "User follows a low-FODMAP diet", "User follows a low-FODMAP diet"),
        # the 53rd round (the 101st-102nd batches): read by code, whatever the model answers
        ("User is married to Fatima", "Since my wife passed last year I've been cooking for one. Easy recipes?", (),
         "User is divorced", "User is widowed"),
        ("User has a boyfriend named Kenji", "Since Kenji packed up his things and took the coffee machine with him, "
         "my mornings have been rough.", (), "User is married to Oliver", "User is single"),
        ("User works at Amazon", "First week at Patagonia's Ventura office and literally everyone brings their dog to "
         "work.", (), None, "User works at Patagonia"),
        ("User works at Siemens", "Bosch's onboarding paperwork is endless. What does 'Probezeit' mean in my new "
         "contract?", (), None, "User works at Bosch"),
        ("User works as a barista", "finally got my electrician license ⚡ and started w a contractor on monday", (),
         None, "User works as an electrician"),
        ("User works at Deloitte", "since im not at deloitte anymore and doing freelance graphic design, do i need to "
         "register?", (), "User needs to register as self-employed", "User works as a freelance graphic designer"),
        ("User works as a nurse", "Now that I'm teaching anatomy to first-year students instead of doing night shifts "
         "on the ward, I have weekends.", (), "User enjoys teaching anatomy", "User works as an anatomy teacher"),
        ("User is pescatarian", "Since I gave up fish too and only eat plants now, what goes in sushi instead of "
         "tuna?", (), None, "User is vegan"),
        ("User follows a keto diet", "My doctor told me to stop keto because of my cholesterol, so I'm back to normal "
         "eating with carbs.", (), "User follows a balanced diet", "User no longer follows a keto diet"),
        ("User is vegetarian", "After ten years without meat, my doctor talked me into adding it back for the iron.",
         (), None, "User eats meat"),
        ("User is vegan", "ok confession: eating eggs and cheese again since the pregnancy, cravings are wild 🙈 any "
         "good frittata recipe?", (), "User is vegetarian", "User eats eggs and cheese"),
        # ... and the model's answer taken where the message now reaches the question
        ("User lives in Nairobi", "My lease in Cape Town officially starts on the 1st but I've already been sleeping "
         "on a mattress there for a week.", (), "User lives in Cape Town", "User lives in Cape Town"),
        ("User lives in Toronto", "The humidity in Singapore has been wrecking my hair ever since I got here in March.",
         (), "User lives in Singapore", "User lives in Singapore"),
        # ... and what they must not take
        ("User is married to Fatima", "My wife's father died last year, how do I support her?", (),
         "User is widowed", None),
        ("User has a boyfriend named Kenji", "Kenji packed up his things and went to Osaka for the conference.", (),
         "User is single", None),
        ("User has a boyfriend named Kenji", "Kenji moved out last year and we're still together, long distance.", (),
         "User is single", None),
        ("User is single", "Birthday gift for my brother Tom? we've been seeing each other for lunch every week", (),
         "User is dating Tom", None),
        ("User works at Amazon", "First week at Google for my daughter, her new manager is nice", (),
         "User works at Google", None),
        ("User works at Spotify", "I'm designing the Netflix onboarding screens for my new contract", (), None, None),
        ("User works at Deloitte", "My wife left Deloitte and is doing freelance writing", (),
         "User works as a freelance writer", None),
        ("User lives in Seoul", "Hikes near Vancouver for my trip? Finally unpacked the last box at the new office.",
         (), "User lives in Vancouver", None),
        ("User follows a keto diet", "Back to normal eating for the holidays, keto again from January.", (),
         "User follows a normal diet", None),
        ("User is vegetarian", "Tofu bacon for breakfast after eight years veggie, still love it", (),
         "User eats meat", None),
        ("User is married to Fatima", "My wife passed last year with distinction and now she's a chartered "
         "accountant, how do we celebrate?", (), "User is widowed", None),
        ("User is dating Kenji", "Kenji and I spent Saturday helping my sister after she moved out, my back is "
         "wrecked.", (), "User is single", None),
        ("User is vegan", "My son's update: eating fish again since the allergy clinic cleared him.", (),
         "User eats fish", None),
        ("User is vegetarian", "After ten years without meat I quit chocolate for Lent and now I'm eating it again.",
         (), "User eats meat", None),
        ("User lives in Toronto", "My lease in Toronto ends in June. On my Lisbon trip next week, which "
         "neighbourhoods should I scout?", (), "User lives in Lisbon", None),
        # a plan texted (the 103rd-106th batches' one false change, at the code before the round)
        ("User lives in Singapore", "thinking abt maybe moving to perth someday if housing ever gets cheaper lol, "
         "whats the weather like there year round", (), "User lives in Perth", None),
        # a change the memory already reflects (one of the 107th-108th batches' two false changes, in their first run)
        ("User works as a graphic designer", "When I left the agency two years ago to freelance as a designer it was "
         "terrifying, but now I love it. How should I price a full logo package?", (), None, None),
        # ... and the other: a post and the kind of place it is done in are one job
        ("User works as a pharmacist", "Another twelve-hour shift at the pharmacy with a broken printer. How do I ask "
         "my manager for a new one?", ("User works at the pharmacy",), None, None),
        # the 54th round (the 103rd-108th batches): read by code, whatever the model answers
        ("User is married to Daniel", "My ex-husband is picking up the kids this weekend. Can you help me with a "
         "polite message about bedtime?", (), None, "User is divorced"),
        ("User is married to Daniel", "My ex-husband Daniel wants to take the kids to Greece this summer. How do I "
         "reply?", (), None, "User is divorced"),
        ("User eats meat", "Since I took my shahada I only eat halal meat. How do I find a butcher I can trust?",
         ("User only eats halal meat",), None, "User only eats halal meat"),
        ("User is pescatarian", "Got diagnosed with celiac last week, so on top of no meat I now avoid gluten too. "
         "Safe breads?", (), None, "User is pescatarian, and is gluten-free for coeliac disease"),
        ("User follows a paleo diet", "My doctor says I have coeliac, and honestly the paleo was too expensive "
         "anyway. Safe pasta?", (), None, "User follows a gluten-free diet for coeliac disease"),
        ("User follows a keto diet", "Now that bread and rice are back on the menu for me after years of counting "
         "carbs, what's a good sourdough routine?", (), None, "User eats bread and rice again"),
        ("User follows a keto diet", "Gave up on keto after six months, I missed rice. A balanced weekly plan?", (),
         None, "User no longer follows a keto diet"),
        ("User lives in Nairobi", "The flat I'm renting in Kigali has no oven. One-pot recipes?", (), None,
         "User lives in Kigali"),
        ("User lives in Melbourne", "Now that we're Auckland locals, do I need a Kiwi licence?", (), None,
         "User lives in Auckland"),
        ("User lives in Cape Town", "My rent in Edinburgh is eating half my salary. Budget help?", (), None,
         "User lives in Edinburgh"),
        ("User works as a journalist", "i do comms for a hospital network now instead of reporting. press release "
         "tips?", (), None, "User works in comms for a hospital network"),
        # ... and the model's answer taken where code refused it before
        ("User is single", "Kenji and I just hit three months together - can you suggest a low-key anniversary "
         "date idea?", (), "User is engaged to Kenji", "User is in a relationship with Kenji"),
        ("User lives in Seoul", "My commute from my new place in Busan is almost 50 minutes, podcast ideas?", (),
         "User lives in Busan", "User lives in Busan"),
        ("User lives in Dublin", "Cheapest way from Edinburgh Waverley to the airport now that I'm living up here? I "
         "left Dublin for good.", (), "User lives in Edinburgh", "User lives in Edinburgh"),
        ("User lives in Mumbai", "Tips for Bangalore traffic? Ever since we shifted here for my wife's posting I'm "
         "stuck in autos.", (), "User lives in Bangalore", "User lives in Bangalore"),
        ("User is vegetarian", "My first month without cheese or eggs went better than I expected - what can I use "
         "instead of eggs in banana bread?", (), "User follows a vegan diet", "User is vegan"),  # read by code now
        ("User eats meat", "Six weeks since my last steak and I'm not missing it - can you give me vegetarian "
         "lunches I can batch cook?", (),
         "User follows a vegetarian diet", "User follows a vegetarian diet"),
        ("User has a boyfriend named Lucas", "Now that Lucas is out of the picture for good, I'm redecorating. "
         "Ideas?", (), "User is single", "User is single"),
        # ... and what they must not take (from two adversarial reviews of the round)
        ("User is married to Daniel", "My ex-husband is picking up the kids this weekend so Daniel and I finally get "
         "a date night.", (), "User is divorced", None),
        ("User is married to Daniel", "Should I let my ex-husband take the kids to Spain for two weeks?", (),
         "User is divorced", None),
        ("User is pescatarian", "I have coeliac guests coming for dinner, what can I make?", (),
         "User is gluten-free", None),
        ("User is pescatarian", "Diagnosis came back: coeliac ruled out, it's just IBS.", (), None, None),
        ("User follows a keto diet", "My birthday tomorrow so carbs are back for me!", (), "User eats carbs again",
         None),
        ("User is engaged to Kenji", "Kenji and I aren't in a relationship crisis, just a busy month.", (),
         "User is married to Kenji", None),
        ("User is dating Kenji", "Money worries are out of the picture since Kenji got his promotion.", (),
         "User is single", None),
        ("User lives in Seoul", "We shifted here for my husband's transfer, it's only until March. Best ski resort "
         "near Sapporo?", (), "User lives in Sapporo", None),
        ("User lives in Dublin", "What's the cheapest train from Glasgow down to London now that I'm living up "
         "here?", (), "User lives in London", None),
        ("User lives in Seoul", "We were almost two weeks from moving to Busan before my mum got sick, so we stayed "
         "put.", (), "User lives in Busan", None),
        ("User works as a journalist", "Readers keep saying I switched sides and do PR for the government now, all "
         "because of one positive article.", (), "User works in PR for the government", None),
        ("User works as a pharmacist", "I don't work at the pharmacy counter anymore, moved to the hospital "
         "dispensary - still a pharmacist.", (), "User no longer works at the pharmacy", None),
        ("User lives in London", "We're Arsenal locals at the Emirates every other week, best pub nearby?", (), None,
         None),
        ("User lives in Dublin", "The flat I'm renting in Lisbon next month has a balcony, what plants survive?", (),
         None, None),
        # the 109th-112th batches' two false changes, in their first run (before the round)
        ("User is vegan", "My mum's doing keto now and wants me to cook for her birthday. Is there a dish that works "
         "for both keto and vegan?", (), "User follows a keto diet", None),
        ("User eats meat", "That documentary made me think about going vegetarian, but honestly I love steak too "
         "much. Any books on ethical meat?", (), "User is vegetarian", None),
        # the 55th round (the 109th-112th batches): halal kept, read by code; a reading of meat eaten is the halal or
        # carnivore diet the message keeps
        ("User has no dietary restrictions", "Since I converted to Islam last year I only eat halal meat. Where can I "
         "find a halal butcher online?", (), None, "User eats only halal food"),
        ("User eats meat", "Since I took my shahada last month I've been trying to keep halal. Is gelatin in gummy "
         "candy okay?", (), None, "User eats only halal food"),
        ("User is pescatarian", "After my conversion I'm eating meat again, but strictly halal. Which supermarkets "
         "have halal sections?", (), None, "User eats only halal food"),
        ("User follows a low-carb diet", "Now that carnivore is basically my whole life, just beef, eggs and butter, "
         "how do I keep my electrolytes up?", (), "User eats meat", "User follows a carnivore diet"),
        ("User follows a keto diet", "My doctor told me to drop keto, so it's a Mediterranean-style diet with normal "
         "carbs for me now. Breakfast ideas?", (), "User follows a Mediterranean-style diet",
         "User follows a Mediterranean diet"),
        # ... the held partner gone, said by name
        ("User has a boyfriend named Kenji", "Since Kenji packed up his things and took the cat, the apartment is so "
         "quiet. Podcasts?", (), None, "User is single"),
        ("User is dating Lucas", "Good openers for dating apps? I'm back on them after things fizzled out with "
         "Lucas.", (), None, "User is single"),
        ("User is engaged to Ingrid", "We cancelled the venue since Ingrid and I aren't getting married after all. "
         "Are deposits refundable?", (), None, "User is single"),
        # ... and the model's answer taken where code refused it before
        ("User works as a waitress", "whats the best compression socks for long haul?? now that im cabin crew with "
         "emirates im on my feet 14 hrs, restaurant shifts were nothing", (), "User works as cabin crew",
         "User works as cabin crew"),
        ("User works at HSBC", "In my company now, Unilever, they ask me to do presentation in English every Monday. "
         "Can you correct my slides?", (), "User works at Unilever", "User works at Unilever"),
        ("User works as a lawyer", "ok so ex-lawyer, full time potter now lmaoo how do i price handmade mugs", (),
         "User works as a potter", "User works as a potter"),
        ("User works as a high school teacher", "Three months into my first dev job after leaving the classroom and I "
         "still get nervous in code review.", (), "User works as a junior developer", "User works as a developer"),
        # ... and what they must not take
        ("User eats meat", "Is there a halal butcher near me? My neighbour only eats halal and I'm cooking for her.",
         (), "User eats only halal food", None),
        ("User eats meat", "What's the difference between halal and kosher slaughter? A coworker mentioned it.", (),
         "User eats only halal food", None),
        ("User is married to Anna", "Anna and I are painting the nursery now, when we finish it, I'll send pics.", (),
         "User is single", None),
        ("User works at HSBC", "My old company, Unilever, still sends me their newsletter.", (),
         "User works at Unilever", None),
        ("User works as a chef", "Hung up my apron for good at 58 - retirement is officially boring already. Hobbies?",
         (), "User is retired", "User is retired"),
        # (from the adversarial review of the round)
        ("User is dating Lucas", "Things fizzled out with the band, so Lucas and I finally have our weekends back.",
         (), "User is single", None),
        ("User is engaged to Ingrid", "Ingrid and I aren't getting married after all in May - we moved it to "
         "September so her gran can come.", (), "User is single", None),
        ("User is dating Tomás", "Tomás and I finished things yesterday, the kitchen renovation is finally done!", (),
         "User is single", None),
        ("User is dating Lucas", "Lucas packed up his bags and took the dog. Work trip to Berlin, back on Sunday.", (),
         "User is single", None),
        ("User works as a lawyer", "Would love to be a full time potter now that the kids are grown, but law pays.",
         (), "User works as a potter", None),
        ("User works at Nestlé", "In my company now, Unilever, they are our biggest customer, so everything is about "
         "them.", (), "User works at Unilever", None),
        ("User works as a teacher", "if i quit, now that im cabin crew material after the course, would emirates "
         "hire me?", (), "User works as cabin crew", None),
        ("User has no dietary restrictions", "The catering for Saturday has to be halal since half the guests are "
         "Muslim.", (), "User eats only halal food", None),
        ("User eats meat", "I used to keep halal back home in Karachi, but honestly I eat whatever now.", (),
         "User eats only halal food", None),
        # the extraction's own "User has a Mediterranean-style diet" is that diet too, not a memory of no slot beside it
        # (seen in the round's in-sample rerun)
        ("User follows a keto diet", "My doctor told me to drop keto, so it's a Mediterranean-style diet with normal "
         "carbs for me now. Breakfast ideas?", ("User has a Mediterranean-style diet",),
         "User follows a Mediterranean-style diet", "User has a Mediterranean-style diet"),
        # "plant based" without its hyphen is on the diet's topic too (it was off it, so nothing was asked)
        ("User eats meat", "ok so i'm 3 weeks fully plant based now, where do i even get b12 lol", (),
         "User follows a plant-based diet", "User follows a plant-based diet"),
        # a vegetarian's first month without cheese or eggs, and eggs and dairy dropped "on top of" the meat: code
        ("User is vegetarian", "My first month without cheese or eggs is going better than expected. A good B12 "
         "source?", (), None, "User is vegan"),
        ("User is vegetarian", "I've dropped dairy and eggs on top of the no-meat thing, so what can I bake without "
         "butter?", (), None, "User is vegan"),
        # ... and not (from a review of the two)
        ("User is vegetarian", "Back in 2019 my first month without cheese or eggs went badly.", (), None, None),
        ("User is vegetarian", "My first month without eggs and dairy has gone ok but I'm going back to eggs, I miss "
         "them.", (), None, None),
        ("User is vegetarian", "I dropped the eggs and cheese on top of the pizza before baking.", (), None, None),
        ("User is vegetarian", "I cut the cheese and eggs went into the frittata.", (), None, None),
        # the model's "User is vegetarian" taken for "I don't miss meat at all anymore" (said so, not someone else's)
        ("User follows a paleo diet", "My roommate got me into vegetarian cooking and honestly I don't miss meat at "
         "all anymore. Any good lentil dishes?", (), "User is vegetarian", "User is vegetarian"),
        ("User eats meat", "My sister says she doesn't miss meat at all anymore, how do I cook for her?", (),
         "User is vegetarian", None),
        ("User follows a keto diet", "Would I really not miss meat at all anymore if I went veggie?", (),
         "User is vegetarian", None),
        # the 56th round's second part (the 113th-116th batches' misses): a home's keys or lease beside a city asked
        # about; a post or an employer taken for granted in a question; a texted "im cabin crew with qantas now"; work
        # done now after "I'm not … anymore"; a couple done for good, gone separate ways, the whole thing called off, a
        # ceremony had; a first Valentine's without the partner; keto given up for eating whatever; put on a ketogenic
        # plan; an uncle's bakery taken over; the model's "User follows a halal diet"
        ("User lives in Denver", "Which neighborhoods in Montreal are good for cycling to work? We finally got the "
         "keys to our apartment there last week.", (), "User lives in Montreal", "User lives in Montreal"),
        ("User lives in Manchester", "Is it normal for the water bill in Porto to be this high? It's the first one "
         "since I got the keys.", (), "User lives in Porto", "User lives in Porto"),
        ("User works as a nurse", "Got my badge last Friday. How do I deal with night shift sleep as a new patrol "
         "officer?", (), "User works as a patrol officer", "User works as a patrol officer"),
        ("User works at Deloitte", "ok so first week at spotify done 🙌 nobody warned me how many slack channels "
         "there are?? how do i mute them", (), "User works at Spotify", "User works at Spotify"),
        ("User works as a chef", "ok so no more kitchen shifts for me, im cabin crew with qantas now ✈️ what do u "
         "pack for a layover", (), "User works as a cabin crew", "User works as a cabin crew"),
        ("User works as an accountant", "Since I'm not crunching numbers for clients anymore and I'm driving a "
         "delivery van now, how should I track mileage?", (), "User works as a delivery driver",
         "User works as a delivery driver"),
        ("User has a boyfriend named Mateo", "me and mateo are done for good. deleted his number. breakup songs pls",
         (), None, "User is single"),
        ("User is dating Chioma", "Chioma and I decided to go separate ways last month, so I have a spare concert "
         "ticket.", (), None, "User is single"),
        ("User is engaged to Aisha", "Aisha and I called the whole thing off. Can I get the venue deposit back?", (),
         None, "User is single"),
        ("User is engaged to Tomasz", "A thank-you note for wedding guests? Tomasz and I had our ceremony last "
         "weekend.", (), None, "User is married to Tomasz"),
        ("User follows a keto diet", "Y'all I finally gave up on that keto mess, I'm eatin' whatever now. A snack "
         "that won't spike my sugar?", (), None, "User no longer follows a keto diet"),
        ("User is vegan", "Years of plants only wrecked my iron, so my nutritionist put me on a ketogenic plan. Net "
         "carbs in an avocado?", (), None, "User follows a keto diet"),
        ("User works as a software engineer", "Since I handed in my work laptop and took over my uncle's bakery, "
         "I'm up at 4am. Tips for managing bakers?", (), "User works as a baker", "User runs their own bakery"),
        ("User is pescatarian", "Ramadan is coming and this is my first year keeping halal properly since I "
         "converted. Suhoor meals with chicken?", (), "User follows a halal diet", "User follows a halal diet"),
        # ... and not (from a review of them: the first cut changed these)
        ("User lives in Denver", "We signed the lease on our new place in Austin last week, but quick question for a "
         "friend: is Seattle rainy all year?", (), "User lives in Seattle", None),
        ("User works as a teacher", "How do I deal with night shift sleep as a new patrol officer's wife? His alarms "
         "wake me at 3am", (), "User works as a patrol officer", None),
        ("User works as a teacher", "how do i deal with night shift sleep as a new patrol officer in GTA RP? my "
         "server starts at 2am", (), "User works as a patrol officer", None),
        ("User works at Deloitte", "ok so first week at spotify done 🙌 (the free trial lol) how do i make playlists "
         "private??", (), "User works at Spotify", None),
        ("User works as a teacher", "im chef for the family bbq now apparently, what do i make for 20 people?", (),
         "User works as a chef", None),
        ("User works as an accountant", "I'm not taking the bus anymore and I'm driving a van now since we bought one "
         "for camping, how do I parallel park it?", (), "User works as a van driver", None),
        ("User works as a teacher", "I'm not teaching anymore this week because of half term, and I'm driving a "
         "delivery van for my brother's move", (), "User works as a delivery driver", None),
        ("User is dating Mateo", "me and mateo are done for good with this project, never collaborating on a group "
         "assignment again lol", (), "User is single", None),
        ("User is dating Mateo", "me and mateo are done for good? lol no way, we just had a fight about the dishes",
         (), "User is single", None),
        ("User has a girlfriend named Chioma", "Chioma and I decided to go separate ways on the road trip, she's "
         "doing the coast and I'm doing the mountains", (), "User is single", None),
        ("User is engaged to Aisha", "Aisha and I called the whole thing off, the Bali trip was way too expensive. "
         "Cheaper honeymoon ideas?", (), "User is single", None),
        ("User is engaged to Tomasz", "Tomasz and I had our ceremony last weekend — the award ceremony at his firm, "
         "he won employee of the year", (), "User is married to Tomasz", None),
        ("User works as an accountant", "I took over my uncle's bakery stall at the farmers market for an hour while "
         "he got lunch", (), "User runs a bakery", None),
        ("User eats meat", "The school switched to halal-only meat in the canteen, my kids love it", (),
         "User follows a halal diet", None),
        ("User eats meat", "I only ate halal growing up, now I eat everything, pork included", (),
         "User follows a halal diet", None),
        # older false changes the review found: a keto break or a keto thing taken for its end, a deal called off for
        # the couple's end, halal kept for Ramadan only
        ("User follows a keto diet", "cheat day!! gave up on keto for today, I'm eatin' whatever now, pizza recs?", (),
         "User no longer follows a keto diet", None),
        ("User follows a keto diet", "It's the holidays so I gave up on keto till January, eating whatever now 🎄",
         (), "User no longer follows a keto diet", None),
        ("User follows a keto diet", "I finally gave up on that keto bread recipe, it never rises, got a better one?",
         (), "User no longer follows a keto diet", None),
        ("User is engaged to Aisha", "Aisha and I called off the deal on the house, the survey was awful", (),
         "User is single", None),
        ("User eats meat", "I'm eating halal for Ramadan only, I'm not Muslim but my girlfriend is, after that it's "
         "pork ribs again", (), "User follows a halal diet", None),
        # the 117th-120th batches' false changes in the run before the round: a friend by name got engaged, a dad's keto
        # diet cooked for, a life in Copenhagen only wondered about
        ("User has a boyfriend named Luca", "My best friend Zanele just got engaged! Help me write a toast for her "
         "engagement party.", (), "User is engaged to Zanele", None),
        ("User is vegan", "My dad's on a keto diet now and I'm cooking for him on Sunday. Any keto dishes that I "
         "could also eat, without meat or dairy?", ("User has a keto diet",), "User follows a keto diet", None),
        ("User lives in Singapore", "Sometimes I wonder what life would be like in Copenhagen... what's average rent "
         "there? Just daydreaming, I'm not going anywhere.", (), "User lives in Copenhagen", None),
        # the 113th-116th batches' false change, in both runs (before and after the round)
        ("User works as a veterinarian", "Told my boss I'd quit to become a professional napper. He didn't laugh 😂 "
         "Anyway, can you explain feline kidney disease simply?", ("User works as a professional napper",), None,
         None),
        # careless answers and facts the review still took as a change: a first week at the gym or a hotel's, a
        # learner's post ahead, a frequent flyer scheme, a game's post, a diet tried and quit
        ("User works as a teacher", "First week at the gym done! My legs are dead. Any good stretches?",
         ("User finished their first week at the gym",), "User works at the gym", None),
        ("User works as an accountant", "First week at the Hilton done! The breakfast buffet was amazing. Any tips "
         "for Lisbon?", ("User stayed at the Hilton for a week",), "User works at the Hilton", None),
        ("User works as a teacher", "As a new nurse I have to finish my nursing school essay first, can you help "
         "with the outline?", ("User is writing a nursing school essay",), "User works as a nurse", None),
        ("User works as an accountant", "im a member with the qantas frequent flyer program now, how do points "
         "work?", ("User is a member of the Qantas frequent flyer program",), "User works at Qantas", None),
        ("User works as a teacher", "im a pilot with the virtual qantas group in flight simulator now lol",
         ("User is a pilot with the virtual Qantas group in Flight Simulator",), "User works as a pilot at Qantas",
         None),
        ("User eats meat", "My doctor put me on a ketogenic plan last year but I quit after two weeks. Any easy "
         "dinner ideas?", ("User tried a ketogenic diet last year",), "User follows a keto diet", None),
        # the twenty-third session (the 121st-122nd batches' misses): changes said after an emoji, with a rising tone,
        # by a crew, an own business, a honeymoon, a ring, the end beside a new partner, a new apprenticeship …
        ("User eats meat", "been fully plant-based for 2 months now 🌱 whats a good b12 supplement? dont want to end "
         "up anemic lol", (), "User is vegan", "User is vegan"),
        ("User has no dietary restrictions", "Got diagnosed with celiac so it's gluten-free for me from now on 😩 is "
         "soy sauce safe??", (), None, "User follows a gluten-free diet for coeliac disease"),
        ("User has a boyfriend named Lukas", "honestly being single again after lukas is kinda nice?? anyway whats a "
         "good first solo trip for someone who's never traveled alone", (), "User is single", "User is single"),
        ("User is single", "what's a cute low-key date idea for a rainy sunday? my girlfriend amara is into board "
         "games and terrible horror movies 😂", (), None, "User is in a relationship with Amara"),
        ("User works at Starbucks", "day 2 at shopify as a junior data analyst and the imposter syndrome is REAL 😅 "
         "how do i ask questions without looking dumb", (), "User works as a junior data analyst at Shopify",
         "User works as a junior data analyst at Shopify"),
        ("User works as a police officer", "Honestly being a locksmith is way less stress than patrol shifts ever "
         "were. What's a fair price to charge for rekeying a house with four doors?", (), "User works as a locksmith",
         "User works as a locksmith"),
        ("User works as a chef", "after 12 yrs in kitchens my knees gave out so now im doing an hvac apprenticeship. "
         "any tips for passing the epa 608 exam?", (), "User works as an HVAC apprentice",
         "User works as an HVAC apprentice"),
        ("User works as a lawyer", "Any book recommendations for a brand-new high school guidance counselor? I left "
         "the law firm in June and all of this is very new to me.", (),
         "User works as a high school guidance counselor", "User works as a high school guidance counselor"),
        ("User is vegan", "After my iron levels crashed I brought back eggs, dairy and some chicken. Can you suggest "
         "a few high-iron dinners for the week?", (), "User is vegan", "User eats meat"),
        ("User works as a software engineer", "After quitting tech I opened a small bakery with my sister. How do I "
         "price sourdough loaves so we don't lose money?", (), "User works as a baker", "User runs their own bakery"),
        ("User works at Deloitte", "Since I'm not at Deloitte anymore and I'm doing deliveries for Glovo to pay the "
         "bills, what can I deduct on my taxes as a courier?", (), "User works as a courier",
         "User works as a courier"),
        ("User works as a journalist", "The airline finally put me on the A320 as first officer and the roster is "
         "chaos. How do I deal with jet lag on short rotations?", (), "User works as an airline first officer",
         "User works as an airline first officer"),
        ("User works as a barista", "The other paramedics on my crew keep joking that I'm too nervous on calls. Any "
         "tips for staying calm during an emergency?", (), None, "User works as a paramedic"),
        ("User works as a graphic designer", "Writing the invoices for my own architecture studio takes forever. Is "
         "there a simple invoicing tool for freelance architects?", (), "User is an architect",
         "User runs their own architecture studio"),
        ("User is engaged to Amara", "Our honeymoon in Zanzibar was perfect, and now Amara wants to combine our bank "
         "accounts as husband and wife. What's the best way to do that?", (), None, "User is married to Amara"),
        ("User has a boyfriend named Lukas", "My girlfriend Ingrid is visiting her family next week, what should I "
         "cook for myself when I'm alone lol. Also Lukas keeps texting me even though it's been over for months.", (),
         None, "User is in a relationship with Ingrid"),
        ("User is married to Chloé", "Living alone after 12 years of marriage is strange. Chloé kept the house and I "
         "have an empty studio. How do I make it feel cozy?", (), "User is separated", "User is separated"),
        ("User has a girlfriend named Olivia", "Olivia and I called it quits in March, and I just started seeing a "
         "guy named Tomasz from my climbing gym. How do I tell my parents?", ("User is single",), None,
         "User is in a relationship with Tomasz"),
        ("User is dating Rahul", "Rahul put a ring on my finger at the top of the lighthouse!! Please help me write "
         "an instagram caption that isn't cheesy.", (), None, "User is engaged to Rahul"),
        ("User is pescatarian", "My allergist confirmed celiac, so no more wheat for me at all. I still eat fish "
         "though. Which pasta brands are safe?", (), None,
         "User is pescatarian, and is gluten-free for coeliac disease"),
        ("User is vegetarian", "Going full paleo with my crossfit coach. Can you give me a week of dinners with no "
         "grains or legumes?", (), "User follows a paleo diet", "User follows a paleo diet"),
        # (the 123rd-124th batches' misses, looked at after their first run)
        ("User lives in Chicago", "hey so the new landlord in osaka wants a guarantor?? how does that even work in "
         "japan lol", (), "User lives in Osaka", "User lives in Osaka"),
        ("User is engaged to Sofia", "Quick question about thank-you cards: should I sign them as 'Mr. and Mrs. "
         "Novak' now that Sofia and I are officially married?", (), "User is married to Sofia",
         "User is married to Sofia"),
        ("User is engaged to Oliver", "We decided not to get married after all, Oliver and I just want different "
         "things. Anyway, can you usually get a refund on a wedding venue deposit?", (), None, "User is single"),
        ("User follows a Mediterranean diet", "Diagnosed coeliac last week, so no more normal bread or pasta for me — "
         "which flours work best for homemade pancakes?", (), None,
         "User follows a Mediterranean diet, and is gluten-free for coeliac disease"),
        ("User follows a keto diet", "bread is back baby 🍞 ditched keto for the mediterranean diet, whats a good "
         "focaccia recipe", (), "User follows a Mediterranean diet", "User follows a Mediterranean diet"),
        ("User lives in Melbourne", "What's a good gift for my landlord here in Wellington? He helped me so much "
         "when I arrived and I want to say thanks properly.", (), "User lives in Wellington",
         "User lives in Wellington"),
        ("User works as a barista", "got hired by the fire department!! 🚒 academy starts monday, what should i "
         "eat before the physical tests", (), "User works at the fire department", "User works at the fire department"),
        # … and no change in a game, a story, a show or a dream, as the extraction or the answer says it carelessly,
        # nor help for someone else new to a post, nor a daydream of quitting
        ("User has a girlfriend named Sofia", "My character in this dating sim just married Akira. Ten hours well "
         "spent.", ("User is married to Akira",), "User is married to Akira", None),
        ("User works at Siemens", "In Stardew Valley I'm a full-time farmer now, and honestly it's more relaxing than "
         "my real job.", ("User works as a farmer",), "User works as a farmer", None),
        ("User lives in Dublin", "Had the weirdest dream that I was living in a tiny flat in Reykjavik and the "
         "northern lights were in my kitchen.", ("User lives in Reykjavik",), "User lives in Reykjavik", None),
        ("User is married to David", "watched a movie about a messy divorce last night and hugged david extra tight "
         "after lol", (), "User is single", None),
        ("User eats meat", "In my Minecraft world I only farm carrots and potatoes, my character is full vegetarian "
         "now lol", ("User is vegetarian",), "User is vegetarian", None),
        ("User works as a lawyer", "Any tips for a brand-new teacher? My niece starts Monday and she's nervous.", (),
         "User works as a teacher", None),
        ("User works as a pharmacist", "Sometimes I daydream about quitting and opening a bakery, but realistically "
         "I'll be counting pills at the pharmacy until I retire.", (), "User runs a bakery", None),
        ("User is single", "Honestly, I'm married to my job at this point. Haven't had a free evening in weeks.",
         ("User is married",), "User is married", None),
        ("User is single", "My coworker keeps calling me her 'work husband' since we started the migration project "
         "together. It's a joke, right?", ("User is married",), "User is married", None),
        ("User lives in Cape Town", "Our company just opened a branch in Lagos. I'm not relocating, but I'll be on "
         "calls with that team every day.", ("User lives in Lagos",), "User lives in Lagos", None),
        ("User works as a pharmacist", "When I was a teenager I spent two summers as a lifeguard. Best tan of my "
         "life.", ("User works as a lifeguard",), "User works as a lifeguard", None),
        ("User works as a software engineer", "I've started volunteering as a tour guide at the science museum on "
         "Saturdays. Kids ask the best questions.", ("User works as a tour guide",), "User works as a tour guide",
         None),
        # … and beside them, what still changes
        ("User works as a teacher", "First week at the BBC done! My new boss is lovely", (), "User works at the BBC",
         "User works at the BBC"),
        ("User works as an accountant", "first shift at the Hilton done, my feet hurt", (), "User works at the Hilton",
         "User works at the Hilton"),
        ("User works as a teacher", "As a new nurse on the cardiac ward I'm exhausted, any tips?", (),
         "User works as a nurse", "User works as a nurse"),
        ("User works as a teacher", "I'm a pilot with Qantas now, finally!", (), "User works as a pilot at Qantas",
         "User works as a pilot at Qantas"),
        ("User eats meat", "My doctor put me on a ketogenic plan and it's going well so far", (),
         "User follows a keto diet", "User follows a keto diet"),
        ("User eats meat", "I went keto in January but I quit sugar first, it was hard", (),
         "User follows a keto diet", "User follows a keto diet"),
        # bench/careless_review.py: the extraction itself careless, without a word of change its change checked as the
        # slot answer is
        ("User works at Siemens", "Tesla offered me a role at the Fremont plant, but I said no. Staying put where I "
         "am.", ("User works at Tesla",), "User works at Tesla", None),
        ("User has a boyfriend named Mateo", "My grandma keeps asking when I'll marry Mateo. How do I politely say "
         "we're not in a rush?", ("User is engaged to Mateo",), "User is engaged to Mateo", None),
        ("User is pescatarian", "My colleague Oluwaseun invited me to his family's Eid dinner and there was halal goat "
         "and beef everywhere. I stuck to the fish stew, but what a lovely night.", ("User eats halal meat",),
         "User eats meat", None),
        ("User works as an accountant", "Signed up for a weekend pottery course! Maybe I'll be a ceramicist in my next "
         "life, haha.", ("User works as a ceramicist",), "User works as a ceramicist", None),
        ("User works at Toyota", "Just bought my first shares of Tesla stock. Wish me luck!", ("User works at Tesla",),
         "User works at Tesla", None),
        ("User is married to Elena", "Elena's away on a six-month research posting in Antarctica, so it's basically "
         "bachelor life for me until March.", ("User is single",), "User is single", None),
        ("User lives in Seoul", "bf's parents live in busan so we're visiting for chuseok, what gift should i bring 🙏",
         ("User lives in Busan",), "User lives in Busan", None),
        ("User lives in Austin", "home is where the wifi connects automatically 😂 which rn is my cousin's couch in "
         "denver, crashing here all week for the wedding", ("User lives in Denver",), "User lives in Denver", None),
        ("User works at Shopify", "netflix recruiter pinged me on linkedin AGAIN, told them im happy where i am 🙅",
         ("User works at Netflix",), "User works at Netflix", None),
        ("User is married to Fatima", "Tomorrow is wedding of my cousin Omar and I must to give a speech. Can you help "
         "me write something funny?", ("User is getting married to Omar",), "User is married to Omar", None),
        ("User has a boyfriend named Kwame", "Reading a romance novel where the heroine falls for her boss, Sebastian, "
         "and marries him in secret. Can't put it down.", ("User is married to Sebastian",),
         "User is married to Sebastian", None),
        # … while an extracted change the answer's checks take still stands
        ("User lives in Lisbon", "we moved to Tokyo last week, still unpacking boxes", ("User lives in Tokyo",), None,
         "User lives in Tokyo"),
        ("User works as a teacher", "I'm a paramedic now, I changed careers last year", ("User works as a paramedic",),
         None, "User works as a paramedic"),
        ("User is single", "my girlfriend Mia and I just moved in together", ("User has a girlfriend named Mia",),
         None, "User has a girlfriend named Mia"),
        ("User is vegetarian", "I've gone vegan since January, no more cheese for me", ("User is vegan",), None,
         "User is vegan"),
        # the model's slot answer was right and code refused it (bench/slot_check.py on the 119th-124th batches,
        # 2026-12-05): a statement that opens on the speaker's start without its subject, before a dash's question
        ("User works at Infosys", "Since joining Capgemini in Pune my commute to work doubled — any audiobook "
         "suggestions?", (), "User works at Capgemini", "User works at Capgemini"),
        # one's boss at a workplace named (no word of change: the extraction's fact, checked as an answer is)
        ("User works at Siemens", "My boss at Ericsson wants the slides by Friday, can you help me structure them?",
         ("User works at Ericsson",), None, "User works at Ericsson"),
        # vegan in other words
        ("User is pescatarian", "Since two months I am eating no animal product at all, also no fish. Which B12 "
         "supplement is fully vegan?", (), "User is vegan", "User is vegan"),
        ("User is vegetarian", "It's been a month now and nothing I eat comes from an animal. Where do I get "
         "calcium?", (), "User is vegan", "User is vegan"),
        # the work done, in a sentence that opens on "now"
        ("User works as a nurse", "Now I am driving the bus in the city, very early shifts. How I can sleep better?",
         (), "User works as a bus driver", "User works as a bus driver"),
        # texted, a clause that opens on the post
        ("User works as a software engineer", "quit my dev job lol. florist now at a tiny shop near the station, how "
         "do i price bouquets", (), "User works as a florist", "User works as a florist"),
        # a learner's move only weighed: "thinking to move" (the 126th batch's false change, 2026-12-05)
        ("User lives in Hanoi", "I was thinking to move to Hue for the food but finally I stay here. Any gym tips "
         "for my district?", ("User lives in Hue",), "User lives in Hue", None),
        # the 125th-126th batches' misses, after both their runs (2026-12-05): a partner's change said by name ("back
        # from the honeymoon", "put a ring on it"), a widower, "the guy I've been seeing", a learner's "my new company
        # X", a religious law kept, a diet a doctor "put me on", lacto-ovo
        ("User is engaged to Leila", "We're back from the honeymoon and Leila wants to update her name on the bank "
         "account - what do we need?", (), None, "User is married to Leila"),
        ("User is dating Jonas", "Jonas put a ring on it at the harbour last night!! How do I tell my parents?", (),
         None, "User is engaged to Jonas"),
        ("User is married to Greta", "It's still strange being a widower, the house is so quiet. Any tips for cooking "
         "for one?", (), "User is widowed", "User is widowed"),
        ("User is single", "Kemal, the guy I've been seeing for a month, wants me to meet his sister. Gift ideas?", (),
         "User is dating Kemal", "User is dating Kemal"),
        ("User works at Toyota", "In my new company Hyundai the meetings are very long, is normal in Korea?", (),
         "User works at Hyundai", "User works at Hyundai"),
        ("User eats meat", "I've started keeping kosher since joining the synagogue. Which hot dogs are certified?",
         (), "User keeps kosher", "User keeps kosher"),
        ("User follows a paleo diet", "My dietitian put me on low-FODMAP for my IBS, so paleo is out. Are carrots "
         "okay?", (), "User follows a low-FODMAP diet", "User follows a low-FODMAP diet"),
        ("User is vegan", "Added eggs and dairy back in, lacto-ovo suits my training better. Best breakfast with "
         "eggs?", (), "User is vegetarian", "User is vegetarian"),
        # the slot answer wrong, and code took it (bench/slot_check.py on the 125th-126th batches' neutral messages):
        # a diet only tried on a dare, two others named together splitting up (not "Me and Daniel …")
        ("User eats meat", "I tried going vegan for a week on a dare and lasted three days lol, back to normal now. "
         "Good chili recipe?", (), "User is vegan", None),
        ("User is married to Daniel", "Our friends Jonas and Petra are getting divorced and it's awkward. How do we "
         "stay friends with both?", (), "User is divorced", None),
        ("User is married to Daniel", "Me and Daniel split up last month after ten years. How do I tell the kids?", (),
         None, "User is single"),
        # … not a religious law only asked about, nor someone else's ring
        ("User is vegetarian", "What's the difference between halal and kosher slaughter? Now I'm curious.",
         ("User eats halal",), "User eats halal", None),
        ("User is single", "My sister's boyfriend Dario put a ring on it last night! What gift for the engagement "
         "party?", (), "User is engaged to Dario", None),
        # … not someone else's boss, nor someone else's plate
        ("User works at Siemens", "My sister's boss at Ericsson is very strict, she says. Any advice I can pass on?",
         ("User works at Ericsson",), "User works at Ericsson", None),
        ("User is vegetarian", "My cousin says nothing on her plate comes from an animal now. Is that healthy for a "
         "teenager?", ("User is vegan",), "User is vegan", None),
        ("User has a girlfriend named Sofia",
         "Sofia and I did it at the registry office last Saturday, just the two of us and two witnesses. "
         "What's a gentle way to tell my parents we eloped?",
         (), "User is married to Sofia", "User is married to Sofia"),
        ("User is married to Daniel",
         "Since Daniel moved out for good and took the dog, the flat feels enormous. Can you help me plan a "
         "week of meals for one person?",
         (), "User is married to Daniel", "User is separated"),
        ("User is engaged to Tomasz",
         "I gave Tomasz the ring back on Sunday. Can you help me write a short, kind note telling the guests "
         "there won't be a wedding?",
         (), "User is single", "User is single"),
        ("User eats meat",
         "My first month without cheese, eggs or steak has been rough. Where do people on plants only get "
         "their B12?",
         (), "User is vegan", "User is vegan"),
        ("User is vegan",
         "My nutritionist got me eating salmon twice a week, though still no meat or dairy. Any easy weeknight "
         "fish recipes?",
         (), "User is pescatarian", "User is pescatarian"),
        ("User has no dietary restrictions",
         "The coeliac diagnosis came through, so no more wheat, barley or rye for me. Which beers are actually "
         "safe to drink?",
         (), "User is gluten-free", "User is gluten-free"),
        ("User lives in Berlin",
         "The view from my new balcony in Valparaíso is amazing, but climbing these hills every day is killing "
         "my knees. Any stretching routine you'd recommend?",
         (), "User lives in Valparaíso", "User lives in Valparaíso"),
        ("User works at Google",
         "Handed in my badge last Friday and spent Monday onboarding at a climate startup called Verdant Loop. "
         "How do I explain equity vesting to my dad?",
         (), "User works at Verdant Loop", "User works at Verdant Loop"),
        ("User works as a journalist",
         "Since joining the communications team at UNICEF I write press releases rather than news stories. How "
         "do the two differ in tone?",
         (), "User works at UNICEF", "User works at UNICEF"),
        ("User is engaged to Olu",
         "People keep asking if Olu and I secretly eloped. We didn't! The wedding is still set for October.",
         (), "User is married to Olu", None),
        ("User is engaged to Hannah",
         "I returned my engagement ring to the jeweller to get it resized, Hannah guessed my size wrong. How "
         "long does that take?",
         (), "User is single", None),
        ("User eats meat",
         "Bye bread for the week, I'm doing a juice cleanse till Sunday. Any tips to not feel starving?",
         (), "User is vegan", None),
        ("User is single",
         "How do I tell my parents that my sister got married in secret?",
         (), "User is married", None),
        ("User has a girlfriend named Sofia",
         "SHE SAID YES!!! 💍 Sofia and I want a backyard engagement party for about 40 people, give me some "
         "ideas",
         (), "User is engaged to Sofia",
         "User is engaged to Sofia"),
        ("User follows a paleo diet",
         "ok day 30 of zero animal products 🌱 the cheese cravings are still brutal tho, is there any vegan "
         "cheese that actually melts??",
         (), "User is vegan",
         "User is vegan"),
        ("User is vegan",
         "doing carnivore now (yes really, my cousin got me into it) 🥩 is it normal to feel this tired the "
         "first week",
         (), "User is vegan",
         "User follows a carnivore diet"),
        ("User follows a gluten-free diet",
         "Good news: the retest showed it was never celiac, so my gluten-free era is officially over. Where "
         "can I find a proper croissant in Lyon?",
         (), "User no longer follows a gluten-free diet",
         "User is no longer gluten-free"),
        ("User follows a Mediterranean diet",
         "What would happen to my cholesterol if I went full carnivore like those guys on YouTube? Purely "
         "hypothetical, I'm not doing it.",
         ("User follows a carnivore diet",), "User follows a carnivore diet",
         None),
        ("User is dating Mia",
         "I asked my boss for Friday off and she said yes! Any ideas for a long weekend with Mia?",
         (), "User is engaged to Mia",
         None),
        ("User is vegetarian",
         "I gave up meat back in 2019 and my mom still asks every Christmas if I eat chicken. How do I explain it "
         "kindly one more time?",
         (), "User eats meat", None),
        ("User works as a teacher",
         "I quit teaching in June and now I do freelance UX design. Can you review the intro paragraph of my "
         "portfolio?",
         (), "User works as a freelance UX designer",
         "User works as a freelance UX designer"),
        ("User works as a nurse",
         "After 12 years in the hospital I am now driving the bus for city transport, the shifts are more easy "
         "for my family. Can you explain me how to calculate overtime pay in Germany?",
         (), "User works as a bus driver",
         "User works as a bus driver"),
        ("User lives in Austin",
         "relocated to dublin for my wife's job in jan, do i still have to file US taxes if im getting paid in "
         "euros now?",
         (), "User lives in Dublin",
         "User lives in Dublin"),
        ("User lives in Austin",
         "my new neighbors in Portland keep leaving zucchini on my porch, what do i even do with nine zucchinis",
         (), "User lives in Portland",
         "User lives in Portland"),
        ("User lives in Osaka",
         "Any tips for dealing with the humidity in Singapore? Our lease here started last month and my leather "
         "shoes are already growing mold in the closet.",
         (), "User lives in Singapore",
         "User lives in Singapore"),
        ("User works at Accenture",
         "Signed the Shopify offer yesterday and I start Monday. What should I ask my new manager in our first "
         "1:1?",
         (), "User works at Shopify",
         "User works at Shopify"),
        ("User eats meat",
         "Three weeks fully plant-based now and my energy is great. What's a reliable source of B12 that isn't "
         "a pill?",
         (), "User is vegetarian",
         "User is vegan"),
        ("User lives in Seoul",
         "ok the busan apartments have sooo much better ocean views than my old place in seoul 😭🌊 anyway what "
         "plants survive salty sea air on a balcony",
         (), "User lives in Busan",
         "User lives in Busan"),
        ("User eats meat",
         "From this Ramadan I decide to stop eating all animals, only vegetables and milk products. Which Indian "
         "dishes are good for me?",
         (), "User is vegetarian",
         "User is vegetarian"),
        ("User follows a paleo diet",
         "Done with paleo. These days it's no meat at all for me, beans and grains welcome. Suggest a hearty "
         "chili recipe?",
         (), "User is vegetarian",
         "User is vegetarian"),
        ("User works as a lawyer",
         "I hung up the suit for good and opened a little bakery with my sister. How should I price sourdough "
         "loaves when flour keeps getting pricier?",
         (), "User works as a baker",
         "User runs their own bakery"),
        ("User works as a bank teller",
         "since I'm not at the bank anymore and I'm doing deliveries for DoorDash, can I write off my car "
         "mileage?",
         (), "User works as a delivery driver",
         "User works as a delivery driver"),
        ("User eats meat",
         "My sister went fully plant-based last month and keeps sending me recipes. Is tofu actually healthy?",
         (), "User is vegetarian", None),
        ("User eats meat",
         "I'm planning to go fully plant-based next month, what should I stock up on?",
         (), "User is vegan", None),
        ("User lives in Austin",
         "my old neighbors in Portland keep sending me zucchini photos, what do i even do with zucchini",
         (), "User lives in Portland", None),
        ("User works at Accenture",
         "My brother signed the Shopify offer yesterday and starts Monday. What should he ask his new manager?",
         (), "User works at Shopify", None),
        ("User lives in Austin",
         "My sister relocated to Dublin for her husband's job, what's a good housewarming gift to ship there?",
         (), "User lives in Dublin", None),
        ("User works as a lawyer",
         "My cousin quit the bank and opened a little bakery. What should I bring to the opening?",
         (), "User works as a baker", None),
        ("User follows a gluten-free diet",
         "Good news: the retest showed it was never celiac, so my gluten-free era is officially over. Where "
         "can I find a proper croissant in Lyon?",
         (), "User is gluten-free",
         "User is no longer gluten-free"),
        ("User follows a keto diet",
         "Bread is back in my life and I regret nothing. Can you recommend a beginner sourdough starter guide?",
         (), "User follows a keto diet",
         "User eats bread again"),
        ("User works as a pharmacist",
         "Retirement is weird. What hobbies do people usually pick up after 35 years behind the pharmacy counter?",
         (), "User works as a pharmacist",
         "User is retired"),
        ("User works as a pharmacist",
         "Retirement is two years away and after 30 years at the pharmacy I can't wait. What hobbies should I try "
         "first?",
         (), "User is retired", None),
        ("User works as a pharmacist",
         "My dad says retirement is boring after 40 years at the mill. What hobbies could I suggest to him?",
         (), "User is retired", None),
        ("User works at HSBC",
         "Since I swapped the trading floor for the education department at the Rijksmuseum, I give tours every "
         "Thursday. Can you help me explain Vermeer to ten-year-olds?",
         (), "User works at the Rijksmuseum",
         "User works at the Rijksmuseum"),
        ("User works at HSBC",
         "My sister swapped the trading floor for the education department at the Rijksmuseum. Can you help her "
         "explain Vermeer to ten-year-olds?",
         (), "User works at the Rijksmuseum", None),
        ("User has a boyfriend named Mateo",
         "Me and Mateo are done, for real this time. I'm seeing a guy called Tariq now and he invited me to meet "
         "his parents — what do I bring?",
         (), "User is single",
         "User is in a relationship with Tariq"),
        ("User has a boyfriend named Mateo",
         "Me and Mateo are done, for real this time. My sister is seeing a guy called Tariq now and he invited "
         "her to meet his parents — what should she bring?",
         (), "User is single",
         "User is single"),
        ("User works as a graphic designer",
         "Two weeks into being a UX researcher at Spotify and I'm drowning in interview transcripts. Any tips "
         "for synthesizing findings quickly?",
         (), "User works as a UX researcher at Spotify",
         "User works as a UX researcher at Spotify"),
        ("User lives in Austin",
         "What's the fastest way to convert my Texas driver's license to a Japanese one? The bus from my "
         "apartment on the edge of Sapporo only runs twice an hour and winter is coming.",
         (), "User lives in Sapporo",
         "User lives in Sapporo"),
        ("User lives in Kraków",
         "We looked at a flat in Warsaw last month but decided not to move — the rent was crazy. Can you help me "
         "plan a budget for redecorating our place in Kraków instead?",
         ("User lives in Warsaw",), "User lives in Warsaw", None),
        ("User is pescatarian",
         "Tuna salad was my lunch for ages, but after that trawler documentary no fish for me either. What "
         "vegetarian protein fills the same gap?",
         (), "User is pescatarian",
         "User is vegetarian"),
        ("User is pescatarian",
         "No fish for me tonight, the market was out of it. What vegetarian protein works in a curry?",
         (), "User is vegetarian", None),
        ("User is vegetarian",
         "ngl i started eating chicken again bc my iron was so low 😬 easy marinades?",
         (), "User eats meat",
         "User eats chicken"),
        ("User lives in Cape Town",
         "yo which neighbourhoods in nairobi are safe to walk at night? been here 3 weeks now since the transfer "
         "and still only go office→home",
         (), "User lives in Nairobi",
         "User lives in Nairobi"),
        ("User is vegetarian",
         "ngl my sister started eating chicken again bc her iron was so low 😬 easy marinades for her?",
         (), "User eats meat", None),
        ("User lives in Cape Town",
         "which neighbourhoods in nairobi are safe to walk at night? my cousin has been there 3 weeks now since "
         "the transfer",
         (), "User lives in Nairobi", None),
        ("User works as a barista",
         "Quick question about night shifts at the port: I operate a gantry crane now and my sleep schedule is "
         "wrecked. Any tips?",
         (), "User works as a gantry crane operator",
         "User works as a gantry crane operator"),
        ("User works at Spotify",
         "The Netflix onboarding is three weeks long, which feels excessive. Any tips for remembering a hundred "
         "new names on a team?",
         (), "User works at Netflix",
         "User works at Netflix"),
        ("User works as a barista",
         "I operate a forklift now and then when the warehouse is short-staffed. Any tips for the licence test?",
         (), "User works as a forklift operator", None),
        ("User works at Spotify",
         "I'm redesigning the Netflix onboarding flow for a class project. Any tips on user interviews?",
         (), "User works at Netflix", None),
        ("User works as a lawyer",
         "Pottery has been my full-time thing since I hung up the suit. How do I price a set of six mugs for the "
         "Saturday market without underselling myself?",
         (), "User works as a potter",
         "User works as a potter"),
        ("User works as a lawyer",
         "Would love it if pottery was my full-time thing one day. How do I price a set of six mugs for a "
         "weekend market?",
         (), "User works as a potter", None),
        ("User is dating Kenji",
         "Kenji and me are finish. He go back to Osaka and we decide not to continue. Can you suggest me a book "
         "for heal the heart?",
         (), "User is single",
         "User is single"),
        ("User has a boyfriend named Lucas",
         "What's a kind way to let my coworkers know I'm not with Lucas anymore, without it getting weird at the "
         "office party?",
         (), "User is single",
         "User is single"),
        ("User is dating Kenji",
         "My sister and her boyfriend decided not to continue. Can you suggest a book that helps with heartbreak "
         "for her?",
         (), "User is single", None),
        ("User has a boyfriend named Omar",
         "What's a kind way to let my coworkers know my sister is not with Lucas anymore, without it getting "
         "weird?",
         (), "User is single", None),
        ("User works as a barista",
         "Finished the apprenticeship and got my electrician's licence! What tools should I buy first with my "
         "first paycheck?",
         (), "User works as an electrician",
         "User works as an electrician"),
        ("User works as a barista",
         "Finished the training and got my driver's licence! What car should I buy first?",
         (), "User works as a driver", None),
        # a spell that is over, the value after it kept (the 141st-144th batches' neutral change)
        ("User is pescatarian",
         "I went full veggie for a year in college, then added fish back and have stuck with that ever since. "
         "Anyway, best way to grill swordfish?",
         ("User is vegetarian",), "User is vegetarian", None),
        ("User lives in Leeds",
         "We lived in Glasgow for two years after uni, then came back here for good. Any good curry houses?",
         ("User lives in Glasgow",), "User lives in Glasgow", None),
        ("User is pescatarian",
         "I've been vegetarian for a year now, then again fish was never a big part of my meals. Any tofu recipes?",
         (), "User is vegetarian", "User is vegetarian"),
        # vegan named beside the fish given up: not vegetarian (read by code, which had taken the fish for the change)
        ("User is pescatarian", "I'm fully vegan now, no more fish", (), None, "User is vegan"),
        ("User is pescatarian", "ok i went full vegan this month no more fish or dairy, my mom is freaking out lol",
         ("User is vegetarian",), None, "User is vegan"),
        # the 145th-148th batches' first run, looked at after it: a pair replaced by another value, the three neutral
        # messages that changed the fact
        ("User is dating Tomasz", "Tomasz ask me to marry him on the Charles Bridge and I say yes!! Now I need idea "
         "for small wedding, maybe 30 persons, not too expensive.", ("User is married to Tomasz",), None,
         "User is engaged to Tomasz"),
        ("User is single", "My best friend Chiara just got engaged! Help me write a short speech for her engagement "
         "party.", (), "User is engaged", None),
        ("User lives in Buenos Aires", "Back home after two weeks in Cusco! Can you help me sort 900 photos into a "
         "sensible album structure?", ("User lives in Cusco",), "User lives in Cusco", None),
        ("User is vegan", "cooking for my in-laws sunday and they eat meat, can u suggest a roast chicken recipe for "
         "them + a vegan main for me that looks just as fancy", ("User eats meat for in-laws on Sunday",),
         "User eats meat", None),
        ("User is vegan", "cooking for my in-laws sunday, honestly i eat meat again myself, can u suggest a roast "
         "chicken recipe", (), "User eats meat", "User eats meat"),
        # the new partner named in the next breath, beside the end the extraction read
        ("User has a boyfriend named Mateo", "How do I tell my parents I'm seeing a woman now? Her name is Leilani, "
         "and it's been four months since things ended with Mateo.", ("User is single",), None,
         "User is in a relationship with Leilani"),
        ("User has a boyfriend named Mateo", "My sister is seeing a guy now, his name is Bo. How do I tell her I "
         "don't like him?", (), None, None),
        # a partner's name texted in lower case beside a shouted word, to meet the parents
        ("User is single", "my bf tomasz wants me to meet his parents next sunday and im SO nervous 😬 what do polish "
         "parents usually like as a gift", (), None, "User is in a relationship with Tomasz"),
        # the 149th-152nd batches' first run, looked at after it
        ("User is dating Marco", "What are some fun things to do solo on a weekend? Now that Marco's out of the "
         "picture I suddenly have way too much free time lol", (), None, "User is single"),
        ("User is engaged to Lukas", "I'm returning the wedding dress, the whole thing with Lukas is off. How do I ask "
         "the boutique for a partial refund without crying at the counter?", (), None, "User is single"),
        ("User has a girlfriend named Sofia", "Me and Sofia are not together anymore since summer, now I am with "
         "Ingrid, she is from Norway. Can you teach me some norwegian phrases to surprise her?", ("User is single",),
         None, "User is in a relationship with Ingrid"),
        ("User has a boyfriend named Lucas", "How do I tell my parents that Lucas is out of the picture and I've been "
         "seeing a woman named Amara for a couple of months? They were so attached to him.", ("User is single",),
         None, "User is in a relationship with Amara"),
        ("User is married to Fatima", "My late wife Fatima always looked after the garden. I want to keep her roses "
         "alive. What do they need in autumn?", (), None, "User is widowed"),
        ("User is single", "Aiyana and I hit three months together on Saturday, any cozy restaurant ideas that won't "
         "wreck my budget?", (), None, "User is in a relationship with Aiyana"),
        ("User is pescatarian", "Since I cut out fish, dairy and eggs too, I'm struggling to get enough B12. Which "
         "supplements would you suggest?", (), None, "User is vegan"),
        ("User eats meat", "whats a good cheese sub for mac n cheese? no dairy no eggs no meat for me anymore 🌱 day "
         "12 lol", (), None, "User is vegan"),
        ("User follows a paleo diet", "The butcher down the street must think I died, I haven't bought a thing from "
         "him since I swapped paleo for a meat-free diet. Best high-protein veggie burgers?", (), "User eats meat",
         None),
        ("User works as an accountant", "now that im a firefighter i gotta bulk up 💪 got a meal plan for someone "
         "doing 24 hr shifts at the station?", (), "User works as a firefighter", "User works as a firefighter"),
        ("User works as a teacher", "Now that I'm doing UX design for a fintech startup instead of grading essays, I "
         "need a better monitor. 27 or 32 inches?", (), "User works as a UX designer", "User works as a UX designer"),
        ("User works as a nurse", "I handed in my badge at the hospital last month and now do medical coding from "
         "home. Can you explain the difference between ICD-10-CM and ICD-10-PCS?", (), "User works as a medical coder",
         "User works as a medical coder"),
        ("User works as a nurse", "My sister handed in her notice and now does medical coding from home, is that a "
         "good job?", (), "User works as a medical coder", None),
        ("User works as a pharmacist", "Reckon you could help me price up a quote for a bathroom refit? Been doing the "
         "plumbing full time since I packed in the chemist's last year.", (), "User works as a plumber",
         "User works as a plumber"),
        ("User works as a graphic designer", "I've moved over from graphic design into a UX research role at my "
         "company. Could you suggest a few good books on interviewing users?", (), "User works as a UX researcher",
         "User works as a UX researcher"),
        ("User works at Deloitte", "My Airbus badge photo came out terrible. Is it weird to ask HR to redo it during "
         "my first week?", (), "User works at Airbus", "User works at Airbus"),
        ("User works at Deloitte", "My Airbus visitor badge photo came out terrible lol, it's my first week of the "
         "audit there", (), "User works at Airbus", None),
        ("User lives in Lisbon", "Can you help me figure out the tram passes here in Zagreb? I'm only here for the "
         "weekend and my landlord back home is watering my plants.", (), "User lives in Zagreb", None),
        ("User works as a nurse", "After eleven years in hospital I finish with it, now I am driving taxi in the "
         "nights. Which is good seat cushion for the back pain?", (), "User works as a taxi driver",
         "User works as a taxi driver"),
        ("User works at Siemens", "Quick question from my onboarding packet at Spotify: how do RSUs usually vest, is "
         "it monthly or yearly?", (), None, "User works at Spotify"),
        ("User works at Siemens", "My sister's onboarding packet at Spotify says RSUs vest monthly, is that normal?",
         (), None, None),
        ("User lives in Buenos Aires", "My landlord in Montevideo want a guarantee from a local person, is this normal "
         "in Uruguay? When I was renting in Buenos Aires I never needed this.", (), "User lives in Montevideo",
         "User lives in Montevideo"),
        # the 153rd-156th batches (thirty-second session)
        ("User is single", "Kenji and I eloped last week 😂 nobody knows yet. how do i break it to my mom that she "
         "missed the wedding", (), None, "User is married to Kenji"),
        ("User is single", "People keep asking if Olu and I secretly eloped. We didn't!", (), None, None),
        ("User has a boyfriend named Tomasz", "ok so tomasz is old news, been seeing rafael for 2 months now 🥰 cute "
         "gift ideas for a guy who's obsessed with climbing?", (), None, "User is in a relationship with Rafael"),
        ("User has a girlfriend named Sofia", "Help me pick a font for the wedding invitations? Sofia wants something "
         "classic and I want something fun, we need a compromise before our engagement party.", (), None,
         "User is engaged to Sofia"),
        ("User is engaged to Chiara", "We called the wedding off. Chiara kept the dog, I kept the apartment. How do I "
         "go about getting vendor deposits back?", (), "User is single", "User is single"),
        ("User is engaged to Kwame", "Giving the ring back was the easy part. How do I get a venue deposit refunded "
         "when the wedding isn't happening anymore?", (), "User is divorced", "User is single"),
        ("User works as a software engineer", "lol guess who's a barista now ☕ burned out on coding so hard. anyway "
         "how do i get better at latte art, my hearts look like blobs", (), None, "User works as a barista"),
        ("User works as a chef", "Guess who's a grandmother now! My daughter had twins.", (), None, None),
        ("User works at Amazon", "Signed the Shopify offer yesterday and turned in my Amazon laptop this morning. What "
         "happens to my unvested RSUs?", (), None, "User works at Shopify"),
        ("User works at Amazon", "Should I sign the Shopify offer and hand in my Amazon laptop?", (), None, None),
        ("User works as a chef", "I am not anymore in the kitchen, I take the job of bus driver for the city because "
         "the hours are more good for my family. How I prepare for the night route?", (), None,
         "User works as a bus driver"),
        ("User works as a journalist", "Writing press releases is weirdly harder than writing news. Now that I'm on "
         "the comms team at the Red Cross, how do I stop sounding like a reporter?", (), None,
         "User works at the Red Cross"),
        ("User works as a nurse", "Now that I'm on the volunteer team at the Red Cross, what should I bring to the "
         "blood drive?", (), None, None),
        ("User eats meat", "its been 5 weeks w/o any meat and honestly i dont even miss it lol, got any good lentil "
         "recipes that r filling", (), None, "User is vegetarian"),
        ("User eats meat", "Week three of no meat but still eating eggs and cheese, and I honestly don't miss burgers. "
         "High-protein lunch ideas?", (), "User is pescatarian", "User is vegetarian"),
        ("User eats meat", "After 5 weeks without meat I caved and had a burger. Is that bad?", (), None, None),
        ("User is pescatarian", "My trainer wants more protein in me so chicken and beef are back in the rotation. "
         "What's a good bulk marinade for a week of meal prep?", (), None, "User eats meat"),
        ("User is vegan", "Which white wine goes with grilled sea bass? I've let fish back onto my plate, still no "
         "other animal products though.", (), None, "User is pescatarian"),
        ("User lives in Seoul", "Honestly I still miss the Seoul subway, the buses in Busan are so confusing. Is there "
         "an app that shows real-time bus arrivals here?", (), "User lives in Busan", "User lives in Busan"),
        ("User works as a nurse", "I handed in my hospital badge in March and I'm grooming dogs full time out of my "
         "own van now. What kind of insurance do mobile groomers usually carry?", (), "User works as a mobile groomer",
         "User works as a mobile groomer"),
        ("User works as a nurse", "My sister is grooming dogs full time now. What kind of insurance do mobile groomers "
         "usually carry?", (), "User works as a mobile groomer", None),
        ("User works as a software engineer", "I handed my work laptop back last Friday and I'm apprenticing under a "
         "carpenter now. Which hand planes should a total beginner buy first?", (), None,
         "User is an apprentice carpenter"),
        ("User is vegan", "My grandmother is so happy because now I eat again her chicken soup on Sundays. Can you "
         "give me tips how the stomach gets used to meat after five years?", (), None, "User eats chicken"),
        ("User is vegan", "Since two months I eat again meat, my body needed it I think. Can you explain me how to "
         "make good Bratkartoffeln?", (), None, "User eats meat"),
        ("User is vegan", "My brother says now he eats again meat after two years vegan. Should I worry?", (),
         None, None),
        # the 157th-160th batches (thirty-third session)
        (
            "User is pescatarian",
            "Ever since I gave up meat five years ago, seafood has been my main protein. Is farmed salmon as "
            "healthy as wild?",
            ("User is vegetarian",),
            None,
            None,
        ),
        (
            "User is vegan",
            "Turns out I do better with a bit of animal protein — eggs and yogurt are back in, though meat is "
            "still a hard no. Breakfast ideas?",
            (),
            "User eats meat",
            "User is vegetarian",
        ),
        (
            "User is vegan",
            "Good marinade for salmon fillets? I've let fish back onto my plate, though I still skip dairy "
            "and meat.",
            (),
            None,
            "User is pescatarian",
        ),
        (
            "User works as a software engineer",
            "handed my laptop back friday and im officially a full time potter now lol. how do i price mugs "
            "for a craft fair without underselling",
            (),
            "User works as a potter",
            "User works as a potter",
        ),
        (
            "User works as a barista",
            "lol guess who's officially a licensed real estate agent 🏡 passed the exam!! what should i put on "
            "my business cards",
            (),
            None,
            "User works as a licensed real estate agent",
        ),
        (
            "User works as a teacher",
            "Any tips for staying awake on night shifts? The ER has been chaos ever since I traded the "
            "classroom for nursing scrubs.",
            (),
            "User works as a nurse",
            "User works as a nurse",
        ),
        (
            "User works as a teacher",
            "My sister traded the classroom for nursing scrubs. Any tips for her night shifts?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User lives in Toronto",
            "Hello, please I need recipe for something warm. Since we are arrived in Reykjavik last month the "
            "wind is crazy and my kids want soup every day.",
            (),
            "User lives in Reykjavik",
            "User lives in Reykjavik",
        ),
        (
            "User lives in Melbourne",
            "What's a houseplant that actually survives serious humidity? Our flat in Singapore is super "
            "muggy and my poor fiddle-leaf fig didn't make the trip from Melbourne anyway.",
            (),
            "User lives in Singapore",
            "User lives in Singapore",
        ),
        (
            "User lives in Mexico City",
            "Now that home is Guadalajara instead of the capital, I want to visit some tequila distilleries "
            "on weekends. Which ones are an easy drive?",
            (),
            "User lives in Guadalajara",
            "User lives in Guadalajara",
        ),
        (
            "User works at Google",
            "How do I politely decline a meeting invite? At Spotify people book calls right over lunch "
            "constantly — it was way calmer back when I was at Google.",
            (),
            "User works at Spotify",
            "User works at Spotify",
        ),
        (
            "User is engaged to Ingrid",
            "Help me word a short note to our guests: the wedding with Ingrid is off, and I'd like to tell "
            "people without any drama.",
            (),
            None,
            "User is single",
        ),
        (
            "User is dating Marco",
            "Any good solo travel destinations for a week in May? Things with Marco fizzled out and I need a "
            "reset.",
            (),
            None,
            "User is single",
        ),
        (
            "User is married to Lucas",
            "After Lucas pass away last year I am living alone, and my daughter say I should join some club. "
            "What kind of clubs are good for a widow of my age?",
            (),
            None,
            "User is widowed",
        ),
        (
            "User is dating Arjun",
            "Arjun and I eloped!! Courthouse on Friday, just the two of us. What do I need to do to change my "
            "surname on my passport?",
            (),
            None,
            "User is married to Arjun",
        ),
        (
            "User is single",
            "My husband Oluwaseun keeps stealing the duvet every night — are those split double duvets "
            "actually a thing?",
            (),
            None,
            "User is married to Oluwaseun",
        ),
        (
            "User eats meat",
            "Which plant milk froths best for a cappuccino? Since I cut out every animal product in January "
            "I've been experimenting a lot.",
            (),
            "User is vegan",
            "User is vegan",
        ),
        (
            "User is vegetarian",
            "What's the best cut for a first try at smoked brisket? My vegetarian years are officially behind "
            "me.",
            (),
            None,
            "User is no longer vegetarian",
        ),
        (
            "User follows a gluten-free diet",
            "Turns out I'm not gluten intolerant at all, the tests came back clean, so regular bread and "
            "pasta are back on the menu! Best sourdough starter tips?",
            (),
            None,
            "User is no longer gluten-free",
        ),
        (
            "User follows a gluten-free diet",
            "My doctor say the celiac test was wrong, so I can eat again the normal pasta! Please a recipe "
            "for carbonara like in Rome.",
            (),
            None,
            "User is no longer gluten-free",
        ),
        (
            "User follows a gluten-free diet",
            "Bread is back on the menu for the kids, I still bake mine gluten-free. Tips?",
            (),
            None,
            None,
        ),
        (
            "User works as a pharmacist",
            "These days I spend my shifts with dogs and cats at a vet clinic instead of counting pills. "
            "What's a good beginner book on animal behavior for a new vet tech?",
            (),
            "User works as a vet tech",
            "User works as a vet tech",
        ),
        (
            "User works at Deloitte",
            "Can you help me prep for my first board meeting as CFO of a small solar startup? Leaving the Big "
            "Four was scary but I think it was right.",
            (),
            "User works as a CFO",
            "User works as a CFO",
        ),
        (
            "User works as a journalist",
            "I'm drafting talking points for the senator's town hall tomorrow, and as her new communications "
            "director I really need them tight. Can you help?",
            (),
            "User works as a communications director",
            "User works as a communications director",
        ),
        (
            "User eats meat",
            "We've been keeping halal at home since I converted last spring. Where can I find halal butchers that "
            "deliver?",
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "We've been keeping halal at home for my mother-in-law's visit. Any recipes?",
            (),
            None,
            None,
        ),
        (
            "User works as an accountant",
            "For my bakery, is better opening 6 to 2 or 7 to 3? Since I leave the accounting office I bake bread "
            "every morning for my own shop.",
            (),
            "User works as a baker",
            "User works as a baker",
        ),
        (  # neutral message 605: the sister's wedding, and the speaker's still ahead
            "User is engaged to Daniel",
            "My sister married last week in Guangzhou, very beautiful wedding, now Daniel and me have many ideas for "
            "our own wedding next year. How to plan the budget?",
            (),
            "User is married",
            None,
        ),
        (  # neutral message 663: fish eaten as ever
            "User is pescatarian",
            "Yesterday my mother make lamb for her birthday and I ate one little piece only for her, but normally I "
            "eat only fish and vegetables, no meat. Is a problem for my stomach?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User works at Accenture",
            "ok week one at shopify done ✅ way chiller than accenture was tbh. how do i mute slack channels "
            "without looking rude",
            (),
            "User works at Shopify",
            "User works at Shopify",
        ),
        (
            "User works as a journalist",
            "Being on the other side of the press release is strange — I handle communications for the city "
            "council now. How do I write a good media advisory?",
            (),
            None,
            "User works in communications for the city council",
        ),
        (
            "User lives in Melbourne",
            "Need help writing a note to the neighbours in our new building in Wellington: someone keeps leaving "
            "bikes chained across the stairwell and I nearly broke my ankle.",
            (),
            "User lives in Wellington",
            "User lives in Wellington",
        ),
        (
            "User is pescatarian",
            "After I become muslim last year I eat again meat, but only halal. How can I check if a restaurant "
            "is really halal and not just saying it?",
            ("User eats meat",),
            None,
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "Alhamdulillah I took my shahada during Ramadan, so pork is off the table and I only buy zabiha now. "
            "Is the gelatin in gummy bears a problem?",
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User is pescatarian",
            "Dropped fish too after reading about bycatch, so it's only plants for me now. Good omega-3 source "
            "that isn't a fish oil pill?",
            (),
            None,
            "User is vegan",
        ),
        (
            "User is vegan",
            "One month on the carnivore diet — steak, eggs, butter, that's it — and I feel amazing. Is it "
            "actually fine to skip vegetables entirely?",
            (),
            "User follows a carnivore diet",
            "User follows a carnivore diet",
        ),
        (
            "User works as an accountant",
            "Left the spreadsheets behind for good, I patrol the Cairngorms as a ranger now. How do I tell red "
            "squirrel signs apart from grey ones?",
            (),
            "User works as a ranger",
            "User works as a ranger",
        ),
        (
            "User is single",
            "me and amara have our 3 month anniversary next week 🥰🥰 whats a cute gift thats not flowers",
            (),
            None,
            "User is in a relationship with Amara",
        ),
        (
            "User is single",
            "My sister and her boyfriend have their 3 month anniversary next week, any gift ideas?",
            (),
            None,
            None,
        ),
        (
            "User lives in Osaka",
            "What's a good day hike off the North Shore? Now that home is Vancouver I want to actually climb "
            "those mountains instead of staring at them from my balcony.",
            (),
            "User lives in Vancouver",
            "User lives in Vancouver",
        ),
        (
            "User works as a software engineer",
            "Handed in my work laptop last Friday and started an apprenticeship as a carpenter — what's a decent "
            "starter set of chisels?",
            (),
            None,
            "User is an apprentice carpenter",
        ),
        (
            "User eats meat",
            "Can you put together a high-protein meal plan with zero animal products? Since that documentary "
            "I've cut out meat, eggs and dairy completely.",
            ("User is vegetarian",),
            None,
            "User is vegan",
        ),
        (
            "User eats meat",
            "I cut out meat last month but I still eat eggs and cheese, can you plan my lunches?",
            ("User is vegetarian",),
            None,
            "User is vegetarian",
        ),
        (
            "User works as a librarian",
            "Joke for my coworker's farewell card: 'Overdue for a change!' Too cheesy? She's leaving us to become a "
            "park ranger.",
            (),
            "User works as a park ranger",
            None,
        ),
        (
            "User works as a librarian",
            "My coworker is leaving us to become a nurse. What should we write in her card?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a lawyer",
            "Since I traded the courtroom for a ranger uniform in the national park, my boots are killing me. "
            "Which hiking boots hold up for 10 hours a day?",
            (),
            None,
            "User works as a ranger",
        ),
        (
            "User works as a lawyer",
            "My sister traded the courtroom for a ranger uniform last spring, what boots should I get her?",
            (),
            "User works as a park ranger",
            None,
        ),
        (
            "User works as a software engineer",
            "My brother quit his job and started an apprenticeship as a plumber. What tools should I get him?",
            (),
            None,
            None,
        ),
        (
            "User is married to Sofia",
            "Sofia's best friend Leila just got engaged and asked us to help host the engagement party. Any theme "
            "ideas?",
            (),
            "User is engaged to Leila",
            None,
        ),
        (
            "User is single",
            "My husband Oluwaseun wants to surprise his mum for her 60th, and since we've only been married a month I "
            "really want to make a good impression. Gift ideas?",
            (),
            None,
            "User is married to Oluwaseun",
        ),
        (
            "User is dating Rafael",
            "Is it weird to bring my new girlfriend Sunita to a wedding where Rafael will be too? Things with him "
            "fizzled out in the spring.",
            (),
            None,
            "User is in a relationship with Sunita",
        ),
        (
            "User is dating Rafael",
            "My new boyfriend Rafael finally met my parents! What wine should I bring next time?",
            (),
            None,
            None,
        ),
        (
            "User is pescatarian",
            "Where can I find a good halal butcher near Bradford? Since my conversion I'm eating lamb and beef again, "
            "but only halal, so fish isn't my only protein anymore.",
            ("User eats lamb and beef",),
            None,
            "User eats only halal food",
        ),
        (
            "User has no dietary restrictions",
            "Since converting to Islam last month I've been trying to find halal butchers nearby. How can I tell if a "
            "certification is legit?",
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User follows a keto diet",
            "Now that I've stopped counting carbs, can you share a good homemade sourdough recipe? I haven't baked "
            "bread in two years and I've missed it badly.",
            (),
            None,
            "User eats carbs again",
        ),
        (
            "User follows a keto diet",
            "Brought carbs back after two years of keto and my runs feel so much better. Quick pasta dinners?",
            (),
            None,
            "User eats carbs again",
        ),
        (
            "User follows a keto diet",
            "My husband brought carbs back after two years of keto, should I cook two dinners now?",
            (),
            None,
            None,
        ),
        (
            "User lives in Denver",
            "My new landlord in Tucson says the swamp cooler needs servicing before summer. What does that even "
            "involve? Never had one back in Colorado.",
            (),
            "User lives in Tucson",
            "User lives in Tucson",
        ),
        (
            "User is a big meat eater",
            "For my dinner party on Saturday, keep in mind I'm strictly fish and seafood these days; red meat and "
            "poultry are off my plate for good. Could you plan a three-course menu around sea bass?",
            (),
            "User is pescatarian",
            "User is pescatarian",
        ),
        (
            "User is dating Marco",
            "ended things w marco, he was ghosting me half the time anyway 🙄 now seeing this guy tomasz from the "
            "climbing gym. whats a good 2nd date",
            (),
            None,
            "User is in a relationship with Tomasz",
        ),
        (
            "User is single",
            "my sister is now seeing this guy tomasz from the gym, should I warn her?",
            (),
            None,
            None,
        ),
        (
            "User works as a lawyer",
            "Swapped the courtroom for a ranger hat in Banff — best trade I ever made. What's the best way to explain "
            "bear safety to a bus full of tourists?",
            (),
            None,
            "User works as a ranger",
        ),
        (
            "User lives in Chicago",
            "What's a reasonable budget for furnishing a one-bedroom? I left almost everything behind in Chicago when "
            "I relocated to Raleigh.",
            (),
            "User lives in Raleigh",
            "User lives in Raleigh",
        ),
        (
            "User works as an accountant",
            "Any tips for keeping a sourdough starter alive in a hot kitchen? The bakery I opened in March is already "
            "at 30 degrees by 5am, no spreadsheet ever prepared me for that.",
            (),
            "User works as a baker",
            "User runs their own bakery",
        ),
        (
            "User works as an accountant",
            "The bakery my sister opened in March is doing great, what should I get her for the anniversary?",
            (),
            "User works as a baker",
            None,
        ),
        # the thirty-sixth session's round (the 169th-172nd batches)
        (
            "User works as a chef",
            "My restaurant days are behind me, I drive long-haul trucks now. What audiobooks would keep me awake on "
            "the I-80 at night?",
            ("User drives long-haul trucks now",),
            None,
            "User works as a truck driver",
        ),
        (
            "User works as a chef",
            "My wife say I smell now like jet fuel and not like garlic anymore, ha. Since I fly the night cargo routes "
            "for DHL, what is good routine against jetlag?",
            (),
            None,
            "User works as a pilot at DHL",
        ),
        ("User works as a chef", "My brother drives trucks now, can you believe it?", (), None, None),
        (
            "User is single",
            "Priya and I hit three months together this weekend - any ideas for a low-key date if it's going to pour "
            "rain all day?",
            (),
            None,
            "User is in a relationship with Priya",
        ),
        (
            "User is single",
            "What should I get Tomasz for our six-month anniversary? He's really into vintage vinyl and old jazz "
            "records.",
            (),
            None,
            "User is in a relationship with Tomasz",
        ),
        (
            "User works at Google",
            "Any advice for my first performance review at Spotify? The process here is nothing like what my old team "
            "at Google did.",
            (),
            None,
            "User works at Spotify",
        ),
        (
            "User works at Amazon",
            "Bit nervous, tomorrow I present my first quarterly review at Shopify. Can you help me tighten up these "
            "slides?",
            (),
            None,
            "User works at Shopify",
        ),
        ("User works at Amazon", "My sister's first performance review at Shopify went great.", (), None, None),
        (
            "User works at Siemens",
            "What size should my badge photo be? Volkswagen's HR wants it by Thursday for my onboarding and I don't "
            "want to mess it up.",
            ("User wants to get a badge photo",),
            None,
            "User works at Volkswagen",
        ),
        (
            "User works at Deloitte",
            "Now that I'm on the brand side at Unilever instead of consulting, what are some good books about "
            "consumer marketing?",
            (),
            None,
            "User works at Unilever",
        ),
        (
            "User has a boyfriend named Mateus",
            "My boyfriend Oluwaseun wants to cook jollof for my parents on Sunday - how do I warn him they can't "
            "handle spice? Mateus never cooked a single meal in two years, so this is all new territory for me.",
            (),
            None,
            "User is in a relationship with Oluwaseun",
        ),
        (
            "User has a girlfriend named Hana",
            "Hana was way more outdoorsy, so I'm out of ideas for my girlfriend Chiara - we've been together since "
            "spring and she loves board games. What are good winter date nights indoors?",
            (),
            None,
            "User is in a relationship with Chiara",
        ),
        (
            "User has a boyfriend named Mateus",
            "My friend's boyfriend Tom and Mateus play football together on Sundays.",
            (),
            None,
            None,
        ),
        (
            "User is dating Sofia",
            "Me and Sofia we are not together anymore, now I go out with girl from my work, her name is Yuki. Which "
            "restaurant is romantic for a second date?",
            (),
            "User is single",
            "User is in a relationship with Yuki",
        ),
        (
            "User is vegetarian",
            "Best way to get a proper crust on a ribeye in cast iron? I caved after eight years without meat and "
            "honestly I'm loving it.",
            ("User likes ribeye",),
            None,
            "User eats meat",
        ),
        (
            "User is vegetarian",
            "My coach put me on keto, very few carbs, many eggs and now also chicken and beef again. How many grams of "
            "fat per day is normal for woman 60 kg?",
            (),
            "User eats meat",
            "User follows a keto diet",
        ),
        ("User is vegetarian", "My coach put my husband on keto, should I cook separately?", (), None, None),
        (
            "User follows a low-carb diet",
            "Since the celiac diagnosis I have to be strictly gluten-free, though carbs are back on the menu as long "
            "as there's no wheat. Rice noodle dinner ideas?",
            (),
            None,
            "User eats carbs again",
        ),
        (
            "User follows a keto diet",
            "My doctor made me drop keto because of my cholesterol, so pasta and bread are back, mostly Mediterranean "
            "style. What's a good lentil salad to take to work?",
            (),
            None,
            "User follows a Mediterranean diet",
        ),
        (
            "User follows a keto diet",
            "Doctor tell me stop the keto because of kidney, now I eat normal, everything, pasta also. What pasta is "
            "good for the diabetes?",
            (),
            "User eats pasta",
            "User no longer follows a keto diet",
        ),
        (
            "User follows a Mediterranean diet",
            "The gastroenterologist confirmed celiac, so goodbye to normal bread forever. Which soy sauce brands are "
            "safe for me?",
            ("User has a gastroenterologist",),
            None,
            "User follows a Mediterranean diet, and is gluten-free for coeliac disease",
        ),
        (
            "User follows a Mediterranean diet",
            "The doctor confirmed celiac for my son, so goodbye to normal bread in the house.",
            (),
            None,
            None,
        ),
        (
            "User works as a journalist",
            "Switched to the dark side, as my old newsroom friends say: I'm handling press relations for a hospital "
            "network now. Could you draft a press release about our new MRI wing?",
            ("User switched to the dark side",),
            None,
            "User works in press relations for a hospital network",
        ),
        (
            "User works as a journalist",
            "My old newsroom friends keep saying I do press relations for the government now, lol no.",
            (),
            None,
            None,
        ),
        (
            "User lives in Dubai",
            "Please help me find Spanish course for beginners, because after my company send me to Buenos Aires I "
            "understand nothing in the supermarket.",
            (),
            "User lives in Buenos Aires",
            "User lives in Buenos Aires",
        ),
        (
            "User lives in Dubai",
            "My company sent me to Buenos Aires for a week, any Spanish tips?",
            (),
            "User lives in Buenos Aires",
            None,
        ),
        (
            "User lives in Melbourne",
            "What's the cheapest way to ship a bicycle overseas? Mine is still sitting in my old garage in Melbourne "
            "and I'd love to have it with me here in Vancouver.",
            (),
            None,
            "User lives in Vancouver",
        ),
        (
            "User lives in Melbourne",
            "My old flat in Melbourne was tiny. The hotel rooms here in Sydney for the conference are huge.",
            (),
            None,
            None,
        ),
        (
            "User works at Google",
            "Ugh, the Airbnb offsite is in Porto next week and I've only been with them since May. What counts as "
            "smart casual for a tech company trip?",
            (),
            None,
            "User works at Airbnb",
        ),
        (
            "User works at Google",
            "The Airbnb offsite is in Porto next week, they're our biggest client. I've been with Google for years.",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Aisha",
            "The wedding with Aisha is cancel, we decided it together, no drama. Now I must call the hall and ask the "
            "deposit back, how I write this email polite?",
            ("User must call the hall and ask the deposit back",),
            "User is engaged to Priya",
            "User is single",
        ),
        (
            "User is engaged to Aisha",
            "The wedding with Aisha is cancelled because of the storm, we'll pick a new date. Any venue ideas?",
            (),
            None,
            None,
        ),
        (
            "User has a girlfriend named Chiara",
            "My girlfriend Mei Ling is from Singapore and I want to cook for her a dish from her home, what is easy? "
            "Before I was with Chiara but this finish in the spring.",
            (),
            None,
            "User is in a relationship with Mei Ling",
        ),
        (
            "User lives in Dublin",
            "I grew up in Cork but I've been in Dublin ten years now. Give me a pub quiz team name with a Cork joke "
            "in it?",
            (),
            "User lives in Cork",
            None,
        ),
        (
            "User is pescatarian",
            "I gave up meat but kept fish three years ago and honestly never looked back. Can you suggest a miso cod "
            "recipe?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User eats anything",
            "Since I took my shahada in the spring I only buy from the halal butcher. Could you adapt my "
            "grandmother's lasagna recipe so it has no pork and no wine?",
            (),
            "User eats anything",
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "I converted to Islam this year, so now I need a halal butcher near me. How can I tell whether a "
            "certification is real?",
            (),
            "User eats meat",
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "I converted my garage into a gym, and the halal butcher next door is loud. Tips?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User eats meat",
            "Since the doctor tell me about my cholesterol I stop eating the meat, but fish I still eat. Give me "
            "please a recipe with salmon, not too expensive.",
            (),
            "User is vegetarian",
            "User is pescatarian",
        ),
        (
            "User is vegetarian",
            "Now that dairy and eggs are off my plate too, what can I use instead of egg to bind veggie burgers?",
            (),
            "User is vegetarian",
            "User is vegan",
        ),
        (
            "User is vegetarian",
            "Eggs and cheese are off my plate tonight, what else can I cook?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User works at Deloitte",
            "ugh onboarding at spotify is SO many slack channels 😵 how do ppl keep up. tips for muting stuff w/o "
            "missing the important things?",
            (),
            "User works at Deloitte",
            "User works at Spotify",
        ),
        (
            "User works at Deloitte",
            "onboarding at the gym was weird lol, any tips for a first personal training session?",
            (),
            "User works at Deloitte",
            None,
        ),
        (
            "User works at Deloitte",
            "My manager at Unilever wants a quarterly forecast by Friday — can you remind me how to set up a rolling "
            "forecast in Excel?",
            (),
            "User works at Deloitte",
            "User works at Unilever",
        ),
        (
            "User works at Deloitte",
            "I met my manager at Starbucks for coffee. Tips for the talk about my promotion?",
            (),
            "User works at Deloitte",
            None,
        ),
        (
            "User follows a low-FODMAP diet",
            "My gastro said the reintroduction phase went great, so I'm eating normally again, onions and garlic "
            "included! Best garlic bread recipe?",
            (),
            "User follows a low-FODMAP diet",
            "User no longer follows a low-fodmap diet",
        ),
        (
            "User lives in Chicago",
            "My landlord here in Austin wants me to sign a 14-month lease. Is that a normal thing in Texas or is he "
            "pulling something?",
            (),
            "User lives in Chicago",
            "User lives in Austin",
        ),
        (
            "User lives in Chicago",
            "Is my landlord here in Austin allowed to do that if I move in next month?",
            (),
            "User lives in Chicago",
            None,
        ),
        (
            "User has a boyfriend named Kwame",
            "My boyfriend before, Kwame, he is gone with other girl, so now I am alone again. How I can stop to check "
            "his instagram every night?",
            (),
            "User has a boyfriend named Kwame",
            "User is single",
        ),
        (
            "User has a boyfriend named Kwame",
            "My boyfriend before Kwame was a chef, now Kwame cooks for me every night. Recipe ideas for him?",
            (),
            "User has a boyfriend named Kwame",
            None,
        ),
        (
            "User is dating Kenji",
            "Me and Kenji, we are not together anymore since May. Now I go out with a girl from my yoga class, Ayşe. "
            "Where is a nice place for a second date, not too expensive?",
            (),
            "User is single",
            "User is in a relationship with Ayşe",
        ),
        (
            "User has a girlfriend named Ingrid",
            "After our courthouse ceremony on Saturday, Ingrid insists we still throw a proper party for both "
            "families. Can you help me plan a reception on a tight budget?",
            (),
            "User has a girlfriend named Ingrid",
            "User is married to Ingrid",
        ),
        (
            "User has a girlfriend named Ingrid",
            "After our courthouse ceremony next month, Ingrid wants a party for both families. Ideas?",
            (),
            "User has a girlfriend named Ingrid",
            None,
        ),
        (
            "User works as a journalist",
            "ok so now that im doing PR for a hotel chain instead of chasing stories, how do i stop feeling like a "
            "total sellout 😅",
            (),
            "User works as a journalist",
            "User works in PR for a hotel chain",
        ),
        (
            "User works as a journalist",
            "The newsroom layoffs turned out to be a blessing in disguise; these days I run communications for a "
            "wildlife NGO. Could you help me draft a press release about our sea turtle hatchery?",
            (),
            "User works as a journalist",
            "User works in communications for a wildlife NGO",
        ),
        (
            "User works as a journalist",
            "I run marketing for my sister's bakery on weekends, tips for the flyers?",
            (),
            "User works as a journalist",
            None,
        ),
        (
            "User works at Toyota",
            "Since leaving Toyota for a research post at the Max Planck Institute, my reading list has exploded. How "
            "would you suggest organising hundreds of papers?",
            (),
            "User no longer works at Toyota",
            "User works at Max Planck Institute",
        ),
        (
            "User follows a Mediterranean diet",
            "The doctor find I have celiac, so never more wheat for me. Which beer I can still drink?",
            (),
            "User follows a Mediterranean diet",
            "User follows a Mediterranean diet, and is gluten-free for coeliac disease",
        ),
        (
            "User works as a barista",
            "got my CDL!! officially hauling freight now, first long run starts monday. what snacks dont get gross in "
            "a hot cab lol",
            (),
            "User works as a barista",
            "User works as a truck driver",
        ),
        (
            "User works as a barista",
            "my brother is hauling freight now, what snacks should I pack for him?",
            (),
            "User works as a barista",
            None,
        ),
        (
            "User follows a paleo diet",
            "Paleo got too pricey and boring, so I eat Mediterranean-style now: lentils, good bread, lots of olive "
            "oil. Got a solid lentil soup recipe?",
            (),
            "User follows a paleo diet",
            "User follows a mediterranean diet",
        ),
        (
            "User follows a paleo diet",
            "My wife and I eat vegan now and then, any easy recipes?",
            (),
            "User follows a paleo diet",
            None,
        ),
        (
            "User eats meat",
            "soooo i watched dominion last wk and im officially done w all animal products. pls give me a vegan mac n "
            "cheese that doesnt suck",
            (),
            "User eats meat",
            "User is vegan",
        ),
        (
            "User eats meat",
            "my sister is done with all animal products, what do I cook for her?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User follows a keto diet",
            "My nutritionist put me back on carbs, so I'm making pasta for the first time in two years. Fresh or "
            "dried for a beginner?",
            (),
            "User follows a keto diet",
            "User eats carbs again",
        ),
        (
            "User lives in Chicago",
            "Leaving Chicago behind was the best call I made this year, the Tucson sun is unreal. Any tips for "
            "keeping succulents alive on a west-facing balcony?",
            (),
            "User lives in Tucson",
            "User lives in Tucson",
        ),
        (
            "User lives in Chicago",
            "Leaving Chicago would be the best call, the Tucson sun is unreal. Should I?",
            (),
            "User lives in Tucson",
            None,
        ),
        (
            "User works as a high school teacher",
            "After ten years in the classroom I am now making bread all day, I opened a small bakery together with my "
            "cousin. How to calculate the price for one croissant so I not lose money?",
            (),
            "User works as a high school teacher",
            "User runs their own bakery",
        ),
        (
            "User works as a high school teacher",
            "My sister opened a small bakery, and now she is tired all day. Any tips for her?",
            (),
            "User works as a high school teacher",
            None,
        ),
        (
            "User eats meat",
            "That documentary wrecked me. Nothing from animals comes into my kitchen anymore, not even honey. Where "
            "am I supposed to get B12 from?",
            (),
            "User eats meat",
            "User is vegan",
        ),
        (
            "User eats meat",
            "My roommate says nothing from animals comes into her kitchen anymore. What can I cook for us both?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User is pescatarian",
            "My new macros say 20g of carbs a day max. Can you build me a grocery list that fits, with plenty of "
            "fats?",
            (),
            "User is pescatarian",
            "User follows a low-carb diet",
        ),
        (
            "User is pescatarian",
            "My new macros say 20g of carbs a day max for this week only, it's a cut before the meet. Grocery list?",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User lives in Oslo",
            "Is it normal that the hot water in Reykjavik smells like rotten eggs?? Never had that in Oslo. I've been "
            "living here since March and still can't get used to it.",
            (),
            "User lives in Oslo",
            "User lives in Reykjavik",
        ),
        (
            "User lives in Oslo",
            "I'm in Reykjavik for a conference this week and the hot water smells of eggs, never had that in Oslo. My "
            "colleague has been living here since March, is it normal?",
            (),
            "User lives in Oslo",
            None,
        ),
        (
            "User works as a journalist",
            "Since I switched sides and now write the city council's press releases instead of chasing them for "
            "quotes, how should I handle old sources who still text me for tips?",
            (),
            "User works as a journalist",
            "User works in PR for the city council",
        ),
        (
            "User works as a journalist",
            "I write my band's press releases now and then, any tips for making them punchy?",
            (),
            "User works as a journalist",
            None,
        ),
        (
            "User works as a chef",
            "After twelve years running restaurant kitchens, I passed the academy and I'm now a probationary "
            "firefighter. What's a good meal-prep plan for 24-hour shifts?",
            (),
            "User works as a chef",
            "User works as a probationary firefighter",
        ),
        (
            "User follows a keto diet",
            "My cardiologist told me to drop keto because of my cholesterol, so I'm switching to a Mediterranean "
            "diet. Could you suggest a week of dinners?",
            (),
            "User follows a keto diet",
            "User follows a mediterranean diet",
        ),
        (
            "User is vegan",
            "I'm switching to keto next month, any tips for the first week?",
            (),
            "User is vegan",
            None,
        ),
        (
            "User follows a keto diet",
            "Finally eating bread and rice again after ditching keto! What's a good routine for keeping a sourdough "
            "starter alive?",
            (),
            "User follows a keto diet",
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "I finish with the keto, too much headaches. Now I eat again rice and bread like normal. Can you give me "
            "a recipe for pilaf?",
            (),
            "User follows a keto diet",
            "User no longer follows a keto diet",
        ),
        (
            "User is single",
            "lol so farah and i eloped in vegas last week 🙈 my mom doesnt know yet. help me figure out how to tell "
            "her??",
            (),
            "User is single",
            "User is married to Farah",
        ),
        (
            "User is pescatarian",
            "Now I am eating only plants, no more fish, also no milk or egg. Where I can find vitamin B12?",
            (),
            "User is pescatarian",
            "User is vegan",
        ),
        (
            "User is pescatarian",
            "Had my first steak in six years at my brother-in-law's barbecue and honestly loved it, so I'm back to "
            "eating everything. How do I cook a ribeye at home?",
            (),
            "User is pescatarian",
            "User eats meat",
        ),
        (
            "User is vegan",
            "After five years without any animal things, here at my nonna's I started to eat everything again, "
            "cheese, prosciutto, all. How to make her lasagna at home?",
            (),
            "User is vegan",
            "User eats meat",
        ),
        (
            "User is vegan",
            "My sister started to eat everything again after her vegan year, what should I cook when she visits?",
            (),
            "User is vegan",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            "Twenty grams of carbs a day is my ceiling now, so goodbye pasta and olive bread. Is cauliflower rice "
            "okay for a risotto?",
            (),
            "User follows a Mediterranean diet",
            "User follows a low-carb diet",
        ),
        (
            "User follows a Mediterranean diet",
            "Twenty grams of carbs a day is my ceiling for this week, a little reset before the holidays.",
            (),
            "User follows a Mediterranean diet",
            None,
        ),
        (
            "User is vegetarian",
            "Since Ramadan I am following halal strictly and I eat now meat also, but only halal. How to know if a "
            "butcher is really certified?",
            (),
            "User is vegetarian",
            "User eats only halal food",
        ),
        (
            "User works as a chef",
            "Mate, hung up the apron for good, I'm driving lorries for Tesco now. Proper hours at last. What's a good "
            "podcast for long motorway runs?",
            (),
            "User works as a chef",
            "User works as a lorry driver at Tesco",
        ),
        (
            "User works as a pilot",
            "After I stop to fly the airplanes, now I am driving the tram in the city. Is it possible to get pension "
            "from both jobs together?",
            (),
            "User works as a pilot",
            "User works as a tram driver",
        ),
        (
            "User works as a chef",
            "My brother is driving trams in the city now, he loves it. Any ideas for his birthday?",
            (),
            "User works as a chef",
            None,
        ),
        (
            "User works as a journalist",
            "My old newsroom friends keep calling me a sellout since I became the health ministry's spokesperson, "
            "haha. Could you help me draft a press release about the flu vaccine campaign?",
            (),
            "User works as a journalist",
            "User works as a spokesperson",
        ),
        (
            "User is engaged to Priya",
            "Back from the honeymoon! Priya and I want to merge our bank accounts — what's the smartest setup for a "
            "newlywed couple?",
            (),
            "User is engaged to Priya",
            "User is married to Priya",
        ),
        (
            "User is engaged to Priya",
            "My sister is back from her honeymoon and won't stop talking about Bali. Priya and I want somewhere "
            "quieter one day.",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User works as a nurse",
            "Quick Python question: my tech lead keeps saying my loops aren't 'pythonic'. Three weeks into this "
            "junior developer role after leaving the hospital and I'm feeling a bit lost.",
            (),
            "User works as a nurse",
            "User works as a junior developer",
        ),
        (
            "User is dating Tomás",
            "tomás came by for the last of his stuff on sunday and honestly it's fine. can u suggest some solo "
            "hobbies for lazy weekends",
            (),
            "User is dating Tomás",
            "User is single",
        ),
        (
            "User lives in Chicago",
            "what's a good weekend hike near valparaiso?? we've been here 3 weeks and i'm so done with chicago "
            "winters forever",
            (),
            "User lives in Chicago",
            "User lives in Valparaiso",
        ),
        (
            "User works as a pharmacist",
            "Now that I've hung up my white coat for good and am drawing my pension, I finally have time for the "
            "garden. Which tomatoes do well in clay soil?",
            (),
            "User works as a pharmacist",
            "User is retired",
        ),
        (
            "User works as a pharmacist",
            "When I am drawing my pension I will garden all day, but that's fifteen years away.",
            (),
            "User works as a pharmacist",
            None,
        ),
        (
            "User works as a lawyer",
            "Any good podcasts about winemaking? Since I swapped the courtroom for running my family's vineyard "
            "outside Mendoza, I feel like I know nothing.",
            (),
            "User works as a lawyer",
            "User runs their own vineyard",
        ),
        (
            "User works as a lawyer",
            "Since leaving the firm to run the family vineyard, I'm drowning in permits instead of briefs. What "
            "should I know about organic wine certification in Spain?",
            (),
            "User works as a lawyer",
            "User runs their own vineyard",
        ),
        (
            "User works as a lawyer",
            "My brother wants to run the family vineyard one day, should I help him write a business plan?",
            (),
            "User works as a lawyer",
            None,
        ),
        (
            "User follows a keto diet",
            "I finish with keto, too much headache. Now I eat again bread and rice, only no meat, but fish yes. Give "
            "me easy recipe with salmon please.",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User works as a postman",
            "I'm driving taxis for Uber now, better hours",
            (),
            "User works as a postman",
            "User works as a taxi driver at Uber",
        ),
        (
            "User is vegan",
            "Vegan just didn't work for me, I'm back to eating everything including meat and dairy. Can you adjust my "
            "macros?",
            (),
            "User is vegan",
            "User is no longer vegan",
        ),
        (
            "User works as a cashier",
            "bro my hands r wrecked from pulling wire all day 😅 this electrician apprenticeship is no joke. any hand "
            "cream that isnt greasy? def dont miss scanning groceries tho",
            (),
            "User works as a cashier",
            "User is an apprentice electrician",
        ),
        (
            "User works as a cashier",
            "my son says this electrician apprenticeship is no joke, should I help him buy tools?",
            (),
            "User works as a cashier",
            None,
        ),
        (
            "User works at Siemens",
            "Quick payroll question: my first salary slip from Philips shows something called 'vakantiegeld'. What is "
            "that?",
            (),
            "User works at Siemens",
            "User works at Philips",
        ),
        (
            "User works at Siemens",
            "My wife's first salary slip from Philips shows something called 'vakantiegeld'. What is that?",
            (),
            "User works at Siemens",
            None,
        ),
        (
            "User works as a journalist",
            "My old newsroom friends say I went over to the dark side, but handling media relations for the city "
            "council pays the bills. How do I write a press release that reporters don't ignore?",
            (),
            "User works as a journalist",
            "User works in media relations for the city council",
        ),
        (
            "User works as a journalist",
            "My sister says handling media relations for the city council pays the bills, but I'd rather stay a "
            "reporter.",
            (),
            "User works as a journalist",
            None,
        ),
        (
            "User works as a high school teacher",
            "ok so my first pull request at the dev job got like 40 comments 😭 is that normal?? teaching 10th graders "
            "was honestly less stressful",
            (),
            "User teaches 10th graders",
            None,
        ),
        (
            "User is vegetarian",
            "Finally over the stomach bug, I'm back to eating everything!",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is engaged to Priya",
            "Just back from the honeymoon planning session with the travel agent, Priya loved Bali.",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User lives in Boston",
            "Dad's in hospital in Leeds so I've been here since Monday, Boston feels far away.",
            (),
            "User lives in Boston",
            None,
        ),
        (
            "User works as a nurse",
            "A few weeks into my summer lifeguard job and my shoulders are burnt.",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a chef",
            "I'm driving the bus in the city tomorrow for my test, wish me luck.",
            (),
            "User works as a chef",
            None,
        ),
        (
            "User works as a chef",
            "Got my private pilot licence, I'm flying planes now!",
            (),
            "User works as a chef",
            None,
        ),
        (
            "User is vegan",
            "I'm switching to a vegetarian diet on Monday, any easy recipes?",
            (),
            "User is vegan",
            None,
        ),
        (
            "User works as a teacher",
            "Got my first paycheck from Uber last night, just weekend driving.",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User works as a nurse",
            "I opened the family café this morning because mum was sick.",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as an engineer",
            "I started my own little business outside my 9-5, candles mostly.",
            (),
            "User works as an engineer",
            None,
        ),
        (
            "User works as a journalist",
            "Since mum's surgery I became the family's chef, any quick dinners?",
            (),
            "User works as a journalist",
            None,
        ),
        (
            "User is single",
            "mum and i eloped from the family bbq early, it was so boring",
            (),
            "User is single",
            None,
        ),
        (
            "User works as a soldier",
            "I'm drawing a pension from the army but I work nights as a security guard.",
            (),
            "User works as a soldier",
            None,
        ),
        (
            "User works as a barista",
            "Saw an ad, this electrician apprenticeship is £8 an hour, is that normal?",
            (),
            "User works as a barista",
            None,
        ),
        (
            "User works as a barista",
            "Passed my driving test!! I'm a probationary driver now, P plates on",
            (),
            "User works as a barista",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            "Twenty grams of carbs a day is the limit on strict keto, way too hard for me lol",
            (),
            "User follows a Mediterranean diet",
            None,
        ),
        (
            "User is vegetarian",
            "Since marrying Ahmed I'm keeping halal; I eat lamb at Eid, otherwise still veggie.",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User works as a nurse",
            "I'm retired now I work at the garden centre three days a week.",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a journalist",
            "quick q — now that im freelancing as a ux writer what should i charge per hour?? i always had a salary "
            "at the paper so i have zero clue",
            (),
            "User works as a journalist",
            "User works as a freelance ux writer",
        ),
        (
            "User has a girlfriend named Chloe",
            "so chloe packed her stuff and left last weekend and honestly the apartment feels huge now lol. what do i "
            "do with a 2 bedroom by myself, get a roommate?",
            (),
            "User has a girlfriend named Chloe",
            "User is single",
        ),
        (
            "User is pescatarian",
            "Our whole house has gone fish-free too since my daughter's school project on overfishing got to me 😅 "
            "what's a good fish sauce substitute for pad thai?",
            (),
            "User is pescatarian",
            "User is vegetarian",
        ),
        (
            "User works as a software engineer",
            "Owning the bakery means I'm up at 4am every single day. How do I price sourdough loaves so I actually "
            "make a profit? Some mornings I miss my old dev salary, lol.",
            (),
            "User works as a software engineer",
            "User runs their own bakery",
        ),
        (
            "User has a boyfriend named Diego",
            "Now that Diego has taken his stuff out, the flat feels enormous. Ideas for redecorating a living room "
            "for just one person?",
            (),
            "User has a boyfriend named Diego",
            "User is single",
        ),
        (
            "User is pescatarian",
            "Since I stop to eat also fish, where I can find omega 3? My doctor is worry about this.",
            (),
            "User is pescatarian",
            "User is vegetarian",
        ),
        (
            "User eats pork",
            "After I convert to Islam last Ramadan, I eat only halal meat. Where in Lyon I can find good halal "
            "butcher?",
            (),
            "User eats pork",
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "Watched a documentary on factory farms and that was it for me — fish and seafood only from here on. Can "
            "you make me a shopping list for the week?",
            (),
            "User eats meat",
            "User is pescatarian",
        ),
        (
            "User works as a lawyer",
            "My 10th graders keep asking why the Roman Empire fell, and I haven't thought about it since long before "
            "I left the firm. Can you give me a punchy 5-minute explanation for class tomorrow?",
            (),
            "User works as a lawyer",
            "User works as a teacher",
        ),
        (
            "User is married to Rafael",
            "Rafael and I are living apart now while we figure things out. How do I explain to a 6-year-old why dad "
            "has a different apartment?",
            (),
            "User is married to Rafael",
            "User is separated",
        ),
        (
            "User follows a keto diet",
            "Carbs are back on the menu, but I've cut out every animal product instead. Can you suggest a pasta dish "
            "with no dairy or eggs?",
            (),
            "User follows a keto diet",
            "User is vegan",
        ),
        (
            "User is engaged to Sofía",
            "What's a nice first-anniversary gift? Hard to believe it's been a year since Sofía and I said our vows "
            "in her grandmother's garden.",
            (),
            "User is engaged to Sofía",
            "User is married to Sofía",
        ),
        (
            "User has a girlfriend named Chiara",
            "Chiara's dad wants me to ask his blessing before our wedding next June - is that still a thing people "
            "do? The ring is already on her finger, so it feels a bit backwards.",
            (),
            "User has a girlfriend named Chiara",
            "User is engaged to Chiara",
        ),
        (
            "User follows a keto diet",
            "My doctor say the keto is not good for my kidneys, so now I eat again rice and bread, just normal food. "
            "Can you suggest a breakfast with oats?",
            (),
            "User follows a keto diet",
            "User eats rice again",
        ),
        (
            "User is pescatarian",
            "Are there any plant-based sources of omega-3 besides flax? I cut out the salmon and shrimp too, so it's "
            "fully plants for me now, no eggs or cheese either.",
            (),
            "User is pescatarian",
            "User is vegan",
        ),
        (
            "User has a boyfriend named Kenji",
            "My boyfriend before, Kenji, we are not together anymore since two months. Now I am meeting with Lars, a "
            "very kind man from Norway. What is good first gift for him?",
            (),
            "User has a boyfriend named Kenji",
            "User is in a relationship with Lars",
        ),
        (
            "User works as a pilot",
            "Had a nightmare I got fired and became a circus clown, lol. Anyway, best way to beat jet lag after a "
            "Tokyo–Frankfurt rotation?",
            (),
            "User works as a pilot",
            None,
        ),
        (
            "User works as a nurse",
            "Two weeks into my old barista job I got fired, back in college. Anyway, how do I write a cover letter?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a lawyer",
            "My 10th grader keeps asking why the Roman Empire fell. Can you give me a punchy explanation for her "
            "homework?",
            (),
            "User works as a lawyer",
            None,
        ),
        (
            "User works as a journalist",
            "Back in 2019 I was freelancing as a copywriter, now I'm at the paper full time. Any tips on pitching?",
            (),
            "User works as a journalist",
            None,
        ),
        (
            "User works as a software engineer",
            "Owning the bakery would be my dream someday. How do people price sourdough loaves?",
            (),
            "User works as a software engineer",
            None,
        ),
        (
            "User is pescatarian",
            "Our whole house went fish-free for Lent, it was tough. Any good fish recipes now that it's over?",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User is vegetarian",
            "It's all plants in my garden now, no lawn left. What should I grow for winter?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is married to Rafael",
            "Rafael and I are living apart while I'm on rotation offshore. How do we keep date night going?",
            (),
            "User is married to Rafael",
            None,
        ),
        (
            "User is engaged to Sofía",
            "Sofía and I practised saying our vows last night, I cried. How long should vows be?",
            (),
            "User is engaged to Sofía",
            None,
        ),
        (
            "User is married to Aiko",
            "Aiko wants to dance at our friends' wedding next June, any tips for two left feet?",
            (),
            "User is married to Aiko",
            None,
        ),
        (
            "User is pescatarian",
            "My sister's house has gone fish-free too. What should I bring to her dinner party?",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User eats meat",
            "My brother says fish and seafood only from now on for him. What can I cook when he visits?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User follows a keto diet",
            "Now I eat again rice and bread? My doctor hasn't said yes yet, should I ask?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User works as a graphic designer",
            "It's been three years since I left the agency to freelance as a designer and I still love it. How should "
            "I structure invoices for overseas clients?",
            (),
            "User works as a freelance designer",
            None,
        ),
        (
            "User works as a high school chemistry teacher",
            "Handed in my last stack of report cards in June, and now I do quality assurance for a pharma lab. Any "
            "tips for writing SOPs people actually follow?",
            (),
            "User works as a high school chemistry teacher",
            "User works in quality assurance for a pharma lab",
        ),
        (
            "User works at Samsung",
            "My team at Naver use Slack for everything but I only know Knox messenger from when I was at Samsung. Can "
            "you explain me how threads work?",
            (),
            "User works at Samsung",
            "User works at Naver",
        ),
        (
            "User follows a keto diet",
            "Bread is back on the menu, I quit counting carbs! Could you plan a week of Mediterranean meals with "
            "whole grains?",
            (),
            "User follows a keto diet",
            "User eats carbs again",
        ),
        (
            "User follows a paleo diet",
            "lol rip paleo, me and my roommate went veggie together so no more bacon 🥲 whats an easy meatless chili",
            (),
            "User follows a paleo diet",
            "User is vegetarian",
        ),
        (
            "User works as a taxi driver",
            "My cousin help me to get work in the hotel reception, so no more driving the taxi all night. How I can "
            "answer the phone professional in English when the guest is angry?",
            (),
            "User works as a taxi driver",
            "User works at the hotel reception",
        ),
        (
            "User is vegetarian",
            "I went keto last year, it was awful. Any tips for a veggie lasagne?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is vegetarian",
            "Me and my sister went keto together for January, any recipes?",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User works as a taxi driver",
            "My cousin helped me get a job at the bakery last summer, it was fun. Any tips for a taxi license "
            "renewal?",
            (),
            "User works as a taxi driver",
            None,
        ),
        (
            "User works at Samsung",
            "My team at Naver visited us at Samsung today. Can you explain me how threads work?",
            (),
            "User works at Samsung",
            None,
        ),
        (
            "User follows a keto diet",
            "Carbs are back on the menu tonight for the kids! Could you suggest a pasta?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User works as a teacher",
            "My friend now does quality assurance for a pharma lab. Any tips for writing SOPs for her?",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User follows a keto diet",
            "I've given up on keto, bread is back in my life. Could you plan a week of balanced Mediterranean meals "
            "for me?",
            (),
            "User follows a keto diet",
            "User no longer follows a keto diet",
        ),
        (
            "User works as a nurse",
            "I'm freelancing as a photographer for my cousin's wedding this saturday lol",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a nurse",
            "I've been freelancing as a medical writer alongside my nursing shifts",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a nurse",
            "Everyone assumes I'm freelancing as an illustrator but no, still nursing",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User is pescatarian",
            "Last week I stop to eat also fish because I was sick, now better",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User eats meat",
            "Lent starts tomorrow, fish only from now on till Easter",
            (),
            "User eats meat",
            None,
        ),
        (
            "User eats meat",
            "The doctor wants me on fish only from now on, I don't think I can do it honestly",
            (),
            "User eats meat",
            None,
        ),
        (
            "User eats meat",
            "The cruise was seafood only now that I think about it, I miss a burger",
            (),
            "User eats meat",
            None,
        ),
        (
            "User is doing keto",
            "In Japan now I eat again rice every day because there is nothing else, back home keto again",
            (),
            "User is doing keto",
            None,
        ),
        (
            "User is in a relationship with Diego",
            "Diego took his stuff out of the garage so we can park the car in there",
            (),
            "User is in a relationship with Diego",
            None,
        ),
        (
            "User is in a relationship with Diego",
            "Diego took his stuff out to the car, we leave for the beach at 6!",
            (),
            "User is in a relationship with Diego",
            None,
        ),
        (
            "User is married to Ana",
            "Ana and I are living apart while we work it out with the builders, the house is a gutted mess",
            (),
            "User is married to Ana",
            None,
        ),
        (
            "User is dating Sofía",
            "Sofía and I said our vows... to the gym, 5am every day starting Monday lol",
            (),
            "User is dating Sofía",
            None,
        ),
        (
            "User is dating Sofía",
            "Sofía and I said our vows in the school play back in 8th grade, first time we met!",
            (),
            "User is dating Sofía",
            None,
        ),
        (
            "User is in a relationship with Sofía",
            "Sofía and I said our vows in Minecraft, we built a chapel and everything",
            (),
            "User is in a relationship with Sofía",
            None,
        ),
        (
            "User has a girlfriend named Chiara",
            "Chiara and I are saving for our wedding next year, I haven't even proposed yet lol, she'd kill me if she "
            "read this",
            (),
            "User has a girlfriend named Chiara",
            None,
        ),
        (
            "User has a girlfriend named Chiara",
            "Chiara won the ring toss at the fair, the ring is on her finger now lol plastic and everything",
            (),
            "User has a girlfriend named Chiara",
            None,
        ),
        (
            "User has a girlfriend named Chiara",
            "Chiara says we should wait a few years, so no planning our wedding next year, we agreed to just date",
            (),
            "User has a girlfriend named Chiara",
            None,
        ),
        (
            "User works as a software engineer",
            "Our 11th graders' parents night is tonight, what should I ask their teachers?",
            (),
            "User works as a software engineer",
            None,
        ),
        (
            "User eats meat",
            "Me and my roommate went vegan together for the documentary challenge, 7 days",
            (),
            "User eats meat",
            None,
        ),
        (
            "User works as a nurse",
            "My 5th graders teacher just quit mid year, the school is a mess",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a nurse",
            "Owning the bakery was the worst decision of my life, glad I sold it and went back to nursing",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a nurse",
            "Owning the restaurant and working full time as a nurse is killing me",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a taxi driver",
            "I got work in the hotel reception for one week only, instead of my holiday, then back to taxi",
            (),
            "User works as a taxi driver",
            None,
        ),
        (
            "User works as a taxi driver",
            "I wish I got a job at the airport so no more taxi",
            (),
            "User works as a taxi driver",
            None,
        ),
        (
            "User works at Samsung",
            "My team at Naver for this 3 month secondment is so chill compared to when I was at Samsung HQ",
            (),
            "User works at Samsung",
            None,
        ),
        (
            "User works at Samsung",
            "My colleagues at Naver were my first real friends in tech, then I used to work at Samsung for a bit, now "
            "I'm at Coupang",
            (),
            "User works at Samsung",
            None,
        ),
        (
            "User works as a software engineer",
            "ugh now I'm doing QA for my own team because our tester quit, on top of coding",
            (),
            "User works as a software engineer",
            None,
        ),
        (
            "User works as a chef",
            "Now I do quality control for the kitchen too, every plate goes past me before it leaves",
            (),
            "User works as a chef",
            None,
        ),
        (
            "User is pescatarian",
            "The aquarium in our house is fish-free now, RIP Nemo",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User is vegetarian",
            "My balcony? it's all plants now lol, I eat my lunch out there surrounded by them",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is pescatarian",
            "our guests are vegan so it's all plants for us now this week",
            (),
            "User is pescatarian",
            None,
        ),
        (
            "User is married to Ahmed",
            "Ahmed and I said our vows again on our tenth anniversary. Ideas for a photo album?",
            (),
            "User is married to Ahmed",
            None,
        ),
        (
            "User lives in Seoul",
            (
                "my landlord here in buenos aires wants the rent in dollars cash?? is that normal here or am i "
                "getting scammed"
            ),
            (),
            None,
            "User lives in Buenos Aires",
        ),
        (
            "User lives in Austin",
            (
                "ugh the humidity down here in new orleans is no joke 😩 what plants survive on a shady balcony "
                "in this climate"
            ),
            (),
            "User lives in New Orleans",
            "User lives in New Orleans",
        ),
        (
            "User works as a software engineer",
            (
                "Since I leave the programming, I open a small bakery with my sister in our village. Please "
                "help me calculate the price for croissant."
            ),
            (),
            "User works as a baker",
            "User runs their own bakery",
        ),
        (
            "User works as a lawyer",
            (
                "I handed in my notice at the firm and opened a pottery studio. Could you help me write an "
                "Instagram bio for it?"
            ),
            (),
            "User owns a pottery studio",
            "User runs their own pottery studio",
        ),
        (
            "User works as a chef",
            (
                "Been driving long-haul ever since I gave up the kitchen. My instructor said to check the air "
                "brake pressure before every trip, what's the normal range?"
            ),
            (),
            None,
            "User works as a long-haul truck driver",
        ),
        (
            "User is vegetarian",
            (
                "The whole-food plant thing never stuck; these days it's steak, eggs and butter on a strict "
                "carnivore regimen. Is it normal to feel wiped out in week two?"
            ),
            (),
            "User follows a carnivore diet",
            "User follows a carnivore diet",
        ),
        (
            "User is vegetarian",
            (
                "Since the doctor said I need more iron I've been adding chicken and fish back in. What's an "
                "easy marinade for chicken thighs?"
            ),
            (),
            None,
            "User eats meat",
        ),
        (
            "User works as a nurse",
            (
                "How do I keep my voice from going hoarse? I lecture to 200 undergrads three times a week now "
                "instead of running around the ward."
            ),
            (),
            "User works as a lecturer",
            "User works as a lecturer",
        ),
        (
            "User works at IKEA",
            (
                "My colleagues at Maersk keep throwing shipping abbreviations around in Teams. What do TEU and "
                "ETA at POD mean?"
            ),
            (),
            "User works at Maersk",
            "User works at Maersk",
        ),
        (
            "User lives in Montreal",
            (
                "Five years since I left Paris for this city and I still miss a proper baguette. Any bakeries "
                "around here you'd recommend?"
            ),
            (),
            "User lives in Paris",
            None,
        ),
        (
            "User follows a keto diet",
            (
                "Okay, I'm officially done counting carbs; my doctor has me on a low-sodium plan for my blood "
                "pressure instead. Which herbs and spices can make food taste good without salt?"
            ),
            (),
            None,
            None,
        ),
        (
            "User works as a chef",
            "My dad has been driving long-haul ever since he retired, what's a good gift for him?",
            (),
            "User works as a truck driver",
            None,
        ),
        (
            "User lives in Austin",
            "we built a little rock garden here in the yard, which plants survive the heat?",
            (),
            "User lives in Little Rock",
            None,
        ),
        (
            "User works at IKEA",
            "My husband's boss at Maersk keeps calling him on weekends, how do we set boundaries?",
            (),
            "User works at Maersk",
            None,
        ),
        (
            "User works at IKEA",
            "My friend's colleagues at Maersk keep throwing shipping abbreviations around, what does TEU mean?",
            (),
            "User works at Maersk",
            None,
        ),
        (
            "User is vegetarian",
            (
                "The doctor said I could try adding chicken back in for the iron, but I'm not sure. Any veggie "
                "iron sources?"
            ),
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            (
                "My sister has been adding chicken and fish back in since her pregnancy. What's a veggie dish "
                "we can share?"
            ),
            (),
            None,
            None,
        ),
        (
            "User works as a nurse",
            (
                "My professor said I lecture to 200 people like a pro after my talk, ha. Tips for the next "
                "conference?"
            ),
            (),
            "User works as a lecturer",
            None,
        ),
        (
            "User is single",
            "HE PUT A RING ON IT 💍 my sister's boyfriend finally proposed!! help me plan the party",
            (),
            "User is engaged",
            None,
        ),
        (
            "User lives in Seoul",
            "my landlord here in buenos aires?? nah I'm kidding I'd never move",
            (),
            None,
            None,
        ),
        (
            "User lives in Seoul",
            "my landlord here in buenos aires for my restaurant wants the rent in cash",
            (),
            None,
            None,
        ),
        (
            "User lives in Seoul",
            "my landlord here in san jose del cabo wants the rent in pesos",
            (),
            None,
            None,
        ),
        (
            "User lives in Seoul",
            "here in Frankfurt on business until Thursday, new client meeting tomorrow. Where should I eat?",
            (),
            "User lives in Frankfurt",
            None,
        ),
        (
            "User works as a chef",
            (
                "Been driving long-haul ever since I gave up the kitchen, road-tripping around Australia in a "
                "campervan"
            ),
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "I've been adding chicken back in to the cat's food, she was losing weight",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "I've been adding chicken back in for the kids, they missed it. Any veggie mains for me?",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "my husband's carnivore regimen means I'm cooking meat for him every night",
            (),
            "User follows a carnivore diet",
            None,
        ),
        (
            "User is vegetarian",
            "I've been watching carnivore routine videos while I eat my lentils",
            (),
            "User follows a carnivore diet",
            None,
        ),
        (
            "User works at Deloitte",
            "my colleagues at Maersk, our biggest client, loved the audit",
            (),
            "User works at Maersk",
            None,
        ),
        (
            "User works as a nurse",
            "I'm the new guy here at the gym, any tips for a first session?",
            (),
            "User works at the gym",
            None,
        ),
        (
            "User works as a nurse",
            "I lecture to 200 undergrads on Tuesdays as a volunteer now instead of watching TV",
            (),
            "User works as a lecturer",
            None,
        ),
        (
            "User follows a keto diet",
            "my trainer has me on a bulking plan, so bread and rice are back in my life",
            (),
            None,
            "User eats bread and rice again",
        ),
        (
            "User follows a keto diet",
            "my doctor has me on the mediterranean diet now, bread is back in my life",
            (),
            None,
            "User follows a mediterranean diet",
        ),
        (
            "User works as a nurse",
            (
                "After twelve years on the wards I hung up my scrubs and now I lecture in midwifery at the "
                "university. Could you help me plan my very first seminar?"
            ),
            (),
            "User works as a lecturer",
            "User works as a lecturer",
        ),
        (
            "User works as a nurse",
            "I lecture in midwifery at the university sometimes as a guest, any tips for slides?",
            (),
            "User works as a lecturer",
            None,
        ),
        (
            "User follows a keto diet",
            (
                "my trainer put me on a carb-heavy plan for the triathlon so keto is dead lol, what should "
                "breakfast look like"
            ),
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "Rice is back on my plate now that the keto chapter is closed. Any good risotto ideas?",
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "After eight months keto I am finish with it, I want eat bread again. Which bread is healthy?",
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "My sister's keto phase is over, she is eating pasta again. What should I cook for her visit?",
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "Is keto dead as a trend? Everyone at my gym still swears by it.",
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Mateo",
            "Since Mateo packed his things and left for good, the flat echoes. Which rug would warm it up?",
            (),
            None,
            "User is single",
        ),
        (
            "User has a boyfriend named Mateo",
            "Is it weird to delete our photos two months after Mateo packed his stuff and moved out?",
            (),
            None,
            "User is single",
        ),
        (
            "User has a boyfriend named Mateo",
            "Did Mateo pack his stuff and move out while I was away? His drawers are empty!",
            (),
            None,
            None,
        ),
        (
            "User is dating Ines",
            (
                "Ines and I made it official at the city hall on Friday, just the two of us. How do I change my "
                "name on my passport?"
            ),
            (),
            None,
            "User is married to Ines",
        ),
        (
            "User is dating Ines",
            "My cousin and his girlfriend made it official at the town hall yesterday, should I send a gift?",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Rafael",
            "We eloped! Rafael and I slipped off to a chapel in Reno. How do we tell my mother?",
            (),
            None,
            "User is married to Rafael",
        ),
        (
            "User is engaged to Rafael",
            "What if we eloped? Would Rafael's parents ever forgive us?",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Rafael",
            "Rafael and I will say our vows in June, what flowers are in season?",
            (),
            None,
            None,
        ),
        (
            "User lives in Denver",
            "Our neighbour here in Bergen brought over a whole salmon as a welcome gift. How do I cook it?",
            (),
            "User lives in Bergen",
            "User lives in Bergen",
        ),
        (
            "User lives in Denver",
            "The landlord here in Tucson says the swamp cooler needs a service, is that normal in spring?",
            (),
            "User lives in Tucson",
            "User lives in Tucson",
        ),
        (
            "User lives in Denver",
            "My cousin says the landlord here in Tucson is awful, should she look for another flat?",
            (),
            "User lives in Tucson",
            None,
        ),
        (
            "User lives in Recife",
            "came back home to curitiba to be near my dad, any good parks around here for a run?",
            (),
            "User lives in Curitiba",
            "User lives in Curitiba",
        ),
        (
            "User works as a paralegal",
            (
                "Been doin' the roofin' full time with me brother since the agency let me go, what boots should "
                "I buy?"
            ),
            (),
            "User works as a roofer",
            "User works as a roofer",
        ),
        (
            "User works as a paralegal",
            "My brother has been doing the roofing full time for years, should I ask him for a job?",
            (),
            "User works as a roofer",
            None,
        ),
        (
            "User works as a software engineer",
            (
                "I am quit the office job, now me and my cousin we open our own restaurant! How many plates per "
                "day is normal?"
            ),
            (),
            "User works as a restaurant owner",
            "User runs their own restaurant",
        ),
        (
            "User works at Siemens",
            "My Airbus badge from the trade fair is still on my fridge lol",
            (),
            "User works at Airbus",
            None,
        ),
        (
            "User works as a journalist",
            "honestly pivoting from journalism to data analysis was the best call, can u explain pivot tables",
            (),
            "User works as a data analyst",
            "User works as a data analyst",
        ),
        (
            "User works as a journalist",
            "thinking about pivoting from journalism to data analysis someday, is it hard?",
            (),
            "User works as a data analyst",
            None,
        ),
        (
            "User eats meat",
            "Since I converted to Islam last spring I only buy from the halal butcher. Any good kebab recipes?",
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User eats meat",
            "My dad only buys from the halal butcher, is halal meat more expensive?",
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Kwame",
            "In the movie Kwame packed his things and left for good.",
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Kwame",
            (
                "How do I decorate the spare room after Kwame packed his stuff and moved out? He's still my bf, "
                "just got his own place"
            ),
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "The keto chapter is finished, sending it to my editor tonight",
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "so keto is dead in this house since my wife hates it",
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "Keto meal prep for the week, I'm done with it! 12 containers in the fridge",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Tomás",
            "We eloped in my dream last night, woke up so confused",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Tomás",
            "Dad and I tied the knot on the hammock ropes, it finally holds",
            (),
            None,
            None,
        ),
        (
            "User is dating Sofia",
            "Sofia and I made it official at the town hall: registered our address together for the new flat",
            (),
            None,
            None,
        ),
        (
            "User works as a journalist",
            "My editor is pivoting from journalism to ux research for the newsroom tools, she asked me to help",
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User works as a paralegal",
            "Been doin' the plumbin' full time at home since the pipes burst, any tips for soldering?",
            (),
            "User works as a plumber",
            None,
        ),
        (
            "User works as a software engineer",
            "If I win lottery, now me and my sister we open our own bakery",
            (),
            "User works as a baker",
            None,
        ),
        (
            "User lives in Oslo",
            "My neighbour here in Tromsø (we're at the cabin till Sunday) keeps bringing us fish",
            (),
            "User lives in Tromsø",
            None,
        ),
        (
            "User eats meat",
            "\"I only buy from the zabiha butcher\" — my roommate, every time we cook",
            (),
            None,
            None,
        ),
        (
            "User works as a dentist",
            (
                "my manager booked 16 patients before noon again 😤 honestly id be happier as a florist. how do "
                "i push back without sounding lazy"
            ),
            (),
            "User works as a florist",
            None,
        ),
        (
            "User works as a dentist",
            (
                "Another double shift... I'd be so much happier as a gardener. Anyway, how do I ask for fewer "
                "patients?"
            ),
            (),
            "User works as a gardener",
            None,
        ),
        (
            "User works as a pharmacist",
            (
                "Thirty-two years behind the counter and yesterday was my last day. What do people do in their "
                "first month of retirement?"
            ),
            (),
            None,
            "User is retired",
        ),
        (
            "User works as a plumber",
            (
                "Thirty years at the water board and Friday was my last day, I start at a private firm on "
                "Monday. Should I open a retirement account?"
            ),
            (),
            None,
            None,
        ),
        (
            "User works as a plumber",
            "Forty years on the tools and last Friday was my dad's final day. What do people do in retirement?",
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Jonas",
            (
                "ok so jonas and i are done and ive been on 2 dates w this guy emre and honestly i like him?? "
                "what should we do for date 3"
            ),
            (),
            None,
            "User is dating Emre",
        ),
        (
            "User has a boyfriend named Jonas",
            "Jonas and I broke up. Should I go on 3 dates with Emre before deciding anything?",
            (),
            None,
            "User is single",
        ),
        (
            "User has a boyfriend named Jonas",
            "Jonas and I split in May. My sister has been on 3 dates with Marco, is he good for her?",
            (),
            None,
            None,
        ),
        (
            "User eats meat",
            "I only buy from the halal butcher because it's the only one open late",
            (),
            "User eats only halal food",
            None,
        ),
        (
            "User eats meat",
            "i only get meat from the halal butcher cause its cheap",
            (),
            "User eats only halal food",
            None,
        ),
        (
            "User eats meat",
            "These days I only buy from a halal shop, my faith matters more to me now",
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User is single",
            "Sofia and I got married at the courthouse in Stardew lol",
            (),
            "User is married to Sofia",
            None,
        ),
        (
            "User lives in Lisbon",
            "In the dream I came back home to Porto Alegre",
            (),
            "User lives in Porto Alegre",
            None,
        ),
        (
            "User works as a nurse",
            "in the game I quit nursing and became a pirate",
            (),
            "User works as a pirate",
            None,
        ),
        (
            "User lives in Lisbon",
            "I had a dream about Lisbon last night. Anyway we moved to Porto Alegre in May, any tips?",
            (),
            "User lives in Porto Alegre",
            "User lives in Porto Alegre",
        ),
        (
            "User works as a plumber",
            (
                "Packed in the plumbing game, mate, I'm drivin' buses for the council now. Proper early starts "
                "but the pension's decent."
            ),
            (),
            "User works as a bus driver",
            "User works as a bus driver",
        ),
        (
            "User lives in Lisbon",
            "Joking aside, we moved to Tokyo last month and I still can't read the menus. Any apps for that?",
            (),
            "User lives in Tokyo",
            "User lives in Tokyo",
        ),
        (
            "User works as a pilot",
            (
                "Had a nightmare I got fired and became a circus clown, lol. Anyway, best way to beat jet lag "
                "after a Tokyo–Frankfurt rotation?"
            ),
            (),
            "User works as a circus clown",
            None,
        ),
        (
            "User has a boyfriend named Mateo",
            (
                "Mateo and me, we finish our story last month. Now I want to make a trip alone, where is good "
                "for a woman travelling solo?"
            ),
            (),
            "User is single",
            "User is single",
        ),
        (
            "User follows a Mediterranean diet",
            (
                "My net carbs have been under 20 g a day for a month and I'm finally in ketosis — what snacks "
                "won't kick me out of it?"
            ),
            (),
            "User follows a keto diet",
            "User follows a keto diet",
        ),
        (
            "User lives in Lisbon",
            (
                "Can you explain how the monthly tram passes work here in Zagreb? Ever since I left Portugal I "
                "keep buying single tickets like a lost tourist."
            ),
            (),
            "User lives in Zagreb",
            "User lives in Zagreb",
        ),
        (
            "User lives in Lisbon",
            (
                "Can you explain how the monthly tram passes work here in Zagreb? We're here till Sunday, then "
                "back to Lisbon."
            ),
            (),
            "User lives in Zagreb",
            None,
        ),
        (
            "User lives in Lisbon",
            "How do the tram passes work here in Zagreb? My sister left Portugal last year and lives here now.",
            (),
            "User lives in Zagreb",
            None,
        ),
        (
            "User follows a keto diet",
            (
                "My doctor wants me back on whole grains and fruit, so the keto days are over. Could you plan a "
                "week of balanced meals around 2000 calories?"
            ),
            (),
            "User follows a balanced diet",
            "User no longer follows a keto diet",
        ),
        (
            "User follows a paleo diet",
            (
                "paleo and i are officially done 😂 back to bread and pasta like a normal human. best focaccia "
                "recipe pls"
            ),
            (),
            "User eats meat",
            "User no longer follows a paleo diet",
        ),
        (
            "User follows a keto diet",
            "My sister says that for her the keto days are over. Any keto dessert ideas for me?",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User follows a paleo diet",
            "Are paleo and I done? I keep craving bread lol",
            (),
            "User no longer follows a paleo diet",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            (
                "My nutritionist has me under 20g of carbs a day for my blood sugar, so olive-oil-and-bread "
                "dinners are history. Is cauliflower rice a decent substitute?"
            ),
            (),
            "User follows a low-carb diet",
            "User follows a low-carb diet",
        ),
        (
            "User is pescatarian",
            (
                "My partner grills every weekend and honestly I've caved: steak, chicken, the works. Can you "
                "suggest a couple of marinades?"
            ),
            (),
            "User eats meat",
            "User eats meat",
        ),
        (
            "User works as a lawyer",
            (
                "Since I retired from the firm last spring I have way too much free time. What volunteer "
                "options make good use of someone with a legal background?"
            ),
            (),
            "User is a volunteer",
            "User is retired",
        ),
        (
            "User works as a lawyer",
            "My dad retired from the firm last spring and is bored. Volunteer ideas for him?",
            (),
            "User is retired",
            None,
        ),
        (
            "User eats meat",
            (
                "Since one month I stop all animal products, also no milk and no egg. Where I find enough "
                "protein for my gym training?"
            ),
            (),
            "User is vegetarian",
            "User is vegan",
        ),
        (
            "User eats meat",
            "Should I stop all animal products like my sister did? I love steak though.",
            (),
            "User is vegan",
            None,
        ),
        (
            "User is single",
            (
                "Can you suggest a birthday gift for Kenji? We've been together three months and he's really "
                "into film photography."
            ),
            (),
            "User is dating Kenji",
            "User is dating Kenji",
        ),
        (
            "User is single",
            "My sister and her boyfriend Kenji have been together three months. Gift ideas for them?",
            (),
            "User is dating Kenji",
            None,
        ),
        (
            "User works at Siemens",
            (
                "Can you help me prep for my first all-hands at Airbus? I want to introduce myself to the team "
                "without sounding stiff."
            ),
            (),
            "User works at Airbus",
            "User works at Airbus",
        ),
        (
            "User works at Siemens",
            "My brother has his first all-hands at Airbus tomorrow, any tips I can pass on?",
            (),
            "User works at Airbus",
            None,
        ),
        (
            "User works at Amazon",
            (
                "Got poached by Shopify - fully remote, starts Monday. What should I ask IT before my first day "
                "so I'm not stuck waiting on a laptop?"
            ),
            (),
            "User works as a Shopify developer",
            "User works at Shopify",
        ),
        (
            "User works at Amazon",
            "My sister got poached by Shopify last week, should I ask her for a referral?",
            (),
            "User works at Shopify",
            None,
        ),
        (
            "User works at Amazon",
            "If I got poached by Shopify would I lose my stock?",
            (),
            "User works at Shopify",
            None,
        ),
        (
            "User works as a graphic designer",
            (
                "These days I'm doing UX research for a fintech startup rather than making logos. What are good "
                "questions to ask in user interviews about budgeting apps?"
            ),
            (),
            "User works as a UX researcher",
            "User works as a UX researcher",
        ),
        (
            "User works as a graphic designer",
            "For this sprint I'm doing UX research rather than making logos, any interview tips?",
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User is single",
            (
                "me n aroha been seein each other few months now, she reckons we shd do a road trip up north, "
                "any ideas for stops??"
            ),
            (),
            "User is dating aroha",
            "User is dating Aroha",
        ),
        (
            "User works as a nurse",
            (
                "Studying for the bar took everything out of me, but I passed and the firm starts me Monday as "
                "an associate attorney. What should I wear on day one?"
            ),
            (),
            "User works as an associate attorney",
            "User works as an associate attorney",
        ),
        (
            "User lives in Mumbai",
            (
                "Does anyone in Pune deliver decent vada pav? Three weeks of living here and I'm already "
                "homesick for the street food back home."
            ),
            (),
            "User lives in Pune",
            "User lives in Pune",
        ),
        (
            "User lives in Mumbai",
            "Does anyone in Pune deliver decent vada pav? Three weeks of living here and then I go back home.",
            (),
            "User lives in Pune",
            None,
        ),
        (
            "User has no dietary restrictions",
            (
                "Ever since my celiac diagnosis I've been clearing out the pantry. Is regular soy sauce safe, "
                "or does it have wheat in it?"
            ),
            (),
            "User follows a vegan diet",
            "User follows a gluten-free diet for coeliac disease",
        ),
        (
            "User eats meat",
            (
                "After the celiac diagnosis nothing with wheat goes in my mouth anymore. Which brands of pasta "
                "actually taste decent?"
            ),
            (),
            "User follows a gluten-free diet",
            "User eats meat, and is gluten-free for coeliac disease",
        ),
        (
            "User eats meat",
            "Since the coeliac diagnosis of my son we cook gluten-free at home, any easy dinners?",
            (),
            "User follows a gluten-free diet",
            None,
        ),
        (
            "User eats meat",
            (
                "Our kitchen is finally kosher, separate dishes for meat and dairy and everything. What's a "
                "good pareve dessert for Shabbat dinner?"
            ),
            (),
            "User is vegetarian",
            "User keeps kosher",
        ),
        (
            "User eats meat",
            "My mom's kitchen is finally kosher, what should I bring for Shabbat dinner?",
            (),
            "User keeps kosher",
            None,
        ),
        (
            "User eats meat",
            "Our kitchen is kosher for Passover week only, then back to normal. Dessert ideas?",
            (),
            "User keeps kosher",
            None,
        ),
        (
            "User works as an accountant",
            (
                "ngl leaving accounting to bake full time was terrifying but the shop is actually doing ok?? "
                "how do i price a three tier wedding cake"
            ),
            (),
            "User works as a baker",
            "User works as a baker",
        ),
        (
            "User works as an accountant",
            "my sister is leaving accounting to bake full time, how do i support her?",
            (),
            "User works as a baker",
            None,
        ),
        (
            "User works as an accountant",
            "im thinking about leaving accounting to bake full time, is that crazy?",
            (),
            "User works as a baker",
            None,
        ),
        (
            "User works at Google",
            (
                "This is my first week in the Samsung office in Seoul, colleagues invite me to hoesik dinner "
                "tonight. What is etiquette for pouring drinks to the boss?"
            ),
            (),
            "User works at Google",
            "User works at Samsung",
        ),
        (
            "User works at Google",
            "It's my husband's first week in the Samsung office in Seoul, what gift for his colleagues?",
            (),
            "User works at Samsung",
            None,
        ),
        (
            "User works at Google",
            "I've retired from the office fantasy league, too much drama",
            (),
            "User is retired",
            None,
        ),
        (
            "User works at Google",
            "Got poached by Marketing, so I'm moving desks",
            (),
            "User works at Marketing",
            None,
        ),
        (
            "User works at Google",
            "I was poached by Microsoft once, but I said no",
            (),
            "User works at Microsoft",
            None,
        ),
        (
            "User works at Google",
            "Our first team meeting at the Hilton is next week",
            (),
            "User works at the Hilton",
            None,
        ),
        (
            "User works at Google",
            "This is my first week in the London office, the Google team here is lovely",
            (),
            "User works at London",
            None,
        ),
        (
            "User eats meat",
            "We started keeping kosher last year but gave it up after a month",
            (),
            "User keeps kosher",
            None,
        ),
        (
            "User eats meat",
            "After the celiac diagnosis my daughter got, we went gluten-free at home",
            (),
            "User is gluten-free",
            None,
        ),
        (
            "User follows a keto diet",
            "Keto and I are done... until Monday lol",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User eats meat",
            "I took my shahada last month, what's the deal with halal gelatin?",
            (),
            "User eats only halal food",
            None,
        ),
        (
            "User is single",
            "What's a good gift for my study partner Lena? We've been together five months in the lab",
            (),
            "User is dating Lena",
            None,
        ),
        (
            "User is single",
            "me n sam been seein each other's posts all day lol",
            (),
            "User is dating sam",
            None,
        ),
        (
            "User lives in Lisbon",
            "Two weeks of living here in a hostel in Bangkok and I love it",
            (),
            "User lives in Bangkok",
            None,
        ),
        (
            "User lives in Lisbon",
            "Any good sushi here in Rome? I left Lisbon yesterday, back on Sunday",
            (),
            "User lives in Rome",
            None,
        ),
        (
            "User works as an accountant",
            "honestly leaving accounting to bake full time sounds terrifying, should I?",
            (),
            "User works as a baker",
            None,
        ),
        (
            "User is pescatarian",
            "I've caved: the kids wanted bacon so I fried them a whole pack",
            (),
            "User eats meat",
            None,
        ),
        (
            "User is dating Mateo",
            "Mateo and I finished our story this morning, the kids loved the ending",
            (),
            "User is single",
            None,
        ),
        (
            "User works as a graphic designer",
            "These days I'm doing UX research for my master's thesis rather than making logos",
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User eats meat",
            "I only buy from the halal butcher now since it's closer to my flat",
            (),
            "User eats only halal food",
            None,
        ),
        (
            "User works at Google",
            "No joking, I just got hired at Amazon as a recruiter",
            (),
            "User works as a recruiter at Amazon",
            "User works as a recruiter at Amazon",
        ),
        (
            "User is engaged to Malik",
            (
                "My sisters keep joking that Malik and I are basically married since we moved in together, but "
                "the wedding isn't until August"
            ),
            (),
            "User is married to Malik",
            None,
        ),
        (
            "User lives in London",
            "Always dreamed of living in Lisbon and now I actually do!",
            (),
            "User lives in Lisbon",
            "User lives in Lisbon",
        ),
        (
            "User works as a journalist",
            (
                "Since I joined the communications team at the Red Cross I write the press releases instead of "
                "chasing them. How long should a good one be?"
            ),
            (),
            "User works as a press officer",
            "User works at the Red Cross",
        ),
        (
            "User works as a journalist",
            "I joined the comms team at Oxfam last month, any tips?",
            (),
            "User works at Oxfam",
            "User works at Oxfam",
        ),
        (
            "User works as a journalist",
            "My sister joined the comms team at Oxfam last month, any tips for her?",
            (),
            "User works at Oxfam",
            None,
        ),
        (
            "User works as a journalist",
            "I joined the football team at Cambridge, any tips?",
            (),
            "User works at Cambridge",
            None,
        ),
        (
            "User works as a journalist",
            "I joined the volunteer team at the Red Cross for weekends",
            (),
            "User works at the Red Cross",
            None,
        ),
        (
            "User works as an accountant",
            (
                "How often should hydraulic fluid be changed on an older tractor? Taking over my uncle's dairy "
                "farm means the spreadsheets are the easy part now."
            ),
            (),
            "User works as a dairy farmer",
            "User runs a dairy farm",
        ),
        (
            "User works as a nurse",
            "I took over the family bakery in January and I love it",
            (),
            "User runs a bakery",
            "User runs a bakery",
        ),
        (
            "User works as a nurse",
            "I'm taking over the shop for the weekend while my sister is away",
            (),
            "User runs a shop",
            None,
        ),
        (
            "User works as a nurse",
            "Taking over the practice's social media was fun",
            (),
            "User runs a practice",
            None,
        ),
        (
            "User works as an accountant",
            "My brother is taking over my uncle's dairy farm, any gift ideas?",
            (),
            "User runs a dairy farm",
            None,
        ),
        (
            "User works at Google",
            "I've joined the Slack team at Microsoft's conference as a speaker",
            (),
            "User works at Microsoft",
            None,
        ),
        (
            "User works as a nurse",
            "I joined the Discord team at Riot as a mod for fun",
            (),
            "User works at Riot",
            None,
        ),
        (
            "User works at Google",
            "I'm quitting Google to become a clown. Joking aside, can you help me with my slides?",
            (),
            "User no longer works at Google",
            None,
        ),
        (
            "User lives in Lisbon",
            "Moved to Mars last week 🚀 joking aside, what's a good weekend trip from Lisbon?",
            (),
            "User lives in Mars",
            None,
        ),
        (
            "User is single",
            "I married my pillow lol. Joking aside, how do I meet people in a new city?",
            (),
            "User is married",
            None,
        ),
        (
            "User follows a keto diet",
            "My dad's doctor okayed carbs again, so the keto days are over for him",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User follows a keto diet",
            "Cheat weekend in Rome and the keto days are over for now",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User is vegan",
            (
                "Can you make this cheesecake recipe less sweet? The ricotta and eggs come from my neighbor's "
                "farm. Dairy and eggs are back on my plate, but I still don't touch meat."
            ),
            (),
            None,
            "User is vegetarian",
        ),
        (
            "User follows a keto diet",
            (
                "I finish with keto, it was too hard for me, now I eat bread and rice normal again. Can you "
                "give me recipe for plov?"
            ),
            (),
            "User eats meat",
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "Once I finish with keto next month I want to try bread again",
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            (
                "My nutritionist swapped me off keto onto a Mediterranean plan: whole grains, olive oil, "
                "legumes. Can you make a shopping list?"
            ),
            (),
            "User follows a Mediterranean diet",
            "User follows a Mediterranean diet",
        ),
        (
            "User is single",
            (
                "Me an' Aroha been courtin' proper for three months now, reckon I should bring her round to "
                "meet me nan? What d'ya bring to a Sunday roast?"
            ),
            (),
            "User is dating Aroha",
            "User is dating Aroha",
        ),
        (
            "User has a girlfriend named Amara",
            (
                "my wife amara (still weird to say that lol) wants to redo the guest room, any paint colour "
                "ideas that aren't grey"
            ),
            (),
            "User is married to Amara",
            "User is married to Amara",
        ),
        (
            "User has a girlfriend named Amara",
            "my sister amara (she's the loud one lol) wants to redo the guest room",
            (),
            "User is married to Amara",
            None,
        ),
        (
            "User is engaged to Sofia",
            (
                "Can you suggest a nice restaurant for our first anniversary as husband and wife? Sofia is "
                "crazy about seafood."
            ),
            (),
            "User is engaged to Sofia",
            "User is married to Sofia",
        ),
        (
            "User is engaged to Sofia",
            (
                "My parents celebrate their anniversary as husband and wife today, Sofia and I are baking them "
                "a cake"
            ),
            (),
            "User is married to Sofia",
            None,
        ),
        (
            "User is engaged to Diego",
            (
                "I gave Diego the ring back last week. How do I go about getting the wedding venue deposit "
                "refunded?"
            ),
            (),
            None,
            "User is single",
        ),
        (
            "User is engaged to Diego",
            "I gave Mum the ring back to clean it, Diego and I are still picking the venue",
            (),
            "User is single",
            None,
        ),
        (
            "User works as a chef",
            (
                "After twelve years in restaurant kitchens I am now driving the city bus. My back is much more "
                "happy. How to make healthy lunch I can eat in the cab between routes?"
            ),
            (),
            "User works as a bus driver",
            "User works as a bus driver",
        ),
        (
            "User works as a chef",
            "I'm now driving the kids to school every morning, any podcast ideas?",
            (),
            "User works as a driver",
            None,
        ),
        (
            "User works at Toyota",
            (
                "Two weeks in at Samsung and I still don't understand the pension options in the benefits "
                "package. Can you break them down?"
            ),
            (),
            "User works at Samsung",
            "User works at Samsung",
        ),
        (
            "User works as a paralegal",
            (
                "passed the bar and the firm made me an associate attorney 🙌⚖️ what should i buy myself to "
                "celebrate"
            ),
            (),
            "User works as an associate attorney",
            "User works as an associate attorney",
        ),
        (
            "User works as a paralegal",
            "my kids made me a birthday cake and the firm gave me the day off",
            (),
            "User works as a birthday cake",
            None,
        ),
        (
            "User works at Amazon",
            (
                "Can you help me prep slides for the quarterly board review? It's my first one as Shopify's "
                "head of payments and I want to nail it."
            ),
            (),
            "User works at Shopify",
            "User works at Shopify",
        ),
        (
            "User is dating Ingrid",
            (
                "Things with Ingrid fizzled out last winter, but I met Aiyana at a pottery class and we've been "
                "together since spring. What's a sweet six-month anniversary idea?"
            ),
            (),
            "User is single",
            "User is dating Aiyana",
        ),
        (
            "User follows a paleo diet",
            "I quit paleo, now I'm just gluten-free. Which pasta brands are good?",
            (),
            "User follows a gluten-free diet",
            "User follows a gluten-free diet",
        ),
        (
            "User follows a keto diet",
            "my wife quit keto and now she does low carb, what should I cook for both of us?",
            (),
            "User follows a low-carb diet",
            None,
        ),
        (
            "User works as a chef",
            "My son says \"I am now driving the city bus.\" when he plays with toys",
            (),
            "User works as a bus driver",
            None,
        ),
        (
            "User works as a chef",
            "I am now driving the city bus. Just kidding, still in the kitchen lol",
            (),
            "User works as a bus driver",
            None,
        ),
        (
            "User is engaged to Diego",
            "I gave Diego the ring back to resize it, he's picking it up Friday",
            (),
            "User is single",
            None,
        ),
        (
            "User has a girlfriend named Amara",
            "my wife amara (well future wife lol) wants to redo the guest room",
            (),
            "User is married to Amara",
            None,
        ),
        (
            "User is engaged to Diego",
            "Can't wait for our first anniversary as husband and wife someday!",
            (),
            "User is married to Diego",
            None,
        ),
        (
            "User works as a chef",
            "They made me an offer but I declined, the kitchen is my home",
            (),
            "User works as an offer",
            None,
        ),
        (
            "User follows a paleo diet",
            "If I quit paleo, I'd be just gluten-free probably",
            (),
            "User follows a gluten-free diet",
            None,
        ),
        (
            "User is dating Ingrid",
            (
                "Things with Ingrid fizzled out, but I met Luna at the shelter and we've been together ever "
                "since, she's a good girl 🐶"
            ),
            (),
            "User is dating Luna",
            "User is single",
        ),
        (
            "User works as a chef",
            "Three days in at Disneyland and my feet are dead",
            (),
            "User works at Disneyland",
            None,
        ),
        (
            "User is vegan",
            "lol jk dairy and eggs are back on my plate, but I still don't touch meat",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User follows a paleo diet",
            (
                "quit paleo bc i was miserable w/o rice lol, now its just gluten free since the celiac dx 😭 "
                "which pasta brands dont taste like cardboard"
            ),
            (),
            "User follows a gluten-free diet",
            "User follows a gluten-free diet",
        ),
        (
            "User follows a paleo diet",
            "the bakery quit paleo stuff, now its just gluten free",
            (),
            "User follows a gluten-free diet",
            None,
        ),
        (
            "User follows a paleo diet",
            "I'm still paleo, the cafe is now just gluten free",
            (),
            "User follows a gluten-free diet",
            None,
        ),
        (
            "User follows a paleo diet",
            "If I quit paleo, I'd be just gluten-free probably",
            (),
            "User follows a gluten-free diet",
            None,
        ),
        (
            "User is engaged to Diego",
            "Diego wants our first anniversary as husband and wife to be in Japan, wedding is in May",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Sofia",
            "Sofia and I want our first anniversary as husband and wife next year to be in Rome",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Sofia",
            "Sofia and I are husband and wife now, can you help with the thank-you cards?",
            (),
            None,
            "User is married to Sofia",
        ),
        (
            "User is vegan",
            "Eggs are back on my plate for the photo shoot only, I still don't touch meat",
            (),
            None,
            None,
        ),
        (
            "User is vegan",
            "Eggs are back on my plate for the holidays, still no meat though",
            (),
            None,
            None,
        ),
        (
            "User is vegan",
            "I'm back on dairy and eggs since March. Still no meat tho, any quiche recipe?",
            (),
            None,
            "User is vegetarian",
        ),
        (
            "User follows a keto diet",
            "I finished with keto, too much headaches. Can you give me a recipe for plov?",
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "When I finished with keto I ate a whole pizza, but I went back on it next day",
            (),
            None,
            None,
        ),
        (
            "User is vegan",
            "Dairy and eggs are back on my plate, but I still don't touch any meat",
            (),
            None,
            "User is vegetarian",
        ),
        (
            "User is married to Johan",
            (
                "Johan and I are living apart now while the lawyers sort out custody. How do I explain having "
                "two homes to a six-year-old?"
            ),
            (),
            "User is separated",
            "User is separated",
        ),
        (
            "User is married to Johan",
            (
                "Johan and I are living apart now while he's on his posting in Oslo. Any tips for video calls "
                "with the kids?"
            ),
            (),
            "User is separated",
            None,
        ),
        (
            "User is engaged to Chidi",
            (
                "There won't be a wedding with Chidi after all. Can you help me write a short, dignified email "
                "letting the guests know it's cancelled?"
            ),
            (),
            "User is single",
            "User is single",
        ),
        (
            "User is engaged to Chidi",
            "There won't be a wedding with Chidi until 2028, we're saving up first. Any budgeting apps?",
            (),
            "User is single",
            None,
        ),
        (
            "User is engaged to Chidi",
            (
                "There won't be a wedding after all this year, the venue cancelled on us. Can you help me find "
                "another one?"
            ),
            (),
            "User is single",
            None,
        ),
        (
            "User works as a teacher",
            (
                "Now that I'm not grading essays anymore and do UX research at a fintech startup, how do I "
                "explain the career switch on my LinkedIn headline?"
            ),
            (),
            "User works as a UX researcher",
            "User works as a UX researcher",
        ),
        (
            "User works as a teacher",
            (
                "My brother does UX research at a fintech startup now, and I'm still grading essays. How do I "
                "keep the marking load down?"
            ),
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User works as a nurse",
            "I left the ward and do market research for a pharma agency now. What should I put on my CV first?",
            (),
            "User works as a market researcher",
            "User works as a market researcher",
        ),
        (
            "User works as a teacher",
            (
                "I'm still teaching, but I'd love to quit and do UX research at a fintech startup someday. How "
                "do I start?"
            ),
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User works as an electrician",
            (
                "hey so i quit the electrician work, my back couldnt take it anymore. doing night dispatcher at "
                "a taxi company now, its boring af. any podcasts for long night shifts?"
            ),
            (),
            "User works as a night dispatcher",
            "User works as a night dispatcher",
        ),
        (
            "User works as an electrician",
            (
                "my cousin quit his office job, now he's doing night dispatcher at a taxi company. is that a "
                "good job for him?"
            ),
            (),
            "User works as a night dispatcher",
            None,
        ),
        (
            "User works as an electrician",
            (
                "Still wiring houses all week. Thinking about doing night dispatcher at a taxi company on the "
                "side, is that crazy?"
            ),
            (),
            "User works as a night dispatcher",
            None,
        ),
        (
            "User works as a graphic designer",
            (
                "I passed the academy and my first shift at Station 14 is on Friday. How do I keep my cardio up "
                "for the firefighter fitness retest without burning out?"
            ),
            (),
            "User works at Station 14",
            None,
        ),
        (
            "User works as a graphic designer",
            (
                "I passed the academy and my first shift at Station 14 is on Friday. How do I keep my cardio up "
                "for the fitness retest?"
            ),
            (),
            "User works at Station 14",
            None,
        ),
        (
            "User has a girlfriend named Priya",
            "PRIYA SAID YES!!! 💍😭 ok now help me figure out how to tell my parents before she posts it lol",
            (),
            "User is single",
            "User is engaged to Priya",
        ),
        (
            "User is dating Priya",
            (
                "Priya said yes! Now I need help planning an engagement party that both our families will enjoy "
                "- hers is Tamil, mine is Irish."
            ),
            (),
            "User is engaged to Priya",
            "User is engaged to Priya",
        ),
        (
            "User is dating Priya",
            "Priya said yes to the Lisbon trip! Can you find us a hotel near the ring road?",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User is dating Priya",
            "If Priya said yes to a ring, would an engagement party in June be too soon?",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User works at Deloitte",
            (
                "How should I handle expense reports for my team's offsite? It's my first one since joining "
                "Unilever's procurement department and I don't want to mess it up."
            ),
            (),
            "User works at Unilever",
            "User works at Unilever",
        ),
        (
            "User works at Deloitte",
            (
                "My sister is nervous since joining Unilever's procurement department. How can I help her "
                "settle in?"
            ),
            (),
            "User works at Unilever",
            None,
        ),
        (
            "User lives in Berlin",
            (
                "We left Berlin for good and now live in a small village just outside Kraków. Could you "
                "translate this letter from the local gmina office for me?"
            ),
            (),
            "User lives in a small village just outside Kraków",
            "User lives in Kraków",
        ),
        (
            "User eats all kinds of meat",
            (
                "After my conversion to Islam I eat only halal meat now, so the butcher near my house is not "
                "possible anymore. How can I recognise the halal certificate in the supermarket?"
            ),
            (),
            "User eats only halal food",
            "User eats only halal food",
        ),
        (
            "User follows a keto diet",
            (
                "My doctor say the keto is finish for me because of the kidney, now I eat normal again with "
                "bread and rice. Which bread is the most healthy?"
            ),
            (),
            "User eats bread",
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "My husband say the keto is finish for him, too much headaches. What can I cook for both of us?",
            (),
            "User eats bread",
            None,
        ),
        (
            "User follows a keto diet",
            "Is keto finished for me if I eat one banana?",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User keeps kosher",
            (
                "stopped keeping kosher once i moved out of my parents place, tried bacon for the first time "
                "last night lol 🥓 what else should i try"
            ),
            (),
            "User no longer keeps kosher",
            None,
        ),
        (
            "User keeps kosher",
            "My brother stopped keeping kosher once he moved out. How do I talk to my parents about it?",
            (),
            "User no longer keeps kosher",
            None,
        ),
        (
            "User keeps kosher",
            "I stopped keeping kosher food in the office fridge, people kept eating it. Any lunchbox ideas?",
            (),
            "User no longer keeps kosher",
            None,
        ),
        (
            "User keeps kosher",
            "If I stopped keeping kosher, would my family notice? Just wondering.",
            (),
            "User no longer keeps kosher",
            None,
        ),
        (
            "User is vegan",
            (
                "I stopped being vegan once I moved out of my parents' place, tried bacon last night. What else "
                "should I try?"
            ),
            (),
            "User is no longer vegan",
            "User is no longer vegan",
        ),
        (
            "User is vegan",
            "If I stopped being vegan, would my family notice? Just wondering.",
            (),
            "User is no longer vegan",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            (
                "How do I know if I'm actually in ketosis? I've kept carbs under 20g a day since my trainer "
                "suggested it, and giving up bread dipped in olive oil is the hardest part."
            ),
            (),
            "User follows a keto diet",
            "User follows a low-carb diet",
        ),
        (
            "User follows a Mediterranean diet",
            (
                "My husband has kept carbs under 20g a day since his trainer suggested it. Can I still cook "
                "Mediterranean for myself?"
            ),
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            "I've kept carbs under 20g a day since Monday for a week-long challenge, what should I eat after?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User has a girlfriend named Chloe",
            (
                "chloe said yes 💍💍 we want a small engagement dinner at home w both families, ideas for a menu "
                "that works for like 10 ppl?"
            ),
            (),
            "User is engaged to Chloe",
            "User is engaged to Chloe",
        ),
        (
            "User is dating Priya",
            (
                "Priya said yes, she'll be the maid of honour at my sister's big engagement party! What should "
                "she wear?"
            ),
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User is dating Priya",
            (
                "priya said yes when i asked if she wanted kids someday. no ring yet though lol, when do ppl "
                "usually propose?"
            ),
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User works at Deloitte",
            "Since joining Facebook's keto support group I've lost 5kg! What should I eat next?",
            (),
            "User works at Facebook",
            None,
        ),
        (
            "User works at Deloitte",
            "Since joining Google's cloud team, my husband never gets home before 9. How do I talk to him?",
            (),
            "User works at Google",
            None,
        ),
        (
            "User works at Deloitte",
            "Should I have joined Google's cloud team instead of staying at Deloitte? sigh",
            (),
            "User works at Google",
            None,
        ),
        (
            "User works at Deloitte",
            "I joined the Red Cross's first aid team at the festival, how do I treat heat stroke?",
            (),
            "User works at the Red Cross",
            None,
        ),
        (
            "User follows a keto diet",
            "keto is done for me today, pizza night with the kids!",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User follows a keto diet",
            "My husband says keto is over for me because I ate one cookie, lol, it was ONE",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User is vegan",
            "I stopped following vegan influencers on Instagram, they're so preachy",
            (),
            "User is no longer vegan",
            None,
        ),
        (
            "User follows a Mediterranean diet",
            "I kept carbs under 20g a day since January and then gave up in March. Back to normal now",
            (),
            "User follows a low-carb diet",
            None,
        ),
        (
            "User is vegan",
            "I've kept carbs under 50g a day since January and I'm still fully vegan, tofu is life",
            (),
            "User follows a low-carb diet",
            None,
        ),
        (
            "User is married to Johan",
            "Johan and I are living apart while our lawyers sort out his residency permit. Video call tips?",
            (),
            "User is separated",
            None,
        ),
        (
            "User is married to Johan",
            (
                "Johan and I are living apart for two months while the lawyers close on our new house, he's "
                "renting near the site"
            ),
            (),
            "User is separated",
            None,
        ),
        (
            "User is engaged to Chidi",
            "There won't be a wedding after all — we're eloping to Vegas instead! What should I wear?",
            (),
            "User is single",
            None,
        ),
        (
            "User is engaged to Chidi",
            "Mum keeps saying there won't be a wedding after all if we don't invite Aunt Grace, ugh",
            (),
            "User is single",
            None,
        ),
        (
            "User lives in Berlin",
            "My novel's heroine lives in a small town just outside Kraków. Is that realistic for 1920?",
            (),
            "User lives in a small town just outside Kraków",
            None,
        ),
        (
            "User lives in Berlin",
            "I grew up in a small village just outside Kraków, still live in Berlin though",
            (),
            "User lives in a small village just outside Kraków",
            None,
        ),
        (
            "User works as an electrician",
            (
                "My brother quit the bakery last month. Doing night dispatcher at a taxi company now, he says "
                "it's boring. Podcasts for him?"
            ),
            (),
            "User works as a night dispatcher",
            None,
        ),
        (
            "User works as a teacher",
            "Should I quit teaching and do UX research at a fintech? I'm scared",
            (),
            "User works as a UX researcher",
            None,
        ),
        (
            "User works as a nurse",
            "I left the ward and do market research for a pharma agency as a 3 month placement for my MBA",
            (),
            "User works as a market researcher",
            None,
        ),
        (
            "User keeps kosher",
            "I stopped keeping kosher dishes separate in the dishwasher, is that okay halachically?",
            (),
            "User no longer keeps kosher",
            None,
        ),
        (
            "User works at Samsung",
            (
                "I'm a product manager at Siemens Healthineers now, after leaving Samsung in March. What should my "
                "90-day plan look like?"
            ),
            ("User works as a product manager",),
            None,
            "User works as a product manager at Siemens Healthineers",
        ),
        (
            "User works as a barista",
            (
                "Academy graduation was Friday and my first shift at Station 14 is Monday. What should I meal prep "
                "for 24-hour shifts at the firehouse?"
            ),
            (),
            "User works at Station 14",
            None,
        ),
        (
            "User works as a barista",
            (
                "Passed the academy, my first shift at Fire Station 14 is Monday. Meal prep ideas for 24-hour "
                "shifts?"
            ),
            (),
            "User works at Fire Station 14",
            None,
        ),
        (
            "User works as a barista",
            "My first week at Platform 9 Coffee done! Tips for latte art?",
            (),
            "User works at Platform 9 Coffee",
            "User works at Platform 9 Coffee",
        ),
        (
            "User lives in Buenos Aires",
            (
                "Quick one: which supermarket in Valencia sells decent yerba mate? Three weeks living here and "
                "I already miss my Argentinian stuff."
            ),
            (),
            "User lives in Valencia",
            "User lives in Valencia",
        ),
        (
            "User lives in Buenos Aires",
            (
                "Which supermarket in Valencia sells yerba mate? My sister has three weeks living here before "
                "her visa runs out."
            ),
            (),
            "User lives in Valencia",
            None,
        ),
        (
            "User lives in Buenos Aires",
            "Two weeks living here in a hostel in Valencia and I'm broke. Cheap eats?",
            (),
            "User lives in Valencia",
            None,
        ),
        (
            "User lives in Buenos Aires",
            "Could you survive six months living here? Valencia summers look brutal.",
            (),
            "User lives in Valencia",
            None,
        ),
        (
            "User lives in Buenos Aires",
            (
                "Three weeks living here for the conference and I love Valencia. What should I see before I fly "
                "home?"
            ),
            (),
            "User lives in Valencia",
            None,
        ),
        (
            "User has a girlfriend named Priya",
            "Do you think Priya said yes because she felt pressured? The ring was huge lol",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User is dating Priya",
            "Did Priya say yes?? I'm too nervous to check my phone, the ring is in my pocket still",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User lives in Berlin",
            (
                "We left Berlin for good and now live in a small village close to Kraków. Could you translate "
                "this letter from the gmina office?"
            ),
            (),
            "User lives in a small village close to Kraków",
            "User lives in Kraków",
        ),
        (
            "User lives in Berlin",
            "My novel's heroine lives in a small town close to Kraków. Is that realistic for 1920?",
            (),
            "User lives in a small town close to Kraków",
            None,
        ),
        (
            "User works at Deloitte",
            (
                "Since joining Spotify's data team I have way more free evenings than back when I was auditing. "
                "Any hobbies worth picking up?"
            ),
            (),
            "User works as a data analyst",
            "User works at Spotify",
        ),
        (
            "User is engaged to Lukas",
            (
                "We finally said our vows last Saturday at the town hall in Graz! Now I need to change my last "
                "name on my passport - where do I start?"
            ),
            (),
            "User is married to Graz",
            "User is married to Lukas",
        ),
        (
            "User is engaged to Lukas",
            "We finally tied the knot on the beach in Goa last week!",
            (),
            None,
            "User is married to Lukas",
        ),
        (
            "User is engaged to Lukas",
            "We tied the knot on the tent ropes. Any camping tips?",
            (),
            "User is married to Lukas",
            None,
        ),
        (
            "User has a girlfriend named Priya",
            (
                "SHE SAID YES!!! 💍 priya cried, i cried, the waiter cried. ok now help me figure out how to "
                "tell both our families"
            ),
            (),
            "User is single",
            "User is engaged to Priya",
        ),
        (
            "User has a girlfriend named Priya",
            "She said yes! 💍 My brother Jake finally proposed to Priya's sister",
            (),
            None,
            None,
        ),
        (
            "User works as a teacher",
            (
                "Can you help me write a gentle email to a patient's family about visiting hours? Still getting "
                "used to this side of things since I left the classroom for hospice nursing."
            ),
            (),
            "User works as a hospice nurse",
            "User works as a hospice nurse",
        ),
        (
            "User works as a teacher",
            "I left the office for the evening nursing a headache, any tips?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a journalist",
            (
                "Ever since I traded the newsroom for a kindergarten classroom, dinosaurs have taken over my "
                "life. Any craft ideas for 4-year-olds that don't involve glitter?"
            ),
            (),
            "User works as a kindergarten teacher",
            "User works as a kindergarten teacher",
        ),
        (
            "User works as a nurse",
            (
                "Since I swapped the hospital ward for a classroom I've got thirty 7th graders for science "
                "every morning. Could you help me design a hands-on lab about density?"
            ),
            (),
            "User teaches science",
            "User works as a teacher",
        ),
        (
            "User works as a lawyer",
            "My sister traded the newsroom for a classroom, she loves it",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User works as a software engineer",
            (
                "the sheep honestly dont care about my git commits lol. left tech for good and took over the "
                "family farm in wales. whats a good app to track lambing?"
            ),
            (),
            "User works as a farmer",
            "User runs a farm",
        ),
        (
            "User works as a lawyer",
            (
                "Ever since I hung up the suit and took over the family vineyard, the paperwork is a whole "
                "different beast. What's good software for tracking grape harvest yields?"
            ),
            (),
            "User works as a vineyard manager",
            "User runs a vineyard",
        ),
        (
            "User works as a lawyer",
            "My brother left law and took over the family farm, can you help him with a logo?",
            (),
            "User runs a farm",
            None,
        ),
        (
            "User works as a chef",
            (
                "Since three weeks I drive taxi in the city, not cooking anymore in restaurant. Which app is "
                "better for find customers, Uber or Bolt?"
            ),
            (),
            "User works as a taxi driver",
            "User works as a taxi driver",
        ),
        (
            "User eats meat",
            (
                "Cooking for myself got so much easier now that everything on my plate comes from plants - do "
                "you have a good lentil bolognese recipe?"
            ),
            (),
            "User is vegetarian",
            "User is vegan",
        ),
        (
            "User is vegetarian",
            (
                "The doctor said my iron was low, so chicken and fish are back on the menu for me. Any easy "
                "weeknight recipes with salmon?"
            ),
            (),
            "User follows a low-carb diet",
            "User eats meat",
        ),
        (
            "User is vegetarian",
            "Chicken is back on the menu, the restaurant finally reopened! What should I order there?",
            (),
            None,
            None,
        ),
        (
            "User is vegan",
            (
                "had my first bite of cheese in 4 yrs at my cousin's last night and honestly?? not going back 😂 "
                "eggs n dairy are back on the menu, meat still no. quiche recipe pls"
            ),
            (),
            "User eats meat",
            "User is vegetarian",
        ),
        (
            "User follows a paleo diet",
            (
                "How do I get enough protein for climbing training now that meat is completely off my plate? "
                "Paleo had me eating a pound of beef a day, which feels wild to me now."
            ),
            (),
            "User eats meat",
            None,
        ),
        (
            "User is single",
            (
                "Oluwaseun and I have been seeing each other for about three months now - is that too early to "
                "introduce him to my parents?"
            ),
            (),
            "User is dating Oluwaseun",
            "User is in a relationship with Oluwaseun",
        ),
        (
            "User has a girlfriend named Yuki",
            (
                "Planning something for my fiancée's birthday - Yuki loves pottery. Where could I find a "
                "couples' ceramics class?"
            ),
            (),
            "User is married to Yuki",
            "User is engaged to Yuki",
        ),
        (
            "User eats meat",
            (
                "Since giving up meat over the summer I've basically been living on lentils. Can you suggest "
                "protein sources that aren't legumes? (eggs and cheese are fine)"
            ),
            (),
            "User is vegetarian",
            "User is vegetarian",
        ),
        (
            "User is pescatarian",
            (
                "Could you recommend a cashew cheese that actually melts on pizza? Fish and dairy both went out "
                "of my life in January, along with everything else from animals."
            ),
            (),
            "User is vegan",
            "User is vegan",
        ),
        (
            "User works at Siemens",
            (
                "Anything I should know before my first shift at the Heineken brewery in Zoeterwoude on Monday? "
                "I signed the contract but I've never worked in food production before."
            ),
            (),
            "User works at the Heineken brewery",
            "User works at the Heineken brewery",
        ),
        (
            "User works at Siemens",
            (
                "Anything I should know before my first shift at the Heineken brewery? I haven't signed the "
                "contract yet"
            ),
            (),
            "User works at the Heineken brewery",
            None,
        ),
        (
            "User works as a barista",
            (
                "lol my old coffee shop regulars wouldnt recognise me in scrubs. hygienist school paid off, got "
                "hired at a dental clinic!! how do i ask for schedule flexibility w/o sounding lazy"
            ),
            (),
            "User works as a dental hygienist",
            "User works as a hygienist",
        ),
        (
            "User works as a barista",
            "my sister's hygienist school paid off, she got hired at a dental clinic",
            (),
            "User works as a hygienist",
            None,
        ),
        (
            "User works at Siemens",
            (
                "quick q - my new badge at Bosch says 'Werkstudent' but I'm full-time, who do I even email "
                "about that, HR or my manager?"
            ),
            (),
            "User works as a Werkstudent",
            "User works at Bosch",
        ),
        (
            "User works at Siemens",
            "I found my new badge at Bosch's reception desk lol, I'm just visiting",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            (
                "Which cut of steak is best for a reverse sear? After twelve years without meat I'm making up "
                "for lost time."
            ),
            (),
            "User eats meat",
            "User eats meat",
        ),
        (
            "User is vegetarian",
            "After twelve years without meat I'm making up for lost time with travel. Where should I go?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User lives in Denver",
            (
                "Can you recommend a proper winter parka? It's my first winter since we went north to Anchorage "
                "and I am honestly not prepared for this."
            ),
            (),
            "User lives in Anchorage",
            "User lives in Anchorage",
        ),
        (
            "User works at Deloitte",
            "Since joining Spotify's family plan team I have way more playlists than I can listen to",
            (),
            "User works at Spotify",
            None,
        ),
        (
            "User works at Deloitte",
            "Since joining Reddit's moderation team I have way less free time, it's unpaid but fun",
            (),
            "User works at Spotify",
            None,
        ),
        (
            "User works as an accountant",
            "Since I left the lab for nursing school I barely sleep, any study tips?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as an accountant",
            "I left the office for the nursery to pick up my son, can you remind me of my 5pm call?",
            (),
            "User works as a nurse",
            None,
        ),
        (
            "User works as a software engineer",
            (
                "left my day job in the game and took over my grandpa's farm in Stardew Valley, best first-year "
                "crops?"
            ),
            (),
            "User runs a farm",
            None,
        ),
        (
            "User works as a software engineer",
            (
                "left tech for good and took over the family farm in wales - that's my cousin's story, should I "
                "do the same?"
            ),
            (),
            "User runs a farm",
            None,
        ),
        (
            "User works as a cook",
            (
                "Since three weeks I drive taxi in the city only for help my uncle while he is sick, after I go "
                "back to restaurant"
            ),
            (),
            "User works as a taxi driver",
            None,
        ),
        (
            "User works at Siemens",
            (
                "Anything I should know before my first shift at the Heineken brewery? I signed the contract "
                "but they rescinded the offer today"
            ),
            (),
            "User works at the Heineken brewery",
            None,
        ),
        (
            "User works at Siemens",
            (
                "Anything I should know before my first day at the Heineken brewery tour? I signed the contract "
                "for the booking already"
            ),
            (),
            "User works at the Heineken brewery",
            None,
        ),
        (
            "User works as a barista",
            "hygienist school paid off for Maria, got hired at a dental clinic! how do I throw her a party",
            (),
            "User works as a hygienist",
            None,
        ),
        (
            "User works as a barista",
            "hygienist school done, got hired at a dental clinic... as a receptionist lol, still counts?",
            (),
            "User works as a hygienist",
            None,
        ),
        (
            "User is engaged to Lukas",
            "We exchanged vows of silence for the whole retreat weekend, it was intense",
            (),
            "User is married to Lukas",
            None,
        ),
        (
            "User is engaged to Lukas",
            "We said our vows at the commitment ceremony, but legally we can't marry here until the law changes",
            (),
            "User is married to Lukas",
            None,
        ),
        (
            "User has a girlfriend named Priya",
            "She said yes!! The jeweler will resize the ring before I propose to Priya on Friday 💍",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User has a girlfriend named Priya",
            "She said yes... in my dream 😭 woke up and the ring is still in the drawer, Priya has no idea 💍",
            (),
            "User is engaged to Priya",
            None,
        ),
        (
            "User has a girlfriend named Yuki",
            "Planning something for my fiancée's birthday in Animal Crossing - Yuki loves the pottery villager",
            (),
            "User is engaged to Yuki",
            None,
        ),
        (
            "User has a boyfriend named Tom",
            "Tom helped me pick a gift for my wife's birthday... I mean my mom's, typo lol",
            (),
            "User is married to Tom",
            None,
        ),
        (
            "User is single",
            "Oluwaseun and I have been seeing each other's stories for months - is it weird to DM him first?",
            (),
            "User is in a relationship with Oluwaseun",
            None,
        ),
        (
            "User lives in Denver",
            "Haven't seen the northern lights like that since we went north to Tromsø on our honeymoon",
            (),
            "User lives in Tromsø",
            None,
        ),
        (
            "User lives in Denver",
            "My back hasn't been right since we went down south to Florida for spring break",
            (),
            "User lives in Florida",
            None,
        ),
        (
            "User is vegetarian",
            "These days everything on my plate comes from plants, apart from eggs from our hens",
            (),
            "User is vegan",
            None,
        ),
        (
            "User is vegetarian",
            (
                "Now that everything on my plate comes from plants, except the cheese I can't give up, any "
                "pizza ideas?"
            ),
            (),
            "User is vegan",
            None,
        ),
        (
            "User is vegetarian",
            "Chicken and fish are back on the menu for me? Asking my nutritionist tomorrow",
            (),
            "User eats meat",
            None,
        ),
        (
            "User is vegetarian",
            (
                "Doctor joked 'chicken and fish are back on the menu for me' would fix my iron, but I'm staying "
                "veggie"
            ),
            (),
            "User eats meat",
            None,
        ),
        (
            "User eats meat",
            "Since giving up meat over the summer was a disaster, I'm back to burgers",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User eats meat",
            "Since giving up meat over the summer isn't realistic with all the BBQs, I'll start in September",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User works at Siemens",
            "My new badge at Bosch says 'Interviewee', second round tomorrow, any tips?",
            (),
            None,
            None,
        ),
        (
            "User works at Siemens",
            "My new work desk at Home Depot cost $200, how do I assemble it?",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "Chicken is back on the menu for me in Zelda lol, finally caught a cucco",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "Cheat day = burgers are back on the menu for me, just this Saturday, then back to veggie",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            "During Veganuary, now that everything on my plate comes from plants, I miss cheese so much",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            (
                "Fish and dairy went out of my life in January, along with everything else from animals - for "
                "Veganuary, and came back in February"
            ),
            (),
            None,
            None,
        ),
        (
            "User is engaged to Lukas",
            "We tied the knot in Skyrim last night lol, Lukas made a great Nord husband",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Lukas",
            "We tied the knot on our new business partnership with Lukas's brother",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Lukas",
            "Lukas and I tied the knot last Saturday at the town hall!",
            (),
            None,
            "User is married to Lukas",
        ),
        (
            "User works at Deloitte",
            (
                "What's a good thank-you gift for my team lead? Third week with Airbus and she's been way more "
                "patient teaching me the supply-chain tools than any manager I had at Deloitte."
            ),
            (),
            None,
            "User works at Airbus",
        ),
        (
            "User lives in Manchester",
            (
                "hey so now that im in auckland for good, whats the deal w getting a kiwi drivers licence?? do "
                "i have to resit the test or can i swap my uk one"
            ),
            (),
            "User lives in Auckland",
            "User lives in Auckland",
        ),
        (
            "User works as a software engineer",
            (
                "Now that I'm the PM and not the one writing the code anymore, how do I push back on the devs' "
                "estimates without sounding clueless?"
            ),
            (),
            "User works as a PM",
            "User works as a PM",
        ),
        (
            "User lives in Nairobi",
            (
                "Please, what is the documents I need for to get residence card in Rwanda? I am staying in "
                "Kigali from last month with my wife and kids."
            ),
            (),
            "User lives in Kigali",
            "User lives in Kigali",
        ),
        (
            "User lives in Seoul",
            (
                "Any tips for a waterproof commuter jacket? After all those years in Seoul I was not ready for "
                "how much it rains in Vancouver."
            ),
            (),
            "User lives in Vancouver",
            "User lives in Vancouver",
        ),
        (
            "User lives in Seoul",
            (
                "bro vancouver rent is insane, i pay like double what i paid in seoul for half the space. help "
                "me make a budget pls"
            ),
            (),
            "User lives in Vancouver",
            "User lives in Vancouver",
        ),
        (
            "User lives in Seoul",
            (
                "Does Busan have good night markets? We've been living here by the sea for a month already and "
                "I haven't explored anything yet."
            ),
            (),
            "User lives in Busan",
            "User lives in Busan",
        ),
        (
            "User lives in Seoul",
            (
                "Give me some day trip ideas from Busan for the weekend? I've been living here a month and "
                "haven't seen anything outside Haeundae yet."
            ),
            (),
            "User lives in Busan",
            "User lives in Busan",
        ),
        (
            "User has a boyfriend named Liam",
            (
                "Help me plan a birthday surprise for Kwame? We've only been together four months so nothing "
                "over the top. Liam hated surprises, but Kwame lights up at them."
            ),
            (),
            "User is dating Kwame",
            "User is dating Kwame",
        ),
        (
            "User has a girlfriend named Sofia",
            (
                "after sofia and i called it quits i never thought i'd be meeting anyone's parents this soon "
                "but hana's folks are flying in from kyoto next week. what do i bring to dinner??"
            ),
            (),
            None,
            "User is dating Hana",
        ),
        (
            "User follows a low-carb diet",
            (
                "Y'all, it's been a whole month without any meat. I even passed on Mama's brisket at the "
                "cookout. What's a filling vegetarian chili?"
            ),
            (),
            None,
            "User is vegetarian",
        ),
        (
            "User works as a journalist",
            (
                "These days I write press releases for the Red Cross instead of chasing stories for the paper. "
                "Can you check this one for tone before I send it to my director?"
            ),
            (),
            None,
            "User works in PR for the Red Cross",
        ),
        (
            "User has a boyfriend named Tariq",
            (
                "tariqs mom is already asking about wedding venues 😩 the ring's been on my finger barely a "
                "week. how do i set boundaries nicely"
            ),
            (),
            None,
            "User is engaged to Tariq",
        ),
        (
            "User has no dietary restrictions",
            (
                "alhamdulillah took my shahada last month 🤲 now i need to find halal spots near me, how do i "
                "check if a restaurant is actually certified?"
            ),
            (),
            "User eats only halal food",
            "User eats only halal food",
        ),
        (
            "User follows a keto diet",
            (
                "My cardiologist took me off keto and put me on a low-sodium Mediterranean plan instead. Can "
                "you suggest a week of packed lunches?"
            ),
            (),
            None,
            "User follows a mediterranean diet",
        ),
        (
            "User is single",
            (
                "Can you recommend a restaurant vibe for a third date? Her name's Lindiwe, she's into jazz and "
                "I really don't want to mess this up."
            ),
            (),
            None,
            "User is dating Lindiwe",
        ),
        (
            "User works at Siemens",
            (
                "Can you explain how equity vesting works? The offer I accepted at Lumora Robotics gives me "
                "options, and I handed my Siemens badge to reception yesterday."
            ),
            (),
            None,
            "User works at Lumora Robotics",
        ),
        (
            "User is vegan",
            (
                "Im doing keto now, eggs and butter every morning, sorry to the vegan me from last year. What "
                "is good keto snack for the office?"
            ),
            (),
            None,
            "User follows a keto diet",
        ),
        (
            "User follows a paleo diet",
            (
                "Could you convert this bone broth recipe to something with lentils? I'm eating entirely "
                "plant-based these days, paleo was just too much meat for me."
            ),
            (),
            None,
            "User is plant-based",
        ),
        (
            "User has a girlfriend named Chloe",
            (
                "Planning my first holiday solo after ending things with Chloe. Where in Croatia is good for "
                "someone travelling alone?"
            ),
            (),
            "User is single",
            "User is single",
        ),
        (
            "User eats meat",
            (
                "give me a shopping list with zero animal stuff, no honey, no eggs, no dairy. since that "
                "documentary i do this fully, no exceptions."
            ),
            (),
            "User follows a vegan diet",
            "User follows a vegan diet",
        ),
        (
            "User works as a software engineer",
            (
                "Now that I'm the PM and not the one writing the code anymore, how do I push back on the devs' "
                "estimates without sounding clueless?"
            ),
            (),
            "User works as a project manager",
            "User works as a project manager",
        ),
        (
            "User works at Google",
            (
                "Got caught in the Google layoffs last week. Can you help me set up a bare-bones budget while I "
                "job hunt?"
            ),
            (),
            None,
            "User is unemployed",
        ),
        (
            "User works at Deloitte",
            "Third week with Invisalign and my orthodontist's office keeps calling me at work about the trays.",
            (),
            "User works at Invisalign",
            None,
        ),
        (
            "User works at Deloitte",
            "Third week with Headspace and honestly my work stress is way down, 10 minutes every morning.",
            (),
            "User works at Headspace",
            None,
        ),
        (
            "User works as a journalist",
            (
                "My editor jokes that these days I write press releases for the Mayor, because my articles are "
                "too soft on him."
            ),
            (),
            None,
            None,
        ),
        (
            "User works as a journalist",
            (
                "Now I write press releases for the Red Cross once a month as a favour to my aunt, still "
                "reporting full time."
            ),
            (),
            None,
            None,
        ),
        (
            "User is married to Omar",
            "The ring's been on my finger 20 years and Omar still surprises me with flowers.",
            (),
            "User is engaged to Omar",
            None,
        ),
        (
            "User is single",
            (
                "i'm the maid of honor and the bride's ring's been on my finger all day so i don't lose it "
                "before the wedding lol. tariq the best man keeps joking"
            ),
            (),
            "User is engaged to Tariq",
            None,
        ),
        (
            "User eats meat",
            "alhamdulillah took my shahada last month, honestly i don't only eat halal yet, baby steps",
            (),
            None,
            None,
        ),
        (
            "User eats meat",
            "I converted to Islam last year and kept halal, but stopped in Ramadan when I lost faith.",
            (),
            None,
            None,
        ),
        (
            "User follows a keto diet",
            "For my mom I've been doing the low-sodium Mediterranean diet meal prep, I still eat keto myself.",
            (),
            None,
            None,
        ),
        (
            "User is single",
            "My sister is going on her third date tonight. His name's Tom, should she be worried he's 40?",
            (),
            "User is dating Tom",
            None,
        ),
        (
            "User is single",
            (
                "For a friend: a restaurant vibe for a third date? Her name's Lindiwe, she's into jazz. It's "
                "his date, not mine lol"
            ),
            (),
            "User is dating Lindiwe",
            None,
        ),
        (
            "User works at Siemens",
            (
                "The offer I accepted at Lumora Robotics gives me options, but I haven't handed my Siemens "
                "badge in yet, I start there in June."
            ),
            (),
            None,
            None,
        ),
        (
            "User works at Siemens",
            (
                "The offer I accepted at Lumora Robotics was for my internship in 2015. I handed my Siemens "
                "badge to reception yesterday for a replacement, mine was cracked."
            ),
            (),
            None,
            None,
        ),
        (
            "User eats meat",
            "I'm eating vegan now, this burrito from the cart is amazing, the jackfruit tastes like pork!",
            (),
            None,
            None,
        ),
        (
            "User eats meat",
            "I'm eating keto now, as in right now, a keto cookie my friend baked, kinda dry.",
            (),
            None,
            None,
        ),
        (
            "User has a girlfriend named Chloe",
            "I'm ending things with my landlord, moving out next month with Chloe!",
            (),
            "User is single",
            None,
        ),
        (
            "User has a girlfriend named Chloe",
            (
                "Planning my first holiday solo after ending things with my old job. Chloe is staying home with "
                "the cat."
            ),
            (),
            "User is single",
            None,
        ),
        (
            "User lives in Seoul",
            "my brother goes 'im in auckland for good now' and i'm like ok enjoy the sheep lol",
            (),
            "User lives in Auckland",
            None,
        ),
        (
            "User works as a software engineer",
            "Our product manager moved standup to 4 PM and I can't focus on code after that",
            (),
            "User works as a product manager",
            None,
        ),
        (
            "User works at Google",
            (
                "My brother, who worked at Google for ten years, got caught in the layoffs last week. How do I "
                "support him?"
            ),
            (),
            None,
            None,
        ),
        (
            "User works at Google",
            "i got caught in the google layoffs news cycle all day, is my job safe?",
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Tariq",
            (
                "tariq got me a birthday ring and the ring's been on my finger barely a week but it's already "
                "turning green lol"
            ),
            (),
            None,
            None,
        ),
        (
            "User has a boyfriend named Tariq",
            "My ring's been on my finger since high school, Tariq keeps asking where it's from.",
            (),
            None,
            None,
        ),
        (
            "User works as a software engineer",
            "My boss joked 'now that you're the PM' after I booked one meeting. I'm a PM? lol no, still a dev",
            (),
            "User works as a project manager",
            None,
        ),
        (
            "User works as a software engineer",
            "My sister just texted: I'm the PM now! So proud of her promotion.",
            (),
            "User works as a project manager",
            None,
        ),
        (
            "User lives in Seoul",
            (
                "I am staying in Nairobi from this week till end of month for a work assignment, then back home "
                "to Seoul"
            ),
            (),
            "User lives in Nairobi",
            None,
        ),
        (
            "User lives in Seoul",
            "We are staying in Busan from this week for the film festival, any food tips?",
            (),
            "User lives in Busan",
            None,
        ),
        (
            "User lives in Seoul",
            (
                "After all those years in Seoul I still can't read hanja. Going to Busan next week, what should "
                "I eat?"
            ),
            (),
            "User lives in Busan",
            None,
        ),
        (
            "User lives in Seoul",
            (
                "I've been living here a month and still haven't tried the Osaka-style okonomiyaki place "
                "downstairs."
            ),
            (),
            "User lives in Osaka",
            None,
        ),
        (
            "User lives in Seoul",
            "haha we've been living here a few weeks and my mom already mailed me snacks from home in Daegu",
            (),
            "User lives in Daegu",
            None,
        ),
        (
            "User follows a paleo diet",
            (
                "Ugh, it's been a whole week without meat, the butcher's closed for renovation and I'm craving "
                "steak so bad."
            ),
            (),
            None,
            None,
        ),
        (
            "User follows a paleo diet",
            (
                "It's been a full week without any meat on this camping trip, we're just eating canned beans. "
                "Never again."
            ),
            (),
            None,
            None,
        ),
        (
            "User is dating Sofia",
            (
                "Sofia and I broke up. Weirdly, tomorrow I'm meeting Daniel's parents, he's my best friend and "
                "his dad might hire me."
            ),
            (),
            None,
            "User is single",
        ),
        (
            "User follows a paleo diet",
            (
                "I was paleo before, very much meat, but from New Year I am eating only plants and my stomach "
                "feel much better. Can you suggest high protein breakfast without eggs?"
            ),
            (),
            None,
            "User is vegan",
        ),
        (
            "User eats meat",
            "I'm cooking vegan now for my girlfriend's family dinner on Sunday, recipe?",
            (),
            "User is vegan",
            None,
        ),
        (
            "User eats meat",
            "I'm cooking keto now for my dad, he's diabetic. Any dinner ideas?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User eats meat",
            "I'm so proud of my mom, she's vegan now!",
            (),
            "User is vegan",
            None,
        ),
        (
            "User is single",
            "I'm happy for my sister, she's engaged to Omar now!",
            (),
            "User is engaged to Omar",
            None,
        ),
        (
            "User eats meat",
            "I'm helping my dad, he's doing keto now, any easy recipes?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User is single",
            "I'm not dating anyone, just need ideas for a second date scene in my screenplay. Her name's Ana.",
            (),
            None,
            None,
        ),
        (
            "User is engaged to Liam",
            (
                "Called things off with Liam and I've started seeing a guy from my climbing gym, Rafael. Is "
                "that too soon?"
            ),
            (),
            None,
            "User is in a relationship with Rafael",
        ),
        (
            "User has a girlfriend named Ingrid",
            (
                "Ingrid and I split up over the summer and I'm now seeing someone new called Tomás. Any winter "
                "date ideas?"
            ),
            (),
            None,
            "User is in a relationship with Tomás",
        ),
        (
            "User is single",
            "I'm now seeing someone new called Karen for physio. Any stretches for a stiff back?",
            (),
            None,
            None,
        ),
        (
            "User is single",
            "I've started seeing a woman from the clinic, Dr Okafor, for my back.",
            (),
            None,
            None,
        ),
        (
            "User follows a paleo diet",
            (
                "Got diagnosed with coeliac disease, so I'm strictly gluten-free now and I've dropped the paleo "
                "rules. Rice and potatoes are back! Which beers are safe?"
            ),
            (),
            None,
            "User follows a gluten-free diet for coeliac disease",
        ),
        (
            "User has a girlfriend named Sofia",
            (
                "Wedding planning question: my fiancée Sofia dreams of a ceremony on Crete. How early should we "
                "book?"
            ),
            (),
            None,
            "User is engaged to Sofia",
        ),
        (
            "User has a girlfriend named Sofia",
            "I had a dream: my fiancée Sofia and I were on Crete. What does that mean?",
            (),
            None,
            None,
        ),
        (
            "User is single",
            (
                "My husband Kenji and I must fill the visa form, I am confuse what to write for 'date of "
                "marriage' if we married in Japan but registered in Canada?"
            ),
            (),
            None,
            "User is married to Kenji",
        ),
        (
            "User is single",
            "If my husband Kenji and I had to fill a visa form, what would we write?",
            (),
            None,
            None,
        ),
        (
            "User is pescatarian",
            (
                "From this Ramadan I am eating only halal, so fish still okay but also chicken and lamb when it "
                "is halal. Any halal restaurants?"
            ),
            (),
            None,
            "User eats only halal food",
        ),
        (
            "User is vegetarian",
            "I eat only halal now, I eat lamb at Eid, otherwise still veggie. Any Eid recipes?",
            (),
            None,
            None,
        ),
        (
            "User is dating Rafael",
            "my friend rafa got down on one knee on the beach for his girlfriend, so cute",
            (),
            "User is dating Rafael",
            None,
        ),
        (
            "User is dating William",
            "i will never forget how my cousin got engaged lol",
            (),
            None,
            None,
        ),
        (
            "User works as a chef",
            (
                "My knife roll is retired, these days I spend my nights driving a taxi around the city. Any "
                "seat cushion tips?"
            ),
            (),
            "User works as a taxi driver",
            "User works as a taxi driver",
        ),
        (
            "User works as a chef",
            "These days I spend my weekends driving a taxi around the city for extra cash.",
            (),
            "User works as a taxi driver",
            None,
        ),
        (
            "User follows a keto diet",
            (
                "Pasta night is back in my life and I'm not sorry. What sauce goes with orecchiette? Counting "
                "carbs was just too miserable."
            ),
            (),
            None,
            "User eats pasta again",
        ),
        (
            "User follows a keto diet",
            "Pasta night is back at my sister's place on Fridays, what keto dish can I bring?",
            (),
            None,
            None,
        ),
        (
            "User is vegetarian",
            (
                "Which cut of steak is best for a reverse sear? Ten years without meat ended at my brother's "
                "barbecue and honestly I'm all in now."
            ),
            (),
            None,
            "User eats meat",
        ),
        (
            "User is vegetarian",
            (
                "Which cut of steak is best for my sister? Ten years without meat ended at her wedding and "
                "she's all in now."
            ),
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is vegetarian",
            "Which steak should I buy for my dad? Ten years without meat ended for my diet challenge, lol.",
            (),
            "User is vegetarian",
            None,
        ),
        (
            "User is vegetarian",
            "Which cut of steak is best? Ten years without meat ended when I went fully vegan.",
            (),
            None,
            "User is vegan",
        ),
        (
            "User follows a keto diet",
            (
                "My nutritionist switched me to a Mediterranean plan instead: lentils, whole grains, plenty of "
                "olive oil. Shopping list?"
            ),
            (),
            None,
            "User follows a mediterranean diet",
        ),
        (
            "User follows a keto diet",
            (
                "My nutritionist switched my mom to a Mediterranean plan, lentils and olive oil. Any recipes "
                "for her?"
            ),
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User lives in Seattle",
            (
                "I need a hearty soup recipe. It's my first winter in Minneapolis and nobody warned me the cold "
                "could hurt like this."
            ),
            (),
            "User lives in Minneapolis",
            "User lives in Minneapolis",
        ),
        (
            "User lives in Seattle",
            "It's my first winter in Minneapolis on this exchange semester, what should I wear?",
            (),
            "User lives in Minneapolis",
            None,
        ),
        (
            "User lives in Manchester",
            (
                "Since swapping the grey drizzle for Valencia I cycle everywhere. A beginner route through the "
                "Turia gardens?"
            ),
            (),
            "User lives in Valencia",
            "User lives in Valencia",
        ),
        (
            "User lives in Manchester",
            "Swapping the rain for Lisbon for a week, any tips?",
            (),
            "User lives in Lisbon",
            None,
        ),
        (
            "User is dating Liam",
            (
                "liam's seeing someone else now so i guess i'm back on the apps 🙃 can u help me write a bio "
                "that isn't cringe"
            ),
            ("User is dating someone",),
            "User is dating someone",
            "User is single",
        ),
        (
            "User is dating Liam",
            "I think Liam's seeing someone else, maybe. How do I ask him?",
            (),
            "User is single",
            None,
        ),
        (
            "User is single",
            "Tom and I split ages ago, and I'm seeing someone else now. Date ideas?",
            (),
            "User is dating someone",
            "User is dating someone",
        ),
        (
            "User works at Deloitte",
            (
                "Could you draft a short LinkedIn post announcing that I've joined Siemens Energy as a project "
                "lead? Humble, please."
            ),
            (),
            "User works at Siemens Energy",
            "User works at Siemens Energy",
        ),
        (
            "User works at Deloitte",
            "Could you draft a LinkedIn post for my friend announcing that she's joined Siemens Energy?",
            (),
            "User works at Siemens Energy",
            None,
        ),
        (
            "User works as a software engineer",
            (
                "My first semester teaching high school computer science is kicking my butt. How do you grade "
                "120 assignments?"
            ),
            (),
            "User works as a high school computer science teacher",
            "User works as a high school computer science teacher",
        ),
        (
            "User works as a nurse",
            "My daughter's first semester teaching high school math is hard. How can I help her?",
            (),
            "User works as a high school math teacher",
            None,
        ),
        (
            "User follows a keto diet",
            (
                "I'm back on bread and pasta after giving up the low-carb thing, and I feel so bloated. Is that "
                "normal?"
            ),
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "My husband is back on bread and pasta after giving up keto, lucky him. Any keto dessert ideas?",
            (),
            "User follows a keto diet",
            None,
        ),
        (
            "User lives in Seoul",
            (
                "What's the fastest way from my new place near Namba to Kyoto on a weekday morning? Still "
                "figuring out the trains."
            ),
            (),
            "User lives in Namba",
            "User lives in Namba",
        ),
        (
            "User lives in Nairobi",
            (
                "What's the cheapest way to ship a few boxes of books from Kenya to Accra? I left most of my "
                "stuff behind when I relocated here last month."
            ),
            (),
            "User lives in Accra",
            "User lives in Accra",
        ),
        (
            "User lives in Nairobi",
            "Cheapest way to ship boxes from Kenya to Accra? My sister relocated there last month.",
            (),
            "User lives in Accra",
            None,
        ),
        (
            "User works as a lawyer",
            (
                "Can you suggest children's books about bees? My year 3 class keeps asking, and I'm still "
                "figuring out this whole primary school thing after leaving the firm."
            ),
            (),
            "User works as a teacher",
            "User works as a teacher",
        ),
        (
            "User works as a lawyer",
            "I volunteer with my year 3 class on Fridays after leaving the office. Any bee books?",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User works at Deloitte",
            (
                "Could you draft a short LinkedIn post announcing that I've joined Siemens Energy as a project "
                "lead? Humble, please."
            ),
            (),
            "User works as a project lead",
            "User works as a project lead at Siemens Energy",
        ),
        (
            "User follows a keto diet",
            (
                "We're hosting our first seder since my conversion. I've kept kosher ever since, and honestly "
                "the keto thing fell by the wayside. Wine for brisket?"
            ),
            (),
            None,
            "User keeps kosher",
        ),
        (
            "User follows a keto diet",
            "Honestly the keto thing fell by the wayside, what should I eat now?",
            (),
            None,
            "User no longer follows a keto diet",
        ),
        (
            "User follows a keto diet",
            "My sister's keto thing fell by the wayside. How do I support her?",
            (),
            "User no longer follows a keto diet",
            None,
        ),
        (
            "User eats meat",
            "I've kept kosher ever since my conversion. Which brisket cuts are kosher?",
            (),
            None,
            "User keeps kosher",
        ),
        (
            "User eats meat",
            "I kept kosher as a kid, not anymore. Best bacon brands?",
            (),
            "User keeps kosher",
            None,
        ),
        (
            "User eats meat",
            "My dad has kept kosher ever since his trip to Israel. What do I cook for him?",
            (),
            "User keeps kosher",
            None,
        ),
        (
            "User lives in Seattle",
            "My first year in Berlin as an Erasmus student is flying by.",
            (),
            "User lives in Berlin",
            None,
        ),
        (
            "User is single",
            "Exam question: my wife Ana works at a bank. Translate it into Spanish please.",
            (),
            "User is married to Ana",
            None,
        ),
        (
            "User lives in Nairobi",
            "How do I ship boxes from Kenya to Accra for my cousin? We relocated here to Nairobi in 2019.",
            (),
            "User lives in Accra",
            None,
        ),
        (
            "User works as a banker",
            "My 2nd-grade class mom duties are killing me since I quit the bank.",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User is dating Liam",
            "Liam's with someone else now on the group project, so I'm partnered with Ana.",
            (),
            "User is single",
            None,
        ),
        (
            "User follows a keto diet",
            "My nutritionist switched me to a Mediterranean plan in my dream last night lol",
            (),
            "User follows a mediterranean diet",
            None,
        ),
        (
            "User follows a keto diet",
            "I'm back on bread-making duty for the bakery, still keto myself.",
            (),
            "User eats bread again",
            None,
        ),
        (
            "User works at Deloitte",
            (
                "Can you draft an email announcing that I've accepted the offer from KPMG? I haven't signed "
                "yet, want it ready for when I do."
            ),
            (),
            "User works at KPMG",
            None,
        ),
        (
            "User lives in Seattle",
            "Traded the rain for Seville for a long weekend, so sunny!",
            (),
            "User lives in Seville",
            None,
        ),
        (
            "User lives in Seattle",
            "I'm never swapping the rain for Phoenix, too hot.",
            (),
            "User lives in Phoenix",
            None,
        ),
        (
            "User has a boyfriend named Liam",
            "Broke up with Liam. I've started seeing a woman from the tax office, Mrs Patel, about my return.",
            (),
            "User is in a relationship with Mrs Patel",
            "User is single",
        ),
        (
            "User lives in Tokyo",
            "What's the fastest way from my new place near Namba to Kyoto? We're only in Osaka for a week.",
            (),
            "User lives in Namba",
            None,
        ),
        (
            "User is married to Kenji",
            "Kenji and I separated. I've started seeing a woman from the counselling service, Anna, every week.",
            (),
            "User is in a relationship with Anna",
            "User is separated",
        ),
        (
            "User has a girlfriend named Sofia",
            "Update: my fiancée Sofia dreams of a ceremony on Crete, well, future fiancée, I propose on Friday!",
            (),
            "User is engaged to Sofia",
            None,
        ),
        (
            "User has a boyfriend named Liam",
            "Liam and I broke up, and I've started seeing a woman from my church, Grace, for grief counselling.",
            (),
            "User is in a relationship with Grace",
            "User is single",
        ),
        (
            "User has a boyfriend named Kenji",
            (
                "Visa question: my husband Kenji, well boyfriend really, what do I write for 'date of marriage' "
                "if we aren't married?"
            ),
            (),
            "User is married to Kenji",
            None,
        ),
        (
            "User is dating Liam",
            "Liam has been seeing someone else for his knee, a sports physio, and it's helping.",
            (),
            "User is single",
            None,
        ),
        (
            "User works as a lawyer",
            "I quit teaching years ago for law, but my year 3 class from back then still sends me cards.",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User follows a keto diet",
            "I'm back on pasta, the konjac kind, still full keto.",
            (),
            "User eats pasta again",
            None,
        ),
        (
            "User lives in Seattle",
            "My first Christmas in Vienna with my in-laws, any gift ideas for them?",
            (),
            "User lives in Vienna",
            None,
        ),
        (
            "User is vegetarian",
            (
                "Which cut of steak should I order for the table? Ten years without meat is over next week, I'm "
                "planning my first bite."
            ),
            (),
            "User eats meat",
            None,
        ),
        (
            "User is dating Liam",
            "liam's with somebody else now for the dance class since my ankle is broken",
            (),
            "User is single",
            None,
        ),
        (
            "User lives in Seattle",
            "Swapping the cold for Bali in my daydreams again lol",
            (),
            "User lives in Bali",
            None,
        ),
        (
            "User is single",
            (
                "Sample answer for my English homework, question: my husband Kenji is a doctor and we live in "
                "Osaka."
            ),
            (),
            "User is married to Kenji",
            None,
        ),
        (
            "User is vegetarian",
            (
                "Ten years without meat came to an end in the play I'm in, my character eats a steak on stage. "
                "How do I fake it?"
            ),
            (),
            "User eats meat",
            None,
        ),
        (
            "User works as a chef",
            "My first year teaching high school math was 2009, I switched to cooking after that.",
            (),
            "User works as a high school math teacher",
            None,
        ),
        (
            "User is single",
            "Writing prompt question: my husband Kenji vanished on our honeymoon. Continue it in 300 words.",
            (),
            "User is married to Kenji",
            None,
        ),
        (
            "User is single",
            (
                "Dilemma: my husband Kenji (in the book I'm writing) forgot our anniversary; how would he "
                "apologise?"
            ),
            (),
            "User is married to Kenji",
            None,
        ),
        (
            "User is vegetarian",
            (
                "Which cut of steak is best? Ten years without meat ended in my nightmare last night, I woke up "
                "horrified."
            ),
            (),
            "User eats meat",
            None,
        ),
        (
            "User works as a lawyer",
            "If I quit the firm, my year 3 class would be 30 kids, could I handle it?",
            (),
            "User works as a teacher",
            None,
        ),
        (
            "User is vegetarian",
            "Before I cut out meat in 2019 I ate burgers like three times a week. Best veggie burger?",
            (),
            "User eats meat",
            None,
        ),
        (
            "User is vegetarian",
            "I eat burgers again since the holidays, what's the best beef burger?",
            (),
            "User eats meat",
            "User eats meat",
        ),
        (
            "User is single",
            (
                "lol my mom keeps asking when i'll get married so i told her i'm married to my spreadsheets. "
                "anyway whats a good dinner recipe for one person"
            ),
            ("User is married to spreadsheets",),
            None,
            None,
        ),
    ],
)  # fmt: skip
async def test_the_latest_rounds_changes_are_read(
    make: Make, old: str, said: str, extracted: tuple[str, ...], reply: str | None, new: str | None
) -> None:
    memory = make(ScriptedProvider([facts(*(fact(e) for e in extracted)), answer(reply)]), similarity_threshold=0.99)
    await memory.add("u", old)
    await exchange(memory, said)
    await memory.process()
    kept = [m.content for m in await memory.list("u")]
    if new is not None:
        # beside it, facts of no slot ("User switched in January"), no other of a slot
        assert new in kept and old not in kept and all(k == new or slot_of(k) is None for k in kept)
    else:
        assert old in kept and not any(
            (f := slot_of(k)) is not None and (h := slot_of(old)) is not None and f.contradicts(h) for k in kept
        )


async def test_the_known_value_copied_back_does_not_undo_the_change_code_reads(make: Make) -> None:
    # seen on the embedded model (the 90th batch): beside the start at Microsoft, which code reads as the job, the
    # extraction copied the known "User works at Amazon" back, and the copy superseded the change just stored
    extracted = facts(fact("User started at Microsoft on Monday"), fact("User works at Amazon"))
    memory = make(ScriptedProvider([extracted]), similarity_threshold=0.99)
    await memory.add("u", "User works at Amazon")
    await exchange(memory, "I started at Microsoft on Monday after leaving Amazon. How do I introduce myself?")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User works at Microsoft"]


async def test_dating_apps_are_no_date(make: Make) -> None:
    # seen on the embedded model (the first neutral messages, run with the 209th-212th batches' last pairs): the
    # extraction's "User is dating someone" for "dating apps are exhausting" superseded "User is single"
    memory = make(ScriptedProvider([facts(fact("User is dating someone"))]), similarity_threshold=0.99)
    await memory.add("u", "User is single")
    await exchange(memory, "dating apps are exhausting")
    await memory.process()
    assert [m.content for m in await memory.list("u")] == ["User is single"]


async def test_the_careless_review_bench_tells_a_kept_fact_from_a_changed_one(tmp_path: Path) -> None:
    bench = load("careless_review")
    rows = json.loads(bench.DATA.read_text())
    slots = Counter(f.slot for old, *_ in rows if (f := slot_of(old)) is not None)
    assert len(rows) == 180 and slots == {"residence": 45, "job": 45, "relationship": 45, "diet": 45}
    lottery = "If I ever win the lottery I'm buying a little villa outside Florence and never coming back."
    assert "User lives in Toronto" in await bench.kept_after(
        tmp_path / "a", "User lives in Toronto", lottery, ["User wants to live in Florence"], "User lives in Florence"
    )
    moved = await bench.kept_after(
        tmp_path / "b", "User lives in Lisbon", "we moved to Tokyo last week", ["User moved to Tokyo"], None
    )
    assert "User lives in Lisbon" not in moved and any("Tokyo" in m for m in moved)
