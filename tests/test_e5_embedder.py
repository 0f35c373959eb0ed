"""The multilingual embedder option (MUNINN_EMBEDDER=e5): real model, offline, across languages."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from muninn import AsyncMemory, Settings
from muninn.providers.embeddings import get_embedder


@pytest.mark.slow
@pytest.mark.requires("multilingual")
def test_e5_places_a_sentence_near_its_translation(tmp_path: Path) -> None:
    e5 = get_embedder("e5", home=tmp_path)
    texts = ["Maya is vegetarian", "Maya ist Vegetarierin", "玛雅是素食者", "The train leaves at noon", "Maya sings"]
    vectors = e5.embed(texts)
    assert vectors.shape == (5, e5.dim) and np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-4)
    similarity = vectors @ vectors[0]  # e5's cosines are compressed (unrelated text scores ~0.75): compare ranks
    assert similarity[1] > max(similarity[3:]) and similarity[2] > similarity[3]


@pytest.mark.slow
@pytest.mark.requires("multilingual")
async def test_a_german_memory_answers_an_english_question(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'e5.db'}", embedder="e5")
    memory = AsyncMemory(settings)
    for content in ["Maya ist Vegetarierin", "Maya spielt Geige", "Maya wohnt in Berlin"]:
        await memory.add("maya", content)
    (top, *_) = await memory.search("maya", "What does she eat?")
    assert top.record.content == "Maya ist Vegetarierin"
    await memory.close()
