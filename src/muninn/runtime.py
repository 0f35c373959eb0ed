"""What every tenant view of one memory service shares, built once and wired one way.

:class:`Runtime` owns the settings, clock, store, embedding service, per-user index cache, job
queue, working memory and models, and builds the components around them. Each component is
handed only what it uses; none of them knows the façade (:class:`~muninn.service.AsyncMemory`),
which is a thin tenant-scoped view over a runtime.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Literal

from muninn.background import Background
from muninn.chat import ChatLoop
from muninn.domain.models import utcnow
from muninn.errors import ConfigError
from muninn.providers.embeddings import Embedder
from muninn.providers.llm import ChatProvider, get_chat_provider
from muninn.read.index import IndexCache
from muninn.read.retrieval import Retrieval
from muninn.records import Records
from muninn.sessions.redis import RedisWorkingMemory
from muninn.sessions.turns import Conversations
from muninn.sessions.working import InProcessWorkingMemory, WorkingMemory
from muninn.settings import Settings
from muninn.stores import Store, open_store
from muninn.telemetry import RecordingChat
from muninn.telemetry.embedding import Embeddings
from muninn.worker.queue import StoreQueue


def memory_llm_key(settings: Settings) -> str | None:
    """The memory model's provider key, or None for none.

    ``auto`` (the default) is the embedded model when the chat model is the embedded one and its
    runtime is installed, so that ``make demo``, ``muninn chat`` and the proxy remember with no
    configuration; a hosted chat model is not paired with a 1.5B local one behind the user's back.
    """
    key = settings.memory_llm
    if key is None or key.strip().lower() in ("", "none"):
        return None
    if key != "auto":
        return key
    from muninn.providers.llm import local

    return "local" if settings.chat_llm.split(":", 1)[0] == "local" and local.runtime_available() else None


class Runtime:
    """Shared state and the components built on it; see the module docstring."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        store: Store | None = None,
        embedder: Embedder | None = None,
        clock: Callable[[], datetime] = utcnow,
        memory_llm: ChatProvider | None = None,
        chat_llm: ChatProvider | None = None,
        working: WorkingMemory | None = None,
    ) -> None:
        s = self.settings = settings or Settings()
        self.clock = clock
        self.store = store or open_store(s.resolved_store_url())
        self.embeddings = Embeddings(self.store, key=s.embedder, home=s.home, clock=clock, embedder=embedder)
        self.cache = IndexCache(self.store, max_bytes=s.index_cache_mb << 20, vectors=s.index_vectors)
        self.queue = StoreQueue(self.store, clock)
        self.working = working or _working_memory(s)
        self._memory_llm = memory_llm
        self._chat_llm = chat_llm

        self.records = Records(s, self.store, self.embeddings, clock)
        self.conversations = Conversations(s, self.store, self.working, self.queue, clock)
        self.retrieval = Retrieval(s, self.store, self.cache, self.records, self.conversations, clock)
        self.chat = ChatLoop(self.conversations, self.retrieval, self.records, self.store)
        self.background = Background(
            s, self.store, self.records, self.conversations, self.cache, self.queue, lambda: self.memory_llm, clock
        )

    @property
    def memory_llm(self) -> ChatProvider:
        """The memory model (extraction, consolidation, summaries), recording every call."""
        key = memory_llm_key(self.settings)
        if self._memory_llm is None and key is None:
            why = " ('auto' found no embedded model runtime)" if self.settings.memory_llm == "auto" else ""
            raise ConfigError(
                f"no memory model configured{why}: set MUNINN_MEMORY_LLM (e.g. 'local' or 'openai') or pass "
                "memory_llm=; the write path needs one to extract facts"
            )
        self._memory_llm = self._recording(self._memory_llm, key or "", "memory")
        return self._memory_llm

    @property
    def chat_llm(self) -> ChatProvider:
        """The chat model (``MUNINN_CHAT_LLM``), recording every call."""
        self._chat_llm = self._recording(self._chat_llm, self.settings.chat_llm, "chat")
        return self._chat_llm

    def use_chat_llm(self, provider: ChatProvider) -> None:
        """Answer with ``provider`` from now on (recorded like any other)."""
        self._chat_llm = provider

    def _recording(self, given: ChatProvider | None, key: str, role: Literal["chat", "memory"]) -> RecordingChat:
        """``given`` (or the provider ``key`` names) wrapped so every call is recorded, once."""
        if isinstance(given, RecordingChat):
            return given
        provider = given or get_chat_provider(key, settings=self.settings, role=role)
        return RecordingChat(provider, self.store, self.clock)

    async def close(self) -> None:
        """Stop the worker (unfinished jobs are released), write pending telemetry, close the store."""
        await self.background.stop()
        await self.embeddings.flush()
        if isinstance(self.working, RedisWorkingMemory):
            await self.working.close()
        await self.store.close()


def _working_memory(settings: Settings) -> WorkingMemory:
    """In Redis when ``MUNINN_REDIS_URL`` is set (shared by every process), else in this process."""
    if settings.redis_url is None:
        return InProcessWorkingMemory(max_sessions=settings.working_memory_max_sessions)
    return RedisWorkingMemory(
        settings.redis_url, ttl_seconds=settings.session_idle_minutes * 60, cap=settings.session_max_messages
    )
