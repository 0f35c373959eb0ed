"""The store contract for scrubbing forgotten memories out of job results: every backend must pass
these (parametrised by ``store_url``).

A forgotten memory's text must not survive in a job's result: its candidate/outcome pair goes,
as a pair, so a re-run still resumes at ``candidates[len(outcomes):]``.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from muninn.domain.ids import new_id
from muninn.domain.jobs import Candidate, ExtractState
from muninn.domain.models import Job, LLMCall, Scope
from muninn.domain.scrub import REDACTED, Forgotten, redact_error, scrub_result
from muninn.stores import Store
from tests.conftest import START

ALICE = Scope("t1", "alice")
BOB = Scope("t1", "bob")
OTHER_TENANT_ALICE = Scope("t2", "alice")
VEG = "User is vegetarian"
CAT = "User has a cat named Miso"
TEA = "User drinks green tea every morning"


def candidate(content: str) -> dict[str, Any]:
    return {
        "content": content,
        "kind": "fact",
        "tags": [],
        "importance": 0.7,
        "confidence": 0.8,
        "event_at": None,
        "replaces": None,
    }


def outcome(content: str, memory_id: str | None, *, target: str | None = None, reason: str = "new") -> dict[str, Any]:
    action = "noop" if target else "add"
    return {
        "content": content,
        "path": "fast_insert",
        "action": action,
        "reason": reason,
        "memory_id": memory_id,
        "target_id": target,
        "similarity": 0.1,
        "llm_calls": 0,
        "invalid_verdicts": 0,
    }


def extract_result(pairs: list[tuple[str, dict[str, Any] | None]]) -> dict[str, Any]:
    """A saved ExtractState: candidates, and the outcomes of those applied (a prefix)."""
    state = ExtractState(
        candidates=[Candidate.model_validate(candidate(c)) for c, _ in pairs],
        outcomes=[o for _, o in pairs if o is not None],
        calls=1,
    )
    return state.model_dump(mode="json")


async def finished(store: Store, scope: Scope, result: dict[str, Any], *, error: str | None = None) -> Job:
    """A job of ``scope`` that ran and ended with ``result``: done, or dead with ``error``."""
    when = START
    job = Job(
        id=new_id(),
        tenant=scope.tenant,
        user_id=scope.user_id,
        kind="extract",
        key=f"extract:{new_id()}",
        payload={"session": "s1"},
        next_run_at=when,
        created_at=when,
        updated_at=when,
    )
    await store.enqueue_job(job)
    (claimed,) = await store.claim_jobs(now=when, limit=1, lease_seconds=60)
    assert claimed.id == job.id and claimed.lease is not None
    if error is None:
        await store.finish_job(job.id, lease=claimed.lease, result=result, at=when + timedelta(seconds=1))
    else:
        await store.checkpoint_job(job.id, lease=claimed.lease, result=result)
        await store.fail_job(job.id, lease=claimed.lease, error=error, retry_at=None, at=when + timedelta(seconds=1))
    stored = await store.get_job(scope.tenant, job.id)
    assert stored is not None
    return stored


async def reread(store: Store, job: Job) -> Job:
    again = await store.get_job(job.tenant, job.id)
    assert again is not None
    return again


def text_of(job: Job) -> str:
    return json.dumps(job.result).casefold() + (job.last_error or "").casefold()


async def test_a_pending_candidate_that_replaces_a_forgotten_memory_keeps_its_new_fact(store: Store) -> None:
    # a slot check's candidate (muninn.write.check) names the memory it replaces, not yet applied:
    # forgetting that memory takes its name out, and the new fact stays to be applied
    result = extract_result([(CAT, None), (TEA, None)])
    result["candidates"][1]["replaces"] = VEG
    job = await finished(store, ALICE, result, error="server down")
    assert await store.scrub_job_results(ALICE, memory_ids=[new_id()], contents=[VEG]) == 1
    after = await reread(store, job)
    assert "vegetarian" not in text_of(after)
    assert after.result is not None and after.result["candidates"] == [candidate(CAT), candidate(TEA)]
    assert after.result["forgotten"] == 0  # no candidate/outcome pair was removed


async def test_the_pair_that_produced_a_forgotten_memory_goes_and_the_other_stays(store: Store) -> None:
    veg_id, cat_id = new_id(), new_id()
    job = await finished(store, ALICE, extract_result([(VEG, outcome(VEG, veg_id)), (CAT, outcome(CAT, cat_id))]))
    assert await store.scrub_job_results(ALICE, memory_ids=[veg_id], contents=[VEG]) == 1
    after = await reread(store, job)
    assert "vegetarian" not in text_of(after) and veg_id not in text_of(after)
    assert after.result is not None
    assert [c["content"] for c in after.result["candidates"]] == [CAT]
    assert [o["memory_id"] for o in after.result["outcomes"]] == [cat_id]
    assert after.result["forgotten"] == 1
    assert after.state == "done" and after.finished_at == job.finished_at  # only the result changed
    # the scrubbed result is still a valid checkpoint: a re-run resumes after the kept outcome
    state = ExtractState.model_validate(after.result)
    assert state.candidates[len(state.outcomes) :] == []


async def test_a_pair_found_by_id_alone_goes_even_when_its_text_differs(store: Store) -> None:
    """An update writes the model's wording: the pair's text is not the memory's, its id is."""
    new, old = new_id(), new_id()
    result = extract_result(
        [
            ("User likes pasta", outcome("User likes pasta", new, target=old, reason="judged update")),
            (CAT, outcome(CAT, new_id())),
        ]
    )
    job = await finished(store, ALICE, result)
    assert await store.scrub_job_results(ALICE, memory_ids=[old], contents=["User likes Italian food"]) == 1
    after = await reread(store, job)
    assert after.result is not None and [c["content"] for c in after.result["candidates"]] == [CAT]
    assert "pasta" not in text_of(after)


async def test_equal_content_and_quoting_reasons_go_and_unapplied_candidates_stay_aligned(store: Store) -> None:
    """Candidates: [veg (refreshed another id), tea (reason quotes veg), cat, VEG. (not applied),
    a longer fact quoting veg (not applied)]: three pairs/candidates go, the rest stay aligned."""
    longer = "User is vegetarian and cooks every day"
    result = extract_result(
        [
            ("user is  Vegetarian.", outcome("user is  Vegetarian.", new_id(), target=new_id())),
            (TEA, outcome(TEA, new_id(), reason=f"not the same as {VEG.upper()}; judged new")),
            (CAT, outcome(CAT, new_id())),
            ("USER IS VEGETARIAN.", None),
            (longer, None),
        ]
    )
    job = await finished(store, ALICE, result, error="OutputError: no JSON object in the answer: 'x'")
    assert await store.scrub_job_results(ALICE, memory_ids=[new_id()], contents=[VEG]) == 3
    after = await reread(store, job)
    assert after.result is not None
    state = ExtractState.model_validate(after.result)
    assert [c.content for c in state.candidates] == [CAT, longer]
    assert [o["content"] for o in state.outcomes] == [CAT]
    assert state.candidates[len(state.outcomes) :][0].content == longer  # the retry applies only this one
    assert state.forgotten == 3
    assert TEA.casefold() not in text_of(after)


async def test_a_dead_jobs_error_quoting_the_content_is_redacted(store: Store) -> None:
    error = f"OutputError: extract: unusable answer after one repair (no JSON object in the answer: {VEG!r})"
    job = await finished(store, ALICE, extract_result([(CAT, None)]), error=error)
    assert await store.scrub_job_results(ALICE, memory_ids=[new_id()], contents=[VEG]) == 0
    after = await reread(store, job)
    assert after.state == "dead"
    assert after.last_error == error.replace(VEG, REDACTED) and "vegetarian" not in (after.last_error or "")
    assert after.result == job.result  # nothing in the result named it


async def test_a_recorded_model_calls_error_quoting_the_content_is_redacted(store: Store) -> None:
    quoted = f"ProviderError: the server's answer has no choices: {{'message': {VEG!r}}}"

    def call(scope: Scope, error: str | None) -> LLMCall:
        return LLMCall(
            id=new_id(),
            at=START,
            tenant=scope.tenant,
            user_id=scope.user_id,
            purpose="extract",
            provider="openai",
            model="m",
            latency_ms=1.0,
            status="ok" if error is None else "error",
            error=error,
        )

    calls = [call(ALICE, quoted), call(ALICE, None), call(ALICE, "server down"), call(BOB, quoted)]
    for c in calls:
        await store.record_llm_call(c)
    await store.scrub_job_results(ALICE, memory_ids=[new_id()], contents=[VEG])
    errors = {c.id: c.error for c in await store.list_llm_calls(tenant="t1")}
    assert errors == {
        calls[0].id: quoted.replace(VEG, REDACTED),
        calls[1].id: None,
        calls[2].id: "server down",
        calls[3].id: quoted,  # another user's call is not touched
    }


async def test_only_the_users_own_jobs_are_scrubbed(store: Store) -> None:
    veg_id = new_id()
    result = extract_result([(VEG, outcome(VEG, veg_id))])
    mine = await finished(store, ALICE, result)
    bobs = await finished(store, BOB, result, error=f"quoted {VEG}")
    others = await finished(store, OTHER_TENANT_ALICE, result)
    assert await store.scrub_job_results(ALICE, memory_ids=[veg_id], contents=[VEG]) == 1
    assert "vegetarian" not in text_of(await reread(store, mine))
    for job in (bobs, others):
        assert await reread(store, job) == job


async def test_nothing_to_scrub_changes_nothing_and_counts_add_up(store: Store) -> None:
    ids = [new_id(), new_id()]
    result = extract_result([(VEG, outcome(VEG, ids[0])), (CAT, outcome(CAT, ids[1])), (TEA, None)])
    job = await finished(store, ALICE, result)
    summary = await finished(store, ALICE, {"summary_id": new_id(), "facts": 2, "calls": 1})
    assert await store.scrub_job_results(ALICE, memory_ids=[new_id()], contents=["User likes jazz"]) == 0
    assert await reread(store, job) == job and await reread(store, summary) == summary
    assert await store.scrub_job_results(ALICE, memory_ids=[ids[0]], contents=[VEG]) == 1
    assert await store.scrub_job_results(ALICE, memory_ids=[ids[1]], contents=[CAT]) == 1
    assert await store.scrub_job_results(ALICE, memory_ids=[ids[1]], contents=[CAT]) == 0  # idempotent
    after = await reread(store, job)
    assert after.result is not None
    assert after.result["forgotten"] == 2 and after.result["candidates"] == [candidate(TEA)]
    assert after.result["outcomes"] == []
    assert await reread(store, summary) == summary


@pytest.mark.parametrize(
    ("result", "expected", "removed"),
    [
        (None, None, 0),
        ({"turns": 0, "skipped": "no new turns"}, {"turns": 0, "skipped": "no new turns"}, 0),
        ({"candidates": "odd", "outcomes": None}, {"candidates": "odd", "outcomes": None}, 0),
        # an outcome past the candidates (never written by muninn) goes alone when it names the memory
        ({"candidates": [], "outcomes": [{"memory_id": "m1"}]}, {"candidates": [], "outcomes": [], "forgotten": 1}, 1),
        ({"candidates": [{"content": VEG}], "forgotten": None}, {"candidates": [], "forgotten": 1}, 1),
        ({"candidates": [{"content": VEG}], "forgotten": 2}, {"candidates": [], "forgotten": 3}, 1),
    ],
)
def test_scrub_result_tolerates_any_shape(result: Any, expected: Any, removed: int) -> None:
    assert scrub_result(result, Forgotten.of(["m1"], [VEG])) == (expected, removed)


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (None, None),
        ("no JSON object in the answer: 'user is vegetarian'", f"no JSON object in the answer: '{REDACTED}'"),
        ("answer: 'User\\'s diet: vegan'", f"answer: '{REDACTED}: vegan'"),
        ("server down", "server down"),
    ],
)
def test_redact_error_finds_plain_and_repr_quotes(error: str | None, expected: str | None) -> None:
    assert redact_error(error, [VEG, "User's diet"]) == expected


@pytest.mark.parametrize(
    ("content", "text", "equal", "quoted"),
    [
        (VEG, "user\tis   VEGETARIAN!", True, True),
        (VEG, "judged known: User is vegetarian, already stored", False, True),
        (VEG, "User is vegan", False, False),
        ("Usér likes crème brûlée", "USÉR LIKES CRÈME BRÛLÉE.", True, True),
        ("User likes ﬁsh", "user likes fish", True, True),  # NFKC: the ligature is "fi"
        ("User is 5", "the user is 5 years old", False, True),  # short words: no cheap skip, still right
    ],
)
def test_matching_is_by_normalised_text(content: str, text: str, equal: bool, quoted: bool) -> None:
    forgotten = Forgotten.of([], [content])
    assert (forgotten.equals(text), forgotten.quoted_in(text)) == (equal, quoted)
