"""muninn: memory and context for LLM agents.

>>> from muninn import Memory, Settings
>>> with Memory(Settings(home="/tmp/muninn-demo")) as memory:          # doctest: +SKIP
...     memory.add("alice", "Alice is vegetarian", kind="preference")
...     print(memory.context("alice", query="what should I cook tonight?").text)
"""

from muninn.domain.models import HistoryEntry, Hit, MemoryRecord, Scope, Source, Summary, Turn
from muninn.errors import (
    ConfigError,
    EmbedderMismatch,
    InvalidInput,
    MuninnError,
    NotFound,
    ProviderError,
    StoreError,
    UserError,
)
from muninn.read.context import Context, ContextItem, ContextSection
from muninn.service import AsyncMemory
from muninn.settings import Settings
from muninn.sync import Memory

__all__ = [
    "AsyncClient",
    "AsyncMemory",
    "Client",
    "ConfigError",
    "Context",
    "ContextItem",
    "ContextSection",
    "EmbedderMismatch",
    "HistoryEntry",
    "Hit",
    "InvalidInput",
    "Memory",
    "MemoryRecord",
    "MuninnError",
    "NotFound",
    "ProviderError",
    "Scope",
    "Settings",
    "Source",
    "StoreError",
    "Summary",
    "Turn",
    "UserError",
]


def __getattr__(name: str) -> object:
    # The HTTP client loads on first use: embedded users never import its code.
    if name in ("Client", "AsyncClient"):
        from muninn import client

        return getattr(client, name)
    raise AttributeError(f"module 'muninn' has no attribute {name!r}")
