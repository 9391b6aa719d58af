"""The scenes of the table: title, new game, board, curtain, game over, rulebook, settings,
save/load. Scenes are passed as instances (DESIGN.md)."""
