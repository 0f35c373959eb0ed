"""The chat interface: one request type, one response type, two methods."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypedDict, runtime_checkable

from muninn.errors import ConfigError

Purpose = Literal["chat", "extract", "consolidate", "summarise", "classify", "judge"]


class Message(TypedDict, total=False):
    """An OpenAI-style chat message."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str
    name: str
    tool_call_id: str
    tool_calls: list[dict[str, Any]]  # an assistant message that called tools, in OpenAI's shape


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A function call the model asked for; ``arguments`` is the raw JSON text."""

    name: str
    arguments: str
    id: str = ""


@dataclass(frozen=True, slots=True)
class ChatRequest:
    """What to send. ``json_schema`` asks for schema-constrained JSON where the server can."""

    messages: list[Message]
    purpose: Purpose = "chat"
    temperature: float = 0.0
    max_tokens: int | None = None
    json_schema: dict[str, Any] | None = None
    tools: list[dict[str, Any]] | None = None
    tool_choice: str | dict[str, Any] | None = None
    metadata: dict[str, str] = field(default_factory=dict)
    # OpenAI's repetition controls (-2..2), sent only when set; llama.cpp's server honours both.
    frequency_penalty: float | None = None
    presence_penalty: float | None = None
    # OpenAI's sampling seed, sent only when set: the same request then samples the same reply
    # where the server honours it (llama.cpp's does).
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class ChatResponse:
    """What came back, with token counts for telemetry (None where the server gave none)."""

    content: str
    tool_calls: tuple[ToolCall, ...] = ()
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str = ""
    finish_reason: str | None = None


@runtime_checkable
class ChatProvider(Protocol):
    """A chat model. Implementations raise :class:`~muninn.errors.ProviderError` on failure."""

    @property
    def name(self) -> str:
        """Provider key, e.g. 'openai' or 'test'."""
        ...

    @property
    def model(self) -> str:
        """Model name as the server knows it."""
        ...

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One whole answer."""
        ...

    def stream(self, request: ChatRequest) -> AsyncIterator[str]:
        """The answer as text deltas."""
        ...


# Credentials a URL or a server's error text can carry: userinfo (scheme://user:pass@host),
# secret-named parameters (?api_key=…, token: …), Authorization values, OpenAI-style keys.
_USERINFO = re.compile(r"(?<=://)[^/\s@?#]+@")
_SECRET_FIELD = re.compile(
    r"(?i)(?<![\w-])((?:x-)?(?:api[_-]?key|apikey|key|access[_-]?token|token|auth|authorization|secret|"
    r"client[_-]?secret|password|passwd|pwd|sig|signature)[\"']?\s*[=:]\s*[\"']?)[^\s&#\"',;}]+"
)
_SCHEME_TOKEN = re.compile(r"(?i)\b(bearer|basic)\s+[\w.~+/=-]+")
_KEY_LIKE = re.compile(r"\b(sk|mk)[-_][\w-]{8,}")


def redact(text: str) -> str:
    """``text`` with credentials replaced by ``***``: URL userinfo, secret-named query or JSON
    fields, ``Bearer``/``Basic`` tokens and ``sk-…``/``mk_…`` keys.

    Provider errors quote the model server's URL and its error text; both reach API clients,
    logs and the telemetry table, so every message a provider raises goes through this first.
    """
    text = _USERINFO.sub("***@", text)
    text = _SECRET_FIELD.sub(r"\1***", text)
    text = _SCHEME_TOKEN.sub(r"\1 ***", text)
    return _KEY_LIKE.sub(r"\1-***", text)


ChatProviderFactory = Callable[..., ChatProvider]
_REGISTRY: dict[str, ChatProviderFactory] = {}


def register_chat_provider(prefix: str, factory: ChatProviderFactory) -> None:
    """Register ``factory(key, **options)`` for keys ``prefix`` or ``prefix:...``.

    muninn calls factories as ``factory(key, settings=Settings, role="chat" | "memory")``; a
    factory reads the role's ``<role>_base_url``, ``<role>_model`` and ``<role>_api_key``.
    """
    _REGISTRY[prefix] = factory


def get_chat_provider(key: str, **options: Any) -> ChatProvider:
    """Build the provider named by ``key``; options are passed to its factory."""
    if "test" not in _REGISTRY:
        from muninn.providers.llm.scripted import ScriptedProvider, echo

        register_chat_provider("test", lambda key, **o: ScriptedProvider(fallback=echo if key == "test:echo" else None))
    if "openai" not in _REGISTRY:

        def _openai(key: str, **o: Any) -> ChatProvider:
            from muninn.providers.llm.openai import openai_factory

            return openai_factory(key, **o)

        register_chat_provider("openai", _openai)
    if "local" not in _REGISTRY:

        def _local(key: str, **o: Any) -> ChatProvider:
            from muninn.providers.llm.local import local_factory

            return local_factory(key, **o)

        register_chat_provider("local", _local)
    factory = _REGISTRY.get(key.split(":", 1)[0])
    if factory is None:
        raise ConfigError(f"unknown chat provider {key!r}; known prefixes: {', '.join(sorted(_REGISTRY))}")
    return factory(key, **options)
