"""Card faces drawn from content data at any size, in either language (DESIGN.md: cards are
drawn by our render code). Every face drawn is reported to the frame recorder by its id.

``card_face(surface, rect, kind, cid, content)`` with kind one of item, survivor, crisis,
crossroads, objective, main; ``card_back(surface, rect, label)`` for a face-down card.
Faces are cached per (kind, id, size, language).
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from game import i18n, theme
from game.render import pictures, record, text
from game.tables.colony import labels

_cache: dict = {}


def _icon(name: str, size: int, color):
    try:
        from game.render.icons import icon
        return icon(name, size, color)
    except Exception:   # an icon that cannot load never stops a card from being drawn
        return None


def item_def(content, cid: str):
    return content.items.get(str(cid).split("#")[0])


def card_face(surface, rect, kind: str, cid: str, content, *, main_side=None, glow=None,
              whole: bool = False, cap: RowType | None = None):
    """``whole``: the face is drawn where it must show all of its words (a decision panel, the
    hover zoom); a part cut short there is a fault the layout test reports (the host gives the
    face room: ``fitting_size``). ``cap``: a ``RowType``, its rules text and its name no larger
    than the row's (a row of cards in one type size: ``row_type``)."""
    rect = pygame.Rect(rect)
    record.card(cid)
    face, cuts, _, _ = _face(kind, cid, content, rect.size, main_side, cap)
    if record.active is not None:   # the whole texts, also where the face shows them cut short
        _record_strings(kind, cid, content, main_side)
        for part, t in cuts:
            if part != SHRUNK:
                record.cut(cid, part, t, whole)
    surface.blit(face, rect)
    if glow:
        pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=10)


def stacked_objectives(scene, surface, rect, ids: list, content, step: int, glow=None,
                       cap: "RowType | None" = None) -> None:
    """Objective cards laid one over another in ``rect``, each lower than the one before by
    ``step`` (the title band of the card under it showing above it), the last on top with
    ``glow``; each a hotspot that zooms on hover (the player's Secret objective and a second
    card, the game over's card judged over the original). Shifted sideways as well, the cards
    under left a column of stray first letters."""
    rect = pygame.Rect(rect)
    for k, oid in enumerate(ids):
        kr = pygame.Rect(rect.x, rect.y + k * step, rect.w, rect.h - k * step)
        card_face(surface, kr, "objective", oid, content, glow=glow if k == len(ids) - 1 else None,
                  cap=cap)
        scene.hot(kr, f"look:{oid}", None, role="look", hover=("objective", oid))


class RowType(NamedTuple):
    """The type sizes a row of faces shares (``row_type``): its rules text's and its names'."""
    rules: int
    name: int


def _face(kind, cid, content, size, main_side, cap: RowType | None = None):
    """The face at ``size`` (cached), the parts of it cut short ([(part, text)]) and the sizes
    its rules text and its name are drawn at; ``cap``: no larger than the row's."""
    size = (int(size[0]), int(size[1]))
    key = (kind, cid, size, i18n.language(), text.scale, main_side, cap)
    got = _cache.get(key)
    if got is None:
        if len(_cache) > 600:
            _cache.clear()
        # the body type (numbers, rules) one step smaller at a time until the rules text reads
        # at ease in the room the face leaves it, or the type is at the floor: the rules text
        # before the headings' size
        # A long name goes on two lines rather than into type smaller than the rules; when the
        # rules text then cannot be whole even at the floor, the name stays on one line in
        # smaller type and the rules get that line back (a draft's ability at 115 % text)
        for one_line in (False, True):
            face = pygame.Surface(size, pygame.SRCALPHA)
            for smaller in range(0, 24):
                face.fill((0, 0, 0, 0))
                cuts: list = []
                more, rules, name = _draw_face(face, kind, cid, content, main_side, cuts, smaller,
                                               cap, one_line)
                if not more or not [c for c in cuts if "name" not in c]:   # the name: not the body
                    break
            if not [c for c in cuts if c[0] == "rules"]:
                break
        got = _cache[key] = (face, tuple(cuts), rules, name)
    return got


def rules_type(kind: str, cid: str, content, size, main_side=None, cap: RowType | None = None) -> int:
    """The type size the face's rules text is drawn at (``card_face`` with ``cap``)."""
    return _face(kind, cid, content, size, main_side, cap)[2]


def name_type(kind: str, cid: str, content, size, main_side=None, cap: RowType | None = None) -> int:
    """The type size the face's name is drawn at (``card_face`` with ``cap``)."""
    return _face(kind, cid, content, size, main_side, cap)[3]


def row_type(faces, content, size, main_side=None) -> RowType | None:
    """The type sizes of the most crowded rules text and of the longest name among ``faces``
    ([(kind, id)]) at ``size``: drawn with them as their ``cap``, the faces of a row share one
    type size for their rules and one for their names (a draft's four survivors read alike,
    not one in large type beside one in small)."""
    if not faces:
        return None
    alone = [_face(kind, cid, content, size, main_side)[2:] for kind, cid in faces]
    return RowType(min(r for r, _ in alone), min(n for _, n in alone))


SHRUNK = "~shrunk"   # a part drawn whole but smaller than it reads at ease
EASY = 12            # a size (before the text-size setting) read at ease on a card


def face_fits(kind: str, cid: str, content, size, main_side=None, easily: bool = False) -> bool:
    """Whether the face at ``size`` shows every word whole (at a readable size at least);
    ``easily``: and none of them smaller than ``EASY``."""
    cuts = _face(kind, cid, content, size, main_side)[1]
    return not [c for c in cuts if easily or c[0] != SHRUNK]


def fitting_size(faces, content, size, limit, step: float = 1.06, main_side=None) -> tuple[int, int]:
    """The size (same proportions) from ``size`` up to ``limit`` at which every face in
    ``faces`` ([(kind, id)]) shows all of its words at ease (``EASY``), else ``limit`` (where the
    words are the least small). Never smaller than ``size``."""
    w0, h0 = size
    lw, lh = limit
    f = max(1.0, min(lw / w0, lh / h0))
    sizes = []
    k = 1.0
    while k < f:
        sizes.append((int(w0 * k), int(h0 * k)))
        k *= step
    sizes.append((int(w0 * f), int(h0 * f)))
    for w, h in sizes:
        if all(face_fits(kind, cid, content, (w, h), main_side, True) for kind, cid in faces):
            return w, h
    return sizes[-1]   # the largest: its words the least small


def card_back(surface, rect, label: str = "", color=theme.SECRET, at: int | None = None):
    """A face-down card with ``label`` across it, inside its inner frame. ``at``: the label's
    height on a back that also carries words below it (the co-operative game's "Co-op" card):
    no inner frame then, for the words run wider than it."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, color, rect, border_radius=8)
    pygame.draw.rect(surface, theme.FROST, rect, 2, border_radius=8)
    inner = rect.inflate(-rect.w // 5, -rect.h // 5)
    if at is None:
        pygame.draw.rect(surface, theme.PANEL_EDGE, inner, 1, border_radius=6)
    if label:   # (a word wider than the frame is drawn smaller: «Кооператив» crossed it)
        text.draw(surface, label, (rect.centerx, rect.centery if at is None else at),
                  max(10, rect.h // 9), theme.FROST, bold=True, anchor="center",
                  max_width=(inner.w if at is None else rect.w - rect.w // 8) - 8)


def _strings(kind, cid, content, main_side) -> list[str]:
    """The texts a face shows: name first, then the body texts."""
    d = definition(kind, cid, content)
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
    elif kind == "crisis":   # what happens if it is not prevented, said so (C-10.3)
        out.append(labels.crisis_penalty(d))
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


def definition(kind, cid, content):
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


MIN_PX = 10   # the smallest type on a face, in pixels on the screen: smaller is not read at
              # 1280×720 (a small face keeps the essentials and ends with "…", and says so to the
              # frame recorder; the hover zoom shows the whole card)


def _floor() -> int:
    """The smallest size (before the text-size setting) drawn at ``MIN_PX`` pixels or more."""
    s = 6
    while max(6, int(round(s * text.scale))) < MIN_PX:
        s += 1
    return s


def _fit(t: str, size: int, width: int, bold: bool = False, cuts=None, part="text") -> tuple[str, int]:
    """One line no wider than ``width``: smaller type down to the floor, then "…"."""
    s = size
    floor = min(size, _floor())
    while s > floor and text.width(t, s, bold) > width:
        s -= 1
    if text.width(t, s, bold) <= width:
        if cuts is not None and s < min(size, EASY):
            cuts.append((SHRUNK, part))
        return t, s
    if cuts is not None:
        cuts.append((part, t))
    while t and text.width(t + "…", s, bold) > width:
        t = t[:-1]
    return t.rstrip() + "…", s


def _lines(t: str, size: int, width: int, bold: bool, max_lines: int, cuts=None,
           part="rules", hyphens: bool = False) -> list[str]:
    """``t`` wrapped at exactly ``size`` into at most ``max_lines``; a word too long for a line
    and the last line of a text that goes on end with "…" (never a word cut without a mark; the
    last line's after its last whole word that leaves room for it). ``hyphens``: a word too
    long for a line is broken between syllables with a hyphen first (a card's name:
    «Энергобатончики» on a hand card at 1280×720)."""
    out: list[str] = []
    cut = False
    for para in t.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if text.width(trial, size, bold) <= width:
                line = trial
                continue
            if line:
                out.append(line)
            pieces = _hyphenated(word, size, width, bold) if hyphens else None
            if pieces:
                out += pieces[:-1]
                line = pieces[-1]
                continue
            line = _cut(word, size, width, bold)
            cut = cut or line != word
        out.append(line)
    if len(out) > max_lines:   # the last line kept ends with "…" after a whole word
        kept = out[:max_lines]
        while kept and kept[-1].endswith("-"):   # never half a word broken between lines
            head = kept[-1].split(" ")[:-1]
            if head:
                kept[-1] = " ".join(head)
                break
            kept.pop()
        out = kept or out[:max_lines]
        words = out[-1].rstrip("-").split(" ")
        while len(words) > 1 and text.width(" ".join(words) + " …", size, bold) > width:
            words.pop()
        out[-1] = _cut(" ".join(words) + " …", size, width, bold, always=True)
        cut = True
    if cut and cuts is not None:
        cuts.append((part, t))
    return out


_VOWELS = set("аеёиоуыэюяaeiouy")
_NO_LINE_START = set("ьъй")


def _breaks(word: str) -> list[int]:
    """Where ``word`` may be broken with a hyphen, a simple syllable rule: two letters or more
    on each side, each side with a vowel, the second side not starting with ь, ъ or й, and the
    break after a vowel before a syllable («Обезбо-ливающее») or between two consonants
    («Энергобатон-чики»)."""
    low = word.lower()
    out = []
    for i in range(2, len(word) - 1):
        a, b = low[i - 1], low[i]
        if not (a.isalpha() and b.isalpha()) or b in _NO_LINE_START:
            continue
        if a not in _VOWELS and b in _VOWELS:   # a consonant stays with the vowel after it
            continue
        if a in _VOWELS and b not in _VOWELS and low[i + 1] not in _VOWELS:
            continue   # not two consonants at the next line's start: break between them
        if _VOWELS.isdisjoint(low[:i]) or _VOWELS.isdisjoint(low[i:]):
            continue
        out.append(i)
    return out


def _hyphenated(word: str, size: int, width: int, bold: bool) -> list[str] | None:
    """``word`` in pieces that each fit ``width``, all but the last ending with "-", broken at
    the latest allowed places (``_breaks``); None when it cannot be."""
    pieces, rest = [], word
    while text.width(rest, size, bold) > width:
        at = [i for i in _breaks(rest) if text.width(rest[:i] + "-", size, bold) <= width]
        if not at:
            return None
        pieces.append(rest[:at[-1]] + "-")
        rest = rest[at[-1]:]
    return pieces + [rest]


def _two_line_name(name: str, sizes, width: int) -> tuple[list[str], int] | None:
    """A card's name on one or two lines of ``width`` and the largest of ``sizes`` that holds
    it: with whole words if any size does, else a word too long for a line broken between
    syllables («Энергобатон-чики»); None when neither fits."""
    for ns in sizes:
        got = text.wrap(name, ns, width, True)
        if len(got) <= 2 and _fits_words(name, ns, width, True):   # never a word cut
            return got, ns
    for ns in sizes:
        got = _lines(name, ns, width, True, 2, hyphens=True)
        if not any(g.endswith("…") for g in got):
            return got, ns
    return None


def _cut(t: str, size: int, width: int, bold: bool, always: bool = False) -> str:
    """``t`` ending with "…" if it is too wide (or ``always``)."""
    if not always and text.width(t, size, bold) <= width:
        return t
    t = t.rstrip(" …")
    while t and text.width(t + "…", size, bold) > width:
        t = t[:-1]
    return t.rstrip() + "…"


def _fits_words(t: str, size: int, width: int, bold: bool) -> bool:
    return all(text.width(w, size, bold) <= width for w in t.split())


def _block(face, t: str, rect: pygame.Rect, size: int, color, bold: bool = False,
           cuts=None) -> tuple[int, int]:
    """Wrapped text in ``rect``: smaller type down to the floor (a word wider than the line
    shrinks the type too), then fewer lines and "…". The height used and the type size."""
    s = size
    floor = min(size, _floor())
    while s > floor and (len(text.wrap(t, s, rect.w, bold)) * text.line_height(s, bold) > rect.h
                         or not _fits_words(t, s, rect.w, bold)):
        s -= 1
    lh = text.line_height(s, bold)
    if cuts is not None and s < min(size, EASY):
        cuts.append((SHRUNK, "rules"))
    if rect.h < lh:
        if cuts is not None and t.strip():
            cuts.append(("rules", t))
        return 0, s
    y = rect.y
    # a word too long for the card is broken between syllables, not cut («неиспользован-
    # ный» on a narrow hand card at 1920×1080, the fourth screenshot review)
    for ln in _lines(t, s, rect.w, bold, rect.h // lh, cuts, hyphens=True):
        text.draw(face, ln, (rect.x, y), s, color, bold)
        y += lh
    return y - rect.y, s


def _whole(face, t: str, rect: pygame.Rect, size: int, color, bold: bool) -> int:
    """A label that is never cut nor left out (a card's type): one line at its size or a little
    smaller; else the larger of one line and two lines, each at the largest size down to the
    floor that holds it (a type line squeezed on one line much smaller than its neighbours' in a
    row of cards read as a fault: «Инструменты · экипировка · стартовая» in the crisis reveal);
    else wrapped at the floor, then (a word wider than the card) smaller still. The height
    used."""
    floor = min(size, _floor())
    sizes = range(size, floor - 1, -1)
    one = next((k for k in sizes if text.width(t, k, bold) <= rect.w), None)
    if one is not None and one * 100 >= size * 85:
        text.draw(face, t, rect.topleft, one, color, bold)
        return text.line_height(one, bold)
    two = next((k for k in sizes if (one is None or k > one) and _fits_words(t, k, rect.w, bold)
                and len(_two_lines(t, k, rect.w, bold)) == 2), None)
    if two is not None:
        lh = text.line_height(two, bold)
        for k, ln in enumerate(_two_lines(t, two, rect.w, bold)):
            text.draw(face, ln, (rect.x, rect.y + k * lh), two, color, bold)
        return 2 * lh
    if one is not None:
        text.draw(face, t, rect.topleft, one, color, bold)
        return text.line_height(one, bold)
    s = floor
    while s > 6 and not _fits_words(t, s, rect.w, bold):
        s -= 1
    y = rect.y
    for ln in text.wrap(t, s, rect.w, bold):
        text.draw(face, ln, (rect.x, y), s, color, bold)
        y += text.line_height(s, bold)
    return y - rect.y


def _two_lines(t: str, size: int, width: int, bold: bool) -> list[str]:
    """``t`` wrapped at ``size``; a list of words joined by " · " (a card's type line) broken
    between two of its words, the dot left out at the break («Образование» / «стартовая», not
    «Образование ·» / «стартовая» in the zoom) when the two parts fit."""
    parts = t.split(" · ")
    for k in range(len(parts) - 1, 0, -1):   # the longest first line that fits
        lines = [" · ".join(parts[:k]), " · ".join(parts[k:])]
        if all(text.width(x, size, bold) <= width for x in lines):
            return lines
    return text.wrap(t, size, width, bold)


def _line(face, t: str, pos, size: int, color, bold: bool, width: int, cuts=None,
          part="text") -> int:
    """One line fitted to ``width``; the height used."""
    t, s = _fit(t, size, width, bold, cuts, part)
    text.draw(face, t, pos, s, color, bold)
    return text.line_height(s, bold)


def _draw_face(face: pygame.Surface, kind, cid, content, main_side, cuts: list,
               smaller: int = 0, cap: RowType | None = None,
               one_line: bool = False) -> tuple[bool, int, int]:
    """The face, its body type ``smaller`` steps below its own (and no larger than the row's
    ``cap``); whether a smaller one could still be tried, and the sizes its rules text and its
    name took. ``one_line``: the name in smaller type on one line rather than on two."""
    r = face.get_rect()
    w, h = r.size
    d = definition(kind, cid, content)
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
    # the name: no larger than the row's names (``cap``), in a band of the face's own height
    name_size = title_size if cap is None else min(title_size, cap.name)
    icon_size = band_h - pad // 2
    # a name too long for the band unless in much smaller type goes on two lines, in a
    # taller band
    name_lines = None
    small_item = kind == "item" and w < 130
    if d is not None and not small_item:
        name = i18n.name(d)
        avail = w - pad - (pad // 2 + icon_size + 2 if getattr(d, "symbol", None) else pad)
        # smaller on one line down to the rules text's size (a name is never smaller than the
        # words under it), then two lines
        least = min(name_size, max(_floor(), title_size * 7 // 10,
                                   0 if one_line else title_size - 3))
        sizes = range(name_size, min(name_size, _floor()) - 1, -1)
        # (one word that fits the band at the floor stays on one line, in smaller type)
        if text.width(name, least, True) > avail and (
                " " in name or text.width(name, sizes[-1], True) > avail):
            name_lines = _two_line_name(name, sizes, avail)
            if name_lines is not None:
                band_h = 2 * text.line_height(name_lines[1], True) + pad
    pygame.draw.rect(face, band, (2, 2, w - 4, band_h), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if d is None:
        _line(face, str(cid), (pad, pad // 2), title_size, theme.TEXT, True, w - 2 * pad)
        return False, title_size, title_size
    strings = _strings(kind, cid, content, main_side)
    inner = w - 2 * pad
    body = max(MIN_PX, title_size - 3)
    more = body - smaller > _floor()
    body = max(min(body, _floor()), body - smaller)
    # a small face (a hand card, a survivor on the player board at 1280×720) keeps the words
    # that matter at a readable size: the name, the symbol, the numbers, the start of the effect
    compact = (kind == "item" and w < 130) or (kind == "survivor" and w < 140)
    if compact:   # its own sizes: the start of the effect is enough, the zoom shows the rest
        more = False
        body = max(MIN_PX, title_size - 3)
    # a row of faces in one type size (``row_type``): a small face keeps its numbers at its
    # own size and only its rules text takes the row's
    rules_cap = None
    if cap is not None and cap.rules < body:
        if compact:
            rules_cap = max(min(body, _floor()), cap.rules)
        else:
            body = max(min(body, _floor()), cap.rules)
            more = body > _floor()
    x0 = pad
    sym = getattr(d, "symbol", None)
    # dark ink on the pale bands (medicine, food, tools): a frost icon vanished on Medicine's
    ink = theme.INK if kind == "item" and sym in ("medicine", "food", "tools") else theme.FROST
    if sym:
        ic = _icon(sym, icon_size, ink)
        if ic is not None:
            face.blit(ic, (pad // 2, (min(band_h, icon_size + pad // 2) - icon_size) // 2 + 2))
            x0 = pad // 2 + icon_size + 2
    y = band_h + pad // 2
    small_item = compact and kind == "item"
    if name_lines:   # the name, in the band, on two lines
        got, ns = name_lines
        for k, ln in enumerate(got):
            text.draw(face, ln, (x0, 2 + pad // 3 + k * text.line_height(ns, True)), ns, ink, True)
        name_size = ns
    elif not small_item:   # the name, in the band
        t, name_size = _fit(strings[0], name_size, w - x0 - pad, True, cuts, "name")
        text.draw(face, t, (x0, 2 + pad // 3), name_size, ink, True)
    if small_item:
        # the band says what the card is: its symbol, its type word and a mark when it is
        # equipment. The type word is never left out (issue 15): beside the icon when it fits
        # there at a readable size, else on a line of its own under the band (wrapped if it must)
        right = w - pad
        if d.play is None:
            eq = _icon("equip", icon_size, ink)
            if eq is not None:
                right -= icon_size
                face.blit(eq, (right, (band_h - icon_size) // 2 + 2))
        word = i18n.t(f"colony.ui.symbol.{d.symbol}")
        ws = next((k for k in range(body, min(body, _floor()) - 1, -1)
                   if text.width(word, k, True) <= right - x0 - 2), None)
        if ws is not None:
            text.draw(face, word, (x0, 2 + pad // 3), ws, ink, True)
        else:
            y += _whole(face, word, pygame.Rect(pad, y, inner, h), body, (80, 90, 110), True)
        # the name on up to two lines; a word too long for the card ("Энергобатончики" on
        # six searched cards at 1280×720) in smaller type down to the floor before any "…"
        top = body if cap is None else min(body, cap.name)
        floor = min(top, _floor())
        got = _two_line_name(strings[0], range(top, floor - 1, -1), inner)
        # (none fits: at the floor, ending with "…", said to the frame recorder)
        lines, ns = got or (_lines(strings[0], floor, inner, True, 2, cuts, "name"), floor)
        name_size = ns
        if ns < min(body, EASY):
            cuts.append((SHRUNK, "name"))
        lh = text.line_height(ns, True)
        for ln in lines:
            text.draw(face, ln, (pad, y), ns, theme.INK, True)
            y += lh
        y += pad // 3
        rest = strings[1]
    elif kind == "survivor":
        if not compact:   # the occupation is colour: a small face leaves it to the zoom
            y += _line(face, strings[1], (pad, y), max(MIN_PX, body - 1), (80, 90, 110), False,
                       inner, cuts)
        lines_w, bottom = inner, y
        if w >= PORTRAIT_FACE:   # a large face (the zoom): the survivor's portrait beside the numbers
            p = min(w // 4, 3 * text.line_height(body, True) + pad)
            try:
                pic = pictures.picture("survivors", cid, p, base_color=band)
                face.blit(pic, (w - pad - p, y))
                lines_w, bottom = inner - p - pad // 2, y + p
            except (KeyError, pygame.error):
                pass
        y += _line(face, i18n.t("colony.ui.card.influence", n=d.influence), (pad, y), body, theme.INK,
                   True, lines_w, cuts)
        stats = i18n.t("colony.ui.card.attack_search", attack=d.attack, search=d.search)
        parts = [stats] if text.width(stats, body, True) <= lines_w else stats.split(" · ")
        for part in parts:   # too wide for one line: attack and search each on its own
            y += _line(face, part, (pad, y), body, theme.INK, True, lines_w, cuts)
        y = max(y, bottom) + pad // 3
        rest = "\n".join(strings[2:])
    elif kind == "crisis":
        label = i18n.t("colony.ui.card.prevent", symbol=i18n.t(f"colony.ui.symbol.{d.symbol}"))
        y += _whole(face, label, pygame.Rect(pad, y, inner, h), body, theme.CRISIS, True)
        rest = "\n".join(strings[1:])
    elif kind == "crossroads":
        rest = strings[1] + "\n" + "\n".join(f"{i + 1}. {s}" for i, s in enumerate(strings[2:]))
    elif kind == "main":
        side = d.hardcore if main_side == "hardcore" else d.standard
        label = i18n.t("colony.ui.card.main_side", morale=side.morale, rounds=side.rounds)
        y += _line(face, label, (pad, y), body, theme.MAIN, True, inner, cuts)
        rest = strings[1]
    elif kind == "item":
        # the type line: the symbol's word, equipment, a starting card; wrapped, never cut
        origin = i18n.t("colony.ui.card.starting") if d.starting else ""
        kind_word = i18n.t("colony.ui.card.equip") if d.play is None else ""
        tag = " · ".join(x for x in (i18n.t(f"colony.ui.symbol.{d.symbol}"), kind_word, origin) if x)
        y += _whole(face, tag, pygame.Rect(pad, y, inner, h), max(MIN_PX, body - 1), (80, 90, 110),
                    False)
        rest = strings[1]
    else:
        rest = "\n".join(strings[1:])
    area = pygame.Rect(pad, y, inner, h - y - pad)
    used, rules = 0, body
    if area.h > 6:
        used, rules = _block(face, rest, area, rules_cap or body, theme.INK, cuts=cuts)
    elif rest.strip():
        cuts.append(("rules", rest))
    if not compact:
        _flavour(face, d, pygame.Rect(pad, y + used, inner, h - y - used - pad), body)
    return more, rules, name_size


FLAVOUR_INK = (92, 102, 122)
PORTRAIT_FACE = 200   # a survivor face at least this wide shows the portrait


def flavour_text(d) -> str:
    """A card's line of story in the player's language ("" when it has none yet)."""
    f = getattr(d, "flavour", None)
    return i18n.localized(f) if f else ""


def _flavour(face, d, room: pygame.Rect, body: int) -> None:
    """The card's line of story at the foot of the face, where the rules leave room for all of
    it; never cut (the zoom always shows it: ``zones.hover.zoom_card``)."""
    t = flavour_text(d)
    if not t:
        return
    size = max(MIN_PX, body - 1)
    lines = text.wrap(t, size, room.w)
    lh = text.line_height(size)
    need = len(lines) * lh + lh // 2
    if need > room.h or not _fits_words(t, size, room.w, False):
        return
    y = room.bottom - len(lines) * lh
    pygame.draw.line(face, (200, 206, 216), (room.x, y - lh // 4), (room.x + room.w // 3, y - lh // 4))
    for ln in lines:
        text.draw(face, ln, (room.x, y), size, FLAVOUR_INK)
        y += lh
