"""Events in words, for the game log, the headless match and replays.

The words come from the string catalogues (i18n.py), so the log speaks the player's
language; the command line uses English. A computer player's reason is reason_words',
a Hint's words hint_advice's, a move's change to the score score_words'.
"""

from __future__ import annotations

from .i18n import kind as kind_name
from .i18n import t
from .moves import from_place, player_name
from .moves import place_name as _island


def setup_of(events: list[dict]) -> bool:
    """Whether these are the events of the preliminary round's last pair, whose favours
    every player takes by the setup's rule (not by an action)."""
    return any(e.get("type") == "novices_placed" for e in events)


def by_player(ev: dict) -> int | None:
    """The player whose action moved a figure (a Banish), None for the round's moves."""
    by = ev.get("by")
    return by if isinstance(by, int) and not isinstance(by, bool) else None


# event type -> the keys of the event that its line needs, besides who/island/count
SIMPLE = ("shrine_built", "novices_placed", "novices_used", "novice_recruited",
          "tile_claimed", "tile_consecrated", "book_moved", "council_moved",
          "actions_ended", "solo_no_tile", "solo_deactivated", "novice_to_temple",
          "round_scored")


def event_text(ev: dict, snap: dict, setup: bool = False) -> str | None:
    """One line for an event, or None for events that need no line (turn passes);
    `setup`: it is one of the preliminary round's last events (setup_of)."""
    et = ev.get("type")
    who = player_name(snap, ev.get("player"))
    fmt = {"who": who, "island": _island(snap, ev.get("island")), "count": ev.get("count"),
           "tile": ev.get("tile"), "field": ev.get("field"), "src": ev.get("from"),
           "dst": ev.get("to"), "round": ev.get("round")}
    if et == "influence":
        d = ev["delta"]
        return t("log.influence", who=who, delta=f"{'+' if d >= 0 else '−'}{abs(d)}",
                 why=t(f"why.{ev['why']}"))
    if et in SIMPLE:
        return t(f"log.{et}", **fmt)
    if et == "favour_taken" and setup:     # the preliminary round's end: said why
        return t("log.favour_taken.setup", who=who, kind=kind_name(ev["kind"]))
    if et in ("favour_taken", "favour_returned"):
        return t(f"log.{et}", who=who, kind=kind_name(ev["kind"]))
    if et == "novices_woken":
        return None if ev.get("why") == "round" else t("log.novices_woken", **fmt)
    if et == "novices_moved":       # a Tides move says which of the island's it took
        lying = isinstance(ev["from"], int) and not ev.get("from_active", True)
        return t("log.novices_moved" + (".inactive" if lying else ""), who=who,
                 count=ev["count"],
                 src=from_place(snap, ev["from"]), dst=_island(snap, ev["to"]))
    if et == "novice_expelled":
        return t("log.novice_expelled", who=who, field=ev["field"], by=player_name(snap, ev["by"]))
    if et == "figure_moved" and by_player(ev) is not None:      # a Banish: who sent him on
        return t("log.banished", who=player_name(snap, ev["by"]), island=_island(snap, ev["to"]))
    if et == "figure_moved":
        return t(f"log.figure_moved.{ev['figure']}", island=_island(snap, ev["to"]))
    if et == "guardian_moved":
        return t("log.guardian_moved", value=ev["to_value"])
    if et == "time_marker" and ev["turned"] >= ev["total"]:    # the last: the round ends
        return t("log.time_marker.last", who=who)
    if et == "time_marker":
        return t("log.time_marker", who=who, turned=ev["turned"], total=ev["total"])
    if et == "round_started" and snap.get("solo_level") is not None:
        return t("log.round_started.solo", round=ev["round"])
    if et == "round_started":
        return t("log.round_started", round=ev["round"], who=player_name(snap, ev["start_player"]))
    if et == "game_over":
        return t("log.game_over", who=player_name(snap, ev["winner"]),
                 score=ev["scores"][ev["winner"]])
    return None


def round_heading(snap: dict) -> str:
    """What the moment is called, the same in the panel's heading, the log's first line
    and the look back: the preliminary round comes before the six rounds (the rulebooks:
    "1. Preliminary round", "2. Play: 6 rounds"), so while the pieces are placed it is
    never "Round 1 of 6": one name for the moment everywhere (F103)."""
    if snap["phase"].startswith("preliminary"):
        return t("panel.preliminary")
    return t("panel.round", round=snap["round"])


def start_player_text(header: dict, snap: dict) -> str | None:
    """Who takes the game's first turn and why, for the log's opening of a dealt game:
    the setup chooses the start player at random. None in the solo game (the person
    always plays first; its rounds' lines say so) and in a game continued from a
    position (its start player was not chosen by the deal)."""
    if snap.get("solo_level") is not None or header.get("setup") not in ("intro", "random"):
        return None
    return t("log.start_player", who=player_name(snap, snap.get("start_player")))
