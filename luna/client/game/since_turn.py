"""What the others just did, still readable when the person's turn comes: the caption of
the last move shown (game/pacing.py) stands on where it stood, whole, until the person
acts (a click or a key: a move, a tray, the Hint) or for `STAY` seconds; one telling the
loss of a novice of the person's (`Caption.loss`) until the person acts, however long
they take: it is what they must not miss, and 8 s passed before they looked. A show of
short moves may end seconds after the person's last click: a glance at the board then
found it changed and nothing saying how.

It is one of the floating texts over the board (game/floating.py): before a first-use
tip and the notes (they wait), after a reply; before the hover text till the pointer
moves, after it once the person points at something (its time running on meanwhile).
It never covers a place lit for the person's click: where it would, it stands where it
hides none (along the board's edge, as a caption does), else across the panel's action
area over the log, where a caption with no water clear docks (frame.draw_standing),
else not (the log tells the move). Docked, it floats over nothing of the board, and
goes once the pointer comes into the panel (the log under it tells the same move)."""

from __future__ import annotations

import pygame

from .captions import LAND, Caption, corner_spot
from .handover import HandOver

STAY = 8.0                     # seconds it stands without the person acting
FADE = 0.4                     # its last seconds, fading


class SinceTurn:
    """The last move's caption (`last`, set as each move's show paints it), standing on
    from the person's turn (`since`, the game's clock then)."""

    def __init__(self) -> None:
        self.last: Caption | None = None
        self.since: float | None = None
        self.shown: pygame.Rect | None = None       # where it stood at the last drawing
        self.moved = False                          # the pointer moved while it stood
        self._image: tuple | None = None            # (caption, its standing picture)
        self._place: tuple | None = None            # (what it keeps off, where it stands)

    def shown_move(self, caption: Caption) -> None:
        """A move's show paints its caption: the one to stand on, if the show is the last;
        but a caption telling the expulsion of a novice of the person's (`Caption.loss`)
        stands on before those of the moves after it (a computer's Meditation after it
        told nothing the person had to know), till the person acts."""
        if self.last is not None and self.last.loss and not caption.loss:
            self.since = None
            return
        self.last, self.since = caption, None

    def acted(self) -> None:
        """The person clicked or pressed a key: what was done before is past."""
        self.last = self.since = self.shown = None

    def pointed(self) -> None:
        """The pointer moved: a hover text the person points for comes before it."""
        self.moved = self.since is not None

    def tick(self, view, busy: bool) -> None:
        """From the show's end, while the person may act, for `STAY` seconds; not into a
        round's scoring, nor under another screen, a card or the hot seat's hand-over."""
        if busy or self.last is None:
            self.since = None
            return
        if not view.table.may_act and self.last.loss and not (
                view.frame.scored or view.summary is not None or view.covered):
            self.since = None           # a loss waits for the person's turn (others to move)
            return
        if view.frame.scored or view.summary is not None or view.covered \
                or not view.table.may_act or view.back is not None or HandOver.stands(view):
            self.last = self.since = None
            return
        if self.since is None:
            self.since, self.moved = view.now, False
        if self.since is not None and view.now - self.since >= self.lasts() or self.last.docked \
                and self.moved and view.mouse[0] >= view.lay.panel[0]:
            self.last = self.since = None       # (docked: the log it stood over pointed at)

    def lasts(self) -> float:
        """Seconds the caption stands without the person acting: `STAY`, a loss's until
        they act."""
        return float("inf") if self.last is not None and self.last.loss else STAY

    def stirs(self, now: float) -> bool:
        """Frames to draw: its standing to begin, or its time nearly up (it fades, goes)."""
        return self.last is not None and (self.since is None
                                          or now - self.since >= self.lasts() - FADE)

    def stands(self, caption: Caption | None = None) -> bool:
        """Whether a caption (or `caption`) stands on at the person's turn."""
        return self.since is not None and self.last is not None and \
            (caption is None or caption is self.last)

    def standing(self) -> Caption | None:
        """The caption standing on, if one does (the toasts keep off it)."""
        return self.last if self.stands() else None

    def floats(self) -> bool:
        """A caption stands on, over the board (not docked over the panel's log)."""
        return self.stands() and not self.last.docked

    def holds_tips(self) -> bool:
        """A caption stands, or is about to once its show ends: a first-use tip waits."""
        return self.last is not None

    def draw(self, surf: pygame.Surface, view, may: bool, off: list, play=None) -> None:
        """On the board, where the one floating text may be it (`may`), clear of `off`
        (the places lit for a click, the coming scoring's plates: toast_place.tip_off)
        and, moved, of the board's `play`."""
        self.shown = None
        cap = self.last
        if not may or not self.stands() or cap.docked or cap.rect is None:
            return
        if self._image is None or self._image[0] is not cap:
            self._image = (cap, cap.standing())
        img = self._image[1]
        at = self.place(cap, img, view, off, play)
        if at is None:
            return
        left = self.lasts() - (view.now - self.since)
        img.set_alpha(max(0, min(255, int(255 * min(1.0, left / FADE)))))
        surf.blit(img, at)
        self.shown = at

    @property
    def placed(self) -> pygame.Rect | bool | None:
        """Where it stands on the board as last placed (None: nowhere, False: not yet)."""
        return False if self._place is None else self._place[1]

    def place(self, cap: Caption, img: pygame.Surface, view, off: list, play
              ) -> pygame.Rect | None:
        """Where it stands: where it stood, unless that covers a lit place or the coming
        scoring's plates; then the place along the board's edge that covers none and no
        island, else none."""
        key = (id(cap), tuple(map(tuple, off)), tuple(view.lay.board))
        if self._place is not None and self._place[0] == key:
            return self._place[1]
        at = pygame.Rect(cap.rect.topleft, img.get_size())
        area = pygame.Rect(view.lay.board)
        if at.collidelist(off) >= 0 or not area.contains(at):
            keep = [(r, LAND) for r in off] + list(view.board.keep_clear(pygame.Rect(0, 0, 0, 0)))
            at, _, over = corner_spot([img], area, keep, play)
            if over or at.collidelist(off) >= 0:
                at = None
        self._place = (key, at)
        return at
