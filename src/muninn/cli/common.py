"""Shared pieces of the CLI: opening the service, printing JSON or tables, error handling."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Annotated, Any

import typer
from pydantic import BaseModel
from rich.console import Console

from muninn.errors import MuninnError, UserError
from muninn.settings import Settings
from muninn.sync import Memory

console = Console()
err_console = Console(stderr=True)

UserOpt = Annotated[str, typer.Option("--user", "-u", help="User id.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
YesOpt = Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")]
TenantOpt = Annotated[str | None, typer.Option("--tenant", help="Tenant (default: MUNINN_TENANT or 'default').")]


@contextmanager
def service(tenant: str | None = None) -> Iterator[Memory]:
    """A memory service configured from the environment (MUNINN_*)."""
    memory = Memory(Settings(), tenant=tenant)
    try:
        yield memory
    finally:
        memory.close()


def to_json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, list):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def print_json(value: Any) -> None:
    """Plain JSON on stdout (no colour codes), one document."""
    typer.echo(json.dumps(to_json(value), ensure_ascii=False, indent=2))


def parse_time(value: str | None, what: str) -> datetime | None:
    """An ISO 8601 time; without a zone it is taken as UTC."""
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise typer.BadParameter(f"{what} must be ISO 8601, e.g. 2026-11-30T09:00:00+00:00") from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=datetime.now().astimezone().tzinfo)


def confirm(question: str, yes: bool) -> None:
    """Ask before a destructive action unless --yes; abort with status 1 on no."""
    if yes:
        return
    if not typer.confirm(question, default=False):
        err_console.print("aborted; nothing changed")
        raise typer.Exit(1)


def run_guarded(app: typer.Typer, args: list[str] | None = None) -> int:
    """Run the app, turning muninn errors into a message and an exit status."""
    try:
        # without standalone mode click returns the status of typer.Exit instead of raising it
        result = app(args=args, standalone_mode=False)
    except MuninnError as exc:
        err_console.print(f"[red]error:[/red] {exc}", highlight=False)
        return 2 if isinstance(exc, UserError) else 1
    except typer.Exit as exc:
        return exc.exit_code
    except typer.Abort:
        err_console.print("aborted")
        return 1
    except Exception as exc:  # click's usage errors carry their own exit code and message
        import click

        if isinstance(exc, click.ClickException):
            exc.show()
            return exc.exit_code
        raise
    return result if isinstance(result, int) else 0
