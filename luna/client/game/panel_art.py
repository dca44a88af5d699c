"""The side panel's pictures, colours and sizes: its glass, the glow round the card of
the player to move, the log's chips and boxes, a card's picture and foot, the action
area's glass; the sizes of its words at the panel's scale (game/panel.py draws with them)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ...text import t
from ..board import art
from ..board.art.sketch import Sketch
from ..widgets import palette as P
from ..window import fonts
from ..window.fonts import font


def text(*words, **how) -> pygame.Surface:
    """The panel's words: it only blits them, so the rendered ones themselves (fonts.text
    copied each of its ~30 words a frame)."""
    return fonts.text(*words, shared=True, **how)


INK = (236, 230, 210)
DIM = (150, 160, 185)
ARROW_DIM = (118, 128, 155)   # the projection's arrow and dotted line: softer than its figure
_FADED_DOT = (150, 125, 70)          # an unlit thinking dot: the night ink half into gold
FOOT_DIM = (180, 188, 210)    # the footer's word: softer than the numbers, 4.5:1 on a lit card


def pill_baseline(r: pygame.Rect, s: float) -> int:
    """Where the thinking dots sit: on the word's baseline, as typed dots would."""
    return r.y + round(r.h * 0.7)


@lru_cache(maxsize=8)
def _glass(w: int, h: int) -> pygame.Surface:
    """The panel's glass on the window's night, once: an opaque picture is blitted each
    frame without blending (the glass over the night is the same every frame)."""
    out = pygame.Surface((w, h), 0, 32)
    out.fill(P.NIGHT)
    out.blit(art.panel_bg(w, h), (0, 0))
    return art.plain_copy(out)          # (copied the ordinary way: art.plain_copy)


COUNTING = {1: (150, 245, 160), -1: (255, 150, 140), 0: (250, 236, 190)}
GLOW = 7                  # the gold glow round the card of the player to move
GROW_MOST = 1.4           # the panel's own scale at most, grown into a tall panel's room
TALL = 960                # a panel this tall (a large window) grows into its room
LOG_PART = 0.34           # of which the log keeps this part
BESIDE_LABELS = 0.85      # grown so, the log's words at most this part of an island's name


@lru_cache(maxsize=16)
def _glow(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w + 2 * GLOW, h + 2 * GLOW), pygame.SRCALPHA)
    for k in range(GLOW, 0, -1):
        a = int(90 * (1 - k / (GLOW + 1)) ** 1.6)
        pygame.draw.rect(s, (*P.GOLD, a), (GLOW - k, GLOW - k, w + 2 * k, h + 2 * k),
                         border_radius=10 + k)
    return s


@lru_cache(maxsize=16)
def _line_token(nm: pygame.Surface, h: int) -> int:
    """A favour token's size in a scoreboard card's one line."""
    return max(10, min(nm.get_height() - 2, h - 6))


@lru_cache(maxsize=16)
def _arrow(h: int, colour: tuple) -> pygame.Surface:
    """A small arrow pointing right ("becomes"), `h` px high: the bundled face has no
    arrow glyph."""
    w = round(h * 1.3)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    mid, stroke = h // 2, max(1, h // 5)
    pygame.draw.line(img, colour, (0, mid), (w - h // 2, mid), stroke)
    pygame.draw.polygon(img, colour, [(w - h // 2 - 1, 0), (w - 1, mid), (w - h // 2 - 1,
                                                                           h - 1)])
    return img


@lru_cache(maxsize=16)
def _dotted(w: int, colour: tuple, dot: int) -> pygame.Surface:
    """A dotted underline `w` px long (a word with a hover text that explains it, as a
    page marks an abbreviation): dots of `dot` px, as far apart."""
    img = pygame.Surface((w, dot), pygame.SRCALPHA)
    for x in range(0, w - dot + 1, 2 * dot):
        img.fill((*colour, 200), (x, 0, dot, dot))
    return img


@lru_cache(maxsize=4)
def _down(h: int, colour: tuple) -> pygame.Surface:
    """A small arrow pointing down ("below"), `h` px high (drawn: the face has none)."""
    img = pygame.Surface((h, h), pygame.SRCALPHA)
    pygame.draw.polygon(img, colour, [(0, h // 4), (h - 1, h // 4), (h // 2, h - 1)])
    return img


def _pill(w: int, h: int, radius: int) -> pygame.Surface:
    """The gold pill "to move" stands on (made once a size: a card is kept as blits)."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(img, P.GOLD, img.get_rect(), border_radius=radius)
    return img


@lru_cache(maxsize=8)
def _log_chip(h: int, shown: bool) -> pygame.Surface:
    """The log's chip in the round's line (the guided game, where the step takes the log's
    place): a small button with the log's picture, a written page (the toolbar's Menu is
    three bars); gold while the log stands there."""
    w = round(h * 1.3)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 4)
    pygame.draw.rect(img, (70, 62, 34) if shown else P.BUTTON, img.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(img, P.GOLD if shown else P.RIM_SOFT, img.get_rect(), 1,
                     border_radius=radius)
    ink, stroke = (P.GOLD if shown else INK), max(1, round(h / 14))
    page = pygame.Rect(0, 0, round(h * 0.52), round(h * 0.66))
    page.center = (w // 2, h // 2)
    fold = max(3, page.w // 3)
    pygame.draw.polygon(img, ink, [page.topleft, (page.right - fold, page.top),
                                   (page.right, page.top + fold), page.bottomright,
                                   page.bottomleft], stroke + 1)
    pygame.draw.lines(img, ink, False, [(page.right - fold, page.top),
                                        (page.right - fold, page.top + fold),
                                        (page.right, page.top + fold)], stroke)
    for k in range(3):
        y = page.top + fold + round((page.h - fold) * (0.3 + 0.25 * k))
        pygame.draw.line(img, ink, (page.left + 3, y), (page.right - 4, y), stroke)
    return img


@lru_cache(maxsize=16)
def _line_box(w: int, h: int, chosen: bool) -> pygame.Surface:
    """Under a log line: the one looked back at (gold rimmed), or the one under the mouse."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    if chosen:
        pygame.draw.rect(img, (70, 62, 34), img.get_rect(), border_radius=4)
        pygame.draw.rect(img, (240, 214, 150), img.get_rect(), 1, border_radius=4)
    else:
        pygame.draw.rect(img, (48, 56, 92), img.get_rect(), border_radius=4)
    return img


class _Noted:
    """Stands in for the board while a card is sketched: notes its hit boxes."""

    def __init__(self) -> None:
        self.hits: list[tuple] = []

    def hit(self, rect, target, shape=None) -> None:
        self.hits.append((rect, target, shape))


def _sketched(size: tuple[int, int], draw) -> tuple[list, list]:
    """`draw(sketch, noted)`: what it blits, in one list, and the hit boxes it noted (a part
    of the panel without glows: shown again in one call)."""
    sketch, noted = Sketch(size), _Noted()
    draw(sketch, noted)
    return [b for blits, _ in sketch.parts for b in blits], noted.hits


def _show(surf: pygame.Surface, board, blits: list, hits: list) -> None:
    """A sketched part of the panel on `surf`, its hit boxes on the board."""
    for hit in hits:
        board.hit(*hit)
    surf.blits(blits, doreturn=False)


@lru_cache(maxsize=32)
def _card(w: int, h: int, colour: str, to_move: bool, foot_h: int) -> pygame.Surface:
    """A player's card: glass, its colour washed in from the left, a rim in its colour
    (gold and lighter for the one to move), the foot a shade darker."""
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb = art.PLAYER_RGB[colour]
    pygame.draw.rect(box, (255, 255, 255, 16 if to_move else 8), box.get_rect(),
                     border_radius=10)
    reach = max(1, w // 2)
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(reach):
        pygame.draw.line(wash, (*rgb, int(22 * (1 - x / reach) ** 1.5)),
                         (x, 0), (x, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    wash.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    box.blit(wash, (0, 0))
    pygame.draw.rect(box, (0, 0, 0, 60), (3, h - foot_h - 3, w - 6, foot_h),
                     border_radius=7)
    if to_move:
        pygame.draw.rect(box, P.GOLD, box.get_rect(), 3, border_radius=10)
    else:
        pygame.draw.rect(box, (*rgb, 120), box.get_rect(), 1, border_radius=10)
    return box


@lru_cache(maxsize=4)
def _faint_moon(r: int) -> pygame.Surface:
    """The game's crescent moon in faint gold, where the log's page ends high in a tall
    panel: the empty glass under it reads as calm, not as a box left empty (drawn four
    times as large and shrunk: soft edges)."""
    r = max(4, r)
    big = pygame.Surface((8 * r, 8 * r), pygame.SRCALPHA)
    pygame.draw.circle(big, (*P.GOLD, 56), (4 * r, 4 * r), 4 * r)
    pygame.draw.circle(big, (0, 0, 0, 0), (4 * r + round(1.6 * r), 4 * r - r), round(3.4 * r))
    return pygame.transform.smoothscale(big, (2 * r, 2 * r))


@lru_cache(maxsize=8)
def _well(w: int, h: int) -> pygame.Surface:
    """The log's page: a shade darker than the panel, its edge faint."""
    well = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(well, (0, 0, 0, 46), well.get_rect(), border_radius=8)
    pygame.draw.rect(well, (255, 255, 255, 14), well.get_rect(), 1, border_radius=8)
    return well


def area_glass(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The panel's action area (an action ring, a move's instructions over Confirm): one
    glass, one brass rim, so the eye learns one place for "what you do now"."""
    pygame.draw.rect(surf, P.GLASS, rect, border_radius=P.RADIUS_CARD)
    pygame.draw.rect(surf, P.RIM, rect, 1, border_radius=P.RADIUS_CARD)


FADE = 0.1              # s: the cards' last form fades out over their new one
FOLDED = 2              # the panel's tray form: its cards' feet folded for the tray's tiles
STRIP = 3               # ... and where that is not room enough: a line each (name, influence)
LOG_ENOUGH = 5          # the log's rows the cards close up for (two moves or three)
LOG_LEAST = 12          # the log's words: never smaller (px at 100 %), in any window
FOOT_AIR = 3            # the scoreboard's foot under its line (its words stood in the
#                         big influence figures' box: German's "Priesterrat 7" at 150 %)
FOOT_LEAST = 12         # the cards' small words (footer, projection): never smaller (px)
NAME = 17               # a card's name (px at the panel's scale 1)
WELL_ROWS = 3           # the log's page: at least this many rows long, else its entries'
MOON_ROOM = 8           # the faint moon under it in a log this many rows tall


def small_size(s: float, base: int = 12) -> float:
    """The cards' small words (the footer's numbers, the projection) at the panel's scale
    `s`: never below FOOT_LEAST px (a small window's 9 px did not read), nor, where a
    large text size in a small window keeps the panel's words at their 100 % size, larger
    than the name above them."""
    return max(FOOT_LEAST / fonts.scale, base * s)


def _foot_of(snap: dict, p: int) -> tuple:
    """What player `p`'s card's foot shows: colour, supply's novices and shrines, council
    seat, novices on the jetty."""
    seat = next(q for q, st in enumerate(snap["council"]) if p in st)
    return (snap["colours"][p], snap["supply"]["novices"][p], snap["supply"]["shrines"][p],
            seat, snap["jetty"][p])


@lru_cache(maxsize=16)
def _foot_form(feet: tuple, room: int, big: int, k: float, tall: int, word: str,
               least: int = FOOT_LEAST) -> tuple:
    """The one form every card's foot takes (no card alone drops the council's word): the largest
    words, with the council's word where every card's row fits with it, else its bare number, then
    closer gaps, then smaller words; as (size, pictures' scale, seat_words, gap). (`word`: the
    council's, in the language shown: a new language measures anew.)"""
    for size in range(big, least - 1, -1):
        pic = k * size / big                      # the pictures step down with the words
        for seat_words, gap in ((True, 1.0), (False, 1.0), (False, 0.5)):
            if all(_foot_row(*f, size, pic, tall, seat_words, gap)[-1] <= room for f in feet):
                return size, pic, seat_words, gap
    return least, k * least / big, False, 0.5


def _foot_row(colour: str, novices: int, shrines: int, seat: int, jetty: int, size: int,
              k: float, tall: int, seat_words: bool, gap: float) -> tuple:
    """A footer's pictures and words (`size` px) laid in a row: ((surface, x, group), ...,
    width); group 0 the supply, 1 the council seat, 2 the jetty."""
    parts, x = [], 0

    def put(img, group, after):
        nonlocal x
        parts.append((img, x, group))
        x += img.get_width() + after

    put(art.novice(colour, max(8, min(int(19 * k), tall))), 0, 2)
    put(text(f"×{novices}", size, INK, scaled=False), 0, round(10 * gap))
    put(art.shrine(colour, max(8, min(int(18 * k), tall))), 0, 2)
    put(text(f"×{shrines}", size, INK, scaled=False), 0, round(14 * gap))
    put(art.council_disc(colour, max(8, int(18 * k))), 1, 4)
    put(text(t("panel.council", seat=seat), size, FOOT_DIM, scaled=False) if seat_words
        else text(str(seat), size, INK, scaled=False), 1, round(12 * gap))
    if jetty:                     # the jetty pictured as one (planks on posts in water)
        put(art.jetty_icon(max(12, int(24 * k)), max(8, min(int(16 * k), tall))), 2, 2)
        put(text(f"×{jetty}", size, INK, scaled=False), 2, 0)
    else:
        x -= round(12 * gap)
    return (*parts, x)


def names_legible(s: float) -> bool:
    """The cards' names (17 px at the panel's scale `s`) no smaller than the log's least
    words: the scoreboard shrinks no further for the log's room under a tray."""
    return int(NAME * s) >= LOG_LEAST


def indent_of(size: int) -> int:
    """The log's lines stand this far in: room for the player's symbol before them."""
    return size + 4


@lru_cache(maxsize=16)
def begun(rows: tuple[str, ...], keep: int, size: int, width: int) -> tuple[str, ...]:
    """An entry's first `keep` of its wrapped `rows`, the last ending at a whole word with
    "…" where words follow (never a word cut in two: "ein neuer N…" read as a fault)."""
    if keep >= len(rows):
        return rows
    words = rows[keep - 1].split()
    f = font(size)
    while words and f.size(" ".join(words) + " …")[0] > width:
        words.pop()
    return (*rows[:keep - 1], " ".join(words + ["…"]))


def log_size(s: float) -> int:
    """The log's words at the panel's scale `s`."""
    return max(LOG_LEAST, int(12 * s))


def turn_size(s: float) -> int:
    """The turn line's and the log heading's words: never smaller than the log's (F048)."""
    return max(int(13 * s), log_size(s))


def head_size(s: float) -> int:
    """The round's heading over the panel: a step over the log's words at least."""
    return max(int(18 * s), log_size(s) + 2)
