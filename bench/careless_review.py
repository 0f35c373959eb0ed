#!/usr/bin/env python
"""False changes when the memory model is careless: does a message that only touches a slot keep the fact?

``data/careless_review.json`` holds 180 messages (45 a slot) that touch a user's residence, job, relationship or
diet without changing it: a conference in Reykjavik, a farm in Stardew Valley, a dating sim's wedding, a sister's
new lease. Each comes with what a careless model might make of it: the facts its extraction stores (often the wrong
change itself, "User lives in Reykjavik") and its answer to the slot question ("User lives in Reykjavik"). Written on
2026-12-05 by three writers who read no code (plain English; texted and learner English; the trap word right beside
the value).

Each message runs through the real write path (extraction, slot check, consolidation) on SQLite, with a scripted
memory model that gives exactly those outputs, so no model server is needed and a run takes seconds. A message
counts as a false change when the seeded fact is no longer active afterwards. The bench measures the code's defences,
not the embedded model: the real model is careless far less often (``bench/contradictions.py``'s neutral messages).
The last stdout line is one JSON object with ``messages``, ``false_changes``, ``false_change_rate`` and per slot.

    .venv/bin/python bench/careless_review.py [--show]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from muninn import AsyncMemory, Settings
from muninn.providers.llm import ScriptedProvider
from muninn.write.slots import slot_of

DATA = Path(__file__).parent / "data" / "careless_review.json"


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def tick(self) -> None:
        self.now += timedelta(seconds=1)


async def kept_after(home: Path, old: str, said: str, extracted: list[str], answer: str | None) -> list[str]:
    """The user's active memories after ``said``, seeded with ``old``."""
    facts = [{"content": c, "kind": "fact", "tags": [], "importance": 0.7} for c in extracted]
    llm = ScriptedProvider([json.dumps({"facts": facts}), json.dumps({"answer": answer})])
    clock = Clock()
    settings = Settings(home=home, store_url=f"sqlite:///{home / 'm.db'}", embedder="test:hash", job_backoff_seconds=0)
    memory = AsyncMemory(settings.model_copy(update={"similarity_threshold": 0.99}), clock=clock, memory_llm=llm)
    try:
        await memory.add("u", old)
        await memory.record_turn("u", "s1", "user", said)
        clock.tick()
        await memory.record_turn("u", "s1", "assistant", "Noted.")
        clock.tick()
        await memory.process()
        return [m.content for m in await memory.list("u")]
    finally:
        await memory.close()


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", action="store_true", help="print every false change")
    args = ap.parse_args()
    rows = json.loads(DATA.read_text())
    total: Counter[str] = Counter()
    lost: Counter[str] = Counter()
    for n, (old, said, extracted, answer) in enumerate(rows, 1):
        filled = slot_of(old)
        slot = filled.slot if filled else "?"
        with tempfile.TemporaryDirectory() as tmp:
            kept = await kept_after(Path(tmp), old, said, extracted, answer)
        total[slot] += 1
        if old not in kept:
            lost[slot] += 1
            if args.show:
                print(f"  false change: {old!r} → {kept} for {said!r}")
        if n % 30 == 0:
            print(f"  {n}/{len(rows)} messages", flush=True)
    print(f"\n  {'slot':<14}{'messages':>10}{'false changes':>15}")
    for slot in sorted(total):
        print(f"  {slot:<14}{total[slot]:>10}{lost[slot]:>15}")
    messages, false_changes = sum(total.values()), sum(lost.values())
    print(f"  {'all':<14}{messages:>10}{false_changes:>15}\n")
    print(
        json.dumps(
            {
                "messages": messages,
                "false_changes": false_changes,
                "false_change_rate": round(false_changes / messages, 3),
                "per_slot": {s: {"messages": total[s], "false_changes": lost[s]} for s in sorted(total)},
            }
        )
    )


if __name__ == "__main__":
    asyncio.run(main())
