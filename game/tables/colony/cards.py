"""Card faces drawn from content data at any size, in either language (DESIGN.md: cards are
drawn by our render code). Every face drawn is reported to the frame recorder by its id.

``card_face(surface, rect, kind, cid, content)`` with kind one of item, survivor, crisis,
crossroads, objective, main; ``card_back(surface, rect, label)`` for a face-down card.
Faces are cached per (kind, id, size, language).
"""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import record, text

_cache: dict = {}


def _icon(name: str, size: int, color):
    try:
        from game.render.icons import icon
        return icon(name, size, color)
    except Exception:   # an icon that cannot load never stops a card from being drawn
        return None


def item_def(content, cid: str):
    return content.items.get(str(cid).split("#")[0])


def card_face(surface, rect, kind: str, cid: str, content, *, main_side=None, glow=None):
    rect = pygame.Rect(rect)
    record.card(cid)
    key = (kind, cid, rect.size, i18n.language(), text.scale, main_side)
    face = _cache.get(key)
    if face is None:
        if len(_cache) > 600:
            _cache.clear()
        face = pygame.Surface(rect.size, pygame.SRCALPHA)
        _draw_face(face, kind, cid, content, main_side)
        _cache[key] = face
    if record.active is not None:   # the whole texts, also where the face shows them cut short
        _record_strings(kind, cid, content, main_side)
    surface.blit(face, rect)
    if glow:
        pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=10)


def card_back(surface, rect, label: str = "", color=theme.SECRET):
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, color, rect, border_radius=8)
    pygame.draw.rect(surface, theme.FROST, rect, 2, border_radius=8)
    inner = rect.inflate(-rect.w // 5, -rect.h // 5)
    pygame.draw.rect(surface, theme.PANEL_EDGE, inner, 1, border_radius=6)
    if label:
        text.draw(surface, label, rect.center, max(10, rect.h // 9), theme.FROST, bold=True,
                  anchor="center", max_width=rect.w - 8)


def _strings(kind, cid, content, main_side) -> list[str]:
    """The texts a face shows: name first, then the body texts."""
    d = _definition(kind, cid, content)
    if d is None:
        return [str(cid)]
    out = [i18n.name(d)]
    if kind == "item":
        out.append(i18n.localized(d.text))
    elif kind == "survivor":
        out.append(i18n.localized(d.occupation))
        if d.ability:
            out.append(i18n.localized(d.ability.text))
        if d.passive_text:
            out.append(i18n.localized(d.passive_text))
    elif kind == "crisis":
        out.append(i18n.localized(d.text))
        if d.additional_text:
            out.append(i18n.localized(d.additional_text))
    elif kind == "crossroads":
        out.append(i18n.localized(d.text))
        out += [i18n.localized(o.text) for o in d.options]
    elif kind == "objective":
        out.append(i18n.localized(d.text))
    elif kind == "main":
        side = d.hardcore if main_side == "hardcore" else d.standard
        out.append(i18n.localized(side.text))
    return out


def _record_strings(kind, cid, content, main_side) -> None:
    for s in _strings(kind, cid, content, main_side):
        record.string(s)


def _definition(kind, cid, content):
    if kind == "item":
        return item_def(content, cid)
    if kind == "survivor":
        return content.survivors.get(cid)
    if kind == "crisis":
        return content.crises.get(cid)
    if kind == "crossroads":
        return content.crossroads.get(cid)
    if kind == "objective":
        try:
            return content.objective(cid)
        except KeyError:
            return None
    if kind == "main":
        return content.mains.get(cid)
    return None


_BANDS = {"item": theme.PANEL_EDGE, "survivor": (70, 96, 130), "crisis": theme.CRISIS,
          "crossroads": (110, 92, 52), "objective": theme.SECRET, "main": theme.MAIN}


MIN_PX = 10   # the smallest type on a face: smaller is not read at 1280×720 (the hover zoom
              # shows the whole card, so a small face keeps the essentials and ends with "…")


def _fit(t: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """One line no wider than ``width``: smaller type down to ``MIN_PX``, then "…"."""
    s = size
    while s > MIN_PX and text.width(t, s, bold) > width:
        s -= 1
    if text.width(t, s, bold) <= width:
        return t, s
    while t and text.width(t + "…", s, bold) > width:
        t = t[:-1]
    return t.rstrip() + "…", s


def _lines(t: str, size: int, width: int, bold: bool, max_lines: int) -> list[str]:
    """``t`` wrapped at exactly ``size`` into at most ``max_lines``; a word too long for a line
    and the last line of a text that goes on end with "…" (never a word cut without a mark)."""
    out: list[str] = []
    for para in t.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if text.width(trial, size, bold) <= width:
                line = trial
                continue
            if line:
                out.append(line)
            line = _cut(word, size, width, bold)
        out.append(line)
    if len(out) > max_lines:
        out = out[:max_lines]
        out[-1] = _cut(out[-1] + " …", size, width, bold, always=True)
    return out


def _cut(t: str, size: int, width: int, bold: bool, always: bool = False) -> str:
    """``t`` ending with "…" if it is too wide (or ``always``)."""
    if not always and text.width(t, size, bold) <= width:
        return t
    t = t.rstrip(" …")
    while t and text.width(t + "…", size, bold) > width:
        t = t[:-1]
    return t.rstrip() + "…"


def _block(face, t: str, rect: pygame.Rect, size: int, color, bold: bool = False) -> int:
    """Wrapped text in ``rect``: smaller type down to ``MIN_PX``, then fewer lines and "…"."""
    s = size
    while s > MIN_PX and len(text.wrap(t, s, rect.w, bold)) * text.line_height(s, bold) > rect.h:
        s -= 1
    lh = text.line_height(s, bold)
    if rect.h < lh:
        return 0
    y = rect.y
    for ln in _lines(t, s, rect.w, bold, rect.h // lh):
        text.draw(face, ln, (rect.x, y), s, color, bold)
        y += lh
    return y - rect.y


def _line(face, t: str, pos, size: int, color, bold: bool, width: int) -> int:
    """One line fitted to ``width``; the height used."""
    t, s = _fit(t, size, width, bold)
    text.draw(face, t, pos, s, color, bold)
    return text.line_height(s, bold)


def _draw_face(face: pygame.Surface, kind, cid, content, main_side) -> None:
    r = face.get_rect()
    w, h = r.size
    d = _definition(kind, cid, content)
    pad = max(4, w // 18)
    radius = max(6, w // 16)
    pygame.draw.rect(face, theme.CARD, r, border_radius=radius)
    pygame.draw.rect(face, theme.CARD_EDGE, r, 2, border_radius=radius)
    band = _BANDS.get(kind, theme.PANEL_EDGE)
    if kind == "item" and d is not None:
        band = theme.SYMBOL_COLOURS.get(d.symbol, band)
    elif kind == "objective" and d is not None:
        band = {"secret": theme.SECRET, "betrayal": (130, 40, 40), "exiled": (90, 90, 90)}.get(d.kind, band)
    title_size = max(MIN_PX, min(h // 9, w // 8))
    band_h = text.line_height(title_size, True) + pad
    pygame.draw.rect(face, band, (2, 2, w - 4, band_h), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if d is None:
        _line(face, str(cid), (pad, pad // 2), title_size, theme.TEXT, True, w - 2 * pad)
        return
    strings = _strings(kind, cid, content, main_side)
    inner = w - 2 * pad
    body = max(MIN_PX, title_size - 3)
    # a small face (a hand card, a survivor on the player board at 1280×720) keeps the words
    # that matter at a readable size: the name, the symbol, the numbers, the start of the effect
    compact = (kind == "item" and w < 130) or (kind == "survivor" and w < 140)
    icon_size = band_h - pad // 2
    x0 = pad
    sym = getattr(d, "symbol", None)
    # dark ink on the pale bands (medicine, food, tools): a frost icon vanished on Medicine's
    ink = theme.INK if kind == "item" and sym in ("medicine", "food", "tools") else theme.FROST
    if sym:
        ic = _icon(sym, icon_size, ink)
        if ic is not None:
            face.blit(ic, (pad // 2, (band_h - icon_size) // 2 + 2))
            x0 = pad // 2 + icon_size + 2
    y = band_h + pad // 2
    small_item = compact and kind == "item"
    if not small_item:   # the name, in the band
        _line(face, strings[0], (x0, 2 + pad // 3), title_size, ink, True, w - x0 - pad)
    if small_item:
        # the band says what the card is (its symbol, and a mark when it is equipment); the
        # name, on up to two lines, and the effect follow
        right = w - pad
        if d.play is None:
            eq = _icon("equip", icon_size, ink)
            if eq is not None:
                right -= icon_size
                face.blit(eq, (right, (band_h - icon_size) // 2 + 2))
        word, ws = _fit(i18n.t(f"colony.ui.symbol.{d.symbol}"), body, right - x0 - 2, True)
        if not word.endswith("…"):   # else the icon and the colour say it alone
            text.draw(face, word, (x0, 2 + pad // 3), ws, ink, True)
        lh = text.line_height(body, True)
        for ln in _lines(strings[0], body, inner, True, 2):
            text.draw(face, ln, (pad, y), body, theme.INK, True)
            y += lh
        y += pad // 3
        rest = strings[1]
    elif kind == "survivor":
        if not compact:   # the occupation is colour: a small face leaves it to the zoom
            y += _line(face, strings[1], (pad, y), max(MIN_PX, body - 1), (80, 90, 110), False,
                       inner)
        y += _line(face, i18n.t("colony.ui.card.influence", n=d.influence), (pad, y), body, theme.INK,
                   True, inner)
        stats = i18n.t("colony.ui.card.attack_search", attack=d.attack, search=d.search)
        parts = [stats] if _fit(stats, body, inner, True)[0] == stats else stats.split(" · ")
        for part in parts:   # too wide for one line: attack and search each on its own
            y += _line(face, part, (pad, y), body, theme.INK, True, inner)
        y += pad // 3
        rest = "\n".join(strings[2:])
    elif kind == "crisis":
        label = i18n.t("colony.ui.card.prevent", symbol=i18n.t(f"colony.ui.symbol.{d.symbol}"))
        y += _line(face, label, (pad, y), body, theme.CRISIS, True, inner)
        rest = "\n".join(strings[1:])
    elif kind == "crossroads":
        rest = strings[1] + "\n" + "\n".join(f"{i + 1}. {s}" for i, s in enumerate(strings[2:]))
    elif kind == "main":
        side = d.hardcore if main_side == "hardcore" else d.standard
        label = i18n.t("colony.ui.card.main_side", morale=side.morale, rounds=side.rounds)
        y += _line(face, label, (pad, y), body, theme.MAIN, True, inner)
        rest = strings[1]
    elif kind == "item":
        origin = i18n.t("colony.ui.card.starting") if d.starting else ""
        kind_word = i18n.t("colony.ui.card.equip") if d.play is None else ""
        tag = " · ".join(x for x in (i18n.t(f"colony.ui.symbol.{d.symbol}"), kind_word, origin) if x)
        y += _line(face, tag, (pad, y), max(MIN_PX, body - 1), (80, 90, 110), False, inner)
        rest = strings[1]
    else:
        rest = "\n".join(strings[1:])
    area = pygame.Rect(pad, y, inner, h - y - pad)
    if area.h > 6:
        _block(face, rest, area, body, theme.INK)
