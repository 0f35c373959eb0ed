#!/usr/bin/env python
"""Contradictions on the embedded model: does "we moved to Tokyo" supersede "User lives in Lisbon"?

Each pair (residence, job, relationship, diet) seeds a fresh user with the old fact and two
unrelated ones (a pet, a hobby), records the user's new statement and an assistant reply, and
runs the real write path (extraction, then consolidation: slot detector, similarity gate, the
model's verdict) on the embedded Qwen2.5-Coder-1.5B with the real MiniLM embedder and SQLite.

A pair counts as superseded when the old fact is no longer active and an active memory names
the new value; a fact is lost when an unrelated seeded memory is no longer active. The pairs came in
batches of 10-15, each written before the round of tuning that then looked at it; the
``*_HOLDOUT`` constants below say where each batch starts and what it scored on its first run.
``holdout`` in the output is the batches no round has looked at; once one has, a batch counts as
tuned. The twenty-sixth to sixtieth batches were written by writers who had not read the
checks (``muninn.write.check``), so their first runs say how muninn does on phrasing it was not
written for.
Beside the pairs, ``NEUTRAL`` messages touch a slot without changing it ("my sister is moving to
Bergen"): the old fact must stay (``false_changes`` counts those that did not).
The last stdout line is one JSON object with ``superseded_rate``, ``facts_lost`` and ``false_changes``.

    MUNINN_HOME=… .venv/bin/python bench/contradictions.py [--limit N] [--pairs 0,6,12]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from muninn import AsyncMemory, Settings
from muninn.providers.llm.local import LocalProvider

# (slot, old memory, what the user says now, a regular expression the new memory must match, in lower
# case: a word, or "a|b" for either; "plant.?based" since the thirty-ninth batch, whose writers wrote
# expressions).
# Eight keys were widened, where the new memory was right in other words ("User no longer works as a
# nurse", in the twenty-seventh round; "User is getting married next summer", in the twenty-fifth
# round; "User doesn't eat meat or fish anymore", after the twenty-fourth batch's first run; "User
# went plant-based in January" for "I went plant-based in January, totally vegan", after the
# twentieth batch's first run;
# "User is a baker" for "I run my own bakery now", in the sixteenth round); three in the sixth round:
# "eating chicken again" → "User eats meat", "Kim and I ended things" → "User is separated",
# "I eat everything again" → "User eats meat" (the fifth round's figures counted them as misses).
PAIRS: list[tuple[str, str, str, str]] = [
    ("residence", "User lives in Lisbon", "we moved to Tokyo last week, still unpacking boxes", "tokyo"),
    ("residence", "User lives in Leeds", "I just relocated to Berlin for work", "berlin"),
    ("residence", "User lives in Paris", "Now that I live in Montreal the winters are brutal", "montreal"),
    ("residence", "User lives in Madrid", "we finally moved to Seville, the new flat is great", "seville"),
    ("residence", "User lives in Boston", "I moved back to Chicago to be near my parents", "chicago"),
    ("residence", "User lives in Oslo", "Since moving to Bergen I cycle everywhere", "bergen"),
    ("job", "User works as a teacher", "I quit teaching and I work as a data analyst now", "analyst"),
    ("job", "User works at Google", "I started a new job at Spotify this month", "spotify"),
    ("job", "User works as a nurse", "I'm a paramedic now, I changed careers last year", "paramedic"),
    ("job", "User works as a barista", "I got hired as a junior developer at a startup!", "developer"),
    ("job", "User works at a bank", "I left the bank and now work for a charity", "charity"),
    ("job", "User works as a chef", "These days I work as a food photographer", "photographer"),
    ("relationship", "User is single", "my girlfriend Mia and I just moved in together", "mia"),
    ("relationship", "User is married", "my divorce was finalised last month", "divorc"),
    ("relationship", "User is dating Tom", "Tom and I broke up in January", "broke|single"),
    ("relationship", "User is engaged", "we got married last Saturday!", "married"),
    ("relationship", "User has a boyfriend", "I'm single again since the breakup", "single"),
    ("relationship", "User is married to Anna", "Anna and I separated last year", "separat"),
    ("diet", "User is vegetarian", "I started eating meat again, my doctor wanted more iron", "meat"),
    ("diet", "User is vegan", "I'm not vegan anymore, I eat cheese and eggs again", "vegan"),
    ("diet", "User eats meat", "I went vegetarian at new year", "vegetarian"),
    ("diet", "User is pescatarian", "I'm fully vegan now, no more fish", "vegan"),
    ("diet", "User follows a keto diet", "I dropped keto, I eat carbs again", "keto"),
    ("diet", "User is vegetarian", "I've gone vegan since January", "vegan"),
    # Written after the first round of tuning had looked at every pair above, and held out since.
    ("residence", "User lives in Dublin", "I'm living in Galway these days", "galway"),
    ("residence", "User lives in Rome", "we packed up and moved to Naples in the spring", "naples"),
    ("residence", "User lives in Denver", "home is Austin now, we settled in last month", "austin"),
    ("job", "User works as an accountant", "I became a carpenter, I love working with wood", "carpenter"),
    ("job", "User works at Amazon", "I joined Microsoft in March", "microsoft"),
    ("job", "User works as a lawyer", "I retired from law last year", "retire"),
    ("relationship", "User is single", "I got engaged to Sam last weekend!", "engaged"),
    ("relationship", "User is married to Ben", "Ben and I got divorced in the summer", "divorc"),
    ("diet", "User is vegan", "I eat fish now, so I'm pescatarian", "pescatarian"),
    ("diet", "User is vegetarian", "I've been eating chicken again lately", "chicken|meat"),
    ("diet", "User follows a paleo diet", "I'm vegetarian these days", "vegetarian"),
    # Written after the second round of tuning (which looked at the 11 pairs above), held out since.
    ("residence", "User lives in Lyon", "I've been living in Marseille since the summer", "marseille"),
    ("residence", "User lives in Austin", "we bought a house in Dallas and moved in last week", "dallas"),
    ("residence", "User lives in Kyoto", "I relocated to Osaka for the new role", "osaka"),
    ("job", "User works as a waiter", "I'm working as a sous chef now", "chef"),
    ("job", "User works at Deloitte", "I took a job at KPMG last month", "kpmg"),
    ("job", "User is a student", "I graduated and started working as an engineer", "engineer"),
    ("relationship", "User is dating Sam", "Sam and I got engaged on holiday!", "engaged"),
    ("relationship", "User is married", "I'm a widow now, my husband passed away in May", "widow"),
    ("diet", "User is vegan", "I've started eating eggs again, so vegetarian now", "vegetarian"),
    ("diet", "User eats meat", "I cut out meat completely last month", "meat|vegetarian"),
    # Written before the third round of tuning (which looked at the 10 pairs above), held out since.
    ("residence", "User lives in Hamburg", "we're in Munich now, the move went smoothly", "munich"),
    ("residence", "User lives in Toronto", "I just signed a lease in Vancouver, starting over there", "vancouver"),
    ("residence", "User lives in Cardiff", "After twenty years in Wales I now call Edinburgh home", "edinburgh"),
    ("residence", "User lives in Phoenix", "My new place in Seattle finally has a view of the water", "seattle"),
    ("job", "User works as a pharmacist", "I switched careers and I'm a software tester now", "tester"),
    ("job", "User works at Nike", "My first week at Adidas went really well", "adidas"),
    ("job", "User works as a journalist", "I teach high school history these days", "teach"),
    ("job", "User is unemployed", "good news, I landed a job as a nurse at the city hospital", "nurse"),
    ("relationship", "User is married to Carlos", "Carlos and I are getting divorced, the papers are signed", "divorc"),
    ("relationship", "User is single", "I've been seeing someone new, her name is Lena", "lena"),
    (
        "relationship",
        "User has a girlfriend named Kim",
        "Kim and I ended things last month",
        "single|ended|broke|separat",
    ),
    ("relationship", "User is engaged to Priya", "Priya and I tied the knot in June!", "married"),
    ("diet", "User is vegetarian", "I eat meat again since my pregnancy", "meat"),
    ("diet", "User eats meat", "I've been plant-based for three months now", "plant|vegan"),
    ("diet", "User is vegan", "I added fish back into my diet, so I'm pescatarian now", "pescatarian|fish"),
    # Written before the fourth round (which looked at the 15 pairs above), held out since.
    ("residence", "User lives in Nairobi", "Life in Mombasa is calmer than Nairobi, glad we switched", "mombasa"),
    ("residence", "User lives in Sydney", "Perth is home for us now", "perth"),
    ("residence", "User lives in Prague", "our new address is in Brno, come visit!", "brno"),
    ("residence", "User lives in Manchester", "I've swapped Manchester for Bristol, best decision ever", "bristol"),
    ("job", "User works as a receptionist", "I got promoted to office manager last week", "manager"),
    ("job", "User works at IBM", "I handed in my notice at IBM and I start at Oracle on Monday", "oracle"),
    ("job", "User is a teacher", "I left teaching behind, I run my own bakery now", "bakery|baker"),
    ("job", "User works as a mechanic", "these days I drive a taxi for a living", "taxi"),
    ("relationship", "User is married to Tom", "Tom moved out and we're filing for divorce", "divorc"),
    ("relationship", "User is single", "my fiancé Marco proposed on the beach!", "marco|engaged"),
    ("relationship", "User is dating Alex", "Alex and I are just friends now", "single|friends"),
    ("relationship", "User has a boyfriend named Leo", "Leo and I got married in a small ceremony", "married"),
    ("diet", "User is vegan", "I eat everything again, vegan was too hard for me", "everything|vegan|meat"),
    ("diet", "User eats meat", "no more meat for me, I'm vegetarian now", "vegetarian"),
    ("diet", "User is pescatarian", "I've given up fish too, fully plant-based now", "plant|vegan"),
    # Written before the fifth round (which looked at the 15 pairs above), held out since.
    ("residence", "User lives in Lima", "We've been in Cusco for two months now and I love it", "cusco"),
    ("residence", "User lives in Glasgow", "I finally made the move to London last month", "london"),
    ("residence", "User lives in Seoul", "Busan has been our home since March", "busan"),
    ("residence", "User lives in Hanoi", "just got the keys to our flat in Da Nang, moving day was chaos", "da nang"),
    ("job", "User works as a cashier", "I got a job at the library, shelving books all day", "library"),
    ("job", "User works at Tesla", "After five years at Tesla I moved over to Rivian", "rivian"),
    ("job", "User works as a dentist", "I sold my practice and retired in the spring", "retire"),
    ("job", "User works as a graphic designer", "I've gone freelance as an illustrator", "illustrator"),
    ("relationship", "User is married to Dana", "Dana passed away in the autumn, I'm still adjusting", "widow|passed"),
    ("relationship", "User is single", "I have a boyfriend now, his name is Omar", "omar|boyfriend"),
    ("relationship", "User is engaged to Chris", "Chris called off the engagement", "single|called off|ended"),
    ("relationship", "User has a girlfriend named Zoe", "Zoe and I got married last month", "married"),
    ("diet", "User is vegetarian", "I've been having steak and burgers again", "meat|steak"),
    ("diet", "User eats meat", "I'm pescatarian now, only seafood", "pescatarian"),
    ("diet", "User follows a keto diet", "I quit keto and I'm vegan now", "vegan"),
    # Written before the sixth round, with the 15 above; the 15 above were run once before it
    # (0.6) and looked at, these never.
    ("residence", "User lives in Porto", "Coimbra suits us better, we've settled into the new house", "coimbra"),
    ("residence", "User lives in Atlanta", "since the summer I've called Nashville home", "nashville"),
    ("residence", "User lives in Milan", "We left Milan in September and we're in Turin now", "turin"),
    ("residence", "User lives in Cape Town", "I'm renting a place in Johannesburg now", "johannesburg"),
    ("job", "User works as a librarian", "I'm a full-time novelist now, the book deal came through", "novelist"),
    ("job", "User works at Shopify", "I work for Stripe these days", "stripe"),
    ("job", "User works as an electrician", "I've been laid off, so I'm job hunting now", "laid off|unemploy|hunt"),
    ("job", "User is a student", "I finished my degree and now I'm a lab technician", "technician"),
    (
        "relationship",
        "User is single",
        "I met someone and we've been together since spring, his name is Jonas",
        "jonas|together|relationship|dating",
    ),
    ("relationship", "User is married to Raj", "Raj and I have split up", "split|single|separat"),
    ("relationship", "User is dating Noor", "Noor and I are engaged now!", "engaged"),
    ("relationship", "User is divorced", "I remarried last year, to a wonderful man called Tomas", "married|tomas"),
    ("diet", "User is vegan", "I'm back to eating meat, vegan didn't work for me", "meat"),
    ("diet", "User is vegetarian", "these days I'm fully vegan", "vegan"),
    ("diet", "User eats meat", "I gave up meat and fish last month", "meat|vegetarian|vegan"),
    # Written before the seventh round, after the sixth batch above had been looked at; never tuned on.
    ("residence", "User lives in Helsinki", "we moved up north to Oulu in October", "oulu"),
    (
        "residence",
        "User lives in San Diego",
        "I transferred to the Denver office and found an apartment there",
        "denver",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Brisbane's heat is taking some getting used to since we moved",
        "brisbane",
    ),
    ("residence", "User lives in Warsaw", "I live in Krakow now", "krakow"),
    ("job", "User works as a software engineer", "I became a product manager at the start of the year", "manager"),
    ("job", "User works at Meta", "I quit Meta and joined a startup called Loop as CTO", "loop|cto"),
    ("job", "User works as a nurse", "I'm a midwife now, finished my training in June", "midwife"),
    ("job", "User is retired", "I went back to work part-time as a school bus driver", "driver"),
    (
        "relationship",
        "User is single",
        "my partner Ines and I have been together six months now",
        "ines|partner|relationship",
    ),
    ("relationship", "User is married to Paul", "Paul and I are separated, he lives across town now", "separat"),
    ("relationship", "User is engaged to Mark", "Mark and I got married in Lisbon last month", "married"),
    ("relationship", "User is dating Eva", "Eva dumped me last week", "single|broke|ended|dump"),
    ("diet", "User is pescatarian", "I eat meat now, I couldn't keep it up", "meat"),
    ("diet", "User is vegan", "I'm vegetarian again, I missed cheese too much", "vegetarian"),
    ("diet", "User eats meat", "I haven't eaten any animal products since May", "vegan|plant|animal"),
    # Written after the seventh round, before any further change; never tuned on.
    ("residence", "User lives in Cork", "We've just finished moving into our new place in Limerick", "limerick"),
    ("residence", "User lives in Bordeaux", "I'm a Parisian now, we moved up in August", "paris"),
    ("residence", "User lives in Phoenix", "the desert got too hot so we packed up for Portland", "portland"),
    ("residence", "User lives in Leipzig", "I've lived in Dresden since last spring", "dresden"),
    (
        "job",
        "User works as a bartender",
        "I finally got my nursing license and I work at the children's hospital now",
        "nurs|hospital",
    ),
    ("job", "User works at Netflix", "I accepted an offer from Disney and started last Monday", "disney"),
    ("job", "User is a stay-at-home parent", "I went back to work as an accountant this autumn", "accountant"),
    ("job", "User works as a software developer", "I'm teaching maths at a secondary school now", "teach|math"),
    ("relationship", "User is married to Elena", "Elena and I divorced in March", "divorc"),
    ("relationship", "User is single", "I'm engaged! Hugo popped the question on Sunday", "engaged|hugo"),
    ("relationship", "User is dating Kai", "Kai and I are married now, we eloped last month", "married"),
    (
        "relationship",
        "User has a girlfriend named Rosa",
        "Rosa and I aren't together anymore",
        "single|together|ended|broke|separat",
    ),
    ("diet", "User is vegetarian", "I've started eating fish again, so pescatarian I guess", "pescatarian|fish"),
    ("diet", "User is pescatarian", "I dropped fish and dairy, I'm fully vegan now", "vegan"),
    ("diet", "User follows a paleo diet", "I've gone vegetarian, no more meat for me", "vegetarian"),
    # Written before the eighth round, after the eighth batch above had been looked at; run once
    # before that round and once after it, never looked at.
    ("residence", "User lives in Vienna", "Graz is where we live now, the move was in July", "graz"),
    ("residence", "User lives in Bristol", "we've moved house, we're in Bath now", "bath"),
    ("residence", "User lives in Denver", "I'm settled in Boulder after the move", "boulder"),
    ("residence", "User lives in Lagos", "I've been an Abuja resident since January", "abuja"),
    ("job", "User works as a plumber", "I retrained and I'm an electrician now", "electrician"),
    ("job", "User works at Apple", "my new employer is Samsung, I started in October", "samsung"),
    ("job", "User works as a waitress", "they made me manager of the restaurant last week", "manag"),
    (
        "job",
        "User works as a teacher",
        "I left my job at the school, I'm a full-time mum now",
        "mum|mother|parent|home",
    ),
    ("relationship", "User is married to Sofia", "Sofia and I are divorced now", "divorc"),
    ("relationship", "User is single", "I've got a girlfriend, her name is Maya", "maya|girlfriend"),
    ("relationship", "User is dating Ben", "Ben and I broke things off last week", "single|broke|ended"),
    ("relationship", "User is engaged to Leon", "Leon and I got hitched in May!", "married"),
    ("diet", "User is vegan", "I've been eating eggs and cheese again, vegetarian for now", "vegetarian"),
    ("diet", "User eats meat", "I've cut out all meat and fish, I'm vegan", "vegan"),
    ("diet", "User is vegetarian", "I eat meat again since last month", "meat"),
    # Written before the ninth round, after the ninth batch above had been looked at; run once
    # after that round, never looked at.
    ("residence", "User lives in Manchester", "we relocated to Leeds over the summer", "leeds"),
    ("residence", "User lives in Austin", "I call Nashville home these days", "nashville"),
    ("residence", "User lives in Seoul", "just finished unpacking in Busan, new chapter!", "busan"),
    ("residence", "User lives in Melbourne", "our new address is in Perth, we signed the lease in August", "perth"),
    ("job", "User works as a cashier", "I'm a bank teller now, started on Monday", "teller"),
    ("job", "User works at IBM", "I handed in my notice at IBM and I'm at Oracle now", "oracle"),
    ("job", "User is a student", "I graduated and got my first job as a software engineer", "engineer"),
    ("job", "User works as a nurse", "after twenty years of nursing I've retired", "retir"),
    ("relationship", "User is single", "Tom asked me out and we've been dating since March", "tom|dating"),
    ("relationship", "User is married to Karl", "Karl moved out and we're separated now", "separat"),
    ("relationship", "User is in a relationship with Nora", "Nora proposed and I said yes!", "engaged"),
    ("relationship", "User is married to Hugo", "I lost my husband Hugo in the spring", "widow"),
    ("diet", "User is vegetarian", "I've started eating fish again, so pescatarian now", "pescatarian"),
    (
        "diet",
        "User eats meat",
        "I've gone meat-free since my trip to India",
        "vegetarian|meat-free|no longer eats meat",
    ),
    ("diet", "User is vegan", "I gave up on veganism, I eat everything now", "omnivore|eats meat|everything"),
    # the eleventh batch, written before the tenth round of slot rules
    ("residence", "User lives in Dublin", "we finally bought a house in Galway and moved in last week", "galway"),
    ("residence", "User lives in Chicago", "I'm in Minneapolis now, the job brought me here", "minneapolis"),
    ("residence", "User lives in Kyoto", "since the move to Osaka I'm still getting used to the trains", "osaka"),
    ("residence", "User lives in Hamburg", "home is Cologne now, since the summer", "cologne"),
    ("job", "User works as a barista", "I got hired as a junior designer at an agency", "designer"),
    ("job", "User works at Amazon", "I switched over to Spotify in September", "spotify"),
    ("job", "User works as an accountant", "I quit accounting to become a full-time photographer", "photograph"),
    ("job", "User is unemployed", "good news, I start as a pharmacist at the hospital on Monday", "pharmacist"),
    ("relationship", "User is dating Marco", "Marco and I aren't together anymore", "single|ended|broke|not together"),
    ("relationship", "User is single", "I met someone, Julia, and we're officially a couple now", "julia"),
    ("relationship", "User is engaged to Priya", "Priya and I got married on the beach in June", "married"),
    ("relationship", "User is married to Tom", "Tom and I finalised our divorce this month", "divorc"),
    ("diet", "User eats meat", "I went vegetarian at the start of the year", "vegetarian"),
    ("diet", "User is vegetarian", "I'm fully plant-based these days, no dairy or eggs", "vegan|plant"),
    ("diet", "User is vegan", "I've added fish back into my diet", "pescatarian|fish"),
    # the twelfth batch, written before the eleventh round of slot rules
    ("residence", "User lives in Leeds", "I've been renting a place in Manchester since August", "manchester"),
    ("residence", "User lives in Austin", "we relocated to Denver for my wife's job", "denver"),
    ("residence", "User lives in Sydney", "after ten years I finally made the move to Melbourne", "melbourne"),
    ("residence", "User lives in Munich", "our new flat in Zurich has a view of the lake", "zurich"),
    ("job", "User works as a teacher", "I left teaching last spring and now I'm a UX researcher", "researcher"),
    ("job", "User works at Deloitte", "I accepted an offer from KPMG and started there last week", "kpmg"),
    ("job", "User works as a nurse", "I'm retired now, my last shift was in October", "retir"),
    ("job", "User works as a waiter", "I got a job as a data analyst after finishing my course", "analyst"),
    ("relationship", "User is dating Ben", "Ben and I called it quits a few weeks ago", "single|ended|broke|quit"),
    ("relationship", "User is single", "my girlfriend Ana and I just moved in together", "ana"),
    ("relationship", "User is engaged to Omar", "Omar and I are married now, small ceremony in May", "married"),
    ("relationship", "User is married to Kate", "Kate and I separated in the spring", "separat"),
    ("diet", "User is vegetarian", "I started eating meat again after my doctor said my iron was low", "omnivore|meat"),
    # (the new memory may say the change in the user's words: "User hasn't touched meat …")
    ("diet", "User eats meat", "I haven't touched meat or fish since January", "vegetarian|no meat|touched meat"),
    ("diet", "User is pescatarian", "I cut out fish too, I'm fully vegetarian now", "vegetarian"),
    # the thirteenth batch, written after the twelfth round of slot rules
    ("residence", "User lives in Bristol", "I live in Bath these days, it's quieter", "bath"),
    (
        "residence",
        "User lives in Boston",
        "we closed on a condo in Providence and the movers came Friday",
        "providence",
    ),
    ("residence", "User lives in Nairobi", "I'm settled in Mombasa now, near the beach", "mombasa"),
    (
        "residence",
        "User lives in Toronto",
        "I got a transfer to the Montreal office and found an apartment there",
        "montreal",
    ),
    (
        "job",
        "User works as a chef",
        "I hung up my apron, I'm teaching cooking classes at the community college now",
        "teach",
    ),
    ("job", "User works at Microsoft", "my first week at Salesforce went well", "salesforce"),
    ("job", "User works as an engineer", "I was laid off in the restructuring last month", "unemployed|laid off"),
    ("job", "User works as a cashier", "I've been promoted to store manager", "manager"),
    ("relationship", "User is married to Lena", "Lena moved out and we've separated", "separat"),
    ("relationship", "User is single", "I've been seeing a guy called Pedro for a few months", "pedro"),
    ("relationship", "User is dating Sam", "Sam proposed last night and I said yes!", "engaged"),
    ("relationship", "User is engaged to Noor", "Noor and I broke off the engagement", "single|ended|broke"),
    ("diet", "User is vegan", "I eat eggs and cheese again, so vegetarian I guess", "vegetarian"),
    ("diet", "User eats meat", "I went pescatarian over the summer", "pescatarian"),
    ("diet", "User is vegetarian", "I'm back on chicken and beef", "omnivore|meat|chicken"),
    # the fourteenth batch, written before the thirteenth round of slot rules
    (
        "residence",
        "User lives in Glasgow",
        "the keys to our new place in Edinburgh came through, we're in!",
        "edinburgh",
    ),
    ("residence", "User lives in Perth", "I'm a Brisbane girl now, three months and counting", "brisbane"),
    ("residence", "User lives in Cape Town", "we've made Johannesburg our home since the spring", "johannesburg"),
    ("residence", "User lives in Rome", "I now live in Milan, closer to work", "milan"),
    ("job", "User works as a librarian", "these days I'm a freelance translator, working from home", "translator"),
    ("job", "User works at Intel", "I took a position at Nvidia in the summer", "nvidia"),
    ("job", "User works as a mechanic", "my new job as a driving instructor started this week", "instructor"),
    ("job", "User is retired", "I got bored of retirement and went back to work as a consultant", "consultant"),
    (
        "relationship",
        "User is married to Greg",
        "Greg and I are no longer married, the divorce came through",
        "divorc|single|no longer married",  # (or the state in the user's words)
    ),
    ("relationship", "User is single", "I'm engaged! Luis asked me on our trip", "engaged"),
    (
        "relationship",
        "User is in a relationship with Mina",
        "Mina and I went our separate ways in October",
        "single|separat|ended",
    ),
    ("relationship", "User is engaged to Jo", "Jo and I eloped last month, we're officially married", "married"),
    ("diet", "User is vegetarian", "I'm vegan now, I dropped dairy and eggs too", "vegan"),
    ("diet", "User eats meat", "I've been vegetarian since the summer, no more meat for me", "vegetarian"),
    ("diet", "User is pescatarian", "I eat meat again, fish alone wasn't enough", "omnivore|meat"),
    # the fifteenth batch, written after the fourteenth round of slot rules
    (
        "residence",
        "User lives in Denver",
        "just signed a lease in Salt Lake City, moving day was Saturday",
        "salt lake",
    ),
    ("residence", "User lives in Manila", "Cebu has been home for a year now", "cebu"),
    ("residence", "User lives in Oslo", "we traded Oslo for Trondheim last winter", "trondheim"),
    ("residence", "User lives in Madrid", "I'm based in Seville these days", "seville"),
    (
        "job",
        "User works as a journalist",
        "I write code for a fintech startup now, journalism is behind me",
        "fintech|code|develop|engineer|program",
    ),
    ("job", "User works at Amazon", "I'm with Shopify now, joined in March", "shopify"),
    ("job", "User works as a nurse", "I finished my nursing career and retired in August", "retir"),
    (
        "job",
        "User is unemployed",
        "finally employed again, I'm an electrician's apprentice now",
        "apprentice|electrician",
    ),
    ("relationship", "User is married to Paul", "Paul passed away in the spring", "widow"),
    ("relationship", "User is single", "I have a girlfriend now, her name is Chloe", "chloe|relationship|girlfriend"),
    ("relationship", "User is dating Amir", "Amir and I got engaged over the weekend", "engaged"),
    ("relationship", "User is engaged to Sara", "Sara and I split up last month", "single|split"),
    ("diet", "User is vegan", "I'm vegetarian again, cheese won me back", "vegetarian"),
    ("diet", "User eats meat", "I've gone fully vegan this year", "vegan"),
    ("diet", "User is vegetarian", "I started eating fish again, so pescatarian now", "pescatarian|fish"),
    # the sixteenth batch, written after the fifteenth round of slot rules
    ("residence", "User lives in Hamburg", "we've finally unpacked the last boxes in our Cologne apartment", "cologne"),
    ("residence", "User lives in Seattle", "Portland is treating me well since the move", "portland"),
    ("residence", "User lives in Kyoto", "I call Osaka home now", "osaka"),
    ("residence", "User lives in Dublin", "I'm a Galway resident as of last month", "galway"),
    ("job", "User works as an accountant", "I retrained and now work as a physiotherapist", "physiotherapist"),
    ("job", "User works at IBM", "I've been at Oracle since the spring, IBM feels like ages ago", "oracle"),
    ("job", "User works as a barista", "I'm managing a bookshop these days", "bookshop|manag"),
    (
        "job",
        "User works as a software engineer",
        "I handed in my notice and I'm a full-time potter now",
        "potter",
    ),
    ("relationship", "User is dating Leo", "Leo and I aren't together anymore", "single|not together|ended"),
    ("relationship", "User is single", "my boyfriend Karim is moving in next week", "karim|relationship|boyfriend"),
    ("relationship", "User is engaged to Hana", "Hana and I are husband and wife as of Saturday", "married"),
    (
        "relationship",
        "User is married to Victor",
        "Victor and I signed the divorce papers on Monday",
        "divorc",
    ),
    ("diet", "User is vegetarian", "I eat meat now, I missed it too much", "omnivore|meat"),
    ("diet", "User eats meat", "no animal products for me anymore, I'm vegan since March", "vegan"),
    ("diet", "User is vegan", "I've been having eggs and milk again, vegetarian is easier", "vegetarian"),
    # the seventeenth batch, written after the sixteenth round of slot rules
    ("residence", "User lives in Lyon", "I'm writing to you from my new balcony in Marseille", "marseille"),
    (
        "residence",
        "User lives in Auckland",
        "Wellington's wind took some getting used to since we moved",
        "wellington",
    ),
    ("residence", "User lives in Barcelona", "I've been a Valencia local for half a year", "valencia"),
    ("residence", "User lives in Chicago", "we bought a house in Milwaukee and moved in May", "milwaukee"),
    ("job", "User works as a teacher", "I switched careers, I'm an electrician now", "electrician"),
    ("job", "User works at Airbnb", "my new employer is Stripe, started in June", "stripe"),
    ("job", "User works as a lawyer", "I left the law firm to open a cafe", "cafe|café"),
    ("job", "User works as a cook", "I got my nursing degree and work on a cardiac ward now", "nurs|ward"),
    ("relationship", "User is married to Ken", "Ken and I are officially divorced", "divorc"),
    ("relationship", "User is single", "I've got a girlfriend, we met at climbing", "girlfriend|relationship"),
    ("relationship", "User is dating Zoe", "Zoe and I got engaged at Christmas", "engaged"),
    ("relationship", "User is in a relationship with Ali", "Ali broke up with me last week", "single|broke"),
    ("diet", "User eats meat", "I've cut out meat completely, vegetarian for two months", "vegetarian"),
    ("diet", "User is vegan", "I'm eating fish and eggs these days", "fish|egg|pescatarian"),
    ("diet", "User is vegetarian", "I went back to eating meat over the holidays", "meat|omnivore"),
    # the eighteenth batch, written after the seventeenth round of slot rules
    ("residence", "User lives in Nantes", "greetings from Bordeaux, my new home since October", "bordeaux"),
    ("residence", "User lives in Pune", "we shifted to Bangalore last month for my husband's job", "bangalore"),
    ("residence", "User lives in Houston", "I've been living in Dallas since the summer", "dallas"),
    ("residence", "User lives in Krakow", "our new address is in Warsaw", "warsaw"),
    ("job", "User works as a pilot", "I gave up flying and became a flight instructor", "instructor"),
    ("job", "User works at Siemens", "I'm now employed by Bosch", "bosch"),
    ("job", "User works as a receptionist", "I'm a paralegal at a law firm now", "paralegal"),
    ("job", "User works as a teacher", "I'm the principal of the school now", "principal"),
    ("relationship", "User is single", "I'm married now! We had a tiny wedding in June", "married"),
    ("relationship", "User is married to Dev", "Dev and I divorced last year", "divorc"),
    ("relationship", "User is dating Finn", "Finn and I broke up in the summer", "single|broke"),
    ("relationship", "User is in a relationship with Rosa", "Rosa proposed and I said yes", "engaged"),
    ("diet", "User is vegetarian", "I'm vegan now, no more cheese", "vegan"),
    ("diet", "User eats meat", "I stopped eating meat in June", "vegetarian|no meat|stopped eating meat"),
    ("diet", "User is pescatarian", "I've started eating chicken again", "chicken|meat|omnivore"),
    # the nineteenth batch, written after the eighteenth round of slot rules
    ("residence", "User lives in Lagos", "Abuja has been home since we relocated in March", "abuja"),
    ("residence", "User lives in Quebec City", "I've put down roots in Ottawa now", "ottawa"),
    ("residence", "User lives in Gothenburg", "I'm a Stockholmer these days", "stockholm"),
    ("residence", "User lives in Atlanta", "we just closed on our house in Savannah and moved in", "savannah"),
    (
        "job",
        "User works as a graphic designer",
        "I'm working as a product manager at a startup now",
        "product manager",
    ),
    ("job", "User works at Uber", "last month I started at Lyft", "lyft"),
    ("job", "User works as a firefighter", "I retired from the fire service in May", "retir"),
    ("job", "User is unemployed", "I landed a role as a lab technician", "technician"),
    ("relationship", "User is engaged to Ivan", "Ivan and I tied the knot in Lisbon", "married"),
    ("relationship", "User is married to Claire", "Claire and I have separated, she moved out", "separat"),
    ("relationship", "User is single", "I'm in a relationship with Tom now", "tom|relationship"),
    ("relationship", "User is dating Maya", "Maya and I ended things last month", "single|ended"),
    ("diet", "User eats meat", "I'm pescatarian now, fish but no meat", "pescatarian"),
    ("diet", "User is vegan", "I've gone back to eating cheese, so vegetarian", "vegetarian"),
    ("diet", "User is vegetarian", "I eat chicken again these days", "chicken|meat|omnivore"),
    # the twentieth batch, written after the nineteenth batch's first run, before the nineteenth round
    ("residence", "User lives in Seville", "the movers dropped our boxes in Granada on Friday", "granada"),
    ("residence", "User lives in Phoenix", "I traded the desert for Seattle rain when we moved", "seattle"),
    ("residence", "User lives in Kyiv", "we settled in Lviv after leaving the capital", "lviv"),
    ("residence", "User lives in Brisbane", "my new flat in Perth finally has internet", "perth"),
    ("job", "User works as a barista", "I got hired as a junior developer", "developer"),
    ("job", "User works at Spotify", "I joined Deezer's data team in April", "deezer"),
    ("job", "User works as an architect", "I quit architecture to teach maths at a high school", "teach|math"),
    ("job", "User works as a journalist", "these days I do PR for a hospital", "pr|public relations"),
    ("relationship", "User is dating Omar", "Omar and I split up over the summer", "single|split"),
    (
        "relationship",
        "User is single",
        "I met someone, we've been together three months now",
        "relationship|together|dating",
    ),
    ("relationship", "User is engaged to Lena", "Lena and I got married on the beach last weekend", "married"),
    ("relationship", "User is married to Tariq", "Tariq and I are getting a divorce", "divorc"),
    ("diet", "User is pescatarian", "I dropped fish too, fully vegetarian now", "vegetarian"),
    ("diet", "User is vegetarian", "I've been eating meat again since my trip to Argentina", "meat|omnivore"),
    ("diet", "User eats meat", "I went plant-based in January, totally vegan", "vegan|plant-based"),
    # the twenty-first batch, written after the twentieth batch's first run, before its round ended
    ("residence", "User lives in Leipzig", "we finally left Leipzig for Dresden in the autumn", "dresden"),
    ("residence", "User lives in Austin", "our lease in San Antonio started on the first", "san antonio"),
    ("residence", "User lives in Nice", "home is a little studio in Montpellier these days", "montpellier"),
    ("residence", "User lives in Adelaide", "I packed up my life and relocated to Darwin", "darwin"),
    ("job", "User works as a waiter", "I passed the bar and now I practise as a solicitor", "solicitor"),
    ("job", "User works at Netflix", "I accepted an offer from Hulu and started last Monday", "hulu"),
    ("job", "User works as a plumber", "my back gave out so I drive a delivery van now", "van|driv|deliver"),
    ("job", "User is retired", "I went back to work part-time at a garden centre", "garden cent"),
    ("relationship", "User is married to Ana", "Ana passed away in the spring", "widow"),
    ("relationship", "User is single", "Sam and I are official now, we're a couple", "sam|relationship|couple"),
    ("relationship", "User is in a relationship with Jo", "Jo popped the question and I said yes", "engaged"),
    (
        "relationship",
        "User is engaged to Priya",
        "we called off the wedding, Priya and I are done",
        "single|called off|done",
    ),
    ("diet", "User is vegan", "I eat eggs from my neighbour's hens now, still no meat", "vegetarian|egg"),
    ("diet", "User is vegetarian", "I started eating fish again, so pescatarian", "pescatarian|fish"),
    ("diet", "User is pescatarian", "I'm fully vegan now, no fish or dairy", "vegan"),
    # the twenty-second batch, written after the twenty-first batch's first run, before its round
    ("residence", "User lives in Turin", "I've been renting a place in Genoa since the spring", "genoa"),
    ("residence", "User lives in Calgary", "the kids started at their new school in Halifax after our move", "halifax"),
    ("residence", "User lives in Cork", "Galway is where I call home now", "galway"),
    ("residence", "User lives in Osaka", "we swapped Osaka for a quiet town called Nara", "nara"),
    ("job", "User works as a teacher", "I'm a full-time YouTuber these days", "youtuber"),
    ("job", "User works at Ford", "after twelve years at Ford I moved to Toyota", "toyota"),
    ("job", "User works as a chef", "I hung up my apron and became a food critic", "critic"),
    ("job", "User works as a nurse", "I retrained as a web developer last year", "developer"),
    ("relationship", "User is dating Ben", "Ben moved in and we got engaged last night", "engaged"),
    ("relationship", "User is married to Lars", "Lars and I are separated now", "separat"),
    ("relationship", "User is single", "my partner and I just celebrated six months", "partner|relationship"),
    ("relationship", "User is engaged to Nora", "Nora and I got married in the city hall", "married"),
    ("diet", "User is vegetarian", "I've gone fully vegan, no dairy anymore", "vegan"),
    ("diet", "User eats meat", "I gave up meat for Lent and never went back", "vegetarian|gave up meat|no meat"),
    ("diet", "User is pescatarian", "I eat red meat again since my doctor told me to", "meat|omnivore"),
    # the twenty-third batch, written after the twenty-second batch's first run, before its round
    ("residence", "User lives in Bilbao", "these days my postcode is in San Sebastián", "sebasti"),
    ("residence", "User lives in Pittsburgh", "we sold the house and bought a condo in Tampa", "tampa"),
    ("residence", "User lives in Utrecht", "I now rent a houseboat in Amsterdam", "amsterdam"),
    ("residence", "User lives in Mumbai", "I shifted base to Goa a few months ago", "goa"),
    ("job", "User works as an engineer", "I run a small pottery studio now", "pottery|studio"),
    ("job", "User works at Oracle", "I'm on the payroll at SAP since August", "sap"),
    ("job", "User works as a barber", "I drive for a living now, buses mostly", "driv|bus"),
    ("job", "User works as a police officer", "I left the force and I'm a private investigator now", "investigator"),
    (
        "relationship",
        "User is married to Greta",
        "Greta and I went our separate ways in March",
        "separat|single|divorc",
    ),
    ("relationship", "User is single", "I've got a boyfriend now, his name is Malik", "malik|boyfriend|relationship"),
    ("relationship", "User is dating Theo", "Theo asked me to marry him and of course I said yes", "engaged"),
    ("relationship", "User is engaged to Ines", "we had the wedding last month, Ines is my wife now", "married"),
    ("diet", "User is vegan", "I've started eating cheese and eggs again", "vegetarian|cheese|egg"),
    ("diet", "User eats meat", "I've been pescatarian since the new year", "pescatarian"),
    ("diet", "User is vegetarian", "bacon won me back, I eat meat again", "meat|omnivore|bacon"),
    # the twenty-fourth batch, written after the twenty-third round
    ("residence", "User lives in Hanoi", "I'm based in Ho Chi Minh City these days", "ho chi minh"),
    ("residence", "User lives in Glasgow", "we upped sticks to Inverness in the summer", "inverness"),
    ("residence", "User lives in Boston", "after the move, Providence feels like home", "providence"),
    ("residence", "User lives in Perth", "I took a flat share in Fremantle last month", "fremantle"),
    ("job", "User works as a dentist", "I sold my practice and teach at the dental school now", "teach|school"),
    ("job", "User works at Adobe", "Figma hired me as a designer in June", "figma"),
    ("job", "User works as a lifeguard", "I'm a paramedic now, qualified in spring", "paramedic"),
    ("job", "User is unemployed", "I finally found work as a carpenter", "carpenter"),
    ("relationship", "User is single", "I'm going steady with a guy named Luca", "luca|relationship"),
    ("relationship", "User is married to Omar", "Omar and I parted ways last year", "separat|single|divorc|parted"),
    ("relationship", "User is dating Iris", "Iris and I are engaged, the ring is gorgeous", "engaged"),
    ("relationship", "User is divorced", "I got remarried in September", "married"),
    ("diet", "User is vegetarian", "I eat fish again but still no meat", "pescatarian|fish"),
    ("diet", "User is vegan", "I've gone back to a normal diet with meat", "meat|omnivore"),
    ("diet", "User eats meat", "I don't eat meat or fish anymore", "vegetarian|no meat|n't eat meat"),
    # the twenty-fifth batch, written before the twenty-fourth round
    ("residence", "User lives in Leeds", "I've relocated to York for the new job", "york"),
    ("residence", "User lives in Denver", "home is a little cabin outside Boulder now", "boulder"),
    ("residence", "User lives in Valencia", "we finally settled in Malaga after months of searching", "malaga"),
    ("residence", "User lives in Toronto", "I'm a Montrealer now, moved in October", "montreal"),
    ("job", "User works as a waiter", "I got promoted to restaurant manager", "manager"),
    ("job", "User works at IBM", "I joined Microsoft's Azure team last month", "microsoft"),
    ("job", "User works as an accountant", "I quit accounting to become a yoga instructor", "yoga"),
    ("job", "User is a student", "I graduated and now work as a pharmacist", "pharmacist"),
    ("relationship", "User is dating Sam", "Sam and I broke up over the summer", "single|broke up|separat"),
    ("relationship", "User is married to Kenji", "I'm a widow now, Kenji passed in May", "widow"),
    ("relationship", "User is single", "I met someone, Priya, and we're together now", "priya|relationship"),
    ("relationship", "User is engaged to Leo", "Leo and I called off the wedding", "single|called off|broke"),
    ("diet", "User eats meat", "I went vegetarian after watching a documentary", "vegetarian"),
    ("diet", "User is pescatarian", "I've cut out fish too, fully vegetarian now", "vegetarian"),
    ("diet", "User is vegan", "I eat everything these days, including meat", "meat|omnivore"),
    # the twenty-sixth batch, written by someone who had not read the checks (muninn.write.check)
    (
        "residence",
        "User lives in Liverpool",
        "I'm a Geordie by postcode now, we moved to Newcastle in the spring",
        "newcastle",
    ),
    (
        "residence",
        "User lives in Brisbane",
        "we've been in Hobart since Easter and the cold is a real shock after Queensland",
        "hobart",
    ),
    (
        "residence",
        "User lives in Philadelphia",
        "our new apartment in Baltimore is twice the size of our old Philly one for the same rent",
        "baltimore",
    ),
    ("residence", "User lives in Stockholm", "Uppsala's been good to us since we left Stockholm in March", "uppsala"),
    (
        "residence",
        "User lives in Miami",
        "moved my whole life up to Charlotte in January and honestly I don't miss the Miami humidity one bit",
        "charlotte",
    ),
    (
        "residence",
        "User lives in Vancouver",
        "we sold the condo and took the ferry for good, Victoria's home now and island life suits me",
        "victoria",
    ),
    (
        "residence",
        "User lives in Singapore",
        "Kuala Lumpur is home these days, I gave up my Singapore flat in April",
        "kuala lumpur",
    ),
    (
        "residence",
        "User lives in Sheffield",
        "the landlord in Sheffield kept half my deposit, but whatever, I've been in Nottingham since May",
        "nottingham",
    ),
    (
        "job",
        "User works as a waiter",
        "the fire brigade took me on as a trainee firefighter, been there a fortnight now",
        "firefight",
    ),
    ("job", "User works at Google", "Canva poached me from Google in the spring, best move I've made", "canva"),
    ("job", "User is a student", "done with uni! I'm a junior architect at a firm in town now", "architect"),
    (
        "job",
        "User is unemployed",
        "after eight months on the dole I'm finally a postie, doing my rounds every morning",
        "postie|postman|postwoman|postal|mail",
    ),
    (
        "job",
        "User works as a nurse",
        "I chucked in nursing and I'm cabin crew with Qantas now",
        "cabin crew|flight attendant|qantas",
    ),
    (
        "job",
        "User is retired",
        "retirement was driving me up the wall so I've started tutoring kids in maths for a living",
        "tutor",
    ),
    (
        "job",
        "User works at a bank",
        "I got the boot from the bank in June and I've been out of work ever since",
        "unemploy|out of work|fired|laid off|let go|sacked|boot|dismiss",
    ),
    (
        "job",
        "User works as a teacher",
        "I'm a real estate agent now, swapped the classroom for open houses",
        "estate|realtor",
    ),
    (
        "relationship",
        "User is single",
        "so my boyfriend Dmitri reckons I should learn to drive, thoughts?",
        "dmitri|boyfriend|relationship|dating",
    ),
    (
        "relationship",
        "User is dating Hannah",
        "Hannah and I are done, we called time on it back in April",
        "single|ended|broke|split|are done|is over|no longer",
    ),
    (
        "relationship",
        "User is married to Jake",
        "I'm figuring out life as a single mum since Jake and I divorced in the autumn",
        "divorc|single",
    ),
    (
        "relationship",
        "User is engaged to Felix",
        "can't believe Felix is officially my husband as of Saturday!!",
        "married|husband",
    ),
    (
        "relationship",
        "User is divorced",
        "my new wife Aisha and I are off to Bali for our honeymoon next month",
        "married|aisha|wife",
    ),
    (
        "relationship",
        "User is single",
        "put a ring on it! Mateo and I are getting married next summer",
        "engaged|mateo|fianc|getting married",
    ),
    ("relationship", "User is dating Rory", "Rory got down on one knee at the footy and I said yes", "engaged|fianc"),
    (
        "relationship",
        "User is engaged to Gemma",
        "the wedding's off, Gemma gave me the ring back last week",
        "single|called off|broke|ended|is off|no longer engaged",
    ),
    (
        "diet",
        "User is vegetarian",
        "caved and had a bacon sarnie last week, and now I'm eating meat most days",
        "meat|omnivore",
    ),
    (
        "diet",
        "User eats meat",
        "haven't had meat since Easter, I'm a proper veggie now",
        "vegetarian|veggie|no meat|meat-free|n't eat meat",
    ),
    (
        "diet",
        "User is vegan",
        "I've been having a bit of salmon lately, so technically I'm pescatarian now",
        "pescatarian|fish|salmon",
    ),
    (
        "diet",
        "User is pescatarian",
        "ditched the fish too, it's all plants and no animal products for me now",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "I knocked meat on the head in February but I still eat seafood",
        "pescatarian|seafood|fish",
    ),
    (
        "diet",
        "User is vegan",
        "turns out I can't live without halloumi, so I'm vegetarian rather than vegan these days",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've cut out dairy and eggs on top of the meat, so I'm properly vegan now",
        "vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "my partner's barbecues converted me, I eat red meat and chicken again",
        "meat|omnivore",
    ),
    # the twenty-seventh batch, by another writer who had not read the checks, after the 24th round
    ("residence", "User lives in Rotterdam", "I moved to The Hague in May", "hague|den haag"),
    ("residence", "User lives in Edmonton", "Winnipeg is where I'm living now, got here in February", "winnipeg"),
    ("residence", "User lives in Adelaide", "we just moved to Canberra for my partner's new job", "canberra"),
    ("residence", "User lives in Antwerp", "I rent a small flat in Ghent now", "ghent"),
    (
        "residence",
        "User lives in Chennai",
        "we've shifted to Hyderabad for good, hubby's company transferred him and the whole family came along",
        "hyderabad",
    ),
    (
        "residence",
        "User lives in Brighton",
        "the removal van dropped the last of our stuff in Norwich yesterday, so we're proper Norfolk folk now",
        "norwich",
    ),
    (
        "residence",
        "User lives in Dallas",
        "any tips for finding a good dentist? haven't found one since we moved to Albuquerque",
        "albuquerque",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "swapped Melbourne for the Sunny Coast in March, living in Noosa now and loving it",
        "noosa",
    ),
    ("job", "User works as a hairdresser", "I'm a dental nurse now, started in the new year", "dental nurse|nurse"),
    ("job", "User works at Unilever", "I started at Nestle in September", "nestle"),
    ("job", "User is a student", "I finished my PhD and now I work as a statistician", "statistician"),
    ("job", "User works as a social worker", "I became a police officer last year", "police"),
    (
        "job",
        "User works at Infosys",
        "I have joined TCS last month only, the Infosys notice period was painful",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User is unemployed",
        "the council took me on as a refuse collector, so no more job centre for me",
        "refuse|waste|bin man|binman|sanitation|council",
    ),
    (
        "job",
        "User is retired",
        "the grandkids think it's hilarious that I've un-retired and I'm stacking shelves at Aldi four mornings a week",
        "aldi|shelf|shelves|stacking|stocking",
    ),
    (
        "job",
        "User works as a software engineer",
        "got pink-slipped in the latest round of cuts, so yeah, I'm between jobs right now",
        "unemploy|laid off|between jobs|pink-slip|out of work|let go|job hunt",
    ),
    ("relationship", "User is single", "I'm dating a woman called Freya now, it's going really well", "freya|dating"),
    (
        "relationship",
        "User is engaged to Daniel",
        "Daniel and I had our wedding in October, I'm a married woman now",
        "married",
    ),
    ("relationship", "User is married to Yusuf", "my divorce from Yusuf went through in February", "divorc"),
    (
        "relationship",
        "User is dating Clara",
        "I'm single again, Clara ended it a couple of weeks ago",
        "single|ended|broke|split|separat",
    ),
    (
        "relationship",
        "User is single",
        "me and my fella have been together since Easter, he's a keeper",
        "fella|partner|relationship|together|boyfriend|dating",
    ),
    (
        "relationship",
        "User is dating Arjun",
        "my mom keeps asking about wedding dates now that Arjun proposed and I said yes",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Meera",
        "our marriage happened last month in Jaipur, Meera's family arranged everything",
        "married|wife|marriage",
    ),
    (
        "relationship",
        "User is married to Stefan",
        "now that Stefan's moved in with his new girlfriend and the divorce is going through, I'm sorting the "
        "mortgage on my own",
        "divorc|separat|single",
    ),
    (
        "diet",
        "User is vegetarian",
        "I'm not vegetarian anymore, I had turkey at Christmas and just kept going",
        "meat|omnivore|turkey|no longer vegetarian|not vegetarian",
    ),
    ("diet", "User eats meat", "I went vegan in September and feel great", "vegan"),
    ("diet", "User is pescatarian", "I stopped eating fish in April, so I'm vegetarian now", "vegetarian"),
    ("diet", "User is vegan", "I started eating seafood again in the summer", "pescatarian|seafood|fish"),
    (
        "diet",
        "User eats meat",
        "haven't touched a snag or a steak since going veggo in March",
        "vegetarian|veggo|veggie|no meat|meat-free",
    ),
    (
        "diet",
        "User is vegan",
        "ever since my trainer got me on eggs and Greek yogurt for the protein I've basically been a regular "
        "vegetarian",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "I have left non-veg completely, pure veg only from Navratri onwards",
        "vegetarian|pure veg|non-veg|no meat",
    ),
    ("diet", "User is pescatarian", "gone full vegan, my fishmonger's lost his best customer", "vegan"),
    # the twenty-eighth batch, by a third writer who had not read the checks, after the 25th round
    ("residence", "User lives in Birmingham", "I moved to Coventry at the end of April", "coventry"),
    (
        "residence",
        "User lives in Auckland",
        "Christchurch is home now, we made the move over the school holidays",
        "christchurch",
    ),
    ("residence", "User lives in Portland", "we're living in Sacramento now, got here two weeks ago", "sacramento"),
    (
        "residence",
        "User lives in Kolkata",
        "I'm staying in Delhi permanently now, my transfer came through and we've shifted the whole household",
        "delhi",
    ),
    ("residence", "User lives in Houston", "I live in New Orleans now, been here since February", "new orleans"),
    (
        "residence",
        "User lives in Minneapolis",
        "can you recommend a decent bike shop near my new apartment in Madison? we only moved here from "
        "Minneapolis on Saturday and I don't know the area at all",
        "madison",
    ),
    (
        "residence",
        "User lives in Geneva",
        "my wife's new job brought us to Basel, we've been living here since March",
        "basel",
    ),
    (
        "residence",
        "User lives in Canberra",
        "we packed up the ute and headed up to Townsville, been living here a month now, hot as",
        "townsville",
    ),
    ("residence", "User lives in Cleveland", "just moved 2 columbus lol, still livin outta boxes", "columbus"),
    ("residence", "User lives in Belfast", "I'm after moving to Derry, the new gaff is grand", "derry"),
    ("job", "User works as a receptionist", "I'm a zookeeper now, I look after the penguins", "zookeeper|zoo"),
    ("job", "User works at Accenture", "I started at Capgemini on the first of the month", "capgemini"),
    ("job", "User is a student", "I graduated in July and I work as a speech therapist now", "speech therap"),
    ("job", "User is unemployed", "I got a job driving a forklift at a warehouse", "forklift|warehouse"),
    ("job", "User works as a postman", "I retired on Friday after thirty years of delivering the post", "retir"),
    (
        "job",
        "User works as a graphic designer",
        "now that I'm a long-haul truck driver I need lunches that keep for hours in the cab, any ideas?",
        "truck|lorry|haul",
    ),
    (
        "job",
        "User works at Boeing",
        "Lockheed Martin hired me in the spring, so I left Boeing after nine years",
        "lockheed",
    ),
    (
        "job",
        "User works as an estate agent",
        "I've jacked in the estate agency and I'm a plasterer now, proper graft but I love it",
        "plaster",
    ),
    ("job", "User works as a cashier", "im a hairdresser now!! finally got my qualifications", "hairdress"),
    (
        "job",
        "User works at Wayfair",
        "got canned from Wayfair last month so I'm pounding the pavement looking for work",
        "unemploy|laid off|fired|job hunt|canned|let go|out of work|looking for work|job search",
    ),
    ("relationship", "User is dating Nico", "Nico and I split up after two years", "single|split|broke|ended|separat"),
    (
        "relationship",
        "User is single",
        "I'm seeing a lovely guy called Tobias, six weeks now",
        "tobias|dating|seeing|relationship|boyfriend",
    ),
    (
        "relationship",
        "User is engaged to Harriet",
        "Harriet and I got married at the registry office on Friday",
        "married",
    ),
    ("relationship", "User is married to Diego", "the judge signed off on my divorce from Diego yesterday", "divorc"),
    ("relationship", "User is dating Yara", "I asked Yara to marry me and she said yes", "engaged|fianc"),
    (
        "relationship",
        "User is single",
        "what should I get my husband for our first anniversary? we got married last June and he's impossible to "
        "shop for",
        "married|husband",
    ),
    (
        "relationship",
        "User is married to Bruno",
        "Bruno's solicitor sent over the separation agreement, so that's us finished after eleven years",
        "separat|split|divorc|marriage ended",
    ),
    (
        "relationship",
        "User is dating Aroha",
        "Aroha and I are done and dusted, back to flying solo",
        "single|solo|ended|broke|split",
    ),
    (
        "relationship",
        "User is married to Priyanka",
        "my wife priyanka passed away in august, stil cant believe it",
        "widow|passed|died|death",
    ),
    (
        "relationship",
        "User is divorced",
        "never thought I'd do it again but Wes proposed and I'm wearing a ring",
        "engaged|fianc",
    ),
    ("diet", "User is vegetarian", "I've started eating lamb again", "meat|lamb|omnivore"),
    ("diet", "User eats meat", "I became vegan in February", "vegan"),
    ("diet", "User is pescatarian", "I eat chicken now as well as fish", "chicken|meat|omnivore"),
    (
        "diet",
        "User is vegan",
        "I'm pescatarian these days, I eat prawns and salmon",
        "pescatarian|fish|prawn|salmon|seafood",
    ),
    ("diet", "User eats meat", "I don't eat meat anymore, I've been vegetarian since my birthday", "vegetarian"),
    (
        "diet",
        "User eats meat",
        "can you suggest some high-protein lunches? since I went vegan in the spring I keep getting hungry by 3pm",
        "vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "my husband's fish tacos finally broke me, I eat fish now but still no meat",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User is vegan",
        "I'm back on the cheese and eggs, still veggie just not vegan anymore",
        "vegetarian|veggie",
    ),
    ("diet", "User is pescatarian", "gave up fish and all animal stuff, im vegan now lol", "vegan"),
    (
        "diet",
        "User is vegetarian",
        "I've started having non-veg again, mostly chicken and mutton",
        "meat|non-veg|chicken|mutton|omnivore",
    ),
    # the twenty-ninth batch: a fourth writer who had not read the checks
    (
        "residence",
        "User lives in Leeds",
        "Finally moved to Galway last month, the rain here is somehow worse than Leeds 😂",
        "galway",
    ),
    (
        "residence",
        "User lives in Toronto",
        "now that i'm living in calgary, what are some good winter tires for my corolla?",
        "calgary",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Just settled into our new place in Perth, can you suggest a few easy housewarming recipes?",
        "perth",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so i relocated to austin for my partners job back in march and honestly the heat is killing me, what "
        "plants actually survive out here",
        "austin",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Moved down to Brighton a few weeks ago, any tips for registering with a GP here?",
        "brighton",
    ),
    (
        "residence",
        "User lives in Pune",
        "Shifted to Bangalore na, since last week only. Which area is good for a PG near Whitefield?",
        "bangalore|bengaluru",
    ),
    (
        "residence",
        "User lives in Boston",
        "Closing went through and we're officially Denver residents now 🏔️ what do people do here on weekends?",
        "denver",
    ),
    (
        "residence",
        "User lives in Cork",
        "I'm after moving to Limerick there, need a decent gym near the city centre",
        "limerick",
    ),
    (
        "residence",
        "User lives in Brisbane",
        "Been in Hobart a month now and reckon I need a proper jacket, what brands are good?",
        "hobart",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Lived in Manchester for 6 yrs but I'm in Porto now since the job transfer - how do I get a NIF?",
        "porto",
    ),
    (
        "job",
        "User works as a bank teller",
        "Quick q - now that I'm a paramedic, what's the best way to sleep after a night shift?",
        "paramedic",
    ),
    ("job", "User works at Deloitte", "startd at KPMG on monday!! any tips for surviving the first week", "kpmg"),
    (
        "job",
        "User works as a software engineer",
        "Got made redundant on Friday. Can you help me write a cover letter?",
        "redundan|laid off|unemployed|out of work",
    ),
    (
        "job",
        "User works as a primary school teacher",
        "After 34 years in the classroom I've finally retired! What hobbies would you suggest for someone with too "
        "much free time?",
        "retire",
    ),
    (
        "job",
        "User works at Tesco",
        "handed my notice in at tesco and started as an apprentice electrician this week, bit nervous tbh",
        "electrician",
    ),
    (
        "job",
        "User works as a barista",
        "i quit the cafe lol. no job rn, living off savings. how do i budget",
        "quit|unemploy|no job|not working|out of work",
    ),
    (
        "job",
        "User is a student",
        "Graduated in June and I've been working as a junior accountant at a firm in Leeds since August",
        "accountant",
    ),
    (
        "job",
        "User works at Infosys",
        "Joined TCS last month as a senior analyst yaar, the notice period at infosys was a nightmare",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User is unemployed",
        "Good news, finally got a job! I'm a line cook at a pub in Fremantle, started Tuesday",
        "cook|chef",
    ),
    (
        "job",
        "User works as a nurse",
        "Since I got laid off from the hospital I've been driving for Uber full time, which is weird but pays the "
        "bills. Any tips on car maintenance?",
        "uber|driver|rideshare",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco and I broke up last weekend. Can you suggest some sad songs lol",
        "single|broke up|split|separat",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing a guy called Felix for a few months now and it's getting serious, what should I get him "
        "for his birthday?",
        "felix",
    ),
    (
        "relationship",
        "User is engaged to Amara",
        "We got married on Saturday!!! 💍 Amara and I are officially husband and wife",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Sam",
        "sam proposed last night and i said YES 😭💍 help me plan an engagement party",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Helen",
        "My divorce from Helen was finalised in May. How do I update my will?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is married to Raj",
        "I lost my husband Raj in January. I'm trying to sort out his pension paperwork, where do I even start?",
        "widow|passed away|died|death|late husband|bereave",
    ),
    (
        "relationship",
        "User is single",
        "Me and my girlfriend Chloe just moved in together, what's a fair way to split the bills?",
        "chloe",
    ),
    (
        "relationship",
        "User is dating Liam",
        "Liam and I called it quits. Just me and the cat now haha. recipes for one?",
        "single|broke up|split|quits|separat|ended",
    ),
    (
        "relationship",
        "User is in a relationship with Kofi",
        "Kofi and I got hitched in Accra over Easter, best day of my life!",
        "married|hitched|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Grace",
        "Grace and I separated in the autumn and I'm living on my own now - any tips for making the flat feel less "
        "empty?",
        "separat|single|split",
    ),
    (
        "diet",
        "User is vegetarian",
        "Started eating fish again after 8 years veggie, doc said my iron was low. Best way to cook salmon?",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User eats meat",
        "Went fully vegan in January, haven't touched meat or dairy since. Any good high-protein breakfasts?",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession: i'm eating meat again 🙈 what's a beginner friendly steak recipe",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "Since I cut out meat a couple of months ago I'm always starving, what veggie snacks actually fill you up?",
        "vegetarian|veggie|no meat|meat-free|cut out meat|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone vegan now, no eggs or cheese anymore - is nutritional yeast actually worth it?",
        "vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "Gave up fish as well so I'm a proper vegetarian now. Any tips for getting enough omega-3?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User has no dietary restrictions",
        "Got diagnosed coeliac last month so I'm strictly gluten free now, is oat milk ok or not?",
        "gluten|coeliac|celiac",
    ),
    (
        "diet",
        "User is vegan",
        "not vegan anymore btw, added eggs and dairy back in but still no meat. good paneer recipes?",
        "vegetarian|veggie|eggs|dairy",
    ),
    (
        "diet",
        "User is vegetarian",
        "Bro I'm back on chicken, the gym diet was too hard without it. how much chicken breast a day for bulking",
        "chicken|meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "From this month I have turned pure veg, no non-veg at all. Kindly suggest some protein sources",
        "vegetarian|pure veg|veggie|no meat",
    ),
    # the thirtieth batch: a fifth writer who had not read the checks
    (
        "residence",
        "User lives in Leeds",
        "ok so update: I finally moved to Porto last month, still unpacking boxes lol",
        "porto",
    ),
    (
        "residence",
        "User lives in Austin",
        "Can you suggest a good vegetarian lasagna recipe? I'm cooking for the neighbours in our new building here "
        "in Denver, first time I've hosted since the move. Something that serves eight would be great.",
        "denver",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "the new flat in dundee has a lovely view over the tay, so glad we made the jump",
        "dundee",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Hey, what's the time difference between here and Sydney? We just relocated to Perth for my wife's contract "
        "and I keep calling my mum at weird hours.",
        "perth",
    ),
    ("residence", "User lives in Toronto", "i live in halifax now so pls stop giving me toronto weather", "halifax"),
    (
        "residence",
        "User lives in Chicago",
        "set a reminder to register my car at the d m v here in boise since i moved here last week",
        "boise",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Hello, I am back in Krakow since two weeks, I finish my contract in UK and now I live with my parents "
        "again. Which bank is good here for foreigner returning?",
        "krak|cracow",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Good evening. Please note that I have now permanently relocated to Cork, and I would like my local news "
        "updated accordingly.",
        "cork",
    ),
    (
        "residence",
        "User lives in Berlin",
        "Ugh what a day. Train was late, boss yelled at me, and then the landlord here in Leipzig tells me the "
        "heating won't be fixed until Monday. First winter in this city and it's already freezing. Any tips for "
        "keeping a flat warm without a heater?",
        "leipzig",
    ),
    (
        "residence",
        "User lives in Phoenix",
        "signed the lease and got the keys, we're officially Tucson residents now 🌵",
        "tucson",
    ),
    (
        "job",
        "User works as a cashier",
        "Just finished my first week as a paramedic, my back is killing me",
        "paramedic",
    ),
    (
        "job",
        "User works at Deloitte",
        "Can you help me write a LinkedIn post? I got made redundant from Deloitte on Friday and want to let people "
        "know I'm looking.",
        "redundan|unemploy|laid off|let go|lost|no longer|looking for",
    ),
    (
        "job",
        "User is a student",
        "graduated in june and started at the dental practice as a hygienist on monday, adulting is real",
        "hygienist",
    ),
    (
        "job",
        "User works as a teacher",
        "Well, thirty-four years in the classroom and as of last Friday I'm officially retired. What should I do "
        "with all this free time?",
        "retire",
    ),
    (
        "job",
        "User is unemployed",
        "finally got a job!!! starting as an electrician's apprentice at a local firm next week, they already gave "
        "me my tools",
        "electric|apprentice",
    ),
    (
        "job",
        "User works at Amazon",
        "i quit amazon today. no plan, just done. anyway whats a good pasta recipe for one",
        "quit|left|unemploy|no longer|not working",
    ),
    (
        "job",
        "User works as a nurse",
        "I am now working like a baker in small bakery, I wake up at 3 in morning, is very hard but I like it more "
        "than the hospital",
        "baker|bakery",
    ),
    (
        "job",
        "User works at Google",
        "remind me to bring my badge tomorrow for my first day at micro soft",
        "microsoft|micro soft",
    ),
    (
        "job",
        "User works as a software engineer",
        "Could you help me price a three-tier wedding cake? I left tech last spring and I've been running my own "
        "cake business full time since.",
        "cake|bak|self-employ",
    ),
    (
        "job",
        "User works as a barista",
        "I won't be going back to the cafe after my maternity leave, we've decided I'll stay home with the baby "
        "full-time. Any tips for dealing with the isolation?",
        "stay-at-home|stay at home|home with|homemaker|full-time parent|full-time mum|full-time mom|not working|no "
        "longer|quit|left the caf",
    ),
    (
        "relationship",
        "User is dating Sam",
        "sam and i broke up last night. i dont really want to talk about it, can you just recommend a sad movie",
        "single|broke up|split|separat|ended|no longer",
    ),
    (
        "relationship",
        "User is single",
        "Met someone amazing at my cousin's wedding, his name is Leo. We've been official for a month now 😊 what's "
        "a good one-month gift?",
        "leo",
    ),
    (
        "relationship",
        "User is dating Maya",
        "She said yes!! Maya and I are engaged 💍 help me find a company to insure the ring",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Carlos",
        "The divorce from Carlos was finalised this morning. Can you help me change my surname back on my bank "
        "accounts?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Since Helen passed in March the house has been very quiet. Could you suggest some clubs for widowers in my "
        "area?",
        "widow|passed|died|death|late wife",
    ),
    (
        "relationship",
        "User is in a relationship with Omar",
        "We tied the knot on Saturday at the registry office, just Omar and me and two friends. Best day ever. What "
        "do people usually write in thank-you cards?",
        "married|wedding|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "my girlfriend Ines she come for dinner tonight, what i can cook that is easy and romantic",
        "ines",
    ),
    (
        "relationship",
        "User is engaged to Kate",
        "Kate called off the engagement. I'm moving my stuff out this weekend. Can you make me a packing checklist?",
        "single|called off|broke|ended|split|separat|no longer",
    ),
    (
        "relationship",
        "User is dating Liam",
        "Trip question: I'm going to Rome in May, solo this time since Liam and I split up, and I want to know if "
        "the Vatican museums need advance booking and which neighbourhood is safe for a woman travelling alone.",
        "split|single|broke up|separat|ended|no longer",
    ),
    (
        "relationship",
        "User is single",
        "my husband has been snoring like a chainsaw ever since the honeymoon, any tips?",
        "married|husband|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again, doctor said I need more omega 3. So pescatarian now I guess",
        "pescatar|fish",
    ),
    (
        "diet",
        "User eats meat",
        "Went fully vegan in January and honestly never felt better. Can you give me a high-protein vegan breakfast?",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession I'm back on meat. Had a burger yesterday after 6 years and I'm not going back. Best steak "
        "cut for a beginner?",
        "meat|omnivor|no longer vegan|not vegan|stopped being vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Since my heart scare I've cut out all red meat and poultry. Only fish and vegetables from now on. Could "
        "you plan a week of dinners?",
        "pescatar|fish",
    ),
    (
        "diet",
        "User is pescatarian",
        "i dont eat fish anymore either, watched that documentary and couldn't. so just veggie now, eggs and cheese "
        "still ok",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "From this month I am vegan, no more milk, no egg, no honey. What I can put in coffee instead of milk?",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "Pregnancy cravings are wild, I've gone back to eggs and dairy for good, still no meat though. Good quiche "
        "recipe?",
        "vegetarian|egg|dairy",
    ),
    (
        "diet",
        "User eats meat",
        "hey assistant i've gone plant based as of this week so no more chicken for me can you suggest some tofu "
        "marinades",
        "plant|vegan|vegetarian|no meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "Booked dinner at a steakhouse for Friday, yes me! After 12 years I'm eating meat again, my iron levels "
        "forced the issue. What should I order?",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Can you recommend some restaurants in the city centre for Saturday? Bear in mind I've been vegetarian "
        "since New Year, so places with proper veggie mains please.",
        "vegetarian|veggie",
    ),
    # the thirty-first batch: a sixth writer who had not read the checks
    (
        "residence",
        "User lives in Nottingham",
        "hey so i finally moved to Glasgow last weekend, still got boxes everywhere lol. whats the easiest way to "
        "register with a GP here?",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Phoenix",
        "Good morning. My wife and I sold the house in the spring and we now live in Sarasota, Florida. Could you "
        "tell me what time the public library opens on Saturdays?",
        "sarasota",
    ),
    (
        "residence",
        "User lives in Lyon",
        "Hello, I am living in Rotterdam since two weeks now. I need help to write email to my landlord because the "
        "heating is not working.",
        "rotterdam",
    ),
    (
        "residence",
        "User lives in Leeds",
        "remind me to change my address on the bank app now that i live in new castle",
        "newcastle|new castle",
    ),
    (
        "residence",
        "User lives in Swindon",
        "omg im officially a Bristol girl now!! moved into halls yesterday and its sooo loud",
        "bristol",
    ),
    (
        "residence",
        "User lives in Minneapolis",
        "We got the keys to the new place in Raleigh on Friday and the kids start school here Monday. Need a quick "
        "weekly meal plan for four, nothing fancy.",
        "raleigh",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I honestly hate it. We moved to Winnipeg for my husband's job, it's minus thirty and I don't know a single "
        "person here.",
        "winnipeg",
    ),
    (
        "residence",
        "User lives in Edinburgh",
        "Kindly note that I have relocated to Aberdeen. Please use Aberdeen for my weather updates henceforth.",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Where can I get a decent flat white in Adelaide? Been living here a month and I still haven't found one.",
        "adelaide",
    ),
    ("residence", "User lives in Manchester", "bruv im a londoner now innit", "london"),
    (
        "job",
        "User works at Salesforce",
        "got laid off this morning along with half my team. how do I file for unemployment in Illinois?",
        "laid off|unemploy|out of work|no longer work|lost their job|lost his job|lost her job",
    ),
    (
        "job",
        "User works as a machinist",
        "Well, after forty-one years I handed in my badge on Friday. I am officially retired. What hobbies would "
        "you suggest for a man my age?",
        "retire",
    ),
    (
        "job",
        "User works as a care assistant",
        "on my break rn. first week as a qualified nurse on the cardiac ward and my feet are dead. quick snack ideas?",
        "nurse",
    ),
    (
        "job",
        "User works at McDonald's",
        "quit maccies lol, been at the Odeon since tuesday and the free popcorn is elite",
        "odeon|cinema",
    ),
    (
        "job",
        "User is a student",
        "I finish my study and now I am working as software tester in Siemens. Is good company I think. Can you "
        "help me with English for meetings?",
        "siemens|tester",
    ),
    (
        "job",
        "User works as an accountant",
        "I should like to inform you that I have resigned from my position as an accountant and am presently "
        "between positions.",
        "resign|unemploy|between|not working|no longer work|quit",
    ),
    (
        "job",
        "User works at Tesco",
        "They FIRED me. Over one late shift. Twelve years at Tesco and that's it, I'm so angry I can't think straight.",
        "fired|let go|dismiss|unemploy|out of work|no longer work",
    ),
    (
        "job",
        "User is unemployed",
        "What's a good packed lunch for a warehouse shift? I've been picking at the DHL depot for a couple of weeks "
        "now and I'm starving by ten.",
        "dhl|warehouse|picker|picking",
    ),
    (
        "job",
        "User works as a bus driver",
        "set my alarm for five a m every weekday I'm a post man now with royal male so rounds start early",
        "postman|post man|postal|royal mail|royal male|mail carrier",
    ),
    (
        "job",
        "User works as a barista",
        "yo first week done as a tattoo apprentice fr, no more oat milk lattes for me",
        "tattoo",
    ),
    (
        "relationship",
        "User is dating Aiden",
        "me n aiden r done. he cheated. dont even mention him",
        "single|split|broke up|broken up|no longer dating|no longer with|ended|ex-boyfriend|ex boyfriend",
    ),
    (
        "relationship",
        "User is married to Gareth",
        "The divorce was finalised yesterday. Twenty years with Gareth and it all comes down to a signature on a form.",
        "divorc",
    ),
    (
        "relationship",
        "User is married to Margaret",
        "My Margaret passed away in March. I'm still learning to cook for one. Could you suggest a few simple recipes?",
        "widow|passed|died|death|late wife",
    ),
    (
        "relationship",
        "User is dating Priya",
        "Priya said yes!! We're engaged!! Can you help me write a thank-you message to her parents?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Matteo",
        "Last Saturday I married Matteo finally, now I am his wife. How I change my surname in UK?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is single",
        "ngl im taken now, me and jordan made it official last night",
        "jordan|dating|relationship|taken|boyfriend|girlfriend|partner",
    ),
    (
        "relationship",
        "User is married to Charlotte",
        "Please be advised that my wife Charlotte and I have separated, and I have moved into a flat of my own.",
        "separat|split|estranged",
    ),
    (
        "relationship",
        "User is single",
        "hey google remind me that me and my boy friend dev have our one month anniversary on the ninth",
        "dev|dating|relationship|boyfriend|boy friend|partner",
    ),
    (
        "relationship",
        "User is in a relationship with Hannah",
        "What are some fun solo weekend trips in the UK? Now that Hannah and I have broken up I've got a lot of "
        "free weekends.",
        "single|broke up|broken up|split|no longer|ended",
    ),
    (
        "relationship",
        "User is dating Marcus",
        "on break and still shaking, Marcus proposed on the ward this morning in front of the whole night shift and "
        "I said YES",
        "engaged|fianc|proposed",
    ),
    (
        "diet",
        "User eats meat",
        "im vegan now, watched a documentary and cant go back. what protein can i get at subway",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "Ok confession: after six years vegan I'm eating meat again. My iron was through the floor and I was "
        "exhausted all the time. Please don't lecture me.",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "I start to eat fish again, doctor say I need omega 3. Only fish, still no meat. You have recipe for salmon?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "I wish to inform you that I have ceased eating fish altogether and now follow a strictly vegetarian diet.",
        "vegetarian|no fish|stopped eating fish",
    ),
    (
        "diet",
        "User eats meat",
        "We've gone pescatarian as a family since January and the kids are fine with it. Need five quick weeknight "
        "fish dinners.",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "I've started having eggs and a bit of cheese again, so I suppose I'm a vegetarian rather than a vegan "
        "these days. Could you suggest a frittata recipe?",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "add tofu lentils and oat milk to my shopping list I'm veggie tarian now so no more mince",
        "vegetarian|veggie|no meat|meat-free|meat free",
    ),
    (
        "diet",
        "User is vegetarian",
        "bro im back on the meat, had a double smash burger and no regrets, veggie era is over",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "Is nutritional yeast a good source of B12? I cut out fish, eggs and dairy a few weeks ago so I'm fully "
        "vegan now.",
        "vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "15 min break, what vegan snacks can I get from a hospital vending machine? Dropped dairy and eggs last "
        "month and night shifts are brutal.",
        "vegan",
    ),
    # the thirty-second batch: a seventh writer who had not read the checks
    (
        "residence",
        "User lives in Birmingham",
        "my commute from the new flat in Reading is about 50 min each way, can you build me a 30 min home workout "
        "instead?",
        "reading",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Just finished unpacking the last boxes in Wellington! What are some easy Māori greetings I could use with "
        "my new neighbours?",
        "wellington",
    ),
    (
        "residence",
        "User lives in Seattle",
        "since we moved down to phoenix its way too hot to run in the afternoon, what time should i go out",
        "phoenix",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Quick update: I've officially relocated to Vancouver, so please base any budget stuff on BC rent prices "
        "from now on.",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon I need a new grocery budget, Brisbane's a fair bit cheaper than Sydney was. Been up here a month now",
        "brisbane",
    ),
    (
        "residence",
        "User lives in Johannesburg",
        "Ja, so now that I'm settled in Cape Town, can you find me a hiking route near my place in Observatory for "
        "this weekend?",
        "cape town",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg help me plan my monthly budget, since I packed to Abuja last month my rent don double",
        "abuja",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "I have shifted to Pune last week only, kindly suggest good weekend trek options near my new place",
        "pune",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Minneapolis winters are going to be brutal for my first year living here, what layers should I buy for "
        "walking to work?",
        "minneapolis",
    ),
    (
        "residence",
        "User lives in Edinburgh",
        "Can you help me practise my Spanish? I need to open a bank account here in Valencia tomorrow and my "
        "landlord only speaks Spanish.",
        "valencia",
    ),
    (
        "job",
        "User works as a cashier",
        "My first shift as a veterinary nurse at the clinic is tomorrow, any tips for staying on my feet for 12 hours?",
        "veterinary nurse|vet nurse|vet clinic",
    ),
    (
        "job",
        "User works at Accenture",
        "Since I started at Shopify last month my days are all video calls, can you suggest some stretches for "
        "between meetings?",
        "shopify",
    ),
    (
        "job",
        "User works as a teacher",
        "Now that I've retired from teaching I finally have my mornings free, can you make me a beginner Italian "
        "study plan?",
        "retire",
    ),
    (
        "job",
        "User works at Google",
        "got laid off from google on friday so i need to cut my grocery budget hard, help",
        "laid off|unemployed|out of work|jobless",
    ),
    (
        "job",
        "User works as a nurse",
        "I handed in my notice at the hospital and today was my last day. Can you help me journal about how I feel "
        "about leaving nursing behind?",
        "quit|resign|left nursing|former nurse|no longer a nurse|no longer works as a nurse|unemployed",
    ),
    (
        "job",
        "User is unemployed",
        "Been a data analyst at Sainsbury's for a week now and they use SQL window functions everywhere, can you "
        "explain them?",
        "sainsbury|data analyst",
    ),
    (
        "job",
        "User is a student",
        "I graduated last month and I'm working full time as a civil engineer at Arup now, so I can only train in "
        "the evenings. Can you redo my plan?",
        "arup|civil engineer",
    ),
    (
        "job",
        "User works as a software developer",
        "I was fired today. Honestly I don't even know what to write in my journal tonight.",
        "fired|let go|unemployed|out of work|jobless",
    ),
    (
        "job",
        "User works at Shell",
        "my contract with shell ended last week and theyre not renewing it, what should I cut from my budget until "
        "I find something",
        "contract ended|not renewed|unemployed|out of work|between jobs|jobless",
    ),
    (
        "job",
        "User works as a chef",
        "I have joined IndiGo as a flight attendant, so my meal timings are all over the place now. Please suggest "
        "healthy snacks I can carry.",
        "flight attendant|cabin crew|indigo",
    ),
    (
        "relationship",
        "User is married to Marco",
        "since the divorce I'm cooking for one, any recipes that don't leave me with five days of leftovers?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is dating Priya",
        "priya and i broke up last night so i guess i dont need the date night recipe anymore. just something "
        "comforting pls",
        "broke up|break-up|breakup|single|split|no longer dating",
    ),
    (
        "relationship",
        "User is single",
        "I got engaged to Tomás on Saturday!! Can you help me put together a budget for the wedding?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Aisha is vegetarian, can you suggest a main dish we can both enjoy for our six-month "
        "anniversary dinner?",
        "aisha|girlfriend|relationship|dating",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Daniel passed away in March and I've been struggling to eat properly. Could you suggest some simple meals "
        "for one?",
        "widow|passed away|died|death|late husband|bereave",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Sofia and I got married last weekend, so I'm sorting out our joint finances. Can you help me merge our "
        "budgets?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is in a relationship with Ethan",
        "Ethan and I have separated and he's moved out. Can you help me redo my monthly budget on a single income?",
        "separat|single|split|broke up",
    ),
    (
        "relationship",
        "User is engaged to Chidi",
        "We did our traditional wedding last Saturday, I'm now officially Mrs Okafor! Abeg suggest light meals, I "
        "ate too much jollof this week",
        "married|wife|okafor|wedding",
    ),
    (
        "relationship",
        "User is single",
        "Been seeing this bloke Jarrah for a couple of months now, reckon he's officially my boyfriend. Any ideas "
        "for a cheap date night?",
        "jarrah|boyfriend|dating|relationship|seeing",
    ),
    (
        "relationship",
        "User is married to Anika",
        "My divorce from Anika was finalised yesterday. I'm trying to stick to the gym to keep my head straight, "
        "can you give me a 4-day routine?",
        "divorc|single",
    ),
    (
        "diet",
        "User eats meat",
        "I went vegan at the start of the month, how do I hit 140g protein a day without whey?",
        "vegan|plant-based|plant based",
    ),
    (
        "diet",
        "User is vegetarian",
        "started eating meat again after 6 years veggie, my doctor said my iron was too low. how do I cook chicken "
        "thighs so theyre not dry",
        "meat|omnivore|no longer vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "I've added fish back into my diet so I'm pescatarian now. Could you give me a salmon recipe that's ready "
        "in 20 minutes?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User is pescatarian",
        "cut out fish completely since watching that documentary, so no seafood in the meal plan pls",
        "vegetarian|no fish|no seafood|cut out fish|not eat fish|n't eat fish",
    ),
    (
        "diet",
        "User eats meat",
        "I have become pure veg from last month itself, kindly give me a high protein diet chart for my gym",
        "vegetarian|pure veg",
    ),
    (
        "diet",
        "User is vegan",
        "Vegan just didn't work for me, I'm back to eating everything including meat and dairy. Can you adjust my "
        "macros?",
        "meat|omnivore|no longer vegan|eats everything",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I cut out dairy and eggs as well, what can I use instead of paneer in a curry?",
        "vegan|plant-based|plant based|no dairy|dairy-free|dairy free",
    ),
    (
        "diet",
        "User is pescatarian",
        "Had my first steak in four years last week and honestly I'm back on meat for good. Best way to cook a "
        "ribeye in a cast iron pan?",
        "meat|omnivore|steak",
    ),
    (
        "diet",
        "User eats meat",
        "Ja, I've stopped eating red meat and chicken, it's only fish for me now. What can I put on the braai this "
        "weekend?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since going fully plant-based in January I really miss my flat whites, which oat milk froths best?",
        "vegan|plant-based|plant based",
    ),
    # the thirty-third batch: an eighth writer who had not read the checks
    ("residence", "User lives in Birmingham", "Moved to Tromsø. Finally.", "tromsø|tromso"),
    (
        "residence",
        "User lives in Leeds",
        "Dear assistant, I should inform you that my husband and I have now relocated to Ballarat to be nearer our "
        "grandchildren. Could you recommend a good library in the area?",
        "ballarat",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "aye well am no in Glasgow anymore, flitted tae Stornoway last month wi the bairns, pure quiet up here",
        "stornoway",
    ),
    (
        "residence",
        "User lives in Portland",
        "hey so we just moved into our new place in Chattanooga Tennessee last week can you tell me one the trash "
        "pick up is usually on a new neighbor hood",
        "chattanooga",
    ),
    (
        "residence",
        "User lives in Lyon",
        "Hello, I am living in Kaunas since two weeks, my company send me here. What is good way for learn "
        "Lithuanian fast?",
        "kaunas",
    ),
    ("residence", "User lives in Houston", "ugh dorm life in ithaca is so cold like i miss texas already", "ithaca"),
    (
        "residence",
        "User lives in Nairobi",
        "What's the best way to set up home internet in Mombasa? We've been here since Saturday and the landlord's "
        "router is useless.",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Perth",
        "mate we've finally done it, packed up the ute and shot through to Darwin for good, the humidity's cooking "
        "me alive",
        "darwin",
    ),
    (
        "residence",
        "User lives in Johannesburg",
        "Ja no, we've been living in Gqeberha for a month now, the wind here is lekker mad. Any braai spots you'd "
        "recommend?",
        "gqeberha|port elizabeth",
    ),
    (
        "residence",
        "User lives in Pune",
        "My transfer got done only, now staying in Coimbatore itself with my cousin's family. Please suggest good "
        "veg hotels nearby.",
        "coimbatore",
    ),
    (
        "job",
        "User works at Fonterra",
        "Fonterra cut 200 of us today and I was one of them. Fifteen years. Can you help me update my CV?",
        "laid off|let go|unemploy|redundan|lost|no longer|former",
    ),
    (
        "job",
        "User is retired",
        "Well, retirement lasted all of eighteen months. I've started driving the school bus for the Dunedin "
        "district three mornings a week and frankly I love it.",
        "bus|driver",
    ),
    (
        "job",
        "User works as a ferry engineer",
        "Today was my last shift on the ferries after 38 years. They gave me a brass clock. Strange feeling, being "
        "retired.",
        "retire",
    ),
    ("job", "User works at Jollibee", "quit jollibee lmaooo finally", "quit|unemploy|no longer|former|walked out"),
    (
        "job",
        "User works as a cashier",
        "on my 15 rn. first week at the Mitre 10 warehouse, no more till for me, my back is KILLING me",
        "warehouse|mitre|stock",
    ),
    (
        "job",
        "User owns a bakery in Valparaíso",
        "We turned the sign to 'cerrado' for the last time on Friday. Twelve years of empanadas. The rent just got "
        "impossible.",
        "clos|shut|no longer|former|unemploy",
    ),
    (
        "job",
        "User works at Buc-ee's",
        "Well y'all, they done fired me from Buc-ee's over bein' late twice. Ain't that some mess.",
        "fired|unemploy|no longer|former|let go|lost",
    ),
    (
        "job",
        "User is a student",
        "I finish my master finally and now I am working as hydrologist in the water board of Groningen, first "
        "month is very interesting",
        "hydrolog",
    ),
    (
        "job",
        "User is unemployed",
        "first day back at work since the twins, orthodontic receptionist, 8 hours of braces small talk, kids "
        "screaming when I got home, send wine",
        "receptionist|orthodont",
    ),
    (
        "job",
        "User works as an electrician",
        "hey remind me Tuesday to bring my own steel toes to the ship yard now that I'm wielding full time instead "
        "of the electric stuff",
        "weld|wield|shipyard|ship yard",
    ),
    (
        "relationship",
        "User is dating Anouk",
        "me and anouk are done. blocked her everywhere. im fine. totally fine.",
        "single|split|broke up|broken up|no longer|ex-|former",
    ),
    (
        "relationship",
        "User is married to Gerhard",
        "I am writing to say that my divorce from Gerhard was finalised on Tuesday. After thirty-one years it is a "
        "peculiar relief. I would like help drafting a letter to our bank.",
        "divorc|single|no longer|former|ex-",
    ),
    (
        "relationship",
        "User is married to Tomasz",
        "It's been three weeks since Tomasz's funeral and I still set two cups out every morning.",
        "widow|died|passed|death|deceased|late husband|funeral|lost",
    ),
    (
        "relationship",
        "User is single",
        "Oi guess who's engaged! Kirra popped the question at Uluru at sunset, I was bawlin like a baby",
        "engaged|kirra|fianc",
    ),
    (
        "relationship",
        "User is single",
        "What's a good gift for someone you've been seeing for three months? Her name's Ifeoma and she's really "
        "into pottery.",
        "ifeoma",
    ),
    (
        "relationship",
        "User is dating Rangi",
        "Sorry I went quiet, it's been a whirlwind, Rangi and I got hitched at the registry office on Friday! Just "
        "us and two witnesses.",
        "married|hitched|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Joaquín",
        "Joaquín moved out last weekend, we're separating. Trying to explain it to a 6 and a 9 year old is the "
        "worst thing I've ever done.",
        "separat|split|single|no longer|moved out",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Sunniva say I must ask you: what is good restaurant in Bergen for celebrate our half year "
        "together?",
        "sunniva|girlfriend|relationship|dating",
    ),
    (
        "relationship",
        "User is single",
        "Arre finally my marriage got fixed with Lavanya, engagement function was on Sunday itself. Parents are "
        "very happy only.",
        "lavanya|engaged|fianc|betroth",
    ),
    (
        "relationship",
        "User is engaged to Oskar",
        "called off the wedding with oscar yesterday give me some ideas what to say too the guests that already "
        "booked flights",
        "called off|cancel|single|no longer|broke|split",
    ),
    (
        "diet",
        "User is vegetarian",
        "Ten years veggie and I've packed it in. Back on meat for good as of this week, started with a full bacon "
        "roll. No regrets.",
        "meat|omnivore|no longer|bacon",
    ),
    (
        "diet",
        "User eats meat",
        "Watched one documentary too many. Gone fully plant-based since January, even ditched the cheese. Any good "
        "high-protein breakfasts?",
        "vegan|plant-based|plant based",
    ),
    (
        "diet",
        "User is vegan",
        "My doctor flagged my B12 and iron so I've added fish back in. Still no meat or dairy though.",
        "fish|pescat|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Eish, after that sardine run footage I've cut out fish too, so it's properly vegetarian for me now, bru.",
        "vegetarian|veggie|no fish",
    ),
    (
        "diet",
        "User eats meat",
        "im vegetarian now bc of my bio project on factory farms. mum is NOT happy lol",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "On my cardiologist's advice I have begun eating oily fish twice weekly, having been vegetarian since 1974. "
        "Might you suggest a simple recipe for mackerel?",
        "fish|pescat|mackerel",
    ),
    (
        "diet",
        "User is vegan",
        "Honey, I gave up on that vegan thing, I'm back on brisket and ribs like the good Lord intended.",
        "meat|omnivore|no longer|brisket|ribs",
    ),
    (
        "diet",
        "User eats meat",
        "Since I become pescatarian in March, where can I buy good fresh fish in Tbilisi?",
        "pescat|fish",
    ),
    (
        "diet",
        "User is pescatarian",
        "nurse break, quick q: i've gone full vegan, no more fish or eggs, what can i grab from a hospital vending "
        "machine lol",
        "vegan|plant-based|plant based",
    ),
    (
        "diet",
        "User is vegetarian",
        "can you find me a recipe for chicken ad obo I'm trying to cook meat at home now that I'm not veggie anymore",
        "meat|no longer|not veg|omnivore|chicken",
    ),
    # the thirty-fourth batch: a ninth writer who had not read the checks
    (
        "residence",
        "User lives in Birmingham",
        "can you help me budget for council tax? first bill since moving to Carlisle just landed and it's way "
        "higher than I expected",
        "carlisle",
    ),
    (
        "residence",
        "User lives in Ottawa",
        "actually I don't live in Ottawa anymore, I'm in Sudbury now since March. can you redo the weekend hiking "
        "list for around here?",
        "sudbury",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg help me plan meals with what I can find at the market here in Ilorin, I don't know the sellers well "
        "yet since we relocated last month",
        "ilorin",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "new place in Ballarat has a proper backyard so I reckon I can finally do the veggie patch, what grows well "
        "here in autumn?",
        "ballarat",
    ),
    (
        "residence",
        "User lives in Pune",
        "My commute in Mysuru is just 10 mins now that I've shifted here, so I have an extra hour every morning. "
        "Can we add a study block for my GMAT prep?",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Singapore",
        "hi coach, gym access bit tricky now, my new condo in Johor Bahru got no gym leh, can suggest home workouts",
        "johor",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Settled into the flat in Letterkenny finally, the wind up here is something else. Any tips for running in "
        "bad weather?",
        "letterkenny",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Since I moved to Eldoret the hills are killing me on my runs, can you adjust my 10k plan",
        "eldoret",
    ),
    (
        "residence",
        "User lives in Austin",
        "just unpacked the last box in our duluth apartment 😅 how do i winterize a car i have literally never seen "
        "snow",
        "duluth",
    ),
    (
        "residence",
        "User lives in Manchester",
        "journal entry: first week living in Aberystwyth. the sea is right outside my window. miss my mates though",
        "aberystwyth",
    ),
    (
        "job",
        "User works as a cashier",
        "I passed my probation as a dental nurse today!! can you help me make a flashcard set for instrument names",
        "dental nurse",
    ),
    (
        "job",
        "User works at Accenture",
        "got laid off from Accenture on Friday, need to cut my budget hard until I find something",
        "laid off|unemploy|redundan|lost his job|lost her job|lost their job|lost the job|between jobs|job "
        "hunting|no longer works",
    ),
    (
        "job",
        "User works as a secondary school teacher",
        "Last day of term AND last day of my career - I retired after 31 years. Now what do I do with my mornings? "
        "Help me build a routine.",
        "retire",
    ),
    (
        "job",
        "User works at Deloitte",
        "can you review this python? it's for my first ticket at Wayfair, started there monday",
        "wayfair",
    ),
    (
        "job",
        "User is unemployed",
        "been doing night shifts as a hospital porter for two weeks now, need cheap lunches I can pack",
        "porter",
    ),
    (
        "job",
        "User is a student",
        "Finished uni and I'm now working full time as a quantity surveyor at a firm in Abuja, how should I split "
        "my first salary?",
        "quantity surveyor|surveyor",
    ),
    (
        "job",
        "User works as a bartender at The Crown",
        "they didnt renew my contract at the pub so im out of work as of friday what can i cut from my budget",
        "out of work|unemploy|not renewed|no longer works|between jobs|not working|jobless|job hunt|contract ended",
    ),
    (
        "job",
        "User works as a software engineer",
        "quick one, I quit my dev job to do pottery full-time. Need help pricing my mugs for the Saturday market",
        "potter|pottery|ceramic",
    ),
    (
        "job",
        "User works at Safaricom",
        "I was fired from Safaricom yesterday. Please help me write a journal entry I dont even know how I feel",
        "fired|dismiss|terminat|unemploy|lost his job|lost her job|lost their job|no longer works",
    ),
    (
        "job",
        "User works as a nurse",
        "Now that I'm a flight paramedic with the air ambulance my shifts are 12 on, 12 off - can you redo my sleep "
        "schedule?",
        "paramedic|air ambulance",
    ),
    (
        "relationship",
        "User is dating Nico",
        "me and nico broke up last week so im cooking for one again, easy meals pls",
        "single|broke up|split|separat|ended|no longer",
    ),
    (
        "relationship",
        "User is married to Diego",
        "The divorce from Diego was finalised on Tuesday. I want to journal about starting over.",
        "divorc",
    ),
    (
        "relationship",
        "User is single",
        "my girlfriend Ottilie is vegetarian, can you suggest a date night dinner I can cook for us both?",
        "ottilie",
    ),
    (
        "relationship",
        "User is dating Farrukh",
        "Farrukh proposed on the beach in Zanzibar and I said yes!!! 💍 help me budget for a wedding",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Tendai",
        "Tendai passed away in January. I'm trying to get back into some kind of routine, walks maybe.",
        "widow|passed|died|death|late ",
    ),
    (
        "relationship",
        "User is engaged to Rowan",
        "we got married on Saturday! so Rowan and I need a proper joint budget now",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Got engaged to Harshvardhan last Sunday only! We want 5 days honeymoon in Meghalaya in December, please plan",
        "engaged|harshvardhan|fianc",
    ),
    (
        "relationship",
        "User is in a relationship with Ines",
        "Ines and I separated last month and I've got a flat on my own. what's a realistic food budget for one person?",
        "separat|split|single|broke up|ended|no longer",
    ),
    (
        "relationship",
        "User is dating Kofi",
        "Actually I'm not seeing Kofi anymore, we called it quits in the spring. So ignore the cooking-for-two stuff",
        "single|split|broke up|ended|no longer|not seeing|quits",
    ),
    (
        "relationship",
        "User is single",
        "Married my husband Oyelaran last month in Ibadan, abeg help me plan our first joint grocery list",
        "married|oyelaran|husband",
    ),
    (
        "diet",
        "User is vegetarian",
        "added fish to my diet since the new year so pescatarian I guess. how do I cook mackerel without stinking "
        "out the flat",
        "pescatarian|fish",
    ),
    ("diet", "User eats meat", "gone fully vegan since January, need protein ideas for my lifting plan", "vegan"),
    (
        "diet",
        "User is vegan",
        "I've added fish back in, so pescatarian now - could you tweak the meal plan to include salmon twice a week?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User is pescatarian",
        "dropped the fish too so it's just veggie for me now. need iron sources",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User eats meat",
        "Doc told me to cut red meat and I've gone pescatarian since, fish ok but no meat. Give me 5 dinners",
        "pescatarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "I'm vegan now, no dairy or eggs anymore. how do I bake a birthday cake without eggs?",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "Update: I'm eating meat again, my body just wasn't coping. Need a high-protein shopping list",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "coach ah, I stop eating meat already since CNY, vegetarian now. can recommend hawker food with enough "
        "protein?",
        "vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "fyi i eat everything again incl beef lol so u can stop giving me only fish recipes",
        "meat|beef|everything|omnivor",
    ),
    (
        "diet",
        "User is vegetarian",
        "Mum has been cooking nyama choma every weekend and honestly I'm back to eating meat. Can you help me track "
        "protein now?",
        "meat|omnivor|nyama",
    ),
    (
        "residence",
        "User lives in Kilkenny",
        "just got the keys to my flat in Tralee, finally out of my mam's place in Kilkenny 🎉",
        "tralee",
    ),
    (
        "residence",
        "User lives in Wagga Wagga",
        "Can you help me find a bulk-billing GP near my new place in Toowoomba? Only been here a week.",
        "toowoomba",
    ),
    (
        "residence",
        "User lives in Dunedin",
        "We moved up to Whangārei last month, so can you switch the weather updates to here",
        "whangarei|whangārei|whang",
    ),
    (
        "residence",
        "User lives in Bloemfontein",
        "Eish, the movers only arrived now but we're in Polokwane officially. Remind me to re-register the car "
        "here pls",
        "polokwane",
    ),
    (
        "residence",
        "User lives in Enugu",
        "I have relocated to Abeokuta since Monday, abeg suggest a good church around Oke-Ilewo",
        "abeokuta",
    ),
    (
        "residence",
        "User lives in Iloilo City",
        "hi po, i am now staying in Tacloban for good, can u recompute my monthly expenses w/ the rent here 8000 pesos",
        "tacloban",
    ),
    (
        "residence",
        "User lives in Moose Jaw",
        "Redo my commute plan please, I live in Kamloops now and work's a 20 min drive.",
        "kamloops",
    ),
    (
        "residence",
        "User lives in Duluth",
        "okay so we closed on the house in Marquette yesterday and the cat already hates the new kitchen period",
        "marquette",
    ),
    (
        "residence",
        "User lives in Montego Bay",
        "Mi deh a Mandeville now, mi lef MoBay from December. Weh mi fi do bout mi NHF card?",
        "mandeville",
    ),
    (
        "residence",
        "User lives in Pune",
        "Since two weeks I am shifted to Nashik with family, please give me list of good schools near Gangapur Road",
        "nashik",
    ),
    (
        "job",
        "User works as a welder",
        "Got my first shift as a paramedic tomorrow after finishing the retraining, any tips for not being a "
        "nervous wreck?",
        "paramedic",
    ),
    (
        "job",
        "User works at Siemens",
        "Finished at Siemens on Friday. Starting at Arup in Bristol next week, can you help me prep a 30-60-90 day "
        "plan?",
        "arup",
    ),
    (
        "job",
        "User works as a nurse",
        "handed in my badge and retired after 34 yrs on the wards. no more night shifts!! 🥳",
        "retire",
    ),
    (
        "job",
        "User works at Woolworths",
        "Got made redundant from Woolies today, can you help me tidy up my CV",
        "redundan|laid off|unemploy|no longer works|lost|between jobs|job hunt|looking for work",
    ),
    (
        "job",
        "User works as a bank teller at Zenith Bank",
        "They sacked 40 of us at Zenith this morning, I'm now officially jobless o. How do I even start",
        "jobless|unemploy|laid off|sacked|fired|lost|no longer works|between jobs|job hunt|redundan",
    ),
    (
        "job",
        "User is a student",
        "can u help me write an email to my new manager at Tata Consultancy, I joined as trainee engineer on 3rd",
        "tata|tcs|trainee|engineer",
    ),
    (
        "job",
        "User is unemployed",
        "Ya boy got hired!! Forklift driver at the Saputo plant, start Monday 💪",
        "forklift|saputo",
    ),
    (
        "job",
        "User works as a primary school teacher",
        "Since I switched to being a dog groomer my back is killing me, any stretches you'd recommend?",
        "groom",
    ),
    (
        "job",
        "User works at Shoprite",
        "Resigned from shoprite, now im doing full-time Uber in Durban, help me track fuel costs",
        "uber|driv",
    ),
    (
        "job",
        "User works as a carpenter",
        "hey assistant new job update I'm a site foreman with Fletcher building now so remind me about the toolbox "
        "meetings every Monday",
        "foreman|fletcher",
    ),
    (
        "relationship",
        "User is dating Keanu",
        "me and keanu are done. for good this time. don't bring him up",
        "single|broke up|split|separat|ended|no longer|done|ex",
    ),
    (
        "relationship",
        "User is single",
        "Oisín and I are officially going out now!! 😭 what do I wear Friday",
        "oisín|oisin|dating|seeing|going out|boyfriend|partner",
    ),
    (
        "relationship",
        "User is dating Mireille",
        "She said YES!!! Mireille and I are engaged 💍 help me figure out how to tell my parents",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Tendai",
        "Need thank-you card wording for our wedding guests, Tendai and I got married on the 14th",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Oluwaseun",
        "The divorce was finalised this morning. Can you help me change my surname back on my documents?",
        "divorc|single|ex|separat|no longer",
    ),
    (
        "relationship",
        "User is married to Priyanka",
        "I'm trying to sort out Priyanka's pension since she passed last month, where do I even begin",
        "widow|passed|died|death|late ",
    ),
    (
        "relationship",
        "User is married to Declan",
        "declan moved out in march, we're separated now n i'm tryin to budget on one income, can u help",
        "separat|split|no longer|broke up|single",
    ),
    (
        "relationship",
        "User is married to Rogelio",
        "wala na kami ni Rogelio, annulment approved na last week. so single mom na ako 😅 can u help me with budget",
        "annul|single|separat|no longer|ex",
    ),
    (
        "relationship",
        "User is dating Bongani",
        "Bongani proposed at Clifton beach last night ✨ ja I said yes obviously",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is in a relationship with Rhiannon",
        "Been seeing Caoimhe for 3 months now since me and Rhiannon called it quits, she wants me to meet her folks",
        "caoimhe",
    ),
    (
        "diet",
        "User is vegetarian",
        "ok confession, I've started eating chicken again, doctor said my iron's shocking. can you update my meal plan",
        "meat|omnivor|everything|chicken",
    ),
    (
        "diet",
        "User eats meat",
        "Went fully vegan in January and honestly never felt better",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Can you give me a shopping list for the week? I'm pescatarian now so fish is fine, still no dairy though",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "cut out fish too since that documentary, so its fully veggie for me now. eggs and cheese still ok",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "Bru I'm back on the braai meat, boerewors and all 🔥 vegetarian life wasn't for me",
        "meat|omnivor|everything|boerewors",
    ),
    (
        "diet",
        "User eats meat",
        "Give me a high-protein dinner for tonight, nothing with meat or fish, I've gone veggie as of this month",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegan",
        "suggest a brekkie with eggs pls, I've started having eggs and dairy again, still no meat tho",
        "vegetarian|ovo|lacto|egg|dairy",
    ),
    (
        "diet",
        "User eats meat",
        "since i became pure veg after joining the satsang, pls suggest tiffin ideas without egg also",
        "vegetarian|veg",
    ),
    (
        "diet",
        "User is vegetarian",
        "I'm eating fish again now, mostly salmon n tuna, still no red meat or chicken. redo my protein targets?",
        "pescatarian|fish|seafood|salmon|tuna",
    ),
    (
        "diet",
        "User is pescatarian",
        "Yuh know seh mi gone full Ital now? No fish, no meat, strictly from di earth. Gimme a likkle stew recipe",
        "ital|vegan|plant|vegetarian",
    ),
    (
        "residence",
        "User lives in Tromsø",
        "Finally unpacked the last box in our flat in Bodø 😅 can you give me a cheap weekly grocery list for two?",
        "bodø|bodo",
    ),
    (
        "residence",
        "User lives in Leeds",
        "we moved up tae Kirkcaldy last month n the weather's pure baltic, whit should i wear for a 10k in the wind?",
        "kirkcaldy",
    ),
    (
        "residence",
        "User lives in Gdańsk",
        "Hello, I am living in Ballarat since two weeks now, please help me with Australian words for shopping.",
        "ballarat",
    ),
    (
        "residence",
        "User lives in Phoenix",
        "hey so since we relocated to ashville north carolina I need a new running routine that works with all "
        "these hills",
        "asheville|ashville",
    ),
    (
        "residence",
        "User lives in Cork",
        "Grand so, I'm after moving to Ennistymon for the new job and the rent is half what I paid in Cork, but I "
        "know nobody here yet. Any tips for meeting people in a small town when you're in your forties and don't "
        "drink?",
        "ennistymon",
    ),
    (
        "residence",
        "User lives in Auckland",
        "Sweet as, all settled in Oamaru now, wee house by the harbour. Can u help me budget for heating this winter?",
        "oamaru|ōamaru",
    ),
    (
        "residence",
        "User lives in Johannesburg",
        "Ja, since we left Joburg for Knysna the kids are much calmer. Now I need a lekker braai marinade for "
        "Saturday.",
        "knysna",
    ),
    (
        "residence",
        "User lives in Pune",
        "I have shifted to Mysuru from last month only, kindly suggest morning walking parks near Kuvempunagar",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Toronto",
        "New return address for the letter pls: 14 Birch Cres, Moose Jaw SK. Traded the 401 for the prairies lol",
        "moose jaw",
    ),
    (
        "residence",
        "User lives in Manila",
        "nakalipat na kami sa Dumaguete po! pls help me write a short hello message for our new neighbors in English",
        "dumaguete",
    ),
    (
        "job",
        "User works as a teacher",
        "my new manager at the depot keeps changing my shift pattern, how do i ask politely for fixed nights?",
        "depot|warehouse|logistic|driver|shift",
    ),
    (
        "job",
        "User works at Unilever",
        "Got laid off from Unilever on Friday. Can you help me make a bare-bones monthly budget till I find something?",
        "laid off|unemploy|redundan|no longer works|lost|between jobs|job hunt|out of work|let go|former",
    ),
    (
        "job",
        "User works as an electrician",
        "After 41 years on the tools I hung up my belt last Thursday. Retirement do was a blast! Now what do I do "
        "with my mornings?",
        "retire",
    ),
    (
        "job",
        "User works as a nurse",
        "started my masters in public health this week so I've dropped the ward shifts completely, need a study "
        "timetable",
        "student|study|studies|master|public health",
    ),
    (
        "job",
        "User works as a bank teller",
        "Abeg help me write thank-you note to my old colleagues, I don resign from the bank, now I dey full-time "
        "for my own tailoring shop for Ibadan",
        "tailor|own business|self-employ|shop",
    ),
    (
        "job",
        "User works as a sous chef at Marlow Bistro",
        "They made me head chef at the bistro last week 🎉 so now I'm writing the menus. Need autumn veg ideas",
        "head chef",
    ),
    (
        "job",
        "User works as a cashier",
        "I just started as a plumbers apprentice so I'm up at five, can you make me a breakfast I can eat in the van",
        "plumb|apprentice",
    ),
    (
        "job",
        "User is unemployed",
        "Sasa, finally I got employed at Kakuzi as farm supervisor, help me with Swahili greetings for the workers",
        "kakuzi|farm|supervisor",
    ),
    (
        "job",
        "User works at Dollar General",
        "Y'all I quit Dollar General and I'm drivin a school bus for the county now, need a low-sugar snack for "
        "between routes",
        "bus|driver",
    ),
    (
        "job",
        "User is a student",
        "Finished uni and now working as a ranger with Natural Resources Wales, tidy! Can you teach me some Welsh "
        "bird names?",
        "ranger|natural resources wales",
    ),
    (
        "relationship",
        "User is dating Ines",
        "Ines and I called it quits on Sunday. I still want to keep up my Portuguese tho, can we practice past tense?",
        "single|broke up|split|separat|ended|no longer|quit",
    ),
    (
        "relationship",
        "User is single",
        "my boyfriend Tavita is coming for dinner tmrw and he's gluten free, any easy mains?",
        "tavita|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is engaged to Liesel",
        "Liesel and I got married on Saturday in Wernigerode!! Help me write a thank you card for the guests 💍",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Kwabena",
        "Since Kwabena passed in March I've been cooking for one. Small portion soups please?",
        "widow|passed|died|death|late ",
    ),
    (
        "relationship",
        "User is married to Dorota",
        "divorce finalised yesterday. workout to clear my head?",
        "divorc|single|separat|ex",
    ),
    (
        "relationship",
        "User is dating Oskar",
        "Oskar proposed on the ferry to Vis and I said yes 😭💕 which Croatian words should I learn for the wedding?",
        "engaged|fiancé|fiance|propos",
    ),
    (
        "relationship",
        "User is in a relationship with Callum",
        "me n callum are done, he moved his stuff oot yesterday. gonna need a proper sad girl playlist and a plan "
        "to get back to the gym",
        "single|broke up|split|separat|ended|no longer",
    ),
    (
        "relationship",
        "User is single",
        "Been seeing this bloke Jarrah from the footy club a couple months now, reckon it's official. Date night "
        "ideas in Bendigo?",
        "jarrah|dating|boyfriend|seeing|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Haruto",
        "me and my ex husband haruto still share the dog so i need a walking schedule that works across two houses",
        "divorc|ex|separat|split",
    ),
    (
        "relationship",
        "User is married to Giuseppe",
        "My husband Giuseppe is died in the winter, now I am widow and I want learn to cook simple for me alone",
        "widow|passed|died|death|late ",
    ),
    (
        "diet",
        "User is vegetarian",
        "Gave in and started eating chicken again last month, my iron was too low. Can you plan a high-protein week?",
        "meat|omnivor|everything|chicken",
    ),
    (
        "diet",
        "User eats meat",
        "gone vegan this week 🌱 protein ideas?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've cut out fish too now so strictly veggie, what's a good substitute for anchovy in caesar dressing?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegan",
        "Back on eggs and cheese since the pregnancy, midwife's orders, so vegetarian now not vegan. Quick lunches?",
        "vegetarian|egg|dairy|cheese",
    ),
    (
        "diet",
        "User is vegetarian",
        "After shifting to hostel I started taking non-veg also, mostly egg and mutton. Suggest gym diet under 200 "
        "rupees per day",
        "non-veg|non veg|meat|omnivor|egg|mutton|everything",
    ),
    (
        "diet",
        "User eats meat",
        "no more meat for me since the farm visit, fish is still ok tho. Any quick salmon traybake?",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User is vegetarian",
        "Eish, I'm eating meat again, couldn't say no to my gran's boerewors. Help me plan lean meat meals for my "
        "half marathon",
        "meat|omnivor|boerewors|everything",
    ),
    (
        "diet",
        "User is vegan",
        "im know longer vegan, eating fish again for the omegas, can you do me a week of pescatarian dinners",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User eats meat",
        "hi po, I'm vegetarian na since January for my health, can you suggest ulam without meat? 🙏",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is pescatarian",
        "Tried the carnivore thing w my brother and honestly I'm sticking with it, steak and eggs every day now. "
        "What supplements do I need?",
        "carnivore|meat|steak|omnivor",
    ),
    (
        "residence",
        "User lives in Hamar",
        "Can you update my delivery address? It's now Storgata 14, 2670 Otta. Finally unpacked the last boxes "
        "yesterday.",
        "otta",
    ),
    (
        "residence",
        "User lives in Ballarat",
        "hey mate need to change billing addy to 22 Wattle st Warrnambool, been here since the move last month",
        "warrnambool",
    ),
    (
        "residence",
        "User lives in Dundee",
        "Och, I've flitted tae Arbroath at last. Could ye find me a decent chippy near the harbour for Friday?",
        "arbroath",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "Hello, I am living now in Joinville since March, please change the city in my profile for the weather news.",
        "joinville",
    ),
    (
        "residence",
        "User lives in Aberystwyth",
        "Right, we've moved down to Llandeilo now, so can you sort out the bin collection days for Carmarthenshire "
        "for me?",
        "llandeilo",
    ),
    (
        "residence",
        "User lives in Kamloops",
        "okay so now that were living in Nelson BC can you find me a dentist near by that takes new patience",
        "nelson",
    ),
    (
        "residence",
        "User lives in Bielefeld",
        "Since two weeks I live in Detmold. Please you can suggest a bakery near the Lange Strasse for Sunday morning?",
        "detmold",
    ),
    (
        "residence",
        "User lives in Tampines",
        "Eh can help me update my address, I shifted to Bukit Panjang already. Grab keep sending to old place leh",
        "bukit panjang",
    ),
    (
        "residence",
        "User lives in Harrogate",
        "Good afternoon. Following our move into the bungalow in Thirsk, I should be grateful if you would amend "
        "the address on my standing grocery order.",
        "thirsk",
    ),
    (
        "residence",
        "User lives in Kumasi",
        "Please I have relocated to Takoradi for good, kindly change the pickup location for my parcels to the "
        "Market Circle branch.",
        "takoradi",
    ),
    (
        "job",
        "User works at Maersk",
        "Can you draft a short goodbye email to my old team at Maersk? I started at Hapag-Lloyd on Monday and "
        "never thanked them properly.",
        "hapag",
    ),
    (
        "job",
        "User works as a plumber",
        "Need a tight budget for next month, the firm let me go on Friday so it's just my wife's wage till I find "
        "something.",
        "laid off|unemploy|redundan|no longer works|lost|between jobs|job hunt|out of work|fired|let go",
    ),
    (
        "job",
        "User works as a nurse",
        "I'm finally out of nursing!! Help me plan my week, my shifts as a dental receptionist at Smile Studio are "
        "9 to 5 now",
        "receptionist",
    ),
    (
        "job",
        "User works as a bus driver",
        "G'day, handed me keys in at the depot last Friday after 31 years behind the wheel. Retired now, so where "
        "are some good fishing spots round Mandurah?",
        "retir",
    ),
    (
        "job",
        "User works as a line cook",
        "can u help me make a rota template for my kitchen crew? just got made head chef at Ostra so its my job "
        "now lol",
        "head chef|chef",
    ),
    (
        "job",
        "User works as an accountant at Deloitte",
        "Please make a budget for me, I quit Deloitte and I am full-time student now at University of Lodz, only "
        "the scholarship money coming.",
        "student|study|studies",
    ),
    (
        "job",
        "User works at Tesco",
        "got sacked from tesco today for being late again. need help writing a cv",
        "laid off|unemploy|redundan|no longer works|lost|between jobs|job hunt|out of work|fired|sacked",
    ),
    (
        "job",
        "User works as a software engineer at Infosys",
        "Kindly help me prepare a lesson plan for class 9 physics, I have joined Kendriya Vidyalaya as a teacher "
        "from this month only.",
        "teacher|kendriya",
    ),
    (
        "job",
        "User is unemployed",
        "Well y'all, I finally got hired on at the Piggly Wiggly in Statesboro. Can you help me figure out gas "
        "money for the commute?",
        "piggly",
    ),
    (
        "job",
        "User is a student",
        "I graduate already and now working in Huawei Dusseldorf office as data analyst. Please recommend lunch "
        "place near Kaistrasse.",
        "huawei|analyst",
    ),
    (
        "relationship",
        "User is dating Teodora",
        "Teodora and I split up last week. Can you help me plan meals for one? Tired of cooking for two out of habit.",
        "single|broke up|split|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is dating Bryony",
        "omg she said YES!!! Bryony and I are engaged help me find a company to insure the ring pls",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Oisin",
        "Grand so, we got married Saturday in Dingle! Can ye change the surname on my account to Ni Bhriain?",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Chidi",
        "Please take Chidi off the joint account as an authorised user, the divorce was finalised on Tuesday.",
        "divorc|single|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is married to Gwilym",
        "My Gwilym passed in the spring, bless him. Could you help me cancel his magazine subscriptions? I don't "
        "know where to start.",
        "widow|passed|died|death|late ",
    ),
    (
        "relationship",
        "User is single",
        "can u suggest a nice restaurant in Tauranga for saturday? me and my new girlfriend Aroha want a proper "
        "date night",
        "aroha|dating|girlfriend|relationship",
    ),
    (
        "relationship",
        "User is married to Jens",
        "Since we are separated, Jens moved out, so please help me make a budget only for me and the children.",
        "single|broke up|split|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is dating Kayden",
        "me n kayden broke up lmaooo anyway whats a good playlist for being single and thriving",
        "single|broke up|split|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is single",
        "Hi! I need help with wedding thank you cards, me and Thiago married last weekend in Florianopolis, very "
        "happy!",
        "married|thiago|husband",
    ),
    (
        "relationship",
        "User is engaged to Yousef",
        "Alhamdulillah the wedding was yesterday, now Yousef is my husband. Please help me plan dinner for his "
        "family coming Friday.",
        "married|husband|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "Can you plan me a week of high-protein dinners? Started eating chicken and fish again on doctor's advice, "
        "so include those.",
        "meat|omnivor|chicken|fish|pescatarian|everything",
    ),
    (
        "diet",
        "User eats meat",
        "went fully vegan at new year and honestly loving it. need a shopping list for a lentil curry for 4",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession, I'm back on dairy and eggs, vegan just wasnt working for me. Still no meat tho. Breakfast "
        "ideas?",
        "vegetarian|dairy|egg|no longer vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've cut out fish as well now, so strictly vegetarian from here on. Could you swap the salmon in "
        "Thursday's plan?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "Aye, I've fell aff the wagon, eating meat again. Gie's a recipe for stovies wi' proper beef dripping.",
        "meat|omnivor|beef|everything",
    ),
    (
        "diet",
        "User eats meat",
        "can you find me a place for lunch tomorrow that has good plant based options i gave up meat and dairy a "
        "month ago so vegan only please",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Please give me recipe for pierogi with meat like my grandmother, I am not vegan anymore, I eat everything "
        "now.",
        "meat|omnivor|everything|no longer vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Howzit, booking a braai spot for Saturday. I'm back on the boerewors and chops these days, so nothing "
        "veggie-only please.",
        "meat|omnivor|boerewors|everything|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri onwards I have left non-veg completely, only pure veg now. Suggest tiffin service in "
        "Pune accordingly.",
        "vegetarian|pure veg|no meat|no longer eats meat",
    ),
    (
        "diet",
        "User is pescatarian",
        "Hola, I decide to eat also chicken and pork again, not only fish. Can you book table in an asador for "
        "Friday 9pm?",
        "meat|omnivor|chicken|pork|everything",
    ),
    (
        "residence",
        "User lives in Tralee",
        "um so yeah we finally got the keys to the new place in dingle last tuesday can you remind me to ring the "
        "bin company tomorrow",
        "dingle",
    ),
    (
        "residence",
        "User lives in Harrogate",
        "Good morning. I wish to inform you that I have now relocated to my daughter's bungalow in Knaresborough, "
        "as the stairs had become too much for me. Kindly update my address for the pharmacy reminders. Regards, "
        "Margaret",
        "knaresborough",
    ),
    (
        "residence",
        "User lives in Wagga Wagga",
        "moved to ballarat w my mum last wk lol new school is mid. whats a good comeback for ppl asking where im from",
        "ballarat",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Hello, since two weeks I am living in Tartu for my new work, it is very cold here. Can you teach me "
        "Estonian words for the weather?",
        "tartu",
    ),
    (
        "residence",
        "User lives in Leeds",
        "set a reminder to update my address with the bank now that im living in hebden bridge hebden like heb den",
        "hebden",
    ),
    (
        "residence",
        "User lives in Paisley",
        "Aye we've flitted tae Kirkcaldy noo, cannae find a decent chippy yet. Any healthy tea ideas for the week?",
        "kirkcaldy",
    ),
    (
        "residence",
        "User lives in Pune",
        "Kindly suggest a morning walking route, I have shifted to Mysuru only last month and not knowing the area "
        "at all",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Invercargill",
        "Sweet as, all settled in Whanganui now, the new flat's got a heat pump finally. Can you sort me a workout "
        "for mornings before mahi?",
        "whanganui",
    ),
    (
        "residence",
        "User lives in Saskatoon",
        "hey whats the weather gonna be like in moose jaw tomorrow since thats home now um we moved out here on "
        "the first",
        "moose jaw",
    ),
    (
        "residence",
        "User lives in Durban",
        "Howzit, just a heads up, we've packed up and moved to Stellenbosch now, the wife got a post at the "
        "varsity. Need a braai recipe for the new neighbours",
        "stellenbosch",
    ),
    (
        "job",
        "User works as a roofer",
        "so um i packed in the roofing my knees were done im driving for a courier firm now parcel force so can "
        "you set an alarm for five thirty",
        "driv|courier|parcelforce|parcel force",
    ),
    (
        "job",
        "User works at Arla Foods",
        "Dear assistant, after thirty-one years at Arla I have now taken my retirement as of Friday last. I should "
        "like some suggestions for keeping my mind active. Yours sincerely, Dennis",
        "retire",
    ),
    (
        "job",
        "User is a student",
        "finished sixth form and started at greggs full time lmaooo free sausage rolls. remind me my shift is at 6 "
        "tmrw",
        "greggs",
    ),
    (
        "job",
        "User works as a nurse",
        "Good evening. From this month I am not more nurse, I am now working like translator in court of Antwerp. "
        "Please help me with legal vocabulary in Dutch.",
        "translat|interpret",
    ),
    (
        "job",
        "User works at Zenith Bank",
        "Abeg help me prepare for interview, they have sacked plenty of us at Zenith last week, including me o. I "
        "need to find work sharp sharp",
        "laid off|unemploy|redundan|no longer works|lost|between jobs|job hunt|out of work|fired|sacked|left",
    ),
    (
        "job",
        "User works as a barman",
        "Grand so, I'm after starting the apprenticeship with an electrician in Athlone, no more pulling pints. "
        "Any tips for remembering the wire colours?",
        "electric|apprentice",
    ),
    (
        "job",
        "User works as a line cook",
        "okay so um quiz me on the hand bones again first year nursing at lakehead is killing me glad i quit the "
        "kitchen though",
        "student|lakehead|nursing|university|school",
    ),
    (
        "job",
        "User works as a teacher",
        "Sasa, I left teaching at Kisumu Boys and I now run a small poultry farm in Kakamega. Help me make a "
        "feeding schedule for 200 layers.",
        "farm|poultry",
    ),
    (
        "job",
        "User works at Digicel",
        "Mi finish wid Digicel now, mi start at Grace Kennedy inna di accounts department Monday gone. Help mi "
        "write a lil bio fi LinkedIn",
        "grace kennedy|gracekennedy",
    ),
    (
        "job",
        "User works as a call center agent",
        "Hi po! I'm now a barista at a small cafe in Iloilo, resigned from the call center na. Can you give me "
        "English phrases for taking orders?",
        "barista|cafe",
    ),
    (
        "relationship",
        "User is dating Ximena",
        "um can you delete ximenas birthday reminder we uh we broke up on saturday so yeah",
        "single|broke up|split|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is married to Bartholomew",
        "Good afternoon. My husband Bartholomew passed away on the 3rd of March after a long illness. I find the "
        "evenings very quiet now. Might we simply talk for a while? Kind regards, Edith",
        "widow|passed|died|death|late ",
    ),
    (
        "relationship",
        "User is single",
        "omg me n Taini r official now!!! help me think of a cute 1 month gift idea pls",
        "taini",
    ),
    (
        "relationship",
        "User is engaged to Anouk",
        "Yesterday Anouk and me we married finally in the town hall of Zwolle! Now I must learn to say 'my wife' "
        "in Portuguese for her family.",
        "married|wife",
    ),
    (
        "relationship",
        "User is single",
        "Alright butt, Cerys said yes! Popped the question up Pen y Fan Sunday. Remind me to book the ring resize "
        "at the jewellers in Brecon.",
        "engaged|fianc|cerys",
    ),
    (
        "relationship",
        "User is married to Rhodri",
        "set a reminder to call the solicitor about the house now that rhodri and me are officially divorced as of "
        "friday",
        "divorc|ex|separat|single",
    ),
    (
        "relationship",
        "User is dating Brodie",
        "yeah nah brodie and i called it quits last week no dramas but um can you give me a gym program to keep my "
        "head right",
        "single|broke up|split|separat|ended|no longer|ex|quits",
    ),
    (
        "relationship",
        "User is single",
        "Myself and Lavanya got married on 14th in Coimbatore, family function only. Please give some vegetarian "
        "dinner ideas for two people",
        "married|lavanya",
    ),
    (
        "relationship",
        "User is single",
        "hey so uh im seeing someone new her name is saoirse like seer sha um whats a good first date spot in duluth",
        "saoirse|seer|dating|seeing",
    ),
    (
        "relationship",
        "User is married to Chidi",
        "Chidi and I have separated since January, I am living alone with the children now. Help me plan a cheap "
        "weekly budget.",
        "single|broke up|split|separat|ended|no longer|ex",
    ),
    (
        "diet",
        "User is vegan",
        "ok so i eat fish again now doctor said my b twelve was way low so um give me a salmon recipe for tonight",
        "pescatarian|fish|salmon|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Dear Sir or Madam, on the advice of my cardiologist I have given up meat entirely and am now following a "
        "vegetarian regime. Could you suggest a suitable Sunday lunch? Respectfully, Harold Pemberton",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "ngl i caved n started eating chicken again 💀 gimme a high protein meal prep plan for the wk",
        "meat|chicken|omnivor|everything",
    ),
    (
        "diet",
        "User is pescatarian",
        "I have decided to stop eating also fish and eggs and milk, now I am full vegan since one month. What is "
        "'chickpea' in Spanish?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "right so im back on the meat noo um the haggis got me at burns night and i never stopped so whats a good "
        "mince recipe",
        "meat|haggis|mince|omnivor|everything",
    ),
    (
        "diet",
        "User eats meat",
        "Mi tun Ital now, nuh meat, nuh salt, pure natural food. Gimme a callaloo recipe fi dinner",
        "ital|vegan|vegetarian|plant|no meat|meat-free",
    ),
    (
        "diet",
        "User is vegan",
        "add eggs and cheddar to the shopping list im vegetarian now not vegan any more it was to hard",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri onwards I have become pure veg permanently, no non-veg at all. Suggest one "
        "high-protein paneer dish for gym days.",
        "vegetarian|veg",
    ),
    (
        "diet",
        "User is pescatarian",
        "Hala I eat pork again now, my lola's adobo is too sarap to skip haha. Can you track my calories for it?",
        "meat|pork|omnivor|everything",
    ),
    (
        "diet",
        "User is vegetarian",
        "Well, after 20 years veggie I've gone fully plant-based, no more cheese and no more eggs. Could you help "
        "me find a vegan butter tart recipe for the church bake sale? God bless, Lorraine",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Dunfermline",
        "Awright, since we flitted doon tae Kirkcudbright the wean's no sleepin an the cottage is pure damp. "
        "Whit's the best wee dehumidifier fur a bedroom?",
        "kirkcudbright",
    ),
    (
        "residence",
        "User lives in Tucson",
        "ok so now that im in bellingham the rain is literally killing me lol what rain jacket actually works, all "
        "my desert stuff is useless up here",
        "bellingham",
    ),
    (
        "residence",
        "User lives in Ipswich",
        "Dear Assistant, I should be grateful if you could help me draft a letter to the Waitaki District Council "
        "concerning the rubbish collection at my new address on Thames Street, Oamaru. Having been resident here "
        "only three weeks, I find the system rather baffling.",
        "oamaru",
    ),
    (
        "residence",
        "User lives in Fresno",
        "um okay so can you find me like a good pediatrician near um klamath falls we just got here like two weeks "
        "ago and the boxes are still everywhere and my daughter has this cough that wont quit",
        "klamath",
    ),
    (
        "residence",
        "User lives in Ibadan",
        "Abeg, since I don land for Port Harcourt this heat no be am o. Which kind standing fan I fit buy wey no "
        "go chop light anyhow?",
        "port harcourt",
    ),
    (
        "residence",
        "User lives in Tampines",
        "Eh can help me plan weekend or not? Now I stay JB already, cross causeway every day until siao. Want find "
        "nice cafe near Mount Austin leh",
        "johor|jb|mount austin",
    ),
    (
        "residence",
        "User lives in Pune",
        "Kindly suggest some good tiffin services in Coimbatore, I have shifted here last month only due to my "
        "husband's posting and cooking daily is becoming very tedious.",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Wagga Wagga",
        "mate the humidity up here in Cairns is no joke, my sourdough starter's gone feral. how do I stop it going "
        "off in the tropics?",
        "cairns",
    ),
    (
        "residence",
        "User lives in Tupelo",
        "Y'all, I need a good potluck casserole recipe. Our new church down here in Natchitoches is havin a "
        "welcome supper for us newcomers Sunday and I don't wanna show up empty-handed.",
        "natchitoches",
    ),
    (
        "residence",
        "User lives in Galway",
        "Any tips for surviving a long commute? The Luas in from Tallaght is grand but ever since we sold the "
        "place in Galway and came up here I'm on it an hour each way and I'm losin the plot.",
        "tallaght|dublin",
    ),
    (
        "job",
        "User works at Seagrape Bay Hotel",
        "Wah gwaan! Mi need help fi write one CV. Since di hotel cut mi loose last month mi a look fi work inna "
        "Mandeville, mi cyaan siddung pon mi hand.",
        "laid off|let go|fired|unemploy|lost|no longer|former|left|cut loose|looking for work|job.?hunt",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "Good afternoon. Having retired from the classroom at the end of the summer term after thirty-one years, I "
        "find myself with time to take up watercolour painting. Could you recommend a beginner's set of brushes?",
        "retire",
    ),
    (
        "job",
        "User works at Brindlecombe Logistics",
        "first week at halvorsen marine done!! new boss wants a weekly status report, can u give me a simple template",
        "halvorsen",
    ),
    (
        "job",
        "User works as a software engineer",
        "im doing a nursing degree now at 34 lol, anatomy is destroying me. can you quiz me on the bones of the hand",
        "student|nursing|studying|degree",
    ),
    (
        "job",
        "User is a student",
        "I have joined Tessarine Infotech as trainee analyst from Monday. Please tell me how to prepare formal "
        "mail to my reporting manager asking leave for my cousin's marriage.",
        "tessarine|analyst",
    ),
    (
        "job",
        "User works as a line cook",
        "okay um so my new manager at the hospital wants us to do this um online safety module thing and it keeps "
        "logging me out can you tell me how to clear cookies on a chromebook",
        "hospital",
    ),
    (
        "job",
        "User works at Parkhurst Tyre Plant",
        "Ever since they let me go from the plant I been doin odd jobs round town. Can you help me figure how to "
        "price a fence repair job fair?",
        "let go|laid off|fired|unemploy|odd jobs|handyman|no longer|former|lost",
    ),
    (
        "job",
        "User works as an accountant",
        "Chucked in the accounting gig and bought a food truck, yeah nah I know I'm mad. What permits do I need to "
        "run a food truck in Geelong?",
        "food truck",
    ),
    (
        "job",
        "User works at Velmora Bank",
        "Oga, I don resign from that bank finally. Now I wan start my own poultry farm for Abeokuta. How many "
        "birds I fit start with for 500k naira?",
        "poultry|farm|resign|quit|left|own business",
    ),
    (
        "job",
        "User works as a postman",
        "Ah got ma jotters fae the Royal Mail efter the van incident, so noo ah'm drivin taxis roon Paisley. "
        "Whit's the best sat nav app fur a cabbie?",
        "taxi|cab",
    ),
    (
        "relationship",
        "User is dating Thisuri",
        "Aiyo I need to return the concert tickets leh, me and Thisuri break up already so cannot go together. How "
        "to get refund from SISTIC ah?",
        "single|broke up|break up|split|separat|ended|no longer|ex",
    ),
    (
        "relationship",
        "User is engaged to Dariusz",
        "As of last Saturday I am Mrs. Okonkwo-Wiśniewski (my husband Dariusz insisted I keep both names) and I "
        "need to update my passport. Which documents are required?",
        "married|husband|wed",
    ),
    (
        "relationship",
        "User is single",
        "ok dont judge but ive been seeing this guy eamon for like a month and his bday is friday. gift ideas "
        "under 50 bucks?? he's obsessed w birds",
        "eamon|dating|seeing",
    ),
    (
        "relationship",
        "User is married to Harold",
        "Hello dear. Since Harold passed in March I have been trying to manage the bills myself. How do I set up "
        "automatic payment for the electric company? He always did these things.",
        "widow|passed|died|death|late|deceased",
    ),
    (
        "relationship",
        "User is married to Kelechi",
        "Abeg help me draft message to my landlord. Since the divorce with Kelechi don finish, na only me dey pay "
        "rent now and I wan beg am to reduce am small.",
        "divorc|separat|ex|single|no longer",
    ),
    (
        "relationship",
        "User is dating Margaux",
        "okay so um margaux said yes so we're um officially engaged and her mom wants like a party can you help me "
        "plan an engagement party for like forty people in a backyard",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is dating Tamsin",
        "My wife reckons I can't cook a roast to save my life. Tamsin and I got hitched in Broome last month and "
        "now I've gotta prove her wrong. Easy lamb roast recipe?",
        "married|wife|hitched|wed",
    ),
    (
        "relationship",
        "User is engaged to Rohan",
        "Please help me write a polite message to all relatives that the December wedding is cancelled. Rohan and "
        "I have mutually decided to call off the engagement and I don't want to answer the same question fifty "
        "times.",
        "call(ed)? off|cancel|broke|single|no longer|ended|ex|split",
    ),
    (
        "relationship",
        "User is married to Lorna",
        "Me an Lorna are separated noo, ah'm kippin at ma brother's. Can ye help me work oot a budget fur jist masel?",
        "separat|split|single|no longer|ex",
    ),
    (
        "relationship",
        "User is dating Anselm",
        "Girl, Anselm is old news, I with Kwesi now and he carrying me to Tobago for the weekend. What I should "
        "pack for a lime on the beach?",
        "kwesi",
    ),
    (
        "diet",
        "User is vegan",
        "so after 6 yrs vegan my doctor basically begged me to eat meat again bc of my iron. how do i cook a steak "
        "without ruining it, literally never done it",
        "eats meat|eat meat|eating meat|meat again|omnivor|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri I have left non-veg completely and I am continuing it after also. Suggest some high "
        "protein vegetarian dinners which my hostel mess cannot ruin.",
        "vegetarian|veggie|no meat|no longer eat|stopped eating meat|gave up meat|left non.?veg",
    ),
    (
        "diet",
        "User is vegetarian",
        "Sure I've started back on the fish, still no meat mind you. What's a handy way to do hake that isn't just "
        "batterin it?",
        "pescatarian|fish|seafood|hake",
    ),
    (
        "diet",
        "User is pescatarian",
        "Following a rather harrowing documentary on trawler bycatch, I have eliminated all animal products from "
        "my diet, fish included. Could you suggest a weekly meal plan that provides adequate B12?",
        "vegan|plant|no animal|animal products",
    ),
    (
        "diet",
        "User is vegetarian",
        "Well I done caved. Daddy smoked a brisket for the Fourth and I ain't looked back since, been eatin meat "
        "all month. How long do I smoke a pork shoulder?",
        "eats meat|eat meat|eating meat|eatin meat|meat again|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "hey um so im fully plant based now since the heart scare and um can you tell me what i can put in my "
        "coffee instead of cream thats not gross",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User is vegan",
        "Now I eat egg and cheese again already, vegan too hard for me lah, but still no meat. Can suggest easy "
        "egg recipe for lunchbox?",
        "vegetarian|egg|dairy|cheese|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Been off the red meat and chook since Easter, just fish and prawns now. What's a decent marinade for "
        "barra on the barbie?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "My sister, I don start to chop meat again, pregnancy craving no dey respect anybody. Which suya spice mix "
        "I fit make for house?",
        "eats meat|eat meat|eating meat|meat again|chop meat|omnivor|no longer pescatarian",
    ),
    (
        "diet",
        "User is vegan",
        "Mi nah strict vegan again, mi start eat likkle fish now, escovitch an ting, but no chicken nor pork. How "
        "long fi fry snapper so it come out crispy?",
        "pescatarian|fish|seafood|snapper",
    ),
    (
        "residence",
        "User lives in Leeds",
        "howay man, need a hand wi me CV. been up in Whitley Bay since March like, flat's canny but the job centre "
        "here is pants",
        "whitley bay",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "hello teacher, I need practice english for interview. now I am living in Porto since two months, the "
        "weather is more cold than Curitiba kkkk",
        "porto",
    ),
    (
        "residence",
        "User lives in Duluth",
        "okay so um can you help me find a pediatrician near um we just closed on the house in Eau Claire last "
        "week so like anywhere within twenty minutes of there and uh they need to take blue cross",
        "eau claire",
    ),
    (
        "residence",
        "User lives in Swansea",
        "Alright butt, tidy that you still got my running plan. Only thing is I'm down in Llandeilo with Mam now "
        "since the autumn, so the hills is proper different to the seafront, can you change the routes?",
        "llandeilo",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Please help me with the letter to landlord here in Wrocław, I move here in January and heating is not "
        "working from 3 days. My English is not so good.",
        "wroc",
    ),
    (
        "residence",
        "User lives in Hilo",
        "Eh brah, stay Kahului now, wen move ova da Maui side aftah my uncle wen get sick. Can help me find one "
        "pickleball league ova hea?",
        "kahului|maui",
    ),
    (
        "residence",
        "User lives in Shrewsbury",
        "Good morning dear. It is quieter here at Fernleigh House in Ludlow than I expected, the nurses are "
        "lovely. Could you remind me what that crossword clue was yesterday?",
        "ludlow|fernleigh",
    ),
    (
        "residence",
        "User lives in Austin",
        "new zip 59715 (bozeman). fix my weather pls",
        "bozeman|59715",
    ),
    (
        "residence",
        "User lives in Hanoi",
        "Hi, I need recipe for phở but with ingredients I can buy in Leipzig supermarket, here no have good rice "
        "noodle like home. I stay here for my master already 3 month.",
        "leipzig",
    ),
    (
        "residence",
        "User lives in Pietermaritzburg",
        "Howzit. Quick one, what's the time difference between Perth and SA? Ja, we finally emigrated, been in "
        "Joondalup about six weeks now and my ma keeps phoning at 3am lol",
        "joondalup|perth|australia",
    ),
    (
        "job",
        "User works as a coal miner",
        "Well I reckon I got time to learn this computer stuff now since the mine let us all go back in the "
        "spring. Where does a feller start with Python?",
        "laid off|let go|unemploy|no longer|former|lost|mine|out of work",
    ),
    (
        "job",
        "User works at Halvorsen Logistics",
        "ok first week at Quillmark Bio done, still figuring out their jira setup. can you explain epics vs "
        "stories again",
        "quillmark",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "Last bell rang for me on Friday, thirty-one years. The kids gave me a periodic table cake. Now, my wife "
        "wants to know what we should plant in the vegetable beds this spring.",
        "retire",
    ),
    (
        "job",
        "User works as a software developer",
        "Hallo, I had question about Kündigungsschutz but is already too late, they fired me last Tuesday together "
        "with whole team. How I write good LinkedIn post that I am searching new job?",
        "fired|laid off|let go|unemploy|lost|no longer|former|job search|looking for|searching",
    ),
    (
        "job",
        "User is a student",
        "hey! can u help me plan meals for the week, I only get 30 min lunch now at the clinic since I started as "
        "a hygienist at Brightwater Dental",
        "hygienist|brightwater",
    ),
    (
        "job",
        "User works as a bank teller",
        "Please my brother, I have resigned from the bank oo, now I am doing my own poultry farm at Dodowa. How "
        "many layers can I start with 20,000 cedis?",
        "poultry|farm|resign|quit|left",
    ),
    (
        "job",
        "User works as a paralegal",
        "hey so um I need like a bedtime routine for a four year old because uh now that I'm home full time since "
        "I left the firm um she's been staying up way later",
        "left|quit|stay.at.home|home|no longer|former",
    ),
    (
        "job",
        "User works at Al Noor Hospital",
        "Good evening. I need to prepare presentation for my new team at Mafraq Pharmaceuticals, first meeting is "
        "Sunday. Can you make me outline about quality control?",
        "mafraq",
    ),
    (
        "job",
        "User works as a barista",
        "omg i got into uni!!! starting marine bio at aberystwyth in sept and i handed in my notice at the cafe "
        "today. what do i even pack",
        "student|marine bio|aberystwyth|uni|quit|notice",
    ),
    (
        "job",
        "User works as a graphic designer",
        "Eh can help or not, now I full-time Grab driver already lah, design work all kena cut by AI. What's best "
        "way to track petrol claim for tax?",
        "driver|grab",
    ),
    (
        "relationship",
        "User is dating Tobias",
        "can you suggest some sad but not too sad movies. tobias and i called it quits sunday and i just wanna cry "
        "a normal amount",
        "single|broke up|split|separat|ended|no longer|ex|quits",
    ),
    (
        "relationship",
        "User is engaged to Mirela",
        "My wife (still weird saying that) wants to turn the spare room into an office. What paint colours work "
        "for a north-facing room?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Gerald",
        "It's been three months since Gerald passed and the house is so quiet. I thought I might take up "
        "watercolours. Where would a beginner start?",
        "widow|passed|died|death|late|lost",
    ),
    (
        "relationship",
        "User is single",
        "Sweet as, so I've been seeing this fulla Rawiri for a few weeks, he's taking me on the Tongariro "
        "crossing. What gear do I actually need?",
        "rawiri|dating|seeing|partner|relationship|boyfriend",
    ),
    (
        "relationship",
        "User is dating Kasia",
        "Hello, I want make a surprise for my fiancée Kasia, she said yes on Saturday! What is good restaurant "
        "idea for celebrate in small town?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Rodrigo",
        "Oi! I need help with documents for divorce in Portugal, me and Rodrigo are separated since december and "
        "now we make it official. What papers I need?",
        "divorc|separat|split|ex|no longer",
    ),
    (
        "relationship",
        "User is single",
        "alright so I wanna get back on the cut um but my girlfriend Anouk is like a baker so there's always bread "
        "in the apartment now that she moved in how do I deal with that",
        "anouk|girlfriend|dating|partner|relationship",
    ),
    (
        "relationship",
        "User is engaged to Callum",
        "Wedding's aff. Callum an me are done. Need tae cancel the venue in Pitlochry, can ye help me write the "
        "email wioot greetin aw ower it",
        "single|broke up|split|called off|cancel|ended|no longer|ex|done|aff",
    ),
    (
        "relationship",
        "User is dating Minh",
        "Hi, can you help me write thank you card for guests? Minh and I have wedding last weekend in Đà Nẵng, now "
        "I want say thank you in English to his foreign colleagues.",
        "married|wedding|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Priya",
        "refactoring q: my ex-wife's old side project (priya left me the repo along with the dog lol) uses "
        "callbacks everywhere. how do i migrate it to async/await?",
        "divorc|separat|split|ex|no longer",
    ),
    (
        "diet",
        "User is vegan",
        "ok controversial but I'm eating eggs and fish again after my iron crashed, doc's orders. give me 3 easy "
        "salmon dinners",
        "pescatarian|fish|salmon|eggs|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User eats meat",
        "my mum is being so annoying she keeps making lasagne with mince even tho i told her im veggie now since "
        "the climate project at school. what protein can i make myself",
        "vegetarian|veggie|no meat|meat.free|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Coach, I've gone fully plant-based as of the 1st. No dairy, no eggs, no honey. Need to hit 160g protein, "
        "can you redo my plan?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since my doctor said I need more B12 and iron I eat again meat, mostly chicken and Rindfleisch. Can you "
        "give me a Wochenplan for meal prep?",
        "meat|chicken|beef|omnivor|no longer pesc",
    ),
    (
        "diet",
        "User is vegetarian",
        "My husband is happy, finally I eat lamb with the family again after 5 years vegetarian, my body need it "
        "in the pregnancy. Please recipe for light version of mansaf?",
        "meat|lamb|no longer veg|omnivor|again",
    ),
    (
        "diet",
        "User eats meat",
        "The cardiologist has had me off all meat since my episode in February. I still have my kippers and cod on "
        "Fridays though, and I miss bacon terribly. Any ideas for Sunday lunch?",
        "pescatarian|fish|no meat|no longer eat|off.*meat|stopped",
    ),
    (
        "diet",
        "User is pescatarian",
        "so um yeah I'm doing the full vegan thing now no fish no cheese nothing so uh can you tell me like what I "
        "put in sushi instead of tuna",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Hello ji, after marriage I am staying with in-laws and eating paneer, curd, ghee everything, so vegan I "
        "have left. Now gaining weight, suggest walking plan.",
        "vegetarian|dairy|paneer|no longer vegan|not vegan|left",
    ),
    (
        "diet",
        "User is vegetarian",
        "back on meat since the bulk started. chicken + rice x5/day ok?",
        "meat|chicken|omnivor|no longer veg",
    ),
    (
        "diet",
        "User eats meat",
        "Wah gwaan, mi gone ital now, nuh meat, nuh fish, nuh dairy fi six weeks. Yuh can gimme one ital stew "
        "recipe wid callaloo?",
        "vegan|ital|plant|no meat",
    ),
    (
        "residence",
        "User lives in Dunfermline",
        "Aye, finally got the keys tae the new flat in Stornoway last week, so can ye help me figure oot how tae "
        "get the broadband sorted? The provider up here's a nightmare.",
        "stornoway",
    ),
    (
        "residence",
        "User lives in Tulsa",
        "Y'all, ever since we hauled everything down to Natchitoches I ain't found a decent mechanic. What should "
        "I ask a shop before I let em touch my truck?",
        "natchitoches",
    ),
    (
        "residence",
        "User lives in Ballarat",
        "mate need a good pub quiz team name, the regulars at my new local in Kalgoorlie are absolutely ruthless",
        "kalgoorlie",
    ),
    (
        "residence",
        "User lives in Winnipeg",
        "um okay so can you remind me what I need to do to um change the address on my health card now that I'm "
        "out in Moncton like is that online or do I have to go in",
        "moncton",
    ),
    (
        "residence",
        "User lives in Ibadan",
        "Abeg, I just relocate go Enugu last month. Which kain soup I fit cook wey go impress my new neighbours "
        "for this side?",
        "enugu",
    ),
    (
        "residence",
        "User lives in Ipoh",
        "Eh can help me plan weekend itinerary or not? Since I shift to Kuching quite lonely leh, don't know where "
        "to go makan",
        "kuching",
    ),
    (
        "residence",
        "User lives in Leeuwarden",
        "Dear Assistant, I would be grateful if you could help me draft a letter to my former landlord in "
        "Leeuwarden requesting the return of my deposit. I have since taken up residence in Tromso and cannot "
        "easily attend in person.",
        "troms",
    ),
    (
        "residence",
        "User lives in Pune",
        "Kindly suggest some good CBSE schools near Coimbatore for my daughter, we have shifted here only from "
        "last month due to my transfer.",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Galway",
        "Grand so, the drive from the house in Letterkenny into work is only twenty minutes now, which is a "
        "relief. Any ideas for what to do with the spare room? Thinking home office.",
        "letterkenny",
    ),
    (
        "residence",
        "User lives in Mandeville",
        "Wah gwaan, mi just settle inna Port Antonio now, sea breeze every mornin. Help mi write a likkle caption "
        "fi mi new yard pic nuh",
        "port antonio",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Now that I've hung up my white coat after thirty-one years behind the counter, I'd like to take up "
        "watercolour. Where does a complete beginner start?",
        "retire|former|no longer|used to|hung up|ex-",
    ),
    (
        "job",
        "User works at Brightwell Logistics",
        "since they let me go from brightwell on friday i have way too much time on my hands. how do i file for "
        "unemployment in ohio",
        "let go|fired|laid off|unemploy|no longer|former|lost",
    ),
    (
        "job",
        "User is a student",
        "Right, first week as a junior quantity surveyor at Halloran & Pyke done and I'm absolutely knackered. "
        "What's a dinner I can throw together in 15 minutes?",
        "quantity surveyor|halloran",
    ),
    (
        "job",
        "User works as a barista",
        "my new manager at the hospital keeps putting me on nights on the ward, how do i ask for day shifts "
        "without sounding ungrateful",
        "hospital|ward|nurs",
    ),
    (
        "job",
        "User works at Tessaract Analytics",
        "Wah my first paycheque from Lumora Foods come in already, can help me do budget plan? Last time at "
        "Tessaract the pay very cham one",
        "lumora",
    ),
    (
        "job",
        "User works as a software engineer",
        "um so I'm back at uni now doing veterinary medicine at like thirty four which is insane um can you help "
        "me make flashcards for bovine anatomy",
        "student|study|studying|veterinar|uni",
    ),
    (
        "job",
        "User works as a teacher",
        "Since I comot from that school work, my small bakery don dey grow well well. Abeg help me price my chin "
        "chin and meat pie",
        "baker|bakery|business|quit|left|no longer|former",
    ),
    (
        "job",
        "User works at Corrigan Steel",
        "Since Corrigan shut the plant for good in March I've been driving for a courier outfit. What's the best "
        "way to track my mileage for taxes?",
        "courier|driv|deliver",
    ),
    (
        "job",
        "User works as a paralegal",
        "Good afternoon. Having recently been admitted as a solicitor, I should welcome some advice on structuring "
        "my first client care letter.",
        "solicitor|lawyer|attorney",
    ),
    (
        "job",
        "User works as a chef",
        "Packed in the kitchens for good, I'm a postie noo, up at five but done by one. Whit's a guid stretch "
        "routine fir ma back efter walkin aw day?",
        "post|mail|letter carrier",
    ),
    (
        "relationship",
        "User is dating Anneliese",
        "Anneliese and I called it quits last month so I've got a spare ticket for the Kestrel Ridge gig. How do I "
        "resell it without getting scammed?",
        "single|broke up|split|separat|ended|no longer|ex|quit",
    ),
    (
        "relationship",
        "User is married to Desmond",
        "Since Desmond passed in the spring the garden has rather got away from me. Which perennials need the "
        "least looking after?",
        "widow|passed|died|death|late|lost",
    ),
    (
        "relationship",
        "User is single",
        "omg so me and Ravindra have been seeing each other for like a month now and his birthday is next week, "
        "gift ideas??? nothing too intense",
        "ravindra|dating|seeing",
    ),
    (
        "relationship",
        "User is dating Caoimhe",
        "She said yes! Caoimhe's after sayin yes on the cliffs at Slea Head, so now we've a wedding to plan. Where "
        "do we even start with a budget?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Tobias",
        "Can you help me change my surname on all my accounts? Tobias and I tied the knot on Saturday and I'm "
        "drowning in forms.",
        "married|wed|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Priyanka",
        "The divorce with Priyanka got finalised yesterday itself. Now I need to update the nominee in my LIC "
        "policy, what is the procedure?",
        "divorc|separat|ex|no longer|single",
    ),
    (
        "relationship",
        "User is dating Marguerite",
        "Mi an Marguerite done long time, mi deh wid Shontelle now. She love poetry, help mi write somethin sweet "
        "fi her",
        "shontelle",
    ),
    (
        "relationship",
        "User is single",
        "okay so um my fiance Oluwaseun wants a small wedding but my mum wants like three hundred people how do we "
        "um how do we handle that",
        "engag|fianc|oluwaseun",
    ),
    (
        "relationship",
        "User is engaged to Bartholomew",
        "The wedding's off. Bartholomew and I realised we want different things. What can I do about the deposit "
        "on the venue in Whitby?",
        "off|cancel|broke|split|ended|no longer|single|ex",
    ),
    (
        "relationship",
        "User is married to Isidora",
        "Me and Izzy have separated, so I'm renting a unit on my own now. Any cheap ways to furnish a place in "
        "Toowoomba?",
        "separat|split|ex|no longer|single",
    ),
    (
        "diet",
        "User is vegan",
        "Gave up the vegan thing after six years, doctor's orders because of my iron. How long should I rest a "
        "ribeye after searing?",
        "meat|no longer|omnivore|stopped|quit|gave up",
    ),
    (
        "diet",
        "User eats meat",
        "Well I'll be, been off meat three months now and ain't missed it once. Got a good recipe for a meatless "
        "gumbo that'll fool my granddaddy?",
        "vegetarian|no meat|off meat|meat-free|meatless|plant|stopped|no longer",
    ),
    (
        "diet",
        "User is vegetarian",
        "started eating fish again since the doc said i need more omega 3 lol. whats the easiest way to cook mackerel",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now I full vegan already, no more fish no egg no dairy. Where got nice vegan char kway teow around Jurong?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "I am writing to request assistance in planning a week of meals. Since adopting an entirely plant-based "
        "diet in January, I have struggled to obtain sufficient protein.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "um so I've started having eggs and cheese again but still no meat um can you give me a frittata recipe "
        "that's quick",
        "vegetarian|egg|dairy|cheese|no longer vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Na wa o, I don start to dey chop meat again since December, suya too sweet. Which spice I fit use make am "
        "for house?",
        "meat|no longer|omnivore|stopped|suya",
    ),
    (
        "diet",
        "User eats meat",
        "Cut oot meat a'thegither but still huvin fish, the wife's delighted. Gie's a recipe fir Cullen skink "
        "that'll feed six?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Been back on the snags since Christmas, done with the fish-only caper. What's a good marinade for lamb "
        "chops on the barbie?",
        "meat|no longer|omnivore|lamb|stopped",
    ),
    (
        "diet",
        "User is vegan",
        "My nutritionist has now permitted fish twice weekly, so please suggest one Goan fish curry recipe, not "
        "too spicy.",
        "pescatarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Leeds",
        "howay man, finally got the last boxes unpacked in the new flat in Hexham, it's canny but the wifi is "
        "shockin. can ye help us pick a decent router for under 80 quid?",
        "hexham",
    ),
    (
        "residence",
        "User lives in Munich",
        "Hello, since two weeks I am living now in Regensburg because my wife got new position at the university, "
        "and I search a good bouldering hall near the Altstadt. How can I find one that is good for beginners?",
        "regensburg",
    ),
    (
        "residence",
        "User lives in Phoenix",
        "okay so um can you help me like figure out a meal prep plan because uh ever since we moved up to "
        "flagstaff the grocery store is like forty minutes away and um i only really go once a week now so yeah",
        "flagstaff",
    ),
    (
        "residence",
        "User lives in Auckland",
        "Sweet as, the shift down to Oamaru went alright eh, house is cold as but the views are mean. Just need a "
        "hand writing a cover letter for the library job going here",
        "oamaru",
    ),
    (
        "residence",
        "User lives in Dayton, Ohio",
        "Good morning dear. My daughter says I ought to tell you my new address is Sunnybrook Commons in Lebanon, "
        "the assisted living place. The nurses are very kind. What was the name of that crossword helper you "
        "showed me before?",
        "lebanon|sunnybrook|assisted living",
    ),
    (
        "residence",
        "User lives in Sacramento",
        "ugh new school in boise is so weird nobody here even knows what in-n-out is. anyway can u explain mitosis "
        "vs meiosis like im 5",
        "boise",
    ),
    (
        "residence",
        "User lives in Sao Paulo",
        "Hi! I need help with my english for job interviews. Now I am living in Lisbon, I came last month with my "
        "boyfriend, and the companies here ask a lot for english level. Can we practise some questions?",
        "lisbon|lisboa",
    ),
    (
        "residence",
        "User lives in Cardiff",
        "Tidy, we've finally had the keys to the cottage out in Llandeilo, lush views mind. Now I've got to sort a "
        "broadband deal, what should I be asking them before I sign?",
        "llandeilo",
    ),
    (
        "residence",
        "User lives in Kuala Lumpur",
        "Eh can help me do budget or not? Since I shift to Penang last month the rent cheaper lah but my Grab "
        "spending damn high already, food also I keep eating outside",
        "penang|george ?town",
    ),
    (
        "residence",
        "User lives in Austin",
        "Quick context before my actual question: I relocated to Halifax, Nova Scotia in March (company went "
        "remote-first and my partner got a posting at Dalhousie), so I'm on Atlantic time now - please keep that "
        "in mind when you suggest study blocks. Question: how do I debounce an input in React without pulling in "
        "lodash?",
        "halifax|nova scotia",
    ),
    (
        "job",
        "User works as a nurse",
        "Well I finally hung up them scrubs for good, retired Friday after thirty-one years at the county "
        "hospital. Reckon you could help me plan out a vegetable garden for the holler out back?",
        "retire",
    ),
    (
        "job",
        "User works at Brightwater Analytics",
        "new job at kestrelwick labs starts mon. what do ppl even wear to a biotech onboarding",
        "kestrelwick",
    ),
    (
        "job",
        "User works as a coal miner",
        "since the mine let us all go I been tryin to learn this computer stuff at the library. how do I make a "
        "resume in google docs, never done one in my life",
        "laid off|let go|unemploy|lost|no longer|former|clos|redundan|out of work|looking for work|job ?seek",
    ),
    (
        "job",
        "User works as a software engineer",
        "Hello, I quit my job at the company last month and now I am student again, Master of Data Science at "
        "University of Melbourne. Can you explain me what is p-value in simple way?",
        "student|studying|master|university",
    ),
    (
        "job",
        "User is a student",
        "Hi, I finish my studies finally and from Monday I work like junior accountant at Zablocki & Partners in "
        "Krakow. Please help me with Excel VLOOKUP, I must be fast with this.",
        "accountant|zablocki",
    ),
    (
        "job",
        "User works as a paralegal",
        "heads up my schedule is totally different now, got fired from the firm tuesday (long story, don't ask) so "
        "i can actually do mornings. can you redo my plan around 6am sessions",
        "fired|let go|unemploy|no longer|former|lost|between jobs|out of work",
    ),
    (
        "job",
        "User works at Volta Star Bank",
        "Please I have left the bank oo, I am now with Asaase Telecom as network planner since last month. Kindly "
        "help me draft a short email to introduce myself to my new team.",
        "asaase|network planner|telecom",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Peace be upon you. I stopped working in the pharmacy, now I open my own small bakery in Zarqa with my "
        "brother, alhamdulillah. I need help for a name and some idea for logo.",
        "bak|own business|self-employ",
    ),
    (
        "job",
        "User works as a teacher",
        "Howzit, so I've chucked in the teaching, ja, did the field guide course and I'm guiding at Nkwazi Lodge "
        "now. Can you help me learn the bird calls? The guests keep asking and I'm still a bit lost.",
        "guid|ranger|nkwazi",
    ),
    (
        "job",
        "User works at Kalani Surf Rentals",
        "Eh brah, I pau working da surf shop already, now I stay driving tour bus fo' Mauka Tours. How I study fo' "
        "da CDL test? Da manual stay so long",
        "mauka|tour|bus|driv",
    ),
    (
        "relationship",
        "User is dating Marisol",
        "marisol n i r done. like actually done this time. anyway can u help me w my chem hw its due at 8",
        "single|broke up|split|separat|ended|no longer|done|\\bex\\b|ex-",
    ),
    (
        "relationship",
        "User is single",
        "so um i've been seeing this guy tobiah for like two months now and uh he's vegetarian so can you give me "
        "some like date night recipes that don't have any meat in them",
        "tobiah|dating|seeing|relationship|boyfriend",
    ),
    (
        "relationship",
        "User is engaged to Ingrid",
        "My wife - still weird saying that - wants to frame the vows we read on Saturday. Can you suggest a font "
        "that looks elegant but not too fussy?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is married to Harold",
        "It's been so quiet in the house since Harold passed in the spring. The grief group at church suggested I "
        "write letters to him. Could you help me begin one?",
        "widow|passed|died|death|late|lost",
    ),
    (
        "relationship",
        "User is dating Oksana",
        "I have asked Oksana and she said yes!! So now we are engaged, wedding is next summer in Dresden. What is "
        "a good short speech for the engagement party?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Devika",
        "Need help building a shared custody calendar for two kids. Devika and I finalized the divorce last week, "
        "so they'll alternate weeks between our places starting the 3rd.",
        "divorc|separat|split|\\bex\\b|ex-|no longer|single",
    ),
    (
        "relationship",
        "User is single",
        "Chur, big news, Rawiri popped the question halfway along the Tongariro Crossing and I said yeah nah yeah "
        "obviously! Can ya help me budget for a wee wedding?",
        "engaged|fianc|rawiri",
    ),
    (
        "relationship",
        "User is dating Bartek",
        "Hi, you remember Bartek? It's finish between us. Now I am with Kacper, he is very calm person, very "
        "different. Can you help me plan weekend in Zakopane for us two?",
        "kacper",
    ),
    (
        "relationship",
        "User is engaged to Wei Ling",
        "Already ROM with Wei Ling last Saturday, so now officially husband lor haha. Help me write thank you "
        "message to the relatives can?",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Yasmin",
        "The engagement with Yasmin is cancelled, our families could not agree on many things. I want to focus on "
        "my work now. Please help me to make a study plan for IELTS.",
        "cancel|called off|broke|ended|no longer|single|split|\\bex\\b|ex-",
    ),
    (
        "diet",
        "User is vegan",
        "ok so i caved and started eating chicken and eggs again for the protein, vegan just wasn't working with "
        "my lifting. can u recalc my macros for 180g protein a day",
        "eats meat|chicken|omnivor|no longer vegan|eggs",
    ),
    (
        "diet",
        "User eats meat",
        "Hi! After I watched that documentary I stopped eating meat, I am vegetarian since 3 weeks. But I miss "
        "feijoada so much, can you give me a recipe without the pork and sausage?",
        "vegetarian|stopped eating meat|no meat|meat-free",
    ),
    (
        "diet",
        "User is vegetarian",
        "Been having fish again, cockles and a bit of hake like, doctor said my iron's gone low. What goes nice "
        "with laverbread then?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "ok i went full vegan this month no more fish or dairy, my mom is freaking out lol. what do vegans even "
        "eat for breakfast that isnt just toast",
        "vegan",
    ),
    (
        "diet",
        "User eats meat",
        "The cardiologist put me on a plant-based regimen after the stent - no meat, no dairy, no eggs - and I've "
        "kept to it strictly for a month now. Do you know a good lentil soup that isn't too bland?",
        "vegan|plant-based|plant based|no animal",
    ),
    (
        "diet",
        "User is vegan",
        "I eat now again cheese and eggs, only no meat, vegan was too hard with the lunch boxes for my kids. Can "
        "you give me a quick quiche recipe?",
        "vegetarian|cheese|eggs|dairy|no longer vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Chale, I have started eating meat again oo, my mother's light soup with goat was too sweet to resist. Can "
        "you estimate the calories for one bowl?",
        "eats meat|meat again|goat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "hey so um quick thing i dont do red meat or chicken anymore just like fish and shrimp and stuff so can "
        "you swap out the beef in that stir fry you gave me last week",
        "pescatarian|fish|seafood|shrimp",
    ),
    (
        "diet",
        "User is pescatarian",
        "Lekker braai this weekend, I'm back on the boerewors and chops, gave up the fish-only thing, too much "
        "hassle. What salads go with a braai?",
        "eats meat|boerewors|omnivor|no longer pescatarian|meat",
    ),
    (
        "diet",
        "User is vegan",
        "I now eat fish again because my pregnancy doctor say I need omega-3. Still no meat, no chicken. Can you "
        "suggest Vietnamese dishes with fish that are good for pregnant women?",
        "pescatarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Tewkesbury",
        "hey can u help me find a decent plumber, just got the keys to a flat in Kirkcaldy and the boiler's "
        "already making noises lol",
        "kirkcaldy",
    ),
    (
        "residence",
        "User lives in Dundee",
        "Aye so I'm up in Stornoway noo, flitted last month. Whit's a guid recipe fur a wee fish pie fur six?",
        "stornoway",
    ),
    (
        "residence",
        "User lives in Ibadan",
        "Abeg, since I don relocate go Enugu, how I go take register my car for here? Which office dey handle am?",
        "enugu",
    ),
    (
        "residence",
        "User lives in Jurong West",
        "eh can recommend me some good aircon servicing company in Tampines ah? my new HDB flat there damn hot "
        "one, last time Jurong side never so bad",
        "tampines",
    ),
    (
        "residence",
        "User lives in Wolverhampton",
        "Dear Assistant, I would be grateful for your help drafting a letter to my pension provider notifying them "
        "of my change of address. As of the 3rd of this month my residence is 14 Glebe Road, Oswestry. Kind "
        "regards, Margaret",
        "oswestry",
    ),
    (
        "residence",
        "User lives in Ballarat",
        "um okay so whats the best way to get from the airport to uh Fremantle because my mum's flying in and she "
        "hasnt seen our place here yet since we left Ballarat",
        "fremantle",
    ),
    (
        "residence",
        "User lives in Shreveport",
        "Y'all, what kinda grass grows best down here in Natchitoches? Finally got us a yard after two years "
        "cooped up in that apartment back in Shreveport",
        "natchitoches",
    ),
    (
        "residence",
        "User lives in Montego Bay",
        "Wah gwaan, mi need a packing list fi winter clothes. Mi just reach Winnipeg last week fi stay and di cold "
        "a kill mi",
        "winnipeg",
    ),
    (
        "residence",
        "User lives in Indore",
        "Kindly suggest good CBSE schools near Whitefield for my daughter, we have shifted to Bangalore after my "
        "husband's transfer order came",
        "whitefield|bangalore|bengaluru",
    ),
    (
        "residence",
        "User lives in Athlone",
        "Grand so, what's the story with bin collection in Westport? The landlord here says nothing and I'm only "
        "in the door a fortnight, sure Athlone's well behind me now",
        "westport",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "now that my last day in the classroom has come and gone and there's a pension instead of a timetable, "
        "what's a good beginner woodworking project?",
        "retire",
    ),
    (
        "job",
        "User works at Halvorsen Logistics",
        "my new manager at Brightwater Pharmaceuticals wants weekly status reports every friday, can you give me a "
        "simple template?",
        "brightwater",
    ),
    (
        "job",
        "User works as a forklift operator",
        "Since they let me go from the plant I been tryin to figure out this unemployment mess, how do I file in "
        "Alabama?",
        "fired|let go|laid off|unemploy|lost (his|her|their|the) job|no longer|out of work|jobless|former",
    ),
    (
        "job",
        "User is a student",
        "first week as a junior dev at Quillfeather Labs done!! what should i know about surviving code reviews",
        "quillfeather|developer|dev",
    ),
    (
        "job",
        "User works as an accountant",
        "Oga, I don comot from that accounting work o, na my own poultry farm I dey run now. How many bags of feed "
        "500 birds go chop for one month?",
        "poultry|farm|chicken",
    ),
    (
        "job",
        "User works at Tarrington Bank",
        "Dear Sir or Madam, As I commence my doctoral studies in marine biology at the University of Tasmania this "
        "autumn, I would appreciate guidance on setting up a reference manager for my thesis.",
        "student|phd|doctoral|marine biolog|universit",
    ),
    (
        "job",
        "User works as a nurse",
        "wah ever since i stop nursing and go drive grab full time my back pain worse sia, got any stretches for "
        "sitting long hours?",
        "grab|driv",
    ),
    (
        "job",
        "User works as a hotel receptionist",
        "okay um so now that im on the ambulance as a paramedic instead of you know sitting at the front desk my "
        "shifts are like twelve hours so can you um help me plan meals",
        "paramedic|ambulance",
    ),
    (
        "job",
        "User works as a software engineer at Veltrix",
        "Right, I've chucked in the job at Veltrix an' gone full time wi' the band, need a press release fur oor "
        "first EP",
        "musician|band|music",
    ),
    (
        "job",
        "User works as a bank clerk",
        "My posting as branch manager at Kottayam Cooperative Bank has been confirmed from Monday, please help "
        "draft a thank-you mail to my regional head",
        "branch manager|manager",
    ),
    (
        "relationship",
        "User is dating Thaddeus",
        "ok so since thaddeus and i called it quits ive been eating cereal for dinner every night. give me 3 easy "
        "meals for one person",
        "single|broke up|split|separat|ended|no longer|ex|quit",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ines is coming over to mine for the first time on Saturday - what's a safe but impressive "
        "dessert?",
        "ines|girlfriend|dating|relationship",
    ),
    (
        "relationship",
        "User is engaged to Caoimhe",
        "Howya, the big day went off grand last Saturday, Caoimhe's stuck with me for life now God help her. Need "
        "help with thank-you cards for about 90 guests",
        "married|wife|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Oluwaseun",
        "Good afternoon. Following the passing of my husband Oluwaseun in March, I need to transfer the utility "
        "accounts into my name alone. Could you tell me what documents are usually required?",
        "widow|passed|died|death|late|deceased|lost",
    ),
    (
        "relationship",
        "User is dating Priyanka",
        "Priyanka said yes!! Both families met last Sunday and it's fixed. Can you suggest some return gift ideas "
        "for the roka ceremony?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is married to Rodney",
        "Lord have mercy, since the judge signed off on the divorce I gotta redo my whole budget on one income. "
        "Can you help me make a spreadsheet?",
        "divorc|single|separat|ex|no longer",
    ),
    (
        "relationship",
        "User is single",
        "my bf Wei Jie say want to go Batam this weekend, what should we pack ah",
        "wei jie|boyfriend|dating|relationship",
    ),
    (
        "relationship",
        "User is dating Marisol",
        "um so Marisol and I we did it at the courthouse on friday just a small thing and um now she's my wife so "
        "how do I add her to the lease",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Declan",
        "We've called aff the weddin, me an Declan are done. How dae I ask fur the deposit back fae the venue in "
        "Pitlochry?",
        "called off|broke|split|ended|single|no longer|ex|cancel|done",
    ),
    (
        "relationship",
        "User is single",
        "Mi an mi new man Desmond a plan a likkle trip to Negril, him seh him neva go yet. Weh good fi eat deh?",
        "desmond|boyfriend|partner|dating|relationship",
    ),
    (
        "diet",
        "User is vegan",
        "since I started eating fish again (doctor's orders, my B12 was tanking) what's an easy salmon traybake?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Righto, gone full vego since I watched that doco, what do I chuck on the barbie for the footy Sunday now?",
        "vegetarian|vego|no meat|meat-free|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "three weeks fully plant based now, no dairy no eggs, and i miss cheese so bad. any cashew cheese recipe "
        "that doesn't taste like sadness?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Ah'm back oan the mince an steak, couldnae hack the tofu nae mair. Best way tae cook a ribeye in a cast "
        "iron pan?",
        "meat|omnivor|no longer vegan|steak|eats",
    ),
    (
        "diet",
        "User is pescatarian",
        "After my cardiologist's advice I have stopped fish also, now pure veg only. Please suggest high protein "
        "breakfast options",
        "vegetarian|pure veg|veg",
    ),
    (
        "diet",
        "User eats meat",
        "I don stop to chop meat since January, na only beans, plantain and vegetable I dey chop now. Abeg wetin I "
        "fit cook for Sunday wey still sweet?",
        "vegetarian|vegan|no meat|plant|stopped eating meat|meat-free|without meat|doesn't eat meat|does not eat meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "Well shoot, I caved and started eatin chicken again after forty years. Y'all got a fried chicken recipe "
        "my mama would've approved of?",
        "meat|chicken|no longer vegetarian|omnivor",
    ),
    (
        "diet",
        "User is vegan",
        "Dear Assistant, I am organising a dinner party for eight. As I have recently reintroduced dairy and eggs "
        "into my diet, though I still avoid meat and fish, I wonder whether you might suggest a reliable cheese "
        "souffle.",
        "vegetarian|dairy|egg|lacto|ovo",
    ),
    (
        "diet",
        "User is vegetarian",
        "uh hey so um I've been doing the pescatarian thing since new years so can you give me a shopping list "
        "with like prawns and stuff",
        "pescatarian|fish|seafood|prawn",
    ),
    (
        "diet",
        "User eats meat",
        "Boy since I turn Ital last month, no meat, no fish, no dairy, what I could bring to the Carnival lime "
        "that go still taste sweet?",
        "ital|vegan|plant",
    ),
    (
        "residence",
        "User lives in Tromsø",
        "alreet pet, finally got me boxes unpacked in Gateshead after all them years up in Norway, whey aye it's "
        "canny to be back near me mam. can ye help us sort a weekly shoppin budget for one?",
        "gateshead",
    ),
    (
        "residence",
        "User lives in Dayton",
        "um so yeah okay so we we finally closed on the house in um Keokuk Iowa last Friday and so like now I need "
        "a um a new running route that's like flat ish can you find me something near the river there",
        "keokuk",
    ),
    (
        "residence",
        "User lives in Freiburg",
        "Hello, since three weeks I am living now in Sankt Pölten because of my new flat share, and I want to ask "
        "how I register my address at the Magistrat. Is this different from how it works in Germany?",
        "p(ö|o|oe)lten",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "oi!! so I am writing from Joinville now kkkk the moving truck broke two times on the BR-376 but we "
        "arrive. my kids love the new school. can you help me make a english lesson about animals for them?",
        "joinville",
    ),
    (
        "residence",
        "User lives in Wagga Wagga",
        "ugh dad got transferred so now we're stuck in mount isa and it's like 40 degrees and i dont know ANYONE. "
        "how do u make friends at a new school without being cringe",
        "mount isa",
    ),
    (
        "residence",
        "User lives in Harrogate",
        "Good morning dear. The removal men took the last of the boxes on Tuesday and I'm settling into the little "
        "annexe behind my daughter's house in Oswestry. The kettle's in a silly place and the stairs are steeper "
        "than I'd like. Could you remind me how to set up the radio so I get Radio 4 here?",
        "oswestry",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Chale, this harmattan in Tamale is something else oo. Since I relocated up north my skin dey crack "
        "everywhere, even my lips. Which moisturiser you go recommend wey no cost plenty?",
        "tamale",
    ),
    (
        "residence",
        "User lives in Hilo",
        "Eh brah, stay all pau moving to Kaunakakai now, Molokai time fo real kine. Get one good poke recipe wit "
        "what I can find hea? Da store stay small and da boat only come Wednesday.",
        "kaunakakai|molokai",
    ),
    (
        "residence",
        "User lives in Bratislava",
        "new timezone btw, I'm in Tallinn now. shift the code review reminders to EET pls",
        "tallinn",
    ),
    (
        "residence",
        "User lives in Ipoh",
        "Aiyo so tired lah, just shifted to Kuching last week, the Grab drivers here all cannot find my new taman. "
        "Can help me write a message to my landlord about the aircon leaking or not?",
        "kuching",
    ),
    (
        "job",
        "User works as a coal miner",
        "Since the mine let us all go back in the spring I been doin odd jobs, fixin fences and haulin scrap for "
        "folks up the holler. Reckon you could help me write up a resume that don't make it look like I ain't "
        "never done nothin but dig?",
        "laid off|let go|unemploy|no longer|former|odd job|out of work|lost",
    ),
    (
        "job",
        "User works at Quillmark Analytics",
        "Quick one: first week at Ferrow & Pask and the onboarding laptop is Windows after ten years on Mac. "
        "Screenshot shortcut?",
        "ferrow",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Well, they gave me a lovely send-off on Friday, cake and a card signed by half the town. Forty-one years "
        "behind that counter and now I haven't a clue what to do with my Mondays. Any ideas for an old fellow who "
        "likes birds and doesn't like crowds?",
        "retir|no longer|former",
    ),
    (
        "job",
        "User is a student",
        "Hi teacher, I finish my university already and now I am junior accountant at company Thanh Phát in Đà "
        "Nẵng. I want practice write email in english to my boss, can you help me check?",
        "accountant|thanh ph",
    ),
    (
        "job",
        "User works at Dovecraft Media",
        "so i got walked out of dovecraft yesterday with an actual cardboard box like in the movies lol. anyway "
        "whats a cheap meal plan for a month while i figure stuff out",
        "fired|let go|no longer|unemploy|former|lost|laid off|dismiss",
    ),
    (
        "job",
        "User works as a barista",
        "Hello, I quit the coffee shop finally and from October I study nursing at university in Lublin. I need "
        "help to make plan for learning anatomy, there is so much latin words I cannot remember.",
        "student|nurs|stud",
    ),
    (
        "job",
        "User works as a postman",
        "Duw, my knees are thanking me now I'm off the rounds, tidy. Got myself a job in the Co-op office in "
        "Llandeilo, sat down all day like. Can you do me a stretching routine for desk workers, is it?",
        "co-?op|office|llandeilo|no longer|former",
    ),
    (
        "job",
        "User works at Nakheel Bridge Engineering",
        "Good evening. Alhamdulillah I open my own small bakery now in Sharjah, I left the engineering company "
        "last month after eleven years. Please help me write Instagram captions for my kunafa and maamoul.",
        "bakery|own business|self|left|no longer|former",
    ),
    (
        "job",
        "User works as a night-shift nurse",
        "okay so I know I kept blaming the shift pattern for my garbage sleep, but plot twist: I handed in my "
        "notice and I'm now the school nurse at Pemberly Junior, 8 til 4, same lanyard totally different life lol. "
        "So can we redo the training plan so I'm lifting in the evenings instead of at 7am after a 12-hour night? "
        "Also I have actual weekends now which is wild, so maybe a long run on Saturdays?",
        "school|pemberly",
    ),
    (
        "job",
        "User works as a sheep shearer",
        "Yeah nah, hung up the handpiece after me back packed it in, eh. Doing a bit of driving for Kowhai Freight "
        "now, Napier to Taupo mostly. Sweet as though. Got any good podcasts for long hauls?",
        "kowhai|driv|truck|no longer|former",
    ),
    (
        "relationship",
        "User is dating Oskar",
        "can you help me delete every photo of oskar from my google photos without me having to look at them. "
        "we're done. like done done.",
        "single|broke up|split|separat|ended|no longer|ex|done",
    ),
    (
        "relationship",
        "User is engaged to Priyanka",
        "My wife (still weird saying that) wants me to plan something for our one-month anniversary. Ideas under "
        "15k rupees around Pune?",
        "married|wife|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Harold",
        "It's been six weeks since we buried Harold. The house is so quiet. I still set out two cups in the "
        "morning without thinking. Could you just talk with me a while this evening?",
        "widow|passed|died|death|late|lost|bereave",
    ),
    (
        "relationship",
        "User is single",
        "OK SO ME AND TOBIAH ARE OFFICIALLY A THING!!! help me pick a first date fit, he said mini golf so nothing "
        "too extra",
        "tobiah",
    ),
    (
        "relationship",
        "User is dating Marisol",
        "She said yes!!! Down on one knee on the pier at Oceano and Marisol said YES. Now how do I even start a "
        "wedding budget without panicking",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Johan",
        "Ag man, the divorce papers came through on Tuesday, so it's just me and the two Ridgebacks in the house "
        "now. Can you help me make a monthly budget for one person, hey?",
        "divorc|single|separat|ex|no longer",
    ),
    (
        "relationship",
        "User is engaged to Declan",
        "okay um so the wedding's off um Declan and I called it off like two weeks ago and um I've got all these "
        "deposits to get back from the venue and the florist so can you help me write like an email that's firm "
        "but not um unhinged",
        "called off|broke|split|single|ended|no longer|ex|cancel",
    ),
    (
        "relationship",
        "User is single",
        "Hello, my girlfriend Annika and I are together now since one month, she is coming from Umeå. Which "
        "Swedish words I should learn so her parents are impressed at Christmas?",
        "annika",
    ),
    (
        "relationship",
        "User is married to Tomasz",
        "We are separated now since the summer, Tomasz moved to his brother in Gdynia. I must fill the tax form "
        "alone for first time, which status I choose?",
        "separat|split|no longer|ex|divorc|apart",
    ),
    (
        "relationship",
        "User is dating Ifeoma",
        "Me and Ifeoma's honeymoon got cut short because the little one got an ear infection at grandma's lol. "
        "What's safe to give a 2 year old for ear pain?",
        "married|wife|husband|spouse|honeymoon|wed",
    ),
    (
        "diet",
        "User is vegan",
        "Had my first steak in six years last night and honestly? No regrets. Doc said my iron was in the gutter. "
        "Best way to cook a ribeye in cast iron?",
        "meat|omnivor|no longer vegan|steak|beef",
    ),
    (
        "diet",
        "User eats meat",
        "cutting out all meat from today, the cholesterol numbers scared me. still doing eggs and cheese tho. can "
        "you redo my macros for 2200 cal",
        "vegetarian|no meat|meat-free|cut out meat|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "so since the fishing trip with my uncle I've been eating fish again, only fish though, still no other "
        "meat. easy salmon recipe for two?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Hi, I decide to stop eat fish and every animal product, no egg no milk also, because I watch a "
        "documentary about the ocean. Can you suggest Vietnamese dishes for vegan?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Habibti told me I'm overthinking, but the doctor said with the pregnancy I must add eggs and yoghurt, so "
        "I am vegetarian now, not vegan anymore. What is a good breakfast with labneh?",
        "vegetarian|egg|dairy|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "so we watched that slaughterhouse video in bio and i'm literally never eating meat again. but i still "
        "want my mom's shrimp pasta lol is that allowed",
        "pescatarian|fish|seafood|shrimp|no meat|vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "Chale, I dey chop everything now oo, my wife's chicken light soup converted me back. Give me a gym meal "
        "plan with plenty protein.",
        "meat|chicken|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "so yes hello um the doctor at the clinic said no more of the fish because of the mercury and my kidneys "
        "so it's just um the vegetables and the beans and the eggs now for me could you give me some ideas for "
        "soup",
        "vegetarian|no fish|no longer pescatarian|vegetable",
    ),
    (
        "diet",
        "User is vegan",
        "Gente, I went to churrasco with my family in Gramado and I could not resist, now I eat meat normal again. "
        "Is it bad for the stomach after 3 years without?",
        "meat|churrasco|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Since I start kung fu the sifu say better go full plant-based, no meat no egg no dairy all. So now I "
        "fully vegan already lah. Where to get good protein in Penang ah?",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Leeds",
        "Och, right, need a hand wi somethin. Been a wee bit mental since we flitted up tae Aberdeen last month, "
        "the bairns are still greetin aboot their auld pals. Can ye gie us some ideas for rainy day stuff tae dae "
        "wi a 6 and 9 year auld round here? It's pure baltic and it never stops.",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg help me o. Since I don commot Lagos come settle for Abuja for Gwarinpa, I never sabi where dem dey "
        "sell correct ofada rice for this side. Also how I fit register my car plate change for FCT? Na wahala for "
        "here, everything different.",
        "abuja",
    ),
    (
        "residence",
        "User lives in Brisbane",
        "G'day mate, quick one. Finally got the keys to our little weatherboard in Hobart on Thursday, so I reckon "
        "I need a proper winter doona and some advice on heating cos the missus is already whinging it's freezin. "
        "What's cheaper to run down here, a heat pump or one of them wood heaters?",
        "hobart",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so lease signed movers came yesterday and im officially a denver person now lol. anyway what do ppl do "
        "about altitude sickness is it real?? i got winded carrying ONE box up the stairs",
        "denver",
    ),
    (
        "residence",
        "User lives in Geneva",
        "Dear Assistant, I would be grateful for your assistance in drafting a formal letter to my former landlord "
        "in Geneva requesting the return of my security deposit. As you may recall, I have now taken up residence "
        "in Vienna, at Mariahilfer Strasse, following my appointment at the agency, and the inspection of the flat "
        "was completed on the 28th. Kindly ensure the tone remains courteous yet firm. Yours sincerely.",
        "vienna|wien",
    ),
    (
        "residence",
        "User lives in Singapore",
        "Eh can help me or not, my company transfer me to KL already, now staying in Mont Kiara condo. Want to "
        "open Maybank account but the bank auntie say need this need that, so leceh. What documents I need ah? "
        "Also where got good chicken rice near here, the one here not same lah.",
        "kuala lumpur|\\bkl\\b|mont kiara",
    ),
    (
        "residence",
        "User lives in Pune",
        "Hello, kindly guide me. I have shifted to Bengaluru last week only, staying in HSR Layout now with my "
        "cousin. My query is regarding transferring my two-wheeler registration from MH to KA, what is the "
        "procedure and do I need NOC from Pune RTO? Please do the needful.",
        "bengaluru|bangalore|hsr",
    ),
    (
        "residence",
        "User lives in Toronto",
        "okay um so, I'm trying to figure out, uh, the whole, like, health card thing, because, you know, now that "
        "we're out here in Halifax and the boxes are, like, mostly unpacked, um, I think I have to switch from "
        "OHIP to the Nova Scotia one? Is there, like, a waiting period or something, and do I need to, uh, tell "
        "Ontario I left?",
        "halifax|nova scotia",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "Hello, sorry my english. I need help to understand the NIF and the NISS numbers. I am living in Lisboa "
        "now since two months, I have apartment in Arroios and my contract of work start next week. My boss say I "
        "need both but I don't understand difference. Thank you very much.",
        "lisbo|arroios|portugal",
    ),
    (
        "residence",
        "User lives in Auckland",
        "Kia ora, sweet as if you can help. We've been down in Dunedin about three weeks now since we sold up in "
        "Auckland, and I'm keen to find a decent wetsuit for St Clair cos the water's bloody cold eh. Also any "
        "good fush and chups spots you'd recommend?",
        "dunedin",
    ),
    (
        "job",
        "User is a student",
        "omg so i start at deloitte monday as a graduate analyst and i have literally no work clothes. what should "
        "i buy on like a 300 quid budget?? business casual i think. also how do i not look like i just left uni "
        "lmao",
        "deloitte|analyst|graduate",
    ),
    (
        "job",
        "User works at Shopify",
        "Could you help me tighten up my resume summary? Context: my whole team got cut in the restructuring on "
        "Tuesday, so I'm officially on the market again. Severance covers about three months. I want it to read "
        "confident, not desperate.",
        "laid off|lay ?off|unemploy|no longer|former|lost|job ?(hunt|search|seek)|looking for|between "
        "jobs|cut|redundan|severance",
    ),
    (
        "job",
        "User works as an accountant",
        "I need a study timetable, honestly. Handed in my notice at the firm, and my MSc in Data Science at "
        "Edinburgh started this week, full time. Lectures Mon, Wed, Thu. I haven't written an essay in 12 years so "
        "any tips on academic writing would be gold too.",
        "student|studying|msc|master|universit|degree|data science",
    ),
    (
        "job",
        "User works as a truck driver",
        "Well y'all, I finally hung up the keys to that old Peterbilt. Co-op took me on as an apprentice lineman, "
        "so now I'm climbin poles instead of haulin freight. What kinda boots do the fellas recommend for climbin? "
        "Mine are just ol' ropers and I reckon that ain't gonna cut it.",
        "lineman|line ?worker|electric|power ?line|utility|apprentice|pole",
    ),
    (
        "job",
        "User works as a bus driver",
        "Wah gwaan. Mi need some help wid a menu fi mi likkle cookshop, mi open it up inna Half Way Tree las' "
        "month after mi done wid di bus ting fi good. Mi wah put jerk chicken, curry goat, ackee an saltfish. How "
        "much mi fi charge fi each plate dem?",
        "cook ?shop|restaurant|own|self.?employ|business|chef|food|jerk",
    ),
    (
        "job",
        "User works at Siemens",
        "Good afternoon. I should be obliged if you could assist me in composing a brief message to my former "
        "colleagues. Having tendered my resignation, I concluded my service with my previous employer on 31 March "
        "and commenced my new role as Head of Grid Automation at ABB on 2 April. I wish to thank them warmly "
        "without appearing sentimental.",
        "\\babb\\b|grid automation",
    ),
    (
        "job",
        "User works as a bartender",
        "Ah sure look, I'm done pullin pints, I'm after gettin taken on by An Post, out on the van every mornin at "
        "half six. Grand money an I've me evenins back. Anyway, what's a good waterproof jacket for bein out in "
        "the rain all day? I'm drownded.",
        "an post|post(man|ie|al)|mail|letter carrier|deliver|courier",
    ),
    (
        "job",
        "User works as a software engineer",
        "ok weird flex but i quit the dev job and im tattooing full time now at a shop in Bushwick. need help "
        "writing an insta bio thats not cringe. something about fine line and botanical stuff",
        "tattoo",
    ),
    (
        "job",
        "User works as a teacher",
        "Howzit, I need help with a speech for assembly on Monday. It's my first one since they appointed me "
        "principal here at the school, and I want to say something lekker about the matric results without going "
        "on for ages. Maybe 3 minutes max, ja?",
        "principal|head ?(teacher|master|mistress)|head of (the )?school",
    ),
    (
        "relationship",
        "User is married to Tomasz",
        "I want to change my surname back to my maiden name on my passport and bank accounts. Since the divorce "
        "papers came through in June I've been putting it off. What order should I do things in, UK based?",
        "divorc|separated|\\bex\\b|ex-|single|no longer married",
    ),
    (
        "relationship",
        "User is single",
        "ok so help me pick a restaurant in Leeds city centre for saturday. me and Kofi have been official for "
        "like two weeks now and i want it to be nice but not try hard, under 40 a head",
        "dating|seeing|girlfriend|boyfriend|partner|relationship|kofi",
    ),
    (
        "relationship",
        "User is dating Mia",
        "so mia ended things last night. whatever. can u recommend some shows to binge that arent romantic at all. "
        "like zero couples. i need a murder documentary or something",
        "single|broke up|broken up|split|\\bex\\b|ex-|no longer|ended|dumped",
    ),
    (
        "relationship",
        "User is married to Harold",
        "Good morning. I must write to the pension provider to inform them of Harold's passing on the 3rd, and to "
        "ask about the survivor's benefit. I am not very good with these things; he always handled the letters. "
        "Could you draft something plain and polite for me?",
        "widow|pass|died|death|late husband|deceased|lost",
    ),
    (
        "relationship",
        "User is dating Aroha",
        "Chur, need some help eh. Popped the question to Aroha up at Mount Maunganui on Sunday and she said yes!! "
        "Now her whānau want to throw a party and I've got no idea what a kiwi engagement do usually looks like. "
        "What should I sort?",
        "engaged|fianc|proposal|proposed",
    ),
    (
        "relationship",
        "User is single",
        "Hi, please suggest good honeymoon spots in Kerala or Sri Lanka for December. Actually my wedding happened "
        "last month only, very fast arranged match, and my wife is telling we should go somewhere with beach and "
        "also some temples. Budget around 2 lakh.",
        "married|wife|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is engaged to Chiara",
        "I need to cancel the venue deposit at the villa near Lake Como and I'm hoping there's a clause that lets "
        "me get some back. Chiara and I called it off three weeks ago, it was mutual, but the paperwork is all in "
        "my name. Can you help me word the email?",
        "single|called off|broke|split|\\bex\\b|ex-|no longer engaged|ended|cancel",
    ),
    (
        "relationship",
        "User is single",
        "Bore da! Bit of a daft one, but me and Rhys are going out now, proper like, since the eisteddfod, and his "
        "mam's invited me for Sunday dinner in Llanelli. What do I bring, flowers or a bottle of wine? Don't want "
        "to look like a right plonker, tidy.",
        "dating|seeing|going out|rhys|boyfriend|girlfriend|partner|relationship",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "Hello, I have question about tax class in Germany. Lukas and me, we did it at the Standesamt on Friday, "
        "only small with the witnesses, and now I am his wife officially. Somebody say we must change Steuerklasse "
        "to 3 and 5. Is this better for us? He earn more than me.",
        "married|husband|wife|spouse|wed",
    ),
    (
        "diet",
        "User is vegan",
        "Can you give me a simple roast chicken recipe for a total beginner? After my iron came back low twice my "
        "doctor and I agreed I'd start eating meat again, so I'm literally learning to cook it from scratch at 31. "
        "I've never even bought a raw chicken.",
        "eats? meat|eating meat|omnivor|no longer vegan|chicken|meat again",
    ),
    (
        "diet",
        "User eats meat",
        "What are some high-protein breakfasts that work with eggs and dairy? I haven't touched meat or fish since "
        "I watched that slaughterhouse documentary in March and honestly I don't miss it, but I'm hungry by 10am "
        "every day.",
        "vegetarian|veggie|no meat|meat.?free|doesn.?t eat meat|not eat meat|stopped eating meat|gave up meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "how long do i bake salmon fillets for?? caved and started eating fish again like a month ago bc of the "
        "omega 3 thing and now i wanna actually cook it at home. still no meat tho",
        "pescatarian|pescetarian|fish|seafood|salmon",
    ),
    (
        "diet",
        "User is pescatarian",
        "So I need a new weekly meal plan. I've cut out fish, eggs, dairy, honey, the lot, fully plant-based since "
        "New Year. Lentils and tofu are fine, I just need more variety and I'm worried about B12.",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User is vegetarian",
        "Right, so my partner's birthday is next week and I want to bake a cake that I can eat too, which means no "
        "eggs, no butter, no milk now since I went the whole way and ditched all animal products. Any chocolate "
        "recipe that actually rises?",
        "vegan|plant.?based|no animal",
    ),
    (
        "diet",
        "User eats meat",
        "Mate, heading to the shops, what's a good barbie menu for Saturday if I'm doing prawns and barra instead "
        "of snags? Gave away red meat and chook a couple months back, only seafood now, and I don't want the boys "
        "thinking I've gone soft.",
        "pescatarian|pescetarian|fish|seafood|prawn|barra",
    ),
    (
        "diet",
        "User is vegan",
        "Okay so full disclosure I've let cheese and eggs back in my life, still no meat or fish, ever, but the "
        "strict vegan thing was making me miserable. Can you suggest a good frittata recipe with spinach?",
        "vegetarian|veggie|eggs?|dairy|cheese|no longer vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "Y'all I need help smokin a brisket for the Fourth. Yes, me. I'm back to eatin meat, the fish-only thing "
        "just didn't stick livin out here in Texas. Fourteen pounder, offset smoker, what temp and how long?",
        "eats? meat|eating meat|omnivor|no longer pescatarian|brisket|meat again",
    ),
    (
        "diet",
        "User eats meat",
        "Abeg I need help. Since two months I no dey chop meat, fish, egg or even milk again, na only plant food I "
        "dey chop now. But my mama wan cook egusi for my birthday, how I fit make am without stockfish and meat "
        "make e still sweet?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Please suggest some good restaurants in Hyderabad for biryani. These days I have started having non-veg "
        "also, chicken and mutton both, my family is shocked only. Want to try the famous ones first.",
        "non.?veg|eats? meat|eating meat|chicken|mutton|omnivor|no longer vegetarian",
    ),
    (
        "residence",
        "User lives in Leeds",
        "I moved to Porto last month and need help setting up a Portuguese bank account. What documents do I "
        "usually need?",
        "porto",
    ),
    (
        "residence",
        "User lives in Toronto",
        "ok so finally unpacked in vancouver lol, can u give me a list of cheap furniture stores near kitsilano",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Can you help me write a short note to my new neighbours here in Austin introducing myself? We just got "
        "the keys to the house on Friday and I'd like to invite them over for a barbecue.",
        "austin",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, since three weeks I am living in Lyon for my new life, and I need to know how to make the "
        "registration for the health insurance in France. Thank you",
        "lyon",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Can you suggest a weekly meal prep plan for someone with a busy schedule? Nothing too spicy please. Oh "
        "and I'm based in Kampala now, so ingredients should be stuff I can find at the local markets here.",
        "kampala",
    ),
    (
        "residence",
        "User lives in Manchester",
        "need a packing checklist for a weekend hike... also update: moved back to glasgow w my parents for now so "
        "ill be starting from there",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Seoul",
        "I relocated to Busan two weeks ago for my wife's job. What are some good neighborhoods there to look for "
        "a gym?",
        "busan",
    ),
    (
        "residence",
        "User lives in Pune",
        "Kindly suggest some good schools for my son in Hyderabad, we have shifted here from last month only and "
        "he needs admission for class 6.",
        "hyderabad",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "What's the best way to deal with pre-flight anxiety? I'm flying over to Melbourne for Christmas, my first "
        "visit back since I settled in Auckland in March, and even the short hop across the Tasman makes me "
        "nervous.",
        "auckland",
    ),
    (
        "residence",
        "User lives in Berlin",
        "whats the ubahn equivalent in vienna called?? been living here 2 wks and still getting lost lmao",
        "vienna|wien",
    ),
    (
        "job",
        "User works as a nurse",
        "I left nursing and started working as a software tester this month. Can you explain the difference "
        "between regression testing and smoke testing?",
        "tester|qa\\b|quality assurance|software test",
    ),
    (
        "job",
        "User works at Spotify",
        "got laid off yesterday ugh. can u help me fix up my resume, i was a backend dev there for like 4 yrs",
        "laid off|unemployed|no longer|former|between jobs|job.?seek|looking for (a )?(new )?(job|work)|lost "
        "(their|his|her|the) job",
    ),
    (
        "job",
        "User works as a teacher",
        "After 34 years in front of a blackboard, Friday was my last day and the staff gave me a lovely send-off. "
        "Now I have all the time in the world. Could you suggest some watercolor painting courses for beginners?",
        "retir|no longer|former",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit my accounting job to go back to uni full-time for a master's in urban planning. How should I "
        "structure my study week?",
        "student|studying|master|\\buni\\b|university|urban planning",
    ),
    (
        "job",
        "User is a student",
        "omg i got the job!! started as a junior graphic designer at a small agency on monday, what do i even "
        "bring on week 1",
        "graphic design|designer",
    ),
    (
        "job",
        "User works at Siemens",
        "Hello, I am now working in Bosch since first of May, in the same engineering field. Can you help me to "
        "write an email to my old colleagues for say goodbye? My English is not so good.",
        "bosch",
    ),
    (
        "job",
        "User works as a chef",
        "I've become a full-time firefighter after finishing the academy. Any tips for staying fit on a rotating "
        "shift schedule?",
        "firefight|fire ?fighter|fire service",
    ),
    (
        "job",
        "User works at Deloitte",
        "My first week at Google has been a whirlwind. Can you explain what an OKR is? Everyone here keeps using "
        "the term and I just nod along.",
        "google",
    ),
    (
        "job",
        "User works as a barista",
        "can u explain how compound interest works like im 5. asking bc i just started at the bank as a teller lol "
        "no more latte art for me",
        "teller|bank",
    ),
    (
        "job",
        "User works as an electrician",
        "Right, I've hung up me tools for good as of last week and the wife says I'm under her feet already. "
        "What's a good hobby for an old sparky that gets me out the house?",
        "retir|no longer|former|stopped working|quit",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married last Saturday! Can you help me write thank-you notes to our guests?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is dating Marco",
        "marco and i broke up last nite... anyway i need a recipe for one person thats not pasta pls",
        "single|broke up|break.?up|split|\\bex\\b|no longer|separated",
    ),
    (
        "relationship",
        "User is single",
        "What's a good restaurant in Lisbon for a third date? Tomás is vegetarian and I really want to impress him.",
        "dating|tom[aá]s|boyfriend|partner|seeing",
    ),
    (
        "relationship",
        "User is married to Harold",
        "Since Harold passed in the spring the house feels too quiet. Could you help me figure out how to transfer "
        "the utility bills into my name only?",
        "widow|passed|died|late husband|death|deceased|lost",
    ),
    (
        "relationship",
        "User is married to Ana",
        "Hello, the divorce with Ana is finish now, the papers are signed last week. I need help to make a budget "
        "for living alone, can you make a table?",
        "divorc|single|\\bex\\b|separated|no longer",
    ),
    (
        "relationship",
        "User is single",
        "SHE SAID YES!!! 💍 ok now i need help finding a wedding venue near cape town that isnt insanely expensive",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is dating Kenji",
        "Kenji proposed last night and I said yes! Can you suggest some engagement party themes?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Lukas",
        "How do I politely cancel a wedding venue booking and ask for the deposit back? Lukas and I have called "
        "everything off and I'd rather not go into details with the venue.",
        "single|called off|broke|split|\\bex\\b|no longer|cancel|ended",
    ),
    (
        "relationship",
        "User is single",
        "can u help me pick a name for a joint bank account lol. also fyi got hitched in vegas w my gf daniela "
        "last wknd 😂",
        "married|wife|spouse|hitched",
    ),
    (
        "relationship",
        "User is dating Chiara",
        "Me and Chiara are finished, she go back to Milano and we decide is better like this. Now I want to learn "
        "cooking for only me, what is easy dishes?",
        "single|broke up|break.?up|split|\\bex\\b|no longer|separated|ended",
    ),
    (
        "diet",
        "User is vegan",
        "I've started eating meat again after six years of being vegan. What's a simple way to cook chicken thighs?",
        "eats meat|eating meat|meat again|omnivore|no longer vegan|not vegan|stopped being vegan",
    ),
    (
        "diet",
        "User eats meat",
        "went veggie 2 wks ago n honestly feel great. wat r some high protein lunches i can take to work",
        "vegetarian|veggie|meat-free|no meat|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since January I've added fish back into my diet for the omega-3s, but still no other meat. Could you give "
        "me a salmon recipe that's hard to mess up?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Good morning! From this month I don't eat any animal thing anymore, also no fish, no egg, no milk. "
        "Please, how I can get enough B12?",
        "vegan|plant-based|plant based|no animal",
    ),
    (
        "diet",
        "User eats meat",
        "Can you plan a 3-day itinerary for Oaxaca for me? I love markets and street food. Heads up, I went fully "
        "vegan in January so I'll need options that work.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ok vegan life was not it for me, cheese won 🧀 still no meat tho. any easy halloumi dinners?",
        "vegetarian|veggie|cheese|dairy|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "What's the ideal internal temperature for a medium-rare steak? It's the first one I've cooked for myself "
        "since I gave up on the whole vegetarian thing last month.",
        "eats meat|eating meat|meat again|omnivore|no longer vegetarian|not vegetarian|stopped being vegetarian|steak",
    ),
    (
        "diet",
        "User is pescatarian",
        "I eat meat again now, my doctor said I needed more iron. Could you suggest a weekly dinner plan that "
        "includes beef and chicken?",
        "eats meat|eating meat|meat again|omnivore|beef|chicken|no longer pescatarian|not pescatarian",
    ),
    (
        "diet",
        "User eats meat",
        "cut out meat but still eating fish n seafood, so basically pescatarian now?? anyway need a good shrimp "
        "taco recipe",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "My dear, the vegan thing has ended for me o. I now take fish and crayfish in my soup again but no meat at "
        "all. Abeg help me write a shopping list for egusi soup for six people.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Denver",
        "I moved to Portland last month, so if you're suggesting weekend hikes, keep them in Oregon now.",
        "portland",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Just a heads up, I've relocated to Edinburgh for good. Signed the lease on a flat in Leith on Friday.",
        "edinburgh|leith",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so officially a texan now lol, finally got the keys to my place in austin 🤠 any good taco spots near "
        "east 6th??",
        "austin|texas",
    ),
    (
        "residence",
        "User lives in Berlin",
        "moved 2 munich last wk, boxes everywhere 😩 whats a gd way to learn bavarian slang",
        "munich|m\\u00fcnchen|munchen|bavaria",
    ),
    (
        "residence",
        "User lives in Boston",
        "My commute is now a twenty-minute tram ride across Melbourne instead of the Green Line, and I don't miss "
        "Boston winters one bit. What should I know about footy season here?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Now that my flat is a five-minute walk from the Sagrada Família, my friends back in Canada keep inviting "
        "themselves to stay with me in Barcelona. How do I politely say no?",
        "barcelona",
    ),
    (
        "residence",
        "User lives in Sydney",
        "G'day, all settled into the new place up in Brisbane now, mate. Humidity's a shocker but the arvo storms "
        "are ripper. Reckon you could suggest a few good pubs near West End?",
        "brisbane",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "Hello, I have shifted to Bangalore only since last month for my new project, so please give restaurant "
        "suggestions from there itself, not Mumbai.",
        "bangalore|bengaluru",
    ),
    (
        "residence",
        "User lives in Phoenix",
        "Long week: the kids had a stomach bug, my sister visited, and on top of everything we finally finished "
        "unpacking at the new house in Salt Lake City, so goodbye Phoenix heat forever. Anyway, can you help me "
        "write a thank-you note to my old neighbors?",
        "salt lake",
    ),
    (
        "residence",
        "User lives in Dublin",
        "ya girl is a londoner now!! 🇬🇧 got a tiny flat in hackney, rent is insane but sooo worth it",
        "london|hackney",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting in March and now work as a high school math teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Microsoft",
        "I started at Amazon this week as a senior product manager, so my Microsoft perks are officially gone.",
        "amazon",
    ),
    (
        "job",
        "User works as a barista",
        "finally quit the coffee shop 🙌 im a dental hygienist now, passed boards n everything",
        "hygienist|dental",
    ),
    (
        "job",
        "User works at Deloitte",
        "lol guess who got poached by KPMG 😎 first day was mon, onboarding is sooo boring tho",
        "kpmg",
    ),
    (
        "job",
        "User works as a software engineer",
        "Running into burning buildings beats debugging legacy code, honestly. My 24-hour shifts at the fire "
        "station leave me whole days off to read, so any sci-fi recs?",
        "fire ?fight|fire ?(station|department|service)|firem[ae]n",
    ),
    (
        "job",
        "User works at Spotify",
        "My new manager at Netflix wants a slide deck by Friday and I still don't know where the coffee machine is "
        "on our floor. Any tips for surviving the first month somewhere new?",
        "netflix",
    ),
    (
        "job",
        "User works as a plumber",
        "Packed in the plumbing, didn't I. I'm driving the number 38 bus round Islington now, proper knackering "
        "but the pension's decent.",
        "bus",
    ),
    (
        "job",
        "User works as a chef",
        "Aye, nae mair kitchens for me. I'm a postie noo, oot deliverin' letters roond Glasgow aw day in the rain.",
        "post|mail|letter",
    ),
    (
        "job",
        "User works at Tesla",
        "Okay so this weekend was chaos: my daughter's recital, my brother's birthday dinner, and I spent Sunday "
        "night prepping for my first week at Rivian since Tesla is officially behind me. Can you suggest a quick "
        "meal-prep plan for busy weekdays?",
        "rivian",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I done hung up my trucker hat for good. Just finished my first month as a licensed electrician "
        "down here in Birmingham and I ain't never been happier.",
        "electrician",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone named Priya for a couple of months, and we made it official last week. She's my "
        "girlfriend now.",
        "priya|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to David",
        "David and I finalized our divorce in January, so please stop suggesting anniversary ideas.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Marco",
        "marco n i broke up 💔 its fine im fine lol, just gonna focus on me for a while",
        "single|broke up|broken up|split|ex-?boyfriend|no longer|not .*(dating|with)",
    ),
    (
        "relationship",
        "User is dating Lena",
        "LENA SAID YES 💍💍 we're engaged!!! omg help me plan an engagement party or smth",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "My wife Sophie and I are still arguing about where to hang the wedding photos. Any tips for laying out a "
        "gallery wall?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Omar",
        "Omar's been such a sweet husband this first month, he even learned to make my grandmother's biryani. Can "
        "you find me a recipe to surprise him back?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Kylie",
        "Kylie and I called it quits after twelve years, mate. She's kept the house in Geelong and I'm renting a "
        "unit on me own now.",
        "divorc|separat|split|single|no longer|broke up",
    ),
    (
        "relationship",
        "User is single",
        "My parents fixed my marriage and I got married to Ananya last month itself, so now please suggest some "
        "good honeymoon places in Kerala.",
        "married|wife|ananya|spouse",
    ),
    (
        "relationship",
        "User is dating Jake",
        "Today was weird: rained all day, my cat knocked over a plant, and I finally ended things with Jake after "
        "months of going back and forth, so it's just me now. Anyway, what's a good comfort movie for tonight?",
        "single|broke up|ended|split|no longer|not .*(dating|seeing)",
    ),
    (
        "relationship",
        "User is single",
        "Well bless my heart, I went and got myself a fella. Been courtin' Beau since the county fair and he's my "
        "boyfriend proper now.",
        "beau|boyfriend|dating|relationship|seeing|partner",
    ),
    (
        "diet",
        "User is a lacto-ovo vegetarian",
        "I started eating fish again a few months ago, so I'm pescatarian now rather than vegetarian.",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User is an omnivore",
        "I went fully vegan at the start of the year: no meat, dairy, or eggs anymore.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a raw vegan diet",
        "ok confession i eat cheese again 🧀 so im vegetarian now not vegan, still no meat tho",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "ditched paleo lol, i eat literally everything now 🍝🍞 carbs are back baby",
        "omnivor|everything|no (specific|particular|restrict)|no longer|stopped|carb|regular|normal|unrestrict",
    ),
    (
        "diet",
        "User is vegetarian",
        "Dad's teaching me to smoke a brisket this weekend, and after eight years without it I can't wait to eat a "
        "whole plate of it myself. What wood chips work best?",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User is flexitarian",
        "Since I cut out meat and fish completely, my grocery runs are all lentils, tofu and veggies, though I "
        "still put milk in my tea and have eggs on weekends. Any high-protein dinner ideas?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "Right, I've gone back to eating meat, haven't I. Couldn't resist me nan's Sunday roast, and now I'm "
        "having a bacon butty most mornings.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats chicken and fish",
        "From this Navratri onwards I have become pure veg, no chicken-mutton-fish also, only dal, sabzi, paneer "
        "like that. Please suggest some protein rich veg dishes.",
        "vegetarian|pure veg|no meat",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "Busy day with the school run, two work calls and a dentist appointment, and somewhere in there I realized "
        "it's been a month since my doctor moved me off the carnivore diet and onto a Mediterranean one, lots of "
        "fish, olive oil and veggies. Can you help me plan a picnic menu for Saturday?",
        "mediterranean",
    ),
    (
        "diet",
        "User follows the Atkins diet",
        "Sugar, I've quit that Atkins business and gone full-on vegan now. No more bacon, butter biscuits or "
        "pimento cheese for me, bless it.",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Porto",
        "Ugh, the rain in Manchester is relentless — three weeks since we moved into the new flat here and I "
        "haven't seen the sun once. Any tips for drying laundry indoors in a small place?",
        "manchester",
    ),
    (
        "residence",
        "User lives in Denver",
        "We finally closed on the house in Austin and moved in last month, and wow, the heat is no joke. What "
        "plants survive a Texas summer on a south-facing porch?",
        "austin",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Hola! Since I move to Valencia in january my english is getting worse because everybody speak spanish "
        "here haha. Can you recommend me some podcast for practice?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Quick update: I moved from Hamburg to Munich for good, so please use Munich for any local recommendations "
        "from now on.",
        "munich|münchen|muenchen",
    ),
    (
        "residence",
        "User lives in Beijing",
        "Now I am living in Shenzhen, not Beijing anymore, the air is much better here. Please help me find some "
        "hiking place near my new apartment.",
        "shenzhen",
    ),
    (
        "residence",
        "User lives in Oakland",
        "My commute is so much nicer since we left Oakland — the 7:40 ferry from our new place in Sausalito drops "
        "me right by the office. Can you recommend a good waterproof jacket for the boat deck?",
        "sausalito",
    ),
    (
        "residence",
        "User lives in Cologne",
        "Hello, I have a question about the Anmeldung. I have moved from Cologne to Leipzig last week and now I "
        "must register my new address here in Leipzig, which documents I need?",
        "leipzig",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "Oi! Finally I leave São Paulo, now I live in Florianópolis near the beach and my dog is very happy. What "
        "is good plant for a balcony with a lot of wind?",
        "florian[oó]polis|floripa",
    ),
    (
        "residence",
        "User lives in Chicago",
        "So my sister's wedding was amazing, the kids danced all night, and it felt so weird flying back to "
        "Chicago as a visitor now that we've settled in Phoenix — our new neighbours here even watered the plants "
        "while we were gone. Anyway, can you suggest a wedding gift for the couple under $100?",
        "phoenix",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Good morning o! I have relocated from Lagos to Abuja for my new posting, the place is calm well well. "
        "Abeg suggest some weekend activities for family around here.",
        "abuja",
    ),
    (
        "job",
        "User works as a high school teacher",
        "First week as a junior developer at a startup after leaving teaching: my new manager wants me to pick up "
        "React tickets by Friday, and I still miss my students a bit. Can you explain useEffect cleanup?",
        "develop|engineer|programm|software|coder",
    ),
    (
        "job",
        "User works as a chef",
        "My feet are grateful I left the restaurant kitchen, but being a 911 dispatcher is a different kind of "
        "tiring — twelve-hour night shifts. Any tips for staying alert at 4am?",
        "dispatch|911|emergency",
    ),
    (
        "job",
        "User works at Deloitte",
        "Just got my Amazon badge today — first day since I left Deloitte, and everyone here talks in acronyms. "
        "Can you explain what an 'LP' is in Amazon-speak?",
        "amazon",
    ),
    (
        "job",
        "User works at Infosys",
        "Sir, I have resigned from Infosys and joined TCS as senior analyst from this Monday itself. Kindly help "
        "me draft one farewell email to my old team.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as an accountant",
        "Career update: I'm no longer an accountant — I qualified as an electrician and started with a local "
        "contractor this week.",
        "electrician",
    ),
    (
        "job",
        "User works as a bank teller",
        "I am very happy because now I work like nurse in the Hospital La Fe, no more working in the bank. The "
        "shifts are hard but I love it. How I can say 'turno de noche' in english?",
        "nurs",
    ),
    (
        "job",
        "User works at Siemens",
        "Since I changed from Siemens to Bosch in April, my way to work is longer but the team is very nice. Can "
        "you help me to write a LinkedIn post about my new position at Bosch?",
        "bosch",
    ),
    (
        "job",
        "User works as a graphic designer",
        "My captain said my landings are getting smoother — flying as a first officer for a regional airline is "
        "everything I hoped for after years of designing logos. Any advice for sleeping well in hotels on layovers?",
        "pilot|first officer|airline|aviat|fly",
    ),
    (
        "job",
        "User works as a journalist",
        "Long week! The kids had a stomach bug, the car needed new brakes, and on top of that it's my second week "
        "doing PR for the city council instead of chasing stories for the paper, so I write press releases now "
        "instead of articles. Can you give me a quick template for a press release about a new park opening?",
        "\\bpr\\b|public relations|communications|press officer|council|spokes",
    ),
    (
        "job",
        "User works at Huawei",
        "I leave Huawei last month, now I am working in ByteDance as product manager. The work is very busy, can "
        "you teach me how to write a PRD in English?",
        "bytedance|tiktok",
    ),
    (
        "relationship",
        "User is single",
        "Finally I have a namorada! Her name is Beatriz, we are together since carnaval. What is a good gift for "
        "our first month together?",
        "girlfriend|dating|relationship|beatriz|partner|seeing",
    ),
    (
        "relationship",
        "User is engaged to Marco",
        "Still getting used to saying 'my husband' since the wedding on Saturday! Marco wants to know how I change "
        "my surname on a UK passport now that we're married.",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "The divorce papers are finally signed — Kenji got the apartment and I got the cat. Is it normal to feel "
        "relieved and sad at the same time?",
        "divorc|separat|single|ex-",
    ),
    (
        "relationship",
        "User has a girlfriend named Lucía",
        "Lucía and me we finish last month, now she is my ex-novia and I am solo again. Can you recommend me some "
        "series for watch alone?",
        "single|broke up|split|no longer|separat|ended|ex-",
    ),
    (
        "relationship",
        "User has a girlfriend named Mei",
        "Mei and me got married last weekend in Chengdu, so many relatives come! Now I need write thank you "
        "messages for them, can you help me?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is dating Sam",
        "Since Sam — well, the ex now — moved his stuff out, I've finally reorganised the whole wardrobe. Can you "
        "suggest a good playlist for a big cleaning day?",
        "single|broke up|split|no longer|ex-|ended|separat",
    ),
    (
        "relationship",
        "User has a girlfriend named Lena",
        "Lena said yes!! I asked her on the top of Zugspitze, so now we are engaged. Can you help me plan an "
        "engagement party for about 30 people?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Chidi",
        "Chidi and I did our traditional and court wedding this December, so I'm now officially Mrs. Okafor! Abeg "
        "help me write a thank you note to the guests.",
        "married|wife|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Rachel",
        "Work is fine, the dog is fine, my back is killing me — and the house feels very quiet since Rachel and I "
        "separated in the spring and she moved back to her mum's. Anyway, can you suggest some stretches for lower "
        "back pain?",
        "separat|divorc|split",
    ),
    (
        "relationship",
        "User has a girlfriend named Ananya",
        "Hello, Ananya and I got married on 5th of this month only, both families were very happy. Please suggest "
        "some good honeymoon places in Kerala for my wife and me.",
        "married|wife|husband|spouse",
    ),
    (
        "diet",
        "User is a vegetarian",
        "I've started eating chicken and fish again after six years vegetarian — my doctor said my iron was way "
        "too low. Can you give me an easy lemon chicken recipe?",
        "meat|omnivor|chicken|fish|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat and dairy",
        "Can you suggest a vegan substitute for eggs in brownies? Since I went fully plant-based in January I "
        "refuse to bake with eggs or butter, and my roommate keeps sneaking them in.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescetarian",
        "Now I am vegan, no fish, no cheese, nothing from animals. My mother in Sevilla is very sad because no "
        "more paella de marisco for me haha. What I can cook with chickpeas?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I dropped paleo — I'm doing intermittent fasting now, 16:8, and eating pretty much whatever I want within "
        "the window.",
        "fast|16:8",
    ),
    (
        "diet",
        "User eats meat",
        "Since three months I eat no meat anymore, only fish sometimes, because of the climate. Can you give me a "
        "recipe with salmon for the weekend?",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "The low-carb diet make me too tired, so now I eat rice and noodles again every day, normal food. Can you "
        "recommend some healthy Chinese breakfast?",
        "no longer|stopped|quit|gave up|abandon|rice|noodle|normal|regular|carbs again|eats carb",
    ),
    (
        "diet",
        "User is lacto-ovo vegetarian",
        "My doctor said I need more protein so I don start eating fish and chicken again, this vegetarian thing "
        "don end. Abeg which Nigerian soup get plenty protein?",
        "meat|omnivor|chicken|fish|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat and eggs",
        "From this Navratri I have become pure vegetarian, no egg also, and I am continuing even after the "
        "festival. Please share some high protein veg breakfast ideas for gym.",
        "(?<!non-)(?<!non )vegetarian|\\bveg\\b",
    ),
    (
        "diet",
        "User is a strict vegan",
        "I stopped being vegan, now I eat eggs and cheese again but still no meat. My grandmother's pão de queijo "
        "was too hard to resist haha. Is pão de queijo healthy?",
        "vegetarian|egg|dairy|cheese|lacto",
    ),
    (
        "diet",
        "User is pescatarian",
        "Okay so the week has been chaos — my son's science fair volcano exploded on the kitchen table, my boss "
        "moved the deadline up, and since I went back to eating meat I've been doing lots of slow-cooker beef "
        "stews to save time. Can you give me a freezer-friendly chili recipe for six?",
        "meat|omnivor|beef",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Ljubljana at the start of March, so please use Slovenian time for my reminders from now on.",
        "ljubljana",
    ),
    (
        "residence",
        "User lives in Leeds",
        "ok so update: finally left leeds lol, been living in glasgow 3 wks now and its rained every single day 😭",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Denver",
        "The polar night here in Tromsø is wrecking my sleep, nothing like the Denver winters I was used to. Any "
        "tips for getting through my first dark season up here?",
        "troms",
    ),
    (
        "residence",
        "User lives in Perth",
        "Packed up the ute and shifted across to Townsville last month, mate, humidity's a shocker but the barra "
        "fishing makes up for it. What's a good dehumidifier?",
        "townsville",
    ),
    (
        "residence",
        "User lives in Guadalajara",
        "Long week! The kids started at their new school, my sister visited, and honestly getting used to living "
        "in Valparaíso after Guadalajara has been more work than I thought, especially all the hills. Anyway, can "
        "you help me plan a birthday dinner for Saturday?",
        "valpara",
    ),
    (
        "residence",
        "User lives in Hoi An",
        "We relocated from Hoi An to Chiang Mai in January and I'm renting a house near the old city now.",
        "chiang ?mai",
    ),
    (
        "residence",
        "User lives in Kraków",
        "new address is in gdańsk btw!! moved on sat, boxes everywhere, send help 📦📦",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Pune",
        "Ever since we shifted to Mysuru na, my office commute is only ten minutes, what a relief yaar. Can you "
        "suggest some weekend trips from here?",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Bergen",
        "My landlord here in Reykjavík says the flat's radiators run on geothermal water, so heating is basically "
        "free — quite the change after all those years paying through the nose in Bergen.",
        "reykjav",
    ),
    (
        "residence",
        "User lives in Aberdeen",
        "Aye, I've flitted doon tae Dumfries noo, wee cottage by the river. Cannae complain aboot the quiet, but "
        "whit's the best broadband provider roond here?",
        "dumfries",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "I left teaching last summer and now work as a pharmaceutical sales rep.",
        "sales|pharma",
    ),
    (
        "job",
        "User works at Siemens",
        "lol guess who got poached by bosch 😎 left siemens fri, first day at bosch was mon, still figuring out the "
        "coffee machine",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "My shifts at the fire station are 24 on, 48 off, so can you help me build a workout plan around that? "
        "Probationary firefighter life is no joke, way harder than pulling espressos ever was.",
        "fire ?fight|fire ?station|fire ?service|fire department",
    ),
    (
        "job",
        "User works at Walmart",
        "Well y'all, I finally done told Walmart goodbye and I'm in my second week drivin' a truck for FedEx "
        "Freight. Reckon you could help me figure out my per diem?",
        "fedex|driv|truck",
    ),
    (
        "job",
        "User works as an accountant at Deloitte",
        "Weather's been awful, the dog ate a sock, and my mum's visiting next week so I'm cleaning like mad. Oh "
        "and I've left Deloitte — started at the National Trust as a finance manager on the 3rd, which still feels "
        "a bit unreal. Any ideas for a rainy-day outing with my mum?",
        "national trust|finance manager",
    ),
    (
        "job",
        "User works as a software engineer at Spotify",
        "I've switched careers completely: I'm now a full-time primary school teacher in Malmö instead of writing "
        "code.",
        "teach",
    ),
    (
        "job",
        "User works as a nurse",
        "not a nurse anymore!!! officially a qualified midwife as of this week 🥹👶 cried at my first delivery ngl",
        "midwi",
    ),
    (
        "job",
        "User works at Infosys",
        "My manager at Wipro wants the quarterly slides by Friday, can you help me structure them? Still getting "
        "used to their templates after five years at Infosys.",
        "wipro",
    ),
    (
        "job",
        "User works as a plumber",
        "Chucked in the plumbing gig for good, mate — I'm a park ranger out at Kakadu now and loving every bloody "
        "minute. Any tips for spotting crocs safely?",
        "ranger",
    ),
    (
        "job",
        "User works as a postman",
        "I packed in the Royal Mail round back in autumn and I'm driving buses for Stagecoach now, proper early "
        "starts but the pay's better.",
        "bus|stagecoach",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing a guy named Kofi for about two months now and we made it official last weekend, so he's "
        "my boyfriend.",
        "kofi|boyfriend|partner|relationship|dating|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Mateo",
        "me n mateo broke up 💔 its fine im fine. anyway wat shld i watch tonight",
        "single|broke up|break|split|ex\\b|no longer|not .*(dating|with)",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya wants to redo the spare room as a nursery — any paint colours you'd suggest that aren't too "
        "loud?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Darnell",
        "Darnell and me finalized the divorce back in April, bless his heart, and I'm doin' just fine on my own "
        "now. Can you help me plan a little trip to Savannah?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Work is chaos, my brother's wedding is in June, and I've been trying to get back into running. Sofia said "
        "yes on the beach in Tulum last week (I still can't believe she's my fiancée!), so now everyone's asking "
        "about dates. Could you help me make a 5k training plan?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Hiroshi",
        "Hiroshi and I got married in Kyoto on the 14th, it was a small ceremony with just family.",
        "married|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is single",
        "omg update i have a gf now?? her name is Aoife and shes from cork and shes perfect 😭💕",
        "aoife|girlfriend|partner|relationship|dating|seeing",
    ),
    (
        "relationship",
        "User is married to Elena",
        "Since the divorce went through I've been cooking for one again, so can you give me some easy "
        "single-portion dinner ideas? Elena always did most of the cooking.",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "Chloe and I called it quits a fortnight ago, all very amicable, but I'm well and truly single now. Fancy "
        "helping me sort out a budget for a flat on my own?",
        "single|broke up|break|split|ex\\b|no longer|not .*(dating|with)",
    ),
    (
        "relationship",
        "User is single",
        "My parents fixed my marriage with Ananya and the engagement ceremony happened last Sunday itself, so now "
        "I am properly engaged! Please help me with some gift ideas for her.",
        "engag|fianc|ananya",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan in February, so no dairy or eggs in any recipes you suggest, please.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ngl im eating meat again, doc said my iron was super low 🥩 so gimme some steak recipes pls",
        "meat|omnivor",
    ),
    (
        "diet",
        "User is pescatarian",
        "Could you give me a good marinade for lamb? First time cooking red meat at home in years, and now that "
        "fish isn't the only animal protein on my plate I want to do it properly.",
        "meat|omnivor|lamb",
    ),
    (
        "diet",
        "User eats meat",
        "Y'all won't believe it, but I done gave up meat altogether — no more barbecue for this ol' boy, just "
        "veggies, beans and cheese. Got any good vegetarian gumbo recipes?",
        "vegetarian|meat-?free|no meat|not eat meat|doesn't eat meat|plant",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Spring is finally here and the garden's exploding with tomatoes! I dropped keto about a month ago — way "
        "too restrictive — and I'm just eating normally with plenty of carbs again, which has made me much "
        "happier. Anyway, what can I do with five kilos of cherry tomatoes?",
        "(no longer|stopped|quit|dropped|gave up|doesn't|does not|not).*keto|carb|normal|regular|omnivor|no "
        "(specific|particular|special) diet",
    ),
    (
        "diet",
        "User is pescatarian",
        "Quick heads-up before you suggest any more salmon dishes: I stopped eating fish in the new year, so I'm a "
        "plain vegetarian now.",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "sooo i caved and started eating fish again 🐟 still no meat tho, pescatarian era. sushi recs in lyon??",
        "pesc|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Three weeks into eating fully plant-based and I miss cheese way more than I ever missed bacon, honestly. "
        "What's a decent vegan protein breakfast?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Had me first snag in six years at the Bunnings sausage sizzle and reckon I'm back on the meat for good, "
        "mate. What's a decent marinade for lamb chops?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "From this month I have become pure veg only, no chicken, no fish, no egg also, because of my "
        "grandmother's wishes. Kindly suggest some high-protein North Indian recipes.",
        "vegetarian|veg",
    ),
    (
        "residence",
        "User lives in Porto",
        "Still getting used to the trams here in Gothenburg since the move from Porto, and the Swedish winters are "
        "brutal. Any tips for staying warm on a budget?",
        "gothenburg|göteborg|goteborg",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Since three weeks I am living now in Graz, the flat is small but near to the river Mur. Can you recommend "
        "me a German course for my wife?",
        "graz",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Quick update: I've moved from Nairobi to Kisumu for good, so please use Kisumu for any local suggestions "
        "from now on.",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Bristol",
        "Now that we've sold the Bristol house and settled in Halifax, Nova Scotia, I can't get over the fog every "
        "morning. What's a good waterproof jacket for winters here?",
        "halifax|nova scotia",
    ),
    (
        "residence",
        "User lives in Chennai",
        "Sir, I have shifted to Pune last month only for my new posting, here the weather is much cooler than "
        "Chennai. Please suggest good weekend treks near my new home.",
        "pune",
    ),
    (
        "residence",
        "User lives in Tromsø",
        "Ugh, what a week: the kids had colds, the car needed new tyres, and the movers lost a box of my books "
        "somewhere between Tromsø and Bergen, where we're now unpacking in our new apartment. Anyway, can you help "
        "me draft a complaint email to the moving company?",
        "bergen",
    ),
    (
        "residence",
        "User lives in Guadalajara",
        "Hello, I need help with my CV in English. I am from Guadalajara but now I live in Monterrey since January "
        "because of the work of my husband.",
        "monterrey",
    ),
    (
        "residence",
        "User lives in Shanghai",
        "My new neighbour in Chengdu teach me to cook very spicy hotpot, after I moved here from Shanghai all the "
        "food is different. How to say 'I can't eat so spicy' in Sichuan dialect?",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Ballarat",
        "Now that I'm living up in Darwin the humidity is killing me. What's the best way to stop mould growing in "
        "my wardrobe? Never had this problem back in Ballarat.",
        "darwin",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg, which market for Abuja get cheap foodstuff? I don relocate from Lagos come Abuja last month and I "
        "no sabi this side well.",
        "abuja",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "My charge nurse says I'm picking up the triage protocols fast for someone who was still teaching "
        "chemistry a year ago. Any tips for staying awake on my night shifts on the ward?",
        "nurs",
    ),
    (
        "job",
        "User works at Siemens",
        "Since April I am working by Bosch in Stuttgart, no more Siemens. Can you explain me how to write a good "
        "first-month report for my new boss?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Traded the spreadsheets for a chef's knife: my first week as a line cook at a bistro went okay, but my "
        "feet are destroyed. What shoes do kitchen staff actually wear?",
        "cook|chef|kitchen",
    ),
    (
        "job",
        "User works at Infosys",
        "I have joined TCS as senior developer after resigning from Infosys, the notice period was very long. "
        "Kindly tell me how to prepare for the induction programme.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a software engineer",
        "I quit software engineering last month and I'm now working full time as a carpenter.",
        "carpent|woodwork|joiner",
    ),
    (
        "job",
        "User works at Itaú",
        "Hi! I am not more in Itaú, now I work in Nubank as product manager since two weeks. How I can say "
        "'stand-up meeting' in a more formal way?",
        "nubank",
    ),
    (
        "job",
        "User works as a taxi driver",
        "Busy day: got my daughter to school, fixed the leaky tap, then spent eight hours at the depot learning "
        "the routes for my new job driving the number 42 city bus, which is way more relaxing than dealing with "
        "taxi passengers. Can you suggest a podcast for my breaks?",
        "bus",
    ),
    (
        "job",
        "User works as a journalist",
        "I stop to be journalist, now I teach English in a primary school in Hangzhou. The children are very "
        "noisy, how I can make them quiet in class?",
        "teach",
    ),
    (
        "job",
        "User works at Shoprite",
        "My oga for my new work for MTN strict well well o, since I comot from Shoprite I dey resume 7am every "
        "day. How I fit write good self-appraisal?",
        "mtn",
    ),
    (
        "job",
        "User works as a pharmacist",
        "The hospital pharmacy feels like another life: these days I'm out on a boat counting seabirds for my "
        "marine biology PhD and honestly loving it. Can you help me summarise a paper on puffin foraging?",
        "phd|doctoral|marine biolog|research|student",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Kenji and I are celebrating our three-month anniversary on Friday. Any ideas for a cosy "
        "dinner at home?",
        "kenji|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Sofia",
        "Now that the divorce from Sofia is final, I'm looking for a two-bedroom flat where the kids can stay with "
        "me on weekends.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Lukas",
        "Lukas and me we are not together anymore since March, it was a hard time. Now I am single and want to "
        "learn salsa, where I can find a course in Hamburg?",
        "single|broke|split|no longer|ended|not (in a relationship|together|dating)|ex-",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Our marriage function was last Sunday, Priya and me are finally husband and wife! Please suggest "
        "honeymoon places in Kerala for December.",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Camille",
        "My wife Camille keeps stealing the blankets every night since the wedding. Is there a duvet size that "
        "fixes this?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Chidi",
        "Since I and Chidi separated last year, I am staying alone with my children. How I go explain the divorce "
        "matter to them make e no pain them too much?",
        "separat|divorc|single",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Xiaomei and I meet in a WeChat group, now we are together two months. What gift is good for "
        "her birthday, she like cats very much?",
        "girlfriend|xiaomei|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Jorge",
        "Since Jorge died in March I am living alone, the house is very quiet without my husband. Can you "
        "recommend easy recipes for one person?",
        "widow|died|passed|late husband|lost|death",
    ),
    (
        "relationship",
        "User has a girlfriend named Aoife",
        "Weekend was mad: rugby on Saturday, my nephew's christening on Sunday, and somewhere in between Aoife "
        "said yes when I got down on one knee at Howth Head, so I guess I'm planning a wedding now. Can you make "
        "me a checklist for the first few months?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Tomasz",
        "I called off the engagement with Tomasz, so I'm single again.",
        "single|called off|broke|no longer|ended|not engaged|split",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've started eating fish again after ten years because my doctor said my iron was low, so can you give me "
        "an easy salmon recipe? Still no chicken or red meat though.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Since going fully plant-based in January I haven't touched meat, eggs or dairy. What can I use instead of "
        "parmesan in pesto?",
        "vegan|plant-based|plant based",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I stopped the keto, was too hard for me, now I eat normal again with rice and beans and bread. Can you "
        "help me make a balanced meal plan?",
        "no longer|stopped|quit|gave up|normal|regular|balanced|omnivor|carb|not on keto|eats everything",
    ),
    (
        "diet",
        "User is pescatarian",
        "I become vegan since last month, no more fish and also no milk, no egg. The tofu in my company canteen is "
        "it okay for vegan?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Big week: my sister's wedding is Saturday, I finally finished the quilt, and I've gone back to eating "
        "cheese and eggs after realising vegan just wasn't working for my energy levels (still no meat or fish). "
        "What's a nice vegetarian dish I could bring to the rehearsal dinner?",
        "vegetarian|lacto|ovo",
    ),
    (
        "diet",
        "User is vegetarian",
        "Doctor told me to take more protein so I have started eating chicken and mutton also now. Please share a "
        "simple chicken curry recipe without too much oil.",
        "meat|chicken|non-veg|non veg|omnivor|mutton",
    ),
    (
        "diet",
        "User eats meat",
        "Help me plan this week's dinners, and remember: no meat or poultry for me anymore, but fish and shellfish "
        "are fine.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "I eat again meat since half a year, vegan was not good for my training in the gym. Which is better for "
        "muscles, chicken or beef?",
        "meat|omnivor|chicken|beef|no longer vegan",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I've dropped paleo and switched to a strict low-FODMAP diet on my dietitian's advice.",
        "fodmap",
    ),
    (
        "diet",
        "User is pescatarian",
        "I don stop to chop fish too since February, na only egg, milk and vegetables I dey eat now. Abeg give me "
        "vegetarian egusi soup recipe wey no get stockfish or crayfish.",
        "vegetarian",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Valencia last month, so I'm still figuring out the bus system here. Any tips for learning "
        "Spanish quickly?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Leeds",
        "ok so officially a glasgow resident now lol 🏴 flat is tiny but the views r unreal",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Denver",
        "The commute from my new place in Boise is so much easier than it ever was in Denver, fifteen minutes and "
        "I'm at the office. Can you suggest some good hiking trails near Boise?",
        "boise",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Reckon I made the right call leaving Melbourne, mate. Living up in Townsville's been a cracker so far, hot "
        "as anything but the locals are top blokes. What should I plant in a tropical garden?",
        "townsville",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "My sister's birthday is next week and I still haven't bought anything, which is typical. Since we "
        "relocated from Hamburg to Graz in March I can't just pop over to her place anymore, so I'll have to post "
        "it. Any gift ideas for someone who loves baking?",
        "graz",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "finally settled in mombasa!! movers took 3 days smh but the beach is 10 min from my new place so worth it 🌴",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Chennai",
        "Actually I have shifted to Pune only since Diwali, company transferred me. Kindly tell me some good "
        "weekend spots near Pune.",
        "pune",
    ),
    (
        "residence",
        "User lives in Kraków",
        "We sold the flat in Kraków and bought a house in Zakopane, so I live in the mountains now. What's a good "
        "wood stove for a small living room?",
        "zakopane",
    ),
    (
        "residence",
        "User lives in Aberdeen",
        "Since I flitted up tae Inverness the rain's nae better than it was in Aberdeen, but the rent's a wee bit "
        "cheaper. Whit's a guid waterproof jacket?",
        "inverness",
    ),
    (
        "residence",
        "User lives in Toronto",
        "cant believe how quiet Lunenburg is at night compared to toronto 😅 our new neighbours here brought us a "
        "lobster as a welcome-to-the-street gift lmao",
        "lunenburg",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting last year and now I work as a high school chemistry teacher. Could you help me plan a "
        "lesson on acids and bases?",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "yo first week at bosch done ✅ new team is chill, way less meetings than siemens lol",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "My charge nurse on the ICU says I'm picking things up fast for a new grad RN, no more steaming milk for "
        "me! Any tips for staying awake on night shifts?",
        "nurs|\\brn\\b",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I hung up my CDL for good, I'm a welder down at the shipyard in Pascagoula now. Hands are sore but "
        "I'm home every night for supper, bless it.",
        "weld",
    ),
    (
        "job",
        "User works at Deloitte",
        "The kids have been sick all week and the dog ate a sock, so it's been chaos. On top of that it's only my "
        "second week at Infosys after leaving Deloitte, so I'm trying to make a good impression. Do you know any "
        "quick healthy dinners?",
        "infosys",
    ),
    (
        "job",
        "User works as a graphic designer",
        "guess who's a UX researcher now 🙋\u200d♀️ bye bye photoshop all day, hello user interviews",
        "ux|user experience|research",
    ),
    (
        "job",
        "User works at Tesco",
        "Right, so the staff discount at Sainsbury's is actually better than Tesco's ever was, and my new manager "
        "there's lovely. Can you help me work out my holiday entitlement?",
        "sainsbury",
    ),
    (
        "job",
        "User works as a software engineer",
        "I quit software engineering in the spring and became a carpenter. I'm building my first dining table for a "
        "customer, how do I stop the top from warping?",
        "carpent|woodwork",
    ),
    (
        "job",
        "User works at Wipro",
        "I have joined TCS as senior analyst from this month itself, Wipro chapter is closed. Please suggest how to "
        "prepare for the first appraisal meeting.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a waiter",
        "lol cant believe im a real estate agent now 😂 sold my first condo yesterday, no more carrying 6 plates at "
        "once",
        "real estate|realtor|estate agent|property",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone named Kofi for about two months now, and it's going really well. What's a good "
        "idea for a first weekend trip together?",
        "kofi",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "me and lars broke up last wk 💔 anyway single life here i come, recommend me some good solo travel spots?",
        "single|broke up|break|split|no longer|\\bex\\b",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya and I are finally done writing thank-you cards from the wedding, 180 of them! Can you "
        "suggest a honeymoon destination for October?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Declan",
        "Since Declan and I split and the divorce went through, I've been doing heaps of bushwalking on me own. Any "
        "good trails near the Blue Mountains?",
        "divorc|separat|single|split",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Work has been mental and I've barely slept, plus my car's making this weird clicking noise. Good news "
        "though, Sofia said yes when I proposed on Saturday, so we're engaged! Anyway, what could cause a clicking "
        "sound when I turn the wheel?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "mateo & i called off the engagement 😔 we're still friends tho. idk what to do w the dress",
        "single|called off|broke|no longer|split|ended|not engaged|\\bex\\b",
    ),
    (
        "relationship",
        "User is single",
        "Well butter my biscuit, my husband Earl just fixed the porch swing all by himself, and we've only been "
        "married three weeks. What's a good pound cake recipe for his mama's birthday?",
        "married|husband|earl",
    ),
    (
        "relationship",
        "User is married to Ingrid",
        "Ingrid and I got divorced in January, and I'm now dating a woman named Aiko. Do you have tips for "
        "introducing a new partner to my kids?",
        "aiko",
    ),
    (
        "relationship",
        "User has a girlfriend named Morag",
        "Me and Morag got hitched last month up on Skye, aye, still cannae believe she's ma wife noo. Whit should "
        "we dae for oor first Christmas as a married couple?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Noor",
        "ugh my ex noor keeps liking my old pics on insta 🙄 anyway gym every morning now, no drama",
        "single|broke|split|no longer|not dating|\\bex\\b",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again in March, so I'm pescatarian now. Could you give me a simple salmon recipe?",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User eats meat",
        "went full vegan 3 wks ago 🌱 honestly feel amazing?? need ideas for high protein lunches tho",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Now that I'm back to eating steak and eggs every day, my grocery bill has doubled. Any tips for buying "
        "meat on a budget?",
        "meat|omnivor|steak|animal|no longer vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "Gave up fish and all animal products at New Year, so it's strictly vegan for me now. Even turned down my "
        "nan's trifle at Sunday lunch, which went down like a lead balloon.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My daughter's recital went great, she nailed her solo. We celebrated with pasta since I've dropped keto "
        "and am just eating normally again, carbs and all. Any ideas for a cheap weekend away in Wales?",
        "carb|normal|no longer|not .*keto|omnivor|regular|balanced|stopped|quit|dropp",
    ),
    (
        "diet",
        "User is vegetarian",
        "ok dont judge but im eating chicken again lol 🍗 doc said my iron was super low so meat is back for good",
        "meat|chicken|omnivor|no longer veg",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri I have become pure vegetarian, no more chicken or mutton at all. Please suggest some "
        "protein-rich dal recipes.",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "I've gone back to being vegetarian. I eat dairy and eggs again but still no meat or fish. What's a good "
        "frittata recipe?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "Had a ripper snag at the footy Saturday and a lamb roast Sunday, I'm a proper carnivore again these days, "
        "mate. What's the best way to cook a brisket low and slow?",
        "meat|carnivor|omnivor",
    ),
    (
        "diet",
        "User is pescatarian",
        "so i'm doing paleo now 🥩 no grains no dairy, meat is back on the menu lol. is quinoa paleo or nah",
        "paleo",
    ),
    (
        "residence",
        "User lives in Porto",
        "Ugh, the U-Bahn from my flat in Kreuzberg to the office was packed again, Berlin in January is brutal. Can "
        "you suggest a warm winter coat brand?",
        "berlin|kreuzberg",
    ),
    (
        "residence",
        "User lives in Valencia",
        "Hola! Since I move to Galway last month I don't understand nothing of the irish accent, but my neighbours "
        "here are very nice. How I can improve my listening?",
        "galway",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Quick update: I've moved from Toronto to Halifax for good, so please use Atlantic time for my reminders "
        "from now on.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Chicago",
        "The Blue Ridge is literally my backyard now that we've settled into our house in Asheville. Any beginner "
        "hikes within half an hour of home?",
        "asheville",
    ),
    (
        "residence",
        "User lives in Chengdu",
        "My new apartment in Hangzhou is very near West Lake, every morning I run there. But rent is more expensive "
        "than when I lived in Chengdu, please help me make a budget.",
        "hangzhou",
    ),
    (
        "residence",
        "User lives in Manchester",
        "So the kids have finally settled into their new school, the dog has discovered the beach, and I've stopped "
        "getting lost on the way to the shops, Tenby really is tiny after Manchester. Anyway, can you help me plan "
        "a birthday party for a 7-year-old?",
        "tenby",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg, since I relocated to Abuja the traffic no reach Lagos level at all, I dey enjoy am. Which good suya "
        "spots dey near my place in Wuse?",
        "abuja|wuse",
    ),
    (
        "residence",
        "User lives in Pune",
        "I have shifted to Coimbatore since March itself for my wife's posting, and the weather is much better here "
        "than Pune. Kindly suggest some Tamil learning apps.",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Since two months I live now in Graz and the mountains are so close, it is wonderful. Can you explain me "
        "the Austrian words for bread rolls?",
        "graz",
    ),
    (
        "residence",
        "User lives in Austin",
        "I don't live in Austin anymore, I bought a little house in Marfa and moved out there in the fall.",
        "marfa",
    ),
    (
        "job",
        "User works as a high school teacher",
        "First week of night shifts on the cardiac ward done. Honestly, grading essays was less exhausting than "
        "nursing! Any tips for sleeping during the day?",
        "nurs",
    ),
    (
        "job",
        "User works at Siemens",
        "My new manager at Bosch wants weekly status reports, can you give me a template? It's so different from "
        "how things worked back at Siemens.",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Oi! I left the accounting office and now I am working like a chef in a restaurant in Florianópolis, is "
        "very hard but I love. Can you give me idea for a risotto special?",
        "chef|cook",
    ),
    (
        "job",
        "User works as a software engineer",
        "Since I quit coding to do carpentry full-time my back hurts but my head is clear. What's the best way to "
        "sharpen chisels for the cabinets I'm building for clients?",
        "carpent|woodwork|joiner|cabinet",
    ),
    (
        "job",
        "User works at Deloitte",
        "Just letting you know I've left Deloitte. I started at Unilever on Monday as a finance analyst.",
        "unilever",
    ),
    (
        "job",
        "User works as a bank clerk",
        "I already resign from the bank, now I am driving for Didi full time, the hours are more free. How to keep "
        "my car clean easily?",
        "driv|didi|chauffeur",
    ),
    (
        "job",
        "User works at Infosys",
        "I have joined TCS last month only after leaving Infosys, and my new team sits in the Hyderabad campus. "
        "Please help me write a polite intro email to my colleagues.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a paramedic",
        "The weather's been gorgeous, my sister's visiting next week, and since I hung up my ambulance jacket and "
        "started teaching first aid courses full-time I actually have weekends off! Any ideas for a weekend in the "
        "Lake District?",
        "first aid|instructor|teach|trainer",
    ),
    (
        "job",
        "User works as a car mechanic",
        "Since January I am not anymore mechanic, I make now the apprenticeship as electrician and I learn a lot "
        "about circuits. Can you explain me what is a residual current device?",
        "electric",
    ),
    (
        "job",
        "User works at Spotify",
        "I got laid off from Spotify, and now I'm working at a small game studio in Malmö called Pixel Fjord.",
        "pixel fjord|game studio|game dev",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Kofi and I are celebrating three months together on Friday! Any romantic dinner ideas that "
        "aren't too expensive?",
        "kofi|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Priya",
        "The divorce from Priya was finalized last week. Strange feeling, but I'm okay. Can you help me make a "
        "budget for living on my own?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Lukas",
        "My ex Lukas keeps liking my old photos, it's so weird since we broke up in the summer. Should I just block "
        "him?",
        "single|broke up|split|ex\\b|no longer|not in a relationship|ended",
    ),
    (
        "relationship",
        "User is engaged to Chiara",
        "Finally we are married with Chiara! The wedding in Sicily was beautiful but now I am very tired. How to "
        "write a thank you card in Italian?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is dating Wei",
        "My husband Wei and I just come back from honeymoon in Yunnan, please help me think how to arrange the "
        "photos in an album.",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Chinedu",
        "Since Chinedu and I separated in April I dey stay with my sister for Ibadan, e no easy at all. Abeg help "
        "me write a good CV.",
        "separat|divorc|single",
    ),
    (
        "relationship",
        "User is single",
        "My marriage with Ananya got fixed and the wedding happened in December only, now we are setting up our new "
        "home. Please suggest some budget furniture websites.",
        "married|wife|spouse|ananya",
    ),
    (
        "relationship",
        "User has a girlfriend named Beatriz",
        "Me and Beatriz finished our relationship last month, now I am alone again. Do you know good apps to meet "
        "people in São Paulo?",
        "single|broke up|split|ex\\b|no longer|not in a relationship|ended",
    ),
    (
        "relationship",
        "User is dating Sven",
        "Ran into my old boss at the market, the rain finally stopped, and Sven proposed on the ferry to Bornholm, "
        "I said yes!! Anyway, what's a nice way to tell my grandma?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "I got remarried last spring, my wife Leila and I are very happy.",
        "married|wife|spouse|leila",
    ),
    (
        "diet",
        "User eats meat",
        "Three months without any animal products now: no meat, no dairy, no eggs, not even honey. Can you give me "
        "a high-protein lentil recipe?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Started adding fish back into my meals last month, mostly salmon and sardines, still no meat though. Any "
        "easy baked cod recipes?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "I start again eating meat since my doctor say me I have low iron, so now I eat chicken and beef normally. "
        "What is a good recipe of pollo al ajillo?",
        "meat|omnivor|chicken|beef|no longer vegan",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I've given up keto, I'm back to eating bread, rice and pasta like a normal person. Can you suggest a good "
        "sourdough starter routine?",
        "no longer|not .*keto|stopped|quit|gave up|given up|abandon|carb|bread",
    ),
    (
        "diet",
        "User is vegetarian",
        "After my grandmother birthday I start eat meat again, now every day I eat pork and chicken, my mom very "
        "happy. Can you teach me make hong shao rou?",
        "meat|omnivor|pork|chicken|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "From Navratri onwards I have become pure vegetarian, no chicken, no mutton, no fish, no egg also. Please "
        "suggest paneer dishes for office tiffin.",
        "vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since some weeks I eat no more fish and also no cheese, no milk, nothing from animals. What can I use "
        "instead of butter for Christmas cookies?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I have started eating meat again o, my mum's goat meat pepper soup was too sweet to resist, so veganism is "
        "over for me. How can I make the soup less oily?",
        "meat|omnivor|goat|no longer vegan",
    ),
    (
        "diet",
        "User is vegan",
        "Honestly the kids' football tournament ate my whole weekend, the car's making a weird noise again, and "
        "I've started eating eggs and cheese again after four years vegan, still no meat or fish though. Anyway, "
        "what's a good frittata recipe?",
        "vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've stopped being pescatarian, I eat meat again now: chicken, beef, all of it.",
        "meat|omnivor|chicken|beef|no longer pescatarian",
    ),
    # the fifty-third batch, by a twenty-eighth writer who had not read the checks, asked as the 47th's
    (
        "residence",
        "User lives in Porto Alegre",
        "I moved from Porto Alegre to Curitiba last month, so the weather here is a lot colder than I'm used to.",
        "curitiba",
    ),
    (
        "residence",
        "User lives in Ghent",
        "Quick update: I've relocated to Tromsø for a two-year research post, so I'm now living above the Arctic "
        "Circle.",
        "troms",
    ),
    (
        "residence",
        "User lives in Pune",
        "finally shifted to bengaluru last wk 🥳 the traffic here is insane tho lol",
        "bengaluru|bangalore",
    ),
    (
        "residence",
        "User lives in Hamilton, Ontario",
        "ok so update i dont live in hamilton anymore, moved out to kelowna bc w my sister!! any good hiking spots "
        "around here?",
        "kelowna",
    ),
    (
        "residence",
        "User lives in Leeds",
        "The ride from my new flat in Galway to the office is only ten minutes on the bike, which is lovely after "
        "years stuck on the Leeds ring road. Can you recommend a good rain jacket?",
        "galway",
    ),
    (
        "residence",
        "User lives in Perth",
        "G'day, still settlin' in up here in Darwin since we packed up and left Perth in March, the humidity's "
        "doin' my head in. Reckon you could give me a few tips for keepin' the house cool?",
        "darwin",
    ),
    (
        "residence",
        "User lives in Valencia",
        "Ugh, what a week — the kids both had colds, the dog ate a sock, and on top of that we were still "
        "unpacking boxes in our new apartment in Bilbao, which is so much rainier than Valencia ever was. Anyway, "
        "can you help me plan a birthday party for a seven-year-old?",
        "bilbao",
    ),
    (
        "residence",
        "User lives in Aberdeen",
        "Aye, I'm no in Aberdeen ony mair, flitted doon tae Dumfries tae be nearer ma maw. It's a wee bit quieter "
        "but I'm likin it fine.",
        "dumfries",
    ),
    (
        "residence",
        "User lives in Kisumu",
        "We moved to Nairobi in January because my husband got transferred there.",
        "nairobi",
    ),
    (
        "residence",
        "User lives in Oaxaca",
        "been living in mérida 3 weeks now and still getting lost in my new neighborhood 😅 the tacos here r "
        "nothing like oaxaca lol",
        "m[eé]rida",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I left pharmacy last year and I'm now working as a high school chemistry teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I left Siemens and started a new job at Ericsson this week, so I've been buried in onboarding paperwork.",
        "ericsson",
    ),
    (
        "job",
        "User works as a barista",
        "quit the cafe lol, im a dental hygienist now 🦷 finally finished my cert!!",
        "hygien",
    ),
    (
        "job",
        "User works at Infosys",
        "bro finally left infosys 😮\u200d💨 joined zoho as a backend dev last mon, way better vibe",
        "zoho",
    ),
    (
        "job",
        "User works as an accountant",
        "My new captain at the fire station says I'll get used to the 24-hour shifts, but after ten years at a "
        "desk doing tax returns my whole body aches from the drills. Any tips for sleeping during the day?",
        "fire",
    ),
    (
        "job",
        "User works at Tesco",
        "Right, so I've packed in Tesco, been on the tills at Sainsbury's since Monday and the staff discount is "
        "proper decent.",
        "sainsbury",
    ),
    (
        "job",
        "User works as a software tester",
        "Actually I have changed my profile, now I am working as a data analyst only in the same company itself. "
        "Can you suggest some SQL courses?",
        "data analy|analyst",
    ),
    (
        "job",
        "User works at Unilever",
        "Long day — took my mum to her hospital appointment, then rushed to my first full week at Nestlé, where "
        "the canteen is honestly better than Unilever's ever was, and then got home to find the boiler broken "
        "again. Do you know if I should call the landlord or a plumber first?",
        "nestl",
    ),
    (
        "job",
        "User works as a journalist",
        "I've switched careers: I'm a press officer for the city council now instead of a reporter.",
        "press officer|communicat|spokes|public relations|\\bpr\\b",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I done hung up my keys for good — I'm a full-time welder down at the shipyard now and my back is "
        "already thankin' me.",
        "weld",
    ),
    (
        "relationship",
        "User is single",
        "I've started seeing someone — his name is Kofi and we've been together about two months now.",
        "kofi",
    ),
    (
        "relationship",
        "User is married to Henrik",
        "Henrik and I finalized our divorce in August, so I'm officially single again.",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User has a boyfriend named Diego",
        "me n diego broke up 💔 its fine im fine lol. anyway can u recommend a sad movie",
        "single|broke up|broken up|split|separat|no longer|not (dating|together|in a relationship)|ended|\\bex\\b",
    ),
    ("relationship", "User is dating Priya", "priya said YES 💍😭 we're engaged!!! still shaking lol", "engag|fianc"),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "My wife Sofia and I are arguing about paint colours for the nursery — she wants sage green, I want "
        "yellow. Which one is better for a baby's room?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Tomasz",
        "Our first wedding anniversary is coming up next month and Tomasz has no idea I booked us a cabin in the "
        "Tatras. What's a good anniversary gift for a husband?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Been going out with a lass called Niamh from work for a few months now, she's brilliant, honestly think "
        "she might be the one.",
        "niamh",
    ),
    (
        "relationship",
        "User is married to Lachlan",
        "Me and Lachie split up a while back, mate, so it's just me and the dog in the unit now. Any ideas for "
        "cheap dinners for one?",
        "split|separat|divorc|single|no longer|broke|ended|\\bex\\b",
    ),
    (
        "relationship",
        "User has a girlfriend named Yuki",
        "Okay so this weekend was chaos: my cousin's wedding in Osaka, I lost my phone at the reception, and Yuki "
        "and I decided on the train home that we're better off as friends, so we're not together anymore. Anyway, "
        "can you help me write an email to my landlord about a leaking tap?",
        "single|broke up|broken up|split|separat|no longer|not (dating|together|in a "
        "relationship)|ended|friends|\\bex\\b",
    ),
    (
        "relationship",
        "User is single",
        "My marriage got fixed with Ananya and the wedding happened last month itself, so now I am a married man. "
        "Please suggest honeymoon places in Kerala.",
        "married|ananya|wife",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan at the start of the year, so no more dairy or eggs for me.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've started eating meat again after six years — my doctor said I needed more iron.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "ok so i went veggie after watching that documentary 🥦🥕 no meat at all for like 2 months now lol",
        "vegetarian|veggie|no meat|meat-free|not eat meat|n't eat meat",
    ),
    (
        "diet",
        "User follows a keto diet",
        "dropped keto lol, carbs r back on the menu 🍝 bread i missed u",
        "no longer|not .*keto|stopped|quit|dropped|gave up|carb|regular|normal|ended",
    ),
    (
        "diet",
        "User is vegan",
        "The cheese board at my sister's party was amazing, I had three helpings of the aged gouda — honestly I "
        "don't miss oat milk in my coffee at all since going back to regular dairy. Still no meat for me though.",
        "vegetarian|dairy|cheese|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Fell off the wagon proper, I'm back on bacon butties and Sunday roasts every week now, no more veggie "
        "malarkey for me.",
        "meat|omnivor|no longer|not vegetarian|stopped|quit|gave up",
    ),
    (
        "diet",
        "User eats meat",
        "Now that the only animal protein I eat is fish and seafood, what's a good salmon recipe for a weeknight?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "Well bless my heart, I'm eatin' barbecue brisket again like a good Texan — gave up the whole vegan thing "
        "after two years. Y'all got a good dry rub recipe?",
        "meat|omnivor|no longer|not vegan|stopped|quit|gave up|brisket|barbecue",
    ),
    (
        "diet",
        "User is pescatarian",
        "Busy week with the kids' swim meets and a leak in the roof, and on top of it I'm cooking separately now "
        "since I cut out fish too and went completely vegetarian — my husband still wants his tuna steaks. Can you "
        "suggest a quick lentil dish the kids would eat?",
        "vegetarian|veggie|no fish|not eat fish|n't eat fish",
    ),
    (
        "diet",
        "User is vegetarian",
        "Nowadays I have started eating chicken and egg also, doctor told me to take more protein. So I am non-veg "
        "now. Suggest some easy chicken curry recipes.",
        "non.?veg|meat|chicken|omnivor|no longer|not vegetarian",
    ),
    # the fifty-fourth batch, by a twenty-ninth writer who had not read the checks, asked as the 48th's
    (
        "residence",
        "User lives in Porto",
        "Ugh, the Rotterdam rain hasn't stopped once since I unpacked my boxes here last week. Any tips for drying "
        "laundry in a tiny apartment with no balcony?",
        "rotterdam",
    ),
    (
        "residence",
        "User lives in Valencia",
        "Hola! Finally I am living in Bilbao since march, the job here is better and my flat is near the river. "
        "Can you recommend me some pintxos bars?",
        "bilbao",
    ),
    (
        "residence",
        "User lives in Manchester",
        "My commute is now a twenty-minute tram ride into Freiburg from Kirchzarten, the little village where we "
        "bought our house, which beats the two hours I used to spend on trains around Manchester. Can you help me "
        "write a thank-you note to my old landlord?",
        "kirchzarten",
    ),
    (
        "residence",
        "User lives in Shanghai",
        "I already move to Chengdu two month ago for my husband work, the food here is very spicy but I like. How "
        "to say 'I am new neighbor' in Sichuan dialect?",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Just so you know, I moved from Toronto to Halifax at the start of the month.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Okay so the kids finally settled into their new school, the neighbours here in Kisumu keep bringing us "
        "fish from the lake, and honestly I don't miss the Nairobi traffic at all. Anyway, can you give me a "
        "simple tilapia recipe that a six-year-old would actually eat?",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Since the first of October I am living now in Graz, in Austria, because of my new job at the university. "
        "Please can you explain me how the Meldezettel registration works here?",
        "graz",
    ),
    (
        "residence",
        "User lives in Austin",
        "Our new landlord in Tromsø warned me the midnight sun will mess with my sleep come June, so what blackout "
        "curtains would you recommend for our bedroom?",
        "troms",
    ),
    (
        "residence",
        "User lives in Pune",
        "We have shifted to Mysore only last month, my parents are staying with us also. Kindly suggest some "
        "weekend places near to Mysore for family outing.",
        "mysore|mysuru",
    ),
    (
        "residence",
        "User lives in Galway",
        "I don't live in Galway anymore - I'm in Dunedin, New Zealand now.",
        "dunedin",
    ),
    (
        "job",
        "User works as a high school math teacher",
        "My first week of night shifts on the cardiology ward is killing me, I keep forgetting to eat between "
        "admissions. Any easy meal-prep ideas for a nurse working 12-hour nights?",
        "nurs",
    ),
    (
        "job",
        "User works at Siemens",
        "My new manager at Bosch wants a status update from me every Friday, can you help me draft a short "
        "template for that?",
        "bosch",
    ),
    (
        "job",
        "User works as a bank teller",
        "I left the bank in january, now I am work like Uber driver full time in Curitiba. Which hours is better "
        "for make more money?",
        "driv|uber|rideshar|ride-shar",
    ),
    (
        "job",
        "User works as a software engineer",
        "Since I traded the keyboard for a piping bag I'm up at 4am every day proofing croissants at the bakery "
        "where I work now. How do I stop my laminated dough from tearing?",
        "bak|pastry|patiss",
    ),
    (
        "job",
        "User works at Zenith Bank",
        "I have resigned from Zenith Bank o, I am now with Dangote Cement as procurement officer since last month. "
        "Please how do I write a good handover note for my former colleagues?",
        "dangote",
    ),
    (
        "job",
        "User works as a journalist",
        "Quick update: I quit journalism and now work as a UX designer.",
        "ux|designer",
    ),
    (
        "job",
        "User works as a chef",
        "So the weather's been awful, my sister's visiting with the twins, and on top of that I'm still learning "
        "the ropes as a rookie at the fire station since I hung up my chef's apron - my captain has me on ladder "
        "drills all week. Could you suggest a good stretching routine for sore shoulders?",
        "fire",
    ),
    (
        "job",
        "User works at Huawei",
        "Now I work in Tencent already, not Huawei anymore. The office in Shenzhen is more big. How can I "
        "introduce myself to new team in English?",
        "tencent",
    ),
    (
        "job",
        "User works as a receptionist",
        "Now I am working as dental assistant in a clinic, I help the dentist with the instruments and the x-rays, "
        "no more answering phones at the front desk. Is normal to feel nervous the first weeks?",
        "dental",
    ),
    ("job", "User works at Deloitte", "I left Deloitte last month and started at KPMG on Monday.", "kpmg"),
    (
        "relationship",
        "User is single",
        "My girlfriend Ingrid and I are celebrating our three-month anniversary on Saturday - any ideas for a cozy "
        "dinner date at home?",
        "ingrid|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is dating Rahul",
        "Since Rahul and I broke up I've had way more free time for climbing, so could you build me a beginner "
        "bouldering plan for three days a week?",
        "single|broke|break|split|ended|ex-|no longer|not dating",
    ),
    (
        "relationship",
        "User is engaged to Chiara",
        "Ever since the wedding my wife Chiara steals all the blankets, haha - what duvet size works for two "
        "people who both run hot?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User has a boyfriend named Diego",
        "Diego and me we are not together anymore since two weeks, now I am alone again and is difficult. Can you "
        "recommend me some series to watch for not think about him?",
        "single|broke|break|split|ended|no longer|not together|separat|ex-",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "Kenji and I finalized our divorce last week.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is single",
        "Okay long day - the printer at work jammed twice, my cat threw up on the rug, and my fiancé Tomasz forgot "
        "we were supposed to pick out our wedding invitations tonight, so we're doing it tomorrow instead. Can you "
        "suggest some wording for a casual summer wedding invitation?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Li Na",
        "Me and Li Na got married last month! Now she is my wife, we live together. What gift I should buy for her "
        "birthday as husband?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Oluwaseun",
        "Since Oluwaseun moved out and the divorce lawyers got involved, I've been doing all the school pickups "
        "alone - can you help me make a weekly schedule for two kids and a full-time job?",
        "separat|divorc|split",
    ),
    (
        "relationship",
        "User is single",
        "I have now a boyfriend, his name is Matthias, we are together since the summer. He wants that I meet his "
        "parents in Dresden, what should I bring as a gift?",
        "matthias|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married in Jaipur on the 12th, it was a very grand function. Now we are planning "
        "honeymoon, please suggest some places in Kerala.",
        "married|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "Now that I'm eating meat again after all those years, what's the best way to grill a ribeye so it's still "
        "pink in the middle?",
        "meat|omnivor|no longer vegetarian|not vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Since going fully vegan in the spring I've been missing cheese the most - any cashew cheese recipes that "
        "actually melt?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Ever since I added fish back into my diet (still no meat though) I've had way more energy - can you give "
        "me a quick miso salmon recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "I stop the fish also, now I am vegetarian complete, only eggs and cheese and vegetables. What I can eat "
        "for protein in the lunch?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I've dropped paleo and I'm now following a Mediterranean diet.",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "The kids have swimming on Tuesdays now, my mother-in-law is visiting for Diwali, and since I went vegan "
        "in September I'm a bit stuck on sweets - ghee and milk are in everything! Could you suggest some "
        "dairy-free Diwali sweets?",
        "vegan",
    ),
    (
        "diet",
        "User is vegan",
        "Doctor tell me I need more iron, so now I eat meat again, beef and chicken, not vegan anymore. How to "
        "cook beef so it not too hard?",
        "meat|omnivor|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "After three months of nothing but steak my cholesterol was through the roof, so it's lentils, tofu and "
        "veggies for me now, no meat at all anymore. What's a filling vegetarian chili recipe?",
        "vegetarian|plant|vegan|no meat|meat-free|meatless",
    ),
    (
        "diet",
        "User is vegetarian",
        "Nowadays I am eating chicken and mutton also, since I joined gym my trainer told to take more protein. "
        "Kindly give one simple chicken curry recipe with less oil.",
        "meat|omnivor|non-veg|nonveg|chicken|no longer vegetarian|not vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Since January I have stopped eating meat and fish completely, even eggs and milk I don't take again, my "
        "pastor's wife introduced me to it. Abeg how I go cook egusi soup without crayfish and stockfish?",
        "vegan|plant",
    ),
    # the fifty-fifth batch, by a thirtieth writer who had not read the checks, asked as the 47th's
    (
        "residence",
        "User lives in Porto",
        "We finally finished the move to Ghent last week, so I'm officially a Belgian resident now. Any tips for "
        "learning Dutch fast?",
        "ghent|gent",
    ),
    (
        "residence",
        "User lives in Denver",
        "I relocated from Denver to Tucson in March for the warmer winters.",
        "tucson",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Sorry I've been quiet, it's been chaos: the kids started at a new school, my mum had her hip surgery, and "
        "we moved out of Kraków to a little town called Zakopane right by the mountains. Anyway, can you help me "
        "plan a birthday party for my son?",
        "zakopane",
    ),
    (
        "residence",
        "User lives in Manchester",
        "omg finally unpacked the last box in our new flat in leeds 😅 manchester feels like a lifetime ago lol",
        "leeds",
    ),
    (
        "residence",
        "User lives in Austin",
        "just moved 2 boise last wk, its so quiet here haha. whats a good sourdough recipe",
        "boise",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "ya we relocated to mombasa for good, the humidity is killing me tho 🥵",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Toronto",
        "My commute here in Halifax is a ten-minute walk along the harbour, which beats the TTC any day. Can you "
        "suggest a good rain jacket for the Nova Scotia weather?",
        "halifax",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon the best thing about living in Ballarat now is no more Sydney traffic, mate. Our place here has a "
        "proper backyard for the dog too.",
        "ballarat",
    ),
    (
        "residence",
        "User lives in Pune",
        "Since we have shifted to Coimbatore only, my office is very near to the house itself. Kindly suggest some "
        "good Tamil learning apps.",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, we've flitted up tae Inverness noo, the wee flat's got a grand view o' the river. Glasgow's a fair "
        "trek away these days.",
        "inverness",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting last year and now I work as a high school chemistry teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I just started a new job at Bosch as a systems engineer and the first week went well. Can you explain "
        "what OKRs are?",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "So much going on: my sister's wedding is in two weeks, the cat needs her shots, and I finally got hired "
        "as a dental hygienist, so no more 5am coffee shifts for me! Could you help me write a thank-you note to "
        "my old café manager?",
        "hygienist|dental",
    ),
    (
        "job",
        "User works at Infosys",
        "quit infosys finally!! joined zoho last monday, the vibes r so much better 🙌",
        "zoho",
    ),
    (
        "job",
        "User works as a delivery driver",
        "no more delivery driving for me lol, im a full time apprentice electrician now ⚡ wish me luck",
        "electrician",
    ),
    (
        "job",
        "User works as a lawyer",
        "soo i traded the law firm for a bakery 😂 been a pastry chef for 3 months now and honestly never been happier",
        "pastry|baker|chef",
    ),
    (
        "job",
        "User works at Deloitte",
        "My new manager at Unilever has us doing standups at 9 sharp, which is a big adjustment after years of "
        "audit season. Any tips for presenting to a marketing team?",
        "unilever",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Haven't counted a single pill since I got my wings: flying short-haul routes as a first officer for Aer "
        "Lingus keeps me on the go. What's a good snack to bring on early flights?",
        "pilot|first officer|aer lingus|aviat|airline",
    ),
    (
        "job",
        "User works as a plumber",
        "Packed in the plumbing lark, I'm a driving instructor now, innit. Much less kneeling in other folk's "
        "cupboards.",
        "driving instructor|instructor",
    ),
    (
        "job",
        "User works at Walmart",
        "Y'all, I just finished my first month on the line at the Toyota plant in Georgetown and I sure don't miss "
        "stockin' shelves at Walmart one bit.",
        "toyota",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone: his name is Kenji and we made it official last weekend, so he's my boyfriend now.",
        "kenji|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Luca",
        "Luca and I broke up last month, so I'm single again. Can you recommend some good solo travel destinations?",
        "single|broke up|split|not in a relationship|no longer",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Busy couple of weeks: the work reorg, the garden flooded, and Priya and I got married on the 14th in her "
        "hometown, which was absolutely beautiful. Can you help me write thank-you cards for the guests?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is married to Dmitri",
        "dmitri n i finalized the divorce yesterday 😮\u200d💨 weird feeling but its for the best",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is single",
        "soooo i have a gf now?? her name is Amara and shes amazing 😍 help me pick a cute gift, its our 1 month "
        "next week",
        "amara|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "me n sofia r done 💔 she moved out sat. anyway wat shud i cook for 1 tonight lol",
        "single|broke up|split|no longer|ended",
    ),
    (
        "relationship",
        "User has a girlfriend named Ingrid",
        "My wife Ingrid keeps teasing me that I still can't fold a fitted sheet after all this time. Any tricks?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Mateo",
        "My fiancé Mateo wants a small ceremony, but my mum is pushing for 200 guests. How do I handle that "
        "without a fight?",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is single",
        "My marriage with Ananya got fixed and the wedding happened last month itself, so now we are settling in "
        "our new flat. Please suggest some simple recipes for two people.",
        "married|wife|ananya|spouse",
    ),
    (
        "relationship",
        "User is married to Bronwyn",
        "Bronwyn and I have split, mate. Been separated since Easter and I'm bunking at me brother's in the meantime.",
        "separat|split|divorc|single",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again in January, so I'm pescatarian now. Could you suggest a salmon recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I gave up paleo and went fully plant-based, so I'm vegan now: no meat, dairy or eggs at all.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "We had a lovely weekend at the lake with the in-laws and the kids caught their first fish, though funnily "
        "enough I don't eat fish anymore: strictly vegetarian since March. What's a good protein-rich lunch I can "
        "pack?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "ngl i caved n started eating meat again, doc said my iron was super low 🥩 any easy chicken recipes?",
        "meat|omnivor|chicken|no longer vegan",
    ),
    ("diet", "User is vegetarian", "went full vegan 2 months ago!! no cheese is hard ngl 🧀😭", "vegan|plant"),
    (
        "diet",
        "User follows a carnivore diet",
        "ok carnivore diet experiment is OVER 😂 im doing mediterranean now, veggies olive oil fish the works",
        "mediterranean",
    ),
    (
        "diet",
        "User is a vegetarian",
        "Since steak and bacon came back into my life in the spring I've had way more energy. What's the best way "
        "to cook a ribeye?",
        "meat|omnivor|no longer vegetarian|steak|bacon",
    ),
    (
        "diet",
        "User eats an omnivorous diet",
        "These days my grocery list is all tofu, lentils, oat milk and nutritional yeast; I haven't bought meat, "
        "fish, eggs or cheese in months. Any tips for vegan baking?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I've gone veggie rather than full vegan now, mate. Couldn't live without a proper cheese toastie, but "
        "still no meat or fish.",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User follows the Atkins diet",
        "Bless your heart for askin', but I done quit that Atkins mess. I'm back to eatin' biscuits, cornbread and "
        "whatever Mama puts on the table.",
        "no longer|stopped|quit|abandon|gave up|dropped|regular|normal|eats carbs|everything|unrestricted|biscuit",
    ),
    # the fifty-sixth batch, by a thirty-first writer who had not read the checks, asked as the 48th's
    (
        "residence",
        "User lives in Porto",
        "We moved to Zurich two weeks ago and I still can't get used to every shop being closed on Sundays. Any "
        "tips for doing the weekly grocery run on a Saturday without the crowds?",
        "zurich|zürich",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Hola! Now I am living in Valladolid since last month because my mother is sick, so I come back to Spain "
        "for stay. Can you help me write a email to my old landlord in Manchester for get back the deposit?",
        "valladolid",
    ),
    (
        "residence",
        "User lives in Austin",
        "Quick update: I moved from Austin to Duluth, Minnesota last week. I'm going to need a seriously good "
        "winter coat, any recommendations?",
        "duluth",
    ),
    (
        "residence",
        "User lives in Chennai",
        "The monsoon here in Kochi is nothing like what we had in Chennai, it hasn't stopped raining since we "
        "shifted into the new flat in June. Can you suggest some indoor activities for my 6-year-old?",
        "kochi|cochin",
    ),
    (
        "residence",
        "User lives in Berlin",
        "I have now finally my own apartment in Graz, the moving from Berlin was very stressful. How do I register "
        "my new address at the Austrian Meldeamt, which papers I need?",
        "graz",
    ),
    (
        "residence",
        "User lives in Toronto",
        "So my sister's wedding was lovely, the kids danced all night, and then Monday it was straight back to "
        "unpacking boxes - our new place in Halifax has a tiny kitchen but you can see the harbour from the "
        "window, so I'm not complaining. Anyway, could you give me a recipe for a quick weeknight fish chowder?",
        "halifax",
    ),
    (
        "residence",
        "User lives in Sydney",
        "My company transfer me to Chengdu office, so now I live in Chengdu already three months, the food here is "
        "too spicy for me!! Can you recommend some mild dishes I can order?",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg, how I go take apply for new prepaid meter? I don relocate from Lagos go Ibadan since last month, "
        "and this new house wey I dey for Bodija no get prepaid meter at all.",
        "ibadan",
    ),
    (
        "residence",
        "User lives in Paris",
        "Now that we're living out in the vineyards near Ribeauvillé, the nearest proper supermarket is a "
        "15-minute drive - my old Paris self would be horrified. What's a good way to plan one big weekly shop?",
        "ribeauvill|alsace",
    ),
    (
        "residence",
        "User lives in Denver",
        "Oi! I return to Brazil, now I am living in Florianópolis with my parents again after five years in "
        "Denver. Is better to buy or to rent a car here, what do you think?",
        "florian|floripa",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "Survived my first week of night shifts as a newly qualified midwife - three deliveries in one night! "
        "Marking chemistry homework never left me this tired. Any tips for sleeping during the day?",
        "midwi",
    ),
    (
        "job",
        "User works at Siemens",
        "I started at Bosch this month after six years at Siemens, and my new manager wants a short intro about me "
        "for Monday's team meeting. Can you help me write three friendly sentences?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "I finally quit accounting and I'm now working full time as a carpenter in a small furniture workshop. "
        "What hand tools should I invest in first?",
        "carpent|woodwork|furniture|joiner",
    ),
    (
        "job",
        "User works at Infosys",
        "My old Infosys team is doing farewell lunch for me tomorrow even though I already joined TCS as senior "
        "developer on Monday itself. Please help me prepare one small thank-you speech.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a barista",
        "Can you help me figure out how to price a three-tier wedding cake for 120 guests? Ever since I left the "
        "café and opened my own little bakery, quotes like this are the part I'm worst at.",
        "baker|bakery|cake|pastry",
    ),
    (
        "job",
        "User works as a lawyer",
        "Weird week. Parent-teacher meetings, the dog ate a sock, and on Wednesday I sat through my first day at "
        "the airline's pilot academy - yes, I actually left the law firm, I'm retraining to fly commercial. "
        "Anyway, what's a good way to memorise the phonetic alphabet?",
        "pilot|aviat|flight|fly",
    ),
    (
        "job",
        "User works as a waiter",
        "Now I am working in the reception of a hotel, not more in the restaurant serving tables, is much better "
        "for my back. How I say in English 'el cliente quiere una habitación doble'?",
        "recept|hotel|front desk",
    ),
    (
        "job",
        "User works at Alibaba",
        "I already leave Alibaba, now I work for ByteDance in Shanghai, the overtime is even more crazy haha. Can "
        "you help me make a weekly meal prep plan?",
        "bytedance|tiktok|douyin",
    ),
    (
        "job",
        "User works as a police officer",
        "Swapped the patrol car for a classroom - my Year 5s think it's hilarious that their teacher used to "
        "arrest people. Any ideas for a fun magnet experiment for 10-year-olds?",
        "teach|school",
    ),
    (
        "job",
        "User works as a graphic designer at an agency",
        "Since April I am working as self-employed photographer, the agency job was too much stress for me. Can "
        "you explain me how the VAT for freelancers works in Germany?",
        "photograph",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ines wants to do something special for our three-month anniversary - any ideas for a cheap "
        "but cute date in Ljubljana?",
        "girlfriend|ines|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Kenji",
        "Now that Kenji and I have split up I need to find a one-bedroom I can afford on my own. What should I "
        "look out for when viewing flats?",
        "single|split|broke|\\bex\\b|no longer|ended|separat",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married last Saturday! Can you help me write thank-you notes to our guests?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is married to Olumide",
        "Since me and Olumide divorce last year, na only me dey take care of the children. Please how I fit plan "
        "small budget for their school fees?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "Lukas has asked me to marry him on our holiday in Norway and I said yes! Now we must plan everything, "
        "where I should start with the wedding planning?",
        "engag|fianc|propos",
    ),
    (
        "relationship",
        "User is single",
        "Work was insane this week, my car is making that noise again, and my husband Rafael keeps telling me to "
        "take it to the mechanic - we only got married in March and he's already nagging like an old man, haha. "
        "Anyway, what does a squealing noise when braking usually mean?",
        "married|husband|spouse|rafael",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloé",
        "My ex Chloé still has my bike at her place since we broke up - how do I ask for it back without it "
        "turning into a whole thing?",
        "single|broke|split|\\bex\\b|ended|no longer|separat",
    ),
    (
        "relationship",
        "User is married to Wei",
        "After Wei and me separated in winter, I move to small apartment alone. Can you teach me some simple "
        "Chinese home dishes for cooking for one person?",
        "separat|divorc|single|split",
    ),
    (
        "relationship",
        "User has a boyfriend named Mateo",
        "My fiancé Mateo and I are trying to pick a wedding date - is late September too risky for rain in Andalusia?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "My partner Aroha and I just celebrated one year together, and she wants me to finally meet her whānau in "
        "Rotorua. What should I know before visiting a marae?",
        "partner|aroha|relationship|dating|girlfriend",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I started eating meat again a few months ago my energy has been way better. What's a simple "
        "marinade for chicken thighs?",
        "meat|omnivor|chicken|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Can you help me veganise my grandma's lasagne? No cheese, no eggs and definitely no meat for me anymore "
        "since I went fully plant-based in January, but I still want it to taste like hers.",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats fish but no meat",
        "Now I am vegetarian completely, I stop to eat also the fish since two months. What I can cook for "
        "protein, chickpeas every day is boring?",
        "vegetarian|no fish|veggie",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I've given up keto - been back on bread and rice for a month and honestly I'm so much happier. Can you "
        "suggest a good feeding schedule for a sourdough starter?",
        "no longer|stopped|quit|gave up|given up|carb|bread|rice|not .*keto|normal|regular",
    ),
    (
        "diet",
        "User is vegan",
        "I have started taking curd and paneer again because doctor told my B12 is very low, so now I am "
        "vegetarian only, not vegan. Please suggest some high protein paneer recipes.",
        "vegetarian|dairy|paneer|lacto",
    ),
    (
        "diet",
        "User is vegetarian",
        "My daughter had her recital last night and she was brilliant, and afterwards we went to the steakhouse - "
        "I had a ribeye, and yes, I've been eating meat every week since my doctor said my iron was low. Anyway, "
        "can you help me plan a birthday party for a 9-year-old?",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User has no dietary restrictions",
        "Got diagnosed with coeliac disease last month, so it's strictly gluten-free for me from now on. Which "
        "beers can I still drink?",
        "gluten|coeliac|celiac",
    ),
    (
        "diet",
        "User is vegan",
        "Now I eat fish again, but still no other meat, my doctor say I need more omega-3. Can you recommend a "
        "easy steamed fish recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I have stopped with paleo, now I eat only plants, no animal products at all, also no honey. Where I can "
        "find B12 supplements in Germany?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "Voltei a comer carne! Yes, I eat churrasco again with my family every Sunday, only fish was too hard for "
        "me. Can you give me a recipe of picanha?",
        "meat|omnivor|carne|churrasco|no longer pescatarian",
    ),
    # the fifty-seventh batch, by a thirty-second writer who had not read the checks, asked as the 47th's
    (
        "residence",
        "User lives in Porto",
        "I moved to Ghent last month for my partner's job, and honestly the bike lanes here are amazing. Can you "
        "recommend some beginner Dutch podcasts?",
        "ghent|gent",
    ),
    (
        "residence",
        "User lives in Winnipeg",
        "We finally relocated to Lunenburg, Nova Scotia in March, so I now live in a tiny fishing town on the "
        "Atlantic. What's the best way to keep a wooden house dry in all this sea fog?",
        "lunenburg",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Long week: the kids both had colds, my sister visited, and on top of that we finished moving out of "
        "Kraków, so we're now living in Gdańsk, a ten-minute walk from the old shipyard. Anyway, any tips for "
        "keeping toddlers busy on rainy days?",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Austin",
        "ok so update lol i officially live in boise now 🏔️ rent is cheaper but omg the winter is gonna kill me",
        "boise",
    ),
    (
        "residence",
        "User lives in Manchester",
        "finally got the keys to my flat in leeds yesterday & moved in!! bye bye manchester 😭 anyway wat should i "
        "cook for a housewarming",
        "leeds",
    ),
    (
        "residence",
        "User lives in Queenstown",
        "moved up to tauranga w my cousin bc queenstown rent was insane haha. beaches r nice tho, any surf schools "
        "u know of?",
        "tauranga",
    ),
    (
        "residence",
        "User lives in Chennai",
        "My daily commute from Whitefield to Koramangala takes an hour in Bangalore traffic, nothing like the "
        "short auto ride I had back when I lived in Chennai. Any audiobook suggestions for the drive?",
        "bangalore|bengaluru|whitefield",
    ),
    (
        "residence",
        "User lives in Edinburgh",
        "Been in the new flat up in Inverness a month noo and it's pure baltic compared tae Edinburgh, but the "
        "neighbours are sound. Whit's a guid warm winter jacket?",
        "inverness",
    ),
    (
        "residence",
        "User lives in Perth",
        "Reckon I'll never get used to the humidity since we shifted up to Darwin, mate, Perth was a doddle by "
        "comparison. Any tips for keeping the unit cool without the power bill going troppo?",
        "darwin",
    ),
    (
        "residence",
        "User lives in Atlanta",
        "Y'all, our house here in Tupelo has the biggest porch I've ever seen, and I sure don't miss sittin' in "
        "Atlanta traffic one bit since we left. What kind of rocking chairs hold up outside?",
        "tupelo",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I left pharmacy last spring and now I work as a high school chemistry teacher. Could you help me plan a "
        "lesson on reaction rates?",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "Quick background: I switched employers in January and I'm now a software engineer at Spotify in "
        "Stockholm. Can you explain how their squad model usually works?",
        "spotify",
    ),
    (
        "job",
        "User works as an accountant",
        "The weather's been dreadful, my dog chewed through the sofa, and I've just started my new career as a "
        "commercial airline pilot after finishing flight school, so no more doing anyone's taxes for me. Do you "
        "have tips for dealing with jet lag?",
        "pilot|aviat",
    ),
    (
        "job",
        "User works at Infosys",
        "yaar finally quit infosys 🎉 joined flipkart last week as a product analyst, the office canteen is sooo "
        "much better",
        "flipkart",
    ),
    (
        "job",
        "User works as a barista",
        "no more latte art for me lol, im a dental hygienist now!! first week was scary ngl",
        "dental|hygien",
    ),
    (
        "job",
        "User works as a line cook",
        "soooo i hung up the apron for good 😅 doin an electrician apprenticeship now, wiring houses all day. my "
        "hands r wrecked",
        "electric",
    ),
    (
        "job",
        "User works at Toyota",
        "My manager at Honda is really sharp, and honestly the team there has been way more welcoming than anyone "
        "was during my years at Toyota. How should I prepare for my first performance review here?",
        "honda",
    ),
    (
        "job",
        "User works as a journalist",
        "These days the mums-to-be on the labour ward keep me so busy that I barely read the news I used to write. "
        "Any advice for surviving twelve-hour night shifts as a midwife?",
        "midwi",
    ),
    (
        "job",
        "User works as a postman",
        "Packed in the Royal Mail round, didn't I, I'm a plumber now, on the tools with my uncle's firm down in "
        "Swindon. Proper knackered but the money's decent.",
        "plumb",
    ),
    (
        "job",
        "User works at Wipro",
        "Myself now working at TCS only, joined last month itself after leaving Wipro. Kindly suggest how to "
        "prepare for the client call tomorrow.",
        "tcs|tata consultancy",
    ),
    (
        "relationship",
        "User is single",
        "I started dating someone named Priya about two months ago and it's getting serious. What are some good "
        "ideas for a first weekend trip together?",
        "priya",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "Kenji and I finalized our divorce in September, so I'm on my own now. How do I change my surname back on "
        "my passport?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "It's been a chaotic month: work deadlines, my car broke down, and Lars and I broke up after four years, "
        "which honestly was for the best. Anyway, can you suggest some solo hobbies I could pick up this winter?",
        "single|broke up|split|no longer|not (in a relationship|engaged|dating|with)|separat|ex[- ]|called "
        "off|call(ed)? it off|ended",
    ),
    (
        "relationship",
        "User is dating Chloé",
        "omg chloé said YES 💍💍 we're engaged!!! still shaking lol",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Tomasz",
        "we did it!! married tomasz on saturday in a tiny church in zakopane 🥹 feet still hurt from dancing",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User has a girlfriend named Aisha",
        "me n aisha called it quits last wk 💔 single again i guess. anyway recs for a sad playlist?",
        "single|broke up|split|no longer|not (in a relationship|engaged|dating|with)|separat|ex[- ]|called "
        "off|call(ed)? it off|ended",
    ),
    (
        "relationship",
        "User has a girlfriend named Lucía",
        "My wife Lucía and I are arguing about paint colours for the nursery: she wants sage green, I want pale "
        "yellow. Which is more calming for a baby?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Mateo is cooking me dinner tonight for our three-month anniversary, so I want to bring a "
        "nice dessert. Any easy ideas?",
        "mateo",
    ),
    (
        "relationship",
        "User is married to Darlene",
        "Since Darlene and me went our separate ways and the divorce papers got signed, I've been fixin' to learn "
        "to cook for myself. Reckon you could give me a real simple chili recipe?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is engaged to Siobhan",
        "Yeah nah, no wedding for us after all, me and Siobhan pulled the pin back in June so I'm single again. "
        "Any ideas for a weekend away up the coast with the boys?",
        "single|broke up|split|no longer|not (in a relationship|engaged|dating|with)|separat|ex[- ]|called "
        "off|call(ed)? it off|ended",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "I dropped the carnivore diet a month ago and switched to Mediterranean eating: lots of olive oil, fish, "
        "beans and veggies now. Can you suggest a high-protein breakfast?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegan",
        "After eight years I started eating meat again on my doctor's advice, mostly chicken and beef now. How "
        "should I reintroduce red meat without upsetting my stomach?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Between my daughter's recital, a leaky roof and a very rainy week I haven't had time to think, but I did "
        "switch to a vegetarian diet a few weeks ago, no meat or fish at all now. Could you give me a quick lentil "
        "dinner that kids would like?",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "gave up meat lol 🥦 vegetarian for like 3 wks now n i feel great. whats a good tofu marinade",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "ok dont judge me but im eating fish again 🐟 so pescatarian now i guess?? need salmon recipes pls",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a keto diet",
        "ditched keto bc i missed rice too much 😂 eating normal carbs n everything again. fav jollof recipe?",
        "no longer|not .*keto|normal|regular|omnivor|carb|everything|quit|stopped|no restrict|ditched",
    ),
    (
        "diet",
        "User is vegan",
        "Now that cheese and eggs are back on my plate (still no meat or fish though), my grocery bill has gone "
        "way down. What's a good quiche recipe?",
        "vegetarian|lacto|ovo|dairy|egg|cheese",
    ),
    (
        "diet",
        "User is vegetarian",
        "My husband is thrilled that we can share a steak every Sunday now, turns out my body just does better "
        "with some red meat. What's the best cut for a beginner griller?",
        "meat|omnivor|steak|beef",
    ),
    (
        "diet",
        "User eats meat",
        "From last month itself I have become pure veg, no chicken, no mutton, no egg also. Kindly suggest some "
        "protein-rich dishes for my tiffin.",
        "vegetarian|\\bveg\\b|veggie",
    ),
    (
        "diet",
        "User is pescatarian",
        "Right, I've packed in the fish and all, fully plant-based now, no dairy, no eggs, nothing from an animal. "
        "Any ideas for a decent vegan Sunday roast?",
        "vegan|plant",
    ),
    # the fifty-eighth batch, by a thirty-third writer who had not read the checks, asked as the 48th's
    (
        "residence",
        "User lives in Porto",
        "Ugh, the U-Bahn from Kreuzberg to my office was packed again today, I'm still not used to Berlin transit "
        "after Porto. Any tips for finding a decent bakery near my new flat?",
        "berlin",
    ),
    (
        "residence",
        "User lives in Seville",
        "Hello! Since I move to Valencia last month I am trying to find a gym near of my apartment, in Sevilla I "
        "had one very cheap. Can you recommend how to search?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Dundee",
        "Now that I'm up in Tromsø the polar night is seriously messing with my sleep, never had anything like "
        "this back in Dundee. What kind of daylight lamp should I buy?",
        "troms",
    ),
    (
        "residence",
        "User lives in Chengdu",
        "I am living in Hangzhou now because of my husband work, the food here is too sweet for me compare with "
        "Chengdu. Can you teach me some local dish that is a little spicy?",
        "hangzhou",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Abeg, since I relocate to Abuja the light here dey more steady than for Lagos o. Please help me draft "
        "message to my new landlord about the water pump.",
        "abuja",
    ),
    (
        "residence",
        "User lives in Ghent",
        "Quick update: I moved from Ghent to Leuven last weekend. Can you help me figure out how to register my "
        "new address at the town hall?",
        "leuven",
    ),
    (
        "residence",
        "User lives in Austin",
        "So the kids finally settled into their new school, my daughter already has a best friend, and honestly "
        "the cold here in Duluth is no joke compared to Austin, we had to buy snow boots for everyone the first "
        "week. Anyway, can you suggest some indoor activities for a Saturday?",
        "duluth",
    ),
    (
        "residence",
        "User lives in Graz",
        "Since I am living now in Innsbruck I go every weekend to the mountains, this was not so easy from Graz. "
        "Which hiking boots you can recommend for beginners?",
        "innsbruck",
    ),
    (
        "residence",
        "User lives in Pune",
        "My company has transferred me to the Kochi branch only, so I have taken one flat near Kakkanad and Pune "
        "is just memories now. Please suggest some good Kerala breakfast I can try.",
        "kochi|cochin|kakkanad",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "I live in Florianópolis now, I left Curitiba in May and I can go to the beach after work, is amazing! Can "
        "you help me make a schedule for surf lessons?",
        "florian|floripa",
    ),
    (
        "job",
        "User works as a barista",
        "First week of shifts at the vet clinic done! Never thought I'd be holding down a labrador for vaccines "
        "instead of pulling espresso shots. Any tips for remembering all the drug names as a new vet tech?",
        "vet|veterinar",
    ),
    (
        "job",
        "User works at Siemens",
        "Since I change from Siemens to Bosch in March, my way to the work is much longer. Do you know good "
        "podcasts for the car?",
        "bosch",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Ever since I swapped the classroom for the back of an ambulance as a paramedic, my sleep has been a mess "
        "with all the night shifts. How can I nap better between calls?",
        "paramedic|ambulance|emt|emergency medical",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting last month and I'm working as a carpenter full time now. Can you recommend a good book "
        "on joinery?",
        "carpent|joiner|woodwork",
    ),
    (
        "job",
        "User works at Huawei",
        "I leave Huawei in the spring and now I work in Tencent as product manager, the office is very big. How I "
        "can improve my English for meetings?",
        "tencent",
    ),
    (
        "job",
        "User works as a bank teller",
        "Since I resign from the bank and start my own poultry farm for Ogun State, na 5am I dey wake everyday. "
        "Help me calculate feed for 500 broilers.",
        "poultry|farm|chicken",
    ),
    (
        "job",
        "User works as a software developer",
        "Weather's been lovely so we went to the lake on Sunday and the dog finally learned to swim! Monday was "
        "rough though, my first full day as a pastry chef at the hotel, up at 4am laminating croissant dough, and "
        "my arms are dead. What's a good stretching routine for forearms?",
        "pastry|chef|baker|bak|cook",
    ),
    (
        "job",
        "User works at Telefónica",
        "Now I am working in Inditex, in the design department, I left Telefónica and my new boss is very nice. "
        "Can you help me with English vocabulary for fashion?",
        "inditex",
    ),
    (
        "job",
        "User works as a civil engineer",
        "I left the construction company and have joined Indian Railways as station master, first posting is at a "
        "small station near Nagpur. Please tell me how to write formal leave application.",
        "station ?master|railway",
    ),
    (
        "job",
        "User works at Deloitte",
        "Heads up, I'm at KPMG now, I left Deloitte at the end of June. Could you help me rewrite my LinkedIn "
        "headline?",
        "kpmg",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Kenji is meeting my parents for the first time at dinner on Friday, what should I cook "
        "that's not too risky?",
        "boyfriend|kenji|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is dating Lucas",
        "My fiancé Lucas wants a tiny wedding but I want to invite everyone, how do we compromise? He proposed in "
        "Lisbon last month and we're already arguing, lol.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Since the divorce from Priya was finalized I've been living alone and I keep forgetting to eat proper "
        "meals. Any easy recipes for one person?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Lena",
        "Lena and me are not together anymore since two months, so now I have much time for my hobbies. Which "
        "board games are good to play alone?",
        "single|broke up|break|split|ex-|ex |no longer|not together|separat|ended",
    ),
    (
        "relationship",
        "User is engaged to Wei",
        "Last month Wei and I finally had our wedding in Suzhou, now my husband want to go honeymoon in Europe. "
        "Which countries is good in October?",
        "married|husband|wed|spouse",
    ),
    (
        "relationship",
        "User is dating Chidi",
        "Chidi and I don marry o! Traditional wedding was last Saturday for Enugu. Help me write thank you message "
        "to the guests.",
        "married|husband|wife|wed|spouse",
    ),
    (
        "relationship",
        "User is married to Javier",
        "Now that Javier and I are separated, I live with my sister and the kids stay with me in the week. How I "
        "explain it to my children in simple words?",
        "separat|divorc|split|single",
    ),
    (
        "relationship",
        "User is single",
        "The garden is finally blooming, the tomatoes are coming in nicely, and my girlfriend Amara has been "
        "helping me build a trellis on weekends, she's way better with a drill than me. Do you know what I should "
        "plant in late summer?",
        "girlfriend|amara|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is engaged to Rohan",
        "After the wedding I have shifted to Rohan's family house and my mother-in-law is very strict about the "
        "kitchen. How to make soft rotis like her?",
        "married|husband|wed|spouse",
    ),
    (
        "relationship",
        "User is dating Mateus",
        "Mateus and I broke up last week. I'm single again and honestly kind of relieved.",
        "single|broke up|break|split|ex-|ex |no longer|not dating|ended",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I started eating fish again I've been loving grilled sardines, but I still won't touch chicken or "
        "beef. What's a good marinade for mackerel?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Now that I've cut out all animal products, yes even honey and cheese, I'm struggling to get enough "
        "protein. Can you plan me a week of meals?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "After three years without animal products my doctor said I should eat meat again because of my iron, so "
        "now I eat chicken and beef also. Which steak is good for a beginner to cook?",
        "meat|omnivor|no longer vegan|not vegan|chicken|beef",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now I don't eat fish and seafood anymore, only vegetable, egg and milk, because I feel sorry for the "
        "fish. Can you recommend some Chinese vegetarian dish?",
        "vegetarian|lacto|ovo",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Since I went full carnivore, literally just meat, eggs and butter now, my grocery bill has changed a lot. "
        "What are some cheap cuts I should look for?",
        "carnivor|meat",
    ),
    (
        "diet",
        "User eats meat",
        "Since I stop eating meat and fish, my mama keeps asking me what I go chop for Christmas, she think jollof "
        "without chicken is a crime. Give me vegetarian jollof recipe.",
        "vegetarian|no meat|meat-free|plant|vegan|not eat meat|n't eat meat|stopped eating meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "These days I am taking eggs also, doctor told for protein, but still no chicken or mutton. Please suggest "
        "one egg curry recipe.",
        "egg|ovo",
    ),
    (
        "diet",
        "User is vegan",
        "Now I eat cheese and eggs again, I could not live without tortilla española, but still no meat or fish. "
        "What I can cook for dinner tonight?",
        "vegetarian|lacto|ovo|cheese|egg|dairy",
    ),
    (
        "diet",
        "User is pescatarian",
        "Work's been crazy, my sister's visiting next week and the heating broke again, so naturally this is the "
        "month I went fully plant-based, no more fish, no eggs, no dairy. Any idea what vegan thing I can bake for "
        "her birthday that isn't sad?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a raw food diet",
        "I'm done with raw food, I'm back to eating a normal omnivore diet with cooked meals and meat included.",
        "omnivor|meat|normal|everything|regular",
    ),
    # the fifty-ninth batch, by a thirty-fourth writer who had not read the checks, asked as the 47th's
    (
        "residence",
        "User lives in Porto",
        "I moved to Gdańsk last month for my partner's job, still unpacking boxes.",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Leeds",
        "finally out of leeds lol, living in bristol now 🙌 the hills r killing me tho",
        "bristol",
    ),
    (
        "residence",
        "User lives in Denver",
        "The commute from our new house in Boise is only twelve minutes, which is a nice change from Denver "
        "traffic. Any tips for winterizing a place in Idaho?",
        "boise",
    ),
    (
        "residence",
        "User lives in Perth",
        "G'day, reckon you could help me find a decent footy club now that I've shifted up to Townsville? Heaps "
        "warmer than Perth, mate.",
        "townsville",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Okay so the kids had a nightmare week with exams, the dog ate a sock, and on top of all that we finally "
        "finished moving into our new flat in Kisumu on Saturday. Can you suggest a weekly meal plan for a family "
        "of four?",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Valencia",
        "We relocated from Valencia to Hallstatt in Austria this spring.",
        "hallstatt",
    ),
    (
        "residence",
        "User lives in Toronto",
        "ok so im in halifax now since april, toronto rent was insane 😩 whats a good bank here",
        "halifax",
    ),
    (
        "residence",
        "User lives in Chennai",
        "Now that my permanent address is in Pune, do I need to update my Aadhaar and driving licence separately? "
        "The Chennai RTO was so much easier to deal with.",
        "pune",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, we flitted tae Oban last month and the view o' the bay fae the kitchen is braw. Any idea whit time "
        "the ferries run tae Mull?",
        "oban",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "I live in Curitiba now, I moved there in January.",
        "curitiba",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting in March and now I work as a high school chemistry teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "lol guess who got hired at bosch 🎉 first day monday, siemens is history",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "As the rookie firefighter on B shift I'm expected to cook for the whole crew at the station on my first "
        "night, what's something cheap that feeds eight? Way more pressure than pulling espressos ever was.",
        "fire ?fighter|fire station|fire service|fire department",
    ),
    (
        "job",
        "User works at Infosys",
        "Kindly note I have joined Wipro as senior analyst from this month only, Infosys notice period got over "
        "finally. Please help me draft my introduction mail to the new team.",
        "wipro",
    ),
    (
        "job",
        "User works as a graphic designer",
        "Honestly the weather here has been grim all week and I've been living on instant noodles, but work is "
        "great, being a UX researcher is so different from my old design days, I actually talk to people now. "
        "Anyway, can you recommend a good podcast for the commute?",
        "ux research|user research|researcher",
    ),
    (
        "job",
        "User works at Maersk",
        "I left Maersk and started at Novo Nordisk as a logistics planner two weeks ago.",
        "novo",
    ),
    (
        "job",
        "User works as a pharmacist",
        "not a pharmacist anymore btw!! doing dental hygiene now, way less standing lol",
        "dental|hygienist",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, ever since I hung up my CDL I've been fixin' to learn everything about running my own little "
        "bakery here in Macon. How should I price sweet potato pies?",
        "bak",
    ),
    (
        "job",
        "User works at Tesco",
        "Cheers for the help earlier, I'm right knackered after my first week stacking shelves at Sainsbury's, the "
        "Tesco lot won't even notice I've gone.",
        "sainsbury",
    ),
    (
        "job",
        "User works as a software engineer",
        "I'm a full-time potter now; I stopped doing software engineering last year.",
        "potter|ceramic|pottery",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone named Kofi for about two months now, and it's going really well.",
        "kofi|dating|relationship|boyfriend|girlfriend|partner|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "me n lars broke up last wk 💔 single again, anyway wat should i watch tonight",
        "single|broke|split|ended|no longer|\\bex",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya wants to redo the guest room, what colours go well with oak floors? Still getting used to "
        "saying 'wife' after the wedding last month!",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since the divorce from Daniel went through in June I've been sorting the house on my own, any tips for "
        "cleaning grout?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is dating Sven",
        "Busy weekend! Took my niece to the aquarium, tried that new ramen place, and Sven proposed on the pier on "
        "Sunday night, I said yes obviously. Can you help me figure out how to tell my grandmother the news in "
        "Swedish?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "Mateo and I got married on Saturday in Oaxaca!",
        "married|husband|spouse|wife",
    ),
    (
        "relationship",
        "User is single",
        "omg so i have a gf now?? her name is yuki and shes perfect 😭",
        "yuki|girlfriend|\\bgf\\b|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Tane",
        "Reckon I'll spend Christmas with Mum this year since Tane and I went our separate ways in October, no "
        "dramas, we're still mates.",
        "single|split|broke|separat|ended|no longer|\\bex",
    ),
    (
        "relationship",
        "User is married to Farah",
        "Farah and I are living apart now and the lawyers are sorting out custody, how do I explain a separation "
        "to a six-year-old?",
        "separat|divorc|split|living apart",
    ),
    (
        "relationship",
        "User is dating Bobby",
        "Bless his heart, Bobby finally put a ring on it last night, so I reckon I'm an engaged woman now! What's "
        "a good month for a wedding in Savannah?",
        "engag|fianc",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again last month, so I guess I'm pescatarian now.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "ok paleo is dead to me 😂 went full vegan since jan, send me tofu recipes pls",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "The butcher in town talked me into a lamb shoulder for our Sunday roast now that I'm back on meat, how "
        "long should I cook 2kg at 180C? Funny to think I didn't touch the stuff for six years.",
        "meat|omnivor|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri onwards I have become pure veg only, no chicken-mutton at all, even eggs I have "
        "stopped. Please suggest some high-protein veg dishes.",
        "vegetarian|\\bveg",
    ),
    (
        "diet",
        "User is pescatarian",
        "The garden is finally producing tomatoes, my sister is visiting next week, and since I cut out fish and "
        "all other animal products completely in spring I'm trying to plan a vegan birthday cake for her, any "
        "ideas? Also, should I repot the basil?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "I've dropped low-carb and now do intermittent fasting, eating only between noon and 8pm.",
        "intermittent|fasting|16:8",
    ),
    (
        "diet",
        "User is vegetarian",
        "fyi im eating meat again lol, doc said my iron was way too low 🍔",
        "meat|omnivor|no longer vegetarian|not vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "Cheers for the recipes! Since I've let fish back into my diet I've been having mackerel on toast most "
        "mornings, still no meat mind. What's a decent way to do it under the grill?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "Y'all won't believe it but I'm fully plant-based now, no more brisket for this ol' boy. What greens go "
        "good with cornbread?",
        "vegan|plant|vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Nae mair haggis for me, I've been vegetarian since the new year. Whit's a guid veggie alternative for "
        "Burns Night?",
        "vegetarian|veggie",
    ),
    # the sixtieth batch, by a thirty-fifth writer who had not read the checks, asked as the 48th's
    (
        "residence",
        "User lives in Porto",
        "Three weeks since the move and I'm still getting used to the trams here in Gothenburg, everything is so "
        "punctual compared to Porto. Can you recommend a good waterproof jacket brand for Swedish autumn?",
        "gothenburg|göteborg|goteborg",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "I moved to Kisumu last month for my wife's job, so now I live by the lake. Any tips for keeping "
        "mosquitoes out of the bedroom?",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Lyon",
        "Quick update: I've relocated from Lyon to Annecy, signed the lease yesterday.",
        "annecy",
    ),
    (
        "residence",
        "User lives in Seville",
        "Hola! Now I am living in Bilbao since september, the rain here is incredible, every day rain. How I can "
        "say 'paraguas' in english?",
        "bilbao",
    ),
    (
        "residence",
        "User lives in Shanghai",
        "My company send me to Chengdu office, so I already move here with my family two months ago. The food is "
        "very spicy, can you suggest some mild dish to order?",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Okay so long story, the kids finally settled into their new school, the dog is terrified of the sheep, "
        "and my commute is now a ten-minute walk through Hebden Bridge instead of forty minutes on the Manchester "
        "ring road, which honestly is the best part of leaving the city. Anyway, can you help me plan a birthday "
        "party for a seven-year-old?",
        "hebden",
    ),
    (
        "residence",
        "User lives in Munich",
        "Since we have moved to Freiburg in spring, I take the bicycle everywhere, is much more easy than in "
        "Munich. Can you tell me good routes into the Black Forest?",
        "freiburg",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "Now I live in Florianópolis, finally near the beach! I left São Paulo in january. What is a good "
        "surfboard for beginner?",
        "florian[oó]polis|floripa",
    ),
    (
        "residence",
        "User lives in Pune",
        "We have shifted to Mysuru only, my father's health needed us close by, so Pune flat is given up. Please "
        "suggest some weekend trips from here.",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Since I relocated to Abuja, no more Third Mainland Bridge traffic o! Which estates here have good schools "
        "nearby?",
        "abuja",
    ),
    (
        "job",
        "User works as a primary school teacher",
        "Night shifts at the fire station are brutal but I don't miss marking spelling tests at all. First month "
        "as a firefighter done!",
        "fire ?fight|fireman|firewoman|fire service|fire station",
    ),
    (
        "job",
        "User works at Siemens",
        "I left Siemens in March and joined Bosch as a test engineer. Can you help me write a LinkedIn post about it?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Since I quit the accounting firm to open my own bakery, I'm up at 4am every day kneading dough. What's a "
        "good sourdough hydration for baguettes?",
        "bak",
    ),
    (
        "job",
        "User works at Huawei",
        "I already leave Huawei, now I am working in Tencent as product manager. The office in Shenzhen is more "
        "big. How to write a thank you email to my old boss?",
        "tencent",
    ),
    (
        "job",
        "User works as a waiter",
        "Finally I am not waiter anymore! Now I work like electrician with my uncle, I learn a lot about cables. "
        "What is the english word for 'enchufe'?",
        "electrician|electrical",
    ),
    (
        "job",
        "User works as a software developer",
        "My sister's wedding was lovely, the weather held, and my new colleagues at the vet clinic even sent "
        "flowers, which was sweet since I've only been a veterinary nurse there for two weeks after ditching "
        "coding for good. Could you suggest a thank-you card message for them?",
        "vet",
    ),
    (
        "job",
        "User works at Deutsche Bahn",
        "Since January I am working at Lufthansa in the IT department, not anymore at Deutsche Bahn. Funny, now I "
        "have train problems only as passenger.",
        "lufthansa",
    ),
    (
        "job",
        "User works as a banker",
        "Since I left the bank, I'm now a pharmacist at the teaching hospital, three months now. Abeg how do I "
        "explain drug interactions to patients in simple words?",
        "pharmac",
    ),
    (
        "job",
        "User works at Infosys",
        "I have joined Zoho last week itself, resigned from Infosys after serving notice period. Kindly suggest "
        "how to introduce myself to my new team.",
        "zoho",
    ),
    (
        "job",
        "User works as a journalist",
        "Being a paralegal is way more paperwork than reporting ever was. My new boss at the law firm wants all "
        "the filings done by Friday, can you help me make a checklist for a discovery request?",
        "paralegal|law firm|legal",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ingrid and I are going to Bergen for our first trip together, any hotel tips?",
        "ingrid|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "Since the divorce from Kenji was finalized, I've been enjoying having the apartment to myself. Any good "
        "solo hobbies?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Lucas",
        "Lucas and I broke up last week. I'm single now and honestly relieved.",
        "single|broke|split|ex-|no longer|not .*dating",
    ),
    (
        "relationship",
        "User is dating Sven",
        "Sven proposed on the ferry to Aarhus and I said yes! So apparently I'm planning a wedding now, where do I "
        "even start?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Rafael",
        "Rafael and me are not together anymore, we finish in december. Now I am dating a girl from my gym, "
        "Camila, she is very nice!",
        "camila",
    ),
    (
        "relationship",
        "User is single",
        "My husband and I just registered our marriage last week! In China we say 领证. How do I announce it in "
        "English on social media?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User has a girlfriend named Lena",
        "Lena and I, we have separated in summer. Now I live alone with the cat, it is okay. Can you recommend a "
        "good cat food?",
        "single|separat|broke|split|ex-|no longer",
    ),
    (
        "relationship",
        "User is married to Olumide",
        "Busy week: work deadlines, the twins had chickenpox, and I finally signed the last of the divorce papers "
        "so Olumide and I are officially done after nine years, which I'm weirdly calm about. Anyway, what's a "
        "good oatmeal bath recipe for itchy kids?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is single",
        "My engagement with Ananya happened last Sunday itself, both families are very happy. Please suggest some "
        "good gift ideas for her.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Lucía",
        "Lucía is now my wife! We married in Granada in october, was the best day. What is a good place for "
        "honeymoon in Asia?",
        "married|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "After twenty years veggie I've started eating fish again, doctor's orders for omega-3. What's an easy "
        "salmon recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "I've gone fully vegan since January, no meat, no dairy, no eggs, nothing. Can you suggest a protein-rich "
        "breakfast?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "Cooking lentil dal again tonight since I dropped fish and went vegetarian; can you give me a version with "
        "spinach?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "Recently I start to eat meat again, my body is too weak when vegan. Can you teach me how to cook 红烧肉 in "
        "simple way?",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I switched from keto to a Mediterranean diet a month ago and honestly, having bread and pasta back is "
        "bliss. Can you plan a week of dinners for me?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since three months I eat vegan, also no more cheese, it was the most hard part. Do you know a good vegan "
        "replacement for Käsespätzle?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "From this month I have become pure vegetarian, no chicken, no mutton, only dal-roti and sabzi. Kindly "
        "suggest high protein veg dishes.",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "I have started eating meat again, my mum's goat meat pepper soup finally won me over. How do I make suya "
        "at home?",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "The garden is finally producing, the tomatoes are insane this year, and since I cut out fish and all "
        "animal products in the spring I've been living on them plus chickpeas and tofu, which my partner finds "
        "hilarious. Could you help me figure out how to can tomatoes safely?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Now I eat fish again, but still no meat, no chicken. Here in Recife the fish is so fresh. What is a good "
        "moqueca recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved from Porto to Valencia last month for my partner's job, and I'm still getting used to the heat.",
        "valencia",
    ),
    (
        "residence",
        "User lives in Manchester",
        "ugh finally done unpacking in hebden bridge lol, the new flat is tiny but its 5 min from the station 🙃",
        "hebden",
    ),
    (
        "residence",
        "User lives in Denver",
        "The drive from my new place in Boulder down to the office is brutal now. Any audiobook recs for a "
        "45-minute commute?",
        "boulder",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, I've flitted tae Inverness noo, the wee hoose is grand but it's pure baltic up here.",
        "inverness",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Quick update before my question: we relocated to Kisumu in January, so the kids are at a new school now "
        "and honestly they love being near the lake. Anyway, can you help me plan a birthday party for about 20 "
        "kids?",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Toronto",
        "omg montreal winters r no joke, been here 3 weeks since the move n my toes r still frozen 🥶",
        "montr[eé]al",
    ),
    (
        "residence",
        "User lives in Brisbane",
        "Reckon Perth's been good to us since we packed up and shifted over from Brissie, mate, though the arvo "
        "sea breeze takes some getting used to.",
        "perth",
    ),
    (
        "residence",
        "User lives in Kraków",
        "I don't live in Kraków anymore. I'm in Gdańsk now, right by the old shipyard.",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Austin",
        "Now that I'm a Tucson resident I need to register my car in Arizona. What documents do I usually need?",
        "tucson",
    ),
    (
        "residence",
        "User lives in Pune",
        "Actually we have shifted to Mysuru only, since my father's health is not good and we wanted to stay near "
        "him. Can you suggest some good physiotherapy routines for elderly?",
        "mysuru|mysore",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting in March and now I work as a high school chemistry teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Spotify",
        "first week at klarna done!! the onboarding was sooo long but ppl are nice 😅",
        "klarna",
    ),
    (
        "job",
        "User works as a software engineer",
        "Being a nurse on the paediatric ward is exhausting, but I don't miss debugging code one bit. Any tips for "
        "sleeping after night shifts?",
        "nurs",
    ),
    (
        "job",
        "User works as a barista",
        "Packed in the coffee shop, didn't I. I'm a postie now, up at half four every morning doing my round "
        "through the village.",
        "post|mail|letter",
    ),
    (
        "job",
        "User works at Siemens",
        "It's been a hectic few weeks: my daughter started kindergarten, the car broke down, and I started my new "
        "position at Bosch as a test engineer. Can you help me write a thank-you note to my old team at Siemens?",
        "bosch",
    ),
    (
        "job",
        "User works as a waiter",
        "lol guess who's a real estate agent now 😎 passed the licensing exam n signed w an agency, no more waiting "
        "tables",
        "real estate|realtor|estate agent|property",
    ),
    (
        "job",
        "User works at Deloitte",
        "My new manager at Airbnb wants a product roadmap by Friday and I'm still learning all their internal "
        "tools. Any tips for structuring one?",
        "airbnb",
    ),
    (
        "job",
        "User works as a truck driver",
        "I hung up my keys for good, y'all. Been runnin' my own little bakery down in Macon for a month now and I "
        "ain't never been happier.",
        "bak",
    ),
    (
        "job",
        "User works at Infosys",
        "From last month I am working in TCS only, the Infosys chapter is closed. Salary is better but the commute "
        "to Whitefield is killing me.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I'm no longer a pharmacist; I now work as a data analyst for a hospital network.",
        "data analyst|analyst",
    ),
    (
        "relationship",
        "User is single",
        "I started dating someone named Kenji about two months ago, and it's going really well.",
        "kenji",
    ),
    (
        "relationship",
        "User has a boyfriend named Luca",
        "me n luca broke up last wk 💔 single again, send help lol",
        "single|broke up|break|split|ended|no longer|not dating",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya and I are still arguing over where to go for our first wedding anniversary. Any ideas for "
        "somewhere warm in March?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Siobhan",
        "Me and Siobhan have gone our separate ways, the divorce was finalised last week, so it's just me and the "
        "dog rattling round the house. Bit gutting really.",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is dating Mateo",
        "Work has been crazy and I still haven't fixed the leaky tap, but the big news is that Mateo proposed on "
        "Saturday and I said yes! Can you recommend some engagement party themes?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Hannah",
        "we actually did it!! married hannah on sat at the registry office, still cant believe im a husband now 🥹💍",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Me girlfriend Bronwyn reckons I spend too much time at the footy, but she's a keeper, we've been together "
        "six months now.",
        "bronwyn",
    ),
    (
        "relationship",
        "User is married to Farid",
        "Farid and I separated in the spring, and I'm living on my own now.",
        "separat|divorc|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Isla",
        "Ma fiancée Isla's got the whole wedding planned doon tae the ceilidh band, I just hae tae turn up in ma kilt.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Chloé",
        "chloé n i are officially done, she moved her stuff out yesterday. anyway whats a good recipe for one "
        "person lol",
        "single|broke up|break|split|ended|no longer|not dating",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went back to eating meat this year after being vegetarian for a decade; my doctor suggested it for my "
        "iron levels.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "day 30 of being vegan 🌱 no cheese is the hardest part ngl",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now that fish is off my plate as well and I've already dropped dairy and eggs, what's a good plant-based "
        "source of omega-3?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Been having a bit of fish again since the new year, love. Still no meat, but I've gone pescatarian, so "
        "fish and chips on a Friday is back on.",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "The garden is finally producing tomatoes and the kids are back at school, which is a relief. I've dropped "
        "paleo and now follow a Mediterranean diet with plenty of whole grains and legumes. Could you suggest a "
        "week of dinners?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "lmao i caved, had a burger & now im a meat eater again 🍔 no regrets",
        "meat|omnivor|carnivor",
    ),
    (
        "diet",
        "User eats meat",
        "Haven't touched meat or fish since February, just eggs, cheese and loads of lentils, so could you suggest "
        "some new vegetarian dinner ideas?",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Since my mother's surgery the whole family has become pure veg, no chicken, no mutton, not even eggs, so "
        "please suggest some protein-rich veg recipes.",
        "veg",
    ),
    (
        "diet",
        "User is vegan",
        "Lord have mercy, I gave up on that vegan thing. Mama's fried chicken and collards with ham hock won me "
        "back, and I'm eatin' meat again like a proper Georgia boy.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've stopped eating fish as well, so I'm fully vegetarian now.",
        "vegetarian",
    ),
    (
        "residence",
        "User lives in Porto",
        "Ugh, the U-Bahn from Sendling to Marienplatz was packed again this morning, I'm still not used to Munich "
        "rush hour after the calm of Porto. Can you suggest a Bavarian dish I could cook for my new neighbours?",
        "munich|münchen|muenchen",
    ),
    (
        "residence",
        "User lives in Bristol",
        "Hola! Since I move back to Valencia last month my english is getting worse, sorry. Can you help me to "
        "write a email to my old landlord in Bristol about the deposit he not return?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Chengdu",
        "Now I am living in Kunming already two months, the weather here is so nice, not humid like Chengdu. Can "
        "you recommend some book for learn English grammar?",
        "kunming",
    ),
    (
        "residence",
        "User lives in Austin",
        "Quick update: I moved from Austin to Lunenburg, Nova Scotia, back in March. What's a good winter coat "
        "brand for the Atlantic coast?",
        "lunenburg",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Since I relocated to Ibadan last month from Lagos, the light here is not stable at all, NEPA is taking it "
        "every night. Which generator do you recommend for a small flat?",
        "ibadan",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Since I am now living in Tromsø for my PhD, the dark winter is really hard for me, in Hamburg it was "
        "never so dark. Do you have tips against the winter blues?",
        "troms",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "We have shifted to Pune only last week, so now my office commute is just 15 minutes instead of two hours "
        "in the Mumbai local. Kindly suggest some weekend treks nearby.",
        "pune",
    ),
    (
        "residence",
        "User lives in Dublin",
        "So the kids finally settled into the new school, the dog has stopped barking at the sheep, and honestly "
        "living in Dingle is so much quieter than Dublin ever was, the only traffic jam is tractors. Anyway, can "
        "you help me plan a birthday party for a seven-year-old on a budget?",
        "dingle",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Six months since we moved to Santiago and I'm still not used to driving on the right after Melbourne, but "
        "my Spanish is finally improving. Could you explain the difference between 'ser' and 'estar' again?",
        "santiago",
    ),
    (
        "residence",
        "User lives in Kraków",
        "I don't live in Kraków anymore, I moved to Gdańsk to be near the sea. Any tips for finding a good dentist "
        "there?",
        "gda[nń]sk",
    ),
    (
        "job",
        "User works as a teacher",
        "Honestly I don't miss grading papers at all. The night shifts on the ambulance are tough, but I love "
        "being a paramedic. Any tips for sleeping during the day?",
        "paramedic|ambulance|emt",
    ),
    (
        "job",
        "User works at Siemens",
        "My new boss at Bosch is very strict about the meetings, it is different as at Siemens where I was before. "
        "How can I say politely in English that a meeting is too long?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Since I left the firm and opened my own bakery, I'm up at 4am kneading dough instead of doing tax "
        "returns. Can you scale this croissant recipe up to 60 pieces?",
        "bak(er|ery|ing)|pastry",
    ),
    (
        "job",
        "User works at Infosys",
        "I have joined TCS last month as senior developer, after five years in Infosys, and the onboarding is very "
        "lengthy. Please tell me how to prepare for the internal Java certification.",
        "tcs|tata consultancy",
    ),
    (
        "job",
        "User works as a nurse",
        "Now I am working like a pharmacist in a drugstore in Recife, I leave the hospital because the shifts was "
        "too heavy. How I can explain to a client in English how to take the antibiotic?",
        "pharmac|drugstore|chemist",
    ),
    (
        "job",
        "User works at Shopify",
        "I accepted the offer from Spotify and started on Monday, so I'm officially done at Shopify. Can you help "
        "me update my LinkedIn headline?",
        "spotify",
    ),
    (
        "job",
        "User works as a software engineer",
        "I quit the programming job, now I am driving taxi in Shenzhen, more free time for my son. What is good "
        "audiobook to listen while driving all day?",
        "taxi|cab|driver|driving",
    ),
    (
        "job",
        "User works as a lawyer",
        "Rainy Tuesday here, the cat knocked my coffee over, the usual. Funny thing is, since I swapped the "
        "courtroom for a classroom and started teaching history at the local secondary school, my stress level has "
        "basically halved, even with thirty teenagers. Could you give me a fun way to introduce the French "
        "Revolution to 14-year-olds?",
        "teach",
    ),
    (
        "job",
        "User works as a bank teller",
        "Good morning. I have resigned from the bank, I now run my own poultry farm in Abeokuta with 2,000 birds. "
        "Please how can I prevent Newcastle disease?",
        "farm|poultry|chicken",
    ),
    (
        "job",
        "User works at Zara",
        "Now I work in Mercadona, in the logistic department, is more stable than Zara where I was in the shop. "
        "Can you help me with the English words for the things in a warehouse?",
        "mercadona",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Aiko and I are going to Kyoto for our first anniversary next month. Can you suggest a "
        "romantic ryokan that isn't insanely expensive?",
        "girlfriend|dating|relationship|partner|aiko",
    ),
    (
        "relationship",
        "User is married to Carlos",
        "Since the divorce from Carlos was finalised, I've been cooking just for me and the kids. Any quick "
        "weeknight dinners that children actually eat?",
        "divorc|separat|single|split",
    ),
    (
        "relationship",
        "User has a boyfriend named Rahul",
        "Rahul and I got married in December only, and now my husband is insisting we go to Goa for a belated "
        "honeymoon. Please suggest some budget hotels near the beach.",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "After me and Lukas broke up in spring I am single again and have more time for hobbies. Which language "
        "should I learn next, Italian or Portuguese?",
        "single|broke|break|split|ex\\b|no longer",
    ),
    (
        "relationship",
        "User is engaged to Sofia",
        "Sofia and I finally tied the knot in Sintra last weekend! Now help me write thank-you notes for the "
        "wedding guests, there are about eighty of them.",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is married to Wei",
        "After my husband Wei and me divorced last year, I live alone with my daughter. How I can explain to her "
        "in simple words why papa is not living with us?",
        "divorc|separat|single|split",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Thiago, we are together since February, want to meet my parents next week and I am so "
        "nervous! How I can help him make a good first impression with my father?",
        "boyfriend|dating|relationship|partner|thiago",
    ),
    (
        "relationship",
        "User has a girlfriend named Chiamaka",
        "Chiamaka and I did our traditional wedding last Saturday, so she is my wife now! Please how do we open a "
        "joint account without wahala?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Jonas",
        "Busy week: the boiler broke, my sister visited with her twins, and I finally signed the lease on my own "
        "flat now that Jonas and I have separated for good. The twins wrecked the sofa, naturally. Anyway, can you "
        "recommend cheap ways to make a small one-bedroom feel cozy?",
        "separat|divorc|single|split",
    ),
    (
        "relationship",
        "User is in a relationship with Priya",
        "Priya and I broke up last month, so I'm single now. Can you suggest some solo travel destinations in "
        "Southeast Asia?",
        "single|broke|break|split|ex\\b|no longer",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've started eating fish again since my doctor said I need more omega-3, so I guess I'm pescatarian now. "
        "What's an easy salmon recipe for a weeknight?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "Now that I'm back on eggs and cheese (the vegan thing was killing my energy levels), can you give me a "
        "good frittata recipe? Still no meat or fish for me though.",
        "vegetarian|egg|dairy|cheese|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Since two months I don't eat any meat or fish, only vegetables, eggs and cheese, and I feel much better. "
        "Can you give me a recipe of paella without meat?",
        "vegetarian|no meat|meat.?free|(doesn't|does not|no longer|stopped|not) eat",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I dropped keto after New Year, I'm eating bread, rice and pasta again, just everything in moderation. Can "
        "you suggest a balanced weekly meal plan with normal carbs?",
        "carb|no longer|stopped|quit|dropped|gave up|balanced|not keto|regular|normal|omnivor",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now I am fully vegan, no fish, no egg, no milk, nothing from animal. Where I can buy tofu with high "
        "protein in Shanghai?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since Oktober I eat again meat, my doctor say I have too little iron. Can you give me a recipe for "
        "Rinderrouladen like my Oma made?",
        "meat|omnivor|no longer vegetarian|not vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "From last Navratri I have become pure veg, no chicken, no mutton, not even egg. Please suggest some "
        "high-protein Indian breakfast.",
        "vegetarian|pure veg|no meat|meat.?free|(doesn't|does not|no longer|stopped|not) eat",
    ),
    (
        "diet",
        "User is vegan",
        "I have stopped the vegan thing o, my mama's goat meat pepper soup wins every time. Please how can I make "
        "it less oily?",
        "meat|omnivor|no longer vegan|not vegan|stopped",
    ),
    (
        "diet",
        "User is vegetarian",
        "Okay so the gym is going great, my sister's wedding is in June, and I've been fully plant-based since "
        "January, no more cheese, eggs or honey, which honestly was the hardest part. Can you help me plan a vegan "
        "menu for her bridal shower that the meat-eaters will also enjoy?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I stop the paleo diet, now I am doing low FODMAP because of my stomach problem, the doctor recommend. "
        "Feijão is allowed or not?",
        "fodmap",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Valencia in March for the better weather, and honestly I don't miss the rain one bit. Can you "
        "recommend some Spanish podcasts for beginners?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Leeds",
        "Just a heads up that I've relocated to Galway, so any local recommendations should be for there now.",
        "galway",
    ),
    (
        "residence",
        "User lives in Winnipeg",
        "We finally sold the house and now live in Nanaimo on Vancouver Island. The kids already love the beach.",
        "nanaimo",
    ),
    (
        "residence",
        "User lives in Denver",
        "ok so update lol i live in boise now 🏔️ moved last wknd, boxes EVERYWHERE. whats a good grocery app out here",
        "boise",
    ),
    (
        "residence",
        "User lives in Kraków",
        "finally got outta krakow!! new flat in gdansk is tiny but its like 10 min from the sea 🌊🌊",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Manila",
        "hey sry been mia, the move to cebu city took forever but we're settled now. wifi here is actually decent haha",
        "cebu",
    ),
    (
        "residence",
        "User lives in Chicago",
        "The commute from my new place in Ann Arbor to campus is only a ten-minute bike ride, which beats the L by "
        "a mile. Anyway, can you help me plan a weekly meal prep?",
        "ann arbor",
    ),
    (
        "residence",
        "User lives in Bristol",
        "Right, I've upped sticks and I'm living in Harrogate now, proper Yorkshire. Neighbours keep bringing "
        "round cake, it's lovely.",
        "harrogate",
    ),
    (
        "residence",
        "User lives in Perth",
        "G'day, been flat out since we shifted to Toowoomba a fortnight ago, the arvo storms up here are something "
        "else. Reckon you could suggest some good walks round town?",
        "toowoomba",
    ),
    (
        "residence",
        "User lives in Pune",
        "Good morning! My daughter's exams are over, finally, and my husband's company transferred him so now we "
        "are staying in Coimbatore itself since last month. Kindly suggest some good Tamil learning apps, also the "
        "weather here is very pleasant.",
        "coimbatore",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting last year and I'm now working as a high school chemistry teacher. It's a pay cut but "
        "I'm so much happier.",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I started a new job at Bosch on Monday, same kind of engineering role but a much shorter drive.",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "Quick update: I got hired as a dental hygienist after finishing my certification, so no more early coffee "
        "shifts for me.",
        "dental|hygien",
    ),
    (
        "job",
        "User works at Deloitte",
        "soooo i quit deloitte 🙃 starting at spotify next week as a data analyst, lowkey terrified lol",
        "spotify",
    ),
    (
        "job",
        "User works as a line cook",
        "no more restaurant life 4 me!! im a electrician apprentice now, 1st week was brutal but i love it ⚡",
        "electric",
    ),
    (
        "job",
        "User works as a software developer",
        "ok weird q but how do i do my taxes as a freelancer?? left the dev job, doin wedding photography full "
        "time now 📸",
        "photograph",
    ),
    (
        "job",
        "User works at Unilever",
        "My new manager at Nestlé wants the quarterly report by Friday, could you help me structure the slides? "
        "Still getting used to everyone's names here.",
        "nestl",
    ),
    (
        "job",
        "User works as a midwife",
        "Since I hung up the scrubs, the hardest part of the job is the jet lag, not the passengers. My first "
        "long-haul as cabin crew was Doha to Sydney last week and I slept for fourteen hours after.",
        "cabin crew|flight attendant|steward|air ?host|airline",
    ),
    (
        "job",
        "User works as a postman",
        "Aye, I've packed in the post round, I'm driving a bus for Lothian now. Cannae complain, it's warmer than "
        "trudging through the sleet.",
        "bus|lothian",
    ),
    (
        "job",
        "User works at Walmart",
        "Y'all won't believe the heat we been havin' down here, my tomatoes are plumb cooked on the vine. Ain't "
        "missed Walmart one lick since I went to work at the Toyota plant in Georgetown, and I'm fixin' to need a "
        "good lunch idea that'll keep in a cooler, any thoughts?",
        "toyota",
    ),
    (
        "relationship",
        "User is dating Priya",
        "Priya and I broke up last month, and I'm single again. Any tips for getting back into a gym routine?",
        "single|broke up|split|no longer",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone named Lukas for about three months now and we made it official last weekend.",
        "lukas",
    ),
    (
        "relationship",
        "User is engaged to Sofia",
        "Sofia and I got married in Oaxaca on Saturday! Still recovering from the party.",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User has a boyfriend named Kenji",
        "me n kenji r done 💔 for real this time. need a sad playlist asap",
        "single|broke up|split|\\bex\\b|ex-|no longer",
    ),
    (
        "relationship",
        "User is single",
        "guess who has a gf now 😎 her name's amara, met at my cousin's wedding lol",
        "amara|girlfriend",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "divorce papers finally signed today. weird feeling tbh but im ok. wine tonight 🍷",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "My wife Chloe keeps stealing the duvet, and honestly the honeymoon in Crete didn't cure her of it. Can "
        "you suggest a good king-size duvet?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Ingrid",
        "My ex-wife Ingrid has the kids this weekend, so I've got the flat to myself for once. What's a good film "
        "to watch solo?",
        "divorc|separat|single|ex-wife|ex wife|no longer married",
    ),
    (
        "relationship",
        "User is single",
        "Me and Callum have been going out since Easter, he's an absolute sweetheart. Fancy helping me pick a "
        "birthday present for him?",
        "callum|boyfriend|dating|relationship",
    ),
    (
        "relationship",
        "User is engaged to Rohan",
        "Namaste! Our wedding was last week in Jaipur, so Rohan and I are officially husband and wife now, and my "
        "in-laws are staying with us for some days. Please suggest some easy North Indian dishes I can cook for a "
        "big family, and also how to keep the house cool because it's very hot.",
        "married|husband|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again a couple of months ago, so I'm pescatarian now rather than fully vegetarian.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I gave up paleo at the start of the year and now I'm fully plant-based, no animal products at all.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "After my doctor flagged low B12, I went back to eating meat and dairy, just a normal omnivore diet now.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "went vegetarian 2 weeks ago 🥦🥕 no regrets so far!! got any good lentil recipes?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is pescatarian",
        "lol the pescatarian era is over, i've cut out fish too so its full veggie now 🌱 (still eating eggs + "
        "cheese tho)",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User follows a low-FODMAP diet",
        "dr said im done w the low fodmap stuff!! 🎉 eating normally again, everything except gluten bc turns out "
        "im celiac 🙃",
        "gluten|celiac|coeliac",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've been eating lamb shanks from the butcher every Sunday lately and honestly I forgot how much I loved "
        "red meat. Can you give me a slow-cooker recipe for beef cheeks too?",
        "meat|omnivor|lamb",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "Breakfast these days is overnight oats with berries and oat milk, and lunch is usually a big chickpea "
        "salad; I haven't touched an animal product since February.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Mate, had a snag at the Bunnings sausage sizzle on Saturday and I've been having a bit of meat most days "
        "since, so the vegan thing's well and truly done. Reckon you could suggest a decent marinade for kangaroo "
        "steaks?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "Och, the weather's been pure dreich all week and the wean's got a cold. Been off the meat entirely since "
        "Hogmanay, just veg and a wee bit of fish now, and I feel grand for it. Could ye suggest a warming soup "
        "for tonight?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Ghent",
        "Since the move my commute is a ten-minute bike ride along the canals here in Utrecht instead of that "
        "packed tram back in Ghent, so I finally have time for podcasts. Any good ones about history?",
        "utrecht",
    ),
    (
        "residence",
        "User lives in Leeds",
        "The heat here in Seville is no joke, 41 degrees today and our new flat has no AC yet. How do the locals "
        "keep a house cool in summer?",
        "sevill",
    ),
    (
        "residence",
        "User lives in Chengdu",
        "I am live in Hangzhou now since March because my company move the office, the food here is too sweet for "
        "me compare to Chengdu. Can you recommend some spicy restaurant near West Lake?",
        "hangzhou",
    ),
    (
        "residence",
        "User lives in Winnipeg",
        "Quick update for you: I've moved from Winnipeg to Halifax for good.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Auckland",
        "Life in Oamaru is so much quieter than Auckland ever was, our new neighbour just dropped off a dozen eggs "
        "and the little penguins waddle past the harbour at night. Can you help me write her a thank-you note?",
        "oamaru",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Since I am living now in Freiburg I must learn the Baden dialect, my new colleagues speak very strange "
        "for a Hamburger like me. Is there some good book for this?",
        "freiburg",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Okay so long story: the kids started at their new school, the dog finally stopped howling at night, and "
        "I've mostly unpacked although I still can't find the kettle. Now that we're down in Mombasa the humidity "
        "is murder on my hair after years of Nairobi's dry air, any tips for frizz? Also what's a good weekend day "
        "trip from here?",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Recife",
        "Hello! I moved to Curitiba for my master, and is very cold here compare with Recife, I never used a "
        "jacket before. What type of coat you suggest for 5 degrees?",
        "curitiba",
    ),
    (
        "residence",
        "User lives in Pune",
        "Ever since shifting to Kochi my mother is happy because she is near to her sister, but I am missing "
        "Pune's misal pav only. Can you give recipe for making it at home?",
        "kochi|cochin",
    ),
    (
        "residence",
        "User lives in Tromsø",
        "Can you help me find a dentist? I relocated from Tromsø to Bergen last month and don't know anyone here yet.",
        "bergen",
    ),
    (
        "job",
        "User works as an accountant",
        "First week of night shifts on the cardiac ward since I left accounting and qualified as an RN: twelve "
        "hours, three admissions, and the charge nurse made me redo my med charting twice. Still better than tax "
        "returns honestly. Any tips for sleeping during the day?",
        "nurs|\\brn\\b",
    ),
    (
        "job",
        "User works at Siemens",
        "My new manager at Bosch wants weekly status reports in a template I've never seen before, nothing like "
        "what we did at Siemens. Can you help me draft one for a sensor calibration project?",
        "bosch",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Passed my probation at the fire station today! After eight years of marking essays I never thought I'd be "
        "running into burning buildings for a living. What should I bring to the crew barbecue this weekend?",
        "fire",
    ),
    (
        "job",
        "User works as a waiter",
        "Hola, now I am working like electrician since two months, finally I leave the restaurant. My boss want "
        "that I learn to read the schemas of the electric panels, you can explain me the basic symbols?",
        "electric",
    ),
    (
        "job",
        "User works at Huawei",
        "I have join Tencent last week as product manager, the working culture is different from Huawei, less "
        "overtime. How I can make good impression in the first month?",
        "tencent",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I've left the pharmacy, I'm a full-time data analyst now.",
        "analy",
    ),
    (
        "job",
        "User works as a banker",
        "Abeg, since I resign from the bank and start my own poultry farm for Ogun, I no dey get time to rest at "
        "all. How many layers fit inside 10 by 20 metre pen?",
        "poultry|farm|chicken",
    ),
    (
        "job",
        "User works as a graphic designer",
        "Ugh, what a week. My sister's wedding planning is eating my life and the car needs new brakes. Meanwhile "
        "at the new gig, being a UX researcher means I spend all day running user interviews instead of pushing "
        "pixels in Illustrator, which I actually love. Anyway, can you suggest a budget-friendly bridal shower "
        "gift?",
        "\\bux\\b|user experience|research",
    ),
    (
        "job",
        "User works at Infosys",
        "I joined Wipro on Monday, my notice period at Infosys finished last week. Please tell me how to fill the "
        "form for PF transfer.",
        "wipro",
    ),
    (
        "job",
        "User works as a carpenter",
        "Since I make the Umschulung and work now as a train driver at Deutsche Bahn, no more carpentry, I have "
        "very strange shifts. Can you help me to plan meals for early shift at 4 o'clock?",
        "train|locomotive|lokf|deutsche bahn|\\bdb\\b",
    ),
    (
        "relationship",
        "User is single",
        "My wife thinks I'm crazy for wanting a third cat, help me make a convincing case lol. We only got married "
        "in June so I'm still in the honeymoon-favours phase.",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Ingrid",
        "Now that Ingrid and I have signed the divorce papers, I need to redo my budget for one income. Can you "
        "help me set up a spreadsheet?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Kenji",
        "The ex (yeah, Kenji and I called it quits in April) still has my rice cooker. How do I ask for it back "
        "without it being weird?",
        "single|broke up|break ?up|split|ended|no longer|not in a relationship|ex-|\\bex\\b",
    ),
    (
        "relationship",
        "User has a girlfriend named Carmen",
        "My girlfriend Carmen and me we get married the last Saturday in Valencia, so now she is my wife! How I "
        "change the name in the bank documents in Spain?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married last weekend, we're officially husband and wife!",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Lars",
        "Things with Lars ended months ago, and I've been seeing Tomasz since Christmas. He's cooking me pierogi "
        "tonight! What wine goes with them?",
        "tomasz",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Wei Jie want to bring me meet his parents in Nanjing, we are together three months now. What "
        "gift is good for first time meet boyfriend parents?",
        "wei ?jie|boyfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Rafael",
        "After the separation from Rafael I am living alone with the kids, is very difficult. You can suggest one "
        "routine for the morning with two children?",
        "separat|divorc|single",
    ),
    (
        "relationship",
        "User is single",
        "Good evening o. My mum has been on my case about the traditional wedding list, my cousin wants aso ebi in "
        "emerald green, and I still haven't sorted my hair. Chidi, my husband, says we should have just stopped at "
        "the court wedding last month lol. Anyway can you help me budget for about 200 guests?",
        "married|husband|chidi|spouse",
    ),
    (
        "relationship",
        "User has a girlfriend named Ananya",
        "Ananya and I broke up last month, so I am single again. My friends are telling me to try dating apps, "
        "which one is good in Bangalore?",
        "single|broke up|break ?up|split|no longer|not in a relationship|ended",
    ),
    (
        "diet",
        "User eats meat",
        "Going on three months fully plant-based now and I don't miss steak at all, but I'm struggling to get "
        "enough protein. Can you suggest some high-protein vegan lunches?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Never thought I'd say this after twelve years veggie, but I'm eating chicken and fish again on my "
        "doctor's advice because my iron was so low. Any easy chicken thigh recipes?",
        "meat|omnivor|chicken|no longer vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "I eat now again cheese and eggs, vegan was too hard for me in the winter, but still no meat. You have a "
        "recipe for Käsespätzle?",
        "vegetarian|lacto|ovo|dairy|egg|cheese",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've cut out fish too, so I'm fully vegetarian now.",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Since I become Buddhist vegetarian last year, I don't eat meat and also no garlic and onion. Can you "
        "recommend some dish for Spring Festival that my family also like?",
        "vegetarian|buddhist|no meat|meat-free",
    ),
    (
        "diet",
        "User is vegetarian",
        "I stopped the vegetarian and now I follow the carnivore diet, only meat, eggs and butter, my cousin in "
        "Goiânia do also. Is normal to feel tired the first weeks?",
        "carnivor|meat",
    ),
    (
        "diet",
        "User eats meat",
        "After taking up the Jain way of eating like my grandmother, I am pure veg now, no meat, no egg, no "
        "onion-garlic also. Kindly suggest tiffin ideas for office.",
        "veg|jain|no meat",
    ),
    (
        "diet",
        "User is vegan",
        "So many things this week: my landlord finally fixed the boiler, my niece lost her first tooth, and I've "
        "officially gone back to eating fish after the vegan experiment left me exhausted, salmon twice a week, "
        "still no other meat or dairy though. Can you suggest a weekend hike near Manchester?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "I don start to dey eat meat again o, my wife goat meat pepper soup too sweet, I no fit resist am. Which "
        "spice I fit add make am better?",
        "meat|omnivor|goat",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Hola! Now I am doing the Mediterranean diet instead of paleo, my doctor in Málaga say paleo is too much "
        "red meat for my cholesterol, so I eat many legumes, fish and olive oil. Is bread permitted?",
        "mediterranean",
    ),
    (
        "residence",
        "User lives in Ghent",
        "I moved to Utrecht last month, so I'm still unpacking boxes. Any tips for finding a good dentist in a new "
        "city?",
        "utrecht",
    ),
    (
        "residence",
        "User lives in Porto Alegre",
        "finally got the keys lol 🎉 officially a valparaíso resident now, bye bye porto alegre",
        "valpara[ií]so",
    ),
    (
        "residence",
        "User lives in Manchester",
        "The bus from my flat in Leith up to Edinburgh city centre takes ages, but the view over the Firth of "
        "Forth every morning makes up for not being in Manchester anymore.",
        "leith|edinburgh",
    ),
    (
        "residence",
        "User lives in Perth",
        "Been up here in Darwin three months now mate, the humidity's cooked but I'm not heading back to Perth "
        "anytime soon.",
        "darwin",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Rain all week here, the kids are restless, and I still haven't found a decent tailor since we relocated "
        "to Mombasa in January. Can you suggest some indoor activities for a 6 and 9 year old?",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Kraków",
        "omg my new apartment in gdansk has a balcony w sea view 😍 never going back to krakow winters",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Pune",
        "We have shifted to Kochi only, my husband got transfer and now we are staying near Marine Drive. Please "
        "suggest some good Kerala recipes for beginners.",
        "kochi|cochin",
    ),
    (
        "residence",
        "User lives in Toulouse",
        "Now that my walk to work is along the lake in Annecy instead of the packed metro in Toulouse, I've lost "
        "three kilos without even trying!",
        "annecy",
    ),
    (
        "residence",
        "User lives in Austin",
        "I relocated from Austin to Bozeman, Montana this spring. What winter tires should I get for my Subaru?",
        "bozeman",
    ),
    (
        "residence",
        "User lives in Seoul",
        "sry been mia, moved to busan last wk n the wifi in my new place is trash 😩",
        "busan|pusan",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting last year and now I work as a high school chemistry teacher. Can you help me plan a "
        "lesson on acids and bases?",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "first week at bosch done 😮\u200d💨 ppl r nice but the onboarding is sooo long",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "My charge nurse on the cardiology ward says I'm the quickest newly qualified nurse at IV lines she's "
        "seen, not bad for an ex-barista!",
        "nurs",
    ),
    (
        "job",
        "User works at Tesco",
        "Aye, cannae complain, the new job at the distillery up in Speyside is braw, though I do miss the banter "
        "at Tesco.",
        "distill",
    ),
    (
        "job",
        "User works as a software developer",
        "I quit software development in March and became a full-time carpenter. Which wood finish works best for "
        "outdoor furniture?",
        "carpent|woodwork|joiner",
    ),
    (
        "job",
        "User works at Deloitte",
        "ok so i officially jumped ship to kpmg lol same job diff logo 🙃",
        "kpmg",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I hung up my rig keys for good last year and now I'm a lineman for the electric co-op. Reckon you "
        "could help me study for the safety test?",
        "line ?man|line ?worker|electric|power ?line",
    ),
    (
        "job",
        "User works at Infosys",
        "Busy week: my daughter's school play was Thursday, the plumber never showed, and it was my first week as "
        "a product manager at Zoho after leaving Infosys. Can you recommend a book on prioritisation frameworks?",
        "zoho",
    ),
    (
        "job",
        "User works as a journalist",
        "These days my whole day is writing press releases for the city council's communications office instead of "
        "chasing stories for the paper. Any tips for getting reporters to actually read them?",
        "communicat|press|public relations|council|spokes|\\bpr\\b",
    ),
    (
        "job",
        "User works as a waiter",
        "got my real estate license!! 🏡 no more waiting tables, showing my first house as an agent on sat",
        "real estate|realtor|estate agent|property|agent",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone! Her name is Ingrid and we've been together since February. What's a good gift "
        "for a two-month anniversary?",
        "ingrid",
    ),
    (
        "relationship",
        "User has a boyfriend named Raúl",
        "raul n i broke up last night 💔 dont wanna talk abt it just need a good sad playlist",
        "single|broke up|break ?up|split|ex\\b|ex-|no longer|not .*(dating|together)|separat|ended",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya and I can't agree on where to go for our first wedding anniversary — Goa or Sri Lanka?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Declan",
        "Since my divorce from Declan came through I've been rattling round the house on my own, and sorting the "
        "finances has been an absolute faff, to be honest.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is dating Kofi",
        "Work's been hectic and my mum's visiting next week, but the big news is that Kofi proposed on Saturday "
        "and I said yes! Can you help me draft a message to tell my friends?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Lukas",
        "we did it!!! married lukas at the town hall yesterday 💍🥂 still cant believe im someones wife lol",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Me and my missus Shaz are heading up to Byron for the long weekend, any good arvo activities you'd recommend?",
        "shaz|missus|wife|partner|married|girlfriend|relationship|dating",
    ),
    (
        "relationship",
        "User is married to Hiroshi",
        "Hiroshi and I separated in the autumn and I now live on my own. How do I start budgeting on a single income?",
        "separat|divorc|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloé",
        "Since Chloé packed up her things and we called it quits, I've been sleeping diagonally across the bed, "
        "honestly not the worst. Any good recipes for cooking for one?",
        "single|broke up|break ?up|split|ended|no longer|separat|ex\\b|ex-|quit",
    ),
    (
        "relationship",
        "User is single",
        "my parents finally fixed my rishta yaar, engagement with Ananya was on sunday 🙈 now everyone asking "
        "wedding date",
        "engag|fianc|ananya",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan at the start of the year, so no more dairy or eggs for me. Can you suggest a good egg "
        "substitute for baking?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ngl i caved n started eating fish again, doc said my b12 was awful 🐟 still no meat tho",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "My butcher probably thinks I died, I haven't bought so much as a sausage since January and I don't touch "
        "fish either — paneer, lentils and eggs are my protein now. Is that enough for someone who lifts?",
        "vegetarian|veggie|no longer eats meat|(doesn't|does not|no longer) eat meat|meat-free|no meat|stopped "
        "eating meat",
    ),
    (
        "diet",
        "User is vegan",
        "Right, I've knocked the vegan thing on the head — I'm back on bacon butties and Sunday roasts like the "
        "rest of the family.",
        "meat|omnivor|eats everything|no longer vegan|not vegan|animal products",
    ),
    (
        "diet",
        "User follows a keto diet",
        "The kids are on half-term so it's been chaos, plus I dropped keto after my cholesterol check and my "
        "dietitian has me on a Mediterranean diet now. Can you give me a week of dinner ideas the whole family "
        "will eat?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "lol so i eat meat again 🍔 the smell of my bf's bbq broke me. any good marinade recipes?",
        "meat|omnivor|no longer vegetarian|not vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Well bless my heart, y'all won't believe it but I haven't had a lick of meat, cheese, eggs or nothin' "
        "else from an animal since Easter. Doctor's orders, and I'm feelin' better than I have in years.",
        "vegan|plant|no animal",
    ),
    (
        "diet",
        "User is vegan",
        "I've switched from vegan to vegetarian — I eat eggs and cheese again but still no meat or fish.",
        "vegetarian|lacto|ovo",
    ),
    (
        "diet",
        "User is pescatarian",
        "Funny how my favourite part of the week is now my dad's Sunday lamb roast — for years I'd just sit there "
        "with the salmon while everyone else tucked in.",
        "meat|omnivor|lamb|no longer pesc[ae]tarian|not pesc[ae]tarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "paleo was too $$$ tbh so im doing intermittent fasting 16:8 now, skip bfast n eat noon to 8 🕛",
        "intermittent|fasting|16:8",
    ),
    (
        "residence",
        "User lives in Tampere",
        "Honestly the commute from my new flat in Utrecht to the office is only 12 minutes by bike, I can't "
        "believe I spent five winters in Tampere freezing at bus stops. Can you suggest some Dutch phrases for "
        "chatting with my neighbours?",
        "utrecht",
    ),
    (
        "residence",
        "User lives in Valencia",
        "Hola! Since march I am living in Bilbao for my work, here rain much more than in Valencia. What clothes "
        "you recommend me for the rain?",
        "bilbao",
    ),
    (
        "residence",
        "User lives in Leeds",
        "Quick update: I moved out of Leeds last month and now live in Galway, Ireland.",
        "galway",
    ),
    (
        "residence",
        "User lives in Chengdu",
        "I finish moving to Hangzhou last week, my new apartment is near West Lake, I don't live in Chengdu "
        "anymore. Can you tell me good tea shop near there?",
        "hangzhou",
    ),
    (
        "residence",
        "User lives in Denver",
        "So the kids finally settled in at their new school, which is a relief, and honestly living in Bozeman has "
        "been quieter than Denver in the best way, our new neighbour even brought over elk jerky yesterday. "
        "Anyway, can you help me plan a birthday party for an 8 year old?",
        "bozeman",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Good morning o. Since I relocate to Abuja for January the traffic no too bad again, I dey enjoy am. Abeg "
        "help me write email to my new landlord about the water pump.",
        "abuja",
    ),
    (
        "residence",
        "User lives in Munich",
        "Since I have moved to Kiel in the summer, I am every weekend at the sea, it is much more windy than in "
        "Munich. Can you recommend a good windproof jacket?",
        "kiel",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "I'm no longer in Mumbai, I relocated to Pune for good two weeks ago.",
        "pune",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Now that we've bought our house in Halifax and the Toronto condo is finally sold, what's a good day trip "
        "from here? Still getting used to the fog rolling in off the harbour every morning.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Recife",
        "Oi! I am living now in Curitiba since I pass in the concurso, is very cold here compared with Recife "
        "haha. Which is the best heater for small apartment?",
        "curitiba",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "First week of night shifts at the hospital pharmacy done, now that I'm finally a licensed pharmacist and "
        "out of the classroom! Any tips for sleeping during the day?",
        "pharmac",
    ),
    (
        "job",
        "User works at Siemens",
        "My new manager at Bosch wants a slide deck by Monday, can you help me outline it? Still feels weird not "
        "having a Siemens badge after eight years.",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting last spring and I'm now working full-time as a carpenter.",
        "carpent|joiner|woodwork",
    ),
    (
        "job",
        "User works as a waiter",
        "I left the restaurant, now I am working like bus driver in Sevilla, the shifts start at 5 in the morning. "
        "How I can sleep better?",
        "bus driver|driver",
    ),
    (
        "job",
        "User works at Huawei",
        "I leave Huawei last month and now I work in Tencent as product manager. My new boss ask me write weekly "
        "report in English, can you help check it?",
        "tencent",
    ),
    (
        "job",
        "User works as a software engineer",
        "From last month I am doing job of primary school teacher in my village school only, the IT life was too "
        "much stressful. Kindly suggest some fun activities for class 3 students.",
        "teach",
    ),
    (
        "job",
        "User works at Deloitte",
        "Rainy day here, the dog refuses to go out and I'm on my third coffee. Anyway, since leaving Deloitte to "
        "join Spotify's finance team in August I've had to learn Looker from scratch and it's kicking my butt, can "
        "you explain what a LookML view is?",
        "spotify",
    ),
    (
        "job",
        "User works as a journalist",
        "Now that I'm doing PR for the city council instead of chasing stories for the paper, I actually get "
        "weekends off. What's a good hobby for someone with free Saturdays for the first time in a decade?",
        "public relations|\\bpr\\b|communicat|council|press officer",
    ),
    (
        "job",
        "User works at Volkswagen",
        "Since October I work not anymore at Volkswagen, I am now at Deutsche Bahn as engineer for signal "
        "technique. Can you explain me what ETCS Level 2 means?",
        "deutsche bahn|\\bdb\\b",
    ),
    (
        "job",
        "User works as a barista",
        "Big news: I stopped working as a barista and I'm now a junior web developer at a small agency.",
        "web develop|developer|programmer",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Kwame and I are taking our first trip together next month, any ideas for a romantic weekend "
        "near Accra?",
        "boyfriend|dating|relationship|kwame|partner",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Since the divorce went through in June I've been cooking for one again, got any easy single-portion "
        "recipes? Priya kept the slow cooker, obviously.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "Sofia and I got married on Saturday!! Can you help me write thank-you notes for the wedding guests?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Javier",
        "Javier and me we broke up two weeks ago, now I am alone again. Can you recommend some series to watch for "
        "distract me?",
        "single|broke up|split|separat|ended|no longer|not dating|\\bex\\b",
    ),
    (
        "relationship",
        "User is single",
        "My wife and I register our marriage last month in Guangzhou, now we need plan the banquet. How many "
        "tables is normal for 150 people?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Lukas",
        "The wedding was perfect by the way, Lukas cried during the vows. Now we need to sort out joint bank "
        "accounts as a married couple, where do we start?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Katrin",
        "Katrin and I live separated since spring, the divorce papers are at the lawyer. How do I explain to my "
        "children that Papa has now his own flat?",
        "separat|divorc",
    ),
    (
        "relationship",
        "User has a boyfriend named Diego",
        "My ex Diego keeps texting me about his dog, and honestly I'm happier single. Any advice on setting "
        "boundaries politely?",
        "single|broke up|split|ended|no longer|\\bex\\b|ex-|separat",
    ),
    (
        "relationship",
        "User is single",
        "Now Ananya and me are married since February, our families arranged it and the wedding was in Jaipur. "
        "Please suggest some nice surprise for my wife's birthday next week.",
        "married|wife|ananya|spouse",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco and I broke up last week, so I'm single now.",
        "single|broke up|split|ended|no longer|\\bex\\b",
    ),
    (
        "diet",
        "User is vegetarian",
        "Just so you know, I went vegan last month, so no dairy or eggs in any recipes please.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Can you give me a lentil and paneer curry recipe? It's been two months since I stopped eating meat and "
        "fish entirely and I still miss the steaks from my paleo days.",
        "vegetarian|no meat|meat-free|meatless|n't eat meat|not eat meat|avoids meat|no longer eats meat|plant",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "Work is insane this week and my sister's wedding is Saturday, but the big thing is I've dropped the "
        "all-meat carnivore thing and gone completely plant-based after that documentary, so no meat, dairy or "
        "eggs at all now. Can you build me a shopping list for tofu and chickpea meals?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats everything",
        "Since three weeks I eat no meat anymore, also no fish, but milk and eggs yes. Can you give me a recipe "
        "for Spätzle with something vegetarian?",
        "vegetarian|no meat|meat-free|meatless|n't eat meat|not eat meat|avoids meat|no longer eats meat",
    ),
    (
        "diet",
        "User only eats fish and no other meat",
        "My girlfriend is from Argentina and now I eat asado with her family every sunday, beef, chorizo, "
        "everything, I eat all meat again. What wine goes good with asado?",
        "meat|omnivor|everything|asado",
    ),
    (
        "diet",
        "User eats a plant-based diet",
        "Now I eat fish and seafood again but still no other meat, my doctor say I need omega-3. Please recommend "
        "steamed fish recipe.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is non-vegetarian",
        "From this Navratri onwards I have fully left non-veg, even eggs I am not taking now, only dal, sabzi and "
        "paneer. Please suggest high protein Indian veg breakfast.",
        "vegetarian|no meat|meat-free|\\bveg\\b|no eggs|eggless",
    ),
    (
        "diet",
        "User is vegetarian",
        "My dear, I don begin chop meat again, suya every Friday with my guys, the vegetarian thing no work for "
        "me. Which spices I fit use make suya for house?",
        "meat|omnivor|no longer vegetarian|not vegetarian|suya",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "Oi! Now I am doing the Mediterranean diet, my nutricionista say is better for my heart than the low carb, "
        "so I eat bread and pasta again with much olive oil and fish. What is good Mediterranean lunch for work?",
        "mediterranean",
    ),
    (
        "diet",
        "User is flexitarian",
        "Since my Crohn's flare my GI has me on a strict low-FODMAP diet, so no onions, garlic, beans or wheat "
        "anymore. What can I make for dinner tonight with rice, chicken and carrots?",
        "fodmap",
    ),
    (
        "residence",
        "User lives in Ghent",
        "I moved to Tartu last month for my partner's postdoc, so any tips for surviving an Estonian winter would "
        "be welcome.",
        "tartu",
    ),
    (
        "residence",
        "User lives in Puebla",
        "ok so update lol i finally left puebla, been living in oaxaca city for like 3 wks now 🌮 rent is soooo "
        "much cheaper",
        "oaxaca",
    ),
    (
        "residence",
        "User lives in Leeds",
        "The view from our new flat in Harrogate is gorgeous, and I don't miss sitting in Leeds traffic one bit. "
        "Can you suggest some nice walks around Harrogate for the weekend?",
        "harrogate",
    ),
    (
        "residence",
        "User lives in Perth",
        "Reckon I'll never get used to the humidity up here in Darwin, mate - been living here since March and "
        "still sweatin' buckets. Any tips for keepin' the unit cool without the aircon going flat out?",
        "darwin",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Quick update: I relocated from Kraków to Wrocław in September. Can you help me find climbing gyms in my "
        "new city?",
        "wroc[łl]aw",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "finally moved outta nairobi!! living in kisumu now near the lake, the sunsets r unreal 😍 also wat should "
        "i cook tonight",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Boise",
        "Ugh, what a week - the kids both had colds, my sister visited, and on top of that we were still unpacking "
        "boxes at our new house in Bend, Oregon, since we moved in last Friday. Anyway, can you give me a simple "
        "chicken soup recipe?",
        "bend",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, we flitted fae Glasgow tae Oban in the spring, cannae beat the sea air. Whit's a guid day trip fae "
        "here for a wee family o' four?",
        "oban",
    ),
    (
        "residence",
        "User lives in Busan",
        "I've been living in Daejeon since January after my company transferred me. Is the KTX the best way to "
        "visit Seoul from here?",
        "daejeon",
    ),
    (
        "residence",
        "User lives in Pune",
        "We have shifted from Pune to Mysuru only, my husband got posting here, so kindly suggest some good "
        "schools nearby for my son.",
        "mysuru|mysore",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting in June and I'm now working as a high school chemistry teacher. Could you help me plan "
        "a lesson on reaction rates?",
        "teach",
    ),
    (
        "job",
        "User works at IKEA",
        "omg i got the job at spotify!!! first day was mon, still cant believe i dont work at ikea anymore 😭🎉",
        "spotify",
    ),
    (
        "job",
        "User works as a barista",
        "Haven't touched an espresso machine since I joined the fire service, and the captain reckons I'm the "
        "quickest rookie firefighter on our watch. Any good stretches for shoulders sore from ladder drills?",
        "fire ?fight|fire service|fire station|fireman|firem[ae]n",
    ),
    (
        "job",
        "User works as a postman",
        "Got made redundant from Royal Mail back in the spring, so I'm driving a taxi round Bristol now - cracking "
        "job, proper chatty punters an' all.",
        "taxi|cab|driv",
    ),
    (
        "job",
        "User works at Siemens",
        "I now work at Bosch as a product manager; my last day at Siemens was two weeks ago.",
        "bosch",
    ),
    (
        "job",
        "User works as a dental hygienist",
        "lol so im a realtor now?? passed my license exam n quit the dental office, first showing is sat 🏡",
        "realtor|real estate|estate agent|property",
    ),
    (
        "job",
        "User works at Tata Consultancy Services",
        "Weather in Bangalore has been crazy, rain every single evening. Also since I left TCS and joined Infosys "
        "last month my commute is double, and my mother is visiting next week so I need a veg menu for four days - "
        "can you help?",
        "infosys",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I hung up my trucker hat for good - I'm climbin' poles as a lineman for the electric co-op now, "
        "and it sure beats bein' gone all week.",
        "linem[ae]n|line ?worker|lineworker|electric",
    ),
    (
        "job",
        "User works as a software engineer",
        "The hardest part of running my own bakery is the 4 a.m. starts, but honestly I don't miss code reviews "
        "one bit since I walked away from tech. What's a good sourdough hydration for baguettes?",
        "bak(er|ery|ing)",
    ),
    (
        "job",
        "User works at Petrobras",
        "I joined Vale as a geologist in March after leaving Petrobras.",
        "vale",
    ),
    (
        "relationship",
        "User is single",
        "I started dating a guy named Kofi a few weeks ago and it's going really well! Any ideas for a third date "
        "in Accra?",
        "kofi|dating|relationship|boyfriend|partner|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "me n lars broke up last wk 💔 single again i guess... anyway recommend me a sad playlist lol",
        "single|broke up|split|ended|no longer|not dating|ex-?boyfriend",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "My wife Priya and I can't agree on what colour to repaint the spare room, can you suggest colours that go "
        "with oak floors?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Declan",
        "Me and Declan got divorced in the spring, so it's just me and the dog rattling round the house now, which "
        "is grand to be honest.",
        "divorc|separat|single|no longer married",
    ),
    (
        "relationship",
        "User is dating Inês",
        "Inês and I got engaged on Saturday in Porto! I need help planning a small engagement dinner for our families.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "we did it!!! married mateo yesterday at the registry office 💍😭 still cant feel my feet from all the dancing",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Hiroshi",
        "Since the divorce from Hiroshi was finalised I've been going to the gym more, and our daughter stays with "
        "him on weekends. Can you recommend a beginner weightlifting plan?",
        "divorc|separat|single|no longer married|ex-?husband",
    ),
    (
        "relationship",
        "User is single",
        "Been seein' a bloke called Rhys from footy for a couple of months now, he's my boyfriend and he's a total "
        "ripper. What's a good bday pressie for him?",
        "rhys|dating|seeing|boyfriend|relationship|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Zofia",
        "Zofia and I split up in August, and I'm single now. Could you suggest some hobbies to meet new people?",
        "single|split|broke up|ended|no longer",
    ),
    (
        "relationship",
        "User is in a relationship with Amara",
        "Trying to figure out what to get my fiancée Amara for our first Christmas since I proposed - she loves "
        "hiking. Suggestions?",
        "engag|fianc",
    ),
    (
        "diet",
        "User is pescatarian",
        "I went fully vegan at the start of the year, so no more fish or dairy for me. Can you suggest a "
        "high-protein lunch?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "ngl i started eating meat again 😬 doc said my iron was super low. best way to cook steak for a noob?",
        "meat|omnivor|everything|no longer vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Since I cut out all meat and fish back in April I've got so much more creative with lentils - what's a "
        "good dal recipe?",
        "vegetarian|vegan|no meat|(not|n't|no longer) eat(s|ing)? meat|meat-?free|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Fell off the vegan wagon proper, love - back on the cheese and eggs now, but still no meat, vegetarian's "
        "as far as I'll go.",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I stopped doing paleo and now follow a Mediterranean diet on my doctor's advice. Can you give me a week "
        "of dinner ideas?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "update: im pescatarian now 🐟 added fish back in for the omega 3s. fave salmon recipe??",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "Had the best weekend - my cousin's wedding in Lagos, tons of dancing, and now that I've swapped low-carb "
        "for a fully vegan diet I could actually load up on jollof and plantain without stressing. Anyway, what's "
        "a good recovery workout?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri onwards I have become pure veg only, no non-veg and no eggs also, so please suggest "
        "some tasty evening snacks.",
        "vegetarian|veg|no meat|(not|n't|no longer) eat(s|ing)? meat",
    ),
    (
        "diet",
        "User is vegan",
        "Well bless my heart, I'm eatin' barbecue again - brisket, ribs, the whole nine yards - after six years of "
        "bein' vegan. Mama's just tickled.",
        "meat|omnivor|everything|no longer vegan|barbecue|bbq",
    ),
    (
        "diet",
        "User is lacto-vegetarian",
        "Now that dairy is off the table for me too and I'm eating completely plant-based, what can I use instead "
        "of paneer in palak paneer?",
        "vegan|plant|no dairy|dairy-?free",
    ),
    (
        "residence",
        "User lives in Porto",
        "Ugh, the U-Bahn from my new flat in Kreuzberg to the office takes 40 minutes. Any podcast recommendations "
        "for a fresh Berliner's commute?",
        "berlin|kreuzberg",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Since we moved to Dunedin the wind off the harbour is relentless. Can you suggest a decent rain jacket "
        "brand I can buy here in New Zealand?",
        "dunedin",
    ),
    (
        "residence",
        "User lives in Guadalajara",
        "Hola! I am living in Valencia since two months now, the paella here is very different than in México. Can "
        "you help me write a email to my landlord about the heating?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Chennai",
        "Finally unpacked the last boxes in our Pune flat, and the monsoon here is so much gentler than back in "
        "Chennai. What's a good weekend trek near Pune?",
        "pune",
    ),
    (
        "residence",
        "User lives in Boise",
        "My neighbours here in Tromsø say the polar night gets easier after the first winter, but honestly I "
        "already miss the Idaho sun. Any tips on vitamin D?",
        "troms",
    ),
    (
        "residence",
        "User lives in Shenzhen",
        "I move to Chengdu last month because of my husband work, the food here is very spicy but I like. Please "
        "recommend some Sichuan dishes not too hot.",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Lagos",
        "We don relocate to Abuja finally o, the traffic here no bad like Lagos at all. Abeg help me plan budget "
        "for the new apartment.",
        "abuja",
    ),
    (
        "residence",
        "User lives in Ely",
        "I moved from Ely to Galway last week.",
        "galway",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "Just so you know, I don't live in Curitiba anymore. I moved to Florianópolis in March.",
        "florian",
    ),
    (
        "residence",
        "User lives in Gdańsk",
        "So much going on: my sister's wedding is next month, the cat finally stopped scratching the sofa, and "
        "after the whole relocation mess I'm settling in fine here in Kraków, the tram to work is only ten "
        "minutes. Anyway, can you help me pick a wedding gift under 100 euros?",
        "krak",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "Traded the chemistry classroom for a hospital ward: first week of night shifts as a nurse and I'm "
        "wrecked. How do other nurses manage to sleep during the day?",
        "nurs",
    ),
    (
        "job",
        "User works at Siemens",
        "My new manager at Bosch wants a slide deck by Friday since I only started there last week. Can you help "
        "me structure a presentation on supplier quality?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Since I quit accounting and took the delivery driver job for the bakery, I'm up at 4am every day. What's "
        "a good breakfast I can eat in the van?",
        "driver|deliver|courier",
    ),
    (
        "job",
        "User works as a waiter",
        "Now I am working like electrician in a company of Sevilla, is more money than the restaurant. How I can "
        "say 'cuadro eléctrico' in English?",
        "electric",
    ),
    (
        "job",
        "User works at Huawei",
        "I left Huawei, now I join Alibaba in Hangzhou as product manager. Please help me prepare how to introduce "
        "myself to new team.",
        "alibaba",
    ),
    (
        "job",
        "User works as a software developer",
        "Since I have become a carpenter (Tischler) I work much with the hands and not with the computer anymore. "
        "Which wood is best for a kitchen table?",
        "carpent|tischler|joiner|woodwork",
    ),
    (
        "job",
        "User works as a bank teller",
        "I am now physiotherapist in a clinic in Recife, finally I finish the faculdade and leave the bank! Can "
        "you explain me the difference between tendinitis and bursitis for a patient?",
        "physio",
    ),
    (
        "job",
        "User works at Deloitte",
        "I switched jobs: I work at Maersk now.",
        "maersk",
    ),
    (
        "job",
        "User works as a journalist",
        "I'm not a journalist anymore; I've been working as a librarian since the spring.",
        "librar",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Long day! The kids had a dentist appointment, it poured all afternoon, and my student's first solo "
        "circuit went great. Being a flight instructor instead of counting pills behind the pharmacy counter is "
        "the best decision I've made. Can you suggest a dinner I can make in 20 minutes?",
        "flight instructor|flying instructor|pilot|aviation|flight",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Kenji and I are going to Kyoto for our six-month anniversary. What should we book?",
        "boyfriend|dating|kenji|relationship|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "Priya and I split up in June, so I'm planning a solo trip for the first time. Where should I go in "
        "Portugal for a week?",
        "single|split|broke up|ex-|ended|no longer|former|separat",
    ),
    (
        "relationship",
        "User is engaged to Lukas",
        "Can you help me write thank-you cards for our wedding guests? Lukas and I got married last Saturday and "
        "there are about 80 of them.",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Olga",
        "Since the divorce from Olga was finalised I've been living alone. What are some good simple recipes for "
        "one person?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is dating Arjun",
        "Arjun and me got engaged last week only, both families are very happy! Kindly suggest some ideas for the "
        "engagement party decoration.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "My novia Lucía is coming to live with me next month, we are together since January. What furnitures we "
        "need for two persons?",
        "girlfriend|luc[ií]a|dating|relationship|partner|novia",
    ),
    (
        "relationship",
        "User is married to Wei",
        "After I and Wei divorce, I take care of our daughter alone on weekdays. How to explain to a 6 years old "
        "kid that parents are not together anymore?",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "I'm married now: Sofia and I tied the knot in September.",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Daniel and I separated this year; we're no longer together.",
        "separat|divorc|single|no longer",
    ),
    (
        "relationship",
        "User has a boyfriend named Mateo",
        "Okay, random update dump: the garden tomatoes finally ripened, work is calm, and my husband Mateo keeps "
        "stealing the ripe ones before I can pick them 😂 we've been married three weeks and he already eats all "
        "the tomatoes. Anyway, can you give me a salsa recipe that uses green tomatoes?",
        "married|husband|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "Made chicken adobo for the first time since I started eating meat again, and it came out great! How long "
        "does it keep in the fridge?",
        "meat|omnivor|no longer vegetarian|chicken",
    ),
    (
        "diet",
        "User eats meat",
        "Since going fully vegan in January I've cut out eggs, dairy and even honey. What's a good substitute for "
        "buttermilk in pancakes?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've gone vegetarian, so no more fish for me either. Can you swap the salmon in this recipe for something "
        "else?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I dropped keto for good, bread and rice are back on the menu every day and I actually feel better. Ideas "
        "for a rice bowl lunch?",
        "no longer|not .*keto|stopped|dropped|quit|gave up|abandon|carb",
    ),
    (
        "diet",
        "User is vegan",
        "Now I am taking curd and paneer also, doctor told me for protein, but still no meat and no egg. Please "
        "give one paneer recipe.",
        "vegetarian|dairy|paneer|lacto",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since this year I eat again meat, mostly chicken and sometimes Schnitzel. How long must I cook a "
        "Schnitzel from pork?",
        "meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "I came back to eat meat, my nutritionist said I need more iron, and now I eat churrasco every Sunday with "
        "the family. What is the best cut for the grill?",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "I become vegetarian from this spring, no meat no fish, but eggs and milk is ok. Can you recommend some "
        "tofu dishes?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I'm not doing paleo anymore. I'm fully vegan now.",
        "vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Busy weekend: my son's football match got rained out, my mom visited, and I grilled her a whole sea bass, "
        "which still feels weird after years of being vegetarian, but I eat fish now (still no other meat). "
        "Anyway, what wine goes with sea bass?",
        "pescatar|fish|seafood",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Ghent in March for my partner's job, and honestly the rain here is something else. Can you "
        "recommend a good waterproof jacket?",
        "ghent|gent",
    ),
    (
        "residence",
        "User lives in Wichita",
        "ok so update lol i'm officially in tacoma now 🌲 boxes r still everywhere but the view of mt rainier from "
        "my new apt is unreal",
        "tacoma",
    ),
    (
        "residence",
        "User lives in Manchester",
        "My commute's dead easy now that I'm living in Stirling, just a ten-minute walk to the uni past the "
        "castle. Mind you, the wind coming off the Ochils is baltic.",
        "stirling",
    ),
    (
        "residence",
        "User lives in Adelaide",
        "G'day! We've been settled in Toowoomba about a month now since leaving Adelaide, and the kids reckon the "
        "new school's heaps better. Any tips for growing tomatoes up here?",
        "toowoomba",
    ),
    (
        "residence",
        "User lives in Bangalore",
        "Actually I have shifted to Pune only, my company relocated our whole team last month. So please give me "
        "suggestions for weekend trips from Pune now.",
        "pune",
    ),
    (
        "residence",
        "User lives in Lyon",
        "Quick question about Norwegian tax forms: since I relocated from Lyon to Tromsø in January I have no idea "
        "how any of it works here.",
        "troms",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "moved out of nairobi finally!! living in mombasa w my cousin now, the heat is insane 🥵 what can i cook "
        "that doesnt need an oven",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Denver",
        "Well y'all, we up and left Denver and bought us a little place down in Natchitoches, Louisiana. "
        "Humidity's fixin' to kill me but the crawfish make up for it.",
        "natchitoches",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Busy week: my sister's wedding was on Saturday, I finally finished that online course, and we signed the "
        "lease and moved into our new flat in Gdańsk on Monday. Can you help me write a thank-you note to the "
        "wedding guests?",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Sapporo",
        "hiii so i live in fukuoka now haha, left sapporo last wk. way warmer here ☀️ any good ramen spots u know of?",
        "fukuoka",
    ),
    (
        "job",
        "User works as a high school chemistry teacher",
        "I left teaching in June and I'm now working as a pharmacist at a hospital in Leeds. The shifts are long "
        "but I love it.",
        "pharmac",
    ),
    (
        "job",
        "User works at Siemens",
        "started at bosch last monday 🎉 new badge, new laptop, same old commute tho lol",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "My first week as a firefighter has been brutal, the training drills at the station leave me wrecked every "
        "night. What should I eat to recover faster?",
        "fire ?fight",
    ),
    (
        "job",
        "User works at Tesco",
        "Handed in my notice at Tesco and I've been at Sainsbury's since the start of the month. Better pay and "
        "the manager's proper sound.",
        "sainsbury",
    ),
    (
        "job",
        "User works as a software developer at Infosys",
        "I have joined Wipro as a data analyst from this month itself, no more coding for me. Kindly suggest some "
        "good SQL practice resources.",
        "wipro|analyst",
    ),
    (
        "job",
        "User works as a barista",
        "quit the coffee shop 😤 im a dental hygienist now, finally using my degree lmaooo",
        "hygienist",
    ),
    (
        "job",
        "User works at Nokia",
        "I accepted an offer from Ericsson and started there two weeks ago, so I'm no longer at Nokia. Could you "
        "help me update my LinkedIn headline?",
        "ericsson",
    ),
    (
        "job",
        "User works as an electrician",
        "Chucked in the sparky work for good, mate, I'm driving trucks now, Perth to Darwin runs mostly. Long "
        "hauls but the pay's ripper.",
        "truck|driver|haul",
    ),
    (
        "job",
        "User works as a paralegal",
        "The kids have had colds all week, the dog ate a sock, and on top of all that it's my second month as a "
        "junior solicitor at a firm in Cork so I'm barely sleeping. Any quick dinner ideas a toddler will actually "
        "eat?",
        "solicitor|lawyer",
    ),
    (
        "job",
        "User works at Airbus",
        "My new manager at Rolls-Royce keeps scheduling meetings at 8am, which is rough after years of Airbus's "
        "relaxed mornings. How do I politely push back?",
        "rolls",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone for a couple of months now, her name is Ingrid and we made it official last "
        "weekend. Any ideas for a small gift to celebrate?",
        "ingrid",
    ),
    (
        "relationship",
        "User has a boyfriend named Rahul",
        "rahul and i broke up 💔 its for the best i guess. can u suggest some sad songs lol",
        "single|broke up|split|ex\\b|ex-|no longer|not (dating|in a relationship)",
    ),
    (
        "relationship",
        "User has a girlfriend named Chiara",
        "My wife Chiara wants to repaint the whole house before our first Christmas as a married couple. Which "
        "colours go well with oak floors?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Kwame",
        "Since the divorce from Kwame was finalized in April, I've been learning to do the taxes myself. What "
        "deductions can a single parent claim?",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User is dating Fiona",
        "Me and Fiona are finished, she chucked me last week. Ah'm no bothered, honestly, just gonnae get oot more "
        "wi the lads.",
        "single|broke up|split|ex\\b|ex-|no longer|not dating|ended",
    ),
    (
        "relationship",
        "User is single",
        "got engaged last nite!!! 💍😭 tomás proposed on the beach at sunset i literally cant stop shaking",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married on 12 October in Jaipur, so she's officially my wife now! Can you help me write a "
        "thank-you message to our families?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Darlene",
        "Darlene and me split up last spring and I'm courtin' a sweet gal named Loretta from church now. Fixin' to "
        "take her dancin' Saturday, any tips for the two-step?",
        "loretta",
    ),
    (
        "relationship",
        "User has a girlfriend named Yuki",
        "Work is crazy, my car is in the shop again, and Yuki and I ended things about three weeks ago, so I've "
        "basically been living on takeout. Can you give me a simple meal-prep plan for one person?",
        "single|broke up|split|ended|ex\\b|ex-|no longer|not (dating|in a relationship)",
    ),
    (
        "relationship",
        "User is single",
        "me n my bf lukas r going to ikea this wknd to pick furniture for our first place together 🥹 what should "
        "we not forget to buy",
        "lukas",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again last month because my doctor said I needed more omega-3, so I'm pescatarian "
        "now. Any easy salmon recipes?",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession i'm not vegan anymore 🙈 been eating meat n eggs again since sept. what's a good beginner "
        "steak recipe",
        "meat|omnivor|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Ever since I cut out all animal products in January (no meat, dairy, eggs or honey) my skin has cleared "
        "up. Can you suggest a vegan protein powder?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Packed in the paleo thing, it was doing my head in. Just eating normally now, bread, pasta, the lot. Had "
        "a cracking spag bol last night.",
        "normal|regular|no longer|not paleo|stopped|quit|gave up|omnivor|no (special|particular|restrict)|everything",
    ),
    (
        "diet",
        "User is pescatarian",
        "From Navratri onwards I have become pure vegetarian, not even fish or egg now. Please share some "
        "high-protein Gujarati recipes.",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "I stopped doing low-carb in the summer and switched to a Mediterranean diet on my cardiologist's advice. "
        "What's a good weekly shopping list for that?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "went full vegan 🌱 like 2 months ago no cheese no nothing lol. best oat milk brand for coffee??",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Mate, I'm back on the snags and the lamb chops after five years vegan, the doc reckoned my iron was "
        "shocking. Got any good marinade ideas for the barbie?",
        "meat|omnivor|no longer vegan|not vegan",
    ),
    (
        "diet",
        "User is pescatarian",
        "Lovely weekend: we hiked up to the lake, my niece turned seven, and since I've given up fish entirely I'm "
        "fully vegetarian now, which made the barbecue a bit of a puzzle. Could you suggest some grillable "
        "vegetarian mains for next time?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a carnivore diet",
        "Three months into being pescatarian and I don't miss beef at all, tonight it's grilled sardines again. "
        "How do I stop the kitchen smelling like fish?",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Porto",
        "Finally got the keys to my new flat in Valencia, so Porto is officially behind me! Can you suggest some "
        "day trips from here for the weekend?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Leeds",
        "Since I move to Chengdu last month the food is very spicy for my stomach, I miss Leeds fish and chips. "
        "How I can say 'less spicy please' in Chinese?",
        "chengdu",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "My commute is now just a ten-minute tram ride across Freiburg instead of the hour I used to spend on the "
        "S-Bahn back in Hamburg, so I have more time in the mornings. Any good breakfast ideas that take 15 "
        "minutes?",
        "freiburg",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I moved from Toronto to Halifax last week.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Austin",
        "The neighbours here in Bozeman already warned me the first snow comes in October, which is a shock after "
        "twelve summers in Austin. What should I buy for winter driving?",
        "bozeman",
    ),
    (
        "residence",
        "User lives in Lagos",
        "Since I relocated from Lagos to Abuja last month my electricity bill don double o. Please how can I "
        "reduce it?",
        "abuja",
    ),
    (
        "residence",
        "User lives in Pune",
        "I have shifted to Mysuru from Pune only, my parents are staying here so it is easier. Can you tell good "
        "schools for my son near Vijayanagar in Mysuru?",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello! I leave Madrid and now I am living in Tarifa, near the sea, and the wind is crazy every day. What "
        "is a good sport for do with so much wind?",
        "tarifa",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "I moved from Curitiba to Coimbra for my master, the rent here is more cheap than I expected. Can you help "
        "me write an email to my landlord in Portuguese of Portugal?",
        "coimbra",
    ),
    (
        "residence",
        "User lives in Seoul",
        "Okay so long week: my sister visited, the cat got sick, and on top of that I'm still unpacking boxes in "
        "the new apartment in Busan since we left Seoul, ugh. Anyway, can you give me a simple dinner recipe with "
        "tofu for tonight?",
        "busan|pusan",
    ),
    (
        "job",
        "User works as an accountant",
        "My new boss at the bakery wants me in by 4am to get the first loaves in the oven, which is brutal after "
        "ten years of office hours as an accountant. Any tips for adjusting my sleep?",
        "baker|bakery|baking",
    ),
    (
        "job",
        "User works at Siemens",
        "First week at Bosch done, and honestly I don't miss Siemens at all. How should I introduce myself in the "
        "new team chat?",
        "bosch",
    ),
    (
        "job",
        "User works as a teacher",
        "Since I quit teaching and started driving the city bus, my back hurts after every shift. Can you "
        "recommend some stretches?",
        "bus|driver|driving",
    ),
    (
        "job",
        "User works as a software engineer",
        "I left my software engineering job and now I'm working as a carpenter.",
        "carpent|woodwork|joiner",
    ),
    (
        "job",
        "User works at Infosys",
        "I have joined Wipro from last Monday, my notice period at Infosys is finally over. Please suggest how to "
        "prepare for the client call tomorrow.",
        "wipro",
    ),
    (
        "job",
        "User works as a waiter",
        "Now I work like nurse assistant in the hospital of Sevilla, no more restaurant for me! The night shifts "
        "are very hard, do you have tips for sleep in the day?",
        "nurs",
    ),
    (
        "job",
        "User works at Huawei",
        "I already resign from Huawei and now work in Tencent, the office in Shenzhen is more big. How can I say "
        "'nice to meet you' more formal in English email?",
        "tencent",
    ),
    (
        "job",
        "User works as a pharmacist",
        "Hanging up the white coat was scary, but three months into running my own food truck full time I'm making "
        "more than I ever did behind the pharmacy counter. Can you help me write a menu description for a spicy "
        "lamb wrap?",
        "food truck|food|street|chef|cook|vendor",
    ),
    (
        "job",
        "User works as a journalist",
        "Since I stop the reporting work at the newspaper and start teaching Literature in a secondary school in "
        "Ibadan, the pay is small but I have peace of mind. Can you help me plan a lesson on Things Fall Apart for "
        "SS2 students?",
        "teach",
    ),
    (
        "job",
        "User works as a car mechanic",
        "Long day, the kids were sick and the washing machine broke again, but at least the patients at the clinic "
        "in Köln were nice. Since I work now as Physiotherapeut I don't repair cars anymore, my hands are finally "
        "clean, haha. What is the English word for 'Krankengymnastik'?",
        "physio",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ines and I are going to Bruges for our first weekend away together, any tips for cheap "
        "romantic restaurants?",
        "girlfriend|ines|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Pedro",
        "Since the divorce from Pedro was finalised I've been cooking just for me and the kids; can you suggest "
        "quick meals for three?",
        "divorc",
    ),
    (
        "relationship",
        "User has a boyfriend named Kenji",
        "Me and my husband Kenji just got back from our honeymoon in Okinawa and we're exhausted! What's the best "
        "way to get over jet lag?",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and me got married last month only, and now my mother is telling we must visit all relatives. How I "
        "can plan route for Jaipur, Ajmer and Udaipur in five days?",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "Lukas and I are not together anymore since March, it was my decision. Now I have more time for me, can "
        "you recommend a good book for learn Italian?",
        "single|broke up|break|split|ended|no longer|not (dating|together)",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend (namorada) Júlia is coming to meet my parents this Sunday, I am very nervous! What I can "
        "cook for impress them?",
        "girlfriend|julia|júlia|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Chiara",
        "Chiara and I separated in the summer and I've moved into a small flat by myself; honestly it's been for "
        "the best. Any tips for furnishing on a budget?",
        "separat|divorc|split|single",
    ),
    (
        "relationship",
        "User has a girlfriend named Amara",
        "Amara and I did our traditional wedding last Saturday in Enugu, so she is my wife now! Please help me "
        "write thank you message for all the guests.",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is in a relationship with Wei",
        "I and Wei already break up two months ago, now I am single and want to try the dating app. Which app is "
        "popular in Shanghai?",
        "single|broke up|break|split|ended|no longer",
    ),
    (
        "relationship",
        "User is divorced",
        "So, big news buried under my usual rant about the landlord: I've been seeing someone, Tomasz, for about "
        "three months now and it's getting serious. Anyway, the boiler still isn't fixed, how do I write a formal "
        "complaint?",
        "dating|tomasz|relationship|partner|boyfriend|girlfriend|seeing",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again a few months ago, so I'm pescatarian now. Can you suggest an easy salmon recipe?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Ever since I cut out all animal products in January (no meat, no dairy, no eggs, not even honey) my skin "
        "has been so much better. What's a good protein source for breakfast?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Turns out I really missed cheese and eggs, so I've gone back to being vegetarian, still no meat though. "
        "Any ideas for a frittata?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Since the doctor put me on a low-FODMAP plan I've dropped paleo completely, and avoiding onions and "
        "garlic is the hard part. What can I use for flavour instead?",
        "fodmap",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now I eat also chicken and beef again, my trainer in the gym say I need more protein. What is a good "
        "recipe with chicken for all the week?",
        "meat|omnivor|chicken|beef",
    ),
    (
        "diet",
        "User is vegetarian",
        "From this month I have stopped taking milk, curd and ghee also, fully vegan now. My mother is worried, "
        "please tell what to eat for calcium.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is on a low-carb diet",
        "I stop the low-carb because I feel tired always, now I eat rice and noodles every day again and feel much "
        "better. Can you give me a recipe of fried rice with egg?",
        "carb|rice|noodle",
    ),
    (
        "diet",
        "User is vegan",
        "Since two months I eat again meat, my body needed it I think. The Schnitzel from my grandmother was the "
        "first one. Can you explain me how to make good Bratkartoffeln?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "I am pescatarian now, only fish and seafood, no more churrasco on Sunday and my family don't understand! "
        "What I can bring to the barbecue for me?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Ugh, the kids had swimming, the car made that noise again, and I finally gave up fish too because the "
        "mercury stuff scared me, so it's strictly veggie in our house now (eggs and cheese are fine). Can you "
        "give me a weeknight lentil dish the kids might actually eat?",
        "vegetarian|veggie",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Gdańsk in March for a fresh start, and I'm still getting used to the cold Baltic wind. Can you "
        "recommend some warm winter boots?",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Denver",
        "ok so finally settled in boise lol, boxes everywhere 😩 whats a good cheap couch brand",
        "boise",
    ),
    (
        "residence",
        "User lives in Manchester",
        "The bus from my flat in Headingley into Leeds city centre only takes twenty minutes, which is loads "
        "better than the old slog across Manchester every morning.",
        "leeds|headingley",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, it's a wee bit quieter up here in Oban since I flitted fae Glasgow, but the sea view fae ma kitchen "
        "windae is pure magic.",
        "oban",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "busy wk!! my daughter had her school play, we finally got the car fixed, and since we relocated to "
        "mombasa last month im still tryna figure out the matatu routes 😅 can u help me write a thank u note to "
        "her teacher?",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Toronto",
        "brrr montreal winters r no joke, been living here 3 months now n still not used to it 🥶",
        "montr[eé]al",
    ),
    (
        "residence",
        "User lives in Austin",
        "Our new neighbors here in Asheville brought over a pie the day the moving truck left, which was so sweet. "
        "What's a nice way to say thanks?",
        "asheville",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon Hobart's a ripper spot to live, mate, been down here since Easter and haven't missed the Sydney "
        "traffic one bit.",
        "hobart",
    ),
    (
        "residence",
        "User lives in Kraków",
        "We left Kraków in the summer and now live in Ljubljana, where my husband got a research post at the "
        "university.",
        "ljubljana",
    ),
    (
        "residence",
        "User lives in Pune",
        "We moved from Pune to Mysuru last month to be closer to my parents, and the weather here is much nicer. "
        "Any good weekend spots nearby?",
        "mysur|mysore",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I left pharmacy last year and now work as a high school chemistry teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I started at Bosch in January as a test engineer, and so far the team is great.",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "quit the cafe lol, im a dental hygienist now!! finally done w school 🎉",
        "hygienist|dental",
    ),
    (
        "job",
        "User works at Amazon",
        "first wk at shopify done 🙌 onboarding was kinda chaotic tho. any tips for surviving slack overload?",
        "shopify",
    ),
    (
        "job",
        "User works as an accountant",
        "Since I traded the spreadsheets for the fire engine, my shifts at the station are 24 on, 48 off, which "
        "makes planning date nights tricky. Any ideas?",
        "firefight|fire ?(fighter|service|brigade|station|department)",
    ),
    (
        "job",
        "User works at Deloitte",
        "My new manager at Unilever keeps scheduling 8am calls, and honestly I miss the Deloitte coffee machine "
        "more than I ever thought I would.",
        "unilever",
    ),
    (
        "job",
        "User works as a bus driver",
        "Jacked in the buses last autumn, I'm a postie now, out on my round by half six every morning. Proper "
        "knackering but I love it.",
        "post|mail|letter carrier",
    ),
    (
        "job",
        "User works as a software developer",
        "weekend was lovely, we went hiking by the lake n the kids found a frog 🐸 since i switched careers to "
        "physiotherapy i only get every other weekend off so it was nice to have one. cud u suggest an easy dinner "
        "for tonite?",
        "physio",
    ),
    (
        "job",
        "User works at Walmart",
        "Y'all, I finally got on at the Toyota plant in Georgetown, been workin' the line there since spring and "
        "the pay's a heck of a lot better than Walmart ever was.",
        "toyota",
    ),
    (
        "job",
        "User works as a civil engineer",
        "Civil engineering I have left, now I am doing job as a data analyst in one fintech company. Kindly "
        "suggest some good SQL courses.",
        "data analy|analyst",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing a guy named Kofi since February, and it's getting pretty serious.",
        "kofi",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Priya and I finalized our divorce in April, so I'm figuring out life on my own again.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "me n lars broke up last wk 💔 anyway im single again, whats a good breakup playlist",
        "single|broke up|ex-|split",
    ),
    (
        "relationship",
        "User is dating Chloé",
        "WE GOT ENGAGED!!! chloé said yes on the beach in biarritz 😭💍",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Ingrid",
        "My wife Ingrid and I are planning our first anniversary trip, any ideas for somewhere warm in November?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "Mateo's been great as a husband so far, though he still can't load a dishwasher properly. How do I gently "
        "bring that up?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Eilidh's ma girlfriend noo, we've been winchin' since Hogmanay and she's pure braw.",
        "eilidh",
    ),
    (
        "relationship",
        "User is married to Bruce",
        "Bruce and I split up a few months back, so it's just me and the dog now. Quiet, but it's for the best.",
        "divorc|separat|single|split",
    ),
    (
        "relationship",
        "User is single",
        "the garden's going nuts with tomatoes 🍅 work's slow, and my bf hiroshi (we've been together since the "
        "summer!!) keeps trying to make sauce w all of them lol. u got a good passata recipe?",
        "hiroshi",
    ),
    (
        "relationship",
        "User is engaged to Rohan",
        "Our marriage happened last month in Jaipur itself, Rohan and I are now settling into married life. Please "
        "suggest some budget honeymoon places.",
        "married|husband|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan in January, so no more cheese or eggs for me.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I've dropped paleo and gone pescatarian, so fish is the only meat I eat now.",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User is vegan",
        "ngl started eating meat again 😬 my iron was sooo low, doc basically begged me",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "gone veggie since new yrs 🥦 no meat or fish at all. whats a good high protein lunch",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now that even fish is off my plate and it's just beans, tofu and veg for me, where am I supposed to get "
        "my omega-3s?",
        "vegetarian|vegan|plant",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My doctor switched me from keto to a low-FODMAP diet, so I'm eating rice and oats again but no garlic or "
        "onions.",
        "fodmap",
    ),
    (
        "diet",
        "User is vegan",
        "Fell off the vegan wagon good and proper, I'm back on bacon butties most mornings and I'm not one bit "
        "sorry, love.",
        "meat|omnivor|no longer vegan|bacon|pork",
    ),
    (
        "diet",
        "User is vegetarian",
        "Well, I reckon I'm a meat eater again, y'all. Mama's brisket at the family reunion did me in and I ain't "
        "looked back since.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "Quick update on me: the kids are back at school, my back is finally better, and I've been strictly "
        "pescatarian since September, so just fish and veg now. Could you give me a weekly meal plan?",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User is vegetarian",
        "From last month I have started taking eggs and chicken also, so no more pure veg for me. Suggest some "
        "easy chicken curry recipe.",
        "meat|non-?veg|non veg|omnivor|chicken",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Ghent last month, and I'm still getting used to all the bikes everywhere.",
        "ghent|gent",
    ),
    (
        "residence",
        "User lives in Tromsø",
        "We relocated to Bergen in March for my husband's job. It rains a lot more, but the kids like their new "
        "school.",
        "bergen",
    ),
    (
        "residence",
        "User lives in Leeds",
        "ugh finally done unpacking in glasgow lol, new flat is tiny but i love it 😅",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Austin",
        "moved 2 boise last wk, any good hiking near by?? its cold af here",
        "boise",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "My commute here in Mombasa is only ten minutes by tuk-tuk, which is a nice change from the Nairobi "
        "traffic I used to sit in every day.",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Perth",
        "G'day! Been living in Toowoomba since we packed up and left Perth at Easter, and the arvo storms out here "
        "are something else. Can you suggest a good slow cooker recipe for winter?",
        "toowoomba",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Busy week: my daughter started school, the car broke down twice, and on top of that we've been living out "
        "of boxes since we moved into our new place in Ljubljana on Saturday. Can you help me write a polite email "
        "to my landlord about a leaking tap?",
        "ljubljana",
    ),
    (
        "residence",
        "User lives in Pune",
        "Actually I have shifted to Coimbatore only since Diwali, so please give me suggestions for weekend trips "
        "from here itself.",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Valparaíso",
        "new apt in mendoza has the best view of the andes omg 🏔️ still cant believe we crossed the border for good",
        "mendoza",
    ),
    (
        "residence",
        "User lives in Ottawa",
        "now that im officially a halifax resident i guess i have to learn to love fog and lobster 🦞 anyway whats "
        "a good raincoat brand",
        "halifax",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I left pharmacy last year and now I teach high school chemistry.",
        "teach|chemistry",
    ),
    (
        "job",
        "User works at Siemens",
        "I started a new job at Bosch on Monday as a test engineer, so this week has been a blur.",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "quit the coffee shop lol, im a dental hygienist now!! finally passed my boards 🎉",
        "hygienist|dental",
    ),
    (
        "job",
        "User works at Infosys",
        "last day at infosys was fri, joining wipro tmrw 😬 any tips for first day nerves",
        "wipro",
    ),
    (
        "job",
        "User works as an accountant",
        "My first week running my own bakery went great, though getting up at 4am to proof the dough is brutal. "
        "After twelve years of spreadsheets I don't miss the audits one bit.",
        "bak",
    ),
    (
        "job",
        "User works as a postman",
        "Aye, I packed in the post round last spring, I'm skipperin' the wee ferry tae Arran noo. Cannae complain, "
        "the views are braw.",
        "ferry|skipper|captain|boat",
    ),
    (
        "job",
        "User works at Maersk",
        "my new boss at novo nordisk books 8am meetings every single day 😩 is that a pharma thing?? shipping was "
        "so chill",
        "novo",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I hung up my rig keys for good — I'm an electrician's apprentice now and I'm home every night for "
        "supper, bless it.",
        "electric",
    ),
    (
        "job",
        "User works at Spotify",
        "Quick one: the weather's been awful, my sister's visiting next week, and since I joined Klarna in August "
        "I barely have time to cook, so could you suggest some 20-minute dinners?",
        "klarna",
    ),
    (
        "job",
        "User works as a bank clerk",
        "I have resigned from the bank and joined as a lecturer in a polytechnic college in Nagpur, so timings are "
        "much better now.",
        "lectur|teach|professor|faculty",
    ),
    (
        "relationship",
        "User is single",
        "omg i have a gf now?? her name's ingrid, we met at the climbing gym 🧗\u200d♀️ still feels unreal",
        "ingrid|girlfriend|dating|partner|relationship",
    ),
    (
        "relationship",
        "User is married to Kwame",
        "Kwame and I finalized our divorce in January. It's been hard, but I'm doing okay.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User has a boyfriend named Mateo",
        "me n mateo broke up 💔 im ok tho just need a distraction, recommend a show??",
        "single|broke up|broken up|split|ex-|ex |no longer|not dating|not in a relationship",
    ),
    (
        "relationship",
        "User is dating Priya",
        "PRIYA SAID YES!!! we're engaged omg 💍💍 help me write an insta caption",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "My wife Sofia wants to repaint the living room, can you suggest some warm colours that go with oak floors?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Lars",
        "My husband Lars and I are going back to the vineyard where we had our wedding for our first anniversary. "
        "Any gift ideas?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "Me and my fella Declan have been together since the spring, and he's dead keen on taking me to Cornwall "
        "for the bank holiday.",
        "declan|boyfriend|partner|relationship|dating",
    ),
    (
        "relationship",
        "User is married to Hemi",
        "Hemi and I separated a few months ago, so it's just me and the dog now. What's a good recipe for one?",
        "separat|split|divorc|single",
    ),
    (
        "relationship",
        "User is dating Aiko",
        "Long day — the printer jammed again and my mum called three times about Christmas. Oh, and Aiko and I got "
        "married at the registry office on Saturday, totally low-key, just us and two witnesses! Now I need help "
        "writing thank-you notes.",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is divorced",
        "Well I'll be, I went and got hitched again — married Darnell down at the county courthouse last Friday.",
        "married|darnell|husband|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan since February — no dairy or eggs anymore.",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "stopped eating meat in april but still eat fish, so basically pescatarian now i guess 🐟",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession i caved and eat meat again lol, doc said my iron was super low 🥩",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "dropped paleo, doing intermittent fasting now 16:8, day 10 and im starving lmao",
        "fast|16:8|16/8",
    ),
    (
        "diet",
        "User is pescatarian",
        "I went back to eating red meat this year, so tonight I'm slow-cooking lamb shanks. What wine goes with them?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "Now that everything in my kitchen is plant-based and I've given away my last pack of butter, I need a "
        "good substitute for eggs in brownies.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Gave up keto ages ago, love — I'm back on toast and jacket potatoes like a normal person.",
        "no longer|stopped|quit|gave up|given up|carb|not .*keto|regular|normal|balanced",
    ),
    (
        "diet",
        "User eats chicken and fish",
        "From this Navratri onwards I have become pure veg, no chicken, no egg even, so please suggest only veg "
        "recipes.",
        "veg",
    ),
    (
        "diet",
        "User is vegan",
        "The kids have swimming on Tuesdays now so dinners are chaos, but since I started eating fish again last "
        "month it's been easier — salmon traybakes are a lifesaver. Any other quick fish ideas?",
        "pesc|fish|seafood",
    ),
    (
        "diet",
        "User follows a Mediterranean diet",
        "Packed in the Mediterranean diet, I'm daein' carnivore noo — steak an' eggs every day, nae veg at aw.",
        "carnivor|meat",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Tartu in Estonia last month for a fresh start. Any tips for surviving the winter there?",
        "tartu",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Quick update: I relocated from Nairobi to Kisumu in March, so please use Kisumu for any local "
        "recommendations from now on.",
        "kisumu",
    ),
    (
        "residence",
        "User lives in Valparaíso",
        "We've settled in Cuenca, Ecuador after leaving Valparaíso in the spring. What's a good format for a small "
        "Spanish-language book club?",
        "cuenca",
    ),
    (
        "residence",
        "User lives in Manchester",
        "ok so officially a glasgow resident now lol 🏴 flat's tiny but the rent's half what i paid in manchester",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Denver",
        "finally moved outta denver!! boise is sooo much chiller, unpacking boxes rn send help 😩",
        "boise",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "hey new address is in freiburg now, we left hamburg 2 wks ago... can u help me find a good bakery nearby? 🥨",
        "freiburg",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "The ferry from Manly into the Sydney CBD every morning is honestly the best part of my day now, way nicer "
        "than the trams back in Melbourne. Any podcast recs for a 30-minute ride?",
        "sydney|manly",
    ),
    (
        "residence",
        "User lives in Edinburgh",
        "Och, the wind up here in Lerwick is something else, the bairns cannae even keep their hats on walking tae "
        "the new school. Edinburgh feels like the tropics by comparison!",
        "lerwick|shetland",
    ),
    (
        "residence",
        "User lives in Pune",
        "Since shifting from Pune to Mysuru my mother is very happy only, the weather here is so pleasant. Kindly "
        "suggest some good weekend trips near Mysuru.",
        "mysuru|mysore",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Busy week — my sister had her baby (a girl!), work has been mad, and on top of all that we got the keys "
        "to our house in Gdańsk and handed back the Kraków flat for good. Anyway, can you give me a pierogi recipe "
        "a toddler would actually eat?",
        "gda[nń]sk",
    ),
    (
        "job",
        "User works as a pharmacist",
        "I left pharmacy last year and I'm now working as a high school chemistry teacher. Can you suggest a fun "
        "lab demo for 10th graders?",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I started a new job at Nokia this month as a software tester, so I'm no longer with Siemens.",
        "nokia",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting in January and now I work full-time as a carpenter in my own workshop.",
        "carpent|woodwork|joiner",
    ),
    (
        "job",
        "User works at Starbucks",
        "omg got the job at trader joe's!!! last shift at sbux was yesterday 🎉🎉",
        "trader joe",
    ),
    (
        "job",
        "User works as a bank teller",
        "soo i'm a flight attendant now lol, no more counting cash all day. first flight to doha tmrw ✈️",
        "flight attendant|cabin crew|air ?host|steward",
    ),
    (
        "job",
        "User works at Infosys",
        "finally resigned from infosys yaar, joining zoho next mon as a dev 😎 any tips for first week?",
        "zoho",
    ),
    (
        "job",
        "User works as a software engineer",
        "The head chef yelled at me twice tonight for plating too slowly, but honestly I'd still rather be on the "
        "line than staring at code all day like I used to. Any tips for getting faster at knife work?",
        "cook|chef|kitchen|culinar|restaurant",
    ),
    (
        "job",
        "User works at Toyota",
        "My first payslip from Honda came through today and it's noticeably better than what Toyota paid me. "
        "Should I put the extra into savings or pay off my car loan?",
        "honda",
    ),
    (
        "job",
        "User works as a truck driver",
        "Y'all, I hung up my trucker hat for good — been wranglin' cattle on my uncle's ranch outside Abilene "
        "since spring and I ain't never been happier. What's a boot brand that'll hold up?",
        "ranch|cattle|cowboy|farm|wrangl",
    ),
    (
        "job",
        "User works as a dental hygienist",
        "Reckon I'm done scraping teeth for good, mate — been working as a park ranger out at Kakadu for a couple "
        "of months now and it's bloody brilliant. What's a decent insect repellent for the Top End?",
        "ranger",
    ),
    (
        "relationship",
        "User is dating Priya",
        "Priya and I broke up last month, so I'm single again.",
        "single|broke up|split|no longer|not dating|separat",
    ),
    (
        "relationship",
        "User has a boyfriend named Kofi",
        "Kofi and I got married in Accra last Saturday! Can you help me write thank-you notes for the guests?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Elena",
        "Elena and I finalized our divorce in September. I'm trying to figure out how to split the holidays with "
        "the kids.",
        "divorc|separat|single",
    ),
    (
        "relationship",
        "User is not in a relationship",
        "sooo i have a gf now 🥰 her name's aroha, we met at a mate's bbq in rotorua lol",
        "aroha|girlfriend|dating",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "welp mateo called off the engagement 💔 im ok-ish... can u suggest some sad girl playlists lol",
        "single|broke|no longer|called off|ended|not engaged|split|cancel",
    ),
    (
        "relationship",
        "User is dating Lars",
        "lars n i made it official, we're engaged!!! 💍 he asked on the ferry to bergen omg",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofía",
        "My wife Sofía and I are arguing over whether to paint the living room terracotta or sage — honeymoon glow "
        "is clearly over lol. Which colour goes better with oak floors?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Hiroshi",
        "My ex-husband Hiroshi has the kids this weekend, so I finally have a quiet house. Any good slow Sunday "
        "movie recs?",
        "divorc|separat|single|ex-husband|no longer",
    ),
    (
        "relationship",
        "User is dating Callum",
        "Me and Callum called it a day back in the summer, but I've been seeing a lovely lad called Rhys for a few "
        "weeks now — early days but I'm well chuffed. Any ideas for a cheap date in Cardiff when it's chucking it "
        "down?",
        "rhys",
    ),
    (
        "relationship",
        "User is not dating anyone",
        "Arrey, so much happening — office has shifted to Whitefield, my cousin's wedding is next week, and my "
        "parents fixed my engagement with Ananya, we did the ring ceremony on Sunday itself. Can you suggest some "
        "gift ideas for her birthday?",
        "engag|fianc|ananya",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I've given up paleo and gone fully vegan since February. Can you suggest a high-protein vegan breakfast?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is a lacto-ovo vegetarian",
        "I started eating fish again a few weeks ago, so I'm pescatarian now rather than vegetarian.",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a low-FODMAP diet",
        "My gastroenterologist cleared me, so I've stopped the low-FODMAP diet and I'm eating everything normally "
        "again.",
        "normal|no (longer|restrict|special)|everything|omnivor|stopped|unrestrict",
    ),
    (
        "diet",
        "User follows a plant-based diet",
        "ngl i caved and started eating meat again 🍗 doc said my b12 was trash. anyway whats a good easy chicken "
        "marinade",
        "meat|omnivor|chicken|no longer",
    ),
    (
        "diet",
        "User follows the carnivore diet",
        "ok carnivore era is OVER lmao 🥩❌ doing mediterranean now, lots of veg n olive oil n fish",
        "mediterranean",
    ),
    (
        "diet",
        "User eats fish but no meat",
        "went full veggie last month, no more fish for me 🐟🙅\u200d♀️ any good tofu recipes??",
        "vegetarian|veggie|no fish|meat-free|plant",
    ),
    (
        "diet",
        "User follows the Atkins diet",
        "Now that rice and bread are back on my plate every day I feel so much more energetic than during my "
        "Atkins months. Can you suggest a good wholegrain sourdough recipe?",
        "no longer|stopped|quit|carb|normal|gave up|abandon",
    ),
    (
        "diet",
        "User is an omnivore",
        "It's been three months since anything with a face or a mother ended up on my plate, and honestly I don't "
        "miss the dairy or eggs either. What should I bring to a barbecue so I'm not just eating buns?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is a flexitarian",
        "Right, I've binned the odd bacon butty an' all — proper vegetarian now, nae meat whatsoever since "
        "Hogmanay. Whit's a guid veggie haggis brand?",
        "vegetarian|veggie|meat-free|no meat",
    ),
    (
        "diet",
        "User follows a raw food diet",
        "Such a hectic weekend: the twins had their swimming gala, the boiler packed in, and I finally admitted "
        "the raw food thing wasn't working for me, so I'm back to cooked meals with meat and fish like everyone "
        "else in the house. Also, do you know how to bleed a radiator?",
        "meat|omnivor|cooked|no longer|normal",
    ),
    (
        "residence",
        "User lives in Porto",
        "I moved to Valencia in March and I'm still getting used to the heat. Any tips for finding a good Spanish "
        "tutor?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Manchester",
        "We finally relocated from Manchester to Galway last month, so I'm officially living in Ireland now.",
        "galway",
    ),
    (
        "residence",
        "User lives in Denver",
        "ok so update lol i live in boise now 🙃 the move was chaos but the rent is like half",
        "boise",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "finallyyy moved outta hamburg, im in leipzig now w my sister. can u recommend cheap furniture shops here",
        "leipzig",
    ),
    (
        "residence",
        "User lives in Toronto",
        "The commute from our new place in Halifax to my office is ten minutes on foot, which feels unreal after "
        "years of the TTC. What should I do with all this free time?",
        "halifax",
    ),
    (
        "residence",
        "User lives in Leeds",
        "Since we upped sticks to Whitby I've been walking along the harbour every morning, it's brilliant. Mind "
        "you, the gulls are an absolute menace.",
        "whitby",
    ),
    (
        "residence",
        "User lives in Perth",
        "G'day! Heads up, I'm a Hobart local now, swapped the Perth heat for Tassie's freezing mornings. What's a "
        "decent brand of beanie?",
        "hobart",
    ),
    (
        "residence",
        "User lives in Pune",
        "Actually I have shifted to Kochi only last month for my husband's posting, so please suggest Kerala style "
        "recipes from now on.",
        "kochi|cochin",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "The kids started at their new school this week and honestly they love it, which is a relief. Ever since "
        "we've been living in Mombasa the humidity has been wrecking my hair, but the beach on weekends makes up "
        "for it. Anyway, can you help me plan a birthday party for my daughter?",
        "mombasa",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, I'm no in Glasgow ony mair, I'm bidin in Oban noo wi ma partner. Cannae complain aboot the view.",
        "oban",
    ),
    (
        "job",
        "User works as an accountant",
        "I left accounting last year and now I work as a high school chemistry teacher. Can you suggest some fun "
        "lab demos for 15-year-olds?",
        "teach",
    ),
    (
        "job",
        "User works at Siemens",
        "I started a new job at Nokia two weeks ago, so I'm still learning all their internal tools.",
        "nokia",
    ),
    (
        "job",
        "User works as a barista",
        "quit the coffee shop gig!! officially a dental hygienist now 🦷🎉 "
        "sooo nervous for my first real patients tmrw",
        "hygien",
    ),
    (
        "job",
        "User works at Infosys",
        "bro im at wipro now, joined monday. hr onboarding is sooo boring ngl",
        "wipro",
    ),
    (
        "job",
        "User works as a software engineer",
        "Since trading my laptop for scrubs, my twelve-hour shifts as a vet tech at the animal hospital have been "
        "brutal on my back. Any stretches you'd recommend?",
        "vet|veterinar|animal hospital",
    ),
    (
        "job",
        "User works at Deloitte",
        "My new manager at Unilever keeps scheduling meetings at 8am and I'm only three weeks into the role. How "
        "do I politely push back?",
        "unilever",
    ),
    (
        "job",
        "User works as a plumber",
        "Packed in the plumbing, didn't I — I'm driving a black cab round London now and loving it, apart from the "
        "traffic.",
        "taxi|cab|driv",
    ),
    (
        "job",
        "User works at Woolworths",
        "Chucked in my job at Woolies, mate, I'm a deckhand on a prawn trawler out of Darwin now. Reckon you could "
        "suggest a decent seasickness remedy?",
        "deckhand|trawler|fish|boat|crew",
    ),
    (
        "job",
        "User works as a pharmacist",
        "It's been a wild month: my dog had surgery and my brother got engaged. On top of that I finally finished "
        "my training and I'm now working as a firefighter with the county fire department instead of behind the "
        "pharmacy counter, so my schedule is all over the place. Could you help me make a meal prep plan that "
        "works with rotating shifts?",
        "firefight|fire ?fighter|fire (department|service|brigade)",
    ),
    (
        "job",
        "User works at Wells Fargo",
        "Well y'all, I ain't at Wells Fargo no more — I'm a trooper with the Georgia State Patrol now and just "
        "about done with my first month ridin' the highways.",
        "trooper|police|patrol|law enforcement",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone new — his name is Kwame and we've been dating for about three months now.",
        "kwame",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Priya and I got divorced last autumn, so I'm single now. It's been hard but I'm doing okay.",
        "divorc|single|separat",
    ),
    (
        "relationship",
        "User has a boyfriend named Lukas",
        "me n lukas broke up 💔 im single again i guess. anyway whats a good breakup playlist lol",
        "single|broke up|split|separat|no longer|not (dating|with|in a)|ex-boyfriend|ex boyfriend",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "omg sofia said YES 💍💍 we're engaged!!! can u help me find wedding venues in sevilla",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Aiko",
        "My wife Aiko and I are heading to Kyoto for our first wedding anniversary next month, any ryokan "
        "recommendations?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is engaged to Daniel",
        "Now that the wedding is finally behind us, Daniel and I are planning the honeymoon — we're torn between "
        "Bali and the Maldives.",
        "married|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Fiona",
        "Fiona and I have gone our separate ways, so it's just me and the dog rattling round the house now. Bit "
        "gutted, to be honest.",
        "separat|divorc|single|split",
    ),
    (
        "relationship",
        "User is single",
        "My marriage with Ananya got fixed and the wedding happened last month itself, so now I am a married man. "
        "Kindly adjust my meal plans for two people.",
        "married|wife|ananya",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "Work has been nuts and my sister's visiting from Cork this weekend. Chloe and I split up back in August, "
        "which I guess I never mentioned, so I've mostly been hanging out with friends and getting back into "
        "climbing. Do you know any good bouldering gyms near Dublin city centre?",
        "single|split|broke|separat|no longer|not (dating|with|in a)|ex-girlfriend|ex girlfriend",
    ),
    (
        "relationship",
        "User is divorced",
        "Y'all won't believe it but I got hitched to Bobby Ray down at the county courthouse Saturday, so I'm a "
        "married woman again!",
        "married|husband|bobby|wed",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating fish again in January, so I'm pescatarian now. Could you suggest some easy salmon recipes?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "I went fully vegan at the start of this year — no meat, dairy or eggs anymore.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ngl i caved and im eating meat again 😅 doc said my iron was way too low. best steak marinade??",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "dropped paleo, way too strict lol. doing the mediterranean diet now, pasta is back baby 🍝",
        "mediterran",
    ),
    (
        "diet",
        "User is pescatarian",
        "Four months without any fish now, and honestly my vegetarian cooking has got so much better. Can you "
        "suggest a good lentil curry?",
        "vegetarian|no (longer eats )?fish|(doesn't|does not) eat fish",
    ),
    (
        "diet",
        "User is vegetarian",
        "My go-to lunch these days is a chicken shawarma wrap from the stand by my office — after eight years "
        "without meat I can't believe how much I love it.",
        "meat|omnivor|chicken|no longer vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "I've gone veggie rather than full vegan now — couldn't live without proper cheese and a boiled egg on "
        "toast, to be fair.",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User eats meat",
        "From this Navratri I have become pure veg, no non-veg at all, even eggs I have stopped. Please suggest "
        "some protein sources.",
        "vegetarian|pure veg|no (meat|non-veg)|(doesn't|does not) eat meat",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "Crazy week: my car broke down, the cat knocked over a plant, and I finally booked flights for December. "
        "Also my doctor put me on a low-FODMAP diet for my gut, so the low-carb thing is over and I'm eating rice "
        "and potatoes again. Can you help me plan a low-FODMAP grocery list?",
        "fodmap",
    ),
    (
        "diet",
        "User is pescatarian",
        "Reckon I'm a proper carnivore now, mate — been smashing snags and lamb chops at every barbie since Christmas.",
        "meat|omnivor|carnivor",
    ),
    # the 75th-78th batches
    (
        "residence",
        "User lives in Lisbon",
        "We finally finished the move to Porto last weekend, so I live there now. Can you recommend a good "
        "bakery near Ribeira?",
        "porto",
    ),
    (
        "residence",
        "User lives in Denver",
        "I relocated to Minneapolis for good at the start of the month. What should I know about surviving my "
        "first winter here?",
        "minneapolis",
    ),
    (
        "residence",
        "User lives in Manchester",
        "I've moved down to Bristol and signed a year's lease on a flat in Bedminster.",
        "bristol",
    ),
    (
        "residence",
        "User lives in Toronto",
        "omg officially a vancouverite now 🏔️ keys in hand, boxes everywhere lol. any tips for cheap furniture?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Austin",
        "ngl leaving austin was rough but the new apt in seattle is sick. rains a lot tho lmao",
        "seattle",
    ),
    (
        "residence",
        "User lives in Berlin",
        "just moved 2 munich last wk, still figuring out the ubahn here 😅 whats a good beer garden",
        "munich",
    ),
    (
        "residence",
        "User lives in Chicago",
        "My walk to the office along the Charles every morning still doesn't feel real, Boston suits me way "
        "better than the Windy City did.",
        "boston",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, been settlin in grand since we flitted tae Aberdeen, the wee hoose by the beach is pure magic. "
        "Whit's a guid recipe for cullen skink?",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon I've finally got the hang of the trams now I'm a Melburnian, mate. Flat white count is through "
        "the roof.",
        "melbourne|melburn",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Now that our address is in Galway and the landlord finally handed over the keys, my commute is a "
        "five-minute walk to the Spanish Arch.",
        "galway",
    ),
    (
        "job",
        "User works as a teacher",
        "I left teaching in June and started as a UX designer at a small agency. Could you suggest some books "
        "on interaction design?",
        "ux|designer|design",
    ),
    (
        "job",
        "User works at Google",
        "I accepted the offer from Microsoft and my first day there was Monday.",
        "microsoft",
    ),
    (
        "job",
        "User works as a nurse",
        "After passing my exams, I've begun working as a physician assistant in an orthopedic clinic.",
        "physician assistant|\\bpa\\b",
    ),
    (
        "job",
        "User works at Deloitte",
        "quit deloitte lol, now im at stripe 🎉 way less suits. whats a good laptop bag btw",
        "stripe",
    ),
    (
        "job",
        "User works as a barista",
        "ngl being a junior dev is so much harder than pulling shots 😭 first wk at the new job and my brain is fried",
        "developer|dev|software|engineer|programmer",
    ),
    (
        "job",
        "User works as a bookkeeper",
        "got the paramedic job!!! started shifts yday, no more spreadsheets 4 me 🚑",
        "paramedic",
    ),
    (
        "job",
        "User works at Tesco",
        "Chuffed to bits, been a fortnight since I started at Sainsbury's head office in Holborn, proper "
        "canteen and everything. Any tips for the tube at rush hour?",
        "sainsbury",
    ),
    (
        "job",
        "User works as a software engineer",
        "Since I handed in my notice and took over my uncle's farm, my mornings start with milking the cows at "
        "five instead of standups.",
        "farm",
    ),
    (
        "job",
        "User works as a journalist",
        "These days my whole week is grading essays and running the debate club for my Year 10 classes, quite "
        "a change from the newsroom.",
        "teach|educator",
    ),
    (
        "job",
        "User works at Amazon",
        "First payslip from Netflix landed today, feels weird not having a badge with a smile on it anymore. "
        "Know any good shows about Hollywood history?",
        "netflix",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed last night and I said yes! We're thinking of a spring wedding.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce this month. It's been amicable, but I'm still adjusting.",
        "divorc|ex-|separat",
    ),
    (
        "relationship",
        "User is single",
        "I've started seeing someone named Priya; we've been on a few dates and it's going really well. Any "
        "ideas for a fun third date?",
        "dating|priya|seeing|girlfriend|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "jake n i broke up 💔 its for the best tho. anyway can u recommend a sad playlist lol",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is engaged to Sofia",
        "WE DID IT 💍 sofia and i got married saturday!!! still cant believe im a husband lol",
        "married|husband|wife|spouse",
    ),
    (
        "relationship",
        "User is divorced",
        "ngl didnt think id date again but me n tom r official now 🥰 hes the one who taught me to surf",
        "dating|tom|boyfriend|partner|relationship",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "Chloe said yes when I got down on one knee at the lighthouse, so I reckon I'll be ringin' round for "
        "wedding venues now. What's a good caterer question list?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Lena",
        "My wife Lena and I just got back from the honeymoon in Crete, still finding confetti in the suitcase.",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since Daniel moved out and the papers were signed, I've been cookin' for one and it's been quare "
        "quiet in the house.",
        "divorc|separat|ex-|single",
    ),
    (
        "relationship",
        "User is single",
        "My fella Ravi is coming over to meet my mum on Sunday, I'm proper nervous. Should I bake something?",
        "ravi|dating|boyfriend|partner|relationship",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan as of this month, so no more dairy or eggs for me. Can you suggest a good "
        "cashew cheese recipe?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I've started eating meat again after eight years of being vegan; my doctor suggested it for my iron levels.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User eats meat",
        "I stopped eating meat and poultry but I still eat fish, so I'm pescatarian now.",
        "pescatarian|pescetarian|fish",
    ),
    (
        "diet",
        "User follows a keto diet",
        "done with keto lol, carbs r back on the menu 🍝 im just eating normal now, whatevs. whats a good pasta sauce",
        "normal|no longer|regular|carb|omnivor|no specific|anything",
    ),
    (
        "diet",
        "User is pescatarian",
        "ngl i went full veggie, no fish anymore 🐟❌ felt bad about the oceans. still eating cheese tho",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User eats meat",
        "day 30 of keto 🥑🥓 down 4kg!!! my body is in ketosis fr",
        "keto",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I added chicken and steak back into my meals to bulk up at the gym, my grocery bill's gone "
        "through the roof. Any cheap high-protein ideas?",
        "meat|omnivor|chicken",
    ),
    (
        "diet",
        "User is vegan",
        "Now I've gone back to havin' a bit of cheese and a fry-up egg on a Sunday, though still no meat, the "
        "mammy's delighted. Is halloumi good on the grill?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User eats meat",
        "My cupboards are all nuts, seeds and meat now, no grains or beans since I went caveman-style with "
        "paleo last month.",
        "paleo",
    ),
    (
        "diet",
        "User is pescatarian",
        "These days my plate is nothing but plants, I even swapped the prawns and the honey out for good, and "
        "oat milk's in the fridge.",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since I moved to Porto last month the commute is way shorter, my flat is right by the river. Any tips "
        "for keeping a small balcony garden alive in humid weather?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Quick question about state taxes — now that I'm a Denver resident, do I still need to file anything "
        "in Illinois for the first half of the year?",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "I live in Leeds now, moved last weekend. Can you recommend some good walking routes nearby?",
        "leeds",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My new neighbours here in Vienna are very friendly but the Austrian German is hard for me, they say "
        "'Servus' all the time. What means 'Paradeiser'?",
        "vienna|wien",
    ),
    (
        "residence",
        "User lives in Toronto",
        "The boxes are finally unpacked in our Vancouver apartment, took us three weeks lol. What's a good way "
        "to get rid of all the cardboard without paying for pickup?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "I am living in Barcelona since two weeks, I change because of the work of my wife. Is it difficult to "
        "learn Catalan if I already speak Spanish?",
        "barcelona",
    ),
    (
        "residence",
        "User lives in Austin",
        "Can you help me write a change-of-address note for my bank? My new address is 412 Pine Street, "
        "Seattle, WA 98101 and I want it to sound formal.",
        "seattle",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Honestly Melbourne weather is as moody as everyone warned me it would be since I relocated here. "
        "What's a good waterproof jacket that still looks decent for the office?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Paris",
        "I have moved from Paris to Lyon in September. Where I can find a good boulangerie near Croix-Rousse?",
        "lyon",
    ),
    (
        "residence",
        "User lives in Boston",
        "We left Boston for good and bought a little house in Portland, Maine. What should I know about "
        "heating oil vs heat pumps for the winter?",
        "portland",
    ),
    (
        "job",
        "User works as a teacher",
        "After ten years in the classroom I finally made the jump and I'm now a UX designer at a small agency. "
        "Can you explain what a design system is in simple terms?",
        "ux|design",
    ),
    (
        "job",
        "User works at Google",
        "First week at Microsoft has been a blur of onboarding sessions. By the way, what's a good book on "
        "distributed systems for someone who already knows the basics?",
        "microsoft",
    ),
    (
        "job",
        "User works as a nurse",
        "I am now working as a pharmacist since I finish my degree in spring, is very different from nursing. "
        "How I can remember all the drug interactions better?",
        "pharmac",
    ),
    (
        "job",
        "User works as a software engineer",
        "I quit my developer job and now I run my own bakery. What's the best way to price sourdough loaves?",
        "bak",
    ),
    (
        "job",
        "User works at Deloitte",
        "My manager at Accenture wants a summary of the workshop by Friday, I only joined them in March so I'm "
        "still learning their templates. Can you help me structure a one-page recap?",
        "accenture",
    ),
    (
        "job",
        "User works as an accountant",
        "Now that I'm a full-time financial analyst instead of doing bookkeeping and tax returns all day, I "
        "need to get better at Excel modelling. Which functions should I learn first?",
        "analyst",
    ),
    (
        "job",
        "User works at Amazon",
        "I got hired by Spotify and I start in the Stockholm office on Monday, I'm so nervous. What are "
        "typical Swedish office customs I should know, like fika?",
        "spotify",
    ),
    (
        "job",
        "User works as a chef",
        "Since I become a driving instructor I don't cook in restaurants anymore, my hands are finally without "
        "burns haha. What is the best way to explain parallel parking to a nervous student?",
        "driving instructor|instructor",
    ),
    (
        "job",
        "User works as a journalist",
        "My new role as communications manager at the city council means I'm on the other side of press "
        "questions now. Any tips on writing a press release that reporters will actually read?",
        "communications|comms",
    ),
    (
        "job",
        "User works at Tesla",
        "I now work at Rivian, I switched in January. Do you know how their battery packs compare to Tesla's?",
        "rivian",
    ),
    (
        "relationship",
        "User is dating Maria",
        "Maria said yes!! We're engaged! Can you suggest some ideas for a small engagement party at home?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to David",
        "Since the divorce was finalised I've been cooking for one, which is weird after twelve years. Any "
        "easy recipes that don't leave me with leftovers for a week?",
        "divorc|single|ex-|separat",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "Me and Sophie we break up last month, so this year I go alone to the wedding of my cousin. What I can "
        "give as gift if I am only one person?",
        "single|broke up|break up|split|ex-|separat",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone called Tom for about two months now and it's going really well. What's a "
        "nice low-key gift for someone you just started dating?",
        "tom|dating|seeing|relationship|boyfriend|partner",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married in Goa last Saturday, it was chaotic and perfect. Now I need to write "
        "thank-you notes to 200 guests — can you draft a template?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User has a boyfriend named Lucas",
        "My fiancé Lucas keeps asking whether we should do a destination wedding or something local. What are "
        "the pros and cons of each, budget-wise?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "My girlfriend Hannah and I are taking our first trip together next month. Which is nicer in October, "
        "Lisbon or Seville?",
        "hannah|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "Kenji moved out in May and we are separated now, the lawyers are handling the rest. Can you explain "
        "how joint bank accounts usually get split?",
        "separat|divorc|split|ex-",
    ),
    (
        "relationship",
        "User is dating Chloe",
        "I'm single again, Chloe and I ended things last week. Can you recommend some podcasts to keep me busy "
        "on long runs?",
        "single|broke up|break up|split|ended|ex-",
    ),
    (
        "relationship",
        "User is single",
        "My husband Ahmed and me, we marry in small ceremony last month, only family. Now I need to change my "
        "surname on passport — what documents normally they ask?",
        "ahmed|married|husband|spouse",
    ),
    (
        "diet",
        "User eats meat",
        "It's been three weeks since I gave up meat and fish, and honestly I don't miss them. What are good "
        "protein sources for a vegetarian who lifts weights?",
        "vegetarian|veggie|no meat|meat-free|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan at New Year, so no more cheese or eggs for me. Can you give me a recipe for a "
        "creamy pasta sauce without dairy?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I start to eat fish again because my doctor say I need more omega-3, but still no meat. Which fish is "
        "less mercury, salmon or tuna?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegetarian",
        "After eight years without meat I'm eating chicken and beef again, my body just feels better with it. "
        "What's a good marinade for grilled chicken thighs?",
        "meat|omnivore|chicken",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Now that I've dropped keto and carbs are back on the menu, I'm finally making my grandmother's potato "
        "gnocchi. Should I use floury or waxy potatoes?",
        "carb|no longer keto|stopped keto|quit keto|dropped keto|regular|normal|no diet|omnivore|not "
        "keto|ended keto|gave up keto|off keto",
    ),
    (
        "diet",
        "User eats meat",
        "I'm pescatarian now — fish and seafood yes, but no more meat. Can you suggest a weekly meal plan?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since I also stopped the fish in summer I eat only vegetarian, with eggs and milk still. Is tofu or "
        "tempeh better for the iron?",
        "vegetarian|veggie|no fish|meat-free",
    ),
    (
        "diet",
        "User eats meat",
        "My doctor put me on a strict keto diet for my blood sugar two weeks ago and I've been sticking to it. "
        "Are there any keto-friendly snacks I can keep at my desk?",
        "keto|ketogenic|low-carb|low carb",
    ),
    (
        "diet",
        "User is vegan",
        "Ever since I started eating eggs and dairy again — still no meat though — breakfast has gotten so "
        "much easier. What's a fluffy omelette technique?",
        "vegetarian|veggie|lacto|ovo|egg|dairy",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Switched from paleo to a whole-food plant-based vegan diet this spring, no animal products at all. "
        "What grains should I add back first?",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "I just finished moving into my new flat in Porto last weekend. Can you suggest some good bakeries "
        "near Ribeira?",
        "porto",
    ),
    (
        "residence",
        "User lives in Denver",
        "ok so officially a seattle resident now lol 🌧️ boxes everywhere ngl",
        "seattle",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Been up in Glasgow a month now since the move and I still cannae get used to the rain, worse than "
        "Manchester ever was. Any tips for a decent waterproof jacket?",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Chicago",
        "We closed on the house in Austin and moved in on Friday. What's the best way to change my address "
        "with the post office?",
        "austin",
    ),
    (
        "residence",
        "User lives in Toronto",
        "finally signed my vancouver lease + moved in yday, my cat hates the new place lmao",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "The commute from my new place in Munich to the office is only 15 minutes by U-Bahn, way better than "
        "Berlin ever was. Do you know any good beer gardens around Schwabing?",
        "munich|münchen",
    ),
    (
        "residence",
        "User lives in Sydney",
        "movd to melbourne last wk 🙌 still figuring out the trams tbh",
        "melbourne",
    ),
    (
        "residence",
        "User lives in New York",
        "I relocated to Boston last month for a fresh start. Could you help me draft a short note introducing "
        "myself to my new neighbors?",
        "boston",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Grand so, I'm after settling in Galway now, the new gaff's only a stone's throw from Shop Street. "
        "What's the weather meant to be like this weekend?",
        "galway",
    ),
    (
        "residence",
        "User lives in Paris",
        "Now that all my post comes to my apartment in Lyon, I need to register with a GP here. How does that "
        "work in France?",
        "lyon",
    ),
    (
        "job",
        "User works as a nurse",
        "I've left nursing and started a new role as a pharmaceutical sales representative this week. Any "
        "advice for the first month?",
        "sales|rep",
    ),
    (
        "job",
        "User works at Google",
        "first day at stripe today!! 😅 onboarding is soooo much reading lol",
        "stripe",
    ),
    (
        "job",
        "User works as a teacher",
        "Ever since I swapped the classroom for writing code full time at a startup, my Sunday nights are way "
        "less stressful. Btw what's a good mechanical keyboard?",
        "develop|engineer|programm|cod|software",
    ),
    (
        "job",
        "User works at Deloitte",
        "I accepted an offer from KPMG and started there on Monday, so I'm done with Deloitte.",
        "kpmg",
    ),
    (
        "job",
        "User works as a barista",
        "quit the cafe, im a bartender now at this cocktail bar downtown 🍸 tips r way better ngl",
        "bartend",
    ),
    (
        "job",
        "User works as a plumber",
        "Packed in the plumbing game, mate, I'm drivin' buses for the council now. Proper early starts but the "
        "pension's decent.",
        "bus|driv",
    ),
    (
        "job",
        "User works as a marketing manager",
        "I was promoted to Director of Marketing last week, so my title has changed. Can you help me update my "
        "LinkedIn headline?",
        "director",
    ),
    (
        "job",
        "User works at Amazon",
        "left amzn, now at microsoft on the azure team 🙃 anyway whats a good lunch spot in redmond",
        "microsoft",
    ),
    (
        "job",
        "User works as an accountant",
        "My patients at the clinic keep asking if I'm new - I guess finishing that physiotherapy retraining "
        "and ditching the spreadsheets was worth it. Any stretches you'd suggest for my own back?",
        "physio",
    ),
    (
        "job",
        "User works at Tesco",
        "Me badge for the Sainsbury's warehouse came through and I've done me first week of shifts there, so "
        "no more Tesco for me. How do I sort me payslip online?",
        "sainsbury",
    ),
    (
        "relationship",
        "User is dating Emma",
        "Emma and I got engaged last night at dinner! Can you recommend some nice ways to announce it to family?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "me n jake broke up 💔 im single again i guess. anyway what shud i watch tonight",
        "single|broke|split|ex-|separat",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I just got back from our honeymoon in Bali, still can't believe she's my wife. Can you help "
        "me write thank-you cards for the wedding guests?",
        "married|wife|spouse|wed",
    ),
    (
        "relationship",
        "User is married to David",
        "David and I finalized our divorce last month. I'm trying to figure out how to split the streaming "
        "subscriptions.",
        "divorc|ex-|separat|split",
    ),
    (
        "relationship",
        "User is single",
        "ok so i have a gf now?? her name's maya and shes amazing 🥰",
        "maya|girlfriend|dating",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "Me and Sophie called it quits, innit. Been on me own a couple weeks now. What's a good gym routine to "
        "take me mind off it?",
        "single|broke|split|ex-|separat|quit|ended",
    ),
    (
        "relationship",
        "User is divorced",
        "I've started seeing someone new - his name is Marco and we've been on five dates so far.",
        "marco|dating|seeing|boyfriend",
    ),
    (
        "relationship",
        "User is dating Liam",
        "liam proposed!!! 💍 i said yes obvs. ok now help me pick a venue lol",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is engaged to Carlos",
        "Signing the certificate with Carlos at the town hall on Saturday was the easy part; now I'm stuck "
        "deciding whether to take his surname. Pros and cons?",
        "married|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Hannah",
        "Since Hannah moved out and we signed the separation papers, the flat feels massive. Any ideas for "
        "cheap furniture?",
        "separat|split|ex-|divorc|broke",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan at the start of this month, so no more eggs or dairy for me. What's a good "
        "substitute for cheese in lasagna?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "gave up meat 4 good lol, veggie now 🥦 any easy dinner ideas",
        "vegetarian|veggie|meat-free|no meat|meatless",
    ),
    (
        "diet",
        "User is vegan",
        "After three years plant-based I've started eating fish and eggs again on my doctor's advice, though "
        "still no meat. Any quick salmon recipes?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I've stopped doing keto and I'm following a Mediterranean diet instead. Can you suggest a weekly meal plan?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "ngl i cut out fish too now so im full vegetarian 🐟❌ also whats the weather like in rome rn",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "Y'all, I'm eatin' brisket again after ten years meatless - Texas finally got me. Got any good BBQ rub "
        "recipes?",
        "meat|omniv|brisket",
    ),
    (
        "diet",
        "User eats meat",
        "I've become pescatarian - I still eat fish but cut out all other meat as of last week.",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "dropped paleo, doin intermittent fasting 16:8 now lol my mornings r brutal",
        "fast|16:8",
    ),
    (
        "diet",
        "User is vegan",
        "My partner nearly fainted when I ordered steak last night, first time in five years, and I've had "
        "chicken most days since. Is it normal for my stomach to feel a bit off?",
        "meat|omniv|steak|chicken",
    ),
    (
        "diet",
        "User follows a keto diet",
        "These days my shopping cart is all tofu, lentils and oat milk, nothing from an animal at all, a big "
        "change from my bacon-and-butter keto days. Where can I get B12 supplements?",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since the movers dropped the last boxes at my new flat in Porto yesterday, I need to update my "
        "address everywhere. Do I have to do it separately on Amazon.pt, or does it sync with my account? "
        "Also, any good bakery near Bolhão?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Can you recommend a good winter jacket? Denver has been colder than I expected since I moved here in "
        "October, and the wind coming off the mountains is no joke.",
        "denver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, I need help for write email to my landlord here in Valencia, the heating in my new apartment "
        "is not working since I arrive last month. Please make it polite but strong.",
        "valencia",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I finally moved to Vancouver last weekend. What are some good hiking trails close to the city?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My commute is now a ten-minute bike ride along the Elbe since we relocated to Hamburg, which is "
        "amazing. Any ideas for a birthday gift for my sister who loves pottery?",
        "hamburg",
    ),
    (
        "residence",
        "User lives in Sydney",
        "What's the time difference between Auckland and London right now? I keep messing up calls with my old "
        "team because I still think in Sydney time even though I've been living in Auckland since spring.",
        "auckland",
    ),
    (
        "residence",
        "User lives in Austin",
        "We closed on the house in Raleigh and have been living here three weeks now. How long do I have to "
        "get a North Carolina driver's license, and what do I bring?",
        "raleigh",
    ),
    (
        "residence",
        "User lives in Milan",
        "Sorry my english. After many years in Milan I am living now in Bologna with my family, can you tell "
        "me which documents I need for change the residenza at the comune?",
        "bologna",
    ),
    (
        "residence",
        "User lives in Seattle",
        "I moved from Seattle to Portland this month. Can you help me find a dentist that takes Delta Dental?",
        "portland",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Is it normal for Edinburgh flats to have no ceiling lights? I've been in mine since March and I'm "
        "still using lamps in every room. Also, what's a good first whisky for a beginner?",
        "edinburgh",
    ),
    (
        "job",
        "User works as a nurse",
        "Now that I'm teaching anatomy to first-year nursing students instead of working the wards, my back is "
        "so much better. Could you suggest some engaging quiz formats for a lecture?",
        "teach|lectur|instructor|educator|professor|faculty",
    ),
    (
        "job",
        "User works at Google",
        "First week at Stripe done! The onboarding docs are massive though. Any tips on how to take notes "
        "efficiently when you're drowning in new info?",
        "stripe",
    ),
    (
        "job",
        "User works as a waiter",
        "Hi, I am now cook in the kitchen of same restaurant, not anymore serving the tables. How I can learn "
        "to cut onion more fast without cut my finger?",
        "cook|chef|kitchen",
    ),
    (
        "job",
        "User works as a software engineer",
        "I left software engineering and I'm now working as a product manager. What books would you recommend "
        "for a new PM?",
        "product",
    ),
    (
        "job",
        "User works at Deloitte",
        "Ugh, the KPMG badge photo they took on my first day is terrible. Anyway, can you explain how deferred "
        "tax assets work in simple terms?",
        "kpmg",
    ),
    (
        "job",
        "User works as an accountant",
        "Since I swapped spreadsheets for a fire engine (passed the academy in June and got assigned to "
        "Station 12), my sleep is a mess with these 24-hour shifts. Any tips for sleeping during the day?",
        "fire",
    ),
    (
        "job",
        "User works at Siemens",
        "Good morning. From this month I am employed by Bosch in Stuttgart, in the department of quality. What "
        "means 'root cause analysis' exactly, can you give example?",
        "bosch",
    ),
    (
        "job",
        "User works as a journalist",
        "Writing press releases for the city council's communications office is way less exciting than chasing "
        "stories was, but the pay is steady. How do I write a punchy headline for a new recycling program?",
        "communicat|press|public relations|spokes|council",
    ),
    (
        "job",
        "User works at Amazon",
        "I just started a new job at Microsoft as a data scientist. What should I focus on in my first 90 days?",
        "microsoft",
    ),
    (
        "job",
        "User works as a high school teacher",
        "My real estate license finally came through and I closed my first sale as an agent last week! What's "
        "a nice closing gift for the buyers under $100?",
        "real estate|realtor|agent|broker",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed on the beach in Crete and of course I said yes! Can you help me figure out how to tell "
        "my grandma? She's very traditional and has only met him once.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since the divorce was finalized in May I'm filing taxes on my own for the first time. Can I still "
        "deduct mortgage interest if Daniel kept the house?",
        "divorc|single|separat|ex-|former",
    ),
    (
        "relationship",
        "User is single",
        "Hello, I have a girlfriend now, her name is Yuki, we meet at language exchange. What is good place "
        "for dinner in Osaka for our one month? It is short time but I want make surprise.",
        "yuki|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Tom",
        "Tom and I broke up last week. Can you suggest some good books for getting over a breakup?",
        "single|broke up|split|ex-|ex |no longer|separat|ended",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "I keep accidentally calling Priya my fiancée even though the wedding was two weeks ago, and she "
        "teases me every time. Anyway, what's a good way to merge two households' kitchen stuff without ending "
        "up with three blenders?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is divorced",
        "Could you suggest a romantic weekend getaway within driving distance of Denver? Elena and I have been "
        "seeing each other for about three months now and I want to plan something special.",
        "elena|dating|seeing|girlfriend|relationship|partner",
    ),
    (
        "relationship",
        "User is married to Ahmed",
        "Me and Ahmed we are separated since January and I live alone with the kids now. Please how to explain "
        "to children of 6 and 9 years why daddy is not living with us anymore?",
        "separat|split|divorc|single|broke|ex-|no longer",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "Sophie said yes!! The ring was hidden in her dessert and she almost swallowed it lol. What are some "
        "fun engagement party themes?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is single",
        "I got married last Saturday to my partner Chris! Can you help me write thank-you notes for the wedding gifts?",
        "married|spouse|husband|wife",
    ),
    (
        "relationship",
        "User is engaged to Lucas",
        "Calling off the wedding with Lucas was the hardest thing I've ever done, but it was the right call. "
        "Now I need to cancel the venue. How do I word the email to get as much of the deposit back as "
        "possible?",
        "single|broke|split|call|ex-|no longer|ended|cancel|separat",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since going fully vegan in January I've really missed cheese on pizza. Which vegan cheese actually "
        "melts properly?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "After eight years plant-based, my doctor's iron warnings finally got me eating fish and eggs again. "
        "What's a simple salmon recipe for a total beginner?",
        "pescat|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Hi! I stop to eat meat since two months, now only vegetables, eggs and cheese. Can you give me idea "
        "for protein in breakfast? I am doing gym 4 days in week.",
        "vegetarian|meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating meat again last month. What's an easy chicken dish for someone who hasn't cooked "
        "meat in years?",
        "meat|omnivor|chicken",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Carbs are back in my life: I dropped keto once half-marathon training started, and pasta night is now "
        "the best night of the week. How many grams of carbs should I eat the day before a long run?",
        "keto|carb",
    ),
    (
        "diet",
        "User is pescatarian",
        "Ever since I cut out fish too, my sushi orders are all cucumber and avocado rolls. Is there a good "
        "vegetarian alternative to unagi?",
        "vegetarian|no fish|fish",
    ),
    (
        "diet",
        "User is vegan",
        "My doctor say I must eat again some meat because of B12 and anemia, so now I eat chicken and fish few "
        "times in the week. Can you make me cheap shopping list for one week?",
        "meat|chicken|omnivor|fish|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "Three weeks into the keto thing my coworker talked me into and I'm still craving bread. Is it normal "
        "to get headaches this early on?",
        "keto",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've switched to a pescatarian diet. Can you suggest some easy fish recipes for weeknights?",
        "pescat|fish",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Lentils have basically replaced the bison burgers of my paleo days now that I'm vegetarian. Any good "
        "dal recipe that doesn't take forever?",
        "vegetarian",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "I finally moved to Porto last month and the apartment is tiny, but I love it. Any tips for learning to surf?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "officially a denver resident now lol, movers dropped the last boxes yesterday 🙃 how long does altitude "
        "sickness last ngl",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Right, first proper week in the Glasgow flat and it's already baltic, the heating's knackered. Any idea how "
        "to bleed a radiator?",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Toronto",
        "We relocated to Vancouver in March for my partner's job, and we're settled in now.",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Austin",
        "ok so the new place in seattle has zero parking and it rains every day but i'm obsessed already 😂",
        "seattle",
    ),
    (
        "residence",
        "User lives in Berlin",
        "The commute from my new flat in Munich to the office is only 12 minutes on the U-Bahn, which is a nice "
        "change from Berlin. Do you know any good beer gardens near Schwabing?",
        "munich|münchen",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon I'll never get used to the cold since I shifted down to Melbourne, mate. Had to buy a proper coat "
        "for the first time in me life.",
        "melbourne",
    ),
    (
        "residence",
        "User lives in New York",
        "I live in Boston now; we sold the Brooklyn place in June. Can you recommend a good running route along the "
        "Charles?",
        "boston",
    ),
    (
        "residence",
        "User lives in Paris",
        "omg finally unpacked the last box at my new apartment in lyon!! new city new me lmao. how do i register w "
        "the mairie here",
        "lyon",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Still getting used to the Cork accents at my new local since I moved down there for good. Also, what's a "
        "decent recipe for soda bread?",
        "cork",
    ),
    (
        "job",
        "User works as a teacher",
        "I left teaching last spring and I'm now working as a UX designer at a small agency.",
        "ux|design",
    ),
    (
        "job",
        "User works at Google",
        "first week at stripe done 🎉 ngl the onboarding is intense. u know any good books on payments?",
        "stripe",
    ),
    (
        "job",
        "User works as a nurse",
        "Traded the scrubs for a laptop: I'm a medical coder now, fully remote. Anything I should know about "
        "ergonomic chairs?",
        "coder|coding",
    ),
    (
        "job",
        "User works as a software engineer",
        "Packed in the coding game, so I have. I'm a full-time chippy now, building kitchens and fitted wardrobes. "
        "Hands are wrecked but I'm buzzing.",
        "carpent|chippy|joiner",
    ),
    (
        "job",
        "User works at Deloitte",
        "I accepted an offer from McKinsey and started there on Monday.",
        "mckinsey",
    ),
    (
        "job",
        "User works as a barista",
        "quit the coffee shop lol, im a dental assistant now!! the 7am starts r brutal tho",
        "dental",
    ),
    (
        "job",
        "User works as an accountant",
        "Tax season doesn't own me anymore 😅 These days my spreadsheets are all about crop yields, since I took over "
        "running my uncle's farm full-time.",
        "farm",
    ),
    (
        "job",
        "User works at Amazon",
        "Just a heads up, I'm no longer at Amazon. I joined Microsoft as a program manager in August.",
        "microsoft",
    ),
    (
        "job",
        "User works as a journalist",
        "Aye, swapped the newsroom for the council press office. I write the comms for the city council now. Less "
        "stress, worse coffee.",
        "council|comm|press",
    ),
    (
        "job",
        "User works as a chef",
        "no more 14hr shifts on the line bc i drive for ups now lol. my back still hurts tho, any stretches?",
        "ups|driv",
    ),
    (
        "relationship",
        "User has a girlfriend named Maya",
        "Maya and I got engaged last weekend! I proposed at the lake where we had our first date.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Tom",
        "tom n i broke up lol 😭 its fine im fine. anyway whats a good show to binge",
        "single|broke up|split|ex-|no longer",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya's officially my wife as of Saturday. The ceremony was perfect and I only cried a little. Any "
        "honeymoon ideas for Portugal?",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Daniel and I finalized our divorce in October. It's been hard, but I'm doing okay.",
        "divorc|ex-|split|separat",
    ),
    (
        "relationship",
        "User is single",
        "ok so i have a gf now?? her name's lena and she's perfect 🥺",
        "lena",
    ),
    (
        "relationship",
        "User is divorced",
        "Met a lovely fella called Sean down the pub a few months back and we've been courting ever since. D'you "
        "think it's too soon to introduce him to the kids?",
        "sean",
    ),
    (
        "relationship",
        "User has a boyfriend named Marco",
        "Marco put a ring on it last night and I said yes!!! Now I need to figure out how to tell my mum. Also, "
        "roughly how much does a venue in Tuscany cost?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Chloe",
        "Chloe and I decided to go our separate ways, so I'm single again.",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is single",
        "Me and Aisha been linking for a couple months now and it's proper official, she's my girl. What should I "
        "get her for her birthday?",
        "aisha",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "sofia and i got hitched at the courthouse yesterday lmaoo no big wedding just vibes 💍",
        "married|wife|spouse|hitched",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan since January, so no more cheese or eggs for me. Can you suggest a good cashew-based "
        "sauce?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ngl i started eating meat again lol my iron was super low 🥩 doc said it's fine",
        "eats meat|eating meat|omniv|meat again",
    ),
    (
        "diet",
        "User eats meat",
        "Haven't touched meat or fish in six weeks now and I'm sticking with it for good, honestly I feel great. "
        "What's a good source of protein besides tofu?",
        "vegetarian|veggie|no meat|meat-free|meatless|not eat meat|n't eat meat|stopped eating meat",
    ),
    (
        "diet",
        "User is pescatarian",
        "I cut out fish as well, so I'm vegetarian now.",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User follows a keto diet",
        "bread is back babyyy 🍞 done w keto, my dr put me on the mediterranean diet instead. whats a good sourdough "
        "starter ratio",
        "mediterran",
    ),
    (
        "diet",
        "User is vegetarian",
        "Been on the fish since I moved to the coast, can't say no to fresh mackerel, but still no meat, mind.",
        "pescatar|fish",
    ),
    (
        "diet",
        "User is vegan",
        "I've switched to a vegetarian diet; I brought dairy and eggs back in after my pregnancy.",
        "vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "My kitchen's all plant-based these days: no meat, dairy or eggs in the house, and I don't eat them out "
        "either. Any good vegan bakeries in Leeds?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "switched from paleo to keto lol my trainer made me, it's fat fat fat now 🥑",
        "keto",
    ),
    (
        "diet",
        "User is pescatarian",
        "Packed in the fish an' all, I'm full vegan now, me. Oat milk in me brew an' everything.",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since we got the keys to the flat in Porto last week I keep getting lost on the way to the supermarket, "
        "haha. Anyway, can you give me a quick recipe for bacalhau a bras?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "I moved to Denver last month and the altitude is killing my runs. How long does it usually take to "
        "acclimatize?",
        "denver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, now I am living in Hamburg since october for my husband work, and the weather is very grey. Which "
        "vitamin D dose is good for adult?",
        "hamburg",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Our new landlord here in Vancouver wants the rent by e-transfer on the first. Is it normal for landlords in "
        "BC to also ask for post-dated cheques?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Quick update: I've relocated from Sydney to Melbourne for good. Can you suggest some good weekend hikes "
        "near my new city?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Berlin",
        "Ever since I moved back to Munich I've been trying to cook Bavarian food again. What's a good side dish for "
        "Schweinebraten?",
        "munich|m[uü]nchen",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "My new flat in Pune is small but have balcony, so I want to grow some tomatoes. Which variety grows good in "
        "pots?",
        "pune",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Now that my commute is just a ten-minute tram ride across Edinburgh instead of the train into Manchester, I "
        "actually have time for breakfast. Any quick high-protein breakfast ideas?",
        "edinburgh",
    ),
    (
        "residence",
        "User lives in New York",
        "I need to register my car with the Texas DMV now that we live in Austin. What documents do they usually ask "
        "for?",
        "austin",
    ),
    (
        "residence",
        "User lives in Paris",
        "We finally moved to Lyon last weekend, the boxes are still everywhere. Do you know what the rules are for "
        "changing my address on my carte vitale?",
        "lyon",
    ),
    (
        "job",
        "User works as a nurse",
        "Since I switched from nursing to teaching biology at a high school, my evenings are finally free. What "
        "should I look for in a beginner pottery class?",
        "teach",
    ),
    (
        "job",
        "User works at Google",
        "I left Google and joined Stripe this Monday. Any tips for getting up to speed in a new codebase quickly?",
        "stripe",
    ),
    (
        "job",
        "User works as a waiter",
        "Hi, I am not more waiter, now I work like electrician apprentice in a small company. How many years need "
        "for become full electrician in Germany?",
        "electric",
    ),
    (
        "job",
        "User works as a software engineer",
        "Managing my own team of six engineers means way more meetings than I expected since the promotion to "
        "engineering manager. How do you run a good one-on-one?",
        "manag",
    ),
    (
        "job",
        "User works at Deloitte",
        "First week at KPMG done! The audit software is totally different from what I used at Deloitte. What's the "
        "fastest way to learn Excel shortcuts?",
        "kpmg",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting and I'm now working full-time as a personal trainer. How should I price my sessions?",
        "trainer",
    ),
    (
        "job",
        "User works at Siemens",
        "Since two weeks I am working by Bosch in the battery department, Siemens is finished for me. Can you tell "
        "me a good German book for improve my vocabulary?",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "My feet are so grateful now that I do remote customer support instead of pulling espresso shots all day. "
        "Any recommendations for a cheap ergonomic chair?",
        "support|customer",
    ),
    (
        "job",
        "User works at Amazon",
        "My badge for the Microsoft campus finally arrived, so no more signing in at reception every morning like a "
        "visitor. By the way, what's the best way to bike around Redmond in the rain?",
        "microsoft",
    ),
    (
        "job",
        "User works as a journalist",
        "I've stopped working as a journalist and became a press officer for the city council. What should I read to "
        "get better at writing press releases?",
        "press",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed on the beach last night and I said yes!! Now I need ideas for an engagement party on a "
        "budget, where do I even start?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "Since Sophie and I split up in March the flat feels way too big. Do you know any good podcast for learning "
        "Spanish?",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is engaged to Ahmed",
        "After the wedding with Ahmed last saturday I must change my surname in passport. Which documents I need "
        "usually for this?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "My boyfriend Liam keeps teasing me about how bad I am at Mario Kart. Any tips for drifting on Rainbow Road?",
        "liam",
    ),
    (
        "relationship",
        "User is married to Katarzyna",
        "Katarzyna and I finalized our divorce last week. How do I update my tax filing status?",
        "divorc|ex-|separat|single",
    ),
    (
        "relationship",
        "User is divorced",
        "My new wife Priya thinks I'm crazy for wanting to repaint the whole house green. Which shades of green go "
        "well with oak floors?",
        "priya|married|wife",
    ),
    (
        "relationship",
        "User has a boyfriend named Tomás",
        "Me and Tomás we are not together anymore since two months, he go back to Chile. Now I want to learn cook "
        "for one person, you have easy recipes?",
        "single|broke up|split|ex-|not together|separat|no longer",
    ),
    (
        "relationship",
        "User is engaged to Hannah",
        "Hannah and I called off the engagement, so I'm cancelling the venue deposit. Is there a polite way to ask "
        "for at least part of the money back?",
        "single|broke up|split|ex-|called off|no longer|separat|ended",
    ),
    (
        "relationship",
        "User is single",
        "Been seeing a guy called Daniel for about two months now and it's going really well. What's a thoughtful "
        "but not over-the-top gift for someone you've just started dating?",
        "daniel",
    ),
    (
        "relationship",
        "User has a girlfriend named Yuki",
        "Now that Yuki is officially my wife after Friday's little city hall ceremony, I have to add her to my "
        "health insurance. Is there usually a deadline for that?",
        "married|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan at the start of this month, no more cheese or eggs. What's a good B12 supplement?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Since I started eating fish again a few weeks ago, I'm trying to learn to cook salmon properly. Skin side "
        "down first, right?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "From January I don't eat meat and fish anymore, only vegetables, eggs and milk products. Can you recommend "
        "me a good lentil soup?",
        "vegetarian|meat-free|no meat|meatless",
    ),
    (
        "diet",
        "User is vegetarian",
        "My doctor said my iron was low, so I've gone back to eating red meat a couple times a week and honestly I "
        "feel better. How long should I rest a steak after grilling?",
        "meat|omnivor|no longer veg",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I dropped paleo and switched to keto, strict under 20g carbs a day. Is erythritol okay for baking?",
        "keto",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now that I've cut out fish too, my weekly shop is basically beans, tofu and cheese. Any ideas for a quick "
        "tofu marinade?",
        "vegetarian|no fish|no longer pesc",
    ),
    (
        "diet",
        "User is vegan",
        "I am again eating everything like before, also meat, the vegan time was too difficult for me with the "
        "family. What is a good recipe for chicken curry for 6 persons?",
        "meat|omnivor|everything|no longer vegan",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Since my nutritionist moved me off keto onto a Mediterranean diet, bread and pasta are back on my plate. "
        "What flour should I use for a sourdough starter?",
        "mediterranean",
    ),
    (
        "diet",
        "User eats meat",
        "Our whole household has gone plant-based, me included, no animal products at all since Easter. Is "
        "nutritional yeast actually worth buying?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "Now I eat also fish, but still no meat, because my doctor tell me I need omega 3. Which fish has less "
        "mercury, tuna or sardines?",
        "pescatarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "I finally moved to Porto last weekend, and the apartment is tiny but I love it. Any tips for updating my "
        "address with the tax office?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "omg just signed the lease in denver 🏔️ movers dropped everything off yesterday lol. ngl my back is destroyed",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Been a fortnight now since I upped sticks to Glasgow, and the rain's no better, mind. What's a decent "
        "chippy near Finnieston?",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My commute to the new office in Oslo is only ten minutes by tram from my flat in Grünerløkka. Can you "
        "suggest a good Norwegian course?",
        "oslo",
    ),
    (
        "residence",
        "User lives in Austin",
        "We relocated to Seattle at the start of the month for my partner's job, and we've just finished unpacking.",
        "seattle",
    ),
    (
        "residence",
        "User lives in Toronto",
        "finally out of toronto!! living in vancouver now, rent is insane tho 😭 whats a good easy hike near here",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "Reckon I'll never get used to the humidity up here — three weeks in the new place in Brissie and I'm "
        "sweating through me shirts already.",
        "brisbane|brissie",
    ),
    (
        "residence",
        "User lives in Paris",
        "I've moved back to Lyon to be closer to my parents. Could you help me write a change-of-address letter for "
        "my bank?",
        "lyon",
    ),
    (
        "residence",
        "User lives in Dublin",
        "new flat in cork is sooo much cheaper lol, wish id moved down ages ago. btw how do i descale a kettle",
        "cork",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "These days my morning walk is around Ulsoor Lake instead of Marine Drive — shifting to Bangalore was worth "
        "it. Anyway, what's a good filter coffee brand?",
        "bangalore|bengaluru",
    ),
    (
        "job",
        "User works as a teacher",
        "I left teaching in June and started as an instructional designer at an edtech company. The pay is better "
        "and I actually get my weekends back.",
        "instructional design",
    ),
    (
        "job",
        "User works at Google",
        "first week at stripe done 🎉 onboarding is a lot lol. ngl kinda miss the google free food",
        "stripe",
    ),
    (
        "job",
        "User works as a nurse",
        "Now that I'm on the ambulance as a paramedic, my shifts run twelve hours straight — what's a good meal prep "
        "routine for that?",
        "paramedic",
    ),
    (
        "job",
        "User works as a software engineer",
        "I accepted a product manager role and started on Monday, so I'm no longer writing code day to day.",
        "product manag",
    ),
    (
        "job",
        "User works at Deloitte",
        "jst quit deloitte, im at kpmg now as a senior auditor. same spreadsheets diff logo lmao",
        "kpmg",
    ),
    (
        "job",
        "User works as a barista",
        "Grafting as a sparky's apprentice now, proper early starts but it beats pulling shots for tuppence. Any "
        "tips for keeping me hands warm on site?",
        "electric|sparky",
    ),
    (
        "job",
        "User works as an accountant",
        "I'm now the financial controller for a logistics firm; the promotion came through last month.",
        "controller",
    ),
    (
        "job",
        "User works at Amazon",
        "first day at microsoft done lol 😬 badge photo is cursed. do ppl actually wear hoodies there or",
        "microsoft",
    ),
    (
        "job",
        "User works as a chef",
        "These days my kitchen is a classroom — I teach culinary arts at the community college instead of running "
        "the line every night.",
        "teach|instructor|lecturer|culinary",
    ),
    (
        "job",
        "User works as a journalist",
        "I swapped the newsroom for a charity — I'm their communications manager now. Do you know any good style "
        "guides for press releases?",
        "communications|comms",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "Priya said yes! We got engaged on the beach last night and I'm still shaking.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Marco",
        "me n marco broke up last wk 💔 idk im fine i guess. anyway whats a good sad movie lol",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is single",
        "Been stepping out with a lass called Niamh from work these past few weeks, she's grand altogether. Where's "
        "a good spot for a second date in Belfast?",
        "niamh",
    ),
    (
        "relationship",
        "User is married to David",
        "The divorce from David was finalized on Friday. It's strange signing my maiden name again.",
        "divorc|ex-|single",
    ),
    (
        "relationship",
        "User is engaged to Sophie",
        "sophie and i got married saturday!!! 💍 best day ever lol. honeymoon ideas for greece??",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "My fiancé Jake keeps asking what flowers I want for the wedding and I genuinely have no idea. What's in "
        "season in May?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "I've started seeing someone new — his name is Tomás and we met at a pottery class. Is it too soon to "
        "introduce him to my kids?",
        "tom",
    ),
    (
        "relationship",
        "User is dating Emma",
        "emma n me called it quits, shes moving to berlin n we didnt wanna do long distance. kinda gutted ngl",
        "single|broke up|split|ex-|ended|quit",
    ),
    (
        "relationship",
        "User is married to Karen",
        "Since Karen and I separated I've been renting a one-bed across town, and honestly the quiet is nice. Can "
        "you suggest some easy recipes for one?",
        "separat",
    ),
    (
        "relationship",
        "User has a girlfriend named Lena",
        "Lena's officially me wife as of the registry office this morning! Do I need to change anything on my tax "
        "forms?",
        "married|wife|spouse",
    ),
    (
        "diet",
        "User eats meat",
        "I've gone vegetarian as of this month, mostly for environmental reasons.",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "ok so im fully vegan now lol no more cheese 😭 send help. what do i even put on pizza",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "After two years vegan I've added fish back in, so I'm pescatarian now. Got any good salmon recipes?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I dropped keto and switched to the Mediterranean diet — lots of olive oil, beans and whole grains now. Is "
        "hummus okay for a late snack?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "tbh im back on meat now lol had my first burger in 3 yrs and its been chicken n steak all week since 🍔",
        "meat|omniv",
    ),
    (
        "diet",
        "User is vegetarian",
        "Me nan's Sunday roast had me caving, and it's been chicken and beef every day since — veggie days are done "
        "for me, love.",
        "meat|omniv",
    ),
    (
        "diet",
        "User eats meat",
        "Plant-based household now, no animal products at all in my kitchen or on my plate. Could you recommend a "
        "B12 supplement?",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "i switched from paleo to keto like 2 wks ago, carbs under 20g a day lol. is popcorn keto?",
        "keto",
    ),
    (
        "diet",
        "User is vegan",
        "These days my shopping basket has eggs and cheese in it again, though still no meat or fish — my body just "
        "needed it.",
        "vegetarian|lacto|ovo",
    ),
    (
        "diet",
        "User eats meat",
        "I've cut out meat but I still eat seafood now — my cardiologist recommended it.",
        "pescatarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since we moved to Porto last month my commute is so much shorter, I walk to the office now. Can you suggest "
        "a good rain jacket brand?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Unpacking the last boxes in our Denver apartment and I found my old guitar under everything. What are some "
        "easy songs to relearn?",
        "denver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "I am living now in Munich since two weeks, the rent is crazy. How I can register my address at the "
        "Buergeramt?",
        "munich|münchen",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I've relocated to Vancouver for good. Which neighborhoods have decent coffee shops?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Seattle",
        "Our new house in Austin has no basement, so where do people here even go during tornado warnings? Also, do "
        "you have a good tamale recipe?",
        "austin",
    ),
    (
        "residence",
        "User lives in London",
        "Now that I'm based in Manchester I can finally afford a two-bedroom flat! Any tips for furnishing it on a "
        "budget?",
        "manchester",
    ),
    (
        "residence",
        "User lives in Madrid",
        "We finally moved to Valencia in June. I want to learn to sail, where do I start?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Sydney",
        "My new neighbours here in Melbourne keep inviting me to the footy and I don't understand the rules at all. "
        "Can you explain AFL simply?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Boston",
        "Ever since the move to Portland my cat hides under the bed all day. Is that normal, how long do cats need "
        "to adjust to a new home?",
        "portland",
    ),
    (
        "residence",
        "User lives in Paris",
        "Me and my wife we live in Lyon now, it is more calm than before. You know some good day trips from here?",
        "lyon",
    ),
    (
        "job",
        "User works as a nurse",
        "Since I switched from ward shifts to teaching nursing students at the college, I sleep so much better. Any "
        "tips for making lectures less boring?",
        "teach|instruct|lectur|educat",
    ),
    (
        "job",
        "User works at Google",
        "First week at Microsoft done! The onboarding was a lot. What's a good way to remember the names of many new "
        "colleagues?",
        "microsoft",
    ),
    (
        "job",
        "User works as a software engineer",
        "I'm a product manager now, my internal transfer got approved on Friday. How do I write a good PRD?",
        "product manager",
    ),
    (
        "job",
        "User works as a barista",
        "Since I am working as a bank teller I need more formal clothes, what is cheap but looks professional?",
        "teller|bank",
    ),
    (
        "job",
        "User works at Deloitte",
        "I handed in my notice at Deloitte and started at a small fintech called Paystream on Monday. Can you help "
        "me set up a budget spreadsheet?",
        "paystream",
    ),
    (
        "job",
        "User works as a teacher",
        "My new coworkers at the real estate agency are nice, but selling houses is way more stressful than the "
        "classroom ever was. How do I deal with rejection from clients?",
        "real estate|realtor|estate agent|sales",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting and now I drive for a delivery company, honestly much happier. Which podcasts are good "
        "for long drives?",
        "driv|deliver|courier",
    ),
    (
        "job",
        "User works at Amazon",
        "My new badge photo at Spotify is terrible lol, first day and I'm already a meme in the team chat. Anyway, "
        "what's the fastest way to learn SQL?",
        "spotify",
    ),
    (
        "job",
        "User works as a chef",
        "Now that I'm a food inspector for the city instead of running a kitchen, I see restaurants from the other "
        "side haha. What is the difference between HACCP and ISO 22000?",
        "inspector",
    ),
    (
        "job",
        "User works as a graphic designer",
        "I got promoted to art director last week. Can you recommend books on managing creative teams?",
        "art director",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed on the beach in Crete and I said yes!! How do I even start planning a wedding?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Sarah",
        "Since the divorce went through in March I'm cooking just for myself. Any easy single-portion dinner ideas?",
        "divorc",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Aiko and I are going to Kyoto next month for our six-month anniversary, what should we not "
        "miss?",
        "aiko|girlfriend|dating",
    ),
    (
        "relationship",
        "User has a boyfriend named Tom",
        "After Tom and I broke up I got the apartment to myself. What plants survive in low light?",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married last Saturday, small ceremony, only family. What is a good wording for thank-you "
        "notes?",
        "married|wife|spouse|husband",
    ),
    (
        "relationship",
        "User is divorced",
        "My husband Daniel keeps stealing the blankets, it's been like this since our wedding in May lol. Any tips "
        "for sleeping better?",
        "daniel|married|husband",
    ),
    (
        "relationship",
        "User has a girlfriend named Lena",
        "My fiancee Lena wants a winter wedding and I want summer. Which one is usually cheaper?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is single",
        "I'm seeing someone now, his name is Karim, we met at the climbing gym. What is good second date idea that "
        "is not dinner?",
        "karim|dating|seeing|boyfriend",
    ),
    (
        "relationship",
        "User is married to James",
        "James and I separated in the spring and the divorce is final now. How do I change my name back on my "
        "passport?",
        "divorc|separat|single|split",
    ),
    (
        "relationship",
        "User is dating Chloe",
        "Chloe ended things with me last week so I'm single again. Can you recommend a good series to binge?",
        "single|broke up|split|ex-|ended",
    ),
    (
        "diet",
        "User is vegetarian",
        "Ever since I went fully vegan in January I miss cheese the most. Is there any cashew cheese recipe that "
        "actually melts?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I started eating fish again because my doctor said my B12 was too low. How do I cook salmon so it's not dry?",
        "pescatar|fish",
    ),
    (
        "diet",
        "User eats meat",
        "I don't eat meat anymore since about a month, only vegetables, eggs and milk products. What protein I can "
        "eat for the gym?",
        "vegetarian|meatless|meat-free|no meat|not eat meat|n't eat meat",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since I've been doing keto I'm eating steak like twice a week haha. What's a low-carb side that goes with it?",
        "keto",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I'm vegetarian now. Can you give me a weekly meal plan with lentils?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "My doctor told me to add chicken and fish for the iron, so I eat meat again, feels weird. Good marinade for "
        "chicken thighs?",
        "meat|omnivor|chicken",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Quit keto and switched to the Mediterranean diet, bread is back in my life! What's a good olive oil to buy?",
        "mediterranean",
    ),
    (
        "diet",
        "User eats meat",
        "Grocery runs are weird now that everything in my cart is plant-based, even the milk is oat. Which vegan "
        "protein powders taste okay?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I went back to being vegetarian, vegan was too hard with all the travel for work, so eggs and cheese are "
        "back. Any quick omelette ideas?",
        "vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "I cut out fish too, so now it's just veggies, eggs and cheese for me. What is good source of omega 3 "
        "without fish?",
        "vegetarian|fish",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "I just finished moving to Porto last weekend, so I'm officially a Porto resident now. Can you recommend "
        "some good bakeries near Ribeira?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so we finally closed on the house in denver 🏡 unpacking boxes all wk lol. whats a good paint color for a "
        "small bedroom",
        "denver",
    ),
    (
        "residence",
        "User lives in London",
        "Still getting used to the tram into work here in Manchester since the move, the rain's no different from "
        "London though haha.",
        "manchester",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I relocated to Vancouver for good at the start of the month. What's the best way to transfer my driver's "
        "licence?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "moved to munich last wk ngl the rent is brutal 😭 any tips for finding cheap furniture",
        "munich",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Been up in Aberdeen a month now since the flit, the wind aff the North Sea is pure baltic. Whit's a good "
        "warm jacket?",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Since I moved to Melbourne in March, I've been trying to find a good running club. Any suggestions?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Austin",
        "new apt in seattle is so tiny lmao but the view of the sound tho 😍 signed the lease 4 a yr",
        "seattle",
    ),
    (
        "residence",
        "User lives in Madrid",
        "My new neighbours here in Valencia keep inviting me for paella on Sundays ever since I got the keys to the "
        "flat. How do I politely say no in Spanish?",
        "valencia",
    ),
    (
        "residence",
        "User lives in Boston",
        "Y'all, the humidity in Atlanta since I moved down here is no joke, my hair has given up.",
        "atlanta",
    ),
    (
        "job",
        "User works as a teacher",
        "I left teaching this summer and started as an instructional designer at a software company. Could you help "
        "me write a LinkedIn headline?",
        "instructional design",
    ),
    (
        "job",
        "User works at Google",
        "first wk at stripe done!! 🎉 onboarding was a lot lol. how do i set up 2fa on a new laptop",
        "stripe",
    ),
    (
        "job",
        "User works as a nurse",
        "My patients have four legs and fur these days since I qualified as a vet tech and started at the animal "
        "clinic.",
        "vet",
    ),
    (
        "job",
        "User works as a software engineer",
        "I got promoted to engineering manager last week, so I'm now leading a team of six instead of coding. How "
        "should I run my first one-on-ones?",
        "manager",
    ),
    (
        "job",
        "User works at Deloitte",
        "quit deloitte lol now im at a tiny startup doing data stuff, way more chill. btw is oat milk ok for baking",
        "startup",
    ),
    (
        "job",
        "User works as a barista",
        "Ain't pulling shots no more, I'm driving for the city bus company now and them early shifts are killing me.",
        "bus|driv",
    ),
    (
        "job",
        "User works as an accountant",
        "After fifteen years in accounting, I've started a new career as a high school math teacher.",
        "teach",
    ),
    (
        "job",
        "User works at Amazon",
        "omg took the offer from microsoft and started mon 😅 still lost in the building. whats a good lunch spot in "
        "redmond",
        "microsoft",
    ),
    (
        "job",
        "User works as a chef",
        "Swapped the kitchen for a desk: I'm a junior paralegal at a law firm now and my knives are gathering dust.",
        "paralegal",
    ),
    (
        "job",
        "User works as a retail manager",
        "Mate, I'm a sparky now, finished me apprenticeship and got taken on full time. No more stocktakes!",
        "electric|sparky",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed last night and I said yes! We're engaged. Any ideas for a small engagement party?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "jake and i broke up 💔 its been a rough wk ngl. can u recommend a sad movie",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I just got back from our honeymoon in Bali, still can't believe she's my wife.",
        "married|wife|spouse",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Daniel and I finalized our divorce yesterday. I'm figuring out how to split our shared subscriptions, can "
        "you help me make a list?",
        "divorc",
    ),
    (
        "relationship",
        "User is single",
        "so i've been seeing this guy tom for like 2 months and we made it official lol 🥰 he's my bf now",
        "tom",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "Sofia's moved her stuff out and we're not together anymore. Weird cooking for one again.",
        "single|broke up|split|ex-|not together|no longer",
    ),
    (
        "relationship",
        "User is divorced",
        "I got remarried in June to a wonderful man named Elliot. We're planning a trip to Scotland this fall, any "
        "must-see spots?",
        "elliot",
    ),
    (
        "relationship",
        "User is dating Hannah",
        "asked hannah to marry me & she said YES 💍😭 we're engaged!!! whats a good ring insurance company",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is single",
        "Me and my new fella Declan have been going steady since Easter, he's a grand lad altogether.",
        "declan",
    ),
    (
        "relationship",
        "User is engaged to Leo",
        "Leo called off the wedding and took the ring back... so I guess I'm on my own again. Is it normal to feel "
        "relieved?",
        "single|broke|split|ex-|called off|no longer|not engaged",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan as of this month, no more dairy or eggs. Can you suggest a good plant-based protein "
        "source?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession i started eating fish again lol 🐟 so i guess pescatarian now? whats a quick salmon recipe",
        "pescatarian|fish|pesc",
    ),
    (
        "diet",
        "User eats meat",
        "Haven't touched a burger or a chicken wing since January and honestly the lentil curries are winning me "
        "over. Still eat cheese and eggs though.",
        "vegetarian|no longer eats meat|stopped eating meat|meat-free|doesn't eat meat|does not eat meat",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I've dropped keto and switched to a Mediterranean diet on my doctor's advice. Could you plan a week of "
        "dinners?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "went full vegetarian this yr, no more fish 🙅\u200d♀️🐟 btw how long do u boil eggs for soft",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "Been back on the bacon butties since new year, couldn't hack it without a proper fry-up of a Sunday.",
        "meat|bacon|no longer veg|omnivor",
    ),
    (
        "diet",
        "User is vegan",
        "I started eating meat again after five years of being vegan; my body just needed it. What's an easy "
        "beginner steak recipe?",
        "meat|omnivor|no longer vegan",
    ),
    (
        "diet",
        "User eats meat",
        "day 30 of keto lets gooo 💪 no carbs no bread. is coffee w heavy cream fine?",
        "keto",
    ),
    (
        "diet",
        "User is vegetarian",
        "My shopping cart is all almond milk, tofu and nutritional yeast now that I've cut out cheese and eggs too.",
        "vegan|plant",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Paleo was doin my head in so I've gone plant-based full stop, no animal products at all fam.",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since I moved to Porto last month the rent is way cheaper, but the humidity is killing my laptop battery — "
        "is that even a thing? Any tips?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Now that home is Bainbridge Island and my commute is just the ferry into Seattle, I finally have time to "
        "read. Can you recommend some sci-fi that isn't too long?",
        "bainbridge",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, I am living in Rotterdam since two weeks now, the weather is very more grey than home. How I can say "
        "'nice to meet you' in dutch?",
        "rotterdam",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I just moved from Toronto to Vancouver. What are some good neighborhoods for a runner?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My new landlord here in Munich wants three months deposit, is that even legal in Bavaria? Still unpacking "
        "boxes lol.",
        "munich",
    ),
    (
        "residence",
        "User lives in Austin",
        "Ever since we relocated to Denver my sourdough won't rise properly — does altitude really matter that much "
        "for baking?",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "my english still not perfect sorry. I leave Manchester and now I stay in Dublin for good, I have the "
        "apartment already. Which bank is better for open account, AIB or Bank of Ireland?",
        "dublin",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Quick update: I've relocated to Melbourne for good. Also, what's the best way to back up my iPhone photos?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Boston",
        "Can you help me write a complaint to the city of Phoenix about trash pickup on my street? They've skipped "
        "my house twice since I moved in.",
        "phoenix",
    ),
    (
        "residence",
        "User lives in Paris",
        "We sold the flat in Paris and we live in Lyon now. Can you suggest a weekend hike within an hour of the city?",
        "lyon",
    ),
    (
        "job",
        "User works as a nurse",
        "Since I switched from ward shifts to teaching nursing students at the community college, my sleep is way "
        "better. Any good apps for grading essays?",
        "teach|instructor|lecturer|educator|professor",
    ),
    (
        "job",
        "User works at Google",
        "First week at Stripe done! The onboarding is intense. Btw what's the difference between a Roth and a "
        "traditional IRA?",
        "stripe",
    ),
    (
        "job",
        "User works as a waiter",
        "Hi, I finish with restaurant job, now I am working like bus driver for the city. The shifts start 5 in the "
        "morning. What food is good for eat so early?",
        "bus|driver",
    ),
    (
        "job",
        "User works as a software engineer",
        "I've left engineering and I'm now a product manager at the same company. What books should I read for the "
        "new role?",
        "product manager|\\bpm\\b",
    ),
    (
        "job",
        "User works as an accountant",
        "My patients at the clinic keep asking me about posture — as a newly licensed physiotherapist, should I be "
        "recommending standing desks?",
        "physio|physical therap",
    ),
    (
        "job",
        "User works at Deloitte",
        "Ugh, the coffee at the Amazon office is terrible compared to what we had back at Deloitte. Can you "
        "recommend a decent travel grinder?",
        "amazon",
    ),
    (
        "job",
        "User works as a cashier",
        "Good morning! From this month I am receptionist in a hotel, not more in the supermarket. Please help me, "
        "how answer the phone polite in english?",
        "reception",
    ),
    (
        "job",
        "User works as a lawyer",
        "I quit law and opened my own bakery. What's a good point-of-sale system for a small shop?",
        "bak",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Since I traded the classroom for a sales rep job, I've been on the road all week pitching software to "
        "hospitals. How do I deal with a sore lower back from driving all day?",
        "sales",
    ),
    (
        "job",
        "User works at Shell",
        "Now that I'm at Tesla my employee badge gets me free charging lol. Anyway, how long does it take to charge "
        "a Model 3 at home on a normal outlet?",
        "tesla",
    ),
    (
        "relationship",
        "User has a girlfriend named Maya",
        "Maya said yes!! Now what — how far ahead do people usually book a wedding venue?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is dating Tom",
        "Ever since Tom and I called it quits I've been cooking for one, which is weirdly hard. Any single-portion "
        "recipes you like?",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is single",
        "Hello! I have boyfriend now, his name is Kenji, we meet in the language class. What is good present for one "
        "month anniversary in Japan culture?",
        "kenji",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married last Saturday! Can you help me write thank-you notes to the guests?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "The divorce went through on Friday, so now I have to change my surname back on everything. What's the right "
        "order — passport first or bank?",
        "divorc",
    ),
    (
        "relationship",
        "User is divorced",
        "My wife Elena and I keep bickering over whose turn it is to do the dishes ever since the wedding, haha. Is "
        "there a good chore-splitting app?",
        "elena|married|wife",
    ),
    (
        "relationship",
        "User has a boyfriend named Lucas",
        "Me and Lucas we are not together anymore, he go back to Brazil and we finish it. Now I want learn cook "
        "something for only myself, maybe easy pasta?",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is single",
        "I've started seeing someone — her name is Hannah. Where's a good low-key spot for a third date in Edinburgh?",
        "hannah",
    ),
    (
        "relationship",
        "User is dating Chris",
        "My fiancé Chris wants a beach wedding but I get sunburnt in five minutes, lol. What SPF should I even use?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Sofia",
        "Sofia and I separated in the spring and I'm living alone now. How do I set up a budget on a single income?",
        "separat|split|single|no longer",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I cut out dairy and eggs too my cheese cravings are brutal. Any good cashew cheese recipe?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "After six years vegan I started eating fish again on my doctor's advice — my B12 was terrible. How do I "
        "cook salmon so it's not dry?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "Hi, I decide stop eat meat and fish, only vegetables, cheese and eggs now. Where I find protein enough? I "
        "go to gym 4 times in week.",
        "vegetarian",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've gone fully vegetarian — no more fish for me. What's a good substitute for anchovies in Caesar dressing?",
        "vegetarian",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My cardiologist is way happier with my bloodwork since I ditched keto for a Mediterranean diet. Is olive "
        "oil really okay to cook with at high heat?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegetarian",
        "Honestly that first steak after eight years was amazing, and I've been eating meat regularly since. What's "
        "the right internal temp for medium-rare?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User is vegetarian",
        "Now I am vegan, no milk, no egg, nothing from animal, my sister she help me with it. Can you explain what "
        "is tempeh and how cook it?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "I went pescatarian this month — fish yes, meat no. Any easy weeknight shrimp dishes?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "Ever since I started eating paleo my energy is way up, even if my old vegan friends are horrified by all "
        "the eggs and bone broth. How do I make bone broth in an Instant Pot?",
        "paleo",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Going keto has me eating a ton of avocado — is there a trick to tell when they're ripe?",
        "keto",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "I finally moved to Porto last month after my lease in Lisbon ran out. Can you recommend some good bakeries "
        "near Ribeira?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so im officially a denver resident now lol 🏔️ boxes everywhere. whats the best way to get rid of all "
        "this cardboard",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Right, been up here in Glasgow three weeks now and I still can't get used to the rain coming sideways off "
        "the Clyde. New flat's proper cosy though.",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Toronto",
        "We relocated to Vancouver in September for my partner's job, so now I need a family doctor here. How does "
        "the BC health registry work?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "ngl leaving berlin was hard but munich rent is somehow worse 😭 just signed the lease on a tiny 1-zimmer in "
        "schwabing",
        "munich|münchen",
    ),
    (
        "residence",
        "User lives in Austin",
        "The commute from my new place in Capitol Hill to the Seattle office is fifteen minutes on the light rail, "
        "which beats sitting on I-35 every morning. Anyway, any tips for a decent waterproof jacket?",
        "seattle",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "I've moved back to my hometown of Perth to be closer to my parents. What are some good weekend hikes around "
        "here?",
        "perth",
    ),
    (
        "residence",
        "User lives in Paris",
        "just got my keys!!! lyon here i come 🔑 moved in today and the neighbour already brought me wine lol",
        "lyon",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Sure I'm only settling into Cork now, the new gaff is grand but the landlord's after telling me the "
        "heating's on a timer. Any idea how to bleed a radiator?",
        "cork",
    ),
    (
        "residence",
        "User lives in New York",
        "Since moving to Boston in the spring I've been biking everywhere. Also, could you help me write a birthday "
        "message for my sister?",
        "boston",
    ),
    (
        "job",
        "User works as a teacher",
        "I left the classroom this summer and now work as an instructional designer at an ed-tech startup. Can you "
        "suggest some good e-learning authoring tools?",
        "instructional design",
    ),
    (
        "job",
        "User works at Google",
        "first week at stripe done 🙌 onboarding is intense lol. google feels like a lifetime ago",
        "stripe",
    ),
    (
        "job",
        "User works as a nurse",
        "Night shifts on the ward are behind me - these days my patients have four legs, since I qualified as a vet "
        "tech at the animal hospital. Tips for handling nervous cats?",
        "vet",
    ),
    (
        "job",
        "User works as a software engineer",
        "I got promoted to engineering manager last week, so I now have six direct reports. How should I structure "
        "my first one-on-ones?",
        "manager",
    ),
    (
        "job",
        "User works at Deloitte",
        "quit deloitte lmao. im at pwc now, same hours tho 💀",
        "pwc|pricewaterhouse",
    ),
    (
        "job",
        "User works as a barista",
        "Packed in the coffee shop, mate - I'm on the tools now as an apprentice sparky with me uncle's firm. "
        "Knackered every night but the money's better.",
        "electric|sparky",
    ),
    (
        "job",
        "User works at Amazon",
        "I accepted an offer from Microsoft and started on the Azure team on Monday. What's a good way to introduce "
        "myself to a new team over Teams?",
        "microsoft",
    ),
    (
        "job",
        "User works as a bookkeeper",
        "officially a data analyst now!!! no more reconciling invoices 🥳 u know any good sites to practice sql",
        "analyst",
    ),
    (
        "job",
        "User works as a journalist",
        "Funny being on the other side now - I'm the one writing the press releases and fielding calls from "
        "reporters as comms lead for the city council. How formal should a media advisory be?",
        "comm",
    ),
    (
        "job",
        "User works at Tesco",
        "started at the local library as an assistant last week, way quieter than stacking shelves at tesco haha. "
        "can u recommend some cosy mysteries",
        "librar",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed on Saturday and I said yes! Now we have to start thinking about venues.",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "me n priya broke up last week 💔 its fine ig. anyway whats a good solo trip in europe",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is engaged to Daniel",
        "Still finding confetti in my suit pockets from the big day, and Daniel keeps calling me 'hubby' just to "
        "wind me up. What's the etiquette on timing for thank-you cards?",
        "married|wife|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce in March. I'm trying to work out how to split the holidays with the kids "
        "- any advice?",
        "divorc|ex-",
    ),
    (
        "relationship",
        "User is single",
        "so i have a bf now?? his name is tom and hes ridiculously nice lol 🥹 what should i get him for his bday, "
        "we've only been together a month",
        "tom|boyfriend|dating",
    ),
    (
        "relationship",
        "User has a boyfriend named Callum",
        "Me and Callum are done, pure finished. Caught him on the dating apps, the absolute rat. Anyway, what's a "
        "decent film for a night in wi' the girls?",
        "single|broke up|split|ex-|ended",
    ),
    (
        "relationship",
        "User is divorced",
        "I got remarried in June to a wonderful woman named Sofia. We're planning a belated honeymoon in Greece - "
        "which islands are less crowded in October?",
        "sofia|married",
    ),
    (
        "relationship",
        "User is dating Jake",
        "jake and i r engaged!!!! 💍💍 still shaking lol",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a girlfriend named Aisha",
        "My fiancée Aisha wants a small ceremony but her mum has already invited half of Leeds. How do we politely "
        "trim a guest list?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Kevin",
        "Kevin and I separated two months ago and I've got my own flat now. Can you help me make a monthly budget "
        "for one person?",
        "separat|split|ex-",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan since January - no more cheese or eggs. What's a good egg substitute for brownies?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession i eat meat again lol. doc said my iron was trash 🥩 whats an easy steak marinade",
        "meat|omniv",
    ),
    (
        "diet",
        "User eats meat",
        "Haven't touched meat in six weeks now, though I still have fish on Fridays with my dad and that's staying. "
        "Any good salmon recipes?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I stopped doing keto and now I'm following the Mediterranean diet my cardiologist recommended. Is couscous "
        "okay on it?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "dropped fish too, full veggie now 🥦 ngl i miss sushi. also is my monstera ok if the leaves go yellow",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "Reet, I've given up on the veggie thing - me nan's Sunday roast won me back over. Lamb every week now, no "
        "regrets. How long do you rest a leg of lamb?",
        "meat|omniv",
    ),
    (
        "diet",
        "User eats meat",
        "My doctor put me on a strict gluten-free diet after my coeliac diagnosis. Which beers are safe for me?",
        "gluten",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "switched from paleo to keto lol, bye bye fruit 😢 any keto snacks that dont taste like cardboard",
        "keto",
    ),
    (
        "diet",
        "User follows a keto diet",
        "These days my plate is all lentils, tofu and veg - nothing that came from an animal, not even honey in my "
        "tea. Any high-protein breakfast ideas?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've started eating chicken and beef again after ten years as a pescatarian. Can you suggest a simple "
        "weeknight chicken dinner?",
        "meat|omniv",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since the movers finally dropped the last boxes at my new flat in Porto, I need a good menu for a "
        "housewarming dinner for six. Any ideas?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "The commute from my place in Denver to the office is only 15 minutes now, which is a nice change. Can you "
        "recommend a beginner hiking trail near here?",
        "denver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, I am living in Berlin since two weeks and my german is very bad. How I can register my address at "
        "the Bürgeramt?",
        "berlin",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I moved to Vancouver last month. What neighborhoods are good for running?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Austin",
        "Our lease in Austin ended and we relocated to Raleigh in June, still unpacking honestly. By the way, how do "
        "I descale a kettle?",
        "raleigh",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Quick question about council tax bands: the Edinburgh ones seem way higher than what I paid back in "
        "Manchester before the move. Is that normal?",
        "edinburgh",
    ),
    (
        "residence",
        "User lives in Lyon",
        "After we have moved to Montréal in september, my kids go to french school here but the accent is very "
        "different. Do you know good podcasts for québécois expressions?",
        "montr",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Now that I'm a Melbourne resident I keep getting caught out by the weather, four seasons in one day. What "
        "layers should I buy?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Seattle",
        "I just moved from Seattle to Phoenix. Can you help me figure out how to keep my apartment cool in summer "
        "without huge bills?",
        "phoenix",
    ),
    (
        "residence",
        "User lives in Singapore",
        "Ever since I set up home in Kuala Lumpur, the traffic has been my nemesis. Is Grab or the LRT faster for "
        "getting to KLCC in the mornings?",
        "kuala lumpur|\\bkl\\b",
    ),
    (
        "job",
        "User works as a nurse",
        "My first semester teaching biology at the high school has been exhausting, the hospital shifts were easier "
        "honestly. How do I grade 120 lab reports faster?",
        "teach",
    ),
    (
        "job",
        "User works at Google",
        "Onboarding at Microsoft is taking forever and my badge still doesn't work. Anyway, what's a good lunch spot "
        "near the Redmond campus?",
        "microsoft",
    ),
    (
        "job",
        "User works as a waiter",
        "Now I am working like software tester in a small company, it is my first office job. Can you explain me "
        "what is regression testing?",
        "test|qa",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting and I'm now a full-time photographer. How should I price wedding shoots?",
        "photograph",
    ),
    (
        "job",
        "User works at Deloitte",
        "Since joining the Amazon finance team in March I barely have time to cook. Any quick meal-prep ideas?",
        "amazon",
    ),
    (
        "job",
        "User works as a software engineer",
        "As an engineering manager I now spend most of my day in one-on-ones instead of coding. How do I run a good "
        "skip-level meeting?",
        "manag",
    ),
    (
        "job",
        "User works as a teacher",
        "I leave the school last summer and now I drive the bus for the city, the hours is early but I like it. What "
        "is good breakfast for 5 am?",
        "bus|driv",
    ),
    (
        "job",
        "User works at Tesco",
        "I've started a new job at Sainsbury's as a shift supervisor. What's a good way to handle staff rota disputes?",
        "sainsbury|supervis",
    ),
    (
        "job",
        "User works as a barista",
        "My boss at the law firm wants me to proofread contracts faster now that I'm a paralegal. Any tips for "
        "spotting errors?",
        "paralegal",
    ),
    (
        "job",
        "User works at Siemens",
        "Ugh, our canteen at Bosch closed early again, third time since I joined in January. How do I write a polite "
        "complaint email to facilities?",
        "bosch",
    ),
    (
        "relationship",
        "User has a girlfriend named Emma",
        "Emma said yes when I proposed on the beach last weekend! Now we need to pick a venue, what questions should "
        "I ask wedding planners?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since the divorce went through the house feels so quiet. Can you suggest some hobbies to do in the evenings "
        "alone?",
        "divorc|single|ex",
    ),
    (
        "relationship",
        "User is single",
        "I have now a boyfriend, his name is Kenji, we meet in the language exchange. What gift is good for japanese "
        "man on his birthday?",
        "kenji|boyfriend|dating",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Sofia and I broke up last week. How do I stop checking her Instagram?",
        "single|broke up|split|ex",
    ),
    (
        "relationship",
        "User is engaged to Marcus",
        "Now that Marcus is officially my husband I have to change my last name on everything. Which documents "
        "should I update first?",
        "marri|husband",
    ),
    (
        "relationship",
        "User is divorced",
        "My girlfriend Leila and I have been seeing each other for about two months, and she's invited me to meet "
        "her parents. What should I bring?",
        "leila|dating|girlfriend|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Tom",
        "Me and Tom we are not together anymore since march, so this summer I travel alone. Which country is safe "
        "for woman solo traveler?",
        "single|broke up|split|ex|not together",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Planning my first Christmas as a single dad after Priya and I separated. How do I split the holidays fairly "
        "with the kids?",
        "separat|single|split|ex",
    ),
    (
        "relationship",
        "User is single",
        "I got married to Alejandro in September! Can you help me write thank-you notes for the wedding gifts?",
        "marri|alejandro",
    ),
    (
        "relationship",
        "User is dating Chloe",
        "My fiancée Chloe wants a spring wedding but I'm worried about pollen. What months are safest for allergy "
        "sufferers?",
        "engag|fianc",
    ),
    (
        "diet",
        "User eats meat",
        "It's been a month since I cut out meat completely and honestly I feel lighter. Where do vegetarians usually "
        "get enough iron?",
        "vegetarian|meat-free|no meat|without meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I dropped dairy and eggs too, baking has become a nightmare. What's a good egg replacement for "
        "brownies?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "My doctor say I need more B12 so I start again to eat fish and eggs, but still no meat. Which fish have the "
        "most omega 3?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating meat again after ten years. What's the easiest way to cook a steak?",
        "meat",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Now that I'm done with keto and back to eating normally, bread tastes amazing. Any good sourdough starter "
        "tips?",
        "keto|normal|carb",
    ),
    (
        "diet",
        "User is pescatarian",
        "Going fully plant-based this year meant saying goodbye to sushi night. Can you suggest vegan sushi fillings "
        "that actually taste good?",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "From January I am vegan, my wife also. Please give me recipe for protein breakfast without egg and milk.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "My new keto plan means lots of cheese and eggs, which feels weird after years of being vegan. How many "
        "carbs can I have per day to stay in ketosis?",
        "keto",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've switched to a pescatarian diet, so I eat fish now but still no meat. What's a simple salmon recipe?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Since the cardiologist put me on a vegetarian diet, grocery shopping takes twice as long. What are good "
        "meatless high-protein snacks for work?",
        "vegetarian",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "We finally got the keys to our flat in Porto yesterday and moved everything in! Any tips on getting a "
        "resident parking permit there?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "just moved to denver lol the altitude is kicking my butt ngl 😅",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Me first winter up in Glasgow since the move and the rain's somehow worse than back home, pure baltic so it "
        "is. What's a decent waterproof jacket?",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Austin",
        "I relocated to Seattle last month for family reasons. Can you recommend a few good hiking trails within an "
        "hour's drive of the city?",
        "seattle",
    ),
    (
        "residence",
        "User lives in Berlin",
        "Our new landlord here in Oslo won't let us paint the walls of the flat we just moved into. Is that normal "
        "in Norway?",
        "oslo",
    ),
    (
        "residence",
        "User lives in Toronto",
        "ok vancouver apartment hunt is OVER, signed the lease and moved in sat 🎉 how do i set up hydro here",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Been settlin' into Melbourne since we shifted down in March, reckon the coffee's better but the weather's a "
        "shocker.",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Paris",
        "We sold the place in Paris and we're now living in Lyon full-time. Can you help me write a "
        "change-of-address letter for my bank?",
        "lyon",
    ),
    (
        "residence",
        "User lives in Boston",
        "finally unpacked the last box at my new place in nashville smh took 3 weeks. also whats a good bbq spot",
        "nashville",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Ah sure the new gaff in Cork is grand, I'm only a walk from the English Market now. Would you know any good "
        "trad sessions on a Thursday?",
        "cork",
    ),
    (
        "job",
        "User works as a nurse",
        "I just finished my first week working as a paramedic after leaving the hospital. What's a good way to "
        "handle sleep on night shifts?",
        "paramedic",
    ),
    (
        "job",
        "User works at Google",
        "started at stripe on monday after leaving google, onboarding is a lot lol 😵",
        "stripe",
    ),
    (
        "job",
        "User works as a teacher",
        "Handed in me notice at the school, I'm a postie now, up at 5 doin' me round every mornin'.",
        "post|mail|deliver",
    ),
    (
        "job",
        "User works as a software engineer",
        "I've moved out of engineering and into a product manager role at my company as of this month. Do you have "
        "tips for writing a good PRD?",
        "product",
    ),
    (
        "job",
        "User works at Deloitte",
        "ngl leaving deloitte for a tiny startup called brightloop was scary but im loving it so far",
        "brightloop",
    ),
    (
        "job",
        "User works as a barista",
        "Now that I've passed the bar and hung up the apron, I've got my first client meeting at the firm tomorrow "
        "as an associate attorney. Any tips for calming nerves?",
        "lawyer|attorney|associate|law",
    ),
    (
        "job",
        "User works as an accountant",
        "got hired as a data analyst at a hospital network!! 🥳 first day was today. can u explain sql joins real "
        "quick",
        "analyst|data",
    ),
    (
        "job",
        "User works at Tesco",
        "Been graftin' at the Nissan plant in Sunderland since I packed in Tesco in March, proper long shifts like "
        "but the money's canny.",
        "nissan",
    ),
    (
        "job",
        "User works as a chef",
        "I left the restaurant kitchen last month and now I teach culinary arts at a community college. What's a "
        "good way to structure a 90-minute lesson?",
        "teach|instruct|lectur|culinary|professor",
    ),
    (
        "job",
        "User works at Amazon",
        "wrapped my first week at microsoft, redmond traffic is wild lol. also is a standing desk worth it",
        "microsoft",
    ),
    (
        "relationship",
        "User is dating Priya",
        "Priya and I got engaged on Saturday! She said yes on the beach at sunset. Can you help me think of "
        "engagement party themes?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User has a boyfriend named Marcus",
        "me n marcus broke up last nite 💔 idk what to do w myself",
        "single|broke up|split|ex-|ex |former",
    ),
    (
        "relationship",
        "User is engaged to Tom",
        "Tom and I tied the knot in Santorini last weekend, so I'm officially a Mrs. now! What's the process for "
        "changing my surname on a UK passport?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is single",
        "so i've been seeing this guy jake for like a month and we made it official last night 🥰",
        "jake",
    ),
    (
        "relationship",
        "User is married to Elena",
        "Elena and I finalised our divorce in June, so it's just me and the dog now. What's a good low-maintenance "
        "breed to get him a buddy?",
        "divorc|separat|ex-|ex |former",
    ),
    (
        "relationship",
        "User is single",
        "Me and me fella Declan have been together since Paddy's Day, sure he's mad about me.",
        "declan",
    ),
    (
        "relationship",
        "User has a girlfriend named Sophie",
        "I proposed to Sophie last night and she said yes! Now we need to figure out a wedding budget. How much do "
        "people usually spend?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is divorced",
        "ngl never thought i'd get remarried but here we are lol, me and dan did the courthouse thing friday 💍",
        "married|husband|spouse|dan",
    ),
    (
        "relationship",
        "User is dating Kenji",
        "My husband Kenji keeps stealing the blankets, turns out the wedding vows didn't cover that lol. Is a "
        "king-size duvet worth it?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is engaged to Lucas",
        "Lucas called off the engagement in March and I've been on my own since. Anyway, can you recommend a good "
        "solo travel spot in Portugal?",
        "single|broke|split|called off|ex-|ex |former",
    ),
    (
        "diet",
        "User eats meat",
        "I've gone fully vegetarian since the start of the year. Can you suggest a high-protein lunch without meat?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "went full vegan this month 🌱 cheese was the hardest to drop ngl",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Right, I've started havin' fish again after six year off it, the doc said me iron was through the floor. "
        "Just fish mind, still no meat.",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "I started the keto diet two weeks ago and I'm eating steak and eggs most days now. How many carbs can I "
        "have and stay in ketosis?",
        "keto",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "quit paleo lol now im a full on veggie 🥦 no meat at all. how do i get enough protein",
        "vegetarian|veggie|meat",
    ),
    (
        "diet",
        "User eats meat",
        "Haven't touched meat or fish since Lent and honestly I don't miss it, still having eggs and cheese though. "
        "What's a good veggie lasagne recipe?",
        "vegetarian|veggie|meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "After my iron tests came back low, I've started eating meat again, mostly chicken and beef. Could you give "
        "me a weekly meal plan?",
        "meat|omnivor|chicken",
    ),
    (
        "diet",
        "User follows a keto diet",
        "dropped keto for good, going fully plant based now 🌱🌱 my bloodwork better improve lol",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "Y'all, I'm back on eggs and butter now, still no meat though. Can't say no to mama's cornbread no more.",
        "vegetarian|egg|dairy",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've cut out fish as well, so I'm fully vegetarian now. Also, what's the capital of New Zealand?",
        "vegetarian",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Since the movers dropped everything at my new flat in Porto last week I still can't find the kettle. Any "
        "tips for unpacking a kitchen fast?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "The winters here in Denver are so much drier than what I was used to back in Chicago, my skin is cracking. "
        "What moisturizer do you recommend?",
        "denver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, from two weeks I am living now in Berlin because of my husband work, and I need to register my "
        "address. How is called this office?",
        "berlin",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I moved from Toronto to Vancouver at the start of the month. Can you suggest some good hiking trails nearby?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Now that I've settled into my place in Edinburgh, my commute is a ten-minute walk instead of the train, so "
        "I'm actually getting some reading done. Any novels set in Scotland you'd recommend?",
        "edinburgh",
    ),
    (
        "residence",
        "User lives in Austin",
        "Our lease in Austin ended and we finally bought a little house in Asheville, so what plants grow well in "
        "the mountains of North Carolina?",
        "asheville",
    ),
    (
        "residence",
        "User lives in Osaka",
        "I am sorry for my english. After I moved to Sapporo in april, the snow is very big problem for my car. "
        "Which tires is better?",
        "sapporo",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Can you help me write a note to my new neighbours here in Melbourne? We just moved in next door and want to "
        "invite them for drinks.",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Paris",
        "I've relocated to Lyon for good now. What's the best way to transfer my medical records within France?",
        "lyon",
    ),
    (
        "residence",
        "User lives in Seattle",
        "Quick tax question: since I became a Texas resident in March when we moved to Houston, do I still need to "
        "file anything in Washington?",
        "houston",
    ),
    (
        "job",
        "User works as a teacher",
        "Ever since I swapped the classroom for a role as an instructional designer at an ed-tech startup, I miss "
        "the summer breaks. How do people in corporate jobs plan long vacations?",
        "instructional design|designer",
    ),
    (
        "job",
        "User works at Google",
        "My first week at Stripe was a blur of onboarding sessions. Do you know any good resources to learn Ruby "
        "quickly?",
        "stripe",
    ),
    (
        "job",
        "User works as a nurse",
        "Now I am working like pharmacist in the hospital, not more nurse, so my shifts is different. Can you help "
        "me to make a sleep schedule?",
        "pharmac",
    ),
    (
        "job",
        "User works as a bookkeeper",
        "I quit bookkeeping and I'm now working full-time as a real estate agent. What should I include in my first "
        "listing description?",
        "real estate|realtor",
    ),
    (
        "job",
        "User works at Deloitte",
        "The badge photo they took for my new job at the Ministry of Finance is terrible, haha. By the way, how do I "
        "set up an out-of-office reply in Outlook?",
        "ministry",
    ),
    (
        "job",
        "User works as a software engineer",
        "Being the product manager on the team now means I'm in meetings all day instead of writing code. Any tips "
        "to protect focus time?",
        "product",
    ),
    (
        "job",
        "User works at Siemens",
        "My new boss at Bosch is very strict with the punctuality, in Siemens was more relax. How I can say politely "
        "I need leave early on Friday?",
        "bosch",
    ),
    (
        "job",
        "User works as a barista",
        "Good news: I got hired as a line cook at a restaurant downtown and started Monday. What knives should I buy?",
        "cook",
    ),
    (
        "job",
        "User works as a lawyer",
        "Since leaving the firm to teach law at the university, grading essays is eating all my weekends. Is there a "
        "faster way to give written feedback?",
        "professor|lectur|teach|academ",
    ),
    (
        "job",
        "User works at Amazon",
        "Funny how after years at Amazon I ended up at Microsoft, just across the lake. What's the best bus from "
        "Seattle to Redmond in the morning?",
        "microsoft",
    ),
    (
        "relationship",
        "User has a girlfriend named Sofia",
        "Sofia said yes when I proposed on the beach last weekend! Now her mom keeps asking about the wedding date. "
        "How long do engagements usually last?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since the divorce from Daniel was finalized, I've had to change my name back on every account. Which "
        "documents do I need for a new passport?",
        "divorc",
    ),
    (
        "relationship",
        "User is single",
        "I have now a boyfriend, his name is Marco, we are together since one month. What is good gift for first "
        "month anniversary?",
        "marco",
    ),
    (
        "relationship",
        "User is dating Chris",
        "Chris and I broke up last week. Can you recommend some podcasts to keep my mind busy?",
        "single|broke up|split|ex-|ended",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married at the courthouse on Friday, just the two of us, and now we need to plan a party "
        "for the families. Any caterer ideas for 80 people?",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is divorced",
        "My new girlfriend Hana wants me to meet her parents next month. What should I bring as a gift to a Japanese "
        "family?",
        "hana",
    ),
    (
        "relationship",
        "User has a boyfriend named Tom",
        "After me and Tom are finish, I live alone with my cat again. Is okay to give cat milk?",
        "single|broke up|split|ex-|ended|separat",
    ),
    (
        "relationship",
        "User is engaged to Lucas",
        "Ever since Lucas called off our engagement I've been throwing myself into running. Can you make me a 10k "
        "training plan?",
        "single|broke up|split|ex-|ended|called off|cancel",
    ),
    (
        "relationship",
        "User is single",
        "I've started seeing someone named Amara. What are some fun second-date ideas in the fall?",
        "amara",
    ),
    (
        "relationship",
        "User has a girlfriend named Julia",
        "My wife Julia (still weird to say that after the wedding last month) wants us to open a joint bank account. "
        "What are the pros and cons?",
        "married|wife|spouse",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since I cut out dairy and eggs too a couple of months ago, baking has become a challenge. What can I use "
        "instead of eggs in brownies?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I started eating fish again on my doctor's advice, but only fish, no other meat. What's a simple salmon "
        "recipe?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "From the new year I not eat meat anymore, only vegetables and also cheese and eggs is okay. What I can cook "
        "for protein?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone back to eating meat after ten years as a vegetarian. How should I reintroduce it without "
        "upsetting my stomach?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Since switching from keto to the Mediterranean diet my cholesterol numbers look much better. Can you give "
        "me a week of dinner ideas with lots of olive oil and legumes?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "I finally went fully plant-based in January, so no more sushi nights for me. Can you suggest a ramen recipe "
        "with no animal products at all?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "My doctor say I need iron, so now I eat again the chicken and beef, no more vegan for me. How to cook beef "
        "so it is not hard?",
        "meat|omnivor|chicken|beef",
    ),
    (
        "diet",
        "User eats meat",
        "Is tofu or tempeh better for stir-fry? I've been fully vegan since that documentary I watched in spring.",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "I switched to a paleo diet this month. What are some paleo-friendly breakfast ideas?",
        "paleo",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Ever since I went pescatarian (paleo was just too much red meat for me) I've been buying a lot of shrimp. "
        "How long does frozen shrimp keep?",
        "pescatarian|fish|seafood",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "We finally finished moving into our flat in Porto last weekend. Any tips for finding a good dentist there?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "just signed the lease in denver lol, boxes everywhere 📦 whats a good beginner hike near there",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Honestly the rain in Glasgow is worse than owt I had back in Manchester, and our new place in the West End "
        "leaks like a sieve.",
        "glasgow",
    ),
    (
        "residence",
        "User lives in Austin",
        "I relocated to Seattle for good at the start of the month.",
        "seattle",
    ),
    (
        "residence",
        "User lives in Toronto",
        "ngl vancouver rent is insane, paying 2800 for a 1br now that im out here 😭",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My commute from my new apartment in Munich to the office is only 15 minutes by U-Bahn, which is a dream "
        "after Berlin.",
        "munich|münchen",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Reckon I've finally settled into Melbourne, took ages to find a decent flat in Fitzroy. What's the best way "
        "to learn to cook laksa?",
        "melbourne|fitzroy",
    ),
    (
        "residence",
        "User lives in Boston",
        "moved to austin last month!! still getting used to the heat. can u recommend a good bbq cookbook",
        "austin",
    ),
    (
        "residence",
        "User lives in Dublin",
        "Sure we're only down in Cork since Easter but the neighbours have us adopted already.",
        "cork",
    ),
    (
        "residence",
        "User lives in Paris",
        "I've been living in Lyon since March now that my transfer went through. Can you help me write a letter to "
        "my landlord about a broken radiator?",
        "lyon",
    ),
    (
        "job",
        "User works as a nurse",
        "I left nursing and started as a paramedic with the county ambulance service this week.",
        "paramedic",
    ),
    (
        "job",
        "User works at Google",
        "first week at stripe done 🎉 onboarding is intense lol",
        "stripe",
    ),
    (
        "job",
        "User works as a teacher",
        "Now that I'm writing software for a living instead of grading essays, my evenings are finally free. Any "
        "good Python books?",
        "software|develop|engineer|programm|coder",
    ),
    (
        "job",
        "User works as a barista",
        "got promoted to shift manager at the cafe ngl kinda nervous",
        "manager",
    ),
    (
        "job",
        "User works at Deloitte",
        "I handed in my notice at Deloitte and started at KPMG on Monday as a senior auditor.",
        "kpmg",
    ),
    (
        "job",
        "User works as a software engineer",
        "My first week as a product manager went well, no more writing code, just roadmaps and meetings.",
        "product",
    ),
    (
        "job",
        "User works at Amazon",
        "me new gaffers at tesco are sound, way better than the warehouse ever was. what's a good pair of work shoes",
        "tesco",
    ),
    (
        "job",
        "User works as an accountant",
        "quit accounting, im a full time photographer now 📸 wish me luck",
        "photograph",
    ),
    (
        "job",
        "User works as a chef",
        "Swapped the kitchen whites for a hi-vis, I'm an apprentice sparky now and my knees are already regretting it.",
        "electric|sparky",
    ),
    (
        "job",
        "User works at Microsoft",
        "Started at Airbnb on their data team two weeks ago. What's the weather usually like in SF in October?",
        "airbnb",
    ),
    (
        "relationship",
        "User is single",
        "I've started dating a guy named Marco I met at my climbing gym.",
        "marco|dating",
    ),
    (
        "relationship",
        "User has a girlfriend named Priya",
        "priya said yes!!! 💍 we're engaged omg",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Tom",
        "The divorce from Tom was finalized on Friday. Can you suggest some good books on starting over?",
        "divorc",
    ),
    (
        "relationship",
        "User is dating Sam",
        "me n sam called it quits last week, tbh its for the best",
        "single|broke up|split|ex-|quit|separat",
    ),
    (
        "relationship",
        "User is engaged to Elena",
        "Elena and I just got back from our honeymoon in Crete, and now the thank-you cards are piling up.",
        "married|wife|husband|spouse",
    ),
    (
        "relationship",
        "User is divorced",
        "Been seeing this lass called Fiona for a few months now, she's a proper keeper. What's a nice spot in "
        "Edinburgh for a date night?",
        "fiona|dating|girlfriend|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "jake and i broke up 💔 anyway whats a good show to binge",
        "single|broke up|split|ex-",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Aisha and I are going to her parents' for dinner on Sunday, what should I bring?",
        "aisha|girlfriend|dating",
    ),
    (
        "relationship",
        "User is engaged to Daniel",
        "Daniel and I got married at the registry office on Saturday! Just the two of us and two witnesses.",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is married to Karen",
        "karen n me r separated now, she moved out in june. how do i split a joint bank account",
        "separat|divorc|split|single|ex-",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've gone fully vegan since January, so no more cheese or eggs for me.",
        "vegan|plant",
    ),
    (
        "diet",
        "User eats meat",
        "quit meat last month lol, veggie life now 🥦 any good lentil recipes?",
        "vegetarian|veggie|meat-free|no meat",
    ),
    (
        "diet",
        "User is vegan",
        "I started eating fish again on my doctor's advice, but still no other meat. Is mackerel or salmon better "
        "for omega-3?",
        "pescatarian|fish",
    ),
    (
        "diet",
        "User is pescatarian",
        "Counting carbs like a hawk these days, under 20g a day, loads of bacon, steak and avocado.",
        "keto|carb",
    ),
    (
        "diet",
        "User follows a keto diet",
        "ngl i dropped keto and went vegetarian, eating pasta again and feeling great 🍝",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegetarian",
        "Back on the meat after ten years, had my first steak last night and it was unreal.",
        "meat|omnivor",
    ),
    (
        "diet",
        "User is vegan",
        "Been having a wee bit of cheese and eggs again, but still nae meat, so I'm just a veggie now.",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User eats meat",
        "I've cut out meat but still eat seafood, my partner calls me a pescatarian now. Is tuna high in mercury?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "switched from paleo to full plant-based, my crossfit mates are horrified lol 🌱",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "My rule now is nothing that had a face or a mother, so the fishmonger's lost a customer and oat milk has "
        "replaced dairy and eggs too.",
        "vegan|plant",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Now that I'm settled in Porto the commute to the new office is only fifteen minutes by metro, which is a "
        "dream. Can you suggest a good day hike near the city for the weekend?",
        "porto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Since we moved to Denver last month my nose keeps bleeding from the dry air, any tips? Also what's a decent "
        "humidifier brand for a bedroom?",
        "denver",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, I am living now in Berlin since two weeks and I not understand how to register my address at the "
        "Buergeramt. Can you explain me the steps?",
        "berlin",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I moved to Vancouver last weekend. What are the best neighborhoods there for finding a good climbing gym?",
        "vancouver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "The flat here in Leeds is smaller than my old place in Manchester but the rent is half, so no complaints. "
        "How do I get rid of mould on a bathroom ceiling?",
        "leeds",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Ever since relocating to Melbourne I keep getting caught without an umbrella, the weather changes every "
        "hour. Which waterproof jacket would you recommend under $200?",
        "melbourne",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "After shifting to Pune my new flat have very bad water pressure and the landlord say it is normal. What I "
        "can do legally?",
        "pune",
    ),
    (
        "residence",
        "User lives in Austin",
        "Quick update: I've officially moved to Seattle. Can you recommend some rain-proof running shoes?",
        "seattle",
    ),
    (
        "residence",
        "User lives in Paris",
        "Could you help me write a thank-you note to my old neighbours back in Paris? They helped a lot with the "
        "move to Lyon and I want to send them some chocolates from here.",
        "lyon",
    ),
    (
        "residence",
        "User lives in Boston",
        "We've been in the new house in Portland for a week and the boxes are still everywhere lol. What's the best "
        "order to unpack so the kitchen works first?",
        "portland",
    ),
    (
        "job",
        "User works as a teacher",
        "Since I switched from teaching to instructional design I miss the kids but definitely not the grading. Do "
        "you know any good free tools for building e-learning modules?",
        "instructional design|designer",
    ),
    (
        "job",
        "User works at Google",
        "First week at Stripe done, and the onboarding is way more intense than anything I had at Google. Can you "
        "explain how idempotency keys work in payment APIs?",
        "stripe",
    ),
    (
        "job",
        "User works as a waiter",
        "Now I am working like a cook in the kitchen of the same restaurant, no more serving tables for me. Which "
        "knives is good for a beginner cook?",
        "cook|chef",
    ),
    (
        "job",
        "User works as a nurse",
        "I left nursing and started a new job as a medical sales representative this month. How should I prepare for "
        "my first sales conference?",
        "sales",
    ),
    (
        "job",
        "User works at Deloitte",
        "My manager here at Accenture wants a status report every Friday, it's a lot more process than I was used to "
        "at Deloitte. Can you give me a simple template?",
        "accenture",
    ),
    (
        "job",
        "User works as a software engineer",
        "Ever since I moved into the product manager role I barely write code anymore, which feels weird. How do "
        "people write a good PRD?",
        "product manager|product management",
    ),
    (
        "job",
        "User works at Siemens",
        "From the March I am employee at Bosch, the contract is finally signed and I already started there. How I "
        "should write my email signature in German correctly?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit accounting and I'm now working full-time as a yoga instructor. Can you suggest a 20-minute sequence "
        "for total beginners?",
        "yoga",
    ),
    (
        "job",
        "User works as a journalist",
        "Funny how being the press officer for the city council feels like the opposite of my reporter years. "
        "Anyway, how should I structure a press release about road closures?",
        "press|council|communicat",
    ),
    (
        "job",
        "User works at Amazon",
        "I started at Microsoft on Monday after leaving Amazon. What's a good way to introduce myself to my new team?",
        "microsoft",
    ),
    (
        "relationship",
        "User is dating Marco",
        "Marco proposed on the beach in Sardinia and obviously I said yes!! What's a realistic budget for a small "
        "wedding in Italy?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since the divorce from Daniel went through I've been cooking for one and wasting so much food. Any recipes "
        "that scale down well?",
        "divorc|single|ex",
    ),
    (
        "relationship",
        "User has a girlfriend named Ana",
        "Me and Ana we are not together anymore since last month, she go back to Brazil. How I can stop to think "
        "about her all the time?",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is single",
        "I've started dating someone named Priya, we've been seeing each other for about a month. What's a fun date "
        "idea that isn't dinner and a movie?",
        "priya|dating",
    ),
    (
        "relationship",
        "User is engaged to Tom",
        "Still finding confetti in my hair from our wedding on Saturday, Tom says it'll be there till Christmas. Can "
        "you help me write thank-you cards for the guests from both of us as a married couple?",
        "married|husband|spouse",
    ),
    (
        "relationship",
        "User is divorced",
        "My girlfriend Lena keeps teasing me that I can't cook rice properly. What's the foolproof water ratio for "
        "basmati?",
        "lena|girlfriend|dating",
    ),
    (
        "relationship",
        "User has a boyfriend named Jake",
        "Ever since Jake and I broke up I've had the apartment to myself, so I'm thinking of repainting. What colour "
        "makes a small living room feel bigger?",
        "single|broke up|split|ex-|separat|no longer",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Last week I ask Sofia to marry me and she say yes, so now we are fiances! How to tell it to my parents who "
        "are very traditional?",
        "engag|fianc",
    ),
    (
        "relationship",
        "User is married to Karen",
        "Karen and I separated in June and the divorce was finalized last week. How do I update my tax filing status?",
        "divorc|single|separat|ex",
    ),
    (
        "relationship",
        "User is single",
        "My husband Luis and I have our first anniversary coming up, the wedding was in a tiny chapel in Vegas. Any "
        "gift ideas that reference that without being cheesy?",
        "married|husband|spouse|luis",
    ),
    (
        "diet",
        "User is vegetarian",
        "Since going fully vegan in January I've struggled to find a cheese substitute that isn't sad. Which brands "
        "actually melt on pizza?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is vegan",
        "I've started eating fish again on my doctor's advice, mostly salmon and sardines, but still no meat or "
        "dairy. How do I cook salmon so the skin gets crispy?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User eats meat",
        "From two months I don't eat meat anymore, only vegetables, eggs and cheese. Can you give me idea for "
        "protein at breakfast?",
        "vegetarian|meat",
    ),
    (
        "diet",
        "User is pescatarian",
        "I've gone keto as of this month. Is it okay to eat strawberries on keto?",
        "keto",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Ever since I gave up paleo and went vegetarian my grocery bill has basically halved. Can you recommend a "
        "hearty lentil stew for cold evenings?",
        "vegetarian|veggie",
    ),
    (
        "diet",
        "User is vegan",
        "I caved and started eating meat again after eight years, my iron levels were terrible. What's the best way "
        "to pan-fry a steak medium-rare?",
        "meat|omnivor",
    ),
    (
        "diet",
        "User is vegetarian",
        "Now I am also eating chicken and fish again because my trainer tell me I need more protein. How much "
        "protein I need if I weight 70 kg?",
        "meat|chicken|omnivor|poultry",
    ),
    (
        "diet",
        "User eats meat",
        "I became pescatarian last month: no more meat, but I still eat fish. Can you suggest some easy tuna recipes?",
        "pescatarian|fish|seafood",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Now that I'm vegan there's no way I'm going back to bacon and eggs every morning, haha. What's a filling "
        "vegan breakfast that isn't just oatmeal?",
        "vegan|plant",
    ),
    (
        "diet",
        "User is pescatarian",
        "Since cutting out fish too, so it's just vegetarian for me now, I need new ideas for Friday dinners. Any "
        "easy halloumi dishes?",
        "vegetarian|veggie",
    ),
    (
        "residence",
        "User lives in Denver",
        "Finally moved to Tallinn last month! Can you recommend some good public saunas in the city?",
        "tallinn",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "ok so the new flat in wellington is tiny lol but the harbour view 😍 any tips for drying laundry when it "
        "rains literally every day??",
        "wellington",
    ),
    (
        "residence",
        "User lives in Chicago",
        "My commute is now a twenty-minute tram ride across the river from my place in Kraków to the office, which "
        "beats the Red Line any day. What's a good Polish phrasebook?",
        "krak",
    ),
    (
        "residence",
        "User lives in Austin",
        "Och, I've been stayin' up in Aberdeen since the spring, flat's just aff Union Street. Whit's a decent wee "
        "hillwalk near here?",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Toronto",
        "We sold the house and relocated to Halifax in June. What's a good way to meet people when you're new in town?",
        "halifax",
    ),
    (
        "residence",
        "User lives in Seoul",
        "lease signed in busan!! moving truck came yesterday, boxes everywhere 📦 what should i eat first near "
        "haeundae",
        "busan",
    ),
    (
        "residence",
        "User lives in Manchester",
        "Our landlord here in Valparaíso says the funicular next to our building is over a hundred years old. Any "
        "ideas for a weekend trip from the coast?",
        "valpara",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Since I moved to Kigali in January I've been taking moto-taxis everywhere. Is it safe to ride one at night?",
        "kigali",
    ),
    (
        "residence",
        "User lives in Oslo",
        "new postcode starts w an 8 now cuz im in aarhus 🙃 danish pronunciation is killing me, any apps for learning "
        "it?",
        "aarhus",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "Reckon I'll never get used to the heat up here in Darwin since we shifted over from Brazil, mate, but the "
        "mango season's a ripper. Best way to keep the unit cool without the aircon running all arvo?",
        "darwin",
    ),
    (
        "job",
        "User works as a nurse",
        "I left nursing last month and started as a paramedic with the county ambulance service. Any tips for "
        "staying alert on night shifts?",
        "paramedic|ambulance|emt",
    ),
    (
        "job",
        "User works at Siemens",
        "first week at infosys done 🎉 onboarding was sooo long tho. how do i survive standups at 9am lol",
        "infosys",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Now that I'm retired I finally have time to garden. What vegetables grow well in partial shade?",
        "retire",
    ),
    (
        "job",
        "User works at Deutsche Bank",
        "got laid off today along w half the team 😞 how do i even start updating my cv",
        "laid off|unemploy|lost|redundan|job.?seek|no longer|former|between jobs|out of work|look",
    ),
    (
        "job",
        "User works as an accountant",
        "My new patients at the dental clinic keep asking if I'm the dentist. I'm the hygienist, for the record! How "
        "do I explain flossing to a six-year-old?",
        "hygien|dental",
    ),
    (
        "job",
        "User works at Tesco",
        "The smell of fresh bread at 4am never gets old, and it's all mine since the bakery opened three weeks ago. "
        "Should I offer sourdough subscriptions?",
        "bak|own business|self.?employ|entrepreneur|owner|runs",
    ),
    (
        "job",
        "User works as a software engineer",
        "Sure I packed in the coding altogether, I'm after getting a job driving the buses for Dublin Bus and it's "
        "grand. What's the best way to mind me back on the long shifts?",
        "bus|driv",
    ),
    (
        "job",
        "User works at Shopify",
        "i'm at canva now, moved over in march. can u help me write a linkedin post abt it",
        "canva",
    ),
    (
        "job",
        "User works as a chef",
        "Swapped the kitchen whites for a hard hat and hi-vis. These days I run a crew on a housing site in Leeds as "
        "foreman. How do I handle lads twice my age?",
        "foreman|construction|site|supervisor|crew",
    ),
    (
        "job",
        "User works at Samsung",
        "Samsung's behind me now: I joined Naver as a product manager this week. What should I focus on in my first "
        "90 days?",
        "naver",
    ),
    (
        "relationship",
        "User is dating Omar",
        "Omar proposed on the beach in Zanzibar and I said yes! Can you help me think of engagement party themes?",
        "engag|fianc|propos",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce on Friday. How should I let my kids' teachers know the family situation "
        "has changed?",
        "divorc|ex-|separat|single",
    ),
    (
        "relationship",
        "User is single",
        "so i've been seeing this guy tomás for like 2 months now 🥰 is it too soon to bring him to my sister's "
        "wedding?",
        "tom[aá]s|dating|seeing|boyfriend|relationship|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Mia",
        "me n mia called it quits last nite. not tryna talk abt it rly, just need a good breakup playlist 🎧",
        "broke|break|split|ex|single|ended|no longer",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Three weeks since the wedding and I still keep fiddling with the ring on my finger. Priya says I'll wear it "
        "out. Any ideas for a one-month anniversary?",
        "marri|wife|spouse|husband|wed",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "Kenji passed away in October. I'm struggling with the holidays this year. How do people cope with the first "
        "Christmas alone?",
        "widow|passed|died|death|late|lost|deceased",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "Lukas and I aren't a thing anymore, and honestly I'm relieved. Anyway, can you suggest some solo hiking "
        "trails near Innsbruck?",
        "broke|break|split|ex|single|ended|no longer|not dating|anymore|separat",
    ),
    (
        "relationship",
        "User is single",
        "Bonjour! Guess who has a girlfriend now: her name's Amélie and we met at a pottery class. What's a cute "
        "second-date idea?",
        "am[eé]lie|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Diego",
        "Well y'all, Diego and I got hitched at the courthouse yesterday, nothin' fancy, just us and his abuela. Now "
        "I gotta figure out how to change my last name, where do I even start?",
        "marri|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Fatima",
        "Been kippin' at me brother's since Fatima an' me went our separate ways, like. Solicitor says the papers'll "
        "take months. How d'ya split a shared Netflix account?",
        "separat|divorc|split|ex|estranged|apart|broke",
    ),
    (
        "diet",
        "User is vegetarian",
        "Had my first steak in eight years last night and honestly it was amazing. What's a good marinade for skirt "
        "steak?",
        "meat|omnivor|no longer vegetarian|not vegetarian|steak|eats",
    ),
    (
        "diet",
        "User eats meat",
        "I went fully vegan at the start of the year: no dairy, no eggs, nothing. Can you suggest high-protein "
        "breakfasts?",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User follows a keto diet",
        "quit keto lol my body was begging for rice 🍚 back to eating normal carbs now. whats a good easy fried rice "
        "recipe",
        "no longer|quit|stopp|carb|normal|regular|not keto|off keto|ended|abandon|gave up|left",
    ),
    (
        "diet",
        "User is vegan",
        "been pescatarian since march, fish is back on the menu 🐟 any quick salmon recipes?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegetarian",
        "My doctor was thrilled at my checkup: since cutting out cheese, eggs and even honey, my cholesterol dropped "
        "a ton. Do you know any good cashew-based cheese brands?",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User eats meat",
        "The butcher on my street probably thinks I've died. I haven't touched meat of any kind since January. "
        "What's a lentil stew that actually fills you up?",
        "vegetarian|no meat|meat.?free|plant|doesn.?t eat meat|does not eat meat|no longer|stopped|avoid|gave "
        "up|quit|not eat",
    ),
    (
        "diet",
        "User is pescatarian",
        "Carne asada every Sunday with the family again: I'm back on meat after six years of just fish. Any tips for "
        "my stomach adjusting?",
        "meat|omnivor|no longer pescatarian|not pescatarian|eats|carne",
    ),
    (
        "diet",
        "User is vegan",
        "Mi done wid di vegan ting, man, mi nyam curry goat an' ackee wid saltfish every weekend now. Wah good side "
        "dish fi go wid it?",
        "meat|omnivor|no longer vegan|not vegan|eats|quit|stopp|gave up|animal|goat|fish",
    ),
    (
        "diet",
        "User eats meat",
        "started keto 2 wks ago, down 3kg already 💪 can u give me a list of snacks w/ under 5g net carbs",
        "keto|low.?carb",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "mate the grocery bill's halved since I went vegetarian, all beans and halloumi now haha. got any good "
        "halloumi burger recipes?",
        "vegetarian|meat.?free|no meat|plant",
    ),
    (
        "residence",
        "User lives in Denver",
        "Ugh, the radiators in our new flat in Tartu clank all night and the place is still freezing. Any tips for "
        "keeping a drafty old apartment warm?",
        "tartu",
    ),
    (
        "residence",
        "User lives in Ottawa",
        "Finally done unpacking in Valparaíso! Can you recommend some Spanish podcasts for beginners? I really need "
        "to be able to talk to my neighbours now.",
        "valpara",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "I moved from Glasgow to Bergen last month.",
        "bergen",
    ),
    (
        "residence",
        "User lives in Pune",
        "Since we shifted to Coimbatore in March my mother is complaining too much about the humidity here. Which "
        "plants grow good in such weather?",
        "coimbatore",
    ),
    (
        "residence",
        "User lives in Austin",
        "What's the process for registering a car in Oregon? I'm a brand new resident of Eugene and the DMV website "
        "makes no sense.",
        "eugene",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "My partner and I signed the lease on a little place in Hobart and we've been living there since the start "
        "of the month. Can you suggest a weekend hike nearby?",
        "hobart",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Now I am living in Gdańsk already two weeks, the wind from the sea is very strong. Can you explain how to "
        "make żurek for one person?",
        "gda[nń]sk",
    ),
    (
        "residence",
        "User lives in Cape Town",
        "What's the cheapest way to ship a box of books internationally? I left most of mine behind in Cape Town "
        "when I relocated to Nairobi and I miss them.",
        "nairobi",
    ),
    (
        "residence",
        "User lives in Montreal",
        "I'm based in Halifax now. Escaped the Montreal winters only to find the Halifax fog is worse, lol.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Seoul",
        "Apartment prices in Busan were way lower than I expected, which is why we finally made the jump and moved "
        "down here in July. Anyway, what's a good Korean soup for a rainy day?",
        "busan",
    ),
    (
        "job",
        "User works as a nurse",
        "After twelve years on the wards I hung up my scrubs and now I lecture in midwifery at the university. Could "
        "you help me plan my very first seminar?",
        "lectur|teach|professor|instructor|universit|educat|academic|midwif",
    ),
    (
        "job",
        "User works at Siemens",
        "My first week at Vestas has been a blur of onboarding sessions. How do people remember so many new names at "
        "once?",
        "vestas",
    ),
    (
        "job",
        "User works as an accountant",
        "I retired from accounting last Friday.",
        "retire",
    ),
    (
        "job",
        "User works at Infosys",
        "Infosys gave me the pink slip in last month, so now I am searching for job. Can you check my resume summary "
        "please?",
        "laid off|lay.?off|unemploy|lost|no longer|former|let go|fired|looking for|search|job.?hunt|between jobs|out "
        "of work|pink slip|without a job|jobless",
    ),
    (
        "job",
        "User works as a barista",
        "Traded the espresso machine for a toolbelt: I'm apprenticing as an electrician at my uncle's firm. What "
        "should I read first about wiring codes?",
        "electric",
    ),
    (
        "job",
        "User works at Deloitte",
        "Is it weird to send a goodbye gift to my old Deloitte team? I started at KPMG on Monday and already kind of "
        "miss them.",
        "kpmg",
    ),
    (
        "job",
        "User works as a software engineer",
        "Opened my own bakery this spring and honestly I don't miss writing code one bit. What's a good sourdough "
        "hydration for humid weather?",
        "baker|bakery|baking|pastry|own business|bread",
    ),
    (
        "job",
        "User works at Petrobras",
        "Since I left Petrobras I am working at Embraer, in the engineering of the wings. Very different culture! "
        "How I say 'onboarding' in Portuguese?",
        "embraer",
    ),
    (
        "job",
        "User works as a high school teacher",
        "I quit teaching and I'm a full-time real estate agent now.",
        "real estate|realtor|estate agent|property|realty",
    ),
    (
        "job",
        "User works at Toyota",
        "Honda poached me away from Toyota, can you believe it? Anyway, I need new packed lunch ideas for the new "
        "office.",
        "honda",
    ),
    (
        "relationship",
        "User is dating Omar",
        "Omar got down on one knee on the beach in Zanzibar and I said yes!! How do I clean a ring that got sand in "
        "it, lol",
        "engag|fianc|propos|betroth",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce yesterday. Now I need help splitting up all the streaming accounts.",
        "divorc|ex-|\\bex\\b|separat|single|no longer married",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing this guy Tomasz for a couple of months now and he just invited me to meet his parents in "
        "Łódź. What's a good gift to bring?",
        "dating|seeing|tomasz|relationship|boyfriend|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Mia",
        "Mia and I called it quits after three years. Can you suggest some breakup songs that aren't too depressing?",
        "broke up|break.?up|split|ex-|\\bex\\b|single|no longer|separat|ended",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "The wedding was perfect and Priya's nani cried through all seven pheras. Now the thank-you cards: how "
        "should I word them?",
        "married|wife|husband|spouse|wed",
    ),
    (
        "relationship",
        "User is married to Kwame",
        "Since Kwame passed last winter I've been struggling to cook for just one person. Any batch recipes that "
        "freeze well?",
        "widow|passed|died|death|late|lost|deceased",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Sofia and me, we are not together anymore since Easter. Now I have lot of free time, what hobby you "
        "recommend?",
        "broke up|break.?up|split|not together|ex-|\\bex\\b|single|no longer|separat|ended",
    ),
    (
        "relationship",
        "User is single",
        "We got married at the registry office last Saturday, just me, Aiko and two witnesses. What's the paperwork "
        "to change a surname in Japan?",
        "married|wife|husband|spouse|aiko|wed",
    ),
    (
        "relationship",
        "User is married to Lars",
        "Lars and I have been separated since spring, he moved out in April.",
        "separat|split|estranged|ex-|\\bex\\b|divorc|no longer|apart",
    ),
    (
        "relationship",
        "User has a boyfriend named Jun",
        "Jun and I got engaged last weekend!",
        "engag|fianc|propos|betroth",
    ),
    (
        "diet",
        "User is vegetarian",
        "Okay, confession: I had my first steak in eight years last week and I've been eating chicken ever since. Is "
        "it normal for my stomach to feel a bit off?",
        "meat|omnivor|no longer vegetarian|not vegetarian|chicken|steak|stopped being vegetarian|quit vegetarian",
    ),
    (
        "diet",
        "User eats meat",
        "Three weeks fully plant-based now and I feel amazing. What's a good source of B12 that isn't a pill?",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Gave up on keto, I missed rice way too much. Can you give me a proper jollof recipe?",
        "no longer|quit|stopped|gave up|abandon|carb|off keto|not.*keto|dropped|ended|rice",
    ),
    (
        "diet",
        "User is vegan",
        "My doctor talked me into adding fish back in, so pescatarian it is. Best way to cook mackerel without "
        "stinking up the flat?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is pescatarian",
        "From this month I don't eat also fish, only vegetables, eggs and milk. Which proteins I should watch now?",
        "vegetarian|no fish|no longer.*fish|stopped.*fish|gave up fish|quit fish|without fish|plant",
    ),
    (
        "diet",
        "User is vegetarian",
        "I went fully vegan in January, so dairy and eggs are gone too.",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User eats meat",
        "I've cut out meat but still eat fish, so what would you recommend for making sushi rolls at home?",
        "pescatarian|pescetarian|fish|seafood|no meat|no longer eats meat|stopped eating meat|cut out meat|gave up "
        "meat|doesn't eat meat|does not eat meat",
    ),
    (
        "diet",
        "User is vegan",
        "Started carnivore for my autoimmune stuff, it's been nothing but beef, eggs and butter for a month. Is "
        "coffee allowed on this?",
        "carnivor|meat|beef|animal",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Since switching from keto to a Mediterranean diet my cholesterol has finally come down. Could you suggest a "
        "lentil dish with lots of olive oil?",
        "mediterranean",
    ),
    (
        "diet",
        "User eats meat",
        "Please give me a recipe without any animal product, I become vegan two months ago for ethical reason.",
        "vegan|plant.?based",
    ),
    (
        "residence",
        "User lives in Denver",
        "I moved to Valparaíso last month and I'm still figuring out the bus system. Any tips for learning Chilean "
        "Spanish slang fast?",
        "valpara[ií]so|chile",
    ),
    (
        "residence",
        "User lives in Manchester",
        "finally got the keys to my flat in leeds yesterday 🎉 what should i buy first for a new kitchen",
        "leeds",
    ),
    (
        "residence",
        "User lives in Austin",
        "My commute is now a twenty-minute tram ride along the Danube from my new flat in Budapest, which beats "
        "sitting on I-35 any day. Can you recommend a good Hungarian phrasebook?",
        "budapest|hungary",
    ),
    (
        "residence",
        "User lives in Toronto",
        "We relocated to Halifax over the summer and the sea air is lovely. What's a good winter coat for Nova Scotia?",
        "halifax|nova scotia",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "ok so im officially a perth girl now lol, movers dropped everything off tues. whats the best beach near "
        "fremantle",
        "perth|fremantle|western australia",
    ),
    (
        "residence",
        "User lives in Glasgow",
        "Aye, been stayin in Aberdeen since the spring, wee flat near the harbour. Gonnae tell me how tae keep the "
        "damp oot?",
        "aberdeen",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Our lease in Chicago ended and we now rent a house in Asheville, North Carolina. What native plants would "
        "do well in the yard?",
        "asheville|north carolina",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "shifted to pune finally yaar, new 2bhk in kothrud 😅 suggest some good misal places pls",
        "pune|kothrud",
    ),
    (
        "residence",
        "User lives in Seattle",
        "Since unpacking in Tucson I've had to check my boots for scorpions every morning. Is that actually "
        "necessary or is my landlord pranking me?",
        "tucson|arizona",
    ),
    (
        "residence",
        "User lives in Cape Town",
        "Just a heads up for context: I no longer live in Cape Town, I'm in Durban now. Could you help me find a "
        "Zulu language course?",
        "durban",
    ),
    (
        "job",
        "User works as a nurse",
        "I left nursing this spring and now I work as a paramedic instructor at the county college. Can you help me "
        "plan a lesson on airway management?",
        "paramedic|instructor|teach|lectur",
    ),
    (
        "job",
        "User works at Siemens",
        "lol guess who just signed w/ bosch 😎 starting monday, siemens is history. how do i write a goodbye email "
        "that isnt cringe",
        "bosch",
    ),
    (
        "job",
        "User works as a software engineer",
        "Now that my days start kneading sourdough at 4am in my own little bakery, I hardly miss code reviews. How "
        "should I price croissants?",
        "bak(er|ing)|bakery|pastry|patisserie|bread",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Thirty-two years in the classroom and Friday was my last day, I'm officially retired! What are some good "
        "hobbies for a new retiree?",
        "retire",
    ),
    (
        "job",
        "User works at Shopify",
        "welp shopify cut my whole team today. unemployed as of 5pm 🙃 can u help me update my resume",
        "laid off|unemploy|job.?less|lost|let go|no longer|out of work|between jobs|not working|redundan|cut",
    ),
    (
        "job",
        "User works as an accountant",
        "Ah packed in the accountin' game, me. Drivin' a black cab round Liverpool now, an' the craic's far better. "
        "Any tips on learnin' the back streets?",
        "cab|taxi|driv|chauffeur",
    ),
    (
        "job",
        "User works at Deloitte",
        "I accepted an offer from Infosys and started there on the 3rd. Could you explain how their performance "
        "review cycle usually works?",
        "infosys",
    ),
    (
        "job",
        "User works as a barista",
        "My new badge says 'Junior Data Analyst, Rabobank' and I still can't believe they trust me with SQL. What "
        "are window functions?",
        "analyst|rabobank|data",
    ),
    (
        "job",
        "User works as a freelance photographer",
        "gave up freelancing n joined the fire brigade, passed my probation last wk 🚒 how many calories should i eat "
        "on a 24hr shift",
        "fire|brigade",
    ),
    (
        "job",
        "User works at Toyota",
        "After eight years at Toyota I switched to Hyundai's R&D center in Namyang. What's the best way to learn "
        "Korean business etiquette?",
        "hyundai",
    ),
    (
        "relationship",
        "User is dating Omar",
        "Omar proposed on Saturday and I said yes! We're thinking of a spring wedding. What should we do first?",
        "engag|fianc|propos|to marry|wedding",
    ),
    (
        "relationship",
        "User has a girlfriend named Mia",
        "mia n i called it quits last nite 💔 idk what to do w myself. any sad girl playlists lol",
        "broke up|break.?up|split|single|\\bex\\b|ex-|no longer|quit|ended|separat",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Still getting used to the weight of the band on my finger since the ceremony in Jaipur; Priya says I keep "
        "twisting it. How do we combine our bank accounts?",
        "married|wife|spouse|husband|wed",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce last week. I'd like advice on setting up a co-parenting schedule for our "
        "two kids.",
        "divorc|ex-|\\bex\\b|separat|single|no longer",
    ),
    (
        "relationship",
        "User is single",
        "ok so me and kofi have been official for like 2 weeks now 🥰 whats a cute low key date idea",
        "dating|kofi|boyfriend|girlfriend|partner|relationship|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Liam",
        "Ach, me an' Liam are done, so we are. Sent him packin' Tuesday. Would ye help me sort out the lease now "
        "it's just me name on it?",
        "broke up|break|split|single|\\bex\\b|ex-|no longer|ended|separat|done",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Yuki is coming over for dinner tonight for the first time. What's an impressive but easy main "
        "course?",
        "yuki|girlfriend|dating|relationship|partner|seeing",
    ),
    (
        "relationship",
        "User is dating Sofia",
        "Sofia and I got married at the town hall in Bologna on Friday. Can you help me write thank-you notes for "
        "the guests?",
        "married|wife|spouse|husband|wed",
    ),
    (
        "relationship",
        "User is married to Rahul",
        "rahul n i r separated now, he moved out in march. need help budgeting on one income 😩",
        "separat|divorc|split|\\bex\\b|ex-|single|no longer|apart",
    ),
    (
        "relationship",
        "User has a girlfriend named Amara",
        "Amara's been showing everyone the ring since I got down on one knee at the lighthouse, and now her mum "
        "wants to meet my parents. How do I plan that?",
        "engag|fianc|propos|to marry",
    ),
    (
        "diet",
        "User is vegetarian",
        "I started eating meat again after ten years as a vegetarian, mostly chicken and fish. Any simple recipes "
        "for a beginner cook?",
        "meat|omnivore|no longer (a )?vegetarian|not (a )?vegetarian|chicken",
    ),
    (
        "diet",
        "User eats meat",
        "gone full vegan since jan 🌱 not even cheese lol. whats a good b12 supplement",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User is vegan",
        "Had my first proper steak in six years at a churrascaria last night and honestly no regrets. How do I cook "
        "a ribeye at home?",
        "meat|omnivore|no longer (a )?vegan|not (a )?vegan|steak|beef",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Reet, I've chucked the keto, me. Back on chip butties an' pasta like a proper Yorkshire lass. Owt I should "
        "watch for wi' me blood sugar?",
        "no longer|not .*keto|stopp|quit|carb|off keto|dropp|abandon|gave up|normal|regular|pasta",
    ),
    (
        "diet",
        "User eats meat",
        "I've become pescatarian: I cut out meat in August but still eat fish. Can you suggest some omega-3 rich "
        "dinners?",
        "pesc[ae]tarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegetarian",
        "switched to keto 2 months ago n down 6kg 💪 is cauliflower rice actually ok to eat every day",
        "keto|low.?carb",
    ),
    (
        "diet",
        "User is pescatarian",
        "These days nothing that swims, flies or walks goes on my plate, not even eggs, milk or honey, so sushi "
        "nights with my old crew are over. What can I order at a Japanese place?",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My doctor put me on a vegetarian diet for my kidneys, so I've dropped keto and meat entirely. What are good "
        "protein sources?",
        "vegetarian",
    ),
    (
        "diet",
        "User is vegan",
        "ngl im vegetarian now not vegan, started having eggs n cheese again bc i was always tired. is that weird",
        "vegetarian|eggs|dairy|cheese|no longer (a )?vegan|not (a )?vegan",
    ),
    (
        "diet",
        "User is vegetarian",
        "Abuela's pozole with pork is back on my plate; I gave the tofu version the boot for good this year. Can you "
        "help me scale her recipe for twelve people?",
        "meat|omnivore|no longer (a )?vegetarian|not (a )?vegetarian|pork",
    ),
    (
        "residence",
        "User lives in Denver",
        "Finally unpacked the last box here in Tromsø — any tips for surviving the polar night when you've never "
        "seen one?",
        "troms",
    ),
    (
        "residence",
        "User lives in Curitiba",
        "ok so since the move to Da Nang my commute is a 10 min scooter ride, can you recommend helmets that breathe "
        "in humid weather?",
        "da ?nang",
    ),
    (
        "residence",
        "User lives in Leeds",
        "I moved from Leeds to Galway last month.",
        "galway",
    ),
    (
        "residence",
        "User lives in Kraków",
        "Now I am living in Wrocław since two weeks, the flat is small but near to the river. How I say 'landlord' "
        "in polish correctly?",
        "wroc[lł]aw",
    ),
    (
        "residence",
        "User lives in Adelaide",
        "Our new neighbours in Hobart brought us a lemon cake the day the removal truck left, which I did not "
        "expect. What's a nice thing to give back?",
        "hobart",
    ),
    (
        "residence",
        "User lives in Monterrey",
        "Quick q: what's the bus card called in Valparaíso? Just signed a lease here and I have zero idea how "
        "transit works.",
        "valpara",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Traded Nairobi traffic for Kigali hills — relocating was honestly the best call I made this year. Anyway, "
        "can you help me budget for furniture?",
        "kigali",
    ),
    (
        "residence",
        "User lives in Ottawa",
        "I live in Halifax now, we relocated in August.",
        "halifax",
    ),
    (
        "residence",
        "User lives in Bergen",
        "The heating bill at my new apartment in Tartu is insane, is that normal for Estonia in January?",
        "tartu",
    ),
    (
        "residence",
        "User lives in Chennai",
        "Since I shifted to Pune last week I am searching for good dosa place, which area you suggest?",
        "pune",
    ),
    (
        "job",
        "User works as a nurse",
        "After twelve years of night shifts I handed in my badge at the hospital; starting Monday I'm teaching "
        "anatomy at the community college. Help me plan a first lecture?",
        "teach|lectur|instructor|professor|educator|anatomy|college",
    ),
    (
        "job",
        "User works at Siemens",
        "I left Siemens and joined Bosch as a systems engineer.",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Retired as of Friday!! no more tax seasons ever. What hobbies do retired people actually stick with?",
        "retire",
    ),
    (
        "job",
        "User works at Infosys",
        "got laid off from infosys yesterday along with half my team. how do i explain a resume gap without sounding "
        "desperate",
        "laid off|unemploy|lost|no longer|job.?seek|between jobs|out of work|jobless|redundan|former",
    ),
    (
        "job",
        "User works as a barista",
        "My first week as junior developer at small fintech in Lagos is finish, no more coffee machines for me! I am "
        "very tired but happy. Can you explain what is a pull request?",
        "develop|programm|software|engineer|fintech|coder|coding",
    ),
    (
        "job",
        "User works at Carrefour",
        "Since swapping Carrefour for a desk at Decathlon's head office I get a staff discount — which trail running "
        "shoes should I grab with it?",
        "decathlon",
    ),
    (
        "job",
        "User works as a lawyer",
        "Closing my law practice was terrifying, but the bakery opened Saturday and we sold out of croissants by "
        "noon. How should I price sourdough loaves?",
        "bak|pastry|bread|patisserie",
    ),
    (
        "job",
        "User works at Toyota",
        "Now I'm at Mazda on the design team — the cafeteria is so much better than Toyota's lol. What's a good gift "
        "for a new manager?",
        "mazda",
    ),
    (
        "job",
        "User works as a truck driver",
        "I quit trucking and became an apprentice electrician.",
        "electric",
    ),
    (
        "job",
        "User works as a graphic designer",
        "Which pension plan makes sense for a freelance illustrator? I went out on my own after the agency let me go "
        "in spring.",
        "freelanc|illustrat|self.?employ|own business|independent",
    ),
    (
        "relationship",
        "User is dating Omar",
        "Omar proposed on the ferry to Zanzibar and I said YES!! Help me pick a wedding date that isn't in rainy "
        "season.",
        "engag|fianc|propos|to marry|betrothed",
    ),
    (
        "relationship",
        "User is married to Helen",
        "Helen and I finalized our divorce last week.",
        "divorc|ex-|\\bex\\b|separat|split|no longer married|single|former",
    ),
    (
        "relationship",
        "User is single",
        "Can you suggest a second-date idea in Ljubljana? Things with Tomaž are going really well, we've been seeing "
        "each other about a month.",
        "dating|seeing|toma|relationship|boyfriend|partner",
    ),
    (
        "relationship",
        "User has a girlfriend named Mia",
        "Mia and I went our separate ways in March, so I'm cooking for one again. Easy single-portion recipes?",
        "broke|split|separat|single|\\bex\\b|ex-|no longer|ended|former",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "Priya and I got married on Saturday in Jaipur!",
        "married|wife|spouse|husband|\\bwed",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "After Kenji passing away in the spring, the house is very quiet. Can you recommend some books about the "
        "grief?",
        "widow|passed|died|death|late|lost|deceased",
    ),
    (
        "relationship",
        "User is dating Lucas",
        "ugh do i have to give lucas his hoodie back now that we're done?? asking for me",
        "broke|split|ended|single|\\bex\\b|ex-|no longer|former|separat|over",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ayesha wants to go hiking in the Drakensberg next month — what should a total beginner pack?",
        "ayesha|girlfriend|dating|relationship|partner|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Dmitri",
        "Dmitri is my husband since Saturday 🙂 we did just small ceremony in city hall. Now how to change my surname "
        "on the bank account?",
        "married|husband|spouse|\\bwed",
    ),
    (
        "relationship",
        "User is married to Fatima",
        "Fatima and I are living apart while we sort out the separation — how do people split a shared streaming "
        "account fairly?",
        "separat|apart|split|divorc|estranged",
    ),
    (
        "diet",
        "User is vegetarian",
        "Had my first steak in nine years last night and honestly, I'm back to eating meat. Which cut is easiest for "
        "a beginner on the grill?",
        "meat|omnivor|no longer vegetarian|not vegetarian|steak",
    ),
    (
        "diet",
        "User eats meat",
        "Can you give me a weekly shopping list with no animal products at all? Went fully plant-based after "
        "watching a documentary.",
        "vegan|plant.?based|no animal",
    ),
    (
        "diet",
        "User is vegan",
        "I've added fish and eggs back in because my iron levels were terrible — any quick salmon recipes?",
        "fish|pescatar|egg|salmon|no longer vegan|not vegan|seafood",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I stopped doing keto, I'm eating carbs again.",
        "carb|no longer|stopped|quit|off keto|not .*keto|normal|regular|balanced",
    ),
    (
        "diet",
        "User is pescatarian",
        "My doctor say I need more protein so now I eat also chicken and beef, not only fish. What is good marinade "
        "for chicken?",
        "meat|chicken|beef|omnivor|no longer pescatarian|not pescatarian|poultry",
    ),
    (
        "diet",
        "User eats meat",
        "Cooking for my in-laws on Sunday; they'll be fine with a vegetarian lasagna, right? I haven't touched meat "
        "since January.",
        "vegetarian|no meat|meat.?free|(not|n't|no longer|stopped|quit|gave up|avoid\\w*) (eat\\w* )?meat|hasn.t "
        "(eaten|touched) meat|since january",
    ),
    (
        "diet",
        "User is vegetarian",
        "Switched to vegan — dairy was wrecking my stomach anyway. What can I use instead of parmesan?",
        "vegan|plant.?based|dairy",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My nutritionist moved me to a Mediterranean plan instead of keto, so bread is back on the table 🎉 best "
        "olive oil brands?",
        "mediterr|carb|no longer|stopped|off keto|quit",
    ),
    (
        "diet",
        "User is vegan",
        "Funny how the smell of bacon broke me after four years. Anyway, I eat everything now. Where's a good ramen "
        "place in Busan?",
        "everything|omnivor|meat|no longer vegan|not vegan|bacon|animal products",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Since going pescatarian I miss the bison burgers but not the price — how do I make fish cakes that don't "
        "fall apart?",
        "pescatar|fish|seafood",
    ),
    (
        "residence",
        "User lives in Denver",
        "Can you help me find a good climbing gym? I'm pretty new to Calgary and don't know anyone here yet since "
        "the move last month.",
        "calgary",
    ),
    (
        "residence",
        "User lives in Manchester",
        "ok so the flat in leeds finally has wifi lol 🎉 can u recommend a cheap desk chair, been working off the "
        "ironing board since we got here",
        "leeds",
    ),
    (
        "residence",
        "User lives in Osaka",
        "My new landlord in Fukuoka wants a guarantor — how does that usually work for foreigners in Japan?",
        "fukuoka",
    ),
    (
        "residence",
        "User lives in São Paulo",
        "Since relocating to Curitiba for my wife's job, my commute is so much better. What are some good weekend "
        "trips from here?",
        "curitiba",
    ),
    (
        "residence",
        "User lives in Hamburg",
        "Hello, I am living in Nairobi since two weeks, my company has sent me here. Please tell me which "
        "neighborhoods is safe for walking at evening?",
        "nairobi|kenya",
    ),
    (
        "residence",
        "User lives in Austin",
        "we finally closed on the house in asheville!! 🏡 unpacking forever. what plants actually survive mountain "
        "winters lol",
        "asheville|north carolina",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "I've left Melbourne behind and I'm renting a little place in Hobart now. Any tips on dealing with cold "
        "and damp in old weatherboard houses?",
        "hobart|tasmania",
    ),
    (
        "residence",
        "User lives in Seoul",
        "draft me an email to my old building manager in seoul asking for my deposit back, i'm in busan now and "
        "can't go in person",
        "busan",
    ),
    (
        "residence",
        "User lives in Toronto",
        "What's the fastest way to get a BSN number? Just landed in Utrecht with all my boxes and the municipality "
        "appointment isn't until next week.",
        "utrecht|netherlands",
    ),
    (
        "residence",
        "User lives in Cairo",
        "Is it normal for the electricity bill to be this high in Dubai?? first August here since we relocated and "
        "the AC never stops 😩",
        "dubai|uae|emirates",
    ),
    (
        "job",
        "User works as a librarian",
        "Now that I've swapped the library for a UX design role at a fintech startup, what books should I read to "
        "catch up on user research?",
        "ux|user experience|design",
    ),
    (
        "job",
        "User works at Deloitte",
        "first week at spotify done 😅 how do i stop feeling like an imposter in standups",
        "spotify",
    ),
    (
        "job",
        "User works as a nurse",
        "Since I'm not doing shifts at the hospital anymore and I'm running my own bakery full time, how should I "
        "price wedding cakes?",
        "bak(er|ing)|pastry|cake|business owner|self.?employed|own business",
    ),
    (
        "job",
        "User works as an accountant",
        "I quit the accounting office and now I am driving taxi in the nights. Can you help me how to stay awake "
        "safe on long shifts?",
        "taxi|driv|cab|chauffeur|rideshare",
    ),
    (
        "job",
        "User works at Siemens",
        "Signed with Bosch yesterday and my last day at the old place was Friday. How do I politely tell my former "
        "colleagues I'm going to a competitor?",
        "bosch",
    ),
    (
        "job",
        "User works as a software engineer",
        "the boatyard apprenticeship is way harder than coding ever was lol. any good beginner resources on marine "
        "diesel engines? my hands are wrecked",
        "boat|marine|mechanic|apprentic|shipwright",
    ),
    (
        "job",
        "User works as a chef",
        "Can you help me prepare for my first parent-teacher conferences? I left the restaurant kitchen in June "
        "and I'm teaching culinary arts at a high school now.",
        "teach|instructor|educator|school",
    ),
    (
        "job",
        "User works at Amazon",
        "my ex-coworkers from amazon keep asking how the park ranger gig is going 😂 honestly best decision ever. "
        "what binoculars should i get for bird surveys?",
        "ranger|park|forest|wildlife",
    ),
    (
        "job",
        "User works as a lawyer",
        "Retired from the firm in March after thirty years. I've been volunteering at the animal shelter since. "
        "What's a good daily routine for someone newly retired?",
        "retir",
    ),
    (
        "job",
        "User works as a graphic designer",
        "Could you check the grammar on my LinkedIn headline? 'Junior Data Analyst at Rakuten | Former Graphic "
        "Designer'. Started there two weeks ago.",
        "data analy|analyst|rakuten",
    ),
    (
        "relationship",
        "User is married to Priya",
        "How do I split holiday time with the kids fairly now that Priya and I are divorced? She wants Diwali, I "
        "want New Year.",
        "divorc|separat|ex-?wife|single|former",
    ),
    (
        "relationship",
        "User is single",
        "omg me and Tomás are officially official now 🥰 whats a cute low budget gift for our first month",
        "tom[a\\u00e1]s|dating|boyfriend|girlfriend|partner|relationship",
    ),
    (
        "relationship",
        "User has a girlfriend named Aisha",
        "Aisha said yes!!! I proposed on the beach at sunset. Now help me figure out how to tell her parents properly.",
        "engaged|fianc",
    ),
    (
        "relationship",
        "User is engaged to Mateo",
        "Need help writing thank-you cards for the wedding gifts — Mateo and I got married last Saturday and there "
        "are like 90 of them 😅",
        "married|husband|spouse|wife",
    ),
    (
        "relationship",
        "User is dating Chloe",
        "chloe and i called it quits last wk. its fine. mostly. can u suggest some solo stuff to do in the evenings",
        "single|broke up|break.?up|split|ex-|former|no longer|not dating|separated|ended",
    ),
    (
        "relationship",
        "User is married to Kenji",
        "It's been a year since Kenji passed. My daughter thinks I should try a grief support group — how do I "
        "find a good one near me?",
        "widow|passed|died|death|late|lost|deceased",
    ),
    (
        "relationship",
        "User has a boyfriend named Lars",
        "Me and Lars we are married since May, now he is officially my husband! What I can give him for first "
        "Christmas as married couple?",
        "married|husband|spouse|wife",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ngozi wants to cook jollof for my family on Sunday, what sides go well with it?",
        "ngozi|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is engaged to Rafael",
        "The wedding with Rafael is off. I need help writing a message to the guests letting them know it's "
        "cancelled, without oversharing.",
        "called off|broke|single|ex-|former|cancel|no longer|split|separat|ended",
    ),
    (
        "relationship",
        "User has a boyfriend named Dmitri",
        "my ex dmitri still has my kindle 🙄 anyway whats a polite way to ask for ur stuff back",
        "single|broke|ex\\b|ex-|former|split|no longer|ended",
    ),
    (
        "diet",
        "User is vegetarian",
        "Been eating fish again since my doctor flagged low B12 — what's an easy salmon recipe for a weeknight?",
        "pescatarian|pescetarian|fish|seafood|salmon",
    ),
    (
        "diet",
        "User eats meat",
        "going fully plant based from now on 🌱 what do i put in a smoothie for protein without whey",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User is vegan",
        "I started having eggs and dairy again, still no meat though. Can you give me a good spinach quiche recipe?",
        "vegetarian|lacto|ovo|eggs|dairy",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Finally gave up on keto — carbs are back, I'm eating mostly Mediterranean style now. What's a good "
        "whole-grain bread recipe?",
        "mediterranean",
    ),
    (
        "diet",
        "User is pescatarian",
        "My doctor find I have celiac, so now I must eat everything without gluten. Still I eat the fish also. "
        "Which pasta brand is safe?",
        "gluten|celiac|coeliac",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Haven't touched meat since watching that documentary in January, so paleo is definitely out lol. Need "
        "high-protein vegetarian breakfast ideas.",
        "vegetarian|meatless|no meat|plant",
    ),
    (
        "diet",
        "User eats meat",
        "Since converting I only eat halal, so which supermarkets usually have a halal butcher counter?",
        "halal|muslim|islam",
    ),
    (
        "diet",
        "User is vegan",
        "ok confession im back on meat lol my body just wasnt doing well w/o it. how long do i cook chicken thighs "
        "in the air fryer",
        "eats meat|meat|omnivor|chicken",
    ),
    (
        "diet",
        "User is vegetarian",
        "My nutritionist put me on keto for my blood sugar, so meat's back on the menu after ten years veggie. "
        "What's a keto breakfast that isn't just bacon?",
        "keto|low.?carb|ketogenic",
    ),
    (
        "diet",
        "User follows a low-carb diet",
        "quick q — my partner and i cut out meat and poultry but kept seafood, does shrimp paella count lol, need "
        "a recipe for 4",
        "pescatarian|pescetarian|seafood|fish|shrimp",
    ),
    (
        "residence",
        "User lives in Porto",
        "Can you help me figure out the cheapest way to ship my bike from Portugal? The tram commute from my new "
        "flat in Utrecht is killing me and everyone here cycles anyway.",
        "utrecht",
    ),
    (
        "residence",
        "User lives in Chicago",
        "Since relocating to Denver last month I keep getting nosebleeds in the morning. Is that the altitude and "
        "the dry air? Any tips?",
        "denver",
    ),
    (
        "residence",
        "User lives in Seoul",
        "Please recommend me some good seafood restaurant near Haeundae, I am living there from this month because "
        "company send me to Busan office. Very different from Seoul!",
        "busan|haeundae",
    ),
    (
        "residence",
        "User lives in Melbourne",
        "What's the best way to deal with mould in a rental? The place I'm renting in Brisbane is a sauna compared "
        "to my old apartment down south.",
        "brisbane",
    ),
    (
        "residence",
        "User lives in Toronto",
        "I need to swap my Ontario driver's licence now that I'm settled in Halifax. Does Nova Scotia give you 90 "
        "days or is it shorter?",
        "halifax|nova scotia",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "Help me write a message to my landlady in Pune asking her to fix the geyser, it's been broken since I "
        "shifted here in March.",
        "pune",
    ),
    (
        "residence",
        "User lives in Berlin",
        "I moved to Leipzig last weekend and don't know the city at all yet. Can you suggest some good running "
        "routes along the rivers there?",
        "leipzig",
    ),
    (
        "residence",
        "User lives in Mexico City",
        "Hi, I need help for find a good dentist here in Guadalajara, I am living here now because my mother is "
        "sick and I come to take care of her.",
        "guadalajara",
    ),
    (
        "residence",
        "User lives in Nairobi",
        "Now that I wake up to Table Mountain instead of the Ngong Hills, I need a proper winter rain jacket. Cape "
        "Town weather is no joke. Recommendations?",
        "cape town",
    ),
    (
        "residence",
        "User lives in Stockholm",
        "Which Norwegian phrases do I really need at the grocery store? Everyone in Oslo switches to English when "
        "they hear my Swedish accent and I want to fit in at my new home.",
        "oslo",
    ),
    (
        "job",
        "User works as a nurse",
        "Any tips for staying alert on long-haul flights? Swapping hospital night shifts for working as cabin crew "
        "has been a weirder adjustment than I expected.",
        "flight attendant|cabin crew|steward|air ?host",
    ),
    (
        "job",
        "User works at Deloitte",
        "Now that my badge says Shopify instead of the old Big Four logo, I'm still figuring out the equity stuff. "
        "Can you explain how RSUs vest?",
        "shopify",
    ),
    (
        "job",
        "User works as a high school teacher",
        "Can you help me write a price list for croissants and sourdough? No more grading essays for me since June "
        "- my sister and I finally opened our little bakery.",
        "bak|pastry|own (shop|business)|business owner|self.?employed",
    ),
    (
        "job",
        "User works as a software engineer",
        "Hello, my english is not so good. In my company I am now product manager, before I was programmer. How I "
        "can write a good user story for the developers?",
        "product manag|\\bpm\\b",
    ),
    (
        "job",
        "User works at Siemens",
        "My first week at Bosch has been a blur of onboarding. How do I politely tell my new team lead I already "
        "know the SAP basics?",
        "bosch",
    ),
    (
        "job",
        "User works as an accountant",
        "Now that I'm the one writing the invoices for my own landscaping company instead of auditing other "
        "people's, what's the best free software for scheduling jobs and crews?",
        "landscap|garden|own (company|business)|self.?employed|business owner|founder",
    ),
    (
        "job",
        "User works as a barista",
        "I started a new job as a paralegal at a small immigration law firm. What are the most common forms I "
        "should get familiar with first?",
        "paralegal|legal assistant|law firm|immigration",
    ),
    (
        "job",
        "User works at Carrefour",
        "Bonjour, I finish with the supermarket, now I am driving bus for RATP since last monday. How to sleep "
        "good when the shift begin at 5 in the morning?",
        "bus|ratp|driv",
    ),
    (
        "job",
        "User works as a journalist",
        "Writing press releases for a pharma company pays way better than the newsroom ever did, but I miss "
        "chasing stories. How can I keep my reporting skills sharp on the side?",
        "press release|communications|\\bpr\\b|public relations|pharma",
    ),
    (
        "job",
        "User works as a chef",
        "Since I traded my chef's whites for turnout gear at the fire station, I need a meal-prep plan that "
        "survives 24-hour shifts. Ideas?",
        "fire ?fight|fire department|fire station|fire ?m[ae]n|fire service",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "Since Daniel and I finalized the divorce I'm redoing my budget on one income. Can you help me set up a "
        "simple spreadsheet?",
        "divorc|separat|single|ex-(husband|wife|spouse)|\\bex\\b",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Aiko is coming over for dinner this weekend - what's an easy Japanese dish I could surprise "
        "her with?",
        "girlfriend|dating|aiko|partner|relationship",
    ),
    (
        "relationship",
        "User has a boyfriend named Mateo",
        "Mateo kept the apartment and I kept the dog when we split, fair trade I guess. Can you suggest some solo "
        "weekend activities that are dog-friendly?",
        "single|broke up|split|\\bex\\b|ex-|no longer|separat|ended",
    ),
    (
        "relationship",
        "User is dating Priya",
        "Priya said yes!! I was shaking the whole time I was on one knee. Now help me find a wedding venue near "
        "Jaipur for about 200 guests.",
        "engaged|fianc|propos|wedding|to marry|getting married",
    ),
    (
        "relationship",
        "User is engaged to Tomasz",
        "We marry with Tomasz on Saturday finally! Now I need to change my surname in the passport, what documents "
        "I need in Poland?",
        "married|wife|husband|spouse|\\bwed",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "Chloe and I called it quits in May and I'm finally ready to get back out there. Can you help me write a "
        "dating profile bio that doesn't sound desperate?",
        "single|broke up|split|\\bex\\b|ex-|called it quits|no longer|ended|separat",
    ),
    (
        "relationship",
        "User is single",
        "Kwame and I have been together three months now and his birthday is coming up. Gift ideas for a guy who "
        "loves football and cooking jollof?",
        "boyfriend|dating|kwame|partner|relationship|together",
    ),
    (
        "relationship",
        "User is married to Fatima",
        "My wife Fatima passed away in the winter, I am alone now with two kids. Can you help me make a weekly "
        "plan for cooking and school runs?",
        "widow|passed away|died|death|late wife|deceased|lost (his|her|their) wife",
    ),
    (
        "relationship",
        "User has a boyfriend named Oliver",
        "My husband Oliver keeps forgetting to put our new joint account on autopay. How do couples usually split "
        "bills after the wedding?",
        "married|husband|spouse|\\bwed",
    ),
    (
        "relationship",
        "User is engaged to Sofia",
        "Calling off the engagement with Sofia was the right decision, but now I'm stuck with a non-refundable "
        "venue deposit. How do I word an email asking for at least a partial refund?",
        "called off|call off|broke|split|single|\\bex\\b|ex-|no longer|cancel|ended|separat",
    ),
    (
        "diet",
        "User is vegetarian",
        "What's a good egg substitute for banana bread? Ever since I dropped dairy and eggs along with the meat, "
        "my baking has been a disaster.",
        "vegan|plant.?based|no (dairy|eggs)|dairy.?free|egg.?free",
    ),
    (
        "diet",
        "User eats meat",
        "It's been only fish and veggies for me since my doctor's warning about cholesterol - no more steak. "
        "What's a good salmon marinade that isn't too salty?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "Doctor say me I have low B12 and iron, so now I eat again meat and eggs, but only little. Which is best "
        "chicken recipe for beginner?",
        "eats? meat|meat|omnivor|chicken|eggs|no longer vegan",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Pasta is back on the menu after I ditched the whole ketosis thing for good! What's a quick weeknight "
        "carbonara?",
        "no longer|stopp|quit|ditch|gave up|carb|regular|balanced|normal|pasta",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now that even fish is off my plate, where do I get omega-3s? I've gone fully vegetarian after that "
        "documentary about trawlers.",
        "vegetarian|veggie|no fish|plant",
    ),
    (
        "diet",
        "User eats meat",
        "I've started keeping halal properly, not just during Ramadan. Can you tell me which UK supermarket "
        "chicken brands are certified?",
        "halal",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "Bye bye bone broth - it's tofu, tempeh and lentils now, nothing from animals at all. What's a good "
        "protein powder without whey?",
        "vegan|plant.?based|no animal",
    ),
    (
        "diet",
        "User eats meat",
        "Hello, I begin the keto diet from 3 weeks, very low carbs, no bread, no rice. My question: is okay to "
        "drink coffee with butter every morning?",
        "keto|low.?carb",
    ),
    (
        "diet",
        "User is vegetarian",
        "Turns out I missed my lola's chicken adobo too much, so I'm eating meat again after six years. How do I "
        "ease my stomach back into it?",
        "eats? meat|eating meat|meat|omnivor|no longer vegetarian",
    ),
    (
        "diet",
        "User follows a keto diet",
        "My cardiologist tell me stop the keto because cholesterol too high, so now I follow Mediterranean diet "
        "with olive oil, fish and whole grain bread. You can give me menu for one week?",
        "mediterranean",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Can you help me write a polite note to my new landlord in Porto about the boiler? It's been making a "
        "clicking noise since we got the keys last week.",
        "porto|oporto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "ok so finally unpacked the last box here in denver 🙌 what are some good day hikes near the city for a "
        "beginner w/ altitude issues lol",
        "denver|colorado",
    ),
    (
        "residence",
        "User lives in Manchester",
        "I relocated to Edinburgh at the start of the month because of my partner's job. Could you recommend a few "
        "ways to meet people when you're new in a city?",
        "edinburgh|scotland",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Hello, since I am living now in Buenos Aires I need help to understand how works the bus card here, the "
        "SUBE? In Madrid was more easy for me.",
        "buenos aires|argentin",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Now that I'm a Vancouver resident, do I need to swap my driver's licence for a BC one within a certain "
        "number of days? The move happened in March.",
        "vancouver|british columbia|\\bbc\\b",
    ),
    (
        "residence",
        "User lives in Sydney",
        "new flat in auckland has zero insulation brrr 🥶 any cheap hacks to keep a bedroom warm that dont cost a "
        "fortune in power",
        "auckland|new zealand|\\bnz\\b",
    ),
    (
        "residence",
        "User lives in Berlin",
        "My commute here in Munich is so much shorter than it ever was back in Berlin, so suddenly I have a spare "
        "hour every morning. Any ideas for a good morning routine?",
        "munich|münchen|muenchen|bavaria",
    ),
    (
        "residence",
        "User lives in Seoul",
        "We left Seoul in June and we're settled in Singapore now. What's the cheapest way to send money to my "
        "parents in Korea every month?",
        "singapore",
    ),
    (
        "residence",
        "User lives in Mumbai",
        "Kindly suggest some good South Indian tiffin places near Indiranagar, I have shifted to Bangalore only "
        "last month and not knowing the area at all.",
        "bangalore|bengaluru",
    ),
    (
        "residence",
        "User lives in Austin",
        "signed the lease on a place in nashville yesterday!! 🎸 need a checklist for transferring utilities, i "
        "hate this part sooo much",
        "nashville|tennessee",
    ),
    (
        "job",
        "User works as a teacher",
        "Since I'm out of the classroom now and doing UX design full-time at a small startup, how should I reframe "
        "the summary at the top of my resume?",
        "\\bux\\b|user experience|design",
    ),
    (
        "job",
        "User works at Barclays",
        "first week driving for DHL done 😅 my back is killing me, any stretches for ppl who lift boxes all day??",
        "dhl|driv|deliver|courier",
    ),
    (
        "job",
        "User works as a nurse",
        "I've left nursing and I'm working as a paramedic with the regional ambulance service now. Can you explain "
        "what kind of shift patterns I should expect?",
        "paramedic|ambulance|\\bemt\\b|emergency medical",
    ),
    (
        "job",
        "User works at Google",
        "Could you help me draft a short LinkedIn post announcing that I joined Spotify as a data engineer last "
        "Monday?",
        "spotify",
    ),
    (
        "job",
        "User works as an accountant",
        "Hi, I am now the chef of a small restaurant in my town, I quit the office work finally. Can you give me "
        "idea for the lunch menu of the week, cheap but nice?",
        "chef|cook|restaurant|kitchen",
    ),
    (
        "job",
        "User works as a software developer",
        "omg i got the offer from the fire department!!! academy starts monday, what should i eat the week before "
        "to not die in the fitness test 💪",
        "fire",
    ),
    (
        "job",
        "User works at Walmart",
        "I'm a mail carrier for USPS these days. What shoes would you recommend for walking about twelve miles a "
        "day in all weather?",
        "mail|postal|usps|letter carrier|postman|post office",
    ),
    (
        "job",
        "User works as a lawyer",
        "My old colleagues at the firm still can't believe I traded litigation for a pottery studio, but honestly "
        "selling mugs at weekend markets makes me way happier. How should I price handmade ceramics?",
        "potter|ceramic|studio|artisan|mug",
    ),
    (
        "job",
        "User works at Infosys",
        "Myself joined Tata Motors as quality engineer from 1st of this month, please tell what are the main "
        "points of IATF 16949 I should revise.",
        "tata|quality",
    ),
    (
        "job",
        "User works as a journalist",
        "lol never thought id be a real estate agent but here we are 🏡 whats a good opening line for cold calling "
        "homeowners without sounding like a robot",
        "real estate|realtor|estate agent|property|realty",
    ),
    (
        "relationship",
        "User is married to Daniel",
        "My ex-husband keeps texting me at midnight about the dog's vet bills. How do I set boundaries with him "
        "without starting a whole fight?",
        "divorc|separat|ex-husband|ex husband|single|former|no longer married|split",
    ),
    (
        "relationship",
        "User is single",
        "my gf aiko wants to do a cooking date this weekend 🥰 any easy japanese recipes i can make w/o "
        "embarrassing myself",
        "aiko|girlfriend|dating|relationship|partner|seeing",
    ),
    (
        "relationship",
        "User has a boyfriend named Marco",
        "Marco proposed last night and I said yes! Can you suggest some fun ways to tell both our families?",
        "engaged|fianc|engagement",
    ),
    (
        "relationship",
        "User is engaged to Priya",
        "We had our wedding in Jaipur last month, so Priya is officially my wife now. Could you help me write "
        "thank-you cards for the guests?",
        "married|wife|spouse|husband|wed",
    ),
    (
        "relationship",
        "User is dating Lukas",
        "Me and Lukas are not together anymore since two weeks. I want to delete our photos from my phone but keep "
        "the ones with my friends, how I can do this fast?",
        "single|broke|split|ended|not together|\\bex\\b|no longer|separated",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "chloe said yes 💍💍 we want a small engagement dinner at home w both families, ideas for a menu that works "
        "for like 10 ppl?",
        "engaged|fianc|engagement",
    ),
    (
        "relationship",
        "User is married to Fatima",
        "It's been a year since Fatima passed, and I'm still figuring out how to cook for one. Any simple "
        "meal-prep ideas for someone living alone?",
        "widow|passed|died|death|late wife|deceased|lost",
    ),
    (
        "relationship",
        "User is single",
        "I've been seeing someone for about three months now, her name's Ingrid, and it's getting pretty serious. "
        "What's a thoughtful but low-key gift at this stage?",
        "ingrid|dating|girlfriend|seeing|relationship|partner",
    ),
    (
        "relationship",
        "User has a boyfriend named Tomás",
        "tomás and i called it quits last night 💔 can u recommend some sad-but-healing movies for tonight, i have "
        "ice cream ready",
        "broke up|split|single|\\bex\\b|ended|no longer|quit|separated",
    ),
    (
        "relationship",
        "User is engaged to Kwame",
        "Kwame and me, we did the traditional marriage and the court wedding both, so now I am Mrs. Asante! How I "
        "change my name on my passport here in Ghana?",
        "married|wife|husband|spouse|mrs",
    ),
    (
        "diet",
        "User is vegetarian",
        "I've started eating fish again after eight years without, mostly salmon and sardines. Can you give me a "
        "weekly dinner plan around that?",
        "pescatarian|pescetarian|fish|seafood|salmon",
    ),
    (
        "diet",
        "User eats meat",
        "ok day 10 of no animal products at all 🌱 what do vegans use instead of eggs in pancakes?? mine keep "
        "falling apart",
        "vegan|plant.?based|no animal",
    ),
    (
        "diet",
        "User follows a keto diet",
        "I dropped keto because my cholesterol shot up, and my doctor has me on a Mediterranean diet instead. What "
        "are some good breakfasts?",
        "mediterranean",
    ),
    (
        "diet",
        "User is vegan",
        "After doctor say my iron is very very low, I eat again chicken and beef, but still no milk. What is a "
        "good recipe with beef for the iron?",
        "meat|chicken|beef|omnivor",
    ),
    (
        "diet",
        "User is pescatarian",
        "Got diagnosed with celiac, so it's strictly gluten-free for me now on top of the no-meat thing. Which soy "
        "sauces are actually safe?",
        "gluten|celiac|coeliac",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "gave up on paleo lol im eating everything again, bread pasta all of it 🍝 best carbonara recipe pls",
        "everything|omnivor|no longer|no restrict|unrestricted|regular diet|normal diet|stopped|quit|gave "
        "up|bread|pasta|carb",
    ),
    (
        "diet",
        "User eats meat",
        "Since converting to Islam last spring I only eat halal. Can you help me find halal butchers and takeaways "
        "around Leeds?",
        "halal",
    ),
    (
        "diet",
        "User is vegetarian",
        "My cardiologist told me go keto for the weight, so now no more rice and bread, lots of eggs, cheese and "
        "also I take meat again. Which snacks I can buy in supermarket?",
        "keto|low.?carb|ketogenic",
    ),
    (
        "diet",
        "User is pescatarian",
        "Now that fish is off my plate too, what's the best way to get enough omega-3 on a fully vegetarian diet?",
        "vegetarian|no fish|no longer eat|stopped eating fish|n.?t eat fish|gave up fish|no seafood",
    ),
    (
        "diet",
        "User is vegan",
        "ngl i caved and started eating cheese and eggs again 🧀🥚 so veggie not vegan now. high protein breakfast "
        "ideas?",
        "vegetarian|veggie|lacto|ovo|egg|cheese|dairy",
    ),
    (
        "residence",
        "User lives in Lisbon",
        "Can you help me make sense of the bus lines here? Still getting used to Porto after leaving Lisbon last "
        "month, and somehow the hills are even worse.",
        "porto|oporto",
    ),
    (
        "residence",
        "User lives in Chicago",
        "What's a houseplant that can survive on almost no sun? My new flat in Edinburgh gets about two hours of "
        "daylight in December.",
        "edinburgh",
    ),
    (
        "residence",
        "User lives in Madrid",
        "Sorry for my english, since three weeks I am living in Montréal and I need to open bank account, what "
        "documents they ask normally here?",
        "montr[eé]al",
    ),
    (
        "residence",
        "User lives in Toronto",
        "Biking to work along the canals from my flat in Utrecht takes twelve minutes, so I finally have free "
        "mornings. Can you suggest a 20-minute workout?",
        "utrecht",
    ),
    (
        "residence",
        "User lives in Seattle",
        "The landlord here in Nairobi wants six months' deposit upfront for the next lease. Is that normal in "
        "Kenya or am I being taken for a ride?",
        "nairobi",
    ),
    (
        "residence",
        "User lives in Berlin",
        "Help me write a card to my old neighbours back in Berlin, telling them I've settled in fine in Hanoi and "
        "the apartment finally has working AC.",
        "hanoi|ha noi",
    ),
    (
        "residence",
        "User lives in Austin",
        "I moved to Denver last weekend and need to change my address on my driver's license. What's the process "
        "in Colorado?",
        "denver",
    ),
    (
        "residence",
        "User lives in Manchester",
        "My wife and me, we leave Manchester and now we stay permanent in Kraków near her parents. How I register "
        "car with UK plates here?",
        "krak[oó]w|cracow",
    ),
    (
        "residence",
        "User lives in Sydney",
        "Now that I'm paying Auckland rent instead of Sydney rent, I want to redo my monthly budget from scratch. "
        "Can you make me a simple template?",
        "auckland",
    ),
    (
        "residence",
        "User lives in Buenos Aires",
        "Since relocating to Santiago for good I keep mixing up Chilean and Argentine slang. What does 'cachai' "
        "mean exactly?",
        "santiago|chile",
    ),
    (
        "job",
        "User works as a teacher",
        "Any tips for surviving my first week of night shifts? The hospital put me on the cardiac ward right after "
        "I finished my nursing conversion course.",
        "nurs",
    ),
    (
        "job",
        "User works at Deloitte",
        "Now that I'm running my own pottery studio instead of auditing other people's books, how should I price a "
        "set of four handmade mugs?",
        "potter|ceramic|studio|own business|self.?employed|founder|owner",
    ),
    (
        "job",
        "User works as a software engineer",
        "I quit the programming, now I am driving truck long distance, very different life. Which podcasts is good "
        "for 10 hours on the road?",
        "truck|driver|haul|lorry",
    ),
    (
        "job",
        "User works at Spotify",
        "Got my Klarna badge this morning and my onboarding buddy says I should understand Swedish occupational "
        "pensions. Can you explain ITP1 simply?",
        "klarna",
    ),
    (
        "job",
        "User works as an accountant",
        "My classmates at the police academy are all about ten years younger than me. Any advice for keeping up in "
        "the fitness tests at 38?",
        "police|cadet|officer|academy|law enforcement",
    ),
    (
        "job",
        "User works as a chef",
        "Since I swapped the restaurant kitchen for teaching culinary arts at the vocational college, I need help "
        "building a grading rubric for knife skills.",
        "teach|instructor|lecturer|college|educator",
    ),
    (
        "job",
        "User works at Google",
        "I started a new job at Airbus last Monday and the acronyms are killing me. What does MSN mean in aircraft "
        "manufacturing?",
        "airbus",
    ),
    (
        "job",
        "User works as a pharmacist",
        "After twelve years behind the counter I make change of career, now I am flight attendant with Emirates! "
        "What I should pack for long rotation?",
        "flight attendant|cabin crew|steward|emirates|airline",
    ),
    (
        "job",
        "User works as a journalist",
        "Funny how after years of chasing politicians for quotes I'm now the one drafting their statements. The "
        "minister's press office needs a speech outline on housing, can you help?",
        "press|communications|spokes|speech|comms|government|ministry|minister",
    ),
    (
        "job",
        "User works at Barclays",
        "As of Friday there's no more bank lanyard for me, forty-one years and done. What volunteer options are "
        "there for a retiree with a finance background?",
        "retire",
    ),
    (
        "relationship",
        "User is married to Priya",
        "Since Priya moved out and took the dog, the flat feels enormous. Any easy recipes for cooking for one?",
        "separat|divorc|split|single|broke up|\\bex\\b|ex-|no longer",
    ),
    (
        "relationship",
        "User is single",
        "Could you suggest a restaurant idea for our three-month anniversary? Tomasz is obsessed with Georgian food.",
        "tomasz|dating|boyfriend|partner|relationship|girlfriend",
    ),
    (
        "relationship",
        "User has a girlfriend named Chloe",
        "Chloe said yes!!! Now I have to figure out how to tell both families at once. Help me draft a group message?",
        "engaged|fianc|propos",
    ),
    (
        "relationship",
        "User is dating Mateo",
        "Me and Mateo, we finish it last week, was friendly at least. Now I want learn cooking just for myself, "
        "simple dishes please.",
        "broke up|break.?up|split|single|ended|separat|no longer|\\bex\\b|ex-",
    ),
    (
        "relationship",
        "User is engaged to Aiko",
        "Aiko and I signed the papers at city hall on Saturday, just us and two witnesses. How do I update my "
        "surname on my passport?",
        "married|husband|wife|spouse|wed",
    ),
    (
        "relationship",
        "User has a boyfriend named Lukas",
        "We broke up, Lukas and I, after four years together. Can you recommend some books for getting through it?",
        "broke up|break.?up|split|single|ended|no longer|\\bex\\b|ex-",
    ),
    (
        "relationship",
        "User is married to Fatima",
        "My late wife Fatima always handled the taxes, and this is the first year I'm doing them on my own. Where "
        "do I even start?",
        "widow|died|passed|\\blate\\b|death|lost",
    ),
    (
        "relationship",
        "User is single",
        "My girlfriend Ngozi is meeting my parents for the first time on Sunday, what is polite gift she can "
        "bring? They are very traditional people.",
        "ngozi|girlfriend|dating|relationship|partner",
    ),
    (
        "relationship",
        "User is dating Rafael",
        "Rafael got down on one knee during our hike yesterday and I was crying so hard I could barely say yes. "
        "Where do I even start with wedding planning?",
        "engaged|fianc|propos",
    ),
    (
        "relationship",
        "User is married to Sven",
        "The divorce was finalized on Tuesday, so I guess I need to change my emergency contact everywhere. Which "
        "accounts usually have one?",
        "divorc|single|separat|\\bex\\b|ex-",
    ),
    (
        "diet",
        "User is vegetarian",
        "Now that eggs and honey are off my plate too, what can I use to bind homemade veggie burgers?",
        "vegan|plant.?based",
    ),
    (
        "diet",
        "User eats meat",
        "Since my doctor scared me about my cholesterol I've cut out all meat except fish. Can you give me five "
        "salmon dinner ideas?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "I was vegan eight years but now my body need more, I start eat meat again, chicken and beef. How to cook "
        "steak medium for beginner?",
        "eats meat|meat|omnivor|chicken|beef",
    ),
    (
        "diet",
        "User follows a keto diet",
        "Bread is back in my life and I've never been happier, goodbye ketosis. Can you give me a sourdough "
        "starter feeding routine?",
        "no longer|stopped|quit|gave up|off keto|carb|regular|normal|bread|ended|abandon",
    ),
    (
        "diet",
        "User is pescatarian",
        "Got diagnosed with celiac disease last week, so on top of no meat I now have to avoid gluten completely. "
        "Is regular soy sauce safe?",
        "gluten|celiac|coeliac",
    ),
    (
        "diet",
        "User eats meat",
        "Since converting to Islam in the spring I only buy halal meat, but it's hard to find a butcher I trust. "
        "How do I check a halal certificate?",
        "halal|muslim|islam",
    ),
    (
        "diet",
        "User follows a paleo diet",
        "I went vegetarian last month and I'm a bit worried about iron. Which foods should I combine to absorb it "
        "better?",
        "vegetarian|meat.?free|no meat",
    ),
    (
        "diet",
        "User is vegetarian",
        "Doctor say I have low B12 and iron so now I eat again fish two times in week, but still no meat. Which "
        "fish has most iron?",
        "pescatarian|pescetarian|fish|seafood",
    ),
    (
        "diet",
        "User is vegan",
        "My neurologist put me on a ketogenic plan for my seizures, so animal fats are part of my meals now. Can "
        "you explain what MCT oil does?",
        "keto|ketogenic|low.?carb",
    ),
    (
        "diet",
        "User eats meat",
        "My grocery bill dropped a lot since I stopped buying anything that had a face, though I still do dairy "
        "and eggs. Any cheap lentil recipes?",
        "vegetarian|meat.?free|no meat|doesn't eat meat|does not eat meat|lacto|ovo",
    ),
]
FIRST_HOLDOUT = 24  # pairs 24-34: held out for one run (0.636), then tuned on
SECOND_HOLDOUT = 35  # pairs 35-44: held out for one run (0.4), then tuned on
THIRD_HOLDOUT = 45  # pairs 45-59: held out for two runs (0.4 before and after that round), then looked at
FOURTH_HOLDOUT = 60  # pairs 60-74: held out for two runs (0.733, 0.667), then looked at
FIFTH_HOLDOUT = 75  # pairs 75-89: run once before the sixth round (0.6), then looked at
SIXTH_HOLDOUT = 90  # pairs 90-104: never tuned on in the sixth round (0.8), looked at after it
SEVENTH_HOLDOUT = 105  # pairs 105-119: run once before the seventh round (0.733), then looked at
EIGHTH_HOLDOUT = 120  # pairs 120-134: written after the seventh round, run twice, looked at in the eighth
NINTH_HOLDOUT = 135  # pairs 135-149: written before the eighth round, run twice (0.667 both), looked at in the ninth
TENTH_HOLDOUT = 150  # pairs 150-164: written before the ninth round, run twice (0.733 both), looked at in the tenth
ELEVENTH_HOLDOUT = 165  # pairs 165-179: written before the tenth round, run twice (0.667 both), then looked at
TWELFTH_HOLDOUT = 180  # pairs 180-194: written before the eleventh round, run once after it (0.8), then looked at
THIRTEENTH_HOLDOUT = 195  # pairs 195-209: written after the twelfth round, run once (0.867), then looked at
FOURTEENTH_HOLDOUT = 210  # pairs 210-224: written before the thirteenth round, run once after it (0.8), then looked at
FIFTEENTH_HOLDOUT = 225  # pairs 225-239: written after the fourteenth round, run once (0.733), then looked at
SIXTEENTH_HOLDOUT = 240  # pairs 240-254: written after the fifteenth round, run once (0.733), then looked at
SEVENTEENTH_HOLDOUT = 255  # pairs 255-269: written after the sixteenth round, run once (0.8), then looked at
EIGHTEENTH_HOLDOUT = 270  # pairs 270-284: written after the seventeenth round, run once (0.867), then looked at
NINETEENTH_HOLDOUT = 285  # pairs 285-299: written after the eighteenth round, run once (0.867), then looked at
TWENTIETH_HOLDOUT = 300  # pairs 300-314: written before the nineteenth round, run once after it (0.733), then looked at
TWENTY_FIRST_HOLDOUT = 315  # pairs 315-329: written in the twentieth round, run once after it (0.533), looked at
TWENTY_SECOND_HOLDOUT = 330  # pairs 330-344: written before the 21st round, run once after it (0.867), looked at
TWENTY_THIRD_HOLDOUT = 345  # pairs 345-359: written before the 22nd round, run once after it (0.667), looked at
TWENTY_FOURTH_HOLDOUT = 360  # pairs 360-374: written after the 23rd round, run once (0.6), looked at
TWENTY_FIFTH_HOLDOUT = 375  # pairs 375-389: written after the 23rd round, run once (1.0), never tuned on
TWENTY_SIXTH_HOLDOUT = 390  # pairs 390-421: by a writer who had not read the checks, run once (0.625), looked at in
# the 25th round
TWENTY_SEVENTH_HOLDOUT = 422  # pairs 422-453: by another writer who had not read the checks, run once after the 24th
# round (0.812), then looked at in the 25th
TWENTY_EIGHTH_HOLDOUT = 454  # pairs 454-493: by a third writer who had not read the checks, after the 25th round
TWENTY_NINTH_HOLDOUT = 494  # pairs 494-533: by a fourth writer who had not read the checks, after the 25th round
THIRTIETH_HOLDOUT = 534  # pairs 534-573: by a fifth writer who had not read the checks, after the 25th round
# (0.825 and 0.725 on their first run), then looked at in the 26th round, with the 28th's known misses
THIRTY_FIRST_HOLDOUT = 574  # pairs 574-613: by a sixth writer who had not read the checks, after the 26th round
THIRTY_SECOND_HOLDOUT = 614  # pairs 614-653: by a seventh writer, after the 26th round (0.65 and 0.725 on their
# first run), then looked at in the 27th round
THIRTY_THIRD_HOLDOUT = 654  # pairs 654-693: by an eighth writer who had not read the checks, after the 27th round
THIRTY_FOURTH_HOLDOUT = 694  # pairs 694-733: by a ninth writer, after the 27th round (0.575 and 0.775 on their first
# run), then looked at in the 28th round
THIRTY_FIFTH_HOLDOUT = 734  # pairs 734-773: by a tenth writer who had not read the checks, after the 28th round
THIRTY_SIXTH_HOLDOUT = 774  # pairs 774-813: by an eleventh writer, after the 28th round (0.825 and 0.8 on their first
# run), then looked at in the 29th round
THIRTY_SEVENTH_HOLDOUT = 814  # pairs 814-853: by a twelfth writer, after the 29th round (0.8 and 0.775 on their first
THIRTY_EIGHTH_HOLDOUT = 854  # pairs 854-893: by a thirteenth writer; run), then looked at in the 30th round
THIRTY_NINTH_HOLDOUT = 894  # pairs 894-933: by a fourteenth writer, before the 30th round (0.525 and 0.55 on their
FORTIETH_HOLDOUT = 934  # pairs 934-973: by a fifteenth writer; first run after the 30th round), looked at in the 31st
FORTY_FIRST_HOLDOUT = 974  # pairs 974-1013: by a sixteenth writer, before the 31st round (0.5 and 0.575 on their
FORTY_SECOND_HOLDOUT = 1014  # pairs 1014-1053: by a seventeenth writer; first run after it), looked at in the 32nd
FORTY_THIRD_HOLDOUT = 1054  # pairs 1054-1093: by an eighteenth writer who had not read the checks, after the 32nd round
FORTY_FOURTH_HOLDOUT = 1094  # pairs 1094-1133: by a nineteenth writer who had not read the checks, after the 32nd
# round (0.575 and 0.525 on their first run), then looked at in the 33rd round
FORTY_FIFTH_HOLDOUT = 1134  # pairs 1134-1171: by a twentieth writer, before the 33rd round; its prompt quoted two
# of the 33rd round's misses as examples of implied changes and the writer used them: those two pairs are left out
FORTY_SIXTH_HOLDOUT = (
    1172  # pairs 1172-1211: by a twenty-first writer, before the 33rd round, asked for a mix of plain,
)
# texted and implied or dialect changes (a third each)
FORTY_SEVENTH_HOLDOUT = 1212  # pairs 1212-1251: by a twenty-second writer, after the 33rd round, asked for a third
# plain, a third texted, a third implied or dialect (0.625 on its first run, at the 33rd round's final code)
FORTY_EIGHTH_HOLDOUT = 1252  # pairs 1252-1291: by a twenty-third writer, after the 33rd round, asked for two thirds
# implied, said in passing or in non-native English (0.75 on its first run); both looked at in the 35th round
FORTY_NINTH_HOLDOUT = 1292  # pairs 1292-1331: by a twenty-fourth writer, asked as the 47th's, written after the
# 47th/48th batches' first run and before any look at their misses
FIFTIETH_HOLDOUT = 1332  # pairs 1332-1371: by a twenty-fifth writer, asked as the 48th's, written with the 49th
FIFTY_FIRST_HOLDOUT = 1372  # pairs 1372-1411: by a twenty-sixth writer, asked as the 47th's, written before the
# 35th round (the first look at the 47th/48th batches' misses)
FIFTY_SECOND_HOLDOUT = 1412  # pairs 1412-1451: by a twenty-seventh writer, asked as the 48th's, with the 51st
# 35th round (the first look at the 47th/48th batches' misses); the 49th-52nd looked at in the 36th round
FIFTY_THIRD_HOLDOUT = 1452  # pairs 1452-1491: by a twenty-eighth writer, asked as the 47th's, written before the
# 36th round (the first look at the 49th-52nd batches' misses); 0.8 on its first run, at the 35th round's code,
# 0.775 after the 36th round
FIFTY_FOURTH_HOLDOUT = 1492  # pairs 1492-1531: by a twenty-ninth writer, asked as the 48th's, with the 53rd (0.65
# both runs); both looked at in the 37th round
FIFTY_FIFTH_HOLDOUT = 1532  # pairs 1532-1571: by a thirtieth writer, asked as the 47th's, written before the 37th
# round (the first look at the 53rd/54th batches' misses)
FIFTY_SIXTH_HOLDOUT = 1572  # pairs 1572-1611: by a thirty-first writer, asked as the 48th's, with the 55th
# (0.775 together on their first run, at the 37th round's code); both looked at in the 38th round
FIFTY_SEVENTH_HOLDOUT = 1612  # pairs 1612-1651: by a thirty-second writer, asked as the 47th's, written before the
# 38th round (the first look at the 55th/56th batches' misses)
FIFTY_EIGHTH_HOLDOUT = 1652  # pairs 1652-1691: by a thirty-third writer, asked as the 48th's, with the 57th
# (0.762 together on their first run, at the 38th round's first cut); both looked at in the 39th round
FIFTY_NINTH_HOLDOUT = 1692  # pairs 1692-1731: by a thirty-fourth writer, asked as the 47th's, written before the
# 39th round was reviewed (after its first look at the 57th/58th batches' misses)
SIXTIETH_HOLDOUT = 1732  # pairs 1732-1771: by a thirty-fifth writer, asked as the 48th's, with the 59th
# (0.775 together on their first run, at the 39th round's code); both looked at in the 40th round
SIXTY_FIRST_HOLDOUT = 1772  # pairs 1772-1811: by a thirty-sixth writer, asked as the 47th's, written before the
# 40th round (the first look at the 59th/60th batches' misses)
SIXTY_SECOND_HOLDOUT = 1812  # pairs 1812-1851: by a thirty-seventh writer, asked as the 48th's, with the 61st
# (0.875 together on their first run, at the 40th round's first cut; 0.863 at its narrowed code); both looked at in
# the 41st round
SIXTY_THIRD_HOLDOUT = 1852  # pairs 1852-1891: by a thirty-eighth writer, asked as the 47th's, written before the
# 41st round (the first look at the 61st/62nd batches' misses)
SIXTY_FOURTH_HOLDOUT = 1892  # pairs 1892-1931: by a thirty-ninth writer, asked as the 48th's, with the 63rd
# (0.838 together on their first run, at the 41st round's final code); both looked at in the 42nd round
SIXTY_FIFTH_HOLDOUT = 1932  # pairs 1932-1971: by a fortieth writer, asked as the 47th's, written before the 42nd
# round (the first look at the 63rd/64th batches' misses)
SIXTY_SIXTH_HOLDOUT = 1972  # pairs 1972-2011: by a forty-first writer, asked as the 48th's, with the 65th
# (0.775 together on their first run, at the 42nd round's first cut); both looked at in the 43rd round
SIXTY_SEVENTH_HOLDOUT = 2012  # pairs 2012-2051: by a forty-second writer, asked as the 47th's, written before the
# 43rd round (the first look at the 65th/66th batches' misses)
SIXTY_EIGHTH_HOLDOUT = 2052  # pairs 2052-2091: by a forty-third writer, asked as the 48th's, with the 67th
SIXTY_NINTH_HOLDOUT = 2092  # pairs 2092-2131: by a forty-fourth writer, asked as the 47th's, written during the 43rd
# round (before its review)
SEVENTIETH_HOLDOUT = 2132  # pairs 2132-2171: by a forty-fifth writer, asked as the 48th's, with the 69th (the
# 67th-70th: 0.838 together on their first run, at the 43rd round's final code); all four looked at in the 44th round
SEVENTY_FIRST_HOLDOUT = 2172  # pairs 2172-2211: by a forty-sixth writer, asked as the 47th's, written before the
# 44th round (the first look at the 67th-70th batches' misses)
SEVENTY_SECOND_HOLDOUT = 2212  # pairs 2212-2251: by a forty-seventh writer, asked as the 48th's, with the 71st
SEVENTY_THIRD_HOLDOUT = 2252  # pairs 2252-2291: by a forty-eighth writer, asked as the 47th's, with the 71st
SEVENTY_FOURTH_HOLDOUT = 2292  # pairs 2292-2331: by a forty-ninth writer, asked as the 48th's, with the 71st (the
# 71st-74th: 0.75 together on their first run, at the 43rd round's final code); all four looked at in the 45th round
SEVENTY_FIFTH_HOLDOUT = 2332  # pairs 2332-2371: by a fiftieth writer, asked as the 47th's, written before the 45th
# round (the first look at the 71st-74th batches' misses)
SEVENTY_SIXTH_HOLDOUT = 2372  # pairs 2372-2411: by a fifty-first writer, asked as the 48th's, with the 75th
SEVENTY_SEVENTH_HOLDOUT = 2412  # pairs 2412-2451: by a fifty-second writer, asked as the 47th's, with the 75th
SEVENTY_EIGHTH_HOLDOUT = 2452  # pairs 2452-2491: by a fifty-third writer, asked as the 48th's, with the 75th (the
# 75th-78th: 0.731 together on their first run, at the 45th round's first cut); all four looked at in the 46th round
SEVENTY_NINTH_HOLDOUT = 2492  # pairs 2492-2531: by a fifty-fourth writer, asked as the 47th's, written before the
# 46th round (the first look at the 75th-78th batches' misses)
EIGHTIETH_HOLDOUT = 2532  # pairs 2532-2571: by a fifty-fifth writer, asked as the 48th's, with the 79th
EIGHTY_FIRST_HOLDOUT = 2572  # pairs 2572-2611: by a fifty-sixth writer, asked as the 47th's, with the 79th
EIGHTY_SECOND_HOLDOUT = 2612  # pairs 2612-2651: by a fifty-seventh writer, asked as the 48th's, with the 79th (the
# 79th-82nd: 0.756 together on their first run, at the 45th round's final code); all four looked at in the 47th round
EIGHTY_THIRD_HOLDOUT = 2652  # pairs 2652-2691: by a fifty-eighth writer, asked as the 47th's, written before the
# 47th round (the first look at the 79th-82nd batches' misses)
EIGHTY_FOURTH_HOLDOUT = 2692  # pairs 2692-2731: by a fifty-ninth writer, asked as the 48th's, with the 83rd
EIGHTY_FIFTH_HOLDOUT = 2732  # pairs 2732-2771: by a sixtieth writer, asked as the 47th's, with the 83rd
EIGHTY_SIXTH_HOLDOUT = 2772  # pairs 2772-2811: by a sixty-first writer, asked as the 48th's, with the 83rd
EIGHTY_SEVENTH_HOLDOUT = (
    2812  # pairs 2812-2851: by a sixty-second writer, asked as the 47th's, written before the 48th round
)
EIGHTY_EIGHTH_HOLDOUT = 2852  # pairs 2852-2891: by a sixty-third writer, asked as the 48th's, with the 87th
EIGHTY_NINTH_HOLDOUT = 2892  # pairs 2892-2931: by a sixty-fourth writer, asked as the 47th's, with the 87th
NINETIETH_HOLDOUT = 2932  # pairs 2932-2971: by a sixty-fifth writer, asked as the 48th's, with the 87th (the
# 87th-90th: 0.875 together on their first run, at slot-check-v2); all four looked at in the 49th round
NINETY_FIRST_HOLDOUT = 2972  # pairs 2972-3011: by a sixty-sixth writer, asked as the 47th's, written before the 49th
# round (the first look at the 87th-90th batches' misses)
NINETY_SECOND_HOLDOUT = 3012  # pairs 3012-3051: by a sixty-seventh writer, asked as the 48th's, with the 91st
NINETY_THIRD_HOLDOUT = 3052  # pairs 3052-3091: by a sixty-eighth writer, asked as the 47th's, with the 91st
NINETY_FOURTH_HOLDOUT = 3092  # pairs 3092-3131: by a sixty-ninth writer, asked as the 48th's, with the 91st
NINETY_FIFTH_HOLDOUT = 3132  # pairs 3132-3171: by a seventieth writer, asked as the 47th's, written before the 50th
# round (the first look at the 91st-94th batches' misses)
NINETY_SIXTH_HOLDOUT = 3172  # pairs 3172-3211: by a seventy-first writer, asked as the 48th's, with the 95th
NINETY_SEVENTH_HOLDOUT = 3212  # pairs 3212-3251: by a seventy-second writer, asked as the 47th's, with the 95th
NINETY_EIGHTH_HOLDOUT = 3252  # pairs 3252-3291: by a seventy-third writer, asked as the 48th's, with the 95th
# held out: the batches no round has looked at (the twenty-fifth had no miss to look at)
HOLDOUT = (
    set(range(TWENTY_FIFTH_HOLDOUT, TWENTY_SIXTH_HOLDOUT))
    | set(range(FORTY_FIFTH_HOLDOUT, FORTY_SEVENTH_HOLDOUT))
    | set(range(EIGHTY_THIRD_HOLDOUT, EIGHTY_SEVENTH_HOLDOUT))
    | set(range(NINETY_FIRST_HOLDOUT, len(PAIRS)))
)
OTHERS = ("User has a dog named Rex", "User plays the piano on weekends")
# Messages on a slot's topic that change nothing: the old fact must stay. The first eight were
# used while writing the slot checks (muninn.write.check); the rest were written with them and
# never looked at.
NEUTRAL: list[tuple[str, str]] = [
    ("User lives in Lisbon", "living in Lisbon is lovely in spring"),
    ("User works as a nurse", "work was exhausting today, three admissions at once"),
    ("User is vegetarian", "I made a lentil curry for dinner"),
    ("User is married to Anna", "Anna and I are going to Rome for our anniversary"),
    ("User lives in Oslo", "my sister is moving to Bergen next month"),
    ("User works at Google", "my team at Google shipped the new feature"),
    ("User is single", "dating apps are exhausting"),
    ("User lives in Paris", "we're thinking of moving to Lyon next year"),
    ("User is vegan", "my brother eats meat at every meal, it's wild"),
    ("User works as a teacher", "my husband just got a job as an engineer"),
    ("User lives in Berlin", "I visited Munich for the weekend, lovely city"),
    ("User works as a chef", "I cooked for twelve people at home on Sunday"),
    ("User is engaged to Sam", "Sam's parents came over for dinner"),
    ("User eats meat", "I tried a vegan burger today, not bad"),
    ("User lives in Toronto", "my parents still live in Vancouver"),
    # written with the fifth held-out batch
    ("User lives in Lima", "my cousin moved to Cusco last year"),
    ("User works at Tesla", "I had a long meeting with my new boss today"),
    ("User is married to Dana", "Dana and I just celebrated ten years together"),
    ("User is vegetarian", "I finally learned to cook a good mushroom risotto"),
    ("User works as a dentist", "a new patient came in with a cracked molar"),
    # written with the sixth held-out batch, never looked at
    ("User lives in Porto", "my best friend just moved to Lisbon"),
    ("User works as a librarian", "we got a huge donation of new books at work"),
    ("User is married to Raj", "Raj's brother is getting divorced"),
    ("User is vegan", "my kids had chicken nuggets at the party"),
    ("User works at Shopify", "my wife started a new job at Amazon"),
    # written with the seventh held-out batch, never looked at
    ("User lives in Helsinki", "we spent a week in Oulu visiting my grandparents"),
    ("User works as a nurse", "my daughter wants to become a midwife"),
    ("User is married to Paul", "Paul's sister just got engaged"),
    ("User is vegetarian", "the steakhouse downstairs smells amazing but I never go in"),
    ("User works at Meta", "I interviewed a candidate for our team today"),
    # written with the eighth held-out batch, never looked at
    ("User lives in Cork", "my brother just bought a flat in Limerick"),
    ("User works at Netflix", "we had a big meeting with Disney people today at work"),
    ("User is married to Elena", "Elena's parents are getting divorced, it's a lot"),
    ("User is vegetarian", "I cooked steak for my dad's birthday, he loved it"),
    ("User is single", "my best friend just got engaged to her girlfriend"),
    # written with the ninth held-out batch, never looked at
    ("User lives in Vienna", "my daughter moved to Graz for university"),
    ("User works at Apple", "my old colleague left Apple for Samsung"),
    ("User is married to Sofia", "Sofia and I had a small argument about the dishes"),
    ("User is vegan", "I ordered a vegan pizza and it was great"),
    ("User works as a plumber", "I fixed a leak at a client's house this morning"),
    # written with the tenth held-out batch, never looked at
    ("User lives in Madrid", "my in-laws just moved to Valencia"),
    ("User works as a lawyer", "I won a big case in court today"),
    ("User is married to Lucia", "Lucia and I went to a friend's wedding on Saturday"),
    ("User is vegetarian", "my partner grilled burgers for the neighbours"),
    ("User works at Microsoft", "a recruiter from Google messaged me today"),
    # written with the eleventh held-out batch, never looked at
    ("User lives in Chicago", "we're spending Christmas at my parents' place in Detroit"),
    ("User works as an accountant", "tax season at work is brutal this year"),
    ("User is dating Marco", "Marco's sister is moving in with her boyfriend"),
    ("User is vegan", "the vegan bakery near me just closed, so sad"),
    ("User works at Amazon", "my friend just got promoted at Microsoft"),
    # written with the twelfth held-out batch, never looked at
    ("User lives in Leeds", "my son just started uni in Manchester"),
    ("User works as a teacher", "parents' evening at school ran late tonight"),
    ("User is married to Kate", "Kate's best friend just got divorced"),
    ("User is vegetarian", "my roommate made bacon this morning and the whole flat smells of it"),
    ("User works at Deloitte", "a headhunter from KPMG called me again"),
    # written with the thirteenth held-out batch, never looked at
    ("User lives in Bristol", "my daughter is looking at flats in Bath"),
    ("User works at Microsoft", "Salesforce announced layoffs today, glad I'm not there"),
    ("User is single", "my brother and his girlfriend just moved in together"),
    ("User is vegan", "I made a new tofu scramble recipe this morning"),
    ("User works as a chef", "the new menu launched tonight at the restaurant"),
    # written with the fourteenth held-out batch, never looked at
    ("User lives in Glasgow", "my niece got a flat in Edinburgh for her studies"),
    ("User works at Intel", "Nvidia's stock jumped again today, crazy"),
    ("User is married to Greg", "Greg's cousin got divorced last year"),
    ("User is vegetarian", "my husband started eating steak again, I just cook around it"),
    ("User works as a librarian", "we started a new reading club at the library"),
    # written with the fifteenth held-out batch, never looked at
    ("User lives in Denver", "my brother signed a lease in Boulder"),
    ("User works at Amazon", "I'm meeting a friend from Shopify for lunch"),
    ("User is single", "I went to my friend's wedding last weekend, lovely day"),
    ("User is vegan", "my mum finally tried oat milk and liked it"),
    ("User works as a nurse", "night shift on the ward again tonight"),
    # written with the sixteenth held-out batch, never looked at
    ("User lives in Hamburg", "my brother finally found a flat in Cologne"),
    ("User works at IBM", "IBM announced layoffs in another division, not mine"),
    ("User is married to Victor", "Victor and I are planning a trip to Peru"),
    ("User is vegetarian", "my dad made his famous roast chicken, I had the potatoes"),
    ("User is single", "my roommate just started dating someone new"),
    # written with the seventeenth held-out batch, never looked at
    ("User lives in Lyon", "my parents just bought a flat in Marseille"),
    ("User works at Airbnb", "Stripe's new office opened next to ours"),
    ("User is dating Zoe", "Zoe's sister just got engaged"),
    ("User is vegan", "I tried a new oat milk brand this morning"),
    ("User works as a lawyer", "we hired a new paralegal at the firm"),
    # written with the eighteenth held-out batch, never looked at
    ("User lives in Houston", "my sister lives in Dallas now"),
    ("User works at Siemens", "Bosch sent us a new batch of parts at work"),
    ("User is dating Finn", "Finn's brother just got married"),
    ("User is vegetarian", "I made a veggie lasagne for my friends"),
    ("User works as a teacher", "the new principal started at our school today"),
    # written with the nineteenth held-out batch, never looked at
    ("User lives in Atlanta", "my cousin bought a house in Savannah"),
    ("User works at Uber", "a Lyft driver picked me up today"),
    ("User is engaged to Ivan", "Ivan's parents are visiting next week"),
    ("User is vegan", "my husband cooked fish for himself tonight"),
    ("User works as a firefighter", "we had three call-outs at the station today"),
    # written with the twentieth held-out batch, never looked at
    ("User lives in Seville", "my aunt retired to Granada last spring"),
    ("User works at Spotify", "Deezer's app got a big redesign this week"),
    ("User is dating Omar", "Omar's best friend just got engaged"),
    ("User is pescatarian", "my kids want burgers every night"),
    ("User works as a barista", "we got a new espresso machine at the cafe"),
    # written with the twenty-first held-out batch, never looked at
    ("User lives in Austin", "my brother's lease in San Antonio ends next month"),
    ("User works at Netflix", "I binge-watched a Hulu show all weekend"),
    ("User is married to Ana", "Ana's grandmother passed away last week"),
    ("User is vegan", "my neighbour's hens laid twelve eggs today"),
    ("User works as a plumber", "a delivery van blocked my driveway this morning"),
    # written with the twenty-second held-out batch, never looked at
    ("User lives in Turin", "my daughter is renting a flat in Genoa for her studies"),
    ("User works at Ford", "Toyota recalled a million cars today"),
    ("User is dating Ben", "Ben's brother got engaged last night"),
    ("User is vegetarian", "my son went vegan this year"),
    ("User works as a chef", "a food critic came to the restaurant tonight"),
    # written with the twenty-third held-out batch, never looked at
    ("User lives in Pittsburgh", "my aunt bought a condo in Tampa for the winters"),
    ("User works at Oracle", "SAP's conference is in town this week"),
    ("User is married to Greta", "Greta's sister and her husband went their separate ways"),
    ("User is vegan", "my wife started eating cheese again"),
    ("User works as a barber", "my brother drives buses for a living"),
    # written with the twenty-fourth held-out batch, never looked at
    ("User lives in Boston", "my cousin says Providence feels like home to her"),
    ("User works at Adobe", "Figma released a new feature today"),
    ("User is married to Omar", "Omar's parents parted ways years ago"),
    ("User is vegetarian", "my husband eats fish most nights"),
    ("User works as a dentist", "my daughter wants to study at the dental school"),
    # written with the twenty-fifth held-out batch, never looked at
    ("User lives in Leeds", "my sister moved to York last week"),
    ("User works at IBM", "Microsoft announced layoffs today"),
    ("User is dating Sam", "Sam's roommate broke up with her boyfriend"),
    ("User eats meat", "my daughter went vegetarian at school"),
    ("User works as an accountant", "my friend became a yoga instructor"),
    # written with the twenty-sixth held-out batch, by the same writer; two changed a fact on its first run
    # (a move only supposed, a sister's boyfriend), mended in the twenty-fourth round
    ("User lives in Philadelphia", "my best mate's just moved to Baltimore, reckon I'll visit loads"),
    ("User lives in Brisbane", "if I ever moved to Hobart I'd need a whole new wardrobe haha"),
    ("User lives in Stockholm", "we spent midsummer in Uppsala with friends, gorgeous weekend"),
    ("User works at Google", "Canva reached out about a role but I told them I'm happy where I am"),
    ("User is unemployed", "had a second interview at the post office today, fingers crossed"),
    (
        "User is dating Hannah",
        "Hannah's sister and her boyfriend just broke up, it's been a rough week for their family",
    ),
    ("User works as a teacher", "saw on the news that estate agents are making a killing this year, wrong career lol"),
    ("User is vegan", "my flatmate cooked salmon last night and I had my usual chickpea stew"),
    ("User eats meat", "should I try going vegetarian for a month? my friend swears by it"),
    ("User is married to Jake", "back when I was single I basically lived on takeaway pizza"),
    # written with the twenty-seventh held-out batch, by the same writer, never looked at
    ("User lives in Rotterdam", "my brother moved to The Hague last month, so I'll be visiting a lot"),
    ("User lives in Chennai", "if we ever shift to Hyderabad I'll miss the filter coffee here"),
    ("User lives in Melbourne", "spent a week in Noosa over Easter, didn't want to come home"),
    ("User works at Infosys", "TCS offered me a role last week but I turned it down, staying put"),
    ("User is unemployed", "I nearly applied to be a refuse collector but never sent the form in"),
    ("User works as a software engineer", "saw on the news another big tech company laid off thousands today"),
    ("User is dating Arjun", "Arjun's sister got engaged last weekend, the party went on till 2am"),
    ("User is married to Stefan", "before I met Stefan I was single for years and loved it"),
    ("User is single", "should I bring a date to my cousin's wedding or just go solo?"),
    ("User eats meat", "had a vegan curry at my friend's place last night, honestly delicious"),
    ("User is vegan", "my husband's parents eat fish every Friday, I just bring my own food"),
    ("User is vegetarian", "what's a good turkey substitute for Christmas? the rest of my family eats meat"),
    # written with the twenty-eighth held-out batch, by the same writer, never looked at
    ("User lives in Birmingham", "my daughter's moving to Coventry for uni in September"),
    ("User lives in Auckland", "we're spending a week in Christchurch over the school holidays"),
    ("User lives in Minneapolis", "if the rent here goes up again I swear we'll move to Madison"),
    ("User lives in Cleveland", "we nearly moved to Columbus last year but the house fell through"),
    ("User works at Accenture", "Capgemini offered me a role but I said no, the commute was awful"),
    ("User works as a receptionist", "my son just got a job at the zoo feeding the penguins"),
    ("User works at Boeing", "saw on the news Lockheed won another huge defence contract"),
    ("User is a student", "what does a speech therapist actually earn? thinking about it for after I graduate"),
    ("User is dating Nico", "Nico's brother just split up with his girlfriend, poor guy"),
    ("User is married to Diego", "Diego's best mate is going through a nasty divorce"),
    ("User is single", "my ex from uni just got married, saw the pics on Insta"),
    ("User is married to Bruno", "when I was younger I swore I'd never get married, look at me now haha"),
    ("User is vegetarian", "had one bite of my dad's lamb chop for a dare at Christmas, never again lol"),
    ("User is vegan", "my mother-in-law keeps trying to sneak butter into everything I eat at hers"),
    ("User eats meat", "my dog is more vegetarian than me, he stole my salad right off the plate lol"),
    # written with the twenty-ninth batch, by the same writer, never looked at
    ("User lives in Leeds", "My sister just moved to Edinburgh, what should I get her as a housewarming present?"),
    (
        "User lives in Toronto",
        "Thinking about maybe moving to Vancouver next year if rent keeps going up, what's the job market like there?",
    ),
    (
        "User lives in Brisbane",
        "Heading down to Sydney for a week for my mate's wedding, any good brekkie spots in Surry Hills?",
    ),
    (
        "User lives in Cork",
        "I nearly moved to Dublin last year but the rent was a joke so I'm staying put, grand altogether",
    ),
    (
        "User works at Deloitte",
        "Had an interview at PwC last week and they offered me the role but I turned it down, the pay wasn't worth it",
    ),
    (
        "User works as a nurse",
        "back when i was a waitress i used to get terrible back pain and now its flaring up again on long ward "
        "shifts, any stretches?",
    ),
    ("User is a student", "Got offered a part-time job at a bookshop but I said no, need to focus on exams"),
    (
        "User works at Infosys",
        "yaar my manager is saying maybe they'll transfer me to the Hyderabad office next quarter, nothing "
        "confirmed yet",
    ),
    ("User is unemployed", "Applied for about 20 jobs this week, had one phone screen with Amazon, fingers crossed 🤞"),
    ("User is dating Marco", "marco's brother just got engaged lol, now everyone's asking when we're next 🙄"),
    (
        "User is married to Helen",
        "Helen's off to Spain with the girls for a week, what should I cook for myself while she's gone?",
    ),
    ("User is single", "Went on a first date on Friday, he was nice but no spark tbh. Back to the apps I guess"),
    (
        "User is vegetarian",
        "Accidentally ate a sausage roll at the party thinking it was the veggie one, feel a bit sick tbh",
    ),
    (
        "User eats meat",
        "Having my vegan cousins over Sunday, what can I make that even a meat lover like me will enjoy?",
    ),
    (
        "User is vegan",
        "my nan made me a roast and i didnt have the heart to tell her, ate the potatoes and veg and left the beef lol",
    ),
    # written with the thirtieth batch, by the same writer, never looked at
    ("User lives in Leeds", "My sister just moved to Bristol, can you recommend a housewarming gift under 30 quid?"),
    (
        "User works at Deloitte",
        "Got an offer from PwC today with a bigger salary but I turned it down, I like my team too much.",
    ),
    ("User is dating Sam", "sam's parents are getting divorced, how do i support him through it"),
    (
        "User is vegetarian",
        "My husband wants to make beef stew for his work potluck, can you give him a recipe? I'll stick to my "
        "lentil version.",
    ),
    (
        "User lives in Toronto",
        "Thinking about maybe moving to Vancouver next year if the rent situation doesn't improve. What's the "
        "average rent for a one-bed there?",
    ),
    (
        "User works as a nurse",
        "My partner just quit his job at the bank to retrain as a nurse like me, lol now we'll both be on night shifts",
    ),
    (
        "User is married to Helen",
        "Helen got promoted to head of department today! Need a restaurant for a celebration dinner.",
    ),
    (
        "User eats meat",
        "Did a vegan challenge for one day at work, ate nothing but lentils. Never again haha, pass me a burger",
    ),
    (
        "User lives in Dublin",
        "Flying to Lisbon for a week's holiday on Tuesday, what's the best way from the airport to Alfama?",
    ),
    ("User is single", "My best friend just got engaged and asked me to be maid of honour, help me plan a hen do"),
    (
        "User works as a teacher",
        "I had an interview for a deputy head role at another school but didn't get it. Back to marking essays I "
        "suppose.",
    ),
    ("User is vegan", "I accidentally ate a cookie with butter in it at the office, ugh. Is that a big deal?"),
    (
        "User is unemployed",
        "I used to work as a paralegal before the layoffs, could that experience help me get into HR?",
    ),
    (
        "User lives in Chicago",
        "Grew up in Milwaukee, still miss the custard stands there. Any good frozen custard in Chicago?",
    ),
    (
        "User is dating Maya",
        "lol my mum asked if Maya and I are getting married yet, not anytime soon, we're happy as we are",
    ),
    # written with the thirty-first batch, by the same writer, never looked at
    ("User lives in Cardiff", "My sister just moved to Swansea, what's a good housewarming gift under £30?"),
    (
        "User works as a teacher",
        "Got offered a job at an edtech startup for way more money but I turned it down. I'd miss my kids too much.",
    ),
    (
        "User is married to Ahmed",
        "Ahmed started his new job at the hospital today, so proud of him! What should I cook to celebrate?",
    ),
    ("User is vegetarian", "Thinking about going vegan in the new year, is it hard to get enough protein?"),
    ("User eats meat", "Had a vegan curry for lunch at work and honestly it was amazing."),
    (
        "User lives in Dublin",
        "Spending the next three weeks in Seville for work, any tips for cheap eats near the cathedral?",
    ),
    ("User is single", "My best friend is getting married in June and I'm the maid of honour, help me write a speech!"),
    (
        "User is dating Elena",
        "Elena and I had a massive fight last night and I almost ended it, but we talked it through this morning "
        "and we're good.",
    ),
    ("User works at Google", "if google ever fires me im opening a surf shop lol"),
    (
        "User is a student",
        "Back when I was working full-time at the bank I never had time to read. Any novel recommendations?",
    ),
    (
        "User lives in Vancouver",
        "I lived in Tokyo for two years in my twenties. Can you recommend some Japanese recipes that remind me of it?",
    ),
    ("User is pescatarian", "lol my dad keeps saying I'll be eating steak by christmas. not a chance"),
    ("User works as a chef", "Just had my interview for a head chef role at a hotel in Bath, fingers crossed!"),
    (
        "User is married to Sofia",
        "Sofia's in Madrid for a month with work so it's just me and the dog. Dinner ideas for one?",
    ),
    (
        "User lives in Boston",
        "We've been house hunting in Portland all month and finally found one we love. Our offer goes in tomorrow.",
    ),
    # written with the thirty-second batch, by the same writer, never looked at
    (
        "User lives in Birmingham",
        "My sister just moved to Lisbon and keeps sending me photos, what's a cheap way to visit her for a long "
        "weekend?",
    ),
    ("User lives in Toronto", "If I ever moved to Montreal, how good would my French need to be to get by day to day?"),
    (
        "User works at Accenture",
        "I got an offer from PwC but I'm turning it down, the pay bump isn't worth the travel. Can you help me "
        "write a polite email declining?",
    ),
    (
        "User is married to Marco",
        "Marco just got promoted to head chef, I want to cook him something special tonight, any ideas?",
    ),
    (
        "User is vegetarian",
        "I accidentally ate a bit of chicken in a dumpling at a work lunch and felt awful, is that going to upset "
        "my stomach after years without meat?",
    ),
    (
        "User eats meat",
        "My flatmate went vegan so I'm looking for dinners we can share a couple of nights a week, got any ideas?",
    ),
    (
        "User is single",
        "went on a first date last night and it was a disaster lol he talked about crypto for two hours. anyway "
        "meal prep ideas for the week?",
    ),
    (
        "User is dating Priya",
        "Priya's thinking about moving in with me next year, how much should we budget for a bigger place?",
    ),
    (
        "User works as a nurse",
        "Thinking about retraining as a midwife someday, what would the study load look like alongside full-time "
        "shifts?",
    ),
    (
        "User lives in Seattle",
        "Back from two weeks in Tokyo and my sleep is wrecked, how do I fix jet lag before work on Monday?",
    ),
    (
        "User lives in Sydney",
        "Back when I lived in Adelaide I used to run along the Torrens every morning, any good river running routes "
        "around here?",
    ),
    (
        "User is unemployed",
        "Had my final-round interview at Ocado today, think it went well, fingers crossed! Meanwhile can you quiz "
        "me on Python?",
    ),
    (
        "User is married to Daniel",
        "Daniel's away on a work trip in Singapore all week so it's just me, easy dinners for one?",
    ),
    (
        "User is vegan",
        "My nan made me a birthday cake with eggs in it and I didn't have the heart to say no, so I ate a slice. "
        "Can you give me an egg-free version I could bake for her next time?",
    ),
    (
        "User works as a software developer",
        "some days I swear I should just quit and become a goat farmer lol. anyway why is my react useEffect "
        "running twice",
    ),
    # written with the thirty-third batch, by the same writer, never looked at
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to follow her, but I'm not going anywhere.",
    ),
    (
        "User works as a nurse",
        "Had an interview for a clinic manager role in Tarragona yesterday, fingers crossed they call back.",
    ),
    ("User is dating Malik", "Malik just got promoted to head chef at his restaurant, so proud of him!"),
    (
        "User is vegetarian",
        "Okay confession, I had one bite of my dad's lamb kebab at the wedding. Just the one. Back to lentils "
        "tomorrow.",
    ),
    (
        "User lives in Winnipeg",
        "When I lived in Halifax I used to walk to the harbour every morning, I really miss that.",
    ),
    ("User is single", "My best mate Declan got engaged last night and I'm the best man, help me with a speech"),
    (
        "User works at Siemens",
        "Got offered a job at Vestas with better pay but I turned it down, Siemens is where my people are.",
    ),
    ("User lives in Adelaide", "We viewed a house in Hobart on the weekend, gorgeous place but way out of our budget."),
    (
        "User is married to Priya",
        "Priya and I had our worst fight ever last night. We're not splitting up or anything, I just need advice on "
        "how to apologise.",
    ),
    ("User is retired", "The garden centre asked if I'd come back part time and I said I'd think about it."),
    ("User eats meat", "Thinking about going vegan for Lent, is that doable for a total beginner?"),
    (
        "User works at Ericsson",
        "They cut half our floor at Ericsson today. I somehow survived the list, still shaking.",
    ),
    (
        "User lives in Montevideo",
        "Spending three weeks in Cusco for the Inti Raymi festival, what should I pack for the altitude?",
    ),
    ("User is vegan", "lol my mate said he'd pay me fifty quid to eat one McNugget, I nearly did it ngl"),
    (
        "User works as a teacher",
        "If I quit teaching tomorrow and became a beekeeper, would I survive financially? Asking for me.",
    ),
    # written with the thirty-fourth batch, by the same writer, never looked at
    ("User lives in Leeds", "My sister just moved to Inverness, what's a good housewarming gift I can post to her?"),
    (
        "User is single",
        "lol my plants are my only long-term relationship at this point. anyway how often should I water a monstera",
    ),
    (
        "User lives in Perth",
        "Back when I lived in Darwin I could run at 5am no problem, now it's too cold here in the mornings lol",
    ),
    (
        "User works as an electrician",
        "Had an interview for a site manager role today, think it went ok. Help me wind down tonight",
    ),
    (
        "User works at Infosys",
        "Got an offer from TCS but I turned it down, salary hike was not worth it. Anyway can we continue DSA practice",
    ),
    (
        "User is married to Priya",
        "Priya just got made head of department at her school! want to cook her something special tonight",
    ),
    (
        "User is dating Matteo",
        "Matteo and I nearly broke up last night but we talked it out till 2am. Help me journal about it",
    ),
    ("User is single", "my best mate got engaged at the weekend and im buzzing for him but also when's my turn haha"),
    (
        "User is vegetarian",
        "I accidentally ate a samosa with keema at the party 😭 anyway back to normal today, what's for lunch",
    ),
    ("User is vegan", "Should I try pescatarian for a month? what would change in my macros if I did"),
    ("User eats meat", "Doing Meatless Monday this week, give me a lentil dish that actually fills me up"),
    (
        "User lives in Kampala",
        "Viewed a flat in Entebbe today, nice balcony but far from work. still deciding, help me weigh it up",
    ),
    ("User works as a chef", "If I quit and opened a food truck instead what would my monthly budget look like?"),
    (
        "User is unemployed",
        "Back when I was a barista I knew all the regulars, I kind of miss it. Can you suggest a hobby to fill the "
        "days",
    ),
    ("User lives in Wellington", "Heading to Queenstown for a week's holiday, what should I pack?"),
    (
        "User lives in Kilkenny",
        "My sister just moved to Galway, can you suggest a housewarming gift under €50?",
    ),
    (
        "User lives in Toowoomba",
        "Thinking about moving to Hobart next year, what's the rental market like down there?",
    ),
    (
        "User lives in Nashik",
        "I'm in Goa for one week holiday, suggest good beach shacks near Anjuna",
    ),
    (
        "User lives in Kamloops",
        "Back when I lived in Red Deer the winters were brutal, glad that's behind me. Anyway what's a good winter "
        "tire?",
    ),
    (
        "User works as a nurse",
        "My husband just got promoted to site manager at Kier, help me plan a surprise dinner",
    ),
    (
        "User works at Siemens",
        "If I got laid off tomorrow, how many months of savings should I have?",
    ),
    (
        "User works as a welder",
        "Used to be a chef before I got into welding, still miss the kitchen sometimes. Any easy pasta recipe?",
    ),
    (
        "User is unemployed",
        "Got an interview at Fonterra on Thursday, can you help me prep answers?",
    ),
    (
        "User is married to Oluwaseun",
        "My best friend Chidinma just got divorced, what do I even say to her?",
    ),
    (
        "User is dating Keanu",
        "what if keanu and i broke up, would i have to move out? just overthinking lol",
    ),
    (
        "User is single",
        "My ex-husband remarried last weekend and I'm weirdly fine with it",
    ),
    (
        "User is engaged to Tendai",
        "Tendai's cousin is getting married in Harare in June, what should I wear?",
    ),
    (
        "User is vegetarian",
        "My flatmate has gone vegan, can you suggest a dinner we can both eat?",
    ),
    (
        "User is vegan",
        "Is a pescatarian diet actually healthier than vegan? asking for my mum",
    ),
    (
        "User eats meat",
        "Did Meatless Monday with the kids today, lentil curry was a hit. More ideas for next week?",
    ),
    (
        "User lives in Tromsø",
        "My sister just moved to Bergen and keeps sending me rain pics, what's a good housewarming gift to post her?",
    ),
    (
        "User lives in Leeds",
        "If we ever moved to Inverness, would the train commute to Aberdeen be doable? Just dreaming rn",
    ),
    (
        "User lives in Ballarat",
        "Off to Hobart for a week on a work trip, what should I pack for the cold?",
    ),
    (
        "User lives in Pune",
        "Lived in Chennai for 6 years before Pune, so I really miss proper filter coffee. Recipe pls?",
    ),
    (
        "User works as a nurse",
        "Got an interview at the Ramsay clinic next Tuesday for a practice manager role, can we do mock questions?",
    ),
    (
        "User works at Unilever",
        "My husband just got promoted to regional manager at Tesco, help me plan a surprise dinner",
    ),
    (
        "User works as an electrician",
        "Sometimes I think about retiring early and opening a bait shop, how much would I need saved?",
    ),
    (
        "User is a student",
        "Back when I was waitressing at Nando's I had way more money lol, anyway help me with my stats homework",
    ),
    (
        "User is single",
        "My best mate Siobhan got engaged last night!! Help me write a toast for her party",
    ),
    (
        "User is married to Kwabena",
        "Kwabena's brother is getting divorced and staying with us a while, how do I support him?",
    ),
    (
        "User is dating Ines",
        "Thinking of proposing to Ines at Christmas, what's a sensible ring budget on a 28k salary?",
    ),
    (
        "User is engaged to Liesel",
        "my ex from uni just got married and somehow I'm in the photos on insta lol. anyway, wedding planning "
        "checklist for me and Liesel?",
    ),
    (
        "User eats meat",
        "My daughter's vegan boyfriend comes for Sunday lunch, what can I make so he doesn't feel left out?",
    ),
    (
        "User is vegetarian",
        "Had a bite of my dad's bacon sandwich at the match, one-off, don't judge. Veggie dinner ideas for tonight?",
    ),
    (
        "User is vegan",
        "Might try going raw vegan for a month, is that a bad idea for a runner?",
    ),
    (
        "User lives in Hamar",
        "Need to ship a birthday present to my sister who just moved to Tromso, what's the cheapest courier from here?",
    ),
    (
        "User lives in Dundee",
        "If I moved to Inverness, would my council tax go up much? Just curious, no plans yet.",
    ),
    (
        "User lives in Curitiba",
        "Book me a hotel in Recife for 3 nights next month, it's for a work conference.",
    ),
    (
        "User lives in Ballarat",
        "I grew up in Mildura way back in the 70s, can you find old photos of the Deakin Avenue fountain?",
    ),
    (
        "User works as a nurse",
        "Got a second interview at Bupa for a clinical lead role on Thursday, help me prep answers about conflict "
        "resolution?",
    ),
    (
        "User works at Maersk",
        "My husband just got promoted to site manager at Skanska! Suggest a nice restaurant to celebrate.",
    ),
    (
        "User is retired",
        "Back when I taught at Cranleigh Primary we used to do a harvest festival. Could you give me ideas for the "
        "church one this year?",
    ),
    (
        "User works as a plumber",
        "My apprentice Dewi has just been taken on full time at Jones Heating, what's a good message for a "
        "congratulations card?",
    ),
    (
        "User is married to Chidi",
        "My cousin Ifeoma is getting divorced, how can I support her without taking sides?",
    ),
    (
        "User is dating Teodora",
        "Should I propose to Teodora at Christmas or wait until summer? Need honest thoughts.",
    ),
    (
        "User is single",
        "I'm bridesmaid at my best mate Keeley's wedding in Portrush next month, help me write a toast.",
    ),
    (
        "User is engaged to Bryony",
        "Bryony's brother just got engaged too lol, what's a good engagement party gift for around 40 quid?",
    ),
    (
        "User is vegetarian",
        "Having my in-laws round Sunday and they're big meat eaters. Can you suggest a roast beef recipe for them, "
        "plus a veggie main for me?",
    ),
    (
        "User is vegan",
        "Just this once at my nan's 90th I had a slice of her sponge cake, felt rude to refuse. Anyway, vegan "
        "dinner ideas for tomorrow?",
    ),
    (
        "User eats meat",
        "Thinking of maybe trying vegetarian for a month, what would a week look like? Haven't decided yet.",
    ),
    (
        "User lives in Tralee",
        "My granddaughter just moved to Galway for college, can you remind me to post her a care package on Friday?",
    ),
    (
        "User lives in Leeds",
        "if i ever won the lottery id move to the isle of skye no question whats the weather like there today",
    ),
    (
        "User lives in Saskatoon",
        "um were driving up to banff for the long weekend can you find us a campsite near lake louise",
    ),
    (
        "User lives in Pune",
        "I lived in Chennai for ten years before coming here, so I still miss the filter coffee. Give me a recipe "
        "please.",
    ),
    (
        "User works as a nurse",
        "My husband just got promoted to shift manager at the depot, help me write him a congratulations card.",
    ),
    (
        "User works at Zenith Bank",
        "I'm thinking of maybe applying to Access Bank next year, what should my CV look like if I decide to go?",
    ),
    (
        "User is retired",
        "Back when I was a ship's electrician in Greenock we worked twelve-hour shifts. Tell me something about "
        "the Clyde shipyards.",
    ),
    (
        "User works as a barista",
        "got an interview at the council next thursday for an admin role can u quiz me on common questions",
    ),
    (
        "User is married to Bartholomew",
        "My neighbour Sheila's husband passed last week, what would be a kind thing to write in her card?",
    ),
    (
        "User is single",
        "my best mate Tunde just got engaged to his girl in Abuja, help me write a funny toast for the introduction",
    ),
    (
        "User is dating Ximena",
        "what if ximena and i broke up would i have to move out lol just hypothetically asking",
    ),
    (
        "User is engaged to Anouk",
        "Anouk's parents are divorcing after thirty years, how do I support her through it?",
    ),
    (
        "User is vegetarian",
        "What do pescatarians actually eat for protein? My sister is thinking of switching.",
    ),
    (
        "User is vegan",
        "ugh had a slice of my nans birthday cake with eggs in it just to be polite, back to normal tomorrow tho, "
        "vegan brownie recipe pls",
    ),
    (
        "User eats meat",
        "My daughter has gone vegan, what can I cook for her when she visits at Easter?",
    ),
    # written with the thirty-ninth batch, by the same writer, before the thirtieth round
    (
        "User lives in Whanganui",
        "Heading up to Kaikohe for a fortnight to help my aunt after her surgery, what should I pack for Northland "
        "in winter?",
    ),
    (
        "User lives in Saskatoon",
        "My brother just moved to Lethbridge and I need a housewarming gift, he's super into curling. Ideas?",
    ),
    (
        "User lives in Bendigo",
        "If we did move to Hobart one day, how much would a three-bedroom house roughly cost compared to round here?",
    ),
    (
        "User lives in Kirkwall",
        "Back when I lived in Inverness there was a brilliant chippy on the corner. Can you give me a recipe for "
        "proper chip shop batter?",
    ),
    (
        "User works as a paramedic",
        "My wife just got laid off from the call centre and she's gutted. How can I support her while she looks "
        "for work?",
    ),
    (
        "User works at Corrigan Steelworks",
        "Thinking about maybe going back to college for welding inspection next year, is that a smart move or not?",
    ),
    (
        "User works as a pharmacist",
        "Before I became a pharmacist I waited tables for five years so I have opinions on tipping. What's a fair "
        "tip in Portugal?",
    ),
    (
        "User is a student",
        "I got a summer internship offer at Quillmark Analytics before my final year, how do I negotiate the stipend?",
    ),
    (
        "User is married to Aurelio",
        "My best friend Nkechi is going through a nasty divorce, what can I say to her that isn't a cliche?",
    ),
    (
        "User is single",
        "What's a good first-date spot in Dunedin if I ever get brave enough to go back on the apps?",
    ),
    (
        "User is engaged to Fionnuala",
        "We had a massive row last night about the seating plan and I slept on the couch. How do couples usually "
        "compromise on the wedding guest list?",
    ),
    (
        "User is dating Bashir",
        "Bashir's sister just got engaged and I need a gift for the party, what's appropriate for a Somali "
        "engagement celebration?",
    ),
    (
        "User is vegetarian",
        "My partner is cooking lamb for his parents on Sunday, how long should he rest a leg of lamb? I'll just "
        "stick to the sides.",
    ),
    (
        "User is vegan",
        "Is it true some wines are filtered with fish bladders? How can I tell if a bottle is actually vegan?",
    ),
    (
        "User eats meat",
        "Doing a meat-free Monday with the office this week just for fun, got an easy lentil curry recipe?",
    ),
    # written with the fortieth batch, by the same writer, before the thirtieth round
    (
        "User lives in Tampere",
        "Back from two weeks in Oaxaca, still jetlagged. Can you help me sort my holiday photos into folders?",
    ),
    (
        "User lives in Galway",
        "My sister just moved to Vancouver and she wants me to visit. What's the cheapest month to fly out of Shannon?",
    ),
    (
        "User lives in Adelaide",
        "We're thinking maybe one day we'd move to Hobart once the kids are grown. What's the cost of living like "
        "there?",
    ),
    (
        "User lives in Nantes",
        "I grew up in Dakar before coming here, can you help me explain thieboudienne to my coworkers?",
    ),
    (
        "User works as a nurse",
        "My husband just got laid off from the plant, how do we budget on one income for a while?",
    ),
    (
        "User works at Ferncastle Insurance",
        "What would happen hypothetically if I quit and went freelance? Just daydreaming after a rough Monday, not "
        "doing it.",
    ),
    (
        "User is a student",
        "I've got a summer internship at Orvane Robotics June to August before my final year, what should I wear "
        "on day one?",
    ),
    (
        "User works as an electrician",
        "Before my apprenticeship I worked at a pizza place for years haha. Anyway, what gauge wire for a 30 amp "
        "dryer circuit?",
    ),
    (
        "User is married to Oksana",
        "My brother's getting divorced and he's staying with us for a bit. How do I support him without taking sides?",
    ),
    (
        "User is dating Jun",
        "Jun and I had a huge fight last night about money. We're fine now but how do couples usually split bills?",
    ),
    (
        "User is single",
        "Went on one date with a guy from the climbing gym, not sure I'll see him again. Is it normal to feel nothing?",
    ),
    (
        "User is vegan",
        "My roommate just went vegetarian and keeps asking me for recipes, what's an easy starter dish I can give her?",
    ),
    (
        "User is vegetarian",
        "Accidentally ate a dumpling at dim sum that turned out to be pork, feel kinda gross. How long does meat "
        "take to digest?",
    ),
    (
        "User eats meat",
        "The school is doing Meatless Monday this week, can you give me a lentil recipe my kids would actually eat?",
    ),
    (
        "User is pescatarian",
        "Thinking about maybe trying vegan for a month in January, haven't decided yet. What would I need to "
        "supplement?",
    ),
    # written with the forty-first batch, by the same writer, before the thirty-first round
    (
        "User lives in Thunder Bay",
        "Heading to Oaxaca for three weeks in March, what should I pack? I'll be back home in Thunder Bay by April.",
    ),
    (
        "User lives in Dundee",
        "My sister's just moved to Invercargill and she's awful homesick. What could I put in a care package for her?",
    ),
    (
        "User lives in Bendigo",
        "If I ever moved to Hobart would I need snow chains for the car? Just daydreaming really.",
    ),
    (
        "User lives in Asheville",
        "Before I came to Asheville I lived in Savannah for ten years and I still miss the squares. Can you "
        "recommend some novels set in Savannah?",
    ),
    (
        "User works as a dental hygienist",
        "Thinking maybe someday I'll go back to school for nursing, but not anytime soon. What are the usual "
        "prerequisites?",
    ),
    (
        "User works at Fenwright Insurance",
        "My brother just got laid off from his warehouse job and he's staying with me for a bit. How do I help him "
        "without being pushy?",
    ),
    (
        "User is a student",
        "Got an interview for a summer internship at Morrowfield Biotech next week, what questions should I "
        "prepare for?",
    ),
    (
        "User works as an electrician",
        "Had an interview for a site supervisor role at Calder Build yesterday, fingers crossed. How long do "
        "companies usually take to get back to you?",
    ),
    (
        "User is married to Fergus",
        "Fergus is away on a rig in the North Sea for a month and I'm climbing the walls. Ideas for solo hobbies?",
    ),
    (
        "User is dating Mireille",
        "My best mate Kwabena just got engaged and I'm the best man, can you help me write a speech?",
    ),
    (
        "User is single",
        "How do I ask someone at my climbing gym out? Haven't worked up the nerve yet, any tips for the opener?",
    ),
    (
        "User is vegan",
        "My flatmate's gone full carnivore diet lol, the fridge is rammed with steak. How do I keep my stuff separate?",
    ),
    (
        "User is vegetarian",
        "Would it be rude to refuse my grandmother's chicken stew at Eid? I don't eat meat but I don't want to "
        "offend her.",
    ),
    (
        "User is pescatarian",
        "Had one bite of my son's burger at the fair by accident, first red meat in a decade, felt so weird. "
        "Anyway, fish taco recipe?",
    ),
    (
        "User eats meat",
        "Doing a meat-free week for a charity challenge, just the seven days, give me some dinner ideas.",
    ),
    # written with the forty-second batch, by the same writer, before the thirty-first round
    (
        "User lives in Tromso",
        "Back from two weeks in Lanzarote and already missing the sun. Can you help me plan a light therapy "
        "routine for the dark months now I'm home?",
    ),
    (
        "User lives in Galway",
        "My sister just moved to Vancouver and keeps sending me rental listings like I'd ever leave. What's the "
        "time difference so I can ring her?",
    ),
    (
        "User lives in Tucson",
        "if we ever moved to portland, hypothetically, how much would rent go up? just curious, not planning anything",
    ),
    (
        "User lives in Ghent",
        "I grew up in Leuven before we came here, do you know if the old university library there still does tours?",
    ),
    (
        "User works as an electrician",
        "My brother just quit his job at the bank to become an electrician like me lol. What tools should I get "
        "him as a starter kit?",
    ),
    (
        "User works at Quillfeather Press",
        "Thinking about maybe applying for a role at Orrin Digital but honestly I probably won't. What should I "
        "ask myself before I start looking around?",
    ),
    (
        "User is a student",
        "Got offered a summer internship at Halvard Marine, just July and August, then back to lectures in "
        "September. How do I write a good acceptance email?",
    ),
    (
        "User works as a dental hygienist",
        "Before I got into hygiene I was a barista for six years. Is it worth still mentioning that on my LinkedIn?",
    ),
    (
        "User is married to Teodor",
        "my parents are getting divorced after 35 years and i'm kind of a mess. how do i support my mum without "
        "taking sides",
    ),
    (
        "User is dating Priya",
        "Priya's away in Lagos for a month for work, any ideas for long-distance date nights we can do over video?",
    ),
    (
        "User is single",
        "My best mate just got engaged and asked me to be best man. Help me write a speech that isn't cringe?",
    ),
    (
        "User is engaged to Solveig",
        "what if we just eloped instead of doing the big wedding? pros and cons pls, we haven't decided anything yet",
    ),
    (
        "User is vegan",
        "My roommate went keto and the fridge is full of bacon now lol. How do I keep my stuff separate?",
    ),
    (
        "User is vegetarian",
        "Had one bite of my dad's steak at his birthday just to be polite, felt weird. Anyway, what are good "
        "veggie protein sources for climbing?",
    ),
    (
        "User eats meat",
        "Thinking about trying a meat-free Monday thing, would that actually make any difference for the climate?",
    ),
    # written with the forty-third batch, by the same writer, after the thirty-second round
    (
        "User lives in Kirkwall",
        "I'm in Reykjavik for a week on a work trip, what's a good geothermal pool to visit after meetings?",
    ),
    (
        "User lives in Ely",
        "my sister just moved to Aberystwyth and I want to send her a housewarming gift, something under 30 quid?",
    ),
    (
        "User lives in Kalgoorlie",
        "if I moved to Darwin hypothetically, how bad is the wet season really?",
    ),
    (
        "User lives in Oamaru",
        "we're looking at houses in Dunedin, nothing decided yet, what questions should I ask at an open home?",
    ),
    (
        "User works as a dental hygienist",
        "my coworker just quit to become a pilot lol, how long does pilot training even take?",
    ),
    (
        "User works at Penrose Textiles",
        "I've got an interview next Tuesday at Harlow Biotech, can you give me some practice questions?",
    ),
    (
        "User is a student",
        "back when I worked at the garden centre before uni I knew loads about roses, which ones bloom the longest "
        "again?",
    ),
    (
        "User works as a firefighter",
        "thinking about retiring in maybe ten years, how much should I be putting away each month?",
    ),
    (
        "User is married to Ekaterina",
        "my best mate Ravi just got divorced and he's in bits, how do I support him without being weird?",
    ),
    (
        "User is dating Florian",
        "before I met Florian I was engaged to someone else, and that ex just messaged me out of nowhere. should I "
        "reply?",
    ),
    (
        "User is single",
        "what's a fun idea for a first date? asking for my cousin, he's nervous as anything",
    ),
    (
        "User is engaged to Aroha",
        "Aroha's parents are splitting up after 30 years, how do we handle the wedding seating plan tactfully?",
    ),
    (
        "User is vegan",
        "my partner eats meat and wants to cook steak for his birthday, what wine goes with it?",
    ),
    (
        "User is vegetarian",
        "had a bite of my dad's lamb at Easter just to be polite and felt weird after. anyway, lentil shepherd's "
        "pie recipe?",
    ),
    (
        "User is pescatarian",
        "would going full vegan actually help my cholesterol? just curious, not planning to",
    ),
    # written with the forty-fourth batch, by the same writer, after the thirty-second round
    (
        "User lives in Wellington",
        "Booked two weeks in Hội An next month, what should I pack for the rainy season?",
    ),
    (
        "User lives in Bergen",
        "My sister just moved to Lisbon and keeps sending me flat listings like I'd join her. Not a chance, I love "
        "it here. What's a good housewarming gift I can post to her?",
    ),
    (
        "User lives in Tulsa",
        "If we ever moved to Portland would the rain get to me? Just daydreaming, we're not going anywhere with "
        "the kids in school.",
    ),
    (
        "User lives in Graz",
        "Back when I lived in Linz I had a brilliant physio. Any tips for finding a good one around here?",
    ),
    (
        "User works as an electrician",
        "My boss offered me a foreman role but I haven't decided yet. Pros and cons of moving into management?",
    ),
    (
        "User works at Brindle & Hoke",
        "My husband just got laid off from his firm, what should we cut from the budget first?",
    ),
    (
        "User is a student",
        "Thinking about maybe getting a part-time job next semester, how many hours is realistic with 18 credits?",
    ),
    (
        "User works as a chef",
        "Finally retired my old knife set today and got a proper Japanese gyuto. How do I sharpen it without "
        "wrecking the edge?",
    ),
    (
        "User is married to Keanu",
        "My best friend is getting divorced and staying with us for a few weeks. How do I support her without "
        "taking sides?",
    ),
    (
        "User is dating Ruth",
        "Ruth and I had a massive fight last night about where to spend the holidays. How do we get past it?",
    ),
    (
        "User is single",
        "My ex texted me happy birthday. Should I reply or leave it?",
    ),
    (
        "User is engaged to Farouk",
        "Before Farouk I was married once, briefly, in my twenties. Should I tell his parents before the wedding?",
    ),
    (
        "User is vegan",
        "My boyfriend wants me to try his mom's lamb stew at Eid. I'm not going to, but how do I decline politely?",
    ),
    (
        "User is vegetarian",
        "Accidentally ate a samosa with mince in it at the party last night and felt awful. Anyway, got any good "
        "lentil recipes?",
    ),
    (
        "User eats meat",
        "My daughter went vegan last month, can you give me dinners the whole family can eat together?",
    ),
    # written with the forty-fifth batch, by the same writer, before the thirty-third round
    (
        "User lives in Manchester",
        "My sister just moved to Glasgow for her new job and I'm driving up to help her unpack on Saturday. What's "
        "the quickest route from here, M6 the whole way?",
    ),
    (
        "User lives in Nairobi",
        "Planning a 4 day trip to Zanzibar next month, just me and two friends. Can you suggest an itinerary, we "
        "want beaches and Stone Town, then back home to work on Monday.",
    ),
    (
        "User lives in Dublin",
        "sometimes i daydream about packing it all in and moving to a little village in the Algarve. not gonna "
        "happen anytime soon lol but what would it even cost to rent there",
    ),
    (
        "User lives in Melbourne",
        "Back when I lived in Osaka I used to get this amazing okonomiyaki from a tiny place in Tsuruhashi. Can "
        "you help me recreate it? I've got cabbage, flour, eggs and pork belly.",
    ),
    (
        "User works as a pharmacist",
        "My husband got laid off from the warehouse yesterday and he's gutted. Can you help me write him a little "
        "encouraging note and maybe a list of places hiring forklift drivers near us?",
    ),
    (
        "User works at Accenture",
        "Thinking about maybe applying for an internal role in the Singapore office next year, nothing decided. "
        "What sort of questions should I ask the hiring manager in an informal chat?",
    ),
    (
        "User works as a plumber",
        "Nah I never quit, people keep asking cos I was off with me back for a bit, but I'm still on the tools. "
        "Anyway how do I sort a leaking compression fitting under a sink proper?",
    ),
    (
        "User works as an electrician",
        "At what age can you actually draw your state pension in Ireland these days? Asking for my da, he's 65 and "
        "thinking about packing it in.",
    ),
    (
        "User is married to Amara",
        "My best mate Chidi just got engaged to his girlfriend in Accra and asked me to be best man. I need help "
        "writing a speech, funny but not too roasting.",
    ),
    (
        "User is dating Sven",
        "lol no we're NOT engaged, my mum saw a ring in a photo and lost her mind, it was my gran's ring on my "
        "right hand. anyway what's a good 6 month anniversary gift for a guy who likes climbing",
    ),
    (
        "User is single",
        "My cousin's divorce is dragging on and she's staying in my spare room for a bit. Any tips for being "
        "supportive without getting in the middle of it?",
    ),
    (
        "User is engaged to Mateo",
        "Can you explain what a prenup actually covers in Spain? Mateo and I are still just engaged, the wedding "
        "is next autumn, we're just trying to understand it before we talk to a notary.",
    ),
    (
        "User eats meat",
        "My 15 year old daughter has just announced she's going vegan. I'm not, but I want to support her. What "
        "are some family dinners where I can add chicken to mine and hers stays plant based?",
    ),
    (
        "User is vegetarian",
        "ugh accidentally ate a sweet with gelatine in it at work today before i checked the packet. not a big "
        "deal im still veggie obviously, but which uk sweets are actually gelatine free?",
    ),
    (
        "User is vegan",
        "Quick question, is honey considered vegan or not? Some people online say yes some say no. Also is "
        "Guinness vegan now, I heard they changed the recipe.",
    ),
    # written with the forty-sixth batch, by the same writer, before the thirty-third round
    (
        "User lives in Leeds",
        "I'm visiting Kraków for a long weekend next month. What are the must-see spots in the old town?",
    ),
    (
        "User lives in Dublin",
        "my sister just moved to perth and shes homesick af, any ideas for a care package i can send her from here",
    ),
    (
        "User lives in Singapore",
        "Back when I lived in Oslo I could never get used to the dark winters. Anyway, what's a good lamp for "
        "seasonal affective disorder?",
    ),
    (
        "User lives in Lagos",
        "Sometimes I dream about moving to Accra and opening a small café, but realistically it's not happening "
        "for years. Can you explain how café profit margins work?",
    ),
    (
        "User works as a nurse",
        "My husband got laid off from the factory today. How can we cut our monthly budget while he looks for "
        "something new?",
    ),
    (
        "User works at Infosys",
        "Should I ask for a promotion or switch companies? I am thinking too much about this, please give me pros "
        "and cons.",
    ),
    (
        "User works as a lawyer",
        "no im not quitting lol my coworker started that rumour. anyway whats a good gift for a retiring paralegal",
    ),
    (
        "User is a student",
        "What do data analysts actually do all day? Thinking about it as a career once I finish my degree in two "
        "years.",
    ),
    (
        "User is married to Sofia",
        "My best friend Rahul just got engaged! Help me write a funny toast for his engagement party.",
    ),
    (
        "User is single",
        "ppl keep asking if im seeing someone bc i posted a pic w my coworker 🙄 we're just friends. anyway how do "
        "i make my insta private",
    ),
    (
        "User is dating Amara",
        "Amara and I had a big argument last night about chores. How can we split housework more fairly?",
    ),
    (
        "User is engaged to Felipe",
        "Is it normal to feel nervous before a wedding? Felipe and I still have eight months to go and I'm already "
        "stressing.",
    ),
    (
        "User is vegetarian",
        "I accidentally ate a dumpling with pork in it at a party last night and feel awful. Is it normal to feel "
        "sick after not eating meat for years?",
    ),
    (
        "User is vegan",
        "my daughter says she wants to start eating chicken at school, how do i handle that without forcing my "
        "diet on her",
    ),
    (
        "User eats meat",
        "Im thinking to try Meatless Mondays maybe, only thinking. What is the nutrition difference between "
        "lentils and beef?",
    ),
    (
        "User lives in Lyon",
        "My brother just moved to Marseille and keeps sending me beach photos while I'm stuck here in the Lyon "
        "fog. Rude, right?",
    ),
    (
        "User lives in Vancouver",
        "People keep asking how I like Toronto because I posted photos from there, but that was just a work trip. "
        "I'm still in Vancouver, same apartment.",
    ),
    (
        "User works as a pharmacist",
        "Sometimes I daydream about quitting and opening a bakery, but realistically I'll be counting pills at the "
        "pharmacy until I retire. What's a good sourdough starter recipe?",
    ),
    (
        "User works at IBM",
        "My wife got an offer from Oracle today, we're celebrating tonight! Any ideas for a nice dinner?",
    ),
    (
        "User is married to Carlos",
        "Carlos and I had a huge fight about the dishwasher last night lol, but we're totally fine. How do couples "
        "split chores fairly?",
    ),
    (
        "User is single",
        "my best friend just got engaged and now everyone's asking when it's my turn 🙄 not anytime soon, trust me",
    ),
    (
        "User is vegan",
        "Accidentally ate a cookie with butter in it at the office party. Ugh, not the end of the world, back to "
        "my usual vegan stuff tomorrow.",
    ),
    (
        "User is an omnivore",
        "I tried a vegan week for a work challenge and it was interesting, but I'm definitely not sticking with "
        "it. Got a good steak marinade?",
    ),
    (
        "User works as a graphic designer",
        "If I were a lawyer I'd probably have paid off my loans by now haha, but I'd never give up design. Can you "
        "help me pick a font for a client logo?",
    ),
    ("User lives in Auckland", "Back home in Auckland after two weeks in Tokyo and the jet lag is brutal. What helps?"),
    (
        "User has a boyfriend named Ethan",
        "Before Ethan I was single for like three years and honestly it was great, but I wouldn't trade what we "
        "have now for anything.",
    ),
    (
        "User follows a gluten-free diet",
        "My roommate went keto and now the whole fridge is bacon and cheese, meanwhile I'm still hunting for "
        "decent gluten-free bread.",
    ),
    (
        "User works at Airbnb",
        "There are rumours of layoffs at Airbnb but my team is safe for now, fingers crossed. How should I update "
        "my LinkedIn just in case?",
    ),
    (
        "User is engaged to Hannah",
        "Hannah's parents keep asking if we secretly eloped. We haven't, the wedding's still set for October!",
    ),
    (
        "User lives in Nairobi",
        "Thinking about moving to Cape Town someday. Which neighbourhoods would you recommend if I ever actually "
        "did it?",
    ),
    (
        "User lives in Rotterdam",
        "My best friend just moved to Utrecht and keeps trying to convince me to follow her, but honestly I love "
        "my place here in Rotterdam too much. What's a good housewarming gift for her?",
    ),
    (
        "User works as a pharmacist",
        "Sometimes I fantasize about quitting to become a baker, but realistically I'm staying at the pharmacy — "
        "the pension is too good. Anyway, what's a simple sourdough starter recipe for the weekend?",
    ),
    (
        "User is married to Elena",
        "My brother is getting divorced and it's been rough on the whole family. How can I support him without "
        "taking sides?",
    ),
    (
        "User is vegan",
        "We're going to a steakhouse for my dad's birthday tonight — any tips for finding something vegan on a "
        "menu like that?",
    ),
    (
        "User lives in Nairobi",
        "Just landed in Cape Town for a five-day conference, flying back home to Nairobi on Sunday. What should I "
        "see with one free afternoon?",
    ),
    (
        "User works at Spotify",
        "People keep congratulating me on LinkedIn because they think I joined Netflix — nope, that was my cousin "
        "with the same name, I'm still at Spotify lol.",
    ),
    (
        "User is single",
        "What would a first date even look like these days if I ever started dating again? Purely hypothetical, "
        "I'm very happy on my own right now.",
    ),
    (
        "User follows a gluten-free diet",
        "My roommate just went keto and now the fridge is full of bacon and cheese. How do I politely ask for a "
        "shelf of my own for my gluten-free stuff?",
    ),
    (
        "User lives in Montreal",
        "Before I moved to Montreal I lived in Toronto for ten years, and I still catch myself saying 'the 401' "
        "when I give directions. Is there a French phrase for 'creature of habit'?",
    ),
    (
        "User has a boyfriend named Tariq",
        "Tariq's sister just got engaged, so now his whole family is asking when it's our turn! How do I deflect "
        "that gracefully at dinner?",
    ),
    (
        "User works as a firefighter",
        "I'm taking a paramedic course on weekends just for the extra skills, but I'm not planning to leave the "
        "fire department. Can you quiz me on cardiac rhythms?",
    ),
    (
        "User is vegetarian",
        "Yesterday in my cousin's wedding I try a little bit of jamón only because my abuela insist, but I am "
        "still vegetarian, no worry. Can you give me recipe for vegetarian tortilla?",
    ),
    (
        "User lives in Kraków",
        "We looked at a flat in Warsaw last month but decided not to move — the rent was crazy. Can you help me "
        "plan a budget for redecorating our place in Kraków instead?",
    ),
    (
        "User is engaged to Olivia",
        "Joke of the day: my coworker asked if I'd eloped because I came back from vacation with a tan. Nope, "
        "Olivia and I are still planning the wedding for next June. Any tips for choosing a caterer?",
    ),
    (
        "User works at Alibaba",
        "My friend ask me if I want to join Tencent, they offer more salary, but I decide to stay in Alibaba "
        "because my team is very good. How to say no politely in English email?",
    ),
    (
        "User lives in Tallinn",
        "My brother just moved to Vilnius for work, any ideas for a housewarming gift I can ship to him?",
    ),
    (
        "User works as a dentist",
        "Sometimes I daydream about quitting dentistry and opening a surf shop, but honestly I'd never do it — the "
        "mortgage won't pay itself.",
    ),
    (
        "User is vegetarian",
        "My husband's going keto for a month, can you suggest dinners that work for both of us without me having "
        "to eat meat?",
    ),
    (
        "User is married to Kwame",
        "People keep asking if Kwame and I split up because he's been working in Accra for months — we haven't, "
        "it's just long distance for a while.",
    ),
    (
        "User lives in Bristol",
        "Back in my twenties I lived in Barcelona for three years and I still miss the food. Could you recommend a "
        "Catalan recipe I could make here in Bristol?",
    ),
    (
        "User is vegan",
        "If I ever did go back to eating cheese, which one would be worth it? Purely hypothetical, I'm not budging.",
    ),
    (
        "User works at Ericsson",
        "Got a recruiter message from Nokia today offering a role in Espoo. I'm not interested and staying at "
        "Ericsson, but how do I politely decline?",
    ),
    ("User is single", "My best friend Lucía just got engaged and I'm the maid of honour! Help me write a toast."),
    (
        "User eats meat",
        "Did a vegan week for a work challenge, it was fine but I'm glad to have burgers back. Any good burger "
        "toppings?",
    ),
    (
        "User lives in Cusco",
        "Heading to Lima for a four-day conference next week — what should I pack given the coastal fog?",
    ),
    (
        "User has a boyfriend named Jonas",
        "lol my coworker thought jonas and i broke up bc i didnt bring him to the party. nope, he was just sick 🤒",
    ),
    (
        "User works as a paramedic",
        "What's the typical salary for a flight nurse in Canada? Just curious, not planning on switching anytime soon.",
    ),
    (
        "User follows a keto diet",
        "Had one slice of my daughter's birthday cake yesterday, back on keto today. Any low-carb breakfast ideas?",
    ),
    (
        "User is pescatarian",
        "My sister went vegan last year and now my mum is thinking about it too. What should I cook when they both "
        "come over for dinner?",
    ),
    (
        "User lives in Tamale",
        "We looked at houses in Kumasi last month but decided to stay put in Tamale, so now I want to redo the "
        "kitchen instead. Where do I start?",
    ),
    # written with the fifty-seventh batch, by the same writer
    (
        "User lives in Valparaíso",
        "My brother just moved to Santiago for work and keeps asking me to visit. What's the cheapest way to get "
        "there by bus?",
    ),
    (
        "User works as a veterinarian",
        "Sometimes I daydream about quitting and opening a bakery, but honestly I'd miss the animals too much. "
        "Anyway, what's a good app for vaccine schedule reminders at the clinic?",
    ),
    (
        "User is married to Hamid",
        "My best friend just got divorced and I'm trying to support her. What can I say that won't sound preachy?",
    ),
    (
        "User is vegetarian",
        "Will a vegetarian diet make it hard to get enough B12 long term? Asking because I plan to stay meat-free "
        "for good.",
    ),
    (
        "User lives in Dunedin",
        "People keep assuming I moved to Auckland because I'm up there so often for work, but nope, still in "
        "Dunedin and loving it.",
    ),
    (
        "User works at Ericsson",
        "If I hypothetically got an offer from Nokia, how would I even negotiate salary in Finland? Just curious, "
        "I'm happy where I am.",
    ),
    (
        "User is dating Mateus",
        "Before I met Mateus I was single for almost five years, and honestly I learned a lot about myself back then.",
    ),
    (
        "User is vegan",
        "My coworkers brought a meat lasagne to the party and I just had the salad. Can you suggest a vegan dish I "
        "can bring next time?",
    ),
    (
        "User lives in Kyoto",
        "We're spending two weeks in Seville in May on holiday. Can you suggest a good day trip from there?",
    ),
    (
        "User follows a keto diet",
        "I had one slice of cake at my nephew's birthday, but I'm straight back on keto today. Any low-carb "
        "breakfast ideas?",
    ),
    (
        "User is single",
        "Lol my mum thinks I have a secret girlfriend because I keep smiling at my phone, it's just memes, I swear.",
    ),
    (
        "User works as a firefighter",
        "My daughter just started her first job as a paramedic and I'm so proud. What's a good gift to "
        "congratulate her?",
    ),
    (
        "User eats meat",
        "My partner went vegan last week, so what dinners could we both enjoy without me giving up my steak nights?",
    ),
    (
        "User is engaged to Olumide",
        "The wedding with Olumide is still set for August, but my aunt keeps asking if we'll postpone. How do I "
        "politely shut that down?",
    ),
    (
        "User lives in Izmir",
        "I was thinking to move to Istanbul for a better job, but I decided to stay in Izmir, the sea is too "
        "beautiful here.",
    ),
    (
        "User lives in Ljubljana",
        "My brother just moved to Reykjavik for a job and keeps sending me pictures of the northern lights. I'm "
        "jealous, but I'm staying put in Ljubljana.",
    ),
    (
        "User works as a pharmacist",
        "Sometimes I daydream about quitting and opening a surf shop, but realistically I'll be counting pills at "
        "the pharmacy until I retire. Can you recommend a book about small business?",
    ),
    (
        "User is married to Hamid",
        "My best friend Lena just got divorced and she's staying with Hamid and me for a few weeks. How can I "
        "support her?",
    ),
    (
        "User is vegan",
        "My coworkers dared me to try the cheeseburger at the office party and I said absolutely not, lol. What "
        "vegan snacks can I bring next time?",
    ),
    (
        "User lives in Oaxaca",
        "Everyone on Facebook thinks I moved to Mexico City because I posted photos from there, but it was just a "
        "weekend trip. I'm still in Oaxaca.",
    ),
    (
        "User works at Spotify",
        "Got a recruiter message from Netflix today. Not interested, I'm happy at Spotify, but it was flattering.",
    ),
    (
        "User is single",
        "If I had a girlfriend I'd take her to that new tapas place, but for now I'll go with my mates. What tapas "
        "should I order?",
    ),
    (
        "User eats meat",
        "What would happen to your body if you went vegan overnight? Asking because my cousin is thinking about it.",
    ),
    (
        "User follows a keto diet",
        "Had one slice of birthday cake at my niece's party yesterday, but I'm right back on keto today. Any "
        "low-carb breakfast ideas?",
    ),
    (
        "User has a girlfriend named Yuki",
        "Before I met Yuki I dated a guy from Lagos for a year, funny how things turn out. Anyway, Yuki's birthday "
        "is soon, any gift ideas?",
    ),
    (
        "User lives in Cork",
        "We looked at houses in Galway last weekend but decided not to move after all, Cork it is. Any ideas for "
        "brightening up a dark hallway?",
    ),
    (
        "User works as a firefighter",
        "My daughter says she wants to be a vet when she grows up. How long does vet school take in Canada?",
    ),
    (
        "User is engaged to Tomasz",
        "Tomasz's sister just got engaged too, so now there are two weddings to plan in the family lol. Ours is "
        "still set for June.",
    ),
    ("User is vegetarian", "Why do some vegetarians eat fish? Is that really still vegetarian?"),
    (
        "User lives in Bergen",
        "Joke's on me, I told my boss I'm moving to Hawaii to escape the rain and he almost believed it. Still in "
        "Bergen under an umbrella though ☔",
    ),
    (
        "User lives in Bergen",
        "My brother just moved to Trondheim and keeps asking me to visit. What should I pack for a weekend there in "
        "March?",
    ),
    (
        "User works as a pharmacist",
        "Sometimes I daydream about quitting to open a bakery, but honestly I'd never actually do it. Can you "
        "recommend a good bread book though?",
    ),
    (
        "User is married to Dario",
        "My best friend just got divorced and I'm trying to support her. What are good things to say?",
    ),
    (
        "User is vegetarian",
        "At my cousin's wedding in Kraków I had one bite of meat pierogi just to be polite, but I'm still "
        "vegetarian. Do you have a recipe for mushroom pierogi?",
    ),
    (
        "User lives in Kyoto",
        "People keep assuming I moved to Tokyo because I'm there so often for work, but no, I'm still living in "
        "Kyoto. Any good shinkansen snacks?",
    ),
    (
        "User works at Airbus",
        "Hypothetically, if Boeing offered me a job, would it be weird to take it? Just curious, I'm not planning "
        "anything.",
    ),
    (
        "User is single",
        "My parents keep asking when I'll finally get a boyfriend, lol. How do I politely change the subject at "
        "dinner?",
    ),
    (
        "User eats meat",
        "My daughter went vegan this year, so I need some plant-based dinner ideas for when she visits.",
    ),
    (
        "User lives in Mombasa",
        "Back in 2015, before I moved to Mombasa, I lived in Kisumu for a while and the fish there was amazing. Can "
        "you find me a tilapia recipe?",
    ),
    (
        "User is engaged to Hamid",
        "Hamid's sister got married last weekend, and now everyone's asking about our wedding date! How do I start "
        "planning a small ceremony?",
    ),
    (
        "User follows a keto diet",
        "We're doing a weekend trip to Naples and I'm not sure how to stay keto with all that pizza around. Any tips?",
    ),
    (
        "User works as a nurse",
        "I jokingly told my patients I'm retiring to become a professional napper; they didn't buy it, and I'm back "
        "on the ward tomorrow. Any tips for getting through a 12-hour shift?",
    ),
    (
        "User lives in Cusco",
        "We spent two weeks in Lima visiting my in-laws, and now I'm happy to be home in the mountains again. How "
        "do I re-acclimatize to the altitude?",
    ),
    (
        "User is vegan",
        "What would happen to my body if I started eating fish again? Just curious, I'm not planning to.",
    ),
    (
        "User has a girlfriend named Noor",
        "Noor and I had a big fight yesterday, but we talked it out and we're fine. How can I plan something nice "
        "to make it up to her?",
    ),
    # written with the fifty-third batch, by the same writer
    (
        "User lives in Tampere",
        "My brother just moved to Helsinki for work, so I'll be visiting him a lot more — what's a good weekend "
        "itinerary there?",
    ),
    (
        "User lives in Cork",
        "Sometimes I daydream about moving to Málaga for the sun, but realistically I'm staying put in Cork for "
        "the foreseeable future.",
    ),
    (
        "User works as a veterinarian",
        "If I weren't a vet I think I'd have been a pilot — do you think it's too late to get a private licence "
        "just as a hobby?",
    ),
    (
        "User works at Toyota",
        "Everyone at the barbecue thought I'd left Toyota for Honda because of a LinkedIn post, lol no, I'm still "
        "at Toyota, it was my cousin who switched.",
    ),
    (
        "User is married to Ingrid",
        "My best friend just got divorced and I'm trying to figure out how to support her — any advice?",
    ),
    (
        "User is single",
        "had a date w a guy named Rohan last night, it was nice but def not seeing him again lol, still happily single",
    ),
    (
        "User is vegetarian",
        "At my grandma's in Lagos I had a bite of her jollof with chicken just so I wouldn't offend her, but that "
        "was a one-off, I'm still vegetarian.",
    ),
    (
        "User is vegan",
        "My flatmate's gone keto and the fridge is full of bacon now 🙄 any tips for sharing a kitchen when you eat "
        "completely different things?",
    ),
    (
        "User eats meat",
        "Thinking about trying Veganuary this year, but honestly I don't know if I'll go through with it. What "
        "would a week of vegan meals even look like?",
    ),
    ("User lives in Cusco", "Back from two weeks in Buenos Aires — amazing steak, but it's good to be home in Cusco."),
    (
        "User works as a midwife",
        "Before I trained as a midwife I spent three years as a bank teller, and honestly I don't miss it one bit.",
    ),
    (
        "User has a boyfriend named Matteo",
        "Matteo and I had a huge fight about whose turn it was to do the dishes, but we made up — what's a cute "
        "way to say sorry?",
    ),
    ("User follows a keto diet", "Cheat day today, had a slice of my son's birthday cake 🎂 back to keto tomorrow tho"),
    (
        "User lives in Ballarat",
        "what would happen if I moved to Canada — would I need a visa as an Australian? just curious, not planning "
        "anything",
    ),
    (
        "User is engaged to Amara",
        "Haha my coworkers keep joking that Amara and I are basically married already since we bought a house "
        "together, but the wedding isn't until next June.",
    ),
    # written with the fifty-fourth batch, by the same writer
    (
        "User lives in Lyon",
        "My brother just moved to Montreal and keeps sending me photos of the snow - what's a good care package to "
        "send him from here?",
    ),
    (
        "User works as an accountant",
        "Sometimes I daydream about quitting to become a pilot, but honestly I'd never go through with it. Anyway, "
        "can you help me reconcile these two spreadsheets?",
    ),
    (
        "User is married to Sipho",
        "My best friend Lerato just got divorced and she's staying with Sipho and me for a few weeks - how can I "
        "support her without being pushy?",
    ),
    (
        "User is vegetarian",
        "My roommate is doing a carnivore challenge this month so our kitchen smells like bacon constantly - any "
        "ideas for a hearty lentil dish I can make for myself?",
    ),
    (
        "User lives in Kraków",
        "Everyone at the office thinks I moved to Warsaw because I'm there so often for meetings, but no, I still "
        "take the train back home to Kraków every evening.",
    ),
    (
        "User works at Spotify",
        "If I ever got an offer from Apple, do you think I should take it? Just curious how people weigh those "
        "decisions, nothing's on the table.",
    ),
    (
        "User is single",
        "My mom keeps asking when I'll finally get a boyfriend, lol. What's a polite way to tell her I'm happy on "
        "my own?",
    ),
    (
        "User is vegan",
        "I'm in Seville for the weekend - any vegan tapas spots near the cathedral? My friends want jamón "
        "everywhere but I'll pass.",
    ),
    (
        "User lives in Cusco",
        "Back before I moved to Cusco I lived in Lima for six years, and I still miss the ceviche from my old "
        "neighbourhood there. Any recipe that comes close?",
    ),
    (
        "User works as an electrician",
        "I did three years as a bartender in my twenties before I became an electrician, so mixing drinks for my "
        "friend's party should be easy, right? Give me a punch recipe for 20 people.",
    ),
    (
        "User is dating Amara",
        "Haha my coworker asked if Amara and I broke up because I didn't bring her to the party - nope, she just "
        "had the flu. What's a good soup for someone who's sick?",
    ),
    (
        "User is pescatarian",
        "I had one bite of my dad's lamb at the family barbecue just to be polite, but it's still only fish and "
        "veggies for me. What's a good marinade for grilled prawns?",
    ),
    (
        "User lives in Izmir",
        "My cousin is moving to Berlin next month for study, not me, I stay in Izmir. What documents he need for "
        "the student visa?",
    ),
    (
        "User is engaged to Farid",
        "Farid and I were thinking about eloping last weekend but decided to stick with the big wedding in June "
        "after all. How far ahead should we send save-the-dates?",
    ),
    (
        "User works at Nokia",
        "My sister just got hired at Ericsson, so family dinners are going to be a rivalry now haha. Any fun gift "
        "ideas to congratulate her?",
    ),
    # written with the fifty-fifth batch, by the same writer
    # written with the fifty-eighth batch, by the same writer
    (
        "User lives in Bergen",
        "My brother just moved to Oslo and keeps telling me to join him, but I'm staying put here in Bergen.",
    ),
    (
        "User works as a veterinarian",
        "I was offered a job in pharma sales last week but turned it down. I love being a vet too much.",
    ),
    (
        "User is married to Tomás",
        "My best friend just got divorced and I've been helping her move out. Any advice for supporting someone "
        "through a breakup?",
    ),
    (
        "User is vegetarian",
        "We're going to a Brazilian steakhouse for my dad's birthday. What could I order there that has no meat?",
    ),
    (
        "User lives in Valparaíso",
        "lol everyone on insta thinks i moved to santiago bc of all the pics but nope, just there for a "
        "conference, still living in valpo",
    ),
    (
        "User works at Airbus",
        "What if I quit Airbus and opened a café? Just daydreaming, I'm not actually going to do it.",
    ),
    (
        "User is single",
        "Before I was single I was with Rahul for six years, and sometimes I still miss his cooking. Anyway, any "
        "good podcasts for a long drive?",
    ),
    (
        "User is pescatarian",
        "Had one bite of my husband's burger at the fair yesterday just to try it. Not for me, I'm sticking with "
        "fish and veggies.",
    ),
    (
        "User lives in Adelaide",
        "Off to Bali for two weeks in July, can't wait to escape the Adelaide winter! What should I pack?",
    ),
    (
        "User has a girlfriend named Yuki",
        "Yuki's parents are visiting from Sapporo next month and I'm nervous. What's a polite gift to bring when I "
        "meet them?",
    ),
    (
        "User works as a software developer",
        "my cousin's thinking of switching to software dev like me, what bootcamps would u recommend for her?",
    ),
    (
        "User is vegan",
        "If I ever stopped being vegan it'd be for my nan's Yorkshire pudding, ha, but no chance, seven years strong.",
    ),
    (
        "User is engaged to Olu",
        "People keep asking if Olu and I secretly eloped. We didn't! The wedding is still set for October.",
    ),
    (
        "User lives in Cork",
        "Thinking about maybe moving to Dublin some day for work, but honestly it's just an idea for now. How "
        "expensive is rent there?",
    ),
    (
        "User works as a firefighter",
        "Thinking back to when I was a lifeguard in my teens, it was a totally different world from the fire "
        "station. Do you know any good workouts for shoulder endurance?",
    ),
    # written with the fifty-sixth batch, by the same writer
    (
        "User lives in Trondheim",
        "My brother just moved to Bergen and keeps sending me photos of the rain - makes me glad I'm staying put. "
        "What's a good housewarming gift to mail him?",
    ),
    (
        "User works as an electrician",
        "I keep daydreaming about quitting and becoming a park ranger, but let's be real, the pay as an "
        "electrician is too good to walk away from. What do park rangers actually do all day?",
    ),
    (
        "User is married to Tomasz",
        "Tomasz and I had a huge argument about the dishwasher last night, lol. How do other couples split chores "
        "fairly?",
    ),
    (
        "User is vegan",
        "My coworkers dared me to try the brie at the office party and I said no way. Can you recommend a good "
        "vegan cheese brand for a platter?",
    ),
    (
        "User lives in Cork",
        "Everyone at the pub thinks I've moved to Dublin because I'm there for work so much, but no, still in "
        "Cork, still paying Cork rent. What's the cheapest way to do the train commute?",
    ),
    (
        "User is single",
        "My best friend Amara just got engaged and asked me to be her maid of honour! What does a maid of honour "
        "actually have to do?",
    ),
    (
        "User works at Shopify",
        "If I got an offer from Stripe, would it be smart to leave Shopify? Just thinking hypothetically, nobody "
        "has actually called me.",
    ),
    (
        "User is pescatarian",
        "Back in college I ate burgers almost every day, hard to believe now. Anyway, what's a good sauce for "
        "grilled salmon?",
    ),
    (
        "User lives in Kraków",
        "I'm spending next week in Valencia for a conference - what should I pack for early spring there? I'll be "
        "happy to get home to Kraków afterwards though.",
    ),
    (
        "User has a girlfriend named Noor",
        "Noor's parents are getting divorced after 30 years and she's taking it hard. How can I support her?",
    ),
    (
        "User follows a keto diet",
        "Had one slice of my son's birthday cake yesterday, back on keto today. Roughly how many carbs was that?",
    ),
    (
        "User works as a dentist",
        "Haha if I hear one more patient say they hate dentists I'm going to quit and join the circus. Anyway, "
        "what are some good icebreakers for nervous patients?",
    ),
    (
        "User lives in Hangzhou",
        "My friend ask me why I not move to Shenzhen for better salary, but I think I stay in Hangzhou, here is my "
        "family. How can I negotiate salary in my company?",
    ),
    (
        "User eats meat",
        "I'm thinking about maybe going vegetarian someday, but not yet - what's the environmental footprint of "
        "beef compared to chicken?",
    ),
    (
        "User works as a chef",
        "My daughter says she wants to be a chef like me when she grows up. What cooking tasks are safe for a "
        "7-year-old?",
    ),
    (
        "User lives in Valparaíso",
        "My brother just moved to Santiago for a new job, so I'll be visiting him a lot. Is the bus from here to "
        "Santiago comfortable?",
    ),
    (
        "User lives in Tromsø",
        "I keep daydreaming about moving somewhere warm like Málaga, but realistically I'm not going anywhere for "
        "years. What's the best light therapy lamp?",
    ),
    (
        "User lives in Nairobi",
        "People keep asking if I moved to Mombasa because of all my beach photos, but no, that was just a two-week "
        "holiday, I'm still in Nairobi.",
    ),
    (
        "User lives in Cebu",
        "Writing this from a hotel in Hanoi, I'm here for a week-long conference and then flying home to Cebu on "
        "Sunday. Any street food I must try before I leave?",
    ),
    (
        "User works as a veterinarian",
        "My daughter just got hired as a software developer at a startup in Tallinn, I'm so proud! What's a good "
        "congratulations gift?",
    ),
    (
        "User works at Nestlé",
        "Unilever offered me a role last week but I turned it down, I'm staying put at Nestlé. Was that silly of me?",
    ),
    (
        "User works as a firefighter",
        "if i wasnt a firefighter id probably be a chef lol, do u think its too late to take cooking classes just "
        "for fun",
    ),
    (
        "User works as an architect",
        "Before I became an architect I spent three years waiting tables in Lyon, and honestly I still miss the "
        "tips sometimes.",
    ),
    (
        "User is married to Olusegun",
        "My best friend Ngozi just got divorced and she's staying with Olusegun and me for a few weeks. How can I "
        "support her?",
    ),
    (
        "User is single",
        "My mum keeps asking when I'll get a boyfriend, lol. Not happening anytime soon, I'm happily single. Any "
        "good solo travel destinations?",
    ),
    (
        "User has a boyfriend named Rafael",
        "Rafael and I had a huge fight about whose turn it was to do the dishes, but we made up over pizza 😅 how "
        "do couples usually split chores?",
    ),
    (
        "User is engaged to Ingrid",
        "jk jk i'm not eloping to vegas lol, ingrid would kill me. still planning our june wedding, any ideas for "
        "table centrepieces?",
    ),
    (
        "User is vegetarian",
        "I accidentally ate a dumpling with pork in it at a party last night 😬 still vegetarian obviously, just "
        "annoyed. How do I ask hosts about ingredients without being rude?",
    ),
    (
        "User is vegan",
        "My flatmate just went keto and is frying bacon every morning, which is a bit awkward for me as a vegan in "
        "a shared kitchen. Any tips?",
    ),
    (
        "User follows a keto diet",
        "Would I lose more weight if I switched from keto to intermittent fasting? Just curious, I'm not planning "
        "to change anything.",
    ),
    (
        "User lives in Bergen",
        "My brother just moved to Oslo and keeps bragging about the sunshine, meanwhile it's been raining here in "
        "Bergen for nine days straight.",
    ),
    (
        "User works as a pharmacist",
        "I keep daydreaming about quitting to open a bookshop, but realistically I'm staying at the pharmacy, the "
        "pay is too good. Any bookish side hobbies you'd suggest?",
    ),
    (
        "User is married to Tomasz",
        "My best friend just got divorced and is sleeping on our couch for a while; Tomasz is being very patient "
        "about it. How can I support her?",
    ),
    (
        "User is vegetarian",
        "At a wedding yesterday I accidentally ate a bite of a chicken skewer thinking it was tofu, ugh. Still "
        "vegetarian, just annoyed with myself.",
    ),
    (
        "User lives in Da Nang",
        "People keep asking if I moved to Hanoi because I posted so many photos from there, but no, it was just a "
        "two-week work trip and I'm back home in Da Nang.",
    ),
    (
        "User works at Spotify",
        "Hypothetically, if Netflix offered you a job would you take it over Spotify? Just curious, I'm not job "
        "hunting at all.",
    ),
    (
        "User is single",
        "My mum keeps asking when I'll finally bring a boyfriend home, lol, not happening anytime soon. Any gift "
        "ideas for her birthday?",
    ),
    (
        "User is vegan",
        "My husband start to eat vegan with me for one week but he already miss the jamón so much. I continue "
        "vegan of course. Can you give me a recipe he will like?",
    ),
    (
        "User follows a gluten-free diet",
        "Before I was diagnosed with celiac I used to eat a whole baguette a day, I miss those days. Any good "
        "gluten-free bread brands?",
    ),
    (
        "User works as an electrician",
        "My cousin just get job as electrician for one company in Port Harcourt and she want me to teach her the "
        "wiring regulations. Which books I fit give her?",
    ),
    (
        "User has a girlfriend named Ingrid",
        "Ingrid and I had a big fight about the dishes last night, but we talked it out this morning and we're "
        "good. How do couples usually split chores fairly?",
    ),
    (
        "User lives in Kraków",
        "I'm thinking that maybe someday I'd move to Gdańsk for the sea, but definitely not in the next few years. "
        "What's the best season to visit there?",
    ),
    (
        "User eats meat",
        "Did a vegan week for a challenge at work, it was fine but I'm back to my usual chicken and steak. What's "
        "a good marinade for flank steak?",
    ),
    (
        "User is engaged to Daniel",
        "My sister married last week in Guangzhou, very beautiful wedding, now Daniel and me have many ideas for "
        "our own wedding next year. How to plan the budget?",
    ),
    (
        "User works as a dentist",
        "I sometimes joke that I should become a stand-up comedian since my patients can't talk back anyway, haha. "
        "Any tips for calming nervous kids in the chair?",
    ),
    # written with the fifty-ninth batch, by the same writer
    (
        "User lives in Kraków",
        "My brother just moved to Wrocław for work, so I'll be visiting him a lot. What's the fastest train "
        "between the two?",
    ),
    (
        "User works as an electrician",
        "Sometimes I daydream about quitting and becoming a florist, but honestly the pay as an electrician is too "
        "good to walk away from.",
    ),
    (
        "User is married to Kenji",
        "My best friend just got divorced and I'm trying to support her, what should I say when she calls tonight?",
    ),
    (
        "User is vegetarian",
        "Had one bite of my dad's steak at his birthday as a dare, still veggie though, it was gross lol",
    ),
    (
        "User lives in Auckland",
        "Off to Queenstown for a week of skiing on Friday, can you suggest a packing list?",
    ),
    (
        "User works at Spotify",
        "A recruiter from Klarna reached out but I turned them down, I'm happy where I am.",
    ),
    (
        "User is single",
        "If I ever did start dating someone, would it be weird to bring them to my cousin's wedding?",
    ),
    (
        "User eats meat",
        "My daughter went vegan last week, so I need dinners she'll eat that I can still add chicken to for myself.",
    ),
    (
        "User lives in Rotterdam",
        "People keep asking if I moved to Amsterdam since I'm there so often for work, but nope, still in Rotterdam.",
    ),
    (
        "User has a girlfriend named Chioma",
        "Before I met Chioma I was single for like three years lol, wild to think about",
    ),
    (
        "User works as a chef",
        "Just curious, what would a chef earn in Canada compared to Australia? Not planning to go anywhere, my "
        "mate asked.",
    ),
    (
        "User is pescatarian",
        "What's the difference between vegan and plant-based? my coworker keeps using them interchangeably",
    ),
    (
        "User lives in Cusco",
        "We thought about moving to Lima for the schools but decided to stay put, the kids love it here.",
    ),
    (
        "User is engaged to Amara",
        "My sister just got married in Lagos and it made me so excited for our own wedding next year!",
    ),
    (
        "User works as a librarian",
        "back when i waited tables in college i hated sundays lol. anyway can u recommend a good mystery novel",
    ),
    # written with the sixtieth batch, by the same writer
    (
        "User lives in Tbilisi",
        "My brother just moved to Batumi for work, can you suggest a housewarming gift I could mail him?",
    ),
    (
        "User works as a dentist",
        "Sometimes I daydream about quitting to become a chef, but realistically I'll be fixing teeth until I "
        "retire. Any good weekend cooking classes?",
    ),
    (
        "User is married to Elif",
        "My best friend Deniz just got divorced and I'm worried about her. How can I support her?",
    ),
    (
        "User is vegetarian",
        "At my cousin's wedding I felt pressured into trying a bite of lamb, but I'm sticking with veggie. How do "
        "I politely decline next time?",
    ),
    (
        "User lives in Cork",
        "People keep asking if I moved to Dublin because I'm there so often for work, but no, still in Cork, just "
        "commuting a lot. Any tips for the train?",
    ),
    (
        "User works at Nokia",
        "I had an interview with Ericsson last week but turned down their offer, so I'm staying at Nokia. Was that "
        "dumb?",
    ),
    (
        "User is single",
        "If I ever had a girlfriend, I'd want someone who likes hiking as much as I do. What are good hiking apps?",
    ),
    (
        "User follows a keto diet",
        "Cheat day yesterday: a whole pizza. Back on keto today, feeling guilty. How many carbs was that roughly?",
    ),
    (
        "User lives in Valparaíso",
        "We're spending two weeks in Patagonia over the holidays. What should I pack?",
    ),
    (
        "User works as a nurse",
        "Before I became a nurse I worked in a call centre for years, and I don't miss it. What's a good way to "
        "describe that on a CV?",
    ),
    (
        "User has a boyfriend named Mateo",
        "My sister says Mateo and I should just get married already, haha, we're not in a rush. Any ideas for our "
        "anniversary?",
    ),
    (
        "User is vegan",
        "What would happen to my body if I ate meat again? Just curious, I'm not planning to.",
    ),
    (
        "User lives in Kraków",
        "Thinking about maybe moving to Warsaw next year for the salaries, but nothing is decided at all. What are "
        "the pros and cons?",
    ),
    (
        "User eats meat",
        "My daughter went vegetarian last week, so I need recipes she'll eat alongside my usual chicken dishes.",
    ),
    (
        "User works as an architect",
        "My husband just got promoted to head chef at his restaurant! How should we celebrate?",
    ),
    (
        "User lives in Valparaíso",
        "My sister just moved to Santiago for work, so I'll be visiting her a lot. What's the best bus between the "
        "two cities?",
    ),
    (
        "User works as an electrician",
        "Sometimes I daydream about quitting and becoming a chef, but honestly the pay as an electrician is too "
        "good to walk away from.",
    ),
    (
        "User is married to Oluwaseun",
        "My best friend just got divorced and I'm trying to support her. What should I say to someone going "
        "through that?",
    ),
    (
        "User is vegetarian",
        "My husband is going low-carb this month, so I need dinner ideas where I can cook a meat side for him and "
        "a veggie version for me.",
    ),
    (
        "User lives in Tromsø",
        "Everyone at work thinks I moved to Oslo because I was there so much this winter, but no, I'm still up in "
        "Tromsø freezing.",
    ),
    (
        "User works at Ericsson",
        "Got an offer from Nokia today but I turned it down, I'm staying at Ericsson.",
    ),
    (
        "User is dating Aroha",
        "If Aroha and I ever broke up, who would get the cat? Asking hypothetically, we're doing great lol",
    ),
    (
        "User is vegan",
        "What would happen to my body if I ate a steak after six years vegan? Just curious, not planning to.",
    ),
    (
        "User lives in Cork",
        "Back when I lived in Dublin I paid twice the rent, so Cork has been a blessing really.",
    ),
    (
        "User is single",
        "my mum keeps asking when im getting a girlfriend 🙄 not happening anytime soon",
    ),
    (
        "User works as a firefighter",
        "Took the kids to the station open day and they think my job is the coolest thing ever. Any ideas for a "
        "fire-safety activity at home?",
    ),
    (
        "User is pescatarian",
        "Had a bite of my dad's lamb at the wedding just to be polite, but that was a one-off, back to fish and "
        "veggies for me.",
    ),
    (
        "User lives in Da Nang",
        "we're off to Hanoi for a week next month, any street food tips? 🍜",
    ),
    (
        "User is engaged to Ingrid",
        "My cousin eloped in Vegas last weekend, wild. Ingrid and I are still going for a proper wedding next "
        "summer though.",
    ),
    (
        "User works as a dentist",
        "Thinking about maybe retraining as an architect someday. What would that even involve at 40?",
    ),
    (
        "User lives in Ljubljana",
        "My brother just moved to Vancouver and keeps sending me photos of mountains. What's a good housewarming "
        "gift I could ship to him?",
    ),
    (
        "User works as an electrician",
        "I keep daydreaming about quitting and becoming a pastry chef, but honestly the pay as an electrician is "
        "too good to walk away from. Can you recommend a weekend baking class instead?",
    ),
    (
        "User is married to Amara",
        "My coworker just got divorced and he's really struggling. How can I support him without being pushy?",
    ),
    (
        "User is vegetarian",
        "At my friend's barbecue everyone kept offering me ribs, but I stuck to the grilled halloumi as always. "
        "Any good veggie dishes I can bring next time?",
    ),
    (
        "User lives in Oaxaca",
        "Heading to Mexico City for a three-day conference next week, then straight back home. Any tips for "
        "getting around by metro?",
    ),
    (
        "User works at Nokia",
        "People keep congratulating me on LinkedIn for a 'new job' just because I updated my photo, haha, no, I'm "
        "still at Nokia. How do I turn off those notifications?",
    ),
    (
        "User is single",
        "If I ever did get married, I think I'd want a tiny ceremony on a beach. Anyway, can you recommend a good "
        "book about enjoying life on your own?",
    ),
    (
        "User is vegan",
        "What happens nutritionally if a vegan suddenly starts eating meat again? Asking because my roommate is "
        "thinking about it, not me.",
    ),
    (
        "User lives in Accra",
        "Before I came to Accra I lived in Kumasi for ten years, and I still miss the fufu from my old chop bar "
        "there. Can you suggest a good recipe?",
    ),
    (
        "User works as a dentist",
        "Back in my twenties I worked as a barista before dental school, and some days I miss the latte art. How "
        "do I pour a rosetta at home?",
    ),
    (
        "User has a boyfriend named Kenji",
        "Kenji and I had a huge fight last night about the dishes, lol, but we made up this morning. Any tips for "
        "dividing chores fairly?",
    ),
    (
        "User is pescatarian",
        "Yesterday my mother make lamb for her birthday and I ate one little piece only for her, but normally I "
        "eat only fish and vegetables, no meat. Is a problem for my stomach?",
    ),
    (
        "User lives in Bergen",
        "We looked at a flat in Oslo last weekend but decided not to move after all, Bergen's rain has grown on "
        "me. What should I do on this rainy Sunday?",
    ),
    (
        "User follows a keto diet",
        "My husband says I should try going vegan for a month, but no way, I'm sticking with keto. Got any "
        "low-carb dessert ideas?",
    ),
    (
        "User is engaged to Mateus",
        "My best friend Lucía just got engaged too, so now we're both comparing wedding venues. Any ideas for a "
        "vineyard wedding in Mendoza?",
    ),
    (
        "User lives in Tallinn",
        "My sister just moved to Reykjavik and keeps sending me photos of the northern lights. I'm so jealous, but "
        "I'm staying put here.",
    ),
    (
        "User works as a civil engineer",
        "I've been daydreaming about quitting to open a bakery, but realistically I'm not going anywhere, the "
        "mortgage won't pay itself.",
    ),
    (
        "User is married to Mateo",
        "Mateo and I had a huge argument about whose turn it was to do the dishes lol, but we're fine. What's a "
        "fair chore chart for two people?",
    ),
    (
        "User is vegetarian",
        "My flatmate is trying keto this month and the whole fridge is bacon. Can you give me some veggie dinners "
        "I can cook alongside his?",
    ),
    (
        "User lives in Nairobi",
        "People keep asking if I moved to Mombasa because I posted so many beach pics, but no, it was just a "
        "week's holiday. Back home in Nairobi now.",
    ),
    (
        "User works at Ericsson",
        "If I were to switch to Spotify hypothetically, would I lose my stock options? Just curious, not planning "
        "anything.",
    ),
    (
        "User is single",
        "My best friend Yusuf just got engaged and asked me to be his best man! Any tips for writing a speech?",
    ),
    (
        "User is pescatarian",
        "Accidentally ate a bit of chicken at my aunt's party because the dumplings weren't labelled 😬 not a big "
        "deal, back to my usual tomorrow.",
    ),
    (
        "User lives in Adelaide",
        "Before I moved to Adelaide I lived in Darwin for six years, and I still miss the mango season there.",
    ),
    (
        "User is engaged to Hana",
        "wedding's still on for next june btw, hana's mum keeps adding people to the guest list 😩",
    ),
    (
        "User works as a pharmacist",
        "lol my kid said he wants to be a pharmacist like me when he grows up, then changed his mind to dinosaur 🦖",
    ),
    (
        "User is vegan",
        "Is it true that honey isn't vegan? My coworker asked me and I want to know what to tell her.",
    ),
    (
        "User has a girlfriend named Elif",
        "Elif's brother broke up with his girlfriend yesterday so he's crashing on our couch for a while.",
    ),
    (
        "User lives in Ghent",
        "Thinking about maybe moving to Antwerp someday, but for now Ghent is home. What are rents like there, "
        "roughly?",
    ),
    (
        "User works as a welder",
        "My brother just got a job as a firefighter in Calgary, so proud of him! I'm still welding at the "
        "shipyard, same old.",
    ),
    (
        "User lives in Valparaíso",
        "My brother just moved to Santiago for work and keeps begging me to follow, but I'm staying put by the "
        "sea. What's a good housewarming gift to send him?",
    ),
    (
        "User works as a dentist",
        "Sometimes I daydream about quitting dentistry to open a bakery, but realistically that's never happening "
        "with a mortgage. Anyway, what's a good sourdough starter ratio?",
    ),
    (
        "User is married to Henrik",
        "If Henrik and I ever split up, who would get the sauna? Kidding, we just celebrated ten years. Any "
        "anniversary dinner ideas?",
    ),
    (
        "User is vegetarian",
        "At my colleague's farewell I ate a bite of lamb by accident and felt terrible. Still veggie of course, "
        "how do I politely ask restaurants about hidden meat stock?",
    ),
    (
        "User lives in Kraków",
        "Everyone on Facebook thinks I moved to Warsaw because I posted so many photos from there, but no, it was "
        "just a two-week work trip and I'm back home in Kraków.",
    ),
    (
        "User works at Unilever",
        "I had a final interview at Nestlé yesterday but I've decided to turn down their offer and stay at "
        "Unilever. How do I write a polite decline email?",
    ),
    (
        "User is single",
        "My best friend Aiko just got engaged and asked me to be her maid of honour! What should I say in the speech?",
    ),
    (
        "User eats meat",
        "My daughter went vegan last month, so what can I cook for family dinner that we both enjoy? I'll still "
        "have my chicken on the side.",
    ),
    (
        "User lives in Shenzhen",
        "My parents want me move back to Wuhan, but I think I will stay in Shenzhen, the salary is higher. How I "
        "can explain to them politely?",
    ),
    (
        "User is engaged to Mateus",
        "Before I met Mateus I was in a really bad relationship for years, so planning this wedding still feels "
        "unreal sometimes. Can you help me make a seating chart?",
    ),
    (
        "User works as a bus driver",
        "What would a career as a paramedic actually pay in Ontario? Just curious, I'm not planning to switch "
        "anytime soon.",
    ),
    (
        "User follows a gluten-free diet",
        "Would it be crazy to go low-carb on top of being gluten-free? Just thinking about it, haven't changed "
        "anything yet.",
    ),
    (
        "User lives in Abuja",
        "My oga for office say they go transfer some of us to the Port Harcourt branch, but my name no dey the "
        "list, so I still dey Abuja. Wetin I fit write to congratulate my colleague wey dem send?",
    ),
    (
        "User is pescatarian",
        "Back in uni I lived on kebabs and burgers, can't believe it now. Anyway, what's a good marinade for "
        "grilled prawns?",
    ),
    (
        "User works as a software developer",
        "My wife started her new job as a teacher in Bremen this week, I am so proud. How can I make her first "
        "week more easy for her?",
    ),
    (
        "User lives in Rotterdam",
        "My sister just moved to Lyon and keeps sending me photos of pastries, I'm so jealous. What's a good Dutch "
        "gift to send her?",
    ),
    (
        "User works as an electrician",
        "Sometimes I daydream about quitting and opening a bakery, but let's be real, the pay as an electrician is "
        "too good to walk away from.",
    ),
    (
        "User is married to Tomasz",
        "My best friend is getting divorced and I have no idea what to say to her. How can I support her?",
    ),
    (
        "User is vegetarian",
        "Had one bite of my brother's steak at the wedding just to see what the fuss was about — nope, still not "
        "for me, straight back to my veggie plate.",
    ),
    (
        "User lives in Cusco",
        "People keep asking if I moved to Lima because I posted so many photos from there, but no, it was just a "
        "two-week work trip and I'm back home in Cusco.",
    ),
    (
        "User works at Spotify",
        "I interviewed at Klarna last week just to see what's out there, but I turned down the offer — staying at "
        "Spotify for now.",
    ),
    (
        "User is dating Mateo",
        "What happens to a relationship when one person moves abroad for a year? Asking purely hypothetically, "
        "Mateo and I aren't going anywhere.",
    ),
    (
        "User is pescatarian",
        "Before I went pescatarian I used to eat a burger almost every day, crazy to think about now. What's a "
        "good fish taco recipe?",
    ),
    (
        "User lives in Tromsø",
        "If I ever left Tromsø I think I'd go somewhere warm like Seville, but honestly I can't imagine giving up "
        "the northern lights.",
    ),
    (
        "User works as a paramedic",
        "my cousin just became a firefighter lol she keeps bragging bc she thinks its cooler than being a "
        "paramedic like me",
    ),
    (
        "User is single",
        "My mum keeps trying to set me up with her friend's son, but I'm not interested in dating anyone right now.",
    ),
    (
        "User follows a keto diet",
        "Cheat day at my niece's birthday, had two slices of cake 🎂 back on keto tomorrow morning.",
    ),
    (
        "User is engaged to Sipho",
        "Our wedding got pushed back to next year because the venue flooded, so Sipho and I are staying engaged a "
        "while longer.",
    ),
    (
        "User lives in Galway",
        "I'm weighing up whether to move to Dublin for the job market — what are the pros and cons compared to "
        "staying in Galway?",
    ),
    (
        "User works as a pharmacist",
        "Back when I was a student I worked as a lifeguard every summer, funny how different that was from being a "
        "pharmacist.",
    ),
    (
        "User lives in Porto",
        "My brother just moved from Porto to Zurich for a banking job, any tips I can pass on to him about Swiss "
        "health insurance?",
    ),
    (
        "User works as a dentist",
        "Sometimes I daydream about quitting dentistry and opening a surf shop, but let's be real, the student "
        "loans aren't going anywhere. Can you explain how refinancing them works?",
    ),
    (
        "User is married to Henrik",
        "Henrik and I had a huge fight about the dishwasher last night lol, 14 years married and still arguing "
        "about how to load it. What's the right way?",
    ),
    (
        "User is vegetarian",
        "We're going to a steakhouse for my dad's birthday, what vegetarian options do places like that usually have?",
    ),
    (
        "User lives in Kraków",
        "People keep asking if I moved to Warsaw because I'm there so often for work, but no, I still live in "
        "Kraków and just take the train. What's the fastest connection?",
    ),
    (
        "User works at Shopify",
        "If I ever got an offer from Stripe, would it be worth leaving Shopify? Just curious how their equity "
        "usually compares.",
    ),
    (
        "User is single",
        "My best friend Lindiwe just got engaged and asked me to be her maid of honour! Help me write a speech.",
    ),
    (
        "User follows a gluten-free diet",
        "Before I was diagnosed with celiac I used to bake sourdough every weekend, I miss it so much. Are there "
        "any gluten-free sourdough starters that actually work?",
    ),
    (
        "User lives in Hobart",
        "Off to Reykjavik for a week's holiday in March, what should I pack for that weather?",
    ),
    (
        "User works as a firefighter",
        "My daughter wants to become a software engineer like her aunt, what coding language should a 12 year old "
        "start with?",
    ),
    (
        "User has a girlfriend named Yuki",
        "Yuki's parents are visiting from Sapporo next week and I'm so nervous to meet them, how do I greet them "
        "politely in Japanese?",
    ),
    (
        "User follows a Mediterranean diet",
        "My coworker swears by keto and lost 10 kilos, should I try it? Just asking hypothetically, I'm pretty "
        "happy with how I eat now.",
    ),
    (
        "User lives in Guadalajara",
        "My cousin say me to move to Monterrey because there is more job, but I think I stay here in Guadalajara, "
        "my family is here. How I can improve my CV in English?",
    ),
    (
        "User is engaged to Tomasz",
        "Haha my colleague joked that we should just elope in Vegas, but no, Tomasz and I are still planning the "
        "big wedding for next August. What's a realistic budget for 120 guests?",
    ),
    (
        "User works as an electrician",
        "I had a dream last night that I was a chef at some fancy restaurant, so weird. Anyway, what gauge wire do "
        "I need for a 40 amp circuit?",
    ),
    (
        "User lives in Tromsø",
        "My brother just moved to Bergen and keeps sending me pictures of the rain, glad I'm staying put up north.",
    ),
    (
        "User works as a pharmacist",
        "Sometimes I daydream about quitting to become a park ranger, but realistically I'm not leaving the "
        "pharmacy anytime soon.",
    ),
    (
        "User is married to Kwame",
        "My best friend is getting divorced and it's been rough on her; how can I support her through it?",
    ),
    (
        "User is vegetarian",
        "At my cousin's wedding I had one bite of lamb to be polite, but it was a one-off - I'm still vegetarian. "
        "How do I politely decline next time?",
    ),
    (
        "User lives in Coimbra",
        "People keep asking if I moved to Lisbon because I post so many photos from there, but nope, those are "
        "just work trips and I still live in Coimbra.",
    ),
    (
        "User works at Nokia",
        "If I ever got an offer from Apple, would it be worth relocating? Purely hypothetical, I'm happy at Nokia.",
    ),
    (
        "User is single",
        "my roommate got engaged last night and now everyone's asking when it's my turn ugh 🙄",
    ),
    (
        "User is pescatarian",
        "Back in college I ate burgers every single day, can't believe it now. What's a good miso cod recipe?",
    ),
    (
        "User lives in Valparaíso",
        "I'm spending two weeks in Patagonia on a hiking trip next month - what should I pack?",
    ),
    (
        "User works as an electrician",
        "My daughter just started her first job as a graphic designer, any tips I can pass on to her about "
        "workplace etiquette?",
    ),
    (
        "User has a girlfriend named Leilani",
        "Leilani and I had a silly fight over the dishes lol, but we're totally fine - what's a cute apology gesture?",
    ),
    (
        "User follows a gluten-free diet",
        "My husband's trying keto for a month, can you suggest dinners that are both keto and gluten-free so we "
        "can eat together?",
    ),
    (
        "User lives in Winnipeg",
        "Thinking about maybe moving to Vancouver someday for the milder winters, but not anytime soon. What's the "
        "weather like there in February?",
    ),
    (
        "User is engaged to Tomás",
        "Before I met Tomás I was single for like five years lol, dating apps were a nightmare.",
    ),
    (
        "User eats meat",
        "Doing Meatless Monday with the office today just for fun - got a good veggie chili recipe?",
    ),
    (
        "User lives in Nairobi",
        "My brother just moved to Kampala for work. What's a good housewarming gift I can ship to him from Nairobi?",
    ),
    (
        "User works as a dentist",
        "Sometimes I daydream about quitting dentistry to open a surf shop, but honestly I'd never do it. Anyway, "
        "what toothpaste should I recommend to patients with sensitive teeth?",
    ),
    (
        "User is married to Ingrid",
        "My friend Hamid is getting divorced and I have no idea what to say to him. Any advice?",
    ),
    (
        "User is vegan",
        "I'm at a conference in Lyon this week. Anything vegan-friendly near Part-Dieu station?",
    ),
    (
        "User lives in Cork",
        "People keep asking if I moved to Dublin since I'm there so often for work, but no, still in Cork; the "
        "train is just handy.",
    ),
    (
        "User works at Spotify",
        "If I hypothetically got an offer from Netflix, how should I negotiate salary? Just curious, I'm not "
        "planning to leave.",
    ),
    (
        "User is single",
        "My mom keeps asking when I'll get a boyfriend lol. Can you give me a funny comeback for family dinners?",
    ),
    (
        "User is pescatarian",
        "Back in college I ate burgers every single day, can't believe it now. What's a good tuna poke recipe?",
    ),
    (
        "User has a girlfriend named Aiko",
        "Aiko's sister just got engaged and we're helping plan the party. Any theme ideas?",
    ),
    (
        "User lives in Hoi An",
        "Thinking about maybe moving to Da Nang next year. What are rent prices like there?",
    ),
    (
        "User works as a firefighter",
        "My daughter just started her first job as a paramedic, so proud! What's a good gift for her first shift?",
    ),
    (
        "User eats meat",
        "Tried a vegan restaurant with coworkers yesterday and it was surprisingly good, but I'm not giving up "
        "steak lol. Can you find me a ribeye recipe?",
    ),
    (
        "User is engaged to Rafael",
        "Before I met Rafael I dated a guy from Oslo for two years, funny how things turn out. Anyway, help me "
        "choose the wording for our wedding invitations?",
    ),
    (
        "User follows a keto diet",
        "If I did a cheat day for my birthday, how many carbs would one slice of chocolate cake be? I probably "
        "won't, just curious.",
    ),
    (
        "User lives in Valparaíso",
        "My cousin in Santiago says I should relocate there for the jobs, but I love the sea too much to leave. "
        "What should I pack for a weekend visit to Santiago?",
    ),
    (
        "User lives in Valparaíso",
        "My brother just moved to Santiago for work, so I'll have a place to crash when I visit. What should I see "
        "there on a weekend?",
    ),
    (
        "User works as a veterinarian",
        "Sometimes I daydream about quitting and opening a bakery, but honestly I love the animals too much to "
        "ever leave the clinic.",
    ),
    (
        "User is married to Oluwaseun",
        "My best friend just got divorced and she's taking it hard. How can I support her?",
    ),
    (
        "User is vegetarian",
        "Accidentally had a bite of my dad's chicken at dinner, ugh. Still vegetarian obviously, it was just "
        "gross. How do I politely ask relatives to label dishes?",
    ),
    (
        "User lives in Reykjavik",
        "lol everyone thinks i moved to copenhagen bc of my insta stories but nope, just a 2 week holiday, back "
        "home in reykjavik now ❄️",
    ),
    (
        "User works at Spotify",
        "If I ever got an offer from Apple would it be dumb to turn it down? Purely hypothetical, I'm happy where "
        "I am.",
    ),
    (
        "User is single",
        "My parents keep asking when I'll get a girlfriend 🙄 not happening anytime soon. How do I deflect at "
        "family dinners?",
    ),
    (
        "User eats meat",
        "Trying Meatless Monday with my flatmate this week just for fun, any good lentil recipes? Back to burgers "
        "on Tuesday no doubt.",
    ),
    (
        "User has a girlfriend named Sofia",
        "Before I met Sofia I was engaged to someone else for a year, which is a weird story for another time. "
        "Anyway, what's a good gift for her birthday?",
    ),
    (
        "User lives in Chiang Mai",
        "We looked at a house in Bangkok last weekend but decided not to move after all, the traffic alone put us off.",
    ),
    (
        "User works as a pilot",
        "My daughter wants to become a pilot like me. Is 14 too young to start flying lessons?",
    ),
    (
        "User is vegan",
        "Wait, is honey actually vegan? My coworker insists it is and I've been avoiding it for years.",
    ),
    (
        "User is dating Mateo",
        "my roommate is dating like 3 guys at once 💀 meanwhile mateo and i are just chilling watching netflix "
        "every night lol",
    ),
    (
        "User works as a civil engineer",
        "Back in uni I worked as a bartender for three summers, best tips ever. Anyway, can you help me check this "
        "beam load calculation?",
    ),
    (
        "User is pescatarian",
        "Me mam's gone vegan, would you believe, so Sunday dinner's a nut roast now. I'll still be having my fish "
        "on the side, mind.",
    ),
    (
        "User lives in Tromsø",
        "My brother just moved to Bergen for work and keeps sending me pictures of the rain, can you suggest a "
        "funny reply?",
    ),
    (
        "User works as a dentist",
        "Sometimes I dream about quitting and opening a surf shop, but let's be real, the mortgage says no. "
        "Anyway, can you recommend a good podcast for my commute?",
    ),
    (
        "User is married to Sofia",
        "My best friend just got divorced and I don't know what to say to him; can you help me write a supportive "
        "message?",
    ),
    (
        "User is vegetarian",
        "My dad is making his famous beef stew for the family dinner, so I'll stick to the bread and salad as "
        "usual. Any vegetarian side dish I could bring?",
    ),
    (
        "User lives in Valparaíso",
        "Everyone at the reunion assumed I had moved to Santiago because of my Instagram photos, but no, I was "
        "only there for a conference and I'm still living right here by the port.",
    ),
    (
        "User works at Samsung",
        "If I got an offer from Apple, would it be crazy to move to California? Just thinking out loud, I'm not "
        "applying anywhere.",
    ),
    (
        "User is single",
        "Back in university I had a girlfriend for four years, and today I saw her at the supermarket with her "
        "kids, weird feeling. What should I cook tonight for one?",
    ),
    (
        "User is vegan",
        "Haha my coworker asked if I'd 'relapsed' because I ordered a burger, but it was the Beyond one, I'm still "
        "fully plant-based.",
    ),
    (
        "User lives in Kraków",
        "Just back from two weeks of holiday in Split, the trip was amazing but it's good to be home in Kraków in "
        "my own bed. Can you help me sort my photos by day?",
    ),
    (
        "User works as an electrician",
        "My daughter wants to become a pilot, what are the steps to get a commercial licence in Australia?",
    ),
    (
        "User is engaged to Marco",
        "Marco and I keep arguing about the guest list for the wedding, my mum wants 200 people. How do we cut it "
        "down politely?",
    ),
    (
        "User eats meat",
        "Tried a fully vegan week as a challenge with my roommate, it was fun but I'm glad to have my chicken "
        "back. What's a good marinade?",
    ),
    (
        "User follows a Mediterranean diet",
        "What would happen to my cholesterol if I went full carnivore like those guys on YouTube? Purely "
        "hypothetical, I'm not doing it.",
    ),
    (
        "User is dating Aiko",
        "My parents ask when I marry with Aiko, but we are only dating one year, too early! How I can answer them "
        "polite?",
    ),
    (
        "User lives in Mombasa",
        "My cousin relocate to Nairobi last week and he want me to come also, but I am not ready to leave Mombasa. "
        "How I can tell him nicely?",
    ),
    (
        "User lives in Valparaíso",
        "My sister just moved to Santiago for her new job, so I'll be visiting her there on weekends.",
    ),
    (
        "User works as a veterinarian",
        "Sometimes I daydream about quitting and opening a bakery, but honestly I'd miss the animals way too much.",
    ),
    (
        "User is married to Farida",
        "Farida's brother got divorced last week, it's been rough on the whole family.",
    ),
    (
        "User is vegetarian",
        "took one bite of my mate's burger at the bbq as a dare lol, never again 🤢 still veggie ofc",
    ),
    (
        "User lives in Tromsø",
        "Everyone at work thinks I moved to Oslo because I was there for two weeks, but no, I'm still up in Tromsø "
        "freezing.",
    ),
    (
        "User works at Spotify",
        "If Spotify ever laid me off, would it be smart to go freelance? Just thinking hypothetically.",
    ),
    (
        "User is single",
        "My best mate Tariq just got engaged to his girlfriend, so I'm helping plan the stag do.",
    ),
    (
        "User follows a keto diet",
        "Back before I started keto I practically lived on bagels, funny to think about now.",
    ),
    (
        "User lives in Cork",
        "We're spending three weeks in Seville this summer, can you suggest some day trips from there?",
    ),
    (
        "User works as an electrician",
        "My son just started his apprenticeship as a plumber, I'm so proud of him.",
    ),
    (
        "User is dating Amara",
        "Amara keeps asking when we'll move in together, but we haven't decided anything yet.",
    ),
    (
        "User is pescatarian",
        "What's the difference between vegan and plant-based? My coworker keeps using them interchangeably.",
    ),
    (
        "User eats meat",
        "Tried a vegan restaurant in town last night for my friend's birthday, the jackfruit tacos were "
        "surprisingly good!",
    ),
    (
        "User works as a librarian",
        "lol my cousin asked if i'd ever become a tiktok influencer, imagine me doing dances between the shelves 💀",
    ),
    (
        "User lives in Dunedin",
        "Thinking about maybe moving to Wellington next year if the job market picks up, but nothing's decided.",
    ),
    (
        "User lives in Tampere",
        "My brother just moved to Oulu and keeps sending me photos of the snow.",
    ),
    (
        "User works as a paramedic",
        "Sometimes I daydream about quitting and opening a surf shop, but honestly I'd miss the ambulance too much.",
    ),
    (
        "User is married to Chiara",
        "Chiara's sister just got engaged, so we're helping plan the party — any theme ideas?",
    ),
    (
        "User is vegetarian",
        "My partner is doing keto this month, so cooking two different dinners every night is exhausting.",
    ),
    (
        "User lives in Cork",
        "Everyone keeps asking if I've moved to Dublin since I'm there so often for work, but no, still in Cork, "
        "just a lot of train rides.",
    ),
    (
        "User works at Airbus",
        "Before Airbus I spent six years as a line cook, which is why I'm weirdly good at knife skills.",
    ),
    (
        "User is pescatarian",
        "If I ever went vegan, what would I use instead of anchovies in Caesar dressing?",
    ),
    (
        "User is dating Bongani",
        "Bongani's ex texted him happy birthday and im trying not to be weird about it lol",
    ),
    (
        "User lives in Hobart",
        "Off to Bali for two weeks tomorrow! What should I pack for the humidity?",
    ),
    (
        "User is vegan",
        "Accidentally ate a biscuit with milk in it at work today, ugh. Not a big deal, still vegan, just annoying.",
    ),
    (
        "User works as a librarian",
        "Would I be a good lawyer, do you think? My friends keep saying I argue like one 😂",
    ),
    (
        "User is single",
        "Went on a first date last night, it was fine but no spark, so back to the apps I guess.",
    ),
    (
        "User eats meat",
        "Tried a fully vegan restaurant for my friend's birthday and honestly the jackfruit tacos were amazing.",
    ),
    (
        "User lives in Chiang Mai",
        "We looked at a flat in Bangkok last weekend but decided it was too expensive, so we're staying put.",
    ),
    (
        "User is engaged to Rafael",
        "Joke's on my coworkers who bet we'd elope — Rafa and I are still planning the big wedding for next June.",
    ),
    (
        "User lives in Bergen",
        "My brother just moved to Tromsø for work and keeps sending me photos of the northern lights. So jealous!",
    ),
    (
        "User lives in Cusco",
        "People keep asking if I've moved to Lima since I'm there every other week for meetings, but no, I'm still "
        "living in Cusco.",
    ),
    (
        "User lives in Adelaide",
        "We're toying with the idea of moving to Perth in a few years, but nothing's decided. What's the cost of "
        "living like over there?",
    ),
    (
        "User lives in Leeds",
        "Back home in Leeds after a fortnight in Crete — already missing the sunshine!",
    ),
    (
        "User lives in Kigali",
        "haha my coworkers joked i should just move into the office since i'm there so late 😂 anyway still loving "
        "kigali, what's a good weekend hike nearby?",
    ),
    (
        "User works as a paramedic",
        "I interviewed for a hospital admin job last week but turned the offer down — I'd miss being out on the "
        "ambulance too much.",
    ),
    (
        "User works at Unilever",
        "Before Unilever I spent six years at Nestlé, which is why I still know all their chocolate secrets haha.",
    ),
    (
        "User works as an electrician",
        "if i won the lottery i'd quit being an electrician tmrw and open a surf shop lol 🏄",
    ),
    (
        "User is married to Tomasz",
        "My best friend Gosia is getting divorced and I'm trying to support her. How can I help without overstepping?",
    ),
    (
        "User has a boyfriend named Diego",
        "lol my mum keeps asking when diego and i are getting married, we're not even thinking about it yet 🙄",
    ),
    (
        "User is dating Amara",
        "Amara and I had a huge fight about the dishes last night but we talked it out this morning and we're "
        "good. How do couples split chores fairly?",
    ),
    (
        "User follows a plant-based diet",
        "My partner's going keto for a month and I'm stuck cooking two dinners every night. Any plant-based meals "
        "he can just add meat to?",
    ),
    (
        "User eats fish but not meat",
        "Honestly, before I cut out meat in 2019 I ate burgers like three times a week — wild to think about now.",
    ),
    (
        "User doesn't eat meat",
        "Is lab-grown chicken technically vegetarian? Just curious, I'm not planning to eat it.",
    ),
    (
        "User follows a gluten-free diet",
        "Had one bite of my nephew's birthday cake by accident and regretted it all evening. Definitely sticking "
        "to gluten-free!",
    ),
    (
        "User lives in Krakow",
        "My brother just moved to Berlin for a job at a startup, and I'm already planning to visit him in June.",
    ),
    (
        "User works as an electrician",
        "I sometimes daydream about quitting and becoming a chef, but honestly I like the wiring work too much to "
        "ever leave.",
    ),
    (
        "User is married to Hamid",
        "Hamid and I had a huge argument about the dishwasher last night lol, but we're fine. How do you load one "
        "properly?",
    ),
    (
        "User is vegetarian",
        "My husband is trying keto this month, so I'm cooking two dinners every night — any vegetarian meals he "
        "could add meat to on his side?",
    ),
    (
        "User lives in Cape Town",
        "Just got back from two weeks in Buenos Aires and I kind of wish I lived there, but it's good to be home "
        "in Cape Town.",
    ),
    (
        "User is single",
        "My best friend Ingrid got engaged over the weekend and I'm her maid of honour — can you help me write a "
        "toast?",
    ),
    (
        "User is vegan",
        "Accidentally took a bite of my friend's cheeseburger at the party thinking it was the vegan one, ugh. "
        "Still vegan obviously, just annoyed.",
    ),
    (
        "User works at Ericsson",
        "Everyone at the reunion assumed I'd left Ericsson after the layoffs, but nope, I'm still there and my "
        "team survived.",
    ),
    (
        "User lives in Aberdeen",
        "Before I came to Aberdeen I lived in Bristol for six years, and I still miss the cider.",
    ),
    (
        "User has a boyfriend named Ravi",
        "If Ravi and I ever broke up, who would get the cat? Asking purely hypothetically, we're very happy lol.",
    ),
    (
        "User eats meat",
        "Trying Meatless Monday today just for fun — what's a good chickpea recipe?",
    ),
    (
        "User works as a dentist",
        "What would a career switch to teaching even look like at 45? Just curious, I'm not planning anything.",
    ),
    (
        "User is engaged to Beatriz",
        "Beatriz's parents keep asking when we'll set a wedding date and we still have no idea lol.",
    ),
    (
        "User lives in Adelaide",
        "we're looking at houses in melbourne but honestly prob wont move for another couple years",
    ),
    (
        "User is pescatarian",
        "My daughter just announced she's going vegan, so I need recipes that work for both of us — I'll still be "
        "having my fish on the side.",
    ),
    # written with the 75th-78th batches, by the same writers
    (
        "User lives in Lisbon",
        "My sister just moved to Paris and keeps begging me to move too, but I'm staying put here in Lisbon.",
    ),
    (
        "User lives in Denver",
        "I'm spending two weeks in Tokyo for a conference next month. What should I pack?",
    ),
    (
        "User lives in Toronto",
        "If I ever moved to Vancouver, do you think I'd miss the snow? Just daydreaming lol",
    ),
    (
        "User works as a nurse",
        "I've got an interview for a pharma sales job on Friday, but honestly I'm not sure I'd take it even if "
        "offered.",
    ),
    (
        "User works at Google",
        "My husband just got a job at Apple, so now we're a mixed-ecosystem household lol. Still loving my "
        "team at Google though.",
    ),
    (
        "User works as a software engineer",
        "Back in college I worked as a lifeguard for three summers, those were the days. Anyway, how do I "
        "reverse a linked list in Rust?",
    ),
    (
        "User works as a teacher",
        "Volunteering at the soup kitchen this Saturday, any tips for serving big crowds?",
    ),
    (
        "User is married to Helen",
        "Helen and I just celebrated our tenth anniversary, can't believe it's been a decade!",
    ),
    (
        "User is single",
        "My best mate just got engaged and I'm the best man, any ideas for a speech?",
    ),
    (
        "User is dating Marco",
        "Marco jokes that he'll propose when pigs fly lol. What should I get him for his birthday?",
    ),
    (
        "User is divorced",
        "My ex-husband remarried last week. Weird feeling but I'm fine, honestly.",
    ),
    (
        "User is vegetarian",
        "Made a huge roast chicken for my kids tonight, they devoured it. I had the roasted veg and halloumi myself.",
    ),
    (
        "User is vegan",
        "Thinking about trying keto sometime but not sure it's compatible with being vegan. Is it possible?",
    ),
    (
        "User eats meat",
        "Did Meatless Monday at work today, the lentil curry was great. Tomorrow back to burgers though 🍔",
    ),
    (
        "User is pescatarian",
        "Accidentally ate a dumpling with pork in it at the restaurant, felt awful. Still sticking to fish and "
        "veg though.",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Berlin and keeps sending me photos of her new flat. What's a good "
        "housewarming gift I can mail from Portugal?",
    ),
    (
        "User lives in Chicago",
        "I'm thinking about maybe moving to Miami someday, but not before the kids finish school. What's the "
        "cost of living difference roughly?",
    ),
    (
        "User lives in Manchester",
        "I'm spending two weeks in Tokyo for a conference next month. Which neighbourhood should I book a hotel in?",
    ),
    (
        "User lives in Toronto",
        "I lived in Montreal for five years before coming back here, so my French is decent. Can you recommend "
        "French podcasts for intermediate listeners?",
    ),
    (
        "User works as a teacher",
        "If I became a lawyer, hypothetically, how many years would it take in the US starting from scratch? "
        "Just curious, I love teaching too much to leave.",
    ),
    (
        "User works at Google",
        "My husband just started a new job at Apple, so our schedules are all over the place. Any tips for "
        "planning dinners when both partners work late?",
    ),
    (
        "User works as a nurse",
        "I had an interview for a clinic manager position yesterday, but no answer yet. How long do hospitals "
        "usually take to reply?",
    ),
    (
        "User works as a software engineer",
        "Back when I was a waiter in college I learned to carry four plates at once, lol. Anyway, how do I set "
        "up a Python virtual environment on Windows?",
    ),
    (
        "User is married to David",
        "David and I had a huge fight about the dishes again, we're fine, just annoyed. How do couples usually "
        "split chores fairly?",
    ),
    (
        "User is dating Maria",
        "My best friend just got engaged and I'm the maid of honour! What does a maid of honour need to organise?",
    ),
    (
        "User is single",
        "I went on one date with a guy from an app last night but I don't think I'll see him again. Is it rude "
        "to just not reply?",
    ),
    (
        "User is married to Kenji",
        "Kenji is away on a work trip in Osaka for a month, so it's just me and the cat. Any solo dinner ideas?",
    ),
    (
        "User is vegetarian",
        "My husband made steak for himself tonight and the smell was amazing, but I stuck with my lentil "
        "curry. Can you give me a better lentil curry recipe?",
    ),
    (
        "User is vegan",
        "I'm considering trying pescatarian for a bit because of B12 worries, but I haven't decided. Is a "
        "supplement enough on its own?",
    ),
    (
        "User follows a keto diet",
        "I had one slice of birthday cake at my niece's party yesterday, back to keto today. Will one cheat "
        "day kick me out of ketosis for long?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to follow her, but I'm staying put in Lisbon. Any "
        "good restaurants in Alfama?",
    ),
    (
        "User works as a nurse",
        "If I ever quit nursing I'd love to be a pilot, but that's a pipe dream. How long does pilot training "
        "take anyway?",
    ),
    (
        "User is married to David",
        "watched a movie about a messy divorce last night and hugged david extra tight after lol",
    ),
    (
        "User is vegetarian",
        "My kids had burgers at the party and I stuck with the grilled halloumi. Is halloumi high in salt?",
    ),
    (
        "User lives in Denver",
        "I'm spending two weeks in Tokyo for work next month - what should I pack?",
    ),
    (
        "User works at Google",
        "Had an interview with Meta yesterday, fingers crossed, but no offer yet.",
    ),
    (
        "User is single",
        "My best friend just got engaged and I'm the maid of honor! What should I plan for the bachelorette?",
    ),
    (
        "User is vegan",
        "Back in college I ate meat every single day, can't imagine that now. What's a good vegan protein powder?",
    ),
    (
        "User eats meat",
        "tried a vegan week as a challenge, it was fine but im def back on burgers now lol",
    ),
    (
        "User is engaged to Priya",
        "Priya and I are thinking about pushing the wedding to next spring. Is April too rainy in Italy?",
    ),
    (
        "User works as a teacher",
        "What would happen to my pension if I switched to being a software engineer? Just curious, not "
        "planning anything yet.",
    ),
    (
        "User lives in Manchester",
        "We were looking at houses in Leeds but decided it wasn't worth it, so we're staying put. What's on in "
        "Manchester this weekend?",
    ),
    (
        "User follows a keto diet",
        "Had one slice of birthday cake at my niece's party, but it's straight back to keto tomorrow.",
    ),
    (
        "User has a boyfriend named Jake",
        "lol my coworker thought jake and i broke up bc i didnt bring him to the party, nope still together 😂",
    ),
    (
        "User works at Amazon",
        "My husband just started a new job at Microsoft, so now we're a two-tech-giant household haha. Any "
        "ideas for celebrating him?",
    ),
    (
        "User lives in Lisbon",
        "My brother just moved to Berlin for work and keeps sending me photos of his new flat. What's a good "
        "housewarming gift I can mail him from here?",
    ),
    (
        "User works as a nurse",
        "I've been thinking about going back to school to become a nurse practitioner someday, but for now I'm "
        "staying on the ward. What are the usual prerequisites?",
    ),
    (
        "User is married to Daniel",
        "If Daniel and I ever got divorced, who would legally keep the dog? Just curious after watching a "
        "documentary, we're totally fine lol.",
    ),
    (
        "User is vegetarian",
        "My husband grilled steaks for his friends last night and the smell was amazing, but I stuck to my "
        "halloumi skewers. Any tips for cleaning a really greasy grill?",
    ),
    (
        "User lives in Chicago",
        "Back home in Chicago after a week in Miami. The sunshine was lovely but I'm glad to be in my own bed. "
        "How do I make a peeling sunburn heal faster?",
    ),
    (
        "User works at Google",
        "I had an interview at Meta yesterday just to see what's out there. No offer yet, and honestly I'm not "
        "sure I'd leave anyway. How long do they usually take to respond?",
    ),
    (
        "User is single",
        "My best friend just got engaged and asked me to be her maid of honor! Me, the eternally single one, "
        "giving a speech about love, ha. Help me start it?",
    ),
    (
        "User is vegan",
        "I accidentally ate a cookie with butter in it at the office party and only realized after. Still "
        "vegan of course, just annoyed. How do I ask about ingredients without being awkward?",
    ),
    (
        "User lives in Toronto",
        "When I lived in Montreal during university I got bagels at St-Viateur every Sunday. Is there anywhere "
        "in Toronto that comes close?",
    ),
    (
        "User works as a software engineer",
        "My manager keeps joking that I should quit coding and become a stand-up comedian. Give me three nerdy "
        "one-liners for our team standup.",
    ),
    (
        "User is engaged to Lucas",
        "Lucas and I had a huge fight about the guest list, but we talked it out and the wedding is still on "
        "for June. How do you handle in-laws who want to invite 50 extra people?",
    ),
    (
        "User eats meat",
        "What would happen to my body if I went vegan for a month? Not planning to, just curious about the science.",
    ),
    (
        "User lives in Madrid",
        "We're considering moving to Barcelona next year if my wife's transfer comes through. What are the "
        "neighborhoods there like for families?",
    ),
    (
        "User is married to Ahmed",
        "My ex-boyfriend from high school messaged me on Facebook out of nowhere. I'm happily married and "
        "won't reply, but it felt weird. Should I just block him?",
    ),
    (
        "User follows a keto diet",
        "Birthday cheat day: I had a big slice of cake and some fries. Back to keto tomorrow morning. How fast "
        "will I get back into ketosis?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Amsterdam and keeps begging me to visit. What's the cheapest way to get there from "
        "Lisbon?",
    ),
    (
        "User works as a nurse",
        "Thinking about maybe going back to school for an MBA someday, but for now I'm sticking with nursing. Is it "
        "worth it?",
    ),
    (
        "User is married to Daniel",
        "Daniel's been away on a work trip for two weeks and honestly I miss him. Any ideas for a welcome-home dinner?",
    ),
    (
        "User is vegetarian",
        "Made a huge beef lasagna for my brother's birthday. I didn't eat any, obviously, but everyone loved it. How "
        "long does it keep in the fridge?",
    ),
    (
        "User lives in Chicago",
        "spending the week in miami for a conference lol, it's 85 degrees and i never want to go home to chicago 😭",
    ),
    (
        "User works at Google",
        "if i hypothetically left google for a startup would i lose my unvested stock? just curious, not going "
        "anywhere rn",
    ),
    (
        "User is single",
        "Went on one date with a guy from Hinge last night, nothing serious, probably won't see him again. Is it "
        "rude not to text back?",
    ),
    (
        "User is vegan",
        "Back in college I ate burgers every single day, can't believe that was me. Anyway, any good vegan ramen "
        "spots in Portland?",
    ),
    (
        "User works as a teacher",
        "My husband just got promoted to principal at his school! How should we celebrate?",
    ),
    (
        "User is engaged to Priya",
        "Priya and I are still engaged, we just pushed the wedding to next year because of the venue. How do I tell "
        "the guests?",
    ),
    (
        "User lives in Berlin",
        "We've been looking at flats in Hamburg but nothing's decided yet, prices are mad. Should I wait until spring?",
    ),
    (
        "User follows a keto diet",
        "Had one slice of birthday cake at work today, back to keto tomorrow. Will one cheat day kick me out of "
        "ketosis?",
    ),
    (
        "User has a girlfriend named Maya",
        "lol my mom keeps asking when maya and i are getting married, we're nowhere near that yet. how do i change "
        "the subject",
    ),
    (
        "User is divorced",
        "My ex-husband just got remarried, which is weird to hear about. How do I explain it to the kids?",
    ),
    (
        "User eats meat",
        "My daughter announced she's going vegan, so I need some recipes I can make for her while the rest of us "
        "keep our steak nights.",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Berlin and keeps sending me photos of her new flat. What's a good housewarming gift "
        "to mail abroad?",
    ),
    (
        "User works as a nurse",
        "I've been thinking about maybe going back to school for medicine someday, but honestly not anytime soon. "
        "What's the MCAT like?",
    ),
    (
        "User is married to Elena",
        "Elena and I had our tenth anniversary last weekend, still married and still arguing about the thermostat. "
        "Any ideas for a nice anniversary dinner at home?",
    ),
    (
        "User is vegetarian",
        "I cooked a roast chicken for my in-laws on Sunday, though I only had the potatoes and veg myself. How do "
        "you keep roast potatoes crispy?",
    ),
    (
        "User lives in Chicago",
        "I'm spending three weeks in Tokyo for a work trip next month. What's the best way to get a SIM card there?",
    ),
    (
        "User works at Google",
        "A recruiter from Meta reached out with an offer, but I'm not sure I want to leave. What questions should I "
        "ask to compare offers?",
    ),
    (
        "User is single",
        "My best friend just got engaged and I'm her maid of honor! What should I include in the speech?",
    ),
    (
        "User is vegan",
        "If I were ever to try eating fish again, which would be the most sustainable option? Just curious, I'm not "
        "planning to.",
    ),
    (
        "User lives in Madrid",
        "I lived in London for five years before coming here, and I still miss the parks. Are there any big green "
        "spaces in Madrid like Hyde Park?",
    ),
    (
        "User works as an accountant",
        "Haha, after this tax season I'm ready to quit and become a goat farmer. Anyway, what's a good Excel formula "
        "for a running total?",
    ),
    (
        "User is engaged to Hannah",
        "Hannah's brother just got divorced and is staying with us for a bit. How do I support someone going through "
        "a divorce?",
    ),
    (
        "User eats meat",
        "I had a vegan burger at a friend's barbecue yesterday and it was surprisingly good. Which brand might it "
        "have been, the one that 'bleeds'?",
    ),
    (
        "User is dating Marco",
        "Marco and I had our first big fight last night but we talked it out this morning and we're fine. How do "
        "couples usually handle disagreements about money?",
    ),
    (
        "User follows a keto diet",
        "Cheat day for my birthday: I'm having a big slice of cake tonight and then back to keto tomorrow. Will one "
        "day kick me out of ketosis for long?",
    ),
    (
        "User lives in Toronto",
        "We're looking at houses in Ottawa and might move next year if my partner's transfer goes through. What's "
        "the housing market like there?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Madrid and keeps begging me to visit. Is the train from Lisbon any good?",
    ),
    (
        "User works as a nurse",
        "thinking about going back to school for nurse practitioner someday lol but not rn, too broke",
    ),
    (
        "User is married to David",
        "David and I celebrated our tenth anniversary yesterday — what's the traditional gift for ten years?",
    ),
    (
        "User is vegetarian",
        "My brother grilled steaks for the whole family tonight, I stuck to the halloumi skewers. Any ideas for a "
        "veggie side that goes with BBQ?",
    ),
    (
        "User lives in Chicago",
        "Spending two weeks in Tokyo for work next month — which neighborhoods should I stay in?",
    ),
    (
        "User works at Google",
        "If I got an offer from another lab would it be crazy to leave Google? Just daydreaming, nothing's on the "
        "table.",
    ),
    (
        "User is single",
        "went on one date w a guy from hinge, total dud lol. still single and honestly fine w it",
    ),
    (
        "User eats meat",
        "Did a vegan week for a challenge at work and I'm SO glad it's over, bring on the bacon.",
    ),
    (
        "User is engaged to Sophie",
        "Sophie's brother just got married and now everyone's asking when our wedding is. We haven't even booked a "
        "venue.",
    ),
    (
        "User lives in Melbourne",
        "Used to live in Perth back in my uni days, reckon it's changed heaps since. What's the best brunch in "
        "Fitzroy these days?",
    ),
    (
        "User works as a teacher",
        "My colleague just quit teaching to become a realtor. Sometimes I'm jealous but I'd miss my kids too much.",
    ),
    (
        "User lives in Austin",
        "lol if i sit in one more I-35 jam im moving to the moon. anyway best late night tacos?",
    ),
    (
        "User follows a keto diet",
        "Had a slice of birthday cake at my niece's party, total one-off, back on keto tomorrow. How long to get "
        "back into ketosis?",
    ),
    (
        "User has a boyfriend named Jake",
        "Jake's been talking about proposing apparently, his mum let it slip! Should I act surprised when it happens?",
    ),
    (
        "User is divorced",
        "My ex-husband just got remarried — weird feeling. Anyway, still happily on my own. Any good solo travel "
        "spots?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps telling me I should follow her. How long is the train from Lisbon "
        "to Porto?",
    ),
    (
        "User works as a nurse",
        "Thinking about maybe applying for a teaching job at the nursing school someday, but not yet. What "
        "qualifications do they usually ask for?",
    ),
    (
        "User is married to Sarah",
        "If Sarah and I ever split, who would get the dog lol. Anyway, what's a good gift for our 10th anniversary?",
    ),
    (
        "User is vegetarian",
        "Took a bite of my friend's burger at the barbecue yesterday by accident, yuck. Still veggie of course. Got "
        "a good veggie burger recipe?",
    ),
    (
        "User lives in Chicago",
        "I'm in Denver for a conference this week and the altitude is killing me. How much water should I drink?",
    ),
    (
        "User works at Google",
        "I got an offer from Microsoft but I'm going to decline it, my team at Google is too good. How do I politely "
        "turn down an offer?",
    ),
    (
        "User is single",
        "My best friend got engaged yesterday and I'm the maid of honour! What should I put in the speech?",
    ),
    (
        "User is vegan",
        "My brother ordered a steak and his kids had fish sticks, I had the mushroom risotto without parmesan. Can "
        "you recommend a vegan dessert place in Rome?",
    ),
    (
        "User lives in Berlin",
        "When I lived in Munich as a student the beer gardens were the best part. Are there good beer gardens in "
        "Berlin too?",
    ),
    (
        "User works as a teacher",
        "What would a career change to real estate even look like for a teacher? Just curious, I love my class too "
        "much to leave.",
    ),
    (
        "User is dating Chloe",
        "Chloe and I had a big fight about the dishes lol but we're fine now. How do couples split chores fairly?",
    ),
    (
        "User follows a keto diet",
        "Cheat day today, I had a whole pizza for my birthday, back on keto tomorrow. How do I get back into ketosis "
        "fast?",
    ),
    (
        "User has a boyfriend named Tom",
        "My ex Ben texted me out of nowhere, I didn't answer and Tom just laughed about it. What's a good movie for "
        "date night?",
    ),
    (
        "User works as an accountant",
        "Yes, I'm still doing the accounting job, tax season is crazy. How do I stay focused during long hours?",
    ),
    (
        "User lives in Toronto",
        "If I moved to Vancouver would I pay more for rent, you think? Just dreaming, I'm not going anywhere soon.",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to visit. What's the fastest train from Lisbon?",
    ),
    (
        "User lives in Chicago",
        "I'm thinking about maybe moving to Denver someday, but honestly I love Chicago too much to leave. What's "
        "Denver like in winter?",
    ),
    (
        "User works as a nurse",
        "If I ever quit nursing, do you think I'd be good at UX design? Just daydreaming after a double shift lol",
    ),
    (
        "User works at Google",
        "Had an interview with Meta today purely for practice, I'm not leaving Google. How do people negotiate "
        "salary anyway?",
    ),
    (
        "User is married to Daniel",
        "Daniel and I had a huge fight about the dishes lol, but we're fine now. Any tips for splitting chores fairly?",
    ),
    (
        "User is single",
        "Went on a first date yesterday, it was okay but nothing's gonna come of it. Still happily single tbh.",
    ),
    (
        "User is vegetarian",
        "Cooked a roast chicken for my parents tonight and they loved it, I stuck to the roasted veg myself. Any "
        "ideas for their leftovers?",
    ),
    (
        "User is vegan",
        "Should I try keto? My coworker swears by it, but I doubt it's even doable while staying vegan.",
    ),
    (
        "User lives in London",
        "Back from a week in Barcelona, already missing the sun. London's grey as ever.",
    ),
    (
        "User works as a software engineer",
        "Back when I was a barista in college I learned latte art, can you explain how to pour a rosetta?",
    ),
    (
        "User is engaged to Priya",
        "Priya's best friend just got married and the wedding was gorgeous, can't wait for ours next spring!",
    ),
    (
        "User eats meat",
        "Doing Meatless Monday with the office today just for fun, any good veggie lunch ideas?",
    ),
    (
        "User is pescatarian",
        "lol my roommate said i should go full carnivore after i stared at her burger 😂 not happening, fish and "
        "veggies forever",
    ),
    (
        "User works as a teacher",
        "My husband just started a new job as a pilot, so proud of him! Meanwhile I'm grading 90 essays this weekend "
        "😩",
    ),
    (
        "User has a boyfriend named Jake",
        "Jake's going on a two-month work trip to Singapore, long distance is gonna suck but we'll make it. Ideas "
        "for care packages?",
    ),
    (
        "User lives in Lisbon",
        "My brother just moved to Berlin and keeps sending me photos of his new flat. Should I visit him in December "
        "or is it too cold?",
    ),
    (
        "User works as a software engineer",
        "I've been thinking about maybe going into product management someday, but not yet. What skills would I need?",
    ),
    (
        "User is married to Daniel",
        "Daniel's sister just got divorced and it's been hard on the whole family. How can I support her without "
        "overstepping?",
    ),
    (
        "User is vegetarian",
        "Made a roast chicken for my parents tonight — they loved it, though I stuck to the potatoes myself. Any "
        "tips for crispier skin next time?",
    ),
    (
        "User lives in Toronto",
        "I'm in Montreal for a conference this week and the hotel is lovely. What should I eat here before flying "
        "home Sunday?",
    ),
    (
        "User works at Google",
        "Got a recruiter message from Meta today, lol, not interested. How do I politely decline?",
    ),
    (
        "User is single",
        "If I were dating someone, what would be a good first date idea in winter? Just curious, it's for a story "
        "I'm writing.",
    ),
    (
        "User is vegan",
        "Back in college I ate meat every single day, can't believe it now. Can you suggest a vegan lasagna recipe?",
    ),
    (
        "User eats meat",
        "Tried a vegan burger at lunch today just to see what the fuss is about — honestly not bad. Is pea protein "
        "healthy?",
    ),
    (
        "User is engaged to Priya",
        "We're still engaged, we just pushed the wedding to next year because of the venue. How do I tell guests "
        "about the new date?",
    ),
    (
        "User lives in Paris",
        "What would my rent look like if I moved to Amsterdam? Just comparing, no plans yet.",
    ),
    (
        "User works as a nurse",
        "My husband just got hired as a paramedic, so now we're both in healthcare lol. How do we coordinate our "
        "night shifts?",
    ),
    (
        "User has a girlfriend named Maya",
        "Maya's best friend just got engaged and now everyone keeps asking when it's our turn, haha. How do I "
        "deflect that at dinner?",
    ),
    (
        "User follows a keto diet",
        "Had a slice of birthday cake at my niece's party — just a one-off, back to keto tomorrow. How long until "
        "I'm back in ketosis?",
    ),
    (
        "User lives in Austin",
        "I lived in Denver for a few years before coming back here and I kind of miss the mountains. Any good hiking "
        "near Austin?",
    ),
    (
        "User lives in Lisbon",
        "My brother just moved to Amsterdam and keeps sending me pictures of canals. I'm staying put in Lisbon "
        "though, way too sunny here to leave.",
    ),
    (
        "User works as a nurse",
        "Thinking I might go back to school to become a nurse practitioner someday, but for now I'm still doing 12s "
        "on the cardiac floor. How do people study while working full-time?",
    ),
    (
        "User is married to Helen",
        "Helen's sister just got divorced and it's been a rough few weeks for the whole family. How can I support her?",
    ),
    (
        "User is vegetarian",
        "Made a huge pot of chili con carne for my boyfriend's game night - I had the bean version myself. How long "
        "does chili keep in the fridge?",
    ),
    (
        "User lives in Chicago",
        "Spending two weeks in Tokyo for work next month! Which neighborhoods should I stay in?",
    ),
    (
        "User works at Google",
        "if i ever quit google im opening a taco truck lol. anyway how do i fix a merge conflict in git",
    ),
    (
        "User is single",
        "My friends keep trying to set me up with this guy named Ben. Not sure I'm ready to date yet. What's a "
        "polite way to say no?",
    ),
    (
        "User eats meat",
        "Tried a vegan burger at a friend's place and honestly it wasn't bad! Still love my steak though.",
    ),
    (
        "User is engaged to Daniel",
        "Daniel and I keep arguing about whether to have the wedding in summer or winter. What are the pros and cons?",
    ),
    (
        "User lives in Berlin",
        "Back when I lived in Hamburg I took the ferry to work every day. Is there anything like that on the Spree?",
    ),
    (
        "User follows a keto diet",
        "Had a slice of cake at my niece's birthday, just a one-off, back on keto tomorrow. How long does it take to "
        "get back into ketosis?",
    ),
    (
        "User works as a teacher",
        "What would a career switch to UX design look like for someone like me? Just curious, I'm not planning "
        "anything yet.",
    ),
    (
        "User has a girlfriend named Priya",
        "priya's ex texted her last night lmao, she blocked him immediately. we're good tho. whats a cute date idea "
        "for this weekend",
    ),
    (
        "User is vegan",
        "My roommate just started a carnivore diet and the fridge is all steak now 😩 how do I stop my tofu absorbing "
        "the smell",
    ),
    (
        "User works at Deloitte",
        "Got a recruiter message from McKinsey today. Probably not replying, I like my team at Deloitte. How do I "
        "decline politely but keep the door open?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to visit. What's the fastest train from Lisbon?",
    ),
    (
        "User lives in Chicago",
        "I'm thinking about maybe moving to Austin someday if the job market there is good. How does the cost of "
        "living compare to Chicago?",
    ),
    (
        "User works as a nurse",
        "If I were to go back to school to become a doctor, how many years would it take?",
    ),
    (
        "User works at Google",
        "My husband just got an offer from Microsoft, so we're celebrating tonight. Any good champagne under $50?",
    ),
    (
        "User is married to Daniel",
        "Daniel and I just celebrated our tenth anniversary in Rome! What should I get him as a belated gift?",
    ),
    (
        "User is vegetarian",
        "I cooked a whole turkey for my family's Thanksgiving even though I didn't touch it myself. How long do "
        "leftovers keep in the fridge?",
    ),
    (
        "User is vegan",
        "Back in college I ate burgers every single day, can't believe it now. Anyway, what's a good vegan burger "
        "brand?",
    ),
    (
        "User is single",
        "My best friend got engaged last night and I'm the maid of honor! How do I plan a bachelorette party?",
    ),
    (
        "User lives in Toronto",
        "I'm in Tokyo for two weeks on a work trip. Which neighborhoods are good for ramen?",
    ),
    (
        "User works as an accountant",
        "Sometimes I joke that I should quit and become a pastry chef, ha. But seriously, how do I fix a spreadsheet "
        "formula that returns #REF?",
    ),
    (
        "User eats meat",
        "Doing a vegan week challenge with coworkers just for fun, back to normal after Sunday. What can I pack for "
        "lunch on Monday?",
    ),
    (
        "User has a boyfriend named Tom",
        "Tom and I had a huge fight about dishes yesterday, but we made up. How do couples usually split chores?",
    ),
    (
        "User is pescatarian",
        "What would happen to my cholesterol if I went fully vegan? Just curious, not planning to.",
    ),
    (
        "User works as a software engineer",
        "I used to be a waiter before I got into coding, and honestly I miss the tips sometimes. What's a good side "
        "project to learn Rust?",
    ),
    (
        "User is divorced",
        "My ex-husband is getting remarried next month and the kids are going to the wedding. How do I explain it to "
        "them?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Madrid and keeps begging me to visit. What's the fastest train from Lisbon?",
    ),
    (
        "User works as a nurse",
        "thinking about maybe going back to school for pharmacy someday but idk, for now still doing 12s on the ward "
        "lol",
    ),
    (
        "User is married to Elena",
        "Elena's best friend just got divorced and it's been rough on her. How can we be supportive?",
    ),
    (
        "User is vegetarian",
        "Made a roast chicken for my parents tonight and they loved it. I stuck to the potatoes and greens myself.",
    ),
    (
        "User lives in Chicago",
        "Spending two weeks in Tokyo for work next month, which neighborhoods should I stay in?",
    ),
    (
        "User works at Google",
        "If I ever left Google, do you think a startup would pay me anywhere near the same?",
    ),
    (
        "User is engaged to Tom",
        "Back when I was with my ex in college I never imagined settling down. Anyway, Tom wants a spring wedding, "
        "thoughts?",
    ),
    (
        "User is vegan",
        "lol my bf got a bacon double cheeseburger and i just sat there with my lentil bowl watching him 😂",
    ),
    (
        "User lives in Berlin",
        "Hypothetically, if I moved to Amsterdam, would my rent go up a lot?",
    ),
    (
        "User is single",
        "My mum keeps asking when I'll bring someone home for Christmas 🙄 still flying solo, still happy about it",
    ),
    (
        "User eats meat",
        "Tried a vegan week as a challenge at work, it was fun but I'm glad to be back to burgers.",
    ),
    (
        "User works as a teacher",
        "Got offered an interview at a tutoring company, but I haven't decided if I'll even go. Still love my "
        "classroom.",
    ),
    (
        "User has a boyfriend named Marcus",
        "Marcus and I had a huge fight about the dishes lol, we're fine now though. How do couples split chores "
        "fairly?",
    ),
    (
        "User follows a keto diet",
        "Had one slice of birthday cake at my niece's party, just the one! Back on keto tomorrow. How long to get "
        "back into ketosis?",
    ),
    (
        "User lives in Manchester",
        "Me mate jokes I practically live at me nan's in Leeds cos I'm there every weekend, haha. Anyway, what's on "
        "in Manchester this Saturday?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to visit. What's the fastest way to get there from "
        "Lisbon by train?",
    ),
    (
        "User lives in Chicago",
        "If I ever moved to Denver, would the altitude affect my running a lot? Just curious, no plans yet.",
    ),
    (
        "User works as a teacher",
        "I'm interviewing for a UX designer role next Tuesday. How should I explain the jump from teaching to design?",
    ),
    (
        "User works at Google",
        "A recruiter from Meta reached out with an offer, but I turned it down because I'm happy where I am. How do "
        "I reply politely to keep the door open?",
    ),
    (
        "User is married to Daniel",
        "Daniel and I had a huge fight about the dishes last night, lol. Any tips for dividing chores fairly?",
    ),
    (
        "User is single",
        "My best friend just got engaged and asked me to be her maid of honor! What does a maid of honor actually do?",
    ),
    (
        "User is vegetarian",
        "I cooked a roast chicken for my parents on Sunday even though I didn't touch it myself. How long should it "
        "rest before carving?",
    ),
    (
        "User is vegan",
        "Back in college I lived on burgers and milkshakes, hard to believe now. Can you suggest a vegan milkshake "
        "recipe?",
    ),
    (
        "User lives in Toronto",
        "I'm spending three weeks in Mexico City for work next month. Which neighborhoods are good for a short stay?",
    ),
    (
        "User has a girlfriend named Sofia",
        "I'm thinking about proposing to Sofia next summer. What ring styles are popular right now?",
    ),
    (
        "User eats meat",
        "My son has decided to go vegetarian. How can I make sure he gets enough protein?",
    ),
    (
        "User works as a nurse",
        "People keep asking if I'll become a doctor someday, but honestly I love being a nurse. How do I answer "
        "without sounding defensive?",
    ),
    (
        "User is pescatarian",
        "At the wedding they only served steak, so I just ate the salad and bread. Should I mention it to the couple "
        "or let it go?",
    ),
    (
        "User is divorced",
        "My ex-husband is getting remarried in June and our kids are in the wedding. How do I handle that day "
        "gracefully?",
    ),
    (
        "User lives in Paris",
        "Haha, with rent like this I might as well move to the moon. Any tips for negotiating a lease renewal in "
        "Paris?",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to follow her, but I'm staying put.",
    ),
    (
        "User works as a nurse",
        "If I ever quit nursing I'd probably retrain as a paramedic, but that's a long way off.",
    ),
    (
        "User is married to Tom",
        "Tom and I just celebrated ten years of marriage! Any ideas for a tin anniversary gift?",
    ),
    (
        "User is vegetarian",
        "My husband made a huge beef stew for his friends tonight, I just had the bread lol",
    ),
    (
        "User lives in Chicago",
        "back from a week in miami, honestly could live there but nah chicago is home 🏙️",
    ),
    (
        "User works at Google",
        "Got an interview at Meta next week, no idea if I'd even take it if they offered.",
    ),
    (
        "User is single",
        "my best mate just got engaged and i'm like... still single lmao, send help",
    ),
    (
        "User is vegan",
        "Back when I was a teenager I ate burgers every single day, can't imagine that now.",
    ),
    (
        "User is dating Sam",
        "What would happen legally if Sam and I got married in Vegas on a whim? Asking hypothetically.",
    ),
    (
        "User eats meat",
        "Tried a vegan restaurant for my friend's birthday, food was decent but I'm not converting.",
    ),
    (
        "User lives in Berlin",
        "Is it true that Munich rents are way higher than Berlin's? Just curious.",
    ),
    (
        "User works as a teacher",
        "Used to work as a bartender in uni, the tips were better than my teacher salary lol",
    ),
    (
        "User is pescatarian",
        "Had a bite of my dad's chicken at the barbecue by accident, ugh, never again.",
    ),
    (
        "User has a girlfriend named Priya",
        "Priya's ex texted her last night and it was so awkward, we just laughed about it together.",
    ),
    (
        "User follows a keto diet",
        "cheat day today, demolished a whole pizza 🍕 back on keto tomorrow",
    ),
    (
        "User lives in Lisbon",
        "My sister just moved to Porto and keeps begging me to join her, but honestly I love my neighbourhood here "
        "too much to leave. What's a good housewarming gift to send her?",
    ),
    (
        "User works as a teacher",
        "If I ever quit teaching, do you think instructional design would be a realistic switch? Just daydreaming "
        "during marking season.",
    ),
    (
        "User is married to Daniel",
        "Daniel and I celebrated our tenth anniversary last night and he still can't dance. Any ideas for a nice "
        "photo album layout?",
    ),
    (
        "User is vegetarian",
        "I cooked a roast chicken for my parents' visit tonight even though I won't touch it myself. How long should "
        "a 2 kg chicken roast?",
    ),
    (
        "User lives in Chicago",
        "I'll be in Denver for a three-week work project next month, staying in a hotel. What should I pack for the "
        "altitude?",
    ),
    (
        "User works at Google",
        "A recruiter from Stripe reached out and I have an interview on Thursday. What questions should I ask them?",
    ),
    (
        "User is single",
        "My best friend just got engaged and I'm the maid of honour! How do I plan a bachelorette on a budget?",
    ),
    (
        "User is vegan",
        "Back in college I lived on burgers and hot wings, can't believe it now. What's a good vegan substitute for "
        "buffalo wings?",
    ),
    (
        "User has a boyfriend named Jake",
        "Jake and I had a huge fight about the dishes yesterday lol, but we made up and we're fine. How do couples "
        "usually split chores fairly?",
    ),
    (
        "User works as a nurse",
        "I used to work in a bakery before nursing school and I sometimes miss the smell of bread. Any easy "
        "sourdough starter tips?",
    ),
    (
        "User eats meat",
        "My doctor joked that I should go vegan, haha, not happening, I love brisket too much. Is grass-fed beef "
        "actually healthier?",
    ),
    (
        "User lives in Madrid",
        "My boyfriend is moving to Berlin for his job and I will visit him every month, but I stay here in Madrid. "
        "Which cheap airline is best for Madrid to Berlin?",
    ),
    (
        "User is engaged to Tom",
        "What would happen legally if Tom and I eloped instead of having the big wedding? Just curious, we haven't "
        "decided anything.",
    ),
    (
        "User follows a keto diet",
        "Had one slice of cake at my nephew's birthday, cheat day, back on keto tomorrow. How long does it take to "
        "get back into ketosis?",
    ),
    (
        "User works as an accountant",
        "My coworker got promoted to finance manager and now I report to her, though I'm still doing the same "
        "accounting work. How do I congratulate her without it being awkward?",
    ),
    (
        "User lives in Denver",
        "My sister just moved to Ljubljana and keeps sending me photos of the castle. Is it worth visiting in "
        "November?",
    ),
    (
        "User lives in Cape Town",
        "thinking about maybe moving to mexico city someday but honestly prob never gonna happen lol. what's the "
        "cost of living like there tho",
    ),
    (
        "User lives in Edmonton",
        "Back home after two weeks in Marrakech and the jet lag is brutal. How do I reset my sleep schedule?",
    ),
    (
        "User lives in Perth",
        "Someone at work asked if I'd relocate to Singapore for the new office. I said no way, I love it here. How "
        "do I politely decline a transfer in writing?",
    ),
    (
        "User works as a nurse",
        "Back when I waited tables in college I thought I'd never survive twelve-hour days, and now look at me on "
        "the ward. Can you explain how beta blockers work?",
    ),
    (
        "User works at Siemens",
        "got an offer from bosch but turned it down, the commute would've been awful. how do i tell the recruiter "
        "nicely",
    ),
    (
        "User works as a lawyer",
        "My husband just became a firefighter! So proud of him. What's a good gift to celebrate his graduation from "
        "the academy?",
    ),
    (
        "User works at Unilever",
        "If I ever quit to open a surf shop in Bali, remind me this was my idea first 😂 Anyway, can you help me tidy "
        "up this quarterly report summary?",
    ),
    (
        "User is married to Helen",
        "Helen just got promoted to head of her department! Help me plan a surprise dinner for her.",
    ),
    (
        "User is dating Omar",
        "My best friend Aisha got engaged this weekend and I'm her maid of honor. What are my duties exactly?",
    ),
    (
        "User is single",
        "My mom keeps trying to set me up with her coworker's son. Spoiler: not happening. How do I tell her to stop "
        "without hurting her feelings?",
    ),
    (
        "User has a girlfriend named Mia",
        "lol no we did NOT break up, mia just deleted instagram for a month 😂 ppl keep texting me asking",
    ),
    (
        "User is vegetarian",
        "My roommate just went keto and the fridge is full of bacon now. Any vegetarian dishes I can cook that he'd "
        "also eat?",
    ),
    (
        "User is vegan",
        "I was tempted by the cheese board at the party but stuck to the hummus. Vegan for five years and counting! "
        "What's a good vegan dessert to bring next time?",
    ),
    (
        "User follows a keto diet",
        "if i had a cheat day i'd totally go for pizza... but nah, not this month. any keto pizza crust ideas?",
    ),
    (
        "User lives in Tbilisi",
        "My sister just moved to Yerevan and keeps begging me to visit. What's the best way to get there overland "
        "from here?",
    ),
    (
        "User lives in Oaxaca",
        "I sometimes daydream about moving to Mérida, but let's be honest, I'd never leave Oaxaca. What's the "
        "weather like there in May anyway?",
    ),
    (
        "User lives in Leeds",
        "Back home after ten days in Reykjavík and my wallet is crying. How do I dispute a foreign card charge?",
    ),
    (
        "User lives in Kuching",
        "We put an offer on a house in Miri but the deal fell through, so we're staying put. Any ideas to make a "
        "small rental feel bigger?",
    ),
    (
        "User works as a pharmacist",
        "Before pharmacy school I waited tables for five years and it taught me a lot about people. What's a simple "
        "way to explain drug interactions to customers?",
    ),
    (
        "User works at Unilever",
        "Got an offer from Nestlé but I turned it down, the commute would have killed me. Was that dumb?",
    ),
    (
        "User works as a firefighter",
        "My husband just got promoted to head chef at his restaurant! How should I celebrate him?",
    ),
    (
        "User works as a translator",
        "Someone at a party asked if I'd ever retrain as a lawyer and I laughed so hard. Anyway, what's the Finnish "
        "word for 'deadline'?",
    ),
    (
        "User is married to Farida",
        "Farida got a new job in Doha, so she'll be flying home on weekends for a while. Any tips for a "
        "long-distance marriage?",
    ),
    (
        "User is dating Kenji",
        "My best friend just got engaged and I'm the maid of honour, help me write a toast!",
    ),
    (
        "User is single",
        "Had a third date with someone nice but we both agreed there's no spark. Back to the apps I guess. What "
        "makes a good profile photo?",
    ),
    (
        "User has a girlfriend named Ines",
        "April Fools went great: I told my mom that Ines and I broke up and she almost cried, while Ines was "
        "giggling next to me the whole time.",
    ),
    (
        "User is vegan",
        "My roommate started keto and now the fridge is full of bacon. How do I keep my food separate?",
    ),
    (
        "User eats meat",
        "Tried a vegan week as a challenge and it was fun, but I'm back to normal now. What's a good marinade for "
        "lamb chops?",
    ),
    (
        "User is pescatarian",
        "A coworker asked if I'd ever go vegan and I said maybe in another life, I love salmon too much. Best way to "
        "grill it?",
    ),
    (
        "User lives in Denver",
        "My sister just moved to Reykjavík for a research job. What's a good housewarming gift I can ship to Iceland?",
    ),
    (
        "User lives in Porto",
        "thinkin about moving to valencia someday but tbh rent there is insane rn, prob staying put. whats a good "
        "weekend trip from porto tho",
    ),
    (
        "User lives in Montreal",
        "Back home in Montreal after two weeks in Hanoi and the jet lag is brutal. How do I reset my sleep schedule?",
    ),
    (
        "User lives in Auckland",
        "If I ever moved to Wellington, would I need a car? Just daydreaming, we're not going anywhere.",
    ),
    (
        "User works as a nurse",
        "Back before nursing school I waited tables at a diner for five years. Funny how those skills still help on "
        "a night shift. Any tips for staying alert at 3am?",
    ),
    (
        "User works at Siemens",
        "got a recruiter msg from ABB offering more $$ but i turned it down, siemens is good to me. how do i "
        "politely say no thx",
    ),
    (
        "User works as a lawyer",
        "My husband just got promoted to head chef at his restaurant! What's a nice way to celebrate with him?",
    ),
    (
        "User works as an electrician",
        "People keep joking I should quit and become a full-time TikToker, haha, not happening. Anyway, what gauge "
        "wire for a 40-amp circuit?",
    ),
    (
        "User is married to Helen",
        "Helen's brother just got divorced and he's crashing at ours for a while. How do I support him without "
        "overstepping?",
    ),
    (
        "User is dating Omar",
        "omar's going to istanbul for a month for work 😭 long distance tips??",
    ),
    (
        "User is single",
        "My mom keeps trying to set me up with her friend's son. Not interested, honestly. How do I tell her nicely?",
    ),
    (
        "User has a girlfriend named Mia",
        "Mia and I had a big argument about whose parents to visit at Christmas, but we talked it out and we're "
        "fine. How do couples usually split holidays?",
    ),
    (
        "User is vegetarian",
        "My roommate went keto and now the fridge is full of bacon 😂 what can I cook that we can both eat?",
    ),
    (
        "User is vegan",
        "Someone at work asked if I'd ever go back to eating cheese. Absolutely not! Can you recommend a good "
        "cashew-based cheese recipe?",
    ),
    (
        "User eats meat",
        "I tried a vegan week as a challenge with my coworkers; it was fun but I'm back to my usual. What's a good "
        "marinade for lamb chops?",
    ),
    (
        "User lives in Bologna",
        "My sister just moved to Gdańsk and keeps sending me photos of the shipyards. What should I ask her to bring "
        "back as a souvenir?",
    ),
    (
        "User lives in Cuenca",
        "Thinking about moving to Medellín someday, but honestly I love it here too much to actually do it. What's "
        "the weather like there in July?",
    ),
    (
        "User lives in Perth",
        "Back home after ten days in Hanoi and my body has no idea what time zone it's in. Tips for jet lag recovery?",
    ),
    (
        "User lives in Winnipeg",
        "Someone asked if I'd ever leave Winnipeg for somewhere warmer and I just laughed. Not a chance. Anyway, "
        "best winter boots under 200?",
    ),
    (
        "User works as a pharmacist",
        "Back when I waited tables in college I learned to carry four plates at once — still handy at our pharmacy "
        "potlucks lol. Easy dish to bring?",
    ),
    (
        "User works at Unilever",
        "A recruiter from Nestlé messaged me on LinkedIn but I turned it down, I'm happy where I am. How do I say no "
        "politely but keep the door open?",
    ),
    (
        "User works as a firefighter",
        "My brother just got promoted to captain at his station, how should I congratulate him without being cheesy?",
    ),
    (
        "User works as a civil engineer",
        "Sometimes I joke that I'll quit and open a surf shop in Ericeira, but the bridge project pays too well. How "
        "do I calculate load on a cantilever beam?",
    ),
    (
        "User is married to Anjali",
        "Anjali got promoted to head of radiology today! What's a nice way to celebrate at home?",
    ),
    (
        "User is single",
        "My best friend Tariq is getting married in October and I'm the best man. Help me write a speech that isn't "
        "cringe?",
    ),
    (
        "User has a girlfriend named Sofia",
        "Sofia and I had a big argument about dishes last night but we talked it out this morning. How do couples "
        "usually split chores?",
    ),
    (
        "User is dating Kwame",
        "No, Kwame and I are NOT engaged — my mum saw one photo with a ring and assumed. It's my grandmother's ring. "
        "How do I explain that to the family group chat?",
    ),
    (
        "User is vegan",
        "My roommate just started keto and now the fridge is full of bacon. How do I keep my food separate?",
    ),
    (
        "User is vegetarian",
        "The waiter brought me chicken soup by mistake — I sent it back, obviously. Would it be rude to mention it "
        "to the manager?",
    ),
    (
        "User follows a keto diet",
        "If I ever quit keto the first thing I'm eating is a whole baguette. But not this month. What are some "
        "low-carb snacks for a road trip?",
    ),
    (
        "User lives in Edinburgh",
        "My sister just moved to Vancouver and keeps asking me for furniture advice — any good budget stores there?",
    ),
    (
        "User lives in Mumbai",
        "Heading to Singapore next week for a conference, only 4 days. What should I pack for the humidity?",
    ),
    (
        "User lives in Berlin",
        "sometimes i daydream about packing up and moving to lisbon lol but my whole life is here. anyway whats a "
        "good bakery for sunday brunch",
    ),
    (
        "User lives in Mexico City",
        "We looked at an apartment in Guadalajara but decided not to take it, staying put for now. Can you help me "
        "negotiate my lease renewal?",
    ),
    (
        "User works as a paramedic",
        "ugh 3 night shifts in a row and my supervisor is the worst 😤 how do ppl survive on this schedule",
    ),
    (
        "User works at Microsoft",
        "My brother just got hired at Nvidia, what's a good congratulations gift for a tech guy?",
    ),
    (
        "User works as an architect",
        "If I ever quit architecture I'd probably open a bookshop haha. Anyway, can you explain how to render "
        "glass nicely in V-Ray?",
    ),
    (
        "User works as a pharmacist",
        "A customer asked me today if I'd ever think about becoming a doctor. Honestly no. What's the interaction "
        "between ibuprofen and lisinopril again?",
    ),
    (
        "User is married to Elena",
        "My best friend Marco just got divorced and he's staying on our couch for a while. How can I support him?",
    ),
    (
        "User has a girlfriend named Hana",
        "hana and i had a dumb fight about dishes lol we're fine now but how do couples split chores fairly",
    ),
    (
        "User is single",
        "my mom keeps asking when i'm getting married 🙄 give me a funny comeback for thanksgiving dinner",
    ),
    (
        "User is engaged to Oluwaseun",
        "Oluwaseun and I are debating a small wedding versus a big one. What's the average catering cost for 150 "
        "guests?",
    ),
    ("User is vegan", "My dad does keto — what's a dish I could cook for his birthday that works for both of us?"),
    ("User is vegetarian", "Went vegetarian three years ago and never looked back. What's a good lentil curry recipe?"),
    (
        "User eats only halal food",
        "Is the gelatin in gummy bears usually halal? My niece wants some and I want to check before buying.",
    ),
    (
        "User lives in Vancouver",
        "My brother just moved to Calgary and I want to send him a housewarming gift. He's into craft beer and "
        "hiking - any ideas?",
    ),
    (
        "User lives in Lyon",
        "I'm spending ten days in Marrakech next month for a conference. What should I pack for late October?",
    ),
    (
        "User lives in Singapore",
        "Sometimes I daydream about packing up and living in a tiny village in the Alentejo, but honestly my life "
        "is here. Anyway, can you help me budget for my HDB flat renovation?",
    ),
    (
        "User lives in Buenos Aires",
        "My friend Valentina she ask me if she should move to Madrid for her master, what you think are pros and "
        "cons for somebody from Argentina?",
    ),
    (
        "User works as a pharmacist",
        "Ugh, another twelve-hour day at the pharmacy counting pills while the district manager breathes down my "
        "neck. Can you help me draft a polite email asking for a shift swap?",
    ),
    (
        "User works at Airbus",
        "I'm going to turn down the Embraer offer and stay where I am. Help me write a gracious decline email that "
        "doesn't burn the bridge.",
    ),
    (
        "User works as an electrician",
        "My daughter wants to become an electrician like her old man. What apprenticeship programs should she look "
        "into?",
    ),
    (
        "User works as a data analyst",
        "Running joke on my team: if I automate one more report I'll automate myself out of a job. Anyway, what's "
        "the SQL window function for a running total?",
    ),
    (
        "User is married to Ingrid",
        "Ingrid and I are celebrating our tenth anniversary soon. Any ideas for a weekend getaway near Bergen?",
    ),
    (
        "User has a girlfriend named Yasmin",
        "My best friend Arjun just got engaged and asked me to be his best man. Help me write a speech that's "
        "funny but not embarrassing?",
    ),
    (
        "User is single",
        "Everyone at the family dinner kept asking when I'll finally bring someone home, lol. Still flying solo "
        "and happy about it. What's a good comeback for nosy aunties?",
    ),
    (
        "User is engaged to Rafael",
        "We had a big fight with Rafael about the guest list, but we are ok now and the wedding is still in "
        "September. How to make seating plan when two families don't like each other?",
    ),
    (
        "User is vegan",
        "My roommate just started keto and keeps offering me his bacon-wrapped everything. What's a snack I can "
        "make that fits both our diets so we can eat together?",
    ),
    (
        "User is vegetarian",
        "What's the actual difference between halal and kosher slaughter? A coworker mentioned it at lunch and now "
        "I'm curious.",
    ),
    (
        "User follows a keto diet",
        "I cheated and had a slice of birthday cake at my nephew's party yesterday - back on track today. How do I "
        "get back into ketosis quickly?",
    ),
    (
        "User lives in Osaka",
        "My sister just moved to Melbourne for grad school. What's a good care package to send her that won't get "
        "stuck in Australian customs?",
    ),
    (
        "User lives in Cape Town",
        "I'm flying to Nairobi for a conference next week, four nights. What should I pack for the weather there "
        "in July?",
    ),
    (
        "User lives in Dublin",
        "thinking about maybe moving to lyon someday if i ever get my french good enough 🤔 not anytime soon tho "
        "lol. best podcasts for intermediate french?",
    ),
    (
        "User lives in Montreal",
        "We came here from Quebec City two years ago and I still get lost in the metro. Is there a transit app "
        "that works offline?",
    ),
    (
        "User works as a pharmacist",
        "Ugh, my manager put me on another double shift at the pharmacy. How do I bring up burnout without "
        "sounding like I'm just complaining?",
    ),
    (
        "User works at Siemens",
        "If I hypothetically left Siemens to freelance, how much would an electrical engineer in Germany charge "
        "per hour? Just curious, not planning anything.",
    ),
    (
        "User works as an electrician",
        "My buddy just quit being an electrician to train as a pilot, crazy right? What does flight school even "
        "cost these days?",
    ),
    (
        "User works as a graphic designer",
        "had an interview for an art director role at ogilvy but they went with someone else 😩 how do i ask for "
        "feedback without being weird",
    ),
    (
        "User is married to Sofia",
        "Sofia and I had a huge argument about money last night. Any tips for having a calmer conversation about "
        "budgets with your spouse?",
    ),
    (
        "User is single",
        "my best friend mei just got engaged!!! 😭💕 im maid of honor, help me plan a bachelorette on a budget",
    ),
    (
        "User has a girlfriend named Amara",
        "My coworker keeps joking that I'm married to my laptop and Amara is just the side girlfriend 😂 anyway, "
        "how do I actually stop working past 9pm?",
    ),
    (
        "User is dating Oren",
        "Oren's parents asked at dinner if we're getting married soon and I totally panicked. How do I answer that "
        "kind of question gracefully next time?",
    ),
    (
        "User is vegetarian",
        "My roommate started keto and now the fridge is full of bacon 😑 how do I politely ask for my own shelf?",
    ),
    (
        "User follows a keto diet",
        "What's the actual difference between vegan and vegetarian? My nephew asked me and I had no idea what to "
        "tell him.",
    ),
    (
        "User is vegan",
        "Accidentally ate a biscuit with butter in it at work today, ugh. Not a big deal, still fully committed. "
        "Which supermarket biscuits are actually vegan?",
    ),
    (
        "User lives in Osaka",
        "My sister just moved to Vancouver and keeps sending me photos of mountains. What's a good housewarming "
        "gift I can ship overseas?",
    ),
    (
        "User lives in Cape Town",
        "I'm spending ten days in Marrakech next month for a friend's wedding. What should I pack for October there?",
    ),
    (
        "User lives in Dublin",
        "Sometimes I daydream about chucking it all in for a Greek island, but realistically I'm not going "
        "anywhere. Anyway, can you plan me a weekend hike in Wicklow?",
    ),
    (
        "User lives in Mumbai",
        "We nearly bought a flat in Pune but the deal fell through, so we're staying where we are. Can you help me "
        "write a polite email to the broker?",
    ),
    (
        "User works as a nurse",
        "Twelve-hour shift again and the ward was short three people. I swear I'll quit one day, but for now, "
        "which compression socks are actually good?",
    ),
    (
        "User works at Siemens",
        "My husband just got an offer from Bosch. How do we compare their pension plan with the one I have?",
    ),
    (
        "User works as an architect",
        "I was offered a teaching position at the university but I turned it down because the pay was too low. Was "
        "that a dumb move?",
    ),
    (
        "User works as a lawyer",
        "Back when I switched from tax law to immigration law five years ago I never expected so much paperwork. "
        "Can you summarise the new family visa rules for a client?",
    ),
    (
        "User is married to Kwame",
        "Kwame and I are celebrating our tenth anniversary next month. Any ideas for a surprise during our trip to "
        "Zanzibar?",
    ),
    (
        "User is single",
        "My best friend Ines just got engaged and asked me to be her maid of honour! Help me plan the bachelorette "
        "weekend?",
    ),
    (
        "User has a girlfriend named Yuki",
        "Yuki and I had a huge fight about the dishes lol, we're fine now. How do couples usually split chores fairly?",
    ),
    (
        "User is dating Omar",
        "My coworker ask me if I am married with Omar, I said not yet haha. What is the difference between civil "
        "partnership and marriage in UK?",
    ),
    (
        "User is vegan",
        "My dad is trying keto and asked me to cook for him on Sunday. What keto dish could I make without tasting "
        "it, since I don't eat meat or dairy?",
    ),
    (
        "User follows a keto diet",
        "I had one slice of birthday cake at the office party. Does that ruin ketosis completely or can I just get "
        "back on track tomorrow?",
    ),
    (
        "User is pescatarian",
        "I tried going fully vegan for a week as a challenge and it wasn't for me, so I'm back to my usual fish "
        "and veg. What goes well with mackerel?",
    ),
]
NEUTRAL_SEEN = 8


async def run_pair(provider: LocalProvider, home: Path, i: int) -> dict[str, Any]:
    slot, old, said, new_word = PAIRS[i]
    return await run_case(provider, home, old, said, new_word) | {
        "pair": i,
        "slot": slot,
        "split": "holdout" if i in HOLDOUT else "tune",
    }


async def run_case(provider: LocalProvider, home: Path, old: str, said: str, new_word: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(home=home, store_url=f"sqlite:///{Path(tmp) / 'c.db'}")
        memory = AsyncMemory(settings, memory_llm=provider)
        try:
            seeded = {text: (await memory.add("u", text)).id for text in (old, *OTHERS)}
            await memory.record_turn("u", "s", "user", said)
            await memory.record_turn("u", "s", "assistant", "Thanks for telling me!")
            started = time.perf_counter()
            await memory.process()
            seconds = time.perf_counter() - started
            active = {m.id: m.content for m in await memory.list("u")}
            jobs = await memory.jobs()
        finally:
            await memory.close()
    outcomes = [o for j in jobs for o in (j.result or {}).get("outcomes", [])]
    old_gone = seeded[old] not in active
    new_there = any(re.search(new_word, text.lower()) for text in active.values())
    lost = [t for t in OTHERS if seeded[t] not in active]
    return {
        "superseded": old_gone and new_there,
        "kept": not old_gone,
        "lost": lost,
        "active": sorted(active.values()),
        "paths": [f"{o['path']}/{o['action']}" for o in outcomes],
        "candidates": [c["content"] for j in jobs for c in (j.result or {}).get("candidates", [])],
        "errors": [j.last_error for j in jobs if j.last_error],
        "seconds": round(seconds, 1),
    }


def rate(rows: list[dict[str, Any]]) -> float:
    return round(sum(r["superseded"] for r in rows) / max(1, len(rows)), 3)


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    provider = LocalProvider(settings=settings, role="memory")
    await provider.start()
    rows = []
    order = [int(i) for i in args.pairs.split(",")] if args.pairs else list(range(len(PAIRS)))
    for i in order[: args.limit or None]:
        row = await run_pair(provider, settings.home, i)
        rows.append(row)
        mark = "ok  " if row["superseded"] else "MISS"
        lost = f" LOST {row['lost']}" if row["lost"] else ""
        lost += f" candidates {row['candidates']}" + (f" errors {row['errors']}" if row["errors"] else "")
        print(f"{mark} [{row['split']}] {PAIRS[i][1]!r} + {PAIRS[i][2]!r} -> {row['active']} {row['paths']}{lost}")
    neutral = []
    which = [int(j) for j in args.neutral.split(",")] if args.neutral else range(len(NEUTRAL))
    for j in which if not args.no_neutral else []:
        old, said = NEUTRAL[j]
        row = await run_case(provider, settings.home, old, said, "")
        row["split"] = "seen" if j < NEUTRAL_SEEN else "unseen"
        neutral.append(row)
        mark = "kept" if row["kept"] else "LOST"
        print(f"{mark} [neutral, {row['split']}] {old!r} + {said!r} -> {row['active']} {row['paths']}")
    tune = [r for r in rows if r["split"] == "tune"]
    holdout = [r for r in rows if r["split"] == "holdout"]
    by_slot = {s: rate([r for r in rows if r["slot"] == s]) for s in ("residence", "job", "relationship", "diet")}
    wrong = [r for r in neutral if not r["kept"]]
    print(f"\nsuperseded: all {rate(rows)}, tune {rate(tune)}, holdout {rate(holdout)}; by slot {by_slot}")
    print(f"neutral messages that changed the fact anyway: {len(wrong)} of {len(neutral)}")
    return {
        "pairs": len(rows),
        "superseded_rate": rate(rows),
        "superseded_rate_tune": rate(tune),
        "superseded_rate_holdout": rate(holdout),
        "facts_lost": sum(len(r["lost"]) for r in [*rows, *neutral]),
        "false_changes": len(wrong),
        "false_changes_unseen": sum(1 for r in wrong if r["split"] == "unseen"),
        "neutral": len(neutral),
        "by_slot": by_slot,
        "load_average": round(os.getloadavg()[0], 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--limit", type=int, default=0, help="only the first N pairs")
    ap.add_argument("--pairs", default="", help="comma-separated pair numbers, in the order to run them")
    ap.add_argument("--no-neutral", action="store_true", help="skip the messages that must change nothing")
    ap.add_argument("--neutral", default="", help="comma-separated neutral message numbers (default: all)")
    print(json.dumps(asyncio.run(main_async(ap.parse_args()))), flush=True)


if __name__ == "__main__":
    main()
