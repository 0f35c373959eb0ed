"""Docs that run: the README's Python quickstart and every command of its CLI block are executed."""

from __future__ import annotations

import io
import re
import shlex
import sys
from pathlib import Path

import pytest

from muninn import Memory
from muninn.cli import app
from muninn.cli.common import run_guarded

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()
# Commands of the CLI block that are exercised elsewhere, with where and why not here.
NOT_HERE = {
    "chat": "interactive; the chat loop runs end to end in test_chat.py and on the local model in test_demo.py",
    "demo": "takes minutes on the embedded model; test_demo.py runs it",
}


def block(heading: str, language: str) -> str:
    """The first fenced ``language`` block after ``heading``."""
    after = README[README.index(heading) :]
    match = re.search(rf"```{language}\n(.*?)```", after, re.DOTALL)
    assert match, f"no {language} block under {heading!r}"
    return match.group(1)


def commands(text: str) -> list[list[str]]:
    """The block's commands: comments dropped, ``a | b`` alternatives split, ``[optional]`` parts left
    out, ``show|history`` alternatives expanded."""
    out = []
    for line in text.splitlines():
        line = line.split("  #", 1)[0].strip()
        group = ""
        for alternative in line.split(" | "):
            words = shlex.split(re.sub(r"\[[^\]]*\]", "", alternative))
            if not words:
                continue
            if words[0] == "muninn":  # "muninn policies list | show NAME": the group carries over
                words, group = words[1:], words[1]
            elif group:
                words = [group, *words]
            first = [i for i, w in enumerate(words) if "|" in w and not w.startswith("-")]
            if first:
                i = first[0]
                out += [[*words[:i], choice, *words[i + 1 :]] for choice in words[i].split("|")]
            else:
                out.append(words)
    return out


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_python_quickstart_runs_as_written(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = block("## Use it from Python", "python").replace('"~/.local/share/muninn"', repr(str(home)))
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "Maya is vegetarian" in out and "relevant" in out  # the block, the ids, the tokens per section


def test_every_cli_example_runs(
    home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    examples = commands(block("## Command line", "bash"))
    assert len(examples) >= 20
    with Memory() as memory:  # an exchange, so `jobs run` has an extraction to dead-letter (no memory model)
        memory.record_turns("sam", "s", [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hi!"}])
    ran = 0
    memory_id = ""
    for words in examples:
        if words[0] in NOT_HERE:
            continue
        if words[:2] == ["jobs", "retry"]:
            run_guarded(app, ["jobs", "list", "--state", "dead", "--json"])
            words = [*words[:2], re.findall(r'"id": "([0-9A-Z]{26})"', capsys.readouterr().out)[0]]
        elif memory_id:
            words = [memory_id if w == "ID" else w for w in words]
        monkeypatch.setattr(sys, "stdin", io.StringIO("y\n"))
        capsys.readouterr()
        code = run_guarded(app, words)
        out = capsys.readouterr()
        assert code == 0, f"muninn {shlex.join(words)} exited {code}: {out.out[-800:]}{out.err[-800:]}"
        if words[:2] == ["memories", "add"] and not memory_id:
            code = run_guarded(app, ["memories", "list", "--user", "maya", "--json"])
            listed = capsys.readouterr().out
            memory_id = re.findall(r'"id": "([0-9A-Z]{26})"', listed)[0]
        ran += 1
    assert ran == len(examples) - sum(1 for w in examples if w[0] in NOT_HERE)
