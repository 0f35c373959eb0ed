"""The LLM judge: a versioned rubric prompt, its typed answer, and its calibration.

The judge scores one reply on five dimensions (1–5, higher is better), each with a reason.
Its answer goes through the tolerant parser with one repair round (``write/ask.py``) under the
telemetry purpose ``judge``. A judge is only as good as its leniency: every run also scores a
small labelled set of good and deliberately bad replies (vague but topical, confidently wrong)
and reports how often the judge agrees with the labels and how often it accepts a bad reply.

A small model that cannot score one reply on a scale can often still tell which of two replies
uses what the user said earlier (:func:`prefer`, rubric ``pairwise-v1``): the two are shown in
both orders, and only a preference that survives the swap counts, so a judge that always picks
the first (or the second) reply yields ties, not a winner. The calibration set is judged that
way too: each good reply against each bad one for the same message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib.resources import files
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from muninn.errors import OutputError
from muninn.providers.llm import ChatProvider, Message
from muninn.write.ask import ask_json

JUDGE_VERSION = "judge-v1"
DIMENSIONS = ("naturalness", "continuity", "strategy", "premature_advice", "tone")
ACCEPT_AT = 3.5  # a reply whose mean score reaches this is "accepted" by the judge

RUBRIC = {
    "naturalness": "reads like a natural reply from a person, not a form or a recital of notes",
    "continuity": "uses what the user said earlier (listed under KNOWN) where it matters; 1 if it ignores or "
    "contradicts it, or states something false about the user",
    "strategy": "follows the intended strategy",
    "premature_advice": "5 = no premature advice; 1 = jumps to advice or answers before understanding or "
    "against the strategy",
    "tone": "warm, respectful and fitting the user's mood",
}

JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        d: {
            "type": "object",
            "properties": {"score": {"type": "integer", "minimum": 1, "maximum": 5}, "reason": {"type": "string"}},
            "required": ["score", "reason"],
        }
        for d in DIMENSIONS
    },
    "required": list(DIMENSIONS),
}


PAIRWISE_VERSION = "pairwise-v1"
PAIRWISE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"better": {"type": "string", "enum": ["A", "B"]}},
    "required": ["better"],
}


class Score(BaseModel):
    """One dimension: 1–5 (None when the judge gave none) and why."""

    score: int | None
    reason: str


class Verdict(BaseModel):
    """The judge's scores of one reply."""

    scores: dict[str, Score]
    repaired: bool = False

    @property
    def mean(self) -> float | None:
        """Mean of the dimensions the judge scored."""
        values = [s.score for s in self.scores.values() if s.score is not None]
        return sum(values) / len(values) if values else None

    @property
    def accepted(self) -> bool:
        """Whether the judge would pass this reply (mean at least :data:`ACCEPT_AT`)."""
        mean = self.mean
        return mean is not None and mean >= ACCEPT_AT


def judge_messages(*, strategy: str, known: Sequence[str], history: Sequence[Message], reply: str) -> list[Message]:
    """judge-v1: the rubric, what the user said before, the conversation and the reply to score."""
    rubric = "\n".join(f"- {d}: {text}" for d, text in RUBRIC.items())
    system = (
        "You grade one reply of an assistant (a tutor, coach or mentor) to a user. Be strict: a vague "
        "but on-topic reply, or a confident reply that is wrong about the user, is NOT good.\n"
        f"Score each dimension from 1 (bad) to 5 (excellent), with a one-sentence reason:\n{rubric}\n"
        'Answer with JSON only: {"naturalness": {"score": 4, "reason": "..."}, "continuity": {...}, '
        '"strategy": {...}, "premature_advice": {...}, "tone": {...}}'
    )
    known_text = "\n".join(f"- {k}" for k in known) or "(nothing yet)"
    lines = "\n".join(f"{m.get('role', 'user')}: {m.get('content', '')}" for m in history[-6:])
    user = (
        f"INTENDED STRATEGY: {strategy}\n\nKNOWN (what the user told the assistant earlier):\n{known_text}\n\n"
        f"CONVERSATION:\n{lines}\n\nREPLY TO GRADE:\n{reply}"
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def _score(raw: Any) -> Score:
    value: Any = raw.get("score") if isinstance(raw, Mapping) else raw
    reason = str(raw.get("reason", "")) if isinstance(raw, Mapping) else ""
    if isinstance(value, str):
        value = value.strip().split("/")[0]  # "4/5"
    try:
        number = float(value)
    except (TypeError, ValueError):
        return Score(score=None, reason=f"no usable score ({raw!r:.60})")
    return Score(score=min(5, max(1, round(number))), reason=reason[:300])


def parse_verdict(value: Any, *, repaired: bool = False) -> Verdict:
    """The judge's parsed JSON as a :class:`Verdict`; tolerant of ``{"scores": {...}}``, bare numbers,
    "4/5" strings and dimension names in another case. Raises OutputError when nothing is scored."""
    if isinstance(value, Mapping) and isinstance(value.get("scores"), Mapping):
        value = value["scores"]
    if not isinstance(value, Mapping):
        raise OutputError(f"judge: expected a JSON object of scores, got {type(value).__name__}")
    lowered = {str(k).strip().lower().replace(" ", "_").replace("-", "_"): v for k, v in value.items()}
    scores = {d: _score(lowered[d]) if d in lowered else Score(score=None, reason="not scored") for d in DIMENSIONS}
    if all(s.score is None for s in scores.values()):
        raise OutputError(f"judge: no dimension scored (keys: {sorted(lowered)[:8]})")
    return Verdict(scores=scores, repaired=repaired)


async def judge_reply(
    llm: ChatProvider,
    *,
    strategy: str,
    known: Sequence[str],
    history: Sequence[Message],
    reply: str,
    metadata: dict[str, str] | None = None,
) -> Verdict:
    """Score ``reply``; raises OutputError when the judge's answers are unusable after one repair."""
    messages = judge_messages(strategy=strategy, known=known, history=history, reply=reply)
    answer = await ask_json(
        llm, messages, schema=JUDGE_SCHEMA, purpose="judge", metadata=metadata or {}, max_tokens=400
    )
    return parse_verdict(answer.value, repaired=answer.repaired)


# pairwise --------------------------------------------------------------------------------------


def pairwise_messages(*, known: Sequence[str], user: str, first: str, second: str) -> list[Message]:
    """pairwise-v1: which of two replies to the same message better uses what the user said before."""
    system = (
        "You compare two replies of an assistant to the same user message. Decide which reply better uses "
        "what the user told the assistant earlier (KNOWN): it refers to those facts where they matter and says "
        "nothing false about the user. A vague reply that could be sent to anyone uses nothing. "
        'Answer with JSON only: {"better": "A"} or {"better": "B"}'
    )
    known_text = "\n".join(f"- {k}" for k in known) or "(nothing yet)"
    body = f"KNOWN:\n{known_text}\n\nUSER: {user}\n\nREPLY A:\n{first}\n\nREPLY B:\n{second}"
    return [{"role": "system", "content": system}, {"role": "user", "content": body}]


def parse_better(value: Any) -> Literal["A", "B"]:
    """The letter A or B from the judge's JSON (also "Reply A", "b"); raises OutputError otherwise."""
    raw = value.get("better") if isinstance(value, Mapping) else value
    letter = str(raw or "").strip().upper().removeprefix("REPLY").strip(" .:")
    if letter not in ("A", "B"):
        raise OutputError(f"judge: expected better A or B, got {raw!r:.60}")
    return "A" if letter == "A" else "B"


async def prefer(
    llm: ChatProvider,
    *,
    known: Sequence[str],
    user: str,
    a: str,
    b: str,
    metadata: dict[str, str] | None = None,
) -> Literal[-1, 0, 1]:
    """+1 when the judge prefers ``b`` in both orders, -1 when it prefers ``a`` in both, 0 when the
    order decided (or the replies are the same). Raises OutputError when an answer is unusable."""
    if a.strip() == b.strip():
        return 0
    picks = []
    for first, second in ((a, b), (b, a)):
        answer = await ask_json(
            llm, pairwise_messages(known=known, user=user, first=first, second=second), schema=PAIRWISE_SCHEMA,
            purpose="judge", metadata=metadata or {}, max_tokens=20,
        )  # fmt: skip
        better = parse_better(answer.value)
        picks.append(b if (better == "B") == (first == a) else a)
    return (1 if picks[0] == b else -1) if picks[0] == picks[1] else 0


# calibration --------------------------------------------------------------------------------

Label = Literal["good", "vague", "wrong"]


class CalibrationItem(BaseModel):
    """A reply with a known label: ``good``, or bad as ``vague`` (topical, empty) or ``wrong``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    strategy: str
    known: list[str] = Field(default_factory=list)
    user: str
    reply: str
    label: Label


class CalibrationResult(BaseModel):
    """How the judge did on the labelled set."""

    items: int
    scored: int
    agreement: float | None = Field(description="Share of scored items where accepted == (label is good).")
    bad_accepted: float | None = Field(description="Share of bad replies (vague or wrong) the judge accepted.")
    accepted_by_label: dict[str, float] = Field(default_factory=dict)
    errors: int = 0
    per_item: list[dict[str, Any]] = Field(default_factory=list)
    pairs: int = Field(default=0, description="Good-against-bad pairs judged pairwise (pairwise-v1), in both orders.")
    pairwise_agreement: float | None = Field(
        default=None, description="Share of the judged pairs where the good reply won in both orders."
    )
    pairwise_ties: float | None = Field(
        default=None, description="Share of the judged pairs the order decided (a tie)."
    )
    pairwise_errors: int = 0


def calibration_items() -> list[CalibrationItem]:
    """The labelled replies shipped with muninn (``eval/calibration.yaml``)."""
    text = files("muninn.eval").joinpath("calibration.yaml").read_text(encoding="utf-8")
    return [CalibrationItem.model_validate(item) for item in yaml.safe_load(text)["items"]]


def calibration_stats(labelled: Sequence[tuple[Label, bool | None]]) -> CalibrationResult:
    """Agreement and leniency from (label, accepted) pairs; None marks an item the judge failed on."""
    scored = [(label, ok) for label, ok in labelled if ok is not None]
    bad = [ok for label, ok in scored if label != "good"]
    by_label: dict[str, float] = {}
    for name in ("good", "vague", "wrong"):
        group = [ok for label, ok in scored if label == name]
        if group:
            by_label[name] = round(sum(group) / len(group), 4)
    return CalibrationResult(
        items=len(labelled),
        scored=len(scored),
        agreement=round(sum(ok == (label == "good") for label, ok in scored) / len(scored), 4) if scored else None,
        bad_accepted=round(sum(bad) / len(bad), 4) if bad else None,
        accepted_by_label=by_label,
        errors=len(labelled) - len(scored),
    )


async def calibrate(llm: ChatProvider, items: Sequence[CalibrationItem] | None = None) -> CalibrationResult:
    """Score every labelled reply with the judge and compare its verdicts with the labels."""
    items = list(items) if items is not None else calibration_items()
    labelled: list[tuple[Label, bool | None]] = []
    per_item: list[dict[str, Any]] = []
    for item in items:
        history: list[Message] = [{"role": "user", "content": item.user}]
        try:
            verdict = await judge_reply(
                llm, strategy=item.strategy, known=item.known, history=history, reply=item.reply,
                metadata={"calibration": item.id},
            )  # fmt: skip
        except OutputError as exc:
            labelled.append((item.label, None))
            per_item.append({"id": item.id, "label": item.label, "error": str(exc)})
            continue
        labelled.append((item.label, verdict.accepted))
        per_item.append({"id": item.id, "label": item.label, "mean": verdict.mean, "accepted": verdict.accepted})
    result = calibration_stats(labelled)
    result.per_item = per_item
    outcomes: list[int] = []
    for good, bad in _good_against_bad(items):
        try:
            outcomes.append(
                await prefer(llm, known=good.known, user=good.user, a=good.reply, b=bad.reply,
                             metadata={"calibration": f"{good.id}/{bad.id}"})
            )  # fmt: skip
        except OutputError:
            result.pairwise_errors += 1
    if outcomes:
        result.pairs = len(outcomes)
        result.pairwise_agreement = round(outcomes.count(-1) / len(outcomes), 4)
        result.pairwise_ties = round(outcomes.count(0) / len(outcomes), 4)
    return result


def _good_against_bad(items: Sequence[CalibrationItem]) -> list[tuple[CalibrationItem, CalibrationItem]]:
    """Each good reply with each bad one to the same message, from the same knowledge."""
    return [
        (good, bad)
        for good in items
        if good.label == "good"
        for bad in items
        if bad.label != "good" and (bad.user, bad.known, bad.strategy) == (good.user, good.known, good.strategy)
    ]
