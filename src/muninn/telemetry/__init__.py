"""Per-call telemetry of LLM calls, recorded in the store; nothing is sent anywhere."""

from muninn.telemetry.recorder import RecordingChat
from muninn.telemetry.summary import CallSummary, summarise

__all__ = ["CallSummary", "RecordingChat", "summarise"]
