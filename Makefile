# Whiteout: `make play` and `make test` do all set-up on a fresh machine (Python 3.11 + pip).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export PYGAME_HIDE_SUPPORT_PROMPT := 1

.PHONY: play test lint sim bench clean

$(STAMP): requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py play

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q tests

lint: $(STAMP)
	$(PY) -m ruff check .

sim: $(STAMP)
	$(PY) main.py sim --game colony --players 2..5 --variant all --games 200 --check

bench: $(STAMP)
	$(PY) bench/sim.py
	$(PY) bench/bot.py
	$(PY) bench/balance.py --games 50

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
