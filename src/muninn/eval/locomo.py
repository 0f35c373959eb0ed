"""LoCoMo question answering through muninn's real write path, on both answer keys.

Each conversation is ingested twice, once from each speaker's side (speaker A as the user, then
speaker B), because the extractor keeps facts about the *user* only and LoCoMo asks about both.
Turns are recorded ``--chunk`` at a time at their session's date (an extraction after every
batch that holds a reply), each session is ended and the write path runs (``process()``) before
the next. Then every question of categories 1–4 whose evidence was ingested is answered three
ways by the chat model: from muninn's context (both speakers' blocks), with no memory at all,
and from the full ingested transcript when it fits ``full_context_tokens``. A judge model grades
each answer against the original key and, for the questions the audit corrected, the corrected
key. A vague-answer probe measures how often that judge accepts a vague but topical answer.

Retrieval recall over memories: the memories ``search()`` returns are mapped to the turns they
were extracted from (``source.turn_ids``) and scored against the question's evidence (R@k),
beside the same recall over raw turns and the coverage ceiling (evidence turns that produced any
memory at all), so what the write path loses shows up as a number. Provenance is per extraction
batch, so a larger ``chunk`` flatters memory recall; the chunk is in the report.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from muninn.domain.models import MemoryRecord
from muninn.domain.text import estimate_tokens
from muninn.errors import ConfigError, InvalidInput, OutputError
from muninn.eval.runner import Models, judge_provider
from muninn.providers.llm import ChatProvider, ChatRequest, Message
from muninn.service import AsyncMemory
from muninn.settings import Settings
from muninn.telemetry import RecordingChat
from muninn.write.ask import ask_json

QA_VERSION = "locomo-qa-v1"
QA_JUDGE_VERSION = "locomo-judge-v1"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (1, 5, 10)
VAGUE_ANSWER = "It was something related to that, around that time."
VAGUE_PROBES = 5
_SESSION = re.compile(r"session_(\d+)")
ANSWERERS = ("memory", "no-memory", "full")


@dataclass(frozen=True, slots=True)
class Options:
    """What to run: how many conversations, sessions and questions, and the extraction batch size."""

    conversations: int = 1
    sessions: int | None = None
    questions: int | None = None
    chunk: int = 2
    full_context_tokens: int = 3500


class Correction(BaseModel):
    """One audited question (fields of ``locomo_dev_corrections.json``)."""

    model_config = ConfigDict(extra="ignore")

    question_id: str
    question: str
    golden_answer: str
    category: int
    error_type: str
    correct_evidence: list[str]
    correct_answer: str


@dataclass(slots=True)
class Question:
    conversation: str
    index: int
    text: str
    answer: str
    evidence: frozenset[str]
    category: int
    fixed: Correction | None = None


def parse_when(text: str) -> datetime:
    """LoCoMo session times look like ``1:56 pm on 8 May, 2023``; read as UTC."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def sessions_of(sample: dict[str, Any]) -> list[tuple[int, datetime, list[dict[str, Any]]]]:
    """(number, start, turns) of each session, in order."""
    conv = sample["conversation"]
    found = [
        (int(m.group(1)), parse_when(conv[f"{key}_date_time"]), turns)
        for key, turns in conv.items()
        if (m := _SESSION.fullmatch(key)) and turns
    ]
    return sorted(found, key=lambda s: s[0])


def turn_text(turn: dict[str, Any]) -> str:
    """The turn as a reader sees it: its text, then the photo it shares."""
    text = str(turn.get("text", "")).strip()
    caption = str(turn.get("blip_caption") or "").strip()
    return f"{text} [shares a photo: {caption}]".strip() if caption else text


def load_corrections(path: Path | None) -> dict[str, Correction]:
    """question_id → correction (``locomo_<conversation index>_qa<question index>``)."""
    if path is None:
        return {}
    try:
        items = json.loads(path.read_text(encoding="utf-8"))
        return {c.question_id: c for c in (Correction.model_validate(i) for i in items)}
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"cannot read LoCoMo corrections {path}: {exc}") from None


def questions_of(sample: dict[str, Any], index: int, known: set[str], fixes: dict[str, Correction]) -> list[Question]:
    """Questions of categories 1–4 whose evidence (on both keys) lies in the ingested turns."""
    out = []
    for i, qa in enumerate(sample["qa"]):
        if qa.get("category") not in CATEGORIES or qa.get("answer") is None:
            continue
        evidence = frozenset(e.strip() for raw in qa.get("evidence", []) for e in str(raw).split(";") if e.strip())
        fixed = fixes.get(f"locomo_{index}_qa{i}")
        if not evidence or not evidence <= known or (fixed and not set(fixed.correct_evidence) <= known):
            continue
        out.append(
            Question(sample["sample_id"], i, str(qa["question"]), str(qa["answer"]), evidence, qa["category"], fixed)
        )
    return out


# prompts ------------------------------------------------------------------------------------


def answer_messages(question: str, names: tuple[str, str], material: str) -> list[Message]:
    """locomo-qa-v1: a short answer from the given material (memory blocks, transcript, or nothing)."""
    system = (
        f"You answer questions about a long conversation between {names[0]} and {names[1]}. Use only the "
        "material below. Answer in a few words (a name, a date, a short phrase). If the material does not "
        "say, answer with your best short guess."
    )
    return [
        {"role": "system", "content": f"{system}\n\n{material}" if material else system},
        {"role": "user", "content": question},
    ]


JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"correct": {"type": "boolean"}, "reason": {"type": "string"}},
    "required": ["correct", "reason"],
}


def judge_messages(question: str, gold: str, answer: str) -> list[Message]:
    """locomo-judge-v1: strict correctness against one gold answer."""
    system = (
        "You check an answer against the gold answer. It is correct only if it states the same specific "
        "fact (equivalent dates and paraphrases are fine). A vague, evasive or merely on-topic answer is "
        'WRONG. Answer with JSON only: {"correct": true or false, "reason": "one sentence"}'
    )
    user = f"QUESTION: {question}\nGOLD ANSWER: {gold}\nANSWER TO CHECK: {answer}"
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def parse_correct(value: Any) -> bool:
    """The judge's verdict; tolerant of "true"/"yes" strings, strict about anything else."""
    raw = value.get("correct") if isinstance(value, dict) else value
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "yes", "correct", "false", "no", "wrong", "incorrect"):
        return raw.strip().lower() in ("true", "yes", "correct")
    raise OutputError(f"locomo judge: no true/false verdict in {value!r:.80}")


async def grade(judge: ChatProvider, question: str, gold: str, answer: str) -> bool:
    """Whether ``answer`` states ``gold`` (one repair round, then OutputError)."""
    reply = await ask_json(
        judge, judge_messages(question, gold, answer), schema=JUDGE_SCHEMA, purpose="judge", metadata={}, max_tokens=120
    )
    return parse_correct(reply.value)


# metrics ------------------------------------------------------------------------------------


def recall_at(ranked: Sequence[frozenset[str]], evidence: frozenset[str], k: int) -> float:
    """Share of evidence turns cited by the first ``k`` ranked items (each a set of turn ids)."""
    cited: set[str] = set().union(*ranked[:k]) if ranked[:k] else set()
    return len(evidence & cited) / len(evidence)


def accuracy(rows: Sequence[tuple[int, bool]]) -> dict[str, Any]:
    """Overall and per-category accuracy of (category, correct) rows."""
    per = {
        CATEGORIES[c]: round(float(np.mean([ok for cat, ok in rows if cat == c])), 4)
        for c in CATEGORIES
        if any(cat == c for cat, _ in rows)
    }
    return {"overall": round(float(np.mean([ok for _, ok in rows])), 4) if rows else None, "n": len(rows)} | per


def _p(values: Sequence[float]) -> dict[str, float]:
    data = np.asarray(values if values else [0.0])
    return {"p50": round(float(np.percentile(data, 50)), 1), "p95": round(float(np.percentile(data, 95)), 1)}


# run ----------------------------------------------------------------------------------------


class _Clock:
    def __init__(self) -> None:
        self.now = datetime(2020, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def _ingest(mem: AsyncMemory, clock: _Clock, sample: dict[str, Any], sessions: list[Any], chunk: int) -> None:
    conv, sid = sample["conversation"], sample["sample_id"]
    for side, me in (("a", conv["speaker_a"]), ("b", conv["speaker_b"])):
        user = f"{sid}-{side}"
        for number, start, turns in sessions:
            rows = [
                {"role": "user" if t["speaker"] == me else "assistant", "content": turn_text(t),
                 "at": start + timedelta(seconds=5 * i), "id": f"{sid}:{t['dia_id']}"}
                for i, t in enumerate(turns)
            ]  # fmt: skip
            for at in range(0, len(rows), chunk):
                batch = rows[at : at + chunk]
                clock.now = batch[-1]["at"] + timedelta(seconds=1)
                await mem.record_turns(user, f"session_{number}", batch)
            await mem.end_session(user, f"session_{number}")
            await mem.process()


async def _ranked(mem: AsyncMemory, users: Sequence[str], text: str, corpus: Any) -> list[frozenset[str]]:
    hits = [h for u in users for h in await mem.search(u, text, corpus=corpus, limit=max(KS))]
    hits.sort(key=lambda h: -h.score)
    if corpus == "turns":
        return [frozenset({h.record.id.split(":", 1)[1]}) for h in hits]
    return [
        frozenset(t.split(":", 1)[1] for t in h.record.source.turn_ids)
        for h in hits
        if isinstance(h.record, MemoryRecord)
    ]


async def run(
    data: Path,
    corrections: Path | None,
    base: Settings,
    options: Options,
    *,
    models: Models | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The whole benchmark; returns the report (see :func:`table`)."""
    models = models or Models()
    try:
        samples = json.loads(data.read_text(encoding="utf-8"))[: options.conversations]
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"cannot read LoCoMo data {data}: {exc}") from None
    fixes = load_corrections(corrections)
    say = progress or (lambda _m: None)
    rows: dict[str, dict[str, list[tuple[int, bool]]]] = {a: {"original": [], "corrected": []} for a in ANSWERERS}
    latency: dict[str, list[float]] = defaultdict(list)
    tokens: dict[str, list[int]] = defaultdict(list)
    recall: dict[str, list[float]] = defaultdict(list)
    skipped_full, vague_accepted, vague_asked, judge_errors, memories, asked, corrected = 0, 0, 0, 0, 0, 0, 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="muninn-locomo-") as tmp:
        clock = _Clock()
        settings = base.model_copy(update={"store_url": f"sqlite:///{Path(tmp) / 'locomo.db'}"})
        mem = AsyncMemory(settings, clock=clock, chat_llm=models.chat, memory_llm=models.memory)
        try:
            judge_raw = models.judge or judge_provider(base)
            if judge_raw is None:
                raise ConfigError("LoCoMo QA needs a judge: set MUNINN_JUDGE_LLM or MUNINN_MEMORY_LLM")
            judge = RecordingChat(judge_raw, mem.store, clock)
            for index, sample in enumerate(samples):
                sid, conv = sample["sample_id"], sample["conversation"]
                names = (str(conv["speaker_a"]), str(conv["speaker_b"]))
                sessions = sessions_of(sample)[: options.sessions]
                say(f"{sid}: ingesting {sum(len(t) for _, _, t in sessions)} turns of {len(sessions)} sessions, twice")
                await _ingest(mem, clock, sample, sessions, options.chunk)
                users = (f"{sid}-a", f"{sid}-b")
                stored = [m for u in users for m in await mem.list(u, limit=10_000)]
                memories += len(stored)
                covered = {t.split(":", 1)[1] for m in stored for t in m.source.turn_ids}
                known = {t["dia_id"] for _, _, turns in sessions for t in turns}
                transcript = "\n".join(
                    f"[{start:%d %B %Y}] {t['speaker']}: {turn_text(t)}" for _, start, turns in sessions for t in turns
                )
                full_fits = estimate_tokens(transcript) <= options.full_context_tokens
                qs = questions_of(sample, index, known, fixes)[: options.questions]
                say(f"{sid}: {len(stored)} memories; asking {len(qs)} questions")
                for q in qs:
                    asked += 1
                    corrected += q.fixed is not None
                    evidence_by_key = {
                        "original": q.evidence,
                        "corrected": frozenset(q.fixed.correct_evidence) if q.fixed else q.evidence,
                    }
                    ranked = await _ranked(mem, users, q.text, "memories")
                    turns_ranked = await _ranked(mem, users, q.text, "turns")
                    for key, evidence in evidence_by_key.items():
                        for k in KS:
                            recall[f"{key}:memories@{k}"].append(recall_at(ranked, evidence, k))
                            recall[f"{key}:turns@{k}"].append(recall_at(turns_ranked, evidence, k))
                        recall[f"{key}:coverage"].append(len(evidence & covered) / len(evidence))
                    blocks = []
                    for user, name in zip(users, names, strict=True):
                        ctx = await mem.context(user, None, q.text)
                        if ctx.text:
                            blocks.append(f'Memory about {name} (in it, "User" means {name}):\n{ctx.text}')
                    materials = {"memory": "\n\n".join(blocks), "no-memory": ""}
                    if full_fits:
                        materials["full"] = f"Transcript:\n{transcript}"
                    else:
                        skipped_full += 1
                    for answerer, material in materials.items():
                        tokens[answerer].append(estimate_tokens(material))
                        t0 = time.perf_counter()
                        response = await mem.chat_llm.complete(
                            ChatRequest(answer_messages(q.text, names, material), purpose="chat", max_tokens=40)
                        )
                        latency[answerer].append((time.perf_counter() - t0) * 1000)
                        answer = response.content.strip()
                        try:
                            ok = await grade(judge, q.text, q.answer, answer)
                            rows[answerer]["original"].append((q.category, ok))
                            if q.fixed is not None and q.fixed.correct_answer.strip() != q.answer.strip():
                                ok = await grade(judge, q.text, q.fixed.correct_answer, answer)
                            rows[answerer]["corrected"].append((q.category, ok))
                        except OutputError:
                            judge_errors += 1
                    if vague_asked < VAGUE_PROBES:
                        vague_asked += 1
                        try:
                            vague_accepted += await grade(judge, q.text, q.answer, VAGUE_ANSWER)
                        except OutputError:
                            judge_errors += 1
            calls = await mem.llm_calls(limit=100_000)
            counters = await mem.counters()
        finally:
            await mem.close()
    purposes: dict[str, list[float]] = defaultdict(list)
    for call in calls:
        purposes[call.purpose].append(call.latency_ms)
    return {
        "benchmark": "locomo-qa",
        "conversations": [s["sample_id"] for s in samples],
        "sessions": options.sessions or "all",
        "questions": asked,
        "chunk": options.chunk,
        "models": {"chat": mem.chat_llm.model, "memory": mem.memory_llm.model, "judge": judge_raw.model},
        "versions": {"answer": QA_VERSION, "judge": QA_JUDGE_VERSION},
        "accuracy": {a: {k: accuracy(v) for k, v in keys.items()} for a, keys in rows.items()},
        "recall": {k: round(float(np.mean(v)), 4) for k, v in sorted(recall.items())},
        "context_tokens": {a: round(float(np.mean(v)), 1) for a, v in tokens.items() if v},
        "answer_latency_ms": {a: _p(v) for a, v in latency.items()},
        "calls": {p: len(v) for p, v in sorted(purposes.items())},
        "calls_p50_ms": {p: _p(v)["p50"] for p, v in sorted(purposes.items())},
        # what the write path did with the turns: extractions, answers that only copied the
        # known list (asked again), empty answers, slot checks, and each candidate's path
        "write_path": {k: v for k, v in sorted(counters.items()) if k.startswith(("extract.", "check.", "path."))},
        "memories": memories,
        "full_skipped": skipped_full,
        "corrected_questions": corrected,
        "judge_vague_accepted": f"{vague_accepted}/{vague_asked}",
        "judge_errors": judge_errors,
        "wall_s": round(time.perf_counter() - started, 1),
    }


def table(report: dict[str, Any]) -> str:
    """The report as plain text tables."""
    lines = [
        f"LoCoMo QA: {', '.join(report['conversations'])}, sessions {report['sessions']}, "
        f"{report['questions']} questions (categories 1-4), chunk {report['chunk']}; models {report['models']}",
        "",
        f"{'answerer':<10} {'key':<10} {'n':>4} {'overall':>8} " + " ".join(f"{n:>11}" for n in CATEGORIES.values()),
    ]
    for answerer, keys in report["accuracy"].items():
        for key, acc in keys.items():
            cells = " ".join(f"{acc.get(n, float('nan')):>11.3f}" for n in CATEGORIES.values())
            overall = acc["overall"] if acc["overall"] is not None else float("nan")
            lines.append(f"{answerer:<10} {key:<10} {acc['n']:>4} {overall:>8.3f} {cells}")
    lines += ["", "retrieval recall (evidence turns cited by the top k; memories via source.turn_ids):"]
    lines += [f"  {k}: {v:.3f}" for k, v in report["recall"].items()]
    lines += [
        "",
        f"context tokens per question: {report['context_tokens']}; answer latency ms: {report['answer_latency_ms']}",
        f"memories stored: {report['memories']}; full-transcript baseline skipped for {report['full_skipped']} "
        f"questions (over the context limit); judge accepted {report['judge_vague_accepted']} vague answers; "
        f"{report['judge_errors']} judge errors; {report['wall_s']} s",
        f"model calls: {report['calls']}; write path: {report['write_path']}",
    ]
    return "\n".join(lines)
