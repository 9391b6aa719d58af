"""The errors every engine raises, each with a message a player or an author can act on."""


class IllegalAction(ValueError):
    """An action that is not legal now. The game state is unchanged when this is raised."""


class ContentError(ValueError):
    """A content file that does not fit the schema: names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str):
        self.file, self.card, self.field, self.problem = file, card, field, problem
        super().__init__(f"{file}: card {card!r}, field {field!r}: {problem}")


class SaveError(ValueError):
    """A save file that cannot be loaded: damaged, truncated, foreign or from a newer format."""
