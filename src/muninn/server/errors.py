"""Errors as RFC 9457 problem details (``application/problem+json``) with a stable ``code``.

Every failure the service returns has the same shape::

    {"type": "urn:muninn:problem:not_found", "title": "Not Found", "status": 404,
     "detail": "no memory '01J…' for user 'alice'", "code": "not_found"}

``code`` is the machine-readable part and never changes for a kind of failure; ``detail`` says
what went wrong and what to do. Muninn's own errors map by type (:data:`STATUS`); FastAPI's
validation errors, unknown routes and unexpected exceptions are rendered the same way. On the
OpenAI-compatible routes (``/v1/…``) the body also carries an ``error`` member in OpenAI's shape,
so OpenAI SDKs show the message.

Provider failures are shown to API clients by :func:`public_detail`: "the model server failed: …"
with every URL, IP address and host:port replaced and credentials redacted. The full message
(credentials still redacted) goes to the server's log for the operator.
"""

from __future__ import annotations

import logging
import re
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from muninn.errors import (
    ConfigError,
    EmbedderMismatch,
    InvalidInput,
    MuninnError,
    NotFound,
    ProviderError,
    StoreError,
    UserError,
)
from muninn.providers.llm.base import redact

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"

# Most specific first: the first matching type decides the status.
STATUS: tuple[tuple[type[MuninnError], int], ...] = (
    (NotFound, 404),
    (InvalidInput, 422),
    (EmbedderMismatch, 503),  # the operator must migrate the store; the caller cannot fix it
    (ConfigError, 503),
    (UserError, 400),
    (ProviderError, 502),
    (StoreError, 503),  # the database is down, locked or restarting: the same call can succeed later
    (MuninnError, 500),
)

_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    413: "payload_too_large",
    415: "unsupported_media_type",
}


class Problem(BaseModel):
    """An RFC 9457 problem detail; ``code`` is stable, ``detail`` is for people."""

    type: str = Field(description="A URI naming the kind of problem: urn:muninn:problem:<code>.")
    title: str = Field(description="The HTTP status phrase.")
    status: int
    detail: str
    code: str = Field(description="Stable machine-readable code, e.g. not_found or invalid_input.")
    errors: list[dict[str, Any]] | None = Field(default=None, description="Field errors of a malformed request.")


class HTTPProblem(Exception):
    """A problem raised by the HTTP layer itself (authentication, proxy input, size limits)."""

    def __init__(self, status: int, code: str, detail: str, *, headers: dict[str, str] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = headers or {}


# Internal addresses a provider message can name: URLs, IPv4 and bracketed IPv6 addresses, and
# host:port pairs (a dotted host or localhost, so that times such as 10:30 are left alone).
_ADDRESS = re.compile(
    r"\b[a-z][a-z0-9+.-]*://[^\s()<>\"',;]+"
    r"|\[[0-9a-f:.]+\](?::\d+)?"
    r"|\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b"
    r"|\b(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{1,5}\b",
    re.IGNORECASE,
)


def public_detail(exc: MuninnError) -> str:
    """The ``detail`` an API client sees: a provider failure without the model server's address
    or credentials (the client cannot act on them; an attacker could), anything else as is."""
    if not isinstance(exc, ProviderError):
        return str(exc)
    return "the model server failed: " + _ADDRESS.sub("the model server", redact(str(exc)))


def status_of(exc: MuninnError) -> int:
    """The HTTP status of a muninn error (a retryable provider failure is 503, not 502)."""
    if isinstance(exc, ProviderError) and exc.retryable:
        return 503
    return next(status for kind, status in STATUS if isinstance(exc, kind))


def problem(
    status: int,
    code: str,
    detail: str,
    *,
    path: str = "",
    headers: dict[str, str] | None = None,
    errors: list[dict[str, Any]] | None = None,
) -> JSONResponse:
    """A problem+json response."""
    body: dict[str, Any] = {
        "type": f"urn:muninn:problem:{code}",
        "title": HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
    }
    if errors is not None:
        body["errors"] = errors
    if path.startswith("/v1/"):
        body["error"] = {"message": detail, "type": code, "code": code, "param": None}
    return JSONResponse(body, status_code=status, headers=headers, media_type=PROBLEM_JSON)


def install(app: FastAPI) -> None:
    """Register the handlers that turn every failure into problem+json."""

    async def on_muninn(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, MuninnError)
        status = status_of(exc)
        if status >= 500:
            detail = redact(str(exc))
            log.warning("%s %s failed: %s: %s", request.method, request.url.path, type(exc).__name__, detail)
        retry = status == 503 and isinstance(exc, ProviderError | StoreError)
        headers = {"Retry-After": "5" if isinstance(exc, ProviderError) else "1"} if retry else None
        return problem(status, exc.code, public_detail(exc), path=request.url.path, headers=headers)

    async def on_http_problem(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPProblem)
        return problem(exc.status, exc.code, exc.detail, path=request.url.path, headers=exc.headers)

    async def on_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = [
            {"loc": list(e.get("loc", ())), "msg": str(e.get("msg", "")), "type": str(e.get("type", ""))}
            for e in exc.errors()
        ]
        first = errors[0] if errors else {"loc": [], "msg": "invalid request"}
        where = ".".join(str(p) for p in first["loc"])
        detail = f"{where}: {first['msg']}" if where else str(first["msg"])
        return problem(422, "validation_error", detail, path=request.url.path, errors=jsonable_encoder(errors))

    async def on_http(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        code = _HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
        detail = exc.detail if isinstance(exc.detail, str) else HTTPStatus(exc.status_code).phrase
        if exc.status_code == 404 and detail == "Not Found":
            detail = f"no route {request.url.path}; see /docs for the API"
        headers = dict(exc.headers) if exc.headers else None
        return problem(exc.status_code, code, detail, path=request.url.path, headers=headers)

    async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("%s %s raised", request.method, request.url.path, exc_info=exc)
        detail = "the server failed unexpectedly; the error is in its log"
        return problem(500, "internal_error", detail, path=request.url.path)

    app.add_exception_handler(MuninnError, on_muninn)
    app.add_exception_handler(HTTPProblem, on_http_problem)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http)
    app.add_exception_handler(Exception, on_unexpected)


def responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI documentation of the problem responses a route can give."""
    return {
        status: {"model": Problem, "description": HTTPStatus(status).phrase + " (problem+json)"} for status in statuses
    }
