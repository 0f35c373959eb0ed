"""Pure text for both ends of a reply: the instructions going in, the check coming out.

:func:`render_instructions` writes muninn's own system text for the chosen mode (required
section headers in order, format, tone rules, length ceiling); it is not user data, so it goes
outside the quoted memory block. :func:`check_reply` says whether a reply followed it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from muninn.policy.model import ModeSchema, Policy
from muninn.providers.llm.think import strip_think

_FENCE = re.compile(r"^\s*(```|~~~).*?^\s*\1\s*$", re.MULTILINE | re.DOTALL)
_MARKUP = re.compile(r"[*_`#>]+")
_LIST_MARK = re.compile(r"^\s*(?:[-+•]\s+|\d+[.)]\s+)")
_DASHES = re.compile(r"\s*[-‐‑‒–—―]+\s*")
_WORD = re.compile(r"[^\W_](?:[\w'’-]*\w)?")


class CategoryLine(Protocol):
    """What the instructions need to know about one category of the input."""

    @property
    def category(self) -> str: ...

    @property
    def count(self) -> int: ...

    @property
    def mode(self) -> str: ...


def seen(count: int) -> str:
    """'first time', 'seen once before', 'seen 3 times before'."""
    if count == 0:
        return "first time"
    return "seen once before" if count == 1 else f"seen {count} times before"


def render_instructions(policy: Policy, lines: Sequence[CategoryLine], dominant: str) -> str:
    """The system-prompt text for a decision: per-category modes, then the dominant mode's schema."""
    schema = policy.modes[dominant]
    out = [
        f'Response policy "{policy.name}" (chosen by muninn from this user\'s history; follow it exactly).',
        "Topics in the user's message:",
    ]
    for line in lines:
        out.append(f"- {line.category}: {seen(line.count)} → {line.mode}: {policy.modes[line.mode].summary}")
    if len(lines) > 1:
        out.append(
            f"The reply's structure follows the most escalated mode, {dominant}; "
            "treat each topic at its own level inside that structure."
        )
    out.append("Required sections, in this order; start each with its header exactly as written, on its own line:")
    for i, section in enumerate(schema.sections, 1):
        out.append(f"{i}. {section.header}" + (f" {section.guidance}" if section.guidance else ""))
    out.append(f"Format: {schema.format}")
    if schema.tone:
        out.append("Tone:")
        out.extend(f"- {rule}" for rule in schema.tone)
    out.append(f"Length: at most {schema.max_words} words, not counting code blocks.")
    return "\n".join(out)


def _normalise(line: str) -> str:
    line = _LIST_MARK.sub("", _MARKUP.sub("", line))
    line = _DASHES.sub(" - ", line.casefold())
    return " ".join(line.split()).rstrip(":").strip()


def count_words(text: str) -> int:
    """Words outside fenced code blocks (the unit of a mode's length ceiling)."""
    return len(_WORD.findall(_FENCE.sub(" ", text)))


def _starts_with(line: str, header: str) -> bool:
    # The header, then nothing, a colon, a full stop or a dash: "Before we start" is not "BEFORE:".
    if not line.startswith(header):
        return False
    rest = line[len(header) :]
    return not rest or rest[0] in ":.-" or rest.startswith(" -")


def check_reply(schema: ModeSchema, reply: str) -> list[str]:
    """What is wrong with ``reply`` under ``schema``: missing or misordered sections, excess length.

    A header counts when a line starts with it, ignoring case, markdown emphasis, list marks,
    dash style and the trailing colon. An empty list means the reply follows the schema.
    """
    reply = strip_think(reply)
    lines = [_normalise(line) for line in reply.splitlines()]
    problems: list[str] = []
    start = 0
    previous: str | None = None
    for header in schema.headers:
        wanted = _normalise(header)
        found = [i for i, line in enumerate(lines) if _starts_with(line, wanted)]
        after = [i for i in found if i >= start]
        if after:
            start, previous = after[0] + 1, header
        elif found:
            problems.append(f"section {header!r} comes before {previous!r}")
        else:
            problems.append(f"missing section {header!r}")
    words = count_words(reply)
    if words > schema.max_words:
        problems.append(f"{words} words, over the ceiling of {schema.max_words}")
    return problems
