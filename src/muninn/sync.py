"""The blocking facade: every method forwards to :class:`~muninn.service.AsyncMemory`.

A private event loop runs in a daemon thread, so the facade works inside programs that have
no loop and inside ones that already run one (notebooks, web frameworks). No logic lives here.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Concatenate, ParamSpec, TypeVar

from muninn.service import AsyncMemory
from muninn.settings import Settings

P = ParamSpec("P")
R = TypeVar("R")


class _Portal:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="muninn-loop", daemon=True)
        self._thread.start()

    def call(self, coro: Coroutine[Any, Any, R]) -> R:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result()

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=5)
        self.loop.close()


def _blocking(fn: Callable[Concatenate[AsyncMemory, P], Awaitable[R]]) -> Callable[Concatenate[Memory, P], R]:
    def method(self: Memory, /, *args: P.args, **kwargs: P.kwargs) -> R:
        async def run() -> R:
            return await fn(self._core, *args, **kwargs)

        return self._portal.call(run())

    method.__name__ = fn.__name__
    method.__doc__ = fn.__doc__
    return method


class Memory:
    """Blocking memory service; same methods and arguments as :class:`AsyncMemory`."""

    def __init__(self, settings: Settings | None = None, **options: Any) -> None:
        self._portal = _Portal()

        async def build() -> AsyncMemory:
            return AsyncMemory(settings, **options)

        self._core = self._portal.call(build())

    @property
    def core(self) -> AsyncMemory:
        """The async service this facade drives."""
        return self._core

    def close(self) -> None:
        """Close the store and stop the facade's loop."""
        self._portal.call(self._core.close())
        self._portal.stop()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    add = _blocking(AsyncMemory.add)
    get = _blocking(AsyncMemory.get)
    list = _blocking(AsyncMemory.list)
    update = _blocking(AsyncMemory.update)
    forget = _blocking(AsyncMemory.forget)
    restore = _blocking(AsyncMemory.restore)
    archive = _blocking(AsyncMemory.archive)
    history = _blocking(AsyncMemory.history)
    followed_up = _blocking(AsyncMemory.followed_up)
    get_profile = _blocking(AsyncMemory.get_profile)
    set_profile = _blocking(AsyncMemory.set_profile)
    add_summary = _blocking(AsyncMemory.add_summary)
    record_turn = _blocking(AsyncMemory.record_turn)
    record_turns = _blocking(AsyncMemory.record_turns)
    index_turns = _blocking(AsyncMemory.index_turns)
    reembed = _blocking(AsyncMemory.reembed)
    search = _blocking(AsyncMemory.search)
    context = _blocking(AsyncMemory.context)
    record_policy_outcome = _blocking(AsyncMemory.record_policy_outcome)
    check_policy_reply = _blocking(AsyncMemory.check_policy_reply)
    users = _blocking(AsyncMemory.users)
    count_user = _blocking(AsyncMemory.count_user)
    preview = _blocking(AsyncMemory.preview)
    erase_user = _blocking(AsyncMemory.erase_user)
    export = _blocking(AsyncMemory.export)
    import_ = _blocking(AsyncMemory.import_)
    end_session = _blocking(AsyncMemory.end_session)
    expire_idle_sessions = _blocking(AsyncMemory.expire_idle_sessions)
    reply = _blocking(AsyncMemory.reply)
    enqueue = _blocking(AsyncMemory.enqueue)
    process = _blocking(AsyncMemory.process)
    housekeeping = _blocking(AsyncMemory.housekeeping)
    flush_telemetry = _blocking(AsyncMemory.flush_telemetry)
    stop_worker = _blocking(AsyncMemory.stop_worker)
    jobs = _blocking(AsyncMemory.jobs)
    retry_job = _blocking(AsyncMemory.retry_job)
    purge_jobs = _blocking(AsyncMemory.purge_jobs)
    counters = _blocking(AsyncMemory.counters)
    llm_calls = _blocking(AsyncMemory.llm_calls)
    reset_telemetry = _blocking(AsyncMemory.reset_telemetry)

    def start_worker(self) -> None:
        """Run the background worker on the facade's own loop (jobs run while you keep working)."""

        async def start() -> None:
            self._core.start_worker()

        self._portal.call(start())
