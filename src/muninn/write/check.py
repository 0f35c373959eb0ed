"""Slot checks: one narrow question to the memory model when the user's message touches a slot.

The slot patterns (:mod:`~muninn.write.slots`) recognise a change only in the phrasings they
know, and the small extractor often returns nothing for a change said another way ("Priya and I
tied the knot") or copies the old value back. So when a user message is on the topic of a slot
that an active memory fills (where they live, their job, their relationship, their diet: words of
that topic, or the memory's own value), the extraction did not already change that slot, and the
message says a change ("now", "new", "again", "moved" …: :data:`CHANGE`) and no plan ("we're
thinking of moving"), the memory model is asked one question about that slot ("Where does the
user live now?"), answered from the message alone. What code reads plainly (below) needs no word
of change.

Code, not the model, decides whether the answer is a change: it must fill the same slot with
another value (:meth:`~muninn.write.slots.Filled.contradicts`); for a job, whose values are open,
a sentence no pattern reads counts when it is said as work ("User teaches …", "User runs …"),
every word after the verb is in the user's message, and it shares no word with the old value ("User
teaches history" against "User works as a journalist"), and so does an answer said as being
someone who does something or somewhere, in the user's own "I'm a …" / "I'm at …" ("User is a
bank teller" is kept as "User works as a bank teller"; not a hobby, a diet or family). A bare
value ("vegan") is read as "User is vegan". An answer copied from the prompt's example is
refused. A change becomes a candidate that replaces the memory
(:func:`muninn.write.consolidate.consolidate` supersedes it by code). At most
:data:`MAX_CHECKS` questions per extraction, one a slot.

A learned sign of change (:mod:`muninn.write.gate`), where the write path has one for the memory, stands for a
word of change at :data:`~muninn.write.gate.SIGN_ASKS`, and at :data:`~muninn.write.gate.SIGN_TAKES` takes an
answer of another value that the shapes above refuse (:func:`taken_on_sign`).

Some shapes need no question, nor a word of change (:func:`read_change`): the partner that the
memory names, with a change of status in the same sentence ("Chris called off the engagement",
"Leon and I got hitched", "I lost my husband Hugo"), a new partner by name ("I met someone,
Julia, and we're officially a couple now", "I've been seeing a guy called Pedro"), a post given
("they made me manager"), and work done "for a living" ("these days I drive a taxi for a
living"). The small model most often copied the old value back for exactly these. A partner
named by role where the memory holds none ("my boyfriend Karim is moving in next week":
:func:`partner_by_role`) is read even beside a plan, which otherwise stops every check.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from muninn.domain.jobs import Candidate
from muninn.domain.models import Turn
from muninn.domain.text import content_hash, terms, unaccented
from muninn.errors import ProviderError
from muninn.providers.llm import ChatProvider, Message
from muninn.providers.llm.parse import OutputError
from muninn.write.ask import ask_json
from muninn.write.gate import (
    NOTHING_LEARNED,
    PLACE_TAKES,
    SIGN_ASKS,
    SIGN_PLACES,
    SIGN_TAKES,
    SIGN_VALUES,
    VALUE_TAKES,
    Learned,
)
from muninn.write.places import cities, mentions
from muninn.write.prompts import SLOT_CHECK_EXAMPLE, SLOT_CHECK_SCHEMA, SlotCheckAnswer, slot_check_messages
from muninn.write.slots import (
    BELIEVED,
    BUSINESS_END,
    BUSINESSES,
    DIET_NAMES,
    DIET_SPELL,
    EMOJI,
    EMOJI_ASKS,
    HOBBY_BUSINESS,
    HOBBY_PLACE,
    JUDGED_AFTER,
    KEPT_ALONGSIDE,
    LONG_GAP,
    MEAT,
    NOT_HELD,
    OCCUPATION,
    OCCUPATIONS,
    PLAN,
    PLANT,
    SENTENCES,
    SOMEONE_CALLED,
    SWITCHING_NOW,
    TAKEN_FOR_A_SPELL,
    TOWN_OUTSIDE,
    WEDDED_TO_WORK,
    Filled,
    Slot,
    for_a_while,
    post_by_ward_or_liking,
    slot_of,
    statement_of,
)

MAX_CHECKS = 2
# how a place's people are named from it ("Londoner", "Parisian", "Milanese")
_DEMONYM_ENDINGS = ("ian", "ians", "ien", "er", "ers", "ite", "ites", "an", "ans", "ese", "i", "is")
# how a word for someone who does something ends ("bank teller", "pharmacist")
_AGENT_ENDINGS = "er|or|ist|ian|ant|ent|eer|man|woman|ess"
# fields one works in ("I do PR for a hospital", "I work in marketing now"); the short ones in capitals
_FIELDS = (
    r"(?-i:PR|IT|HR)|public relations|marketing|sales|human resources|finance|accounting|consulting|advertising|"
    r"recruit(?:ing|ment)|logistics|real estate|insurance|banking|tech|retail|hospitality|customer (?:service|support)|"
    r"communications|comms|publishing|journalism|healthcare|construction|fundraising|social work|"
    r"(?:press|media|investor|community) relations|"
    # "now I do quality assurance for a pharma lab"
    r"quality (?:assurance|control)(?= (?:for|at|with) (?:a|an) )(?![^.!?]*\b(?:too|as well|also|on top of)\b)"
)
_IN_A_FIELD = re.compile(
    # (texted: "ok so now that im doing PR for a hotel chain"; or run: "these days I run communications for an NGO")
    rf"(?:\b(?:I|we|im)(?:['’]m| am)?(?: now| still)? (?:do|doing|work(?:ing)? in|handle|handling|run|running)"
    # "Since I switched sides and do PR for a hospital network now"
    rf"|\b(?:I|we) (?:switched|changed|moved) (?:sides|careers?|fields?|jobs?|over) and (?:now )?do"
    # "my second week doing PR for the city council"
    rf"|(?P<nth>\bmy (?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) (?:day|week|month)s? doing)"
    # the field as what pays: "… but handling media relations for the city council pays the bills"
    r"|(?:\bbut |^|(?<=[.!?]\s))(?:handling|doing|running)(?=[\w'’ -]{3,60}? pays (?:the|my) bills\b))"
    rf" (?P<field>{_FIELDS})\b"
    r"(?P<where> (?:for|at|with) (?:a |an |the )?[\w'’-]+(?: (?!(?:since|now|pays|is|was)\b)[\w'’-]+)?)?",
    re.I,
)
# an employer's press releases written by the speaker: "Since I switched sides and now write the city council's press
# releases instead of chasing them for quotes"
_PRESS_RELEASES_OF = re.compile(
    r"\b(?:I|and) (?:now )?(?:write|draft) (?:(?P<w>(?:the |a |an )?(?:[\w-]+ ){0,3}?[\w-]+)['’]s press releases|"
    # "These days I write press releases for the Red Cross"
    r"(?:the )?press releases for (?P<f>(?:the )?(?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*){0,3}))\b",
    re.I,
)
# a clause of others' after a comma: ", my old newsroom friends won't stop teasing me"
_OTHERS_CLAUSE = re.compile(
    r",\s*(?:my|his|her|their|our|the) (?:\w+ ){0,3}?(?:friends|colleagues|co-?workers|family|parents|boss|team|editor|"
    r"kids|mates|readers)\b[^,;]*",
    re.I,
)
# a field of work that is no job of the speaker's now: said by others or in a quote, wished, played, in the past, or
# for someone's club ("Readers keep saying I switched sides and do PR for the government", "In the mock debate …",
# "I do comms for my kid's football club")
_NOT_SO_IN_A_FIELD = re.compile(
    r"\b(?:says?|said|saying|feels? like|wish\w*|mock|debate|fantasy|league|campaign|game|novel|story|play|"
    r"D&D|in (?:19|20)\d\d|back in|used to|for (?:my|our) \w+['’]s)\b|[\"“”]|(?:^|\s)['‘]\w",
    re.I,
)
# others' words for it, aside: "Switched to the dark side, as my old newsroom friends say: I'm handling press relations"
_AS_OTHERS_SAY = re.compile(
    r"\bas (?:my|his|her|their|our|the) (?:[\w-]+ ){0,3}?[\w-]+ (?:say|says|put it|call it)\b", re.I
)
_NOT_THE_JOB_NOW = re.compile(
    r"\?|\b(?:remember|throwback|back in|ago|was|starts?|next|(?:19|20)\d\d|homework|paperwork|coursework|placement|"
    r"fundraiser|school|grandma|grandpa|gran|nan|mum|mom|dad|parents)\b",
    re.I,
)
_FOR_FAMILY = re.compile(r" for (?:my|our|a mate['’]s|a friend['’]s)\b", re.I)
_BUSINESSES = (
    r"shop|store|studio|caf[eé]|restaurant|bakery|business|company|firm|salon|bar|pub|clinic|practice|agency|"
    r"start-?up|farm|gym|hotel|B&B|bookshop|bookstore|gallery|workshop|garage|kitchen|brewery|nursery|daycare"
)
# a business opened, by the speaker or without a subject: "(the bakery) I opened", "(my café) only opened"
_JUST_OPENED = r"(?:(?:only|just|recently|finally) )?opened\b"
# the calendar's names, for a time said by them
_MONTH_NAMES = "January|February|March|April|May|June|July|August|September|October|November|December"
_WEEKDAY_NAMES = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# the first of a job's days at a place: "ok week one at shopify done" (not "week one of the trip")
_DAY_ONE_AT = r"(?:week|day|month) (?:one|1) (?:at|with)"
# a new job's first weeks counted at an employer by its name, its work told after: "Two weeks in at Samsung and I
# still don't understand the pension options" (not "My wife is two weeks in at …", "Three days in at Disneyland")
_WEEKS_IN_AT = (
    r"(?<!\bis )(?<!['’]s )(?:two|three|four|five|six|a few|a couple of|\d+) (?:days|weeks) in at (?-i:[A-Z])\w*"
    r"(?=[^.!?]*\b(?:benefits?|pension|onboarding|team|boss|manager|colleagues?|co-?workers?|office|desk|badge|payroll|"
    r"salary|contract|shifts?|stand-?ups?|training|HR|401k|job|work)\b)"
)
# what one drives for a living: "driving buses for Stagecoach"
_DRIVEN = r"(?:bus|truck|lorry|taxi|cab|tram|train|forklift|ambulance|van)(?:es|s)?"
# a review of one's own work at a place: "my first performance review at Spotify", "… quarterly review at Shopify"
_WORK_REVIEWS = r"(?:performance|quarterly|annual|mid-year|probation) review|appraisal|sprint"
# sent by one's employer to a place, a word of moving there: a learner's "after my company send me to Buenos Aires"
_SENT_BY_EMPLOYER = r"(?:company|employer|firm|bank) (?:sent|send|sends|transferred|posted|relocated) (?:me|us) to"
# Words that put a message on a slot's topic (English, like the slot patterns): broad on purpose,
# since the model, not the word, decides whether anything changed.
TOPICS: dict[Slot, re.Pattern[str]] = {
    "residence": re.compile(
        r"\b(?:mov(?:e|ed|ing|d)|relocat\w*|live[sd]?|living|home|house|flat|apartment|address|city|town|"
        r"neighbou?rhood|settled|settling|lease|rent(?:ed|ing)?|place|packed up|unpack\w*|upped sticks|resident|"
        r"residence|condo|"
        r"movers?|dorm|shift(?:ed|ing) (?:base |house )?(?:to|here)|flit(?:ted|ting)?|"
        # sent by one's employer: a learner's "after my company send me to Buenos Aires"
        rf"{_SENT_BY_EMPLOYER}|"
        # "Our new neighbours in Hobart brought us a lemon cake the day the removal truck left"
        r"(?:my|our) new neighbou?rs|removal (?:truck|van|lorry|men|company)|landlord|landlady|"
        # "The view from my new balcony in Valparaíso"
        r"(?:my|our) new (?:balcony|terrace|garden|backyard|street|kitchen|commute|building) in (?-i:[A-Z])\w+)\b"
        # "just got the keys last week", "Since leaving the East Coast for Denver" (not the keys to a rental car, an
        # Airbnb or a boat, nor leaving the office)
        r"|\b(?:got|get|getting|picked up) the keys\b(?! to (?:the |a |an |our |my )?(?:[\w-]+ )?(?:airbnb|rental|car|"
        r"boat|van|hotel|office|shop|studio|cabin|villa|cottage|chalet)\b)"
        r"|\b(?:since|after) leaving (?:the )?(?-i:[A-Z])"
        # "It's my first winter since we went north to Anchorage"
        # (not a trip, nor quoted: "… since we went north to Tromsø on our honeymoon", "'since we went north to
        # Anchorage in 62'")
        r"|(?<!['‘\"“])\b(?:since|after) (?:we|I) (?:went|headed|came) (?:up |down |out |back |over )?"
        r"(?:north|south|east|west) to (?-i:[A-Z])"
        r"(?![^.!?]*\b(?:honeymoon|holidays?|vacation|break|weekend|trip|visit\w*|tour|stay|(?:19|20)\d\d|\d\d)\b)"
        # the old home's weather or kind swapped for a city: "Since swapping the grey drizzle for Valencia"
        r"|\b(?:(?:since|after|ever since) (?:swapping|trading)|(?:I|we)(?:['’]ve| have) (?:swapped|traded)) "
        r"(?:the |my |our )?(?:[\w-]+ )?(?:drizzle|rain|snow|cold|fog|smog|winters?|grey skies|gray skies|suburbs|"
        r"countryside|village|big city) for (?-i:[A-Z])"
        r"(?![^.!?]*\b(?:weekend|week|honeymoon|trip|holidays?|vacation|daydreams?|dreams?)\b)"
        # a first season there: "It's my first winter in Minneapolis" (not a trip's: "… on our honeymoon")
        r"|\b(?:it['’]s|it is|this is|spending) (?:my|our) first (?:winter|summer|autumn|fall|spring|year|christmas|"
        r"monsoon|rainy season) (?:living )?in (?-i:[A-Z])"
        r"(?![^.!?]*\b(?:honeymoon|holidays?|vacation|trip|visit\w*|tour|exchange|semester|hotel|staying|nights?|"
        r"in-laws|erasmus|student|intern)\b)"
        # "… in Singapore … ever since I got here in March"
        rf"|\bsince (?:I|we) (?:got|arrived|came) here (?:in|last) (?:{_MONTH_NAMES}|spring|summer|autumn|fall|winter|"
        r"year|\d{4})\b"
        # "we've been in Cusco for two months": being somewhere by name
        r"|\b(?:been|now|are|am|'re|'m|staying|based) (?:living |staying |based |arrived )?in (?-i:[A-Z])"
        # where the speaker is by name: "the humidity down here in New Orleans is no joke"
        r"|\b(?:(?:down|up|over|out) )?here in (?-i:[A-Z])"
        # being one of a place's people ("I'm a Stockholmer these days", "a Valencia local")
        rf"|\b(?:I['’]m|I am|I['’]ve become|I became) (?:now )?an? (?-i:[A-Z])[a-z]+(?:{'|'.join(_DEMONYM_ENDINGS)})\b",
        re.I,
    ),
    "job": re.compile(
        r"\b(?:jobs?|work(?:s|ed|ing)?|careers?|employ\w*|hired|fired|quit|resign\w*|notice|promot\w*|boss|"
        r"office|company|position|role|colleagues?|business|for a living|retir\w*|profession|teach\w*|laid off|"
        r"offer|employer|positions|manag(?:e|es|ed|ing)|runnin(?:g|['’]?) (?:a|an|the|my|our)|start-?up|firm|agency|"
        r"industry|"
        # a team or a side at an employer by name: "Now that I'm on the brand side at Unilever"
        r"\b(?:I['’]m|I am|im) (?:now )?(?:on|part of) the (?:[\w-]+ ){1,2}(?:team|side) (?:at|for|with) "
        r"(?-i:[A-Z])\w*|"
        # the speaker's business by its opening: "The bakery I opened in March"
        rf"(?:{_BUSINESSES}) (?:I|we) {_JUST_OPENED}|"
        r"freelanc\w*|self-employed|clients?|redundan\w*|let (?:me |us )?(?:all |both )?go|unemployed|out of work|"
        r"poached|took (?:me|us) on|"
        r"shifts?|probation|payslip|pay ?check|started there|first (?:day|week|month|ticket|task|"
        rf"{_WORK_REVIEWS}) (?:at|back|on)|(?<=\bmy )first all[- ]hands (?:meeting )?at|"
        rf"{_DAY_ONE_AT}|{_WEEKS_IN_AT}|"
        # a post at an employer by its name: "my first one as Shopify's head of payments"
        r"\bas (?-i:[A-Z])[\w&.-]*['’]s (?:new )?(?:head|director|vp|chief|lead|manager)\b|"
        r"full[- ]time|part[- ]time|first[- ]year|gig|degree|"
        r"new (?:team|manager|boss|supervisor|colleagues|co-?workers)|"
        # the things a job comes with: "Now that my badge says Shopify", "Got my Klarna badge this morning" (not "my
        # visitor badge", a badge from a conference or an interview)
        r"(?<=my )(?:new )?(?:work |staff |(?-i:[A-Z])\w+ )?badge\b"
        r"(?![^.!?]*\b(?:visitor|guest|conference|booth|sponsor|swag|interview|visit|event|expo)\b)|"
        r"onboarding|apprentice\w*|"
        # work by its day: "I lecture to 200 undergrads", "im the new guy here", "since switching over to product
        # management", "doing press for the city council"
        r"(?<=\bI )(?:now )?lecture (?:to|at|on|in)|(?:I['’]m|I am|im) (?:now )?lecturing|"
        r"(?:I['’]m|I am|im) the new (?:guy|girl|hire|kid) (?:here|at|on)"
        r"(?! (?:here )?(?:at |in )?(?:the |my |our )?(?:gym|club|climbing|class|church|choir|dojo|pool|book club|"
        r"school|yoga|team practice|course|language)\b)|"
        r"(?:product|project|program|programme|account|property|case|brand|operations|people|middle|senior|"
        r"general) management|(?:I['’]m|I am|im) (?:now )?(?:the|a) (?-i:PM)\b|"
        r"doing (?:press|pr|comms|communications|marketing|sales|payroll|admin|support|"
        r"accounts|the books|hr|it) for|"
        # a post new to the speaker, for someone: "as her new communications director"
        rf"(?<=\bas )(?:her|his|their|the) new (?:[\w-]+ ){{0,2}}(?:director|{OCCUPATIONS})(?=\b)|"
        # a day's driving for a living: "Eight hours a day behind the wheel of a DHL delivery van"
        r"(?<=hours a day )behind the wheel|(?<=all day )behind the wheel|(?<=shifts )behind the wheel|"
        # freight hauled, the speaker's: "I'm hauling freight across the Midwest now"
        r"(?:(?<=\bI['’]m )|(?<=\bI am )|(?<=\bim ))(?:now )?hauling (?:freight|loads|cargo)|"
        # driving for a living, the speaker's: "I'm driving buses for Stagecoach now"
        r"(?:(?<=\bI['’]m )|(?<=\bI am )|(?<=\bim ))(?:\w+ ){0,4}?driv(?:e|es|ing|in['’]) (?:a |the )?"
        rf"(?:city |school |delivery )?{_DRIVEN}(?= for\b| now\b)|"
        # driven or flown, the speaker's: "I drive long-haul trucks now", "Since I fly the night cargo routes for DHL"
        r"(?<=\bI )(?:(?:now|just|mostly|basically) )?(?:drive|fly) (?:the |a |an )?(?:[\w-]+ ){0,2}?"
        r"(?:trucks|lorries|buses|taxis|cabs|big rigs|rigs|semis|routes|planes|jets|helicopters)(?= now\b| for\b)|"
        r"\bhauling (?:freight|loads|cargo) now\b|"
        # … after "now": "now I am driving taxi in the nights"
        r"(?:(?<=\bnow I['’]m )|(?<=\bnow I am )|(?<=\bnow im ))driv(?:ing|in['’]) (?:a |the )?"
        rf"(?:city |school |delivery |night )?{_DRIVEN})\b"
        # going over to a named employer ("I switched over to Spotify", "joined Stripe in May"), being with one
        r"|\b(?:switched|jumped|joined|went) (?:over |ship )?(?:to )?(?-i:[A-Z])"
        # "Since joining the communications team at UNICEF", "Since I swapped the trading floor for the education
        # department at the Rijksmuseum"
        r"|\b(?:(?:since|after) joining|(?:swapped|traded|left) (?:[\w'’-]+ ){1,4}for) (?:the |a |an )?(?:[\w-]+ ){0,3}"
        r"(?:team|department|staff|crew|practice) (?:at|of) (?:the )?(?-i:[A-Z])"
        # "Now that I'm on the comms team at the Red Cross"
        r"|\b(?:now that|since) (?:I['’]m|I am|im) (?:now )?(?:on|part of) the (?:[\w-]+ ){1,2}team (?:at|for|with) "
        r"(?:the )?(?-i:[A-Z])"
        r"|\b(?:started|start|starting) (?:at|with) (?-i:[A-Z])"
        r"|\b(?:I['’]m|I am) (?:now )?(?:with|at) (?-i:[A-Z])"
        # naming an occupation ("I'm a midwife now"), or oneself as someone who does something ("I'm a bank
        # teller now"): the model is asked, and code keeps only work (_as_work)
        rf"|\b(?:{OCCUPATIONS})s?\b"
        rf"|\b(?:I['’]m|I am) (?:now )?an? (?:[a-z]+ ){{0,2}}[a-z]+(?:{_AGENT_ENDINGS})\b"
        rf"|\b(?:do|doing|work in|working in|handle|handling) (?:{_FIELDS})\b"
        # a business of one's own ("I run a small pottery studio now"), not "I run a 5k every morning"
        rf"|\b(?:run|running|own|owning|manage|managing|opened|open|started) (?:a|an|my|our|the) (?:[\w-]+ ){{0,2}}"
        rf"(?:{_BUSINESSES})\b"
        # one's own: "kneading sourdough at 4am in my own little bakery", "Closing my law practice was terrifying"
        rf"|\b(?:in|at|run|running|from) (?:my|our) own (?:[\w-]+ ){{0,2}}(?:{_BUSINESSES})\b"
        r"|\b(?:my|our) (?:law|dental|medical|vet|private|own) practice\b"
        # the one in charge of a place ("I'm the principal of the school now")
        r"|\b(?:I['’]m|I am) (?:now )?the (?:new )?[a-z]+ (?:of|at) ",
        re.I,
    ),
    "relationship": re.compile(
        r"\b(?:partner|girl ?friend|boy ?friend|missus|hubby|other half|made it official|(?:i['’]?m|im) taken|wife|"
        r"husband|spouse|"
        # "My fella Ravi is coming over to meet my mum": a partner beside what partners do, not "my fella Tom the
        # electrician", "my bloke Dave at the garage"
        r"(?<=\bmy )(?:new )?fella(?= (?-i:[A-Z])[a-z]+\b[^.!?]*\b(?:meet (?:my|the) (?:mum|mom|mam|ma|parents|family|"
        r"folks)|anniversary|date night|moving in|moved in|in love)\b)|"
        r"fianc[ée]e?|(?:re)?marri\w*|(?:re)?marry|wedding|"
        r"engaged|engagement|propos\w*|divorc\w*|separat\w*|dating|date|seeing|"
        r"seein['’]?(?= each other\b(?!['’]s))|broke up|"
        r"break ?up|split|single|"
        r"relationship|together|ended things|the knot|hitched|widow\w*|passed away|died|call(?:ed)? (?:\w+ )?off|"
        r"broke (?:\w+ )?off|dump(?:ed|s)?|couple|met someone|quits|popped the question|going (?:steady|out)|parted|"
        r"funeral|official|said yes|bf|gf|new (?:man|woman)|big day|honeymoon|buried|passing|courting|"
        r"courtin(?=['’])|stepping out|(?:said|exchanged) (?:our )?vows|"
        r"ring back|elope[ds]?|eloping|anniversary)\b",
        re.I,
    ),
    "diet": re.compile(
        r"\b(?:eat(?:s|ing|en|in(?=['’]))?|ate|meat|fish|vegan|vegetarian|pescatarian|plant[- ](?:based|only)|diet|"
        r"dairy|eggs?|"
        # (carnivore taken up now: not "if I went full carnivore like those guys on YouTube")
        r"keto|paleo|carnivore(?= (?:now|these days|nowadays)\b)|steaks?|burgers?|chicken|bacon|pork|beef|ham|lamb|"
        r"seafood|cheese|tofu|meals?|food|veg|veggie|non-veg|"
        r"gluten|coeliac|celiac|lactose|carbs?|animal products?|fodmap|ketosis|ketogenic|flexitarian|"
        r"lacto|ovo-lacto|lacto-ovo|mediterranean diet|"
        # a plan by one's dietitian or doctor: "My nutritionist switched me to a Mediterranean plan" (not the phone's)
        r"(?:nutritionist|dietitian|dietician|doctor|cardiologist|coach|trainer|physician)(?:['’]s)? [^.!?]{0,40}?"
        r"mediterranean plan|"
        # a food of the carbs back: "Bread is back in my life and I regret nothing"
        r"(?:bread|rice|pasta|potatoes|noodles|grains) (?:is|are) (?:(?:all|finally|officially) )?back|"
        # a religious law kept by the speaker, not the words alone ("the difference between halal and kosher")
        r"keep(?:s|ing)? kosher|kept kosher (?:ever )?since|(?:eat|eats|eating) (?:only )?(?:halal|kosher))\b",
        re.I,
    ),
}
# a lease of one's own starting (not ending or renewed, nor a holiday's): "My lease in Cape Town officially starts
# on the 1st"
_LEASE_STARTS = (
    r"(?:my|our) (?:new )?lease in (?-i:[A-Z])\w*(?: (?-i:[A-Z])\w*)? (?:officially )?(?:starts|started|begins|began)"
    r"(?![^.!?]*\b(?:holiday|summer|vacation|sublet|semester|study|ski|cabin|trip|office|studio|shop|student)\b)"
)
# being somewhere for a while: a trip, not where one lives; not a stay that goes on ("we've been
# living in Gqeberha for a month now") nor a weekend spent at home ("the weekend hiking list")
_VISIT = re.compile(
    r"\b(?:trip|holiday|vacation|visit\w*|(?:this|next|a|long|the) weekend (?:in|at|away|trip|break)|for the weekend|"
    r"conference|hotel|airbnb|flight|just got here|business travel|rest of (?:our|the|my) (?:week|trip|stay|holiday)|"
    # "here in Frankfurt on business until Thursday", "for the trade fair", "for mardi gras", "for a job interview",
    # "for my sister's wedding"
    r"on business|trade (?:fair|show)|mardi gras|carnival|job interview|resort|"
    r"for (?:my|a|the|our) (?:\w+['’]s )?wedding|"
    r"after (?:one|two|three|four|a few|\d+) nights|"
    r"for (?:a|one|two|three|the|a few|a couple of) (?:week|weeks|days|nights?|month|conference|meetings?)"
    r"(?! (?:now|already|so far)\b))\b",
    re.I,
)
# living somewhere said outright, which no trip word beside it undoes
_SETTLED = re.compile(
    r"\b(?:been living|living here|live here now|(?:don['’]t|do not|no longer) live in|(?:my|our) new "
    r"(?:place|flat|house|apartment|home)|"
    # "We've been in the new house in Portland for a week" (not "We stayed in the new house my sister bought")
    r"(?:I|we)(?:['’]ve| have) been in the new (?:place|flat|house|apartment|home)|"
    # "My lease in Cape Town officially starts on the 1st but I've already been sleeping … there for a week"
    rf"{_LEASE_STARTS}|"
    # things that did not survive the move: "my poor fiddle-leaf fig didn't make the trip from Melbourne"
    r"(?:didn['’]t|did not|never) (?:make|survive) the (?:trip|journey|move) (?:over |here |down |up )?from|"
    # "Now that home is Guadalajara instead of the capital"
    r"(?<!\bhis )(?<!\bher )(?<!\btheir )\bhome is (?:now )?(?-i:[A-Z])\w*)\b",
    re.I,
)
# life alone after a marriage: "Living alone after 12 years of marriage is strange"
_ALONE_AFTER = (
    r"(?:living alone|on my own|by myself) after (?:\w+ ){1,2}years of (?:marriage|being married|being together)"
)
# an engagement by its ring: "Rahul put a ring on my finger at the top of the lighthouse!!", "Mateo put a ring on it"
_RING_PUT_ON = r"put a ring on (?:my finger|it\b)"
# an engagement ended by the ring given back: "I gave Tomasz the ring back on Sunday", "Giving the ring back was the
# easy part" (not a ring returned to a shop, nor one given to a parent or for a while: "I gave Mum the ring back to
# clean it", "I gave Diego the ring back to resize it")
_RING_BACK = (
    r"(?:gave|giving|handed|handing) (?:(?!(?:Mum|Mom|Mam|Ma|Dad|Da|Nan|Nana|Gran|Granny|Grandma|Grandpa)\b)"
    r"(?-i:[A-Z])\w+ |him |her |them )?(?:the|my|his|her) (?:engagement )?"
    r"ring back\b(?!\s+(?:to|so|for)\b)|"
    r"gave back (?:the|my|his|her) (?:engagement )?ring\b|returned (?:the|my|his|her) engagement ring\b"
    r"(?! to (?:the )?(?:shop|store|jewell?er)s?\b)"
)
# no wedding after all, said plainly: "There won't be a wedding with Chidi after all" (not "… until 2028", "… this
# year"; read by code on the whole message, which its look-ahead needs)
_NO_WEDDING_AFTER_ALL = (
    r"\bthere (?:won['’]t|will not|(?:is|['’]s)(?: not|n['’]t) going to) be (?:a|any) wedding"
    r"(?: with (?-i:[A-Z])[a-z]+)? (?:after all|anymore|any more)\b"
    # (not one place's or date's: "… anymore in June, we moved it to October", "… after all at St Paul's")
    r"(?! (?:this|next|until|till|before|in|at|on|if|unless|without|for)\b)"
    # (the couple's own end, whatever else the message says: not the venue's or the caterer's, a wedding held
    # elsewhere or otherwise, a supposition, someone's say-so, a joke or a story: "… after all, the venue cancelled on
    # us", "… we're eloping to Vegas instead!", "… says my mother", "… just kidding", "The one in my novel, I mean.")
    r"(?![\s\S]*\b(?:venue|caterer|church|council|hotel|postpon\w*|reschedul\w*|new date|because of|due to|since the|"
    r"instead|elop\w*|courthouse|registry|register office|married|marry|moved it|if|unless|says?|said|saying|gossip|"
    r"kidding|joking|jk|lol jk|novel|book|story|show|film|movie|wrong|laughing|pandemic|visa|deploy\w*)\b)"
)
# a wedding called off or not to be: "We called the wedding off", "the wedding isn't happening anymore"
_WEDDING_OFF = (
    r"call(?:ed)? the (?:wedding|engagement) off\b|"
    r"(?:the|our) (?:wedding|engagement) (?:is(?:n['’]t| not)|['’]s not) happening (?:anymore|any more)\b"
)
# weeks of living here counted: "Three weeks of living here and I'm already homesick"
_WEEKS_OF_LIVING_HERE = (
    # (or without the "of": "Three weeks living here and I already miss my Argentinian stuff")
    r"(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten) (?:weeks|months) (?:of )?living here\b"
    # (a home, not a stay or a supposition: "… here in a hostel in Bangkok", "… on the film set", "Could you survive six
    # months of living here?")
    r"(?![^.!?]*(?:\?|\b(?:hostel|airbnb|hotel|set|hospital|camp|parents|dorm|would|could|before|left|to go|then|"
    r"conference|trip|holiday|vacation|visit\w*|semester|exchange)\b))"
)
# a partner of some weeks or months: "Can you suggest a birthday gift for Kenji? We've been together three months"
_TOGETHER_SOME_MONTHS = (
    r"(?:we['’]ve|we have) (?:only |just )?been together (?:for )?(?:about |almost |nearly |just |only )?"
    r"(?:a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|\d+) (?:weeks|months)"
    # (as a couple, not at work or as friends: "… eight months on this project", "… only as gym buddies")
    r"(?! (?:on|in|at|as|only|working)\b)(?![^.!?]*\b(?:friends?|buddies|mates|project|lab|team|band|class|"
    r"roommates?|colleagues?|co-?workers?)\b)"
)
# A change is said as one: "now", "new", "again", "no longer", "since", "moved", "switched" …
# Without such a word a message on the topic is most often about someone else or a one-off
# ("my parents live in Vancouver", "I tried a vegan burger"), which the model still answered.
CHANGE = re.compile(
    r"\b(?:now|new|again|anymore|any more|no longer|no more|since|these days|nowadays|first|just|finally|"
    r"recently|start(?:ed|ing)?|began|begun|switch(?:ed)?|swapped|traded|changed|left|quit|became|become|got|moved|moving|"
    # under way, not ahead: "so I'm switching to a Mediterranean diet" (not "… to keto next month")
    rf"{SWITCHING_NOW} to|"
    r"hung up (?:my|the) \w+ for good|"
    r"shifted|relocat(?:e|ed|ing)|movd|movers|unpack(?:ed|ing)|flitted|onwards|"
    # home to a place: "came back home to porto alegre to be closer to mum" (not "came back home to find the door open")
    r"(?:came|come|moved|went|gone) back home to (?!(?:find|see|discover|a|an|the|my|our|his|her|their|sleep|rest|"
    r"relax|change|eat|cook|grab|get|pick|shower|feed|walk|check|watch)\b)"
    r"(?![^.!?]*\b(?:for (?:the holidays|a (?:visit|week|weekend|few|bit|while|month)|christmas|easter|eid|diwali)|"
    r"holidays?|visit\w*|(?:the|this|a) weekend|dream\w*)\b)|"
    r"back (?:to|on|in|into)|(?:brought|bringing|brings) back|reintroduced|added|transferred|packed up|finali[sz]ed|"
    r"closed on|"
    r"ended|gave up|given up|ditched|joined|turned|went|gone|stopped|"
    # a newcomer's "He helped me so much when I arrived"
    r"when I (?:first )?arrived|"
    # "Swapping hospital night shifts for working as cabin crew", "Still getting used to Porto after leaving Lisbon",
    # "I am living there from this month", "when we split" (not "swapping recipes", "leaving Google early today", "From
    # this week I'm on the Maps team", "after we split the pizza")
    r"swapping (?:[\w'’-]+ ){0,4}?for|(?:after|since) leaving (?:the )?(?-i:[A-Z])\w*|(?:after|since) quitting|"
    # "leaving accounting to bake full time was terrifying"
    r"leaving (?=[a-z]+ to [a-z]+ (?:full[- ]time|for a living) (?:was|has been|turned out)\b)|"
    # sent by one's employer: "after my company send me to Buenos Aires"
    rf"{_SENT_BY_EMPLOYER}|"
    # a job quit, told as done: "Quitting the warehouse job at Amazon was scary but so worth it"
    r"quitting (?:the|my) (?:[\w-]+ ){0,2}(?:job|post|position|role)\b[^.!?]*\b(?:was|has been)\b|"
    # a newcomer's "Still figuring out the trams here" (not where to live), "my paleo days are over", a learner's "we
    # call off the wedding" (not its venue)
    r"still (?:figuring out|getting used to) (?!where|whether|if|what|which|how)|"
    # a new home said by its feel, the neighbours or home left: "Montevideo already feels like home", "my old
    # neighbors", "much better ocean views than my old place in seoul"
    r"(?:^|(?<=[,.;!?]\s)|(?<=\bbut\s)|(?<=\band\s))(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)? "
    r"(?:already|finally) feels like home|"
    r"(?:my|our) old neighbou?rs|(?:my|our) old (?:place|flat|apartment|house|home|neighbou?rhood) (?:back )?in\b|"
    r"(?:my|our) old [a-z]+ (?:place|flat|apartment|house|home)\b|"
    r"when (?:I|we) (?:was|were) (?:living|renting) in (?-i:[A-Z])\w*|"
    r"(?:my|those) (?:paleo|keto|vegan|vegetarian|veggie|pescatarian|carnivore|gluten-free|meat-eating) days\b|"
    rf"{_LEASE_STARTS}|"
    # a learner's "From this Ramadan I decide to stop eating all animals"
    r"decided? to (?:stop|quit) eating|"
    r"(?:paleo|keto|vegan|vegetarian|meat|carnivore|atkins|low-carb|pescatarian|dieting|gluten-free) "
    r"(?:days are|era is) (?:officially )?over|"
    # the old ways said gone or given in on: "so olive-oil-and-bread dinners are history", "honestly I've caved: steak,
    # chicken, the works"
    # (caved to meat eaten, not cooked for others: not "I've caved: the kids wanted bacon so I fried them a pack")
    r"(?:are|is) (?:now |officially |basically )?history|"
    rf"(?:I['’]ve|I have|I|finally|totally) caved(?=[^.!?]{{0,30}}\b(?:{MEAT})\b)"
    r"(?![^.!?]*\b(?:them|the kids|for (?:him|her|them|my|the))\b)|"
    # an engagement said yes to, beside its ring or party: "SHE SAID YES!!! 💍 Sofia and I want an engagement party"
    r"(?:she|he) said yes\b(?!\s+to\b)(?=[^.?]*(?:\bengage\w*|\bring\b|💍))|"
    r"call off the (?:wedding|engagement)\b(?! (?:venue|photographer|dj|band|cake|party|dinner|plans?|date)\b)|"
    rf"{_WEDDING_OFF}|"
    r"(?:living|working|staying|based) (?:there|here) from this (?:week|month|year)|"
    # a learner's "I am staying in Kigali from last month with my wife and kids"
    r"(?:living|staying|based) in (?-i:[A-Z])\w+ (?:from|since) last (?:week|month|year)"
    r"(?![^.!?]*\b(?:till|until|only|for (?:the|a|my|work)|festival|training|assignment|then back)\b)|"
    r"from this (?:week|month|year),? (?:I am|I['’]m)(?! (?:on|in) the\b)"
    r"(?![^.!?]*\b(?:also|too|weekends?|evenings?|side)\b)|"
    r"(?:when|after) we split(?!\s+(?:the|our|a|an|it|up the|bills?|costs?|\w+ (?:bill|cost|check)s?)\b)|"
    rf"{_ALONE_AFTER}|"
    # a diet taken up all the way, opening its sentence: "Going full paleo with my crossfit coach."
    r"(?:^|(?<=[.!?]\s))going (?:full|fully|totally|strict|completely|100%) (?:paleo|keto|vegan|vegetarian|carnivore|"
    r"pescatarian|plant-based|gluten-free|raw)|"
    # what it was like before: "being a locksmith is way less stress than patrol shifts ever were"
    r"than (?:[\w'’-]+ ){1,4}ever (?:were|was)|"
    # the first days of a job: "day 2 at shopify as a junior data analyst" (not "day 2 of the trip")
    r"day (?:[2-9]|two|three|four|five) (?:at|in) (?:the )?(?-i:[A-Z])\w*|"
    # the first days of a job, counted from one (_DAY_ONE_AT)
    rf"{_DAY_ONE_AT} (?=\w)|"
    rf"{_WEEKS_IN_AT}|"
    # some time counted on a diet named: "One month on the carnivore diet", "3 weeks into the keto diet"
    rf"(?:\d+|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|months?) (?:on|into) (?:the )?"
    rf"(?:{DIET_NAMES}) diet\b|"
    r"day (?:[2-9]|two|three|four|five) (?:at|in) (?:the )?[a-z]\w+ as an? \w+|"
    # a streak of going without that tells of a start: "day 10 of no animal products", "day 30 of being vegan"
    r"day \d+ (?:of (?:no|zero|being|eating|going)|without) (?:\w+ )?(?:meat|animal products|dairy|eggs|fish|vegan|"
    r"vegetarian|plant)|"
    # events that are a change in themselves
    r"retired|promoted|hired|fired|sacked|let (?:me|us) go|laid off|landed (?:a|the|my) (?:new )?(?:job|role|position)|"
    rf"proposed|remarried|widow(?:er|ed)?|{_RING_PUT_ON}|(?:back|home|returned) from (?:our|the) "
    r"honeymoon|put (?:me|us) on|"
    # some weeks into the new: "Two weeks into being a UX researcher at Spotify", "Three weeks into the job at Bosch"
    r"(?:\d+|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|months?) into (?:being|my new|the new|"
    r"working|the job|my job)\b|"
    # a partner of some weeks: "Tomasz, the guy I've been seeing for two months"
    r"(?:guy|girl|man|woman|person|someone) (?:I['’]ve|I have) been seeing|"
    rf"{_WEEKS_OF_LIVING_HERE}|"
    r"engaged|popped the question|out of work|probation|as of|cancelled|canceled|"
    rf"{_RING_BACK}|handed in (?:my|our) (?:\w+ )?(?:badge|notice|resignation|lanyard|laptop)|took (?:me|us) on as|"
    # "the firm starts me Monday as an associate attorney"
    r"start(?:s|ed)? (?:me|us) (?:on )?(?:\w+ )?as an?|"
    r"onboarding (?:at|with)|"
    # a food given up for good: "so goodbye burgers forever" (not for a while: "bye bread for the week")
    rf"(?:good)?bye (?:to )?(?:my )?(?:{MEAT}|cheese|dairy|carbs|bread|pasta|fish|sugar)\b(?! for (?!good\b))|"
    r"(?:wedding|engagement)(?: is|['’]s) off|"
    r"divorced|separated|split up|broke up|dumped|broke (?:\w+ )?off|called (?:\w+ )?off|called it quits|parted ways|"
    r"made (?:me|us)|tied the knot|hitched|passed away|passing away|died|signed|"
    # "Fatima and I are living apart while we sort out the separation", "we've been seeing each other a month"
    r"separation(?! of)|living apart|seein(?:g|['’])? each other(?!['’]s)(?! (?:at|in|around|every)\b)|"
    r"closing (?:my|our|down)|"
    r"lost (?:my|our) (?:\w+ )?(?:husband|wife|partner|spouse|jobs?))\b",
    re.I,
)
# the values the prompt's example answers name ("porto"), not the words every answer of the slot has ("lives")
_EXAMPLE_VALUES = frozenset(
    t
    for answer in re.findall(r'"answer": "([^"]+)"', SLOT_CHECK_EXAMPLE)
    if (filled := slot_of(answer)) is not None
    for t in terms(filled.value)
)
# someone close to the user as the subject ("my cousin moved to Cusco", "Raj's brother is getting
# divorced"): their change, not the user's, unless the user is in the sentence too ("my wife and I …")
_PEOPLE = (  # one or more: "my coworkers brought a meat lasagne"
    r"cousins?|sisters?|brothers?|siblings?|mother|mum|mom|mam|mammy|father|dad|da|parents?|step\w+|sons?|daughters?|"
    r"kids?|child|nan|nana|gran|"
    r"children|aunts?|uncles?|grand\w+|nieces?|nephews?|friends?|mates?|pals?|buddy|bestie|bff|neighbou?rs?|"
    r"boss(?:es)?|colleagues?|co-?workers?|roommates?|flatmates?|housemates?|"
    r"in-laws?|family|ex|ex-\w+|dog|cat|pets?|puppy|kitten|horse|team|class|office|staff|crew|squad|group"
)
_PARTNERS = r"wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?"
# "my sister", "my little sister", "My 15 year old daughter", "my 18-month-old grandson"
_WHOSE = r"\b(?:my|our|his|her|their|\w+['’]s|(?:^|(?<=[.!?,]\s))me)\s+(?:\w+[- ](?:year|month)s?[- ]old\s+|\w+\s+)?"
# a parent called by the word ("Mum's still getting used to Leeds")
_PARENT_NAMED = r"^(?-i:Mum|Mom|Mam|Dad|Nan|Nana|Gran|Granny|Grandma|Grandpa)\b"
_SOMEONE_ELSE = re.compile(rf"{_WHOSE}(?:{_PEOPLE}|{_PARTNERS})\b|{_PARENT_NAMED}", re.I)
# what the user's partner does ("my fiancé proposed") is the user's relationship, though; another's
# partner is not ("Hannah's sister and her boyfriend just broke up")
_SOMEONE_ELSE_THAN_A_PARTNER = re.compile(
    rf"{_WHOSE}(?:{_PEOPLE})\b|\b(?:his|her|their|\w+['’]s)\s+(?:\w+\s+)?(?:{_PARTNERS})\b|{_PARENT_NAMED}", re.I
)
# the speaker, or the couple the speaker is half of ("our marriage happened last month")
_SPEAKER = re.compile(
    # (not the dialects' "me" for "my": "Me mam's gone vegan")
    rf"\b(?:I|I'm|I've|I'd|I'll|Im|me(?! (?:{_PEOPLE}|{_PARTNERS})\b)|we|we're|we've|we'd|us|"
    r"our (?:marriage|wedding|engagement|divorce|honeymoon))\b"
    # a clause opening on the speaker's move without its subject: "Ever since shifting to Kochi my mother is happy"
    r"|^\W*(?:ever )?since (?:shifting|moving|relocating|joining)\b"
    # a texted clause opening on the speaker's start without its subject: "Started at Airbnb on their data team"
    r"|^\W*(?:(?:just|finally|recently|officially) )?(?:started|joined|began) (?:at|with|as)\b"
    # one's boss at a workplace named is the speaker's workplace: "My boss at Nokia is very direct"
    r"|\bmy (?:new )?(?:boss|manager|supervisor|line manager|team lead) at (?-i:[A-Z])"
    # the speaker's new home, or neighbours "here" or new: "the commute from our new place in Halifax", "Our new
    # neighbors here in Asheville", "my new neighbors in Portland keep leaving zucchini on my porch"
    # (by the place's name: not "My new neighbours here just moved from Porto", "the previous owner of my new house")
    r"|(?:(?<=\bfrom )|(?<=\binto )|(?<=\bto )|(?<=\bat )|(?<=\bin ))(?:my|our) new "
    r"(?:place|flat|house|home|apartment|condo) in (?-i:[A-Z])"
    r"|\b(?:my|our) (?:(?:new )?neighbou?rs? here|new neighbou?rs?) in (?-i:[A-Z])[\w'’-]*(?![\w'’-])"
    r"(?! (?:just |recently |have |had |all |both )*(?:moved|relocated|are moving|left for)\b)",
    re.I,
)
# a clause opening on the move, the speaker's where it tells of home (:func:`_about_someone_else`): "Ever since the move
# to Portland my cat hides under the bed"; not a move that did not happen or was long ago ("Ever since our move to
# Seattle was called off"), an office's, or one beside someone living elsewhere ("… my daughter rarely calls")
_SINCE_THE_MOVE = re.compile(
    r"^\W*(?:ever )?since (?:the|our|my) (?:big )?move\b"
    r"(?![^.!?]*\b(?:fell through|fell apart|cancel\w*|called off|on hold|postponed|scrapped|delayed|announced|"
    r"didn['’]t happen|never happened|made|in (?:19|20)\d\d|years ago|(?:head )?office|company|firm|HQ|headquarters)\b)"
    r"(?![^.!?]*\b(?:my|our|his|her|their|\w+['’]s)\s+(?:\w+\s+)?(?:cousins?|sisters?|brothers?|siblings?|mother|mum|"
    r"mom|mam|father|dad|parents?|nan|nana|gran|aunts?|uncles?|grand\w+|nieces?|nephews?|friends?|mates?|pals?|buddy|"
    r"bestie|bff|neighbou?rs?|boss|colleagues?|co-?workers?|roommates?|flatmates?|housemates?|in-laws?|ex|ex-\w+|"
    r"daughters?|sons?)\b)",
    re.I,
)
# someone the speaker is with, not the one who does it: "with my cousin's family", "near my parents"
_COMPANY = re.compile(
    # "now staying in Coimbatore with my cousin's family", "to be closer to my granddaughter", texted "w my sister": the
    # person is company or a reason (not "since my brother moved to Berlin", where the person is the subject)
    rf"(?:\b(?:with|w|near|beside|close to|closer to|next to|because of|thanks to)\s+|\bw/\s*){_WHOSE}"
    rf"(?:{_PEOPLE}|{_PARTNERS})\b(?:['’]s(?: \w+)?)?|"
    # what the speaker took over from them: "took over my uncle's bakery"
    rf"\btook over {_WHOSE}(?:{_PEOPLE}|{_PARTNERS})['’]s\b|"
    # their work a move is made for: "relocated to dublin for my wife's job"
    rf"\bfor {_WHOSE}(?:{_PEOPLE}|{_PARTNERS})['’]s (?:new )?(?:job|work|posting|transfer|studies|degree|career|"
    r"residency|contract)\b",
    re.I,
)
_AFTER_A_TURN = re.compile(r"\b(?:but|so|then)\b", re.I)
# a word said as not so: "not splitting up", "aren't getting divorced", "never got engaged"
_NOT_BEFORE = re.compile(r"(?:\bnot|\bnever|\bno|n['’]t)(?:\W+\w+){0,2}\W*$", re.I)
# a question that supposes
# what a question takes as known, said in its own clause: "… now that I've shifted up to Townsville?"
# (a move or a status had: not "now that I've decided to move to Townsville?", "now that we've seen a house in …",
# "now that I'm trying vegan?")
_PRESUPPOSED = re.compile(
    r"\b(?:now that|seeing as|ever since) (?:I|we)(?:"
    r"(?:['’]ve| have)?(?: (?:just|finally|recently|now|officially))? (?:moved|shifted|relocated|settled|flitted|"
    r"upped sticks|gone|become|turned|switched|split|broken up|broke up|separated|divorced|"
    r"got (?:married|engaged|divorced|hitched))\b[^,;?]*|"
    r"(?:['’]m| am|m|['’]re| are)(?: (?:just|finally|now|officially|fully))*(?: (?:living|based|settled))?"
    r"(?: (?:up |down |out |over )?in| (?:an?|the)(?: [\w-]+)?)?\s*)$"
    # the speaker's new home or neighbours: "Can you help me write a note to my new neighbours here in Melbourne?"
    r"|\b(?:my|our) new (?:neighbou?rs|place|flat|house|home|apartment|condo|landlord|landlady)(?: here)? in\s*$"
    # where the speaker is: "a good gift for my landlord here in Wellington?"
    r"|\b(?:my|our) (?:landlord|landlady|neighbou?rs?|flat|place|apartment|flatmates?) here in\s*$"
    # texted: "hey so the new landlord in osaka wants a guarantor??"
    r"|^\W*(?:(?:hey|ok|so|ugh|omg|lol)\W+)*the new (?:landlord|landlady) in\s*$"
    # "now that Sofia and I are officially married" (the couple, the one held named)
    r"|\bnow that (?-i:[A-Z])[^\W\d_]+ and I (?:are|['’]re)(?: (?:now|officially|finally))*\s*$"
    # "What's the fastest way to get from my place in Kraków to the airport?"
    r"|\b(?:from|to|at) (?:my|our) (?:new )?(?:place|flat|apartment|house|home) in\s*$"
    # what the speaker did, told to others in a question: "What's a gentle way to tell my parents we eloped?", "… to let
    # my coworkers know I'm not with Lucas anymore"
    r"|\b(?:(?:tell|telling|break (?:it|the news) to) (?:my|our) [\w-]+|let (?:my|our) [\w-]+ know) (?:that )?"
    r"(?:(?:we|I)\b[^,;?]*)?$",
    re.I,
)
# the speaker's news, announced in a post asked for: "draft a short LinkedIn post announcing that I've joined …"
_ANNOUNCING = re.compile(
    r"\b(?:post|email|message|announcement|note|update|caption|status) announcing (?:that )?(?:I|we)(?:['’]ve| have)?"
    r"(?: (?:just|officially|finally|recently))? (?:joined|started|moved|relocated|accepted|got)\b[^,;?]*$",
    re.I,
)
# the news not yet so, or the post only thought of: "I haven't signed yet", "Should I write a post …, or wait …?"
_NOT_YET_NEWS = re.compile(
    r"\b(?:haven['’]t|have not|not yet|or wait|should I|in case|if|fake|prank|when I do|once I)\b", re.I
)
# the speaker's new home near a place, asked from: "What's the fastest way from my new place near Namba to Kyoto?"
_FROM_NEW_HOME_NEAR = re.compile(r"\b(?:from|to|at) (?:my|our) new (?:place|flat|apartment|house|home) near $", re.I)
# the speaker's post asked about as theirs (:func:`_asked_for_the_post`)
_ASKED_FOR_THE_POST = (
    r"\b(?:tips|advice|recommendations|recs|books?|resources|reading)\b[^,;?]*\bfor an? (?:brand[- ])?new\s*$"
    # what the speaker's post costs or earns, asked: "what can I deduct on my taxes as a courier?"
    r"|\b(?:I|my)\b[^,;?]*\b(?:deduct\w*|tax(?:es)?|expenses|write off|insurance)\b[^,;?]*\bas an?\s*$"
)
# a post or an employer just taken, in a question: "How do I deal with night shift sleep as a new patrol officer?", "ok
# so first week at spotify done 🙌 … how do i mute …?" (not "my daughter's first week at …", "as a new parent")
_POST_PRESUPPOSED = re.compile(
    r"(?:^\s*|(?<=\bok )|(?<=\bso )|\b(?:I|I['’]m|im|I am|my)\s+)(?:first|1st) (?:day|week|month|shift)s? at\s*$"
    r"|\b(?:I|I['’]m|im|I am|me|myself)\b[^,;?]*\bas an? new\s*$"
    # the speaker's first task in it: "help me prep for my first board meeting as CFO of a small solar startup?"
    r"|\bmy (?:first|1st) (?:[\w-]+ ){1,3}as (?:an? )?(?:new )?$"
    # help asked for the one just started: "Any book recommendations for a brand-new high school guidance counselor?"
    rf"|{_ASKED_FOR_THE_POST}",
    re.I,
)
# … not a post: a game's, a trial's, a membership's ("in GTA RP", "the free trial lol")
_NOT_A_POST = re.compile(r"\b(?:RP|GTA|server|trial|subscription|premium|membership|member|essay)\b", re.I)
_SUPPOSING = re.compile(r"\b(?:if|would|could|suppose|imagine)\b", re.I)
# a prank of the speaker's: "April Fools went great: I told my mom that Ines and I broke up" (not "is my landlord
# pranking me?")
PRANK = re.compile(
    r"\bapril fool\w*|\b(?:I|we)(?: \w+)? (?:pranked|pretended|was pretending|were pretending|faked)\b|"
    r"\bas an? (?:joke|prank)\b|\bfor a laugh\b",
    re.I,
)
# a sentence that opens on someone close to the user ("my mum …", "so my best friend …")
_OTHER_SUBJECT = re.compile(
    rf"^(?:(?:so|and|but|well|honestly|also|oh|yesterday|today|finally)\W+)*{_WHOSE}(?P<who>{_PEOPLE}|{_PARTNERS})\b",
    re.I,
)
_SIDELINE = re.compile(
    r"\b(?:for fun|on the side|as a hobby|volunteer\w*|now and then|sometimes|occasionally|weekends?(?! off))\b", re.I
)
# clauses: sentences (not at "St." or "Dr."), then at commas, semicolons, "and", "but", "so"
_CLAUSE_BREAK = re.compile(
    r"(?<!\bSt)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)[.!?]+(?=\s|$)|[,;\n]|\s(?:and|but|so)\s", re.I
)
# every animal product left out, said without the word vegan: "since I cut out fish and all other animal products"
_ANIMAL_PRODUCTS_CUT = (
    # (a learner's "Since one month I stop all animal products")
    r"(?:cut|cutting|gave up|given up|dropped|quit|stopped eating|eliminated|(?<=\bI )stop) (?:out )?"
    r"(?:[a-z]+(?:,? and| &) )?"
    r"(?:all |every |each )?(?:other |single )?animal products?|"
    # what a vegetarian still ate, gone a while: "My first month without cheese or eggs"
    r"(?:months?|weeks|year) without (?:cheese|dairy|eggs)(?:(?:,|,? (?:or|and|&|nor)) (?:cheese|dairy|eggs|milk|honey|"
    rf"{MEAT}|fish))+\b"
)
# meat not eaten for good, in other words than a diet's name: "Haven't touched meat or fish since Lent", "From the new
# year I not eat meat anymore"
_MEAT_LEFT = (
    r"(?:(?:not|never|\w+n['’]t) (?:eat|eating|touch|touched|had) (?:any )?meat\b"
    r"(?=[^.!?]*\b(?:since|anymore|any more|now)\b)|"
    # "Six weeks since my last steak and I'm not missing it"
    rf"(?:weeks|months|years) since my last (?:{MEAT})\b(?=[^.!?]*\bnot missing\b)|"
    # "honestly I don't miss meat at all anymore" (not "not a single bite of meat since …": read clause by clause, it
    # let in "… since January, it's a cleanse till Easter")
    r"(?:don['’]t|do not) miss meat(?: at all)? (?:anymore|any more)\b)"
)
# a fish by its name, which a pescatarian eats: "My nutritionist got me eating salmon twice a week"
_FISH_KINDS = (
    r"salmon|tuna|cod|sardines?|mackerel|trout|prawns?|shrimps?|anchov(?:y|ies)|haddock|hake|sea ?bass|tilapia|"
    r"halibut|mussels|oysters|squid|octopus|crab|lobster|sushi|sashimi"
)
# the partner gone by name: "Now that Marco's out of the picture"
_OUT_OF_THE_PICTURE = r"(?-i:[A-Z])[a-z]+(?: is|['’]s) (?:now )?out of the picture"
# something else called off than the couple: "called off the deal on the house", "… the trip"
_NOT_US_OFF = (
    r"(?! the (?:deal|trip|party|holiday|vacation|sale|purchase|move|search|meeting|booking|reno\w*|project|plans?|"
    r"dinner|event|strike)\b)"
)
# a name that is no kin word: "Kenji passed away", not "Grandpa passed away"
_NOT_KIN = r"(?!(?-i:Grandpa|Grandma|Granny|Gran|Nan|Nana|Dad|Daddy|Mum|Mom|Mam|Mama|Papa|Uncle|Aunt|Auntie)\b)"
# A value of a closed slot (or a job's state without work) must be said in the message, in one of
# its usual words: "User is vegetarian" is no answer to "I made a new cheese sauce".
# what a knot tied in is no wedding: "We tied the knot on the tent ropes"
_KNOTTED = r"ropes?|tent|hammock|(?:shoe)?laces|cord|string|sail|boat|bag"
_SAID_AS: dict[str, re.Pattern[str]] = {
    value: re.compile(rf"\b(?:{words})", re.I)
    for value, words in {
        # (not "how do couples split chores", "we split the bill")
        "single": rf"single|broke up|break ?up|{_OUT_OF_THE_PICTURE}|"
        r"split(?! (?:the |our |up the )?(?:chores|bills?|costs?|rent|check|cheque|tab|housework|duties|expenses|money|"
        r"difference|time|custody|shifts?|cooking|cleaning|dishes)\b)|"
        rf"ended|ending things with (?-i:[A-Z])|called (?:\w+ )?off{_NOT_US_OFF}|quits|broke (?:\w+ )?off|divorc|"
        r"separat|"
        # (the couple's own calling off, not the venue's: "the venue cancelled on us")
        r"left me|dumped|just friends|(?<!venue )(?<!venue has )cancel|(?:wedding|engagement)(?: is|['’]s) off|"
        # "It's finish between us"
        r"(?:finish|finished|over) between us|"
        # "After me and Tom are finish", "Kenji and me are finish"
        r"(?:we|me|(?-i:[A-Z])\w+) (?:are|r) finish(?:ed)?\b(?! with)|"
        # a learner's "we call off the wedding, Mateo and me is finish" (a clause of its own)
        r"^\W*(?:me|I) (?:is|am) finish(?:ed)?(?=\s*(?:$|[,.;!?]))|"
        rf"{_RING_BACK}|{_WEDDING_OFF}|"
        r"(?:we|I) call(?:ed)? off the (?:wedding|engagement)\b"
        r"(?! (?:venue|photographer|dj|band|cake|party|dinner|date)\b)|"
        # "we finished our relationship", "Me and Beatriz finished our relationship" (a clause of its own)
        # a learner's "After me and Luca finish our relationship" (its clause "Luca finish our relationship")
        r"(?:\b(?:we|I) (?:\w+ )?|^(?-i:[A-Z])\w+ )finish(?:ed)? (?:our|my) relationship"
        r"(?=$|[,.;!?]| (?:last|this|in|on|after|yesterday|today|recently|for good)\b)|"
        rf"(?:not|no longer|\w+n't) together|{_ALONE_AFTER}|"
        # "we decide not to continue", "I'm not with Lucas anymore"
        r"(?:decided?|agreed?) not to (?:get married|marry|continue|go on|stay together)|"
        # a learner's "our story" for the relationship, its end dated: "Mateo and me, we finish our story last month"
        # (not one written: "… on Wattpad", "… the kids loved the ending")
        r"\bwe (?:\w+ )?finish(?:ed)? our story(?= (?:last (?:month|week|year|summer|spring|autumn|fall|winter)|"
        r"(?:a|one|two|three|four|five|six|few|couple of) (?:weeks?|months?) ago)\b)"
        r"(?![^.!?]*\b(?:wattpad|kids|workshop|book|chapter|read\w*|ending|writ\w*|draft|publish\w*)\b)|"
        r"\bnot with (?-i:[A-Z])\w+ (?:anymore|any more)\b",
        # (not a knot in a rope: "We tied the knot on the tent ropes")
        "married": r"(?:re)?married|(?:re)?marry|wedding|hitched|got wed|husband|wife|newlyweds|"
        rf"tied the knot(?![^.!?]*\b(?:{_KNOTTED})\b)|"
        r"(?:back|home|returned) from our honeymoon|(?:we|I|(?:me|I) (?:n|and|&) \w+|\w+ (?:n|and|&) (?:me|I)) eloped",
        "engaged": r"engaged|engagement|fianc|proposed|popped the question|said yes\b(?!\s+to\b)",
        "divorced": r"divorc",
        "separated": rf"separat|split|broke up|moved out|ended|(?:not|no longer|\w+n't) together|{_ALONE_AFTER}|"
        r"living apart(?! from (?:my|our) (?:parents|family|folks|mum|mom|dad|kids|children)\b)"
        # (apart while the lawyers or the divorce settle it is apart for good: "living apart now while the lawyers sort
        # out custody")
        r"(?![^.!?]*\b(?:while(?! (?:the |our )?(?:lawyers? (?:sort|work|figure|hash)(?:s|ing)? out (?:the )?"
        r"(?:custody|divorce|kids)|divorce (?:is|gets) (?:finali[sz]ed|sorted|settled|done)|custody (?:is|gets) "
        r"(?:sorted|settled|decided))\b)|till|until|"
        r"for (?:work|now|a (?:bit|while))|long[- ]distance|visa|posting|deploy\w*|"
        r"rotation|still (?:together|solid|married|in love|strong))\b)|"
        # one's own divorce: "now that the divorce from Sofia is final"; not "my client's divorce", "divorce law"
        r"divorce from|(?:our|my) divorce\b(?! (?:law|rates?|scene|episode|module|lawyer|papers? of))",
        "widowed": r"widow|my late (?:wife|husband|spouse) (?-i:[A-Z][a-z]+)\b|"
        rf"(?:wife|husband|partner|spouse|{_NOT_KIN}(?-i:[A-Z][a-z]+)) (?:has )?"
        r"(?:pass(?:ed|ing) away|died)|"
        r"lost (?:my )?(?:husband|wife|partner|spouse)",
        # (not another's posts seen: "seeing each other's stories for months")
        # (not the apps or the scene: "dating apps are exhausting")
        "in a relationship": r"dating(?! (?:apps?|sites?|scene|life|profiles?|pool|game|show|advice|coach|market|world|"
        r"culture|rules|sims?|simulator)\b)|seeing(?! each other['’]s)(?! (?:someone|somebody) else\b)|"
        # (someone else seen by another: not "liam's seeing someone else now")
        r"(?<!['’]s )(?<!\bis )seeing (?:someone|somebody) else|going out with|boyfriend|girlfriend|partner|together|"
        r"relationship|"
        r"met someone|couple|"
        # texted: "got a gf now"; not "gf pasta", "Tom's gf", "my bf" (a best friend as often)
        r"(?:got a|have a|has a) (?:new )?[gb]f\b(?![- ]?(?:friendly|free|pasta|bread|bakery|options?|menu|deals?))",
        # "nothing that swims, flies or walks goes on my plate, not even eggs, milk or honey"
        "vegan": rf"vegan|plant[- ]based|(?:any|no|zero) animal (?:products?|stuff)|{_ANIMAL_PRODUCTS_CUT}|"
        r"(?:on |eat(?:ing)? )?plants only|(?:on |eat(?:ing)? )?only plants|"
        r"nothing (?:on my plate |I eat )?comes? from (?:an? )?animals?\b|"
        r"nothing (?:that|which) (?:swims|flies|walks)|(?:(?<=\bI eat )|(?<=\bnow, ))nothing (?:from|of) animals|"
        r"nothing (?:from|of) animals(?= at all\b)",
        "vegetarian": r"vegetarian|veggie|lacto[- ]ovo|ovo[- ]lacto|meat-free|"
        r"no (?:more )?meat|(?:cut|gave|given) (?:up |out )?(?:all )?meat|"
        # "since I stopped buying anything that had a face"
        r"(?:stopped|quit|gave up|no longer) (?:buying |eating )?anything (?:that|with) (?:had |has )?a face|"
        # Indian English: "From this Navratri onwards I have fully left non-veg"
        r"stopped eating meat|(?:left|leave|quit|stopped|gave up|given up|no (?:more )?)(?: eating)? non-?veg|"
        # a learner's "I decide to stop eating all animals"
        r"decided? to stop eating (?:all |any )?(?:animals|meat)\b|" + _MEAT_LEFT,
        "pescatarian": rf"pescatarian|fish|seafood|{_FISH_KINDS}",
        "gluten-free": r"gluten|co?eliac|celiac|wheat|barley|rye|spelt",
        # "I'm finally in ketosis" (not "… after the 24h fast")
        "keto": r"keto(?:genic)?\b|ketosis\b(?![^.!?]*\bfast)",
        # "has me under 20g of carbs a day" (not "… for the next two weeks before the race")
        "low-carb": r"low[- ]?carbs?\b|"
        r"(?:under|below|less than|max(?:imum)?|at most) \d+ ?g(?:rams?)? (?:of )?(?:net )?carbs"
        r"(?![^.!?]*\b(?:next|until|till|before|for (?:a|one|two|three|the) (?:week|weeks|days?))\b)",
        # (not made of plants: "Best veggie burger?")
        "omnivore": r"(?<!\bveggie )(?<!\bvegan )(?<!\bplant-based )(?<!\bplant based )(?<!\btofu )(?<!\bmeatless )"
        rf"(?<!\bbeyond )(?<!\bimpossible )(?:{MEAT})\b(?![- ]free)|everything",
        "unemployed": r"laid off|unemployed|out of work|redundant|lost (?:my|our) jobs?|between jobs|job hunting|"
        r"looking for (?:a )?(?:job|work)",
        # (not from a pastime, nor with other work now: "I've retired from the office fantasy league", "I'm retired
        # from the police, now I do security at Google")
        "retired": r"retir(?!\w* from (?:the |my |our )?(?:[\w-]+ ){0,2}(?:league|board|committee|run|club|pool|quiz|"
        r"team|game|chess|football|soccer|rugby|hockey|tennis|competition|competitive|social media|twitter|facebook|"
        r"instagram|tiktok|tinder)\b)(?![^.!?]*\bnow I (?:work|do)\b)",
        "student": r"stud(?:y|ies|ying|ent)|enrol|universit|college|semester",
    }.items()
}
# a honeymoon had: "Our honeymoon in Zanzibar was perfect" (not one ahead: "our honeymoon will be", "is booked")
_HONEYMOON_DONE = (
    r"(?:^|(?<=[.!?]\s))(?i:our) honeymoon (?:in (?-i:[A-Z])[\w-]+ )?(?:was|went)(?! to be\b)|"
    # "Back from the honeymoon! Priya and I …" (opening a sentence: not "my sister is back from her honeymoon")
    r"(?:^|(?<=[.!?]\s))(?i:(?:just |finally )?(?:back|home) from (?:the|our) honeymoon)\b"
    r"(?=\s*(?:$|[!.,;:…]|(?i:in|on|and|with|last|yesterday)\b))"
)
# a time wed, had by one who was engaged: "our first anniversary as husband and wife" (not another couple's: "their
# anniversary as husband and wife", nor ahead: "… as husband and wife next June")
_WED_A_WHILE = re.compile(
    r"\bour (?:(?:first|1st|one[- ]year|\w+) )?(?:wedding )?anniversary as "
    r"(?:husband and wife|wife and husband|husband and husband|wife and wife|a married couple|newlyweds|spouses)\b"
    r"(?![^.!?]*\b(?:next|will|in (?:a|one|two|\d+) (?:year|month)s?)\b)",
    re.I,
)
# … said ahead of the wedding or wished for: "Can't wait for our first anniversary as husband and wife someday", "we
# aren't even married yet", "wedding's in 3 weeks"
_NOT_WED_YET = re.compile(
    r"\b(?:dream\w*|imagin\w*|hope|can['’]?t wait|will|would|gonna|going to|someday|one day|if|when|after the wedding|"
    r"wedding['’]?s? (?:is )?in|(?:not|aren['’]t|isn['’]t) (?:even )?married|a year after|yet)\b",
    re.I,
)
# the wedding of one who was engaged, told opening a sentence (:func:`wed_since`): "We eloped! Tomás and I said our vows
# on a beach" (not "what if we eloped?", "we eloped from the party", "… say our vows next June", "said our vows... to
# the gym", "… in the school play", "… in Minecraft")
_VOWS_SAID = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?i:so|ok|omg|guess what)\W+)*(?i:we (?:just |finally |secretly |actually )?eloped)\b"
    r"(?! (?i:from)\b)(?![^.!?]*\?)|"
    # (or the couple as "we": "We finally said our vows last Saturday at the town hall in Graz!")
    r"(?:^|(?<=[.!?]\s))(?:(?P<n>(?-i:[A-Z])[^\W\d_]+) and I|(?:(?i:so|ok|omg|guess what)\W+)*(?i:we)) "
    r"(?i:(?:just |finally |officially )?(?:said our vows|exchanged (?:our )?vows|tied the knot|got hitched))\b"
    r"(?!\s*(?:\.\.|…))"
    r"(?![^.!?]*\b(?i:next|tomorrow|coming|again|renew\w*|in (?:\w+ )?(?:days?|weeks?|months?)|play|game|minecraft|"
    rf"sims|dream\w*|back in|grade|school|{_KNOTTED}|"
    # (nor vows of another kind, or in a game, a film or one's head: "vows of silence", "at the citizenship
    # ceremony", "as godparents", "in a LARP campaign", "in VRChat", "in the short film")
    r"of silence|retreat|commitment ceremony|legally|can['’]t (?:legally )?marry|larp|vrchat|virtual|film|movie|"
    r"class|citizenship|godparents?|christening|baptism|skyrim|imagination|macrame|hanger|trailer|fishing|kite|"
    r"tarp|partnership|campaign|age \d+|kindergarten|slide)\b)"
)
# a wedding told that is not the speaker's own, now: a rehearsal, a game, someone else's news, one long past or undone
_NOT_WED_NOW = re.compile(
    r"\b(?:kidding|chickened|still engaged|texted|wrote|ex-?(?:husband|wife)|divorc\w*|rehearsal|practi[cs]e\w*|mirror|"
    r"officiants?|privately|legal (?:wedding|ceremony)|valley|crossing|dream\w*|(?:19|20)\d\d|eloped!* to the)\b",
    re.I,
)
# what code reads without the model (read_change): a partner's change of status, said by name
_PARTNER_NOW: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "married",
        re.compile(
            # Nigerian Pidgin "Chidi and I don marry o!"
            # (not a wedding ahead: "Diego and I are getting married in June")
            r"\b(?:tied the knot|got (?:re)?married|got hitched|got wed|(?<!getting )(?<!get )(?:re)?married|newlyweds|"
            r"(?:\bwe|\band (?:I|me)|\bme and \w+) don marry(?! (?:another|a new|one|him|her|them)\b)"
            r"(?![^.!?]*\b(?:we|I) go\b)|"
            # (not ahead: "Diego wants our first anniversary as husband and wife to be in Japan", "Sofia and I as
            # husband and wife will be a mess lol")
            r"(?:husband|wife) and (?:husband|wife)"
            r"(?![^.!?]*\b(?:next|will|wants?|gonna|going to|to be|someday|one day|wedding (?:is|['’]s)|"
            r"in (?:\w+ )?(?:days?|weeks?|months?))\b)|"
            r"(?:is|['’]s) (?:now |officially )*my (?:husband|wife)|"
            r"(?:our|the) (?:marriage|wedding) (?:happened|took place|went ahead)|(?:had|held) our wedding|"
            # "Tomasz and I had our ceremony last weekend" (not its rehearsal, nor one for something else)
            r"(?:had|held) our ceremony(?! (?:rehearsal|planning|meeting|for|to|of)\b)"
            r"(?![^.!?]*\b(?:award|graduation|citizenship|naming|tea|engagement|prize|memorial|opening|closing)\b)|"
            r"registered our marriage|"
            # "it's been a year since Sofía and I said our vows" (not renewed, rehearsed or dreamt)
            # (a while ago and at a place or ending its clause: not "said our vows... to the gym", "vows of silence",
            # "in Minecraft", "in the school play")
            r"(?<=\bsince )(?:we|(?-i:[A-Z])[^\W\d_]+ and (?:I|me)) (?:said|exchanged) (?:our )?vows"
            r"(?= in (?:her|his|my|our|the|a) (?:[\w'’-]+ ){0,2}(?:garden|church|chapel|mosque|temple|synagogue|"
            r"registry office|city hall|town hall|backyard|park|beach|village)\b|\s*(?:$|[,.;!]))"
            r"(?![^.!?]*\b(?:renew\w*|again|rehears\w*|dream\w*|practi[sc]\w*|wrote|writing|minecraft|game|play|"
            r"pretend\w*)\b)|"
            # "Aiko and I signed the papers at city hall on Saturday"
            r"(?:\bwe|\band (?:I|me)) signed the (?:marriage )?papers at (?:the )?"
            r"(?:city hall|town hall|registry office|register office)"
            # not for something else, nor as witnesses, nor a dream: "… for our business license", "as witnesses"
            r"(?![^.!?]*\b(?:for|as|licen[cs]es?|permits?|certificates?|partnership|domestic|divorce|dream\w*|lease|deed|"
            r"mortgage|business)\b)|"
            # "the big day went off grand last Saturday", "Me and Ifeoma's honeymoon got cut short"
            # (the big day beside our wedding or the vows, and no other occasion; not a "honeymoon-style trip")
            r"the big day (?:went|was|is (?:over|done))(?=.*\b(?:our wedding|vows)\b)"
            r"(?!.*\b(?:party|anniversary|graduation|birthday|retirement|christening)\b)|"
            # (the honeymoon itself: not "back from the honeymoon planning session")
            r"(?:back|home|returned) from (?:our|my|the) honeymoon"
            r"(?=\s*(?:$|[!.,;:…]|(?i:in|on|and|with|last|yesterday)\b))|"
            r"(?:our|me and \w+['’]s) honeymoon (?:got |was )?"
            rf"(?:cut short|ended)|{_HONEYMOON_DONE})\b",
            re.I,
        ),
    ),
    (
        "engaged",
        re.compile(
            r"\b(?:popped the question|got engaged|got down on one knee|"
            r"ask(?:ed|s)? (?:me|him|her) to marry (?:me|him|her)|"
            rf"{_RING_PUT_ON}|"
            # (a learner's present: "Tomasz ask me to marry him … and I say yes!!")
            r"(?:we['’]re|we are|are now|are officially) engaged|(?:said|I say) yes(?!\s+to\b)|"
            # the couple's own engagement party, beside the partner by name: "Sofia wants … before our engagement party"
            r"(?<!\bafter )(?<!\bsince )our engagement (?:party|dinner|photos|shoot)|"
            # the couple's own wedding ahead: "… his blessing before our wedding next June" (read for a partner held
            # only: a spouse's is no engagement)
            r"(?:before|until|till) our wedding (?:next|this coming) (?:\w+)\b"
            r"(?![^.!?]*\b(?:propos\w*|I mean|autocorrect|their|brother['’]?s?|sister['’]?s?|friend['’]?s?|"
            r"cousin['’]?s?)\b)|"
            r"(?<!\bwhen )(?<!\bif )the ring is already on (?:her|his|my) finger\b|"
            r"proposed(?: to (?:me|him|her))?(?=[,.!;]|$| and\b| last\b| on\b|"
            r" yesterday\b| at\b| in\b))",
            re.I,
        ),
    ),
    (
        "divorced",
        re.compile(
            r"\b(?:divorced|(?:finali[sz]ed|got|completed) (?:our|the|my|a) divorce|"
            # "the divorce from Kenji was finalized"; not from another ("When my divorce from Dave was final, Tom
            # proposed"), for another ("The divorce was final for Tom in 2009"), nor ahead ("Once the divorce is final")
            r"(?<!\bonce )(?<!\bwhen )(?<!\buntil )(?<!\btill )(?<!\bif )(?:our|the|my) divorce "
            r"(?:from (?P<sep>\w+) )?(?:was|is|has been|got) (?:now |finally |officially )*"
            r"(?:finali[sz]ed|final|through|official)(?! for\b))\b",
            re.I,
        ),
    ),
    (
        "getting divorced",
        re.compile(
            r"\b(?:getting|going through) (?:a )?divorced?|fil(?:ed|ing) for (?:a )?divorce\b|"
            r"\b(?:the|our|my) divorce is (?:going through|under ?way|in progress)\b",
            re.I,
        ),
    ),
    ("widowed", re.compile(r"\blost (?:my )?(?:husband|wife|partner|spouse)\b", re.I)),
    (
        "separated",
        re.compile(
            r"\b(?:separated|parted (?:ways|company)|(?:went|gone|going) (?:our|their) (?:own )?separate ways|"
            # "After the separation from Rafael I am living alone with the kids": after or since it, by a name (the
            # one held, read_change); not "the separation from Rafael during his deployment", "from his twin"
            r"(?:after|since|following) (?:the|my|our) separation from (?P<sep>(?-i:[A-Z])[^\W\d_]+)(?!['’]s\b)"
            r"(?!,? (?:at|during|while|for|when|before|to|on)\b)|"
            # ("while we figure things out" is the separation's while: not "while I'm on rotation")
            r"(?:are|['’]re) (?:now )?living apart(?![^.!?]*\b(?:while(?! we (?:figure|sort|work|think) (?:\w+ )?"
            r"(?:things|it|this|stuff) (?:out|through|over)\b(?! with\b))|till|until|for (?:work|now|a (?:bit|while))|"
            r"long[- ]distance|visa|posting|deploy\w*|rotation|still (?:together|solid|married|in love|strong))))\b",
            re.I,
        ),
    ),
    (
        "single",
        re.compile(
            r"\b(?:broke up|broken up|split up|broke (?:\w+ )?off|broken (?:\w+ )?off|"
            # (not "called off the deal on the house", "… the trip")
            rf"called (?:\w+ )?off{_NOT_US_OFF}|"
            r"called it quits|ended (?:it|things)|(?:not|no longer|\w+n't) together|dumped me|left me|"
            # "Now that Marco's out of the picture", "the whole thing with Lukas is off"
            rf"{_OUT_OF_THE_PICTURE}|"
            r"\bthe (?:whole )?thing with (?-i:[A-Z])[a-z]+ (?:is|['’]s) (?:off|over)\b|"
            # a learner's "The wedding with Aisha is cancel, we decided it together"
            # (the couple's own end: not "… was called off by the venue, we're moving it to June")
            r"\bthe wedding with (?-i:[A-Z])[a-z]+ (?:is|was|got|has been) (?:cancel\w*|called off|off)\b"
            r"(?![^.!?]*\b(?:by the|venue|moving it|moved it|postpon\w*|reschedul\w*|new date|until|till|because of|"
            r"due to|covid|weather|storm)\b)|"
            # "she chucked me last week"; not "Jess chucked me a beer", "the bouncer chucked me out", "… in the pool"
            r"chucked me(?=\s*(?:$|[,.;!?]|(?:last|this|yesterday|today|after|by text|over text|"
            r"for (?:someone|somebody|another|her|him))\b|(?:on|in) (?!(?:the|a|an|my|his|her|our|their|it|out)\b)))|"
            # "me and mateo are done for good" (not "done for the day")
            r"called time on|(?:are|['’]re|r) (?:so |totally |officially )?done"
            r"(?!\s+(?:with|for(?! good\b(?!\s+with\b|\s*\?))|at|in)\b)|"
            # "Lukas keeps texting me even though it's been over for months" (not "the worst of it is over")
            r"(?:even though|since|now that) (?:it|we)(?:['’]s| has| have|['’]ve) been over (?:for|since)\b|"
            # "Me and Fiona are finished", the two of them its subject; not "The renovations are finished now", "Tom
            # and I are finished for the day", "The fireworks are over"
            r"(?:\bwe|\b(?:I|me) and \w+|\b\w+ and (?:I|me)) (?:are|['’]re|r) (?:so |totally |officially )?finished"
            r"(?=\s*(?:$|[,.;!?]|for good\b))|"
            # a learner's "I and Wei already break up"; not "Diego just break up with his business partner", "we just
            # break up the big boxes"
            r"(?:\b(?:we|I)|\band (?:I|me)) (?:already|just) break up\b(?! (?:the|a|an|some|those|these|it|them)\b)|"
            # "Me and Sophie we break up last month": the learner's present, with when it happened
            # (the two of them, not back together since: not "My parents we break up", "… now we are together again")
            r"\b(?:me|I) and (?-i:[A-Z][a-z]+),? we break up (?=(?:last (?:week|weekend|month|year)|"
            r"(?:a|one|two|three|four|five|six|a few|\d+) (?:days?|weeks?|months?|years?) ago)\b"
            r"(?![^?]*\?)(?!.*\b(?:back together|together again|come back|came back|get back)\b))|"
            # "Calling off the wedding with Lucas was the hardest thing I've ever done"
            # (done, opening its sentence: not "I'm not calling off …", "Is calling off … right?", "Rather than …")
            r"(?:^|(?<=[.!?]\s))calling off (?:the|our|my) (?:wedding|engagement)(?: with (?-i:[A-Z])\w+)?"
            r"(?: (?:last \w+|\w+ (?:weeks?|months?) ago))? (?:was|has been)\b(?![^.!?]*\?)|"
            r"(?:wedding|engagement)(?: with (?-i:[A-Z])\w+)?(?: is|['’]s) off|"
            r"(?:gave|handed) (?:me )?(?:back )?the ring(?: back)?|"
            # (or to the one held, by name, by the speaker, the end of its clause: "I gave Diego the ring back last
            # week"; not "… back to resize it", "… back, he wanted to redo the proposal", "In the movie she gave …")
            rf"\bI (?:just |finally )?(?:gave|handed) (?!(?:{_PEOPLE})\b)(?-i:[A-Z])[^\W\d_]+ the ring back"
            r"(?=\s*(?:$|[.!;]|(?:last|on|yesterday|this|a|two|three|four)\b))(?![^.!?]*(?:\?|\b(?:prank|joke|kidding|"
            r"jk|lol|haha|movie|film|play|rehearsal|dream)\b))|"
            # "me and Thisuri break up already", "decided to call off the engagement", "Anselm is old news"
            # "We decided not to get married after all, Oliver and I just want different things"
            r"(?:decided|agreed) not to (?:get married|marry|go through with (?:it|the wedding))|"
            r"break up already|(?:decided|agreed) to (?:call off (?:the|our) (?:engagement|wedding|relationship)|"
            r"call it (?:off|quits)|split up|break up|separate|end things|go our separate ways|"
            # (not "go separate ways on the road trip", "… for the evening", "… with our wedding planner")
            r"go separate ways(?!\s+(?:on|for|with|at|during|in|to|until|till)\b))|"
            # "Aisha and I called the whole thing off" (not a party, a trip or a deal)
            r"called (?:the whole thing|everything|it all) off(?![^.!?]*\b(?:party|trip|holiday|vacation|deal|house|"
            r"flat|purchase|move|renovation|reno|project|booking|surprise|concert|dinner|event|I mean)\b)|"
            # "after things fizzled out with Lucas", by name (not "with the band", "with Lucas's startup")
            r"(?<!told me )\bthings (?:just )?(?:kind of |sort of )?(?:fizzled|petered|died) out with "
            r"(?-i:[A-Z])[^\W\d_]+(?!['’]s)\b(?![^.!?]*\b(?:told|said|says|heard)\b)|"
            # "Things with Marco fizzled out", the name first
            r"(?<!told me )\bthings with (?-i:[A-Z])[^\W\d_]+ (?:just )?(?:kind of |sort of )?"
            r"(?:fizzled|petered|died) out\b"
            r"(?![^.!?]*\b(?:told|said|says|heard)\b)|"
            # "… since Ingrid and I aren't getting married after all", the couple opening its clause (not "Rumour says
            # Ingrid and I …", "… after all in the church", "Are Ingrid and I not getting married after all?")
            r"(?:^|(?<=[.!?,;]\s)|(?<=\bsince\s)|(?<=\bbecause\s)|(?<=\bso\s))(?:\w+ and I|we) (?:aren['’]t|are not) "
            r"getting married after all(?=\s*(?:$|[,.;!]|and\b|so\b|because\b))|"
            r"(?:is|['’]s) (?:old news|history)(?= *(?:$|[,.;!?]|now\b)))\b",
            re.I,
        ),
    ),
)
# a wedding of the speaker's: what makes "my husband" a spouse where none is held
_WED = dict(_PARTNER_NOW)["married"]
# the partner, named just before, died: "Daniel passed away in March", "since Helen passed"
# "passed" alone, or "passed on", only when nothing is passed: not "passed his driving test", "passed on the news"
_DIED = (
    # (a learner's "After Lucas pass away last year")
    r"(?:has |had )?(?:sadly )?(?:passed away|pass away(?= last| in| \d)|died|"
    r"passed(?: on)?(?= *(?:$|[,.;!?]|in |last |this |recently|suddenly|and |peacefully|\d)))"
)
# the partner's death said before the name: "the passing of my husband Oluwaseun", "since we buried Harold"
# (the name, not "Harold's mum", "Harold Shipman"; buried only at the sentence's end or before a time, not "in sand",
# "at Scrabble", "and the kids in sand")
_LOST_BY_NAME = (
    r"(?:(?i:passing|death|loss) of (?:my )?(?:(?:late |dear )?(?:husband|wife|partner|spouse),? )?|"
    # "My late wife Fatima always looked after the garden"
    r"(?i:my) (?i:late) (?i:husband|wife|partner|spouse),? |"
    r"(?i:we|I) buried (?=\w+(?:\s*(?:$|[.,;!?])| (?:last|yesterday|today|this|on|\d))))"
)
# a death only feared, imagined or planned for: "I keep having nightmares about the death of my husband Harold"
_FEARED = re.compile(
    r"\b(?:nightmares?|terrified|afraid|scared|fear\w*|imagine|worr\w*|dread\w*|plan\w*|want|wish|if|dream\w*|"
    r"story|stories|fiction|novel|poem)\b",
    re.I,
)
# ... in the words since the last "since", "after", "following" or punctuation: not "Worried about money since the
# passing of …"
_SINCE_OR_CLAUSE = re.compile(r"\b(?:since|after|following)\b|[,;:]", re.I)
# a change denied or only nearly made: "we never broke up", "we almost called it off"
# (not of how much: "I left almost everything behind in Chicago when I relocated to Raleigh")
_NEARLY = r"(?:almost|nearly)(?! (?:everything|all|every|nothing|none|anything)\b)"
_DENIED = re.compile(
    rf"\b(?:never|didn't|did not|won't|wouldn't|{_NEARLY}|if|"
    # "it's not like I've cut out meat", not "I do not like the hours"
    r"not like (?:I|we)(?:['’]ve| have)? (?:\w+ )?"
    r"(?:cut|quit|stopped|gave|given|broke|split|moved|left|went|gone|got))\b",
    re.I,
)
_ONLY_NEARLY = re.compile(rf"\b(?:{_NEARLY})\b", re.I)
# a post given to the speaker: "they made me manager of the restaurant", "promoted me to head chef"
_GIVEN_JOB = re.compile(
    rf"(?:\b(?:made|promoted|appointed) (?:me|us)|"
    # the speaker's own, or texted without the "I": "just got made head chef at Ostra"
    rf"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?])\s+))(?:just |finally )?(?:got|been|was) (?:made|promoted to|appointed))"
    rf" (?:to |as )?(?:the |an? )?(?:new )?{OCCUPATION}\b(?!['’])",
    re.I | re.M,
)
# an offer accepted from an employer, and started: "I accepted an offer from Hulu and started last Monday"
_ACCEPTED = re.compile(
    r"\b(?:I|we)(?:['’]ve| have)? accepted (?:an?|the|their) (?:job |new )?offer (?:from|at|with) "
    r"(?P<e>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})\b.*\b(?:started|began|joined|since)\b"
)
# back at work from retirement or out of work: "I went back to work part-time at a garden centre"
_BACK_TO_WORK = re.compile(
    r"\b(?:I|I['’]ve|I have|I['’]m|I am)(?: now| just)? (?:went|gone|got|going|am|started)? ?back (?:to|at|in) work\b"
    r"(?P<rest>(?: part-time| full-time)? (?:at|for|as|in) (?:a |an |the )?[\w'’ -]{2,40}?)?"
    r"(?=$|[,.;!?]| now\b| since\b)",
    re.I,
)
# the speaker out of work: "I've been laid off", "I got fired last week", "I lost my job"
_OUT_OF_WORK = re.compile(
    r"\b(?:I|we)(?:['’]ve| have)? (?:just |recently |finally |all |both )*(?:been|was|were|got) "
    r"(?:just |all |both )?(?:laid off|fired(?! up)|made redundant|let go(?! of))\b"
    r"|\b(?:I['’]m|I am|im|am|we['’]re|we are)(?: now| currently| presently| still)? (?:unemployed|out of work|"
    r"between (?:jobs|positions|roles))\b"
    # "They FIRED me", "my boss let me go"; "my contract with Shell ended and they're not renewing it"
    r"|\b(?:they|he|she|my boss|my manager|my employer|management|(?:the|my) (?:company|firm|work|factory|plant|mine|"
    r"shop|store|depot|office|agency|bank|restaurant|hotel|school)) (?:just |finally |done |went and )?"
    r"(?:(?:fired|sacked|laid off) (?:me|us)\b(?! up)|let (?:me|us)(?: all| both)? go\b(?! of))"
    # one of many: "they have sacked plenty of us at Zenith last week, including me o"
    r"|\b(?:sacked|fired|laid off|let go|made redundant|cut) (?:[\w'’-]+ ){0,3}of us\b[^.!?]*?"
    r"\b(?:including me|me included|and I was one of them|I was one of them)\b"
    r"|\bmy contract (?:with \w+ )?(?:has )?(?:ended|finished|ran out|was(?:n['’]t| not) renewed)\b"
    r"|\b(?:I|we) (?:just |recently )?lost (?:my|our) jobs?\b"
    # texted without the "I": "Got made redundant on Friday", "no job rn"
    r"|(?:^|[.!?,;]\s+)(?:just |finally |so )?(?:got|been) (?:laid off|fired(?! up)|made redundant|let go(?! of))\b"
    r"|\b(?:I have|I['’]ve got|I got|I['’]ve|got)? ?no job (?:rn|right now|now|atm|at the moment)\b"
    # caught in a round of them: "Got caught in the Google layoffs last week"
    # (opening a sentence: not "My brother, who worked at Google …, got caught in the layoffs", "Last year I got caught
    # in the Meta layoffs, then Google hired me", "… the layoffs news cycle")
    r"|(?:^|(?<=[.!?]\s))(?:I )?(?:just )?got caught (?:up )?in (?:the|a|our|this) (?:[\w-]+ ){0,2}"
    r"(?:layoffs?|redundancies|job cuts)\b(?! (?:news|meetings?|cycle|rumou?rs?|talk|drama|thread)\b)"
    r"(?![^.!?]*\b(?:then|hired me)\b)",
    re.I | re.M,
)
# leaving the employer a memory holds, by its name: "I quit amazon today", "I got made redundant
# from Deloitte", "I left Boeing after nine years" (the name follows; see _left_employer); a notice
# handed in is not yet gone
_LEAVING = (
    r"\b(?:quit|quitting|left|leaving|resigned from|walked out (?:of|on)|"
    r"(?:fired|sacked|canned|laid off|let go|made redundant) (?:from|by|at)) "
    r"(?:my job (?:at|with) |working (?:at|for) )?(?:the |a |an )?"
)
_NEW_WORK = re.compile(
    r"\b(?:start(?:ed|ing|s)?|join(?:ed|ing|s)?|hired|new (?:job|role|position)|now work|work(?:ing)? (?:for|at|as)|"
    r"I['’]m (?:now )?(?:an?|at|with) |took (?:a|the) (?:job|role|position))",
    re.I,
)
_LEFT_WORK = re.compile(
    r"\b(?:resigned from my (?:job|position|post|role)|quit my job|(?:today|yesterday|friday|it) was my last day|"
    r"my last day was|"
    # "I have resigned from the bank oo", "since I left the firm"
    r"I(?:['’]ve| have)? (?:just |finally )?(?:resigned|left the (?:firm|company|practice|agency))\b(?! myself| to\b)|"
    # "I stopped working in the pharmacy"
    r"I(?:['’]ve| have)? stopped working (?:in|at|for) (?:the|my) \w+)",
    re.I,
)
_LEAVING_END = r"(?=$|[,.;!?]| (?:after|last|this|in|on|today|yesterday|and|so|for|because|to|behind)\b)"
# a post taken up, said by its first days ("first week done as a tattoo apprentice", "my first shift
# as a paramedic at St Mary's") or by having been in it a while ("Been a data analyst at Sainsbury's
# for a week now")
_NEW_POST = re.compile(
    # "first week of night shifts as a newly qualified midwife"
    r"(?:\b(?P<first>(?i:first|second) (?i:day|week|shift|month|fortnight)s?"
    r"(?: (?i:of)(?: [\w-]+){0,2}? (?i:shifts|nights|lates|earlies))?"
    r"(?: (?i:done|over|back))? (?i:as))|"
    r"(?:^|(?<=[.!?]\s)|\b(?i:I['’]ve |I have ))(?i:been)(?: (?i:working as))?) (?i:an? )"
    r"(?P<x>[a-zA-Z][\w -]{1,40}?)"
    # the employer, "Halloran & Byrne" too
    r"(?: (?i:at|for|with) (?P<e>[A-Z][\w&'’.-]*(?: (?:&|and) [A-Z][\w&'’.-]*| [A-Z][\w&'’.-]*){0,2}))?"
    r"(?=$|[,.;!?]| [—–-] | (?i:on|in|at|and|so|but|fr|today|yesterday|for|since|now|is|was|went)\b)",
    re.M,
)
_TOWN_OUTSIDE = re.compile(TOWN_OUTSIDE)
# a numbered unit of an employer, no employer itself: "my first shift at Station 14" is the fire service's, "… at
# Ward 5"
_NUMBERED_UNIT = (
    r"(?:(?i:fire|police|ambulance) )?"
    r"(?i:station|precinct|firehouse|engine|ladder|ward|bay|gate|platform|desk|counter|table|post) \d+\b"
)


def _a_unit_only(text: str) -> bool:
    """Whether the job answer ``text`` names a numbered unit for its employer ("User works at Station 14")."""
    return re.fullmatch(rf"User works at (?:the )?{_NUMBERED_UNIT}", text.rstrip("."), re.I) is not None


# a post taken up, said by the while in it (:data:`_NEW_POST`'s groups): "Three weeks into this junior developer role"
_WEEKS_INTO_POST = re.compile(
    r"(?:(?:^|(?<=[.!?]\s))\W*|\b(?:I['’]m|I am|im) )"
    r"(?P<first>(?:\d+|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|months?) into (?:this|my|the) "
    r"(?:new )?)"
    r"(?!(?:old|summer|seasonal|holiday|temp|side|part-time|volunteer|weekend)\b)(?P<x>[a-zA-Z][\w -]{1,40}?) "
    r"(?:role|job|position)\b(?![^.!?]*\b(?:on the side|alongside|as well|weekends?|back in)\b)",
    re.I,
)
# another's, just before: "his", "their", "Jake's"
_ANOTHERS = re.compile(r"(?:\b(?:his|her|their|your)|\w['’]s)\s*$", re.I)
# the first days at a workplace by name: "first week at the Mitre 10 warehouse", "my first ticket at
# Wayfair"; a day or a week there is work only beside a word of work ("first day at Disneyland" is not)
_FIRST_AT = re.compile(
    # (or a later week with it, beside a new starter's learning: "Third week with Airbus and she's been way more
    # patient teaching me …"; not a client's nor an app's: "Third week with Headspace and my work stress is way down")
    rf"\b(?:(?i:first|second)|(?i:third|fourth|fifth)(?= (?i:week|month)s? (?i:at|with) )"
    r"(?=[^.!?]*\b(?i:teaching me|showing me|taught me|training me|onboarding|induction|learning the ropes)\b)"
    r"(?![^.!?]*\b(?i:clients?|customers?)\b)) "
    rf"(?:(?P<p>(?i:day|week|shift|month|fortnight|ticket|task|pay ?check|payslip|{_WORK_REVIEWS})"
    # (one's own all-hands: "Can you help me prep for my first all-hands at Airbus?", not "Daughter's first …")
    r"|(?<=(?i:my) (?i:first) )(?i:all[- ]hands)(?: (?i:meeting))?)"
    # (or in its office: "This is my first week in the Samsung office in Seoul")
    r"s? (?:(?i:at|with)|(?i:in)(?= (?i:the) [A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*)? "
    r"(?i:office|offices|headquarters|HQ)\b)) "
    # the pay from an employer: "my first salary slip from Philips"
    r"|(?P<q>(?i:pay ?check|pay ?slip|salary slip|pay ?stub|wage slip))s? (?i:from) "
    # (not a platform's payout: "my first paycheck from YouTube lol, $12")
    r"(?!(?i:youtube|etsy|twitch|tiktok|patreon|substack|uber|lyft|doordash|deliveroo|fiverr|upwork|instacart|ebay)\b))"
    rf"(?!{_NUMBERED_UNIT})"
    r"(?P<the>(?i:the) )?(?P<e>[A-Z][\w&'’.-]*(?: (?:[A-Z][\w&'’.-]*|\d+))*"
    r"(?: (?i:warehouse|store|depot|factory|office|branch|site|plant|hospital|clinic|shop))?)"
)
# a first day's work itself, not only a day there (a review of one's own work among it: _WORK_REVIEWS)
_WORKING_DAY = re.compile(rf"shift|ticket|task|pay ?check|payslip|{_WORK_REVIEWS}|all[- ]hands(?: meeting)?", re.I)
# advice asked for one's own first days: "Any advice for my first performance review at Spotify?"
_ADVICE_FOR_MY = re.compile(r"\b(?:advice|tips?|ideas?|help)\b[^?]*\bfor my\s*$", re.I)
# a word of work in the next sentence: a new starter's only ("… done! The onboarding was a lot"), not "Took the day off
# work for it"
_NEXT_AT_WORK = re.compile(
    r"\b(?:onboarding|induction|team chat|new (?:boss|manager|colleagues?|co-?workers?|team(?:mates)?))\b", re.I
)
# time off work, beside a first day somewhere
_TIME_OFF = re.compile(r"\b(?:days? off|off work|(?:annual|sick) leave|time off|PTO)\b", re.I)
# the words that close a first day's place in a texted message: "first week at stripe done", "… at klarna today lol"
_PLACE_CLOSED_BY = (
    r"done|over|today|yesterday|tonight|this|and|so|is|was|went|complete|completed|finished|wrapped|ngl|tbh|fr|lol"
)
# a lower-case employer of one or two words, ending its phrase: "first week at stripe done", "… at halvorsen marine
# done", not "first week at grad school", "at a new gym", "at jury duty", "at weight watchers", "first day at uni"
_LOWER_EMPLOYER = re.compile(
    r"(?!(?:an?|some|new|another|uni|university|school|college|home|work|camp|church|kindergarten|nursery|daycare|gym|"
    r"my|our|his|her|their|this|that|last|it|all)(?![\w&'’.-]))[a-z][\w&'’.-]*"
    r"(?: (?!(?:school|college|academy|uni|university|class(?:es)?|club|camp|course|lessons?|duty|practice|training|"
    r"watchers|sessions?|gym|studio|retreat|festival|park|beach|resort|hotel|church|spa|spanish|french|german|"
    rf"english|italian|japanese|chinese|{_PLACE_CLOSED_BY}|in|on|with|for|as|at|of|to)\b)[a-z][\w&'’.-]*)?",
    re.I,
)
_LOWER_EMPLOYER_END = re.compile(rf"\s*(?:$|[^\w\s]|(?:{_PLACE_CLOSED_BY})\b)", re.I)
# a day still ahead: "remind me to bring my badge tomorrow"
_AHEAD = re.compile(r"\b(?:tomorrow|tmrw|tmr|next|will|gonna|going to|remind)\b", re.I)
# one employer left for another: "since leaving Deloitte to join Spotify's finance team in August", "Since leaving
# Toyota for a research post at the Max Planck Institute"
_LEFT_TO_JOIN = re.compile(
    r"\b(?i:left|leaving|quit|quitting) (?P<l>[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2}) "
    r"(?:(?i:to|and) (?i:join(?:ed)?|start(?:ed)? at|go to|went to|move to|moved to)|"
    r"(?i:for (?:a|an) (?:[\w-]+ ){0,2}(?:post|job|role|position) (?:at|with)(?: the)?)) "
    r"(?P<e>[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2})"
)
# a probation passed at a workplace: "Passed my probation at the fire station today!"
_PROBATION = re.compile(
    r"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?])\s+))(?:just |finally |officially )?"
    r"(?:passed|finished|completed|got through|survived) (?:my )?probation(?: period)? (?:at|with) "
    # an employer by name ("Merseyside Fire and Rescue"), or the workplace ("the fire station"): not "with the new
    # head", "with the court", "at the allotment society", "at Tesco back in 2008"
    r"(?P<e>(?-i:[A-Z])[\w&'’-]*(?: (?:(?:and|&|of|de) )?(?-i:[A-Z])[\w&'’-]*){0,3}|"
    r"the (?:[\w'’-]+ ){0,2}?(?:station|school|hospital|clinic|plant|factory|warehouse|depot|store|shop|office|firm|"
    r"bank|council|agency|prison|hotel|restaurant|caf[eé]|bakery|branch|site|lab|laboratory|centre|center|practice|"
    r"surgery|pharmacy|garage|mill|mine|airport|library|museum|nursery|care home|call centre))"
    r"(?=$|[,.;!?]| (?:today|yesterday|this|last|on|and|so|but|after)\b)",
    re.I | re.M,
)
# work taken up since, at an employer by name: "Ain't missed Walmart one lick since I went to work at the Toyota plant"
_WENT_TO_WORK_AT = re.compile(
    r"\b(?i:since) (?:I|we) (?i:went|started|began) (?i:to work|working) (?i:at|for) (?:(?i:the) )?"
    r"(?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})"
    r"(?: (?i:plant|factory|warehouse|depot|store|office|site|mill|mine|hospital|branch))?\b"
)
_AT_WORK = re.compile(
    r"\b(?:work|job|shifts?|boss|manager|colleagues?|co-?workers?|till|warehouse|office|depot|clocked|started there|"
    r"payslip|onboarding|induction|badge|team chat)\b",
    re.I,
)
# joined as something: "I joined as trainee engineer on 3rd", "I've joined Arup as a graduate engineer"
_JOINED_AS = re.compile(
    r"\bI(?:['’]ve| have)? (?:just |recently |already )?joined (?:(?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2}) )?as "
    r"(?:an? |the )?(?P<x>[a-z][\w -]{1,40}?)(?=$|[,.;!?]| (?:in|last|this|on|at|for|and|since|so|from)\b)"
)
# a new job at an employer by name, with the post or without: "I just started a new job at Bosch as a systems engineer"
_NEW_JOB_AT = re.compile(
    r"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?])\s+))(?i:just |recently |finally |already )?"
    r"(?i:started|began|got|landed|took) (?i:a|my) new (?i:job|role|position|post) (?i:at|with) "
    r"(?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})"
    r"(?: (?i:as) (?i:an? )?(?P<x>[a-z][\w -]{1,40}?)"
    r"(?=$|[,.;!?]| (?:and|in|on|at|for|since|so|but|last|this|from)\b))?",
    re.M,
)
# a new post by its name, the employer after it or none: "started a new role as a pharmaceutical sales representative
# this week", "My new role as communications manager at the city council"
_NEW_ROLE_AS = re.compile(
    # ("I've left nursing and started …"; a role got may be a part of the job held: "got a new role as a mentor for
    # the student nurses")
    r"(?:\bI(?:['’]ve| have)?(?: (?i:left|quit) [\w'’ -]{1,40}? and)? (?i:just |recently |finally |now )?"
    r"(?:(?i:started|began|begun|landed|took|"
    r"accepted) (?i:a|my) (?i:new )?(?i:job|role|position|post)|(?i:got) (?i:a|my) (?i:new )?(?i:job))|"
    r"\b(?i:my) (?i:new )(?i:job|role|position|post)) (?i:as) (?i:an? )?"
    r"(?P<x>[a-z][\w -]{1,40}?)"
    r"(?: (?i:at|for|with) (?P<e>(?:the )?[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2}))?"
    r"(?=$|[,.;!?]| (?:and|in|on|at|for|since|so|but|last|this|from|means|is|has)\b)",
    re.M,
)
# the post one applied for, got: "got the paramedic job!!! started shifts yday" (not "got the job offer", "… interview")
_GOT_THE_POST = re.compile(
    r"(?:\bI(?:['’]ve| have)? |^|(?<=[.!?]\s))(?i:finally |just |actually )?(?i:got|landed) (?i:the) "
    # only an end, an emoji or a few words after it: not "got the paramedic job description", "… job offer", "… in GTA"
    r"(?P<x>[a-z][\w -]{1,30}?) (?i:job|position|post|role)"
    r"(?=\s*(?:$|[,.;:!)…]|[^\w\s?-]|(?i:at|with|today|yesterday|last|this|and|so|omg|yay|lol|finally)\b))",
    re.M,
)
# what makes a new post or a post got no job of the speaker's now: a role in the same place, a union's, a game, a mock
# interview, a joke, hearsay, a post turned down or still ahead ("… at the same hospital, still nursing", "in Microsoft
# Flight Simulator", "Sarah told everyone …, but that's not true", "is starting in September")
_NOT_A_NEW_POST = re.compile(
    r"\b(?:same (?:hospital|company|place|firm|school|team|employer|shop|store|office|ward|job)|"
    r"still (?:nursing|teaching|"
    r"at|with|working|there|doing|waiting)|union|simulator|GTA|game|mock|vision board|jk|just kidding|kidding|"
    r"turned (?:it )?down|declined|not true|told (?:everyone|people)|starts|starting|will start|from next|mentor\w*|"
    r"buddy|ambassador|champion|volunteer\w*)\b",
    re.I,
)
# working as something now, the article left out as learners do: "Since April I am working as self-employed
# photographer"
_WORKING_NOW_AS = re.compile(
    # a learner's "I am doing job of primary school teacher", "I take the job of bus driver for the city"
    r"(?:\b(?:I['’]m|I am|(?i:im))(?: now| currently)? (?:now )?"
    r"(?:(?:working|employed) (?:now )?as|doing (?:the )?job of)"
    r"|\bI (?:(?:now|just|finally) )?(?:take|took|have taken) the (?:job|post|position) of)"
    r" (?:an? )?"
    r"(?P<x>[a-z][\w -]{1,40}?)(?=$|[,.;!?]| (?:at|for|with|in|since|now|and|so|but|because|from)\b)"
)
# a post the speaker now is, by its name, beside a word of change in the sentence (:func:`_job_change`): "Now that I'm
# a food inspector for the city instead of running a kitchen", "I'm a full-time chippy now"
_SELF_POST = re.compile(
    r"\b(?:I['’]m|I am|(?i:im)|I['’]ve become|I have become|I became|(?i:guess who['’]?s))"
    # (or an employer's own: "since I became the health ministry's spokesperson")
    r"(?: now| officially| currently)? (?:an? |(?i:the) (?:[\w-]+ ){0,3}?(?i:ministry|council|government|department|"
    r"agency|company|firm|hospital|university|embassy|bank|mayor|minister|president)['’]s )"
    + OCCUPATION.replace("(?P<v>", "(?P<x>")
    # the employer: "I'm now a software engineer at Spotify in Stockholm"
    + r"(?: (?i:at|for|with) (?P<e>[A-Z](?:[\w&'’-]|\.(?=\w))*(?: [A-Z](?:[\w&'’-]|\.(?=\w))*){0,2}))?"
    + r"(?=$|[,.;!?]| (?:now|these days|nowadays|full[- ]time|for|at|with|in|since|instead|and|so|but|lol)\b"
    # or an emoji: "guess who's officially a licensed real estate agent 🏡"
    + rf"| ?[{EMOJI}])"
)
# a word of change that says so alone: the speaker's own leaving ("quit the cafe, im a …", not "my boyfriend left", "the
# pastoral lead quit", "quit Facebook", "quit my diet"), work left for it ("instead of running a kitchen", "no longer
# teaching", not "instead of watching telly", "no longer a couch potato"), careers switched ("switched employers", not
# "switched from tea to coffee"), oneself retrained (not "retrained the dog")
_LEFT_FOR_WORK = (
    rf"(?=(?:an? )?(?:[\w-]+ ){{0,2}}(?:{OCCUPATIONS})\b|"
    r"(?:running|doing|writing|working|teaching|crunching|managing|serving|selling|nursing)\b)"
)
_SELF_POST_CHANGE = re.compile(
    r"\b(?:anymore|any more|became|become|retrained(?! (?:the|my|our|his|her)\b)|swapped|careers?|"
    r"switched (?:careers?|jobs?|employers?|roles?|fields?|industr\w+|professions?|companies)|"
    rf"instead of {_LEFT_FOR_WORK}|no longer {_LEFT_FOR_WORK})"
    r"|(?:^|[.!?,;:]|\b(?:I(?:['’]ve| have| had)?|and|so|just|finally))\s*(?:just |finally |recently )?"
    r"(?:left|quit|resigned|packed in|jacked in)\b"
    r"(?! (?:smoking|drinking|vaping|sugar|booze|social media|facebook|instagram|tiktok|twitter|duolingo|the gym|"
    r"the choir|(?:my |the )?(?:\w+ )?(?:diet|club|class|course|app|habit)s?)\b)",
    re.I,
)
# a word of change too weak alone ("I'm a baker now, made three loaves", "My kids are convinced I'm a chef now"): it
# needs the post to be work by its employer or workplace, its grade, or a word of work in the message
_SELF_POST_NOW = re.compile(r"\b(?:now|these days|nowadays|since|officially)\b", re.I)
_SELF_POST_AT_WORK = re.compile(
    r"(?: now)? (?:at|with|for) (?:an?|the) (?:[\w'’-]+ ){0,2}(?:firm|agency|company|cafe|café|restaurant|hospital|"
    r"clinic|practice|school|bank|salon|garage|studio|startup|ambulance|city|council)\b",
    re.I,
)
_SELF_POST_GRADE = re.compile(
    r"\b(?:full-time|freelance|self-employed|junior|senior|trainee|apprentice|qualified|licensed|registered|certified|"
    r"probationary)\b",
    re.I,
)
_SELF_POST_WORK = re.compile(
    r"\b(?:qualif\w*|boards|cert|certificate|probation|shifts?|my round|transfer|(?:first|1st) (?:week|day|shift)|"
    r"started (?:in|on|last|this)|finished (?:my |the )?(?:training|degree|apprenticeship|cert\w*|studies)|"
    r"done with (?:uni|school|college)|passed (?:the|my) academy)\b",
    re.I,
)
# a post said in play or as hearsay: "Halloween costume sorted: I'm a pilot now", "My sister says I'm a chef now"
# (a side job, a laugh, a title earned at home or a post for one's own people: below, and _work_taken's _ON_THE_SIDE)
_NOT_THE_POST = re.compile(
    r"\b(?:costume|halloween|fantasy|league|game|play|at heart|apparently|"
    r"(?:says|said|tells|told|reckons|calls|called|thinks)(?: me)?(?= I['’]?m\b)|"
    # a spell off work or one still ahead: "Two weeks off so I'm a gardener now instead of a nurse", "From September
    # I'm a teacher instead of a nurse", "In six months I'm a qualified midwife"
    r"(?:weeks?|days?|time) off|off (?:work|sick)|on (?:\w+ )?leave|furlough\w*|fingers crossed|"
    # a driving test passed: "I'm a probationary driver now, P plates on"
    r"driving test|[PL][- ]plates|"
    r"from (?:next|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december)|"
    r"in (?:a|one|two|three|four|five|six|\d+|a few|a couple of) (?:days?|weeks?|months?|years?))\b",
    re.I,
)
# a laugh in the post's clause or opening its sentence; a title earned at home
_LAUGHED = re.compile(r"\b(?:lol|lmao|haha\w*|ha|hah|rofl|jk)\b|[😂🤣😅]", re.I)
_LAUGH_OPENS = re.compile(r"^\W*(?:ha|hah|haha\w*|lol|lmao)\b", re.I)  # "lol guess who's a barista now"
_DIY = re.compile(
    r"\b(?:guess|myself|diy|at home|my own (?:hair|fringe|sink|car|bike|garden|kitchen|bathroom|lights?|boiler))\b",
    re.I,
)
_FOR_OWN_PEOPLE = re.compile(
    r"\s*(?:now\s+)?(?:that\s+(?:my|our|his|her|the)\b|(?:for|to) (?:my|our|his|her)\b|"
    r"for the (?:family|kids|team|club|church|school play)\b|every\b|"
    r"on (?:weekends|sundays|saturdays)\b|"
    # a post added, or one of a list of them: "I'm an IT technician now too", "a plumber, electrician and decorator"
    rf"(?:too|as well|also)\b|(?:,| and| &) (?:an? )?(?:{OCCUPATIONS})\b|"
    r"since (?:my|our) (?:\w+ )?(?:baby|babies|twins|grand\w+|sons?|daughters?|kids?|children)\b)",
    re.I,
)


def _self_post_now(said: str, m: re.Match[str]) -> bool:
    """Whether the post ``m`` (:data:`_SELF_POST`) is the speaker's work now: a word of change in its sentence (not
    the cause's "since I'm a teacher") that says so alone (:data:`_SELF_POST_CHANGE`), or a weak one ("now") beside a
    sign of paid work; no laugh, title earned at home, play, jest, hearsay, spell, side job or kin
    (:data:`_LAUGHED`, :data:`_DIY`, :data:`_NOT_THE_POST`, :data:`_SIDELINE`, :data:`_FOR_OWN_PEOPLE`)."""
    sentence = _sentence_at(said, m.start())[1]
    clause = _clause_with(sentence, m.group(), sentence)
    # "lol guess who's a barista now": news told, not a jest ("Guess I'm a baker now 😂")
    guessed = re.match(r"(?i:guess who)", m.group()) is not None
    if (
        _LAUGHED.search(_LAUGH_OPENS.sub("", clause) if guessed else clause)
        or (_LAUGH_OPENS.match(sentence) and not guessed)
        or _DIY.search(sentence.replace(m.group(), "") if guessed else sentence)
    ):
        return False  # "Guess I'm a baker now 😂 made my first sourdough", "I'm an electrician now, fixed it by myself"
    changed = re.sub(r"\bsince (?=I['’]?m\b|I am\b)", "", sentence, flags=re.I)
    at_work = (
        (m["e"] is not None and not m["x"].endswith("student"))  # "I'm a student now at Coursera": a course
        or _SELF_POST_AT_WORK.match(said, m.end()) is not None
        or _SELF_POST_GRADE.search(m["x"]) is not None
        or _SELF_POST_WORK.search(said) is not None
    )
    return (
        (
            _SELF_POST_CHANGE.search(changed) is not None
            or (_SELF_POST_NOW.search(changed) is not None and (at_work or guessed))
        )
        and not _NOT_THE_POST.search(sentence)
        and not _SIDELINE.search(sentence)  # "I'm a photographer now, weddings on weekends for fun"
        and not _FOR_OWN_PEOPLE.match(said, m.end())
    )


# "doing (the) job of" not as work: a part played, chores at home, a job done besides
_JOB_OF_NOT_WORK = re.compile(
    r"\b(?:drama|skit|play|natak|acting|role|film|movie|serial|rehears\w*|at home|in (?:the|my|our) house|household|"
    r"also|as well|extra|\w+ (?:people|persons)|for my (?:parents|family|wife|husband|mother|father|mom|mum|dad|kids|"
    r"children))\b",
    re.I,
)
# work not taken now, said in its sentence: a spell, a favour, unpaid or beside the job ("I'm working as a tutor in
# the evenings", "a new job at Tesco over Easter", "it's unpaid but fun"), a game, a play, a dream, or the past ("In
# 2015 I got a new job at …", "I remember my first week of nights as …"); or a wish or a supposition before it ("I'd
# love to open my own bakery one day", "I'd have swapped …")
_NOT_THE_JOB = re.compile(
    r"\b(?:evenings|for (?:the |a )?(?:summer|holidays?|fortnight|season|festival)|"
    r"over (?:easter|christmas|the (?:summer|holidays))|this summer|(?:for )?today only|for today|"
    r"next (?:week|month|weekend|year)|extra (?:cash|money|income)|unpaid|volunteer\w*|favou?r|exam season)\b",
    re.I,
)
_WISHED = re.compile(
    r"\b(?:love to|like to|wish(?:ed|ing)?|want(?:s|ed)? (?:\w+ )?to|wanna|hop(?:e|es|ing) to|dream\w*|saving (?:up )?"
    # (not a plan of meals: "a high-protein meal plan")
    r"(?:for|to)|(?<!\bmeal )(?<!\bdiet )(?<!\beating )(?<!\bmeal-)plan(?:s|ned|ning)?|thinking|considering|might|"
    r"would|could|should)\b|['’]d\b",  # not "plant-based"
    re.I,
)
_NOT_REAL = re.compile(
    # (a game's, not the games business: "a job in the video game industry", "started at Riot … in the game team")
    r"\b(?:in (?:the|my|a|our|this) (?:game|play|school play|panto|pantomime|musical|show|novel|story|dream)"
    r"(?! (?:industry|team|studio|company|dev\w*|business|sector|design\w*|engine|department)\b)|"
    # "up in Roblox", "over in the Year 6 production"
    # (not a trade packed in: "Packed in the plumbing game, mate")
    r"(?<!\bpacked )(?<!\bjacked )(?<!\bchucked )in (?:the|my|a|our|this) (?:[\w-]+ ){1,2}"
    r"(?:production|play|show|game)(?! (?:industry|team|studio|company|dev\w*|business|sector|design\w*)\b)|"
    # (not "Joking aside, …", "No joking, I just got hired")
    r"in (?:sims|minecraft|stardew\w*|roblox|fortnite)|role-?play\w*|pretend\w*|"
    r"(?<!\bno )(?<!\bnot )(?:kidding|joking)(?! aside)|jk|dreamt|dreamed|"
    # "Had a nightmare I got fired"
    r"(?:had|have|having) an? (?:\w+ )?(?:dream|nightmare)(?! (?:job|team|house|home|day|week|boss|trip)\b))\b",
    re.I,
)
# a wish, not a dream had: "Always dreamed of living in Lisbon and now I actually do!"
_DREAMED_OF = re.compile(r"\bdream(?:ed|t) (?:of|about)\b", re.I)
_PAST_TIME = re.compile(
    r"\b(?:(?:back )?in (?:19|20)\d\d|remember|back (?:then|when)|(?:years|decades) (?:ago|back)|when I was|"
    r"back in (?:college|school|uni|university|high school|the day))\b",
    re.I,
)
# done for family or friends, not for an employer: "working as a carer for my mum", "a translator for my neighbour's
# visa papers", "a taxi driver for the kids"
_FOR_KIN = re.compile(
    r" for (?:the|my|our) (?:\w+ )?(?:kids|children|mum|mom|mam|dad|parents|grand\w+|nan|gran|sisters?|brothers?|sons?|"
    r"daughters?|family|friends?|neighbou?rs?|mates?|nephews?|nieces?|aunts?|uncles?|cousins?|in-laws)\b",
    re.I,
)
_KIN_NAMED = re.compile(r"(?:Mum|Mom|Mam|Dad|Nan|Nana|Gran|Granny|Grandma|Grandpa|Auntie|Uncle)\b")
# a business of one's own taken up after leaving work: "I quit the accounting firm to open my own bakery"
_LEFT_FOR = re.compile(
    r"\b(?:quit|quitting|left|leaving|resigned?|handed in my notice|walked (?:away|out)|gave up|packed in|jacked in)\b",
    re.I,
)


def _sentence_at(said: str, pos: int) -> tuple[int, str]:
    """The sentence of ``said`` (:data:`SENTENCES`) that holds the position ``pos``, and where it starts."""
    start = 0
    for brk in SENTENCES.finditer(said):
        if brk.start() >= pos:
            return start, said[start : brk.start()]
        start = brk.end()
    return start, said[start:]


# a team of an employer the speaker is on now: "Now that I'm on the comms team at the Red Cross" (not a team of
# volunteers, a sport's or a game's)
_ON_THE_TEAM = re.compile(
    r"\b(?i:now that|since) (?:I['’]m|I am|(?i:im)) (?:now )?(?i:on|part of) the "
    r"(?!(?i:volunteer|football|soccer|rugby|cricket|hockey|netball|basketball|quiz|pub|darts|rowing|running|"
    r"swim\w*|chess|debate|debating|parent|pta|fundrais\w*|other|winning|losing|right|wrong)\b)(?:[\w-]+ ){1,2}"
    # a side of a trade: "Now that I'm on the brand side at Unilever instead of consulting"
    r"(?:team|side) (?i:at|for|with) "
    r"(?P<e>(?:the )?[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})"
)
# one work swapped for another, as something: "since I swapped the classroom for the back of an ambulance as a
# paramedic"
_SWAPPED_FOR = re.compile(
    r"\b(?:swapped|traded|exchanged|ditched) (?:[\w'’-]+ ){1,6}?for (?:[\w'’-]+ ){1,8}?as an? "
    r"(?P<x>[a-z][\w -]{1,30}?)(?=$|[,.;!?]| (?:and|in|at|for|since|so|but|my)\b)",
    re.I,
)
# the work one swapped for by its kit: "Since I traded the courtroom for a ranger uniform in the national park"
_SWAPPED_FOR_KIT = re.compile(
    r"\b(?:swapped|traded|exchanged|ditched) (?:[\w'’-]+ ){1,4}?for (?:a|an|the|my) "
    rf"(?P<x>(?:park |forest )?(?:{OCCUPATIONS}))['’]?s? (?:uniform|scrubs|badge|apron|whites|overalls|helmet|hat)\b",
    re.I,
)
# what work is left for, not a while ("left the office for the evening"), and the work's doing with nothing done to
# ("nursing a headache")
_NOT_A_WHILE = (
    r"(?!(?:day|weekend|week|month|summer|holidays?|evening|night|afternoon|morning|lunch|break|trip|beach|gym|pub)\b)"
)
_NO_OBJECT = r"(?!\s+(?:a|an|my|the|his|her|their|our|this|that|school|class(?:es)?|course|degree|exams?)\b)"
# a workplace left for good, for other work, not for a while, a class, an errand or in one's head: not "I left the
# office early for the bakery before it closed", "… for pottery class", "… for the nursery to pick up my son", "… in my
# head a hundred times", "If I left …"
_LEFT_FOR_GOOD = (
    r"(?![^.!?]*\b(?:early|class(?:es)?|lessons?|course|pick (?:up|him|her)|down the street|before it closed|"
    r"on (?:mon|tues|wednes|thurs|fri|satur|sun)days?|in my (?:head|dreams?)|dream\w*|again|retake|uni|"
    r"master['’]?s|degree|exams?|visit|tour|career day|-style|style)\b)"
)


# a workplace the speaker swapped or left, told (not supposed: "If I left the office for nursing"): the opening of
# _SWAPPED_FOR_A_CLASSROOM and _LEFT_A_WORKPLACE_FOR
_I_LEFT_MY = (
    r"(?<!\bif )\bI(?:['’]ve| have)? (?:just |finally |recently |officially )?"
    r"(?:swapped|traded|exchanged|ditched|left) (?:the|my) "
)
# the work one swapped for by its classroom, a teacher's: "Ever since I traded the newsroom for a kindergarten
# classroom" (not a class taken: "… for a pottery classroom on Saturdays")
_SWAPPED_FOR_A_CLASSROOM = re.compile(
    rf"{_I_LEFT_MY}(?:[\w'’-]+ ){{0,2}}?(?!classroom\b)[\w'’-]+ for (?:a|an|the|my (?:own )?) ?"
    r"(?P<f>kindergarten|preschool|nursery|primary(?: school)?|elementary(?: school)?|middle school|high school|"
    r"secondary(?: school)?|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)[- ]grade)? ?classroom\b"
    rf"(?! (?:on|at|every|for (?:a|the|my)) )(?![-–])(?!\s+(?:style|visit|tour|session|event)\b){_LEFT_FOR_GOOD}",
    re.I,
)
# the school for a post done and the speaker hired: "hygienist school paid off, got hired at a dental clinic!!" (not
# "my sister's hygienist school paid off, she got hired")
_SCHOOL_PAID_OFF = re.compile(
    r"(?:^|(?<=[.!?]\s)|\b(?:my|lol|so|and|ok)\s+)(?P<x>[a-z]+) school (?:paid off|is (?:done|over)|done|finished)\b"
    # (the speaker's own, as that post, for good: not "… paid off for Maria", "… as a receptionist lol", "… just a
    # summer temp gig though")
    r"(?!.{0,80}?\b(?:as an?|temp|summer|intern\w*|placement|for (?-i:[A-Z])\w*)\b)"
    r"[^.!?]{0,40}?(?:\bI\s+|,\s*)(?:just |finally )?(?:got hired|landed (?:a|the) job)\b",
    re.I,
)
# a business of the speaker's own, opened or run: "I quit the accounting firm to open my own bakery", "since I
# resign from the bank and start my own poultry farm"
_OWN_BUSINESS = re.compile(
    # texted without the "I", a g dropped: "Been runnin' my own little bakery down in Macon for a month now"
    # "three months into running my own food truck"; a while counted, and still running: not "Years into running my
    # own catering business, I sold it", "Two years into running my own restaurant, we closed it"
    r"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?])\s+)|\bto |\band |\b(?:swapped|traded|swapping|trading) "
    r"(?:[\w'’-]+ ){1,4}?for |"
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several) "
    r"(?:months?|weeks?|years?) into (?![^.!?]*\b(?:sold|closed|shut|bust|went under|retired|gave (?:it )?up|when|"
    # nor beside a job kept: "Six months into running my own Etsy shop and my job at the hotel is still full time"
    r"(?:my|the) (?:day )?job|still (?:at|full|work\w*|on)|on the side|side hustle|alongside|as well as)\b))"
    r"(?:just |finally |recently |now )?(?:been )?"
    # (or the family's: "I swapped the courtroom for running my family's vineyard outside Mendoza")
    r"(?:(?:open(?:ed)?|start(?:ed)?|set up|launch(?:ed)?|run|running|runnin['’]?) (?:my|our) own|"
    # "Owning the bakery means I'm up at 4am every single day"
    r"owning (?:the|my|our)(?: own)?(?=(?: [\w'’-]+){1,3} means\b)|"
    r"(?:run|running) (?:my|our|the) family(?:['’]s)?(?![^.!?]*\b(?:on (?:saturdays|sundays|weekends)|at weekends|"
    r"while|today|tonight|this (?:morning|week)|for (?:a|the) (?:day|week))\b)) (?:little |small |new )?"
    rf"(?P<x>(?:(?!(?:{HOBBY_BUSINESS})\b)[a-z]+ )?(?:{BUSINESSES}))\b{BUSINESS_END}",
    re.I | re.M,
)
# started at an employer by name: "started at greggs full time", "I started at Hapag-Lloyd on Monday";
# work only beside a word of work or of time part or full, or with the employer held named as well
# ("… to my old team at Maersk"), not "started at Planet Fitness on Monday"
_STARTED_AT = (
    r"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?])\s+)|\band )(?:just |finally |recently )?(?:started|began) (?:at|with) "
    r"(?P<e>[A-Z][\w&'’.-]*(?:[ -](?!(?:full|part|on|last|this|next|today|yesterday|and|so|but|for|in|at|as|now|lol)\b)"
    r"[A-Z][\w&'’.-]*){0,2})(?P<time> (?:full|part)[- ]time)?"
)
_CLAUSE_START = re.compile(r"[,;:]")
_RECENTLY = re.compile(rf"\b(?:on (?:{_WEEKDAY_NAMES})|last week|this week|today|yesterday)\b", re.I)
# how a job one has is going: "is braw", "has been amazing so far" (not "is on hold", "is a scam", "has been filled",
# "is still being advertised", "is only temporary cover")
_GOING = (
    r"(?:(?:really|so|pretty|absolutely|just|honestly|actually|quite|dead|well|proper|bloody|way|much|a lot|"
    r"going|been) )*"
    r"(?:braw|great|amazing|brilliant|good|grand|fine|lovely|ace|class|mint|fab\w*|fantastic|awesome|excellent|"
    r"wonderful|hard|tough|tiring|exhausting|knackering|busy|full-on|hectic|stressful|different|better|easier|"
    r"harder|well|ok|okay|alright|all right|fun|sound|cracking|champion|savage|unreal|mad|crazy|intense)\b"
)
# the new people or post of the speaker's work, at a named employer or a workplace: "my new team at
# Mafraq Pharmaceuticals", "my new manager at the hospital"
_NEW_AT_WORK = re.compile(
    r"\b(?:[Mm]y new (?:team|job|role|post|boss|manager|supervisor|colleagues|co-?workers|workplace|"
    # the speaker's own new badge or desk there: "my new badge at Bosch says 'Werkstudent'"
    # (not a visitor's: "… at Bosch's reception desk, I'm just visiting")
    r"(?:(?:staff|employee|work|id) )?(?:badge|lanyard|desk|work laptop|work email|locker)"
    # (nor a visitor's, a candidate's, a customer's or one bought: "… at Bosch's reception desk, I'm just visiting",
    # "… says 'Interviewee'", "… says gold member", "… says Patient", "… cost $200", "… at Comic Con says VIP")
    r"(?= at [A-Z][\w&.-]*(?: [A-Z][\w&.-]*)?\b(?!['’])(?![^.!?]*\b(?i:visit\w*|guest|tour|conference|expo|vip|"
    r"interview\w*|contractor|patient|member|customer|cost|bought|con|convention|festival|audit)\b)(?![^.!?]*\$)))|"
    # one's boss at an employer named: "My manager at Unilever wants a quarterly forecast by Friday"
    r"(?:^|(?<=[,;:.!?]\s))[Mm]y (?:boss|manager|line manager|supervisor|team lead)(?= at [A-Z])|"
    # "the new job at the distillery up in Speyside is braw": the job the speaker has, told of
    r"(?:^|(?<=[,;:.!]\s))(?:[Tt]he )?new job(?= (?:at|with) [^,.;!?]{2,40}? (?:is|has been|['’]s) " + _GOING + r"))"
    r" (?:at|with) "
    r"(?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2}|the (?:hospital|clinic|school|bank|council|warehouse|depot|"
    r"factory|hotel|restaurant|university|college|library|museum|airport|station|port|distillery|brewery|mill|mine|"
    r"plant|quarry|farm|garage|bakery|shop|store|yard|docks?|studio|lab|agency|firm|prison))\b"
)
# one's team at an employer named (read beside the employer held said as the past)
_MY_TEAM_AT = re.compile(
    r"(?:^|(?<=[,;:.!?]\s))[Mm]y (?:team|colleagues|co-?workers) at (?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})"
    # (now: "My team at Naver use Slack", not "… back in 2018 was amazing", "… were my first real friends")
    r" (?:use|uses|is|are|keep|keeps|want|wants|has|have|do|does|love|loves|need|needs|all|just)\b"
)
# a job offered, not taken: "I turned it down", "they offered it to my brother"
_NOT_TAKEN = re.compile(
    r"\b(?:turn(?:ed|ing)? (?:it |them )?down|declin\w*|offer\w*|appl(?:y|ied|ying)|interview\w*)\b", re.I
)
# a degree going on now: "im doing a nursing degree now at 34"
_DOING_A_DEGREE = re.compile(
    r"\b(?:I['’]m|im|I am) (?:now )?(?:doing|studying for|taking) (?:a|an|my) (?:[\w-]+ ){0,2}"
    r"(?:degree|masters|master['’]s|phd|diploma|doctorate)\b(?=[^.!?]*\bnow\b)",
    re.I,
)
# an apprenticeship started: "I'm after starting the apprenticeship with an electrician in Athlone"
_APPRENTICESHIP = re.compile(
    r"(?:\bI(?:['’]m| am) after |\bI(?:['’]ve| have)? (?:just )?|(?:^|(?<=[.!?])\s+)|(?P<and>\band ))"
    r"(?:start(?:ed|ing)|began|begun) "
    # (or after "and", the sentence no one else's: "Handed in my work laptop last Friday and started an apprenticeship
    # as a carpenter")
    r"(?:an?|the|my) (?:new )?apprenticeship (?:with|as) (?:an? )?(?P<x>[a-z]+)"
    # "I'm apprenticing under a carpenter now"
    r"|\b(?:I['’]m|I am|im)(?: now)? apprenticing (?:under|with|to) (?:an? |the )?(?:(?:master|local|old) )?"
    r"(?P<u>[a-z]+)"
    # the one under way, named by its trade: "this electrician apprenticeship is no joke"
    r"|\b(?:this|my) (?:new )?(?P<t>[a-z]+) apprenticeship (?:is|has been) "
    r"(?:(?:so|really|pretty|very|super|honestly) )?"
    r"(?:no joke|hard|tough|brutal|intense|exhausting|tiring|great|amazing|fun|killing me|wrecking me)\b",
    re.I | re.M,
)
# a first year of study going on now: "first year nursing at lakehead is killing me"; not one that
# was ("first year of uni was a blast")
_FIRST_YEAR = re.compile(
    r"\bfirst[- ]year (?:of )?(?:nursing|medicine|med school|law|engineering|uni|university|college|pharmacy|"
    r"dentistry|vet school|my degree|the degree)(?: (?:at|in) (?P<e>[A-Za-z][\w'’-]+))? (?:is|has been|['’]s)\b",
    re.I,
)
# a job got, from out of work: "finally got a job! I'm a line cook at a pub"
_GOT_A_JOB = re.compile(
    r"\b(?:got|found|landed|have|['’]ve got) (?:a|myself a|my first) (?:new |proper |real |full-time |part-time )?job\b"
    r"(?P<rest> (?:at|as|in|with) (?:a |an |the )?[\w'’ -]{2,40}?)?(?=$|[,.;!?]| now\b| since\b| and\b)",
    re.I,
)
_FOR_A_LIVING = re.compile(
    r"\b(?:I|we) (?:now |still |mostly )?(?P<verb>[a-z]+) "
    # not "I hate what I do for a living"
    r"(?P<what>(?:a |an |the |my own )?(?!(?:what|it|this|that)\b)[\w -]{2,30}?) for a living\b",
    re.I,
)
# a while said as one after "have been going out/dating": "since Easter", "for six months", "for about a year"
_A_WHILE = (
    r"(?= (?:since|for (?:(?:about|almost|nearly|over|around|like|just|the (?:past|last)) )?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple|several|\d+)\b"
    r"(?: (?:of|more|good))?(?: \w+)?? ?(?:days?|weeks?|months?|years?|yrs?|mos?|while|bit)\b|for ages\b))"
)
# a couple seeing each other (not another's posts seen: "seeing each other's stories for months")
_SEEING_EACH_OTHER = r"seeing each other(?!['’]s)"
# a new partner, by name, with the two of them a couple now ("I met someone, Julia, and we're
# officially a couple now", "Mia and I are together now", "I'm seeing Tom")
_NEW_PARTNER = re.compile(
    r"\b(?:(?P<a>[A-Z][^\W\d_]+) and I (?:(?:are|['’]re) (?:(?:now |officially )+together|together now|"
    rf"(?:now |officially )*(?:a couple|an item|dating|official|going out|{_SEEING_EACH_OTHER}))|"
    # "Callum and I have been going out since Easter"
    rf"(?:have|['’]ve) been (?:going out|dating|{_SEEING_EACH_OTHER})(?P<ha>)"
    # a while said as one ("since Easter", "for six months"): not "going out for runs", "seeing each other for lunch"
    rf"{_A_WHILE}(?![^.!?]*\b(?:broke up|split|ended|called it|divorc\w*|separated)\b))"
    # "I've been seeing Tom", texted "Been seeing Caoimhe for 3 months"
    # "I've started seeing someone named Priya", only beside dates or romance (read_change: not "started seeing Dr
    # Okafor", "… named Karen, a physio, for my back")
    r"|(?:I['’]m|I am|I['’]ve been|I have been|(?:^|(?<=[.!?,;]\s))(?i:been)|"
    r"(?:I['’]ve|I have|I)(?: just| recently)? started(?P<st>)"
    r"(?= (?:dating|seeing) (?:(?:someone|somebody)(?: new)?|(?:a|this) (?:\w+ )?(?:guy|girl|man|woman)) "
    r"(?:called|named) |"
    r" (?:dating|seeing) (?:a|this) (?:\w+ )?(?:guy|girl|man|woman) from (?:my|the) [^.!?,]{1,30}?, ))"
    r" (?:now )?(?:officially )?(?:dating|seeing|going (?:out|steady) with) "
    # "I've been seeing someone named Lukas"
    r"(?:(?:(?:a|this) (?:\w+ )?(?:guy|girl|man|woman|boy)|(?:someone|somebody)(?: new)?(?P<so>)) (?:called|named) |"
    # "I've started seeing a guy from my climbing gym, Rafael"
    r"(?:someone|somebody)(?P<sc>), |(?:a|this) (?:\w+ )?(?:guy|girl|man|woman|boy) from (?:my|the) [^.!?,]{1,30}?, "
    r"(?P<fr>))?"
    # "I've been seeing someone, Tomasz, for about three months now"; not "someone, Marta, for physio", "someone,
    # Kevin, about the boiler", "someone, Kate, for lunch tomorrow"
    r"(?P<b>[A-Z][^\W\d_]+)(?(sc)(?=,\s*(?:$|(?:since|now|lately|recently)\b|"
    r"for (?:about |almost |nearly |over |around )?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several|\d+) "
    r"(?:days?|weeks?|months?|years?|while)\b)))"
    # (the one from a place, the clause ending at the name: not "a woman from my church, Grace, for grief counselling",
    # "a woman from the clinic, Dr Okafor")
    r"(?(fr)(?=\s*(?:$|[.!?;]|,?\s*(?:and|who|now|lately|recently)\b|"
    r",\s*(?i:she|he) (?:is|['’]s) (?:(?:very|so|really|super) )?"
    r"(?:nice|lovely|great|amazing|sweet|kind|funny|cute)\b)))"
    # (nor someone said to be another's help: "someone new called Marta. She's my therapist")
    r"(?(so)(?![,.]\s*(?i:she|he|they|it)(?:['’]s| is| are) (?:my|a|an|the)\b))"
    # "someone named Lukas for about three months now"; not "someone called Marta for physio", "… Kevin about the
    # boiler"
    r"(?(so)(?=\s*(?:$|[,.;:!?)]|(?:since|now|lately|recently|and|who|atm|at work)\b|"
    r"from (?:work|uni|college|school|church|the gym|tinder|hinge|bumble|the apps?)\b|"
    r"for (?:about |almost |nearly |over )?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple|several|\d+)\b(?: of)? ?\w*)))"
    # "ive been seeing this guy eamon", "I've been seeing this fulla Rawiri", texted without the speaker after an emoji
    # or a stop: "ended things w marco 🙄 now seeing this guy tomasz"
    r"|(?:(?i:I['’]m|im|I am|I['’]ve been|ive been|I have been) (?i:now )?|(?:^|(?<=[^\w\s,'’] ))(?i:now|been) )"
    r"(?i:dating|seeing|going out with) (?i:a|this) "
    r"(?i:guy|girl|man|woman|boy|fulla|fella|bloke|lad|lass|chick|dude)(?i: called| named)? "
    r"(?!(?i:from|at|in|who|that|with|and|for|on|off|i|i'm|im|called|named)\b)(?P<f>[A-Za-z][a-z]+)\b"
    # "I'm courtin' a sweet gal named Loretta from church now": courting, a romance; not a lady one is seeing ("seeing
    # a lovely lady called Brenda, she's my counsellor", "… a nice lady named Gloria for reflexology")
    r"|(?i:I['’]m|im|I am|I['’]ve been|ive been|I have been) (?i:now )?(?i:courting|courtin['’]?)(?P<co>) (?i:a|this) "
    r"(?i:(?:sweet|lovely|nice|great|wonderful|beautiful|gorgeous|cute|kind|fine|local|new) )?"
    r"(?i:guy|girl|man|woman|boy|fulla|fella|bloke|lad|lass|chick|dude|gal|lady)(?i: called| named)? "
    r"(?!(?i:from|at|in|who|that|with|and|for|on|off|i|i'm|im|called|named)\b)(?P<f2>[A-Za-z][a-z]+)\b"
    # "I with Kwesi now" beside the end with the one before (read_change), not "I'm with Vodafone now"
    # or "now I am with Ingrid, she is from Norway"
    r"|\b(?:(?<=\bnow )|(?<=\bnow, )|(?=I(?:['’]m| am)? with [A-Z][a-z]+ now\b))"
    r"I(?:['’]m| am)? with (?P<g>[A-Z][a-z]+)\b"
    # a learner's "Now I am meeting with Lars, a very kind man" (beside the end too; not a meeting about something)
    # (told of as one's date: not "meeting with Mum every Sunday", "… Lars, Kenji's best friend")
    r"|\b(?<=\b[Nn]ow )I(?:['’]m| am) meeting with (?P<gm>[A-Z][a-z]+)\b"
    r"(?=,? (?i:an? (?:(?:very|really|so) )?(?:kind|nice|lovely|sweet|good|great|wonderful|handsome|beautiful|gentle|"
    r"funny|charming) (?:man|woman|guy|girl|person|boy|lady))\b)"
    # "Aiyana and I hit three months together on Saturday"
    r"|\b(?P<hm>[A-Z][^\W\d_]+) and I (?:just )?(?:hit|celebrated|reached|made it to) (?:(?:\w+|\d+) )?"
    r"(?:months?|weeks?|years?) together\b"
    # "Met a lovely fella called Sean down the pub a few months back and we've been courting ever since"
    r"|(?i:met) (?:someone|(?i:a (?:\w+ )?(?:guy|girl|man|woman|fella|bloke|lad|lass|gal))),? (?:(?i:named|called) )?"
    # (the two of them a couple said so: not "we've been working out together", "we're not seeing each other", "at
    # speed dating", "they end up courting")
    r"(?P<c>[A-Z][a-z]+)\b.*?\b(?i:we)(?:['’]re|['’]ve been| are| have been| been)? (?:(?:now|officially) )*"
    rf"(?:a couple|together|an item|dating|{_SEEING_EACH_OTHER}|courting)\b"
    # "Been stepping out with a lass called Niamh from work these past few weeks"; one named bare only for a while
    # ("… with Maeve since the spring fair"), not "stepping out with Mark for lunch", "… with Biscuit every evening"
    r"|(?:\bI['’]ve been|\bI have been|(?:^|(?<=[.!?]\s))(?i:been)|\bI['’]m|\bI am) (?i:stepping out|courting) with "
    r"(?:(?:(?i:a|this) (?:\w+ )?(?i:guy|girl|man|woman|fella|bloke|lad|lass|gal) (?i:called|named) )"
    rf"(?P<so2>[A-Z][a-z]+)\b|(?P<so3>[A-Z][a-z]+)\b{_A_WHILE})"
    # "ME AND TOBIAH ARE OFFICIALLY A THING", shouted
    r"|\b(?i:me and|me n) (?!(?i:you|him|her|them|u)\b)(?P<d>[A-Za-z][a-z]+|[A-Z]+) (?i:made it official|"
    r"(?:are|r) (?:now |officially )*(?:official|together|a couple|(?:a thing|an item)"
    r"(?! of the past| in my (?:head|dreams)))|got together|"
    # "Me and Callum have been going out since Easter", "Me and Aisha been linking for a couple months now"
    # (not "me and tom been going out for a few weeks now, every friday for drinks", "… been linking for a couple
    # months to play fifa")
    rf"(?:(?:have|['’]ve) been (?:going out|dating|{_SEEING_EACH_OTHER})|"
    r"(?:(?:have|['’]ve) )?been linking)(?P<hd>)"
    rf"{_A_WHILE}(?![^.!?]*\b(?:broke up|split|ended|called it|divorc\w*|separated)\b)"
    r"(?:(?<!linking)|(?![^.!?,;]*?\b(?i:to|on) (?!(?i:and off)\b)\w)))"
    # "im seeing someone new her name is saoirse"
    r"|\b(?i:I['’]m|im|I am|I['’]ve been) (?i:now )?(?i:seeing|dating) (?i:someone|somebody)(?i: new)?\b[^.!?]{0,30}?"
    r"\b(?i:her|his|their) (?i:name(?:['’]s| is)) (?P<e>[A-Za-z][a-z]+)"
    # a learner's "now I go out with girl from my work, her name is Yuki", "Now I go out with a girl from my yoga
    # class, Ayşe."
    r"|\b(?:I|(?i:now I)) (?:now )?(?:go|am going|['’]m going) out with (?:(?:a|the|this|one) )?"
    r"(?:girl|guy|boy|man|woman|lady)\b[^.!?]{0,30}?(?:\b(?i:her|his) name (?:is|['’]s) (?P<go>[A-Z][a-z]+)|"
    r", (?P<go2>[A-Z][^\W\d_]+)(?=[.!?]|$)))"
)
# someone started seeing as a partner: beside dates or romance, and no carer, mentor or past
_STARTED_ROMANCE = re.compile(
    r"\b(?:dates|date|dating|romantic|kiss\w*|crush|going (?:really |so )?well|into (?:him|her)|fancy)\b", re.I
)
_NOT_STARTED = re.compile(
    r"\b(?:therap\w*|counsel\w*|physio\w*|mentor\w*|sessions?|grief|nothing romantic|now and then|back in|college|"
    r"school|at work|ended|lasted)\b",
    re.I,
)
# a couple only others see or denied: "Everyone at work thinks me and Tobiah are an item but we're just
# friends", "My mum keeps asking whether me and Sam are a thing"
_HEARSAY = re.compile(
    r"\b(?:thinks?|say|says|said|asking|asks|asked|whether|apparently|rumou?rs?|according to|wonder\w*|pretend\w*)\b",
    re.I,
)
_JUST_FRIENDS = re.compile(r"\bjust friends\b", re.I)
# a status said in jest or as good as ("my coworkers keep joking that Amara and I are basically married")
_TEASED = re.compile(
    r"\b(?:jok(?:e|es|ed|ing)|(?<!\bno )kidding|teas(?:e|es|ed|ing)) (?:\w+ )*|"
    r"\b(?:basically|practically|pretty much|as good as|might as well be|like) (?:an old )?$",
    re.I,
)
# an occasion still ahead: "the wedding isn't until next June", "our wedding is in May"
_STILL_AHEAD = re.compile(
    r"\w+ (?:isn['’]t until|is not until|is (?:only )?(?:next|planned|booked|set)|is (?:in|on) |"
    # "Retirement is two years away", "… is coming up"
    r"is (?:only |just |still )?(?:[\w-]+ ){1,3}away\b|is (?:coming up|around the corner|approaching)\b|"
    # "many ideas for our own wedding next year"
    r"next (?:week|weekend|month|year|spring|summer|autumn|fall|winter)\b)",
    re.I,
)
# the value held, said to hold still by the speaker: "lol no, I'm still at Toyota", "we still live in Cork"
_STILL = (
    r"\b(?:I['’]?m|I am|I|we['’]re|we are|we)\s+(?:\w+\s+)?still\s+"
    # not "I'm still in touch with Cork friends"
    r"(?:(?:at|in|with|for|a|an|the|just|living|live|working|work|based|employed|by|on|eating|being)\s+){0,2}"
)
# a status held before the partner now: "Before Farouk I was married once"
_BEFORE_THE_PARTNER = re.compile(r"\bbefore (?:I met |meeting |I was with )?[A-Z][a-z]+,? I (?:was|had been)\b", re.I)
# a spouse of the speaker's own, from one who was engaged: "My wife (still weird saying that) wants …"
_MY_SPOUSE = re.compile(r"\b[Mm]y (?:new )?(?:wife|husband|hubby|missus)\b(?![- ]to[- ]be|['’]s? (?:to be))")
# an engagement of the speaker's, by the other's name, that happened: "My engagement with Ananya happened last Sunday"
_MY_ENGAGEMENT = re.compile(
    r"\b[Mm]y engagement (?:(?P<to>to)|with) (?P<n>[A-Z][^\W\d_A-Z]+)\b"
    r"(?= (?:happened|took place|was (?:on (?:\w+day|the \d|\d)|last (?:week|weekend|month|night|year|\w+day)|"
    r"yesterday|this (?:week|weekend|month|morning|\w+day))|is (?:now )?official)\b)"
)
# an engagement or a partner said to have ended, or not to be: "… was last year, and it ended before the wedding"
_ENDED = re.compile(
    r"\b(?:ended|is off|was off|called (?:it )?off|broke (?:it )?off|broken off|split|broke up|cancell?ed|fell through|"
    r"didn['’]t last|said no)\b",
    re.I,
)
# not a person: "I got a new girlfriend! her name is bella and she's a cocker spaniel puppy"
_PET = re.compile(
    r"\b(?:puppy|pup|kitten|dog|cat|spaniel|retriever|terrier|labrador|poodle|hamster|rabbit|bunny|parrot|pet|"
    r"tortoise|car|bike|guitar|plant|doll|robot|chatbot|AI)\b"
)
# a partner one has now, the name told after: "omg so i have a gf now?? her name is yuki" (not "do i have a bf now?")
_HAVE_A_PARTNER = re.compile(
    r"(?:(?:(?<!\bdo )(?<!\bdid )\b(?:i|I)(?: now| finally)? (?:have|['’]ve got|got)|"
    # "guess who has a gf now 😎 her name's amara"
    r"\b(?i:guess who)(?: finally)? (?:has|got|['’]s got))"
    r" an? (?:new )?(?:gf|bf|girlfriend|boyfriend)\b(?!['’])(?: now)?|"
    # the news, then the name: "I've been seeing someone! Her name is Ingrid"
    r"\b(?i:I['’]ve been|I have been|I['’]m|I am|im) (?i:seeing|dating) (?i:someone|somebody)(?i: new)?(?= *!))"
    r"[^\w,;]+"
    r"(?:(?i:his|her) name(?: is|['’]s)|(?i:she|he)['’]?s called) (?P<n>[A-Za-z][^\W\d_]+)"
)
# a new partner by the weeks or months together: "me and amara have our 3 month anniversary next week", "Kofi and I
# hit our six-month anniversary" (not a wedding anniversary, nor years: a partner of years is one held)
_WEEKS_ANNIVERSARY = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven)[- ]?(?:months?|weeks?)[- ]anniversary\b"
)
_WEEKS_TOGETHER = re.compile(
    r"\b(?:(?:me|I) (?:and|n|&) (?P<n>[A-Za-z][^\W\d_]+)|(?P<m>(?-i:[A-Z])[^\W\d_]+) (?:and|&) (?:I|me)) "
    r"(?:have|had|celebrate|celebrated|are celebrating|['’]re celebrating|hit|are hitting|just hit) our "
    + _WEEKS_ANNIVERSARY,
    re.I,
)
# a gift for the one such an anniversary is with: "What should I get Tomasz for our six-month anniversary?"
_ANNIVERSARY_GIFT = re.compile(
    r"\b(?:get|got|getting|buy|bought|buying|give|gift|surprise|make|cook for|take) (?P<g>(?-i:[A-Z])[^\W\d_]+) "
    rf"(?:[\w'’-]+ ){{0,3}}?for our {_WEEKS_ANNIVERSARY}",
    re.I,
)
# a yes to the speaker's proposal: "Cerys said yes!" beside "Popped the question up Pen y Fan"
_SAID_YES = re.compile(r"\b(?P<n>(?!(?:She|He|They|It|Everyone|Everybody)\b)[A-Z][^\W\d_A-Z]+) said yes\b(?!\s+to\b)")
_PROPOSAL = re.compile(
    r"(?:\bI (?:finally |just )?|(?:^|(?<=[.!?])\s+)(?:finally |just |so )?)(?:popped the question|"
    r"proposed(?! (?:a|an|the|that|we|us|moving|splitting|going|getting|having|doing)\b)|"
    r"got down on one knee)\b",
    re.I | re.M,
)
# animal foods back beside meat still left out: a vegan who is vegetarian now
_BACK_ON = (
    r"\b(?:back on|started back on|back to eating|eating|having|started (?:eating|having)|added(?: back)?|"
    r"(?:brought|bringing|brings) back|reintroduced|"
    # "Been on the fish since I moved", a learner's "Now I eat also fish"
    r"eat(?: now)? again|eat also|also eat)\s+(?:the\s+)?"
)
# a food been on, ending its phrase: "Been on the fish since I moved", not "Been on the fish counter at Tesco all week",
# "been on the cheese board committee"
_BEEN_ON = r"\bbeen on\s+(?:the\s+)?"
_BEEN_ON_END = (
    r"(?=\s*(?:$|[.,;:!?)…—–-]|(?:since|for|now|again|these|lately|recently|but|so|still|too|as well|every|most|at)\b))"
)
_INTO_MY = (
    r"(?:back (?:in|into|on|onto) (?:my (?:diet|life|plate|meals|menu|rotation)|our (?:diet|meals|rotation)|"
    r"the (?:weekly )?rotation)\b|"
    # the speaker's menu: "chicken and fish are back on the menu for me", "eggs n dairy are back on the menu, meat still
    # no" (not a restaurant's: "The lamb shank is back on the menu!", "… on the menu tonight")
    r"back on the menu(?= for me\b|,\s*(?:but |though )?(?:meat|fish|chicken),? still (?:a )?no\b)"
    # (for good, to eat: not "… at the wedding", "… for me to cook", "… in Zelda", "Cheat day = …", "… in my
    # nightmares")
    r"(?![^.!?]*\b(?:at the|to cook|zelda|game|cheat|just this|nightmares?|dreams?|then back)\b))"
)
# foods back only denied, advised, weighed or asked: "I haven't let meat back into my diet", "Doctor says I should let
# fish back into my diet", "Should I let fish back …?"
_NOT_BACK = re.compile(
    r"\b(?:not|never|no|should|ought|could|would|might|may|if|whether|thinking|considering|wants?|says|said|told)\b|"
    r"n['’]t\b",
    re.I,
)


def _back_unsaid(said: str, back: re.Match[str]) -> bool:
    """Whether the foods ``back`` are said back only as denied, advised, weighed or asked (:data:`_NOT_BACK`), in
    the clause before them."""
    # (an emoji ends a texted clause: "not going back 😂 eggs n dairy are back on the menu")
    before = re.split(rf"[{EMOJI}]", _CLAUSE_BREAK.split(said[: back.start()])[-1])[-1]
    asked = (
        re.match(r"\s*(?:can|do|does|did|is|are|will|shall)\b", before, re.I) is not None
    )  # "Can I let fish back …?"
    # (the speaker's doing since, after the advice: "Since the doctor said I need more iron I've been adding chicken
    # back in")
    done = re.match(r"I(?:['’]ve| have) been\b", back.group(), re.I) is not None
    # (nor quoted, someone else's line, or asked right after: "Doctor joked 'chicken and fish are back on the menu for
    # me'", "My husband: chicken …", "The cafe I run: eggs …", "… back on the menu for me? Asking my nutritionist")
    quoted = (
        re.search(
            r"\b(?:my|the|our|his|her|their)\b[^:]{0,30}:|(?:^|\s)['‘\"“]|\bjok(?:ed|es|ing)\b",
            _CLAUSE_BREAK.split(said[: back.start()])[-1],
            re.I,
        )
        is not None
    )
    asked = asked or re.match(r"(?:\s*for me)?\s*\?", said[back.end() :]) is not None
    return (_NOT_BACK.search(before) is not None and not done) or asked or quoted


def _back(foods: str, before: str = _BACK_ON) -> re.Pattern[str]:
    """Foods back, said ``before`` them ("back on dairy") or after ("cheese and eggs are back on my
    plate", "since I've let fish back into my diet", "steak and bacon came back into my life")."""
    been_on = rf"{_BEEN_ON}(?:{foods})\b{_BEEN_ON_END}|" if before == _BACK_ON else ""
    return re.compile(
        rf"{been_on}{before}(?:{foods})\b|"
        rf"\b(?:let|allowed|welcomed|brought|put) (?:[a-z]+ (?:and|&) )?(?:{foods}) {_INTO_MY}|"
        # "I've been adding chicken and fish back in"
        rf"\b(?:I(?:['’]ve| have)? (?:been |slowly |now )?|(?:and|now) )(?:adding|added|bringing|putting) "
        rf"(?:[a-z]+ (?:and|&) )?(?:{foods})(?: (?:and|&) [a-z]+)? back in(?:to (?:my|our) (?:diet|meals|plate))?\b"
        # (not into others' food: "… back in to the cat's food", "… for the kids", "… to my meal prep for my husband")
        r"(?![^.!?]*\b(?:to|into|for) (?:the|his|her|their|our|my (?:\w+['’]s|husband|wife|kids?|son|daughter|family|"
        r"clients?|customers?|dad|mum|mom|dog|cat|partner|boyfriend|girlfriend)|them|him|her)\b)|"
        rf"\b(?:{foods})(?: (?:and|&|n) [a-z]+)? (?:is|are|['’]re|came|come|have come|has come|crept|snuck) "
        # (or "back in" ending its clause: "eggs and yogurt are back in, though meat is still a hard no")
        rf"(?:{_INTO_MY}|back in(?=\s*[,.;!?—–]|\s+(?:though|but|again|now)\b))",
        re.I,
    )


_BACK_ON_ANIMAL = _back("dairy|eggs?|cheese|milk")
_BACK_ON_FISH = _back("fish|seafood")
# meat back, said after it (the slot patterns read "back on meat"; "eating steak" alone is no change)
_MEAT_BACK = _back(MEAT, before=r"(?!)")
# meat brought back, at the end of the foods: "I brought back eggs, dairy and some chicken"
_MEAT_BROUGHT_BACK = re.compile(
    rf"\b(?:brought|bringing|added|reintroduced) back (?:[\w-]+,? ){{0,5}}?(?:and |& )?(?:some )?(?:{MEAT})\b", re.I
)
_PLANT_NEAR = re.compile(rf"\b{PLANT}", re.I)  # "vegan bacon is back on my plate" is no meat
# eating everything again, said as now: "so I'm back to eating everything", "I started to eat everything again, cheese,
# prosciutto, all"
_EVERYTHING_AGAIN = re.compile(
    r"\b(?:I['’]m|I am|im) (?:now )?back to eating everything\b|"
    r"\bI (?:have |['’]ve )?(?:started|began) (?:to eat|eating) everything again\b|\bI (?:now )?eat everything again\b",
    re.I,
)
# the diet held, the foods back that end it (the first found), and the diet it is then
_BACK_ON_FOODS = {
    "vegan": ((_BACK_ON_FISH, "pescatarian"), (_BACK_ON_ANIMAL, "vegetarian")),
    "vegetarian": ((_BACK_ON_FISH, "pescatarian"),),
}
# a long while without meat, ended in the same sentence (_IT_BACK, _MEAT_MEAL): "After ten years without meat", "after
# eight years veggie"
_AFTER_YEARS_MEATLESS = re.compile(
    r"\bafter (?:\w+ )?(?:years?|yrs|months?|decades?) (?:without meat|meat-?free|meatless|of no meat|"
    r"(?:of being )?(?:veggie|vegetarian|vegan|plant-based|pescatarian))\b|"
    # or said to have ended, itself the meat back beside a meat asked about (_MEAT_OR_ALL): "Which cut of steak …? Ten
    # years without meat ended at my brother's barbecue"
    r"(?:^|(?<=[.!?]\s))\W*(?:my )?(?:\w+ )?(?:years?|yrs|months?|decades?) (?:without meat|meat-?free|meatless|"
    r"of no meat) (?P<end>ended|came to an end|(?:is|are|was|were) over)\b",
    re.I,
)
# meat back, by a pronoun: "talked me into adding it back", "eating it again"
_IT_BACK = re.compile(
    r"\b(?:adding|added|add|bringing|brought|putting|put|having|eating) (?:it|meat) back\b|"
    r"\beating (?:it|meat) again\b|"
    # given in, the meatless while after it: "I caved after eight years without meat"
    r"\bI (?:finally |just )?(?:caved|gave in|cracked)(?= after )|"
    # the while without it made up for, beside a meat asked about: "Which cut of steak is best for a reverse sear?
    # After twelve years without meat I'm making up for lost time"
    r"\b(?:I['’]m|I am|im) (?:now |finally |totally |really )?making up for (?:all )?(?:the )?lost time"
    r"(?=\s*(?:$|[.!,;]))",
    re.I,
)
# a meal of meat at a sentence's start: "Bacon for breakfast after eight years veggie feels wild"
_MEAT_MEAL = re.compile(rf"^\W*(?:(?:{MEAT})\w*\s+)+(?:for|at) (?:breakfast|lunch|dinner|brunch|supper)\b", re.I)
# meat not back after all, "it" another food, or a meal for others: "tried to talk me into adding it back, but no way",
# "I quit refined sugar too, and … adding it back", "my guests asked for it"
_NOT_MEAT_BACK = re.compile(
    r"\b(?:no way|refused?|won['’]t|will not|not going to|tried to|but no|never|sugar|gluten|dairy|carbs?|salt|"
    r"caffeine|alcohol|coffee|wheat|guests?|for (?:my|the|our) (?:family|kids|husband|wife|partner|guests|friends)|"
    r"(?:don['’]t|do not) have to (?:taste|eat)|cheat|one-off|just once|only once)\b",
    re.I,
)
# a meal of meat that is none: a brand of fake meat, a dream, a mistake, a smell
_NOT_A_MEAT_MEAL = re.compile(
    r"\b(?:ones|brand|dream\w*|plot|mistake|sent it back|smell\w*|torture|fake|quorn|beyond|impossible|linda|tofu|"
    r"seitan|tempeh|vegan|plant|imagin\w*|wish)\b",
    re.I,
)
_STILL_NO_MEAT = re.compile(
    r"\b(?:still |only |but )?no (?:other )?(?:meat|animal products)\b|"
    r"\b(?:still )?(?:don['’]?t|do not|won['’]t) (?:eat|touch) (?:any )?meat\b|"
    # "though I still skip dairy and meat", "though meat is still a hard no"
    r"\bstill (?:skip|avoid|refuse) (?:[\w-]+,? (?:and |& )?)?meat\b|"
    r"\bmeat (?:is|stays) (?:still )?(?:a (?:hard |firm )?no|out|off the table)\b|"
    # texted: "eggs n dairy are back on the menu, meat still no"
    r"\bmeat,? still (?:a )?no\b",
    re.I,
)
# what a diet leaves out: an answer that the user eats it is a change of that diet ("User eats fish"
# against "User is vegan"), though it names no diet
_LEFT_OUT = {
    diet: re.compile(rf"\b(?:{foods})\b", re.I)
    for diet, foods in {
        # any meat by its name: "I'm eating brisket again after ten years meatless"
        "vegan": f"{MEAT}|fish|seafood|eggs?|dairy|cheese|milk|honey",
        "vegetarian": f"{MEAT}|fish|seafood",
        "pescatarian": MEAT,
    }.items()
}
# eating said with no subject, after a colon: "ok confession: eating eggs and cheese again"
_EATING_BARE = re.compile(r"(?<=[:;]\s)(?=eating\b)", re.I)
# a short label of the speaker's own before the colon: "ok confession: ", "update: ", "big news: "
_OWN_LABEL = re.compile(
    r"\W*(?:(?:ok|okay|so|well|um|small|big|honest|my)\s+)*(?:confession|update|news|admission|truth|plot twist|"
    r"fun fact)\s*[:;]\s*",
    re.I,
)
_EATS = re.compile(r"User (?:now |also )?(?:eats|is eating|started eating|has started eating) (?P<f>[a-z ]{3,30}?)")
# the speaker eating it, said as a change ("I'm eating fish and eggs these days", "I eat chicken
# again"): not "I ate a burger", nor someone else's meal
_I_EAT = re.compile(
    r"\b(?:I|I['’]m|I am|I['’]ve been|I have been|I['’]ve|I have|we|we['’]re|(?:finally|now) got me)"
    r"(?: now| also| back)?"
    r"(?: (?:started|begun|began|back to|gone back to))? (?:eat|eating|eatin['’]?) (?P<f>[a-z ]{3,30}?)"
    r"(?: (?:from|at|with|for|in|on) [^,.;!?]{1,40}?)? (?:again|these days|nowadays|now|regularly|"
    # or as a habit: "I have begun eating oily fish twice weekly"
    r"(?:once|twice|\w+ times) (?:a )?week(?:ly)?|every (?:week|day|\w+day))\b",
    re.I,
)
# a learner's order: "now I eat again her chicken soup on Sundays"
_I_EAT_AGAIN = re.compile(
    rf"\b(?:now I|I now|I) (?:eat|am eating) again (?:(?:her|his|my|the|some) )?(?:[a-z]+ )?(?P<f>(?:{MEAT})\w*)\b",
    re.I,
)
# a food left aside, in the few words before it: "still no meat", "left the beef", "didn't touch the ham"
_LEFT_ASIDE = re.compile(
    r"(?:\b(?:no|not|without|left|skip\w*|avoid\w*|never|cut out|cut|gave up|given up|off)|n['’]t)"
    r"\W+(?:[\w'’]+\W+){0,2}$",
    re.I,
)
# a food left aside, said after it: "meat still no", "now that meat is completely off my plate", "red meat is
# off-limits for me now" (not "the meat off the bone", "eating meat out")
_LEFT_AFTER = re.compile(
    r"\s+(?:still no\b|no more\b|(?:is|stays|remains|['’]s|are)\s+(?:(?:still|now|completely|totally|fully|"
    r"strictly|firmly|officially|basically|pretty much)\s+)*(?:off\b(?!\s+the (?:bone|grill|heat|skewer)\b)|"
    r"out\b(?! of the (?:oven|fridge|freezer)\b)|gone\b|a (?:hard |firm |big )?no\b|off[- ]limits\b|"
    r"not for me\b|banned\b))",
    re.I,
)
# a food a diet left had the speaker eat: "Paleo had me eating a pound of beef a day"
_EATEN_BEFORE = re.compile(
    r"\bhad me (?:eating|on|living on|having) (?:[\w'’-]+\s+){0,4}$",
    re.I,
)
# a food eaten only by accident: "Accidentally ate a dumpling … that turned out to be pork"
_ACCIDENT = re.compile(r"\b(?:accidentally|by accident|by mistake|without knowing|turned out to (?:be|have))\b", re.I)
# a food someone else has: "one bite of my dad's lamb kebab"
_THEIRS = re.compile(r"(?:\b\w+['’]s|\b(?:his|her|their))\s+(?:[\w'’-]+\s+)?$", re.I)
# a diet word followed by a word it qualifies ("vegan challenge", "veggie mains"), not by the rest of
# a statement about the speaker ("vegan now", "vegan since January", "vegan for two years", "vegan.")
_QUALIFIES = re.compile(
    r"\s+(?!(?:now|since|for|from|again|too|already|anymore|any|these|as|in|at|on|by|and|but|so|or|though|btw|lol|"
    r"haha|myself|officially|over|after|before|because|cos|when|while|until|like|if|is|was|diet|lifestyle|life|plan|"
    r"way|kick|phase|journey|regime|mostly|except|which|who|full|fully|strict|strictly|only|last|this|next|a|an|the|"
    r"i|we|my|one|two|three|four|five|six|seven|eight|nine|ten|several|couple|few|about|almost|nearly|ever|"
    r"recently|yesterday|today|tonight|tomorrow|with|and)\b)[a-z]",
)
_FOOD_WORDS = r"meat|chicken|chook|poultry|fish|seafood|dairy|cheese|milk|eggs?|animal products?"
# foods the speaker stops eating: "cut out fish completely", "Dropped dairy and eggs last month",
# "I've stopped eating red meat and chicken"
_CUT = re.compile(
    # (giving up only as done: "Since giving up meat over the summer", not "thinking of giving up meat")
    r"\b(?:cut out|cutting out|cut|dropped|stopped having|gave up|given up|"
    r"(?<=^[Ss]ince )giving up(?=[^.!?]*\bI(?:['’]ve| have) (?:\w+ )?been\b)"
    r"(?![^.!?]*\b(?:again|back|craving|only|was|is|isn['’]t|wants?|should|holidays?)\b)|quit|ceased eating|"
    r"no longer eat|"
    # every animal product done with: "im officially done w all animal products"
    r"(?:done|finished) (?:with|w/?)(?= (?:all |any )?animal products?\b)|"
    # "cutting out all meat", "stopped fish also", "I decide to stop eat fish", Pidgin "I don stop to chop meat"
    # a learner's "Since I stop to eat also fish", "I have decided to stop eating also fish", "I stop to eat also the
    # fish since two months" (not "Sometimes I stop to eat also fish, then I start again")
    r"(?<=\b[Ss]ince I )stop to eat also|(?<=\bdecided to )stop eating also|"
    r"(?<=\bI )stop to eat also(?= (?:the )?[a-z]+ since\b)|"
    r"no more|stop(?:ped)?(?: to)? (?:eat|chop)(?:ping|ing)?|"
    # a learner's present for the past: "Since one month I stop all animal products, also no milk and no egg"
    r"(?<=\bI )stop(?= (?:all|any) )|"
    rf"stopped(?= (?:all |any |the )?(?:{_FOOD_WORDS})\b)|"
    # "Been off the red meat and chook since Easter", "the cardiologist has had me off all meat"
    r"(?:been|gone|went|going|am|I['’]m|stayed|staying|had me|has me|have me|put me) off|"
    r"(?:don['’]?t|dont|do not) (?:eat|do)|"
    # a long while said, kept now: "Four months without any fish now"; not "Made it two weeks without meat, back on
    # burgers now", "I did two weeks without meat in 2019"
    r"(?=[^.!?,;]*\b(?:now|so far|and counting)\b)"
    r"(?:\b(?:two|three|four|five|six|eight|ten|twelve|several|many|a few|\d+) (?:weeks|months|years)|a year) without|"
    # the first stretch of going without, the speaker's, opening the sentence and going well: "My first month without
    # cheese or eggs is going better than expected" (not "Back in 2019 my first month …", "… went badly", "… just for
    # January", "… then I quit", "… I'm going back to eggs")
    r"(?:^|(?<=[.!?]\s))(?:(?:so|ok|okay|honestly|well),? )?my first (?:month|year|(?:few |two |three )?weeks) without"
    r"(?=[^.!?]*\b(?:better|great|well|good|fine|easier|easy|smoothly)\b)"
    r"(?![^.!?]*\b(?:back on|back to|going back|reintroduc\w*|then|until|till|just for|for (?:january|lent|"
    r"veganuary|the)|elimination|challenge|trial)\b)|"
    # "I haven't touched an animal product since February", for a long while only (_fewer_foods)
    r"(?P<gap>(?:haven['’]?t|have not|hasn['’]?t) (?:touched|eaten|had))) "
    r"(?P<f>(?:all |any |the |an? )?[a-z][a-z ,&-]{1,50}?)(?=$|[.;!?,]| (?:as well|too|completely|"
    r"altogether|entirely|last|since|a few|so|after|because|anymore|any more|now|for|from|in|either|please|again|"
    # a while: "Since giving up meat over the summer"
    r"over(?= the (?:summer|winter|spring|autumn|fall|past|last)\b)|"
    # "on top of" a diet ("… dairy and eggs on top of the no-meat thing"; not "on top of the pizza"), and the going of
    # it, well ("… went better than expected"; not "… went into the frittata", "… went badly")
    r"on top of (?:the |my )?(?:no[- ]meat|meat|meat-free|vegetarian|veggie|pescatarian|fish|everything)|"
    r"(?:is going|went|has gone|has been|have been|['’]s been) (?=(?:\w+ )?(?:better|great|well|good|fine|easier|easy|"
    r"smoothly)\b)|"
    # "but" only before fish kept: "cut out meat but I still eat seafood", not "cut out meat but not chicken", "… but
    # went back to it after a week", "… but only for the elimination test"
    rf"also|back in|but(?= (?:I )?(?:still )?(?:eat|have|eating) (?:fish|seafood)\b(?![^.!?]*\b(?:{MEAT})\b)))\b)",
    re.I,
)
_FOODS = re.compile(rf"\b(?:{_FOOD_WORDS})\b", re.I)
# foods said off one's plate or diet: "Now that fish is off my plate as well"
_OFF_MY = re.compile(
    rf"\b(?P<f>(?:{_FOOD_WORDS})(?:(?:,| and| &| or) (?:{_FOOD_WORDS}))*) (?:is|are|['’]s|['’]re) (?:now )?"
    r"(?:completely |totally )?off (?:my|our) (?:plate|menu|diet)\b",
    re.I,
)
# a food off one's plate beside the ones the diet held leaves off already: "Now that dairy and eggs are off my plate
# too"
_TOO = re.compile(r",? (?:too|as well|also)\b", re.I)
# fish none of for the speaker now: "after that trawler documentary no fish for me either" (not "no fish for me
# tonight")
_NONE_FOR_ME = re.compile(
    r"\bno (?:more )?(?P<f>(?:fish|seafood)(?: (?:and|or) (?:fish|seafood))?) for me "
    r"(?:either|too|anymore|any more|now|these days)\b",
    re.I,
)
# a list of foods left out: "no meat, no fish, no dairy" (one or two may be a meal's: "no meat, no cheese on my pizza")
_NO_LIST = re.compile(rf"\bno (?:{_FOOD_WORDS})\b(?:,? (?:and |or )?no (?:{_FOOD_WORDS})\b){{2,}}", re.I)
# what a cut must be: foods only ("red meat and chicken"), not "meat on Fridays", "down on meat", "fish oil"
_ONLY_FOODS = re.compile(
    rf"(?:(?:all|any|every|the|an?|and|or|&)\s+)*(?:(?:red|white|processed|raw)\s+)?(?:{_FOOD_WORDS})"
    rf"(?:\s*(?:,|and|&|or)\s*(?:(?:all|any|every|the)\s+)?(?:(?:red|white|processed|raw)\s+)?(?:{_FOOD_WORDS}))*"
    # "I've cut out every animal product instead", "cut out the salmon and shrimp too"
    r"(?:\s+(?:too|as well|instead|also|entirely|completely|altogether))?$",
    re.I,
)
# a cut only told, wanted or weighed
_TOLD_TO = re.compile(
    r"\b(?:told|telling|tells|asked|asking|asks|wants?|wanted|should|must|need to|needs to|have to|has to|going to|"
    r"gonna|might|(?-i:may)|thinking|considering|plan(?:ning)? to|hoping to|how do)\b",
    re.I,
)
# the food taken out of a dish, not the diet: "cutting out the meat from the stew"
_FROM_A_DISH = re.compile(r"\s+(?:from|out of|in) (?:the|my|this|that|a)\b", re.I)
_I = re.compile(r"\b(?:I|me)\b", re.I)
# a list of foods that is no diet: a meal's ("a recipe with no meat, no fish, no dairy", "For the dinner party: …, my
# guests"), or a rule's ("The nursery's new rules are no meat, no fish, no eggs in packed lunches")
_NOT_A_DIET_LIST = re.compile(
    r"\b(?:recipes?|meals?|dish(?:es)?|menus?|guests?|tonight|dinners?|lunch(?:es)?|breakfasts?|curry|party|"
    r"on those days|rules?)\b",
    re.I,
)
_KITCHEN_CUT = re.compile(r"(?:cut|no more) (?!out\b)", re.I)
_FOR_GOOD = re.compile(r"\b(?:for good|anymore|any more|from (?:today|now on)|since|for me)\b", re.I)
# meat as a whole, not a kind of it ("red meat")
_ALL_MEAT = re.compile(r"(?<!\bred )(?<!\bprocessed )(?<!\bwhite )\bmeat\b", re.I)
_FISH = r"fish|seafood|cod|salmon|tuna|prawns|shrimp|kippers|hake|mackerel|sardines|trout|haddock|barra|snapper"
_FISH_STAYS = re.compile(
    # "just veg and a wee bit of fish now"
    rf"\b(?:only|just) (?:eat |eating )?(?:veg(?:gies|etables)?,? (?:and|&|plus) )?"
    rf"(?:(?:a (?:wee |little |tiny )?bit of|some|the odd|a little) )?(?:{_FISH})\b|"
    r"\bfish (?:only|is (?:still )?(?:fine|ok|okay|allowed))\b|"
    # "I still have my kippers and cod on Fridays"
    rf"\bstill (?:eat|eating|have|having) (?:my |the |some )?(?:[\w'’]+ (?:and )?){{0,2}}?(?:{_FISH})\b",
    re.I,
)
_A_DIET = re.compile(rf"\b(?:{DIET_NAMES})\b", re.I)
# a partner by role and name ("my boyfriend Karim is moving in"): the user has one, whatever the
# memory's single (or divorced …) says; not an ex or a late partner
_MY_PARTNER = re.compile(
    # "my bf Wei Jie", Patois "mi new man Desmond"
    # and the dialects' "me" before a partner by name: "Me girlfriend Bronwyn reckons …"
    r"\b(?:[Mm][yi]|(?:^|(?<=[.!?] ))[Mm]e"
    # (not a "partner" at work or in a business: "Me partner Gaz and I have run the garage twenty years")
    r"(?= (?:new )?(?:girl ?friend|boy ?friend|husband|wife|missus|fella|bloke) [A-Z]))"
    r" (?:new |lovely |amazing )?(?P<role>boy ?friend|girl ?friend|partner|husband|wife|fianc[ée]e?|"
    # not "my new guy Dave says the clutch is shot", "My new girl Poppy" (a kitten)
    # a learner's own word: "My novia Lucía", "my namorado Thiago"
    r"fella|bloke|hubby|missus|other half|significant other|bf|gf|(?<=new )(?:man|woman)|novi[ao]|namorad[ao])\b"
    # "my wife Lucía", "My girlfriend (namorada) Júlia"; not "my partner IN crime", "my partner OK'd it"
    # (a gloss is one word, the role in the speaker's language: not "My boyfriend (my friend's) Rick", "(in the game)",
    # "(ex now)")
    r"(?:,? (?:\((?!(?i:ex|former|late|rip|fake|pretend\w*|imaginary|fictional|future|hopefully|lol|jk|kidding|"
    r"virtual|online|not)\))[^\W\d_]{2,20}\) )?(?P<name>[A-Z][^\W\d_A-Z]+)\b)?"
)
# a name in lower case after the role, where a whole texted sentence is: "my bf lukas r going to ikea"; a word
# before a verb of the partner's, not one of the common words that may stand there ("my bf really is", "my gf just
# said")
_TEXTED_NAME = re.compile(
    r",? (?!(?:but|who|was|has|had|just|said|says|will|wont|can|cant|keeps|thinks|wants|got|gets|made|makes|"
    r"really|finally|totally|literally|also|still|always|never|even|too|lol|lmao|omg|tho|tbh|ngl|kinda|sorta|prob|"
    r"def|actually|basically|honestly|seriously|usually|sometimes|then|now|today|and|the|this|that|from|for|with|"
    r"came|took|asked|bought|surprised|is|isnt|did|does|didnt|doesnt|"
    # what is the partner's, texted without "'s": "my bf mum is coming over", "my gf truck got towed"
    r"mum|mom|mam|mama|mommy|dad|daddy|papa|parents|folks|fam|family|sister|sis|brother|bro|bros|cousin|aunt|auntie|"
    r"uncle|nan|nana|gran|granny|grandma|grandpa|grandad|son|daughter|kid|kids|baby|ex|friend|friends|mate|mates|"
    r"bestie|roommate|flatmate|housemate|boss|coworker|colleague|dog|cat|pet|puppy|car|truck|van|bike|phone|laptop|"
    r"house|flat|place|room|job|work|team|band|birthday|bday|party|game|hair|mood|lowkey|highkey|prolly|probs|"
    r"apparently|obviously|clearly|legit|lately)\b)(?P<n>[a-z]{3,12}) "
    # (an aside between that says it so: "my wife amara (still weird to say that lol) wants …"; not "(future wife lol)",
    # "(someday!!)", "(not legally lol)", "(as my nephew calls her)")
    r"(?:\((?=[^()]*\b(?:still|finally|officially|yes|yep|new|weird|strange|married)\b)"
    r"(?![^()]*\b(?:not|future|someday|one day|joke|jk|kidding|wish\w*|calls?|soon|months?|weeks?|nickname|name)\b)"
    r"[^()]{1,60}\) )?"
    r"(?:r|is|and (?:i|me)|n (?:i|me)|& (?:i|me)|has|was|just|came|took|bought|got|made|asked|said|surprised|wants|"
    r"invited)\b"
)
# the speaker with the partner: "me n my bf", "lukas and i", "we"
_WITH_ME = re.compile(r"\b(?:me (?:n|and|&)|(?:and|n|&) (?:i|me)|we|us|our)\b", re.I)
# a friend called "gf" or "bf": "Girls night tonight with my gf Tanya", "My bf Sarah … I'm her maid of honour"
_FRIENDS = re.compile(
    r"\b(?:(?:girls|lads)['’]? (?:night|holiday|trip|weekend)|maid of honou?r|bridesmaid|bestie|best friend)\b", re.I
)
_ROMANCE = re.compile(
    r"\b(?:date|dating|love|together|kiss\w*|romantic|trip|holiday|weekend away|valentine\w*|anniversary|moved in|"
    r"relationship|couple|meet (?:his|her|their) (?:parents|folks|family|mum|mom|dad))\b",
    re.I,
)
_TITLE_CASE = re.compile(r"\b[A-Z][a-z]")
# words that make a status not held yet, only supposed, hoped for or said (:data:`_UNSURE`, :data:`_SOME_DAY`)
_NOT_YET = r"if|will|would|I['’]ll|going to|gonna|hope|imagine|yet|dream\w*|said|says|called|practi[cs]\w*"
# a partner's promise still ahead or only said, before the role: "can't wait to call Mateo my husband", "practising
# saying my wife Sophie", "soon to be my husband", "introduced himself as my husband"
_SOME_DAY = re.compile(
    rf"\b(?:{_NOT_YET}|becomes?|future|someday|one day|wish|want\w*|like to|likes to|saying|say|told|to be|soon|"
    r"basically|officially|introduc\w*|translat\w*|text\w*)\b|\bas\s*$|:|"
    r"\bcall(?:s|ed|ing)? (?:him|her|them|(?-i:[A-Z])\w+) $",
    re.I,
)
# a label before a colon, no quote: "Wedding planning question: my fiancée Sofia …"
_LABEL = re.compile(
    r"^\W*(?:(?:wedding|planning|wedding planning|quick|honest|real|serious|budget|venue|gift|travel|paperwork|visa) )?"
    r"(?:question|q):\s*$",
    re.I,
)
# a fiancé or spouse said but hedged: "my husband Kenji, well boyfriend really", "future fiancée, I propose on Friday",
# "My husband Kenji, if we ever get married, …", "as if lol"
_ROLE_HEDGED = re.compile(
    r"\bwell,? (?:my )?(?:boy|girl)friend\b|\b(?:boy|girl)friend really\b|\bfuture (?:fianc\w*|wife|husband)\b|"
    r"\b(?:I|I['’]ll|I will|gonna) propose\b|\bhaven['’]t proposed\b|\bfortune[- ]teller\b|\bas if\b|"
    r"\bif (?:we|I) (?:ever )?(?:get|got) married\b|\bif (?:he|she|they) (?:proposes?|says? yes)\b|"
    r"\bif that['’]?s what\b|\bimaginary\b|\b(?:aren['’]t|are not|not) married\b",
    re.I,
)
_QUOTED = re.compile(r"[\"“”]|(?:^|\s)['‘]\w")  # a line quoted: "'my wife Amy'", not "I'm"
# a sentence quoted or reported, by any quote mark or a word that reports: "my brother goes 'im in auckland for good
# now'", "My sister just texted: I'm the PM now!"
_QUOTED_OR_REPORTED = r"['\"‘“]|\b(?:goes|says|said|texted|told|like)\b"
# a spouse in a story, a play, a game, a song, a dream, or in the past: "my husband Macbeth is played by Jonny", "my
# fiancé Tom and I split up in 2019", "old photos of my fiancé Tom from before the breakup"
_TOLD_OR_PLAYED = re.compile(
    r"\b(?:play\w*|script|story|novel|film|movie|song|lyrics?|character|campaign|cosplay\w*|sims|nightmare|"
    r"dream\w*|rehears\w*|costume|role|voice|accent|"
    # (not a good impression made: "I really want to make a good impression")
    r"(?<!\bgood )(?<!\bbad )(?<!\bfirst )(?<!\bgreat )impression|wrong[- ]number|ex|former|sorry|breakup|broke up|"
    # ("before" not of a first together ahead as a married couple: "before our first Christmas as a married couple";
    # still "before our first kid" of the past, "before our first anniversary" of a nickname)
    r"split|divorc\w*|"
    r"before(?! (?:our|my) first (?:[\w'’-]+ ){1,2}as (?:a )?"
    r"(?:married couple|husband and wife|man and wife|newlyweds)\b)|"
    r"photos?|used to|passed|miss)\b",
    re.I,
)
# an unnamed fiancé or spouse as the subject of its clause: "my wife reckons …", "my fiancé and I"; not "Priya is my
# wife", "my husband pillow"
_ROLE_AS_SUBJECT = re.compile(
    r"(?:^|[,;(]\s*|\b(?:and|so|but|lol|honestly)\s+)[Mm]y (?:new )?(?:husband|wife|hubby|missus|fianc[ée]e?)"
    r"(?= and I\b| (?:is|was|has|had|just|and|[a-z]+s|made|cooked|got|took|bought|proposed|surprised|did|went|came|"
    r"found|left|put|gave)\b|[,.!]?\s*$)"
)
_TO_BE = re.compile(r"[- ]to[- ]be\b(?:,? (?P<name>(?-i:[A-Z][a-z]+))\b)?", re.I)  # "my husband-to-be Karim": engaged
_AS_PARTNER = {
    "husband": "married to",
    "wife": "married to",
    "hubby": "married to",
    "missus": "married to",
    "fianc": "engaged to",
}
# what makes an unnamed partner the user's couple ("my partner and I just celebrated six months")
_COUPLE = re.compile(r"\b(?:together|celebrat\w*|anniversary|moved in|moving in|move in|months|years|love)\b", re.I)
# the partner the memory names, now an ex: "my ex husband Haruto", "my ex, Nia,"
# (or a learner's "My boyfriend before, Kwame, he is gone with other girl")
_MY_EX = (
    r"\b(?:(?i:my ex)(?:[- ](?i:husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?))?,? |"
    r"(?i:my (?:husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?) (?:from )?before), )"
)
_MY_SPOUSE_BY_NAME = r"(?<!\bex )(?<!\bex-)(?<!\bformer )(?<!\blate )(?<![\"“‘'])\b(?i:my (?:new )?(?:husband|wife)),? "
# what makes a partner's new name, or the end with them, no fact: a question, a plan or wish, a joke, a quote, not yet
_UNSURE = re.compile(rf"\?|[\"“”]|\b(?:{_NOT_YET}|what if|when|wants?|plan\w*)\b", re.I)
_JOKE = re.compile(r"\b(?:kidding|joking|jk|lol no|pretend\w*|costume|game|role-?play|autocorrect\w*)\b", re.I)
_NO_PARTNER = frozenset({"single", "divorced", "separated", "widowed"})
# going over to an employer, named, in the user's own words ("I switched over to Spotify", "I
# started at Lyft")
_GONE_OVER = (
    r"\b(?:I|we)(?:['’]ve| have)? (?:\w+ )?(?:(?:switched|jumped|joined)(?: over| ship)?(?: to)?|started (?:at|with)) |"
    # "I already resign from Huawei and now work in Tencent"
    r"\b(?:I|we|and) (?:\w+ )?now work (?:in|at|for) "
)
_RAW_WORD = re.compile(r"[^\W_]+")
_VALUE_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")  # "children's" one word, as terms() reads it
# diets said of food and places as well as of people ("a gluten-free bakery", "an Atkins plan bar"): the user's own
# only in a clause of theirs
_OWN_DIET_ONLY = frozenset({"gluten-free", "dairy-free", "lactose-free", "atkins", "low-carb", "no restrictions"})
_FIRST_PERSON = re.compile(r"\b(?:I|I['’]m|I['’]ve|im|ive|me|my|we|our)\b", re.I)  # texted too: "im just doing …"
_CLOSED = frozenset({"diet", "relationship"})  # slots whose values are a known few
# a job's values are open, so a new one must be in the user's words, but for the states without
# work that one says in many ways ("I've been laid off" → "User is unemployed")
_NO_WORK = frozenset({"unemployed", "retired"})
# a job no pattern reads, said as work ("User teaches history", "User runs a bakery"); not
# "User works from home", "User got a promotion" or "User has a new boss"
_WORK = re.compile(
    r"^User (?:(?:teaches|trains|coaches)(?! (?:her|him|them|me|us|my|his|their|our|your)\b)|runs|owns|drives|"
    # not one person taught: "she wants me to teach her the wiring regulations"
    r"manages|works as|builds|designs|writes|works (?P<prep>on|in|at) (?=(?:the|an?) ))"
)
# the same work said as doing it ("User is managing a bookshop", "User's job now is writing code …")
_DOING = {
    "teaching": "teaches", "running": "runs", "owning": "owns", "driving": "drives", "managing": "manages",
    "working as": "works as", "training": "trains", "coaching": "coaches", "building": "builds",
    "designing": "designs", "writing": "writes",
}  # fmt: skip
_DOING_AS = re.compile(rf"^User(?:['’]s job(?: now)? is| is)(?: now)? (?P<v>{'|'.join(_DOING)}) (?P<rest>.+)$")


# a job answer said as being something or somewhere (:func:`_as_work`): one to three lower-case
# words ending as a person who does something ("bank teller", "sommelier"), or at an employer
_IS_AS = re.compile(
    r"User is (?:now )?(?:(?P<a>an?) (?P<x>(?:[a-z-]+ ){0,2}(?:[a-z-]+|[A-Z][a-z]+[A-Z][a-z]+))|"
    r"(?:at|with) (?P<e>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2}))"
)
_SELF = r"\b(?i:I['’]m|I am|im|I['’]ve become|I became) (?:now )?"
# the job said as what one works as: "working full time as a", "night shifts as a"
_WORKING_AS = (
    r"\b(?i:work(?:s|ing|ed)?(?: [\w-]+){0,3} as|shifts? as|"
    # "joined zoho as a", not "joined the choir as a", "joined my mate's startup as an"
    r"joined(?! (?:the|a|an|my|our|his|her|their|this|that|some)\b)(?: [\w&.'’-]+){1,3} as|"
    # "flying short-haul routes as a first officer", not "serving as a juror", "teaching my son … as a"
    r"(?:flying|driving|nursing|teaching|cooking|serving|cleaning|selling)"
    r"(?: (?!(?:my|our|his|her|their|me|him|them|us|the kids|out|to)\b)[\w-]+){1,3} as|"
    # "I started at Bosch in January as a test engineer"
    r"started (?:at|with) (?:[\w&.'’-]+ ){1,4}as|"
    # "flying as a first officer", not "serving as a juror", "driving as a volunteer"
    r"(?:flying|driving|nursing) as(?! an? volunteer\b)"
    r") "
)
# work beside the job held, not instead of it: "I'm a game dev in my spare time now"
_ON_THE_SIDE = re.compile(
    r"\b(?:spare time|after work|outside (?:of )?work|on top of|alongside|hobby\w*|day job|side hustle\w*|for fun|"
    r"on the side|weekends?)\b",
    re.I,
)
# the answer's prefix for a job that is a state or a post: "User's job now is retired", "… is a nurse"
_JOB_NOW_IS = re.compile(r"^User's (?:job|occupation|work) (?:now )?is (?:now )?(?=an? |retired\b|unemployed\b)")
# an employer said as the job ("User's job now is at the Odeon") or as being employed by, where the speaker says so
# ("User is employed by Bosch" for "I'm now employed by Bosch", not for "Sarah from uni is employed by Pfizer now")
_EMPLOYED_AT = re.compile(
    r"^User(?:'s (?:job|work) (?:now )?is (?:now )?at| is (?:now )?(?P<employed>employed (?:by|at))) (?=(?:the )?[A-Z])"
)
# the same with a post and no article: "User's job now is head chef at Ostra" → "User works as head chef at Ostra"
# (not work said as doing it, read by _as_work: "User's job now is driving for UPS")
_JOB_NOW_IS_BARE = re.compile(
    r"^User's (?:job|occupation|work) (?:now )?is (?:now )?"
    rf"(?=(?!(?:an?|the|retired|unemployed|at|with|for|working|in|{'|'.join(_DOING)})\b)[a-z]+(?: [a-z]+)?"
    r"(?: (?:at|for|with) [A-Z][^,]*)?$)"
)
# a place after the job that the message may say otherwise: "User is a quantity surveyor at Abuja"
_AT_PLACE = re.compile(r" (?:at|in) [A-Z][\w'’-]*$")
# the body a post is held for: "User is a press officer for the city council"
_FOR_ORG = re.compile(
    r" (?:(?:for|at|with) (?:the|a|an) [\w'’ -]+|(?:for|at) [A-Z][\w'’&.-]*(?: [A-Z][\w'’&.-]*){0,3})$"
)
# taken on by an employer: "Figma hired me as a designer", "the council took me on as a refuse
# collector", "Canva poached me from Google"
_TAKEN_ON = re.compile(
    r"\b(?P<e>(?:[Tt]he |[Aa]n? )?(?:[a-z]+|[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})) (?:has |have |just |finally )*"
    r"(?:(?:(?:hired|recruited|signed) (?:me|us)(?: on)?|(?:took|taken|brought) (?:me|us) on) as (?:an? )?"
    r"(?P<x>[a-z][\w -]{1,40}?)(?=$|[,.;!?]| (?:in|last|this|on|at|for|and|since|so)\b)|poached (?:me|us)\b)"
)
# the same said the other way round: "Got poached by Shopify - fully remote, starts Monday"
_POACHED_BY = re.compile(
    r"(?:^|(?<=[.!?]\s)|\bI(?:['’]ve| have)? |\bI was )(?i:(?:just |finally )?(?:got|was|been) poached by) "
    # (an employer, not a team of one's own: "Got poached by Marketing, so I'm moving desks")
    r"(?!(?:Marketing|Legal|Sales|HR|Finance|Engineering|Product|Design|Ops|Operations|IT|Support|Research|Recruiting|"
    r"Data|Compliance|Security|Accounts|Procurement)\b)"
    r"(?P<e>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})"
    # (ending its phrase, no more said of it: not "… for her new project team", "… once, but I said no", "… in 2019 and
    # came back", "… recruiters", "Got poached by Meta? lol no")
    r"(?=\s*(?:$|[-–—,.!;]|and (?:start|I)|last\b|this\b|yesterday\b|today\b))"
    r"(?![^.!?]*(?:\?|\b(?:once|but|said no|turned|came back|(?:19|20)\d\d|still|for (?:her|his|their|a|the|two|\d+)|"
    r"to help|recruiters?)\b))"
)
# a team joined, the work, not a part in it for fun or as a guest: "… at Riot as a mod for fun", "… as a speaker"
_NOT_JOINED_AS_WORK = (
    r"(?![^.!?]*\b(?:volunteer\w*|on weekends|for (?:a|the) (?:summer|season|week|month|project)|for fun|to help|"
    r"as an? (?:mod|moderator|speaker|guest|judge|mentor|volunteer|intern|fan)|in (?:19|20)\d\d)\b)"
)
# a team joined at an employer, the speaker's: "Since I joined the communications team at the Red Cross I write the
# press releases" (not a sports or volunteer team: "joined the football team at Cambridge")
_JOINED_TEAM_AT = re.compile(
    r"(?:\bI(?:['’]ve| have)? (?:just |recently |finally |now )?joined|\b(?i:since|after) (?:I )?join(?:ed|ing)) the "
    r"(?!(?:[\w-]+ )?(?:football|soccer|rugby|cricket|hockey|basketball|netball|volleyball|swim\w*|running|rowing|"
    r"volunteer\w*|debate|debating|quiz|choir|book|chess|dance|trivia|pub|sports?|softball|baseball)\b)"
    r"(?:[\w-]+ ){0,3}team at (?P<the>the )?(?P<e>(?!I\b)[A-Z][\w&.-]*(?:['’]s(?= [A-Z]))?"
    r"(?: (?!I\b)[A-Z][\w&.-]*(?:['’]s(?= [A-Z]))?){0,2})(?!['’\w])"
    rf"{_NOT_JOINED_AS_WORK}"
)
# or a team or department of an employer, by its name, joined by the speaker: "my first one since joining Unilever's
# procurement department", "I just joined Google's cloud team" (not a group of a platform's or a club's: "Facebook's
# keto support group", "the Red Cross's first aid team at the festival", "… department's supplier portal"; not asked,
# wished or someone else's: "Should I have joined …", "Since joining Google's cloud team, my husband never …")
_JOINED_UNIT_OF = re.compile(
    r"(?:(?:^|(?<=[.!?]\s))I(?:['’]ve| have)? (?:just |recently |finally )?joined|"
    r"\bmy first [^.!?,]{0,30}? since (?:I )?join(?:ed|ing)|"
    # or since joining it, the speaker the one who goes on right after: "Since joining Spotify's data team I have way
    # more free evenings" (not "…, my husband never gets home before 9", "Since joining Google's cloud team is
    # basically impossible, I …"), a unit of work by its field (not "Reddit's moderation team", "Nike's run club
    # team"), kept (not "… I have to admit I was miserable, so I quit", "… for a two-week hackathon")
    r"(?P<since>(?:^|(?<=[.!?]\s))(?i:since|after) (?:I )?join(?:ed|ing)"
    r"(?![^.!?]*\b(?i:quit|left|miserable|hackathon|intern\w*|for (?:a|one|two|three|\w+-week)|fell through|"
    r"impossible|applied|rejected|volunteer\w*|unpaid|fans?|club|customers?)\b)))"
    r" (?P<the>the )?(?P<e>(?!I\b)[A-Z][\w&.-]*(?: (?!I\b)[A-Z][\w&.-]*){0,2})['’]s "
    r"(?(since)(?i:(?:[\w-]+ )?(?:data|engineering|cloud|marketing|sales|finance|legal|design|product|research|"
    r"security|platform|infrastructure|ops|operations|hr|people|communications|comms|procurement|analytics|audit|tax|"
    r"strategy|growth|editorial|content|logistics|supply chain|risk|compliance|ml|ai|devops|mobile|backend|frontend|"
    r"web|it|payments|recruiting|talent|brand|pr|policy|energy|treasury|accounts|customer success) )|"
    r"(?:[\w-]+ ){0,3})"
    r"(?i:team|department|division)\b(?!['’]s)(?(since),? I(?:['’]ve|['’]m| have| am)? [a-z]|)"
    rf"{_NOT_JOINED_AS_WORK}"
    r"(?![^.!?]*\b(?:for (?:a|the) (?:festival|event)|at the (?:festival|event|marathon|race)|as an? customer|online|"
    r"register|audience|support|fans?|supporters?)\b)"
)
# a workplace the speaker left for other work: "since I left the classroom for hospice nursing", "Ever since I traded
# the newsroom for a kindergarten classroom", "Since I swapped the hospital ward for a classroom"
_LEFT_A_WORKPLACE_FOR = re.compile(
    rf"{_I_LEFT_MY}(?:[\w-]+ ){{0,2}}(?:classroom|newsroom|ward|courtroom|kitchen|office|trading floor|boardroom|"
    r"cubicle|lab|pulpit|cockpit|salon|shop floor|factory floor|operating theatre|pharmacy|clinic|surgery|law firm|"
    r"bank|agency|hospital|building site|oil rig|barracks|police force|army|navy|stage|studio)s? for "
    rf"(?:the |a |an |my )?{_NOT_A_WHILE}[\w-]{_LEFT_FOR_GOOD}"
)
# a family's business taken over, the speaker's work now: "Taking over my uncle's dairy farm means the spreadsheets are
# the easy part now" (not "my brother is taking over …", "thinking about taking over …")
_TAKING_OVER = re.compile(
    r"(?:^\s*|(?<=[.!?]\s)|\bI['’]m |\bI am |\bI(?:['’]ve| have) |\bI (?=took\b)|"
    # or after the work left, the speaker's: "left tech for good and took over the family farm in wales", "Ever since
    # I hung up the suit and took over the family vineyard"
    r"(?:^|(?<=[.!?]\s))\W*(?:(?i:lol|so|ok|honestly|well|ever since|since|after)\W+)*(?:I (?:\w+ )?)?"
    r"(?i:left|quit|hung up|packed in|gave up|ditched)\b[^.!?]{0,60}?\band (?=took\b))"
    r"(?i:taking|took|taken) over (?i:my|our|the) "
    r"(?:\w+['’]s )?(?:(?i:family|old|little) )?(?P<b>(?:[\w-]+ )?"
    r"(?i:farm|business|bakery|shop|restaurant|practice|garage|cafe|café|pub|store|vineyard|ranch|workshop|salon))\b"
    # (the whole of it: not "the business side of the practice", "the practice's social media")
    r"(?!['’])(?! (?i:side|part|end|account|plan|card|class|course|trip|meeting|floor|counter|till|desk|tasting|"
    r"kitchen|stall|booth|table|grill|bbq|party)\b)"
)
# a business kept only for a spell or not at all: "… for the weekend while my sister is away", "… was the plan, but"
_FOR_A_SPELL = re.compile(
    r"\b(?:while|until|till|temporar\w*|cover\w*|for (?:the|a|a few|\w+) (?:weekends?|weeks?|days?|months?|summer)|"
    # (or given up since: "… then sold it in 2019 and went back to coding")
    r"plan|but|sold|went back)\b",
    re.I,
)
_PRONOUN = r"they|she|he|it|we|someone|somebody"
# an answer's partner named in lower case (not a word: "User is dating someone", "… again")
_PARTNER_LOWER = re.compile(
    r"(?P<pre>User (?:is (?:now )?(?:dating|seeing|married to|engaged to|in a relationship with)|has a (?:new )?"
    r"(?:girlfriend|boyfriend|partner|fianc[ée]e?|wife|husband) named) )"
    r"(?!(?:someone|somebody|anyone|nobody|again|now|her|him|them|my|me|a|an|the|each|other|myself|mum|mom|mam|ma|"
    r"dad|da|pa|sis|bro|nan|nana|gran|granny|boys|girls|lads|mates|fam|family|gang|crew|squad|cuz|bestie)\b)"
    r"(?P<n>[a-z][a-z'’-]+)$"
)
# words of a couple beside a partner texted in lower case (not "me n sam been seein each other's posts")
_COUPLE_TEXTED = re.compile(
    r"\b(?:seein(?:g|['’])? each other(?!['’]s)|dating|going out|together|girlfriend|boyfriend|partner|[gb]f|engaged|"
    r"married|fianc\w*)\b",
    re.I,
)
_JUST_MATES = re.compile(r"\b(?:just|only) (?:mates|friends|pals|buddies)\b", re.I)
_SOMEONE = re.compile(rf"(?i:{_PRONOUN})")  # "they hired me as a designer" may be the employer held
# the first word of an office's name that is no employer's: "the Head Office", "the Sales office", "the Oval Office"
_NOT_AN_OFFICE_OF = frozenset({
    "head", "main", "home", "sales", "oval", "front", "back", "regional", "central", "new", "old", "corporate",
    "local", "district", "branch", "post", "box", "ticket", "doctor's", "dentist's", "registry", "tax", "land",
    "foreign", "patent", "press", "tourist", "lost", "admissions", "principal's", "hr", "it", "legal", "finance",
})  # fmt: skip
_NOT_AN_EMPLOYER = re.compile(rf"(?i:{_PRONOUN}|the|an?|my|our|their|his|her|so|and|but|then)\b")


def _employer(taken: re.Match[str]) -> str | None:
    """The employer a :data:`_TAKEN_ON` match names, or None ("the council", "they")."""
    e = taken["e"]
    return e if e[0].isupper() and not _NOT_AN_EMPLOYER.match(e) else None


# the owner of what the user opened, runs or owns: "User is now a cafe owner" for "… to open a cafe"
_OWNER = re.compile(r"User is (?:now )?(?:an? |the )?(?P<x>[a-z]+(?: [a-z]+)?) owner")
_OPENED = r"\b(?:open|opened|opening|run|running|own|owning|started|starting|set up|bought) (?:a|an|my|our) (?:own )?"
# work at a place, said as the answer's last words ("User's job now is shelving books at the
# library"), where the user said a job or work there ("I got a job at the library")
_JOB_AT_PLACE = re.compile(
    r"User(?:['’]s job(?: now)? is| is now| now) [a-z]+ing(?: [a-z]+){0,3} at (?P<p>(?:the|a|an) [a-z]+(?: [a-z]+)?)"
)
_WORK_AT = r"\b(?:job|work|working|works|hired|employed|position|role) (?:\w+ ){0,2}at "
_AGENT = re.compile(rf"(?:{_AGENT_ENDINGS}|smith|wright|guard|keeper|hand)$")
# words of that shape that are no work: family, a hobby, a diet, a habit
_NOT_WORK = re.compile(
    r"(?:(?:grand)?(?:mother|father)|brother|sister|daughter|member|beginner|believer|lover|runner|swimmer|climber|"
    r"cyclist|hiker|surfer|skier|gamer|reader|walker|player|vegetarian|pescatarian|carnivore|flexitarian|regular|"
    r"customer|client|patient|resident|parent|introvert|extrovert|optimist|pessimist|perfectionist|"
    r"volunteer|passenger|spectator|juror|witness|participant|donor|holder|saver|investor|supporter|hobbyist|"
    r"listener|subscriber|tenant|guest|visitor|attendee|flyer|rower|defender|ringer|powerlifter|bodybuilder)$"
)


@dataclass(frozen=True, slots=True)
class Checked:
    """The candidates, those that replace a memory marked so; how many questions were asked and
    how many answers were unusable."""

    candidates: list[Candidate]
    calls: int = 0
    unusable: int = 0


async def check_slots(
    llm: ChatProvider,
    candidates: Sequence[Candidate],
    turns: Sequence[Turn],
    memories: Sequence[str],
    kinds: Sequence[str],
    metadata: dict[str, str],
    learned: Learned = NOTHING_LEARNED,
) -> Checked:
    """Ask about each slot memory in ``memories`` that the user's turns touch and ``candidates``
    did not already change; see the module docstring. A change that one of ``candidates``
    already says marks that candidate as the replacement; another is added. ``learned`` is what the weights of
    :mod:`muninn.write.gate` read, where there are any: the signs of change of the memories, the learned values
    of the closed slots' memories (:func:`learned_value`) and the new home of a residence's
    (:func:`learned_place`)."""
    signs, values, places = learned
    said = said_in_earnest(turns)
    # "User is vegetarian" for "cut out meat but kept seafood": pescatarian, whoever read it
    out = [
        c if (p := _diet_kept(c.content, said)) == c.content else c.model_copy(update={"content": p})
        for c in candidates
    ]
    clauses = _clauses(said)
    held = [(m, f) for m in memories if (f := slot_of(m)) is not None and not f.negated]
    out = [
        c.model_copy(update={"content": "User is single"})
        if (f := slot_of(c.content)) is not None and any(_divorced_unwed(f, h, said) for _, h in held)
        else c
        for c in out
    ]
    if any(f.slot == "job" for _, f in held):
        # the extraction's "User is a full-time potter" for "I'm a full-time potter now" is work, in
        # the job slot's words, so that it replaces the job held
        out = _one_job(
            [c.model_copy(update={"content": w}) if (w := _job_as_work(c.content, said)) else c for c in out],
            said,
            [f for _, f in held if f.slot == "job"],
        )
    changes = [(c, f) for c in out if (f := slot_of(c.content)) is not None and any(f.contradicts(o) for _, o in held)]
    # a slot only said as ended ("User no longer follows a paleo diet") may still have its new value read by code
    ended = {f.slot for _, f in changes} - {f.slot for _, f in changes if not f.negated}
    changed = {f.slot for _, f in changes} - ended
    out = _new_partner_after_the_end(out, held, said, kinds)
    calls = unusable = 0
    asked: set[Slot] = set()
    for memory, filled in held:
        if filled.slot == "job" and filled.slot in changed:
            out = _post_with_employer(out, memory, filled, said, clauses)
        if filled.slot in changed or filled.slot in asked or len(asked) >= MAX_CHECKS:
            continue
        sign = -math.inf if signs is None else signs.get(memory, -math.inf)
        taken = reading(filled, memory, said, clauses, sign)
        place = learned_place(filled, sign, None if places is None else places.get(memory))
        if taken is None and place is None:
            continue
        asked.add(filled.slot)
        now = None if taken is None else taken.now
        if filled.slot in ended and now is not None and now.startswith("User eats "):
            now = None  # after an end, the new value by its name ("doing the mediterranean diet now"), not foods
        if now is None and taken is not None and taken.ask:  # not said plainly enough for code: the question
            try:
                answer = await ask_slot(llm, filled, said, metadata)
            except (OutputError, ProviderError):
                # counted, and the extraction kept: a retry would redo the paid-for extraction as well (the learned
                # home, where there is one, still taken: it needed no answer)
                calls, unusable = calls + 2, unusable + 1
                if place is None:
                    continue
            else:
                calls += answer.calls
                now = answer.now or taken_on_sign(answer.value, filled, memory, said, sign, clauses)
                now = _post_at_employer_joined(now, memory, said)
                now = now or learned_value(filled, memory, said, sign, None if values is None else values.get(memory))
        now = now or place
        if now is None or (filled.slot in ended and (new := slot_of(now)) is not None and new.negated):
            continue  # an end only, where the extraction said it already
        if filled.slot in ended:  # "quit paleo lol now im a full on veggie": the new value instead of the end only
            out = [c for c in out if not any(c is e for e, f in changes if f.slot == filled.slot)]
        same = next((i for i, c in enumerate(out) if content_hash(c.content) == content_hash(now)), None)
        if same is not None:
            out[same] = out[same].model_copy(update={"replaces": memory})
            continue
        out.append(_replacing(now, memory, filled.slot, kinds))
    if any(f.slot == "job" for _, f in held):
        out = _one_job(out, said, [f for _, f in held if f.slot == "job"])  # the post beside an employer read here
    return Checked(not_restated(out, memories), calls, unusable)


def _post_at_employer_joined(now: str | None, memory: str, said: str) -> str | None:
    """The answer's post ("User works as a project lead") at the employer the speaker joined as it, where the job held
    is an employer: "… announcing that I've joined Siemens Energy as a project lead" (the post alone loses where)."""
    held = _WORKS_AT.fullmatch(memory)
    post = None if now is None else re.fullmatch(r"User works as an? (?P<p>[\w -]+?)\.?", now)
    if held is None or post is None:
        return now
    joined = re.search(
        rf"\bjoined (?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){{0,3}}) as (?:an? |the )?{re.escape(post['p'])}\b", said
    )
    return f"{post.group().rstrip('.')} at {joined['e']}" if joined and not _says(joined["e"], held["e"]) else now


def _post_with_employer(
    candidates: list[Candidate], memory: str, filled: Filled, said: str, clauses: Sequence[str]
) -> list[Candidate]:
    """``candidates`` with the extraction's post ("User works as a product manager") at the new employer code reads
    beside it ("… at Siemens Healthineers" for "I'm a product manager at Siemens Healthineers now, after leaving
    Samsung"), where the job held is an employer: the post alone would replace the employer and lose where."""
    if (
        _WORKS_AT.fullmatch(memory) is None
        or (taken := reading(filled, memory, said, clauses)) is None
        or not taken.now
    ):
        return candidates
    now = taken.now
    return [
        c.model_copy(update={"content": now}) if now.startswith(c.content.rstrip(". ") + " at ") else c
        for c in candidates
    ]


# the post as the speaker's profile or signature shows it now: "My LinkedIn headline says 'Junior Data Analyst at …'"
_HEADLINE_SAYS = (
    r"\bmy (?:new )?(?:linkedin )?(?:headline|job title|title|email signature|bio) (?:now )?(?:says|reads)\b"
)


def change_taken(content: str, slotted: Sequence[str], said: str) -> bool:
    """Whether the extraction's fact may stand where it fills a slot that a memory in ``slotted`` holds with another
    value. Where the message has a word of change on the slot's topic (:func:`reading` would ask the slot question),
    it does, as ever; where it has none, only as the slot question's answer would (:func:`_change`: the value said as
    the speaker's own now, not a trip's, a game's, someone else's …). A careless extraction stores "User lives in
    Reykjavik" for "I'm in Reykjavik for a conference", and the fact would supersede the home. An end only ("User is
    no longer vegan") is judged apart; a fact of no held slot stands."""
    filled = slot_of(content)
    if filled is None or filled.negated:
        return True
    held = [(m, f) for m in slotted if (f := slot_of(m)) is not None and not f.negated and filled.contradicts(f)]
    if not held:
        return True
    if filled.slot == "job" and (
        (post_by_ward_or_liking(content) and _own_post_said(filled.value, said))  # "I love being a paramedic"
        or re.search(rf"{_HEADLINE_SAYS}[^.!?]*\b{re.escape(filled.value)}\b", said, re.I) is not None
    ):
        return True
    if filled.value == "married" and any(
        (r := reading(f, memory, said)) is not None
        and not r.ask
        and r.now is not None
        and (g := slot_of(r.now)) is not None
        and g.value == "engaged"
        for memory, f in held
    ):
        return False  # code reads a proposal accepted: "Tomasz asked me to marry him and I said yes" is no wedding yet
    return any(
        ((r := reading(f, memory, said)) is not None and r.ask) or _change({"answer": content}, f, said) is not None
        for memory, f in held
    )


def not_restated(candidates: Sequence[Candidate], memories: Sequence[str]) -> list[Candidate]:
    """``candidates`` without one that only restates a slot memory of ``memories`` which another of
    them changes (contradicts, or is marked to replace): "User lives in Leeds" copied from KNOWN
    beside "User moved to Berlin", or "User works at Amazon" beside the change code read from "I
    started at Microsoft on Monday after leaving Amazon", would supersede the change it came with
    (restated alone it is a no-op)."""
    held = [(m, f) for m in memories if (f := slot_of(m)) is not None]
    changed = [
        f
        for m, f in held
        if any(c.replaces == m or ((g := slot_of(c.content)) is not None and g.contradicts(f)) for c in candidates)
    ]
    return [
        c
        for c in candidates
        if c.replaces is not None or (g := slot_of(c.content)) is None or not any(g.restates(f) for f in changed)
    ]


_WORKS_AT = re.compile(
    # "User has a new job at Microsoft" beside "User is a data scientist" too
    r"^User (?:now )?(?:works (?:at|for)|(?:has|got|started|landed) a new job (?:at|with)) "
    r"(?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,3})$"
)
_POST = re.compile(r"^User (?:is|works as) (?P<a>an?) (?P<x>[a-z][\w -]{1,40})$")


def _one_job(candidates: list[Candidate], said: str = "", held: Sequence[Filled] = ()) -> list[Candidate]:
    """``candidates`` with an employer and a post said in one exchange as one job ("User works at
    Tencent" and "User is a product manager": "User works as a product manager at Tencent"), so
    that the second does not replace the first."""
    at = [(i, m) for i, c in enumerate(candidates) if (m := _WORKS_AT.fullmatch(c.content)) is not None]
    post = [
        (i, m)
        for i, c in enumerate(candidates)
        if (m := _POST.fullmatch(c.content)) is not None and (f := slot_of(c.content)) is not None and f.slot == "job"
    ]
    if len(at) != 1 or len(post) != 1:
        return candidates
    (i, employer), (j, p) = at[0], post[0]
    x, e = re.escape(p["x"].split()[-1]), re.escape(employer["e"])
    post_at = rf"\b{x}\b[^.!?;,]{{0,30}}\b(?:at|for|with) (?:the )?{e}\b"
    at_as = rf"\b{e}\b[^.!?;,]{{0,30}}\bas (?:an? )?(?:[\w-]+ )?{x}\b"  # "working in Tencent as product manager"
    if not re.search(f"{post_at}|{at_as}", said, re.I):
        return candidates  # not one job: "Still a nurse, but weekend shifts at Tesco"
    one_job = f"User works as {p['a']} {p['x']} at {employer['e']}"
    merged_f, at_f = slot_of(one_job), slot_of(candidates[i].content)
    if any(at_f and at_f.contradicts(h) and not (merged_f and merged_f.contradicts(h)) for h in held):
        return candidates  # the employer is the change: "Left St Mary's, I'm a nurse at the Royal Infirmary now"
    replaces = candidates[j].replaces or candidates[i].replaces  # where the slot check read one of them
    merged = candidates[j].model_copy(update={"content": one_job, "replaces": replaces})
    return [merged if k == j else c for k, c in enumerate(candidates) if k != i]


class Reading(NamedTuple):
    """How the slot check takes a message on a slot's topic: the change code reads plainly (no
    question), or whether the model is asked."""

    now: str | None
    ask: bool


def reading(
    filled: Filled, memory: str, said: str, clauses: Sequence[str] | None = None, sign: float = -math.inf
) -> Reading | None:
    """How :func:`check_slots` takes ``said`` for the memory ``memory`` (which fills ``filled``):
    None when ``said`` is off the slot's topic, tells of a stay or of a prank; else what code reads, or whether
    to ask. ``clauses`` are ``said``'s, when already split; ``sign`` is the learned sign of change
    (:mod:`muninn.write.gate`): at :data:`~muninn.write.gate.SIGN_ASKS` or above it stands for a word of change."""
    # "trying to keep halal" is on the diet's topic too (looked for only where nothing else puts it there)
    # (and a field worked in on the job's: "these days I run communications for a wildlife NGO", or a vehicle driven:
    # "I'm driving lorries for Tesco now", a pension drawn or the first pay from an employer)
    # the speaker's work by its employer's name, a turn from the work held: read once, for the topic and as a word of
    # change
    employers = list(_works_by_employer(said)) if filled.slot == "job" else []
    pivoted = filled.slot == "job" and _pivoted_from(filled, said)
    on_topic = (
        _on_topic(filled, said, memory)
        or (
            filled.slot == "diet"
            and (
                _own_diet(_HALAL_KEPT, said)
                or _NOTHING_FROM_ANIMALS.search(said) is not None
                or _PLANTS_NOW.search(said) is not None
            )
        )
        or (
            filled.slot == "job"
            and (
                any(
                    p.search(said)
                    for p in (
                        _IN_A_FIELD,
                        _PRESS_RELEASES_OF,
                        _DRIVING_NOW,
                        _NOW_RETIRED,
                        _JOINED_TEAM_AT,
                        _JOINED_UNIT_OF,
                        _LEFT_A_WORKPLACE_FOR,
                    )
                )
                or (_TAKING_OVER.search(said) is not None and not _FOR_A_SPELL.search(said))
                or any(m["q"] for m in _FIRST_AT.finditer(said))
                # (or by its employer's name: "My colleagues at Maersk keep …")
                or bool(employers)
                or pivoted
            )
        )
    )
    if not on_topic or PRANK.search(said):
        return None
    if not filled.negated and re.search(rf"{_STILL}{re.escape(filled.value)}\b", said, re.I):
        return Reading(None, False)  # "people thought I'd left Toyota, lol no, I'm still at Toyota"
    if filled.slot in ("residence", "job") and _held_for_years(filled, said):
        return Reading(None, False)  # "I grew up in Cork but I've been in Dublin ten years now"
    if filled.slot == "diet" and filled.value == "pescatarian" and _FISH_KEPT.search(said):
        return Reading(None, False)  # the diet held told as a change: "I gave up meat but kept fish three years ago"
    if filled.slot == "residence" and _VISIT.search(said) and not _SETTLED.search(said):
        return None  # "now in Tokyo for a week of meetings": a stay, not a move
    if filled.slot == "residence" and (
        _LANDLORD_ELSEWHERE.search(said) or (_MY_PLACE_IN.search(said) and _SECOND_HOME.search(said))
    ):
        return None  # the landlord of an office, a holiday let or a child's flat, a second home: not the speaker's home
    # a plan on the slot's topic ("we're thinking of moving"): not a change yet; one beside it
    # ("I got made redundant on Friday and want to let people know") is about something else
    # (what others may eat is no plan of the speaker's where the speaker hedges nothing: not "The kids will eat
    # anything with cheese, maybe I go back to vegetarian", "They might eat it if I made chicken")
    hedged = _HEDGED.search(said) is not None
    planned = [
        c
        for c in (_clauses(said) if clauses is None else clauses)
        if PLAN.search(c if hedged else _OTHERS_TASTE.sub("", c)) and _on_topic(filled, c) and not _plan_once_settled(c)
    ]
    plan = bool(planned)
    now = (
        partner_by_role(filled, said, memory)
        or wed_since(filled, memory, said)
        or _an_ex_now(filled, memory, said)
        or _held_said_yes(filled, memory, said)
    )
    if now is not None and not plan and filled.slot == "relationship" and _says_it_ended(now):
        # the one held an ex now, a new partner named after: "My boyfriend before, Kenji, we are not together anymore
        # since two months. Now I am meeting with Lars"
        later = read_change(filled, memory, said)
        if later is not None and (partner := slot_of(later)) is not None and partner.value not in _NO_PARTNER:
            now = later
    now = now or (None if plan else read_change(filled, memory, said))
    if now is None and filled.value in _NO_PARTNER:
        now = _nth_date_with(said)
    if now is not None and filled.slot == "relationship" and _says_it_ended(now):
        now = _dates_after(said, memory) or now  # "me and tomasz are done and ive been on 3 dates w this girl noor"
    if (
        now is not None
        and filled.slot == "relationship"
        and filled.value not in _NO_PARTNER
        and _says_it_ended(now)
        and (mine := partner_by_role(Filled("relationship", "single"), said)) is not None
        and not any(n in mine for n in _partner_names(memory))
    ):
        now = mine  # the end with the one held beside a new partner by role: "My girlfriend Ingrid is visiting her
        # family … Also Lukas keeps texting me even though it's been over for months"
    if (
        now is None
        and plan
        and filled.slot == "relationship"
        and all(_WEDDING_PLAN.fullmatch(c.strip(" .!")) for c in planned)
        and not _NOT_OUR_PROPOSAL.search(said)
    ):
        # the wedding planned after the proposal said yes to: "Marco proposed last night and I said yes! We're
        # thinking of a spring wedding"
        engaged = read_change(filled, memory, said)
        now = engaged if engaged is not None and engaged.startswith("User is engaged") else None
    # without a word of change only what code reads plainly counts: a message on the topic is
    # then most often about someone else or a one-off, which the model still answered
    # the value held said as one's past ("not bad for an ex-barista!") is a word of change too
    changed = (
        sign >= SIGN_ASKS
        or CHANGE.search(said) is not None
        or re.search(rf"\bex-{re.escape(filled.value)}\b", said, re.I) is not None
        # or said as the past: "it was way calmer back when I was at Google"
        or re.search(rf"{_BACK_WHEN}{re.escape(filled.value)}\b", said, re.I) is not None
        or (filled.slot == "residence" and any(not _says(m["p"], filled.value) for m in _HOME_BY_PLACE.finditer(said)))
        or any(not _says(m["e"], filled.value) for m in employers)
        or pivoted
        # the home held missed: "Honestly I still miss the Seoul subway, the buses in Busan are so confusing"
        or (filled.slot == "residence" and any(_says(m["p"], filled.value) for m in _MISSED.finditer(said)))
        # or the years there, or what was paid there, past: "After all those years in Seoul I was not ready for how much
        # it rains in Vancouver", "i pay like double what i paid in seoul"
        # (another city named beside it: not "After all those years in Seoul I still can't read hanja")
        or (
            filled.slot == "residence"
            and any(
                mentions(_sentence_at(said, m.start())[1], filled.value)
                for m in re.finditer(rf"{_YEARS_THERE}{re.escape(filled.value)}\b", said, re.I)
            )
        )
        # or living "here" some weeks or months, the one city named just before: "Does Busan have good night markets?
        # We've been living here by the sea for a month already"
        or (filled.slot == "residence" and _named_before_here(said) is not None)
        # or a partner of some months had by one held without: "… a birthday gift for Kenji? We've been together three
        # months" (not one held: "we've been together 6 months 🙄" for "User is dating Lucas")
        or (filled.value in _NO_PARTNER and re.search(rf"\b{_TOGETHER_SOME_MONTHS}\b", said, re.I) is not None)
        # or by one held with another, the one held told of in the past: "… a birthday surprise for Kwame? We've only
        # been together four months so nothing over the top. Liam hated surprises"
        or (
            filled.slot == "relationship"
            and re.search(rf"\b{_TOGETHER_SOME_MONTHS}\b", said, re.I) is not None
            and any(
                re.search(rf"\b{n}\s+(?:hated|loved|liked|was|used to|never did|always did|didn['’]t)\b", said)
                for n in _partner_names(memory)
            )
        )
        # or left for good: "Leaving Chicago behind was the best call I made this year"
        or (filled.slot == "residence" and not filled.negated and _left_for_good(filled.value, said))
        or (
            filled.slot == "job"
            and _runs_own(filled.value, said) is None
            and _own_business(said) not in (None, *_HOME_ROOMS)
        )
    )  # a business of the speaker's own that is not the job held: "the invoices for my own architecture studio"
    # (not asked where every sentence on the topic is in a game, a story or a dream: "In the dream I came back home
    # to Porto Alegre", "Sofia and I got married at the courthouse in Stardew lol")
    unreal = _NOT_REAL.search(said) is not None and all(
        _NOT_REAL.search(_DREAMED_OF.sub("", c)) for c in SENTENCES.split(said) if _on_topic(filled, c, memory)
    )
    return Reading(None if now is None else _diet_kept(now, said), now is None and not plan and changed and not unreal)


def _pivoted_from(filled: Filled, said: str, to: str = "") -> bool:
    """Whether ``said`` tells of a turn away from the work ``filled`` holds, by its field: "pivoting from journalism to
    ux research" for a journalist, "switched over from nursing" for a nurse; with ``to``, a turn to that work by its
    field ("ux research" for a UX researcher). The turn is the speaker's, told: opening a statement or after "I" (not
    "My editor is pivoting from …", "I'd love to try pivoting …", "Switching from teaching mode to mom mode")."""
    stem = re.sub(r"(?:ist|er|or|ant|ian|e)$", "", filled.value.split()[-1].lower())
    field = re.sub(r"(?:er|ist|yst|or|ian)$", "", to.lower())
    turn = re.compile(
        r"(?:^\W*(?:(?:ok|so|honestly|well|yeah|tbh)\W+)*|"
        r"\bI(?:['’]m| am|['’]ve| have)? (?:been |just |finally |recently )?)"
        r"(?:pivot(?:ed|ing)?|switch(?:ed|ing)(?: over)?) (?:away )?from (?:\w+ )?"
        + rf"{re.escape(stem)}\w*"
        + (rf" (?:in)?to (?:an? )?{re.escape(field)}\w*" if to else "")
        + r"(?![^.!?]*\bmode\b)",
        re.I,
    )
    return len(stem) >= 4 and any(turn.search(statement_of(sentence)) for sentence in SENTENCES.split(said))


# dates had with someone named, after the end: texted "ive been on 3 dates w this girl noor"
_DATES_WITH = re.compile(
    r"\b(?:I['’]ve|ive|I have|I)? ?(?:been on|went on|gone on|had) "
    r"(?:\d+|a few|a couple(?: of)?|two|three|four|five|six|several) dates (?:w|with|w/) "
    r"(?:this (?:girl|guy|woman|man|lady|dude) )?(?:called |named )?"
    r"(?P<n>(?!(?:him|her|them|someone|somebody|my|a|an|the|this|that|myself|me|people|guys|girls|netflix|tinder|"
    r"bumble|hinge|apps?|pizza|wine|food|work)\b)[A-Za-z][a-z]+)\b",
    re.I,
)

# a partner's parents met by the speaker: "i never thought i'd be meeting anyone's parents this soon but hana's folks
# are flying in from kyoto" (not "I'm meeting Daniel's parents, he's my best friend")
_PARENTS = r"(?:parents|folks|mum and dad|mom and dad)\b"
_MEETING_PARENTS = re.compile(
    r"\bmeet(?:ing)? (?:(?:anyone|someone|somebody)['’]s |(?:his|her|their) )?(?:parents|folks)\b[^.!?]*?"
    rf"\b(?P<n>(?!(?:my|his|her|their|our|your|anyone|someone|somebody)\b)[A-Za-z][a-z]+)['’]?s {_PARENTS}",
    re.I,
)
_PARENTS_OF = re.compile(rf"[A-Za-z]+['’]?s {_PARENTS}", re.I)
# someone met and been with since: "I met Aiyana at a pottery class and we've been together since spring"
_MET_TOGETHER = re.compile(
    r"\bI met (?P<n>(?-i:[A-Z])[a-z]+)\b[^.!?]{0,60}?\b(?:we['’]ve|we have) been "
    # (not "… together as friends", "… on a project", nor a pet: "… ever since, she's a good girl 🐶")
    rf"(?:together|dating|{_SEEING_EACH_OTHER})\b(?!\s+(?:as|on|in|at|for)\b)"
    r"(?![^.!?]*\b(?:good (?:girl|boy)|dog|puppy|cat)\b)",
    re.I,
)


def _parents_clause(sentence: str, m: re.Match[str]) -> tuple[str, re.Match[str]]:
    """Where a change read by ``m`` is to be looked at for a denial: a partner's parents met by their own turn of the
    sentence ("i never thought i'd be meeting anyone's parents this soon but hana's folks …"), else ``m`` itself."""
    if m.re is not _MEETING_PARENTS:
        return sentence, m
    turn = _AFTER_A_TURN.split(sentence[: m.start("n")])[-1]
    tail = turn + sentence[m.start("n") :]
    return tail, _PARENTS_OF.match(tail, len(turn)) or m


# a date that is not the first, and the one it is with: "a restaurant vibe for a third date? Her name's Lindiwe"
_NTH_DATE = re.compile(
    r"\b(?:our|my|for a) (?:second|third|fourth|fifth|sixth|\d+(?:nd|rd|th)) date\b(?! (?:of|on|in|for)\b)", re.I
)
# another's date, a story's, a rule's or a list's: "For a friend: …", "Writing a novel: the heroine goes on a third
# date", "The third date rule is dumb", "Her name's Kim, my dentist"
_NOT_MY_DATE = re.compile(
    r"\b(?:friends?|sister|brother|roommate|cousin|son|daughter|mom|mum|dad|novel|character|story|heroine|hero|writing|"
    r"rule|conference|list|asking for|coworker|colleague|dentist|doctor|boss|speaker|dating a|his date|her date|"
    r"their date|not mine|dog|cat|client|student|kid|screenplay|script|scene|film|movie|show|episode|not dating|"
    r"sims|game|tour|concert)\b",
    re.I,
)
# the one a sentence is about, named opening the next: "Her name's Lindiwe"
_NAMED_SO = re.compile(r"(?i:her|his|their) (?i:name)(?:['’]s| is) (?P<n>[A-Z][a-z]+)\b")


def _nth_date_with(said: str) -> str | None:
    """ "User is dating <Name>" for the speaker's own date that is not the first, its partner named in the next
    sentence ("… a restaurant vibe for a third date? Her name's Lindiwe, she's into jazz"), not someone else's, a
    joke's or a game's; else None."""
    date = _NTH_DATE.search(said)
    if date is None or _JOKE.search(said) or _NOT_REAL.search(said) or _NOT_MY_DATE.search(said):
        return None
    start, sentence = _sentence_at(said, date.start())
    named = _NAMED_SO.match(said[start + len(sentence) :].lstrip())
    if named is None or _about_someone_else([sentence], "relationship") or _DENIED.search(sentence):
        return None
    return f"User is dating {named['n']}"


def _dates_after(said: str, memory: str) -> str | None:
    """ "User is dating <Name>" for dates the speaker tells of having had with someone named other than the partner
    ``memory`` names (:data:`_DATES_WITH`) or met and been with since (:data:`_MET_TOGETHER`), in a statement, not in
    jest; else None."""
    if _JOKE.search(said) or _NOT_REAL.search(said):
        return None
    held = {n.lower() for n in _partner_names(memory)}
    for sentence in SENTENCES.split(said):
        m = _DATES_WITH.search(sentence) or _MET_TOGETHER.search(sentence) or _MEETING_PARENTS.search(sentence)
        name = None if m is None else m["n"]
        if (
            m is not None
            and name is not None
            and name.lower() not in held
            # (told, or texted with a question after it: "… ive been on 3 dates w this girl noor and i think i really
            # like her??"; not asked: "Should I go on 3 dates with Priya …?")
            and (
                m.start() < len(statement_of(sentence))
                or not re.search(
                    r"\b(?:should|would|could|have you|did|do|does|what|how|why|when|can|will|shall)\b",
                    sentence[: m.start()],
                    re.I,
                )
            )
            and not _denied(*_parents_clause(sentence, m))
            and not _about_someone_else([sentence[: m.start()]], "relationship")
        ):
            return f"User is dating {name[0].upper()}{name[1:]}"
    return None


def _plan_once_settled(clause: str) -> bool:
    """Whether ``clause`` plans only what follows a home said outright before the plan's word, itself no move: "Now
    that home is Vancouver I want to actually climb those mountains"."""
    plan = PLAN.search(clause)
    settled = _SETTLED.search(clause)
    return (
        plan is not None
        and settled is not None
        and settled.end() <= plan.start()
        and not TOPICS["residence"].search(clause, plan.start())
    )


# a post someone else goes on to: "She's leaving us to become a park ranger", "My coworker is leaving us to become a
# nurse" (not "she said I should become a nurse")
_ANOTHER_BECOMES = re.compile(
    rf"\b(?:she|he|they|my (?:\w+ )?(?:{_PEOPLE}))(?:['’]s|['’]re| is| are| was| were| has| have)?(?: \w+){{0,4}}? "
    r"(?:to become|to be|becoming|became|to work as|to retrain as|to train as) an? (?P<x>[\w -]{2,40}?)(?=$|[,.;!?])",
    re.I,
)


def _post_of_another(text: str, said: str) -> bool:
    """Whether the post the answer ``text`` names is said only as one someone else goes on to
    (:data:`_ANOTHER_BECOMES`), nowhere else in ``said``."""
    now = slot_of(text)
    if now is None or now.slot != "job":
        return False
    last = now.value.split()[-1]
    others = [m for m in _ANOTHER_BECOMES.finditer(said) if m["x"].lower().split()[-1] == last.lower()]
    return bool(others) and len(re.findall(rf"\b{re.escape(last)}", said, re.I)) == len(others)


# the place held as the speaker's own for years, to now: "I've been in Dublin ten years now", "we've lived in Pune
# since 2015" (not "I'd been in Dublin ten years before", "… ten years but that ends Friday")
_FOR_YEARS = (
    r"(?:for )?(?:(?:about|almost|nearly|over|more than) )?(?:\w+|\d+) (?:years|decades)(?: now)?\b|"
    r"since (?:(?:19|20)\d\d|I was (?:a kid|little|young|born))\b"
)


def _held_for_years(filled: Filled, said: str) -> bool:
    """Whether ``said`` tells the place or employer held as the speaker's for years, to now (:data:`_FOR_YEARS`)."""
    if filled.negated:
        return False
    held = re.compile(
        rf"\b(?:I['’]ve|I have|we['’]ve|we have) (?:been|lived|been living|worked|been working) (?:in|at|for|with) "
        rf"(?:the )?{re.escape(filled.value)},? (?:{_FOR_YEARS})",
        re.I,
    )
    for sentence in SENTENCES.split(said):
        m = held.search(sentence)
        if m is not None and not re.search(
            r"\b(?:until|till|before|but|then|ends?|ended|left|leaving)\b", sentence[m.end() :], re.I
        ):
            return True
    return False


# the value held said as the speaker's past: "back when I was at Google", "back when I lived in Lyon"
_BACK_WHEN = r"\bback when (?:I|we) (?:still )?(?:was|were|worked|lived) (?:at|in|for|with|as an?) (?:the )?"
# the years spent at a place or the rent paid there, past (a word of change where it is the home held)
_YEARS_THERE = (
    r"\b(?:(?:after |all )?(?:those|my|the) (?:\w+ )?years (?:in|living in|of living in)|"
    r"what (?:I|we) (?:used to pay|paid) (?:back )?in) "
)
# living "here" some weeks or months
_HERE_SOME_MONTHS = re.compile(
    r"\b(?:I|we)(?:['’]ve| have) been (?:living|based) here (?:by the \w+ |in the \w+ )?(?:for )?"
    r"(?:a|one|two|three|four|five|six|a few|a couple of|\d+) (?:weeks?|months?)\b",
    re.I,
)


def _named_before_here(said: str) -> str | None:
    """The one city ``said`` names (lower case), in the sentence just before the one telling of living "here" some
    weeks or months (:data:`_HERE_SOME_MONTHS`): "Does Busan have good night markets? We've been living here by the
    sea for a month already"; else None (not "I've been living here a month. My sister in Daegu says …", "… my gran's
    Busan cooking")."""
    sentences = SENTENCES.split(said)
    here = next((k for k, s in enumerate(sentences) if _HERE_SOME_MONTHS.search(s)), None)
    if not here:
        return None
    named: list[set[str]] = [
        {w.lower() for w in re.findall(r"\b[A-Z][\w'’-]+", unaccented(s)) if w.lower() in cities()} for s in sentences
    ]
    if len(named[here - 1]) != 1 or any(n for k, n in enumerate(named) if k != here - 1):
        return None
    place = next(iter(named[here - 1]))
    # (the place itself asked about, not its style or someone's in it: not "the Osaka-style okonomiyaki place")
    if re.search(rf"\b{re.escape(place)}(?:['’]s\b|-)", unaccented(sentences[here - 1]), re.I):
        return None
    return place


# a place missed by the speaker (a word of change where it is the home held)
_MISSED = re.compile(
    r"\bI (?:still |really |kinda |so )?miss (?:the |my |our |living in |life in )?(?P<p>(?-i:[A-Z])[\w'’-]*)", re.I
)
# the speaker's home by its place, another than the one held is a word of change: "The bus from my apartment on the edge
# of Sapporo only runs twice an hour" (not "redecorating our place in Kraków" for the home in Kraków)
_HOME_BY_PLACE = re.compile(
    r"(?:\b(?:my|our) (?:apartment|flat|house|condo|place|(?:new )?landlord|(?:new )?landlady|neighbou?rs? here)|"
    # opening a sentence: "The landlord here in Phoenix says the AC bill in July can hit $300"
    r"(?:^|(?<=[.!?]\s))the (?:landlord|landlady) here) (?:on the edge of|in|outside) (?:the )?"
    r"(?P<p>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?)",
    re.I,
)
# the speaker's work by its employer's name, a word of change where it is not the employer held: "My colleagues at
# Maersk keep throwing shipping abbreviations around", "the Airbus onboarding portal keeps logging me out"
_WORK_BY_EMPLOYER = re.compile(
    r"\b(?:(?:my|our) (?:new )?(?:colleagues|co-?workers|teammates|team|boss|manager|supervisor|payslips?) "
    r"(?:at|from) |"
    r"(?:the|my) (?=(?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*)? (?:onboarding|induction|staff|employee) "
    r"(?:portal|training|badge|handbook|laptop|email)\b))"
    r"(?P<e>(?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*)?)",
    re.I,
)
# a landlord's sentence about another rental than the speaker's home: "For my new office space, my new landlord in
# Manchester …", "my new landlord in Bristol, well hers", "Our summer sublet is sorted: my new landlord in Lisbon" (not
# "My new landlord in Tucson says the swamp cooler needs servicing before summer")
_LANDLORD_ELSEWHERE = re.compile(
    r"(?:^|[.!?]\s+)(?=[^.!?]*\b(?:landlord|landlady)\b)[^.!?]*\b(?:office|studio|shop|sublet|holiday|hers|his|theirs|"
    r"summer (?:let|rental|place|house|flat|apartment|home|cottage)|"
    r"tenants?|daughter|son)\b",
    re.I,
)
# "my place in Kraków", beside a second home: "splitting time", "my summer house"
_MY_PLACE_IN = re.compile(r"\b(?:my|our) place in\b", re.I)
_SECOND_HOME = re.compile(
    r"\b(?:summer|holiday|second|weekend|beach|country) (?:house|home|place|flat|cottage)|splitting (?:my )?time|"
    r"on weekends|this summer|guests staying\b",
    re.I,
)
# a plan of the wedding only, which an engagement brings: "We're thinking of a spring wedding"
_WEDDING_PLAN = re.compile(
    r"(?:(?:so|and|now) )?(?:we['’]re|we are) (?:already |now )?(?:thinking|planning|hoping)(?: (?:about|of|on|for))? "
    r"(?:a|an|our) (?:[\w-]+ )?wedding(?: (?:in|next|this) [\w ]{1,20})?",
    re.I,
)
# a proposal not made to the speaker, or not for real: "I dreamed Marco proposed", "proposed a toast", "In the game",
# "Just kidding", "I said no"
_NOT_OUR_PROPOSAL = re.compile(
    r"\b(?:dream\w*|nightmare|game|kidding|jk|joking|lol|lmao|toast|said no|vows?|renew\w*|years? ago|back in)\b", re.I
)
# a hedge of the speaker's, beside what others may eat
_HEDGED = re.compile(
    r"\b(?:if|maybe|perhaps|I['’]ll|I['’]d|I guess|should I|could|think(?:ing)? (?:about|of)|considering)\b", re.I
)
# what others may like to eat is no plan of the speaker's: "a lentil dish the kids might actually eat"
_OTHERS_TASTE = re.compile(
    r"\b(?:the kids|kids|children|they|he|she|everyone|the family|my (?:kids|children|family|guests))"
    r"(?: \w+)? (?:might|may|will|would)(?: \w+)? (?:eat|like|enjoy|love|try|touch|prefer)\b",
    re.I,
)


class SlotAnswer(NamedTuple):
    """The model's answer about one slot, the change code reads in it, and the calls it took."""

    value: object
    now: str | None
    calls: int


async def ask_slot(
    llm: ChatProvider,
    filled: Filled,
    said: str,
    metadata: dict[str, str],
    prompt: Callable[[str, str], list[Message]] = slot_check_messages,
) -> SlotAnswer:
    """Ask ``llm`` the question of ``filled``'s slot about ``said`` and read its answer
    (:func:`_change`); raises :class:`OutputError` or :class:`ProviderError` on no usable answer.
    ``prompt`` builds the messages (a benchmark tries variants)."""
    answer = await ask_json(
        llm,
        prompt(filled.slot, said),
        schema=SLOT_CHECK_SCHEMA,
        purpose="consolidate",
        metadata=metadata,
        max_tokens=60,
    )
    return SlotAnswer(answer.value, _change(answer.value, filled, said), answer.calls)


def _new_partner_after_the_end(
    candidates: list[Candidate], held: Sequence[tuple[str, Filled]], said: str, kinds: Sequence[str]
) -> list[Candidate]:
    """``candidates`` with an end of the relationship held ("User is single" for "… since Ravi and I
    broke up") replaced by the new partner the same message names ("Been seeing Mateo for a month
    since Ravi and I broke up"): the status now."""
    ends = [c for c in candidates if _says_it_ended(c.content)]
    if not ends:
        return candidates
    for memory, filled in held:
        now = read_change(filled, memory, said) if filled.slot == "relationship" else None
        if now is not None and (new := slot_of(now)) is not None and new.value not in _NO_PARTNER:
            return [c for c in candidates if c not in ends] + [_replacing(now, memory, "relationship", kinds)]
    return candidates


# the spouse held died, said by role: "Since my wife passed last year", "my husband died in March" (not "my wife's
# father died", "my wife passed her driving test", "… passed last week's bar exam", "died laughing", "died her hair")
_SPOUSE_DIED = re.compile(
    r"\b(?i:my) (?:(?:late|dear|beloved) )?(?i:wife|husband|spouse) (?:has |had )?(?:sadly )?"
    r"(?:passed away|died|passed(?= (?:last (?:year|month|week|spring|summer|autumn|fall|winter)|in (?:19|20)\d\d|"
    r"(?:earlier )?this year)\b(?!['’]s)))"
    r"(?! (?:laughing|inside|of (?:laughter|embarrassment|boredom|shame)|(?:her|his) hair)\b)(?!\w)",
    re.I,
)
# a death not for real: told in a story, a dream, a game or a mix-up ("my wife died in my sister's novel draft")
_NOT_A_REAL_DEATH = re.compile(
    r"\b(?:novel|draft|story|stories|film|movie|show|series|game|dream\w*|nightmare|song|lyric\w*|script|play|"
    r"mix-?up|mistake|letter says|insurance|joke|kidding|lol|haha\w*|"
    # an exam passed: "My wife passed last year with distinction", "passed in 2021, the CFA level 3 I mean"
    r"exams?|tests?|distinction|marks|honou?rs|grades?|levels?|degree|certif\w*|licen[cs]e|course|qualif\w*|"
    r"chartered|celebrat\w*|proud|I mean|first (?:big )?(?:job|post)|CFA|bar)\b",
    re.I,
)
# the partner held moved out, by name, the clause ending there or with its time: "kwame took the couch when he moved
# out", "Since Kenji packed up his things and took the coffee machine with him" (not "Kenji moved out of his parents'
# place", "moved out to Denver for work", "moved out the recycling", "packed his bag and left for the trip")
_MOVED_OUT = re.compile(
    r"\b(?:moved out"
    r"(?=\s*(?:$|[,.;!?]|(?:last|in|on|this|and|when|after|before|yesterday|recently|a|two|three|\d+|lol|for good)\b))|"
    r"moved (?:his|her|their|all (?:his|her|their)) (?:things|stuff|boxes) out\b|"
    # "Now that Diego has taken his stuff out"
    r"(?:took|taken) (?:his|her|their|all (?:his|her|their)) (?:things|stuff|boxes) out"
    r"(?=\s*(?:$|[,.;!?]|(?:last|on|yesterday|and)\b))|"
    # "tomás came by for the last of his stuff on sunday"
    r"(?:came|come|stopped|swung) (?:by|over|round|around) (?:for|to (?:get|grab|pick up|collect)) the last of "
    r"(?:his|her|their) (?:things|stuff|boxes|clothes)\b|"
    r"picked up the last of (?:his|her|their) (?:things|stuff|boxes)\b|"
    # "so chloe packed her stuff and left last weekend"
    r"packed(?: up)? (?:all )?(?:his|her|their) (?:things|stuff|bags|boxes|life)\b"
    r"(?= and (?:left(?=\s*(?:$|[,.;!]|and\b|(?:last \w+|yesterday|on \w+day|for good)(?=\s*(?:$|[,.;!]|and\b))))|"
    r"moved out(?=\s*(?:$|[,.;!?]))|"
    r"took (?:\w+ ){1,3}with (?:him|her|them)\b|"
    # "packed up his things and took the cat, the apartment is so quiet"
    r"(?<!bags and )took (?:the|our|my) (?:cat|dog|kitten|puppy|couch|sofa|tv|telly)(?=\s*(?:$|[,.;!]|with\b)))))",
    re.I,
)
# a partner's leaving undone, or no end of the couple: "or so he said. He was back by dinner", "He's still my bf, just
# got his own place", "we're doing long distance now", "after Kwame packed his stuff and moved out for uni?", "In the
# movie …", a nightmare
_NOT_GONE = re.compile(
    r"\b(?:came back|come back|was back|back by|back together|stronger|or so (?:he|she|they) (?:said|says)|"
    r"(?:his|her|their) (?:parents|mum|mom|dad)|still (?:my|together|dating|paying|with|talk\w*)|trial separation|"
    r"living apart|long[- ]distance|own (?:place|flat|apartment)|bigger place|for (?:uni|college|work|the job|school)|"
    r"to the gym|jk|kidding|movie|film|book|novel|play|song|dream\w*|nightmare|whose|like (?:his|her) ex)\b",
    re.I,
)
# a move out that is no end: for a while, back in, or together still
_NO_END = re.compile(
    r"\bstill (?:together|dating|a couple|with (?:him|her|them))\b|\b(?:long[- ])?distance\b|\bmoved back\b|"
    r"\bback in\b|\bwith me\b|\btogether\b|(?<!last )\b(?:weekend|trip|conference|holiday|vacation|marathon|till|until|"
    r"temporar\w*|hospital|storage|summer|friend ?zone|tour|offshore|rig|party|parents|mum|mom|finally|"
    r"when (?:he|she|they) (?:was|were)|I moved in|neighbou?rs?|from (?:his|her|their) ex|sister|brother|cousin|"
    r"friend|ex)\b|"
    r"\bin (?:19|20)\d\d\b|\bfor (?:the|a) (?:week|month|summer|year|few)\b",
    re.I,
)


# the one seen now, named in the next breath: "I'm seeing a woman now? Her name is Leilani" (read as "seeing a woman
# named Leilani" where the message names the partner held too)
_NAME_TOLD_AFTER = re.compile(
    r"\b((?:dating|seeing) (?:someone|somebody|a (?:\w+ )?(?:guy|girl|man|woman)))(?: new)?(?: now)?[.?!,;:]*\s+"
    r"(?:and )?(?:his|her|their) name(?: is|['’]s) (?=(?-i:[A-Z]))",
    re.I,
)


# news the speaker asks how to tell: "How do I tell my parents that …"
_TELLING = re.compile(
    r"\W*(?:(?:so|ok|okay|hey|help),?\s+)?(?:how (?:do|should|can|would) I|help me) (?:tell|break it to|explain to)\b",
    re.I,
)


def _moved_out(sentence: str, names: Sequence[str], case: int, said: str) -> bool:
    """Whether ``sentence`` (of ``said``) tells that the partner ``names`` name moved out, plainly: said, not asked,
    supposed, ahead or for a while, nor undone or not an end (:data:`_NOT_GONE`)."""
    if (
        _SUPPOSING.search(sentence)
        or _AHEAD.search(sentence)
        or _NO_END.search(sentence)
        or _NOT_REAL.search(sentence)
        or _NOT_GONE.search(said)
    ):
        return False
    for n in names:
        if (named := re.search(rf"\b{n}\b", sentence, case)) is None:
            continue
        out = _MOVED_OUT.search(sentence, named.end())
        between = sentence[named.end() : out.start()] if out is not None else ""
        if (
            out is not None
            and not _denied(sentence, out)
            and len(between) < 60
            # no one else between: "Kenji and I spent Saturday helping my sister after she moved out"
            and not re.search(r"\b(?:I|we|my|our|your|me|us)\b", between, re.I)
            and not _SOMEONE_ELSE.search(between)
            # not asked ("Did Kenji move out?"), unless the question supposes it: "Is it too soon to start dating again
            # three months after Kwame packed his stuff and moved out?"
            and (
                out.start() < len(statement_of(sentence))
                or re.search(r"\b(?:after|since) $", sentence[: named.start()], re.I) is not None
            )
        ):
            return True
    return False


def _says_it_ended(text: str) -> bool:
    """Whether ``text`` says the user has no partner now ("User is single", "User is widowed")."""
    filled = slot_of(text)
    return filled is not None and filled.slot == "relationship" and filled.value in _NO_PARTNER and not filled.negated


def _on_topic(filled: Filled, text: str, memory: str = "") -> bool:
    """Whether ``text`` is on the topic of ``filled``'s slot: its words, the value held, or the
    partner ``memory`` names ("Since Kwabena passed in March …")."""
    if TOPICS[filled.slot].search(text) or set(terms(filled.value)) & set(terms(text)):
        return True
    if filled.slot == "residence" and re.search(r"\bhere in\b", text, re.I):
        # texted: "the humidity down here in new orleans is no joke" (the cities looked for only after "here in")
        return any(re.search(r"\bhere in $", text[: m.start], re.I) for m in mentions(text, filled.value))
    if filled.slot == "residence" and re.search(r"\bfor good\b", text, re.I):
        # texted, in a city for good: "now that im in auckland for good, whats the deal w …"
        # (not quoted nor reported: "my brother goes 'im in auckland for good now'")
        return any(
            re.search(r"\b(?:i['’]?m|i am|we['’]?re|we are) (?:now )?in $", text[: m.start], re.I)
            and re.match(r" for good\b", text[m.end :], re.I) is not None
            and not re.search(_QUOTED_OR_REPORTED, _sentence_at(text, m.start)[1], re.I)
            for m in mentions(text, filled.value)
        )
    names = _partner_names(memory) if filled.slot == "relationship" else []
    return any(re.search(rf"\b{n}\b", text, re.I) for n in names)


def _partner_names(memory: str) -> list[str]:
    """The names a relationship memory holds ("User is married to Kwabena": Kwabena)."""
    return [w for w in re.findall(r"\b[A-Z][^\W\d_]+\b", memory) if w != "User"]


def diet_unsaid(content: str, said: str) -> bool:
    """Whether a diet fact says what the user's words deny: "User eats meat" where every meat word
    is left aside ("added eggs and dairy back in but still no meat", "ate the veg and left the
    beef"), or "User is vegan" where every diet word qualifies a thing ("a vegan challenge for one
    day", "my vegan cousins") rather than the speaker, or a restriction said in no clause of the
    speaker's ("The bakery is gluten-free")."""
    filled = slot_of(content)
    if filled is None or filled.slot != "diet" or filled.negated:
        return False
    if filled.value == "omnivore":
        if _EAT_EVERYTHING.search(said) and not _STILL_NO_MEAT.search(said) and not _EXCEPT.search(said):
            return False  # Ghanaian Pidgin "I dey chop everything now", beside "my wife's chicken soup"
        uses = [m for sentence in SENTENCES.split(said) for m in re.finditer(rf"\b(?:{MEAT})\b", sentence, re.I)]
        return bool(uses) and all(_not_eaten(m) for m in uses)
    if filled.value == "vegan" and (
        re.search(rf"\b{_ANIMAL_PRODUCTS_CUT}\b", said, re.I)
        # "no animal products at all in my kitchen or on my plate"
        # (the speaker's plate or kitchen itself, for good: not "… in my kitchen till they leave", "… for me and the
        # vegan guests", "… in my kitchen at work", "… in it, but nothing for me beats cheddar")
        or re.search(
            r"\bno animal products(?: at all| whatsoever)? (?:(?:on|in) my (?:plate|kitchen)|for me)\b"
            r"(?!\s+(?:and|to|at|till|until|for|this|tonight|today|when|while)\b)"
            # a streak of it: "day 30 of zero animal products"
            r"|\bday \d+ (?:of (?:no|zero) |without )animal products\b",
            said,
            re.I,
        )
    ):
        return False  # said without the word: "since I cut out fish and all other animal products … a vegan cake"
    if filled.value == "vegetarian" and re.search(rf"\b{_MEAT_LEFT}", said, re.I):
        return False  # said without the word: "Haven't touched meat since Lent … a good veggie lasagne recipe?"
    if filled.value == "low-fodmap" and not _own_fodmap([c for c in _clauses(said) if _says(c, filled.value)], said):
        return True  # "My sister is doing low FODMAP for her IBS" (and so an answer saying so, in _change)
    if filled.value in _OWN_DIET_ONLY:  # "The bakery is gluten-free, I went for the brownies"
        said_as = _SAID_AS.get(filled.value)  # or in other words: "no more wheat, barley or rye for me"
        return not _in_own_clause(
            [c for c in _clauses(said) if _says(c, filled.value) or (said_as is not None and said_as.search(c))]
        )
    uses = list(re.finditer(rf"\b(?:{DIET_NAMES})\b", said, re.I))
    # "I've been doing the pescatarian thing since new years" is the speaker's diet, "the vegan thing at work" is not
    return (
        bool(uses)
        and all(
            _QUALIFIES.match(said[m.end() :])
            and not (_DOING_THE.search(said[: m.start()]) and _THING.match(said[m.end() :]))
            # "… on a strict carnivore regimen" (not "my husband's carnivore regimen", "carnivore routine videos")
            and not (_ON_A.search(said[: m.start()]) and _REGIMEN.match(said[m.end() :]))
            for m in uses
        )
    )


_ONE_OFF = re.compile(
    r"\b(?:just|only) for (?:the|a|one|this|tomorrow\S*|today\S*|tonight\S*)\b|\b\d+ hours?\b|\bbreath test\b", re.I
)


def _own_fodmap(clauses: Sequence[str], said: str) -> bool:
    """Whether one of ``clauses`` (those saying a low-FODMAP diet) is the speaker's own, not someone else's ("My sister
    is doing low FODMAP"), and no sentence naming it a try, a while or a one-off ("tried low FODMAP back in 2019",
    "just for tomorrow's breath test")."""
    uses = [s for s in SENTENCES.split(said) if re.search(r"\bfodmap\b", s, re.I)]
    return any(
        (_FIRST_PERSON.search(c) or _TEXTED_OPENING.match(c)) and not _about_someone_else([c], "diet") for c in clauses
    ) and not any(for_a_while(s) or _ONE_OFF.search(s) for s in uses)


# texted without the "I": "Been on the low FODMAP diet for six weeks now", "Switched to low FODMAP"
_TEXTED_OPENING = re.compile(
    r"^\W*(?:(?:so|and|but|now|just|finally|officially)\W+)*(?:been|went|gone|switched|started|starting|doing|dropped|"
    r"moved|on)\b",
    re.I,
)


def _in_own_clause(clauses: Sequence[str]) -> bool:
    """Whether one of ``clauses`` (those saying a diet) is the speaker's: a gluten-free bakery is no diet of theirs."""
    return any(_FIRST_PERSON.search(c) for c in clauses)


_EXCEPT = re.compile(r"\b(?:except|apart from|but not)\b", re.I)
_DOING_THE = re.compile(r"\b(?:I['’]?m|I am|been) doing the (?:whole |full )?$", re.I)
_THING = re.compile(r"\s+thing\b", re.I)
_ON_A = re.compile(r"\bon an? (?:strict |full |proper |real )?$", re.I)
_REGIMEN = re.compile(r"\s+(?:regimen|protocol|routine)\b(?! (?:videos?|posts?|for (?:him|her|them|my|his|the)))", re.I)
_EAT_EVERYTHING = re.compile(
    r"\bI(?:['’]m| am)? (?:dey |now |just )?(?:eat|eating|chop|chopping) (?:everything|anything|it all) "
    r"(?:now|again)\b",
    re.I,
)


def _not_eaten(use: re.Match[str]) -> bool:
    """Whether the meat word ``use`` (in its sentence) is no meat the speaker eats: left aside ("still
    no meat"), someone else's ("my dad's lamb kebab", "My partner is cooking lamb for his parents", a
    sentence about a flatmate), asked about ("How long does meat take to digest?") or eaten by
    accident."""
    sentence, before = use.string, use.string[: use.start()]
    if _LEFT_ASIDE.search(before) or _THEIRS.search(before) or _ACCIDENT.search(sentence) or _ASKED_IF.search(before):
        return True
    if _LEFT_AFTER.match(sentence, use.end()) or _EATEN_BEFORE.search(before):
        return True  # "eggs n dairy are back on the menu, meat still no"; "Paleo had me eating a pound of beef a day"
    if _THEY_EAT.search(before) or _FOR_THEM.match(sentence, use.end()):
        return True  # "my in-laws … and they eat meat, can u suggest a roast chicken recipe for them"
    # (the speaker only in a question after it: "… all steak now 😩 how do I stop my tofu absorbing the smell")
    if _OTHER_SUBJECT.match(sentence) and not _SPEAKER.search(re.split(EMOJI_ASKS, statement_of(sentence))[0]):
        return True  # "My roommate went keto and the fridge is full of bacon now"
    if use.start() >= len(statement_of(sentence)):
        return True
    if _PLANT_BEFORE.search(before) or _NOT_A_DISH_AFTER.match(sentence[use.end() :]):
        return True  # "jackfruit carnitas", "chilli sin carne", "suya spice", "the schnitzel restaurant"
    clause = _clause_with(sentence, use.group(), sentence)
    return _about_someone_else([clause], "diet")


# a meat others eat, or one cooked for them: "they eat meat", "a roast chicken recipe for them"
_THEY_EAT = re.compile(
    r"\b(?:they|he|she)\s+(?:still\s+|all\s+|only\s+|do\s+|does\s+)?(?:eat|eats|ate|love|loves|like|likes|want|wants)\s+"
    r"(?:[\w'’-]+\s+)?$",
    re.I,
)
_FOR_THEM = re.compile(r"(?:\s+[\w'’-]+){0,2}\s+for (?:them|him|her|the kids|the guests)\b", re.I)


# what others ask of the speaker: "my mom still asks every Christmas if I eat chicken"
_ASKED_IF = re.compile(
    r"\b(?:asks?|asked|asking|wonders?|wondered)(?: (?:me|us))?(?: (?:every|each|at) \w+)? (?:if|whether) (?:I|we) "
    r"(?:still |ever )?(?:eat|have|want|miss)\b[^,.;!?]*$",
    re.I,
)
_PLANT_BEFORE = re.compile(rf"\b{PLANT}\s+(?:[\w-]+\s+)?$", re.I)
_NOT_A_DISH_AFTER = re.compile(
    r"^(?:-style|\s+(?:spice|spiced|seasoning|style|stall|restaurant|place|steakhouse|shop|truck|van|menu)\b)", re.I
)


# another's event: "his engagement party", "Bashir's wedding"; not "Saturday's wedding", "Me and Kofi's wedding",
# nor "her wedding dress" (the partner's is the user's own)
_THEIR_EVENT = re.compile(
    r"(?<!\bme and )\b(?:his|their|(?!(?i:my|our|it|that|here|there|what|who|today|tonight|yesterday|tomorrow|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)(?-i:[A-Z])\w+['’]s|(?:sister|brother|cousin|"
    r"friend|mate|mum|mom|dad|son|daughter|boss|colleague|neighbou?r)['’]s) (?:[\w-]+ )?(?:engagement|wedding|divorce|"
    r"marriage|honeymoon|funeral|break-?up|separation)\b"
    # a speech or a gift for hers: "a short speech for her engagement party" (not "our")
    r"|\bfor her (?:engagement|wedding|bridal|hen) (?:party|shower|day|do|speech|toast)\b",
    re.I,
)


def status_of_others(content: str, said: str) -> bool:
    """Whether a slot fact in a status's words ("User is engaged") comes only from statements about
    someone else ("Bashir's sister just got engaged and I need a gift for the party")."""
    filled = slot_of(content)
    if filled is None or filled.negated or (said_as := _SAID_AS.get(filled.value)) is None:
        return False
    clauses = [c for c in _clauses(_statements(said)) if said_as.search(c)]
    # "… a funny toast for his engagement party": another's event in a clause of the speaker's
    return bool(clauses) and all(_THEIR_EVENT.search(c) or _about_someone_else([c], filled.slot) for c in clauses)


def said_by_user(turns: Sequence[Turn]) -> str:
    """The user's words in ``turns``, one turn a line."""
    return "\n".join(t.content for t in turns if t.role == "user")


def said_in_earnest(turns: Sequence[Turn]) -> str:
    """The user's words in ``turns`` that the slot rules read: of a turn, only what follows a "joking aside" ("I'm
    quitting Google to become a clown. Joking aside, can you help me with my slides?")."""
    return "\n".join(_JOKING_ASIDE.split(t.content)[-1] for t in turns if t.role == "user")


# the jest said before it set aside: "Joking aside,", "All jokes aside —", "kidding aside"
_JOKING_ASIDE = re.compile(r"\b(?:all )?(?:joking|jokes|kidding|jk) aside\b[\s,.!:;—–-]*", re.I)


_GIFT = re.compile(r"\b(?:gift|present|card|collection|leaving do|farewell|send-?off|toast|speech|retiring)\b", re.I)


def job_of_others(content: str, said: str) -> bool:
    """Whether a job fact ("User is a tutor") names an occupation the user spoke of only as other
    people's: in the plural or with another's ("tutors keep giving me the answers", "my tutor"), or as a
    gift's recipient (:func:`_gift_for`)."""
    return (
        _only_as(content, said, r"(?:my|our|his|her|their|the|\w+['’]s) ", plural=True)
        or _gift_for(content, said)
        or _apprentice_of_others(content, said)
    )


_TAKEN_ON_AS = r"(?:my|our|his|her|their|the|\w+['’]s|took on|taken on|hired|mentoring|training|supervising|new)"


def _apprentice_of_others(content: str, said: str) -> bool:
    """Whether "User is an electrician apprentice" names one the user took on, trains or mentors."""
    filled = slot_of(content)
    if filled is None or filled.slot != "job" or not re.search(r" (?:apprentice|trainee)$", filled.value):
        return False
    uses = list(re.finditer(rf"(?P<w>\b{_TAKEN_ON_AS} (?:an? )?(?:new )?)?\b{re.escape(filled.value)}\b", said, re.I))
    return bool(uses) and all(m["w"] for m in uses)


def _gift_for(content: str, said: str) -> bool:
    """Whether a job fact names an occupation the user spoke of only as a gift's recipient ("whats a
    good gift for a retiring paralegal")."""
    return _GIFT.search(said) is not None and _only_as(content, said, r"for an? (?:[\w-]+ )?")


def _only_as(content: str, said: str, whose: str, *, plural: bool = False) -> bool:
    """Whether every use in ``said`` of the occupation a job fact names comes after ``whose`` (or,
    with ``plural``, in the plural)."""
    filled = slot_of(content)
    if filled is None or filled.slot != "job" or filled.negated:
        return False
    last = re.escape(filled.value.split()[-1])
    uses = list(re.finditer(rf"\b(?P<whose>{whose})?{last}(?P<s>e?s)?\b", said, re.I))
    return bool(uses) and all(m["whose"] or (plural and m["s"]) for m in uses)


def said_of_someone_else(content: str, said: str) -> bool:
    """Whether a fact "User …" takes what the user said of someone close to them as the user's own:
    every sentence of ``said`` that shares a word with it opens on that person ("my mum finally
    tried oat milk and liked it" → "User likes oat milk"), with no first person in it, and the fact
    does not name the person ("User has a sister who is a nurse" is the user's own)."""
    if not content.startswith("User "):
        return False
    words = set(terms(content)) - {"user"}
    sentences = [s.strip() for s in SENTENCES.split(said) if words & set(terms(s))]
    for sentence in sentences:
        m = _OTHER_SUBJECT.match(sentence)
        if (
            m is None
            or _SPEAKER.search(_SENT_TO_ME.sub("", sentence))
            or re.search(rf"\b{re.escape(m['who'])}", content, re.I)
        ):
            return False
    return bool(sentences)


# the speaker only as what the other one sends or tells: "keeps sending me photos", "texted me"
_SENT_TO_ME = re.compile(
    r"\b(?:send|sent|text|call|tell|told|show|ask|beg|remind|invit|bug|messag|email|ping|nag|pester|facetim)\w* me\b",
    re.I,
)


_DREAM = re.compile(r"\b(?:dream\w*|daydream\w*|fantasi[sz]\w*)", re.I)
_CAME_TRUE = re.compile(r"^[^.!?]*\bnow (?:I|we) (?:actually |finally |really )?(?:do|am|are|live)\b", re.I)


# a post in a game or a simulation, as the fact names it (not "… at a flight simulator company")
_GAME_POST = re.compile(
    r"\b(?i:simulator|flight sim|in-game|in game|video game|role-?play\w*|roblox|minecraft|fortnite|"
    r"virtual (?:airline|group|crew|squadron))\b(?! (?i:company|firm|maker|manufacturer|centre|center))|\b(?:GTA|RP)\b"
)


# a world made up, played, watched or dreamt, in the sentence that names a value
_FICTION = re.compile(
    r"\b(?:(?:dating|farming|life|flight) sim(?:ulator)?|the sims|my sims?|sims? \d|minecraft|stardew(?: valley)?|"
    r"roblox|fortnite|animal crossing|assassin['’]s creed|d&d|dnd|"
    r"(?:video|farm|farming|cooking|city[- ]builder|board|mobile) game|in(?:-| )game|in (?:the|my|this) game|"
    r"my (?:character|avatar|sim|oc)|protagonist|(?:in|of) my (?:novel|story|book|script|screenplay|fanfic)|"
    r"rom-?com|watch(?:ed|ing) (?:a|the|this) (?:movie|film|show|series|finale)|the bachelor(?:ette)?|"
    r"had (?:a|the|this) (?:[\w-]+ ){0,2}?(?:dream|nightmare)"
    r"(?=\s*(?:$|[,.;:!?]|(?:that|where|about|last|I|lol)\b))|in my dreams?|dreamt|"
    r"dreamed (?:that|I|last))(?!\w)",
    re.I,
)


# a move denied outright: "I'm not relocating", "Not uprooting the kids mid-year"
_NOT_RELOCATING = re.compile(r"\b(?:(?:I['’]m|I am|we['’]re|we are) not relocating|not uprooting)\b", re.I)


def unheld_by_user(content: str, said: str) -> bool:
    """Whether a slot fact ("User lives in Hobart") comes only from what the user supposed, had
    once or was only offered: every sentence of ``said`` that names its value names it after an
    "if", "lived", "used to", "offered" … in the same clause (:data:`~muninn.write.slots.NOT_HELD`:
    "if I ever moved to Hobart …", "I lived in Tokyo in my twenties", "got offered a job at an
    edtech startup but turned it down"; not "we moved to Hobart, even if the cold is a shock"). Accents
    are folded in both ("new flat in gdansk" names Gdańsk)."""
    content, said = unaccented(content), unaccented(said)
    filled = slot_of(content)
    if filled is None or filled.negated:
        return False
    if PRANK.search(said):
        return True  # "April Fools went great: I told my mom that Ines and I broke up"
    if (
        filled.slot == "relationship"
        and re.search(r"\b[gb]f\b", content, re.I)
        and (_FRIENDS.search(said) or _NOT_REAL.search(said))
    ):
        return True  # "I have a bf for life, she's been my best friend", "My character has a gf in the novel"
    if filled.slot == "job" and _GAME_POST.search(content):
        return True  # "User is a pilot with the virtual Qantas group in Flight Simulator"
    if filled.slot == "job" and post_by_ward_or_liking(content) and not _own_post_said(filled.value, said):
        return True  # "User is a nurse on the paediatric ward" for "My mum is a nurse on the paediatric ward"
    first = _RAW_WORD.search(filled.value)
    if first is None:
        return False
    # a status is said in its own words ("broke up" for single), another value by its name
    said_as = _SAID_AS.get(filled.value) or re.compile(rf"\b{re.escape(first.group())}", re.I)
    uses = [m for s in SENTENCES.split(said) for m in said_as.finditer(s)]
    if uses and all(_FICTION.search(use.string) for use in uses):
        return True  # a game's, a story's, a show's or a dream's: "My character in this dating sim just married Akira"
    if filled.slot == "relationship" and uses and all(WEDDED_TO_WORK.search(use.string) for use in uses):
        return True  # "Honestly, I'm married to my job at this point", "my 'work husband'"
    if filled.slot == "residence" and _NOT_RELOCATING.search(said):
        return True  # "Our company just opened a branch in Lagos. I'm not relocating"
    here = (
        filled.slot == "residence"
        and not _HERE_FOR_A_WHILE.search(said)
        and (
            any(
                ((settled := _SETTLED_HERE.search(s)) or (_LIVING_HERE.search(s) and _left_a_place(said, filled.value)))
                # (the landlord's word is theirs, the home the speaker's: "The landlord here in Phoenix says …")
                and _held_now(_MOVED_FOR.sub("", s if not settled or settled.lastgroup is None else s[: settled.end()]))
                and not _SUPPOSED_HERE.search(s)
                for s in SENTENCES.split(said)
            )
            # or asked about "here in" it beside another place left: "Can you explain how the monthly tram passes work
            # here in Zagreb? Ever since I left Portugal I keep buying single tickets"
            or (
                any(re.search(r"\bhere in $", u.string[: u.start()], re.I) for u in uses)
                and any(not _says(m["p"], filled.value) for m in _SINCE_I_LEFT.finditer(said))
                and not _STAY_WORDS.search(said)
            )
        )
    )
    since = (
        filled.slot == "residence"
        and not _SUPPOSED_HERE.search(said)
        and not _HEDGED.search(said)
        and not re.search(r"\bthere\b", said, re.I)  # not "… call my sister there"
        and any(_FIRST_HERE_SINCE.search(s) for s in SENTENCES.split(said))
    )
    # or named as the one place, living "here" some weeks or months: "Does Busan have good night markets? We've been
    # living here by the sea for a month already"
    lately = (
        filled.slot == "residence"
        and not _SUPPOSED_HERE.search(said)
        and not _HEDGED.search(said)
        # (day trips from it, for a weekend, are from home)
        and not _VISIT.search(re.sub(r"\bday[- ]trips?\b[^.!?]*", "", said, flags=re.I))
        and not re.search(r"\bthere\b", said, re.I)
        # (none left: not "We moved from Busan …")
        and not re.search(r"\b(?:mov\w*|came|relocat\w*|shift\w*|emigrat\w*|left|leaving)\b", said, re.I)
        and _named_before_here(said) == filled.value.lower()
    )
    if (
        filled.slot == "residence"
        and uses
        and all(re.search(r"\bhere in $", u.string[: u.start()], re.I) for u in uses)
        and _STAYING_ONLY.search(said)
    ):
        return True  # "Our neighbour here in Tromsø (we're at the cabin till Sunday)"
    # a partner named in a question, the time together said: "… a birthday gift for Kenji? We've been together three
    # months"
    together = (
        filled.slot == "relationship"
        and re.search(rf"(?:^|(?<=[.!?]\s)){_TOGETHER_SOME_MONTHS}\b", said, re.I) is not None
    )
    # or the end of a way from another place asked about, the speaker come "here": "What's the cheapest way to ship a
    # few boxes of books from Kenya to Accra? I left most of my stuff behind when I relocated here last month."
    shipped = (
        filled.slot == "residence"
        and re.search(
            r"\b(?:I|we)(?:['’]ve| have)? (?:just |recently )?(?:relocated|moved|came) here\b(?! to (?-i:[A-Z]))",
            said,
            re.I,
        )
        and not re.search(r"\bthere\b", said, re.I)
        and not _STAY_WORDS.search(said)
        and not _SUPPOSED_HERE.search(said)
        # (no one else's things shipped: "… for my cousin?", "… my brother needs it")
        and not re.search(
            r"\bfor (?:my|his|her|their|a) \w+|"
            r"\b(?:my|his|her) (?:brother|sister|cousin|friend|mum|mom|dad|son|daughter|parents?|partner|boss)\b",
            said,
            re.I,
        )
    )
    # (the home near a place, not supposed nor a stay: "If I rent it, …", "We're only in Osaka for a week")
    near = (
        filled.slot == "residence"
        and not re.search(r"\b(?:if|only in|for a (?:week|few days|month))\b", said, re.I)
        and not _STAY_WORDS.search(said)
    )
    # (a post asked for, the news so already)
    announced = filled.slot in ("job", "residence") and not _NOT_YET_NEWS.search(said)
    return bool(uses) and all(
        not (announced and _ANNOUNCING.search(use.string[: use.start()]))
        and _unheld_use(
            use,
            here
            or (since and _asked_in(use))
            or together
            or lately
            or bool(shipped and re.search(r"\bfrom (?-i:[A-Z])[\w'’-]+(?: [\w'’-]+)? to $", use.string[: use.start()]))
            or bool(near and _FROM_NEW_HOME_NEAR.search(use.string[: use.start()])),
        )
        for use in uses
    )


# a stay, not a home, beside a place said only "here in" it: a cabin, a campsite, a flight home, a flat viewed, a
# son's move, the landlord one works for
_STAYING_ONLY = re.compile(
    r"\b(?:cabin|camp\w*|till|until|fly(?:ing)? (?:home|back)|showing us|job offer|offer there|helping (?:my|our) \w+ "
    r"move|property manager|I work for|b&b|bnb|guesthouse|where my parents live|my parents['’]? place|"
    r"should (?:I|we) (?:still )?sign)\b",
    re.I,
)


def _asked_in(use: re.Match[str]) -> bool:
    """Whether the place ``use`` names is asked about as the place one is in ("… this high in Dubai??"), with no
    "here" or comparison in its sentence (not "as high in Dubai as it is here?")."""
    return _ASKED_IN.search(use.string[: use.start()]) is not None and not re.search(
        r"\b(?:here|than|compared?)\b", use.string, re.I
    )


def _own_post_said(post: str, said: str) -> bool:
    """Whether ``said`` tells the post (a job value: "nurse") as the speaker's own now, in a statement of
    work not beside the job, a spell, a game or the past: "Being a nurse on the paediatric ward is
    exhausting", "I love being a paramedic", "I'm a midwife on the labour ward now"; not "My mum is a
    nurse …", "I was a nurse …", "I loved being a barista", "I'd love being a paramedic"."""
    own = re.compile(
        r"(?:\bI['’]m|\bI am|(?:^|(?<=[.!?]\s))Being|\bI (?:really |just |absolutely |honestly )?(?:love|enjoy) being) "
        rf"(?:now )?an? (?:[\w'’-]+ ){{0,2}}{re.escape(post.split()[-1])}\b",
        re.I,
    )
    for sentence in map(statement_of, SENTENCES.split(said)):
        if any(p.search(sentence) for p in (_NOT_THE_JOB, _ON_THE_SIDE, _NOT_REAL, _PAST_TIME, _WISHED)):
            continue  # not "Being a nurse on the paediatric ward would be my dream job"
        if any(not NOT_HELD.search(sentence[: m.start()]) for m in own.finditer(sentence)):
            return True
    return False


_WHEN_WILL = re.compile(r"\bwhen (?:I['’]ll|I will|will I|I['’]m (?:going to|gonna)|am I (?:going to|gonna))\b", re.I)


# the speaker settled where the message names in a question: "what's the bus card called in Valparaíso? Just signed a
# lease here", "Any tips for the humidity in Singapore? Our lease here started last month"
# work a move is made for, someone's or one's own: "my wife's posting", "my new job"
_MOVE_REASON = r"(?:\w+['’]s )?(?:new )?(?:job|work|posting|transfer|studies|degree)"
_SETTLED_HERE = re.compile(
    r"(?:^\W*|\b(?:I|we)(?:['’]ve| have)?\s+)(?:(?:just|finally|recently|officially)\s+)?"
    r"(?:signed (?:a|the|my|our) (?:new )?(?:lease|tenancy|rental (?:contract|agreement))|"
    r"(?:moved|relocated|shifted|settled)(?: over| up| down)?) here\b"
    r"(?!\s+(?:in|to)\s+(?-i:[A-Z])|,? here being| as a (?:kid|child|student)\b|"
    # a reason of the move is no stay: "since we shifted here for my wife's posting"
    rf" for (?:my|our|his|her|their|the)\b(?! {_MOVE_REASON}\b))|"
    # the speaker's landlord, beside a question about "here": "… the tram passes here in Zagreb? … my landlord only
    # speaks Croatian too" (not "my landlord in Lisbon", "my landlord back home")
    r"\b(?:my|our) (?:new )?(?:landlord|landlady)\b(?! (?:in|back|at|from|there)\b)(?!['’]s)(?P<l>)|"
    r"^\W*the (?:landlord|landlady) here\b(?P<tl>)|"  # opening the sentence: "The landlord here in Phoenix says …"
    # a lease here begun: "Our lease here started last month"
    r"\b(?:our|my) (?:new )?(?:lease|tenancy|rental contract) here (?:(?:only|just) )?(?:started|began|kicked off)\b|"
    # weeks here by now, beside the move's cause: "been here 3 weeks now since the transfer"
    r"(?:^\W*|\b(?:I|we)(?:['’]ve| have)?\s+)been here (?:for )?(?:\d+|a few|a couple of|two|three|four|five|six) "
    r"(?:weeks|months)(?: now)? since the (?:transfer|move|relocation)\b|"
    # weeks of living here counted, opening the sentence: "Three weeks of living here and I'm already homesick for the
    # street food back home"
    rf"(?:^\W*|(?<=[.!?]\s)){_WEEKS_OF_LIVING_HERE}|"
    # the keys of one's home, or its lease, without the place: "We finally got the keys to our apartment there", "the
    # first one since I got the keys", "we only signed the lease on this old machiya" (not the keys of an office, a
    # shop or a holiday let, nor someone else's: "I got the keys to the office", "to my sister's flat")
    r"(?:^\W*|\b(?:I|we)(?:['’]ve| have)?\s+)(?:(?:just|finally|recently|officially|only)\s+)?"
    r"(?:got|picked up|collected) (?:the|our|my) keys\b(?! (?:to|for|of) (?!(?:our|my) (?:new )?"
    r"(?:apartment|flat|house|home|place|condo)\b))(?![\w ]{0,30}\b(?:in|at|on) (?-i:[A-Z]))|"
    r"(?:^\W*|\b(?:I|we)(?:['’]ve| have)?\s+)(?:(?:just|finally|recently|officially|only)\s+)?"
    r"signed the lease on (?:this|our|my) (?:[\w-]+ )?(?:apartment|flat|house|home|place|condo|machiya|cottage|loft|"
    r"studio apartment|bungalow|townhouse)\b(?! (?:in|at|on) (?-i:[A-Z]))",
    re.I,
)
# living here now, or moved by one's employer: "now that I'm living up here", "the company relocate me", taken as a
# move only beside another place told of as left (:func:`_left_a_place`)
_LIVING_HERE = re.compile(
    r"\b(?:I['’]m|I am|we['’]re|we are) (?:now )?(?:living|based) (?:up |down |over |out )?here\b(?! for\b)|"
    r"\b(?:company|employer|work|firm|bank|they) (?:has |have |had )?relocated? (?:me|us)\b(?! to\b)",
    re.I,
)
# another place told of as left: "I left Dublin for good in March", "my old SIM from Cape Town", "I come from Hanoi"
_LEFT_A_PLACE = re.compile(
    r"\b(?:(?:I|we) (?:\w+ )?(?:left|come from|came from|moved from)|since leaving|"
    r"(?:my|our) old [\w ]{1,20}? (?:from|in)) (?P<p>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)",
    re.I,
)


# a place left for good, told as the time since: "Ever since I left Portugal I keep buying single tickets"
_SINCE_I_LEFT = re.compile(r"\b(?:ever )?since (?:I|we) left (?P<p>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)", re.I)
# a stay's words: "I left Lisbon yesterday, back on Sunday", "… for our honeymoon", "… for a semester abroad"
_STAY_WORDS = re.compile(
    r"\b(?:yesterday|this morning|last night|holidays?|vacation|honeymoon|semester|exchange|back on|trip|"
    r"for (?:a|the|two|three|\d+) (?:week|weekend|days?|month))\b",
    re.I,
)


def _left_a_place(said: str, value: str) -> bool:
    """Whether ``said`` tells of leaving a place other than ``value`` (:data:`_LEFT_A_PLACE`)."""
    return any(not _says(m["p"], value) for m in _LEFT_A_PLACE.finditer(said))


# a move "here" only for a while, or not made: "only until March", "a 3 month secondment", "It fell through"
_HERE_FOR_A_WHILE = re.compile(
    r"\b(?:till|until|temporar\w*|secondment|sublet|only for|for (?:a|one|two|three|four|six|\d+) (?:weeks?|months?)|"
    r"\d+[- ]month|almost|nearly|fell through|cancel\w*|pulled)\b",
    re.I,
)
# the reason of a move, someone else's work: "since we shifted here for my wife's posting"
_MOVED_FOR = re.compile(rf"\bfor (?:my|our) {_MOVE_REASON}\b", re.I)
# the first of a season here since the move: "first August here since we relocated" (not "… since we relocated the
# office", "… since we moved back to Cairo", "not been here since we moved")
_FIRST_HERE_SINCE = re.compile(
    r"\b(?:first|second|third)\s+(?:[\w-]+\s+)?here since (?:I|we)(?:['’]ve| have)? (?:moved|relocated|shifted)"
    r"(?=\s*(?:$|[,.;!?]|\band\b))",
    re.I,
)
# a place asked about "in" it (:func:`_asked_in`): "Is it normal for the electricity bill to be this high in Dubai??"
# (not "flights to Dubai")
_ASKED_IN = re.compile(r"\bin\s+$", re.I)
# a spell that is over, what came after it told: "I went full veggie for a year in college, then added fish back"
# (not "vegetarian for a year now, then again …")
_SPELL_OVER = re.compile(
    r"[^.!?;]{0,40}?\bfor (?:a|an|one|two|three|four|five|six|a few|a couple of|several|\d+) "
    r"(?:days?|weeks?|months?|years?|summers?|semesters?|terms?)\b(?! now)[^.!?;]{0,30}?(?:,\s*|\s)(?:and )?then\b"
    r"(?! again)",
    re.I,
)
_SUPPOSED_HERE = re.compile(r"\b(?:suppose|supposing|imagine|jk|kidding|joking)\b", re.I)


def _unheld_use(use: re.Match[str], settled_here: bool = False) -> bool:
    """Whether one use of a value (in its sentence) is not held: after an "if", "lived", "used to" …
    in its clause (what comes after a "but" is held), supposed in a question, or only asked (not where
    ``settled_here``: another sentence says the speaker settled there, :data:`_SETTLED_HERE`)."""
    before = _AFTER_A_TURN.split(use.string[: use.start()])[-1]
    clause = _CLAUSE_START.split(before)[-1]
    held = NOT_HELD.search(before) or _SPELL_OVER.match(use.string, use.end())
    # taken as known inside a question: "a footy club now that I've shifted up to Townsville?", whatever is asked
    # before it: "should I sign them as 'Mr. and Mrs. Novak' now that Sofia and I are officially married?"
    presupposed = _PRESUPPOSED.search(clause) is not None
    if presupposed and held is None:
        return False
    if _ADVISED.search(before):
        return True  # only advised: "My sister says Mateo and I should just get married already"
    if _WHEN_WILL.search(before):
        return True  # not yet: "My mom keeps asking when I'll get a boyfriend lol"
    # a dream that came true: "Always dreamed of living in Lisbon and now I actually do!"
    if held is not None and not (_DREAM.search(before[held.start() :]) and _CAME_TRUE.search(use.string[use.end() :])):
        return True
    if presupposed:
        return False
    if (
        _POST_PRESUPPOSED.search(clause)
        and not _NOT_A_POST.search(use.string)
        and not _NOT_REAL.search(use.string)
        and not re.match(r"[^,.;!?]*?['’]s\b", use.string[use.end() :])  # not "as a new patrol officer's wife"
    ):
        return False
    # asked: "Should I tell his parents before the wedding?"
    return _supposed_in_question(use) or (use.start() >= len(statement_of(use.string)) and not settled_here)


def _supposed_in_question(use: re.Match[str]) -> bool:
    """Whether ``use`` comes in the question of a sentence that supposes ("If we ever moved to
    Inverness, would the commute to Aberdeen be doable?"); not "Which gym in Aberdeen is best now
    that I've moved here?"."""
    sentence = use.string
    return (
        sentence.rstrip().endswith("?")
        and use.start() >= len(statement_of(sentence))
        and _SUPPOSING.search(sentence) is not None
    )


def first_kind(kinds: Sequence[str], *wanted: str) -> str:
    """The first of ``wanted`` that ``kinds`` (the store's kinds) has, else its first kind."""
    return next((k for k in wanted if k in kinds), kinds[0])


def slot_kind(slot: Slot, kinds: Sequence[str]) -> str:
    """The kind of a memory that fills ``slot``: a diet is a preference, the rest are facts."""
    return first_kind(kinds, "preference", "fact") if slot == "diet" else first_kind(kinds, "fact")


def _replacing(content: str, memory: str, slot: Slot, kinds: Sequence[str]) -> Candidate:
    kind = slot_kind(slot, kinds)
    return Candidate(content=content, kind=kind, tags=[slot], importance=0.8, confidence=0.8, replaces=memory)


# a spouse as an ex, unnamed, with no spouse beside: "My ex-husband is picking up the kids this weekend" (not "My
# ex-husband Tom remarried", "my ex-wife and my husband get on")
_MY_EX_SPOUSE = re.compile(r"\b(?i:my ex[- ]?(?:husband|wife))\b(?!,? [A-Z])")
# a spouse now, or a word that makes "my ex-husband" another's or unreal, said beside the ex unnamed: "… so Daniel and I
# finally get a date night", "my hubby", "Second marriage tip", "Translate to Spanish: …", "In the play …", "haha"
_SPOUSE_NOW = re.compile(
    r"\b(?:remarr\w*|husband|wife|partner|hubby|missus|spouse|married|marriage|wedding|translat\w*|play|line|says?|"
    r"said|introduc\w*|if|lol|haha\w*|jk)\b|[\"“”]|(?:^|\s)['‘]\w",
    re.I,
)


def _an_ex_now(filled: Filled, memory: str, said: str) -> str | None:
    """The partner the memory holds, now an ex ("me and my ex husband haruto still share the dog", "My ex-husband
    Daniel wants to swap weekends"; a spouse also unnamed, "My ex-husband is picking up the kids"): "User is divorced"
    for a spouse, else "User is single". Read beside a plan, which is the ex's."""
    if filled.slot != "relationship" or filled.value in _NO_PARTNER:
        return None
    names = _partner_names(memory)
    for sentence in SENTENCES.split(said):
        case = re.I if sentence == sentence.lower() else 0  # "sam and i broke up": texted in lower case, names too
        named = any(re.search(rf"{_MY_EX}{n}\b", sentence, case) for n in names)
        ex = _MY_EX_SPOUSE.search(sentence) if filled.value == "married" and case == 0 else None
        unnamed = (
            ex is not None
            and ex.start() < len(statement_of(sentence))  # not asked: "Should I let my ex-husband take the kids?"
            and not _JOKE.search(said)
            and not _NOT_REAL.search(said)
            # the spouse held named, in full or in short: "Daniel and I finally get a date night", "Dan says"
            and not any(re.search(rf"\b{re.escape(n[:3])}", said) for n in names)
            and _SPOUSE_NOW.search(_MY_EX_SPOUSE.sub("", said)) is None
        )
        if named or unnamed:
            return "User is divorced" if filled.value == "married" else "User is single"
    return None


# the home held said as the old one, and "here" another city: "Mine is still sitting in my old garage in Melbourne and
# I'd love to have it with me here in Vancouver"
_OLD_PLACE_IN = (
    r"\b(?:my|our) old (?:[\w-]+ )?(?:place|flat|apartment|house|home|garage|shed|neighbou?rhood|street|room|"
    r"landlord|landlady|building) (?:back )?in "
)
_HERE_IN = re.compile(r"\b(?:(?:over|out|up|down) )?here in (?P<p>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)", re.I)


# the speaker's landlord "here in" a city: "My landlord here in Austin wants me to sign a 14-month lease", texted "my
# landlord here in buenos aires wants the rent in dollars cash??"
_MY_LANDLORD_HERE = re.compile(r"\b(?:my|our) (?:new )?(?:landlord|landlady) here in ", re.I)


# the landlord said of, not the speaker's: imagined or quoted ("lol imagine my landlord here in …", 'she said "my
# landlord here in …"')
_NOT_MY_LANDLORD = re.compile(
    r"\bimagine\b|\b(?:said|says|wrote|texted|posted)[:,]?\s*[\"“']\s*(?:my|our) (?:landlord|landlady)|"
    r"\b(?:restaurant|shop|store|office|studio|storage|sublet|summer|summers|warehouse|business|caf[eé])\b",
    re.I,
)
# the lower-case words of a city's name ("Rio de Janeiro", "Dar es Salaam")
_NAME_PARTICLES = frozenset({"de", "da", "do", "dos", "das", "del", "la", "el", "es", "of", "the", "al", "upon", "am"})


def _titled(name: str) -> str:
    """A city's name said in lower case, capitalised as it is written ("rio de janeiro": "Rio de Janeiro")."""
    if name != name.lower():
        return name
    words = name.split()
    return " ".join(w if i and w in _NAME_PARTICLES else w.capitalize() for i, w in enumerate(words))


def _works_by_employer(said: str) -> Iterator[re.Match[str]]:
    """The speaker's work by its employer's name (:data:`_WORK_BY_EMPLOYER`), in a sentence of no client, visit,
    supposition or past: not "my colleagues at Maersk, our biggest client", "my colleagues at Maersk from my internship
    years ago"."""
    for m in _WORK_BY_EMPLOYER.finditer(said):
        _, sentence = _sentence_at(said, m.start())
        if not _NOT_MY_EMPLOYER.search(sentence) and not _SUPPOSING.search(sentence):
            yield m


_NOT_MY_EMPLOYER = re.compile(
    r"\b(?:clients?|customers?|consult\w*|vendors?|suppliers?|audit\w*|intern\w*|years ago|used to|old|former|ex|"
    r"visit\w*|tour|camp\w*|festival|(?:trade )?fair|expo|conference|convention|contractor|secondment|partner|"
    r"burning man|left|quit)\b",
    re.I,
)


def _here_not_the_old(filled: Filled, said: str) -> str | None:
    """The city the speaker says they are "here in", where the home held is said as their old one
    (:data:`_OLD_PLACE_IN`), in a statement, or the speaker's landlord is there (:data:`_MY_LANDLORD_HERE`: a city
    :func:`~muninn.write.places.mentions` knows, asked about too: the landlord is the speaker's either way); else
    None."""
    if (landlord := _MY_LANDLORD_HERE.search(said)) is not None:
        _, sentence = _sentence_at(said, landlord.start())
        place = next((m for m in mentions(said, filled.value) if m.start == landlord.end()), None)
        if (
            place is not None
            and not any(p.search(sentence) for p in (_DENIED, _VISIT, _NOT_REAL, _SECOND_HOME))
            and not _JOKE.search(said)
            and not any(p.search(said) for p in (_LANDLORD_ELSEWHERE, _NOT_MY_LANDLORD))
            and not re.search(rf"\b(?:back )?home in {re.escape(filled.value)}\b", said, re.I)
            and not _about_someone_else([sentence], "residence")
        ):
            return f"User lives in {_titled(place.name)}"
    old = re.search(rf"{_OLD_PLACE_IN}{re.escape(filled.value)}\b", unaccented(said), re.I)
    if old is None:
        return None
    for m in _HERE_IN.finditer(said):
        start, sentence = _sentence_at(said, m.start())
        if (
            _says(m["p"], filled.value)
            or m.start() - start >= len(statement_of(sentence))
            or _DENIED.search(sentence)
            or _VISIT.search(sentence)
            or _about_someone_else([sentence], "residence")
        ):
            continue
        return f"User lives in {m['p']}"
    return None


# living "here" a while now: "I've been living here since March and still can't get used to it"
_LIVING_HERE_SINCE = re.compile(
    r"\b(?:I|we)(?:['’]ve| have) (?:(?:been living|lived|been based) (?:up |over |out |down )?here "
    r"(?:since|for (?:a few|a couple of|two|three|four|five|six|several|\d+) (?:weeks|months))|"
    # texted without its "for", the home held done with for good: "we've been here 3 weeks and i'm so done with
    # chicago winters forever"
    r"been here (?:a few|a couple of|two|three|four|five|six|several|\d+) (?:weeks|months)"
    r"(?=[^.!?]*\b(?:done with|over)\b[^.!?]*\b(?:forever|for good)\b))\b",
    re.I,
)


def _living_here_since(filled: Filled, said: str) -> str | None:
    """The one city ``said`` names (:func:`~muninn.write.places.mentions`) where the speaker tells of living "here" a
    while now (:data:`_LIVING_HERE_SINCE`) and names the home held too, as another place: "Is it normal that the hot
    water in Reykjavik smells like rotten eggs?? Never had that in Oslo. I've been living here since March"; else
    None."""
    if filled.negated or not re.search(rf"\b{re.escape(filled.value)}\b", unaccented(said), re.I):
        return None
    named = mentions(said, filled.value)
    if len(named) != 1 or _VISIT.search(said) or _HERE_FOR_A_WHILE.search(said) or _JOKE.search(said):
        return None
    if any(
        not _DENIED.search(sentence) and not _about_someone_else([sentence], "residence")
        for sentence, _ in _stated(_LIVING_HERE_SINCE, said)
    ):
        name = named[0].name
        return f"User lives in {_titled(name)}"  # texted: "near valparaiso??"
    return None


def read_change(filled: Filled, memory: str, said: str) -> str | None:
    """A change of ``filled``'s slot that code reads from the user's message without the model, or
    None: the partner that ``memory`` names, with a change of status in the same sentence ("Chris
    called off the engagement", "Leon and I got hitched"), a new partner by name ("I'm seeing Ana
    now"), a post given to the speaker, work done "for a living" ("these days I drive a taxi for a
    living"), a field of work ("these days I do PR for a hospital"), an offer accepted and started,
    being back at work from retirement, or being out of work ("I've been laid off"). The small model
    most often copies the old value back for these."""
    if filled.slot == "residence":
        return _here_not_the_old(filled, said) or _living_here_since(filled, said)
    if filled.slot == "relationship":
        if filled.value in _NO_PARTNER and (yes := _said_yes(said)) is not None:
            return f"User is engaged to {yes}"
        if (
            filled.value == "engaged"
            and (off := re.search(_NO_WEDDING_AFTER_ALL, said, re.I)) is not None
            and off.start() - (off_at := _sentence_at(said, off.start()))[0] < len(statement_of(off_at[1]))
            and not _JOKE.search(said)
            and not _NOT_REAL.search(said)
            and not re.search(r"\b(?:show|series|episode|screenplay|script|characters?|soap)\b", said, re.I)
        ):
            return "User is single"  # "There won't be a wedding with Chidi after all."
        if filled.value != "married" and (eloped := _eloped(said)) is not None:
            return eloped  # "Arjun and I eloped!! Courthouse on Friday", whether a partner is held or none
        if filled.value not in ("married", *_NO_PARTNER) and (civil := _wed_at_court(memory, said)) is not None:
            return civil
        if filled.value in _NO_PARTNER and (told := _partner_told(said)) is not None:
            return told
        names = _partner_names(memory)
        joke = _JOKE.search(said) is not None
        ended = "User is divorced" if filled.value == "married" else "User is single"  # the partner held, an ex now
        # beside the partner held, by name: "… seeing a woman now? Her name is Leilani … since things ended with Mateo"
        # (not "I've been seeing someone! Her name is Maria and she's my new physio")
        held_named = any(re.search(rf"\b{n}\b", said, re.I) for n in names)
        sentences = SENTENCES.split(_NAME_TOLD_AFTER.sub(r"\g<1> named ", said) if held_named else said)
        for at_sentence, sentence in enumerate(sentences):
            # a new name for the partner held, or the end with them, only where it is no question, plan, quote or joke
            sure = not joke and not _UNSURE.search(sentence)
            # "sam and i broke up": a message all in lower case names the partner so too
            case = re.I if sentence == sentence.lower() else 0
            if _about_someone_else([sentence], "relationship"):
                continue  # "Raj's brother is getting divorced"
            # the partner held, now "the ex": "Since Sam — well, the ex now — moved his stuff out"
            if filled.value not in _NO_PARTNER and sure:
                for n in names:
                    m = re.search(rf"\b{n}(?:,| [—–-]) (?:well,? )?(?i:the ex now)\b", sentence, case)
                    # or seeing someone else now: "liam's seeing someone else now so i guess i'm back on the apps"
                    m = m or re.search(
                        rf"(?<!['’]s )\b{n}(?i:['’]s| is| has been) (?i:now |already )?(?i:seeing|dating) "
                        r"(?i:someone|somebody) (?i:else)\b"
                        r"(?!\s*(?:(?i:now|already)\s+)?(?i:for|about|on|in|at|as|to)\b)",
                        sentence,
                        case,
                    )
                    if m is not None and (_NOT_REAL.search(sentence) or _FICTION.search(sentence)):
                        m = None  # "In the novel I'm writing, Liam is seeing someone else now"
                    if m is not None and not _denied(sentence, m) and not _HEARSAY.search(sentence[: m.start()]):
                        return ended
            text = None
            spouse_died = _SPOUSE_DIED.search(sentence) if filled.value == "married" else None
            if (
                spouse_died is not None
                and spouse_died.start() < len(statement_of(sentence))  # not asked: "My wife passed away? …"
                and not _NOT_A_REAL_DEATH.search(said)
                # the memory's spouse named beside it is another: "My late wife passed in 2010; Fatima …"
                and not held_named
                and not _denied(sentence, spouse_died)
                and not _FEARED.search(_SINCE_OR_CLAUSE.split(sentence[: spouse_died.start()])[-1])
            ):
                return "User is widowed"  # "Since my wife passed last year I've been cooking for one"
            if any(re.search(rf"\b{n}\b", sentence, case) for n in names):
                status = next(
                    (
                        s
                        for s, p in _PARTNER_NOW
                        if (m := p.search(sentence)) is not None
                        and not _denied(sentence, m)
                        # "In my dream Leo and I signed …"
                        # (nor in a game, one's head or a business: "We tied the knot in Skyrim last night lol",
                        # "… on our new business partnership with Lukas's brother")
                        and not (
                            s == "married"
                            and re.search(
                                r"\b(?:dream\w*|nightmare|skyrim|sims|minecraft|stardew|game|imagination|in my head|"
                                r"partnership|business)\b",
                                sentence,
                                re.I,
                            )
                        )
                        # (an engagement told, not asked: "Do you think Priya said yes because she felt pressured?")
                        and not (
                            s == "engaged"
                            and re.fullmatch(r"(?:said|I say) yes", m.group(), re.I)
                            and (
                                m.start() >= len(statement_of(sentence))
                                or _YES_TO_ANOTHER.search(said)
                                or _PROPOSAL_AHEAD.search(said)
                            )
                        )
                        # "after the separation from Marco" is no end with Rafael
                        and ("sep" not in p.groupindex or m["sep"] is None or m["sep"].lower() in map(str.lower, names))
                    ),
                    None,
                )
                # "Daniel passed away in March", "three weeks since Tomasz's funeral"
                gone = rf"(?: {_DIED}|['’]s (?:funeral|memorial|burial)\b)"
                died = [re.search(rf"\b{n}{gone}", sentence, case) for n in names]
                # "sort out Priyanka's pension since she passed last month"
                died.append(re.search(rf"\b(?:she|he|they) {_DIED}", sentence, re.I))
                # "Following the passing of my husband Oluwaseun", "six weeks since we buried Harold"
                died += [
                    m
                    for n in names
                    if (m := re.search(rf"\b{_LOST_BY_NAME}{n}\b(?!['’]s\b|(?-i: [A-Z])| to\b)", sentence, case))
                    and not _FEARED.search(_SINCE_OR_CLAUSE.split(sentence[: m.start()])[-1])
                ]
                if status is None and any(m is not None and not _denied(sentence, m) for m in died):
                    status = "widowed"  # "Daniel passed away in March"
                if status is None and filled.value not in _NO_PARTNER and _moved_out(sentence, names, case, said):
                    status = "separated" if filled.value == "married" else "single"  # "kwame took the couch when he
                    # moved out"
                if status is None and sure:
                    # "My wife Sophie and I …" where the memory names Sophie as a girlfriend
                    wed = [re.search(rf"{_MY_SPOUSE_BY_NAME}{n}\b", sentence, case) for n in names]
                    if any(m is not None and not _denied(sentence, m) for m in wed):
                        status = "married"
                if status == "engaged" and (filled.value == "married" or re.search(r"\bsaid no\b", sentence, re.I)):
                    status = None  # a proposal of the past, or refused: "Ten years ago Marco proposed and I said yes!"
                if status is not None:
                    to = f" to {names[0]}" if status in ("married", "engaged") else ""
                    text = f"User is {status}{to}"
            # a name beside a partner the memory does not name may be that partner ("User is married")
            unnamed = not names and filled.value not in _NO_PARTNER
            # a new partner beside the end with the old one ("Been seeing Caoimhe since me and
            # Rhiannon called it quits") is the status now
            m = None if (text is not None and not _says_it_ended(text)) or unnamed else _new_partner(sentence)
            at = sentence  # the sentence that names the new partner: this one, or one after the end ("Me and Mateo
            # are done, for real this time. I'm seeing a guy called Tariq now")
            if m is None and text is not None and _says_it_ended(text) and not unnamed:
                later = sentences[at_sentence + 1 :]
                at, m = next(((t, hit) for t in later if (hit := _new_partner(t))), (sentence, None))
            name = m and next((g for g in m.groups() if g), None)
            if m is not None and (m["g"] or m["gm"]) and text is None:
                name = None  # "I'm with Ayo now" is a partner only beside the end with the one before
            if (
                m is not None
                and (m["ha"] is not None or m["hd"] is not None or m["co"] is not None)
                and _NOT_REAL.search(at)
            ):
                name = None  # "In my novel, Mia and I have been dating since chapter two", "In the play I'm courting …"
            if (
                m is not None
                and m["st"] is not None
                and text is None
                and (not _STARTED_ROMANCE.search(said) or _NOT_STARTED.search(said))
            ):
                name = None  # "I've started seeing someone named Priya", only beside dates, romance or the end before
            if (
                m is not None
                and m["so"] is not None
                and re.match(
                    r"\W*(?:she|he|they|it)(?:['’]s| is| are) (?:my|a|an|the) (?!(?:new |\w+ )?(?:girlfriend|boyfriend|"
                    r"partner|gf|bf|fianc\w*|wife|husband)\b)",
                    said[said.find(at) + len(at) :],
                    re.I,
                )
            ):
                name = None  # someone said to be another's help next: "… someone new called Marta. She's my therapist"
            if m is not None and m["co"] is not None and re.search(r"\b(?:lol|lmao|haha\w*|rofl)\b", at, re.I):
                name = None  # courting in jest: "I'm courting a girl named Netflix lol"
            if (
                m is not None
                and name
                and not _denied(at, m)
                and not _HEARSAY.search(at[: m.start()])
                and not _JUST_FRIENDS.search(at)
                # not asked: "Wait, me and Sam are a thing??" (a thing to tell is no question: "How do I tell my
                # parents … I've been seeing a woman named Amara")
                and (m.start() < len(statement_of(at)) or _TELLING.match(at) is not None)
                and (name.lower() not in map(str.lower, names))
            ):
                name = name.capitalize() if name.isupper() else name
                text = f"User is in a relationship with {name[0].upper()}{name[1:]}"
            if text is not None:
                now = slot_of(text)
                return text if now is not None and now.contradicts(filled) else None
        return None
    if filled.slot == "diet" and (fewer := _fewer_foods(filled, said)) is not None:
        return fewer
    if filled.slot == "diet" and (taken := _diet_taken_up(filled, _keto_named(said))) is not None:
        return taken
    # (the diet left for coeliac disease found: "… so I'm strictly gluten-free now and I've dropped the paleo rules")
    if filled.slot == "diet" and (coeliac := _coeliac_now(filled, memory, said)) is not None:
        return coeliac
    if filled.slot == "diet" and (done := _diet_done(filled, said)) is not None:
        if not filled.negated and filled.value not in ("omnivore", "no restrictions") and _own_diet(_KOSHER_KEPT, said):
            return "User keeps kosher"  # the diet held left beside kosher kept: "I've kept kosher ever since, and
            # honestly the keto thing fell by the wayside"
        return done
    if filled.slot == "diet" and (meatless := _meatless_now(filled, said)) is not None:
        return meatless
    if filled.slot == "diet" and (halal := _halal_now(filled, said)) is not None:
        return halal
    if filled.value in ("omnivore", "no restrictions") and not filled.negated and _own_diet(_KOSHER_KEPT, said):
        return "User keeps kosher"
    if filled.value in _LOW_CARB and (carbs := _carbs_back(filled, said)) is not None:
        return carbs
    if filled.slot == "diet" and filled.value not in _LOW_CARB and _carbs_capped(said):
        return "User follows a low-carb diet"
    if filled.value == "gluten-free" and (gluten := _gluten_back(said)) is not None:
        return gluten
    for foods, diet in _BACK_ON_FOODS.get(filled.value, ()):
        if (back := foods.search(said)) and _STILL_NO_MEAT.search(said) and not _back_unsaid(said, back):
            clause = _clause_with(said, back.group(), back.group())
            if (
                not _DENIED.search(said)
                and not _about_someone_else([clause], "diet")
                and not _JOKE.search(said)
                and not _NOT_REAL.search(said)
                # not for a spell: "Eggs are back on my plate for the photo shoot only", "… for the holidays"
                and not re.search(
                    rf"\b(?:{DIET_SPELL}|{_FOR_TIME_OFF})\b|"
                    r"\bfor (?:the|a|this|one) [\w-]+(?: [\w-]+)? only\b",
                    said,
                    re.I,
                )
            ):
                # "I'm back on dairy and eggs … Still no meat tho", "I've started back on the fish, still no meat"
                return f"User is {diet}"
    if (
        filled.value in _LEFT_OUT
        and (back := _MEAT_BACK.search(said) or _MEAT_BROUGHT_BACK.search(said))
        and not _STILL_NO_MEAT.search(said)
        and not _back_unsaid(said, back)
    ):
        clause = _clause_with(said, back.group(), back.group())
        if not _DENIED.search(clause) and not _about_someone_else([clause], "diet") and not _PLANT_NEAR.search(clause):
            return "User eats meat"  # "Since steak and bacon came back into my life in the spring"
    # (a food the diet held leaves out named in the message: not "Finally over the stomach bug, I'm back to eating
    # everything!")
    if (
        filled.value in _LEFT_OUT
        and _LEFT_OUT[filled.value].search(said)
        and any(
            not _denied(sentence, m)
            and not for_a_while(sentence)
            and not _JOKE.search(sentence)
            and not _about_someone_else([sentence[: m.end()]], "diet")
            and not _PLANT_NEAR.search(sentence)
            for sentence, m in _stated(_EVERYTHING_AGAIN, said)
        )
    ):
        return "User eats meat"  # "Had my first steak in six years … so I'm back to eating everything"
    if filled.value in _LEFT_OUT and (after := _AFTER_YEARS_MEATLESS.search(said)) is not None:
        start, sentence = _sentence_at(said, after.start())
        back = _IT_BACK.search(sentence) or _MEAT_MEAL.search(sentence)
        if after["end"] is not None:  # (the speaker's, no one else's or in jest: not "… at her wedding and she's all
            # in now", "Which steak should I buy for my dad? … ended for my diet challenge, lol")
            back = (
                after
                if _MEAT_OR_ALL.search(said)
                and not _PLANT_NEAR.search(sentence)
                and not re.search(
                    r"\b(?:she|he|they|her|his|their|for my|for (?:him|them)|lol|lmao|haha\w*|challenge|jk|nightmare|"
                    r"dream\w*|next|as of|when|if|accident\w*|almost|spat|play|character|stage|script|film|real life|"
                    r"still (?:not|no)|planning|will|gonna|going to)\b",
                    said,
                    re.I,
                )
                else None
            )
        if back is not None and back.re is _IT_BACK and re.search(r"\bit\b", back.group(), re.I):
            # "it" is the meat only where the while names meat and nothing else is stopped before it: not "After ten
            # years without meat I quit chocolate for Lent and now I'm eating it again"
            between = sentence[after.end() - start : back.start()]
            if not re.search(r"\bmeat", after.group(), re.I) or re.search(
                r"\b(?:quit|stopped|dropped|gave up|cut|closed|blog|shop|place)\b", between, re.I
            ):
                back = None
        if back is not None and "lost time" in back.group() and not _MEAT_OR_ALL.search(said[: after.start()]):
            back = None  # the lost time made up for only beside a meat asked about before: "Which cut of steak …?"
        rest = sentence[: after.start() - start] + sentence[after.end() - start :]  # the while's own "vegan" aside
        if back is not None and back.re is _MEAT_MEAL and _NOT_A_MEAT_MEAL.search(rest):
            back = None
        if (
            back is not None
            and back.start() < len(statement_of(sentence))
            and not _DENIED.search(sentence)
            and not _JOKE.search(said)
            and not _about_someone_else([sentence], "diet")
            and not _NOT_MEAT_BACK.search(sentence)
            and not _PLANT_NEAR.search(rest)  # no plant-made meat: "Tofu bacon for breakfast …"
        ):
            return "User eats meat"  # "After ten years without meat, my doctor talked me into adding it back"
    if filled.slot == "diet" and filled.value in _LEFT_OUT:
        for sentence in SENTENCES.split(said):
            at = said.find(sentence)
            # (subject-less at a clause's start: "ok confession: eating eggs and cheese again since the pregnancy")
            # (only after a few words of the speaker's own: "ok confession:", not "My son's update:")
            bare = _EATING_BARE.search(sentence)
            if bare is not None and _OWN_LABEL.fullmatch(sentence[: bare.start()]):
                at, sentence = at - len("I'm "), sentence[: bare.start()] + "I'm " + sentence[bare.start() :]
            m = _I_EAT.search(sentence) or _I_EAT_AGAIN.search(sentence)
            if m is None or not _LEFT_OUT[filled.value].search(m["f"]) or _DENIED.search(sentence):
                continue
            if any(d.value != filled.value for d in map(_diet_named, _A_DIET.findall(sentence)) if d is not None):
                continue  # another diet named ("… eggs again, so vegetarian now") is the change, read as one
            if (
                # the food or what follows it made of plants: "jackfruit brisket", "brisket again... the vegan kind"
                _PLANT_NEAR.search(m["f"])
                or _PLANT_KIND.match(said, at + m.end())
                or m.start() >= len(statement_of(sentence))  # "I'm eatin' brisket again? Never."
                or _NOT_EATEN_NOW.search(said)
                or _still_held(filled, said)
            ):
                continue
            food = m["f"].strip().lower()
            if re.search(rf"\b(?:{MEAT})\b", food) and not re.search(_KIND_OF_FOOD, food):
                return "User eats meat"  # a dish for the meat: "I'm eatin' brisket again", "I eat churrasco again"
            return f"User eats {food}"
        return None
    return _job_change(filled, memory, said) if filled.slot == "job" else None


# a diet taken up, by its name: "gone veggie since new yrs", "I have become pure veg", "doing mediterranean now"
_TAKEN_UP_DIET = re.compile(
    r"\b(?:(?:gone|went|turned|become|became) (?:full(?:y)?(?:[- ]on)? |totally |completely |strictly |"
    # "I went caveman-style with paleo"
    r"[a-z]+-style (?:with )?)?"
    # (or eaten so: "so I eat Mediterranean-style now")
    rf"(?P<d>{DIET_NAMES})|(?:(?:doing|following) (?:the |a )?|(?<=\bI )eat )(?P<f>{DIET_NAMES}|mediterranean)"
    r"(?:[- ]style)?(?: diet)? now(?! and then)|"
    # (or eaten so, wholly, these days: "I'm eating entirely plant-based these days"; a meal now or a spell is not the
    # diet: not "I'm eating vegan now, this burrito from the cart is amazing", "… keto now, as in right now", "… only
    # when I'm at my parents'")
    r"(?:(?<=\bI['’]m )|(?<=\bI am ))eating (?:(?:entirely|fully|completely|100%) )?"
    rf"(?P<e>{DIET_NAMES}|mediterranean)(?:[- ]style)? (?:these days|now)"
    r"(?!,? (?:this|that|these|the|as in|right now|and then)\b)(?![^.!?]*\b(?:when|at my|at (?:his|her|their)|once a|"
    r"twice a|sometimes|weekdays?|weekends?)\b)|"
    # on it a while now: "day 30 of keto", "Three weeks into the keto thing"
    r"(?:(?<![\w-])day \d+ of|(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) "
    rf"(?:days|weeks|months) into) (?:the |my )?(?P<i>{DIET_NAMES})(?: thing| diet| life)?(?! (?:challenge|trial))|"
    # "switched from paleo to keto", "moved me off keto onto a Mediterranean diet", "since I've been doing keto"
    # ("put me on a ketogenic plan" as the answer reads it: "put me on a keto plan")
    # (under way, not ahead: "so I'm switching to a Mediterranean diet", not "… to vegetarian on Monday")
    rf"(?:(?:switched|{SWITCHING_NOW}) (?:over )?"
    r"(?:from (?:the |a )?[\w-]+(?: diet)? )?to|"
    r"(?:moved|put|switched) me (?:off [\w-]+ )?onto|"
    # "My nutritionist switched me to a Mediterranean plan instead" (not a phone company's plan, nor in a dream)
    r"(?:nutritionist|dietitian|dietician|doctor|GP|cardiologist|coach|trainer|physician|endocrinologist|doc)"
    r"(?:['’]s)? (?:has |just |finally |now )?(?:switched|moved|put) me (?:off [\w-]+ )?(?:over )?to"
    r"(?![^.!?]*\b(?:dream\w*|lol|jk|kidding|cruise|hotel)\b)|"
    # (or one kind of it: "put me on a low-sodium Mediterranean plan instead")
    r"put me on(?= (?:a|an|the) (?:(?:low|heart)-\w+ )?"
    r"(?:keto|paleo|low[- ]carb|carnivore|mediterranean|vegan|vegetarian) "
    r"(?:plan|diet|regime|protocol)\b"
    # bare: "My coach put me on keto, very few carbs"
    r"| (?:keto|paleo|low[- ]carb|carnivore)\b(?= *(?:$|[,.;!]|now\b|for my\b|because\b)))|"
    r"(?:I['’]ve|I have) been (?:doing|on)) "
    r"(?:the |a )?(?:(?<=put me on a )(?:low|heart)-(?:sodium|salt|healthy) )?"
    rf"(?P<s>{DIET_NAMES}|mediterranean)(?: diet)?"
    # not one of a list of diets or qualities: "been on paleo, keto, whole30", "doing vegan and keto meal plans",
    # "switched to vegan, cruelty-free skincare"
    rf"(?!\s*(?:,|&|\band\b|\bor\b)\s*(?:the |a )?(?:(?:{DIET_NAMES})\b|[\w]+-(?:free|friendly)\b))"
    r"(?=\s*(?:$|[,.;:!?)…]|[^\w\s]|(?:lol|now|like|since|for|"
    r"because|cos|bc|after|and|so|about|last|this|ever|diet|plan|it|I|I['’]m|im)\b)))\b"
    # not a mood or a try: "gone full-on vegan mode with this grocery haul", "went vegan for a challenge"
    r"(?! (?:mode|challenge|phase|kick|streak|trial|experiment|week|month|day)\b)",
    re.I,
)


# a plant-made kind said after the food: "brisket again... the vegan kind from that food truck"
_PLANT_KIND = re.compile(
    r"\W*(?:\w+\W+){0,2}?(?:the|a) (?:vegan|veggie|plant-based|meatless|fake|mock) (?:kind|version|ones?|type)\b", re.I
)
# a food eaten only in a dream, denied, or once: "in my dreams lol", "Not a chance", "one off their plate at the party"
_NOT_EATEN_NOW = re.compile(
    r"\b(?:dream\w*|nightmare|not a chance|no way|never|one (?:bite|slice|piece|off|nugget|spoon\w*)|just this once|"
    r"at the party|next week|I['’]ll (?:just )?have)\b",
    re.I,
)
# foods named by their kind, kept as said ("User eats chicken"), not a dish of meat ("brisket", "churrasco")
_KIND_OF_FOOD = (
    r"\b(?:meat|chicken|beef|pork|lamb|mutton|turkey|veal|venison|duck|game|fish|seafood|eggs?|dairy|cheese|milk)\b"
)
# a diet taken up and over again, or not yet: "… and I quit", "lasted four days", "would be … if I start"
_DIET_OVER = re.compile(
    r"\b(?:quit|gave up|give up|caved|stopped|lasted|failed|fell off|went back|back to normal|would|if|cheat)\b", re.I
)
# diets one follows rather than is
_FOLLOWED = frozenset(
    {
        "mediterranean",
        "keto",
        "paleo",
        "atkins",
        "carnivore",
        "raw food",
        "low-carb",
        "low carb",
        "low-fodmap",
        "low fodmap",
    }
)
# someone else right before the verb: "Me mam's", "my brother has"
_OTHERS_SUBJECT = re.compile(r"(?:\b\w+['’]s|\b(?:[Mm][ey]|our|his|her|their) [\w-]+(?: has| have)?)\s+$")
# the speaker right before the verb: "I've gone", "we have finally become", "me and the missus have gone"; not "The
# place I work became", "Everyone at my new place has gone", "have I gone", "like I'd gone"
_OWN_SUBJECT = re.compile(
    r"(?<!\bhave )(?<!\bhas )(?<!\bhad )(?<!\bdid )"
    r"(?:\b(?:I|I['’]ve|I have|I['’]m|I am|Im|we|we['’]ve|we have|we['’]re|we are)"
    r"|\b(?:me|my \w+) and (?:I|me|\w+(?: \w+)?) (?:have|has))"
    r"(?: (?:just|now|finally|officially|also|basically|pretty much|fully|kind of|sort of|recently|already|since))*"
    r"\s*$",
    re.I,
)


def _diet_taken_up(filled: Filled, said: str) -> str | None:
    """The diet the speaker says they took up by its name (:data:`_TAKEN_UP_DIET`), where it excludes the one held:
    in a statement of the speaker's own (or one without a subject, texted), not denied, asked, for a while or in jest;
    else None."""
    for sentence in SENTENCES.split(said):
        for m in _TAKEN_UP_DIET.finditer(sentence):
            clause = _clause_with(sentence, m.group(), sentence)
            before = clause[: clause.find(m.group())]
            # the speaker said in the match: "Since I've been doing keto", "my nutritionist moved me off keto onto …"
            speaker_in_match = (
                re.match(
                    r"(?:(?:[\w-]+['’]?s? )?(?:has |just |finally |now )?)?(?:moved|put|switched) me\b|"
                    r"I['’]ve\b|I have\b",
                    m.group(),
                    re.I,
                )
                is not None
            )
            speaker = _SPEAKER.search(before) is not None
            # the speaker one of them: "me and my roommate went veggie together"
            with_me = re.search(r"\b(?:me|I) (?:and|&|n) my \w+\s*$", sentence[: m.start()], re.I) is not None and not (
                re.search(
                    r"\b(?:in (?:19|20)\d\d|stopped|quit|challenge|for (?:one|a|\d+|\w+ (?:days?|weeks?))|cruise|trip|"
                    r"holiday|vacation|until|till)\b",
                    sentence,
                    re.I,
                )
            )
            own = (
                with_me
                or speaker_in_match
                or speaker
                or not re.search(r"[A-Za-z]", re.sub(r"\b(?:now|so|and|then|ok|lol)\b", "", before))
            )
            if (
                not own
                # "The place I work became vegan"; not a texted clause of its own ("… dead to me 😂 went full vegan")
                or (
                    speaker
                    and not speaker_in_match
                    and not _OWN_SUBJECT.search(before)
                    and not re.search(r"[^\w\s'’]\s*$", before)
                )
                or TAKEN_FOR_A_SPELL.search(sentence[m.end() :])  # "Turned vegan for a bet"
                or re.search(r"\b(?:as if|in my dreams)\b", sentence, re.I)  # "lol as if I'd ever go vegan"
                or re.match(
                    r"\W*(?:now\s+)?(?:he|she|they) (?:has|have|did)\b", sentence[m.end() :], re.I
                )  # "Gone vegan now he has"
                or (
                    _OTHERS_SUBJECT.search(before) and not speaker_in_match and not with_me
                )  # "Me mam's gone vegan", "my brother has gone veggie"
                or (_about_someone_else([clause], "diet") and not with_me)
                or _denied(sentence, m)
                or m.start() >= len(statement_of(sentence))
                or for_a_while(sentence)
                or _JOKE.search(sentence)
                or PLAN.search(before)
                # over, or not begun: "Three weeks into the keto thing and I quit", "lasted four days", "would be … if I
                # start Monday", "Back in 2018, day 30 of keto"
                or (m["i"] is not None and (_DIET_OVER.search(sentence) or _PAST_TIME.search(sentence)))
                # switched, moved onto or been on, and no more or not yet: "Back in 2019 my trainer moved me onto
                # keto", "put me onto keto, but I haven't started it yet", "been on keto and off it more times than …"
                # (what came before may be the diet left: "Quit keto and switched to …")
                or (
                    m["s"] is not None
                    and (
                        _DIET_OVER.search(sentence[m.end() :])
                        or _PAST_TIME.search(sentence)
                        or _NOT_ON_IT.search(sentence)
                    )
                )
                or re.search(r"\b(?:lasted|caved)\b", sentence[m.end() :], re.I)
                or re.search(JUDGED_AFTER, sentence[m.end() :], re.I)  # "I went keto last year, it was awful"
            ):
                continue
            if m["e"] and (_QUOTED.search(sentence) or re.search(r"\b(?:is like|says|said)\b", before, re.I)):
                continue  # quoted: 'my boyfriend is like "I'm eating fully vegan these days"'
            name = (m["d"] or m["f"] or m["e"] or m["i"] or m["s"]).lower()
            text = _diet_fact(name)
            now = slot_of(text)
            if now is not None and now.slot == "diet" and now.contradicts(filled):
                return text if now.value != "vegetarian" else "User is vegetarian"
    return None


# a diet switched to or been on, and not kept or not begun
_NOT_ON_IT = re.compile(
    r"\b(?:none of (?:them|it|those)|(?:didn['’]t|never|nothing) stuck|and off\b|on and off|"
    r"(?:haven['’]t|have not|hasn['’]t|not) (?:yet )?(?:started|begun)|yet to (?:start|begin)|refused)",
    re.I,
)
# the diet held, done with: "done with keto lol, carbs r back on the menu", "I'm so over being vegan"
_DIET_DONE = re.compile(
    # (or a learner's "I finish with keto")
    r"(?:^|(?<=[.!?]\s)|\b(?:I['’]m|I am|im)\s|(?:^|(?<=[.!?]\s))\W*I (?=finish(?:ed)? with\b))"
    r"(?:(?:so|totally|officially|finally|just) )*"
    rf"(?:(?:done|finished|finish|over) with|over) (?:the |my |being )?(?P<d>{DIET_NAMES})(?: diet| thing| life)?"
    # the diet itself, not its foods, people or spells: only an end, an emoji or a word of the texted kind after it
    # (not "done with veggie burgers", "over vegan jokes", "vegan-shamed", "done with keto for this week")
    r"(?=\s*(?:$|[,.;:!)…]|[^\w\s?-]|(?:lol|lmao|haha\w*|now|for good|forever|tbh|ngl|honestly|already|"
    r"officially|completely|and|so|but|because|since)\b))",
    re.I | re.M,
)
# the diet's time said to be over: "my gluten-free era is officially over", "My keto days are over", "now that the keto
# chapter is closed", texted "so keto is dead lol" (not "my sister's keto phase is over", "is keto dead?", "the keto
# chapter is done, sending it to my editor", "Keto is dead, says the documentary")
_DIET_ERA_OVER = re.compile(
    # (or "so the keto days are over", said after the reason: "My doctor wants me back on whole grains and fruit, so
    # the keto days are over")
    rf"(?:\bmy |\bnow that (?:the|my) |\b(?:so|and) the )(?P<d>{DIET_NAMES})(?: diet)? "
    # "My vegetarian years are officially behind me"
    r"(?:era|days|phase|years|chapter) (?:is|are) (?:(?:now|officially|finally|so) )*(?:over|behind me|closed)\b"
    rf"|\bso (?P<k>{DIET_NAMES}) is dead(?=\s*(?:$|[.!,;]|lol\b|lmao\b|haha\w*|for me\b|to me\b|[^\w\s]))"
    # a learner's "My doctor say the keto is finish for me because of the kidney" (the article, the learner's "finish";
    # not "keto is done for me today", "My husband says keto is over for me")
    rf"|(?<!says )(?<!said )\bthe (?P<f>{DIET_NAMES})(?: diet)? is (?:now )?finish(?:ed)? for me"
    r"(?=\s*(?:$|[,.;!]|because|since|now|after)\b)(?![^.!?]*\b(?:if|today|tonight|this|at|until|till)\b)"
    # texted, the diet and the speaker parted: "paleo and i are officially done 😂"
    rf"|(?:^|(?<=[.!?]\s))(?P<p>{DIET_NAMES}) (?:and|n|&) (?:i|me) (?:are|r) (?:(?:so|officially|finally|totally) )*"
    # (ending its clause: not "… done arguing", "… done... until Monday lol")
    r"(?:done|over|finished|through)\b(?!\s+\w+ing\b)(?![\s.…]*(?:until|till|for)\b)"
    # left behind: "honestly the keto thing fell by the wayside"
    rf"|\b(?:my|the) (?P<w>{DIET_NAMES})(?: diet| thing)? (?:fell|has fallen|went|has gone) by the wayside\b",
    re.I,
)
# an end said for someone else or for a while: "… so the keto days are over for him", "… are over for now"
_ENDED_FOR = re.compile(
    r"\b(?:over|done|finished|through|history)\b[^.!?,]*?\b(?:for (?:him|her|them|my \w+|now|today|tonight|"
    r"the (?:weekend|week|holidays?|day|trip)|a (?:bit|while|week|day|few days))|until|till)\b",
    re.I,
)
# the diet held, stopped by the speaker, texted without the "I" too: "stopped keeping kosher once i moved out of my
# parents place" (not "stopped keeping kosher food in the fridge", "… for Passover")
_DIET_STOPPED = re.compile(
    r"(?:^|(?<=[.!?]\s)|\bI\s)(?:(?:just|finally|officially|recently) )?(?:stopped|quit) "
    rf"(?:keeping|being|following|doing) (?P<d>{DIET_NAMES})\b"
    # (the diet itself, ended: the message's end or a time after it; not its foods or people, a past had and gone
    # back to, a spell: "… vegan influencers", "… when I was 12, became vegetarian again at 30", "… on vacation")
    r"(?=\s*(?:$|[,.;:!)…]|(?:once|after|since|last|a (?:while|few|couple)|(?:\w+ )?(?:weeks?|months?) ago|and|but|"
    r"because|lol)\b))"
    # (the diet taken up again, not other foods eaten again: "I stopped doing keto, I'm eating carbs again")
    rf"(?![^.!?]*\b(?:(?:{DIET_NAMES}|it) again|went back|back (?:to|on)|when I was|as a (?:kid|child|teen\w*)|"
    r"in (?:19|20)\d\d|"
    r"for (?:a|the|one|two)|on (?:vacation|holiday|the trip)|until|till)\b)",
    re.I | re.M,
)
# a learner's end of the diet had for a while: "After one year keto I am finish with it"
_DIET_LEFT_IT = re.compile(
    r"\bafter (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|a few|several|many|\d+) (?:\w+ )?"
    rf"(?:of )?(?P<d>{DIET_NAMES})(?: diet)?,? "
    r"(?P<e>(?:I am|I['’]m|im) (?:now )?(?:finish|finished|done) with it)\b",
    re.I,
)


def _held_diet_ended(diet: str, said: str) -> re.Match[str] | None:
    """Where the statements of ``said`` end the diet ``diet`` ("told me to stop keto", "I've given up on keto", "Vegan
    just didn't work for me", a learner's "I finish with the keto, too much headaches")."""
    # (keto by its low-carb kind too: "after giving up the low-carb thing")
    held = r"(?:keto|low[- ]carb)" if diet == "keto" else re.escape(diet)
    return re.search(
        r"\b(?:stop|stopped|quit|quitting|off|no more|done with|finish(?:ed)? with|came off|come off|"
        r"ditch(?:ed|ing)?|drop(?:ped)?|gave up|give up|given up|giving up)(?: on)? (?:the |my |that |this |being )?"
        rf"{held}\b|\b{held}(?: diet)? (?:just )?(?:didn['’]t|did not|doesn['’]t) work\b",
        _statements(said),
        re.I,
    )


def _diet_done(filled: Filled, said: str) -> str | None:
    """The diet held, said by the speaker to be over (:data:`_DIET_DONE`, :data:`_DIET_ERA_OVER`): "User no longer
    follows a keto diet", "User is no longer vegan"; not asked, denied or in jest, nor for a day ("done with keto for
    today"); else None."""
    for sentence in SENTENCES.split(said):
        m = (
            _DIET_DONE.search(sentence)
            or _DIET_ERA_OVER.search(sentence)
            or _DIET_LEFT_IT.search(sentence)
            or _DIET_STOPPED.search(sentence)
        )
        if (
            m is None
            or (named := _diet_named(d := next((g for k in "dkpfw" if (g := m.groupdict().get(k))), ""))) is None
            or named.value != filled.value
            or filled.negated
            or _denied(sentence, m)
            # (not asked, unless the question supposes it: "Pasta is back now that the keto chapter is closed — any …?")
            or (m.start() >= len(statement_of(sentence)) and not m.group().lower().startswith("now that"))
            or _JOKE.search(said)  # "I'm done with keto... just kidding, never leaving lol"
            or _NOT_REAL.search(sentence)
            # someone else's, or for a while: "so keto is dead in this house since my wife hates it", "… for my mom",
            # "… over for him", "… over for now", "… for 4 days"
            or re.search(
                r"\b(?:for (?:my|his|her|their|our|this|the|him|them|now|a|an|one|two|three|four|five|six|\d+)|"
                r"in this house|at (?:my|our|the)|until|till)\b",
                sentence[m.end() :],
            )
            # "Once I'm done …" (the diet's time before the learner's end of it: "After one year keto I am finish …")
            or re.search(
                r"\b(?:once|when|after|until|till|if)\b",
                sentence[: m.start()] if m.re is not _DIET_LEFT_IT else sentence[m.end("d") : m.start("e")],
                re.I,
            )
            or _still_held(filled, said)
            # another diet named is the change, left to the model: "done with raw food, back to a normal omnivore diet"
            or any(a.lower() != d.lower() for a in _A_DIET.findall(said))
            # or said by what the speaker leaves out now: "Done with paleo. These days it's no meat at all for me"
            or any(_own_diet(_SAID_AS[d], said) for d in ("vegetarian", "vegan") if d != filled.value)
            # or by meat back, a meatless diet's end the model names: "the pescatarian era is over, had my first burger"
            or (
                filled.value in _LEFT_OUT
                and re.search(rf"\b(?:first|back (?:in)?to) (?:\w+ )?(?:{MEAT})\b", said, re.I)
            )
            or re.match(
                r"\s*(?:for (?:today|tonight|the (?:day|night|weekend|holidays?))|till|until)\b",
                sentence[m.end() :],
                re.I,
            )
            # (nor the time said after a trailing off: "Keto and I are done... until Monday lol")
            or re.match(r"[\s.…]*(?:until|till|for)\b", said[said.find(sentence) + len(sentence) :], re.I)
        ):
            continue
        return _diet_fact(filled.value, ended=True)
    # the held diet named and normal eating back: "told me to stop keto because of my cholesterol, so I'm back to
    # normal eating with carbs" (not "back to normal eating after the holidays, keto again from Monday")
    back = _BACK_TO_NORMAL.search(said)
    if back is None:
        return None
    start, sentence = _sentence_at(said, back.start())
    ended = _held_diet_ended(filled.value, said)
    if ended is None and filled.value == "low-fodmap":
        ended = _REINTRODUCED.search(sentence)  # "the reintroduction phase went great"
    if re.search(
        rf"\b(?:no|not|without|except|never)\s+(?:\w+\s+)?(?:{MEAT}|fish|seafood|eggs?|dairy|cheese|milk)\b",
        sentence[back.end() - start :],
        re.I,
    ):
        return None  # some foods still left out, the diet now the model's: "Now I eat again bread and rice, only no
        # meat, but fish yes"
    if (
        not filled.negated
        and ended is not None
        and not _about_someone_else([sentence], "diet")
        and not re.search(r"\bfor (?:him|her|them|my \w+)\b", sentence, re.I)  # "… so back to normal food for her"
        and not _denied(said, back)
        and back.start() - start < len(statement_of(sentence))  # not asked: "… am I back to normal eating?"
        and not _JOKE.search(said)
        and not _still_held(filled, said)
        and not re.search(rf"\b(?:{_FOR_A_BREAK})\b", said, re.I)
        and not re.search(rf"\bstill (?:\w+ )?{re.escape(filled.value)}\b", said, re.I)
    ):
        return _diet_fact(filled.value, ended=True)
    return None


# normal eating back, said as now: "so I'm back to normal eating", "back to eating normally"
_BACK_TO_NORMAL = re.compile(
    r"\b(?:I['’]m|I am|im|and|so|now) (?:now |finally )?back to (?:normal|regular) (?:eating|food|meals)\b|"
    r"\bback to eating (?:normally|like a normal person|everything)\b|"
    # "I'm eatin' whatever now", a learner's "so now I eat again rice and bread normal"
    r"\b(?:I['’]m|I am|im) (?:now )?eat(?:ing|in['’]?) (?:whatever|everything|anything)(?: I (?:want|like))? "
    r"(?:now|again|these days)\b|"
    r"\bnow I eat again (?:\w+ )?(?:rice|bread|pasta|carbs|potato(?:e?s)?|fruit)\b|"
    # "now I eat normal, everything, pasta also", "I stopped keto, now I eat everything"
    r"\bnow I eat (?:normal(?:ly)?|everything|anything|whatever)\b|"
    # "so I'm eating normally again, onions and garlic included"
    r"\b(?:I['’]m|I am|im) (?:now )?eating normal(?:ly)? again\b|"
    # "Finally eating bread and rice again after ditching keto!"
    r"(?:^|(?<=[.!?]\s)|\b(?:I['’]m|I am|im|and|so|now|finally) )(?:finally |now )?eating "
    r"(?:bread|rice|pasta|carbs|potato(?:e?s)?)(?:,? (?:and|&) (?:bread|rice|pasta|carbs|potato(?:e?s)?))? again\b",
    re.I,
)
# the low-FODMAP diet's last phase said done: "the reintroduction phase went great" (not "… starts Monday")
_REINTRODUCED = re.compile(
    r"\breintroduc\w*(?: phase| stage)? (?:went|is|was|has gone|has been) (?:\w+ )?(?:great|well|fine|done|over|"
    r"finished|complete|smoothly)\b",
    re.I,
)
# time off: "for the holidays", "for a trip"
_FOR_TIME_OFF = r"for (?:the |a )?(?:holidays?|weekend|week|vacation|trip|christmas|day|cheat day)"
# normal eating only for a break: "for the holidays", "keto again from Monday"
_FOR_A_BREAK = (
    rf"{_FOR_TIME_OFF}|"
    r"again (?:from|on|next|after(?! (?:ditching|dropping|quitting|stopping|giving up)\b))|"
    r"cheat (?:day|meal)|refeed|until|till"
)


# a while without meat that goes on now, counted: "its been 5 weeks w/o any meat", "Week three of no meat but still
# eating eggs and cheese"; not one that ended ("After 5 weeks without meat I caved"), nor a fast's or a challenge's
_MEATLESS_NOW = re.compile(
    r"^\W*(?:day|week|month) \w+ of |"
    r"(?:\b(?:it['’]?s|its|it has) been|^\W*(?:been|now)?)\s*\w+ (?:whole |full )?(?:days?|weeks?|months?) ",
    re.I,
)
_WITHOUT_MEAT = re.compile(r"(?:(?<=\s)|^)(?:of no|without|w/o|with no|no) (?:any )?meat\b", re.I)
_NOT_MEATLESS = re.compile(
    r"\b(?:after|then|caved|broke|until|till|lent|ramadan|fast\w*|challenge|detox|cleanse|trial|diet|dream\w*|fish|"
    r"seafood|salmon|tuna|prawns?|shrimp)\b",
    re.I,
)


# diets of meat, which a while without it ends
_DIETS_OF_MEAT = ("low-carb", "paleo", "carnivore")
_MEAT_FORCED_OFF = re.compile(
    r"\b(?:because|bc|cuz|cause|closed|strike|surgery|freezer|fridge|camping|trip|shops?|novel|character|story|"
    r"craving|can['’]t wait|never again|broke|budget)\b",
    re.I,
)


def _meatless_now(filled: Filled, said: str) -> str | None:
    """A meat eater's while without meat, counted and going on (:data:`_MEATLESS_NOW`), as being vegetarian; else
    None (fish unsaid: "fish" beside it is left to the model)."""
    # (or a diet of meat: "Y'all, it's been a whole month without any meat" for "User follows a low-carb diet")
    if filled.value not in ("omnivore", "no restrictions", "flexitarian", *_DIETS_OF_MEAT):
        return None
    for sentence in SENTENCES.split(said):
        lead = _MEATLESS_NOW.search(sentence)
        if lead is None or (without := _WITHOUT_MEAT.match(sentence, lead.end())) is None:
            continue
        if (
            without.start() >= len(statement_of(sentence))
            or _NOT_MEATLESS.search(sentence)
            or _denied(sentence, without)
            # (none to be had, or a spell forced: "… the butcher's closed", "… since my jaw surgery", "… bc the freezer
            # died", "… in my novel's main character's life"; a diet of meat's only for a month or more)
            or _MEAT_FORCED_OFF.search(said)
            or (filled.value in _DIETS_OF_MEAT and not re.search(r"months?\b", lead.group(), re.I))
        ):
            continue
        if _about_someone_else([sentence], "diet") or _JOKE.search(said):
            continue
        return "User is vegetarian"
    return None


def _diet_fact(diet: str, *, ended: bool = False) -> str:
    """A diet as a memory says it: "User follows a keto diet", "User is vegan", "User no longer follows a keto
    diet", "User is no longer vegan"."""
    no_longer = " no longer" if ended else ""
    return f"User{no_longer} follows a {diet} diet" if diet in _FOLLOWED else f"User is{no_longer} {diet}"


def _still_held(filled: Filled, said: str) -> bool:
    """Whether ``said`` says the diet ``filled`` holds still, with or without its subject ("Still on keto though",
    "still vegan obviously")."""
    return re.search(rf"\bstill (?:on |a |doing |being )?{re.escape(filled.value)}\b", said, re.I) is not None


def _held_said_yes(filled: Filled, memory: str, said: str) -> str | None:
    """An engagement to the partner ``memory`` holds (a partner, not yet engaged or wed), who said yes to the speaker's
    proposal, with its ring or the couple's engagement right after ("PRIYA SAID YES!!! 💍😭", "Priya said yes! Now I
    need help planning an engagement party"; read before plans, as the party planned is the engagement's), or None;
    not to something else ("Priya said yes to the trip", "… when I asked her to come to Diwali"), asked, supposed,
    denied ("no ring yet though") or in jest."""
    if (
        filled.slot != "relationship"
        or filled.value in ("married", "engaged", *_NO_PARTNER)
        or _JOKE.search(said)
        or _NO_RING.search(said)
    ):
        return None
    yes = _PRONOUN_YES_OPENING.match(said)
    worn = _ring_worn(said)
    # (for a pronoun's yes or the ring: no one else's relationship told in it, nor one in a game or a dream: not "… my
    # best friend Emma is engaged, Priya and I are so happy", "… in my dream")
    ours = (
        (yes is not None or worn)
        and not _NOT_REAL.search(said)
        and not any(_SOMEONE_ELSE_THAN_A_PARTNER.search(c) for c in _clauses(said) if TOPICS["relationship"].search(c))
    )
    for name in _partner_names(memory):
        for m in re.finditer(rf"\b{re.escape(name)} said yes\b(?!\s+(?:to|when|because|after|if)\b)", said, re.I):
            start, sentence = _sentence_at(said, m.start())
            if (
                m.start() - start < len(statement_of(sentence))
                # (the cue in the yes's sentence or the next one, the positions the message's)
                and _ENGAGED_BESIDE.search(said, m.end(), start + 2 * len(sentence) + 120)
                and not _DENIED.search(sentence[: m.end() - start])
            ):
                return f"User is engaged to {name}"
        # or the yes opening the message, the partner named after it: "SHE SAID YES!!! 💍 priya cried, i cried"
        # (the proposal made, for real: not "… before I propose to Priya on Friday", "… to dinner. The 💍 is still in
        # my pocket")
        if (
            yes is not None
            and re.search(rf"\b{re.escape(name)}\b", said, re.I) is not None
            and _ENGAGED_BESIDE.search(said, yes.end(), yes.end() + 200)
            and not _PROPOSAL_AHEAD.search(said)
            and ours
        ):
            return f"User is engaged to {name}"
        # or the ring worn a while, the partner named beside it (texted: "tariqs mom")
        if worn and ours and re.search(rf"\b{re.escape(name)}(?:['’]?s)?\b", said, re.I) is not None:
            return f"User is engaged to {name}"
    return None


def _ring_worn(said: str) -> bool:
    """Whether ``said`` tells of the engagement ring worn a while, beside wedding talk: "tariqs mom is already asking
    about wedding venues 😩 the ring's been on my finger barely a week"; not another ring, denied or a yes to
    another."""
    ring = _RING_WORN.search(said)
    if ring is None:
        return False
    start, sentence = _sentence_at(said, ring.start())
    return (
        re.search(r"\b(?:wedding|venues?|engage\w*|fianc\w*)\b", said, re.I) is not None
        and not _NOT_AN_ENGAGEMENT_RING.search(said)
        and ring.start() - start < len(statement_of(sentence))
        and not _DENIED.search(sentence)
        and not _YES_TO_ANOTHER.search(said)
    )


# a ring worn a while: "the ring's been on my finger barely a week"
_RING_WORN = re.compile(
    r"\bthe ring['’]?s? (?:has )?been on my finger (?:for )?(?:(?:barely|only|just|not even|less than) )?"
    r"(?:a|one|two|three|four|five|six|a few|\d+) (?:days?|weeks?)\b",
    re.I,
)
# another ring than an engagement's, or none: "Tariq and I aren't engaged", "my new smart ring", "her ring"
_NOT_AN_ENGAGEMENT_RING = re.compile(
    r"\b(?:not|n['’]t|never) (?:engaged|getting married)\b|\b(?:birthday|smart|promise|mood|plastic|fake|costume|"
    r"class|signet|wedding) ring\b|\b(?:lent|borrow\w*|trick|magician|late|sister['’]s|brother['’]s|friend['’]s|"
    r"cousin['’]s|mom['’]s|mum['’]s)\b",
    re.I,
)
# a yes to the speaker's proposal opening the message: "SHE SAID YES!!! 💍", "omg he said yes" (not quoted: "'She said
# yes!' is what I want to text everyone", nor a yes to something else: "She said yes... to dinner")
_PRONOUN_YES_OPENING = re.compile(
    r"(?!\W*['‘\"“])\W*(?:(?:omg|ok|okay|so|guys|y['’]all|well)\W+)*(?:she|he) said yes\b(?!\W*to\b)", re.I
)
# a yes to something else than the speaker's proposal (or none made yet, :data:`_PROPOSAL_AHEAD`): "She said yes!!
# (on The Bachelor lol)", "omg she said yes - the landlord!", "… jk no ring", "Jake proposed at the concert"
_YES_TO_ANOTHER = re.compile(
    r"\bsaid yes\W{0,5}(?:\(|[-–—]\s|\.\.\.)|\b(?:the bachelor|landlord|agreed to|jk|no ring|ring pop|therapy|"
    r"(?-i:[A-Z])\w+ (?:proposed|popped the question) (?:at|to|on|in)\b)",
    re.I,
)
# a proposal still ahead, or not made: "before I propose to Priya on Friday", "I chickened out", "Dad gave his blessing"
_PROPOSAL_AHEAD = re.compile(
    r"\b(?:(?:before|when|once|after) I propose|I['’]ll propose|I will propose|(?:going to|gonna|about to|plan to) "
    r"propose|proposing|chickened out|blessing|still in my (?:pocket|drawer|bag)|lend me|"
    r"to the (?:puppy|dog|kitten))\b",
    re.I,
)
# an engagement's ring or the couple's own engagement, beside a yes to a proposal (not another's: "my sister's big
# engagement party", "a ring" lost at the gym)
_ENGAGED_BESIDE = re.compile(
    r"💍|popped the question|\b(?:we['’]re|we are|(?:so|now) we['’]re|officially) engaged\b|"
    r"\b(?:our|an|my) (?:own )?engagement (?:party|dinner|photos|shoot|ring|announcement)\b|"
    r"\b(?:my|her|his) (?:fianc\w*|proposal)\b",
    re.I,
)
# an engagement denied: "no ring yet though lol", "We're not engaged"
_NO_RING = re.compile(
    r"\bno ring\b|\b(?:not|n['’]t) (?:\w+ )?engaged\b|\bno (?:engagement|proposal)\b|\bjust moving in\b", re.I
)


def _said_yes(said: str) -> str | None:
    """The name of the one who said yes to the speaker's proposal ("Cerys said yes! Popped the
    question up Pen y Fan Sunday"), or None."""
    m = _SAID_YES.search(said)
    if m is None or not _PROPOSAL.search(said) or _DENIED.search(said) or re.fullmatch(_PEOPLE, m["n"], re.I):
        return None
    return m["n"]


_TITLE = re.compile(r"(?:dr|doctor|mr|mrs|ms|miss|prof|professor|sister|nurse)", re.I)
# "seeing" one not as a partner, or no longer: a carer, a friend, a date that ended
_NOT_ROMANCE = re.compile(
    r"\b(?:therap\w*|counsel\w*|physio\w*|psych\w*|doctor|dentist|GP|coach|trainer|tutor|friends?|buddy|"
    r"sessions?|appointments?|ghost\w*|dumped|broke up|ended|over now)\b",
    re.I,
)


# an elopement told at a sentence's start: "Kenji and I eloped last week", "me n lucas eloped"; not supposed ("People
# keep asking if Olu and I secretly eloped"), asked or denied
_ELOPED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?i:so|ok|omg|lol|guess what)\W+)*"
    # the name in lower case where texted so: "lol so farah and i eloped in vegas last week"
    r"(?:(?P<n>[A-Z][^\W\d_]+|(?!(?:she|he|they|we|you|u|and|so|ok|omg|lol|then|now|mum|mom|dad|babe|bae|bestie|"
    r"bff|sis|bro|hubby|wifey)\b)[a-z]+(?= (?:and|&|n) i\b))"
    r" (?:and|&|n) (?i:I|me)|(?i:me|I) (?i:and|&|n) (?P<m>[A-Za-z][^\W\d_]+))"
    r" (?i:just |finally |secretly |actually |officially )?(?i:eloped)\b(?! (?i:from)\b)",
    re.M,
)


# the wedding held, a civil one, said as past: "After our courthouse ceremony on Saturday, Ingrid insists we still
# throw a proper party" (not "… ceremony next month", "before our courthouse wedding")
_OUR_CIVIL_WEDDING = re.compile(
    r"\b(?:(?:after|since) our (?:courthouse|civil|registry(?: office)?|city hall|town hall) (?:ceremony|wedding)|"
    # "Sofia and I made it official at the town hall yesterday"
    r"(?:and I|we) (?:made it official|got married|signed the (?:papers|register)) at (?:the )?"
    r"(?:courthouse|registry(?: office)?|register office|city hall|town hall))\b"
    # (papers signed for something else: not "… signed the papers at city hall for our business license", "…: registered
    # our address together", "… as witnesses for my brother's wedding", "… for our daughter's adoption")
    r"(?![^.!?]*\b(?:for (?:our|a|the|my) (?:[\w-]+ )?(?:business|company|shop|lease|mortgage|house|flat|apartment|car|"
    r"visa|permit|licen[cs]e)|regist\w*|adopt\w*|birth|co-?sign\w*|tenancy|domestic partner\w*|as witnesses|"
    r"witnesses for|business|"
    r"address|brother|sister|friend|cousin)\b)"
    r"(?![^.!?]*\b(?:next|tomorrow|coming|in (?:\w+ )?(?:days?|weeks?|months?))\b)",
    re.I,
)


def _wed_at_court(memory: str, said: str) -> str | None:
    """The partner ``memory`` names, married now, where the speaker tells of a civil wedding past in a sentence that
    names them (:data:`_OUR_CIVIL_WEDDING`); else None."""
    m = _OUR_CIVIL_WEDDING.search(said)
    if m is None or _JOKE.search(said) or _denied(said, m) or _NOT_REAL.search(said):
        return None  # (nor dreamt: "In my dream Leo and I signed the papers at city hall")
    _, sentence = _sentence_at(said, m.start())
    named = [n for n in _partner_names(memory) if re.search(rf"\b{re.escape(n)}\b", sentence)]
    return f"User is married to {named[0]}" if named else None


# texted, the one now dated named in lower case: "been seeing rafael for 2 months now"
_DATED_LOWER = re.compile(
    r"\b(?:been|im|i['’]m) (?:now )?(?:dating|seeing) "
    r"(?=(?!(?:a|an|the|my|this|that|someone|somebody|anyone|him|her|them|each|other|you|u|it|things)\b)[a-z]+\b)"
)


def _new_partner(sentence: str) -> re.Match[str] | None:
    """:data:`_NEW_PARTNER` in ``sentence``; in a sentence all in lower case, with the name after the dating capitalised
    (the match's places are the sentence's)."""
    m = _NEW_PARTNER.search(sentence)
    if m is not None or sentence != sentence.lower():
        return m
    named = sentence
    for d in _DATED_LOWER.finditer(sentence):
        named = named[: d.end()] + named[d.end()].upper() + named[d.end() + 1 :]
    return _NEW_PARTNER.search(named)


def _eloped(said: str) -> str | None:
    """The partner the speaker tells of having eloped with (:data:`_ELOPED`), as a marriage; else None."""
    m = _ELOPED.search(said)
    if m is None or _denied(said, m) or _JOKE.search(said) or re.search(r"\b(?:sims|dream\w*|game)\b", said, re.I):
        return None
    start, sentence = _sentence_at(said, m.start())
    if m.start() - start >= len(statement_of(sentence)):
        return None  # asked: "Kenji and I eloped?"
    name = m["n"] or m["m"]
    return f"User is married to {name[0].upper()}{name[1:]}"


def _partner_told(said: str) -> str | None:
    """A partner the speaker tells of by name, where none is held: an engagement that happened ("My
    engagement with Ananya happened last Sunday itself"), a girlfriend or boyfriend one has now with
    the name told after ("omg so i have a gf now?? her name is yuki"); else None."""
    m = _MY_ENGAGEMENT.search(said)
    official_with = m is not None and not m["to"] and re.match(r" is (?:now )?official", said[m.end() :]) is not None
    if m is not None and not _denied(said, m) and not official_with and not _ENDED.search(said):
        return f"User is engaged to {m['n']}"  # not "My engagement with Twitter is official lol", "… and it ended"
    # (a gift asked about is no advice: "What should I get Tomasz for our six-month anniversary?")
    m = _ANNIVERSARY_GIFT.search(said)
    if m is not None and not _DENIED.search(said[: m.end()]):
        return f"User is in a relationship with {m['g']}"
    m = _WEEKS_TOGETHER.search(said)
    if m is not None and not _denied(said, m) and not _JOKE.search(said):
        name = m["n"] or m["m"]
        return f"User is in a relationship with {name[0].upper()}{name[1:]}"
    m = _HAVE_A_PARTNER.search(said)
    if m is None or _denied(said, m) or _FRIENDS.search(said):
        return None
    if _HEARSAY.search(said[: m.start()]) or _JOKE.search(said) or _PET.search(said[m.end() :]):
        return None  # "apparently I have a girlfriend now??", "… lol no, jk", "… she's a cocker spaniel puppy"
    if re.search(r"\b(?:seeing|dating) (?:someone|somebody)\b", m.group(), re.I) and (
        _TITLE.fullmatch(m["n"]) or _NOT_ROMANCE.search(said[m.end() :])
    ):
        return None  # "I've been seeing someone! Her name is Dr Okafor and she's a therapist", "… one date and she
        # ghosted me", "… we're just friends though"
    return f"User is in a relationship with {m['n'][0].upper()}{m['n'][1:]}"


def _diet_named(word: str) -> Filled | None:
    """The diet a diet's name stands for ("veggie" → vegetarian)."""
    return slot_of(f"User is {word.lower()}")


def _denied(sentence: str, change: re.Match[str]) -> bool:
    """Whether the ``change`` read in ``sentence`` is denied, only nearly made or supposed, in its
    own clause ("we never broke up", "if Liam and I split up"): not by an "if" further on ("…
    since Liam and I split up, and I want to know if the museums need booking"); or is someone
    else's, told in a clause of its own ("marco's brother just got engaged lol, now everyone's
    asking when we're next"); or held before the partner now ("Before Farouk I was married once");
    or only someone else's belief ("my coworker thought jonas and i broke up … nope")."""
    before = _clause_before(sentence, change)
    clause = before + change.group()
    return (
        _DENIED.search(clause) is not None
        or _about_someone_else([clause], "relationship")
        or _BEFORE_THE_PARTNER.search(before) is not None
        or re.search(BELIEVED, before, re.I) is not None
        or _TEASED.search(before) is not None
        or _ADVISED.search(before) is not None  # "My sister says Mateo and I should just get married already"
    )


_ADVISED = re.compile(r"\b(?:should|shouldn['’]t|ought to)\b", re.I)


def _cut_denied(sentence: str, cut: re.Match[str]) -> bool:
    """:func:`_denied` for a food left out, or a cut only told, wanted or weighed ("My mum keeps
    telling me to stop eating meat"). "Never eating meat again" is left to the model: a vow ("after
    that slaughterhouse video") and one in the heat of it ("after that kebab lol") read the same."""
    return _TOLD_TO.search(_clause_before(sentence, cut)) is not None or _denied(sentence, cut)


def _clause_before(sentence: str, m: re.Match[str]) -> str:
    """The words of ``sentence`` before ``m`` in its clause (since the last comma, semicolon or colon)."""
    return _CLAUSE_START.split(sentence[: m.start()])[-1]


def _left_out(cuts: Sequence[re.Match[str]]) -> str:
    """The foods ``cuts`` leave out: a :data:`_CUT`'s foods and those listed right after them ("cut out fish, dairy
    and eggs too"), or a whole :data:`_NO_LIST`."""
    return " ".join(
        m["f"] + (more.group() if (more := _MORE_FOODS.match(m.string, m.end())) else "")
        if "f" in m.re.groupindex
        else m.group()
        for m in cuts
    )


# more foods listed after a cut's first: "cut out fish, dairy and eggs too"
_MORE_FOODS = re.compile(rf"(?:\s*(?:,|and|&|or|, and|, or)\s*(?:{_FOOD_WORDS})\b)+", re.I)


# diets a vegan may keep: a cut of every animal product changes none of them
_VEGAN_FITS = frozenset({"vegan", "raw vegan", "gluten-free", "dairy-free", "lactose-free", "low-fodmap", "low-carb"})
_GAP_END = re.compile(r"\s*(?:$|[,.;:!?)—–-]|(?:and|so|but|now|anymore|any more|at all|whatsoever)\b)", re.I)
_SAID_NO_ONE = re.compile(r"\bsaid no(?: ?one|body)\b", re.I)


def _long_gap(sentence: str, cut: re.Match[str], said: str) -> bool:
    """Whether a texted "haven't touched <food>" (:data:`_CUT`'s gap) is for a long while told in the food's clause,
    closing a part of it ("… an animal product since February."), not "since February in my skincare routine",
    "since April, well apart from the odd burger", "in years! said no one ever"."""
    end = mark.start() if (mark := _CLAUSE_START.search(sentence, cut.end())) else len(sentence)
    return (
        any(_GAP_END.match(sentence, gap.end()) for gap in LONG_GAP.finditer(sentence, cut.end(), end))
        and not _EXCEPT.search(sentence, cut.end())
        and not _SAID_NO_ONE.search(said)
        and not _JOKE.search(said)
    )


# nothing from animals eaten, for good: "Nothing from animals comes into my kitchen anymore, not even honey"
_NOTHING_FROM_ANIMALS = re.compile(
    r"\bnothing (?:from|of) (?:an )?animals? (?:comes? into|goes? (?:into|on)|is allowed (?:in|on)|in|on) "
    r"my (?:kitchen|plate|fridge|house|home|diet)(?: anymore| any more| now| these days)\b|"
    # the last foods gone with the rest: "Fish and dairy both went out of my life in January, along with everything
    # else from animals"
    r"\b(?:went|gone|are|is) out of my (?:life|diet|kitchen)\b[^.!?]{0,30}?,? along with (?:everything|anything|all) "
    r"else (?:from|of) animals\b(?![^.!?]*\b(?:veganuary|came back|still eat|for (?:lent|january|a month))\b)",
    re.I,
)
# only plants eaten now: "only eat plants now", "nothing but plants" (not "only eat plants on Mondays")
_ONLY_PLANTS = re.compile(
    r"\b(?:I |and )(?:now )?(?:only|just) eat plants\b(?! (?:on|at|for|when|plus|and|but|except|with)\b)|"
    # a learner's "Now I am eating only plants, no more fish"
    r"\b(?:I am|I['’]m|im) (?:now )?eating (?:only|just) plants\b(?! (?:on|at|for|when|plus|and|but|except|with)\b)|"
    r"\bnothing but plants\b(?! (?:on|at|for|plus|and|but|except|with)\b)",
    re.I,
)


# only plants eaten now, said of the speaker's plate: "so it's fully plants for me now" (not "it's all plants in my
# garden now", "mostly plants")
_PLANTS_NOW = re.compile(
    r"\b(?:it['’]s|its|it is) (?:fully|all|only|just|100%) plants (?:for me )?(?:now|these days)\b|"
    # "now that everything on my plate comes from plants" (all of it, for good: not "… apart from eggs from our hens",
    # "… ultimately (cows eat grass lol)", "… at the retreat")
    r"\b(?:now that|since|these days) (?:everything|all) (?:on my plate|I eat) (?:now )?comes? from plants\b"
    r"(?![^.!?]*\b(?:except|apart from|but|besides|other than|ultimately|technically|retreat|at the|dream\w*|"
    r"lol|right)\b)|"
    r"\b(?:I |and )(?:now )?(?:only|just) eat plants (?:now|these days)\b|"
    # a learner's, since a time: "from New Year I am eating only plants and my stomach feel much better"
    r"\b(?:from|since) (?:the )?(?:new year|january|february|march|april|may|june|july|august|september|october|"
    r"november|december|christmas|easter|last (?:week|month|year)|this year) (?:I am|I['’]m|im) (?:now )?eating "
    r"(?:only|just) plants\b"
    rf"(?! (?:on|at|for|when|plus|but|except|with|and (?:(?:some |a bit of )?(?:{MEAT}|fish|seafood|eggs?|dairy|"
    r"cheese|milk|honey)))\b)",
    re.I,
)
# a plate of plants only for a while or a place: "For the 30-day vegan challenge …", "… at work", "… till Easter"
_PLANTS_FOR_A_WHILE = re.compile(
    r"\b(?:challenge|till|until|at work|tonight|this week|ran out|for (?:lent|now|the (?:week|month))|houseplants?|"
    r"garden|balcony|room|jungle|pots?|surrounded|guests|veganuary|during)\b",
    re.I,
)
# fish left out by the speaker's household too: "Our whole house has gone fish-free too" (a pescatarian's fish)
_FISH_FREE = re.compile(
    # (the house's people, not a tank in it: "The aquarium in our house is fish-free now")
    r"\b(?:I|we|(?<!\bin )(?<!\bof )our (?:whole |entire )?(?:house|household|family|home|kitchen))\b[^.!?,]{0,12}?"
    r"\b(?:gone|went|going|am|is|are|been|['’]m|['’]re|['’]s) (?:now |fully |completely |totally )?fish[- ]free\b"
    # (not for a while, a trip's or Lent's)
    r"(?! (?:for|this|tonight|today|until|till|in|on)\b)(?![^.!?]*\b(?:trip|boat|cruise|lent|back to)\b)",
    re.I,
)
# only fish and seafood from now on: "that was it for me — fish and seafood only from here on" (a meat eater's
# meat left; not "fish only on Fridays", "only fish this week")
_FISH_ONLY_ON = re.compile(
    # (the speaker's: "for me" or "I" before it; not a restaurant's, the kids', Lent's or a doctor's wish)
    r"\b(?:for me|I eat|I['’]m eating|I am eating)\b[^.!?]{0,30}?"
    r"\b(?:fish|seafood)(?: (?:and|&) (?:fish|seafood))? only from (?:now|here) on\b"
    r"(?![^.!?]*\b(?:till|until|for (?:lent|the)|don['’]t think|can['’]t|wants?|should)\b)",
    re.I,
)


def _fewer_foods(filled: Filled, said: str) -> str | None:
    """The diet left when the speaker stops eating more foods than the one held allows: eggs and
    dairy (or every animal product) dropped by a vegetarian (vegan), fish by a pescatarian
    (vegetarian, or vegan without eggs and dairy too), meat and chicken by a meat eater who says fish
    stays (pescatarian), all meat by a meat eater (vegetarian; vegan with every animal product, or with
    fish, eggs and dairy: "no meat, no fish, no dairy, no eggs"); else None."""
    for sentence in map(statement_of, SENTENCES.split(said)):
        if for_a_while(sentence):
            continue  # "cutting out all meat for Lent", "I tried cutting out meat last year"
        if (
            filled.value not in _VEGAN_FITS
            and _NOTHING_FROM_ANIMALS.search(sentence)
            and not _about_someone_else([sentence], "diet")
            and not _JOKE.search(sentence)
        ):
            return "User is vegan"
        # "I cut out the salmon and shrimp too, so it's fully plants for me now", "Our whole house has gone fish-free
        # too", "that was it for me — fish and seafood only from here on"
        plate = None
        if filled.value not in _VEGAN_FITS and _PLANTS_NOW.search(sentence) and not _PLANTS_FOR_A_WHILE.search(said):
            plate = "User is vegan"
        elif filled.value == "pescatarian" and _FISH_FREE.search(sentence):
            plate = "User is vegetarian"
        elif filled.value in ("omnivore", "flexitarian") and _FISH_ONLY_ON.search(sentence):
            plate = "User is pescatarian"
        if plate is not None and not _about_someone_else([sentence], "diet") and not _JOKE.search(sentence):
            return plate
        cuts = [m for m in _CUT.finditer(sentence) if _ONLY_FOODS.match(m["f"].strip())] + [
            *_OFF_MY.finditer(sentence),
            *_NONE_FOR_ME.finditer(sentence),
        ]
        # "since I turn Ital, no meat, no fish, no dairy"
        if _I.search(sentence) and not _NOT_A_DIET_LIST.search(sentence):
            cuts += _NO_LIST.finditer(sentence)
        cuts = [m for m in cuts if not _cut_denied(sentence, m) and not _FROM_A_DISH.match(sentence[m.end() :])]
        # ("… instead" in jest: "I've cut out every animal product instead. jk, I love cheese too much")
        cuts = [
            m for m in cuts if not ((m.groupdict().get("f") or "").rstrip().endswith("instead") and _JOKE.search(said))
        ]
        # "haven't touched" only for a long while: not "I haven't had meat today"; the while in the food's clause,
        # closing a part of it, nothing excepted ("since April, apart from the odd burger"), no joke
        cuts = [m for m in cuts if not m.groupdict().get("gap") or _long_gap(sentence, m, said)]
        cuts = [m for m in cuts if not _about_someone_else([_clause_with(sentence, m.group(), sentence)], "diet")]
        if all(m.re is _OFF_MY and not _TOO.match(sentence, m.end()) for m in cuts):
            continue  # "off my plate" only beside a cut of another food: not "The fish is off my plate, the dog nicked
            # it", "Fish is off my plate now, Jen's taking over the seafood station", "Eggs and cheese are off my plate
            # tonight"
        cut = {food.lower() for food in _FOODS.findall(_left_out(cuts))}
        if not cut or _about_someone_else([sentence], "diet"):
            continue
        every = any(food.startswith("animal product") for food in cut)
        animal = every or bool({"dairy", "cheese", "milk"} & cut and {"eggs", "egg"} & cut)
        fish = {"fish", "seafood"} & cut
        if filled.value == "vegetarian" and animal:
            return "User is vegan"
        if filled.value == "pescatarian" and (fish or every):
            # (or only plants eaten now: "Since I gave up fish too and only eat plants now")
            return "User is vegan" if animal or _ONLY_PLANTS.search(said) else "User is vegetarian"
        # "User follows a carnivore diet" for "haven't touched an animal product"; not a diet a vegan may keep as well
        # ("still strictly gluten-free")
        if every and filled.value not in _VEGAN_FITS:
            return "User is vegan"
        if filled.value not in ("omnivore", "flexitarian") or not {"meat", "chicken", "chook", "poultry"} & cut:
            continue
        if _FISH_STAYS.search(said):
            return "User is pescatarian"
        # all meat, by more than a kitchen's "cut" or "no more" ("I cut the meat for the stew", "We've got no more
        # meat, so I'm making dal")
        diet = [m for m in cuts if not _KITCHEN_CUT.match(m.group())] or [m for m in cuts if _FOR_GOOD.search(sentence)]
        if _ALL_MEAT.search(_left_out(diet)):
            # (eggs and dairy gone with the meat, fish unsaid: "no dairy no eggs no meat for me anymore 🌱")
            return "User is vegan" if every or animal else "User is vegetarian"
    return None


# an employer by its own company events, the speaker with it a short while: "the Airbnb offsite is in Porto next week
# and I've only been with them since May" (not a client's offsite with no time there, nor "been with them for years")
_COMPANY_EVENT = re.compile(
    r"\b(?:the|my|our) (?P<e>(?-i:[A-Z])[\w&.-]*) (?:offsite|off-site|all-hands|all hands|town hall|holiday party|"
    r"christmas party|team retreat|company retreat|hackathon|kick-?off)\b",
    re.I,
)
_WITH_THEM_A_WHILE = re.compile(
    r"\bI['’]?ve (?:only |just )?been (?:with|at) (?:them|the company) "
    rf"(?:since (?:{_MONTH_NAMES}|spring|summer|autumn|fall|winter|last \w+)|"
    r"for (?:a|one|two|three|four|five|six|a few|a couple of|\d+) (?:weeks?|months?))\b",
    re.I,
)


def _with_them_a_while(filled: Filled, said: str) -> str | None:
    """The employer whose company event the speaker goes to, "with them" only a short while; else None."""
    if (event := _COMPANY_EVENT.search(said)) is None or (since := _WITH_THEM_A_WHILE.search(said)) is None:
        return None
    start, sentence = _sentence_at(said, since.start())
    if since.start() - start >= len(statement_of(sentence)) or _DENIED.search(sentence):
        return None
    return _if_contradicting(f"User works at {event['e']}", filled)


# driving or flying for a living, said as what the speaker does now: "I drive long-haul trucks now", "Since I fly the
# night cargo routes for DHL" (not "I drive a truck now", a car of one's own, nor "I fly economy for work")
_DRIVING_NOW = re.compile(
    # (a "now" before: "now I drive taxi in the city", a learner's "now I am driving the tram in the city", or a
    # learner's while so far: "Since three weeks I drive taxi in the city")
    # (for good: not "… only for help my uncle while he is sick, after I go back to restaurant")
    r"(?P<now>\b(?i:now|since (?:\w+ )?(?:days?|weeks?|months?|years?)),? "
    r"(?![^.!?]*\b(?i:while|until|till|go back|only for|for help|to help|temporar\w*|cover\w*)\b))?"
    r"(?:(?:\bI|(?:^|(?<=[.!?]\s))(?i:since I))(?: (?i:now|just|mostly|basically))? (?i:drive|fly)|"
    # "I'm driving lorries for Tesco now"
    # (or "now" between, ending the clause: "I am now driving the city bus.")
    r"(?<![\"“])(?<![\"“:] )\b(?i:I['’]m|im|I am|I['’]ve been|I have been)"
    r"(?: (?i:(?P<now2>now)|just|mostly|basically))? "
    r"(?i:driving|flying)|"
    # texted without its "I": "Been driving long-haul ever since I gave up the kitchen"
    r"(?:^|(?<=[.!?]\s))(?i:been) (?i:driving)) "
    r"(?:(?i:the|a|an) )?(?:(?i:[\w-]+) ){0,2}?"
    r"(?P<v>(?i:trucks|lorries|buses|taxis|cabs|ambulances|trams|trains|forklifts|big rigs|rigs|semis|taxi|cab|bus|"
    r"ambulance|tram|train|long[- ]haul)(?P<dr>)|(?i:cargo |freight |charter |passenger )?(?i:routes|planes|jets|"
    r"helicopters))\b"
    r"(?:(?= (?i:now|these days|full[- ]time|ever since)\b)|"
    r"(?(now)(?= (?i:in the city)\b(?![^.!?]*\b(?i:tomorrow|test)\b))|(?!))"
    r"|(?(now2)(?=\s*(?:$|[!;]|\.(?!\.)))|(?!))"
    r"| for (?!a living\b)(?P<e>[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2}))"
    # freight hauled now: "got my CDL!! officially hauling freight now"
    r"|(?:\b(?i:I['’]m|im|I am)|\b(?i:officially|now)) (?:(?i:now|officially) )?(?i:hauling) "
    r"(?P<v2>(?i:freight|loads|cargo))(?= (?i:now|these days|full[- ]time)\b)"
)
_DRIVER_OF = {"bus": "bus", "lorries": "lorry", "buses": "bus", "taxis": "taxi", "cabs": "taxi", "cab": "taxi",
           "big rigs": "truck", "rigs": "truck", "semis": "truck", "long-haul": "long-haul truck",
           "long haul": "long-haul truck"}  # fmt: skip


def _driving_now(filled: Filled, said: str) -> str | None:
    """The driver's or the pilot's work the speaker does now (:data:`_DRIVING_NOW`), where it is another than the job
    held; else None."""
    for m in _DRIVING_NOW.finditer(said):
        start, sentence = _sentence_at(said, m.start())
        clause = _clause_with(said, m["v"] or m["v2"], m.group())
        if (
            m.start() - start >= len(statement_of(sentence))
            or _DENIED.search(clause)
            or _about_someone_else([clause], "job")
            or any(p.search(sentence) for p in (_NOT_THE_JOB, _ON_THE_SIDE, _NOT_REAL, _PAST_TIME, _NOT_A_POST))
            # ("now" between, only a vehicle driven for work: "I am now driving the city bus.", not "… the bus.")
            or (
                m["now2"] is not None
                and (
                    _JOKE.search(said)
                    or _NOT_REAL.search(said)
                    or not re.search(
                        r"\b(?:city|school|tour|night|express|airport|shuttle|delivery|local) "
                        r"(?:bus|tram|taxi|van|cab)$",
                        said[: m.end()],
                        re.I,
                    )
                )
            )
            # a game, hearsay or a licence of one's own: "I'm flying helicopters now in GTA lol", "Got my private
            # pilot licence, I'm flying planes now!"
            or re.search(r"\b(?:sim\w*|lol no|private|PPL|licen[cs]e|lessons?|for fun)\b", sentence, re.I)
            # a road trip, not a living: "Been driving long-haul ever since I gave up the kitchen, road-tripping around
            # Australia in a campervan", "… for a year to travel"
            or re.search(
                r"\b(?:road[- ]?trip\w*|campervan|camper|motorhome|RV|to travel|travell?ing)\b", sentence, re.I
            )
        ):
            continue
        if m["v2"] is not None:
            post = "truck driver"  # freight hauled
        elif m["dr"] is None:
            post = "pilot"
        else:
            v = m["v"].lower()
            post = f"{_DRIVER_OF.get(v, v.removesuffix('s'))} driver"
        at = f" at {m['e']}" if m["e"] else ""
        return _if_contradicting(f"User works as {_a(post)}{at}", filled)
    return None


# the job left for driving: "Since I quit teaching and started driving the city bus" (what was left is the job: see
# _left_the_job)
_LEFT_TO_DRIVE = re.compile(
    # the speaker's: not "My dad quit teaching and started driving a taxi", "the hero quit teaching …"
    r"(?:\bI (?:(?:just|finally|recently|eventually|already) )?|(?:^|(?<=[.!?])\s+))"
    r"(?:quit|left|gave up|packed in|jacked in) (?P<l>[\w'’ -]{3,30}?) (?:and|to) (?:now |then )?(?:start(?:ed)? )?"
    r"(?:driving|drive) (?:the|a|an) (?:(?:city|school|local|delivery|night|long-haul|[A-Z][\w'’-]*) )?"
    r"(?P<v>bus|taxi|cab|truck|lorry|van|tram|train|forklift|ambulance|tractor)\b(?!-)"
    # a job now, not one beside it or long past: not "… the school bus on Saturdays", "… for extra cash", "… a taxi in
    # 1995, then became a teacher"
    r"(?![^.!?]*\b(?:(?:on|at) (?:the )?weekends?|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|for extra|"
    r"on the side|part[- ]time|for the (?:summer|holidays)|(?:back )?in (?:19|20)\d\d|years ago|then became|"
    # nor for a spell: "… a taxi for a bit during the strike, back in the classroom now"
    r"for a (?:bit|while|few \w+|week|month|year|summer)|during|temporar\w*|back (?:in|to|at))\b)",
    re.I,
)


# another employer joined or worked at now, by name: "I have joined TCS last month only", "and now work in Tencent"
_JOINED_OR_NOW_AT = re.compile(
    r"\b(?:(?:I(?:['’]ve| have)?|and) (?:just |recently |already |finally )?joined|"
    r"(?:(?-i:N)ow (?:I|we)|(?:I|we|and) now) work (?:in|at|for)) "
    r"(?P<e>[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})\b"
    # the employer ends its phrase: not "joined Zumba classes", "joined Headspace meditations", "now work in SAP mostly"
    r"(?=\s*(?:$|[,.;:!?)]|(?:as|from|last|this|on|in|at|since|after|recently|only|itself|already|now|and|so|but|"
    r"two|three|full[- ]time|a|an)\b))"
    r"(?: as (?:an? )?(?P<x>[a-z][\w -]{1,30}?)(?=$|[,.;!?]| (?:in|last|this|on|at|for|and|since|so|from|after)\b))?"
)


# what one joins that is no employer, by its last word: "Rotary Club", "LinkedIn Premium", "Gold's Gym"
_NO_EMPLOYER = re.compile(
    r"\b(?:Club|Society|Association|Group|Gym|League|Team|Choir|Church|Course|Classes|Premium|Plus|Prime|App|"
    r"Community|Network|Forum|Server|Challenge)$"
)


def _held_left(employer: str, said: str) -> bool:
    """Whether ``said`` tells of the ``employer`` held as left or past: "resigned from Infosys", "the Infosys notice
    period", "my last day at Siemens", "after five years in Infosys", "My old Infosys team", "Wipro chapter is
    closed", "than Zara where I was"; not "Infosys has a running club", "left Infosys early today"."""
    e = r"\s+".join(map(re.escape, employer.split()))
    return (
        re.search(
            rf"\b(?:(?:resign\w*|left|leaving|quit\w*|leave)(?: from| at| with)?\s+{e}"
            r"(?=\s*(?:$|[,.;:!?)]|(?:and|after|last|this|in|on|to|so|but|because|since|a|an|two|three|four|five|six|"
            r"finally|already|completely)\b))|"
            rf"last day (?:at|with|in)\s+{e}|"
            rf"(?:years?|months?) (?:in|at|with)\s+{e}|(?:old|former|ex-?)\s*{e}|"
            # "not Huawei anymore"
            rf"(?:not|no longer) (?:at |with |in )?{e},? any ?more)\b|"
            # a notice served, not one ahead ("my notice period at Infosys starts Monday")
            rf"\b(?:{e}(?:['’]s)? notice(?: period)?|notice(?: period)? (?:at|in|with|from)\s+{e})\b[^.!?,;]{{0,25}}?"
            r"\b(?:was|were|over|finished|ended|done|served)\b|"
            rf"\b{e} chapter is (?:closed|over|done)\b|\b{e},? where (?:I|we) (?:was|were|worked|used to)\b",
            said,
            re.I,
        )
        is not None
    )


def _switched_employer(filled: Filled, memory: str, said: str) -> str | None:
    """Another employer the speaker joined or works at now (:data:`_JOINED_OR_NOW_AT`), where the employer held is
    named in the same message ("the Infosys notice period was painful", "more stable than Zara"): "User works at
    TCS"; else None. Without the employer held named as left or past (:func:`_held_left`), "joined Strava", "now I
    work in Leeds" are no job."""
    if not memory.startswith(("User works at ", "User works for ")) or not set(terms(filled.value)) <= set(terms(said)):
        return None
    held = memory.removeprefix("User works at ").removeprefix("User works for ").rstrip(". ")
    if not _held_left(held, said):
        return None  # the employer held only named ("Infosys gives us free Headspace, I've joined Headspace …")
    for sentence in map(statement_of, SENTENCES.split(said)):
        for m in _JOINED_OR_NOW_AT.finditer(sentence):
            if set(terms(m["e"])) & set(terms(filled.value)) or _about_someone_else([sentence], "job"):
                continue
            if m.group().startswith("and") and not re.search(r"\bI\b", _clause_before(sentence, m)):
                continue  # the speaker's own: not "Half my graduate cohort left Deloitte and joined Amazon"
            if _WISHED.search(_clause_before(sentence, m)) or _NOT_THE_JOB.search(sentence) or _DENIED.search(sentence):
                continue
            if _NO_EMPLOYER.search(m["e"]) or _ON_THE_SIDE.search(sentence):
                continue  # a club or a service joined, or beside work: "After five years in Infosys I joined Rotary
                # Club, a good change of pace outside work"
            post = f"as {_a(m['x'])} " if m["x"] and _names_work(m["x"].split()[-1].lower()) else ""
            return f"User works {post}at {m['e']}"
    return None


def _left_the_job(left: str, filled: Filled) -> bool:
    """Whether ``left`` (what the speaker quit) is the job ``filled`` holds: "my job", "the day job", or a word of the
    job held by its first five letters ("teaching" for a teacher), alone; not "smoking", "the gym", "teaching the
    piano class"."""
    held = {w[:5] for w in _RAW_WORD.findall(filled.value.lower()) if len(w) >= 4}
    # the job by its word alone or as "my … job": not "teaching the Sunday school class", "teaching summer school"
    # (a class or a term left, the job kept)
    job = re.fullmatch(r"(?:(?:my|the|that) )?(?:(?P<x>[\w-]+) )?(?:job|work|post|role|career)", left, re.I)
    if job is not None:
        x = (job["x"] or "").lower()
        return not x or x in ("day", "full-time", "old", "regular", "office") or x[:5] in held
    word = re.fullmatch(r"(?:(?:my|the|that) )?([\w'’-]+)", left, re.I)
    return word is not None and len(word[1]) >= 4 and word[1].lower()[:5] in held


# a public service joined by the speaker: "gave up freelancing n joined the fire brigade"
_JOINED_THE_SERVICE = re.compile(
    r"(?:(?<!\bshould )(?<!\bcould )(?<!\bwould )(?<!\bmight )\b(?:I|we)(?:['’]ve| have)?\s+|\b(?:and|n)\s+|&\s*|^\W*)"
    r"(?:just |finally |recently |officially )?"
    r"(?:joined|enlisted in|signed up (?:for|with)) the "
    r"(?P<e>fire (?:brigade|service|department)|police(?: force)?|army|navy|air force|marines|coast ?guard|"
    r"ambulance service)\b"
    r"(?!['’]s| force['’]s| (?:museum|reserve|cadets|tour|open day|of|for|on|as a volunteer|group|chat)\b)",
    re.I | re.M,
)
# the speaker retired now: "I'm officially retired!", "I retired in June"; not "I'm retired from the army and now …"
_NOW_RETIRED = re.compile(
    r"(?:(?:\b(?:I['’]m|I am|im)(?: now| officially| finally| fully)* retired|\bI(?:['’]ve| have)? (?:just |finally |"
    r"officially )?retired)(?=\s*(?:[!.,;]|$|now\b|after\b|in\b|last\b|this\b|today\b|yesterday\b|on\b|"
    # or from the work's place: "Since I retired from the firm last spring" (not "… from competitive chess")
    # (not a board or the school run: "I retired from the hospital board in May")
    r"from (?:the |my |our )?(?:firm|company|bank|school|hospital|practice|office|university|clinic|agency|council|"
    r"factory|mill|plant|railways?|post office|civil service)\b"
    r"(?! (?:[\w-]+ )?(?:board|committee|run|league|team|trust|club|pool|quiz|party|choir)\b)))|"
    # a pension drawn, the work left for good: "Now that I've hung up my white coat for good and am drawing my pension"
    r"\b(?:I['’]m|I am|im|and am)(?: now)? (?:drawing|living on|collecting) (?:my|a|the) (?:state |work )?pension\b"
    r"(?![^.!?]*\b(?:but|still|work\w*|consult\w*|early|army|military|navy|forces)\b))"
    # (either) no work after it: not "I'm retired now I work at the garden centre"
    r"(?![^.!?]*\b(?:now (?:I )?(?:work|do)|back to work|next|but still|still (?:full|part)[- ]time)\b)",
    re.I,
)
# the speaker's retirement, said by how it feels, beside the years of work counted: "Retirement is weird. What hobbies
# do people pick up after 35 years behind the pharmacy counter?" (not "Retirement is two years away", "… coming up")
_RETIREMENT_FELT = re.compile(
    r"^\W*(?:(?:honestly|so|ok|okay|well|man|wow)\W+)*retirement (?:is|has been|feels)\b"
    r"(?!\s+(?:(?:\w+ ){0,2}away|coming|near|close|around|approaching|ahead|looming|on the horizon|planned|next|"
    r"in \w+)\b)"
    r"(?=.*\b(?:\d+|[a-z]+ty(?:[- ][a-z]+)?) years (?:in|behind|at|as|of|on|with)\b)",
    re.I | re.S,
)
# the last day after years of work counted, beside a retirement asked about: "Forty-one years on the tools and last
# Friday was my final day. What hobbies do people usually pick up in their first year of retirement?" (not "… Friday was
# my last day, I start at the fintech on Monday")
_LAST_DAY_AFTER_YEARS = re.compile(
    r"^(?=[\s\S]*\bretire(?:ment|d)\b)(?![\s\S]*\b(?:start\w*|new (?:job|role|position)|joining|next job|hired|"
    r"interview\w*|sabbatical|leave|gap year|break|holiday|vacation|before|until|dad|mum|mom|husband|wife|father|"
    r"mother|sister|brother|friend|he|she|they)\b)"
    r"[\s\S]*\b(?:\d+|[a-z]+ty(?:[- ][a-z]+)?) years (?:on the tools|in|behind|at|as|of|on|with)\b[^.!?]*"
    r"\b(?:was|is) my (?:final|last) (?:day|shift)\b",
    re.I,
)
# someone else the subject: "Sis got her degree and joined the air force"
_OTHERS_AS_SUBJECT = re.compile(r"\b(?:he|she|they|his|her|their)\b", re.I)
# what is no statement of now: supposed, dreamed, believed, quoted or past
_NOT_NOW = re.compile(
    r"\b(?:if|once|when|whenever|should|would|could|thinks?|thought|dream\w*|said|says|as of next)\b", re.I
)


def _held_now(sentence: str) -> bool:
    """Whether ``sentence`` says something as held now, of the speaker: not supposed, dreamed, believed, quoted,
    made up, past or someone else's."""
    return _said_as_now(sentence) and not _OTHERS_AS_SUBJECT.search(sentence) and not _SOMEONE_ELSE.search(sentence)


def _said_as_now(text: str) -> bool:
    """Whether ``text`` says something as so now: not supposed, dreamed, believed, quoted, made up or past."""
    return not any(p.search(text) for p in (_NOT_NOW, _NOT_REAL, _PAST_TIME, _QUOTED))


def _up_to_its_clause(text: str, m: re.Match[str]) -> str:
    """``text`` up to the end of the clause ``m`` is in: "gave up freelancing n joined the fire brigade" of "…, passed
    my probation 🚒 how many calories should i eat"."""
    return text[: m.end()] + re.split(r"[,;.!?]", text[m.end() :])[0]


# work of one's own after losing a job: "I went out on my own after the agency let me go"
_ON_MY_OWN = re.compile(r"\b(?:went|gone|going|struck|set) out on (?:my|our) own\b|\bwent freelance\b", re.I)
_FREELANCE = re.compile(r"\b(?:as|for) an? freelance (?P<x>[a-z]+)\b(?<!s)", re.I)


# the speaker one of a crew of a post: "The other paramedics on my crew keep joking that I'm too nervous on calls", "my
# fellow nurses on the ward" (not "the other parents at my kid's school", "the other nurses on my mum's ward")
_ONE_OF_THE_CREW = re.compile(
    rf"\b(?:the other|my fellow) (?P<x>{OCCUPATIONS})s (?:on|in|at) my (?:crew|team|ward|shift|unit|station|squad)\b",
    re.I,
)


def _job_change(filled: Filled, memory: str, said: str) -> str | None:
    """The job part of :func:`read_change`."""
    denied = _DENIED.search(said) is not None
    if (crew := _ONE_OF_THE_CREW.search(said)) is not None and not denied:
        start, sentence = _sentence_at(said, crew.start())
        if crew.start() - start < len(statement_of(sentence)):
            return _if_contradicting(f"User works as {_a(crew['x'].lower())}", filled)
    if (m := _GIVEN_JOB.search(said)) is not None and not denied:
        post = f"User is now {'an' if m.group('v')[0] in 'aeiou' else 'a'} {m.group('v').lower()}"
        return _if_contradicting(post, filled)
    if (m := _ACCEPTED.search(said)) is not None and not denied:
        return None if set(terms(filled.value)) & set(terms(m["e"])) else f"User works at {m['e']}"
    if (m := _SIGNED_OFFER.search(said)) is not None and _offer_signed(said, m["e"]):
        # "Signed the Shopify offer yesterday and turned in my Amazon laptop this morning"
        return None if set(terms(filled.value)) & set(terms(m["e"])) else f"User works at {m['e']}"
    if (
        (m := _OFFER_ACCEPTED_AT.search(said)) is not None
        and not set(terms(filled.value)) & set(terms(m["e"]))
        and re.search(
            rf"\b(?:I|and) (?:just )?(?:handed|turned|gave) (?:in |back )?my {re.escape(filled.value)} {_KIT}"
            r"(?: (?:in|back))?(?: to (?:reception|HR|security|IT|my manager))? "
            r"(?:yesterday|today|this morning|on \w+day|last week)\b",
            said,
            re.I,
        )
        and not _WISHED.search(said)
        # (kept, or the kit handed for another reason: "… I haven't handed my Siemens badge in yet", "… for a
        # replacement", "… in for repair", "The offer … fell through", "… in 2019")
        and not _OFFER_UNDONE.search(said)
    ):
        # the offer accepted, the kit of the employer held handed back: "The offer I accepted at Lumora Robotics gives
        # me options, and I handed my Siemens badge to reception yesterday"
        return f"User works at {m['e']}"
    if (m := _TAKEN_ON.search(said)) is not None and not denied and not _SOMEONE.fullmatch(m["e"]):
        employer = _employer(m)
        if m["x"] is not None:
            last = m["x"].split()[-1].lower()
            if not _names_work(last):
                return None  # "my boss hired me as a favour": no job named
            at = f" at {employer}" if employer else ""
            taken = f"User works as {_a(m['x'])}{at}"
        elif employer:
            taken = f"User works at {employer}"
        else:
            return None
        return _if_contradicting(taken, filled)
    if (m := _POACHED_BY.search(said)) is not None and not denied and not _SUPPOSING.search(said):
        return _if_contradicting(f"User works at {m['e']}", filled)
    statements = _statements(said)
    if (over := _TAKING_OVER.search(statements)) is not None and not denied:
        _, sentence = _sentence_at(statements, over.start())
        # for good, now: not "… next month", "… for the weekend while my sister is away", "… was the plan, but"
        # (nor in a game or a story: "… in Stardew Valley", "that's my cousin's story"; sold since is _FOR_A_SPELL's)
        if not any(
            p.search(sentence) for p in (_WISHED, _PAST_TIME, _AHEAD, _NOT_THE_JOB, _FOR_A_SPELL, _NOT_REAL)
        ) and (
            not re.search(
                r"\b(?:game|simulator|stardew|story|should I|daydreams?|course|halfway|(?:19|20)\d\d)\b",
                sentence,
                re.I,
            )
        ):
            return _if_contradicting(f"User runs {_a(over['b'].lower())}", filled)
    team = _JOINED_TEAM_AT.search(said) or _JOINED_UNIT_OF.search(said)
    if team is not None and not denied and not _SUPPOSING.search(said):
        _, sentence = _sentence_at(said, team.start())
        # (the past only compared with: "… way more free evenings than back when I was auditing")
        past = [m for m in _PAST_TIME.finditer(sentence) if not re.search(r"\bthan $", sentence[: m.start()], re.I)]
        if not past and not _about_someone_else([sentence[: team.start("e")]], "job"):
            return _if_contradicting(f"User works at {team['the'] or ''}{team['e'].rstrip('.')}", filled)
    if filled.value in _NO_WORK and (m := _BACK_TO_WORK.search(said)) is not None:
        return None if denied else f"User works{m['rest'] or ' again'}"
    if filled.value in _NO_WORK and (m := _GOT_A_JOB.search(said)) is not None and not denied:
        return f"User has a job{m['rest'] or ''}"
    for m in [*_NEW_POST.finditer(said), *_WEEKS_INTO_POST.finditer(said)]:
        clause = _clause_with(said, m["x"], m.group())
        if not _names_work(m["x"].split()[-1].lower()) or not (m["first"] or m.groupdict().get("e")):
            continue  # "I've been a good listener": no post, and none at an employer
        start, sentence = _sentence_at(said, m.start())
        if _DENIED.search(sentence) or _PAST_TIME.search(sentence) or m.start() - start >= len(statement_of(sentence)):
            continue  # denied in its own sentence ("… was meant to be today, but it won't happen"), the past ("I
            # remember my first week of nights as a junior doctor in 2009"), asked ("My first week as a manager? Never")
        if re.match(r" (?i:at)\b", said[m.end() :]) and _ANOTHERS.search(said[: m.start()]):
            continue  # someone else's first days, before a workplace unnamed: "It's his first week as a junior
            # solicitor at a firm in town", "Jake's second month as …" (not "my second month as …")
        at = f" at {m['e']}" if m.groupdict().get("e") else ""
        post = f"User works as {_a(m['x'].lower())}{at}"
        if not _about_someone_else([clause], "job") and (now := slot_of(post)) is not None:
            return post if now.contradicts(filled) else None
    for pattern in (
        _NEW_JOB_AT,
        _NEW_ROLE_AS,
        _GOT_THE_POST,
        _WORKING_NOW_AS,
        _SWAPPED_FOR,
        _SWAPPED_FOR_KIT,
        _SWAPPED_FOR_A_CLASSROOM,
        _SCHOOL_PAID_OFF,
        _OWN_BUSINESS,
        _ON_THE_TEAM,
    ):
        if (now_text := _work_taken(pattern, filled, said)) is not None:
            return now_text
    posts = list(_SELF_POST.finditer(said))
    if posts and all(_self_post_now(said, m) for m in posts) and (now_text := _work_taken(_SELF_POST, filled, said)):
        return now_text
    if (switched := _switched_employer(filled, memory, said)) is not None and not denied:
        return switched
    if not denied and (driving := _driving_now(filled, said)) is not None:
        return driving
    if not denied and (with_them := _with_them_a_while(filled, said)) is not None:
        return with_them
    if (m := _LEFT_TO_DRIVE.search(said)) is not None and not denied and _left_the_job(m["l"], filled):
        clause = _clause_with(said, m["v"], m.group())
        if not _about_someone_else([clause], "job") and not _NOT_THE_JOB.search(clause):
            driver = f"User works as a {m['v'].lower()} driver"
            return _if_contradicting(driver, filled)
    if (
        (m := _JOINED_AS.search(said)) is not None
        and not denied
        and _names_work(m["x"].split()[-1].lower())
        and not (
            " already " in m.group()  # "Apparently I already joined Costco as a trader", "… as a student actor in 2012"
            and (
                not re.fullmatch(rf"(?:{OCCUPATIONS})s?", m["x"].split()[-1].lower())
                or _PAST_TIME.search(said)
                or re.search(rf"{BELIEVED}|\b(?:apparently)\b", said[: m.start()], re.I)
            )
        )
    ):
        at = f" at {m['e']}" if m["e"] else ""
        joined = f"User works as {_a(m['x'].lower())}{at}"
        if (now := slot_of(joined)) is not None and now.contradicts(filled):
            return joined
    sentences = SENTENCES.split(said)
    for n, sentence in enumerate(sentences):
        # a message all in lower case names the employer so too: "first week at stripe done 🎉 ngl the onboarding …"
        texted = sentence == sentence.lower()
        m = re.search(_FIRST_AT.pattern, sentence, re.I) if texted else _FIRST_AT.search(sentence)
        if m is None or _DENIED.search(sentence) or _VISIT.search(sentence):
            continue
        employer = m["e"].split()[0].capitalize() if texted else m["e"]
        if texted and (
            m["the"]
            or _AHEAD.search(sentence)
            or (lower := _LOWER_EMPLOYER.match(sentence, m.start("e"))) is None
            or not _LOWER_EMPLOYER_END.match(sentence, lower.end())
        ):
            continue  # "first week at the gym", "first day at uni", "bring my badge tomorrow for my first day at …"
        if (
            # "how was your first week at stripe?", not "Any advice for my first performance review at Spotify?"
            (m.start() >= len(statement_of(sentence)) and not _ADVICE_FOR_MY.search(sentence[: m.start()]))
            or _ANOTHERS.search(sentence[: m.start()])
            or _PAST_TIME.search(sentence)  # "my first week at Google was back in 2015"
            # "First day at Legoland! My new boss gave me the day off"
            or _TIME_OFF.search(" ".join(sentences[n : n + 2]))
        ):
            continue
        # a word of work in the sentence, or a new starter's in the next: "First week at Microsoft done! The onboarding
        # was a lot"
        if m["q"] and (_LAUGHED.search(sentence) or _ON_THE_SIDE.search(sentence)):
            continue  # the first pay of a side job or a laugh: "Got my first paycheck from Uber, just weekend driving"
        if (
            not m["q"]
            and not _WORKING_DAY.fullmatch(m["p"])
            and not _AT_WORK.search(sentence)
            and not _NEXT_AT_WORK.search(" ".join(sentences[n + 1 : n + 2]))
        ):
            continue  # "first day at Disneyland", "First day at Disneyland! Took the day off work for it"
        if re.match(r"all", m["p"] or "", re.I) and (
            m["the"] or re.search(r"\bas an? (?:client|guest|visitor|contractor|consultant|speaker)\b", sentence, re.I)
        ):
            continue  # an all-hands at a venue or as a guest: "My first all-hands at the Marriott ballroom"
        office = sentence[m.start() : m.start("e")].lower().endswith(" in the ")
        if office and (
            employer.split()[0].lower() in _NOT_AN_OFFICE_OF
            or unaccented(employer.split()[0]).lower() in cities()
            or re.search(r"\b(?:rotation|secondment|contractor|visit\w*|loan)\b", sentence, re.I)
            or re.search(rf"\b{re.escape(filled.value)}\b", said, re.I)
        ):
            continue  # a city's office or a kind of office, not an employer: "my first week in the London office"
        # (someone else in the sentence, what everyone there does aside: not "First week at Google for my daughter",
        # but "… and literally everyone brings their dog to work"; no visit: "… for the audit", "… for my secondment")
        mine = _EVERYONE_THERE.sub("", sentence[: m.start("e")] + sentence[m.end() :])
        if _about_someone_else([mine], "job") or set(terms(filled.value)) & set(terms(employer)):
            continue
        # the employer's, not a place of its own name: "First week at Patagonia's Ventura office"
        employer = re.sub(
            r"['’]s (?:[A-Z][\w-]* )*(?:office|warehouse|store|branch|site|plant|campus|HQ)$", "", employer
        )
        if _THERE_FOR_A_VISIT.search(sentence[m.end() :]) or re.search(
            rf"\bstill\b[^.!?]*\b{re.escape(filled.value)}", said, re.I
        ):
            continue
        if office:
            # the employer's office: "first week in the Samsung office" is work at Samsung (and in its city: "… in the
            # Samsung Seoul office")
            employer = re.sub(r" (?i:office|offices|headquarters|HQ)$", "", employer)
            last = employer.split()[-1]
            if len(employer.split()) > 1 and unaccented(last).lower() in cities():
                employer = employer[: -len(last) - 1]
            return f"User works at {employer}"
        return f"User works at {m['the'] or ''}{employer.rstrip('.')}"
    if (started := _started_at(filled, said)) is not None:
        return started
    for read in (
        _onboarded_at,
        _freelance_after_leaving,
        _freelancing_as,
        _got_work_in,
        _teaching_graders,
        _teaching_instead,
        _licensed_and_started,
        _opened_own,
    ):
        if (work_now := read(filled, said)) is not None:
            return work_now
    for sentence in SENTENCES.split(said):
        m = _PROBATION.search(sentence) or _WENT_TO_WORK_AT.search(sentence) or _LEFT_TO_JOIN.search(sentence)
        if (
            m is None
            or _DENIED.search(_clause_before(sentence, m) + m.group())
            or _about_someone_else([_clause_with(sentence, m.group(), sentence)], "job")
            or set(terms(filled.value)) & set(terms(m["e"]))
            or not _work_since_told(filled, said, sentence, m)
        ):
            continue
        return f"User works at {m['e']}"
    for sentence in SENTENCES.split(said):
        m = _NEW_AT_WORK.search(sentence)
        if m is None or _DENIED.search(sentence) or set(terms(filled.value)) & set(terms(m["e"])):
            continue
        if not m.group().lstrip().lower().startswith("my ") and _NOT_TAKEN.search(sentence):
            continue  # "I turned it down, the new job at the plant is great on paper"
        return f"User works at {m['e']}"
    # one's team at an employer named, the one held said as the past: "My team at Naver use Slack … from when I was at
    # Samsung"
    was_at = rf"\b(?:when I was|since I left|after I left|I used to (?:be|work)) at {re.escape(filled.value)}\b"
    if not denied and re.search(was_at, said, re.I):
        for sentence, m in _stated(_MY_TEAM_AT, said):
            if not set(terms(filled.value)) & set(terms(m["e"])) and not _about_someone_else([sentence], "job"):
                return f"User works at {m['e']}"
    for sentence in SENTENCES.split(said):
        if filled.value == "student" or not _DOING_A_DEGREE.search(sentence) or _DENIED.search(sentence):
            continue
        if not _SIDELINE.search(sentence) and not re.search(r"\b(?:alongside|while|as well)\b", sentence, re.I):
            return "User is a student"
    m = _APPRENTICESHIP.search(said)
    if m is not None and not denied and _names_work((trade := m["x"] or m["u"] or m["t"]).lower()):
        post = f"User is an apprentice {trade.lower()}"
        clause = _sentence_at(said, m.start())[1] if m["and"] else _clause_with(said, trade, m.group())
        if not _about_someone_else([clause], "job") and (now := slot_of(post)) is not None and now.contradicts(filled):
            return post
    for sentence in SENTENCES.split(said):
        m = _FIRST_YEAR.search(sentence)
        if m is None or filled.value == "student" or _DENIED.search(sentence) or _about_someone_else([sentence], "job"):
            continue
        return f"User is a student at {m['e'][0].upper()}{m['e'][1:]}" if m["e"] else "User is a student"
    for sentence in SENTENCES.split(said) if filled.value not in _NO_WORK and not denied else ():
        stated_now = statement_of(sentence)  # not "Should I have joined the navy instead?"
        service = _JOINED_THE_SERVICE.search(stated_now)
        if service is None or not _held_now(_up_to_its_clause(stated_now, service)):
            continue
        joined = f"User works for the {service['e'].lower()}"
        if (now := slot_of(joined)) is not None and now.contradicts(filled):
            return joined  # "gave up freelancing n joined the fire brigade"
    if filled.value not in _NO_WORK and not denied:
        for sentence in SENTENCES.split(said):
            stated_now = statement_of(sentence)  # not "I'm retired? lol no"
            if (m := _NOW_RETIRED.search(stated_now)) is not None and _held_now(_up_to_its_clause(stated_now, m)):
                return "User is retired"  # "Friday was my last day, I'm officially retired!"
        if (_RETIREMENT_FELT.search(said) or _LAST_DAY_AFTER_YEARS.search(said)) and not _SOMEONE_ELSE.search(said):
            return "User is retired"  # "Retirement is weird. … after 35 years behind the pharmacy counter?"
    if (left := _left_employer(filled, memory, said)) is not None:
        return left
    lost = _OUT_OF_WORK.search(said)
    # not dreamt, nor long past: "Had a nightmare I got fired", "Two weeks into my old barista job I got fired, back in
    # college"
    lost_now = lost is not None and not any(
        p.search(_sentence_at(said, lost.start())[1]) for p in (_NOT_REAL, _PAST_TIME)
    )
    if filled.value not in _NO_WORK and not denied and lost_now:
        if _ON_MY_OWN.search(said):
            # "a freelance illustrator? I went out on my own after the agency let me go": work of one's own
            for m in _FREELANCE.finditer(said):
                clause = _clause_with(said, m["x"], m.group())
                if _names_work(m["x"].lower()) and _held_now(said) and not _about_someone_else([clause], "job"):
                    return f"User works as a freelance {m['x'].lower()}"
            return None
        if any(_FULL_TIME_THING.search(statement_of(s)) for s in SENTENCES.split(_G_DROPPED.sub(r"\1ing", said))):
            return (
                None  # work since, the model's to name: "Been doin' the roofin' full time since the agency let me go"
            )
        return "User is unemployed"
    for sentence in SENTENCES.split(said):
        m = _PRESS_RELEASES_OF.search(sentence)
        if m is not None and CHANGE.search(sentence) and _field_stands(sentence, m, said):
            if m["f"] and re.search(r"\b(?:jokes?|joking|says|said|favou?r|once a|twice a|still)\b", sentence, re.I):
                continue  # "My editor jokes that these days I write press releases for the Mayor", "… once a month"
            return f"User works in PR for {m['w'] or m['f']}"  # "I … now write the city council's press releases"
    for sentence in SENTENCES.split(said):
        m = _IN_A_FIELD.search(sentence)
        if m is None or not _field_stands(sentence, m, said):
            continue
        if m["nth"] and (_NOT_THE_JOB_NOW.search(sentence) or _FOR_FAMILY.match(m["where"] or "")):
            continue  # "remember my first month doing IT back in 2009?", "my third week doing IT for my parents"
        if CHANGE.search(sentence) or "work" in m[0].lower():
            what = m["field"] + (m["where"] or "")
            return None if set(terms(filled.value)) & set(terms(what)) else f"User works in {what}"
    if (m := _FOR_A_LIVING.search(said)) is not None and not denied:
        verb, what = m.group("verb").lower(), m.group("what").strip()
        text = f"User {_third_person(verb)} {what} for a living"
        return None if set(terms(filled.value)) & set(terms(what)) else text
    return None


def _field_stands(sentence: str, m: re.Match[str], said: str) -> bool:
    """Whether the field of work ``m`` reads in ``sentence`` of ``said`` is the speaker's job: in a statement, not
    denied (others' teasing aside: "… now, my old newsroom friends won't stop teasing me"), not a sideline ("I do PR for
    my sister's band now and then"), not others' word, a game or the past ("Readers keep saying I switched sides and do
    PR for the government", "… for my kid's club")."""
    return (
        m.start() < len(statement_of(sentence))
        and not _DENIED.search(_OTHERS_CLAUSE.sub("", sentence))
        and not _SIDELINE.search(sentence)
        # (others' word before a "but" is outweighed: "My old newsroom friends say I went over to the dark side, but
        # handling media relations for the city council pays the bills")
        and not _NOT_SO_IN_A_FIELD.search(
            _AS_OTHERS_SAY.sub("", sentence[m.start() :] if m[0].lower().startswith("but ") else said)
        )
    )


def _if_contradicting(text: str, filled: Filled) -> str | None:
    """``text`` where it fills ``filled``'s slot with a value that contradicts it, else None."""
    return text if (now := slot_of(text)) is not None and now.contradicts(filled) else None


def _work_taken(pattern: re.Pattern[str], filled: Filled, said: str) -> str | None:
    """The work ``pattern`` (one of :data:`_NEW_JOB_AT`, :data:`_NEW_ROLE_AS`, :data:`_GOT_THE_POST`,
    :data:`_WORKING_NOW_AS`, :data:`_SWAPPED_FOR`, :data:`_SWAPPED_FOR_KIT`, :data:`_OWN_BUSINESS`) reads in ``said``
    as the speaker's, in a clause of theirs not denied, nor weighed, nor beside the job held; or None."""
    if pattern in (_NEW_ROLE_AS, _GOT_THE_POST) and _NOT_A_NEW_POST.search(said):
        return None  # a role in the same place, a game, a joke, hearsay, a post turned down or still ahead
    for m in pattern.finditer(said):
        clause = _clause_with(said, m.group().strip(), m.group())
        before = _CLAUSE_START.split(said[: m.start()])[-1]
        if _DENIED.search(clause) or NOT_HELD.search(before) or _about_someone_else([clause], "job"):
            continue
        # the sentence the words themselves are in (the match may open on the space after the one before)
        pos = m.end() - len(m.group().lstrip())
        start, sentence = _sentence_at(said, pos)
        # texted without the "I" ("Been runnin' my own …", "Opened my own …"): no wish anywhere in its sentence
        # ("Running my own bakery in Macon would be the dream"), nor a frame set by the sentence before ("Had the
        # weirdest dream. Opened my own bakery in Paris …", "My brother's big news. Opened my own café …")
        if not re.match(r"(?:I|to|and)\b", m.group().lstrip(), re.I) and (
            _WISHED.search(sentence) or (start > 0 and _framed(SENTENCES.split(said[:start].rstrip())[-1]))
        ):
            continue
        if (
            pos - start >= len(statement_of(sentence))  # asked: "How do I start my own business …?"
            or any(p.search(sentence) for p in (_NOT_THE_JOB, _ON_THE_SIDE, _NOT_REAL, _PAST_TIME))
            or _WISHED.search(sentence[: pos - start])  # "I'd love to open my own bakery", "I'd have swapped"
            or re.search(r"\b(?:one day|some ?day)\b", sentence, re.I)
            or _QUOTED.search(before)  # 'He said "I just got a new job at Google …"'
            or re.search(rf"{BELIEVED}|\b(?:apparently|when|whenever|once)\b", before, re.I)
            or _FOR_KIN.match(said, m.end())
        ):
            continue
        if pattern is _WORKING_NOW_AS and "doing " in m.group() and _JOB_OF_NOT_WORK.search(sentence):
            continue  # "In the college drama I am doing the job of a doctor", "doing job of cook at home also"
        if pattern is _OWN_BUSINESS:
            if m.group().lstrip().lower().startswith("to ") and not _LEFT_FOR.search(sentence[: pos - start]):
                continue  # only after leaving work: "I quit the accounting firm to open my own bakery"
            if re.search(HOBBY_PLACE, sentence):
                continue  # "I started my own little farm in the garden"
            text = f"User runs their own {m['x'].lower()}"
        else:
            x, e = m.groupdict().get("x"), m.groupdict().get("e")
            if pattern is _SWAPPED_FOR_A_CLASSROOM:
                x = f"{m['f'] or ''} teacher".strip()  # "… for a kindergarten classroom": a kindergarten teacher
            if x is not None and (not _names_work(x.split()[-1].lower()) or _ON_THE_SIDE.search(clause)):
                continue  # "started a new job at Aldi as a favour", "working as a DJ at weekends"
            if x is not None and pattern is _SWAPPED_FOR and not re.fullmatch(rf"(?:{OCCUPATIONS})s?", x.split()[-1]):
                continue  # a post by its name, not "as a birthday present", "as a teenager", "as a commuter"
            if e is not None and _KIN_NAMED.match(e):
                continue  # "I took a new job with Dad as a labourer"
            at = f" at {e}" if e else ""
            text = f"User works as {_a(x.lower())}{at}" if x is not None else f"User works at {e}"
        now = slot_of(text)
        if now is not None and now.slot == "job":
            return text if now.contradicts(filled) else None
    return None


# a sentence that frames the one after it as not the speaker's work now: a dream, a wish, a supposition, the past, a
# joke, or someone else's news ("That was 2012, wild times.", "April fools!", "Guess what my cousin did?")
_FRAME = re.compile(
    r"\b(?:flashback|throwback|april fool\w*|that was (?:in )?(?:19|20)\d\d|imagine|picture (?:it|this))\b", re.I
)


def _framed(sentence: str) -> bool:
    """Whether ``sentence`` frames the next one as no work of the speaker's now (:data:`_FRAME`)."""
    return bool(
        any(p.search(sentence) for p in (_WISHED, _NOT_REAL, _PAST_TIME, NOT_HELD, _FRAME))
        or _about_someone_else([sentence], "job")
    )


# the workplace of a job held: a teacher's probation "at Greenfield Academy" is no change of job
_WORKPLACE_OF = (
    (
        re.compile(r"\b(?:teach\w*|lecturer|tutor)\b", re.I),
        re.compile(r"\b(?:school|academy|college|universit\w*|nursery)\b", re.I),
    ),
    (
        re.compile(r"\b(?:nurse|doctor|physician|surgeon|midwife|paramedic)\b", re.I),
        re.compile(r"\b(?:hospital|clinic|surgery|infirmary|NHS)\b", re.I),
    ),
)
_SIDE_WORK = re.compile(r"\b(?:volunteer\w*|evenings?)\b", re.I)
_PLAYED = re.compile(r"\b(?:simulat\w*|sims?)\b", re.I)  # "… my probation with Barclays... in the bank simulator"


# the speaker as the one leaving: "I left", "I've quit", "since leaving", "Finally quit", "…, left"
_LEFT_BY_SPEAKER = re.compile(
    r"(?:^|[,;:!.(—–-]|\bI(?:['’]ve| have| had)?|\b(?:since|after))\s*"
    r"(?:(?:just|finally|recently|actually|officially|eventually|then|also|now|both)\s+)*$",
    re.I,
)
# work words beside a place gone to: "left Google to go to Meta as a staff engineer", "… went to Monzo, better pay"
_AS_WORK = re.compile(
    r"\b(?:as an? |job|role|position|offer|hired|salary|pay|contract|promot\w*|work(?:s|ing)? (?:at|for))", re.I
)


def _work_since_told(filled: Filled, said: str, sentence: str, m: re.Match[str]) -> bool:
    """Whether a :data:`_PROBATION`, :data:`_WENT_TO_WORK_AT` or :data:`_LEFT_TO_JOIN` match ``m`` in ``sentence`` is
    the speaker's work now
    in place of the job held: not the past ("back in 2008"), a side job, a game or joke, the held job kept ("still
    teaching", "now a proper teacher"), or the held job's own workplace (a teacher's "Greenfield Academy"); work
    "since I went to work at" only beside the employer held, told before it ("Ain't missed Walmart one lick since I
    went to work at the Toyota plant"); one employer left for another only where the one left is held, in a statement
    ("since leaving Deloitte to join Spotify")."""
    if _PAST_TIME.search(sentence) or _ON_THE_SIDE.search(sentence) or _SIDE_WORK.search(sentence):
        return False
    if _NOT_REAL.search(said) or _JOKE.search(said) or _DREAM.search(said) or _PLAYED.search(said):
        return False
    head = filled.value.split()[-1].lower()
    stem = head[:-2] if head.endswith(("er", "or")) and len(head) > 5 else head
    if re.search(rf"\b(?:still|now)\b(?:\W+\w+){{0,3}}?\W+{re.escape(stem)}", said, re.I):
        return False  # "still teaching full time", "now a proper teacher"
    if any(job.search(filled.value) and place.search(m["e"]) for job, place in _WORKPLACE_OF):
        return False
    if m.re is _LEFT_TO_JOIN:  # the employer held is the one left, in a statement, not a wish or a plan
        before = sentence[: m.start()]
        went = re.search(r" (?:go|went) to $", sentence[: m.start("e")]) is not None
        return (
            _LEFT_BY_SPEAKER.search(before) is not None  # not "Half my graduate cohort left Deloitte and joined Amazon"
            and not (went and not _AS_WORK.search(sentence))  # not "left Deloitte and went to Nando's with the team"
            and bool(held := set(terms(filled.value)))
            and held <= set(terms(m["l"]))
            and m.start() < len(statement_of(sentence))
            and not _WISHED.search(before)
            and not NOT_HELD.search(before)
            and not PLAN.search(before)
        )
    if m.re is _WENT_TO_WORK_AT:
        before = sentence[: m.start()]
        held = set(terms(filled.value))
        still = re.search(r"\bstill (?:at|with|working)\b", before, re.I)
        return bool(held) and held <= set(terms(before)) and still is None
    return True


# an employer's onboarding, the speaker's: "Bosch's onboarding paperwork is endless", "surviving Netflix onboarding
# week" (not "the Netflix onboarding screens I'm designing")
_ONBOARDING_AT = re.compile(
    r"(?<![\w'’])(?P<e>[A-Z][\w&.-]*)(?:['’]s)? (?i:onboarding|induction) (?i:paperwork|week|buddy|packet|pack)\b"
)
# the speaker's own onboarding, the employer after it: "Quick question from my onboarding packet at Spotify"
_MY_ONBOARDING_AT = re.compile(
    r"\b(?i:my) (?i:onboarding|induction) (?i:paperwork|week|buddy|packet|pack|docs|documents|session|checklist)s? "
    r"(?i:at|from|for|with) (?P<e>[A-Z][\w&.-]*)"
)
# the speaker's onboarding at an employer, said bare opening a clause: "ugh onboarding at spotify is SO many slack
# channels", "Monday I start onboarding at Shopify", "Onboarding at Spotify is so much more relaxed than at my old
# place"
_ONBOARDING_BARE = re.compile(
    r"(?:^|[.!?,;]\s+|\band\s+)(?:(?:ugh|so|ok|okay|well|honestly|wow|phew),? )?"
    r"(?:(?:(?:on )?(?:monday|today|tomorrow|this week|next week) )?I(?:['’]m| am)? "
    r"(?:start(?:ed|ing)?|doing|going through|halfway through|done with|survived|finished) )?"
    r"(?i:onboarding) (?:at|with) (?P<e>[A-Z][\w&.-]*)",
    re.I,
)
# the employer's people asking for the speaker's start: "Volkswagen's HR wants it by Thursday for my onboarding"
_HR_FOR_MY_START = re.compile(
    r"(?<![\w'’])(?P<e>[A-Z][\w&.-]*)['’]s (?:HR|(?i:people team|recruiter|hiring manager))\b"
    r"(?=[^.!?]*\b(?i:my) (?i:onboarding|induction|first day|start date)\b)"
)
# the speaker's own new work beside it: "my new contract", "my badge photo"
_OWN_NEW_WORK = re.compile(r"\bmy (?:new (?:employment )?contract|(?:work |staff )?badge(?: photo)?)\b", re.I)
# an onboarding not as a new employee's: a customer's, a client's, an app's, one turned down, supposed or another's
_NOT_AN_EMPLOYEE = re.compile(
    r"\b(?:customers?|clients?|patients?|users?|suppliers?|contractors?|drivers?|hosts?|app|account|loyalty|import|"
    r"playlists?|landlord|mortgage|overdraft|passport|selfie|test drive|gym|turned down|declined|rejected|imagine|"
    r"HR here|for new|as a (?:driver|host|customer|freelancer|new host)|volunteers?|fresher\w*|uni|university|campus|"
    r"semester|students?|recruiter|agency|sat in|back in|years ago|from then|(?:19|20)\d\d)\b",
    re.I,
)


# freelance work in a craft, said as what one does now (beside leaving the employer held: _freelance_after_leaving):
# "doing freelance graphic design", "I do freelance translation now"
_DOING_FREELANCE = re.compile(
    r"\b(?:doing|do|I['’]m doing) freelance (?P<x>(?:[a-z]+ )?)(?P<w>design|writing|photography|translation|editing|"
    r"illustration|copywriting|consulting|development|bookkeeping)\b",
    re.I,
)
_FREELANCE_AGENT = {
    "design": "designer",
    "writing": "writer",
    "photography": "photographer",
    "translation": "translator",
    "editing": "editor",
    "illustration": "illustrator",
    "copywriting": "copywriter",
    "consulting": "consultant",
    "development": "developer",
    "bookkeeping": "bookkeeper",
}
# work beside the job, for a while or long past, or done for oneself: "on weekends", "for extra cash", "as a volunteer",
# "for my kitchen reno", "back in 2010"
_BESIDE_OR_PAST = re.compile(
    r"\b(?:(?:on|at|over|most) (?:the )?weekends?|weekend (?:job|gig|work|shifts?)|"
    r"on (?:mon|tues|wednes|thurs|fri|satur|sun)days|extra cash|on the side|side hustle|still|"
    r"part[- ]time|volunteer\w*|for my (?:kitchen|house|home|reno\w*|bathroom)|back in|years ago|"
    r"then (?:switched|became)|this (?:week|month)|today|apprentice\w*|lessons?|hobby|(?:summer|school) holidays|"
    r"my days off|too|sabbatical|(?:garden |parental |maternity |paternity )?leave|till|until|while|meanwhile|during|"
    r"secondment|term|semester|lockdown|homeschool\w*|to (?:my|our) \w+|my (?:kids|nephew|niece|son|daughter)|"
    r"miss the|that was|back then|(?:19|20)\d\d)\b",
    re.I,
)
# teaching now, instead of the work before: "Now that I'm teaching anatomy to first-year students instead of doing
# night shifts on the ward" (not "teaching my kids maths instead of watching TV": a work word after "instead of")
_DOING_INSTEAD = re.compile(
    r"\b(?:now that|since|these days) I['’]m (?:now )?(?P<v>teaching|lecturing|tutoring|coaching) "
    r"(?P<what>anatomy|biology|chemistry|physics|maths?|mathematics|science|history|geography|english|french|spanish|"
    r"german|music|art|law|economics|statistics|nursing|medicine|pharmacology|physiology|engineering|programming|"
    r"computer science|accounting|business)\b[^.!?]{0,40}?\binstead of "
    r"(?:doing |working |pulling )?(?:[\w-]+ ){0,3}?(?:shifts?|the ward|the office|work|my job|the clinic|the kitchen|"
    r"the site|the desk|nursing|coding|selling)\b",
    re.I,
)
_TEACHING_AGENT = {"teaching": "teacher", "lecturing": "lecturer", "tutoring": "tutor", "coaching": "coach"}
# a trade's licence got and work started in it, the speaker's: "finally got my electrician license ⚡ and started w a
# contractor on monday" (not "my driver's license", "started w a tutor")
_LICENSED_AND_STARTED = re.compile(
    r"\b(?:I |finally |just |officially )*got my (?P<x>[a-z]+) licen[cs]e\b[^.!?]{0,12}?\band (?:just |finally )?"
    r"(?:started|began) (?:w|w/|with|at|for) (?:a|an|the|my) (?:\w+ )?(?:contractor|company|firm|crew|agency|employer|"
    r"outfit|practice|clinic|shop)\b"
    # the clause ends there or with its day: not "… for my kitchen reno", "… on weekends", "… as an apprentice"
    r"(?=\s*(?:$|[.!;]|[^\w\s,'’\"“”]|(?:on (?:mon|tues|wednes|thurs|fri|satur|sun)day|last week|this week|today|"
    r"yesterday)\b))",
    re.I,
)


# what everyone at a workplace does, no one else's news in the speaker's: "… and literally everyone brings their dog to
# work"
_EVERYONE_THERE = re.compile(r"\b(?:everyone|everybody) (?:\w+ ){0,2}their \w+", re.I)
# a workplace only visited: "First week at Shell's Rotterdam office for the audit", "… for my secondment"
_THERE_FOR_A_VISIT = re.compile(
    r"^[^.!?]*?\bfor (?:the|a|an|our|my) (?:[\w-]+ )?(?:audit|workshop|training|course|secondment|client|meeting|visit|"
    r"conference|interview|tour|project)\b|^[^.!?]*\b(?:client['’]s|clients)\b",
    re.I,
)


# freelance work said as what one does now: "now that im freelancing as a ux writer" (not "thinking of freelancing as a
# writer", "I was freelancing as a designer back then", "freelancing as a DJ on the side")
_FREELANCING_AS = re.compile(
    r"\b(?:I['’]m|I am|im|I['’]ve been|I have been)(?: now| currently)? freelancing as an? "
    r"(?P<x>(?:[a-z]+ )??(?!(?:for|after|under|ever|over|other|or|per|never|either|whatever|together|later)\b)"
    r"[a-z]+(?:er|or|ist|ian|ant|ent))\b"
    # (not beside other work: "… alongside my nursing shifts", "in the evenings, still at the ward")
    r"(?![^.!?]*\b(?:alongside|still|evenings?|nights?|part[- ]time|on top of|besides|as well|but no|while|"
    # (nor a favour or a one-off: "… for my cousin's wedding this saturday", "… for the neighbour's cats this week")
    r"this (?:week|weekend|\w+day)|for (?:my|the|our|a) [\w-]+['’]s)\b)",
    re.I,
)
# the speaker's own class by its grade: "My 10th graders keep asking why Rome fell" (a teacher's; not "my 10th grader",
# one child)
_MY_GRADERS = re.compile(
    r"\b(?:my|our) (?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"eleventh|twelfth)[- ]graders\b",
    re.I,
)


# work got at a workplace, the work held left for it: a learner's "My cousin help me to get work in the hotel
# reception, so no more driving the taxi all night" (not "helped me get a job at the bakery last summer")
_GOT_WORK_IN = re.compile(
    r"(?<!\btry to )(?<!\btries to )(?<!\bmaybe )"
    r"\b(?:help(?:ed|s)? me (?:to )?get|I (?:got|found)|got me) (?:a )?(?:new )?(?:work|job) (?:in|at) "
    r"(?P<w>(?:the|a) (?:[a-z]+ )?(?:reception|front desk|kitchen|warehouse|factory|hospital|hotel|restaurant|"
    r"supermarket|bakery|office|school|bank|call cent(?:er|re)|airport|clinic|pharmacy|library|garage|salon))\b"
    r"(?=[^.!?]*\b(?:no more|not anymore|no longer|instead)\b)"
    # (not hoped, for a while, beside the work held, nor refused: "… for one week only, then back to taxi", "I still
    # drive taxi at night too", "… but they say no")
    r"(?![^.!?]*\b(?:maybe|next|will|would|wish|if|only|then back|still|too|for (?:my|her|his)|say no|said no|"
    r"start\w*)\b)",
    re.I,
)


def _own_work_now(text: str) -> bool:
    """Whether ``text``, where the speaker's own work is read, says it as held now (:func:`_held_now` without its
    look for others: the match names the speaker), not denied and not on the side."""
    return _said_as_now(text) and not _DENIED.search(text) and not _SIDELINE.search(text)


def _got_work_in(filled: Filled, said: str) -> str | None:
    """The workplace the speaker got work at, the work held left for it (:data:`_GOT_WORK_IN`); else None."""
    for sentence, m in _stated(_GOT_WORK_IN, said):
        # (the speaker in the match: "my cousin" who helped is no one else's work; not wished: "I wish I got a job at
        # the airport")
        wished = re.search(r"\b(?:wish|if|maybe|hope|would|try|tries)\b", sentence[: m.start()], re.I)
        if not wished and _own_work_now(sentence):
            return _if_contradicting(f"User works at {m['w'].lower()}", filled)
    return None


def _freelancing_as(filled: Filled, said: str) -> str | None:
    """A post the speaker freelances in now (:data:`_FREELANCING_AS`), in a statement or in the "now that …" a question
    opens with ("now that im freelancing as a ux writer what should i charge"); else None."""
    for sentence in SENTENCES.split(said):
        m = _FREELANCING_AS.search(sentence)
        if m is None or not (
            m.start() < len(statement_of(sentence)) or re.search(r"\bnow that\s*$", sentence[: m.start()], re.I)
        ):
            continue
        said_so = sentence[: m.end()]  # (not what the question after it asks: "… what should i charge")
        believed = re.search(BELIEVED, said_so, re.I) or re.search(r"\bassumes?\b", said_so, re.I)
        if _held_now(said_so) and not _DENIED.search(said_so) and not _SIDELINE.search(sentence) and not believed:
            return _if_contradicting(f"User works as a freelance {m['x'].lower()}", filled)
    return None


def _teaching_graders(filled: Filled, said: str) -> str | None:
    """ "User works as a teacher" for a class of the speaker's own by its grade (:data:`_MY_GRADERS`), in a clause not
    past, supposed, made up or quoted; else None."""
    if not re.search(r"\b(?:class|classes|lesson|students|classroom|grading|curriculum|syllabus)\b", said, re.I) or (
        re.search(r"\b(?:teachers?|parents?|homework|both|kids|children|sons?|daughters?|legal)\b", said, re.I)
    ):
        return None  # a class taught (not "both my 7th graders want summer jobs", "My 5th graders teacher …")
    for sentence, m in _stated(_MY_GRADERS, said):
        if _own_work_now(_up_to_its_clause(sentence, m)):
            return _if_contradicting("User works as a teacher", filled)
    return None


def _freelance_after_leaving(filled: Filled, said: str) -> str | None:
    """Freelance work in a craft, said as what the speaker does now beside leaving the employer held ("since im not at
    deloitte anymore and doing freelance graphic design"); else None."""
    freelance = _DOING_FREELANCE.search(said)
    if freelance is None or _DENIED.search(said):
        return None
    sentence = _sentence_at(said, freelance.start())[1]
    left_it = re.search(
        rf"\b(?:I['’]?m not at|im not at|not at|no longer at|I left|I quit|left|quit) {re.escape(filled.value)}"
        r"(?: anymore| any more)?,? (?:and|so) (?:now )?(?:I['’]?m |im )?(?:doing|do) freelance\b",
        sentence,
        re.I,
    )
    if (
        left_it is None
        or _about_someone_else([sentence], "job")
        or _SIDELINE.search(sentence)
        or _BESIDE_OR_PAST.search(sentence)
        or left_it.start() >= len(statement_of(sentence))
        or re.search(r"\b(?:should|would|could|if|might|maybe)\b", sentence[: left_it.start()], re.I)
    ):
        return None
    return f"User works as a freelance {freelance['x'].lower()}{_FREELANCE_AGENT[freelance['w'].lower()]}"


def _teaching_instead(filled: Filled, said: str) -> str | None:
    """A subject taught now instead of the work before ("Now that I'm teaching anatomy to first-year students instead
    of doing night shifts"), said plainly by the speaker; else None."""
    instead = _DOING_INSTEAD.search(said)
    if instead is None or _DENIED.search(said):
        return None
    start, sentence = _sentence_at(said, instead.start())
    if (
        _about_someone_else([sentence], "job")
        or _BESIDE_OR_PAST.search(sentence)
        or instead.start() - start >= len(statement_of(sentence))
        or re.search(r"[\"“:]|\b(?:says?|said|weird)\b", sentence[: instead.start() - start], re.I)
    ):
        return None
    post = f"User works as {_a(instead['what'].lower())} {_TEACHING_AGENT[instead['v'].lower()]}"
    return _if_contradicting(post, filled)


def _licensed_and_started(filled: Filled, said: str) -> str | None:
    """A trade's licence got and work started in it ("got my electrician license ⚡ and started w a contractor"), not
    beside the job, past, quoted or someone else's; else None."""
    licensed = _LICENSED_AND_STARTED.search(said)
    if (
        licensed is None
        or _DENIED.search(said)
        or not _names_work(licensed["x"])
        or _JOKE.search(said)
        or _about_someone_else([_sentence_at(said, licensed.start())[1]], "job")
        or _BESIDE_OR_PAST.search(said)
        or re.search(r"[\"“'‘:]", said[: licensed.start()])  # quoted: "My son: 'I finally got my …'"
    ):
        return None
    post = f"User works as {_a(licensed['x'].lower())}"
    return _if_contradicting(post, filled)


def _still_at(filled: Filled, said: str) -> bool:
    """Whether ``said`` tells the job held is still the speaker's ("still at Deloitte for now")."""
    return re.search(rf"\bstill (?:at |with |an? )?{re.escape(filled.value)}\b", said, re.I) is not None


def _onboarded_at(filled: Filled, said: str) -> str | None:
    """The employer whose onboarding the speaker is going through, beside their own new work or their old employer said
    as old ("… my old spotify email"); else None."""
    old = re.search(rf"\bmy (?:old|former|previous) {re.escape(filled.value)} (?:email|badge|laptop)\b", said, re.I)
    if (
        not (
            old
            or _OWN_NEW_WORK.search(said)
            or _MY_ONBOARDING_AT.search(said)
            or _HR_FOR_MY_START.search(said)
            or _onboarding_bare(said)
        )
        or _DENIED.search(said)
        or _JOKE.search(said)
    ):
        return None
    if _NOT_AN_EMPLOYEE.search(said) or _SUPPOSING.search(said) or _still_at(filled, said):
        return None
    for sentence in SENTENCES.split(said):
        m = (
            _ONBOARDING_AT.search(sentence)
            or _MY_ONBOARDING_AT.search(sentence)
            or _HR_FOR_MY_START.search(sentence)
            or _onboarding_bare(sentence)
        )
        if m is None or _ANOTHERS.search(sentence[: m.start()]) or _about_someone_else([sentence], "job"):
            continue  # "my wife's Bosch onboarding"
        employer = m["e"].rstrip(".") if m["e"][0].isupper() else m["e"].rstrip(".").title()
        if employer.lower() in _NOT_ONBOARDING_EMPLOYER or set(terms(filled.value)) & set(terms(employer)):
            continue
        return f"User works at {employer}"
    return None


def _onboarding_bare(said: str) -> re.Match[str] | None:
    """The speaker's onboarding at an employer said bare (:data:`_ONBOARDING_BARE`), its name capitalised, or in a
    message written without capitals ("ugh onboarding at spotify is SO many slack channels"); else None."""
    m = _ONBOARDING_BARE.search(said)
    return m if m is not None and (m["e"][0].isupper() or not re.search(r"\b[A-Z][a-z]", said)) else None


# capitalised words before "onboarding" that name no employer: "Any tips for surviving …", "The onboarding"
_NOT_ONBOARDING_EMPLOYER = frozenset(
    {"the", "my", "our", "this", "any", "new", "first", "week", "day", "company", "employee", "staff", "remote"}
)


def _started_at(filled: Filled, said: str) -> str | None:
    """Work at an employer the user started at (:data:`_STARTED_AT`), or None."""
    held = set(terms(filled.value))
    for sentence in SENTENCES.split(said):
        # "started at greggs full time": a message all in lower case names the employer so too
        case = re.I | re.M if sentence == sentence.lower() else re.M
        m = re.search(_STARTED_AT, sentence, case)
        # denied in its own clause: not "… on Monday and never thanked them properly"
        if m is None or _DENIED.search(_CLAUSE_START.split(sentence[: m.end()])[-1]):
            continue
        if _about_someone_else([sentence], "job"):
            continue
        employer = m["e"][0].upper() + m["e"][1:]
        if held & set(terms(employer)):
            continue  # the employer held
        named = bool(held) and held <= set(terms(said))
        if m["time"] or _AT_WORK.search(sentence) or (named and _RECENTLY.search(sentence)):
            return f"User works at {employer}"
    return None


def _left_employer(filled: Filled, memory: str, said: str) -> str | None:
    """The memory as no longer held ("User no longer works at Amazon") when the user says they left
    the employer it names ("User works at Amazon"), by its name, or left their work ("… as a nurse":
    "I handed in my notice and today was my last day"), in a clause of their own, not denied, and
    names no new work (for "I left Google to join Spotify" the model is asked, to keep Spotify);
    else None."""
    # new work said, not asked: not "How many layers can I start with?"
    if filled.negated or not memory.startswith("User works ") or _NEW_WORK.search(_statements(said)):
        return None
    named = memory.startswith(("User works at ", "User works for "))
    left = re.compile(_LEAVING + re.escape(filled.value) + r"\b(?!['’])" + _LEAVING_END, re.I)
    for clause in _clauses(_statements(said)):  # not asked: "would it be worth leaving Shopify?"
        m = (left.search(clause) if named else None) or _LEFT_WORK.search(clause)
        if (
            m is not None
            and not _DENIED.search(clause)
            and not _NOT_BEFORE.search(clause[: m.start()])  # "I'm not leaving Google"
            and not _about_someone_else([clause], "job")
            and not re.search(BELIEVED, clause[: m.start()], re.I)  # "everyone thought I'd left Toyota"
            # nor left to go on in the work held: "When I left the agency two years ago to freelance as a designer"
            and not re.search(
                rf"\bto (?:go )?(?:freelance|work|start|set up)\b[^,.;!?]*\b{re.escape(filled.value.split()[-1])}\b",
                clause[m.start() :],
                re.I,
            )
        ):
            return memory.replace("User works", "User no longer works", 1)
    return None


_DASH_BEFORE_QUESTION = re.compile(r"\s+[—–]\s+(?=[^.!?]*\?\s*$)")


def partner_by_role(filled: Filled, said: str, memory: str = "") -> str | None:
    """A partner the user names by role ("my boyfriend Karim is moving in next week") where the
    memory holds none (single, divorced, separated, widowed): "User is in a relationship with
    Karim" ("engaged to" for a fiancé; "married to" for a husband or wife, only against "single":
    a widow's "my husband Hugo" is the late one), or without a name "User is in a relationship"
    ("my partner and I just celebrated six months", with a word of a couple; not against widowed);
    else None. Where a partner is held without a promise ("User is dating Mateo", "User has a
    boyfriend"), only a fiancé or a spouse is a change: "My fiancé Mateo wants a small ceremony" is
    "User is engaged to Mateo" (the partner ``memory`` names, where the role comes unnamed). Read
    even beside a plan: the plan is theirs, the partner is already there."""
    if filled.slot != "relationship" or filled.value in ("engaged", "married"):
        return None
    partnered = filled.value not in _NO_PARTNER
    # (a dash before a question parts sentences too: "My husband Oluwaseun keeps stealing the duvet — are those …?")
    for sentence in (p for s in SENTENCES.split(said) for p in _DASH_BEFORE_QUESTION.split(s)):
        if (m := _MY_PARTNER.search(sentence)) is None or any(
            d.start() < m.end() + 40 or d.group().lower() != "if" or sentence[: d.start()].endswith("as ")
            for d in _DENIED.finditer(sentence)
        ):
            continue  # (an "if" after the role is no denial of it: "My husband Kenji and I must fill the visa form,
            # … what to write if we married in Japan?")
        role, name = m["role"].lower(), m["name"]
        if (
            name is None
            and _TITLE_CASE.search(sentence) is None  # texted: no word capitalised ("I" and a shouted "SO" may be)
            and (low := _TEXTED_NAME.match(sentence, m.end())) is not None
            and (
                _COUPLE.search(sentence)
                or _ROMANCE.search(said)
                or _WITH_ME.search(sentence)
                # or the partner held, by the name held: "my wife amara (still weird to say that lol)" for "User has a
                # girlfriend named Amara"
                or low["n"].casefold() in {n.casefold() for n in _partner_names(memory)}
            )
            and not any(pattern.search(sentence) for _, pattern in _PARTNER_NOW)  # "my bf jake and i broke up"
        ):
            name = low["n"].capitalize()  # texted all in lower case: "me n my bf lukas r going to ikea", the two of
            # them together or a date in the message ("what's a cute date idea? my girlfriend amara is into board
            # games"; not "my bf mum is coming over tonight")
        if m.group()[:2].lower() == "me" and (not _promised(sentence, m, said) or _FRIENDS.search(sentence)):
            continue  # the dialects' "me" only as the speaker's own partner now, as a fiancé or a spouse is read: not
            # "Me husband Dave? Don't make me laugh", "Me wife Sharon is played by Dave", "girls' holiday"
        if (to_be := _TO_BE.match(sentence, m.end("role"))) is not None:
            role, name = "fiance", to_be["name"]  # "my husband-to-be Karim"
        how = next((v for k, v in _AS_PARTNER.items() if role.startswith(k)), "in a relationship with")
        if partnered:
            held = _partner_names(memory)
            if (
                name is not None
                and name not in held
                and _promised(sentence, m, said)
                and (
                    _NEW_LOVER.match(m.group())
                    or (
                        # a lover by another name than the one held, beside the one held spoken of or the time
                        # together: "my boyfriend Oluwaseun … Mateus never cooked a single meal in two years", "my
                        # girlfriend Chiara - we've been together since spring" (not "my boyfriend Matt" for Mateus)
                        role in _LOVERS
                        and not any(n[:3].lower() == name[:3].lower() for n in held)
                        and (any(re.search(rf"\b{n}\b", said) for n in held) or _TOGETHER_A_WHILE.search(sentence))
                    )
                )
            ):
                # (a name of two words whole: "My girlfriend Mei Ling is from Singapore")
                second = re.match(r" ([A-Z][^\W\d_A-Z]+)\b(?! (?:and|&) I\b)", sentence[m.end() :])
                if second is not None and not re.fullmatch(f"{_MONTH_NAMES}|{_WEEKDAY_NAMES}", second[1], re.I):
                    name = f"{name} {second[1]}"
                return f"User is {how} {name}"  # another than the one held: "bring my new girlfriend Sunita"
            if how == "in a relationship with" or not _promised(sentence, m, said):
                continue  # "my boyfriend Mateo" where Mateo is held; a fiancé or spouse only said
            names = _partner_names(memory)
            if name is not None and names and name not in names:
                continue  # someone else's name: "in our D&D campaign my wife Elara got kidnapped"
            if name is None and not (
                _ROLE_AS_SUBJECT.search(sentence)
                # or the role's own thing, the one held named beside it: "Planning something for my fiancée's birthday -
                # Yuki loves pottery"
                or (
                    re.search(r"\b[Mm]y (?:husband|wife|fianc[ée]e?)['’]s [a-z]", sentence)
                    and any(re.search(rf"\b{re.escape(n)}\b", sentence) for n in names)
                    # (not in a game, nor taken back: "… in Animal Crossing", "… I mean my mom's, typo lol")
                    and not _NOT_REAL.search(said)
                    and not re.search(
                        r"\b(?:I mean|typo|jk|kidding|autocorrect|animal crossing|sims|minecraft|stardew|game)\b",
                        said,
                        re.I,
                    )
                )
            ):
                continue  # "Priya is my wife", "how do you say my husband in Spanish", "my husband pillow"
            name = name or next(iter(names), None)
            return f"User is {how} {name}" if name else f"User is {how.removesuffix(' to')}"
        if m["role"].lower() in ("bf", "gf") and _FRIENDS.search(sentence):
            continue  # "Girls night tonight with my gf Tanya"
        if m["role"].lower() in ("man", "woman") and not _ROMANCE.search(sentence):
            continue  # "my new man Kev reckons it's the gearbox", "my new woman Tina did my fringe"
        if how == "married to" and filled.value != "single":
            continue  # "I miss my husband Hugo" from a widow, or of the one separated from
        if how == "married to" and name is not None and not _promised(sentence, m, said):
            continue  # "Me and my hubby Chris Hemsworth are going to the beach in my dreams lol"
        if (
            name is None
            and how == "married to"
            and (_WED.search(sentence) or _wed_after(said, sentence))
            and _promised(sentence, m, said)  # the speaker's own spouse now: not quoted, played, dreamt or asked
            and m.start() < len(statement_of(sentence))
        ):
            return "User is married"  # "My husband and I just registered our marriage last week!"
        if name is None and (
            filled.value == "widowed"  # unnamed, a widow's partner may be the late one
            or not (role.startswith("fianc") or _COUPLE.search(sentence))  # or a hiking partner
            or any(pattern.search(sentence) for _, pattern in _PARTNER_NOW)  # a change the model reads
        ):
            continue
        return f"User is {how} {name}" if name else f"User is {how.removesuffix(' with').removesuffix(' to')}"
    return None


# a new partner by a lover's role, not a partner's at work ("my new partner Dave"), nor a man's or a woman's ("my new
# man Kev reckons it's the gearbox")
_LOVERS = frozenset({"boyfriend", "boy friend", "girlfriend", "girl friend", "bf", "gf"})
# a couple's time together: "we've been together since spring", "our three months together"
_TOGETHER_A_WHILE = re.compile(
    r"\b(?:(?:we['’]ve|we have) been together|together (?:since|for)|(?:months?|weeks?) together)\b", re.I
)
_NEW_LOVER = re.compile(r"\S+ new (?:boy ?friend|girl ?friend|bf|gf|novi[ao]|namorad[ao]) ", re.I)


# the wedding said in a sentence of its own after the spouse: "My wife thinks I'm crazy … We only got married in June"
_WE_WED = re.compile(
    r"^\W*(?:(?:so|and|well|oh)\W+)*(?:we|I)(?: (?:only|just|finally|recently|actually))* "
    r"(?:got|['’]ve been|have been) (?:married|hitched|wed)\b",
    re.I,
)


def _wed_after(said: str, sentence: str) -> bool:
    """Whether a sentence of ``said`` after ``sentence`` says the speaker's wedding (:data:`_WE_WED`), not denied."""
    if re.search(rf"\b{_DIED}|\b(?:(?:my|our|the) late|ex|split|divorc\w*|broke up|separated|widow\w*)\b", said, re.I):
        return False  # "My husband died last year. We only got married in 2020."
    after = said[said.find(sentence) + len(sentence) :]
    return any(_WE_WED.match(s) and not _DENIED.search(s) for s in SENTENCES.split(after.strip()))


def _promised(sentence: str, role: re.Match[str], said: str) -> bool:
    """Whether the fiancé or spouse ``role`` (a :data:`_MY_PARTNER` match in ``sentence``) is the
    user's own now, not a promise ahead, a joke, a quote, a story, the past or a denial."""
    before = sentence[: role.start()]
    return not (
        "?" in before  # "would you call Mateo my husband?" asks; "My fiancé Mateo and I … - is September risky?" tells
        or re.match(r"[^.!,;]{0,12}\?", sentence[role.end() :])  # "Mateo as my husband? Maybe one day"
        # (a quote opened after the role is not the role quoted: "My husband Kenji and I … what to write for 'date of
        # marriage'")
        or _QUOTED.search(sentence[: role.end()])
        or _JOKE.search(said)  # "my wife, Sophie... kidding"
        # "I'm Lady Macbeth and my husband Macbeth is played by Jonny" (not the partner's dream: "my fiancée Sofia
        # dreams of a ceremony on Crete")
        or _TOLD_OR_PLAYED.search(
            sentence
            if re.search(r"\b(?:lol|lmao|haha\w*|jk)\b", sentence, re.I)
            else sentence[: role.end()] + re.sub(r"^\s+(?:dreams?|dreamed|dreamt) of\b", "", sentence[role.end() :])
        )
        # "can't wait to call Tom my husband", "soon to be my husband" (not a label: "Wedding planning question: …")
        or _SOME_DAY.search("" if _LABEL.match(before) else before)
        or _ROLE_HEDGED.search(said)
        or re.search(r"\b(?:not|never|no)\b|n['’]t", before, re.I)  # "she's not my wife Sophie yet"
        or _denied(sentence, role)
    )


def wed_since(filled: Filled, memory: str, said: str) -> str | None:
    """The marriage of one who was engaged, said by a spouse of their own ("My wife (still weird
    saying that) wants to frame the vows") or the honeymoon had: read even beside a plan, like
    :func:`partner_by_role`."""
    names = _partner_names(memory)
    vows = _VOWS_SAID.search(said)
    if vows is not None and (
        _JOKE.search(said)
        or _NOT_REAL.search(said)
        or _NOT_WED_NOW.search(said)
        or (vows["n"] is not None and vows["n"] not in names)  # "Dad and I tied the knot on the hammock ropes"
    ):
        vows = None
    if (
        filled.value != "engaged"
        or not (
            _MY_SPOUSE.search(said)
            or re.search(_HONEYMOON_DONE, said)
            or vows is not None
            or (
                _WED_A_WHILE.search(said) is not None
                and not _NOT_WED_YET.search(said)
                and not _JOKE.search(said)
                and not _NOT_REAL.search(said)
            )
        )
        or _DENIED.search(said)
    ):
        return None
    return f"User is married to {names[0]}" if names else "User is married"


def _names_work(word: str) -> bool:
    """Whether ``word`` (lower case) names someone's work: an occupation or an agent noun
    ("hygienist", "picker"), not family, a hobby or a diet ("sister", "runner", "vegetarian")."""
    return bool(_AGENT.search(word) or re.fullmatch(rf"(?:{OCCUPATIONS})s?", word)) and not _NOT_WORK.fullmatch(word)


def _a(word: str) -> str:
    """``word`` after its indefinite article: "an engineer", "a designer"."""
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_STUDIES = re.compile(
    r"^User (?:now )?(?:studies|is (?:now )?studying|has started studying|started studying) "
    r"(?:(?P<at>(?=(?:at|in) ))|(?!(?:for|the|an?|to)\b))"  # not "studying for a driving test"
)
# study as one's job only at a school: not "studying for a driving test", "studies Spanish on Duolingo"
_ALONGSIDE = re.compile(r"\b(?:alongside|while|part-time|on top of|as well as|lifelong)\b", re.I)
_SCHOOL = re.compile(
    r"\b(?:universit\w*|college|uni|(?:medical|law|nursing|grad|graduate|business|night|art) school|academy|"
    r"institute|polytechnic|enrol\w*|semester|phd|"
    r"master['’]?s|bachelor['’]?s|doctora\w*)\b",
    re.I,
)


# an apprenticeship the speaker is doing, as the answer names its apprentice: "now im doing an hvac apprenticeship"
_DOING_AN_APPRENTICESHIP = re.compile(
    r"(?:(?<=\bim )|(?<=\bI['’]m )|(?<=\bI am ))(?:now |currently )?(?:doing|on|in) (?P<a>an?) "
    r"(?P<x>(?:[\w-]+ ){0,2})apprenticeship\b",
    re.I,
)
# a texted "with": "signed w/ bosch"
_TEXTED_WITH = re.compile(
    r"(?<=\bsigned )w/(?!o\b)\s*(?=\w)(?![^.!?,]*\b(?:deal|contract|client|partner|venture)\b)", re.I
)


def taken_on_sign(
    value: object, filled: Filled, memory: str, said: str, sign: float, clauses: Sequence[str] | None = None
) -> str | None:
    """The slot answer ``value`` that code's shapes (:func:`_change`) refused, taken where the sign of change
    is at :data:`~muninn.write.gate.SIGN_TAKES` or above and ``said`` was asked about for its words (a word of
    change, no plan): asked on the sign alone, code's reading decides (a home only had, a flat nearly bought, a
    move thought of and dropped: the model answers their place, and code refuses it for being past or not
    done). Taken: a sentence that fills ``filled``'s slot with another value, not an end only, not the prompt's
    example; a diet only where the message names it (the model confuses them: "vegan" for "pure vegetarian",
    "eats meat" for eggs and cheese again). Between :data:`~muninn.write.gate.SIGN_ASKS` and ``SIGN_TAKES`` a
    post only (:func:`_post_said_by_stem`)."""
    if sign < SIGN_ASKS or (worded := reading(filled, memory, said, clauses)) is None or not worded.ask:
        return None
    text = _answered(value)
    now = None if text is None else slot_of(text)
    if text is None or now is None or now.negated or not now.contradicts(filled) or _copies_example(text, said):
        return None
    if now.slot == "residence" and _only_left_from(now.value, said):
        return None  # the home left: "We came over to Melbourne from Perth back in 2019"
    if now.slot == "relationship" and now.value in _NO_PARTNER and _ex_another(memory, said):
        return None  # an ex of another name beside the partner held: the end is the ex's
    if now.slot == "job" and _a_unit_only(text):
        return None  # "User works at Station 14" for "my first shift at Station 14 is Monday … at the firehouse"
    if now.slot == "job" and _POST_ANSWER.match(text) and now.value.lower() in ("employee", "staff", "staff member"):
        return None  # no post: "User works as an employee" for "my employee discount code through Rivian's HR portal"
    if now.slot == "job" and _POST_ANSWER.match(text) and _swapped_for_a_thing(now.value, said):
        # the thing the work was swapped for, no post ("Traded my keyboard for a fire hose"), or a business run
        # ("traded the law firm for a pottery studio": the model's "User works as a pottery studio")
        runs = f"User runs {_a(now.value)}"
        run = slot_of(runs) if re.search(rf"\b(?:{_BUSINESSES})$", now.value, re.I) else None
        return runs if run is not None and run.contradicts(filled) else None
    if now.slot == "residence" and _left_for_good(filled.value, said) and _says(said, now.value):
        return text  # the home held left for good, the one answered named: "Which neighbourhood in Singapore …? Still
        # unpacking boxes, said goodbye to Mumbai for good in October."
    if sign < SIGN_TAKES and not _post_said_by_stem(text, now, said):
        return None
    if filled.slot == "diet" and not re.search(rf"\b{re.escape(now.value)}", unaccented(said), re.I):
        return None
    return text


def _left_for_good(place: str, said: str) -> bool:
    """Whether the speaker tells in ``said`` of leaving ``place`` for good ("said goodbye to Mumbai for good", "left
    Lagos behind for good", "Leaving Chicago behind was the best call I made this year"), in a statement of theirs not
    denied."""
    left = re.compile(
        r"\b(?:said (?:goodbye|bye|farewell) to|bid (?:farewell|goodbye|adieu) to|left|leaving)"
        rf" {re.escape(place)}(?: behind)? (?:for good|forever|permanently|once and for all)\b|"
        rf"^\W*(?:leaving|moving away from) {re.escape(place)}(?: behind)? (?:was|is|has been) (?:the|my) "
        r"(?:best|right|smartest|greatest)\b",
        re.I,
    )
    return any(
        not _DENIED.search(sentence) and not _about_someone_else([sentence], "residence") and not PLAN.search(sentence)
        for sentence, _ in _stated(left, unaccented(said))
    )


# what one's work was swapped for: "Traded my keyboard for a fire hose"
_SWAPPED_FOR_A = r"\b(?:swapped|traded|exchanged|ditched|swapping|trading) (?:[\w'’-]+ ){1,4}?for (?:a|an|the|my) "


def _swapped_for_a_thing(post: str, said: str) -> bool:
    """Whether the post ``post`` (a job value, of an answer "User works as …") is no one's work ("hose", not "ranger",
    :func:`_names_work`) and is said in ``said`` as what the speaker's work was swapped for: the model's "User works
    as a fire hose" (not "a sales rep" of "traded the classroom for a sales rep job"; not "User runs a food truck" for
    "swapped the office for a food truck": no post answered)."""
    return not _names_work(post.split()[-1].lower()) and bool(
        re.search(
            rf"{_SWAPPED_FOR_A}(?:[\w-]+ )?{re.escape(post)}\b(?! (?:job|role|position|post|gig|career)\b)", said, re.I
        )
    )


_POST_ANSWER = re.compile(r"^User (?:works as|is) an? ", re.I)


def _post_said_by_stem(text: str, now: Filled, said: str) -> bool:
    """Whether the answer ``text`` (which fills ``now``) names a post ("User works as an architect", not an employer)
    whose name's stem ``said`` says ("floor plans at the architecture firm", "joined a brokerage", "drivin rigs"), as
    the speaker's own: not only had, supposed or offered (:func:`unheld_by_user`), with no one else close named
    (:data:`_SOMEONE_ELSE`: "My wife started her new job as a teacher")."""
    if now.slot != "job" or not _POST_ANSWER.match(text):
        return False
    last = now.value.split()[-1]
    # "archite", "realt", "driv"; "farmer" → "farm"; "nurse" → "nurs" ("hospice nursing")
    stem = last[:-2] if len(last) > 5 else last[:-1] if len(last) == 5 and last.endswith("e") else last
    return (
        re.search(rf"\b{re.escape(stem)}", said, re.I) is not None
        and not unheld_by_user(text, said)
        and not _SOMEONE_ELSE.search(said)
    )


# a closed slot's learned value as a memory says it, where it is not "User is <value>"
_VALUE_FACTS = {
    "omnivore": "User eats meat",
    "halal": "User eats only halal food",
    "kosher": "User keeps kosher",
    "low-fodmap": "User follows a low-FODMAP diet",
    "mediterranean": "User follows a Mediterranean diet",
}


# what a learned "eats meat" needs said: a meat, or eating everything (not "been having fish again, cockles and hake")
_MEAT_OR_ALL = re.compile(rf"\b(?:{MEAT}|goat|everything)\b", re.I)
# fish gone with the meat: "I gave up meat and fish last month", "I don't eat meat or fish anymore"
_FISH_GONE_TOO = re.compile(
    r"\b(?:meat|chicken|beef)\s*,?\s*(?:and|or|&|nor|n)\s+(?:fish|seafood)\b(?! (?:is|are) (?:fine|ok|okay|still))",
    re.I,
)


def learned_value(filled: Filled, memory: str, said: str, sign: float, learned: tuple[str, float] | None) -> str | None:
    """The closed slot's value that the sign's regression reads in ``said`` (``learned``: the value and its
    probability, :class:`~muninn.write.gate.SlotValues`), as a memory, where the sign is at
    :data:`~muninn.write.gate.SIGN_VALUES` or above, the value at its slot's
    :data:`~muninn.write.gate.VALUE_TAKES` or above, and it is another than the one ``memory`` holds: "After
    that documentary, fish and dairy are both gone from my kitchen, it's all plants now" for "User is
    pescatarian" is "User is vegan", which neither the model nor code's shapes read. An engagement or a
    marriage keeps the partner held where ``said`` names them."""
    if learned is None or sign < SIGN_VALUES or learned[1] < VALUE_TAKES.get(filled.slot, math.inf):
        return None
    value = learned[0]
    if filled.slot == "diet":
        if (value == "omnivore" and not _MEAT_OR_ALL.search(said)) or (
            value == "pescatarian" and _FISH_GONE_TOO.search(said)
        ):
            return None  # fish back for a vegetarian is no meat; "gave up meat and fish" no pescatarian's diet
        naming = [c for c in _clauses(said) if re.search(rf"\b{re.escape(value)}\b", c, re.I)]
        if naming and _diet_gone_by(naming, said):
            return None  # the diet by its name only the past: "I went keto last year, it was awful"
        text = _VALUE_FACTS.get(value) or _diet_fact(value)
    else:
        if value in _NO_PARTNER and _ex_another(memory, said):
            return None  # "My ex from college, Harriet, messaged me … I'm happy with Yuki"
        named = [n for n in _partner_names(memory) if re.search(rf"\b{re.escape(n)}\b", said, re.I)]
        text = f"User is {value}" + (f" to {named[0]}" if named and value in ("engaged", "married") else "")
        if unheld_by_user(text, said):
            return None  # the status only supposed: "If I ever did get married, I think I'd want a tiny ceremony"
    now = slot_of(text)
    return text if now is not None and now.contradicts(filled) else None


# an ex by name: "My ex from college, Harriet, messaged me", "my ex-boyfriend Tom"
_EX_NAMED = re.compile(
    r"\b(?i:my ex(?:[- ](?:boyfriend|girlfriend|husband|wife|partner|fianc\w*))?(?: from [\w ]{1,20}?)?),? "
    r"(?P<n>[A-Z][a-z]+)"
)


def _ex_another(memory: str, said: str) -> bool:
    """Whether ``said`` names the partner ``memory`` holds beside an ex of another name: the end is the ex's, long
    past, not the partner's now."""
    names = _partner_names(memory)
    exes = [m["n"] for m in _EX_NAMED.finditer(said)]
    held = {n.lower() for n in names}
    return (
        bool(exes)
        and all(x.lower() not in held for x in exes)
        and any(re.search(rf"\b{re.escape(n)}\b", said, re.I) for n in names)
    )


def learned_place(filled: Filled, sign: float, learned: tuple[str, float] | None) -> str | None:
    """The city the regression of :class:`~muninn.write.gate.Places` reads as the new home of a residence
    memory (``learned``: the likeliest city the user's turns name and its probability), as a memory, where the
    sign is at :data:`~muninn.write.gate.SIGN_PLACES` or above and the city at
    :data:`~muninn.write.gate.PLACE_TAKES` or above: "Any tips for surviving -25°C? First real winter here in
    Montreal" for "User lives in Lisbon" is "User lives in Montreal", which the model, asked, answers as Lisbon."""
    if filled.slot != "residence" or learned is None or sign < SIGN_PLACES or learned[1] < PLACE_TAKES:
        return None
    city = _titled(learned[0])
    text = f"User lives in {city}"
    now = slot_of(text)
    return text if now is not None and now.contradicts(filled) else None


# the states of a marriage, held: a divorce may end them
_MARRIAGE_STATES = frozenset({"married", "separated", "divorced", "widowed", "single"})


def _divorced_unwed(now: Filled, held: Filled, said: str) -> bool:
    """Whether ``now`` says divorced where the partner held was never a spouse (a girlfriend, a fiancée,
    someone dated) and ``said`` names no divorce: the end of it is being single, which the model answers as
    divorced ("Olivia and I ended the engagement", "we are no more together since October")."""
    return (
        now.slot == held.slot == "relationship"
        and now.value == "divorced"
        and not now.negated
        and held.value not in _MARRIAGE_STATES
        and not re.search(r"\bdivorc", said, re.I)
    )


def _only_left_from(place: str, said: str) -> bool:
    """Whether ``place`` is said in ``said`` only as where someone moved from ("relocated here from Kuala Lumpur",
    "came over from Australia"; not "writing from Joinville now", "the ferry from Manly")."""
    text = unaccented(said)
    found = list(re.finditer(rf"\b{re.escape(unaccented(place))}\b", text, re.I))
    return bool(found) and all(re.search(_MOVED_FROM, text[: m.start()], re.I) for m in found)


_MOVED_FROM = (
    r"\b(?:mov\w*|relocat\w*|came|come|coming|shift\w*|transferr\w*|here|over)\b(?: \w+){0,2} from (?:the )?$"
    # or left: "Five years since I left Paris for this city", "After leaving Montreal on Friday the drive home took …"
    r"|\b(?:I|we) (?:\w+ )?(?:left|escaped) $|\b(?:after|since|before|on) leaving (?:the )?$"
)


def _answered(value: object) -> str | None:
    """The slot answer's text, stripped of a closing full stop; None when ``value`` is no answer at all."""
    try:
        return (SlotCheckAnswer.model_validate(value).answer or "").strip().rstrip(".")
    except ValueError:
        return None


def _copies_example(text: str, said: str) -> bool:
    """Whether the answer ``text`` names a value of the prompt's example that the message ``said`` does not."""
    return bool((set(terms(text)) & _EXAMPLE_VALUES) - set(terms(said)))


_A_VERB = re.compile(r"\b(?:\w+ed|is|are|was|were|got|get|have|has|had|am|['’]s|['’]re|['’]m)\b", re.I)


_I_AM_THE_PM = re.compile(r"\b(?:I['’]m|I am|Im) (?:now )?(?:the|a) PM\b")


def _own_pm(said: str, m: re.Match[str]) -> bool:
    """Whether "I'm the PM" (``m``) is told by the speaker in ``said``: in a statement, not quoted, reported or
    denied."""
    start, sentence = _sentence_at(said, m.start())
    return (
        m.start() - start < len(statement_of(sentence))
        and not re.search(rf"{_QUOTED_OR_REPORTED}|:|\bjoked\b", sentence[: m.start() - start], re.I)
        and not _DENIED.search(sentence)
    )


def _change(value: object, filled: Filled, said: str) -> str | None:
    """The answer as a sentence, when it says another value of ``filled``'s slot; else None."""
    text = _answered(value)
    if not text or text.casefold() in ("null", "none", "unknown"):
        return None
    if filled.slot == "job" and _post_of_another(text, said):
        return None
    if filled.slot == "job" and _a_unit_only(text):
        return None  # "User works at Station 14": the unit, not the employer
    held = _DOER.fullmatch(filled.value.split()[-1]) if filled.slot == "job" else None
    stem = "" if held is None else re.escape(held["stem"])
    was = re.match(rf"User {stem}\w* (?P<what>.+)$", text, re.I) if stem else None
    if was is not None and re.search(
        rf"\b{stem}ing {re.escape(was['what'])}\b[^.!?]{{0,20}}?\b(?:was|were)\b", said, re.I
    ):
        return None  # the work held, said as the past: "User teaches 10th graders" for "… teaching 10th graders was
        # honestly less stressful"
    said = _G_DROPPED.sub(r"\1ing", said)  # "I'm in my second week drivin' a truck", as the answer spells it
    said = _TEXTED_WITH.sub("with ", said)  # "just signed w/ bosch", as the answer reads it
    said = _DOING_AN_APPRENTICESHIP.sub(
        r"working as \g<a> \g<x>apprentice", said
    )  # "now im doing an hvac apprenticeship"
    said = _keto_named(said)
    if not _ON_THE_SIDE.search(said):  # not "I'm a game dev in my spare time"
        said = _DEV.sub("developer", said)  # "joined zoho as a backend dev"
    if (manager := re.search(r"\b(?:product|project|program|programme) manager\b", text, re.I)) is not None:
        # "Now that I'm the PM", as the answer spells it (the speaker's own, told: not "My sister just texted: I'm the
        # PM now!", "I'm a PM? lol no", "moved standup to 4 PM")
        said = _I_AM_THE_PM.sub(
            lambda m: m.group().replace("PM", manager.group()) if _own_pm(said, m) else m.group(), said
        )
    # "User follows a Mediterranean-style diet": the diet by its name
    text = _plain(_STYLE_DIET.sub(r"\g<d> diet", _KETOGENIC.sub("keto", text)), said)
    if filled.slot == "diet":  # no gluten, said as why
        text = _GLUTEN_OFF.sub("User is gluten-free", text)
    if filled.slot == "diet" and _ONLY_FISH_EATEN.fullmatch(text) and _ONLY_FISH.search(said):
        text = "User is pescatarian"  # "User eats fish and vegetables" for "It's been only fish and veggies for me"
    if filled.slot == "diet":
        text = _diet_kept(text, said)
    text = _JOB_NOW_IS.sub("User is ", text)  # "User's job now is retired" → "User is retired"
    text = _JOB_NOW_IS_BARE.sub("User works as ", text)
    if (employed := _EMPLOYED_AT.match(text)) is not None and (
        not employed["employed"]
        or re.search(rf"\b(?:I['’]?m|I am)(?: now)? {re.escape(text[employed.start('employed') :])}", said, re.I)
    ):
        text = "User works at " + text[employed.end() :]  # "User is employed by Bosch" for "I'm now employed by Bosch"
    if filled.slot == "job" and _SCHOOL.search(said) and not _ALONGSIDE.search(said):
        # "User studies nursing at university in Lublin"; "User studies at the University of Lublin"
        text = _STUDIES.sub(lambda m: "User is a student " + ("" if m["at"] else "of "), text)
    about_user = text.startswith(("User ", "User's "))  # "User's job now is at Rivian"
    if not about_user and filled.slot in _CLOSED and len(text.split()) <= 3:
        text = f"User is {text[0].lower()}{text[1:]}"  # a bare value: "vegan", "Married"
    elif not about_user:
        return None
    low = _PARTNER_LOWER.fullmatch(text) if filled.slot == "relationship" else None
    if (
        low is not None
        and re.search(rf"\b{re.escape(low['n'])}\b", said)
        and _COUPLE_TEXTED.search(said)
        and not _JUST_MATES.search(said)
    ):
        # a partner texted in lower case, named so back: "User is dating aroha" for "me n aroha been seein each other"
        text = low["pre"] + low["n"].capitalize()
    words = set(terms(text)) - {"user"}
    if _copies_example(text, said):
        return None  # the prompt's example, copied: it names what the message does not
    if filled.slot == "job":
        text = _as_work(text, said)
        into = _WORKS_IN.fullmatch(text)
        if (
            into is not None
            and _held_left(filled.value, said)
            and re.search(
                rf"(?<!\bis )(?<!\bare )\bwork(?:ing)? in {re.escape(into['e'])}\b", said
            )  # not "my brother … now works in Tencent"
        ):
            text = f"User works at {into['e']}"  # "I leave Huawei last month and now I work in Tencent"
    now = slot_of(text)
    if now is None and filled.slot == "job" and (bare := _AT_PLACE.sub("", text)) != text:
        job = slot_of(bare)  # "User is a primary school teacher in Malmö" for "I'm now a … teacher in Malmö"
        own = (
            rf"(?:{_SELF}(?:an? |the )?|{_WORKING_AS}an? |\b(?i:joined|started) as an? )"  # "joined as a lecturer in …"
        )
        if job is not None and re.search(rf"{own}(?:[\w-]+ ){{0,3}}{re.escape(job.value.split()[-1])}\b", said):
            now, text = job, bare
    if now is not None and now.slot == "residence" and _only_left_from(now.value, said):
        return None  # the home left: "When I relocated here from Kuala Lumpur back in 2019"
    if (
        now is not None
        and now.slot == "residence"
        and _TOWN_OUTSIDE.search(text)
        and not re.search(
            rf"\b(?:I|we)\b[^.!?]{{0,40}}?\b(?:live|living|moved|settled|based|relocated)\b[^.!?]{{0,15}}?"
            rf"\b(?:in|to|into) {_TOWN_OUTSIDE.pattern}",
            said,
            re.I,
        )
    ):
        return None  # a town outside a city, not said as the speaker's home: "My novel's heroine lives in a small town
        # just outside Kraków", "I grew up in a small village just outside Kraków"
    if now is not None and now.value == "omnivore" and filled.value in _LOW_CARB and _DIET_BREAK.search(said):
        return None  # meat on a break from a diet that eats it: "cheat day only! Back to eggs and bacon tomorrow"
    if now is not None and now.value == "omnivore" and _STILL_NO_MEAT.search(said):
        return None  # other animal foods back, not meat: "eggs and yogurt are back in, though meat is still a hard no"
    if now is not None and now.slot == "relationship" and _partner_named_as_other(text, said):
        return None  # "User is engaged to Zanele" for "My best friend Zanele just got engaged!"
    # (not the status held said back: "User is married to Ahmed" for "Ahmed and I said our vows again on our tenth
    # anniversary" is no change, not a downgrade to a couple)
    if now is not None and not now.restates(filled) and (couple := _couple_named(now, text, said)) is not None:
        # "User is engaged to Kenji" for "Kenji and I just hit three months together"
        text, now = couple, slot_of(couple)
    if now is not None and now.value == "single" and filled.value == "married" and _DIVORCE_DONE.search(said):
        text, now = "User is divorced", slot_of("User is divorced")  # "Since the divorce went through in March"
    if now is not None and _divorced_unwed(now, filled, said):
        text, now = "User is single", slot_of("User is single")  # "Olivia and I ended the engagement"
    if (
        now is not None
        and now.value in ("single", "divorced")
        and filled.value == "married"
        and _PARTNER_GONE.search(said)
    ):
        text, now = "User is widowed", slot_of("User is widowed")  # "After Kenji passing away in the spring"
    if now is not None and now.slot == "job" and (runs := _runs_own(now.value, said)) is not None:
        text, now = runs, slot_of(runs)  # "… in my own little bakery"
    if now is not None:
        said_as = _SAID_AS.get(now.value)
        # the employer by the speaker's colleagues there: "My colleagues at Maersk keep …"
        colleagues = filled.slot == "job" and any(_says(m["e"], now.value) for m in _works_by_employer(said))
        # a first shift there asked about, with the contract for it signed: told, and held though asked
        first_shift = filled.slot == "job" and _first_shift_signed(said, now.value)
        if said_as is not None:  # and not denied: "We're not splitting up or anything"
            parts = _clauses(said)
            clauses = [
                c
                for i, c in enumerate(parts)
                if (m := said_as.search(c))
                # (not a fragment without a verb that goes on about someone else's: "My sister married last week, very
                # beautiful wedding")
                and not (
                    i
                    and not _SPEAKER.search(c)
                    and not _A_VERB.search(c)
                    and _about_someone_else([parts[i - 1]], filled.slot)
                )
                and not _NOT_BEFORE.search(c[: m.start()])
                and not _TEASED.search(c[: m.start()])
                and not _ADVISED.search(c[: m.start()])
                and not _STILL_AHEAD.match(c[m.start() :])
                and not _OTHERS_SPLIT.match(c, m.end())  # "Since the divorce of my parents"
            ]
        else:  # other values: every word of it in one clause of the message ("Rivian", "dating Mia"); a
            # place's first part ("Dunedin" of "Dunedin, New Zealand", said "I'm in Dunedin, New Zealand now")
            # a job said as doing it ("now I am driving taxi"), whose doer's name the clause need not say
            doing = [c for c in _clauses(said) if filled.slot == "job" and _said_as_doing(c, now.value, said)]
            # (or by its field, turned to from the one held: "pivoting from journalism to ux research")
            crafts = [
                c
                for c in _clauses(said)
                if filled.slot == "job"
                and (_full_time_thing(c, now.value) or (_pivoted_from(filled, c, now.value) and not PLAN.search(c)))
            ]
            # (or a teacher by the speaker's class, the work before left: "My year 3 class keeps asking, and I'm still
            # figuring out this whole primary school thing after leaving the firm")
            crafts += [
                c
                for c in _clauses(said)
                if filled.slot == "job"
                and now.value.lower().endswith("teacher")
                and _MY_CLASS.search(c)
                and _LEFT_BEFORE.search(said)
                and not _NOT_REAL.search(said)
                and not _ON_THE_SIDE.search(c)
                and not re.search(
                    r"\b(?:volunteer\w*|help(?:ing)? out|tutor\w*|coach\w*|visit\w*|if|years ago|back then)\b",
                    said,
                    re.I,
                )
            ]
            clauses = [c for c in _clauses(said) if _says(c, now.value.split(", ")[0]) or c in doing + crafts]
            if filled.slot == "job":  # and a job as the speaker's own ("I'm a …", "at Stripe")
                # (the company or the full-time work told of in a whole sentence, once for every clause)
                told = (
                    _my_company_is(said, now.value)
                    or _full_time_now(said, now.value)
                    or _offer_signed(said, now.value)
                    or first_shift
                    or _qualified_as(said, now.value)
                    or colleagues
                    # "I quit … and opened a little bakery", "… and opened a pottery studio"
                    or any(_SIZE.sub("", m["what"]).lower() == now.value.lower() for m in _own_businesses(said))
                )
                clauses = [
                    c
                    for c in clauses
                    if c in doing + crafts
                    or (_as_the_job(c, now.value) and not _first_days_there(c, now.value, said))
                    or _as_the_job(c, _post_named(c, now.value))  # "The airline … put me on the A320 as first officer"
                    or _works_in_now(c, now.value, filled, said)
                    or _asked_for_the_post(c, now.value, said)
                    or _on_badge(c, text, said)
                    or told
                ]
                # not a dream ("Flying as a first officer is my dream") nor a game's post ("im a pilot with the
                # virtual qantas group in flight simulator now")
                clauses = [
                    c for c in clauses if (not _DREAM.search(c) or _CAME_TRUE.search(c)) and not _GAME_POST.search(c)
                ]
        if now.negated:  # an end only where the leaving is not denied: not "I'm not leaving Google"
            clauses = [c for c in clauses if not _NOT_LEAVING.search(c)]
        if now.negated and now.slot == "diet":  # a diet's end, not a break from it nor one of its things
            things = re.compile(rf"\b{re.escape(now.value)} {_DIET_THINGS}", re.I)
            clauses = [
                c
                for c in clauses
                if not _DIET_BREAK.search(c)
                and not things.search(c)
                and not _ENDED_FOR.search(c)
                # nor supposed: "If I stopped keeping kosher, would my family notice?"
                and not re.match(r"\W*(?:what )?if\b", c, re.I)
            ]
        if now.slot == "diet" and now.value == "halal" and not _own_diet(_HALAL_KEPT, said):
            return None  # halal kept by the speaker now: not "The school switched to halal-only meat in the canteen"
        # (or a diet that may go with the one held, where that one is said to be over: "quit paleo bc i was miserable
        # w/o rice lol, now its just gluten free since the celiac dx")
        over = _held_diet_ended(filled.value, said) if now.slot == "diet" and not now.negated else None
        ended = (
            over is not None
            and not _JOKE.search(said)
            # not its things: "I quit paleo jokes", "… paleo recipes"
            and not re.match(
                rf"\s+(?:{_DIET_THINGS}|jokes?\b|memes?\b|stuff\b|content\b|posts?\b)", said[over.end() :], re.I
            )
            and not re.search(r"\b(?:if|won['’]t|will not|would|might|when|once)\b", said[: over.start()], re.I)
            and not _denied(said, over)
        )
        # (the new one texted as the speaker's after that end: "… now its just gluten free")
        texted_own = ended and any(_NOW_ITS_JUST.match(c) for c in clauses)
        if now.slot == "diet" and now.value in _OWN_DIET_ONLY and not _in_own_clause(clauses) and not texted_own:
            return None  # "The bakery is gluten-free", "Ate the Atkins plan bar": no diet of the user's
        if now.slot == "diet" and clauses and all(_COOKED_FOR_OTHERS.search(c) for c in clauses):
            return None  # cooked for others: "I'm cooking vegan now for my girlfriend's family dinner"
        if now.slot == "diet" and (_diet_gone_by(clauses, said) or _diet_for_a_spell(clauses, said)):
            return None  # "My trainer had me on a Mediterranean diet back in 2019", "Had a bite of my friend's burger"
        if now.slot == "diet" and _others_diet_then_asked(clauses):
            return None  # "My dad's doing keto now … Is there a dish that works for both keto and vegan?"
        # (the work said as the speaker's doing is held, though its name is asked about: "I'm grooming dogs full time
        # … What kind of insurance do mobile groomers usually carry?")
        held_doing = (filled.slot == "job" and said_as is None and bool(doing)) or first_shift
        # (the speaker's colleagues at the employer are no one else's work)
        others = [c for c in clauses if not (colleagues and _WORK_BY_EMPLOYER.search(c))]
        if not clauses or _about_someone_else(others, filled.slot) or (unheld_by_user(text, said) and not held_doing):
            return None  # not said, said of someone else ("my cousin moved to Cusco"), supposed or past
        if _by_pronoun_of_another(clauses, said, filled.slot):
            return None  # "I'm so proud of my mom, she's vegan now!", "I'm happy for my sister, she's engaged to Omar"
        if status_of_others(text, said) or _gift_for(text, said):
            return None  # a status said only in someone else's news ("Bashir's sister just got engaged"), an
            # occupation only of others ("whats a good gift for a retiring paralegal")
        # (before the value: not "my commute from my new place in Busan is almost 50 minutes")
        if all(_ONLY_NEARLY.search(c[: _value_at(c, now.value)]) for c in clauses):
            return None  # only nearly: "we nearly moved to Columbus last year"
        if diet_unsaid(text, said) and not texted_own:
            return None  # "User eats meat" for "… and left the beef"
        return text if now.contradicts(filled) or (ended and not now.restates(filled)) else None
    if filled.slot == "diet" and filled.value in _LEFT_OUT and (m := _EATS.fullmatch(text)) is not None:
        left_out = _LEFT_OUT[filled.value]
        if not left_out.search(m.group("f")) or not set(terms(m.group("f"))) <= set(terms(said)):
            return None
        clauses = [c for c in _clauses(said) if left_out.search(c)]
        return text if clauses and not _about_someone_else(clauses, "diet") else None
    work = _WORK.match(text) if filled.slot == "job" else None
    if work is None or not set(terms(text[work.end() :])) <= set(terms(said)):
        return None  # only a job, said as work in the user's own words, may be read without a pattern
    if work["prep"] and not re.search(
        rf"\bwork(?:s|ing)? (?:now )?{work['prep']} {re.escape(text[work.end() :])}", said, re.I
    ):
        return None  # "User works on the ward" only for "I work on a cardiac ward", not "night shift on the ward"
    if _about_someone_else([c for c in _clauses(said) if words & set(terms(c))], filled.slot):
        return None
    return text if not set(terms(filled.value)) & words else None


# a clause opening on what the speaker's plate is now, texted without its "I": "now its just gluten free"
_NOW_ITS_JUST = re.compile(r"\W*(?:(?:and|but|so)\s+)?now (?:it['’]?s|its|it is) (?:just|only|strictly) ", re.I)
# a break from a diet, not its end: "gave up on keto for today", "… till January", "back to keto when I'm better"
_DIET_BREAK = re.compile(
    rf"\b(?:{DIET_SPELL}|cheat|years ago|back on (?:it|track)|went back to it|when I['’]m better|"
    r"(?:get|got|getting) back on)\b",
    re.I,
)
# a diet's things, not the diet: "gave up on that keto bread recipe", "that keto app"
_DIET_THINGS = (
    r"(?:recipes?|apps?|bread|books?|cookbooks?|snacks?|bars?|groups?|forums?|channels?|influencers?|videos?|cakes?|"
    r"cookies|products?|brands?|meal plans?|foods?|meals?|kitchens?|restaurants?|options?)\b"
)
# a negation anywhere: "Kenji and I aren't in a relationship crisis"
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n['’]t\b", re.I)
# an answer's promise to a partner by name: "User is engaged to Kenji"
_PROMISED_TO = re.compile(r"User is (?:engaged|married) to (?P<n>[A-Z][^\W\d_]+)")
# a couple told of in a clause: "Kenji and I just hit three months together", "Now I am together with Fatima"
_COUPLE_WORDS = re.compile(rf"\b(?:together|dating|{_SEEING_EACH_OTHER}|relationship|couple|anniversary)\b", re.I)


def _partner_named_as_other(text: str, said: str) -> bool:
    """Whether the partner the answer ``text`` names ("User is engaged to Zanele") is said in ``said`` only as someone
    else close to the speaker or to another: "My best friend Zanele just got engaged!", "my sister Ama", "Sofia's best
    friend Leila"."""
    named = re.search(r"\b(?:to|dating|named|with) (?P<n>(?-i:[A-Z])[^\W\d_]+)", text)
    if named is None:
        return False
    uses = list(re.finditer(rf"\b{re.escape(named['n'])}\b", said))
    # (or a mentor, a study partner: "my mentor Dr. Li", "my study partner Lena")
    others = (
        rf"\b(?:my|our|his|her|their|\w+['’]s)\s+(?:[\w-]+\s+)?(?:{_PEOPLE}|mentors?|mentees?|tutors?|coach|"
        r"(?:study|lab|gym|business|project|tennis|dance) partners?)\s+$"
    )
    return bool(uses) and all(re.search(others, said[: m.start()], re.I) for m in uses)


def _couple_named(now: Filled, text: str, said: str) -> str | None:
    """ "User is in a relationship with <name>" where the answer ``text`` promises the speaker to a partner the
    message names as a couple but neither engaged nor married: the 1.5B model's "User is engaged to Kenji" for
    "Kenji and I just hit three months together"; else None."""
    promised = _PROMISED_TO.fullmatch(text) if now.slot == "relationship" else None
    if promised is None or _SAID_AS[now.value].search(said) or _FRIENDS.search(said):
        return None
    name = promised["n"]
    couple = any(
        re.search(rf"\b{name}\b", c) and _COUPLE_WORDS.search(c) and not _NEGATED.search(c)
        for c in SENTENCES.split(said)
    )
    return f"User is in a relationship with {name}" if couple else None


# the speaker's coeliac disease found: "Got diagnosed w celiac last week", "my gastro diagnosed me with celiac", "Celiac
# test came back positive", "The doctor tell me I have celiac", "turns out im celiac" (not "As a GP I diagnosed three
# coeliac patients", "I have coeliac guests coming", "I'm celiac-adjacent at best")
_COELIAC = r"c(?:o)?eliac"
_COELIAC_END = r"(?=\s*(?:$|[,.;:!?)—–]|\s-\s|(?:disease|now|so|and|too|since|lol|last|this|officially)\b))"
_COELIAC_FOUND = re.compile(
    rf"(?:(?:\b(?:I|i)(?: was| have been|['’]ve been| just got| got| finally got)|(?:^|(?<=[.!?]\s))\W*"
    rf"(?:(?:just|finally|officially|so)\s+)?(?:got|been))\s+diagnosed(?:\s+(?:with|w/?))?\s+{_COELIAC}|"
    rf"\bdiagnosed me (?:with |w/? )?{_COELIAC}|"
    # opening its sentence: "Diagnosed coeliac last week, so no more normal bread"
    rf"(?:^|(?<=[.!?]\s))\W*(?:(?:just|finally|officially|so)\s+)?diagnosed (?:with |w/? )?{_COELIAC}|"
    # "My allergist confirmed celiac", "The gastroenterologist confirmed celiac"
    rf"\b(?:my|the) (?:allergist|doctor|gp|gastro\w*|consultant|specialist|tests?|biopsy|bloods?) "
    rf"(?:just |finally )?confirmed "
    rf"(?:it['’]s |I have |I['’]ve got )?{_COELIAC}{_COELIAC_END}|"
    # found or told: "The doctor find I have celiac", "my GP told me I've got coeliac"
    rf"\b(?:my|the) (?:allergist|doctor|gp|gastro\w*|consultant|specialist) (?:just |finally )?"
    rf"(?:found|find|finds|said|says|told me|tell me)(?: that)? (?:I have|I['’]ve got|I got|it['’]s|it is) "
    rf"{_COELIAC}{_COELIAC_END}|"
    rf"\b{_COELIAC} (?:test|results?|bloods?) (?:came (?:back )?|was |were |is |are )?positive|"
    rf"\b(?:I|i) (?:have|got|['’]ve got)(?: got)? {_COELIAC}{_COELIAC_END}|"
    rf"\b(?:I['’]?m|im|I am) {_COELIAC}{_COELIAC_END}|"
    # the diagnosis had: "Ever since my celiac diagnosis I've been clearing out the pantry", "After the celiac diagnosis
    # nothing with wheat goes in my mouth anymore" (not "… the coeliac diagnosis of my son")
    # (not someone else's, nor one in doubt: "After the celiac diagnosis my daughter got", "… turned out to be a lab
    # error", "… appointment got moved")
    rf"\b(?:since|after) (?:my|the) (?:recent |new )?{_COELIAC} diagnosis\b(?! (?:of|for|in)\b)"
    r"(?![^.!?]*\b(?:appointment|error|turned out|postponed|rescheduled|cancel\w*|moved|family|got|"
    r"(?:my|his|her|our|their) (?:\w+ )?(?:son|daughter|kids?|child|children|wife|husband|partner|mum|mom|dad|sister|"
    r"brother|friend)s?)\b))",
    re.I,
)
# not found, or not yet, or not the speaker's: "turns out i was never celiac", "coeliac ruled out", "IBS rather than
# coeliac", "might have celiac", "Pretty sure I have celiac", "my worst nightmare is getting diagnosed with coeliac"
_COELIAC_NOT = re.compile(
    r"\b(?:never|not|negative|wrong|false|might|maybe|may|could|suspect\w*|worried|afraid|tested for|testing for|"
    r"test for|getting tested|before|if|ruled out|rather than|instead of|think|thought|pretty sure|probably|imagine|"
    r"nightmare|terrified|scared|fear\w*|worst|google|misdiagnos\w*)\b|n['’]t\b|[\"“”]|(?:^|\s)['‘]\w",
    re.I,
)


# diets that leave out carbs, and carbs back in one's life: "Now that carbs are back on the menu for me", "bread and
# rice are back on the menu for me after two years of counting carbs" (not "carbs are back on the menu tonight", "…
# for my cheat day", "… for the kids", "My birthday tomorrow so carbs are back", "Carbs are back... in my dreams")
_LOW_CARB = frozenset({"keto", "low-carb", "atkins", "paleo", "carnivore"})
_CARBS = r"(?:carbs|bread|rice|pasta|potatoes|grains|noodles)"
_CARBS_BACK = re.compile(
    # (or its night: "Pasta night is back in my life and I'm not sorry")
    rf"\b(?P<f>{_CARBS}(?:(?:,| and| &|, and) {_CARBS})*)(?: night)? (?:are|is) (?:(?:all|finally|officially) )?back"
    r"(?: on the menu| in my life| on my plate)?(?: for me)?"
    r"(?=\s*(?:$|[,.;:!?)…—–-]|(?:after|since|now|again|and|so|lol|as long as)\b))"
    # brought back, allowed again, or no longer counted: "Brought carbs back after two years of keto", "bread is allowed
    # again for me", "Now that I've stopped counting carbs"
    rf"|\b(?:brought|bringing|added|adding) (?P<b>{_CARBS}) back\b"
    rf"|\b(?P<a>{_CARBS}) (?:is|are) allowed again\b"
    r"|\b(?:stopped|quit|gave up|given up|no longer|done) counting (?P<c>carbs)\b"
    # a learner's "so now I eat again rice and bread, just normal food"
    rf"|(?<!\bmaybe )\bnow I eat again (?P<e>{_CARBS})\b"
    r"(?![^.!?]*\b(?:back (?:home|to)|go back|after|until|till|for now|while|breastfeed\w*|pregnan\w*)\b)"
    # or one's nutritionist's or doctor's word: "My nutritionist put me back on carbs"
    rf"|\b(?:put|got|has|have|had) me back on (?P<p>{_CARBS})\b"
    # or the speaker back on them: "I'm back on bread and pasta after giving up the low-carb thing"
    rf"|\b(?:I['’]m|I am|im) (?:now |finally |officially )?back on (?P<o>{_CARBS}(?:(?:,| and| &|, and) {_CARBS})*)"
    r"(?=\s*(?:$|[,.;:!?)…—–]|(?:after|since|now|again|and|so|lol)\b))",
    re.I,
)
_CARBS_NOT_BACK = re.compile(
    r"\b(?:tonight|today|tomorrow|this weekend|cheat|treat|holiday|vacation|one-off|just once|kids|guests|family|"
    r"husband|wife|partner|if|when|wish|want|could|would|birthday|christmas|xmas|easter|race|marathon|carb-?load\w*|"
    r"cut|dreams?|says|said|until|till|only|sticking|still on|straight back|back on (?:it|keto|the diet)|"
    # (the keto kind of it: "I'm back on rice, cauliflower rice that is, still keto")
    r"still (?:full |strict )?keto|keto (?:bread|pasta|rice|version|kind)|cauliflower|konjac|zucchini|courgetti|"
    r"shirataki|almond flour|duty|in (?:a|one|"
    r"two|three|a few|\d+) (?:days?|weeks?|months?)|fashion|trend\w*|everyone|people|"
    # a low-salt plan now, the diet the model's: "my doctor has me on a low-sodium plan … instead"
    r"(?:on|onto|to) (?:an?|the) (?:low[- ](?:sodium|salt)|dash|heart[- ]healthy|renal|cardiac)|low[- ]sodium)\b",
    re.I,
)


def _carbs_back(filled: Filled, said: str) -> str | None:
    """The carbs named, eaten again ("User eats carbs again"), where the speaker's carbs are back in their life for
    good and no other diet is named: "carbs are back, I'm eating mostly Mediterranean style now" is that diet's."""
    # (a diet named in the request after it is no diet of the speaker's: "… Could you plan a week of Mediterranean
    # meals?")
    named = (_diet_named(w) for w in _A_DIET.findall(_statements(said)))
    # (a restriction kept beside it is no other diet: "strictly gluten-free, though carbs are back on the menu")
    # (nor the low-carb kind of the diet held: "… after giving up the low-carb thing" for keto)
    if any(
        d is not None
        and d.value != filled.value
        and d.value not in KEPT_ALONGSIDE
        and not (d.value == "low-carb" and filled.value in _LOW_CARB)
        for d in named
    ):
        return None
    if _CARBS_NOT_BACK.search(_statements(said)):  # (not the request after it: "Could you plan …?")
        return None
    mediterranean = re.search(r"\bmediterranean\b", _statements(said), re.I) is not None
    for sentence in SENTENCES.split(said):
        m = _CARBS_BACK.search(sentence)
        if m is None or m.start() >= len(statement_of(sentence)):
            continue
        if _DENIED.search(_clause_before(sentence, m)) or _about_someone_else([sentence[: m.end()]], "diet"):
            continue
        if mediterranean:
            return _VALUE_FACTS["mediterranean"]  # "so pasta and bread are back, mostly Mediterranean style"
        # (carbs by that name where the sentence says so too: "Bread is back on the menu, I quit counting carbs!")
        counted = next((c for c in _CARBS_BACK.finditer(sentence) if c["c"]), m)
        carbs = next(g for g in (counted[k] for k in ("f", "b", "a", "c", "p", "e", "o")) if g).lower()
        if _held_diet_ended(filled.value, said) is not None and carbs != "carbs":
            return _diet_fact(filled.value, ended=True)  # one food back beside the diet's end: "I've given up on keto,
            # bread is back in my life" (not "… carbs are back on the menu": carbs eaten again)
        return f"User eats {carbs} again"
    return None


# grams a day said in words
_GRAMS = {
    "ten": "10",
    "fifteen": "15",
    "twenty": "20",
    "twenty-five": "25",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
}
# carbs held to a few grams a day by one's own plan: "My new macros say 20g of carbs a day max" (not "my brother's
# macros", "for this week")
_CARB_CAP = re.compile(
    r"(?:\bmy (?:new )?(?:macros|meal plan|diet plan|plan|nutritionist|dietitian|coach|doctor) (?:now )?"
    r"(?:says?|allows?|gives? me|puts? me at|has me (?:at|on)) (?:(?:max|maximum|under|below|only|just) )?"
    r"(?P<g>\d{1,2}) ?g(?:rams?)? (?:of )?(?:net )?carbs?\b(?:,? (?:a|per) day)?|"
    # the cap as one's ceiling, opening the sentence: "Twenty grams of carbs a day is my ceiling now"
    rf"^\W*(?P<w>\d{{1,2}}|{'|'.join(_GRAMS)}) ?g(?:rams?)? (?:of )?(?:net )?carbs?,? (?:a|per) day (?:is|['’]s) "
    r"(?:now )?my (?:new )?(?:ceiling|limit|max|maximum|cap)\b|"
    # or kept so by the speaker since: "I've kept carbs under 20g a day since my trainer suggested it"
    r"\bI(?:['’]ve| have) (?:been )?(?:kept|keeping) (?:my )?(?:net )?carbs (?:under|below) (?P<k>\d{1,2}) ?"
    r"g(?:rams?)?(?: (?:of carbs )?(?:a|per) day)?(?= since\b)"
    r"(?![^.!?]*(?:\b(?:no wait|wish|lol no|that['’]s (?:him|her)|still)\b|—|\.\.\.)))"
    r"(?![^.!?]*\b(?:for (?:this|a|one|two|the) (?:week|month|cut|challenge)|this week|until|till)\b)",
    re.I,
)


def _carbs_capped(said: str) -> bool:
    """Whether the speaker's own plan holds carbs to under 60 g a day (:data:`_CARB_CAP`), in a statement, not for a
    while."""
    return any(
        int(_GRAMS.get((n := m["g"] or m["w"] or m["k"]).lower(), n)) < 60
        and not for_a_while(sentence)
        and not _about_someone_else([sentence[: m.end()]], "diet")
        for sentence, m in _stated(_CARB_CAP, said)
    )


# the diet held, left: "goodbye paleo", "done w the low fodmap stuff"; "the paleo was too expensive"
_DIET_LEFT_BEFORE = (
    r"\b(?:goodbye|bye|done w\w*|quit|stopped|gave up|given up|no more|ditch\w*|dropp\w*|off)\b[^.!?,]{0,20}\b"
)
_DIET_LEFT_AFTER = r"[^.!?,]{0,20}\b(?:was too|is over|was over|days are over|is done|was done)\b"


def _coeliac_now(filled: Filled, memory: str, said: str) -> str | None:
    """The diet held with gluten left out, where the speaker tells of their own coeliac disease found ("Celiac test
    came back positive, so on top of the fish-but-no-meat thing I now have to avoid gluten too"): the small model
    stores the diagnosis ("User has a celiac test") and keeps the diet as it was."""
    if filled.negated or filled.value == "gluten-free" or _JOKE.search(said):
        return None
    word = re.escape(filled.value.removeprefix("low-"))  # "low fodmap"
    left = filled.value == "no restrictions" or re.search(
        rf"{_DIET_LEFT_BEFORE}{word}|\b{word}\b{_DIET_LEFT_AFTER}", said, re.I
    )
    if filled.value in _LOW_CARB and not left and _carbs_back(filled, said) is not None:
        return None  # carbs back beside it, the change read there: "… strictly gluten-free, though carbs are back"
        # (not where the diet held is said left: "… and I've dropped the paleo rules. Rice and potatoes are back!")
    for sentence in SENTENCES.split(said):
        m = _COELIAC_FOUND.search(sentence)
        if (
            m is None
            # (what follows from it is no denial: "… so never more wheat for me")
            or _COELIAC_NOT.search(re.sub(r"\bnever (?:more|again)\b", "", sentence, flags=re.I))
            or m.start() >= len(statement_of(sentence))
            or _about_someone_else([sentence[: m.end()]], "diet")
        ):
            continue
        if left:
            return "User follows a gluten-free diet for coeliac disease"  # "… so goodbye paleo", "the paleo was too
            # expensive"
        return f"{memory.rstrip('.')}, and is gluten-free for coeliac disease"
    return None


# a clause opening as a question: "Is there a dish that works for both keto"
_ASKED_CLAUSE = re.compile(r"^\W*(?:is|are|does|do|can|could|would|should|what|which|how|any|where|why)\b", re.I)


def _others_diet_then_asked(clauses: Sequence[str]) -> bool:
    """Whether the clauses naming a diet tell only of someone else's, beside questions that name it: the question is
    about cooking for them, not the speaker's diet."""
    told = [c for c in clauses if not _ASKED_CLAUSE.match(c)]
    return len(told) < len(clauses) and _about_someone_else(told, "diet")


def diet_of_others_asked(content: str, said: str) -> bool:
    """Whether the diet ``content`` names ("User has a keto diet") is said in ``said`` only as someone else's, beside
    questions that name it (:func:`_others_diet_then_asked`): "My dad's on a keto diet now and I'm cooking for him.
    Any keto dishes that I could also eat?"."""
    filled = slot_of(content)
    if filled is None or filled.slot != "diet" or filled.negated:
        return False
    clauses = [c for c in _clauses(said) if _says(c, filled.value)]
    return bool(clauses) and _others_diet_then_asked(clauses)


# a diet said as a style: "a Mediterranean-style diet"
_STYLE_DIET = re.compile(r"\b(?P<d>\w+)[- ]style (?:diet|eating)\b")
# gluten back on the speaker's plate: "regular bread and pasta are back on the menu", a learner's "I can eat again
# the normal pasta" (not "gluten-free pasta", "bread is back on the menu for the kids")
_GLUTEN_BACK = re.compile(
    r"\b(?:bread|pasta|gluten|wheat|pizza)(?: (?:and|&) [a-z]+)? (?:is|are|['’]s|['’]re) (?:finally )?back"
    r"(?: on (?:the|my) (?:menu|plate|table))?(?=\s*(?:$|[,.;!]|for me\b|again\b))|"
    r"\bcan (?:now )?eat (?:again (?:the )?(?:normal |regular )?|(?:the )?(?:normal|regular) )"
    r"(?:pasta|bread|gluten|wheat)\b(?![- ]free)|"
    r"\bcan (?:now )?eat (?:pasta|bread|gluten|wheat) again\b",
    re.I,
)


def _gluten_back(said: str) -> str | None:
    """The gluten-free diet held, ended by gluten back on the speaker's own plate (:data:`_GLUTEN_BACK`), not asked,
    denied, wished or in jest; else None."""
    if re.search(r"\b(?:dairy|lactose|fodmap|milk)\b", said, re.I):
        return None  # another restriction for it, left to the model: "so pasta is back, but now she wants me off dairy"
    return _diet_fact("gluten-free", ended=True) if _own_diet(_GLUTEN_BACK, said) else None


# no gluten, said as why: "User is gluten intolerant", "User has coeliac disease"
_GLUTEN_OFF = re.compile(
    r"^User (?:is (?:an? )?(?:gluten[- ]intolerant|co?eliac|celiac)|has (?:co?eliac|celiac)(?: disease)?|"
    r"avoids (?:gluten|wheat))$",
    re.I,
)
# the keto diet by its long name: "a ketogenic plan"
_KETOGENIC = re.compile(r"\bketogenic\b", re.I)
# the keto diet by its long name, put on now: "My neurologist put me on a ketogenic plan"
_ON_KETOGENIC = re.compile(r"\b(?P<on>put (?:me|us) on|I['’]m on|I am on|now on) an? ketogenic\b", re.I)


def _keto_named(said: str) -> str:
    """``said`` with the keto diet put on by its long name said by its short one, as answers and code read it: "put me
    on a ketogenic plan" → "put me on a keto plan"."""
    return _ON_KETOGENIC.sub(r"\g<on> a keto", said)


# an answer of fish eaten, and the message's only fish: "It's been only fish and veggies for me"
_ONLY_FISH_EATEN = re.compile(r"User eats (?:only )?(?:fish|seafood)(?: and (?:vegetables|veggies|veg))?", re.I)
# only fish now, the meat given up: "It's been only fish and veggies for me since my doctor's warning - no more steak"
# (not "only fish for two weeks, then back to normal", "only fish on Fridays")
_ONLY_FISH = re.compile(
    rf"^(?=.*\b(?:no more|no|cut out|gave up|quit|stopped eating) (?:red )?(?:{MEAT})\b)"
    r"(?!.*\b(?:this week|for (?:a|one|two|three|\d+) (?:days?|weeks?)|on (?:\w+days|weekdays|weekends)|tonight|"
    r"today|menu|holiday|vacation|then back|back to)\b).*\b(?:been|now) only (?:eat(?:ing)? )?(?:fish|seafood)\b",
    re.I | re.S,
)
# fish kept beside the meat cut: "cut out meat and poultry but kept seafood", "no meat except fish"
_FISH_KEPT = re.compile(
    # (or without a subject, opening the message: "Cut out all meat but kept fish, mostly for the environment")
    r"(?:(?:^|[.!?]\s+|\band\s+)(?:(?:my \w+|\w+) and )?(?:I|i|we)\s+(?:\w+\s+)?|^|\bI\s+)"
    r"(?:cut out|gave up|quit|stop(?:ped)? eating|dropped)\s+(?:all\s+|the\s+)?(?:red\s+)?(?:meat|poultry)\b"
    r"[^.!?]{0,40}?\b(?:but|though)\s+"
    r"(?:(?:(?:I|we)\s+)?(?:kept|still eat|still have)\s+(?:the\s+)?(?:fish|seafood)|"
    # (a learner's order: "I stop eating the meat, but fish I still eat")
    r"(?:the\s+)?(?:fish|seafood)\s+(?:I|we)\s+still\s+eat)\b",
    re.I,
)


# fish eaten now, the speaker's: "seafood has been my main protein", "fish is my only meat these days"
_FISH_EATEN_NOW = re.compile(
    r"\b(?:fish|seafood)(?: (?:and|&) [a-z]+)? (?:has been|have been|is|are|['’]s) (?:now |still )?(?:my|our) "
    r"(?:main|only|go-to|primary|biggest) (?:protein|source of protein|meat)\b|"
    # "normally I eat only fish and vegetables, no meat"
    r"\bI (?:normally |usually |mostly |still |only )*eat (?:only )?(?:fish|seafood)\b"
    r"(?! (?:once|now and then|sometimes))",
    re.I,
)


def _diet_kept(text: str, said: str) -> str:
    """``text``, or the diet ``said`` names beside what it reads: "User is pescatarian" where it says vegetarian and
    ``said`` keeps fish beside the meat cut (:data:`_FISH_KEPT`: "my partner and i cut out meat and poultry but kept
    seafood"), "User is vegan" where it names a fully plant-based diet (:data:`_FULLY_PLANT_BASED`); where it says
    meat is eaten, the halal or carnivore diet the speaker keeps ("I'm eating meat again, but strictly halal", "day 40
    of carnivore")."""
    vegetarian = _VEGETARIAN_SAID.fullmatch(text) is not None and not _WISHED.search(said)
    if vegetarian and ((_FISH_KEPT.search(said) and not _PAST_TIME.search(said)) or _FISH_EATEN_NOW.search(said)):
        return "User is pescatarian"
    if vegetarian and _own_diet(_FULLY_PLANT_BASED, said) and not _PAST_TIME.search(said):
        return "User is vegan"
    filled = slot_of(text)
    if (
        filled is None
        or filled.slot != "diet"
        or filled.negated
        or not (filled.value == "omnivore" or _EATS.match(text))
    ):
        return text
    if _own_diet(_HALAL_KEPT, said):
        return "User eats only halal food"
    return "User follows a carnivore diet" if _own_diet(_CARNIVORE_KEPT, said) else text


# halal kept by the speaker, "I" its subject: "I only eat halal meat", "I've been trying to keep halal", "I'm only
# eating halal"; "I converted to Islam, so everything has to be halal now"; "eating meat again, but strictly halal"
# (not "the catering has to be halal", "the only halal kebab shop", "my cat only eats halal chicken")
# halal meat bought for another reason than the faith, or beside pork: "… because it's the only one open late", "… now
# since it's closer to my flat", "… but my kids still want bacon"
_NOT_FOR_FAITH = (
    r"but|though|bacon|pork|ham|b?e?cause|cuz|coz|cheap\w*|open|since|closer|close to|prices?|hours|deliver\w*|"
    r"walking distance|convenient|nearby"
)
_HALAL_KEPT = re.compile(
    r"(?:(?:\bI (?:now |only |strictly |also )*(?:eat|buy|cook|keep)|"
    # (or the household with the speaker: "We've been keeping halal at home since I converted last spring")
    r"\b(?:I(?:['’]m| am)|(?:I|we)(?:['’]ve been| have been|['’]ve| have)|we(?:['’]re| are)) "
    r"(?:now |only |strictly |also |trying to |started |begun )*(?:eating|keeping|eat|keep|following)|"
    # "After Ramadan I decided to keep eating only halal", "this is my first year keeping halal properly"
    r"\bI(?:['’]ve| have)? decided to (?:keep|eat)(?: eating)?|\bmy first (?:year|month) (?:of )?(?:keeping|eating))"
    r" (?:only |strictly )?(?:halal|zabih?ah?)\b|"
    r"\b(?:convert\w*|revert\w*|shahada|Islam|Muslim)\b[^.!?]*\beverything (?:has to|must|needs to) be halal\b|"
    r"\beverything I eat (?:has to|must|needs to) be halal\b|"
    # "I eat again meat, but only halal", "I'm eating lamb and beef again, but only halal"
    r"\beat(?:ing)? (?:again )?(?:meat|chicken|lamb|beef)(?: (?:and|&) (?:meat|chicken|lamb|beef|mutton))?"
    r"(?: again)?,? but (?:strictly|only) halal\b|"
    # "I only buy from the zabiha butcher" (not "I once bought from …", "my dad only buys from …")
    r"(?<!['\"‘“])\bI (?:now )?(?:only|strictly) (?:buy|shop|get (?:my |our )?meat) (?:from|at) (?:the|a|my|our) "
    r"(?:local )?(?:halal|zabih?ah?) (?:butcher|butcher['’]s|shop|store|market)s?\b"
    rf"(?![^.!?]*\b(?:{_NOT_FOR_FAITH}|on (?:sundays|weekends)|this month|near)\b)|"
    # "Since converting to Islam last month I've been trying to find halal butchers nearby"
    r"^\W*(?:ever )?(?:since|after) (?:I )?(?:convert\w*|revert\w*) to Islam\b[^.!?]*\bhalal\b|"
    # "I converted to Islam this year, so now I need a halal butcher", "Since I took my shahada in the spring I only
    # buy from the halal butcher"
    # (texted without its "I": "alhamdulillah took my shahada last month 🤲 now i need to find halal spots near me, how
    # do i check …?")
    r"(?:\bI(?:['’]ve| have)? |(?:^|(?<=[.!?] )|(?<=alhamdulillah )|(?<=alhamdulillah, ))(?=took))"
    r"(?:(?:converted|reverted) to Islam|became (?:a )?Muslim|took (?:my |the |)shahada)\b"
    # (halal kept now, not asked about or left since: "… what's the deal with halal gelatin?", "… and ate halal until I
    # left the faith")
    # (nor denied: "… honestly i don't only eat halal yet")
    r"(?:(?!\b(?:not|never|don['’]t|doesn['’]t|didn['’]t|haven['’]t|can['’]t)\b)[^.!?])*"
    r"(?<!\babout )(?<!\bof )\bhalal\b"
    r"(?![^.!?,]*\?)(?![^.!?]*\b(?:until|till|left|stopped|quit|yet)\b)|"
    r"\bI (?:now )?only (?:buy|shop|get (?:my )?meat) (?:from|at) (?:the |a )?halal\b"
    # (either) not for a reason of price or hours: "… because it's the only one open late", "… cause its cheap"
    rf"(?![^.!?]*\b(?:{_NOT_FOR_FAITH})\b))"
    # (any of them) not for a while or a place: "… when we visit my grandparents", "… for Ramadan", "… at the Eid party"
    r"(?![^.!?,]*\b(?:when|whenever|while|if|during|at (?:the|my|his|her|their|a)|visit\w*|guests?|"
    r"for (?:Ramadan|Eid|Lent|the|a|my|our|his|her|their)|"
    r"around|in front of|with (?:my|the) (?:in-laws|parents|family|grandparents))\b)",
    re.I,
)
# the carnivore diet kept by the speaker: "day 40 of carnivore", "carnivore is basically my whole life"
_CARNIVORE_KEPT = re.compile(
    r"\b(?:day \d+ of|week \d+ of|doing|on|started|went|gone|switched to|into)\s+(?:the\s+)?carnivore\b"
    r"(?!\s+(?:diet\s+)?(?:for (?:a|one|two|the)|challenge|month|week)\b)|"
    r"\bcarnivore (?:is|has been) (?:\w+ )?my\b",
    re.I,
)


def _own_diet(kept: re.Pattern[str], said: str) -> bool:
    """Whether a statement of ``said`` tells of the diet ``kept`` as the speaker's own, now: not asked, denied, wished,
    of the past or someone else's."""
    return any(
        not _denied(sentence, m)
        and not _WISHED.search(sentence)
        and not _PAST_TIME.search(sentence)
        and not _JOKE.search(sentence)
        and not _DIET_NOT_NOW.search(sentence)
        and not _about_someone_else([sentence[: m.end()]], "diet")
        for sentence, m in _stated(kept, said)
    )


# a diet kept before or ahead, not now: "I used to keep halal back home", "I'll keep halal for Ramadan"
_DIET_NOT_NOW = re.compile(
    r"\b(?:used to|['’]ll|will|going to|gonna|next (?:year|month|week)|back home|for (?:a|one|two|the) (?:week|month)|"
    r"challenge)\b",
    re.I,
)


# meat said eaten now, a learner's word order too: "I eat now meat also"
_MEAT_EATEN_NOW = re.compile(
    rf"\bI (?:now |also )?eat (?:now |again |also )*(?:{MEAT})\b|"
    # after halal kept, in a learner's words: "I am eating only halal, so fish still okay but also chicken and lamb"
    rf"\bhalal\b[^.!?]*\b(?:but|and|now) also (?:{MEAT})\b(?![^.!?]*\b(?:not|no|never)\b)",
    re.I,
)


# kosher kept now by the speaker's home: "Our kitchen is finally kosher, separate dishes for meat and dairy and
# everything", "we've started keeping kosher"
_KOSHER_KEPT = re.compile(
    r"(?:\b(?:our|my) (?:kitchen|home|house|household) is (?:now |finally |fully |officially |completely )*kosher\b"
    r"(?! (?:for|when|while|during|until|till|now that)\b)|"
    r"\b(?:I|we)(?:['’]ve| have)? (?:now |finally |recently |just )?(?:started|begun|began) (?:keeping|to keep) "
    r"kosher\b|"
    # kept since a conversion told: "our first seder since my conversion. I've kept kosher ever since"
    r"\b(?:I|we)(?:['’]ve| have) kept kosher (?:ever since\b|since (?:then|my|our|the) (?:conversion|converting)\b))"
    # (not kosher-style, nor given up or kept only at home: "… but gave it up after a month", "… but I eat treif
    # whenever I eat out")
    r"(?![-‑])(?![^.!?]*\b(?:but|gave (?:it )?up|stopped|quit|last year|whenever|eat out|treif|style|because|"
    r"this (?:week|month)|staying|guests?|visit\w*)\b)",
    re.I,
)


def _halal_now(filled: Filled, said: str) -> str | None:
    """ "User eats only halal food" where meat is eaten, or anything, or meat is said eaten now, and the speaker tells
    of keeping halal now (:data:`_HALAL_KEPT`): "Since I converted to Islam last year I only eat halal meat"."""
    if filled.negated or not _own_diet(_HALAL_KEPT, said):
        return None
    if filled.value in ("omnivore", "no restrictions"):
        return "User eats only halal food"
    # (or no meat held, meat eaten now: "I am following halal strictly and I eat now meat also, but only halal"; not
    # "… I eat lamb at Eid, otherwise still veggie")
    if (
        filled.value in _LEFT_OUT
        and _own_diet(_MEAT_EATEN_NOW, said)
        # (a food of the diet held still allowed is no such hedge: "… so fish still okay but also chicken and lamb")
        and not re.search(r"\b(?:still|otherwise)\b(?! (?:ok|okay|fine|allowed)\b)", said, re.I)
    ):
        return "User eats only halal food"
    return None


_VEGETARIAN_SAID = re.compile(r"User is (?:a )?vegetarian(?: now)?")
# a diet of plants only, without a hedge: "Three weeks fully plant-based now" (not "mostly plant-based")
_FULLY_PLANT_BASED = re.compile(
    r"\b(?:fully|100 ?%|entirely|completely|totally|strictly) plant[- ]based\b"
    # "so it's only plants for me now", "nothing but plants for me these days"
    r"|\b(?:only|nothing but|just) plants for (?:me|us)\b"
    # meat, eggs and dairy cut together: "Since that documentary I've cut out meat, eggs and dairy completely"
    r"|\b(?:cut out|cut|gave up|given up|dropped|quit|stopped eating) (?:all )?meat,? "
    r"(?:eggs(?:,? (?:and|&) |, )(?:dairy|milk|cheese)|(?:dairy|milk|cheese)(?:,? (?:and|&) |, )eggs)\b"
    # vegan named as the speaker's: "I'm fully vegan now, no more fish", "I've gone full vegan", "so I'm vegan"
    r"|\b(?:I['’]m|I am|(?:I['’]ve|I have) gone|I went) (?:now |fully |full |completely |totally |100 ?% |strictly )*"
    r"vegan\b(?! (?:cheese|food|options?|dish|recipes?|meals?|restaurants?|versions?|cakes?|friends?|guests?)\b)",
    re.I,
)
# a split of others': "the divorce of my parents", "the break-up between my friends"
_OTHERS_SPLIT = re.compile(r"[\w-]*\s+(?:of|between)\s+(?:my|his|her|their|the|our)\b", re.I)
# a leaving denied: "I'm not leaving Google", "I haven't quit"
_NOT_LEAVING = re.compile(
    r"(?:\b(?:not|never|no)|n['’]t)\s+(?:\w+\s+)?(?:leav\w*|quit\w*|left|resign\w*|going anywhere)\b", re.I
)
# a business of the speaker's own, worked in: "kneading sourdough at 4am in my own little bakery"; not "my own business
# plan", "saving up for my own bakery"
_MY_OWN_BUSINESS = re.compile(
    rf"\b(?:(?:in|at|run|running|from|(?:work(?:s|ing)?|invoices?|books) for) (?:my|our) own|"
    # "my sister and I finally opened our little bakery" (not "we once opened …", "opened my store card")
    rf"(?:I|we) (?:(?:have|['’]ve) )?(?:finally|just|recently) opened (?:my|our)(?: own)?|"
    # a learner's present, the work left before it: "I am quit the programming job, now me and my sister we open our
    # own bakery!"
    r"(?<=\bnow )(?:(?:me|I) and my [\w-]+,? )?(?:I|we) open (?:my|our) own|"
    # "After quitting tech I opened a small bakery with my sister", a learner's "Since I leave the programming, I open
    # a small bakery"
    rf"(?:after|since) (?:quitting|leaving|I (?:quit|left|leave)) (?:[\w-]+,? ){{1,3}}?(?:I|we) open(?:ed)? "
    r"(?:an?|my|our)(?: own)?|"
    # "I hung up the suit for good and opened a little bakery with my sister"
    r"\b(?:I|we) (?:(?:have|['’]ve) )?(?:quit|left|hung up|resigned|handed in)\b[^.!?]{0,40}? and (?:then |finally )?"
    r"opened (?:an?|my|our)(?: own)?|"
    # "Since I handed in my work laptop and took over my uncle's bakery" (not "… for the weekend")
    r"(?:(?:I|we) (?:(?:have|['’]ve) )?|\bI\b[^.!?]{0,60}?\band |^\W*)(?:(?:finally|just|recently|officially) )?"
    r"took over (?:my|our|the)"
    r"(?: \w+['’]s| family)?) "
    r"(?!(?:[\w-]+ )?(?:etsy|ebay|online|amazon|depop|vinted|web)\b)"
    rf"(?P<what>(?:[\w-]+ ){{0,2}}?(?P<b>{_BUSINESSES}))\b"
    r"(?! (?:plan|idea|class|card|door|window|account|trip|stall|stand|page|order|shift)s?\b)(?!['’]s\b)"
    # (nor for a spell: "… for an hour while he got lunch")
    r"(?![^.!?]*\b(?:for an? (?:hour|day|afternoon|morning|evening|week|weekend)|for the (?:day|weekend|afternoon|"
    r"morning|evening)|while (?:he|she|they)\b))",
    re.I,
)
# the speaker's business by its opening, named first: "The bakery I opened in March is already at 30 degrees by 5am",
# "My café only opened in May and the work never stops" (not "the café that opened on my street", "my sister's bakery
# opened", "the bakery opens at 5am")
_BUSINESS_OPENED = re.compile(
    rf"\b(?:the (?=(?:[\w-]+ ){{1,3}}(?:I|we) {_JUST_OPENED})|(?:my|our) )(?:(?:own|little|small|new|tiny) )*"
    rf"(?P<what>(?:[\w-]+ ){{0,2}}?(?P<b>{_BUSINESSES})) (?:(?:I|we) )?{_JUST_OPENED}",
    re.I,
)
# rooms of a home, not a business: "cooking in my own kitchen"
_HOME_ROOMS = frozenset({"kitchen", "nursery", "garage", "workshop"})
# what a business is called beside its kind, not how big or new it is: "little", "small"
_SIZE = re.compile(r"\b(?:little|small|tiny|new|wee|own)\s+", re.I)


def _own_businesses(text: str) -> Iterator[re.Match[str]]:
    """Each business of the speaker's own that ``text`` names in a sentence of work held now
    (:data:`_MY_OWN_BUSINESS`, :data:`_BUSINESS_OPENED`): not past, on the side, wished or made up."""
    for sentence in SENTENCES.split(text):
        m = _MY_OWN_BUSINESS.search(sentence) or _BUSINESS_OPENED.search(sentence)
        if m is None:
            continue
        # the statement only, where the business is in it and a request for help follows: not "…, how should I price
        # mugs?" (but "At our own bakery, would we need a licence?" is all a supposition)
        statement = statement_of(sentence)
        asked = _HELP_ASKED.match(sentence, len(statement)) is not None
        told = statement if m.end() <= len(statement) and asked else sentence
        if any(p.search(told) for p in (_PAST_TIME, _ON_THE_SIDE, _WISHED, _NOT_REAL)):
            continue
        if re.match(r"(?:me|I|we)\b", m.group(), re.I) and (_SUPPOSING.search(sentence) or _GAME_POST.search(text)):
            continue  # a learner's present, supposed or in a game: "If I win lottery, now me and my sister we open …"
        yield m


# a business the speaker opened, said as the work now: "I am now making bread all day, I opened a small bakery together
# with my cousin" (not "I opened a bakery in 2015", "… a pop-up shop for the weekend", "my sister opened a salon")
_OPENED_A = re.compile(
    r"\bI(?:['’]ve| have)? (?:just |finally |recently )?opened (?:a|an|my own|our own) (?!(?:Etsy|online|pop-up)\b)"
    rf"(?:(?:own|little|small|new|tiny) )*(?P<what>(?:[\w-]+ )?(?P<b>{_BUSINESSES}))\b",
    re.I,
)


def _opened_own(filled: Filled, said: str) -> str | None:
    """ "User runs their own …" for a business the speaker tells of having opened (:data:`_OPENED_A`) beside work said
    as now, in a statement; else None."""
    if not re.search(r"\bnow\b|\bfull[- ]time\b|\bthese days\b", said, re.I) or _JOKE.search(said):
        return None
    for sentence in SENTENCES.split(said):
        m = _OPENED_A.search(sentence)
        if (
            m is None
            or m["b"].lower() in _HOME_ROOMS
            or m.start() >= len(statement_of(sentence))
            or _DENIED.search(sentence)
            or any(p.search(sentence) for p in (_PAST_TIME, _ON_THE_SIDE, _WISHED, _NOT_REAL, _SUPPOSING))
        ):
            continue
        what = _SIZE.sub("", m["what"]).lower()
        if set(terms(what)) & set(terms(filled.value)):
            continue  # the business held
        return f"User runs their own {what}"
    return None


def _own_business(text: str) -> str | None:
    """The kind of the first business of the speaker's own that ``text`` names (:func:`_own_businesses`)."""
    return next((m["b"].lower() for m in _own_businesses(text)), None)


# a request for help after a statement: ", how should I price …?", "What's the best …?"
_HELP_ASKED = re.compile(
    r"[\W_]*(?:how|what|which|where|who|any|can you|could you|would you|is there|are there|do you)\b", re.I
)


def _runs_own(value: str, said: str) -> str | None:
    """ "User runs their own …" for a job answer ``value`` that names the business of the speaker's own that ``said``
    tells of (:func:`_own_business`) by a word of it or its doer: "baker" for "we finally opened our little bakery",
    "pottery designer" for "running my own pottery studio"; else None."""
    for m in _own_businesses(said):
        if m["b"].lower() in _HOME_ROOMS:
            continue  # "cooking in my own kitchen now", "a crib for our own nursery"
        what = _SIZE.sub("", m["what"]).lower()
        words = set(terms(what))
        if set(terms(value)) & words or any(
            len(v) >= 5 and v[:5] == w[:5] for v in value.lower().split() for w in what.split()
        ):
            return f"User runs their own {what}"
    return None


# the user's partner gone: "After Kenji passing away", "since my husband died"; not a parent, nor in a show or a dream
_PARTNER_GONE = re.compile(
    rf"(?:\b(?:my (?:late )?(?:wife|husband|partner|spouse)|{_NOT_KIN}(?-i:[A-Z][a-z]+)) (?:has )?"
    # "My late wife Fatima always handled the taxes" (not "waiting for my late wife again", "my late partner at the
    # firm")
    r"(?:pass(?:ed|ing) away|died)\b|\b(?i:my) late (?:wife|husband|spouse) [A-Z][a-z]+\b)"
    r"(?![^.!?]*\b(?:drama|show|series|film|movie|novel|story|book|game|dream\w*|nightmare)\b)",
)
# a divorce done: "Since the divorce went through in March"; not "My divorce is dragging on"
_DIVORCE_DONE = re.compile(
    r"\b(?:since|after) (?:the|my|our) divorce\b(?! (?:of|between)\b)|"
    r"\bdivorce (?:went through|was finali[sz]ed|came through|is (?:now )?final)\b",
    re.I,
)
# a bite, not a diet: "Had a bite of my friend's burger"
_A_BITE = re.compile(r"\b(?:a|one|just a|only a) (?:bite|mouthful|forkful|nibble|spoonful)s? of\b", re.I)
# "can't believe it now" keeps nothing
_KEPT_SINCE = re.compile(
    r"\b(?:ever since|since then|never looked back|never went back|still|"
    r"(?<!believe )(?<!believe it )(?<!think about )(?<!think of )(?<!think about it )(?<!think of it )"
    r"(?<!imagine )(?<!imagine that )(?<!imagine it )now)\b",
    re.I,
)
# a time of life gone by: "Back in college I ate burgers every single day"
_BACK_IN_LIFE = re.compile(
    # a childhood's, given up since: "I kept kosher as a kid, not anymore"
    r"\b(?:as a (?:kid|child|teen|teenager)|growing up)\b(?=[^.!?]*\b(?:not anymore|not any more|no more|no longer)\b)|"
    r"\bback in (?:college|uni|university|school|high school|the day|my (?:teens|twenties|thirties|student days|"
    r"uni days|college days|school days))\b|"
    # the time before the diet: "before I cut out meat in 2019 I ate burgers like three times a week"
    r"\bbefore (?:I|we) (?:cut out|gave up|quit|stopped eating|went|became|turned)\b",
    re.I,
)


def diet_gone_by(content: str, said: str) -> bool:
    """Whether the diet fact ``content`` comes only from what ``said`` tells of a time gone by ("User eats meat every
    single day in college" from "Back in college I ate meat every single day, can't imagine that now")."""
    filled = slot_of(content)
    if filled is None or filled.slot != "diet" or filled.negated:
        return False
    words = set(terms(content)) - {"user", "eat", "ate", "is", "follow"}
    clauses = [c for c in _clauses(said) if words & set(terms(c))]
    return bool(clauses) and _diet_gone_by(clauses, said)


def _sentences_with(clauses: Sequence[str], said: str) -> list[str]:
    """The sentences of ``said`` that hold one of ``clauses``."""
    return [s for s in SENTENCES.split(said) if any(c.strip() and c.strip() in s for c in clauses)]


# a diet taken up, then quit: "My doctor put me on a ketogenic plan last year but I quit after two weeks" (not "but I
# quit eating meat")
_QUIT_AFTER = re.compile(
    r"\bbut (?:I |we )?(?:then )?(?:quit|stopped|gave (?:it )?up|dropped it|ditched it|couldn['’]t stick)\b"
    r"(?! (?:eating|having|drinking|meat|sugar|carbs|dairy|fish|the|my)\b)|"
    # tried once and judged: "I went keto last year, it was awful"
    rf"{JUDGED_AFTER}",
    re.I,
)


def _diet_gone_by(clauses: Sequence[str], said: str) -> bool:
    """Whether the diet ``clauses`` say is only the past ("back in 2019", not kept "ever since") or a bite once."""
    sentences = _sentences_with(clauses, said)
    if _A_BITE.search(said) and not re.search(r"\b(?:again|anymore|any more|these days)\b", said, re.I):
        return True
    return bool(sentences) and all(
        (_PAST_TIME.search(s) or _BACK_IN_LIFE.search(s) or _QUIT_AFTER.search(s)) and not _KEPT_SINCE.search(s)
        for s in sentences
    )


def _diet_for_a_spell(clauses: Sequence[str], said: str) -> bool:
    """Whether the diet ``clauses`` say is taken up only for a spell or a bet ("Gone vegan for the challenge 😂 what
    should I eat?", "Became vegan for January 😅 any tips?")."""
    sentences = _sentences_with(clauses, said)
    return bool(sentences) and all(
        any(TAKEN_FOR_A_SPELL.search(s[m.end() :]) for p in (_TAKEN_UP_DIET, _TRIED_DIET) for m in p.finditer(s))
        for s in sentences
    )


# a diet cooked for others, not eaten by the speaker as theirs: "I'm cooking vegan now for my girlfriend's family
# dinner", "I'm cooking keto now for my dad"
_COOKED_FOR_OTHERS = re.compile(
    rf"\b(?:cook|bak|mak|prepp?)(?:e|es|ed|ing)? (?:{DIET_NAMES})(?: (?:food|meals?|dishes))?(?: now)? for "
    r"(?!(?:me|myself|us|good|life|now)\b)(?:my|the|a|an|his|her|their|our|\w+['’]s)\b",
    re.I,
)
# a diet only tried: "I tried going plant-based for a week on a bet and lasted two days"
_TRIED_DIET = re.compile(rf"\b(?:tried|trying|try) (?:going |being |to go |to be |out )?(?:{DIET_NAMES})\b", re.I)


_DEV = re.compile(r"\bdev\b(?!-)")
# a word said without its g: "drivin'", "settlin'"
_G_DROPPED = re.compile(r"\b(\w{2,}?)in['’](?=\s|$|[,.;!?])")
# an answer's words that only wrap its value, where the user said it so: a trailing "now" ("User is a real estate
# agent now"), "someone named Kofi" for "I've been seeing someone named Kofi", "User works in Nubank as product
# manager" for "now I work in Nubank as product manager" (the post first, then the employer)
_NOW_AT_END = re.compile(r",? now$")
# the employer kept, in the answer's words: "User works as still at Ericsson", "User's job now is still at Ericsson"
_STILL_AT = re.compile(r"^User(?:'s (?:job|work|occupation) (?:now )?is| works as| is) still (?=(?:at|with|for|in) )")
_SOMEONE_NAMED = re.compile(r"\b(?:someone|somebody|a (?:man|woman|guy|girl)) (?:named|called) (?P<n>[A-Z][\w'’-]+)$")
_DATING_SOMEONE = (
    r"(?:\b(?i:I['’]?m|I am|I['’]ve been|I have been|we['’]re|we are|I (?:just )?started)|"
    r"(?:^|[.!?]\s+)(?i:been|started)) (?:\w+ ){0,2}?"
    rf"(?i:dating|seeing|going out with) (?i:{SOMEONE_CALLED}) "
)
_WORKS_AT_AS = re.compile(
    r"^User (?:works|is working) (?P<p>in|at|for|with) (?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,2}) as (?:an? )?"
    r"(?P<x>[a-z][\w -]{1,40})$"
)


def _plain(answer: str, said: str) -> str:
    """``answer`` without the words that only wrap its value, where ``said`` has the user's own
    words for it (:data:`_NOW_AT_END`, :data:`_SOMEONE_NAMED`, :data:`_WORKS_AT_AS`); the checks
    that follow still need the value in the user's words."""
    text = _STILL_AT.sub("User works ", _NOW_AT_END.sub("", answer))
    rank = _UNSAID_RANK.match(text)
    if (
        rank is not None
        and not re.search(rf"\b{re.escape(rank['r'])}\b", said, re.I)
        and re.search(r"\b(?:my|a) (?:first|new) (?:[\w-]+ )?(?:job|role|position|gig)\b", said, re.I)
    ):
        # "User works as a junior developer" for "my first dev job": the post, without a rank the message does not say
        text = f"User works as {_a(text[rank.end() :])}"
    named = _SOMEONE_NAMED.search(text)
    if named is not None and re.search(rf"{_DATING_SOMEONE}{re.escape(named['n'])}\b", said):
        text = text[: named.start()] + named["n"]
    at = _WORKS_AT_AS.match(text)
    if at is not None and re.search(
        rf"\bI(?:['’]m| am)? (?:now )?work(?:ing)? (?:now )?{at['p']} {re.escape(at['e'])} as\b", said, re.I
    ):
        text = f"User works as {_a(at['x'])} at {at['e']}"
    post = _POST_UNSHAPED.match(text)
    held_at = post is not None and re.match(r" (?:at|for|with) ", post["rest"] or "") is not None
    if (
        post is not None
        and not _JOB_NOW_IS_BARE.match(text)  # "User's job now is head chef at Ostra", read after this
        and (_AGENT.search(post["x"]) or re.search(rf"\b(?:{OCCUPATIONS})$", post["x"]))
        and not _NOT_WORK.search(post["x"])
        # said as the speaker's; "the" post only with where it is held: "the school nurse at Pemberly Junior", not
        # "the teacher now when the kids do homework"
        and re.search(
            rf"\b(?:I['’]m|I am|im|as)(?: now)? (?:{'the |' if held_at else ''}an? )?{re.escape(post['x'])}\b",
            said,
            re.I,
        )
    ):
        # "User is now physiotherapist in Recife" for "I am now physiotherapist in a clinic in Recife", "User is the
        # school nurse at Pemberly Junior" for "I'm now the school nurse at Pemberly Junior", "User's job now is
        # deckhand on a prawn trawler out of Darwin" for "I'm a deckhand on a prawn trawler": the post, and where one
        # works at
        text = f"User is {_a(post['x'])}{post['rest'] if held_at else ''}"
    return _WORKING_HOW.sub("", text)  # "User is a freelance translator working from home"


# a rank given to the post by the answer: "junior" in "User works as a junior developer"
_UNSAID_RANK = re.compile(r"User works as an? (?P<r>junior|senior|entry-level|full-time|newer) ")
# an employer one works in, as a learner of English says it ("now I work in Tencent")
_WORKS_IN = re.compile(r"User (?:now )?works in (?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,2})")
# a post said without its article, or with "the", or as the job's name, and what follows it
_POST_UNSHAPED = re.compile(
    r"^User(?: is|'s (?:job|occupation|work) (?:now )?is) (?:now )?(?:(?:the|an?) )?"
    r"(?!(?:an?|the|now|not|no|still|at|in|for|with|working|retired|unemployed)\b)"
    r"(?P<x>[a-z-]+(?: [a-z-]+){0,2}?)(?P<rest> (?:on|in|at|for|with|out of) .*)?$"
)
# how or where one works, after the post: not the post's own words
_WORKING_HOW = re.compile(r"(?<=[a-z]),? working (?:from home|remotely|part-time|full-time|freelance)$")


def _job_as_work(content: str, said: str) -> str | None:
    """An extracted fact that :func:`_as_work` reads as a job the slot patterns know, or None."""
    work = _as_work(content, said)
    return work if work != content and (f := slot_of(work)) is not None and f.slot == "job" else None


def _as_work(text: str, said: str) -> str:
    """A slot-check answer about the job in the user's own shape, as work: "User is a designer" with
    the employer that hired the speaker ("Figma hired me as a designer"), "User is a bank teller"
    for "I'm a bank teller now" (an agent noun that no pattern lists), "User is at Oracle" for "I'm
    at Oracle now", work said as doing it ("User is managing a bookshop" → "User manages a
    bookshop", which :func:`_change` takes only in the user's words); any other answer unchanged."""
    taken = _TAKEN_ON.search(said)
    employer = _employer(taken) if taken is not None and taken["x"] is not None else None
    filled = slot_of(text) if employer is not None else None
    # "User is a designer" for "Figma hired me as a designer": the employer too
    if (
        taken is not None
        and employer is not None
        and filled is not None
        and filled.slot == "job"
        and employer not in text
        and filled.value.split()[-1].lower() == taken["x"].split()[-1].lower()
    ):
        return f"User works as {_a(taken['x'])} at {employer}"
    doing = _DOING_AS.match(text)
    # the verb said by the user too ("managing"), not only its object ("User's job now is driving a Tesla")
    if doing is not None and set(terms(doing["v"].split()[0])) <= set(terms(said)):
        return f"User {_DOING[doing['v']]} {doing['rest']}"
    owner = _OWNER.fullmatch(text)
    if owner is not None and re.search(rf"{_OPENED}{re.escape(owner['x'])}\b", said, re.I):
        return f"User owns {_a(owner['x'])}"  # "I left the firm to open a cafe"
    place = _JOB_AT_PLACE.fullmatch(text)
    if place is not None and re.search(rf"{_WORK_AT}{re.escape(place['p'])}\b", said, re.I):
        return f"User works at {place['p']}"  # "User's job now is shelving books at the library"
    m = _IS_AS.fullmatch(text) or _IS_AS.fullmatch(_AT_PLACE.sub("", text)) or _IS_AS.fullmatch(_FOR_ORG.sub("", text))
    if m is None:
        # "User's job now is switching over to Spotify": the employer the user went over to
        gone = [e for e in re.findall(r"\b[A-Z][\w&.'-]*", text) if e not in ("User", "User's")]
        to = next((e for e in gone if re.search(rf"(?:{_GONE_OVER}){re.escape(e)}\b", said, re.I)), None)
        return f"User works at {to}" if to is not None and slot_of(text) is None else text
    if m.group("e") is not None:
        at = re.search(rf"{_SELF}(?:at|with) {re.escape(m.group('e'))}\b", said)
        return f"User works at {m.group('e')}" if at else text
    what = m.group("x")
    last = what.split()[-1]
    if not _AGENT.search(last) or _NOT_WORK.fullmatch(last):
        return text
    # "the" only with "now" and an employer: "I'm now the financial controller for a logistics firm", not "I'm the
    # designated driver", "I'm now the treasurer of the book club", "I'm now the designated driver for the hen do"
    if not re.search(
        rf"(?:{_SELF}|{_WORKING_AS})an? (?:[\w-]+ ){{0,2}}{re.escape(what)}\b", said, re.I
    ) and not re.search(
        rf"\b(?i:I['’]m|I am|im) now the (?:[\w-]+ ){{0,2}}{re.escape(what)} (?:at|for|with) (?:(?:an?|the) )?"
        r"(?:(?-i:[A-Z])|(?:[\w'’&-]+ ){0,3}?(?:firm|company|business|agency|group|bank|hospital|school|council|"
        r"practice|charity|start-?up|corporation|plc|ltd|inc)\b)",
        said,
        re.I,
    ):
        return text  # not the speaker's own words ("I'm a full-time YouTuber" for "User is a YouTuber")
    if _ON_THE_SIDE.search(said):
        return text  # beside the job: "joined the band as a drummer after work"
    # the employer joined, where the answer has it: "User is a backend developer at Zoho" for "joined zoho as a …"
    at = _AT_PLACE.search(text) if m.string != text else None
    employer = at.group()[4:] if at is not None and at.group().startswith(" at ") else ""
    if employer and re.search(rf"\b(?:joined|at|for|with) {re.escape(employer)}\b", said, re.I):
        return f"User works as {m.group('a')} {what} at {employer}"
    return f"User works as {m.group('a')} {what}"


# an employer that gave the speaker a post (:func:`_as_the_job`): "the firm made me an associate attorney"
_MADE_ME = re.compile(
    r"\b(?:firm|company|boss|manager|management|partners|they|bank|hospital|agency|studio|restaurant) "
    r"(?:just |finally |officially |have |has )?(?:made|promoted) me (?:to\s+)?(?:an?\s+|the\s+|their\s+)?"
    r"(?:[\w'’-]+\s+){0,2}$",
    re.I,
)
# what comes before a job the speaker has, a few words ahead of it: "I'm (now) a", "as a", "to",
# "at", "for", "with", "joined", "from", "employer is"; not "we hired a new paralegal", "Stripe's
# new office opened next to ours"
_JOB_INTRO = re.compile(
    # a learner's "I work like electrician"
    r"(?:\b(?:(?:I['’]m|I am|am|as|joined|join|joining|became|become|started|start|into)\s+|"
    # an employer, not a person one deals with or is: "signed with a real estate agent", "Lena is a teacher"
    r"(?:to|at|for|with|from|is)\s+(?!an?\s))(?:[\w'’-]+\s+){0,3}|"
    # the new employer by name: a learner's "In my new company Samsung the people stay very late"
    r"\b(?:my|our) new (?:company|employer|firm|workplace),?\s+(?:is\s+)?|"
    # working for or at one of a kind: "I left the bank and now work for a charity"
    r"\bwork(?:ing)?\s+(?:now\s+)?(?:for|at)\s+an?\s+(?:[\w'’-]+\s+){0,2}|"
    # an employer that took the speaker on: "got hired by the fire department!!"
    r"\b(?:got|was|been|just) (?:hired|taken on) (?:by|at|on at)\s+(?:[\w'’-]+\s+){0,3}|"
    # without an article only: not "I work like a chef at home", "like a nurse for my grandma"
    r"\bwork(?:ing)? like\s+(?!(?:an?|the)\s)(?:[\w'’-]+\s+){0,2}|"
    # work done: "left the dev job, doin wedding photography full time now"
    r"\b(?:doing|doin['’]?)\s+(?:[\w'’-]+\s+){0,1}|"
    # a business run: "since I took over running my uncle's farm full-time"
    # (not "the": "running the Nike half marathon")
    r"\b(?:running|managing)\s+(?:an?|my|our|[\w'’-]+['’]s)\s+(?:[\w'’-]+\s+){0,2}|"
    # a workplace by name, worked at: "started at a small fintech called Paystream" (not "bought shares in a company
    # called Palantir", "a cold call from a company called Lumen")
    r"\b(?:at|for|with|joined|joining)\s+(?:an?\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:fintech|start-?up|company|firm|agency|studio|outfit|business|charity|consultancy|practice)\s+"
    r"(?:called|named)\s+|"
    # a business the speaker runs or opened, "I" its subject: "I run a small pottery studio now" (not "I'd love to open
    # my own bakery")
    r"\b(?:I|we)(?:['’]ve| have)? (?:now |just |finally |recently )?(?:run|opened|started|set up|own)\s+"
    r"(?:an?|my|our)\s+(?:own\s+)?(?:[\w'’-]+\s+){0,2}|"
    r"\bim (?:(?:now|officially|finally) )?(?:an?|the) (?:[\w'’-]+\s+){0,2}|"  # texted "im a real estate agent now"
    # a texted clause without its subject: "quit the coffee shop gig!! officially a dental hygienist now"
    r"^(?:(?:now|officially|finally|newly)\s+)+(?:an?|the)\s+(?:[\w'’-]+\s+){0,2})$",
    re.I,
)


# an occupation that names a place too ("chippy": a carpenter, or the chip shop), which it is after "the" or before a
# thing of the place's ("chippy tea", "chippy regular")
_ALSO_A_PLACE = frozenset({"chippy"})
_THE_PLACE = re.compile(r"\b(?:the|our|my|your|this|that|local)\s+(?:[\w'’-]+\s+)?$", re.I)
_A_PLACES_THING = re.compile(
    r"\s+(?!(?:now|again|too|myself|for|at|with|on|in|and|by|from|full[- ]time|these|since|so|but|or|of)\b)[a-z]", re.I
)


# what the speaker is a member of, not works for: "im a member with the qantas frequent flyer program now"
_MEMBER_OF = re.compile(r"\bmember\w*(?: [\w'’-]+){0,2} (?:with|of|at|in) (?:the )?$", re.I)
_A_SCHEME = re.compile(
    r"\s+(?:frequent[- ]fl[yi]er|loyalty|rewards?|points|miles|membership|members['’]? club|fan club)\b", re.I
)
# a post only ahead of a learner: "As a new nurse I have to finish my nursing school essay first"
_AS_A_NEW = re.compile(r"\bas an? new\s+$", re.I)
_COURSEWORK = re.compile(
    r"\b(?:essays?|assignments?|coursework|dissertation|thesis|exams?|(?:nursing|medical|med|law|grad|teaching) school|"
    r"placements?|lectures?|modules?)\b",
    re.I,
)


def _as_the_job(clause: str, value: str) -> bool:
    """Whether ``clause`` says the job ``value`` as the speaker's: its first word follows, within a
    few words, one that makes it their work or employer (:data:`_JOB_INTRO`); not a scheme the speaker
    is a member of (:data:`_MEMBER_OF`, :data:`_A_SCHEME`) nor a learner's post ahead (:data:`_COURSEWORK`)."""
    first = _RAW_WORD.search(value)
    if first is None:
        return False
    for m in re.finditer(rf"\b{re.escape(first.group())}", clause, re.I):
        before = clause[: m.start()]
        if _MEMBER_OF.search(before) or _A_SCHEME.match(clause, m.start() + len(value)):
            continue
        if _AS_A_NEW.search(before) and _COURSEWORK.search(clause):
            continue
        if value.split()[-1].lower() in _ALSO_A_PLACE and (
            _THE_PLACE.search(clause[: m.start()]) or _A_PLACES_THING.match(clause, m.start() + len(value))
        ):
            continue  # the chip shop, not the carpenter: "went to the chippy", "I'm a chippy regular now"
        intro = _JOB_INTRO.search(clause[: m.start()])
        # "doin" only before a field said so ("doin wedding photography"): not "doing chef duties at the BBQ"
        if intro and (not _DOING_INTRO.match(intro.group()) or _DOING_A_FIELD.match(clause, intro.start())):
            return True
        # a post an employer gave the speaker, that names work: "passed the bar and the firm made me an associate
        # attorney" (not "They made me an offer", "The team named me MVP", "made me a manager lol jk")
        if (
            _MADE_ME.search(clause[: m.start()])
            and re.fullmatch(
                rf"(?:{OCCUPATIONS}|director|supervisor|partner|lead|head|chief|associate)s?", value.split()[-1]
            )
            and not _JOKE.search(clause)
            and not re.search(r"\b(?:lol|haha|discord|server|club|volunteer\w*)\b", clause, re.I)
        ):
            return True
    if _own_business(clause) == value.lower():
        return True  # "my days start kneading sourdough at 4am in my own little bakery"
    if value.lower() not in _NOT_A_NAME and re.search(
        rf"(?:^\W*|\b(?:the|my|our)\s+){re.escape(value)}(?:['’]s)? onboarding\b"
        r"(?! (?:at|with|flow|emails?|for (?:customers|users|subscribers|clients))\b)",
        clause,
        re.I,
    ):
        # an employer's onboarding, the speaker's: "The Netflix onboarding is three weeks long", "Honda's onboarding is
        # way more formal"
        return True
    if re.match(rf"{_NOT_A_PRONOUN}(?:(?:an?|the) )?{re.escape(value)} now\b(?! that\b)", clause, re.I):
        return True  # texted, a clause opening on the post: "quit coding lol. barista now at a tiny cafe"
    if re.search(rf"\bnow that im {re.escape(value)}(?= (?:with|at|for|now)\b|\s*$)", clause, re.I) or re.match(
        rf"\W*(?:(?:ok|so|well|lol)\W+)*(?:im|i['’]m|i am) {re.escape(value)} (?:with|at) (?!(?:the|my|a|an|our)\b)"
        r"[^.!?]*\bnow\b",
        clause,
        re.I,
    ):
        # texted, without an article: "now that im cabin crew with emirates", a clause opening on "im cabin crew with
        # qantas now" (not "… cabin crew material", "im cabin crew for the school play")
        return True
    if re.search(
        rf"^\W*(?:(?:honestly|tbh|ngl|ok|so|well)\W+)?being (?:an?|the) (?:new )?{re.escape(value)}\b[^.!?]*"
        r"\b(?:now|these days|than [^.!?]*\b(?:ever (?:were|was)|used to be))\b",
        clause,
        re.I,
    ):
        # a post held now, said as what it is like: "Being the product manager on the team now means …", "Honestly being
        # a locksmith is way less stress than patrol shifts ever were"
        return True
    # a post taken: "I accepted a product manager role"
    return (
        re.search(
            rf"\b(?:accepted|took|landed|got|started)\s+(?:an?|the)\s+(?:new\s+)?{re.escape(value)}\s+"
            # the post itself, not "a product manager job interview", "… job alert"
            r"(?:role|job|position|post)\b(?!-|\s+(?:interviews?|offers?|alerts?|applications?|postings?|adverts?|ads?|"
            r"listings?|descriptions?|specs?|titles?|fairs?|search|hunt|boards?|emails?|tests?|quiz)\b)",
            clause,
            re.I,
        )
        is not None
    )


# words that open a clause, not an employer's name: "The onboarding at Siemens"
_NOT_A_NAME = frozenset({"the", "a", "an", "my", "our", "this", "that", "their", "his", "her"})
# the first days at "the" somewhere: "First week at the gym done!", "First week at the Hilton done! The buffet …"
_FIRST_DAYS_AT_THE = re.compile(r"\b(?:first|second|1st) (?:day|week|month|fortnight)s? (?:at|with) the\s+$", re.I)


def _post_named(clause: str, value: str) -> str:
    """The last words of ``value`` that ``clause`` names together, where it names the words before them apart ("first
    officer" of "airline first officer" in "The airline finally put me on the A320 as first officer"); else ""."""
    words = value.split()
    if not words or not _names_work(words[-1].lower()):
        return ""  # a post by its work's word: not "ended" of "contract ended"
    for i in range(1, len(words)):
        head, post = " ".join(words[:i]), " ".join(words[i:])
        if _says(clause, head) and re.search(rf"\b{re.escape(post)}\b", clause, re.I):
            return post
    return ""


def _first_days_there(clause: str, value: str, said: str) -> bool:
    """Whether ``clause`` names ``value`` only as where the speaker spent their first days (:data:`_FIRST_DAYS_AT_THE`)
    and the message says no word of work (:data:`_AT_WORK`, :data:`_NEXT_AT_WORK`): a gym's first week, a hotel
    stay's; not "First week at the BBC done! My new boss …"."""
    first = _RAW_WORD.search(value)
    if first is None or _AT_WORK.search(said) or _NEXT_AT_WORK.search(said):
        return False
    uses = list(re.finditer(rf"\b{re.escape(first.group())}", clause, re.I))
    return bool(uses) and all(_FIRST_DAYS_AT_THE.search(clause[: m.start()]) for m in uses)


# an employer worked in now, opening its clause: "(… and) now work in Tencent", "Now I work in Mercadona"
_WORKS_IN_NOW = re.compile(r"\s*(?:now\s+(?:I\s+)?|I\s+now\s+)work(?:s|ing)?\s+in\s+", re.I)


def _asked_for_the_post(clause: str, value: str, said: str) -> bool:
    """Whether ``clause`` asks about the post ``value`` as the speaker's own, help for one new to it or what it costs,
    where the message names no one else it could be: "Any book recommendations for a brand-new high school guidance
    counselor? I left the law firm in June", "what can I deduct on my taxes as a courier?" (not "… for a brand-new
    teacher? My niece starts Monday")."""
    at = _value_at(clause, value)
    return re.search(_ASKED_FOR_THE_POST, clause[:at], re.I) is not None and not _SOMEONE_ELSE.search(said)


def _on_badge(clause: str, text: str, said: str) -> bool:
    """Whether ``clause`` names the employer of the answer ``text`` ("User works at Shopify") as what the speaker's
    badge says: "Now that my badge says Shopify"; not a post ("My badge says Visitor today"); or as the badge's own,
    in the speaker's first days there (``said``: "My Airbus badge photo came out terrible … during my first week?")."""
    at = re.fullmatch(r"User works at (?P<e>.+)", text)
    if at is None:
        return False
    elsewhere = r"(?![^.!?]*\b(?:visitor|guest|conference|booth|sponsor|swag|interview|visit|event|expo)\b)"
    says = re.search(
        rf"\bmy (?:new )?(?:work |staff )?badge (?:now )?(?:says|reads) {re.escape(at['e'])}\b"
        rf"(?!\s+(?:guest|visitor|contractor|sponsor|on the back)\b){elsewhere}",
        clause,
        re.I,
    )
    own = re.search(
        rf"\bmy (?:new )?{re.escape(at['e'])} (?:work |staff |employee |ID )?badge\b{elsewhere}", clause, re.I
    )
    return says is not None or (own is not None and _FIRST_DAYS.search(said) is not None)


# the speaker's first days at work: "during my first week", "it's only my third day"
_FIRST_DAYS = re.compile(r"\bmy (?:first|second|third|1st|2nd|3rd) (?:day|week|month)\b(?! (?:of|back from)\b)", re.I)


def _my_company_is(said: str, value: str) -> bool:
    """Whether ``said`` names ``value`` as the speaker's company now: "In my company now, Unilever, they …", "my new
    employer is Bosch"; not "my old company", "my company's client, Unilever", "Unilever, they are our biggest
    customer", "Hopefully my new employer is Bosch"."""
    named = rf"\bmy (?:new |current )?(?:company|employer|workplace)(?: now)?(?:,| is) {re.escape(value)}\b"
    return _a_sentence_tells(said, named, _WISHED, _NOT_THE_EMPLOYER)


def _a_sentence_tells(said: str, pattern: str, *unless: re.Pattern[str]) -> bool:
    """Whether a sentence of ``said`` matches ``pattern`` (any case) and none of ``unless`` (a wish, …)."""
    return any(
        re.search(pattern, sentence, re.I) and not any(u.search(sentence) for u in unless)
        for sentence in SENTENCES.split(said)
    )


# a company named as another than the speaker's employer, or not for real
_NOT_THE_EMPLOYER = re.compile(
    r"\b(?:customers?|clients?|suppliers?|partners?|competitors?|rivals?|accounts?|game|dream\w*|hopefully|maybe|"
    r"soon|next (?:month|year|week))\b",
    re.I,
)


def _qualified_as(said: str, value: str) -> bool:
    """Whether a sentence of ``said`` tells of the speaker's training finished and the licence of the work ``value``
    got: "Finished the apprenticeship and got my electrician's licence!"; not "got my driver's licence", a licence
    without the training, nor someone else's."""
    licence = rf"\b(?:got|earned|received|passed) my {re.escape(value)}(?:['’]s)? (?:licen[cs]e|ticket|certificat\w+)\b"
    return value.lower() != "driver" and _a_sentence_tells(
        said, rf"^(?=.*?(?:{_TRAINING_DONE}))(?=.*?{licence})", _WISHED
    )


# the speaker's training done: "Finished the apprenticeship", "I completed my training"
_TRAINING_DONE = (
    r"(?:^\W*|\b(?:I|I['’]ve|I have|just|finally)\s+)(?:finished|completed|passed|done with) (?:my |the )?"
    r"(?:apprenticeship|training|residency|qualification)\b"
)


def _full_time_thing(said: str, value: str) -> bool:
    """Whether a statement of ``said`` names the work of ``value`` by its craft as the speaker's full-time thing now:
    "Pottery has been my full-time thing since I hung up the suit" for a potter, "Photography is my full-time job now"
    for a photographer, "Been doing the plumbing full time" for a plumber; not "Pottery has been my full-time thing in
    my dreams", asked or wished."""
    craft = {value.lower() + "y", _FIELD_OF.sub("y", value.lower()), re.sub(r"er$", "ing", value.lower())}
    return any(
        (m := _FULL_TIME_THING.search(statement_of(sentence))) is not None
        and (m["f"] or m["g"]).lower() in craft - {value.lower()}
        and not _WISHED.search(sentence)
        and not _NOT_REAL.search(sentence)
        and not _DREAM.search(sentence)
        for sentence in SENTENCES.split(said)
    )


# a craft as one's full-time work: "Pottery has been my full-time thing since …"
_FULL_TIME_THING = re.compile(
    r"(?:^|[.!?]\s+)\W*(?:(?P<f>[A-Za-z]+) (?:has been|is) (?:now )?my full[- ]time (?:thing|job|gig|work)|"
    # "Been doin' the plumbin' full time with me uncle" (as the answer reads it: "doing the plumbing")
    r"(?:(?:I['’]ve |I have )?been|I['’]m|im|I am) (?:now )?doing (?:the )?(?P<g>[a-z]+ing) full[- ]time)\b"
    r"(?! (?:at|around) (?:home|the house)\b)",
    re.I,
)


# an offer signed, and the start it sets or the old employer's kit handed back (:func:`_offer_signed`,
# :func:`_job_change`)
_OFFER_STARTED = (
    r"\b(?:I start|I['’]m starting|starting|(?:turned|handed) in my|handed back my|gave back my|returned my)\b"
)
_SIGNED_THE = (
    r"(?:^\W*|\b(?:I|we)(?:['’]ve| have)?\s+)(?i:(?:just|finally|officially)\s+)?(?i:signed|accepted)\s+"
    r"(?i:the|their)\s+"
)
# an offer accepted at an employer, said as what it gives: "The offer I accepted at Lumora Robotics gives me options"
_OFFER_ACCEPTED_AT = re.compile(
    r"(?:^|[.!?]\s+)\W*(?i:the|an?) (?i:job )?(?i:offer) (?:I|we)(?:['’]ve| have)? (?i:just |finally )?"
    r"(?i:accepted|signed) (?i:at|from|with) (?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,2})"
)
_OFFER_UNDONE = re.compile(
    r"\b(?:haven['’]t|have not|never|not|replacement|repair|upgrade|fell through|internship|back then|returned|side|"
    r"gig|rescind\w*|(?:19|20)\d\d)\b",
    re.I,
)
# an employer's kit, handed back when leaving
_KIT = r"(?:badge|laptop|keys|lanyard|pass|access card|id card)"
_SIGNED_OFFER = re.compile(
    _SIGNED_THE + r"(?P<e>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,2})\s+(?:job\s+)?offer\b[^.!?]*" + _OFFER_STARTED,
    re.M,
)


def _offer_signed(said: str, value: str) -> bool:
    """Whether a sentence of ``said`` tells of the speaker's signing ``value``'s offer and the start it sets: "Signed
    the Shopify offer yesterday and I start Monday"; not "Should I sign the Shopify offer?", "I haven't signed the
    Shopify offer yet", "my brother signed the Shopify offer and starts Monday"."""
    signed = rf"{_SIGNED_THE}{re.escape(value)}\s+(?:job\s+)?offer\b[^.!?]*{_OFFER_STARTED}"
    return _a_sentence_tells(said, signed, _WISHED)


def _first_shift_signed(said: str, value: str) -> bool:
    """Whether ``said`` tells of the speaker's first shift or day at ``value`` ahead (asked about, even) and their
    contract signed: "Anything I should know before my first shift at the Heineken brewery in Zoeterwoude on Monday? I
    signed the contract but …"; not "Should I sign the contract?", "I haven't signed the contract yet"."""
    first = re.search(rf"\bmy first (?:shift|day|week) (?:at|with) (?:the )?{re.escape(value)}\b(?! tour)", said, re.I)
    # (kept: not "… but they rescinded the offer today", "… then I woke up", "… for volunteering", "… for the booking")
    undone = re.search(
        r"\b(?:rescind\w*|withdr\w*|woke|dream\w*|volunteer\w*|booking|tour|cancel\w*|fell through)\b", said, re.I
    )
    return (
        first is not None
        and undone is None
        and _a_sentence_tells(
            said,
            r"^\W*(?:(?:ok(?:ay)?|so|and|well|yeah)\W+)?I(?:['’]ve| have)? (?:just |finally |already )?signed the "
            r"(?:contract|paperwork)\b",
            _WISHED,
        )
    )


def _full_time_now(said: str, value: str) -> bool:
    """Whether a sentence of ``said`` opens on the work ``value`` done full time now, the speaker's: "ok so ex-lawyer,
    full time potter now"; not "Would love to be a full time potter now", "My teacher, ex-lawyer, full time potter
    now", "I'm not a full time potter now", "Full time potter these days in Animal Crossing"."""
    opening = (
        r"^\W*(?:(?:ok(?:ay)?|so|well|yeah|yep|lol|update)\W+)*(?:ex-[\w-]+,?\s+)?(?:(?:I['’]m|im|I am)\s+(?:an?\s+)?)?"
    )
    return any(
        re.search(rf"{opening}full[- ]?time {re.escape(value)}s? (?:now|these days)\b", sentence, re.I)
        and not re.search(r"\b(?:game|animal crossing|minecraft|sims|stardew|dream\w*)\b", sentence, re.I)
        for sentence in SENTENCES.split(said)
    )


def _works_in_now(clause: str, value: str, held: Filled, said: str) -> bool:
    """Whether ``clause`` opens on working in ``value`` now (:data:`_WORKS_IN_NOW`), where the employer ``held`` is
    said as left (:func:`_held_left`): "I already resign from Huawei and now work in Tencent"; not "I work in Bangalore
    for Infosys", "i work in London now", "I am at Infosys but now work in SAP mostly"."""
    m = _WORKS_IN_NOW.match(clause)
    first = _RAW_WORD.search(value)
    return (
        m is not None
        and first is not None
        and clause[m.end() :].lower().startswith(first.group().lower())
        and held.slot == "job"
        and _held_left(held.value, said)
    )


_DOING_INTRO = re.compile(r"(?:doing|doin['’]?)\s", re.I)
_DOING_A_FIELD = re.compile(r"(?:doing|doin['’]?)\s+(?:[\w'’-]+\s+)?[\w-]*(?:graphy|ology)\b", re.I)


def _value_at(clause: str, value: str) -> int:
    """Where ``clause`` first names a word of ``value`` (its end where it names none)."""
    at = [m.start() for w in terms(value) if (m := re.search(rf"\b{re.escape(w)}", unaccented(clause), re.I))]
    return min(at, default=len(clause))


def _says(clause: str, value: str) -> bool:
    """Whether every word of ``value`` is in ``clause``, itself or as its people's name ("Paris" in
    "I'm a Parisian now", "London" in "a Londoner"; not "Paris" in "parish"), accents aside ("Gdańsk"
    in "new flat in gdansk")."""
    clause, value = unaccented(clause), unaccented(value)
    said = set(terms(clause))
    words = {w.casefold() for w in _RAW_WORD.findall(clause)}
    return all(
        set(terms(w)) <= said
        or any(w.casefold() + end in words for end in _DEMONYM_ENDINGS)
        or _FIELD_OF.sub("y", w.casefold()) in words  # "photographer" said as "doin wedding photography"
        for w in _VALUE_WORD.findall(value)
    )


def _doing(clause: str, value: str) -> re.Match[str] | None:
    """Where ``clause`` says the work ``value`` names by its doer as the speaker doing it: its other words right after
    the verb ("I am driving taxi" for a taxi driver, "for teaching culinary arts" for a culinary arts teacher) or the
    field done ("and doing UX design", "now I do UX design" for a UX designer) or its work counted ("I'm doing
    deliveries" for a delivery driver); not someone else ("he is driving taxi")."""
    *field, doer = value.split()
    m = _DOER.fullmatch(doer)
    if m is None or m["stem"].lower() in _NOT_A_DOING:
        return None
    stem = re.escape(m["stem"])
    if not field:  # the craft itself, for a living: "Been doing the plumbing full time" for a plumber
        return re.search(
            rf"(?:^\W*|\b(?:and|now|I['’]?m|I am|I['’]ve been|I have been|been)\s+)(?:now\s+)?doing\s+(?:the\s+)?"
            rf"{stem}(?:ing|e?ry)\s+(?:full[- ]time|for a living)\b|"
            # or the work before traded for it: "ever since I traded the classroom for nursing scrubs"
            # (not "left the office for the evening nursing a headache")
            rf"\b(?:swapped|traded)\s+(?:[\w'’-]+\s+){{1,4}}?for\s+(?:the\s+)?{_NOT_A_WHILE}(?:[\w-]+\s+)?"
            rf"{stem}(?:ing|e?ry)\b{_NO_OBJECT}|"
            rf"(?<!\bif I )(?<=\bI )left\s+(?:the|my)\s+(?:[\w'’-]+\s+){{0,2}}?[\w'’-]+\s+for\s+(?:the\s+)?"
            rf"{_NOT_A_WHILE}(?:[\w-]+\s+)?{stem}ing\b{_NO_OBJECT}{_LEFT_FOR_GOOD}|"
            # or taken up full time after the work before: "leaving accounting to bake full time was terrifying"
            # (told as done: not "… sounds terrifying, should I?", "… is off the table")
            rf"\b(?:left|leaving|quit|quitting)\s+(?:[\w'’-]+\s+){{1,3}}?to\s+{stem}e?\s+"
            r"(?:full[- ]time|for a living)\s+(?:was|has been|turned out)\b(?![^.!?]*\b(?:should|would|or not)\b)|"
            # or done daily for one's own shop: a learner's "I bake bread every morning for my own shop"
            rf"\bI\s+(?:now\s+)?{stem}e\s+(?:[\w-]+\s+)?every (?:day|morning|night)\s+for my own\b|"
            # or to an audience: "I lecture to 200 undergrads three times a week now"
            rf"\bI\s+(?:now\s+)?{stem}e\s+(?:to\s+)?(?:\d+|classes|students|undergrads|undergraduates)\b|"
            # or in a field at a school: "now I lecture in midwifery at the university"
            rf"\bI\s+(?:now\s+)?{stem}e\s+in\s+(?:[\w-]+\s+){{1,2}}?at\s+(?:the|a|an)\s+(?:[\w-]+\s+)?"
            r"(?:university|college|school|academy|polytechnic)\b",
            clause,
            re.I,
        )
    what = r"\s+".join(map(re.escape, field))
    # the field's work done, counted: "doing deliveries for DoorDash" for a delivery driver
    done = re.sub(r"y$", "ie", field[-1].lower()) + "s"
    return re.search(
        # (or the days or nights spent on it: "these days I spend my nights driving a taxi around the city")
        # (or the first term of it: "My first semester teaching high school computer science is kicking my butt")
        rf"(?:\b(?:I['’]?m|I am|am|for|I spend my (?:days|nights)|{_MY_FIRST_TERM})\s+(?:now\s+)?{stem}(?:e|ing)\s+"
        rf"(?:(?:an?|the)\s+(?:[\w-]+\s+)?)?{what}(?:e?s)?|"
        # the work before left for it: "since I left the classroom for hospice nursing" for a hospice nurse
        rf"\b(?:swapped|traded)\s+(?:[\w'’-]+\s+){{1,4}}?for\s+(?:the\s+)?{what}\s+{stem}(?:ing|e?ry)\b{_NO_OBJECT}|"
        rf"(?<!\bif I )(?<=\bI )left\s+(?:[\w'’-]+\s+){{1,4}}?for\s+(?:the\s+)?{what}\s+{stem}ing\b{_NO_OBJECT}"
        rf"{_LEFT_FOR_GOOD}|"
        # the doer's verb done full time, whatever its field: "I'm grooming dogs full time out of my own van" for a
        # mobile groomer
        rf"\b(?:I['’]?m|I am|im)\s+(?:now\s+)?{stem}ing\s+(?:[\w-]+\s+){{1,3}}?full[- ]time|"
        rf"\bI\s+(?:now\s+)?{stem}e\s+(?:an?\s+)?{what}|"  # a learner's "now I drive truck long haul"
        rf"(?:^\W*|\b(?:and|now|I['’]?m|I am)\s+)(?:now\s+)?doing\s+{what}\s+{stem}(?:ing)?|"
        # "now I do freelance UX design", "and now do medical coding from home"
        # (or opening a clause split off at its "and": "Now that I'm not grading essays anymore and do UX research")
        rf"(?:^\W*|\b(?:and|now),?\s+)(?:I\s+)?(?:now\s+)?do\s+{what}\s+{stem}(?:ing)?|"
        # a learner's work named as what is done, at a place: "doing night dispatcher at a taxi company now"
        rf"(?:^\W*|\b(?:I['’]?m|I am|im|now)\s+)(?:now\s+)?doing\s+(?:an?\s+|the\s+)?{what}\s+{re.escape(doer)}\s+"
        r"(?:at|for|in|with)\s|"
        # "into a UX research role at my company"
        rf"\b(?:into|to) (?:an?|the) (?:new\s+)?{what}\s+{stem}(?:ing)?\s+(?:role|job|position|post)|"
        rf"\b(?:I['’]?m|I am|I['’]ve been|I have been|and)\s+(?:now\s+)?doing\s+(?:[\w-]+\s+){{0,2}}?{done})\b",
        clause,
        re.I,
    )


# the speaker's class of pupils: "My year 3 class", "my 5th grade students", "my pupils"
_MY_CLASS = re.compile(
    r"\b[Mm]y (?:(?:year|grade) \d+|\d+(?:st|nd|rd|th)[- ]grade|\w+[- ]grade|kindergarten|reception) "
    r"(?:class|pupils|students|kids) (?:keeps?|is|are|has|have|won|loves?|asks?|asked|just)\b"
)
# the first term of a work: "My first semester teaching …", "my first year nursing"
_MY_FIRST_TERM = r"(?:^\W*|\b)[Mm]y first (?:semester|term|school year|year|month|week|season)"


def _said_as_doing(clause: str, value: str, said: str) -> bool:
    """Whether ``clause`` of ``said`` says the work ``value`` as the speaker doing it now (:func:`_doing`), after
    leaving the work before ("I quit the accounting office and now I am driving taxi in the nights", "Since I
    swapped the restaurant kitchen for teaching culinary arts"); not in spare time ("teaching salsa on weekends"), the
    past, a wish, a game or denied."""
    doing = _doing(clause, value)
    if doing is None:
        return False
    before = said[: max(said.find(clause), 0) + doing.start()]
    sentence = SENTENCES.split(before)[-1] + doing.group()
    first_term = re.match(_MY_FIRST_TERM, doing.group(), re.I) is not None  # "My first semester teaching …"
    return (
        (
            _LEFT_BEFORE.search(before) is not None
            or _LEFT_BEFORE.match(doing.group()) is not None  # "traded the classroom for nursing"
            or _NOW_OPENS.match(SENTENCES.split(before)[-1]) is not None
            or re.match(r"\s+now\b(?! and (?:then|again))", clause[doing.end() :])
            is not None  # "I operate a crane now"
            or first_term
            # the work before traded after it: "I lecture to 200 undergrads three times a week now instead of running
            # around the ward"
            or re.match(r"[^.!?]{0,40}?\bnow instead of\b", clause[doing.end() :]) is not None
            # or with its time said before: "These days I'm doing UX research for a fintech startup rather than making
            # logos"
            or (
                re.match(r"[^.!?]{0,40}?\b(?:instead of|rather than)\b", clause[doing.end() :]) is not None
                and re.search(r"\b(?:now|these days|nowadays)\b", sentence, re.I) is not None
                and re.search(r"\b(?:says?|said|thinks?|claims?|wants?)\b", sentence, re.I) is None
                # (work, not a study or one's own things: "… for my master's thesis", "… for my own site")
                and re.search(
                    r"\b(?:thesis|dissertation|project|course|class|degree|my own (?:site|blog|house|home)|for fun|"
                    r"hobby)\b",
                    clause,
                    re.I,
                )
                is None
            )
            # "Been doing the plumbing full time since I packed in the chemist's"
            or (
                re.match(r"[^.!?]*?\bsince I\b", clause[doing.end() :]) is not None
                and _LEFT_BEFORE.search(clause, doing.end()) is not None
            )
        )
        # the speaker's, or texted without the "I": "Been doing the plumbing full time", "ngl leaving accounting to bake
        # full time was terrifying", "doing night dispatcher at a taxi company now"
        and re.search(
            r"\b(?:I|I['’]m|im)\b|^\W*(?:(?:ngl|tbh|honestly|so)\W+)?(?:been|leaving|quitting|doing|my first)\b",
            sentence,
            re.I,
        )
        is not None
        and not any(p.search(clause) for p in (_ON_THE_SIDE, _NOT_REAL, _PAST_TIME, _WISHED, _NOW_AND_THEN))
        # (days spent on it, not in a story or on holiday: "… in the screenplay I'm writing", "… with the kids")
        and not (
            re.search(r"\bI spend my\b", doing.group()) is not None
            and re.search(
                r"\b(?:screenplay|script|novel|story|game|dream|holidays?|vacation|weekends?|kids)\b", said, re.I
            )
            is not None
        )
        # (a first term now, not one gone by: "My first year teaching high school math was 2009")
        and not (
            first_term
            and re.search(r"\b(?:was|were|(?:19|20)\d\d|years ago|back then|after that)\b", clause, re.I) is not None
        )
        and not _NOT_BEFORE.search(clause[: doing.start()])
        # told, of the speaker, held now: not asked ("Should I quit teaching and do UX research at a fintech?"), said
        # of another ("… now, he says it's boring"), a side gig, a placement or a time gone by ("… until 2020")
        and not re.match(
            r"\W*(?:should|shall|would|could|can|do|does|did|will|may|might)\b",
            (at := _sentence_at(said, len(before)))[1],
            re.I,
        )
        and not re.search(
            r"\b(?:(?:he|she|they) says?|side (?:gig|hustle)|placement|internship|until|till|was my job|went back|"
            r"for my (?:mba|degree|course|studies))\b",
            said[at[0] :],
            re.I,
        )
        # (texted without the "I": the leaving before the speaker's own, "so i quit the electrician work", not "my
        # cousin quit his office job")
        and (
            not re.match(r"\W*doing\b", sentence, re.I)
            or re.search(r"\bI\s+(?:just\s+|finally\s+)?(?:quit|left)\b", before, re.I) is not None
        )
    )


# a clause that does not open on the speaker ("I'm now employed by Bosch" names no post "I'm")
_NOT_A_PRONOUN = r"\W*(?!(?:I|I['’]m|im|me|myself|we)\b)"
# a sentence that opens on "now", the work done after it new: "Now I am driving the tram in the city", "Now that I'm
# doing UX design for a fintech startup"
_NOW_OPENS = re.compile(r"\W*(?:(?:and|so|but|ok) )?now(?: that)?,?\s*$", re.I)
# one who does a work, by the verb of it: "driver" (drive), "teacher" (teach), "designer" (design)
_DOER = re.compile(r"(?P<stem>[a-z]{3,}(?=(?:er|or)$)|nurs(?=e$))(?:er|or|e)", re.I)  # (a nurse's "nursing" too)
# now and then, not for a living: "sometimes on holidays", "for a day", "in Euro Truck Simulator"
_NOW_AND_THEN = re.compile(
    r"\b(?:sometimes|holidays?|today|tomorrow|tonight|for a day|simulator|to relax|field trip|camping|road trip|"
    r"volunteer\w*|with (?:him|her|my \w+))\b",
    re.I,
)
_NOT_A_DOING = frozenset({"own", "work", "play", "walk"})
# the work before left, ahead of the new one in the clause: "I quit the accounting office and now I am driving taxi"
_LEFT_BEFORE = re.compile(
    r"\b(?:quit|left|leaving|swapped|swapping|traded|trading|finish(?:ed)? with|out of the|no more|no longer|gave up|"
    r"hung up (?:my|the)|packed in|handed in|moved (?:over |across )?from|"
    r"(?<=since I )leave (?:the|my))\b"  # a learner's "Since I leave the accounting office"
    # not a habit given up: "I quit drinking", "gave up coffee", "no longer take the train"
    r"(?!\s+(?:\w+\s+)?(?:(?:my|the)\s+)?(?:drinking|smoking|sugar|coffee|alcohol|caffeine|vaping|booze|meat|train|"
    r"bike|car|gym)\b)|\binstead of\b|"
    # "Since I'm not crunching numbers for clients anymore"
    r"\b(?:I['’]m|I am|im) not (?!(?:taking|using|riding|drinking|smoking|eating|going|having|buying|paying)\b)\w+ing\b"
    r"[\w\s'’-]{0,40}? (?:anymore|any more)\b(?!\s+(?:this|that|for|today|tonight|until|till)\b)|"
    # "since I'm not at the bank anymore", "since im not at HSBC anymore"
    r"\b(?:I['’]m|I am|im) not at (?:(?:the|my) )?[\w'’ -]{1,30}? (?:anymore|any more)\b|"
    # "After 12 years in the hospital I am now driving the bus"
    r"(?:^|[.!?]\s+)\W*after (?:\d+|\w+) (?:years?|months|decades?) (?:in|at|as|with) |"
    # the old work's tools put away: "My knife roll is retired", "my scrubs are retired now"
    r"\b(?:my|the) (?:[\w'’-]+ ){0,2}(?:knives|knife roll|scrubs|apron|briefcase|toolbox|tools|uniform|badge|"
    r"stethoscope|laptop bag|whites) (?:is|are|['’]s|has been|have been|got) (?:now |officially |finally )?retired\b"
    r"(?! for (?:the|a|this|my)\b)",
    re.I,
)


# one who works in a field, by the field's name: "photographer" and "photography", "biologist" and "biology"
_FIELD_OF = re.compile(r"(?<=graph)er$|(?<=olog)ist$")


def _clauses(said: str) -> list[str]:
    """``said`` cut at its clause breaks, each clause a piece of it as said; two people named together stay one
    subject ("Our neighbors Ayşe and Mehmet are getting divorced")."""
    pieces, start = [], 0
    for cut in _CLAUSE_BREAK.finditer(said):
        if (
            cut.group() == " and "
            and _NAMED_BEFORE.search(said, 0, cut.start())
            and _NAMED_AFTER.match(said, cut.end())
        ):
            continue
        pieces.append(said[start : cut.start()])
        start = cut.end()
    pieces.append(said[start:])
    return [c.strip() for c in pieces if c.strip()]


# a name just before "and", and one just after it with what the two do: "Ayşe and Mehmet are"
_NAMED_BEFORE = re.compile(r"\b(?!(?:I|Me|We)\b)[A-Z][\w'’-]*$")
_NAMED_AFTER = re.compile(r"(?!(?:I|Me|We)\b)[A-Z][\w'’-]*\b(?= (?:are|were|have|had|just|got|finally)\b)")


def _clause_with(said: str, part: str, default: str) -> str:
    """The first clause of ``said`` that holds ``part``, else ``default``."""
    return next((c for c in _clauses(said) if part in c), default)


def _statements(said: str) -> str:
    """``said`` with each sentence cut before the question it may end on (:func:`statement_of`)."""
    return " ".join(map(statement_of, SENTENCES.split(said)))


def _stated(pattern: re.Pattern[str], said: str) -> Iterator[tuple[str, re.Match[str]]]:
    """Each sentence of ``said`` with ``pattern``'s first match in it, where that match begins in the sentence's
    statement, not in the question it may end on (:func:`statement_of`)."""
    for sentence in SENTENCES.split(said):
        m = pattern.search(sentence)
        if m is not None and m.start() < len(statement_of(sentence)):
            yield sentence, m


# a clause opening on a pronoun of someone else: "she's vegan now", "he's doing keto now"
_ANOTHERS_PRONOUN = re.compile(
    r"^\W*(?:he|she|they)(?:['’](?:s|re|ll|d|ve)|\s+(?:is|are|was|were|has|have|had|just|now|finally|got|went|moved|"
    r"joined|started|quit))\b",
    re.I,
)


def _by_pronoun_of_another(clauses: Sequence[str], said: str, slot: Slot) -> bool:
    """Whether every clause of ``clauses`` opens on "he", "she" or "they", the clause of ``said`` before it naming
    someone else than the speaker (a partner is the speaker's own in the relationship slot): "I'm so proud of my mom,
    she's vegan now!" (not "Luca's parents are visiting … he's nervous" for a boyfriend)."""
    others = _SOMEONE_ELSE_THAN_A_PARTNER if slot == "relationship" else _SOMEONE_ELSE
    parts = _clauses(said)

    def anothers(clause: str) -> bool:
        i = next((k for k, c in enumerate(parts) if c == clause), 0)
        return (
            i > 0
            and _ANOTHERS_PRONOUN.match(clause) is not None
            and not _SPEAKER.search(clause)
            and others.search(parts[i - 1]) is not None
        )

    return bool(clauses) and all(anothers(c) for c in clauses)


def _about_someone_else(clauses: Sequence[str], slot: Slot) -> bool:
    """Whether every clause the answer draws on tells of someone else ("my sister …") and not of
    the speaker; a partner's act is the user's own relationship ("my fiancé proposed")."""
    others = _SOMEONE_ELSE_THAN_A_PARTNER if slot == "relationship" else _SOMEONE_ELSE
    clauses = [_COMPANY.sub("", c) for c in clauses]  # "now staying in Coimbatore with my cousin's family"
    return bool(clauses) and all(
        others.search(c) and not _SPEAKER.search(c) and not (slot == "residence" and _SINCE_THE_MOVE.search(c))
        for c in clauses
    )
