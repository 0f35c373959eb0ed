"""``muninn eval``: run transcript sets, compare two configurations, answer LoCoMo questions.

``run`` and ``compare`` write ``result.json``, ``summary.md`` and ``report.html`` to ``--out`` and
print the markdown summary (or the JSON with ``--json``). Models come from the environment
(``MUNINN_CHAT_LLM``, ``MUNINN_MEMORY_LLM``, ``MUNINN_JUDGE_LLM``) and a configuration's overrides.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer

from muninn.cli.common import JsonOpt, err_console, print_json
from muninn.eval import locomo
from muninn.eval.config import PRESETS, load_config
from muninn.eval.report import html, markdown
from muninn.eval.results import RunResult
from muninn.eval.runner import Models, compare_sets, run_calibration, run_set
from muninn.eval.sets import builtin_sets, load_set
from muninn.eval.stats import Difference
from muninn.settings import Settings

app = typer.Typer(help="Evaluate replies with and without memory (transcript sets, LoCoMo).", no_args_is_help=True)

SetArg = Annotated[str, typer.Argument(help=f"A built-in set ({', '.join(builtin_sets())}) or a YAML file.")]
OutOpt = Annotated[
    Path | None, typer.Option("--out", "-o", help="Directory for the reports (default muninn-eval-SET).")
]
LimitOpt = Annotated[
    int | None, typer.Option("--conversations", "-n", min=1, help="Run only the first N conversations.")
]
JudgeOpt = Annotated[bool, typer.Option("--judge/--no-judge", help="Score replies with the LLM judge.")]

# Tests put scripted providers here; the command line never sets it.
MODELS: Models | None = None


def _progress(message: str) -> None:
    err_console.print(f"… {message}", highlight=False)


def _write(out: Path, document: dict[str, Any], md: str, page: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "result.json").write_text(json.dumps(document, indent=2, ensure_ascii=False), encoding="utf-8")
    (out / "summary.md").write_text(md, encoding="utf-8")
    (out / "report.html").write_text(page, encoding="utf-8")
    err_console.print(f"reports in {out}/ (result.json, summary.md, report.html)", highlight=False)


def _models(judge: bool) -> Models:
    base = MODELS or Models()
    return Models(chat=base.chat, memory=base.memory, judge=base.judge, use_judge=judge)


def _emit(as_json: bool, document: dict[str, Any], md: str) -> None:
    if as_json:
        print_json(document)
    else:
        typer.echo(md)


@app.command("sets")
def sets(as_json: JsonOpt = False) -> None:
    """List the built-in transcript sets and configuration presets."""
    rows = [{"set": n, "conversations": [c.id for c in load_set(n).conversations]} for n in builtin_sets()]
    if as_json:
        print_json({"sets": rows, "presets": list(PRESETS)})
        return
    for row in rows:
        typer.echo(f"{row['set']}: {', '.join(row['conversations'])}")
    typer.echo(f"presets: {', '.join(PRESETS)}")


@app.command("run")
def run(
    name: SetArg,
    config: Annotated[
        str, typer.Option("--config", "-c", help="Preset (memory, no-memory) or YAML/JSON file.")
    ] = "memory",
    out: OutOpt = None,
    conversations: LimitOpt = None,
    judge: JudgeOpt = True,
    as_json: JsonOpt = False,
) -> None:
    """Run a transcript set under one configuration."""
    tset, cfg, models = load_set(name), load_config(config), _models(judge)

    async def go() -> tuple[RunResult, Any]:
        result = await run_set(tset, cfg, Settings(), models, conversations=conversations, progress=_progress)
        return result, await run_calibration(Settings(), models)

    result, calib = asyncio.run(go())
    document = result.report() | {"calibration": calib.model_dump(mode="json") if calib else None}
    md = markdown([result], None, calib)
    _write(out or Path(f"muninn-eval-{tset.name}"), document, md, html([result], None, calib))
    _emit(as_json, document, md)


@app.command("compare")
def compare(
    name: SetArg,
    config: Annotated[
        list[str], typer.Option("--config", "-c", help="Twice: the baseline A, then B (presets or files).")
    ],
    out: OutOpt = None,
    conversations: LimitOpt = None,
    judge: JudgeOpt = True,
    as_json: JsonOpt = False,
) -> None:
    """Run a set under two configurations, paired per conversation; regressions (B worse) first."""
    if len(config) != 2:
        raise typer.BadParameter(f"give --config exactly twice (A then B), got {len(config)}", param_hint="--config")
    tset, a, b = load_set(name), load_config(config[0]), load_config(config[1])
    if a.name == b.name:
        raise typer.BadParameter(f"both configurations are named {a.name!r}; name them apart", param_hint="--config")
    comparison = asyncio.run(
        compare_sets(tset, a, b, Settings(), _models(judge), conversations=conversations, progress=_progress)
    )
    diffs: list[Difference] = comparison.differences
    runs = [comparison.a, comparison.b]
    md = markdown(runs, diffs, comparison.calibration, comparison.pairwise)
    document = comparison.report()
    page = html(runs, diffs, comparison.calibration, comparison.pairwise)
    _write(out or Path(f"muninn-eval-{tset.name}"), document, md, page)
    _emit(as_json, document, md)


@app.command("locomo")
def locomo_qa(
    data: Annotated[Path, typer.Argument(help="locomo_dev.json (or locomo10.json).", exists=True, dir_okay=False)],
    corrections: Annotated[
        Path | None, typer.Option("--corrections", help="locomo_dev_corrections.json (default: beside the data).")
    ] = None,
    conversations: Annotated[int, typer.Option("--conversations", min=1, help="How many conversations.")] = 1,
    sessions: Annotated[int | None, typer.Option("--sessions", min=1, help="Ingest only the first N sessions.")] = None,
    questions: Annotated[
        int | None, typer.Option("--questions", min=1, help="At most N questions per conversation.")
    ] = None,
    chunk: Annotated[int, typer.Option("--chunk", min=2, help="Turns per extraction batch.")] = 2,
    full_context_tokens: Annotated[
        int, typer.Option("--full-context-tokens", help="Largest prompt the full-conversation baseline may send.")
    ] = 3500,
    as_json: JsonOpt = False,
) -> None:
    """LoCoMo question answering through the real write path, beside no-memory and full-conversation baselines."""
    options = locomo.Options(
        conversations=conversations, sessions=sessions, questions=questions, chunk=chunk,
        full_context_tokens=full_context_tokens,
    )  # fmt: skip
    fixes = corrections or data.with_name("locomo_dev_corrections.json")
    report = asyncio.run(
        locomo.run(data, fixes if fixes.is_file() else None, Settings(), options, models=MODELS, progress=_progress)
    )
    if as_json:
        print_json(report)
    else:
        typer.echo(locomo.table(report))
