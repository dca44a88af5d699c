"""The Hint in two steps (the setting "Hint: a nudge first", a new profile's; off: the
whole Hint at once, beside the move in hand where there is one, `beside_at_once`): the
first ask stands the judge's Hint as a nudge, its goal alone: its place lit and one line
of where to look and why (no figure in it), no arrow, no star and nothing Enter plays;
the person still chooses the move. A second ask (H, the Hint button, or a click on the
nudge's card) shows the whole card: with a move in hand (planned, or a tray's tile chosen
with the keys: game/in_hand.py) the Hint's move beside it, both priced by the planned
move's preview (game/plan_compare.py); with none, the Hint's move itself, which Enter
plays (two asks, never three: F867). An ask while the nudge has stood less than SEEN is
not read (else a quick H-H skips it unseen). A move counts as the Hint's (the lesson's
"most of your moves were the Hint's", the rating the Hint's win never moves) once its
move is shown, unless the move in hand then was that very move (the player found it); a
nudge alone counts nothing. The guided game keeps the one-step Hint (its card tells the
Hint's move). `scene`: the game screen; the Hint standing is game/hinting.py's
(`Hints.goal`: the nudge standing and its whole Hint)."""

from __future__ import annotations

from ...text import t
from ...text.moves import place_name
from ...text.reason_words import reason_text
from ..board.marks import COUNCIL, Hint, Marks
from ..board.targets import Candles, Field, Island, Tile
from .actions import island_of

SEEN = 0.6      # s of game time a goal (or the prompt to try a move) stands before a
#                 next ask is read: its fade-in, and a moment to read it

ON_ISLAND = ("place_shrine", "place_pair", "solo_deactivate", "recruit", "herbs",
             "favour", "appoint")     # moves played from an island's tray: that island


def goal_places(cmd: dict, snap: dict) -> tuple:
    """The places a Hint's goal lights: the island its move is played on, a Travel's
    (a sailboat's) destinations, the council, the temple (its tile or field), the
    Meditation room; () where its move has no place (ending the actions): that Hint
    is shown whole at once."""
    ct = cmd.get("type")
    if ct in ("travel", "tides"):
        islands = [m.get("to") for m in cmd.get("moves", ())]
    elif ct == "sailboat":
        islands = [cmd.get("to")]
    elif ct in ON_ISLAND:
        islands = [cmd.get("island")]
    elif ct in ("build_shrine", "banish"):
        islands = [snap.get("architect" if ct == "build_shrine" else "apostate")]
    else:
        return {"council": (COUNCIL,), "consecrate": (Tile(cmd.get("tile")),),
                "book": (Field(cmd.get("to")),), "meditate": (Candles(),)}.get(ct, ())
    return tuple(Island(i) for i in dict.fromkeys(islands) if isinstance(i, int))


def goal_marks(cmd: dict, snap: dict) -> Marks:
    """What a goal marks: its places alone, no piece and no arrow (the move unshown)."""
    return Marks((), goal_places(cmd, snap), ())


def place_words(places: tuple, snap: dict) -> str:
    """The places a goal lights, named: islands by their names, else the council, the
    temple, the Meditation room."""
    names = [place_name(snap, p.island) if isinstance(p, Island) else t(
        "hint.goal.council" if p == COUNCIL else "hint.goal.candles"
        if isinstance(p, Candles) else "hint.goal.temple") for p in places]
    said = names[0]
    for name in names[1:]:
        said = t("hint.goal.and", a=said, b=name)
    return said


def goal_words(hint: Hint, snap: dict) -> str:
    """A nudge in words: where to look (its place) and why (the Hint's short reason, its
    hint.why clause, where it says no figure: a nudge counts nothing for the person), on
    one line, then the line saying how the whole Hint is shown; never its action (the
    person chooses the move)."""
    place = place_words(goal_places(hint.command, snap), snap)
    why = reason_text(hint.why, snap, valued=False, brief=True, mine=hint.command)
    said = t("hint.goal", why=why, place=place) if why and not any(
        c.isdigit() for c in why) else t("hint.goal.place", place=place)
    return f"{said}\n{t('hint.goal.more')}"


def lit_for_goal(hints, view, lit: set) -> set:
    """The board's lights while a goal stands: its places alone (every place the player
    may act on lit alike, "look at the Book island" read as any of them); as `lit`
    otherwise."""
    if not goal_shown(hints, view.game, view.table):
        return lit
    places = goal_places(hints.goal[1].command, view.snap)
    islands = {p.island for p in places if isinstance(p, Island)}
    return {tg for tg in lit if tg in places or island_of(tg, view.snap) in islands}


def is_goal(hints, hint) -> bool:
    """Whether `hint` (the Hint standing) is a goal alone, its move unshown."""
    return hint is not None and hints.goal is not None and hints.goal[0] is hint


def move_shown(hints, game, table) -> Hint | None:
    """The Hint whose move stands (the view's `hint`: its star, Enter and a click on its
    places play it), None while its goal alone stands."""
    hint = hints.shown(game, table)
    return None if is_goal(hints, hint) else hint


def goal_shown(hints, game, table) -> bool:
    """Whether the Hint's goal alone stands (the Hint button's hover: a second ask shows
    its move)."""
    return is_goal(hints, hints.shown(game, table))


def wanted(scene) -> bool:
    """Whether a Hint asked now stands as its goal first: the setting on, no guided game
    (its card tells the Hint's move) and no move of the Hint's shown at this turn yet
    (asked again after its move was shown, the move stands at once)."""
    return getattr(scene.app.settings, "hint_nudge", True) and scene.lesson is None \
        and len(scene.game.log) not in scene.hints_shown \
        and not at_turn(scene.hints.revealed, scene.game)


def at_turn(turn, game) -> bool:
    """Whether `turn` (`turn_of`) is the game's turn now (an undo and another move at
    the same log length is another turn)."""
    now = turn_of(game)
    return turn is not None and turn[0] == now[0] and turn[1] is now[1]


def turn_of(game) -> tuple:
    """The turn now: the log's length and its last entry (that very entry, kept)."""
    log = game.log
    return len(log), log[-1] if log else None


def beside_at_once(scene, hint: Hint) -> bool:
    """A Hint come with a move in hand whose move stands at once beside that move (as the
    goal's second ask shows it): with no goal wanted outside the guided game (the nudge
    first off, or its move shown at this turn already: the first ask is the move), or
    with its goal wanted at a turn where it has stood already (the player went to try a
    move elsewhere, the nudge going with the click: this ask is the second)."""
    hints = scene.hints
    if hint.in_hand is None:
        return False
    if not hints.want_goal:
        return scene.lesson is None
    return at_turn(hints.goal_seen, scene.game) and bool(goal_places(hint.command, scene.snap))


def stand(scene, hint: Hint) -> bool:
    """A Hint come while its goal was wanted: its goal stands (its move kept for the
    second ask), with the cost of the move in hand against it (its figure alone: the
    account's parts would say the move; in_hand.in_hand_words). False where it stands
    whole: no goal wanted, its move has no place, or it is the one move left (nothing
    to plan or compare)."""
    hints = scene.hints
    if not hints.want_goal or not goal_places(hint.command, scene.snap) \
            or len(scene.legal) <= 1:
        return False
    goal = hint._replace()
    hints.goal, hints.hint = (goal, hint), goal
    hints.goal_at, hints.goal_seen = scene.app.now, turn_of(scene.game)
    return True
