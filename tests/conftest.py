"""Shared fixtures: real SQLite stores, the deterministic test embedder, an injectable clock."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from muninn import AsyncMemory, Settings
from muninn.stores import Store, open_store
from tests.pg import pg_database, postgres_server, postgres_url  # noqa: F401 - fixtures

START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: datetime = START) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'muninn.db'}", embedder="test:hash")


@pytest.fixture(params=["sqlite-file", "sqlite-memory", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Every backend the store contract must hold for."""
    if request.param == "sqlite-file":
        return f"sqlite:///{tmp_path / 'contract.db'}"
    if request.param == "postgres":
        return str(request.getfixturevalue("pg_database"))
    return "sqlite://:memory:"


@pytest.fixture
async def store(store_url: str) -> AsyncIterator[Store]:
    s = open_store(store_url)
    yield s
    await s.close()


@pytest.fixture
async def memory(settings: Settings, clock: Clock) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(settings, clock=clock)
    yield m
    await m.close()


@pytest.fixture(scope="session")
def model_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One home for the real MiniLM embedder per test session (it exports ONNX once)."""
    yield tmp_path_factory.mktemp("model-home")
