"""Model-free checks of a chat reply: did it ask about a due event, mention a memory, answer the
question, stay short, avoid repeating itself.

Code decides and the model phrases (DESIGN §1.4), so what the model wrote is checked by code:
the chat loop and the proxy mark a follow-up as done only when :func:`asks_about` finds the
question in the reply, and ``bench/chat_quality.py`` scores replies with the same functions.
All of them work on :func:`~muninn.domain.text.terms` (stemmed, stop words dropped), so
"exams" meets "exam" and "cooking" meets "cook".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from muninn.domain.text import terms

_SENTENCE = re.compile(r"[^.!?\n]*[.!?]+|[^.!?\n]+$", re.MULTILINE)
_WORD = re.compile(r"\w+(?:['’]\w+)*")
_FENCE = re.compile(r"```.*?(?:```|$)", re.DOTALL)
# Words of an event's sentence that say nothing about what the event was ("Maya has an exam").
_EVENT_FILLER = frozenset(terms("user has have had got going will be attending taking doing"))


def sentences(text: str) -> list[str]:
    """The reply's sentences (split at ``.``, ``!``, ``?`` and line breaks), stripped, non-empty."""
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def questions(text: str) -> list[str]:
    """The sentences that end with a question mark."""
    return [s for s in sentences(text) if s.rstrip().endswith("?")]


def word_count(text: str) -> int:
    """Words outside fenced code blocks (the unit of a policy mode's ``max_words``)."""
    return len(_WORD.findall(_FENCE.sub(" ", text)))


def event_terms(event: str, *, names: Iterable[str] = ()) -> set[str]:
    """What an event memory is about: its terms without filler, the subject and the given ``names``.

    The first term of a third-person memory is its subject ("Maya has an exam" → ``{"exam"}``), which
    a question about the event need not repeat; a one-term sentence keeps its term.
    """
    found = terms(event)
    skip = _EVENT_FILLER | {t for name in names for t in terms(name)}
    kept = {t for t in found[1:] if t not in skip}
    return kept or set(found)


def asks_about(reply: str, event: str, *, names: Iterable[str] = ()) -> bool:
    """Whether one of the reply's questions is about ``event`` (shares a term with it).

    "How did your chemistry exam go?" asks about "Maya has an organic chemistry exam"; "How are
    you?" does not, and neither does a statement that mentions the exam without asking.
    """
    wanted = event_terms(event, names=names)
    return any(wanted & set(terms(q)) for q in questions(reply))


def mentions(reply: str, keywords: Sequence[str]) -> bool:
    """Whether the reply contains any of ``keywords`` (each compared by its stemmed terms, all of
    which must appear: "plant based" needs both words)."""
    have = set(terms(reply))
    return any((wanted := set(terms(k))) and wanted <= have for k in keywords)


def _shingles(text: str, n: int) -> set[tuple[str, ...]]:
    words = [w.lower() for w in _WORD.findall(text)]
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def repetition(reply: str, earlier: str, *, n: int = 6) -> float:
    """Share of the reply's ``n``-word runs that also occur in ``earlier`` (0 new, 1 a copy)."""
    mine = _shingles(reply, n)
    if not mine:
        return 0.0
    return len(mine & _shingles(earlier, n)) / len(mine)


def repeats(reply: str, earlier: Iterable[str], *, threshold: float = 0.3, n: int = 6) -> bool:
    """Whether the reply copies an earlier one: at least ``threshold`` of its ``n``-word runs
    appear in one of them (a shared stock phrase is under it; a regrown list is far over)."""
    return any(repetition(reply, e, n=n) >= threshold for e in earlier)
