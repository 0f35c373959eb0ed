"""Shared pieces of the CLI: opening the service, printing JSON or tables, error handling.

Stored text (memories, turns, job errors, model output) is shown through :func:`shown` or
:func:`plain`: rows written before input validation refused control characters, and model
answers, may hold escape sequences that would otherwise drive the terminal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Annotated, Any

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.text import Text

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


# Control characters but newline and tab, plus what reorders or splits lines on screen:
# line/paragraph separators and the bidirectional overrides and isolates ("Trojan Source").
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# The same, in JSON text: json.dumps already escapes C0 controls, but not C1 or U+2028/U+2029.
_UNSAFE_IN_JSON = re.compile(r"[\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def shown(text: str) -> str:
    """``text`` safe for a terminal: control and line-reordering characters as visible escapes (``\\x1b``)."""
    return _UNSAFE.sub(_escape, text)


def plain(text: str) -> Text:
    """Stored text for a table cell or ``console.print``: escaped (see :func:`shown`), never read as markup."""
    return Text(shown(text))


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
    """Plain JSON on stdout (no colour codes), one document; control characters as ``\\u`` escapes."""
    text = json.dumps(to_json(value), ensure_ascii=False, indent=2)
    typer.echo(_UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text))


def parse_time(value: str | None, what: str) -> datetime | None:
    """An ISO 8601 time; without a zone it is taken as UTC."""
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise typer.BadParameter(
            f"{value!r} is not an ISO 8601 time; write e.g. 2026-11-30T09:00:00+00:00", param_hint=what
        ) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=datetime.now().astimezone().tzinfo)


def confirm(question: str, yes: bool) -> None:
    """Ask before a destructive action unless --yes; abort with status 1 on no."""
    if yes:
        return
    if not typer.confirm(question, default=False):
        err_console.print("aborted; nothing changed")
        raise typer.Exit(1)


def _usage_errors() -> tuple[type[Exception], ...]:
    # Recent typer bundles its own copy of click (typer._click), whose exceptions are not
    # click.ClickException; older typer raises the real click's. Catch whichever exist.
    kinds: list[type[Exception]] = []
    try:
        from typer.exceptions import TyperException

        kinds.append(TyperException)
    except ImportError:  # typer before it bundled click
        pass
    try:
        import click

        kinds.append(click.ClickException)
    except ImportError:  # typer without the real click installed
        pass
    return tuple(kinds)


def fail(message: str) -> None:
    """One line on stderr: ``error: <message>`` (newlines folded, control characters escaped)."""
    line = " ".join(shown(message).split())
    err_console.print(Text.assemble(("error:", "red"), " ", line), soft_wrap=True, highlight=False)


def _usage_message(exc: Exception) -> str:
    format_message = getattr(exc, "format_message", None)
    message = format_message() if callable(format_message) else str(exc)
    ctx = getattr(exc, "ctx", None)
    path = getattr(ctx, "command_path", None)
    message = str(message).rstrip(".")
    return f"{message}; see `{path} --help`" if path else message


def run_guarded(app: typer.Typer, args: list[str] | None = None) -> int:
    """Run the app, turning errors into one line on stderr and an exit status.

    Caller mistakes (bad options or values, missing files, unknown ids) exit 2 with what to fix;
    provider and store failures exit 1. No traceback is shown for either.
    """
    try:
        # without standalone mode click returns the status of typer.Exit instead of raising it
        result = app(args=args, standalone_mode=False)
    except MuninnError as exc:
        fail(str(exc))
        return 2 if isinstance(exc, UserError) else 1
    except typer.Exit as exc:
        return exc.exit_code
    except typer.Abort:
        err_console.print("aborted")
        return 1
    except _usage_errors() as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # `muninn memories` alone: its help is the answer
            help_text = str(getattr(exc, "message", ""))  # rich help is printed already, plain help is not
            if help_text:
                typer.echo(help_text)
            return 0
        fail(_usage_message(exc))
        return 2
    return result if isinstance(result, int) else 0
