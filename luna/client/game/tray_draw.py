"""The tray drawn in the panel's action area under its place's name, and on the board
the preview of the tile under the pointer: what its move would use and where it goes.
Drawn by the tray's part (`Acting.draw`) from the view alone."""

from __future__ import annotations

import pygame

from ..board import art
from ..board.marks import COUNCIL, Marks, hint_marks, moved_by
from ..board.targets import CouncilSeat, Tile
from ..widgets import palette as P
from ..window.fonts import fit, line_height, text
from .actions import (
    choice_of,
    council_seat,
    island_of,
    place_name,
    ring_targets,
)
from .hover import council_rects
from .tip_clear import arrow_way


def focused_tile(view) -> int | None:
    """The tray's tile the keyboard's focus is on, where the focus shows (None: none)."""
    return getattr(view.focus, "k", None) if view.keys_shown else None


def ring_preview(ring, view) -> dict | None:
    """The command a tray tile under the pointer (or the keyboard's focus) would play."""
    if ring is None:
        return None
    hover = view.hover
    k = getattr(hover, "index", None) if getattr(hover, "what", "") == "ring" else None
    if k is None or k < 0:
        k = focused_tile(view)
    places = ring_targets(ring, view.game)
    if k is None and hover in places:
        k, choice = places[hover]
        return ring.actions[k].variant(**choice._asdict())
    if k is None or k >= len(ring.actions):
        return None
    act = ring.actions[k]
    if act.kind == "appoint" and len(act.tiles) > 1:
        return None            # its tile is chosen next: every lit tile is one of them
    return act.command


def draw_ring(ring, preview, surf: pygame.Surface, view) -> None:
    """The tray in the panel's action area, and on the board (`preview`, a mark layer)
    the preview of the tile under the pointer. The log gives way under the tray (lines
    round it read as clutter), its latest lines under it."""
    ring.draw(surf, view.snap, view.game, view.hover, False)   # (its focus: the keys'
    #                                                            part draws it)
    draw_dock_name(ring, surf, ring.dock.docked, view)
    cmd = ring_preview(ring, view)
    ring.goals = named_tiles(ring, view)     # a tile's hover text stands off the places
    ring.named = []                          # its move names: its goals, its pieces and
    if cmd is not None:                      # arrows
        marks = preview_marks(cmd, [*ring.actions], view)
        board = pygame.Rect(view.lay.board)
        preview.draw_hint(surf, view.board.hits, marks, None, view.now, board)
        ring.goals += [r for r in (view.board.rect_of(g) for g in marks.goals) if r]
        ring.named = [r for r in (view.board.rect_of(g) for g in marks.pieces) if r] \
            + arrow_way(preview.arrows, board)     # (less dear than where it goes)
        if any(isinstance(g, CouncilSeat) or g == COUNCIL for g in marks.goals):
            # its words beside the council:
            for seats in council_rects(view.board.hits):
                name = line_height(14) + 12             # the seats and discs they explain
                ring.goals.append(seats.inflate(12, 12).union(   # and its name
                    seats.move(0, -name).inflate(12, 0)))


def named_tiles(ring, view) -> list[pygame.Rect]:
    """The path's tiles an Appointment under the pointer may claim, where it asks for one
    (its words name them; no preview marks one): where its hover text must not stand."""
    hover = view.hover
    k = getattr(hover, "index", None) if getattr(hover, "what", "") == "ring" else None
    if k is None or not 0 <= k < len(ring.actions):
        return []
    act = ring.actions[k]
    if act.kind != "appoint" or len(act.tiles) < 2:
        return []
    return [r for r in (view.board.rect_of(Tile(tile)) for tile in act.tiles) if r]


def draw_dock_name(ring, surf: pygame.Surface, where: pygame.Rect, view) -> None:
    """Over the docked tray, the place it acts on (which glows on the board): an
    island's symbol and name in gold, else a tile's, the candles' or the jetty's
    name, so the tray says whose it is without a tail across the board."""
    if not where.h:
        return                    # no room for it (the place glows): ring_place.nameless
    i = island_of(ring.anchor, view.snap)
    sym = None
    name = place_name(ring.anchor, view.snap)
    kind = view.snap["islands"][i]["kind"] if i is not None else None
    size = ring.label_size
    key = (name, size, where.w)
    if ring.name_line is None or ring.name_line[0] != key:   # made once
        words = text(fit(name[0].upper() + name[1:], size, where.w - 3 * size, True),
                     size, P.GOLD, bold=True)
        ring.name_line = (key, words)
    words = ring.name_line[1]
    if i is not None:
        sym = art.symbol(kind, words.get_height(), art.KIND_RGB[kind])
    lead = sym.get_width() + 6 if sym is not None else 0
    x = where.centerx - (lead + words.get_width()) // 2
    if sym is not None:
        surf.blit(sym, sym.get_rect(midleft=(x, where.centery)))
    surf.blit(words, words.get_rect(midleft=(x + lead, where.centery)))


def preview_marks(cmd: dict, acts: list, view) -> Marks:
    """What a tray's command (one of `acts`' tiles) would use and where it goes; a
    Council move marks the one seat its count reaches (the engine's dry run), not the
    whole council; a Banish the island the Apostate reaches, a consecration where the
    novices it expels go."""
    marks = hint_marks(cmd, view.snap, view.game.to_move)
    act = next((a for a in acts if a.kind == cmd["type"]), None)
    if act is None or cmd not in act.variants.values():
        return marks
    effect = act.effect(view.game, choice_of(cmd))                # the dry run, kept
    if cmd["type"] == "council" and effect.seat is not None:
        goal = council_seat(effect.seat)
        marks = Marks(marks.pieces, (goal,), tuple((a, goal) for a, _ in marks.ways))
    return moved_by(marks, effect.events)
