"""Transcript sets: multi-session scripts with planted facts and the behaviour expected later.

A set is a YAML file (built-ins ship in ``muninn/eval/sets/``; anyone's own is read by path)::

    name: tutor
    version: 1
    conversations:
      - id: exam-follow-up
        strategy: Socratic tutoring; check understanding before giving answers
        facts:
          exam: {text: User has a calculus exam on Friday, match: [exam, calculus]}
        sessions:
          - at: 2026-03-02T18:00:00Z
            turns:
              - user: My calculus exam is this Friday and I'm stuck on limits.
                plants: [exam]
          - at: 2026-03-09T18:00:00Z          # a week later: the exam is over
            turns:
              - user: Hi again!
                expect: {follow_up: exam}
        memories: {present: [exam]}

User turns are sent to the assistant live unless the turn scripts its ``reply`` (recorded as
said, no model call), which is how a set plants what the *assistant* said about itself. Every
model is pydantic with ``extra="forbid"``; a file that is not valid YAML or does not match is a
:class:`~muninn.errors.InvalidInput` naming the file, the line or the field, and what to fix.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from muninn import validation as check
from muninn.errors import InvalidInput

_ID = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Fact(_Strict):
    """A planted fact: what it says, and the words that show it was recalled (any one, any case)."""

    text: str = Field(min_length=3)
    match: list[str] = Field(min_length=1, description="Any of these words in a text counts as recalling the fact.")


class Expect(_Strict):
    """What the generated reply to a user turn should show (every field optional)."""

    recall: list[str] = Field(default_factory=list, description="Fact ids the context and the reply should carry.")
    follow_up: str | None = Field(default=None, description="Fact id of an event the reply should ask about.")
    avoid: list[str] = Field(default_factory=list, description="Words the reply must not contain (a preference).")
    mode: str | None = Field(default=None, description="The policy mode the reply should be decided under.")
    sections: bool = Field(default=False, description="The reply must have the decided mode's required sections.")
    max_words: int | None = Field(default=None, ge=1)
    judge: bool = Field(default=True, description="Score this reply with the LLM judge.")


class Turn(_Strict):
    """One user turn, optionally with the assistant's reply scripted instead of generated."""

    user: str = Field(min_length=1)
    reply: str | None = Field(default=None, description="Recorded as the assistant's reply; no model call.")
    after_minutes: float = Field(default=1.0, ge=0, description="Simulated time since the previous turn.")
    plants: list[str] = Field(default_factory=list, description="Fact ids this turn states.")
    expect: Expect | None = None

    @model_validator(mode="after")
    def _scripted_has_no_expectations(self) -> Turn:
        if self.reply is not None and self.expect is not None:
            raise ValueError("a turn with a scripted reply cannot expect anything of it; drop 'reply' or 'expect'")
        return self


class Session(_Strict):
    """A session starts at ``at`` (simulated time; without a zone it is UTC)."""

    at: datetime
    turns: list[Turn] = Field(min_length=1)

    @field_validator("at")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        return value if value.tzinfo else value.replace(tzinfo=UTC)


class MemoryExpect(_Strict):
    """What the store should hold after the last session (fact ids)."""

    present: list[str] = Field(default_factory=list, description="An active memory mentions it.")
    absent: list[str] = Field(default_factory=list, description="No active memory mentions it.")
    superseded: list[str] = Field(default_factory=list, description="Only non-active versions mention it.")


class Conversation(_Strict):
    """One user's multi-session conversation."""

    id: str = Field(pattern=_ID)
    description: str = ""
    unsatisfying: bool = Field(default=False, description="The user ends up frustrated or the plan fails.")
    strategy: str = Field(min_length=3, description="The intended strategy, for the judge's adherence score.")
    policy: str | None = Field(default=None, description="Policy (built-in name or path) shaping replies.")
    facts: dict[str, Fact] = Field(default_factory=dict)
    sessions: list[Session] = Field(min_length=1)
    memories: MemoryExpect = Field(default_factory=MemoryExpect)

    @model_validator(mode="after")
    def _consistent(self) -> Conversation:
        for earlier, later in zip(self.sessions, self.sessions[1:], strict=False):
            if later.at <= earlier.at:
                raise ValueError(f"sessions must be in time order: {later.at.isoformat()} is not after {earlier.at}")
        planted: set[str] = set()
        for s, session in enumerate(self.sessions):
            for t, turn in enumerate(session.turns):
                where = f"sessions[{s}].turns[{t}]"
                refs = list(turn.plants)
                if turn.expect:
                    refs += turn.expect.recall + ([turn.expect.follow_up] if turn.expect.follow_up else [])
                    for fact in turn.expect.recall + ([turn.expect.follow_up] if turn.expect.follow_up else []):
                        if fact in self.facts and fact not in planted:
                            raise ValueError(f"{where} expects fact {fact!r} before any turn plants it")
                self._known(refs, where)
                planted.update(turn.plants)
        m = self.memories
        self._known(m.present + m.absent + m.superseded, "memories")
        return self

    def _known(self, ids: list[str], where: str) -> None:
        unknown = sorted(set(ids) - set(self.facts))
        if unknown:
            raise ValueError(
                f"{where} names unknown facts {unknown}; declare them under 'facts' ({sorted(self.facts)})"
            )

    @property
    def probes(self) -> int:
        """Generated replies with expectations."""
        return sum(1 for s in self.sessions for t in s.turns if t.expect is not None)


class TranscriptSet(_Strict):
    """A named, versioned set of conversations run the same way under every configuration."""

    name: str = Field(pattern=_ID)
    version: int = Field(default=1, ge=1)
    description: str = ""
    system_prompt: str | None = Field(default=None, description="The agent's prompt; default: muninn's chat prompt.")
    conversations: list[Conversation] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> TranscriptSet:
        ids = [c.id for c in self.conversations]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"conversation ids must be unique; repeated: {twice}")
        return self


# loading ------------------------------------------------------------------------------------


def builtin_sets() -> list[str]:
    """Names of the transcript sets shipped with muninn."""
    folder = files("muninn.eval").joinpath("sets")
    return sorted(p.name.removesuffix(".yaml") for p in folder.iterdir() if p.name.endswith(".yaml"))


def parse_set(data: Any, source: str = "<dict>") -> TranscriptSet:
    """Validate already-parsed set data; ``source`` names it in error messages."""
    if not isinstance(data, Mapping):
        raise InvalidInput(f"transcript set {source}: the top level must be a mapping (name, conversations …)")
    try:
        return TranscriptSet.model_validate(data)
    except ValidationError as exc:
        raise InvalidInput(f"transcript set {source}: {check.problems(exc)}") from None


def parse_yaml(text: str, source: str) -> TranscriptSet:
    """A set from YAML text; a syntax error names the line and column."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        problem = check.yaml_problem(exc)
        raise InvalidInput(f"transcript set {source} is not valid YAML{problem}; fix the file") from None
    return parse_set(data, source)


def load_set(name_or_path: str | Path) -> TranscriptSet:
    """A built-in set by name (see :func:`builtin_sets`) or a YAML file by path."""
    text_name = str(name_or_path)
    if text_name in builtin_sets():
        resource = files("muninn.eval").joinpath("sets").joinpath(f"{text_name}.yaml")
        return parse_yaml(resource.read_text(encoding="utf-8"), f"{text_name} (built-in)")
    path = Path(name_or_path)
    if not path.is_file():
        raise InvalidInput(
            f"no transcript set {text_name!r}: not a built-in ({', '.join(builtin_sets())}) and no such file"
        )
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"cannot read transcript set {path}: {exc}") from None
    return parse_yaml(text, str(path))
