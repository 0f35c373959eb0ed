"""The chat loop: context → chat model → streamed reply → both turns recorded → write path queued.

The user's turn is persisted before any model call, so an outage never loses what the user
said; the reply is recorded when the stream ends. Memory work happens later, in the worker.

How the model is asked is a :class:`ChatStyle`: the system prompt and the generation settings.
:data:`DEFAULT_STYLE` is tuned for small local models on ``bench/chat_quality.py`` (answer first,
use the relevant memory, then at most one question; no lists; a repetition penalty; a chat-sized
reply); :data:`BASELINE_STYLE` is the previous one, kept as the bench's point of comparison.
Every reply goes through :class:`~muninn.providers.llm.think.ScaffoldStripper` (echoed memory
blocks and policy headers are never shown or stored), and a due follow-up is marked as asked only
when the reply asks about it (:func:`~muninn.domain.replies.asks_about`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass

from muninn.domain.models import Scope
from muninn.domain.replies import asks_about
from muninn.policy import Policy, record_outcome
from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.providers.llm.think import ScaffoldStripper
from muninn.read.context import Context
from muninn.read.retrieval import Retrieval
from muninn.records import Records
from muninn.sessions.turns import Conversations

SYSTEM_PROMPT = (
    "You are a warm, encouraging assistant chatting with the user, whom you know from earlier "
    "conversations. How to reply:\n"
    "- Answer the user's last message first and directly, in two to four short sentences of plain, "
    "friendly conversation.\n"
    "- When the memory block says something that bears on the message (their diet when they ask "
    "about food, an exam when they are nervous), use it in your own words.\n"
    "- No lists, headings or bold unless the user asks for them or a response policy below requires them.\n"
    "- Say something new: never repeat or extend an earlier reply of yours.\n"
    "- Ask at most one short question, at the end."
)

BASELINE_PROMPT = (
    "You are a friendly, concise assistant who remembers the user. The memory block below is what "
    "you know about them: use it to personalise your answer (for example their diet when suggesting "
    "food), without reciting it. Answer in a few sentences."
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatStyle:
    """How the chat model is asked: system prompt and generation settings."""

    name: str
    system: str
    temperature: float
    max_tokens: int | None
    frequency_penalty: float | None = None
    presence_penalty: float | None = None


DEFAULT_STYLE = ChatStyle(
    name="v1",
    system=SYSTEM_PROMPT,
    temperature=0.3,
    # About 120 words: room for an answer and a question; a policy mode's own ceiling can raise it.
    max_tokens=160,
    # Small models copy their previous turn and regrow it (the demo's numbered list, three times
    # over); penalising repeated tokens breaks that loop without changing the topic.
    frequency_penalty=0.5,
    presence_penalty=0.3,
)
BASELINE_STYLE = ChatStyle(name="v0", system=BASELINE_PROMPT, temperature=0.3, max_tokens=400)
STYLES = {s.name: s for s in (DEFAULT_STYLE, BASELINE_STYLE)}


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


def reply_tokens(style: ChatStyle, context: Context) -> int | None:
    """The reply's token limit: the style's, raised to fit a policy mode's word ceiling."""
    if context.decision is None or style.max_tokens is None:
        return style.max_tokens
    return max(style.max_tokens, context.decision.response_schema.max_words * 2)


def asked_followups(context: Context, reply: str, *, names: Sequence[str] = ()) -> list[str]:
    """Ids of the context's due follow-ups that ``reply`` asks about (the ones to mark as done)."""
    return [
        item.memory_id
        for section in context.sections
        if section.name == "followups"
        for item in section.items
        if item.memory_id and asks_about(reply, item.text, names=names)
    ]


class ChatLoop:
    """One reply at a time: the parts of memory a conversation turn touches."""

    def __init__(self, conversations: Conversations, retrieval: Retrieval, records: Records) -> None:
        self.conversations = conversations
        self.retrieval = retrieval
        self.records = records

    async def stream(
        self,
        scope: Scope,
        session: str,
        text: str,
        *,
        llm: ChatProvider,
        system: str | None = None,
        style: ChatStyle = DEFAULT_STYLE,
        max_tokens: int | None = None,
        policy: Policy | str | None = None,
    ) -> AsyncIterator[str]:
        """Stream the assistant's reply to ``text``; see the module docstring. ``system`` replaces
        the style's prompt and ``max_tokens`` its limit."""
        (turn,) = await self.conversations.record(scope, session, [{"role": "user", "content": text}])
        context = await self.retrieval.context(scope, session, text, policy=policy)
        request = ChatRequest(
            build_messages(context, system=system or style.system),
            purpose="chat",
            temperature=style.temperature,
            max_tokens=max_tokens or reply_tokens(style, context),
            frequency_penalty=style.frequency_penalty,
            presence_penalty=style.presence_penalty,
            metadata={"tenant": scope.tenant, "user": scope.user_id, "turn": turn.id},
        )
        stripper = ScaffoldStripper()
        chunks: list[str] = []
        async for chunk in llm.stream(request):
            if visible := stripper.feed(chunk):
                chunks.append(visible)
                yield visible
        if tail := stripper.flush():
            chunks.append(tail)
            yield tail
        reply = "".join(chunks).strip()
        if reply:
            (answer,) = await self.conversations.record(scope, session, [{"role": "assistant", "content": reply}])
            if context.decision is not None:
                turn_ids = [turn.id, answer.id]
                await record_outcome(self.records, scope, context.decision, text, session=session, turn_ids=turn_ids)
        asked = asked_followups(context, reply, names=[scope.user_id])
        if asked:
            await self.records.followed_up(scope, asked)
