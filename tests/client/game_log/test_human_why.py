"""Why did that happen? at human pace (issue 12, section 3): a person clicks a line of the
game log, sees the board as it was just before it with the rule in a box, cannot play
meanwhile, and comes back to the present with Esc, the button or the same line."""

from __future__ import annotations

import random

import pygame
import pytest
from human import Person
from test_human_pace import expect_my_turn, my_turn, start_new_game, take_a_move

from luna.client.board.targets import Group, LogLine
from luna.client.demo.driver import target_rect
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def drawn_groups(scene) -> set:
    """The novice groups the board shows now (where they are drawn)."""
    return {tg for _, tg in scene.board.hits if isinstance(tg, Group)}


def groups_of(snap: dict) -> set:
    return {Group(i, p, state) for i, isl in enumerate(snap["islands"])
            for state in ("active", "inactive") for p, n in enumerate(isl[state]) if n}


def line_of(scene, index: int) -> int:
    """The first log line the command at `index` made."""
    return next(k for k, c in enumerate(scene.log.causes) if c and c.index == index)


def press_key(person: Person, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    person.wait(0.3)


def test_a_log_line_shows_the_board_before_it_and_esc_comes_back(person):
    start_new_game(person, "2", ["human", "human"])
    scene = person.scene
    expect_my_turn(person, "meditate")
    before = scene.snap
    n = len(scene.game.log)
    take_a_move(person)
    expect_my_turn(person, "meditate")
    after, told = scene.snap, person.log()
    assert groups_of(after) != groups_of(before)          # the move moved novices
    assert drawn_groups(scene) == groups_of(after)
    line = line_of(scene, n)
    rect = target_rect(scene, LogLine(line))
    person.point(rect.center)                               # the line says it can tell why
    assert scene.hover == LogLine(line)
    assert tooltip(scene.hover, scene.snap) == t("look.tip")
    person.click(rect.center)
    # looking back: the novices stand where they stood before the move
    assert scene.back is not None
    assert drawn_groups(scene) == groups_of(before)
    assert person.status() == t("look.status")
    assert scene.back.why.text and scene.back.box is not None
    assert t("look.back") in person.usable()
    assert not {t("btn.undo"), t("btn.hint"), t("btn.meditate")} & person.usable()
    # the board does nothing: no menu, no move
    for target in list(scene.clickable)[:3]:
        person.click_on(target)
        assert not scene.menu and len(scene.game.log) == n + 1
    assert scene.back is not None
    press_key(person, pygame.K_ESCAPE)
    assert scene.back is None
    assert person.log() == told and drawn_groups(scene) == groups_of(after)
    expect_my_turn(person, "meditate")
    assert t("look.back") not in {b.text for b in person.buttons()}
    take_a_move(person)                                     # and play goes on
    assert len(scene.game.log) == n + 2


def test_the_same_line_or_the_button_comes_back(person):
    start_new_game(person, "2", ["human", "human"])
    scene = person.scene
    expect_my_turn(person, "meditate")
    take_a_move(person)
    expect_my_turn(person, "meditate")
    line = line_of(scene, len(scene.game.log) - 1)
    person.click(target_rect(scene, LogLine(line)).center)
    assert scene.back is not None and scene.back.line == line
    person.click(target_rect(scene, LogLine(line)).center)    # the same line again
    assert scene.back is None
    person.click(target_rect(scene, LogLine(line)).center)
    assert scene.back is not None
    person.press(t("look.back"))
    assert scene.back is None
    assert {t("btn.undo"), t("btn.hint"), t("btn.meditate")} <= person.usable()


def test_a_computers_move_made_while_looking_back_is_there_on_return(person):
    # a Master: its reply comes while the person is looking back, never before the click
    # (a Novice's instant reply could land first and shift the log under the mouse)
    start_new_game(person, "2", ["human", "master"])
    scene = person.scene
    expect_my_turn(person, "meditate")
    n = len(scene.game.log)
    take_a_move(person)
    line = line_of(scene, n)
    person.click_on(LogLine(line))
    assert scene.back is not None
    person.until(lambda: len(scene.game.log) > n + 1, what="the computer's reply")
    person.wait(0.5)
    assert scene.back is not None and scene.back.cause.index == n   # still looking
    assert person.status() == t("look.status")
    assert scene.back.line == line_of(scene, n)
    name = scene.game.snapshot()["names"][1]
    press_key(person, pygame.K_ESCAPE)
    assert scene.back is None
    assert any(name in ln for ln in person.log())
    person.until(lambda: my_turn(person), what="my turn again")
    assert drawn_groups(scene) == groups_of(scene.game.snapshot()) or scene.anims


def test_the_mouse_wheel_brings_older_lines_back_to_click(person):
    g = new_game(players=3, seed=4, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(4)
    for _ in range(30):                                     # more lines than the log shows
        g.apply(rng.choice(g.legal()))
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    shown = lambda: {tg.line for _, tg in scene.board.hits if isinstance(tg, LogLine)}  # noqa: E731
    first = min(shown())
    assert first > 1, "the log is not full yet"
    person.point(scene.panel.log_rect.center)
    for _ in range(first):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        person.wait(0.1)
    assert min(shown()) < first
    oldest = min(shown())
    person.click(target_rect(scene, LogLine(oldest)).center)
    assert scene.back is not None and scene.back.cause.index == scene.log.causes[oldest].index
    assert drawn_groups(scene) == groups_of(scene.back.snap)


def test_a_round_scored_while_looking_back_shows_its_summary_on_return(person):
    """The round ends (a move comes in) while the person looks at an old line: no summary
    over the past; back in the present, the round's summary stands until Continue."""
    from test_scoring_summary import before_a_round_end
    game, ending = before_a_round_end(["human", "human"], seed=4)
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.settle()
    person.click(target_rect(scene, LogLine(line_of(scene, 0))).center)
    assert scene.back is not None
    scene.table.apply(ending)                # as a LAN move comes in: not through the board
    person.wait(2.0)
    assert scene.back is not None and scene.summary is None
    press_key(person, pygame.K_ESCAPE)
    person.until(lambda: scene.summary is not None, what="the round's summary")
    assert scene.summary.round == 1
    assert t("scoring.continue") in person.usable()
