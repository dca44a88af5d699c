"""The novice a move being built sends to an island reads as "your novice, arriving" on
any ground, standing over no other piece (a French fresh player at 1280x800, 125 %: a
yellow ghost drawn see-through in a light of its colour was lost on the island's gold
glow, only its "+1" seen, and others stood over a group or a shrine). Built through the
real loop at normal speed, at 1280x800 (French, 125 %) and 1920x1080."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves
from test_move_arrows import build_travel

from luna.client.board.arrows import ghost
from luna.client.board.targets import Figure, Group, IslandFavours, Jetty, Shrine
from luna.client.demo.driver import frames, make_app
from luna.client.game.builder_view import ghost_size, ways
from luna.client.opening import open_game

CASES = [((1280, 800), "fr", 125), ((1920, 1080), "en", 100)]


def luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{lang}-{text}" for (w, h), lang, text in CASES])
def app(request, tmp_path):
    size, lang, text = request.param
    one = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text)
    open_game(one, random_moves(3, 1, 30), autosave=False)
    frames(one, 3)
    yield one
    one.settings.text_size = 100
    one.save_settings()
    pygame.display.quit()


def test_the_arriving_novice_stands_out_from_its_ground_and_covers_no_piece(app):
    _, sent = build_travel(app, dests=2)
    scene = app.scene
    frames(app, 30)
    drawn = scene.builder_drawn
    assert {i for i, _, _ in drawn.ghosts} == set(sent)
    b = scene.builder
    lying = {w.to: not w.to_active for w in ways(scene.game, b)}
    pieces = [(r, tg) for r, tg in scene.board.hits
              if isinstance(tg, Group | Shrine | IslandFavours | Figure | Jetty)]
    marks = scene.board.landmarks(scene.snap, scene.lay)
    for island, g, _ in drawn.ghosts:
        # its edge against the ground just round it, as the screen shows both (2.5:1 and
        # more: a near black rim on the islands' mid green land is 3:1 at best)
        shape = pygame.mask.from_surface(ghost(scene.snap["colours"][b.player],
                                               ghost_size(scene.lay), lying[island]), 128)
        edge = [(g.x + x, g.y + y) for x, y in shape.outline()]
        wider = shape.convolve(pygame.mask.Mask((7, 7), fill=True))
        round_it = [(g.x + x - 3, g.y + y - 3) for x, y in wider.outline()]
        screen = app.screen
        bounds = screen.get_rect()
        ground = sorted((screen.get_at(p)[:3] for p in round_it if bounds.collidepoint(p)),
                        key=luminance)
        under = ground[len(ground) // 2]                     # the ground's middle shade
        seen = [contrast(screen.get_at(p), under) >= 2.5 for p in edge if bounds.collidepoint(p)]
        share = sum(seen) / len(seen)
        assert share > 0.8, f"the ghost on island {island}: {share:.0%} of its edge " \
                            f"stands out from {under}"
        for r, tg in pieces:
            assert not g.colliderect(r), f"the ghost at {g} covers {tg} at {r}"
        for m in marks:
            assert not g.colliderect(m), f"the ghost at {g} covers a landmark at {m}"
