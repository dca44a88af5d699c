"""An action's rule in words, from one place: the option's hover and the "Why?" of the
line the action made both say it with these words, so they cannot tell it two ways."""

from __future__ import annotations

from .i18n import has, t


def action_rule(ctype: str, snap: dict | None = None) -> str:
    """The rule of action `ctype`; in a solo game its solo form where the solo rules
    differ (the automaton's expelled novices lie down beside the island of their tile's
    symbol, never on the jetty: NL solo rules, *Tijdens de actiefase*). "" for a command
    with no rule of its own."""
    solo = snap is not None and snap.get("solo_level") is not None
    if solo and has(f"rule.{ctype}.solo"):
        return t(f"rule.{ctype}.solo")
    return t(f"rule.{ctype}") if has(f"rule.{ctype}") else ""
