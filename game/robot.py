"""The robot: plays whole games through the real scene stack by posting mouse events only.

Every seat is a person. Each frame the robot looks at the hotspots the visible scenes drew and
clicks one of the highlighted choices (or, when there is none, the "go on" button such as the
curtain's), by posting a mouse button press and release at its centre. It never calls the
engine. A frame recorder checks, every frame, that nothing secret to a seat other than the
viewer who lifted the curtain was drawn (DESIGN.md: the shared screen).

    python main.py robot --game colony --players 2..5 --games N --seed S [--json]
    python main.py robot --game colony --first-game [--json]   (the title's guided first game)
    python main.py robot --game colony --people 2 --bots normal   (the bots search, issue 18)

``--bots`` quick / normal / strong: the bots think as Settings' bot strength makes them, through
the table's worker thread (game/session.py), but ``--think-rounds`` rounds a decision instead of
the strength's time, so the same seed plays the same game; default: the heuristic bot at once.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter

MAX_FRAMES = 60000
STUCK_FRAMES = 800
THINK_FRAMES = 2   # frames drawn between two clicks, as a person looks before clicking
THINK_ROUNDS = 4   # a searching bot's rounds a decision (--think-rounds): a quick, fixed budget


class Robot:
    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.clicks = 0
        self.confirmed = None   # the seat whose player lifted the curtain (what the robot clicked)

    def candidates(self):
        scenes = self.app.visible()
        for scene in reversed(scenes):   # the top scene first: it takes the input
            hs = [h for h in scene.hotspots if h.enabled and h.action is not None]
            choice = [h for h in hs if h.role == "choice"]
            if choice:
                return choice
            advance = [h for h in hs if h.role == "advance"]
            if advance:
                return advance
            if scene.overlay and hs:
                return []
            if not scene.overlay:
                break
        return []

    def click(self, h) -> None:
        import pygame
        pos = h.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.clicks += 1
        if h.key == "reveal":
            top = self.app.top
            self.confirmed = getattr(top, "seat", None)


def play_one(players: int, seed: int, size=(1280, 720), lang="en", check_leaks=True,
             game_id: str = "colony", people: int | None = None, first_game: bool = False,
             bots: str | None = None, think_rounds: int = THINK_ROUNDS) -> dict:
    """One whole game by mouse; ``people``: how many seats (the first ones) are people, the
    others bots that play by themselves (default: every seat a person). ``first_game``: the
    table's first game started as the title starts it (its seats and options; ``players``,
    ``people`` and ``seed`` then only seed the robot's clicks). ``bots``: a bot strength
    (game.settings.BOT_STRENGTHS): the bots search in the table's worker thread,
    ``think_rounds`` rounds a decision; None: the heuristic bot."""

    from game import tables
    from game.app import App
    from game.render import record
    from game.session import SeatConfig, Session
    from game.settings import Settings

    table = tables.get(game_id)
    rng = random.Random(seed)
    settings = Settings(language=lang, anim_speed=4.0, bot_pace=0.0)
    app = App(size=size, settings=settings, audio=False)
    if first_game:
        table.first_game(app)
        board = app.top
        session = board.session
    else:
        session = Session.new(game_id, table.robot_options(players, seed),
                              [SeatConfig(f"P{i + 1}", human=people is None or i < people)
                               for i in range(players)])
        board = table.board(app, session)
        app.push(board)
    session.strength, session.rounds = bots, think_rounds
    robot = Robot(app, rng)
    # one person at the table: no curtain, that person looks all the time
    robot.confirmed = session.viewer if len(session.humans) == 1 else None
    rec = record.start() if check_leaks else None
    kinds: Counter = Counter()
    leaks: list[str] = []
    last_len, still = -1, 0
    frames = 0
    waited = 0   # frames drawn while a bot thought: not counted against MAX_FRAMES
    guided = 0   # frames in which a first-game guide spoke
    error = None
    try:
        while frames - waited < MAX_FRAMES:
            s = board.session
            g = s.game
            if g.pending is None and any(type(x).__name__ == "GameOverScene" for x in app.stack):
                app.frame(0.05)
                break
            before = (len(g.log), g.pending.kind if g.pending else None)
            thinking = s.bot_thinking()
            if thinking:
                time.sleep(0.002)   # the worker has the processor; the table still draws
            app.frame(0.05)
            frames += 1
            waited += thinking
            kinds_up = [type(x).__name__ for x in app.stack]
            if len(kinds_up) != len(set(kinds_up)):
                raise RuntimeError(f"a scene is on the stack twice: {kinds_up}")
            if type(app.top).__name__ == "CurtainScene":
                robot.confirmed = None   # the curtain is up: nobody's secrets may show
            if len(s.humans) > 1 and any(x.everyone_looks for x in app.stack):
                robot.confirmed = None   # a reveal the whole table looks at: nor under it
            if len(s.humans) > 1 and (g.pending is None or g.pending.seat != robot.confirmed) \
                    and (s.looking is None or s.looking != robot.confirmed):
                # issue 15: a person looks only while the decision is theirs — or while they
                # look at what their last action showed them alone, until they click Done
                # (``Session.looking``); a bot's move, another person's, or the game's end are
                # watched by everyone
                robot.confirmed = None
            if rec is not None:
                # one human at a time sees the table: the one the robot let through the curtain
                ids, strings = table.secrets_of_others(g, robot.confirmed)
                bad = [c for c in rec.cards if c in ids] + [t for t in rec.strings if t in strings]
                if bad:
                    leaks.append(f"frame {frames} viewer {s.viewer}: {sorted(set(bad))[:5]}")
            if len(g.log) > before[0]:
                kinds[before[1]] += len(g.log) - before[0]
                if s.last_thought is not None and s.last_thought.error:
                    raise RuntimeError(f"a bot's search failed: {s.last_thought.error}")
            if len(g.log) == last_len and not thinking:
                still += 1
                if still > STUCK_FRAMES:
                    keys = [h.key for sc in app.visible() for h in sc.hotspots][:40]
                    raise RuntimeError(f"stuck at {g.pending and g.pending.kind}: hotspots {keys}")
            else:
                last_len, still = len(g.log), 0
            if app.top is board:
                board.robot_check()   # the table's own rule of what must be on screen
                box = getattr(board, "guide_box", None)
                if box is not None:   # a first-game guide speaks: it covers no choice
                    guided += 1
                    under = [h.key for h in board.hotspots if h.role == "choice"
                             and h.rect.colliderect(box)]
                    if under:
                        raise RuntimeError(f"the guide covers choices {under[:5]}")
            cands = robot.candidates() if frames % (THINK_FRAMES + 1) == 0 else []
            if cands:
                robot.click(rng.choice(cands))
        else:
            raise RuntimeError("the game did not end")
    except Exception:
        error = traceback.format_exc()
    finally:
        record.stop()
    g = board.session.game
    completed = g is not None and g.outcome is not None and error is None
    return {"completed": completed, "error": error, "leaks": leaks, "clicks": robot.clicks,
            "frames": frames, "decisions": dict(kinds), "actions": len(g.log) if g else 0,
            "frame_ms": list(app.frame_ms), "guided_frames": guided}


def run(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="main.py robot")
    from game import tables
    ap.add_argument("--game", default="colony", choices=[t.game_id for t in tables.available()])
    ap.add_argument("--players", default="4", help="a count or a range, e.g. 2..5")
    ap.add_argument("--people", type=int, default=None,
                    help="how many seats are people (the rest bots); default: every seat")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--first-game", action="store_true",
                    help="play the title's first game (its fixed seats and setup, with its guide)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="en", choices=("en", "ru"))
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--json", action="store_true")
    from game.settings import BOT_STRENGTHS
    ap.add_argument("--bots", default=None, choices=BOT_STRENGTHS,
                    help="the bots search at this strength (default: the heuristic bot)")
    ap.add_argument("--think-rounds", type=int, default=THINK_ROUNDS,
                    help="with --bots: a search decision's rounds (the same game for the seed)")
    args = ap.parse_args(argv)
    from rules import games
    from rules.core.sim import player_counts
    fewest, most = games.get(args.game).players
    counts = player_counts(ap, args.players, fewest, most)   # a clear error, not a traceback
    if args.people is not None and args.people < 0:
        ap.error("--people cannot be negative")
    from game.app import init_headless
    init_headless("robot")
    size = tuple(int(x) for x in args.size.split("x"))
    t0 = time.time()
    total = {"games": 0, "completed": 0, "errors": 0, "leaks": 0, "clicks": 0, "frames": 0,
             "actions": 0, "guided_frames": 0}
    kinds: Counter = Counter()
    failures = []
    for k in range(args.games):
        players = counts[k % len(counts)]
        seed = args.seed + k
        r = play_one(players, seed, size, args.lang, game_id=args.game,
                     people=None if args.people is None else min(args.people, players),
                     first_game=args.first_game, bots=args.bots,
                     think_rounds=args.think_rounds)
        total["games"] += 1
        total["completed"] += int(r["completed"])
        total["errors"] += int(r["error"] is not None)
        total["leaks"] += len(r["leaks"])
        total["clicks"] += r["clicks"]
        total["frames"] += r["frames"]
        total["actions"] += r["actions"]
        total["guided_frames"] += r["guided_frames"]
        kinds.update(r["decisions"])
        if r["error"] or r["leaks"]:
            failures.append({"players": players, "seed": seed, "error": r["error"],
                             "leaks": r["leaks"][:5]})
        if not args.json:
            print(f"game {k + 1}: {players} players, seed {seed}: "
                  f"{'completed' if r['completed'] else 'NOT completed'}, {r['actions']} actions, "
                  f"{r['clicks']} clicks, {len(r['leaks'])} leaks", flush=True)
    total["seconds"] = round(time.time() - t0, 1)
    total["decisions_by_kind"] = dict(sorted(kinds.items()))
    # every kind the table answers is either met above or named here with why it was not
    table = tables.get(args.game)
    total["decisions_unreached"] = {k: table.unreached.get(k, "not met in these games")
                                    for k in sorted(table.decision_kinds - set(kinds))}
    total["failures"] = failures
    if args.json:
        print(json.dumps(total))
    else:
        print(json.dumps({k: v for k, v in total.items() if k != "failures"}, indent=1))
        for f in failures:
            print(f"FAILED players={f['players']} seed={f['seed']}", file=sys.stderr)
            if f["error"]:
                print(f["error"], file=sys.stderr)
            for leak in f["leaks"]:
                print("  leak:", leak, file=sys.stderr)
    ok = total["completed"] == total["games"] and not total["leaks"]
    return 0 if ok else 1
