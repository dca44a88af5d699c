"""Looking back at 1024x700, German, 150 % text, the log's room over the look back's box
is a row or two: a German fresh player's chosen entry, three rows long, stood nowhere,
a newer entry's first row in its place ("Blau gibt die Gunstmarke" for Red's banishing).
Where the log shows any line while looking back, the chosen entry is there, lit: its
beginning rows (to a word's end and "…") where it is taller than the room. On the real
loop at normal speed, each line of a game's log looked back at."""

from __future__ import annotations

import random

import pygame
from layout_check import draw_recorded

from luna.client import fonts
from luna.client.board.targets import LogLine
from luna.client.demo.driver import frames, make_app
from luna.client.game.intents import BackToPresent, LookBack
from luna.client.opening import open_game
from luna.engine import new_game


def test_the_entry_looked_back_at_stands_in_the_log_from_its_beginning(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    try:
        g = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
        rng = random.Random(4)
        for _ in range(16):
            g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"]
                               or g.legal()))
        open_game(app, g, autosave=False)
        frames(app, 30)
        scene = app.scene
        cut = 0
        for k, cause in enumerate(scene.log.causes):
            if cause is None:
                continue
            scene.play(LookBack(k))             # (what a click on line k does)
            frames(app, 3)
            assert scene.back is not None and scene.back.line == k
            shown = {tg.line: pygame.Rect(r) for r, tg in scene.board.hits
                     if isinstance(tg, LogLine)}
            if shown:
                assert k in shown, (k, scene.log.lines[k][0], sorted(shown))
                rec = draw_recorded(app)
                said = [d.words for d in sorted(rec.texts, key=lambda d: d.rect.y)
                        if shown[k].collidepoint(d.rect.center)]
                whole = scene.log.lines[k][0]
                assert said and whole.startswith(said[0].rstrip(" …")), (said, whole)
                cut += said[-1].endswith("…")
            scene.play(BackToPresent())
            frames(app, 2)
        assert cut, "no entry taller than the log's room here: the test sees nothing"
    finally:
        fonts.set_text_size(100)
        pygame.display.quit()
