"""The captions' sweep: a computer's move told by its caption on the board
(game/captions.py), and the tips said over the board, at the window sizes, languages and
text sizes where they are tightest, on the real loop at normal speed, and every case's
screen keeps the rules every screen keeps (`layout_check.run_look`). Its named cases:

- caption-place: every caption stands on the board's bottom edge at its left corner,
  over no island, each game's first caption there too, whatever the game before left.
- caption-on-its-board: a caption still fading when another screen opens over the game
  goes with the board under it.
- caption-band: where no corner is free it stands as one row in the free sea along the
  board's edge, over no island, piece or name, nor the "Faster" chip, inside the board.
- caption-docked-width: docked over the panel's action area, it spans the log's width.
- caption-docked-whole: where the log is covered a caption's words stand there, and
  while the next computer's move is still to come the caption stays.
- caption-new-round: the last round's caption does not stand into the next round.
- caption-faster: the "Faster" chip and a caption stand apart; `own-game`: the game
  in which they stood together, its first moves played.
- tips-off-names: a new player's first-use tips (the Moon Priestess's next place at the
  first turn, a tray's badges, the first Travel's by a drop) stand one at a time, each
  over no island's name (F602: a tip covered the Shrine island's name at 1920x1080).
- consecration-tip: the Consecration's first-use tip (F1034) stands whole in the window,
  over no island's name.
- tip-docked: a first-use tip (the Moon Priestess's at the first turn, then a tray's
  badges) stands docked in the side panel where it has room (F1045): whole, inside the
  window and the panel, under the players' cards and the tray, over none of the log's
  lines nor the panel's other words; never inside the board's area (F1071): where the
  panel has no room it waits unseen, then stands docked once the tray is closed; a tip
  taller than the panel's whole room stands in parts, each docked (every window size ×
  language × text size).
"""

from __future__ import annotations

import pygame
import pytest
from layout_check import Look, look_id, pixels, run_look

from luna.client.board.layout import CAPTION_GAP
from luna.client.board.targets import Figure, Group, Island, IslandFavours, Shrine
from luna.client.demo.driver import frames, key, past_scoring, wait_frames
from luna.client.game.captions import EDGE
from luna.client.game.first_sights import KEYS
from luna.client.opening import open_game
from luna.engine import new_game
from luna.seats import LEVELS
from luna.text import t

PIECES = Island | Group | IslandFavours | Shrine | Figure


def computers(app, players: int, seed: int, kind: str = LEVELS[0], before=None):
    """A table of computers at the app (`before`: what happened to the game first)."""
    seats = [{"kind": kind, "seed": k} for k in range(1, players + 1)]
    game = new_game(players=players, seed=seed, setup="intro", seats=seats)
    game.header["seats"] = seats
    if before is not None:
        before(game)
    open_game(app, game, autosave=False)
    return app.scene


def next_caption(app, scene, wait: int = 40):
    """The next caption, looked at as a person sees it."""
    wait_frames(app, lambda: scene.show.caption is not None
                and scene.show.caption.rect is not None, wait)
    caption = scene.show.caption
    frames(app, 12)
    return caption


def _glass(app, box) -> None:
    """The caption's glass drawn at its right end, not the sea's art or the log's ground."""
    c = app.screen.get_at((box.right - 8, box.centery))
    assert sum(c[:3]) < 200, c


def _captions(app, scene, n: int) -> list[pygame.Rect]:
    """Where the next `n` captions stood, each over no island's piece, its glass drawn."""
    out = []
    for _ in range(n):
        caption = next_caption(app, scene)
        box = pygame.Rect(caption.rect)
        over = [tg for r, tg in scene.board.hits if box.colliderect(r) and isinstance(
            tg, PIECES)]
        assert not over, (caption.kind, box, over)
        _glass(app, box)
        out.append(box)
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)
    return out


def captions_stand_in_one_place(app) -> None:
    scene = computers(app, 3, 4)
    board = pygame.Rect(scene.lay.board)
    boxes = _captions(app, scene, 3)
    app.goto("menu")
    frames(app, 2)
    scene = computers(app, 3, 9)                      # another game: its first caption
    boxes += _captions(app, scene, 1)
    for box in boxes:
        assert board.contains(box), (box, board)
        assert box.bottom == board.bottom - CAPTION_GAP, (box, board)    # on the bottom edge
        assert box.x == board.x + EDGE, (box, board)                # from its left corner


def a_caption_stays_on_its_board(app) -> None:
    scene = computers(app, 3, 4)
    box = pygame.Rect(next_caption(app, scene).rect)

    def ink(least: int) -> int:      # the caption's light words, as a person sees them
        return sum(1 for c in pixels(app.screen, box) if sum(c) > least)

    assert ink(450) > 40
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.scene is not scene
    assert ink(150) < 10, ink(150)         # (its words under the pause's veil: none)
    assert scene.show.caption is None


def a_caption_band_stands_over_no_island(app) -> None:
    scene = computers(app, 3, 4)
    board = pygame.Rect(scene.lay.board)
    for _ in range(2):
        caption = next_caption(app, scene, 30)
        box = caption.rect
        assert board.contains(box), box
        over = [tg for r, tg in scene.board.hits if box.colliderect(r) and isinstance(
            tg, PIECES)]
        assert not over, (caption.kind, box, over)
        assert box.collidelist(scene.board.labels) < 0, (caption.kind, box)
        chip = scene.show.chip_place(scene.show._chip_words().get_rect().inflate(38, 12).size)
        assert not box.colliderect(chip), (box, chip)
        _glass(app, box)
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 30)


def a_docked_caption_is_as_wide_as_the_log(app) -> None:
    scene = computers(app, 4, 4)
    wait_frames(app, lambda: scene.show.caption is not None
                and scene.show.caption.docked, 60)
    frames(app, 12)
    caption, dock = scene.show.caption, pygame.Rect(scene.show.dock)
    assert caption.rect.left == dock.left and caption.rect.width == dock.width, \
        (caption.rect, dock)
    c = app.screen.get_at((caption.rect.right - 6, caption.rect.centery))
    assert sum(c[:3]) < 200, c


def words_in(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """Light pixels (words: ink, a title in a player's colour) in `rect`, every other one."""
    r = rect.clip(surf.get_rect())
    return sum(1 for c in pixels(surf, r, 2) if sum(c) > 450)


def a_docked_caption_stands_whole_till_the_next_move(app) -> None:
    scene = computers(app, 4, 4, "initiate")
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


def _to_the_last_marker(game) -> None:
    markers = game.snapshot()["time_markers"]
    while markers["turned"] < markers["total"] - 1:
        game.apply({"type": "meditate", "player": game.to_move})
        markers = game.snapshot()["time_markers"]


def the_last_rounds_caption_ends_with_it(app) -> None:
    scene = computers(app, 4, 4, "initiate", _to_the_last_marker)
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


def the_faster_chip_stands_clear_of_the_caption(app) -> None:
    scene = computers(app, 4, 3)
    seen = 0
    for _ in range(5):        # (twelve: ~13 s more CPU in a run, the same places seen)
        caption = next_caption(app, scene)
        chip = scene.show.chip
        if chip is not None and not caption.docked:
            assert not chip.colliderect(caption.rect), (caption.lines, caption.rect, chip)
            seen += 1
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)
    assert seen


def the_chip_clear_in_the_game_they_met(app) -> None:
    """Red's Appointment on tile 12 after the person's Council move: the game's seed,
    seats and first four moves."""
    seats = [{"kind": "human"}] + [{"kind": "initiate", "seed": 820845253 + k}
                                   for k in range(3)]
    game = new_game(players=4, seed=820845252, setup="intro", seats=seats)
    game.header["seats"] = seats
    for cmd in ({"type": "council", "player": 1, "island": 0, "count": 2,
                 "novice_token": False},
                {"type": "appoint", "player": 2, "island": 1, "tile": 8, "bribe": False,
                 "novice_token": False},
                {"type": "banish", "player": 3, "count": 0, "novice_token": True},
                {"type": "council", "player": 0, "island": 4, "count": 2,
                 "novice_token": False}):
        game.apply(cmd)
    open_game(app, game, autosave=False)
    scene = app.scene
    for _ in range(3):
        caption = next_caption(app, scene)
        chip = scene.show.chip
        assert chip is None or caption.docked or not chip.colliderect(caption.rect), \
            (caption.lines, caption.rect, chip)
        wait_frames(app, lambda c=caption: scene.show.caption is not c, 40)


def tips_keep_off_the_names(p) -> None:
    from positions import blank, isl, novices, play
    from test_scoring_summary import open_at

    from luna.client.demo.driver import target_rect
    p.app.settings.tips_said = []                  # a new player's window
    s = blank(players=4)
    tides, herbs, shrine = isl(s, "tides"), isl(s, "herbs"), isl(s, "shrine")
    novices(s, tides, 0, active=3)
    novices(s, shrine, 0, active=3)
    open_at(p, play(s))
    scene = p.scene

    def off_the_names(when: str, tips: int) -> None:
        said = p.app.toast_words()
        assert len(said) == tips, (when, said)
        plates = scene.board.name_plates()
        for box in p.app.toast_rects:
            over = [i for plate, i in plates if box.colliderect(plate)]
            assert not over, f"{when}: the tip {box} over the names of islands {over}"
    p.wait(0.5)
    off_the_names("the first turn", 1)             # the Moon Priestess's next place
    p.click_on(Island(shrine))
    p.wait(0.5)
    off_the_names("a tray", 1)                     # its badges, the tip before gone
    p.key(pygame.K_ESCAPE)
    p.drag(target_rect(scene, Group(tides, 0, "active")).center,
           target_rect(scene, Island(herbs)).center)
    p.wait(0.5)
    off_the_names("the first Travel", 1)           # its count and its first-use tip


def the_consecration_tip_stands(p) -> None:
    """Another player's released tile (F1034): the Consecration's first-use tip stands,
    off the islands' names; the screen's rules then checked with it standing."""
    from positions import blank, play
    from test_scoring_summary import open_at
    p.app.settings.tips_said = [k for k in KEYS if k != "consecration"]
    s = blank(players=4)
    s["path"][s["guardian"] + 1]["claimed_by"] = 2
    s["supply"]["novices"][2] -= 1
    open_at(p, play(s))
    p.wait(0.5)
    said, whole = p.app.toast_words(), t("tip.consecration.first",
                                         points=s["path"][s["guardian"]]["guardian"])
    assert said == [whole] or len(said) == 1 and said[0].startswith("1/") and \
        said[0].split("  ", 1)[1] in whole, said        # (in parts where too tall)
    plates = p.scene.board.name_plates()
    for box in p.app.toast_rects:
        assert pygame.Rect(0, 0, *p.app.size).contains(box), box
        assert not [i for plate, i in plates if box.colliderect(plate)], box


def tips_dock_in_the_panel(p) -> None:
    """A tip taller than the panel's whole slot stands in parts (game/tip_parts.py), each
    docked like any tip."""
    from positions import blank, isl, novices, play
    from test_scoring_summary import open_at

    from luna.client.board.targets import LogLine
    p.app.settings.tips_said = [k for k in KEYS if k not in ("priestess_next",
                                                              "tray_badges")]
    s = blank(players=3)
    shrine = isl(s, "shrine")
    novices(s, shrine, 0, active=3)
    open_at(p, play(s))
    scene = p.scene
    window, board = pygame.Rect(0, 0, *p.app.size), pygame.Rect(scene.lay.board)

    def docked(when: str) -> None:
        said = p.app.toast_words()
        assert len(said) == 1, (when, said)
        if not p.app.toast_rects:       # no room in the panel now: it waits, unseen
            assert scene.toasts_at.floating.unseen and when != "the tray closed", \
                (when, said)
            return
        assert len(p.app.toast_rects) == 1, (when, p.app.toast_rects)
        box = p.app.toast_rects[0]
        assert window.contains(box), (when, box)
        at, ring = scene.toasts_at, scene.ring
        assert at.docked is not None, (when, box)   # never on the board, in parts if need be
        assert not box.colliderect(board), (when, box, board)    # never on the board
        assert pygame.Rect(scene.lay.panel).contains(box), (when, box)
        assert box.top >= scene.panel.log_rect.top, (when, box)     # the cards above it
        assert ring is None or not box.colliderect(ring.rect), (when, box, ring.rect)
        words = [r for r in scene.panel.lines_drawn if box.colliderect(r)] + \
            [r for r, tg in scene.board.hits if isinstance(tg, LogLine) and box.colliderect(r)]
        assert not words, (when, box, words)
        assert words_in(p.app.screen, box) > 0, when          # its words drawn in it
    p.wait(1.0)
    docked("the first turn")
    p.click_on(Island(shrine))
    p.wait(1.0)
    docked("a tray")                    # (its badges: never on the board)
    p.key(pygame.K_ESCAPE)              # the tray closed: its tip stands docked
    p.wait(1.0)
    docked("the tray closed")


def _long(look: Look):
    return pytest.param(look, marks=pytest.mark.long, id=look_id(look))


LOOKS = [
    _long(Look("caption-place", (1024, 700), "en", 100, captions_stand_in_one_place)),
    _long(Look("caption-place", (1024, 700), "en", 150, captions_stand_in_one_place)),
    _long(Look("caption-place", (1280, 800), "en", 100, captions_stand_in_one_place)),
    _long(Look("caption-place", (1920, 1080), "en", 100, captions_stand_in_one_place)),
    Look("caption-on-its-board", (1280, 800), "en", 100, a_caption_stays_on_its_board),
    Look("caption-band", (1280, 800), "en", 150, a_caption_band_stands_over_no_island),
    Look("caption-docked-width", (1024, 700), "de", 150, a_docked_caption_is_as_wide_as_the_log),
    Look("caption-docked-whole", (1024, 700), "de", 150,
         a_docked_caption_stands_whole_till_the_next_move),
    Look("caption-new-round", (1024, 700), "de", 150, the_last_rounds_caption_ends_with_it),
    Look("caption-faster", (1280, 800), "fr", 125, the_faster_chip_stands_clear_of_the_caption),
    Look("caption-faster", (1024, 700), "de", 150, the_faster_chip_stands_clear_of_the_caption),
    Look("caption-faster", (1920, 1080), "en", 100, the_faster_chip_stands_clear_of_the_caption),
    Look("caption-faster-own-game", (1280, 800), "fr", 125, the_chip_clear_in_the_game_they_met),
    *(Look("tips-off-names", size, lang, text, tips_keep_off_the_names, person=True, menu=False)
      for size, lang, text in [((1024, 700), "de", 150), ((1280, 800), "fr", 125),
                               ((1920, 1080), "en", 100)]),
    *(Look("consecration-tip", size, lang, text, the_consecration_tip_stands, person=True,
           menu=False)
      for size, lang, text in [((1024, 700), "de", 150), ((1280, 800), "fr", 125),
                               ((1024, 700), "nl", 100), ((1920, 1080), "en", 100)]),
    *(Look("tip-docked", size, lang, text, tips_dock_in_the_panel, person=True, menu=False)
      for size in [(1024, 700), (1280, 800), (1920, 1080)] for lang in ["en", "de", "fr", "nl"]
      for text in [100, 125, 150]),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_a_computers_caption_stands_whole_and_apart(tmp_path, look):
    run_look(tmp_path, look)
