"""Chat over any OpenAI-compatible HTTP server: Ollama, llama.cpp, vLLM, LM Studio, hosted APIs.

One ``POST {base_url}/chat/completions`` per call, whole or streamed (server-sent events). Small
local models get some hardening here: ``<think>`` blocks are stripped (streams incrementally,
see :mod:`muninn.providers.llm.think`) and ``reasoning_content`` is never read; JSON output is
schema-constrained where the server supports it and falls back where it does not; an optional
tool-bias line tells the model to call live-data tools instead of answering from its weights.

Failures are :class:`~muninn.errors.ProviderError`. Connect errors, timeouts, HTTP 408, 429 and
5xx are retried with exponential backoff (honouring ``Retry-After``) and end ``retryable=True``;
other client errors (400, 401, 403, 404, …) are not retried and name the setting to fix. A reply
of the wrong shape (``message`` not an object, …) is a ProviderError too, never a crash. Every
message is passed through :func:`~muninn.providers.llm.base.redact`, so credentials in the base
URL or echoed by the server never reach callers, logs or telemetry.

Time is bounded twice, because httpx's timeout applies to each read and a server that trickles a
byte at a time never trips it: one try of a whole answer (or of a stream's headers, or the wait
for a stream's next event) may take at most ``timeout`` seconds, and the whole call, retries and
streaming included, at most ``deadline`` seconds (``MUNINN_LLM_CALL_DEADLINE_SECONDS``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from typing import Any, Literal, TypeVar

import httpx

from muninn.errors import ConfigError, ProviderError
from muninn.providers.llm.base import ChatRequest, ChatResponse, redact
from muninn.providers.llm.openai_wire import Answer, brief, provider_failure, retry_after, server_message, sse_data
from muninn.providers.llm.think import Start, ThinkStripper
from muninn.settings import Settings

logger = logging.getLogger(__name__)

JsonMode = Literal["json_schema", "json_object_schema", "json_object", "none"]
Role = Literal["chat", "memory"]

TOOL_BIAS = (
    "For anything happening now (weather, prices, news, schedules, device or home status, any live data) "
    "call the matching tool. Never answer those from memory."
)

_NEXT_MODE: dict[JsonMode, JsonMode] = {
    "json_schema": "json_object_schema",
    "json_object_schema": "json_object",
    "json_object": "none",
}
_RETRY_STATUSES = frozenset({408, 429, 500, 502, 503, 504})
# A server that cannot do a response_format says so with a 4xx, or (llama-cpp-python) a 500.
_FORMAT_STATUSES = frozenset({400, 415, 422, 500, 501})
_FORMAT_WORDS = ("response_format", "json_schema", "json_object", "grammar")
_TRUE = frozenset({"1", "true", "yes", "on"})
_D = TypeVar("_D")


def response_format(mode: JsonMode, schema: dict[str, Any]) -> dict[str, Any] | None:
    """The ``response_format`` field asking for JSON in ``mode`` (None for ``"none"``)."""
    if mode == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema, "strict": True}}
    if mode == "json_object_schema":  # what llama-cpp-python's server accepts
        return {"type": "json_object", "schema": schema}
    if mode == "json_object":
        return {"type": "json_object"}
    return None


class ChatStream(AsyncIterator[str]):
    """The visible text deltas of one streamed answer.

    Once iteration has finished, :attr:`response` holds the whole answer: the stripped text,
    streamed tool calls, token counts (when the server reports usage) and the finish reason.
    """

    def __init__(self, chunks: Callable[[ChatStream], AsyncGenerator[str, None]]) -> None:
        self.response: ChatResponse | None = None
        self._chunks = chunks(self)

    async def __anext__(self) -> str:
        return await self._chunks.__anext__()

    async def aclose(self) -> None:
        """Stop early and release the connection."""
        await self._chunks.aclose()


class OpenAIProvider:
    """A :class:`~muninn.providers.llm.base.ChatProvider` for one model on an OpenAI-compatible server.

    ``json_mode`` fixes how JSON is requested; by default the provider starts with
    ``json_schema`` and, when the server rejects it, falls back (and remembers) to
    ``json_object`` with a ``schema`` (llama-cpp-python), plain ``json_object``, then nothing.
    ``tool_bias`` appends :data:`TOOL_BIAS` to the system message of requests that offer tools
    (request metadata ``tool_bias="true"``/``"false"`` overrides it per call). ``think_start``
    is passed to :class:`~muninn.providers.llm.think.ThinkStripper`; with ``"auto"`` a stream is
    held until a tag or its end shows whether the chat template opens the think block in the
    prompt, and once a finished reply shows it does not, later streams flow at once.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 120.0,
        deadline: float = 600.0,
        max_retries: int = 2,
        backoff: float = 0.5,
        backoff_cap: float = 20.0,
        json_mode: JsonMode | None = None,
        tool_bias: bool = False,
        think_start: Start = "auto",
        role: Role = "chat",
    ) -> None:
        self._base_url = base_url.rstrip("/").removesuffix("/chat/completions")
        self._url = self._base_url + "/chat/completions"
        self._shown_url = redact(self._url)  # the URL as messages and logs may show it
        self._shown_base = redact(self._base_url)
        self._model = model
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = timeout
        self.deadline = deadline
        self._max_retries = max_retries
        self._backoff = backoff
        self._backoff_cap = backoff_cap
        self._json_fixed = json_mode is not None
        self._json_mode: JsonMode = json_mode or "json_schema"
        self._tool_bias = tool_bias
        self._think_start = think_start
        self._template_opens: bool | None = None
        self._stream_usage = True
        self._env = f"MUNINN_{role.upper()}"
        self._http: httpx.AsyncClient | None = None
        self._http_loop: asyncio.AbstractEventLoop | None = None

    @property
    def name(self) -> str:
        """Provider key prefix: ``'openai'``."""
        return "openai"

    @property
    def model(self) -> str:
        """Model name as the server knows it."""
        return self._model

    @property
    def base_url(self) -> str:
        """The server's base URL, e.g. ``http://127.0.0.1:11434/v1`` (with any credentials in it)."""
        return self._base_url

    @property
    def json_mode(self) -> JsonMode:
        """How JSON is requested now (after any fallback)."""
        return self._json_mode

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One whole answer, reasoning removed."""
        response = await self._open(request, stream=False, deadline=self._deadline_at())
        try:
            data = response.json()
        except (ValueError, RecursionError) as exc:  # RecursionError: nesting deeper than json can read
            raise provider_failure(
                f"{self._shown_url} answered with a body that is not JSON ({response.text[:120]!r}); "
                f"check that {self._env}_BASE_URL points at an OpenAI-compatible API",
            ) from exc
        if not isinstance(data, dict) or not data.get("choices"):
            raise provider_failure(f"{self._shown_url} answered without choices: {brief(data, 200)}")
        answer = Answer(self._model, self._shown_url)
        stripper = ThinkStripper(start=self._think_start)
        content = stripper.feed(answer.add(data)) + stripper.flush()
        self._learn(stripper, answer.finish_reason)
        return answer.response(content)

    def stream(self, request: ChatRequest) -> ChatStream:
        """The answer as visible text deltas; ``.response`` has the whole answer at the end."""
        return ChatStream(lambda sink: self._stream(request, sink))

    async def aclose(self) -> None:
        """Close pooled connections (the provider opens new ones if used again)."""
        if self._http is not None:
            await self._http.aclose()
            self._http = None

    async def _stream(self, request: ChatRequest, sink: ChatStream) -> AsyncGenerator[str, None]:
        deadline = self._deadline_at()
        response = await self._open(request, stream=True, deadline=deadline)
        answer = Answer(self._model, self._shown_url)
        start = "visible" if self._think_start == "auto" and self._template_opens is False else self._think_start
        stripper = ThinkStripper(start=start)
        shown: list[str] = []
        events = sse_data(response)
        try:
            while True:
                # Each event within `timeout`, all of them within the deadline; the limit covers the
                # wait for an event only, never the consumer's time between events.
                limit = min(asyncio.get_running_loop().time() + self._timeout, deadline)
                try:
                    async with asyncio.timeout_at(limit):
                        data = await anext(events)
                except StopAsyncIteration:
                    break
                except TimeoutError as exc:
                    raise self._timed_out(deadline, streaming=True) from exc
                if data.strip() == "[DONE]":
                    break
                shown.append(stripper.feed(answer.add(self._chunk(data))))
                if shown[-1]:
                    yield shown[-1]
            shown.append(stripper.flush())
            if shown[-1]:
                yield shown[-1]
        except httpx.TimeoutException as exc:
            message = (
                f"{self._shown_url} sent nothing for {self._timeout:g}s mid-stream; raise MUNINN_LLM_TIMEOUT_SECONDS"
            )
            raise provider_failure(message, retryable=True) from exc
        except httpx.TransportError as exc:
            raise provider_failure(f"connection to {self._shown_url} lost mid-stream: {exc}", retryable=True) from exc
        finally:
            await events.aclose()
            await response.aclose()
        self._learn(stripper, answer.finish_reason)
        sink.response = answer.response("".join(shown))

    def _chunk(self, data: str) -> dict[str, Any]:
        try:
            chunk = json.loads(data)
        except (ValueError, RecursionError) as exc:
            raise provider_failure(f"{self._shown_url} streamed an event that is not JSON: {data[:120]!r}") from exc
        if not isinstance(chunk, dict):
            raise provider_failure(f"{self._shown_url} streamed an unexpected event: {data[:120]!r}")
        if chunk.get("error"):
            raise provider_failure(f"{self._shown_url} failed mid-stream: {brief(chunk['error'], 300)}", retryable=True)
        return chunk

    def _learn(self, stripper: ThinkStripper, finish_reason: str | None) -> None:
        """Remember whether this model's template opens the think block (see the class docstring)."""
        if stripper.lead == "reasoning" or stripper.stray_close:
            self._template_opens = True
        elif self._template_opens is None and stripper.started and finish_reason in ("stop", "tool_calls"):
            self._template_opens = False

    def _client(self) -> httpx.AsyncClient:
        # A pooled client belongs to the event loop that opened its connections.
        loop = asyncio.get_running_loop()
        if self._http is None or self._http_loop is not loop:
            self._http = httpx.AsyncClient(timeout=httpx.Timeout(self._timeout), headers=self._headers)
            self._http_loop = loop
        return self._http

    def _payload(self, request: ChatRequest, *, stream: bool, mode: JsonMode) -> dict[str, Any]:
        messages: list[dict[str, Any]] = [dict(m) for m in request.messages]
        bias = request.metadata.get("tool_bias")
        if request.tools and (self._tool_bias if bias is None else bias.lower() in _TRUE):
            if messages and messages[0].get("role") == "system":
                messages[0]["content"] = f"{messages[0].get('content', '')}\n\n{TOOL_BIAS}".lstrip()
            else:
                messages.insert(0, {"role": "system", "content": TOOL_BIAS})
        body: dict[str, Any] = {
            "model": self._model,
            "messages": messages,
            "temperature": request.temperature,
            "stream": stream,
        }
        if stream and self._stream_usage:
            body["stream_options"] = {"include_usage": True}
        if request.max_tokens is not None:
            body["max_tokens"] = request.max_tokens
        for option in ("frequency_penalty", "presence_penalty", "seed"):
            if (value := getattr(request, option)) is not None:
                body[option] = value
        if request.tools:
            body["tools"] = request.tools
            if request.tool_choice is not None:
                body["tool_choice"] = request.tool_choice
        if request.json_schema is not None and (fmt := response_format(mode, request.json_schema)) is not None:
            body["response_format"] = fmt
        return body

    def _deadline_at(self) -> float:
        return asyncio.get_running_loop().time() + self.deadline

    def _timed_out(self, deadline: float, *, streaming: bool) -> ProviderError:
        """The failure for an asyncio time limit: the per-try ``timeout`` or the call's ``deadline``."""
        if asyncio.get_running_loop().time() >= deadline - 0.001:
            message = (
                f"{self._shown_url} did not finish within the call deadline of {self.deadline:g}s "
                "(a server that trickles its answer stalls callers); raise MUNINN_LLM_CALL_DEADLINE_SECONDS"
            )
        elif streaming:
            message = (
                f"{self._shown_url} sent nothing for {self._timeout:g}s mid-stream; raise MUNINN_LLM_TIMEOUT_SECONDS"
            )
        else:
            message = f"no answer from {self._shown_url} within {self._timeout:g}s; raise MUNINN_LLM_TIMEOUT_SECONDS"
        return provider_failure(message, retryable=True)

    async def _open(self, request: ChatRequest, *, stream: bool, deadline: float) -> httpx.Response:
        """POST with retries and JSON-mode fallback; a successful response (body read unless streaming).

        Each try (to the headers when streaming, else to the end of the body) is bounded by
        ``timeout`` and every try together, backoff included, by ``deadline`` (loop time).
        """
        client = self._client()
        loop = asyncio.get_running_loop()
        mode = self._json_mode
        attempt = 0
        while True:
            wait: float | None = None
            payload = self._payload(request, stream=stream, mode=mode)
            response: httpx.Response | None = None
            try:
                async with asyncio.timeout_at(min(loop.time() + self._timeout, deadline)):
                    response = await client.send(client.build_request("POST", self._url, json=payload), stream=True)
                    if response.is_success and stream:
                        return response
                    await response.aread()
            except httpx.TransportError as exc:
                if response is not None:
                    await response.aclose()
                failure = self._transport_error(exc)
            except TimeoutError as exc:  # asyncio's limit (httpx's own timeouts are TransportErrors)
                if response is not None:
                    await response.aclose()
                failure = self._timed_out(deadline, streaming=False)
                failure.__cause__ = exc
            else:
                await response.aclose()
                if response.is_success:
                    return response
                if self._format_rejected(request, mode, response):
                    mode = self._json_mode = _NEXT_MODE[mode]
                    logger.warning("%s rejected the JSON response_format; falling back to %s", self._shown_url, mode)
                    continue
                if stream and self._stream_usage and "stream_options" in response.text and response.status_code < 500:
                    self._stream_usage = False  # an older server that refuses to report streamed usage
                    continue
                failure = self._status_error(response)
                if not failure.retryable:
                    raise failure
                wait = retry_after(response)
            left = deadline - loop.time()
            if attempt >= self._max_retries or left <= 0:
                raise provider_failure(f"{failure} (gave up after {attempt + 1} tries)", retryable=True) from (
                    failure.__cause__
                )
            delay = min(self._backoff_cap, max(self._backoff * 2**attempt, wait or 0.0), left)
            logger.warning("%s; retrying in %.1fs (try %d of %d)", failure, delay, attempt + 2, self._max_retries + 1)
            await asyncio.sleep(delay)
            attempt += 1

    def _transport_error(self, exc: httpx.TransportError) -> ProviderError:
        if isinstance(exc, httpx.TimeoutException):
            message = f"no answer from {self._shown_url} within {self._timeout:g}s; raise MUNINN_LLM_TIMEOUT_SECONDS"
        else:
            detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            message = f"cannot reach {self._shown_url} ({detail}); is the server running? check {self._env}_BASE_URL"
        failure = provider_failure(message, retryable=True)
        failure.__cause__ = exc
        return failure

    def _format_rejected(self, request: ChatRequest, mode: JsonMode, response: httpx.Response) -> bool:
        if request.json_schema is None or self._json_fixed or mode == "none":
            return False
        text = response.text.lower()
        return response.status_code in _FORMAT_STATUSES and any(word in text for word in _FORMAT_WORDS)

    def _status_error(self, response: httpx.Response) -> ProviderError:
        status, message = response.status_code, server_message(response)
        where = f"{self._shown_base} (HTTP {status}: {message})"
        if status in (401, 403):
            return provider_failure(f"the server refused the API key at {where}; check {self._env}_API_KEY")
        if status == 404 and "model" in message.lower():
            return provider_failure(f"model {self._model!r} not found on {where}; check {self._env}_MODEL")
        if status == 404:
            return provider_failure(
                f"no chat completions endpoint at {self._shown_url} (HTTP 404); check {self._env}_BASE_URL: "
                "OpenAI-compatible servers usually serve under /v1, e.g. http://127.0.0.1:11434/v1"
            )
        if status in _RETRY_STATUSES:
            return provider_failure(f"the server failed at {where}", retryable=True)
        return provider_failure(f"the server rejected the request at {where}")


def openai_factory(
    key: str,
    *,
    settings: Settings,
    role: Role = "chat",
    json_mode: JsonMode | None = None,
    tool_bias: bool = False,
    think_start: Start = "auto",
) -> OpenAIProvider:
    """Build the provider for ``role`` from settings; ``key`` may name the model: ``'openai:qwen2.5:1.5b'``.

    Reads ``<role>_base_url``, ``<role>_model`` (overridden by the key), ``<role>_api_key``,
    ``llm_timeout_seconds``, ``llm_call_deadline_seconds`` and ``llm_max_retries``; a missing base URL or model is a
    :class:`~muninn.errors.ConfigError` naming the environment variable to set.
    """
    if role == "chat":
        base_url, model, api_key = settings.chat_base_url, settings.chat_model, settings.chat_api_key
    elif role == "memory":
        base_url, model, api_key = settings.memory_base_url, settings.memory_model, settings.memory_api_key
    else:
        raise ConfigError(f"unknown model role {role!r}; use 'chat' or 'memory'")
    env = f"MUNINN_{role.upper()}"
    model = key.partition(":")[2] or model
    if not base_url:
        raise ConfigError(
            f"the {role} model {key!r} needs a server: set {env}_BASE_URL, "
            "e.g. http://127.0.0.1:11434/v1 (Ollama) or http://127.0.0.1:8080/v1 (llama.cpp)"
        )
    if not base_url.startswith(("http://", "https://")):
        raise ConfigError(f"{env}_BASE_URL must be an http:// or https:// URL, got {base_url!r}")
    if not model:
        raise ConfigError(f"the {role} model {key!r} needs a model name: set {env}_MODEL or {env}_LLM=openai:<model>")
    return OpenAIProvider(
        base_url=base_url,
        model=model,
        api_key=api_key.get_secret_value() if api_key is not None else None,
        timeout=settings.llm_timeout_seconds,
        deadline=settings.llm_call_deadline_seconds,
        max_retries=settings.llm_max_retries,
        json_mode=json_mode,
        tool_bias=tool_bias,
        think_start=think_start,
        role=role,
    )
