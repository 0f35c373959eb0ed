"""The web inspector in a real browser: Playwright drives Debian's Chromium against a real
``muninn serve`` app on loopback (uvicorn in a thread), with the scripted chat model.

Each test saves screenshots under ``tests/artifacts/ui/`` (gitignored).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from muninn import AsyncMemory, Settings
from muninn.providers.llm import ScriptedProvider
from muninn.server import ServerSettings, create_app
from muninn.server.testing import ServerThread
from tests.conftest import CHROMIUM
from tests.inspector_site import WITH_MEMORY, WITHOUT_MEMORY, XSS, Seeded, chat_reply, seed

pytestmark = pytest.mark.requires("chromium")
ARTIFACTS = Path(__file__).parent / "artifacts" / "ui"

try:
    from playwright.sync_api import Browser, Page, expect, sync_playwright
except ImportError:  # the "chromium" component says so: skipped, or failed under MUNINN_REQUIRE_ALL
    Browser = Page = Any  # type: ignore[misc,assignment]


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    """Debian's Chromium, never a browser downloaded by ``playwright install``. Started per module,
    not per session: Playwright's sync API holds this thread's event loop while it runs, which
    would stop every async test after it."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture
def page(chromium: Browser) -> Iterator[Page]:
    """A fresh browser context (no cookies) and page per test."""
    context = chromium.new_context(viewport={"width": 1280, "height": 720})
    yield context.new_page()
    context.close()


@dataclass(frozen=True, slots=True)
class Site:
    url: str
    seeded: Seeded
    settings: Settings


def run(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run ``coroutine`` to the end in a thread of its own (Playwright's sync API holds this one's loop)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    settings = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'muninn.db'}", embedder="test:hash")
    seeded = run(seed(settings))
    memory = AsyncMemory(settings, chat_llm=ScriptedProvider(fallback=chat_reply))
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    with ServerThread(app) as server:
        yield Site(server.url, seeded, settings)
    run(memory.close())


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def sign_in(page: Page, site: Site, key: str | None = None) -> None:
    page.set_default_timeout(10_000)
    page.goto(site.url + "/ui")
    page.get_by_label("API key").fill(key or site.seeded.key_acme)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name=re.compile("^Users"))).to_be_visible()


def csrf(page: Page) -> str:
    token = page.locator("input[name=csrf]").first.get_attribute("value")
    assert token
    return token


def test_sign_in_keeps_the_key_in_a_strict_http_only_cookie(page: Page, site: Site) -> None:
    page.goto(site.url + "/ui")
    expect(page).to_have_url(site.url + "/ui/login")
    shot(page, "01-sign-in")
    page.get_by_label("API key").fill("mk_not-a-real-key-at-all")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_text("unknown or revoked")).to_be_visible()
    sign_in(page, site)
    expect(page.get_by_role("link", name="alice")).to_be_visible()
    assert site.seeded.key_acme not in page.url
    (cookie,) = [c for c in page.context.cookies() if c["name"] == "muninn_key"]
    assert cookie["httpOnly"] and cookie["secure"] and cookie["sameSite"] == "Strict"
    assert page.evaluate("document.cookie") == ""  # nothing readable by scripts
    shot(page, "02-users")
    page.get_by_role("button", name="Sign out").click()
    expect(page).to_have_url(site.url + "/ui/login")
    page.goto(site.url + "/ui/users/alice")
    expect(page).to_have_url(site.url + "/ui/login")


def test_a_key_never_sees_another_tenants_users(page: Page, site: Site) -> None:
    sign_in(page, site)
    s = site.seeded
    expect(page.get_by_role("link", name="bob")).to_have_count(0)
    pages = [
        "/ui",
        "/ui/users/alice",
        "/ui/users/alice?status=all",
        "/ui/users/alice?q=Zephyr&status=all",
        "/ui/users/alice/sessions",
        "/ui/users/alice/profile",
        "/ui/users/alice/try",
        "/ui/users/alice/erase",
        "/ui/jobs",
        "/ui/telemetry",
    ]
    for path in pages:
        page.goto(site.url + path)
        html = page.content()
        assert "GLOBEX" not in html and "globex-secret-model" not in html and s.globex_dead_job not in html, path
    fragment = {"HX-Request": "true", "HX-Target": "memories"}
    api = page.request
    assert "GLOBEX" not in api.get(site.url + "/ui/users/alice?status=all", headers=fragment).text()
    for path in (
        "/ui/users/bob",
        "/ui/users/bob/sessions",
        "/ui/users/bob/sessions/g1",
        f"/ui/users/bob/memories/{s.globex_bob_memory}",
        f"/ui/users/alice/memories/{s.globex_alice_memory}",
        "/ui/users/bob/erase",
    ):
        response = api.get(site.url + path, headers=fragment)
        assert response.status == 404 and "GLOBEX" not in response.text(), path
    token = {"X-CSRF-Token": csrf(page)}
    for path, form in (
        (f"/jobs/{s.globex_dead_job}/retry", {}),
        ("/users/bob/erase", {"confirm": "bob"}),
        ("/users/bob/try", {"message": "who am I?"}),
        (f"/users/bob/memories/{s.globex_bob_memory}/forget", {}),
    ):
        response = api.post(site.url + "/ui" + path, headers=token | {"HX-Request": "true"}, form=form)
        assert response.status == 404 and "GLOBEX" not in response.text(), path
    page.get_by_role("button", name="Sign out").click()
    sign_in(page, site, site.seeded.key_globex)  # globex's key still finds all of it untouched
    page.goto(site.url + "/ui/jobs?state=dead")
    expect(page.get_by_text("GLOBEX SECRET failure")).to_be_visible()
    page.goto(site.url + f"/ui/users/bob/memories/{s.globex_bob_memory}")
    expect(page.locator(".badge.active").first).to_be_visible()


def test_provenance_highlights_source_turns_and_history_lists_versions(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.get_by_role("link", name="alice").click()
    expect(page.get_by_role("heading", name=re.compile("^preference"))).to_be_visible()
    shot(page, "03-memories")
    page.get_by_role("link", name="Alice is vegetarian").click()
    source = page.locator("li.turn.source")
    expect(source).to_have_count(1)
    expect(source).to_contain_text("I stopped eating meat last year")
    expect(page.locator("li.turn:not(.source)")).to_contain_text("Vegetarian recipes")
    expect(page.locator("table.history tbody tr")).to_have_count(1)
    expect(page.locator("table.history")).to_contain_text("extractor")
    shot(page, "04-memory")
    page.get_by_role("link", name="s1").click()
    expect(page.locator("li.turn.source")).to_contain_text("I stopped eating meat last year")
    shot(page, "05-transcript")


def test_edit_forget_and_restore_each_write_a_history_row(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.goto(f"{site.url}/ui/users/alice/memories/{site.seeded.vegetarian}")
    page.get_by_label("Content").fill("Alice is vegan")
    page.get_by_label("Reason", exact=True).fill("she said so on Monday")
    page.get_by_role("button", name="Save as a new version").click()
    expect(page.locator("h2.content")).to_have_text("Alice is vegan")
    assert site.seeded.vegetarian not in page.url
    history = page.locator("table.history tbody")
    expect(history.locator("tr")).to_have_count(3)  # add, update, supersede (oldest first)
    expect(history.locator("tr.action-update")).to_contain_text("inspector")
    expect(history.locator("tr.action-update")).to_contain_text("she said so on Monday")
    expect(history.locator("tr.action-supersede")).to_contain_text("Alice is vegetarian")
    page.get_by_placeholder("reason for forgetting").fill("asked to forget")
    page.get_by_role("button", name="Forget").click()
    expect(page.locator(".card .badge.deleted")).to_be_visible()
    expect(history.locator("tr.action-delete")).to_contain_text("asked to forget")
    expect(history.locator("tr.action-delete")).to_contain_text("inspector")
    page.goto(site.url + "/ui/users/alice")
    expect(page.get_by_text("Alice is vegan")).to_have_count(0)
    page.get_by_label("Status").select_option("deleted")  # htmx swaps the list in place
    expect(page.locator("#memories")).to_contain_text("Alice is vegan")
    expect(page).to_have_url(re.compile(r"status=deleted"))
    page.get_by_role("link", name="Alice is vegan").click()
    page.get_by_role("button", name="Restore").click()
    expect(page.locator(".card .badge.active")).to_be_visible()
    expect(history.locator("tr.action-restore")).to_contain_text("inspector")


def test_a_dead_job_shows_its_error_and_can_be_retried(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.get_by_role("link", name="Jobs").click()
    row = page.locator(f"#job-{site.seeded.dead_job}")
    expect(row).to_contain_text("the model server timed out")
    expect(row.locator(".badge")).to_have_text("dead")
    shot(page, "06-jobs")
    page.evaluate("document.body.dataset.marker = 'same page'")
    row.get_by_role("button", name="Retry").click()
    expect(row.locator(".badge")).to_have_text("queued")
    assert page.evaluate("document.body.dataset.marker") == "same page"  # swapped by htmx, no reload
    page.reload()
    expect(page.locator(f"#job-{site.seeded.dead_job} .badge")).to_have_text("queued")


def test_try_a_message_compares_replies_and_records_nothing(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.goto(site.url + "/ui/users/alice/try")
    page.get_by_label("Message").fill("What should I cook tonight?")
    page.get_by_role("button", name="Compare").click()
    expect(page.locator(".compare .with .reply")).to_have_text(WITH_MEMORY)
    expect(page.locator(".compare .without .reply")).to_have_text(WITHOUT_MEMORY)
    expect(page.locator("#used")).to_contain_text("Alice is vegetarian")
    expect(page.locator("pre.block")).to_contain_text("Alice is vegetarian")
    shot(page, "07-try")
    page.get_by_label("Message").fill("I get a KeyError when I read my dict")
    page.get_by_label("Policy").select_option("coding-mentor")
    page.get_by_role("button", name="Compare").click()
    expect(page.locator(".decision")).to_contain_text("coding-mentor")
    expect(page.locator(".decision table")).to_contain_text("0")
    page.goto(site.url + "/ui/users/alice/sessions")
    rows = page.locator("table.grid tbody tr")
    expect(rows).to_have_count(1)
    expect(rows).to_contain_text("2")  # the seeded session s1 with its two turns, nothing new


def test_html_in_a_memory_renders_inert(page: Page, site: Site) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    sign_in(page, site)
    response = page.goto(site.url + "/ui/users/alice")
    assert response is not None and "script-src 'self'" in response.headers["content-security-policy"]
    expect(page.get_by_text(XSS)).to_be_visible()  # shown as text, tags and all
    expect(page.locator("#memories script, #memories img, #memories b")).to_have_count(0)
    page.goto(f"{site.url}/ui/users/alice/memories/{site.seeded.xss}")
    expect(page.locator("h2.content")).to_have_text(XSS)
    expect(page.get_by_text("<i>tag</i>")).to_be_visible()
    page.goto(site.url + "/ui/users/alice/try")
    page.get_by_label("Message").fill("Which coffee does Alice like? bold")
    page.get_by_role("button", name="Compare").click()
    expect(page.locator("#used")).to_contain_text("<script>alert(2)</script>")
    page.wait_for_timeout(300)  # time for an onerror handler to fire, were one ever parsed
    assert dialogs == []
    assert page.locator("main script, main img").count() == 0


def test_erase_names_what_goes_and_gives_a_receipt(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.goto(site.url + "/ui/users/alice/erase")
    counts = page.locator("table.counts")
    expect(counts.locator("tr", has_text="memories")).to_contain_text("3")
    expect(counts.locator("tr", has_text="turns")).to_contain_text("2")
    expect(counts.locator("tr", has_text="llm_calls")).to_contain_text("48")
    shot(page, "08-erase")
    page.get_by_label("to confirm").fill("bob")
    page.get_by_role("button", name="Erase alice").click()
    expect(page.get_by_text("nothing was deleted")).to_be_visible()
    page.get_by_label("to confirm").fill("alice")
    page.get_by_role("button", name="Erase alice").click()
    receipt = page.locator("table.receipt")
    expect(receipt.locator("tr", has_text="memories")).to_contain_text("3")
    expect(receipt.locator("tr", has_text="history")).to_contain_text("3")
    shot(page, "09-erased")
    page.goto(site.url + "/ui")
    expect(page.get_by_role("link", name="alice")).to_have_count(0)


def test_telemetry_draws_latency_and_token_charts(page: Page, site: Site) -> None:
    sign_in(page, site)
    page.get_by_role("link", name="Telemetry").click()
    expect(page.locator("table.grid")).to_contain_text("qwen-memory")
    expect(page.locator(".chart")).to_have_count(2)
    # latency: a p50 and a p95 line per purpose and model; tokens: one line each
    pairs = page.locator(".chart").nth(1).locator("polyline").count()
    assert pairs >= 2  # chat and extract seeded, plus the embedder's own calls
    expect(page.locator(".chart").nth(0).locator("polyline")).to_have_count(2 * pairs)
    expect(page.locator(".chart").nth(0).locator("polyline.dashed")).to_have_count(pairs)
    expect(page.locator(".legend").first).to_contain_text("chat · qwen-chat p95")
    expect(page.locator(".legend").nth(1)).to_contain_text("extract · qwen-memory")
    shot(page, "10-telemetry")
