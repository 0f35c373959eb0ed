"""A chat provider wrapper that records every call (purpose, model, latency, tokens, status);
tokens a server does not report (llama-cpp-python's, when streaming) are estimated from the text.

Each call is also an OpenTelemetry span (``muninn.llm.<purpose>``) through the OpenTelemetry
API only: without an SDK and exporter configured by the application, spans are no-ops and
nothing leaves the process.
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator, Callable
from datetime import datetime

from opentelemetry import trace

from muninn.domain.ids import new_id
from muninn.domain.models import LLMCall
from muninn.domain.text import estimate_tokens
from muninn.providers.llm import ChatProvider, ChatRequest, ChatResponse
from muninn.providers.llm.openai import ChatStream
from muninn.stores.base import Store

_tracer = trace.get_tracer("muninn")


class RecordingChat:
    """Wraps a :class:`ChatProvider`; request metadata ``tenant``/``user``/``job``/``turn`` are kept."""

    def __init__(self, inner: ChatProvider, store: Store, clock: Callable[[], datetime]) -> None:
        self.inner = inner
        self.store = store
        self.clock = clock

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def model(self) -> str:
        return self.inner.model

    async def _record(
        self, request: ChatRequest, started: float, response: ChatResponse | None, error: str | None
    ) -> None:
        meta = request.metadata
        await self.store.record_llm_call(
            LLMCall(
                id=new_id(),
                at=self.clock(),
                tenant=meta.get("tenant"),
                user_id=meta.get("user"),
                purpose=request.purpose,
                provider=self.inner.name,
                model=(response.model if response and response.model else self.inner.model),
                latency_ms=(time.perf_counter() - started) * 1000,
                status="ok" if error is None else "error",
                prompt_tokens=_prompt_tokens(request, response),
                completion_tokens=_completion_tokens(response),
                turn_id=meta.get("turn"),
                job_id=meta.get("job"),
                error=error,
            )
        )

    async def complete(self, request: ChatRequest) -> ChatResponse:
        started = time.perf_counter()
        with _tracer.start_as_current_span(f"muninn.llm.{request.purpose}") as span:
            span.set_attribute("gen_ai.request.model", self.inner.model)
            span.set_attribute("gen_ai.system", self.inner.name)
            try:
                response = await self.inner.complete(request)
            except Exception as exc:
                await self._record(request, started, None, f"{type(exc).__name__}: {exc}")
                raise
            if response.prompt_tokens is not None:
                span.set_attribute("gen_ai.usage.input_tokens", response.prompt_tokens)
            if response.completion_tokens is not None:
                span.set_attribute("gen_ai.usage.output_tokens", response.completion_tokens)
        await self._record(request, started, response, None)
        return response

    def stream(self, request: ChatRequest) -> ChatStream:
        """The inner stream, recorded when it ends; ``.response`` holds the whole answer (tool
        calls included) once iteration is over."""
        return ChatStream(lambda sink: self._stream(request, sink))

    async def _stream(self, request: ChatRequest, sink: ChatStream) -> AsyncGenerator[str, None]:
        started = time.perf_counter()
        chunks: list[str] = []
        span = _tracer.start_span(
            f"muninn.llm.{request.purpose}", attributes={"gen_ai.request.model": self.inner.model}
        )
        try:
            stream = self.inner.stream(request)
            async for chunk in stream:
                chunks.append(chunk)
                yield chunk
        except Exception as exc:
            span.record_exception(exc)
            await self._record(request, started, None, f"{type(exc).__name__}: {exc}")
            raise
        finally:
            span.end()
        text = "".join(chunks)
        whole = getattr(stream, "response", None)  # OpenAI-compatible streams keep the server's usage
        if not isinstance(whole, ChatResponse):
            whole = ChatResponse(content=text)  # tokens estimated when recorded
        sink.response = whole
        await self._record(request, started, whole, None)


# A server that reports no usage (llama-cpp-python's, when streaming) would show as a call that
# cost nothing: its tokens are estimated from the text instead, as embedding calls' are.
def _prompt_tokens(request: ChatRequest, response: ChatResponse | None) -> int | None:
    if response is None:
        return None
    if response.prompt_tokens is not None:
        return response.prompt_tokens
    return sum(estimate_tokens(str(m.get("content") or "")) for m in request.messages)


def _completion_tokens(response: ChatResponse | None) -> int | None:
    if response is None:
        return None
    return response.completion_tokens if response.completion_tokens is not None else estimate_tokens(response.content)
