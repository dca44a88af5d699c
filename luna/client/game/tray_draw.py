"""The tray drawn in the panel's action area under its place's name, and on the board
the preview of the tile under the pointer: what its move would use and where it goes
(`scene`: the game screen)."""

from __future__ import annotations

import pygame

from ...text import island, t
from ..board import art
from ..board.marks import COUNCIL, Marks, hint_marks, moved_by
from ..board.targets import (
    CouncilSeat,
    Jetty,
    JettyArea,
    Tile,
)
from ..widgets import palette as P
from ..window.fonts import fit, line_height, text
from .actions import (
    choice_of,
    council_seat,
    island_of,
    ring_targets,
)


def ring_preview(scene, hover) -> dict | None:
    """The command a ring button under the mouse (or the keyboard) would play."""
    if scene.ring is None:
        return None
    k = getattr(hover, "index", None) if getattr(hover, "what", "") == "ring" else None
    if k is None or k < 0:
        k = scene.keys.tile if scene.keys.shown else None
    places = ring_targets(scene.ring, scene.game)
    if k is None and hover in places:
        k, choice = places[hover]
        return scene.ring.actions[k].variant(**choice._asdict())
    if k is None or k >= len(scene.ring.actions):
        return None
    act = scene.ring.actions[k]
    if act.kind == "appoint" and len(act.tiles) > 1:
        return None            # its tile is chosen next: every lit tile is one of them
    return act.command


def draw_ring(scene, surf: pygame.Surface) -> None:
    """The tray in the panel's action area, and on the board the preview of the
    button under the mouse. The log gives way under the tray (lines round it read as
    clutter), its latest lines under it (screens/game.py)."""
    scene.ring.draw(surf, scene.snap, scene.game, scene.hover, False)   # (its focus:
    #                                                             the keys' part draws it)
    draw_dock_name(scene, surf, scene.ring.dock.docked)
    cmd = ring_preview(scene, scene.hover)
    scene.ring.goals = []
    if cmd is not None:
        marks = preview_marks(scene, cmd)
        scene.preview.draw_hint(surf, scene.board.hits, marks, None,
                               scene.app.now, pygame.Rect(scene.lay.board))
        scene.ring.goals = [r for r in (scene.board.rect_of(g) for g in marks.goals) if r]
        if any(isinstance(g, CouncilSeat) or g == COUNCIL for g in marks.goals):
            # its words beside the council:
            for seats in scene.hints.rects_of(COUNCIL, scene.view()):
                name = line_height(14) + 12             # the seats and discs they explain
                scene.ring.goals.append(seats.inflate(12, 12).union(   # and its name
                    seats.move(0, -name).inflate(12, 0)))


def draw_dock_name(scene, surf: pygame.Surface, where: pygame.Rect) -> None:
    """Over the docked tray, the place it acts on (which glows on the board): an
    island's symbol and name in gold, else a tile's, the candles' or the jetty's
    name, so the tray says whose it is without a tail across the board."""
    if not where.h:
        return                    # no room for it (the place glows): ring_place.nameless
    i = island_of(scene.ring.anchor, scene.snap)
    anchor, sym = scene.ring.anchor, None
    if i is not None:
        kind = scene.snap["islands"][i]["kind"]
        name = island(kind)
    elif isinstance(anchor, Tile):
        name = t("ring.place.tile", tile=anchor.tile)
    elif isinstance(anchor, Jetty | JettyArea):
        name = t("jetty.label")
    else:
        name = t("ring.place.candles")
    size = scene.ring.label_size
    key = (name, size, where.w)
    if scene.ring.name_line is None or scene.ring.name_line[0] != key:   # made once
        words = text(fit(name[0].upper() + name[1:], size, where.w - 3 * size, True),
                     size, P.GOLD, bold=True)
        scene.ring.name_line = (key, words)
    words = scene.ring.name_line[1]
    if i is not None:
        sym = art.symbol(kind, words.get_height(), art.KIND_RGB[kind])
    lead = sym.get_width() + 6 if sym is not None else 0
    x = where.centerx - (lead + words.get_width()) // 2
    if sym is not None:
        surf.blit(sym, sym.get_rect(midleft=(x, where.centery)))
    surf.blit(words, words.get_rect(midleft=(x + lead, where.centery)))


def preview_marks(scene, cmd: dict) -> Marks:
    """What a ring's command would use and where it goes; a Council move marks the one
    seat its count reaches (the engine's dry run), not the whole council; a Banish the
    island the Apostate reaches, a consecration where the novices it expels go."""
    marks = hint_marks(cmd, scene.snap, scene.game.to_move)
    acts = scene.ring.actions if scene.ring is not None else \
        [scene.acting.tile_pick] if scene.acting.tile_pick is not None else []
    act = next((a for a in acts if a.kind == cmd["type"]), None)
    if act is None or cmd not in act.variants.values():
        return marks
    effect = act.effect(scene.game, choice_of(cmd))                # the dry run, kept
    if cmd["type"] == "council" and effect.seat is not None:
        goal = council_seat(effect.seat)
        marks = Marks(marks.pieces, (goal,), tuple((a, goal) for a, _ in marks.ways))
    return moved_by(marks, effect.events)
