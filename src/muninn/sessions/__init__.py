"""Working memory: the live conversation of one (user, session), kept apart from long-term memory."""

from muninn.sessions.working import Buffer, InProcessWorkingMemory, WorkingMemory, window

__all__ = ["Buffer", "InProcessWorkingMemory", "WorkingMemory", "window"]
