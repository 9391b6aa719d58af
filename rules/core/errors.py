"""The errors every engine raises, each with a message a player or an author can act on."""


class Reason(str):
    """Why something is refused: the text (English, naming the rule, for authors and logs) that
    also carries a ``code`` and the ``params`` a table needs to say it in a player's language
    (issue 15: a refusal reaches the screen translated). Params hold ids and numbers, never words."""

    code: str
    params: dict

    def __new__(cls, code: str, text: str, **params):
        r = super().__new__(cls, text)
        r.code = code
        r.params = params
        return r

    def within(self, text: str) -> "Reason":
        """The same reason in a longer message."""
        return Reason(self.code, text, **self.params)


class IllegalAction(ValueError):
    """An action that is not legal now. The game state is unchanged when this is raised.
    ``reason``: the engine's Reason when it has one (code and params), else None."""

    def __init__(self, message: str = "", reason: Reason | None = None):
        super().__init__(message)
        self.reason = reason if reason is not None else (message if isinstance(message, Reason)
                                                         else None)


class ContentError(ValueError):
    """A content file that does not fit the schema: names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str):
        self.file, self.card, self.field, self.problem = file, card, field, problem
        super().__init__(f"{file}: card {card!r}, field {field!r}: {problem}")


class SaveError(ValueError):
    """A save file that cannot be loaded: damaged, truncated, foreign or from a newer format.
    The message names the file and the fault, in English, for logs and authors; ``why`` is the
    kind of fault a player is told in their language: "unreadable" (the file cannot be opened),
    "foreign" (not a save of ours, or of a game we do not play), "newer" (made by a newer
    version) or "damaged" (everything else: cut short, edited, does not replay)."""

    WHYS = ("unreadable", "foreign", "newer", "damaged")

    def __init__(self, message: str = "", why: str = "damaged"):
        super().__init__(message)
        self.why = why if why in self.WHYS else "damaged"


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
