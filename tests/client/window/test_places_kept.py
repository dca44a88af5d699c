"""The islands' piece places and the name plates are found once and kept while a player
resizes the window back and forth: they cost tens of milliseconds to find, and at the old
caps (256 islands, emptied whole when full; four boards' plates) a window back at a size
it had before found them all again."""

import pygame

from luna.client.board import island_slots as slots_mod
from luna.client.board.art import shore


def test_an_islands_places_are_kept_past_a_few_windows(monkeypatch):
    found = []
    real = slots_mod._island_slots

    def counting(*args):
        found.append(args[0])
        return real(*args)

    monkeypatch.setattr(slots_mod, "_island_slots", counting)
    monkeypatch.setattr(slots_mod, "_SLOTS", type(slots_mod._SLOTS)())
    first = pygame.Rect(40, 40, 180, 130)
    outline = shore("book", 180, 130, 0)
    slots_mod.island_slots(first, 1.0, 4, outline)
    for k in range(300):                          # the islands of ~40 windows' boards
        slots_mod.island_slots(pygame.Rect(40, 40, 120 + k % 60, 100 + k // 60), 1.0, 4)
    del found[:]
    again = slots_mod.island_slots(first, 1.0, 4, outline)
    assert found == [], "the first island's places were found again"
    assert again.novice > 0

