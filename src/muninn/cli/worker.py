"""``muninn worker``: a separate process that runs the background write path.

It runs the runtime's :class:`~muninn.background.Background` worker loop (claiming jobs from the
configured store's queue, housekeeping: idle sessions, turn embeddings) until SIGTERM or SIGINT.
Any number of worker processes can share one store: a job is claimed by one of them at a time,
and jobs of one user never run concurrently. API processes started with
``muninn serve --workers N`` leave the jobs to these processes.

Stopping: the first SIGTERM/SIGINT stops claiming and lets the jobs in flight finish, for up to
``--grace`` seconds; after that (or on a second signal) the process exits with the jobs
unfinished, and they run again, idempotently, once their lease runs out, in any worker.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Annotated

import typer

from muninn.cli.common import err_console
from muninn.errors import ConfigError
from muninn.service import AsyncMemory
from muninn.settings import Settings

log = logging.getLogger("muninn.worker")


def worker(
    concurrency: Annotated[
        int | None, typer.Option(min=1, help="Jobs run at once (default: MUNINN_WORKER_CONCURRENCY, 2).")
    ] = None,
    grace: Annotated[
        float, typer.Option(min=0, help="Seconds the jobs in flight may take to finish after SIGTERM.")
    ] = 30.0,
    log_level: Annotated[str, typer.Option(help="Log level of the worker's messages.")] = "info",
) -> None:
    """Run background jobs (extraction, consolidation, summaries) until SIGTERM."""
    logging.basicConfig(level=log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    raise typer.Exit(asyncio.run(_run(concurrency, grace)))


async def _run(concurrency: int | None, grace: float) -> int:
    settings = Settings()
    if concurrency is not None:
        settings = settings.model_copy(update={"worker_concurrency": concurrency})
    memory = AsyncMemory(settings)
    try:
        if settings.memory_llm is None:
            raise ConfigError(
                "`muninn worker` runs the write path, which needs a memory model: set MUNINN_MEMORY_LLM "
                "(e.g. 'openai' with MUNINN_MEMORY_BASE_URL)"
            )
        _ = memory.memory_llm  # an unknown provider key fails here, not on the first job
        await memory.runtime.embeddings.checked()  # a store indexed with another embedder fails here too
    except BaseException:
        await memory.close()
        raise

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    memory.start_worker()
    scheme = settings.resolved_store_url().split(":", 1)[0]
    err_console.print(
        f"muninn worker: up to {settings.worker_concurrency} jobs at a time from the {scheme} store; "
        "SIGTERM stops after the jobs in flight"
    )
    while not stop.is_set():
        waiter = asyncio.ensure_future(stop.wait())
        await asyncio.wait({waiter}, timeout=1.0)
        waiter.cancel()
        if not memory.worker().running:
            err_console.print("muninn worker: the worker loop ended unexpectedly; see the log above")
            await memory.close()
            return 1

    stop.clear()  # a second signal during the grace period: leave at once
    stopping = asyncio.ensure_future(memory.stop_worker())
    second = asyncio.ensure_future(stop.wait())
    done, _ = await asyncio.wait({stopping, second}, timeout=grace, return_when=asyncio.FIRST_COMPLETED)
    second.cancel()
    w = memory.worker()
    if stopping not in done:
        # The jobs still running keep their lease until it runs out; then any worker runs them again.
        err_console.print(
            f"muninn worker: jobs still running after {grace:g}s; leaving them to be re-run after their lease "
            f"({settings.job_lease_seconds:g}s)"
        )
        return 1
    await memory.close()
    err_console.print(f"muninn worker: stopped ({w.processed} jobs done, {w.failed} failed attempts)")
    return 0
