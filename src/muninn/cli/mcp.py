"""``muninn mcp``: serve the memory tools to an MCP client over stdio."""

from __future__ import annotations

import asyncio
from typing import Annotated

import typer

from muninn.cli.common import TenantOpt


def mcp(
    user: Annotated[
        str | None,
        typer.Option("--user", "-u", help="The user every call is about, unless the call names one."),
    ] = None,
    tenant: TenantOpt = None,
) -> None:
    """Serve remember, recall, context, forget and history as MCP tools on stdin/stdout.

    Add to an MCP client as a stdio server: command `muninn`, args `mcp --user NAME`.
    """
    from muninn.mcp.stdio import serve_stdio  # the MCP SDK loads only for this command

    asyncio.run(serve_stdio(user=user, tenant=tenant))
