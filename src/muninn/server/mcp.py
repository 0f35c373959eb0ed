"""The MCP tools over streamable HTTP at ``/mcp``, behind the same API keys as every route.

Each request is authenticated exactly like the REST routes (:func:`muninn.server.auth.tenant_memory`:
401 without a valid key, loopback only without auth) before the MCP SDK sees it; the tenant's view
of the memory service rides in the request's ASGI state, where the tools' ``resolve`` finds it. The
transport is stateless with JSON responses: every POST stands alone, so there are no MCP sessions to
tie to a key and nothing to expire. Without auth, DNS-rebinding protection admits loopback hosts and
origins only (a browser page elsewhere cannot reach the local memory).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from mcp.server.mcpserver import Context
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from muninn.mcp.server import build_server
from muninn.server.auth import bearer, tenant_memory
from muninn.server.settings import ServerSettings
from muninn.service import AsyncMemory

_STATE_KEY = "muninn_memory"
PATH = "/mcp"


def _resolve(ctx: Context) -> AsyncMemory:
    request = ctx.request_context.request
    memory = getattr(request, "scope", {}).get("state", {}).get(_STATE_KEY)
    if not isinstance(memory, AsyncMemory):  # only reachable if the route below was bypassed
        raise RuntimeError("MCP call without an authenticated tenant")
    return memory


def mount_mcp(app: FastAPI, settings: ServerSettings) -> None:
    """Serve the MCP tools at ``/mcp`` of ``app`` and run their session manager with its lifespan."""
    server = build_server(_resolve)
    security = None
    if not settings.auth:
        security = TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*", "127.0.0.1", "localhost", "[::1]"],
            allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"],
        )
    else:  # the bearer key guards every call; a server bound to a real interface has real Host headers
        security = TransportSecuritySettings(enable_dns_rebinding_protection=False)

    def new_manager() -> StreamableHTTPSessionManager:
        # A manager runs once; an app's lifespan may run again (tests reuse apps), so one per run.
        server.streamable_http_app(
            streamable_http_path=PATH,
            stateless_http=True,
            json_response=True,
            transport_security=security,
            max_request_body_size=settings.max_body_bytes,
        )
        return server.session_manager

    endpoint = _Endpoint()
    outer = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(a: Any) -> AsyncIterator[Any]:
        async with outer(a) as state:
            manager = endpoint.manager = new_manager()
            # The manager's task group lives in a task of its own: a lifespan may be entered and
            # left from different tasks (test fixtures do), which an anyio cancel scope refuses.
            stop = asyncio.Event()
            started = asyncio.Event()

            async def run() -> None:
                async with manager.run():
                    started.set()
                    await stop.wait()

            runner = asyncio.create_task(run(), name="muninn-mcp-sessions")
            waiting = asyncio.create_task(started.wait())
            await asyncio.wait({runner, waiting}, return_when=asyncio.FIRST_COMPLETED)
            if runner.done():  # it failed to start: raise its error instead of serving without it
                waiting.cancel()
                runner.result()
            try:
                yield state
            finally:
                stop.set()
                await runner

    app.router.lifespan_context = lifespan
    # An ASGI app, not a function: Starlette would wrap a function as a request -> response handler.
    app.router.routes.append(Route(PATH, endpoint, include_in_schema=False))


class _Endpoint:
    """Authenticate, then hand the raw request to the MCP session manager."""

    manager: StreamableHTTPSessionManager | None = None  # set while the app's lifespan runs

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        memory = await tenant_memory(request, await bearer(request))  # raises the 401/403 problem
        state: dict[str, Any] = {**scope.get("state", {}), _STATE_KEY: memory}
        if self.manager is None:
            raise RuntimeError("the MCP endpoint is served only while the app's lifespan runs")
        await self.manager.handle_request({**scope, "state": state}, receive, send)
