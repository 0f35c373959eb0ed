"""After the reply: did it follow the mode's response schema? Counted, never retried.

A reply that misses a required section (or runs over the length ceiling) is not re-asked: a
retry doubles the latency of every such reply and cannot be done once a stream has reached the
user. Instead each checked reply bumps the user's write-path counters, ``policy_replies`` and,
when :func:`~muninn.policy.render.check_reply` found problems, ``policy_replies_off_schema``
(``muninn telemetry counters``, ``GET /telemetry/counters``), so a model that ignores the
schema shows up as a rate to act on (a stronger chat model, a stricter prompt).
"""

from __future__ import annotations

import logging

from muninn.domain.models import Scope
from muninn.policy.engine import Decision
from muninn.policy.render import check_reply
from muninn.stores.base import TelemetryStore

log = logging.getLogger(__name__)


async def audit_reply(store: TelemetryStore, scope: Scope, decision: Decision, reply: str) -> list[str]:
    """Check ``reply`` against the decision's schema, count the outcome, return the problems."""
    problems = check_reply(decision.response_schema, reply)
    deltas = {"policy_replies": 1} | ({"policy_replies_off_schema": 1} if problems else {})
    await store.bump_counters(scope, deltas)
    if problems:
        log.info("reply off the %s schema (%s): %s", decision.policy, decision.dominant_mode, "; ".join(problems))
    return problems
