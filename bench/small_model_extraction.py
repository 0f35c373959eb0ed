#!/usr/bin/env python
"""Extraction quality and latency on the embedded model, against a labelled gold set.

Every snippet of ``bench/data/extraction_gold.yaml`` (facts, preferences, dated events with
times, goals, corrections, small talk, one-off questions and assistant self-talk that must yield
nothing) goes through muninn's real extraction (``muninn.write.extract.extract``: the extract
prompt, the tolerant parse, validation and the deterministic post-filters) on the embedded
Qwen2.5-Coder-1.5B served by llama.cpp. Scored without a judge:

- a stored fact matches a gold fact when every key term of the gold fact is in it, or when
  their MiniLM embeddings are close (cosine >= 0.6) and one key term is in it;
- recall (gold facts matched), precision (stored facts that match a gold fact or one of the
  snippet's other true statements, its ``also`` list; anything from a nothing-to-store snippet
  is a false positive; ``precision_strict`` counts gold facts only), kind accuracy (over
  matched facts), event time accuracy (over matched gold events: date, and time of day when
  the gold names one, exactly), relative-time leaks (stored texts still saying "tomorrow",
  "last week" …), schema validity;
- reported for all snippets and for the ``tune`` and ``holdout`` splits separately (holdout
  snippets were not looked at while tuning prompts and post-filters);
- latency: seconds per extraction, p50 and p95, with llama.cpp's cached prompt prefix warm
  (the previous request was an extraction too) and cold (every ``--cold-every``-th snippet
  follows an unrelated request that evicts the prefix), with the machine's load average.

The last stdout line is one JSON object (``recall``, ``precision``, ``kind_accuracy``,
``event_time_accuracy``, ``relative_time_leaks``, ``schema_valid``, …).

    MUNINN_HOME=… .venv/bin/python bench/small_model_extraction.py [--only a,b] [--limit N]
        [--modes auto] [--cold-every 4]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import re
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from muninn import Settings
from muninn.domain.models import Turn
from muninn.providers.llm import ChatRequest, ChatResponse
from muninn.providers.llm.local import JSON_MODE, LocalProvider, conforms
from muninn.providers.llm.parse import OutputError
from muninn.write.extract import Candidate, extract
from muninn.write.prompts import EXTRACT_VERSION, extract_messages, extract_schema
from muninn.write.when import LEAK

KINDS = ("fact", "preference", "assessment", "event", "goal")
NOW = datetime(2026, 3, 9, 18, 30, tzinfo=UTC)  # a Monday evening
TOMORROW = (NOW + timedelta(days=1)).date()
MODES = ("auto", "json_object_schema", "json_object", "none")
SCHEMA = extract_schema(KINDS)
_WORD = re.compile(r"[a-z]{4,}")
_COMMON = frozenset(("user", "have", "with", "that", "this", "from", "about", "will", "their", "they", "been"))


@dataclass(frozen=True)
class Snippet:
    """One exchange; ``expect`` lists topics (alternatives per topic) that a good extraction covers."""

    name: str
    turns: tuple[tuple[str, str], ...]
    expect: tuple[tuple[str, ...], ...] = ()
    known: tuple[str, ...] = ()
    event_on: date | None = None


SNIPPETS = (
    Snippet(
        "exam-tomorrow",
        (
            ("user", "I have my chemistry exam tomorrow morning and I still don't get titrations at all."),
            ("assistant", "Let's work through one titration problem step by step. What's the first thing you do?"),
        ),
        expect=(("exam",), ("titration",)),
        event_on=TOMORROW,
    ),
    Snippet(
        "driving-test",
        (
            ("user", "I have my driving test tomorrow at 9"),
            ("assistant", "Good luck! Get a good night's sleep and arrive a bit early."),
        ),
        expect=(("driving",),),
        event_on=TOMORROW,
    ),
    Snippet(
        "diet",
        (
            ("user", "I've been vegan since January, so please no recipes with eggs or dairy."),
            ("assistant", "Noted! How about a chickpea curry with coconut milk?"),
        ),
        expect=(("vegan",),),
    ),
    Snippet(
        "goal",
        (
            ("user", "My big goal this year is a half marathon in under two hours, the race is in October."),
            ("assistant", "Great goal. How many times a week are you running right now?"),
            ("user", "Twice, about 5 km each time."),
        ),
        expect=(("half marathon", "half-marathon"), ("twice", "5 km", "5km")),
    ),
    Snippet(
        "pet",
        (
            ("user", "My dog Biscuit is a three-year-old beagle and he gets really anxious during thunderstorms."),
            ("assistant", "Poor Biscuit! A quiet den and some background noise can help."),
        ),
        expect=(("biscuit", "beagle", "dog"), ("thunder", "anxious", "anxiety")),
    ),
    Snippet(
        "moving-city",
        (
            ("user", "We're moving from Leeds to Berlin next month for my wife's job, so I need to learn German fast."),
            ("assistant", "Exciting! Shall we set up a daily German routine?"),
        ),
        expect=(("berlin",), ("german",)),
    ),
    Snippet(
        "coding-mentor",
        (
            ("user", "I'm a junior backend dev, mostly Python, and async/await keeps confusing me."),
            ("assistant", "Let's start with what an event loop does."),
        ),
        expect=(("python", "backend", "developer"), ("async",)),
    ),
    Snippet(
        "known-diet",
        (
            ("user", "As a vegetarian I struggle to get enough protein. Also, I'm allergic to peanuts."),
            ("assistant", "Lentils, tofu and Greek yoghurt are good options, and I'll avoid peanuts."),
        ),
        expect=(("peanut",), ("protein",)),
        known=("User is vegetarian",),
    ),
    Snippet(
        "injury",
        (
            ("user", "My knee has hurt since my ski trip; the doctor said no running for six weeks."),
            ("assistant", "Sorry to hear that. We can switch to swimming and upper-body work for now."),
        ),
        expect=(("knee",), ("running", "six weeks", "6 weeks")),
    ),
    Snippet(
        "small-talk",
        (
            ("user", "hi! how are you today?"),
            ("assistant", "I'm doing well, thanks for asking! What can I help you with?"),
        ),
    ),
    Snippet(
        "goodbye",
        (
            ("user", "ok thanks, that's all for now :)"),
            ("assistant", "You're welcome, see you next time!"),
        ),
    ),
    Snippet(
        "one-off-request",
        (
            ("user", "Can you convert 5 miles to km?"),
            ("assistant", "5 miles is about 8.05 km."),
        ),
    ),
)


def turns_of(snippet: Snippet) -> list[Turn]:
    start = NOW - timedelta(minutes=len(snippet.turns))
    return [
        Turn(
            id=f"{snippet.name}-{i}",
            tenant="bench",
            user_id="u1",
            session_id=snippet.name,
            role=role,  # type: ignore[arg-type]
            content=text,
            created_at=start + timedelta(minutes=i),
        )
        for i, (role, text) in enumerate(snippet.turns)
    ]


class Counting:
    """Forwards to a provider and keeps every response with its wall time."""

    def __init__(self, inner: LocalProvider) -> None:
        self.inner = inner
        self.calls: list[tuple[ChatResponse, float]] = []

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def model(self) -> str:
        return self.inner.model

    async def complete(self, request: ChatRequest) -> ChatResponse:
        started = time.perf_counter()
        response = await self.inner.complete(request)
        self.calls.append((response, time.perf_counter() - started))
        return response

    def stream(self, request: ChatRequest) -> Any:
        return self.inner.stream(request)


@dataclass
class Result:
    snippet: Snippet
    seconds: float
    calls: list[tuple[ChatResponse, float]]
    facts: list[Candidate] = field(default_factory=list)
    invalid_items: int = 0
    error: str | None = None
    repaired: bool = False
    constrained_retries: int = 0
    load: float = 0.0

    @property
    def schema_valid(self) -> bool:
        """The answer used (after any repair) parses and conforms to the extract prompt's JSON schema."""
        return self.error is None and bool(self.calls) and conforms(self.calls[-1][0].content, SCHEMA)

    def ungrounded(self) -> list[Candidate]:
        """Facts sharing no content word (first four letters) with the chat: likely invented."""
        said = {w[:4] for _, text in self.snippet.turns for w in _WORD.findall(text.lower())}
        return [
            f for f in self.facts if not {w[:4] for w in _WORD.findall(f.content.lower()) if w not in _COMMON} & said
        ]

    def topics_found(self) -> tuple[int, int]:
        text = " ".join(f.content.lower() for f in self.facts)
        return sum(any(word in text for word in topic) for topic in self.snippet.expect), len(self.snippet.expect)

    def date_right(self) -> bool | None:
        if self.snippet.event_on is None:
            return None
        return any(f.event_at is not None and f.event_at.date() == self.snippet.event_on for f in self.facts)


async def run_one(provider: LocalProvider, snippet: Snippet) -> Result:
    counting = Counting(provider)
    retries = provider.constrained_retries
    load = os.getloadavg()[0]
    started = time.perf_counter()
    try:
        extraction = await extract(
            counting, turns_of(snippet), known=snippet.known, kinds=KINDS, now=NOW, metadata={"bench": snippet.name}
        )
    except OutputError as exc:
        return Result(
            snippet,
            time.perf_counter() - started,
            counting.calls,
            error=str(exc)[:160],
            constrained_retries=provider.constrained_retries - retries,
            load=load,
        )
    return Result(
        snippet,
        time.perf_counter() - started,
        counting.calls,
        extraction.candidates,
        extraction.invalid,
        repaired=extraction.repaired,
        constrained_retries=provider.constrained_retries - retries,
        load=load,
    )


def summarise(results: list[Result]) -> dict[str, Any]:
    calls = [c for r in results for c in r.calls]
    prompt = [resp.prompt_tokens for resp, _ in calls if resp.prompt_tokens is not None]
    completion = [resp.completion_tokens for resp, _ in calls if resp.completion_tokens is not None]
    found = [r.topics_found() for r in results if r.snippet.expect]
    dates = [d for r in results if (d := r.date_right()) is not None]
    rate = [resp.completion_tokens / s for resp, s in calls if resp.completion_tokens and s > 0]
    return {
        "schema_valid_rate": round(sum(r.schema_valid for r in results) / len(results), 3),
        "facts_per_call": round(statistics.fmean(len(r.facts) for r in results), 2),
        "prompt_tokens_per_call": round(statistics.fmean(prompt), 1) if prompt else None,
        "completion_tokens_per_call": round(statistics.fmean(completion), 1) if completion else None,
        "seconds_per_call": round(statistics.fmean(r.seconds for r in results), 2),
        "seconds_median": round(statistics.median(r.seconds for r in results), 2),
        "seconds_p95": round(sorted(r.seconds for r in results)[max(0, round(0.95 * len(results)) - 1)], 2),
        "generated_tokens_per_s_median": round(statistics.median(rate), 1) if rate else None,
        "llm_calls_per_extraction": round((len(calls) + sum(r.constrained_retries for r in results)) / len(results), 2),
        "repairs": sum(r.repaired for r in results),
        "constrained_retries": sum(r.constrained_retries for r in results),
        "errors": sum(r.error is not None for r in results),
        "invalid_items": sum(r.invalid_items for r in results),
        "topics_found_rate": round(sum(a for a, _ in found) / max(1, sum(b for _, b in found)), 3),
        "smalltalk_facts": sum(len(r.facts) for r in results if not r.snippet.expect),
        "ungrounded_facts": sum(len(r.ungrounded()) for r in results),
        "mean_load": round(statistics.fmean(r.load for r in results), 2),
        "event_dates_right": f"{sum(dates)}/{len(dates)}",
    }


def show_facts(mode: str, result: Result) -> None:
    tokens = "+".join(str(r.completion_tokens) for r, _ in result.calls)
    head = f"  [{mode}] {result.seconds:5.1f}s {tokens:>7} tok"
    pad = " " * len(head)
    notes = [
        *(["repaired"] if result.repaired else []),
        *([f"{result.constrained_retries} constrained retry"] if result.constrained_retries else []),
        *([f"{result.invalid_items} item(s) dropped"] if result.invalid_items else []),
        *(["NOT schema-valid"] if not result.schema_valid else []),
    ]
    if result.error:
        print(f"{head} ERROR {result.error}")
    elif not result.facts:
        print(f"{head} (no facts)")
    ungrounded = {id(f) for f in result.ungrounded()}
    for i, f in enumerate(result.facts):
        when = f" @{f.event_at:%Y-%m-%d %H:%M}" if f.event_at else ""
        flag = "  <- ungrounded" if id(f) in ungrounded else ""
        print(f"{head if i == 0 else pad} {f.kind:<10} {f.importance:.1f} {f.content}{when}{flag}")
    if notes:
        print(f"{pad} ({', '.join(notes)}; load {result.load:.1f})")
    if result.error or result.invalid_items or result.repaired or result.constrained_retries:
        for response, _ in result.calls:  # what the model actually said
            print(f"{pad} raw: {' '.join(response.content.split())[:400]}")


def print_table(summaries: dict[str, dict[str, Any]]) -> None:
    rows = [
        ("schema-valid", "schema_valid_rate"),
        ("facts / call", "facts_per_call"),
        ("prompt tok / call", "prompt_tokens_per_call"),
        ("completion tok / call", "completion_tokens_per_call"),
        ("s / extraction, mean", "seconds_per_call"),
        ("s / extraction, median", "seconds_median"),
        ("s p95", "seconds_p95"),
        ("generated tok/s, median", "generated_tokens_per_s_median"),
        ("LLM calls / extraction", "llm_calls_per_extraction"),
        ("repairs", "repairs"),
        ("constrained retries", "constrained_retries"),
        ("errors", "errors"),
        ("invalid items", "invalid_items"),
        ("topics found", "topics_found_rate"),
        ("small-talk facts", "smalltalk_facts"),
        ("ungrounded facts", "ungrounded_facts"),
        ("mean load (1 min)", "mean_load"),
        ("event dates right", "event_dates_right"),
    ]
    modes = list(summaries)
    print(f"\n{'':<24}" + "".join(f"{m:>20}" for m in modes))
    for label, key in rows:
        print(f"{label:<24}" + "".join(f"{summaries[m][key]!s:>20}" for m in modes))


GOLD = Path(__file__).parent / "data" / "extraction_gold.yaml"


@dataclass(frozen=True)
class Gold:
    """One labelled snippet of ``bench/data/extraction_gold.yaml``."""

    snippet: Snippet
    split: str
    facts: tuple[dict[str, Any], ...]
    also: tuple[dict[str, Any], ...] = ()  # other true statements: storing one is not an error


def load_gold(path: Path = GOLD) -> tuple[datetime, list[Gold]]:
    import yaml

    data = yaml.safe_load(path.read_text())
    now = datetime.strptime(data["now"], "%Y-%m-%d %H:%M").replace(tzinfo=UTC)
    out = []
    for item in data["snippets"]:
        turns = tuple((role, text) for turn in item["turns"] for role, text in turn.items())
        out.append(
            Gold(
                Snippet(item["name"], turns, known=tuple(item.get("known", ()))),
                item["split"],
                tuple(item["facts"]),
                tuple(item.get("also", ())),
            )
        )
    return now, out


def _has_term(text: str, term: str) -> bool:
    words = re.findall(r"[a-z0-9]+", text.lower())
    joined = " ".join(words)
    for alt in term.lower().split("|"):
        alt_words = re.findall(r"[a-z0-9]+", alt)
        if len(alt_words) > 1 and " ".join(alt_words) in joined:
            return True
        if len(alt_words) == 1 and any(w.startswith(alt_words[0][: max(3, len(alt_words[0]) - 1)]) for w in words):
            return True
    return False


def matches(predicted: str, gold: dict[str, Any], similarity: float) -> bool:
    """Judge-free: every key term in the sentence, or a close embedding (>= 0.6) with one key term."""
    hits = [_has_term(predicted, t) for t in gold["terms"]]
    return all(hits) or (similarity >= 0.6 and any(hits))


def _event_text(at: datetime | None) -> str | None:
    if at is None:
        return None
    return f"{at:%Y-%m-%d}" if (at.hour, at.minute) == (0, 0) else f"{at:%Y-%m-%d %H:%M}"


def assign(
    preds: Sequence[Candidate], vectors: Any, golds: Sequence[dict[str, Any]], embed: Any, used: set[int]
) -> list[int | None]:
    """For each gold fact in turn, the closest stored fact (``vectors``: their embeddings) not
    ``used`` yet that matches it (one stored fact matches one gold fact at most: a duplicate is
    not a second hit); marks it used."""
    if not preds or not golds:
        return [None] * len(golds)
    sims = vectors @ embed([g["text"] for g in golds]).T
    out: list[int | None] = []
    for gi, g in enumerate(golds):
        best = next(
            (pi for pi in sorted(range(len(preds)), key=lambda k: -sims[k, gi])
             if pi not in used and matches(preds[pi].content, g, float(sims[pi, gi]))),
            None,
        )  # fmt: skip
        if best is not None:
            used.add(best)
        out.append(best)
    return out


def score(golds: Sequence[Gold], results: Sequence[Result], embed: Any) -> dict[str, Any]:
    """Recall, precision, kind accuracy, event-time exact match, relative-time leaks, schema validity.

    Precision counts a stored fact as right when it matches a gold fact or, failing that, one of
    the snippet's other true statements (``also``); ``precision_strict`` counts gold facts only."""
    tp = supported = predicted = gold_total = kinds_right = events = events_right = leaks = 0
    for gold, result in zip(golds, results, strict=True):
        preds = result.facts
        predicted += len(preds)
        gold_total += len(gold.facts)
        leaks += sum(bool(LEAK.search(f.content)) for f in preds)
        used: set[int] = set()
        vectors = embed([f.content for f in preds]) if preds else None
        for g, best in zip(gold.facts, assign(preds, vectors, gold.facts, embed, used), strict=True):
            if best is None:
                continue  # a missed fact is recall's loss; kind and time are scored on the facts found
            tp += 1
            kinds_right += preds[best].kind == g["kind"]
            if g.get("event_at"):
                events += 1
                events_right += _event_text(preds[best].event_at) == g["event_at"]
        supported += sum(best is not None for best in assign(preds, vectors, gold.also, embed, used))
    return {
        "recall": round(tp / max(1, gold_total), 3),
        "precision": round((tp + supported) / max(1, predicted), 3),
        "precision_strict": round(tp / max(1, predicted), 3),
        "kind_accuracy": round(kinds_right / max(1, tp), 3),
        "event_time_accuracy": round(events_right / max(1, events), 3),
        "relative_time_leaks": leaks,
        "schema_valid": round(sum(r.schema_valid for r in results) / max(1, len(results)), 3),
        "facts": predicted,
        "gold_facts": gold_total,
    }


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))], 2)


async def _evict_prefix(provider: LocalProvider) -> None:
    """Make the next extraction cold: evaluate an unrelated prompt, so llama.cpp's cached prefix is gone."""
    request = ChatRequest(
        messages=[{"role": "system", "content": "Reply with the word ok."}, {"role": "user", "content": "ok?"}],
        max_tokens=2,
        purpose="chat",
    )
    await provider.complete(request)


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    from muninn.providers.embeddings import get_embedder

    settings = Settings(home=args.home) if args.home else Settings()
    global NOW
    NOW, golds = load_gold()
    golds = [g for g in golds if not args.only or g.snippet.name in args.only.split(",")]
    golds = golds[: args.limit] if args.limit else golds
    provider = LocalProvider(settings=settings, json_mode=args.modes.split(",")[0])
    started = time.perf_counter()
    await provider.start()
    server = provider.server
    assert server is not None
    embedder = get_embedder(settings.embedder, home=settings.home)
    print(f"model {server.model}: ready in {time.perf_counter() - started:.1f} s, {server.threads} threads", flush=True)
    await run_one(provider, golds[0].snippet)  # warm-up: pages of the model, the prompt prefix
    results: list[Result] = []
    warm: list[float] = []
    cold: list[float] = []
    for i, gold in enumerate(golds):
        is_cold = args.cold_every > 0 and i % args.cold_every == 0
        if is_cold:
            await _evict_prefix(provider)
        result = await run_one(provider, gold.snippet)
        (cold if is_cold else warm).append(result.seconds)
        results.append(result)
        print(f"\n{gold.snippet.name} [{gold.split}{', cold' if is_cold else ''}]: "
              + " | ".join(f"{r}: {t}" for r, t in gold.snippet.turns), flush=True)  # fmt: skip
        print("  gold: " + "; ".join(f"{g['kind']} {g['text']} @{g.get('event_at')}" for g in gold.facts), flush=True)
        if gold.also:
            print("  also: " + "; ".join(g["text"] for g in gold.also), flush=True)
        show_facts(args.modes.split(",")[0], result)

    def embed(texts: list[str]) -> Any:
        return embedder.embed(texts)

    splits = {
        name: score(*zip(*[(g, r) for g, r in zip(golds, results, strict=True) if g.split == name], strict=True), embed)
        for name in ("tune", "holdout")
    }  # fmt: skip
    top = score(golds, results, embed)
    summary = summarise(results)
    print(f"\n{'':<22}{'all':>10}{'tune':>10}{'holdout':>10}")
    for key in top:
        print(f"{key:<22}{top[key]!s:>10}{splits['tune'][key]!s:>10}{splits['holdout'][key]!s:>10}")
    print(f"extraction s p50 warm {_pct(warm, 0.5)}, p95 warm {_pct(warm, 0.95)}; cold p50 {_pct(cold, 0.5)}, "
          f"p95 {_pct(cold, 0.95)}; load {summary['mean_load']}")  # fmt: skip
    system = extract_messages(turns_of(golds[0].snippet), [], KINDS, NOW)[0].get("content", "")
    return {
        "model": server.model,
        "prompt": f"{EXTRACT_VERSION}@{hashlib.sha256(system.encode()).hexdigest()[:8]}",
        "json_mode": provider.json_mode,
        "snippets": len(golds),
        **top,
        "tune": splits["tune"],
        "holdout": splits["holdout"],
        "seconds_p50_warm": _pct(warm, 0.5),
        "seconds_p95_warm": _pct(warm, 0.95),
        "seconds_p50_cold": _pct(cold, 0.5),
        "seconds_p95_cold": _pct(cold, 0.95),
        "prompt_tokens_per_call": summary["prompt_tokens_per_call"],
        "load_average": summary["mean_load"],
        "cpus": os.cpu_count(),
    }


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--modes", default=JSON_MODE, help="the JSON mode (one of " + ", ".join(MODES) + ")")
    ap.add_argument("--cold-every", type=int, default=4, help="every Nth snippet runs with the prompt prefix evicted")
    ap.add_argument("--limit", type=int, default=0, help="only the first N snippets")
    ap.add_argument("--only", default="", help="comma-separated snippet names")
    ap.add_argument("--home", type=Path, default=None, help="muninn home holding the model cache")
    summary = asyncio.run(main_async(ap.parse_args()))
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
