"""Progress bars for long CLI work (embedding a store's rows), on stderr so stdout stays parseable."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.progress import BarColumn, Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn

from muninn.cli.common import err_console


@contextmanager
def embedding_bar(verb: str = "embedding") -> Iterator[Callable[[str, int, int], None]]:
    """A callback for ``reembed`` / ``index_turns`` progress ``(corpus, done, in_batch)`` that
    draws one bar per corpus. The number of rows left is not known up front, so the bar pulses
    and counts rather than filling."""
    columns = (
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.completed} done"),
        TimeElapsedColumn(),
    )
    with Progress(*columns, console=err_console) as bar:
        tasks: dict[str, TaskID] = {}

        def update(corpus: str, done: int, _batch: int) -> None:
            if corpus not in tasks:
                tasks[corpus] = bar.add_task(f"{verb} {corpus}", total=None)
            bar.update(tasks[corpus], completed=done)

        yield update
