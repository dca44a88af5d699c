"""An on/off setting drawn as a switch (lit buttons read as text boxes, F058): a pill track with a
round knob, lit gold with the knob at the right while on, a dim well with the knob at the left
while off, and its word beside it (the state said by the knob's place and the word, never by
colour alone). Brighter under the mouse; a gold ring round it while the keyboard's focus is on it.
Drawn under the dialog's (invisible) button, cached per size and state."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import palette as P

SS = 3                                  # drawn this much larger, then smoothed down


def track_rect(rect: pygame.Rect) -> pygame.Rect:
    """The pill's place in the row `rect`: at its left, a little less tall than it."""
    h = max(16, round(rect.h * 0.78)) // 2 * 2
    r = pygame.Rect(0, 0, round(h * 1.9), h)
    r.midleft = (rect.x + 4, rect.centery)
    return r


@lru_cache(maxsize=32)
def track(w: int, h: int, on: bool, hot: bool, focused: bool) -> pygame.Surface:
    """The pill and its knob, `w` x `h` px, with room round it for the focus ring."""
    pad = 4
    W, H, p = (w + 2 * pad) * SS, (h + 2 * pad) * SS, pad * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    pill = pygame.Rect(p, p, w * SS, h * SS)
    rad = pill.h // 2
    if focused:
        pygame.draw.rect(big, P.GOLD, pill.inflate(2 * p - 2, 2 * p - 2), 2 * SS,
                         border_radius=rad + p)
    if on:
        fill = (150, 116, 46) if not hot else (176, 138, 56)
        pygame.draw.rect(big, fill, pill, border_radius=rad)
        sheen = pill.inflate(-4 * SS, -pill.h // 2).move(0, -pill.h // 5)   # lit from above
        pygame.draw.rect(big, P.over((226, 190, 104), fill, 110), sheen, border_radius=sheen.h // 2)
        rim = P.GOLD_BRIGHT if hot else P.GOLD
    else:
        fill = P.BUTTON_OFF if not hot else P.BUTTON
        pygame.draw.rect(big, fill, pill, border_radius=rad)
        inner = pill.inflate(-2 * SS, -2 * SS).move(0, SS)                   # sunk in
        pygame.draw.rect(big, P.over(P.SHADOW, fill, 150), inner.move(0, -2 * SS).clip(inner),
                         border_radius=inner.h // 2)
        pygame.draw.rect(big, fill, inner.move(0, SS), border_radius=inner.h // 2)
        rim = P.RIM if hot else P.RIM_SOFT
    pygame.draw.rect(big, rim, pill, 2 * SS if on or hot else SS + SS // 2,
                     border_radius=rad)
    kr = rad - 3 * SS
    kx = pill.right - rad if on else pill.x + rad
    pygame.draw.circle(big, P.over(P.SHADOW, fill, 140), (kx, pill.centery + 2 * SS), kr)
    knob = (255, 246, 218) if on else (150, 158, 184) if hot else (118, 126, 152)
    pygame.draw.circle(big, knob, (kx, pill.centery), kr)
    pygame.draw.circle(big, P.over((255, 255, 255), knob, 90 if on else 40),
                       (kx - kr // 3, pill.centery - kr // 3), kr // 3)
    pygame.draw.circle(big, (120, 92, 34) if on else (70, 76, 100), (kx, pill.centery), kr,
                       SS)
    return pygame.transform.smoothscale(big, (w + 2 * pad, h + 2 * pad))


def draw_switch(surf: pygame.Surface, rect: pygame.Rect, on: bool, word: pygame.Surface,
                hot: bool = False, focused: bool = False) -> pygame.Rect:
    """The switch in the row `rect` with its `word` (already in its colour) right of the
    pill; returns the pill's rect."""
    r = track_rect(rect)
    img = track(r.w, r.h, on, hot, focused)
    surf.blit(img, (r.x - 4, r.y - 4))
    surf.blit(word, word.get_rect(midleft=(r.right + 12, r.centery)))
    return r
