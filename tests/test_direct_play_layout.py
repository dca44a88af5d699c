"""The action ring fits at 1024x700, 1280x800 and 1920x1080 in all four languages: beside
its island (never over it), never over the panel, inside the window, each button's word
whole on it, its controls on the tray; the busiest island of a crowded board and a tile
on the path (test_layout.py's positions)."""

from __future__ import annotations

import pygame
import pytest
from test_layout import CODES, SIZES, app_for, crowded

from luna import text as i18n
from luna.client import fonts
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, target_rect
from luna.client.fonts import font
from luna.client.opening import open_game
from luna.client.play.ring import unit_of
from luna.client.widgets import palette as P
from luna.text import t


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def ring_problems(scene, where: str) -> list[str]:
    ring = scene.ring
    if ring is None:
        return [f"{where}: no ring opened"]
    w, h = scene.app.size
    bad = []
    if not pygame.Rect(0, 0, w, h).contains(ring.rect):
        bad.append(f"{where}: the ring {ring.rect} leaves the window")
    if ring.rect.right > scene.lay.panel[0]:
        bad.append(f"{where}: the ring {ring.rect} stands over the panel")
    if ring.rect.colliderect(ring.anchor_rect.inflate(-8, -8)):
        bad.append(f"{where}: the ring {ring.rect} covers its place {ring.anchor_rect}")
    f = font(ring.label_size, True)
    for card, act in zip(ring.cards, ring.actions, strict=True):
        words = t(f"ring.{act.kind}")
        if f.size(words)[0] > card.w - 6:
            bad.append(f"{where}: {words!r} is wider than its button {card.w}")
        if card.h < unit_of(scene.lay):
            bad.append(f"{where}: the {act.kind} button is {card.h} px high")
    bad += [f"{where}: a {part} at {r} is off the tray" for r, _, part in ring.parts
            if not ring.rect.contains(r)]
    if ring.label_size * fonts.scale < (13 if (w, h) == (1280, 800) else 12):
        bad.append(f"{where}: the buttons' words are {ring.label_size * fonts.scale} px")
    # a tidy grid: the buttons of a row one width, each row centred on the tray
    rows: dict[int, list[pygame.Rect]] = {}
    for c in ring.cards:
        rows.setdefault(c.y, []).append(c)
    for row in rows.values():
        if len({c.w for c in row}) > 1:
            bad.append(f"{where}: a row of buttons of widths {sorted({c.w for c in row})}")
        mid = (min(c.left for c in row) + max(c.right for c in row)) / 2
        if abs(mid - ring.rect.centerx) > 1:
            bad.append(f"{where}: a row of {len(row)} stands off the tray's middle")
    # and it points at its place: a tail from its edge to the place, in the tray's glass
    tail = ring.tail()
    gap = max(ring.anchor_rect.left - ring.rect.right, ring.rect.left - ring.anchor_rect.right,
              ring.anchor_rect.top - ring.rect.bottom, ring.rect.top - ring.anchor_rect.bottom)
    if gap >= 4:
        if tail is None:
            bad.append(f"{where}: no tail to its place")
        else:
            tip = tail[1]
            if not ring.anchor_rect.inflate(6, 6).collidepoint(tip):
                bad.append(f"{where}: its tail ends at {tip}, off its place {ring.anchor_rect}")
            base = [p for k, p in enumerate(tail) if k != 1]
            if not all(ring.rect.inflate(4, 4).collidepoint(p) for p in base):
                bad.append(f"{where}: its tail leaves from {base}, off the tray {ring.rect}")
            mid = ((2 * base[0][0] + tip[0]) / 3 + (base[1][0] - base[0][0]) / 6,
                   (2 * base[0][1] + tip[1]) / 3 + (base[1][1] - base[0][1]) / 6)
            shown = scene.app.screen.get_at((round(mid[0]), round(mid[1])))[:3]
            if max(abs(a - b) for a, b in zip(shown, P.GLASS, strict=True)) > 40:
                bad.append(f"{where}: its tail is not drawn ({shown} at {mid})")
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
