"""The web inspector (``/ui``): see and fix what the assistant remembers.

Server-rendered pages (Jinja2, autoescaped) with htmx for partial updates, served by
``muninn serve`` beside the API and scoped the same way: sign in with an API key and see only
that key's tenant (with ``--no-auth``, loopback only, no sign-in). Pages: users with counts; a
user's memories by kind with filters and search; a memory's provenance and version history with
edit, forget and restore; sessions and transcripts; profile and summary; jobs with dead letters
and retry; telemetry charts; "try a message" (the context block and the reply with and without
memory, nothing recorded); erasing a user with a count-per-table confirmation and a receipt.

Security (see :mod:`muninn.server.ui.web`): HttpOnly, Secure, SameSite=Strict cookies; a CSRF
token on every POST; a strict Content-Security-Policy (no inline script); htmx vendored in
``static/`` (``static/VENDOR.txt`` records its version, hash and licence).
"""

from muninn.server.ui import actions, pages
from muninn.server.ui.web import router

__all__ = ["actions", "pages", "router"]
