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

``--prompt shipped`` is ``slot-check-v1``; ``--prompt examples`` the variant tried on 2026-12-02 (five
worked examples, implied changes among them, and a line on implication), kept to rerun that figure.
The last stdout line is one JSON object: ``pairs_read``, ``neutral_kept``, per slot, seconds a question.

    MUNINN_HOME=… .venv/bin/python bench/slot_check.py [--prompt shipped|examples] [--pairs 300 --neutral 150]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import time
from typing import Any

from contradictions import FORTY_FIFTH_HOLDOUT, HOLDOUT, NEUTRAL, PAIRS
from muninn import Settings
from muninn.providers.llm import Message
from muninn.providers.llm.local import LocalProvider
from muninn.write import check
from muninn.write.prompts import SLOT_CHECK_EXAMPLE, SLOT_QUESTIONS, slot_check_messages
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
    system, user = slot_check_messages(slot, message)
    text = system["content"]
    assert SLOT_CHECK_EXAMPLE in text and SHIPPED_NULL in text
    text = text.replace(SLOT_CHECK_EXAMPLE, EXAMPLES).replace(SHIPPED_NULL, IMPLICATION)
    return [{"role": "system", "content": text}, user]


def with_before(old: str) -> Any:
    """The variant tried on 2026-12-03: the memory held shown before the message, so that the model
    answers what is true now beside what was."""

    def messages(slot: str, message: str) -> list[Message]:
        system, user = slot_check_messages(slot, message)
        text = system["content"].replace(
            SHIPPED_NULL,
            " BEFORE is what was known; if the message does not say what it is now for the user, the answer is null.",
        )
        return [{"role": "system", "content": text}, {"role": "user", "content": f"BEFORE: {old}\n{user['content']}"}]

    return messages


PROMPTS = {"shipped": lambda old: slot_check_messages, "examples": lambda old: with_examples, "before": with_before}


def asked(old: str, said: str) -> Filled | None:
    """The slot ``old`` fills when ``check_slots`` would ask about it for ``said`` (extraction aside)."""
    filled = slot_of(old)
    taken = None if filled is None else check.reading(filled, old, said)
    return filled if taken is not None and taken.ask else None


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    pairs = [(s, o, t, k) for i, (s, o, t, k) in enumerate(PAIRS) if args.since <= i < args.tuned and i not in HOLDOUT]
    pairs = [p for p in pairs if asked(p[1], p[2])]
    neutral = [(o, t) for o, t in NEUTRAL[:NEUTRAL_TUNED] if asked(o, t)]
    rng.shuffle(pairs)
    rng.shuffle(neutral)
    cases = [(o, t, k) for _, o, t, k in pairs[: args.pairs]] + [(o, t, None) for o, t in neutral[: args.neutral]]
    settings = Settings()
    provider = LocalProvider(settings=settings, role="memory")
    await provider.start()
    messages = PROMPTS[args.prompt]
    rows, seconds = [], []
    try:
        for old, said, key in cases:
            filled = asked(old, said)
            assert filled is not None
            started = time.perf_counter()
            try:
                answer = await check.ask_slot(provider, filled, said, {}, prompt=messages(old))
                value, now = answer.value, answer.now
            except Exception as exc:  # an unusable answer counts as no answer
                value, now = {"error": str(exc)}, None
            seconds.append(time.perf_counter() - started)
            right = bool(now and re.search(key, now.lower())) if key is not None else now is None
            rows.append({"slot": filled.slot, "pair": key is not None, "right": right})
            mark = "ok  " if right else ("MISS" if key is not None else "READ")
            print(f"{mark} {filled.slot:12} {old!r} + {said[:90]!r} -> {value} -> {now!r}", flush=True)
    finally:
        await provider.aclose()
    got = [r for r in rows if r["pair"]]
    kept = [r for r in rows if not r["pair"]]
    by_slot = {s: f"{sum(r['right'] for r in got if r['slot'] == s)}/{sum(r['slot'] == s for r in got)}" for s in SLOTS}
    print(f"\nprompt {args.prompt}: pairs read {sum(r['right'] for r in got)}/{len(got)} {by_slot}; ")
    print(f"neutral kept {sum(r['right'] for r in kept)}/{len(kept)}")
    return {
        "prompt": args.prompt,
        "pairs": len(got),
        "pairs_read": round(sum(r["right"] for r in got) / max(1, len(got)), 3),
        "neutral": len(kept),
        "neutral_kept": round(sum(r["right"] for r in kept) / max(1, len(kept)), 3),
        "by_slot": by_slot,
        "seconds_per_question": round(sum(seconds) / max(1, len(seconds)), 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--prompt", choices=sorted(PROMPTS), default="shipped")
    ap.add_argument("--pairs", type=int, default=300, help="tuned pairs that reach the question, drawn at random")
    ap.add_argument("--neutral", type=int, default=150, help="tuned neutral messages that reach it")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tuned", type=int, default=FORTY_FIFTH_HOLDOUT, help="draw pairs from those before this index")
    ap.add_argument("--since", type=int, default=0, help="and from this index on")
    print(json.dumps(asyncio.run(main_async(ap.parse_args()))), flush=True)


if __name__ == "__main__":
    main()
