"""Hardening of the input boundary and the CLI (issue 10, items 9 and 11).

Control characters are refused where text enters (memory and turn content, queries); rows
stored before that rule, or written behind muninn's back, are still shown escaped by the CLI.
Every caller mistake on the command line exits 2 with one line on stderr and no traceback.
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as run_with
from hypothesis import strategies as st

from muninn import AsyncMemory, Settings
from muninn import validation as check
from muninn.cli import app
from muninn.cli.common import run_guarded, shown
from muninn.errors import InvalidInput

Run = Callable[..., tuple[int, str, str]]

# Controls that must never be stored (the C0 range but tab, newline and carriage return, DEL, C1).
FORBIDDEN = [chr(c) for c in [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), *range(0x7F, 0xA0)]]
# What a terminal must never receive raw from stored text: those, a bare CR, and line separators.
UNSAFE_ON_SCREEN = {*FORBIDDEN, "\r", "\u2028", "\u2029", "\u202e", "\u2066"}

safe_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\u2028\u2029")
    | st.sampled_from("\n\t"),
    min_size=1,
    max_size=40,
).filter(lambda t: t.strip())


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    return tmp_path


@pytest.fixture
def cli(env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Run:
    """Run like the installed script; returns (status, stdout, stderr)."""

    def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
        capsys.readouterr()
        monkeypatch.setattr(sys, "stdin", io.StringIO(input or ""))
        code = run_guarded(app, list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


# -- item 9: control characters are refused at the boundary ------------------------------------------


@given(before=safe_text, control=st.sampled_from(FORBIDDEN), after=safe_text)
def test_any_control_character_is_refused_with_its_code(before: str, control: str, after: str) -> None:
    with pytest.raises(InvalidInput, match=f"U\\+{ord(control):04X}"):
        check.text(before + control + after, "memory content", 1000)


@given(text=safe_text)
def test_text_without_controls_passes_unchanged_but_stripped(text: str) -> None:
    assert check.text(text, "memory content", 1000) == text.strip()


def test_line_ends_are_normalised_not_refused() -> None:
    assert check.text("one\r\ntwo\rthree\n", "turn content", 100) == "one\ntwo\nthree"


@pytest.mark.parametrize("evil", ["Alice\x00 likes tea", "\x1b[2J\x1b[Hcleared", "Alice \x9b31m red", "bell\x07"])
async def test_memories_turns_and_queries_refuse_controls(settings: Settings, evil: str) -> None:
    memory = AsyncMemory(settings)
    try:
        with pytest.raises(InvalidInput, match="control character"):
            await memory.add("alice", evil)
        with pytest.raises(InvalidInput, match="control character"):
            await memory.record_turn("alice", "s1", "user", evil)
        with pytest.raises(InvalidInput, match="control character"):
            await memory.search("alice", evil)
        assert await memory.list("alice") == []
    finally:
        await memory.close()


def test_the_cli_refuses_an_escape_sequence_and_stores_nothing(cli: Run) -> None:
    code, out, err = cli("memories", "add", "--user", "alice", "Alice \x1b[31mred\x1b[0m")
    assert code == 2 and "control character U+001B" in err
    assert "\x1b" not in out + err
    code, out, _ = cli("memories", "list", "--user", "alice", "--json")
    assert code == 0 and json.loads(out) == []


# -- item 9: old rows never reach the terminal raw ---------------------------------------------------------


def _plant(env: Path, content: str) -> None:
    """Overwrite every stored memory's text, as a row written before validation existed would be."""
    db = Settings(home=env).resolved_store_url().removeprefix("sqlite:///")
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE memories SET content = ?", (content,))


@run_with(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    parts=st.lists(
        st.sampled_from(sorted(UNSAFE_ON_SCREEN))
        | st.sampled_from(["\x1b[2J", "\x1b]0;pwned\x07", "[red]x[/]"])
        | st.text(max_size=5),
        min_size=1,
        max_size=8,
    )
)
def test_stored_control_characters_are_shown_escaped(cli: Run, env: Path, parts: list[str]) -> None:
    if not os.path.exists(env / "muninn.db"):
        assert cli("memories", "add", "--user", "alice", "placeholder")[0] == 0
    content = "Alice " + "".join(parts)
    _plant(env, content)
    for args in (("memories", "list"), ("memories", "list", "--json"), ("context", "Alice")):
        code, out, err = cli(*args, "--user", "alice")
        assert code == 0, err
        assert not UNSAFE_ON_SCREEN & set(out + err), (args, out)
    code, out, _ = cli("memories", "list", "--user", "alice", "--json")
    assert json.loads(out)[0]["content"] == content  # escaped for the screen, still exact as data


def test_shown_escapes_visibly_and_keeps_newlines_and_tabs() -> None:
    assert shown("a\x1b[2Jb\x00c\u2028d\te\nf\x85") == "a\\x1b[2Jb\\x00c\\u2028d\te\nf\\x85"
    for code in range(0x110000):
        char = chr(code)
        if unicodedata.category(char) == "Cc" and char not in "\n\t":
            assert char not in shown(char)


# -- item 11: every mistake is exit 2 and one line on stderr ---------------------------------------------------

BAD = [
    (["memories", "add", "Alice likes tea", "--user", "alice", "--importance", "high"], "--importance"),
    (["memories", "search", "tea", "--user", "alice", "--since", "notadate"], "--since"),
    (["memories", "search", "tea", "--user", "alice", "--until", "2026-13-01"], "--until"),
    (["memories", "import", "/nonexistent/export.json", "--user", "alice"], "does not exist"),
    (["memories", "list"], "--user"),
    (["memories", "list", "--user", "alice", "--frobnicate"], "--frobnicate"),
    (["memories", "list", "--user", "alice", "--limit", "many"], "--limit"),
    (["memories", "lst", "--user", "alice"], "lst"),
    (["nonsense"], "nonsense"),
    (["users", "erase", "--user", "ghost", "--yes"], "no user 'ghost'"),
    (["memories", "add", "", "--user", "alice"], "empty"),
    (["memories", "show", "01NOPE", "--user", "alice"], "no memory"),
]


@pytest.mark.parametrize(("args", "names"), BAD, ids=[" ".join(a)[:40] for a, _ in BAD])
def test_mistakes_exit_2_with_one_line_naming_the_fix(cli: Run, args: list[str], names: str) -> None:
    code, out, err = cli(*args)
    assert code == 2
    assert "Traceback" not in out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert names in lines[0]


def test_erasing_a_known_user_still_works(cli: Run) -> None:
    assert cli("memories", "add", "--user", "bob", "Bob plays chess")[0] == 0
    code, out, _ = cli("users", "erase", "--user", "bob", "--yes")
    assert code == 0 and "erased bob" in out
    assert cli("users", "erase", "--user", "bob", "--yes")[0] == 2


def test_the_real_script_prints_no_traceback(env: Path) -> None:
    src = Path(__file__).resolve().parent.parent / "src"
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "from muninn.cli import main; main()",
            "memories",
            "add",
            "x",
            "-u",
            "a",
            "--importance",
            "high",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(src)},
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and "--importance" in result.stderr
