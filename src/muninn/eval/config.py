"""Evaluation configurations: what changes between two runs of the same set.

A configuration is a named preset (``memory``, ``no-memory``) or a small YAML/JSON file::

    name: bigger-chat-model
    memory: true
    settings: {chat_llm: "openai:qwen2.5:7b", token_budget: 800}
    system_prompt: You are a terse tutor.

``settings`` override :class:`~muninn.settings.Settings` fields (the environment supplies the
rest); ``memory: false`` runs each session as a stranger: no write path, no long-term memory,
no policy history, only the session's own turns.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from muninn import validation as check
from muninn.errors import InvalidInput
from muninn.settings import Settings


class EvalConfig(BaseModel):
    """One side of a comparison."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=64)
    memory: bool = True
    settings: dict[str, Any] = Field(default_factory=dict, description="Settings fields to override.")
    system_prompt: str | None = Field(default=None, description="Replaces the set's (and muninn's) chat prompt.")

    def apply(self, base: Settings, **fixed: Any) -> Settings:
        """``base`` with this configuration's overrides and ``fixed`` (e.g. the run's store URL)."""
        data = base.model_dump() | self.settings | fixed
        try:
            return Settings.model_validate(data)
        except ValidationError as exc:
            raise InvalidInput(f"eval config {self.name!r}, settings: {check.problems(exc)}") from None


PRESETS: dict[str, EvalConfig] = {
    "memory": EvalConfig(name="memory", memory=True),
    "no-memory": EvalConfig(name="no-memory", memory=False),
}


def load_config(name_or_path: str) -> EvalConfig:
    """A preset by name or a configuration file (``.yaml``/``.yml``/``.json``) by path."""
    if name_or_path in PRESETS:
        return PRESETS[name_or_path]
    path = Path(name_or_path)
    if not path.is_file():
        raise InvalidInput(f"no eval config {name_or_path!r}: not a preset ({', '.join(PRESETS)}) and no such file")
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError) as exc:
        raise InvalidInput(f"cannot read eval config {path}: {exc}") from None
    if not isinstance(data, dict):
        raise InvalidInput(f"eval config {path}: the top level must be a mapping (name, memory, settings …)")
    data.setdefault("name", path.stem)
    try:
        return EvalConfig.model_validate(data)
    except ValidationError as exc:
        raise InvalidInput(f"eval config {path}: {check.problems(exc)}") from None
