"""Finding and reading policy files: built-ins by name, anyone's own by path.

Built-in policies are YAML files shipped in ``muninn/policy/builtin/``. A file that is not
valid YAML/TOML or does not match :class:`~muninn.policy.model.Policy` raises
:class:`~muninn.errors.ConfigError` naming the file and the field.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from muninn import validation as check
from muninn.errors import ConfigError, InvalidInput
from muninn.policy.model import Policy

SUFFIXES = (".yaml", ".yml", ".toml")


def _builtin_dir() -> Traversable:
    return files("muninn.policy").joinpath("builtin")


def builtin_names() -> list[str]:
    """Names of the policies shipped with muninn."""
    return sorted(p.name.rsplit(".", 1)[0] for p in _builtin_dir().iterdir() if p.name.endswith(".yaml"))


def parse_policy(data: Any, source: str = "<dict>") -> Policy:
    """Validate already-parsed policy data; ``source`` names it in error messages."""
    if not isinstance(data, Mapping):
        raise ConfigError(f"policy file {source}: the top level must be a mapping (name, categories, ladder, modes …)")
    try:
        policy = Policy.model_validate({**data, "source": source})
    except ValidationError as exc:
        raise ConfigError(f"policy file {source}: {check.problems(exc)}") from None
    return policy


def _parse_text(text: str, source: str, toml: bool) -> Any:
    try:
        return tomllib.loads(text) if toml else yaml.safe_load(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"policy file {source}: not valid TOML ({exc})") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"policy file {source}: not valid YAML{check.yaml_problem(exc)}") from None


def load_policy_file(path: str | Path) -> Policy:
    """Read and validate one policy file (``.yaml``, ``.yml`` or ``.toml``)."""
    path = Path(path)
    if path.suffix.lower() not in SUFFIXES:
        raise ConfigError(f"policy file {path}: unknown file type; use .yaml, .yml or .toml")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"policy file {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"policy file {path} cannot be read ({exc})") from None
    return parse_policy(_parse_text(text, str(path), path.suffix.lower() == ".toml"), str(path))


def load_policy(name_or_path: str | Path) -> Policy:
    """A built-in policy by name (``coding-mentor``, ``coach``) or a policy file by path."""
    if isinstance(name_or_path, Path) or any(c in name_or_path for c in "/\\") or name_or_path.endswith(SUFFIXES):
        return load_policy_file(name_or_path)
    return _builtin(name_or_path)


def load_builtin(name: str) -> Policy:
    """A built-in policy by name only: for names that come from remote callers (HTTP, the proxy,
    MCP), where a path would let a caller make the server read its files. Unknown names are
    :class:`~muninn.errors.InvalidInput` listing the built-ins."""
    if name not in builtin_names():
        raise InvalidInput(f"no built-in policy {name!r}; use one of: {', '.join(builtin_names())}")
    return _builtin(name)


@lru_cache(maxsize=32)
def _builtin(name: str) -> Policy:
    # Built-ins never change while running and policies are frozen, so one parse is shared.
    resource = _builtin_dir().joinpath(f"{name}.yaml")
    if not resource.is_file():
        raise ConfigError(
            f"no built-in policy {name!r}; built-ins: {', '.join(builtin_names())}; "
            "pass the path of a .yaml or .toml file to load your own"
        )
    source = f"builtin:{name}"
    return parse_policy(_parse_text(resource.read_text(encoding="utf-8"), source, toml=False), source)


def list_policies(paths: Iterable[str | Path] = ()) -> list[Policy]:
    """The built-in policies, then those in ``paths`` (files, or directories of policy files)."""
    policies = [load_policy(name) for name in builtin_names()]
    for entry in map(Path, paths):
        if entry.is_dir():
            policies += [load_policy_file(p) for p in sorted(entry.iterdir()) if p.suffix.lower() in SUFFIXES]
        else:
            policies.append(load_policy_file(entry))
    return policies
