"""The evacuation game's table (code id ``raxxon``; players read "Evacuation"): its New-game
form, board, end-of-day and game-over overlays, narrator, staging and the robot's view of its
secrets (DESIGN.md: a table per game)."""
from __future__ import annotations

from game import i18n
from game.tables import Table


class RaxxonTable(Table):
    game_id = "raxxon"
    # a turn ends when the next begins, when a seat passes or when the day ends: save then
    autosave_events = frozenset({"turn", "passed", "end_of_day", "game_over"})
    # Explore shows cards and every action may turn one up: no undo at this table
    undo_anchor = None
    # a card looked at is known to its seat alone; the last look of a turn ends it. The
    # public result of a person's own action is kept up for them too (``last_look``, look.py)
    look_events = frozenset({"peeked"})
    cover = ("places", "evacuation")

    @property
    def decision_kinds(self) -> frozenset:
        from game.tables.raxxon.board import HANDLED_KINDS
        return HANDLED_KINDS

    # reachable, but rare in a few random games by mouse; the shots stage each of them
    # (game/tables/raxxon/shots.py) and the robot names them with these reasons
    unreached = {
        "company": "R-16.5: solo only, after the Corporate fleet action of one board in six",
        "confirm": "only after Triage (one board) examines a card that can leave the crowd",
        "order": "R-14.1: two cards with different on-kill effects must die at once",
        "remove_token": "one option of one Nordvale card, with tokens on two actions",
    }

    def decision_text(self, kind: str) -> str:
        return i18n.t(f"raxxon.ui.decision.{kind}")

    def rule_glyph(self, paragraph: str):
        """A symbol's chip, as the boards and cards draw it, beside a rulebook paragraph that
        begins with the symbol's name ("Contagion: …", «Заражение»: …): the rulebook names ten."""
        from game.tables.raxxon import paint
        from rules.raxxon.content import load_content
        head, colon, _ = paragraph.partition(":")
        if not colon:
            return None
        head = head.strip().strip("«»\"")
        for sym, d in load_content().symbols.items():
            if head == i18n.localized(d["name"]):
                return lambda surface, center, r, sym=sym: paint.symbol_chip(surface, sym, center, r)
        return None

    def last_look(self, game, seat: int) -> list:
        """What the person's own last action showed — the cards it turned face up, moved or
        looked at, the Nordvale card it drew — kept up for them before the next curtain
        (game/tables/raxxon/look.py)."""
        from game.tables.raxxon.look import last_look
        return last_look(game, seat)

    def curtain_note(self, kind: str) -> str:
        """The curtain's line under the decision, for this co-operative game: a character or a
        board is chosen in the open; later, only the cards a person looked at are theirs alone."""
        key = f"raxxon.ui.curtain.{kind}"
        return i18n.t(key if i18n.has(key, "en") else "raxxon.ui.curtain.other")

    def narrator(self, game, seat_names: list):
        from game.tables.raxxon.narrator import Narrator
        return Narrator(game.content, self.shown_names(seat_names))

    def save_header(self, game) -> dict:
        """The saves list's fields (the public view: the list shows them to anyone), and the
        table's own data: ``hints``, how many the solo player asked (game over counts them)."""
        from game.tables.raxxon import hint
        v = game.public_view()
        return {"difficulty": v["difficulty"], "day": v["day"],
                "evacuated": len(v["piles"]["evacuated"]), "target": v["target"],
                "hints": hint.asked(game)}

    def restore(self, session, table: dict) -> None:
        """A loaded game's hints asked, from its save's [table]; a save without them (or with a
        damaged count) had none."""
        from game.tables.raxxon import hint
        hint.set_asked(session.game, table.get("hints", 0) if isinstance(table, dict) else 0)

    def save_summary(self, header: dict) -> str:
        def num(k):
            v = header.get(k, 0)
            return v if isinstance(v, int) else 0
        diff = str(header.get("difficulty", "medium"))
        if not i18n.has(f"raxxon.ui.difficulty.{diff}"):
            diff = "medium"
        return i18n.t("raxxon.ui.saves.summary", game=self.title(),
                      difficulty=i18n.t(f"raxxon.ui.difficulty.{diff}"), day=num("day"),
                      evacuated=num("evacuated"), target=num("target"))

    def save_name(self, game) -> str:
        """"Day 2 · Intro · 1 player": the day, the difficulty and the players, from the public
        view."""
        v = game.public_view()
        return i18n.t("raxxon.ui.saves.name", day=v["day"],
                      difficulty=i18n.t(f"raxxon.ui.difficulty.{v['difficulty']}"),
                      players=i18n.plural("raxxon.ui.n.players", game.n))

    def new_game_scene(self, app):
        from game.tables.raxxon.newgame import NewGameScene
        return NewGameScene(app)

    def first_game(self, app) -> None:
        """The recommended first game: you alone, at the Intro level (R-3.1, R-16)."""
        scene = self.new_game_scene(app)
        scene.set_players(1)
        scene.difficulty = "intro"
        scene.start()

    def board(self, app, session):
        from game.tables.raxxon.board import Board
        return Board(app, session)

    def robot_options(self, players: int, seed: int):
        from rules.raxxon import Options
        return Options(players=players, seed=seed, difficulty="intro" if players == 1 else "medium")

    def secrets_of_others(self, game, viewer) -> tuple[set, set]:
        from game.tables.raxxon.secrets import secrets_of_others
        return secrets_of_others(game, viewer)


TABLE = RaxxonTable()
