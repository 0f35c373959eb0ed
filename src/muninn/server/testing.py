"""Driving the service in tests: in-process through its own ASGI app, or over a real uvicorn.

:func:`app_client` runs the app's lifespan in the caller's event loop and talks to it through
``httpx.ASGITransport`` (no socket). :class:`ServerThread` serves the app with uvicorn on a free
127.0.0.1 port in a background thread, for clients that need a real URL (the OpenAI SDK). In the
latter, the app runs in the thread's own event loop: do not use the memory service it holds
from the test's loop while the server runs.
"""

from __future__ import annotations

import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from types import TracebackType

import httpx
from fastapi import FastAPI


@asynccontextmanager
async def app_client(
    app: FastAPI, *, api_key: str | None = None, base_url: str = "http://muninn.test"
) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client for ``app`` with its lifespan running (worker started, store open)."""
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=base_url, headers=headers) as client:
            yield client


class ServerThread:
    """``with ServerThread(app) as server: httpx.get(server.url + "/health")``."""

    def __init__(self, app: FastAPI, *, host: str = "127.0.0.1", port: int = 0, start_timeout: float = 30.0) -> None:
        import uvicorn

        config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on", access_log=False)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="muninn-uvicorn", daemon=True)
        self._timeout = start_timeout
        self.host = host
        self.port = port

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://{self.host}:{self.port}"

    def __enter__(self) -> ServerThread:
        self._thread.start()
        deadline = time.monotonic() + self._timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self._server.should_exit = True
                raise RuntimeError(f"uvicorn did not start within {self._timeout:g}s (see its log above)")
            time.sleep(0.02)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=30)
