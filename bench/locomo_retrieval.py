"""LoCoMo retrieval recall of muninn's turn search, beside plain BM25 and plain dense cosine.

Usage::

    .venv/bin/python bench/locomo_retrieval.py /work/shared/data/locomo/locomo_dev.json \
        [--conversations conv-26,conv-30] [--limit-questions N] [--ablations] [--memories] [--context-embedding]
        [--embedder minilm-int8] [--index-vectors float32]

Each LoCoMo conversation becomes one muninn user (user id = sample id) with one muninn session per
LoCoMo session; every turn is recorded as ``{sample_id}:{dia_id}`` at its session's date plus a
few seconds per turn, with the shared photo's caption appended the way a reader sees it. Every
question of categories 1-5 is then asked through ``AsyncMemory.search(corpus="turns", limit=20)``
and scored against its evidence turns: recall@k = |evidence ∩ top k| / |evidence| and nDCG@10 with
binary relevance, averaged over questions. Categories 1-4 make the headline; category 5
(adversarial) is reported on its own. Questions whose evidence names turns that are not in the data
are skipped and counted.

Plain BM25 and plain dense cosine are computed over the very same per-user index (its BM25 table
and its vectors, no fusion, no weights) so the three sit side by side.

``--ablations`` reruns ``hybrid()`` built up step by step and with each step taken out (same
index, same query vectors) to show what each part gains. ``--memories`` checks memory search
(importance and freshness weighting on) on LoCoMo's generated observations stored as memories; a
memory is relevant when it was drawn from an evidence turn. ``--context-embedding`` is an
experiment on how turns are embedded: every method again (suffix ``+ctx``) with each turn's vector
the mean of its own and that of the previous turn and this one embedded as one text.

``--embedder`` and ``--index-vectors`` compare embedders (``minilm`` float32, ``minilm-int8``) and
how the index cache holds vectors. The default weights were chosen by hand on these same
conversations, so the headline figures are in-sample; ``--loo`` adds the honest view: over a grid
of 2,187 weight settings (three values of each of seven knobs), each conversation is scored with
the setting that is best on the other six (``leave_one_out`` in the JSON), beside the defaults and
the best setting on all seven.

The search latency is per ``search()`` call, the query embedding included, after one warm-up
search per user that builds its index; the query embedding and ``hybrid()`` are also timed apart.
Full run (7 conversations): about 40 s on two cores, most of it embedding the 4,124 turns.

The table goes to stdout, progress to stderr, and the last line of stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import re
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

from muninn import AsyncMemory, Scope, Settings
from muninn.read.fusion import ranks
from muninn.read.index import IndexCache, UserIndex
from muninn.read.search import SearchParams, dense_query, hybrid
from muninn.stores.base import IndexRows

KS = (1, 5, 10, 20)
LIMIT = 20
HEADLINE = (1, 2, 3, 4)
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_SESSION = re.compile(r"session_(\d+)")

err = Console(stderr=True)


# data ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Question:
    conversation: str
    text: str
    evidence: frozenset[str]  # dia ids
    category: int


def parse_when(text: str) -> datetime:
    """LoCoMo session times look like ``1:56 pm on 8 May, 2023``; read them as UTC."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def turn_content(turn: dict[str, Any]) -> str:
    """The turn as a person reads it: its text, then the photo it shares, if any."""
    text = str(turn.get("text", "")).strip()
    caption = str(turn.get("blip_caption") or "").strip()
    if caption:
        text = f"{text} [shares a photo: {caption}]".strip()
    return text


def sessions_of(sample: dict[str, Any]) -> list[tuple[int, datetime, list[dict[str, Any]]]]:
    conv = sample["conversation"]
    out = []
    for key, turns in conv.items():
        match = _SESSION.fullmatch(key)
        if match and turns:
            out.append((int(match.group(1)), parse_when(conv[f"{key}_date_time"]), turns))
    return sorted(out, key=lambda s: s[0])


def turns_of(sample: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """(session id, muninn turn dicts) of one conversation, in order."""
    sid, conv = sample["sample_id"], sample["conversation"]
    roles = {conv["speaker_a"]: "user", conv["speaker_b"]: "assistant"}
    out = []
    for number, start, turns in sessions_of(sample):
        batch = [
            {
                "role": roles.get(t["speaker"], "user"),
                "name": t["speaker"],
                "content": turn_content(t),
                "at": start + timedelta(seconds=5 * i),
                "id": f"{sid}:{t['dia_id']}",
            }
            for i, t in enumerate(turns)
        ]
        out.append((f"session_{number}", batch))
    return out


def questions_of(sample: dict[str, Any], known: set[str]) -> tuple[list[Question], int]:
    """Answerable questions, and how many were skipped for naming turns not in the data."""
    out, skipped = [], 0
    for qa in sample["qa"]:
        # a few evidence entries join two ids with ';' ("D8:6; D9:17")
        evidence = frozenset(e.strip() for raw in qa.get("evidence", []) for e in str(raw).split(";") if e.strip())
        if not evidence or not evidence <= known:
            skipped += 1
            continue
        out.append(Question(sample["sample_id"], str(qa["question"]), evidence, int(qa["category"])))
    return out, skipped


# metrics ------------------------------------------------------------------------------------


def score(ranked: Sequence[str], evidence: frozenset[str]) -> dict[str, float]:
    """recall@k for each k in KS and nDCG@10 (binary relevance) of one ranked list of dia ids."""
    out = {f"recall@{k}": len(evidence.intersection(ranked[:k])) / len(evidence) for k in KS}
    dcg = sum(1.0 / math.log2(i + 2) for i, d in enumerate(ranked[:10]) if d in evidence)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(len(evidence), 10)))
    out["ndcg@10"] = dcg / ideal
    return out


def mean(rows: Iterable[dict[str, float]]) -> dict[str, float]:
    rows = list(rows)
    if not rows:
        return {}
    return {key: round(sum(r[key] for r in rows) / len(rows), 4) for key in rows[0]}


@dataclass(slots=True)
class Results:
    """Per-question scores of one ranking method."""

    scores: list[tuple[Question, dict[str, float]]]

    def summary(self) -> dict[str, Any]:
        head = [s for q, s in self.scores if q.category in HEADLINE]
        per_cat = {
            str(c): mean(s for q, s in self.scores if q.category == c)
            for c in HEADLINE
            if any(q.category == c for q, _ in self.scores)
        }
        return {
            "overall": mean(head),
            "per_category": per_cat,
            "category_5": mean(s for q, s in self.scores if q.category == 5),
        }


# ranking ------------------------------------------------------------------------------------


def top_rows(scores: np.ndarray, valid: np.ndarray, limit: int) -> list[int]:
    rank = ranks(scores, valid)
    order = np.flatnonzero(rank)
    return [int(i) for i in order[np.argsort(rank[order])][:limit]]


def dia_ids(index: UserIndex, rows: Iterable[int]) -> list[str]:
    return [index.rows.ids[r].split(":", 1)[1] for r in rows]


def plain_bm25(index: UserIndex, query: str, _vector: np.ndarray) -> list[str]:
    valid = np.ones(len(index.rows.ids), dtype=bool)
    return dia_ids(index, top_rows(index.bm25.scores(query), valid, LIMIT))


def plain_dense(index: UserIndex, _query: str, vector: np.ndarray) -> list[str]:
    cosine = index.rows.cosines(vector) + 2.0  # shifted positive, as hybrid does
    return dia_ids(index, top_rows(cosine, index.rows.has_vector, LIMIT))


def hybrid_with(params: SearchParams) -> Callable[[UserIndex, str, np.ndarray], list[str]]:
    def run(index: UserIndex, query: str, vector: np.ndarray) -> list[str]:
        return dia_ids(index, (r.row for r in hybrid(index, query, vector, params, now=time.time())))

    return run


def grid(base: SearchParams) -> list[SearchParams]:
    """The weights a tuner would choose among: 3 values of each of seven knobs around the defaults."""
    return [
        replace(base, dense_weight=d, neighbour_weights=(n, n / 2), session_weight=sw, speaker_weight=sp,
                context_window_weight=cw, time_weight=tw, date_weight=dw)
        for d in (0.5, 1.0, 1.5) for n in (0.2, 0.4, 0.6) for sw in (0.15, 0.3, 0.45)
        for sp in (0.2, 0.4, 0.6) for cw in (0.25, 0.5, 0.75) for tw in (0.15, 0.3, 0.45)
        for dw in (0.15, 0.3, 0.45)
    ]  # fmt: skip


def leave_one_out(
    prepared: Sequence[tuple[str, UserIndex, Sequence[Question], Sequence[np.ndarray]]], defaults: SearchParams
) -> dict[str, Any]:
    """R@10 (categories 1-4) of weights chosen without the conversation they are scored on.

    For every setting of :func:`grid`, each conversation's summed R@10; then for each
    conversation the setting best on the other conversations scores it. Reported beside the
    defaults (chosen by hand on all of them: in-sample) and the best setting on all (in-sample
    optimum, an upper bound for tuning these knobs)."""
    settings = grid(defaults)
    sums = np.zeros((len(settings), len(prepared)))
    counts = np.zeros(len(prepared))
    started = time.perf_counter()
    for c, (_, index, qs, vectors) in enumerate(prepared):
        asked = [(q, v) for q, v in zip(qs, vectors, strict=True) if q.category in HEADLINE]
        counts[c] = len(asked)
        for i, params in enumerate(settings):
            method = hybrid_with(params)
            sums[i, c] = sum(score(method(index, q.text, v), q.evidence)["recall@10"] for q, v in asked)
        err.print(f"leave-one-out: {prepared[c][0]} ranked under {len(settings)} settings")
    chosen = []
    loo_sum = 0.0
    for c in range(len(prepared)):
        others = [o for o in range(len(prepared)) if o != c]
        best = int(np.argmax(sums[:, others].sum(axis=1) / counts[others].sum()))
        chosen.append(best)
        loo_sum += sums[best, c]
    total = counts.sum()
    default_i = next(i for i, p in enumerate(settings) if p == defaults)
    best_all = int(np.argmax(sums.sum(axis=1)))
    out = {
        "settings": len(settings),
        "recall@10_defaults_in_sample": round(float(sums[default_i].sum() / total), 4),
        "recall@10_best_in_sample": round(float(sums[best_all].sum() / total), 4),
        "recall@10_leave_one_out": round(float(loo_sum / total), 4),
        "per_conversation_leave_one_out": {
            prepared[c][0]: round(float(sums[chosen[c], c] / counts[c]), 4) for c in range(len(prepared))
        },
        "seconds": round(time.perf_counter() - started, 1),
    }
    err.print(f"leave-one-out R@10 {out['recall@10_leave_one_out']} (defaults in-sample "
              f"{out['recall@10_defaults_in_sample']}, best in-sample {out['recall@10_best_in_sample']})")  # fmt: skip
    return out


def ablations() -> dict[str, SearchParams]:
    """hybrid() built up one step at a time, then the full ranking with one step taken out."""
    full = SearchParams(limit=LIMIT, importance_weight=0.0, freshness_weight=0.0)
    plain = replace(
        full, fusion="rrf", context_window_weight=0.0, neighbour_weights=(), session_weight=0.0, speaker_weight=0.0
    )
    score = replace(plain, fusion="score")
    neighbours = replace(score, neighbour_weights=full.neighbour_weights)
    session = replace(neighbours, session_weight=full.session_weight)
    window = replace(session, context_window_weight=full.context_window_weight)
    return {
        "1 rrf (k=60), no conversation": plain,
        "2 + score fusion (convex min-max)": score,
        "3 + neighbouring turns": neighbours,
        "4 + session peak": session,
        "5 + BM25 with previous turn": window,
        "6 + speaker named (= defaults)": full,
        "defaults - score fusion (rrf)": replace(full, fusion="rrf"),
        "defaults - neighbouring turns": replace(full, neighbour_weights=()),
        "defaults - session peak": replace(full, session_weight=0.0),
        "defaults - BM25 with previous turn": replace(full, context_window_weight=0.0),
        "defaults - speaker named": replace(full, speaker_weight=0.0),
    }


# run ----------------------------------------------------------------------------------------


async def ingest(mem: AsyncMemory, samples: Sequence[dict[str, Any]]) -> None:
    total = sum(len(t) for s in samples for _, _, t in sessions_of(s))
    err.print(f"recording {total} turns of {len(samples)} conversations")
    for sample in samples:
        for session, batch in turns_of(sample):
            await mem.record_turns(sample["sample_id"], session, batch)
    started = time.perf_counter()

    def progress(_corpus: str, done: int, _batch: int) -> None:
        rate = done / max(time.perf_counter() - started, 1e-9)
        err.print(f"  embedded {done}/{total} turns ({rate:.0f}/s)", highlight=False)

    await mem.index_turns(progress=progress)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    samples = json.loads(Path(args.data).read_text())
    if args.conversations:
        wanted = [c.strip() for c in args.conversations.split(",") if c.strip()]
        missing = set(wanted) - {s["sample_id"] for s in samples}
        if missing:
            raise SystemExit(
                f"unknown conversations {sorted(missing)}; the file has {[s['sample_id'] for s in samples]}"
            )
        samples = [s for s in samples if s["sample_id"] in wanted]

    questions: dict[str, list[Question]] = {}
    skipped = 0
    for sample in samples:
        known = {t["dia_id"] for _, _, turns in sessions_of(sample) for t in turns}
        qs, n = questions_of(sample, known)
        questions[sample["sample_id"]] = qs[: args.limit_questions] if args.limit_questions else qs
        skipped += n

    with tempfile.TemporaryDirectory(prefix="muninn-locomo-") as tmp, store_url(args.store, Path(tmp)) as url:
        mem = AsyncMemory(Settings(store_url=url, embedder=args.embedder, index_vectors=args.index_vectors))
        try:
            t0 = time.perf_counter()
            await ingest(mem, samples)
            ingest_s = time.perf_counter() - t0
            report = await evaluate(mem, samples, questions, skipped, ingest_s, args)
            if args.memories:
                report["memories"] = memories_check(mem, samples, questions)
            return report
        finally:
            await mem.close()


@contextmanager
def store_url(store: str, tmp: Path) -> Iterator[str]:
    """A SQLite file, or a PostgreSQL 18 + pgvector started for the run as the tests start one."""
    if store == "sqlite":
        yield f"sqlite:///{tmp / 'locomo.db'}"
        return
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.pg import PostgresServer, binaries

    server = PostgresServer(binaries())
    server.start()
    try:
        yield server.url(server.create_database())
    finally:
        server.stop()


async def evaluate(
    mem: AsyncMemory,
    samples: Sequence[dict[str, Any]],
    questions: dict[str, list[Question]],
    skipped: int,
    ingest_s: float,
    args: argparse.Namespace,
) -> dict[str, Any]:
    cache = IndexCache(mem.store, max_bytes=1 << 30, vectors=args.index_vectors)
    methods: dict[str, Callable[[UserIndex, str, np.ndarray], list[str]]] = {
        "bm25": plain_bm25,
        "dense": plain_dense,
    }
    if args.ablations:
        methods.update({name: hybrid_with(p) for name, p in ablations().items()})
    results: dict[str, Results] = {"muninn": Results([])} | {m: Results([]) for m in methods}
    latencies: list[float] = []
    embed_ms: list[float] = []
    rank_ms: list[float] = []
    cold: list[float] = []
    defaults = SearchParams(limit=LIMIT, importance_weight=0.0, freshness_weight=0.0)  # as search() for turns
    prepared: list[tuple[str, UserIndex, list[Question], list[np.ndarray]]] = []
    for sample in samples:
        user = sample["sample_id"]
        qs = questions[user]
        err.print(f"asking {len(qs)} questions of {user}")
        t0 = time.perf_counter()
        await mem.search(user, "warm-up", corpus="turns", limit=LIMIT)  # builds the user's index
        cold.append((time.perf_counter() - t0) * 1000)
        for q in qs:
            t0 = time.perf_counter()
            hits = await mem.search(user, q.text, corpus="turns", limit=LIMIT)
            latencies.append((time.perf_counter() - t0) * 1000)
            results["muninn"].scores.append((q, score([h.record.id.split(":", 1)[1] for h in hits], q.evidence)))
        index = await cache.get(Scope(mem.tenant, user), "turns")
        vectors = []
        for q in qs:  # one at a time, as a live query: the embedding and the ranking, timed apart
            t0 = time.perf_counter()
            (vector,) = mem.embedder.embed([dense_query(index, q.text)])  # as search() embeds it
            t1 = time.perf_counter()
            hybrid(index, q.text, vector, defaults, now=time.time())
            embed_ms.append((t1 - t0) * 1000)
            rank_ms.append((time.perf_counter() - t1) * 1000)
            vectors.append(vector)
        # the baselines read the question as asked
        raw = {id(q): mem.embedder.embed([q.text])[0] for q in qs}  # one at a time, as above
        prepared.append((user, index, qs, vectors))
        variants = {"": index}
        if args.context_embedding:
            variants["+ctx"] = context_index(mem, index)
        for suffix, idx in variants.items():
            for name, method in methods.items():
                key = name + suffix
                results.setdefault(key, Results([]))
                for q, v in zip(qs, vectors, strict=True):
                    asked = raw[id(q)] if name in ("bm25", "dense") else v
                    results[key].scores.append((q, score(method(idx, q.text, asked), q.evidence)))
    report: dict[str, Any] = results["muninn"].summary()
    report["bm25"] = results["bm25"].summary()["overall"]
    report["dense"] = results["dense"].summary()["overall"]
    report["latency_ms"] = percentiles(latencies)
    report["questions"] = sum(1 for q, _ in results["muninn"].scores if q.category in HEADLINE)
    report["conversations"] = [s["sample_id"] for s in samples]
    per_conversation: dict[str, list[dict[str, float]]] = defaultdict(list)
    for q, s in results["muninn"].scores:
        if q.category in HEADLINE:
            per_conversation[q.conversation].append(s)
    report["per_conversation"] = {c: mean(v) for c, v in per_conversation.items()}
    report["embedder"] = mem.embedder.name
    report["index_vectors"] = args.index_vectors
    extra = {
        "category_5_questions": sum(1 for q, _ in results["muninn"].scores if q.category == 5),
        "skipped": skipped,
        "ingest_s": round(ingest_s, 1),
        "index_build_ms": round(float(np.mean(cold)), 1) if cold else 0.0,
        "embed_ms": percentiles(embed_ms),
        "rank_ms": percentiles(rank_ms),
    }
    print_tables(report, results, extra)
    if args.loo:
        report["leave_one_out"] = leave_one_out(prepared, defaults)
    if len(results) > 3:
        report["variants"] = {k: r.summary()["overall"] for k, r in results.items()}
    return report


def observations_index(mem: AsyncMemory, sample: dict[str, Any]) -> tuple[UserIndex, list[frozenset[str]], float]:
    """LoCoMo's generated per-session observations as a memory corpus (no sessions, no speakers).

    Each observation is dated at its session and carries the dia ids it was drawn from. Returns
    the index, each row's dia ids, and a "now" one day after the last session.
    """
    dates = {number: start.timestamp() for number, start, _ in sessions_of(sample)}
    texts, sources, times = [], [], []
    for key, by_speaker in sample.get("observation", {}).items():
        match = re.match(r"session_(\d+)", key)
        if not match or int(match.group(1)) not in dates:
            continue
        for items in by_speaker.values():
            for item in items:
                if isinstance(item, list) and len(item) >= 2 and str(item[0]).strip():
                    raw = item[1] if isinstance(item[1], list) else [item[1]]
                    texts.append(str(item[0]))
                    sources.append(frozenset(d.strip() for r in raw for d in re.split(r"[;,]", str(r)) if d.strip()))
                    times.append(dates[int(match.group(1))])
    n = len(texts)
    rows = IndexRows(
        ids=[str(i) for i in range(n)], texts=texts, kinds=["fact"] * n, tags=[[] for _ in range(n)],
        importance=np.full(n, 0.5, dtype=np.float32), times=np.array(times), seen=np.array(times),
        vectors=np.asarray(mem.embedder.embed(texts), dtype=np.float32), has_vector=np.ones(n, dtype=bool),
        embedders={mem.embedder.name}, sessions=[""] * n,
    )  # fmt: skip
    return UserIndex.build(0, rows, corpus="memories"), sources, max(times, default=0.0) + 86_400.0


def memories_check(
    mem: AsyncMemory, samples: Sequence[dict[str, Any]], questions: dict[str, list[Question]]
) -> dict[str, dict[str, float]]:
    """Memory search (importance and freshness on, as ``search()`` runs it) on observations.

    A memory is relevant to a question when it was drawn from one of the question's evidence
    turns. This checks that the fusion chosen for turns also serves the memory corpus.
    """
    full = SearchParams(limit=LIMIT)
    variants = {"memories, score fusion (default)": full, "memories, rrf (k=60)": replace(full, fusion="rrf")}
    scores: dict[str, list[dict[str, float]]] = {name: [] for name in variants}
    for sample in samples:
        index, sources, now = observations_index(mem, sample)
        asked = [q for q in questions[sample["sample_id"]] if q.category in HEADLINE]
        vectors = mem.embedder.embed([q.text for q in asked]) if asked else []
        for q, vector in zip(asked, vectors, strict=True):
            relevant = frozenset(str(i) for i, src in enumerate(sources) if src & q.evidence)
            if not relevant:
                continue
            for name, params in variants.items():
                top = [str(r.row) for r in hybrid(index, q.text, vector, params, now=now)]
                scores[name].append(score(top, relevant))
    table = Table(title="memory corpus: LoCoMo observations as memories, categories 1-4", title_justify="left")
    for col in ("", "n", *(f"recall@{k}" for k in KS), "ndcg@10"):
        table.add_column(col, justify="left" if not col else "right")
    for name, rows in scores.items():
        m = mean(rows)
        table.add_row(
            name, str(len(rows)), *(f"{m.get(f'recall@{k}', 0.0):.3f}" for k in KS), f"{m.get('ndcg@10', 0.0):.3f}"
        )
    Console(width=140).print(table)
    return {name: mean(rows) for name, rows in scores.items()}


def percentiles(ms: Sequence[float]) -> dict[str, float]:
    values = np.array(ms) if len(ms) else np.zeros(1)
    return {"p50": round(float(np.percentile(values, 50)), 3), "p95": round(float(np.percentile(values, 95)), 3)}


def context_index(mem: AsyncMemory, index: UserIndex) -> UserIndex:
    """The same index, each turn's vector averaged with the vector of the previous turn and this one.

    The cosine to the average is the mean of the two cosines: the turn on its own, and the turn
    in the context of the question or remark it answers.
    """
    rows = index.rows
    texts = [
        f"{rows.texts[i - 1]}\n{t}" if i > 0 and rows.sessions[i - 1] == rows.sessions[i] else t
        for i, t in enumerate(rows.texts)
    ]
    own = rows.vectors.astype(np.float32) * (1.0 if rows.vector_scale is None else rows.vector_scale[:, None])
    vectors = (own + np.asarray(mem.embedder.embed(texts), dtype=np.float32)) / 2.0
    return replace(index, rows=replace(rows, vectors=vectors, vector_scale=None))


# output -------------------------------------------------------------------------------------


def print_tables(report: dict[str, Any], results: dict[str, Results], extra: dict[str, Any]) -> None:
    out = Console(width=140)
    cols = [f"recall@{k}" for k in KS] + ["ndcg@10"]

    def table(title: str, rows: dict[str, tuple[int, dict[str, float]]]) -> Table:
        t = Table(title=title, title_justify="left")
        t.add_column("")
        t.add_column("n", justify="right")
        for c in cols:
            t.add_column(c, justify="right")
        for name, (n, m) in rows.items():
            t.add_row(name, str(n), *(f"{m.get(c, 0.0):.3f}" for c in cols))
        return t

    def count(r: Results, cats: Sequence[int]) -> int:
        return sum(1 for q, _ in r.scores if q.category in cats)

    muninn = results["muninn"]
    by_cat: dict[str, tuple[int, dict[str, float]]] = {"overall (1-4)": (report["questions"], report["overall"])}
    for c, m in report["per_category"].items():
        by_cat[f"{c} {CATEGORY_NAMES[int(c)]}"] = (count(muninn, [int(c)]), m)
    by_cat["5 adversarial (apart)"] = (extra["category_5_questions"], report["category_5"])
    out.print(table("muninn search(corpus='turns'), LoCoMo " + ", ".join(report["conversations"]), by_cat))
    methods = {name: (count(r, HEADLINE), r.summary()["overall"]) for name, r in results.items()}
    out.print(table("methods side by side, categories 1-4", methods))
    per_conv: dict[str, list[dict[str, float]]] = defaultdict(list)
    for q, s in muninn.scores:
        if q.category in HEADLINE:
            per_conv[q.conversation].append(s)
    out.print(table("muninn per conversation, categories 1-4", {c: (len(v), mean(v)) for c, v in per_conv.items()}))
    lat, emb, rank = report["latency_ms"], extra["embed_ms"], extra["rank_ms"]
    out.print(
        f"search() latency per call, query embedding included: p50 {lat['p50']:.2f} ms, p95 {lat['p95']:.2f} ms "
        f"(of which: query embedding alone p50 {emb['p50']:.2f} / p95 {emb['p95']:.2f} ms; "
        f"ranking alone, hybrid(), p50 {rank['p50']:.3f} / p95 {rank['p95']:.3f} ms)\n"
        f"first search of a user (index build) {extra['index_build_ms']:.0f} ms on average; "
        f"ingest and embedding {extra['ingest_s']:.1f} s; "
        f"{extra['skipped']} questions skipped (evidence names turns not in the data)",
        highlight=False,
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("data", help="path to locomo_dev.json (or locomo10.json)")
    parser.add_argument("--conversations", default="", help="comma-separated sample ids (default: all)")
    parser.add_argument("--limit-questions", type=int, default=0, help="at most N questions per conversation")
    parser.add_argument("--ablations", action="store_true", help="rerun hybrid() with parts switched off")
    parser.add_argument("--memories", action="store_true", help="also check memory search on LoCoMo observations")
    parser.add_argument(
        "--context-embedding", action="store_true", help="also rank with turn vectors that include the turn before"
    )
    parser.add_argument("--loo", action="store_true", help="leave-one-conversation-out R@10 over a weight grid")
    parser.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite", help="where the turns are stored")
    parser.add_argument("--embedder", default=Settings().embedder, help="embedder key: minilm-int8 (default) or minilm")
    parser.add_argument(
        "--index-vectors", choices=["int8", "float32"], default="int8", help="how cached indexes hold vectors"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = asyncio.run(run(args))
    err.print(f"done in {time.perf_counter() - started:.1f} s")
    sys.stdout.flush()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
