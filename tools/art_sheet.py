"""Render a contact sheet of every piece of artwork in luna/client/board/art.py into a PNG.

    python tools/art_sheet.py sheet.png

Runs without a window (SDL's dummy video driver), so it works on a build machine too.
Each row is labelled; the sheet also prints how long each first render took.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import pygame  # noqa: E402

from luna.client.board import art  # noqa: E402

SHEET_W = 1600
PAD = 14
LABEL = (226, 222, 204)
SIZES = (12, 16, 24, 32, 48, 64, 96)
COLOURS = ("yellow", "red", "blue", "white")
TIMINGS: list[tuple[str, float]] = []


def timed(label: str, fn, *args, **kwargs) -> pygame.Surface:
    """Call an art function and remember how long it took (first call only is uncached)."""
    t = time.perf_counter()
    surf = fn(*args, **kwargs)
    TIMINGS.append((label, (time.perf_counter() - t) * 1000))
    return surf


class Sheet:
    """Lays surfaces out left to right in labelled rows, growing downwards."""

    def __init__(self, font: pygame.font.Font):
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.font = font
        self.y = PAD

    def heading(self, text: str) -> None:
        label = self.font.render(text, True, LABEL)
        self.items.append((label, (PAD, self.y)))
        self.y += label.get_height() + 6

    def row(self, surfaces: list[pygame.Surface], gap: int = 10) -> None:
        x, tallest = PAD, 0
        for s in surfaces:
            if x + s.get_width() > SHEET_W - PAD:
                self.y += tallest + gap
                x, tallest = PAD, 0
            self.items.append((s, (x, self.y)))
            x += s.get_width() + gap
            tallest = max(tallest, s.get_height())
        self.y += tallest + gap + 6

    def render(self) -> pygame.Surface:
        out = pygame.Surface((SHEET_W, self.y + PAD), pygame.SRCALPHA)
        out.blit(timed("sea_background(1600xH)", art.sea_background, SHEET_W, self.y + PAD), (0, 0))
        for s, pos in self.items:
            out.blit(s, pos)
        return out


def sand_strip(surfaces: list[pygame.Surface]) -> pygame.Surface:
    """The same pieces on a light ground, to judge them where they stand on islands."""
    w = sum(s.get_width() + 8 for s in surfaces) + 8
    h = max(s.get_height() for s in surfaces) + 16
    strip = pygame.Surface((w, h), pygame.SRCALPHA)
    strip.fill((188, 174, 136))
    pygame.draw.rect(strip, (78, 118, 82), (0, h // 2, w, h - h // 2))
    x = 8
    for s in surfaces:
        strip.blit(s, (x, 8))
        x += s.get_width() + 8
    return strip


def pieces(sheet: Sheet) -> None:
    sheet.heading("symbol(kind, size) - parchment, 12..96 px; then in KIND_RGB at 16 and 32")
    for kind in art.KINDS:
        sheet.row([timed(f"symbol {kind} {s}", art.symbol, kind, s) for s in SIZES]
                  + [art.symbol(kind, 16, art.KIND_RGB[kind]),
                     art.symbol(kind, 32, art.KIND_RGB[kind])])
    sheet.heading("favour_token(kind, size) - 16, 24, 32, 48, 64, 96")
    for size in (16, 24, 32, 48, 64, 96):
        sheet.row([timed(f"favour_token {k} {size}", art.favour_token, k, size)
                   for k in art.KINDS], gap=6)
    sheet.heading("novice(colour, size) standing 12..96, and lying")
    for colour in COLOURS:
        standing = [timed(f"novice {colour} {s}", art.novice, colour, s) for s in SIZES]
        lying = [timed(f"novice lying {colour} {s}", art.novice, colour, s, lying=True)
                 for s in (24, 36, 48, 96)]
        sheet.row(standing + lying)
    sheet.row([sand_strip([art.novice(c, s, lying=ly) for c in COLOURS for s, ly in
                           ((36, False), (48, False), (48, True))])])
    sheet.heading("marking, shrine, council_disc (12, 24, 48, 96)")
    for colour in COLOURS:
        sheet.row([timed(f"marking {colour} {s}", art.marking, colour, s) for s in (12, 24, 48)]
                  + [timed(f"shrine {colour} {s}", art.shrine, colour, s)
                     for s in (12, 24, 48, 96)]
                  + [timed(f"council_disc {colour} {s}", art.council_disc, colour, s)
                     for s in (12, 24, 48, 96)])
    sheet.row([sand_strip([art.shrine(c, 32) for c in COLOURS]
                          + [art.council_disc(c, 40) for c in COLOURS]
                          + [art.marking(c, 20) for c in COLOURS])])


def figures_and_tiles(sheet: Sheet) -> None:
    sheet.heading("figure(name, size) - 24, 32, 48, 96, 128")
    for name in ("priestess", "architect", "apostate", "guardian"):
        sheet.row([timed(f"figure {name} {s}", art.figure, name, s) for s in (24, 32, 48, 96, 128)])
    sheet.row([sand_strip([art.figure(n, 72) for n in
                           ("priestess", "architect", "apostate", "guardian")])])
    sheet.heading("temple_tile(number, kind, size[, claimed]) and guardian_tile(value, size)")
    for size in (24, 36, 56, 96):
        row = [timed(f"temple_tile {k} {size}", art.temple_tile, i + 1, k, size)
               for i, k in enumerate(art.KINDS)]
        row += [timed(f"temple_tile claimed {c} {size}", art.temple_tile, 20 + i, "book", size,
                      c) for i, c in enumerate(COLOURS)]
        row += [timed(f"guardian_tile {v} {size}", art.guardian_tile, v, size) for v in (2, 6)]
        sheet.row(row, gap=6)
    sheet.heading("hex_field(number, kind, board, size, filled) - 40 and 72, brick rows")
    for size in (40, 72):
        sheet.row([timed(f"hex_field {b} {size} {f}", art.hex_field, 10 + i, art.KINDS[i], b,
                         size, f) for i, b in enumerate(COLOURS) for f in (False, True)])
    sheet.row([hex_rows(56)])


def hex_rows(size: int) -> pygame.Surface:
    """Four rows of fields laid like bricks, as the temple lays them."""
    h = round(size * 2 / 3 ** 0.5)
    surf = pygame.Surface((size * 8, int(h * 0.75 * 4 + h * 0.25) + 4), pygame.SRCALPHA)
    for r, board in enumerate(COLOURS):
        for k in range(7):
            x = k * size + (size // 2 if r % 2 else 0)
            y = round(r * h * 0.75)
            surf.blit(art.hex_field(k * 4 + r + 1, art.KINDS[k], board, size, (k + r) % 3 == 0),
                      (x, y))
    return surf


def small_things(sheet: Sheet) -> None:
    sheet.heading("candle(size, lit), book_marker(size), jetty(w, h), glow, panel_bg")
    row = [timed(f"candle {s} {lit}", art.candle, s, lit) for s in (24, 48, 96)
           for lit in (True, False)]
    row += [timed(f"book_marker {s}", art.book_marker, s) for s in (12, 16, 24, 48, 96)]
    sheet.row(row)
    sheet.row([timed("jetty 220x56", art.jetty, 220, 56), timed("jetty 56x180", art.jetty, 56, 180),
               timed("glow 60", art.glow, 60, (255, 226, 140), 120),
               timed("glow 40 blue", art.glow, 40, (140, 180, 255), 160),
               timed("panel_bg 320x180", art.panel_bg, 320, 180)])


def islands(sheet: Sheet) -> None:
    sheet.heading("island(kind, w, h, seed) - 7 kinds at 250x175, two at 160x112")
    sheet.row([timed(f"island {k}", art.island, k, 250, 175, i) for i, k in enumerate(art.KINDS)]
              + [art.island("herbs", 160, 112, 9), art.island("tides", 160, 112, 3)])
    sheet.heading("temple_island(w, h) - 640x520, with a few pieces set on it")
    ti = timed("temple_island 640x520", art.temple_island, 640, 520).copy()
    for k in range(7):
        ti.blit(art.hex_field(k * 3 + 1, art.KINDS[k], "blue", 52, k % 2 == 0), (150 + k * 52, 150))
    ti.blit(art.figure("guardian", 80), (120, 260))
    for k, v in enumerate((2, 3, 4)):
        ti.blit(art.guardian_tile(v, 44), (220 + k * 54, 330))
        ti.blit(art.temple_tile(k + 5, art.KINDS[k], 44), (220 + k * 54, 380))
    ti.blit(art.jetty(160, 44), (420, 440))
    for k in range(4):
        ti.blit(art.candle(40, k > 0), (440 + k * 30, 260))
    sheet.row([ti])


def scene() -> pygame.Surface:
    """A 1280x800 mock board: sea, the seven islands on an ellipse and the temple island."""
    import math

    w, h = 1280, 800
    board = timed("sea_background 1280x800", art.sea_background, w, h).copy()
    board.blit(art.temple_island(560, 440), (360, 180))
    for i, kind in enumerate(art.KINDS):
        a = -math.pi / 2 + i * math.tau / 7
        x, y = 640 + 540 * math.cos(a), 400 + 330 * math.sin(a)
        isl = art.island(kind, 200, 130, i)
        r = isl.get_rect(center=(round(x), round(y)))
        board.blit(isl, r)
        board.blit(art.symbol(kind, 20, art.KIND_RGB[kind]), (r.x + 30, r.y + 6))
        for k, c in enumerate(COLOURS[: 1 + i % 4]):
            board.blit(art.novice(c, 30), (r.centerx - 30 + k * 22, r.centery - 22))
        board.blit(art.novice(COLOURS[i % 4], 30, lying=True), (r.centerx - 20, r.bottom - 22))
        board.blit(art.favour_token(kind, 22), (r.right - 40, r.y + 20))
        if i < 3:
            board.blit(art.figure(("priestess", "architect", "apostate")[i], 46),
                       (r.x + 28, r.y + 30))
        board.blit(art.shrine(COLOURS[(i + 1) % 4], 20), (r.centerx + 20, r.y + 22))
    return board


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    pygame.init()
    sheet = Sheet(pygame.font.Font(None, 22))
    pieces(sheet)
    figures_and_tiles(sheet)
    small_things(sheet)
    islands(sheet)
    sheet.heading("a mock board at 1280x800")
    sheet.row([scene()])
    pygame.image.save(sheet.render(), argv[1])
    slowest = sorted(TIMINGS, key=lambda item: -item[1])[:12]
    print(f"wrote {argv[1]}; slowest first renders:")
    for label, ms in slowest:
        print(f"  {ms:7.1f} ms  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
