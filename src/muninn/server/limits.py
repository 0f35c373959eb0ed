"""Request body size limit, enforced before any route reads the body.

A declared ``Content-Length`` over the limit is refused at once; a body without one (chunked)
is read up to the limit and refused as soon as it passes it, so an oversized upload never
reaches the memory service whole.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from muninn.server.errors import problem


class BodyLimit:
    """ASGI middleware answering 413 problem+json for bodies over ``max_bytes``."""

    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        declared = headers.get(b"content-length")
        if declared is not None:
            try:
                size = int(declared)
            except ValueError:
                await problem(400, "bad_request", "Content-Length is not a number")(scope, receive, send)
                return
            if size > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            await self.app(scope, receive, send)
            return
        if b"transfer-encoding" not in headers:
            await self.app(scope, receive, send)
            return
        # Chunked: buffer up to the limit, then replay the body to the app.
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            more = message.get("more_body", False)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        detail = f"the request body is over the limit of {self.max_bytes} bytes (MUNINN_SERVER_MAX_BODY_BYTES)"
        await problem(413, "payload_too_large", detail, path=scope.get("path", ""))(scope, receive, send)
