"""A whole game of two played with the keyboard alone (issue 20, point 1): Tab moves the
focus over what may be used, Enter opens a place's ring and takes its button, the digits
pick a count, Esc goes back, Enter goes on after a round's summary. Through the real loop
(tests/client/human.py) at animation speed "fast", a typist's pace between the keys (the ring
itself is played at normal speed by test_direct_play.py)."""

from __future__ import annotations

import pygame
import pytest
from human import Person

from luna.client.opening import open_game
from luna.client.screens.results import ResultsScene
from luna.engine import new_game

TYPIST = 2 / 60          # a key held and the next one reached: a fast typist


def press(person: Person, key: int, mod: int = 0) -> None:
    person.keys += 1
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        person.wait(TYPIST / 2)


def tab_to(person: Person, want) -> None:
    """Tab until `want(focus)` holds (at most once round the stops)."""
    scene = person.scene
    for _ in range(len(scene.focusables()) + 1):
        press(person, pygame.K_TAB)
        if want(scene.focus):
            return
    raise AssertionError(f"Tab never reached it; stops: {scene.focusables()} "
                         f"{scene.snap['phase']} {scene.game.log[-3:]}")


def two_at_a_table(person):
    """A two-person intro game opened at this screen, the first person's turn: its scene."""
    game = new_game(players=2, seed=6, setup="intro", seats=[{"kind": "human"}] * 2)
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    return scene


def one_move(person: Person, acted: set) -> str:
    """A move by keys: on an island, the ring's first action (a count picked by its
    digit), one a round in the first three rounds; else the candles' Meditate."""
    scene = person.scene
    me = scene.game.to_move
    islands = [f for f in scene.focusables() if getattr(f, "what", "") in ("island", "group")]
    if islands and (me not in acted and scene.snap["round"] <= 3
                    or scene.snap["phase"] != "actions"):
        tab_to(person, lambda f: f == islands[0])
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        if scene.snap["phase"].startswith("preliminary") or len(scene.game.log) > n:
            assert scene.ring is None and len(scene.game.log) > n   # placed at once
            return scene.game.log[n]["type"]
        ring = scene.ring
        assert ring is not None and ring.focus is not None
        act = ring.actions[ring.focus]
        if act.builder or not act.enabled:
            press(person, pygame.K_ESCAPE)
            assert scene.ring is None
        else:
            if act.counts:
                press(person, pygame.K_0 + act.counts[-1])
            press(person, pygame.K_RETURN)
            acted.add(me)
            return act.kind
    tab_to(person, lambda f: f == "act" or getattr(f, "what", "") == "candles")
    press(person, pygame.K_RETURN)
    if scene.ring is not None:                      # the candles' ring: Meditate
        press(person, pygame.K_RETURN)
    acted.discard(me)
    return "meditate"


@pytest.mark.long
def test_a_whole_game_of_two_with_the_keyboard_only(tmp_path):
    person = Person(tmp_path, speed="fast", every_frame=False)   # what stands is read
    person.keys = 0
    try:
        game = new_game(players=2, seed=6, setup="random", seats=[{"kind": "human"}] * 2)
        open_game(person.app, game, autosave=False)
        scene = person.scene
        kinds, acted = [], set()
        while not isinstance(person.app.scene, ResultsScene):
            person.until(lambda: isinstance(person.app.scene, ResultsScene)
                         or scene.summary is not None
                         or scene.table.may_act and not scene.blocked, what="a move")
            if isinstance(person.app.scene, ResultsScene):
                break
            if scene.summary is not None:
                press(person, pygame.K_RETURN)         # the round's summary: go on
                continue
            n = len(scene.game.log)
            kind = one_move(person, acted)
            person.until(lambda n=n: len(scene.game.log) > n, what=kind)
            assert scene.game.log[n]["type"] == kind
            kinds.append(kind)
        assert person.clicks == 0                      # not one click of the mouse
        assert scene.game.is_over
        assert {"place_shrine", "place_pair", "meditate"} <= set(kinds)
        assert len(set(kinds)) >= 5, kinds           # island actions, not only candles
    finally:
        person.close()


def _focused(person: Person):
    """A game of two persons at its first move, the keyboard's focus on the board."""
    game = new_game(players=2, seed=6, setup="random", seats=[{"kind": "human"}] * 2)
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    press(person, pygame.K_TAB)
    assert scene.keys_shown and scene.focus is not None
    return scene


def test_the_keyboards_outline_goes_when_the_mouse_takes_over(tmp_path):
    """A fresh player pressed Tab once: its outline stayed round the Shrine island through
    mouse play into the next round. A click ends it; the next Tab brings it back."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        person.click((scene.lay.board[0] + 5, scene.lay.board[1] + 5))   # the sea
        assert not scene.keys_shown
        press(person, pygame.K_TAB)
        assert scene.keys_shown
    finally:
        person.close()


def test_esc_first_lets_go_of_the_keyboards_focus_then_pauses(tmp_path):
    """A fresh player's Esc with the focus on an island opened the pause menu; Esc goes
    back one step: first the focus, then the pause menu."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        press(person, pygame.K_ESCAPE)
        assert person.scene is scene and not scene.keys_shown and scene.focus is None
        press(person, pygame.K_ESCAPE)
        assert person.scene is not scene                     # the pause menu
    finally:
        person.close()


def _focus_blue(c) -> bool:
    return c[2] > 200 and c[1] > 160 and c[0] < 200


def test_the_keyboards_focus_lights_an_island_in_its_own_shape(tmp_path):
    """An English fresh player's Tab drew a hard blue rectangle through the Shrine island's
    beach and its name: a place on the board is lit along its own outline (its shore),
    the corners of its box left as they were; a button keeps a line round it."""
    from luna.client.board.targets import Island
    from luna.client.game.keys import FOCUS
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        tab_to(person, lambda f: isinstance(f, Island))
        person.wait(0.2)
        rect = scene.board.rect_of(scene.focus)
        screen = person.app.screen
        box = rect.inflate(10, 10)
        corners = [(x, y) for cx, cy in (box.topleft, box.topright, box.bottomleft,
                                         box.bottomright)
                   for x in range(cx - 3, cx + 4) for y in range(cy - 3, cy + 4)
                   if screen.get_rect().collidepoint(x, y)]
        assert not [p for p in corners if _focus_blue(screen.get_at(p))], FOCUS
        lit = sum(_focus_blue(screen.get_at((x, y)))
                  for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2))
        assert lit > (rect.w + rect.h) // 4, lit        # its shore lit all round
    finally:
        person.close()


def test_the_keyboards_focus_on_a_group_leaves_its_novices_their_colour(tmp_path):
    """German and English fresh players: after Tab their yellow novices turned pale blue,
    read as Blue's. The focus lights round the group; its novices are drawn over the light
    in their own colour."""
    from luna.client.board.targets import Group
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = two_at_a_table(person)
        press(person, pygame.K_TAB)
        tab_to(person, lambda f: isinstance(f, Group))
        person.wait(0.2)
        sprite, at = scene.board.sprites[scene.focus]
        body = pygame.mask.from_surface(sprite, 254)
        spots = [(x, y) for x in range(0, sprite.get_width(), 2)
                 for y in range(0, sprite.get_height(), 2) if body.get_at((x, y))]
        screen = person.app.screen
        off = [p for p in spots if sum(abs(a - b) for a, b in zip(
            screen.get_at((at[0] + p[0], at[1] + p[1]))[:3], sprite.get_at(p)[:3],
            strict=True)) > 30]
        assert spots and len(off) <= len(spots) // 10, (len(off), len(spots))
    finally:
        person.close()
