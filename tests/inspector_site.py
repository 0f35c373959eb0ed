"""A seeded muninn for the inspector's tests: two tenants, provenance, a dead job, telemetry.

:func:`seed` writes through a separate :class:`AsyncMemory` on the same SQLite file (the
server's own service is then opened fresh, in the server thread's event loop).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from muninn import AsyncMemory, Settings
from muninn.domain.ids import new_id
from muninn.domain.models import LLMCall, Source, utcnow
from muninn.providers.llm import ChatRequest
from muninn.server.keys import create_key

XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>Alice likes <b>bold</b> coffee'
GLOBEX_SECRET = "GLOBEX SECRET: Alice of globex works on Project Zephyr"
WITH_MEMORY = "With memory: a lentil curry, since you are vegetarian."
WITHOUT_MEMORY = "Without memory: a pepper steak."


def chat_reply(request: ChatRequest) -> str:
    """The scripted chat model: it answers differently when the memory block is in its prompt."""
    system = request.messages[0].get("content", "") if request.messages else ""
    return WITH_MEMORY if "vegetarian" in system else WITHOUT_MEMORY


@dataclass(frozen=True, slots=True)
class Seeded:
    """Keys and ids the tests look for."""

    key_acme: str
    key_globex: str
    vegetarian: str
    source_turn: str
    xss: str
    dead_job: str
    globex_alice_memory: str
    globex_bob_memory: str
    globex_dead_job: str


async def seed(settings: Settings) -> Seeded:
    """Fill the store at ``settings.store_url``; see the module docstring."""
    memory = AsyncMemory(settings)
    try:
        _, key_acme = await create_key(memory.store, "acme")
        _, key_globex = await create_key(memory.store, "globex")
        acme, globex = memory.with_tenant("acme"), memory.with_tenant("globex")
        turns = await acme.record_turns(
            "alice",
            "s1",
            [
                {"role": "user", "content": "I stopped eating meat last year, so no steak for me."},
                {"role": "assistant", "content": "Noted! Vegetarian recipes from now on."},
            ],
        )
        source = Source(
            session_id="s1", turn_ids=[turns[0].id], actor="extractor", extractor_model="qwen", prompt_version="v3"
        )
        vegetarian = await acme.add(
            "alice", "Alice is vegetarian", kind="preference", tags=["diet"], importance=0.9, source=source
        )
        await acme.add("alice", "Alice is training for a marathon in May", kind="goal", tags=["running"])
        xss = await acme.add("alice", XSS, kind="fact", tags=["<i>tag</i>"])
        await acme.set_profile("alice", city="Lyon", weekly_hours=4)
        (job,) = await memory.store.claim_jobs(now=utcnow(), limit=1, lease_seconds=60)
        error = "ProviderError: the model server timed out"
        await memory.store.fail_job(job.id, lease=job.lease or "", error=error, retry_at=None, at=utcnow())
        g_alice = await globex.add("alice", GLOBEX_SECRET)
        g_bob = await globex.add("bob", "GLOBEX SECRET: Bob is the CFO")
        hello = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}]
        await globex.record_turns("bob", "g1", hello)
        (g_job,) = await memory.store.claim_jobs(now=utcnow(), limit=1, lease_seconds=60)
        await memory.store.fail_job(
            g_job.id, lease=g_job.lease or "", error="GLOBEX SECRET failure", retry_at=None, at=utcnow()
        )
        await _calls(memory, "acme", [("chat", "qwen-chat"), ("extract", "qwen-memory")])
        await _calls(memory, "globex", [("chat", "globex-secret-model")])
        await memory.flush_telemetry()
        return Seeded(key_acme, key_globex, vegetarian.id, turns[0].id, xss.id, job.id, g_alice.id, g_bob.id, g_job.id)
    finally:
        await memory.close()


async def _calls(memory: AsyncMemory, tenant: str, kinds: list[tuple[str, str]]) -> None:
    """Recorded model calls over the last two hours, with varied latency and tokens."""
    start = utcnow() - timedelta(hours=2)
    for i in range(24):
        for j, (purpose, model) in enumerate(kinds):
            await memory.store.record_llm_call(
                LLMCall(
                    id=new_id(),
                    at=start + timedelta(minutes=5 * i + j),
                    tenant=tenant,
                    user_id="alice",
                    purpose=purpose,
                    provider="test",
                    model=model,
                    latency_ms=120.0 + 40 * j + (i * 37) % 90,
                    status="ok",
                    prompt_tokens=300 + 20 * (i % 5) + 200 * j,
                    completion_tokens=40 + i % 7,
                )
            )
