"""Games played through the window at human pace (tests/client/human.py): the real loop and
clock, mouse clicks with pauses, animations ending by themselves. What is checked is what
a person sees: usable buttons, the status line, the log."""

from __future__ import annotations

import html
import random

import pytest
from human import LOOK, Person

from luna import text as i18n
from luna.client.board.targets import Field, Island, PanelItem
from luna.client.demo.driver import target_rect
from luna.client.game.actions import actions_at
from luna.client.game.builder_view import ARROW
from luna.client.game.choices import label
from luna.client.game.projection import shown as projected_shown
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.client.tables.lan import LanTable
from luna.client.widgets.palette import GLASS
from luna.engine import new_game
from luna.text import refusal, t, unbroken


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def my_turn(person: Person) -> bool:
    scene = person.scene
    return scene.table.may_act and not scene.anims


def told_round(person: Person, k: int) -> bool:
    """The log has the line that opens round `k` (whoever starts it)."""
    names = person.scene.snap["names"]
    return any(t("log.round_started", round=k, who=n) in person.log() for n in names) \
        or t("log.round_started.solo", round=k) in person.log()


def take_a_move(person: Person) -> str:
    """Click a lit place on the board and take the first action its ring offers (one that
    is played at once): two clicks (in the preliminary round one: its one choice is
    placed at once). Returns the action taken."""
    scene = person.scene
    me = scene.game.to_move
    for target in sorted(scene.clickable, key=lambda x: (x.what == "candles", repr(x))):
        acts = [a for a in actions_at(target, scene.legal, scene.snap, me)
                if a.enabled and not a.builder]
        if not acts or target.what == "field":
            continue
        n = len(scene.game.log)
        person.click_on(target)
        if scene.snap["phase"].startswith("preliminary") or len(scene.game.log) > n:
            assert len(scene.game.log) > n and scene.ring is None     # placed at once:
            return acts[0].kind                             # the preliminary round's one
        assert scene.ring is not None, f"clicking {target} opened no ring"
        person.take(acts[0].kind)
        return acts[0].kind
    raise AssertionError("nothing on the board offers a move")


def expect_my_turn(person: Person, act: str | None) -> None:
    """Once the move has landed, the next person's controls are there without any key
    (`act`: Meditate or End actions is usable too)."""
    person.until(lambda: my_turn(person), what="my turn")
    person.settle()
    usable = person.usable()
    assert {t("btn.hint"), t("btn.menu")} <= usable, usable
    if act:
        assert t(f"btn.{act}") in usable, usable
    assert person.status().startswith(t("your_turn", name=person.scene.snap["names"][
        person.scene.game.to_move]))


def start_new_game(person: Person, players: str, seat_kinds: list[str]) -> None:
    person.press(t("menu.new"))
    dialog = person.scene
    dialog.seed = 5                                     # the same deal every run
    person.press(players)                               # the players: a segmented choice
    for (_, _, kind), k in zip(person.scene.rows, seat_kinds, strict=True):
        if kind.selected_option[0] != dialog.kind_word(k):
            person.choose(kind, dialog.kind_word(k))
    person.press(t("new.start"))
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")


@pytest.mark.long
def test_a_hot_seat_round_at_human_pace(person):
    person.every_frame = True       # every frame of a round drawn, each of its moves' steps
    start_new_game(person, "2", ["human", "human"])
    scene = person.scene
    assert scene.snap["round"] == 1
    for _ in range(2):                                  # each person makes one move
        expect_my_turn(person, "meditate")
        n, told = len(scene.game.log), person.log()
        take_a_move(person)
        assert len(scene.game.log) == n + 1
        assert t("btn.undo") in person.greyed() or scene.anims == []   # moving: no undo
    expect_my_turn(person, "meditate")
    assert len(person.log()) > len(told)
    person.press(t("btn.undo"))                         # Red takes Blue's move back,
    person.press(t("undo.other_yes"))                   # asked first (F097) ...
    assert person.log() == told                         # ... and it leaves the log
    expect_my_turn(person, "meditate")
    take_a_move(person)
    undo_ok = t("btn.undo") in person.usable()
    for _ in range(3):                                  # three candles end the round
        expect_my_turn(person, "meditate")
        assert undo_ok or t("btn.undo") in person.usable()
        person.press(t("btn.meditate"))
    person.read_the_scoring()
    person.until(lambda: person.scene.snap["round"] == 2 and my_turn(person),
                 what="round 2")
    person.settle()
    assert told_round(person, 2)
    assert t("btn.meditate") in person.usable()


@pytest.mark.long
def test_a_solo_round_at_human_pace(person):
    person.press(t("menu.solo"))
    person.scene.seed = 4
    person.press(t("new.start"))                        # level 1, chosen at first
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
    scene = person.scene
    for _ in range(10):                                 # the pieces placed before play
        expect_my_turn(person, None)
        if scene.snap["phase"] == "actions":
            break
        assert t("btn.end_actions") in person.greyed()
        take_a_move(person)
    expect_my_turn(person, "end_actions")
    take_a_move(person)
    expect_my_turn(person, "end_actions")
    assert t("btn.undo") in person.usable()
    person.press(t("btn.end_actions"))
    person.press(t("solo.end_yes"))            # actions are still open: it asks first
    person.read_the_scoring()
    person.until(lambda: scene.snap["round"] == 2 and my_turn(person), what="round 2")
    expect_my_turn(person, None)                       # round 2 opens with its set-up step
    assert told_round(person, 2)


@pytest.mark.long
def test_a_game_against_computers_at_human_pace(tmp_path):
    person = Person(tmp_path, every_frame=False)        # what stands is read
    try:
        play_a_round_against_computers(person)
    finally:
        person.close()


def play_a_round_against_computers(person: Person) -> None:
    start_new_game(person, "3", ["human", "novice", "novice"])
    scene = person.scene
    moves = 0
    while scene.snap["round"] == 1:
        expect_my_turn(person, "meditate")
        assert (t("btn.undo") in person.usable()) == (moves > 0)   # my own move to take back
        n = len(scene.game.log)
        if moves < 2:
            take_a_move(person)
        elif any(c["type"] == "meditate" for c in scene.legal):
            person.press(t("btn.meditate"))
        else:
            take_a_move(person)
        moves += 1
        # the computers answer by themselves, each after its pause, while we watch
        person.until(lambda n=n: len(scene.game.log) > n + 1 or scene.snap["round"] > 1
                     or my_turn(person), what="the computers' replies")
        assert moves < 40
    # the computers' moves are told in the log, in the players' words; round 2's line
    # once its scoring has been read (the log tells nothing past a summary unseen)
    names = scene.snap["names"]
    assert any(names[1] in line for line in person.log())
    assert not told_round(person, 2)
    person.read_the_scoring()
    person.until(lambda: told_round(person, 2), what="round 2 told in the log")


def finished_game(seed: int = 3):
    g = new_game(players=2, seed=seed, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_replay_bar_has_one_back_and_play_turns_to_pause(person):
    person.app.open("results", finished_game())
    person.wait(LOOK)
    person.press(t("results.replay"))
    replay = person.scene
    bar = [b.text for b in person.buttons()]
    assert sum(t("new.back") in words for words in bar) == 1, bar
    person.press(t("results.next"))
    person.settle()
    assert replay.step == 1
    person.press(t("results.play"))
    person.wait(3.0)
    assert replay.step > 3                              # it plays by itself
    person.press(t("results.pause"))
    at = replay.step
    person.settle()
    person.wait(1.0)
    assert replay.step <= at + 1 and t("results.play") in person.usable()
    person.press(t("new.back"))
    assert t("results.replay") in person.usable()


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_the_replay_bar_words_differ_in_every_language(code):
    i18n.set_language(code)
    try:
        back = set(t("new.back").split())
        for key in ("results.prev", "results.next", "results.play", "results.pause",
                    "results.decision"):
            assert not back & set(t(key).split()), (code, key)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_the_solo_dialog_chooses_a_level_then_starts(tmp_path, code):
    person = Person(tmp_path, language=code)
    try:
        person.press(t("menu.solo"))
        dialog = person.scene
        person.press(t("solo.level", level=3))
        assert person.scene is dialog                   # a level is only chosen
        assert person.button(t("solo.level", level=3)).is_selected
        assert not person.button(t("solo.level", level=1)).is_selected
        about = dialog.about
        assert about.scroll_bar is None                 # the description shows in full
        assert t("solo.level3").split()[-1] in about.html_text
        # issue 22: one line says what the level changes, one why you pick an island
        assert "Banish" in t("solo.level3") or code != "en"
        assert html.escape(unbroken(t("solo.pick"))) in about.html_text    # (French: no
        #                                       line starts with its colon)
        person.press(t("new.start"))
        person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
        assert person.scene.snap["solo_level"] == 3
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
def test_impossible_actions_stay_in_the_menu_greyed_with_the_reason(tmp_path, code):
    """The text menu, now the fallback of a right click: every option in words."""
    person = Person(tmp_path, language=code)
    try:
        start_new_game(person, "2", ["human", "human"])
        expect_my_turn(person, "meditate")
        scene = person.scene
        me = scene.game.to_move
        shut = next(i for i in range(7) if scene.game.refusal(
            {"type": "favour", "player": me, "island": i}) is not None and not any(
            c["type"] == "favour" and c["island"] == i for c in scene.legal))
        probe = {"type": "favour", "player": me, "island": shut}
        why = refusal(scene.game.refusal(probe))
        person.click(target_rect(scene, Island(shut)).center, button=3)
        assert scene.menu, "the right click opened no menu"
        entry = f"{label(probe, scene.snap)} — {why}"
        assert entry in person.greyed(), person.greyed()
        assert t("btn.cancel_move") in person.usable()
        # every entry but Cancel shows its action's picture
        assert len(scene.context.pictures) == len(scene.menu) - 1
        # the menu is opaque: beside its words its own colour, whatever lies below
        entry_rect = person.button(t("btn.cancel_move")).rect
        assert person.app.screen.get_at((entry_rect.right - 4, entry_rect.centery))[:3] \
            == GLASS                                    # the theme's #option_icon ground
        n = len(scene.game.log)
        person.click(person.button(entry).rect.center)      # a greyed entry does nothing
        assert len(scene.game.log) == n
        person.press(t("btn.cancel_move"))
        assert not scene.menu
    finally:
        person.close()
        i18n.set_language("en")


class LanClientAsking:
    """What a LanTable reads of its NetClient, with an undo request open."""

    def __init__(self, seats: set[int], request: dict) -> None:
        self.game = new_game(players=2, seed=1, setup="intro")
        self.seats, self.undo_request = seats, request
        self.view, self.is_host, self.waiting_for, self.my_turn = {}, False, None, False
        self.idle = self.stood_in = None                   # nobody quiet, no stand-in
        self.answers: list[tuple] = []
        self.retrying, self.table_closed = None, False     # not waiting to get back

    def poll(self):
        return []

    def answer_undo(self, rid, seat, accept):
        self.answers.append((rid, seat, accept))

    def close(self):
        pass


def open_lan_game(person: Person, client) -> None:
    person.app.goto("game", LanTable(client))
    person.wait(LOOK)


def test_the_lan_undo_question_asks_with_two_different_answers(person):
    client = LanClientAsking({1}, {"id": 7, "seat": 0, "affected": [1], "accepted": []})
    open_lan_game(person, client)
    asker = client.game.snapshot()["names"][0]
    assert t("net.undo_asked", name=asker) in person.texts()
    accept, decline = person.button(t("net.undo_accept")), person.button(t("net.undo_decline"))
    assert ("#confirm" in accept.object_ids) != ("#confirm" in decline.object_ids)
    person.press(t("net.undo_decline"))
    assert client.answers == [(7, 1, False)]


def test_who_asked_for_an_undo_sees_whom_it_waits_for(person):
    client = LanClientAsking({0}, {"id": 8, "seat": 0, "affected": [1], "accepted": []})
    open_lan_game(person, client)
    other = client.game.snapshot()["names"][1]
    assert t("net.undo_waiting", names=other) in person.texts()
    assert t("net.undo_accept") not in {b.text for b in person.buttons()}
    client.undo_request = None                           # the other agreed: it is gone
    person.wait(LOOK)
    assert t("net.undo_waiting", names=other) not in person.texts()


def test_the_panel_items_explain_themselves_under_the_mouse(person):
    start_new_game(person, "2", ["human", "human"])
    expect_my_turn(person, "meditate")
    scene = person.scene
    for item in ("influence", "projected", "supply", "council"):
        person.point(target_rect(scene, PanelItem(0, item)).center)
        assert scene.hover == PanelItem(0, item)
        words = tooltip(scene.hover, scene.snap)
        assert words and words == tooltip(PanelItem(0, item), scene.snap)
        assert scene.snap["names"][0] in words or item == "projected"
        assert str(projected_shown(scene.snap, 0)) in tooltip(PanelItem(0, "projected"),
                                                               scene.snap)


def test_a_language_switch_in_a_game_tells_the_whole_log_again(person):
    start_new_game(person, "2", ["human", "human"])
    expect_my_turn(person, "meditate")
    take_a_move(person)
    expect_my_turn(person, "meditate")
    english = person.log()
    person.press(t("btn.menu"))
    person.press(t("menu.settings"))
    person.choose(person.scene.lang, i18n.LANGUAGE_NAMES["de"])
    try:
        person.press(t("new.back"))                      # now in German
        person.press(t("menu.resume"))
        person.settle()
        german = person.log()
        assert len(german) == len(english) and german != english
        assert german[0] == t("panel.round", round=1)    # "Runde 1 von 6"
        assert not set(german) & set(english[1:])        # no English line left
    finally:
        i18n.set_language("en")


def test_a_book_entry_under_the_mouse_shows_the_books_way_on_the_board(person):
    g = new_game(players=2, seed=1, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(1)
    while not any(c["type"] == "book" for c in g.legal()):
        g.apply(rng.choice(g.legal()))
        assert len(g.log) < 300
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    book = next(c for c in scene.legal if c["type"] == "book")
    person.click(target_rect(scene, Field(book["to"])).center, button=3)   # the menu
    entry = label(book, scene.snap)
    assert entry in person.usable()
    assert scene.acting.book_preview is None                    # nothing under the mouse yet
    plain = person.app.screen.copy()
    person.point(person.button(entry).rect.center)
    assert scene.acting.book_preview == (book["from"], book["to"])
    to = next(r for r, tg in scene.board.hits if tg == Field(book["to"]))
    assert person.app.screen.get_at(to.center)[:3] == ARROW
    assert _stands_out(scene, plain, person.app.screen, book) >= 0.9
    person.press(entry)
    assert scene.game.log[-1]["type"] == "book"


def _stands_out(scene, plain, shown, book) -> float:
    """How much of the Book's way over the temple's sand (its middle half) stands out:
    across it, `shown` against `plain` with a contrast of 3 somewhere and changed as wide
    as 1/80 of the board's height (the Hint's arrows' measure, F349; a 4 px light line
    with a thin dark rim was pale on the sand, F527)."""
    import math

    import pygame

    from luna.client.widgets.palette import contrast
    board = pygame.Rect(scene.lay.board)
    wide = board.h / 80
    a, b = (scene.board.rect_of(Field(book[end])).center for end in ("from", "to"))
    n = math.dist(a, b) or 1.0
    nx, ny = -(b[1] - a[1]) / n, (b[0] - a[0]) / n
    good = seen = 0
    for k in range(25, 76, 5):
        p = a[0] + (b[0] - a[0]) * k / 100, a[1] + (b[1] - a[1]) * k / 100
        across = [(round(p[0] + nx * d), round(p[1] + ny * d))
                  for d in range(-round(wide * 2), round(wide * 2) + 1)]
        most = max(contrast(shown.get_at(c)[:3], plain.get_at(c)[:3]) for c in across)
        changed = [i for i, c in enumerate(across) if sum(
            abs(x - y) for x, y in zip(shown.get_at(c)[:3], plain.get_at(c)[:3],
                                       strict=True)) > 60]
        seen += 1
        good += most >= 3.0 and changed and changed[-1] - changed[0] + 1 >= wide
    return good / seen


def test_a_book_move_is_chosen_by_clicking_its_field_on_the_board(person):
    """Issue 11, point 8: with the Book's menu open, the fields it names wear their
    numbers and a click on one of them plays that move."""
    g = new_game(players=2, seed=1, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(1)
    while not any(c["type"] == "book" for c in g.legal()):
        g.apply(rng.choice(g.legal()))
        assert len(g.log) < 300
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    book = next(c for c in scene.legal if c["type"] == "book")
    person.click(target_rect(scene, Field(book["to"])).center, button=3)   # the menu
    assert scene.menu
    menu = scene.menu[0].rect.unionall([b.rect for b in scene.menu])
    offered = [o.command for o in scene.menu_options.values()
               if o and o.command and o.command["type"] == "book"]
    free = [c for c in offered
            if not menu.collidepoint(target_rect(scene, Field(c["from"])).center)]
    assert free, "the menu covers every field it names"
    chosen = free[0]
    assert Field(chosen["from"]) != Field(book["to"])
    person.click_on(Field(chosen["from"]))
    person.settle()
    assert scene.game.log[-1] == chosen
    assert not scene.menu
