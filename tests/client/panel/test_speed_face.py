"""The speed tool's picture reads as the animations' pace, not as "next turn": a fresh
French player read its ">" chevron as the next turn's button. Each speed draws its own
picture, and none is the chevron alone."""

from __future__ import annotations

import itertools

import pygame

from luna.client.game.game_buttons import SPEEDS
from luna.client.widgets.tool_icons import BIG, STROKE, tool_icon

SIZE = 48


def ink(img: pygame.Surface) -> set[tuple[int, int]]:
    w, h = img.get_size()
    return {(x, y) for x in range(w) for y in range(h) if img.get_at((x, y)).a > 100}


def chevron() -> set[tuple[int, int]]:
    """The ">" the tool showed: one chevron in the middle, drawn with the tools' stroke."""
    s = SIZE * BIG
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    w = max(BIG * 2, round(s * STROKE))
    pts = [(round(0.4 * s), round(0.28 * s)), (round(0.62 * s), round(0.5 * s)),
           (round(0.4 * s), round(0.72 * s))]
    pygame.draw.lines(big, (255, 255, 255), False, pts, w)
    for p in pts:
        pygame.draw.circle(big, (255, 255, 255), p, w // 2)
    return ink(pygame.transform.smoothscale(big, (SIZE, SIZE)))


def test_each_speed_has_its_own_picture_and_none_is_the_chevron():
    faces = {sp: ink(tool_icon(f"speed.{sp}", SIZE, (255, 255, 255))) for sp in SPEEDS}
    for a, b in itertools.combinations(SPEEDS, 2):
        assert len(faces[a] ^ faces[b]) > SIZE, (a, b)       # told apart at a glance
    arrow = chevron()
    for sp, face in faces.items():
        same = len(face & arrow) / len(face | arrow)
        assert same < 0.4, (sp, same)
        # a dial: ink across most of the picture's width, low on both sides
        xs = [x for x, y in face if y > SIZE * 0.55]
        assert max(xs) - min(xs) > SIZE * 0.6, sp


def test_the_needle_leans_further_right_the_faster():
    def lean(sp: str) -> float:
        """Where the needle's ink stands, left to right, above the dial's hub."""
        face = [(x, y) for x, y in ink(tool_icon(f"speed.{sp}", SIZE, (255, 255, 255)))
                if SIZE * 0.3 < y < SIZE * 0.58 and SIZE * 0.2 < x < SIZE * 0.8]
        return sum(x for x, _ in face) / len(face)
    assert lean("normal") < lean("fast")
