"""SIGTERM stops ``muninn serve`` within its grace period even while a model call hangs; the job
cut off is released to the queue and resumes later (a real process, real SQLite)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from muninn import AsyncMemory, Settings
from muninn.providers.llm import ScriptedProvider

ROOT = Path(__file__).resolve().parents[1]
WORKER_STOP_SECONDS = 1
GRACE = 30.0  # Kubernetes' default terminationGracePeriodSeconds


async def test_sigterm_stops_serve_in_its_grace_period_and_releases_the_hung_job(tmp_path: Path) -> None:
    db, marker = tmp_path / "serve.db", tmp_path / "model-called"
    env = os.environ | {
        "PYTHONPATH": str(ROOT / "src") + os.pathsep + str(ROOT),
        "MUNINN_HOME": str(tmp_path),
        "MUNINN_STORE_URL": f"sqlite:///{db}",
        "MUNINN_EMBEDDER": "test:hash",
        "MUNINN_MEMORY_LLM": "stall",
        "MUNINN_WORKER_STOP_SECONDS": str(WORKER_STOP_SECONDS),
    }
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{db}", embedder="test:hash")
    memory = AsyncMemory(settings, memory_llm=ScriptedProvider())
    await memory.record_turn("u", "s1", "user", "I'm vegetarian")
    await memory.record_turn("u", "s1", "assistant", "Noted.")
    await memory.close()

    child = subprocess.Popen([sys.executable, "-m", "tests.serve_stall", str(marker)], cwd=ROOT, env=env)
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            assert child.poll() is None, "the server exited before its worker called the model"
            assert time.monotonic() < deadline, "the worker never called the model"
            time.sleep(0.05)
        child.send_signal(signal.SIGTERM)
        try:
            code = child.wait(timeout=GRACE)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"muninn serve was still running {GRACE:g} s after SIGTERM") from None
        assert code in (0, -signal.SIGTERM)  # uvicorn re-raises the signal it handled once it is done
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()

    memory = AsyncMemory(settings, memory_llm=ScriptedProvider())
    (job,) = await memory.jobs()
    assert (job.state, job.attempts, job.last_error) == ("queued", 0, None)  # released, ready to run again
    await memory.close()
