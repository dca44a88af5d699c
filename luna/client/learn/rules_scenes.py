"""More of the rules book's pictures: small moonlit scenes drawn with the board's own art,
one for each section that had none (the aim, the setup, the preliminary round, the
actions, the scorings, the end, two players, the solo game and its levels). Each shows
what its section's words say, nothing more; rules_pictures.py draws them on request."""

from __future__ import annotations

import math

import pygame

from ...engine.data import INTRO_RING
from ..board import art
from ..board.action_art import picture as action_picture
from ..window.fonts import text

SEA_TOP, SEA_FOOT = (24, 40, 76), (12, 20, 44)
INK = (236, 230, 210)
GOLD = (240, 210, 140)
LOSS = (255, 168, 150)


def _sea(w: int, h: int) -> pygame.Surface:
    """A rounded piece of the night sea, which the scenes stand on."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        f = y / max(1, h - 1)
        pygame.draw.line(s, tuple(round(a + (b - a) * f) for a, b in zip(
            SEA_TOP, SEA_FOOT, strict=True)), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def _put(s: pygame.Surface, img: pygame.Surface, midbottom) -> pygame.Rect:
    return s.blit(img, img.get_rect(midbottom=(round(midbottom[0]), round(midbottom[1]))))


def _label(s: pygame.Surface, words: str, centre, colour=GOLD, size: int = 15) -> None:
    img = text(words, size, colour, bold=True, scaled=False)
    s.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def _island(kind: str, w: int, h: int, seed: int = 0) -> pygame.Surface:
    return art.island(kind, max(8, int(w)), max(8, int(h)), seed)


def _ring_of(w: int, h: int, kinds, figure: str | None, arrows: bool) -> pygame.Surface:
    """The seven islands in a ring (each with its symbol) round the temple island."""
    s = _sea(w, h)
    cx, cy = w / 2, h / 2
    rx, ry = w * 0.37, h * 0.36
    iw = int(min(w * 0.24, h * 0.3))
    temple = _island("shrine", int(w * 0.26), int(h * 0.3), 9)
    s.blit(temple, temple.get_rect(center=(int(cx), int(cy))))
    if figure:
        _put(s, art.figure(figure, int(h * 0.2)), (cx, cy + h * 0.08))
    for k, kind in enumerate(kinds):
        a = -math.pi / 2 + k * 2 * math.pi / len(kinds)
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        isl = _island(kind, iw, int(iw * 0.72), k)
        s.blit(isl, isl.get_rect(center=(int(x), int(y))))
        sym = art.symbol(kind, max(10, iw // 3))
        s.blit(sym, sym.get_rect(center=(int(x), int(y))))
        if arrows:                            # clockwise, from one island to the next
            b = a + math.pi / len(kinds)
            ax, ay = cx + rx * 1.02 * math.cos(b), cy + ry * 1.02 * math.sin(b)
            t = (-math.sin(b), math.cos(b))
            n = max(3, iw // 9)
            pts = [(ax + t[0] * n, ay + t[1] * n),
                   (ax - t[0] * n * 0.4 + t[1] * n * 0.6, ay - t[1] * n * 0.4 - t[0] * n * 0.6),
                   (ax - t[0] * n * 0.4 - t[1] * n * 0.6, ay - t[1] * n * 0.4 + t[0] * n * 0.6)]
            pygame.draw.polygon(s, GOLD, pts)
    return s


def ring(width: int, kinds: tuple[str, ...] = INTRO_RING) -> pygame.Surface:
    """The seven priest islands in a ring round the temple island, the Moon Priestess:
    in the board's order (`kinds`, island 0 at the top and clockwise, as the board lays
    them: the book's ring and the board's read alike)."""
    return _ring_of(width, int(width * 0.72), kinds, "priestess", False)


def intro(width: int) -> pygame.Surface:
    """The introductory setup's islands (the engine's), clockwise from the Book island."""
    return _ring_of(width, int(width * 0.72), INTRO_RING, None, True)


def material(width: int) -> pygame.Surface:
    """A player's pieces: 13 novices, 6 shrines and the council disc."""
    w, h = width, int(width * 0.46)
    s = _sea(w, h)
    size = int(h * 0.46)
    foot = h * 0.66
    for k, (img, count) in enumerate(((art.novice("yellow", size), 13),
                                      (art.shrine("yellow", int(size * 0.9)), 6),
                                      (art.council_disc("yellow", int(size * 0.9)), 1))):
        x = w * (0.2 + 0.3 * k)
        _put(s, img, (x, foot))
        _label(s, f"×{count}", (x, h * 0.84), INK, max(12, h // 9))
    return s


def figures(width: int) -> pygame.Surface:
    """The Moon Priestess, the Architect and the Apostate, each on an island."""
    w, h = width, int(width * 0.5)
    s = _sea(w, h)
    iw = int(w * 0.32)
    for k, (kind, name) in enumerate((("book", "priestess"), ("sailboat", "architect"),
                                      ("novice", "apostate"))):
        x, y = w * (0.18 + 0.32 * k), h * (0.56 if k != 1 else 0.44)
        isl = _island(kind, iw, int(iw * 0.74), k + 3)
        s.blit(isl, isl.get_rect(center=(int(x), int(y))))
        _put(s, art.figure(name, int(h * 0.4)), (x, y + h * 0.16))
    return s


def preliminary(width: int) -> pygame.Surface:
    """Yellow's shrine on one island and a pair of its novices on another."""
    w, h = width, int(width * 0.5)
    s = _sea(w, h)
    iw = int(w * 0.44)
    a = _island("herbs", iw, int(iw * 0.74), 1)
    b = _island("tides", iw, int(iw * 0.74), 2)
    ra = s.blit(a, a.get_rect(center=(int(w * 0.26), int(h * 0.52))))
    rb = s.blit(b, b.get_rect(center=(int(w * 0.74), int(h * 0.48))))
    _put(s, art.shrine("yellow", int(h * 0.3)), (ra.centerx, ra.centery + h * 0.14))
    size = int(h * 0.32)
    _put(s, art.novice("yellow", size), (rb.centerx - size * 0.35, rb.centery + h * 0.16))
    _put(s, art.novice("yellow", size), (rb.centerx + size * 0.35, rb.centery + h * 0.16))
    return s


ACTION_ORDER = ("favour", "recruit", "build_shrine", "herbs", "travel", "tides", "sailboat",
                "appoint", "consecrate", "book", "council", "banish", "meditate")


def actions(width: int) -> pygame.Surface:
    """Every action's own picture, in the rulebook's order."""
    cols = 5
    size = int(width / cols * 0.86)
    gap = (width - cols * size) // (cols - 1)
    rows = -(-len(ACTION_ORDER) // cols)
    s = pygame.Surface((width, rows * size + (rows - 1) * gap), pygame.SRCALPHA)
    for k, action in enumerate(ACTION_ORDER):
        r, c = divmod(k, cols)
        s.blit(action_picture(action, size, "yellow"), (c * (size + gap), r * (size + gap)))
    return s


def novice_favour(width: int) -> pygame.Surface:
    """The novice favour token standing in for one active novice."""
    w, h = width, int(width * 0.42)
    s = _sea(w, h)
    tok = art.favour_token("novice", int(h * 0.5))
    s.blit(tok, tok.get_rect(center=(int(w * 0.3), int(h * 0.5))))
    _label(s, "=", (w * 0.5, h * 0.5), GOLD, max(14, h // 4))
    _put(s, art.novice("yellow", int(h * 0.62)), (w * 0.7, h * 0.82))
    return s


def scoring(width: int) -> pygame.Surface:
    """The three scorings: the Moon Priestess, the Apostate and the temple."""
    w, h = width, int(width * 0.46)
    s = _sea(w, h)
    _put(s, art.figure("priestess", int(h * 0.7)), (w * 0.18, h * 0.88))
    _put(s, art.figure("apostate", int(h * 0.7)), (w * 0.5, h * 0.88))
    size = int(h * 0.44)
    field = art.hex_field(7, "book", "white", size, True)
    r = s.blit(field, field.get_rect(center=(int(w * 0.82), int(h * 0.52))))
    _put(s, art.novice("yellow", int(size * 0.5)), (r.centerx, r.bottom - size * 0.12))
    return s


def _scored_island(width: int, kind: str, figure: str, groups, shrine: str | None,
                   marks) -> pygame.Surface:
    """An island with `figure`, `groups` (colour, standing, lying) of novices and a
    shrine; beside it, each player's symbol with the influence gained or lost (`marks`:
    colour -> words)."""
    w, h = width, int(width * 0.56)
    s = _sea(w, h)
    iw = int(w * 0.68)
    isl = _island(kind, iw, int(h * 0.86), 4)
    r = s.blit(isl, isl.get_rect(center=(int(iw * 0.52), int(h * 0.5))))
    _put(s, art.figure(figure, int(h * 0.4)), (r.x + r.w * 0.2, r.y + r.h * 0.66))
    size = int(h * 0.2)
    if shrine:
        _put(s, art.shrine(shrine, int(size * 0.95)), (r.x + r.w * 0.38, r.y + r.h * 0.84))
    for k, (colour, up, down) in enumerate(groups):
        x = r.x + r.w * (0.56 + 0.17 * k)
        for n in range(up):
            _put(s, art.novice(colour, size), (x + (n - (up - 1) / 2) * size * 0.4,
                                              r.y + r.h * 0.84))
        for n in range(down):
            lie = art.novice(colour, size, lying=True)
            _put(s, lie, (x + (n - (down - 1) / 2) * size * 0.7, r.bottom + h * 0.02))
    rows = list(marks.items())
    step = h / (len(rows) + 1)
    for k, (colour, words) in enumerate(rows):       # the legend: who gains or loses
        y = step * (k + 1)
        art.player_symbol(s, colour, (w * 0.8, y), max(12, int(h * 0.13)))
        _label(s, words, (w * 0.91, y), LOSS if words.startswith("−") else GOLD,
               max(12, h // 8))
    return s


def priestess(width: int) -> pygame.Surface:
    """Yellow counts 4 (3 novices and a shrine), red 2, blue 1: 6, 3 and 1 with four
    players."""
    return _scored_island(width, "book", "priestess",
                          [("yellow", 3, 0), ("red", 2, 0), ("blue", 1, 0)], "yellow",
                          {"yellow": "+6", "red": "+3", "blue": "+1"})


def apostate(width: int) -> pygame.Surface:
    """Red has 3 novices there (2 standing, 1 lying) and loses 4; yellow's shrine does not
    count."""
    return _scored_island(width, "novice", "apostate", [("red", 2, 1)], "yellow",
                          {"red": "−4", "yellow": "0"})


def final(width: int) -> pygame.Surface:
    """At the end: 4 for each shrine, 1 for each unspent favour, the council seat's points
    (seat 10: 10)."""
    w, h = width, int(width * 0.4)
    s = _sea(w, h)
    size = int(h * 0.42)
    items = ((art.shrine("yellow", size), "+4"), (art.favour_token("herbs", size), "+1"),
             (art.council_disc("yellow", size), "10: +10"))
    for k, (img, words) in enumerate(items):
        x = w * (0.18 + 0.32 * k)
        _put(s, img, (x, h * 0.6))
        _label(s, words, (x, h * 0.8), GOLD, max(12, h // 7))
    return s


def two_players(width: int) -> pygame.Surface:
    """Two players: three time markers."""
    w, h = width, int(width * 0.42)
    s = _sea(w, h)
    _put(s, art.novice("yellow", int(h * 0.5)), (w * 0.14, h * 0.8))
    _put(s, art.novice("red", int(h * 0.5)), (w * 0.3, h * 0.8))
    for k in range(3):
        _put(s, art.candle(int(h * 0.56), True), (w * (0.56 + 0.14 * k), h * 0.82))
    return s


def solo(width: int) -> pygame.Surface:
    """You against the automaton."""
    w, h = width, int(width * 0.42)
    s = _sea(w, h)
    _put(s, art.novice("yellow", int(h * 0.62)), (w * 0.28, h * 0.84))
    _label(s, "×", (w * 0.5, h * 0.55), GOLD, max(14, h // 4))
    _put(s, art.novice("red", int(h * 0.62)), (w * 0.72, h * 0.84))
    return s


def level1(width: int) -> pygame.Surface:
    """The round's start: the automaton's novices on the chosen island lie down, its
    council disc climbs a seat for each."""
    w, h = width, int(width * 0.5)
    s = _sea(w, h)
    iw = int(w * 0.56)
    isl = _island("herbs", iw, int(iw * 0.72), 6)
    r = s.blit(isl, isl.get_rect(center=(int(w * 0.36), int(h * 0.5))))
    size = int(h * 0.24)
    for n in range(3):
        lie = art.novice("red", size, lying=True)
        _put(s, lie, (r.centerx + (n - 1) * size * 0.62, r.bottom - h * 0.02))
    disc = art.council_disc("red", int(h * 0.24))
    x = w * 0.82
    _put(s, disc, (x, h * 0.74))
    pygame.draw.polygon(s, GOLD, [(x, h * 0.16), (x - h * 0.09, h * 0.32),
                                  (x + h * 0.09, h * 0.32)])
    pygame.draw.line(s, GOLD, (x, h * 0.3), (x, h * 0.5), max(2, h // 40))
    _label(s, "+3", (x + h * 0.2, h * 0.42), GOLD, max(12, h // 8))
    return s


def _blocked(width: int, banish_allowed: bool) -> pygame.Surface:
    """The Apostate's island and the actions there: each struck through, Banish too or
    not."""
    w, h = width, int(width * 0.56)
    s = _sea(w, h)
    iw = int(w * 0.44)
    isl = _island("novice", iw, int(iw * 0.74), 7)
    r = s.blit(isl, isl.get_rect(center=(int(w * 0.25), int(h * 0.5))))
    _put(s, art.figure("apostate", int(h * 0.5)), (r.centerx, r.centery + h * 0.2))
    shown = ("favour", "recruit", "council", "banish")
    size = int(min(h * 0.36, w * 0.2))
    for k, action in enumerate(shown):
        x = w * 0.52 + (k % 2) * (size + 10)
        y = h * 0.1 + (k // 2) * (size + 10)
        allowed = action == "banish" and banish_allowed
        img = action_picture(action, size, "yellow", greyed=not allowed)
        at = s.blit(img, (int(x), int(y)))
        if not allowed:
            pygame.draw.line(s, LOSS, at.bottomleft, at.topright, max(2, size // 12))
    return s


def level2(width: int) -> pygame.Surface:
    return _blocked(width, True)


def level3(width: int) -> pygame.Surface:
    return _blocked(width, False)


DRAW = {"ring": ring, "intro": intro, "material": material, "figures": figures,
        "preliminary": preliminary, "actions": actions, "novice_favour": novice_favour,
        "scoring": scoring, "priestess": priestess, "apostate": apostate,
        "final": final, "two_players": two_players, "solo": solo, "level1": level1,
        "level2": level2, "level3": level3}


# -- an action where it is taken (the side box of an action's page) ---------------------------
def _arrow(s: pygame.Surface, a, b, bend: float = 0.0) -> None:
    """A gold arrow from `a` to `b`, bowed by `bend` (a share of its length)."""
    pts = []
    for k in range(13):
        f = k / 12
        x = a[0] + (b[0] - a[0]) * f
        y = a[1] + (b[1] - a[1]) * f - bend * math.dist(a, b) * 4 * f * (1 - f)
        pts.append((x, y))
    w = max(2, int(math.dist(a, b) / 40))
    pygame.draw.lines(s, GOLD, False, pts, w)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    ang = math.atan2(y1 - y0, x1 - x0)
    n = w * 4
    pygame.draw.polygon(s, GOLD, [(x1, y1),
                                  (x1 - n * math.cos(ang - 0.5), y1 - n * math.sin(ang - 0.5)),
                                  (x1 - n * math.cos(ang + 0.5), y1 - n * math.sin(ang + 0.5))])


def _one_island(w: int, h: int, kind: str, seed: int = 0, at=0.42):
    s = _sea(w, h)
    iw = int(w * 0.62)
    isl = _island(kind, iw, int(h * 0.84), seed)
    return s, s.blit(isl, isl.get_rect(center=(int(w * at), h // 2)))


def action_scene(action: str, width: int) -> pygame.Surface | None:
    """What an action does, where it is done: its island and pieces, an arrow for what
    moves, its favour token where one is returned; None for an action without one."""
    w, h = width, int(width * 0.56)
    size = int(h * 0.26)
    if action in ("favour", "recruit", "herbs", "build_shrine"):
        kind = {"favour": "herbs", "recruit": "novice", "herbs": "tides",
                "build_shrine": "sailboat"}[action]
        s, r = _one_island(w, h, kind, 5)
        foot = r.y + r.h * 0.82
        if action == "favour":                  # two novices used: the token taken
            for n in (-1, 1):
                _put(s, art.novice("yellow", size, lying=True), (r.centerx + n * size * 0.5,
                                                                 r.bottom))
            tok = art.favour_token(kind, size)
            s.blit(tok, tok.get_rect(center=(int(w * 0.86), int(h * 0.5))))
            _arrow(s, (r.centerx + r.w * 0.2, r.y + r.h * 0.4), (w * 0.8, h * 0.45), 0.2)
        elif action == "recruit":               # two used, one from the supply beside them
            for n in (-1, 0, 1):
                _put(s, art.novice("yellow", size, lying=True), (r.centerx + n * size * 0.62,
                                                                 r.bottom))
            _put(s, art.novice("yellow", size), (w * 0.86, h * 0.62))
            _arrow(s, (w * 0.8, h * 0.7), (r.centerx + size * 0.9, r.bottom - size * 0.2),
                   -0.2)
        elif action == "herbs":                 # lying novices stand up again
            for n in (-0.5, 0.5):
                _put(s, art.novice("yellow", size), (r.centerx + n * size, foot))
                _arrow(s, (r.centerx + n * size + size * 0.5, r.bottom + 2),
                       (r.centerx + n * size + size * 0.5, foot - size * 0.6), 0)
            tok = art.favour_token("herbs", size)
            s.blit(tok, tok.get_rect(center=(int(w * 0.86), int(h * 0.3))))
        else:                                   # the Architect's island: a shrine built
            _put(s, art.figure("architect", int(h * 0.42)), (r.x + r.w * 0.3, foot))
            _put(s, art.shrine("yellow", int(size * 1.1)), (r.x + r.w * 0.62, foot))
            tok = art.favour_token("shrine", size)
            s.blit(tok, tok.get_rect(center=(int(w * 0.86), int(h * 0.3))))
        return s
    if action in ("travel", "sailboat", "tides"):
        s = _sea(w, h)
        iw = int(w * 0.42)
        b = _island("bribery", iw, int(h * 0.6), 3)
        rb = s.blit(b, b.get_rect(center=(int(w * 0.75), int(h * 0.42))))
        if action == "tides":                   # from the jetty too
            jet = art.jetty(int(iw * 0.7), int(h * 0.18))
            ra = s.blit(jet, jet.get_rect(center=(int(w * 0.25), int(h * 0.62))))
            _put(s, art.novice("yellow", size), (ra.centerx, ra.centery + size * 0.3))
        else:
            a = _island("herbs", iw, int(h * 0.6), 2)
            ra = s.blit(a, a.get_rect(center=(int(w * 0.25), int(h * 0.58))))
            _put(s, art.novice("yellow", size), (ra.centerx, ra.y + ra.h * 0.8))
        lying = action != "sailboat"
        _put(s, art.novice("yellow", size, lying=lying),
             (rb.centerx, rb.bottom if lying else rb.y + rb.h * 0.8))
        _arrow(s, (ra.centerx + size * 0.6, ra.y + ra.h * 0.3), (rb.x + rb.w * 0.25,
                                                                 rb.centery), 0.25)
        if action != "travel":
            tok = art.favour_token(action, int(size * 0.9))
            s.blit(tok, tok.get_rect(center=(int(w * 0.9), int(h * 0.82))))
        return s
    if action == "banish":                      # the Apostate on to the next island
        s = _sea(w, h)
        iw = int(w * 0.4)
        a = _island("novice", iw, int(h * 0.6), 4)
        b = _island("tides", iw, int(h * 0.6), 6)
        ra = s.blit(a, a.get_rect(center=(int(w * 0.27), int(h * 0.56))))
        rb = s.blit(b, b.get_rect(center=(int(w * 0.74), int(h * 0.56))))
        _put(s, art.figure("apostate", int(h * 0.42)), (ra.centerx, ra.y + ra.h * 0.8))
        _put(s, art.novice("yellow", size, lying=True), (ra.centerx + size, ra.bottom))
        _arrow(s, (ra.right - size * 0.4, ra.y + ra.h * 0.2),
               (rb.x + size * 0.4, rb.y + rb.h * 0.2), 0.3)
        return s
    if action == "meditate":                    # the top time marker turned: a candle out
        s = _sea(w, h)
        for k in range(4):
            _put(s, art.candle(int(h * 0.6), k < 3), (w * (0.2 + 0.2 * k), h * 0.86))
        return s
    if action == "appoint":                     # a released tile of the island's symbol
        s, r = _one_island(w, h, "herbs", 5, at=0.3)
        _put(s, art.novice("yellow", size, lying=True), (r.centerx, r.bottom))
        tile = art.temple_tile(24, "herbs", int(h * 0.34), "yellow")
        t = s.blit(tile, tile.get_rect(center=(int(w * 0.8), int(h * 0.5))))
        marks = art.claimed_marks(t.w)              # the novice beside the tile's number
        nov = art.haloed(art.novice("yellow", marks.novice))
        s.blit(nov, t.move(marks.novice_at).topleft)
        s.blit(art.claimed_number(24, "herbs", t.w, "yellow"), t.move(marks.number.topleft))
        _arrow(s, (r.right - size * 0.5, r.y + r.h * 0.3), (t.x - 4, t.centery - size * 0.4),
               0.25)
        return s
    if action == "book":                        # a Book of Wisdom onto your novice
        s = _sea(w, h)
        field = art.hex_field(13, "shrine", "white", int(h * 0.5), True)
        r = s.blit(field, field.get_rect(center=(int(w * 0.4), int(h * 0.52))))
        _put(s, art.novice("yellow", int(h * 0.26)), (r.centerx, r.bottom - h * 0.08))
        mark = art.book_marker(int(h * 0.2))
        s.blit(mark, mark.get_rect(center=(int(r.right - h * 0.08), int(r.bottom - h * 0.14))))
        tok = art.favour_token("book", size)
        s.blit(tok, tok.get_rect(center=(int(w * 0.82), int(h * 0.5))))
        return s
    return None
