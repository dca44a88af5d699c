"""Tips said the first time something stands on the board (game/first_sights.py): next
round's Moon Priestess, faint with a dashed line on her next island, was found only by
hovering it (F449). The first game opened says once where she stands and why, long
enough to read; never again, in this window or the next one on the same save folder.
The same tip then names the time markers and what they count (F728).
On the real loop at normal speed."""

from __future__ import annotations

from human import Person
from positions import blank, play

from luna.client.opening import open_game
from luna.client.window.settings import load_settings
from luna.engine.rounds import priestess_next
from luna.text import island, t


def test_next_rounds_moon_priestess_is_pointed_out_once(tmp_path):
    s = blank(players=3)
    nxt = priestess_next(s["round"], s["priestess"], 3)
    tip = t("tip.priestess_next.first", island=island(s["islands"][nxt]["kind"]), round=2,
            step=5) + " " + t("tip.time_markers.first", total=4)   # and the time markers
    for first in (True, False):
        person = Person(tmp_path, menu=False)
        # a new player's window: nothing said yet; the next one reads the folder's settings
        person.app.settings.tips_said = [] if first else load_settings(tmp_path).tips_said
        try:
            open_game(person.app, play(s), autosave=False)
            scene = person.scene
            person.until(lambda scene=scene: not scene.blocked, what="the board")
            person.wait(1.0)
            said = [m for m, _ in person.app.toasts if m == tip]
            assert said == ([tip] if first else []), person.app.toast_words()
            person.wait(5.0)                        # it stands to be read
            assert [m for m, _ in person.app.toasts if m == tip] == said
            person.app.toasts = []
            person.wait(0.5)                        # said once: not again this window
            assert tip not in [m for m, _ in person.app.toasts]
            assert "priestess_next" in load_settings(tmp_path).tips_said
        finally:
            person.close()


def test_the_first_tile_one_may_consecrate_is_pointed_out_once(tmp_path):
    """F834: a new player found the Consecration by chance in round 2-3. The first time
    the person to move may consecrate a tile of theirs (a seeded game played there), a
    tip says the Guardian has passed it and a click on its novice consecrates it; never
    again in the next window on the same save folder."""
    from positions import to_consecrate

    from luna.client.game.first_sights import KEYS
    game = to_consecrate(players=3, seed=1)
    tile = next(c["tile"] for c in game.legal() if c["type"] == "consecrate")
    tip = t("tip.consecrate.first", tile=tile)
    for first in (True, False):
        person = Person(tmp_path, menu=False)
        person.app.settings.tips_said = [k for k in KEYS if k != "consecrate_ready"] \
            if first else load_settings(tmp_path).tips_said
        try:
            open_game(person.app, game.clone(), autosave=False)
            scene = person.scene
            person.until(lambda scene=scene: not scene.blocked, what="the board")
            person.wait(1.0)
            said = [m for m, _ in person.app.toasts if m == tip]
            assert said == ([tip] if first else []), person.app.toast_words()
            assert "consecrate_ready" in load_settings(tmp_path).tips_said
        finally:
            person.close()
