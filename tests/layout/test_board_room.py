"""The board and the panel as one picture (issue 21):
"at 150 % text size the board shrinks while the panel grows" and "at 1920x1080 the
panel's words are large beside the board's small labels". A larger text size makes the
words larger, the panel's and the board's own labels alike, and leaves the board its room;
in a large window the board's labels and the panel's words are one family of sizes.

Driven through the real loop at normal animation speed; the text size changed as the
Settings' drop-down changes it (app.save_settings: every widget built anew); every size
read where the words were really drawn (layout_check's recording surface).
"""

from __future__ import annotations

import pygame
import pytest
from layout_check import board_problems, draw_recorded, panel_problems

from luna import text as i18n
from luna.client.board.targets import GuardianTile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game
from luna.text import kind as kind_name


def _game(players: int):
    return new_game(players=players, seed=3, setup="intro",
                    seats=[{"kind": "human"}] * players)


def _look(app) -> dict:
    """What a person sees of the proportions: the board's rect and drawn scale, the
    islands' names' size on the board, the log's words' size in the panel, the smallest
    label on the board, and what overlaps or is cut."""
    frames(app, 30)                               # (normal speed: the first turn's glow)
    scene = app.scene
    rec = draw_recorded(app)
    lay = scene.lay
    board, log = pygame.Rect(lay.board), pygame.Rect(scene.panel.log_rect)
    names = {kind_name(i["kind"]) for i in scene.snap["islands"]}
    # (the Guardian's value on its disc at his tile's corner is sized by the tile, as a
    # piece's mark: grown with the text it hid the Guardian, F049)
    guardian = [r for r, tg in scene.board.hits if isinstance(tg, GuardianTile)]
    on_board = [d for d in rec.texts if board.contains(d.rect)
                and not any(r.contains(d.rect) for r in guardian)]
    return {"board": board, "scale": lay.scale,
            "names": [d.size for d in on_board if d.words in names],
            "least": min(d.size for d in on_board),
            "log": [d.size for d in rec.texts if log.contains(d.rect)
                    and d.words != i18n.t("panel.log")],           # (not its heading)
            "bad": board_problems(scene, rec, None) + panel_problems(scene, rec)}


def _at(app, text_size: int) -> dict:
    app.settings.text_size = text_size
    app.save_settings()                           # as the Settings' drop-down does
    return _look(app)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_larger_text_size_grows_the_words_and_leaves_the_board_its_room(tmp_path, size):
    """At 150 % the board keeps (nearly) all of its room (at 1280x800 the panel took 9 %
    of it and the board's labels shrank to 13 px), the islands' names and the log's words
    are larger than at 100 %, and nothing is cut or runs into anything."""
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.goto("menu")
    frames(app, 2)
    open_game(app, _game(3), autosave=False)
    small = _at(app, 100)
    large = _at(app, 150)
    area = large["board"].w * large["board"].h / (small["board"].w * small["board"].h)
    assert area >= 0.96, f"the board keeps {area:.0%} of its room at 150 %"
    assert large["scale"] >= 0.96 * small["scale"], "the board is drawn smaller at 150 %"
    assert min(large["names"]) > max(small["names"]), (small["names"], large["names"])
    assert min(large["log"]) > max(small["log"]), (small["log"], large["log"])
    assert not large["bad"], "\n".join(large["bad"])


BAND = (1.05, 1.5)      # an island's name to the log's words, as at 1280x800 (15 to 12 px)


@pytest.mark.parametrize("players", [2, 4])
def test_the_boards_labels_and_the_panels_words_are_one_family_in_a_large_window(
        tmp_path, players):
    """At 1920x1080 the islands' names stand a little larger than the panel's running
    words (as at 1280x800), at 100 % and at 150 %; no label on the board is smaller than
    the log's words (the entrance's was 14 px beside a log of 16 px; with two players the
    panel's words grew into its room to 22 px beside the islands' names of 20 px)."""
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), menu=False)
    app.goto("menu")
    frames(app, 2)
    open_game(app, _game(players), autosave=False)
    for text_size in (100, 150):
        seen = _at(app, text_size)
        name, log = max(seen["names"]), max(seen["log"])
        assert BAND[0] <= name / log <= BAND[1], \
            f"{text_size} %: islands' names {name} px beside the log's {log} px"
        assert seen["least"] >= log, \
            f"{text_size} %: a board label of {seen['least']} px beside the log's {log} px"
        assert not seen["bad"], "\n".join(seen["bad"])
