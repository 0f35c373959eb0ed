from pathlib import Path

import pytest
from pydantic import ValidationError

from muninn import Settings


def test_environment_is_read_at_construction_not_import(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MUNINN_HOME", str(tmp_path))
    monkeypatch.setenv("MUNINN_TOKEN_BUDGET", "321")
    monkeypatch.setenv("MUNINN_KINDS", "preference, barrier,progress")
    s = Settings()
    assert s.home == tmp_path
    assert s.token_budget == 321
    assert s.kinds == ("preference", "barrier", "progress")
    assert s.resolved_store_url() == f"sqlite:///{tmp_path / 'muninn.db'}"


def test_invalid_setting_names_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUNINN_TOKEN_BUDGET", "ten")
    with pytest.raises(ValidationError, match="token_budget"):
        Settings()


def test_unknown_keyword_is_rejected() -> None:
    with pytest.raises(ValidationError, match="token_budgett"):
        Settings(token_budgett=5)  # type: ignore[call-arg]
