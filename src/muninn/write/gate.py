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

The same messages teach the closed slots' values (diet, relationship): a softmax regression over the same
features reads which value a change says ("fish and dairy are both gone from my kitchen, it's all plants
now": vegan), where the model's answer and code's shapes give none. It is taken only where the sign is at
:data:`SIGN_VALUES` or above and the value is at :data:`VALUE_TAKES` or above
(:func:`~muninn.write.check.learned_value`).

A residence's value is open, but the message names it: the cities a message names
(:func:`~muninn.write.places.mentions`) are read by a logistic regression over the vectors of the text around
each (the city said as "the city") and of the whole message (:class:`Places`), trained on the same batches:
the new home against the cities left, visited or someone else's. The likeliest is taken where the sign is at
:data:`SIGN_PLACES` or above and the city at :data:`PLACE_TAKES` or above
(:func:`~muninn.write.check.learned_place`), asked about or not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

PACKAGED = Path(__file__).with_name("change_gate.npz")
SIGN_ASKS = 1.0  # log-odds: ask the slot question though no word of change is said
SIGN_TAKES = 2.0  # log-odds: take an answer of another value that code's shapes refuse
SIGN_VALUES = 1.5  # log-odds: where nothing else read a change, a closed slot's learned value may be taken
# probability at which a closed slot's learned value is taken: a relationship's is surer asked (an ex's message, a
# friend's engagement read near 0.9); a diet's from 0.8, where on the logged misses of the batches to the 144th
# (8-fold out of sample, sign >= SIGN_VALUES) 0.8-0.9 read 5 of 6 right and no neutral message ("dairy and eggs
# are out the door" for paleo: vegan at 0.83)
VALUE_TAKES = {"diet": 0.8, "relationship": 0.95}
SIGN_PLACES = 0.0  # log-odds: a city read as the new home is taken only where a change is as likely as not
PLACE_TAKES = 0.95  # probability at which that city is taken

Floats = npt.NDArray[np.floating]


def features(said: Floats, held: Floats) -> Floats:
    """Rows ``[m, o, m*o]`` for message vectors ``said`` and memory vectors ``held`` of the same shape."""
    return np.hstack([said, held, said * held])


def softmax(logits: Floats) -> npt.NDArray[np.float64]:
    """Each row of ``logits`` as probabilities."""
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    return np.asarray(e / e.sum(axis=1, keepdims=True), dtype=np.float64)


class Learned(NamedTuple):
    """What the weights read in the user's turns: the sign of change of each slot memory, and the learned
    value of each closed slot's memory with its probability (by memory); None where there are no weights."""

    signs: dict[str, float] | None = None
    values: dict[str, tuple[str, float]] | None = None
    places: dict[str, tuple[str, float]] | None = None  # residence memories: the likeliest new home, its probability


NOTHING_LEARNED = Learned()  # no weights, or nothing to weigh


@dataclass(frozen=True)
class SlotValues:
    """A softmax regression over :func:`features`: which of ``labels`` (values of one closed slot, as
    :func:`~muninn.write.slots.slot_of` names them) a message says the slot holds now."""

    labels: tuple[str, ...]
    weights: npt.NDArray[np.float32]  # (features, labels)
    bias: npt.NDArray[np.float32]  # (labels,)

    def probabilities(self, x: Floats) -> npt.NDArray[np.float64]:
        """Each row of features ``x``: the probability of each of ``labels``."""
        return softmax(x.astype(np.float64) @ self.weights.astype(np.float64) + self.bias.astype(np.float64))

    def value(self, said: Floats, held: Floats) -> tuple[str, float]:
        """The most likely value over the message vectors ``said`` for one memory vector ``held``, and its
        probability."""
        p = self.probabilities(features(said, np.broadcast_to(held, said.shape)))
        turn, label = np.unravel_index(int(p.argmax()), p.shape)
        return self.labels[int(label)], float(p[turn, label])


@dataclass(frozen=True)
class Places:
    """A logistic regression over ``[w, m]``: whether the city named in the window ``w`` of a message ``m``
    (:func:`~muninn.write.places.window`) is where the user lives now."""

    weights: npt.NDArray[np.float32]  # (2 * dim,)
    bias: float

    def probabilities(self, windows: Floats, said: Floats) -> npt.NDArray[np.float64]:
        """For each mention's window vector in ``windows`` and its message's vector in ``said``."""
        logits = np.hstack([windows, said]).astype(np.float64) @ self.weights.astype(np.float64) + self.bias
        return np.asarray(1 / (1 + np.exp(-logits)), dtype=np.float64)


@dataclass(frozen=True)
class ChangeGate:
    """Weights fitted in one embedder's space; see the module docstring."""

    embedder: str
    weights: npt.NDArray[np.float32]
    bias: float
    trained_on: str
    values: Mapping[str, SlotValues] = field(default_factory=dict)  # by slot
    places: Places | None = None

    @classmethod
    def packaged(cls, embedder: str, path: Path = PACKAGED) -> ChangeGate | None:
        """The shipped weights when they were fitted with ``embedder`` (its name), else None."""
        if not path.exists():
            return None
        with np.load(path, allow_pickle=False) as data:
            slots = [str(s) for s in data["value_slots"]] if "value_slots" in data else []
            values = {
                s: SlotValues(
                    tuple(str(v) for v in data[f"{s}_labels"]),
                    data[f"{s}_weights"].astype(np.float32),
                    data[f"{s}_bias"].astype(np.float32),
                )
                for s in slots
            }
            places = (
                Places(data["places_weights"].astype(np.float32), float(data["places_bias"]))
                if "places_weights" in data
                else None
            )
            gate = cls(
                str(data["embedder"]),
                data["weights"].astype(np.float32),
                float(data["bias"]),
                str(data["trained_on"]),
                values,
                places,
            )
        return gate if gate.embedder == embedder else None

    def save(self, path: Path) -> None:
        arrays: dict[str, Any] = {
            "embedder": np.array(self.embedder),
            "weights": self.weights.astype(np.float32),
            "bias": np.array(self.bias),
            "trained_on": np.array(self.trained_on),
            "value_slots": np.array(sorted(self.values), dtype=str),
        }
        for slot, v in self.values.items():
            arrays[f"{slot}_labels"] = np.array(v.labels, dtype=str)
            arrays[f"{slot}_weights"] = v.weights.astype(np.float32)
            arrays[f"{slot}_bias"] = v.bias.astype(np.float32)
        if self.places is not None:
            arrays["places_weights"] = self.places.weights.astype(np.float32)
            arrays["places_bias"] = np.array(self.places.bias)
        np.savez(path, **arrays)

    def signs(self, said: Floats, held: Floats) -> npt.NDArray[np.float64]:
        """For each memory vector in ``held``, the highest log-odds of change over the message vectors in
        ``said`` (the user's turns being extracted)."""
        if len(said) == 0 or len(held) == 0:
            return np.full(len(held), -np.inf)
        m = np.repeat(said, len(held), axis=0)
        o = np.tile(held, (len(said), 1))
        logits = features(m, o).astype(np.float64) @ self.weights.astype(np.float64) + self.bias
        return np.asarray(logits.reshape(len(said), len(held)).max(axis=0), dtype=np.float64)
