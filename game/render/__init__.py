"""Drawing helpers: text, cards, standees, tokens, layout (our own render code, DESIGN.md)."""
