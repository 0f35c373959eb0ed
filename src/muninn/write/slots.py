"""Single-valued slots of a user's life: where they live, their job, their relationship, their diet.

A person lives in one city at a time. When a new memory fills a slot that an active memory
already fills with something else ("User moved to Tokyo" against "User lives in Lisbon"), the
new one contradicts the old: that is decided here, by patterns, not by the memory model. A small
model judged exactly this case a ``noop`` and kept the user in Lisbon (issue 12).

:func:`slot_of` reads a memory's text into ``(slot, value)`` or None. The patterns are narrow on
purpose: a sentence they do not recognise goes the usual way (similarity gate, the model's
verdict), so a miss costs nothing new, while a false match would supersede a true memory. Plans
("is moving to Berlin next month") are not a change yet and fill no slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from muninn.domain.text import normalise, unaccented

Slot = str

_NAME = r"(?P<v>[A-Z][\w'’.-]*(?:(?:,? | of | de | del )(?!I\b)[A-Z][\w'’.-]*){0,3})"  # "Bergen I cycle": not "I"
# no trip word in the rest of the sentence: "now that I'm in Rome for the week" is a stay
_NO_TRIP = (
    r"(?![^.!?]*\b(?:trip|holiday|vacation|visit\w*|conference|hotel|for (?:the|a|one|two|a few|a couple of) "
    r"(?:week|weekend|days|nights))\b)"
)
_NEGATION = re.compile(
    r"\b(?:no longer|not|n't|never|stopped|quit|gave up|given up(?=\s+(?:on\s+)?(?:(?:being|eating|the|my|a|an)\s+)?$)|"
    r"dropped|ditched|used to|former|formerly|previously|packed in|jacked in|"
    r"(?<=\bI )stop(?=\s+(?:(?:being|eating|doing|the|my|a|an)\s+)?$))\b",
    re.I,
)
# a plan is not a change yet (also read by muninn.write.check)
PLAN = re.compile(
    r"\b(?:is|are|'s|'re) (?:moving|relocating|planning|hoping|thinking|going to"
    # not the weather: "any ideas for a date if it's going to pour rain all day?"
    r"(?! (?:rain|pour|snow|storm|hail|drizzle|be (?:hot|cold|sunny|wet|rainy|freezing|warm|windy|stormy|humid))\b))|"
    r"\b(?:will|plans? to|wants? to|"
    # texted too: "thinking abt maybe moving to perth someday"; a learner's "thinking to move"
    r"would like to|might|(?-i:may)|hopes? to|considering|"
    r"thinking (?:about|abt|bout|of|to (?!(?:myself|me|ourselves)\b))|someday|some day|"
    # a joke of the speaker's: "Some days I joke that I'll quit and open a goat farm"
    r"(?<=\bI )(?:\w+ )?jok(?:e|ed|ing) (?:that|about))\b",
    re.I,
)
# a switch said as under way, not ahead or someone else's word (also read by muninn.write.check): "so I'm switching to a
# Mediterranean diet", not "I'm switching to vegetarian on Monday", "My sister said I'm switching to vegan"
SWITCHING_NOW = (
    r"(?:(?<=I['’]m )|(?<=I am )|(?<=\bim ))switching(?![^.!?]*\b(?:next|tomorrow|soon|from|starting|after|for the|"
    r"on (?:mon|tues|wednes|thurs|fri|satur|sun)day|in (?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december))\b)(?<!\bsaid I['’]m switching)(?<!\bsays I['’]m switching)"
)
# a diet left off only for a spell: "gave up on keto for today", "… till January"
DIET_SPELL = (
    r"for (?:today|tonight|the (?:day|night|weekend|holidays?)|one (?:meal|day|night)|a (?:meal|day|week|bit))|"
    r"till|until"
)
DIET_NAMES = (
    "lacto-ovo[- ]vegetarian|lacto[- ]vegetarian|ovo[- ]vegetarian|raw vegan|vegan|vegetarian|pescatarian|pescetarian|"
    "raw food(?= diet\\b| now\\b|$|[,.;!])|keto|paleo|atkins(?= (?:diet|plan))|"
    "mediterranean(?= diet| plan\\b|[- ]style (?:diet|eating)\\b| way of eating\\b| eating plan\\b|"
    "[- ]style of eating\\b)|"
    "low[- ]carb|low[- ]fodmap|carnivore|"
    "omnivore|omnivorous(?=$|[,.!;]| now| again| diet)|"
    "flexitarian|plant-based|plant-only|"
    "plant based|meat-free|veggie|veggo|pure veg|gluten[- ]free|dairy[- ]free|lactose[- ]free"
)
# sentences, not at "St." or "Dr." (also read by muninn.write.check)
SENTENCES = re.compile(r"(?<=[.!?])(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)\s+|[;\n]")
# what someone else believes: "my coworker thought Jonas and I broke up" (not "I thought", "we assumed", "never
# thought I'd go vegan", "who'd have thought"; also read by muninn.write.check)
BELIEVED = r"(?<!\bI )(?<!\bwe )(?<!['’]ve )(?<!['’]d )(?<!\bhave )(?<!\bnever )\b(?:thought|thinks|assumed|assumes)\b"
# what the user does not hold now, said before the value in the same clause: a supposition ("if I
# ever moved to Hobart"), the past ("I lived in Tokyo in my twenties", "back when I worked at …";
# not "we've lived here since May"), an offer or a search ("got offered a job at …", "house
# hunting in Portland")
NOT_HELD = re.compile(
    r"(?:\b(?:if|unless|(?<!\bI )suppose|supposing|imagine|in case|"
    # a move only weighed: "We thought about moving to Lima for the schools but decided to stay put"
    # "it made me think about going vegetarian, but honestly I love burgers too much"
    r"(?:thought|talked|toyed|toying|wondered|wondering|think) (?:about|of|with)|considered|"
    # a learner's "I was thinking to move to Da Nang … but finally I stay here" (not "thinking to myself")
    r"(?:thinking|thought) to (?!(?:myself|me|ourselves)\b)|"
    # a past habit; not "getting used to the trams here", "I'll never get used to the humidity" (but "getting used to
    # the idea of moving")
    r"(?<!\bgetting )(?<!\bget )used to|(?:getting|get|got) used to the idea|back when|years ago|formerly|"
    r"previously|"
    r"offered|an offer (?:from|at|with)|interview(?:ed|ing)? (?:at|with|for)|applied (?:for|to) (?:a |the )?"
    r"(?:job|role|position)|house[- ]hunting|flat[- ]hunting|viewing|"
    # a home only looked at: "We looked at a flat in Bangkok last weekend but decided it was too expensive"
    r"(?:looked|looking) at (?:a |an |the |some )?(?:flat|house|apartment|place|home|condo)s? in|"
    # a stay that is over: "Back from two weeks in Lanzarote" (not "moved back from Spain to Leeds")
    r"back (?:home )?(?:from|after) (?:a |an |the |my |our )?(?:\w+ )?"
    r"(?:weeks?|days?|months?|trip|holiday|vacation|visit|stay)s? (?:in|to|at)|"
    # before the partner now: "before I met Florian I was engaged to someone else", "Before Farouk I was married once"
    r"before (?:I met |meeting |I was with )?(?-i:[A-Z][a-z]+),? I (?:was|had been)|"
    # a post only told someone of, ahead: "Told my boss I'd quit to become a professional napper. He didn't laugh"
    r"told (?:\w+ ){1,3}(?:I['’]d|I would) (?:\w+ (?:and |to )?)?(?:become|be)|"
    # a time of life gone by: "When I was a teenager I spent two summers as a lifeguard"
    r"when I was (?:a |an |in |at |younger\b|little\b|young\b|\d+\b)|"
    # unpaid: "I've started volunteering as a tour guide at the science museum on Saturdays"
    r"volunteer(?:s|ing|ed)? (?:as|at)|(?:I am|I['’]m) volunteer as|"
    # only wished: "sometimes i swear id be happier as a barista"
    r"(?:I['’]d|id|I would|would) (?:probably |honestly |definitely )?be (?:so much |much |way |a lot )?"
    r"(?:happier|better off|more fulfilled))\b"
    r"|(?<!['’]ve )(?<!\bhave )(?<!\bhas )(?<!['’]s )\b(?:lived|worked)\b"
    # what someone else believes, or asks after: "my mum keeps asking when diego and i are getting married"
    rf"|{BELIEVED}|\b(?:ask|asks|asking|asked|wonder|wonders|wondering|wondered) (?:me |us )?(?:when|whether|if)\b|"
    # a life only pictured: "Sometimes I wonder what life would be like in Copenhagen"
    r"\b(?:wonder|wonders|wondering|wondered|imagin\w*|picture|picturing) (?:what|how) (?:life|it|things|living) "
    r"(?:would|could|might|will) be(?: like)?\b)"
    r"[^,.;!?]*$"
    # a wish: "Sometimes I dream about moving to Accra", "I dream of quitting my job and moving to Kumasi"; not "living
    # the dream", nor past a "now" or "finally" ("after years of dreaming of Lisbon I finally moved there"; a dream
    # that came true after the value is muninn.write.check's to read)
    r"|(?<!\bliving the )(?<!\byears of )\b(?:dream(?:s|t|ed|ing)? (?:about|of)|daydream\w*|fantasi[sz]\w*)\b"
    r"(?:(?!\b(?:now|finally|actually|since)\b)[^,.;!?:])*$",
    re.I,
)
# a diet kept for a while, at some times, tried, or said in jest (also read by muninn.write.check): "for Lent",
# "on Fridays", "I tried cutting out meat", "I stopped eating meat... said no one ever"
_FOR_A_WHILE = re.compile(
    r"\b(?:for|till|until|til|through|during|over) (?:lent|ramadan|veganuary|payday|the (?:detox|cleanse|test|"
    r"holidays))\b|\bfor now\b|\b(?:on|at) (?:weekdays|weekends|night|breakfast|lunch|dinner|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b|\bbefore (?:bed|my|the)\b|\b(?:before|after) \d|"
    r"\b(?:tried|try|trying|attempt\w*|experiment\w*)\b|\bin my (?:teens|twenties|thirties|forties)\b|"
    r"\bsaid no one ever\b|\bjk\b|\bjust kidding\b|"
    # a day's gap: "Haven't touched meat since lunch"
    r"\bsince (?:lunch|breakfast|dinner|this morning|last night|yesterday|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
    # a fast, a cleanse or a reason that passes: "I'm on a 21-day Daniel Fast", "for my son's allergy"
    # (not "lost weight fast", "I lent her my cookbook")
    r"\b(?:fasting|(?:a|the|my|daniel|\w+-day|temple|religious|weekly|(?:mon|tues|wednes|thurs|fri|satur|sun)day) fast|"
    r"vrat|upvas|ekadashi|cleanse|detox|navratri|pregnan\w*|for charity|colonoscopy|"
    r"(?:\w+-day|\d+ day) (?:reset|challenge))\b|"
    r"\bfor (?:my|our|his|her|their) \w+['’]s\b",
    re.I,
)
# ... or for a spell ahead: "cutting out dairy and eggs for a week before my allergy test"; not a spell so far
# ("I've been off meat for two months now")
_FOR_A_SPELL = re.compile(
    r"\b(?:for|till|until) (?:a (?:week|month|while|bit|day|fortnight|few \w+)|(?:one|two|three|four|five|six|\d+) "
    r"(?:days|weeks|months)|the (?:week|month|weekend))\b"
    # "Went keto last January and lasted four days lol"
    r"|\blasted (?:about |only |just )?(?:a|an|one|two|three|four|five|six|\d+|a few) (?:days?|weeks?|months?)\b",
    re.I,
)
_SO_FAR = re.compile(r"\b(?:been|now|already)\b", re.I)


# ... unless it stayed: "I went vegetarian during Lent and kept it up"
_STAYED = re.compile(
    r"\b(?:kept it up|kept at it|stuck with it|stuck to it|for good|ever since|since then|permanently|"
    # "From this Navratri onwards I have become pure veg"
    r"never looked back|never went back)\b",
    re.I,
)


# what came next: "…, then added fish back"; not "then kept it up"
_THEN = re.compile(r",?\s+(?:and )?then\b(?!\s+(?:I\s+|we\s+)?(?:kept|stuck|never)\b)", re.I)


# a time a diet holds from, itself no spell: "From this Navratri onwards", "from now on"
# a start, not a spell: "from this Navratri onwards", "From this Navratri I have become pure veg"
_FROM_ON = re.compile(
    r"\bfrom (?:[\w'’-]+ ){1,3}?onwards?\b|\bfrom (?:now|then) on\b|^\s*from this [\w'’-]+(?= (?:I|we)\b)", re.I
)


# a spell or a bet right after a diet: "went vegan for a bet", "for about a year", "for January" (also read by
# muninn.write.check)
TAKEN_FOR_A_SPELL = re.compile(
    r"^[^.!?;]{0,15}?\bfor (?:about |around |like |only |just |almost |nearly )?"
    r"(?:(?:a|an|one|two|three|four|five|six|a few|a couple of|\d+) (?:\w+ )?"
    r"(?:bet|dare|laugh|joke|challenge|while|bit|days?|weeks?|months?|years?|trial|test)|"
    r"the (?:challenge|bet|dare|holidays|summer|month|week)|"
    r"(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december|charity)\b",
    re.I,
)


# a diet gone on, that a spell may follow: "went vegan", "turned full vegan"
_GONE_ON_A_DIET = re.compile(rf"\b(?:gone|go|going|went|turned|become|became) (?:[\w-]+ )?(?:{DIET_NAMES})\b", re.I)


def for_a_while(sentence: str) -> bool:
    """Whether a diet said in ``sentence`` holds only for a while, at some times, as a try or in jest."""
    if _STAYED.search(_THEN.split(sentence)[0]):
        return False  # (what stayed after a "then" is what came next: "veggie for a year, then added fish back and
        # have stuck with that ever since")
    sentence = _FROM_ON.sub("", sentence)  # "From this Navratri onwards I have become pure veg"
    if any(
        TAKEN_FOR_A_SPELL.search(sentence[m.end() :])
        and not _SO_FAR.search(re.split(r"[,.;!?]", sentence[m.start() :])[0])
        for m in _GONE_ON_A_DIET.finditer(sentence)
    ):
        return True  # "Turned vegan for a bet", "Gone vegan for the challenge"; not "been vegan for two years now"
    return bool(_FOR_A_WHILE.search(sentence) or (_FOR_A_SPELL.search(sentence) and not _SO_FAR.search(sentence)))


# meat, in the words one eats it by (also read by muninn.write.check)
MEAT = (
    r"meat|chicken|steak|beef|pork|bacon|burgers?|ham|lamb|mutton|non-veg|brisket|ribs|sausages?|mince|kebabs?|turkey|"
    r"veal|venison|meatballs?|salami|chorizo|pepperoni|prosciutto|hot ?dogs?|boerewors|wors|chops|biltong|jerky|"
    r"snags|ribeye|sirloin|carne|churrasco|picanha|asado|suya|shawarma|bulgogi|galbi|carnitas|lechon|schnitzel|"
    r"bratwurst|pastrami"
)
# what makes a meat's name a plant dish's: "jackfruit carnitas", "chilli sin carne", "tofu bulgogi" (also read by
# muninn.write.check)
PLANT = (
    r"(?:vegan|veggie|vegetarian|plant[- ]based|meat-?free|meatless|tofu|seitan|tempeh|jackfruit|soy|mushroom|"
    r"cauliflower|beetroot|beet|carrot|celeriac|aubergine|halloumi|paneer|sin|beyond|impossible|fake|faux|mock|quorn)\b"
)
_DIET_WORD = rf"(?:{DIET_NAMES})\b"
# a diet word that only describes what follows it: "I'm a gluten-free baker", "a dairy-free cheesemaker"
_DESCRIBES = (
    r"(?! (?:[\w-]+ )?(?:baker\w*|cook\w*|chef|\w*maker|blogger|influencer|restaurant|caf[eé]|places?|books?|sheets?|"
    r"menus?|options?|recipes?|debate|bars?|snacks?|bread|brownies?|products?|food|stuff|friendly)\b)"
)
_DIETS = rf"(?P<v>{DIET_NAMES})"
# a month by name, for a diet's spell ("for January")
_MONTHS = r"jan\w*|feb\w*|march|april|may|june|july|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*"
# a business one may own or run as one's work (also read by muninn.write.check)
BUSINESSES = (
    r"bakery|caf[eé]|coffee shop|restaurant|salon|barbershop|farm|bookshop|boutique|(?:tattoo|photography|yoga|dance|"
    r"design|pottery) studio|clinic|practice|pub|food truck|business|shop|store|firm|agency|nursery|daycare|vineyard|"
    r"winery"
)
# what makes a business's word a hobby's (also read by muninn.write.check): "an ant farm", "a server farm", "my yoga
# practice", "a plant nursery"
HOBBY_BUSINESS = (
    r"side|ant|server|worm|plant|herb|yoga|meditation|piano|guitar|prayer|daily|home|fantasy|virtual|online|lego|toy|"
    r"dream|imaginary|pretend"
)
# the business word ends its phrase (also read by muninn.write.check): not "a business plan", "a pub quiz", "a store
# card", "my own practice sessions"
BUSINESS_END = (
    r"(?=$|[,.;:!?)]|\s+[—–-]\s|\s+(?:near|outside) (?-i:[A-Z])|"  # a place by name: "outside Mendoza"
    r"\s+(?:in|on|at|and|now|since|for|with|from|last|this|after|called|named|full[- ]time|"
    r"so|but|which|where|that|here|there|today|yesterday|back|of|selling|making|doing|a|an|the|my|our|is|was|"
    # "Owning the bakery means I'm up at 4am"
    r"means)\b|"
    # a place down or up the road, out of a room of one's home: "down in Macon", "down by the harbour", "out of the
    # spare room"; not "up until the landlord shut us down", "over half term", "out of a spreadsheet in my head"
    r"\s+(?:down|up|out|over) (?:in|by|at|on|near|here|there|north|south|east|west)\b|"
    r"\s+out of (?:my|our|the|a) (?:[\w-]+ )?(?:home|house|flat|garage|kitchen|room|shed|van|basement)\b)"
)
# a business kept as a hobby, by where it is or what it is in: "a little farm in the garden", "a farm in Stardew"
# (also read by muninn.write.check)
HOBBY_PLACE = (
    r"\b(?i:in (?:the|my|our) (?:back )?garden|on (?:the|my|our) (?:windowsill|balcony|allotment)|"
    r"in (?:minecraft|stardew\w*|sims|the sims|the game|animal crossing))\b"
)
# a game's, a story's or a dream's (not the games business: "a job in the video game industry")
_IN_FICTION = re.compile(
    r"\b(?:in (?:the|my|a|our|this) (?:game|dream|story|novel|play|show|musical)"
    r"(?! (?:industry|team|studio|company|dev\w*|business|sector|design\w*)\b)|"
    r"in (?:minecraft|stardew\w*|(?:the )?sims|roblox|fortnite|animal crossing|d&d|dnd|our (?:d&d|dnd) campaign)|"
    r"dating sim|role-?play\w*)",
    re.I,
)
_STATUS = r"(?P<v>single|married|engaged|divorced|separated|widowed|widow|widower)"
# what a person is when it is their work: "User is a paramedic" fills the job slot, "User is a
# runner" (a hobby) and "User is a good cook" (a skill) do not
OCCUPATIONS = (
    "accountant|actor|actress|administrator|agent|analyst|animator|apprentice|architect|artist|assistant|attorney|"
    "author|baker|banker|barber|barista|bartender|broker|carpenter|cashier|chef|chippy|chemist|cleaner|clerk|coach|"
    "consultant|cook|coordinator|counsell?or|courier|dancer|dentist|designer|developer|dietitian|doctor|"
    "driver|economist|editor|electrician|engineer|farmer|firefighter|freelancer|gardener|hairdresser|"
    "hygienist|illustrator|inspector|instructor|intern|journalist|judge|lawyer|lecturer|librarian|manager|mechanic|"
    "midwife|musician|nanny|novelist|nurse|nutritionist|first officer|officer|operator|optician|paralegal|paramedic|"
    "flight attendant|cabin crew|co-pilot|copilot|trucker|vet tech|lab tech|pharmacy tech|"
    "pharmacist|photographer|physician|physicist|physiotherapist|pilot|plumber|police officer|professor|"
    "programmer|psychologist|realtor|receptionist|representative|researcher|retiree|salesperson|scientist|secretary|singer|"
    "solicitor|barrister|postie|postman|postwoman|porter|caretaker|janitor|labourer|laborer|miner|roofer|builder|"
    "plasterer|bricklayer|joiner|butcher|florist|fisherman|decorator|tiler|"
    "soldier|student|surgeon|surveyor|tailor|teacher|technician|tester|therapist|trader|trainer|translator|"
    "tutor|veterinarian|vet|waiter|waitress|welder|worker|writer|"
    # less common posts, each only a job and seldom one who serves the speaker ("a park ranger now"; not "recruiter",
    # "my psychiatrist", "the videographer for the wedding") nor a summer job of one's teens ("lifeguard")
    "ranger|potter|sculptor|locksmith|jeweller|jeweler|glazier|blacksmith|upholsterer|seamstress|dressmaker|cobbler|"
    "watchmaker|sommelier|brewer|winemaker|beekeeper|rancher|zookeeper|copywriter|curator|archivist|"
    "archaeologist|anthropologist|biologist|geologist|botanist|ecologist|statistician|actuary|bookkeeper|underwriter|"
    "phlebotomist|dispatcher|machinist|groundskeeper|umpire|jockey|sysadmin|foreman|prosecutor|diplomat|"
    "civil servant|composer|filmmaker|cinematographer|cartoonist|broadcaster|stewardess|deckhand|meteorologist|"
    "spokesperson|spokeswoman|spokesman|press officer|press secretary"
)
# up to two words may qualify an occupation, from a known few ("a junior web developer", "an
# office manager"): not "a careful driver" or "a keen photographer", which are not jobs
_RANKS = (
    "junior|senior|trainee|probationary|qualified|registered|licensed|certified|freelance|self-employed|full-time|part-time|"
    "head|lead|chief|staff|assistant|deputy|apprentice|software|web|data|sous|pastry|graduate|office|lab|laboratory|graphic|"
    "line|taxi|bus|truck|lorry|delivery|social|care|teaching|personal|wedding|school|primary|secondary|night|sales|"
    "marketing|project|product|account|real estate|estate|dental|veterinary|legal|medical|research|store|shop|"
    "restaurant|"
    "hotel|bank|construction|factory|warehouse|flight|civil|mechanical|electrical|chemical|backend|frontend|"
    "full-stack|mobile|game|ux|qa|it|hr|finance|financial|news|sports|fitness|yoga|music|art|english|maths?|"
    "history|science|piano|dance|driving|tour|travel|interior|fashion|tattoo|food|health|safety|building|tax"
)
# "a UX researcher", "a full-time primary school teacher"
OCCUPATION = (
    rf"(?P<v>(?:(?i:full[- ]time|part[- ]time|freelance|self-employed) )?(?:(?i:{_RANKS}) ){{0,2}}(?:{OCCUPATIONS})"
    r"(?: (?:apprentice|trainee))?)"  # "an electrician apprentice"
)
# the one in charge of a place ("the manager of the restaurant"); not "the author of a blog"
_IN_CHARGE = (
    rf"(?P<v>(?:(?:{_RANKS}) ){{0,2}}"
    r"(?:manager|director|head chef|head teacher|headteacher|principal|owner|supervisor|chef|coach|captain|editor|"
    r"curator))"
)
_EMPLOYER = r"(?P<v>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3})"
# out of work: a state of the job slot that a new job changes
_NO_JOB = r"(?P<v>unemployed|jobless|out of work|between jobs)"
# at home with the children: a state of the job slot too, that going back to work changes
_AT_HOME = (
    r"(?P<v>(?:a )?(?:stay-at-home|stay at home|full-time|full time) (?:parent|mum|mom|dad|mother|father)|"
    r"(?:a )?(?:homemaker|housewife|househusband))"
)

# ends at the sentence's end or an employer ("at St Mary's"): "a musician in a band", "a tutor for her nephew", "a cook
# at heart" are not jobs
_POST_IS = re.compile(
    r"\b(?:is|am|'m|are) (?:now )?an? (?:[a-z]+['’]s )?"
    + OCCUPATION
    + r"(?=$|[,.;!]| now\b| (?:at|for|with) [A-Z]| (?:at|with) (?:the|a|an) [a-z])"
)
# a post on a hospital's ward or care unit: "User is a nurse on the paediatric ward", "… in the intensive care unit";
# not "a dancer on the dance floor", "an officer in the Army Reserve unit"
_POST_ON_A_WARD = re.compile(
    r"\b(?:is|am|'m|are) (?:now )?an? (?:[a-z]+['’]s )?"
    + OCCUPATION
    + r"(?= (?:on|in) (?:the|a|an) (?:[\w-]+ ){0,2}(?:ward|(?:care|dependency) unit|"
    r"department|wing)\b)"
)
# a post one loves being in, said alone: "User loves being a paramedic"; not "… a judge at the village show"
_POST_LOVED = re.compile(r"\b(?:loves|enjoys) being an? (?:[a-z]+['’]s )?" + OCCUPATION + r"(?=$|[,.;!]| now\b)")


def post_by_ward_or_liking(text: str) -> bool:
    """Whether ``text`` fills the job slot only by a post on a ward or one loved (:data:`_POST_ON_A_WARD`,
    :data:`_POST_LOVED`), not as the plain "User is a nurse"."""
    return _POST_IS.search(text) is None and bool(_POST_ON_A_WARD.search(text) or _POST_LOVED.search(text))


# a village or town by the city it lies outside, that city's home (also read by muninn.write.check): "a small village
# just outside Kraków"
TOWN_OUTSIDE = (
    r"(?:a|an|the) (?:[\w-]+ ){0,2}(?:village|town|suburb|hamlet)(?: just| right)? (?:outside(?: of)?|near|close to)"
)
_JOB = r"(?P<v>[\w '&.-]{2,40}?)"
_END = r"(?=$|[,.;]| now| since| and| in | as | at | for )"
_NOT = r"(?:now |no longer |not )?"
# what may follow "separated" or "divorced" said of the user: the end, or when it happened
_WHEN = r"(?=$|[,.;!]| (?:last|this|in|on|from|after|before|recently|earlier|now|since|two|three|a few|years?|with)\b)"
_RULES: tuple[tuple[Slot, re.Pattern[str]], ...] = (
    # (a village or town by the city it lies outside: "lives in a small village just outside Kraków")
    ("residence", re.compile(r"\b(?:lives?|living|resides?|residing|(?:is|are) (?:now )?based|settled) (?:now )?in "
                             rf"(?:{TOWN_OUTSIDE} )?" + _NAME)),
    # texted "movd to melbourne last wk"
    ("residence", re.compile(r"\b(?:moved|movd|relocated|moved back|shifted(?: base| house)?|upped sticks|decamped|"
                             # Irish English: "I'm after moving to Ennistymon" is "I've just moved"; Scots:
                             # "we've flitted tae Kirkcaldy", "we flitted fae Glasgow tae Oban"
                             r"(?:'m|’m|am|'re|’re|are) after moving|flitted)"
                             r"(?: (?:from|fae) [\w ,'-]+?)? (?:to|tae) " + _NAME)),
    # "moved out to Kelowna", "flitted up tae Inverness": not a rank ("moved up to Grade 5", "down to Bronze"),
    # nor a stay ("moved out to Boston for the summer internship")
    ("residence", re.compile(r"\b(?:moved|relocated|flitted|shifted) (?:up|down|out)(?: from [\w ,'-]+?)? (?:to|tae) "
                             r"(?!(?:Grade|Year|Level|Division|League|Premier\w*|Premium|Bronze|Silver|Gold|Platinum|"
                             r"Diamond|Stage|Round|Tier|Class|Form|Band|Step|Page|Chapter|Version|Part|Team|Senior|"
                             r"Junior|Head|Management|First|Second|Third|Fourth|Fifth|Sixth|Reverse|Neutral|Pro|Plus|"
                             r"Max|Lite|Basic|Teams|"
                             r"Zoom|Slack|Meet|Plan)\b)" + _NAME + r"(?![\w'’]*\s*\d)" + _NO_TRIP
                             + r"(?![^.!?]*\b(?:summer|internship|placement|semester|term|season|"
                             r"back (?:in|by|for|to))\b)")),
    # a room of one's own in a shared home: "I took a flat share in Fremantle last month"
    ("residence", re.compile(r"\b(?:took|got|found|have|has|rent|rents|rented|moved into) (?:a |an |my |our )?"
                             r"(?:room in a )?(?:flat ?share|house ?share|shared (?:flat|house)) in " + _NAME)),
    # being somewhere said as where one is now: "now that I'm in Bellingham", "I'm down in Llandeilo with
    # Mam now since the autumn", Singapore English "Now I stay JB already"; not a trip
    ("residence", re.compile(r"\b(?P<me>(?:[Nn]ow that|[Ss]ince) (?:I['’]m|I am|we['’]re|we are)) (?:now )?"
                             r"(?:living |based |settled )?(?:down |up |out |over )?in " + _NAME + _NO_TRIP)),
    ("residence", re.compile(r"\b(?P<me>I['’]m|I am|we['’]re|we are) (?:down|up|out|over) in " + _NAME
                             + r"(?=[^.!?]*\b(?:now|since|these days)\b)" + _NO_TRIP)),
    ("residence", re.compile(r"\b(?P<me>[Nn]ow (?:I|we)) stay (?:in |at )?" + _NAME + _NO_TRIP)),
    # Irish English: "I'm after settling in Galway now" is "I've settled in Galway"
    ("residence", re.compile(r"\b(?P<me>I['’]m|I am|we['’]re|we are) after settling in " + _NAME + _NO_TRIP)),
    # "I'm still unpacking boxes in the new apartment in Busan since we left Seoul"
    ("residence", re.compile(r"\b(?P<me>I['’]m|I am|(?i:we['’]re|we are)|I|(?i:we)) (?:still |finally |just |now )?"
                             r"(?:unpacking|unpacked|settling in|settled in|moving in|moved in)"
                             r"(?: (?:the |our |my )?boxes)? "
                             r"(?:in|into|at) (?:the|my|our) new (?:place|flat|house|apartment|home|condo|unit) in "
                             + _NAME + _NO_TRIP
                             # not for someone else, nor for a season: "… in the new flat in Leeds for my son, then
                             # drove home", "settling in at the new place in Marbella for the winter", "… only for six
                             # months while I do the contract"
                             + r"(?![^.!?]*\b(?:for (?:my|his|her|their|our|him|them)\b|for the (?:winter|summer|"
                             r"season|term|semester|month|holidays?)\b|back (?:to|in) [A-Z]|only for|temporar\w*|"
                             r"while|until|till|contract|for (?:a few|a couple of|\d+|one|two|three|four|five|six|"
                             r"nine|twelve) (?:weeks|months)\b))")),
    # a learner's present for the past, after "since": "Since I move to Valencia last month"
    ("residence", re.compile(r"\b(?P<me>[Ss]ince (?:I|we)) move to " + _NAME
                             + r"(?= (?:last|\w+ (?:years?|months?|weeks?) ago)\b)"
                             + _NO_TRIP)),
    ("residence", re.compile(r"\b(?P<me>I|we) stay (?:in |at )?" + _NAME + r" (?:already|now)\b" + _NO_TRIP)),
    # "I've been an Abuja resident since January"
    ("residence", re.compile(r"\b(?:is|am|'m|are|'re|been|became) (?:now )?an? " + _NAME + r" (?:resident|local)\b")),
    # "Now that we're Auckland locals, …" (not "We're Arsenal locals at the Emirates", "… locals for the week")
    ("residence", re.compile(r"\b(?P<me>[Ww]e['’]re|[Ww]e are) (?:now )?(?:officially |proper |real )?" + _NAME
                             + r" locals(?=\s*(?:$|[,.;:!?]|now\b))" + _NO_TRIP)),
    # a home rented: "The flat I'm renting in Kigali has no oven", "My rent in Edinburgh is eating half my salary" (not
    # a stay, a let or someone else's, nor the past: "… renting in Porto for the summer", "… in Lisbon next month",
    # "… to tourists", "my rent in Leeds for my son", "My rent in Tokyo was 80k yen, now in Osaka …")
    ("residence", re.compile(r"\b(?P<me>(?:flat|apartment|house|place|room|studio) (?:I['’]m|I am|we['’]re|we are) "
                             r"(?:now )?renting|(?<![\w'’] )(?i:my|our) rent) in " + _NAME + _NO_TRIP
                             + r"(?![^.!?]*\b(?:for (?:my|his|her|their|our|him|them)\b|for the (?:winter|summer|"
                             r"season|term|semester|month|holidays?)\b|office|studio|shop|sublet|while|until|till|next|"
                             r"from|over|during|this (?:summer|spring|autumn|fall|winter|week|month|\w+day)|nights?|"
                             r"trips?|weeks?|tourists|airbnb|empty|lives|through|when|still|festival|sabbatical|"
                             r"holidays?|vacation|easter|christmas|was|were|used to|would|had|back|last|(?:19|20)\d\d|"
                             r"weekends?|pied|moved|now in|here in|paper|tax\w*)\b)")),
    # "I'm a Brisbane girl now": one of a place's people, now
    ("residence", re.compile(r"\b(?:is|am|'m|are|'re) an? " + _NAME + r" (?:girl|boy|guy|gal|lass|lad) now\b")),
    ("residence", re.compile(r"\b(?:bought|closed on) (?:a |an |our |my |their )?(?:new )?"
                             r"(?:house|home|flat|apartment|condo) in " + _NAME)),
    # "home is Austin now" opening a message is the speaker's home
    ("residence", re.compile(r"(?:(?P<me>^|\b[Mm]y |\b[Oo]ur ))?\b(?:[Hh]ome|[Hh]ometown|[Hh]ome town) is "
                             r"(?:now )?(?:in )?" + _NAME)),
    # "since moving to Bergen, I …": the speaker's own move, though no "I" comes before it
    ("residence", re.compile(r"\b(?P<me>[Ss]ince) (?:(?:i|we|I) )?(?:moved|moving|relocated|relocating) to " + _NAME)),
    ("job", re.compile(r"\b(?:works?|working|employed|practi[sc]es?|practi[sc]ing) (?:now )?(?:as an?|as|at|for) "
                       + _JOB + _END, re.I)),
    # "User's job now is at Rivian", "… is a nurse": an employer's name or an occupation, not
    # "User's job is at risk" or "… is remote"
    ("job", re.compile(r"\b(?i:job|occupation|profession|role)(?: now)? is (?:now )?(?:working )?(?:at|with|for) "
                       + _EMPLOYER)),
    ("job", re.compile(r"\b(?:job|occupation|profession|role)(?: now)? is (?:now )?an? " + OCCUPATION + r"\b", re.I)),
    ("job", re.compile(r"\b(?:(?:got|was|been) )?promoted to (?:an? |the )?(?:position of |role of )?" + _JOB + _END,
                       re.I)),
    # "User was made manager of the restaurant": an occupation given, not "made dinner"
    ("job", re.compile(r"\b(?:got|been|was|were) made (?:the |an? )?(?:new )?" + OCCUPATION + r"\b(?!['’])", re.I)),
    # "User starts work at Oracle on Monday": at an employer, not "started at the gym" or "with Python"
    ("job", re.compile(r"\b(?:starts?|started|starting|began|begins) (?:work|working|a (?:new )?job) (?:at|for) "
                       + _EMPLOYER)),
    ("job", re.compile(r"\b(?:is|am|'m|are|has been|have been|'ve been) (?:now )?" + _NO_JOB
                       + r"(?=$|[,.;!]| now\b| since\b| ever since\b| for\b)", re.I)),
    ("job", re.compile(r"\b(?:is|am|'m|are) (?:now )?" + _AT_HOME + r"(?=$|[,.;!]| now\b| since\b)", re.I)),
    ("job", re.compile(r"\b(?:got|been|was|were) (?P<v>laid off|made redundant|fired|sacked|let go)\b"
                       r"(?! (?:up|of)\b)", re.I)),
    ("job", re.compile(r"\b(?P<v>lost (?:her|his|their|my) job)\b", re.I)),
    # "User quit Amazon on Tuesday", "User was made redundant by Deloitte": no longer there
    ("job", re.compile(r"\b(?P<not>quit|resigned from|(?:was |got |been )?"
                       r"(?:fired|sacked|laid off|let go|made redundant) (?:from|by)) (?=[A-Z])" + _EMPLOYER)),
    # "User quit her job at Google": no longer at Google (the employer is the value, negated)
    ("job", re.compile(r"\b(?P<not>quit|left|resigned from) (?:her|his|their|my) (?:job|position|role) (?:at|with) "
                       + _EMPLOYER)),
    ("job", re.compile(r"\b(?:started|starts|began|got|took|takes|accepted|has) (?:a |her |his |their )?(?:new )?"
                       r"(?:job|position|role|post) (?:as an?|as|at|with) (?P<v>[\w '&.-]{2,40}?)" + _END, re.I)),
    ("job", re.compile(r"\b(?:(?:got|been|was) )?hired (?:as an?|as|at|by) (?P<v>[\w '&.-]{2,40}?)" + _END, re.I)),
    ("job", re.compile(r"\bis now an? (?P<v>[\w '-]{2,30}?) (?:at|for) ", re.I)),
    ("job", re.compile(r"\b(?:became|becomes|has become|retrained as|trained as) an? (?!" + _DIET_WORD + r")"
                       r"(?P<v>[\w '-]{2,30}?)" + _END, re.I)),
    ("job", re.compile(r"\b(?:joined|joins|has joined) (?P<v>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3})")),
    ("job", re.compile(r"\b(?P<v>retired)\b", re.I)),
    # a business of one's own: "User opened a bakery", "User runs their own poultry farm"; not a side business
    ("job", re.compile(r"\b(?:runs|owns|opened|has opened|started|has started|set up|has set up) "
                       r"(?:an?|(?:her|his|their) own|(?<=owns )the)(?: (?:little|small|new))? "
                       rf"(?P<v>(?:(?!(?:{HOBBY_BUSINESS})\b)[a-z]+ )?(?:{BUSINESSES}))\b{BUSINESS_END}"
                       rf"(?![^.!?]*{HOBBY_PLACE})")),
    # ends at the sentence's end or an employer ("at St Mary's"): "a musician in a band", "a tutor
    # for her nephew", "a cook at heart" are not jobs
    ("job", _POST_IS),
    # "User is a nurse on the paediatric ward", "User loves being a paramedic" (the speaker's "I love being a …"):
    # read by muninn.write.check only where the speaker says so (post_by_ward_or_liking)
    ("job", _POST_ON_A_WARD),
    ("job", _POST_LOVED),
    # a student of any kind: "User is a doctoral student in marine biology", "… a student of nursing"
    # (not "a mentor to a student", "a big fan of student radio", "a student of life")
    ("job", re.compile(r"\b(?:is|am|'m|are) (?:now )?an? "
                       r"(?:(?!(?:of|to|for|fan|with|an?|the|my|his|her|their)\b)[\w-]+ ){0,3}?"
                       r"(?P<v>student)\b(?!['’]| of life| radio)", re.I)),
    # "User starts as a pharmacist at the hospital", "… started at the dental practice as a hygienist": a post
    # taken up
    ("job", re.compile(r"\b(?:starts?|started|starting|began|begins) (?:work |working )?"
                       r"(?:at (?:the |a |an )?[\w'’ -]{2,40}? )?as an? " + OCCUPATION
                       + r"\b(?!['’])")),
    # "User is the manager of the restaurant": the one in charge of a place
    ("job", re.compile(r"\b(?:is|am|'m|are) (?:now )?the (?:new )?" + _IN_CHARGE
                       + r"(?= (?:of|at) (?:the|a|an|our|my|his|her|their) )")),
    # Indian English "I have become pure vegetarian"
    ("diet", re.compile(r"\b(?:is|are|am|'m|became|become|went|gone|turned|now|so|being|been|eats?|follows?|"
                        r"(?P<me>(?<=since )going|(?<=after )going)|"
                        r"stays?) " + _NOT + r"(?:an? )?(?:fully |strictly |strict |proper |full |full-on |totally |"
                        r"completely |pure (?=vegetarian))?" + _DIETS
                        # not only at times: "My wife and I eat vegan now and then"
                        + r"\b(?! mode\b)(?! (?:now and then|sometimes|occasionally|once a \w+)\b)" + _DESCRIBES,
                        re.I)),
    # the extraction's "User is going fully plant based", "User is eating mostly Mediterranean style now" (not "User is
    # going vegan next month")
    ("diet", re.compile(r"(?<=^User )(?:is|has been) going (?:fully |completely |totally |strictly )?" + _DIETS
                        + r"(?=$|[,.;!]| now\b| from now on\b)", re.I)),
    ("diet", re.compile(r"(?<=^User )(?:is |has been )?eat(?:s|ing) (?:mostly |mainly |a )?(?P<v>mediterranean)"
                        r"(?: style| diet)?(?=$|[,.;!]| now\b| these days\b)", re.I)),
    # "I am doing low FODMAP", "I'm doing keto now": the diet ends its clause; not "I'm doing vegan baking for the bake
    # sale", "doing vegetarian for the guests tonight" (a dish, a meal)
    ("diet", re.compile(r"\b(?<!stopped )(?<!quit )(?<!stop )doing " + _NOT + r"(?:an? )?(?:fully |strictly |strict |"
                        r"proper |full |full-on |totally |completely )?" + _DIETS + r"\b(?! mode\b)" + _DESCRIBES
                        + r"(?=\s*(?:$|[,.;:!)]|(?:now|since|these days|nowadays|again|anymore|because|as|after|"
                        r"and|but|so|too|properly|strictly|full[- ]time)\b))", re.I)),
    # "User follows the Atkins diet", "User has a Mediterranean-style diet", "User follows a Mediterranean way of
    # eating", not "I have the gluten-free diet sheet", "I follow the keto diet debate"
    ("diet", re.compile(r"\b(?:follows?|has|have|is on|am on|eats?) (?:an?|the) (?:strict |(?:normal |regular |"
                        r"balanced |standard |typical )(?=omnivor))?" + _DIETS
                        + r"(?:(?:[- ]style)? (?:diet|way of eating|eating plan)|[- ]style of eating)"
                        r"(?=\s*(?:$|[,.;:!?)]|(?:now|again|for|since|these|and|but|so|too|as|because|from|at|with|"
                        r"nowadays|anymore|"
                        r"on (?:my|the|her|his|their) (?:\w+['’]s? )?(?:advice|orders|recommendation))\b))",
                        re.I)),
    # "User has no dietary restrictions", "User eats fish but no meat", "User eats chicken and fish"
    ("diet", re.compile(r"\b(?:has|have) (?P<v>no (?:special )?dietary (?:restrictions|requirements))\b", re.I)),
    ("diet", re.compile(r"\b(?P<v>eats? fish but (?:no|not) meat)\b", re.I)),
    # a memory's own words only: "User eats everything", "User is non-vegetarian", "User only eats fish and no other
    # meat" (a message saying so is read as a change by muninn.write.check, in its words)
    # "User eats all kinds of meat"
    ("diet", re.compile(r"(?<=^User )(?:now )?(?P<v>eats (?:everything|anything)|is non-?veg(?:etarian)?|eats non-?veg|"
                        r"eats (?:all (?:kinds|sorts|types) of|any) meat|"
                        r"only eats fish and no other meat)$")),
    # "User is a big meat eater"
    ("diet", re.compile(r"(?<=^User )is an? (?:(?:big|heavy|huge|real|keen) )?(?P<v>meat[- ]?eater)$", re.I)),
    ("diet", re.compile(r"\beats? (?P<v>" + MEAT + r") and (?:fish|" + MEAT + r")\b", re.I)),
    # a memory's own words: "User eats pork" (a meat eater)
    ("diet", re.compile(r"(?<=^User )eats (?P<v>" + MEAT + r")$")),
    # "The cardiologist put me on a plant-based regimen", "I'm on a vegan plan now"
    # "my dietitian has me on a Mediterranean diet now", "the GP's got me on …" (not the past: "had me on … in 2019")
    ("diet", re.compile(r"\b(?P<me>put me|(?:has|have)(?: got)? me|['’](?:s|ve) got me|"
                        r"(?:I['’]m|I am|I['’]ve gone|I went)) on (?:a|an|the) "
                        r"(?:strict |full )?"
                        + _DIETS + r" (?:diet|regimen|regime|plan)\b", re.I)),
    # "I'm doing the full vegan thing now"
    ("diet", re.compile(r"\b(?:doing|do|does) (?:the )?(?:full |whole |strict )?" + _DIETS + r" (?:thing|diet)\b",
                        re.I)),
    ("diet", re.compile(r"\bdiet (?:now )?is (?:now )?(?:an? |fully |strictly )?" + _DIETS + r"\b", re.I)),
    # "switched to a Mediterranean diet on my cardiologist's advice"; not "switched to vegan cheese"
    # (said as under way: "so I'm switching to a Mediterranean diet"; not "switching to keto next month")
    ("diet", re.compile(r"\b(?:switched|changed|converted|gone over|went over|" + SWITCHING_NOW + r") (?:over )?to "
                        r"(?:an? |the )?"
                        r"(?:strict |full )?"
                        + _DIETS + r"(?: (?:diet|regimen|regime|plan|eating))?"
                        r"(?=\s*(?:$|[,.;:!?)]|(?:now|since|on|for|and|but|so|after|because|last|this|in)\b))"
                        # not a spell, nor the past given up: "switched to vegan for January and it was awful",
                        # "converted to a vegan diet in 2015 but went back to meat", "… last year, didn't stick"
                        r"(?![^.!?]*\b(?:in (?:19|20)\d\d|back then|in (?:college|uni|school)|(?:went|go|got|came|am|"
                        r"I['’]m) back|back to (?:eating|normal|meat)|didn['’]t (?:stick|last|work)|lasted|"
                        r"gave (?:it )?up|"
                        r"for (?:" + _MONTHS + r"|a (?:week|month|while|bit|fortnight)|"
                        r"(?:one|two|three|four|\d+) (?:days|weeks|months))|"
                        r"was (?:awful|horrible|terrible|a disaster))\b)", re.I)),
    # "Packed in the paleo thing", "I stopped doing low-carb", a learner's "I stop the low-carb because …"
    ("diet", re.compile(r"\b(?:stopped|quit|gave up|given up|dropped|ditched) "
                        r"(?:being |eating |the |my |a |an )?" + _DIETS, re.I)),
    # "Gave up on keto after six months" (not "gave up on vegan cheese", nor for a spell: "… for today", "… till
    # January")
    ("diet", re.compile(r"\b(?:gave|given) up on (?:the |my |being )?" + _DIETS + r"(?: diet| thing)?"
                        r"(?=\s*(?:$|[,.;:!?)…—–-]|(?:after|for|last|this|in|since|because|bc|cos|and|so|when|lol|"
                        r"completely)\b))(?!\s*(?:" + DIET_SPELL + r")\b)", re.I)),
    # the diet ends its clause after the newer words and "doing": not "I packed in the vegan cheese", "I stopped doing
    # vegetarian cooking demos", "I stop keto on holidays every year" (a learner's habit)
    ("diet", re.compile(r"\b(?:(?:packed|jacked) in (?:being |eating |doing |the |my |a |an )?|(?<=\bI )stop "
                        r"(?:being |eating |doing |the |my |a |an )?|(?:stopped|quit|gave up|given up|dropped|ditched) "
                        r"doing (?:the |my )?)" + _DIETS
                        + r"(?=\s*(?:$|[,.;:!)]|(?:thing|diet|lark|lifestyle|regime|plan|eating|and|because|since|"
                        r"after|now|in|last|this|a|two|three|four|five|six|for good|completely|altogether|already)\b))"
                        # (nor for a spell: "I packed in the keto, and the gym, and the booze for January")
                        r"(?![^.!?]*\bfor (?:" + _MONTHS + r"|lent|a (?:week|month|while|bit)|"
                        r"the (?:week|weekend|holidays|month)|(?:one|two|three|"
                        r"\d+) (?:days|weeks|months))\b)",
                        re.I)),
    # a learner's "Since two months I eat again meat"
    # (not "Sometimes I eat again meat at my mother's", "I eat again meat only at Christmas")
    ("diet", re.compile(r"\b(?P<v>eats? meat|eats? fish and meat|eating meat|(?<=\bI )(?<!sometimes I )(?<!maybe I )"
                        r"(?<!when I )eat again meat(?=\s*(?:$|[,.;:!)]|(?:since|now|again|every|mostly|because|and|"
                        r"but|after|too|also|like)\b)))\b", re.I)),
    # the extraction's "User only eats halal food", "User eats only halal now", "User keeps kosher", the model's "User
    # follows a halal diet" (not "… halal butchers")
    ("diet", re.compile(r"(?<=^User )(?:(?:now|only|strictly|also) )*(?:eats|is eating|has been eating|keeps|"
                        r"is keeping|has been keeping|follows|buys)(?: only| strictly)? (?:an? )?(?P<v>halal|kosher)"
                        r"\b(?! (?:butchers?|restaurants?|shops?|places?|stores?|sections?|options?)\b)", re.I)),
    # "back on meat", "back on the braai meat", "back to eating meat", "back on the boerewors and chops"
    ("diet", re.compile(r"\bback (?:on|to) (?:the |eating )?(?:(?!" + PLANT + r")[\w-]+ )?(?P<v>" + MEAT + r")\b",
                        re.I)),
    # leaving meat out is the change itself, so the value is not negated
    ("diet", re.compile(r"\b(?P<v>(?:cut out|cut|stopped eating|gave up|given up|quit|quit eating|doesn't eat|been off|"
                        r"don't eat|does not eat|do not eat|(?:haven't|hasn't|have not|has not|never|don't|doesn't) "
                        r"touch(?:ed|es)?)(?: all| eating| any)? (?:meat|non-veg)"
                        # not all of it: "I cut out meat but not chicken"
                        r"(?!,? (?:but|except)(?: not| for)? (?:the )?(?:chicken|poultry|turkey|pork|beef|lamb)\b)"
                        # "I've cut out meat but I still eat seafood now", "… but kept fish": pescatarian
                        r"(?:,? but (?:I )?(?:still )?(?:eat|have|eating|kept) (?:fish|seafood))?|left non-veg)\b",
                        re.I)),
    # leaving out every animal product is being vegan, said without the word
    ("diet", re.compile(r"\b(?P<v>(?:haven't|hasn't|have not|has not|don't|doesn't|do not|does not|no longer|"
                        r"stopped|quit|gave up|given up|cut out|eliminated|removed|dropped|cut)(?: eaten| eating| eat| "
                        # "cut out fish and all other animal products"
                        r"eats)?(?: [a-z]+(?:,? and| &))?(?: any| all)?(?: other)? animal products)\b", re.I)),
    ("relationship", re.compile(r"\b(?:is|are|am|'m|got|just got|now|became) " + _NOT + r"(?:an? )?" + _STATUS
                                + r"\b(?! (?:only )?(?:on paper|in name only|technically|legally))", re.I)),
    ("relationship", re.compile(r"\b(?P<v>broke up|split up|separated from|separated|divorced|remarried)" + _WHEN,
                                re.I)),
    # "User is getting divorced": on the way out of the marriage, which no longer holds (the memory's
    # words only: a message saying so is read by muninn.write.check, in these words)
    ("relationship", re.compile(r"\bis (?:now )?(?:getting|going through) (?:a )?(?P<v>divorce)d?\b")),
    # "User is getting married next summer": engaged, not married yet
    ("relationship", re.compile(r"\b(?:is|are|am|'m|'re) (?:now )?(?P<v>getting married)\b")),
    # "User married Priya", "User divorced Tom": the act, with the other person's name
    ("relationship", re.compile(r"\b(?P<v>married|remarried|divorced) (?=[A-Z][a-z])")),
    ("relationship", re.compile(r"\brelationship status (?:now )?is (?:now )?" + _STATUS + r"\b", re.I)),
    # "Eva dumped me last week": the speaker's breakup (not "dumped me with extra work")
    ("relationship", re.compile(r"\b(?P<me>)(?P<v>dumped) me(?=$|[,.;!]| (?:last|this|yesterday|today|on|in|after|"
                                r"by text|over text|for (?:someone|somebody|another|her|him))\b)", re.I)),
    ("relationship", re.compile(r"\b(?:(?P<me>my|our) )?(?P<v>divorce)(?: from [A-Z][a-z]+)? (?:was|is|has been|got) "
                                r"(?:now |finally |officially )?(?:finali[sz]ed|final|through|official)\b", re.I)),
    ("relationship", re.compile(r"\b(?:is|are) (?:now )?(?:dating|seeing|in a relationship with) " + _NAME)),
    ("relationship", re.compile(r"\b(?:is|are|am|'m) (?:now )?(?P<v>(?:dating|seeing) (?:someone|somebody)(?: new)?|"
                                r"in a (?:new )?relationship)(?=$|[,.;!]| now\b| since\b)", re.I)),
    ("relationship", re.compile(r"\b(?:has|have|'ve got|has got) an? (?:new )?"
                                r"(?P<v>girlfriend|boyfriend|partner|wife|husband|fianc[ée]e?|"
                                r"(?:gf|bf)(?=$|[,.;!?]| now\b| (?:named|called)\b))\b", re.I)),
    # "my partner Ines and I have been together six months": the speaker's partner, by name
    ("relationship", re.compile(r"\b(?P<me>[Mm]y) (?:new )?(?:girlfriend|boyfriend|partner) (?P<v>[A-Z][a-z]+)"
                                r"(?= and I\b)")),
)  # fmt: skip

# several words for one state of a slot: what compares equal
_SAME = {
    "eat meat": "omnivore",
    "eats meat": "omnivore",
    "meat eater": "omnivore",
    "meat-eater": "omnivore",
    "meateater": "omnivore",
    "eating meat": "omnivore",
    "meat": "omnivore",
    "eats fish and meat": "omnivore",
    "eat again meat": "omnivore",
    "eat fish and meat": "omnivore",
    "broke up": "single",
    "split up": "single",
    "separated from": "separated",
    "remarried": "married",
    "omnivorous": "omnivore",
    "low carb": "low-carb",
    "low fodmap": "low-fodmap",
    "gluten free": "gluten-free",
    "dairy free": "dairy-free",
    "lactose free": "lactose-free",
    "no dietary restrictions": "no restrictions",
    "no special dietary restrictions": "no restrictions",
    "no dietary requirements": "no restrictions",
    "no special dietary requirements": "no restrictions",
    "eats fish but no meat": "pescatarian",
    "eats everything": "omnivore",
    "eats all kinds of meat": "omnivore",
    "eats all sorts of meat": "omnivore",
    "eats all types of meat": "omnivore",
    "eats any meat": "omnivore",
    "eats anything": "omnivore",
    "is non-vegetarian": "omnivore",
    "is nonvegetarian": "omnivore",
    "is non-veg": "omnivore",
    "is nonveg": "omnivore",
    "eats non-veg": "omnivore",
    "eats nonveg": "omnivore",
    "only eats fish and no other meat": "pescatarian",
    "eat fish but no meat": "pescatarian",
    "eats fish but not meat": "pescatarian",
    "eat fish but not meat": "pescatarian",
    "plant-based": "vegan",
    "plant-only": "vegan",
    "plant based": "vegan",
    "meat-free": "vegetarian",
    "veggie": "vegetarian",
    "veggo": "vegetarian",
    "pure veg": "vegetarian",
    "raw vegan": "vegan",
    "pescetarian": "pescatarian",
    "getting married": "engaged",
    "lost her job": "unemployed",
    "lost his job": "unemployed",
    "lost their job": "unemployed",
    "lost my job": "unemployed",
    "dumped": "single",
    "divorce": "divorced",
    "girlfriend": "in a relationship",
    "gf": "in a relationship",
    "bf": "in a relationship",
    "boyfriend": "in a relationship",
    "partner": "in a relationship",
    "wife": "married",
    "husband": "married",
    "fiance": "engaged",
    "dating someone": "in a relationship",
    "dating somebody": "in a relationship",
    "dating someone new": "in a relationship",
    "seeing someone": "in a relationship",
    "seeing somebody": "in a relationship",
    "seeing someone new": "in a relationship",
    "in a new relationship": "in a relationship",
    "jobless": "unemployed",
    "out of work": "unemployed",
    "between jobs": "unemployed",
    "laid off": "unemployed",
    "made redundant": "unemployed",
    "fired": "unemployed",
    "sacked": "unemployed",
    "let go": "unemployed",
    "fiancé": "engaged",
    "fiancée": "engaged",
    "fiancee": "engaged",
    "widow": "widowed",
    "widower": "widowed",
}
# the slot must be the user's own: "User's sister lives in Paris" fills none of them
_SUBJECT = re.compile(
    r"^User(?:'s)?(?: and (?:(?:their|his|her) )?\w+)?"
    r"(?: (?:has|have|is|now|just|recently|finally|also|still|currently|then|no longer|not|never|has been|had|"
    r"started|starts|began|begun|stopped|quit))* ?$"
)
_FILLER = re.compile(r"^(?:a|an|the)\s+|\s+(?:now|currently|again)$")


@dataclass(frozen=True, slots=True)
class Filled:
    """A slot a memory fills, with its value ("residence", "tokyo") and whether it says "no longer"."""

    slot: Slot
    value: str
    negated: bool = False
    # "User has a boyfriend named Mateo": "in a relationship", with Mateo (lower case), who is no other value
    partner: str | None = field(default=None, compare=False)

    def contradicts(self, other: Filled) -> bool:
        """Whether both cannot be true at once: the same slot with another value, or the same value
        with and without "no longer"; a post and the kind of place it is done in are one job held."""
        if self.slot != other.slot:
            return False
        same = (
            _same_value(self.value, other.value)
            or _one_partner(self, other)
            or (
                # (not an end said at a place: "I don't work at the pharmacy counter anymore, … still a pharmacist")
                self.slot == "job"
                and not self.negated
                and not other.negated
                and _post_and_its_place(self.value, other.value)
            )
            or (self.slot == "job" and not other.negated and _freelance_of(self.value, other.value))
        )
        if self.slot == "diet" and not same and self.negated == other.negated:
            return _diets_exclude(self.value, other.value)  # self the new diet, other the one held
        return (not same) if self.negated == other.negated else same

    def restates(self, other: Filled) -> bool:
        """Whether both say the same: one slot and value, both with or both without "no longer"."""
        return self.slot == other.slot and self.negated == other.negated and _same_value(self.value, other.value)

    def shown(self) -> str:
        return f"{self.slot}: {'not ' if self.negated else ''}{self.value}"


def _clean(value: str, slot: Slot) -> str:
    value = normalise(value).strip(" ,.;")
    while True:
        shorter = _FILLER.sub("", value)
        if shorter == value:
            break
        value = shorter
    if slot == "diet" and re.search(r"\bbut (?:i )?(?:still )?(?:eat|have|eating|kept) (?:fish|seafood)$", value):
        return "pescatarian"  # "cut out meat but I still eat seafood", "gave up meat but kept fish"
    if slot == "diet" and value.endswith((" meat", " non-veg")) and value not in _SAME:  # "cut out meat"
        return "vegetarian"
    if slot == "diet" and re.fullmatch(MEAT, value) and value != "non-veg":  # "back on the boerewors"
        return "omnivore"
    if slot == "diet" and value.endswith(" animal products"):  # "haven't eaten any animal products"
        return "vegan"
    if slot == "diet" and value.endswith("vegetarian") and value not in _SAME:  # "lacto-ovo vegetarian", not "non-…"
        return "vegetarian"
    return _SAME.get(value, value)


# restrictions kept alongside any other diet ("vegan and gluten-free"); only "no restrictions" rules them out (also
# read by muninn.write.check)
KEPT_ALONGSIDE = frozenset({"gluten-free", "dairy-free", "lactose-free"})


# eating by a faith's law, meat included: it refines eating meat and ends a diet without meat
_BY_FAITH = frozenset({"halal", "kosher"})
_WITHOUT_MEAT = re.compile(r"lacto|ovo|raw vegan|vegan|vegetarian|pesc[ae]tarian|plant|meat-free|veggie|veggo|pure veg")


def _diets_exclude(new: str, held: str) -> bool:
    """Whether the diet ``new`` rules out the diet ``held``: not a restriction beside another diet,
    nor meat beside no restrictions. A diet of meat taken up where eating meat is held does ("day
    30 of keto" for "User eats meat": the diet now, which still eats meat), and so does the other way
    round ("eats meat" for "I eat everything again" after keto)."""
    both = {new, held}
    if both & KEPT_ALONGSIDE:
        return "no restrictions" in both
    if new in _BY_FAITH:  # "User only eats halal food" for "User eats meat" or "User is pescatarian", not for keto
        return held in ("omnivore", "no restrictions", *_BY_FAITH) or _WITHOUT_MEAT.match(held) is not None
    if held in _BY_FAITH:  # halal eaters eat meat: only no restrictions or a diet without meat ends it
        return new == "no restrictions" or _WITHOUT_MEAT.match(new) is not None
    return both != {"omnivore", "no restrictions"}


def _one_partner(a: Filled, b: Filled) -> bool:
    """Whether one relationship is being with a partner by name and the other names that partner: "User has a
    boyfriend named Mateo" and "User is in a relationship with Mateo" (or "User is dating Mateo")."""
    return any(
        x.slot == y.slot == "relationship" and x.partner is not None and _same_value(x.partner, y.value)
        for x, y in ((a, b), (b, a))
    )


def _same_value(a: str, b: str) -> bool:
    # "tokyo" and "tokyo, japan" are one place; compare by words so "paris" is not in "parish"
    # and "kraków" and "krakow" one too
    wa, wb = set(re.findall(r"\w+", unaccented(a))), set(re.findall(r"\w+", unaccented(b)))
    return bool(wa) and bool(wb) and (wa <= wb or wb <= wa)


# how a post's name ends beyond the name of where it is done: "pharmac|ist", "librar|ian", "bak|er"
_POST_ENDING = re.compile(r"(?:ist|ian|er)$")


def _freelance_of(new: str, held: str) -> bool:
    """Whether the ``new`` job value is the ``held`` post done freelance, its words among the post's: "freelance
    designer" for "graphic designer" is the job held ("It's been three years since I left the agency to freelance as a
    designer"); not "freelance software developer" for "property developer", nor a staff post for a freelance one."""
    post = re.sub(r"^(?:freelance|self-employed|independent)\s+", "", new)
    return post != new and set(post.split()) <= set(held.split())


def _post_and_its_place(a: str, b: str) -> bool:
    """Whether one job value is a post and the other the kind of place it is done in, so that both
    are one job: "pharmacist" and "pharmacy" ("Another twelve-hour shift at the pharmacy" stored
    "User works at the pharmacy" over "User works as a pharmacist"), "librarian" and "university
    library", "baker" and "bakery"; not two posts ("pharmacologist")."""
    for post, place in ((a.split()[-1], b.split()[-1]), (b.split()[-1], a.split()[-1])):
        stem = _POST_ENDING.sub("", post)
        if stem == post or _POST_ENDING.search(place):
            continue
        if (len(stem) >= 4 and place.startswith(stem)) or (post.endswith("er") and place.startswith(post)):
            return True
    return False


def slot_of(text: str) -> Filled | None:
    """The one slot ``text`` fills, or None (no pattern, a plan, a question, or two slots at once)."""
    if "?" in text or PLAN.search(text):
        return None
    text = _TITLED_POST.sub(lambda m: m[1] + m[2].lower(), text)  # "User is a Junior Data Analyst at Rakuten"
    found: dict[Slot, Filled] = {}
    for slot, pattern in _RULES:
        m = pattern.search(text)
        if m is None or slot in found or not _SUBJECT.search(text[: m.start()]):
            continue
        value = _clean(m.group("v"), slot)
        if value:
            negated = bool(_NEGATION.search(text[: m.start("v")])) or m.groupdict().get("not") is not None
            found[slot] = Filled(slot, value, negated)
    if len(found) != 1:
        return None
    filled = next(iter(found.values()))
    if filled.slot == "relationship" and filled.value == "in a relationship" and (named := _PARTNER.search(text)):
        return Filled(filled.slot, filled.value, filled.negated, named.group(1).lower())
    return filled


# the partner named beside the word for them: "User has a girlfriend named Chloé", "a boyfriend, Mateo"
_PARTNER = re.compile(
    r"\b(?:girlfriend|boyfriend|partner|gf|bf)(?: named| called|,) ([A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?)"
)


# a post written as a title: "User is a Junior Data Analyst at Rakuten"
_TITLED_POST = re.compile(r"^(User (?:is|works as) an? )((?:[A-Z][a-z]+ ){0,3}[A-Z][a-z]+)(?= at | for |$|[,.;])")
_SPEAKER = re.compile(
    # "Bru I'm back on the braai meat": one word of address or exclamation may open the sentence, not
    # one that makes it a time or a condition ("When I moved to Leeds I was twenty")
    r"(?:^(?:(?:um+|uh+|er+|so|yeah|yep|ok|okay|well|like|oh|hey|lol|right|anyway)\W+)*"
    r"(?:(?!(?:when|whenever|before|until|till|once|if|unless|while|because|although|though|as|after)\b)"
    r"[a-z]+,?\s+)?|[.!?;,:]\s*|\b(?:that|since|now|so|and|but)\s+"
    # or a time it holds from: "From this Navratri onwards I have left non-veg"
    r"|^(?:from|since|as of|starting) (?:[\w'’-]+ ){1,3}(?:onwards? |on )?,?\s*)(?:i|we)"
    r"(?:'ve| have| just| finally| recently| all| started| began| begun| officially|'m back to|'re back to|"
    r" am back to|"
    r" are back to| went back to|['’]m|['’]re| am| are)*\s*$",
    re.I,
)
# a sentence texted without its "I", opening on the verb: "Gone fully plant-based since January",
# "Back on meat for good", "added fish to my diet … so pescatarian I guess"
_NO_SUBJECT = re.compile(
    r"^\W*(?:(?:so|and|but|well|ok|okay|yeah|yep|fyi|update|also|oh|ugh|anyway|finally|just|recently|officially)\W+)*"
    # not a try, a wish or a thought ("Tried being vegan for a week"), nor a word that only ends so ("Need")
    r"(?!(?:tried|tested|wanted|needed|considered|planned|hoped|wondered|asked|used|liked|loved|hated|decided|"
    r"imagined|dreamed|pretended|need|feed|seed|speed|bed|red|shed|weed)\b)"
    # "Haven't touched meat or fish since February"
    r"(?:[a-z]+ed|movd|gone|went|gave up|became|become|got|been|back|quit|left|began|begun|made|started|haven['’]?t|"
    r"have not)\b",
    re.I,
)
# a long while without a food, after a texted "Haven't touched meat": "since February", "since New Year", "in years";
# not "since the weekend", "all week", "today", "since my op" (also read by muninn.write.check)
LONG_GAP = re.compile(
    r"\b(?:since|in|from|before) (?:(?:the )?(?:start|end|beginning|middle) of )?(?:(?:last|early|late) )?"
    r"(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|"
    r"dec(?:ember)?|spring|summer|autumn|fall|winter|new year|christmas|xmas|easter|diwali|(?:19|20)\d\d)\b|"
    r"\bsince (?:last (?:year|month)|uni|school|college|I was)\b|"
    r"\b(?:for|in) (?:months|years|ages|a (?:year|month|few months|couple of months)|over a (?:year|month)|"
    r"(?:two|three|four|five|six|several|\d+) (?:months|years))\b",
    re.I,
)


def _own_opening(part: str, m: re.Match[str]) -> bool:
    """Whether the texted opening of ``part`` (:data:`_NO_SUBJECT`) is the speaker's for the value ``m``
    matched: a "Haven't"/"Have not" only as the value's own words ("Haven't touched meat or fish since
    February"), for a long while (:data:`LONG_GAP`); not "Haven't told anyone but my sister got engaged",
    "Haven't touched meat since the weekend"."""
    opening = _NO_SUBJECT.match(part)
    haven = re.search(r"(?:haven['’]?t|have not)$", opening.group(), re.I) if opening is not None else None
    return haven is None or (m.start() == haven.start() and LONG_GAP.search(part, m.end()) is not None)


# "so we're now living in Gdańsk": a "now" after the speaker, for a residence only, not a stay, a street or a house
_SPEAKER_NOW = re.compile(
    r"(?:^|[.!?;,:]\s*|\b(?:that|since|so|and|but)\s+)(?:i|we)(?:['’]re| are|['’]m| am| have| just)? now\s*$", re.I
)
_STAY_AFTER = re.compile(
    r"\b(?:temporarily|for now|while|until|till|between|during|monday to friday|weekdays|in the week|"
    r"for the (?:week|month|summer|\w+ season|contract|build))\b",
    re.I,
)
# a home for part of the year: "half the year", "the winters", "London the rest"
_PART_OF_THE_YEAR = re.compile(
    r"\b(?:(?:half|part|most|some) (?:of )?the (?:year|time)|(?:the|our) (?:winters?|summers?)|the rest)\b", re.I
)
_NOT_A_TOWN = re.compile(r"(?:['’]s|\b(?:Street|Road|Avenue|Lane|Drive|Terrace|Crescent|Square|Gardens))$")
_CLAUSE_OPENS = re.compile(r"[,;:]|\b(?:since|because|and|but|so|after|when)\b", re.I)
_ANOTHER_SUBJECT = re.compile(r"\b(?:he|she|they|you|it|[Hh]is|[Hh]er|[Tt]heir)\b")
# the speaker as the subject of an earlier verb, the slot's verb joined by "and" ("we sold the house
# and bought a condo in Tampa"), no one else named between
_SHARED_SUBJECT = re.compile(
    r"(?:^|[.!?;,]\s*)(?:i|we)\b(?:(?!\b(?:he|she|they|it|my|his|her|their|who)\b)[^.!?;,])*\band(?: now)?\s+$", re.I
)
# what comes between a change and a plan after it, in a clause of its own and hedging nothing: " and " of "now I am
# single and want to try the dating app", " but I don't " of "I don't eat meat but I don't want to offend her"; not
# " from September and ", ", I think, maybe, "
_PLAN_APART = re.compile(
    r"(?=.*(?:[,;]|\b(?:and|but|so)\b))(?!.*\b(?:from|starting|as of|I think|maybe|perhaps|probably|well|if|unless|"
    r"once|when|until)\b)",
    re.I | re.S,
)
# a plan after the change that bounds it: "I'm single and will be until Tom comes back", "I moved to Berlin, and I
# will stay there for the summer", "I'm single and want to mingle, if Tom signs" (not "… and I want to know if the
# Vatican museums need booking")
_PLAN_LIMITS = re.compile(
    r",\s*if\b|\b(?:until|till|unless|once|then|after that|back|for (?:now|the (?:summer|winter|season|week|weekend|"
    r"month|year|term|semester|holidays)|a (?:while|bit|week|month|year)|\w+ (?:days|weeks|months)))\b",
    re.I,
)
# a change said in jest, not as a fact, or undone (a plan after it is then no next step of the speaker's)
_JEST = re.compile(
    r"\b(?:joke|joking|jk|kidding|in theory|in my head|not really|said no(?: \w+){1,3} ever|"
    # or undone in the plan: "We moved to Porto and want to go back already, it was a mistake"
    r"go back|move back|back (?:in|to|home)|mistake|regret\w*)\b",
    re.I,
)
# a time long past, before a move: "Back in the 80s", "when I was wee", "in 1962"
_PAST_BEFORE = re.compile(
    r"\b(?:back in|in the (?:(?:19|20)?\d0s|(?:nineteen|twenty)[\w-]*)|in (?:19|20)\d\d|when (?:I|we) (?:was|were)|"
    r"as (?:a|wee) (?:kid|child|bairn|wean|lad|lass|bairns|weans))\b",
    re.I,
)
# ... or after it: "in '52", "in 1962", "years ago"
_LONG_AGO = re.compile(r"\b(?:in (?:19|20)\d\d|in ['’]\d\d|back then|(?:years|decades) ago)\b", re.I)
_PHRASES = {"residence": "User lives in {v}", "diet": "User is {v}", "relationship": "User is {v}"}
_DIET_WORDS = {"omnivore": "User eats meat", "no restrictions": "User has no dietary restrictions"}
# diets one follows rather than is
_FOLLOWED_DIETS = {
    "mediterranean",
    "keto",
    "paleo",
    "atkins",
    "low-carb",
    "low-fodmap",
    "gluten-free",
    "dairy-free",
    "lactose-free",
    "raw food",
}
STATUSES = frozenset({"single", "married", "engaged", "divorced", "separated", "widowed", "in a relationship"})
# someone by name, not yet known: "a lass called Niamh", "someone named Kofi" (also read by muninn.write.check)
SOMEONE_CALLED = r"(?:someone|somebody|a (?:man|woman|guy|girl|lass|lad|bloke)) (?:named|called)"
# the partner named: "her name is Lena", "going out with a lass called Niamh"
_NAMED = re.compile(rf"\b(?:(?:his|her|their) name is|{SOMEONE_CALLED}) ([A-Z][a-z]+)")


# a partner or a status said of one's work (also read by muninn.write.check): "I'm married to my job", "engaged to my
# career", "my work husband"
WEDDED_TO_WORK = re.compile(
    r"\b(?:married|engaged|wedded) to (?:my|the) (?:job|work|career|desk|laptop|office|studies|business|company|"
    # or a thing of one's days, said in jest: "i told her i'm married to my spreadsheets"
    r"spreadsheets?|inbox|phone|couch|sofa|bed|cats?|dogs?|gym|books|guitar|bike|car|plants|garden|coffee|netflix|"
    r"(?:video )?games|pc|computer|code|research|thesis|dissertation|art|music|craft|restaurant|kitchen|shop|farm)\b|"
    r"\bwork (?:husband|wife|spouse)\b",
    re.I,
)


# a diet tried once and judged after it: "I went keto last year, it was awful"
JUDGED_AFTER = (
    r"\b(?:it|that) was (?:so |really |pretty |just )?(?:awful|terrible|horrible|miserable|a (?:nightmare|disaster))\b"
    # (not a hard start of a diet kept: "it was awful the first two weeks but now I love it")
    r"(?![^.!?]*\b(?:but|now|first|at first)\b)"
)


def stated(text: str) -> Filled | None:
    """The residence, diet or relationship status a user's own message states about the speaker
    ("we moved to Tokyo", "I'm vegan now", "I'm not vegan anymore" as a negated value), or None:
    another person's ("my sister lives in Paris"), a plan, a supposition or a question. Read a
    sentence at a time: "My divorce from Helen was finalised in May. How do I update my will?"
    states the divorce; the question and the plan are the next sentence's."""
    for part in map(statement_of, SENTENCES.split(text)):
        for slot, pattern in _RULES:
            if slot not in _PHRASES:
                continue
            m = pattern.search(part)
            if (
                m is None
                or (slot == "diet" and (for_a_while(part) or re.search(JUDGED_AFTER, part[m.end() :], re.I)))
                or (slot == "relationship" and WEDDED_TO_WORK.search(part))
            ):
                continue  # "I don't eat meat on Fridays", "cutting out all meat for Lent", "I'm married to my job"
            if PLAN.search(part[: m.end()]) or PLAN.match(part, m.end()):
                continue  # a plan up to the change ("we're thinking of moving to Porto"), not one after it ("now I
                # am single and want to try the dating app")
            later = PLAN.search(part, m.end())
            if later is not None and (
                not _PLAN_APART.match(part[m.end() : later.start()])
                or _JEST.search(part)
                or _PLAN_LIMITS.search(part, later.start())
            ):
                continue  # a plan after the change only in a clause of its own, the change unhedged ("… single and
                # want to try the dating app"): not "I'm living in Lisbon from September and want to …", "We are
                # separated, I think, maybe, we will talk", "… and want to try the dating app - joke"
            before = part[: m.start()]
            if slot == "residence" and " fae " in m.group() and (_PAST_BEFORE.search(before) or _LONG_AGO.search(part)):
                continue  # the Scots move told of the past: "Back in the 80s I flitted fae Govan tae Dennistoun", "we
                # flitted fae Mull tae Oban in '52"
            now_only = (
                slot == "residence"
                and _SPEAKER_NOW.search(before) is not None
                and not _STAY_AFTER.search(part[m.end() :])
                and not _NOT_A_TOWN.search(m.group("v"))
            )
            if (
                m.groupdict().get("me") is None
                and not now_only
                and not _SPEAKER.search(before)
                and not (
                    (shared := _SHARED_SUBJECT.search(before)) is not None
                    # "and now" shares the subject ("We finally sold the house and now live in Nanaimo", "I had a
                    # scare and now follow a low-carb diet"), not for a stay: "I retired and now live in Spain half
                    # the year"
                    and not (
                        slot == "residence"
                        and re.search(r"\bnow\s*$", shared.group())
                        and (_STAY_AFTER.search(part[m.end() :]) or _PART_OF_THE_YEAR.search(part[m.end() :]))
                    )
                )
                and not (_NO_SUBJECT.match(part) and not _ANOTHER_SUBJECT.search(before) and _own_opening(part, m))
            ):
                continue
            if NOT_HELD.search(before):
                continue  # "if we moved to Hobart …"
            if _IN_FICTION.search(part):
                continue  # "Sofia and I got married at the courthouse in Stardew lol", "In the dream I moved to Oslo"
            value = _clean(m.group("v"), slot)
            # a negation in the change's own clause: not "I'll never get used to the humidity since we shifted up to
            # Darwin", "I quit keto and I'm vegan now"
            opened = _CLAUSE_OPENS.split(before)
            clause = (before if re.match(r"\s*that\b", opened[-1], re.I) else opened[-1]) + part[
                m.start() : m.start("v")
            ]
            return Filled(slot, value, bool(_NEGATION.search(clause))) if value else None
    return None


# what the user does where they live, said as a habit or something found or joined there: "User
# goes to a gym in Berlin", "User found a climbing club near their flat", "… the local pool"; not
# what stays true after a move ("User grew up in Berlin", "User misses their friends in Berlin")
_LOCAL_HABIT = re.compile(
    r"^User (?:\w+ly )?(?:goes|go|trains|works out|runs|swims|cycles|walks|plays|attends|volunteers|takes|shops|"
    r"climbs|dances|sings|found|joined|signed up|is a member|belongs|has a (?:\w+ )?membership)\b(?P<rest>.*)"
)
_NEAR_HOME = re.compile(
    r"\b(?:near|close to|by|around the corner from) (?:their|his|her) (?:flat|home|house|apartment|place)\b|"
    r"\b(?:local|nearby|neighbou?rhood)\b"
)


def tied_to_home(text: str, place: str) -> bool:
    """Whether ``text`` says the user does something where they live, at ``place`` (a residence
    value: "berlin") or near their home, so that a move away from ``place`` ends it."""
    m = _LOCAL_HABIT.match(text)
    if m is None or slot_of(text) is not None:
        return False
    rest = m.group("rest")
    at = re.compile(rf"\b(?:in|near|around|outside|at) (?:\w+ )?{re.escape(place)}\b", re.I)
    return bool(at.search(rest) or _NEAR_HOME.search(rest))


_ASKING = re.compile(
    r"^\s*(?:do|does|did|should|would|could|can|will|are|is|am|have|has|what|which|where|how|why|when|who|any)\b", re.I
)


# a word that asks nothing, ending a statement: "Had my first steak in six years last night and honestly?"
# ("… yeah?", "… innit?", "… lol?" ask to be told so: "So I'm single now yeah?")
_TAG_QUESTION = re.compile(
    # or a hedge: "so pescatarian now i guess??"
    r"(?:(?:,|\s+and)\s+(?:honestly|seriously)|(?<!\bapparently\b)\s+i guess)\?+\s*$",
    re.I,
)


# a statement said with a rising tone, how it feels: "honestly being single again after lukas is kinda nice??" (not
# "is being single kinda nice?", "do u think moving is weird?")
_UPTALK = re.compile(
    r"\b(?:is|feels|['’]s|was)\s+(?:(?:kinda|kind of|so|really|pretty|actually|lowkey|honestly|weirdly|super)\s+)*"
    r"(?:nice|weird|great|strange|odd|fine|good|amazing|freeing|wild|lonely|hard|tough|scary|bad|crazy|different)"
    r"\?+\s*$",
    re.I,
)
_INTERJECTION = re.compile(r"^\W*(?:(?:honestly|ok|okay|so|lol|anyway|but|and|tbh|ngl|omg|wow)\b\W*)*", re.I)


def statement_of(sentence: str) -> str:
    """The statement a sentence opens with, before the question it may end on: "Since going
    plant-based I miss my flat whites" of "…, which oat milk froths best?"; "" for a question. A
    word that asks nothing ("… and honestly?") ends a statement, and so does a rising tone on how it feels."""
    if (tagged := _TAG_QUESTION.search(sentence)) is not None and not _ASKING.match(sentence):
        sentence = sentence[: tagged.start()]  # not "Is that vegan, honestly?"
    if (
        _UPTALK.search(sentence)
        and not _ASKING.match(_INTERJECTION.sub("", sentence, count=1))
        and not re.search(r"\b(?:you|u|ur)\b", sentence, re.I)
    ):
        return sentence.rstrip("? ")
    if "?" not in sentence:
        return sentence
    plain = _opening(sentence, r"(?<=[,;])|" + EMOJI_ASKS)
    # a dash opens a clause too, before a question of its own: "Since I cut out all meat … back in April I've got so
    # creative - what's a good dal?"; only where what comes before is the speaker's own statement, not a supposition
    # ("Say we moved to Porto - how would the kids find school?", "Hypothetically I'm single - how do dating apps work
    # now?") nor someone else's ("My parents moved to Spain — should I visit?")
    dashed = _opening(sentence, r"(?<=[,;])|(?=" + _DASH_ASKS + ")", dash=True)
    return dashed if len(dashed) > len(plain) and _OWN.search(dashed) and not _SUPPOSED.search(dashed) else plain


def _opening(sentence: str, breaks: str, dash: bool = False) -> str:
    """The clauses of ``sentence`` (split at ``breaks``) before the first that asks."""
    kept = []
    for clause in re.split(breaks, sentence, flags=re.I):
        if "?" in clause or _ASKING.match(clause.lstrip(" -–—") if dash else clause):
            break
        kept.append(clause)
    return "".join(kept).rstrip(",; ")


# the question a dash opens: "… - what's a good dal?", "- is late September too risky?", "— Goa or Sri Lanka?"; not
# one that asks the statement back ("- really?", "- are you kidding?", "- is that weird?", "- what, me?"), nor one
# that supposes it ("- how would the kids find school?")
# an emoji that ends a texted statement before its question: "… figure out the matatu routes 😅 can u help me …?"
# ("… plant-based for 2 months now 🌱 whats a good b12 supplement?", "… gluten-free for me from now on 😩 is soy sauce
# safe??", "… my iron was so low 😬 easy marinades?")
# the emoji, as the body of a character class (also read by muninn.write.check)
EMOJI = r"\U0001F300-\U0001FAFF\u2600-\u27BF"
EMOJI_ASKS = (
    rf"(?<=[{EMOJI}\uFE0F])"  # (the emoji's variation selector last: "✈️")
    r"(?=\s+(?:can|could|what|whats|what['’]s|which|how|where|any|should|do|does|is|are)\b|"
    # or a few words that end the message on a question: "… my iron was so low 😬 easy marinades?"
    rf"\s+[^.!?{EMOJI}]{{1,30}}\?+\s*$|"
    # or a request for ideas that ends the message: "… 🥰 cute gift ideas for a guy who's obsessed with climbing?"
    rf"\s+(?:cute|good|best|fun|easy|quick|cheap|nice) [^.!?{EMOJI}]{{1,60}}\?+\s*$)"
)
_DASH_ASKS = (
    r" [-–—] (?:(?:so|and|but|ok|okay) )?(?:(?:what(?!,)|which|how|where|who|any|can|could|should|do|does|did|"
    # (by a pronoun only where it asks of the time: "- is that too early to introduce him to my parents?", not "- is
    # that weird?", "- is it weird to DM him first?")
    r"(?:is|are|was|were)(?! (?:you|u|that|this|it|he|she|they)\b(?! too (?:early|soon|late|fast|quick)\b)))\b|"
    r"(?=[^?,]{1,40}\bor\b[^?]*\?))"
    r"(?![^?]*\b(?:would|(?:I|we|it|they|he|she)['’]d)\b)"
)
# a statement supposed: "Say we moved to Porto", "Hypothetically I'm single"
_SUPPOSED = re.compile(
    r"^\W*(?:say|let['’]?s say|suppose|supposing|imagine|pretend|what if|if|you think|do you think)\b|"
    r"\b(?:hypothetically|pretend\w*|suppos\w*)\b",
    re.I,
)
# the speaker in a statement: "I", "we" (not "I'd", "I'll"), or the speaker's partner ("My girlfriend Ines is coming
# over - what's a safe dessert?")
_OWN = re.compile(
    r"\b(?:I|we)\b(?!['’](?:d|ll)\b)|\b(?:my|our) (?:new )?(?:girl ?friend|boy ?friend|wife|husband|fianc[ée]e?|"
    r"partner|bf|gf)\b"
    # or the speaker's own plate: "Cooking for myself got so much easier now that everything on my plate comes from
    # plants - do you have a good lentil bolognese recipe?"
    r"|\bmy plate\b"
    # texted without its subject: "Finally unpacked the last box here in Tromsø — any tips …?"
    r"|^\W*(?:(?:finally|just|only just|already|recently|officially)\s+)+"
    r"(?:unpacked|moved|settled|relocated|signed|started|joined|quit|left)\b(?! (?:my|our|his|her|their)\b)"
    # a clause opening on the speaker's own start: "Since joining Siemens in Erlangen my German needs work — any tips?"
    r"|^\W*(?:ever )?since (?:joining|moving|relocating|shifting|starting (?:at|with|as))\b",
    re.I,
)


# a spouse or a fiancé(e) named by the user: "my husband Diego", "my wife, Chloe"; lower case only in a message
# written all in lower case ("ok so my fiancee amara wants …"), and not a word that follows such a noun
_SPOUSE_NAMED = re.compile(
    r"\bmy (?:new |lovely |dear )?(husband|hubby|wife|wifey|spouse|fianc[eé]e?)\s*,?\s+([A-Za-z][a-z'’-]+)\b", re.I
)
_SPOUSE_STATUS = {"husband": "married", "hubby": "married", "wife": "married", "wifey": "married", "spouse": "married"}
_NOT_A_NAME = frozenset({
    "and", "or", "but", "is", "was", "has", "had", "have", "just", "said", "says", "wants", "wanted", "thinks",
    "thought", "keeps", "kept", "loves", "loved", "hates", "got", "gets", "made", "makes", "will", "would", "can",
    "could", "should", "did", "does", "do", "who", "whose", "that", "which", "to", "of", "for", "from", "with", "at",
    "in", "on", "about", "too", "also", "finally", "never", "always", "still", "already", "now", "then", "here",
    "there", "are", "were", "been", "being", "i", "me", "we", "our", "us", "you", "your", "he", "she", "they", "it",
    "his", "her", "their", "isn't", "wasn't", "doesn't", "didn't", "won't", "can't",
})  # fmt: skip


def with_partner_named(content: str, said: str) -> str:
    """``content`` with the partner's name when it says only that the user is with someone, married or engaged
    ("User is dating someone", "User is married") and the user's message names them ("her name is Lena", "my
    husband Diego"); else unchanged."""
    filled = slot_of(content)
    if filled is None or filled.negated:
        return content
    if filled.value == "in a relationship":
        named = _NAMED.search(said)
        return f"User is in a relationship with {named.group(1)}" if named else content
    if filled.value not in ("married", "engaged") or content.rstrip(".") != f"User is {filled.value}":
        return content
    for m in _SPOUSE_NAMED.finditer(said):
        noun, name = m.group(1).lower(), m.group(2)
        if _SPOUSE_STATUS.get(noun, "engaged") != filled.value or name.lower() in _NOT_A_NAME:
            continue
        if name[0].islower() and said != said.lower():
            continue
        return f"User is {filled.value} to {name.capitalize() if name.isupper() else name[0].upper() + name[1:]}"
    return content


def sentence(filled: Filled, text: str) -> str:
    """A memory sentence for a slot the user stated, with the value as they wrote it."""
    if filled.slot == "diet" and filled.value in _FOLLOWED_DIETS:
        name = "an Atkins" if filled.value == "atkins" else f"a {filled.value}"
        return f"User {'no longer follows' if filled.negated else 'follows'} {name} diet"
    if filled.negated:
        return (
            f"User no longer lives in {filled.value.title()}"
            if filled.slot == "residence"
            else f"User is no longer {filled.value}"
        )
    if filled.slot == "relationship" and (filled.value not in STATUSES or filled.value == "in a relationship"):
        # a partner's name, said as one ("my partner Ines and I", "I have a boyfriend, his name is Omar")
        if filled.value not in STATUSES:
            named = re.search(rf"\b({re.escape(filled.value)})\b", text, re.I)
        else:
            named = _NAMED.search(text)
        return f"User is in a relationship with {named.group(1)}" if named else "User is in a relationship"
    if filled.slot in ("diet", "relationship"):
        return _DIET_WORDS.get(filled.value, f"User is {filled.value}")
    m = re.search(re.escape(filled.value), text, re.I)
    return _PHRASES[filled.slot].format(v=m.group(0) if m else filled.value.title())
