"""A handful of bench/chat_quality.py's situations on the embedded model, scored by the same checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from muninn import AsyncMemory, Settings
from tests import benches

PICKED = ("exam-dinner", "veg-lunch", "celsius", "coach-busy")  # one per group


@pytest.mark.slow
@pytest.mark.requires("local_model")
async def test_replies_on_the_embedded_model_answer_remember_and_follow_up(model_home: Path, tmp_path: Path) -> None:
    bench = benches.load("chat_quality")
    settings = Settings(
        home=model_home, store_url=f"sqlite:///{tmp_path / 'q.db'}", chat_llm="local", memory_llm="none"
    )
    memory = AsyncMemory(settings, clock=lambda: bench.NOW)
    situations = {s.name: s for s in bench.SITUATIONS}
    try:
        # a fixed sampling seed (the demo's): an unseeded draw can be a numbered list cut at
        # the token limit, over the length ceiling, and this test would fail by chance
        rows = [await bench.run_one(memory, situations[name], "v1", max_words=110, seed=1) for name in PICKED]
    finally:
        await memory.close()
    verdicts = [ok for row in rows for ok in row["checks"].values() if ok is not None]
    assert all(row["checks"]["follow_up"] is not False for row in rows), rows  # code makes sure of this one
    assert all(row["checks"]["length"] for row in rows), rows
    assert sum(verdicts) / len(verdicts) >= 0.8, rows
