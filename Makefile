# Whiteout: `make play` and `make test` do all set-up on a fresh machine (Python 3.11 + pip).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export PYGAME_HIDE_SUPPORT_PROMPT := 1

.PHONY: play test lint sim bench robot shots exe clean

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
	$(PY) main.py sim --game raxxon --players 1..4 --difficulty all --games 400 --check

robot: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) main.py robot --players 2..5 --games 20 --seed 1

shots: $(STAMP)
	$(PY) main.py shot --game colony --players 4 --seed 3 --out shots

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/frames.py
	SDL_VIDEODRIVER=dummy $(PY) bench/dice.py
	$(PY) bench/sim.py
	$(PY) bench/raxxon.py --games 500 --runs 3
	$(PY) bench/bot.py
	$(PY) bench/balance.py --games 50
	$(PY) bench/startup.py

# one double-click executable, dist/whiteout (README: building on Windows and macOS)
exe: $(STAMP)
	@start=$$(date +%s); $(PY) -m PyInstaller --noconfirm --log-level WARN pyinstaller.spec && \
	  echo "built dist/whiteout in $$(( $$(date +%s) - start )) s, $$(du -h dist/whiteout | cut -f1)"

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build dist
