"""Drawing the evacuation game's pieces from content: symbol chips, citizen cards (face and
back), Nordvale cards and the influence track. Every face drawn is reported to the frame
recorder (``record.card``), so the leak check sees it; all words go through ``game.render.text``.
"""
from __future__ import annotations

import math

import pygame

from game import i18n, theme
from game.render import record, text

HEALTHY = (96, 170, 120)
INFECTED = (196, 78, 70)
NORDVALE = (132, 96, 176)
BACK = (52, 66, 92)
BACK_EDGE = (120, 146, 178)

# each symbol: a colour and a drawn glyph (no font glyphs: every font draws these the same)
# (each colour apart from the others, and each glyph a different shape: colour is never the
# only cue, DESIGN.md)
SYMBOL_COLOURS = {
    "add": (70, 140, 220), "reveal": (232, 200, 80), "infect": INFECTED, "raxxon": NORDVALE,
    "influence": (236, 140, 40), "end_day": (40, 52, 110), "walkout": (128, 132, 142),
    "on_kill": (110, 30, 34), "on_reveal": (40, 140, 140), "optional": (214, 96, 170),
}


def symbol_chip(surface, sym: str, center, r: int) -> pygame.Rect:
    """A round chip with the symbol's glyph; the rect it covers (for its hover tip)."""
    cx, cy = center
    col = SYMBOL_COLOURS.get(sym, theme.PANEL_EDGE)
    pygame.draw.circle(surface, col, center, r)
    pygame.draw.circle(surface, theme.FROST, center, r, max(1, r // 7))
    w = max(2, r // 4)
    ink = theme.FROST
    if sym == "add":                       # a plus
        pygame.draw.line(surface, ink, (cx - r // 2, cy), (cx + r // 2, cy), w)
        pygame.draw.line(surface, ink, (cx, cy - r // 2), (cx, cy + r // 2), w)
    elif sym == "reveal":                  # an eye
        eye = pygame.Rect(0, 0, r * 3 // 2, r)
        eye.center = center
        pygame.draw.ellipse(surface, theme.INK, eye, max(1, w // 2))
        pygame.draw.circle(surface, theme.INK, center, max(2, r // 4))
    elif sym == "infect":                  # three spores
        for k in range(3):
            a = math.pi / 2 + k * 2 * math.pi / 3
            pygame.draw.circle(surface, ink, (cx + int(r * 0.42 * math.cos(a)),
                                              cy - int(r * 0.42 * math.sin(a))), max(2, r // 4))
    elif sym == "raxxon":                  # a small card
        c = pygame.Rect(0, 0, r, r * 5 // 4)
        c.center = center
        pygame.draw.rect(surface, ink, c, max(1, w // 2), border_radius=2)
        pygame.draw.line(surface, ink, (c.x + 2, c.centery), (c.right - 3, c.centery), max(1, w // 2))
    elif sym == "influence":               # an arrow up
        pts = [(cx, cy - r * 3 // 5), (cx - r // 2, cy), (cx - r // 5, cy), (cx - r // 5, cy + r // 2),
               (cx + r // 5, cy + r // 2), (cx + r // 5, cy), (cx + r // 2, cy)]
        pygame.draw.polygon(surface, ink, pts)
    elif sym == "end_day":                 # a crescent moon
        pygame.draw.circle(surface, ink, center, r * 3 // 5)
        pygame.draw.circle(surface, col, (cx + r // 3, cy - r // 5), r * 3 // 5)
    elif sym == "walkout":                 # an arrow out
        pygame.draw.line(surface, ink, (cx - r // 2, cy), (cx + r // 3, cy), w)
        pygame.draw.polygon(surface, ink, [(cx + r // 2, cy), (cx + r // 8, cy - r // 3),
                                           (cx + r // 8, cy + r // 3)])
    elif sym == "on_kill":                 # a cross
        pygame.draw.line(surface, ink, (cx - r // 2, cy - r // 2), (cx + r // 2, cy + r // 2), w)
        pygame.draw.line(surface, ink, (cx - r // 2, cy + r // 2), (cx + r // 2, cy - r // 2), w)
    elif sym == "optional":                # strings attached: two links of a chain
        k = max(2, r * 2 // 5)
        pygame.draw.circle(surface, ink, (cx - k // 2 - 1, cy), k, max(1, w // 2 + 1))
        pygame.draw.circle(surface, ink, (cx + k // 2 + 1, cy), k, max(1, w // 2 + 1))
    elif sym == "on_reveal":               # a head count: three heads
        for dx in (-r // 2, 0, r // 2):
            pygame.draw.circle(surface, ink, (cx + dx, cy - r // 6), max(2, r // 5))
        pygame.draw.line(surface, ink, (cx - r * 2 // 3, cy + r // 3), (cx + r * 2 // 3, cy + r // 3), w)
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


def chips(surface, syms, x: int, cy: int, r: int, gap: int | None = None) -> list:
    """Symbols in a row from ``x``; [(rect, symbol)] for hover tips."""
    gap = r // 3 if gap is None else gap
    out = []
    for s in syms:
        out.append((symbol_chip(surface, s, (x + r, cy), r), s))
        x += 2 * r + gap
    return out


def chips_width(n: int, r: int, gap: int | None = None) -> int:
    gap = r // 3 if gap is None else gap
    return max(0, n * 2 * r + (n - 1) * gap)


def symbol_tip(content, sym: str) -> list[str]:
    d = content.symbols[sym]
    return [i18n.localized(d["name"]), i18n.localized(d["text"])]


def portrait(character: str, size: int, base):
    """A character's portrait on a disc of ``base`` (assets/pictures), or None without one."""
    try:
        from game.render import pictures
        return pictures.picture("characters", character, size, base_color=base)
    except (KeyError, pygame.error):
        return None


def card_back(surface, rect, mark=None, deck: str = "citizens") -> None:
    """A face-down card of ``deck`` (citizens, infection): its back from assets/pictures, or the
    town's snowflake on a dark back where there is no picture. ``mark``: a colour for a card
    this viewer has looked at (never drawn for another viewer)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BACK, rect, border_radius=max(4, rect.w // 12))
    try:
        from game.render import pictures
        pic = pictures.picture("backs", deck, rect.size)
        surface.blit(pic, pic.get_rect(center=rect.center))
        pygame.draw.rect(surface, BACK_EDGE, rect, 2, border_radius=max(4, rect.w // 12))
        return
    except (KeyError, pygame.error):
        pass
    pygame.draw.rect(surface, BACK_EDGE, rect, 2, border_radius=max(4, rect.w // 12))
    cx, cy = rect.center
    r = min(rect.w, rect.h) // 4
    for k in range(6):
        a = k * math.pi / 3
        pygame.draw.line(surface, BACK_EDGE, (cx, cy), (cx + int(r * math.cos(a)), cy + int(r * math.sin(a))),
                         max(1, r // 8))


def citizen_face(surface, rect, cid: str, content, faded: bool = False, footer: int = 0) -> int:
    """A face-up citizen card: health band with the type, the name, the health and its triggers
    (on kill → symbols; N face up → symbols), fitted to any size. ``footer``: pixels asked to be
    left free at the bottom for a mark the table draws there ("You saw it"), so it covers no
    trigger; on a card too small for both, the triggers keep their room under the band and the
    footer is smaller. Returns the footer's height kept."""
    record.card(cid)
    rect = pygame.Rect(rect)
    c = content.citizens[cid]
    t = content.types[c.type]
    band_col = HEALTHY if c.healthy else INFECTED
    rad = max(4, rect.w // 12)
    pygame.draw.rect(surface, theme.CARD, rect, border_radius=rad)
    band = pygame.Rect(rect.x, rect.y, rect.w, max(20, rect.h * 28 // 100))
    ts0 = max(11, min(band.h * 46 // 100, rect.w // 8))
    hs0 = max(10, min(band.h * 34 // 100, rect.w // 10))
    # the type above the health, never over it (small cards: a taller band)
    # (larger text: a little more room between the two, their letters grow more than the gap)
    band.h = max(band.h, (text.line_height(ts0, True) + text.line_height(hs0, True))
                 * max(82, min(95, int(82 * text.scale))) // 100)
    pygame.draw.rect(surface, band_col, band, border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, 2, border_radius=rad)
    pad = max(3, rect.w // 16)
    # sizes from the band and the width, not the height alone: a small card in a full crowd
    # (drawn wider than tall) keeps its type, health and triggers readable
    ts = ts0
    type_label(surface, cid, i18n.name(t), pygame.Rect(band.x + 2, band.y, band.w - 4, band.h), ts,
               hs0)
    hs = hs0
    health = i18n.t(f"raxxon.ui.health.{c.health}")
    text.draw(surface, health, (band.centerx, band.bottom - max(1, band.h // 20)), hs, theme.FROST,
              bold=True, anchor="midbottom", max_width=band.w - 2 * pad)
    ns = max(11, min(rect.h // 10, rect.w // 9))
    trig_h = _trigger_rows(c) * max(16, rect.h // 6)
    bottom = max(rect.bottom - footer, min(rect.bottom, band.bottom + trig_h + pad // 2))
    name_r = pygame.Rect(rect.x + pad, band.bottom + pad // 2, rect.w - 2 * pad,
                         bottom - band.bottom - trig_h - pad)
    if name_r.h >= text.line_height(max(8, int(ns * 0.6))):
        words_block(surface, i18n.name(c), name_r, ns, theme.INK, min_size=max(8, ns * 6 // 10))
    y = bottom - trig_h - pad // 2
    r = max(7, rect.h // 15)
    rs = max(11, rect.h // 11)
    rows = [("kill", None, c.on_kill)] if c.on_kill else []
    rows += [("count", n, eff) for n, eff in c.on_reveal]
    for what, n, eff in rows:
        rowh = max(16, rect.h // 6)
        cy = y + rowh // 2
        x = rect.x + pad
        if what == "kill":
            symbol_chip(surface, "on_kill", (x + r, cy), r)
            x += 2 * r + 2
        else:
            symbol_chip(surface, "on_reveal", (x + r, cy), r)
            x += 2 * r + 2
            lab = text.draw(surface, f"={n}", (x, cy), rs, theme.INK, bold=True, anchor="midleft")
            x = lab.right + 2
        ax = x + r                 # the arrow mark between trigger and effect (drawn: fonts lack it)
        pygame.draw.polygon(surface, theme.INK, [(x + 1, cy - r // 2), (ax, cy), (x + 1, cy + r // 2)])
        chips(surface, eff, ax + 3, cy, r, gap=2)
        y += rowh
    if faded:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        s.fill((14, 19, 29, 120))
        surface.blit(s, rect)
    return rect.bottom - bottom


MIN_PX = 10   # the smallest type on a card, in pixels on the screen


def _floor(size: int) -> int:
    """The smallest size (before the text-size setting) drawn at ``MIN_PX`` pixels or more, but
    never above ``size``."""
    s = 6
    while s < size and max(6, int(round(s * text.scale))) < MIN_PX:
        s += 1
    return s


def type_label(surface, cid: str, label: str, band: pygame.Rect, size: int, health_size: int) -> None:
    """A citizen's type across the top of its band, whole (issue 15: a type label is never cut
    nor left out): smaller type down to a readable size, then (a word wider than the card)
    smaller still; what could not be drawn whole is reported to the frame recorder."""
    s = size
    floor = _floor(size)
    while s > floor and text.width(label, s, True) > band.w:
        s -= 1
    while s > 6 and text.width(label, s, True) > band.w and " " not in label:
        s -= 1
    top = band.y - text.line_height(s, True) // 10
    if text.width(label, s, True) <= band.w:
        text.draw(surface, label, (band.centerx, top), s, theme.FROST, bold=True, anchor="midtop")
        return
    # words on two lines, over the health
    lines = wrap_words(label, s, band.w, True) or [label]
    room = band.h - text.line_height(health_size, True) * 8 // 10
    while s > 6 and (len(lines) * text.line_height(s, True) > max(room, text.line_height(s, True))
                     or any(text.width(ln, s, True) > band.w for ln in lines)):
        s -= 1
        lines = wrap_words(label, s, band.w, True) or [label]
    for ln in lines:
        text.draw(surface, ln, (band.centerx, top), s, theme.FROST, bold=True, anchor="midtop")
        top += text.line_height(s, True) * 85 // 100
    if any(text.width(ln, s, True) > band.w for ln in lines):
        record.cut(cid, "type", label)


def wrap_words(words: str, size: int, width: int, bold: bool = False) -> list[str] | None:
    """``words`` in lines no wider than ``width``, broken only at spaces; None when one word
    alone is wider (never cut inside a word: "благотворитель-ной")."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        if text.width(word, size, bold) > width:
            return None
        trial = f"{line} {word}" if line else word
        if line and text.width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def words_block(surface, words: str, rect, size: int, colour, min_size: int = 8, bold: bool = False,
                align: str = "center") -> int:
    """A card's name or a short label in ``rect``, wrapped at spaces: the type shrinks a little
    (``align``: "center" or "left", with "middle" to centre the lines in the rect's height)
    until every word fits its line and every line fits the rect; only past ``min_size`` is the
    last line cut short with "…" (the hover shows it whole). The height used."""
    rect = pygame.Rect(rect)
    s = size
    lines = None
    while s >= min_size:
        lines = wrap_words(words, s, rect.w, bold)
        if lines is not None and len(lines) * text.line_height(s, bold) <= rect.h:
            break
        s -= 1
        lines = None
    if lines is None:   # a word too long even at ``min_size``: it gets a line of its own
        s = min_size
        lines, line = [], ""
        for word in words.split():
            trial = f"{line} {word}" if line else word
            if line and text.width(trial, s, bold) > rect.w:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        keep = max(1, rect.h // text.line_height(s, bold))
        cut = len(lines) > keep
        lines = lines[:keep]
        for i, ln in enumerate(lines):
            if cut and i == len(lines) - 1 or text.width(ln, s, bold) > rect.w:
                while ln and text.width(ln + "…", s, bold) > rect.w:
                    ln = ln[:-1]
                lines[i] = ln.rstrip() + "…"
    lh = text.line_height(s, bold)
    y = rect.y + max(0, (rect.h - len(lines) * lh) // 2) if "middle" in align else rect.y
    for ln in lines:
        if "left" in align:
            text.draw(surface, ln, (rect.x, y), s, colour, bold)
        else:
            text.draw(surface, ln, (rect.centerx, y), s, colour, bold, anchor="midtop")
        y += lh
    return len(lines) * lh


def _trigger_rows(c) -> int:
    return (1 if c.on_kill else 0) + len(c.on_reveal)


def citizen_tip(content, cid: str) -> list[str]:
    """The words of a citizen card for a hover tip."""
    c = content.citizens[cid]
    lines = [f"{i18n.name(c)} — {i18n.name(content.types[c.type])}, "
             f"{i18n.t(f'raxxon.ui.health.{c.health}')}"]
    if c.on_kill:
        lines.append(i18n.t("raxxon.ui.card.on_kill", symbols=symbols_text(content, c.on_kill)))
    for n, eff in c.on_reveal:
        lines.append(i18n.t("raxxon.ui.card.on_reveal", n=n, symbols=symbols_text(content, eff)))
    story = content.types[c.type].flavour
    if story:   # the citizen type's line of story, last (issue 16)
        lines.append(i18n.localized(story))
    return lines


def symbols_text(content, syms) -> str:
    """The symbols' names, in a row ("Leverage, Newcomer")."""
    return ", ".join(i18n.localized(content.symbols[s]["name"]) for s in syms)


def symbols_said(content, syms) -> list[str]:
    """Each symbol's name and what it does (``symbol_tip``), a line each and once each: a hover
    tip for symbols named in words ("Leverage: Nordvale's influence rises by 1…")."""
    return [": ".join(symbol_tip(content, s)) for s in dict.fromkeys(syms)]


def nordvale_card(surface, rect, rid: str, content, lit_options=()) -> list:
    """A Nordvale card: title, trigger (italic in print: here dimmed), options with their
    symbols. Returns the option rects [(rect, option number)]."""
    record.card(rid)
    rect = pygame.Rect(rect)
    card = content.raxxon[rid]
    pygame.draw.rect(surface, (236, 230, 244), rect, border_radius=10)
    band = pygame.Rect(rect.x, rect.y, rect.w, max(28, rect.h // 7))
    pygame.draw.rect(surface, NORDVALE, band, border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surface, (200, 180, 226), rect, 2, border_radius=10)
    pad = max(6, rect.w // 30)
    ts = max(12, band.h * 6 // 10)
    text.draw(surface, i18n.localized(card.title), band.center, ts, theme.FROST, bold=True,
              anchor="center", max_width=band.w - 2 * pad)
    y = band.bottom + pad // 2
    size = max(11, rect.h // 16)
    used = text.draw_block(surface, i18n.localized(card.trigger), pygame.Rect(rect.x + pad, y,
                                                                              rect.w - 2 * pad,
                           text.line_height(size) * 2), size, (96, 80, 120))
    y += used + pad // 2
    out = []
    n = len(card.options)
    avail = rect.bottom - pad - y
    each = avail // max(1, n)
    r = max(6, size // 2 + 2)
    for k, opt in enumerate(card.options):
        orow = pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, each - 4)
        lit = (k + 1) in lit_options
        pygame.draw.rect(surface, (255, 232, 180) if lit else (224, 216, 236), orow, border_radius=6)
        if lit:
            pygame.draw.rect(surface, theme.WARM, orow, 2, border_radius=6)
        text.draw(surface, f"{k + 1}.", (orow.x + 4, orow.y + 3), size, theme.INK, bold=True)
        cw = chips_width(len(opt.symbols), r)
        body = pygame.Rect(orow.x + size * 2, orow.y + 3, orow.w - size * 2 - cw - 8, orow.h - 6)
        text.draw_block(surface, i18n.localized(opt.text), body, size, theme.INK,
                        min_size=max(9, size * 7 // 10))
        chips(surface, opt.symbols, orow.right - cw - 4, orow.centery, r)
        out.append((orow, k + 1))
        y += each
    return out


def track(surface, rect, value: float, u, marker: bool = True) -> None:
    """Nordvale's influence track 0–8 with its marker at ``value`` (fractional while it moves);
    8 is the takeover space."""
    rect = pygame.Rect(rect)
    n = 9
    gap = u(4)
    w = (rect.w - gap * (n - 1)) // n
    for k in range(n):
        r = pygame.Rect(rect.x + k * (w + gap), rect.y, w, rect.h)
        danger = k == 8
        fill = (90, 40, 44) if danger else (k <= value - 0.5 and (70, 52, 96) or theme.TABLE_DARK)
        pygame.draw.rect(surface, fill, r, border_radius=6)
        pygame.draw.rect(surface, theme.DANGER if danger else theme.PANEL_EDGE, r, 2, border_radius=6)
        text.draw(surface, str(k), r.center, max(10, rect.h * 45 // 100), theme.TEXT_DIM if k != round(value)
                  else theme.FROST, bold=True, anchor="center")
    if marker:
        track_marker(surface, rect, value, u)


def track_marker(surface, rect, value: float, u) -> None:
    """The influence marker over the track at ``value`` (fractional while it moves)."""
    rect = pygame.Rect(rect)
    n = 9
    gap = u(4)
    w = (rect.w - gap * (n - 1)) // n
    x = rect.x + value * (w + gap) + w / 2
    pygame.draw.circle(surface, theme.WARM, (int(x), rect.y - u(2)), max(5, rect.h // 4))
    pygame.draw.circle(surface, theme.INK, (int(x), rect.y - u(2)), max(5, rect.h // 4), 2)
