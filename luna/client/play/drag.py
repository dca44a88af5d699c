"""Dragging on the board, a part of `GameScene`: your novices from an island (or the
jetty) to another island for Travel, Tides or the Sailboat, and the Book from its field to
one of your novices' fields.

A press on a piece that can be dragged waits: let go without moving and it is a click (its
ring opens); move it a few pixels and it is a drag. While dragging, the piece's ghost
follows the mouse and the islands the engine would take it to glow, the one under the
mouse the most (one it would refuse stays dark). A drop adds the novice to the move being
built (the preview and Confirm as with clicks); the engine judges each drop, and one it
refuses snaps back with its reason in one line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...text import not_allowed, refusal
from ..board import art
from ..board.animations import Anim
from ..board.arrows import draw_arrow, width_for
from ..board.targets import Field, Group, Island, Jetty, Target
from ..board.tween import Tween, lerp_point
from ..fonts import fit, text
from .actions import island_of, move_sources
from .choices import MoveBuilder

START = 8                # pixels the mouse moves before a press becomes a drag
NOTE_SECONDS = 2.6
MOVE_ORDER = ("travel", "tides", "sailboat")


@dataclass
class Drag:
    source: Target                  # Group (yours), Jetty (yours) or Field (a Book's)
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False
    lit: set | None = None          # where it may go (asked of the engine once a drag)

    def move(self, pos) -> None:
        self.pos = pos
        if not self.moving and math.dist(pos, self.start) >= START:
            self.moving = True

    @property
    def book(self) -> bool:
        return isinstance(self.source, Field)


@dataclass
class Note:
    """A one-line reason beside the place a drop was refused."""
    words: str
    at: tuple[int, int]
    until: float


class Dragging:
    """Needs the scene's game, legal, snap, board, lay, app, controller and builder."""

    drag: Drag | None = None
    note: Note | None = None

    # -- what may be dragged --------------------------------------------------------------------
    def move_kind(self, source: Target) -> tuple[str, object, bool] | None:
        """The move a drag from `source` builds: the one being built, else Travel, Tides
        or the Sailboat, the first the engine allows from there. (type, from, active)"""
        me = self.game.to_move
        if isinstance(source, Group) and source.player == me:
            where, active = source.island, source.active
        elif isinstance(source, Jetty) and source.player == me:
            where, active = "jetty", False
        else:
            return None
        sources = move_sources(self.legal)
        if self.builder is not None:
            kinds = (self.builder.ctype,)
        else:
            kinds = MOVE_ORDER
        for ct in kinds:
            if (where, active) in sources[ct]:
                return ct, where, active
        return None

    def draggable(self, target: Target | None) -> bool:
        if isinstance(target, Field):
            return any(c["type"] == "book" and c["from"] == target.field for c in self.legal)
        return target is not None and self.move_kind(target) is not None

    # -- the mouse ------------------------------------------------------------------------------
    def press_piece(self, target: Target, pos) -> None:
        self.drag = Drag(target, pos, pos)

    def drag_to(self, pos) -> None:
        if self.drag is not None:
            self.drag.move(pos)
            if self.drag.moving:
                self.hint = None          # the player does something else: the Hint goes

    def let_go(self, pos) -> bool:
        """The button let go: a drop (True), or only a click (False: the caller clicks)."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moving:
            return False
        under = self.board.target_at(pos)
        if drag.book:
            self._drop_book(drag, under, pos)
        else:
            self._drop_novice(drag, under, pos)
        return True

    def _drop_book(self, drag: Drag, under: Target | None, pos) -> None:
        cmd = {"type": "book", "player": self.game.to_move, "from": drag.source.field,
               "to": under.field if isinstance(under, Field) else None}
        if cmd["to"] is None or cmd["to"] == cmd["from"]:
            self._snap_back(drag, pos, None)
            return
        refused = self.game.refusal(cmd)
        if refused is not None:
            self._snap_back(drag, pos, refusal(refused))
            return
        self.close_ring()
        self.play(cmd)

    def _drop_novice(self, drag: Drag, under: Target | None, pos) -> None:
        kind = self.move_kind(drag.source)
        dest = island_of(under, self.snap) if under is not None else None
        if kind is None or dest is None or dest == kind[1]:
            self._snap_back(drag, pos, None)
            return
        started = self.builder is None
        if started:
            self.close_ring()
            self.start_builder(*kind)
        else:
            self.builder.select(kind[1], kind[2])
        self.builder.add(dest)
        refused = self.game.refusal(self.builder.command())
        if refused is not None:
            self.builder.remove_last()
            if started and not self.builder.moves:
                self.cancel_builder()
            self._snap_back(drag, pos, refusal(refused))
        else:
            self.app.sounds.play("click")
        self._builder_bar()

    def _snap_back(self, drag: Drag, pos, reason: str | None) -> None:
        """The piece goes back where it came from; the engine's reason stands by the drop."""
        home = self.board.rect_of(drag.source)
        sprite = self._ghost(drag)
        if home is not None and self.app.settings.speed_factor > 0:
            def paint(surf, v, a=pos, b=home.center):
                x, y = lerp_point(a, b, v)
                surf.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
            self.anims.append(Anim(Tween(0.25, "out_cubic"), blocking=False, paint=paint))
        if reason:
            self.note = Note(reason, pos, self.app.now + NOTE_SECONDS)
            self.app.sounds.play("error")

    # -- drawing --------------------------------------------------------------------------------
    def drag_lit(self) -> set[Target] | None:
        """While dragging: where the piece may go (None when nothing is dragged)."""
        drag = self.drag
        if drag is None or not drag.moving:
            return None
        if drag.book:
            return {Field(c["to"]) for c in self.legal
                    if c["type"] == "book" and c["from"] == drag.source.field}
        if drag.lit is None:
            kind = self.move_kind(drag.source)
            drag.lit = set() if kind is None else {
                Island(i) for i in range(len(self.snap["islands"]))
                if i != kind[1] and self._takes(kind, i)}
        return drag.lit

    def _takes(self, kind: tuple, dest: int) -> bool:
        """Would the engine take the move being built with one more novice to `dest`?"""
        b = self.builder or MoveBuilder(kind[0], self.game.to_move)
        trial = MoveBuilder(b.ctype, b.player, moves=[dict(m) for m in b.moves])
        trial.select(kind[1], kind[2])
        trial.add(dest)
        return self.game.refusal(trial.command()) is None

    def drop_target(self) -> Target | None:
        """The place under the dragged piece that would take it (it glows the most)."""
        lit = self.drag_lit()
        if not lit:
            return None
        under = self.board.target_at(self.drag.pos)
        if self.drag.book:
            return under if under in lit else None
        i = island_of(under, self.snap) if under is not None else None
        return Island(i) if Island(i) in lit else None

    def _ghost(self, drag: Drag) -> pygame.Surface:
        if drag.book:
            return art.book_marker(int(self.lay.hex_w * 0.5))
        colour = self.snap["colours"][self.game.to_move]
        return art.novice(colour, int(30 * self.lay.scale) + 6)

    def draw_drag(self, surf: pygame.Surface) -> None:
        drag = self.drag
        if drag is not None and drag.moving:
            ghost = self._ghost(drag).copy()
            ghost.set_alpha(215)
            home = self.board.rect_of(drag.source)
            if home is not None:
                rgb = (255, 226, 140) if drag.book else \
                    art.PLAYER_RGB[self.snap["colours"][self.game.to_move]]
                self.board.hits.lift(surf, draw_arrow(
                    surf, home.center, drag.pos, rgb, width_for(self.lay.scale),
                    away=self.lay.centre, start=home.h * 0.3,
                    end=ghost.get_height() * 0.45, moving=True))
            surf.blit(ghost, ghost.get_rect(center=drag.pos))
        note = self.note
        if note is not None:
            if self.app.now > note.until:
                self.note = None
                return
            self.draw_note(surf, note)

    def draw_note(self, surf: pygame.Surface, note: Note) -> None:
        """The reason in one line, in a dark box beside the drop, inside the board."""
        room = self.lay.board[2] - 24
        img = text(fit(not_allowed(note.words), 14, room - 20), 14, (255, 214, 200),
                   shadow=False)
        box = img.get_rect().inflate(20, 10)
        box.midbottom = (note.at[0], note.at[1] - 18)
        box.clamp_ip(pygame.Rect(self.lay.board).inflate(-12, -12))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 10, 14, 236), shade.get_rect(), border_radius=8)
        pygame.draw.rect(shade, (236, 110, 110, 230), shade.get_rect(), 1, border_radius=8)
        surf.blit(shade, box)
        surf.blit(img, img.get_rect(center=box.center))
        self.note_rect = box
