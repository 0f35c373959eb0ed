"""Slot checks: one narrow question to the memory model when the user's message touches a slot.

The slot patterns (:mod:`~muninn.write.slots`) recognise a change only in the phrasings they
know, and the small extractor often returns nothing for a change said another way ("Priya and I
tied the knot") or copies the old value back. So when a user message is on the topic of a slot
that an active memory fills (where they live, their job, their relationship, their diet: words of
that topic, or the memory's own value, such as a partner's name), and the extraction did not
already change that slot, the memory model is asked one yes/no question: is this fact still
true after this message, and if not, what is true now? A "no" becomes a candidate that replaces
the memory (:func:`muninn.write.consolidate.consolidate` supersedes it by code).

The answer is checked before it is used: the new sentence must be about the user, differ from
the fact, not fill another slot, and not copy the prompt's example; an unusable answer is
counted and changes nothing. At most :data:`MAX_CHECKS` questions per extraction, one a slot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from muninn.domain.jobs import Candidate
from muninn.domain.models import Turn
from muninn.domain.text import content_hash, terms
from muninn.providers.llm import ChatProvider
from muninn.providers.llm.parse import OutputError
from muninn.write.ask import ask_json
from muninn.write.prompts import SLOT_CHECK_EXAMPLE, SLOT_CHECK_SCHEMA, SlotCheckAnswer, slot_check_messages
from muninn.write.slots import Filled, Slot, slot_of

MAX_CHECKS = 2
# Words that put a message on a slot's topic (English, like the slot patterns): broad on purpose,
# since the model, not the word, decides whether anything changed.
TOPICS: dict[Slot, re.Pattern[str]] = {
    "residence": re.compile(
        r"\b(?:mov(?:e|ed|ing)|relocat\w*|live[sd]?|living|home|house|flat|apartment|address|city|town|"
        r"neighbou?rhood|settled|lease|rent(?:ed|ing)?|place)\b",
        re.I,
    ),
    "job": re.compile(
        r"\b(?:jobs?|work(?:s|ed|ing)?|careers?|employ\w*|hired|fired|quit|resign\w*|notice|promot\w*|boss|"
        r"office|company|position|role|colleagues?|business|for a living|retir\w*|profession|teach\w*|laid off)\b",
        re.I,
    ),
    "relationship": re.compile(
        r"\b(?:partner|girlfriend|boyfriend|wife|husband|spouse|fianc[ée]e?|married|marry|marriage|wedding|"
        r"engaged|engagement|propos\w*|divorc\w*|separat\w*|dating|date|seeing|broke up|break ?up|split|single|"
        r"relationship|together|ended things|the knot|widow\w*)\b",
        re.I,
    ),
    "diet": re.compile(
        r"\b(?:eat(?:s|ing)?|ate|meat|fish|vegan|vegetarian|pescatarian|plant-based|diet|dairy|eggs?|keto|paleo)\b",
        re.I,
    ),
}
_EXAMPLE_TERMS = frozenset(terms(SLOT_CHECK_EXAMPLE)) - {"user", "fact", "message", "still_true", "now", "true"}


@dataclass(frozen=True, slots=True)
class Checked:
    """The candidates, those that replace a memory marked so; how many questions were asked and
    how many answers were unusable."""

    candidates: list[Candidate]
    calls: int = 0
    unusable: int = 0


async def check_slots(
    llm: ChatProvider,
    candidates: Sequence[Candidate],
    turns: Sequence[Turn],
    memories: Sequence[str],
    kinds: Sequence[str],
    metadata: dict[str, str],
) -> Checked:
    """Ask about each slot memory in ``memories`` that the user's turns touch and ``candidates``
    did not already change; see the module docstring. A change that one of ``candidates``
    already says marks that candidate as the replacement; another is added."""
    said = "\n".join(t.content for t in turns if t.role == "user")
    if not said:
        return Checked(list(candidates))
    held = [(m, f) for m in memories if (f := slot_of(m)) is not None and not f.negated]
    changed = {
        f.slot for c in candidates if (f := slot_of(c.content)) is not None and any(f.contradicts(o) for _, o in held)
    }
    out = list(candidates)
    calls = unusable = 0
    asked: set[Slot] = set()
    for memory, filled in held:
        if filled.slot in changed or filled.slot in asked or len(asked) >= MAX_CHECKS:
            continue
        if not (TOPICS[filled.slot].search(said) or set(terms(filled.value)) & set(terms(said))):
            continue
        asked.add(filled.slot)
        try:
            answer = await ask_json(
                llm,
                slot_check_messages(memory, said),
                schema=SLOT_CHECK_SCHEMA,
                purpose="consolidate",
                metadata=metadata,
                max_tokens=80,
            )
        except OutputError:
            calls, unusable = calls + 2, unusable + 1
            continue
        calls += answer.calls
        now = _change(answer.value, memory, filled, said)
        if now is None:
            unusable += int(not _still_true(answer.value))
            continue
        same = next((i for i, c in enumerate(out) if content_hash(c.content) == content_hash(now)), None)
        if same is not None:
            out[same] = out[same].model_copy(update={"replaces": memory})
            continue
        kind = "preference" if filled.slot == "diet" and "preference" in kinds else "fact"
        out.append(
            Candidate(
                content=now,
                kind=kind if kind in kinds else kinds[0],
                tags=[filled.slot],
                importance=0.8,
                confidence=0.8,
                replaces=memory,
            )
        )
    return Checked(out, calls, unusable)


def _still_true(value: object) -> bool:
    try:
        return SlotCheckAnswer.model_validate(value).still_true
    except ValueError:
        return False


def _change(value: object, memory: str, filled: Filled, said: str) -> str | None:
    """The new sentence of a "no longer true" answer, or None when there is none or it is unusable."""
    try:
        answer = SlotCheckAnswer.model_validate(value)
    except ValueError:
        return None
    now = (answer.now or "").strip().rstrip(".")
    if answer.still_true or not now.startswith("User ") or content_hash(now) == content_hash(memory):
        return None
    other = slot_of(now)
    if other is not None and not other.contradicts(filled):
        return None  # another slot, or the same value again: not a change of this fact
    words = set(terms(now)) - {"user"}
    if not words & set(terms(said)) and len(words & _EXAMPLE_TERMS) >= 2:
        return None  # the prompt's example, copied
    return now
