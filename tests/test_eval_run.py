"""``eval run`` / ``eval compare`` end to end with scripted chat, memory and judge models on a tiny
set: real SQLite per conversation, simulated time, the write path between sessions, and the
JSON, markdown and HTML reports (parsed: inline SVG, nothing fetched from anywhere)."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from muninn.cli import app
from muninn.cli import eval as eval_cli
from muninn.cli.common import run_guarded
from muninn.eval import PRESETS, compare_sets, load_config, run_set
from muninn.eval.report import html, markdown
from muninn.eval.sets import parse_yaml
from muninn.settings import Settings
from tests.eval_fakes import models

TINY = """
name: tiny
conversations:
  - id: diet
    strategy: Personalise meal ideas.
    facts:
      veg: {text: User is vegetarian, match: [vegetarian]}
      rust: {text: The assistant said it likes Rust, match: [Rust]}
    sessions:
      - at: 2026-01-01T10:00:00Z
        turns:
          - user: I'm vegetarian and I cook every evening.
            plants: [veg]
            reply: Lovely! I'm a Rust fan myself.
      - at: 2026-01-05T10:00:00Z
        turns:
          - user: Any dinner ideas for tonight?
            expect: {recall: [veg], max_words: 80}
    memories: {present: [veg], absent: [rust]}
  - id: mentor
    strategy: Teach the pattern behind the mistake.
    policy: coding-mentor
    facts:
      job: {text: User automates spreadsheets at work, match: [spreadsheet]}
    sessions:
      - at: 2026-01-01T10:00:00Z
        turns:
          - user: "I automate spreadsheets at work. My loop `for i in range(1, n)` skips the first row."
            plants: [job]
            expect: {mode: normal, sections: true}
      - at: 2026-01-02T10:00:00Z
        turns:
          - user: "My loop `for i in range(n - 1)` misses the last row."
            expect: {mode: reinforced, sections: true, recall: [job]}
"""


@pytest.fixture
def base(tmp_path: Path) -> Settings:
    return Settings(home=tmp_path, embedder="test:hash", job_backoff_seconds=0)


async def test_run_with_memory_recalls_and_escalates(base: Settings) -> None:
    result = await run_set(parse_yaml(TINY, "tiny"), PRESETS["memory"], base, models())
    diet, mentor = result.conversations
    assert diet.error is None and mentor.error is None
    probe = diet.turns[-1]
    checks = {c.name: c for c in probe.checks}
    assert checks["recall_in_context:veg"].passed and checks["recall_in_reply:veg"].passed
    assert probe.verdict is not None and probe.verdict.scores["continuity"].score == 5
    assert {c.name: c.passed for c in diet.memory_checks} == {"memory_present:veg": True, "memory_absent:rust": True}
    assert diet.turns[0].scripted and diet.turns[0].reply.startswith("Lovely")
    assert [t.mode for t in mentor.turns] == ["normal", "reinforced"]
    assert all(c.passed for t in mentor.turns for c in t.checks if c.name.startswith("policy_"))
    telemetry = result.telemetry()
    assert {"chat", "extract", "judge"} <= set(telemetry)
    assert result.summary()["check.recall_in_context"] == 1.0


async def test_compare_memory_against_no_memory(base: Settings) -> None:
    comparison = await compare_sets(parse_yaml(TINY, "tiny"), PRESETS["no-memory"], PRESETS["memory"], base, models())
    diffs = {d.dimension: d for d in comparison.differences}
    assert diffs["check.recall_in_context"].diff == 1.0
    assert diffs["check.policy_mode"].mean_a == 0.5 and diffs["check.policy_mode"].mean_b == 1.0
    assert diffs["judge.continuity"].diff > 0
    # pairwise, both orders: the memory reply wins where it remembers, the rest are the judge's position
    pairwise = comparison.pairwise
    assert pairwise is not None and pairwise.turns == pairwise.a_wins + pairwise.b_wins + pairwise.ties > 0
    assert pairwise.b_wins > 0 and pairwise.a_wins == 0
    assert diffs["judge.continuity_pairwise"].mean_a == 0 and diffs["judge.continuity_pairwise"].diff > 0
    # each judged turn kept with its outcome, so a report can say which turns memory won
    assert len(pairwise.verdicts) == pairwise.turns
    assert sum(v.outcome > 0 for v in pairwise.verdicts) == pairwise.b_wins
    assert "check.memory_present" not in diffs  # no store to check without memory: not paired
    assert comparison.calibration is not None and comparison.calibration.items >= 6
    no_memory = comparison.a.conversations[1]
    assert [t.mode for t in no_memory.turns] == ["normal", "normal"]  # each session a stranger
    # swapped: memory as the baseline makes the same differences regressions, listed first
    swapped = await compare_sets(
        parse_yaml(TINY, "tiny"), PRESETS["memory"], PRESETS["no-memory"], base, models(judge=False),
        calibration=False,
    )  # fmt: skip
    assert swapped.differences[0].verdict == "regression" and swapped.differences[0].diff < 0
    assert swapped.calibration is None and swapped.pairwise is None
    assert all(not d.dimension.startswith("judge.") for d in swapped.differences)


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.urls: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.urls += [v or "" for k, v in attrs if k in ("src", "href", "xlink:href", "action", "data")]
        self.urls += [v or "" for k, v in attrs if v and "url(" in v]

    def handle_data(self, data: str) -> None:
        self.text.append(data)


async def test_reports_are_self_contained(base: Settings) -> None:
    comparison = await compare_sets(parse_yaml(TINY, "tiny"), PRESETS["no-memory"], PRESETS["memory"], base, models())
    runs = [comparison.a, comparison.b]
    page = html(runs, comparison.differences, comparison.calibration, comparison.pairwise)
    parser = _Page()
    parser.feed(page)
    assert parser.tags.count("svg") >= 4  # scores (checks, judge), differences, latency, tokens
    assert {"circle", "rect", "line"} <= set(parser.tags)
    assert parser.urls == [] and "http" not in page and "<script" not in page and "<link" not in page
    assert "Any dinner ideas for tonight?" in "".join(parser.text)
    assert "Pairwise judge" in "".join(parser.text)
    md = markdown(runs, comparison.differences, comparison.calibration, comparison.pairwise)
    assert md.index("## Regressions") < md.index("## Paired differences") < md.index("## Pairwise judge")
    assert md.index("## Pairwise judge") < md.index("## Judge calibration")
    assert "pairwise-v1 on" in md
    won = next(v for v in comparison.pairwise.verdicts if v.outcome > 0) if comparison.pairwise else None
    assert won is not None and f"- memory better: {won.conversation} s{won.session}t{won.turn}: {won.user}" in md
    assert f"memory better: {won.conversation} s{won.session}t{won.turn}" in "".join(parser.text)
    json.dumps(comparison.report())  # JSON-ready


def test_configs_presets_and_files(tmp_path: Path) -> None:
    path = tmp_path / "terse.yaml"
    path.write_text("memory: true\nsettings: {token_budget: 300}\nsystem_prompt: Be terse.\n")
    config = load_config(str(path))
    assert config.name == "terse" and config.apply(Settings()).token_budget == 300
    (tmp_path / "bad.json").write_text('{"settings": {"token_budget": 1}}')
    with pytest.raises(Exception, match="token_budget"):
        load_config(str(tmp_path / "bad.json")).apply(Settings())
    with pytest.raises(Exception, match="not a preset"):
        load_config("nothing")


def cli(args: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> int:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_EMBEDDER", "test:hash")
    monkeypatch.setattr(eval_cli, "MODELS", models())
    return run_guarded(app, args)


def test_cli_compare_writes_three_reports(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_file = tmp_path / "tiny.yaml"
    set_file.write_text(TINY)
    out = tmp_path / "out"
    args = ["eval", "compare", str(set_file), "-c", "no-memory", "-c", "memory", "--out", str(out), "--json"]
    assert cli(args, monkeypatch, tmp_path) == 0
    document: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert document["set"] == "tiny" and document["b"]["config"]["name"] == "memory"
    assert {p.name for p in out.iterdir()} == {"result.json", "summary.md", "report.html"}
    assert json.loads((out / "result.json").read_text())["differences"]


def test_cli_run_and_sets_and_mistakes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    set_file = tmp_path / "tiny.yaml"
    set_file.write_text(TINY)
    assert (
        cli(
            ["eval", "run", str(set_file), "-n", "1", "--no-judge", "--out", str(tmp_path / "o")], monkeypatch, tmp_path
        )
        == 0
    )
    assert "# muninn eval: tiny" in capsys.readouterr().out
    assert cli(["eval", "sets"], monkeypatch, tmp_path) == 0
    assert "tutor:" in capsys.readouterr().out
    assert cli(["eval", "compare", str(set_file), "-c", "memory"], monkeypatch, tmp_path) == 2
    assert "exactly twice" in capsys.readouterr().err
    (tmp_path / "broken.yaml").write_text("name: [\n")
    assert cli(["eval", "run", str(tmp_path / "broken.yaml")], monkeypatch, tmp_path) == 2
    assert "not valid YAML" in capsys.readouterr().err
