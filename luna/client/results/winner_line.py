"""The results screen's heading: the title over the winner line ("Red wins! 75
influence", between two crescents), centred as a whole with the winner's piece rising in
its moonlight beside it; the band above the table where the sparks stay."""

from __future__ import annotations

import pygame

from ...text import t
from ..board import art
from ..widgets import palette as P
from ..widgets.celebration import Celebration, crescent
from ..window.fonts import font, line_height, px, text

TITLE = 32                # the title's size (the display face)
NUMBER = 26               # the winner's total in the winner line (the display face)


def line_h() -> int:
    """The winner line's height: its words and the total standing in it."""
    return max(font(20).get_height(), font(NUMBER, True, display=True).get_height())


def draw_header(surf: pygame.Surface, snap: dict, party: Celebration, table_top: int,
                drawn: list) -> pygame.Rect:
    """The heading as one header, centred as a whole: the winner's piece rising in its
    moonlight beside the title over the winner line, whose total counts up in that
    line ("Red wins! 75 influence"; never floating right of the title, no sparks over
    the table); its words and where each stands added to `drawn`. Returns the hero
    band: the header's room above the table (`table_top`), where the sparks stay."""
    final = snap["final"]
    w, h = surf.get_size()
    top = int(h * 0.02)
    head = text(t("results.title"), TITLE, P.GOLD, bold=True, display=True)
    line, parts = winner_line(snap)
    width = max(head.get_width(), line.get_width())
    tall = font(TITLE, True, display=True).get_height() + line_h() + px(6)
    piece_w, gap = int(tall * 0.8), px(30)
    whole = piece_w + gap + width
    hero = whole <= w - 16                     # (no room: the row's glow says it)
    left = w // 2 - (whole if hero else width) // 2
    cx = left + (piece_w + gap if hero else 0) + width // 2
    title = head.get_rect(midtop=(cx, top))
    k = party.grow()
    if k != 1.0:
        line = pygame.transform.smoothscale(line, (round(line.get_width() * k),
                                                   round(line.get_height() * k)))
    at = line.get_rect(midtop=(cx, title.y + font(TITLE, True, display=True).get_height()))
    band = pygame.Rect(left - px(24), 0, (whole if hero else width) + px(48),
                       max(0, table_top - px(2)))
    if hero:
        place = pygame.Rect(0, 0, piece_w, tall)
        place.midright = (cx - width // 2 - gap, title.union(at).centery)
        party.draw_hero(surf, art.novice(snap["colours"][final["winner"]], tall),
                        place, band)
    drawn.append((t("results.title"), surf.blit(head, title)))
    surf.blit(line, at)
    for words, r in parts:                      # (where each part stands, as drawn)
        drawn.append((words, pygame.Rect(at.x + round(r.x * k), at.y + round(r.y * k),
                                         round(r.w * k), round(r.h * k))))
    return band


def winner_line(snap: dict) -> tuple[pygame.Surface, list]:
    """The winner line in one picture: a crescent, "Red wins!", the winner's final
    total (while the table counts up, the heading says the final figure) and what it
    counts, a crescent, all on one baseline; with each part's words and place in it."""
    final = snap["final"]
    p = final["winner"]
    words = t("banner.winner", name=snap["names"][p])
    total = str(final["scores"][p])   # the final figure from the first frame: a total
    #                           counting beside "wins!" read as the winner's score
    unit = t("results.total_unit")
    big = font(NUMBER, True, display=True)
    pieces = [(words, text(words, 20, P.GOLD_BRIGHT), font(20).get_ascent(), 0),
              (total, text(total, NUMBER, P.GOLD, bold=True, display=True),
               big.get_ascent(), px(14)),
              (unit, text(unit, 16, P.INK_DIM),
               font(16).get_ascent(), px(6))]
    if "solo_result" in final:   # after the winner's total, apart from it (never
        # "Your result: -39 100 influence", read as one number)
        solo = "·  " + t("banner.solo_result",
                         result=f"{final['solo_result']:+d}".replace("-", "−"))
        pieces.append((solo, text(solo, 20, P.GOLD_BRIGHT), font(20).get_ascent(),
                       px(18)))
    room = big.size(str(final["scores"][p]))[0]        # the final number's width
    moon = crescent(line_height(20) - px(4))
    mw = moon.get_width() + px(8)
    rise = max(a for _, _, a, _ in pieces)
    height = max(rise - a + img.get_height() for _, img, a, _ in pieces)
    slots = [max(room, img.get_width()) if k == 1 else img.get_width()
             for k, (_, img, _, _) in enumerate(pieces)]
    width = 2 * mw + sum(slots) + sum(gap for *_, gap in pieces)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x, parts = mw, []
    for (said, img, ascent, gap), slot in zip(pieces, slots, strict=True):
        x += gap
        r = out.blit(img, img.get_rect(topright=(x + slot, rise - ascent)))
        parts.append((said, r))
        x += slot
    mid = parts[0][1].centery
    out.blit(moon, moon.get_rect(midleft=(0, mid)))
    out.blit(pygame.transform.flip(moon, True, False), moon.get_rect(midright=(width, mid)))
    return out, parts
