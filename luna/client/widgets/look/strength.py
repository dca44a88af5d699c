"""A computer level's place on the ladder where a level is chosen (the New game dialog's
seats, the LAN lobby): its words say it ("Computer 3/10: Initiate") and a strength scale
shows it, ten rising bars lit up to the level. The names alone do not say which of
"Initiate" and "Acolyte" is the stronger."""

from __future__ import annotations

import pygame

from ....ai.levels import LEVELS, RATINGS, Outside, checked_outside, measured_at
from ....text import lines, t
from ....text.i18n import decimal
from ...window.fonts import font, px
from .. import palette as P

BARS = len(LEVELS)
LIST_FONT = 15          # the drop-down's face (assets/theme.json: drop_down_menu), bold
ARROW = 24              # its open button's width


def rank(kind: str) -> int | None:
    """The level's place on the ladder, 1 the weakest (None: a person's seat)."""
    return LEVELS.index(kind) + 1 if kind in LEVELS else None


def kind_labels(kinds: list[str], width: int, person: str = "seat") -> list[str]:
    """Each kind's words in a drop-down `width` px wide: a level with its place on the
    ladder ("Computer 3/10: Initiate"), shorter ("3/10 Initiate") where the longest of
    them would not fit; a person's kind as `person`.<kind> says it."""
    f = font(LIST_FONT, True)
    room = width - px(ARROW) - px(14)
    for form in ("seat.ranked", "seat.ranked.short"):
        labels = [t(form, rank=rank(k), of=BARS, level=t(f"level.{k}")) if rank(k)
                  else t(f"{person}.{k}") for k in kinds]
        if max(f.size(label)[0] for label in labels) <= room:
            break
    return labels


def draw_strength(surf: pygame.Surface, rect: pygame.Rect, level: int) -> pygame.Rect:
    """The scale in `rect` (left, vertically centred): ten bars rising left to right, the
    first `level` of them gold. Returns where it was drawn."""
    h = max(6, rect.h)
    gap = max(1, h // 8)
    w = max(3, h // 3)
    x, bottom = rect.x, rect.centery + h // 2
    for k in range(BARS):
        bh = max(2, round(h * (0.3 + 0.7 * (k + 1) / BARS)))
        bar = pygame.Rect(x, bottom - bh, w, bh)
        if k < level:
            pygame.draw.rect(surf, P.GOLD, bar, border_radius=1)
        else:
            pygame.draw.rect(surf, P.INK_DIM, bar, 1, border_radius=1)
        x += w + gap
    return pygame.Rect(rect.x, bottom - h, x - gap - rect.x, h)


def level_tip(kind: str, players: int = 2) -> str:
    """How the level plays, in a line (no level is named without being introduced), then what its
    place means: 1 the weakest, the last the strongest; then what was measured: the order
    and the rating in two-player games, and at a table of `players` (three or four) the
    rating measured there or that none was."""
    return lines(t(f"level.{kind}.about"), t(
        "level.strength.tip", level=t(f"level.{kind}"), rank=rank(kind), of=BARS,
        weakest=t(f"level.{LEVELS[0]}"), strongest=t(f"level.{LEVELS[-1]}")),
        *measured(kind, players))


def measured(kind: str, players: int) -> list[str]:
    """The card's figures, each said where it was measured."""
    out = [t("level.measured.two", rating=f"{RATINGS[kind]:.0f}")]
    if players > 2:
        at = measured_at(kind, players)
        if at is None:
            out.append(t("level.measured.none", players=players))
        elif at.low == at.high:             # the level the ratings are counted from
            out.append(t("level.measured.fixed", players=players, rating=f"{at.rating:.0f}"))
        else:
            out.append(t("level.measured.table", players=players, rating=f"{at.rating:.0f}",
                         low=f"{at.low:.0f}", high=f"{at.high:.0f}"))
    out += [outside_line(check) for check in checked_outside(kind)]
    return out


def outside_line(check: Outside) -> str:
    """What the check against a player from outside the family found for two levels:
    the games each won, and the step between them said as sure as its interval is (the
    higher level surely stronger, ahead but not surely, or not shown stronger)."""
    lower, upper = t(f"level.{check.lower}"), t(f"level.{check.upper}")
    won = t("level.measured.outside", games=check.games, lower=lower, upper=upper,
            lower_won=_won(check.lower_won), upper_won=_won(check.upper_won)) \
        if check.lower_won is not None else \
        t("level.measured.outside.upper", games=check.games, upper=upper,
          upper_won=_won(check.upper_won))
    step = check.step
    sure = "sure" if step.low > 0 else "unsure" if step.rating > 0 else "none"
    return won + " " + t(f"level.measured.outside.step.{sure}", lower=lower, upper=upper,
                         step=f"{step.rating:+.0f}", low=f"{step.low:+.0f}",
                         high=f"{step.high:+.0f}")


def _won(games: float) -> str:
    """Games won, a tie counted half: "57", "46.5" as the language writes it."""
    return str(int(games)) if games == int(games) else decimal(games)
