"""Crowd geometry (R-5): a dict {(row, col): card id} on an unbounded square grid.

Adjacency is orthogonal only (R-5.4); a row or column is every card on that line, gaps
included (R-5.5); cards never shift when others leave (R-5.6); no row and no column ever holds
more than 6 cards (R-5.7, OPEN-R-5 as seed 004 words it, docs/decisions.md: a line with gaps may
span more than 6 cells); an added citizen goes to an empty cell touching as many cards as
possible (R-11.2–R-11.4); a short deck deals complete rows only (R-5.2, OPEN-R-3).
"""
from __future__ import annotations

LIMIT = 6        # OPEN-R-5: the most cards a row or a column may hold
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


def line_counts(crowd: dict) -> tuple:
    """({row: cards on it}, {column: cards on it}) — R-5.5: gaps do not split a line."""
    rows_: dict = {}
    cols_: dict = {}
    for r, c in crowd:
        rows_[r] = rows_.get(r, 0) + 1
        cols_[c] = cols_.get(c, 0) + 1
    return rows_, cols_


def fits(crowd: dict, rc: tuple) -> bool:
    """Whether a card added at the empty cell ``rc`` leaves every row and column with at most 6
    cards (R-5.7, OPEN-R-5)."""
    rows_, cols_ = line_counts(crowd)
    return rows_.get(rc[0], 0) < LIMIT and cols_.get(rc[1], 0) < LIMIT


def overfull(crowd: dict) -> list:
    """[(axis, index, cards)] for every row and column holding more than 6 cards (R-5.7): none in
    a legal crowd (the position builder and the invariants check this)."""
    rows_, cols_ = line_counts(crowd)
    return ([("row", k, n) for k, n in sorted(rows_.items()) if n > LIMIT] +
            [("col", k, n) for k, n in sorted(cols_.items()) if n > LIMIT])


def placements(crowd: dict) -> list:
    """R-11.2–R-11.4: the empty cells an added citizen may go to — among the cells touching the
    crowd whose row and column hold fewer than 6 cards (R-5.7, OPEN-R-5), those touching the most
    cards; (0, 0) for an empty crowd (R-11.3); none when no cell touching the crowd is legal, as
    with a full 6 × 6 block (OPEN-R-10, docs/decisions.md). Sorted (row, col)."""
    if not crowd:
        return [(0, 0)]
    rows_, cols_ = line_counts(crowd)
    best, out = 0, []
    seen = set()
    for r, c in crowd:
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if n in crowd or n in seen:
                continue
            seen.add(n)
            nr, nc = n
            if rows_.get(nr, 0) >= LIMIT or cols_.get(nc, 0) >= LIMIT:
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
    rows_, cols_ = line_counts(crowd)
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
    """The cells of a rows × cols crowd dealt row after row from ``n`` cards (R-5.1): with too few
    cards for the whole crowd, complete rows only (R-5.2, OPEN-R-3: seed 004 says "выкладывайте
    полноценные ряды карт", docs/decisions.md); the cards left over stay in the deck."""
    full = min(rows_, n // cols_) if cols_ else 0
    return [(r, c) for r in range(full) for c in range(cols_)]


__all__ = ["LIMIT", "SIZES", "adjacent", "box", "cols", "fits", "grid", "line_cells",
           "line_counts", "lines", "neighbours", "overfull", "placements", "rows", "shortest_line"]
