"""A finished game again from its log, step by step or played on: the board laid out
exactly as the game screen lays it (the same layout, the same panel), the replay's
controls where the game's buttons stand, and over them, in the panel, the step counter
with the game's progress and — at a reviewed decision or a lesson's move — the move played
and the Master's choice, each on a strip with its action's picture, so nothing stands on
an island. The board marks both moves in their places' own shapes (its glows), never in
boxes."""

from __future__ import annotations

import pygame

from ...engine import Game, replay
from ...text import t
from ...text.hint_advice import then_said
from ...text.review_text import command_text
from ..board.action_art import FAVOURS
from ..board.action_art import picture as action_picture
from ..board.marks import COUNCIL, hint_marks, on_seat
from ..board.targets import CouncilSeat, Group, Held, Island, IslandFavours
from ..game import frame
from ..game.actions import effect_of
from ..tables.local import ReplayTable
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..window.fonts import fit, font, line_height, px, text, wrap
from . import ButtonScene

PLAYED, PREFERRED = (236, 96, 86), (120, 220, 140)
STRIP = 14                # the strips' words (a step or two less where that says all)
TRANSPORT = ("prev", "play", "next")     # one row where it fits; then the way out
LABELS = {"back": ("new.back",), "prev": ("results.prev",),
          "play": ("results.play", "results.pause"), "next": ("results.next",),
          "decision": ("results.decision",)}
KEYS = {pygame.K_LEFT: "prev", pygame.K_RIGHT: "next", pygame.K_SPACE: "play",
        pygame.K_HOME: "decision"}


class ReplayScene(ButtonScene):
    """The finished game again from its log: step through it or let it play."""

    def __init__(self, app, game: Game, at: int = 0,
                 marks: tuple[dict, dict | None] | None = None,
                 why: str | None = None) -> None:
        super().__init__(app)
        self.key_focus = None      # the arrows and Enter step the game: this screen's own
        self.final = game
        self.step = at
        self.marks = marks         # (played, preferred) at step `at`; a lesson: no preferred
        self.decision = at if marks else None      # the step "To the decision" goes back to
        # a reviewed decision's why (review_text.replay_why), said on the coach's choice's
        # strip: the two moves marked with no word of why left the player to guess it
        self.why = why if marks and marks[1] is not None else None
        self.playing = False
        self.timer = 0.0
        self.counter = pygame.Rect(0, 0, 0, 0)     # the step counter and its progress bar
        self.progress = pygame.Rect(0, 0, 0, 0)
        self.strips: list[pygame.Rect] = []       # drawn: the moves' strips in the panel
        self._strips_made: tuple = (None, [])     # (what they were laid for, the strips)
        self.strip_size = STRIP                   # their words' size as laid out
        self.strip_pic = 30                       # and their pictures' (px)
        self._rebuild()
        # the seat each marked Council move's disc reaches: the engine's dry run, once (only
        # that # seat is lit)
        self.seats = {id(cmd): effect_of(self.view.game, cmd).seat for cmd in marks or ()
                      if cmd is not None and cmd["type"] == "council"}

    def _rebuild(self) -> None:
        g = replay(self.final.header, self.final.log[:self.step])
        self.table = ReplayTable(g)
        self.view = self.app.build("game", self.table)

    def tips_keep_clear(self) -> list:
        return [pygame.Rect(self.view.lay.panel)]

    # -- the controls, where the game's buttons stand ------------------------------------------
    def enter(self) -> None:
        self.view.exit()
        lay = self.view.lay
        px0, _, pw, ph = lay.panel
        f = font(15, bold=True)
        out = (["decision"] if self.decision is not None else []) + ["back"]
        need = {n: max(f.size(t(k))[0] for k in LABELS[n]) + px(14)
                for n in TRANSPORT + tuple(out)}
        room, gap = pw - 24, 6
        rows = _rows([list(TRANSPORT), out], need, room, gap)
        bh = max(round(36 * self._window()), line_height(15, True) + 12)
        y = ph - 10 - len(rows) * (bh + gap) + gap
        self.controls_top = y
        for row in rows:
            share = (room - gap * (len(row) - 1)) / sum(need[n] for n in row)
            x = px0 + 12
            for k, n in enumerate(row):
                w = round(need[n] * share) if k < len(row) - 1 else px0 + 12 + room - x
                words = t(LABELS[n][1] if n == "play" and self.playing else LABELS[n][0])
                self.add_button((x, y, w, bh), words, n)
                x += w + gap
            y += bh + gap
        self._at_decision()
        ch = line_height(16) + px(10)
        self.counter = pygame.Rect(px0 + 12, self.controls_top - 8 - ch, room, ch)
        self.progress = pygame.Rect(self.counter.x, self.counter.bottom - px(5), room,
                                    max(3, px(4)))

    def _at_decision(self) -> None:
        """"To the decision" is greyed while the reviewed position stands."""
        for b, n in self.buttons.items():
            if n == "decision":
                b.disable() if self.step == self.decision else b.enable()

    @staticmethod
    def _window() -> float:
        from ..window import fonts
        return fonts.window

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.progress.inflate(0, px(12)).collidepoint(event.pos):
            share = (event.pos[0] - self.progress.x) / max(1, self.progress.w)
            self.go_to(round(max(0.0, min(1.0, share)) * len(self.final.log)))
            return
        name = self.pressed(event)
        if event.type == pygame.KEYDOWN:
            name = KEYS.get(event.key)
        if name is None or name == "decision" and self.decision is None:
            return
        self.app.sounds.play("click")
        if name == "back":
            self.app.pop()
        elif name == "play":
            self.playing = not self.playing
            self._play_words()
        elif name == "next":
            self.forward()
        elif name == "prev" and self.step > 0:
            self.go_to(self.step - 1)
        elif name == "decision":
            self.playing = False
            self._play_words()
            self.go_to(self.decision)

    def _play_words(self) -> None:
        for b, n in self.buttons.items():
            if n == "play":
                b.set_text(t("results.pause" if self.playing else "results.play"))

    def go_to(self, step: int) -> None:
        """The position after the log's first `step` commands, at once."""
        if step != self.step:
            self.step = step
            self._rebuild()
            self._at_decision()

    def where(self) -> str:
        """The move about to be played (the review's move number for this position), or
        the end."""
        total = len(self.final.log)
        if self.step >= total:
            return t("results.ended", total=total)
        return t("results.move", move=self.step + 1, total=total)

    def forward(self) -> None:
        if self.step < len(self.final.log):
            self.table.step(self.final.log[self.step])
            self.step += 1
            self.view.sync()
            self._at_decision()

    def update(self, dt: float) -> None:
        self.view.anims = frame.advance(self.view.anims, dt,
                                        max(self.app.settings.speed_factor, 1.0))
        if self.playing and not self.view.blocked:
            self.timer += dt
            if self.timer > 0.35:
                self.timer = 0.0
                self.forward()

    # -- drawing -------------------------------------------------------------------------
    def shown_moves(self) -> list[tuple[dict, tuple, str]]:
        """The moves marked at this position: (command, colour, its words' key)."""
        if not self.marks or self.step != self.decision:
            return []                   # stepped away: the board as it stands
        return [(cmd, colour, key) for cmd, colour, key in (
            (self.marks[0], PLAYED, "review.played"),
            (self.marks[1], PREFERRED, "review.preferred")) if cmd is not None]

    def draw(self, surf: pygame.Surface) -> None:
        moves = self.shown_moves()
        strips = self._strips(moves)
        top = self.counter.y - 8 - sum(h + 6 for _, _, _, h in strips)
        self.view.log_floor = top - 4            # the log's lines end above the strips
        self.view.draw(surf)
        if moves:
            draw_marks(surf, self.view, moves, self.seats)
        self.strips = []
        y = top
        for cmd, colour, lines, h in strips:
            self.strips.append(self._strip(surf, pygame.Rect(self.counter.x, y,
                                                             self.counter.w, h),
                                           cmd, colour, lines))
            y += h + 6
        label = text(self.where(), 16, P.GOLD, shadow=False)
        surf.blit(label, label.get_rect(midtop=(self.counter.centerx, self.counter.y)))
        bar = self.progress
        pygame.draw.rect(surf, P.WELL, bar, border_radius=bar.h)
        done = bar.copy()
        done.w = max(bar.h, round(bar.w * self.step / max(1, len(self.final.log))))
        pygame.draw.rect(surf, P.GOLD, done, border_radius=bar.h)

    def _strips(self, moves) -> list[tuple[dict, tuple, list[str], int]]:
        """Each marked move's words, wrapped to the panel, and its strip's height: all
        of them between the players' cards and the step counter (a large text in a small
        window: as many lines as that room holds, the last one shortened; where two do
        not fit, the move played alone, the board's lights saying the other)."""
        if not moves:
            return []
        view = self.view
        top = view.panel.log_area(view.snap, view.lay, view.status_line())[0].y
        key = (self.step, tuple(self.counter), top, t("review.played"), px(STRIP))
        if self._strips_made[0] != key:
            self._strips_made = (key, self._lay_strips(moves, self.counter.y - 8 - top))
        return self._strips_made[1]

    def _lay_strips(self, moves, space: int) -> list[tuple[dict, tuple, list[str], int]]:
        """The strips at the words' size, or a step or two smaller where that lets every
        move be said whole (a large text size in a small window); where not even one
        strip fits, its picture shrinks to its words' line (the players' cards' words
        took the room)."""
        first = None
        small = STRIP - 3
        for size, pic in [(z, px(30)) for z in range(STRIP, small - 1, -1)] + [
                (small, line_height(small, True))]:
            out, whole = self._lay_at(moves, space, size, pic)
            if first is None or (not first[0] and out):
                first = (out, size, pic)
            if whole and len(out) == len(moves):
                self.strip_size, self.strip_pic = size, pic
                return out
        self.strip_size, self.strip_pic = first[1], first[2]
        return first[0]

    def _lay_at(self, moves, space: int, size: int, pic: int) -> tuple[list, bool]:
        inner = self.counter.w - pic - px(24)
        log = self.final.log[:self.step]
        header = self.view.game.header
        lh = line_height(size, True)
        for n in range(len(moves), 0, -1):
            said = [(cmd, colour, wrap(self._words(key, command_text(header, log, len(log),
                                                                     cmd)),
                                       size, inner, True)) for cmd, colour, key in moves[:n]]
            give = [1] * n                      # the lines there is room for: one each,
            grew = True                         # then one more at a time to those whose
            while grew:                         # words need more (a short one keeps one)
                grew = False
                for k, (_, _, lines) in enumerate(said):
                    if give[k] < len(lines):
                        give[k] += 1
                        if sum(max(pic, g * lh) + px(8) + 6 for g in give) > space:
                            give[k] -= 1
                        else:
                            grew = True
            out, whole = [], True
            for (cmd, colour, lines), most in zip(said, give, strict=True):
                if len(lines) > most:
                    whole = False
                    lines = lines[:most - 1] + [fit(" ".join(lines[most - 1:]), size,
                                                    inner, bold=True)]
                out.append((cmd, colour, lines, max(pic, len(lines) * lh) + px(8)))
            if sum(h + 6 for *_, h in out) <= space:
                return out, whole
        return [], False                # no room at all: the board's lights say it

    def _words(self, key: str, move: str) -> str:
        """A marked move's strip's words: the coach's choice with its why."""
        words = t(key, move=move)
        return then_said(words, self.why) if key == "review.preferred" and self.why \
            else words

    def _strip(self, surf, r: pygame.Rect, cmd: dict, colour, lines) -> pygame.Rect:
        """A move's strip: glass with an edge in its colour, the action's picture, its
        words in its colour."""
        draw_card(surf, r, radius=P.RADIUS, rim=0, alpha=250, shadow=False)
        pygame.draw.rect(surf, colour, r, 1, border_radius=P.RADIUS)
        pygame.draw.rect(surf, colour, (r.x, r.y + 4, px(4), r.h - 8),
                         border_radius=px(2))
        snap = self.view.snap
        pic = action_picture(_action(cmd, snap), self.strip_pic,
                             snap["colours"][cmd.get("player", 0)])
        surf.blit(pic, pic.get_rect(midleft=(r.x + px(10), r.centery)))
        x = r.x + px(14) + pic.get_width()
        size = self.strip_size
        y = r.centery - len(lines) * line_height(size, True) // 2
        for line in lines:
            surf.blit(text(line, size, colour, bold=True, shadow=False), (x, y))
            y += line_height(size, True)
        return r


def _rows(groups: list[list[str]], need: dict[str, int], room: int, gap: int
          ) -> list[list[str]]:
    """The controls in as few rows as `room` allows: the transport (< Step, Play,
    Step >) on one row and the way out (To the decision, Back) under it; where the
    transport does not fit, the two steps side by side on top, and Play with the way out
    below in as few rows as hold them."""
    def fits(row: list[str]) -> bool:
        return len(row) <= 1 or sum(need[m] for m in row) + gap * (len(row) - 1) <= room

    transport, out = groups
    if fits(transport):
        return [transport] + _fewest(out, fits)
    steps = [transport[0], transport[2]]
    top = [steps] if fits(steps) else [[n] for n in steps]
    return top + _fewest([transport[1]] + out, fits)


def _fewest(names: list[str], fits) -> list[list[str]]:
    """`names` in the fewest rows that fit, in their order where that costs no row."""
    a, *rest = names
    if not rest:
        return [[a]]
    if len(rest) == 1:
        return [names] if fits(names) else [[a], rest]
    b, c = rest
    for rows in ([names], [[a, b], [c]], [[a], [b, c]], [[b], [a, c]]):
        if all(fits(r) for r in rows):
            return rows
    return [[a], [b], [c]]


def _action(cmd: dict, snap: dict) -> str:
    if cmd["type"] == "favour":
        kind = snap["islands"][cmd["island"]]["kind"]
        return f"favour:{kind}" if kind in FAVOURS else "favour"
    return cmd["type"]


def marked_places(cmd: dict, snap: dict, seat: int | None = None) -> list:
    """The board's places a move uses and goes to: the islands its novices leave and
    reach (lit along their shores, the pieces on them left as they are), the tile, field,
    figure or jetty, the seat a Council move's disc reaches (`seat`, from the engine's
    dry run; the whole council without it); not the favours in the panel."""
    marks = on_seat(hint_marks(cmd, snap, cmd.get("player", 0)), seat)
    places = []
    for place in list(marks.pieces) + list(marks.goals):
        if isinstance(place, Group):
            place = Island(place.island)
        if not isinstance(place, (Held, IslandFavours)):
            places.append(place)
    if "island" in cmd and isinstance(cmd["island"], int):
        places.insert(0, Island(cmd["island"]))
    return list(dict.fromkeys(places))


def draw_marks(surf: pygame.Surface, view, moves, seats: dict | None = None) -> None:
    """A review's two moves on the board, each in its colour, every place lit in its own
    shape by the board's glows (an island along its shore, a tile, a seat)."""
    hits = view.board.hits
    for cmd, colour, _ in moves:
        for place in marked_places(cmd, view.snap, (seats or {}).get(id(cmd))):
            targets = [tg for _, tg in hits if isinstance(tg, CouncilSeat)] \
                if place == COUNCIL else [place]
            for tg in targets:
                hits.glow(surf, tg, colour, 1.0)
                hits.glow(surf, tg, colour, 0.6, over=True)    # (its pieces over both)
