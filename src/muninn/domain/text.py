"""Pure text helpers: normalisation for exact-duplicate detection, token estimates, terms."""

from __future__ import annotations

import hashlib
import math
import re
import unicodedata

_WS = re.compile(r"\s+")
_PUNCT_END = re.compile(r"[\s.!?;,:]+$")
_TERM = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

# Stop words are dropped from lexical scoring only; they never change stored text.
STOP_WORDS = frozenset(
    """a an and are as at be been but by did do does for from had has have he her hers him his
    i if in into is it its me my of on or our she so than that the their them then there these
    they this to was we were what when where which who whom why will with would you your""".split()
)


def normalise(text: str) -> str:
    """Casefolded, NFKC, whitespace-collapsed text without trailing punctuation."""
    text = unicodedata.normalize("NFKC", text).casefold().strip()
    return _PUNCT_END.sub("", _WS.sub(" ", text))


def content_hash(text: str) -> str:
    """Hash of the normalised text: equal for texts that differ only in case, spacing, final dot."""
    return hashlib.sha256(normalise(text).encode()).hexdigest()[:32]


def estimate_tokens(text: str) -> int:
    """A fast, tokenizer-free estimate (about four characters per token for English)."""
    return max(1, math.ceil(len(text) / 4)) if text else 0


def _stem(term: str) -> str:
    # A deliberately light suffix stripper: plural and common verb endings only.
    if term.endswith("'s"):
        term = term[:-2]
    for suffix, keep in (("ies", 4), ("ing", 5), ("ed", 4), ("es", 4), ("s", 3)):
        if term.endswith(suffix) and len(term) >= keep + len(suffix) - 1:
            if suffix == "s" and term.endswith("ss"):
                break
            return term[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return term


def terms(text: str) -> list[str]:
    """Lexical terms for BM25: lowercased words, stop words dropped, lightly stemmed."""
    return [_stem(t) for t in _TERM.findall(text.lower()) if t not in STOP_WORDS]
