"""The chat loop: context → chat model → streamed reply → both turns recorded → write path queued.

The user's turn is persisted before any model call, so an outage never loses what the user
said; the reply is recorded when the stream ends. Memory work happens later, in the worker.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

from muninn.domain.models import Scope
from muninn.policy import Policy, audit_reply, record_outcome
from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.read.context import Context
from muninn.read.retrieval import Retrieval
from muninn.records import Records
from muninn.sessions.turns import Conversations
from muninn.stores.base import TelemetryStore

SYSTEM_PROMPT = (
    "You are a friendly, concise assistant who remembers the user. The memory block below is what "
    "you know about them: use it to personalise your answer (for example their diet when suggesting "
    "food), without reciting it. Answer in a few sentences."
)
# The same assistant with nothing remembered: the baseline of a with/without comparison.
PLAIN_PROMPT = "You are a friendly, concise assistant. Answer in a few sentences."


@dataclass(frozen=True, slots=True)
class Preview:
    """A reply with memory beside the reply without it, and the context that made the difference."""

    context: Context
    with_memory: str
    without_memory: str


def build_messages(context: Context, *, system: str = SYSTEM_PROMPT) -> list[Message]:
    """System prompt with the memory block, then the conversation window (ending with the user turn)."""
    parts = [system]
    if context.text:
        parts.append(context.text)
    if context.instructions:
        parts.append(context.instructions)
    messages: list[Message] = [{"role": "system", "content": "\n\n".join(parts)}]
    for turn in context.recent_turns:
        if turn.role in ("user", "assistant"):
            messages.append({"role": turn.role, "content": turn.content})
    return messages


class ChatLoop:
    """One reply at a time: the parts of memory a conversation turn touches."""

    def __init__(
        self, conversations: Conversations, retrieval: Retrieval, records: Records, telemetry: TelemetryStore
    ) -> None:
        self.conversations = conversations
        self.retrieval = retrieval
        self.records = records
        self.telemetry = telemetry

    async def stream(
        self,
        scope: Scope,
        session: str,
        text: str,
        *,
        llm: ChatProvider,
        system: str = SYSTEM_PROMPT,
        max_tokens: int | None = 400,
        policy: Policy | str | None = None,
    ) -> AsyncIterator[str]:
        """Stream the assistant's reply to ``text``; see the module docstring."""
        (turn,) = await self.conversations.record(scope, session, [{"role": "user", "content": text}])
        context = await self.retrieval.context(scope, session, text, policy=policy)
        request = ChatRequest(
            build_messages(context, system=system),
            purpose="chat",
            temperature=0.3,
            max_tokens=max_tokens,
            metadata={"tenant": scope.tenant, "user": scope.user_id, "turn": turn.id},
        )
        chunks: list[str] = []
        async for chunk in llm.stream(request):
            chunks.append(chunk)
            yield chunk
        reply = "".join(chunks).strip()
        if reply:
            (answer,) = await self.conversations.record(scope, session, [{"role": "assistant", "content": reply}])
            if context.decision is not None:
                turn_ids = [turn.id, answer.id]
                await record_outcome(self.records, scope, context.decision, text, session=session, turn_ids=turn_ids)
                await audit_reply(self.telemetry, scope, context.decision, reply)
        due = [i.memory_id for s in context.sections if s.name == "followups" for i in s.items if i.memory_id]
        if due and reply:
            await self.records.followed_up(scope, due)

    async def preview(
        self,
        scope: Scope,
        text: str,
        *,
        llm: ChatProvider,
        system: str | None = None,
        max_tokens: int | None = 400,
        policy: Policy | str | None = None,
    ) -> Preview:
        """What the chat model answers to ``text`` with the user's memory and without it. Nothing
        is written: no turn, no policy outcome, no follow-up mark (the two model calls are
        recorded in telemetry like every call)."""
        context = await self.retrieval.context(scope, None, text, policy=policy)
        user: Message = {"role": "user", "content": text}
        baseline: Message = {"role": "system", "content": system or PLAIN_PROMPT}
        replies: list[str] = []
        for messages in ([*build_messages(context, system=system or SYSTEM_PROMPT), user], [baseline, user]):
            request = ChatRequest(
                messages,
                purpose="chat",
                temperature=0.3,
                max_tokens=max_tokens,
                metadata={"tenant": scope.tenant, "user": scope.user_id},
            )
            replies.append((await llm.complete(request)).content.strip())
        return Preview(context, replies[0], replies[1])
