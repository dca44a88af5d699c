"""Enter answers the tile that looks chosen (a fresh German player at the guided game's
step 13: the tray's one usable tile, lit beside a greyed one, ignored Enter and "1" until
Tab). A tray opened with the mouse: Enter takes the Hint's tile (its gold rim), else the
only usable tile, else the one under the mouse; with none of them, Enter outlines the
first usable tile and the next Enter takes it. The digits pick a count (the README's
"the digits pick a count"). Through the real loop at normal speed (tests/client/human.py)."""

from __future__ import annotations

import pygame
from human import Person
from positions import blank, isl, novices, play

from luna.client.board.marks import Hint
from luna.client.board.targets import Island, Ring
from luna.client.demo.driver import target_rect
from luna.client.opening import open_game


def _at(person: Person, snap: dict):
    open_game(person.app, play(snap), autosave=False)
    person.wait(0.4)
    person.settle()
    return person.scene


def _position() -> tuple[dict, int]:
    """Three novices of player 0 standing at the Book island (Favour, Recruit, Council
    usable there)."""
    s = blank(players=2)
    book = isl(s, "book")
    novices(s, book, 0, active=3)
    return s, book


def enter_takes(person, kind: str, what: str) -> dict:
    """Enter on the open tray plays a move of `kind` (waited for as a person waits)."""
    scene = person.scene
    n = len(scene.game.log)
    person.key(pygame.K_RETURN)
    person.until(lambda: len(scene.game.log) > n, what=what)
    assert scene.game.log[n]["type"] == kind
    return scene.game.log[n]


def test_enter_takes_the_hints_tile_of_a_tray_the_mouse_opened(tmp_path):
    person = Person(tmp_path, language="de")
    try:
        s, book = _position()
        scene = _at(person, s)
        cmd = next(c for c in scene.legal if c["type"] == "recruit" and c["island"] == book)
        scene.hints.hint = Hint(cmd, len(scene.game.log), None)
        person.click(target_rect(scene, Island(book)).center)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))    # off the tray
        ring = scene.ring
        assert ring is not None and sum(a.enabled for a in ring.actions) > 1
        assert not scene.keys.shown                    # no keyboard outline: the gold rim
        enter_takes(person, "recruit", "the Hint's move")
    finally:
        person.close()


def test_enter_takes_the_guided_games_one_usable_tile(tmp_path):
    """The guided game at the Sailboat island's favour (1024x700, German, 150 %, as the
    fresh player): its tray's one usable tile, Favour, beside greyed ones; Enter takes it
    at once (the player's Enter and "1" did nothing until Tab)."""
    from guided_steps import NOTES, at_step

    from luna.client.learn.lessons import STEPS
    from luna.client.window import fonts
    person = Person(tmp_path, language="de", text_size=150)
    try:
        k = next(i for i, step in enumerate(STEPS) if step.key == "favour_sailboat")
        open_game(person.app, at_step(k), autosave=False,
                  tutorial={"seen": list(NOTES), "tips": True})
        person.wait(0.4)
        person.settle()
        scene = person.scene
        island = Island(STEPS[k].accept["island"])
        person.click(target_rect(scene, island).center)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        ring = scene.ring
        assert ring is not None
        usable = [a for a in ring.actions if a.enabled]
        assert [a.kind for a in usable] == ["favour"] and len(ring.actions) > 1, \
            [(a.kind, a.enabled) for a in ring.actions]
        enter_takes(person, "favour", "the favour")
    finally:
        person.close()
        fonts.set_text_size(100)


def test_enter_with_no_tile_chosen_outlines_one_then_takes_it(tmp_path):
    """The Book island with three novices, no Hint, the pointer off the tray: Enter
    outlines the first usable tile (drawn on the screen), "2" picks the Council's count,
    Enter takes it."""
    person = Person(tmp_path, language="de")
    try:
        s, book = _position()
        scene = _at(person, s)
        person.click(target_rect(scene, Island(book)).center)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        ring = scene.ring
        assert sum(a.enabled for a in ring.actions) > 1 and ring.focus is None
        first = next(i for i, a in enumerate(ring.actions) if a.enabled)
        before = person.app.screen.copy()
        n = len(scene.game.log)
        person.key(pygame.K_RETURN)
        assert len(scene.game.log) == n and scene.ring is ring
        assert scene.keys.shown and scene.keys.tile == first
        card = ring.cards[first].inflate(6, 6)
        edge = [(x, card.top) for x in range(card.left + 10, card.right - 10)]
        assert any(person.app.screen.get_at(p)[:3] != before.get_at(p)[:3] for p in edge)
        council = next(i for i, a in enumerate(ring.actions) if a.kind == "council")
        person.key(pygame.K_2)                          # a count's digit
        assert scene.keys.tile == council and ring.actions[council].choice.count == 2
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Council")
        assert scene.game.log[n]["type"] == "council" and scene.game.log[n]["count"] == 2
    finally:
        person.close()


def test_enter_takes_the_tile_under_the_mouse(tmp_path):
    person = Person(tmp_path)
    try:
        s, book = _position()
        scene = _at(person, s)
        person.click(target_rect(scene, Island(book)).center)
        ring = scene.ring
        k = next(i for i, a in enumerate(ring.actions) if a.kind == "recruit")
        person.point(ring.cards[k].center)
        assert isinstance(scene.hover, Ring) and scene.hover.index == k
        enter_takes(person, "recruit", "the tile under the mouse")
    finally:
        person.close()
