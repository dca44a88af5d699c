"""While a move is built, the board shows that move alone (issue 21, a fresh French
player at 1920x1080, 125 %): the Hint's arrows stood beside the built Travel's own, two
sets doubled over the whole temple, as a Travel from two islands was built; the
builder's words ("From the Book island now: click the island…") must stand off the
islands being chosen (in the move's own box over Confirm). Played on the real loop at
normal speed: the Hint stands, the player builds its Travel by clicks from two islands."""

from __future__ import annotations

import pygame
from positions import random_moves
from test_board_tips import _land
from test_move_arrows import away

from luna.client.board.marks import Hint
from luna.client.board.targets import Group, Island
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.opening import open_game
from luna.text import t
from luna.text.i18n import island


def test_a_travel_built_from_two_islands_shows_its_own_arrows_only(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="fr", text_size=125,
                   menu=False)
    try:
        open_game(app, random_moves(3, 1, 30), autosave=False)
        frames(app, 3)
        scene = app.scene
        me = scene.game.to_move
        a, b = [i for i in range(7) if scene.snap["islands"][i]["active"][me] > 0][:2]
        to_a, to_b = [i for i in range(7) if i not in (a, b)][:2]
        cmd = {"type": "travel", "player": me, "moves": [
            {"from": a, "to": to_a, "count": 1}, {"from": b, "to": to_b, "count": 1}]}
        assert scene.game.refusal(cmd) is None
        scene.hints.hint = Hint(cmd, len(scene.game.log), None, 1.0)    # the Hint's Travel
        frames(app, 10)
        assert len(scene.marks.tips) == 2, "the Hint shows its two arrows"
        click(app, target_rect(scene, Group(a, me, "active")).center)
        frames(app, 20)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        away(app)
        click(app, target_rect(scene, Island(to_a)).center)
        frames(app, 2)
        away(app)
        click(app, target_rect(scene, Group(b, me, "active")).center)    # the second island
        frames(app, 20)
        lit = [i for i in range(7) if Island(i) in scene.acting.builder_lit(scene.view())]
        said = t("builder.from", island=island(scene.snap["islands"][b]["kind"]))
        assert scene.move_help.words == said, "the builder says where the novices now come from"
        assert pygame.Rect(scene.lay.panel).contains(scene.move_help.rect)   # off the islands
        for note in app.toast_rects:
            box = pygame.mask.Mask(note.size, fill=True)
            for i in lit:                  # its land and sandbank, its name, its pieces
                mask, at = _land(scene, i)
                assert not mask.overlap(box, (note.x - at[0], note.y - at[1])), \
                    (note, i, "over an island to choose")
                plate = scene.board.name_plate(Island(i))
                assert plate is None or not note.colliderect(plate), (note, i)
                assert note.collidelist([r for r, tg in scene.board.hits
                                         if getattr(tg, "island", None) == i
                                         and not isinstance(tg, Island)]) < 0, (note, i)
        away(app)
        click(app, target_rect(scene, Island(to_b)).center)
        frames(app, 30)
        assert scene.builder is not None and scene.builder.command()["moves"] == cmd["moves"]
        drawn = scene.plan_drawn.drawn
        assert sorted(drawn.arrows) == sorted(set(drawn.arrows)) and len(drawn.arrows) == 2, \
            "one arrow per island left and island reached"
        assert scene.marks.tips == [], "the Hint's arrows doubled the move's own"
        assert {tg for tg, role in scene.marks.drawn if role == "goal"} == \
            {Island(to_a), Island(to_b)}, "the Hint's lights stay"
    finally:
        app.settings.text_size = 100
        app.save_settings()
        pygame.display.quit()
