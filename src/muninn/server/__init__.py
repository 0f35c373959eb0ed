"""The HTTP service (``muninn serve``): the memory API, API keys per tenant, and an
OpenAI-compatible memory proxy. See :func:`create_app`.

The names below are imported on first use, so ``muninn.server.keys`` (used by ``muninn keys``)
does not load FastAPI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from muninn.server.app import create_app
    from muninn.server.settings import ServerSettings

__all__ = ["ServerSettings", "create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from muninn.server.app import create_app

        return create_app
    if name == "ServerSettings":
        from muninn.server.settings import ServerSettings

        return ServerSettings
    raise AttributeError(f"module 'muninn.server' has no attribute {name!r}")
