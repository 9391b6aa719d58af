"""DESIGN.md "kinds are declared": rules/colony/kinds.py lists every decision and event kind;
the engine asks and emits exactly those, and the log has a line (or a reason to hide) for each."""
from __future__ import annotations

import ast
import glob
import os

from game.tables.colony.log import KINDS as LOG_KINDS
from rules.colony import Options, load_content
from rules.colony.bots import RandomBot
from rules.colony.game import VARIANTS, Game
from rules.colony.kinds import DECISION_KINDS, EVENT_KINDS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _literals(node) -> set:
    """The string constants an argument can take (a constant, or either arm of an if-else)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _literals(node.body) | _literals(node.orelse)
    return set()


def _kinds_in_source() -> tuple[set, set]:
    asked, emitted = set(), set()
    for path in glob.glob(os.path.join(ROOT, "rules", "colony", "*.py")):
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr == "_ask" and len(node.args) >= 2:
                    found = _literals(node.args[1])
                    assert found, f"{path}:{node.lineno}: _ask with a kind that is not a literal"
                    asked |= found
                elif node.func.attr == "_emit" and node.args:
                    found = _literals(node.args[0])
                    assert found, f"{path}:{node.lineno}: _emit with a kind that is not a literal"
                    emitted |= found
    return asked, emitted


def test_declared_kinds_match_the_engine_source():
    asked, emitted = _kinds_in_source()
    assert asked == DECISION_KINDS, (asked ^ DECISION_KINDS)
    assert emitted == EVENT_KINDS, (emitted ^ EVENT_KINDS)


def test_the_log_knows_every_event_kind():
    assert EVENT_KINDS <= LOG_KINDS, EVENT_KINDS - LOG_KINDS


def test_random_games_ask_and_emit_only_declared_kinds():
    content = load_content()
    for k, variant in enumerate(VARIANTS * 3):
        players = 2 if variant == "dilemma" else 2 + k % 4
        g = Game(Options(players=players, seed=k, variant=variant), content)
        bots = [RandomBot(k * 7 + i) for i in range(players)]
        while g.pending is not None:
            assert g.pending.kind in DECISION_KINDS, g.pending.kind
            rec = g.apply(bots[g.pending.seat].choose(None, g.legal_actions()))
            for e in rec.events:
                assert e.kind in EVENT_KINDS, e.kind


def test_undo_barriers_are_declared_event_kinds():
    from rules.colony.kinds import UNDO_BARRIERS
    assert UNDO_BARRIERS <= EVENT_KINDS, UNDO_BARRIERS - EVENT_KINDS
