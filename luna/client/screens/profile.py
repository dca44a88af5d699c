"""A person's profile: their rating, games played, wins per level, mean score, best game
and the rating over time as a chart; one profile per name at this computer, chosen in
a list. A damaged profile file is set aside when the screen reads the folder, and said."""

from __future__ import annotations

import pygame
import pygame_gui

from ...ai.levels import LEVELS, RATINGS
from ...profiles import Profile, load_all
from ...text import t
from ..fonts import fit, text
from ..widgets.dropdown import DropDown
from ..widgets.rating_chart import draw_rating_chart
from .card import Dialog

HEAD = (244, 226, 170)
WORDS = (226, 228, 238)
DIM = (170, 180, 205)


def level_name(level: str) -> str:
    return t(f"level.{level}")


def best_line(profile: Profile) -> str | None:
    g = profile.best_game()
    if g is None:
        return None
    if g.levels:
        strongest = max(g.levels, key=RATINGS.get)
        return t("profile.best_vs", score=g.score, other=g.best_other,
                 level=level_name(strongest), day=g.when)
    return t("profile.best", score=g.score, other=g.best_other, day=g.when)


def summary_lines(profile: Profile) -> list[str]:
    """The rating (with its 95 % interval), the games played and the mean score."""
    r = profile.rating
    out = [t("profile.rating", rating=f"{r.value:.0f}", deviation=f"{2 * r.deviation:.0f}"),
           t("profile.games", count=len(profile.games))]
    mean = profile.mean_score()
    if mean is not None:
        out.append(t("profile.mean", score=f"{mean:.1f}"))
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
        c = self.card
        self.title(t("profile.title"))
        self.names = None
        if len(self.profiles) > 1:
            choices = [p.name for p in self.profiles]
            self.names = self.add(DropDown(choices, self.shown.name, pygame.Rect(
                c.x + 30, c.y + 64, 260, 34), self.app.ui))
        self.back = self.button(t("new.back"), (c.x + 24, c.bottom - 66, 160, 44))

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.names:
            self.shown = next((p for p in self.profiles if p.name == event.text), self.shown)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def chart_rect(self) -> pygame.Rect:
        c = self.card
        return pygame.Rect(c.x + 310, c.y + 140, c.w - 340, c.h - 260)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        c = self.card
        p = self.shown
        if p is None:
            surf.blit(text(fit(t("profile.empty"), 18, c.w - 60), 18, WORDS),
                      (c.x + 30, c.y + 80))
            return
        if self.names is None:
            surf.blit(text(fit(p.name, 24, 260), 24, HEAD, bold=True), (c.x + 30, c.y + 64))
        y = c.y + 116
        for k, line in enumerate(summary_lines(p)):
            size = 20 if k == 0 else 17
            img = text(fit(line, size, 260), size, HEAD if k == 0 else WORDS, bold=k == 0)
            surf.blit(img, (c.x + 30, y))
            y += img.get_height() + 6
        wins = p.wins_per_level()
        if wins:
            y += 10
            surf.blit(text(t("profile.wins"), 16, DIM, bold=True), (c.x + 30, y))
            y += 24
            for level, (won, played) in wins.items():
                row = t("profile.wins_row", level=level_name(level), won=won, played=played)
                surf.blit(text(fit(row, 16, 250), 16, WORDS), (c.x + 40, y))
                y += 22
        chart = self.chart_rect()
        surf.blit(text(t("profile.chart"), 16, DIM, bold=True), (chart.x, chart.y - 26))
        history = p.history()
        if history:
            draw_rating_chart(surf, chart, history, RATINGS,
                              {lv: level_name(lv) for lv in LEVELS})
        else:
            surf.blit(text(fit(t("profile.chart_empty"), 15, chart.w), 15, DIM),
                      (chart.x, chart.y + 8))
        best = best_line(p)
        if best:
            surf.blit(text(fit(best, 17, c.w - 60), 17, WORDS), (c.x + 30, c.bottom - 104))
