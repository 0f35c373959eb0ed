"""One typed settings object, read when it is constructed (never at import).

Every field can be set through the environment with the ``MUNINN_`` prefix, e.g.
``MUNINN_HOME=/data/muninn`` or ``MUNINN_TOKEN_BUDGET=800``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_KINDS = ("fact", "preference", "assessment", "event", "goal")


def _default_home() -> Path:
    return Path(platformdirs.user_data_dir("muninn", appauthor=False))


class Settings(BaseSettings):
    """Configuration of a muninn service. Defaults run offline with no keys."""

    model_config = SettingsConfigDict(env_prefix="MUNINN_", extra="forbid", frozen=True)

    home: Path = Field(default_factory=_default_home, description="Directory for the embedded store and model cache.")
    store_url: str | None = Field(default=None, description="Store URL; default sqlite:///<home>/muninn.db.")
    redis_url: str | None = Field(
        default=None,
        description="Redis URL (redis://host:port/db) for working memory shared by every process; "
        "unset keeps it in process.",
    )
    embedder: str = Field(
        default="minilm-int8",
        description="Embedding provider key: 'minilm-int8' (MiniLM quantised to int8, the default), 'minilm' "
        "(float32), 'test:hash'. A store indexed with another embedder asks for `muninn reembed`.",
    )
    tenant: str = Field(default="default", description="Tenant used when the caller names none.")
    kinds: Annotated[tuple[str, ...], NoDecode] = Field(
        default=DEFAULT_KINDS, description="Allowed memory kinds (comma-separated in the environment)."
    )

    max_memory_chars: int = Field(default=1000, ge=1)
    max_turn_chars: int = Field(default=32_000, ge=1)
    max_tags: int = Field(default=16, ge=0)
    max_tag_chars: int = Field(default=48, ge=1)

    # read path
    token_budget: int = Field(default=1200, ge=50, description="Token budget of the rendered context block.")
    recent_days: float = Field(default=7.0, ge=0, description="Window of the 'recent memories' section.")
    recent_limit: int = Field(default=5, ge=0)
    relevant_limit: int = Field(default=8, ge=0)
    followup_window_days: float = Field(default=7.0, ge=0, description="How long after an event a follow-up stays due.")
    search_fusion: Literal["score", "rrf"] = Field(
        default="score",
        description="Fuse dense and keyword results by normalised score ('score') or reciprocal rank ('rrf').",
    )
    rrf_k: int = Field(default=60, ge=1)
    importance_weight: float = Field(default=0.5, ge=0)
    freshness_weight: float = Field(default=0.25, ge=0)
    freshness_half_life_days: float = Field(default=90.0, gt=0)
    index_cache_mb: int = Field(default=256, ge=0, description="Memory for cached per-user search indexes.")
    index_vectors: Literal["int8", "float32"] = Field(
        default="int8",
        description="How cached indexes hold vectors: int8 codes with a scale per row (a quarter of the "
        "memory, rankings as float32's) or float32.",
    )

    # working memory
    session_idle_minutes: float = Field(default=120.0, gt=0, description="Idle gap that ends a session.")
    session_max_messages: int = Field(default=200, ge=2, description="Hard cap of a session's live buffer.")
    working_memory_max_sessions: int = Field(
        default=10_000,
        ge=1,
        description="Most session buffers kept in memory; the least recently used is evicted "
        "(and rebuilt from the store on its next turn).",
    )
    conversation_budget: int = Field(
        default=600, ge=20, description="Tokens of the conversation window (recent turns + rolling summary)."
    )
    fold_keep: float = Field(
        default=0.5,
        gt=0,
        le=1,
        description="When turns leave the conversation window, enough are folded into the rolling summary "
        "that what stays verbatim fills at most this share of the window, so folds come in batches.",
    )

    # model providers: the fast chat model and the memory model (extraction, consolidation, summaries)
    chat_llm: str = Field(default="local", description="Chat provider key: 'local' (embedded model), 'openai', …")
    chat_base_url: str | None = Field(
        default=None, description="OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1"
    )
    chat_model: str | None = Field(default=None, description="Model name as the server knows it.")
    chat_api_key: SecretStr | None = Field(default=None)
    memory_llm: str | None = Field(
        default="auto",
        description="Provider key of the memory model (extraction, consolidation, summaries). 'auto': the "
        "embedded model when the chat model is 'local' and its runtime is installed, else none; "
        "'none' (or empty): no background extraction, jobs dead-letter saying so.",
    )
    memory_base_url: str | None = Field(default=None)
    memory_model: str | None = Field(default=None)
    memory_api_key: SecretStr | None = Field(default=None)
    judge_llm: str | None = Field(
        default=None,
        description="Provider key of the evaluation judge (muninn eval); unset means the memory model's settings. "
        "It reads judge_base_url/judge_model/judge_api_key when set, else the memory model's.",
    )
    judge_base_url: str | None = Field(default=None)
    judge_model: str | None = Field(default=None)
    judge_api_key: SecretStr | None = Field(default=None)
    llm_timeout_seconds: float = Field(
        default=120.0,
        gt=0,
        description="Most a model server may stay silent, and most one try of a whole answer may take.",
    )
    llm_call_deadline_seconds: float = Field(
        default=600.0,
        gt=0,
        description="Most one model call may take in all, retries and streaming included "
        "(a server that trickles bytes resets per-read timeouts, never this).",
    )
    llm_max_retries: int = Field(default=2, ge=0)

    # write path
    extraction_mode: Literal["exchange", "session"] = Field(
        default="exchange", description="Extract after every exchange, or once per ended session."
    )
    importance_threshold: float = Field(default=0.3, ge=0, le=1, description="Candidates below it are dropped.")
    similarity_threshold: float = Field(
        default=0.4, ge=-1, le=1, description="Cosine above which a candidate goes to LLM consolidation."
    )
    consolidate_neighbours: int = Field(default=3, ge=1, le=10)
    restate_confidence_boost: float = Field(default=0.1, ge=0, le=1)
    max_active_memories: int = Field(default=100, ge=1, description="Per-user cap; the excess is archived.")
    summary_every: int = Field(default=5, ge=1, description="New memories that trigger a summary.")
    archive_after_days: float = Field(
        default=30.0, ge=0, description="Summarised memories older than this are archived."
    )
    confidence_half_life_days: float = Field(default=120.0, gt=0, description="Confidence decay without re-statement.")
    unconfirmed_below: float = Field(
        default=0.3,
        ge=0,
        le=1,
        description="In the context block, a memory whose decayed confidence is under this is noted "
        "'unconfirmed since <date>' (0 turns the note off).",
    )
    worker_concurrency: int = Field(default=2, ge=1)
    job_max_attempts: int = Field(
        default=10,
        ge=1,
        description="Attempts before a job is dead-lettered; with the default backoff, 10 attempts span "
        "about 13 minutes, so a memory model down for 10 minutes loses no job to the dead letters.",
    )
    job_backoff_seconds: float = Field(default=2.0, ge=0)
    job_backoff_cap_seconds: float = Field(default=300.0, ge=0)
    job_lease_seconds: float = Field(
        default=120.0, gt=0, description="Lease of a claimed job; the worker renews it every third while the job runs."
    )
    job_deadline_seconds: float | None = Field(
        default=None,
        gt=0,
        description="Most one run of a job may take before it is cancelled and retried "
        "(default: 3 × llm_call_deadline_seconds).",
    )
    worker_stop_seconds: float = Field(
        default=10.0,
        ge=0,
        description="On shutdown, how long jobs in flight may finish; the rest are released and re-run later.",
    )

    @field_validator("kinds", mode="before")
    @classmethod
    def _split_kinds(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(k.strip() for k in value.split(",") if k.strip())
        return value

    def resolved_store_url(self) -> str:
        """The store URL, defaulting to a SQLite file under ``home``."""
        return self.store_url or f"sqlite:///{self.home / 'muninn.db'}"
