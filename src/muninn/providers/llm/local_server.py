"""The embedded model's server process: llama.cpp's OpenAI-compatible server as a child process.

See :mod:`muninn.providers.llm.local` for the choices behind the command line; this module only
starts, watches and stops the process, and shares one server per model home in a process.
"""

from __future__ import annotations

import asyncio
import atexit
import importlib.util
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from muninn.errors import ConfigError, ProviderError
from muninn.providers.llm.model_files import QWEN_CODER_1_5B, ModelSpec, ensure_model

DEFAULT_MODEL = QWEN_CODER_1_5B

_RUNTIME_MODULES = ("llama_cpp", "uvicorn", "fastapi", "sse_starlette", "starlette_context")
# What the child needs to find Python, its packages and shared libraries; nothing that could
# collide with a server setting (see the module docstring).
_ENV_KEEP = (
    "PATH", "HOME", "USER", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "TMP", "TEMP", "SYSTEMROOT",
    "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH",
)  # fmt: skip
_ENV_KEEP_PREFIXES = ("GGML_", "OMP_")

# Runs the server's own __main__ after starting a thread that ends the process when its stdin
# closes: the parent holds the only write end, so the server cannot outlive it. The thread reads
# the raw descriptor: a daemon thread blocked in sys.stdin's buffered reader aborts the
# interpreter when the server exits on its own.
_LAUNCH = (
    "import os, runpy, threading\n"
    "def _watch():\n"
    "    while os.read(0, 4096):\n"
    "        pass\n"
    "    os._exit(0)\n"
    "threading.Thread(target=_watch, daemon=True).start()\n"
    "runpy.run_module('llama_cpp.server', run_name='__main__', alter_sys=True)\n"
)


def _say(message: str) -> None:
    print(f"muninn: {message}", file=sys.stderr, flush=True)


def cpu_count() -> int:
    """Cores this process may run on (the affinity mask, not the machine's total)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - macOS and Windows
        return os.cpu_count() or 1


def runtime_available() -> bool:
    """Whether llama-cpp-python and its server extra are installed (checked without importing)."""
    return all(importlib.util.find_spec(name) is not None for name in _RUNTIME_MODULES)


def require_runtime() -> None:
    """Raise a ConfigError naming the install step when the runtime is missing."""
    if not runtime_available():
        raise ConfigError(
            "the embedded model needs llama-cpp-python with its server extra; run `make install` "
            "(or pip install 'muninn[local]' with CMAKE_ARGS as in the Makefile: it compiles llama.cpp once, "
            "about 15 min on 2 cores) or point MUNINN_CHAT_LLM / MUNINN_MEMORY_LLM at another model"
        )


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


class LocalModelServer:
    """``python -m llama_cpp.server`` for one GGUF file, as a child process on 127.0.0.1.

    Use ``async with LocalModelServer(path) as server:`` or :meth:`start` / :meth:`stop` (their
    ``*_blocking`` twins do the work; the async ones run them in a thread).
    """

    def __init__(
        self,
        model_path: Path,
        *,
        alias: str | None = None,
        n_ctx: int = 4096,
        threads: int | None = None,
        host: str = "127.0.0.1",
        port: int | None = None,
        start_timeout: float = 120.0,
        python: str = sys.executable,
        extra_args: Sequence[str] = (),
    ) -> None:
        self.model_path = model_path
        self.alias = alias or model_path.stem
        self.n_ctx = n_ctx
        self.threads = threads or cpu_count()
        self.host = host
        self.port = port
        self.start_timeout = start_timeout
        self.python = python
        self.extra_args = tuple(extra_args)
        self.started_in: float | None = None
        self._model: str | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None
        self._lock = threading.Lock()

    @property
    def base_url(self) -> str:
        """The OpenAI-compatible base URL, e.g. ``http://127.0.0.1:41234/v1``."""
        if self.port is None:
            raise ProviderError("the local model server has not been started")
        return f"http://{self.host}:{self.port}/v1"

    @property
    def model(self) -> str:
        """The model name as the server reports it on ``/v1/models``."""
        if self._model is None:
            raise ProviderError("the local model server has not been started")
        return self._model

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    @property
    def process(self) -> subprocess.Popen[bytes] | None:
        """The server's process while started (None after :meth:`stop`)."""
        return self._proc

    def command(self, port: int) -> list[str]:
        """The server's command line (flags as ``llama_cpp.server`` 0.3 spells them)."""
        return [
            self.python, "-c", _LAUNCH,
            "--model", str(self.model_path),
            "--model_alias", self.alias,
            "--host", self.host,
            "--port", str(port),
            "--n_ctx", str(self.n_ctx),
            "--n_threads", str(self.threads),
            "--n_threads_batch", str(self.threads),
            "--interrupt_requests", "False",
            "--logits_all", "False",
            "--verbose", "False",
            *self.extra_args,
        ]  # fmt: skip

    def start_blocking(self) -> None:
        """Start the server and wait until it answers; raises ProviderError with its stderr tail."""
        with self._lock:
            if self.running:
                return
            require_runtime()
            if not self.model_path.is_file():
                raise ConfigError(f"no model file at {self.model_path}")
            started = time.perf_counter()
            tail = ""
            for attempt in range(3):
                port = self.port if self.port is not None and attempt == 0 else _free_port(self.host)
                tail = self._launch(port, started)
                if not tail:
                    self.port = port
                    self.started_in = time.perf_counter() - started
                    return
            raise ProviderError(f"the local model server found no free port:\n{tail}")

    def _launch(self, port: int, started: float) -> str:
        """One attempt: "" once the server answers, its output if the port was taken meanwhile."""
        self._log = tempfile.TemporaryFile(prefix="muninn-llama-")  # noqa: SIM115 - closed in stop_blocking
        env = {k: v for k, v in os.environ.items() if k in _ENV_KEEP or k.startswith(_ENV_KEEP_PREFIXES)}
        self._proc = subprocess.Popen(
            self.command(port), stdin=subprocess.PIPE, stdout=self._log, stderr=subprocess.STDOUT, env=env
        )
        deadline = started + self.start_timeout
        url = f"http://{self.host}:{port}/v1/models"
        while True:
            code = self._proc.poll()
            if code is not None:
                tail = self.tail()
                self.stop_blocking()
                if "address already in use" in tail.lower():
                    return tail
                raise ProviderError(f"the local model server exited with code {code} while starting:\n{tail}")
            try:
                with urllib.request.urlopen(url, timeout=2) as reply:
                    models = json.load(reply)["data"]
                self._model = str(models[0]["id"])
                return ""
            except (OSError, KeyError, IndexError, ValueError):
                pass  # not listening yet, or still loading the model
            if time.perf_counter() > deadline:
                tail = self.tail()
                self.stop_blocking()
                raise ProviderError(
                    f"the local model server did not answer within {self.start_timeout:.0f} s:\n{tail}", retryable=True
                )
            time.sleep(0.1)

    def stop_blocking(self, timeout: float = 10.0) -> None:
        """Terminate the server, then kill it if it has not exited within ``timeout`` seconds."""
        proc, self._proc = self._proc, None
        if proc is not None:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            if proc.stdin is not None:
                proc.stdin.close()
        self._close_log()

    def _close_log(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None

    def tail(self, chars: int = 2000) -> str:
        """The end of the server's output (stdout and stderr), while it runs or just after it died."""
        if self._log is None:
            return ""
        self._log.flush()
        self._log.seek(0, os.SEEK_END)
        size = self._log.tell()
        self._log.seek(max(0, size - chars))
        return self._log.read().decode("utf-8", "replace").strip()

    async def start(self) -> None:
        await asyncio.to_thread(self.start_blocking)

    async def stop(self) -> None:
        await asyncio.to_thread(self.stop_blocking)

    async def __aenter__(self) -> LocalModelServer:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()


class _ProgressPrinter:
    """Assembly progress on stderr: a rich bar on a terminal, else a line every tenth."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.shown = -1
        self.bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        if sys.stderr.isatty():
            self._draw(done, total)
            return
        tenth = done * 10 // max(total, 1)
        if tenth != self.shown:
            self.shown = tenth
            _say(f"assembling {self.name} from its packages (once): {tenth * 10}% of {total >> 20} MiB")

    def _draw(self, done: int, total: int) -> None:
        from rich.console import Console
        from rich.progress import DownloadColumn, Progress, TimeRemainingColumn

        if self.bar is None:
            columns = (*Progress.get_default_columns()[:-1], DownloadColumn(), TimeRemainingColumn())
            self.bar = Progress(*columns, console=Console(stderr=True))
            self.bar.start()
            self.task = self.bar.add_task(f"assembling {self.name} (once)", total=total)
        self.bar.update(self.task, completed=done)
        if done >= total:
            self.bar.stop()


_SHARED: dict[Path, LocalModelServer] = {}
_SHARED_LOCK = threading.Lock()


def shared_server(home: Path, *, spec: ModelSpec = DEFAULT_MODEL, n_ctx: int = 4096) -> LocalModelServer:
    """The process's one running server for ``spec``: the file assembled and verified, the server up."""
    with _SHARED_LOCK:
        path = ensure_model(spec, home / "models", progress=_ProgressPrinter(spec.name))
        server = _SHARED.get(path)
        if server is not None and server.running:
            return server
        if server is not None:
            _say(f"the local model server had exited; restarting it. Its last output:\n{server.tail()}")
            server.stop_blocking()
        server = LocalModelServer(path, alias=spec.name, n_ctx=n_ctx)
        _say(f"starting the local model server ({spec.name}, llama.cpp, {server.threads} threads)…")
        server.start_blocking()
        _say(f"local model ready in {server.started_in:.1f} s at {server.base_url}")
        if not _SHARED:
            atexit.register(stop_shared_servers)
        _SHARED[path] = server
        return server


def stop_shared_servers() -> None:
    """Stop every server :func:`shared_server` started (also run at interpreter exit)."""
    with _SHARED_LOCK:
        for server in _SHARED.values():
            server.stop_blocking()
        _SHARED.clear()
