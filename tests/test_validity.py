"""Data validity on every path: the extractor's items, the calendar, stored outliers, confidence."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muninn import AsyncMemory, Settings
from muninn import validation as check
from muninn.domain.decay import unconfirmed_note
from muninn.errors import InvalidInput
from muninn.providers.llm import ScriptedProvider
from muninn.providers.llm.parse import OutputError
from muninn.write.extract import Limits, validate
from muninn.write.maintenance import expired_events
from tests.conftest import Clock

Make = Callable[..., AsyncMemory]
KINDS = ("fact", "preference", "event")


def facts(*items: Any) -> str:
    return json.dumps({"facts": list(items)})


def fact(content: str, **extra: Any) -> dict[str, Any]:
    return {"content": content, "kind": "fact", "tags": [], "importance": 0.7} | extra


@pytest.fixture
async def make(tmp_path: Path, clock: Clock) -> AsyncIterator[Make]:
    made: list[AsyncMemory] = []

    def build(llm: ScriptedProvider | None = None, **overrides: Any) -> AsyncMemory:
        options: dict[str, Any] = {"embedder": "test:hash", "job_backoff_seconds": 0} | overrides
        memory = AsyncMemory(
            Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'v.db'}", **options), clock=clock, memory_llm=llm
        )
        made.append(memory)
        return memory

    yield build
    for memory in made:
        await memory.close()


async def exchange(memory: AsyncMemory, clock: Clock, text: str, session: str = "s1") -> None:
    await memory.record_turn("u", session, "user", text)
    clock.advance(seconds=1)
    await memory.record_turn("u", session, "assistant", "Noted.")
    clock.advance(seconds=1)


# (4) one bad candidate must not lose the whole answer -----------------------------------------

_text = st.text(st.characters(codec="utf-8"), max_size=60) | st.sampled_from(
    ["User rides a bike", "   ", "", "User \x00 hides", "User \x1b[2J clears", "x" * 2000, "I like tea"]
)
_number = st.floats(allow_nan=True, allow_infinity=True) | st.integers() | st.sampled_from([0.5, 0.9])
_tag = st.text(max_size=80) | st.sampled_from(["diet", "x" * 49, "  ", "a\x07b"])
_event = st.none() | st.text(max_size=30) | st.sampled_from(["9999-12-31", "1000-01-01", "2026-12-03", "null"])
_item = st.fixed_dictionaries(
    {"content": _text, "kind": st.sampled_from([*KINDS, "gossip"]) | st.text(max_size=5)},
    optional={
        "tags": st.lists(_tag, max_size=20) | _text,
        "importance": _number,
        "confidence": _number,
        "event_at": _event,
    },
)
_raw = _item | st.none() | st.integers() | st.text(max_size=10) | st.lists(st.integers(), max_size=2)


@settings(max_examples=300, deadline=None)
@given(
    items=st.lists(_raw, max_size=8),
    limits=st.builds(Limits, st.integers(1, 400), st.integers(0, 20), st.integers(1, 60)),
)
def test_validate_never_raises_for_item_problems_and_keeps_only_storable_items(
    items: list[Any], limits: Limits
) -> None:
    good, invalid = validate({"facts": items}, KINDS, limits)
    assert len(good) + invalid == len(items)
    for candidate in good:  # every kept item passes what Records.new will ask of it
        assert check.text(candidate.content, "content", limits.max_chars) == candidate.content
        assert check.tags(candidate.tags, limits) == candidate.tags
        assert check.aware(candidate.event_at, "event_at") == candidate.event_at
        assert candidate.kind in KINDS


def test_validate_raises_only_when_there_is_no_list_of_facts() -> None:
    with pytest.raises(OutputError):
        validate({"answer": "none"}, KINDS)


async def test_bad_candidates_are_dropped_and_counted_and_the_rest_is_applied(make: Make, clock: Clock) -> None:
    answer = facts(
        fact("User plays the cello"),
        fact("User likes long tags", tags=["t" * 49]),
        fact("   "),
        fact("User \x00 hides a NUL"),
        fact("User has an exam", kind="event", event_at="9999-12-31"),
        fact("User writes at length " + "y" * 200),
    )
    memory = make(ScriptedProvider([answer]), similarity_threshold=0.99, max_memory_chars=100)
    await exchange(memory, clock, "I play the cello")
    await memory.process()
    (job,) = await memory.jobs()
    assert job.state == "done", job.last_error
    assert [m.content for m in await memory.list("u")] == ["User plays the cello"]
    counters = await memory.counters()
    assert counters["extract.invalid_items"] == 5 and counters["extract.candidates"] == 1


# (6) the calendar on every input path, and stored outliers --------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        datetime(9999, 12, 31, tzinfo=UTC),
        datetime(2201, 1, 1, tzinfo=UTC),
        datetime(1899, 12, 31, 23, 59, tzinfo=UTC),
        datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5))),  # leaves the calendar in UTC
    ],
)
async def test_times_outside_the_calendar_are_refused_on_every_input_path(memory: AsyncMemory, value: datetime) -> None:
    with pytest.raises(InvalidInput, match="outside the years 1900-2200"):
        await memory.add("u", "User has an exam", kind="event", event_at=value)
    with pytest.raises(InvalidInput, match="outside the years"):
        await memory.record_turn("u", "s", "user", "hello", at=value)
    with pytest.raises(InvalidInput, match="outside the years"):
        await memory.search("u", "exam", since=value)
    with pytest.raises(InvalidInput, match="outside the years"):
        await memory.search("u", "exam", until=value)
    with pytest.raises(InvalidInput, match="outside the years"):
        await memory.add_summary("u", "text", period_start=value, period_end=datetime(2026, 1, 1, tzinfo=UTC))
    record = await memory.add("u", "User has a trip", kind="event")
    with pytest.raises(InvalidInput, match="outside the years"):
        await memory.update("u", record.id, event_at=value)
    assert [m.content for m in await memory.list("u")] == ["User has a trip"]  # nothing else was written


async def test_edges_of_the_calendar_are_accepted(memory: AsyncMemory) -> None:
    for value in (datetime(1900, 1, 1, tzinfo=UTC), datetime(2200, 12, 31, 23, 59, tzinfo=UTC)):
        record = await memory.add("u", f"User plans something in {value.year}", kind="event", event_at=value)
        assert record.event_at == value


def _plant(db: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(db)
    with conn:
        conn.execute(sql, args)
    conn.close()


@pytest.mark.parametrize("stored", [253_402_300_000.0, 1e20, -1e20])  # year 9999, past the calendar, before it
async def test_a_stored_outlier_time_fails_no_later_job_nor_read(
    make: Make, clock: Clock, tmp_path: Path, stored: float
) -> None:
    memory = make(ScriptedProvider([facts(fact("User plays chess")), facts(fact("User likes tea"))]))
    await exchange(memory, clock, "I play chess")
    await memory.process()
    outlier = await memory.add("u", "User has an exam", kind="event", event_at=clock.now + timedelta(days=1))
    _plant(
        tmp_path / "v.db", "UPDATE memories SET event_at = ?, last_seen_at = ? WHERE id = ?", stored, stored, outlier.id
    )
    await exchange(memory, clock, "I like tea")
    await memory.process()
    assert [j.state for j in await memory.jobs()] == ["done", "done"], [j.last_error for j in await memory.jobs()]
    assert {m.content for m in await memory.list("u", statuses=("active", "archived"))} >= {"User likes tea"}
    context = await memory.context("u", "s1", "exam")
    assert context.budget > 0
    read = await memory.get("u", outlier.id)
    assert read.event_at is not None
    if read.status == "active":  # one in the past has expired (archived) instead
        updated = await memory.update("u", outlier.id, importance=0.9)  # the stored time is kept, not re-checked
        assert updated.event_at == read.event_at


def test_expiry_compares_instead_of_shifting_the_stored_time() -> None:
    now = datetime(2026, 11, 1, tzinfo=UTC)

    class Row:
        id = "m"
        event_at = datetime.max.replace(tzinfo=UTC)

    assert expired_events([Row()], now, window_days=7) == []  # type: ignore[list-item]


# (16) confidence: a re-statement never lowers it; a long-unconfirmed memory says so ---------------


async def test_restating_a_fact_after_120_days_keeps_its_confidence(make: Make, clock: Clock) -> None:
    said = facts(fact("User plays the cello", confidence=0.8))
    memory = make(ScriptedProvider([said, said]))
    await exchange(memory, clock, "I play the cello")
    await memory.process()
    (stored,) = await memory.list("u")
    assert stored.confidence == 0.8
    clock.advance(days=120)
    await exchange(memory, clock, "As I said, I play the cello")
    await memory.process()
    (restated,) = await memory.list("u")
    assert restated.id == stored.id and restated.last_seen_at > stored.last_seen_at
    assert restated.confidence >= stored.confidence
    history = await memory.history("u", stored.id)
    assert history[-1].action == "refresh" and history[-1].new is not None
    assert history[-1].new["confidence"] >= 0.8


@pytest.mark.parametrize(
    ("confidence", "days", "below", "noted"),
    [(0.8, 0, 0.3, False), (0.8, 160, 0.3, False), (0.8, 180, 0.3, True), (0.2, 0, 0.3, True), (0.8, 900, 0.0, False)],
)
def test_unconfirmed_note_appears_once_decayed_confidence_falls_under_the_threshold(
    confidence: float, days: int, below: float, noted: bool
) -> None:
    seen = datetime(2026, 1, 1, tzinfo=UTC)
    note = unconfirmed_note(confidence, seen, seen + timedelta(days=days), half_life_days=120, below=below)
    assert (note == "unconfirmed since 2026-01-01") if noted else note is None


async def test_context_marks_long_unconfirmed_memories(memory: AsyncMemory, clock: Clock) -> None:
    fresh = await memory.context("u", query="cello")
    assert fresh.sections == []
    await memory.add("u", "User plays the cello", confidence=0.8)
    clock.advance(days=10)
    (section,) = (await memory.context("u", query="cello")).sections
    assert section.items[0].note is None
    clock.advance(days=190)
    context = await memory.context("u", query="cello")
    (item,) = [i for s in context.sections for i in s.items]
    assert item.note == "unconfirmed since 2026-11-01"
    assert "unconfirmed since 2026-11-01" in context.text
