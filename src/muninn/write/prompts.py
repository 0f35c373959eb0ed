"""Prompts of the write path: versioned functions beside the typed models of their answers.

Each prompt is short on purpose: a 1.5B local model reads about 50 tokens/s, so every token of
instructions costs the user seconds of background time. Bump a version whenever its text
changes; the version is stored with every memory the prompt produced.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from muninn.domain.models import Turn
from muninn.domain.text import terms
from muninn.providers.llm import Message
from muninn.write.slot_examples import EXAMPLES as SLOT_EXAMPLES

EXTRACT_VERSION = "extract-v3"
CONSOLIDATE_VERSION = "consolidate-v2"
SUMMARISE_VERSION = "summarise-v1"
FOLD_VERSION = "fold-v1"
SLOT_CHECK_VERSION = "slot-check-v2"


class ExtractedFact(BaseModel):
    """One candidate memory as the extractor returns it."""

    model_config = ConfigDict(extra="ignore")

    content: str = Field(min_length=3, max_length=300)
    kind: str
    tags: list[str] = Field(default_factory=list, max_length=8)
    importance: float = Field(ge=0, le=1)
    confidence: float = Field(default=0.8, ge=0, le=1)
    event_at: str | None = None


def extract_schema(kinds: Sequence[str]) -> dict[str, Any]:
    """JSON schema of the extraction answer, for servers that constrain decoding."""
    return {
        "type": "object",
        "properties": {
            "facts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "content": {"type": "string"},
                        "kind": {"type": "string", "enum": list(kinds)},
                        "tags": {"type": "array", "items": {"type": "string"}},
                        "importance": {"type": "number"},
                        "confidence": {"type": "number"},
                        "event_at": {"type": ["string", "null"]},
                    },
                    "required": ["content", "kind", "tags", "importance"],
                },
            }
        },
        "required": ["facts"],
    }


EXTRACT_EXAMPLE = (
    "[2026-03-02 18:05 Mon] user: I have my driving test on Friday at 9, so nervous! I only eat halal food btw.\n"
    "[2026-03-02 18:05 Mon] assistant: Good luck! Try a warm-up drive on Thursday.\n"
    '→ {"facts": [{"content": "User has a driving test", "kind": "event", "tags": ["driving"], '
    '"importance": 0.8, "confidence": 0.9, "event_at": "2026-03-06 09:00"}, {"content": "User only eats halal food", '
    '"kind": "preference", "tags": ["diet"], "importance": 0.7, "confidence": 0.9, "event_at": null}]}\n'
    '[2026-03-02 18:07 Mon] user: how many ounces in a cup? thanks, bye!\n→ {"facts": []}'
)


def extract_messages(turns: Sequence[Turn], known: Sequence[str], kinds: Sequence[str], now: datetime) -> list[Message]:
    """extract-v3: the new turns plus what is already known, asking only for new durable facts.

    The system message is the same for every call with the same kinds, and comes first, so a
    local server reuses it from its cache; everything that varies is in the user message."""
    system = (
        "You extract durable facts about the USER from a chat, for a long-term memory.\n"
        "Keep only what the user says about themselves: who they are, where they live, work, family, "
        "health, likes and dislikes, goals, what they find hard, and dated events. Never store what the "
        "assistant says or suggests, small talk, thanks, or a question or request of the moment. "
        "Skip facts already in KNOWN; a change of a KNOWN fact (moved, new job, new diet) is a new fact.\n"
        'Write each fact as one short third-person sentence starting with "User", with no relative '
        'times like "tomorrow" or "last week".\n'
        f"kind is one of: {', '.join(kinds)} (fact: who the user is or has; preference: likes, dislikes, "
        "diet; assessment: what they find hard; event: something dated; goal: what they want to achieve). "
        "importance 0-1 (how useful later), confidence 0-1. "
        "For events give event_at as YYYY-MM-DD, or YYYY-MM-DD HH:MM when a time of day is said, "
        "counting days from the message time; otherwise null.\n"
        'Answer with JSON only: {"facts": [...]}; {"facts": []} if nothing qualifies.\n'
        f"Example:\n{EXTRACT_EXAMPLE}"
    )
    lines = [f"[{t.created_at:%Y-%m-%d %H:%M %a}] {t.role}: {t.content}" for t in turns]
    known_text = "\n".join(f"- {k}" for k in known) or "(nothing yet)"
    tomorrow = now + timedelta(days=1)
    dates = f"now is {now:%Y-%m-%d %H:%M %a}; tomorrow is {tomorrow:%Y-%m-%d %a}"
    user = f"KNOWN:\n{known_text}\n\nCHAT ({dates}):\n" + "\n".join(lines)
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def repair_messages(original: Sequence[Message], answer: str, problem: str) -> list[Message]:
    """One repair round: show the model its answer and what was wrong with it."""
    return [
        *original,
        {"role": "assistant", "content": answer[:2000]},
        {"role": "user", "content": f"That was not valid JSON ({problem}). Reply with the JSON object only."},
    ]


class ConsolidationAction(BaseModel):
    """The consolidator's verdict on one candidate against its nearest memories."""

    model_config = ConfigDict(extra="ignore")

    action: Literal["add", "update", "supersede", "noop"]
    target: int | None = None
    content: str | None = Field(default=None, max_length=300)
    reason: str = Field(default="", max_length=300)


CONSOLIDATE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": ["add", "update", "supersede", "noop"]},
        "target": {"type": ["integer", "null"]},
        "content": {"type": ["string", "null"]},
        "reason": {"type": "string"},
    },
    "required": ["action", "reason"],
}


def consolidate_messages(candidate: str, existing: Sequence[str]) -> list[Message]:
    """consolidate-v2: one candidate against its numbered nearest memories (static instructions first)."""
    system = (
        "You keep a user's memory free of duplicates and contradictions. Compare NEW with EXISTING.\n"
        "supersede: NEW changes a fact of EXISTING n, which is no longer true (moved to another city, "
        "a new job, a new partner or relationship status, a new diet). "
        "update: NEW adds detail to EXISTING n about the same thing; give the merged sentence as content. "
        "noop: NEW says the same as EXISTING n. add: NEW is about something else. "
        "Never pick an EXISTING memory about another topic as target.\n"
        "Example: EXISTING: 1. User has a cat 2. User lives in Rome NEW: User moved to Oslo → "
        '{"action": "supersede", "target": 2, "content": null, "reason": "moved city"}\n'
        'Answer JSON only: {"action": "...", "target": n or null, "content": "..." or null, "reason": "short"}'
    )
    numbered = "\n".join(f"{i}. {text}" for i, text in enumerate(existing, 1))
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": f"EXISTING:\n{numbered}\nNEW: {candidate}"},
    ]


class SlotCheckAnswer(BaseModel):
    """What the user's message says about one slot, as a sentence about the user, or None."""

    model_config = ConfigDict(extra="ignore")

    answer: str | None = Field(default=None, max_length=300)


SLOT_CHECK_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"answer": {"type": ["string", "null"]}},
    "required": ["answer"],
}
# One question a slot: a small model reads a value out of a message far more reliably than it
# judges whether a stored fact still holds (it answered "still true" to most changes).
SLOT_QUESTIONS: dict[str, str] = {
    "residence": "Where does the user live now?",
    "job": "What is the user's job now?",
    "relationship": "What is the user's relationship status now (single, dating someone, engaged, married, "
    "separated, divorced, widowed)?",
    "diet": "What is the user's diet now (vegan, vegetarian, pescatarian, or eats meat)?",
}
SLOT_CHECK_EXAMPLE = (
    "QUESTION: Where does the user live now?\nMESSAGE: we finally got the keys to our flat in Porto\n"
    '→ {"answer": "User lives in Porto"}\n'
    "QUESTION: What is the user's job now?\nMESSAGE: long day at the office again\n"
    '→ {"answer": null}'
)


def slot_check_messages(slot: str, message: str, *, shown: int = 3) -> list[Message]:
    """slot-check-v2: what does the user's message say about one slot (where they live, their
    job, their relationship, their diet)? Static instructions and examples first, then the ``shown``
    worked examples of :mod:`muninn.write.slot_examples` nearest to ``message`` (``shown=0`` is
    slot-check-v1): the 1.5B model answers a message said in passing, or in a learner's English, in
    the form code reads far more often when it has just seen one like it."""
    examples = "".join(
        f"\nQUESTION: {SLOT_QUESTIONS[slot]}\nMESSAGE: {said}\n→ " + json.dumps({"answer": answer}, ensure_ascii=False)
        for said, answer in nearest_examples(slot, message, shown)
    )
    system = (
        "You read one message from a user and answer one question about the user from that message "
        'alone, as one short sentence that starts with "User". If the message does not answer the '
        "question, the answer is null.\n"
        f"{SLOT_CHECK_EXAMPLE}{examples}\n"
        'Answer JSON only: {"answer": "..." or null}'
    )
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": f"QUESTION: {SLOT_QUESTIONS[slot]}\nMESSAGE: {message}"},
    ]


def nearest_examples(slot: str, message: str, count: int) -> list[tuple[str, str | None]]:
    """The ``count`` worked examples of ``slot`` that share the most words with ``message`` (each shared
    word weighted by how rare it is among the slot's examples), the nearest last, next to the question."""
    examples, words, weight = _slot_examples(slot)
    said = set(terms(message))
    # fsum: the same score whatever order the set yields its words in (str hashes differ between processes)
    score = [math.fsum(weight[w] for w in said & ws) for ws in words]
    top = sorted(range(len(examples)), key=lambda i: -score[i])[:count]
    return [examples[i] for i in reversed(top)]


@cache
def _slot_examples(slot: str) -> tuple[list[tuple[str, str | None]], list[set[str]], dict[str, float]]:
    examples = [(said, answer) for s, said, answer in SLOT_EXAMPLES if s == slot]
    words = [set(terms(said)) for said, _ in examples]
    count = Counter(w for ws in words for w in ws)
    return examples, words, {w: math.log(1 + len(examples) / n) for w, n in count.items()}


def verdict_repair_messages(original: Sequence[Message], answer: str, problem: str, shown: int) -> list[Message]:
    """consolidate-v2 repair: the verdict parsed but cannot be applied (no or a wrong target)."""
    return [
        *original,
        {"role": "assistant", "content": answer[:2000]},
        {
            "role": "user",
            "content": f"That verdict cannot be applied: {problem}. update and supersede need a target "
            f"between 1 and {shown} (the number of an EXISTING memory); noop may give one; add gives none. "
            "Reply with the JSON object only.",
        },
    ]


class SummaryAnswer(BaseModel):
    """A narrative summary of a period."""

    model_config = ConfigDict(extra="ignore")

    summary: str = Field(min_length=10, max_length=2000)


SUMMARY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"summary": {"type": "string"}},
    "required": ["summary"],
}


def summarise_messages(facts: Sequence[str], previous: str | None) -> list[Message]:
    """summarise-v1: a short third-person narrative of new facts, continuing the last summary."""
    system = (
        "Write a short narrative summary (at most 5 sentences, third person) of what is known about the "
        "user, folding the NEW facts into the PREVIOUS summary. "
        'Answer JSON only: {"summary": "..."}'
    )
    body = f"PREVIOUS: {previous or '(none)'}\nNEW:\n" + "\n".join(f"- {f}" for f in facts)
    return [{"role": "system", "content": system}, {"role": "user", "content": body}]


def fold_messages(turns: Sequence[Turn], previous: str | None) -> list[Message]:
    """fold-v1: older turns of a live session folded into its rolling summary."""
    system = (
        "Summarise the conversation so far for the assistant, in at most 4 short sentences: what the user "
        "said, asked and decided, and what the assistant promised. Fold the NEW turns into the PREVIOUS summary. "
        'Answer JSON only: {"summary": "..."}'
    )
    lines = "\n".join(f"{t.role}: {t.content}" for t in turns)
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": f"PREVIOUS: {previous or '(none)'}\nNEW:\n{lines}"},
    ]


def dumps(value: Any) -> str:
    """Compact JSON for checkpoints."""
    return json.dumps(value, separators=(",", ":"), default=str)
