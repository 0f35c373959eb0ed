"""``muninn policies list|show|explain``, driven in-process against a real store."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import typer

from muninn import Settings
from muninn.cli import policies
from muninn.cli.common import run_guarded
from muninn.sync import Memory

Run = Callable[..., tuple[int, str]]
LOOP_BUG = "My loop crashes with IndexError: list index out of range\nfor i in range(len(arr)):\n    print(arr[i+1])"


@pytest.fixture
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Run:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    app = typer.Typer()
    app.add_typer(policies.app, name="policies")

    def run(*args: str) -> tuple[int, str]:
        capsys.readouterr()
        code = run_guarded(app, list(args))
        captured = capsys.readouterr()
        return code, captured.out + captured.err

    return run


def test_list_and_show(cli: Run, tmp_path: Path) -> None:
    code, out = cli("policies", "list")
    assert code == 0 and "coding-mentor" in out and "coach" in out
    own = tmp_path / "policies"
    own.mkdir()
    (own / "mine.yaml").write_text(
        "name: mine\ncategories: {general: {}}\nladder: [{at: 0, mode: calm}]\n"
        "modes: {calm: {summary: s, sections: [{header: 'ONE:'}], format: f, max_words: 20}}\n"
    )
    code, out = cli("policies", "list", "--path", str(own), "--json")
    assert code == 0
    assert [p["name"] for p in json.loads(out)] == ["coach", "coding-mentor", "mine"]

    code, out = cli("policies", "show", "coding-mentor")
    assert code == 0
    for text in ("0+ → normal", "3+ → simplified", "loops", "STEP 4 — VERIFY:", "BEFORE:", "at most 260 words"):
        assert text in out, text
    code, out = cli("policies", "show", "coach", "--json")
    assert code == 0 and json.loads(out)["categories"]["barriers"]["reset_by"] == ["progress"]


def test_explain_shows_the_decision_and_why(cli: Run) -> None:
    with Memory(Settings()) as memory:
        for n in (1, 2):
            memory.add(
                "maya",
                f"Maya struggled with a loop boundary ({n})",
                kind="assessment",
                tags=["policy:coding-mentor", "category:loops"],
            )
        seeded = [m.id for m in memory.list("maya")]
    code, out = cli("policies", "explain", "coding-mentor", "--user", "maya", "--input", LOOP_BUG, "--json")
    assert code == 0, out
    decision = json.loads(out)
    assert decision["dominant_mode"] == "step-by-step"
    assert {c["category"]: (c["count"], c["mode"]) for c in decision["categories"]} == {
        "loops": (2, "step-by-step"),
        "indexing": (0, "normal"),
    }
    assert sorted(decision["evidence_ids"]) == sorted(seeded)
    assert "BEFORE:" in decision["instructions"]

    code, out = cli("policies", "explain", "coding-mentor", "--user", "maya", "--input", LOOP_BUG)
    assert code == 0
    for text in ("seen 2 times before", "dominant mode", "step-by-step", "reason", "STEP 1 — WHAT IS WRONG:"):
        assert text in out, text
    # explain writes nothing: a second run sees the same counts
    code, out = cli("policies", "explain", "coding-mentor", "--user", "maya", "--input", LOOP_BUG, "--json")
    assert json.loads(out)["categories"][0]["count"] == 2

    code, out = cli("policies", "explain", "coding-mentor", "--user", "sam", "--input", LOOP_BUG, "--json")
    assert json.loads(out)["dominant_mode"] == "normal"


def test_errors_exit_2_with_a_message(cli: Run, tmp_path: Path) -> None:
    code, out = cli("policies", "show", "nope")
    assert code == 2 and "no built-in policy 'nope'" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\ncategories: {general: {}}\nladder: [{at: 0, mode: missing}]\nmodes: {}\n")
    code, out = cli("policies", "explain", str(bad), "--user", "maya", "--input", "hi")
    out = " ".join(out.split())  # rich wraps long lines
    assert code == 2 and f"policy file {bad}: modes: Dictionary should have at least 1 item" in out
    code, out = cli("policies", "explain", "coach", "--user", "maya", "--input", " ")
    assert code == 2 and "policy input is empty" in out
