"""Pieces shared by every game engine: rng, actions, decisions, records, content and saves."""
