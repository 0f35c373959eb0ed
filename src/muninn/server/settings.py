"""Settings of the HTTP service, apart from the memory service's own :class:`~muninn.settings.Settings`.

Read once when constructed (``MUNINN_SERVER_`` prefix), never at import. The default is the safe
one: every route but health and readiness needs an API key.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class ServerSettings(BaseSettings):
    """How ``muninn serve`` listens and what it accepts."""

    model_config = SettingsConfigDict(env_prefix="MUNINN_SERVER_", extra="forbid", frozen=True)

    host: str = Field(default="127.0.0.1", description="Interface to bind; loopback unless you mean otherwise.")
    port: int = Field(default=8000, ge=0, le=65535)
    auth: bool = Field(
        default=True,
        description="Require an API key on every route. Turn off only for local development: "
        "every request then acts as the memory service's own tenant.",
    )
    max_body_bytes: int = Field(default=1 << 20, ge=1024, description="Larger request bodies are refused with 413.")
    worker: bool = Field(default=True, description="Run the background worker inside the server process.")
    warm_embedder: bool = Field(default=True, description="Load the embedder at start-up, not on the first request.")
    shutdown_seconds: int = Field(
        default=10,
        ge=0,
        description="On SIGTERM, how long open requests (a streamed reply) may finish before they are closed; "
        "then the worker gets MUNINN_WORKER_STOP_SECONDS for its jobs.",
    )
    proxy_temperature: float = Field(
        default=0.3, ge=0, le=2, description="Temperature of proxied chats whose request names none."
    )
    proxy_tool_bias: Literal["off", "suffix"] = Field(
        default="off",
        description="Proxied requests with tools: 'suffix' appends the live-data tool-bias line to the system "
        "message (helps small models that answer live questions from memory; makes some call tools for small "
        "talk). A request's X-Muninn-Tool-Bias header overrides it.",
    )
