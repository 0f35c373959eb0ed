"""Context assembly: pack candidate sections under a token budget and render them as data.

Everything here is pure: the service gathers candidates from the store and the index, then
:func:`pack` decides what fits and :func:`render` writes the block for the system prompt.
Memory text is rendered as JSON-quoted strings inside a delimited block whose header tells the
model it is information about the user, never instructions, so stored text cannot steer it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from pydantic import BaseModel, Field

from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE
from muninn.domain.models import Turn
from muninn.domain.text import estimate_tokens
from muninn.policy import Decision

# Section names in priority order: under a tight budget, earlier sections win.
SECTION_TITLES: dict[str, str] = {
    "profile": "Profile",
    "followups": "Follow-ups due (ask how these went)",
    "relevant": "Relevant memories",
    "conversation": "Earlier in this conversation (summary)",
    "recent": "Recent memories",
    "summary": "Summary of earlier memories",
}


class ContextItem(BaseModel):
    """One line of context: its text, where it came from, and its token estimate."""

    text: str
    memory_id: str | None = None
    turn_id: str | None = None
    kind: str | None = None
    note: str | None = None
    tokens: int = 0


class ContextSection(BaseModel):
    """A titled group of items that made it into the block."""

    name: str
    title: str
    items: list[ContextItem] = Field(default_factory=list)
    tokens: int = 0


class Context(BaseModel):
    """What ``context()`` returns: the structured bundle and the rendered block."""

    user_id: str
    session_id: str | None
    query: str
    sections: list[ContextSection]
    memory_ids: list[str]
    tokens: dict[str, int]
    total_tokens: int
    budget: int
    dropped: int = 0
    text: str
    recent_turns: list[Turn] = Field(default_factory=list)
    instructions: str = ""  # muninn's own instructions (e.g. a policy's mode), never user data
    decision: Decision | None = None  # why those instructions: modes, counts, evidence ids


def _neutralise(text: str) -> str:
    # Stored text must not be able to close the block or open a fake one.
    return text.replace(BLOCK_OPEN, "<muninn memory>").replace(BLOCK_CLOSE, "</muninn memory>")


def render_item(item: ContextItem) -> str:
    """One rendered line: the quoted text plus its kind and note."""
    label = ", ".join(x for x in (item.kind, item.note) if x)
    quoted = json.dumps(_neutralise(item.text), ensure_ascii=False)
    return f"- {quoted}" + (f" ({label})" if label else "")


def _header(title: str) -> str:
    return f"{title}:"


FRAME_TOKENS = estimate_tokens(f"{BLOCK_OPEN}\n{PREAMBLE}\n{BLOCK_CLOSE}")


def pack(candidates: Mapping[str, Sequence[ContextItem]], budget: int) -> tuple[list[ContextSection], int]:
    """Fill sections in priority order while the rendered block stays under ``budget`` tokens.

    A memory appears at most once (in its highest-priority section). Returns the sections that
    got at least one item and how many candidates were dropped for lack of room.
    """
    used = FRAME_TOKENS
    seen: set[str] = set()
    sections: list[ContextSection] = []
    dropped = 0
    for name, title in SECTION_TITLES.items():
        section = ContextSection(name=name, title=title)
        header = estimate_tokens(_header(title))
        for item in candidates.get(name, ()):
            key = item.memory_id or item.turn_id
            if key is not None and key in seen:
                continue
            cost = estimate_tokens(render_item(item)) + (0 if section.items else header)
            if used + cost > budget:
                dropped += 1
                continue
            used += cost
            item = item.model_copy(update={"tokens": cost - (0 if section.items else header)})
            section.items.append(item)
            section.tokens += cost
            if key is not None:
                seen.add(key)
        if section.items:
            sections.append(section)
    return sections, dropped


def render(sections: Sequence[ContextSection]) -> str:
    """The block for the system prompt; empty when there is nothing to say."""
    if not sections:
        return ""
    lines = [BLOCK_OPEN, PREAMBLE]
    for section in sections:
        lines.append(_header(section.title))
        lines.extend(render_item(item) for item in section.items)
    lines.append(BLOCK_CLOSE)
    return "\n".join(lines)
