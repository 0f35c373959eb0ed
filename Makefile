# Two commands on a fresh machine: `make demo` and `make test`. Both install first.
PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: install demo test lint bench-locomo bench-hot-path

$(STAMP): pyproject.toml Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	# The CPU build of PyTorch first, so that no dependency can pull a multi-GB CUDA build.
	$(VENV)/bin/pip install --quiet torch==2.13.0
	$(VENV)/bin/pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(VENV)/bin/muninn demo

test: install
	$(VENV)/bin/python -m pytest -q

lint: install
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/mypy

bench-locomo: install
	$(VENV)/bin/python bench/locomo_retrieval.py ../shared/data/locomo/locomo_dev.json

bench-hot-path: install
	$(VENV)/bin/python bench/hot_path.py
