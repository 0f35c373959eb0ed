#!/usr/bin/env python
"""How well the chat loop's replies answer and remember, before and after, with model-free checks.

A fixed set of scripted situations (memories stored, sometimes an earlier exchange, then one user
message) in four groups: a follow-up is due and the user asks something unrelated; a stored
preference bears on the question; nothing stored is relevant; a response policy is active. Each
reply, from the chat model through ``AsyncMemory.reply``, is scored by
:mod:`muninn.domain.replies`:

- **answers**: the reply contains a key term of the question's topic;
- **memory**: it mentions the relevant memory (where one applies);
- **on_topic**: it does not drag in a stored memory that has nothing to do with the question
  (where nothing stored is relevant);
- **follow_up**: one of its questions is about the due event (where one is due);
- **length**: it stays under the ceiling (``--max-words``, or the policy mode's own);
- **fresh**: it does not copy the earlier reply in the session (where there is one).

Keywords are whole words, compared after the same light stemming as the checks ("allergic",
not "allerg"). Each situation runs once per style (``--styles``, default the previous prompt ``v0`` and the
current ``v1``, interleaved so load on the machine hits both alike). A third of the situations
(every third one) was held out while the prompt was tuned; rates are reported for the tuning
part, the held-out part and all. ``--out`` writes every reply as JSON lines. The last stdout line
is one JSON object: ``pass_rates`` (the last style, all situations) and ``min_pass_rate``.

    PYTHONPATH=src .venv/bin/python bench/chat_quality.py [--model local] [--styles v0,v1] [--out r.jsonl]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from muninn import AsyncMemory, Settings
from muninn.chat import STYLES
from muninn.domain.replies import asks_about, mentions, repeats, word_count
from muninn.read import retrieval

CHECKS = ("answers", "memory", "on_topic", "follow_up", "length", "fresh")
NOW = datetime(2026, 11, 2, 18, 0, tzinfo=UTC)
# The wording of the follow-up instruction before the prompt was tuned; restored for style v0.
V0_FOLLOW_UP = (
    "A follow-up is due: start your reply by briefly asking how the event under "
    '"Follow-ups due" went, then answer the message.'
)
CURRENT_FOLLOW_UP = retrieval.FOLLOW_UP_INSTRUCTION
STUDY_LIST = (
    "To help you prepare, I recommend focusing on the following areas:\n"
    "1. Review the course material thoroughly and make sure you understand the key concepts.\n"
    "2. Practice problems: solve as many practice problems as possible to reinforce your knowledge.\n"
    "3. Use flashcards for key terms and formulas.\n"
    "4. Get enough sleep before the exam so your brain is alert and focused."
)
FOOD = ["cook", "dinner", "meal", "recipe", "curry", "pasta", "soup", "salad", "stir-fry", "eat", "dish", "bowl"]
VEG = ["vegetarian", "veggie", "meat-free", "meatless", "tofu", "lentil", "chickpea", "bean", "vegetable", "paneer"]


@dataclass(frozen=True)
class Situation:
    """One scripted moment of a conversation and what a good reply contains."""

    name: str
    group: str  # followup | preference | unrelated | policy
    message: str
    answer: list[str]  # any of these: the reply is about the question
    memories: list[tuple[str, str]] = field(default_factory=list)  # (content, kind)
    event: str | None = None  # an event memory whose time passed: a follow-up is due
    recall: list[str] = field(default_factory=list)  # any of these: the relevant memory is used
    history: list[tuple[str, str]] = field(default_factory=list)  # earlier (user, assistant) exchanges
    policy: str | None = None
    escalate: int = 0  # earlier occurrences recorded for the policy (moves the mode up the ladder)
    avoid: list[str] = field(default_factory=list)  # terms of stored memories that do not bear on the question


S = Situation
SITUATIONS: list[Situation] = [
    # a follow-up is due and the user asks something unrelated
    S("exam-dinner", "followup", "Hey, I'm back! What should I cook tonight?", FOOD,
      [("Maya is vegetarian", "preference")], "Maya has an organic chemistry exam", VEG,
      [("I have my organic chemistry exam tomorrow and I'm nervous.", STUDY_LIST)]),
    S("interview-weather", "followup", "Is it going to be cold enough for a coat this evening, do you think?",
      ["coat", "cold", "jacket", "weather", "warm", "layer", "temperature", "forecast"],
      [("Sam lives in Oslo", "fact")], "Sam has a job interview at a bank"),
    S("race-playlist", "followup", "Can you suggest a few songs for my commute?",
      ["song", "music", "playlist", "track", "album", "listen", "artist", "band"],
      [("Lena likes indie rock", "preference")], "Lena runs a half marathon", ["indie", "rock"]),
    S("driving-test-bread", "followup", "How long should bread dough rise?",
      ["rise", "hour", "dough", "proof", "double", "yeast", "minute"],
      [], "Tom has his driving test"),
    S("dentist-python", "followup", "What's the difference between a list and a tuple in Python?",
      ["list", "tuple", "mutable", "immutable", "change"],
      [("Priya is learning Python", "goal")], "Priya has a dentist appointment"),
    S("recital-gift", "followup", "My sister's birthday is next week, any gift ideas?",
      ["gift", "present", "book", "voucher", "experience", "card", "idea"],
      [("Ana's sister loves gardening", "fact")], "Ana has her piano recital", ["garden", "plant"],
      [("I practised the Chopin piece again today.", "That's great dedication! Keep the tempo steady.")]),
    S("presentation-sleep", "followup", "I keep waking up at 4am. Any advice?",
      ["sleep", "bed", "wake", "night", "routine", "caffeine", "screen", "rest"],
      [], "Omar gave his quarterly presentation"),
    S("move-plants", "followup", "My basil keeps wilting. What am I doing wrong?",
      ["basil", "water", "sun", "light", "soil", "pot", "drain", "wilt"],
      [("Jo lives in a small flat with a balcony", "fact")], "Jo moves to a new flat"),
    S("surgery-tv", "followup", "Can you recommend a comedy series to watch?",
      ["comedy", "series", "show", "watch", "episode", "sitcom", "season"],
      [("Kim likes British humour", "preference")], "Kim's father has knee surgery", ["british"]),
    # a stored preference or fact bears on the question
    S("veg-lunch", "preference", "Any quick lunch ideas for work?", [*FOOD, "lunch", "sandwich", "wrap"],
      [("Maya is vegetarian", "preference"), ("Maya studies chemistry", "fact")], recall=VEG),
    S("peanut-snack", "preference", "What snack should I pack for my hike?",
      ["snack", "pack", "fruit", "bar", "trail", "nuts", "apple", "banana", "cheese", "crackers"],
      [("Ben is allergic to peanuts", "fact"), ("Ben hikes most weekends", "fact")],
      recall=["peanut", "allergic", "allergy"]),
    S("knee-workout", "preference", "Suggest a short workout for today.",
      ["workout", "exercise", "minute", "stretch", "squat", "plank", "swim", "cycle", "walk", "set"],
      [("Chris has a bad knee and avoids running", "fact")], recall=["knee", "low-impact", "low impact", "joint"]),
    S("japan-trip", "preference", "What should I learn before my trip next month?",
      ["learn", "phrase", "word", "culture", "custom", "language", "greeting", "etiquette"],
      [("Dana is travelling to Japan next month", "event"), ("Dana is learning Japanese", "goal")],
      recall=["japan", "japanese"]),
    S("budget-laptop", "preference", "Which laptop should I buy for university?",
      ["laptop", "battery", "ram", "storage", "screen", "chromebook", "macbook", "model", "processor"],
      [("Eli has a budget of 600 euros for a laptop", "fact")], recall=["600", "budget", "affordable"],
      history=[("I start university in September.", "Exciting! What will you be studying?")]),
    S("night-shift-sleep", "preference", "How can I get better sleep?",
      ["sleep", "bed", "dark", "routine", "caffeine", "nap", "rest", "blackout"],
      [("Fay works night shifts as a nurse", "fact")], recall=["shift", "night", "day"]),
    S("short-answers", "preference", "How do I boil an egg?",
      ["boil", "water", "minute", "egg", "simmer", "cold"],
      [("Gus prefers very short answers", "preference")], recall=["boil"]),
    S("cat-name", "preference", "My cat has been sneezing a lot lately. Should I worry?",
      ["vet", "sneeze", "sneezing", "cat", "cold", "infection", "allergic", "allergy"],
      [("Hana has a cat named Miso", "fact")], recall=["miso"]),
    S("vegan-cake", "preference", "I need a dessert for a party on Saturday.",
      ["dessert", "cake", "brownie", "cookie", "mousse", "pie", "tart", "sorbet", "fruit"],
      [("Ivy is vegan", "preference")], recall=["vegan", "plant-based", "plant based", "dairy-free", "egg-free"],
      history=[("We're hosting friends this weekend.", "Sounds fun! How many people are coming?")]),
    # nothing stored bears on the question
    S("celsius", "unrelated", "How do I convert Celsius to Fahrenheit?",
      ["9/5", "1.8", "32", "multiply", "fahrenheit"], [("Jan likes jazz", "preference")], avoid=["jazz"]),
    S("capital", "unrelated", "What's the capital of Australia?", ["canberra"],
      [("Kai is vegetarian", "preference"), ("Kai has a dog", "fact")], avoid=["vegetarian", "dog"]),
    S("email-tone", "unrelated", "How do I politely remind a colleague about a late report?",
      ["remind", "email", "message", "polite", "deadline", "report", "follow up", "check in"],
      [("Lou plays tennis on Sundays", "fact")], avoid=["tennis"],
      history=[("Can you help me write emails?", "Of course! What kind of email do you need to write?")]),
    S("photosynthesis", "unrelated", "Explain photosynthesis simply.",
      ["light", "sun", "sugar", "glucose", "oxygen", "carbon", "energy", "water"],
      [("Mia is training for a 10k", "goal")], avoid=["10k", "training"]),
    S("houseplant-light", "unrelated", "Which houseplants are easy to keep alive?",
      ["pothos", "snake plant", "spider plant", "zz", "succulent", "cactus", "water", "light"],
      [("Ned is learning German", "goal")], avoid=["german"]),
    S("sql-join", "unrelated", "What does a LEFT JOIN do in SQL?",
      ["left", "row", "table", "match", "null"], [("Oli has a cat", "fact")], avoid=["cat"],
      history=[("What's a primary key?", "A primary key is a column that uniquely identifies each row in a table.")]),
    S("tea-steep", "unrelated", "How long should I steep green tea?",
      ["minute", "second", "steep", "water", "temperature", "bitter"], [("Pia is a software engineer", "fact")],
      avoid=["engineer", "software"]),
    S("budget-tips", "unrelated", "Any tips for saving money on groceries?",
      ["list", "plan", "bulk", "brand", "meal", "budget", "price", "shop", "cook"],
      [("Quin plays the violin", "fact")], avoid=["violin"],
      history=[("I'm trying to spend less this month.", "Good goal! Where does most of your money go?")]),
    # a response policy is active
    S("coach-busy", "policy", "I skipped my run again, I was too busy this week.",
      ["run", "step", "time", "schedule", "short", "minute", "week"],
      [("Rae wants to run three times a week", "goal")], recall=["three", "run"], policy="coach"),
    S("coach-busy-again", "policy", "I missed my workouts again, too tired after work.",
      ["workout", "step", "tired", "energy", "short", "minute", "morning", "plan"],
      [("Sol wants to work out four times a week", "goal")], policy="coach", escalate=2),
    S("coach-progress", "policy", "I managed to meditate every day this week!",
      ["meditate", "meditation", "streak", "great", "well done", "proud", "day", "keep"],
      [("Tia wants to meditate daily", "goal")], recall=["goal", "daily"], policy="coach"),
    S("mentor-index", "policy",
      "My loop crashes with IndexError: list index out of range on `for i in range(len(xs)+1): print(xs[i])`",
      ["range", "len", "index", "+1", "+ 1"], [("Uma is learning Python", "goal")], policy="coding-mentor"),
    S("mentor-index-again", "policy",
      "Again IndexError: list index out of range in `for i in range(1, len(xs)+1): total += xs[i]`",
      ["range", "len", "index", "+1", "+ 1", "0"], [("Vic is learning Python", "goal")],
      policy="coding-mentor", escalate=2),
    S("coach-motivation", "policy", "I don't feel like studying Spanish anymore, it feels pointless.",
      ["spanish", "step", "small", "minute", "goal", "why", "motivated", "motivation"],
      [("Wes is learning Spanish for a move to Madrid", "goal")], recall=["madrid", "move"], policy="coach"),
    S("mentor-keyerror", "policy", "Why do I get KeyError: 'name' when I do `user['name']`?",
      ["key", "dict", "get", "exist", "in"], [("Xan is building a Flask app", "fact")], policy="coding-mentor",
      history=[("How do I read JSON in Python?", "Use json.load for a file or json.loads for a string.")]),
]  # fmt: skip


def held_out(index: int) -> bool:
    """Every third situation was kept out of prompt tuning."""
    return index % 3 == 2


def score(situation: Situation, reply: str, *, user: str, ceiling: int) -> dict[str, bool | None]:
    """Each check's verdict for ``reply`` (None where it does not apply)."""
    earlier = [assistant for _, assistant in situation.history]
    return {
        "answers": mentions(reply, situation.answer),
        "memory": mentions(reply, situation.recall) if situation.recall else None,
        "on_topic": not mentions(reply, situation.avoid) if situation.avoid else None,
        "follow_up": asks_about(reply, situation.event, names=[user]) if situation.event else None,
        "length": word_count(reply) <= ceiling,
        "fresh": not repeats(reply, earlier) if earlier else None,
    }


async def run_one(
    memory: AsyncMemory, situation: Situation, style: str, *, max_words: int, seed: int | None = None
) -> dict[str, Any]:
    """Set the situation up for a fresh user, ask, and score the reply (sampled with ``seed`` when set)."""
    user = f"{style}-{situation.name}"
    for content, kind in situation.memories:
        await memory.add(user, content, kind=kind)
    if situation.event:
        await memory.add(user, situation.event, kind="event", event_at=NOW - timedelta(hours=20), importance=0.9)
    session = "now"
    turns: list[dict[str, Any]] = []
    for i, (said, answered) in enumerate(situation.history):
        at = NOW - timedelta(minutes=10 - i)
        turns += [{"role": "user", "content": said, "at": at}, {"role": "assistant", "content": answered, "at": at}]
    if turns:
        await memory.record_turns(user, session, turns)
    ceiling = max_words
    if situation.policy:
        for n in range(situation.escalate):
            ctx = await memory.context(user, f"earlier-{n}", situation.message, policy=situation.policy)
            assert ctx.decision is not None
            await memory.record_policy_outcome(user, ctx.decision, situation.message)
        ctx = await memory.context(user, session, situation.message, policy=situation.policy)
        assert ctx.decision is not None
        ceiling = ctx.decision.response_schema.max_words
    retrieval.FOLLOW_UP_INSTRUCTION = V0_FOLLOW_UP if style == "v0" else CURRENT_FOLLOW_UP
    began = time.perf_counter()
    chat_style = replace(STYLES[style], seed=seed)
    reply = await memory.reply(user, session, situation.message, policy=situation.policy, style=chat_style)
    seconds = time.perf_counter() - began
    return {
        "situation": situation.name,
        "group": situation.group,
        "style": style,
        "reply": reply,
        "seconds": seconds,
        "words": word_count(reply),
        "checks": score(situation, reply, user=user, ceiling=ceiling),
    }


def rates(rows: list[dict[str, Any]]) -> dict[str, float | None]:
    """Pass rate per check over the rows where it applies."""
    out: dict[str, float | None] = {}
    for check in CHECKS:
        verdicts = [r["checks"][check] for r in rows if r["checks"][check] is not None]
        out[check] = round(sum(verdicts) / len(verdicts), 3) if verdicts else None
    return out


def _cell(value: float | None) -> str:
    return "   -" if value is None else f"{value * 100:3.0f}%"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="local", help="chat provider key (default: the embedded model)")
    parser.add_argument("--styles", default="v0,v1", help="comma-separated ChatStyle names; the last is reported")
    parser.add_argument("--max-words", type=int, default=110, help="length ceiling outside a policy")
    parser.add_argument("--only", choices=("all", "tuning", "holdout"), default="all")
    parser.add_argument("--limit", type=int, default=0, help="run only the first N situations (0: all)")
    parser.add_argument("--home", type=Path, default=None, help="muninn home with the model files")
    parser.add_argument("--out", type=Path, default=None, help="write every reply here as JSON lines")
    parser.add_argument("--seed", type=int, default=None, help="a fixed sampling seed (default: none, as in chat)")
    args = parser.parse_args()
    styles = args.styles.split(",")
    picked = [
        (i, s) for i, s in enumerate(SITUATIONS) if args.only == "all" or (args.only == "holdout") == held_out(i)
    ][: args.limit or None]
    store = Path(tempfile.mkdtemp(prefix="muninn-chat-quality-")) / "q.db"
    options: dict[str, Any] = {"home": args.home} if args.home else {}
    settings = Settings(store_url=f"sqlite:///{store}", chat_llm=args.model, memory_llm="none", **options)
    memory = AsyncMemory(settings, clock=lambda: NOW)
    start = getattr(getattr(memory.chat_llm, "inner", None), "start", None)
    if start is not None:
        await start()
    memory.embedder.embed(["warm up"])
    rows: list[dict[str, Any]] = []
    out = args.out.open("w") if args.out else None
    try:
        for i, situation in picked:
            for style in styles:
                row = await run_one(memory, situation, style, max_words=args.max_words, seed=args.seed)
                row |= {"held_out": held_out(i)}
                rows.append(row)
                failed = [c for c, ok in row["checks"].items() if ok is False]
                print(f"{situation.name:22} {style}  {row['seconds']:4.1f}s  {row['words']:3}w  "
                      f"{'ok' if not failed else 'FAIL ' + ','.join(failed)}", file=sys.stderr, flush=True)  # fmt: skip
                if out:
                    out.write(json.dumps(row, ensure_ascii=False) + "\n")
    finally:
        if out:
            out.close()
        await memory.close()

    parts = {"tuning": [r for r in rows if not r["held_out"]], "held-out": [r for r in rows if r["held_out"]]}
    parts["all"] = rows
    print(f"chat quality: {len(picked)} situations, model {args.model}, styles {' → '.join(styles)}")
    header = f"{'part':9} {'style':5} {'n':>3} " + " ".join(f"{c:>9}" for c in CHECKS) + "  s/reply"
    print(header)
    print("-" * len(header))
    table: dict[str, dict[str, dict[str, float | None]]] = {}
    for part, part_rows in parts.items():
        for style in styles:
            mine = [r for r in part_rows if r["style"] == style]
            if not mine:
                continue
            table.setdefault(part, {})[style] = rates(mine)
            mean = statistics.mean(r["seconds"] for r in mine)
            cells = " ".join(f"{_cell(table[part][style][c]):>9}" for c in CHECKS)
            print(f"{part:9} {style:5} {len(mine):3} {cells}  {mean:6.1f}")
    final = table["all"][styles[-1]]
    applicable = [v for v in final.values() if v is not None]
    result = {
        "bench": "chat_quality",
        "model": args.model,
        "situations": len(picked),
        "style": styles[-1],
        "pass_rates": final,
        "min_pass_rate": min(applicable) if applicable else None,
        "by_part": table,
        "seconds_per_reply": round(statistics.mean(r["seconds"] for r in rows), 2),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    asyncio.run(main())
