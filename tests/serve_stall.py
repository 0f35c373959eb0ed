"""Run by test_shutdown.py in a child process: ``muninn serve`` whose memory model never answers.

The provider is registered the way a plugin registers one (``register_chat_provider``) and the
real command line runs the server, so SIGTERM takes the path it takes in production.
``python -m tests.serve_stall MARKER`` touches MARKER when the model is first called.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from muninn.cli import app
from muninn.providers.llm import ChatRequest, ScriptedProvider, register_chat_provider


def main(marker: Path) -> None:
    async def never(request: ChatRequest) -> str:
        marker.touch()
        await asyncio.Event().wait()
        return ""

    def stalled(key: str, **options: Any) -> ScriptedProvider:
        return ScriptedProvider(fallback=never)

    register_chat_provider("stall", stalled)
    app(["serve", "--no-auth", "--port", "0", "--log-level", "warning"])


if __name__ == "__main__":
    main(Path(sys.argv[1]))
