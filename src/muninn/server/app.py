"""The FastAPI application: :func:`create_app` wires the service, auth, errors, limits and routes.

The lifespan opens the memory service (or uses the one given), loads the embedder, starts the
embedded background worker and, on shutdown, stops the worker (jobs in flight get
``worker_stop_seconds``, then are released to run again) and closes the service it opened.
Routes are thin: each calls one :class:`~muninn.service.AsyncMemory` method on the caller's
tenant view.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from muninn.server import proxy
from muninn.server.auth import ServerState
from muninn.server.errors import PROBLEM_JSON, install
from muninn.server.limits import BodyLimit
from muninn.server.mcp import mount_mcp
from muninn.server.routes import health, jobs, memories, sessions, users
from muninn.server.settings import ServerSettings
from muninn.server.ui import router as inspector
from muninn.service import AsyncMemory
from muninn.settings import Settings

log = logging.getLogger(__name__)

DESCRIPTION = """\
Memory and context for LLM agents over HTTP.

Every route except `/health` and `/ready` needs `Authorization: Bearer <key>` (a server run
without keys serves loopback clients only and answers others 403); the key
(`muninn keys create --tenant …`) decides the tenant, and every id is looked up in that tenant
only. Errors are `application/problem+json` with a stable `code`.

`/v1/chat/completions` is an OpenAI-compatible proxy: point an OpenAI SDK's `base_url` at
`<server>/v1`, use the muninn key as its `api_key`, and name the user with the `X-Muninn-User`
header or the request's `user` field.
"""


def create_app(memory: AsyncMemory | None = None, *, settings: ServerSettings | None = None) -> FastAPI:
    """The muninn HTTP service. Without ``memory``, one is opened from ``Settings()`` at start-up
    and closed at shutdown; a given one is left open (its owner closes it).

    With ``auth`` off the app itself serves loopback clients only and answers everyone else 403
    (see :mod:`muninn.server.auth`): however it is started (``muninn serve``, ``uvicorn
    --factory`` on 0.0.0.0), turning keys off never opens the memory store to the network.
    """
    server = settings or ServerSettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        owned = memory is None
        service = AsyncMemory(Settings()) if memory is None else memory
        if server.warm_embedder:
            _ = service.embedder
        app.state.muninn = ServerState(service, server)
        if server.worker:
            service.start_worker()
        if not server.auth:
            log.warning(
                "API keys are off (--no-auth): loopback clients act as tenant %r, others get 403", service.tenant
            )
        try:
            yield
        finally:
            if server.worker:
                await service.stop_worker()
            if owned:
                await service.close()

    app = FastAPI(
        title="muninn",
        version=_version(),
        description=DESCRIPTION,
        lifespan=lifespan,
        openapi_tags=[
            {"name": "turns and context", "description": "Record conversations; build the context block."},
            {"name": "memories", "description": "Long-term memories: CRUD, history, search."},
            {"name": "users", "description": "Profiles, summaries, export, import, erase."},
            {"name": "jobs", "description": "The background write path's queue."},
            {"name": "telemetry", "description": "Recorded LLM calls and write-path counters."},
            {"name": "OpenAI-compatible proxy", "description": "Memory for any OpenAI client."},
            {"name": "health", "description": "Liveness and readiness (no key needed)."},
        ],
    )
    install(app)
    for router in (
        sessions.router,
        memories.router,
        users.router,
        jobs.router,
        jobs.telemetry,
        proxy.router,
        health.router,
        inspector,
    ):
        app.include_router(router)
    mount_mcp(app, server)  # /mcp: the memory tools over streamable HTTP, behind the same keys
    app.add_middleware(BodyLimit, max_bytes=server.max_body_bytes)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
                tags=app.openapi_tags,
            )
            app.openapi_schema = _problem_media_type(schema)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    return app


def _problem_media_type(schema: dict[str, Any]) -> dict[str, Any]:
    """Document error bodies as application/problem+json (FastAPI writes application/json)."""
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for status, response in operation.get("responses", {}).items():
                content = response.get("content", {})
                if status.isdigit() and int(status) >= 400 and "application/json" in content:
                    ref = content["application/json"].get("schema", {}).get("$ref", "")
                    if ref.endswith("/Problem"):
                        content[PROBLEM_JSON] = content.pop("application/json")
    schema.get("components", {}).get("schemas", {}).pop("HTTPValidationError", None)
    schema.get("components", {}).get("schemas", {}).pop("ValidationError", None)
    return schema


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("muninn")
    except PackageNotFoundError:
        return "0+unknown"
