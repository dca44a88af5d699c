"""An English fresh player (1920x1080) asked for a Hint while the Book island's tray
stood open; the Hint said "Appoint a novice from the Book island to tile 5", and the
tray's Appointment tile looked like every other (its gold rim came only in a tray opened
after the Hint). A Hint that comes while a tray stands lights its tile there, with the
keyboard's focus. On the real loop at normal speed."""

from __future__ import annotations

import pygame
from human import Person
from positions import only_on, play
from test_scoring_summary import open_at

from luna.client.board.targets import Island
from luna.client.widgets import palette as P


def test_a_hint_asked_with_a_tray_open_lights_its_tile_there(tmp_path):
    person = Person(tmp_path, size=(1920, 1080))
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        assert scene.ring is not None and not any(a.hinted for a in scene.ring.actions)
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.5)
        hint = scene.view().hint.command
        assert hint.get("island") == book, hint          # (the only novices: there)
        k = next(k for k, a in enumerate(scene.ring.actions) if a.hinted)
        assert scene.ring.actions[k].kind == hint["type"] and scene.ring.focus == k
        card = scene.ring.cards[k]
        rim = [tuple(person.app.screen.get_at((x, card.top)))[:3]
               for x in range(card.left + 12, card.right - 12, 4)]
        assert sum(c == P.GOLD for c in rim) > len(rim) // 2, rim    # its gold rim seen
    finally:
        person.close()
