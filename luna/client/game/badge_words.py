"""A tray's tiles' badges said in words (what each uses and brings, as the engine's dry
run of its move counts), for the first trays a player opens: the badges ("−2" and a
novice, "+3") mean little until a tile is pointed at. No pygame here."""

from __future__ import annotations

from ...text import kind, t
from .actions import Action

SAID = 3            # the tiles a tray's tip names (the first of the tray's order)


def tile_words(act: Action, game) -> str | None:
    """"Recruit: uses 2 novices, brings 1 new novice (inactive)": what a usable tile's
    badges say; None for a tile without badges in words (a move built on the board, a
    refused tile, the automaton's Lie down)."""
    if not act.enabled or act.builder:
        return None
    eff = act.effect(game)
    if eff is None or eff.them is not None:
        return None
    parts = []
    if eff.novices:
        parts.append(t("badge.uses", count=eff.novices))
    parts += [t("badge.returns", kind=kind(k)) for k in eff.spends]
    if act.kind == "council" and eff.seat is not None:
        parts.append(t("badge.seat", seat=eff.seat))
    elif eff.influence:
        parts.append(t("badge.influence", count=eff.influence))
    elif eff.woken:
        parts.append(t("badge.woken", count=eff.woken))
    elif eff.recruited:
        parts.append(t("badge.recruited", count=eff.recruited))
    if not parts:
        return None
    return t("badge.tile", action=t(f"ring.{act.kind}"), said=", ".join(parts))


def tray_words(actions: list[Action], game) -> str | None:
    """The tip of a tray's badges: what they are, then the first tiles' in words."""
    said = [w for w in (tile_words(a, game) for a in actions) if w][:SAID]
    if not said:
        return None
    return t("tip.badges", tiles=" ".join(said))
