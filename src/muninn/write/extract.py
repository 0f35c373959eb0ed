"""Extraction: new turns in, validated candidate facts out (plus counts of what was dropped)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from pydantic import ValidationError

from muninn import validation as check
from muninn.domain.jobs import Candidate
from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, TOOL_CALL
from muninn.domain.models import Turn
from muninn.domain.text import terms
from muninn.errors import InvalidInput
from muninn.providers.llm import ChatProvider
from muninn.providers.llm.parse import OutputError
from muninn.settings import Settings
from muninn.write.ask import ask_json
from muninn.write.prompts import EXTRACT_EXAMPLE, ExtractedFact, extract_messages, extract_schema

_INJECTED = re.compile(re.escape(BLOCK_OPEN) + r".*?(?:" + re.escape(BLOCK_CLOSE) + r"|$)", re.DOTALL)
_FIRST_PERSON = re.compile(r"^(i|i'm|i've|my|me|we|our)\b", re.IGNORECASE)
_ABOUT_ASSISTANT = re.compile(r"^(the )?(assistant|ai|bot|model)\b", re.IGNORECASE)
# words of the facts in the prompt's worked example (what a small model copies when it has nothing)
EXAMPLE_TERMS = frozenset(t for c in re.findall(r'"content": "([^"]+)"', EXTRACT_EXAMPLE) for t in terms(c)) - {"user"}
_DATE_FORMATS = ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d")


_DEFAULTS = Settings.model_fields


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits a stored memory must meet (the API's, from the settings): a candidate over any of
    them is dropped and counted here rather than refused later, where one bad item would fail
    the whole job."""

    max_chars: int = _DEFAULTS["max_memory_chars"].default
    max_tags: int = _DEFAULTS["max_tags"].default
    max_tag_chars: int = _DEFAULTS["max_tag_chars"].default

    @classmethod
    def of(cls, settings: Settings) -> Limits:
        return cls(settings.max_memory_chars, settings.max_tags, settings.max_tag_chars)


@dataclass(slots=True)
class Extraction:
    """What one extraction produced, including what was thrown away and why."""

    candidates: list[Candidate] = field(default_factory=list)
    invalid: int = 0
    repaired: bool = False
    calls: int = 0


def clean_turns(turns: Sequence[Turn]) -> list[Turn]:
    """Turns the extractor may read: no system turns, no tool results or tool calls (data the agent
    fetched, actions it took: never facts the user stated), no memory blocks muninn injected."""
    out = []
    for turn in turns:
        if turn.role in ("system", "tool") or (turn.role == "assistant" and turn.name == TOOL_CALL):
            continue
        text = _INJECTED.sub("", turn.content).strip()
        if text:
            out.append(turn.model_copy(update={"content": text}))
    return out


def parse_event_time(value: str | None) -> datetime | None:
    """An event time in one of the prompt's formats (UTC), within the calendar that
    :func:`muninn.validation.aware` accepts; raises ValueError otherwise."""
    if value is None or not value.strip() or value.strip().lower() in ("null", "none"):
        return None
    text = value.strip().replace("Z", "")
    parsed: datetime | None = None
    for fmt in _DATE_FORMATS:
        try:
            parsed = datetime.strptime(text[: len(fmt) + 2], fmt).replace(tzinfo=UTC)
            break
        except ValueError:
            continue
    if parsed is None:
        parsed = datetime.fromisoformat(text)
        parsed = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    try:
        return check.aware(parsed, "event_at")
    except InvalidInput as exc:
        raise ValueError(str(exc)) from None


def validate(items: object, kinds: Sequence[str], limits: Limits | None = None) -> tuple[list[Candidate], int]:
    """Validate raw items one by one; returns the good ones and how many were dropped.

    Each item must pass what the API asks of a memory (:mod:`muninn.validation`: non-blank text
    without control characters within the length limit, tags within their count and length,
    an event time in the calendar); an item that does not is dropped and counted, and the rest
    are kept. Only an answer with no list of facts at all raises (so it can be repaired).
    """
    limits = limits or Limits()
    if isinstance(items, dict):
        items = items.get("facts", items.get("memories"))
    if not isinstance(items, list):
        raise OutputError("the answer has no list of facts", retryable=True)
    good: list[Candidate] = []
    invalid = 0
    for raw in items:
        try:
            fact = ExtractedFact.model_validate(raw)
            content = check.text(" ".join(fact.content.split()), "content", limits.max_chars)
            if fact.kind not in kinds or _FIRST_PERSON.match(content) or _ABOUT_ASSISTANT.match(content):
                raise ValueError("wrong kind or not a third-person fact about the user")
            event_at = parse_event_time(fact.event_at)
            # blank tags are noise, not a reason to lose the fact; over-long or too many are invalid
            tags = check.tags([t for t in fact.tags if t.strip()], limits)
        except (ValidationError, ValueError, TypeError, InvalidInput):
            invalid += 1
            continue
        good.append(
            Candidate(
                content=content,
                kind=fact.kind,
                tags=tags,
                importance=fact.importance,
                confidence=fact.confidence,
                event_at=event_at,
            )
        )
    return good, invalid


async def extract(
    llm: ChatProvider,
    turns: Sequence[Turn],
    *,
    known: Sequence[str],
    kinds: Sequence[str],
    now: datetime,
    metadata: dict[str, str],
    limits: Limits | None = None,
) -> Extraction:
    """Run extract-v2 over ``turns``; raises OutputError when no usable answer came back."""
    readable = clean_turns(turns)
    if not readable:
        return Extraction()
    messages = extract_messages(readable, known, kinds, now)
    answer = await ask_json(llm, messages, schema=extract_schema(kinds), purpose="extract", metadata=metadata)
    candidates, invalid = validate(answer.value, kinds, limits)
    grounded = [c for c in candidates if is_grounded(c.content, readable)]
    return Extraction(grounded, invalid + len(candidates) - len(grounded), answer.repaired, answer.calls)


def is_grounded(content: str, turns: Sequence[Turn]) -> bool:
    """False for a fact copied from the prompt's worked example: it shares words with the example
    and none with the chat. (Paraphrases such as "no meat" → "vegetarian" share no words with the
    chat either, so sharing words with the chat cannot be required on its own.)"""
    words = set(terms(content)) - {"user"}
    said = {t for turn in turns for t in terms(turn.content)}
    return bool(words & said) or len(words & EXAMPLE_TERMS) < 2
