"""Removing what a model should not show: ``<think>`` reasoning (whole or streamed) and echoed scaffolding.

Reasoning models wrap their chain of thought in ``<think>…</think>``, sometimes mid-reply or
after a tool call, and some chat templates open the block in the prompt so that only the close
tag appears in the reply. One definition serves whole replies (:func:`strip_think`) and streams
(:class:`ThinkStripper`), so both give the same text for any split of the same reply:

- ``<think>`` opens a block that runs to the next ``</think>``; a ``<think>`` inside a block is
  just reasoning text, and a block never closed runs to the end of the reply;
- with ``start="auto"``, a ``</think>`` before any ``<think>`` means the template opened the
  block: everything before it is reasoning. ``start="reasoning"`` says so up front (as if the
  reply began with ``<think>``); ``start="visible"`` says the template never opens one;
- any other ``</think>`` with no block open is dropped (the tag only: in a stream, the text
  before it has already been shown);
- tags match ASCII case-insensitively (``<THINK>``); the result is stripped of leading and
  trailing whitespace as ``str.strip`` does, so no blank lines are left where a block was.

This agrees with :func:`muninn.providers.llm.parse.strip_think` on every reply made of visible text,
blocks, an optional leading template-opened block and an optional unclosed last block; they
differ only on stray close tags after the first tag, which real models do not produce.

:func:`strip_scaffold` removes lines of muninn's own prompts that a small model echoed, and the
pair of quotes a small model sometimes wraps its whole reply in (:func:`unquote`).
"""

from __future__ import annotations

import re
from typing import Literal

from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE

Start = Literal["auto", "visible", "reasoning"]
Lead = Literal["visible", "reasoning"]

_OPEN = "<think>"
_CLOSE = "</think>"
_ANY_TAG = re.compile(r"<(/?)think>", re.IGNORECASE | re.ASCII)
_CLOSE_TAG = re.compile(r"</think>", re.IGNORECASE | re.ASCII)


def _partial_tag_at(text: str, pos: int) -> int:
    """Where a possible start of a tag begins at the end of ``text`` (``len(text)`` if none)."""
    for i in range(max(pos, len(text) - len(_CLOSE) + 1), len(text)):
        tail = text[i:]
        if tail.isascii() and (_OPEN.startswith(tail.lower()) or _CLOSE.startswith(tail.lower())):
            return i
    return len(text)


class ThinkStripper:
    """Incremental ``<think>`` removal for one streamed reply (see the module docstring).

    ``feed`` returns the visible text that is safe to show now; text that might still turn out
    to be part of a tag, trailing whitespace, and (with ``start="auto"``) text before the first
    tag are held back until more arrives or until ``flush``, which returns the rest. The
    concatenation of every ``feed`` and the ``flush`` equals ``strip_think(whole_reply, start=...)``.

    With ``start="auto"`` nothing is shown until the first tag or the end of the reply says
    whether the reply began inside a template-opened block; ``start="visible"`` shows text at
    once for models whose template never opens one. ``stray_close`` turns true when a
    ``</think>`` with no open block was dropped after the reply's start was settled.
    """

    def __init__(self, *, start: Start = "auto") -> None:
        self._inside = start == "reasoning"
        self._lead: Lead | None = None if start == "auto" else ("reasoning" if self._inside else "visible")
        self._held: list[str] = []  # text before the first tag, while undecided
        self._pending = ""  # unscanned end that may be the start of a tag
        self._space = ""  # whitespace shown only once more visible text follows it
        self._started = False  # whether any visible text has been returned
        self.stray_close = False

    @property
    def lead(self) -> Lead | None:
        """How the reply began: ``'reasoning'`` (template-opened block), ``'visible'``, or None while undecided."""
        return self._lead

    @property
    def started(self) -> bool:
        """Whether any visible text has been returned."""
        return self._started

    def feed(self, chunk: str) -> str:
        """Take the next piece of the reply; return the visible text that is safe to emit now."""
        out: list[str] = []
        text = self._pending + chunk
        pos = 0
        while True:
            match = (_CLOSE_TAG if self._inside else _ANY_TAG).search(text, pos)
            if match is None:
                break
            self._text(text[pos : match.start()], out)
            self._tag(closing=match.group(0)[1] == "/", out=out)
            pos = match.end()
        keep = _partial_tag_at(text, pos)
        self._text(text[pos:keep], out)
        self._pending = text[keep:]
        return "".join(out)

    def flush(self) -> str:
        """End of the reply: return the visible text still held back (an unclosed block is dropped)."""
        out: list[str] = []
        self._text(self._pending, out)  # an incomplete tag at the very end is plain text
        self._pending = ""
        if self._lead is None:
            self._lead = "visible"
            self._emit("".join(self._held), out)
            self._held = []
        self._space = ""
        return "".join(out)

    def _text(self, segment: str, out: list[str]) -> None:
        if not segment or self._inside:
            return
        if self._lead is None:
            self._held.append(segment)
        else:
            self._emit(segment, out)

    def _tag(self, *, closing: bool, out: list[str]) -> None:
        if not closing:  # only seen outside a block
            if self._lead is None:
                self._lead = "visible"
                self._emit("".join(self._held), out)
                self._held = []
            self._inside = True
        elif self._inside:
            self._inside = False
        elif self._lead is None:  # the template opened the block: all so far was reasoning
            self._lead = "reasoning"
            self._held = []
        else:
            self.stray_close = True

    def _emit(self, segment: str, out: list[str]) -> None:
        if not self._started:
            segment = segment.lstrip()
            if not segment:
                return
        text = self._space + segment
        body = text.rstrip()
        self._space = text[len(body) :]
        if body:
            out.append(body)
            self._started = True


def strip_think(text: str, *, start: Start = "auto") -> str:
    """``text`` without reasoning, exactly as a :class:`ThinkStripper` would stream it."""
    stripper = ThinkStripper(start=start)
    return stripper.feed(text) + stripper.flush()


# Lines that only muninn's own prompts contain. Policy lines are written by
# muninn.policy.render.render_instructions (tests/test_think.py checks they still are).
_SCAFFOLD_PREFIXES = (
    'Response policy "',
    "Topics in the user's message:",
    "The reply's structure follows the most escalated mode",
    "Required sections, in this order;",
    PREAMBLE,
)


def strip_scaffold(text: str) -> str:
    """Remove muninn prompt scaffolding that a small model echoed into its reply.

    Dropped: an echoed ``<muninn-memory>`` block from its open marker line to its close marker
    line (a marker line alone when the other is missing), the block's preamble, and the header
    lines of policy instructions. Everything else is kept as written; the result is stripped.
    Lines are matched after their leading whitespace, so a model's indentation does not hide them.
    """
    lines = text.splitlines()
    kept: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i].lstrip()
        if line.startswith(BLOCK_OPEN):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].lstrip().startswith(BLOCK_CLOSE)), i)
            i = end + 1
            continue
        if not line.startswith(BLOCK_CLOSE) and not line.startswith(_SCAFFOLD_PREFIXES):
            kept.append(lines[i])
        i += 1
    return unquote("\n".join(kept).strip())


_QUOTE_PAIRS = {'"': '"', "“": "”"}


def unquote(text: str) -> str:
    """``text`` without the pair of double quotes around all of it (a small model at times quotes
    its whole reply: '"Okay, so you're nervous…"'); with any other quote mark inside, or
    none at the end, ``text`` as it is."""
    body = text.strip()
    if len(body) < 2 or (close := _QUOTE_PAIRS.get(body[0])) is None or not body.endswith(close):
        return text
    inner = body[1:-1]
    return text if body[0] in inner or close in inner else inner.strip()


_MARKERS = (BLOCK_OPEN, BLOCK_CLOSE, *_SCAFFOLD_PREFIXES)


class ScaffoldStripper:
    """:func:`strip_scaffold` for a stream: ``feed`` chunks, then ``flush``; the pieces joined equal
    ``strip_scaffold`` of the whole reply (for replies whose lines end with ``\\n``).

    A line is held only while its start could still be one of muninn's markers or prefixes; once it
    cannot, its text flows as it comes. Lines after an echoed block's open marker are held until
    its close marker (dropped with it) or the end of the reply (kept, as ``strip_scaffold`` keeps
    them when the close marker never comes).
    """

    def __init__(self) -> None:
        self._line = ""  # the current line, not yet decided
        self._passing = False  # the current line was decided visible: its text flows
        self._held: list[str] = []  # lines after an open marker, waiting for the close marker
        self._in_block = False
        self._space = ""
        self._started = False
        self._quote = "start"  # start | held (the reply opened with a quote mark) | flow
        self._quoted = ""

    def feed(self, chunk: str) -> str:
        """The visible text that ``chunk`` completes."""
        return self._unquoted(self._lines(chunk))

    def flush(self) -> str:
        """What is left at the end of the reply."""
        tail = self._unquoted(self._flush_lines())
        if self._quote != "held":
            return tail
        held, self._quoted, self._quote = self._quoted, "", "flow"
        return unquote(held)

    def _unquoted(self, visible: str) -> str:
        # :func:`unquote` for a stream: a reply that opens with a quote mark is held while a
        # closing mark could still end it; once text follows a quote mark, it flows as written.
        if self._quote == "flow" or not visible:
            return visible
        if self._quote == "start":
            if visible[0] not in _QUOTE_PAIRS:  # visible text never starts with whitespace
                self._quote = "flow"
                return visible
            self._quote = "held"
        self._quoted += visible
        opening, inner = self._quoted[0], self._quoted[1:]
        mark = next((i for i, c in enumerate(inner) if c in (opening, _QUOTE_PAIRS[opening])), None)
        if mark is None or not inner[mark + 1 :].strip():
            return ""
        held, self._quoted, self._quote = self._quoted, "", "flow"
        return held

    def _lines(self, chunk: str) -> str:
        out: list[str] = []
        while chunk:
            line, newline, chunk = chunk.partition("\n")
            if self._passing:
                out.append(self._show(line))
            else:
                self._line += line
            if newline:
                self._end_line(out)
            elif not self._passing and not self._in_block and self._visible_so_far():
                self._passing = True
                out.append(self._show(self._line))
                self._line = ""
        return "".join(out)

    def _flush_lines(self) -> str:
        out: list[str] = []
        if self._line or self._passing:
            self._end_line(out, last=True)
        while self._in_block:  # an open marker that never closed: only its own line goes
            held, self._held, self._in_block = self._held, [], False
            for line in held:  # read again: they may open another block
                self._line = line
                self._end_line(out)
        self._space = ""
        return "".join(out)

    def _visible_so_far(self) -> bool:
        start = self._line.lstrip()
        return bool(start) and not any(m.startswith(start) or start.startswith(m) for m in _MARKERS)

    def _end_line(self, out: list[str], *, last: bool = False) -> None:
        line, passing = self._line, self._passing
        self._line, self._passing = "", False
        if passing:
            if not last:
                out.append(self._show("\n"))
            return
        start = line.lstrip()
        if self._in_block:
            if start.startswith(BLOCK_CLOSE):
                self._held, self._in_block = [], False
            else:
                self._held.append(line)
        elif start.startswith(BLOCK_OPEN):
            self._in_block = True
        elif not start.startswith(_MARKERS):
            out.append(self._show(line if last else line + "\n"))

    def _show(self, text: str) -> str:
        # Leading whitespace is dropped and trailing whitespace held until more text follows, so
        # the stream ends up stripped like strip_scaffold's result.
        text = self._space + text
        if not self._started:
            text = text.lstrip()
        body = text.rstrip()
        self._space = text[len(body) :]
        if body:
            self._started = True
        return body
