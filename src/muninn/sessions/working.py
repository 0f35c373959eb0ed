"""Per-session turn buffers with an idle reset and a hard cap, and the prompt window over them.

The buffer is what the prompt sees of the live conversation: the newest turns verbatim and a
rolling summary of older ones. It lives in RAM here (Redis when scaled out, behind the same
:class:`WorkingMemory` protocol) and is never the long-term store: the durable transcript is in
the store's ``turns`` table, and long-term memories come only from the write path.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from muninn.domain.models import Scope, Turn
from muninn.domain.text import estimate_tokens


@dataclass(slots=True)
class Buffer:
    """One session's live state."""

    scope: Scope
    session_id: str
    turns: list[Turn] = field(default_factory=list)
    dropped: int = 0  # turns removed by the cap (still in the store's transcript)
    last_activity: datetime | None = None


class WorkingMemory(Protocol):
    """Where buffers live: in process (embedded) or in Redis (scaled out)."""

    async def get(self, scope: Scope, session_id: str) -> Buffer | None: ...

    async def put(self, buffer: Buffer) -> None: ...

    async def drop(self, scope: Scope, session_id: str) -> None: ...

    async def drop_user(self, scope: Scope) -> int:
        """Forget every buffer of the user (on erase); returns how many there were."""
        ...

    async def idle(self, now: datetime, *, idle_after: timedelta) -> list[Buffer]:
        """Buffers with no activity for ``idle_after``."""
        ...


Key = tuple[str, str, str]


class InProcessWorkingMemory:
    """Buffers in a dict, at most ``max_sessions`` of them; expiry is checked by the caller with
    :meth:`idle`.

    Over the bound, the least recently used buffer is evicted. Nothing is lost: its turns are in
    the store, and the next use of the session rebuilds the buffer from there (see
    :meth:`muninn.sessions.turns.Conversations.buffer`). A turn-less stub of it is kept so that
    :meth:`idle` still reports the session and its idle end (and extraction) still happens; stubs
    are bounded too (``STUBS_PER_SESSION`` × ``max_sessions``), and one evicted from there is in
    the state every session is in after a restart.
    """

    STUBS_PER_SESSION = 10

    def __init__(self, *, max_sessions: int = 10_000) -> None:
        if max_sessions < 1:
            raise ValueError("max_sessions must be at least 1")
        self.max_sessions = max_sessions
        self._buffers: OrderedDict[Key, Buffer] = OrderedDict()
        self._stubs: OrderedDict[Key, Buffer] = OrderedDict()
        self.evicted = 0

    def __len__(self) -> int:
        return len(self._buffers)

    async def get(self, scope: Scope, session_id: str) -> Buffer | None:
        key = (scope.tenant, scope.user_id, session_id)
        buffer = self._buffers.get(key)
        if buffer is not None:
            self._buffers.move_to_end(key)
        return buffer

    async def put(self, buffer: Buffer) -> None:
        key = (buffer.scope.tenant, buffer.scope.user_id, buffer.session_id)
        self._stubs.pop(key, None)
        self._buffers[key] = buffer
        self._buffers.move_to_end(key)
        while len(self._buffers) > self.max_sessions:
            old_key, old = self._buffers.popitem(last=False)
            self.evicted += 1
            if old.last_activity is not None:
                self._stubs[old_key] = Buffer(old.scope, old.session_id, last_activity=old.last_activity)
        while len(self._stubs) > self.STUBS_PER_SESSION * self.max_sessions:
            self._stubs.popitem(last=False)

    async def drop(self, scope: Scope, session_id: str) -> None:
        key = (scope.tenant, scope.user_id, session_id)
        self._buffers.pop(key, None)
        self._stubs.pop(key, None)

    async def drop_user(self, scope: Scope) -> int:
        who = (scope.tenant, scope.user_id)
        for key in [k for k in self._stubs if k[:2] == who]:
            del self._stubs[key]
        keys = [k for k in self._buffers if k[:2] == who]
        for key in keys:
            del self._buffers[key]
        return len(keys)

    async def idle(self, now: datetime, *, idle_after: timedelta) -> list[Buffer]:
        return [
            b
            for table in (self._buffers, self._stubs)
            for b in table.values()
            if b.last_activity is not None and now - b.last_activity >= idle_after
        ]


def append(buffer: Buffer, turns: Sequence[Turn], *, cap: int) -> Buffer:
    """Add turns; beyond ``cap`` the oldest are dropped (the summary keeps their gist)."""
    known = {t.id for t in buffer.turns}
    turns = [t for t in turns if t.id not in known]  # a re-sent turn (the store skips it too)
    buffer.turns.extend(turns)
    overflow = len(buffer.turns) - cap
    if overflow > 0:
        del buffer.turns[:overflow]
        buffer.dropped += overflow
    if turns:
        buffer.last_activity = max(t.created_at for t in turns)
    return buffer


def window(
    turns: Sequence[Turn], budget: int, *, summary: str = "", summarised_until: datetime | None = None
) -> tuple[list[Turn], list[Turn]]:
    """(newest turns that fit ``budget`` tokens beside the summary, older turns not yet summarised).

    Turns the rolling summary already covers (up to ``summarised_until``) are never returned.
    The newest turn is always kept, whatever its size.
    """
    open_turns = [t for t in turns if summarised_until is None or t.created_at > summarised_until]
    kept: list[Turn] = []
    used = estimate_tokens(summary)
    for turn in reversed(open_turns):
        cost = turn_tokens(turn)
        if kept and used + cost > budget:
            break
        kept.append(turn)
        used += cost
    kept.reverse()
    return kept, open_turns[: len(open_turns) - len(kept)]


def turn_tokens(turn: Turn) -> int:
    """A turn's share of the conversation window: its text and a little framing."""
    return estimate_tokens(turn.content) + 4


def fold_batch(kept: Sequence[Turn], older: Sequence[Turn], keep_tokens: float, *, summary: str = "") -> list[Turn]:
    """The turns to fold into the rolling summary now: those that left the window (``older``)
    and, while what stays verbatim with the summary is over ``keep_tokens``, the oldest of
    ``kept``. Folding past the window's edge leaves room, so the next fold waits until the window
    has filled again instead of coming with every exchange; no turn is ever out of both the window
    and the summary. The newest turn always stays. Empty when nothing has left the window."""
    if not older:
        return []
    rest = list(kept)
    used = estimate_tokens(summary) + sum(turn_tokens(t) for t in rest)
    fold = list(older)
    while len(rest) > 1 and used > keep_tokens:
        turn = rest.pop(0)
        used -= turn_tokens(turn)
        fold.append(turn)
    return fold


def grounded_query(utterance: str, buffer: Buffer | None, *, turns: int = 2, max_chars: int = 600) -> str:
    """The retrieval query: the utterance plus the last few user turns, so 'that' resolves."""
    if buffer is None:
        return utterance
    recent = [t.content for t in buffer.turns if t.role == "user" and t.content != utterance][-turns:]
    context = " ".join(recent)[-max_chars:]
    return f"{context} {utterance}".strip() if context else utterance
