"""The keys just after a card over the board closed (a round's scoring card): `Hush`,
kept by the round's end (game/round_end.py).

A card's closing key is not heard by the board below for a moment: Enter, Space or Esc
close the card, and the same key again (its repeats while held, or a quick second
press) would play the Hint's move, skip a move shown or open the menu unread. So a
closing key held down as the card closed is not heard till let go, and none is heard
till the board has stood free (no move shown, no card) for `QUIET` seconds of game
time, as the hand-over card's grace (game/handover.py) keeps a key meant for what stood
before. Other keys (Tab, the arrows, H) play nothing at once and are heard; the first
of them ends the moment (the person has turned to the board: an Enter after a Tab is
meant)."""

from __future__ import annotations

import pygame

from .intents import Taken

QUIET = 0.5        # s the board stands free after a card closed before a key is heard


class Hush:
    """The keys held down (`down`), those held as a card closed (`stale`), and whether
    the moment after it still runs (`closed`, `free_since`)."""

    def __init__(self, keys: tuple[int, ...]) -> None:
        self.keys = keys                   # the card's closing keys
        self.down: set[int] = set()
        self.stale: set[int] = set()
        self.closed = False
        self.free_since: float | None = None

    def card_closed(self) -> None:
        """A key closed the card: the keys held now wait to be let go, and the moment
        begins (a click or its Continue begins none: no key of it to repeat)."""
        self.closed, self.free_since = True, None
        self.stale = self.down & set(self.keys)

    def tick(self, view) -> None:
        """Each step of game time: the moment counts from when the board stands free."""
        if not self.closed:
            return
        if view.blocked or view.round_pending:
            self.free_since = None
        elif self.free_since is None:
            self.free_since = view.now
        elif view.now - self.free_since >= QUIET:
            self.closed, self.free_since = False, None

    def handle(self, event) -> Taken | None:
        """A closing key pressed in the moment, or held as the card closed: used up."""
        if event.type == pygame.KEYUP:
            self.down.discard(event.key)
            self.stale.discard(event.key)
            return None
        if event.type != pygame.KEYDOWN:
            return None
        stale = event.key in self.stale
        self.down.add(event.key)
        if event.key not in self.keys:
            self.closed = False
            return None
        return Taken() if stale or self.closed else None
