"""The colony game's table: its New-game form, board, overlays, narrator, staging and the
robot's view of its secrets (DESIGN.md: a table per game)."""
from __future__ import annotations

from game import i18n
from game.tables import Table


class ColonyTable(Table):
    game_id = "colony"
    autosave_events = frozenset({"turn_end", "game_over"})
    undo_anchor = "turn"

    @property
    def undo_barriers(self) -> frozenset:
        from rules.colony.kinds import UNDO_BARRIERS
        return UNDO_BARRIERS

    @property
    def decision_kinds(self) -> frozenset:
        """The kinds the board answers: in a panel, or on the table (tests/test_tables.py checks
        they are every kind the engine declares)."""
        from game.tables.colony.board import MODAL_KINDS, TABLE_KINDS
        return MODAL_KINDS | TABLE_KINDS

    # decision kinds whole random games do not meet (game.tables.colony.staging; the robot
    # names them with these reasons); both go through the same click builder as "leader"
    unreached = {
        "tie": "C-17.2 needs two survivors of equal Influence; every survivor's is unique",
        "swap": "C-23.12 needs an exile while every Location is full",
    }

    def narrator(self, game, seat_names: list):
        from game.tables.colony.log import Narrator
        return Narrator(game.content, seat_names=seat_names)

    def save_header(self, game) -> dict:
        return {"main": game.main.id, "round": game.round_no}

    def save_summary(self, header: dict) -> str:
        from rules.colony import load_content
        main = load_content().mains.get(str(header.get("main", "")))
        rnd = header.get("round", 0)
        return i18n.t("colony.ui.saves.summary", game=self.title(),
                      main=i18n.name(main) if main else "?",
                      round=rnd if isinstance(rnd, int) else 0)

    def new_game_scene(self, app):
        from game.tables.colony.newgame import NewGameScene
        return NewGameScene(app)

    def first_game(self, app) -> None:
        """The recommended first game (C-3.3), one click away: you and three bots."""
        self.new_game_scene(app).start()

    def board(self, app, session):
        from game.tables.colony.board import Board
        return Board(app, session)

    def robot_options(self, players: int, seed: int):
        from rules.colony import Options
        return Options(players=players, seed=seed, variant="standard")

    def secrets_of_others(self, game, viewer) -> tuple[set, set]:
        from game.tables.colony.secrets import secrets_of_others
        return secrets_of_others(game, viewer)


TABLE = ColonyTable()
