#!/usr/bin/env python
"""Why muninn keeps per-user in-memory indexes: sqlite-vec and FTS5 against muninn's approach.

Dense part: the top-10 query over ONE user's vectors (384-d float32, cosine), for 100 and 1,000
vectors per user in stores holding 1,000 and 10,000 users:

* sqlite-vec ``vec0`` with ``user_id text partition key`` (loaded through ``apsw``, since the
  stock ``sqlite3`` module here cannot load extensions). ``chunk_size`` defaults to 1024 vectors
  and every partition gets its own chunks, so a 100-vector user would occupy a 1024-slot chunk
  (10x the disk); the store is built with ``chunk_size`` = the user's size rounded up to 8, and
  the default is measured once on the smallest store for its size. vec0 finds a user's chunks
  in its shadow table ``vecs_chunks``, whose partition column has no index, so every query scans
  one row per chunk of the whole store; the same queries are timed again after
  ``CREATE INDEX ... ON vecs_chunks (partition00)`` (a hand-made index on a shadow table, which
  sqlite-vec neither creates nor documents) to show what that scan costs.
* muninn: the user's vectors as float32 BLOBs in an ordinary SQLite table, loaded the way
  ``SQLiteStore.index_rows`` loads them (one row at a time into a preallocated matrix), then
  ``matrix @ query`` and a top-10. Timed cached (matrix already in memory, as ``IndexCache``
  keeps it) and cold (SELECT + build + dot).

Lexical part: a common and a rare term restricted to one user, 1,000 and 10,000 users x 100
documents (realistic memory sentences from ``bench/hot_path.py``'s generator):

* SQLite FTS5 (stock ``sqlite3``), ``ORDER BY bm25 LIMIT 10``, restricted to the user either by an
  UNINDEXED ``user_id`` column in the WHERE clause or by the user's id as a token in the MATCH;
* muninn's per-user ``muninn.read.fusion.BM25``: cached (index built) and cold (SELECT the
  user's texts + build + score).

All databases are fresh and sit in the OS page cache (the machine has the RAM): "cold" means
"not in muninn's process cache", not "read from disk". The last stdout line is one JSON object.

    .venv/bin/python bench/vector_index.py            # the default matrix (a few minutes)
    .venv/bin/python bench/vector_index.py --quick    # small stores, for a smoke test
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import apsw
import numpy as np
import sqlite_vec

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hot_path import build_pool, cpu_sample, draw_user, others_cores, wait_quiet
from muninn.domain.text import _TERM, STOP_WORDS, _stem, terms
from muninn.read.fusion import BM25

DIM = 384
K = 10
TENANT = "default"


def log(msg: str) -> None:
    print(f"[vector_index {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def stats(ms: Sequence[float]) -> dict[str, float]:
    a = np.asarray(ms, dtype=np.float64)
    return {"n": len(a), "p50": round(float(np.percentile(a, 50)), 4), "p95": round(float(np.percentile(a, 95)), 4),
            "mean": round(float(a.mean()), 4)}  # fmt: skip


def timed(fn: Callable[..., Any], *args: Any, reps: int = 1) -> tuple[float, Any]:
    """Milliseconds per call of ``fn(*args)`` (mean of ``reps`` calls) and its last result."""
    t = time.perf_counter()
    for _ in range(reps):
        out = fn(*args)
    return (time.perf_counter() - t) * 1000 / reps, out


def uid(i: int) -> str:
    return f"u{i:05d}"


def user_vectors(seed: int, user: int, n: int) -> np.ndarray:
    """Unit vectors with some cluster structure (so a top-10 is not arbitrary), deterministic."""
    rng = np.random.default_rng((seed, user))
    centres = rng.standard_normal((8, DIM)).astype(np.float32)
    v = centres[rng.integers(0, 8, n)] + 0.8 * rng.standard_normal((n, DIM)).astype(np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    return v


def db_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())


# ------------------------------------------------------------------------------------------
# dense
# ------------------------------------------------------------------------------------------


def open_vec(path: Path) -> apsw.Connection:
    conn = apsw.Connection(str(path))
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    conn.enable_load_extension(False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


def build_vec0(path: Path, users: int, per_user: int, seed: int, chunk_size: int) -> float:
    conn = open_vec(path)
    conn.execute(
        "CREATE VIRTUAL TABLE vecs USING vec0(user_id text partition key, "
        f"embedding float[{DIM}] distance_metric=cosine, chunk_size={chunk_size})"
    )
    t = time.perf_counter()
    last = t
    for start in range(0, users, 100):
        with conn:  # one transaction per 100 users
            for u in range(start, min(users, start + 100)):
                v = user_vectors(seed, u, per_user)
                conn.executemany(
                    "INSERT INTO vecs(user_id, embedding) VALUES (?, ?)", [(uid(u), row.tobytes()) for row in v]
                )
        if time.perf_counter() - last > 10:
            last = time.perf_counter()
            log(f"  vec0: {min(users, start + 100):,}/{users:,} users ({(last - t):.0f}s)")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return time.perf_counter() - t


def build_blobs(path: Path, users: int, per_user: int, seed: int) -> float:
    """muninn's layout: one row per memory, the vector a float32 BLOB, a (tenant, user, status, time) index."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(
        "CREATE TABLE memories (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL, "
        "status TEXT NOT NULL, created_at REAL NOT NULL, embedding BLOB)"
    )
    conn.execute("CREATE INDEX memories_scope ON memories (tenant, user_id, status, created_at)")
    t = time.perf_counter()
    last = t
    for start in range(0, users, 100):
        conn.execute("BEGIN")
        for u in range(start, min(users, start + 100)):
            v = user_vectors(seed, u, per_user)
            conn.executemany(
                "INSERT INTO memories VALUES (?, ?, ?, 'active', ?, ?)",
                [(f"{uid(u)}-{j:05d}", TENANT, uid(u), 1.7e9 + j * 60.0, row.tobytes()) for j, row in enumerate(v)],
            )
        conn.execute("COMMIT")
        if time.perf_counter() - last > 10:
            last = time.perf_counter()
            log(f"  blobs: {min(users, start + 100):,}/{users:,} users ({(last - t):.0f}s)")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return time.perf_counter() - t


def load_matrix(conn: sqlite3.Connection, user: str) -> tuple[list[str], np.ndarray]:
    """What SQLiteStore.index_rows does for the vectors: a row loop into a preallocated matrix."""
    rows = conn.execute(
        "SELECT id, embedding FROM memories WHERE tenant = ? AND user_id = ? AND status IN (?) ORDER BY created_at, id",
        (TENANT, user, "active"),
    ).fetchall()
    dim = len(rows[0][1]) // 4 if rows else 0
    vectors = np.zeros((len(rows), dim), dtype=np.float32)
    for i, r in enumerate(rows):
        vectors[i] = np.frombuffer(r[1], dtype=np.float32)
    return [r[0] for r in rows], vectors


def top_k(matrix: np.ndarray, q: np.ndarray, k: int = K) -> np.ndarray:
    scores = matrix @ q
    if len(scores) <= k:
        return np.argsort(-scores, kind="stable")
    part = np.argpartition(-scores, k)[:k]
    return part[np.argsort(-scores[part], kind="stable")]


def dense_case(work: Path, users: int, per_user: int, args: argparse.Namespace, default_chunk: bool) -> dict[str, Any]:
    chunk = 1024 if default_chunk else min(1024, -(-per_user // 8) * 8)
    vec_path, blob_path = work / f"vec_{users}_{per_user}_{chunk}.db", work / f"blob_{users}_{per_user}.db"
    log(f"dense: {users:,} users x {per_user:,} vectors ({users * per_user:,}), vec0 chunk_size={chunk}")
    out: dict[str, Any] = {"users": users, "per_user": per_user, "vectors": users * per_user, "vec0_chunk_size": chunk}
    out["vec0_build_s"] = round(build_vec0(vec_path, users, per_user, args.seed, chunk), 1)
    out["vec0_mib"] = round(db_size(vec_path) / 2**20, 1)
    if default_chunk:
        # only the size is of interest here; query cost is measured on the tuned store
        log(f"  vec0 with the default chunk_size: {out['vec0_mib']:,} MiB")
        vec_path.unlink()
        return out
    out["blob_build_s"] = round(build_blobs(blob_path, users, per_user, args.seed), 1)
    out["blob_mib"] = round(db_size(blob_path) / 2**20, 1)
    log(
        f"  built: vec0 {out['vec0_build_s']}s {out['vec0_mib']:,} MiB; "
        f"blobs {out['blob_build_s']}s {out['blob_mib']:,} MiB"
    )

    rng = random.Random(args.seed + users + per_user)
    picks = [rng.randrange(users) for _ in range(args.queries)]
    qrng = np.random.default_rng(args.seed + 99)
    queries = []
    for u in picks:  # a query near one of the user's vectors, like a real query near a memory
        base = user_vectors(args.seed, u, per_user)[qrng.integers(per_user)]
        q = base + 0.9 * qrng.standard_normal(DIM).astype(np.float32) / np.sqrt(DIM)
        queries.append((uid(u), (q / np.linalg.norm(q)).astype(np.float32)))

    vconn = open_vec(vec_path)
    bconn = sqlite3.connect(blob_path)
    knn = "SELECT rowid, distance FROM vecs WHERE embedding MATCH ? AND k = ? AND user_id = ? ORDER BY distance"
    for user, q in queries[:20]:  # warm-up: statement caches, page cache
        vconn.execute(knn, (q.tobytes(), K, user)).fetchall()
        load_matrix(bconn, user)
    cached = {u: load_matrix(bconn, u) for u in {u for u, _ in queries}}

    wait_quiet(args.quiet_wait, say=log)
    c0 = cpu_sample()

    def vec0_knn(user: str, q: np.ndarray) -> list[Any]:
        return vconn.execute(knn, (q.tobytes(), K, user)).fetchall()

    def cold(user: str, q: np.ndarray) -> np.ndarray:
        return top_k(load_matrix(bconn, user)[1], q)

    def cold_join(user: str, q: np.ndarray) -> np.ndarray:  # the same load, one frombuffer over the joined blobs
        blobs = bconn.execute(
            "SELECT embedding FROM memories WHERE tenant = ? AND user_id = ? AND status IN (?) ORDER BY created_at, id",
            (TENANT, user, "active"),
        ).fetchall()
        return top_k(np.frombuffer(b"".join(b for (b,) in blobs), dtype=np.float32).reshape(len(blobs), DIM), q)

    t_vec, t_hot, t_cold, t_cold_join, agree, answers = [], [], [], [], [], []
    for user, q in queries:
        ms, rows = timed(vec0_knn, user, q)
        t_vec.append(ms)
        answers.append([r[0] for r in rows])
        ms, top = timed(top_k, cached[user][1], q, reps=5)
        t_hot.append(ms)
        ms, _ = timed(cold, user, q)
        t_cold.append(ms)
        ms, _ = timed(cold_join, user, q)
        t_cold_join.append(ms)
        # same top-10? vec0 assigned rowids in insertion order (user-major, from 1), the blob
        # table holds the user's rows in the same order, so row j of the matrix is rowid u*P+j+1
        first = int(user[1:]) * per_user + 1
        agree.append(len({int(i) for i in top} & {r[0] - first for r in rows}) / K)
    # vec0 keeps one row per chunk in the shadow table vecs_chunks with an unindexed partition
    # column, so finding the user's chunks scans every chunk of the store. An index on that
    # shadow table (not something sqlite-vec creates or documents) removes the scan:
    vconn.execute("CREATE INDEX vecs_chunks_partition ON vecs_chunks (partition00)")
    for user, q in queries[:20]:
        vconn.execute(knn, (q.tobytes(), K, user)).fetchall()
    t_vec_ix = []
    for (user, q), before in zip(queries, answers, strict=True):
        ms, rows = timed(vec0_knn, user, q)
        t_vec_ix.append(ms)
        if [r[0] for r in rows] != before:
            raise AssertionError("vec0 answers differently with the index on its chunks table")
    out["others_cores"] = others_cores(c0)
    out["vec0_partition_index_ms"] = stats(t_vec_ix)
    vconn.close()
    bconn.close()
    out["vec0_ms"] = stats(t_vec)
    out["numpy_cached_ms"] = stats(t_hot)
    out["numpy_cold_ms"] = stats(t_cold)
    out["numpy_cold_join_ms"] = stats(t_cold_join)
    out["top10_overlap"] = round(float(np.mean(agree)), 3) if args.check else None
    if not args.keep:
        vec_path.unlink()
        blob_path.unlink()
        for p in work.glob("*-wal"):
            p.unlink()
        for p in work.glob("*-shm"):
            p.unlink()
    return out


# ------------------------------------------------------------------------------------------
# lexical
# ------------------------------------------------------------------------------------------


def lexical_case(work: Path, users: int, docs: int, args: argparse.Namespace, pool: list[Any]) -> dict[str, Any]:
    log(f"lexical: {users:,} users x {docs} documents ({users * docs:,})")
    path = work / f"fts_{users}_{docs}.db"
    rng = np.random.default_rng(args.seed)
    corpus = {uid(u): [pool[i].text for i in draw_user(rng, pool, docs)] for u in range(users)}

    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(
        "CREATE TABLE memories (id INTEGER PRIMARY KEY, tenant TEXT, user_id TEXT, status TEXT, "
        "created_at REAL, content TEXT)"
    )
    conn.execute("CREATE INDEX memories_scope ON memories (tenant, user_id, status, created_at)")
    # (a) user as an UNINDEXED column, filtered in WHERE; (b) user id indexed as a token, put in MATCH
    conn.execute("CREATE VIRTUAL TABLE fts_col USING fts5(content, user_id UNINDEXED)")
    conn.execute("CREATE VIRTUAL TABLE fts_tok USING fts5(content, user_id)")
    t = time.perf_counter()
    conn.execute("BEGIN")
    rowid = 0
    for u, texts in corpus.items():
        rows = []
        for j, text in enumerate(texts):
            rowid += 1
            rows.append((rowid, TENANT, u, "active", 1.7e9 + j * 60.0, text))
        conn.executemany("INSERT INTO memories VALUES (?, ?, ?, ?, ?, ?)", rows)
        conn.executemany(
            "INSERT INTO fts_col(rowid, content, user_id) VALUES (?, ?, ?)", [(r[0], r[5], u) for r in rows]
        )
        conn.executemany(
            "INSERT INTO fts_tok(rowid, content, user_id) VALUES (?, ?, ?)", [(r[0], r[5], u) for r in rows]
        )
    conn.execute("COMMIT")
    conn.execute("INSERT INTO fts_col(fts_col) VALUES ('optimize')")
    conn.execute("INSERT INTO fts_tok(fts_tok) VALUES ('optimize')")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    build_s = time.perf_counter() - t
    log(f"  built in {build_s:.1f}s, {db_size(path) / 2**20:,.0f} MiB")

    # Document frequencies over the whole store. A query term must mean the same to FTS5 (unicode61:
    # lowercased words, no stemming) and to muninn (light stemming): keep words that are their own
    # stem and that no other word of the corpus stems to (e.g. not "learn", since "learning" -> "learn").
    raw_df: Counter[str] = Counter()
    stem_df: Counter[str] = Counter()
    for texts in corpus.values():
        for text in texts:
            raw_df.update(
                {w for w in _TERM.findall(text.lower()) if w.isalpha() and len(w) > 2 and w not in STOP_WORDS}
            )
            stem_df.update(set(terms(text)))
    df = Counter({w: n for w, n in raw_df.items() if _stem(w) == w and stem_df[w] == n and w != "user"})
    total_docs = users * docs
    qr = random.Random(args.seed + users)
    picks = [uid(qr.randrange(users)) for _ in range(args.queries)]
    cases: dict[str, list[tuple[str, str]]] = {"common": [], "rare": []}
    for u in picks:
        own = {w for text in corpus[u] for w in _TERM.findall(text.lower()) if w in df}
        ranked = sorted(own, key=lambda w: (df[w], w))
        cases["rare"].append((u, ranked[0]))
        cases["common"].append((u, ranked[-1]))

    sql_col = "SELECT rowid, bm25(fts_col) AS s FROM fts_col WHERE fts_col MATCH ? AND user_id = ? ORDER BY s LIMIT 10"
    sql_tok = "SELECT rowid, bm25(fts_tok) AS s FROM fts_tok WHERE fts_tok MATCH ? ORDER BY s LIMIT 10"
    load = "SELECT id, content FROM memories WHERE tenant = ? AND user_id = ? AND status IN (?) ORDER BY created_at, id"

    def muninn_top(index: BM25, term: str) -> np.ndarray:
        s = index.scores(term)
        hit = np.flatnonzero(s > 0)
        return hit[np.argsort(-s[hit], kind="stable")][:K]

    def fts_col(u: str, term: str) -> list[Any]:
        return conn.execute(sql_col, (term, u)).fetchall()

    def fts_tok(u: str, term: str) -> list[Any]:
        return conn.execute(sql_tok, (f'content:"{term}" AND user_id:"{u}"',)).fetchall()

    def cold(u: str, term: str) -> list[int]:
        rows = conn.execute(load, (TENANT, u, "active")).fetchall()
        return [rows[i][0] for i in muninn_top(BM25([r[1] for r in rows]), term)]

    built = {}
    for u in set(picks):
        rows = conn.execute(load, (TENANT, u, "active")).fetchall()
        built[u] = ([r[0] for r in rows], BM25([r[1] for r in rows]))
    out: dict[str, Any] = {"users": users, "docs_per_user": docs, "docs": total_docs, "build_s": round(build_s, 1),
                           "db_mib": round(db_size(path) / 2**20, 1)}  # fmt: skip
    wait_quiet(args.quiet_wait, say=log)
    c0 = cpu_sample()
    for name, qs in cases.items():
        for u, term in qs[:10]:  # warm-up
            conn.execute(sql_col, (term, u)).fetchall()
        t_col, t_tok, t_hot, t_cold, hits = [], [], [], [], []
        for u, term in qs:
            ms, rows = timed(fts_col, u, term)
            t_col.append(ms)
            ms, rows2 = timed(fts_tok, u, term)
            t_tok.append(ms)
            ids, index = built[u]
            ms, top = timed(muninn_top, index, term, reps=5)
            t_hot.append(ms)
            ms, top_cold = timed(cold, u, term)
            t_cold.append(ms)
            hits.append(len(rows))
            fts = {r[0] for r in rows}
            if fts != {r[0] for r in rows2}:
                raise AssertionError(f"the two FTS5 forms disagree for {u} {term!r}")
            if len(rows) < K and (fts != {ids[i] for i in top} or fts != set(top_cold)):
                raise AssertionError(f"FTS5 and muninn's BM25 match different documents for {u} {term!r}")
        out[name] = {
            "mean_df": round(float(np.mean([df[t] for _, t in qs])), 1),
            "mean_df_fraction": round(float(np.mean([df[t] for _, t in qs])) / total_docs, 5),
            "mean_hits": round(float(np.mean(hits)), 2), "example": qs[0][1],
            "fts5_user_column_ms": stats(t_col), "fts5_user_token_ms": stats(t_tok),
            "bm25_cached_ms": stats(t_hot), "bm25_cold_ms": stats(t_cold),
        }  # fmt: skip
    out["others_cores"] = others_cores(c0)
    conn.close()
    if not args.keep:
        for p in work.glob(path.name + "*"):
            p.unlink()
    return out


# ------------------------------------------------------------------------------------------


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--users", default="1000,10000", help="store sizes in users")
    ap.add_argument("--per-user", default="100,1000", help="vectors per user")
    ap.add_argument("--docs", type=int, default=100, help="documents per user for the lexical part")
    ap.add_argument(
        "--max-vectors",
        type=int,
        default=2_000_000,
        help="skip dense stores larger than this (10,000 x 1,000 = 10M vectors is ~15 GiB per layout)",
    )
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument(
        "--quiet-wait",
        type=float,
        default=120,
        metavar="S",
        help="before each timed case, wait up to S seconds for other processes to go quiet",
    )
    ap.add_argument("--quick", action="store_true", help="small stores (100 and 300 users) for a smoke test")
    ap.add_argument("--no-dense", action="store_true")
    ap.add_argument("--no-lexical", action="store_true")
    ap.add_argument("--no-check", dest="check", action="store_false", help="skip the top-10 agreement check")
    ap.add_argument("--workdir", help="directory for the databases (default: a temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the databases")
    args = ap.parse_args()
    user_sizes = [100, 300] if args.quick else [int(x) for x in args.users.split(",")]
    per_user_sizes = [int(x) for x in args.per_user.split(",")]
    work = Path(args.workdir or tempfile.mkdtemp(prefix="muninn-vi-"))
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    dense: list[dict[str, Any]] = []
    lexical: list[dict[str, Any]] = []
    skipped: list[str] = []
    try:
        if not args.no_dense:
            smallest = (min(user_sizes), min(per_user_sizes))
            if -(-smallest[1] // 8) * 8 < 1024:
                dense.append(dense_case(work, *smallest, args, default_chunk=True))
            for users in user_sizes:
                for per_user in per_user_sizes:
                    if users * per_user > args.max_vectors:
                        skipped.append(f"{users}x{per_user}")
                        log(f"skipping {users:,} x {per_user:,} (over --max-vectors {args.max_vectors:,})")
                        continue
                    dense.append(dense_case(work, users, per_user, args, default_chunk=False))
        if not args.no_lexical:
            pool = build_pool(4000, args.seed)
            for users in user_sizes:
                lexical.append(lexical_case(work, users, args.docs, args, pool))
    finally:
        if not args.keep and not args.workdir:
            shutil.rmtree(work, ignore_errors=True)
    wall = time.perf_counter() - t0

    print(f"\nDense top-{K}, one user's vectors ({DIM}-d float32, cosine); ms per query, p50 / p95")
    print(f"  {'users':>7} {'per user':>8} {'vec0 MiB':>9} {'sqlite-vec vec0':>16} {'vec0+chunk index':>17} "
          f"{'numpy cached':>14} {'numpy cold':>14} {'cold, 1 frombuffer':>19} {'top-10 =':>8}")  # fmt: skip
    for d in dense:
        if "vec0_ms" not in d:
            print(
                f"  {d['users']:>7,} {d['per_user']:>8,} {d['vec0_mib']:>9,.0f}   (default chunk_size=1024: size only)"
            )
            continue
        f = lambda s: f"{s['p50']:.3f}/{s['p95']:.3f}"  # noqa: E731
        print(f"  {d['users']:>7,} {d['per_user']:>8,} {d['vec0_mib']:>9,.0f} {f(d['vec0_ms']):>16} "
              f"{f(d['vec0_partition_index_ms']):>17} {f(d['numpy_cached_ms']):>14} {f(d['numpy_cold_ms']):>14} "
              f"{f(d['numpy_cold_join_ms']):>19} "
              f"{d['top10_overlap'] if d['top10_overlap'] is not None else '-':>8}")  # fmt: skip
    if skipped:
        print(f"  skipped (over --max-vectors): {', '.join(skipped)}")
    if lexical:
        print("\nLexical top-10 for one term, restricted to one user (100 documents each); ms per query, p50 / p95")
        print(f"  {'users':>7} {'term':>6} {'df (share)':>16} {'FTS5 user col':>15} {'FTS5 user token':>16} "
              f"{'BM25 cached':>13} {'BM25 cold':>13}")  # fmt: skip
        for lx in lexical:
            for name in ("common", "rare"):
                c = lx[name]
                f = lambda s: f"{s['p50']:.3f}/{s['p95']:.3f}"  # noqa: E731
                print(f"  {lx['users']:>7,} {name:>6} {c['mean_df']:>8,.0f} ({c['mean_df_fraction']:.3%}) "
                      f"{f(c['fts5_user_column_ms']):>15} {f(c['fts5_user_token_ms']):>16} "
                      f"{f(c['bm25_cached_ms']):>13} {f(c['bm25_cold_ms']):>13}")  # fmt: skip
    busy = [d.get("others_cores", 0) for d in dense] + [x["others_cores"] for x in lexical]
    print(f"\n  cores kept busy by other processes per case: {busy}; wall {wall:.0f}s; "
          f"SQLite {sqlite3.sqlite_version} (stdlib) / {apsw.sqlite_lib_version()} (apsw), sqlite-vec "
          f"{sqlite_vec.__version__ if hasattr(sqlite_vec, '__version__') else '?'}")  # fmt: skip
    summary = {"dense": dense, "lexical": lexical, "skipped": skipped, "wall_seconds": round(wall, 1)}
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
