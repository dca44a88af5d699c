"""The game panel's turn line: what it says now, and every form it may take in a game
(the cards stand under the rows the longest takes)."""

from __future__ import annotations

from ...engine.data import ROUNDS
from ...engine.legal import favours_to_act
from ...text import has, kind, t


def status_forms(snap: dict) -> tuple[str, ...]:
    """The statuses this game shows in the panel's turn line: whose turn it is in
    each phase still to come, a round being scored, a move planned, the end. The
    cards stand under the rows the longest takes (panel._turn_rows), the same the
    whole game (a preliminary phase counts while it lasts)."""
    phases = ["actions"] + (["solo_round_start"] if snap["solo_level"] else []) + \
        ([snap["phase"]] if snap["phase"].startswith("preliminary") else [])
    if snap["phase"] == "preliminary_shrine":
        phases.append("preliminary_pairs")
    forms = [t("scoring.status", round=ROUNDS),
             t("phase.game_over"), t("builder.count", count=1),
             t("builder.count", count=2)]
    said = [f"phase.{phase}" for phase in phases]
    if snap["solo_level"]:                  # (solo: the order of play said, status_line)
        said = [f"{k}.solo" if has(f"{k}.solo") else k for k in said]
    for name in snap["names"]:
        forms.append(t("turn_of", name=name))
        forms += [t("your_turn", name=name) + " — " + t(k) for k in said]
    return tuple(forms)


def turn_line(snap: dict, table, looking: bool, scored, mover: int | None,
              building: str | None, legal: list | None = None, fits=None) -> str:
    """The panel's turn line: looking back, a round being scored (`scored`), another
    player's move being shown (`mover`), the end, a move being built (`building`: its
    status), whose turn it is and what the phase asks: that only Meditate is left where
    it is the one command `legal` holds, or the held favour that alone lets the player
    act (F462), where its words `fits` (in the rows the game's own statuses take: a
    longer line would move the cards and the steady tray, F320)."""
    if looking:
        return t("look.status")
    if scored is not None:        # not "X to move" nor "the game is over" while a
        return t("scoring.status", round=scored.round)     # round is being scored
    if mover is not None:         # the move the board shows is still this player's
        return t("turn_of", name=snap["names"][mover])
    if snap["phase"] == "game_over":
        return t("phase.game_over")
    if building is not None:
        return building
    name = snap["names"][snap["to_move"]]
    waiting = table.waiting_for
    if waiting is not None:
        return t("net.waiting_for", name=snap["names"][waiting])
    if table.may_act:        # solo: the person acts till End actions (the engine
        phase = f"phase.{snap['phase']}"   # keeps them to move: the line
        if snap["solo_level"] and has(phase + ".solo"):    # says so)
            phase += ".solo"
        line = t("your_turn", name=name) + " — "
        said = _what_acts(snap, legal, fits, name, line)
        return said if said is not None else line + t(phase)
    return t("turn_of", name=name)


def _what_acts(snap: dict, legal: list | None, fits, name: str, line: str) -> str | None:
    """The action phase's turn line where it says more than "take an action": that only
    Meditate is left (holding favours: that none can act now, else the line reads as
    false, F853), or which held favour is what lets the player act (a faint glow
    alone told too little: with every novice lying the player took Meditate for the
    only choice). Read from the engine's legal commands, never judged here; the first
    form that `fits` (with the player's name, then without), None where none does or
    the phase's own words stand."""
    if snap["phase"] != "actions" or not legal or fits is None:
        return None
    if all(c["type"] == "meditate" for c in legal):
        why = t("phase.meditate_only.favours")        # (the favours held: none usable)
        forms = ([line + why, why] if snap["favours"][snap["to_move"]] else []) + \
            [line + t("phase.meditate_only")]
    else:
        kinds = _favours_to_act(legal)
        if not kinds:
            return None
        named = {"kind": kind(kinds[0])} if len(kinds) == 1 else \
            {"kinds": ", ".join(kind(k) for k in kinds)}
        one = "favour_only" if len(kinds) == 1 else "favours_only"
        forms = [t(f"turn.{one}", name=name, **named), t(f"phase.{one}", **named)]
    return next((form for form in forms if fits(form)), None)


_read: list = [None, ()]      # the legal commands last read, and the favours they ask


def _favours_to_act(legal: list) -> tuple[str, ...]:
    """The engine's favours_to_act, read once a position's legal commands (a frame reads
    the turn line four times, and every frame alike while the position stands)."""
    if _read[0] is not legal:
        _read[:] = [legal, favours_to_act(legal)]
    return _read[1]
