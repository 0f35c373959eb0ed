"""The inspector's plumbing: sign-in cookie, CSRF tokens, security headers, HTML rendering.

**Sign-in.** With auth on, ``POST /ui/login`` checks the API key like the API does and keeps it
in the ``muninn_key`` cookie (HttpOnly, Secure, SameSite=Strict, path ``/ui``): scripts cannot
read it, other sites cannot send it, and every request re-checks it, so revoking the key signs
the browser out at once. The key never travels in a URL. With auth off (``--no-auth``) there
is no sign-in and, as on the API, only loopback clients are served.

**CSRF.** Every page carries a token that every POST must send back (a hidden ``csrf`` field,
or the ``X-CSRF-Token`` header that htmx adds): an HMAC of the signed-in identity keyed by a
random secret held in the ``muninn_csrf`` cookie (HttpOnly, SameSite=Strict). Another site can
neither read the token nor make the browser send the cookie, and a token is good only for the
session it was issued to.

**Headers.** Every inspector response carries a strict Content-Security-Policy (scripts and
styles from ``/ui/static`` only, no inline script, no eval, no framing) and is never cached.
Jinja2 autoescaping is on for every template, so stored text is shown, never run.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.routing import APIRoute
from jinja2 import Environment, FileSystemLoader, select_autoescape

from muninn.errors import MuninnError
from muninn.server.auth import is_loopback, state_of
from muninn.server.errors import HTTPProblem, public_detail, status_of
from muninn.server.keys import authenticate
from muninn.service import AsyncMemory

HERE = Path(__file__).parent
KEY_COOKIE = "muninn_key"
CSRF_COOKIE = "muninn_csrf"
CSRF_FIELD = "csrf"
CSRF_HEADER = "X-CSRF-Token"
PREFIX = "/ui"
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

templates = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)
templates.filters["seg"] = lambda value: quote(str(value), safe="")  # one URL path segment


def user_base(user: str) -> str:
    """The address of a user's pages."""
    return f"{PREFIX}/users/{quote(user, safe='')}"


class SignIn(Exception):
    """The request needs a signed-in browser; answered with a redirect to the sign-in page."""


@dataclass(frozen=True, slots=True)
class Inspector:
    """One request's view: the tenant's memory service, who is signed in, and the CSRF token."""

    memory: AsyncMemory
    request: Request
    csrf: str
    signed_in: bool

    def page(self, template: str, code: int = 200, **values: Any) -> HTMLResponse:
        """Render ``template`` with the common values (tenant, csrf, path, the user's address)."""
        if "user" in values:
            values.setdefault("base", user_base(values["user"]))
        return render(self.request, template, code, memory=self.memory, signed_in=self.signed_in, **values)

    @property
    def htmx(self) -> bool:
        """Whether htmx asked (and so wants a fragment, not a whole page)."""
        return self.request.headers.get("HX-Request") == "true"


def render(request: Request, template: str, code: int = 200, **values: Any) -> HTMLResponse:
    """An HTML response of ``template`` with status ``code``; ``csrf``, ``prefix`` and ``path``
    are always available to it."""
    html = templates.get_template(template).render(
        csrf=csrf_token(request), prefix=PREFIX, path=request.url.path, now=datetime.now(UTC), **values
    )
    return HTMLResponse(html, status_code=code)


def _csrf_secret(request: Request) -> str:
    """This browser's CSRF secret: from its cookie, or a new one set on the response (see UIRoute)."""
    secret: str | None = getattr(request.state, "csrf_secret", None)
    if secret is None:
        cookie = request.cookies.get(CSRF_COOKIE, "")
        secret = cookie if len(cookie) == 43 else secrets.token_urlsafe(32)
        request.state.csrf_secret = secret
    return secret


def _identity(request: Request) -> str:
    key = request.cookies.get(KEY_COOKIE, "")
    return "key:" + hashlib.sha256(key.encode()).hexdigest() if key else "anonymous"


def csrf_token(request: Request) -> str:
    """The token forms of this page must send back: HMAC(secret cookie, signed-in identity)."""
    digest = hmac.new(_csrf_secret(request).encode(), _identity(request).encode(), hashlib.sha256)
    return digest.hexdigest()


async def check_csrf(request: Request) -> None:
    """Refuse a POST whose token is missing or not this session's (403)."""
    sent = request.headers.get(CSRF_HEADER)
    if sent is None:
        form = await request.form()
        value = form.get(CSRF_FIELD)
        sent = value if isinstance(value, str) else ""
    if CSRF_COOKIE not in request.cookies or not hmac.compare_digest(sent, csrf_token(request)):
        raise HTTPProblem(
            403, "csrf_failed", "the form's security token is missing or stale; reload the page and submit it again"
        )


async def signed_in_key(request: Request) -> tuple[AsyncMemory, bool]:
    """The tenant view of the signed-in key (auth on) or of the service (auth off, loopback only)."""
    state = state_of(request)
    if not state.settings.auth:
        if not is_loopback(request.client.host if request.client else None):
            raise HTTPProblem(
                403,
                "loopback_only",
                "this server runs without API keys, which serves this machine only; "
                "its operator must turn auth on and give you a key (`muninn keys create --tenant …`)",
            )
        return state.memory, False
    secret = request.cookies.get(KEY_COOKIE)
    key = None if secret is None else await authenticate(state.memory.store, secret)
    if key is None:
        raise SignIn()
    return state.view(key.tenant), True


async def inspector(request: Request) -> Inspector:
    """The dependency of every page that shows tenant data."""
    memory, signed_in = await signed_in_key(request)
    return Inspector(memory, request, csrf_token(request), signed_in)


async def checked_inspector(request: Request) -> Inspector:
    """The dependency of every action: signed in and the CSRF token checked."""
    view = await inspector(request)
    await check_csrf(request)
    return view


View = Annotated[Inspector, Depends(inspector)]
"""A page's parameter: the signed-in tenant's view."""
Action = Annotated[Inspector, Depends(checked_inspector)]
"""An action's parameter: the signed-in tenant's view, CSRF token checked."""


def redirect(url: str, request: Request) -> Response:
    """Go to ``url`` after a POST: a 303, or for htmx an ``HX-Redirect`` (htmx follows it itself)."""
    if request.headers.get("HX-Request") == "true":
        return Response(status_code=204, headers={"HX-Redirect": url})
    return RedirectResponse(url, status_code=303)


def set_key_cookie(response: Response, secret: str | None) -> None:
    """Keep the API key in the sign-in cookie (or clear it with None)."""
    if secret is None:
        response.delete_cookie(KEY_COOKIE, path=PREFIX, secure=True, httponly=True, samesite="strict")
    else:
        response.set_cookie(KEY_COOKIE, secret, path=PREFIX, secure=True, httponly=True, samesite="strict")


class UIRoute(APIRoute):
    """Every inspector route: security headers, the CSRF cookie, and errors as HTML pages."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route(request: Request) -> Response:
            try:
                response = await handler(request)
            except SignIn:
                response = redirect(f"{PREFIX}/login", request)
            except MuninnError as exc:
                response = error_page(request, status_of(exc), public_detail(exc))
            except HTTPProblem as exc:
                response = error_page(request, exc.status, exc.detail)
            except RequestValidationError as exc:
                where = ".".join(str(p) for p in exc.errors()[0].get("loc", ())) if exc.errors() else "request"
                response = error_page(request, 422, f"{where}: not a valid value; check the address or the form")
            secure(response)
            if request.cookies.get(CSRF_COOKIE) != _csrf_secret(request):
                response.set_cookie(
                    CSRF_COOKIE, _csrf_secret(request), path=PREFIX, secure=True, httponly=True, samesite="strict"
                )
            return response

        return route


def secure(response: Response, headers: Mapping[str, str] = SECURITY_HEADERS) -> None:
    """Add the inspector's security headers to ``response``."""
    for name, value in headers.items():
        response.headers.setdefault(name, value)


def error_page(request: Request, status: int, detail: str) -> HTMLResponse:
    """An error as an HTML page (or an htmx fragment) that says what went wrong and what to do."""
    template = "_error.html" if request.headers.get("HX-Request") == "true" else "error.html"
    response = render(request, template, status, status=status, detail=detail, signed_in=False)
    if request.headers.get("HX-Request") == "true":
        # htmx swaps only 2xx answers by default; retarget the message to the page's error slot
        response.headers["HX-Retarget"] = "#flash"
        response.headers["HX-Reswap"] = "innerHTML"
    return response


router = APIRouter(prefix=PREFIX, route_class=UIRoute, include_in_schema=False)
"""The inspector's routes; :mod:`muninn.server.ui.pages` and ``actions`` add theirs."""
