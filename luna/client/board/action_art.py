"""One picture per action, used everywhere an action is shown (the board's ring, the text
menu, the log, the rules book): a round dark badge with a gold rim, and in it the piece
the action is about, drawn by the art code in the player's colour, with a sign of what
happens to it. Six signs are silhouettes from game-icons.net (CC BY 3.0), vendored in
assets/icons/ by tools/vendor_icons.py and credited in assets/CREDITS.md.

    picture(action, size, colour=None, greyed=False) -> pygame.Surface

`action` is a command type (ACTIONS), or `favour:<kind>` for taking one kind's favour;
`colour` is the acting player's colour (white when None); `greyed` pictures an action
that cannot be taken now.

The numbers about an action have one form each, wherever they stand: what it uses on a
red pill (`cost_badge`), what it brings on a green one (`gain_badge`), the council seat
it reaches said in words on a stone pill ("seat 3", `seat_badge`), how many novices a
move may take as "×1–7" (`count_words`).
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame

from ...places import assets_dir
from ..window import fonts
from . import art

ACTIONS = ("favour", "recruit", "council", "build_shrine", "banish", "herbs", "travel", "tides",
           "sailboat", "appoint", "consecrate", "book", "meditate", "end_actions")
FAVOURS = ("herbs", "tides", "sailboat", "book", "bribery", "novice", "shrine")
ICONS = Path(assets_dir()) / "icons"
GOLD = (232, 200, 120)
PARCHMENT = (244, 236, 212)
NIGHT = (20, 28, 52)


@lru_cache(maxsize=32)
def icon(name: str, size: int, rgb: tuple[int, int, int] = PARCHMENT) -> pygame.Surface:
    """A vendored silhouette (assets/icons/NAME.svg) at size x size px in colour `rgb`."""
    try:
        img = pygame.image.load_sized_svg(str(ICONS / f"{name}.svg"), (size, size))
    except (pygame.error, FileNotFoundError):       # a broken install: a plain dot
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, (255, 255, 255), (size / 2, size / 2), size / 4)
    img = img.convert_alpha() if pygame.display.get_surface() is not None else img
    tint = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    tint.fill((*rgb, 255))
    img = img.copy()
    img.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return img


def _badge(size: int) -> pygame.Surface:
    """The round dark badge every picture stands on, lit from the top left."""
    k = 3
    n = size * k
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(s, (0, 0, 0, 90), (c + n * 0.02, c + n * 0.03), n * 0.48)
    pygame.draw.circle(s, (*GOLD, 255), (c, c), n * 0.47)
    pygame.draw.circle(s, (*NIGHT, 255), (c, c), n * 0.42)
    light = pygame.Surface((n, n), pygame.SRCALPHA)  # moonlight from the top left
    for r in range(12, 0, -1):
        t = r / 12
        pygame.draw.circle(light, (70, 88, 136, int(60 * (1 - t))), (c - n * 0.10, c - n * 0.12),
                           n * 0.32 * t)
    s.blit(light, (0, 0))
    return pygame.transform.smoothscale(s, (size, size))


def _put(dst: pygame.Surface, img: pygame.Surface, cx: float, cy: float) -> None:
    dst.blit(img, img.get_rect(center=(round(cx), round(cy))))


def _plus(dst: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """A small gold plus in a dark ring: something is gained."""
    pygame.draw.circle(dst, NIGHT, (cx, cy), r * 1.15)
    pygame.draw.circle(dst, GOLD, (cx, cy), r)
    w = max(1, round(r * 0.38))
    pygame.draw.line(dst, NIGHT, (cx - r * 0.6, cy), (cx + r * 0.6, cy), w)
    pygame.draw.line(dst, NIGHT, (cx, cy - r * 0.6), (cx, cy + r * 0.6), w)


def _stone(dst: pygame.Surface, cx: float, cy: float, r: float, hexagon: bool) -> None:
    """A temple field (hexagon) or a path tile (rounded square) of pale stone."""
    stone, edge = (214, 204, 180), (120, 110, 96)
    if hexagon:
        pts = [(cx + r * math.cos(a), cy + r * math.sin(a))
               for a in (math.pi / 2 + k * math.pi / 3 for k in range(6))]
        pygame.draw.polygon(dst, edge, [(x + r * 0.08, y + r * 0.1) for x, y in pts])
        pygame.draw.polygon(dst, stone, pts)
    else:
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.5))
        box.center = (round(cx), round(cy))
        radius = max(1, round(r / 4))
        pygame.draw.rect(dst, edge, box.move(max(1, round(r / 10)), max(1, round(r / 8))),
                         border_radius=radius)
        pygame.draw.rect(dst, stone, box, border_radius=radius)


# the preliminary and solo steps, pictured as the action they resemble (a review's card of
# a preliminary placement had no picture: the review closed the game)
ALIKE = {"place_shrine": "build_shrine", "solo_deactivate": "travel"}


def _glyph(action: str, g: int, colour: str) -> pygame.Surface:
    """The action's own drawing in a g x g square."""
    action = ALIKE.get(action, action)
    s = pygame.Surface((g, g), pygame.SRCALPHA)
    c = g / 2
    if action.startswith("favour:"):
        _put(s, icon("open-palm", round(g * 0.9)), c, g * 0.70)
        _put(s, art.favour_token(action.split(":", 1)[1], round(g * 0.62)), c + g * 0.03, g * 0.36)
    elif action == "favour":
        _put(s, icon("open-palm", round(g * 0.9)), c, g * 0.70)
        for k, kind in enumerate(("bribery", "book", "herbs")):
            _put(s, art.favour_token(kind, round(g * 0.42)), c + (k - 1) * g * 0.22,
                 g * 0.36 - (k == 1) * g * 0.08)
    elif action in ("herbs", "tides", "sailboat", "book"):
        _put(s, art.favour_token(action, round(g * 0.92)), c + g * 0.02, c + g * 0.02)
    elif action == "place_pair":                   # the setup's novices stand (active)
        _put(s, art.novice(colour, round(g * 0.92)), c - g * 0.08, c)
        _plus(s, g * 0.78, g * 0.24, g * 0.16)
    elif action == "recruit":          # the two who recruit stand, the new one joins lying
        _put(s, art.novice(colour, round(g * 0.5)), c - g * 0.13, g * 0.36)
        _put(s, art.novice(colour, round(g * 0.5)), c + g * 0.13, g * 0.36)
        _put(s, art.novice(colour, round(g * 0.64), lying=True), c, g * 0.72)
        _plus(s, g * 0.80, g * 0.24, g * 0.15)
    elif action == "council":
        _put(s, icon("upgrade", round(g * 0.46), GOLD), c, g * 0.26)
        disc = art.council_disc(colour, round(g * 0.72))
        _put(s, disc, c, g * 0.62)
        _put(s, disc, c, g * 0.76)
    elif action == "build_shrine":
        _put(s, art.shrine(colour, round(g * 0.84)), c - g * 0.04, c + g * 0.06)
        _put(s, icon("claw-hammer", round(g * 0.46), GOLD), g * 0.76, g * 0.24)
    elif action == "banish":
        _put(s, icon("clockwise-rotation", round(g * 0.98), GOLD), c, c)
        _put(s, art.figure("apostate", round(g * 0.66)), c, c + g * 0.04)
    elif action == "travel":
        _put(s, icon("boot-prints", round(g * 0.56)), g * 0.30, g * 0.34)
        _put(s, art.novice(colour, round(g * 0.76)), g * 0.66, g * 0.58)
    elif action in ("appoint", "consecrate"):
        hexagon = action == "consecrate"
        _stone(s, c, g * 0.72, g * 0.30, hexagon)
        _put(s, art.novice(colour, round(g * 0.66)), c, g * 0.50)
        if hexagon:
            _put(s, art.symbol("shrine", round(g * 0.34), GOLD), g * 0.84, g * 0.22)
    elif action == "meditate":
        _put(s, art.candle(round(g * 0.98), True), c, c)
    elif action == "end_actions":
        _put(s, icon("hourglass", round(g * 0.80)), c, c)
    else:
        raise KeyError(action)
    return s


@lru_cache(maxsize=1024)
def picture(action: str, size: int, colour: str | None = None,
            greyed: bool = False, bare: bool = False) -> pygame.Surface:
    """The action's picture, `size` x `size` px (see the module's docstring); `bare`: its
    drawing alone, filling the square, without the round badge (a refused action's small
    chip, where the badge's rim left the drawing too small to read)."""
    size = max(12, int(size))
    out = pygame.Surface((size, size), pygame.SRCALPHA) if bare else _badge(size)
    g = size if bare else round(size * 0.70)
    glyph = _glyph(action, g, colour if colour in art.PLAYER_RGB else "white")
    out.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
    if greyed:
        out = pygame.transform.grayscale(out)
        out.set_alpha(140)
        flat = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        flat.blit(out, (0, 0))
        out = flat
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


# -- what an action costs, brings and reaches: one form each, wherever an action is shown ----
COST_FILL, COST_RIM = (104, 30, 36), (226, 120, 104)        # red: what it uses
GAIN_FILL, GAIN_RIM, GAIN_INK = (30, 100, 58), (128, 214, 148), (214, 255, 220)
THEIRS_FILL, THEIRS_RIM = (40, 48, 74), (150, 160, 196)    # slate: what another loses
INK = (248, 242, 226)
SEAT_STONE, SEAT_BRASS, SEAT_INK = (66, 60, 52), (190, 160, 100), INK   # (grey on grey
#   does not read: light words on a dark stone, as every badge says its number)


FIGURES = "0123456789+−"      # what a badge's number is made of: its ink sets the height


def _words(s: str, size: int, rgb) -> pygame.Surface:
    """A badge's number cut to its ink (a line's room above and below it would make the
    pill tall and the number small in it); a leading − or + drawn as a bold sign as tall
    as the digits (`_sign`: the font's 5 px − and small + are easy to miss, F048)."""
    img = fonts.text(s, size, rgb, bold=True, shadow=False)
    if len(s) > 1 and s[0] in "−+":
        cut = fonts.font(size, True).size(s[0])[0]
        img = img.subsurface((cut, 0, img.get_width() - cut, img.get_height()))
    ink = img.get_bounding_rect()
    img = img.subsurface(ink).copy() if ink.w and ink.h else img.copy()
    if len(s) > 1 and s[0] in "−+":
        sign = _sign(s[0], img.get_height(), rgb)
        gap = max(1, round(img.get_height() * 0.1))
        out = pygame.Surface((sign.get_width() + gap + img.get_width(), img.get_height()),
                             pygame.SRCALPHA)
        out.blit(sign, (0, 0))
        out.blit(img, (sign.get_width() + gap, 0))
        return out
    return img


def sign_stroke(d: int) -> int:
    """A badge's − and +: their bars' thickness for digits `d` px high (as bold as the
    digits' strokes)."""
    return max(3, round(d * 0.21))


def _sign(c: str, d: int, rgb) -> pygame.Surface:
    """A bold − or + for digits `d` px high: the + as tall as they are, the − as wide as
    the +, its bar at the digits' middle, both as thick as their strokes (the font's − is
    a 5 px dash beside 14 px digits at 1280x800, 125 %)."""
    w = max(5, round(d * 0.75))
    out = pygame.Surface((w, d), pygame.SRCALPHA)
    t = sign_stroke(d)
    pygame.draw.rect(out, rgb, (0, (d - t) // 2, w, t))
    if c == "+":
        pygame.draw.rect(out, rgb, ((w - t) // 2, 0, t, d))
    return out


@lru_cache(maxsize=16)
def _badge_height(size: int, scale: float) -> int:
    ink = fonts.text(FIGURES, size, INK, bold=True, shadow=False).get_bounding_rect().h
    return max(fonts.px(size), ink + 2 * max(2, round(ink * 0.2)))


def badge_height(size: int) -> int:
    """A badge's height for its number at text `size` (times the player's text size):
    the figures' ink and a little air over and under it, never lower than that text's
    pixel size, so a badge is as tall as the body text beside it (never shrunk to the tile,
    F048)."""
    return _badge_height(size, fonts.scale)


def pill_air(h: int) -> int:
    """The least room between a cost's or a gain's number or symbol and its pill's rim,
    over, under and between them (a novice as tall as its pill, touching the rim and the
    number, reads as cramped)."""
    return max(3, round(h * 0.15))


def _roomy(part: pygame.Surface, h: int, most: int | None = None) -> pygame.Surface:
    """`part` (a novice, a favour token) as tall as a pill `h` high leaves it, air over
    and under it (pill_air), or `most` px: cut to its ink first, so its figure is as
    tall as the number beside it (a token drawn inside air of its own reads smaller than
    the digits beside it, F048)."""
    most = h - 2 * pill_air(h) if most is None else most
    ink = part.get_bounding_rect()
    if ink.w and ink.h and ink.size != part.get_size():
        part = part.subsurface(ink)
    if part.get_height() == most:
        return part.copy()
    k = most / part.get_height()
    return pygame.transform.smoothscale(part, (max(1, round(part.get_width() * k)), most))


def _pill(parts: list[pygame.Surface], fill, rim, h: int, air: bool = True,
          ends: int | None = None) -> pygame.Surface:
    """The parts side by side on a rounded pill `h` high with a rim; `air`: each part
    between them, twice that at its ends (its symbols made `_roomy`), or `ends` px."""
    if air:
        pad, gap = 2 * pill_air(h) if ends is None else ends, pill_air(h)
    else:
        pad, gap = max(3, h // 4), max(1, h // 8)
    w = 2 * pad + sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (*fill, 240), out.get_rect(), border_radius=h // 2)
    pygame.draw.rect(out, (*rim, 255), out.get_rect(), 1, border_radius=h // 2)
    x = pad
    for p in parts:
        out.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return out


def icons_beside(h: int, icon: int) -> bool:
    """A pill `h` high leaves its icons (a novice, a favour token) under `icon` px (the
    tile's word size) inside its air: they stand beside it then, at that size, the
    number alone on the pill (a pill grown for them would make the tray taller than the
    log's latest entry leaves it; icons inside its rim, touching it, read as cramped)."""
    return h - 2 * pill_air(h) < icon


def _beside(words: list[pygame.Surface], icons: list[pygame.Surface], fill, rim,
            h: int, icon: int, first: bool = False) -> pygame.Surface:
    """The number on its pill `h` high, its icons beside it (`first`: before it), each
    `icon` px high (never over the pill's height), a pill's air between; icons alone
    on a pill as low as they leave it."""
    tall = min(icon, h)
    icons = [_roomy(p, h, tall) for p in icons]
    if not words:
        return _pill(icons, fill, rim, h, air=False)
    pill = _pill(words, fill, rim, h, ends=pill_air(h) + 1)   # (its number alone: the
    #                                         row keeps room for the icons beside it)
    gap = pill_air(h)
    parts = [*icons, pill] if first else [pill, *icons]
    out = pygame.Surface((sum(p.get_width() for p in parts) + gap * (len(parts) - 1), h),
                         pygame.SRCALPHA)
    x = 0
    for p in parts:
        out.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return out


def _up(h: int, rgb) -> pygame.Surface:
    """A small solid arrow up (the fonts have no arrow glyphs)."""
    s = pygame.Surface((round(h * 0.6), h), pygame.SRCALPHA)
    w = s.get_width()
    pygame.draw.polygon(s, rgb, [(w / 2, 0), (w, h * 0.45), (w * 0.68, h * 0.45),
                                 (w * 0.68, h), (w * 0.32, h), (w * 0.32, h * 0.45),
                                 (0, h * 0.45)])
    return s


def _right(h: int, rgb) -> pygame.Surface:
    s = pygame.Surface((round(h * 0.8), h), pygame.SRCALPHA)
    w = s.get_width()
    pygame.draw.polygon(s, rgb, [(0, h * 0.36), (w * 0.5, h * 0.36), (w * 0.5, h * 0.12),
                                 (w, h / 2), (w * 0.5, h * 0.88), (w * 0.5, h * 0.64),
                                 (0, h * 0.64)])
    return s


@lru_cache(maxsize=128)
def _cost(novices: int, favours: tuple, colour: str, h: int, size: int,
          scale: float, figure: bool, icon: int = 0) -> pygame.Surface:
    if icons_beside(h, icon):
        icons = [art.novice(colour, h)] * (figure and novices > 0) + \
            [art.favour_token(kind, h) for kind in favours]
        words = [_words(f"−{novices}", size, INK)] if novices else []
        return _beside(words, icons, COST_FILL, COST_RIM, h, icon)
    parts = []
    if novices:
        parts += [_words(f"−{novices}", size, INK)] + [_roomy(art.novice(colour, h), h)] * figure
    parts += [_roomy(art.favour_token(kind, h), h) for kind in favours]
    return _pill(parts, COST_FILL, COST_RIM, h)


def cost_badge(novices: int, favours: tuple, colour: str | None, h: int,
               size: int, figure: bool = True, icon: int = 0) -> pygame.Surface | None:
    """What an action uses, on a red pill: "−2" and a novice in the player's colour (the
    novices it lays down or puts on a tile), then each favour token it returns. None when
    it uses nothing. `h` the pill's height, `size` its number's text size; `figure`
    False: the number alone (a narrow tile keeps its numbers' size, not the novice);
    `icon`: its icons' least height (px), beside the pill where it is too low for them
    (icons_beside)."""
    if not novices and not favours:
        return None
    return _cost(novices, tuple(favours), colour if colour in art.PLAYER_RGB else "white",
                 h, size, fonts.scale, figure, icon)


@lru_cache(maxsize=128)
def _gain(amount: int, what: str, colour: str, h: int, size: int,
          scale: float, icon: int = 0) -> pygame.Surface:
    if what != "influence" and icons_beside(h, icon):
        words = [_words(f"+{amount}", size, GAIN_INK)] if what != "woken" else \
            [_roomy(_up(h - 6, GAIN_INK), h), _words(str(amount), size, GAIN_INK)]
        figure = art.novice(colour, h) if what == "woken" else \
            art.novice(colour, h + 2, lying=True)
        return _beside(words, [figure], GAIN_FILL, GAIN_RIM, h, icon)
    if what == "influence":
        parts = [_words(f"+{amount}", size, GAIN_INK)]
    elif what == "woken":                          # novices standing up
        parts = [_roomy(_up(h - 6, GAIN_INK), h), _words(str(amount), size, GAIN_INK),
                 _roomy(art.novice(colour, h), h)]
    else:               # novices joining from the supply: inactive, lying beside the island
        parts = [_words(f"+{amount}", size, GAIN_INK),
                 _roomy(art.novice(colour, h + 2, lying=True), h)]
    return _pill(parts, GAIN_FILL, GAIN_RIM, h)


@lru_cache(maxsize=32)
def _theirs(words: str, colour: str, h: int, size: int, scale: float,
            icon: int = 0) -> pygame.Surface:
    if icons_beside(h, icon):
        return _beside([_words(words, size, INK)], [art.novice(colour, h)], THEIRS_FILL,
                       THEIRS_RIM, h, icon, first=True)
    return _pill([_roomy(art.novice(colour, h), h), _words(words, size, INK)], THEIRS_FILL,
                 THEIRS_RIM, h)


def theirs_badge(words: str, colour: str | None, h: int, size: int,
                 icon: int = 0) -> pygame.Surface:
    """What an action does to another (the solo automaton's novices that Lie down lays
    down), on a slate pill, neither the mover's red cost nor its green gain: a novice in
    that player's colour and the words ("2 lie down")."""
    return _theirs(words, colour if colour in art.PLAYER_RGB else "white", h, size,
                   fonts.scale, icon)


def gain_badge(amount: int, what: str, colour: str | None, h: int,
               size: int, icon: int = 0) -> pygame.Surface:
    """What an action brings, on a green pill: "+4" influence, "+1" and a lying novice (one
    recruited joins inactive, so it is drawn lying, never standing), an
    arrow up, the number and a novice (novices that stand up)."""
    return _gain(amount, what, colour if colour in art.PLAYER_RGB else "white", h, size,
                 fonts.scale, icon)


@lru_cache(maxsize=64)
def _seat(said: str, h: int, size: int, scale: float) -> pygame.Surface:
    return _pill([_words(said, size, SEAT_INK)], SEAT_STONE, SEAT_BRASS, h)


def seat_badge(said: str, h: int, size: int) -> pygame.Surface:
    """Where a Council move takes the disc: the seat reached said in words ("seat 3",
    never the steps; an arrow and the bare number read as "+3"), light on a pill of the
    council seats' dark stone with a brass rim (white on gold is hard to read), its
    figures as tall as every badge's."""
    return _seat(said, h, size, fonts.scale)


def count_words(low: int, high: int) -> str:
    """How many novices a move may take: "×1", "×1–7"."""
    return f"×{low}" if high <= low else f"×{low}–{high}"


@lru_cache(maxsize=32)
def _island(kind: str, h: int, size: int, scale: float, icon: int = 0) -> pygame.Surface:
    if h - 4 < icon:              # (its arrow bare, its token at the words' size)
        arrow, token = _right(h - 4, GOLD), _roomy(art.favour_token(kind, h), h, min(icon, h))
        gap = pill_air(h)
        out = pygame.Surface((arrow.get_width() + gap + token.get_width(), h), pygame.SRCALPHA)
        out.blit(arrow, (0, (h - arrow.get_height()) // 2))
        out.blit(token, (arrow.get_width() + gap, (h - token.get_height()) // 2))
        return out
    return _pill([_right(h - 8, GOLD), art.favour_token(kind, h - 4)], NIGHT, GOLD, h,
                 air=False)


def island_badge(kind: str, h: int, size: int, icon: int = 0) -> pygame.Surface:
    """Where Banish sends the Apostate: a gold arrow to that island's token, as the
    Council's badge points to its seat (`icon`: the token's least height, as a cost's)."""
    return _island(kind, h, size, fonts.scale, icon)
