"""A spent time marker reads as a candle put out, not as a black top hat (issue 21: a
French fresh player at 1280x800, 125 %, saw the spent candles, dark grey stumps on brown
dishes, as four black hats). A spent candle is of the same pale wax as a lit one, with
no flame over it; told from a lit one without colour too (in grey: the flame). Played on
the real loop at normal speed: a person meditates and watches the candle go out."""

from __future__ import annotations

import statistics

from human import LOOK, Person
from positions import blank, play
from test_colour_vision import seen

from luna.client.board.targets import Candles
from luna.client.opening import open_game
from luna.text import t


def _looks(person) -> list[tuple[float, float]]:
    """Each candle on the screen, left to right: the grey of its body's wax (the median
    of its middle columns a little above its dish) and the brightest grey where a
    flame burns over it."""
    shot = person.app.screen
    shapes = person.scene.board.hits.shapes[Candles()][1]
    out = []
    for _, _, r in sorted(shapes, key=lambda s: s[2].x):
        body = [seen(shot.get_at((r.centerx + dx, y)), None) for dx in (-1, 0, 1)
                for y in range(r.y + r.h * 70 // 100, r.y + r.h * 82 // 100)]
        top = [seen(shot.get_at((x, y)), None)
               for x in range(r.centerx - r.w // 5, r.centerx + r.w // 5 + 1)
               for y in range(r.y, r.y + r.h * 4 // 10)]
        out.append((statistics.median(body), max(top)))
    return out


def test_a_spent_candle_is_pale_wax_without_a_flame(tmp_path):
    person = Person(tmp_path, size=(1280, 800), language="fr", text_size=125)
    try:
        snap = blank(4)
        snap["time_markers"]["turned"] = 1
        open_game(person.app, play(snap), autosave=False)
        person.wait(LOOK)
        person.settle()
        person.press(t("btn.meditate"))          # the second candle goes out
        person.until(lambda: person.scene.snap["time_markers"]["turned"] == 2,
                     what="the meditation")
        person.settle()
        for frame in range(0, 60, 6):            # a second of flickering flames
            person.wait(6 / 60)
            looks = _looks(person)
            assert len(looks) == 4, looks
            spent, lit = looks[:2], looks[2:]
            # the same pale wax: not dark (the black hats' wax was a twelfth of a lit one's)
            for wax, _ in spent:
                assert wax >= 0.3 and wax >= 0.5 * min(w for w, _ in lit), (frame, looks)
            # in grey, a flame over every lit one and none over a spent one
            assert min(f for _, f in lit) > 0.75, (frame, looks)
            assert max(f for _, f in spent) < 0.45, (frame, looks)
    finally:
        person.close()
