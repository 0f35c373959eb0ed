"""``muninn chat``: an interactive, streaming conversation with memory."""

from __future__ import annotations

import asyncio
from typing import Annotated

import typer

from muninn.cli.common import TenantOpt, UserOpt, console, err_console, plain
from muninn.domain.ids import new_id
from muninn.policy import load_policy
from muninn.runtime import memory_llm_key
from muninn.service import AsyncMemory
from muninn.settings import Settings

HELP = "Commands: /end ends the session (memories are extracted), /memories lists them, /quit leaves."


async def _loop(user: str, session: str, tenant: str | None, policy: str | None = None) -> None:
    memory = AsyncMemory(Settings(), tenant=tenant)
    if policy is not None:
        load_policy(policy)  # an unknown name or a broken file fails before the first prompt
    err_console.print(f"session {session} for {user}; starting the chat model ({memory.settings.chat_llm})…")
    remembering = memory_llm_key(memory.settings)
    if remembering is None:
        err_console.print("[yellow]no memory model[/yellow]: set MUNINN_MEMORY_LLM (e.g. 'local') to learn memories")
    else:
        err_console.print(f"memories are extracted in the background by '{remembering}'")
    _ = memory.chat_llm  # resolve the provider now: a misconfiguration fails before the first prompt
    memory.start_worker()
    err_console.print(HELP)
    try:
        while True:
            try:
                text = (await asyncio.to_thread(console.input, "[bold]you[/bold]> ")).strip()
            except EOFError:
                break
            if not text:
                continue
            if text == "/quit":
                break
            if text == "/end":
                await memory.end_session(user, session)
                err_console.print("session ended; memories are being extracted in the background")
                session = new_id()
                continue
            if text == "/memories":
                for record in await memory.list(user):
                    console.print(plain(f"- ({record.kind}) {record.content}"), highlight=False)
                continue
            console.print("[bold]assistant[/bold]> ", end="")
            async for chunk in memory.chat(user, session, text, policy=policy):
                console.print(plain(chunk), end="", highlight=False)
            console.print()
    finally:
        await memory.end_session(user, session)
        err_console.print("finishing background memory work…")
        await memory.stop_worker()
        await memory.process()
        await memory.close()


def chat(
    user: UserOpt,
    session: Annotated[str | None, typer.Option("--session", "-s", help="Session id (default: a new one).")] = None,
    tenant: TenantOpt = None,
    policy: Annotated[
        str | None,
        typer.Option(help="A policy (built-in name such as coding-mentor, or a .yaml/.toml path) shaping each reply."),
    ] = None,
) -> None:
    """Chat with the configured model; muninn remembers across sessions."""
    asyncio.run(_loop(user, session or new_id(), tenant, policy))
