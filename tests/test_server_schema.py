"""Property-based fuzzing of every operation in the OpenAPI schema (schemathesis): valid and
invalid inputs alike get a documented status, content type and body, and never a server error.

Every built-in check runs except ``positive_data_acceptance``: limits that depend on settings
(MUNINN_KINDS, MUNINN_MAX_*_CHARS, tag counts) and on meaning (a chat needs a user message and a
user) are checked by the service at run time and answered with 422 problems, so a schema-valid
request may rightly be refused."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import positive_data_acceptance
from schemathesis.core.result import Ok
from schemathesis.python import asgi as schemathesis_asgi

from muninn import AsyncMemory, Settings
from muninn.providers.llm import get_chat_provider
from muninn.server import ServerSettings, create_app
from muninn.server.keys import create_key
from muninn.stores import open_store

EXAMPLES = 25  # per operation and generation mode: bounded so the whole run stays under a minute


@pytest.fixture
def api(tmp_path: Path) -> Iterator[tuple[schemathesis.schemas.BaseSchema, str]]:
    config = Settings(home=tmp_path, store_url=f"sqlite:///{tmp_path / 'm.db'}", embedder="test:hash")

    async def setup() -> str:
        store = open_store(config.resolved_store_url())
        _, secret = await create_key(store, "fuzz")
        await store.close()
        return secret

    secret = asyncio.run(setup())
    memory = AsyncMemory(config, chat_llm=get_chat_provider("test:echo"))
    app = create_app(memory, settings=ServerSettings(warm_embedder=False, worker=False))
    yield schemathesis.openapi.from_asgi("/openapi.json", app), secret
    schemathesis_asgi.shutdown_lifespans()
    asyncio.run(memory.close())


def test_no_input_makes_the_service_fail(api: tuple[schemathesis.schemas.BaseSchema, str]) -> None:
    schema, secret = api
    headers = {"Authorization": f"Bearer {secret}"}
    failures: list[str] = []
    operations = 0
    calls = {"total": 0, "5xx": 0}
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), f"the schema is invalid: {result}"
        operation = result.ok()
        operations += 1
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(
                max_examples=EXAMPLES,
                deadline=None,
                derandomize=True,
                database=None,
                suppress_health_check=list(HealthCheck),
            )
            def fuzz(case: schemathesis.Case[Any]) -> None:
                response = case.call(headers=headers)
                calls["total"] += 1
                calls["5xx"] += response.status_code >= 500
                case.validate_response(response, headers=headers, excluded_checks=[positive_data_acceptance])

            try:
                fuzz()
            except Unsatisfiable:  # no parameters and no body: there is no invalid request to make
                assert mode is GenerationMode.NEGATIVE
            except (Exception, BaseExceptionGroup) as exc:  # collected: one run reports every failing operation
                failures.append(f"{operation.label} ({mode.value}): {exc}")
    print(f"schemathesis: {operations} operations, {calls['total']} requests, {calls['5xx']} server errors")
    assert operations >= 30
    assert calls["total"] > operations * EXAMPLES
    assert not failures, "\n\n".join(failures)
    assert calls["5xx"] == 0
