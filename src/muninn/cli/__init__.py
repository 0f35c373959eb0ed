"""The ``muninn`` command line: ``muninn --help`` lists the commands.

Each command is a thin shell over :class:`~muninn.sync.Memory`; errors print their message and
exit with status 2 for caller mistakes and 1 for provider or store failures.
"""

from __future__ import annotations

import sys

import typer

from muninn.cli import chat, demo, eval, jobs, mcp, memories, policies, serve, users, worker
from muninn.cli.common import run_guarded

app = typer.Typer(
    name="muninn",
    help="Memory and context for LLM agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(memories.app, name="memories")
app.add_typer(users.app, name="users")
app.add_typer(jobs.app, name="jobs")
app.add_typer(jobs.telemetry, name="telemetry")
app.add_typer(policies.app, name="policies")
app.command("context")(memories.context)
app.command("reembed")(users.reembed)
app.command("demo")(demo.demo)
app.command("chat")(chat.chat)
app.command("serve")(serve.serve)
app.command("worker")(worker.worker)
app.command("mcp")(mcp.mcp)
app.add_typer(serve.keys, name="keys")
app.add_typer(eval.app, name="eval")


def main() -> None:
    """Entry point of the ``muninn`` script."""
    sys.exit(run_guarded(app))
