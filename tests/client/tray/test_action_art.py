"""One picture per action (board/action_art.py), used by the menu, the ring, the log and
the rules book: every action has one of its own, in the player's colour, greyed when it
cannot be taken; the vendored icons it uses render from their SVG files."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from luna.client.board import action_art  # noqa: E402
from luna.client.board.action_art import ACTIONS, FAVOURS, ICONS, picture  # noqa: E402

pygame.init()
EVERY = list(ACTIONS) + [f"favour:{k}" for k in FAVOURS]


@pytest.mark.parametrize("action", EVERY)
def test_every_action_has_a_picture_of_the_asked_size(action):
    for size in (20, 64):
        pic = picture(action, size, "red")
        assert pic.get_size() == (size, size)
        assert pic.get_flags() & pygame.SRCALPHA
        assert pic.get_at((0, 0)).a == 0 and pic.get_at((size // 2, size // 2)).a > 245


def test_no_two_actions_share_a_picture():
    shots = {a: pygame.image.tobytes(picture(a, 48, "blue"), "RGBA") for a in EVERY}
    assert len(set(shots.values())) == len(EVERY)


def test_the_players_colour_and_greyed_show():
    assert pygame.image.tobytes(picture("recruit", 40, "red"), "RGBA") != \
        pygame.image.tobytes(picture("recruit", 40, "blue"), "RGBA")
    grey = picture("council", 40, "yellow", greyed=True)
    w, h = grey.get_size()
    coloured = [grey.get_at((x, y)) for x in range(w) for y in range(h)
                if grey.get_at((x, y)).a and len({*grey.get_at((x, y))[:3]}) > 1]
    assert not coloured
    assert grey.get_at((w // 2, h // 2)).a < 200               # dimmed as well as grey


def test_an_unknown_action_is_refused():
    with pytest.raises(KeyError):
        picture("dance", 32)


@pytest.mark.parametrize("name", sorted(p.stem for p in ICONS.glob("*.svg")))
def test_each_vendored_icon_renders_from_its_svg(name):
    """pygame-ce draws the SVG itself: a silhouette filling its square, not a blank or a
    solid block (and not the broken-install dot)."""
    img = pygame.image.load_sized_svg(str(ICONS / f"{name}.svg"), (64, 64))
    mask = pygame.mask.from_surface(img, 128)
    assert 0.12 < mask.count() / (64 * 64) < 0.8
    box = mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())
    assert max(box.w, box.h) > 48
    assert action_art.icon(name, 64).get_at(box.center) is not None


def test_the_icons_used_are_the_icons_vendored():
    from tools.vendor_icons import ICONS as LISTED
    assert {p.stem for p in ICONS.glob("*.svg")} == set(LISTED)


def _ink_of(pic: pygame.Surface, rgb) -> pygame.Rect:
    """Where `pic` shows the colour `rgb` (its body; shading a little off it)."""
    w, h = pic.get_size()
    spots = [(x, y) for x in range(w) for y in range(h)
             if pic.get_at((x, y)).a > 200
             and sum(abs(a - b) for a, b in zip(pic.get_at((x, y))[:3], rgb, strict=True)) < 60]
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_a_recruited_novice_is_pictured_lying_as_it_joins_inactive():
    """Recruit: "a novice from your supply joins them, inactive, beside that island" (the
    rules; DE "kommt inaktiv neben der Insel dazu"). A German fresh player read the tray's
    green "+1" and a standing novice as an active one joining: the gain's novice lies."""
    from luna.client.board.action_art import gain_badge
    from luna.client.board.art import PLAYER_RGB
    for h in (18, 26, 34):
        ink = _ink_of(gain_badge(1, "novice", "red", h, h - 6), PLAYER_RGB["red"])
        assert ink.w > ink.h, (h, ink)               # on its side: wider than tall
    # the preliminary round's pair stands (placed active): its own picture
    assert pygame.image.tobytes(picture("place_pair", 48, "red"), "RGBA") != \
        pygame.image.tobytes(picture("recruit", 48, "red"), "RGBA")
