"""The other players' moves as a little show, one at a time: each first lights where it
happens (its pieces and where they go, in the player's colour, a ripple on its places)
with a caption beside them telling it (game/captions.py), then animates, and the next
waits until it has played (a second at least, at normal speed); the game log tells each
move as it starts. A "faster" chip hurries the show along; a click or Space skips the
move being shown.
A round's end is told in two parts: its scoring on the board as it was scored (the
figures still where they counted), and after the summary, the figures moving on.

With animations off nothing waits: the show is only for eyes that follow it.
"""

from __future__ import annotations

import copy

import pygame

from ...engine.data import SHRINE_POINTS
from ...text import t
from ..board import art
from ..board.animations import Anim
from ..board.marks import COUNCIL, SPOT, Marks, hint_marks, moved_by, on_seat, spot_rings
from ..board.targets import Control, CouncilSeat, Field, GuardianTile, Island, Tile
from ..board.tween import Tween
from ..board.view import OWN_NAME
from ..window.fonts import text
from .captions import CORNERS, EDGE, SLIDE, Caption, corner_rect
from .intents import Hurry, SkipShow, Sound
from .projection import SCORED
from .since_turn import SinceTurn

GAP = 0.12               # seconds between two moves of the show
LEAD = 0.35              # the place lights before the pieces move
DWELL = 0.3              # and stays lit a moment after
SHOW = 1.1               # a move's show lasts at least this (at normal speed): to be read
LOSS = 2.6               # and one that expels a novice of the person's at least this: its
#                          caption's longer sentence read while the novice flies
HURRY = 4.0              # "faster": the show plays this much faster


def remaining(anims: list[Anim]) -> float:
    """Seconds (of animation time) until the blocking animations now playing have ended."""
    return max((a.tween.delay + a.tween.duration - a.tween.elapsed for a in anims
                if a.blocking and not a.tween.done), default=0.0)


class Show:
    def __init__(self, play=None) -> None:
        self.hurry = False
        self.board = None                           # the board, as drawn last
        self.area = pygame.Rect(0, 0, 0, 0)         # the board's part of the window
        self.calm = False                           # reduced motion: no rippling
        self.clock = 0.0
        self.pending: list[tuple[int, Tween, int]] = []  # log index, when its show starts,
        #                                                   whose move it is
        self.chip: pygame.Rect | None = None
        self._chip_at: tuple | None = None          # (board area, size) -> its place
        self.lit: list = []                         # drawn last: the places a move lit
        self.caption: Caption | None = None         # drawn last: its caption
        self.held: Caption | None = None            # the caption docked last, standing on
        #                                             till the next move's show (docked)
        self.waiting = False                        # a computer to move next (its move
        #                                             soon shown): the held caption stays
        self.covered = False                        # another screen over the board
        self.dock: pygame.Rect | None = None        # the panel's action area, if free
        self.play = play                            # the board's play (a mask), asked for
        self.stay = SinceTurn()                     # the last caption, on at the person's turn

    @property
    def hits(self) -> list:
        return self.board.hits if self.board is not None else []

    @staticmethod
    def handle(event, view):
        """Another player's move being shown: Space or a click on the board shows it at
        once, F or the faster chip hurries the show. None: not the show's."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE and view.showing and view.skippable:
                return [SkipShow()]                 # the move being shown: at once
            if event.key == pygame.K_f and view.showing:
                return [Hurry()]
            return None
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        if chip_at(view.chip, event.pos):
            return [Hurry(), Sound("click")]
        if event.pos[0] < view.lay.panel[0] and view.showing and view.skippable:
            return [SkipShow()]                 # a click on the board: the show at once
        return None

    def stage(self, new: list[Anim], playing: list[Anim], cmd: dict, snap: dict,
              index: int, events: list[dict] = (), persons=()) -> list[Anim]:
        """Another player's move `new`: after what is `playing`, led in by its spot and
        told by its caption (from the move's `events`; an expulsion of a novice of the
        `persons` at this screen said first, and shown longer)."""
        wait = remaining(playing)
        wait += GAP if wait else 0.0
        body = max((a.tween.delay + a.tween.duration for a in new if a.blocking), default=0.0)
        for a in new:
            a.tween.delay += wait + LEAD
        seat = next((e["to"] for e in events if e["type"] == "council_moved"), None)
        marks = moved_by(on_seat(hint_marks(cmd, snap, cmd["player"]), seat), events)
        caption = Caption(cmd, list(events), snap, persons)
        rgb = art.PLAYER_RGB.get(snap["colours"][cmd["player"]], SPOT)
        least = LOSS if caption.loss else SHOW
        spot = Anim(Tween(max(least, LEAD + body + DWELL), "linear", delay=wait), blocking=True,
                    paint=self._painter(marks, caption, rgb))
        self.pending.append((index, spot.tween, cmd["player"]))
        return [spot, *new]

    def _painter(self, marks: Marks, caption: Caption, rgb):
        def paint(surf: pygame.Surface, v: float) -> None:
            fade = min(1.0, v * 6, (1 - v) * 6)
            self.lit = spot_rings(surf, self.hits, marks, fade, rgb,
                                  None if self.calm else self.clock)
            if self.covered:        # the move's caption is the board's, not the next screen's
                self.held = None
                return
            self.caption = caption
            self.stay.shown_move(caption)
            if caption.rect is None and self.board is not None:
                where = [r for r, tg in self.hits if tg in self.lit] or [self.area]
                # beside where the move goes (its pieces' way may cross the board)
                goals = [r for r, tg in self.hits if tg in marks.goals and tg in self.lit
                         or COUNCIL in marks.goals and isinstance(tg, CouncilSeat)]
                at = goals or where
                chip = self._chip_words().get_width() + 38 + 16
                caption.place(at[0].unionall(at[1:]), self.area, self._keep(where),
                              self.area.w - 2 * EDGE - chip,    # a row beside the chip
                              self.play() if self.play else None, self.dock,
                              self.chip_place(self._chip_words().get_rect().inflate(
                                  38, 12).size).inflate(8, 8))
            if caption.docked:          # over the panel: drawn after it (draw_docked), whole
                caption.alpha = 1.0     # from its show's first frame to its last (the log
                self.held = caption     # under it covered: fading, it left a bare band)
                return
            self.held = None
            caption.draw(surf, fade)
        return paint

    def _keep(self, where: list[pygame.Rect]) -> list:
        """What a caption must not hide: what the board keeps clear (its names, the
        temple's fields, the council), the move's own places, the islands it happens on
        (their land, names and pieces), the path's tiles (the player may want one next)
        and the "faster" chip."""
        islands = {tg.island for r, tg in self.hits if isinstance(tg, Island)
                   and any(r.collidepoint(w.center) for w in where)}
        theirs = [r for r, tg in self.hits if getattr(tg, "island", None) in islands]
        plates = [r for isl in islands for r, w in self.board.keep_clear(
            next(r for r, tg in self.hits if tg == Island(isl))) if w == OWN_NAME]
        path = [r for r, tg in self.hits if isinstance(tg, Tile | GuardianTile)]
        chip = self.chip_place(self._chip_words().get_rect().inflate(38, 12).size)
        fields = {tuple(r) for r, tg in self.hits if isinstance(tg, Field)}
        # the temple's fields the move is not about: better a corner of one for a second
        # than the caption far off its place
        board = [(r, 200 if tuple(r) in fields else w)
                 for r, w in self.board.keep_clear(pygame.Rect(0, 0, 0, 0))]
        others = [r for r, tg in self.hits if not isinstance(tg, Island)
                  and getattr(tg, "island", None) is not None and r not in theirs]
        # every other island too, its pieces most (F054)
        lands = [r for r, tg in self.hits if isinstance(tg, Island) and r not in theirs]
        return board + [(r.inflate(10, 10), 8000) for r in where + theirs + plates + [chip]] + [
            (r.inflate(4, 4), 3000) for r in path + others] + [(r, 1500) for r in lands]

    def _docked(self) -> Caption | None:
        """The caption standing over the panel's log: this move's, else the last one docked
        while the show or a computer's next move is still to come (the log and a caption
        took turns there at each move: the panel changing its form)."""
        c = self.caption
        if c is None and (self.busy or self.waiting or self.stay.stands(self.held)):
            c = self.held
        if c is None and self.stay.stands():    # a loss standing on, docked at its show
            c = self.stay.last
        return c if c is not None and c.docked and c.rect is not None else None

    def docked(self) -> pygame.Rect | None:
        """Where the caption standing over the panel's log is, if one is."""
        c = self._docked()
        return None if c is None else pygame.Rect(c.rect)

    def draw(self, surf: pygame.Surface, view) -> None:
        """The moves shown, on the board just drawn (`view.frame`: the frame's facts):
        their spots and captions, and every animation but those drawn last."""
        facts = view.frame
        self.board, self.area = view.board, pygame.Rect(view.lay.board)
        self.calm, self.clock = view.calm, view.now
        self.lit, self.caption = [], None
        self.covered, self.waiting = view.covered, facts.waiting
        if facts.scored:    # (a docked caption stays till the next move, not into the next
            self.held = None    # round: a round's scoring caption never stands over the
        #                         log once the next round begins, F061)
        self.dock = facts.dock          # where a caption stands with no water clear
        self.stay.tick(view, self.busy)
        for a in view.anims:
            if not a.late:
                a.draw(surf)

    @staticmethod
    def draw_late(surf: pygame.Surface, view) -> None:
        """The animations drawn over the panel too (a score flying to its player's card:
        never cut at the panel's edge)."""
        for a in view.frame.late:
            a.draw(surf)

    def draw_docked(self, surf: pygame.Surface, view) -> None:
        """The caption standing over the panel's log (after the panel is drawn), whole,
        where the panel's plan left it room (`view.frame.panel.caption`)."""
        c = self._docked()
        if c is not None and view.frame.panel.caption:
            c.draw(surf, 1.0, after=c is not self.caption)

    def heard(self, event) -> None:
        """Any event of the game screen: a click or a key is the person acting, the
        pointer moved their pointing at something (game/since_turn.py)."""
        if event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN \
                and event.button in (1, 3):
            self.acted()
        elif event.type == pygame.MOUSEMOTION:
            self.stay.pointed()

    def told(self) -> Caption | None:
        """The caption on the board now: this move's, else the last one standing on."""
        return self.caption or self.stay.standing()

    def acted(self) -> None:
        """The person clicked or pressed a key: the caption standing on from before the
        show's end goes (one docked too; a move's show still playing keeps its own)."""
        self.stay.acted()
        if not self.busy:
            self.held = None

    def skip(self, anims: list[Anim]) -> bool:
        """Click or Space while a move's show plays: the rest of that show at once (every
        animation moves on by what was left of it, the next move's show begins). True if
        a show was skipped."""
        now = next((tw for _, tw, _ in self.pending if tw.started and not tw.done), None)
        if now is None:
            return False
        left = now.delay + now.duration - now.elapsed
        for a in anims:
            was = a.tween.started
            a.tween.update(left + 1e-6)
            if not was and a.tween.done:
                a.sounded = True                # what was skipped makes no sound
        return True

    def upto(self, log_length: int) -> int:
        """How much of the log is told: up to the first move whose show has not begun."""
        self.pending = [(k, tw, who) for k, tw, who in self.pending if not tw.done]
        waiting = [k for k, tw, _ in self.pending if not tw.started]
        return min(waiting) if waiting else log_length

    def mover(self) -> int | None:
        """The player whose move the board shows (or is about to show): the one the
        panel names as to move until it has been shown (never "White to move" under Blue's
        move still playing). None: no move is being shown."""
        return next((who for _, tw, who in self.pending if not tw.done), None)

    @property
    def busy(self) -> bool:
        return any(not tw.done for _, tw, _ in self.pending)

    def speed(self) -> float:
        """What the show adds to the animation speed (the faster chip)."""
        if self.hurry and not self.busy:
            self.hurry = False
        return HURRY if self.hurry else 1.0

    def clear(self) -> None:
        self.pending, self.hurry, self.caption, self.held = [], False, None, None
        self.stay.acted()

    # -- the faster chip ------------------------------------------------------------------------
    @staticmethod
    def _chip_words() -> pygame.Surface:
        return text(t("show.faster"), 14, (250, 240, 210), bold=True, shadow=False)

    def chip_place(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the chip stands: in open water at a corner of the board (the bottom right
        first), clear of everything the board draws (the moon, every island with its name
        and pieces, the temple island's parts), slid along the edge if need be; found
        once per board size (never over the moon)."""
        key = (tuple(self.area), size)
        if self._chip_at is not None and self._chip_at[0] == key:
            return self._chip_at[1]
        drawn = [r for r, _ in self.hits]
        if self.board is not None:
            drawn += [r for r, _ in self.board.keep_clear(pygame.Rect(0, 0, 0, 0))]
            moon = self.board.motion.moon
            if moon is not None:
                mx, my, mr = moon
                drawn.append(pygame.Rect(mx - 2 * mr, my - 2 * mr, 4 * mr, 4 * mr))
        place = None
        for corner in ("bottom_right", *[c for c in CORNERS if c != "bottom_right"]):
            for k in range(10):
                r = corner_rect(size, corner, self.area, k * SLIDE // 2)
                if self.area.contains(r) and r.inflate(12, 12).collidelist(drawn) < 0:
                    place = r
                    break
            if place is not None:
                break
        place = place or corner_rect(size, "bottom_right", self.area)
        if drawn:                                   # (once the board has been drawn)
            self._chip_at = (key, place)
        return place

    def draw_chip(self, surf: pygame.Surface, view) -> None:
        """"Faster" in open water at a corner of the board while the show runs (lit once
        pressed, hot under the pointer)."""
        hover = view.hover
        self.chip = None
        if not self.busy:
            return
        words = self._chip_words()
        box = self.chip_place(words.get_rect().inflate(38, 12).size)
        hot = isinstance(hover, Control) and hover.name == "faster"
        fill = (70, 62, 30) if self.hurry else (40, 52, 92) if hot else (18, 24, 48)
        shadow = box.move(0, 3)
        pygame.draw.rect(surf, (3, 5, 14), shadow, border_radius=box.h // 2)
        pygame.draw.rect(surf, fill, box, border_radius=box.h // 2)
        pygame.draw.rect(surf, (255, 214, 110) if self.hurry or hot else (184, 176, 138), box,
                         2 if self.hurry or hot else 1, border_radius=box.h // 2)
        x, y = box.x + 12, box.centery
        for k in range(2):                          # » drawn, any font
            pts = [(x + k * 8, y - 6), (x + k * 8 + 7, y), (x + k * 8, y + 6)]
            pygame.draw.polygon(surf, (250, 240, 210), pts)
        surf.blit(words, words.get_rect(midleft=(x + 22, y)))
        self.chip = box

    def chip_target(self, pos) -> Control | None:
        return chip_at(self.chip, pos)

    @property
    def skippable(self) -> bool:
        """A move's show is playing now (Space or a click: the rest of it at once)."""
        return any(tw.started and not tw.done for _, tw, _ in self.pending)


def chip_at(chip, pos) -> Control | None:
    """The faster chip (`chip`: where it stands, None: none) under `pos`."""
    if chip is not None and chip.collidepoint(pos):
        return Control("faster", t("show.faster_tip"))
    return None


# -- the solo automaton's own moves inside the person's command -------------------------------
AUTOMATON_MOVES = {"tile_claimed": "consecrate", "book_moved": "book"}


def automaton_parts(cmd: dict, events: list[dict]) -> tuple[list[dict], list[tuple]]:
    """A person's command that sets the solo automaton going (the Lie down at a round's
    start: it then consecrates and takes a Book) as the engine's events tell it: the
    person's own part, and each of the automaton's moves as (a command naming it, its
    events), to be shown one after the other as any computer player's moves are (never all
    at once). The events are the engine's, only cut where its moves
    begin; without such a move, all of them are the person's part."""
    own: list[dict] = []
    parts: list[tuple[dict, list[dict]]] = []
    for e in events:
        et, who = e.get("type"), e.get("player")
        kind = AUTOMATON_MOVES.get(et)
        if kind is not None and who is not None and who != cmd["player"]:
            move = {"type": kind, "player": who}
            move.update({"tile": e["tile"]} if kind == "consecrate" else
                        {"from": e["from"], "to": e["to"]})
            parts.append((move, [e]))
        elif parts and et != "turn":
            parts[-1][1].append(e)
        else:
            own.append(e)
    return own, parts


# -- a round's end, told in two parts ----------------------------------------------------------
def split_scoring(events: list[dict]) -> tuple[list[dict], list[dict]]:
    """The events up to the round's scoring (its `round_scored`), and those after it."""
    k = next((i for i, e in enumerate(events) if e.get("type") == "round_scored"), None)
    if k is None:
        return events, []
    return events[:k + 1], events[k + 1:]


def scoring_head(events, event: dict) -> list[dict] | None:
    """Where `event` is one of the round's scoring (its Moon Priestess's, Apostate's and
    temple's lines, its summary: after the scoring phase began, up to `round_scored`),
    the events of its command before that scoring; else None."""
    at = next((k for k, e in enumerate(events) if e is event), None)
    if at is None:
        at = next((k for k, e in enumerate(events) if e == event), None)
    start = next((k for k, e in enumerate(events) if e.get("type") == "phase"
                  and e.get("phase") == "scoring"), None)
    end = next((k for k, e in enumerate(events) if e.get("type") == "round_scored"), None)
    if at is None or start is None or end is None or not start < at <= end:
        return None
    return list(events[:start])


def staged(before: dict, head: list[dict]) -> dict:
    """The position as the round was scored: `before` (the snapshot before the command
    that ended the round) with what happened in that command up to its scoring — the
    last candle turned, the automaton's shrine, the influence — so that the board shows
    where the figures and the novices stood while they counted."""
    snap = copy.deepcopy(before)
    for e in head:
        et = e.get("type")
        if et == "time_marker":
            snap["time_markers"]["turned"] = e["turned"]
        elif et == "influence":          # (its projection with it: a projection under
            snap["influence"][e["player"]] += e["delta"]     # the score read as an error)
            snap["projected"][e["player"]] += e["delta"]
        elif et == "shrine_built":
            snap["islands"][e["island"]]["shrines"][e["player"]] = True
            snap["supply"]["shrines"][e["player"]] -= 1
            snap["projected"][e["player"]] += SHRINE_POINTS
    snap[SCORED] = list(snap["projected"])    # what the cards project while it counts
    return snap
