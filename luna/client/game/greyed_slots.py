"""An island's tray with every slot of its glass filled (game/tray_slots.py): a kind that
cannot be taken on this island stands greyed in its slot with why, never an empty slot
(Build shrine off the Architect's island, Banish off the Apostate's, a favour's move not
held), so a tray looks the same on every island and a remembered click finds its action.
The reasons are the engine's where it judges the command, else where the figure stands.
No pygame here."""

from __future__ import annotations

from ...engine import Game
from ...text import t
from ..board.targets import Island, Target
from .actions import ORDER, Action, every_reason, island_of
from .choices import FIGURE_OF, elsewhere, island_probes
from .tray_slots import SLOTS, slots_reached


def kind_probe(kind: str, i: int, snap: dict, me: int) -> dict:
    """The plainest command of `kind` from island `i` (for the engine to judge)."""
    other = (i + 1) % len(snap["islands"])
    asked = {p["type"]: p for p in island_probes(Island(i), snap, me)}
    if kind in asked:
        return asked[kind]
    return {"herbs": {"type": "herbs", "player": me, "island": i, "count": 1},
            "tides": {"type": "tides", "player": me, "moves": [
                {"from": i, "active": True, "to": other, "count": 1}]},
            "sailboat": {"type": "sailboat", "player": me, "from": i, "to": other,
                         "count": 1},
            "build_shrine": {"type": "build_shrine", "player": me},
            "banish": {"type": "banish", "player": me, "count": 1},
            }.get(kind, {"type": kind, "player": me, "island": i})


def why_absent(probe: dict, i: int, snap: dict, game: Game) -> str:
    """Why `probe`'s kind stands greyed on island `i`: Build shrine and Banish are taken
    only at their figure's island; else every reason the engine gives, so that no turn is
    spent removing one while another stands; else not from here now."""
    kind = probe["type"]
    if kind in FIGURE_OF and snap[FIGURE_OF[kind]] != i:
        return elsewhere(probe, snap)
    said = every_reason(game, probe)
    return said if said is not None else t("ring.not_from_here")


def every_slot(acts: list[Action], target: Target, snap: dict, me: int,
               game: Game, spare: bool = True) -> list[Action]:
    """`acts` of a tray at `target` with each empty slot of its glass (the slots any
    tray of `me` may reach now) holding its kind greyed with why, in the slots' order.
    `spare`: Herbs and Tides held or not (tray_slots.slots_reached).
    Only an island's tray in the actions phase (a tile's, the candles' and the jetty's
    hold their own few kinds)."""
    i = island_of(target, snap)
    if i is None or snap.get("phase") != "actions":
        return acts
    shown = {a.kind for a in acts}
    out = list(acts)
    for k in range(min(slots_reached(snap, me, spare), len(SLOTS))):
        if shown.isdisjoint(SLOTS[k]):
            probe = kind_probe(SLOTS[k][0], i, snap, me)
            out.append(Action(probe["type"], refused=why_absent(probe, i, snap, game),
                              about=probe))
    return sorted(out, key=lambda a: ORDER.index(a.kind) if a.kind in ORDER else 99)
