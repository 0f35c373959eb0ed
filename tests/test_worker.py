"""The worker under slow, stalled and lost jobs: leases kept alive and owned, concurrency slots,
deadlines, stuck detection and shutdown. Real SQLite and real PostgreSQL (claims there take
per-user locks, not one global lock); the memory model is a ScriptedProvider whose async steps
stand for a slow model or one that never answers."""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.models import utcnow
from muninn.errors import ProviderError
from muninn.providers.llm import ChatRequest, ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.testing import app_client
from tests.conftest import Clock

Make = Callable[..., AsyncMemory]
WAIT = 20.0  # seconds a test waits for something that happens at once when the code is right


def facts(*contents: str) -> str:
    return json.dumps({"facts": [{"content": c, "kind": "fact", "tags": [], "importance": 0.8} for c in contents]})


async def eventually(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Poll ``check`` until it holds; fail (never hang) when it does not within WAIT seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    while not await check():
        assert loop.time() < deadline, f"never happened: {what}"
        await asyncio.sleep(0.02)


class Gate:
    """An async model step that blocks until the test opens the gate (or forever)."""

    def __init__(self, answer: str = "") -> None:
        self.entered = asyncio.Event()
        self.opened = asyncio.Event()
        self.answer = answer
        self.calls = 0

    async def __call__(self, request: ChatRequest) -> str:
        self.calls += 1
        self.entered.set()
        await self.opened.wait()
        return self.answer


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.requires("postgres"))])
async def make(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Make]:
    """Memory services on ONE database, as several worker processes would open it."""
    made: list[AsyncMemory] = []
    if request.param == "postgres":
        url = str(request.getfixturevalue("pg_database"))
    else:
        url = f"sqlite:///{tmp_path / 'w.db'}"

    def build(llm: ScriptedProvider, *, clock: Callable[[], Any] = utcnow, **overrides: Any) -> AsyncMemory:
        options: dict[str, Any] = {"embedder": "test:hash", "similarity_threshold": 0.99} | overrides
        settings = Settings(home=tmp_path, store_url=url, **options)
        memory = AsyncMemory(settings, clock=clock, memory_llm=llm)
        made.append(memory)
        return memory

    yield build
    for memory in made:
        await memory.close()


async def exchange(memory: AsyncMemory, user: str, text: str) -> None:
    await memory.record_turn(user, "s1", "user", text)
    await memory.record_turn(user, "s1", "assistant", "Noted.")


# (2) a job that outlives its lease --------------------------------------------------------------


async def test_a_slow_job_keeps_its_lease_so_a_second_worker_never_runs_it(make: Make) -> None:
    slow = Gate(facts("User is vegetarian", "User has a cat named Miso"))
    other = ScriptedProvider([facts("The user is a vegetarian", "The user owns a cat, Miso")] * 5)
    first = make(ScriptedProvider([slow]), job_lease_seconds=1.0)
    second = make(other, job_lease_seconds=1.0)
    await exchange(first, "u", "I'm vegetarian and my cat Miso says hi")

    running = asyncio.create_task(first.worker().run_once())
    await asyncio.wait_for(slow.entered.wait(), WAIT)
    loop = asyncio.get_running_loop()
    until = loop.time() + 3.5  # 3.5 leases: without renewals the second worker takes the job
    while loop.time() < until:
        assert await second.worker().run_once() == 0, "a second worker claimed a job under a live lease"
        await asyncio.sleep(0.1)
    slow.opened.set()
    assert await asyncio.wait_for(running, WAIT) == 1

    assert other.requests == []
    assert sorted(m.content for m in await first.list("u")) == ["User has a cat named Miso", "User is vegetarian"]
    (job,) = await first.jobs()
    assert (job.state, job.attempts) == ("done", 1)


async def test_a_run_that_lost_its_lease_writes_nothing_and_the_new_owner_stores_each_fact_once(
    make: Make, clock: Clock
) -> None:
    slow = Gate(facts("User keeps bees"))  # the same fact in other words: no dedup can catch it
    first = make(ScriptedProvider([slow]), clock=clock, job_lease_seconds=60)
    second = make(ScriptedProvider([facts("User is a beekeeper")]), clock=clock, job_lease_seconds=60)
    await exchange(first, "u", "I keep bees on my roof")

    running = asyncio.create_task(first.worker().run_once())
    await asyncio.wait_for(slow.entered.wait(), WAIT)
    clock.advance(seconds=61)  # the lease ran out (a stalled event loop, an unreachable store …)
    assert await second.worker().run_once() == 1  # the job is claimed again and runs to the end
    slow.opened.set()  # the first run gets its answer only now
    assert await asyncio.wait_for(running, WAIT) == 1

    assert [m.content for m in await first.list("u")] == ["User is a beekeeper"]
    assert [h.action for h in await first.store.history(first.scope("u"))] == ["add"]
    (job,) = await first.jobs()
    assert (job.state, job.attempts) == ("done", 2)
    assert [o["content"] for o in job.result["outcomes"]] == ["User is a beekeeper"]  # type: ignore[index]
    assert first.worker().lost == 1 and first.worker().processed == 0


# (12) a stalled model call ----------------------------------------------------------------------


def by_user(stalled: Gate, answer: str) -> Callable[[ChatRequest], Awaitable[str]]:
    """The model stalls for user "slow" and answers everyone else at once."""

    async def step(request: ChatRequest) -> str:
        if request.metadata.get("user") == "slow":
            return await stalled(request)
        return answer

    return step


async def test_a_stalled_call_for_one_user_does_not_stall_another_and_stop_releases_it(make: Make) -> None:
    stalled = Gate()  # never opened
    llm = ScriptedProvider(fallback=by_user(stalled, facts("User plays chess")))
    memory = make(llm, worker_concurrency=2, worker_stop_seconds=0.2)
    memory.start_worker()
    await exchange(memory, "slow", "I like jazz")
    await asyncio.wait_for(stalled.entered.wait(), WAIT)
    await exchange(memory, "fast", "I play chess")

    async def fast_done() -> bool:
        return [j.state for j in await memory.jobs(user="fast")] == ["done"]

    await eventually(fast_done, "the other user's job completes while the stalled one runs")
    assert [m.content for m in await memory.list("fast")] == ["User plays chess"]
    assert memory.worker().in_flight == 1

    await asyncio.wait_for(memory.stop_worker(), WAIT)  # never waits for the stalled call
    (job,) = await memory.jobs(user="slow")
    assert (job.state, job.attempts, job.last_error) == ("queued", 0, None)  # released, attempt not counted
    assert memory.worker().released == 1 and memory.worker().in_flight == 0


async def test_a_job_past_its_deadline_is_cancelled_and_retried(make: Make) -> None:
    stalled = Gate()
    memory = make(ScriptedProvider([stalled]), job_deadline_seconds=0.3)
    await exchange(memory, "u", "I like jazz")
    assert await asyncio.wait_for(memory.worker().run_once(), WAIT) == 1
    (job,) = await memory.jobs()
    assert (job.state, job.attempts) == ("queued", 1)
    assert job.last_error == "TimeoutError: the job ran past its deadline of 0.3 s"


async def test_ready_reports_a_job_that_ignores_its_deadline_as_stuck(make: Make) -> None:
    released = asyncio.Event()
    entered = asyncio.Event()

    async def stubborn(request: ChatRequest) -> str:
        entered.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            await released.wait()  # e.g. a blocking call in a thread: cancellation cannot stop it
            raise
        return ""

    memory = make(ScriptedProvider([stubborn]), job_deadline_seconds=0.2, worker_stop_seconds=0.1)
    app = create_app(memory, settings=ServerSettings(warm_embedder=False))
    async with app_client(app) as client:
        ready = await client.get("/ready")
        assert (ready.status_code, ready.json()["worker"]) == (200, "running")
        await exchange(memory, "u", "I like jazz")
        await asyncio.wait_for(entered.wait(), WAIT)

        async def stuck() -> bool:
            return (await client.get("/ready")).status_code == 503

        await eventually(stuck, "readiness reports the stuck worker")
        assert (await client.get("/ready")).json() == {"status": "not_ready", "store": "ok", "worker": "stuck"}
        released.set()

        async def recovered() -> bool:
            return (await client.get("/ready")).status_code == 200

        await eventually(recovered, "readiness recovers once the job ends")
    (job,) = await memory.jobs()
    assert job.state == "queued" and "deadline" in (job.last_error or "")


# (issue 11) the memory model down for ten simulated minutes -------------------------------------


async def test_jobs_outlast_ten_minutes_without_the_memory_model(make: Make, clock: Clock) -> None:
    """Every user's extraction completes once the model is back, each fact stored once; with the
    default attempts and backoff nothing needs `jobs retry` (the retries span ~13 minutes)."""
    down_until = clock() + timedelta(minutes=10)

    def model(request: ChatRequest) -> str:
        if clock() < down_until:
            raise ProviderError("connection refused: the model server is down", retryable=True)
        lines = re.findall(r"\] user: (.*)$", str(request.messages[-1]["content"]), re.MULTILINE)
        return facts(*(f"User said: {line}" for line in lines))

    memory = make(ScriptedProvider(fallback=model), clock=clock)
    users = [f"u{i:02d}" for i in range(12)]
    for user in users:
        await exchange(memory, user, f"My locker number is {user}")
    ticks = 0
    while await memory.jobs(states=("queued", "running")) and ticks < 2000:  # 10 s steps: ~5.5 simulated hours
        await memory.worker().run_once()
        clock.advance(seconds=10)
        ticks += 1

    jobs = [j for j in await memory.jobs(limit=1000) if j.kind == "extract"]
    done = [j for j in jobs if j.state == "done"]
    dead = [j for j in jobs if j.state == "dead"]
    stored: Counter[str] = Counter()
    for user in users:
        stored.update(m.content for m in await memory.list(user))
    lost = [u for u in users if stored[f"User said: My locker number is {u}"] == 0]
    duplicated = [c for c, n in stored.items() if n > 1]
    print(f"\nmodel down 10 min: {len(done)} jobs done, {len(dead)} dead-lettered, {len(lost)} users' facts lost, "
          f"{len(duplicated)} duplicated, {max(j.attempts for j in jobs)} attempts at most, "
          f"finished {clock() - down_until} after recovery")  # fmt: skip
    assert (len(done), dead, lost, duplicated) == (len(users), [], [], [])
