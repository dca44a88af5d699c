"""A person's profile: their rating, games played, wins per level, mean score, best game
and the rating over time as a chart; one profile per name at this computer, chosen in
a list. A damaged profile file is set aside when the screen reads the folder, and said."""

from __future__ import annotations

import pygame
import pygame_gui

from ...ai.levels import LEVELS, RATINGS
from ...profiles import Profile, load_all
from ...text import t
from ...text.i18n import decimal
from ..fonts import fit, line_height, text
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.rating_chart import draw_rating_chart
from .card import Dialog, draw_empty

HEAD, WORDS, DIM = P.GOLD, P.INK, P.INK_DIM


def level_name(level: str) -> str:
    return t(f"level.{level}")


def best_line(profile: Profile) -> str | None:
    g = profile.best_game()
    if g is None:
        return None
    if len(g.levels) == 1 and g.players <= 2:       # the one opponent (or the automaton)
        # the one opponent's level (at a table of several, the best other score may be
        # another's: a fresh player read "79 to 57 against the Acolyte", 57 the Initiate's)
        return t("profile.best_vs", score=g.score, other=g.best_other,
                 level=level_name(g.levels[0]), day=g.when)
    return t("profile.best", score=g.score, other=g.best_other, day=g.when)


def summary_lines(profile: Profile) -> list[str]:
    """The rating (with its 95 % interval), the games played and the mean score."""
    r = profile.rating
    out = [t("profile.rating", rating=f"{r.value:.0f}", deviation=f"{2 * r.deviation:.0f}"),
           t("profile.games", count=len(profile.games))]
    mean = profile.mean_score()
    if mean is not None:
        out.append(t("profile.mean", score=decimal(mean)))
    return out


class ProfileScene(Dialog):
    width, height = 860, 600

    def __init__(self, app, name: str | None = None) -> None:
        super().__init__(app)
        self.profiles, aside = load_all(app.save_dir)
        for path in aside:
            app.toast(t("profile.damaged_file", file=path.name), 8.0)
        self.shown: Profile | None = None
        if self.profiles:
            latest = max(self.profiles, key=lambda p: (max((g.when for g in p.games),
                                                           default=""), len(p.games)))
            self.shown = next((p for p in self.profiles if p.name == name), latest)

    def enter(self) -> None:
        self.title(t("profile.title"))
        self.names = None
        if len(self.profiles) > 1:
            choices = [p.name for p in self.profiles]
            self.names = self.add(DropDown(choices, self.shown.name, self.at(30, 64, 260, 34),
                                           self.app.ui))
        (self.back,) = self.bar([t("new.back")], [], y=-66)

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.names:
            self.shown = next((p for p in self.profiles if p.name == event.text), self.shown)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def chart_rect(self) -> pygame.Rect:
        return self.at(310, 140, self.width - 340, self.height - 260)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        p = self.shown
        if p is None:                                 # in full, under a quiet picture
            draw_empty(surf, self.at(30, 72, self.width - 60, self.height - 160),
                       t("profile.empty"))
            return
        column = self.at(30, 116, 260, 1)             # the figures left of the chart
        if self.names is None:
            head = self.at(30, 64, 260, 34)
            surf.blit(text(fit(p.name, 24, head.w), 24, HEAD, bold=True), head.topleft)
        y = column.y
        for k, line in enumerate(summary_lines(p)):
            size = 20 if k == 0 else 17
            img = text(fit(line, size, column.w), size, HEAD if k == 0 else WORDS,
                       bold=k == 0)
            surf.blit(img, (column.x, y))
            y += img.get_height() + 6
        wins = p.wins_per_level()
        if wins:
            y += 10
            surf.blit(text(t("profile.wins"), 16, DIM, bold=True), (column.x, y))
            y += line_height(16, True) + 2
            for level, (won, played) in wins.items():
                row = t("profile.wins_row", level=level_name(level), won=won, played=played)
                surf.blit(text(fit(row, 16, column.w - 10), 16, WORDS), (column.x + 10, y))
                y += line_height(16)
        chart = self.chart_rect()
        surf.blit(text(t("profile.chart"), 16, DIM, bold=True),
                  (chart.x, chart.y - line_height(16, True) - 4))
        history = p.history()
        if history:
            draw_rating_chart(surf, chart, history, RATINGS,
                              {lv: level_name(lv) for lv in LEVELS})
        else:
            surf.blit(text(fit(t("profile.chart_empty"), 15, chart.w), 15, DIM),
                      (chart.x, chart.y + 8))
        best = best_line(p)
        if best:
            at = self.at(30, -104, self.width - 60, 30)
            surf.blit(text(fit(best, 17, at.w), 17, WORDS), at.topleft)
