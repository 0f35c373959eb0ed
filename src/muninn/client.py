"""A Python client for the HTTP service, with the methods and return types of the embedded library.

Moving an application from the embedded library to a shared ``muninn serve`` is one line::

    memory = AsyncMemory(Settings())                                   # embedded
    memory = AsyncClient("http://memory.internal:8000", api_key="mk_…")  # over HTTP

:class:`AsyncClient` has the core operations of :class:`~muninn.service.AsyncMemory` (add, get,
list, update, forget, history, search, context, record_turn(s), end_session, export, import_,
erase_user, users, jobs, retry_job) with the same arguments and the same result types
(:class:`~muninn.domain.models.MemoryRecord`, :class:`~muninn.read.context.Context`, …);
:class:`Client` is its blocking twin, as :class:`~muninn.sync.Memory` is of ``AsyncMemory``.

Errors are the same classes too: the service's problem+json ``code`` maps back to the
:mod:`muninn.errors` tree (``not_found`` → :class:`NotFound`, ``invalid_input`` →
:class:`InvalidInput`, a model outage → :class:`ProviderError`, a store outage →
:class:`StoreError`, …). A 503 or 429 is retried with exponential backoff (honouring
``Retry-After``), as are connection failures; every write is safe to repeat because a write that
fails changes nothing. Two differences remain: ``export`` and ``erase_user`` of a user with nothing
stored raise :class:`NotFound` (the library returns an empty document / zero counts), and a
``policy`` is a built-in name only (the library also takes a path or a ``Policy``).
"""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Sequence
from datetime import datetime
from typing import Any, TypeVar
from urllib.parse import quote

import httpx
from pydantic import TypeAdapter

from muninn.domain.models import HistoryEntry, Hit, Job, JobState, MemoryRecord, MemoryStatus, Role, Turn
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
from muninn.read.context import Context
from muninn.stores.base import Corpus
from muninn.sync import _Portal

_KEEP: Any = object()
_T = TypeVar("_T")

# problem+json codes → the error the library would have raised
_ERRORS: dict[str, type[MuninnError]] = {
    "not_found": NotFound,
    "invalid_input": InvalidInput,
    "validation_error": InvalidInput,
    "embedder_mismatch": EmbedderMismatch,
    "config_error": ConfigError,
    "store_error": StoreError,
    "provider_error": ProviderError,
    "provider_unavailable": ProviderError,
    "invalid_model_output": ProviderError,
}
_RETRY = frozenset({429, 503})


def error_of(response: httpx.Response) -> MuninnError:
    """The muninn error a problem+json response stands for."""
    try:
        body = response.json()
    except ValueError:
        body = {}
    body = body if isinstance(body, dict) else {}
    code = str(body.get("code") or "")
    detail = str(body.get("detail") or response.text[:300] or response.reason_phrase)
    kind = _ERRORS.get(code)
    if kind is None:
        kind = UserError if response.status_code < 500 else MuninnError
    if issubclass(kind, ProviderError):
        return kind(detail, retryable=response.status_code == 503)
    error = kind(detail)
    error.code = code or error.code  # keep the server's exact code (e.g. invalid_key)
    return error


class AsyncClient:
    """The muninn HTTP service, one tenant (the API key's); see the module docstring."""

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        backoff: float = 0.25,
        backoff_cap: float = 8.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport
        )
        self.max_retries = max_retries
        self.backoff = backoff
        self.backoff_cap = backoff_cap

    async def close(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        """One request with retries on 503/429 and connection failures; the JSON body, or an error."""
        attempt = 0
        while True:
            wait: float | None = None
            try:
                response = await self._http.request(method, path, **kwargs)
            except httpx.TransportError as exc:
                if attempt >= self.max_retries:
                    raise StoreError(f"cannot reach the muninn service at {self._http.base_url}: {exc}") from exc
            else:
                if response.is_success:
                    return response.json() if response.content else None
                if response.status_code not in _RETRY or attempt >= self.max_retries:
                    raise error_of(response)
                wait = _retry_after(response)
            await asyncio.sleep(min(self.backoff_cap, max(self.backoff * 2**attempt, wait or 0.0)))
            attempt += 1

    async def _typed(self, kind: type[_T], method: str, path: str, **kwargs: Any) -> _T:
        """The JSON answer validated as ``kind``: the library's own types."""
        return TypeAdapter(kind).validate_python(await self._call(method, path, **kwargs))

    # memories -------------------------------------------------------------------------------

    async def add(
        self,
        user: str,
        content: str,
        *,
        kind: str = "fact",
        tags: Sequence[str] = (),
        importance: float = 0.5,
        confidence: float = 0.8,
        event_at: datetime | None = None,
        agent_id: str | None = None,
    ) -> MemoryRecord:
        """Store one memory. Adding an exact duplicate of an active memory returns that memory."""
        body = {"content": content, "kind": kind, "tags": list(tags), "importance": importance}
        body |= {"confidence": confidence, "event_at": _iso(event_at), "agent_id": agent_id}
        return await self._typed(MemoryRecord, "POST", f"/users/{_seg(user)}/memories", json=body)

    async def get(self, user: str, memory_id: str) -> MemoryRecord:
        """The memory with this id in the user's scope, whatever its status."""
        return await self._typed(MemoryRecord, "GET", f"/users/{_seg(user)}/memories/{_seg(memory_id)}")

    async def list(
        self,
        user: str,
        *,
        statuses: Sequence[MemoryStatus] = ("active",),
        kinds: Sequence[str] = (),
        limit: int | None = None,
    ) -> builtins.list[MemoryRecord]:
        """The user's memories, newest first."""
        params: dict[str, Any] = {"status": list(statuses), "kind": list(kinds)}
        if limit is not None:
            params["limit"] = limit
        path = f"/users/{_seg(user)}/memories"
        return await self._typed(builtins.list[MemoryRecord], "GET", path, params=params)

    async def update(
        self,
        user: str,
        memory_id: str,
        *,
        content: str | None = None,
        kind: str | None = None,
        tags: Sequence[str] | None = None,
        importance: float | None = None,
        confidence: float | None = None,
        event_at: datetime | None = _KEEP,
        reason: str = "updated",
    ) -> MemoryRecord:
        """Write a new version of an active memory; the old one is superseded, never deleted."""
        given = {"content": content, "kind": kind, "importance": importance, "confidence": confidence}
        body: dict[str, Any] = {k: v for k, v in given.items() if v is not None} | {"reason": reason}
        if tags is not None:
            body["tags"] = list(tags)
        if event_at is not _KEEP:
            body["event_at"] = _iso(event_at)
        path = f"/users/{_seg(user)}/memories/{_seg(memory_id)}"
        return await self._typed(MemoryRecord, "PATCH", path, json=body)

    async def forget(self, user: str, memory_id: str, *, reason: str = "forgotten on request") -> MemoryRecord:
        """Mark a memory deleted: it leaves every search and context, and its history stays."""
        path = f"/users/{_seg(user)}/memories/{_seg(memory_id)}"
        return await self._typed(MemoryRecord, "DELETE", path, params={"reason": reason})

    async def history(self, user: str, memory_id: str) -> builtins.list[HistoryEntry]:
        """Every change to this memory and to the versions before it, oldest first."""
        path = f"/users/{_seg(user)}/memories/{_seg(memory_id)}/history"
        return await self._typed(builtins.list[HistoryEntry], "GET", path)

    # turns and sessions ---------------------------------------------------------------------

    async def record_turns(self, user: str, session: str, turns: Sequence[dict[str, Any]]) -> builtins.list[Turn]:
        """Persist turns (each ``{"role", "content", "name"?, "at"?, "id"?}``); idempotent by id."""
        body = {"turns": [{k: _iso(v) if isinstance(v, datetime) else v for k, v in t.items() if v is not None}
                          for t in turns]}  # fmt: skip
        path = f"/users/{_seg(user)}/sessions/{_seg(session)}/turns"
        return await self._typed(builtins.list[Turn], "POST", path, json=body)

    async def record_turn(
        self,
        user: str,
        session: str,
        role: Role,
        content: str,
        *,
        name: str | None = None,
        at: datetime | None = None,
        turn_id: str | None = None,
    ) -> Turn:
        """Persist one turn of the conversation."""
        (turn,) = await self.record_turns(
            user, session, [{"role": role, "content": content, "name": name, "at": at, "id": turn_id}]
        )
        return turn

    async def end_session(self, user: str, session: str) -> bool:
        """Close a session: its buffer is dropped and extraction is queued for what is left of it."""
        try:
            data = await self._call("POST", f"/users/{_seg(user)}/sessions/{_seg(session)}/end")
        except NotFound:  # the library answers False for a session it does not know
            return False
        return bool(data["ended"])

    # search and context ---------------------------------------------------------------------

    async def search(
        self,
        user: str,
        query: str,
        *,
        corpus: Corpus = "memories",
        limit: int = 10,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        since: datetime | None = None,
        until: datetime | None = None,
        include_inactive: bool = False,
    ) -> builtins.list[Hit]:
        """Hybrid search of the user's memories (or raw turns) for ``query``, best first."""
        body = {"query": query, "corpus": corpus, "limit": limit, "kinds": list(kinds), "tags": list(tags)}
        body |= {"since": _iso(since), "until": _iso(until), "include_inactive": include_inactive}
        return await self._typed(builtins.list[Hit], "POST", f"/users/{_seg(user)}/search", json=body)

    async def context(
        self,
        user: str,
        session: str | None = None,
        query: str = "",
        *,
        budget: int | None = None,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        policy: str | None = None,
    ) -> Context:
        """The context block for the user's next reply; with a built-in ``policy``, its decision."""
        body = {"session": session, "query": query, "budget": budget, "kinds": list(kinds), "tags": list(tags)}
        body["policy"] = policy
        return await self._typed(Context, "POST", f"/users/{_seg(user)}/context", json=body)

    # users, export and import ---------------------------------------------------------------

    async def users(self) -> builtins.list[str]:
        """Users of this tenant that have any stored rows."""
        return await self._typed(builtins.list[str], "GET", "/users")

    async def erase_user(self, user: str) -> dict[str, int]:
        """Delete every row of the user in every table (memories, turns, history, jobs, …)."""
        return await self._typed(dict[str, int], "DELETE", f"/users/{_seg(user)}")

    async def export(self, user: str) -> dict[str, Any]:
        """Everything stored about the user as a JSON-ready document."""
        data: dict[str, Any] = await self._call("GET", f"/users/{_seg(user)}/export")
        return data

    async def import_(self, user: str, document: Any) -> dict[str, int]:
        """Import an export document into ``user``; validated whole before anything is written."""
        return await self._typed(dict[str, int], "POST", f"/users/{_seg(user)}/import", json=document)

    # background -----------------------------------------------------------------------------

    async def jobs(
        self, *, states: Sequence[JobState] = (), user: str | None = None, limit: int = 100
    ) -> builtins.list[Job]:
        """The tenant's jobs, newest first."""
        params: dict[str, Any] = {"state": list(states), "limit": limit}
        if user is not None:
            params["user"] = user
        return await self._typed(builtins.list[Job], "GET", "/jobs", params=params)

    async def retry_job(self, job_id: str) -> Job:
        """Put a dead job back in the queue with fresh attempts."""
        return await self._typed(Job, "POST", f"/jobs/{_seg(job_id)}/retry")


def _retry_after(response: httpx.Response) -> float | None:
    try:
        return float(response.headers.get("retry-after", ""))
    except ValueError:
        return None


def _iso(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def _seg(value: str) -> str:
    """One path segment, escaped: an id with '/', '?' or '#' must not change the route."""
    return quote(value, safe="")


class Client:
    """Blocking client; same methods and arguments as :class:`AsyncClient` (and as :class:`~muninn.Memory`).

    It drives an :class:`AsyncClient` on a private event loop thread, like :class:`~muninn.Memory`.
    """

    def __init__(self, base_url: str, **options: Any) -> None:
        self._portal = _Portal()

        async def build() -> AsyncClient:
            return AsyncClient(base_url, **options)

        self._core = self._portal.call(build())

    def close(self) -> None:
        """Close the connection pool and stop the client's loop."""
        self._portal.call(self._core.close())
        self._portal.stop()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getattr__(self, name: str) -> Any:
        method = getattr(AsyncClient, name, None)
        if name.startswith("_") or method is None or not callable(method):
            raise AttributeError(f"'Client' has no attribute {name!r}")

        def call(*args: Any, **kwargs: Any) -> Any:
            return self._portal.call(method(self._core, *args, **kwargs))

        call.__name__, call.__doc__ = name, method.__doc__
        return call


__all__ = ["AsyncClient", "Client", "error_of"]
