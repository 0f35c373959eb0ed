#!/usr/bin/env python
"""Latency of muninn's read path (``context()``) on a large embedded store, and mem0 beside it.

What it does, in order:

1. Generates a pool of a few thousand distinct memory sentences from templates (facts,
   preferences, goals, dated events, assessments; third person), deterministically from
   ``--seed``, and embeds the pool once, in batches, with muninn's own embedder.
2. Writes ``--users`` x ``--per-user`` memories into a fresh SQLite store through the store's
   ``write_memories`` (one transaction per user, with the "add" history rows that
   ``AsyncMemory.add`` writes), each user's memories drawn from the pool with kinds, tags,
   importance, confidence and creation times spread over nine months; some events lie in the
   last week and are not followed up yet, so the follow-up section is exercised. A few hundred
   users also get a profile and a summary. The store meta 'embedder' is set the way
   ``Embeddings.checked`` sets it.
3. Times ``--queries`` calls of ``context(user, query=...)`` for uniformly random users, with
   queries from a separate set of realistic user requests, each measured with ``perf_counter``
   around the whole call, the query embedding included. The embedder is wrapped so that the
   time spent embedding inside each call is known too (context without embedding = total -
   embedding). Embedding alone is also timed on its own.
4. mem0 (open-source ``mem0ai``, offline, ``infer=False``) cannot hold a million memories, so it
   gets the memories of ``--mem0-users`` users and ``--mem0-queries`` queries for those users;
   muninn's ``context()`` and ``search()`` are timed on exactly the same users and queries (in
   the big store), so the ratios compare like with like. The two alternate in blocks of
   ``--block`` queries (mem0 in its own process, which times its searches itself), so that the
   drift of this machine's speed from minute to minute falls on both alike.

The last stdout line is one JSON object. Progress goes to stderr.

    .venv/bin/python bench/hot_path.py --users 200            # quick
    .venv/bin/python bench/hot_path.py                        # 10,000 users x 100 = 1M memories
    .venv/bin/python bench/hot_path.py --embedder minilm-int8 --index-vectors float32   # compare

``context()`` embeds the query in a thread while a user's index loads (a cache miss), so the
"embedding inside context()" and "minus embedding" rows overlap in time and no longer add up to
the total. The index cache line says how many users' indexes the configured cache holds.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import os
import pstats
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from muninn import AsyncMemory, Settings
from muninn.domain.ids import new_id
from muninn.domain.models import HistoryEntry, MemoryRecord, Scope, Source, Summary
from muninn.domain.text import content_hash

BENCH_DIR = Path(__file__).resolve().parent
# A fixed "now" (injected as the service clock) keeps the data set and its dates reproducible.
ANCHOR = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
DAY = timedelta(days=1)
TENANT = "default"


def log(msg: str) -> None:
    print(f"[hot_path {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def cpu_sample(child: int | None = None) -> tuple[float, float, float]:
    """(busy seconds of the whole machine, wall seconds, CPU seconds of this process and of the
    running ``child`` process) so far."""
    with open("/proc/stat") as f:
        fields = [float(x) for x in f.readline().split()[1:]]
    tick = os.sysconf("SC_CLK_TCK")
    idle = fields[3] + fields[4]
    busy = sum(fields[:8]) - idle
    t = os.times()
    ours = t.user + t.system + t.children_user + t.children_system
    if child is not None:
        with open(f"/proc/{child}/stat") as f:
            stat = f.read().rsplit(")", 1)[1].split()
        ours += (float(stat[11]) + float(stat[12])) / tick  # its utime and stime
    return busy / tick, time.monotonic(), ours


def others_cores(start: tuple[float, float, float], child: int | None = None) -> float:
    """Average number of cores other processes kept busy since ``start`` (0 = quiet machine)."""
    end = cpu_sample(child)
    wall = end[1] - start[1]
    return round(max(0.0, (end[0] - start[0]) - (end[2] - start[2])) / wall, 2) if wall > 0 else 0.0


def wait_quiet(limit: float, threshold: float = 0.25, say: Any = None) -> float:
    """Wait (up to ``limit`` seconds) until other processes use under ``threshold`` cores."""
    say = say or log
    t0 = last = time.monotonic()
    while True:
        s = cpu_sample()
        time.sleep(2.0)
        busy = others_cores(s)
        waited = time.monotonic() - t0
        if busy < threshold or waited > limit:
            if waited > 3:
                say(f"waited {waited:.0f}s for a quiet machine (others now use {busy} cores)")
            return busy
        if time.monotonic() - last > 30 or waited < 3:
            last = time.monotonic()
            say(f"other processes keep {busy} cores busy; waiting (up to {limit - waited:.0f}s more)")


class Progress:
    """Rate-limited progress line on stderr with rate and ETA."""

    def __init__(self, what: str, total: int, every: float = 5.0) -> None:
        self.what, self.total, self.every = what, total, every
        self.t0 = self.last = time.perf_counter()

    def update(self, done: int, extra: str = "") -> None:
        now = time.perf_counter()
        if now - self.last < self.every and done < self.total:
            return
        self.last = now
        el = now - self.t0
        rate = done / el if el > 0 else 0.0
        eta = (self.total - done) / rate if rate > 0 else float("nan")
        log(f"{self.what}: {done:,}/{self.total:,} ({rate:,.0f}/s, {el:.0f}s elapsed, eta {eta:.0f}s) {extra}")


# ------------------------------------------------------------------------------------------
# the memory pool
# ------------------------------------------------------------------------------------------

CITIES = [
    "Oslo", "Lisbon", "Toronto", "Nairobi", "Osaka", "Lyon", "Austin", "Melbourne", "Krakow",
    "Bogota", "Dublin", "Seoul", "Porto", "Denver", "Edinburgh", "Valencia", "Montreal", "Tallinn",
    "Cape Town", "Hanoi", "Munich", "Chennai", "Leeds", "Quito", "Bergen", "Seattle", "Glasgow",
    "Turin", "Auckland", "Rotterdam", "Lima", "Gdansk", "Pittsburgh", "Bristol", "Ghent", "Cork",
]  # fmt: skip
JOBS = [
    "nurse", "backend developer", "high-school teacher", "data analyst", "architect", "pharmacist",
    "product manager", "electrician", "graphic designer", "accountant", "civil engineer",
    "paramedic", "UX researcher", "chef", "lawyer", "physiotherapist", "lab technician",
    "journalist", "site reliability engineer", "veterinarian", "librarian", "sales manager",
]  # fmt: skip
WORKPLACES = [
    "a small startup", "a hospital", "a logistics company", "the city council", "a bank",
    "a design agency", "a university lab", "a bakery", "a law firm", "a game studio",
    "a solar energy company", "a public library", "an insurance company", "a bike shop",
]  # fmt: skip
PETS = ["dog", "cat", "parrot", "rabbit", "tortoise", "hamster", "golden retriever", "border collie"]
PET_NAMES = ["Biscuit", "Luna", "Pepper", "Milo", "Olive", "Rufus", "Mochi", "Ziggy", "Nala", "Otto", "Juniper"]
RELATIVES = [
    "partner",
    "best friend",
    "cousin",
    "sibling",
    "flatmate",
    "manager",
    "neighbour",
    "oldest child",
    "godparent",
    "colleague",
]
NAMES = [
    "Ana", "Ben", "Chloe", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ivan", "Julia", "Kofi",
    "Lena", "Mateo", "Nora", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tariq", "Uma", "Yusuf",
]  # fmt: skip
LANGUAGES = [
    "Spanish",
    "German",
    "Japanese",
    "French",
    "Portuguese",
    "Italian",
    "Korean",
    "Polish",
    "Dutch",
    "Arabic",
    "Mandarin",
    "Swahili",
]
ALLERGENS = [
    "peanuts",
    "shellfish",
    "penicillin",
    "cats",
    "pollen",
    "gluten",
    "lactose",
    "sesame",
    "bee stings",
    "dust mites",
]
CARS = [
    "an old Volvo estate",
    "a Nissan Leaf",
    "a red Mini",
    "a Toyota Corolla",
    "a cargo bike instead of a car",
    "a Tesla Model 3",
    "a VW camper van",
]
SUBJECTS = [
    "calculus", "organic chemistry", "statistics", "linear algebra", "microeconomics", "Latin",
    "physics", "biology", "European history", "accounting", "machine learning", "anatomy",
    "contract law", "thermodynamics", "discrete mathematics", "Spanish grammar", "music theory",
]  # fmt: skip
SUBTOPICS = [
    "integration by parts", "reaction mechanisms", "hypothesis testing", "eigenvalues",
    "elasticity of demand", "the ablative case", "rotational motion", "cell respiration",
    "double-entry bookkeeping", "backpropagation", "the cranial nerves", "proofs by induction",
    "the subjunctive", "entropy", "chord progressions", "recursion", "confidence intervals",
]  # fmt: skip
UNIS = [
    "the University of Leeds",
    "an evening college",
    "the Open University",
    "TU Munich",
    "McGill",
    "a community college",
    "an online bootcamp",
]
DRINKS = [
    "black coffee",
    "green tea",
    "oat-milk lattes",
    "sparkling water",
    "chai",
    "espresso",
    "herbal tea",
    "hot chocolate",
]
GENRES = ["jazz", "indie rock", "classical", "hip hop", "folk", "techno", "bossa nova", "metal", "K-pop", "ambient"]
ARTISTS = [
    "Miles Davis",
    "Radiohead",
    "Bach",
    "Kendrick Lamar",
    "Joni Mitchell",
    "Aphex Twin",
    "Nina Simone",
    "Bjork",
    "Fleetwood Mac",
    "Arvo Part",
]
FOODS = [
    "mushrooms", "coriander", "spicy food", "olives", "blue cheese", "seafood", "raw onions",
    "sushi", "ramen", "Thai curries", "sourdough bread", "dark chocolate", "lentil soup",
    "tacos", "falafel", "pho", "Ethiopian food", "dumplings", "porridge with berries",
]  # fmt: skip
HOBBIES = [
    "bouldering", "baking sourdough", "trail running", "playing chess online", "gardening",
    "birdwatching", "knitting", "playing the guitar", "photography", "woodworking", "swimming",
    "cycling", "painting watercolours", "playing board games", "hiking", "salsa dancing",
    "reading science fiction", "pottery", "fishing", "yoga", "volunteering at a food bank",
]  # fmt: skip
THINGS = [
    ("book", ["Dune", "Middlemarch", "The Left Hand of Darkness", "Sapiens", "Piranesi", "The Hobbit", "Beloved"]),
    ("film", ["Spirited Away", "Arrival", "The Godfather", "Amelie", "Parasite", "Alien", "Paddington 2"]),
    ("season", ["autumn", "winter", "spring", "summer"]),
    ("cuisine", ["Italian", "Japanese", "Ethiopian", "Mexican", "Lebanese", "Korean", "Georgian"]),
    ("board game", ["Catan", "Carcassonne", "Wingspan", "Go", "Scrabble", "Ticket to Ride"]),
    ("podcast", ["Radiolab", "Hardcore History", "99% Invisible", "The Daily", "Reply All"]),
]  # fmt: skip
STYLES = [
    "short answers with code examples", "step-by-step explanations", "bullet points over long prose",
    "a friendly, informal tone", "formal language", "answers that cite sources",
    "being asked before any plan is changed", "metric units", "24-hour time", "examples from sport",
    "visual diagrams when possible", "the main point first and details after",
]  # fmt: skip
RACES = [
    "a 10k race",
    "a half marathon",
    "a marathon",
    "a sprint triathlon",
    "a 100 km bike ride",
    "a 5k park run",
    "an ocean swim",
]
PURCHASES = [
    "a flat deposit",
    "a new laptop",
    "a trip to Japan",
    "an electric bike",
    "a wedding",
    "a second-hand piano",
    "their daughter's tuition",
]
LEVELS = ["A2", "B1", "B2", "C1"]
GOALS = [
    "read 30 books", "get a promotion to senior engineer", "pay off a student loan", "learn to swim properly",
    "cut down on sugar", "sleep before 11 pm on weekdays", "finish a first novel draft", "pass a driving test",
    "run three times a week", "learn to cook ten Indian dishes", "meditate every morning",
    "switch careers into data science", "visit every national park in the country", "get a cloud certification",
    "build a personal website",
]  # fmt: skip
COMPANIES = [
    "Spotify",
    "a fintech startup",
    "the NHS",
    "Siemens",
    "a local newspaper",
    "Shopify",
    "a climate nonprofit",
    "Deloitte",
    "a video game studio",
]
TOPICS = [
    "quarterly sales",
    "their thesis proposal",
    "a database migration",
    "climate adaptation",
    "the new onboarding flow",
    "medieval trade routes",
    "a patient-safety audit",
]
STRESSORS = [
    "a deadline at work",
    "moving house",
    "their mother's health",
    "money",
    "an upcoming exam",
    "a conflict with a colleague",
    "sleep problems",
]
SKILLS = [
    "Python",
    "public speaking",
    "SQL",
    "essay writing",
    "mental arithmetic",
    "negotiation",
    "Excel formulas",
    "touch typing",
    "time management",
    "German pronunciation",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
TIMES = ["8:30", "9:00", "10:15", "11:00", "13:30", "14:00", "15:45", "17:00", "18:30"]
DOCTORS = ["dentist", "GP", "dermatologist", "physiotherapist", "optician", "cardiologist", "therapist"]


CHILDREN = ["one child", "two children", "three children", "twins", "no children"]
DIETS = ["vegetarian", "vegan", "pescatarian", "on a low-carb diet", "keeping halal", "keeping kosher"]
COMMUTES = ["train", "bike", "bus", "car", "tram"]
CONDITIONS = ["asthma", "type 1 diabetes", "a bad left knee", "migraines", "mild hearing loss", "a bad back"]
ONLINE = ["mornings", "evenings", "afternoons", "late nights"]
HOW_OFTEN = ["every Friday", "whenever possible", "on special occasions", "after long runs"]
DAY_PARTS = ["early morning", "evening", "lunch break", "afternoon"]
REMIND_WHAT = ["deadlines", "bills", "workouts", "medication", "birthdays", "study sessions"]
REMIND_WHEN = ["the evening before", "one week ahead", "on the morning itself", "two days ahead"]
OCCASIONS = ["birthdays", "date nights", "team dinners", "family visits", "quick lunches"]
FOCUS_WHILE = ["coding", "studying", "writing", "cleaning", "running"]
TRAVEL_WAYS = ["trains", "window seats", "night buses", "short flights", "road trips"]
SKILL_WHY = ["change jobs", "pass an exam", "get promoted", "help their team", "feel more confident"]
DUE_THINGS = ["grant application", "thesis chapter", "tax return", "product launch", "code review"]
LEARN_FROM = ["worked examples", "short quizzes", "spaced repetition", "explaining things aloud", "diagrams",
              "past exam papers"]  # fmt: skip
MOODS = ["upbeat", "tired", "anxious", "relieved", "frustrated", "motivated"]
AFTER = ["the exam", "a long shift", "the interview", "the trip", "the move", "a race"]


def _pick(rng: random.Random, seq: Sequence[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


@dataclass(frozen=True, slots=True)
class Template:
    kind: str
    group: str
    single: bool  # a user has at most one memory from this group (lives in, birthday, ...)
    tags: tuple[str, ...]
    importance: float
    fill: Any  # callable(rng) -> str, or (rng, date_text) -> str for events


def _templates() -> list[Template]:
    T = Template
    p = _pick
    return [
        # facts
        T("fact", "city", True, ("home", "location"), 0.6, lambda r: f"User lives in {p(r, CITIES)}."),
        T("fact", "moved", True, ("home", "history"), 0.4,
          lambda r: f"User grew up in {p(r, CITIES)} and moved to {p(r, CITIES)} in {r.randint(1998, 2025)}."),
        T("fact", "job", True, ("work",), 0.7, lambda r: f"User works as a {p(r, JOBS)} at {p(r, WORKPLACES)}."),
        T("fact", "pet", False, ("pets", "family"), 0.5, lambda r: f"User has a {p(r, PETS)} named {p(r, PET_NAMES)}."),
        T("fact", "relative", False, ("family",), 0.5, lambda r: f"User's {p(r, RELATIVES)} is called {p(r, NAMES)}."),
        T("fact", "relative_city", False, ("family", "location"), 0.4,
          lambda r: f"User's {p(r, RELATIVES)} {p(r, NAMES)} lives in {p(r, CITIES)}."),
        T("fact", "languages", True, ("languages",), 0.5,
          lambda r: f"User speaks {p(r, LANGUAGES)} and {p(r, LANGUAGES)}."),
        T("fact", "allergy", False, ("health", "food"), 0.9, lambda r: f"User is allergic to {p(r, ALLERGENS)}."),
        T("fact", "car", True, ("transport",), 0.3, lambda r: f"User drives {p(r, CARS)}."),
        T("fact", "children", True, ("family",), 0.6,
          lambda r: f"User has {p(r, CHILDREN)}."),
        T("fact", "study", True, ("school",), 0.7, lambda r: f"User studies {p(r, SUBJECTS)} at {p(r, UNIS)}."),
        T("fact", "birthday", True, ("personal",), 0.6,
          lambda r: f"User's birthday is on {p(r, MONTHS)} {r.randint(1, 28)}."),
        T("fact", "diet", True, ("food", "diet"), 0.8,
          lambda r: f"User is {p(r, DIETS)}."),
        T("fact", "commute", False, ("transport", "work"), 0.3,
          lambda r: f"User commutes {r.randint(10, 75)} minutes by {p(r, COMMUTES)} to work."),
        T("fact", "health", False, ("health",), 0.8,
          lambda r: f"User has {p(r, CONDITIONS)} and mentions it when planning {p(r, HOBBIES)}."),
        T("fact", "timezone", True, ("personal", "location"), 0.4,
          lambda r: f"User usually works from {p(r, CITIES)} and is online in the {p(r, ONLINE)}."),
        # preferences
        T("preference", "drink", False, ("food",), 0.3, lambda r: f"User prefers {p(r, DRINKS)} over {p(r, DRINKS)}."),
        T("preference", "music", False, ("music",), 0.3,
          lambda r: f"User likes {p(r, GENRES)} music, especially {p(r, ARTISTS)}."),
        T("preference", "dislike_food", False, ("food",), 0.5, lambda r: f"User dislikes {p(r, FOODS)}."),
        T("preference", "like_food", False, ("food",), 0.4,
          lambda r: f"User loves {p(r, FOODS)} and orders it {p(r, HOW_OFTEN)}."),
        T("preference", "hobby", False, ("hobbies",), 0.4, lambda r: f"User enjoys {p(r, HOBBIES)} on weekends."),
        T("preference", "favourite", False, ("favourites",), 0.3,
          lambda r: (lambda t: f"User's favourite {t[0]} is {p(r, t[1])}.")(p(r, THINGS))),
        T("preference", "style", False, ("communication",), 0.7, lambda r: f"User prefers {p(r, STYLES)}."),
        T("preference", "explain_lang", True, ("communication", "languages"), 0.6,
          lambda r: f"User wants explanations in {p(r, LANGUAGES)} when the topic is {p(r, SUBJECTS)}."),
        T("preference", "schedule", False, ("routine",), 0.4,
          lambda r: f"User's favourite time for {p(r, HOBBIES)} is the {p(r, DAY_PARTS)}."),
        T("preference", "rather", False, ("hobbies",), 0.3,
          lambda r: f"User would rather spend a free day {p(r, HOBBIES)} than {p(r, HOBBIES)}."),
        T("preference", "reminders", False, ("communication", "routine"), 0.6,
          lambda r: f"User wants reminders about {p(r, REMIND_WHAT)} {p(r, REMIND_WHEN)}."),
        T("preference", "cuisine", False, ("food",), 0.3,
          lambda r: f"User picks {p(r, THINGS[3][1])} restaurants for {p(r, OCCASIONS)}."),
        T("preference", "focus_music", False, ("music", "work"), 0.3,
          lambda r: f"User focuses best with {p(r, GENRES)} playing while {p(r, FOCUS_WHILE)}."),
        T("preference", "travel", False, ("travel",), 0.3,
          lambda r: f"User prefers {p(r, TRAVEL_WAYS)} when travelling to {p(r, CITIES)}."),
        # goals
        T("goal", "race", False, ("fitness", "goals"), 0.7,
          lambda r: f"User wants to run {p(r, RACES)} by {p(r, MONTHS)} {r.randint(2026, 2028)}."),
        T("goal", "saving", False, ("money", "goals"), 0.7, lambda r: f"User is saving money for {p(r, PURCHASES)}."),
        T("goal", "language", False, ("languages", "goals"), 0.6,
          lambda r: f"User is learning {p(r, LANGUAGES)} and aims for {p(r, LEVELS)} level by {p(r, MONTHS)}."),
        T("goal", "generic", False, ("goals",), 0.6,
          lambda r: f"User's goal for {r.randint(2026, 2027)} is to {p(r, GOALS)}."),
        T("goal", "skill", False, ("goals", "skills"), 0.6,
          lambda r: f"User wants to get better at {p(r, SKILLS)} to {p(r, SKILL_WHY)}."),
        # events (filled with a date; event_at is attached by the caller)
        T("event", "exam", False, ("school", "exams"), 0.8, lambda r, d: f"User has a {p(r, SUBJECTS)} exam on {d}."),
        T("event", "doctor", False, ("health", "appointments"), 0.7,
          lambda r, d: f"User has a {p(r, DOCTORS)} appointment on {d} at {p(r, TIMES)}."),
        T("event", "flight", False, ("travel",), 0.6, lambda r, d: f"User is flying to {p(r, CITIES)} on {d}."),
        T("event", "interview", False, ("work", "career"), 0.9,
          lambda r, d: f"User's job interview at {p(r, COMPANIES)} is on {d}."),
        T("event", "talk", False, ("work",), 0.7,
          lambda r, d: f"User is giving a presentation about {p(r, TOPICS)} on {d}."),
        T("event", "wedding", False, ("family", "social"), 0.6,
          lambda r, d: f"User's {p(r, RELATIVES)} {p(r, NAMES)} is getting married on {d}."),
        T("event", "race_day", False, ("fitness",), 0.7, lambda r, d: f"User is running {p(r, RACES)} on {d}."),
        T("event", "move", False, ("home",), 0.8,
          lambda r, d: f"User is moving to a new flat in {p(r, CITIES)} on {d}."),
        T("event", "deadline", False, ("work", "deadlines"), 0.8,
          lambda r, d: f"User's {p(r, DUE_THINGS)} is due on {d}."),
        T("event", "birthday_party", False, ("social", "family"), 0.5,
          lambda r, d: f"User is hosting a birthday dinner for their {p(r, RELATIVES)} on {d}."),
        # assessments
        T("assessment", "difficulty", False, ("school", "learning"), 0.6,
          lambda r: f"User finds {p(r, SUBJECTS)} difficult, especially {p(r, SUBTOPICS)}."),
        T("assessment", "skill_gap", False, ("skills", "learning"), 0.5,
          lambda r: f"User is confident with {p(r, SKILLS)} but struggles with {p(r, SKILLS)}."),
        T("assessment", "stress", False, ("wellbeing",), 0.6,
          lambda r: f"User seemed stressed about {p(r, STRESSORS)} in {p(r, MONTHS)}."),
        T("assessment", "progress", False, ("learning", "progress"), 0.5,
          lambda r: f"User's {p(r, SKILLS)} skills have improved a lot since {p(r, MONTHS)}."),
        T("assessment", "learning_style", False, ("learning",), 0.6,
          lambda r: f"User learns best from {p(r, LEARN_FROM)} in {p(r, SUBJECTS)}."),
        T("assessment", "mood", False, ("wellbeing",), 0.4,
          lambda r: f"User sounded {p(r, MOODS)} after {p(r, AFTER)} in {p(r, MONTHS)}."),
    ]  # fmt: skip


KIND_SHARE = {"fact": 0.28, "preference": 0.24, "goal": 0.12, "event": 0.20, "assessment": 0.16}


@dataclass(slots=True)
class PoolEntry:
    text: str
    kind: str
    group: str
    single: bool
    tags: tuple[str, ...]
    importance: float
    event_offset: float | None  # days from ANCHOR, events only
    hash: str


def _event_offset(rng: random.Random) -> float:
    """Days from ANCHOR: ~15% in the last week (follow-ups due), the rest spread wide."""
    u = rng.random()
    if u < 0.15:
        return -rng.uniform(0.1, 6.9)
    if u < 0.55:
        return -rng.uniform(7, 180)
    return rng.uniform(0.5, 150)


def build_pool(size: int, seed: int) -> list[PoolEntry]:
    rng = random.Random(seed)
    templates = _templates()
    by_kind: dict[str, list[Template]] = {}
    for t in templates:
        by_kind.setdefault(t.kind, []).append(t)
    seen: set[str] = set()
    pool: list[PoolEntry] = []
    for kind, share in KIND_SHARE.items():
        want = round(size * share)
        got, tries = 0, 0
        while got < want and tries < want * 50:
            tries += 1
            t = _pick(rng, by_kind[kind])
            offset = None
            if kind == "event":
                offset = _event_offset(rng)
                when = ANCHOR + timedelta(days=offset)
                date = when.strftime("%Y-%m-%d") if rng.random() < 0.6 else f"{when:%A} {when.day} {when:%B}"
                text = t.fill(rng, date)
            else:
                text = t.fill(rng)
            h = content_hash(text)
            if h in seen:
                continue
            seen.add(h)
            pool.append(PoolEntry(text, kind, t.group, t.single, t.tags, t.importance, offset, h))
            got += 1
    rng.shuffle(pool)
    return pool


# ------------------------------------------------------------------------------------------
# queries
# ------------------------------------------------------------------------------------------

QUERY_TEMPLATES = [
    lambda r: "what should I cook for dinner tonight?",
    lambda r: f"can you suggest a {_pick(r, ['quick', 'cheap', 'healthy', 'vegetarian'])} recipe with "
              f"{_pick(r, FOODS)}?",
    lambda r: "help me plan my week, I have a lot going on",
    lambda r: f"I'm nervous about my {_pick(r, SUBJECTS)} exam, can we revise {_pick(r, SUBTOPICS)}?",
    lambda r: f"explain {_pick(r, SUBTOPICS)} again please",
    lambda r: f"any tips for {_pick(r, RACES)}? my training has been patchy",
    lambda r: f"recommend a {_pick(r, ['book', 'film', 'podcast', 'board game'])} for the weekend",
    lambda r: f"I'm travelling to {_pick(r, CITIES)} next month, what should I pack?",
    lambda r: "how did I say I wanted answers formatted?",
    lambda r: "remind me what I have coming up",
    lambda r: f"I need to write an email to my {_pick(r, RELATIVES)} about the holidays",
    lambda r: f"what's a good gift for my {_pick(r, RELATIVES)}?",
    lambda r: f"can you help me prepare for a job interview at {_pick(r, COMPANIES)}?",
    lambda r: "I can't sleep and I'm stressed about work",
    lambda r: f"how do I get better at {_pick(r, SKILLS)}?",
    lambda r: f"draft a budget so I can save for {_pick(r, PURCHASES)}",
    lambda r: f"which {_pick(r, ['restaurants', 'cafes', 'parks', 'museums'])} would I like in {_pick(r, CITIES)}?",
    lambda r: f"let's practise some {_pick(r, LANGUAGES)} conversation",
    lambda r: f"my {_pick(r, PETS)} has been off its food, what could it be?",
    lambda r: "what did we decide about my goals for next year?",
    lambda r: f"write a short speech for my {_pick(r, RELATIVES)}'s wedding",
    lambda r: f"I have a {_pick(r, DOCTORS)} appointment soon, what should I ask?",
    lambda r: f"is {_pick(r, FOODS)} safe for me to eat?",
    lambda r: f"suggest a weekend plan with some {_pick(r, HOBBIES)}",
    lambda r: f"how should I structure my presentation on {_pick(r, TOPICS)}?",
    lambda r: "give me a pep talk, today was rough",
    lambda r: f"make me a study schedule for {_pick(r, SUBJECTS)} before the exam",
    lambda r: f"what music would I enjoy while {_pick(r, ['working', 'running', 'cooking', 'studying'])}?",
    lambda r: "summarise what you know about my health",
    lambda r: f"should I take the {_pick(r, ['train', 'bus', 'bike', 'car'])} to work tomorrow?",
    lambda r: f"help me fix {_pick(r, ['a Python', 'a SQL', 'an Excel'])} error I keep getting",
    lambda r: "how is my progress compared with a few months ago?",
    lambda r: f"plan a birthday dinner for {_pick(r, NAMES)}",
    lambda r: "what time zone am I usually in?",
    lambda r: f"quiz me on {_pick(r, SUBJECTS)}",
]  # fmt: skip


def make_queries(n: int, users: Sequence[str], seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    return [(_pick(rng, users), _pick(rng, QUERY_TEMPLATES)(rng)) for _ in range(n)]


# ------------------------------------------------------------------------------------------
# building the store
# ------------------------------------------------------------------------------------------


def user_ids(n: int) -> list[str]:
    width = max(5, len(str(n - 1)))
    return [f"u{i:0{width}d}" for i in range(n)]


def draw_user(rng: np.random.Generator, pool: list[PoolEntry], per_user: int) -> list[int]:
    """Distinct pool entries for one user, at most one from each single-valued group."""
    picks: list[int] = []
    singles: set[str] = set()
    want = min(per_user, len(pool))
    for i in rng.choice(len(pool), size=min(len(pool), want * 2), replace=False):
        e = pool[int(i)]
        if e.single:
            if e.group in singles:
                continue
            singles.add(e.group)
        picks.append(int(i))
        if len(picks) == want:
            break
    return picks


def _source(rng: np.random.Generator, user: str) -> Source:
    session = f"s-{user}-{int(rng.integers(1, 60)):03d}"
    return Source(
        session_id=session, turn_ids=[new_id() for _ in range(int(rng.integers(1, 3)))], actor="extractor",
        extractor_model="bench-extractor", prompt_version="extract-v1",
    )  # fmt: skip


def make_records(
    rng: np.random.Generator, pool: list[PoolEntry], user: str, picks: list[int], embedder_name: str
) -> list[tuple[MemoryRecord, int]]:
    out = []
    for i in picks:
        e = pool[i]
        event_at = followed = None
        if e.event_offset is not None:
            event_at = ANCHOR + timedelta(days=e.event_offset) + timedelta(hours=float(rng.uniform(-3, 3)))
            created = event_at - timedelta(days=float(rng.uniform(2, 45)))
            created = min(max(created, ANCHOR - 270 * DAY), ANCHOR - timedelta(hours=1))
            age = (ANCHOR - event_at).total_seconds() / 86400
            if age > 7 and rng.random() < 0.7:
                followed = min(ANCHOR, event_at + timedelta(days=float(rng.uniform(0.5, 5))))
            elif 0 < age <= 7 and rng.random() < 0.2:
                followed = min(ANCHOR, event_at + timedelta(hours=float(rng.uniform(2, 30))))
        else:
            created = ANCHOR - timedelta(days=float(rng.uniform(0, 270)))
        seen = created + (ANCHOR - created) * float(rng.random() ** 3)
        u = rng.random()
        status, valid_to = "active", None
        if u < 0.03:
            status, valid_to = "superseded", created + (ANCHOR - created) * float(rng.uniform(0.2, 0.9))
        elif u < 0.04:
            status = "archived"
        tags = list(e.tags[: int(rng.integers(1, len(e.tags) + 1))])
        rec = MemoryRecord(
            id=new_id(), tenant=TENANT, user_id=user, kind=e.kind, content=e.text, content_hash=e.hash,
            tags=tags, importance=float(np.clip(e.importance + rng.normal(0, 0.1), 0.05, 1.0)),
            confidence=float(rng.uniform(0.6, 0.95)), event_at=event_at, valid_from=created,
            valid_to=valid_to, created_at=created, updated_at=valid_to or created, last_seen_at=seen,
            followed_up_at=followed, status=status, source=_source(rng, user), embedder=embedder_name,
        )  # fmt: skip
        out.append((rec, i))
    return out


def history_for(rec: MemoryRecord) -> HistoryEntry:
    # what AsyncMemory.add writes (a later status change would add a second row; one is enough)
    return HistoryEntry(
        id=new_id(), memory_id=rec.id, tenant=rec.tenant, user_id=rec.user_id, action="add", old=None,
        new=rec.model_dump(mode="json"), actor=rec.source.actor, reason="extracted from conversation",
        at=rec.created_at,
    )  # fmt: skip


PROFILE_KEYS = {
    "name": NAMES, "preferred_language": ["English", *LANGUAGES],
    "timezone": ["Europe/Oslo", "America/Toronto", "Asia/Tokyo", "Europe/Lisbon", "Australia/Melbourne"],
    "occupation": JOBS, "city": CITIES, "pronouns": ["she/her", "he/him", "they/them"],
}  # fmt: skip


def resident_mib(path: Path) -> float | None:
    """How much of the file sits in the OS page cache (util-linux ``fincore``), if measurable."""
    try:
        out = subprocess.run(["fincore", "--bytes", "--noheadings", "--output", "RES", str(path)],
                             capture_output=True, text=True, timeout=30, check=True).stdout  # fmt: skip
        return round(int(out.split()[0]) / 2**20, 1)
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return None


def prewarm(path: Path) -> None:
    """Read the store once so it sits in the OS page cache, as it would in a long-running service
    whose data fits in RAM (this VM's memory reclaim evicts idle file pages within minutes)."""
    t = time.perf_counter()
    size = 0
    for p in sorted(path.parent.glob(path.name + "*")):
        with p.open("rb") as f:
            while chunk := f.read(16 << 20):
                size += len(chunk)
    log(f"read {size / 2**20:,.0f} MiB of store files into the page cache in {time.perf_counter() - t:.1f}s")


def db_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())


async def build_store(mem: AsyncMemory, args: argparse.Namespace, db: Path) -> dict[str, Any]:
    phases: dict[str, float] = {}
    t0 = time.perf_counter()
    pool = build_pool(args.pool, args.seed)
    phases["pool_seconds"] = time.perf_counter() - t0
    kinds = {k: sum(1 for e in pool if e.kind == k) for k in KIND_SHARE}
    log(f"pool: {len(pool):,} distinct sentences {kinds} in {phases['pool_seconds']:.2f}s")

    t = time.perf_counter()
    embedder = await mem.runtime.embeddings.checked()  # sets meta 'embedder' = name|dim on a fresh store
    phases["embedder_load_seconds"] = time.perf_counter() - t
    t = time.perf_counter()
    vectors = np.empty((len(pool), embedder.dim), dtype=np.float32)
    prog = Progress("embedding pool", len(pool))
    for start in range(0, len(pool), 256):
        chunk = pool[start : start + 256]
        vectors[start : start + len(chunk)] = embedder.embed([e.text for e in chunk])
        prog.update(start + len(chunk))
    phases["pool_embed_seconds"] = time.perf_counter() - t
    log(f"pool embedded: {len(pool) / phases['pool_embed_seconds']:.0f} sentences/s")

    users = user_ids(args.users)
    rng = np.random.default_rng(args.seed)
    t = time.perf_counter()
    prog = Progress("writing memories", args.users * args.per_user, every=10.0)
    written = active = 0
    t_py = t_sql = 0.0
    for user in users:
        a = time.perf_counter()
        recs = make_records(rng, pool, user, draw_user(rng, pool, args.per_user), embedder.name)
        inserts = [(r, vectors[i]) for r, i in recs]
        history = [history_for(r) for r, _ in recs] if args.history else []
        b = time.perf_counter()
        await mem.store.write_memories(Scope(TENANT, user), inserts=inserts, history=history)
        t_sql += time.perf_counter() - b
        t_py += b - a
        written += len(recs)
        active += sum(1 for r, _ in recs if r.status == "active")
        prog.update(written, f"[records+history objects {t_py:.0f}s, write_memories {t_sql:.0f}s]")
    phases["write_seconds"] = time.perf_counter() - t
    phases["write_build_objects_seconds"] = t_py
    phases["write_memories_seconds"] = t_sql
    log(f"wrote {written:,} memories ({active:,} active) in {phases['write_seconds']:.0f}s")

    t = time.perf_counter()
    prng = random.Random(args.seed + 1)
    n_prof = min(args.profiles, len(users))
    for user in prng.sample(users, n_prof):
        scope = Scope(TENANT, user)
        fields = {k: _pick(prng, v) for k, v in PROFILE_KEYS.items() if prng.random() < 0.8}
        await mem.store.set_profile(scope, fields)
        recent = await mem.store.list_memories(scope, limit=12)
        text = (
            "Over the last months the user talked mostly about "
            + ", ".join(sorted({tg for m in recent for tg in m.tags})[:5])
            + ". Key points: "
            + " ".join(m.content for m in recent[:6])
        )
        await mem.store.insert_summary(
            Summary(
                id=new_id(),
                tenant=TENANT,
                user_id=user,
                period_start=ANCHOR - 120 * DAY,
                period_end=ANCHOR - 10 * DAY,
                text=text,
                memory_ids=[m.id for m in recent[:6]],
                fact_count=6,
                created_at=ANCHOR - 9 * DAY,
            )
        )
    phases["profiles_seconds"] = time.perf_counter() - t

    t = time.perf_counter()
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    phases["checkpoint_seconds"] = time.perf_counter() - t
    phases["build_seconds"] = time.perf_counter() - t0
    info = {"memories": written, "active_memories": active, "profiles": n_prof, "pool": len(pool), **phases}
    await mem.store.set_meta("bench_build", json.dumps({"params": build_key(args), **info}))
    return info


def build_key(args: argparse.Namespace) -> dict[str, Any]:
    return {"users": args.users, "per_user": args.per_user, "seed": args.seed, "pool": args.pool,
            "profiles": args.profiles, "history": args.history, "embedder": args.embedder}  # fmt: skip


# ------------------------------------------------------------------------------------------
# timing
# ------------------------------------------------------------------------------------------


class TimedEmbedder:
    """Forwards to the real embedder and accumulates the time spent in ``embed``."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.spent = 0.0

    @property
    def name(self) -> str:
        return str(self.inner.name)

    @property
    def dim(self) -> int:
        return int(self.inner.dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        t = time.perf_counter()
        try:
            return self.inner.embed(texts)
        finally:
            self.spent += time.perf_counter() - t


def stats(ms: Sequence[float]) -> dict[str, float]:
    if not ms:
        return {"n": 0}
    a = np.asarray(ms, dtype=np.float64)
    return {
        "n": len(a), "p50": float(np.percentile(a, 50)), "p95": float(np.percentile(a, 95)),
        "p99": float(np.percentile(a, 99)), "mean": float(a.mean()), "min": float(a.min()), "max": float(a.max()),
    }  # fmt: skip


def cache_stats(mem: AsyncMemory, settings: Settings) -> dict[str, Any]:
    """How many users' indexes the cache holds, their mean size, and how many users fit."""
    cache = mem.runtime.cache
    held = cache.held()
    per_user = cache.used_bytes / held if held else 0.0
    budget = settings.index_cache_mb << 20
    return {
        "mb": settings.index_cache_mb, "vectors": settings.index_vectors, "users_held": held,
        "kib_per_user": round(per_user / 1024, 1), "users_fit": int(budget // per_user) if per_user else None,
    }  # fmt: skip


def cached(mem: AsyncMemory, user: str) -> bool:
    return mem.runtime.cache.cached(Scope(TENANT, user), "memories")


async def context_times(
    mem: AsyncMemory, timed: TimedEmbedder, queries: Sequence[tuple[str, str]], prog: Progress | None = None
) -> dict[str, list[Any]]:
    """Each context() call's time (ms): in all, embedding, the rest, the rest by cache hit or miss."""
    total, embed, rest, hit_ms, miss_ms = [], [], [], [], []
    sizes: list[int] = []
    for n, (user, q) in enumerate(queries, 1):
        was_cached = cached(mem, user)
        timed.spent = 0.0
        t = time.perf_counter()
        ctx = await mem.context(user, query=q)
        dt = (time.perf_counter() - t) * 1000
        e = timed.spent * 1000
        total.append(dt)
        embed.append(e)
        rest.append(dt - e)
        (hit_ms if was_cached else miss_ms).append(dt - e)
        sizes.append(len(ctx.memory_ids))
        if prog is not None:
            prog.update(n)
    return {"total": total, "embed": embed, "rest": rest, "hit_rest": hit_ms, "miss_rest": miss_ms, "ids": sizes}


async def time_context(
    mem: AsyncMemory, timed: TimedEmbedder, queries: Sequence[tuple[str, str]], label: str
) -> dict[str, Any]:
    cpu0 = cpu_sample()
    times = await context_times(mem, timed, queries, Progress(label, len(queries)))
    busy = others_cores(cpu0)
    if busy > 0.25:
        log(f"warning: other processes kept {busy} cores busy during '{label}'; latencies are inflated")
    return times | {"others_cores": busy}


async def time_search(mem: AsyncMemory, queries: Sequence[tuple[str, str]], limit: int) -> list[float]:
    out = []
    for user, q in queries:
        t = time.perf_counter()
        await mem.search(user, q, limit=limit)
        out.append((time.perf_counter() - t) * 1000)
    return out


async def profile_context(mem: AsyncMemory, queries: Sequence[tuple[str, str]], top: int = 25) -> str:
    """cProfile of context() with the embedding stubbed out (vectors precomputed)."""
    inner = mem.runtime.embeddings.embedder
    texts = sorted({q for _, q in queries})
    table = dict(zip(texts, inner.embed(texts), strict=True))

    class Stub:
        name, dim = inner.name, inner.dim

        def embed(self, ts: Sequence[str]) -> np.ndarray:
            return np.stack([table[t] for t in ts])

    mem.runtime.embeddings.replace(Stub())
    mem.runtime.cache.clear()

    prof = cProfile.Profile()
    prof.enable()
    for user, q in queries:
        await mem.context(user, query=q)
    prof.disable()
    mem.runtime.embeddings.replace(inner)
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("cumulative").print_stats(top)
    return buf.getvalue()


def explain_plans(db: Path, user: str) -> dict[str, str]:
    conn = sqlite3.connect(db)
    now = ANCHOR.timestamp()
    cols = "id, content"
    qs = {
        "index_rows": ("SELECT id, content, kind, tags, importance, created_at, last_seen_at, embedding, embedder, '' "
                       "FROM memories WHERE tenant = ? AND user_id = ? AND status IN (?) ORDER BY created_at, id",
                       (TENANT, user, "active")),
        "due_events": (f"SELECT {cols} FROM memories WHERE tenant = ? AND user_id = ? AND event_at IS NOT NULL "
                       "AND event_at BETWEEN ? AND ? AND status = 'active' AND followed_up_at IS NULL "
                       "ORDER BY event_at DESC",
                       (TENANT, user, now - 7 * 86400, now)),
        "recent": (f"SELECT {cols} FROM memories WHERE tenant = ? AND user_id = ? AND status IN (?) "
                   "AND created_at >= ? "
                   "ORDER BY created_at DESC, id LIMIT ?", (TENANT, user, "active", now - 7 * 86400, 5)),
        "latest_summary": ("SELECT * FROM summaries WHERE tenant = ? AND user_id = ? "
                           "ORDER BY created_at DESC, id DESC LIMIT 1",
                           (TENANT, user)),
    }  # fmt: skip
    out = {}
    for name, (sql, params) in qs.items():
        rows = conn.execute("EXPLAIN QUERY PLAN " + sql, params).fetchall()
        out[name] = " | ".join(r[-1] for r in rows)
    conn.close()
    return out


# ------------------------------------------------------------------------------------------
# mem0
# ------------------------------------------------------------------------------------------


class Mem0Side:
    """mem0 in its own venv and process, its memories added, answering blocks of searches."""

    def __init__(self, users_texts: dict[str, list[str]], queries: list[tuple[str, str]], workdir: Path,
                 limit: int, timeout: float) -> None:  # fmt: skip
        sys.path.insert(0, str(BENCH_DIR))
        from _mem0_env import ensure_mem0_venv

        python = ensure_mem0_venv(BENCH_DIR / ".mem0-venv", log=lambda m: log(str(m)))
        workdir.mkdir(parents=True, exist_ok=True)
        inp, self.out = workdir / "in.json", workdir / "out.json"
        inp.write_text(json.dumps({"users": users_texts, "queries": [list(q) for q in queries], "limit": limit,
                                   "workdir": str(workdir / "mem0")}))  # fmt: skip
        self.timeout = timeout
        self.t0 = time.perf_counter()
        # stderr streams through (its progress lines); stdin and stdout carry the blocks
        self.proc = subprocess.Popen([str(python), str(BENCH_DIR / "_mem0_side.py"), str(inp), str(self.out)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
        if self._line() != "ready":
            raise RuntimeError("mem0 side did not get ready")

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            code = self.proc.wait(timeout=self.timeout)
            raise RuntimeError(f"mem0 side failed with exit code {code}")
        return line.strip()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def block(self, start: int, end: int) -> list[float]:
        """The times (ms) of mem0's searches for queries[start:end], timed in its process."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{start} {end}\n")
        self.proc.stdin.flush()
        return [float(x) for x in self._line().split()]

    def finish(self) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        if self.proc.wait(timeout=self.timeout) != 0:
            raise RuntimeError(f"mem0 side failed with exit code {self.proc.returncode}")
        result: dict[str, Any] = json.loads(self.out.read_text())
        result["wall_seconds"] = time.perf_counter() - self.t0
        return result


async def time_interleaved(mem: AsyncMemory, timed: TimedEmbedder, queries: Sequence[tuple[str, str]], limit: int,
                           mem0: Mem0Side | None, block: int) -> dict[str, Any]:  # fmt: skip
    """muninn's context() and search() and mem0's search on the same queries, in alternating blocks
    (muninn first in even blocks, mem0 first in odd ones): this VM's speed drifts from minute to
    minute, and two phases one after the other once differed by 1.3x with nothing else running."""
    ctx: dict[str, list[Any]] = {}
    search_ms: list[float] = []
    mem0_ms: list[float] = []
    prog = Progress("interleaved blocks" + (" with mem0" if mem0 else ""), len(queries))
    cpu0 = cpu_sample(mem0.pid if mem0 else None)
    for k, start in enumerate(range(0, len(queries), block)):
        part = queries[start : start + block]
        if mem0 is not None and k % 2:
            mem0_ms += mem0.block(start, start + len(part))
        for key, values in (await context_times(mem, timed, part)).items():
            ctx.setdefault(key, []).extend(values)
        search_ms += await time_search(mem, part, limit)
        if mem0 is not None and not k % 2:
            mem0_ms += mem0.block(start, start + len(part))
        prog.update(start + len(part))
    return {"context": ctx, "search": search_ms, "mem0": mem0_ms,
            "others_cores": others_cores(cpu0, mem0.pid if mem0 else None)}  # fmt: skip


# ------------------------------------------------------------------------------------------
# main
# ------------------------------------------------------------------------------------------


def su_p50(r: dict[str, Any], key: str) -> float | None:
    """The p50 of one like-for-like muninn phase, when it ran."""
    phase = r.get("same_users", {}).get(key)
    return None if phase is None else round(phase["p50"], 3)


def fmt_row(name: str, s: dict[str, float]) -> str:
    if not s.get("n"):
        return f"  {name:<44} {'-':>8}"
    return (f"  {name:<44} {s['p50']:8.2f} {s['p95']:8.2f} {s['p99']:8.2f} {s['mean']:8.2f} {s['max']:8.1f} "
            f"{s['n']:>6}")  # fmt: skip


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    t_start = time.perf_counter()
    if args.workdir:
        work = Path(args.workdir).resolve()
        work.mkdir(parents=True, exist_ok=True)
    else:
        work = Path(tempfile.mkdtemp(prefix="muninn-hot-"))
    db = work / "m.db"
    settings = Settings(
        home=work, store_url=f"sqlite:///{db}", embedder=args.embedder, index_vectors=args.index_vectors,
        **({"index_cache_mb": args.index_cache_mb} if args.index_cache_mb is not None else {}),
    )  # fmt: skip
    mem = AsyncMemory(settings, clock=lambda: ANCHOR)
    result: dict[str, Any] = {}
    try:
        meta = await mem.store.get_meta("bench_build")
        if meta and json.loads(meta)["params"] == build_key(args):
            build = json.loads(meta)
            build.pop("params")
            log(f"reusing the store in {work} (built in {build['build_seconds']:.0f}s)")
            build["reused"] = True
        else:
            if meta or await mem.store.list_users(TENANT):
                raise SystemExit(f"{db} holds another data set; remove it or pick another --workdir")
            log(f"building {args.users:,} users x {args.per_user} memories in {db}")
            build = await build_store(mem, args, db)
            build["reused"] = False
        size = db_bytes(db)
        log(f"store: {size / 2**20:,.0f} MiB on disk")

        real = mem.embedder
        timed = TimedEmbedder(real)
        mem.runtime.embeddings.replace(timed)
        users = user_ids(args.users)
        queries = make_queries(args.queries, users, args.seed + 2)

        attempts = []
        for attempt in range(1 + args.retries):
            # each attempt starts the same way: empty index cache, page cache warm (unless
            # --no-prewarm), then a warm-up of the process, the embedder and SQLite's statements
            wait_quiet(args.quiet_wait)
            resident_before = resident_mib(db)
            if args.prewarm:
                prewarm(db)
            mem.runtime.cache.clear()
            for user, q in make_queries(args.warmup, users, args.seed + 3):
                await mem.context(user, query=q)
            for _, q in queries[:20]:
                real.embed([q])
            gc.collect()
            cpu0 = cpu_sample()
            log(
                f"timing {len(queries)} context() calls on random users (attempt {attempt + 1}; "
                f"{resident_mib(db)} MiB of the store in the page cache)"
            )
            main = await time_context(mem, timed, queries, "context")
            embed_alone = []
            for _, q in queries[: min(len(queries), 1000)]:
                t = time.perf_counter()
                real.embed([q])
                embed_alone.append((time.perf_counter() - t) * 1000)
            # second pass over the same users: their indexes are now cached (if the LRU kept them)
            repeat = await time_context(mem, timed, queries[: min(len(queries), 1000)], "context (repeat)")
            busy = others_cores(cpu0)
            attempts.append({"others_cores": busy, "p50_ms": round(stats(main["total"])["p50"], 3)})
            if busy <= 0.25:
                break
            if attempt < args.retries:
                log(f"other processes kept {busy} cores busy during attempt {attempt + 1}; timing again")

        result = {
            "users": args.users, "per_user": args.per_user, "memories": build["memories"],
            "active_memories": build["active_memories"], "queries": len(queries),
            "store_bytes": size, "store_mib": round(size / 2**20, 1),
            "bytes_per_memory": round(size / build["memories"]),
            "build_seconds": round(build["build_seconds"], 1), "build_reused": build["reused"],
            "build": {k: (round(v, 2) if isinstance(v, float) else v) for k, v in build.items()},
            "context": stats(main["total"]), "embed_in_context": stats(main["embed"]),
            "context_no_embed": stats(main["rest"]), "context_no_embed_cache_hit": stats(main["hit_rest"]),
            "context_no_embed_cache_miss": stats(main["miss_rest"]), "embed_alone": stats(embed_alone),
            "context_repeat": stats(repeat["total"]), "context_repeat_no_embed": stats(repeat["rest"]),
            "cache_hit_fraction": round(len(main["hit_rest"]) / len(queries), 3),
            "index_cache": cache_stats(mem, settings),
            "mean_memory_ids": round(float(np.mean(main["ids"])), 2),
            "query_plans": explain_plans(db, users[0]),
            "page_cache_mib": {"before_prewarm": resident_before, "after": resident_mib(db)},
            "others_cores": {"context": main["others_cores"], "context_repeat": repeat["others_cores"]},
            "attempts": attempts,
        }  # fmt: skip

        # like-for-like users for mem0
        if args.mem0_users:
            prng = random.Random(args.seed + 4)
            subset = sorted(prng.sample(users, min(args.mem0_users, len(users))))
            sq = make_queries(args.mem0_queries, subset, args.seed + 5)
            for user in subset:  # cache the indexes, as a long-running service would have them
                await mem.context(user, query="warm up")
            mem0 = None
            if not args.no_mem0:
                texts = {u: [m.content for m in await mem.store.list_memories(Scope(TENANT, u))] for u in subset}
                n_texts = sum(len(v) for v in texts.values())
                log(f"starting mem0 on {len(subset)} users ({n_texts} memories, {len(sq)} queries)")
                mem0 = Mem0Side(texts, sq, work / "mem0-side", args.limit, args.mem0_timeout)
            wait_quiet(args.quiet_wait)
            log(f"timing muninn{' and mem0' if mem0 else ''} on the mem0 subset: {len(subset)} users, "
                f"{len(sq)} queries in blocks of {args.block}")  # fmt: skip
            both = await time_interleaved(mem, timed, sq, args.limit, mem0, args.block)
            same = both["context"]
            result["same_users"] = {
                "users": len(subset), "queries": len(sq), "block": args.block, "context": stats(same["total"]),
                "context_no_embed": stats(same["rest"]), "search": stats(both["search"]),
            }  # fmt: skip
            result["others_cores"]["same_users"] = both["others_cores"]
            if mem0 is not None:
                m0 = mem0.finish()
                s0 = stats(both["mem0"])
                result["mem0"] = {
                    "version": m0.get("mem0_version"), "memories": m0["n_memories"],
                    "add_seconds": round(m0["add_seconds"], 1),
                    "adds_per_second": round(m0["n_memories"] / m0["add_seconds"], 1),
                    "search": s0, "wrong_user_hits": m0.get("wrong_user_hits"),
                    "wall_seconds": round(m0["wall_seconds"], 1),
                }  # fmt: skip

        if args.profile:
            prof_q = make_queries(args.profile, users, args.seed + 6)
            log(f"profiling {len(prof_q)} context() calls (embedding stubbed, cache cleared)")
            mem.runtime.embeddings.replace(real)
            result["profile_text"] = await profile_context(mem, prof_q)
    finally:
        await mem.close()
        if not args.workdir and not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        elif not args.workdir:
            log(f"kept {work}")
    result["wall_seconds"] = round(time.perf_counter() - t_start, 1)
    return result


def report(r: dict[str, Any]) -> dict[str, Any]:
    print(f"\nmuninn hot path: {r['users']:,} users x {r['per_user']} = {r['memories']:,} memories "
          f"({r['active_memories']:,} active); store {r['store_mib']:,} MiB "
          f"({r['bytes_per_memory']} B/memory); build {r['build_seconds']}s"
          f"{' (reused)' if r['build_reused'] else ''}")  # fmt: skip
    b = r["build"]
    if not r["build_reused"]:
        print(
            "  build phases: "
            + ", ".join(f"{k.removesuffix('_seconds')} {b[k]:.1f}s" for k in b if k.endswith("_seconds"))
        )
    print(f"\n  {'latency (ms)':<44} {'p50':>8} {'p95':>8} {'p99':>8} {'mean':>8} {'max':>8} {'n':>6}")
    rows = [
        ("context(), random users (incl. embedding)", r["context"]),
        ("  embedding inside context()", r["embed_in_context"]),
        ("  context() minus embedding", r["context_no_embed"]),
        ("    ... user index cached", r["context_no_embed_cache_hit"]),
        ("    ... user index loaded from SQLite", r["context_no_embed_cache_miss"]),
        ("embedder.embed([query]) alone", r["embed_alone"]),
        ("context(), same queries again", r["context_repeat"]),
        ("  minus embedding", r["context_repeat_no_embed"]),
    ]
    for name, s in rows:
        print(fmt_row(name, s))
    print(
        f"  cache hit fraction (first pass): {r['cache_hit_fraction']}; memory ids per context: {r['mean_memory_ids']}"
    )
    c = r["index_cache"]
    print(f"  index cache: {c['mb']} MiB of {c['vectors']} indexes, {c['kib_per_user']} KiB a user, "
          f"{c['users_held']} users held, {c['users_fit']} fit; embedder {r['embedder']}")  # fmt: skip
    if "same_users" in r:
        su = r["same_users"]
        print(f"\n  like-for-like subset: {su['users']} users, {su['queries']} queries (muninn in the big store), "
              f"muninn and mem0 in alternating blocks of {su['block']}")  # fmt: skip
        print(fmt_row("muninn context()", su["context"]))
        print(fmt_row("  minus embedding", su["context_no_embed"]))
        print(fmt_row(f"muninn search(limit={r.get('limit', 10)})", su["search"]))
        if "mem0" in r:
            m = r["mem0"]
            print(fmt_row(f"mem0 {m['version']} Memory.search", m["search"]))
            print(
                f"  mem0 add (infer=False): {m['memories']} memories in {m['add_seconds']}s ({m['adds_per_second']}/s)"
            )
            print(f"  ratios: mem0 search p50 / muninn context p50 = {r['mem0_ratio']:.1f}x; "
                  f"mem0 search / muninn search = {r['mem0_search_ratio']:.1f}x")  # fmt: skip
    print("\n  query plans: " + "; ".join(f"{k}: {v}" for k, v in r["query_plans"].items()))
    print(f"  store in the OS page cache (MiB): {r['page_cache_mib']}; attempts: {r['attempts']}")
    print(f"  cores kept busy by other processes during each phase: {r['others_cores']} (0 = quiet machine)")
    print(f"  wall time {r['wall_seconds']}s")
    if "profile_text" in r:
        print("\n" + r["profile_text"])
    return {
        "p50_ms": round(r["context"]["p50"], 3), "p95_ms": round(r["context"]["p95"], 3),
        "p99_ms": round(r["context"]["p99"], 3), "mean_ms": round(r["context"]["mean"], 3),
        "embed_p50_ms": round(r["embed_alone"]["p50"], 3),
        "embed_in_context_p50_ms": round(r["embed_in_context"]["p50"], 3),
        "context_no_embed_p50_ms": round(r["context_no_embed"]["p50"], 3),
        "context_no_embed_p95_ms": round(r["context_no_embed"]["p95"], 3),
        "cache_miss_no_embed_p50_ms": round(r["context_no_embed_cache_miss"].get("p50", float("nan")), 3),
        "cache_hit_no_embed_p50_ms": round(r["context_no_embed_cache_hit"].get("p50", float("nan")), 3),
        "cache_hit_fraction": r["cache_hit_fraction"],
        "index_cache_users_fit": r["index_cache"]["users_fit"],
        "index_cache_kib_per_user": r["index_cache"]["kib_per_user"],
        "embedder": r["embedder"], "index_vectors": r["index_cache"]["vectors"],
        "load_average": r["load_average"],
        "users": r["users"], "memories": r["memories"], "queries": r["queries"],
        "store_mib": r["store_mib"], "build_seconds": r["build_seconds"], "build_reused": r["build_reused"],
        "mem0_ratio": None if "mem0_ratio" not in r else round(r["mem0_ratio"], 2),
        "mem0_search_ratio": None if "mem0_search_ratio" not in r else round(r["mem0_search_ratio"], 2),
        "mem0_search_p50_ms": None if "mem0" not in r else round(r["mem0"]["search"]["p50"], 3),
        "mem0_adds_per_s": None if "mem0" not in r else r["mem0"]["adds_per_second"],
        "mem0_users": r.get("same_users", {}).get("users"),
        "mem0_queries": r.get("same_users", {}).get("queries"),
        "muninn_context_p50_ms_same_users": su_p50(r, "context"),
        "muninn_search_p50_ms_same_users": su_p50(r, "search"),
        "attempts": len(r["attempts"]),
        "wall_seconds": r["wall_seconds"], "others_cores": r["others_cores"],
    }  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--users", type=int, default=10_000)
    ap.add_argument("--per-user", type=int, default=100)
    ap.add_argument("--queries", type=int, default=2000)
    ap.add_argument("--warmup", type=int, default=100, help="context() calls before timing")
    ap.add_argument("--pool", type=int, default=4000, help="distinct memory sentences to embed")
    ap.add_argument("--profiles", type=int, default=300, help="users given a profile and a summary")
    ap.add_argument("--no-history", dest="history", action="store_false", help="skip the 'add' history rows")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--embedder", default=Settings().embedder, help="embedder key: minilm-int8 (default) or minilm")
    ap.add_argument("--index-vectors", choices=["int8", "float32"], default="int8", help="how the cache holds vectors")
    ap.add_argument("--index-cache-mb", type=int, help="index cache size (default: the setting's default)")
    ap.add_argument("--limit", type=int, default=10, help="result limit of search() and of mem0's search")
    ap.add_argument("--mem0-users", type=int, default=30)
    ap.add_argument("--mem0-queries", type=int, default=300)
    ap.add_argument("--mem0-timeout", type=float, default=3600)
    ap.add_argument("--block", type=int, default=10, help="queries a block when muninn and mem0 alternate")
    ap.add_argument("--no-mem0", action="store_true", help="skip mem0 (the same-users muninn timings still run)")
    ap.add_argument(
        "--quiet-wait",
        type=float,
        default=300,
        metavar="S",
        help="before each timed phase, wait up to S seconds for other processes to go quiet",
    )
    ap.add_argument(
        "--retries",
        type=int,
        default=2,
        help="time the main pass again (up to N times) when other processes were busy during it",
    )
    ap.add_argument(
        "--no-prewarm",
        dest="prewarm",
        action="store_false",
        help="do not read the store into the OS page cache before timing",
    )
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="cProfile N context() calls at the end")
    ap.add_argument("--workdir", help="keep the store here and reuse it when built with the same parameters")
    ap.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = ap.parse_args()
    if args.users < 1 or args.per_user < 1 or args.queries < 1:
        ap.error("--users, --per-user and --queries must be positive")
    r = asyncio.run(main_async(args))
    if "mem0" in r:
        r["mem0_ratio"] = r["mem0"]["search"]["p50"] / r["same_users"]["context"]["p50"]
        r["mem0_search_ratio"] = r["mem0"]["search"]["p50"] / r["same_users"]["search"]["p50"]
    r["limit"] = args.limit
    r["embedder"] = args.embedder
    r["load_average"] = [round(x, 2) for x in os.getloadavg()]  # beside the figures: this machine is shared
    summary = report(r)
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
