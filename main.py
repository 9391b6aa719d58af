"""Whiteout: `python main.py` opens the table at the title screen.

    python main.py [play]            the window (title screen); --frames N quits after N frames
    python main.py --version         the version
    python main.py play --terminal   a bot game printed in the terminal
    python main.py sim …             headless simulator (rules/sim.py)
    python main.py save-check FILE [--write OUT]
                                     load a save as the game does; write it again to OUT
    python main.py content colony|raxxon [--json] [--content DIR]
                                     validate the content and count the cards (exit 1 on a fault)
    python main.py shot …            screenshots of every scene (game/shots.py)
    python main.py robot …           whole games through the screen by mouse events (game/robot.py)
    python main.py --help            this list; `python main.py COMMAND --help`: a command's options
"""
from __future__ import annotations

import os
import sys


def main(argv: list[str]) -> int:
    if argv[:1] in (["--version"], ["-V"]):
        from game import __version__
        print(f"Whiteout {__version__}")
        return 0
    if argv[:1] in (["--help"], ["-h"], ["help"]):   # every command, not only play's options
        print(__doc__.strip())
        return 0
    cmd = argv[0] if argv and not argv[0].startswith("-") else "play"
    rest = argv[1:] if argv and not argv[0].startswith("-") else argv
    if cmd == "sim":
        from rules.sim import run
        return run(rest)
    if cmd == "content":
        return content(rest)
    if cmd == "save-check":
        return save_check(rest)
    if cmd == "play":
        if "--terminal" in rest:
            from game.tables.colony.terminal import run as terminal
            return terminal([a for a in rest if a != "--terminal"])
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from game.main import run as window
        return window(rest)
    if cmd == "shot":
        from game.shots import run as shots
        return shots(rest)
    if cmd == "robot":
        from game.robot import run as robot
        return robot(rest)
    print(f"unknown command {cmd!r}; use play, sim, content, save-check, shot or robot "
          "(`main.py --help` lists them)", file=sys.stderr)
    return 2


def save_check(argv: list[str]) -> int:
    """`save-check FILE [--write OUT]`: load a save exactly as Continue and Load do, say what it
    holds, and with --write save it again to OUT (a save moves between the source checkout and
    the executable both ways: tests/test_exe.py)."""
    import argparse

    from rules.core.errors import SaveError
    ap = argparse.ArgumentParser(prog="main.py save-check", description=save_check.__doc__)
    ap.add_argument("file")
    ap.add_argument("--write", metavar="OUT")
    args = ap.parse_args(argv)
    from game.session import Session
    try:
        s = Session.load(args.file)
    except (SaveError, OSError) as e:
        print(f"cannot load {args.file}: {e}", file=sys.stderr)
        return 1
    g = s.game
    # what the saves list says of it, in the game's own words (any game with a table)
    summary = s.table.save_summary(s.table.save_header(g))
    print(f"{args.file}: {g.GAME_ID}, {len(s.seats)} seats ({', '.join(x.name for x in s.seats)}), "
          f"{len(g.log)} actions, {summary}")
    if args.write and not s.save(args.write):
        print(f"cannot write {args.write}: {s.save_error}", file=sys.stderr)
        return 1
    return 0


def _content_with_pictures(module, args) -> int:
    """Another game's `content` command (its content module prints the check and the counts),
    with `pictures_missing` added: the portraits of its characters, its headers and deck backs
    that have no file in assets/pictures (game/render/pictures.py)."""
    import contextlib
    import io
    import json

    from game.render import pictures

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = module.command(args)
    text = out.getvalue()
    if rc != 0:
        print(text, end="")
        return rc
    c = module.load_content(args.content or module.CONTENT_DIR)
    n = pictures.content_missing(args.game, pictures.content_ids(args.game, c))
    if args.json:
        data = json.loads(text)
        data["pictures_missing"] = n
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(text, end="")
        print(f"  {'pictures missing':<22}{n:>4}")
    return 0


def content(argv: list[str]) -> int:
    """`content colony [--json] [--content DIR]`: load and validate every content file (of DIR
    instead of rules/content/colony when given), then print the counts per kind and per symbol.
    A fault prints `file: card 'id', field 'name': what is wrong` and exits with status 1."""
    import argparse
    import json

    from rules.colony import schema as S
    from rules.colony.content import CONTENT_DIR, load_content
    from rules.core.content import load_for_command

    ap = argparse.ArgumentParser(prog="main.py content", description=content.__doc__)
    from rules import games
    others = [g for g, e in games.GAMES.items() if e.content_module]
    ap.add_argument("game", choices=["colony"] + others)
    ap.add_argument("--json", action="store_true", help="print the counts as one JSON object")
    ap.add_argument("--content", metavar="DIR", help=f"the content folder (default {CONTENT_DIR})")
    args = ap.parse_args(argv)
    if args.game != "colony":   # the registry names the module that checks and counts it
        import importlib
        return _content_with_pictures(importlib.import_module(games.get(args.game).content_module), args)
    folder = args.content or CONTENT_DIR
    c = load_for_command(load_content, folder)
    if c is None:
        return 1
    items = c.items.values()
    counts = {
        "survivors": len(c.survivors),
        "starting_items": sum(i.count for i in items if i.origin == "start"),
        "location_items": {loc: sum(i.count for i in items if i.origin == loc) for loc in S.LOCATIONS},
        "crises": len(c.crises),
        "crossroads": len(c.crossroads),
        "main_objectives": len(c.mains),
        "secret_objectives": len(c.secrets),
        "betrayal_objectives": len(c.betrayals),
        "exiled_objectives": len(c.exiled),
    }
    symbols = {sym: {"items": sum(i.count for i in items if i.symbol == sym),
                     "starting_items": sum(i.count for i in items if i.symbol == sym and i.origin == "start"),
                     "crises": sum(1 for x in c.crises.values() if x.symbol == sym)}
               for sym in S.SYMBOLS}
    from game.render import pictures  # the front end's files; rules/ never imports game/
    pictures_missing = pictures.content_missing("colony", {"survivors": c.survivors, "places": S.PLACES})
    # cards without their line of story (issue 16): survivors, items, crises and objectives
    flavour_missing = sum(1 for table in (c.survivors, c.items, c.crises, c.mains, c.secrets,
                                          c.betrayals, c.exiled)
                          for card in table.values() if not card.flavour)
    if args.json:
        print(json.dumps({"game": args.game, "folder": folder, "counts": counts, "symbols": symbols,
                          "pictures_missing": pictures_missing, "flavour_missing": flavour_missing},
                         indent=2))
        return 0
    print(f"{args.game} content in {folder}: valid")
    print(f"  {'pictures missing':<22}{pictures_missing:>4}")
    print(f"  {'flavour missing':<22}{flavour_missing:>4}")
    for key, n in counts.items():
        if isinstance(n, dict):
            print(f"  {key.replace('_', ' ')}: {sum(n.values())} cards")
            for loc, k in n.items():
                print(f"    {loc:<20}{k:>4}")
        else:
            print(f"  {key.replace('_', ' '):<22}{n:>4}" + (" cards" if key.endswith("items") else ""))
    print(f"  {'per symbol':<22}{'items':>6}{'starting':>10}{'crises':>8}")
    for sym, d in symbols.items():
        print(f"    {sym:<20}{d['items']:>6}{d['starting_items']:>10}{d['crises']:>8}")
    return 0


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()   # `sim --jobs N` from the Windows executable
    try:
        code = main(sys.argv[1:])
        sys.stdout.flush()
    except BrokenPipeError:   # `main.py sim … | head`: the reader has gone, which is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 0
    sys.exit(code)
