"""API keys: made here, shown once, stored only as a SHA-256 hash bound to one tenant.

A key is ``mk_`` followed by 43 URL-safe characters (32 random bytes). The store keeps its hash
and a short display prefix, so a leaked database does not leak usable keys and an operator can
still tell keys apart. Used by ``muninn keys …`` and by the server's authentication.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from datetime import datetime

from muninn import validation as check
from muninn.domain.ids import new_id
from muninn.domain.models import ApiKey, utcnow
from muninn.errors import InvalidInput, NotFound
from muninn.stores.base import Store

KEY_PREFIX = "mk_"
DISPLAY_CHARS = 11  # "mk_" and the first 8 random characters


def hash_key(secret: str) -> str:
    """The stored form of a key: SHA-256, hex. Keys carry 256 random bits, so no salt is needed."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def new_secret() -> str:
    """A fresh key: ``mk_`` + ``secrets.token_urlsafe(32)``."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


async def create_key(
    store: Store, tenant: str, *, name: str = "", clock: Callable[[], datetime] = utcnow
) -> tuple[ApiKey, str]:
    """Store a new key for ``tenant``; returns the record and the secret (the only time it is seen)."""
    tenant = check.identifier(tenant, "tenant")
    if len(name) > 200:
        raise InvalidInput("key name must be at most 200 characters")
    secret = new_secret()
    key = ApiKey(
        id=new_id(),
        tenant=tenant,
        name=name,
        key_hash=hash_key(secret),
        prefix=secret[:DISPLAY_CHARS],
        created_at=clock(),
    )
    await store.insert_api_key(key)
    return key, secret


async def authenticate(store: Store, secret: str) -> ApiKey | None:
    """The live key matching ``secret``; None for unknown, malformed or revoked keys."""
    if not secret.startswith(KEY_PREFIX) or len(secret) > 200:
        return None
    key = await store.find_api_key(hash_key(secret))
    if key is None or key.revoked_at is not None:
        return None
    return key


async def list_keys(store: Store, *, tenant: str | None = None) -> list[ApiKey]:
    """Keys oldest first (revoked ones included), of one tenant or of all."""
    return await store.list_api_keys(tenant=tenant)


async def revoke_key(store: Store, key_id: str, *, clock: Callable[[], datetime] = utcnow) -> ApiKey:
    """Revoke a key by id; it stops working at once. Revoking a revoked key is a no-op."""
    key_id = check.identifier(key_id, "key id")
    match = [k for k in await store.list_api_keys() if k.id == key_id]
    if not match:
        raise NotFound(f"no API key {key_id!r}; `muninn keys list` shows the ids")
    if match[0].revoked_at is None:
        at = clock()
        await store.revoke_api_key(key_id, at)
        return match[0].model_copy(update={"revoked_at": at})
    return match[0]
