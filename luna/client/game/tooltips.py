"""What hovering a thing of the game says: its name, its state and the rule that applies;
and its box beside the thing (`draw_tooltip`, placed by widgets/overlays.py's rules)."""

from __future__ import annotations

import pygame

from ...engine.common import apostate_blocks
from ...engine.data import ARCHITECT_STEP, COUNCIL_POINTS, SHRINE_POINTS, priestess_payout
from ...engine.island_actions import herbs_may_wake
from ...engine.movement import arrives_active
from ...engine.rounds import apostate_moves_to, figure_step, is_last_round, priestess_next
from ...engine.snapshot import from_snapshot_state
from ...engine.solo import OPPONENT
from ...engine.temple import field_outlook, reach
from ...text import favour_use, island, kind, lines, places_paid, t
from ...text.rule_words import action_rule
from ..board.stakes import counted
from ..board.targets import (
    Candles,
    Control,
    CouncilName,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Held,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    LogLine,
    NextPlace,
    PanelItem,
    Player,
    Ring,
    Shrine,
    Stake,
    Target,
    Tile,
)
from ..board.threat_marks import threats_of
from ..widgets import palette as P
from ..widgets.overlays import (
    BRIEF_WIDTH,
    FAR,
    RULES_LINK,
    TIP_SIZE,
    TIP_WIDTH,
    Play,
    beside,
    headed,
    hiding,
    on_top,
    place,
    tip_box,
)
from ..window.fonts import px, text, wrap
from . import projection


def tooltip(target: Target | None, snap: dict) -> str | None:
    """None for nothing, or for a target that is no longer on the board."""
    if isinstance(target, LogLine):
        return t("look.tip")
    if isinstance(target, Ring | Control):       # the screen's own controls say it
        return target.words or None
    names = snap["names"]
    if isinstance(target, Island):
        isl = snap["islands"][target.island]
        return lines(t("tip.island", island=island(isl["kind"]), count=isl["favours"]),
                     favour_use(isl['kind'], snap))        # what the island's favour does
    if isinstance(target, Group):
        i, p, state = target.island, target.player, target.state
        isl = snap["islands"][i]
        count = isl[state][p]
        if state == "inactive":
            return t("tip.group_inactive", name=names[p], count=count,
                     island=island(isl["kind"]), wake=_wake(snap, i, p, count))
        return t("tip.group_active", name=names[p], count=count, island=island(isl["kind"]))
    if isinstance(target, IslandFavours):
        isl = snap["islands"][target.island]
        return lines(t("tip.island_favours", count=isl["favours"], kind=kind(isl["kind"])),
                     favour_use(isl['kind'], snap))     # what they are for (how many
        #                 are left says nothing of what they do)
    if isinstance(target, Figure):
        name = target.name
        level = snap.get("solo_level")
        if name == "apostate" and level is not None:      # he costs the automaton nothing
            words = t("tip.figure.apostate.solo")
            if not apostate_blocks(level, 0, 0, banish=True):    # level 3: never banished
                words += " " + t("tip.figure.apostate.solo.banish")
            return words + (" " + t(f"tip.figure.apostate.blocks{level}") if level > 1 else "")
        pay = places_paid(priestess_payout(snap["players"]))
        value = snap["path"][snap["guardian"]]["guardian"]
        words = t(f"tip.figure.{name}", pay=pay, step=ARCHITECT_STEP if name == "architect"
                  else priestess_payout(snap["players"])[0], value=value)
        nxt = priestess_next(snap["round"], snap["priestess"], snap["players"])
        if name == "priestess" and nxt is not None:      # where her ghost stands
            return lines(words, t("tip.figure.priestess.next",
                                  island=island(snap["islands"][nxt]["kind"])))
        return words
    if isinstance(target, Stake):
        return _stake(target, snap)
    if isinstance(target, NextPlace):
        return t(f"tip.figure.{target.name}_next", round=snap["round"] + 1,
                 island=island(snap["islands"][target.island]["kind"]),
                 step=figure_step(target.name, snap["players"]))
    if isinstance(target, Tile):
        found = next(((k, e) for k, e in enumerate(snap["path"])
                      if e.get("tile") == target.tile), None)
        if found is None:          # the tile left the path since the mouse last moved
            return None
        k, e = found
        how = ()
        if e["claimed_by"] is not None:    # and how it is consecrated (F834: found by
            state = t("tip.tile.claimed", name=names[e["claimed_by"]])    # chance only)
            how = (t("tip.tile.consecrate"),)
        else:                              # the engine says how it can be reached
            state = t(f"tip.tile.{reach(snap['path'], snap['guardian'], k)}")
        return lines(t("tip.tile", tile=e["tile"], kind=kind(e["symbol"]), state=state),
                     *how, t("tip.tile.is", tile=e["tile"]))  # a path's tile, not a field
    if isinstance(target, GuardianTile):
        return t("tip.guardian_tile", value=snap["path"][target.index]["guardian"])
    if isinstance(target, Field):
        return _field(target.field, snap)
    if isinstance(target, Jetty | JettyArea):
        return t("tip.jetty")
    if isinstance(target, CouncilSeat):
        return _council_seat(target, snap)
    if isinstance(target, CouncilName):          # the rule, then what each seat scores
        return lines(t("rule.council"), t("tip.council.worth", seats=", ".join(
            t("tip.council.seat_points", seat=k, points=v)
            for k, v in reversed(list(enumerate(COUNCIL_POINTS))))))
    if isinstance(target, Candles):
        tm = snap["time_markers"]
        return lines(t("tip.candles", left=tm["total"] - tm["turned"], total=tm["total"]),
                     action_rule("meditate", snap))
    if isinstance(target, Shrine):
        return lines(t("tip.shrine", name=names[target.player], points=SHRINE_POINTS),
                     t("tip.shrine.gives"))    # what it gives (the Moon Priestess's scoring
        #                                        said)
    if isinstance(target, Held):
        return lines(t("tip.held", name=names[target.player], kind=kind(target.favour)),
                     favour_use(target.favour, snap))
    if isinstance(target, PanelItem):
        return _panel_item(target, snap)
    if isinstance(target, Player):
        p = target.player
        seat = next((k for k, st in enumerate(snap["council"]) if p in st), "–")
        words = t("tip.player", name=names[p], projected=projection.shown(snap, p), seat=seat,
                  **_counted(snap, p))
        held = snap["favours"][p]     # (the scoreboard's card shows them small, or not)
        return lines(words, t("tip.player_held", kinds=", ".join(kind(k) for k in held))) \
            if held else words
    return None


def _panel_item(target: PanelItem, snap: dict) -> str:
    """A card's item in words: its score and its projection each with the projection's
    parts (the engine's count, which add up to it: a figure with no parts beside it left
    the end's points hidden), its council seat with what that seat scores at the end."""
    p, item = target.player, target.item
    if item == "projected":
        return projection.said(snap, p)
    seat = next((k for k, st in enumerate(snap["council"]) if p in st), None)
    words = t(f"tip.item.{item}", name=snap["names"][p], seat="–" if seat is None else seat,
              jetty=snap["jetty"][p], **_counted(snap, p))
    if item == "influence":
        return lines(words) + "\n" + projection.said(snap, p, named=False)
    if item == "council" and seat is not None:
        return lines(words, t("tip.seat_worth", seat=seat, points=t(
            "n.influence", count=COUNCIL_POINTS[seat])))
    return words


def _council_seat(target: CouncilSeat, snap: dict) -> str:
    """A council seat in words: its points and the tie rule, and whose disc is on top
    of its stack (the last of it), which wins a tie with the discs under it; on the
    last seat later discs go underneath, so the first there stays on top and wins
    every tie."""
    words = t("tip.council_seat", seat=target.seat, points=target.points)
    stack = snap["council"][target.seat]
    top = snap["names"][stack[-1]] if stack else None
    if target.seat == len(snap["council"]) - 1:
        return lines(words, t("tip.council_seat.last_top", name=top, seat=target.seat)
                     if top else t("tip.council_seat.last", seat=target.seat))
    return lines(words, t("tip.council_seat.top", name=top)) if len(stack) > 1 else words


def _stake(target: Stake, snap: dict) -> str | None:
    """A stake's plate in words: the engine's count of the coming scoring on its island
    as the position stands (board/stakes.py), each player with what it gives them."""
    scoring = counted(snap).get(target.island)
    if scoring is None:                   # (the position moved on under a still mouse)
        return None
    names = snap["names"]
    if target.part == "priestess":
        if target.island != snap["priestess"]:
            return None
        pays = t("tip.stake.pays", pay=places_paid(priestess_payout(snap["players"])))
        if not scoring.priestess:
            return lines(t("tip.stake.priestess.nobody"), pays)
        places = ", ".join(
            t("tip.stake.place" if pay else "tip.stake.unpaid", name=names[p], points=pay,
              count=n) for p, n, pay in scoring.priestess)
        said = [t("tip.stake.priestess", places=places)]
        if scoring.tied:                   # the engine's: whose count ties the first's
            said.append(t("tip.stake.tie", count=scoring.priestess[0][1], name=names[
                scoring.tied[0]], names=", ".join(names[p] for p in scoring.tied)))
        return lines(*said, pays)
    if target.island != snap["apostate"]:
        return None
    if scoring.apostate:
        losses = ", ".join(t("tip.stake.loss", name=names[p], points=loss,
                             novices=t("n.novices", count=n))
                           for p, n, loss in scoring.apostate)
        words = t("tip.stake.apostate", losses=losses)
    else:
        words = t("tip.stake.apostate.nobody")
    said = [words, t("tip.stake.spared")] if snap.get("solo_level") is not None else [words]
    if not is_last_round(snap["round"]):     # his next island, not fixed as hers is: as
        nxt = apostate_moves_to(from_snapshot_state(snap))   # things stand (the rule's)
        said.append(t("tip.stake.apostate.next", island=island(snap["islands"][nxt]["kind"])))
    return lines(*said)


def _wake(snap: dict, i: int, p: int, count: int) -> str:
    """When player `p`'s novices lying beside island `i` stand up: at the next round's
    start (none follows the last round), and sooner with Herbs where Herbs may wake them."""
    when = t("tip.wake.last_round" if is_last_round(snap["round"]) else
             "tip.wake.next_round", count=count)
    level, apostate = snap.get("solo_level"), snap["apostate"]
    if level is not None and p == OPPONENT:          # the automaton takes no actions
        return when
    if not herbs_may_wake(snap["islands"][i]["kind"]):
        herbs = t("tip.wake.herbs_island")
    elif apostate_blocks(level, apostate, i) and apostate_blocks(level, apostate, i,
                                                                 banish=True):
        herbs = t("tip.wake.blocked")
    elif apostate_blocks(level, apostate, i):       # Banish first frees Herbs here
        herbs = t("tip.wake.banish")
    else:
        herbs = t("tip.wake.herbs", count=count)
    return t("tip.wake.join", first=when, second=herbs)


def _counted(snap: dict, p: int) -> dict[str, str]:
    """Player `p`'s influence and supply, each with its noun in the number its count takes
    (never "Jetzt 1 Einflusspunkte")."""
    return {"influence": t("n.influence", count=snap["influence"][p]),
            "novices": t("n.novices", count=snap["supply"]["novices"][p]),
            "shrines": t("n.shrines", count=snap["supply"]["shrines"][p])}


def _field(number: int, snap: dict) -> str | None:
    """A temple field's text, the engine's outlook on it in words: its name, who stands
    there (or that it is free), what it scores, and what it takes to come here or who
    can drive its novice out (its name alone says nothing)."""
    o = field_outlook(snap, number)
    if o is None:
        return None
    f = next(f for f in snap["temple"]["fields"] if f["field"] == number)
    names, p = snap["names"], o["player"]
    name = t("tip.field", field=number, kind=kind(f["symbol"]))
    # (no word of the rows' colours: "coloured by temple board, not by player" confuses)
    if p is not None:
        on = t("tip.field.held", novice=t("tip.field.novice", name=names[p]))  # on its tile
        if o["book"]:
            on += ", " + t("tip.field.book")
        said = [t("tip.field.with", field=name, what=on) + " "
                + t("tip.field.scores", name=names[p], count=o["points"])]
        danger = [t("tip.field.danger", name=names[q], tile=tile)   # (the engine's rule:
                  for q, tile in threats_of(snap, p).get(number, [])]   # board/threat_marks)
        said += [*danger, t("tip.field.guard")] if danger else []   # (its "!" badge: what
        #                                                             guards against it)
        if o["threats"]:
            said.append(t("tip.field.threat", fields=", ".join(map(str, o["threats"]))))
        return lines(*said)
    if o["tile"] == "field":               # its novice expelled: the tile stays
        return lines(t("tip.field.with", field=name, what=t("tip.field.left")))
    said = [t("tip.field.with", field=name, what=t("tip.field.free")) + " "
            + t("tip.field.worth", count=o["points"])]
    by, ready = o["claimed_by"], o["tile"] == "released"
    if by is not None:
        said.append(t("tip.field.claimed" if ready else "tip.field.claimed_bribe",
                      name=names[by], gain=o["gain"]))
    else:
        said.append(t({"released": "tip.field.claim", "bribe": "tip.field.claim_bribe"}.get(
            o["tile"], "tip.field.claim_locked"), gain=o["gain"],
            island=island(f["symbol"])))
    who = [t("tip.field.on", name=names[q], field=k) for k, q in sorted(o["expels"].items())
           if q != by]                      # (the claimer's own novices stay)
    if who:
        said.append(t("tip.field.expels", who=", ".join(who)))
    return lines(*said)


def brief(target: Target | None, snap: dict) -> str | None:
    """An island's hover text while a move is being built: its favours left alone (its
    rule one F1 away), short enough to stand off the move's arrow and the temple; None
    for other things (their words are short already)."""
    if isinstance(target, Island):
        isl = snap["islands"][target.island]
        return t("tip.island_favours", count=isl["favours"], kind=kind(isl["kind"]))
    return None


def favour_note(target: Held, status: str, snap: dict, why: str | None = None,
                places: str = "") -> str:
    """What a click on a favour token says beside it: its name, whether it can be spent
    now (`status`, a text key the screen chose from the engine's legal moves; `why`: the
    engine's reason it cannot; `places`: the lit places named), its rule, and its worth
    when unspent."""
    return t("favour.note.title", kind=kind(target.favour)) + ": " + lines(
        t(status, name=snap["names"][target.player], why=why or "", places=places),
        favour_use(target.favour, snap), t("favour.note.end"))


# The rules book's section a hover text is about (F1, or a click on its last line, opens
# the book there); every id is a section of `text.rules_book`
# (tests/client/rules_book/test_rules_book.py).
_FIGURE_SECTION = {"priestess": "scoring.moon_priestess", "architect": "actions.build_shrine",
                   "apostate": "scoring.apostate", "guardian": "guardian"}
_FAVOUR_SECTION = {"shrine": "actions.build_shrine", "herbs": "actions.herbs",
                   "tides": "actions.tides", "sailboat": "actions.sailboat",
                   "bribery": "actions.appointment", "book": "actions.book",
                   "novice": "actions.novice_favour"}
_PANEL_SECTION = {"influence": "scoring", "projected": "final", "supply": "actions.recruit",
                  "council": "council", "jetty": "actions.consecration"}


def rule_section(target: Target | None, snap: dict) -> str | None:
    """The rules book's section that explains `target`, or None: an island's is the
    action of the favour it grants, its novices' the rule of active and inactive."""
    if isinstance(target, Island):
        return _FAVOUR_SECTION[snap["islands"][target.island]["kind"]]
    if isinstance(target, Group):
        return "round"
    if isinstance(target, IslandFavours):
        return "actions.favour"
    if isinstance(target, Figure | NextPlace):
        return _FIGURE_SECTION.get(target.name)
    if isinstance(target, Stake):
        return _FIGURE_SECTION.get(target.part)
    if isinstance(target, Tile | GuardianTile):
        return "guardian"
    if isinstance(target, Field | Jetty | JettyArea):
        return "actions.consecration"
    if isinstance(target, CouncilSeat | CouncilName):
        return "council"
    if isinstance(target, Candles):
        return "meditation"
    if isinstance(target, Shrine):
        return "actions.build_shrine"
    if isinstance(target, Held):
        return _FAVOUR_SECTION.get(target.favour)
    if isinstance(target, PanelItem):
        return _PANEL_SECTION.get(target.item)
    if isinstance(target, Player):
        return "final"
    return None


def draw_tooltip(surf: pygame.Surface, hover: Target | None, view: dict,
                 mouse, near: pygame.Rect | None = None, avoid=(), words: str | None = None,
                 soft=(), dear=(), width: int = TIP_WIDTH, brief: bool = False,
                 short: str | None = None, firm=(),
                 parts=(), play: Play | None = None, never=()
                 ) -> tuple[pygame.Rect | None, pygame.Rect | None]:
    """The hover text beside what it describes (`near`: where that thing is drawn; else
    beside the mouse), or `words` said of it in its place (a clicked favour's note; a
    `brief` one `width` px wide at 100 %, where it must keep off a move's way); one
    that names a rule ends in a line saying how to open the rules book there (F1, or a
    click on the text), unless it is brief (F1 opens it still). `short`: the words said
    instead, narrow, where the whole text finds no place close beside its thing that
    hides none of `avoid`, `firm` and `soft` (an island's at 150 %: its favours left,
    the rule a click away); `firm` things (the temple) are avoided as `avoid` ones,
    unless the short text then finds no place close beside its thing: then they are
    `soft` (near the pointer over the temple's edge, not across the board). `parts`:
    the thing's own parts beside `near` (an island's name plate), never under the text.
    `play`: the board's play, kept clear as `avoid` things (`Play`); `never`: kept clear
    wherever it can be (the guided game's step card: `_beside`).
    Returns where it stands and where that last line stands (None, None for no text)."""
    tip = words or (tooltip(hover, view) if hover is not None else None)
    if not tip:
        return None, None
    window, hard = surf.get_rect(), [*avoid, *firm]
    box, linked = _plate(tip, hover, view, width, brief)
    where = _where(box, near, mouse, window, hard, soft, dear, parts=parts, play=play,
                   never=never)
    if short and near is not None and not _fits(where, near, [*hard, *soft], play):
        tried = []
        for width in SHORT_WIDTHS:              # narrow, else wide and low (fewer lines)
            box, linked = _plate(short, hover, view, width, brief)
            where = _where(box, near, mouse, window, hard, soft, dear, parts=parts,
                           play=play, never=never)
            if _fits(where, near, [*hard, *soft], play):
                break
            if firm and not _fits(where, near, ()):
                where = _where(box, near, mouse, window, avoid, [*soft, *firm], dear, NEAR,
                               parts, play, never)
            tried.append((hiding(where, hard, soft, dear), width, box, linked, where))
        else:                                   # none clear: the form hiding least (a
            _, width, box, linked, where = tried[0] if brief else \
                min(tried, key=lambda o: o[0])  # brief one: where the narrow one hides
            #                                     least, its play weighed: _beside)
    rect = on_top(box, where)
    link_h = text("Ag", TIP_SIZE, shadow=False).get_height() * len(
        wrap(t("book.tip_f1"), TIP_SIZE, px(width))) if linked else 0
    link = pygame.Rect(rect.x, rect.bottom - link_h - px(6) - 3, rect.w, link_h + px(6) + 3) \
        if linked else None
    return rect, link


SHORT_WIDTHS = (BRIEF_WIDTH, TIP_WIDTH, 460)   # a short text's widths tried: a wide one is
#   lower (1920x1080: a narrow one reached a neighbour's name), the widest lowest (French
#   1920x1080 at 150 %: the grown Tides island at the board's edge had water for its text
#   only over it, 116 px high)
CLOSE = 48                    # px at 100 %: a hover text further from its thing is not beside it
NEAR = 8                      # what each pixel away costs a short text that found no room


def _plate(words: str, hover, view: dict, width: int, brief: bool) -> tuple[pygame.Surface, bool]:
    """A hover text's plate and whether it ends in the rules book's line."""
    words = words[0].upper() + words[1:]        # "the Novice island: …" starts a sentence
    title, words = headed(words, tip_title(hover, view))
    lines = [(words, P.INK)]
    linked = rule_section(hover, view) is not None and not brief
    if linked:
        lines.append((t("book.tip_f1"), RULES_LINK))
    return tip_box(lines, title, width), linked


def _where(box, near, mouse, window, avoid, soft, dear, far: float = FAR,
           parts=(), play: Play | None = None, never=()) -> pygame.Rect:
    return beside(box.get_size(), near, mouse, window, avoid, soft=soft, dear=dear, far=far,
                  parts=parts, play=play, never=never) if near is not None else \
        place(box.get_size(), mouse, window)


def _fits(where: pygame.Rect, near: pygame.Rect, avoid, play: Play | None = None) -> bool:
    """Whether a hover text at `where` stands close beside `near`, over none of `avoid`
    (nor of the `play`'s move's way, other islands' names and pieces)."""
    far = max(where.left - near.right, near.left - where.right, where.top - near.bottom,
              near.top - where.bottom, 0)
    return far <= px(CLOSE) and not any(where.colliderect(a) for a in avoid
                                        if pygame.Rect(a) != near) \
        and (play is None or where.collidelist([*play.way, *play.names, *play.pieces]) < 0)


def tip_title(hover: Target | None, view: dict) -> str | None:
    """A hover text's title where its words do not start with the thing's name: an
    island's name."""
    if isinstance(hover, Island) and 0 <= hover.island < len(view["islands"]):
        name = island(view["islands"][hover.island]["kind"])
        return name[0].upper() + name[1:]
    return None


def arrival(ctype: str, snap: dict) -> str:
    """How a move's novices arrive, as the engine lands them: lying down (they act and
    count for the Moon Priestess only once they stand up) or standing."""
    if arrives_active(ctype):
        return t("ring.arrive_standing")
    return t("ring.arrive_lying.last" if is_last_round(snap["round"]) else "ring.arrive_lying")


def headless(rule: str) -> str:
    """A rule's text without its head ("Banish: …" -> "Use …"): a hover text on the
    button named so says its action's name once (not twice)."""
    head, sep, rest = rule.partition(":")
    if not sep or len(head) > 40 or not rest.strip():
        return rule
    rest = rest.strip()
    return rest[0].upper() + rest[1:]
