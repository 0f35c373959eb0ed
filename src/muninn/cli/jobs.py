"""``muninn jobs …`` (the background queue) and ``muninn telemetry …`` (recorded LLM calls)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from muninn.cli.common import JsonOpt, TenantOpt, YesOpt, confirm, console, err_console, plain, print_json, service
from muninn.domain.models import JOB_STATES, JobState
from muninn.errors import InvalidInput
from muninn.telemetry.summary import summarise

app = typer.Typer(help="Inspect, retry and purge background jobs.", no_args_is_help=True)
telemetry = typer.Typer(help="Inspect and reset per-call LLM telemetry.", no_args_is_help=True)

StateOpt = Annotated[list[str] | None, typer.Option("--state", help="queued, running, done or dead (repeatable).")]


def _states(values: list[str] | None) -> list[JobState]:
    out: list[JobState] = []
    for value in values or []:
        if value not in JOB_STATES:
            raise InvalidInput(f"unknown job state {value!r}; use one of {', '.join(JOB_STATES)}")
        out.append(JOB_STATES[JOB_STATES.index(value)])
    return out


@app.command("list")
def list_(
    state: StateOpt = None,
    user: Annotated[str | None, typer.Option("--user", "-u", help="Only this user's jobs.")] = None,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 50,
    counters: Annotated[bool, typer.Option("--counters", help="Also show write-path counters.")] = False,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Jobs newest first, with attempts and the last error."""
    with service(tenant) as memory:
        jobs = memory.jobs(states=_states(state), user=user, limit=limit)
        counts = memory.counters(user) if counters else {}
    if as_json:
        print_json({"jobs": jobs, "counters": counts} if counters else jobs)
        return
    table = Table(title=f"{len(jobs)} jobs")
    for column in ("id", "kind", "user", "state", "tries", "next run / finished", "last error"):
        table.add_column(column, overflow="fold")
    for j in jobs:
        when = j.finished_at or j.next_run_at
        table.add_row(
            plain(j.id), j.kind, plain(j.user_id), j.state, str(j.attempts), f"{when:%Y-%m-%d %H:%M:%S}",
            plain(j.last_error or ""),
        )  # fmt: skip
    console.print(table)
    if counts:
        console.print(", ".join(f"{k} {v}" for k, v in counts.items()), highlight=False)


@app.command("retry")
def retry(
    job_id: Annotated[str, typer.Argument(help="Id of a dead job.")],
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Put a dead-lettered job back in the queue."""
    with service(tenant) as memory:
        job = memory.retry_job(job_id)
    if as_json:
        print_json(job)
    else:
        console.print(plain(f"requeued {job.id} ({job.kind} for {job.user_id})"), highlight=False)


@app.command("run")
def run(tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Run every due job now, in this process, then exit."""
    with service(tenant) as memory:
        ran = memory.process()
        dead = memory.jobs(states=["dead"], limit=1000)
    if as_json:
        print_json({"ran": ran, "dead": len(dead)})
    else:
        console.print(f"ran {ran} jobs; {len(dead)} dead", highlight=False)


@app.command("purge")
def purge(
    state: StateOpt = None,
    yes: YesOpt = False,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Delete finished jobs (done and dead unless --state says otherwise)."""
    states = _states(state) or ["done", "dead"]
    confirm(f"Delete all {' and '.join(states)} jobs?", yes)
    with service(tenant) as memory:
        removed = memory.purge_jobs(states=states)
    if as_json:
        print_json({"purged": removed})
    else:
        console.print(f"purged {removed} jobs")


@telemetry.command("list")
def telemetry_list(
    limit: Annotated[int, typer.Option(help="At most this many calls.")] = 50,
    purpose: Annotated[str | None, typer.Option(help="chat, extract, consolidate, summarise, classify, judge")] = None,
    tenant: TenantOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Recorded LLM calls, newest first."""
    with service(tenant) as memory:
        calls = memory.llm_calls(limit=limit, purpose=purpose)
    if as_json:
        print_json(calls)
        return
    table = Table(title=f"{len(calls)} calls")
    for column in ("when", "purpose", "model", "ms", "status", "tokens in/out", "user", "job"):
        table.add_column(column, overflow="fold")
    for c in calls:
        tokens = f"{c.prompt_tokens if c.prompt_tokens is not None else '-'}/{c.completion_tokens or '-'}"
        table.add_row(
            f"{c.at:%m-%d %H:%M:%S}", c.purpose, plain(c.model), f"{c.latency_ms:.0f}", plain(c.status), tokens,
            plain(c.user_id or ""), plain(c.job_id or ""),
        )  # fmt: skip
    console.print(table)


@telemetry.command("summary")
def telemetry_summary(tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Calls, errors, latency and tokens per purpose and model."""
    with service(tenant) as memory:
        rows = [row.model_dump() for row in summarise(memory.llm_calls(limit=1_000_000))]
    if as_json:
        print_json(rows)
        return
    table = Table(title="LLM calls by purpose and model")
    for column in ("purpose", "model", "calls", "errors", "p50 ms", "max ms", "tokens in", "tokens out"):
        table.add_column(column)
    for r in rows:
        table.add_row(*(plain(str(v)) for v in r.values()))
    console.print(table)


@telemetry.command("reset")
def telemetry_reset(yes: YesOpt = False, tenant: TenantOpt = None, as_json: JsonOpt = False) -> None:
    """Delete the tenant's recorded calls."""
    confirm("Delete all recorded LLM calls of this tenant?", yes)
    with service(tenant) as memory:
        removed = memory.reset_telemetry()
    if as_json:
        print_json({"deleted": removed})
    else:
        err_console.print(f"deleted {removed} recorded calls")
