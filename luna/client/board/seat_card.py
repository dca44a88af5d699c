"""A seat's card in the New game and Solo dialogs: the player's piece standing large in its
colour's glow with the colour's symbol beside it, the card edged in the colour; and the
colour swatches (each the colour with its symbol), the chosen one ringed in gold. Drawn
under the dialog's widgets, cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..widgets import palette as P
from ..widgets.overlays import draw_card
from . import art


@lru_cache(maxsize=128)
def portrait(colour: str, w: int, h: int) -> pygame.Surface:
    """The player's novice standing in a glow of its colour, its symbol large at its foot."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb = art.PLAYER_RGB[colour]
    r = min(w, h) // 2
    for k in range(r, 0, -2):                 # the colour's glow, brightest at the middle
        a = int(70 * (1 - k / r) ** 1.4)
        pygame.draw.circle(s, (*rgb, a), (w // 2, int(h * 0.55)), k)
    piece = art.novice(colour, int(h * 0.84))
    s.blit(piece, piece.get_rect(midbottom=(int(w * 0.42), int(h * 0.96))))
    art.player_symbol(s, colour, (int(w * 0.74), int(h * 0.74)), max(10, int(h * 0.36)))
    return s


def draw_seat_card(surf: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """The card under a seat's widgets: glass, a band of its colour down its left edge, a
    faint wash of the colour from that edge."""
    draw_card(surf, rect, radius=P.RADIUS + 2, rim=1, alpha=200, shadow=False,
              ground=P.ROW)
    wash = _wash(rect.w, rect.h, colour)
    surf.blit(wash, rect.topleft)
    edge = pygame.Rect(rect.x + 1, rect.y + 6, max(4, rect.h // 14), rect.h - 12)
    pygame.draw.rect(surf, art.PLAYER_RGB[colour], edge, border_radius=3)


@lru_cache(maxsize=32)
def _wash(w: int, h: int, colour: str) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb = art.PLAYER_RGB[colour]
    reach = max(1, w // 3)
    for x in range(reach):
        pygame.draw.line(s, (*rgb, int(38 * (1 - x / reach) ** 1.6)), (x, 2), (x, h - 3))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=P.RADIUS + 2)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def draw_swatch(surf: pygame.Surface, rect: pygame.Rect, colour: str, chosen: bool,
                other: bool) -> None:
    """A colour to choose: a disc of it with its symbol; the chosen one in a gold ring,
    one another seat holds dimmed (choosing it swaps the two)."""
    c = rect.center
    r = min(rect.w, rect.h) // 2 - 3
    if chosen:
        pygame.draw.circle(surf, P.GOLD, c, r + 3)
        pygame.draw.circle(surf, P.NIGHT, c, r + 1)
    disc = _disc(colour, 2 * r, other and not chosen)
    surf.blit(disc, disc.get_rect(center=c))


@lru_cache(maxsize=32)
def _disc(colour: str, d: int, dim: bool) -> pygame.Surface:
    d = max(8, d)
    ss = 3
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    rgb = art.PLAYER_RGB[colour]
    pygame.draw.circle(big, P.SHADOW, (d * ss // 2, d * ss // 2), d * ss // 2)
    pygame.draw.circle(big, rgb, (d * ss // 2, d * ss // 2), d * ss // 2 - ss * 2)
    s = pygame.transform.smoothscale(big, (d, d))
    art.player_symbol(s, colour, (d / 2, d / 2), int(d * 0.62))
    if dim:
        s.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    return s
