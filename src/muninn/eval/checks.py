"""Checks that need no model: pure functions of a reply, a memory block or stored memories.

Each returns a :class:`CheckResult` (passed, a 0–1 value and the reason), in the manner of
``pydantic_evals`` evaluators, so a report can say *why* a reply failed, not only that it did.
A fact counts as mentioned when any of its ``match`` words starts a word of the text, in any case
("hint" finds "hints", not "chint").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from pydantic import BaseModel

from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE
from muninn.domain.models import MemoryRecord
from muninn.eval.sets import Fact
from muninn.policy import ModeSchema, check_reply, is_policy_evidence
from muninn.policy.render import count_words
from muninn.read.context import SECTION_TITLES

# What muninn puts in the prompt and a reply must never echo: the block's tags, its preamble,
# its section titles as headers, and the follow-up instruction's wording.
SCAFFOLD = (
    BLOCK_OPEN,
    BLOCK_CLOSE,
    PREAMBLE[:60],
    "memory block",
    *(f"{title}:" for title in SECTION_TITLES.values()),
    'under "Follow-ups due"',
)
_THINK = re.compile(r"</?\s*think\s*>", re.IGNORECASE)


class CheckResult(BaseModel):
    """One check's outcome: ``value`` is 1.0 for a pass, 0.0 for a fail (or a fraction)."""

    name: str
    passed: bool
    value: float
    reason: str


def _result(name: str, passed: bool, reason: str) -> CheckResult:
    return CheckResult(name=name, passed=passed, value=1.0 if passed else 0.0, reason=reason)


def mentions(text: str, words: Iterable[str]) -> list[str]:
    """The ``words`` that start a word of ``text``, ignoring case."""
    return [w for w in words if re.search(rf"(?<!\w){re.escape(w)}", text, re.IGNORECASE)]


def memory_block(system_prompt: str) -> str:
    """The memory block inside a system prompt ("" when there is none)."""
    start = system_prompt.find(BLOCK_OPEN)
    end = system_prompt.find(BLOCK_CLOSE, start + 1)
    return system_prompt[start : end + len(BLOCK_CLOSE)] if start >= 0 and end > start else ""


# replies ------------------------------------------------------------------------------------


def no_think_leak(reply: str) -> CheckResult:
    """The reply shows no ``<think>`` or ``</think>`` tag (reasoning leaking to the user)."""
    found = _THINK.findall(reply)
    return _result("no_think_leak", not found, f"found {found[0]!r}" if found else "no reasoning tags")


def no_scaffold_leak(reply: str) -> CheckResult:
    """The reply does not echo muninn's prompt scaffolding (block tags, preamble, section titles)."""
    leaked = [s for s in SCAFFOLD if s.casefold() in reply.casefold()]
    return _result("no_scaffold_leak", not leaked, f"echoes {leaked[0]!r}" if leaked else "no scaffold text")


def length_ceiling(reply: str, max_words: int) -> CheckResult:
    """At most ``max_words`` words outside fenced code blocks."""
    words = count_words(reply)
    ok = words <= max_words
    return _result("length", ok, f"{words} words, {'within' if ok else 'over'} the ceiling of {max_words}")


def recalled(where: str, text: str, fact_id: str, fact: Fact) -> CheckResult:
    """The planted fact shows in ``text`` (``where`` is "context" or "reply")."""
    found = mentions(text, fact.match)
    reason = f"mentions {found[0]!r}" if found else f"none of {fact.match} in the {where}"
    return _result(f"recall_in_{where}:{fact_id}", bool(found), reason)


def follow_up_asked(reply: str, fact_id: str, fact: Fact) -> CheckResult:
    """The reply asks about the event: it mentions the fact and asks a question."""
    found = mentions(reply, fact.match)
    asked = "?" in reply
    if found and asked:
        return _result(f"follow_up:{fact_id}", True, f"asks about {found[0]!r}")
    missing = " and ".join(p for p, ok in ((f"no mention of {fact.match}", found), ("no question", asked)) if not ok)
    return _result(f"follow_up:{fact_id}", False, missing)


def avoids(reply: str, words: Sequence[str]) -> CheckResult:
    """The reply contains none of ``words`` (a stated preference respected)."""
    found = mentions(reply, words)
    return _result("respects_preference", not found, f"says {found[0]!r}" if found else f"none of {list(words)}")


def policy_mode(decided: str | None, expected: str) -> CheckResult:
    """The policy decided the expected mode (an escalation that memory makes possible)."""
    ok = decided == expected
    return _result("policy_mode", ok, f"decided {decided!r}, expected {expected!r}")


def policy_sections(schema: ModeSchema | None, reply: str) -> CheckResult:
    """The reply has the decided mode's required sections in order (:func:`~muninn.policy.check_reply`)."""
    if schema is None:
        return _result("policy_sections", False, "no policy decision to check against")
    problems = check_reply(schema, reply)
    return _result("policy_sections", not problems, "; ".join(problems) or "every required section, in order")


# stored memories ----------------------------------------------------------------------------


def _matching(memories: Sequence[MemoryRecord], fact: Fact, statuses: set[str]) -> list[MemoryRecord]:
    """Memories about the user that mention the fact; a policy's occurrence records quote the
    user's messages as evidence and are not facts about the user."""
    return [
        m
        for m in memories
        if m.status in statuses and mentions(m.content, fact.match) and not is_policy_evidence(m.tags)
    ]


def memory_present(memories: Sequence[MemoryRecord], fact_id: str, fact: Fact) -> CheckResult:
    """An active memory mentions the fact."""
    hits = _matching(memories, fact, {"active"})
    reason = f"active: {hits[0].content!r}" if hits else f"no active memory mentions any of {fact.match}"
    return _result(f"memory_present:{fact_id}", bool(hits), reason)


def memory_absent(memories: Sequence[MemoryRecord], fact_id: str, fact: Fact) -> CheckResult:
    """No active memory mentions the fact (e.g. what the assistant said about itself)."""
    hits = _matching(memories, fact, {"active"})
    reason = f"stored as a user fact: {hits[0].content!r}" if hits else f"no active memory mentions {fact.match}"
    return _result(f"memory_absent:{fact_id}", not hits, reason)


def memory_superseded(memories: Sequence[MemoryRecord], fact_id: str, fact: Fact) -> CheckResult:
    """The fact was stored and then replaced: a non-active version mentions it, no active one does."""
    active = _matching(memories, fact, {"active"})
    old = _matching(memories, fact, {"superseded", "archived"})
    if active:
        return _result(f"memory_superseded:{fact_id}", False, f"still active: {active[0].content!r}")
    if not old:
        return _result(f"memory_superseded:{fact_id}", False, f"never stored: no memory mentions {fact.match}")
    return _result(f"memory_superseded:{fact_id}", True, f"{old[0].status}: {old[0].content!r}")
