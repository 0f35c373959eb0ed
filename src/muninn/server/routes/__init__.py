"""One router per resource; :func:`muninn.server.app.create_app` mounts them all."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Path, Request

from muninn.server.errors import HTTPProblem
from muninn.server.schemas import IDENTIFIER


def _id(description: str) -> object:
    return Path(min_length=1, max_length=200, pattern=IDENTIFIER, description=description)


User = Annotated[str, _id("User id, unique within the key's tenant (no '/': it is one path segment).")]
MemoryId = Annotated[str, _id("Memory id.")]
Session = Annotated[str, _id("Session id, unique within the user.")]
JobId = Annotated[str, _id("Job id.")]


async def _known_query(request: Request) -> None:
    """Refuse query parameters the route does not take, and repeats of single-valued ones:
    a misspelt or doubled filter must not be ignored silently."""
    if not request.query_params:
        return
    path = getattr(request.scope.get("route"), "path", "")
    operation = request.app.openapi()["paths"].get(path, {}).get(request.method.lower(), {})
    declared = {p["name"]: p.get("schema", {}) for p in operation.get("parameters", []) if p["in"] == "query"}
    for name in request.query_params:
        if name not in declared:
            takes = f"it takes {', '.join(sorted(declared))}" if declared else "it takes none"
            raise HTTPProblem(422, "validation_error", f"unknown query parameter {name!r}; {takes}")
        if len(request.query_params.getlist(name)) > 1 and not _is_list(declared[name]):
            raise HTTPProblem(422, "validation_error", f"query parameter {name!r} takes one value")


def _is_list(schema: dict[str, Any]) -> bool:
    return schema.get("type") == "array" or any(_is_list(s) for s in schema.get("anyOf", []))


KnownQuery = Depends(_known_query)
"""A router dependency: 422 for query parameters the route does not declare."""
