"""Words for the things the board asks a person to choose: verbs, field values, decisions."""
from __future__ import annotations

from game import i18n


def survivor(content, sid) -> str:
    d = content.survivors.get(sid)
    return i18n.name(d) if d else str(sid)


def card(content, cid) -> str:
    d = content.items.get(str(cid).split("#")[0])
    return i18n.name(d) if d else str(cid)


def place(content, pid) -> str:
    d = content.locations.get(pid)
    return i18n.name(d) if d else str(pid)


def verb(v: str) -> str:
    return i18n.t(f"ui.verb.{v}")


def decision(kind: str) -> str:
    return i18n.t(f"ui.decision.{kind}")


def value(session, name: str, v, kind: str | None = None) -> str:
    """A button label for one value of an action field. A text value is an id that names a
    survivor, a place or an item card (ids never collide); numbers and flags go by the field.
    ``kind``: the decision kind (in a "die" decision the option number is the die's value)."""
    c = session.content
    if isinstance(v, str):
        if not v:
            return i18n.t("ui.value.no_card")
        if v in c.survivors:
            return survivor(c, v)
        if v in c.locations:
            return place(c, v)
        return card(c, v)
    if isinstance(v, tuple):
        return " + ".join(value(session, name, x) for x in v)
    if isinstance(v, bool):
        if name == "roll":
            return i18n.t("ui.value.roll" if v else "ui.value.kill")
        return i18n.t("ui.value.yes" if v else "ui.value.no")
    if name == "die" or (name == "n" and kind == "die"):
        return i18n.t("ui.value.no_die") if v == 0 else i18n.t("ui.value.die", n=v)
    if name in ("entrance", "take", "put"):
        return i18n.t("ui.value.entrance", n=v)
    if name == "target":
        return session.seats[v].name
    return i18n.t("ui.value.option", n=v)
