"""Worked examples for the slot question (``slot-check-v2``): a user's message, the slot asked about, and
the answer in the words :func:`muninn.write.slots.slot_of` reads, or ``None`` when the message does not say
what the slot holds now for the user.

:func:`muninn.write.prompts.slot_check_messages` shows the few that share the most words with the message
being asked about. 45 a slot: 30 changes (plain, texted, said in passing or by implication, in a learner's
English or a dialect) and 15 that only look like one (someone else's, a plan, a trip, an offer turned down).
Written for this purpose by a writer who saw neither the code nor the contradiction benchmark's pairs,
so that ``bench/contradictions.py`` still measures messages the prompt has never seen.
"""

from __future__ import annotations

EXAMPLES: tuple[tuple[str, str, str | None], ...] = (
    (
        "residence",
        "I just moved to Lisbon last month and I'm trying to figure out how the public transport passes work here.",
        "User lives in Lisbon",
    ),
    (
        "residence",
        "We finally relocated from Chicago to Denver, so I need help finding a good pediatrician nearby.",
        "User lives in Denver",
    ),
    (
        "residence",
        "I've been living in Wellington since January, and I still can't get used to the wind.",
        "User lives in Wellington",
    ),
    (
        "residence",
        "After ten years in London I moved back home to Cork, and I need to register with a GP again.",
        "User lives in Cork",
    ),
    (
        "residence",
        "My partner and I bought a house in Tampere and we moved in on Saturday. What should we check before winter?",
        "User lives in Tampere",
    ),
    (
        "residence",
        "I recently relocated to Austin for family reasons. Can you suggest some ways to meet people here?",
        "User lives in Austin",
    ),
    (
        "residence",
        "I live in Osaka now, so please give me prices in yen from here on.",
        "User lives in Osaka",
    ),
    (
        "residence",
        "I moved out of my parents' place in Leicester and into a studio in Nottingham, which is exciting but scary.",
        "User lives in Nottingham",
    ),
    (
        "residence",
        "omg finally signed the lease!! officially living in Brooklyn now 🗽 any cheap furniture tips??",
        "User lives in Brooklyn",
    ),
    (
        "residence",
        "moved to Glasgow last wk n its been raining every single day lol is that normal",
        "User lives in Glasgow",
    ),
    (
        "residence",
        "ok so we live in Melbourne now (long story 😅) whats a good coffee place near the city",
        "User lives in Melbourne",
    ),
    (
        "residence",
        "just got the keys to my flat in Bristol 🔑🔑 moving in tmrw, need a wifi provider that isnt trash",
        "User lives in Bristol",
    ),
    (
        "residence",
        "2 weeks since the move to Calgary and im FREEZING 🥶 how do ppl live here",
        "User lives in Calgary",
    ),
    (
        "residence",
        "we r Porto residents now!! need help w the residence permit paperwork pls",
        "User lives in Porto",
    ),
    (
        "residence",
        "finally moved out of my hometown lmao, Raleigh life now 😎 what shld i eat first",
        "User lives in Raleigh",
    ),
    (
        "residence",
        "Can you help me write a complaint to my landlord? Since we moved into the flat in Leeds, the boiler has "
        "broken three times.",
        "User lives in Leeds",
    ),
    (
        "residence",
        "The commute from our new place in Utrecht to Amsterdam is about 40 minutes by train; is it worth getting a "
        "monthly pass?",
        "User lives in Utrecht",
    ),
    (
        "residence",
        "My kids started at their new school in Ghent this week since we moved, and I want to help them learn Dutch "
        "faster. Any apps?",
        "User lives in Ghent",
    ),
    (
        "residence",
        "What plants grow well on a north-facing balcony? Our new apartment in Montreal only gets morning light.",
        "User lives in Montreal",
    ),
    (
        "residence",
        "I need to update my address on my bank account now that I'm living in Seville — do I have to go to a branch?",
        "User lives in Seville",
    ),
    (
        "residence",
        "Give me a running route of about 5k; I'm still learning my way around Kraków since the move.",
        "User lives in Kraków",
    ),
    (
        "residence",
        "My new neighbours here in Galway keep inviting me to the pub quiz, and I want to brush up on Irish history. "
        "Any quick facts?",
        "User lives in Galway",
    ),
    (
        "residence",
        "Since swapping Sydney for Perth, my skin has gone really dry. What moisturizer would you recommend?",
        "User lives in Perth",
    ),
    (
        "residence",
        "Since two months I am living in Stuttgart and I want to learn German better, which app you recommend?",
        "User lives in Stuttgart",
    ),
    (
        "residence",
        "We are staying in Pune now, my husband got transfer. Please tell good schools for my son.",
        "User lives in Pune",
    ),
    (
        "residence",
        "I am shifted to Hyderabad last week only, need to know how to get a gas connection.",
        "User lives in Hyderabad",
    ),
    (
        "residence",
        "Now I live in Valencia, before I was in Bogotá. How I can make the empadronamiento?",
        "User lives in Valencia",
    ),
    (
        "residence",
        "Aye, we've flitted tae Dundee, the new hoose is wee but it's grand. Whit's the best broadband roond here?",
        "User lives in Dundee",
    ),
    (
        "residence",
        "Me and the missus have moved up to Newcastle, like, proper different from down south. Where's good for a "
        "Sunday roast?",
        "User lives in Newcastle",
    ),
    (
        "residence",
        "From last Monday I am resident in Rotterdam, the company give me apartment. Is the tap water safe for drink?",
        "User lives in Rotterdam",
    ),
    (
        "residence",
        "My sister just moved to Dublin and she's asking me what neighbourhoods are safe — any ideas?",
        None,
    ),
    (
        "residence",
        "We're thinking about moving to Barcelona next year; what's the cost of living like compared to Madrid?",
        None,
    ),
    (
        "residence",
        "Just landed in Tokyo for a two-week holiday! What should I see first?",
        None,
    ),
    (
        "residence",
        "If I moved to Zurich, would my salary actually go further after rent?",
        None,
    ),
    (
        "residence",
        "I lived in Berlin for five years before moving back, and I miss the bakeries so much.",
        None,
    ),
    (
        "residence",
        "My boss wants me to relocate to Singapore but I turned the offer down.",
        None,
    ),
    (
        "residence",
        "Visiting my parents in Phoenix this weekend — what's a good gift for a 60th birthday?",
        None,
    ),
    (
        "residence",
        "Is Vancouver a good place to raise kids? We've been going back and forth on it.",
        None,
    ),
    (
        "residence",
        "My best friend got a job in Oslo and moves there on Friday, help me plan a goodbye party.",
        None,
    ),
    (
        "residence",
        "lol my roommate keeps saying she's 'basically moved to Paris' because she watched Emily in Paris three "
        "times 😂",
        None,
    ),
    (
        "residence",
        "We signed the lease for an apartment in Toronto but we can't move in until September. What should I pack "
        "first?",
        None,
    ),
    (
        "residence",
        "I'm starting a three-month work placement in Nairobi in the spring; what vaccinations do I need before I go?",
        None,
    ),
    (
        "residence",
        "Could you translate this to French: 'I live in Lyon and work as a teacher.' It's for my textbook exercise.",
        None,
    ),
    (
        "residence",
        "My grandparents just moved into a retirement home in Eastbourne; what can I bring to make their room cozy?",
        None,
    ),
    (
        "residence",
        "House-sitting for a friend in Brighton this month and the seagulls are driving me mad.",
        None,
    ),
    (
        "job",
        "I just started as a junior accountant at a small firm and I'm nervous about month-end close. Any tips?",
        "User works as a junior accountant",
    ),
    (
        "job",
        "I got hired at Unilever last week as a supply chain analyst, and I want to prepare for my first team meeting.",
        "User works at Unilever",
    ),
    (
        "job",
        "I'm a paramedic now — finished my training in May — and the night shifts are brutal on my sleep.",
        "User works as a paramedic",
    ),
    (
        "job",
        "After years in retail I became a dental hygienist, and I'd like to update my LinkedIn summary.",
        "User works as a dental hygienist",
    ),
    (
        "job",
        "I left teaching and now work as a UX designer at a startup. How should I explain the career change to my "
        "old colleagues?",
        "User works as a UX designer",
    ),
    (
        "job",
        "I started at the public library this month as an assistant librarian, so I'm planning a kids' reading hour.",
        "User works as an assistant librarian",
    ),
    (
        "job",
        "I took a job with the city council in their planning department; can you explain what a section 106 "
        "agreement is?",
        "User works at the city council",
    ),
    (
        "job",
        "I'm now a full-time electrician after finishing my apprenticeship, and I need a good invoicing app.",
        "User works as an electrician",
    ),
    (
        "job",
        "first day as a barista tmrw 😬☕ how do i not mess up latte art lol",
        "User works as a barista",
    ),
    (
        "job",
        "got the job at Amazon warehouse!!! 12hr shifts tho 💀 how do i survive",
        "User works at Amazon",
    ),
    (
        "job",
        "im a dog walker now lmao 6 dogs at once, send help 🐕🐕🐕",
        "User works as a dog walker",
    ),
    (
        "job",
        "officially a software dev at Shopify 🎉🎉 anyone know if they do stock options",
        "User works at Shopify",
    ),
    (
        "job",
        "quit the bank and im a delivery driver now, hw do taxes work for that 🙃",
        "User works as a delivery driver",
    ),
    (
        "job",
        "ngl being a nanny is harder than my old office job, the twins r chaos",
        "User works as a nanny",
    ),
    (
        "job",
        "sooo i work at Trader Joe's now 😂 the hawaiian shirt is growing on me",
        "User works at Trader Joe's",
    ),
    (
        "job",
        "My new coworkers at the bakery start at 4am — what's the best way to shift my sleep schedule?",
        "User works at the bakery",
    ),
    (
        "job",
        "Can you help me write a polite email to the parents of my Year 3 class introducing myself as their new "
        "teacher? One kid already keeps biting.",
        "User works as a teacher",
    ),
    (
        "job",
        "My manager at Deloitte wants the slides by Friday and I'm still figuring out their template in my first "
        "week — can you help me structure a deck?",
        "User works at Deloitte",
    ),
    (
        "job",
        "What's the best way to clean flour off a uniform? The one they gave me at the pizzeria is already a mess "
        "after my first week.",
        "User works at the pizzeria",
    ),
    (
        "job",
        "Since I switched from nursing to being a pharmacist, my back pain is gone but I'm bored. Is that normal?",
        "User works as a pharmacist",
    ),
    (
        "job",
        "The patients on my ward keep asking me for water at night, and as a newly qualified nurse I'm not sure what "
        "I'm allowed to give them.",
        "User works as a nurse",
    ),
    (
        "job",
        "My badge for the Ford plant finally arrived so I can stop signing in at reception every morning. Is it "
        "normal to feel lost in week two?",
        "User works at the Ford plant",
    ),
    (
        "job",
        "Now that I'm on the payroll at the zoo, can I still volunteer there at weekends, or is that weird?",
        "User works at the zoo",
    ),
    (
        "job",
        "Since two weeks I am working by Bosch in the quality department, and I must write reports in German.",
        "User works at Bosch",
    ),
    (
        "job",
        "I am doing job as a data entry operator in one private company from this month, please help how to type "
        "faster.",
        "User works as a data entry operator",
    ),
    (
        "job",
        "Now I am cook in the restaurant of my cousin, I need recipes for big quantity.",
        "User works as a cook",
    ),
    (
        "job",
        "Since March I work like a driver for Rappi, every day many hours on the moto. What is good for the back pain?",
        "User works as a driver",
    ),
    (
        "job",
        "Ah've got masel a start on the rigs as a scaffolder, two weeks on, two off. Whit should ah pack?",
        "User works as a scaffolder",
    ),
    (
        "job",
        "I have join Infosys as trainee last month only, they are giving training in Mysore.",
        "User works at Infosys",
    ),
    (
        "job",
        "Me mam's dead proud, I'm a plumber now, passed me tickets an' all. How do I price a boiler job?",
        "User works as a plumber",
    ),
    (
        "job",
        "Long day at the office again, can you suggest a quick dinner I can make in 15 minutes?",
        None,
    ),
    (
        "job",
        "My husband just got promoted to head chef at the hotel! How should we celebrate?",
        None,
    ),
    (
        "job",
        "I have an interview at Google next Tuesday for a product manager role; what questions should I expect?",
        None,
    ),
    (
        "job",
        "I used to be a firefighter, but that was twenty years ago. Now I just want to learn watercolor.",
        None,
    ),
    (
        "job",
        "They offered me a position as a sous chef in Lyon but I said no because of the pay.",
        None,
    ),
    (
        "job",
        "If I became a pilot, how long would it take to pay off the training loans?",
        None,
    ),
    (
        "job",
        "My daughter starts at the law firm on Monday as a paralegal — what's a good good-luck gift?",
        None,
    ),
    (
        "job",
        "Shadowing a vet for a day tomorrow to see if I'd like it. What should I wear?",
        None,
    ),
    (
        "job",
        "lol my cat thinks she's the receptionist, she sits on the desk and greets everyone 😂",
        None,
    ),
    (
        "job",
        "I dream of opening my own café one day. What licenses would I need in Ontario?",
        None,
    ),
    (
        "job",
        "My last day at the call centre was Friday and I have nothing lined up yet, how do I claim jobseeker's "
        "allowance?",
        None,
    ),
    (
        "job",
        "Can you write me a cover letter for a junior architect position at Foster + Partners?",
        None,
    ),
    (
        "job",
        "My brother-in-law is a dentist and keeps giving me advice about flossing — is he right that I need to do it "
        "twice a day?",
        None,
    ),
    (
        "job",
        "I volunteered at the food bank on Saturday and it was amazing. How do I get more involved?",
        None,
    ),
    (
        "job",
        "I'm in my second year of medical school and we just started surgical rotations at the hospital. Any tips "
        "for the first day?",
        None,
    ),
    (
        "relationship",
        "I got engaged to Priya last weekend and I have no idea where to start with wedding planning.",
        "User is engaged to Priya",
    ),
    (
        "relationship",
        "My divorce was finalized on Monday, and I need to change my name back on all my documents.",
        "User is divorced",
    ),
    (
        "relationship",
        "I married Daniel in June, and we're trying to merge our finances. Joint account or separate?",
        "User is married to Daniel",
    ),
    (
        "relationship",
        "I've started seeing someone new, and I'm not sure when to introduce her to my kids.",
        "User is dating someone",
    ),
    (
        "relationship",
        "My husband Ahmed passed away in the spring, and I'm struggling to handle the paperwork alone.",
        "User is widowed",
    ),
    (
        "relationship",
        "Lucas and I broke up last month, so I'm single for the first time in six years.",
        "User is single",
    ),
    (
        "relationship",
        "I've been dating Mei for about three weeks and I'd like to plan a low-key fourth date.",
        "User is dating Mei",
    ),
    (
        "relationship",
        "Sofia and I called off our engagement, and I'm single again. How do I tell the guests who already RSVP'd?",
        "User is single",
    ),
    (
        "relationship",
        "HE PROPOSED 💍😭 me and Jake r engaged!!! ok what do i do first",
        "User is engaged to Jake",
    ),
    (
        "relationship",
        "soooo me n Chloe r official now 🥰 wat should i get her for our 1 month",
        "User is dating Chloe",
    ),
    (
        "relationship",
        "dumped him lol. single n thriving 💅 need a new playlist",
        "User is single",
    ),
    (
        "relationship",
        "divorce papers signed ✍️ finally free. wht do i do w the ring",
        "User is divorced",
    ),
    (
        "relationship",
        "married Ravi on sat!!! 🥹 still cant believe im a wife lol. thank u note ideas?",
        "User is married to Ravi",
    ),
    (
        "relationship",
        "been going out w Marco for like 2 months now, is it weird to meet his parents already 😳",
        "User is dating Marco",
    ),
    (
        "relationship",
        "me n Tasha split up last wk 💔 how do i stop checking her insta",
        "User is single",
    ),
    (
        "relationship",
        "My fiancé Tom says hi! He wants to know if you can suggest a good venue for a summer wedding in Devon.",
        "User is engaged to Tom",
    ),
    (
        "relationship",
        "What's a good gift for my mother-in-law's birthday? This is my first one since marrying Oliver.",
        "User is married to Oliver",
    ),
    (
        "relationship",
        "Since the divorce I've had to learn to cook for one — any easy single-portion recipes?",
        "User is divorced",
    ),
    (
        "relationship",
        "My girlfriend Amara and I are going to our first concert together on Friday; what should I wear?",
        "User is dating Amara",
    ),
    (
        "relationship",
        "Now that it's just me in the flat since Ben moved out after our breakup, can I afford the rent alone on £28k?",
        "User is single",
    ),
    (
        "relationship",
        "Help me write our first Christmas card as Mr and Mrs — it's from me and my wife Hannah.",
        "User is married to Hannah",
    ),
    (
        "relationship",
        "Since losing my wife Elena last year, Sundays feel so long; any hobby ideas for a retired man?",
        "User is widowed",
    ),
    (
        "relationship",
        "My boyfriend Kenji is coming over to meet my parents for the first time on Sunday — what should I cook?",
        "User is dating Kenji",
    ),
    (
        "relationship",
        "Last month I am married with Fatima, now we need make the papers for her visa.",
        "User is married to Fatima",
    ),
    (
        "relationship",
        "Me and my girlfriend we finish, now I am alone again. How I can stop to think about her?",
        "User is single",
    ),
    (
        "relationship",
        "I am engage with Diego since Christmas, in my country the family of the man must ask the father, is same "
        "here?",
        "User is engaged to Diego",
    ),
    (
        "relationship",
        "Since my husband is died in January I am widow, I need to know about the pension.",
        "User is widowed",
    ),
    (
        "relationship",
        "We've got wed, me an' Shona, down the registry office on Friday, like. Ye got any ideas for a cheap "
        "honeymoon?",
        "User is married to Shona",
    ),
    (
        "relationship",
        "After 12 years we are separated and now divorced officially, the judge signed it yesterday. How I explain "
        "this to my children?",
        "User is divorced",
    ),
    (
        "relationship",
        "I'm courtin' a lass called Bethany now, proper canny she is. Where's nice to tek her for tea in York?",
        "User is dating Bethany",
    ),
    (
        "relationship",
        "My best friend just got engaged to her boyfriend of ten years! Help me plan a surprise party.",
        None,
    ),
    (
        "relationship",
        "I'm thinking of asking out the girl from my pottery class — how do I do it without making things awkward?",
        None,
    ),
    (
        "relationship",
        "My parents are getting divorced after 30 years and I don't know how to support them.",
        None,
    ),
    (
        "relationship",
        "If I got married in Scotland, would it be legally recognized in the US?",
        None,
    ),
    (
        "relationship",
        "I was married once, in my twenties, but that's ancient history. Anyway, what's a good book on stoicism?",
        None,
    ),
    (
        "relationship",
        "My coworker Jess married her girlfriend last weekend, what's a nice belated gift?",
        None,
    ),
    (
        "relationship",
        "A guy at the gym asked for my number, but I didn't give it to him. Was that rude?",
        None,
    ),
    (
        "relationship",
        "Writing a wedding speech for my brother and his new wife Lena — can you help me with a funny opening?",
        None,
    ),
    (
        "relationship",
        "lol my mom keeps saying I'm 'married to my job' 🙄 whatever, how do i set work boundaries",
        None,
    ),
    (
        "relationship",
        "Is it normal for couples to get engaged after only six months? Asking for a friend.",
        None,
    ),
    (
        "relationship",
        "We played a wedding game at the party and I 'married' Jonas with a ring pop 😂 what other party games are "
        "fun?",
        None,
    ),
    (
        "relationship",
        "Watching my ex get married on Instagram today and honestly I feel fine. Is that weird?",
        None,
    ),
    (
        "relationship",
        "My grandmother was widowed at 40 and never remarried; I want to write a short tribute for her 90th.",
        None,
    ),
    (
        "relationship",
        "My roommate's boyfriend basically lives here now — how do I bring up splitting the bills?",
        None,
    ),
    (
        "relationship",
        "My cousin Aisha and her husband separated last week, and she's staying with us for a while. How can I help?",
        None,
    ),
    (
        "diet",
        "I went vegetarian at the start of the year, and I'm worried I'm not getting enough iron.",
        "User is vegetarian",
    ),
    (
        "diet",
        "I've been fully vegan for about two months now. Can you suggest high-protein breakfasts?",
        "User is vegan",
    ),
    (
        "diet",
        "After eight years as a vegetarian, I've started eating meat again, and I'm not sure how to cook chicken "
        "safely.",
        "User eats meat",
    ),
    (
        "diet",
        "My doctor put me on a low-carb diet for my blood sugar, so I need dinner ideas without rice or pasta.",
        "User follows a low-carb diet",
    ),
    (
        "diet",
        "I stopped eating meat but I still eat fish, so I guess I'm pescatarian now. What are some easy salmon "
        "recipes?",
        "User is pescatarian",
    ),
    (
        "diet",
        "I've been on the keto diet since last week and I keep getting headaches. Is that the keto flu?",
        "User follows a keto diet",
    ),
    (
        "diet",
        "I switched to a Mediterranean diet after my heart scare, and I'd like a weekly shopping list.",
        "User follows a Mediterranean diet",
    ),
    (
        "diet",
        "I gave up being vegan in March because of my health, and now I eat meat and eggs again. How do I "
        "reintroduce dairy?",
        "User eats meat",
    ),
    (
        "diet",
        "day 10 of being vegan 🌱 and i miss cheese sooo much lol any good subs??",
        "User is vegan",
    ),
    (
        "diet",
        "ok im officially veggie now 🥦 wat do i eat at bbqs",
        "User is vegetarian",
    ),
    (
        "diet",
        "started paleo w my bf lol no bread is killing me 😩",
        "User follows a paleo diet",
    ),
    (
        "diet",
        "welp the vegetarian thing lasted 6 months, im back on meat 🍔 no regrets. best burger seasoning?",
        "User eats meat",
    ),
    (
        "diet",
        "been pescatarian 3 wks now 🐟 fish tacos again tonight lol whats a good slaw",
        "User is pescatarian",
    ),
    (
        "diet",
        "no carbs since jan 1st n down 6 lbs 🙌 gimme low-carb snack ideas",
        "User follows a low-carb diet",
    ),
    (
        "diet",
        "vegan since my bday 🥑✨ is honey vegan or nah",
        "User is vegan",
    ),
    (
        "diet",
        "Since I cut out meat, I've been craving something savory — what's a good umami-rich lentil dish?",
        "User is vegetarian",
    ),
    (
        "diet",
        "Can you help me convert my nan's lasagne recipe now that I don't eat any animal products at all?",
        "User is vegan",
    ),
    (
        "diet",
        "My first month of keto meal prep is getting boring — can you give me new ideas that stay under 20g carbs?",
        "User follows a keto diet",
    ),
    (
        "diet",
        "What wine goes with grilled sea bass? Since I quit meat, fish is the only animal protein I eat.",
        "User is pescatarian",
    ),
    (
        "diet",
        "Now that I'm eating meat again, what's a good first steak recipe for someone who hasn't cooked it in ten "
        "years?",
        "User eats meat",
    ),
    (
        "diet",
        "My coworkers keep ordering pepperoni pizza for team lunch and since going vegetarian I always end up with "
        "just salad. How do I bring it up?",
        "User is vegetarian",
    ),
    (
        "diet",
        "I need a birthday cake recipe without eggs, butter or milk — I've gone vegan and I'm baking for myself.",
        "User is vegan",
    ),
    (
        "diet",
        "Which nuts are allowed on paleo? I just started it and I'm confused about peanuts.",
        "User follows a paleo diet",
    ),
    (
        "diet",
        "Since one month I don't eat meat anymore, I am vegetarian now. Where I can find tofu in the supermarket?",
        "User is vegetarian",
    ),
    (
        "diet",
        "I am doing keto diet from 15 days, my weight is less but I feel tired, why?",
        "User follows a keto diet",
    ),
    (
        "diet",
        "Before I was vegetarian but now I am eating chicken and mutton also, my body feels more strong.",
        "User eats meat",
    ),
    (
        "diet",
        "I'm no' eatin' meat or dairy or nothin' frae animals noo, gone full vegan like. Whit's guid for protein?",
        "User is vegan",
    ),
    (
        "diet",
        "Now I eat only fish and vegetables, no more meat, the doctor say is better for my cholesterol.",
        "User is pescatarian",
    ),
    (
        "diet",
        "I follow now the Mediterranean diet, much olive oil and fish, since my husband make the heart operation.",
        "User follows a Mediterranean diet",
    ),
    (
        "diet",
        "Been off the meat since Easter, me. Just veg an' cheese an' that. What's a proper filling tea I can make?",
        "User is vegetarian",
    ),
    (
        "diet",
        "My daughter just told me she's gone vegan — what can I cook for her when she visits?",
        None,
    ),
    (
        "diet",
        "I'm thinking about trying keto after the holidays; is it safe for someone with low blood pressure?",
        None,
    ),
    (
        "diet",
        "Had a veggie burger for lunch and it was surprisingly good! Where can I buy the patties?",
        None,
    ),
    (
        "diet",
        "I was vegetarian in college, but that was fifteen years ago. Anyway, how long should I roast a pumpkin?",
        None,
    ),
    (
        "diet",
        "What's the difference between vegan and plant-based, exactly?",
        None,
    ),
    (
        "diet",
        "If I went pescatarian, would I get enough omega-3 without supplements?",
        None,
    ),
    (
        "diet",
        "My boyfriend is doing the carnivore diet and eats nothing but steak — is that healthy for him?",
        None,
    ),
    (
        "diet",
        "Doing a meat-free Monday challenge at work tomorrow, any ideas for a packed lunch?",
        None,
    ),
    (
        "diet",
        "lol I'm basically a cheese-atarian at this point 🧀😂 anyway what goes with brie",
        None,
    ),
    (
        "diet",
        "Hosting a dinner for six and two of my guests are vegetarian; what main dish works for everyone?",
        None,
    ),
    (
        "diet",
        "My nutritionist suggested a low-FODMAP diet but I haven't decided if I'll do it. What does it involve?",
        None,
    ),
    (
        "diet",
        "Dry January went great, no alcohol for a month! What's a good mocktail recipe?",
        None,
    ),
    (
        "diet",
        "My whole office went vegan for Veganuary and I'm the only one who didn't join. What can I bring to the "
        "potluck?",
        None,
    ),
    (
        "diet",
        "We're going to a vegan restaurant for my friend's birthday — what should I order if I hate tofu?",
        None,
    ),
    (
        "diet",
        "My dog is on a grain-free diet now, is that why he's losing weight?",
        None,
    ),
)
