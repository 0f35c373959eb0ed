"""The embedding service: the configured embedder, checked against the store, every call recorded.

Shared by every tenant view of one runtime. The read path embeds queries and must never write,
so calls are buffered in memory (bounded) and written by :meth:`Embeddings.flush`, which
housekeeping and telemetry listings call.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Protocol

import numpy as np

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.models import LLMCall
from muninn.domain.text import estimate_tokens
from muninn.errors import EmbedderMismatch
from muninn.providers.embeddings import Embedder, get_embedder
from muninn.stores.base import MetaStore, TelemetryStore

MAX_BUFFERED = 10_000  # a process that never runs housekeeping keeps at most this many calls


def mismatch_message(stored: str, embedder: Embedder) -> str:
    """What to do when the store's vectors (``stored``: ``name|dim``) are not ``embedder``'s.

    A store keeps working only with the embedder that made its vectors, and the configured one
    can change under it (a new default, another ``MUNINN_EMBEDDER``): say both ways out. A
    built-in embedder's name is also a key that selects it.
    """
    name, _, dim = stored.partition("|")
    same_model = name.partition(":")[2] == embedder.name.partition(":")[2]
    why = " (the same model with other numerics: its vectors differ a little)" if same_model else ""
    return (
        f"the store was indexed with {name} (dimension {dim}) but {embedder.name} (dimension {embedder.dim}) "
        f"is configured{why}; run `muninn reembed` to re-embed the store's memories and turns with "
        f"{embedder.name}, or set MUNINN_EMBEDDER={name} (the `embedder` setting) to keep using the old one"
    )


class EmbeddingStore(MetaStore, TelemetryStore, Protocol):
    """The store roles the embedding service uses."""


class Embeddings:
    """Loads the embedder on first use, checks it against the store once, embeds off the loop."""

    def __init__(
        self,
        store: EmbeddingStore,
        *,
        key: str,
        home: Path,
        clock: Callable[[], datetime],
        embedder: Embedder | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self._key = key
        self._home = home
        self._embedder = embedder
        self._checked = False
        self._calls: list[LLMCall] = []

    @property
    def embedder(self) -> Embedder:
        """The configured embedder, loaded on first use (the default takes about a second)."""
        if self._embedder is None:
            self._embedder = get_embedder(self._key, home=self._home)
        return self._embedder

    def replace(self, embedder: Embedder) -> None:
        """Use ``embedder`` from now on (benchmarks swap in timed or stub embedders)."""
        self._embedder = embedder

    async def checked(self) -> Embedder:
        """The embedder, after making sure the store was indexed with the same one."""
        embedder = self.embedder
        if not self._checked:
            stored = await self.store.get_meta("embedder")
            current = f"{embedder.name}|{embedder.dim}"
            if stored is None:
                await self.store.set_meta("embedder", current)
            elif stored != current:
                raise EmbedderMismatch(mismatch_message(stored, embedder))
            self._checked = True
        return embedder

    async def adopt(self) -> Embedder:
        """Record the configured embedder as the store's (``reembed`` then migrates the vectors)."""
        embedder = self.embedder
        await self.store.set_meta("embedder", f"{embedder.name}|{embedder.dim}")
        self._checked = True
        return embedder

    async def embed(self, texts: Sequence[str], *, tenant: str) -> np.ndarray:
        """Vectors of ``texts``, validated; the call is buffered as telemetry of ``tenant``."""
        embedder = await self.checked()
        started = time.perf_counter()
        error = None
        try:
            # off the event loop: onnxruntime releases the GIL, so a server keeps answering meanwhile
            vectors = await asyncio.to_thread(embedder.embed, list(texts))
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            raise
        finally:
            if len(self._calls) >= MAX_BUFFERED:
                del self._calls[: MAX_BUFFERED // 10]
            call = LLMCall(
                id=new_id(),
                at=self.clock(),
                tenant=tenant,
                purpose="embed",
                provider=embedder.name.split(":", 1)[0],
                model=embedder.name,
                latency_ms=(time.perf_counter() - started) * 1000,
                status="ok" if error is None else "error",
                prompt_tokens=sum(estimate_tokens(t) for t in texts),
                error=error,
            )
            self._calls.append(call)
        return check.vectors(vectors, embedder.dim)

    async def flush(self) -> int:
        """Write the buffered calls; returns how many."""
        pending, self._calls[:] = list(self._calls), []
        for call in pending:
            await self.store.record_llm_call(call)
        return len(pending)
