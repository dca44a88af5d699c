"""The game log in the panel reads (round 4, t14/t76: an empty band over its entries;
s03_game1024: its words about 10 px at 1024x700): its entries stand from the top of the
room they have, the newest whole entries that fit, and its words are at least 12 px at
every window size. Drawn by the real loop at normal speed."""

from __future__ import annotations

import random

import pytest
from layout_check import draw_recorded

from luna import text as i18n
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import t


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size,code", [((1024, 700), "de"), ((1280, 800), "en"),
                                       ((1920, 1080), "de")], ids=str)
def test_the_logs_entries_stand_from_its_top_in_words_of_12_px(tmp_path, size, code):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.language = code
    app.save_settings()
    bad = []
    for seed, moves in ((3, 40), (3, 41), (5, 60), (6, 100), (8, 70), (11, 33)):
        g = new_game(players=4, seed=seed, setup="intro", seats=[{"kind": "human"}] * 4)
        rng = random.Random(seed)
        for _ in range(moves):
            g.apply(rng.choice(g.legal()))
        open_game(app, g, autosave=False)
        frames(app, 20)
        rec = draw_recorded(app)
        r = app.scene.panel.log_rect
        head = next(d for d in rec.texts if d.words == t("panel.log") and r.collidepoint(
            d.rect.topleft))
        lines = [d for d in rec.texts if r.contains(d.rect) and d.rect.top >= head.rect.bottom]
        assert len(lines) >= 3, f"{seed}/{moves}: the log shows {len(lines)} lines"
        small = [d for d in lines if d.size < 12]
        if small:
            bad.append(f"{seed}/{moves}: {small[0].words!r} at {small[0].size} px")
        gap = min(d.rect.top for d in lines) - head.rect.bottom
        if gap > 10:
            bad.append(f"{seed}/{moves}: an empty band of {gap} px over the log's lines")
        if max(d.rect.bottom for d in lines) > r.bottom:
            bad.append(f"{seed}/{moves}: a line runs under the log's foot")
    assert not bad, "\n".join(bad)
