"""The chat loop: context → chat model → streamed reply → both turns recorded → write path queued.

The user's turn is persisted before any model call, so an outage never loses what the user
said; the reply is recorded when the stream ends. Memory work happens later, in the worker.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.read.context import Context

if TYPE_CHECKING:
    from muninn.policy import Policy
    from muninn.service import AsyncMemory

SYSTEM_PROMPT = (
    "You are a friendly, concise assistant who remembers the user. The memory block below is what "
    "you know about them: use it to personalise your answer (for example their diet when suggesting "
    "food), without reciting it. Answer in a few sentences."
)


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


async def chat_stream(
    memory: AsyncMemory,
    user: str,
    session: str,
    text: str,
    *,
    llm: ChatProvider,
    system: str = SYSTEM_PROMPT,
    max_tokens: int | None = 400,
    policy: Policy | str | None = None,
) -> AsyncIterator[str]:
    """Stream the assistant's reply to ``text``; see the module docstring."""
    turn = await memory.record_turn(user, session, "user", text)
    context = await memory.context(user, session, text, policy=policy)
    request = ChatRequest(
        build_messages(context, system=system),
        purpose="chat",
        temperature=0.3,
        max_tokens=max_tokens,
        metadata={"tenant": memory.tenant, "user": turn.user_id, "turn": turn.id},
    )
    chunks: list[str] = []
    async for chunk in llm.stream(request):
        chunks.append(chunk)
        yield chunk
    reply = "".join(chunks).strip()
    if reply:
        answer = await memory.record_turn(user, session, "assistant", reply)
        if context.decision is not None:
            await memory.record_policy_outcome(
                user, context.decision, text, session=session, turn_ids=[turn.id, answer.id]
            )
    due = [i.memory_id for s in context.sections if s.name == "followups" for i in s.items if i.memory_id]
    if due and reply:
        await memory.followed_up(user, due)
