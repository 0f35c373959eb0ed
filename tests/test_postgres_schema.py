"""The PostgreSQL schema stays shardable by (tenant, user_id), read from the live catalog.

Citus distributes a table by one column and requires it in every primary key and unique
constraint; with both ``tenant`` and ``user_id`` in each, either can be chosen later.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from muninn.errors import StoreError
from muninn.stores import open_store
from muninn.stores.postgres.migrations import LOCAL_TABLES, MIGRATIONS, REFERENCE_TABLES, USER_TABLES, migrate
from tests.pg import PostgresServer, free_port

UNIQUE_KEYS = """
SELECT c.relname AS table_name, i.relname AS index_name,
       array_agg(a.attname::text ORDER BY a.attnum) AS columns
FROM pg_index x
JOIN pg_class c ON c.oid = x.indrelid
JOIN pg_class i ON i.oid = x.indexrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(x.indkey)
WHERE n.nspname = 'public' AND (x.indisunique OR x.indisprimary)
GROUP BY c.relname, i.relname
"""


@pytest.fixture
def catalog(pg_database: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(pg_database, autocommit=True) as conn:
        yield conn


def test_every_table_is_classified(catalog: psycopg.Connection[Any]) -> None:
    rows = catalog.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'").fetchall()
    tables = {str(r[0]) for r in rows}
    assert tables == {*USER_TABLES, *REFERENCE_TABLES, *LOCAL_TABLES}


def test_every_unique_key_of_a_user_table_holds_tenant_and_user(
    catalog: psycopg.Connection[Any],
) -> None:
    keys = catalog.execute(UNIQUE_KEYS).fetchall()
    per_user = [(table, index, cols) for table, index, cols in keys if table in USER_TABLES]
    assert {table for table, _, _ in per_user} == set(USER_TABLES)  # each has at least its primary key
    for table, index, columns in per_user:
        assert isinstance(columns, list)
        assert {"tenant", "user_id"} <= set(columns), f"{table}.{index} {columns} lacks tenant or user_id"
    # turns and jobs are keyed per user: a turn id or job key may repeat across users
    assert ("turns", "turns_pkey", ["tenant", "user_id", "id"]) in per_user
    assert any(t == "jobs" and set(c) == {"tenant", "user_id", "idempotency_key"} for t, _, c in per_user)


def test_vector_extension_and_migrations_are_recorded(catalog: psycopg.Connection[Any]) -> None:
    assert catalog.execute("SELECT extname FROM pg_extension WHERE extname = 'vector'").fetchone() == ("vector",)
    names = [r[0] for r in catalog.execute("SELECT name FROM _migrations ORDER BY name").fetchall()]
    assert names == [name for name, _ in MIGRATIONS]
    assert migrate(catalog) == []


def test_unreachable_server_is_a_store_error_that_says_what_to_do() -> None:
    with pytest.raises(StoreError, match="check that the server is up"):
        open_store(f"postgresql://postgres@127.0.0.1:{free_port()}/muninn")


def test_missing_database_is_a_store_error(postgres_server: PostgresServer) -> None:
    with pytest.raises(StoreError, match="no_such_db"):
        open_store(postgres_server.url("no_such_db"))
