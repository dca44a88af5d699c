"""The guided game's card: its progress bar has a row of its own, clear of the step count
above it and of the step's heading below it (fresh player, round 5: the bar sat on top of
"Take a favour"), or in a tight card (its words scrolling) stands beside the count, clear
of its words. Drawn by the real loop at normal speed, 100 and 150 % text."""

import pygame
import pytest
from layout_check import draw_recorded

from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.text import t


def _near(c, rgb, d=40) -> bool:
    return sum(abs(a - b) for a, b in zip(c[:3], rgb, strict=True)) < d


def _bar(screen, x: int, y: int) -> bool:
    c = screen.get_at((x, y))
    return _near(c, P.WELL, 12) or _near(c, P.GOLD)


def _bar_rows(screen, box: pygame.Rect, skip: pygame.Rect | None = None) -> list[int]:
    """The rows across the card that are the bar: its well (and its gold) unbroken to the
    card's right edge a quarter of its width and more (no letter's row is); in the lean
    form (`skip`: Skip's sign at the row's end) up to that sign, 24 px and more."""
    right, wide = (skip.x - 12, 24) if skip is not None else (box.right - 20, box.w // 4)
    rows = [y for y in range(box.y, box.bottom)
            if all(_bar(screen, x, y) for x in range(right - wide, right))]
    runs: list[list[int]] = []                   # the longest run of such rows
    for y in rows:
        if runs and runs[-1][-1] == y - 1:
            runs[-1].append(y)
        else:
            runs.append([y])
    return max(runs, key=len) if runs else []


def _ink_top(screen, r: pygame.Rect, rgb) -> int:
    return min(y for y in range(r.y, r.bottom) for x in range(r.x, r.right)
               if _near(screen.get_at((x, y)), rgb, 90))


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_progress_bar_has_its_own_row(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    bad = []
    for percent in (100, 150):
        app.settings.text_size = percent
        app.save_settings()
        app.goto("menu")
        press_button(app, button_named(app, t("menu.tutorial")))
        scene = app.scene
        frames(app, 30)
        while "continue" in scene.lesson.buttons:       # past the welcome, to step 1
            click(app, scene.lesson.buttons["continue"].center)
            frames(app, 30)
        box = scene.lesson.box
        assert box is not None and box.w > 100
        rec = draw_recorded(app)
        frames(app, 1)
        inside = [d for d in rec.texts if box.contains(d.rect)     # the card's own column
                  and abs(d.rect.x - box.x - 12) <= 3]
        skip = scene.lesson.buttons.get("skip") if scene.lesson.lean else None
        bar = _bar_rows(app.screen, box, skip)
        assert bar, f"{percent}%: no progress bar on the card"
        top, bottom = min(bar), max(bar) + 1
        left = next(x for x in range(skip.x - 12 if skip else box.right - 20, box.x, -1)
                    if not _bar(app.screen, x - 1, (top + bottom) // 2))
        count = [d for d in inside if d.rect.bottom <= top + 2 or d.rect.right < left]
        below = sorted((d for d in inside if d.rect.y >= top), key=lambda d: d.rect.y)
        assert count and below, f"{percent}%: {bar} {box} {inside}"
        heading = below[0]
        words = max(d.rect.bottom for d in count)
        beside = (scene.lesson.groove is not None or skip is not None) \
            and any(d.rect.right < left for d in count)
        ink = _ink_top(app.screen, heading.rect, P.GOLD)
        air = fonts.px(6)
        if ink - bottom < air:
            bad.append(f"{size} {percent}%: {heading.words!r}'s letters {ink - bottom} px "
                       f"under the bar (rows {top}-{bottom}), want {air}")
        if heading.rect.y < bottom + 2:
            bad.append(f"{size} {percent}%: {heading.words!r} {heading.rect} on the bar")
        if top < words and not beside:
            bad.append(f"{size} {percent}%: the bar at {top} on the step count (to {words})")
    assert not bad, "\n".join(bad)
