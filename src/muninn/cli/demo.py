"""``muninn demo``: two sessions with a tutor on the embedded default, memory carried across.

Session one (yesterday): the user mentions an exam tomorrow, a diet and a goal; the embedded
model answers, and when the session ends the write path extracts memories in the background.
Session two (today): the context block carries those memories, the exam is a due follow-up, and
the model's reply uses them (the vegetarian diet for a dinner question, then a question about the
exam). The demo ends with the same question answered by the same model without memory, side by
side. Everything runs offline: MiniLM embeddings and a 1.5B instruct model from PyPI packages on
llama.cpp. ``--no-llm`` shows the read path alone, with the memories written directly, for
machines without the local model runtime.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from muninn.chat import DEFAULT_STYLE
from muninn.cli.common import console, err_console, plain, shown
from muninn.cli.progress import embedding_bar
from muninn.domain.models import Source, utcnow
from muninn.service import AsyncMemory
from muninn.settings import Settings

USER = "maya"
SESSION_ONE = [
    "Hi! I have my organic chemistry exam tomorrow at 9am and I'm nervous.",
    "Reaction mechanisms are the worst part. Also, I'm vegetarian, so eating well before exams is hard.",
    "Long term I want to get into a pharmacology master's programme.",
]
SESSION_TWO = ["Hey, I'm back! What should I cook tonight?"]
# The chat style with a fixed sampling seed: two runs of the demo show the same replies (the
# model samples at the style's temperature; other seeds give other wordings, see the README).
STYLE = replace(DEFAULT_STYLE, seed=1)
# What the write path would distil from session one; used only with --no-llm.
MEMORIES = [
    ("Maya has an organic chemistry exam", "event", ["exam", "chemistry"], 0.9, timedelta(hours=21)),
    ("Maya is vegetarian", "preference", ["diet"], 0.8, None),
    ("Maya wants to get into a pharmacology master's programme", "goal", ["career"], 0.8, None),
    ("Maya finds reaction mechanisms hard", "assessment", ["chemistry"], 0.7, None),
]


class _Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def _show_context(elapsed_ms: float, ctx_text: str, tokens: int, used: int) -> None:
    console.print(
        Panel(plain(ctx_text or "(empty)"), title="context block for the system prompt", expand=False), highlight=False
    )
    console.print(f"{tokens} tokens, {used} memories, built in {elapsed_ms:.1f} ms with no LLM call", highlight=False)


async def _run(store: Path, use_llm: bool) -> None:
    start = utcnow().replace(hour=10, minute=0, second=0, microsecond=0) - timedelta(days=1)
    clock = _Clock(start)
    settings = Settings(
        store_url=f"sqlite:///{store}",
        memory_llm="local" if use_llm else "none",
        extraction_mode="session",
    )
    memory = AsyncMemory(settings, clock=clock)
    demo_began = time.perf_counter()
    err_console.print(f"store: {store}", highlight=False)
    began = time.perf_counter()
    with err_console.status("loading the embedding model (all-MiniLM-L6-v2, offline)…"):
        memory.embedder.embed(["warm up"])
    err_console.print(f"embedder ready in {time.perf_counter() - began:.1f}s")
    if use_llm:
        began = time.perf_counter()
        start_model = getattr(getattr(memory.chat_llm, "inner", None), "start", None)  # local models start ahead
        if start_model is not None:
            with err_console.status("starting the embedded chat model (Qwen2.5-Coder-1.5B on llama.cpp)…"):
                await start_model()
        err_console.print(f"chat model ready in {time.perf_counter() - began:.1f}s")
    try:
        console.print(
            Panel(
                "Maya talks to a tutor app built on muninn. Yesterday she mentions an exam, her diet and a goal;\n"
                "muninn records the turns and, when the session ends, distils memories in the background.\n"
                "Today she asks an everyday question: watch what the tutor knows.",
                title="muninn demo",
                expand=False,
            )
        )
        console.rule("Session 1 — yesterday")
        if use_llm:
            for text in SESSION_ONE:
                await _exchange(memory, clock, "session-1", text)
            await memory.end_session(USER, "session-1")
            began = time.perf_counter()
            with err_console.status("session ended; the background worker is extracting memories…"):
                await memory.process()
            err_console.print(f"write path done in {time.perf_counter() - began:.1f}s")
        else:
            await _write_directly(memory, clock)
        learned = await memory.list(USER)
        for record in learned:
            when = f", event {record.event_at:%Y-%m-%d %H:%M}" if record.event_at else ""
            line = Text.assemble("  ", ("remembered", "green"), plain(f" ({record.kind}{when}) {record.content}"))
            console.print(line, highlight=False)
        if not learned:
            console.print("  [yellow]the model extracted nothing this time[/yellow] (see `muninn jobs list`)")
        clock.now = start + timedelta(days=1, hours=2)
        console.rule("Session 2 — today")
        replies: dict[str, str] = {}
        for text in SESSION_TWO:
            began = time.perf_counter()
            ctx = await memory.context(USER, "session-2", text)
            elapsed = (time.perf_counter() - began) * 1000
            _show_context(elapsed, ctx.text, ctx.total_tokens, len(ctx.memory_ids))
            followups = [i.text for s in ctx.sections if s.name == "followups" for i in s.items]
            if followups:
                console.print(f"[bold]due follow-up[/bold]: {escape(shown(followups[0]))}", highlight=False)
            if use_llm:
                replies[text] = await _exchange(memory, clock, "session-2", text)
            else:
                console.print(f"[bold cyan]user[/bold cyan]: {text}", highlight=False)
        # her own turns only: for raw turns the kind filter is the speaker's role
        hits = await memory.search(USER, "what did I say about food", corpus="turns", kinds=["user"], limit=1)
        if hits:
            console.print(
                f"[bold]transcript search[/bold] of her turns, 'what did I say about food' → "
                f"{escape(shown(hits[0].record.content))}",
                highlight=False,
            )
        calls = await memory.llm_calls(limit=1000)
        if calls:
            by_purpose: dict[str, list[float]] = {}
            for call in calls:
                by_purpose.setdefault(call.purpose, []).append(call.latency_ms)
            summary = ", ".join(
                f"{p} {len(v)}× avg {sum(v) / len(v) / 1000:.1f}s" for p, v in sorted(by_purpose.items())
            )
            console.print(f"[bold]model calls[/bold]: {summary}", highlight=False)
        if replies:
            await _side_by_side(memory, *next(iter(replies.items())))
        err_console.print(f"demo finished in {time.perf_counter() - demo_began:.0f}s")
    finally:
        await memory.close()


async def _side_by_side(memory: AsyncMemory, question: str, with_memory: str) -> None:
    """The same question to the same model with the same prompt, but no memory block."""
    request = STYLE.request([{"role": "system", "content": STYLE.system}, {"role": "user", "content": question}])
    with err_console.status("asking the same model the same question without memory…"):
        without = (await memory.chat_llm.complete(request)).content.strip()
    console.rule("The same question, with and without memory")
    table = Table(show_lines=False, expand=True)
    table.add_column("with muninn", style="green", ratio=1)
    table.add_column("without memory", style="dim", ratio=1)
    table.add_row(plain(with_memory), plain(without))
    console.print(f"[bold cyan]user[/bold cyan]: {escape(question)}", highlight=False)
    console.print(table)


async def _exchange(memory: AsyncMemory, clock: _Clock, session: str, text: str) -> str:
    console.print(f"[bold cyan]user[/bold cyan]: {escape(text)}", highlight=False)
    console.print("[bold green]assistant[/bold green]: ", end="")
    chunks: list[str] = []
    async for chunk in memory.chat(USER, session, text, style=STYLE):
        chunks.append(chunk)
        console.print(plain(chunk), end="", highlight=False)
    console.print()
    clock.now += timedelta(minutes=2)
    return "".join(chunks)


async def _write_directly(memory: AsyncMemory, clock: _Clock) -> None:
    turns = [{"role": "user", "content": c, "at": clock.now + timedelta(seconds=i)} for i, c in enumerate(SESSION_ONE)]
    recorded = await memory.record_turns(USER, "session-1", turns)
    for text in SESSION_ONE:
        console.print(f"[bold cyan]user[/bold cyan]: {escape(text)}", highlight=False)
    source = Source(session_id="session-1", turn_ids=[t.id for t in recorded], actor="demo")
    for content, kind, tags, importance, event_in in MEMORIES:
        event_at = clock.now + event_in if event_in else None
        await memory.add(USER, content, kind=kind, tags=tags, importance=importance, event_at=event_at, source=source)
    await memory.set_profile(USER, primary_goal="pharmacology master's programme")
    with embedding_bar("indexing") as progress:
        await memory.index_turns(progress=progress)


def demo(
    store: Annotated[Path | None, typer.Option(help="SQLite file for the demo (default: a fresh temp file).")] = None,
    no_llm: Annotated[bool, typer.Option("--no-llm", help="Skip the local model; show the read path only.")] = False,
) -> None:
    """Two sessions with a tutor on the embedded default: memories learned, then used."""
    store = store or Path(tempfile.mkdtemp(prefix="muninn-demo-")) / "demo.db"
    asyncio.run(_run(store, use_llm=not no_llm))
