"""The action ring fits at 1024x700, 1280x800 and 1920x1080 in all four languages: in the
panel's action area over the log, never over the panel's cards or buttons, inside the
window, each button's word whole on it, its controls on the tray; the busiest island of a
crowded board and a tile on the path (test_layout.py's positions)."""

from __future__ import annotations

import math

import pygame
import pytest
from layout_check import ring_over_panel
from test_layout import CODES, SIZES, app_for, crowded

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.game import tray_open
from luna.client.game.actions import ORDER
from luna.client.game.ring_place import COLUMN, area
from luna.client.game.tray_slots import cell, slot_of
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.client.window.fonts import font
from luna.text import t


def in_rounded(inner: pygame.Rect, box: pygame.Rect, radius: int, rim: int = 2) -> bool:
    """Whether `inner` lies wholly inside the rounded rectangle `box` (corner `radius`),
    clear of its `rim` px border: its corners inside the rounded corners' arcs too."""
    if not box.inflate(-2 * rim, -2 * rim).contains(inner):
        return False
    for x, y in (inner.topleft, (inner.right - 1, inner.top), (inner.left, inner.bottom - 1),
                 (inner.right - 1, inner.bottom - 1)):
        cx = min(max(x, box.left + radius), box.right - 1 - radius)
        cy = min(max(y, box.top + radius), box.bottom - 1 - radius)
        if math.dist((x, y), (cx, cy)) > radius - rim:
            return False
    return True


def ring_problems(scene, where: str) -> list[str]:
    """The ring's one grid: tiles of one size in fixed columns from the area's left, the
    tiles in the fixed order, a refused one in its own place, each word whole on its
    tile, its controls and badges inside it; in the panel's action area over the log (never
    over the panel's cards or buttons, never over the board), under its place's name."""
    ring = scene.ring
    if ring is None:
        return [f"{where}: no ring opened"]
    w, h = scene.app.size
    bad = []
    if not pygame.Rect(0, 0, w, h).contains(ring.rect):
        bad.append(f"{where}: the ring {ring.rect} leaves the window")
    if ring_over_panel(scene):
        bad.append(f"{where}: {ring_over_panel(scene)}")
    log = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect)
    if not log.contains(ring.rect) or ring.rect.top != log.top:
        bad.append(f"{where}: the ring {ring.rect} off the log's area {log}")
    name = ring.dock.docked             # (over every tray: the log's rows give way)
    if not name.h:
        bad.append(f"{where}: its place's name missing over its tiles")
    elif not ring.rect.contains(name) or name.bottom > min(c.top for c in ring.cards):
        bad.append(f"{where}: its place's name {name} not over its tiles")
    f = font(ring.word_size, True)
    for card, act in zip(ring.cards, ring.actions, strict=True):
        words = t(f"ring.{act.kind}")       # (as drawn: a little narrower where it must)
        if ring.word(act.kind, ring.word_slot(card).w).get_width() > card.w - 6:
            bad.append(f"{where}: {words!r} is wider than its tile {card.w}")
        if card.h < ring.picture_size + f.get_linesize():
            bad.append(f"{where}: the {act.kind} tile is {card.h} px high")
    bad += [f"{where}: a {part} at {r} is off its tile" for r, k, part in ring.parts
            if not ring.cards[k].contains(r)]
    controls = [(r, part) for r, _, part in ring.parts if part != "card"]
    bad += [f"{where}: a {p} at {a} over a {q} at {b}" for i, (a, p) in enumerate(controls)
            for b, q in controls[i + 1:] if a.colliderect(b)]
    if ring.word_size * fonts.scale < 10:
        bad.append(f"{where}: the tiles' words are {ring.word_size * fonts.scale} px")
    order = [ORDER.index(a.kind) for a in ring.actions]
    if order != sorted(order):
        bad.append(f"{where}: the tiles out of their order {[a.kind for a in ring.actions]}")
    # one grid: every tile one size, in columns from the area's left (as far apart as its
    # rows), each kind in its slot read left to right and down (game/tray_slots.py), a
    # refused one in its own place (a refused Favour sent to the end slid Council under a
    # fresh player's click)
    cards = list(ring.cards)
    if len({c.size for c in cards}) > 1:
        bad.append(f"{where}: tiles of sizes {sorted({c.size for c in cards})}")
    first = cards[0]
    col, row = cell(slot_of(ring.actions[0].kind), ring.cols)
    x0, y0 = first.x - col * (first.w + COLUMN), first.y - row * (first.h + ring.row_gap)
    for i, (c, act) in enumerate(zip(cards, ring.actions, strict=True)):
        col, row = cell(slot_of(act.kind), ring.cols)
        want = (x0 + col * (c.w + COLUMN), y0 + row * (c.h + ring.row_gap))
        if c.topleft != want:
            bad.append(f"{where}: tile {i} at {c.topleft}, not in the grid's place {want}")
    if x0 - ring.rect.x > 8:
        bad.append(f"{where}: the grid starts {x0 - ring.rect.x} px off the area's left")
    if any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:]):
        bad.append(f"{where}: tiles overlap")
    # the badges as drawn: each inside its tile, in the band over its picture
    for b in ring.badge_rects:
        card = next((c for c in ring.cards if c.contains(b)), None)
        if card is None:
            bad.append(f"{where}: a badge {b} sticks out of its tile")
        elif not in_rounded(b, card, P.RADIUS):
            bad.append(f"{where}: a badge {b} crosses its tile's edge or corner {card}")
        elif b.bottom > card.bottom - f.get_linesize() - 2:
            bad.append(f"{where}: a badge {b} touches its tile's word")
    return bad


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_the_action_ring_fits(tmp_path, size, code):
    app = app_for(tmp_path, size, code)
    game, book = crowded()
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 2)
    bad = []
    for target in [Island(book)] + sorted(tg for tg in scene.clickable if tg.what in (
            "island", "tile"))[:8]:
        click(app, target_rect(scene, target).center)
        frames(app, 2)
        if scene.ring is not None or target == Island(book):
            bad += ring_problems(scene, f"{target}")
        tray_open.close_tray(scene)
    assert not bad, "\n".join(dict.fromkeys(bad))
