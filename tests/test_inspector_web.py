"""The web inspector without a browser: CSRF, headers, cookies, auth modes, the vendored htmx,
and the pure chart functions. The app runs in-process (real SQLite, real ASGI stack)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from muninn import AsyncMemory, Settings
from muninn.domain.ids import new_id
from muninn.domain.models import LLMCall
from muninn.providers.llm import ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.server.testing import app_client
from muninn.server.ui import charts
from muninn.server.ui.web import HERE
from tests.conftest import START, Clock

HTTPS = "https://inspector.test"  # the cookies are Secure: httpx sends them over https only


@pytest.fixture
async def memory(settings: Settings, clock: Clock) -> AsyncIterator[AsyncMemory]:
    m = AsyncMemory(settings, clock=clock, chat_llm=ScriptedProvider(fallback="ok"))
    yield m
    await m.close()


def token(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]{64})"', html)
    assert found, html[:500]
    return found.group(1)


async def signed_in(client: httpx.AsyncClient, key: str) -> str:
    """Sign ``client`` in; returns the CSRF token of its session."""
    page = await client.get("/ui/login")
    response = await client.post("/ui/login", data={"csrf": token(page.text), "key": key})
    assert response.status_code == 303 and response.headers["location"] == "/ui"
    return token((await client.get("/ui")).text)


async def test_every_post_needs_this_sessions_csrf_token(memory: AsyncMemory) -> None:
    _, key = await create_key(memory.store, "acme")
    record = await memory.with_tenant("acme").add("alice", "Alice is vegetarian")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, base_url=HTTPS) as client:
        csrf = await signed_in(client, key)
        forget = f"/ui/users/alice/memories/{record.id}/forget"
        assert (await client.post(forget, data={})).status_code == 403
        assert (await client.post(forget, data={"csrf": "0" * 64})).status_code == 403
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=HTTPS) as stranger:
            # a token from another browser does not go with this one's cookies, and vice versa
            other = token((await stranger.get("/ui/login")).text)
            assert (await client.post(forget, data={"csrf": other})).status_code == 403
        assert (await memory.with_tenant("acme").get("alice", record.id)).status == "active"
        response = await client.post(forget, data={"csrf": csrf})
        assert response.status_code == 303
        assert (await memory.with_tenant("acme").get("alice", record.id)).status == "deleted"
        assert (await client.post(forget.replace("forget", "restore"), headers={"X-CSRF-Token": csrf})).is_redirect


async def test_pages_carry_a_strict_csp_and_strict_cookies(memory: AsyncMemory) -> None:
    _, key = await create_key(memory.store, "acme")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, base_url=HTTPS) as client:
        login = await client.get("/ui/login")
        page = await client.post("/ui/login", data={"csrf": token(login.text), "key": key})
        cookie = page.headers["set-cookie"].lower()
        assert "muninn_key=" in cookie and "httponly" in cookie and "secure" in cookie and "samesite=strict" in cookie
        for path in ("/ui", "/ui/jobs", "/ui/telemetry", "/ui/users/nobody", "/ui/login"):
            response = await client.get(path)
            csp = response.headers["content-security-policy"]
            assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
            assert response.headers["x-content-type-options"] == "nosniff", path
            assert not re.search(r"<script(?![^>]*\bsrc=)", response.text), path  # no inline script
            assert not re.search(r"\son[a-z]+=", response.text), path  # no inline event handler
        assert key not in (await client.get("/ui")).text


async def test_a_bad_or_missing_key_gets_the_sign_in_page(memory: AsyncMemory) -> None:
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    async with app_client(app, base_url=HTTPS) as client:
        assert (await client.get("/ui/users/alice")).headers["location"] == "/ui/login"
        client.cookies.set("muninn_key", "mk_" + "x" * 43, domain="inspector.test", path="/ui")
        assert (await client.get("/ui")).headers["location"] == "/ui/login"
        fragment = await client.get("/ui/users/alice", headers={"HX-Request": "true"})
        assert fragment.headers["hx-redirect"] == "/ui/login"
        login = await client.get("/ui/login")
        wrong = await client.post("/ui/login", data={"csrf": token(login.text), "key": "mk_wrong"})
        assert wrong.status_code == 401 and "unknown or revoked" in wrong.text


async def test_without_auth_loopback_needs_no_sign_in_and_others_are_refused(memory: AsyncMemory) -> None:
    await memory.add("alice", "Alice is vegetarian")
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False, auth=False))
    async with app_client(app, base_url="http://127.0.0.1") as client:
        page = await client.get("/ui/users/alice")
        assert page.status_code == 200 and "Alice is vegetarian" in page.text and "Sign out" not in page.text
        assert (await client.get("/ui/login")).headers["location"] == "/ui"
    remote = httpx.ASGITransport(app=app, client=("203.0.113.9", 5000))
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=remote, base_url="http://x") as other:
        refused = await other.get("/ui/users/alice")
        assert refused.status_code == 403 and "Alice" not in refused.text


async def test_static_files_are_a_fixed_list(memory: AsyncMemory) -> None:
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False, auth=False))
    async with app_client(app, base_url="http://127.0.0.1") as client:
        js = await client.get("/ui/static/htmx.min.js")
        assert js.status_code == 200 and js.headers["content-type"].startswith("text/javascript")
        assert (await client.get("/ui/static/VENDOR.txt")).status_code == 404
        assert (await client.get("/ui/static/..%2F__init__.py")).status_code == 404


def test_the_vendored_htmx_is_the_recorded_version() -> None:
    static = Path(HERE) / "static"
    record = (static / "VENDOR.txt").read_text()
    data = (static / "htmx.min.js").read_bytes()
    version = re.search(r"htmx\.org (\S+)", record)
    assert version and f'version:"{version.group(1)}"'.encode() in data
    assert hashlib.sha256(data).hexdigest() in record
    assert "Zero-Clause BSD" in (static / "htmx.LICENSE").read_text()


@pytest.mark.parametrize(
    ("values", "q", "expected"),
    [([5.0], 50, 5.0), ([1, 2, 3, 4], 50, 2), ([1, 2, 3, 4], 95, 4), (list(range(1, 101)), 95, 95), ([3, 1], 100, 3)],
)
def test_percentile_is_nearest_rank(values: list[float], q: float, expected: float) -> None:
    assert charts.percentile(values, q) == expected


def call(minutes: int, purpose: str, latency: float, tokens: int = 10) -> LLMCall:
    return LLMCall(
        id=new_id(),
        at=START + timedelta(minutes=minutes),
        purpose=purpose,
        provider="test",
        model="m",
        latency_ms=latency,
        status="ok",
        prompt_tokens=tokens,
        completion_tokens=0,
    )


def test_latency_chart_scales_p50_and_p95_per_bucket() -> None:
    calls = [call(0, "chat", 100), call(0, "chat", 300), call(59, "chat", 200), call(30, "extract", 50)]
    chart = charts.latency_chart(calls, count=2)
    assert [s.label for s in chart.series] == ["chat · m p50", "chat · m p95", "extract · m p50", "extract · m p95"]
    assert [s.dashed for s in chart.series] == [False, True, False, True]
    assert chart.y_labels[-1][1] == "500"  # the top rounds 300 up to a round number
    bottom, top = charts.HEIGHT - charts.BOTTOM, charts.TOP
    p50, p95 = chart.series[0].points.split(), chart.series[1].points.split()
    height = bottom - top
    assert [float(p.split(",")[1]) for p in p50] == [round(top + height * (1 - v / 500), 1) for v in (100, 200)]
    assert [float(p.split(",")[1]) for p in p95] == [round(top + height * (1 - v / 500), 1) for v in (300, 200)]
    assert chart.series[2].points.count(",") == 1  # extract: one bucket only


def test_token_chart_sums_per_bucket_and_an_empty_one_draws_nothing() -> None:
    chart = charts.token_chart([call(0, "chat", 1, 40), call(1, "chat", 1, 60)], count=1)
    (series,) = chart.series
    assert float(series.points.split(",")[1]) == charts.TOP  # 100 tokens is the top of the axis
    assert charts.token_chart([]).empty
    assert len(charts.latency_chart([call(i, f"p{i}", 1) for i in range(9)]).series) == 2 * charts.MAX_SERIES
