"""Checks on caller input. Each raises :class:`~muninn.errors.InvalidInput` with the fix."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Protocol, cast, get_args

import numpy as np
import numpy.typing as npt
import yaml
from pydantic import ValidationError

from muninn.domain.models import Role
from muninn.errors import InvalidInput
from muninn.settings import Settings

MAX_ID_CHARS = 200
# The calendar muninn accepts. Times outside it are typos or attacks (year 9999, year 1): stored,
# they overflow date arithmetic (an event's follow-up window) in every later job of the user.
MIN_YEAR = 1900
MAX_YEAR = 2200

# C0 controls but tab and newline, DEL, and the C1 controls. Stored text reaches terminals (the CLI)
# and prompts; an escape sequence in it could repaint a terminal or hide text from a reviewer.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def identifier(value: str, what: str) -> str:
    """A non-empty id of at most 200 characters without control characters."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"{what} must be a non-empty string")
    if len(value) > MAX_ID_CHARS or not value.isprintable():
        raise InvalidInput(f"{what} must be at most {MAX_ID_CHARS} printable characters")
    return value


def text(value: str, what: str, limit: int) -> str:
    """Non-blank text within ``limit`` characters (set by MUNINN_MAX_*_CHARS), stripped.

    Windows and old-Mac line ends (``\\r\\n``, ``\\r``) become ``\\n``; any other control
    character (NUL, ESC and so ANSI escape sequences, the C1 range) is refused, not removed, so the
    caller learns that its text was not what it meant to send.
    """
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"{what} is empty; send the text to store")
    if len(value) > limit:
        raise InvalidInput(f"{what} has {len(value)} characters, over the limit of {limit}; shorten or split it")
    value = value.replace("\r\n", "\n").replace("\r", "\n")
    control = _CONTROL.search(value)
    if control is not None:
        raise InvalidInput(
            f"{what} contains the control character U+{ord(control.group()):04X} at position {control.start()}; "
            "remove control characters and escape sequences (only newlines and tabs are allowed)"
        )
    return value.strip()


def kind(value: str, settings: Settings) -> str:
    """One of the configured kinds (MUNINN_KINDS)."""
    if value not in settings.kinds:
        raise InvalidInput(f"unknown kind {value!r}; configured kinds: {', '.join(settings.kinds)}")
    return value


_ROLES: tuple[str, ...] = get_args(Role)


def role(value: str) -> Role:
    """A speaker's role: user, assistant, system or tool."""
    if value not in _ROLES:
        raise InvalidInput(f"unknown role {value!r}; use {', '.join(_ROLES[:-1])} or {_ROLES[-1]}")
    return cast(Role, value)


def unit(value: float, what: str) -> float:
    """A finite number in [0, 1]."""
    if not isinstance(value, int | float) or math.isnan(value) or not 0.0 <= value <= 1.0:
        raise InvalidInput(f"{what} must be a number between 0 and 1, got {value!r}")
    return float(value)


class TagLimits(Protocol):
    """What :func:`tags` needs to know: :class:`~muninn.settings.Settings` or any other limits."""

    @property
    def max_tags(self) -> int: ...

    @property
    def max_tag_chars(self) -> int: ...


def tags(values: Sequence[str], settings: TagLimits) -> list[str]:
    """Stripped, de-duplicated, lowercased tags within the count and length limits."""
    if isinstance(values, str):
        raise InvalidInput("tags must be a list of strings, not one string")
    out: list[str] = []
    for tag in values:
        if not isinstance(tag, str) or not tag.strip():
            raise InvalidInput("tags must be non-empty strings")
        tag = tag.strip().lower()
        if _CONTROL.search(tag):
            raise InvalidInput(f"tag {tag[:20]!r} contains control characters; use plain words")
        if len(tag) > settings.max_tag_chars:
            raise InvalidInput(f"tag {tag[:20]!r}… is over {settings.max_tag_chars} characters")
        if tag not in out:
            out.append(tag)
    if len(out) > settings.max_tags:
        raise InvalidInput(f"{len(out)} tags, over the limit of {settings.max_tags}")
    return out


def aware(value: datetime | None, what: str) -> datetime | None:
    """A timezone-aware datetime in UTC, between the years :data:`MIN_YEAR` and :data:`MAX_YEAR`
    (naive ones are rejected rather than guessed). Every time a caller sends goes through here:
    event times, turn times, search bounds, imported rows."""
    if value is None:
        return None
    if not isinstance(value, datetime):
        raise InvalidInput(f"{what} must be a datetime, got {type(value).__name__}")
    if value.tzinfo is None:
        raise InvalidInput(f"{what} must carry a timezone, e.g. 2026-11-29T10:00:00+00:00")
    try:
        utc = value.astimezone(UTC)
    except OverflowError:
        utc = None
    if utc is None or not MIN_YEAR <= utc.year <= MAX_YEAR:
        raise InvalidInput(
            f"{what} ({value.isoformat()}) is out of range: outside the years {MIN_YEAR}-{MAX_YEAR}; send a real date "
            "with its timezone, e.g. 2026-11-29T10:00:00+00:00"
        )
    return utc


def when(value: datetime, what: str) -> datetime:
    """:func:`aware` for a time that must be given."""
    checked = aware(value, what)
    if checked is None:
        raise InvalidInput(f"{what} is required; send a date with its timezone")
    return checked


def vectors(values: npt.NDArray[np.float32], dim: int, what: str = "embedding") -> npt.NDArray[np.float32]:
    """Finite float vectors of the expected dimension."""
    if values.ndim != 2 or values.shape[1] != dim:
        raise InvalidInput(f"{what} has shape {values.shape}, expected (n, {dim})")
    if not np.isfinite(values).all():
        raise InvalidInput(f"{what} contains NaN or infinite values")
    return values


MAX_SHOWN_ERRORS = 5


def _location(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def problems(exc: ValidationError) -> str:
    """A pydantic error as one line for a person: each problem at its path ("conversations[0].id:
    …"), the first few, and how many more."""
    shown = []
    for error in exc.errors()[:MAX_SHOWN_ERRORS]:
        message = error["msg"].removeprefix("Value error, ")
        where = _location(error["loc"])
        shown.append(f"{where}: {message}" if where else message)
    more = f" (and {exc.error_count() - MAX_SHOWN_ERRORS} more)" if exc.error_count() > MAX_SHOWN_ERRORS else ""
    return "; ".join(shown) + more


def yaml_problem(exc: yaml.YAMLError) -> str:
    """Where a YAML syntax error is (" at line 3, column 5", or "") and what it is."""
    mark = getattr(exc, "problem_mark", None)
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
    return f"{where}: {getattr(exc, 'problem', None) or str(exc)}"
