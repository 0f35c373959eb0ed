"""Keyword terms in any language: Unicode words, CJK as character bigrams, English stemmed as before."""

from __future__ import annotations

import pytest

from muninn import AsyncMemory
from muninn.domain.text import terms


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Maya is vegetarian and paints", ["maya", "vegetarian", "paint"]),  # English: unchanged
        ("don't foo_bar", ["don't", "foo", "bar"]),
        ("Él vive en Málaga", ["él", "vive", "en", "málaga"]),  # accents kept, not split
        ("Москва — столица", ["москва", "столица"]),
        ("Straße", ["strasse"]),  # casefolded
        ("我喜欢素食", ["我喜", "喜欢", "欢素", "素食"]),
        ("東京", ["東京"]),
        ("猫", ["猫"]),
        ("Tokyo東京2026", ["tokyo", "東京", "2026"]),
        ("ｖｅｇａｎ", ["vegan"]),  # NFKC: full-width letters
    ],
)
def test_terms(text: str, expected: list[str]) -> None:
    assert terms(text) == expected


@pytest.mark.parametrize(
    ("memories", "query", "expected"),
    [
        (["Maya ist Vegetarierin", "Maya spielt Geige"], "Vegetarierin", "Maya ist Vegetarierin"),
        (["玛雅是素食主义者", "玛雅会拉小提琴"], "素食", "玛雅是素食主义者"),
        (["マヤは東京に住んでいる", "マヤは猫が好き"], "東京", "マヤは東京に住んでいる"),
    ],
)
async def test_keyword_search_finds_words_of_other_languages(
    memory: AsyncMemory, memories: list[str], query: str, expected: str
) -> None:
    for content in memories:
        await memory.add("maya", content)
    (top, *_) = await memory.search("maya", query)
    assert top.record.content == expected and top.lexical_rank == 1
