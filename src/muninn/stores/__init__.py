"""Storage backends behind one interface, chosen by URL scheme.

``open_store("sqlite:///path/to/muninn.db")`` opens the embedded default;
``sqlite://:memory:`` an in-memory one for tests; ``postgresql://user@host:5432/db`` (or
``postgres://``) PostgreSQL with pgvector, from the ``postgres`` extra. Other backends register a
scheme with :func:`register_store`.
"""

from __future__ import annotations

from collections.abc import Callable

from muninn.errors import ConfigError
from muninn.stores.base import IndexRows, Store

StoreFactory = Callable[[str], Store]
_REGISTRY: dict[str, StoreFactory] = {}


def register_store(scheme: str, factory: StoreFactory) -> None:
    """Make ``open_store`` build ``factory(url)`` for URLs starting with ``scheme://``."""
    _REGISTRY[scheme] = factory


def _open_postgres(url: str) -> Store:
    try:
        from muninn.stores.postgres import PostgresStore
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] not in {"psycopg", "psycopg_pool", "pgvector"}:
            raise
        raise ConfigError(
            f'{url.split("://")[0]}:// URLs need the postgres extra: pip install "muninn[postgres]" ({exc})'
        ) from exc
    return PostgresStore.from_url(url)


def open_store(url: str) -> Store:
    """Open the store named by ``url``; its schema is migrated to the latest version."""
    if "sqlite" not in _REGISTRY:
        from muninn.stores.sqlite import SQLiteStore

        register_store("sqlite", SQLiteStore.from_url)
    for name in ("postgresql", "postgres"):
        _REGISTRY.setdefault(name, _open_postgres)
    scheme = url.split("://", 1)[0] if "://" in url else ""
    factory = _REGISTRY.get(scheme)
    if factory is None:
        raise ConfigError(f"unsupported store URL {url!r}; known schemes: {', '.join(sorted(_REGISTRY))}")
    return factory(url)


__all__ = ["IndexRows", "Store", "open_store", "register_store"]
