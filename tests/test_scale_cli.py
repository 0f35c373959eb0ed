"""``muninn serve --workers N`` hands uvicorn an import string and the options as environment;
``muninn worker`` refuses to start without a memory model."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import typer

from muninn.cli import serve as serve_cli
from muninn.cli import worker as worker_cli
from muninn.cli.common import run_guarded
from muninn.server import ServerSettings

SERVER_ENV = [f"MUNINN_SERVER_{name.upper()}" for name in ServerSettings.model_fields]


def _cli() -> typer.Typer:
    app = typer.Typer()
    app.command("serve")(serve_cli.serve)
    app.command("worker")(worker_cli.worker)
    return app


def test_serve_workers_starts_processes_without_a_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    for name in SERVER_ENV:  # recorded by monkeypatch, so what the command sets is undone after the test
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: calls.append({"app": app} | options))
    assert run_guarded(_cli(), ["serve", "--workers", "3", "--no-auth", "--port", "9124"]) == 0
    (call,) = calls
    assert call["app"] == "muninn.server.app:create_app" and call["factory"] is True and call["workers"] == 3
    assert call["port"] == 9124
    # every process builds its app from the environment: the options given here, the worker off
    rebuilt = ServerSettings()
    assert (rebuilt.auth, rebuilt.worker, rebuilt.port) == (False, False, 9124)
    assert os.environ["MUNINN_SERVER_WORKER"] == "False"


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
