"""Embedding providers behind one small interface, looked up by a string key.

``get_embedder("minilm-int8", home=...)`` returns the default offline MiniLM embedder (int8;
``"minilm"`` is the float32 one);
``get_embedder("test:hash")`` a deterministic lexical embedder for unit tests.
Third-party providers call :func:`register_embedder` with their own prefix.
"""

from muninn.providers.embeddings.base import Embedder, get_embedder, register_embedder

__all__ = ["Embedder", "get_embedder", "register_embedder"]
