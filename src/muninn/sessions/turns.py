"""Turns in, sessions out: recording turns, working memory, session ends (explicit or by idle
expiry) and the conversation window that the context shows."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.jobs import ExtractPayload, FoldPayload
from muninn.domain.models import Scope, Turn
from muninn.sessions.working import Buffer, WorkingMemory, append, fold_batch, grounded_query, window
from muninn.settings import Settings
from muninn.stores.base import TurnStore
from muninn.worker.queue import JobQueue


class Conversations:
    """Records turns into the store and working memory and queues the write path's jobs."""

    def __init__(
        self,
        settings: Settings,
        store: TurnStore,
        working: WorkingMemory,
        queue: JobQueue,
        clock: Callable[[], datetime],
    ) -> None:
        self.settings = settings
        self.store = store
        self.working = working
        self.queue = queue
        self.clock = clock

    async def record(self, scope: Scope, session: str, turns: Sequence[dict[str, Any]]) -> builtins.list[Turn]:
        """Persist turns (each ``{"role", "content", "name"?, "at"?, "id"?}``); idempotent by id.

        The turns join the session's working memory; after an assistant turn an extraction job is
        queued (in ``exchange`` mode). Nothing here waits for a model.
        """
        session = check.identifier(session, "session")
        out = []
        for raw in turns:
            role = check.role(raw.get("role", "user"))
            out.append(
                Turn(
                    id=check.identifier(raw.get("id") or new_id(), "turn id"),
                    tenant=scope.tenant,
                    user_id=scope.user_id,
                    session_id=session,
                    role=role,
                    name=None if raw.get("name") is None else check.identifier(raw["name"], "name"),
                    content=check.text(raw.get("content", ""), "turn content", self.settings.max_turn_chars),
                    created_at=check.aware(raw.get("at"), "turn time") or self.clock(),
                )
            )
        buffer = await self.buffer(scope, session)
        await self.store.insert_turns(out)
        await self.working.put(append(buffer, out, cap=self.settings.session_max_messages))
        answered = [t for t in out if t.role == "assistant"]
        if answered and self.settings.extraction_mode == "exchange":
            until = max(t.created_at for t in answered).timestamp()
            await self.queue.enqueue(
                scope, "extract", ExtractPayload(session=session, until=until), key=f"extract:{session}:{until}"
            )
        if out:
            await self._maybe_fold(scope, session, buffer)
        return out

    async def end(self, scope: Scope, session: str) -> bool:
        """Close a session: its buffer is dropped and extraction is queued for what is left of it."""
        session = check.identifier(session, "session")
        await self.working.drop(scope, session)
        ended = await self.store.end_session(scope, session, self.clock())
        if ended:
            await self.queue.enqueue(scope, "extract", ExtractPayload(session=session), key=f"extract:{session}:end")
        return ended

    async def expire_idle(self) -> int:
        """End every session idle for ``session_idle_minutes``, in every tenant; returns how many."""
        idle = await self.working.idle(self.clock(), idle_after=timedelta(minutes=self.settings.session_idle_minutes))
        for buffer in idle:
            await self.end(buffer.scope, buffer.session_id)
        return len(idle)

    async def buffer(self, scope: Scope, session: str, *, end_idle: bool = True) -> Buffer:
        """The session's live buffer, rebuilt from the store after a restart. An idle one is ended
        (``end_idle``) or, on the read path, which never writes, just treated as empty."""
        buffer = await self.working.get(scope, session)
        idle_after = timedelta(minutes=self.settings.session_idle_minutes)
        if (
            buffer is not None
            and buffer.last_activity is not None
            and self.clock() - buffer.last_activity >= idle_after
        ):
            if not end_idle:
                return Buffer(scope, session)
            await self.end(scope, session)
            buffer = None
        if buffer is None:
            info = await self.store.get_session(scope, session)
            recent: list[Turn] = []
            if info is not None and info.ended_at is None and self.clock() - info.last_turn_at < idle_after:
                recent = await self.store.list_turns(
                    scope, session_id=session, limit=self.settings.session_max_messages
                )
            buffer = append(Buffer(scope, session), recent, cap=self.settings.session_max_messages)
        return buffer

    async def _maybe_fold(self, scope: Scope, session: str, buffer: Buffer) -> None:
        """Queue a rolling-summary job when turns have fallen out of the conversation window."""
        kept, older, summary = await self._window(scope, session, buffer)
        batch = fold_batch(kept, older, self.settings.conversation_budget * self.settings.fold_keep, summary=summary)
        if batch:
            until = batch[-1].created_at.timestamp()
            await self.queue.enqueue(
                scope, "fold", FoldPayload(session=session, until=until), key=f"fold:{session}:{until}"
            )

    async def _window(self, scope: Scope, session: str, buffer: Buffer) -> tuple[list[Turn], list[Turn], str]:
        """The buffer's window under the conversation budget beside the stored rolling summary:
        (turns shown verbatim, older turns not yet folded, the summary)."""
        info = await self.store.get_session(scope, session)
        summary = (info.rolling_summary if info else None) or ""
        kept, older = window(
            buffer.turns,
            self.settings.conversation_budget,
            summary=summary,
            summarised_until=info.summarised_until if info else None,
        )
        return kept, older, summary

    async def conversation(self, scope: Scope, session: str, utterance: str) -> tuple[str, list[Turn], str]:
        """The session's rolling summary ("" when none), the newest turns that fit the conversation
        budget (verbatim, for callers that keep no history of their own), and the retrieval query
        grounded in the last user turns. Never writes."""
        buffer = await self.buffer(scope, check.identifier(session, "session"), end_idle=False)
        kept, _, summary = await self._window(scope, session, buffer)
        summary = summary if buffer.turns else ""  # an idle (emptied) session shows no summary either
        return summary, kept, grounded_query(utterance, buffer)
