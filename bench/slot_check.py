#!/usr/bin/env python
"""The slot check alone: the memory model's one question about a slot, and code's reading of its answer.

``bench/contradictions.py`` runs the whole write path (extraction, the slot check, consolidation), 20 s a
pair on 2 cores; this runs only the step that most changes said in passing depend on, about 1 s a
message, so that a prompt or a reading rule can be compared on hundreds of messages in minutes. It
takes the tuned pairs of ``bench/contradictions.py`` (never the held-out batches) and its neutral
messages, keeps those that reach the question (on the slot's topic, no plan, not already read by
code: as in :func:`muninn.write.check.check_slots`, without the extraction before it), asks the
embedded model the slot's question and reads the answer as the write path does
(:func:`muninn.write.check.reading` and :func:`~muninn.write.check.ask_slot`, which ``check_slots`` calls).
A pair counts when the change read matches the pair's key; a neutral message when nothing is read.

``--prompt`` takes one prompt or several, comma-separated, each asked about the same message in turn:
``shipped`` is ``slot-check-v2`` (the worked examples nearest the message shown), ``v1`` the prompt before it
(two fixed examples), ``examples`` the variant tried on 2026-12-02 (five fixed worked examples, implied
changes among them, and a line on implication), ``before`` the one tried on 2026-12-03 (the memory held
shown), ``value`` the one tried on 2026-12-05 (the value only, "Hobart", in the message's words, with the nearest
worked examples cut to their values; code makes it the sentence the shipped prompt asks for and reads it alike).
``--ids``/``--neutral-ids`` ask about the given pairs and neutral messages instead of a random draw
(held-out ones too: for a first and only look at a new batch, never for tuning).
The learned sign of change (:mod:`muninn.write.gate`) is weighed as the write path weighs it (``--no-sign``: without
it); its weights were fitted on the batches before the 135th, so on those its signs are in-sample.
The last stdout line is one JSON object: per prompt ``pairs_read``, ``neutral_kept``, per slot, seconds a question.

    MUNINN_HOME=… .venv/bin/python bench/slot_check.py [--prompt v1,shipped] [--pairs 300 --neutral 150]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import re
import time
from typing import Any

from contradictions import FORTY_FIFTH_HOLDOUT, HOLDOUT, NEUTRAL, PAIRS
from muninn import Settings
from muninn.providers.embeddings.base import get_embedder
from muninn.providers.llm import Message
from muninn.providers.llm.local import LocalProvider
from muninn.write import check
from muninn.write.ask import ask_json
from muninn.write.gate import ChangeGate
from muninn.write.prompts import (
    SLOT_CHECK_EXAMPLE,
    SLOT_CHECK_SCHEMA,
    SLOT_QUESTIONS,
    slot_check_messages,
)
from muninn.write.slots import Filled, slot_of

# neutral messages of the batches before the forty-fifth: the later ones are held out with their pairs
NEUTRAL_TUNED = 397
SLOTS = ("residence", "job", "relationship", "diet")
EXAMPLES = (
    "QUESTION: Where does the user live now?\nMESSAGE: the tram to work here in Porto beats the old bus in Leeds\n"
    '→ {"answer": "User lives in Porto"}\n'
    "QUESTION: What is the user's job now?\nMESSAGE: long day at the office again\n"
    '→ {"answer": null}\n'
    "QUESTION: What is the user's job now?\n"
    "MESSAGE: week two of night shifts on the ambulance, the medics here are great\n"
    '→ {"answer": "User works as a paramedic"}\n'
    f"QUESTION: {SLOT_QUESTIONS['relationship']}\nMESSAGE: my sister got engaged, I'm so happy for her\n"
    '→ {"answer": null}\n'
    f"QUESTION: {SLOT_QUESTIONS['diet']}\nMESSAGE: no meat or fish for me since the spring, it's all lentils and eggs\n"
    '→ {"answer": "User is vegetarian"}'
)


SHIPPED_NULL = " If the message does not answer the question, the answer is null."
IMPLICATION = (
    ' The message may say it only in passing or by implication (the commute, the new boss, "my wife"). If the message '
    "does not answer the question for the user themselves (someone else, a plan, a wish, a trip), the answer is null."
)


def with_examples(slot: str, message: str) -> list[Message]:
    """The variant tried: the shipped prompt with more worked examples, implied changes among them, and
    a line on implication."""
    system, user = slot_check_messages(slot, message, shown=0)
    text = system["content"]
    assert SLOT_CHECK_EXAMPLE in text and SHIPPED_NULL in text
    text = text.replace(SLOT_CHECK_EXAMPLE, EXAMPLES).replace(SHIPPED_NULL, IMPLICATION)
    return [{"role": "system", "content": text}, user]


def with_before(old: str) -> Any:
    """The variant tried on 2026-12-03: the memory held shown before the message, so that the model
    answers what is true now beside what was."""

    def messages(slot: str, message: str) -> list[Message]:
        system, user = slot_check_messages(slot, message, shown=0)
        text = system["content"].replace(
            SHIPPED_NULL,
            " BEFORE is what was known; if the message does not say what it is now for the user, the answer is null.",
        )
        return [{"role": "system", "content": text}, {"role": "user", "content": f"BEFORE: {old}\n{user['content']}"}]

    return messages


def v1(slot: str, message: str) -> list[Message]:
    """slot-check-v1: the two fixed examples only."""
    return slot_check_messages(slot, message, shown=0)


# the variant tried on 2026-12-05: the value only, in the message's own words, made a sentence by code
VALUE_QUESTIONS = {
    "residence": "Which city or town does the user live in now? (its name only)",
    "job": "What is the user's job now? (the job title, or the employer where only that is said)",
    "relationship": "What is the user's relationship status now? (single, dating NAME, engaged to NAME, "
    "married to NAME, separated, divorced or widowed)",
    "diet": "What is the user's diet now? (vegan, vegetarian, pescatarian, eats meat, or the diet's name)",
}
_VALUE_OF = re.compile(r"^User (?:lives in |works as (?:an? )?|works (?:at|for) |is (?:an? )?|follows (?:an? )?)?")


def value_of(answer: str | None) -> str | None:
    """A worked example's sentence as the value only: "User lives in Lisbon" → "Lisbon"."""
    if answer is None:
        return None
    return re.sub(r" diet$", "", _VALUE_OF.sub("", answer))


SHIPPED_FORM = (
    ' as one short sentence that starts with "User". If the message does not answer the question, the answer is null.'
)
VALUE_FORM = (
    " with the few words the message uses for it. If the message does not say it for the user themselves (someone"
    " else, a plan, a wish, a trip, the past), the answer is null."
)


def value_messages(slot: str, message: str) -> list[Message]:
    """The value-only question: the shipped prompt (the nearest worked examples among its examples) with every
    question asking for the value and every example's answer cut to it."""
    system, user = slot_check_messages(slot, message)
    text = system["content"]
    assert SHIPPED_FORM in text
    text = text.replace(SHIPPED_FORM, VALUE_FORM)
    for key, question in SLOT_QUESTIONS.items():
        text = text.replace(question, VALUE_QUESTIONS[key])
    text = re.sub(
        r'\{"answer": "([^"]*)"\}', lambda m: json.dumps({"answer": value_of(m.group(1))}, ensure_ascii=False), text
    )
    asked = user["content"].replace(SLOT_QUESTIONS[slot], VALUE_QUESTIONS[slot])
    return [{"role": "system", "content": text}, {"role": "user", "content": asked}]


def sentence_of(slot: str, value: object, said: str) -> object:
    """The value-only answer as the sentence the shipped prompt asks for, for code to read the same way."""
    if not isinstance(value, dict) or not isinstance(value.get("answer"), str):
        return value
    v = value["answer"].strip().rstrip(".")
    if not v or v.casefold() in ("null", "none", "unknown") or v.startswith("User"):
        return value
    if slot == "residence":
        v = re.sub(r"^(?:in|to) ", "", v)
        return {"answer": f"User lives in {v}"}
    if slot == "job":
        if re.match(r"the ", v, re.I):
            return {"answer": f"User works at {v}"}
        v = re.sub(r"^an? ", "", v, flags=re.I)
        employer = v[:1].isupper() and re.search(rf"\b(?:at|for|with|joined|by) (?:the )?{re.escape(v)}", said)
        if employer:
            return {"answer": f"User works at {v}"}
        return {"answer": f"User works as {'an' if v[:1].lower() in 'aeiou' else 'a'} {v[:1].lower()}{v[1:]}"}
    if slot == "relationship":
        return {"answer": f"User is {v[:1].lower()}{v[1:]}"}
    diet = re.sub(r" diet$", "", v.casefold())
    if diet in ("eats meat", "meat", "omnivore", "everything"):
        return {"answer": "User eats meat"}
    if diet in ("vegan", "vegetarian", "pescatarian", "flexitarian", "gluten-free"):
        return {"answer": f"User is {diet}"}
    if diet in ("halal", "kosher"):
        return {"answer": f"User eats {diet}"}
    return {"answer": f"User follows a {v if v.casefold().endswith(' diet') else v + ' diet'}"}


PROMPTS = {
    "value": lambda old: value_messages,
    "shipped": lambda old: slot_check_messages,
    "v1": lambda old: v1,
    "examples": lambda old: with_examples,
    "before": with_before,
}


def asked(old: str, said: str, sign: float, *, unasked: bool = False) -> Filled | None:
    """The slot ``old`` fills when ``check_slots`` would ask about it for ``said`` (extraction aside), with the
    learned sign of change ``sign``; with ``unasked``, where ``said`` is on its topic but it would not ask (no word
    of change, or a plan) and code reads nothing: what asking there too would give (``--unasked``)."""
    filled = slot_of(old)
    taken = None if filled is None else check.reading(filled, old, said, sign=sign)
    if taken is None:
        return None
    return filled if (taken.now is None and not taken.ask if unasked else taken.ask) else None


def indices(given: str) -> list[int]:
    """``"3,7,10-12"`` as [3, 7, 10, 11, 12]."""
    out: list[int] = []
    for part in filter(None, given.split(",")):
        first, _, last = part.partition("-")
        out += range(int(first), int(last or first) + 1)
    return out


def signs_of(cases: list[tuple[str, str]], settings: Settings, use: bool) -> list[float]:
    """The learned sign of change of each (old, said) in ``cases``, as the write path weighs it with the
    shipped weights (:mod:`muninn.write.gate`), or none (``-inf``, ``--no-sign``). The weights were fitted on
    the benchmark's batches before the 135th, so their signs on those are in-sample."""
    embedder = get_embedder(settings.embedder, home=settings.home)
    gate = ChangeGate.packaged(embedder.name) if use else None
    if gate is None or not cases:
        return [-math.inf] * len(cases)
    said = embedder.embed([t for _, t in cases])
    held = embedder.embed([o for o, _ in cases])
    return [float(gate.signs(said[i : i + 1], held[i : i + 1])[0]) for i in range(len(cases))]


def drawn(args: argparse.Namespace) -> list[tuple[Filled, str, str, str | None, float]]:
    """The (slot held, old, said, key, sign) cases asked about: the given indices, else a random draw of tuned
    ones; a neutral message's key is ``None``. Only those that reach the question."""
    given = bool(args.ids or args.neutral_ids)
    if given:
        pairs = [PAIRS[i] for i in indices(args.ids)]
        neutral = [NEUTRAL[i] for i in indices(args.neutral_ids)]
    else:
        pairs = [p for i, p in enumerate(PAIRS) if args.since <= i < args.tuned and i not in HOLDOUT]
        neutral = list(NEUTRAL[:NEUTRAL_TUNED])
    settings = Settings()
    pair_signs = signs_of([(o, t) for _, o, t, _ in pairs], settings, args.sign)
    quiet_signs = signs_of(neutral, settings, args.sign)
    reached = [
        (f, o, t, k, g)
        for (_, o, t, k), g in zip(pairs, pair_signs, strict=True)
        if (f := asked(o, t, g, unasked=args.unasked))
    ]
    quiet: list[tuple[Filled, str, str, str | None, float]] = [
        (f, o, t, None, g)
        for (o, t), g in zip(neutral, quiet_signs, strict=True)
        if (f := asked(o, t, g, unasked=args.unasked))
    ]
    if given:
        return reached + quiet
    rng = random.Random(args.seed)
    rng.shuffle(reached)
    rng.shuffle(quiet)
    return reached[: args.pairs] + quiet[: args.neutral]


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    cases = drawn(args)
    names = args.prompt.split(",")
    print(f"{len(cases)} messages reach the question; prompts {', '.join(names)}", flush=True)
    settings = Settings()
    provider = LocalProvider(settings=settings, role="memory")
    await provider.start()
    rows: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
    seconds: dict[str, list[float]] = {n: [] for n in names}
    try:
        for filled, old, said, key, sign in cases:
            for name in names:  # each prompt on the same message in turn, so that drift falls on all alike
                started = time.perf_counter()
                try:
                    if name == "value":
                        got = await ask_json(
                            provider,
                            value_messages(filled.slot, said),
                            schema=SLOT_CHECK_SCHEMA,
                            purpose="consolidate",
                            metadata={},
                            max_tokens=60,
                        )
                        value = sentence_of(filled.slot, got.value, said)
                        now = check._change(value, filled, said)  # noqa: SLF001
                    else:
                        answer = await check.ask_slot(provider, filled, said, {}, prompt=PROMPTS[name](old))
                        value = answer.value
                        now = answer.now or check.taken_on_sign(value, filled, old, said, sign)
                except Exception as exc:  # an unusable answer counts as no answer
                    value, now = {"error": str(exc)}, None
                seconds[name].append(time.perf_counter() - started)
                right = bool(now and re.search(key, now.lower())) if key is not None else now is None
                rows[name].append({"slot": filled.slot, "pair": key is not None, "right": right})
                mark = "ok  " if right else ("MISS" if key is not None else "READ")
                print(f"{mark} {name:8} {filled.slot:12} {old!r} + {said[:90]!r} -> {value} -> {now!r}", flush=True)
    finally:
        await provider.aclose()
    out: dict[str, Any] = {}
    print(f"\n| prompt | pairs read | {' | '.join(SLOTS)} | neutral kept | s a question |")
    print(f"|---|---|{'---|' * len(SLOTS)}---|---|")
    for name in names:
        got = [r for r in rows[name] if r["pair"]]
        kept = [r for r in rows[name] if not r["pair"]]
        by_slot = {
            s: f"{sum(r['right'] for r in got if r['slot'] == s)}/{sum(r['slot'] == s for r in got)}" for s in SLOTS
        }
        read, held = sum(r["right"] for r in got), sum(r["right"] for r in kept)
        mean = sum(seconds[name]) / max(1, len(seconds[name]))
        print(f"| {name} | {read}/{len(got)} | {' | '.join(by_slot.values())} | {held}/{len(kept)} | {mean:.2f} |")
        out[name] = {
            "pairs": len(got),
            "pairs_read": round(read / max(1, len(got)), 3),
            "neutral": len(kept),
            "neutral_kept": round(held / max(1, len(kept)), 3),
            "by_slot": by_slot,
            "seconds_per_question": round(mean, 2),
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--prompt", default="shipped", help=f"one or more of {', '.join(PROMPTS)}, comma-separated")
    ap.add_argument(
        "--unasked",
        action="store_true",
        help="ask where code would not (on the topic, no word of change or a plan, nothing read): what asking costs",
    )
    ap.add_argument(
        "--no-sign", dest="sign", action="store_false", help="without the learned sign of change (muninn.write.gate)"
    )
    ap.add_argument("--pairs", type=int, default=300, help="tuned pairs that reach the question, drawn at random")
    ap.add_argument("--neutral", type=int, default=150, help="tuned neutral messages that reach it")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tuned", type=int, default=FORTY_FIFTH_HOLDOUT, help="draw pairs from those before this index")
    ap.add_argument("--since", type=int, default=0, help="and from this index on")
    ap.add_argument("--ids", default="", help="these pairs instead of a draw: indices and ranges, 2812-2971,3000")
    ap.add_argument("--neutral-ids", default="", help="these neutral messages instead of a draw")
    args = ap.parse_args()
    if unknown := set(args.prompt.split(",")) - set(PROMPTS):
        ap.error(f"unknown prompt {', '.join(sorted(unknown))}; choose from {', '.join(PROMPTS)}")
    print(json.dumps(asyncio.run(main_async(args))), flush=True)


if __name__ == "__main__":
    main()
