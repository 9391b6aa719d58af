"""The character chooser: the boards a seat may take (R-3.6; solo, each morning, R-16.2), each
with its actions and the consequence on every slot, so the choice is made knowing the cost."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.tables.raxxon import paint
from game.widgets import panel, shade


def draw_chooser(scene, surface, r, content, pending):
    u = scene.app.u
    s = scene.session
    band = s.game.band
    sub = surface.subsurface(r)
    shade(sub, 200)
    panel(surface, r, theme.TABLE_DARK, theme.WARM, radius=16, width=2)
    title = i18n.t(f"raxxon.ui.chooser.{pending['kind']}", day=pending["info"].get("day", s.game.day))
    text.draw(surface, title, (r.centerx, r.y + u(12)), u(28), theme.FROST, bold=True, anchor="midtop",
              max_width=r.w - u(40))
    text.draw(surface, i18n.t("raxxon.ui.chooser.hint", side=band), (r.centerx, r.y + u(50)), u(18),
              theme.TEXT_DIM, anchor="midtop", max_width=r.w - u(40))
    offers = scene.by["char"]
    cols = 3
    rows = (len(offers) + cols - 1) // cols
    gap = u(14)
    top = r.y + u(84)
    bw = (r.w - u(32) - gap * (cols - 1)) // cols
    bh = (r.bottom - u(14) - top - gap * (rows - 1)) // max(1, rows)
    for k, a in enumerate(offers):
        ch = content.characters[a.id]
        box = pygame.Rect(r.x + u(16) + (k % cols) * (bw + gap), top + (k // cols) * (bh + gap), bw, bh)
        key = f"char:{a.id}"
        hovered = scene.hovered is not None and scene.hovered.key == key
        pygame.draw.rect(surface, theme.PANEL_HI if hovered else theme.PANEL, box, border_radius=u(12))
        pygame.draw.rect(surface, theme.WARM if hovered else theme.WARM_DIM, box, 3, border_radius=u(12))
        face = paint.portrait(a.id, u(50), theme.PANEL_EDGE)
        words_w = box.w - u(28) - (u(56) if face is not None else 0)
        if face is not None:   # the character's portrait at the board's top right
            surface.blit(face, (box.right - u(12) - face.get_width(), box.y + u(8)))
        text.draw(surface, i18n.name(ch), (box.x + u(14), box.y + u(8)), u(23), theme.FROST, bold=True,
                  max_width=words_w)
        # rank and service when both fit at their size, else the rank alone (the whole line
        # was squeezed to 7 px at 1280×720: «Региональный директор · «Нордвейл
        # Фармасьютикалс»»); the hover says both
        whole = f"{i18n.localized(ch.rank)} · {i18n.localized(ch.service)}"
        line = whole if text.width(whole, u(16)) <= words_w else i18n.localized(ch.rank)
        text.draw(surface, line, (box.x + u(14), box.y + u(38)), u(16), theme.TEXT_DIM,
                  max_width=words_w)
        side = ch.sides[band]
        y = box.y + u(64)
        lh = max(u(20), (box.bottom - u(8) - y) // max(1, len(side.actions)))
        tip = [i18n.name(ch), whole] + ([i18n.localized(ch.flavour)] if ch.flavour else [])
        # the names as wide as the slots leave (each slot's symbols must show: they are the
        # cost); the dim "always available" note of the free action takes what is left of its
        # row rather than narrowing every name («Экстренное предупреждение» was squeezed)
        cr = max(u(6), min(u(9), lh // 3))
        slots_w = max((sum(paint.chips_width(len(x), cr, u(1)) + u(10) for x in a2.slots)
                       for a2 in side.actions if a2.slots), default=0)
        name_w = max(box.w * 45 // 100, box.w - u(34) - slots_w)
        for a2 in side.actions:
            drawn = text.draw(surface, i18n.localized(a2.name), (box.x + u(14), y + lh // 2),
                              min(u(17), lh * 7 // 10), theme.TEXT, bold=True, anchor="midleft",
                              max_width=name_w)
            x = box.x + u(20) + name_w
            if not a2.slots:   # the free action's note, at the row's end after its (short) name
                text.draw(surface, i18n.t("raxxon.ui.board.always"), (box.right - u(10), y + lh // 2),
                          min(u(15), lh * 6 // 10), theme.TEXT_DIM, anchor="midright",
                          max_width=box.right - u(10) - drawn.right - u(12))
            for syms in a2.slots:
                w = paint.chips_width(len(syms), cr, u(1))
                if x + w > box.right - u(8):
                    break
                pygame.draw.rect(surface, theme.TABLE_DARK, (x - u(3), y + lh // 2 - cr - u(3),
                                                             w + u(6), 2 * cr + u(6)),
                                 border_radius=u(4))
                paint.chips(surface, syms, x, y + lh // 2, cr, gap=u(1))
                x += w + u(10)
            tip.append(f"{i18n.localized(a2.name)}: {i18n.localized(a2.text)}")
            y += lh
        scene.offer(surface, box, a, key, hover=tip)
