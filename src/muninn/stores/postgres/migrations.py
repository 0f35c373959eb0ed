"""Named, transactional schema migrations for PostgreSQL. Append new ones; never edit an applied one.

Times are ``timestamptz`` (microseconds, as Python keeps them), tags and id lists ``text[]``,
documents ``json`` rather than ``jsonb`` so that their key order round-trips exactly as on SQLite
(nothing queries inside them), vectors pgvector's ``vector`` without a fixed dimension, since
embedders differ (the embedder's name is stored beside each one).

Every per-user table is keyed by (tenant, user_id): both columns lead every primary key and every
unique constraint, so Citus can distribute them by either column (``create_distributed_table``
needs the distribution column in every unique key). Ids and keys use the "C" collation so they
sort by bytes, as on SQLite.
"""

from __future__ import annotations

import psycopg

M001_INITIAL = """
CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE meta (key text COLLATE "C" PRIMARY KEY, value text NOT NULL);

CREATE TABLE scopes (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL,
    memories_rev bigint NOT NULL DEFAULT 0, turns_rev bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant, user_id)
);

CREATE TABLE memories (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL,
    agent_id text,
    kind text NOT NULL, content text NOT NULL, content_hash text NOT NULL,
    tags text[] NOT NULL DEFAULT '{}',
    importance double precision NOT NULL, confidence double precision NOT NULL,
    event_at timestamptz, valid_from timestamptz NOT NULL, valid_to timestamptz,
    created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, last_seen_at timestamptz NOT NULL,
    followed_up_at timestamptz,
    status text NOT NULL CHECK (status IN ('active', 'superseded', 'archived', 'deleted')),
    supersedes text, version integer NOT NULL DEFAULT 1,
    source json NOT NULL DEFAULT '{}',
    embedding vector, embedder text,
    PRIMARY KEY (tenant, user_id, id)
);
CREATE INDEX memories_scope ON memories (tenant, user_id, status, created_at);
CREATE INDEX memories_hash ON memories (tenant, user_id, content_hash);
CREATE INDEX memories_events ON memories (tenant, user_id, event_at) WHERE event_at IS NOT NULL;
CREATE INDEX memories_missing_vec ON memories (embedder);

CREATE TABLE history (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL,
    memory_id text COLLATE "C" NOT NULL,
    action text NOT NULL, old json, new json, actor text NOT NULL, reason text NOT NULL,
    at timestamptz NOT NULL,
    PRIMARY KEY (tenant, user_id, id)
);
CREATE INDEX history_memory ON history (tenant, user_id, memory_id, at);

CREATE TABLE turns (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL,
    session_id text COLLATE "C" NOT NULL,
    role text NOT NULL, name text, content text NOT NULL, created_at timestamptz NOT NULL,
    embedding vector, embedder text,
    PRIMARY KEY (tenant, user_id, id)
);
CREATE INDEX turns_scope ON turns (tenant, user_id, session_id, created_at);
CREATE INDEX turns_time ON turns (tenant, user_id, created_at);
CREATE INDEX turns_missing_vec ON turns (embedder);

CREATE TABLE summaries (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL,
    period_start timestamptz NOT NULL, period_end timestamptz NOT NULL, text text NOT NULL,
    memory_ids text[] NOT NULL DEFAULT '{}', fact_count integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, user_id, id)
);
CREATE INDEX summaries_scope ON summaries (tenant, user_id, created_at);

CREATE TABLE profiles (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL,
    fields json NOT NULL DEFAULT '{}', updated_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, user_id)
);

CREATE TABLE sessions (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, session_id text COLLATE "C" NOT NULL,
    started_at timestamptz NOT NULL, last_turn_at timestamptz NOT NULL,
    extracted_until timestamptz, ended_at timestamptz,
    rolling_summary text, summarised_until timestamptz,
    PRIMARY KEY (tenant, user_id, session_id)
);

CREATE TABLE counters (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, name text COLLATE "C" NOT NULL,
    value bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant, user_id, name)
);

-- The idempotency key is unique per user, not per tenant: keys name a session
-- ("extract:<session>:end") and sessions belong to a user.
CREATE TABLE jobs (
    tenant text COLLATE "C" NOT NULL, user_id text COLLATE "C" NOT NULL, id text COLLATE "C" NOT NULL,
    kind text NOT NULL, idempotency_key text COLLATE "C" NOT NULL, payload json NOT NULL DEFAULT '{}',
    state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'dead')),
    attempts integer NOT NULL DEFAULT 0, next_run_at timestamptz NOT NULL, last_error text,
    result json, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, finished_at timestamptz,
    PRIMARY KEY (tenant, user_id, id),
    UNIQUE (tenant, user_id, idempotency_key)
);
CREATE INDEX jobs_due ON jobs (state, next_run_at);
CREATE INDEX jobs_id ON jobs (id);
CREATE INDEX jobs_running ON jobs (tenant, user_id, state, next_run_at);

CREATE TABLE llm_calls (
    id text COLLATE "C" PRIMARY KEY, at timestamptz NOT NULL, tenant text COLLATE "C", user_id text COLLATE "C",
    purpose text NOT NULL, provider text NOT NULL, model text NOT NULL,
    latency_ms double precision NOT NULL, status text NOT NULL,
    prompt_tokens integer, completion_tokens integer, turn_id text, job_id text, error text
);
CREATE INDEX llm_calls_at ON llm_calls (at);
CREATE INDEX llm_calls_scope ON llm_calls (tenant, user_id);

CREATE TABLE api_keys (
    id text COLLATE "C" PRIMARY KEY, tenant text COLLATE "C" NOT NULL, name text NOT NULL,
    key_hash text NOT NULL UNIQUE, prefix text NOT NULL,
    created_at timestamptz NOT NULL, revoked_at timestamptz
);
CREATE INDEX api_keys_tenant ON api_keys (tenant);
"""

# The owner token of a running job's claim: a worker whose lease ran out can no longer
# checkpoint, finish or fail a job another worker has claimed since.
M002_JOB_LEASE_OWNER = """
ALTER TABLE jobs ADD COLUMN lease text COLLATE "C";
"""

# A claim reads the first due jobs in due order: without this index it sorts every queued job
# (48 ms a claim with 100,000 queued, against 0.08 ms with it).
M003_JOB_CLAIM_INDEX = """
CREATE INDEX jobs_claimable ON jobs (next_run_at, id) WHERE state IN ('queued', 'running');
"""

MIGRATIONS: list[tuple[str, str]] = [
    ("m001_initial", M001_INITIAL),
    ("m002_job_lease_owner", M002_JOB_LEASE_OWNER),
    ("m003_job_claim_index", M003_JOB_CLAIM_INDEX),
]

# Tables holding rows of one user, keyed by (tenant, user_id): Citus would distribute these.
USER_TABLES = (
    "memories",
    "history",
    "turns",
    "summaries",
    "profiles",
    "jobs",
    "sessions",
    "counters",
    "scopes",
)
# Small tables every node reads (Citus reference tables).
REFERENCE_TABLES = ("meta", "api_keys")
# Tables outside the user key (Citus would keep them on the coordinator): telemetry rows may
# have no user, and the migration log belongs to the database.
LOCAL_TABLES = ("llm_calls", "_migrations")
# What `erase_user` deletes from, in the order the SQLite store reports: every per-user table,
# plus the user's telemetry.
ERASE_TABLES = (*USER_TABLES[:6], "llm_calls", *USER_TABLES[6:])

# Any constant shared by every muninn process; the lock serialises concurrent migrations.
_MIGRATION_LOCK = 0x6D756E696E6E


def migrate(conn: psycopg.Connection[tuple[object, ...]]) -> list[str]:
    """Apply pending migrations, each in its own transaction; returns the names applied.

    ``conn`` must be in autocommit mode; an advisory lock keeps two processes from migrating
    the same database at once.
    """
    conn.execute("SELECT pg_advisory_lock(%s)", (_MIGRATION_LOCK,))
    try:
        conn.execute(
            'CREATE TABLE IF NOT EXISTS _migrations (name text COLLATE "C" PRIMARY KEY, '
            "applied_at timestamptz NOT NULL)"
        )
        done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
        applied = []
        for name, sql in MIGRATIONS:
            if name in done:
                continue
            with conn.transaction():
                conn.execute(sql)  # several statements: without parameters psycopg sends them as one
                conn.execute("INSERT INTO _migrations VALUES (%s, now())", (name,))
            applied.append(name)
        return applied
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (_MIGRATION_LOCK,))
