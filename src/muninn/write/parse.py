"""Tolerant parsing of model output: ``<think>`` blocks, markdown fences and leading prose.

Small local models wrap JSON in all of these. The parser strips reasoning blocks, prefers a
fenced block, and otherwise decodes the first JSON value it finds; anything else is a
:class:`OutputError` that the caller answers with one repair request.
"""

from __future__ import annotations

import json
import re
from typing import Any

from muninn.errors import ProviderError
from muninn.providers.llm.think import strip_think

__all__ = ["OutputError", "parse_json", "strip_think"]

_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)


class OutputError(ProviderError):
    """The model's answer holds no usable JSON (after stripping and one repair)."""

    code = "invalid_model_output"


def parse_json(text: str) -> Any:
    """The JSON value in a model answer; raises :class:`OutputError` with what was wrong."""
    cleaned = strip_think(text)
    if not cleaned:
        raise OutputError("the answer is empty once reasoning blocks are removed")
    candidates = [m.group(1).strip() for m in _FENCE.finditer(cleaned)] + [cleaned]
    decoder = json.JSONDecoder()
    for candidate in candidates:
        for start, char in enumerate(candidate):
            if char not in "{[":
                continue
            try:
                value, _ = decoder.raw_decode(candidate, start)
            except json.JSONDecodeError:
                continue
            return value
    raise OutputError(f"no JSON object or array in the answer: {cleaned[:120]!r}")
