"""The OpenAI chat-completions wire format: reading whole replies, stream events and errors.

Every reply is checked for its shape; a part of the wrong type is a :class:`ProviderError`
naming it, and every message made here has credentials redacted.
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import AsyncGenerator
from typing import Any, TypeVar

import httpx

from muninn.errors import ProviderError
from muninn.providers.llm.base import ChatResponse, ToolCall, redact

_D = TypeVar("_D")

# Quoting what a server sent: shallow, so a reply nested a thousand levels deep cannot recurse.
_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlist, _REPR.maxdict = 4, 300, 300, 10, 10


def brief(value: Any, limit: int) -> str:
    return (value if isinstance(value, str) else _REPR.repr(value))[:limit]


def provider_failure(message: str, *, retryable: bool = False) -> ProviderError:
    """The one way this module makes a ProviderError: credentials redacted from the message."""
    return ProviderError(redact(message), retryable=retryable)


class Answer:
    """Collects one answer from a whole reply or from stream chunks; a reply of the wrong shape
    is a :class:`ProviderError` naming the part that is wrong (``where`` is the server's URL)."""

    def __init__(self, model: str, where: str) -> None:
        self.model = model
        self.where = where
        self.calls: dict[int, dict[str, str]] = {}
        self.finish_reason: str | None = None
        self.prompt_tokens: int | None = None
        self.completion_tokens: int | None = None

    def _malformed(self, what: str, value: Any) -> ProviderError:
        shown = brief(value, 120)
        return provider_failure(
            f"{self.where} answered with a malformed reply: {what} ({shown}); is it OpenAI-compatible?"
        )

    def add(self, data: dict[str, Any]) -> str:
        """Take a whole reply or one stream chunk; return its raw content text."""
        model = data.get("model")
        self.model = model if isinstance(model, str) and model else self.model
        usage = data.get("usage")
        if isinstance(usage, dict):
            self.prompt_tokens = _int(usage.get("prompt_tokens"), self.prompt_tokens)
            self.completion_tokens = _int(usage.get("completion_tokens"), self.completion_tokens)
        choices = data.get("choices") or []
        if not isinstance(choices, list):
            raise self._malformed("'choices' is not a list", choices)
        text = ""
        for choice in choices:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            part = choice.get("message") or choice.get("delta") or {}
            if not isinstance(part, dict):
                raise self._malformed("a choice's 'message' or 'delta' is not an object", part)
            text += _content(part.get("content"))  # reasoning_content / reasoning are never shown
            calls = part.get("tool_calls") or []
            if not isinstance(calls, list):
                raise self._malformed("'tool_calls' is not a list", calls)
            for i, call in enumerate(calls):
                self._call(_int(call.get("index"), i) if isinstance(call, dict) else i, call)
            finish = choice.get("finish_reason")
            self.finish_reason = finish if isinstance(finish, str) and finish else self.finish_reason
        return text

    def _call(self, index: int, call: Any) -> None:
        if not isinstance(call, dict):
            return
        entry = self.calls.setdefault(index, {"id": "", "name": "", "arguments": ""})
        entry["id"] = entry["id"] or str(call.get("id") or "")
        function = call.get("function") or {}
        if not isinstance(function, dict):
            raise self._malformed("a tool call's 'function' is not an object", function)
        entry["name"] = entry["name"] or str(function.get("name") or "")
        arguments = function.get("arguments")
        if arguments is not None:  # a string, streamed in pieces; a few servers send an object
            entry["arguments"] += arguments if isinstance(arguments, str) else json.dumps(arguments)

    def response(self, content: str) -> ChatResponse:
        """The collected answer with ``content`` (already stripped) as its text."""
        calls = tuple(ToolCall(c["name"], c["arguments"], c["id"]) for _, c in sorted(self.calls.items()))
        tokens = {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens}
        return ChatResponse(content, calls, **tokens, model=self.model, finish_reason=self.finish_reason)


def _int(value: Any, default: _D) -> int | _D:
    return value if isinstance(value, int) else default


def _content(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):  # content parts
        return "".join(p.get("text") or "" for p in value if isinstance(p, dict))
    return ""


def server_message(response: httpx.Response) -> str:
    try:
        data = response.json()
    except ValueError:
        return response.text.strip()[:300] or response.reason_phrase
    error = data.get("error", data) if isinstance(data, dict) else data
    if isinstance(error, dict):
        error = error.get("message") or error.get("detail") or error
    return brief(error, 300)


async def sse_data(response: httpx.Response) -> AsyncGenerator[str, None]:
    """The ``data`` of each server-sent event (the whole body from a server that ignored ``stream``)."""
    if response.headers.get("content-type", "").startswith("application/json"):
        yield (await response.aread()).decode("utf-8", errors="replace")
        return
    lines: list[str] = []
    async for line in response.aiter_lines():
        if line.startswith("data:"):
            lines.append(line[5:].removeprefix(" "))
        elif not line and lines:
            yield "\n".join(lines)
            lines = []
    if lines:
        yield "\n".join(lines)


def retry_after(response: httpx.Response) -> float | None:
    try:
        return float(response.headers.get("retry-after", ""))
    except ValueError:
        return None
