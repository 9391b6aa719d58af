"""Crowd geometry (R-5): a dict {(row, col): card id} on an unbounded square grid.

Adjacency is orthogonal only (R-5.4); a row or column is every card on that line, gaps
included (R-5.5); cards never shift when others leave (R-5.6); the occupied cells' bounding box
never exceeds 6 × 6 (R-5.7, OPEN-R-5); an added citizen goes to an empty cell touching as many
cards as possible (R-11.2–R-11.4).
"""
from __future__ import annotations

LIMIT = 6
SIZES = {1: (3, 3), 2: (3, 3), 3: (3, 4), 4: (4, 4)}   # R-5.3 (rows, columns)
_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def neighbours(rc: tuple) -> list:
    r, c = rc
    return [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]


def adjacent(crowd: dict, rc: tuple) -> list:
    """The occupied cells adjacent to ``rc`` (R-5.4)."""
    r, c = rc
    return [x for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if x in crowd]


def box(cells) -> tuple:
    """(min row, max row, min col, max col) of the cells; None when there are none."""
    if not cells:
        return None
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return min(rows), max(rows), min(cols), max(cols)


def fits(crowd: dict, rc: tuple) -> bool:
    """Whether adding a card at ``rc`` keeps the bounding box within 6 × 6 (R-5.7)."""
    b = box(crowd)
    if b is None:
        return True
    r0, r1, c0, c1 = b
    r, c = rc
    return max(r1, r) - min(r0, r) < LIMIT and max(c1, c) - min(c0, c) < LIMIT


def placements(crowd: dict) -> list:
    """R-11.2–R-11.4: the empty cells an added citizen may go to — those within the 6 × 6 limit
    touching the most cards; (0, 0) for an empty crowd (R-11.3); none when nothing fits
    (OPEN-R-10). Sorted (row, col)."""
    if not crowd:
        return [(0, 0)]
    r0, r1, c0, c1 = box(crowd)
    best, out = 0, []
    seen = set()
    for r, c in crowd:
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if n in crowd or n in seen:
                continue
            seen.add(n)
            nr, nc = n
            if max(r1, nr) - min(r0, nr) >= LIMIT or max(c1, nc) - min(c0, nc) >= LIMIT:
                continue
            k = ((nr - 1, nc) in crowd) + ((nr + 1, nc) in crowd) + ((nr, nc - 1) in crowd) \
                + ((nr, nc + 1) in crowd)
            if k < best:
                continue
            if k > best:
                best, out = k, []
            out.append(n)
    return sorted(out)


def shortest_line(crowd: dict) -> int:
    """The number of cards on the shortest row or column (0 for an empty crowd)."""
    if not crowd:
        return 0
    rows_: dict = {}
    cols_: dict = {}
    for r, c in crowd:
        rows_[r] = rows_.get(r, 0) + 1
        cols_[c] = cols_.get(c, 0) + 1
    return min(min(rows_.values()), min(cols_.values()))


def rows(crowd: dict) -> dict:
    """{row index: [cells left to right]} (R-5.5)."""
    out: dict = {}
    for rc in sorted(crowd):
        out.setdefault(rc[0], []).append(rc)
    return out


def cols(crowd: dict) -> dict:
    """{column index: [cells top to bottom]} (R-5.5)."""
    out: dict = {}
    for rc in sorted(crowd, key=lambda x: (x[1], x[0])):
        out.setdefault(rc[1], []).append(rc)
    return out


def lines(crowd: dict) -> list:
    """Every row then every column: [(axis, index, cells)]."""
    return ([("row", k, v) for k, v in rows(crowd).items()] +
            [("col", k, v) for k, v in cols(crowd).items()])


def line_cells(crowd: dict, axis: str, at: int) -> list:
    if axis == "row":
        return sorted(rc for rc in crowd if rc[0] == at)
    return sorted((rc for rc in crowd if rc[1] == at), key=lambda x: x[0])


def grid(rows_: int, cols_: int, n: int) -> list:
    """The first ``n`` cells of a rows × cols crowd dealt row after row (R-5.1, R-5.2, OPEN-R-3)."""
    return [(r, c) for r in range(rows_) for c in range(cols_)][:n]


__all__ = ["LIMIT", "SIZES", "adjacent", "box", "cols", "fits", "grid", "line_cells", "lines",
           "neighbours", "placements", "rows", "shortest_line"]
