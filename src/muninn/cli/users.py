"""``muninn users …`` and ``muninn reembed``."""

from __future__ import annotations

from typing import Annotated

import typer

from muninn.cli.common import (
    JsonOpt,
    TenantOpt,
    UserOpt,
    YesOpt,
    confirm,
    console,
    plain,
    print_json,
    service,
)
from muninn.cli.progress import embedding_bar
from muninn.errors import NotFound

app = typer.Typer(help="List users and erase everything stored about one.", no_args_is_help=True)


@app.command("list")
def list_(tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Users of the tenant that have anything stored."""
    with service(tenant) as memory:
        users = memory.users()
    if as_json:
        print_json(users)
    else:
        console.print(plain("\n".join(users) or "(no users)"), highlight=False)


@app.command("erase")
def erase(user: UserOpt, yes: YesOpt = False, tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Delete every row of a user: memories, history, turns, summaries, profile, jobs, telemetry."""
    with service(tenant) as memory:
        if user not in memory.users():  # a typo must not look like a successful erase
            raise NotFound(f"no user {user!r} to erase in this tenant; `muninn users list` shows who has data")
        confirm(f"Erase everything stored about {user}? This cannot be undone.", yes)
        removed = memory.erase_user(user)
    if as_json:
        print_json(removed)
    else:
        total = sum(removed.values())
        detail = ", ".join(f"{n} {table}" for table, n in removed.items())  # zeros too: a receipt
        console.print(plain(f"erased {user}: {total} rows ({detail})"), highlight=False)


def reembed(
    yes: YesOpt = False,
    batch: Annotated[int, typer.Option(help="Texts per embedding batch.")] = 256,
    as_json: JsonOpt = False,
) -> None:
    """Re-embed every memory and turn with the configured embedder (after switching models)."""
    confirm("Re-embed the whole store with the configured embedder?", yes)
    with service() as memory, embedding_bar("re-embedding") as progress:
        counts = memory.reembed(batch=batch, progress=progress)
    if as_json:
        print_json(counts)
    else:
        console.print(f"re-embedded {counts['memories']} memories and {counts['turns']} turns")
