"""The end of the game: the final breakdown with each person's lesson, and a replay of
the game step by step."""

from __future__ import annotations

import pygame

from ...engine import Game, replay
from ...engine.versions import NEWEST as NEWEST_RULES
from ...seats import seats_of
from ...text import t
from ...text.review_text import command_text
from ..after_game import after_game
from ..board import art
from ..board.backdrop import draw_backdrop
from ..fonts import font, text
from ..learn.game_lesson import LessonCard
from ..learn.round_table import RoundTable, draw_round_table, round_table
from ..play.choices import clickable
from ..tables.local import ReplayTable
from ..widgets.game_buttons import share
from . import ButtonScene

COLUMNS = ("total", "influence", "shrines", "favours", "council")


def rules_note(game: Game) -> str | None:
    """A line naming the rules version of a game not played by the newest rules."""
    version = game.state.rules.version
    return None if version == NEWEST_RULES else t("rules.older", version=version)


class ResultsScene(ButtonScene):
    def __init__(self, app, game: Game, persons: list[int] | None = None,
                 rated: bool = True) -> None:
        super().__init__(app)
        self.game = game
        self.rounds: RoundTable | None = None      # shown instead of the final count
        self.drawn: list = []                      # the round table's words as drawn
        if persons is None:                        # the persons at this screen
            persons = [p for p, s in enumerate(seats_of(game.header)) if s.is_human]
        after = after_game(game, persons, app.save_dir, rated)
        snap = game.snapshot()
        self.lesson = LessonCard(after.lessons, snap["names"], snap["colours"], after.notes)

    def enter(self) -> None:
        w, h = self.app.size
        y = int(h * 0.82)
        names = (("rounds", ("results.rounds", "results.title")),
                 ("replay", ("results.replay",)), ("review", ("review.title",)),
                 ("main", ("menu.main",)))
        f = font(20, bold=True)              # the theme's #menu_button font
        needs = [max(f.size(t(k))[0] for k in keys) + 36 for _, keys in names]
        widths = share(needs, min(w - 40, 4 * 270) - 3 * 14)
        x = w // 2 - (sum(widths) + 3 * 14) // 2
        for (name, keys), bw in zip(names, widths, strict=True):
            key = keys[-1] if name == "rounds" and self.rounds is not None else keys[0]
            self.add_button((x, y, bw, 50), t(key), name, "#menu_button")
            x += bw + 14

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.lesson.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            lesson = self.lesson.at(event.pos)
            if lesson is not None and self.rounds is None:     # the replay at its move
                at = lesson.moves[0]
                self.app.open("replay", self.game, at=at, marks=(self.game.log[at], None))
        name = self.pressed(event)
        if name is None:
            return
        if name == "rounds":
            self.rounds = None if self.rounds is not None else round_table(self.game)
            button = next(b for b, n in self.buttons.items() if n == "rounds")
            button.set_text(t("results.title" if self.rounds else "results.rounds"))
        elif name == "main":
            self.app.goto("menu")
        elif name == "review":
            self.app.open("review", self.game)
        else:
            self.app.open("replay", self.game)

    def draw(self, surf: pygame.Surface) -> None:
        draw_backdrop(surf)
        snap = self.game.snapshot()
        final = snap["final"]
        w, h = surf.get_size()
        head = text(t("results.title"), 40, (244, 226, 170), bold=True)
        surf.blit(head, head.get_rect(center=(w // 2, int(h * 0.12))))
        winner = snap["names"][final["winner"]]
        sub = t("banner.winner", name=winner)
        if "solo_result" in final:
            sub += "   " + t("banner.solo_result", result=f"{final['solo_result']:+d}")
        s2 = text(sub, 24, (250, 236, 200))
        surf.blit(s2, s2.get_rect(center=(w // 2, int(h * 0.12) + 50)))
        note = rules_note(self.game)
        if note:
            s3 = text(note, 16, (200, 205, 225))
            surf.blit(s3, s3.get_rect(center=(w // 2, int(h * 0.12) + 84)))
        if self.rounds is not None:
            top = int(h * 0.12) + (104 if note else 80)
            self.drawn = draw_round_table(surf, self.rounds, snap,
                                          (20, top, w - 40, int(h * 0.82) - 12 - top))
            return
        order = sorted(range(snap["players"]), key=lambda p: -final["scores"][p])
        col_w, x0 = 130, w // 2 - 80 - len(COLUMNS) * 130 // 2
        y = int(h * 0.30)
        for k, col in enumerate(COLUMNS):
            lbl = text(t(f"results.{col}"), 16, (170, 180, 205))
            surf.blit(lbl, lbl.get_rect(center=(x0 + 200 + k * col_w, y)))
        for rank, p in enumerate(order):
            yy = y + 40 + rank * 58
            row = pygame.Surface((200 + len(COLUMNS) * col_w, 50), pygame.SRCALPHA)
            pygame.draw.rect(row, (255, 255, 255, 28 if rank == 0 else 12), row.get_rect(),
                             border_radius=10)
            surf.blit(row, (x0 - 40, yy - 25))
            colour = snap["colours"][p]
            surf.blit(art.novice(colour, 40), (x0 - 30, yy - 21))
            nm = text(snap["names"][p], 20, (236, 230, 210), bold=rank == 0)
            surf.blit(nm, (x0 + 10, yy - nm.get_height() // 2))
            b = final["breakdown"][p]
            values = [final["scores"][p], final["scores"][p] - sum(b.values()), b["shrines"],
                      b["favours"], b["council"]]
            for k, v in enumerate(values):
                img = text(str(v), 22 if k == 0 else 18, (250, 236, 190) if k == 0 else
                           (220, 222, 235), bold=k == 0)
                surf.blit(img, img.get_rect(center=(x0 + 200 + k * col_w, yy)))
        top = y + 40 + len(order) * 58 - 25 + 14
        self.lesson.draw(surf, pygame.Rect(x0 - 40, top, 200 + len(COLUMNS) * col_w,
                                           int(h * 0.82) - 12 - top))


class ReplayScene(ButtonScene):
    """The finished game again from its log: step through it or let it play."""

    def __init__(self, app, game: Game, at: int = 0,
                 marks: tuple[dict, dict | None] | None = None) -> None:
        super().__init__(app)
        self.final = game
        self.step = at
        self.marks = marks         # (played, preferred) at step `at`; a lesson: no preferred
        self.playing = False
        self.timer = 0.0
        self._rebuild()

    def _rebuild(self) -> None:
        g = replay(self.final.header, self.final.log[:self.step])
        self.table = ReplayTable(g)
        self.view = self.app.build("game", self.table)

    def enter(self) -> None:
        w, h = self.app.size
        self.view.exit()
        names = [("back", "new.back"), ("prev", "results.prev"), ("play", "results.play"),
                 ("next", "results.next")]
        for k, (name, key) in enumerate(names):
            self.add_button((20 + k * 130, h - 56, 120, 40), t(key), name)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        name = self.pressed(event)
        if name is None:
            return
        if name == "back":
            self.app.pop()
        elif name == "play":
            self.playing = not self.playing
            button = next(b for b, n in self.buttons.items() if n == "play")
            button.set_text(t("results.pause" if self.playing else "results.play"))
        elif name == "next":
            self.forward()
        elif name == "prev" and self.step > 0:
            self.step -= 1
            self._rebuild()

    def forward(self) -> None:
        if self.step < len(self.final.log):
            self.table.step(self.final.log[self.step])
            self.step += 1
            self.view.sync()

    def update(self, dt: float) -> None:
        self.view.advance(dt, max(self.app.settings.speed_factor, 1.0), sounds=False)
        if self.playing and not self.view.blocked:
            self.timer += dt
            if self.timer > 0.35:
                self.timer = 0.0
                self.forward()

    def draw(self, surf: pygame.Surface) -> None:
        self.view.draw(surf)
        if self.marks:
            draw_marks(surf, self.view, self.marks, self.final.log[:self.step])
        lbl = text(f"{t('results.step')} {self.step} / {len(self.final.log)}", 16,
                   (240, 214, 150))
        surf.blit(lbl, (560, surf.get_height() - 46))


PLAYED, PREFERRED = (236, 96, 86), (120, 220, 140)


def draw_marks(surf: pygame.Surface, view, marks: tuple[dict, dict | None], log: list
               ) -> None:
    """A review's two moves on the board: the places the played move touches ringed in
    red, the Master's choice in green (a lesson has none), each named in a line at the
    top."""
    if len(view.game.log) != len(log):
        return                                  # stepped away from the reviewed position
    snap = view.snap
    shown = [(cmd, colour, key) for cmd, colour, key in (
        (marks[0], PLAYED, "review.played"), (marks[1], PREFERRED, "review.preferred"))
        if cmd is not None]
    for cmd, colour, _ in shown:
        for rect, target in view.board.hits:
            if target in clickable([cmd], snap, cmd.get("player", 0)):
                pygame.draw.rect(surf, colour, rect.inflate(8, 8), 4, border_radius=10)
    y = 8
    for cmd, colour, key in shown:
        words = t(key, move=command_text(view.game.header, log, len(log), cmd))
        img = text(words, 17, colour, bold=True)
        if img.get_width() > view.lay.board[2] - 32:     # never over the panel
            img = text(words, 13, colour, bold=True)
        back = pygame.Surface((img.get_width() + 16, img.get_height() + 6), pygame.SRCALPHA)
        back.fill((10, 14, 30, 210))
        surf.blit(back, (8, y))
        surf.blit(img, (16, y + 3))
        y += img.get_height() + 10
