"""The guided game's notes: explanations that are not moves (the opening, the first
round's scoring told with this game's own numbers, the figures moving, the final
scoring). A note is keyed by what happened, shown once and remembered in the tutorial
save, so the lesson's step stays "the number of the learner's moves"."""

from __future__ import annotations

from typing import NamedTuple

from ...ai.levels import LEVELS
from ...engine import Game, new_game
from ...text import island, t
from .lessons import STEPS

SCORED_ROUND = 1          # the round whose scoring the lesson explains


TOLD_WITH_NUMBERS = frozenset({"scoring", "figures", "done", "final"})   # notes that tell
#   the board's numbers: they stand once it is still and the panel has counted its scores


class Note(NamedTuple):
    key: str
    title: str
    body: str
    button: str             # the text key of its button


def round_scored(game: Game, rnd: int = SCORED_ROUND) -> dict | None:
    """The engine's `round_scored` event of round `rnd`, replayed from the log (None
    while that round is not scored yet)."""
    snap = game.snapshot()
    if snap["round"] <= rnd and snap["phase"] != "game_over":
        return None
    h = game.header
    g = new_game(**{k: h.get(k) for k in ("players", "seed", "setup", "solo_level",
                                          "colours", "names", "options", "seats")},
                 rules=h.get("rules", 1))
    found = None
    for cmd in game.log:
        for e in g.apply(cmd):
            if e["type"] == "round_scored" and e["round"] == rnd:
                found = dict(e, moves=[])
            elif found is not None and e["type"] in ("figure_moved", "guardian_moved"):
                found["moves"].append(e)
        if found is not None:
            return found
    return None


def figures_text(scored: dict, snap: dict) -> str:
    """Where this round's end took the figures and the Guardian (from its events)."""
    where = {e["figure"]: island(snap["islands"][e["to"]]["kind"])
             for e in scored.get("moves", ()) if e["type"] == "figure_moved"}
    guard = next((e["to_value"] for e in scored.get("moves", ())
                  if e["type"] == "guardian_moved"), None)
    if len(where) < 3 or guard is None:
        return t("tutorial.note.figures")
    return t("tutorial.note.figures") + " " + t(
        "tutorial.note.figures.here", priestess=where["priestess"],
        builder=where["architect"], apostate=where["apostate"], guardian=guard)


def _points(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def scoring_text(event: dict, names: list[str]) -> str:
    """A round's scoring in words, with the numbers of its `round_scored` event."""
    parts = [t("tutorial.note.scoring")]
    pri = event["priestess"]
    if pri:
        parts.append(t("tutorial.note.priestess", counts=", ".join(
            f"{names[r['player']]} {r['count']}" for r in pri)))
        paid = [r for r in pri if r["points"]]
        if len(paid) > 1 and paid[0]["count"] == paid[1]["count"]:
            parts.append(t("tutorial.note.tie", first=names[paid[0]["player"]],
                           big=paid[0]["points"], second=names[paid[1]["player"]],
                           small=paid[1]["points"]))
        elif len(paid) > 1:
            parts.append(t("tutorial.note.places2", first=names[paid[0]["player"]],
                           big=paid[0]["points"], second=names[paid[1]["player"]],
                           small=paid[1]["points"]))
        elif paid:
            parts.append(t("tutorial.note.places", first=names[paid[0]["player"]],
                           big=paid[0]["points"]))
    if event["apostate"]:
        parts.append(t("tutorial.note.apostate", losses=", ".join(
            f"{names[r['player']]} {_points(r['points'])}" for r in event["apostate"])))
    if event["temple"]:
        parts.append(t("tutorial.note.temple", gains=", ".join(
            f"{names[r['player']]} {_points(r['points'])}" for r in event["temple"])))
    return " ".join(parts)


def final_text(snap: dict) -> str:
    final, names = snap["final"], snap["names"]
    lines = [t("tutorial.note.final")]
    for p, b in enumerate(final["breakdown"]):
        lines.append(t("tutorial.note.final.line", name=names[p], shrines=_points(b["shrines"]),
                       favours=_points(b["favours"]), council=_points(b["council"]),
                       score=final["scores"][p]))
    lines.append(t("tutorial.note.final.won", name=names[final["winner"]]))
    lines.append(t("tutorial.note.final.next." + ("won" if final["winner"] == 0 else "lost"),
                   **_next()))
    return " ".join(lines)


LEVEL_MARGIN = 3          # influence within which the two stand "level" at the script's end


def done_text(snap: dict) -> str:
    """The script's end in a kind light: the standing in this round, what the learner's
    shrines and temple novices will still bring, and what to do next (this game on to its
    end, then a game of one's own against the weakest level)."""
    mine, theirs = snap["influence"][0], snap["influence"][1]
    if mine - theirs > LEVEL_MARGIN:
        how = "ahead"
    elif theirs - mine > LEVEL_MARGIN:
        how = "behind"
    else:
        how = "level"
    return " ".join((t(f"tutorial.done.{how}", mine=mine, theirs=theirs,
                       name=snap["names"][1], round=snap["round"]),
                     t("tutorial.done.still"),
                     t("tutorial.done.next", **_next())))


def _next() -> dict:
    """What a next game is called: the menu's New game, against the weakest level."""
    return {"new": t("menu.new"), "level": t(f"level.{LEVELS[0]}")}


def script_done(game: Game) -> bool:
    """Every step of the script played (the learner's moves counted, as the table does)."""
    return sum(1 for c in game.log if c["player"] == 0) >= len(STEPS)


def due_note(game: Game, seen: set[str], scored: dict | None) -> Note | None:
    """The first note not yet seen whose moment has come (`scored`: round 1's
    `round_scored` event, once there is one)."""
    names = game.snapshot()["names"]
    if "intro" not in seen:
        return Note("intro", t("tutorial.note.intro.title"), t("tutorial.note.intro"),
                    "tutorial.continue")
    if scored is not None and "scoring" not in seen:
        return Note("scoring", t("tutorial.note.scoring.title", round=scored["round"]),
                    scoring_text(scored, names), "tutorial.continue")
    if scored is not None and "figures" not in seen:
        return Note("figures", t("tutorial.note.figures.title"),
                    figures_text(scored, game.snapshot()), "tutorial.continue")
    if script_done(game) and game.to_move == 0 and not game.is_over and "done" not in seen:
        # (at the learner's turn: the standing read stays still, the computer waits)
        return Note("done", t("tutorial.done.title"), done_text(game.snapshot()),
                    "tutorial.free.title")
    if game.is_over and "final" not in seen:
        return Note("final", t("tutorial.note.final.title"), final_text(game.snapshot()),
                    "tutorial.note.results")
    return None
