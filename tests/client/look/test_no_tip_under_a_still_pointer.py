"""A new screen under a pointer that has not moved shows no hover text: a German fresh
player (1024x700, 150 %) pressed Start in the new game's window, and the game opened with
the Hint button under the still pointer and its long hover text standing over the board
before the first move. Until the pointer moves, what a press left under it says nothing.
Through the real loop at normal speed."""

from __future__ import annotations

from human import Person

from luna.client import fonts
from luna.text import t


def test_the_game_opens_without_the_hover_text_of_what_lies_under_start(tmp_path):
    p = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        p.press(t("menu.new"))
        p.press("4")                                 # four players, as the player chose
        start = p.button(t("new.start"))
        at = start.rect.center
        p.press(t("new.start"))
        p.until(lambda: hasattr(p.scene, "table"), what="the game screen")
        under = [el for el in p.app.ui.get_root_container().elements
                 if el.alive() and el.visible and el.rect.collidepoint(at)
                 and getattr(el, "tool_tip_text", None)]
        assert under, "a widget with a hover text opened under the pointer"
        p.wait(2.0)                                  # the pointer rests, still
        assert not p.app.ui.tips, [tip.words for tip in p.app.ui.tips] \
            if hasattr(p.app.ui.tips[0], "words") else p.app.ui.tips
        p.point((at[0] + 30, at[1]))                 # moved: hover texts as ever
        p.point(under[0].rect.center)
        p.wait(2.0)
        assert p.app.ui.tips
    finally:
        p.close()
        fonts.set_text_size(100)
