"""What a move being chosen paints over the board: the arrows and ghosts of a Travel,
Tides or Sailboat built so far, the instructions above Confirm, the Book's fields and way."""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from ...engine import IllegalCommand
from ...engine.movement import arrives_active
from ...text import t
from ..board import art
from ..board.arrows import (
    badge,
    clear_way,
    draw_arrow,
    ghost,
    ghost_box,
    numbers_of,
    reach,
    width_for,
)
from ..board.island_slots import label_size
from ..board.layout import BUILDER_H, edge
from ..board.marks import draw_way
from ..board.targets import Field, Group, Jetty
from ..window import caches
from ..window.fonts import fit, font, px, text, wrap
from .panel_art import area_glass
from .plan import Plan
from .ring_place import MARGIN

ARROW = (255, 226, 140)
INK = (236, 230, 210)
OBJECTION = (255, 190, 170)
HINTED = (240, 214, 150)       # the Hint's line (the panel's gold headings)

HELP_SIZE = 14
HELP_LEAST = 11        # (px at 100 %: with the text size)
HELP_ROWS = 6          # the rows a planned move's help keeps under its bar, its words fewer
#                        (a Sailboat's, an Appointment's, a Book's words in one box: the log
#                        under them keeps one top whichever move is planned)


def help_pads() -> tuple[int, int]:
    """The room a move's instructions keep inside their box: at each side and above and
    below, grown with the text (the 6 px kept at 100 % are too little at 150 %)."""
    return px(10), px(8)


BAR_H = 38              # Confirm's and Cancel's height
BAR_GAP = 6             # the buttons to the instructions under them


def bar_top(area_top: int) -> int:
    """Where a planned move's Confirm and Cancel stand: in the action area where the
    steady tray's first row of tiles stands (its glass's top, the line naming its place,
    the tray's pad; game/ring.py), where the hand just took the move's tile, never at the
    panel's foot under the instructions."""
    from .ring import PAD
    return area_top + 3 + font(HELP_SIZE, True).get_linesize() + PAD


def help_box(instruction: str, panel: tuple, top: int, reason: str | None = None,
             highest: int | None = None, hinted: str | None = None,
             scoring: tuple[str, tuple] | None = None, under: int | None = None
             ) -> tuple[pygame.Rect, list[tuple[str, tuple]], float]:
    """Where the instructions of a move being built stand (in the panel, over the foot of
    the log, just above Confirm: never over the islands being clicked) and their lines,
    wrapped to fit, each with its colour, and their size; the engine's objection follows
    them. `top`: where the panel's buttons begin; `highest`: the action area's top, which
    the box never passes (never over the players' cards): its words smaller down to HELP_LEAST,
    then its last lines cut ("…"). `hinted`: the Hint's move while it is under way, in gold over
    the instructions (its words leave the board once its action is under way; H while building
    still shows it). `scoring`: what the move changes at the coming scoring, in its colour,
    under the instructions (the engine's projection: a loss is seen before Confirm), its
    net line of figures (a third item) before the instructions (under the Hint's line
    only), a line of its own: run on after them, it was not read as the move's outcome.
    `under`: a planned move's Confirm stands in the action area (`bar_top`): the box
    stands from `under` down, no lower than just over the panel's buttons at `top`."""
    px_, _, pw, _ = panel
    bottom = top - BUILDER_H - 4
    if under is not None:
        bottom, highest = top - 8, under
    side, pad = help_pads()
    room = pw - 2 * MARGIN - 2 * side      # the words, their padding inside the box
    net = net_of(scoring)
    for size in (HELP_SIZE, 13, 12, HELP_LEAST):
        lines = [(line, HINTED) for line in wrap(hinted, size, room)] if hinted else []
        lines += [(line, INK) for line in wrap(net, size, room)] if net else []
        lines += [(line, INK) for line in wrap(instruction, size, room)]
        if reason:
            lines += [(line, OBJECTION) for line in wrap(reason, size, room)]
        if scoring and scoring[0]:
            lines += [(line, scoring[1]) for line in wrap(scoring[0], size, room)]
        line_h = font(size).get_linesize()
        if highest is None or bottom - (line_h * len(lines) + 2 * pad) >= highest:
            break
    if highest is not None:
        most = max(1, (bottom - highest - 2 * pad) // line_h)
        if len(lines) > most:
            cut, rgb = lines[most - 1]
            lines = lines[:most - 1] + [(fit(cut + " …", size, room), rgb)]
    box = pygame.Rect(px_ + MARGIN, 0, pw - 2 * MARGIN, line_h * len(lines) + 2 * pad)
    if under is not None:          # under the bar: at least HELP_ROWS rows high where the
        box.h = max(box.h, min(font(HELP_SIZE).get_linesize() * HELP_ROWS + 2 * pad,
                               bottom - under))     # panel has them, so the log under it
        box.top = under                             # starts at one line whatever the move
    else:
        box.bottom = bottom
    return box, lines, size


def net_of(scoring: tuple | None) -> str | None:
    """A planned move's net line, where its `scoring` (planning.planned_words) has one."""
    return scoring[2] if scoring is not None and len(scoring) > 2 else None


def help_whole(instruction: str, panel: tuple, top: int, reason: str | None = None,
               highest: int | None = None, hinted: str | None = None,
               scoring: tuple[str, tuple] | None = None, under: int | None = None) -> bool:
    """Whether the box of `help_box` holds all its lines (none cut) under `highest`."""
    _, lines, size = help_box(instruction, panel, top, reason, highest, hinted, scoring,
                              under)
    room = panel[2] - 2 * MARGIN - 2 * help_pads()[0]
    net = net_of(scoring)
    every = len(wrap(net, size, room)) if net else 0
    every += len(wrap(hinted, size, room)) if hinted else 0
    every += len(wrap(instruction, size, room)) + (
        len(wrap(reason, size, room)) if reason else 0) + (
        len(wrap(scoring[0], size, room)) if scoring and scoring[0] else 0)
    return len(lines) >= every


def book_choices(options: dict) -> list[dict]:
    """The Book moves an open menu offers."""
    return [o.command for o in options.values()
            if o is not None and o.command and o.command["type"] == "book"]


def draw_book_fields(surf: pygame.Surface, hits, fields: set[int]) -> None:
    """While a Book's move is chosen (on the board or in a menu), every field it may name
    wears its number on a tag above its figure (the engraved number lies under the
    novice) and may be clicked."""
    rect = {tg.field: r for r, tg in hits if isinstance(tg, Field)}
    for f in sorted(fields):
        r = rect.get(f)
        if r is None:
            continue
        num = text(str(f), 13, (20, 16, 8), bold=True, shadow=False)
        tag = num.get_rect(midtop=(r.centerx, r.top + 1)).inflate(8, 0)
        pygame.draw.rect(surf, ARROW, tag, border_radius=6)
        pygame.draw.rect(surf, (20, 16, 8), tag, 1, border_radius=6)
        surf.blit(num, num.get_rect(center=tag.center))


def draw_book_move(surf: pygame.Surface, hits, cmd: dict,
                   board: pygame.Rect) -> tuple[int, int] | None:
    """The Book's way for a menu entry or a field under the mouse: an arrow from the
    novice's field to the field it goes to, as the Hint's (`marks.draw_way`: as wide,
    its dark edges over the fields, its head on its field). Returns (from, to) when
    drawn."""
    rect = {tg.field: r for r, tg in hits if isinstance(tg, Field)}
    a, b = rect.get(cmd["from"]), rect.get(cmd["to"])
    if a is None or b is None:
        return None
    draw_way(surf, hits, a.center, Field(cmd["to"]), b, board, ARROW)
    return cmd["from"], cmd["to"]


class Way(NamedTuple):
    """One part of a move being built, as the engine's dry run of it tells it."""
    source: object                     # island or "jetty"
    from_active: bool
    to: int
    to_active: bool
    count: int


_WAYS: dict = caches.kept({})


def ways(game, b: Plan) -> list[Way]:
    """The novices the move built so far moves, from the engine's dry run of it (its
    `novices_moved` events: where they land standing or lying); the builder's own list
    while the engine would not take it yet."""
    cmd = b.command()
    key = (repr(cmd), len(game.log))
    if key not in _WAYS:
        if len(_WAYS) > 32:
            _WAYS.clear()
        try:
            events = game.clone().apply(cmd)
            _WAYS[key] = [Way(e["from"], e["from_active"], e["to"], e["to_active"], e["count"])
                          for e in events if e["type"] == "novices_moved"]
        except IllegalCommand:
            landed = arrives_active(cmd["type"])
            _WAYS[key] = [Way(m["from"], m.get("active", True), m["to"], landed, m["count"])
                          for m in b.moves]
    return _WAYS[key]


class Drawn(NamedTuple):
    """What a move being built drew: each arrow's ends, each ghost with its badge, each
    arrow's pixels (a mask and its top left; None: too short to draw) and what each arrow
    bowed away from (arrows.clear_way; none listed: the board's middle)."""
    arrows: list[tuple[tuple[float, float], tuple[float, float]]]
    ghosts: list[tuple[int, pygame.Rect, pygame.Rect]]       # island, ghost, badge
    shapes: list | tuple = ()
    aways: list | tuple = ()
    badges: list | tuple = ()             # each badge's pill, its words and where


def arriving(count: int, lying: bool) -> str | None:
    """A destination's badge: "+2", or "+2 lying" where the engine lays them down."""
    return t("plan.arrive_lying", count=count) if lying else None


def _lap(count: int, rgb, size: int, lying: bool = False) -> int:
    """How far a badge reaches over its ghost: a third of its count's own pill over a
    standing one's feet; none over a lying one, whose head its pill would hide (the
    ghost read as a count under the "+2 lying" it previews)."""
    return 0 if lying else badge(count, rgb, size)[0].get_width() // 3


def ghost_size(lay) -> int:
    return max(18, int(30 * lay.scale))


def _left_behind(moved: list[Way], player: int, snap: dict) -> dict[Group | Jetty, int]:
    """Each island group (and the jetty) the move takes novices from, and how many stay
    there (a count says what stays, not what stood)."""
    left: dict[Group | Jetty, int] = {}
    for w in moved:
        if w.source == "jetty":
            src, had = Jetty(player), snap["jetty"][player]
        else:
            state = "active" if w.from_active else "inactive"
            src = Group(w.source, player, state)
            had = snap["islands"][w.source][state][player]
        left[src] = left.get(src, had) - w.count
    return {g: max(0, n) for g, n in left.items()}


class PlanDrawn:
    """The move planned on the board as the frame draws it (its arrows and ghosts), a
    part of the frame: what it drew last (`drawn`) is where the hover text keeps clear."""

    def __init__(self) -> None:
        self.drawn: Drawn | None = None

    def draw(self, surf: pygame.Surface, view) -> None:
        self.drawn = None if view.builder is None else draw_builder(
            surf, view.builder, view.game, view.board, view.lay, view.snap)

    def lift(self, surf: pygame.Surface, view) -> None:
        """The badges drawn again over the Hint's lights: its island's glow, drawn after
        the plan, tinted and cut into their words ("+4 lyin")."""
        for pill, words, at in self.drawn.badges if self.drawn is not None else ():
            surf.blit(pill, at)
            surf.blit(words, words.get_rect(center=at.center))


def draw_builder(surf: pygame.Surface, b: Plan, game, board, lay, snap: dict) -> Drawn:
    """A thick curved arrow in the player's colour for every way the move built so far
    sends novices, a ghost of them at each island they go to and their count on a badge
    there that hides none of the island's counts."""
    moved = ways(game, b)
    colour = snap["colours"][b.player]
    rgb = art.PLAYER_RGB[colour]
    width = width_for(lay.scale)
    size = ghost_size(lay)
    badge_px = label_size(lay.scale)
    dests: dict[int, list[Way]] = {}
    for w in moved:
        dests.setdefault(w.to, []).append(w)
    boxes = {}
    marks = board.landmarks(snap, lay)
    for to, ws in dests.items():
        w = ws[0]                        # where its (first) arrow comes from
        home = board.rect_of(Jetty(b.player) if w.source == "jetty" else Group(
            w.source, b.player, "active" if w.from_active else "inactive"))
        source = home.center if home is not None else _island_point(lay, w.source)
        lying = not ws[0].to_active
        fig = ghost(colour, size, lying)
        count = sum(w.count for w in ws)
        pill, _ = badge(count, rgb, badge_px, arriving(count, lying))
        need = (fig.get_width() + pill.get_width() - _lap(count, rgb, badge_px, lying),
                max(fig.get_height(), pill.get_height()))
        area = pygame.Rect(lay.board).inflate(-2 * edge(lay.scale), -2 * edge(lay.scale))
        box, flipped = ghost_box(pygame.Rect(lay.islands[to]), board.hits, board.labels, to,
                                 need, lying, area, marks, board.ground(snap, lay, to),
                                 fig.get_size(), source)
        g = fig.get_rect(midright=box.midright) if flipped else \
            fig.get_rect(midleft=box.midleft)
        lap = _lap(count, rgb, badge_px, lying)
        low = box.centery + (g.h // 5 if not lying else 0)
        at = pill.get_rect(midright=(g.x + lap, low)) if flipped else \
            pill.get_rect(midleft=(g.right - lap, low))
        at.clamp_ip(box)
        boxes[to] = (g, at, fig, lying)
    left = _left_behind(moved, b.player, snap)
    gone = {src for src, n in left.items() if n == 0}
    for src in gone:                      # a place the move empties: its figures and count
        board.clear_away(surf, src)       # gone, as they will be (under the arrows)
    out = Drawn([], [], [], [], [])
    shapes = out.shapes
    paths = []
    numbers = numbers_of(board.hits)         # the temple's, which its arrows keep off
    centre = (round(lay.centre[0]), round(lay.centre[1]))
    for w in moved:
        src = Jetty(b.player) if w.source == "jetty" else Group(
            w.source, b.player, "active" if w.from_active else "inactive")
        home = board.rect_of(src)
        a = home.center if home is not None else _island_point(lay, w.source)
        g, at, fig, _ = boxes[w.to]
        end, short = g.center, min(g.w, g.h) * 0.5 + 2
        if math.dist(a, at.center) < math.dist(a, g.center):   # its badge on the side
            end, short = at.center, math.hypot(*at.size) / 2 + width   # it comes from:
        #                                        it points at the badge, its head clear
        # bowed off the temple's numbers where its bow from the middle lies over them,
        # as the Hint's arrows are (F051)
        away = clear_way((round(a[0]), round(a[1])), (round(end[0]), round(end[1])),
                         centre, numbers)
        paths.append((a, end, short, away))
    reaches = [reach(a, end, width, away) for a, end, _, away in paths]
    fields = board.hits.fields_under(surf, reaches[0].unionall(reaches[1:])) \
        if reaches else None
    for a, end, short, away in paths:
        shapes.append(draw_arrow(surf, a, end, rgb, width, away=away,
                                 start=size * 0.35, end=short))
        out.arrows.append((a, end))
        out.aways.append(away)
    for shape in shapes:                  # the pieces, counts and names they pass: over
        board.hits.lift(surf, shape, gone, fields)
    for src, n in left.items():           # their sources' counts: what stays there
        if n:
            board.recount(surf, src, n)
    for to, (g, at, fig, lying) in boxes.items():
        count = sum(w.count for w in dests[to])
        g = surf.blit(fig, g)
        pill, words = badge(count, rgb, badge_px, arriving(count, lying))
        surf.blit(pill, at)
        surf.blit(words, words.get_rect(center=at.center))
        out.ghosts.append((to, g, at))
        out.badges.append((pill, words, at))
    return out


def _island_point(lay, where) -> tuple[float, float]:
    if where == "jetty":
        x, y, w, h = lay.jetty
    else:
        x, y, w, h = lay.islands[where]
    return (x + w / 2, y + h / 2)


def draw_builder_help(surf: pygame.Surface, panel: tuple, top: int, instruction: str,
                      reason: str | None, highest: int | None = None,
                      hinted: str | None = None, scoring: tuple[str, tuple] | None = None,
                      under: int | None = None) -> pygame.Rect | None:
    """The instructions in full and the engine's objection, if any, in the panel (drawn
    after it), no higher than `highest`, under the Hint's move (`hinted`) while it is
    the one under way, over what the move changes at the coming scoring (`scoring`),
    under its net line.
    Returns the box."""
    if not instruction and not reason:
        return None
    box, lines, size = help_box(instruction, panel, top, reason if instruction else None,
                                highest, hinted, scoring if instruction else None, under)
    # the log stands clear of the box: nothing of it shows round Confirm and Cancel
    if under is None:
        pygame.draw.rect(surf, (16, 20, 40), (box.x, box.bottom - 8, box.w,
                                              top - box.bottom + 4))
    else:
        bar = under - BAR_GAP - BAR_H - 4
        pygame.draw.rect(surf, (16, 20, 40), (box.x, bar, box.w, box.bottom + 4 - bar))
    area_glass(surf, box)                 # the action area's glass, as the ring's
    side, pad = help_pads()
    y = box.y + pad
    for line, rgb in lines:
        img = text(line, size, rgb, shadow=False)
        surf.blit(img, (box.x + side, y))
        y += font(size).get_linesize()
    return box
