"""The chat loop with scripted chat and memory models: two sessions, memory carried across."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from muninn import AsyncMemory, Settings
from muninn.errors import ProviderError
from muninn.providers.llm import ScriptedProvider
from tests.conftest import Clock


async def test_two_sessions_memory_flows_into_the_next_prompt(tmp_path: Path, clock: Clock) -> None:
    chat = ScriptedProvider(["Good luck tomorrow!", "Hi again! How did the chemistry exam go?"])
    extraction = json.dumps(
        {
            "facts": [
                {"content": "User has a chemistry exam", "kind": "event", "tags": ["exam"], "importance": 0.9,
                 "event_at": (clock.now + timedelta(days=1)).strftime("%Y-%m-%d %H:%M")},
                {"content": "User is vegetarian", "kind": "preference", "tags": ["diet"], "importance": 0.8},
            ]
        }
    )  # fmt: skip
    memory = AsyncMemory(
        Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'c.db'}", embedder="test:hash"),
        clock=clock,
        chat_llm=chat,
        memory_llm=ScriptedProvider([extraction, json.dumps({"facts": []})]),
    )
    first = "".join([c async for c in memory.chat("maya", "s1", "My chemistry exam is tomorrow! I'm vegetarian btw.")])
    assert first == "Good luck tomorrow!"
    turns = await memory.store.list_turns(memory.scope("maya"), session_id="s1")
    assert [(t.role, t.content) for t in turns][-1] == ("assistant", "Good luck tomorrow!")
    await memory.process()
    assert {m.content for m in await memory.list("maya")} == {"User has a chemistry exam", "User is vegetarian"}

    clock.advance(days=1, hours=3)
    reply = await memory.reply("maya", "s2", "Hey, what should I cook tonight?")
    assert reply == "Hi again! How did the chemistry exam go?"
    system = chat.requests[1].messages[0]["content"]
    assert "Follow-ups due" in system and "User has a chemistry exam" in system and "User is vegetarian" in system
    assert chat.requests[1].messages[-2] == {"role": "user", "content": "Hey, what should I cook tonight?"}
    plan = chat.requests[1].messages[-1]  # the reply plan comes last, with the question about the due event
    assert plan["role"] == "system" and '"How did your chemistry exam go?"' in plan["content"]
    assert all(m["content"] != "Good luck tomorrow!" for m in chat.requests[1].messages)  # a new session
    # the follow-up was asked, so it is no longer due
    assert "followups" not in (await memory.context("maya", "s2", "anything")).tokens
    calls = await memory.llm_calls()
    assert {c.purpose for c in calls} == {"chat", "extract", "embed"}
    await memory.close()


async def test_the_user_turn_is_kept_when_the_chat_model_fails(tmp_path: Path, clock: Clock) -> None:
    memory = AsyncMemory(
        Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'c.db'}", embedder="test:hash"),
        clock=clock,
        chat_llm=ScriptedProvider([ProviderError("model server down", retryable=True)]),
    )
    try:
        await memory.reply("maya", "s1", "Please remember that I moved to Lisbon")
    except ProviderError:
        pass
    else:
        raise AssertionError("the provider error must reach the caller")
    turns = await memory.store.list_turns(memory.scope("maya"))
    assert [(t.role, t.content) for t in turns] == [("user", "Please remember that I moved to Lisbon")]
    assert [c.status for c in await memory.llm_calls(purpose="chat")] == ["error"]
    await memory.close()
