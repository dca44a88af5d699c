"""Widgets the screens share: fonts, hover texts, the panel, buttons and bars,
overlays and the game log."""
