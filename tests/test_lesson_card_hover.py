"""The guided game's card stands over the log at times: what is under the card is not
hovered (a fresh player saw the log's "Why? Click…" text pop up over the card's own
buttons, from a line hidden under it)."""

import pygame

from luna.client.board.targets import LogLine
from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.text import t


def test_a_log_line_under_the_lesson_card_is_not_hovered(tmp_path):
    app = make_app(tmp_path, speed="fast", size=(1280, 800))
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    spot = None
    for _ in range(2400):                    # on through the steps until a line hides
        frames(app, 1)
        box = scene.lesson.box
        under = [r.clip(box) for r, tg in scene.board.hits
                 if isinstance(tg, LogLine) and box is not None and r.colliderect(box)]
        if under and under[0].w > 4 and under[0].h > 4:
            spot = under[0].center
            break
        if "continue" in scene.lesson.buttons:
            click(app, scene.lesson.buttons["continue"].center)
        elif "skip" in scene.lesson.buttons and scene.table.may_act:
            click(app, scene.lesson.buttons["skip"].center)
        elif scene.summary is not None:
            press_button(app, scene.scoring.button)
    assert spot is not None, "no log line ever lay under the card"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)
    assert scene.hover is None
