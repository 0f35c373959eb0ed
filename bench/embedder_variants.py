#!/usr/bin/env python
"""Can the query embedding, two thirds of a read, get cheaper? Variants of the MiniLM ONNX model.

One query at a time (as on the read path), real questions from the LoCoMo development set, each
variant timed in interleaved rounds so that the machine's drift between phases hits all of them
alike. Every variant is compared with the float32 export by cosine on the same queries: the
shipped int8 model is about 0.994, and a variant whose vectors differ from the shipped ones
would need a new embedder name and a ``muninn reembed`` of every store.

* ``fp32``: the float32 export.
* ``int8`` (shipped default): dynamic quantisation of the MatMuls, per-channel int8 weights.
* ``fused int8``: onnxruntime's transformer optimiser (``model_type="bert"``) before quantising.
* ``fused int8 + attention``: the same, quantising any fused Attention nodes too.
* ``int8 per-tensor``: one scale per weight matrix instead of one per output channel.
* ``uint8 weights``: the quantiser's other weight type.
* ``int8, 2 threads, no spinning``: the shipped model on a two-thread pool that sleeps while idle.
* ``int8, basic/extended graph optimisation``: lower onnxruntime graph optimisation levels.

    .venv/bin/python bench/embedder_variants.py [--queries 1000] [--rounds 3]

Prints a table; the last line is one JSON object (``variants`` with ``p50_ms``, ``p95_ms``,
``cosine_min``, ``cosine_mean`` each, and ``int8_p50_ms``, ``best``).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import onnxruntime as ort
from onnxruntime.quantization import QuantType, quantize_dynamic

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hot_path import cpu_sample, others_cores, wait_quiet
from muninn.providers.embeddings.minilm import MiniLMEmbedder, model_dir
from muninn.settings import Settings

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo_dev.json"


def log(msg: str) -> None:
    print(f"[embedder_variants {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def questions(path: Path, n: int) -> list[str]:
    rows = json.loads(path.read_text())
    out = [qa["question"] for conv in rows for qa in conv["qa"] if qa.get("question")]
    if len(out) < n:
        raise SystemExit(f"{path} has {len(out)} questions; asked for {n}")
    return out[:n]


def session(path: Path, *, threads: int = 1, spin: bool = True, level: Any = None) -> Any:
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    if not spin:
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    if level is not None:
        options.graph_optimization_level = level
    return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def quantise(
    source: Path, target: Path, *, ops: list[str], weight: Any = QuantType.QInt8, per_channel: bool = True
) -> Path:
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.ERROR)  # the quantiser's pre-processing hint
    try:
        quantize_dynamic(
            str(source),
            str(target),
            weight_type=weight,
            per_channel=per_channel,
            op_types_to_quantize=ops,
            # the optimiser's fused nodes are outside the quantiser's shape inference
            extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT},
        )
    finally:
        root.setLevel(level)
    return target


def build_variants(fp32: Path, int8: Path, work: Path) -> dict[str, Callable[[], Any]]:
    from onnxruntime.transformers import optimizer

    log("optimising the float32 export (transformer fusions)")
    fused = work / "fused.onnx"
    model = optimizer.optimize_model(str(fp32), model_type="bert", num_heads=12, hidden_size=384, opt_level=1)
    stats = {k: v for k, v in model.get_fused_operator_statistics().items() if v}
    log(f"fused operators: {stats or 'none'}")
    model.save_model_to_file(str(fused))
    log("quantising the variants")
    fused_int8 = quantise(fused, work / "fused-int8.onnx", ops=["MatMul"])
    fused_att = quantise(fused, work / "fused-int8-att.onnx", ops=["MatMul", "Attention"])
    per_tensor = quantise(fp32, work / "int8-pt.onnx", ops=["MatMul"], per_channel=False)
    uint8 = quantise(fp32, work / "uint8.onnx", ops=["MatMul"], weight=QuantType.QUInt8)
    level = ort.GraphOptimizationLevel
    return {
        "fp32": lambda: session(fp32),
        "int8 (shipped)": lambda: session(int8),
        "fused int8": lambda: session(fused_int8),
        "fused int8 + attention": lambda: session(fused_att),
        "int8 per-tensor": lambda: session(per_tensor),
        "uint8 weights": lambda: session(uint8),
        "int8, 2 threads, no spinning": lambda: session(int8, threads=2, spin=False),
        "int8, basic graph optimisation": lambda: session(int8, level=level.ORT_ENABLE_BASIC),
        "int8, extended graph optimisation": lambda: session(int8, level=level.ORT_ENABLE_EXTENDED),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DATA, help="LoCoMo JSON whose questions are the queries")
    ap.add_argument("--queries", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3, help="interleaved timing rounds per variant")
    args = ap.parse_args()
    if args.queries < 10 or args.rounds < 1:
        raise SystemExit("--queries must be at least 10 and --rounds at least 1")
    if not args.data.is_file():
        raise SystemExit(f"no LoCoMo data at {args.data}; pass --data")

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    home = Settings().home
    shipped = MiniLMEmbedder(cache_dir=home / "models", int8=True)  # makes both exports if missing
    del shipped
    models = home / "models"
    fp32 = next(p for p in models.glob("all-MiniLM-L6-v2-*.onnx") if "int8" not in p.name)
    int8 = next(models.glob("all-MiniLM-L6-v2-*-int8-*.onnx"))
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
    tokenizer.no_padding()
    feeds = []
    for q in questions(args.data, args.queries):
        ids = np.array([tokenizer.encode(q).ids], dtype=np.int64)
        feeds.append({"input_ids": ids, "attention_mask": np.ones_like(ids)})

    with tempfile.TemporaryDirectory(prefix="muninn-emb-") as tmp:
        sessions = {name: make() for name, make in build_variants(fp32, int8, Path(tmp)).items()}
        reference = np.vstack([sessions["fp32"].run(None, f)[0] for f in feeds])
        cosines = {}
        for name, s in sessions.items():
            v = np.vstack([s.run(None, f)[0] for f in feeds])
            cosines[name] = (v * reference).sum(1) / np.linalg.norm(v, axis=1) / np.linalg.norm(reference, axis=1)
        wait_quiet(60, say=log)
        start = cpu_sample()
        times: dict[str, list[float]] = {name: [] for name in sessions}
        for r in range(args.rounds):
            for name, s in sessions.items():
                for f in feeds:
                    t = time.perf_counter()
                    s.run(None, f)
                    times[name].append((time.perf_counter() - t) * 1000)
            log(f"round {r + 1}/{args.rounds} done")
        busy = others_cores(start)

    rows: dict[str, dict[str, float]] = {}
    print(
        f"\n{len(feeds)} LoCoMo questions, one at a time, {args.rounds} interleaved rounds; "
        f"other processes kept {busy} cores busy\n"
    )
    print(f"  {'variant':36s} {'p50 ms':>8s} {'p95 ms':>8s} {'cos min':>8s} {'cos mean':>9s}")
    for name, ts in times.items():
        a = np.array(ts)
        row = rows[name] = {
            "p50_ms": round(float(np.percentile(a, 50)), 3),
            "p95_ms": round(float(np.percentile(a, 95)), 3),
            "cosine_min": round(float(cosines[name].min()), 4),
            "cosine_mean": round(float(cosines[name].mean()), 4),
        }
        cells = f"{row['p50_ms']:8.3f} {row['p95_ms']:8.3f} {row['cosine_min']:8.4f} {row['cosine_mean']:9.4f}"
        print(f"  {name:36s} {cells}")
    close = rows["int8 (shipped)"]["cosine_mean"] - 0.002
    best = min((n for n in rows if rows[n]["cosine_mean"] >= close), key=lambda n: rows[n]["p50_ms"])
    print(f"\n  fastest with vectors as close to float32 as the shipped int8: {best}")
    figures = {"variants": rows, "int8_p50_ms": rows["int8 (shipped)"]["p50_ms"], "best": best}
    print(json.dumps({**figures, "queries": len(feeds), "rounds": args.rounds, "others_cores": busy}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
