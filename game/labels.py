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


def value(session, name: str, v, verb_: str | None = None) -> str:
    """A button label for one value of an action field."""
    c = session.content
    if name in ("survivor", "leader") or (name == "target" and isinstance(v, str)):
        return survivor(c, v)
    if name == "followers":
        return " + ".join(survivor(c, x) for x in v)
    if name == "die":
        return i18n.t("ui.value.no_die") if v == 0 else i18n.t("ui.value.die", n=v)
    if name in ("entrance", "take", "put"):
        return i18n.t("ui.value.entrance", n=v)
    if name in ("to", "source", "place"):
        return place(c, v)
    if name in ("card", "spend"):
        if v in c.survivors:   # a recruit is picked as a (survivor) card
            return survivor(c, v)
        return card(c, v) if v else i18n.t("ui.value.no_card")
    if name == "target":
        return session.seats[v].name
    if name == "n":
        if verb_ == "die":   # an effect raising a die names the die by its value
            return i18n.t("ui.value.die", n=v)
        return i18n.t("ui.value.option", n=v)
    if name == "yes":
        return i18n.t("ui.value.yes" if v else "ui.value.no")
    if name == "roll":
        return i18n.t("ui.value.roll" if v else "ui.value.kill")
    return str(v)
