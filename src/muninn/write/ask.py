"""One structured question to the memory model: schema-constrained where possible, parsed
tolerantly, repaired once, and a loud :class:`~muninn.providers.llm.parse.OutputError` after that."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.providers.llm.base import Purpose
from muninn.providers.llm.parse import OutputError, parse_json
from muninn.write.prompts import repair_messages

# Longer answers are parsed in a worker thread: bounded (see muninn.providers.llm.parse), but still
# milliseconds of CPU that would otherwise stall every other request on the event loop.
INLINE_PARSE_CHARS = 4_000


async def _parse(text: str) -> Any:
    if len(text) <= INLINE_PARSE_CHARS:
        return parse_json(text)
    return await asyncio.to_thread(parse_json, text)


@dataclass(frozen=True, slots=True)
class Answer:
    """A parsed answer, whether it needed the repair round, and how many calls it took."""

    value: Any
    repaired: bool
    calls: int


async def ask_json(
    llm: ChatProvider,
    messages: list[Message],
    *,
    schema: dict[str, Any],
    purpose: Purpose,
    metadata: dict[str, str],
    max_tokens: int = 512,
) -> Answer:
    """Ask, parse, and repair once; raises OutputError when both answers are unusable."""
    request = ChatRequest(messages, purpose=purpose, json_schema=schema, max_tokens=max_tokens, metadata=metadata)
    first = await llm.complete(request)
    try:
        return Answer(await _parse(first.content), repaired=False, calls=1)
    except OutputError as exc:
        problem = str(exc)
    retry = ChatRequest(
        repair_messages(messages, first.content, problem),
        purpose=purpose,
        json_schema=schema,
        max_tokens=max_tokens,
        metadata=metadata,
    )
    second = await llm.complete(retry)
    try:
        return Answer(await _parse(second.content), repaired=True, calls=2)
    except OutputError as exc:
        raise OutputError(f"{purpose}: unusable answer after one repair ({exc})", retryable=True) from None
