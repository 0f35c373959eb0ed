"""Telemetry: every model call recorded in the store; OpenTelemetry spans only when configured."""

from __future__ import annotations

from pathlib import Path

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from muninn import AsyncMemory, Settings
from muninn.domain.text import estimate_tokens
from muninn.errors import ProviderError
from muninn.providers.llm import ChatRequest, ChatResponse, ScriptedProvider
from muninn.telemetry import RecordingChat, summarise
from tests.conftest import Clock


@pytest.fixture(scope="module")
def spans() -> InMemorySpanExporter:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    return exporter


async def test_calls_are_recorded_with_purpose_tokens_and_errors(
    tmp_path: Path, clock: Clock, spans: InMemorySpanExporter
) -> None:
    memory = AsyncMemory(Settings(home=tmp_path, store_url="sqlite://:memory:", embedder="test:hash"), clock=clock)
    llm = RecordingChat(ScriptedProvider(["four words in reply", ProviderError("boom")]), memory.store, clock)
    meta = {"tenant": memory.tenant, "user": "u", "job": "j1"}
    await llm.complete(ChatRequest([{"role": "user", "content": "one two three"}], purpose="extract", metadata=meta))
    with pytest.raises(ProviderError):
        await llm.complete(ChatRequest([{"role": "user", "content": "x"}], purpose="judge", metadata=meta))
    calls = await memory.llm_calls()
    assert [(c.purpose, c.status, c.job_id) for c in calls] == [("judge", "error", "j1"), ("extract", "ok", "j1")]
    assert calls[1].prompt_tokens == 3 and calls[1].completion_tokens == 4 and calls[1].latency_ms >= 0
    assert "boom" in (calls[0].error or "")
    rows = summarise(calls)
    assert [(r.purpose, r.calls, r.errors) for r in rows] == [("extract", 1, 0), ("judge", 1, 1)]
    names = [s.name for s in spans.get_finished_spans()]
    assert "muninn.llm.extract" in names and "muninn.llm.judge" in names
    assert await memory.reset_telemetry() == 2
    assert await memory.llm_calls() == []
    assert await memory.with_tenant("other").llm_calls() == []
    await memory.close()


async def test_a_call_whose_server_reports_no_usage_is_recorded_with_estimated_tokens(
    tmp_path: Path, clock: Clock
) -> None:
    # llama-cpp-python's server sends no usage when streaming: the call must not look free
    memory = AsyncMemory(Settings(home=tmp_path, store_url="sqlite://:memory:", embedder="test:hash"), clock=clock)
    silent = ChatResponse("a reply of about eight tokens here, more or less", model="m")
    llm = RecordingChat(ScriptedProvider([silent]), memory.store, clock)
    prompt = "a prompt of some length " * 10
    meta = {"tenant": memory.tenant}
    stream = llm.stream(ChatRequest([{"role": "user", "content": prompt}], purpose="chat", metadata=meta))
    assert "".join([chunk async for chunk in stream]) == silent.content
    (call,) = await memory.llm_calls()
    assert call.prompt_tokens == estimate_tokens(prompt) > 0
    assert call.completion_tokens == estimate_tokens(silent.content) > 0
    await memory.close()


async def test_embedding_calls_are_recorded_off_the_read_path(tmp_path: Path, clock: Clock) -> None:
    memory = AsyncMemory(Settings(home=tmp_path, store_url="sqlite://:memory:", embedder="test:hash"), clock=clock)
    await memory.add("u", "User likes tea")
    await memory.context("u", query="what do I drink?")
    assert await memory.store.list_llm_calls(tenant=memory.tenant) == []  # context() wrote nothing
    calls = await memory.llm_calls()
    assert [(c.purpose, c.model, c.status) for c in calls] == [("embed", "test:hash:64", "ok")] * 2
    assert all(c.latency_ms >= 0 and c.prompt_tokens for c in calls)
    await memory.close()
