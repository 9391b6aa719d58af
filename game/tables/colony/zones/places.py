"""The places of the table: the six Locations and the Colony, with their entrances (zombies,
barricades, empty spaces) and the survivors standing there.

Each place notes where it lies (``board.place_rects``), where each zombie space is
(``board.slots``) and where each standee stands (``board.standee_at``): the motion starts and
ends its walks there. A zombie still walking in, or a survivor still on its way, is left out
here: the motion draws it.
"""
from __future__ import annotations

import functools

import pygame

from game import i18n, theme
from game.render import text
from game.render.pieces import standee, zombie
from game.tables.colony import cards, labels, layout, refusals
from game.tables.colony.zones import header
from game.widgets import panel


def location(board, surface, v, pid, r):
    u = board.app.u
    p = v["places"][pid]
    content = board.session.content
    flash = board.flashes.get(pid)
    f = board.offer.field if pid in board.offer.places else None
    edge = theme.WARM if f else (flash[0] if flash else theme.PANEL_EDGE)
    panel(surface, r, theme.PANEL, edge, radius=10, width=3 if (f or flash) else 2)
    scenery(surface, pid, r, board.app.u)
    board.place_rects[pid] = r
    closed(board, pid, r)
    text.draw(surface, labels.place(content, pid), (r.x + u(12), r.y + u(6)), u(22),
              theme.TEXT, bold=True, max_width=r.w - u(120))
    info = i18n.t("colony.ui.place.deck", n=p["deck"])
    text.draw(surface, info, (r.right - u(12), r.y + u(10)), u(17), theme.TEXT_DIM,
              anchor="topright")
    # symbol strip
    x = r.x + u(12)
    for sym in content.locations[pid].strip:
        ic = cards._icon(sym, u(20), theme.SYMBOL_COLOURS.get(sym, theme.FROST))
        if ic is not None:
            surface.blit(ic, (x, r.y + u(36)))
        else:
            pygame.draw.circle(surface, theme.SYMBOL_COLOURS.get(sym, theme.FROST),
                               (x + u(10), r.y + u(46)), u(8))
        x += u(24)
    # noise slots
    nx = r.right - u(12) - 4 * u(22)
    text.draw(surface, i18n.t("colony.ui.place.noise"), (nx - u(6), r.y + u(38)), u(15),
              theme.TEXT_DIM, anchor="topright")
    for k in range(4):
        c = (nx + k * u(22) + u(9), r.y + u(48))
        if k < p["noise"]:
            pygame.draw.circle(surface, theme.WARM, c, u(8))
        else:
            pygame.draw.circle(surface, theme.PANEL_EDGE, c, u(8), 2)
    parts = layout.location_parts(u, r)
    entrance(board, surface, pid, 1, p["zombies"][0], p["barricades"][0], p["spaces"][0],
             parts.entrance)
    standees(board, surface, v, pid, parts.standees)
    if f:
        board.hot(r, f"place:{pid}", lambda pid=pid, f=f: board.pick_value(f, pid))


def colony(board, surface, v, r):
    u = board.app.u
    p = v["places"]["colony"]
    flash = board.flashes.get("colony")
    f = board.offer.field if "colony" in board.offer.places else None
    edge = theme.WARM if f else (flash[0] if flash else theme.FROST)
    panel(surface, r, theme.PANEL_HI, edge, radius=12, width=3)
    board.place_rects["colony"] = r
    closed(board, "colony", r)
    text.draw(surface, labels.place(board.session.content, "colony"), (r.x + u(14), r.y + u(8)),
              u(26), theme.TEXT, bold=True)
    info = i18n.t("colony.ui.colony.info", pop=v["population"], spaces=p["survivor_spaces"],
                  helpless=v["helpless"])
    text.draw(surface, info, (r.x + u(180), r.y + u(14)), u(19), theme.TEXT_DIM,
              max_width=r.w - u(200))
    parts = layout.colony_parts(u, r)
    for k, (label_at, er) in enumerate(parts.entrances):
        text.draw(surface, i18n.t("colony.ui.value.entrance", n=k + 1), label_at, u(15),
                  theme.TEXT_DIM)
        entrance(board, surface, "colony", k + 1, p["zombies"][k], p["barricades"][k],
                 p["spaces"][k], er)
    standees(board, surface, v, "colony", parts.standees, helpless=v["helpless"])
    header.tracks(board, surface, v, parts.tracks)
    if f:
        board.hot(r, "place:colony", lambda f=f: board.pick_value(f, "colony"))


def scenery(surface, pid, r, u) -> None:
    """The place's picture (assets/pictures/places), faint behind the panel's right half: each
    Location looks like itself at a glance while its words, zombies and standees stay on top."""
    inner = r.inflate(-u(6), -u(6))
    try:
        from game.render import pictures
        pic = pictures.faint("places", pid, inner.size, SCENERY_ALPHA)   # rasterised once
    except (KeyError, pygame.error):
        return
    surface.blit(pic, pic.get_rect(bottomright=inner.bottomright))


SCENERY_ALPHA = 60


def closed(board, pid, r) -> None:
    """A place the action being built could name but may not: hovering it says why ("No room
    at the Police Station"). Registered before the standees, which stay clickable on top."""
    why = board.offer.closed_places.get(pid)
    if why is not None:
        board.hot(r, f"closed:{pid}", None, enabled=False,
                  reason=refusals.say(board.session, why))


def entrance(board, surface, pid, k, z, bar, cap, r):
    """Entrance ``k`` of ``pid``: ``bar`` barricades, then ``z`` zombies, then empty spaces up
    to ``cap``; zombies beyond the spaces are counted ("+2")."""
    u = board.app.u
    pygame.draw.rect(surface, theme.TABLE_DARK, r, border_radius=8)
    slot = min(u(36), (r.w - u(8)) // max(1, cap))
    z -= board.walking_in.get((pid, k), 0)   # still walking in: drawn by the motion
    for i in range(cap):
        c = (r.x + u(6) + i * slot + slot // 2, r.centery)
        board.slots[(pid, k, i)] = (c, r.h // 2 - u(4))
        if i < bar:
            br = pygame.Rect(0, 0, slot - u(6), r.h - u(14))
            br.center = c
            pygame.draw.rect(surface, theme.BARRICADE, br, border_radius=3)
            pygame.draw.line(surface, theme.INK, br.topleft, br.bottomright, 2)
        elif i < bar + z:
            zombie(surface, c, r.h // 2 - u(4))
        else:
            pygame.draw.circle(surface, theme.PANEL_EDGE, c, r.h // 2 - u(6), 1)
    extra = z + bar - cap
    if extra > 0:
        text.draw(surface, f"+{extra}", (r.right - u(6), r.centery), u(16), theme.DANGER,
                  bold=True, anchor="midright")
    if pid == board.offer.entrance_place and k in board.offer.entrances:
        pygame.draw.rect(surface, theme.WARM, r.inflate(u(4), u(4)), 3, border_radius=9)
        board.hot(r, f"entrance:{pid}:{k}", lambda k=k: board.pick_value("entrance", k))


def standees(board, surface, v, pid, r, helpless=0):
    """The survivors at ``pid`` in rows, by seat; then the helpless survivors (the Colony's)."""
    u = board.app.u
    here = [(sid, sv) for sid, sv in v["survivors"].items() if sv["place"] == pid]
    here.sort(key=lambda x: (x[1]["owner"], x[0]))
    size = max(u(28), min(u(46), r.h))   # a short Location row gets smaller standees
    per_row = max(1, r.w // (size + u(8)))
    b = board.builder
    subj = board.offer.subject_survivors
    pick = board.offer.survivors
    selected = b.subject[1] if b is not None and b.subject and b.subject[0] == "survivor" else None
    gliding = board.motion.gliding()
    for n, (sid, sv) in enumerate(here):
        row, col = divmod(n, per_row)
        c = (r.x + col * (size + u(8)) + size // 2, r.y + row * (size + u(10)) + size // 2)
        hl = theme.WARM if sid == selected else None
        hot_fn = None
        if sid in pick:
            hl = theme.WARM
            hot_fn = functools.partial(board.pick_value, board.offer.field, sid)
        elif sid in subj:
            hl = theme.WARM_DIM
            hot_fn = functools.partial(board.pick_subject, "survivor", sid)
        board.standee_at[sid] = (c, size, sv)
        if sid in gliding:
            continue   # on its way here: the motion draws it
        standee(surface, board.session.content, sid, sv, c, size, hl,
                leader=any(s["leader"] == sid for s in v["seats"]))
        rect = pygame.Rect(0, 0, size, size)
        rect.center = c
        if hot_fn is not None:
            board.hot(rect, f"survivor:{sid}", hot_fn, hover=("survivor", sid))
        else:
            board.hot(rect, f"look:{sid}", None, role="look", hover=("survivor", sid))
    n0 = len(here)
    for k in range(helpless):
        row, col = divmod(n0 + k, per_row)
        c = (r.x + col * (size + u(8)) + size // 2, r.y + row * (size + u(10)) + size // 2)
        pygame.draw.circle(surface, theme.FROST, c, size // 3)
        pygame.draw.circle(surface, theme.INK, c, size // 3, 2)
        # the word's first letter in the player's language (a Latin "H" in Russian: the review)
        text.draw(surface, i18n.t("colony.ui.colony.helpless_mark"), c, u(16), theme.INK, bold=True,
                  anchor="center")
        rect = pygame.Rect(0, 0, size, size)
        rect.center = c
        board.hot(rect, f"look:helpless:{k}", None, role="look",
                  hover=i18n.t("colony.ui.colony.helpless_tip"))
