"""Pure text helpers: normalisation for exact-duplicate detection, token estimates, terms."""

from __future__ import annotations

import functools
import hashlib
import math
import re
import unicodedata

_WS = re.compile(r"\s+")
_PUNCT_END = re.compile(r"[\s.!?;,:]+$")
# A word is a run of Unicode letters and digits (any script), with one inner apostrophe ("don't").
_TERM = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
# Scripts written without spaces between words (Han, kana) and Hangul, whose particles attach to
# words: indexed as overlapping character pairs, the usual segmenter-free approach for BM25.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u31f0-\u31ff]+")

# Stop words are dropped from lexical scoring only; they never change stored text.
STOP_WORDS = frozenset(
    """a an and are as at be been but by did do does for from had has have he her hers him his
    i if in into is it its me my of on or our she so than that the their them then there these
    they this to was we were what when where which who whom why will with would you your""".split()  # noqa: SIM905
)


def normalise(text: str) -> str:
    """Casefolded, NFKC, whitespace-collapsed text without trailing punctuation."""
    text = unicodedata.normalize("NFKC", text).casefold().strip()
    return _PUNCT_END.sub("", _WS.sub(" ", text))


# the Latin letters that Unicode does not decompose into a base letter and an accent
_BASE_LETTERS = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i", "ß": "ss"})


def unaccented(text: str) -> str:
    """``text`` with its letters' accents dropped, as users often type place names ("Gdańsk" as "gdansk",
    "Tromsø" as "tromso")."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_BASE_LETTERS))
    return unicodedata.normalize("NFC", "".join(ch for ch in decomposed if not unicodedata.combining(ch)))


def content_hash(text: str) -> str:
    """Hash of the normalised text: equal for texts that differ only in case, spacing, final dot."""
    return hashlib.sha256(normalise(text).encode()).hexdigest()[:32]


def estimate_tokens(text: str) -> int:
    """A fast, tokenizer-free estimate (about four characters per token for English)."""
    return max(1, math.ceil(len(text) / 4)) if text else 0


def _consonant(word: str, i: int) -> bool:
    if word[i] in "aeiou":
        return False
    return word[i] != "y" or i == 0 or not _consonant(word, i - 1)


def _measure(stem: str) -> int:
    """Porter's m: how many vowel-consonant sequences ``stem`` has ("tree" 0, "trouble" 1)."""
    return "".join("c" if _consonant(stem, i) else "v" for i in range(len(stem))).count("vc")


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _cvc(stem: str) -> bool:
    # consonant-vowel-consonant ending, last not w/x/y: "hop" (from hoping) gets its e back
    n = len(stem)
    if n < 3 or stem[-1] in "wxy":
        return False
    return _consonant(stem, n - 3) and not _consonant(stem, n - 2) and _consonant(stem, n - 1)


@functools.lru_cache(maxsize=1 << 16)
def _stem(term: str) -> str:
    """Step 1 of the Porter stemmer: the inflections (plurals, -ed, -ing, final -y).

    Inflections only, so "painted", "paints" and "painting" meet at "paint" and "baking" meets
    "bake", while derivations ("adoption", "adopt") stay apart. Both the index and the query go
    through the same function, so stems need not be words.
    """
    if term.endswith("'s"):
        term = term[:-2]
    if len(term) <= 3:
        return term
    if term.endswith("sses") or term.endswith("ies"):
        term = term[:-2]
    elif term.endswith("s") and not term.endswith(("ss", "us", "is")):
        term = term[:-1]
    stripped = False
    if term.endswith("eed"):
        if _measure(term[:-3]) > 0:
            term = term[:-1]
    elif term.endswith("ed") and _has_vowel(term[:-2]):
        term, stripped = term[:-2], True
    elif term.endswith("ing") and _has_vowel(term[:-3]):
        term, stripped = term[:-3], True
    if stripped:
        if term.endswith(("at", "bl", "iz")):
            term += "e"
        elif len(term) >= 2 and term[-1] == term[-2] and _consonant(term, len(term) - 1) and term[-1] not in "lsz":
            term = term[:-1]
        elif _measure(term) == 1 and _cvc(term):
            term += "e"
    if term.endswith("y") and len(term) > 2 and _has_vowel(term[:-1]):
        term = term[:-1] + "i"
    return term


def _bigrams(run: str) -> list[str]:
    return [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]


def terms(text: str) -> list[str]:
    """Lexical terms for BM25: words of any script, casefolded (NFKC), English stop words dropped.

    English (ASCII) words are lightly stemmed (:func:`_stem`); other words are kept whole, since
    an English stemmer would mangle them; runs of CJK characters become character bigrams
    ("東京大学" → "東京", "京大", "大学"), so a query matches inside a sentence without a segmenter.
    """
    out: list[str] = []
    folded = unicodedata.normalize("NFKC", text).replace("\u2019", "'").casefold()
    for word in _TERM.findall(folded):
        if word.isascii():
            if word not in STOP_WORDS:
                out.append(_stem(word))
            continue
        at = 0
        for run in _CJK.finditer(word):
            if run.start() > at:
                out.append(word[at : run.start()])
            out.extend(_bigrams(run.group()))
            at = run.end()
        if at < len(word):
            out.append(word[at:])
    return out
