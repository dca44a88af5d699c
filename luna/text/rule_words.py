"""An action's rule in words, from one place: the option's hover and the "Why?" of the
line the action made both say it with these words, so they cannot tell it two ways."""

from __future__ import annotations

from .i18n import has, table_rule


def action_rule(ctype: str, snap: dict | None = None) -> str:
    """The rule of action `ctype` in the form of the game's table (table_rule); "" for a
    command with no rule of its own."""
    return table_rule(f"rule.{ctype}", snap) if has(f"rule.{ctype}") else ""
