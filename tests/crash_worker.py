"""Run by test_crash.py in a child process: a worker that hangs mid-job until it is killed."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from muninn import AsyncMemory, Settings
from muninn.providers.embeddings.hashing import HashingEmbedder
from muninn.providers.llm import ScriptedProvider

FACTS = ["User likes tea", "User plays chess", "User is learning Japanese"]


class HangingEmbedder(HashingEmbedder):
    """Signals the parent and hangs when asked to embed the last candidate."""

    def __init__(self, marker: Path) -> None:
        super().__init__(64)
        self.marker = marker

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if FACTS[-1] in texts:
            self.marker.write_text("hanging")
            time.sleep(3600)
        return super().embed(texts)


async def main(db: str, marker: str) -> None:
    answer = json.dumps({"facts": [{"content": f, "kind": "fact", "tags": [], "importance": 0.7} for f in FACTS]})
    settings = Settings(
        home=Path(db).parent, store_url=f"sqlite:///{db}", embedder="test:hash:64", similarity_threshold=0.99
    )
    memory = AsyncMemory(settings, embedder=HangingEmbedder(Path(marker)), memory_llm=ScriptedProvider([answer]))
    await memory.record_turn("u", "s1", "user", "I like tea, play chess and I'm learning Japanese")
    await memory.record_turn("u", "s1", "assistant", "Nice!")
    await memory.process()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
