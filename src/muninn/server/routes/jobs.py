"""The background queue (``/jobs``) and telemetry (``/telemetry``) of the key's tenant."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from muninn.domain.models import Job, JobState, LLMCall
from muninn.errors import NotFound
from muninn.providers.llm.base import Purpose
from muninn.server.auth import Tenant
from muninn.server.errors import responses
from muninn.server.routes import JobId, KnownQuery
from muninn.server.schemas import IDENTIFIER, Deleted, Purged, PurgeIn
from muninn.telemetry.summary import CallSummary, summarise

router = APIRouter(tags=["jobs"], dependencies=[KnownQuery], responses=responses(400, 401, 404, 413, 422))
telemetry = APIRouter(
    prefix="/telemetry", tags=["telemetry"], dependencies=[KnownQuery], responses=responses(400, 401, 413, 422)
)

UserQuery = Annotated[
    str | None, Query(min_length=1, max_length=200, pattern=IDENTIFIER, description="Only this user's.")
]


@router.get("/jobs", summary="List jobs")
async def list_jobs(
    memory: Tenant,
    state: Annotated[list[JobState] | None, Query(description="Only jobs in these states.")] = None,
    user: UserQuery = None,
    limit: Annotated[int, Query(ge=1, le=10_000)] = 100,
) -> list[Job]:
    """The tenant's background jobs, newest first, with attempts and the last error."""
    return await memory.jobs(states=state or [], user=user, limit=limit)


@router.get("/jobs/{job_id}", summary="Get a job")
async def get_job(memory: Tenant, job_id: JobId) -> Job:
    """One job of the tenant."""
    job = await memory.store.get_job(memory.tenant, job_id)
    if job is None:
        raise NotFound(f"no job {job_id!r}")
    return job


@router.post("/jobs/{job_id}/retry", summary="Retry a dead job")
async def retry_job(memory: Tenant, job_id: JobId) -> Job:
    """Put a dead-lettered job back in the queue with fresh attempts."""
    return await memory.retry_job(job_id)


@router.post("/jobs/purge", summary="Purge finished jobs")
async def purge_jobs(memory: Tenant, body: PurgeIn | None = None) -> Purged:
    """Delete the tenant's finished jobs (done and dead unless the body says otherwise)."""
    states: list[JobState] = list((body or PurgeIn()).states)
    return Purged(purged=await memory.purge_jobs(states=states))


@telemetry.get("/calls", summary="List LLM calls")
async def list_calls(
    memory: Tenant,
    limit: Annotated[int, Query(ge=1, le=10_000)] = 100,
    purpose: Annotated[Purpose | None, Query(description="Only calls made for this purpose.")] = None,
) -> list[LLMCall]:
    """Recorded LLM calls of the tenant, newest first."""
    return await memory.llm_calls(limit=limit, purpose=purpose)


@telemetry.get("/summary", summary="Summarise LLM calls")
async def summary(memory: Tenant) -> list[CallSummary]:
    """Calls, errors, latency and tokens per purpose and model."""
    return summarise(await memory.llm_calls(limit=1_000_000))


@telemetry.get("/counters", summary="Write-path counters")
async def counters(memory: Tenant, user: UserQuery = None) -> dict[str, int]:
    """Write-path counters (candidates, invalid items, zero-fact extractions, paths, actions)."""
    return await memory.counters(user)


@telemetry.delete("/calls", summary="Reset LLM-call telemetry")
async def reset(memory: Tenant) -> Deleted:
    """Delete the tenant's recorded LLM calls."""
    return Deleted(deleted=await memory.reset_telemetry())
