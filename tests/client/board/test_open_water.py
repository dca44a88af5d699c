"""The open water (`clearing.open_spot`): a note's place is the one nearest its anchor
(of two as near, the leftmost, then the highest) over none of the board's play nor of
what is taken, as if every place were sorted by distance and tried in turn; where none
stands clear and `least` is asked, the place over the least of the play."""

from __future__ import annotations

import random

import pygame
import pytest

from luna.client.board.clearing import STEP, open_spot


def sorted_spot(size, mask, area, near, taken=(), least=False):
    """Every place sorted by distance, each tested against the mask in turn."""
    w, h = size
    if w > area.w or h > area.h:
        return None
    box = pygame.mask.Mask((w, h), fill=True)
    xs = list(range(area.left, area.right - w + 1, STEP)) + [area.right - w]
    ys = list(range(area.top, area.bottom - h + 1, STEP)) + [area.bottom - h]
    places = sorted(((x + w / 2 - near[0]) ** 2 + (y + h / 2 - near[1]) ** 2, x, y)
                    for x in xs for y in ys)
    free = [(x, y) for _, x, y in places if pygame.Rect(x, y, w, h).collidelist(taken) < 0]
    for x, y in free:
        if mask.overlap(box, (x, y)) is None:
            return pygame.Rect(x, y, w, h)
    if not least or not free:
        return None
    x, y = min(free[::3], key=lambda p: mask.overlap_area(box, p))
    return pygame.Rect(x, y, w, h)


def play(rng: random.Random, size: tuple[int, int], blots: int) -> pygame.mask.Mask:
    """A window's mask with `blots` rectangles of play set."""
    mask = pygame.mask.Mask(size)
    for _ in range(blots):
        w, h = rng.randint(5, size[0] // 3), rng.randint(5, size[1] // 3)
        mask.draw(pygame.mask.Mask((w, h), fill=True),
                  (rng.randint(-20, size[0]), rng.randint(-20, size[1])))
    return mask


@pytest.mark.parametrize("seed", range(40))
def test_open_spot_is_the_nearest_clear_place(seed):
    rng = random.Random(seed)
    screen = rng.choice([(320, 240), (400, 300), (257, 199)])
    mask = play(rng, screen, rng.randint(0, 14))
    for _ in range(12):
        area = pygame.Rect(rng.randint(-10, 60), rng.randint(-10, 60),
                           rng.randint(40, screen[0]), rng.randint(40, screen[1]))
        size = rng.randint(1, area.w + 4), rng.randint(1, area.h // 2)
        near = rng.randint(0, screen[0]), rng.randint(0, screen[1])
        taken = [pygame.Rect(rng.randint(0, screen[0]), rng.randint(0, screen[1]),
                             rng.randint(0, 90), rng.randint(0, 60))
                 for _ in range(rng.randint(0, 3))]
        least = rng.random() < 0.3
        want = sorted_spot(size, mask, area, near, taken, least)
        assert open_spot(size, mask, area, near, taken, least) == want, \
            (screen, area, size, near, taken, least)
