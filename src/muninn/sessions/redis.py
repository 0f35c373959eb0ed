"""Working memory in Redis, shared by every API and worker process of a scaled-out service.

Each (tenant, user, session) buffer is one JSON value under ``muninn:wm:<tenant>:<user>:<session>``
whose TTL is the idle reset (``session_idle_minutes``): a session nobody touches disappears on
its own. A sorted set ``muninn:wm:activity`` scores every live session by its last activity, so
the worker that runs housekeeping finds idle sessions of every process (and ends them, queueing
their extraction) even after their buffer expired.

Redis holds nothing that is not also in the store: the turns are persisted before they reach a
buffer, so when Redis restarts empty, :meth:`get` answers None and
:meth:`~muninn.sessions.turns.Conversations.buffer` rebuilds the buffer from the store's
transcript. Two processes recording turns of one session at once must not lose either one's
turns, so :meth:`put` merges with what is stored (union by turn id, oldest dropped beyond the
cap) inside a ``WATCH``/``MULTI`` transaction instead of overwriting it.

Every Redis failure surfaces as :class:`~muninn.errors.StoreError` (HTTP 503 with Retry-After).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit

from muninn.domain.models import Scope, Turn
from muninn.errors import ConfigError, StoreError
from muninn.sessions.working import Buffer

if TYPE_CHECKING:
    from redis.asyncio import Redis

T = TypeVar("T")
_ACTIVITY = "activity"
_MERGE_TRIES = 20  # WATCH conflicts between processes writing one session; each try is one round trip


def _where(url: str) -> str:
    """Host, port and database of ``url`` without credentials, for error messages."""
    parts = urlsplit(url)
    return f"{parts.hostname or 'localhost'}:{parts.port or 6379}{parts.path or '/0'}"


def _encode(buffer: Buffer) -> str:
    return json.dumps(
        {
            "turns": [t.model_dump(mode="json") for t in buffer.turns],
            "dropped": buffer.dropped,
            "last": buffer.last_activity.isoformat() if buffer.last_activity else None,
        },
        separators=(",", ":"),
    )


def _decode(scope: Scope, session_id: str, raw: bytes | str) -> Buffer:
    data = json.loads(raw)
    last = data.get("last")
    return Buffer(
        scope,
        session_id,
        turns=[Turn.model_validate(t) for t in data.get("turns", [])],
        dropped=int(data.get("dropped", 0)),
        last_activity=datetime.fromisoformat(last) if last else None,
    )


def merge(stored: Buffer | None, new: Buffer, *, cap: int) -> Buffer:
    """``new`` joined with what another process stored meanwhile: every turn once, in time order,
    the oldest beyond ``cap`` dropped and counted."""
    if stored is None:
        return new
    by_id = {t.id: t for t in stored.turns} | {t.id: t for t in new.turns}
    turns = sorted(by_id.values(), key=lambda t: (t.created_at, t.id))
    dropped = max(stored.dropped, new.dropped)
    overflow = len(turns) - cap
    if overflow > 0:
        turns = turns[overflow:]
        dropped += overflow
    times = [b.last_activity for b in (stored, new) if b.last_activity is not None]
    return Buffer(new.scope, new.session_id, turns, dropped, max(times) if times else None)


class RedisWorkingMemory:
    """:class:`~muninn.sessions.working.WorkingMemory` in Redis; see the module docstring."""

    def __init__(self, url: str, *, ttl_seconds: float, cap: int, prefix: str = "muninn:wm") -> None:
        try:
            import redis.asyncio  # noqa: F401 - fail at start-up, not on the first turn
        except ImportError as exc:
            raise ConfigError(
                "MUNINN_REDIS_URL is set but the redis package is not installed; "
                "run `pip install 'muninn[redis]'` or unset MUNINN_REDIS_URL"
            ) from exc
        self.url = url
        self.where = _where(url)
        self.ttl = max(1, round(ttl_seconds))
        self.cap = cap
        self.prefix = prefix
        self._clients: dict[asyncio.AbstractEventLoop, Redis] = {}

    def _key(self, scope: Scope, session_id: str) -> str:
        return f"{self.prefix}:{scope.tenant}:{scope.user_id}:{session_id}"

    def _client(self) -> Redis:
        """The client of the running event loop: a redis-py asyncio connection pool belongs to the
        loop that made it, and one runtime may be used from several loops (the sync facade)."""
        from redis.asyncio import Redis

        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            client = self._clients[loop] = Redis.from_url(self.url, socket_timeout=5, socket_connect_timeout=5)
        return client

    async def _call(self, work: Callable[[Redis], Awaitable[T]]) -> T:
        from redis.exceptions import RedisError

        try:
            return await work(self._client())
        except RedisError as exc:
            raise StoreError(
                f"Redis at {self.where} failed or is unreachable ({type(exc).__name__}: {exc}); check that the "
                "server is up and that MUNINN_REDIS_URL names it (sessions continue from the store once it is back)"
            ) from exc

    async def get(self, scope: Scope, session_id: str) -> Buffer | None:
        raw = await self._call(lambda r: r.get(self._key(scope, session_id)))
        return None if raw is None else _decode(scope, session_id, raw)

    async def put(self, buffer: Buffer) -> None:
        key = self._key(buffer.scope, buffer.session_id)
        member = json.dumps([buffer.scope.tenant, buffer.scope.user_id, buffer.session_id])

        async def write(r: Redis) -> None:
            from redis.exceptions import WatchError

            for _ in range(_MERGE_TRIES):
                async with r.pipeline(transaction=True) as pipe:
                    try:
                        await pipe.watch(key)
                        raw = await pipe.get(key)
                        stored = None if raw is None else _decode(buffer.scope, buffer.session_id, raw)
                        merged = merge(stored, buffer, cap=self.cap)
                        pipe.multi()  # type: ignore[no-untyped-call]
                        pipe.set(key, _encode(merged), ex=self.ttl)
                        if merged.last_activity is not None:
                            pipe.zadd(f"{self.prefix}:{_ACTIVITY}", {member: merged.last_activity.timestamp()})
                        await pipe.execute()
                        return
                    except WatchError:
                        continue
            raise StoreError(
                f"Redis at {self.where}: the buffer of session {buffer.session_id!r} changed under {_MERGE_TRIES} "
                "tries in a row; retry the request"
            )

        await self._call(write)

    async def drop(self, scope: Scope, session_id: str) -> None:
        member = json.dumps([scope.tenant, scope.user_id, session_id])

        async def delete(r: Redis) -> None:
            async with r.pipeline(transaction=True) as pipe:
                pipe.delete(self._key(scope, session_id))
                pipe.zrem(f"{self.prefix}:{_ACTIVITY}", member)
                await pipe.execute()

        await self._call(delete)

    async def drop_user(self, scope: Scope) -> int:
        """Forget every buffer of the user (on erase); returns how many sessions there were. The
        activity set names each session exactly (JSON), so a user id that extends another one's
        is never caught by a key pattern."""
        activity = f"{self.prefix}:{_ACTIVITY}"
        who = [scope.tenant, scope.user_id]
        pattern = "".join(f"[{c}]" if c in "*?[]\\" else c for c in json.dumps(who)[:-1]) + "*"

        async def delete(r: Redis) -> int:
            members = [m async for m, _ in r.zscan_iter(activity, match=pattern, count=500)]
            mine = [m for m in members if json.loads(m)[:2] == who]
            if mine:
                async with r.pipeline(transaction=True) as pipe:
                    pipe.delete(*(self._key(scope, json.loads(m)[2]) for m in mine))
                    pipe.zrem(activity, *mine)
                    await pipe.execute()
            return len(mine)

        return await self._call(delete)

    async def idle(self, now: datetime, *, idle_after: timedelta) -> list[Buffer]:
        """Every session whose last activity is ``idle_after`` old, its buffer expired or not."""
        cutoff = (now - idle_after).timestamp()
        found: list[Any] = await self._call(
            lambda r: r.zrangebyscore(f"{self.prefix}:{_ACTIVITY}", "-inf", cutoff, withscores=True)
        )
        out = []
        for member, score in found:
            tenant, user_id, session_id = json.loads(member)
            scope = Scope(tenant, user_id)
            buffer = await self.get(scope, session_id)
            if buffer is None:  # expired by its TTL: only who and when is left, which is all ending needs
                buffer = Buffer(scope, session_id, last_activity=datetime.fromtimestamp(score, UTC))
            out.append(buffer)
        return out

    async def ping(self) -> None:
        """Raise :class:`~muninn.errors.StoreError` unless Redis answers."""
        await self._call(lambda r: r.ping())

    async def close(self) -> None:
        """Close the clients of this loop (others close with their loop)."""
        current = asyncio.get_running_loop()
        clients, self._clients = self._clients, {}
        for loop, client in clients.items():
            if loop is current:
                await client.aclose()

    def __repr__(self) -> str:
        return f"RedisWorkingMemory({self.where!r})"
