"""The shape of a policy file (YAML or TOML), validated on load.

A policy declares, as data:

- ``categories``: what an input can be about, each with keyword and regex rules, an optional
  ladder of its own, categories whose latest occurrence resets its count (``reset_by``) and
  extra memories that count as an occurrence (``also_count``);
- ``ladder``: past-occurrence count → mode (``at`` is the lowest count that reaches the mode);
- ``modes``: one response schema per mode, **declared from least to most escalated**; that
  order is what "most escalated" means when several categories combine;
- ``evidence``: how an occurrence is stored back to memory and which ones still count;
- ``classifier`` and ``combine``: how many categories one input may carry and how they combine.

Cross-field checks raise with the dotted path of the offending field, so the loader can say
"policy file X: ladder[1].mode: unknown mode 'y'".
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

NAME_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,31}$"
_NAME = re.compile(NAME_PATTERN)
TEMPLATE_FIELDS = frozenset({"policy", "category", "n", "mode", "at", "excerpt"})
DEFAULT_TEMPLATE = (
    "User needed help with {category} ({policy} occurrence {n} on {at}, answered in {mode} mode): {excerpt}"
)


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Section(_Frozen):
    """One required section of a reply: the header the model must write, and what goes under it."""

    header: str = Field(min_length=1, max_length=80)
    guidance: str = ""

    @field_validator("header")
    @classmethod
    def _one_line(cls, value: str) -> str:
        if "\n" in value or not value.strip():
            raise ValueError("a section header is one non-blank line")
        return value.strip()


class ModeSchema(_Frozen):
    """How a reply in this mode must look: sections in order, format, tone and a length ceiling."""

    summary: str = Field(min_length=1, description="One line on what this mode does, shown per category.")
    sections: list[Section] = Field(min_length=1)
    format: str = Field(min_length=1)
    tone: list[str] = Field(default_factory=list)
    max_words: int = Field(ge=10, le=5000, description="Ceiling on words outside fenced code blocks.")

    @property
    def headers(self) -> list[str]:
        """The required section headers, in order."""
        return [s.header for s in self.sections]


class Rung(_Frozen):
    """A step of a ladder: from ``at`` past occurrences on, the category is in ``mode``."""

    at: int = Field(ge=0)
    mode: str


class EvidenceMatch(_Frozen):
    """Other memories that count as an occurrence: kind in ``kinds`` (if given) and any of ``tags`` (if given)."""

    kinds: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _not_empty(self) -> EvidenceMatch:
        if not self.kinds and not self.tags:
            raise ValueError("also_count needs kinds, tags or both")
        return self


class Category(_Frozen):
    """A category an input can fall into, and the rules that recognise it."""

    description: str = ""
    keywords: list[str] = Field(
        default_factory=list,
        description="Whole words or phrases, case-insensitive; a trailing * matches a prefix (indent*).",
    )
    patterns: list[str] = Field(default_factory=list, description="Regular expressions, case-insensitive.")
    ladder: list[Rung] | None = None
    reset_by: list[str] = Field(default_factory=list)
    also_count: EvidenceMatch | None = None


class Evidence(_Frozen):
    """How an occurrence is stored (one memory per category per input) and which ones count."""

    kind: str = "assessment"
    importance: float = Field(default=0.6, ge=0.0, le=1.0)
    window_days: float | None = Field(default=None, gt=0)
    template: str = DEFAULT_TEMPLATE

    @field_validator("template")
    @classmethod
    def _template(cls, value: str) -> str:
        try:
            names = {name for _, name, _, _ in string.Formatter().parse(value) if name is not None}
        except ValueError as exc:
            raise ValueError(f"not a valid template: {exc}") from None
        unknown = names - TEMPLATE_FIELDS
        if unknown:
            raise ValueError(f"unknown placeholder {sorted(unknown)[0]!r}; use {', '.join(sorted(TEMPLATE_FIELDS))}")
        # Memory de-duplicates exact repeats, so every occurrence text must be distinct.
        if not {"n", "at"} <= names:
            raise ValueError("must contain {n} and {at} so that repeated occurrences stay distinct")
        return value


class ClassifierSettings(_Frozen):
    """How many categories one input may carry, and the category used when nothing matches."""

    max_categories: int = Field(default=2, ge=1, le=10)
    fallback: str = "general"


class Policy(_Frozen):
    """A validated policy. Load one with :func:`muninn.policy.load_policy`."""

    name: str
    version: int = Field(default=1, ge=1)
    description: str = ""
    categories: dict[str, Category] = Field(min_length=1)
    ladder: list[Rung] = Field(min_length=1)
    modes: dict[str, ModeSchema] = Field(min_length=1)
    evidence: Evidence = Field(default_factory=Evidence)
    classifier: ClassifierSettings = Field(default_factory=ClassifierSettings)
    combine: Literal["most-escalated"] = "most-escalated"
    source: str = Field(default="", description="Where the policy was loaded from (set by the loader).")

    @model_validator(mode="after")
    def _consistent(self) -> Policy:
        _check_name(self.name, "name")
        _check_name(self.evidence.kind, "evidence.kind")
        for mode in self.modes:
            _check_name(mode, f"modes.{mode}")
        _check_ladder(self.ladder, "ladder", self.modes)
        for name, category in self.categories.items():
            where = f"categories.{name}"
            _check_name(name, where)
            if category.ladder is not None:
                _check_ladder(category.ladder, f"{where}.ladder", self.modes)
            for i, keyword in enumerate(category.keywords):
                if not keyword.strip("* \t"):
                    raise ValueError(f"{where}.keywords[{i}]: empty keyword")
            for i, pattern in enumerate(category.patterns):
                try:
                    re.compile(pattern)
                except re.error as exc:
                    raise ValueError(f"{where}.patterns[{i}]: not a valid regular expression ({exc})") from None
            for other in category.reset_by:
                if other not in self.categories or other == name:
                    raise ValueError(f"{where}.reset_by: {other!r} is not another category of this policy")
        if self.classifier.fallback not in self.categories:
            raise ValueError(
                f"classifier.fallback: {self.classifier.fallback!r} is not a category; "
                f"categories: {', '.join(self.categories)}"
            )
        return self

    def ladder_for(self, category: str) -> list[Rung]:
        """The category's own ladder, or the policy's."""
        return self.categories[category].ladder or self.ladder

    @property
    def tag(self) -> str:
        """The tag every occurrence of this policy carries."""
        return f"{POLICY_TAG}{self.name}"


# Every occurrence a policy records carries the tag "policy:<name>". Such memories are evidence
# for the policy's decisions: extraction never merges or replaces them, the memory cap leaves them
# alone, and the context block does not show them (they quote the user's old messages).
POLICY_TAG = "policy:"


def is_policy_evidence(tags: Iterable[str]) -> bool:
    """Whether a memory with these tags is a policy's occurrence record."""
    return any(t.startswith(POLICY_TAG) for t in tags)


def category_tag(category: str) -> str:
    """The tag an occurrence of ``category`` carries."""
    return f"category:{category}"


def mode_tag(mode: str) -> str:
    """The tag recording the mode an occurrence was answered in."""
    return f"mode:{mode}"


def _check_name(value: str, where: str) -> None:
    if not _NAME.match(value):
        raise ValueError(f"{where}: {value!r} is not a valid name; use 1-32 lowercase letters, digits, '-' or '_'")


def _check_ladder(ladder: list[Rung], where: str, modes: dict[str, ModeSchema]) -> None:
    if not ladder:
        raise ValueError(f"{where}: needs at least one rung")
    if ladder[0].at != 0:
        raise ValueError(f"{where}[0].at: the first rung must start at 0 occurrences, not {ladder[0].at}")
    for i, rung in enumerate(ladder):
        if rung.mode not in modes:
            raise ValueError(f"{where}[{i}].mode: unknown mode {rung.mode!r}; defined modes: {', '.join(modes)}")
        if i and rung.at <= ladder[i - 1].at:
            raise ValueError(f"{where}[{i}].at: counts must increase ({ladder[i - 1].at} then {rung.at})")
