"""Tolerant parsing of model output: ``<think>`` blocks, markdown fences and leading prose.

Small local models wrap JSON in all of these. The parser strips reasoning blocks, prefers a
fenced block, and otherwise decodes the first JSON value it finds; anything else is a
:class:`OutputError` that the caller answers with one repair request.

The work is bounded, whatever the model sends: answers over :data:`MAX_ANSWER_CHARS` are
refused before any scanning, the places where a value could start are found in one pass and
at most :data:`MAX_ATTEMPTS` of them are decoded, and nesting too deep for the decoder is a
failed attempt rather than a ``RecursionError``. (Decoding at every ``{`` of a 300 kB answer
took seconds of event-loop time; ``"[" * 100000`` crashed the caller.)
"""

from __future__ import annotations

import json
import re
from typing import Any

from muninn.errors import OutputError
from muninn.providers.llm.think import strip_think

__all__ = ["MAX_ANSWER_CHARS", "MAX_ATTEMPTS", "OutputError", "parse_json", "starts", "strip_think"]

MAX_ANSWER_CHARS = 64_000  # ~16k tokens: far above any structured answer muninn asks for
MAX_ATTEMPTS = 64  # decodes per answer; real answers need one or a few

# The closing fence stands at the start of a line: a JSON string cannot hold a raw newline, so
# three backticks inside a value (a coding user's "```python blocks") never end the block early.
_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)\n[ \t]*```", re.DOTALL)
_OPENER = re.compile(r"[{\[]")
_DECODER = json.JSONDecoder()


def starts(cleaned: str) -> list[tuple[str, int]]:
    """Where to try decoding, in order of preference: each fenced block, then the whole text.

    Every ``{`` or ``[`` is a place a value could start; at most :data:`MAX_ATTEMPTS` are kept.
    """
    candidates = [m.group(1).strip() for m in _FENCE.finditer(cleaned)] + [cleaned]
    found: list[tuple[str, int]] = []
    for candidate in candidates:
        for match in _OPENER.finditer(candidate):
            if len(found) == MAX_ATTEMPTS:
                return found
            found.append((candidate, match.start()))
    return found


def parse_json(text: str) -> Any:
    """The JSON value in a model answer; raises :class:`OutputError` with what was wrong."""
    if len(text) > MAX_ANSWER_CHARS:
        raise OutputError(
            f"the answer has {len(text)} characters, over the {MAX_ANSWER_CHARS} the parser reads; "
            "the model rambled: ask for less or lower max_tokens"
        )
    cleaned = strip_think(text)
    if not cleaned:
        raise OutputError("the answer is empty once reasoning blocks are removed")
    for candidate, start in starts(cleaned):
        try:
            value, _ = _DECODER.raw_decode(candidate, start)
        except (ValueError, RecursionError):  # ValueError: malformed, or an integer too long to convert
            continue
        return value
    raise OutputError(f"no JSON object or array in the answer: {cleaned[:120]!r}")
