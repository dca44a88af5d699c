"""A novice on a temple field stands out from the field's pale stone in every colour, White
too (a French fresh player at 1280x800, 125 % text: "of the four colours, White is the
one you lose": its white-grey robe stood on the cream fields and temple tiles at 1.1-1.6:1,
a thin dark rim its only edge). What a person sees round a light robe (White's, Yellow's),
up to 5 px from it, is dark enough to set it off at least 3:1 in luminance, in grey and
for colour-blind eyes, on the palest stone (the white row's) and on a temple tile (White
2.0-3.8:1 and Yellow 1.4:1 before, 6.4:1 and 4.4:1 at least after, at 1280x800). Drawn by
the real loop at normal speed at 1280x800 in French at 125 % text and at 1920x1080."""

from __future__ import annotations

import statistics

import pygame
import pytest
from positions import blank, play, temple_novice
from test_colour_vision import EYES, _grown, _pixels, _shrunk, contrast, seen

from luna.client.board import art
from luna.client.board.targets import Field
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

# (field, its player's colour, a Book beside it): 1-7 lie in the white row's stone
HELD = [(1, "white", True), (3, "white", False), (8, "white", True), (12, "yellow", False),
        (20, "blue", False), (27, "red", True), (5, "white", False)]


LIGHT = ("white", "yellow")     # the light pieces (a dark one's own rim is its edge)
M = 6                   # px round the novice's picture looked at


def position():
    snap = blank(4)
    for number, colour, book in HELD:
        temple_novice(snap, number, snap["colours"].index(colour), book=book)
    return play(snap)


def _ratios(app, eye) -> dict[int, float]:
    board, shot = app.scene.board, app.screen
    out = {}
    for number, colour, _ in HELD:
        if colour not in LIGHT:
            continue
        target = Field(number)
        at = board.field_novices[target]              # the plain novice, as drawn
        plain = art.novice(colour, at.h)
        assert plain.get_size() == at.size
        body = pygame.mask.Mask((at.w + 2 * M, at.h + 2 * M))   # (room round it)
        body.draw(pygame.mask.from_surface(plain, 200), (M, M))
        at = at.move(-M, -M)
        inside = _shrunk(body, 2)                     # the robe, not its outline
        ring = _grown(body, 5)
        ring.erase(_grown(body, 1), (0, 0))           # round it, to 5 px
        near = [p for p in _pixels(ring) if shot.get_rect().collidepoint(
            at.x + p[0], at.y + p[1])]
        for other in (board.owner_badges.get(target), board.books.get(target)):
            if other is not None:                     # (not its badge nor its Book)
                near = [(x, y) for x, y in near
                        if not other.collidepoint(at.x + x, at.y + y)]
        assert len(near) > 20
        piece = statistics.median(seen(shot.get_at((at.x + x, at.y + y)), EYES[eye])
                                  for x, y in _pixels(inside))
        around = statistics.median(seen(shot.get_at((at.x + x, at.y + y)), EYES[eye])
                                   for x, y in near)
        out[number] = contrast(piece, around)
    return out


@pytest.mark.parametrize("size,lang,text", [((1280, 800), "fr", 125),
                                            ((1920, 1080), "en", 100)])
def test_a_novice_on_a_temple_field_stands_out_from_its_stone(tmp_path, size, lang, text):
    app = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text)
    try:
        open_game(app, position(), autosave=False)
        frames(app, 8)
        for eye in EYES:
            for number, ratio in _ratios(app, eye).items():
                assert ratio >= 3.0, \
                    f"{size} {eye}: the novice on field {number} stands {ratio:.2f}:1 " \
                    "from what is round it"
    finally:
        app.settings.text_size = 100
        app.save_settings()
