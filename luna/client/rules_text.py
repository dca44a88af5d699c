"""The in-game rules screen: the rules of Luna in our own words, per language."""

from __future__ import annotations

from ..text import t


def rules_html() -> str:
    """Rules as the limited HTML pygame-gui's text box understands."""
    return t("rules.body")
