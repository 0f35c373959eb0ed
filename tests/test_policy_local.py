"""End to end: the embedded model's replies follow the sections a policy's mode requires."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from muninn import AsyncMemory, Settings
from muninn.chat import DEFAULT_STYLE
from muninn.policy import check_reply
from muninn.providers.llm import local

BUG = "My for loop prints the same number forever, why?\n\ni = 0\nwhile i < 5:\n    print(i)"
SEEDED = replace(DEFAULT_STYLE, seed=1)


@pytest.mark.slow
@pytest.mark.requires("local_model")
async def test_the_local_model_follows_each_modes_sections(tmp_path: Path, model_home: Path) -> None:
    settings = Settings(
        home=model_home, store_url=f"sqlite:///{tmp_path / 'p.db'}", chat_llm="local", embedder="test:hash"
    )
    memory = AsyncMemory(settings)
    followed = []
    try:
        for attempt in range(2):  # first time (normal), then the same bug again (reinforced)
            context = await memory.context("ana", f"s{attempt}", BUG, policy="coding-mentor")
            assert context.decision is not None
            # sampled with a fixed seed (the demo's), so the test does not pass or fail by the draw
            reply = await memory.reply("ana", f"s{attempt}", BUG, policy="coding-mentor", style=SEEDED)
            problems = check_reply(context.decision.response_schema, reply)
            followed.append((context.decision.dominant_mode, problems, reply))
    finally:
        await memory.close()
        local.stop_shared_servers()
    assert [mode for mode, _, _ in followed] == ["normal", "reinforced"]
    for mode, problems, reply in followed:
        missing = [p for p in problems if p.startswith("missing")]
        assert not missing, f"{mode}: {problems}\n{reply}"
