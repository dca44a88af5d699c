"""Render a contact sheet of every piece of artwork in luna/client/board/art/ into a PNG.

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
    sheet.heading("landmark(kind, w, h) - 120x96 and 56x44 (as on a 1024x700 board)")
    sheet.row([timed(f"landmark {k}", art.landmark, k, 120, 96) for k in art.KINDS]
              + [art.landmark(k, 56, 44) for k in art.KINDS])
    sheet.heading("temple_scene(plan) - a 640x520 temple island, with a few pieces set on it")
    plan = art.TemplePlan((640, 520), 52, tuple((180 + k * 52, 130) for k in range(6)),
                          tuple((200 + k * 48, 250 + 60 * (k // 6)) for k in range(12)), 40,
                          (420, 400, 150, 44), tuple((140 + k * 30, 400) for k in range(4)), 40,
                          tuple((150 + k * 32, 470, 28, 28) for k in range(11)))
    ti = timed("temple_scene 640x520", art.temple_scene, plan).copy()
    for k, (x, y) in enumerate(plan.fields):
        h = art.hex_field(k * 3 + 1, art.KINDS[k], "blue", 52, k % 2 == 0)
        ti.blit(h, h.get_rect(center=(x, y)))
    for k, (x, y) in enumerate(plan.path[:8]):
        t = art.temple_tile(k + 5, art.KINDS[k % 7], 40) if k % 4 else art.guardian_tile(k, 40)
        ti.blit(t, t.get_rect(center=(x, y)))
    for k, (x, y) in enumerate(plan.candles):
        c = art.candle(40, k > 0)
        ti.blit(c, c.get_rect(center=(x, y)))
    sheet.row([ti])


def glows_and_symbols(sheet: Sheet) -> None:
    from luna.client.board.art import glows
    sheet.heading("glows: shape_glow(tile, hex, seat, candle), outline_glow(island shore), "
                  "silhouette_glow(novice); flame(size, k); haloed(novice)")
    shore = art.shore("book", 200, 140, 0)
    sheet.row([timed(f"shape_glow {s}", glows.shape_glow, s, 48, 56 if s == "hex" else 48)
               for s in ("tile", "hex", "seat", "candle")]
              + [timed("outline_glow island", glows.outline_glow, shore, 200, 140),
                 timed("silhouette_glow novice", glows.silhouette_glow, art.novice("red", 48))]
              + [timed(f"flame {k}", art.flame, 60, k) for k in range(art.FLAMES)]
              + [art.haloed(art.novice(c, 40)) for c in COLOURS])
    sheet.heading("player_symbol(surface, colour, centre, size) at 10, 16, 24, 40")
    strip = pygame.Surface((4 * 110, 48), pygame.SRCALPHA)
    for i, c in enumerate(COLOURS):
        for k, s in enumerate((10, 16, 24, 40)):
            art.player_symbol(strip, c, (i * 110 + 8 + k * 26, 24), s)
    sheet.row([strip])


def actions(sheet: Sheet) -> None:
    from luna.client.board.action_art import ACTIONS, FAVOURS, picture
    every = list(ACTIONS) + [f"favour:{k}" for k in FAVOURS]
    sheet.heading("action_art.picture(action, size, colour, greyed) - 64 red, 32 blue, "
                  "20 yellow, 40 greyed")
    sheet.row([timed(f"picture {a}", picture, a, 64, "red") for a in every], gap=6)
    sheet.row([picture(a, 32, "blue") for a in every] + [picture(a, 20, "yellow") for a in every]
              + [picture(a, 40, "white", True) for a in every[:7]], gap=6)


def scene() -> pygame.Surface:
    """A 1280x800 game board as the game draws it (board/view.py), a few moves in."""
    import random

    from luna.client.board.layout import compute, path_slots
    from luna.client.board.view import BoardView
    from luna.engine import new_game

    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    snap = g.snapshot()
    lay = compute(1280, 800, 4, len(snap["temple"]["rows"]))
    board = pygame.Surface((lay.board[2], lay.board[3]), pygame.SRCALPHA)
    view = BoardView()
    t = time.perf_counter()
    view.draw(board, snap, lay, set(), None, path_slots(snap).for_index, set())
    TIMINGS.append(("board scene 1280x800 (first draw)", (time.perf_counter() - t) * 1000))
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
    glows_and_symbols(sheet)
    actions(sheet)
    sheet.heading("the board as the game draws it at 1280x800")
    sheet.row([scene()])
    pygame.image.save(sheet.render(), argv[1])
    slowest = sorted(TIMINGS, key=lambda item: -item[1])[:12]
    print(f"wrote {argv[1]}; slowest first renders:")
    for label, ms in slowest:
        print(f"  {ms:7.1f} ms  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
