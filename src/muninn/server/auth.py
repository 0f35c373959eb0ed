"""Who is calling: the API key decides the tenant, and every route works on that tenant's view.

``Authorization: Bearer mk_…`` is looked up by hash (:mod:`muninn.server.keys`); a missing,
unknown or revoked key is a 401 before any route code runs. A route receives
``memory.with_tenant(key.tenant)``, so every store query below it is filtered by the key's
tenant: another tenant's ids simply do not exist (404), and user ids are namespaced per tenant.
Without auth (``muninn serve --no-auth`` or ``MUNINN_SERVER_AUTH=false``, local development
only) every request acts as the memory service's own tenant, and only loopback clients are
served: others get 403. The rule lives here, in the app, because the app cannot know the address
it was bound to (``uvicorn --factory --host 0.0.0.0`` bypasses ``muninn serve``'s check), only
where each request comes from. Behind a reverse proxy on the same host that is the proxy's
address unless uvicorn trusts its ``X-Forwarded-For`` (it does for 127.0.0.1 by default).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from muninn import validation as check
from muninn.domain.models import Scope
from muninn.server.errors import HTTPProblem
from muninn.server.keys import authenticate
from muninn.server.settings import ServerSettings
from muninn.service import AsyncMemory

bearer = HTTPBearer(
    auto_error=False,
    scheme_name="ApiKey",
    bearerFormat="mk_…",
    description="A muninn API key (`muninn keys create --tenant …`); it decides the tenant of every call.",
)
_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="muninn"'}


@dataclass
class ServerState:
    """What the app holds between requests: the service, its settings and one view per tenant."""

    memory: AsyncMemory
    settings: ServerSettings
    views: dict[str, AsyncMemory] = field(default_factory=dict)

    def view(self, tenant: str) -> AsyncMemory:
        """The service scoped to ``tenant`` (built once per tenant; views share store, cache, worker)."""
        if tenant == self.memory.tenant:
            return self.memory
        view = self.views.get(tenant)
        if view is None:
            _ = self.memory.embedder  # load it once here, so views share it instead of each loading one
            view = self.views[tenant] = self.memory.with_tenant(tenant)
        return view


def is_loopback(host: str | None) -> bool:
    """Whether ``host`` (an address or ``localhost``) is this machine's loopback interface."""
    if host is None:
        return False
    if host == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped.is_loopback
    return address.is_loopback


def state_of(request: Request) -> ServerState:
    """The app's :class:`ServerState` (set by the lifespan)."""
    state: ServerState = request.app.state.muninn
    return state


async def tenant_memory(
    request: Request, credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]
) -> AsyncMemory:
    """The memory service scoped to the caller's tenant; 401 without a valid key."""
    state = state_of(request)
    if not state.settings.auth:
        if not is_loopback(request.client.host if request.client else None):
            raise HTTPProblem(
                403,
                "loopback_only",
                "this server runs without API keys (MUNINN_SERVER_AUTH=false), which serves this machine only; "
                "its operator must turn auth on and give you a key (`muninn keys create --tenant …`)",
            )
        return state.memory
    if credentials is None:
        raise HTTPProblem(
            401,
            "unauthorized",
            "send an API key as 'Authorization: Bearer mk_…'; create one with `muninn keys create --tenant …`",
            headers=_CHALLENGE,
        )
    key = await authenticate(state.memory.store, credentials.credentials.strip())
    if key is None:
        raise HTTPProblem(401, "invalid_key", "the API key is unknown or revoked", headers=_CHALLENGE)
    return state.view(key.tenant)


Tenant = Annotated[AsyncMemory, Depends(tenant_memory)]
"""A route parameter: the memory service scoped to the caller's tenant."""


def scope_of(memory: AsyncMemory, user: str) -> Scope:
    """The (tenant, user) scope of a store query made on the caller's behalf."""
    return Scope(memory.tenant, check.identifier(user, "user"))
