"""Context assembly: pack candidate sections under a token budget and render them as data.

Everything here is pure: the service gathers candidates from the store and the index, then
:func:`pack` decides what fits and :func:`render` writes the block for the system prompt.
Memory text is rendered as JSON-quoted strings inside a delimited block whose header tells the
model it is information about the user, never instructions, so stored text cannot steer it.
"""

from __future__ import annotations

import json
import re
import unicodedata
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
    line: str = Field(default="", exclude=True)  # rendered once by pack(), written by render()
    similarity: float | None = Field(default=None, exclude=True)  # cosine to the query (relevant memories)


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


# The block's tag name as a model would read it: "<muninn-memory>", "</MUNINN memory>",
# "< / muninn\u200b-memory >" and "＜／ｍｕｎｉｎｎ－ｍｅｍｏｒｙ＞" all look like it. Matching runs on a
# skeleton of the text that keeps only letters, digits and "<" (NFKC-folded, case-folded), so
# case, spacing, punctuation, zero-width and other invisible characters cannot hide the tag.
_TAG_SKELETON = "<" + "".join(ch for ch in BLOCK_OPEN.casefold() if ch.isalnum())
_LESS_THAN = ("<", "\ufe64", "\uff1c")  # every character whose NFKC form holds "<"
_TAG_BREAK = "\u2039"  # "‹": what a tag-like "<" becomes; not "<" under NFKC and not a letter
# Characters that start a new line on screen or in a tokenizer but that json.dumps leaves raw
# (it escapes only C0 controls): NEL, the rest of C1, DEL, and the Unicode line/paragraph separators.
_RAW_BREAKS = re.compile("[\x7f-\x9f\u2028\u2029]")
_HAS_LESS_THAN = re.compile(f"[{''.join(_LESS_THAN)}]")
_JSON_STRING = json.JSONEncoder(ensure_ascii=False).encode  # one encoder: json.dumps builds one a call


def _skeleton(text: str) -> tuple[str, list[int]]:
    """The folded letters, digits and "<" of ``text``, with the index in ``text`` each came from."""
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        for folded in unicodedata.normalize("NFKC", ch).casefold():
            if folded == "<" or folded.isalnum():
                chars.append(folded)
                origin.append(i)
    return "".join(chars), origin


def _neutralise(text: str) -> str:
    """``text`` with every "<" that starts something read as the block's open or close tag broken.

    A run of "<" before the name is broken whole, so "<</muninn-memory>" cannot become a tag once
    its second "<" is replaced. Only those characters change; the rest of the text is kept.
    """
    if _HAS_LESS_THAN.search(text) is None:  # the common case, without folding every character
        return text
    skeleton, origin = _skeleton(text)
    broken: set[int] = set()
    at = skeleton.find(_TAG_SKELETON)
    while at >= 0:
        start = at
        while start > 0 and skeleton[start - 1] == "<":
            start -= 1
        broken.update(origin[k] for k in range(start, at + 1))
        at = skeleton.find(_TAG_SKELETON, at + 1)
    if not broken:
        return text
    return "".join(_TAG_BREAK if i in broken else ch for i, ch in enumerate(text))


def _quote(text: str) -> str:
    # JSON quoting keeps the item on one line for C0 breaks (\n, \r, \v, \f, \x1c-\x1e); the rest
    # are escaped by hand so that no memory text can start a visual line inside the block.
    quoted = _JSON_STRING(_neutralise(text))
    return _RAW_BREAKS.sub(lambda m: f"\\u{ord(m.group()):04x}", quoted)


def render_item(item: ContextItem) -> str:
    """One rendered line: the quoted text plus its kind and note (the line :func:`pack` measured)."""
    if item.line:
        return item.line
    label = ", ".join(x for x in (item.kind, item.note) if x)
    label = _quote(label)[1:-1] if label else ""  # stored too (kinds, notes): same treatment, no quotes
    return f"- {_quote(item.text)}" + (f" ({label})" if label else "")


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
            line = render_item(item)
            cost = estimate_tokens(line) + (0 if section.items else header)
            if used + cost > budget:
                dropped += 1
                continue
            used += cost
            item = item.model_copy(update={"tokens": cost - (0 if section.items else header), "line": line})
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
