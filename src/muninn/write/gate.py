"""A learned sign of change: how much a user's message reads as changing a slot memory it is about.

The slot check (:mod:`muninn.write.check`) asks the memory model about a slot only where the message says a
word of change it knows, and takes the answer only in the shapes code reads; each writer of the contradiction
benchmark says changes in words neither knows ("the Shopify Slack has 400 channels and I've only been here
four days"). Those writers' messages are data: the benchmark's changes said in passing and its neutral
messages (on a memory's topic, changing nothing) train a logistic regression over the embedder's vectors of
the message ``m`` and the memory ``o`` (features ``[m, o, m*o]``; ``bench/change_gate.py``), shipped as
``change_gate.npz`` beside this module. Its log-odds is the sign: above :data:`SIGN_ASKS` a message on the
slot's topic is asked about without a word of change; above :data:`SIGN_TAKES` an answer that fills the
slot with another value is taken where code's shapes would refuse it. The weights belong to the embedder
they were fitted in: with another embedder there is no sign and the slot check is what it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

PACKAGED = Path(__file__).with_name("change_gate.npz")
SIGN_ASKS = 1.0  # log-odds: ask the slot question though no word of change is said
SIGN_TAKES = 2.0  # log-odds: take an answer of another value that code's shapes refuse

Floats = npt.NDArray[np.floating]


def features(said: Floats, held: Floats) -> Floats:
    """Rows ``[m, o, m*o]`` for message vectors ``said`` and memory vectors ``held`` of the same shape."""
    return np.hstack([said, held, said * held])


@dataclass(frozen=True)
class ChangeGate:
    """Weights fitted in one embedder's space; see the module docstring."""

    embedder: str
    weights: npt.NDArray[np.float32]
    bias: float
    trained_on: str

    @classmethod
    def packaged(cls, embedder: str, path: Path = PACKAGED) -> ChangeGate | None:
        """The shipped weights when they were fitted with ``embedder`` (its name), else None."""
        if not path.exists():
            return None
        with np.load(path, allow_pickle=False) as data:
            gate = cls(
                str(data["embedder"]), data["weights"].astype(np.float32), float(data["bias"]), str(data["trained_on"])
            )
        return gate if gate.embedder == embedder else None

    def save(self, path: Path) -> None:
        np.savez(
            path,
            embedder=np.array(self.embedder),
            weights=self.weights.astype(np.float32),
            bias=np.array(self.bias),
            trained_on=np.array(self.trained_on),
        )

    def signs(self, said: Floats, held: Floats) -> npt.NDArray[np.float64]:
        """For each memory vector in ``held``, the highest log-odds of change over the message vectors in
        ``said`` (the user's turns being extracted)."""
        if len(said) == 0 or len(held) == 0:
            return np.full(len(held), -np.inf)
        m = np.repeat(said, len(held), axis=0)
        o = np.tile(held, (len(said), 1))
        logits = features(m, o).astype(np.float64) @ self.weights.astype(np.float64) + self.bias
        return np.asarray(logits.reshape(len(said), len(held)).max(axis=0), dtype=np.float64)
