"""The inspector's pages (GET): users, memories, provenance and history, sessions, profile,
jobs, telemetry. Each reads through the signed-in tenant's :class:`~muninn.service.AsyncMemory`,
so another tenant's users and ids simply do not exist here."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import Query, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response

from muninn.domain.decay import decayed_confidence
from muninn.domain.models import JOB_STATES, STATUSES, JobState, MemoryRecord, MemoryStatus, Turn
from muninn.errors import InvalidInput, NotFound
from muninn.policy import builtin_names
from muninn.server.auth import state_of
from muninn.server.routes import MemoryId, Session, User
from muninn.server.ui.charts import latency_chart, percentile, token_chart
from muninn.server.ui.web import HERE, PREFIX, View, render, router
from muninn.service import AsyncMemory
from muninn.telemetry.summary import summarise

MAX_USERS = 500
MAX_TURNS = 5000
STATIC = {"htmx.min.js": "text/javascript", "muninn.css": "text/css"}
StatusFilter = Literal["active", "superseded", "archived", "deleted", "all"]


@dataclass(frozen=True, slots=True)
class UserRow:
    """A user of the tenant with what is stored about them."""

    user: str
    active: int
    counts: dict[str, int]


@dataclass(frozen=True, slots=True)
class MemoryRow:
    """A memory with what the list shows beside it: decayed confidence and age."""

    record: MemoryRecord
    confidence_now: float
    seen: str


@dataclass(frozen=True, slots=True)
class SessionRow:
    """One conversation of a user."""

    session: str
    turns: int
    started: datetime
    last: datetime


def ago(now: datetime, then: datetime) -> str:
    """``then`` as a short age: "just now", "5 min ago", "3 h ago", "12 d ago"."""
    seconds = (now - then).total_seconds()
    for size, unit in ((86_400, "d"), (3_600, "h"), (60, "min")):
        if seconds >= size:
            return f"{int(seconds // size)} {unit} ago"
    return "just now"


async def known_user(memory: AsyncMemory, user: str) -> str:
    """``user`` if the tenant has anything stored about them; 404 otherwise."""
    if user not in await memory.users():
        raise NotFound(f"no user {user!r} in tenant {memory.tenant!r}; the users page lists them")
    return user


@router.get("/login")
async def login_page(request: Request) -> Response:
    """The sign-in form (auth on); with auth off there is nothing to sign in to."""
    if not state_of(request).settings.auth:
        return RedirectResponse(PREFIX, status_code=303)
    return render(request, "login.html", signed_in=False, error=None)


@router.get("/static/{name}")
async def static(name: str) -> Response:
    """The vendored htmx and the stylesheet (a fixed list: nothing else on disk is reachable)."""
    if name not in STATIC:
        raise NotFound(f"no static file {name!r}")
    response = FileResponse(HERE / "static" / name, media_type=STATIC[name])
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response


@router.get("")
async def users_page(view: View) -> HTMLResponse:
    """Users of the tenant with their counts."""
    memory = view.memory
    users = await memory.users()
    rows = [UserRow(user, len(await memory.list(user)), await memory.count_user(user)) for user in users[:MAX_USERS]]
    return view.page("users.html", users=rows, total=len(users))


@router.get("/users/{user}")
async def user_page(
    view: View,
    user: User,
    kind: Annotated[str, Query(max_length=64)] = "",
    status: StatusFilter = "active",
    q: Annotated[str, Query(max_length=500)] = "",
) -> HTMLResponse:
    """A user's memories grouped by kind, filtered by kind and status, or searched."""
    memory = view.memory
    await known_user(memory, user)
    settings = memory.settings
    if kind and kind not in settings.kinds:
        raise InvalidInput(f"unknown kind {kind!r}; the kinds are {', '.join(settings.kinds)}")
    statuses: tuple[MemoryStatus, ...] = STATUSES if status == "all" else (status,)
    kinds = (kind,) if kind else ()
    if q.strip():
        hits = await memory.search(user, q, limit=50, kinds=kinds, include_inactive=status != "active")
        records = [h.record for h in hits if isinstance(h.record, MemoryRecord) and h.record.status in statuses]
    else:
        records = await memory.list(user, statuses=statuses, kinds=kinds)
    now = memory.clock()
    groups: dict[str, list[MemoryRow]] = defaultdict(list)
    for record in records:
        confidence = decayed_confidence(
            record.confidence, record.last_seen_at, now, half_life_days=settings.confidence_half_life_days
        )
        groups[record.kind].append(MemoryRow(record, confidence, ago(now, record.last_seen_at)))
    ordered = [(k, groups[k]) for k in (*settings.kinds, *sorted(set(groups) - set(settings.kinds))) if k in groups]
    values: dict[str, Any] = {
        "user": user,
        "groups": ordered,
        "count": len(records),
        "kind": kind,
        "status": status,
        "q": q,
    }
    if view.htmx and view.request.headers.get("HX-Target") == "memories":
        return view.page("_memories.html", **values)
    return view.page("user.html", kinds=settings.kinds, statuses=(*STATUSES, "all"), tab="memories", **values)


@router.get("/users/{user}/memories/{memory_id}")
async def memory_page(view: View, user: User, memory_id: MemoryId) -> HTMLResponse:
    """One memory: its fields, provenance (source turns in their transcript) and version history."""
    memory = view.memory
    record = await memory.get(user, memory_id)
    scope = memory.scope(user)
    source = record.source
    transcript: list[Turn] = []
    if source.session_id:
        transcript = await memory.store.list_turns(scope, session_id=source.session_id, limit=MAX_TURNS)
    elif source.turn_ids:
        transcript = sorted(await memory.store.get_turns(scope, source.turn_ids), key=lambda t: t.created_at)
    everything = await memory.list(user, statuses=STATUSES)
    newer = next((m for m in everything if m.supersedes == record.id), None)
    return view.page(
        "memory.html",
        user=user,
        record=record,
        history=await memory.history(user, memory_id),
        transcript=transcript,
        highlight=set(source.turn_ids),
        newer=newer,
        kinds=memory.settings.kinds,
        tab="memories",
    )


@router.get("/users/{user}/sessions")
async def sessions_page(view: View, user: User) -> HTMLResponse:
    """A user's conversations, newest first."""
    memory = view.memory
    await known_user(memory, user)
    turns = await memory.store.list_turns(memory.scope(user), limit=MAX_TURNS)
    by_session: dict[str, list[Turn]] = defaultdict(list)
    for turn in turns:
        by_session[turn.session_id].append(turn)
    rows = [SessionRow(s, len(ts), ts[0].created_at, ts[-1].created_at) for s, ts in by_session.items()]
    rows.sort(key=lambda r: r.last, reverse=True)
    return view.page("sessions.html", user=user, sessions=rows, tab="sessions")


@router.get("/users/{user}/sessions/{session}")
async def transcript_page(
    view: View, user: User, session: Session, memory_id: Annotated[str, Query(alias="memory", max_length=200)] = ""
) -> HTMLResponse:
    """A session's transcript; with ``?memory=<id>``, that memory's source turns are highlighted."""
    memory = view.memory
    scope = memory.scope(user)
    info = await memory.store.get_session(scope, session)
    if info is None:
        raise NotFound(f"no session {session!r} for user {user!r}")
    highlight: set[str] = set()
    if memory_id:
        highlight = set((await memory.get(user, memory_id)).source.turn_ids)
    turns = await memory.store.list_turns(scope, session_id=session, limit=MAX_TURNS)
    return view.page(
        "transcript.html", user=user, info=info, turns=turns, highlight=highlight, memory_id=memory_id, tab="sessions"
    )


@router.get("/users/{user}/profile")
async def profile_page(view: View, user: User) -> HTMLResponse:
    """The user's structured profile and latest narrative summary."""
    memory = view.memory
    await known_user(memory, user)
    summary = await memory.store.latest_summary(memory.scope(user))
    return view.page("profile.html", user=user, profile=await memory.get_profile(user), summary=summary, tab="profile")


@router.get("/users/{user}/try")
async def try_page(view: View, user: User) -> HTMLResponse:
    """Type a message; see the context muninn builds and the reply with and without memory."""
    await known_user(view.memory, user)
    return view.page("try.html", user=user, policies=builtin_names(), message="", policy="", result=None, tab="try")


@router.get("/users/{user}/erase")
async def erase_page(view: View, user: User) -> HTMLResponse:
    """The confirmation before erasing a user: what will be deleted, table by table."""
    await known_user(view.memory, user)
    return view.page("erase.html", user=user, counts=await view.memory.count_user(user), tab="erase")


@router.get("/jobs")
async def jobs_page(view: View, state: JobState | Literal["all"] = "all") -> HTMLResponse:
    """The tenant's background jobs; dead letters show their error and a retry button."""
    states: tuple[JobState, ...] = () if state == "all" else (state,)
    jobs = await view.memory.jobs(states=states, limit=200)
    dead = len(await view.memory.jobs(states=("dead",), limit=1000))
    return view.page("jobs.html", jobs=jobs, state=state, states=("all", *JOB_STATES), dead=dead)


@router.get("/telemetry")
async def telemetry_page(view: View) -> HTMLResponse:
    """Model calls per purpose and model: a table, and latency and token charts over time."""
    calls = await view.memory.llm_calls(limit=5000)
    summary = summarise(calls)
    latencies: dict[tuple[str, str], list[float]] = defaultdict(list)
    for call in calls:
        latencies[(call.purpose, call.model)].append(call.latency_ms)
    p95 = {group: percentile(values, 95) for group, values in latencies.items()}
    charts = [latency_chart(calls), token_chart(calls)]
    return view.page("telemetry.html", summary=summary, p95=p95, charts=charts, calls=len(calls))
