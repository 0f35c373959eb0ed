"""The embedded store: one SQLite file in WAL mode."""

from muninn.stores.sqlite.store import SQLiteStore

__all__ = ["SQLiteStore"]
