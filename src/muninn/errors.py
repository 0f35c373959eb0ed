"""The one exception tree of muninn.

::

    MuninnError
    ├── UserError             the caller asked for something wrong; fix the call
    │   ├── InvalidInput      malformed, empty, oversized or unknown values
    │   ├── NotFound          no such memory / user / row in this scope
    │   ├── EmbedderMismatch  the store was indexed by another embedder; run `muninn reembed`
    │   └── ConfigError       a setting is missing or invalid
    ├── ProviderError         an LLM or embedding provider failed (retryable or not)
    │   └── OutputError       the model answered, but with no usable JSON (after one repair)
    ├── StoreError            the storage backend failed or is in an unexpected state
    └── LeaseLost             a worker no longer owns the job it runs (its lease ran out)

Messages say what went wrong and what to do about it. Nothing in muninn catches
``Exception`` broadly and carries on: failures are counted, re-raised or dead-lettered.
"""

from __future__ import annotations


class MuninnError(Exception):
    """Root of every error muninn raises on purpose."""

    code = "muninn_error"


class UserError(MuninnError):
    """The caller's input or configuration is wrong; retrying the same call will not help."""

    code = "user_error"


class InvalidInput(UserError):
    """A value is empty, oversized, malformed or outside its allowed set."""

    code = "invalid_input"


class NotFound(UserError):
    """The requested record does not exist in the caller's scope."""

    code = "not_found"


class EmbedderMismatch(UserError):
    """Vectors in the store come from a different embedder or dimension than configured."""

    code = "embedder_mismatch"


class ConfigError(UserError):
    """A setting is missing or invalid."""

    code = "config_error"


class ProviderError(MuninnError):
    """An LLM or embedding provider failed; ``retryable`` says whether trying again may help."""

    code = "provider_error"

    def __init__(self, message: str, *, retryable: bool = False) -> None:
        super().__init__(message)
        self.retryable = retryable


class StoreError(MuninnError):
    """The storage backend failed or holds data muninn cannot interpret."""

    code = "store_error"


class OutputError(ProviderError):
    """The model's answer holds no usable JSON (after stripping ``<think>``, and one repair)."""

    code = "invalid_model_output"


class LeaseLost(MuninnError):
    """A worker tried to checkpoint, finish, fail or release a job it no longer owns: its lease
    ran out and another worker claimed the job (or it was erased). The stale worker stops; the
    new owner's run is the one that counts."""

    code = "lease_lost"
