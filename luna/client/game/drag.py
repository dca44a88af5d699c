"""Dragging on the board, a part of the game screen (`scene.dragging`): your novices
from an island (or the jetty) to another island for Travel, Tides or the Sailboat, and
the Book from its field to one of your novices' fields, a temple tile you claimed onto
its field (its Consecration).

A press on a piece that can be dragged waits: let go without moving and it is a click (its
ring opens); move it a few pixels and it is a drag. While dragging, the piece's ghost
follows the mouse and the islands the engine would take it to glow, the one under the
mouse the most (one it would refuse stays dark); so do the temple tiles an Appointment from
that island may claim. A drop on an island adds the novice to the move being built (the
preview and Confirm as with clicks); a drop on a lit tile makes the Appointment (where it
spends a favour, the island's tray opens with that tile chosen). The engine judges each
drop, and one it refuses snaps back with its reason in one line; so does a drop where no
move goes (the water, the council), saying where one does: no drop does nothing unsaid (F062).
The part keeps the drag and its note, reads the `GameView` and asks with intents: a move
played, a novice planned, a tray opened with its tile chosen, the piece's way back shown.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...text import island, not_allowed, refusal, t
from ..board import art
from ..board.animations import Anim
from ..board.arrows import draw_arrow, reach, width_for
from ..board.targets import Field, Group, Island, Jetty, Target, Tile
from ..board.tween import Tween, lerp_point
from ..window.fonts import line_height, text, wrap
from .actions import Action, actions_at, island_of, most_moved, move_sources
from .intents import Animate, Drop, HintGone, OpenTray, Play, RestTips, Sound, Use
from .plan import Plan

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
    appoint: Action | None = None   # the Appointment a drop on a tile makes (once a drag)

    def move(self, pos) -> None:
        self.pos = pos
        if not self.moving and math.dist(pos, self.start) >= START:
            self.moving = True

    @property
    def book(self) -> bool:
        return isinstance(self.source, Field)

    @property
    def tile(self) -> bool:
        return isinstance(self.source, Tile)


@dataclass
class Note:
    """A one-line reason beside the place a drop was refused."""
    words: str
    at: tuple[int, int]
    until: float


class Dragging:
    """A piece being dragged (`drag`), and the reason a drop was refused (`note`)."""

    def __init__(self) -> None:
        self.drag: Drag | None = None
        self.note: Note | None = None
        self.note_rect: pygame.Rect | None = None
        self.said: list = []          # what the last drop asks (intents), in turn
        self.caption_rect: pygame.Rect | None = None   # the drag's caption as drawn
        self.caption: str | None = None

    # -- what may be dragged --------------------------------------------------------------------
    def move_kind(self, source: Target, view) -> tuple[str, object, bool] | None:
        """The move a drag from `source` builds: the one being built, else Travel, Tides
        or the Sailboat, the first the engine allows from there. (type, from, active)"""
        me = view.game.to_move
        if isinstance(source, Group) and source.player == me:
            where, active = source.island, source.active
        elif isinstance(source, Jetty) and source.player == me:
            where, active = "jetty", False
        else:
            return None
        sources = move_sources(view.legal)
        if view.builder is not None:
            kinds = (view.builder.ctype,)
        else:
            kinds = MOVE_ORDER
        for ct in kinds:
            if (where, active) in sources[ct]:
                return ct, where, active
        return None

    def handle(self, event, view):
        """The button let go: a drop, or a click on the piece pressed (`let_go`); the
        press is the board's (Acting: `Grab`), the motion the pointer's (`Point`)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.let_go(event.pos, view) or []
        return None

    @staticmethod
    def draggable(target: Target | None, view) -> bool:
        """A Book that may move, any of your own novices, or a temple tile you claimed
        (where none may go, the drop says why: F062)."""
        if isinstance(target, Field):
            return any(c["type"] == "book" and c["from"] == target.field for c in view.legal)
        me = view.game.to_move
        if isinstance(target, Tile):
            return any(e.get("tile") == target.tile and e.get("claimed_by") == me
                       for e in view.snap["path"])
        return isinstance(target, Group | Jetty) and target.player == me

    # -- the mouse ------------------------------------------------------------------------------
    def press(self, target: Target, pos) -> None:
        self.drag = Drag(target, pos, pos)

    def moved(self, pos) -> HintGone | None:
        if self.drag is not None:
            self.drag.move(pos)
            if self.drag.moving:
                return HintGone()         # the player does something else: the Hint goes
        return None

    def let_go(self, pos, view) -> list | None:
        """The button let go: a drop (what it asks, in turn), or only a click on the
        piece pressed (`Use` it); None where nothing was pressed."""
        drag, self.drag = self.drag, None
        if drag is None:
            return None
        if not drag.moving:
            return [Use(drag.source)]
        self.said = []
        under = view.board.target_at(pos)
        if drag.book:
            self._drop_book(drag, under, pos, view)
        elif drag.tile:
            self._drop_tile(drag, under, pos, view)
        else:
            self._drop_novice(drag, under, pos, view)
        return self.said

    def _consecration(self, drag: Drag, view) -> Action | None:
        """The Consecration of the dragged tile: its tray's own (its plainest variant)."""
        return next((a for a in actions_at(drag.source, view.legal, view.snap,
                                           view.game.to_move) if a.kind == "consecrate"),
                    None)

    def _drop_tile(self, drag: Drag, under: Target | None, pos, view) -> None:
        """Your claimed tile dropped on its own field in the temple: its Consecration
        (its tray opened where it spends the Bribery favour, which the tray's tile shows),
        else back with the engine's reason; dropped anywhere else, back saying where it
        goes (rules 3.9: a tile goes onto its field)."""
        n = drag.source.tile
        if under != Field(n):
            self._snap_back(drag, pos, t("drag.tile_nowhere", field=n), view)
            return
        act = self._consecration(drag, view)
        if act is None:
            probe = {"type": "consecrate", "player": view.game.to_move, "tile": n,
                     "bribe": False}
            self._snap_back(drag, pos, self._why(probe, view), view)
        elif act.command.get("bribe"):
            self.said += [OpenTray(drag.source), Sound("click")]
        else:
            self.said += [Sound("click"), Play(act.command)]

    def _drop_book(self, drag: Drag, under: Target | None, pos, view) -> None:
        cmd = {"type": "book", "player": view.game.to_move, "from": drag.source.field,
               "to": under.field if isinstance(under, Field) else None}
        if cmd["to"] is None or cmd["to"] == cmd["from"]:
            self._snap_back(drag, pos, t("drag.book_nowhere"), view)
            return
        refused = view.game.refusal(cmd)
        if refused is not None:
            self._snap_back(drag, pos, refusal(refused), view)
            return
        self.said.append(Play(cmd))

    def _drop_novice(self, drag: Drag, under: Target | None, pos, view) -> None:
        if isinstance(under, Tile):
            self._drop_on_tile(drag, under, pos, view)
            return
        kind = self.move_kind(drag.source, view)
        dest = island_of(under, view.snap) if under is not None else None
        if dest is None:                      # the water, the council, a seat: no move goes
            self._snap_back(drag, pos, t("drag.nowhere"), view)
            return
        if kind is None or dest == kind[1]:   # the engine says why not
            self._snap_back(drag, pos, self._why(self._probe(drag, dest, view), view), view)
            return
        apart = view.builder.apart(kind[1], dest) if view.builder is not None else None
        if apart is not None:                 # a Sailboat under way: one place, one island
            to = view.builder.moves[0]["to"]
            self._snap_back(drag, pos, t(apart, island=island(view.snap["islands"][to]["kind"])),
                            view)
            return
        refused = view.game.refusal(self._trial(kind, dest, view).command())
        if refused is not None:               # (tried on a copy: the move planned stays)
            self._snap_back(drag, pos, self._on_their_way(kind, view) or refusal(refused),
                            view)
        else:
            self.said += [Drop(*kind, dest), Sound("click")]

    @staticmethod
    def _on_their_way(kind: tuple, view) -> str | None:
        """A drop refused because the place's novices are all planned already: says so
        and how to take one back (the engine's count of them alone read as a wrong sum)."""
        if view.builder is None or kind[1] == "jetty":   # (the jetty's: the engine's words)
            return None
        sent = view.builder.sent_from(kind[1], kind[2])
        where = island(view.snap["islands"][kind[1]]["kind"])
        return t("drag.on_their_way", count=sent, island=where, minus=t("key.minus")) \
            if sent else None

    def _probe(self, drag: Drag, dest: int, view) -> dict:
        """The move a drop that builds none asks the engine about: the one being built,
        else Travel for standing novices, Tides for lying ones and the jetty's."""
        source, me = drag.source, view.game.to_move
        where = "jetty" if isinstance(source, Jetty) else source.island
        active = isinstance(source, Group) and source.active
        ctype = view.builder.ctype if view.builder is not None else \
            "travel" if active else "tides"
        if ctype == "sailboat":
            return {"type": ctype, "player": me, "from": where, "to": dest, "count": 1}
        move = {"from": where, "to": dest, "count": 1}
        if ctype == "tides":
            move["active"] = active
        return {"type": ctype, "player": me, "moves": [move]}

    def _appointment(self, drag: Drag, view) -> Action | None:
        """The Appointment a drop of `drag` on a tile makes: the tray's own of its island
        (its tiles, its plainest variant), None where it has none (or a move is built)."""
        if drag.appoint is None and view.builder is None and isinstance(drag.source, Group):
            drag.appoint = next((a for a in actions_at(drag.source, view.legal, view.snap,
                                                       view.game.to_move)
                                 if a.kind == "appoint" and a.tiles), False)
        return drag.appoint or None

    def _drop_on_tile(self, drag: Drag, tile: Tile, pos, view) -> None:
        """An Appointment of the dragged novices' island to `tile`: made where it spends
        nothing, its tray opened with the tile chosen where it spends a favour (the novice
        favour, Bribery: the tray's button shows it), else back with the engine's reason."""
        act = self._appointment(drag, view)
        if act is not None and tile.tile in act.tiles:
            act.choose(tile=tile.tile)
            cmd = act.command
            if cmd.get("novice_token") or cmd.get("bribe"):
                self.said += [OpenTray(drag.source, tile.tile), Sound("click")]
                return
            self.said += [Sound("click"), Play(cmd)]
            return
        if view.builder is not None or not isinstance(drag.source, Group):
            self._snap_back(drag, pos, t("drag.nowhere"), view)
            return
        probe = {"type": "appoint", "player": view.game.to_move, "island": drag.source.island,
                 "tile": tile.tile, "bribe": False, "novice_token": False}
        self._snap_back(drag, pos, self._why(probe, view), view)

    def _why(self, cmd: dict, view) -> str:
        """The engine's reason against `cmd` in the player's words (where it has none, the
        drop still went nowhere a move goes)."""
        refused = view.game.refusal(cmd)
        return refusal(refused) if refused is not None else t("drag.nowhere")

    def _snap_back(self, drag: Drag, pos, reason: str | None, view) -> None:
        """The piece goes back where it came from; the engine's reason stands by the drop."""
        home = view.board.rect_of(drag.source)
        sprite = self._ghost(drag, view)
        if home is not None:
            def paint(surf, v, a=pos, b=home.center):
                x, y = lerp_point(a, b, v)
                surf.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
            self.said.append(Animate(Anim(Tween(0.25, "out_cubic"), blocking=False,
                                          paint=paint)))
        if reason:
            self.note = Note(reason, pos, view.now + NOTE_SECONDS)
            self.said += [Sound("error"), RestTips()]   # the place's hover text waits

    # -- drawing --------------------------------------------------------------------------------
    def lit(self, view) -> set[Target] | None:
        """While dragging: where the piece may go (None when nothing is dragged)."""
        drag = self.drag
        if drag is None or not drag.moving:
            return None
        if drag.book:
            return {Field(c["to"]) for c in view.legal
                    if c["type"] == "book" and c["from"] == drag.source.field}
        if drag.tile:
            return {Field(drag.source.tile)} if self._consecration(drag, view) else set()
        if drag.lit is None:
            kind = self.move_kind(drag.source, view)
            drag.lit = set() if kind is None else {
                Island(i) for i in range(len(view.snap["islands"]))
                if i != kind[1] and self._takes(kind, i, view)}
            act = self._appointment(drag, view)
            drag.lit |= {Tile(x) for x in act.tiles} if act is not None else set()
        return drag.lit

    def _takes(self, kind: tuple, dest: int, view) -> bool:
        """Would the engine take the move being built with one more novice to `dest`?"""
        return view.game.refusal(self._trial(kind, dest, view).command()) is None

    @staticmethod
    def _trial(kind: tuple, dest: int, view) -> Plan:
        """A copy of the move being built (or a new one of `kind`) with one more novice
        from `kind`'s place to `dest`."""
        b = view.builder or Plan(kind[0], view.game.to_move)
        trial = Plan(b.ctype, b.player, moves=[dict(m) for m in b.moves])
        trial.select(kind[1], kind[2])
        trial.add(dest)
        return trial

    def drop_target(self, view) -> Target | None:
        """The place under the dragged piece that would take it (it glows the most)."""
        lit = self.lit(view)
        if not lit:
            return None
        under = view.board.target_at(self.drag.pos)
        if self.drag.book or self.drag.tile or isinstance(under, Tile):
            return under if under in lit else None
        i = island_of(under, view.snap) if under is not None else None
        return Island(i) if Island(i) in lit else None

    def carried(self, view) -> int:
        """How many novices the drag carries: ONE rule from every place, an island's
        group as the jetty's (planning.plan): the whole group pressed, but for those on
        their way already, a Sailboat's as many as it may carry; 0 where no move starts
        there (its drop says why)."""
        drag = self.drag
        kind = self.move_kind(drag.source, view) if drag is not None else None
        if kind is None:
            return 0
        ct, where, active = kind
        me = view.game.to_move
        held = view.snap["jetty"][me] if where == "jetty" else \
            view.snap["islands"][where]["active" if active else "inactive"][me]
        if view.builder is not None:
            held -= view.builder.sent_from(where, active)
        if ct == "sailboat":
            held = min(held, most_moved(ct, where, view.legal, view.snap, me, None))
        return max(0, held)

    def draw_caption(self, surf: pygame.Surface, ghost: pygame.Rect, view) -> None:
        """Under the dragged novices, how many go where they are dropped ("Dragging 3
        novices: ..."): the rule said where it acts."""
        n = self.carried(view)
        self.caption = t("drag.carry", count=n, minus=t("key.minus")) if n else None
        self.caption_rect = None
        if self.caption is None:
            return
        img = text(self.caption, 14, (236, 240, 255), shadow=False)
        box = pygame.Rect(0, 0, img.get_width() + 16, img.get_height() + 6)
        box.midtop = (ghost.centerx, ghost.bottom + 4)
        box.clamp_ip(pygame.Rect(view.lay.board).inflate(-12, -12))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (14, 18, 34, 230), shade.get_rect(), border_radius=8)
        surf.blit(shade, box)
        surf.blit(img, img.get_rect(center=box.center))
        self.caption_rect = box

    def _ghost(self, drag: Drag, view) -> pygame.Surface:
        if drag.book:
            return art.book_marker(int(view.lay.hex_w * 0.5))
        drawn = view.board.sprites.get(drag.source) if drag.tile else None
        if drawn is not None:                  # the tile as drawn, its novice on it
            return drawn[0]
        colour = view.snap["colours"][view.game.to_move]
        return art.novice(colour, int(30 * view.lay.scale) + 6)

    def draw(self, surf: pygame.Surface, view) -> None:
        drag = self.drag
        self.caption = self.caption_rect = None
        if drag is not None and drag.moving:
            ghost = self._ghost(drag, view).copy()
            ghost.set_alpha(215)
            home = view.board.rect_of(drag.source)
            if home is not None:
                rgb = (255, 226, 140) if drag.book else \
                    art.PLAYER_RGB[view.snap["colours"][view.game.to_move]]
                width = width_for(view.lay.scale)
                fields = view.board.hits.fields_under(
                    surf, reach(home.center, drag.pos, width, view.lay.centre))
                view.board.hits.lift(surf, draw_arrow(
                    surf, home.center, drag.pos, rgb, width,
                    away=view.lay.centre, start=home.h * 0.3,
                    end=ghost.get_height() * 0.45, moving=True), fields=fields)
            at = surf.blit(ghost, ghost.get_rect(center=drag.pos))
            if not (drag.book or drag.tile):
                self.draw_caption(surf, at, view)
        note = self.note
        if note is not None:
            if view.now > note.until:
                self.note = None
                return
            self.draw_note(surf, note, view)

    def draw_note(self, surf: pygame.Surface, note: Note, view) -> None:
        """The reason, in a dark box beside the drop, inside the board: one line where it
        fits, else wrapped, never cut (a German reason at 150 % lost its end to "…")."""
        room = view.lay.board[2] - 24
        lines = wrap(not_allowed(note.words), 14, room - 20)[:3]
        imgs = [text(line, 14, (255, 214, 200), shadow=False) for line in lines]
        step = line_height(14)
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 20, step * len(imgs) + 10)
        box.midbottom = (note.at[0], note.at[1] - 18)
        box.clamp_ip(pygame.Rect(view.lay.board).inflate(-12, -12))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 10, 14, 236), shade.get_rect(), border_radius=8)
        pygame.draw.rect(shade, (236, 110, 110, 230), shade.get_rect(), 1, border_radius=8)
        surf.blit(shade, box)
        for k, img in enumerate(imgs):
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 5 + k * step)))
        self.note_rect = box
