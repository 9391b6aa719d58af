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
    elif record.active is not None:   # cached pixels: still tell the recorder what they say
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


def _draw_face(face: pygame.Surface, kind, cid, content, main_side) -> None:
    r = face.get_rect()
    w, h = r.size
    d = _definition(kind, cid, content)
    pad = max(4, w // 18)
    pygame.draw.rect(face, theme.CARD, r, border_radius=max(6, w // 16))
    pygame.draw.rect(face, theme.CARD_EDGE, r, 2, border_radius=max(6, w // 16))
    band = _BANDS.get(kind, theme.PANEL_EDGE)
    if kind == "item" and d is not None:
        band = theme.SYMBOL_COLOURS.get(d.symbol, band)
    elif kind == "objective" and d is not None:
        band = {"secret": theme.SECRET, "betrayal": (130, 40, 40), "exiled": (90, 90, 90)}.get(d.kind, band)
    title_size = max(10, min(h // 9, w // 8))
    band_h = text.line_height(title_size, True) + pad
    pygame.draw.rect(face, band, (2, 2, w - 4, band_h), border_top_left_radius=max(6, w // 16),
                     border_top_right_radius=max(6, w // 16))
    if d is None:
        text.draw(face, str(cid), (pad, pad // 2), title_size, theme.TEXT, True, max_width=w - 2 * pad)
        return
    strings = _strings(kind, cid, content, main_side)
    icon_size = band_h - pad // 2
    x0 = pad
    sym = getattr(d, "symbol", None)
    if sym:
        ic = _icon(sym, icon_size, theme.FROST)
        if ic is not None:
            face.blit(ic, (pad // 2, (band_h - icon_size) // 2 + 2))
            x0 = pad // 2 + icon_size + 2
    ink = theme.INK if kind == "item" and sym in ("medicine", "food", "tools") else theme.FROST
    text.draw(face, strings[0], (x0, 2 + pad // 3), title_size, ink, True, max_width=w - x0 - pad)
    y = band_h + pad // 2
    body = max(9, title_size - 3)
    if kind == "survivor":
        text.draw(face, strings[1], (pad, y), body - 1, (80, 90, 110), max_width=w - 2 * pad)
        y += text.line_height(body - 1)
        for line in (i18n.t("ui.card.influence", n=d.influence),
                     i18n.t("ui.card.attack_search", attack=d.attack, search=d.search)):
            text.draw(face, line, (pad, y), body, theme.INK, True, max_width=w - 2 * pad)
            y += text.line_height(body, True)
        y += pad // 3
        rest = "\n".join(strings[2:])
    elif kind == "crisis":
        label = i18n.t("ui.card.prevent", symbol=i18n.t(f"ui.symbol.{d.symbol}"))
        text.draw(face, label, (pad, y), body, theme.CRISIS, True, max_width=w - 2 * pad)
        y += text.line_height(body, True)
        rest = "\n".join(strings[1:])
    elif kind == "crossroads":
        rest = strings[1] + "\n" + "\n".join(f"{i + 1}. {s}" for i, s in enumerate(strings[2:]))
    elif kind == "main":
        side = d.hardcore if main_side == "hardcore" else d.standard
        label = i18n.t("ui.card.main_side", morale=side.morale, rounds=side.rounds)
        text.draw(face, label, (pad, y), body, theme.MAIN, True, max_width=w - 2 * pad)
        y += text.line_height(body, True)
        rest = strings[1]
    elif kind == "item":
        origin = i18n.t("ui.card.starting") if d.starting else ""
        kind_word = i18n.t("ui.card.equip") if d.play is None else ""
        tag = " · ".join(x for x in (i18n.t(f"ui.symbol.{d.symbol}"), kind_word, origin) if x)
        text.draw(face, tag, (pad, y), body - 1, (80, 90, 110),
                  max_width=w - 2 * pad)
        y += text.line_height(body - 1)
        rest = strings[1]
    else:
        rest = "\n".join(strings[1:])
    area = pygame.Rect(pad, y, w - 2 * pad, h - y - pad)
    if area.h > 6:
        text.draw_block(face, rest, area, body, theme.INK, min_size=max(7, body * 6 // 10))
