"""LoCoMo question answering through muninn's write path, on the original and the corrected key.

Usage::

    MUNINN_CHAT_LLM=local MUNINN_MEMORY_LLM=local .venv/bin/python bench/locomo_qa.py \
        /work/shared/data/locomo/locomo_dev.json --conversations 1 --sessions 2 --questions 10 --chunk 8

    # any OpenAI-compatible server, everything (chat, memory and judge models from MUNINN_*):
    MUNINN_CHAT_LLM=openai MUNINN_CHAT_BASE_URL=… MUNINN_CHAT_MODEL=… MUNINN_MEMORY_LLM=openai … \
        .venv/bin/python bench/locomo_qa.py /work/shared/data/locomo/locomo_dev.json --conversations 7

Same as ``muninn eval locomo`` (see :mod:`muninn.eval.locomo` for the method): accuracy per
category for answers from muninn's context, with no memory and from the full transcript (where it
fits ``--full-context-tokens``), judged on both answer keys; tokens of context per question;
answer latency; recall of evidence turns through the memories' provenance beside raw-turn
recall. The corrections file is read from beside the data unless ``--corrections`` names it.
The table goes to stdout, progress to stderr, and the last line of stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from muninn import Settings
from muninn.errors import MuninnError
from muninn.eval import locomo

err = Console(stderr=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("data", type=Path, help="path to locomo_dev.json")
    parser.add_argument("--corrections", type=Path, default=None, help="default: locomo_dev_corrections.json beside it")
    parser.add_argument("--conversations", type=int, default=1, help="the first N conversations (default 1)")
    parser.add_argument("--sessions", type=int, default=None, help="ingest only the first N sessions of each")
    parser.add_argument("--questions", type=int, default=None, help="at most N questions per conversation")
    parser.add_argument("--chunk", type=int, default=2, help="turns per extraction batch (default 2)")
    parser.add_argument("--full-context-tokens", type=int, default=3500, help="largest full-transcript prompt")
    args = parser.parse_args(argv)
    corrections = args.corrections or args.data.with_name("locomo_dev_corrections.json")
    options = locomo.Options(
        conversations=args.conversations, sessions=args.sessions, questions=args.questions, chunk=args.chunk,
        full_context_tokens=args.full_context_tokens,
    )  # fmt: skip
    try:
        report = asyncio.run(
            locomo.run(
                args.data, corrections if corrections.is_file() else None, Settings(), options,
                progress=lambda m: err.print(f"… {m}", highlight=False),
            )
        )  # fmt: skip
    except MuninnError as exc:  # bad data or settings: say what, without a traceback
        sys.exit(f"locomo_qa: {exc}")
    print(locomo.table(report))
    sys.stdout.flush()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
