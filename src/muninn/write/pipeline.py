"""Job handlers of the write path: extraction with consolidation, summaries, maintenance.

A handler gets a :class:`~muninn.domain.models.Job` and returns its result. Extraction saves the
model's candidates and each applied outcome as checkpoints, so a re-run after a crash reuses the
same answer and skips what was already applied; exact-duplicate detection covers the one
candidate that may have been applied just before the crash. Every checkpoint is refused to a
worker that lost its lease (:class:`~muninn.errors.LeaseLost`), so a run that outlived its lease
stops before it applies anything more: only the new owner's run writes.

One extraction per turn range: a session's extract jobs run in the order of the turns they
cover. A job that finds an earlier extract job of the same session still queued or running
(an exchange job waiting for a retry, say) is deferred until that one has run, instead of
extracting its turns as well and leaving the earlier job's saved answer unused.

A candidate that cannot be applied for a reason a retry would meet again (an unusable verdict
twice, see :mod:`~muninn.write.consolidate`; a memory it targets erased meanwhile) is dropped
and counted; the other candidates are applied and the job ends.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Protocol

from muninn.domain.jobs import ExtractPayload, ExtractState, FoldPayload, JobKind, SummarisePayload
from muninn.domain.models import Job, Scope, Source, Turn
from muninn.errors import InvalidInput, NotFound
from muninn.policy import is_policy_evidence
from muninn.providers.llm import ChatProvider, Message
from muninn.providers.llm.parse import OutputError
from muninn.read.index import IndexCache
from muninn.records import Records
from muninn.sessions.working import fold_batch, window
from muninn.settings import Settings
from muninn.stores.base import JobStore, ProfileStore, TelemetryStore, TurnStore
from muninn.worker.queue import JobQueue
from muninn.worker.runner import Deferred, Handler
from muninn.write import maintenance, places
from muninn.write.ask import ask_json
from muninn.write.consolidate import Outcome, consolidate
from muninn.write.extract import Limits, clean_turns, extract
from muninn.write.gate import NOTHING_LEARNED, ChangeGate, Floats, Learned
from muninn.write.prompts import EXTRACT_VERSION, SUMMARY_SCHEMA, SummaryAnswer, fold_messages, summarise_messages
from muninn.write.slots import Filled, slot_of

KNOWN_LIMIT = 12  # memories shown to the extractor; more costs prompt tokens for little gain
DEFER_SECONDS = 1.0  # a deferred job comes due this long after the job it waits for
PENDING_LIMIT = 1000  # queued and running jobs of one user looked at for an earlier extraction


class PipelineStore(TurnStore, ProfileStore, TelemetryStore, JobStore, Protocol):
    """The store roles the write path reads besides :class:`Records`."""


class WritePipeline:
    """Handlers keyed by job kind, for jobs of any tenant, bound to the memory model."""

    def __init__(
        self,
        settings: Settings,
        store: PipelineStore,
        records: Records,
        cache: IndexCache,
        queue: JobQueue,
        llm: ChatProvider,
        clock: Callable[[], datetime],
    ) -> None:
        self.settings = settings
        self.store = store
        self.records = records
        self.cache = cache
        self.queue = queue
        self.llm = llm
        self.clock = clock
        self._gates: dict[str, ChangeGate | None] = {}  # by embedder name: the shipped weights, where they fit
        self.handlers: dict[JobKind, Handler] = {
            "extract": self.extract_job,
            "summarise": self.summarise_job,
            "fold": self.fold_job,
        }

    async def extract_job(self, job: Job) -> dict[str, Any]:
        payload = ExtractPayload.model_validate(job.payload)
        store = self.store
        scope = Scope(job.tenant, job.user_id)
        session = payload.session
        info = await store.get_session(scope, session)
        since = info.extracted_until if info else None
        until = payload.until
        await self._wait_for_earlier(job, payload, since)
        turns = [
            t
            for t in await store.list_turns(scope, session_id=session)
            if (since is None or t.created_at > since) and (until is None or t.created_at.timestamp() <= until)
        ]
        if not turns:
            return {"turns": 0, "skipped": "no new turns"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        state = ExtractState.model_validate(job.result) if job.result else None
        counts: Counter[str] = Counter()
        if state is None:
            # a policy's occurrence records are no facts to show the extractor: copied back, with
            # "this week" read against the newest turn, one became a second record with a wrong date
            known = [
                m.content for m in await self.records.list(scope, limit=KNOWN_LIMIT) if not is_policy_evidence(m.tags)
            ]
            index = await self.cache.get(scope, "memories")
            slotted = [
                text
                for text, tags in zip(index.rows.texts, index.rows.tags, strict=True)
                if not is_policy_evidence(tags) and slot_of(text) is not None
            ]
            learned = await self._learned(scope, turns, slotted)
            extraction = await extract(
                self.llm,
                turns,
                known=known,
                kinds=self.settings.kinds,
                now=turns[-1].created_at,
                metadata=meta,
                limits=Limits.of(self.settings),
                slotted=slotted,
                learned=learned,
            )
            state = ExtractState(
                candidates=extraction.candidates,
                invalid=extraction.invalid,
                repaired=extraction.repaired,
                calls=extraction.calls,
            )
            await self.queue.checkpoint(job, state.model_dump(mode="json"))
            counts.update(
                {
                    "extract.calls": extraction.calls,
                    "extract.candidates": len(extraction.candidates),
                    "extract.invalid_items": extraction.invalid,
                    "extract.repaired": int(extraction.repaired),
                    "extract.zero_facts": int(not extraction.candidates),
                    "extract.echoed": int(extraction.echoed),
                    "check.calls": extraction.check_calls,
                    "check.unusable": extraction.check_unusable,
                    "check.changes": sum(1 for c in extraction.candidates if c.replaces is not None),
                }
            )
        source = Source(
            session_id=session,
            turn_ids=[t.id for t in turns],
            actor="extractor",
            extractor_model=self.llm.model,
            prompt_version=EXTRACT_VERSION,
        )
        for candidate in state.candidates[len(state.outcomes) :]:
            try:
                outcome = await consolidate(
                    self.records, self.cache, scope, candidate, llm=self.llm, source=source, metadata=meta
                )
            except (InvalidInput, NotFound) as exc:
                # the saved candidate, or the memory it targets, is refused: a retry would meet the
                # same refusal and lose every other candidate with it
                outcome = Outcome(candidate.content, "llm", "drop", f"refused: {exc}")
                counts["consolidate.refused"] += 1
            state.outcomes.append(outcome.as_dict())
            await self.queue.checkpoint(job, state.model_dump(mode="json"))
            counts.update(
                {
                    f"path.{outcome.path}": 1,
                    f"action.{outcome.action}": 1,
                    f"outcome.{outcome.path}.{outcome.action}": 1,
                    "consolidate.calls": outcome.llm_calls,
                    "consolidate.reasked": int(outcome.invalid_verdicts > 0),
                    "consolidate.invalid": int(outcome.invalid_verdicts > 1),
                    "consolidate.left_behind": len(outcome.left_behind),
                }
            )
        await store.mark_extracted(scope, session, turns[-1].created_at)
        state.turns = len(turns)
        state.maintenance = await self.maintain(scope)
        await store.bump_counters(scope, dict(counts))
        return state.model_dump(mode="json", exclude_none=True)

    async def _learned(self, scope: Scope, turns: list[Turn], slotted: list[str]) -> Learned:
        """The learned sign of change (:mod:`muninn.write.gate`) of each slot memory in ``slotted`` for the
        user's turns among ``turns``, the learned value of each closed slot's memory and the likeliest new home of
        each residence's, each with its probability; none where there is nothing to weigh or the embedder has no
        weights."""
        said = [t.content for t in clean_turns(turns) if t.role == "user"]
        if not said or not slotted:
            return NOTHING_LEARNED
        name = self.records.embeddings.embedder.name
        if name not in self._gates:
            self._gates[name] = ChangeGate.packaged(name)
        gate = self._gates[name]
        if gate is None:
            return NOTHING_LEARNED
        vectors = await self.records.embed(scope, [*said, *slotted])
        turns_said, held = vectors[: len(said)], vectors[len(said) :]
        fills = {memory: filled for memory in slotted if (filled := slot_of(memory)) is not None}
        values = {
            memory: gate.values[filled.slot].value(turns_said, held[i])
            for i, memory in enumerate(slotted)
            if (filled := fills.get(memory)) is not None and filled.slot in gate.values
        }
        signs = dict(zip(slotted, gate.signs(turns_said, held).tolist(), strict=True))
        homes = [
            (memory, filled) for memory, filled in fills.items() if filled.slot == "residence" and not filled.negated
        ]
        return Learned(signs, values, await self._places(scope, gate, said, turns_said, homes))

    async def _places(
        self, scope: Scope, gate: ChangeGate, said: list[str], turns_said: Floats, homes: list[tuple[str, Filled]]
    ) -> dict[str, tuple[str, float]] | None:
        """For each residence memory in ``homes``, the likeliest new home among the cities the user's turns
        ``said`` (their vectors ``turns_said``) name (:mod:`muninn.write.places`) and its probability, by the
        gate's :class:`Places`."""
        if gate.places is None or not homes:
            return None
        found = [(m, k, c) for m, f in homes for k, text in enumerate(said) for c in places.mentions(text, f.value)]
        if not found:
            return {}
        windows = await self.records.embed(scope, [places.window(said[k], c) for _, k, c in found])
        p = gate.places.probabilities(windows, turns_said[[k for _, k, _ in found]])
        out: dict[str, tuple[str, float]] = {}
        for (memory, _, city), chance in zip(found, p.tolist(), strict=True):
            if memory not in out or chance > out[memory][1]:
                out[memory] = (city.name, chance)
        return out

    async def _wait_for_earlier(self, job: Job, payload: ExtractPayload, since: datetime | None) -> None:
        """Defer ``job`` while an extract job of the same session covering earlier turns is still
        queued or running: that job extracts its own range (resuming its saved answer), and this
        one then finds only the turns after it."""
        mine = float("inf") if payload.until is None else payload.until
        done = float("-inf") if since is None else since.timestamp()
        earlier = []
        pending = await self.store.list_jobs(
            job.tenant, states=("queued", "running"), user_id=job.user_id, limit=PENDING_LIMIT
        )
        for other in pending:
            if other.id == job.id or other.kind != "extract":
                continue
            theirs = ExtractPayload.model_validate(other.payload)
            end = float("inf") if theirs.until is None else theirs.until
            if theirs.session == payload.session and done < end < mine:
                earlier.append(other)
        if earlier:
            first = min(earlier, key=lambda j: j.next_run_at)
            until = max(first.next_run_at, self.clock()) + timedelta(seconds=DEFER_SECONDS)
            raise Deferred(until, f"waits for extract job {first.id}, which covers earlier turns of the session")

    async def maintain(self, scope: Scope) -> dict[str, int]:
        """Expire events, archive summarised old memories and enforce the cap; maybe queue a summary."""
        s = self.settings
        now = self.clock()
        active = await self.records.list(scope)
        summary = await self.store.latest_summary(scope)
        plan = {
            "event expired": maintenance.expired_events(active, now, window_days=s.followup_window_days),
            "summarised and older than the archive age": maintenance.summarised_and_old(
                active, summary, now, archive_after_days=s.archive_after_days
            ),
        }
        gone = {i for ids in plan.values() for i in ids}
        remaining = [r for r in active if r.id not in gone]
        # policy evidence (tags "policy:…") drives behaviour and is kept out of the cap
        capped = [r for r in remaining if not is_policy_evidence(r.tags)]
        plan["over the per-user cap"] = maintenance.over_cap(
            capped, s.max_active_memories, now, half_life_days=s.freshness_half_life_days
        )
        archived = 0
        for reason, ids in plan.items():
            for memory_id in ids:
                await self.records.set_status(scope, memory_id, "archived", "archive", reason)
                archived += 1
        queued = 0
        if maintenance.summary_due(remaining, summary, every=s.summary_every):
            key = f"summarise:{scope.user_id}:{summary.id if summary else 'first'}"
            _, created = await self.queue.enqueue(scope, "summarise", SummarisePayload(), key=key)
            queued = int(created)
        return {"archived": archived, "summary_queued": queued}

    async def summarise_job(self, job: Job) -> dict[str, Any]:
        SummarisePayload.model_validate(job.payload)
        scope = Scope(job.tenant, job.user_id)
        previous = await self.store.latest_summary(scope)
        fresh = maintenance.summary_due(await self.records.list(scope), previous, every=1)
        if not fresh:
            return {"skipped": "nothing new to summarise"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        messages = summarise_messages([m.content for m in fresh], previous.text if previous else None)
        text, calls = await self._summary(messages, meta, max_tokens=300)
        start = previous.period_end if previous else fresh[0].created_at
        summary = await self.records.add_summary(
            scope, text, memory_ids=[m.id for m in fresh], period_start=start, period_end=self.clock()
        )
        await self.store.bump_counters(scope, {"summaries": 1, "summarise.calls": calls})
        return {"summary_id": summary.id, "facts": len(fresh), "calls": calls}

    async def fold_job(self, job: Job) -> dict[str, Any]:
        """Fold turns that left the conversation window into the session's rolling summary.

        Up to the job's point, or further when more turns have left the window since it was
        queued (:func:`~muninn.sessions.working.fold_batch`): one model call then covers every
        fold job queued meanwhile, and those that run after it find nothing left to fold."""
        payload = FoldPayload.model_validate(job.payload)
        scope = Scope(job.tenant, job.user_id)
        session, until = payload.session, payload.until
        info = await self.store.get_session(scope, session)
        since = info.summarised_until if info else None
        summary = (info.rolling_summary if info else None) or ""
        budget = self.settings.conversation_budget
        pending = [
            t
            for t in clean_turns(await self.store.list_turns(scope, session_id=session))
            if since is None or t.created_at > since
        ]
        kept, older = window(pending, budget, summary=summary)
        batch = fold_batch(kept, older, budget * self.settings.fold_keep, summary=summary)
        if batch:
            until = max(until, batch[-1].created_at.timestamp())
        turns = [t for t in pending if t.created_at.timestamp() <= until]
        if not turns:
            return {"skipped": "already folded"}
        meta = {"tenant": job.tenant, "user": job.user_id, "job": job.id}
        messages = fold_messages(turns, summary or None)
        text, calls = await self._summary(messages, meta, max_tokens=200)
        await self.store.set_rolling_summary(scope, session, text, turns[-1].created_at)
        await self.store.bump_counters(scope, {"folds": 1, "fold.calls": calls})
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
