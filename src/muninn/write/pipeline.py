"""Job handlers of the write path: extraction with consolidation, summaries, maintenance.

A handler gets a :class:`~muninn.domain.models.Job` and returns its result. Extraction saves the
model's candidates and each applied outcome as checkpoints, so a re-run after a crash reuses the
same answer and skips what was already applied; exact-duplicate detection covers the one
candidate that may have been applied just before the crash.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from datetime import UTC, datetime
from typing import Any

from muninn.domain.models import Job, Scope, Source
from muninn.providers.llm import ChatProvider, Message
from muninn.service import AsyncMemory
from muninn.write import maintenance
from muninn.write.ask import ask_json
from muninn.write.consolidate import consolidate
from muninn.write.extract import Candidate, clean_turns, extract
from muninn.write.parse import OutputError
from muninn.write.prompts import EXTRACT_VERSION, SUMMARY_SCHEMA, SummaryAnswer, fold_messages, summarise_messages

KNOWN_LIMIT = 12  # memories shown to the extractor; more costs prompt tokens for little gain


class WritePipeline:
    """Handlers keyed by job kind, bound to a memory service and the memory model."""

    KINDS = ("extract", "summarise", "fold")

    def __init__(self, memory: AsyncMemory, llm: ChatProvider) -> None:
        self.memory = memory
        self.llm = llm
        self.handlers = {"extract": self.extract_job, "summarise": self.summarise_job, "fold": self.fold_job}

    def _for(self, job: Job) -> AsyncMemory:
        return self.memory if job.tenant == self.memory.tenant else self.memory.with_tenant(job.tenant)

    async def extract_job(self, job: Job) -> dict[str, Any]:
        memory = self._for(job)
        store = memory.store
        scope = Scope(job.tenant, job.user_id)
        session = str(job.payload["session"])
        info = await store.get_session(scope, session)
        since = info.extracted_until if info else None
        until = job.payload.get("until")
        turns = [
            t
            for t in await store.list_turns(scope, session_id=session)
            if (since is None or t.created_at > since) and (until is None or t.created_at.timestamp() <= until)
        ]
        if not turns:
            return {"turns": 0, "skipped": "no new turns"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        state: dict[str, Any] = dict(job.result or {})
        counts: Counter[str] = Counter()
        if "candidates" not in state:
            known = [m.content for m in await memory.list(job.user_id, limit=KNOWN_LIMIT)]
            extraction = await extract(
                self.llm, turns, known=known, kinds=memory.settings.kinds, now=turns[-1].created_at, metadata=meta
            )
            state = {
                "candidates": [_dump(c) for c in extraction.candidates],
                "invalid": extraction.invalid,
                "repaired": extraction.repaired,
                "calls": extraction.calls,
                "outcomes": [],
            }
            await store.checkpoint_job(job.id, result=state)
            counts.update(
                {
                    "extract.calls": extraction.calls,
                    "extract.candidates": len(extraction.candidates),
                    "extract.invalid_items": extraction.invalid,
                    "extract.repaired": int(extraction.repaired),
                    "extract.zero_facts": int(not extraction.candidates),
                }
            )
        source = Source(
            session_id=session,
            turn_ids=[t.id for t in turns],
            actor="extractor",
            extractor_model=self.llm.model,
            prompt_version=EXTRACT_VERSION,
        )
        for raw in state["candidates"][len(state["outcomes"]) :]:
            outcome = await consolidate(memory, job.user_id, _load(raw), llm=self.llm, source=source, metadata=meta)
            state["outcomes"].append(outcome.as_dict())
            await store.checkpoint_job(job.id, result=state)
            counts.update(
                {
                    f"path.{outcome.path}": 1,
                    f"action.{outcome.action}": 1,
                    f"outcome.{outcome.path}.{outcome.action}": 1,
                    "consolidate.calls": outcome.llm_calls,
                }
            )
        await store.mark_extracted(scope, session, turns[-1].created_at)
        state["turns"] = len(turns)
        state["maintenance"] = await self.maintain(memory, job.user_id)
        await store.bump_counters(scope, dict(counts))
        return state

    async def maintain(self, memory: AsyncMemory, user: str) -> dict[str, int]:
        """Expire events, archive summarised old memories and enforce the cap; maybe queue a summary."""
        s = memory.settings
        now = memory.clock()
        active = await memory.list(user)
        summary = await memory.store.latest_summary(memory._scope(user))
        plan = {
            "event expired": maintenance.expired_events(active, now, window_days=s.followup_window_days),
            "summarised and older than the archive age": maintenance.summarised_and_old(
                active, summary, now, archive_after_days=s.archive_after_days
            ),
        }
        gone = {i for ids in plan.values() for i in ids}
        remaining = [r for r in active if r.id not in gone]
        # policy evidence (tags "policy:…") drives behaviour and is kept out of the cap
        capped = [r for r in remaining if not any(t.startswith("policy:") for t in r.tags)]
        plan["over the per-user cap"] = maintenance.over_cap(
            capped, s.max_active_memories, now, half_life_days=s.freshness_half_life_days
        )
        archived = 0
        for reason, ids in plan.items():
            for memory_id in ids:
                await memory.archive(user, memory_id, reason=reason)
                archived += 1
        queued = 0
        if maintenance.summary_due(remaining, summary, every=s.summary_every):
            key = f"summarise:{user}:{summary.id if summary else 'first'}"
            _, created = await memory.enqueue(user, "summarise", {}, key=key)
            queued = int(created)
        return {"archived": archived, "summary_queued": queued}

    async def summarise_job(self, job: Job) -> dict[str, Any]:
        memory = self._for(job)
        scope = Scope(job.tenant, job.user_id)
        previous = await memory.store.latest_summary(scope)
        fresh = maintenance.summary_due(await memory.list(job.user_id), previous, every=1)
        if not fresh:
            return {"skipped": "nothing new to summarise"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        messages = summarise_messages([m.content for m in fresh], previous.text if previous else None)
        text, calls = await self._summary(messages, meta, max_tokens=300)
        start = previous.period_end if previous else fresh[0].created_at
        summary = await memory.add_summary(
            job.user_id, text, memory_ids=[m.id for m in fresh], period_start=start, period_end=memory.clock()
        )
        await memory.store.bump_counters(scope, {"summaries": 1, "summarise.calls": calls})
        return {"summary_id": summary.id, "facts": len(fresh), "calls": calls}

    async def fold_job(self, job: Job) -> dict[str, Any]:
        """Fold turns that left the conversation window into the session's rolling summary."""
        memory = self._for(job)
        scope = Scope(job.tenant, job.user_id)
        session = str(job.payload["session"])
        until = float(job.payload["until"])
        info = await memory.store.get_session(scope, session)
        since = info.summarised_until if info else None
        turns = [
            t
            for t in clean_turns(await memory.store.list_turns(scope, session_id=session))
            if (since is None or t.created_at > since) and t.created_at.timestamp() <= until
        ]
        if not turns:
            return {"skipped": "already folded"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        messages = fold_messages(turns, info.rolling_summary if info else None)
        text, calls = await self._summary(messages, meta, max_tokens=200)
        await memory.store.set_rolling_summary(scope, session, text, turns[-1].created_at)
        return {"folded": len(turns), "calls": calls}

    async def _summary(self, messages: list[Message], meta: dict[str, str], *, max_tokens: int) -> tuple[str, int]:
        """A ``{"summary": …}`` answer from the memory model and how many calls it took."""
        answer = await ask_json(
            self.llm, messages, schema=SUMMARY_SCHEMA, purpose="summarise", metadata=meta, max_tokens=max_tokens
        )
        try:
            return SummaryAnswer.model_validate(answer.value).summary, answer.calls
        except ValueError as exc:
            raise OutputError(f"summarise: invalid answer ({exc})", retryable=True) from None


def _dump(c: Candidate) -> dict[str, Any]:
    data = dataclasses.asdict(c)
    data["event_at"] = c.event_at.timestamp() if c.event_at else None
    return data


def _load(data: dict[str, Any]) -> Candidate:
    event = data.get("event_at")
    return Candidate(**(data | {"event_at": datetime.fromtimestamp(event, UTC) if event else None}))
