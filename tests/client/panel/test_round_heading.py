"""The preliminary round is named one way at once (F103: a fresh player saw the heading
"Preliminary round" while the log's first line said "Round 1 of 6"). By the rulebooks
the pieces are placed in the preliminary round, before the six rounds; round 1 begins
when the last pair is placed. The panel's heading, the log's first line and a look back
at a placement say the same (narrate.round_heading), then "Round 1 of 6" and the log's
"— Round 1 —" together.
Driven from the main menu's New game on the real loop at normal speed, in German."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded

from luna import text as i18n
from luna.client.board.targets import LogLine, Player
from luna.client.demo.driver import (
    button_named,
    click,
    frames,
    key,
    make_app,
    press_button,
    wait_frames,
)
from luna.client.screens.game import GameScene
from luna.text import t


def _heading_and_log(app, scene) -> tuple[list[str], list[str]]:
    """The words drawn in the panel above the players' cards, and in the log."""
    rec = draw_recorded(app)
    px, py, pw, ph = scene.lay.panel
    log = scene.panel.log_rect
    cards = min(r.top for r, tg in scene.board.hits if isinstance(tg, Player))
    top = [x.words for x in sorted(rec.texts, key=lambda x: x.rect.y)
           if px <= x.rect.x < px + pw and py <= x.rect.y < cards]
    said = [x.words for x in sorted(rec.texts, key=lambda x: x.rect.y)     # as read
            if log.contains(x.rect) and x.words != t("panel.log")]
    return top, said


@pytest.mark.long
def test_the_preliminary_round_is_named_alike_in_the_heading_and_the_log(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="de")
    try:
        press_button(app, button_named(app, t("menu.new")))
        dialog = app.scene
        dialog.seed = 2
        dialog.kinds[:2] = ["human", "human"]
        dialog.setup = "random"
        dialog.resize()
        press_button(app, dialog.start)
        scene = app.scene
        assert isinstance(scene, GameScene) and scene.snap["phase"].startswith("preliminary")
        frames(app, 30)
        first = t("panel.round", round=1)
        top, log = _heading_and_log(app, scene)
        assert t("panel.preliminary") in top and first not in top, top
        assert log and log[0] == t("panel.preliminary") and first not in log, log
        # the line under the heading says whose turn and what to place, whole, without
        # naming the round a second time
        status = scene.status_line()
        assert t("panel.preliminary") not in status
        assert " ".join(" ".join(top[1:]).split()) == " ".join(status.split()), (top, status)
        # the pieces placed through the screen's own path, one command a turn
        assert scene.play(scene.game.legal()[0])
        frames(app, 60)
        # a placement's log line looked back at: the preliminary round there too
        lines = sorted((r for r, tg in scene.board.hits if isinstance(tg, LogLine)),
                       key=lambda r: r.y)
        click(app, lines[-1].center)
        frames(app, 3)
        assert scene.back is not None
        rec = " ".join(x.words for x in draw_recorded(app).texts)
        assert t("look.title.preliminary").split(",")[0] in rec and \
            t("look.title", round=1).split(",")[0] not in rec, rec
        key(app, pygame.K_ESCAPE)
        frames(app, 3)
        assert scene.back is None
        while scene.snap["phase"].startswith("preliminary"):
            wait_frames(app, lambda: scene.table.may_act)
            assert scene.play(scene.game.legal()[0])
            frames(app, 2)
        frames(app, 90)
        top, log = _heading_and_log(app, scene)
        assert first in top and t("panel.preliminary") not in top, top
        assert any(w.startswith("— " + t("panel.round", round=1).split()[0] + " 1 —")
                   for w in log), log
    finally:
        i18n.set_language("en")
