"""The CLI, driven in-process (and once as the installed script), against a real store."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from muninn.cli import app
from muninn.cli.common import run_guarded

Run = Callable[..., tuple[int, str]]


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    return tmp_path


@pytest.fixture
def cli(env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Run:
    """Run like the installed script (same error handling); returns (status, stdout + stderr)."""

    def run(*args: str, input: str | None = None, stdout_only: bool = False) -> tuple[int, str]:
        capsys.readouterr()
        monkeypatch.setattr(sys, "stdin", io.StringIO(input or ""))
        code = run_guarded(app, list(args))
        captured = capsys.readouterr()
        return code, captured.out if stdout_only else captured.out + captured.err

    return run


@pytest.fixture
def j(cli: Run) -> Callable[[list[str]], Any]:
    def run(args: list[str]) -> Any:
        code, output = cli(*args, "--json", stdout_only=True)
        assert code == 0, output
        return json.loads(output)

    return run


def test_memories_lifecycle_with_json(cli: Run, j: Callable[[list[str]], Any]) -> None:
    added = j(["memories", "add", "--user", "alice", "Alice is vegetarian", "--kind", "preference", "--tag", "diet"])
    assert added["kind"] == "preference" and added["tags"] == ["diet"]
    j(
        [
            "memories",
            "add",
            "--user",
            "alice",
            "Alice has an exam",
            "--kind",
            "event",
            "--event-at",
            "2026-12-01T09:00:00+00:00",
        ]
    )
    listed = j(["memories", "list", "--user", "alice"])
    assert len(listed) == 2
    hits = j(["memories", "search", "--user", "alice", "vegetarian"])
    assert hits[0]["record"]["id"] == added["id"]
    shown = j(["memories", "show", "--user", "alice", added["id"]])
    assert shown["content"] == "Alice is vegetarian"
    updated = j(["memories", "update", "--user", "alice", added["id"], "Alice is vegan"])
    assert updated["supersedes"] == added["id"]
    history = j(["memories", "history", "--user", "alice", updated["id"]])
    assert [h["action"] for h in history] == ["add", "update", "supersede"]
    forgotten = j(["memories", "forget", "--user", "alice", updated["id"], "--yes"])
    assert forgotten["status"] == "deleted"
    ctx = j(["context", "--user", "alice", "what should I eat"])
    assert "Alice is vegan" not in ctx["text"]


def test_human_output_and_confirmation(cli: Run, j: Callable[[list[str]], Any]) -> None:
    code, out = cli("memories", "add", "--user", "bob", "Bob plays chess")
    assert code == 0 and "added" in out
    memory_id = out.split()[1]
    code, out = cli("memories", "forget", "--user", "bob", memory_id, input="n\n")
    assert code == 1 and "nothing changed" in out
    code, out = cli("memories", "list", "--user", "bob")
    assert "Bob plays" in out and "chess" in out
    code, out = cli("users", "erase", "--user", "bob", input="y\n")
    assert code == 0 and "erased bob" in out
    assert "1 memories" in out and "0 summaries" in out  # the receipt names every table, zeros too
    assert j(["users", "list"]) == []


def test_errors_exit_2_with_a_message_and_change_nothing(cli: Run, j: Callable[[list[str]], Any]) -> None:
    code, out = cli("memories", "add", "--user", "alice", "", "--json")
    assert code == 2 and "empty" in out
    code, out = cli("memories", "add", "--user", "alice", "text", "--kind", "gossip")
    assert code == 2 and "unknown kind" in out
    code, out = cli("memories", "show", "--user", "alice", "01NOPE")
    assert code == 2 and "no memory" in out
    code, out = cli("memories", "list", "--user", "alice", "--status", "sleeping")
    assert code == 2 and "unknown status" in out
    assert j(["memories", "list", "--user", "alice"]) == []


def test_export_import_files(cli: Run, j: Callable[[list[str]], Any], tmp_path: Path) -> None:
    j(["memories", "add", "--user", "alice", "Alice likes jazz"])
    target = tmp_path / "alice.json"
    code, _ = cli("memories", "export", "--user", "alice", "--output", str(target))
    assert code == 0 and json.loads(target.read_text())["user_id"] == "alice"
    counts = j(["memories", "import", "--user", "carol", str(target)])
    assert counts["memories"] == 1
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "muninn.export", "memories": [{"id": 1}]}')
    code, out = cli("memories", "import", "--user", "dave", str(broken))
    assert code == 2 and "nothing was imported" in out
    assert j(["memories", "list", "--user", "dave"]) == []


def test_reembed_and_users(cli: Run, j: Callable[[list[str]], Any], monkeypatch: pytest.MonkeyPatch) -> None:
    j(["memories", "add", "--user", "alice", "Alice likes jazz"])
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash:16")
    code, out = cli("memories", "search", "--user", "alice", "jazz")
    assert code == 2 and "muninn reembed" in out
    assert j(["reembed", "--yes"]) == {"memories": 1, "turns": 0}
    hits = j(["memories", "search", "--user", "alice", "jazz"])
    assert len(hits) == 1


def test_installed_script_help() -> None:
    script = Path(sys.executable).parent / "muninn"
    result = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    for command in (
        "memories",
        "users",
        "context",
        "reembed",
        "demo",
        "chat",
        "jobs",
        "telemetry",
        "policies",
        "serve",
        "keys",
    ):
        assert command in result.stdout
    result = subprocess.run([str(script), "memories", "--help"], capture_output=True, text=True, timeout=60)
    for command in ("add", "list", "show", "search", "update", "forget", "history", "export", "import"):
        assert command in result.stdout


def test_jobs_and_telemetry_commands(cli: Run, j: Callable[[list[str]], Any], env: Path) -> None:
    import asyncio
    import json as _json

    from muninn import AsyncMemory, Settings
    from muninn.providers.llm import ScriptedProvider

    async def record() -> None:
        answer = _json.dumps({"facts": [{"content": "User likes tea", "kind": "fact", "tags": [], "importance": 0.7}]})
        memory = AsyncMemory(Settings(), memory_llm=ScriptedProvider([answer]))
        await memory.record_turn("alice", "s1", "user", "I like tea")
        await memory.record_turn("alice", "s1", "assistant", "Noted")
        await memory.process()
        await memory.record_turn("alice", "s1", "user", "And coffee")
        await memory.record_turn("alice", "s1", "assistant", "Noted too")
        await memory.close()

    asyncio.run(record())
    ran = j(["jobs", "run"])  # no memory model configured for the CLI: the job is dead-lettered loudly
    assert ran == {"ran": 1, "dead": 1}
    (dead,) = j(["jobs", "list", "--state", "dead"])
    assert "MUNINN_MEMORY_LLM" in dead["last_error"]
    listed = j(["jobs", "list", "--counters"])
    assert len(listed["jobs"]) == 2 and listed["counters"]["action.add"] == 1
    assert j(["jobs", "retry", dead["id"]])["state"] == "queued"
    code, out = cli("jobs", "retry", dead["id"])
    assert code == 2 and "only dead jobs" in out
    summary = {row["purpose"]: row for row in j(["telemetry", "summary"])}
    assert summary["extract"]["calls"] == 1 and summary["extract"]["errors"] == 0
    assert summary["embed"]["calls"] >= 1  # the extracted fact's embedding
    assert len(j(["telemetry", "list", "--purpose", "extract"])) == 1
    total = len(j(["telemetry", "list"]))
    assert j(["telemetry", "reset", "--yes"]) == {"deleted": total}
    assert j(["jobs", "purge", "--yes"]) == {"purged": 1}
    code, out = cli("jobs", "list", "--state", "stuck")
    assert code == 2 and "unknown job state" in out


def test_chat_command_streams_records_and_extracts(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUNINN_CHAT_LLM", "test:echo")
    script = Path(sys.executable).parent / "muninn"
    result = subprocess.run(
        [str(script), "chat", "--user", "alice", "--session", "s1"],
        input="hello there\n/memories\n/quit\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ | {"COLUMNS": "200"},
    )
    assert result.returncode == 0, result.stderr
    assert "echo: hello there" in result.stdout
    from muninn import Memory, Settings

    with Memory(Settings()) as memory:
        turns = memory.core  # the transcript survives the process
        stored = asyncio_run(turns.store.list_turns(turns.scope("alice")))
    assert [(t.role, t.content) for t in stored] == [("user", "hello there"), ("assistant", "echo: hello there")]


def asyncio_run(coro: Any) -> Any:
    import asyncio

    return asyncio.run(coro)
