"""The real ``muninn`` command with a scripted memory model, for tests and benchmarks that run
``muninn worker`` (or any other command) in a child process: ``python -m tests.scale_model worker``.

It registers the chat provider ``scale`` through the ordinary plugin hook and then runs the CLI
unchanged, so ``MUNINN_MEMORY_LLM=scale`` selects it. The provider is a
:class:`~muninn.providers.llm.ScriptedProvider` whose answer depends on the request's purpose:
extraction turns every user line into the fact ``User said: <line>``; consolidation adds;
summaries get a fixed sentence. Environment knobs (read here, in the child, never by muninn):

* ``MUNINN_TEST_BLOCK_MARKER=<path>``: the first extraction that finds no file at ``path``
  creates it and hangs (for ``kill -9`` mid-extraction); later ones run normally;
* ``MUNINN_TEST_SLOW_MARKER=<path>``: every extraction writes ``path`` and then takes
  ``MUNINN_TEST_SLOW_SECONDS`` (default 2) seconds (for a graceful stop mid-job);
* ``MUNINN_TEST_MODEL_DELAY=<seconds>``: every model call takes that long (a real model's latency).
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from muninn.providers.llm import ChatRequest, ScriptedProvider, register_chat_provider

FACT_PREFIX = "User said: "
_LINE = re.compile(r"^\[[^\]]*\] user: (.*)$", re.MULTILINE)


def fact_for(utterance: str) -> str:
    """The memory the scripted extractor makes of one user line."""
    return FACT_PREFIX + utterance


def answer(request: ChatRequest) -> str:
    delay = float(os.environ.get("MUNINN_TEST_MODEL_DELAY", "0"))
    if delay:
        time.sleep(delay)
    if request.purpose == "extract":
        _maybe_block()
        chat = request.messages[-1].get("content", "").split("CHAT (", 1)[-1]
        facts = [
            {"content": fact_for(line.strip()), "kind": "fact", "tags": [], "importance": 0.8, "confidence": 0.9}
            for line in _LINE.findall(chat)
        ]
        return json.dumps({"facts": facts})
    if request.purpose == "consolidate":
        return json.dumps({"action": "add", "target": None, "content": None, "reason": "scripted: always new"})
    return json.dumps({"summary": "The user shared several notes during the conversation."})


def _maybe_block() -> None:
    block = os.environ.get("MUNINN_TEST_BLOCK_MARKER")
    if block and not Path(block).exists():
        Path(block).write_text(str(os.getpid()))
        time.sleep(3600)  # blocks the whole process, as a hung model call would block the job
    slow = os.environ.get("MUNINN_TEST_SLOW_MARKER")
    if slow:
        Path(slow).write_text(str(os.getpid()))
        time.sleep(float(os.environ.get("MUNINN_TEST_SLOW_SECONDS", "2")))


def provider(key: str, **_: Any) -> ScriptedProvider:
    return ScriptedProvider(model="scale-scripted", fallback=answer)


def main() -> None:
    register_chat_provider("scale", provider)
    from muninn.cli import main as cli

    cli()


if __name__ == "__main__":
    main()
