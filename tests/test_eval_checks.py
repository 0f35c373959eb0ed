"""Checks that need no model, table-driven: each passes and fails where it should, with a reason."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, PREAMBLE
from muninn.domain.models import MemoryRecord, MemoryStatus
from muninn.eval import checks as ck
from muninn.eval.sets import Fact
from muninn.policy import load_policy

EXAM = Fact(text="User has an exam on Friday", match=["exam", "test"])
T0 = datetime(2026, 1, 1, tzinfo=UTC)


def memory(content: str, status: MemoryStatus = "active", tags: tuple[str, ...] = ()) -> MemoryRecord:
    return MemoryRecord(
        id=content[:8], tenant="t", user_id="u", kind="fact", content=content, status=status,
        content_hash=content, created_at=T0, updated_at=T0, valid_from=T0, last_seen_at=T0, tags=list(tags),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("check", "passed", "reason"),
    [
        (ck.no_think_leak("Sure, here it is."), True, "no reasoning tags"),
        (ck.no_think_leak("<think>hmm</think>Sure."), False, "'<think>'"),
        (ck.no_think_leak("Sure.</ THINK >"), False, "THINK"),
        (ck.no_scaffold_leak("Here you go."), True, "no scaffold"),
        (ck.no_scaffold_leak(f"{BLOCK_OPEN} stuff"), False, BLOCK_OPEN),
        (ck.no_scaffold_leak(f"As noted: {PREAMBLE}"), False, "echoes"),
        (ck.no_scaffold_leak("Relevant memories: you like tea"), False, "Relevant memories:"),
        (ck.length_ceiling("one two three", 3), True, "3 words, within"),
        (ck.length_ceiling("one two three four", 3), False, "4 words, over the ceiling of 3"),
        (ck.length_ceiling("fix:\n```\na b c d e f\n```", 3), True, "1 words"),
        (ck.recalled("reply", "Good luck on the exams!", "exam", EXAM), True, "mentions 'exam'"),
        (ck.recalled("reply", "Good luck on the latest quiz!", "exam", EXAM), False, "none of ['exam', 'test']"),
        (ck.follow_up_asked("How did the exam go?", "exam", EXAM), True, "asks about 'exam'"),
        (ck.follow_up_asked("Good luck with the exam.", "exam", EXAM), False, "no question"),
        (ck.follow_up_asked("What shall we do?", "exam", EXAM), False, "no mention"),
        (ck.avoids("Try a lentil curry.", ["chicken", "beef"]), True, "none of"),
        (ck.avoids("Try Chicken curry.", ["chicken", "beef"]), False, "says 'chicken'"),
        (ck.policy_mode("reinforced", "reinforced"), True, "decided 'reinforced'"),
        (ck.policy_mode(None, "reinforced"), False, "decided None"),
        (ck.policy_sections(None, "anything"), False, "no policy decision"),
    ],
)
def test_reply_checks(check: ck.CheckResult, passed: bool, reason: str) -> None:
    assert check.passed is passed
    assert check.value == (1.0 if passed else 0.0)
    assert reason in check.reason


def test_policy_sections_use_the_policy_check() -> None:
    schema = load_policy("coding-mentor").modes["normal"]
    good = "WHAT IS WRONG:\nthe range starts at 1\nTHE FIX:\nuse range(len(rows))"
    assert ck.policy_sections(schema, good).passed
    bad = ck.policy_sections(schema, "THE FIX:\nuse range(len(rows))")
    assert not bad.passed and "missing section 'WHAT IS WRONG:'" in bad.reason


def test_memory_block_is_cut_from_a_system_prompt() -> None:
    prompt = f'You are nice.\n\n{BLOCK_OPEN}\n- "User has an exam"\n{BLOCK_CLOSE}\n\nPolicy: be brief'
    assert ck.memory_block(prompt).startswith(BLOCK_OPEN) and ck.memory_block(prompt).endswith(BLOCK_CLOSE)
    assert ck.memory_block("no block here") == ""


BERLIN = Fact(text="User lives in Berlin", match=["Berlin"])


@pytest.mark.parametrize(
    ("stored", "present", "absent", "superseded"),
    [
        ([], False, True, False),
        ([memory("User lives in Berlin")], True, False, False),
        ([memory("User lives in Berlin", "superseded"), memory("User lives in Tokyo")], False, True, True),
        ([memory("User lives in Berlin", "deleted")], False, True, False),
        ([memory("User lives in Berlin", "archived")], False, True, True),
        # a coaching policy's occurrence record quotes the user's old message: not a user fact
        (
            [
                memory("User lives in Berlin", "superseded"),
                memory("User raised general in coaching: I live in Berlin", tags=("policy:coach",)),
            ],
            False,
            True,
            True,
        ),
    ],
)
def test_memory_checks(stored: list[MemoryRecord], present: bool, absent: bool, superseded: bool) -> None:
    assert ck.memory_present(stored, "berlin", BERLIN).passed is present
    assert ck.memory_absent(stored, "berlin", BERLIN).passed is absent
    result = ck.memory_superseded(stored, "berlin", BERLIN)
    assert result.passed is superseded
    assert result.reason
