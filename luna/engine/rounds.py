"""The flow of a round: turns, meditation, the scoring phase and the moves between rounds."""

from __future__ import annotations

from .common import gain
from .data import ARCHITECT_STEP, ISLANDS, ROUNDS, priestess_payout
from .errors import IllegalCommand
from .scoring import final_scoring, score_round, spared_by_apostate
from .state import State


def next_turn(s: State) -> list[dict]:
    """Pass the turn clockwise (in the solo game the person always moves)."""
    if not s.solo:
        s.to_move = (s.to_move + 1) % s.players
    return [{"type": "turn", "player": s.to_move}]


def check_meditate(s: State, p: int, c: dict) -> None:
    if s.solo:
        raise IllegalCommand("solo_no_meditation")
    if s.time_turned >= s.time_total:
        raise IllegalCommand("all_time_turned")


def meditate(s: State, p: int, c: dict) -> list[dict]:
    check_meditate(s, p, c)
    s.time_turned += 1
    events = [{"type": "time_marker", "player": p, "turned": s.time_turned,
               "total": s.time_total}]
    if s.time_turned < s.time_total:
        return events + next_turn(s)
    # The last marker: +1 for that player; the player to their left starts the next
    # round (with 2 players the start player simply alternates).
    events.append(gain(s, p, 1, "meditation"))
    if s.players == 2:
        s.start_player = 1 - s.start_player
    else:
        s.start_player = (p + 1) % s.players
    return events + end_of_round(s)


def markers_left_to_others(snap: dict) -> int:
    """The time markers still to turn where the other players could turn them all before
    the player to move acts again (one action a turn, clockwise: they take `players` - 1
    turns in between, and the last marker ends the action phase at once, rule 14): the
    round may end before that player's next turn, whatever they do now. 0 where the
    others could not, and in the solo game (no markers)."""
    markers = snap["time_markers"]
    left = markers["total"] - markers["turned"]
    others = snap["players"] - 1
    return left if markers["total"] and 0 < left <= others else 0


def is_last_round(round_: int) -> bool:
    """No next round follows this one: its lying novices never stand up by themselves."""
    return round_ >= ROUNDS


def figure_step(figure: str, players: int) -> int:
    """How many islands clockwise the Moon Priestess (her value) or the Architect moves
    between two rounds."""
    return priestess_payout(players)[0] if figure == "priestess" else ARCHITECT_STEP


def moved_on(figure: str, island: int, players: int) -> int:
    """The island the Moon Priestess or the Architect stands on next round."""
    return (island + figure_step(figure, players)) % ISLANDS


def priestess_next(round_: int, island: int, players: int) -> int | None:
    """Where the Moon Priestess stands at the next round's scoring, fixed in advance
    (None: no round follows this one)."""
    return None if is_last_round(round_) else moved_on("priestess", island, players)


def apostate_moves_to(s: State) -> int:
    """Where the Apostate goes after the round's scoring were it to come now: on to the
    next island clockwise (at least one step) with a novice on it once the lying novices
    stand up (in the solo game, with one of the person's); where none has one, he stays.
    Not fixed in advance: the novices moved and a Banish until the round ends decide it."""
    owners = [0] if s.solo else range(s.players)
    for step in range(1, ISLANDS + 1):
        i = (s.apostate + step) % ISLANDS
        if any(s.active[i][p] + s.inactive[i][p] for p in owners):
            return i
    return s.apostate


def apostate_next(s: State) -> int | None:
    """Where the Apostate stands at the next round's scoring as things stand (None: no
    round follows): where the round's end sends him were it to come now
    (`apostate_moves_to`). Not fixed as the Moon Priestess's place is: a move that
    brings novices to an island or takes its last one away can change it."""
    return None if is_last_round(s.round) else apostate_moves_to(s)


def apostate_next_loss(s: State, p: int) -> int:
    """What the Apostate would take from player `p` at the next round's scoring as things
    stand: on his next island (`apostate_next`) every novice of theirs stands by then,
    each counts, + 1 (0: none there, no round follows, or the solo automaton, whom he
    spares)."""
    at = apostate_next(s)
    if at is None or spared_by_apostate(s, p):
        return 0
    x = s.active[at][p] + s.inactive[at][p]
    return x + 1 if x else 0


def end_of_round(s: State) -> list[dict]:
    """Score the round, then set up the next one or end the game."""
    s.phase = "scoring"
    events = [{"type": "phase", "phase": "scoring", "round": s.round}]
    events += score_round(s)
    if is_last_round(s.round):
        s.phase = "game_over"
        s.to_move = None
        return events + final_scoring(s)
    return events + next_round(s)


def next_round(s: State) -> list[dict]:
    events: list[dict] = []
    # Every inactive novice stands up on its island.
    for i in range(ISLANDS):
        for p in range(s.players):
            k = s.inactive[i][p]
            if k:
                s.active[i][p] += k
                s.inactive[i][p] = 0
                events.append({"type": "novices_woken", "player": p, "island": i,
                               "count": k, "why": "round"})
    # Moon Priestess and Architect move clockwise by their values.
    for figure in ("priestess", "architect"):
        old = getattr(s, figure)
        setattr(s, figure, moved_on(figure, old, s.players))
        events.append({"type": "figure_moved", "figure": figure, "from": old,
                       "to": getattr(s, figure)})
    old = s.apostate
    s.apostate = apostate_moves_to(s)
    events.append({"type": "figure_moved", "figure": "apostate", "from": old, "to": s.apostate})
    # The Guardian steps to the next guardian tile toward the entrance; his old tile goes.
    old_g = s.guardian
    new_g = max(j for j in range(old_g) if "guardian" in s.path[j])
    left = s.path.pop(old_g)
    s.guardian = new_g
    events.append({"type": "guardian_moved", "from_value": left["guardian"],
                   "to_value": s.path[new_g]["guardian"], "index": new_g})
    s.time_turned = 0
    s.book_bonus_taken = False
    s.round += 1
    return events + start_round(s)


def start_round(s: State) -> list[dict]:
    """Open the action phase (the solo game first asks for its round-start choice)."""
    s.phase = "solo_round_start" if s.solo else "actions"
    s.to_move = 0 if s.solo else s.start_player
    return [{"type": "round_started", "round": s.round, "start_player": s.start_player},
            {"type": "turn", "player": s.to_move}]
