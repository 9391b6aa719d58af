"""rules/core/memo.py: one answer per content object, kept by identity (content holds dicts and
is not hashable), never mistaken for another object, bounded."""
from __future__ import annotations

from rules.core.memo import by_identity


def test_one_answer_per_object_and_extras_by_identity():
    calls = []

    @by_identity()
    def size(ops, extra=0):
        calls.append(id(ops))
        return len(ops) + extra

    text = [{"op": "morale"}]
    twin = [{"op": "morale"}]        # equal, another object: its own answer
    assert size(text) == 1 and size(text) == 1 and len(calls) == 1
    assert size(twin) == 1 and len(calls) == 2
    assert size(text, 5) == 6 and size(text, 5) == 6 and len(calls) == 3
    text.append({"op": "food"})      # content never changes; a changed object keeps its answer
    assert size(text) == 1


def test_a_recycled_id_is_not_mistaken_and_the_store_is_bounded():
    @by_identity(limit=3)
    def first(ops):
        return ops[0]

    seen = set()
    for k in range(50):               # objects made and dropped: ids come back
        ops = [k]
        assert first(ops) == k
        seen.add(id(ops))
        del ops
    assert len(seen) < 50             # (CPython reuses ids, so the check above was tested)
