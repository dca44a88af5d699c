"""The dialogs' sweep: the menus and the New game dialog at the window sizes, languages and
text sizes where they are tightest, each case on the real loop at normal speed, and every
case's screen keeps the rules every screen keeps (`layout_check.run_look`). Its named
cases:

- menu-air: each of the in-game menu's buttons and the Save card's answers leaves its
  words two thirds of their line's height of air each side.
- new-game-tips: the New game dialog's hover texts ("Use this level", "One figure per
  island") are headed by their button's name, off the button, in the window; the
  option's stands by its button (three players' rows over it).
- one-figure-said: the option and its state are written as the language writes them
  (French: a no-break space before the colon), its hover text still headed by its name.
- strength-scales: every computer seat's strength scale is drawn alike, inside its card.
- chip-tip: a colour chip's hover text stands by the chip, not rows away.
- escape-list: Escape with a drop-down's list open shuts the list, the dialog and what
  was typed in it kept; a second Escape closes the dialog.
- pause-ground: the whole game under the in-game menu is one dim, soft picture (no name
  plate nor log line stands out of it), frame by frame; every choice a framed button.
- pause-keys: Enter presses the menu's button in focus (Resume first, each time it
  opens; Tab moves it on), Esc closes it.
- first-why: a new profile's first level suggested says why in a line of its own, whole
  (its words inside its box, the box inside the card), under the suggestion and over
  the card's answers, without a hover.
- level-cards: every computer level's card (its hover text on a seat's list, at four
  players, where it says most) stands whole inside the window, off the window's edges.
"""

from __future__ import annotations

import pygame
import pytest
from layout_check import Look, _words_width, look_id, pixels, run_look
from pygame_gui.elements import UITextEntryLine
from test_ring_form import midgame

from luna.client.board.targets import Island, LogLine
from luna.client.demo.driver import click, frames, key, menu_button, press_button
from luna.client.opening import open_game
from luna.client.widgets.dropdown import DropDown
from luna.client.widgets.overlays import headed
from luna.client.window.fonts import px
from luna.text import t


def _air(app) -> list[str]:
    bad = []
    for el in app.ui.get_sprite_group().sprites():
        if type(el).__name__ != "UIButton" or not el.visible or not el.alive() or not el.text:
            continue
        f = el.font if getattr(el, "font", None) is not None else el.ui_theme.get_font(
            el.combined_element_ids)
        side = (el.rect.w - _words_width(el)) / 2
        if side < 2 * f.size("Ag")[1] / 3:
            bad.append(f"{el.text!r}: {side:.0f} px each side of its words in {el.rect.w}")
    return bad


def the_menus_buttons_keep_air(app) -> None:
    open_game(app, midgame(7, 20), autosave=False)
    frames(app, 20)
    key(app, pygame.K_ESCAPE)                          # the in-game menu
    frames(app, 5)
    bad = [f"menu: {b}" for b in _air(app)]
    save = next(el for el in app.ui.get_sprite_group().sprites()
                if getattr(el, "text", None) == t("menu.save"))
    press_button(app, save)                           # the Save card's answers
    frames(app, 5)
    bad += [f"save: {b}" for b in _air(app) if t("menu.save") in b or
            t("btn.cancel") in b]
    assert not bad, "\n".join(bad)


def _hover(person, button):
    person.point((5, 5))
    person.point(button.rect.center)
    person.wait(0.7)
    tips = person.app.ui.tips
    assert tips and tips[-1].rect is not None, f"no hover text on {button.text!r}"
    tip = tips[-1]
    assert not tip.rect.colliderect(button.rect)
    assert pygame.Rect(0, 0, *person.app.size).contains(tip.rect)
    return headed(tip.words)


def _abreast(a, b) -> bool:
    """Whether `a` stands along a side of `b`: sharing at least half of the shorter one's
    extent along that side."""
    across = min(a.right, b.right) - max(a.left, b.left)
    down = min(a.bottom, b.bottom) - max(a.top, b.top)
    return across >= min(a.w, b.w) / 2 or down >= min(a.h, b.h) / 2


def the_new_game_tips_are_headed_by_their_names(person) -> None:
    person.press(t("menu.new"))
    dialog = person.app.scene
    person.press("3")                           # (three rows: the option's row the lowest)
    title, words = _hover(person, dialog.figure_btn)
    assert title == t("new.one_figure"), title
    tip, btn = person.app.ui.tips[-1].rect, dialog.figure_btn.rect   # beside its button:
    assert _gap(tip, btn) <= px(24), (tip, btn)      # close, and abreast of it (not up in
    assert _abreast(tip, btn), (tip, btn)            # the corner left of the rows)
    assert words.lower().startswith(t("settings.on").lower()), words
    _, _, kind = dialog.rows[1]
    person.choose(kind, dialog.kind_word("sage"))          # another level: "Play it" shows
    assert dialog.use.visible
    title, words = _hover(person, dialog.use)
    assert title == t("profile.use"), title
    assert t(f"level.{dialog.level}") in words and t("colour.yellow") in words
    person.press(t("profile.use"))                # and does what it says
    assert all(k == dialog.level for k in dialog.kinds[1:dialog.players])


def the_option_and_its_state_said_the_languages_way(person) -> None:
    person.press(t("menu.new"))
    dialog = person.app.scene
    assert dialog.figure_btn.text.startswith(t("new.one_figure") + "\u00a0: "), \
        dialog.figure_btn.text
    title, _ = _hover(person, dialog.figure_btn)
    assert title == t("new.one_figure"), title


def every_seats_strength_scale_alike(app) -> None:
    app.settings.players = 4
    app.save_settings()
    press_button(app, menu_button(app, "new"))
    frames(app, 3)
    dialog = app.scene
    assert dialog.seats == 4
    assert len(dialog.scales) >= 3, dialog.scales
    sizes = {bars.size for bars, _ in dialog.scales.values()}
    assert len(sizes) == 1, sizes
    for p, (bars, words) in dialog.scales.items():
        card = next(dialog.at(*c) for q, c in dialog.cards if q == p)
        assert card.contains(bars) and bars.bottom <= card.bottom - 4, (p, bars, card)
        assert words.centery == bars.centery, (p, words, bars)


def every_level_card_fits_the_window(person) -> None:
    from luna.ai.levels import LEVELS

    person.app.settings.players = 4
    person.app.save_settings()
    person.press(t("menu.new"))
    dialog = person.scene
    assert dialog.seats == 4
    _, _, kind = dialog.rows[1]
    inside = pygame.Rect(0, 0, *person.app.size).inflate(-2, -2)
    for level in reversed(LEVELS):                    # the longest cards first
        with person.unseen():                         # (the list's frames: none read)
            person.choose(kind, dialog.kind_word(level))
            button = kind.menu_states["closed"].selected_option_button
            person.point((5, 5))
            person.point(button.rect.center)
        person.wait(0.7)                              # its last frame drawn: the card
        tips = person.app.ui.tips
        assert tips and tips[-1].rect is not None, f"no card for the {level}"
        card = tips[-1].rect
        assert inside.contains(card), f"the {level}'s card {card} in {person.app.size}"
        assert not card.colliderect(button.rect), (level, card, button.rect)


def a_first_levels_reason_stands_whole(person) -> None:
    person.press(t("menu.new"))
    dialog = person.scene
    why, match = dialog.why, dialog.match
    assert why.text == t("profile.match.first.why") and why.visible, why.text
    assert _words_width(why) <= why.rect.w, (_words_width(why), why.rect)
    assert dialog.card.contains(why.rect), (why.rect, dialog.card)
    assert why.rect.top >= match.rect.bottom - 2, (why.rect, match.rect)
    for answer in (dialog.back, dialog.start):
        assert why.rect.bottom <= answer.rect.top, (why.rect, answer.rect)


def _gap(a, b) -> int:
    return max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom, 0)


def a_colour_chips_tip_stands_by_the_chip(person) -> None:
    person.press(t("menu.new"))
    dialog = person.scene
    person.press("3")
    for p in range(3):
        chips = dialog.rows[p][1]
        blue = next(b for b, c in chips.items() if c == "blue")
        person.point((5, 5))
        person.point(blue.rect.center)
        person.wait(0.7)
        tip = person.app.ui.tips[-1]
        assert tip.rect is not None and tip.words == t("colour.blue")
        assert not tip.rect.colliderect(blue.rect)
        assert _gap(tip.rect, blue.rect) <= px(24), (p, tip.rect, blue.rect)


def escape_shuts_an_open_list_before_the_dialog(app) -> None:
    click(app, menu_button(app, "new").rect.center)
    frames(app, 30)
    dialog = app.scene
    name = next(e for e in dialog.elements if isinstance(e, UITextEntryLine))
    name.set_text("Ada")
    kind = next(e for e in dialog.elements if isinstance(e, DropDown))
    click(app, kind.rect.center)
    frames(app, 10)
    assert kind.is_open
    key(app, pygame.K_ESCAPE)
    frames(app, 10)
    assert app.scene is dialog and not kind.is_open            # the list shut, not the card
    assert name.get_text() == "Ada"                             # what was typed is kept
    key(app, pygame.K_ESCAPE)
    frames(app, 30)
    assert app.scene is not dialog                              # then the dialog goes


def _light(c) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def _spread(screen, rect) -> float:
    """How far the lightest pixel in `rect` stands above the darkest."""
    lights = [_light(c) for c in set(pixels(screen, rect))]    # (each colour weighed once)
    return max(lights) - min(lights)


def the_game_under_the_menu_is_dimmed_alike(person) -> None:
    open_game(person.app, midgame(7, 20), autosave=False)
    person.settle()
    game = person.scene
    plates = [r for r in (game.board.name_plate(Island(i)) for i in range(7)) if r]
    lines = [r for r, tg in game.board.hits if isinstance(tg, LogLine)]
    assert len(plates) == 7 and lines
    screen = person.app.screen
    sharp = max(_spread(screen, r) for r in plates + lines)
    person.key(pygame.K_ESCAPE)                          # the in-game menu
    menu = person.scene
    assert menu is not game
    card = menu.card
    for _ in range(20):                                  # frame by frame
        person.wait(1 / 60)
        spreads = [(r, _spread(screen, r)) for r in plates + lines
                   if not r.colliderect(card)]
        assert spreads
        loud = [(r, round(s)) for r, s in spreads if s > sharp / 3]
        assert not loud, f"standing out of the dimmed game ({sharp:.0f} unveiled): {loud}"
    main = person.button(t("menu.main"))
    assert main.object_ids[-1] == "#menu_button"          # framed, as the others
    down = [_light(screen.get_at((main.rect.centerx, y)))       # from its top edge
            for y in range(main.rect.top, main.rect.top + 9)]  # to inside it
    inside = _light(screen.get_at((main.rect.centerx, main.rect.top + 9)))
    assert max(down) > inside + 60, (down, inside)              # a rim drawn
    person.press(t("menu.resume"))
    assert person.scene is game


def enter_presses_the_button_in_focus_resume_first(person) -> None:
    open_game(person.app, midgame(7, 4), autosave=False)
    person.settle()
    game = person.scene
    told = len(game.game.log)
    person.key(pygame.K_ESCAPE)
    assert person.scene is not game                      # the menu
    person.key(pygame.K_RETURN)                          # Resume, in focus at first
    assert person.scene is game and len(game.game.log) == told
    person.key(pygame.K_ESCAPE)
    person.key(pygame.K_ESCAPE)                          # Esc: closed
    assert person.scene is game
    person.key(pygame.K_ESCAPE)
    menu = person.scene
    assert menu.focus == 0                               # Resume again, each time
    person.key(pygame.K_TAB)                             # on to Save
    person.key(pygame.K_RETURN)
    assert person.scene is not menu and person.scene is not game, "Save not pressed"


LOOKS = [
    Look("menu-air", (1920, 1080), "fr", 125, the_menus_buttons_keep_air),
    Look("menu-air", (1024, 700), "de", 150, the_menus_buttons_keep_air),
    Look("new-game-tips", (1280, 800), "en", 100, the_new_game_tips_are_headed_by_their_names,
         person=True),
    Look("one-figure-said", (1280, 800), "fr", 100,
         the_option_and_its_state_said_the_languages_way, person=True),
    Look("strength-scales", (1280, 800), "fr", 125, every_seats_strength_scale_alike),
    Look("strength-scales", (1920, 1080), "en", 100, every_seats_strength_scale_alike),
    Look("strength-scales", (1024, 700), "de", 150, every_seats_strength_scale_alike),
    Look("chip-tip", (1024, 700), "de", 150, a_colour_chips_tip_stands_by_the_chip,
         person=True),
    Look("chip-tip", (1280, 800), "en", 100, a_colour_chips_tip_stands_by_the_chip,
         person=True),
    Look("first-why", (1024, 700), "de", 150, a_first_levels_reason_stands_whole,
         person=True),
    Look("first-why", (1024, 700), "fr", 150, a_first_levels_reason_stands_whole,
         person=True),
    Look("level-cards", (1024, 700), "de", 150, every_level_card_fits_the_window,
         person=True),
    Look("level-cards", (1024, 700), "fr", 150, every_level_card_fits_the_window,
         person=True),
    Look("level-cards", (1024, 700), "nl", 150, every_level_card_fits_the_window,
         person=True),
    Look("level-cards", (1280, 800), "en", 150, every_level_card_fits_the_window,
         person=True),
    Look("level-cards", (1920, 1080), "de", 125, every_level_card_fits_the_window,
         person=True),
    Look("escape-list", (1024, 700), "en", 100, escape_shuts_an_open_list_before_the_dialog),
    Look("pause-ground", (1024, 700), "de", 150, the_game_under_the_menu_is_dimmed_alike,
         person=True, menu=False),
    Look("pause-ground", (1920, 1080), "en", 100, the_game_under_the_menu_is_dimmed_alike,
         person=True, menu=False),
    Look("pause-keys", (1024, 700), "en", 100, enter_presses_the_button_in_focus_resume_first,
         person=True, menu=False),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_the_dialogs_say_their_words(tmp_path, look):
    run_look(tmp_path, look)
