"""``muninn serve --workers N``: N stateless API processes on one port (uvicorn's supervisor).

uvicorn starts each process fresh and builds the app there with
:func:`~muninn.server.create_app`, which reads its settings from the environment; so the
server options given on the command line travel to the processes as ``MUNINN_SERVER_*``
variables. The processes run no background worker: jobs are run by ``muninn worker`` processes
against the same store, and working memory must be shared (Redis) for a session's turns
recorded through one process to be seen by the others.
"""

from __future__ import annotations

import os
import socket
from typing import TYPE_CHECKING

from muninn.cli.common import err_console
from muninn.server.settings import ServerSettings
from muninn.settings import Settings

if TYPE_CHECKING:
    import uvicorn

APP_FACTORY = "muninn.server.app:create_app"


def server_environment(settings: ServerSettings) -> dict[str, str]:
    """``MUNINN_SERVER_*`` variables that rebuild ``settings`` in a fresh process."""
    prefix = str(ServerSettings.model_config.get("env_prefix", ""))
    return {f"{prefix}{name}".upper(): str(value) for name, value in settings.model_dump().items()}


def listening_socket(config: uvicorn.Config) -> socket.socket:
    """The shared listening socket of the API processes.

    uvicorn binds it with protocol 0, so asyncio does not set ``TCP_NODELAY`` on accepted
    connections and every response waits ~40 ms for the client's delayed ACK. A socket object
    made from the descriptor reads its real protocol (TCP), which accepted connections inherit.
    """
    sock = socket.socket(fileno=config.bind_socket().detach())
    sock.set_inheritable(True)
    return sock


def serve_processes(settings: ServerSettings, workers: int, *, log_level: str) -> None:
    """Serve the app from ``workers`` processes until interrupted."""
    import uvicorn
    from uvicorn.supervisors import Multiprocess

    if Settings().redis_url is None:
        err_console.print(
            f"{workers} API processes with working memory in each process: a session's recent turns recorded "
            "through one process are not seen by the others; set MUNINN_REDIS_URL to share them"
        )
    err_console.print(f"{workers} API processes without a worker: run `muninn worker` to process jobs")
    os.environ.update(server_environment(settings))
    config = uvicorn.Config(
        APP_FACTORY,
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=workers,
        log_level=log_level,
        timeout_graceful_shutdown=settings.shutdown_seconds,
    )
    sock = listening_socket(config)
    try:
        Multiprocess(config, sockets=[sock]).run()
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
