"""Time-ordered identifiers (ULID), so ids sort by creation time.

Monotonic: within one millisecond the random part is incremented, so ids made by one process
sort in the order they were made (history rows written in one transaction keep their order).
"""

from __future__ import annotations

import os
import threading
import time

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_lock = threading.Lock()
_last = (0, 0)


def new_id() -> str:
    """A 26-character ULID: 48 bits of milliseconds then 80 random bits."""
    global _last
    with _lock:
        ms = time.time_ns() // 1_000_000
        last_ms, last_rand = _last
        if ms <= last_ms:
            ms, rand = last_ms, (last_rand + 1) & ((1 << 80) - 1)
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1  # headroom for increments
        _last = (ms, rand)
    value = (ms << 80) | rand
    chars = []
    for _ in range(26):
        value, rem = divmod(value, 32)
        chars.append(_ALPHABET[rem])
    return "".join(reversed(chars))
