"""Liveness (``/health``) and readiness (``/ready``): no key needed, so neither reveals tenant
data nor configuration (model names, embedders, addresses): only what is ready and what is not."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from muninn.errors import StoreError
from muninn.server.auth import state_of
from muninn.server.errors import responses
from muninn.server.routes import KnownQuery
from muninn.server.schemas import Health, Readiness, WorkerState

router = APIRouter(tags=["health"], dependencies=[KnownQuery], responses=responses(422))


@router.get("/health", summary="Liveness")
async def health() -> Health:
    """200 while the process serves requests."""
    return Health()


@router.get(
    "/ready",
    summary="Readiness",
    response_model=Readiness,
    responses={503: {"model": Readiness, "description": "Not ready"}},
)
async def ready(request: Request) -> Readiness | JSONResponse:
    """200 when the store answers and the worker runs (if enabled) with no job past its deadline;
    503 with the same body otherwise."""
    state = state_of(request)
    memory = state.memory
    try:
        await memory.store.get_meta("embedder")
        store_ok = True
    except StoreError:
        store_ok = False
    worker: WorkerState = "disabled"
    if state.settings.worker:
        runner = memory.worker()
        worker = "stopped" if not runner.running else "stuck" if runner.stuck() else "running"
    body = Readiness(
        status="ready" if store_ok and worker in ("running", "disabled") else "not_ready",
        store="ok" if store_ok else "failing",
        worker=worker,
    )
    if body.status == "ready":
        return body
    return JSONResponse(body.model_dump(), status_code=503)
