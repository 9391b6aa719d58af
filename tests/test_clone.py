"""Copying a game (issue 18, rules/core/clone.py): what the contract test (tests/test_contract.py)
does not see from outside — nothing mutable is shared between a copy and its original, every
game declares how its state is copied, scripted draws are copied, resume points replay nothing,
and a game nobody copies keeps no checkpoint (the engines' speed)."""
from __future__ import annotations

import dataclasses

import pytest

from rules import games
from rules.core.clone import _ATOMS, _DRIVER, SHARE
from rules.core.rng import Rng

CASES = {"colony": 4, "raxxon": 1, "mall": 4}


def _played(game_id, seed, steps, each=None, players=None):
    entry = games.get(game_id)
    g = entry.new_game(entry.options(players=players or CASES.get(game_id) or entry.players[0],
                                     seed=seed))
    rng = Rng(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        if each is not None:
            each(g)
        legal = g.legal_actions()
        g.apply(legal[rng.pick(len(legal))])
    return g


def _mutables(obj, seen: set, out: dict) -> None:
    """Every list, dict, set and piece (an object with attributes, not frozen content) reachable
    from ``obj``, by id."""
    if type(obj) in _ATOMS or id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, tuple):
        for x in obj:
            _mutables(x, seen, out)
        return
    if dataclasses.is_dataclass(obj) and obj.__dataclass_params__.frozen:
        return
    out[id(obj)] = obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            _mutables(k, seen, out)
            _mutables(v, seen, out)
    elif isinstance(obj, (list, set)):
        for x in obj:
            _mutables(x, seen, out)
    else:
        for name in getattr(type(obj), "__slots__", ()):
            _mutables(getattr(obj, name, None), seen, out)
        for v in getattr(obj, "__dict__", {}).values():
            _mutables(v, seen, out)


def _state_mutables(g) -> dict:
    rules = type(g)._clone_rules()
    out, seen = {}, set()
    for k, v in g.__dict__.items():
        if k in _DRIVER or rules.get(k) is SHARE or k.startswith("_setup_"):
            continue
        _mutables(v, seen, out)
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_a_clone_shares_nothing_mutable_with_its_original(game_id):
    def check(g):
        c = g.clone()
        mine = _state_mutables(g)
        both = set(mine) & set(_state_mutables(c))
        assert not both, f"{game_id}: shared with the copy: {[type(mine[i]) for i in both]}"
    _played(game_id, 3, 120, each=lambda g: check(g) if len(g.log) % 6 == 0 else None)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_state_attribute_has_a_declared_copy_rule(game_id):
    """An attribute neither declared in ``CLONE`` nor a plain value would be deep-copied: right,
    but slow — declare it (rules/core/clone.py)."""
    undeclared = set()

    def look(g):
        rules = type(g)._clone_rules()
        undeclared.update(k for k, v in g.__dict__.items()
                          if k not in rules and type(v) not in _ATOMS
                          and not k.startswith("_setup_"))
    _played(game_id, 5, 400, each=look)
    undeclared.discard("poll")   # a sealed vote's, only while it collects: deep-copied, rarely
    assert not undeclared, f"{game_id}: no copy rule for {sorted(undeclared)}"


def test_scripted_draws_are_copied_and_drawn_alike():
    """A test's scripted draws not drawn yet go with the copy: both draw them."""
    g = _played("colony", 7, 6)
    g.rng.script("d6", 6, 6, 1)
    g.rng.script("exposure", "bite")
    c = g.clone()
    assert c.rng.queued() == g.rng.queued()
    rng = Rng(70)
    while g.pending is not None:
        legal = g.legal_actions()
        a = legal[rng.pick(len(legal))]
        g.apply(a)
        c.apply(a.text)
    assert c.to_dict() == g.to_dict()


@pytest.mark.parametrize("game_id,kind", [("colony", "turn"), ("raxxon", "action")])
def test_a_resume_point_is_copied_without_a_replay(game_id, kind, monkeypatch):
    g = _played(game_id, 2, 30)
    rng = Rng(2)
    while g.pending.kind != kind:
        legal = g.legal_actions()
        g.apply(legal[rng.pick(len(legal))])
    replayed = []
    real = type(g)._replay

    def counting(self, history, start, end):
        replayed.append(end - start)
        return real(self, history, start, end)
    monkeypatch.setattr(type(g), "_replay", counting)
    c = g.clone()
    assert replayed == [0] and c.to_dict() == g.to_dict()


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_nobody_copies_keeps_no_checkpoint(game_id):
    """Checkpoints cost a copy of the state: only a game that has been copied takes them."""
    g = _played(game_id, 4, 10000)
    assert g._ckpt is None and not g._armed
    g.clone()
    assert g._armed
