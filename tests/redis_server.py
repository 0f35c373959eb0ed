"""A real Redis for tests: Debian's ``redis-server`` on a free 127.0.0.1 port.

One server per test session, without persistence (a restart starts empty, as a Redis without
snapshots does in production); every test gets it flushed. Fixtures:

* ``redis_server`` (session): the running :class:`RedisServer` (``restart()``, ``stop()``);
* ``redis_url`` (function): its URL, with every key removed before the test.

If the binary is missing or the server does not start, the test fails with the reason: it is
never skipped (``make install`` installs the Debian package ``redis-server``).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg import free_port

INSTALL = "install it with `apt-get install redis-server` (the Makefile's install target does)"


class RedisUnavailable(RuntimeError):
    """redis-server cannot be found or started; the message says why and what to do."""


def binary() -> str:
    path = shutil.which("redis-server")
    if path is None:
        raise RedisUnavailable(f"redis-server is not on PATH; {INSTALL}")
    return path


class RedisServer:
    """One redis-server process in a private directory; :meth:`restart` keeps the port."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.root = Path(tempfile.mkdtemp(prefix="muninn-redis-"))
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 20.0) -> None:
        log = (self.root / "server.log").open("ab")
        self.process = subprocess.Popen(
            [self.path, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.root), "--protected-mode", "yes"],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        deadline = time.monotonic() + timeout
        while not self.answers():
            if self.process.poll() is not None:
                log_text = (self.root / "server.log").read_text()[-2000:]
                raise RedisUnavailable(f"redis-server exited with {self.process.returncode}: {log_text}")
            if time.monotonic() > deadline:
                raise RedisUnavailable(f"redis-server did not answer on port {self.port} within {timeout:.0f}s")
            time.sleep(0.02)

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        """Kill the server (SIGKILL: nothing is saved, like a crash)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None

    def restart(self) -> None:
        """Kill the server and start an empty one on the same port."""
        self.stop()
        self.start()

    def flush(self) -> None:
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as sock:
            sock.sendall(b"FLUSHALL\r\n")
            if not sock.recv(16).startswith(b"+OK"):
                raise RedisUnavailable("FLUSHALL was refused")

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """The session's Redis (started on first use, killed and removed at the end)."""
    try:
        server = RedisServer(binary())
        server.start()
    except RedisUnavailable as exc:
        pytest.fail(f"Redis for tests is unavailable: {exc}", pytrace=False)
    yield server
    server.close()


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The URL of the session's Redis, emptied for this test (restarted first if a test killed it)."""
    if not redis_server.answers():
        redis_server.start()
    redis_server.flush()
    return redis_server.url
