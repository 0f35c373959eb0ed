#!/usr/bin/env python
"""Train the sign of change (:mod:`muninn.write.gate`) on the contradiction benchmark's messages.

A logistic regression over the embedder's vectors of a user's message ``m`` and the slot memory it is
about ``o`` (features ``[m, o, m*o]``, L2-regularised, classes weighted alike), fitted by Newton's method
in numpy. Positives: the pairs of ``bench/contradictions.py`` before ``--pairs-until`` (a message that
changes the memory); negatives: its neutral messages before ``--neutral-until`` (on the memory's topic,
changing nothing). The batches from those indices on are never seen, so that the benchmark measures the
sign on writers it was not fitted to.

Before fitting on everything, the same fit is scored out of sample: the messages cut into ``--folds``
runs of consecutive batches (later writers in later folds), each scored by the fit on the others. The
table shows the area under the ROC curve and the share of changes above the thresholds the write path
uses (:data:`~muninn.write.gate.SIGN_ASKS`, :data:`~muninn.write.gate.SIGN_TAKES`) beside the share of
neutral messages above them.

The closed slots' values (:class:`~muninn.write.gate.SlotValues`) are fitted on the same features: a
softmax regression per slot over the pairs whose key names a value first (``"vegan|plant.?based"``: vegan;
``VALUE_KEYS``), scored out of sample on the same folds: accuracy, and at the thresholds the write path
uses (:data:`~muninn.write.gate.SIGN_VALUES`, :data:`~muninn.write.gate.VALUE_TAKES`) how many changes
would get a value, how many of those are wrong (another value than the key names first, which the key does not
accept either; each printed), and how many neutral messages of the slot would get
another value than the one held. The residence's new home (:class:`~muninn.write.gate.Places`) is fitted on the
cities the residence pairs' and neutral messages name (:func:`~muninn.write.places.mentions`), each labelled by
whether its pair's key takes it as the home, and scored the same way: how many messages get a home at the write
path's thresholds, how many of those a wrong one, and how many neutral messages one at all. Writes
``src/muninn/write/change_gate.npz`` unless ``--dry-run``; the last stdout line is one JSON object.

    MUNINN_HOME=… .venv/bin/python bench/change_gate.py [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from contradictions import HUNDRED_EIGHTIETH_HOLDOUT, NEUTRAL, PAIRS
from muninn import Settings
from muninn.providers.embeddings.base import get_embedder
from muninn.write.gate import (
    PACKAGED,
    PLACE_TAKES,
    SIGN_ASKS,
    SIGN_PLACES,
    SIGN_TAKES,
    SIGN_VALUES,
    VALUE_TAKES,
    ChangeGate,
    Places,
    SlotValues,
    features,
    softmax,
)
from muninn.write.places import mentions, window
from muninn.write.slots import Filled, slot_of

Array = npt.NDArray[np.float64]
NEUTRAL_UNTIL = 2437  # the neutral messages of the batches to the 180th
PAIRS_UNTIL = HUNDRED_EIGHTIETH_HOLDOUT + 40  # the pairs of the batches to the 180th
# a closed slot's value, by the first alternative of a pair's key (searched): the values as slot_of names them.
# A key that names an end first ("no longer keto") or what is eaten again ("eats gluten") names no value.
VALUE_KEYS: dict[str, tuple[tuple[str, str], ...]] = {
    "diet": (
        ("vegan", "vegan|plant"),
        ("vegetarian", "vegetarian|veggie"),
        ("pescatarian", "pesc"),
        ("mediterranean", "mediterr"),
        ("halal", "halal"),
        ("kosher", "kosher"),
        ("keto", "keto"),
        ("paleo", "paleo"),
        ("carnivore", "carnivor"),
        ("gluten-free", "gluten"),
        ("low-fodmap", "fodmap"),
        ("omnivore", "meat|omnivor"),
    ),
    "relationship": (
        ("widowed", "^(?:widow|passed|died|death|late)"),
        ("divorced", "^divorc"),
        ("separated", "^separat"),
        ("single", "^(?:single|broke|split|ex|ended|no longer)"),
        ("engaged", "^(?:engag|fianc|propos)"),
        ("married", "^(?:marri|wife|husband|spouse|wed)"),
    ),
}
_NO_VALUE = re.compile(r"no longer|eats gluten|\bnon\b")


def fit(x: Array, y: Array, lam: float, iters: int = 50) -> Array:
    """Weights (bias last) of an L2 logistic regression, each class weighted to half the total."""
    n, k = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    weight = np.where(y == 1, n / (2 * y.sum()), n / (2 * (n - y.sum())))
    ridge = lam * np.eye(k + 1)
    ridge[-1, -1] = 0.0  # the bias is not shrunk
    w = np.zeros(k + 1)
    for _ in range(iters):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ (weight * (p - y)) + ridge @ w
        hess = (xb * (weight * p * (1 - p))[:, None]).T @ xb + ridge
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-7:
            break
    return w


def fit_softmax(x: Array, y: npt.NDArray[np.int_], k: int, lam: float, iters: int = 1000) -> Array:
    """Weights (bias last row) of an L2 softmax regression over ``k`` classes, by accelerated gradient
    descent (FISTA) with the step from a bound on the loss's curvature."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    target = np.eye(k)[y]
    v = np.ones(d + 1)
    for _ in range(30):  # power iteration: the largest eigenvalue of xb'xb
        v = xb.T @ (xb @ v)
        v /= np.linalg.norm(v)
    step = 1 / (0.5 * float(v @ (xb.T @ (xb @ v))) + lam)
    ridge = np.full((d + 1, 1), lam)
    ridge[-1] = 0.0  # the bias is not shrunk
    w = np.zeros((d + 1, k))
    z, t = w.copy(), 1.0
    for _ in range(iters):
        p = softmax(xb @ z)
        nxt = z - step * (xb.T @ (p - target) + ridge * z)
        t_next = (1 + np.sqrt(1 + 4 * t * t)) / 2
        z = nxt + (t - 1) / t_next * (nxt - w)
        w, t = nxt, t_next
    return w


def value_of(slot: str, key: str) -> str | None:
    """The value a pair's key names first, for a closed slot; None where it names none."""
    first = key.split("|")[0]
    if _NO_VALUE.search(first):
        return None
    return next((value for value, pattern in VALUE_KEYS[slot] if re.search(pattern, first)), None)


def auc(y: Array, s: Array) -> float:
    """Area under the ROC curve: how often a change scores above a neutral message (ties half)."""
    pos, neg = s[y == 1], s[y == 0]
    order = np.argsort(np.concatenate([pos, neg]), kind="stable")
    ranks = np.empty(len(order))
    ranks[order] = np.arange(1, len(order) + 1)
    allv = np.concatenate([pos, neg])
    for v in np.unique(allv):  # average ranks of ties
        tied = allv == v
        if tied.sum() > 1:
            ranks[tied] = ranks[tied].mean()
    return float((ranks[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def embedded(texts: list[str], embed: Any) -> Array:
    out = [np.asarray(embed(texts[i : i + 256]), dtype=np.float64) for i in range(0, len(texts), 256)]
    return np.vstack(out)


def fit_places(
    pairs: Sequence[tuple[str, str, str, str]],
    neutral: Sequence[tuple[str, str]],
    scores: Array,
    fold: npt.NDArray[np.int_],
    said: Array,
    embed: Any,
    args: argparse.Namespace,
    figures: dict[str, Any],
) -> Places | None:
    """The residence's new home among the cities a message names (:class:`~muninn.write.gate.Places`): each
    mention of a residence pair's or neutral message's city, labelled by whether the pair's key takes "User lives
    in <city>" (a neutral message's cities never); scored out of sample on the same folds, as the write path takes
    a city (the likeliest of its message, at the thresholds), then fitted on all (None with ``--dry-run``)."""
    rows: list[tuple[int, str, int]] = []  # (message row, window, label)
    texts = [(p[1], p[2], p[3]) for p in pairs] + [(n[0], n[1], None) for n in neutral]
    for i, (old, message, key) in enumerate(texts):
        if (filled := slot_of(old)) is None or filled.slot != "residence":
            continue
        for m in mentions(message, filled.value):
            label = key is not None and re.search(key, f"user lives in {m.name}".lower()) is not None
            rows.append((i, window(message, m), int(label)))
    at = np.array([r[0] for r in rows])
    w_vec = embedded([r[1] for r in rows], embed)
    z = np.hstack([w_vec, said[at]])
    label = np.array([r[2] for r in rows], dtype=np.float64)
    p = np.zeros(len(rows))
    for k in range(args.folds):
        train = fold[at] != k
        w = fit(z[train], label[train], args.place_lam)
        p[~train] = Places(w[:-1].astype(np.float32), float(w[-1])).probabilities(w_vec[~train], said[at][~train])
    best: dict[int, int] = {}
    for j, i in enumerate(at):
        if i not in best or p[j] > p[best[i]]:
            best[i] = j
    taken = [j for i, j in best.items() if scores[i] >= SIGN_PLACES and p[j] >= PLACE_TAKES]
    right = sum(1 for j in taken if at[j] < len(pairs) and label[j])
    wrong = [j for j in taken if at[j] < len(pairs) and not label[j]]
    quiet = [j for j in taken if at[j] >= len(pairs)]
    n_pairs = len({i for i in at if i < len(pairs)})
    n_quiet = sum(1 for o, _ in neutral if (f := slot_of(o)) is not None and f.slot == "residence")
    area = auc(label, p)
    print(
        f"\n| residence: cities named | messages with one | AUC | new home taken (sign >= {SIGN_PLACES}, "
        f"city >= {PLACE_TAKES}) | of them wrong | neutral messages given a home |\n|---|---|---|---|---|---|\n"
        f"| {len(rows)} | {n_pairs} pairs | {area:.3f} | {right + len(wrong)} | {len(wrong)} | "
        f"{len(quiet)} of {n_quiet} |"
    )
    for j in wrong + quiet:
        print(f"  taken, {rows[j][1]!r}: {texts[at[j]][0]!r} + {texts[at[j]][1]!r}")
    figures.update(
        {
            "place_auc": round(area, 3),
            "places_taken": right + len(wrong),
            "places_wrong": len(wrong),
            "place_neutral_given_a_home": len(quiet),
        }
    )
    if args.dry_run:
        return None
    w = fit(z, label, args.place_lam)
    return Places(w[:-1].astype(np.float32), float(w[-1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs-until", type=int, default=PAIRS_UNTIL)
    ap.add_argument("--neutral-until", type=int, default=NEUTRAL_UNTIL)
    ap.add_argument("--lam", type=float, default=1.0, help="L2 penalty of the sign")
    ap.add_argument("--value-lam", type=float, default=0.1, help="L2 penalty of the closed slots' values")
    ap.add_argument("--place-lam", type=float, default=0.1, help="L2 penalty of the residence's new home")
    ap.add_argument("--folds", type=int, default=8)
    ap.add_argument("--dry-run", action="store_true", help="score out of sample only; write nothing")
    args = ap.parse_args()
    settings = Settings()
    embedder = get_embedder(settings.embedder, home=settings.home)
    pairs, neutral = PAIRS[: args.pairs_until], NEUTRAL[: args.neutral_until]
    started = time.perf_counter()
    said = embedded([p[2] for p in pairs] + [n[1] for n in neutral], embedder.embed)
    held = embedded([p[1] for p in pairs] + [n[0] for n in neutral], embedder.embed)
    print(f"{len(pairs)} changes, {len(neutral)} neutral messages embedded in {time.perf_counter() - started:.0f} s")
    x = features(said, held)
    y = np.concatenate([np.ones(len(pairs)), np.zeros(len(neutral))])
    fold = np.concatenate(
        [np.arange(len(pairs)) * args.folds // len(pairs), np.arange(len(neutral)) * args.folds // len(neutral)]
    )
    scores = np.zeros(len(y))
    print("\n| fold | changes | neutral | AUC |\n|---|---|---|---|")
    for k in range(args.folds):
        w = fit(x[fold != k], y[fold != k], args.lam)
        scores[fold == k] = x[fold == k] @ w[:-1] + w[-1]
        inside = fold == k
        changes, quiet = int(y[inside].sum()), int((1 - y[inside]).sum())
        print(f"| {k + 1} | {changes} | {quiet} | {auc(y[inside], scores[inside]):.3f} |")
    figures: dict[str, Any] = {
        "pairs": len(pairs),
        "neutral": len(neutral),
        "auc_out_of_sample": round(auc(y, scores), 3),
    }
    print("\n| sign above | changes | neutral messages |\n|---|---|---|")
    for name, t in (("asks", SIGN_ASKS), ("takes", SIGN_TAKES)):
        changes, quiet = float((scores[y == 1] > t).mean()), float((scores[y == 0] > t).mean())
        print(f"| {t} ({name}) | {changes:.3f} | {quiet:.3f} |")
        figures[f"changes_above_{name}"], figures[f"neutral_above_{name}"] = round(changes, 3), round(quiet, 3)
    print(f"\nout of sample, all folds: AUC {figures['auc_out_of_sample']}")
    values: dict[str, SlotValues] = {}
    print(
        f"\n| values of | pairs | accuracy | taken (sign >= {SIGN_VALUES}, value above the slot's threshold) "
        "| of them wrong | neutral messages given another value |\n|---|---|---|---|---|---|"
    )
    for slot in VALUE_KEYS:
        rows = [(i, v) for i, p in enumerate(pairs) if p[0] == slot and slot_of(p[1]) and (v := value_of(slot, p[3]))]
        labels = sorted({v for _, v in rows})
        at = np.array([i for i, _ in rows])
        truth = np.array([labels.index(v) for _, v in rows])
        quiet = np.array([len(pairs) + j for j, n in enumerate(neutral) if (f := slot_of(n[0])) and f.slot == slot])
        prob = np.zeros((len(y), len(labels)))
        for k in range(args.folds):
            w = fit_softmax(x[at][fold[at] != k], truth[fold[at] != k], len(labels), args.value_lam)
            prob[fold == k] = SlotValues(tuple(labels), w[:-1], w[-1]).probabilities(x[fold == k])
        best, sure = prob.argmax(axis=1), prob.max(axis=1)
        took = (scores >= SIGN_VALUES) & (sure >= VALUE_TAKES[slot])
        taken = took[at]
        # a value other than the key's first is wrong only where the key does not take it either
        # ("vegetarian" for "vegan|vegetarian|plant.?based")
        other = np.array(
            [
                labels[b] != labels[t] and not re.search(pairs[i][3], labels[b])
                for i, b, t in zip(at, best[at], truth, strict=True)
            ]
        )
        wrong = taken & other
        held = {i: slot_of(neutral[i - len(pairs)][0]) for i in quiet}
        changed = [i for i in quiet if took[i] and (h := held[i]) and Filled(slot, labels[best[i]]).contradicts(h)]
        accuracy = float((best[at] == truth).mean())
        counts = f"{int(taken.sum())} | {int(wrong.sum())} | {len(changed)} of {len(quiet)}"
        print(f"| {slot} | {len(at)} | {accuracy:.3f} | {counts} |")
        for i in at[taken & other]:
            print(f"  taken wrongly, {labels[best[i]]} for {pairs[i][3]!r}: {pairs[i][1]!r} + {pairs[i][2]!r}")
        for i in changed:
            print(f"  neutral given {labels[best[i]]}: {neutral[i - len(pairs)][0]!r} + {neutral[i - len(pairs)][1]!r}")
        figures[f"{slot}_value_accuracy"] = round(accuracy, 3)
        figures[f"{slot}_values_taken"], figures[f"{slot}_values_wrong"] = int(taken.sum()), int(wrong.sum())
        figures[f"{slot}_neutral_given_a_value"] = len(changed)
        if not args.dry_run:
            w = fit_softmax(x[at], truth, len(labels), args.value_lam)
            values[slot] = SlotValues(tuple(labels), w[:-1].astype(np.float32), w[-1].astype(np.float32))
    places = fit_places(pairs, neutral, scores, fold, said, embedder.embed, args, figures)
    if not args.dry_run:
        w = fit(x, y, args.lam)
        gate = ChangeGate(
            embedder=embedder.name,
            weights=w[:-1].astype(np.float32),
            bias=float(w[-1]),
            trained_on=f"pairs 0-{len(pairs) - 1}, neutral messages 0-{len(neutral) - 1} of bench/contradictions.py",
            values=values,
            places=places,
        )
        gate.save(PACKAGED)
        print(f"wrote {PACKAGED} ({gate.trained_on})")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
