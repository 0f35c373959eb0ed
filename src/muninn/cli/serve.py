"""``muninn serve`` (the HTTP service) and ``muninn keys …`` (its API keys)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, TypeVar

import typer
from rich.table import Table

from muninn.cli.common import JsonOpt, console, err_console, print_json
from muninn.cli.processes import serve_processes
from muninn.errors import ConfigError
from muninn.server import keys as api_keys
from muninn.server.auth import is_loopback
from muninn.settings import Settings
from muninn.stores import Store, open_store

keys = typer.Typer(help="Create, list and revoke API keys of the HTTP service.", no_args_is_help=True)

T = TypeVar("T")


def _with_store(work: Callable[[Store], Awaitable[T]]) -> T:
    async def run() -> T:
        store = open_store(Settings().resolved_store_url())
        try:
            return await work(store)
        finally:
            await store.close()

    return asyncio.run(run())


def serve(
    host: Annotated[str | None, typer.Option(help="Interface to bind (default 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (default 8000).")] = None,
    no_auth: Annotated[
        bool, typer.Option("--no-auth", help="Local development only: no API keys, every call is the default tenant.")
    ] = False,
    worker: Annotated[
        bool | None,
        typer.Option(
            "--worker/--no-worker", help="Run the background worker in-process (default: with 1 process only)."
        ),
    ] = None,
    workers: Annotated[
        int, typer.Option(min=1, help="API processes; with more than 1, jobs are run by `muninn worker` processes.")
    ] = 1,
    max_body_bytes: Annotated[int | None, typer.Option(help="Refuse larger request bodies (default 1 MiB).")] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve the memory API, the OpenAI-compatible proxy (/v1/chat/completions) and the web inspector (/ui)."""
    import uvicorn

    from muninn.server import ServerSettings, create_app

    if workers > 1 and worker:
        raise ConfigError(
            f"--workers {workers} starts stateless API processes that run no jobs; drop --worker and run "
            "`muninn worker` processes beside them"
        )
    options: dict[str, Any] = {"worker": workers == 1 if worker is None else worker}
    for name, value in (("host", host), ("port", port), ("max_body_bytes", max_body_bytes)):
        if value is not None:
            options[name] = value
    if no_auth:
        options["auth"] = False
    settings = ServerSettings(**options)  # options not given fall back to MUNINN_SERVER_* and defaults
    if not settings.auth and not is_loopback(settings.host):
        raise ConfigError(
            f"--no-auth serves every caller as one tenant, so it binds loopback only, not {settings.host!r}; "
            "create API keys with `muninn keys create` to serve other hosts"
        )
    if settings.auth and not _with_store(api_keys.list_keys):
        err_console.print("no API keys yet: every call will get 401; create one with `muninn keys create --tenant …`")
    if workers > 1:
        serve_processes(settings, workers, log_level=log_level)
        return
    uvicorn.run(
        create_app(settings=settings),
        host=settings.host,
        port=settings.port,
        log_level=log_level,
        # without it uvicorn waits for every open connection, so one long stream would outlast SIGTERM's grace
        timeout_graceful_shutdown=settings.shutdown_seconds,
    )


@keys.command("create")
def create(
    tenant: Annotated[str | None, typer.Option(help="Tenant the key acts for (default: MUNINN_TENANT).")] = None,
    name: Annotated[str, typer.Option(help="A label, e.g. the app that uses the key.")] = "",
    as_json: JsonOpt = False,
) -> None:
    """Create a key; it is printed once and only its hash is stored."""
    key, secret = _with_store(lambda s: api_keys.create_key(s, tenant or Settings().tenant, name=name))
    if as_json:
        print_json({"id": key.id, "tenant": key.tenant, "name": key.name, "prefix": key.prefix, "key": secret})
        return
    err_console.print(f"created key {key.id} for tenant {key.tenant}; store it now, it is not shown again:")
    typer.echo(secret)


@keys.command("list")
def list_(
    tenant: Annotated[str | None, typer.Option(help="Only this tenant's keys.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Keys with their tenant, label, display prefix and state (never the keys themselves)."""
    found = _with_store(lambda s: api_keys.list_keys(s, tenant=tenant))
    if as_json:
        print_json([k.model_dump(mode="json", exclude={"key_hash"}) for k in found])
        return
    table = Table(title=f"{len(found)} API keys")
    for column in ("id", "tenant", "name", "prefix", "created", "revoked"):
        table.add_column(column, overflow="fold")
    for k in found:
        revoked = f"{k.revoked_at:%Y-%m-%d %H:%M}" if k.revoked_at else ""
        table.add_row(k.id, k.tenant, k.name, k.prefix + "…", f"{k.created_at:%Y-%m-%d %H:%M}", revoked)
    console.print(table)


@keys.command("revoke")
def revoke(
    key_id: Annotated[str, typer.Argument(help="Id of the key (see `muninn keys list`).")],
    as_json: JsonOpt = False,
) -> None:
    """Revoke a key; requests with it get 401 from then on."""
    key = _with_store(lambda s: api_keys.revoke_key(s, key_id))
    if as_json:
        print_json(key.model_dump(mode="json", exclude={"key_hash"}))
    else:
        console.print(f"revoked {key.id} ({key.prefix}… of tenant {key.tenant})", highlight=False)
