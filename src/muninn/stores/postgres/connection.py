"""The connection pool of :class:`~muninn.stores.postgres.PostgresStore` and its error mapping.

``open_store`` is synchronous, so the schema is migrated over one short synchronous connection
when the store is built (an unreachable server fails right there, with a message that says what
to do); the async pool opens on first use, inside the caller's event loop. Every failure of
PostgreSQL or of the pool surfaces as :class:`~muninn.errors.StoreError`.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import psycopg
from pgvector.psycopg import register_vector_async
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import DictRow, dict_row
from psycopg_pool import AsyncConnectionPool

from muninn.errors import StoreError
from muninn.stores.fence import Fence
from muninn.stores.fence import current as current_fence
from muninn.stores.postgres.migrations import migrate

_T = TypeVar("_T")

Conn = psycopg.AsyncConnection[DictRow]
# Every session reads and writes times in UTC, so loaded datetimes carry UTC, as on SQLite.
_OPTIONS = "-c TimeZone=UTC"
# Most a query waits for a pooled connection. While the server is down no connection comes, so
# this is how long a request hangs before its 503; a restart shorter than it is ridden out.
_POOL_WAIT_SECONDS = 5.0


def utc(value: datetime | None) -> datetime | None:
    """``value`` in UTC (psycopg attaches the session's zone, which is UTC; this pins it)."""
    return None if value is None else value.astimezone(UTC)


def req_utc(value: datetime) -> datetime:
    return value.astimezone(UTC)


def _where(url: str) -> str:
    """The server and database of ``url``, without the password, for error messages."""
    try:
        info = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "the configured server"
    return f"{info.get('host') or 'localhost'}:{info.get('port') or 5432}/{info.get('dbname') or ''}"


class PostgresBase:
    """Pool, transactions and error mapping shared by the store's table mixins."""

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10) -> None:
        self.url = url
        self.where = _where(url)
        self._sizes = (min_size, max_size)
        self._pools: dict[asyncio.AbstractEventLoop, asyncio.Task[AsyncConnectionPool[Conn]]] = {}
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=10, options=_OPTIONS) as conn:
                migrate(conn)
        except (psycopg.errors.InsufficientPrivilege, psycopg.errors.UndefinedFile) as exc:
            raise StoreError(
                f"PostgreSQL at {self.where} cannot create the pgvector extension ({exc}); install pgvector "
                "and run `CREATE EXTENSION vector` in that database as a superuser, then start muninn again"
            ) from exc
        except psycopg.Error as exc:
            raise self._error(exc) from exc

    def _error(self, exc: psycopg.Error) -> StoreError:
        if isinstance(exc, psycopg.OperationalError):
            return StoreError(
                f"PostgreSQL at {self.where} failed or is unreachable ({exc}); check that the server is up "
                "and that the store URL (MUNINN_STORE_URL) names the right host, port, database and user"
            )
        return StoreError(f"PostgreSQL at {self.where} refused a query ({type(exc).__name__}: {exc})")

    async def _new_pool(self) -> AsyncConnectionPool[Conn]:
        pool = AsyncConnectionPool(
            self.url,
            connection_class=Conn,
            # autocommit: a one-statement read is one round trip; _tx opens a transaction itself
            kwargs={"row_factory": dict_row, "options": _OPTIONS, "autocommit": True},
            min_size=self._sizes[0],
            max_size=self._sizes[1],
            configure=register_vector_async,
            open=False,
            timeout=_POOL_WAIT_SECONDS,
        )
        try:
            await pool.open(wait=True, timeout=10.0)
        except psycopg.Error as exc:
            await pool.close()
            raise self._error(exc) from exc
        return pool

    async def _open(self) -> AsyncConnectionPool[Conn]:
        """The pool of the running event loop, opened on first use.

        An async pool belongs to the loop that opened it (its locks and workers live there), and
        one store may be used from several loops: built in one, served from a server's thread,
        closed in the first. So each loop gets its own pool.
        """
        loop = asyncio.get_running_loop()
        opening = self._pools.get(loop)
        if opening is None:
            opening = self._pools[loop] = loop.create_task(self._new_pool())
        try:
            return await asyncio.shield(opening)
        except StoreError:
            if self._pools.get(loop) is opening:
                del self._pools[loop]
            raise

    @contextlib.asynccontextmanager
    async def _tx(self) -> AsyncIterator[Conn]:
        """One transaction: committed when the block ends, rolled back when it raises."""
        pool = await self._open()
        fence = current_fence()
        try:
            async with pool.connection() as conn, conn.transaction():
                if fence is not None:
                    await _check_fence(conn, fence)
                yield conn
        except psycopg.Error as exc:
            raise self._error(exc) from exc

    @contextlib.asynccontextmanager
    async def _read(self) -> AsyncIterator[Conn]:
        """A connection for one read statement, outside a transaction: one round trip, not three."""
        pool = await self._open()
        try:
            async with pool.connection() as conn:
                yield conn
        except psycopg.Error as exc:
            raise self._error(exc) from exc

    async def _all(self, sql: str, args: Any = None, *, binary: bool = False) -> list[DictRow]:
        async def fetch(conn: Conn) -> list[DictRow]:
            return await (await conn.execute(sql, args, binary=binary)).fetchall()

        return await self._read_again_if_stale(fetch)

    async def _one(self, sql: str, args: Any = None) -> DictRow | None:
        async def fetch(conn: Conn) -> DictRow | None:
            return await (await conn.execute(sql, args)).fetchone()

        return await self._read_again_if_stale(fetch)

    async def _read_again_if_stale(self, fetch: Callable[[Conn], Awaitable[_T]]) -> _T:
        """``fetch`` on a pooled connection, sent once more where the server had already closed it (after a
        restart): the pool's idle connections are tested first, since a restart leaves every one of them broken, not
        only the first; a read changes nothing."""
        try:
            async with self._read() as conn:
                return await fetch(conn)
        except StoreError as exc:
            if not (
                isinstance(exc.__cause__, psycopg.OperationalError) and "closed the connection" in str(exc.__cause__)
            ):
                raise
        try:
            await (await self._open()).check()  # each broken idle connection replaced by a new one
        except psycopg.Error as exc:
            raise self._error(exc) from exc
        async with self._read() as conn:
            return await fetch(conn)

    async def close(self) -> None:
        current = asyncio.get_running_loop()
        pools, self._pools = self._pools, {}
        for loop, opening in pools.items():
            if loop is current:
                await _close(opening)
            elif loop.is_running():  # another thread's loop: close its pool there
                await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(_close(opening), loop))
            # else the loop that owned the pool has ended, its workers with it; the connections
            # close when the pool is collected.


async def _check_fence(conn: Conn, fence: Fence) -> None:
    """Refuse the transaction when the job it runs for was erased with its user. FOR SHARE: an
    erase deleting the job's row waits for this transaction to commit (so it deletes what this one
    wrote), or this one waits for the erase and then finds no row (see muninn.stores.fence)."""
    cur = await conn.execute(
        "SELECT 1 FROM jobs WHERE tenant = %s AND user_id = %s AND id = %s FOR SHARE",
        (fence.tenant, fence.user_id, fence.job_id),
    )
    if await cur.fetchone() is None:
        raise fence.refused()


async def _close(opening: asyncio.Task[AsyncConnectionPool[Conn]]) -> None:
    try:
        pool = await opening
    except StoreError:
        return  # it never opened; whoever waited for it got the error
    await pool.close()
