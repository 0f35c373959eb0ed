"""A chat provider wrapper that records every call (purpose, model, latency, tokens, status)."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from datetime import datetime

from muninn.domain.ids import new_id
from muninn.domain.models import LLMCall
from muninn.providers.llm import ChatProvider, ChatRequest, ChatResponse
from muninn.stores.base import Store


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
                prompt_tokens=response.prompt_tokens if response else None,
                completion_tokens=response.completion_tokens if response else None,
                turn_id=meta.get("turn"),
                job_id=meta.get("job"),
                error=error,
            )
        )

    async def complete(self, request: ChatRequest) -> ChatResponse:
        started = time.perf_counter()
        try:
            response = await self.inner.complete(request)
        except Exception as exc:
            await self._record(request, started, None, f"{type(exc).__name__}: {exc}")
            raise
        await self._record(request, started, response, None)
        return response

    async def stream(self, request: ChatRequest) -> AsyncIterator[str]:
        started = time.perf_counter()
        chunks: list[str] = []
        try:
            async for chunk in self.inner.stream(request):
                chunks.append(chunk)
                yield chunk
        except Exception as exc:
            await self._record(request, started, None, f"{type(exc).__name__}: {exc}")
            raise
        text = "".join(chunks)
        await self._record(request, started, ChatResponse(content=text, completion_tokens=len(text.split())), None)
