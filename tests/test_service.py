"""The public async API: memories, versions, history, bad input, isolation, erase, transfer."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from muninn import AsyncMemory, Settings
from muninn.errors import EmbedderMismatch, InvalidInput, NotFound
from muninn.providers.embeddings.hashing import HashingEmbedder
from tests.conftest import Clock


async def test_add_get_list_and_exact_duplicate(memory: AsyncMemory) -> None:
    rec = await memory.add("alice", "Alice is vegetarian", kind="preference", tags=["Diet", "diet"], importance=0.9)
    assert rec.tags == ["diet"]
    assert await memory.get("alice", rec.id) == rec
    again = await memory.add("alice", "  alice is VEGETARIAN. ")
    assert again.id == rec.id
    assert [m.id for m in await memory.list("alice")] == [rec.id]


async def test_update_keeps_versions_and_history(memory: AsyncMemory, clock: Clock) -> None:
    v1 = await memory.add("alice", "Alice lives in Berlin")
    clock.advance(days=1)
    v2 = await memory.update("alice", v1.id, content="Alice lives in Tokyo", reason="moved", action="supersede")
    assert (v2.version, v2.supersedes, v2.status) == (2, v1.id, "active")
    old = await memory.get("alice", v1.id)
    assert old.status == "superseded" and old.valid_to == clock.now
    assert [m.content for m in await memory.list("alice")] == ["Alice lives in Tokyo"]
    history = await memory.history("alice", v2.id)
    assert [(h.memory_id, h.action) for h in history] == [(v1.id, "add"), (v2.id, "supersede"), (v1.id, "supersede")]
    assert history[1].old["content"] == "Alice lives in Berlin"  # type: ignore[index]
    assert history[1].new["content"] == "Alice lives in Tokyo"  # type: ignore[index]
    with pytest.raises(InvalidInput, match="superseded"):
        await memory.update("alice", v1.id, content="again")


async def test_forget_hides_but_keeps_history(memory: AsyncMemory) -> None:
    rec = await memory.add("alice", "Alice has a cat named Miso")
    await memory.forget("alice", rec.id, reason="user asked")
    assert await memory.list("alice") == []
    assert await memory.search("alice", "cat Miso") == []
    assert (await memory.get("alice", rec.id)).status == "deleted"
    assert [h.action for h in await memory.history("alice", rec.id)] == ["add", "delete"]
    hits = await memory.search("alice", "cat Miso", include_inactive=True)
    assert hits == []  # deleted stays out even of the inactive view


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"content": ""}, "empty"),
        ({"content": "   "}, "empty"),
        ({"content": "x" * 1001}, "over the limit"),
        ({"kind": "gossip"}, "unknown kind"),
        ({"importance": 1.5}, "between 0 and 1"),
        ({"confidence": float("nan")}, "between 0 and 1"),
        ({"tags": "diet"}, "list of strings"),
        ({"tags": ["x" * 49]}, "over 48"),
        ({"event_at": datetime(2026, 1, 1)}, "timezone"),
        ({"user": ""}, "user must be"),
        ({"user": "a\nb"}, "printable"),
    ],
)
async def test_bad_input_is_a_clear_error_and_writes_nothing(
    memory: AsyncMemory, kwargs: dict[str, object], message: str
) -> None:
    args: dict[str, object] = {"user": "alice", "content": "Alice is vegetarian"} | kwargs
    user, content = args.pop("user"), args.pop("content")
    with pytest.raises(InvalidInput, match=message):
        await memory.add(user, content, **args)  # type: ignore[arg-type]
    assert await memory.list("alice", statuses=("active", "superseded", "archived", "deleted")) == []
    assert await memory.store.history(memory.scope("alice")) == []


async def test_unknown_ids_are_not_found(memory: AsyncMemory) -> None:
    rec = await memory.add("alice", "Alice likes tea")
    for call in (
        memory.get("alice", "nope"),
        memory.get("bob", rec.id),
        memory.forget("bob", rec.id),
        memory.update("bob", rec.id, content="x"),
        memory.history("bob", rec.id),
    ):
        with pytest.raises(NotFound):
            await call


async def test_tenants_and_users_never_see_each_other(memory: AsyncMemory) -> None:
    other = memory.with_tenant("acme")
    mine = await memory.add("alice", "Alice plays the cello")
    theirs = await other.add("alice", "Alice plays the drums")
    await memory.add("bob", "Bob plays the cello")
    assert [h.record.id for h in await memory.search("alice", "instrument cello drums")] == [mine.id]
    assert [h.record.id for h in await other.search("alice", "instrument cello drums")] == [theirs.id]
    with pytest.raises(NotFound):
        await other.get("alice", mine.id)
    ctx = await other.context("alice", query="what instrument do I play?")
    assert ctx.memory_ids == [theirs.id]
    assert "cello" not in ctx.text


class NaNEmbedder(HashingEmbedder):
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = super().embed(texts)
        out[:, 0] = np.nan
        return out


class WrongDimEmbedder(HashingEmbedder):
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return super().embed(texts)[:, :10]


@pytest.mark.parametrize(("embedder", "message"), [(NaNEmbedder(), "NaN"), (WrongDimEmbedder(), "shape")])
async def test_bad_vectors_are_refused(settings: Settings, embedder: HashingEmbedder, message: str) -> None:
    memory = AsyncMemory(settings, embedder=embedder)
    with pytest.raises(InvalidInput, match=message):
        await memory.add("alice", "Alice is vegetarian")
    assert await memory.list("alice") == []
    await memory.close()


async def test_switching_embedder_is_detected_and_reembed_migrates(settings: Settings) -> None:
    first = AsyncMemory(settings)
    rec = await first.add("alice", "Alice is vegetarian")
    await first.record_turn("alice", "s1", "user", "I never eat meat")
    await first.index_turns()
    await first.close()

    switched = AsyncMemory(settings.model_copy(update={"embedder": "test:hash:32"}))
    with pytest.raises(EmbedderMismatch, match="muninn reembed"):
        await switched.search("alice", "food")
    counts = await switched.reembed()
    assert counts == {"memories": 1, "turns": 1}
    hits = await switched.search("alice", "vegetarian")
    assert [h.record.id for h in hits] == [rec.id]
    assert (await switched.get("alice", rec.id)).embedder == "test:hash:32"
    rows = await switched.store.index_rows(switched.scope("alice"), "memories")
    assert rows.vectors.shape == (1, 32) and rows.embedders == {"test:hash:32"}
    await switched.close()


async def test_turns_are_recorded_idempotently_and_searchable(memory: AsyncMemory, clock: Clock) -> None:
    week_ago = clock.now - timedelta(days=7)
    await memory.record_turn("alice", "s1", "user", "I adopted a puppy called Biscuit", at=week_ago, turn_id="t1")
    await memory.record_turn("alice", "s1", "user", "I adopted a puppy called Biscuit", at=week_ago, turn_id="t1")
    await memory.record_turn("alice", "s2", "user", "Work was busy today", turn_id="t2")
    assert len(await memory.store.list_turns(memory.scope("alice"))) == 2
    hits = await memory.search("alice", "puppy", corpus="turns")  # keyword hit before any embedding
    assert hits[0].record.id == "t1" and hits[0].lexical_rank == 1
    assert await memory.index_turns() == 2
    last_week = await memory.search(
        "alice", "what did I do", corpus="turns", since=week_ago - timedelta(days=1), until=week_ago + timedelta(days=1)
    )
    assert [h.record.id for h in last_week] == ["t1"]
    await memory.record_turn("alice", "s2", "assistant", "A puppy! What breed is Biscuit?", turn_id="t3")
    assert "t3" in [h.record.id for h in await memory.search("alice", "puppy Biscuit", corpus="turns")]
    mine = await memory.search("alice", "puppy Biscuit", corpus="turns", kinds=["user"])  # a turn's kind is its role
    assert [h.record.id for h in mine] == ["t1", "t2"]
    with pytest.raises(InvalidInput, match="unknown role 'fact'"):
        await memory.search("alice", "puppy", corpus="turns", kinds=["fact"])
    with pytest.raises(InvalidInput, match="role"):
        await memory.record_turn("alice", "s1", "robot", "beep")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="over the limit"):
        await memory.record_turn("alice", "s1", "user", "x" * 40_000)


async def test_search_filters_by_kind_and_tag(memory: AsyncMemory) -> None:
    pref = await memory.add("alice", "Alice likes spicy food", kind="preference", tags=["food"])
    await memory.add("alice", "Alice cooks spicy curry every Sunday", kind="fact", tags=["cooking"])
    assert [h.record.id for h in await memory.search("alice", "spicy", kinds=["preference"])] == [pref.id]
    assert [h.record.id for h in await memory.search("alice", "spicy", tags=["food"])] == [pref.id]
    with pytest.raises(InvalidInput):
        await memory.search("alice", "spicy", kinds=["gossip"])
    with pytest.raises(InvalidInput):
        await memory.search("alice", "")


async def test_erase_user_removes_everything_of_that_user(memory: AsyncMemory) -> None:
    rec = await memory.add("alice", "Alice is vegetarian")
    await memory.update("alice", rec.id, content="Alice is vegan")
    await memory.record_turn("alice", "s1", "user", "hello")
    await memory.set_profile("alice", goal="marathon")
    now = memory.clock()
    await memory.add_summary("alice", "Alice eats plants.", period_start=now, period_end=now)
    await memory.add("bob", "Bob is vegetarian")
    removed = await memory.erase_user("alice")
    assert removed["memories"] == 2 and removed["history"] == 3 and removed["turns"] == 1
    conn = sqlite3.connect(memory.store.path)  # type: ignore[attr-defined]  # the file itself, not the API
    for table in ("memories", "history", "turns", "summaries", "profiles", "jobs", "llm_calls", "scopes"):
        assert conn.execute(f"SELECT count(*) FROM {table} WHERE user_id = 'alice'").fetchone()[0] == 0, table
    assert len(await memory.list("bob")) == 1
    assert await memory.users() == ["bob"]


async def test_export_import_round_trip_and_idempotence(memory: AsyncMemory) -> None:
    v1 = await memory.add("alice", "Alice lives in Berlin", kind="fact", tags=["home"])
    await memory.update("alice", v1.id, content="Alice lives in Tokyo")
    await memory.add("alice", "Alice has an exam", kind="event", event_at=datetime(2026, 12, 1, tzinfo=UTC))
    await memory.record_turn("alice", "s1", "user", "I moved to Tokyo")
    await memory.set_profile("alice", goal="learn Japanese")
    document = json.loads(json.dumps(await memory.export("alice")))
    assert document["format"] == "muninn.export" and len(document["memories"]) == 3

    counts = await memory.import_("carol", document)
    assert counts["memories"] == 3 and counts["skipped_duplicates"] == 0
    carol = await memory.list("carol")
    assert sorted(m.content for m in carol) == ["Alice has an exam", "Alice lives in Tokyo"]
    tokyo = next(m for m in carol if "Tokyo" in m.content)
    assert tokyo.supersedes is not None
    assert (await memory.get("carol", tokyo.supersedes)).content == "Alice lives in Berlin"
    assert await memory.get_profile("carol") == {"goal": "learn Japanese"}
    assert {m.id for m in carol}.isdisjoint({m["id"] for m in document["memories"]})
    again = await memory.import_("carol", document)
    assert again["skipped_duplicates"] == 2
    assert len(await memory.list("carol")) == 2


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format="something-else"),
        lambda d: d["memories"][0].update(kind="gossip"),
        lambda d: d["memories"][0].update(content=""),
        lambda d: d["memories"][0].pop("content"),
        lambda d: d["memories"][1].update(importance="high"),
        lambda d: d.update(surprise=1),
    ],
)
async def test_malformed_import_writes_nothing(memory: AsyncMemory, mutate: object) -> None:
    await memory.add("alice", "Alice lives in Berlin")
    await memory.add("alice", "Alice likes jazz")
    document = json.loads(json.dumps(await memory.export("alice")))
    mutate(document)  # type: ignore[operator]
    with pytest.raises(InvalidInput, match="nothing was imported"):
        await memory.import_("carol", document)
    assert await memory.list("carol", statuses=("active", "superseded", "archived", "deleted")) == []
    assert await memory.get_profile("carol") == {}
    with pytest.raises(InvalidInput):
        await memory.import_("carol", b"{not json")


async def test_import_refuses_times_out_of_range_in_utc(memory: AsyncMemory) -> None:
    await memory.add("alice", "Alice likes jazz")
    document = json.loads(json.dumps(await memory.export("alice")))
    document["memories"][0]["valid_from"] = "0001-01-01T00:00:00+05:00"
    with pytest.raises(InvalidInput, match="out of range"):
        await memory.import_("carol", document)
    assert await memory.list("carol") == []


async def test_simultaneous_identical_adds_store_one_memory(memory: AsyncMemory) -> None:
    """The check (exact duplicate?), the embedding and the insert of one user do not interleave:
    without the per-user lock every one of these calls found nothing and inserted its own copy."""
    added = await asyncio.gather(*(memory.add("alice", "Alice keeps bees") for _ in range(8)))
    assert len({m.id for m in added}) == 1
    assert [m.content for m in await memory.list("alice")] == ["Alice keeps bees"]
    both = await asyncio.gather(memory.add("alice", "Alice rows"), memory.add("bob", "Alice rows"))
    assert both[0].id != both[1].id  # other users are not serialised with her
