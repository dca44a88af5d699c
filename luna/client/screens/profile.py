"""A person's profile: their rating with what it is and how sure it is yet in words, the
games played (solo games and games among persons too, each on its day as the language
writes it), wins per level, mean score, best game, and the rating over time as a chart
once there are games against the computer levels; one profile per name at this
computer, chosen in a list (the list reads only names and figures from the database;
the profile shown is read whole). A damaged profile file is set aside when the screen
reads the folder, and said. No line is cut: each wraps in its column, and a box with
nothing to show says so (F047)."""

from __future__ import annotations

import pygame
import pygame_gui

from ...ai.levels import LEVELS, RATINGS
from ...profiles import Played, Profile, listing, load
from ...text import person_said, t
from ...text.i18n import decimal
from ...text.profile_text import (
    against,
    best_line,
    day_text,
    level_name,
    outcome,
    rating_words,
    score_words,
    sureness,
    unmoved_text,
)
from ..after_game import finished_save
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.rating_chart import draw_rating_chart, draw_scores
from ..window.fonts import fit, line_height, text, wrap
from .card import Dialog, draw_band, draw_empty

HEAD, WORDS, DIM = P.GOLD, P.INK, P.INK_DIM
ROW = 15                 # a game's row in the list
SCORES = 30              # the scores chart's games at most (the latest)
LISTED = 3               # the list's rows the chart leaves room for
RIGHT = 350              # where the right column begins (units: the card's own)
__all__ = ["ProfileScene", "best_line", "level_name", "summary_lines"]


def summary_lines(profile: Profile) -> list[str]:
    """The rating, how sure it is, the games played and the mean score."""
    sure = " ".join(part for part in (sureness(profile), unmoved_text(profile)) if part)
    out = [rating_words(profile), sure, t("profile.games", count=len(profile.games))]
    mean = profile.mean_score()
    if mean is not None:
        out.append(t("profile.mean", score=decimal(mean)))
    return out


def listed_as(kept: list[str]) -> dict[str, str]:
    """Each profile by the name the list says (`person_said`: a colour's default in this
    language), every one listed: a colour's kept under its id first, and a profile an
    older Luna kept under a translated default ("Gelb") beside it, numbered where the
    words are the same."""
    out: dict[str, str] = {}
    ids = [k for k in kept if person_said(k) != k]
    for name in ids + [k for k in kept if k not in ids]:
        said, n = person_said(name), 2
        while said in out:
            said, n = f"{person_said(name)} ({n})", n + 1
        out[said] = name
    return dict(sorted(out.items(), key=lambda item: item[0].casefold()))


class ProfileScene(Dialog):
    width, height = 940, 600

    def __init__(self, app, name: str | None = None) -> None:
        super().__init__(app)
        listed = listing(app.save_dir)
        for path in listed.set_aside:
            app.toast(t("profile.damaged_file", file=path.name), 8.0)
        self.names_listed = [e.name for e in listed.entries]
        self.kept_as = listed_as(self.names_listed)   # as the list says it -> as kept
        self.shown: Profile | None = None
        self.drawn: list[tuple[str, pygame.Rect]] = []     # each line as drawn
        self.rows_at: list[tuple[pygame.Rect, Played]] = []   # each game's band
        if listed.entries:
            latest = max(listed.entries, key=lambda e: (e.last, e.games))
            self._show(name if name in self.names_listed else latest.name)

    def _show(self, name: str) -> None:
        """Read `name`'s profile whole (games left out of it said once)."""
        loaded = load(self.app.save_dir, name)
        if loaded.left_out:
            self.app.toast(t("profile.left_out", who=name, count=loaded.left_out), 8.0)
        self.shown = loaded.profile

    def enter(self) -> None:
        self.title(t("profile.title"))
        self.names = None
        if len(self.names_listed) > 1:
            shown = next((n for n, kept in self.kept_as.items() if kept.casefold() ==
                          self.shown.name.casefold()), next(iter(self.kept_as)))
            self.names = self.add(DropDown(list(self.kept_as), shown,
                                           self.at(30, 64, 260, 34), self.app.ui))
        (self.back,) = self.bar([t("new.back")], [], y=-66)

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.names:
            if event.text in self.kept_as:
                self._show(self.kept_as[event.text])
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = next((g for r, g in self.rows_at if r.collidepoint(event.pos)), None)
            if row is not None:
                self.open_game(row)

    def open_game(self, played: Played) -> None:
        """A game's row opens its results (and from there its Review) from the save that
        holds it, its lessons weighing the Hints it kept as shown, as the results did
        when it ended; a game whose save the player deleted says so."""
        found = finished_save(self.app.save_dir, played.game)
        if found is None:
            self.app.toast(t("profile.no_save"), 6.0)
            return
        self.app.sounds.play("click")
        game, shown = found           # the Hints it showed: the lessons read as they did
        self.app.open("results", game, hinted=shown)

    def chart_rect(self) -> pygame.Rect:
        """The chart's place: the right column's top part (the rating chart, or the
        scores before any game against a computer level), as tall as the room left by
        the list's first games, a third of the column at least and half of it at most."""
        right = self._right()
        p = self.shown
        need = self._head_h() + self._about_h(p, right.w) + 12 + self._head_h() \
            + self._rows_h(p, right.w, LISTED)
        tall = max(right.h // 3, min(right.h // 2, right.h - need)) - self._head_h()
        return pygame.Rect(right.x, right.y + self._head_h(), right.w, max(60, tall))

    @staticmethod
    def _about(p: Profile | None) -> str:
        """Under the scores chart, before a rated game: where the rating's chart begins."""
        return "" if p is None or p.history() else t("profile.chart_empty")

    def _about_h(self, p: Profile | None, w: int) -> int:
        return len(wrap(self._about(p), 13, w)) * line_height(13) + 6

    def _rows(self, p: Profile, w: int) -> tuple[list, int, int]:
        """The list's rows, the latest game first, as many as the column could hold (a
        profile keeps up to 2,000 games: only those are measured): (game, its day, its
        end: score and how it ended, whether whom it was against stands beside the day),
        the day's column and where the middle column begins: beside the day where every
        row's fits (the day without its year first where that lets it), else under the
        day."""
        most = self._right().h // (line_height(ROW) + 8) + 1
        games = p.games[:-most - 1:-1]
        ends = [f"{score_words(g)}  ·  {outcome(g)}" for g in games]
        end_w = max((text(e, ROW).get_width() for e in ends), default=0)
        for short in (False, True, False):
            days = [day_text(g.when, short) for g in games]
            day_w = max((text(d, ROW).get_width() for d in days), default=0)
            mid_w = w - day_w - end_w - 40
            beside = all(text(against(g), ROW).get_width() <= mid_w for g in games)
            if beside:
                break
        return [(g, d, e, beside) for g, d, e in zip(games, days, ends, strict=True)], \
            day_w, mid_w

    def _row_h(self, beside: bool, g, w: int) -> int:
        lines = 1 if beside else 1 + len(wrap(against(g), ROW, w - 16))
        return lines * line_height(ROW) + 8

    def _rows_h(self, p: Profile | None, w: int, most: int) -> int:
        """The height the list's first `most` rows take (and its "… more" line)."""
        if p is None:
            return 0
        rows, _, _ = self._rows(p, w)
        return sum(self._row_h(beside, g, w) for g, _, _, beside in rows[:most]) + (
            line_height(14) if len(p.games) > most else 0)

    def _right(self) -> pygame.Rect:
        """The right column: under the name, down to the foot's buttons."""
        top = self.at(0, 116, 1, 1).y
        return pygame.Rect(self.at(RIGHT, 0, 1, 1).x, top, self.at(-30, 0, 1, 1).x
                           - self.at(RIGHT, 0, 1, 1).x, self.at(0, -74, 1, 1).y - top)

    @staticmethod
    def _head_h() -> int:
        return line_height(16, True) + 6

    def _put(self, surf, words: str, size: float, colour, at, bold: bool = False
             ) -> pygame.Rect:
        r = surf.blit(text(words, size, colour, bold=bold), at)
        self.drawn.append((words, r))
        return r

    def _lines(self, surf, words: str, size: float, colour, x: int, y: int, w: int,
               bottom: int, bold: bool = False, gap: int = 0) -> int:
        """`words` wrapped to `w` from `y` down, no line past `bottom`; the y under them."""
        for line in wrap(words, size, w, bold):
            if y + line_height(size, bold) > bottom:
                break
            y = self._put(surf, line, size, colour, (x, y), bold).bottom
        return y + gap

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.rows_at = []
        p = self.shown
        if p is None:                                 # in full, under a quiet picture
            draw_empty(surf, self.at(30, 72, self.width - 60, self.height - 160),
                       t("profile.empty"))
            return
        if self.names is None:
            head = self.at(30, 64, 260, 34)
            self._put(surf, fit(person_said(p.name), 24, head.w), 24, HEAD, head.topleft, bold=True)
        right = self._right()
        x = self.at(30, 0, 1, 1).x          # the columns 24 units apart (at 1 px long
        left = pygame.Rect(x, right.y,       # words run to the chart)
                           right.x - x - self.at(0, 0, 24, 1).w, right.h)
        self._left(surf, p, left)
        self._games(surf, p, right)

    def _left(self, surf, p: Profile, col: pygame.Rect) -> None:
        """The rating, what it is and how sure it is yet; the games, the mean score, the
        best game and the wins per level (as many levels as the column holds), each
        wrapped in it."""
        x, w, bottom = col.x, col.w, col.bottom
        rating, sure, *figures = summary_lines(p)
        y = self._lines(surf, rating, 20, HEAD, x, col.y, w, bottom, bold=True)
        y = self._lines(surf, t("profile.about"), 13, DIM, x, y + 2, w, bottom)
        y = self._lines(surf, sure, 15, WORDS, x, y + 4, w, bottom, gap=12)
        for line in figures:
            y = self._lines(surf, line, 16, WORDS, x, y, w, bottom, gap=4)
        best = best_line(p)
        if best:
            y = self._lines(surf, best, 15, WORDS, x, y + 6, w, bottom, gap=4)
        wins = p.wins_per_level()
        if wins:
            y = self._lines(surf, t("profile.wins"), 15, DIM, x, y + 6, w, bottom, bold=True)
            for level, (won, played) in wins.items():
                row = t("profile.wins_row", level=level_name(level), won=won, played=played)
                y = self._lines(surf, row, 15, WORDS, x + 10, y, w - 10, bottom)

    def _games(self, surf, p: Profile, col: pygame.Rect) -> None:
        """The right column: the rating chart once there are rated games, else each
        game's score beside the best other's and what begins the rating's chart; then the
        games played, the latest first, each on a band: its day, against whom, the score
        and how it ended."""
        y = col.y
        history = p.history()
        chart = self.chart_rect()
        if history:
            self._put(surf, t("profile.chart"), 16, DIM, (col.x, y), bold=True)
            self.drawn += draw_rating_chart(surf, chart, history, RATINGS,
                                            {lv: level_name(lv) for lv in LEVELS})
        else:                      # before a rated game: the scores, solo games too
            self._put(surf, t("profile.scores"), 16, DIM, (col.x, y), bold=True)
            self.drawn += draw_scores(surf, chart, p.games[-SCORES:], {
                "you": t("profile.scores.you"), "other": t("profile.scores.other")})
        y = self._lines(surf, self._about(p), 13, DIM, col.x, chart.bottom + 6, col.w,
                        col.bottom, gap=12)      # (where the rating's chart begins)
        self._put(surf, t("profile.list"), 16, DIM, (col.x, y), bold=True)
        y += self._head_h()
        rows, day_w, _ = self._rows(p, col.w)
        line = line_height(ROW)
        shown = 0
        for k, (g, day, end, beside) in enumerate(rows):
            h = self._row_h(beside, g, col.w)
            more = len(p.games) - k - 1
            if y + h + (line_height(14) if more else 0) > col.bottom:
                break
            band = pygame.Rect(col.x - 6, y - 3, col.w + 12, h - 2)
            draw_band(surf, band, 18 if k % 2 else 10)
            self.rows_at.append((band, g))
            self._put(surf, day, ROW, DIM, (col.x, y))
            who = against(g)           # beside the day, else on a line of its own under it
            if beside:
                self._put(surf, who, ROW, WORDS, (col.x + day_w + 16, y))
            else:
                for n, part in enumerate(wrap(who, ROW, col.w - 16), 1):
                    self._put(surf, part, ROW, WORDS, (col.x + 16, y + n * line))
            img = text(end, ROW, HEAD if g.won else WORDS)
            self.drawn.append((end, surf.blit(img, img.get_rect(topright=(col.right, y)))))
            y += h
            shown += 1
        if shown < len(p.games):
            self._put(surf, t("profile.more", count=len(p.games) - shown), 14, DIM, (col.x, y))
