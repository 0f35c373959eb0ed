"""``muninn serve --workers N`` hands uvicorn an import string and the options as environment;
``muninn worker`` refuses to start without a memory model."""

from __future__ import annotations

import asyncio
import os
import socket
from pathlib import Path
from typing import Any

import pytest
import typer

from muninn.cli import serve as serve_cli
from muninn.cli import worker as worker_cli
from muninn.cli.common import run_guarded
from muninn.cli.processes import listening_socket
from muninn.server import ServerSettings
from tests.pg import free_port

SERVER_ENV = [f"MUNINN_SERVER_{name.upper()}" for name in ServerSettings.model_fields]


def _cli() -> typer.Typer:
    app = typer.Typer()
    app.command("serve")(serve_cli.serve)
    app.command("worker")(worker_cli.worker)
    return app


def test_serve_workers_starts_processes_without_a_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from uvicorn import supervisors

    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    for name in SERVER_ENV:  # recorded by monkeypatch, so what the command sets is undone after the test
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    calls: list[Any] = []

    class Supervisor:
        def __init__(self, config: Any, sockets: list[socket.socket]) -> None:
            calls.append((config, [s.getsockname()[1] for s in sockets]))

        def run(self) -> None:
            pass

    monkeypatch.setattr(supervisors, "Multiprocess", Supervisor)
    port = free_port()
    assert run_guarded(_cli(), ["serve", "--workers", "3", "--no-auth", "--port", str(port)]) == 0
    ((config, ports),) = calls
    assert config.app == "muninn.server.app:create_app" and config.factory is True and config.workers == 3
    assert ports == [port]
    # every process builds its app from the environment: the options given here, the worker off
    rebuilt = ServerSettings()
    assert (rebuilt.auth, rebuilt.worker, rebuilt.port) == (False, False, port)
    assert os.environ["MUNINN_SERVER_WORKER"] == "False"


async def test_api_processes_answer_without_waiting_for_delayed_acks() -> None:
    """Accepted connections get TCP_NODELAY, as they do with one process (else ~40 ms a response)."""
    import uvicorn

    sock = listening_socket(uvicorn.Config("x:app", host="127.0.0.1", port=free_port()))
    nodelay: list[int] = []

    class Probe(asyncio.Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            nodelay.append(transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            transport.close()

    server = await asyncio.get_running_loop().create_server(Probe, sock=sock)
    try:
        _, writer = await asyncio.open_connection(*sock.getsockname()[:2])
        for _ in range(100):
            if nodelay:
                break
            await asyncio.sleep(0.01)
        writer.close()
    finally:
        server.close()
    assert nodelay and nodelay[0] != 0


def test_serve_refuses_an_in_process_worker_with_several_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    assert run_guarded(_cli(), ["serve", "--workers", "2", "--worker", "--no-auth"]) == 2


def test_worker_needs_a_memory_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    monkeypatch.setenv("MUNINN_MEMORY_LLM", "none")  # (the default, auto, picks the embedded model)
    assert run_guarded(_cli(), ["worker"]) == 2
    assert "MUNINN_MEMORY_LLM" in capsys.readouterr().err
