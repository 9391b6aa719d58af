"""What every game's New-game form shares (a table's form subclasses ``NewGameForm``): the
seats' names typed in place (game/seatnames.py), the seats it starts with (a name left at its
default stays a default: drawn in the current language), Return to start, Esc to go back.
A form sets ``game_id``, ``players`` and ``humans`` and makes its game's options in
``options()``."""
from __future__ import annotations

import pygame

from game import scenes, tables
from game.app import Scene
from game.seatnames import SeatNames
from game.session import SeatConfig, Session


class NewGameForm(Scene):
    still = True   # a form: it changes only on input
    game_id = ""

    def __init__(self, app, seats: int):
        super().__init__(app)
        self.seat_names = SeatNames(self._default_name, seats)

    @property
    def names(self) -> list:
        return self.seat_names.names

    @property
    def editing(self) -> int | None:
        return self.seat_names.editing

    def _default_name(self, i: int) -> str:
        return tables.get(self.game_id).default_seat_name(i)

    # ------------------------------------------------------------ starting
    def options(self):
        raise NotImplementedError

    def seats(self) -> list[SeatConfig]:
        out = []
        for i in range(self.players):
            name = self.seat_names.name(i)
            out.append(SeatConfig(name, self.humans[i], default=name == self._default_name(i)))
        return out

    def start(self) -> None:
        scenes.start_session(self.app, Session.new(self.game_id, self.options(), self.seats()))

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            scenes.to_title(self.app)

    # ------------------------------------------------------------ input
    def key(self, event):
        if self.seat_names.key(event):
            return None
        if event.key == pygame.K_ESCAPE:
            self.back()
            return None
        if event.key == pygame.K_RETURN:
            self.start()
            return None
        return event

    def handle(self, event):
        if self.seat_names.handle(self, event):
            return None
        return super().handle(event)
