"""Back in the present from a look back (the same log line clicked again), a fresh player
at 1024x700, German, 150 % saw the clicked line still lit, as if still chosen: the pointer
rested on it, and a line lights under the pointer. Until the pointer moves no line lights
there; once it moves the line lights again, and a click there looks back again. On the
real loop at normal speed, what the screen shows."""

from __future__ import annotations

import random

import pygame

from luna.client.board.targets import LogLine
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.opening import open_game
from luna.engine import new_game


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)


def _band(app, rect: pygame.Rect) -> list:
    """The line's band as drawn: every pixel of it."""
    return [app.screen.get_at((x, y))[:3] for x in range(rect.left, rect.right, 2)
            for y in range(rect.top, rect.bottom, 2)]


def _apart(a: list, b: list) -> int:
    return sum(1 for p, q in zip(a, b, strict=True)
               if sum(abs(i - j) for i, j in zip(p, q, strict=True)) > 30)


def test_the_line_looked_back_at_is_not_lit_on_return_till_the_pointer_moves(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    g = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(4)
    for _ in range(12):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene = app.scene
    line = min(tg.line for _, tg in scene.board.hits if isinstance(tg, LogLine))
    rect = pygame.Rect(target_rect(scene, LogLine(line)))
    box = next(pygame.Rect(r) for r, tg in scene.board.hits if tg == LogLine(line))
    _move(app, scene.lay.board[:2])                     # the pointer off the log
    unlit = _band(app, box)
    _move(app, rect.center)
    assert _apart(_band(app, box), unlit) > 50, "a line under the pointer lights"
    click(app, rect.center)
    frames(app, 20)
    assert scene.back is not None and scene.back.line == line
    click(app, rect.center)                             # the same line: the present
    frames(app, 30)
    assert scene.back is None and scene.hover == LogLine(line)
    assert _apart(_band(app, box), unlit) < 10, "the line is still lit"
    _move(app, (rect.centerx + 12, rect.centery))       # the pointer moves: it lights
    assert _apart(_band(app, box), unlit) > 50, "the line does not light again"
    click(app, (rect.centerx + 12, rect.centery))
    assert scene.back is not None and scene.back.line == line
    pygame.display.quit()
