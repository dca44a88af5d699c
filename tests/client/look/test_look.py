"""One visual language (issue 21, sections 2-4): the theme written from the palette, text
contrast, the display face, hover texts over every widget and inside the window, toasts
clear of every button, the smallest window, the text size setting.

The screens at every size, language and text size: tests/layout/test_layout.py.
"""

from __future__ import annotations

import json

import pygame
import pytest
from human import Person
from positions import random_moves

from luna import text as i18n
from luna.client.board.layout import MIN_SIZE
from luna.client.board.targets import Island, LogLine
from luna.client.demo.driver import make_app
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.widgets import theme
from luna.client.widgets.overlays import place
from luna.client.widgets.toasts import spot
from luna.client.window import fonts
from luna.client.window.settings import Settings, load_settings, save_settings
from luna.places import assets_dir
from luna.text import t


@pytest.fixture(autouse=True)
def after():
    yield
    i18n.set_language("en")
    fonts.set_text_size(100)


# -- the theme and its colours -------------------------------------------------------------
def test_the_theme_file_is_written_from_the_palette():
    """assets/theme.json is what the palette makes (`python -m luna.client.widgets.theme`
    writes it): a colour changed in one place only would fail here."""
    on_disk = json.loads((assets_dir() / "theme.json").read_text(encoding="utf-8"))
    assert on_disk == theme.theme()
    # every kind of widget the game uses is dressed, with round corners
    for element in ("button", "drop_down_menu", "selection_list", "text_box",
                    "text_entry_line", "vertical_scroll_bar", "tool_tip", "label"):
        assert element in on_disk, element
    for element in ("button", "drop_down_menu", "selection_list", "text_entry_line"):
        assert on_disk[element]["misc"]["shape"] == "rounded_rectangle"


def _rgb(hexa: str, ground=P.NIGHT):
    """A theme colour as the eye gets it: a translucent one laid over `ground`."""
    h = hexa.lstrip("#")
    rgb = tuple(int(h[k:k + 2], 16) for k in (0, 2, 4))
    return P.over(rgb, ground, int(h[6:8], 16)) if len(h) == 8 else rgb


PAIRS = (("normal_text", "normal_bg"), ("hovered_text", "hovered_bg"),
         ("selected_text", "selected_bg"), ("active_text", "active_bg"),
         ("normal_text", "dark_bg"))


def test_every_widgets_words_stand_out_from_their_ground_by_4_5_to_1():
    """Body text contrast (WCAG AA) for every element and state of the theme, on the
    theme's own colours (a translucent ground laid over the glass of a card)."""
    data = theme.theme()
    base = data["defaults"]["colours"]
    card = P.over(P.GLASS, P.NIGHT, P.GLASS_ALPHA)
    bad = []
    for element, block in data.items():
        if "scroll_bar" in element:
            continue                                  # no words on a scroll bar
        colours = {**base, **block.get("colours", {})}
        for fg, bg in PAIRS:
            ground = _rgb(colours[bg], card)
            if ground == card and bg == "normal_bg" and colours[bg].endswith("00"):
                continue
            ratio = P.contrast(_rgb(colours[fg], ground), ground)
            if ratio < 4.5:
                bad.append(f"{element}: {fg} on {bg} is {ratio:.2f}:1")
    assert not bad, "\n".join(bad)


def test_the_palettes_text_colours_read_on_every_ground_they_are_drawn_on():
    card = P.over(P.GLASS, P.NIGHT, P.GLASS_ALPHA)
    for words in (P.INK, P.INK_DIM, P.GOLD, P.GOLD_BRIGHT, P.LINK, P.WARN):
        for ground in (card, P.WELL, P.NIGHT, P.over(P.ROW, card, 255)):
            assert P.contrast(words, ground) >= 4.5, (words, ground)
    for words in (P.INK, P.GOLD_BRIGHT):                   # on the buttons
        for ground in (P.BUTTON, P.BUTTON_HOVER, P.BUTTON_DOWN, P.CONFIRM, P.CONFIRM_HOVER):
            assert P.contrast(words, ground) >= 4.5, (words, ground)


def test_the_contrast_ratio_is_wcags():
    assert P.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert P.contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert P.contrast((20, 20, 20), (20, 20, 20)) == 1.0


# -- the faces -----------------------------------------------------------------------------
LETTERS = "ÄÖÜäöüß éèêàçœŒ ĳĲ «» 0123456789"


def test_the_display_face_opens_and_draws_every_languages_letters():
    """Cinzel (assets/fonts/) opens in pygame-ce and has every letter of the four
    languages, bold and regular; so has Noto Sans."""
    pygame.font.init()
    for path in (fonts.DISPLAY, fonts.DISPLAY_BOLD):
        assert pygame.font.Font(path, 20).size("Luna")[0] > 0
    for display in (False, True):
        for bold in (False, True):
            assert not fonts.missing_glyphs(LETTERS, bold, display), (display, bold)


def test_pygame_guis_titles_use_the_display_face(tmp_path):
    app = make_app(tmp_path)
    app.open("settings")
    app.frame(1 / 60)
    title = next(el for el in app.scene.elements if "#title" in el.object_ids)
    ours = fonts.font(26, True, display=True)
    assert title.font.size("Luna Ĳ") == ours.size("Luna Ĳ")
    assert fonts.font(26, True).size("Luna Ĳ") != ours.size("Luna Ĳ")   # not Noto Sans


# -- hover texts -------------------------------------------------------------------------
@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hover_text_stands_inside_the_window_near_every_edge(size):
    window = pygame.Rect(0, 0, *size)
    box = (360, 120)
    w, h = size
    for mouse in [(x, y) for x in (0, 5, w // 2, w - 30, w - 1) for y in (0, 5, h // 2,
                                                                          h - 30, h - 1)]:
        r = place(box, mouse, window)
        assert window.contains(r), (mouse, r)
        assert not r.collidepoint(mouse), (mouse, r)        # never under the pointer
        widget = pygame.Rect(mouse[0] - 40, mouse[1] - 15, 80, 30).clamp(window)
        r = place(box, mouse, window, keep_clear=widget)
        assert window.contains(r) and not r.colliderect(widget), (mouse, r)


def _glassy(screen, rect: pygame.Rect, clip: pygame.Rect) -> float:
    """The share of points of `clip` (inside `rect`) that show the hover text's glass,
    not what lies below it."""
    glass = P.over(P.GLASS, P.BUTTON, 240)
    spots = [(x, y) for x in range(clip.x + 3, clip.right - 3, 4)
             for y in range(clip.y + 2, clip.bottom - 2, 3)]
    near = [pt for pt in spots if sum(abs(a - b) for a, b in zip(
        screen.get_at(pt)[:3], glass, strict=True)) < 24]
    return len(near) / max(1, len(spots))


def test_the_logs_hover_text_stands_beside_its_line_on_top(tmp_path):
    """A log line's hover text near the foot of the panel stood over Undo, Redo and Hint
    (first under them, then over them): it stands beside the line, over the board, on
    none of the panel's buttons, whole, inside the window and on its glass."""
    person = Person(tmp_path, size=(1280, 800), menu=False)
    open_game(person.app, random_moves(4, 3, 70), autosave=False)
    person.settle()
    game = person.scene
    lines = [(r, tg) for r, tg in game.board.hits if isinstance(tg, LogLine)]
    assert lines
    rect, line = max(lines, key=lambda x: x[0].bottom)       # the lowest line
    person.point((rect.right - 12, rect.bottom - 3))
    assert game.hover == line and game.tip_rect is not None
    tip = game.tip_rect
    assert pygame.Rect(0, 0, *person.app.size).contains(tip)
    assert not tip.colliderect(rect)
    assert not [b for b in game.buttons.values() if b.rect.colliderect(tip)]
    assert _glassy(person.app.screen, tip, tip.inflate(-8, -8)) > 0.3


def test_an_islands_hover_text_by_the_panel_is_whole_and_on_top(tmp_path):
    """The island nearest the panel: its hover text stays inside the window and is not
    cut by the panel's widgets ("Active novi…")."""
    person = Person(tmp_path, size=MIN_SIZE, menu=False)
    open_game(person.app, random_moves(4, 3, 70), autosave=False)
    person.settle()
    game = person.scene
    right = max(range(7), key=lambda i: game.lay.islands[i][0])
    box = pygame.Rect(game.lay.islands[right])
    edge = next((x, box.centery) for x in range(box.right, box.centerx, -4)
                if game.board.target_at((x, box.centery)) == Island(right))
    person.point(edge)
    assert game.hover == Island(right) and game.tip_rect is not None
    tip = game.tip_rect
    assert pygame.Rect(0, 0, *person.app.size).contains(tip)
    panel = pygame.Rect(game.lay.panel)
    if tip.colliderect(panel):                  # over the panel: drawn on top of it
        assert _glassy(person.app.screen, tip, tip.clip(panel)) > 0.3


def test_a_buttons_hover_text_is_ours_over_everything_and_inside_the_window(tmp_path):
    """Hovering Hint (by the window's right edge): what it does appears in the board's
    hover box, under or above the button, inside the window."""
    person = Person(tmp_path, size=MIN_SIZE, menu=False)
    open_game(person.app, random_moves(4, 3, 70), autosave=False)
    person.settle()
    act = person.scene.buttons["hint"]
    assert act.is_enabled
    person.point(act.rect.center)
    person.wait(0.6)                                         # past the theme's delay
    tips = person.app.ui.tips
    assert tips and tips[-1].words == act.tool_tip_text
    r = tips[-1].rect
    assert r is not None and pygame.Rect(0, 0, *person.app.size).contains(r)
    assert not r.colliderect(act.rect)
    person.point((5, 5))
    assert not person.app.ui.tips                          # gone with the mouse


# -- toasts ----------------------------------------------------------------------------------
def test_a_toast_never_covers_a_button(tmp_path):
    """The no-sound note stood over Quit for seconds: now it stands clear of every
    widget, on the menu and in a game, at the smallest window and a large one."""
    for size in (MIN_SIZE, (1920, 1080)):
        person = Person(tmp_path / f"{size[0]}", size=size)
        person.app.toast(t("firstrun.no_sound"), 8.0)
        person.wait(0.2)
        boxes = person.app.toast_rects
        assert boxes
        widgets = [el.rect for el in person.app.ui.get_root_container().elements
                   if el.alive() and el.visible]
        assert not [b for b in boxes for w in widgets if b.colliderect(w)]
        assert all(pygame.Rect(0, 0, *size).contains(b) for b in boxes)
        open_game(person.app, random_moves(4, 3, 70), autosave=False)
        person.app.toast(t("firstrun.no_sound"), 8.0)
        person.app.toast(t("saved", name="luna-20261124-1304 with a rather long name"))
        person.wait(0.2)
        widgets = [el.rect for el in person.app.ui.get_root_container().elements
                   if el.alive() and el.visible]
        boxes = person.app.toast_rects
        assert len(boxes) == 1          # (one floating text over the board at a time: F852)
        assert not [b for b in boxes for w in widgets if b.colliderect(w)]
        person.close()


@pytest.mark.parametrize("size,text", [((1280, 800), 100), ((1280, 800), 125),
                                       (MIN_SIZE, 150)])
def test_a_toast_never_covers_an_open_dialog(tmp_path, size, text):
    """The no-sound note stood over the New game dialog's bottom edge (F1002): a toast
    stands above or below a dialog's card, clear of its edge; where the window leaves
    it no room, it waits, its time held, and stands once the dialog is gone. The real
    loop at normal speed."""
    person = Person(tmp_path, size=size, text_size=text)
    try:
        person.press(t("menu.new"))
        dialog = person.scene
        card = dialog.card
        person.app.toast(t("firstrun.no_sound"), 3.0)
        person.wait(0.2)
        boxes = person.app.toast_rects
        assert not [b for b in boxes if b.colliderect(card)], (boxes, card)
        if boxes:
            assert all(pygame.Rect(0, 0, *size).contains(b) for b in boxes)
            return
        person.wait(4.0)                                # it waits, its time held
        assert t("firstrun.no_sound") in person.app.toast_words()
        person.press(t("new.back"))
        person.wait(0.2)
        assert person.app.scene is not dialog and person.app.toast_rects
    finally:
        person.close()


def test_a_toast_moves_only_as_far_as_it_must():
    imgs = [pygame.Surface((200, 24))]
    window = pygame.Rect(0, 0, 1024, 680)
    free = spot(imgs, (500, 660), window, [])
    assert free[0].midbottom == (500, 660)
    button = pygame.Rect(420, 620, 160, 50)
    moved = spot(imgs, (500, 660), window, [button])
    assert not moved[0].colliderect(button) and window.contains(moved[0])


# -- the smallest window --------------------------------------------------------------------
def test_the_window_is_never_smaller_than_the_smallest_layout(tmp_path):
    """Shrunk to 800x560 the window stays at the smallest size every screen is laid out
    for, and the game screen's buttons and every score are still on it."""
    person = Person(tmp_path, size=(1280, 800), menu=False)
    open_game(person.app, random_moves(4, 3, 70), autosave=False)
    person.settle()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=560, size=(800, 560)))
    person.wait(0.2)
    assert person.app.size == MIN_SIZE
    game = person.scene
    window = pygame.Rect(0, 0, *MIN_SIZE)
    assert (game.lay.width, game.lay.height) == MIN_SIZE
    for name, b in game.buttons.items():
        assert window.contains(b.rect), name
    panel = pygame.Rect(game.lay.panel)
    scores = [r for r, tg in game.board.hits if type(tg).__name__ == "PanelItem"
              and tg.item == "influence"]
    assert len(scores) == 4 and all(panel.contains(r) for r in scores)


# -- the text size --------------------------------------------------------------------------
def test_text_size_is_a_setting_that_survives_a_restart(tmp_path):
    save_settings(Settings(text_size=150), tmp_path)
    assert load_settings(tmp_path).text_size == 150
    (tmp_path / "settings.json").write_text('{"text_size": 300}', encoding="utf-8")
    assert load_settings(tmp_path).text_size == 100
    (tmp_path / "settings.json").write_text('{"text_size": true}', encoding="utf-8")
    assert load_settings(tmp_path).text_size == 100


def test_choosing_a_text_size_in_the_settings_grows_every_screens_words(tmp_path):
    """Settings > Text size: 150 %: the dialog's own words grow at once (its widgets are
    built again), the menu's when it is back, and the choice is kept."""
    person = Person(tmp_path, size=(1280, 800), language="de")
    menu_button = person.button(t("menu.new"))
    before_menu = menu_button.font.size("Luna")[1]
    person.press(t("menu.settings"))
    before = person.button(t("new.back")).font.size("Luna")[1]
    person.press(t("settings.percent", n=150))
    assert person.app.settings.text_size == 150 and fonts.scale == 1.5
    assert load_settings(tmp_path).text_size == 150
    back = person.button(t("new.back"))
    assert back.font.size("Luna")[1] > before * 1.3
    person.press(t("new.back"))
    assert person.button(t("menu.new")).font.size("Luna")[1] > before_menu * 1.2


def test_the_panels_words_and_log_lines_read_on_its_glass():
    """The side panel's body text, and every player's log lines, on the panel's glass as
    it is really drawn (the middle of the panel of a window, sampled)."""
    from luna.client.board import art
    from luna.client.game.game_log import readable
    from luna.client.game.panel_art import DIM, INK
    pygame.init()
    glass = art.panel_bg(300, 600)
    ground = P.NIGHT
    for y in (40, 300, 590):                    # the glass darkens towards its foot
        c = glass.get_at((150, y))
        laid = P.over(c[:3], ground, c[3])
        for words in (INK, DIM, *(readable(rgb) for rgb in art.PLAYER_RGB.values())):
            assert P.contrast(words, laid) >= 4.5, (words, laid)
