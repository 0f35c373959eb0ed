"""The scaled-out store: PostgreSQL with pgvector, chosen by a ``postgresql://`` URL.

Needs the ``postgres`` extra (``pip install "muninn[postgres]"``); imported only when such a
URL is opened, so the embedded default never loads psycopg.
"""

from muninn.stores.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
