"""Per-call telemetry of LLM calls, recorded in the store; nothing is sent anywhere."""

from muninn.telemetry.recorder import RecordingChat

__all__ = ["RecordingChat"]
