"""Where the characters stand: ``Board`` is the map character → place (a dict, read like one)
that also keeps the reverse index place → characters, so "who is here" (hostile places, forces,
claims) is a look-up instead of a scan of every character on the board (issue 19: speed)."""
from __future__ import annotations


class Board(dict):
    __slots__ = ("at",)

    def __init__(self, items=()):
        super().__init__()
        self.at: dict = {}           # place -> set of characters there
        for x, p in dict(items).items():
            self[x] = p

    def __setitem__(self, x, p) -> None:
        old = dict.get(self, x)
        if old is not None:
            self.at[old].discard(x)
        dict.__setitem__(self, x, p)
        self.at.setdefault(p, set()).add(x)

    def __delitem__(self, x) -> None:
        self.at[dict.pop(self, x)].discard(x)

    _MISSING = object()

    def pop(self, x, default=_MISSING):
        if x in self:
            p = dict.pop(self, x)
            self.at[p].discard(x)
            return p
        if default is Board._MISSING:
            raise KeyError(x)
        return default

    def update(self, *a, **k) -> None:
        for x, p in dict(*a, **k).items():
            self[x] = p

    def setdefault(self, x, p=None):
        if x not in self:
            self[x] = p
        return self[x]

    def clear(self) -> None:
        dict.clear(self)
        self.at = {}

    def popitem(self):
        x, p = dict.popitem(self)
        self.at[p].discard(x)
        return x, p

    def copy(self) -> "Board":
        b = Board()
        dict.update(b, self)
        b.at = {p: set(v) for p, v in self.at.items() if v}
        return b

    def here(self, p) -> set:
        """The characters at ``p`` (do not change the set)."""
        return self.at.get(p) or set()


__all__ = ["Board"]
