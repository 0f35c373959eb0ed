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
neutral messages above them. Writes ``src/muninn/write/change_gate.npz`` unless ``--dry-run``; the last
stdout line is one JSON object.

    MUNINN_HOME=… .venv/bin/python bench/change_gate.py [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np
import numpy.typing as npt

from contradictions import HUNDRED_THIRTY_FIFTH_HOLDOUT, NEUTRAL, PAIRS
from muninn import Settings
from muninn.providers.embeddings.base import get_embedder
from muninn.write.gate import PACKAGED, SIGN_ASKS, SIGN_TAKES, ChangeGate, features

Array = npt.NDArray[np.float64]
NEUTRAL_UNTIL = 1747  # the neutral messages of the batches before the 135th


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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs-until", type=int, default=HUNDRED_THIRTY_FIFTH_HOLDOUT)
    ap.add_argument("--neutral-until", type=int, default=NEUTRAL_UNTIL)
    ap.add_argument("--lam", type=float, default=1.0, help="L2 penalty")
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
    if not args.dry_run:
        w = fit(x, y, args.lam)
        gate = ChangeGate(
            embedder=embedder.name,
            weights=w[:-1].astype(np.float32),
            bias=float(w[-1]),
            trained_on=f"pairs 0-{len(pairs) - 1}, neutral messages 0-{len(neutral) - 1} of bench/contradictions.py",
        )
        gate.save(PACKAGED)
        print(f"wrote {PACKAGED} ({gate.trained_on})")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
