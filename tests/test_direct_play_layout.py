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

from luna.client import fonts
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.fonts import font
from luna.client.opening import open_game
from luna.client.play.actions import ORDER
from luna.client.play.ring_place import area
from luna.client.widgets import palette as P
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
    """The ring's one form: rows of buttons (three at most at full size) in the fixed
    order, each word whole on its button, its controls on the tray; in the panel's action
    area over the log (never over the panel's cards or buttons), under its place's name,
    never over a place that chooses a variant."""
    ring = scene.ring
    if ring is None:
        return [f"{where}: no ring opened"]
    w, h = scene.app.size
    bad = []
    if not pygame.Rect(0, 0, w, h).contains(ring.rect):
        bad.append(f"{where}: the ring {ring.rect} leaves the window")
    if ring_over_panel(scene):
        bad.append(f"{where}: {ring_over_panel(scene)}")
    # docked in the panel's action area: at the log's top and right edge, under its
    # place's name, never over a place on the board that chooses a variant
    log = area(pygame.Rect(scene.lay.panel), scene.panel.log_rect)
    if ring.rect.top != log.top or ring.rect.right != log.right or ring.rect.bottom > log.bottom:
        bad.append(f"{where}: the ring {ring.rect} off the log's area {log}")
    name = ring.dock.docked           # (none where no tray fits under it: the place glows)
    if name.h and (not ring.rect.contains(name) or name.bottom > min(c.top for c in ring.cards)):
        bad.append(f"{where}: its place's name {name} not over its buttons")
    places = [scene.board.rect_of(tg) for tg in scene.ring_targets()]
    # (only a tray wider than the area, over the board's edge, where no form fits it)
    if ring.rect.collidelist([r for r in places if r]) >= 0 and ring.rect.w <= log.w:
        bad.append(f"{where}: the ring {ring.rect} covers a place that chooses a variant")
    f = font(ring.label_size, True)
    live = [c for c, a in zip(ring.cards, ring.actions, strict=True) if a.enabled]
    dim = [c for c, a in zip(ring.cards, ring.actions, strict=True) if not a.enabled]
    for card, act in zip(ring.cards, ring.actions, strict=True):
        if not act.enabled:
            continue
        words = t(f"ring.{act.kind}")
        if f.size(words)[0] > card.w - 6:
            bad.append(f"{where}: {words!r} is wider than its button {card.w}")
        if card.h < ring.picture_size + f.get_linesize():
            bad.append(f"{where}: the {act.kind} button is {card.h} px high")
    bad += [f"{where}: a {part} at {r} is off the tray" for r, _, part in ring.parts
            if not ring.rect.contains(r)]
    if ring.label_size * fonts.scale < (13 if (w, h) == (1280, 800) else 12):
        bad.append(f"{where}: the buttons' words are {ring.label_size * fonts.scale} px")
    order = [ORDER.index(a.kind) for a in ring.actions]
    if order != sorted(order):
        bad.append(f"{where}: the buttons out of their order {[a.kind for a in ring.actions]}")
    # what the engine refuses recedes: small chips of one size, under every live button,
    # on the tray, none over another
    if dim and live:
        if any(c.w * c.h * 3 > live[0].w * live[0].h for c in dim):
            bad.append(f"{where}: a refused action's chip as large as a button")
        if min(c.top for c in dim) < max(c.bottom for c in live) and \
                min(c.left for c in dim) < max(c.right for c in live):
            bad.append(f"{where}: a refused action's chip stands among the buttons")
    if len({c.size for c in dim}) > 1 or any(
            a.colliderect(b) for i, a in enumerate(dim) for b in dim[i + 1:]):
        bad.append(f"{where}: the refused actions' chips of sizes or overlapping")
    if any(not ring.rect.contains(c) for c in ring.cards):
        bad.append(f"{where}: a button off the tray")
    # one row (two at most), the buttons of one height, read left to right, each row
    # centred on the tray
    rows: dict[int, list[pygame.Rect]] = {}
    for c in live:
        rows.setdefault(c.y, []).append(c)
    if len(rows) > (3 if ring.unit == ring.base else 6):
        bad.append(f"{where}: {len(rows)} rows of buttons")
    if len({c.h for c in live}) > 1:
        bad.append(f"{where}: buttons of heights {sorted({c.h for c in live})}")
    if [c.x for c in live if c.y == min(rows)] != sorted(
            c.x for c in live if c.y == min(rows)):
        bad.append(f"{where}: the buttons do not read left to right")
    # the badges as drawn: each inside its button, in the band over its picture
    for b in ring.badge_rects:
        card = next((c for c in ring.cards if c.contains(b)), None)
        if card is None:
            bad.append(f"{where}: a badge {b} sticks out of its button")
        elif not in_rounded(b, card, P.RADIUS):
            bad.append(f"{where}: a badge {b} crosses its button's edge or corner {card}")
        elif b.bottom > card.y + ring.lift - 2:
            bad.append(f"{where}: a badge {b} touches the picture (from {card.y + ring.lift})")
    # one grid: every button one width and one height, the first row centred on the
    # tray, every other row's buttons in its columns
    # (the compact form: each button its own word's width, each row centred)
    compact = ring.unit < getattr(ring, "base", ring.unit)
    if len({c.w for c in live}) > 1 and not compact:
        bad.append(f"{where}: buttons of widths {sorted({c.w for c in live})}")
    first = rows[min(rows)]
    mid = (min(c.left for c in first) + max(c.right for c in first)) / 2
    # (refused chips beside the buttons: the buttons centred on the rest of the tray)
    beside = [c for c in dim if c.left >= max(b.right for b in live)]
    centre = (ring.rect.left + min(c.left for c in beside)) / 2 if beside else \
        ring.rect.centerx
    if abs(mid - centre) > 8:
        bad.append(f"{where}: the first row stands off the tray's middle")
    columns = {c.x for c in first}
    for y, row in rows.items():
        if compact and abs((min(c.left for c in row) + max(c.right for c in row)) / 2 - mid) > 8:
            bad.append(f"{where}: the row at {y} stands off the first row's middle")
    if any(c.x not in columns for c in live) and not compact:
        bad.append(f"{where}: a button off the grid's columns {sorted(columns)}")
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
        scene.close_ring()
    assert not bad, "\n".join(dict.fromkeys(bad))
