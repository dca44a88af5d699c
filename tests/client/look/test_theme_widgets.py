"""The theme's smaller parts in the game's look (issue 21): a drop-down's arrow
grows with the text size as its words do (at 150 % it stood as small as at 100 %), and
every scroll bar is the board's (a sunk groove, a brass thumb, no grey arrow buttons).
Measured on what the real loop draws."""

import pygame
import pytest
from pygame_gui.elements import UISelectionList, UITextBox

from luna.client.demo.driver import frames, make_app
from luna.client.widgets import palette as P
from luna.client.window import fonts


def _settings(tmp_path, percent):
    app = make_app(tmp_path / str(percent), speed="normal")
    app.settings.text_size = percent
    app.save_settings()
    app.open("settings")
    frames(app, 3)
    return app


def _near(a, b, within: int) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) < within


def _arrow_ink(app, dd) -> pygame.Rect:
    """Where the arrow's gold is drawn on the screen, inside its button."""
    button = dd.current_state.open_button
    r = button.rect
    gold = [(x, y) for x in range(r.left, r.right) for y in range(r.top, r.bottom)
            if _near(app.screen.get_at((x, y)), P.GOLD, 60)]
    assert gold, "no arrow drawn"
    xs, ys = [p[0] for p in gold], [p[1] for p in gold]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_a_drop_downs_arrow_grows_with_the_text(tmp_path):
    small = _settings(tmp_path, 100)
    a100 = _arrow_ink(small, small.scene.speed)
    w100 = small.scene.speed.current_state.open_button.rect.w
    fonts.set_text_size(100)
    big = _settings(tmp_path, 150)
    a150 = _arrow_ink(big, big.scene.speed)
    w150 = big.scene.speed.current_state.open_button.rect.w
    assert w150 >= w100 * 1.4, (w100, w150)
    assert a150.h >= a100.h * 1.3 and a150.w >= a100.w * 1.3, (a100, a150)
    fonts.set_text_size(100)


@pytest.mark.parametrize("kind", ["list", "text box"])
def test_every_scroll_bar_is_the_boards(tmp_path, kind):
    app = make_app(tmp_path, speed="normal")
    rect = pygame.Rect(100, 100, 400, 200)
    if kind == "list":
        el = UISelectionList(rect, [f"line {k}" for k in range(40)], app.ui)
    else:
        el = UITextBox("<br>".join(f"line {k}" for k in range(40)), rect, app.ui)
    frames(app, 3)
    bar = el.scroll_bar
    assert bar is not None
    assert bar.top_button is None and bar.bottom_button is None, "grey arrow buttons"
    thumb = bar.sliding_button.rect
    groove = bar.rect
    # the thumb is brass, slimmer than its groove, which is the sunk well's colour
    mid = app.screen.get_at(thumb.center)[:3]
    assert _near(mid, P.RIM, 30), mid
    assert thumb.w <= groove.w - 6
    edge = app.screen.get_at((groove.x + 1, groove.bottom - 3))[:3]
    assert _near(edge, P.WELL, 30), edge
    el.kill()


def test_windows_of_one_text_size_share_the_theme_until_the_fonts_restart(tmp_path):
    """A new window at the same text size finds its widgets' theme (and their shapes,
    drawn once) made; another size has its own; after pygame's fonts restarted, the old
    theme's fonts are dead: a new one."""
    import pygame

    from luna.client.demo.driver import make_app
    from luna.client.window import fonts
    first = make_app(tmp_path).ui.get_theme()
    assert make_app(tmp_path).ui.get_theme() is first
    fonts.set_text_size(150)
    from luna.client.widgets.theme import LunaUI
    larger = LunaUI((1280, 800)).get_theme()
    assert larger is not first
    fonts.set_text_size(100)
    pygame.font.quit()
    again = make_app(tmp_path).ui.get_theme()
    assert again is not first
    assert make_app(tmp_path).ui.get_theme() is again


def test_the_themes_combined_ids_are_pygame_guis_each_worked_out_once(tmp_path, monkeypatch):
    """A widget's theme ids (most specific first) are the ones pygame-gui works out, for a
    widget alone and one nested in containers; asked again for the same ids, the theme
    answers from what it kept without pygame-gui's look-up (whose key is a string as long
    as the product of the ids' lengths: megabytes for a list in a drop-down)."""
    from pygame_gui.core import UIAppearanceTheme

    theme = make_app(tmp_path).ui.get_theme()
    plain = UIAppearanceTheme(theme._resource_loader, "en")        # pygame-gui's own
    asked = [([None], ["button"], [None], ["#go"]),
             ([None, None, None], ["drop_down_menu", "selection_list", "button"],
              [None, "@list", None], ["#menu", "#list", "#item"]),
             (None, ["label"], None, None)]
    for ids in asked:
        assert theme.build_all_combined_ids(*ids) == plain.build_all_combined_ids(*ids)
    worked = []
    real = UIAppearanceTheme.build_all_combined_ids
    monkeypatch.setattr(UIAppearanceTheme, "build_all_combined_ids",
                        lambda self, *ids: worked.append(ids) or real(self, *ids))
    for ids in asked:
        assert theme.build_all_combined_ids(*ids) == plain.build_all_combined_ids(*ids)
    assert len(worked) == len(asked)          # pygame-gui's, for the plain theme alone
