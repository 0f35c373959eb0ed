"""A deterministic chat provider for tests: it answers from a script, in order.

Each script entry is a string (the reply), a :class:`ChatResponse`, an exception to raise, or a
callable ``(request) -> str | ChatResponse`` for answers that depend on the prompt (or an async one,
for a model that is slow or never answers). Every request is kept in ``requests`` so tests can
assert on prompts.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable

from muninn.errors import ProviderError
from muninn.providers.llm.base import ChatRequest, ChatResponse

Answer = str | ChatResponse
Step = str | ChatResponse | BaseException | Callable[[ChatRequest], Answer | Awaitable[Answer]]


class ScriptedProvider:
    """See the module docstring."""

    def __init__(
        self,
        script: Iterable[Step] = (),
        *,
        model: str = "scripted",
        chunk: int = 7,
        fallback: Step | None = None,
    ) -> None:
        self._script = list(script)
        self._fallback = fallback
        self._model = model
        self._chunk = chunk
        self.requests: list[ChatRequest] = []

    @property
    def name(self) -> str:
        return "test"

    @property
    def model(self) -> str:
        return self._model

    def extend(self, steps: Iterable[Step]) -> None:
        """Append more answers to the script."""
        self._script.extend(steps)

    @property
    def remaining(self) -> int:
        return len(self._script)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        self.requests.append(request)
        if not self._script and self._fallback is None:
            raise ProviderError("scripted provider ran out of answers", retryable=False)
        step = self._script.pop(0) if self._script else self._fallback
        assert step is not None
        if isinstance(step, BaseException):
            raise step
        if callable(step):
            answer = step(request)
            step = await answer if inspect.isawaitable(answer) else answer
        if isinstance(step, str):
            words = sum(len(m.get("content", "").split()) for m in request.messages)
            return ChatResponse(
                content=step, prompt_tokens=words, completion_tokens=len(step.split()), model=self._model
            )
        return step

    async def stream(self, request: ChatRequest) -> AsyncIterator[str]:
        response = await self.complete(request)
        for start in range(0, len(response.content), self._chunk):
            yield response.content[start : start + self._chunk]


def echo(request: ChatRequest) -> str:
    """A fallback answer that repeats the last user message (``test:echo``, for CLI tests)."""
    users = [m.get("content", "") for m in request.messages if m.get("role") == "user"]
    return f"echo: {users[-1] if users else ''}"
