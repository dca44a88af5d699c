"""Small shared pieces of rules code: refusing, spending favours, using novices."""

from __future__ import annotations

from collections.abc import Callable

from .errors import IllegalCommand
from .state import State

Conditions = tuple[Callable[[], None], ...]   # a command's conditions, each raising


def every_refusal(conditions: Conditions) -> list[IllegalCommand]:
    """The refusal of each condition that fails, in their order (none: allowed)."""
    out = []
    for condition in conditions:
        try:
            condition()
        except IllegalCommand as exc:
            out.append(exc)
    return out


def require_favour(s: State, player: int, kind: str, code: str = "no_favour") -> None:
    """The player holds a `kind` favour; `code` says what it was wanted for."""
    if kind not in s.favours[player]:
        raise IllegalCommand(code, favour=kind)


def require_active(s: State, player: int, island: int, need: int, token: bool) -> None:
    have = s.active[island][player]
    if have < need:
        raise IllegalCommand("need_active_novices_token" if token else "need_active_novices",
                             count=need, island=s.kinds[island], have=have)


def apostate_blocks(solo_level: int | None, apostate: int, island: int,
                    banish: bool = False) -> bool:
    """Solo levels 2-3: the Apostate blocks every action on his island; level 2 still
    allows Banish (rules 6)."""
    if solo_level is None or solo_level < 2 or island != apostate:
        return False
    return not (banish and solo_level == 2)


def require_not_blocked(s: State, *islands: int, banish: bool = False) -> None:
    """Refuses an action the Apostate blocks; `islands` are all those it touches (asked
    only where he stands among them: this check runs for every command weighed)."""
    if s.apostate in islands and apostate_blocks(s.solo_level, s.apostate, s.apostate,
                                                 banish):
        raise IllegalCommand("apostate_blocks", island=s.kinds[s.apostate],
                             level=s.solo_level)


def spend_favour(s: State, player: int, kind: str) -> dict:
    """Return a favour token to its home island."""
    s.favours[player].discard(kind)
    island = s.island_of(kind)
    s.island_favours[island] += 1
    return {"type": "favour_returned", "player": player, "kind": kind, "island": island}


def take_favour(s: State, player: int, island: int) -> dict:
    kind = s.kinds[island]
    s.island_favours[island] -= 1
    s.favours[player].add(kind)
    return {"type": "favour_taken", "player": player, "kind": kind, "island": island}


def use_novices(s: State, player: int, island: int, count: int) -> list[dict]:
    """Novices used for an action go inactive beside their island."""
    if count <= 0:
        return []
    s.active[island][player] -= count
    s.inactive[island][player] += count
    return [{"type": "novices_used", "player": player, "island": island, "count": count}]


def check_novices(s: State, player: int, island: int, need: int, token: bool) -> None:
    """The novices an action uses are there (the novice favour, if used, is held)."""
    if token:
        require_favour(s, player, "novice", "no_novice_favour")
    require_active(s, player, island, need, token)


def spend_novices(s: State, player: int, island: int, need: int, token: bool) -> list[dict]:
    """Use `need` active novices of an island, plus the novice favour standing in."""
    events = use_novices(s, player, island, need)
    if token:
        events.append(spend_favour(s, player, "novice"))
    return events


def gain(s: State, player: int, delta: int, why: str) -> dict | None:
    """Change influence (never below 0); the event carries the real change."""
    new = max(0, s.influence[player] + delta)
    real = new - s.influence[player]
    s.influence[player] = new
    if real == 0 and delta == 0:
        return None
    return {"type": "influence", "player": player, "delta": real, "why": why}
