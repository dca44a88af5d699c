"""A part of the board drawn once and shown again: its blits noted in order, with the
places between them where a glow may come (what is lit changes from frame to frame, the
pieces do not). A frame asked each island ~30 questions and the temple ~150 to draw the
same picture; a kept sketch is one `blits` call a run of pieces, its glows between them."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame


class Sketch:
    """Stands in for the window while a part of the board is drawn (blits only: a disc or
    a ring is a picture made once, as every piece is)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.bounds = pygame.Rect((0, 0), size)
        self.parts: list[tuple[list, Any]] = [([], None)]

    def blit(self, img: pygame.Surface, at, area=None, special_flags: int = 0) -> pygame.Rect:
        if area is not None or special_flags:
            raise ValueError("a sketch keeps whole pictures blitted plainly")
        self.parts[-1][0].append((img, at))
        return pygame.Rect(at[0], at[1], *img.get_size()).clip(self.bounds)

    def glow(self, target, piece: tuple | None = None) -> None:
        """Here `target` glows if it is lit or pointed at when the sketch is shown (its
        `piece`, a sprite and where it stands, drawn again over its own glow)."""
        self.parts[-1] = (self.parts[-1][0], (target, piece))
        self.parts.append(([], None))


class Kept(NamedTuple):
    """A sketch and what its drawing noted beside it: hit boxes and their outlines, the
    names written, entries of the board's dicts (pieces' places, counts' discs) and the
    attributes it set (the temple's fields' novices, books, discs)."""
    parts: list
    hits: list
    shapes: dict
    labels: list
    found: dict
    state: dict


def kept_blits(surf: pygame.Surface, kept: Kept, glow) -> None:
    """Show `kept` on `surf`, calling `glow(target, piece)` at each place a glow may come."""
    for blits, lit in kept.parts:
        if blits:
            surf.blits(blits, doreturn=False)
        if lit is not None:
            glow(*lit)
