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
    blits: list              # all of its blits, for a frame where none of it glows
    targets: frozenset       # what may glow in it
    hits: list
    shapes: dict
    labels: list
    found: dict
    state: dict


def kept(sketch: Sketch, *noted) -> Kept:
    """`sketch` kept, with what its drawing noted (Kept's fields after its parts)."""
    return Kept(sketch.parts, [b for blits, _ in sketch.parts for b in blits],
                frozenset(lit[0] for _, lit in sketch.parts if lit is not None), *noted)


def show(surf: pygame.Surface, kept: Kept, glow, lit: set, hover) -> None:
    """Show `kept` on `surf`, calling `glow(target, piece)` where one of its targets that
    is `lit` or the `hover` glows; its blits between in as few calls as may be (most
    frames light none of a part's targets: one call)."""
    if hover not in kept.targets and kept.targets.isdisjoint(lit):
        surf.blits(kept.blits, doreturn=False)
        return
    run: list = []
    for blits, at in kept.parts:
        run += blits
        if at is not None and (at[0] == hover or at[0] in lit):
            surf.blits(run, doreturn=False)
            run = []
            glow(*at)
    if run:
        surf.blits(run, doreturn=False)
