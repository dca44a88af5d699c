"""The guided game's card stands over the log at times: the log's lines keep below it,
whole, so none lies under it or peeks out at its edge (issue 21, look6: a wrapped line's
end showed above the card's foot; before that, a fresh player saw the log's "Why?
Click…" text pop up over the card's own buttons, from a line hidden under it); what is
under the card is not hovered. Played through at normal speed at three window sizes."""

import pygame
import pytest
from layout_check import draw_recorded

from luna.client.board.targets import LogLine
from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.text import t


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_log_keeps_clear_of_the_lesson_card(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    docked, bad = 0, []
    for _ in range(3000):                    # on through the steps
        frames(app, 1)
        box = scene.lesson.box
        if box is not None and scene.lesson.docked:
            docked += 1
            lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
            bad += [f"a log line {r} under the card {box}" for r in lines
                    if r.colliderect(box)]
            if docked % 40 == 1:             # the words as drawn: none reaches the card
                rec = draw_recorded(app)
                log = pygame.Rect(scene.panel.log_rect)
                bad += [f"{d.words!r} {d.rect} peeks at the card {box}" for d in rec.texts
                        if log.colliderect(d.rect) and not box.contains(d.rect)
                        and d.rect.inflate(0, -2).colliderect(box)]
            if docked >= 200:
                break
        if "continue" in scene.lesson.buttons:
            click(app, scene.lesson.buttons["continue"].center)
        elif "skip" in scene.lesson.buttons and scene.table.may_act:
            click(app, scene.lesson.buttons["skip"].center)
        elif scene.summary is not None:
            press_button(app, scene.scoring.button)
    if size[0] < 1920:
        assert docked, "the card never stood over the log"
    assert not bad, "\n".join(dict.fromkeys(bad))
    # the card is on top: the mouse over it hovers nothing below it
    box = scene.lesson.box
    if box is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 3)
        assert scene.hover is None
