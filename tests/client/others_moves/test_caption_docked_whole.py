"""Where the board's foot has no free place (1024x700, German, 150 % text) a computer's
move is told by a caption docked across the panel's action area, over the log
(game/captions.py). Fresh players saw, during the computers' turns, a bare band of the
panel's glass there (716,267,304,191), the log's heading gone: the log was covered while
the caption faded in and out, so for a third of each move nothing stood there; and
between two moves the log came back for a quarter of a second. On the real loop at
normal speed, the start screen's computers (Initiate) playing, each frame: where the log
is covered a caption's words stand there, and while the next computer's move is still to
come the caption stays (the log does not blink back between two captions)."""

from __future__ import annotations

import pygame

from luna.client.demo.driver import frames, make_app, past_scoring, wait_frames
from luna.client.opening import open_game
from luna.engine import new_game


def words_in(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """Light pixels (words: ink, a title in a player's colour) in `rect`, every other one."""
    r = rect.clip(surf.get_rect())
    return sum(1 for x in range(r.left, r.right, 2) for y in range(r.top, r.bottom, 2)
               if sum(surf.get_at((x, y))[:3]) > 450)


def four_computers(tmp_path, before=lambda game: None):
    """The start screen's computers (Initiate) at a table of four, at 1024x700 in German at
    150 % (`before`: what happened to the game before it opens): the app and its screen."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de",
                   text_size=150)
    app.worker_process = False
    app.goto("menu")
    seats = [{"kind": "initiate", "seed": k} for k in (1, 2, 3, 4)]
    game = new_game(players=4, seed=4, setup="intro", seats=seats)
    game.header["seats"] = seats
    before(game)
    open_game(app, game, autosave=False)
    return app, app.scene


def test_a_docked_caption_stands_whole_and_stays_till_the_next_move(tmp_path):
    app, scene = four_computers(tmp_path)
    wait_frames(app, lambda: scene.show.docked() is not None, 60)
    seen, was, shown = 0, True, set()
    while len(shown) < 4 and seen < 900:
        frames(app, 1)
        seen += 1
        dock = scene.show.docked()
        if dock is not None:
            if scene.show.caption is not None:
                shown.add(id(scene.show.caption))
            assert words_in(app.screen, dock) > 150, (seen, dock)
        elif was and scene.show.caption is None and scene.table.thinking_for is not None \
                and scene.round_end.scoring_round() is None:
            raise AssertionError(f"frame {seen}: the log came back between two moves")
        was = dock is not None
    assert len(shown) >= 4, (seen, len(shown))       # four moves' captions seen
    pygame.display.quit()


def test_the_last_rounds_caption_does_not_stand_into_the_next_round(tmp_path):
    """French 1280x800 125 % and German 1024x700 150 % fresh players: as round 2 began, the
    caption of round 1's last meditation ("... Scoring of round 1") still stood over the
    log with another player to move."""
    def to_the_last_marker(game) -> None:
        markers = game.snapshot()["time_markers"]
        while markers["turned"] < markers["total"] - 1:
            game.apply({"type": "meditate", "player": game.to_move})
            markers = game.snapshot()["time_markers"]

    app, scene = four_computers(tmp_path, to_the_last_marker)
    before: set = set()
    wait_frames(app, lambda: (before.add(id(scene.show.caption)) if scene.show.caption
                              else None) or scene.summary is not None, 120)
    frames(app, 2)
    assert scene.summary is not None
    for _ in range(600):                  # the card passed, round 2 begins
        if past_scoring(app, scene):
            break
        frames(app, 1)
    assert scene.snap["round"] == 2
    for k in range(120):
        frames(app, 1)
        if scene.show.caption is not None:
            break                           # (the next move's own caption)
        dock = scene.show.docked()
        assert dock is None, f"frame {k} of round 2: the last round's caption stands at {dock}"
    pygame.display.quit()
