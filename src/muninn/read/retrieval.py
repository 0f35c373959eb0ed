"""The read path: hybrid search and context assembly. No LLM (unless a policy classifier is
passed), no writes.

:meth:`Retrieval.context` gathers the candidate sections (profile, due follow-ups, the
session's rolling summary, memories relevant to the grounded query, recent memories, the latest
summary), then :func:`~muninn.read.context.pack` fits them under the token budget by priority
and :func:`~muninn.read.context.render` quotes them as data.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import numpy as np

from muninn import validation as check
from muninn.domain.decay import unconfirmed_note
from muninn.domain.models import Hit, MemoryRecord, MemoryStatus, Scope, Turn
from muninn.domain.text import estimate_tokens
from muninn.errors import InvalidInput
from muninn.policy import POLICY_TAG, Decision, Policy, decide, load_policy
from muninn.providers.llm import ChatProvider
from muninn.read.context import FRAME_TOKENS, Context, ContextItem, pack, render
from muninn.read.index import IndexCache, UserIndex
from muninn.read.search import SearchParams, dense_query, filter_mask, hybrid
from muninn.records import Records
from muninn.sessions.turns import Conversations
from muninn.settings import Settings
from muninn.stores.base import Corpus, IndexRows, MemoryStore, ProfileStore, TurnStore, Vector

# muninn's own instruction when an event from memory is due: code decides to follow up, the model phrases it
FOLLOW_UP_INSTRUCTION = (
    "A follow-up is due: first answer the user's message, then end your reply with one short "
    'question asking how the event under "Follow-ups due" went.'
)


class ReadStore(MemoryStore, ProfileStore, TurnStore, Protocol):
    """The store roles the read path uses."""


class Retrieval:
    """Search and context for any scope; shared by every tenant view of a runtime."""

    def __init__(
        self,
        settings: Settings,
        store: ReadStore,
        cache: IndexCache,
        records: Records,
        conversations: Conversations,
        clock: Callable[[], datetime],
    ) -> None:
        self.settings = settings
        self.store = store
        self.cache = cache
        self.records = records
        self.conversations = conversations
        self.clock = clock

    def _memory_item(
        self, rows: IndexRows, row: int, now: datetime, *, noted: bool = False, similarity: float | None = None
    ) -> ContextItem:
        """Row ``row`` of a cached memory index as a context line. Its note says when it was noted
        (with ``noted``) and, for a memory not re-stated for so long that its confidence decayed
        under ``unconfirmed_below``, since when it is unconfirmed (:func:`~muninn.domain.decay.unconfirmed_note`)."""
        s = self.settings
        notes: list[str | None] = [f"noted {datetime.fromtimestamp(rows.times[row], UTC):%Y-%m-%d}"] if noted else []
        if rows.confidence is not None:
            seen = None
            with contextlib.suppress(OverflowError, OSError, ValueError):  # a stored time outside the calendar
                seen = datetime.fromtimestamp(rows.seen[row], UTC)
            if seen is not None:
                notes.append(
                    unconfirmed_note(
                        float(rows.confidence[row]),
                        seen,
                        now,
                        half_life_days=s.confidence_half_life_days,
                        below=s.unconfirmed_below,
                    )
                )
        return ContextItem(
            text=rows.texts[row],
            memory_id=rows.ids[row],
            kind=rows.kinds[row],
            note="; ".join(filter(None, notes)) or None,
            similarity=similarity,
        )

    async def _index_and_vector(
        self,
        scope: Scope,
        corpus: Corpus,
        statuses: tuple[MemoryStatus, ...],
        text: str,
        *,
        always_embed: bool = False,
        reword: Callable[[UserIndex, str], str] | None = None,
    ) -> tuple[UserIndex, Vector | None]:
        """The scope's index and the vector of ``text``, the two made at the same time.

        Neither needs the other, and on a cache miss each takes about half of a read: the
        embedding runs in a thread (onnxruntime releases the GIL) while the index loads on the
        loop. The SQLite store runs its queries inside its async methods without yielding, so
        the embedding is handed to its thread (one turn of the loop) before the load starts.
        Unless ``always_embed``, a scope that never had a row in ``corpus`` is not embedded for.
        ``reword(index, text)`` is the text to embed once the index is known (see
        :func:`~muninn.read.search.dense_query`); on a miss ``text`` is embedded meanwhile, and
        embedded again reworded only when the rewording changed it.
        """
        cached, revision = await self.cache.lookup(scope, corpus, statuses)
        if cached is not None or (revision == 0 and not always_embed):
            index = cached if cached is not None else await self.cache.load(scope, corpus, statuses, revision)
            if not index.rows.ids and not always_embed:
                return index, None
            asked = text if reword is None else reword(index, text)
            return index, (await self.records.embed(scope, [asked]))[0]
        embedding = asyncio.ensure_future(self.records.embed(scope, [text]))
        await asyncio.sleep(0)
        try:
            index = await self.cache.load(scope, corpus, statuses, revision)
        except BaseException:
            embedding.cancel()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await embedding
            raise
        vector = (await embedding)[0]
        asked = text if reword is None else reword(index, text)
        if asked != text:
            vector = (await self.records.embed(scope, [asked]))[0]
        return index, vector

    def params(self, limit: int, **overrides: Any) -> SearchParams:
        """Search parameters from the settings, with ``overrides``."""
        s = self.settings
        defaults: dict[str, Any] = {
            "rrf_k": s.rrf_k,
            "fusion": s.search_fusion,
            "importance_weight": s.importance_weight,
            "freshness_weight": s.freshness_weight,
            "freshness_half_life_days": s.freshness_half_life_days,
        }
        return SearchParams(limit=limit, **(defaults | overrides))

    async def search(
        self,
        scope: Scope,
        query: str,
        *,
        corpus: Corpus = "memories",
        limit: int = 10,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        since: datetime | None = None,
        until: datetime | None = None,
        include_inactive: bool = False,
    ) -> list[Hit]:
        """Hybrid search of the scope's memories (or raw turns) for ``query``, best first. For
        raw turns, ``kinds`` are the speakers' roles ("user", "assistant" …)."""
        query = check.text(query, "query", self.settings.max_turn_chars)
        if not 1 <= limit <= 1000:
            raise InvalidInput("limit must be between 1 and 1000")
        for kind in kinds:
            if corpus == "memories":
                check.kind(kind, self.settings)
            else:
                check.role(kind)
        statuses: tuple[MemoryStatus, ...] = ("active", "superseded", "archived") if include_inactive else ("active",)
        # the dense query leaves out the names of the conversations' speakers, which the index knows
        index, vector = await self._index_and_vector(
            scope, corpus, statuses, query, always_embed=True, reword=dense_query if corpus == "turns" else None
        )
        params = self.params(
            limit,
            kinds=kinds,
            tags=check.tags(tags, self.settings),
            since=check.aware(since, "since"),
            until=check.aware(until, "until"),
            **({"importance_weight": 0.0, "freshness_weight": 0.0} if corpus == "turns" else {}),
        )
        ranked = hybrid(index, query, vector, params, now=self.clock().timestamp())
        ids = [index.rows.ids[r.row] for r in ranked]
        fetch = self.store.get_memories if corpus == "memories" else self.store.get_turns
        records: dict[str, MemoryRecord | Turn] = {r.id: r for r in await fetch(scope, ids)}
        return [
            Hit(record=records[i], score=r.score, dense_rank=r.dense_rank or None, lexical_rank=r.lexical_rank or None)
            for i, r in zip(ids, ranked, strict=True)
            if i in records
        ]

    def _recent(self, index: UserIndex, now: datetime) -> list[ContextItem]:
        """The newest active memories of the last ``recent_days``, read from the cached index
        (its rows are the scope's active memories, oldest first), so no query is made."""
        s = self.settings
        since = now - timedelta(days=s.recent_days)
        rows = index.rows
        allowed = np.flatnonzero(filter_mask(index, SearchParams(since=since, exclude_tag_prefixes=(POLICY_TAG,))))
        newest = allowed[np.argsort(-rows.times[allowed], kind="stable")][: s.recent_limit]
        return [self._memory_item(rows, int(row), now, noted=True) for row in newest]

    async def _memory_sections(
        self,
        scope: Scope,
        session: str | None,
        query: str,
        kinds: Sequence[str],
        tags: Sequence[str],
        now: datetime,
    ) -> tuple[list[Turn], str | None, list[ContextItem] | None, list[ContextItem]]:
        """The session's recent turns and rolling summary (None without a session), the memories
        relevant to the query grounded in the session (None without a query) and the recent ones."""
        s = self.settings
        recent_turns: list[Turn] = []
        rolling: str | None = None
        retrieval_query = query
        if session is not None:
            rolling, recent_turns, retrieval_query = await self.conversations.conversation(scope, session, query)
        relevant: list[ContextItem] | None = None
        if query.strip() and s.relevant_limit:
            index, vector = await self._index_and_vector(scope, "memories", ("active",), retrieval_query)
            # policy occurrence records quote the user's old messages ("I live in Berlin" after a
            # move): they drive the policy's decision, not the context block
            params = self.params(s.relevant_limit, kinds=kinds, tags=tags, exclude_tag_prefixes=(POLICY_TAG,))
            ranked = hybrid(index, retrieval_query, vector, params, now=now.timestamp())
            relevant = [
                self._memory_item(index.rows, r.row, now, similarity=r.cosine if r.dense_rank else None) for r in ranked
            ]
        elif s.recent_limit:
            index = await self.cache.get(scope, "memories")
        else:
            return recent_turns, rolling, relevant, []
        return recent_turns, rolling, relevant, self._recent(index, now) if s.recent_limit else []

    async def context(
        self,
        scope: Scope,
        session: str | None = None,
        query: str = "",
        *,
        budget: int | None = None,
        kinds: Sequence[str] = (),
        tags: Sequence[str] = (),
        policy: Policy | str | None = None,
        classifier: ChatProvider | None = None,
    ) -> Context:
        """Assemble the context block for the scope's next reply; see the module docstring."""
        s = self.settings
        budget = s.token_budget if budget is None else budget
        if budget < 50:
            raise InvalidInput("budget must be at least 50 tokens")
        if session is not None:
            session = check.identifier(session, "session")
        if query.strip() and s.relevant_limit:
            check.text(query, "query", s.max_turn_chars)
        decision: Decision | None = None
        if policy is not None and query.strip():
            chosen = policy if isinstance(policy, Policy) else load_policy(policy)
            decision = await decide(self.records, scope, query, chosen, classifier=classifier)
        now = self.clock()
        # The sections that do not depend on the query are read while the query is embedded and
        # ranked: on PostgreSQL each is a round trip, and one after the other they were half a read.
        # The query part goes first, so the embedding's thread has started before the other reads
        # (which, on SQLite, run without yielding) take the loop.
        query_task = asyncio.ensure_future(self._memory_sections(scope, session, query, kinds, tags, now))
        await asyncio.sleep(0)
        profile_task = asyncio.ensure_future(self.store.get_profile(scope))
        due_task = asyncio.ensure_future(
            self.store.due_events(scope, now=now, window_start=now - timedelta(days=s.followup_window_days))
        )
        summary_task = asyncio.ensure_future(self.store.latest_summary(scope))
        side = (profile_task, due_task, summary_task)
        try:
            recent_turns, rolling, relevant, recent = await query_task
            await asyncio.wait(side)
        except BaseException:
            for task in (query_task, *side):
                task.cancel()
            await asyncio.gather(query_task, *side, return_exceptions=True)
            raise
        profile, due, summary = (
            profile_task.result(),  # each raises what its read raised
            due_task.result(),
            summary_task.result(),
        )

        candidates: dict[str, list[ContextItem]] = {}
        if profile:
            candidates["profile"] = [ContextItem(text="; ".join(f"{k}: {v}" for k, v in sorted(profile.items())))]
        candidates["followups"] = [
            ContextItem(text=m.content, memory_id=m.id, kind=m.kind, note=f"was due {m.event_at:%Y-%m-%d %H:%M} UTC")
            for m in due
        ]
        parts = [FOLLOW_UP_INSTRUCTION] if candidates["followups"] else []
        instructions = "\n\n".join([*parts, decision.instructions] if decision and decision.instructions else parts)
        if rolling is not None:
            candidates["conversation"] = [ContextItem(text=rolling, note="summary of earlier turns")] if rolling else []
        if relevant is not None:
            candidates["relevant"] = relevant
        if s.recent_limit:
            candidates["recent"] = recent
        if summary is not None:
            note = f"{summary.period_start:%Y-%m-%d} to {summary.period_end:%Y-%m-%d}"
            candidates["summary"] = [ContextItem(text=summary.text, note=note)]

        # The instructions are required text; memory gets what they leave of the budget.
        instruction_tokens = estimate_tokens(instructions)
        sections, dropped = pack(candidates, max(budget - instruction_tokens, 0))
        tokens = {sec.name: sec.tokens for sec in sections}
        text = render(sections)
        return Context(
            user_id=scope.user_id,
            session_id=session,
            query=query,
            sections=sections,
            memory_ids=[i.memory_id for sec in sections for i in sec.items if i.memory_id],
            tokens=tokens,
            total_tokens=(0 if not text else sum(tokens.values()) + FRAME_TOKENS) + instruction_tokens,
            budget=budget,
            dropped=dropped,
            text=text,
            recent_turns=recent_turns,
            instructions=instructions,
            decision=decision,
        )
