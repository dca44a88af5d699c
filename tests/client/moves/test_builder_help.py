"""The instructions of a move built by clicks (Travel, Tides, Sailboat) stand in full
in the panel by Confirm (under it where the tray stood; over it in the guided game) at
every window size and in every language: nothing cut off,
nothing over the islands (`tests/layout/test_layout.py` checks them drawn, with the board)."""

from __future__ import annotations

import pygame
import pytest

from luna import text as i18n
from luna.client.board.layout import compute
from luna.client.game.builder_view import HELP_SIZE, help_box
from luna.client.window.fonts import font
from luna.text import t

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_the_move_instructions_fit_over_the_board(size, code):
    from luna.client.window import fonts as faces
    i18n.set_language(code)
    faces.set_text_size(100)          # as a window of this size sets them (not what the
    faces.set_window(size)            # test before on this worker left: a 1920 window)
    w, h = size
    lay = compute(w, h, 4, 2)
    panel = pygame.Rect(lay.panel)
    for ctype in ("travel", "tides", "sailboat"):
        words = t(f"builder.{ctype}")
        box, lines, _ = help_box(words, lay.panel, lay.buttons_top, t("refusal.no_moves"))
        said = " ".join(line for line, _ in lines).split()
        assert said[:len(words.split())] == words.split()          # every word is there
        for line, _ in lines:
            assert font(HELP_SIZE).size(line)[0] <= box.w - 20, (ctype, line)
        assert panel.contains(box)                                 # clear of the board
        assert box.top >= h // 3 and box.bottom <= lay.buttons_top - 46   # above Confirm


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_no_line_of_the_log_stands_under_a_moves_help(tmp_path, size):
    """While a Travel is built, the log's lines stand clear of its help box: none peeks
    out of it cut in half (a fresh look's find); its Confirm stands where the tray
    stood, the help under it, the log's lines under that. The real loop at normal
    speed."""
    from test_board_look import midgame
    from test_move_arrows import build_travel

    from luna.client.board.targets import LogLine
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 2)
    build_travel(app, 1)
    frames(app, 30)
    scene = app.scene
    help_rect = scene.move_help.rect
    assert help_rect is not None
    lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    assert lines                                             # the log is there, under
    assert [r for r in lines if r.top < help_rect.bottom] == []


def test_the_pick_up_rule_is_said_once_as_a_first_use_tip(tmp_path):
    """F324: how novices elsewhere join a Travel (click them) and one is taken back (a
    right click) stood in the move's small print only. The first Travel or Tides planned
    says it once as a tip standing long enough to read; never again, in this window or
    the next one on the same save folder; a Cancel takes it with the move. By clicks on
    the real loop at normal speed."""
    from human import Person
    from positions import blank, isl, novices, play

    from luna.client.board.targets import Island
    from luna.client.opening import open_game
    from luna.client.window.settings import load_settings
    tip = t("tip.pick_up")
    for first in (True, False):
        person = Person(tmp_path)
        if not first:                      # the next window reads the folder's settings
            person.app.settings.tips_said = load_settings(tmp_path).tips_said
        try:
            s = blank(players=2)
            novices(s, isl(s, "book"), 0, active=3)
            novices(s, isl(s, "shrine"), 0, active=2)
            open_game(person.app, play(s), autosave=False)
            scene = person.scene
            person.until(lambda scene=scene: scene.table.may_act and not scene.blocked,
                         what="a move")
            person.settle()
            for _ in range(2 if first else 1):
                person.click_on(Island(isl(s, "book")))
                person.take("travel")
                assert scene.builder is not None and scene.builder.ctype == "travel"
                said = [m for m, _ in person.app.toasts if m == tip]
                assert said == ([tip] if first else []), person.app.toast_words()
                person.wait(5.0)                    # it stands to be read
                assert [m for m, _ in person.app.toasts if m == tip] == said
                person.press(t("btn.cancel_move"))
                assert tip not in [m for m, _ in person.app.toasts]   # it goes with its move
                person.app.toasts = []
                first = False
            assert "pick_up" in load_settings(tmp_path).tips_said
        finally:
            person.close()


def _pairs(words: str) -> set[tuple[str, str]]:
    """A sentence's runs of two words (lower case, without their marks)."""
    said = [w.strip(".,;:()’'«» ").lower() for w in words.split()]
    said = [w for w in said if w]
    return set(zip(said, said[1:], strict=False))


@pytest.mark.parametrize("code", ["en", "de"])
def test_the_first_use_tip_says_what_the_instructions_do_not_and_leaves_the_log(tmp_path,
                                                                                code):
    """F348: the first Travel's tip said again the pick-up and right-click rule that the
    move's instructions under it say, and stood over the log's latest lines. In every
    language it says what they do not (one move, many places, nothing played before
    Confirm) and points at them by Confirm's name, no two words in a row theirs; at
    1024x700 it stands clear of the log's newest entry. F456: it stands over none of the
    panel's cards (the score rows, the log) nor over an island the Travel may go to, its
    name or its pieces (there is no open water for it then). By clicks on the real loop."""
    from human import Person
    from positions import random_moves

    from luna.client.board.targets import Island
    from luna.client.game.actions import actions_at
    from luna.client.opening import open_game
    for lang in i18n.LANGUAGE_NAMES:
        i18n.set_language(lang)
        try:
            tip = t("tip.pick_up")
            assert t("btn.confirm") in tip, (lang, tip)
            for kind in ("travel", "tides"):
                same = _pairs(tip) & _pairs(t(f"builder.{kind}"))
                assert not same, (lang, kind, same)
        finally:
            i18n.set_language("en")
    person = Person(tmp_path, language=code, menu=False)
    try:
        open_game(person.app, random_moves(4, 3, 40), autosave=False)   # (a long log)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        me = scene.game.to_move
        island = next(i for i in range(7) if any(
            a.kind == "travel" and a.enabled
            for a in actions_at(Island(i), scene.legal, scene.snap, me, scene.game)))
        person.click_on(Island(island))
        person.take("travel")
        person.wait(1.0)
        tip = t("tip.pick_up")
        assert [m for m, _ in person.app.toasts] == [tip], person.app.toast_words()
        latest = scene.panel.latest_entry
        assert latest is not None, "the log's newest entry not shown: nothing tried"
        placed = scene.toasts_at.placed
        assert placed is not None
        panel = pygame.Rect(scene.lay.panel)
        cards = pygame.Rect(panel.x, panel.y, panel.w, scene.panel.log_rect.bottom - panel.y)
        lit = {tg.island for tg in scene.acting.builder_lit(scene.view())
               if isinstance(tg, Island)}
        assert lit, "no island to go to: nothing tried"
        for box in placed[1]:
            assert not box.colliderect(latest), (box, latest)
            assert not box.colliderect(cards), (box, "over the panel's cards", cards)
            for i in lit:
                assert not box.colliderect(scene.lay.islands[i]), (box, "over island", i)
                plate = scene.board.name_plate(Island(i))
                assert plate is None or not box.colliderect(plate), (box, i, plate)
    finally:
        person.close()


def test_a_first_travel_by_a_drop_says_one_tip_clear_of_the_council(tmp_path):
    """F603: a group dropped on an island for the first Travel stood two tips at once (the
    first-use tip and the drop's count) over the temple's foot and the council. One tip
    stands for the move, the count (in short) leading the first-use tip, clear of the council's
    seats and name, of the move's arrow and of the islands it may go to; another drop while
    it stands keeps it one, its count in short alone (F1072: the tip's words said again
    with it stood twice); Cancel takes it with the move; the next Travel's drop says its
    count alone, in full. 1280x800 in German, by a drag on the real loop at normal speed."""
    from human import Person
    from positions import blank, isl, novices, play
    from test_scoring_summary import open_at

    from luna.client.board.targets import CouncilName, CouncilSeat, Group, Island
    from luna.client.demo.driver import target_rect
    from luna.client.game.tip_clear import move_way
    person = Person(tmp_path, size=(1280, 800), language="de")
    try:
        s = blank(players=2)
        tides, herbs, book = isl(s, "tides"), isl(s, "herbs"), isl(s, "book")
        novices(s, tides, 0, active=3)
        novices(s, book, 0, active=2)
        open_at(person, play(s))
        scene = person.scene
        person.drag(target_rect(scene, Group(tides, 0, "active")).center,
                    target_rect(scene, Island(herbs)).center)
        person.wait(1.0)
        count = t("builder.sent_short", count=3, island=i18n.island("herbs"))
        said = [m for m, _ in person.app.toasts]
        assert said == [f"{count} {t('tip.pick_up')}"], said
        boxes = scene.toasts_at.placed[1]
        council = [r for r, tg in scene.board.hits if isinstance(tg, (CouncilSeat, CouncilName))]
        way = move_way(scene.plan_drawn.drawn, scene.lay)
        lit = {tg.island for tg in scene.acting.builder_lit(scene.view())
               if isinstance(tg, Island)}
        assert council and way and lit
        for box in boxes:
            assert box.collidelist(council) < 0, (box, "over the council")
            assert box.collidelist(way) < 0, (box, "over the move's arrow")
            assert all(not box.colliderect(scene.lay.islands[i]) for i in lit), box
        person.drag(target_rect(scene, Group(book, 0, "active")).center,
                    target_rect(scene, Island(herbs)).center)
        person.wait(0.5)
        said = [m for m, _ in person.app.toasts]   # the tip's words not said again
        assert said == [t("builder.sent_short", count=2, island=i18n.island("herbs"))], said
        person.press(t("btn.cancel_move"))
        assert person.app.toasts == []
        person.drag(target_rect(scene, Group(tides, 0, "active")).center,
                    target_rect(scene, Island(herbs)).center)   # the tip said: the count
        said = [m for m, _ in person.app.toasts]                 # alone, in full
        assert said == [t("builder.sent", count=3, island=i18n.island("herbs"),
                          minus=t("key.minus"))], said
        # the way back names its key: a "−" alone read as a dash (F655), in each language
        for lang in ("en", "de", "fr", "nl"):
            i18n.set_language(lang)
            key = t("key.minus")
            line = t("builder.sent", count=3, island=i18n.island("herbs"), minus=key)
            assert key != "key.minus" and len(key) > 2 and "\u2212" in key, (lang, key)
            assert key in line and ": \u2212 " not in line, (lang, line)
    finally:
        person.close()
        i18n.set_language("en")
