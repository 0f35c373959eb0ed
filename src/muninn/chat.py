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

import json
import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, replace

from muninn.domain.models import Scope
from muninn.domain.replies import asks_about
from muninn.policy import Policy, audit_reply, record_outcome
from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.providers.llm.think import ScaffoldStripper, strip_scaffold, strip_think
from muninn.read.context import Context, ContextItem
from muninn.read.retrieval import Retrieval
from muninn.records import Records
from muninn.sessions.turns import Conversations
from muninn.stores.base import TelemetryStore

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
# The same assistant with nothing remembered: the baseline of a with/without comparison.
PLAIN_PROMPT = "You are a friendly, concise assistant. Answer in a few sentences."


@dataclass(frozen=True, slots=True)
class Preview:
    """A reply with memory beside the reply without it, and the context that made the difference."""

    context: Context
    with_memory: str
    without_memory: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatStyle:
    """How the chat model is asked: system prompt and generation settings."""

    name: str
    system: str
    temperature: float
    max_tokens: int | None
    frequency_penalty: float | None = None
    presence_penalty: float | None = None
    plan: bool = False  # end the messages with a short reply plan (see reply_plan)
    ensure_follow_up: bool = False  # a reply that forgot a due follow-up gets the question appended
    seed: int | None = None  # a fixed sampling seed: the same conversation gets the same replies

    def request(
        self, messages: list[Message], *, max_tokens: int | None = None, metadata: dict[str, str] | None = None
    ) -> ChatRequest:
        """A chat request for ``messages`` with this style's generation settings (``max_tokens``
        replaces the style's limit)."""
        return ChatRequest(
            messages,
            purpose="chat",
            temperature=self.temperature,
            max_tokens=max_tokens or self.max_tokens,
            frequency_penalty=self.frequency_penalty,
            presence_penalty=self.presence_penalty,
            seed=self.seed,
            metadata=metadata or {},
        )


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
    plan=True,
    ensure_follow_up=True,
)
BASELINE_STYLE = ChatStyle(name="v0", system=BASELINE_PROMPT, temperature=0.3, max_tokens=400)
STYLES = {s.name: s for s in (DEFAULT_STYLE, BASELINE_STYLE)}


def policy_style(style: ChatStyle) -> ChatStyle:
    """The style for a reply whose structure a policy mode dictates: the mode's sections and
    ceiling rule, so the conversational constraints (two to four sentences, no headings) and the
    repetition penalties (which push a small model away from repeating the required section
    headers) step aside. Measured: with them the embedded model left out the coding-mentor's
    sections; without them it writes them (``tests/test_policy_local.py``)."""
    return replace(
        style,
        system=BASELINE_PROMPT if style.system == SYSTEM_PROMPT else style.system,
        frequency_penalty=None,
        presence_penalty=None,
        plan=False,
    )


PLAN_MEMORIES = 3  # the most relevant memories, quoted again in the reply plan
# ... when their cosine to the message reaches this: told to build the answer on a memory, the
# small model otherwise works in whatever it is shown ("Jan likes jazz" in a unit conversion);
# unrelated memories sat at or below 0.09 and relevant ones mostly above 0.15 (bench/chat_quality.py)
PLAN_MIN_SIMILARITY = 0.1
# ... or, for a preference, above this: how the user wants things changes an answer where the
# words share little ("Maya is vegetarian" and "Any quick lunch ideas for work?" sit at 0.04, as do
# "Gus prefers very short answers" and his question); unrelated preferences sat below 0 there
PLAN_MIN_PREFERENCE = 0.0


def bears_on(item: ContextItem) -> bool:
    """Whether a relevant memory is close enough to the message to be put in the reply plan."""
    if item.similarity is None:
        return True
    if item.kind == "preference":
        return item.similarity > PLAN_MIN_PREFERENCE
    return item.similarity >= PLAN_MIN_SIMILARITY


def reply_plan(context: Context) -> str:
    """What this reply must do, decided by code and put last, where a small model attends most.

    Measured on ``bench/chat_quality.py``: with the follow-up instruction only inside the system
    prompt, a 1.5B model asked about the due event in none of the situations; named in a short
    note after the user's message, it does. The event is quoted as data, as in the memory block.
    """
    shape = (
        "in the sections the response policy requires"
        if context.decision is not None
        else "in two to four sentences of plain conversation, without lists"
    )
    steps = [
        f"Reply to the user's last message now: answer it first with something concrete they can use, {shape}; "
        "never reply with only a question."
    ]
    known = [i.text for s in context.sections if s.name == "relevant" for i in s.items if bears_on(i)][:PLAN_MEMORIES]
    if known:
        quoted = "; ".join(json.dumps(k, ensure_ascii=False) for k in known)
        steps.append(
            f"What you know about the user that may matter here: {quoted}. If one of these changes "
            "what a good answer is, build the answer on it and name it in your first sentence; leave out the "
            "others. Call people and pets by the names you know."
        )
    due = [i.text for s in context.sections if s.name == "followups" for i in s.items]
    if due and (question := template_question(due[0])) is not None:
        # the question itself: told to ask "how this went", the 1.5B model asked "How did this event go?"
        steps.append(f"Then end with one short question about it, such as: {json.dumps(question, ensure_ascii=False)}")
    elif due:
        event = json.dumps(due[0], ensure_ascii=False)
        steps.append(f"Then end with one short question asking how this went: {event}.")
    else:
        steps.append("Ask at most one short question.")
    return " ".join(steps)


def build_messages(context: Context, *, system: str = SYSTEM_PROMPT, plan: bool = False) -> list[Message]:
    """System prompt with the memory block, then the conversation window (ending with the user turn),
    then, with ``plan``, the :func:`reply_plan` as a last system message."""
    parts = [system]
    if context.text:
        parts.append(context.text)
    if context.instructions:
        parts.append(context.instructions)
    messages: list[Message] = [{"role": "system", "content": "\n\n".join(parts)}]
    for turn in context.recent_turns:
        if turn.role in ("user", "assistant"):
            messages.append({"role": turn.role, "content": turn.content})
    if plan:
        messages.append({"role": "system", "content": reply_plan(context)})
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


FOLLOW_UP_PROMPT = (
    "Write one short, warm question (at most twelve words) asking the user how the event below went. "
    'The event is about the user: ask them directly with "you" and "your", not by name. Output only the question.'
)
# When the event was ("on Monday 2026-11-30 at 9am", "tomorrow"): a question about it afterwards
# names the event, not its time.
_TIME_TAIL = re.compile(
    r"\s+(?:(?:on|at|by|this|next|last)\s+(?:\d|noon|midnight|the\s+\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|morning|afternoon|evening|week|month)|tomorrow|today|tonight)\b.*$",
    re.IGNORECASE,
)
_SUBJECT_VERB = re.compile(
    r"^\s*\S+(?:'s)?\s+(?:has|had|have|is|was|will|got|took|takes|gave|gives|attends|attended|starts|started)\s+"
    r"(?:(?:a|an|the|his|her|their)\s+)?",
    re.IGNORECASE,
)


def follow_up_request(event: str, metadata: dict[str, str]) -> ChatRequest:
    """The small model call that phrases a follow-up question the reply forgot to ask."""
    messages: list[Message] = [
        {"role": "system", "content": FOLLOW_UP_PROMPT},
        {"role": "user", "content": f"Event: {json.dumps(event, ensure_ascii=False)}"},
    ]
    return ChatRequest(messages, purpose="chat", temperature=0.3, max_tokens=30, metadata=metadata)


def template_question(event: str) -> str | None:
    """A question built from the event's text, where its shape allows, without the event's time:
    "Maya has an organic chemistry exam on Monday at 9am" → "How did your organic chemistry exam go?"."""
    text = event.strip().rstrip(".!")
    rest = _SUBJECT_VERB.sub("", text, count=1)
    return None if rest == text else f"How did your {_TIME_TAIL.sub('', rest)} go?"


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
        system: str | None = None,
        style: ChatStyle = DEFAULT_STYLE,
        max_tokens: int | None = None,
        policy: Policy | str | None = None,
    ) -> AsyncIterator[str]:
        """Stream the assistant's reply to ``text``; see the module docstring. ``system`` replaces
        the style's prompt and ``max_tokens`` its limit."""
        (turn,) = await self.conversations.record(scope, session, [{"role": "user", "content": text}])
        context = await self.retrieval.context(scope, session, text, policy=policy)
        if context.decision is not None:
            style = policy_style(style)
        request = style.request(
            build_messages(context, system=system or style.system, plan=style.plan),
            max_tokens=max_tokens or reply_tokens(style, context),
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
        due = [i.text for s in context.sections if s.name == "followups" for i in s.items]
        forgot = due and chunks and not asked_followups(context, "".join(chunks), names=[scope.user_id])
        if style.ensure_follow_up and forgot:
            question = await self._question(llm, due[0], request.metadata, names=[scope.user_id])
            chunks.append(f" {question}")
            yield f" {question}"
        reply = "".join(chunks).strip()
        if reply:
            (answer,) = await self.conversations.record(scope, session, [{"role": "assistant", "content": reply}])
            if context.decision is not None:
                turn_ids = [turn.id, answer.id]
                await record_outcome(self.records, scope, context.decision, text, session=session, turn_ids=turn_ids)
                await audit_reply(self.telemetry, scope, context.decision, reply)
        asked = asked_followups(context, reply, names=[scope.user_id])
        if asked:
            await self.records.followed_up(scope, asked)

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

    @staticmethod
    async def _question(llm: ChatProvider, event: str, metadata: dict[str, str], *, names: Sequence[str]) -> str:
        """A follow-up question about ``event``: :func:`template_question` where the event's shape
        allows (no model call), else the model's phrasing when it asks about the event (checked by
        code), else a plain question naming the event."""
        if (question := template_question(event)) is not None:
            return question
        answer = await llm.complete(follow_up_request(event, metadata))
        question = strip_scaffold(strip_think(answer.content)).strip().strip('"')
        if "\n" not in question and len(question) <= 160 and asks_about(question, event, names=names):
            return question
        return f"How did it go ({event.strip().rstrip('.')})?"
