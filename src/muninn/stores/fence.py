"""Fencing: a background job may not write for a user erased while it ran.

A job runs for one user and may take minutes (model calls). If the user is erased meanwhile,
everything the job writes afterwards would bring the user back. So the worker runs each job
inside :func:`acting_for`, and every store checks, inside each write transaction, that the
job's row still exists: ``erase_user`` deletes the user's jobs in the same transaction as the
rest of the user's rows, so a job whose row is gone was erased with its user, and its writes are
refused with :class:`~muninn.errors.NotFound` (which dead-letters it at once; there is nothing
left to retry). Writes made outside a job (the API) are not fenced: after an erase, a user may
start again.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass

from muninn.errors import NotFound


@dataclass(frozen=True, slots=True)
class Fence:
    """The job a piece of code runs for."""

    tenant: str
    user_id: str
    job_id: str

    def refused(self) -> NotFound:
        """The error for a write after the job's user was erased."""
        return NotFound(
            f"user {self.user_id!r} was erased while job {self.job_id} ran; the job's writes are refused "
            "(nothing to retry: its data is gone)"
        )


_CURRENT: ContextVar[Fence | None] = ContextVar("muninn_fence", default=None)


def current() -> Fence | None:
    """The fence of the job this task runs for, or None outside a job."""
    return _CURRENT.get()


@contextlib.contextmanager
def acting_for(tenant: str, user_id: str, job_id: str) -> Iterator[Fence]:
    """Run the block on behalf of a job: store writes in it are fenced (see the module docstring)."""
    fence = Fence(tenant, user_id, job_id)
    token = _CURRENT.set(fence)
    try:
        yield fence
    finally:
        _CURRENT.reset(token)
