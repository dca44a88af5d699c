"""What the hot seat's hand-over card tells: everything since its person's own last move.

The log's lines since that move (the others' moves, a round's scoring, where the figures
went, the next round's start), in order, so that the round they belong to reads as one
block: a new round's first line stands after a gap. A player's several influence lines of
one command (a scoring's temple, Apostate, Moon Priestess) are said as one, their sum with
its parts. What does not fit the card folds from the oldest end into one line that sends
the reader to the game log: the latest lines, the ones that shaped the board the person
now sees, always stand.
"""

from __future__ import annotations

from typing import NamedTuple

from ...text import t

INFLUENCE = "influence"
NEW_ROUND = "round_started"


class Told(NamedTuple):
    """One line of the card: its words, colour, and whether a new round begins with it."""
    words: str
    colour: tuple
    new_round: bool = False


def since(view, seat: int) -> list[Told]:
    """The log's lines told since `seat`'s own last command (a computer's reasons left
    out), each player's influence lines of one command summed into one."""
    log = view.game.log
    own = max((k for k, cmd in enumerate(log) if cmd.get("player") == seat), default=-1)
    caused = [(words.strip(), colour, cause)
              for (words, colour), cause in zip(view.log.lines, view.log.causes, strict=False)
              if cause is not None and cause.index > own]
    out: list[Told] = []
    merged: dict[tuple[int, int], int] = {}        # (command, player) -> its line in `out`
    parts: dict[int, list[dict]] = {}              # that line -> its influence events
    for words, colour, cause in caused:
        ev = cause.event
        if ev.get("type") == INFLUENCE:
            key = (cause.index, ev.get("player"))
            if key in merged:
                parts[merged[key]].append(ev)
                continue
            merged[key] = len(out)
            parts[len(out)] = [ev]
        out.append(Told(words, colour, ev.get("type") == NEW_ROUND))
    names = view.snap["names"]
    for at, evs in parts.items():
        p = evs[0].get("player")
        if len(evs) > 1 and isinstance(p, int) and 0 <= p < len(names):
            out[at] = out[at]._replace(words=summed(evs, names[p]))
    return out


def summed(evs: list[dict], who: str) -> str:
    """One player's influence events as one line: the sum, then each part."""
    total = sum(ev["delta"] for ev in evs)
    why = ", ".join(f"{t('why.' + ev['why'])} {signed(ev['delta'])}" for ev in evs)
    return t("log.influence", who=who, delta=signed(total), why=why)


def signed(n: int) -> str:
    return f"{'+' if n >= 0 else '−'}{abs(n)}"


def fitted(heights: list[int], room: int, fold: int) -> int:
    """How many of the newest lines (their `heights`) the card shows in `room`: all
    that fit, or, where not all do, as many as fit beside the fold line (`fold` high)."""
    if sum(heights) <= room:
        return len(heights)
    kept, used = 0, fold
    for h in reversed(heights):
        if used + h > room:
            break
        used += h
        kept += 1
    return kept
