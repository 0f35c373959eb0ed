"""``muninn mcp``: the memory tools over stdio, for an MCP client that starts muninn itself.

The process opens one memory service from the environment (``MUNINN_*``), scoped to one tenant,
runs the background worker so remembered facts are indexed and conversations extracted, and
serves until the client closes stdin. Logs go to stderr: stdout carries the protocol.
"""

from __future__ import annotations

from muninn.mcp.server import build_server
from muninn.service import AsyncMemory
from muninn.settings import Settings


async def serve_stdio(*, user: str | None = None, tenant: str | None = None, settings: Settings | None = None) -> None:
    """Serve the memory tools on stdin/stdout until the client disconnects."""
    memory = AsyncMemory(settings or Settings(), tenant=tenant)
    if user is not None:
        memory.scope(user)  # a bad --user fails at start, not on every call
    server = build_server(lambda _ctx: memory, default_user=user)
    memory.start_worker()
    try:
        await server.run_stdio_async()
    finally:
        await memory.stop_worker()
        await memory.close()
