"""``muninn memories …`` and ``muninn context``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from muninn.cli.common import (
    JsonOpt,
    TenantOpt,
    UserOpt,
    YesOpt,
    confirm,
    console,
    err_console,
    parse_time,
    plain,
    print_json,
    service,
    shown,
)
from muninn.domain.models import STATUSES, MemoryRecord, MemoryStatus
from muninn.errors import InvalidInput

app = typer.Typer(help="Add, list, search, update, forget, export and import memories.", no_args_is_help=True)

KindOpt = Annotated[list[str] | None, typer.Option("--kind", "-k", help="Memory kind (repeatable to filter).")]
TagOpt = Annotated[list[str] | None, typer.Option("--tag", "-t", help="Tag (repeatable).")]


def _table(records: list[MemoryRecord], title: str) -> Table:
    table = Table(title=title, show_lines=False)
    for column in ("id", "kind", "content", "tags", "imp.", "status", "created"):
        table.add_column(column, overflow="fold")
    for r in records:
        table.add_row(
            plain(r.id),
            plain(r.kind),
            plain(r.content),
            plain(", ".join(r.tags)),
            f"{r.importance:.2f}",
            r.status,
            f"{r.created_at:%Y-%m-%d %H:%M}",
        )
    return table


@app.command("add")
def add(
    text: Annotated[str, typer.Argument(help="The memory, one sentence in the third person.")],
    user: UserOpt,
    kind: Annotated[str, typer.Option("--kind", "-k", help="Memory kind.")] = "fact",
    tag: TagOpt = None,
    importance: Annotated[float, typer.Option(help="0–1.")] = 0.5,
    confidence: Annotated[float, typer.Option(help="0–1.")] = 0.8,
    event_at: Annotated[str | None, typer.Option("--event-at", help="When the event happens (ISO 8601).")] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Add a memory for a user."""
    with service(tenant) as memory:
        record = memory.add(
            user,
            text,
            kind=kind,
            tags=tag or [],
            importance=importance,
            confidence=confidence,
            event_at=parse_time(event_at, "--event-at"),
        )
    if as_json:
        print_json(record)
    else:
        console.print(plain(f"added {record.id} ({record.kind}): {record.content}"), highlight=False)


@app.command("list")
def list_(
    user: UserOpt,
    status: Annotated[list[str] | None, typer.Option("--status", help="active, superseded, archived, deleted.")] = None,
    kind: KindOpt = None,
    limit: Annotated[int | None, typer.Option(help="At most this many.")] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List a user's memories, newest first (active ones unless --status says otherwise)."""
    statuses = status or ["active"]
    bad = [s for s in statuses if s not in STATUSES]
    if bad:
        raise InvalidInput(f"unknown status {bad[0]!r}; use one of {', '.join(STATUSES)}")
    with service(tenant) as memory:
        records = memory.list(
            user,
            statuses=[MemoryStatus.__args__[STATUSES.index(s)] for s in statuses],  # type: ignore[attr-defined]
            kinds=kind or [],
            limit=limit,
        )
    if as_json:
        print_json(records)
    else:
        console.print(_table(records, shown(f"{len(records)} memories of {user}")))


@app.command("show")
def show(
    memory_id: Annotated[str, typer.Argument(help="Memory id.")],
    user: UserOpt,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one memory with its provenance."""
    with service(tenant) as memory:
        record = memory.get(user, memory_id)
    if as_json:
        print_json(record)
        return
    for key, value in record.model_dump(mode="json").items():
        console.print(plain(f"{key}: {value}"), highlight=False)


@app.command("search")
def search(
    query: Annotated[str, typer.Argument(help="What to look for.")],
    user: UserOpt,
    limit: Annotated[int, typer.Option(help="At most this many hits.")] = 10,
    kind: KindOpt = None,
    tag: TagOpt = None,
    turns: Annotated[bool, typer.Option("--turns", help="Search the raw transcript instead of memories.")] = False,
    since: Annotated[str | None, typer.Option(help="Only records from this time on (ISO 8601).")] = None,
    until: Annotated[str | None, typer.Option(help="Only records up to this time (ISO 8601).")] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Hybrid search (meaning + keywords) over a user's memories or transcript."""
    with service(tenant) as memory:
        hits = memory.search(
            user,
            query,
            corpus="turns" if turns else "memories",
            limit=limit,
            kinds=kind or [],
            tags=tag or [],
            since=parse_time(since, "--since"),
            until=parse_time(until, "--until"),
        )
    if as_json:
        print_json(hits)
        return
    table = Table(title=shown(f"{len(hits)} hits for {query!r}"))
    for column in ("score", "id", "text", "when"):
        table.add_column(column, overflow="fold")
    for hit in hits:
        rec = hit.record
        text = rec.content if isinstance(rec, MemoryRecord) else f"{rec.name or rec.role}: {rec.content}"
        table.add_row(f"{hit.score:.4f}", plain(rec.id), plain(text), f"{rec.created_at:%Y-%m-%d %H:%M}")
    console.print(table)


@app.command("update")
def update(
    memory_id: Annotated[str, typer.Argument(help="Memory id.")],
    user: UserOpt,
    text: Annotated[str | None, typer.Argument(help="New text (optional).")] = None,
    kind: Annotated[str | None, typer.Option("--kind", "-k")] = None,
    tag: TagOpt = None,
    importance: Annotated[float | None, typer.Option()] = None,
    confidence: Annotated[float | None, typer.Option()] = None,
    reason: Annotated[str, typer.Option(help="Why, for the history.")] = "updated from the CLI",
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Write a new version of a memory; the old version is kept as superseded."""
    with service(tenant) as memory:
        record = memory.update(
            user,
            memory_id,
            content=text,
            kind=kind,
            tags=tag,
            importance=importance,
            confidence=confidence,
            actor="cli",
            reason=reason,
        )
    if as_json:
        print_json(record)
    else:
        console.print(plain(f"updated: new version {record.id} supersedes {memory_id}"), highlight=False)


@app.command("forget")
def forget(
    memory_id: Annotated[str, typer.Argument(help="Memory id.")],
    user: UserOpt,
    reason: Annotated[str, typer.Option(help="Why, for the history.")] = "forgotten from the CLI",
    yes: YesOpt = False,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Mark a memory deleted (it leaves search and context; its history is kept)."""
    confirm(f"Forget memory {memory_id} of {user}?", yes)
    with service(tenant) as memory:
        record = memory.forget(user, memory_id, reason=reason)
    if as_json:
        print_json(record)
    else:
        console.print(plain(f"forgot {record.id}: {record.content}"), highlight=False)


@app.command("history")
def history(
    memory_id: Annotated[str, typer.Argument(help="Memory id.")],
    user: UserOpt,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Every change to a memory and its earlier versions."""
    with service(tenant) as memory:
        entries = memory.history(user, memory_id)
    if as_json:
        print_json(entries)
        return
    table = Table(title=shown(f"history of {memory_id}"))
    for column in ("when", "action", "memory", "actor", "reason", "content"):
        table.add_column(column, overflow="fold")
    for e in entries:
        content = (e.new or e.old or {}).get("content", "")
        cells = (e.action, e.memory_id, e.actor, e.reason, str(content))
        table.add_row(f"{e.at:%Y-%m-%d %H:%M:%S}", *(plain(c) for c in cells))
    console.print(table)


@app.command("export")
def export(
    user: UserOpt,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="File to write (default: stdout).")] = None,
    tenant: TenantOpt = None,
) -> None:
    """Export everything stored about a user as JSON."""
    with service(tenant) as memory:
        document = memory.export(user)
    if output is None:
        print_json(document)
    else:
        text = json.dumps(document, ensure_ascii=False, indent=2)
        output.write_text(text + "\n")
        err_console.print(f"wrote {len(document['memories'])} memories to {output}")


@app.command("import")
def import_(
    path: Annotated[Path, typer.Argument(help="An export file (JSON).", exists=True, dir_okay=False)],
    user: UserOpt,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Import an export file into a user; invalid files change nothing."""
    with service(tenant) as memory:
        counts = memory.import_(user, path.read_bytes())
    if as_json:
        print_json(counts)
    else:
        console.print(plain(", ".join(f"{v} {k.replace('_', ' ')}" for k, v in counts.items())), highlight=False)


def context(
    query: Annotated[str, typer.Argument(help="What the user just said.")] = "",
    user: UserOpt = ...,  # type: ignore[assignment]
    session: Annotated[str | None, typer.Option("--session", "-s", help="Current session id.")] = None,
    budget: Annotated[int | None, typer.Option(help="Token budget (default MUNINN_TOKEN_BUDGET).")] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Build the context block for a user's next reply (no LLM call)."""
    with service(tenant) as memory:
        ctx = memory.context(user, session, query, budget=budget)
    if as_json:
        print_json(ctx)
        return
    console.print(plain(ctx.text or "(nothing stored for this user yet)"), highlight=False)
    used = ", ".join(f"{k} {v}" for k, v in ctx.tokens.items())
    err_console.print(f"{ctx.total_tokens}/{ctx.budget} tokens ({used}); {len(ctx.memory_ids)} memories used")
