"""The boxes over the game screen in order and in their places (issue 21, F054): the
Hint's box says the whole hint, however long, at every text size (a fresh player read
"…to the Novice island; 3" and no more) and covers nothing it marks; one box at a time
near the pointer (a pressed button's hover text goes; the Hint's card stands under a
button's hover text); a score's gain flies to the player's score in the panel; another player's
move is told in one fixed corner of the board. Each on the real loop at normal speed."""

from __future__ import annotations

import time

import pygame
import pytest
from test_hint_place import hint_of, stands

from luna import text as i18n
from luna.client.board.marks import hint_marks
from luna.client.demo.driver import click, frames, make_app, wait_frames
from luna.client.game import asked
from luna.client.game.hint_card import ended
from luna.client.game.hint_card import lines as card_lines
from luna.client.game.hinting import SIZES, WORDS_SIZE
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.client.window.fonts import px
from luna.engine import new_game


def _tides_game():
    """A game where the Tides may bring three novices to one island (a long hint)."""
    return new_game(players=3, seed=1, setup="intro", seats=[{"kind": "human"}] * 3)


LONG_TIDES = {"type": "tides", "player": 2, "moves": [
    {"from": 0, "active": True, "to": 1, "count": 1},
    {"from": 2, "active": True, "to": 1, "count": 1},
    {"from": 5, "active": True, "to": 1, "count": 1}]}


def _app(tmp_path, size, text_size, lang="en"):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.text_size = text_size
    app.settings.language = lang
    app.save_settings()
    i18n.set_language(lang)
    return app


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.parametrize("size,text_size,lang", [
    ((1024, 700), 150, "en"), ((1280, 800), 125, "de"), ((1920, 1080), 100, "en")],
    ids=str)
def test_the_hints_box_says_the_whole_hint_beside_what_it_marks(tmp_path, size, text_size,
                                                                lang):
    app = _app(tmp_path, size, text_size, lang)
    game = _tides_game()
    assert game.is_legal(LONG_TIDES)
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    _move(app, (2, 2))
    scene.hints.hint = hint_of(game, LONG_TIDES)
    frames(app, 30)
    words = scene.marks.label      # the whole hint, or its brief first sentence (F928:
    box = scene.marks.label_rect   # the whole on the card's hover), or its short form
    said, hint, snap = scene.hints.words, scene.hints.hint, scene.snap
    whole = said(hint, snap)                # (each ended: its stop, or "…": F865)
    assert words in {ended(w, whole) for w in (whole, said(hint, snap, short=True),
                     said(hint, snap, tiny=True))} | set(      # the action's estimate
        scene.hints.brief(hint, scene.view())), words
    assert box is not None
    assert stands(scene, box), box      # on the board, or across the panel's action area
    # every line of the words fits in the box: as many lines as the words wrap to at
    # the box's width (each paragraph on its own), each as tall as the face's line, at
    # one of the card's sizes (its brief sentence smaller where the room is short)
    inner = box.w - 2 * px(10)
    line_h = fonts.font(WORDS_SIZE).get_height()
    assert any(box.h >= len(card_lines(words, size, inner + 1)) * fonts.font(size).get_height()
               for size in SIZES), (box.h, words)
    # its last line is drawn: ink in the box's last line
    last = pygame.Rect(box.x + px(10), box.bottom - px(5) - line_h, inner, line_h)
    ink = [app.screen.get_at((x, y)) for x in range(last.left, last.right, 2)
           for y in range(last.top, last.bottom, 2)]
    assert any(sum(c[:3]) > 600 for c in ink), "the box's last line is empty"
    # over none of what it marks
    marks = hint_marks(LONG_TIDES, scene.snap, game.to_move)
    for tg in marks.pieces + marks.goals:
        for r in scene.hints.rects_of(tg, scene.view()):
            assert not box.colliderect(r), (tg, r, box)
    if words != ended(whole, whole):        # the whole hint, however long, on pointing
        _move(app, box.center)              # at its card (F928), the card staying
        frames(app, 30)
        assert scene.hints.tip and scene.tip_rect is not None, "the whole words stand"
        assert scene.marks.label == words and scene.marks.label_rect == box


# -- a score's gain goes to the player's score ----------------------------------------------
def consecrating(person):
    """Two players, player 0 to consecrate its released tile 6 (a score to fly): the game
    opened, looked at; its screen."""
    from human import LOOK
    from positions import blank, claim, empty_temple, isl, novices, play, temple_novice
    s = blank(players=2)
    empty_temple(s)
    novices(s, isl(s, "sailboat"), 0, active=1)
    temple_novice(s, 2, 1)
    claim(s, 6, 0)                                  # player 0's tile 6, released
    open_game(person.app, play(s), autosave=False)
    person.wait(LOOK)
    return person.scene


def _blot(paint, v, size) -> pygame.Rect | None:
    """Where an animation's painting at `v` lands (None: nothing drawn)."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    paint(s, v)
    r = s.get_bounding_rect(min_alpha=40)
    return r if r.w and r.h else None


@pytest.mark.long
@pytest.mark.parametrize("size,reduced", [((1024, 700), False), ((1920, 1080), False),
                                          ((1280, 800), True)], ids=str)
def test_a_scores_gain_flies_to_the_players_score_in_the_panel(tmp_path, size, reduced):
    """A fresh player saw "+6" over the island and not by the score: the number rises
    where it was made, then flies to the scorer's score in the panel and lands beside it,
    left of it on its line, as the score counts: never over the figure counting (a "+1"
    fading over Blue's score hid it, F876; reduced motion: it stands there)."""
    from human import Person
    from test_direct_play_show import scene_tile

    from luna.client.board.targets import Field, PanelItem, Player
    person = Person(tmp_path, size=size)
    try:
        person.app.settings.reduced_motion = reduced
        scene = consecrating(person)
        old = scene.snap["influence"][0]
        person.act(scene_tile(6), "consecrate")
        new = scene.game.snapshot()["influence"][0]
        assert new > old
        rise = next(a for a in scene.anims if ("influence", 0) in a.hides)
        field = scene.board.rect_of(Field(6))
        seen = []                                       # (value, where it is drawn)
        while not rise.tween.done:
            person.wait(1 / 60)
            if rise.tween.started and not rise.tween.done:
                seen.append((rise.tween.value, _blot(rise.paint, rise.tween.value, size)))
        seen = [(v, r) for v, r in seen if r is not None]
        card = next(r for r, tg in scene.board.hits if tg == Player(0))
        score = next(r for r, tg in scene.board.hits if tg == PanelItem(0, "influence"))
        other = next(r for r, tg in scene.board.hits if tg == Player(1))
        late = [r for v, r in seen if v >= 0.85]
        assert late, "the number was not seen at its end"
        def beside(r) -> bool:                           # left of the score, level with it
            return r.right <= score.left + 1 and r.top < score.centery < r.bottom
        for r in late:                                   # by the scorer's score, at its end
            assert card.contains(r.clip(card)) and beside(r), (r, score)
            assert not r.colliderect(other)
        early = [r for v, r in seen if v <= 0.1]
        if reduced:                                     # no flight: only at the score
            assert all(beside(r) for _, r in seen)
        else:                                           # from the field it scored
            assert early and all(r.colliderect(field.inflate(field.w, field.h))
                                 for r in early), (early, field)
            assert scene.panel.counter.value(0, new)[0] in range(old, new + 1)
    finally:
        person.close()


# -- the guided game's card keeps its place ---------------------------------------------------
@pytest.mark.long
@pytest.mark.parametrize("size,text_size", [((1024, 700), 100), ((1920, 1080), 150)],
                         ids=str)
def test_the_lesson_card_keeps_its_place_over_the_log_at_every_step(tmp_path, size,
                                                                    text_size):
    """A fresh player saw the card leap onto the board at step 3 (a Travel being built
    took the panel's room): while the step's Travel is built by clicks the card stays
    where it stood, clear of the players' cards; over the log, clear of the board; on the
    board only where its words read whole there (a long step in the smallest window or
    at a large text size: the panel shows a few lines of it only)."""
    from guided_steps import NOTES, at_step

    from luna.client.board.targets import Island, Player
    from luna.client.demo.driver import ring_card, target_rect
    from luna.client.learn.lessons import STEPS
    app = _app(tmp_path, size, text_size)
    board, bad, built = None, [], 0
    for k, step in enumerate(STEPS):
        open_game(app, at_step(k), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
        scene = app.scene
        board = pygame.Rect(scene.lay.board)
        frames(app, 6)
        looks = [("", scene.lesson.box, scene.lesson.docked, scene.lesson.groove)]
        if step.accept["type"] == "travel":          # built by clicks, as a person does
            src = Island(step.accept["moves"][0]["from"])
            click(app, target_rect(scene, src).center)
            frames(app, 20)
            card = ring_card(scene, "travel")
            assert card is not None, "no Travel on the ring"
            click(app, card.center)
            frames(app, 30)
            assert scene.builder, "no Travel being built"
            built += 1
            looks.append((" (building)", scene.lesson.box, scene.lesson.docked,
                          scene.lesson.groove))
        cards = [r for r, tg in scene.board.hits if isinstance(tg, Player)]
        for what, box, docked, groove in looks:
            where = f"step {k + 1} {step.key}{what}"
            if box is None or docked and box.colliderect(board):
                bad.append(f"{where}: the card {box} left its place (board {board})")
            elif not docked and groove is not None:
                bad.append(f"{where}: the card {box} left the log to scroll on the board")
            elif any(box.colliderect(c) for c in cards):
                bad.append(f"{where}: the card {box} covers a player's card")
        if len(looks) == 2 and (looks[0][2] != looks[1][2]
                                or not looks[0][2] and looks[0][1] != looks[1][1]):
            bad.append(f"step {k + 1}: the card leapt from {looks[0][1:3]} to {looks[1][1:3]}")
    assert built, "no Travel was built"
    assert not bad, "\n".join(bad)


# -- one box at a time near the pointer ---------------------------------------------------------
def test_a_pressed_buttons_hover_text_goes_and_the_hints_box_stands_alone(tmp_path):
    """A fresh player pressed Hint and its hover text ("Ask the Adept…") came back over
    the Hint's box: a pressed button's hover text goes until the pointer leaves it, so
    the Hint's words stand alone; pointed at again (or Meditate), its hover text is back
    over the Hint's card, which stands where it stood (F537: it vanished)."""
    from luna.client.demo.driver import press_button
    from luna.text import t
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    game = new_game(players=2, seed=1, setup="intro", seats=[{"kind": "human"}] * 2)
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    hint = scene.panel_buttons.buttons["hint"]
    _move(app, hint.rect.center)
    frames(app, 90)                                   # resting on it: its hover text
    assert app.ui.tips and app.ui.tips[-1].words == scene.panel_buttons.usual("hint")
    assert t("hint.tip") in app.ui.tips[-1].words           # its name, key and what it does
    press_button(app, hint)
    wait_frames(app, lambda: scene.view().hint is not None)
    for _ in range(60 * 3):                           # the pointer rests on the button
        frames(app, 1)
        assert not app.ui.tips, "the pressed button's hover text came back"
    assert scene.marks.label_rect is not None, "the Hint's words are not shown"
    _move(app, (hint.rect.centerx, hint.rect.top - 40))      # off the button, and back
    _move(app, hint.rect.center)
    card = scene.marks.label_rect
    assert card is not None, "the Hint's words are not shown"
    for name in ("hint", "act"):
        _move(app, scene.panel_buttons.buttons[name].rect.center)
        frames(app, 90)
        assert app.ui.tips and app.ui.tips[-1].rect is not None, name
        assert scene.marks.label_rect == card, (name, "the Hint's card went or moved")
        assert scene.marks.drawn                      # the marks themselves stay


def test_the_others_moves_are_told_in_one_calm_corner(tmp_path):
    """Another player's move is told in a corner of the board, the same from move to move
    while it hides none of the move's places (a fresh player saw each caption somewhere
    else, over the island it told)."""
    from luna.client.board.targets import Island
    from luna.client.game.captions import corner_places
    from luna.seats import LEVELS
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    game = new_game(players=3, seed=3, setup="random",
                    seats=[{"kind": "human"}, {"kind": LEVELS[0], "seed": 1},
                           {"kind": LEVELS[0], "seed": 2}])
    open_game(app, game, autosave=False)
    scene, seen, places = app.scene, [], []
    board = pygame.Rect(scene.lay.board)
    end = time.monotonic() + 90
    while len(seen) < 4 and time.monotonic() < end:
        frames(app, 1)
        cap = scene.show.caption
        if cap is not None and cap.rect is not None and cap not in seen:
            seen.append(cap)
            frames(app, 6)
            corner = next((c for c, r in corner_places(cap.rect.size, board)
                           if r == cap.rect), None)
            assert corner is not None, f"{cap.kind}: {cap.rect} is in no corner"
            lit = [r for r, tg in scene.board.hits if tg in scene.show.lit]
            isl = [r for r, tg in scene.board.hits if isinstance(tg, Island)
                   and any(r.colliderect(x) for x in lit)]
            assert cap.rect.collidelist(lit + isl) < 0, f"{cap.kind} over its own places"
            places.append(corner)
        if scene.table.may_act and not scene.blocked:
            scene.play(scene.legal[0])
    assert len(seen) >= 4, "too few moves told"
    moves = sum(a != b for a, b in zip(places, places[1:], strict=False))
    assert moves <= len(places) // 2, f"the caption wanders: {places}"


# -- a greyed button's hover text follows the button ------------------------------------------
@pytest.mark.parametrize("name", ["undo", "hint"])
def test_a_greyed_buttons_hover_text_says_what_the_button_says_now(tmp_path, name):
    """The pointer rests on a greyed panel button while the computers play: at every frame
    its hover text says the button's words as they are then, and when the turn comes it
    says the usual words ("Wait a moment" never outstays the wait); words a screen gives
    the button while its text stands show at once, and none means no box."""
    from luna.seats import LEVELS
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    game = new_game(players=3, seed=3, setup="random",
                    seats=[{"kind": "human"}, {"kind": LEVELS[0], "seed": 1},
                           {"kind": LEVELS[0], "seed": 2}])
    open_game(app, game, autosave=False)
    scene = app.scene
    b = scene.panel_buttons.buttons[name]
    wait_frames(app, lambda: scene.table.may_act and not scene.blocked, 30)
    # resting there before the move: Undo is greyed before one's first move and while it
    # plays, no longer while the computers' moves are shown (it cuts them short)
    _move(app, b.rect.center)
    greyed = woke = 0
    end = time.monotonic() + 60                       # the computers think in their own
    k = 0                                             # thread: a loaded machine is slow
    while time.monotonic() < end:
        k += 1
        if k == 40:
            scene.play(scene.legal[0])                # the computers' turns follow
        frames(app, 1)
        time.sleep(0.002)
        tip = app.ui.tips[-1] if app.ui.tips else None
        if tip is None or tip.rect is None:
            continue
        assert tip.words == b.tool_tip_text, (tip.words, b.tool_tip_text)
        if not b.is_enabled:
            greyed += 1
        elif greyed:
            woke += 1
            if woke > 30:
                break
    assert greyed and woke, (greyed, woke)
    assert app.ui.tips[-1].words == scene.panel_buttons.usual(name)
    assert {"undo": "Ctrl+Z", "hint": "(H)"}[name] in app.ui.tips[-1].words   # its key
    b.tool_tip_text = "Something else now"            # a screen's new words for it
    frames(app, 2)
    assert app.ui.tips[-1].words == "Something else now"
    b.tool_tip_text = None                            # and none: no box
    frames(app, 2)
    assert app.ui.tips[-1].rect is None


@pytest.mark.parametrize("size,lang", [((1024, 700), "en"), ((1280, 800), "de"),
                                       ((1920, 1080), "en")], ids=str)
def test_the_hints_box_stands_off_the_temples_path_fields_and_council(tmp_path, size, lang):
    """A fresh player's hint box lay over the whole path (u12_tipp.png): the words stand
    beside what they mark over the sea, never over the temple's tiles, fields or seats."""
    from luna.client.board.targets import CouncilSeat, Field, Tile
    app = _app(tmp_path, size, 100, lang)
    game = _tides_game()
    cmds = [c for c in game.legal() if c["type"] in ("appoint", "sailboat", "council")]
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    _move(app, (2, 2))
    for cmd in [cmds[0], cmds[1], LONG_TIDES] + [c for c in cmds if c["type"] != "appoint"][:2]:
        scene.hints.hint = hint_of(game, cmd)
        frames(app, 20)
        box = scene.marks.label_rect
        assert stands(scene, box), box
        for r, tg in scene.board.hits:
            if isinstance(tg, Tile | Field | CouncilSeat):
                assert not box.colliderect(r), (cmd, tg, r, box)
        marks = hint_marks(cmd, scene.snap, game.to_move)
        for tg in marks.pieces + marks.goals:
            for r in scene.hints.rects_of(tg, scene.view()):
                assert not box.colliderect(r), (cmd, tg, r, box)


def test_the_hints_box_goes_as_soon_as_the_player_plays_and_stays_gone_after_undo(tmp_path):
    """A fresh player saw the Hint's box stay after acting (t24, t100): played from the
    ring, the box and its marks go on the very next frame, and an undo brings back
    neither."""
    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    app = _app(tmp_path, (1280, 800), 100)
    game = _tides_game()
    cmd = next(c for c in game.legal() if c["type"] == "favour")
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    scene.hints.hint = hint_of(game, cmd)
    frames(app, 10)
    box = scene.marks.label_rect
    assert box is not None

    def rim() -> bool:                  # the box's gold rim along its top, on the screen
        ink = [app.screen.get_at((x, box.top))[:3]
               for x in range(box.left + 10, box.right - 10, 8)]
        return all(c[0] > c[2] + 60 for c in ink)
    assert rim()
    click(app, target_rect(scene, Island(cmd["island"])).center)
    frames(app, 10)
    k = next(i for i, a in enumerate(scene.ring.actions) if a.kind == "favour")
    click(app, scene.ring.cards[k].center, every=True)   # the panel's last form fades out
    frames(app, 1)                       # from the frame the play is drawn on (panel.FADE)
    assert scene.marks.label_rect is None and not scene.marks.drawn
    assert not rim()
    frames(app, 60)
    asked.undo(scene)
    frames(app, 30)
    assert scene.hints.hint is None and scene.marks.label_rect is None
