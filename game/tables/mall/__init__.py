"""The mall siege's table (code id ``mall``; players read "Mall Siege"): its New-game form,
board, vote and destination reveals, game over, narrator, staging and the robot's view of its
secrets (DESIGN.md: a table per game)."""
from __future__ import annotations

from game import i18n
from game.tables import Table


class MallTable(Table):
    game_id = "mall"
    cover = ("places", "mall")   # Polar Plaza at night, the dead crossing its car park
    # a turn ends when the next begins: save then, and at the end
    autosave_events = frozenset({"turn", "game_over"})
    # a Security Monitor shows its player the zombie dice alone (M-7.7): with several people,
    # the table stays up until they say they have looked, not hidden at once by the curtain
    look_events = frozenset({"dice_shown"})
    # every vote, destination and die is sealed or chance: no undo at this table
    undo_anchor = None

    @property
    def decision_kinds(self) -> frozenset:
        from game.tables.mall.board import HANDLED_KINDS
        return HANDLED_KINDS

    unreached = {
        "give": "only after a police call with two or more cards left in the deck",
        "keep": "only after a police call (someone at the Car Park, cards in the deck)",
        "victim": "only when the chosen player has two characters at the place breached",
        "announce": "only when the Control Room elects a Leader who still has a character",
    }

    def nothing_to_choose(self, action) -> bool:
        # a card window (before a vote, the Security Monitor's look at the dice, Service Door)
        # with no card that could be played: "done" is all it offers — about one decision in
        # five of a four-player siege (30 heuristic games: 1 652 of 7 421)
        from rules.mall.actions import Done
        return isinstance(action, Done)

    def seat_colour(self, session, seat: int) -> tuple:
        from game.tables.mall.paint import Seats
        return Seats(session.content, session.game.n).colour(seat)

    def seat_mark(self, surface, session, seat: int, center, r: int) -> None:
        from game.tables.mall.paint import Seats
        Seats(session.content, session.game.n).mark(surface, seat, center, r)

    def curtain_note(self, kind: str) -> str:
        key = f"mall.ui.curtain.{kind}"
        return i18n.t(key) if i18n.has(key) else i18n.t("ui.curtain.others")

    def decision_text(self, kind: str) -> str:
        return i18n.t(f"mall.ui.decision.{kind}")

    def narrator(self, game, seat_names: list):
        from game.tables.mall.narrator import Narrator
        return Narrator(game.content, list(game.colours), self.shown_names(seat_names))

    def save_header(self, game) -> dict:
        """The saves list's fields, and the table's own data: ``talk``, the seconds of table
        talk before each vote (a New-game option, game/tables/mall/talk.py)."""
        from game.tables.mall import talk
        v = game.public_view()
        return {"turn": v["turn"], "alive": sum(1 for at in v["pieces"].values() if at >= 0),
                "talk": talk.seconds(game)}

    def restore(self, session, table: dict) -> None:
        """A loaded game's table data from its save's [table] (``save_header``): the table talk.
        Anything but off, 30 or 60 seconds reads as off."""
        from game.tables.mall import talk
        talk.set_seconds(session.game, table.get("talk", 0) if isinstance(table, dict) else 0)

    def save_summary(self, header: dict) -> str:
        def num(k):
            x = header.get(k, 0)
            return x if isinstance(x, int) else 0
        return i18n.t("mall.ui.saves.summary", game=self.title(), turn=num("turn"),
                      alive=num("alive"))

    def save_name(self, game) -> str:
        v = game.public_view()
        return i18n.t("mall.ui.saves.name", turn=v["turn"],
                      players=i18n.plural("mall.ui.n.players", game.n))

    def new_game_scene(self, app):
        from game.tables.mall.newgame import NewGameScene
        return NewGameScene(app)

    def first_game(self, app) -> None:
        """A first game: you and three bots."""
        scene = self.new_game_scene(app)
        scene.set_players(4)
        scene.humans = [True, False, False, False, False, False]
        scene.start()

    def board(self, app, session):
        from game.tables.mall.board import Board
        return Board(app, session)

    def robot_options(self, players: int, seed: int):
        from rules.mall import Options
        return Options(players=players, seed=seed)

    def secrets_of_others(self, game, viewer) -> tuple[set, set]:
        from game.tables.mall.secrets import secrets_of_others
        return secrets_of_others(game, viewer)


TABLE = MallTable()
