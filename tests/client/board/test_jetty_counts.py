"""The novices waiting on the jetty show their counts as each player's group's own (round
6: bare white numbers beside the figures did not read as counts): a dark badge with a
light rim, as the islands' counts, at each figure's shoulder; four players' groups fit
side by side, no badge over another, over another player's figure, over the jetty's
name or over a path tile, and no figure stands on the name (fresh12). Drawn by the real
loop at normal speed at 1024x700, 1280x800 and 1920x1080."""

from __future__ import annotations

import pygame
from positions import play
from test_board_pieces import crowded
from test_colour_vision import contrast, seen

from luna.client.board.targets import GuardianTile, Jetty, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game


def test_four_players_counts_on_the_jetty_are_badges_clear_of_each_other(tmp_path):
    s = crowded()
    s["jetty"][2] = 3                                   # all four players wait there
    s["supply"]["novices"][2] -= 3
    for size in [(1024, 700), (1280, 800), (1920, 1080)]:
        app = make_app(tmp_path / f"{size[0]}", speed="normal", size=size)
        open_game(app, play(s), autosave=False)
        frames(app, 4)
        board, shot = app.scene.board, app.screen
        badges = board.jetty_badges
        assert set(badges) == {Jetty(p) for p in range(4)}, f"{size}: {set(badges)}"
        jetty = pygame.Rect(app.scene.lay.jetty)
        name = next(r for r in board.labels if r.colliderect(jetty.inflate(0, 20))
                    and r.top >= jetty.centery)
        figures = {tg: r for r, tg in board.hits if isinstance(tg, Jetty)}
        tiles = [r for r, tg in board.hits if isinstance(tg, Tile | GuardianTile)]
        for tg, r in figures.items():      # the name stands clear of every figure (fresh12)
            shade = r.inflate(4, 4)            # the figure's rim of shade, and air under it
            assert not shade.inflate(0, 6).colliderect(name), \
                f"{size}: {tg}'s figure {r} stands on the name {name}"
        for tg, disc in badges.items():
            assert jetty.inflate(0, 10).contains(disc), f"{size}: {tg}'s count {disc} off"
            assert not disc.colliderect(name.inflate(2, 2)), f"{size}: {tg} over the name"
            assert disc.collidelist(tiles) < 0, f"{size}: {tg}'s count over a path tile"
            for other, d2 in badges.items():
                assert other == tg or not d2.colliderect(disc), f"{size}: {tg} on {other}"
            for other, r in figures.items():       # its own chip: its figure and count
                c = r.clip(disc)
                assert other == tg or c.w * c.h <= 2, f"{size}: {tg}'s count over {other}"
            # a dark disc with a light rim, the count light on it
            ground = seen(shot.get_at((disc.x + 2, disc.centery)), None)
            rim = seen(shot.get_at((disc.centerx, disc.y)), None)
            assert ground < 0.03 and contrast(rim, ground) >= 4, f"{size}: {tg} no badge"
            lit = max(seen(shot.get_at((x, y)), None) for x in range(disc.x + 3, disc.right - 3)
                      for y in range(disc.y + 3, disc.bottom - 3))
            assert contrast(lit, ground) >= 7, f"{size}: {tg}'s count unreadable"
        pygame.image.save(shot, str(tmp_path / f"jetty{size[0]}.png"))
