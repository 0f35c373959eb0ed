"""Removing a forgotten memory's text from stored job results: pure, shared by every store.

An extract job's result (:class:`~muninn.domain.jobs.ExtractState`) keeps the model's candidates
and, aligned with them, the outcome of each applied one; a re-run resumes at
``candidates[len(outcomes):]``. When a memory is forgotten, every candidate/outcome pair that
produced, refreshed or targeted it, whose candidate equals its content or whose outcome reason
quotes it, is removed as a PAIR: the alignment stays intact, and no placeholder is left that a
retried job would store as a new memory. A candidate not yet applied whose content equals it is
removed too, so a dead job retried after the forget does not bring the memory back.
``forgotten`` counts what was removed.

A job's ``last_error`` may quote model output (the parser quotes what it could not read), and
so may a recorded model call's ``error`` (a provider quotes a malformed reply); the content is
replaced there by :data:`REDACTED`. A quote cut short inside the content is not found.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from muninn.domain.text import normalise

REDACTED = "[forgotten]"


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What identifies a forgotten memory in stored text: its ids and its contents (also kept
    normalised, and the longest word of each, since every stored string is compared with them)."""

    memory_ids: frozenset[str]
    contents: tuple[str, ...]
    plain: frozenset[str] = frozenset()
    keys: tuple[str, ...] = ()

    @classmethod
    def of(cls, memory_ids: Iterable[str], contents: Iterable[str]) -> Forgotten:
        kept = tuple(c for c in contents if normalise(c))
        plain = frozenset(normalise(c) for c in kept)
        return cls(frozenset(memory_ids), kept, plain, tuple(max(p.split(" "), key=len) for p in plain))

    def _may_hold(self, text: str) -> bool:
        """False only when ``text`` cannot hold a content: for ASCII text normalising is
        lower-casing and collapsing spaces, so a content's longest word is in its lower case.
        Skips the costly normalising for almost every stored string."""
        if not text.isascii():
            return True
        low = text.lower()
        return any(key in low for key in self.keys)

    def equals(self, text: object) -> bool:
        """Whether ``text`` is one of the contents, up to case, spacing and a final dot."""
        return isinstance(text, str) and self._may_hold(text) and normalise(text) in self.plain

    def quoted_in(self, text: object) -> bool:
        """Whether ``text`` quotes one of the contents, up to case and spacing."""
        if not isinstance(text, str) or not self._may_hold(text):
            return False
        plain = normalise(text)
        return any(c in plain for c in self.plain)

    def names(self, outcome: object) -> bool:
        """Whether an outcome produced, refreshed or targeted a forgotten memory, or quotes one."""
        if not isinstance(outcome, dict):
            return False
        if {outcome.get("memory_id"), outcome.get("target_id")} & self.memory_ids:
            return True
        return self.equals(outcome.get("content")) or self.quoted_in(outcome.get("reason"))


def scrub_result(result: Any, forgotten: Forgotten) -> tuple[Any, int]:
    """``result`` without the candidate/outcome pairs that hold a forgotten memory, with
    ``forgotten`` raised by how many were removed, and the number of entries scrubbed; returns
    the result unchanged and 0 when none. A candidate not yet applied that only names a forgotten
    memory as the one it replaces (a slot check's, :mod:`muninn.write.check`) keeps its own new
    fact and loses the name."""
    if not isinstance(result, dict):
        return result, 0
    candidates = result.get("candidates")
    outcomes = result.get("outcomes")
    candidates = candidates if isinstance(candidates, list) else []
    outcomes = outcomes if isinstance(outcomes, list) else []
    kept_candidates: list[Any] = []
    kept_outcomes: list[Any] = []
    removed = cleared = 0
    for i in range(max(len(candidates), len(outcomes))):
        candidate = candidates[i] if i < len(candidates) else None
        outcome = outcomes[i] if i < len(outcomes) else None
        text = candidate.get("content") if isinstance(candidate, dict) else None
        # a candidate is matched by equality only: a short content quoted inside another fact
        # must not drop that fact from a job that has yet to apply it
        if forgotten.equals(text) or forgotten.names(outcome):
            removed += 1
            continue
        if isinstance(candidate, dict) and forgotten.equals(candidate.get("replaces")):
            candidate = {**candidate, "replaces": None}
            cleared += 1
        # entries past the end of the other list stay past its end, so alignment is kept
        if i < len(candidates):
            kept_candidates.append(candidate)
        if i < len(outcomes):
            kept_outcomes.append(outcome)
    if not removed and not cleared:
        return result, 0
    scrubbed = dict(result)
    if "candidates" in result:
        scrubbed["candidates"] = kept_candidates
    if "outcomes" in result:
        scrubbed["outcomes"] = kept_outcomes
    before = result.get("forgotten")
    scrubbed["forgotten"] = (before if isinstance(before, int) else 0) + removed
    return scrubbed, removed + cleared


def redact_error(error: str | None, contents: Sequence[str]) -> str | None:
    """``error`` with every quote of the contents (plain, or escaped as ``repr`` or JSON escape
    it) replaced."""
    if error is None:
        return None
    for content in contents:
        for form in {content, repr(content)[1:-1], content.replace("'", "\\'"), json.dumps(content)[1:-1]}:
            if form.strip():
                error = re.sub(re.escape(form), REDACTED, error, flags=re.IGNORECASE)
    return error
