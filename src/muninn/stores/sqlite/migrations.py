"""Named, transactional schema migrations. Append new ones; never edit an applied one.

Times are stored as UTC epoch seconds (REAL), lists and objects as JSON text, vectors as
float32 BLOBs with the embedder's name beside them. Every user table is keyed by
(tenant, user_id) first, so a single database can later be sharded by that key.
"""

from __future__ import annotations

import sqlite3

M001_INITIAL = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE scopes (
    tenant TEXT NOT NULL, user_id TEXT NOT NULL,
    memories_rev INTEGER NOT NULL DEFAULT 0, turns_rev INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    PRIMARY KEY (tenant, user_id)
) WITHOUT ROWID;

CREATE TABLE memories (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, agent_id TEXT,
    kind TEXT NOT NULL, content TEXT NOT NULL, content_hash TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    importance REAL NOT NULL, confidence REAL NOT NULL,
    event_at REAL, valid_from REAL NOT NULL, valid_to REAL,
    created_at REAL NOT NULL, updated_at REAL NOT NULL, last_seen_at REAL NOT NULL,
    followed_up_at REAL,
    status TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'archived', 'deleted')),
    supersedes TEXT, version INTEGER NOT NULL DEFAULT 1,
    source TEXT NOT NULL DEFAULT '{}',
    embedding BLOB, embedder TEXT
);
CREATE INDEX memories_scope ON memories (tenant, user_id, status, created_at);
CREATE INDEX memories_hash ON memories (tenant, user_id, content_hash);
CREATE INDEX memories_events ON memories (tenant, user_id, event_at) WHERE event_at IS NOT NULL;
CREATE INDEX memories_missing_vec ON memories (embedder);

CREATE TABLE history (
    id TEXT PRIMARY KEY, memory_id TEXT NOT NULL,
    tenant TEXT NOT NULL, user_id TEXT NOT NULL,
    action TEXT NOT NULL, old TEXT, new TEXT, actor TEXT NOT NULL, reason TEXT NOT NULL,
    at REAL NOT NULL
);
CREATE INDEX history_memory ON history (tenant, user_id, memory_id, at);

CREATE TABLE turns (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, session_id TEXT NOT NULL,
    role TEXT NOT NULL, name TEXT, content TEXT NOT NULL, created_at REAL NOT NULL,
    embedding BLOB, embedder TEXT
);
CREATE INDEX turns_scope ON turns (tenant, user_id, session_id, created_at);
CREATE INDEX turns_time ON turns (tenant, user_id, created_at);
CREATE INDEX turns_missing_vec ON turns (embedder);

CREATE TABLE summaries (
    id TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL,
    period_start REAL NOT NULL, period_end REAL NOT NULL, text TEXT NOT NULL,
    memory_ids TEXT NOT NULL DEFAULT '[]', fact_count INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
CREATE INDEX summaries_scope ON summaries (tenant, user_id, created_at);

CREATE TABLE profiles (
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, fields TEXT NOT NULL DEFAULT '{}',
    updated_at REAL NOT NULL,
    PRIMARY KEY (tenant, user_id)
) WITHOUT ROWID;

CREATE TABLE jobs (
    id TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL,
    kind TEXT NOT NULL, idempotency_key TEXT NOT NULL, payload TEXT NOT NULL DEFAULT '{}',
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0, next_run_at REAL NOT NULL, last_error TEXT,
    created_at REAL NOT NULL, updated_at REAL NOT NULL,
    UNIQUE (tenant, idempotency_key)
);
CREATE INDEX jobs_due ON jobs (state, next_run_at);
CREATE INDEX jobs_scope ON jobs (tenant, user_id);

CREATE TABLE llm_calls (
    id TEXT PRIMARY KEY, at REAL NOT NULL, tenant TEXT, user_id TEXT,
    purpose TEXT NOT NULL, provider TEXT NOT NULL, model TEXT NOT NULL,
    latency_ms REAL NOT NULL, status TEXT NOT NULL,
    prompt_tokens INTEGER, completion_tokens INTEGER, turn_id TEXT, job_id TEXT, error TEXT
);
CREATE INDEX llm_calls_at ON llm_calls (at);
CREATE INDEX llm_calls_scope ON llm_calls (tenant, user_id);
"""

M002_WRITE_PATH = """
ALTER TABLE jobs ADD COLUMN result TEXT;
ALTER TABLE jobs ADD COLUMN finished_at REAL;
CREATE INDEX jobs_running ON jobs (tenant, user_id, state, next_run_at);

CREATE TABLE sessions (
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, session_id TEXT NOT NULL,
    started_at REAL NOT NULL, last_turn_at REAL NOT NULL,
    extracted_until REAL NOT NULL DEFAULT 0, ended_at REAL,
    PRIMARY KEY (tenant, user_id, session_id)
) WITHOUT ROWID;

CREATE TABLE counters (
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL, value INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant, user_id, name)
) WITHOUT ROWID;
"""

M003_ROLLING_SUMMARY = """
ALTER TABLE sessions ADD COLUMN rolling_summary TEXT;
ALTER TABLE sessions ADD COLUMN summarised_until REAL;
"""

M004_API_KEYS = """
CREATE TABLE api_keys (
    id TEXT PRIMARY KEY, tenant TEXT NOT NULL, name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE, prefix TEXT NOT NULL,
    created_at REAL NOT NULL, revoked_at REAL
);
CREATE INDEX api_keys_tenant ON api_keys (tenant);
"""

# Turn ids are chosen by clients, and idempotency keys name sessions, which belong to users: both
# are unique per user, (tenant, user_id, …), not per store or tenant.
M005_PER_USER_KEYS = """
CREATE TABLE turns_scoped (
    tenant TEXT NOT NULL, user_id TEXT NOT NULL, id TEXT NOT NULL, session_id TEXT NOT NULL,
    role TEXT NOT NULL, name TEXT, content TEXT NOT NULL, created_at REAL NOT NULL,
    embedding BLOB, embedder TEXT,
    PRIMARY KEY (tenant, user_id, id)
);
INSERT INTO turns_scoped (tenant, user_id, id, session_id, role, name, content, created_at, embedding, embedder)
    SELECT tenant, user_id, id, session_id, role, name, content, created_at, embedding, embedder FROM turns;
DROP TABLE turns;
ALTER TABLE turns_scoped RENAME TO turns;
CREATE INDEX turns_scope ON turns (tenant, user_id, session_id, created_at);
CREATE INDEX turns_time ON turns (tenant, user_id, created_at);
CREATE INDEX turns_missing_vec ON turns (embedder);
CREATE TABLE jobs_scoped (
    id TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL,
    kind TEXT NOT NULL, idempotency_key TEXT NOT NULL, payload TEXT NOT NULL DEFAULT '{}',
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0, next_run_at REAL NOT NULL, last_error TEXT,
    created_at REAL NOT NULL, updated_at REAL NOT NULL, result TEXT, finished_at REAL,
    UNIQUE (tenant, user_id, idempotency_key)
);
INSERT INTO jobs_scoped SELECT id, tenant, user_id, kind, idempotency_key, payload, state, attempts, next_run_at,
    last_error, created_at, updated_at, result, finished_at FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_scoped RENAME TO jobs;
CREATE INDEX jobs_due ON jobs (state, next_run_at);
CREATE INDEX jobs_scope ON jobs (tenant, user_id);
CREATE INDEX jobs_running ON jobs (tenant, user_id, state, next_run_at);
"""

# The owner token of a running job's claim: a worker whose lease ran out can no longer
# checkpoint, finish or fail a job another worker has claimed since.
M006_JOB_LEASE_OWNER = """
ALTER TABLE jobs ADD COLUMN lease TEXT;
"""

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_write_path", M002_WRITE_PATH),
    ("m003_rolling_summary", M003_ROLLING_SUMMARY),
    ("m004_api_keys", M004_API_KEYS),
    ("m005_per_user_keys", M005_PER_USER_KEYS),
    ("m006_job_lease_owner", M006_JOB_LEASE_OWNER),
]

# Tables holding rows of a user, erased by `erase_user`.
USER_TABLES = (
    "memories",
    "history",
    "turns",
    "summaries",
    "profiles",
    "jobs",
    "llm_calls",
    "sessions",
    "counters",
    "scopes",
)


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply pending migrations, each in its own transaction; returns the names applied."""
    conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
    applied = []
    for name, sql in MIGRATIONS:
        if name in done:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in sql.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute("INSERT INTO _migrations VALUES (?, strftime('%s','now'))", (name,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        applied.append(name)
    return applied
