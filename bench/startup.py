"""Start-up of the executable beside the source, in one run (issue 9: ≤ 1.5 s to the first title
frame for the executable). Each start draws one title frame under the dummy driver and quits;
the time is the whole process, launch to exit, median of N runs.

    python bench/startup.py [--exe dist/whiteout] [--runs 7] [--json]

Build the executable first with `make exe` (the build time is printed by `make exe`).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(cmd: list[str], runs: int) -> float:
    home = tempfile.mkdtemp(prefix="whiteout-start-")
    env = {k: v for k, v in os.environ.items() if k != "WHITEOUT_DATA"}
    env.update(HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WHITEOUT_DATA=os.path.join(home, "data"))
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=home)
        out.append(time.perf_counter() - t)
    return round(statistics.median(out), 3)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--exe", default=os.path.join(ROOT, "dist", "whiteout"))
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    res = {"source_s": timed([sys.executable, os.path.join(ROOT, "main.py"), "--frames", "1"], args.runs)}
    if os.path.exists(args.exe):
        res["exe_s"] = timed([args.exe, "--frames", "1"], args.runs)
        res["exe_mb"] = round(os.path.getsize(args.exe) / 1e6, 1)
        res["ratio"] = round(res["exe_s"] / res["source_s"], 2)
    else:
        res["exe_s"] = None
        print(f"no executable at {args.exe}: run `make exe` first", file=sys.stderr)
    print(json.dumps(res) if args.json else "\n".join(f"{k}: {v}" for k, v in res.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
