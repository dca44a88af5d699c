"""The dialogs in one visual language (issue 21): pause, settings, load, save and
the LAN menu each on the glass card with the brass rim, their words fitting, their widgets
on the card and apart, at the three window sizes in English, German and French; the pause
menu a card of its own with Resume first; a setting that is on lit green; an empty list
said under a picture. Driven frame by frame at normal speed."""

from __future__ import annotations

import pygame
import pytest
from layout_check import buttons_overlapping, gui_problems
from positions import random_moves

from luna.client.demo.driver import frames, key, make_app, press_button
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.text import t

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]




def _app(tmp_path, size, code):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = code
    app.save_settings()
    app.goto("menu")
    frames(app, 2)
    return app


def _widgets(app) -> list:
    return [el for el in app.ui.get_root_container().elements if el.alive() and el.visible]


@pytest.mark.parametrize("size,code", list(zip(SIZES, ["de", "fr", "en"], strict=True)), ids=str)
def test_every_dialog_stands_on_its_card(tmp_path, size, code):
    app = _app(tmp_path, size, code)
    open_game(app, random_moves(3, 3, 30), autosave=False)
    frames(app, 10)
    game = app.scene
    bad = []
    for name, args in (("pause", (game,)), ("save", (game.table,)), ("settings", ()),
                       ("load", ()), ("lan", ())):
        scene = app.open(name, *args)
        frames(app, 3)
        card = scene.card
        where = f"{name} {code} {size}"
        bad += gui_problems(app, where) + buttons_overlapping(app, where)
        for el in _widgets(app):
            if el.rect.colliderect(pygame.Rect(game.lay.panel)) and name == "pause" \
                    and el in game.buttons.values():
                continue                      # (the game's own buttons under the veil)
            if not card.contains(el.rect):
                bad.append(f"{where}: {getattr(el, 'text', el)!r} {el.rect} off its card")
        rim = [app.screen.get_at((x, card.y + 1))[:3] for x in range(card.x + 30,
                                                                     card.right - 30, 7)]
        if sum(1 for c in rim if sum(abs(a - b) for a, b in zip(c, P.RIM, strict=True))
               < 80) < len(rim) // 2:
            bad.append(f"{where}: no brass rim along the card's top")
        app.pop()
        frames(app, 2)
    assert not bad, "\n".join(bad)


def test_the_pause_menu_offers_resume_first(tmp_path):
    app = _app(tmp_path, (1280, 800), "en")
    open_game(app, random_moves(3, 3, 30), autosave=False)
    frames(app, 10)
    pause = app.open("pause", app.scene)
    frames(app, 3)
    named = {n: b for b, n in pause.buttons.items()}
    resume = named["resume"]
    assert resume.object_ids[-1] == "#menu_primary"
    assert all(resume.rect.w > b.rect.w for n, b in named.items() if n != "resume")
    assert resume.rect.y < min(b.rect.y for n, b in named.items() if n != "resume")
    assert named["main"].object_ids[-1] == "#menu_button"      # a button as the others
    assert named["main"].rect.y > max(b.rect.y for n, b in named.items() if n != "main")
    press_button(app, resume)
    assert app.scene is not pause


def test_the_pause_menus_arrows_move_the_way_they_point_and_tab_reads_on(tmp_path):
    """The pause menu is a grid (Save and Load, Settings and Rules side by side): Down
    from Save went on to Load, then Settings, then Rules, so a player going down for the
    main menu opened the rules book. The arrows go the way they point; Tab reads on."""
    app = _app(tmp_path, (1280, 800), "en")
    open_game(app, random_moves(3, 3, 30), autosave=False)
    frames(app, 10)
    pause = app.open("pause", app.scene)
    frames(app, 3)

    def at() -> str:
        return pause.buttons[pause.key_focus.focused(pause)]

    walk = []
    for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP,
              pygame.K_UP, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT, pygame.K_LEFT):
        key(app, k)
        walk.append(at())
    assert walk == ["save", "settings", "main", "resume", "main", "settings", "rules",
                    "load", "save", "load"], walk
    pause.key_focus.reset()
    tabbed = []
    for _ in range(6):
        key(app, pygame.K_TAB)
        tabbed.append(at())
    assert tabbed == ["save", "load", "settings", "rules", "main", "resume"], tabbed
    key(app, pygame.K_UP)                                   # round to the foot: Main menu
    assert at() == "main"


def _knob_side(app, pill) -> str:
    """Which end of the drawn pill holds the knob: its brightest, palest pixels."""
    def light(x):
        return sum(app.screen.get_at((x, pill.centery))[:3])
    left = max(light(x) for x in range(pill.x + 2, pill.centerx - 2))
    right = max(light(x) for x in range(pill.centerx + 2, pill.right - 2))
    return "left" if left > right + 60 else "right" if right > left + 60 else "?"


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_setting_is_a_switch_that_the_mouse_and_keys_flip(tmp_path, size):
    """Each on/off setting is a drawn switch (fresh players read the old buttons as text
    boxes): the knob at the left on a dim pill while off, at the right on a gold pill while
    on, its word beside it; a gold ring with the keyboard's focus;
    a click or Space flips the same setting."""
    app = _app(tmp_path, size, "de")
    settings = app.open("settings")
    frames(app, 3)
    motion = settings.motion
    assert not app.settings.reduced_motion and motion.text == ""
    pill = settings.drawn_switches[motion]
    assert motion.rect.contains(pill) and pill.w > 1.6 * pill.h
    assert _knob_side(app, pill) == "left"
    dim = app.screen.get_at((pill.centerx, pill.bottom - 4))[:3]
    word = pygame.Rect(pill.right + 6, pill.y, motion.rect.right - pill.right - 6, pill.h)
    inks = {app.screen.get_at((x, y))[:3] for x in range(word.x, word.right)
            for y in range(word.y, word.bottom)}
    assert len(inks) > 12                                   # its word ("aus") is drawn
    press_button(app, motion)                               # the mouse now rests on it
    frames(app, 3)
    assert app.settings.reduced_motion
    assert _knob_side(app, pill) == "right"
    r, g, b = app.screen.get_at((pill.centerx - 4, pill.bottom - 4))[:3]
    assert r > b + 50 and r > dim[0] + 50                    # lit gold
    for _ in range(3):                                      # Tab: sound, reasons, motion
        key(app, pygame.K_TAB)
    assert settings.focused is motion
    ring = [app.screen.get_at((pill.centerx, y))[:3] for y in range(pill.y - 4, pill.y)]
    assert any(r > 200 and g > 170 and b < 170 for r, g, b in ring)   # the gold focus ring
    key(app, pygame.K_SPACE)
    assert not app.settings.reduced_motion and _knob_side(app, pill) == "left"
    key(app, pygame.K_TAB)                                  # the hand-over
    assert settings.focused is settings.hand_over
    key(app, pygame.K_TAB)                                  # the last: the Hint's goal first
    assert settings.focused is settings.hint_nudge
    key(app, pygame.K_TAB)                                  # round to the first: sound
    assert settings.focused is settings.sound
    assert not any(r > 200 and g > 170 and b < 170 for r, g, b in
                   (app.screen.get_at((pill.centerx, y))[:3]
                    for y in range(pill.y - 4, pill.y)))


def test_an_empty_load_list_says_so_under_a_picture(tmp_path):
    app = _app(tmp_path, (1280, 800), "de")
    load = app.open("load")
    frames(app, 3)
    assert not load.entries and not load.list.visible
    assert not load.open.is_enabled and not load.review.is_enabled
    area = load.list.rect
    colours = {app.screen.get_at((x, y))[:3] for x in range(area.x, area.right, 5)
               for y in range(area.y, area.centery, 5)}
    assert len(colours) > 60                                # a picture, not a blank list


@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_the_save_dialog_says_what_becomes_of_the_save_where_its_error_would_stand(
        tmp_path, code):
    """The band between the name and the buttons was empty (a fresh player: 'a large
    gap'); it says where the save will be found, and an error takes its place."""
    app = _app(tmp_path, (1024, 700), code)
    open_game(app, random_moves(3, 3, 30), autosave=False)
    frames(app, 10)
    dialog = app.open("save", app.scene.table)
    frames(app, 3)
    hint = dialog.error
    assert hint.visible and hint.text == t("save.hint")
    assert dialog.name.rect.bottom <= hint.rect.top and hint.rect.bottom <= dialog.ok.rect.top
    assert fonts.font(15).size(hint.text)[0] <= hint.rect.w      # whole, not cut
