"""The inspector's actions (POST, each CSRF-checked): sign in and out, edit, forget and restore
a memory, retry a dead job, try a message, erase a user. Every change to a memory goes through
the façade, so it writes its history row with actor ``inspector`` and the reason given."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import quote

from fastapi import Form, Request
from fastapi.responses import HTMLResponse, Response

from muninn.policy import builtin_names
from muninn.server.auth import state_of
from muninn.server.keys import authenticate
from muninn.server.routes import JobId, MemoryId, User
from muninn.server.ui.pages import known_user
from muninn.server.ui.web import PREFIX, Action, check_csrf, redirect, render, router, set_key_cookie, user_base

ACTOR = "inspector"
Reason = Annotated[str, Form(max_length=500)]


@router.post("/login")
async def login(request: Request, key: Annotated[str, Form(max_length=300)] = "") -> Response:
    """Check the API key and keep it in the HttpOnly sign-in cookie; wrong keys get the form again."""
    await check_csrf(request)
    state = state_of(request)
    if not state.settings.auth:
        return redirect(PREFIX, request)
    found = await authenticate(state.memory.store, key.strip())
    if found is None:
        error = "That key is unknown or revoked. Create one with `muninn keys create --tenant …`."
        return render(request, "login.html", 401, signed_in=False, error=error)
    response = redirect(PREFIX, request)
    set_key_cookie(response, key.strip())
    return response


@router.post("/logout")
async def logout(request: Request) -> Response:
    """Forget the sign-in cookie."""
    await check_csrf(request)
    response = redirect(f"{PREFIX}/login", request)
    set_key_cookie(response, None)
    return response


@router.post("/users/{user}/memories/{memory_id}/edit")
async def edit_memory(
    view: Action,
    user: User,
    memory_id: MemoryId,
    content: Annotated[str, Form()],
    kind: Annotated[str, Form(max_length=64)],
    importance: Annotated[float, Form(ge=0, le=1)],
    confidence: Annotated[float, Form(ge=0, le=1)],
    tags: Annotated[str, Form(max_length=2000)] = "",
    reason: Reason = "",
) -> Response:
    """Write a new version of the memory (the old one is superseded and kept)."""
    new = await view.memory.update(
        user,
        memory_id,
        content=content,
        kind=kind,
        tags=[t.strip() for t in tags.split(",") if t.strip()],
        importance=importance,
        confidence=confidence,
        actor=ACTOR,
        reason=reason.strip() or "edited in the inspector",
    )
    return redirect(f"{user_base(user)}/memories/{quote(new.id, safe='')}", view.request)


@router.post("/users/{user}/memories/{memory_id}/forget")
async def forget_memory(view: Action, user: User, memory_id: MemoryId, reason: Reason = "") -> Response:
    """Mark the memory deleted: out of search and context, history kept, restorable."""
    reason = reason.strip() or "forgotten in the inspector"
    await view.memory.forget(user, memory_id, reason=reason, actor=ACTOR)
    return redirect(f"{user_base(user)}/memories/{quote(memory_id, safe='')}", view.request)


@router.post("/users/{user}/memories/{memory_id}/restore")
async def restore_memory(view: Action, user: User, memory_id: MemoryId, reason: Reason = "") -> Response:
    """Make a forgotten or archived memory active again."""
    reason = reason.strip() or "restored in the inspector"
    await view.memory.restore(user, memory_id, reason=reason, actor=ACTOR)
    return redirect(f"{user_base(user)}/memories/{quote(memory_id, safe='')}", view.request)


@router.post("/jobs/{job_id}/retry")
async def retry_job(view: Action, job_id: JobId) -> Response:
    """Put a dead job back in the queue; htmx gets the job's new row."""
    job = await view.memory.retry_job(job_id)
    if view.htmx:
        return view.page("_job.html", job=job)
    return redirect(f"{PREFIX}/jobs", view.request)


@router.post("/users/{user}/try")
async def try_message(
    view: Action,
    user: User,
    message: Annotated[str, Form(max_length=32_000)] = "",
    policy: Annotated[str, Form(max_length=100)] = "",
) -> HTMLResponse:
    """The context for ``message`` and the chat model's replies with and without memory. No
    turn is recorded."""
    await known_user(view.memory, user)
    names = builtin_names()
    preview = await view.memory.preview(user, message, policy=policy if policy in names else None)
    values: dict[str, Any] = {"user": user, "message": message, "policy": policy, "result": preview}
    if view.htmx:
        return view.page("_try_result.html", **values)
    return view.page("try.html", policies=names, tab="try", **values)


@router.post("/users/{user}/erase")
async def erase_user(view: Action, user: User, confirm: Annotated[str, Form(max_length=200)] = "") -> HTMLResponse:
    """Delete every row of the user, once the user id is typed again; shows rows removed per table."""
    await known_user(view.memory, user)
    if confirm.strip() != user:
        counts = await view.memory.count_user(user)
        error = f"Type the user id {user!r} exactly to confirm; nothing was deleted."
        return view.page("erase.html", 422, user=user, counts=counts, error=error, tab="erase")
    removed = await view.memory.erase_user(user)
    return view.page("erased.html", user=user, removed=removed)
