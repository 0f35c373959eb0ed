"""Extraction: new turns in, validated candidate facts out (plus counts of what was dropped)."""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from dataclasses import dataclass, field
from datetime import UTC, datetime, time

from pydantic import ValidationError

from muninn import validation as check
from muninn.domain.jobs import Candidate
from muninn.domain.markers import BLOCK_CLOSE, BLOCK_OPEN, TOOL_CALL
from muninn.domain.models import Turn
from muninn.domain.text import terms
from muninn.errors import InvalidInput
from muninn.providers.llm import ChatProvider
from muninn.providers.llm.parse import OutputError
from muninn.settings import Settings
from muninn.write import when
from muninn.write.ask import Answer, ask_json
from muninn.write.check import (
    PRANK,
    change_taken,
    check_slots,
    diet_gone_by,
    diet_of_others_asked,
    diet_unsaid,
    first_kind,
    job_of_others,
    not_restated,
    said_by_user,
    said_in_earnest,
    said_of_someone_else,
    slot_kind,
    status_of_others,
    unheld_by_user,
)
from muninn.write.gate import NOTHING_LEARNED, Learned
from muninn.write.prompts import EXTRACT_EXAMPLE, ExtractedFact, extract_messages, extract_schema
from muninn.write.slots import SENTENCES, sentence, slot_of, stated, with_partner_named

_INJECTED = re.compile(re.escape(BLOCK_OPEN) + r".*?(?:" + re.escape(BLOCK_CLOSE) + r"|$)", re.DOTALL)
_ABOUT_ASSISTANT = re.compile(r"^(the )?(assistant|ai|bot|model)\b", re.IGNORECASE)
# words of the facts in the prompt's worked example (what a small model copies when it has nothing)
EXAMPLE_TERMS = frozenset(t for c in re.findall(r'"content": "([^"]+)"', EXTRACT_EXAMPLE) for t in terms(c)) - {"user"}
_DATE_FORMATS = ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d")
# a question or request of the moment, not something about the user
_ONE_OFF = re.compile(
    r"^User (?:asked|asks|is asking|was asking|wants to know|wanted to know|would like to know|inquired|enquired|"
    r"requested|is curious|was curious|needs? (?:help|to know)|asked for|wants (?:help|a|an|the|some) )",
    re.IGNORECASE,
)


# A user turn that only asks something ("Can you convert 5 miles to km?", "any dinner ideas?")
# says nothing about the user: no first person in it.
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|our|us)\b", re.IGNORECASE)
# the user's own words copied as a fact ("They made me manager of the restaurant"): not about "User"
_SPOKEN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|we|we're|we've|our|us)\b")
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
# a request of the moment, in the imperative ("Next one: solve 4x - 6 = 10.", "please explain limits")
_REQUEST = re.compile(
    r"^(?:(?:next one|ok|okay|now|and|so|right|alright|please)\W+)*(?:solve|explain|tell|give|show|help|write|"
    r"calculate|compute|convert|translate|summari[sz]e|list|find|check|fix|define|simplify|factor|integrate|"
    r"differentiate|evaluate|recommend|suggest)\b",
    re.IGNORECASE,
)
# what the speaker finds hard: "the chain rule keeps tripping me up", "I struggle with recursion",
# "fractions confuse me", "I find integration really hard"
_TOPIC = r"((?!(?:and|but|so|or)\b)(?:the |my )?[a-z][\w/+-]*(?: [a-z][\w/+-]*){0,3}?)"
_LEAD = r"(?:^|[.!?,;]\s*|\band\s+|\bbut\s+)(?:(?:honestly|also|ugh|ok|okay|so|well|still|now)\W+)*"
_HARD = re.compile(
    rf"{_LEAD}{_TOPIC} (?:always |still |really |just )?(?:keeps|keep|kept) "
    r"(?:tripping me up|confusing me|catching me out|throwing me)\b"
    rf"|{_LEAD}{_TOPIC} (?:really |always |still |just )?(?:confuses|confuse|baffles|baffle) me\b"
    r"|\bI (?:really |still |always )?(?:struggle|am struggling|['’]m struggling) with "
    rf"{_TOPIC}(?=$|[,.;!?]| and\b| but\b)"
    rf"|\bI (?:find|found) {_TOPIC} (?:really |so |very |quite )?(?:hard|difficult|confusing|tricky)\b",
    re.I,
)
# not a topic to remember: "this keeps confusing me", "it confuses me"
_NOT_A_TOPIC = re.compile(
    r"^(?:it|this|that|these|those|he|she|they|you|everything|nothing|something|anything|most|more|all|some)\b", re.I
)
# a request for every reply to come, not this one: "From now on, hints only please", "please keep your
# answers short going forward", "Never give me the full solution", "stop using bullet points"
_FROM_NOW_ON = re.compile(
    r"\b(?:from now on|going forward|from here on(?: out| in)?|in (?:the )?future|for future reference|"
    r"every time|each time)\b",
    re.I,
)
_STANDING = re.compile(
    r"^(?:(?:and|so|but|ok|okay|also|honestly|please|pls|plz|just)\W+)*"
    r"(?:always|never(?! mind)|stop(?! it| that| this)|quit(?! it)|no more)\b",
    re.I,
)
# said to the assistant: a word of asking, or a verb in the imperative
_ASKED = re.compile(
    r"\b(?:you|your|please|pls|plz|only|don['’]t|do not|no more|stop|just)\b|^(?:(?:always|never)\s+)?(?:keep|give|use|"
    r"answer|reply|write|speak|talk|explain|call|address|remind|ask|show|tell|skip|avoid|check|correct|be|make|"
    r"send|let)\b",
    re.I,
)
# the words of asking itself, which say nothing of what is asked about
_ASKING_WORDS = frozenset(
    terms("please pls plz never always stop quit no more give put keep use make tell show let just only every time me")
)
# the speaker's own resolution ("from now on I'm running every day") or someone else's habit ("my
# teacher always gives me the answers"): not a request
_NOT_ASKED = re.compile(
    r"^(?:(?:and|so|but|ok|okay|also|honestly)\W+)*(?:I|I['’]m|I['’]ll|I will|I am|we|we['’]ll|my|our|he|she|they|it|"
    r"this|that|there)\b",
    re.I,
)
# "User dreads it": a pronoun whose referent stayed in the chat
_DANGLING = re.compile(r"\b(?:it|this|that|them)[.!]?$", re.IGNORECASE)

# What each built-in kind says in words. The small model labels "User has two kids" a
# preference and "User works as a nurse" a goal; a kind whose words are missing is corrected
# to the kind whose words are there, else to "fact".
_KIND_WORDS = {
    "goal": re.compile(
        r"\b(?:wants? to|plans? to|hopes? to|aims? to|goals?|trying to|tries to|saving (?:up )?for|training for|"
        r"would like to|intends? to|dreams? of|wishes to|working towards?)\b",
        re.IGNORECASE,
    ),
    "assessment": re.compile(
        r"\b(?:finds?|struggles?|struggling|confus\w*|difficult|hard for|(?:good|bad|weak|strong|poor|better|worse) at|"
        r"understands?|mastered|is (?:behind|ahead) (?:on|in))\b",
        re.IGNORECASE,
    ),
    "preference": re.compile(
        r"\b(?:likes?|loves?|prefers?|enjoys?|hates?|dislikes?|favou?rites?|avoids?|can't stand|cannot stand|"
        r"fan of|rather|vegan|vegetarian|pescatarian)\b",
        re.IGNORECASE,
    ),
}


def kind_by_wording(content: str, kind: str, kinds: Sequence[str]) -> str:
    """``kind`` when the text says it (or it is not a built-in); else the built-in kind the text
    says, else "fact". Events are decided by their time, elsewhere."""
    if kind not in _KIND_WORDS and kind != "fact":
        return kind
    if kind in _KIND_WORDS and _KIND_WORDS[kind].search(content):
        return kind
    said = [k for k, words in _KIND_WORDS.items() if k in kinds and words.search(content)]
    if said:
        return said[0]
    return "fact" if "fact" in kinds else kind


_DEFAULTS = Settings.model_fields


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits a stored memory must meet (the API's, from the settings): a candidate over any of
    them is dropped and counted here rather than refused later, where one bad item would fail
    the whole job."""

    max_chars: int = _DEFAULTS["max_memory_chars"].default
    max_tags: int = _DEFAULTS["max_tags"].default
    max_tag_chars: int = _DEFAULTS["max_tag_chars"].default

    @classmethod
    def of(cls, settings: Settings) -> Limits:
        return cls(settings.max_memory_chars, settings.max_tags, settings.max_tag_chars)


@dataclass(slots=True)
class Extraction:
    """What one extraction produced, including what was thrown away and why."""

    candidates: list[Candidate] = field(default_factory=list)
    invalid: int = 0
    repaired: bool = False
    calls: int = 0  # every memory-model call, the slot checks' included
    check_calls: int = 0
    check_unusable: int = 0
    echoed: bool = False  # the first answer only copied KNOWN and was asked again without it


def clean_turns(turns: Sequence[Turn]) -> list[Turn]:
    """Turns the extractor may read: no system turns, no tool results or tool calls (data the agent
    fetched, actions it took: never facts the user stated), no memory blocks muninn injected."""
    out = []
    for turn in turns:
        if turn.role in ("system", "tool") or (turn.role == "assistant" and turn.name == TOOL_CALL):
            continue
        text = _INJECTED.sub("", turn.content).strip()
        if text:
            out.append(turn.model_copy(update={"content": text}))
    return out


def parse_event_time(value: str | None) -> datetime | None:
    """An event time in one of the prompt's formats (UTC), within the calendar that
    :func:`muninn.validation.aware` accepts; raises ValueError otherwise."""
    if value is None or not value.strip() or value.strip().lower() in ("null", "none"):
        return None
    text = value.strip().replace("Z", "")
    parsed: datetime | None = None
    for fmt in _DATE_FORMATS:
        try:
            parsed = datetime.strptime(text[: len(fmt) + 2], fmt).replace(tzinfo=UTC)
            break
        except ValueError:
            continue
    if parsed is None:
        parsed = datetime.fromisoformat(text)
        parsed = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    try:
        return check.aware(parsed, "event_at")
    except InvalidInput as exc:
        raise ValueError(str(exc)) from None


def validate(items: object, kinds: Sequence[str], limits: Limits | None = None) -> tuple[list[Candidate], int]:
    """Validate raw items one by one; returns the good ones and how many were dropped.

    Each item must pass what the API asks of a memory (:mod:`muninn.validation`: non-blank text
    without control characters within the length limit, tags within their count and length,
    an event time in the calendar); an item that does not is dropped and counted, and the rest
    are kept. Only an answer with no list of facts at all raises (so it can be repaired).
    """
    limits = limits or Limits()
    if isinstance(items, dict):
        items = items.get("facts", items.get("memories"))
    if not isinstance(items, list):
        raise OutputError("the answer has no list of facts", retryable=True)
    good: list[Candidate] = []
    invalid = 0
    for raw in items:
        try:
            fact = ExtractedFact.model_validate(raw)
            content = check.text(" ".join(fact.content.split()), "content", limits.max_chars)
            spoken = not content.startswith("User") and _SPOKEN.search(_QUOTED.sub("", content))
            if fact.kind not in kinds or _FIRST_PERSON.match(content) or spoken or _ABOUT_ASSISTANT.match(content):
                raise ValueError("wrong kind or not a third-person fact about the user")
            event_at = parse_event_time(fact.event_at)
            # blank tags are noise, not a reason to lose the fact; over-long or too many are invalid
            tags = check.tags([t for t in fact.tags if t.strip()], limits)
        except (ValidationError, ValueError, TypeError, InvalidInput):
            invalid += 1
            continue
        good.append(
            Candidate(
                content=content,
                kind=fact.kind,
                tags=tags,
                importance=fact.importance,
                confidence=fact.confidence,
                event_at=event_at,
            )
        )
    return good, invalid


async def extract(
    llm: ChatProvider,
    turns: Sequence[Turn],
    *,
    known: Sequence[str],
    kinds: Sequence[str],
    now: datetime,
    metadata: dict[str, str],
    limits: Limits | None = None,
    slotted: Sequence[str] = (),
    learned: Learned = NOTHING_LEARNED,
) -> Extraction:
    """Run extract-v3 over ``turns`` (once more without KNOWN when the answer only copied it:
    :func:`echoes`), then the slot checks (:mod:`muninn.write.check`) against
    ``slotted``, the user's active memories that fill a slot, with what the weights of :mod:`muninn.write.gate`
    read of them (``learned``: signs of change, closed slots' values, a residence's new home); raises
    OutputError when the extraction got no usable answer."""
    readable = clean_turns(turns)
    if not readable:
        return Extraction()
    schema = extract_schema(kinds)

    async def ask(shown: Sequence[str]) -> Answer:
        messages = extract_messages(readable, shown, kinds, now)
        return await ask_json(llm, messages, schema=schema, purpose="extract", metadata=metadata)

    answer = await ask(known)
    candidates, invalid = validate(answer.value, kinds, limits)
    calls, repaired = answer.calls, answer.repaired
    echoed = echoes(candidates, known)
    if echoed:
        # The small model answered with KNOWN copied back and nothing of the new turns (LoCoMo:
        # every extraction after a session's first returned the first one's facts). Asked again
        # without the list, it reads the turns; what it repeats is then a duplicate, which
        # consolidation drops, and changes of a slot are still caught below against ``known``.
        answer = await ask(())
        candidates, invalid = validate(answer.value, kinds, limits)
        calls, repaired = calls + answer.calls, repaired or answer.repaired
    kept = [f for c in candidates if is_grounded(c.content, readable) and (f := settle(c, readable, kinds)) is not None]
    kept = distinct(not_restated(kept, known))
    # a careless change of a held slot ("User lives in Reykjavik" for a conference there) stands only as the slot
    # question's answer would; the slot question below may still read the change
    said = said_in_earnest(readable)
    kept = [c for c in kept if change_taken(c.content, slotted, said)]
    dropped = invalid + len(candidates) - len(kept)
    kept += missed_changes(kept, readable, known, kinds)
    kept += missed_difficulties(kept, readable, known, kinds)
    kept += missed_requests(kept, readable, known, kinds)
    checked = await check_slots(llm, kept, readable, slotted, kinds, metadata, learned)
    # the extractor and the slot check alike answer "User is dating someone" for "her name is Lena"
    named = [c.model_copy(update={"content": with_partner_named(c.content, said)}) for c in checked.candidates]
    return Extraction(
        named,
        dropped,
        repaired,
        calls + checked.calls,
        checked.calls,
        checked.unusable,
        echoed,
    )


def missed_difficulties(
    candidates: Sequence[Candidate], turns: Sequence[Turn], known: Sequence[str], kinds: Sequence[str]
) -> list[Candidate]:
    """What the user said they find hard ("the chain rule keeps tripping me up", "I struggle with
    recursion", "fractions confuse me") that no candidate or KNOWN memory names: "User finds the
    chain rule hard". For a tutor or a coach it is the memory that matters most, and the small
    model dropped it beside a name and an exam said in the same message (the tutor set of ``muninn
    eval``)."""
    named = {t for text in [*(c.content for c in candidates), *known] for t in terms(text)}
    kind = first_kind(kinds, "assessment", "fact")
    out: list[Candidate] = []
    for turn in turns:
        if turn.role != "user":
            continue
        said = [p for p in SENTENCES.split(turn.content) if not p.rstrip().endswith("?")]  # not "… struggle with most?"
        for m in (m for p in said for m in _HARD.finditer(p)):
            what = next(g for g in m.groups() if g)
            words = set(terms(what))
            if not words or words & named or _NOT_A_TOPIC.match(what):
                continue
            out.append(Candidate(content=f"User finds {what} hard", kind=kind, tags=[], importance=0.7, confidence=0.8))
            named |= words
    return out


def missed_requests(
    candidates: Sequence[Candidate], turns: Sequence[Turn], known: Sequence[str], kinds: Sequence[str]
) -> list[Candidate]:
    """What the user asked of every reply to come ("From now on, hints only please", "stop giving me
    the full solution") that no candidate or KNOWN memory says: kept in the user's own words,
    'User's standing request: "hints only please"'. The small model drops it as a request of the
    moment, and it is the memory that should change how the assistant replies (the hints-only
    conversation of ``muninn eval``'s tutor set)."""
    said_before = [set(terms(text)) for text in [*(c.content for c in candidates), *known]]
    kind = first_kind(kinds, "preference", "fact")
    out: list[Candidate] = []
    for turn in turns:
        if turn.role != "user":
            continue
        for part in SENTENCES.split(turn.content):
            request = _standing_request(part.strip())
            words = set(terms(request or "")) - _ASKING_WORDS
            # what it is about, said already ("User dislikes cilantro" for "please never put cilantro
            # in my recipes, I hate it"): one memory is enough
            if request is None or not words or any(words & w for w in said_before):
                continue
            out.append(
                Candidate(
                    content=f'User\'s standing request: "{request}"', kind=kind, tags=[], importance=0.8, confidence=0.9
                )
            )
            said_before.append(words)
    return out


def _standing_request(sentence: str) -> str | None:
    """The request in ``sentence`` when it asks for every reply to come, else None."""
    if not sentence or sentence.rstrip().endswith("?"):
        return None
    clauses = [c.strip() for c in re.split(r"[,;:]", sentence.rstrip(".!… ")) if c.strip()]
    for i, clause in enumerate(clauses):
        marker = _FROM_NOW_ON.search(clause)
        if marker is not None:
            rest = (clause[: marker.start()] + clause[marker.end() :]).strip()
            # "From now on, hints only please": the request is the clause after the marker
            request = rest or (clauses[i + 1] if i + 1 < len(clauses) else "")
        elif _STANDING.match(clause):
            request = clause
        else:
            continue
        request = re.sub(r"\s+", " ", request).strip()
        if re.match(r"(?i)no more\b", request) and not re.search(r"(?i)\b(?:please|pls|plz|you|your)\b", request):
            continue  # "no more meat for me" tells of the user, asks nothing
        if request and _ASKED.search(request) and not _NOT_ASKED.match(request):
            return request[0].lower() + request[1:]
    return None


def missed_changes(
    candidates: Sequence[Candidate], turns: Sequence[Turn], known: Sequence[str], kinds: Sequence[str]
) -> list[Candidate]:
    """Residence, diet or relationship facts the user stated ("we moved to Tokyo", "I'm
    vegetarian", "I'm not vegan anymore" when a memory says they are) that the model left out,
    unless a KNOWN memory already holds the same value: the
    small model often judges a move already known, and drops a diet said in passing beside other
    news. Code writes the sentence ("User lives in Tokyo"); consolidation supersedes an old value."""
    old = [f for k in known if (f := slot_of(k)) is not None]
    # a candidate that only copies a KNOWN value ("User is engaged" beside "we got married") does
    # not cover the slot: the small model often does that instead of writing the change
    have = {
        f.slot
        for c in candidates
        if (f := slot_of(c.content)) is not None and not any(k.slot == f.slot and not f.contradicts(k) for k in old)
    }
    out: list[Candidate] = []
    for turn in turns:
        if turn.role != "user" or PRANK.search(turn.content) or (said := stated(turn.content)) is None:
            continue  # not "April Fools went great: I told my mom that Ines and I broke up"
        if said.slot in have:
            continue
        if said.negated and not any(said.contradicts(k) for k in old):
            continue  # "I'm not vegan": a change only when a memory says they are
        if not any(k.slot == said.slot and not said.contradicts(k) for k in old):
            kind = slot_kind(said.slot, kinds)
            out.append(
                Candidate(
                    content=sentence(said, turn.content), kind=kind, tags=[said.slot], importance=0.8, confidence=0.8
                )
            )
            have.add(said.slot)
    return out


def distinct(candidates: Sequence[Candidate]) -> list[Candidate]:
    """Drop a candidate that says again what an earlier one of the same answer said: every word
    of one is in the other. The small model
    often writes an event twice, once as an event and once as a "preference"."""
    out: list[Candidate] = []
    seen: list[set[str]] = []
    for c in candidates:
        words = set(terms(c.content)) - {"user"}
        if any(words and old and (words <= old or old <= words) for old in seen):
            continue
        out.append(c)
        seen.append(words)
    return out


def echoes(candidates: Sequence[Candidate], known: Sequence[str]) -> bool:
    """Whether an answer only copies KNOWN: two candidates or more, each with the words of a KNOWN
    memory. One is most often the user saying a known thing again ("as I said, no meat for me"),
    which refreshes that memory and is worth no second call."""
    said = {frozenset(terms(k)) for k in known}
    return len(candidates) >= 2 and all(frozenset(terms(c.content)) in said for c in candidates)


# "User cooked for twelve people on Sunday": a fact in the simple past, whose weekday has gone by
_TOLD_AS_PAST = re.compile(
    r"^User (?:just |also |finally |recently )?(?:was|were|had|did|went|made|got|took|saw|met|ran|ate|came|gave|"
    r"bought|left|spent|won|lost|sold|found|told|began|drove|flew|wrote|[a-z]{2,}ed)\b"
)


def settle(candidate: Candidate, turns: Sequence[Turn], kinds: Sequence[str] = ("event",)) -> Candidate | None:
    """The candidate as it may be stored, decided by code after the model; None to drop it.

    Dropped: a one-off question or request ("User asked for the capital of Australia", or any
    fact drawn from a user turn that only asks or requests, with no first person in it, or
    stitched together from several of the user's questions: :func:`stitched_from_questions`), a
    fact the user said they did not do (:func:`denied_by_user`), a fact ending on a
    pronoun whose referent stayed in the chat ("User dreads it"), a fact that copies what the
    user said of someone or something else (:func:`said_of_another`, and what a sentence that opens
    on someone close to the user says of them: :func:`~muninn.write.check.said_of_someone_else`), a slot
    fact the user only supposed, had once or was offered ("if I ever moved to Hobart", "I lived in Tokyo in my
    twenties": :func:`~muninn.write.check.unheld_by_user`), and a
    fact more of whose words come only from the assistant's turns than from the user's (what the
    assistant said is not a memory about the user). Rewritten: relative times ("tomorrow") become absolute dates,
    counted from the user turn the fact comes from; one that cannot be rewritten drops the fact.
    Resolved: for an event, the day (and time of day) that user turn names replaces the
    model's reading; a "fact" with an event time still ahead is an event, and only events keep
    an event time.
    """
    if _ONE_OFF.match(candidate.content):
        return None
    words = set(terms(candidate.content)) - {"user"}
    by_user = {t for turn in turns if turn.role == "user" for t in terms(turn.content)}
    by_assistant = {t for turn in turns if turn.role != "user" for t in terms(turn.content)}
    if len((words & by_assistant) - by_user) > len(words & by_user):
        return None  # mostly the assistant's words: "User learns from Finnish textbooks" after "I learn nothing"
    if _DANGLING.search(candidate.content.strip()):
        return None
    user_turns = [t for t in turns if t.role == "user"]
    user_words = said_by_user(turns)
    if said_of_another(candidate.content, [t.content for t in user_turns]):
        return None
    if said_of_someone_else(candidate.content, user_words) or job_of_others(candidate.content, user_words):
        return None  # "User likes oat milk" from "my mum … liked it"; "User is a tutor" from "tutors keep …"
    if status_of_others(candidate.content, user_words):
        return None  # "User is engaged" from "Bashir's sister just got engaged and I need a gift"
    if unheld_by_user(candidate.content, user_words):
        return None  # "User lives in Hobart" from "if I ever moved to Hobart …"
    if denied_by_user(candidate.content, user_words):
        return None  # "User found a gym" from "I couldn't find a gym"
    if diet_unsaid(candidate.content, user_words) or diet_gone_by(candidate.content, user_words):
        return None  # "User eats meat" from "… but still no meat", or from "Back in college I ate meat every day"
    if diet_of_others_asked(candidate.content, user_words):
        return None  # "User has a keto diet" from "My dad's on a keto diet now … Any keto dishes I could also eat?"
    source = _source_turn(words, user_turns)
    if source is None:
        return candidate
    if (source.content.rstrip().endswith("?") or _REQUEST.match(source.content)) and not _FIRST_PERSON.search(
        source.content
    ):
        return None  # from a bare question or request: "User can convert 5 miles to km", "User needs to solve 4x = 8"
    if stitched_from_questions(words, [t.content for t in user_turns], by_assistant):
        return None  # "User struggles with integration" from "… which topic I struggle with most?" + the reply
    past = candidate.kind != "event" and _TOLD_AS_PAST.match(candidate.content) is not None
    content = when.rewrite(candidate.content, source.created_at, past=past)
    if content is None:
        return None
    event_at = candidate.event_at
    if candidate.kind == "event" or event_at is not None:
        said = when.resolve(source.content, source.created_at)
        if said is not None:
            event_at = datetime.combine(said.day, said.at or time(0, 0), tzinfo=UTC)
    # a dated fact still ahead is an event to follow up; one in the past ("moved last week") stays a fact
    ahead = event_at is not None and event_at.date() >= source.created_at.date()
    kind = "event" if candidate.kind == "fact" and ahead and "event" in kinds else candidate.kind
    if kind == "event" and event_at is not None and not ahead and "fact" in kinds:
        # an "event" already past when the user told it ("I started at Spotify this month") has
        # nothing left to follow up; as an event, maintenance would archive it within days
        kind = "fact"
    if kind == "event" and event_at is None and "fact" in kinds:
        kind = "fact"  # nothing to follow up without a time ("User has trouble sleeping for months")
    if kind != "event":
        # event_at drives follow-ups and expiry: on a fact ("started a new job this month") it would
        # archive the fact once the date is past; the date stays in the text
        event_at = None
        kind = kind_by_wording(content, kind, kinds)
    return candidate.model_copy(update={"content": content, "event_at": event_at, "kind": kind})


# the words that may stand before a third-person predicate the user said of themselves: a
# relative clause ("as someone who lives in Paris, I …") or a name list ending in the speaker
# a verb whose form says the subject is not "I" or "we" ("I relocated" and "User relocated"
# are the same words; "I live" and "User lives" are not)
_THIRD_PERSON_VERB = re.compile(r"(?!was\b)(?:is|has|does|[a-z]+[^su\W]s|[a-z]+ies|[a-z]+(?:sh|ch|x)es)\b")
_SELF_BEFORE = frozenset({"i", "we", "who", "that", "which", "and", "also", "still", "now", "really"})


def said_of_another(content: str, user_turns: Sequence[str]) -> bool:
    """Whether a fact "User <predicate>" copies, word for word, what the user said of someone or
    something else: "User is a fun way to express feelings" from "Painting is a fun way to express
    feelings", "User lives in Paris" from "my sister lives in Paris". Only a predicate whose verb
    is in the third person ("is", "has", "lives") is judged: what the user said of themselves in
    those words does not occur verbatim ("I live in Paris"), so every verbatim occurrence must
    follow another subject. A predicate of fewer than three words is too common to judge."""
    m = re.match(r"User (?!['’]s\b)(?P<p>.+?)[.!]?$", content)
    if m is None or len(m["p"].split()) < 3 or not _THIRD_PERSON_VERB.match(m["p"]):
        return False
    shape = re.compile(r"(?:(?P<w>[^\W_]+)[\s,]+)?" + re.escape(m["p"]) + r"\b", re.I)
    before = [found["w"] for turn in user_turns for found in shape.finditer(turn)]
    return bool(before) and all(w is not None and w.casefold() not in _SELF_BEFORE for w in before)


# a verb the user said they did not do: "I couldn't find a gym", "I never liked running"
_NOT = r"\b(?:\w+n['’]t|not|never|cannot|no longer|nearly|almost)\s+(?:(?:really|actually|even|ever|quite|yet)\s+)?"
# the past forms the stemmer cannot bring back to the verb
_IRREGULAR = {
    "found": "find", "went": "go", "got": "get", "made": "make", "took": "take", "had": "have", "has": "have",
    "bought": "buy", "ate": "eat", "saw": "see", "gave": "give", "kept": "keep", "left": "leave", "met": "meet",
    "ran": "run", "won": "win", "lost": "lose", "began": "begin", "felt": "feel", "knew": "know", "wrote": "write",
    "drove": "drive", "swam": "swim", "sold": "sell", "told": "tell", "thought": "think", "caught": "catch",
    "taught": "teach", "brought": "bring", "spent": "spend", "built": "build", "did": "do", "does": "do",
}  # fmt: skip
_POSITIVE_FACT = re.compile(
    r"User (?:now |also |still |recently |finally |often |usually )?(?P<verb>[a-z]+)\b(?P<rest>.*)", re.I
)
_NEGATIVE = re.compile(r"\b(?:not|never|no|no longer|\w+n['’]t|cannot)\b", re.I)


def denied_by_user(content: str, said: str) -> bool:
    """Whether a fact "User <verb> …" says the user did what they said they did not: the verb
    negated (or only nearly done) in a sentence of theirs that shares another word with the fact,
    and never said without it ("I couldn't find a gym" → "User found a gym", "we nearly moved to
    Columbus" → "User moved to Columbus"). The copula is not judged ("I'm not
    a morning person" has many true readings)."""
    m = _POSITIVE_FACT.fullmatch(content.strip().rstrip("."))
    if m is None or _NEGATIVE.search(content) or m["verb"].casefold() in ("is", "was", "are", "were"):
        return False
    verb = m["verb"].casefold()
    stem = _verb_stem(verb)
    rest = set(terms(m["rest"]))
    denied = affirmed = False
    for part in re.split(r"(?<=[.!?])\s+|\n|,\s*(?:but|and)\s+|;", said):
        for word in re.finditer(r"[A-Za-z]+", part):
            if _verb_stem(word.group().casefold()) != stem:
                continue
            if re.search(_NOT + r"$", part[: word.start()], re.I):
                denied = denied or bool(rest & set(terms(part)))
            else:
                affirmed = True
    return denied and not affirmed


def _verb_stem(word: str) -> str:
    base = _IRREGULAR.get(word, word)
    return next(iter(terms(base)), base)


def stitched_from_questions(words: set[str], user_turns: Sequence[str], by_assistant: Set[str]) -> bool:
    """Whether a fact's words (``words``, its terms) that were said in the chat are spread over
    several sentences, none of the user's holding them all, and every sentence of the user's among
    them is a question: "User struggles with integration" from "Can we start on integration today?"
    and "remind me which topic I told you I struggle with most?", or from that question and the
    assistant's answer ("You struggle with integration."). The user told no such thing."""
    sentences = [p for turn in user_turns for p in SENTENCES.split(turn) if p.strip()]
    used = [(p, shared) for p in sentences if (shared := set(terms(p)) & words)]
    told = set().union(*(shared for _, shared in used), words & by_assistant)
    if not used or any(shared == told for _, shared in used):
        return False
    return all(p.rstrip().endswith("?") for p, _ in used)


def _source_turn(words: set[str], turns: Sequence[Turn]) -> Turn | None:
    """The user turn sharing the most words with a fact (the latest on a tie)."""
    best: Turn | None = None
    shared = -1
    for turn in turns:
        n = len(words & set(terms(turn.content)))
        if n >= shared:
            best, shared = turn, n
    return best


def is_grounded(content: str, turns: Sequence[Turn]) -> bool:
    """False for a fact copied from the prompt's worked example: it shares words with the example
    and none with the chat. (Paraphrases such as "no meat" → "vegetarian" share no words with the
    chat either, so sharing words with the chat cannot be required on its own.)"""
    words = set(terms(content)) - {"user"}
    said = {t for turn in turns for t in terms(turn.content)}
    return bool(words & said) or len(words & EXAMPLE_TERMS) < 2
