"""The embedding interface and its registry."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from muninn.errors import ConfigError

Vectors = npt.NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension."""

    @property
    def name(self) -> str:
        """Stable identifier stored beside every vector, e.g. 'minilm:all-MiniLM-L6-v2'."""
        ...

    @property
    def dim(self) -> int:
        """Vector dimension."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts`` into an array of shape (len(texts), dim), rows of unit length."""
        ...


EmbedderFactory = Callable[[str, Path], Embedder]
_REGISTRY: dict[str, EmbedderFactory] = {}


def register_embedder(prefix: str, factory: EmbedderFactory) -> None:
    """Register ``factory(key, home)`` for keys equal to ``prefix`` or starting with ``prefix:``."""
    _REGISTRY[prefix] = factory


def get_embedder(key: str, *, home: Path) -> Embedder:
    """Build the embedder named by ``key`` (``prefix`` or ``prefix:options``)."""
    _register_builtins()
    prefix = key.split(":", 1)[0]
    factory = _REGISTRY.get(prefix)
    if factory is None:
        known = ", ".join(sorted(_REGISTRY))
        raise ConfigError(f"unknown embedder {key!r}; known prefixes: {known}")
    return factory(key, home)


def _register_builtins() -> None:
    if "minilm" in _REGISTRY:
        return
    from muninn.providers.embeddings.hashing import HashingEmbedder
    from muninn.providers.embeddings.minilm import MiniLMEmbedder

    register_embedder("minilm", lambda key, home: MiniLMEmbedder(cache_dir=home / "models"))
    register_embedder("minilm-int8", lambda key, home: MiniLMEmbedder(cache_dir=home / "models", int8=True))
    register_embedder("test", lambda key, home: HashingEmbedder.from_key(key))
    register_embedder("e5", lambda key, home: _e5())


def _e5() -> Embedder:
    from muninn.providers.embeddings.e5 import E5Embedder

    return E5Embedder()
