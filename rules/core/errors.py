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


def clip(text: str, limit: int = 80) -> str:
    """``text`` cut to ``limit`` characters, ending in "…" when cut: how an error message quotes
    input it did not understand (a very long bad action text stays readable in a message)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def shorten(message: str, *pieces: str, limit: int = 80) -> str:
    """``message`` with every piece of input longer than ``limit`` (and its repr) clipped."""
    for p in sorted({str(p) for p in pieces}, key=len, reverse=True):
        if len(p) > limit:
            message = message.replace(repr(p), repr(clip(p, limit))).replace(p, clip(p, limit))
    return clip(message, 4 * limit)
