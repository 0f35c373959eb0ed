"""Kill a worker process mid-job; after a restart nothing is lost and nothing is duplicated."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

from muninn import AsyncMemory, Settings
from muninn.domain.models import utcnow
from muninn.providers.llm import ScriptedProvider
from tests.conftest import Clock
from tests.crash_worker import FACTS

ROOT = Path(__file__).resolve().parents[1]


async def test_worker_killed_mid_job_resumes_without_loss_or_duplicates(tmp_path: Path) -> None:
    db, marker = tmp_path / "crash.db", tmp_path / "marker"
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.crash_worker", str(db), str(marker)],
        cwd=ROOT,
        env=os.environ | {"PYTHONPATH": str(ROOT)},
    )
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            assert child.poll() is None, "worker exited before reaching the crash point"
            assert time.monotonic() < deadline, "worker never reached the crash point"
            time.sleep(0.05)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()

    clock = Clock(utcnow() + timedelta(minutes=10))  # past the dead worker's lease
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{db}", embedder="test:hash:64", similarity_threshold=0.99)
    llm = ScriptedProvider([])  # the saved extraction is reused: no model call is needed
    memory = AsyncMemory(settings, clock=clock, memory_llm=llm)
    (job,) = await memory.jobs()
    assert job.state == "running" and job.attempts == 1
    assert len(job.result["outcomes"]) == 2  # type: ignore[index]
    assert sorted(m.content for m in await memory.list("u")) == sorted(FACTS[:2])

    assert await memory.process() == 1
    (job,) = await memory.jobs()
    assert job.state == "done" and job.attempts == 2
    assert llm.requests == []
    assert sorted(m.content for m in await memory.list("u")) == sorted(FACTS)
    history = await memory.store.history(memory.scope("u"))
    assert sorted(h.action for h in history) == ["add", "add", "add"]
    assert len(await memory.store.list_turns(memory.scope("u"))) == 2
    await memory.close()
