"""A deterministic, dependency-free embedder for unit tests (``test:hash[:DIM]``).

It hashes words and character trigrams into signed buckets, so texts that share words are
close and everything is reproducible. It is not a semantic model: never use it in production.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from muninn.domain.text import terms
from muninn.errors import ConfigError
from muninn.providers.embeddings.base import Vectors


class HashingEmbedder:
    """Feature-hashing embedder; see the module docstring."""

    def __init__(self, dim: int = 64) -> None:
        self._dim = dim

    @classmethod
    def from_key(cls, key: str) -> HashingEmbedder:
        parts = key.split(":")
        if len(parts) < 2 or parts[1] != "hash":
            raise ConfigError(f"unknown test embedder {key!r}; use 'test:hash' or 'test:hash:DIM'")
        try:
            dim = int(parts[2]) if len(parts) > 2 else 64
        except ValueError:
            raise ConfigError(f"bad dimension in {key!r}; use e.g. 'test:hash:64'") from None
        return cls(dim)

    @property
    def name(self) -> str:
        return f"test:hash:{self._dim}"

    @property
    def dim(self) -> int:
        return self._dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            words = terms(text)
            grams = [w[i : i + 3] for w in words for i in range(max(1, len(w) - 2))]
            for feature, weight in [(w, 1.0) for w in words] + [(g, 0.5) for g in grams]:
                digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
                bucket = int.from_bytes(digest[:4], "little") % self._dim
                sign = 1.0 if digest[4] & 1 else -1.0
                out[row, bucket] += sign * weight
            norm = float(np.linalg.norm(out[row]))
            out[row] = out[row] / norm if norm else 1.0 / np.sqrt(self._dim)
        return out
