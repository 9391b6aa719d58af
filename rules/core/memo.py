"""One answer per content object: ``@by_identity()`` on a function of a card text, a card or
the content's definitions (never changed once loaded), and of hashable extras.

Content holds dicts, so it is not hashable: the answer is kept by the object's identity, the
object held beside it so that a new object at a recycled ``id`` is never mistaken for the old
one. Only objects made on the fly (a test's text, a copied definition) add entries beyond the
content's own: past ``limit`` entries the store starts again."""
from __future__ import annotations

import functools


def by_identity(limit: int = 8192):
    def wrap(fn):
        store: dict = {}

        if fn.__code__.co_argcount == 1:   # (most: a text alone, asked many times a decision)
            def memo(obj):
                hit = store.get(id(obj))
                if hit is None or hit[0] is not obj:
                    if len(store) > limit:
                        store.clear()
                    hit = store[id(obj)] = (obj, fn(obj))
                return hit[1]
        else:
            def memo(obj, *extra):
                key = (id(obj), *extra)
                hit = store.get(key)
                if hit is None or hit[0] is not obj:
                    if len(store) > limit:
                        store.clear()
                    hit = store[key] = (obj, fn(obj, *extra))
                return hit[1]

        functools.update_wrapper(memo, fn)

        memo.cache_clear = store.clear
        return memo
    return wrap
