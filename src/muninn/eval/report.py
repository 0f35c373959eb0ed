"""Reports of a run or a comparison: a markdown summary and a self-contained HTML page.

The HTML has no external assets (no scripts, fonts, stylesheets or images to fetch): the plots
are inline SVG drawn here: scores per dimension, paired differences with their confidence
intervals, and latency and tokens per purpose. Every text from a model or a set is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from muninn.eval.judge import ACCEPT_AT, JUDGE_VERSION, PAIRWISE_VERSION, CalibrationResult
from muninn.eval.results import Pairwise, RunResult
from muninn.eval.stats import Difference

COLOURS = ("#4c78a8", "#f58518")
_W = 640  # plot width in px


def _fmt(value: float | None, digits: int = 2) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.0f}%"


def _pairwise_line(runs: Sequence[RunResult], pairwise: Pairwise) -> str:
    a, b = (r.config.name for r in runs[:2])
    return (
        f"{pairwise.version} on {pairwise.turns} judged turns (each pair shown in both orders): {b}'s reply "
        f"better {pairwise.b_wins}, {a}'s better {pairwise.a_wins}, tie or decided by the order {pairwise.ties}"
        f"{f', {pairwise.errors} unusable' if pairwise.errors else ''} (judge.continuity_pairwise above)."
    )


def _decided(runs: Sequence[RunResult], pairwise: Pairwise) -> list[str]:
    """The turns the pairwise judge decided, each with the configuration whose reply won."""
    a, b = (r.config.name for r in runs[:2])
    return [
        f"{b if v.outcome > 0 else a} better: {v.conversation} s{v.session}t{v.turn}: {v.user}"
        for v in pairwise.verdicts
        if v.outcome
    ]


def _calibration_pairwise_line(calib: CalibrationResult) -> str:
    return (
        f"{PAIRWISE_VERSION} on {calib.pairs} good-against-bad pairs ({calib.pairwise_errors} unusable): the good "
        f"reply won in both orders in {_pct(calib.pairwise_agreement)}, the order decided in "
        f"{_pct(calib.pairwise_ties)}."
    )


# markdown -----------------------------------------------------------------------------------


def markdown(
    runs: Sequence[RunResult],
    differences: Sequence[Difference] | None,
    calib: CalibrationResult | None,
    pairwise: Pairwise | None = None,
) -> str:
    """The summary as markdown: regressions first, then scores, calibration, telemetry, failures."""
    first = runs[0]
    names = [r.config.name for r in runs]
    lines = [f"# muninn eval: {first.set} (v{first.set_version}) — {' vs '.join(names)}", ""]
    for r in runs:
        lines.append(
            f"- **{r.config.name}**: memory {'on' if r.config.memory else 'off'}, chat model `{r.chat_model}`, "
            f"memory model `{r.memory_model or '–'}`, judge `{r.judge_model or 'none'}` "
            f"({r.judge_version or '–'}), {len(r.conversations)} conversations, {r.wall_s:.0f} s"
        )
    lines.append("")
    if differences is not None:
        regressions = [d for d in differences if d.verdict == "regression"]
        lines += ["## Regressions (B − A, 95% bootstrap CI entirely below zero)", ""]
        lines += [f"- **{d.dimension}**: {d.diff:+.3f} [{d.low:+.3f}, {d.high:+.3f}]" for d in regressions] or ["none"]
        lines += ["", f"## Paired differences ({names[1]} − {names[0]}, per conversation)", ""]
        lines += [
            "| dimension | n | " + " | ".join(names) + " | difference | 95% CI | verdict |",
            "|---|---|---|---|---|---|---|",
        ]
        lines += [
            f"| {d.dimension} | {d.n} | {d.mean_a:.3f} | {d.mean_b:.3f} | {d.diff:+.3f} | "
            f"[{d.low:+.3f}, {d.high:+.3f}] | {d.verdict} |"
            for d in differences
        ]
    else:
        lines += ["## Scores (checks: pass rate 0–1; judge: 1–5)", "", "| dimension | score |", "|---|---|"]
        lines += [f"| {dim} | {value:.3f} |" for dim, value in first.summary().items()]
    if pairwise is not None:
        lines += ["", "## Pairwise judge", "", _pairwise_line(runs, pairwise)]
        if decided := _decided(runs, pairwise):
            lines += ["", *(f"- {line}" for line in decided)]
    lines += ["", "## Judge calibration", ""]
    if calib is None:
        lines.append("no judge configured: set MUNINN_JUDGE_LLM or MUNINN_MEMORY_LLM")
    else:
        lines.append(
            f"{JUDGE_VERSION} on {calib.items} labelled replies ({calib.scored} scored, {calib.errors} unusable): "
            f"agreement with the labels {_pct(calib.agreement)}, bad replies accepted {_pct(calib.bad_accepted)} "
            f"(vague {_pct(calib.accepted_by_label.get('vague'))}, confidently wrong "
            f"{_pct(calib.accepted_by_label.get('wrong'))}), good replies accepted "
            f"{_pct(calib.accepted_by_label.get('good'))}; a reply is accepted at a mean score of {ACCEPT_AT} or more."
        )
        lines += ["", _calibration_pairwise_line(calib)]
    lines += [
        "",
        "## Model calls per purpose",
        "",
        "| config | purpose | calls | p50 ms | max ms | tokens in | tokens out |",
    ]
    lines.append("|---|---|---|---|---|---|---|")
    for r in runs:
        for purpose, t in r.telemetry().items():
            lines.append(
                f"| {r.config.name} | {purpose} | {t['calls']:.0f} | {t['p50_ms']:.0f} | {t['max_ms']:.0f} | "
                f"{t['prompt_tokens']:.0f} | {t['completion_tokens']:.0f} |"
            )
    failures = [
        f"- {r.config.name} / {c.id} s{t.session}t{t.turn}: {k.name}: {k.reason}"
        for r in runs
        for c in r.conversations
        for t in c.turns
        for k in t.checks
        if not k.passed
    ] + [
        f"- {r.config.name} / {c.id}: {k.name}: {k.reason}"
        for r in runs
        for c in r.conversations
        for k in c.memory_checks
        if not k.passed
    ]
    errors = [f"- {r.config.name} / {c.id}: {c.error}" for r in runs for c in r.conversations if c.error]
    lines += ["", "## Failed checks", "", *(failures or ["none"])]
    if errors:
        lines += ["", "## Conversations that failed to run", "", *errors]
    return "\n".join(lines) + "\n"


# SVG ----------------------------------------------------------------------------------------


def _bars(title: str, rows: dict[str, list[float | None]], names: Sequence[str], top: float, unit: str = "") -> str:
    """Grouped horizontal bars: one group per row, one bar per run, scaled to ``top``."""
    label_w, bar_h, gap = 210, 12, 10
    group_h = bar_h * len(names) + gap
    height = 40 + group_h * len(rows) + 20
    parts = [f'<svg width="{_W}" height="{height}" role="img" aria-label="{escape(title)}">']
    parts.append(f'<text x="4" y="16" font-weight="bold">{escape(title)}</text>')
    for i, name in enumerate(names):
        parts.append(f'<rect x="{label_w + i * 150}" y="24" width="10" height="10" fill="{COLOURS[i % 2]}"/>')
        parts.append(f'<text x="{label_w + 14 + i * 150}" y="33" font-size="11">{escape(name)}</text>')
    span = _W - label_w - 70
    for g, (label, values) in enumerate(rows.items()):
        y0 = 44 + g * group_h
        parts.append(f'<text x="4" y="{y0 + bar_h}" font-size="11">{escape(label)}</text>')
        for i, value in enumerate(values):
            y = y0 + i * bar_h
            width = 0.0 if value is None or top <= 0 else max(0.0, min(1.0, value / top)) * span
            parts.append(
                f'<rect x="{label_w}" y="{y}" width="{width:.1f}" height="{bar_h - 2}" fill="{COLOURS[i % 2]}"/>'
            )
            text = "–" if value is None else f"{value:.2f}{unit}" if value < 100 else f"{value:.0f}{unit}"
            parts.append(f'<text x="{label_w + width + 4:.1f}" y="{y + bar_h - 3}" font-size="10">{text}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _forest(title: str, diffs: Sequence[Difference], limit: float) -> str:
    """Each difference as a point with its CI as a line; zero marked; regressions in red."""
    label_w, row_h = 210, 20
    height = 30 + row_h * len(diffs) + 24
    span = _W - label_w - 20

    def x(v: float) -> float:
        return label_w + (max(-limit, min(limit, v)) + limit) / (2 * limit) * span

    parts = [f'<svg width="{_W}" height="{height}" role="img" aria-label="{escape(title)}">']
    parts.append(f'<text x="4" y="16" font-weight="bold">{escape(title)}</text>')
    parts.append(f'<line x1="{x(0):.1f}" y1="24" x2="{x(0):.1f}" y2="{height - 18}" stroke="#999"/>')
    for v in (-limit, 0.0, limit):
        parts.append(f'<text x="{x(v) - 8:.1f}" y="{height - 4}" font-size="10">{v:+g}</text>')
    for i, d in enumerate(diffs):
        y = 36 + i * row_h
        colour = {"regression": "#d62728", "improvement": "#2ca02c"}.get(d.verdict, "#555")
        parts.append(f'<text x="4" y="{y + 4}" font-size="11">{escape(d.dimension)}</text>')
        parts.append(
            f'<line x1="{x(d.low):.1f}" y1="{y}" x2="{x(d.high):.1f}" y2="{y}" stroke="{colour}" stroke-width="2"/>'
        )
        parts.append(
            f'<circle cx="{x(d.diff):.1f}" cy="{y}" r="4" fill="{colour}"><title>{d.diff:+.3f}</title></circle>'
        )
    parts.append("</svg>")
    return "".join(parts)


# HTML ---------------------------------------------------------------------------------------

_STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;color:#222}"
    "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:3px 6px;font-size:13px;"
    "vertical-align:top}th{background:#f3f3f3}.fail{color:#b00}.pass{color:#080}.reply{white-space:pre-wrap;"
    "max-width:520px}details{margin:.3em 0}svg{display:block;margin:1em 0;font-family:system-ui,sans-serif}"
)


def _plots(runs: Sequence[RunResult], differences: Sequence[Difference] | None) -> list[str]:
    names = [r.config.name for r in runs]
    summaries = [r.summary() for r in runs]
    dims = sorted({d for s in summaries for d in s})
    checks = {d.removeprefix("check."): [s.get(d) for s in summaries] for d in dims if d.startswith("check.")}
    judged = {d.removeprefix("judge."): [s.get(d) for s in summaries] for d in dims if d.startswith("judge.")}
    out = []
    if checks:
        out.append(_bars("Checks: pass rate per family", checks, names, 1.0))
    if judged:
        out.append(_bars("Judge: mean score per dimension (1–5)", judged, names, 5.0))
    if differences:
        check_d = [d for d in differences if d.dimension.startswith("check.")]
        judge_d = [d for d in differences if d.dimension.startswith("judge.")]
        if check_d:
            out.append(_forest(f"Paired differences, checks ({names[1]} − {names[0]}, 95% CI)", check_d, 1.0))
        if judge_d:
            out.append(_forest(f"Paired differences, judge ({names[1]} − {names[0]}, 95% CI)", judge_d, 4.0))
    telemetry = [r.telemetry() for r in runs]
    purposes = sorted({p for t in telemetry for p in t})
    if purposes:
        latency = {p: [t[p]["p50_ms"] if p in t else None for t in telemetry] for p in purposes}
        top = max((v for vs in latency.values() for v in vs if v is not None), default=1.0) or 1.0
        out.append(_bars("Latency per purpose (p50, ms)", latency, names, top, " ms"))
        tokens = {
            p: [t[p]["prompt_tokens"] + t[p]["completion_tokens"] if p in t else None for t in telemetry]
            for p in purposes
        }
        top = max((v for vs in tokens.values() for v in vs if v is not None), default=1.0) or 1.0
        out.append(_bars("Tokens per purpose (in + out, whole run)", tokens, names, top))
    return out


def _conversation_tables(run: RunResult) -> list[str]:
    out = [f"<h3>{escape(run.config.name)}</h3>"]
    for c in run.conversations:
        failed = sum(not k.passed for k in c.checks())
        head = f"{escape(c.id)}{' (unsatisfying)' if c.unsatisfying else ''}: {failed} failed checks"
        rows = []
        for t in c.turns:
            marks = "<br>".join(
                f'<span class="{"pass" if k.passed else "fail"}">{"✓" if k.passed else "✗"} '
                f"{escape(k.name)}: {escape(k.reason)}</span>"
                for k in t.checks
            )
            verdict = ""
            if t.verdict is not None:
                verdict = "<br>".join(
                    f"{escape(d)}: {s.score if s.score is not None else '–'} — {escape(s.reason)}"
                    for d, s in t.verdict.scores.items()
                )
            elif t.judge_error:
                verdict = f'<span class="fail">{escape(t.judge_error)}</span>'
            who = "scripted" if t.scripted else f"{t.latency_ms:.0f} ms, {t.context_tokens} ctx tokens"
            rows.append(
                f"<tr><td>s{t.session} t{t.turn}<br>{escape(t.mode or '')}<br>{who}</td>"
                f'<td class="reply"><b>user:</b> {escape(t.user)}\n<b>assistant:</b> {escape(t.reply)}</td>'
                f"<td>{marks}</td><td>{verdict}</td></tr>"
            )
        memory = "<br>".join(
            f'<span class="{"pass" if k.passed else "fail"}">{escape(k.name)}: {escape(k.reason)}</span>'
            for k in c.memory_checks
        )
        error = f'<p class="fail">{escape(c.error)}</p>' if c.error else ""
        out.append(
            f"<details><summary>{head}</summary>{error}<table><tr><th>turn</th><th>exchange</th><th>checks</th>"
            f"<th>judge</th></tr>{''.join(rows)}</table><p>{memory}</p></details>"
        )
    return out


def html(
    runs: Sequence[RunResult],
    differences: Sequence[Difference] | None,
    calib: CalibrationResult | None,
    pairwise: Pairwise | None = None,
) -> str:
    """The self-contained HTML report: the markdown's content, the plots, and every exchange."""
    first = runs[0]
    title = f"muninn eval: {first.set} — {' vs '.join(r.config.name for r in runs)}"
    body = [f"<h1>{escape(title)}</h1>"]
    body.append(
        "<ul>"
        + "".join(
            f"<li><b>{escape(r.config.name)}</b>: memory {'on' if r.config.memory else 'off'}, chat "
            f"<code>{escape(r.chat_model)}</code>, memory <code>{escape(r.memory_model or '–')}</code>, judge "
            f"<code>{escape(r.judge_model or 'none')}</code>, {len(r.conversations)} conversations, "
            f"{r.wall_s:.0f} s</li>"
            for r in runs
        )
        + "</ul>"
    )
    if differences is not None:
        regressions = [d for d in differences if d.verdict == "regression"]
        items = "".join(
            f'<li class="fail">{escape(d.dimension)}: {d.diff:+.3f} [{d.low:+.3f}, {d.high:+.3f}]</li>'
            for d in regressions
        )
        body.append(f"<h2>Regressions</h2><ul>{items or '<li>none</li>'}</ul>")
    if calib is not None:
        body.append(
            f"<h2>Judge calibration</h2><p>{escape(JUDGE_VERSION)}: agreement {_pct(calib.agreement)}; bad replies "
            f"accepted {_pct(calib.bad_accepted)} (vague {_pct(calib.accepted_by_label.get('vague'))}, wrong "
            f"{_pct(calib.accepted_by_label.get('wrong'))}); good accepted {_pct(calib.accepted_by_label.get('good'))}"
            f"; {calib.scored} of {calib.items} labelled replies scored.</p>"
            f"<p>{escape(_calibration_pairwise_line(calib))}</p>"
        )
    if pairwise is not None:
        decided = "".join(f"<li>{escape(line)}</li>" for line in _decided(runs, pairwise))
        body.append(
            f"<h2>Pairwise judge</h2><p>{escape(_pairwise_line(runs, pairwise))}</p>"
            + (f"<ul>{decided}</ul>" if decided else "")
        )
    body.append("<h2>Plots</h2>")
    body += _plots(runs, differences)
    if differences:
        rows = "".join(
            f"<tr><td>{escape(d.dimension)}</td><td>{d.n}</td><td>{d.mean_a:.3f}</td><td>{d.mean_b:.3f}</td>"
            f"<td>{d.diff:+.3f}</td><td>[{d.low:+.3f}, {d.high:+.3f}]</td><td>{escape(d.verdict)}</td></tr>"
            for d in differences
        )
        body.append(
            "<h2>Paired differences</h2><table><tr><th>dimension</th><th>n</th><th>A</th><th>B</th><th>B − A</th>"
            f"<th>95% CI</th><th>verdict</th></tr>{rows}</table>"
        )
    body.append("<h2>Conversations</h2>")
    for run in runs:
        body += _conversation_tables(run)
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{_STYLE}</style></head><body>{''.join(body)}</body></html>\n"
    )
