"""The importance gate and two-path consolidation of one candidate fact.

Deterministic code routes: below the importance threshold a candidate is dropped; an exact
duplicate (normalised hash) refreshes the memory it repeats; a candidate that fills a
single-valued slot (:mod:`~muninn.write.slots`: residence, job, relationship, diet) that exactly
one active memory fills with another value supersedes that memory without a model call (path
``slot``; with several such memories they are shown to the model first); under the similarity
threshold it is inserted directly. Only a candidate close to existing memories costs one LLM call, which
judges add / update / supersede / noop. Policy occurrences (tags ``policy:…``) are never a
neighbour or a slot match: extraction must not merge or replace the evidence a policy counts.
Every candidate's path, action and reason is returned.

A verdict that parses but cannot be applied (``update`` without a target, a target that is not
one of the memories shown) is asked again once, saying what was wrong. A second unusable
verdict drops the candidate (action ``drop``, counted as ``consolidate.invalid``) instead of
failing the job: a retry would replay the same saved answer and fail the same way, losing every
other fact of the job. Dropping, not inserting, because the candidate is by construction close to
a memory the user already has (it passed the similarity threshold), so an insert would most
likely be a duplicate that nothing merges later; the dropped sentence stays in the job's
outcomes and its turns stay in the store.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from typing import Literal

import numpy as np
from pydantic import ValidationError

from muninn.domain.jobs import Candidate
from muninn.domain.models import MemoryRecord, Scope, Source
from muninn.domain.text import content_hash, terms
from muninn.policy import is_policy_evidence
from muninn.providers.llm import ChatProvider
from muninn.read.index import IndexCache
from muninn.records import Draft, Records
from muninn.write.ask import ask_json
from muninn.write.prompts import (
    CONSOLIDATE_SCHEMA,
    ConsolidationAction,
    consolidate_messages,
    verdict_repair_messages,
)
from muninn.write.slots import Filled, slot_of, tied_to_home

Path = Literal["gate_dropped", "exact_duplicate", "slot", "fast_insert", "llm"]
Action = Literal["add", "update", "supersede", "noop", "drop"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What happened to one candidate."""

    content: str
    path: Path
    action: Action
    reason: str
    memory_id: str | None = None
    target_id: str | None = None
    similarity: float | None = None
    llm_calls: int = 0
    invalid_verdicts: int = 0  # verdicts that could not be applied (2 means the candidate was dropped)
    left_behind: tuple[str, ...] = ()  # memories archived because they were tied to the home the user left

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def route(
    importance: float, *, exact: bool, similarity: float, importance_threshold: float, similarity_threshold: float
) -> Path:
    """The path a candidate takes; pure, so the thresholds are tested table-driven."""
    if importance < importance_threshold:
        return "gate_dropped"
    if exact:
        return "exact_duplicate"
    if similarity < similarity_threshold:
        return "fast_insert"
    return "llm"


async def consolidate(
    records: Records,
    cache: IndexCache,
    scope: Scope,
    candidate: Candidate,
    *,
    llm: ChatProvider,
    source: Source,
    metadata: dict[str, str],
) -> Outcome:
    """Route ``candidate`` and apply the result to the scope's memory."""
    s = records.settings
    existing = await records.store.find_by_hash(scope, content_hash(candidate.content))
    vector = None
    neighbours: list[tuple[str, str, float]] = []
    conflicts: list[tuple[str, str, float]] = []
    filled = slot_of(candidate.content)
    if existing is None and candidate.importance >= s.importance_threshold:
        (vector,) = await records.embed(scope, [candidate.content])
        neighbours, conflicts = await _nearest(cache, scope, vector, s.consolidate_neighbours, filled)
    best = neighbours[0][2] if neighbours else 0.0
    path = route(
        candidate.importance,
        exact=existing is not None,
        similarity=best if neighbours else float("-inf"),  # nothing to compare with: nothing to judge
        importance_threshold=s.importance_threshold,
        similarity_threshold=s.similarity_threshold,
    )
    if path == "gate_dropped":
        return Outcome(candidate.content, path, "drop", f"importance {candidate.importance:.2f} under the gate")
    if candidate.replaces is not None and existing is None:
        # a slot check found that the user's message changes this memory (muninn.write.check)
        old = await records.store.find_by_hash(scope, content_hash(candidate.replaces))
        if old is not None and not is_policy_evidence(old.tags):
            reason = f"the user's message changes it: {old.content!r} → {candidate.content!r}"
            updated, left = await _replace(
                records, scope, old.id, candidate, source, "supersede", reason, candidate.content
            )
            return Outcome(candidate.content, "slot", "supersede", reason, updated.id, old.id, None, left_behind=left)
    if existing is not None:
        await records.refresh(scope, existing.id, reason="re-stated in conversation")
        return Outcome(candidate.content, path, "noop", "exact duplicate; refreshed", existing.id, existing.id, 1.0)
    assert vector is not None
    if len(conflicts) == 1 and filled is not None:
        # code decides: one active memory holds another value of a single-valued slot
        target_id, old_text, similarity = conflicts[0]
        reason = f"same {filled.slot} slot, new value: {old_text!r} → {candidate.content!r}"
        updated, left = await _replace(
            records, scope, target_id, candidate, source, "supersede", reason, candidate.content
        )
        return Outcome(
            candidate.content, "slot", "supersede", reason, updated.id, target_id, similarity, left_behind=left
        )
    if conflicts:
        # several memories in the slot: the model picks, shown the contradicted ones first
        shown = {memory_id for memory_id, _, _ in conflicts}
        neighbours = [*conflicts, *(n for n in neighbours if n[0] not in shown)][: max(len(conflicts), len(neighbours))]
        path = "llm"
    if path == "fast_insert":
        record = await _insert(records, scope, candidate, source, vector, f"new fact (nearest similarity {best:.2f})")
        return Outcome(candidate.content, path, "add", "below the similarity threshold", record.id, None, best)

    messages = consolidate_messages(candidate.content, [text for _, text, _ in neighbours])
    calls = 0
    problems: list[str] = []
    while True:
        answer = await ask_json(
            llm, messages, schema=CONSOLIDATE_SCHEMA, purpose="consolidate", metadata=metadata, max_tokens=160
        )
        calls += answer.calls
        try:
            verdict, target = applicable(answer.value, [memory_id for memory_id, _, _ in neighbours])
            break
        except ValueError as exc:
            problems.append(str(exc))
        if len(problems) == 2:
            reason = f"invalid verdict twice ({'; '.join(problems)}); dropped"
            return Outcome(candidate.content, path, "drop", reason, None, None, best, calls, invalid_verdicts=2)
        messages = verdict_repair_messages(messages, json.dumps(answer.value), problems[-1], len(neighbours))

    invalid = len(problems)
    reason = verdict.reason or verdict.action
    if verdict.action == "add":
        record = await _insert(records, scope, candidate, source, vector, f"judged new: {reason}")
        return Outcome(candidate.content, path, "add", reason, record.id, None, best, calls, invalid)
    if verdict.action == "noop":
        if target is not None:
            await records.refresh(scope, target, reason=f"judged known: {reason}")
        return Outcome(candidate.content, path, "noop", reason, target, target, best, calls, invalid)
    assert target is not None
    content = verdict.content if verdict.action == "update" and verdict.content else candidate.content
    held = next(text for memory_id, text, _ in neighbours if memory_id == target)
    update = verdict.action == "update"
    # "User plays the piano on weekends" updated into "User visited Munich for the weekend": an
    # update adds detail; one that drops what the memory said is an unrelated fact. A slot's value
    # goes only by another value: "User switched careers" superseded "User works as a pharmacist",
    # and the "software tester" of the same answer found no job left
    lost = _replacing_loses(held, content, update=update)
    why = f"{'an update' if update else 'superseding'} would lose {lost}" if lost else None
    if why is None and update and _unrelated(candidate.content, held):
        # "User plays the piano on weekends" updated into "… and binge-watched a Hulu show all
        # weekend": an update adds to what the memory is about, not another fact beside it
        why = "an update would join an unrelated fact to the memory it targets"
    if why:
        reason = f"{why}; added instead ({reason})"
        record = await _insert(records, scope, candidate, source, vector, reason)
        return Outcome(candidate.content, path, "add", reason, record.id, None, best, calls, invalid)
    updated, left = await _replace(records, scope, target, candidate, source, verdict.action, reason, content)
    return Outcome(candidate.content, path, verdict.action, reason, updated.id, target, best, calls, invalid, left)


def _unrelated(candidate: str, old: str) -> bool:
    """Whether ``candidate`` shares at most one word with ``old`` (besides "user"), so that an
    update of ``old`` with it would join two facts ("weekend" alone is not what both are about)."""
    words = set(terms(candidate)) - {"user"}
    return len(words) >= 3 and len(words & set(terms(old))) <= 1


# a slot's value kept only as the past: "User follows a keto diet" updated into "User followed a keto diet on
# Wednesday" for "had one slice of cake yesterday, back on keto today"
_IN_THE_PAST = re.compile(r"^User (?:\w+ly )?(?:followed|lived|worked|was|were|used to|had been)\b")


def _replacing_loses(old: str, merged: str, *, update: bool = True) -> str | None:
    """What replacing ``old`` with ``merged`` would lose, or None: the slot value ``old`` holds
    (where the user lives, their job, relationship, diet), or, for an ``update``, most of its
    words. An update keeps the slot's value; a supersede may give it another, but must fill it."""
    held = slot_of(old)
    if held is not None:
        now = slot_of(merged)
        kept = now is not None and now.slot == held.slot and (not update or not now.contradicts(held))
        # an update that no slot reads keeps the memory's own words, not only its value's: not "User works at IKEA"
        # updated into "User has a manager at IKEA"
        worded = old.removeprefix("User ").casefold() in merged.casefold()
        if not kept and (
            not set(terms(held.value)) <= set(terms(merged)) or (update and (_IN_THE_PAST.match(merged) or not worded))
        ):
            return f"the {held.slot} of the memory it targets"
    said = set(terms(old)) - {"user"}
    if update and 2 * len(said & set(terms(merged))) < len(said):
        return "most of the words of the memory it targets"
    return None


async def _replace(
    records: Records,
    scope: Scope,
    target: str,
    candidate: Candidate,
    source: Source,
    action: Literal["update", "supersede"],
    reason: str,
    content: str,
) -> tuple[MemoryRecord, tuple[str, ...]]:
    """A new version of ``target`` saying ``content``; the old version is superseded. With it, the
    ids of the memories a move left behind (:func:`_leave_behind`)."""
    old = await records.get(scope, target)
    new = await records.update(
        scope,
        target,
        {
            "content": content,
            "importance": max(candidate.importance, old.importance),
            "event_at": candidate.event_at or old.event_at,
        },
        actor="consolidator",
        reason=reason,
        action=action,
        source=source,
    )
    return new, await _leave_behind(records, scope, old.content, new.content, source)


async def _leave_behind(records: Records, scope: Scope, old: str, new: str, source: Source) -> tuple[str, ...]:
    """Archive what the user did where they lived when ``new`` moves them away from the home
    ``old`` named ("User goes to a gym near their flat" outlived a move to Tokyo, and a reply
    told the user, who had said they could not find a gym, that they had one); ids archived.
    Memories from the message that tells of the move stay: they are about the new home."""
    was, now = slot_of(old), slot_of(new)
    if was is None or now is None or was.slot != "residence" or not now.contradicts(was) or was.negated:
        return ()
    said_now = set(source.turn_ids)
    left = [
        m
        for m in await records.list(scope)
        if not is_policy_evidence(m.tags)
        and not said_now & set(m.source.turn_ids)
        and tied_to_home(m.content, was.value)
    ]
    reason = f"tied to the home the user moved away from: {old!r} → {new!r}"
    for m in left:
        await records.set_status(scope, m.id, "archived", "archive", reason, actor="consolidator")
    return tuple(m.id for m in left)


def applicable(value: object, shown: list[str]) -> tuple[ConsolidationAction, str | None]:
    """The verdict in ``value`` and the id of its target among the ``shown`` memories; raises
    ValueError saying why when it cannot be applied. Pure, so every bad shape is tested."""
    try:
        verdict = ConsolidationAction.model_validate(value)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'answer'}: {e['msg']}" for e in exc.errors())
        raise ValueError(f"not a verdict ({problems})") from None
    target = None
    if verdict.action in ("update", "supersede", "noop") and verdict.target is not None:
        if not 1 <= verdict.target <= len(shown):
            raise ValueError(f"target {verdict.target} is not one of the {len(shown)} memories shown")
        target = shown[verdict.target - 1]
    if verdict.action in ("update", "supersede") and target is None:
        raise ValueError(f"{verdict.action} needs a target")
    return verdict, target


Near = list[tuple[str, str, float]]


async def _nearest(
    cache: IndexCache, scope: Scope, vector: np.ndarray, k: int, filled: Filled | None
) -> tuple[Near, Near]:
    """The ``k`` active memories nearest to ``vector``, and every active memory that ``filled``
    contradicts (nearest first); policy occurrences are neither."""
    index = await cache.get(scope, "memories")
    rows = index.rows
    if not rows.ids or rows.vectors.shape[1] != len(vector):
        return [], []
    ordinary = np.array([not is_policy_evidence(tags) for tags in rows.tags], dtype=bool)
    similarity = np.where(rows.has_vector & ordinary, rows.cosines(vector), -1.0)
    order = np.argsort(-similarity)
    near = [(rows.ids[i], rows.texts[i], float(similarity[i])) for i in order[:k] if similarity[i] > -1.0]
    conflicts: Near = []
    if filled is not None:
        for i in order:
            other = slot_of(rows.texts[i]) if ordinary[i] else None
            if other is not None and filled.contradicts(other):
                conflicts.append((rows.ids[i], rows.texts[i], float(similarity[i])))
    return near, conflicts


async def _insert(
    records: Records, scope: Scope, candidate: Candidate, source: Source, vector: np.ndarray, reason: str
) -> MemoryRecord:
    draft = Draft(**candidate.model_dump(exclude={"replaces"}), source=source)
    return await records.insert(records.new(scope, draft), vector, reason=reason)
