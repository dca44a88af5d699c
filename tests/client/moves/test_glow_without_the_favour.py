"""Two English fresh players (1920x1080) holding a novice favour saw nearly every island
glow on their turn: "the glow tells me nothing", a click on one opened a tray with one
action of six. The favour may stand in for a novice anywhere (rules 13, Ruling), so the
engine offers something on every island; the turn's glow now shows where the player's
own novices can act, and an island open only to the favour still lights under the
pointer and opens its tray. On the real loop at normal speed."""

from __future__ import annotations

from human import Person
from positions import give, isl, only_on, play
from test_calm_board import shore_light
from test_scoring_summary import open_at

from luna.client.board.targets import Island
from luna.client.demo.driver import target_rect


def test_islands_open_only_to_the_novice_favour_do_not_glow(tmp_path):
    p = Person(tmp_path, size=(1920, 1080))
    try:
        s, book = only_on("book", active=2)
        give(s, 0, "novice")
        open_at(p, play(s))
        scene = p.scene
        others = [Island(i) for i in range(7) if i != book]
        assert all(o in scene.clickable for o in others)       # the engine's offer
        p.point((scene.lay.panel[0] + 40, 6))
        p.wait(3)                                               # the quiet glow
        own = shore_light(p.app, Island(book))
        dark = {o: shore_light(p.app, o) for o in others}
        assert all(v < own - 40 for v in dark.values()), (own, dark)
        herbs = Island(isl(s, "herbs"))
        p.point(target_rect(scene, herbs).center)                # pointed at: it lights
        p.wait(0.3)
        assert shore_light(p.app, herbs) > dark[herbs] + 25
        p.click_on(herbs)                                        # and opens its tray
        assert scene.ring is not None and any(a.enabled for a in scene.ring.actions)
    finally:
        p.close()
