"""Running a transcript set under a configuration, and two configurations side by side.

Each conversation runs in its own temporary store under a simulated clock: every session starts
at its scripted time, so events come due and follow-ups are asked as they would be in life.
User turns go through the real chat loop (:meth:`AsyncMemory.reply`); between sessions the
session is ended and the write path runs (:meth:`AsyncMemory.process`). Without memory each
session is a new user and the write path never runs: only the session's own turns are seen.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from muninn.domain.text import estimate_tokens
from muninn.errors import ConfigError, MuninnError
from muninn.eval import checks as ck
from muninn.eval.config import EvalConfig
from muninn.eval.judge import JUDGE_VERSION, PAIRWISE_VERSION, CalibrationResult, calibrate, judge_reply, prefer
from muninn.eval.results import CallRow, Comparison, ConversationResult, PairVerdict, Pairwise, RunResult, TurnResult
from muninn.eval.sets import Conversation, Expect, TranscriptSet, Turn
from muninn.eval.stats import ordered, paired_differences, preference_difference
from muninn.policy import Decision
from muninn.providers.llm import ChatProvider, ChatRequest, ChatResponse, Message, get_chat_provider
from muninn.service import AsyncMemory
from muninn.settings import Settings
from muninn.stores import open_store
from muninn.telemetry import RecordingChat

Progress = Callable[[str], None]


class SimulatedClock:
    """The time a conversation believes it is; the runner moves it."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


class Capturing:
    """A chat provider that keeps the last request, so the run can see the prompt it was given."""

    def __init__(self, inner: ChatProvider) -> None:
        self.inner = inner
        self.last: ChatRequest | None = None

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def model(self) -> str:
        return self.inner.model

    async def complete(self, request: ChatRequest) -> ChatResponse:
        self.last = request
        return await self.inner.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[str]:
        self.last = request
        async for chunk in self.inner.stream(request):
            yield chunk


@dataclass
class Models:
    """Providers to use instead of the ones the settings name (tests pass scripted ones)."""

    chat: ChatProvider | None = None
    memory: ChatProvider | None = None
    judge: ChatProvider | None = None
    use_judge: bool = True


def judge_provider(settings: Settings) -> ChatProvider | None:
    """The judge the settings name: ``judge_llm`` (with ``judge_*`` server settings, else the memory
    model's), falling back to the memory model; None when neither is set."""
    key = settings.judge_llm or settings.memory_llm
    if key is None:
        return None
    overrides = {
        "memory_base_url": settings.judge_base_url or settings.memory_base_url,
        "memory_model": settings.judge_model or settings.memory_model,
        "memory_api_key": settings.judge_api_key or settings.memory_api_key,
    }
    return get_chat_provider(key, settings=settings.model_copy(update=overrides), role="memory")


def _judge(base: Settings, models: Models) -> ChatProvider | None:
    """The judge of a run: the one ``models`` gives, else the settings' (none when judging is off)."""
    return (models.judge or judge_provider(base)) if models.use_judge else None


@dataclass
class _Run:
    """What one conversation's run carries from turn to turn."""

    conversation: Conversation
    memory: AsyncMemory
    capture: Capturing
    judge: ChatProvider | None
    config: EvalConfig
    system: str | None
    known: list[str] = field(default_factory=list)


def _expectation_checks(
    expect: Expect, conv: Conversation, reply: str, block: str, decision: Decision | None
) -> list[ck.CheckResult]:
    out: list[ck.CheckResult] = []
    for fact_id in expect.recall:
        fact = conv.facts[fact_id]
        out += [ck.recalled("context", block, fact_id, fact), ck.recalled("reply", reply, fact_id, fact)]
    if expect.follow_up:
        out.append(ck.follow_up_asked(reply, expect.follow_up, conv.facts[expect.follow_up]))
    if expect.avoid:
        out.append(ck.avoids(reply, expect.avoid))
    if expect.mode:
        out.append(ck.policy_mode(decision.dominant_mode if decision else None, expect.mode))
    if expect.sections:
        out.append(ck.policy_sections(decision.response_schema if decision else None, reply))
    if expect.max_words:
        out.append(ck.length_ceiling(reply, expect.max_words))
    return out


async def _turn(run: _Run, s: int, t: int, turn: Turn, user: str, session: str) -> TurnResult:
    mem, conv = run.memory, run.conversation
    if turn.reply is not None:
        await mem.record_turn(user, session, "user", turn.user)
        mem.clock.advance(seconds=10)  # type: ignore[attr-defined]
        await mem.record_turn(user, session, "assistant", turn.reply)
        return TurnResult(session=s, turn=t, user=turn.user, reply=turn.reply, scripted=True)
    decision = None
    if conv.policy:  # the same read-only decision the chat loop is about to make (context never writes)
        decision = (await mem.context(user, session, turn.user, policy=conv.policy)).decision
    started = time.perf_counter()
    reply = await mem.reply(user, session, turn.user, system=run.system, policy=conv.policy)
    latency = (time.perf_counter() - started) * 1000
    request = run.capture.last
    messages: list[Message] = list(request.messages) if request else []
    system_text = messages[0].get("content", "") if messages else ""
    block = ck.memory_block(system_text)
    result = TurnResult(
        session=s, turn=t, user=turn.user, reply=reply, mode=decision.dominant_mode if decision else None,
        context_tokens=estimate_tokens(block), latency_ms=round(latency, 1),
        checks=[ck.no_think_leak(reply), ck.no_scaffold_leak(reply)],
    )  # fmt: skip
    if turn.expect is None:
        return result
    result.checks += _expectation_checks(turn.expect, conv, reply, block, decision)
    if turn.expect.judge and run.judge is not None:
        history = [m for m in messages if m.get("role") in ("user", "assistant")]
        try:
            result.verdict = await judge_reply(
                run.judge, strategy=conv.strategy, known=run.known, history=history, reply=reply,
                metadata={"tenant": mem.tenant, "user": user},
            )  # fmt: skip
        except MuninnError as exc:  # a judge failure is reported on the turn, the run goes on
            result.judge_error = str(exc)
    return result


async def run_conversation(
    conv: Conversation,
    tset: TranscriptSet,
    config: EvalConfig,
    base: Settings,
    chat: ChatProvider,
    memory_llm: ChatProvider | None,
    judge: ChatProvider | None,
) -> ConversationResult:
    """One conversation in a fresh temporary store; see the module docstring."""
    out = ConversationResult(id=conv.id, unsatisfying=conv.unsatisfying)
    with tempfile.TemporaryDirectory(prefix="muninn-eval-") as tmp:
        settings = config.apply(base, store_url=f"sqlite:///{Path(tmp) / 'eval.db'}")
        clock = SimulatedClock(conv.sessions[0].at)
        capture = Capturing(chat)
        mem = AsyncMemory(settings, clock=clock, chat_llm=capture, memory_llm=memory_llm if config.memory else None)
        recorded_judge = RecordingChat(judge, mem.store, clock) if judge is not None else None
        run = _Run(conv, mem, capture, recorded_judge, config, config.system_prompt or tset.system_prompt)
        try:
            for s, session in enumerate(conv.sessions):
                clock.now = session.at
                user = conv.id if config.memory else f"{conv.id}-s{s}"
                sid = f"session-{s}"
                for t, turn in enumerate(session.turns):
                    if t:
                        clock.advance(minutes=turn.after_minutes)
                    out.turns.append(await _turn(run, s, t, turn, user, sid))
                    run.known += [conv.facts[f].text for f in turn.plants]
                    clock.advance(seconds=20)
                await mem.end_session(user, sid)
                if config.memory:
                    await mem.process()
            if config.memory:
                stored = await mem.list(conv.id, statuses=("active", "superseded", "archived"))
                out.memories = [m.content for m in stored if m.status == "active"]
                m = conv.memories
                out.memory_checks = (
                    [ck.memory_present(stored, f, conv.facts[f]) for f in m.present]
                    + [ck.memory_absent(stored, f, conv.facts[f]) for f in m.absent]
                    + [ck.memory_superseded(stored, f, conv.facts[f]) for f in m.superseded]
                )
        except MuninnError as exc:  # one broken conversation is reported; the others still run
            out.error = f"{type(exc).__name__}: {exc}"
        finally:
            calls = await mem.llm_calls(limit=100_000)
            out.calls = [
                CallRow(
                    purpose=c.purpose, model=c.model, latency_ms=round(c.latency_ms, 1),
                    prompt_tokens=c.prompt_tokens or 0, completion_tokens=c.completion_tokens or 0,
                    ok=c.status == "ok",
                )
                for c in calls
                if c.purpose != "embed"
            ]  # fmt: skip
            await mem.close()
    return out


def _providers(config: EvalConfig, base: Settings, models: Models) -> tuple[ChatProvider, ChatProvider | None]:
    settings = config.apply(base)
    chat = models.chat or get_chat_provider(settings.chat_llm, settings=settings, role="chat")
    if not config.memory:
        return chat, None
    if models.memory is not None:
        return chat, models.memory
    if settings.memory_llm is None:
        raise ConfigError(
            f"eval config {config.name!r} runs with memory but no memory model is configured: set "
            "MUNINN_MEMORY_LLM (e.g. 'local') or settings.memory_llm in the config file"
        )
    return chat, get_chat_provider(settings.memory_llm, settings=settings, role="memory")


async def run_set(
    tset: TranscriptSet,
    config: EvalConfig,
    base: Settings,
    models: Models | None = None,
    *,
    conversations: int | None = None,
    progress: Progress | None = None,
) -> RunResult:
    """Every conversation of ``tset`` (or the first ``conversations``) under ``config``."""
    models = models or Models()
    chat, memory_llm = _providers(config, base, models)
    judge = _judge(base, models)
    started = time.perf_counter()
    result = RunResult(
        set=tset.name, set_version=tset.version, config=config, chat_model=chat.model,
        memory_model=memory_llm.model if memory_llm else "", judge_model=judge.model if judge else None,
        judge_version=JUDGE_VERSION if judge else None,
    )  # fmt: skip
    for conv in tset.conversations[:conversations]:
        if progress:
            progress(f"{config.name}: {conv.id} ({len(conv.sessions)} sessions)")
        result.conversations.append(await run_conversation(conv, tset, config, base, chat, memory_llm, judge))
    result.wall_s = round(time.perf_counter() - started, 1)
    return result


async def run_calibration(base: Settings, models: Models | None = None) -> CalibrationResult | None:
    """The judge on the labelled calibration set (None without a judge), its calls recorded apart."""
    models = models or Models()
    judge = _judge(base, models)
    if judge is None:
        return None
    store = open_store("sqlite://:memory:")
    try:
        return await calibrate(RecordingChat(judge, store, lambda: datetime.now().astimezone()))
    finally:
        await store.close()


async def compare_sets(
    tset: TranscriptSet,
    a: EvalConfig,
    b: EvalConfig,
    base: Settings,
    models: Models | None = None,
    *,
    conversations: int | None = None,
    calibration: bool = True,
    progress: Progress | None = None,
) -> Comparison:
    """The set under ``a`` and ``b``, paired per conversation; differences are B − A. With a judge,
    each judged turn's two replies are also compared pairwise (``judge.continuity_pairwise``)."""
    models = models or Models()
    run_a = await run_set(tset, a, base, models, conversations=conversations, progress=progress)
    run_b = await run_set(tset, b, base, models, conversations=conversations, progress=progress)
    differences = paired_differences(run_a.scores(), run_b.scores())
    judge = _judge(base, models)
    pairwise = None
    if judge is not None:
        if progress:
            progress("pairwise judge")
        pairwise, per_conversation = await judge_pairs(judge, tset, run_a, run_b)
        if any(per_conversation.values()):
            differences = ordered([*differences, preference_difference("judge.continuity_pairwise", per_conversation)])
    if progress and calibration:
        progress("judge calibration")
    calib = await run_calibration(base, models) if calibration else None
    return Comparison(a=run_a, b=run_b, differences=differences, calibration=calib, pairwise=pairwise)


async def judge_pairs(
    judge: ChatProvider, tset: TranscriptSet, run_a: RunResult, run_b: RunResult
) -> tuple[Pairwise, dict[str, list[int]]]:
    """Every judged turn both runs replied to, its two replies compared by :func:`prefer` with what
    the user had said by then; conversation id → +1 (B better) / -1 (A better) / 0 per turn."""
    out = Pairwise(version=PAIRWISE_VERSION)
    per: dict[str, list[int]] = {}
    done_a = {c.id: c for c in run_a.conversations if c.error is None}
    done_b = {c.id: c for c in run_b.conversations if c.error is None}
    for conv in tset.conversations:
        if conv.id not in done_a or conv.id not in done_b:
            continue
        replies_a = {(t.session, t.turn): t for t in done_a[conv.id].turns if not t.scripted}
        replies_b = {(t.session, t.turn): t for t in done_b[conv.id].turns if not t.scripted}
        known: list[str] = []
        for s, session in enumerate(conv.sessions):
            for t, turn in enumerate(session.turns):
                ta, tb = replies_a.get((s, t)), replies_b.get((s, t))
                if turn.expect is not None and turn.expect.judge and ta is not None and tb is not None:
                    try:
                        outcome = await prefer(judge, known=known, user=turn.user, a=ta.reply, b=tb.reply,
                                               metadata={"conversation": conv.id})  # fmt: skip
                    except MuninnError:
                        out.errors += 1
                    else:
                        out.verdicts.append(
                            PairVerdict(conversation=conv.id, session=s, turn=t, user=turn.user, outcome=outcome)
                        )
                known = known + [conv.facts[f].text for f in turn.plants]
    for v in out.verdicts:
        per.setdefault(v.conversation, []).append(v.outcome)
    outcomes = [v.outcome for v in out.verdicts]
    out.turns, out.a_wins, out.b_wins, out.ties = (
        len(outcomes),
        outcomes.count(-1),
        outcomes.count(1),
        outcomes.count(0),
    )
    return out, per
