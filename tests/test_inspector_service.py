"""The façade methods the web inspector needs: restore, preview (with/without memory) and
count_user, on a real SQLite store with the scripted chat model."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from muninn import AsyncMemory, Settings
from muninn.errors import InvalidInput
from muninn.providers.llm import ScriptedProvider
from tests.conftest import Clock


@pytest.fixture
def chat() -> ScriptedProvider:
    return ScriptedProvider(["With memory: try a lentil curry.", "Without memory: try a steak."])


@pytest.fixture
async def memory(settings: Settings, clock: Clock, chat: ScriptedProvider) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(settings, clock=clock, chat_llm=chat)
    yield m
    await m.close()


async def test_restore_brings_a_forgotten_memory_back_with_a_history_row(memory: AsyncMemory) -> None:
    record = await memory.add("alice", "Alice is vegetarian", kind="preference")
    await memory.forget("alice", record.id)
    assert await memory.search("alice", "vegetarian") == []
    restored = await memory.restore("alice", record.id, reason="forgotten by mistake", actor="inspector")
    assert restored.status == "active" and restored.id == record.id
    history = await memory.history("alice", record.id)
    assert [h.action for h in history] == ["add", "delete", "restore"]
    assert [h.actor for h in history] == ["api", "api", "inspector"]  # forget's actor defaults to the source's
    assert history[-1].reason == "forgotten by mistake"
    assert [h.record.id for h in await memory.search("alice", "vegetarian")] == [record.id]
    again = await memory.restore("alice", record.id)  # already active: a no-op, no second row
    assert again.status == "active" and len(await memory.history("alice", record.id)) == 3


async def test_restore_refuses_a_superseded_version_and_a_duplicate(memory: AsyncMemory) -> None:
    old = await memory.add("alice", "Alice lives in Paris")
    await memory.update("alice", old.id, content="Alice lives in Tokyo")
    with pytest.raises(InvalidInput, match="superseded"):
        await memory.restore("alice", old.id)
    first = await memory.add("alice", "Alice plays chess")
    await memory.forget("alice", first.id)
    twin = await memory.add("alice", "Alice plays chess")
    with pytest.raises(InvalidInput, match=twin.id):
        await memory.restore("alice", first.id)
    assert (await memory.get("alice", first.id)).status == "deleted"


async def test_preview_compares_replies_and_records_no_turn(memory: AsyncMemory, chat: ScriptedProvider) -> None:
    record = await memory.add("alice", "Alice is vegetarian", kind="preference")
    preview = await memory.preview("alice", "What should I cook tonight?")
    assert preview.with_memory == "With memory: try a lentil curry."
    assert preview.without_memory == "Without memory: try a steak."
    assert record.id in preview.context.memory_ids
    with_memory, without = chat.requests
    assert "Alice is vegetarian" in with_memory.messages[0]["content"]
    assert all("vegetarian" not in m.get("content", "") for m in without.messages)
    question = {"role": "user", "content": "What should I cook tonight?"}
    assert with_memory.messages[-1] == without.messages[-1] == question
    assert await memory.store.list_turns(memory.scope("alice")) == []
    assert await memory.jobs() == []


async def test_preview_shows_the_policy_decision(memory: AsyncMemory) -> None:
    preview = await memory.preview("maya", "I get a KeyError when I read my dict", policy="coding-mentor")
    assert preview.context.decision is not None and preview.context.decision.reason


async def test_preview_refuses_an_empty_message(memory: AsyncMemory, chat: ScriptedProvider) -> None:
    with pytest.raises(InvalidInput, match="message is empty"):
        await memory.preview("alice", "   ")
    assert chat.requests == []


async def test_count_user_matches_the_erase_receipt(memory: AsyncMemory) -> None:
    await memory.add("alice", "Alice is vegetarian")
    await memory.record_turn("alice", "s1", "user", "hi")
    counts = await memory.count_user("alice")
    assert counts["memories"] == 1 and counts["turns"] == 1
    assert await memory.erase_user("alice") == counts
