"""Island actions: Favour, Recruit, Build shrine, Herbs (rules 3.1-3.4, 3.13).

Each handler checks everything first and raises IllegalCommand before it changes
anything; only then does it change the state and return the events.
"""

from __future__ import annotations

from .common import (
    Conditions,
    check_novices,
    require_favour,
    require_not_blocked,
    spend_favour,
    spend_novices,
    take_favour,
)
from .data import ACTION_FAVOUR
from .errors import IllegalCommand
from .state import State


def novices_needed(s: State, player: int, island: int, token: bool) -> int:
    """Favour and Appointment use 2 novices, 1 where the player has a shrine; the
    novice favour stands in for one."""
    base = 1 if s.shrines[island][player] else 2
    return base - int(token)


def check_favour(s: State, p: int, c: dict) -> None:
    """In the rules' order (3.1): the novices it uses, then the favour (not one held, one
    left), so that a click on an island without your novices says so first."""
    i, token = c["island"], c["novice_token"]
    require_not_blocked(s, i)
    kind = s.kinds[i]
    if token and kind == "novice":
        raise IllegalCommand("token_for_novice_favour")
    check_novices(s, p, i, novices_needed(s, p, i, token), token)
    if kind in s.favours[p]:
        raise IllegalCommand("favour_held", favour=kind)
    if s.island_favours[i] == 0:
        raise IllegalCommand("no_favour_left", favour=kind, island=kind)


def favour(s: State, p: int, c: dict) -> list[dict]:
    check_favour(s, p, c)
    i, token = c["island"], c["novice_token"]
    events = spend_novices(s, p, i, novices_needed(s, p, i, token), token)
    events.append(take_favour(s, p, i))
    return events


def check_recruit(s: State, p: int, c: dict) -> None:
    i, token = c["island"], c["novice_token"]
    require_not_blocked(s, i)
    check_novices(s, p, i, 2 - int(token), token)       # the novices first (rules 3.2)
    if s.supply_novices[p] == 0:
        raise IllegalCommand("no_novice_in_supply")


def recruit(s: State, p: int, c: dict) -> list[dict]:
    check_recruit(s, p, c)
    i, token = c["island"], c["novice_token"]
    events = spend_novices(s, p, i, 2 - int(token), token)
    s.supply_novices[p] -= 1
    s.inactive[i][p] += 1
    events.append({"type": "novice_recruited", "player": p, "island": i})
    return events


def build_shrine_conditions(s: State, p: int, c: dict) -> Conditions:
    """Each condition of Build shrine at the Architect's island (rules 3.3), a shrine
    already there before a missing favour: each raises IllegalCommand when it fails."""
    i, token = s.architect, c["novice_token"]

    def no_shrine_there() -> None:
        if s.shrines[i][p]:
            raise IllegalCommand("shrine_there", island=s.kinds[i])

    def shrine_in_supply() -> None:
        if s.supply_shrines[p] == 0:
            raise IllegalCommand("no_shrine_in_supply")

    return (lambda: require_not_blocked(s, i), no_shrine_there,
            lambda: require_favour(s, p, ACTION_FAVOUR["build_shrine"], "no_shrine_favour"),
            shrine_in_supply,
            lambda: check_novices(s, p, i, 2 - int(token), token))


def check_build_shrine(s: State, p: int, c: dict) -> None:
    for condition in build_shrine_conditions(s, p, c):
        condition()


def build_shrine(s: State, p: int, c: dict) -> list[dict]:
    check_build_shrine(s, p, c)
    i, token = s.architect, c["novice_token"]
    events = spend_novices(s, p, i, 2 - int(token), token)
    events.append(spend_favour(s, p, ACTION_FAVOUR["build_shrine"]))
    s.shrines[i][p] = True
    s.supply_shrines[p] -= 1
    events.append({"type": "shrine_built", "player": p, "island": i})
    return events


def herbs_may_wake(kind: str) -> bool:
    """Herbs wakes novices beside any island but the Herbs island itself (rules 3.4)."""
    return kind != "herbs"


def check_herbs(s: State, p: int, c: dict) -> None:
    i, count = c["island"], c["count"]
    require_not_blocked(s, i)
    require_favour(s, p, ACTION_FAVOUR["herbs"])
    if not herbs_may_wake(s.kinds[i]):
        raise IllegalCommand("herbs_on_herbs")
    if count not in (1, 2):
        raise IllegalCommand("herbs_count")
    if s.inactive[i][p] < count:
        raise IllegalCommand("few_inactive", count=s.inactive[i][p], island=s.kinds[i])


def herbs(s: State, p: int, c: dict) -> list[dict]:
    check_herbs(s, p, c)
    i, count = c["island"], c["count"]
    events = [spend_favour(s, p, ACTION_FAVOUR["herbs"])]
    s.inactive[i][p] -= count
    s.active[i][p] += count
    events.append({"type": "novices_woken", "player": p, "island": i, "count": count})
    return events
