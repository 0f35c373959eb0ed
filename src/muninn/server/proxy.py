"""The OpenAI-compatible memory proxy: ``POST /v1/chat/completions`` and ``GET /v1/models``.

An app that uses an OpenAI SDK gets memory by pointing ``base_url`` at muninn and using a muninn
API key as its ``api_key``. For each request the proxy:

1. identifies the user (header ``X-Muninn-User``, else the request's ``user`` field; 400 if
   neither) and the session (header ``X-Muninn-Session``, else one per user and UTC day);
2. records the last user message as the user's turn, before any model call, so an outage never
   loses what the user said (only when it is the conversation's last message: an earlier one was
   recorded by the call that sent it);
3. builds the context for it (no model call) and appends the memory block and any policy
   instructions to the client's system message (or prepends one);
4. forwards the client's messages (the client owns its history) to the configured chat model;
5. returns the reply, whole or as ``chat.completion.chunk`` server-sent events, with ``<think>``
   reasoning and echoed memory blocks removed; then records the assistant turn, which queues
   extraction, and marks as asked the due follow-ups the reply asks about.

Repetition penalties the client leaves unset default to the chat loop's
(:data:`muninn.chat.DEFAULT_STYLE`), which keeps small models from regrowing their last reply.

Whole replies are stripped with :func:`~muninn.providers.llm.think.strip_think` and
:func:`~muninn.providers.llm.think.strip_scaffold`; streams with a
:class:`~muninn.providers.llm.think.ThinkStripper` in ``visible`` mode and a
:class:`~muninn.providers.llm.think.ScaffoldStripper`, so text flows as it comes (a
template-opened block is the chat provider's to remove; the OpenAI-compatible one does).
**Tools** pass through: ``tools`` and ``tool_choice`` go to the chat model, its tool calls come
back to the client (whole, or streamed as one ``tool_calls`` delta after the text), and the
client's ``tool`` messages go back to the model on the next request. The transcript keeps both:
tool results (the trailing ``tool`` messages of a request) as ``tool`` turns named by their call
id, the model's calls as an assistant turn named ``tool-call``; the extractor reads neither, so
fetched data and the agent's actions never become facts about the user. Small models offered
tools tend to call them even for small talk, so the tool-bias suffix
(:data:`~muninn.providers.llm.openai.TOOL_BIAS`, which pushes the other way) is off unless
``X-Muninn-Tool-Bias: suffix`` (or ``MUNINN_SERVER_PROXY_TOOL_BIAS=suffix``) asks for it.

**Policies**: ``X-Muninn-Policy: coding-mentor`` or a model name ending in ``+policy:coding-mentor``
runs a built-in policy on the user's message: its mode's instructions join the system message,
the decision's mode is returned in ``X-Muninn-Policy-Mode``, and after the final reply the
occurrence is stored and the reply checked against the mode's schema (counted, see
:mod:`muninn.policy.audit`).
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Sequence
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Request, Response
from fastapi.responses import StreamingResponse

from muninn.chat import DEFAULT_STYLE, asked_followups
from muninn.domain.ids import new_id
from muninn.domain.markers import TOOL_CALL
from muninn.domain.text import estimate_tokens
from muninn.errors import ProviderError
from muninn.policy import Policy, load_builtin
from muninn.providers.llm import ChatProvider, ChatRequest, ChatResponse, Message, ToolCall
from muninn.providers.llm.think import ScaffoldStripper, ThinkStripper, strip_scaffold, strip_think
from muninn.read.context import Context
from muninn.server.auth import Tenant, state_of
from muninn.server.errors import HTTPProblem, public_detail, responses, status_of
from muninn.server.openai_models import (
    AssistantMessage,
    ChatCompletion,
    ChatCompletionIn,
    ChatMessageIn,
    Choice,
    FunctionCall,
    Model,
    ModelList,
    ToolCallOut,
    Usage,
    chunk,
)
from muninn.server.routes import KnownQuery
from muninn.server.schemas import IDENTIFIER
from muninn.service import AsyncMemory

router = APIRouter(
    prefix="/v1", tags=["OpenAI-compatible proxy"], dependencies=[KnownQuery], responses=responses(400, 401, 413, 422)
)

UserHeader = Annotated[
    str | None,
    Header(
        alias="X-Muninn-User",
        min_length=1,
        max_length=200,
        pattern=IDENTIFIER,
        description="The end user (else 'user').",
    ),
]
SessionHeader = Annotated[
    str | None,
    Header(
        alias="X-Muninn-Session", min_length=1, max_length=200, pattern=IDENTIFIER, description="Default: one per day."
    ),
]
PolicyHeader = Annotated[
    str | None,
    Header(
        alias="X-Muninn-Policy",
        min_length=1,
        max_length=100,
        description="A built-in policy (coding-mentor, coach) shaping the reply; or end the model name "
        "with '+policy:NAME'.",
    ),
]
ToolBiasHeader = Annotated[
    Literal["off", "suffix"] | None,
    Header(
        alias="X-Muninn-Tool-Bias",
        description="With tools: 'suffix' appends the live-data tool-bias line to the system message; "
        "'off' (the default, MUNINN_SERVER_PROXY_TOOL_BIAS) does not.",
    ),
]
_SSE_DOC = {
    "text/event-stream": {
        "itemSchema": {
            "type": "object",
            "required": ["data"],
            "properties": {
                "data": {
                    "type": "string",
                    "description": 'A chat.completion.chunk as JSON, an {"error": …} object if the model fails '
                    "mid-stream, and [DONE] last.",
                }
            },
        }
    }
}


@router.get("/models", summary="List models")
async def list_models(request: Request, memory: Tenant) -> ModelList:
    """The configured chat model, the one that answers every proxied request."""
    return ModelList(data=[Model(id=state_of(request).memory.chat_llm.model)])


@router.post(
    "/chat/completions",
    summary="Chat with memory",
    response_model=ChatCompletion,
    responses={200: {"content": _SSE_DOC}, **responses(502, 503)},
)
async def chat_completions(
    request: Request,
    response: Response,
    memory: Tenant,
    body: ChatCompletionIn,
    x_muninn_user: UserHeader = None,
    x_muninn_session: SessionHeader = None,
    x_muninn_policy: PolicyHeader = None,
    x_muninn_tool_bias: ToolBiasHeader = None,
) -> ChatCompletion | StreamingResponse:
    """An OpenAI chat completion with the user's memory injected and both turns recorded."""
    user = x_muninn_user or body.user
    if not user:
        raise HTTPProblem(
            400, "user_required", "name the user: send the X-Muninn-User header or the request's 'user' field"
        )
    user_turns = [i for i, m in enumerate(body.messages) if m.role == "user"]
    if not user_turns:
        raise HTTPProblem(422, "invalid_input", "the conversation has no user message to answer")
    utterance = body.messages[user_turns[-1]].text()
    session = x_muninn_session or f"chat-{memory.clock():%Y-%m-%d}"
    llm = state_of(request).memory.chat_llm  # a misconfigured model fails here, before anything is written

    policy = _policy(x_muninn_policy, body.model)
    server = state_of(request).settings

    turn_id = ""
    if user_turns[-1] == len(body.messages) - 1:
        turn_id = (await memory.record_turn(user, session, "user", utterance)).id
    else:
        await _record_tool_results(memory, user, session, body.messages)
    context = await memory.context(user, session, utterance, policy=policy)
    metadata = {"tenant": memory.tenant, "user": context.user_id} | ({"turn": turn_id} if turn_id else {})
    if body.tools:
        metadata["tool_bias"] = "true" if (x_muninn_tool_bias or server.proxy_tool_bias) == "suffix" else "false"
    chat = ChatRequest(
        inject(body.messages, context),
        purpose="chat",
        temperature=server.proxy_temperature if body.temperature is None else body.temperature,
        max_tokens=body.max_completion_tokens or body.max_tokens,
        tools=body.tools or None,
        tool_choice=body.tool_choice if body.tools else None,
        frequency_penalty=_default(body.frequency_penalty, DEFAULT_STYLE.frequency_penalty),
        presence_penalty=_default(body.presence_penalty, DEFAULT_STYLE.presence_penalty),
        seed=body.seed,
        metadata=metadata,
    )
    completion_id, created = f"chatcmpl-{new_id()}", int(time.time())
    headers = {"X-Muninn-Session": session}
    if context.decision is not None:
        headers["X-Muninn-Policy-Mode"] = context.decision.dominant_mode
    done = _Done(memory, user, session, utterance, turn_id, context)
    if not body.stream:
        answer = await llm.complete(chat)
        reply = strip_scaffold(strip_think(answer.content))
        await done.finish(reply, answer.tool_calls)
        usage = None
        if answer.prompt_tokens is not None and answer.completion_tokens is not None:
            total = answer.prompt_tokens + answer.completion_tokens
            usage = Usage(
                prompt_tokens=answer.prompt_tokens, completion_tokens=answer.completion_tokens, total_tokens=total
            )
        response.headers.update(headers)
        return ChatCompletion(
            id=completion_id,
            created=created,
            model=llm.model,
            choices=[
                Choice(
                    message=AssistantMessage(
                        content=reply if reply or not answer.tool_calls else None,
                        tool_calls=[_call_out(c, i) for i, c in enumerate(answer.tool_calls)] or None,
                    ),
                    finish_reason=answer.finish_reason or ("tool_calls" if answer.tool_calls else "stop"),
                )
            ],
            usage=usage,
        )
    stream = _Stream(llm, chat)
    await stream.open()  # a model that is down fails as a problem response, not inside a 200 stream
    usage_wanted = body.stream_options is not None and body.stream_options.include_usage
    events = _events(stream, done, completion_id, created, usage_wanted)
    return StreamingResponse(events, media_type="text/event-stream", headers=headers | {"Cache-Control": "no-cache"})


def inject(messages: list[ChatMessageIn], context: Context) -> list[Message]:
    """The client's messages for the chat model, with the memory block (and policy
    instructions) appended to the first system message, or in a new one put first."""
    out: list[Message] = []
    for m in messages:
        message: Message = {"role": "system" if m.role == "developer" else m.role, "content": m.text()}
        if m.name:
            message["name"] = m.name
        if m.tool_call_id:
            message["tool_call_id"] = m.tool_call_id
        if m.tool_calls and m.role == "assistant":
            message["tool_calls"] = m.tool_calls
        out.append(message)
    block = "\n\n".join(part for part in (context.text, context.instructions) if part)
    if not block:
        return out
    system = next((m for m in out if m["role"] == "system"), None)
    if system is None:
        out.insert(0, {"role": "system", "content": block})
    else:
        system["content"] = f"{system['content']}\n\n{block}".lstrip()
    return out


def _policy(header: str | None, model: str) -> Policy | None:
    """The built-in policy named by the header, else by a ``+policy:NAME`` model suffix (422 if unknown)."""
    _, marker, named = model.rpartition("+policy:")
    name = header or (named if marker else None)
    return None if name is None else load_builtin(name)


async def _record_tool_results(memory: AsyncMemory, user: str, session: str, messages: list[ChatMessageIn]) -> None:
    """Record the client's answers to the model's last tool calls: the ``tool`` messages at the end
    of the conversation (earlier ones were recorded by the request that sent them)."""
    trailing: list[ChatMessageIn] = []
    for m in reversed(messages):
        if m.role != "tool":
            break
        trailing.insert(0, m)
    limit = memory.settings.max_turn_chars
    turns: list[dict[str, Any]] = [
        {"role": "tool", "content": m.text()[:limit], "name": (m.tool_call_id or m.name or "tool")[:200]}
        for m in trailing
        if m.text().strip()
    ]
    if turns:
        await memory.record_turns(user, session, turns)


def _call_out(call: ToolCall, index: int) -> ToolCallOut:
    return ToolCallOut(id=call.id or f"call_{index}", function=FunctionCall(name=call.name, arguments=call.arguments))


def _calls_text(text: str, calls: Sequence[ToolCall]) -> str:
    """The transcript's record of an assistant message that called tools."""
    lines = [text] if text else []
    lines += [f"[tool call {c.id or i}] {c.name}({c.arguments})" for i, c in enumerate(calls)]
    return "\n".join(lines)


class _Done:
    """What happens once the model has answered: the turns, follow-ups and the policy's outcome."""

    def __init__(
        self, memory: AsyncMemory, user: str, session: str, utterance: str, turn_id: str, context: Context
    ) -> None:
        self.memory, self.user, self.session = memory, user, session
        self.utterance, self.turn_id, self.context = utterance, turn_id, context

    async def finish(self, reply: str, calls: Sequence[ToolCall] = ()) -> None:
        """Record the reply (which queues extraction) or the tool calls; a final reply also marks
        the follow-ups it was given as asked and settles the policy decision."""
        memory, user, session, context = self.memory, self.user, self.session, self.context
        if calls:  # not the answer yet: the client runs the tools and asks again
            await memory.record_turn(user, session, "assistant", _calls_text(reply, calls), name=TOOL_CALL)
            return
        if not reply:
            return
        answer = await memory.record_turn(user, session, "assistant", reply)
        asked = asked_followups(context, reply, names=[user])
        if asked:
            await memory.followed_up(user, asked)
        if context.decision is not None:
            decision, turn_ids = context.decision, [t for t in (self.turn_id, answer.id) if t]
            await memory.record_policy_outcome(user, decision, self.utterance, session=session, turn_ids=turn_ids)
            await memory.check_policy_reply(user, context.decision, reply)


def _default(value: float | None, default: float | None) -> float | None:
    return default if value is None else value


class _Stream:
    """A chat model stream whose first chunk is awaited before the HTTP response starts."""

    def __init__(self, llm: ChatProvider, request: ChatRequest) -> None:
        self.model = llm.model
        self.request = request
        self._chunks = llm.stream(request)
        self._first: str | None = None

    async def open(self) -> None:
        try:
            self._first = await anext(self._chunks)
        except StopAsyncIteration:
            self._first = None

    async def __aiter__(self) -> AsyncIterator[str]:
        if self._first is None:
            return
        yield self._first
        async for piece in self._chunks:
            yield piece

    @property
    def tool_calls(self) -> tuple[ToolCall, ...]:
        """The tool calls of the whole answer, once the stream has ended (none from a provider
        whose stream keeps no whole answer)."""
        whole = getattr(self._chunks, "response", None)
        return whole.tool_calls if isinstance(whole, ChatResponse) else ()

    async def aclose(self) -> None:
        """Release the model's stream (and its connection) when the client went away early."""
        close = getattr(self._chunks, "aclose", None)
        if close is not None:
            await close()


def _sse(data: dict[str, Any] | str) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"data: {text}\n\n"


async def _events(
    stream: _Stream, done: _Done, completion_id: str, created: int, usage_wanted: bool
) -> AsyncIterator[str]:
    def event(**fields: Any) -> str:
        return _sse(chunk(completion_id, created, stream.model, **fields))

    yield event(delta={"role": "assistant", "content": ""})
    stripper = ThinkStripper(start="visible")
    scaffold = ScaffoldStripper()
    shown: list[str] = []
    try:
        async for piece in stream:
            visible = scaffold.feed(stripper.feed(piece))
            if visible:
                shown.append(visible)
                yield event(delta={"content": visible})
    except ProviderError as exc:  # mid-stream: the status line is gone, so the error is an event
        code = "provider_unavailable" if status_of(exc) == 503 else exc.code
        yield _sse({"error": {"message": public_detail(exc), "type": code, "code": code, "param": None}})
        return
    finally:
        await stream.aclose()
    tail = scaffold.feed(stripper.flush()) + scaffold.flush()
    if tail:
        shown.append(tail)
        yield event(delta={"content": tail})
    reply = "".join(shown)
    calls = stream.tool_calls
    await done.finish(reply, calls)
    if calls:
        deltas = [{"index": i} | _call_out(c, i).model_dump() for i, c in enumerate(calls)]
        yield event(delta={"tool_calls": deltas})
    yield event(delta={}, finish_reason="tool_calls" if calls else "stop")
    if usage_wanted:  # estimated: streamed answers carry no token counts from every provider
        prompt = sum(estimate_tokens(m.get("content", "")) for m in stream.request.messages)
        completion = estimate_tokens(reply)
        yield event(usage=Usage(prompt_tokens=prompt, completion_tokens=completion, total_tokens=prompt + completion))
    yield _sse("[DONE]")
