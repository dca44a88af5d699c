"""Events and commands in words, for the game log, the headless match and replays."""

from __future__ import annotations


def _island(snap: dict, i: object) -> str:
    if i == "jetty":
        return "the jetty"
    if isinstance(i, int) and 0 <= i < len(snap["islands"]):
        return f"the {snap['islands'][i]['kind'].capitalize()} island"
    return "?"


def _who(snap: dict, p: object) -> str:
    if isinstance(p, int) and 0 <= p < len(snap["names"]):
        return snap["names"][p]
    return "Someone"


def _n(k: int, word: str) -> str:
    return f"{k} {word}" if k == 1 else f"{k} {word}s"


def event_text(ev: dict, snap: dict) -> str | None:
    """One line for an event, or None for events that need no line (turn passes)."""
    t = ev.get("type")
    who = _who(snap, ev.get("player"))
    isl = _island(snap, ev.get("island"))
    if t == "influence":
        d = ev["delta"]
        sign = "+" if d >= 0 else "−"
        return f"{who} {sign}{abs(d)} influence ({ev['why']})"
    texts = {
        "shrine_built": lambda: f"{who} builds a shrine on {isl}",
        "novices_placed": lambda: f"{who} places {_n(ev['count'], 'novice')} on {isl}",
        "favour_taken": lambda: f"{who} takes a {ev['kind']} favour",
        "favour_returned": lambda: f"{who} spends the {ev['kind']} favour",
        "novices_used": lambda: f"{who} uses {_n(ev['count'], 'novice')} on {isl}",
        "novice_recruited": lambda: f"{who} recruits a novice on {isl}",
        "novices_woken": lambda: None if ev.get("why") == "round" else (
            f"{who}: {_n(ev['count'], 'novice')} "
            f"{'stands' if ev['count'] == 1 else 'stand'} up on {isl}"),
        "novices_moved": lambda: (f"{who} moves {_n(ev['count'], 'novice')} from "
                                  f"{_island(snap, ev['from'])} to {_island(snap, ev['to'])}"),
        "tile_claimed": lambda: f"{who} claims temple tile {ev['tile']}",
        "tile_consecrated": lambda: f"{who} consecrates tile {ev['tile']} in the temple",
        "novice_expelled": lambda: (f"{who}'s novice on field {ev['field']} is expelled by "
                                    f"{_who(snap, ev['by'])}"),
        "book_moved": lambda: f"{who} moves a Book of Wisdom from {ev['from']} to {ev['to']}",
        "council_moved": lambda: f"{who} advances in the council to seat {ev['to']}",
        "figure_moved": lambda: (f"The {ev['figure'].capitalize()} moves to "
                                 f"{_island(snap, ev['to'])}"),
        "guardian_moved": lambda: f"The Guardian steps onto guardian tile {ev['to_value']}",
        "time_marker": lambda: f"{who} meditates (candle {ev['turned']} of {ev['total']})",
        "round_started": lambda: (f"— Round {ev['round']} — "
                                  f"{_who(snap, ev['start_player'])} starts"),
        "round_scored": lambda: f"Round {ev['round']} is scored",
        "solo_deactivated": lambda: (f"The automaton's {_n(ev['count'], 'novice')} on "
                                     f"{isl} lie down"),
        "solo_no_tile": lambda: "The automaton gets no temple tile this round",
        "novice_to_temple": lambda: f"{who} sends a novice to temple field {ev['field']}",
        "actions_ended": lambda: f"{who} ends the action phase",
        "game_over": lambda: (f"Game over: {_who(snap, ev['winner'])} wins with "
                              f"{ev['scores'][ev['winner']]}"),
    }
    make = texts.get(t)
    return make() if make else None
