"""Another player's pieces clicked (their novices on or beside an island, their shrine)
where that click opens no tray: they are named as their hover text names them, with the
rule that you act only with your own pieces (rules 3, "only own pieces are used"). A
click never does nothing unsaid; a tray the island offers still opens as before."""

from __future__ import annotations

from ...text import lines, t
from ..board.targets import Group, Shrine, Target
from .actions import actions_at
from .tooltips import tooltip


def named(target: Target | None, view) -> str | None:
    """The words for a click on `target` when it is another player's novices or shrine
    and nothing of yours may act there now (else None: the click does what it did)."""
    me = view.game.to_move
    if not isinstance(target, Group | Shrine) or target.player == me:
        return None
    if any(a.enabled for a in actions_at(target, view.legal, view.snap, me)):
        return None                       # (the island's tray opens)
    words = tooltip(target, view.snap)
    return None if words is None else lines(words, t("click.others_pieces"))
