"""Headless UI tests: real pygame mouse and keyboard events play through the window."""

import re
import time

import pygame
import pytest
from gains import gain_told
from layout_check import ring_over_panel

from luna.client.board.targets import Island, Tile
from luna.client.demo.driver import (
    button_named,
    click,
    frames,
    frames_until,
    key,
    make_app,
    menu_button,
    past_scoring,
    press_button,
    target_rect,
    through_the_last_scoring,
    wait_frames,
)
from luna.client.screens.dialogs import NewGameDialog
from luna.client.screens.files import LoadDialog
from luna.client.screens.game import GameScene
from luna.client.screens.menu import MainMenu
from luna.client.screens.results import ResultsScene
from luna.saves import load
from luna.text import t


@pytest.fixture
def app(tmp_path):
    # pygame stays initialised between tests: cached fonts outlive a pygame.quit()
    return make_app(tmp_path)


def _new_three_player_game(app, setup_random: bool = True):
    press_button(app, button_named(app, t("menu.new")))
    scene = app.scene
    assert isinstance(scene, NewGameDialog)
    scene.seed = 1
    scene.kinds[:3] = ["human", "human", "adept"]     # a hot seat with one computer
    scene.resize()
    if setup_random:
        scene.setup = "random"
    press_button(app, scene.start)
    assert isinstance(app.scene, GameScene)
    return app.scene


def _choose(app, scene, target, prefer):
    """Right-click `target` (its text menu, the fallback to the ring), then the menu
    option that best matches `prefer`."""
    click(app, target_rect(scene, target).center, button=3)
    assert scene.menu, f"right-clicking {target} opened no menu"
    options = [(b, o) for b, o in scene.menu_options.items() if o is not None]
    options.sort(key=lambda bo: prefer(bo[1]))
    button, opt = options[0]
    press_button(app, button)
    return opt


def _play_by_clicks(app, scene, used: set, max_turns: int = 2000):
    """Play the humans' turns by clicking, preferring actions not yet used."""
    turns = 0
    while not scene.game.is_over and turns < max_turns:
        frames(app, 1)
        if past_scoring(app, scene) or not scene.table.may_act or scene.blocked:
            continue
        turns += 1
        targets = sorted(scene.clickable, key=repr)
        from luna.client.game.choices import options_for
        me = scene.game.to_move
        best = None
        for tg in targets:
            for o in options_for(tg, scene.legal, scene.snap, me):
                kind = o.command["type"] if o.command else o.builder[0]
                if o.command and o.command.get("novice_token"):
                    kind = "novice_token"
                if o.command and o.command.get("bribe"):
                    kind = "bribe"
                score = (kind in used, kind == "meditate", repr(tg))
                if best is None or score < best[0]:
                    best = (score, tg, o, kind)
        if best is None:                       # nothing on the board: the button it is
            press_button(app, scene.buttons["act"])
            used.add("end_actions" if scene.snap["solo_level"] else "meditate")
            continue
        _, tg, o, kind = best
        before = len(scene.game.log)
        chosen = _choose(app, scene, tg, lambda opt, want=o.label: opt.label != want)
        if chosen.builder:
            _, source, _ = chosen.builder
            for dest in (i for i in range(7) if i != source):
                click(app, target_rect(scene, Island(dest)).center)
                if scene.builder_buttons[0].is_enabled:
                    break
                click(app, target_rect(scene, Island(dest)).center, button=3)  # take back
            press_button(app, scene.builder_buttons[0])
        log = scene.game.log
        assert len(log) > before and log[before]["player"] == me, (kind, scene.game.why_illegal(
            scene.builder.command()) if scene.builder else "")
        used.add(kind)
    return turns


@pytest.mark.long
def test_whole_game_by_the_text_menu_with_every_action(app):
    """The fallback (a right click's text menu) still plays every action."""
    scene = _new_three_player_game(app)
    assert scene.snap["phase"] == "preliminary_shrine"
    used: set = set()
    _play_by_clicks(app, scene, used)
    through_the_last_scoring(app, scene)
    assert scene.game.is_over
    assert isinstance(app.scene, ResultsScene)
    wanted = {"place_shrine", "place_pair", "favour", "recruit", "build_shrine", "herbs",
              "travel", "tides", "sailboat", "appoint", "consecrate", "book", "council",
              "banish", "meditate", "novice_token", "bribe"}
    assert wanted <= used, wanted - used


def test_illegal_click_explains_and_changes_nothing(app):
    scene = _new_three_player_game(app, setup_random=False)
    while not scene.table.may_act:
        frames(app, 1)
    snap = scene.game.snapshot()
    herbs = [i["kind"] for i in snap["islands"]].index("herbs")
    before = len(scene.game.log)
    # a tile that is not released: the engine's reason appears as a toast
    locked = next(e["tile"] for k, e in enumerate(snap["path"])
                  if "tile" in e and k < snap["guardian"] - 5)
    click(app, target_rect(scene, Tile(locked)).center)
    assert not scene.menu
    assert any("not released" in m for m, _ in app.toasts)
    assert len(scene.game.log) == before
    assert herbs >= 0


def test_undo_redo_keys_and_buttons(app):
    scene = _new_three_player_game(app, setup_random=False)
    used: set = set()
    _play_by_clicks(app, scene, used, max_turns=3)
    n = len(scene.game.log)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    if app.scene is not scene:        # hot seat: another person's move is asked for first
        press_button(app, button_named(app, t("undo.other_yes")))
    assert app.scene is scene and len(scene.game.log) < n
    assert scene.table.can_redo()
    press_button(app, scene.buttons["redo"])
    assert len(scene.game.log) >= n - 1


def test_save_quit_continue_and_load(app, tmp_path):
    scene = _new_three_player_game(app, setup_random=False)
    _play_by_clicks(app, scene, set(), max_turns=4)
    log = list(scene.game.log)
    key(app, pygame.K_ESCAPE)                      # the in-game menu
    press_button(app, button_named(app, t("menu.save")))
    dialog = app.scene
    dialog.name.set_text("my game")
    press_button(app, dialog.ok)
    assert load(tmp_path / "my game.luna").log == log
    said = [words for words, _ in app.toasts]       # its name, as Load lists it, no path
    assert said[-1] == t("saved", name="my game") and str(tmp_path) not in said[-1]
    press_button(app, button_named(app, t("menu.main")))
    assert isinstance(app.scene, MainMenu)
    press_button(app, menu_button(app, "continue"))   # the autosave
    assert isinstance(app.scene, GameScene)
    assert app.scene.game.log[:len(log)] == log     # a computer may already have replied
    key(app, pygame.K_ESCAPE)
    press_button(app, button_named(app, t("menu.load")))
    assert isinstance(app.scene, LoadDialog)
    lst = app.scene.list
    row = next(r for r in lst.item_list if r["text"].startswith("my game"))
    click(app, row["button_element"].rect.center)
    press_button(app, app.scene.open)
    assert isinstance(app.scene, GameScene) and app.scene.game.log[:len(log)] == log


def test_a_damaged_save_is_set_aside_and_said(app, tmp_path):
    """Issue 23 §5: a damaged file is set aside (renamed, never deleted) and said."""
    bad = tmp_path / "broken.luna"
    bad.write_bytes(b"\x81\xa6schema\x01garbage")
    press_button(app, button_named(app, t("menu.load")))
    lst = app.scene.list
    row = next(r for r in lst.item_list if r["text"].startswith("broken"))
    click(app, row["button_element"].rect.center)
    press_button(app, app.scene.open)
    assert app.scene.head == t("load.error")
    assert app.scene.body == t("files.set_aside_kept", file="broken.luna",
                               kept="broken.luna.damaged")
    assert not bad.exists()
    assert (tmp_path / "broken.luna.damaged").read_bytes() == b"\x81\xa6schema\x01garbage"
    press_button(app, app.scene.ok)
    assert isinstance(app.scene, LoadDialog)


@pytest.mark.long
def test_solo_game_to_the_end_by_clicks(app):
    press_button(app, button_named(app, t("menu.solo")))
    app.scene.seed = 3
    press_button(app, button_named(app, t("solo.level", level=2)))
    press_button(app, app.scene.start)
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.snap["solo_level"] == 2
    used: set = set()
    rounds_ended = 0
    while not scene.game.is_over:
        frames(app, 1)
        if past_scoring(app, scene) or scene.blocked:
            continue
        phase = scene.snap["phase"]
        actions_taken = sum(1 for c in scene.game.log if c["type"] not in (
            "place_shrine", "place_pair", "solo_deactivate", "end_actions"))
        if phase == "actions" and actions_taken >= 8 * (rounds_ended + 1):
            press_button(app, scene.buttons["act"])        # "End actions"
            rounds_ended += 1
            continue
        _play_by_clicks(app, scene, used, max_turns=1)
    through_the_last_scoring(app, scene)
    assert isinstance(app.scene, ResultsScene)
    final = scene.game.snapshot()["final"]
    assert final["solo_result"] == final["scores"][0] - final["scores"][1]
    assert {"place_shrine", "place_pair", "solo_deactivate"} <= used


@pytest.mark.parametrize("what", ["a link elsewhere", "a file"])
def test_a_screenshot_never_lands_outside_the_save_folder(app, tmp_path, what):
    """"screenshots" in the save folder was a link: F12 wrote the picture through it,
    outside the folder. A link or a file in its place is refused, and said."""
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere"
    elsewhere.mkdir()
    place = tmp_path / "screenshots"
    if what == "a file":
        place.write_bytes(b"x")
    else:
        place.symlink_to(elsewhere, target_is_directory=True)
    key(app, pygame.K_F12)
    frames(app, 2)
    assert not list(elsewhere.iterdir())
    said = [m for m, _ in app.toasts]
    assert any(t("screenshot.not_a_folder") in m or "Not a directory" in m or
               "File exists" in m for m in said), said


def test_screenshot_key_and_resize(app, tmp_path):
    _new_three_player_game(app, setup_random=False)
    key(app, pygame.K_F12)
    shots = list((tmp_path / "screenshots").glob("*.png"))
    assert len(shots) == 1
    assert pygame.image.load(str(shots[0])).get_size() == (1280, 800)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000,
                                         size=(1600, 1000)))
    frames(app, 3)
    scene = app.scene
    assert scene.lay.width == app.size[0]
    assert scene.buttons["undo"].rect.right <= app.size[0]
    # everything still reachable: an island can be clicked after the resize
    tg = next(x for x in sorted(scene.clickable, key=repr) if x.what == "island")
    click(app, target_rect(scene, tg).center)
    assert scene.ring is not None and ring_over_panel(scene) is None


def test_hint_button_suggests_a_legal_move_and_highlights_it(app):
    scene = _new_three_player_game(app, setup_random=False)
    while not scene.table.may_act:
        frames(app, 1)
    n = len(scene.game.log)
    press_button(app, scene.buttons["hint"])
    wait_frames(app, lambda: scene.hints.hint is not None)   # the judge thinks in a thread
    cmd = scene.hints.hint.command
    assert scene.game.is_legal(cmd)
    assert len(scene.game.log) == n                    # a hint never plays the move
    frames(app, 2)
    card = scene.marks.label                           # told beside its marks on the board
    # it opens with the Hint button's own word, not the level that gives it ("Adept:"),
    # in its one plain first sentence (F928), the move named whole or, on the short card
    # (F1073), by its action and island (its whole words in the hover, below)
    from luna.client.game.hint_brief import named_move
    from luna.text.moves import move_text
    assert card and card.startswith(t("btn.hint") + ":"), card
    assert card in scene.hints.brief(scene.hints.hint, scene.view()), card
    head = card.split("\n")[0]
    assert move_text(cmd, scene.snap) in head or named_move(cmd, scene.snap) in head, card
    # pointed at, the card shows the Hint's whole words beside it (the card staying)
    box = scene.marks.label_rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 10)
    assert scene.hints.tip and scene.tip_rect is not None, "the whole words stand"
    assert scene.marks.label == card
    said = scene.hints.words(scene.hints.hint, scene.snap) + "."    # (those whole words)
    assert said.startswith(t("btn.hint") + ":"), said
    assert move_text(cmd, scene.snap) in said, said          # (the move named whole)
    # the hint says why, in the evaluation's words (one of the reason.* lines, the
    # judge's against the next-best move), then its one number: what it gains over that
    from luna.text.reason_words import reason_text
    why = reason_text(scene.hints.hint.why, scene.snap, told_ahead=False, valued=False,
                      brief=True)
    gain = gain_told(scene.hints.hint.gain)
    assert why and why in said and said[:-1].endswith(gain), said    # (its stop: F865)
    # the move is named whole (its island, tile or count) and the reason in words first
    assert move_text(cmd, scene.snap) in said
    after = said.split(move_text(cmd, scene.snap))[1]
    before = re.split(r"[+−]\d", after)[0]            # the words before the estimate
    assert len(re.findall(r"[^\W\d_]{2,}", before)) >= 5, said


def test_results_screen_and_step_by_step_replay(app):
    import random

    from luna.client.screens.replay import ReplayScene
    from luna.engine import new_game
    g = new_game(players=2, seed=4, setup="intro")
    rng = random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    app.push(ResultsScene(app, g))
    frames(app, 2)
    press_button(app, button_named(app, t("results.replay")))
    replay = app.scene
    assert isinstance(replay, ReplayScene) and replay.step == 0
    for _ in range(3):
        press_button(app, button_named(app, t("results.next")))
    assert replay.step == 3
    assert replay.view.game.log == g.log[:3]
    press_button(app, button_named(app, t("results.prev")))
    assert replay.step == 2 and replay.view.game.log == g.log[:2]
    press_button(app, button_named(app, t("results.play")))
    frames(app, 120)
    assert replay.step > 2
    press_button(app, button_named(app, t("new.back")))
    assert isinstance(app.scene, ResultsScene)


def test_a_your_turn_banner_goes_when_the_turn_moves_on(tmp_path):
    """Hot seat: "X, your turn" is for X's turn only; once X has moved it must not linger
    over the next player's (and never contradict the status line)."""
    app = make_app(tmp_path, speed="normal")
    press_button(app, button_named(app, t("menu.new")))
    app.scene.seed = 2
    app.scene.kinds[:3] = ["human", "human", "adept"]     # a hot seat with one computer
    app.scene.resize()
    press_button(app, app.scene.start)
    scene = app.scene
    humans = {p for p, seat in enumerate(scene.table.seats) if seat.is_human}
    assert len(humans) >= 2
    checked = 0
    for _ in range(3000):
        frames(app, 1)
        if checked >= 3 or scene.game.is_over:
            break
        if past_scoring(app, scene) or scene.blocked or not scene.table.may_act:
            continue
        p = scene.game.to_move
        if not any(a.turn_of == p and not a.tween.done for a in scene.anims):
            scene.play(scene.legal[0])                   # no banner to race: just go on
            continue
        assert scene.play(scene.legal[0])                # p moves while its banner shows
        assert all(a.turn_of in (None, scene.game.to_move) for a in scene.anims)
        checked += 1
    assert checked >= 3


def test_a_save_with_an_odd_computer_seed_opens(tmp_path):
    """A hand-edited seat seed must not close the window: that computer plays seed 0."""
    import msgpack

    from luna.client.opening import open_save
    from luna.engine import new_game
    from luna.saves import save
    app = make_app(tmp_path)
    game = new_game(2, seed=3, seats=[{"kind": "human"}, {"kind": "adept", "seed": 4}])
    path = save(game, tmp_path / "odd.luna")
    doc = msgpack.unpackb(path.read_bytes())
    doc["header"]["seats"][1]["seed"] = "x"
    path.write_bytes(msgpack.packb(doc))
    assert open_save(app, path, autosave=False)
    assert isinstance(app.scene, GameScene)
    assert app.scene.table.seats[1].kind == "adept"


def _first_screens(tmp_path, path):
    """The window as the program opens it with `--load path`: its screens' kinds."""
    import argparse

    from luna.client.app import App
    from luna.client.start import open_initial
    from luna.client.window.settings import Settings
    app = App(size=(1280, 800), settings=Settings(sound=False), save_dir=tmp_path / "saves",
              worker_process=False)
    assert not open_initial(app, argparse.Namespace(load=path, screenshot=None))
    frames(app, 2)
    return app, [type(s).__name__ for s in app.scenes]


def test_a_save_given_at_start_opens_without_building_the_menu(tmp_path):
    """The menu it would leave at once is not built (a tenth of a later start's CPU);
    Main menu from the game still leads there."""
    from luna.engine import new_game
    from luna.saves import save
    path = save(new_game(2, seed=3), tmp_path / "game.luna")
    app, kinds = _first_screens(tmp_path, path)
    assert kinds == ["GameScene"]
    app.goto("menu")
    frames(app, 2)
    assert isinstance(app.scene, MainMenu)


def test_a_damaged_save_given_at_start_is_said_over_the_menu(tmp_path):
    path = tmp_path / "damaged.luna"
    path.write_bytes(b"not a save of ours")
    app, kinds = _first_screens(tmp_path, path)
    assert kinds[0] == "MainMenu" and len(kinds) == 2          # the message over it
    app.pop()
    frames(app, 2)
    assert isinstance(app.scene, MainMenu)


def new_table(tmp_path, kinds: list[str], seed: int = 2):
    """A game begun from New game at normal speed with these seats, up to the first
    moment a person may act (computers think on their own thread: waited for by the
    clock, up to 60 s, not by a count of frames)."""
    app = make_app(tmp_path, speed="normal")
    press_button(app, button_named(app, t("menu.new")))
    app.scene.seed = seed
    app.scene.kinds = kinds
    app.scene.resize()
    press_button(app, app.scene.start)
    scene = app.scene
    until_shown(app, lambda: scene.table.may_act and not scene.blocked)
    return app, scene


def until_shown(app, cond, wall: float = 60.0) -> bool:
    """Frames at 60 Hz until `cond` holds (a computer's thread may be slow on a loaded
    machine: a little real time between frames, `wall` seconds at most)."""
    end = time.monotonic() + wall
    while time.monotonic() < end:
        if cond():
            return True
        frames(app, 1)
        time.sleep(0.002)
    return cond()


def test_buttons_come_back_when_an_animated_move_has_landed(tmp_path):
    """Hot seat at normal speed: once a move's animations end by themselves, the next
    person's Undo and Hint are usable again (no key press needed to wake them)."""
    app, scene = new_table(tmp_path, ["human"] * 4)     # everyone at this screen
    assert scene.play(scene.legal[0])
    assert scene.blocked and not scene.buttons["undo"].is_enabled
    frames_until(app, lambda: not scene.blocked)
    frames(app, 1)
    assert scene.table.may_act                       # the next person, at this screen
    assert scene.buttons["undo"].is_enabled and scene.buttons["hint"].is_enabled


def test_the_solo_dialog_offers_the_names_kept_and_keeps_the_one_typed(tmp_path):
    """New game kept the name typed (F382) but Solo offered "Yellow" again and kept
    nothing. Every dialog that asks names offers the names kept, and keeps the one typed
    (one settings key, one path): Solo offers New game's Ann; "Bea" typed in Solo is
    the player's in that game and offered by the next Solo and New game."""
    from human import Person

    from luna.client.window.settings import load_settings
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.app.settings.names = ["Ann", None]
        person.press(t("menu.solo"))
        field = person.scene.name
        assert field.get_text() == "Ann"
        person.click(field.rect.center)
        for _ in field.get_text():
            person.key(pygame.K_BACKSPACE)
        for ch in "Bea":
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            person.wait(1 / 30)
        person.click(person.scene.start.rect.center)
        person.until(lambda: isinstance(person.app.scene, GameScene), what="the game")
        assert person.scene.snap["names"][0] == "Bea"
        person.app.goto("menu")
        person.wait(0.3)
        person.press(t("menu.solo"))
        assert person.scene.name.get_text() == "Bea"
        person.press(t("new.back"))
        person.press(t("menu.new"))
        assert person.scene.rows[0][0].get_text() == "Bea"
    finally:
        person.close()
    assert load_settings(tmp_path).names == ["Bea", None]


def test_the_new_game_card_offers_as_many_players_as_the_last_game(tmp_path):
    """A fresh player chose four players, played, and found three offered again: the card
    offers the last game's number, after a restart too."""
    app = make_app(tmp_path, speed="normal")
    press_button(app, button_named(app, t("menu.new")))
    scene = app.scene
    assert scene.players == 3
    four = next(b for b, n in scene.counts.items() if n == 4)
    press_button(app, four)
    frames(app, 10)
    assert app.scene.players == 4
    app.scene.kinds[:4] = ["human", "adept", "adept", "adept"]
    press_button(app, app.scene.start)
    assert isinstance(app.scene, GameScene) and app.scene.snap["players"] == 4
    from luna.client.app import App
    again = App(size=(1280, 800), save_dir=tmp_path, worker_process=False)  # started anew,
    again.open("menu")                                                # its settings read
    frames(again, 2)
    press_button(again, button_named(again, t("menu.new")))
    assert again.scene.players == 4
    assert sum(b.is_selected for b, n in again.scene.counts.items() if n == 4) == 1


def test_the_new_game_card_keeps_its_seats_through_settings_and_offers_the_hand_over(
        tmp_path):
    """F439: a player set four seats, two of them persons, went to Settings for the
    hand-over switch and came back to three players with computers. The card keeps its
    seats while it stands (till a game starts), and offers the hand-over beside two or
    more persons, the very setting Settings keeps. By clicks on the real loop."""
    from human import Person
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.new"))
        dialog = person.scene
        assert not dialog.hand_over.visible, "a hand-over beside one person"
        person.press("4")
        person.choose(person.scene.rows[1][2], person.scene.kind_word("human"))
        person.wait(0.2)
        assert person.scene.hand_over.visible, "no hand-over beside two persons"
        was = person.app.settings.hand_over
        person.click(person.scene.hand_over.rect.center)
        assert person.app.settings.hand_over is not was
        person.press(t("new.back"))                       # a trip to Settings and back
        person.press(t("menu.settings"))
        person.press(t("new.back"))
        person.press(t("menu.new"))
        again = person.scene
        assert again is not dialog and again.players == 4, again.players
        assert again.kinds[:2] == ["human", "human"], again.kinds
        assert [k.selected_option[0] for _, _, k in again.rows][1] == \
            again.kind_word("human")
        assert again.hand_over.visible
        assert again.hand_over.text.endswith(t("settings.on" if not was else "settings.off"))
    finally:
        person.close()


def test_a_save_is_loaded_with_the_keyboard_alone(tmp_path):
    """F360: Load answered no key. From the main menu by keys: the arrows to Load, Enter;
    Tab into the list of saves, Down to the save wanted, Enter loads it."""
    from human import Person

    from luna.engine import new_game
    from luna.saves import save
    for name, seed in (("alpha", 3), ("beta", 4)):
        save(new_game(players=2, seed=seed, seats=[{"kind": "human"}] * 2),
             tmp_path / f"{name}.luna")
    p = Person(tmp_path, size=(1280, 800))
    try:
        menu = p.scene
        for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT):   # the tile, the row under
            p.key(k)                                                # it, Load on its left
        assert menu.buttons.get(menu.key_focus.focused(menu)) == "load"
        p.key(pygame.K_RETURN)
        dialog = p.scene
        assert isinstance(dialog, LoadDialog)
        rows = [r["text"] for r in dialog.list.item_list]
        want = next(k for k, r in enumerate(rows) if r.startswith("beta"))
        p.key(pygame.K_TAB)                              # from Load round to the list
        assert dialog.key_focus.focused(dialog) is dialog.list
        for _ in range(want + 1):
            p.key(pygame.K_DOWN)
        assert dialog.list.get_single_selection() == rows[want]
        p.key(pygame.K_RETURN)
        p.until(lambda: isinstance(p.scene, GameScene), what="the game loaded")
        assert p.scene.game.header["seed"] == 4                 # beta, not alpha
    finally:
        p.close()


def test_a_name_typed_in_new_game_is_the_seats_and_offered_again(tmp_path):
    """A fresh player typed "Ann" in New game; the next New game offered "Yellow" again,
    and the name the profiles keep her under is the seat's (F382). Typed through the real
    loop: the seat is Ann's in that game, the next New game offers Ann (after a restart
    too), a seat left at its colour's name offers that colour's name in the language of
    the day."""
    from human import Person

    from luna.client.app import App
    from luna.client.window.settings import load_settings, save_settings
    from luna.text import set_language
    person = Person(tmp_path, size=(1280, 800))
    try:
        person.press(t("menu.new"))
        dialog = person.scene
        field = dialog.rows[0][0]
        person.click(field.rect.center)
        for _ in field.get_text():
            person.key(pygame.K_BACKSPACE)
        for ch in "Ann":
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            person.wait(1 / 30)
        assert field.get_text() == "Ann"
        dialog.kinds[:3] = ["human", "adept", "adept"]
        person.click(dialog.start.rect.center)
        person.until(lambda: isinstance(person.app.scene, GameScene), what="the game")
        assert person.scene.snap["names"][:2] == ["Ann", t("colour.red")]
        person.app.goto("menu")
        person.wait(0.3)
        person.press(t("menu.new"))
        assert [row[0].get_text() for row in person.scene.rows][:2] == ["Ann", "Red"]
    finally:
        person.close()
    try:
        kept = load_settings(tmp_path)
        assert kept.names[:2] == ["Ann", None]      # (a colour's name: its own, said anew)
        kept.language = "de"
        save_settings(kept, tmp_path)
        again = App(size=(1280, 800), save_dir=tmp_path, worker_process=False)
        again.open("menu")
        frames(again, 2)
        press_button(again, button_named(again, t("menu.new")))
        assert [row[0].get_text() for row in again.scene.rows][:2] == ["Ann", "Rot"]
    finally:
        set_language("en")
