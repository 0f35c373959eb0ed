"""Faults of a scaled-out deployment, with real processes and servers; each test prints its figures.

* a ``muninn worker`` killed with SIGKILL mid-extraction: the job runs again once, elsewhere;
* a ``muninn worker`` stopped with SIGTERM mid-job: the job finishes first;
* PostgreSQL killed and restarted under writes: 503 with Retry-After while it is down, nothing
  that got a 2xx is lost;
* Redis killed and restarted: sessions continue from the store;
* 50 concurrent writers on one user through ``muninn serve --workers 2`` and two ``muninn
  worker`` processes: no turn lost, no memory duplicated.

The memory model is the scripted one of :mod:`tests.scale_model`, registered in the child
processes through the ordinary provider registry.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from muninn import AsyncMemory, Settings
from muninn.errors import StoreError
from muninn.server import ServerSettings, create_app
from muninn.server.testing import app_client
from tests.pg import SETTINGS, PostgresServer, binaries, free_port
from tests.redis_server import RedisServer
from tests.scale_model import fact_for

ROOT = Path(__file__).resolve().parents[1]


def child_env(home: Path, store_url: str, **extra: str) -> dict[str, str]:
    """The environment of a muninn child process: this checkout's code, the given store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUNINN_")}
    return (
        env
        | {
            "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{ROOT}",
            "MUNINN_HOME": str(home),
            "MUNINN_STORE_URL": store_url,
            "MUNINN_EMBEDDER": "test:hash",
            "MUNINN_MEMORY_LLM": "scale",
            "MUNINN_MAX_ACTIVE_MEMORIES": "1000",
            "MUNINN_JOB_BACKOFF_SECONDS": "0.2",
        }
        | extra
    )


def spawn(env: dict[str, str], log: Path, *args: str) -> subprocess.Popen[bytes]:
    """``muninn <args>`` (with the scripted memory model registered) in a child process."""
    out = log.open("ab")
    command = [sys.executable, "-m", "tests.scale_model", *args]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=out)


def spawn_worker(env: dict[str, str], log: Path, concurrency: int = 2) -> subprocess.Popen[bytes]:
    return spawn(env, log, "worker", "--concurrency", str(concurrency), "--log-level", "warning")


async def wait_until(
    check: Callable[[], Any], *, timeout: float, what: str, alive: tuple[subprocess.Popen[bytes], ...] = ()
) -> None:
    """Poll ``check`` (sync or async) until true; fail with ``what`` after ``timeout`` or when a child dies."""
    deadline = time.monotonic() + timeout
    while True:
        result = check()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return
        for child in alive:
            assert child.poll() is None, f"{what}: child {child.args} exited with {child.returncode}"
        assert time.monotonic() < deadline, f"{what}: not reached within {timeout:.0f}s"
        await asyncio.sleep(0.1)


def stop(child: subprocess.Popen[bytes], sig: int = signal.SIGTERM, timeout: float = 30) -> int:
    if child.poll() is None:
        child.send_signal(sig)
        try:
            return child.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
            raise
    return child.returncode


@pytest.fixture
def children() -> Iterator[list[subprocess.Popen[bytes]]]:
    """Child processes of a test, killed at its end whatever happened."""
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for child in started:
        if child.poll() is None:
            child.kill()
            child.wait()


@pytest.fixture
async def pg_memory(pg_database: str, tmp_path: Path) -> AsyncIterator[AsyncMemory]:
    memory = AsyncMemory(Settings(home=tmp_path, store_url=pg_database, embedder="test:hash"))
    yield memory
    await memory.close()


async def _jobs_settled(memory: AsyncMemory) -> bool:
    return all(j.state in ("done", "dead") for j in await memory.jobs(limit=10_000))


# -- workers -------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.requires("postgres")
async def test_worker_killed_mid_extraction_runs_the_job_again_once(
    pg_database: str, pg_memory: AsyncMemory, tmp_path: Path, children: list[subprocess.Popen[bytes]]
) -> None:
    marker = tmp_path / "blocked"
    env = child_env(tmp_path, pg_database, MUNINN_TEST_BLOCK_MARKER=str(marker), MUNINN_JOB_LEASE_SECONDS="2")
    said = ["I keep bees on the roof", "I am learning the cello"]
    for text in said:
        await pg_memory.record_turn("u", "s", "user", text)
    await pg_memory.record_turn("u", "s", "assistant", "Lovely!")

    children.append(first := spawn_worker(env, tmp_path / "worker1.log"))
    await wait_until(marker.exists, timeout=60, what="the first worker reaches the model", alive=(first,))
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    children.append(second := spawn_worker(env, tmp_path / "worker2.log"))
    await wait_until(lambda: _jobs_settled(pg_memory), timeout=60, what="the job runs again", alive=(second,))
    assert stop(second) == 0, (tmp_path / "worker2.log").read_text()

    (job,) = [j for j in await pg_memory.jobs() if j.kind == "extract"]
    contents = Counter(m.content for m in await pg_memory.list("u"))
    history = await pg_memory.store.history(pg_memory.scope("u"))
    print(
        f"\nkill -9 mid-extraction: attempts={job.attempts} state={job.state} memories={sum(contents.values())} "
        f"duplicated={sum(n - 1 for n in contents.values())} lost={len(said) - len(contents)} dead=0"
    )
    assert job.state == "done" and job.attempts == 2  # run again once, by the second worker
    assert contents == Counter(fact_for(t) for t in said)
    assert sorted(h.action for h in history) == ["add", "add"]


@pytest.mark.slow
@pytest.mark.requires("postgres")
async def test_sigterm_lets_the_job_in_flight_finish(
    pg_database: str, pg_memory: AsyncMemory, tmp_path: Path, children: list[subprocess.Popen[bytes]]
) -> None:
    marker = tmp_path / "working"
    env = child_env(tmp_path, pg_database, MUNINN_TEST_SLOW_MARKER=str(marker), MUNINN_TEST_SLOW_SECONDS="2")
    await pg_memory.record_turn("u", "s", "user", "I run every morning")
    await pg_memory.record_turn("u", "s", "assistant", "Great")
    children.append(worker := spawn_worker(env, tmp_path / "worker.log"))
    await wait_until(marker.exists, timeout=60, what="the worker starts the job", alive=(worker,))
    started = time.monotonic()
    assert stop(worker) == 0, (tmp_path / "worker.log").read_text()
    (job,) = await pg_memory.jobs()
    took = time.monotonic() - started
    print(f"\nSIGTERM mid-job: exit 0 after {took:.1f}s, job {job.state} in {job.attempts} attempt")
    assert job.state == "done" and job.attempts == 1
    assert [m.content for m in await pg_memory.list("u")] == [fact_for("I run every morning")]


# -- PostgreSQL restarted ------------------------------------------------------------------------


@pytest.fixture
def durable_postgres() -> Iterator[PostgresServer]:
    """A server of its own (it is killed mid-test) that keeps every acknowledged commit."""
    durable = SETTINGS.replace("synchronous_commit = off", "synchronous_commit = on")
    server = PostgresServer(binaries(), settings=durable)
    try:
        server.start()
        yield server
    finally:
        server.stop()


async def _stored_ids(memory: AsyncMemory) -> set[str]:
    """The ids of the turns stored for user "u", read again for up to 30 s while the pool still waits out its
    reconnect backoff (writers that stopped on another error leave it there; the asserts after say which)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return {t.id for t in await memory.store.list_turns(memory.scope("u"), limit=10_000)}
        except StoreError:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(1)


@pytest.mark.slow
@pytest.mark.requires("postgres")
async def test_postgres_restart_under_writes_answers_503_and_loses_nothing_acknowledged(
    durable_postgres: PostgresServer, tmp_path: Path
) -> None:
    url = durable_postgres.url(durable_postgres.create_database())
    memory = AsyncMemory(Settings(home=tmp_path, store_url=url, embedder="test:hash"))
    app = create_app(memory, settings=ServerSettings(auth=False, worker=False, warm_embedder=False))
    acknowledged: set[str] = set()
    unavailable: list[float] = []  # seconds each 503 took to come back
    other: list[str] = []
    down = asyncio.Event()
    back = asyncio.Event()
    # writes to reach, set again after the restart: writers go on through the outage whatever they reached before it
    # (on a busy machine they once reached 120 while pg_ctl was still stopping the server, and saw no outage at all)
    target = [120]
    deadline = time.monotonic() + 120  # writers that never recover fail the test instead of spinning

    async def writer(client: httpx.AsyncClient, w: int) -> None:
        i = 0
        while (not back.is_set() or len(acknowledged) < target[0]) and not other and time.monotonic() < deadline:
            turn = {"role": "user", "content": f"note {w}-{i}", "id": f"w{w}-{i}"}
            started = time.monotonic()
            r = await client.post(f"/users/u/sessions/s{w}/turns", json={"turns": [turn]})
            if r.status_code == 201:
                acknowledged.add(turn["id"])
                i += 1
            elif r.status_code == 503 and r.headers.get("Retry-After"):
                unavailable.append(time.monotonic() - started)
                await asyncio.sleep(0.1)  # a client honouring Retry-After would wait longer; same id again
            else:
                other.append(f"{r.status_code} {r.text[:200]}")
            if down.is_set():
                await asyncio.sleep(0.05)

    writers: list[asyncio.Task[None]] = []
    try:
        async with app_client(app) as client:
            writers = [asyncio.create_task(writer(client, w)) for w in range(4)]
            await wait_until(lambda: len(acknowledged) >= 40, timeout=60, what="writes before the restart")
            await asyncio.to_thread(durable_postgres.halt, "immediate")
            before = len(acknowledged)  # writes in flight while it was being killed may still have committed
            down.set()
            outage = time.monotonic()
            await asyncio.sleep(8)  # longer than the pool's wait for a connection (5 s): requests get 503
            during = len(acknowledged) - before
            await asyncio.to_thread(durable_postgres.resume)
            down.clear()
            target[0] = max(120, len(acknowledged) + 20)  # some writes after the restart, whatever came before
            back.set()
            restarted = time.monotonic()
            await asyncio.gather(*writers)
            recovered = time.monotonic() - restarted
        stored = await _stored_ids(memory)
    finally:
        # a failure above must not leave writers and the pool running into the event loop's teardown, where they
        # once hung the whole run (seen once under load)
        for task in writers:
            task.cancel()
        await asyncio.gather(*writers, return_exceptions=True)
        await memory.close()
    lost = acknowledged - stored
    print(
        f"\nPostgreSQL killed for {restarted - outage:.1f}s under 4 writers: {len(acknowledged)} acknowledged "
        f"({during} while down), {len(unavailable)} answered 503 with Retry-After (slowest "
        f"{max(unavailable, default=0):.2f}s), other errors {len(other)}, lost {len(lost)}; "
        f"all writers done {recovered:.1f}s after the restart"
    )
    assert not other, other[:3]
    assert len(acknowledged) >= 120, f"writers did not recover after the restart: {len(acknowledged)} acknowledged"
    assert len(unavailable) > 4, "only the requests on broken connections saw the outage"
    assert max(unavailable) < 7  # the pool's wait (5 s), not a hang for the whole outage
    assert during == 0
    assert not lost


# -- Redis restarted -----------------------------------------------------------------------------


@pytest.mark.requires("redis")
async def test_sessions_continue_from_the_store_when_redis_restarts(
    redis_server: RedisServer, redis_url: str, tmp_path: Path
) -> None:
    settings = Settings(
        home=tmp_path, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash", redis_url=redis_url
    )
    memory = AsyncMemory(settings)
    scope = memory.scope("u")
    try:
        for i in range(3):
            await memory.record_turn("u", "s", "user", f"before {i}")
        redis_server.stop()
        with pytest.raises(StoreError, match="Redis"):
            await memory.record_turn("u", "s", "user", "while down")
        redis_server.start()  # empty: no snapshot, as after a crash
        assert await memory.working.get(scope, "s") is None
        _, kept, _ = await memory.runtime.conversations.conversation(scope, "s", "")
        rebuilt = [t.content for t in kept]
        await memory.record_turn("u", "s", "user", "after")
        buffer = await memory.working.get(scope, "s")
        assert buffer is not None
        stored = [t.content for t in await memory.store.list_turns(scope)]
        print(
            f"\nRedis restarted: window rebuilt with {len(rebuilt)} turns from the store; buffer now "
            f"{len(buffer.turns)} turns; store {len(stored)} turns; 1 write refused (StoreError) while down"
        )
        assert rebuilt == ["before 0", "before 1", "before 2"]
        assert [t.content for t in buffer.turns] == ["before 0", "before 1", "before 2", "after"]
        assert stored == [t.content for t in buffer.turns]  # the refused turn was not half-written
    finally:
        await memory.close()


# -- cached indexes across processes ------------------------------------------------------------


@pytest.mark.requires("postgres")
async def test_a_cached_index_is_never_stale_across_processes(pg_database: str, tmp_path: Path) -> None:
    """Each API process caches per-user indexes; a change made through another process is seen
    on the next read, because every read validates the cache against the store's revision."""
    settings = Settings(home=tmp_path, store_url=pg_database, embedder="test:hash")
    reader, writer = AsyncMemory(settings), AsyncMemory(settings)
    try:
        first = await writer.add("u", "User keeps bees on the roof")
        assert [h.record.id for h in await reader.search("u", "bees")] == [first.id]
        assert reader.runtime.cache.cached(reader.scope("u"), "memories")
        second = await writer.add("u", "User sells honey from the bees at the market")
        assert {h.record.id for h in await reader.search("u", "bees")} == {first.id, second.id}
        await writer.forget("u", first.id)
        assert [h.record.id for h in await reader.search("u", "bees")] == [second.id]
    finally:
        await reader.close()
        await writer.close()


# -- many writers, many processes ----------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.requires("postgres", "redis")
async def test_50_writers_through_2_api_processes_and_2_workers(
    pg_database: str, pg_memory: AsyncMemory, redis_url: str, tmp_path: Path, children: list[subprocess.Popen[bytes]]
) -> None:
    port = free_port()
    env = child_env(tmp_path, pg_database, MUNINN_REDIS_URL=redis_url, MUNINN_SERVER_WARM_EMBEDDER="false")
    children.append(api := spawn(env, tmp_path / "api.log", "serve", "--workers", "2", "--no-auth",
                                 "--port", str(port), "--log-level", "warning"))  # fmt: skip
    children.extend(spawn_worker(env, tmp_path / f"worker{i}.log") for i in range(2))
    base = f"http://127.0.0.1:{port}"

    async def ready() -> bool:
        try:
            async with httpx.AsyncClient() as c:
                return (await c.get(base + "/ready")).status_code == 200
        except httpx.TransportError:
            return False

    await wait_until(ready, timeout=90, what="muninn serve --workers 2 is ready", alive=(api,))
    serving = Path(f"/proc/{api.pid}/task/{api.pid}/children").read_text().split()
    assert len(serving) >= 2, "uvicorn started fewer than 2 API processes"
    retries = Counter[str]()
    exchanges = 2

    async def writer(client: httpx.AsyncClient, w: int) -> None:
        for e in range(exchanges):
            turns = [
                {"role": "user", "content": f"my note is w{w}-e{e}", "id": f"w{w}-e{e}-u"},
                {"role": "assistant", "content": "Noted.", "id": f"w{w}-e{e}-a"},
            ]
            while True:  # retry what was not acknowledged, with the same turn ids
                try:
                    r = await client.post(f"/users/u/sessions/s{w}/turns", json={"turns": turns})
                except httpx.TransportError as exc:
                    retries[type(exc).__name__] += 1
                    continue
                if r.status_code == 201:
                    break
                assert r.status_code == 503, r.text
                retries["503"] += 1
                await asyncio.sleep(0.2)

    started = time.monotonic()
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as client:
        await asyncio.gather(*(writer(client, w) for w in range(50)))
    written = time.monotonic() - started
    await wait_until(lambda: _jobs_settled(pg_memory), timeout=240, what="the workers drain the queue")
    drained = time.monotonic() - started

    scope = pg_memory.scope("u")
    turns = await pg_memory.store.list_turns(scope, limit=10_000)
    memories = Counter(m.content for m in await pg_memory.list("u", limit=10_000))
    jobs = Counter(j.state for j in await pg_memory.jobs(limit=10_000))
    expected = {fact_for(f"my note is w{w}-e{e}") for w in range(50) for e in range(exchanges)}
    print(
        f"\n50 writers x {exchanges} exchanges via 2 API processes + 2 workers: {len(turns)} turns stored "
        f"(lost {50 * exchanges * 2 - len(turns)}), {sum(memories.values())} memories "
        f"(duplicated {sum(n - 1 for n in memories.values())}, missing {len(expected - set(memories))}), "
        f"jobs {dict(jobs)}, client retries {dict(retries)}; written in {written:.1f}s, drained in {drained:.1f}s"
    )
    assert len(turns) == 50 * exchanges * 2
    assert set(memories) == expected and all(n == 1 for n in memories.values())
    assert jobs["dead"] == 0
    for child in children:
        assert stop(child) == 0, child.args
