# Debian packages installed by `make system-deps`: libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1 libwayland-client0 libwayland-cursor0 libwayland-egl1 libpulse0 xvfb xauth chromium chromium-driver dbus-daemon nsis 7zip at-spi2-core python3-pyatspi (nodejs npm where npm is missing; gcc g++ for make dist)

.DEFAULT_GOAL := help
.PHONY: help system-deps venv art forms translations i18n web run lint typecheck check test test-asyncio-debug soak \
	rules-coverage bench screenshots clean \
	icons dist dist-check installer-scripts

PYTHON ?= python3
# Python's bytecode caches (__pycache__, git-ignored) are written even where the environment
# says not to: without them every process the suite starts compiled the app again, and every
# pytest worker rewrote each test module's asserts again (collection 13.5 s against 4.2 s).
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# Qt offscreen needs the first six; a real window (xcb, Wayland) and Xvfb need the rest;
# Qt Multimedia (the sounds) links against libpulse. The tests load the host's clock page
# (`pitboss host --http-port`) in headless Chromium, and the kiosk's keep-awake in a session
# bus of their own (dbus-daemon's dbus-run-session). The Windows installer's script is compiled
# by NSIS's makensis and its contents listed by 7-Zip in the tests. The felt's accessibility tree
# is read as a screen reader reads it, through AT-SPI: at-spi2-core's bus and python3-pyatspi.
# The browser channel's tests drive Chromium through Selenium and Debian's chromedriver
# (chromium-driver); its bundle is built with npm (`make web`): Debian's nodejs and npm are
# added only where no npm is found (a machine with Node from elsewhere keeps its own).
DEB_PACKAGES := libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 \
	libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 \
	libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 \
	libx11-xcb1 libwayland-client0 libwayland-cursor0 libwayland-egl1 libpulse0 xvfb xauth \
	chromium chromium-driver dbus-daemon nsis 7zip at-spi2-core python3-pyatspi \
	$(if $(shell command -v npm 2>/dev/null),,nodejs npm)

FORMS := $(patsubst ui/%.ui,app/ui/forms/ui_%.py,$(wildcard ui/*.ui))
LINT_PATHS := $(wildcard app tests bench tools)
PYTEST := QT_QPA_PLATFORM=offscreen $(BIN)/pytest
THEME_DIR := resources/themes/classic
THEME_MANIFEST := $(THEME_DIR)/manifest.json
ICONS := build/icons/pitboss.png
DIST_STAMP := $(VENV)/.installed-dist
PYINSTALLER := $(BIN)/pyinstaller --noconfirm --log-level WARN
BARE_DIST := build/bare/dist
# The browser's end of the secure channel: resources/web/channel/*.js and the pinned npm
# packages (package-lock.json) bundled by esbuild into one static file the host serves.
# Generated and git-ignored, like the art (docs/decisions/browser-channel.md).
WEB_BUNDLE := resources/web/generated/channel.js
NODE_STAMP := node_modules/.installed
# The translations: i18n/*.ts are the sources translators edit (committed); the .qm files the
# app loads are built from them into resources/i18n/ (git-ignored, like the forms).
TS_FILES := $(wildcard i18n/pitboss_*.ts)
QM_FILES := $(patsubst i18n/%.ts,resources/i18n/%.qm,$(TS_FILES))
# The web pages' catalogues (resources/web/words.js), from the same .ts files.
WEB_WORDS := $(patsubst i18n/%.ts,resources/i18n/%.web.json,$(TS_FILES))

help: ## Show this list of targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-18s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

system-deps: ## Install the Debian packages Qt and the tests need (only those missing)
	@if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then \
		echo "Not Debian/Ubuntu: install your system's equivalents of: $(DEB_PACKAGES)"; exit 0; \
	fi; \
	missing=""; \
	for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" -eq 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	else echo "Missing Debian packages (install them as root):$$missing"; exit 0; fi; \
	echo "Installing:$$missing"; \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing

venv: $(STAMP) ## Create .venv and install pitboss[dev] editable (again only if pyproject.toml changed)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# uv installs the packages (PySide6 alone is over 400 MB unpacked): the same versions pip
# resolves; the whole venv in 17 s against pip's 65 on 2 cores, which were over half of a
# fresh clone's set-up (docs/decisions/test-suite.md). It comes from PyPI into the venv itself, so nothing is
# needed beyond Python; pip stays in the venv for anyone who wants it.
UV := $(BIN)/uv pip install -q --python $(BIN)/python
$(BIN)/uv: | $(BIN)/python
	$(BIN)/python -m pip install -q uv

$(STAMP): pyproject.toml | $(BIN)/uv
	$(UV) -e '.[dev]'
	touch $@

art: $(THEME_MANIFEST) ## Generate the card and chip SVGs and the sounds into resources/themes/classic/

# make_art rewrites only changed files; the touch tells make the theme is up to date.
$(THEME_MANIFEST): tools/art.py tools/make_art.py tools/make_sounds.py | $(STAMP)
	$(BIN)/python -m tools.make_art $(THEME_DIR)
	touch $@

forms: $(FORMS) art translations ## Compile ui/*.ui into app/ui/forms/ui_<name>.py (and generate the art and translations)

app/ui/forms/ui_%.py: ui/%.ui | $(STAMP)
	$(BIN)/pyside6-uic $< -o $@

translations: $(QM_FILES) $(WEB_WORDS) ## Build resources/i18n/*.qm (pyside6-lrelease) and the web pages' catalogues from i18n/*.ts

resources/i18n/%.qm: i18n/%.ts | $(STAMP)
	@mkdir -p $(@D)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

resources/i18n/%.web.json: i18n/%.ts tools/translations.py | $(STAMP)
	@mkdir -p $(@D)
	$(BIN)/python -m tools.translations web $(patsubst pitboss_%,%,$*) $@

i18n: venv ## After changing words in the code: bring i18n/*.ts up to date (NEW=fr starts a language)
	$(BIN)/python -m tools.translations update $(NEW)

web: $(WEB_BUNDLE) ## Bundle the browser's secure channel (npm ci, then esbuild) into resources/web/generated/

# `npm ci` installs exactly package-lock.json's versions (again only when it changed).
$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "npm is missing: make system-deps installs it"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(WEB_BUNDLE): $(wildcard resources/web/channel/*.js) $(NODE_STAMP)
	npm run -s build

run: system-deps venv forms web ## Start the app (extra arguments: make run ARGS="...")
	@[ "$$(uname)" != Linux ] || [ -n "$$DISPLAY$$WAYLAND_DISPLAY$$QT_QPA_PLATFORM" ] || \
		echo "No display found: Qt will fail to start. Under Xvfb: xvfb-run -a make run"
	$(BIN)/pitboss $(ARGS)

lint: venv ## Ruff on app, tests, bench and tools
	$(BIN)/ruff check $(LINT_PATHS)

typecheck: venv forms ## Mypy (strict on app/engine, app/store, app/net)
	$(BIN)/mypy

# The suite is shared among the machine's cores (pytest-xdist; WORKERS=1 runs it in one process),
# each test once, the network's (tests/net) in asyncio's debug mode (tests/asyncio_debug.py,
# docs/decisions/test-suite.md). Half as many workers again as cores: a third of the suite's
# time is spent waiting (on sockets, Chromium, processes of its own), which a worker more
# fills. `python -m pytest`: the plugin is imported as tests.asyncio_debug, from this folder.
WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); echo $$(( n + (n + 1) / 2 )))
XDIST := -n $(WORKERS)
DEBUG_PYTEST := QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -p tests.asyncio_debug

# Mypy (16 s from a fresh clone, without its cache) runs beside the suite, whose cores stand
# idle a tenth of its time (waiting on sockets, Chromium, processes): its findings, if any,
# are printed after the suite's and fail the target; the suite's closing line stays last else.
MYPY_BESIDE = $(BIN)/mypy > $(VENV)/mypy.log 2>&1 & mypy=$$!;
MYPY_AFTER = ; suite=$$?; if ! wait $$mypy; then cat $(VENV)/mypy.log; exit 1; fi; exit $$suite

check: venv forms web lint ## The edit loop: lint, types and every test that needs no browser, no frozen bundle and no soak, on every core
	@echo "mypy runs beside the tests: its findings, if any, follow theirs"
	@$(MYPY_BESIDE) $(PYTEST) $(XDIST) -m "not slow and not browser" -q $(MYPY_AFTER)

test: system-deps venv forms web lint ## Lint, typecheck, the web page's scripts under Node, the whole suite but the slow tests, headless, on every core, the network tests in asyncio's debug mode
	node --test tests/web/
	@echo "mypy runs beside the suite: its findings, if any, follow the suite's"
	@$(MYPY_BESIDE) $(DEBUG_PYTEST) $(XDIST) -m "not slow" -q $(MYPY_AFTER)

test-asyncio-debug: system-deps venv forms web ## The network tests alone, in asyncio's debug mode (`make test` runs them so): a coroutine never awaited or a loop held half a second fails
	$(DEBUG_PYTEST) $(XDIST) -m "not slow" -q tests/net

soak: system-deps venv forms web ## The slow tests (soak, long simulations)
	$(PYTEST) -m slow -q || [ $$? -eq 5 ]  # 5: none collected yet

rules-coverage: ## List the rule IDs of ../shared/RULES.md that no test cites
	$(PYTHON) tools/rules_coverage.py

screenshots: system-deps venv forms web ## PNGs of every view at 1280x800 and 1920x1080, light and dark, and in each language (the web pages too), in build/screenshots/
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots build/screenshots/felt --look felt
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots build/screenshots/dark --look dark
	@for language in $(patsubst i18n/pitboss_%.ts,%,$(TS_FILES)); do \
		echo "== $$language"; \
		QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots build/screenshots/$$language \
			--language $$language || exit 1; \
	done
	@for language in en $(patsubst i18n/pitboss_%.ts,%,$(TS_FILES)); do \
		echo "== the web pages in $$language"; \
		$(BIN)/python -m tools.web_screenshots build/screenshots/web-$$language \
			--language $$language || exit 1; \
	done

bench: venv forms ## Run every bench/*.py
	@for f in $(filter-out bench/_%.py,$(wildcard bench/*.py)); do echo "== $$f"; $(BIN)/python "$$f" || exit 1; done

icons: $(ICONS) ## Render resources/icons/pitboss.svg into build/icons/ (PNGs, .ico, .icns)

$(ICONS): resources/icons/pitboss.svg packaging/make_icons.py | $(STAMP)
	$(BIN)/python packaging/make_icons.py build/icons

# PyInstaller, from the `dist` extra; again only when pyproject.toml changed.
$(DIST_STAMP): pyproject.toml | $(STAMP)
	$(UV) -e '.[dev,dist]'
	touch $@

# The bundle's numpy is numpy's own source built without BLAS (numpy's documented
# allow-noblas build): the advisor's arithmetic is elementwise and never calls BLAS, and the
# PyPI wheel's OpenBLAS is 27 MiB of the bundle. Nor with loops compiled again for each newer
# CPU (cpu-dispatch=none: the baseline's SIMD only): 5.0 MiB of the bundle, for an advisor
# 9% slower and well within its goals (bench/advisor.py, measured 2026-12-06: cold median 7.3
# against 6.7 ms, goal 20). Built once (some 3 to 6 minutes on 2 cores; pip's cache is not
# asked, as it keeps no build options), into build/wheels/ under a folder named for those
# options, then installed over the wheel in .venv; it answers every test the same.
NUMPY_STAMP := $(VENV)/.numpy-without-blas-or-dispatch
WHEELS := build/wheels/no-blas-no-dispatch
$(NUMPY_STAMP): $(DIST_STAMP)
	@version=$$($(BIN)/python -c 'import numpy; print(numpy.__version__)'); \
	if ! ls $(WHEELS)/numpy-$$version-*.whl >/dev/null 2>&1; then \
		echo "Building numpy $$version without BLAS (once, some minutes)"; \
		$(BIN)/python -m pip wheel -q --no-cache-dir --no-deps --no-binary numpy "numpy==$$version" \
			-w $(WHEELS) -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none \
			-Csetup-args=-Dallow-noblas=true -Csetup-args=-Dcpu-dispatch=none || exit 1; \
	fi; \
	$(BIN)/python -m pip install -q --no-deps --force-reinstall $(WHEELS)/numpy-$$version-*.whl
	touch $@

# numpy's build needs a C and a C++ compiler.
dist: DEB_PACKAGES += gcc g++

# The bare PySide6 window (packaging/bare/) is frozen and packed beside the app, as the
# baseline of the figures bench/dist.py prints; it stays in build/, out of what is released.
dist: system-deps venv forms web icons $(DIST_STAMP) $(NUMPY_STAMP) ## Freeze the app into dist/pitboss/, smoke-test it, make its .deb and .tar.xz; print size and start-up beside a bare PySide6 window
	rm -rf dist/pitboss $(BARE_DIST)
	$(PYINSTALLER) --distpath dist --workpath build/pyinstaller packaging/pitboss.spec
	$(PYINSTALLER) --distpath $(BARE_DIST) --workpath build/bare/work packaging/bare/bare.spec
	QT_QPA_PLATFORM=offscreen dist/pitboss/pitboss --smoke-test
	@if command -v desktop-file-validate >/dev/null 2>&1; then \
		desktop-file-validate packaging/linux/pitboss.desktop && echo "pitboss.desktop: valid"; \
	else echo "(no desktop-file-validate: Debian's desktop-file-utils would check pitboss.desktop)"; fi
	$(BIN)/python packaging/linux/make_packages.py
	$(BIN)/python packaging/linux/make_packages.py --baseline $(BARE_DIST)/bare --out build/bare
	$(BIN)/python bench/dist.py

installer-scripts: icons ## Check the installer scripts: shellcheck, the Windows script compiled by makensis, the release workflow by actionlint
	bash packaging/check_scripts.sh

dist-check: ## As root: install dist/pitboss_*.deb into a fresh Debian 12 minbase root (debootstrap) and smoke-test it there
	bash packaging/linux/dist_check.sh

clean: ## Remove .venv, generated forms and art, and caches
	rm -rf $(VENV) app/ui/forms/ui_*.py $(THEME_DIR) node_modules resources/web/generated .mypy_cache .ruff_cache .pytest_cache .hypothesis build dist *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
