"""The replay at a reviewed decision, as a person uses it (issue 21: "a different,
cramped layout"): the game screen's board and panel, the round in the panel's head, the
move counter, both moves on strips, and the controls < Step, Play, Step >, To the decision
and Back in the panel, each over nothing else. Stepping away takes the marks off and
"To the decision" brings them back; the arrow keys step. On the real loop at normal
speed, at three sizes, three languages and the large text sizes."""

import pygame
import pytest
from human import Person
from layout_check import buttons_overlapping, draw_recorded, gui_problems
from test_human_review import _finished_game

from luna.client.board.layout import compute
from luna.client.screens.replay import PLAYED, PREFERRED
from luna.client.window import fonts
from luna.engine import replay
from luna.text import t


def _near(a, b, within=60) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) < within


@pytest.mark.parametrize("size,code,text_size", [((1024, 700), "de", 150),
                                                  ((1024, 700), "fr", 125),
                                                  ((1280, 800), "en", 100),
                                                  ((1920, 1080), "fr", 150)], ids=str)
def test_the_replay_at_a_decision_reads_and_steps_like_the_game(tmp_path, size, code,
                                                                text_size):
    person = Person(tmp_path, size=size, language=code)
    try:
        person.app.settings.text_size = text_size
        person.app.save_settings()
        game = _finished_game()
        at = len(game.log) // 2
        better = replay(game.header, game.log[:at]).legal()[-1]
        person.app.open("replay", game, at=at, marks=(game.log[at], better))
        person.wait(0.3)
        scene = person.scene
        snap = scene.view.snap
        lay = scene.view.lay
        assert lay == compute(*size, snap["players"], len(snap["temple"]["rows"]))
        panel = pygame.Rect(lay.panel)
        rec = draw_recorded(person.app)
        words = [d.words for d in rec.texts]
        assert t("panel.round", round=snap["round"]) in words, "no round in the panel"
        counter = t("results.move", move=at + 1, total=len(game.log))
        shown = [d for d in rec.texts if d.words == counter]
        assert shown and scene.counter.contains(shown[0].rect)
        # five controls in the panel, whole words, none over another or the strips
        names = [t("results.prev"), t("results.play"), t("results.next"),
                 t("results.decision"), t("new.back")]
        bar = [person.button(n).rect for n in names]
        assert all(panel.contains(b) for b in bar)
        assert person.greyed() == {t("results.decision")}     # it stands there already
        boxes = bar + scene.strips + [scene.counter]
        bad = [f"{a} overlaps {b}" for i, a in enumerate(boxes) for b in boxes[i + 1:]
               if a.colliderect(b)]
        bad += gui_problems(person.app, "replay") + buttons_overlapping(person.app, "replay")
        assert not bad, "\n".join(bad)
        # Step, Play and Step > stand side by side, or the two steps do
        prev, play, nxt = bar[:3]
        assert prev.centery == nxt.centery and prev.right < nxt.left
        assert play.top >= prev.top
        # the two moves on strips edged in their colours, on the screen
        assert len(scene.strips) == 2
        screen = person.app.screen
        for strip, colour in zip(scene.strips, (PLAYED, PREFERRED), strict=True):
            edge = [screen.get_at((strip.x + 3, y))
                    for y in range(strip.top + 6, strip.bottom - 6)]
            assert sum(_near(c, colour) for c in edge) > len(edge) // 2, strip
        # a step on: the marks go, the board moves on, To the decision may be used
        before = screen.copy()
        person.press(t("results.next"))
        person.settle()
        assert scene.step == at + 1 and scene.view.game.log == game.log[:at + 1]
        draw_recorded(person.app)
        assert scene.strips == []
        assert t("results.decision") in person.usable()
        board = pygame.Rect(lay.board)
        changed = sum(before.get_at(p) != person.app.screen.get_at(p)
                      for p in ((x, y) for x in range(board.left, board.right, 8)
                                for y in range(board.top, board.bottom, 8)))
        assert changed > 20, "the board did not show the move"
        person.key(pygame.K_RIGHT)
        person.key(pygame.K_RIGHT)
        person.settle()
        assert scene.step == at + 3
        person.key(pygame.K_LEFT)
        assert scene.step == at + 2
        # back to the decision: the marks again, the button greyed
        person.press(t("results.decision"))
        person.wait(0.2)
        draw_recorded(person.app)
        assert scene.step == at and len(scene.strips) == 2
        assert t("results.decision") in person.greyed()
        person.press(t("new.back"))
        assert person.scene is not scene
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_council_move_lights_the_one_seat_its_disc_reaches(tmp_path):
    """Fresh16: at a reviewed decision "Council: 2 novices …, 2 seats up" lit every seat of
    the council. The better move's light stands round the seat the engine's dry run says
    the disc reaches, and round no other seat (the picture with the marks against the
    picture with none, on the real loop at normal speed)."""
    from luna.client.board.targets import CouncilSeat
    from luna.client.demo.driver import frames, make_app
    from luna.client.game.actions import effect_of
    game = _finished_game()
    at, better = next((k, c) for k in range(len(game.log))
                      for c in replay(game.header, game.log[:k]).legal()
                      if c["type"] == "council" and c.get("count", 0) >= 2)
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    app.settings.reduced_motion = True
    app.open("replay", game, at=at, marks=(game.log[at], better))
    frames(app, 10)
    scene = app.scene
    seat = effect_of(replay(game.header, game.log[:at]), better).seat
    assert seat is not None
    marked = app.screen.copy()
    scene.marks = None
    frames(app, 2)
    bare = app.screen
    seats = {tg.seat: r for r, tg in scene.view.board.hits if isinstance(tg, CouncilSeat)}
    def changed(r):
        return sum(marked.get_at((x, y)) != bare.get_at((x, y))
                   for x in range(r.x, r.right) for y in range(r.y, r.bottom))
    lit = {k for k, r in seats.items() if changed(r.inflate(6, 6)) > r.w * r.h // 4}
    assert lit == {seat}, (lit, seat)


def test_a_last_meditations_badge_is_its_own_point_not_the_rounds_scoring():
    """A German fresh player read "+7" on Meditation beside its hover's "gain 1 influence":
    the badge counted the round's scoring the last time marker brings on. It counts what
    the move gains itself (the engine's influence events before the action phase ends)."""
    from luna.client.game.actions import effect_of
    from luna.engine import new_game
    game = new_game(2, seed=2, setup="intro", seats=[{"kind": "human"}] * 2)
    while game.snapshot()["phase"] != "actions":
        game.apply(game.legal()[0])
    while True:
        cmd = {"type": "meditate", "player": game.to_move}
        events = game.clone().apply(cmd)
        if any(e["type"] == "round_scored" for e in events):
            break
        game.apply(cmd)
    mine = [e["delta"] for e in events if e["type"] == "influence" and e["player"] == cmd["player"]]
    assert len(mine) > 1 and sum(mine) != 1                  # the round's scoring too
    assert effect_of(game, cmd).influence == 1               # the last marker's point
