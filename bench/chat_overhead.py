#!/usr/bin/env python
"""What muninn adds to a chat turn, against calling the same model directly, in one run.

For each of ``--turns`` user messages (a user with ``--memories`` stored memories), two calls go
to the same chat model with the same conversation:

- **direct**: the plain messages (system prompt, history, user message) straight to the provider;
- **muninn**: ``AsyncMemory.reply`` — record the user turn, build the context (query embedding,
  hybrid search, packing), add the memory block to the system prompt, call the model, record the
  reply and queue extraction.

It reports muninn's own work per turn (record + context + record, measured inside the same
calls), the end-to-end difference (which also contains the model's extra prefill time for the
memory block's tokens), and their ratios to the direct call. ``--model`` picks the chat provider
key (default: the embedded local model; ``test:echo`` measures pure overhead without a model).
The last stdout line is one JSON object.

    .venv/bin/python bench/chat_overhead.py [--model local] [--turns 6] [--memories 60]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from muninn import AsyncMemory, Settings
from muninn.chat import SYSTEM_PROMPT
from muninn.providers.llm import ChatRequest, Message

MESSAGES = [
    "Hi! Any idea what I could cook tonight?",
    "I have my chemistry exam tomorrow, any last tips?",
    "Can you remind me what my running goal was?",
    "My cat has been sneezing a lot lately.",
    "What's a good way to plan my week?",
    "Thanks! Anything else I should keep in mind?",
    "How should I prepare for my trip next month?",
    "Suggest a short workout for today.",
]
FACTS = [
    ("User is vegetarian", "preference"),
    ("User has a chemistry exam on Friday", "event"),
    ("User wants to run a half marathon in spring", "goal"),
    ("User has a cat named Miso", "fact"),
    ("User works night shifts as a nurse", "fact"),
    ("User prefers short answers", "preference"),
    ("User is learning Japanese", "goal"),
    ("User finds organic chemistry mechanisms hard", "assessment"),
]


class Timed:
    """Wraps the chat provider to time the model call inside muninn's reply."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seconds = 0.0

    @property
    def name(self) -> str:
        return str(self.inner.name)

    @property
    def model(self) -> str:
        return str(self.inner.model)

    async def complete(self, request: ChatRequest) -> Any:
        started = time.perf_counter()
        try:
            return await self.inner.complete(request)
        finally:
            self.seconds += time.perf_counter() - started

    async def stream(self, request: ChatRequest) -> Any:
        started = time.perf_counter()
        try:
            async for chunk in self.inner.stream(request):
                yield chunk
        finally:
            self.seconds += time.perf_counter() - started


async def run(args: argparse.Namespace) -> dict[str, Any]:
    home = Path(tempfile.mkdtemp(prefix="muninn-chat-bench-"))
    settings = Settings(
        home=args.home or home, store_url=f"sqlite:///{home / 'bench.db'}", chat_llm=args.model, memory_llm=None
    )
    memory = AsyncMemory(settings)
    print(f"preparing the embedder and the chat model ({args.model})…", file=sys.stderr)
    for i in range(args.memories):
        content, kind = FACTS[i % len(FACTS)]
        await memory.add("bench", content if i < len(FACTS) else f"{content} (note {i})", kind=kind)
    raw = memory.chat_llm.inner if hasattr(memory.chat_llm, "inner") else memory.chat_llm
    timed = Timed(raw)
    memory.runtime.use_chat_llm(timed)  # time the model call inside muninn's reply
    history: list[Message] = []
    rows = []
    warm = ChatRequest([{"role": "user", "content": "Say hi."}], max_tokens=8)
    await raw.complete(warm)
    for n, text in enumerate(MESSAGES[: args.turns]):
        messages: list[Message] = [
            {"role": "system", "content": SYSTEM_PROMPT},
            *history,
            {"role": "user", "content": text},
        ]
        started = time.perf_counter()
        direct = await raw.complete(ChatRequest(messages, purpose="chat", temperature=0.3, max_tokens=args.max_tokens))
        direct_s = time.perf_counter() - started
        timed.seconds = 0.0
        started = time.perf_counter()
        reply = "".join([c async for c in memory.chat("bench", "s1", text)])
        total_s = time.perf_counter() - started
        own_ms = (total_s - timed.seconds) * 1000
        rows.append(
            {
                "turn": n + 1,
                "direct_s": direct_s,
                "muninn_s": total_s,
                "muninn_own_ms": own_ms,
                "model_s": timed.seconds,
            }
        )
        print(
            f"turn {n + 1}: direct {direct_s:.2f}s, via muninn {total_s:.2f}s (muninn's own work {own_ms:.1f} ms)",
            file=sys.stderr,
        )
        history += [{"role": "user", "content": text}, {"role": "assistant", "content": direct.content}]
        del reply
    await memory.close()
    own = [r["muninn_own_ms"] for r in rows]
    direct = [r["direct_s"] for r in rows]
    via = [r["muninn_s"] for r in rows]
    return {
        "model": args.model,
        "turns": len(rows),
        "memories": args.memories,
        "muninn_own_ms_p50": round(statistics.median(own), 2),
        "muninn_own_ms_max": round(max(own), 2),
        "direct_s_p50": round(statistics.median(direct), 3),
        "muninn_s_p50": round(statistics.median(via), 3),
        "own_work_ratio": round(statistics.median(own) / 1000 / statistics.median(direct), 4),
        "end_to_end_ratio": round(statistics.median(via) / statistics.median(direct), 3),
        "rows": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="local", help="chat provider key (local, openai, test:echo …)")
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--memories", type=int, default=60)
    parser.add_argument("--max-tokens", type=int, default=120)
    parser.add_argument("--home", type=Path, default=None, help="MUNINN_HOME with the model caches")
    args = parser.parse_args()
    result = asyncio.run(run(args))
    print(f"{'metric':<42} value")
    for key in (
        "muninn_own_ms_p50",
        "muninn_own_ms_max",
        "direct_s_p50",
        "muninn_s_p50",
        "own_work_ratio",
        "end_to_end_ratio",
    ):
        print(f"{key:<42} {result[key]}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
