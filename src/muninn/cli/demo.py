"""``muninn demo``: what the read path gives an agent, on the embedded default.

It plays two sessions of a user with a tutor. Session one leaves memories behind (an exam the
next day, a diet, a goal); session two, a day later, shows the context block the agent gets:
the exam is now a due follow-up, and the question about dinner pulls in the diet.
"""

from __future__ import annotations

import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Annotated

import typer
from rich.panel import Panel

from muninn.cli.common import console, err_console
from muninn.domain.models import Source, utcnow
from muninn.settings import Settings
from muninn.sync import Memory

USER = "maya"
SESSION_ONE = [
    ("user", "Hi! I have my organic chemistry exam tomorrow at 9 and I'm nervous."),
    ("assistant", "Let's get you ready. Which topics worry you most?"),
    ("user", "Reaction mechanisms. Also I'm vegetarian, so the cafeteria food is a struggle before exams."),
    ("user", "Long term I want to get into a pharmacology master's programme."),
]
# What the background write path distils from session one (the LLM extractor arrives with the
# write path; the demo writes the same memories directly so it runs with no model at all).
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


def demo(
    store: Annotated[Path | None, typer.Option(help="SQLite file for the demo (default: a fresh temp file).")] = None,
) -> None:
    """Run a scripted two-session conversation and show the context the agent gets."""
    store = store or Path(tempfile.mkdtemp(prefix="muninn-demo-")) / "demo.db"
    clock = _Clock(utcnow() - timedelta(days=1))
    err_console.print(f"store: {store}")
    err_console.print("loading the embedding model (all-MiniLM-L6-v2, offline)…")
    started = time.perf_counter()
    with Memory(Settings(store_url=f"sqlite:///{store}"), clock=clock) as memory:
        memory.core.embedder  # noqa: B018 - load the model now so the progress line is honest
        err_console.print(f"model ready in {time.perf_counter() - started:.1f}s")

        console.rule("Session 1 — yesterday")
        turns = [
            {"role": r, "content": c, "at": clock.now + timedelta(seconds=i)} for i, (r, c) in enumerate(SESSION_ONE)
        ]
        recorded = memory.record_turns(USER, "session-1", turns)
        for role, content in SESSION_ONE:
            console.print(f"[bold]{role}[/bold]: {content}", highlight=False)
        source_ids = [t.id for t in recorded]

        for content, kind, tags, importance, event_in in MEMORIES:
            event_at = clock.now + event_in if event_in else None
            record = memory.add(
                USER,
                content,
                kind=kind,
                tags=tags,
                importance=importance,
                event_at=event_at,
                source=Source(session_id="session-1", turn_ids=source_ids, actor="demo"),
            )
            console.print(f"  [green]remembered[/green] ({record.kind}) {record.content}", highlight=False)
        memory.set_profile(USER, primary_goal="pharmacology master's programme")
        memory.index_turns()

        clock.now = clock.now + timedelta(days=1)
        console.rule("Session 2 — today")
        question = "What should I cook tonight to celebrate?"
        console.print(f"[bold]user[/bold]: {question}", highlight=False)
        started = time.perf_counter()
        ctx = memory.context(USER, "session-2", question)
        elapsed = (time.perf_counter() - started) * 1000
        console.print(Panel(ctx.text, title="context block for the system prompt", expand=False), highlight=False)
        console.print(
            f"{ctx.total_tokens}/{ctx.budget} tokens, {len(ctx.memory_ids)} memories, "
            f"built in {elapsed:.1f} ms with no LLM call",
            highlight=False,
        )
        followups = [i.text for s in ctx.sections if s.name == "followups" for i in s.items]
        if followups:
            console.print(f"[bold]due follow-up[/bold]: ask how it went — {followups[0]}", highlight=False)
        hits = memory.search(USER, "what did I say about food", corpus="turns", limit=1)
        if hits:
            console.print(
                f"[bold]transcript search[/bold] 'what did I say about food' → {hits[0].record.content}",
                highlight=False,
            )
