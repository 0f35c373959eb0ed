"""A store indexed with one embedder refuses another until ``reembed``, and says how to proceed.

The embedders are stand-ins carrying the names of the float32 and int8 MiniLM (so no model is
loaded); what is checked is the store's embedder check, its message, and the migration.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from muninn import AsyncMemory, Settings
from muninn.errors import EmbedderMismatch
from muninn.providers.embeddings.base import Vectors
from muninn.providers.embeddings.hashing import HashingEmbedder


class Named(HashingEmbedder):
    """A 384-dimensional hashing embedder under another name, its vectors nudged by ``skew``."""

    def __init__(self, name: str, skew: float) -> None:
        super().__init__(384)
        self._name, self._skew = name, skew

    @property
    def name(self) -> str:
        return self._name

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = super().embed(texts) + self._skew
        return (out / np.linalg.norm(out, axis=1, keepdims=True)).astype(np.float32)


FP32 = "minilm:all-MiniLM-L6-v2"
INT8 = "minilm-int8:all-MiniLM-L6-v2"


async def test_an_old_store_asks_for_reembed_when_the_embedder_changes(settings: Settings) -> None:
    old = AsyncMemory(settings, embedder=Named(FP32, 0.0))
    rec = await old.add("alice", "Alice is vegetarian")
    await old.record_turn("alice", "s1", "user", "I never eat meat")
    await old.index_turns()
    await old.close()

    new = AsyncMemory(settings, embedder=Named(INT8, 0.01))
    for attempt in (new.search("alice", "food"), new.context("alice", query="what should I eat")):
        with pytest.raises(EmbedderMismatch) as caught:
            await attempt
        message = str(caught.value)
        assert f"indexed with {FP32} (dimension 384) but {INT8} (dimension 384) is configured" in message
        assert "same model with other numerics" in message
        assert "run `muninn reembed`" in message and f"MUNINN_EMBEDDER={FP32}" in message
    assert await new.reembed() == {"memories": 1, "turns": 1}
    assert [h.record.id for h in await new.search("alice", "vegetarian")] == [rec.id]
    assert (await new.get("alice", rec.id)).embedder == INT8
    await new.close()

    # the old embedder on the migrated store is refused the same way, the other way round
    back = AsyncMemory(settings, embedder=Named(FP32, 0.0))
    with pytest.raises(EmbedderMismatch, match=f"MUNINN_EMBEDDER={INT8}"):
        await back.search("alice", "food")
    await back.close()


async def test_another_model_is_not_called_the_same_model(settings: Settings) -> None:
    old = AsyncMemory(settings, embedder=Named(FP32, 0.0))
    await old.add("alice", "Alice is vegetarian")
    await old.close()
    other = AsyncMemory(settings, embedder=Named("minilm:paraphrase-MiniLM-L3-v2", 0.0))
    with pytest.raises(EmbedderMismatch) as caught:
        await other.search("alice", "food")
    assert "other numerics" not in str(caught.value) and "muninn reembed" in str(caught.value)
    await other.close()
