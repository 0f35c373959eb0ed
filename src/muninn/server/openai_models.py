"""The OpenAI chat-completions wire format, as much of it as the memory proxy speaks.

Requests accept (and ignore) parameters muninn does not use, so any OpenAI client works
unchanged; responses carry the fields the official SDKs read.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from muninn.server.schemas import IDENTIFIER


class ContentPart(BaseModel):
    """One part of a multi-part message; only ``text`` parts reach the model."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(max_length=50)
    text: str | None = None


class ChatMessageIn(BaseModel):
    """A message of the conversation the client sends (the client owns its history)."""

    model_config = ConfigDict(extra="allow")

    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[ContentPart] | None = None
    name: str | None = Field(default=None, max_length=200)
    tool_call_id: str | None = Field(default=None, max_length=200)
    tool_calls: list[dict[str, Any]] | None = Field(default=None, max_length=128)

    def text(self) -> str:
        """The message's text (text parts joined; other parts dropped)."""
        if isinstance(self.content, list):
            return "".join(p.text or "" for p in self.content if p.type == "text")
        return self.content or ""


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")

    include_usage: bool = False


class ChatCompletionIn(BaseModel):
    """``POST /v1/chat/completions``. ``model`` is accepted but the configured chat model answers."""

    model_config = ConfigDict(extra="allow")

    model: str = Field(min_length=1, max_length=200)
    messages: list[ChatMessageIn] = Field(min_length=1, max_length=1000)
    stream: bool = False
    stream_options: StreamOptions | None = None
    user: str | None = Field(
        default=None,
        min_length=1,
        max_length=200,
        pattern=IDENTIFIER,
        description="The end user; X-Muninn-User takes precedence.",
    )
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    max_completion_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    frequency_penalty: float | None = Field(default=None, ge=-2, le=2, description="Default: muninn's chat style.")
    presence_penalty: float | None = Field(default=None, ge=-2, le=2, description="Default: muninn's chat style.")
    n: int | None = Field(default=None, ge=1, le=1, description="Only one choice is supported.")
    seed: int | None = Field(default=None, description="Sampling seed, passed to the chat model.")
    tools: list[dict[str, Any]] | None = Field(
        default=None, max_length=128, description="Passed to the chat model; its tool calls come back unchanged."
    )
    tool_choice: str | dict[str, Any] | None = Field(default=None, description="Passed to the chat model.")


class FunctionCall(BaseModel):
    name: str
    arguments: str


class ToolCallOut(BaseModel):
    """A tool call the chat model asked for; the client runs it and sends back a ``tool`` message."""

    id: str
    type: Literal["function"] = "function"
    function: FunctionCall


class AssistantMessage(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str | None
    refusal: None = None
    tool_calls: list[ToolCallOut] | None = None


class Choice(BaseModel):
    index: int = 0
    message: AssistantMessage
    finish_reason: str = "stop"
    logprobs: None = None


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletion(BaseModel):
    """A whole reply, as ``chat.completion``."""

    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int
    model: str
    choices: list[Choice]
    usage: Usage | None = None


class Model(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int = 0
    owned_by: str = "muninn"


class ModelList(BaseModel):
    """``GET /v1/models``: the configured chat model."""

    object: Literal["list"] = "list"
    data: list[Model]


def chunk(
    completion_id: str,
    created: int,
    model: str,
    *,
    delta: dict[str, Any] | None = None,
    finish_reason: str | None = None,
    usage: Usage | None = None,
) -> dict[str, Any]:
    """One ``chat.completion.chunk``; a usage-only chunk has no choices."""
    body: dict[str, Any] = {"id": completion_id, "object": "chat.completion.chunk", "created": created, "model": model}
    if delta is None:
        body["choices"] = []
    else:
        body["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}]
    if usage is not None:
        body["usage"] = usage.model_dump()
    return body
