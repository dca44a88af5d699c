"""pygame-gui in the board's dress: the theme (assets/theme.json, written from the palette
by `python -m luna.client.widgets.theme`), loaded at the player's text size with our
faces, and a UI manager whose hover texts are ours (drawn over everything, inside the
window, in the same box as the board's: overlays.draw_widget_tip).

A test holds assets/theme.json to what `theme()` writes, so the palette stays the one
source of the colours.
"""

from __future__ import annotations

import functools
import json
import sys
from importlib import resources
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.resource_loaders import BlockingThreadedResourceLoader

from ...places import assets_dir
from ..window import caches, fonts
from . import palette as P
from .shape_cache import ShapeCache
from .shape_tint import install as _tint_shapes

THEME_FILE = "theme.json"
TEXT, DISPLAY = "noto_sans", "cinzel"
SYMBOLS = "fira_code_symbols"          # the drop-down's arrow (pygame-gui's own face)
ARROW_W = 24                           # the drop-down's arrow button, px at 100 %
GROOVE = 4                             # a scroll bar's groove round its thumb, px
# (pygame-gui lays a list's own misc over its scroll bar's, so each holder is named)
SCROLL_BARS = tuple(f"{holder}{bar}" for holder in (
    "", "selection_list.", "text_box.", "drop_down_menu.selection_list.",
    "scrolling_container.") for bar in ("vertical_scroll_bar", "horizontal_scroll_bar"))


def _font(size: int, bold: bool = False, face: str = TEXT) -> dict:
    out = {"name": face, "size": str(size)}
    if bold:
        out["bold"] = "1"
    return out


def _misc(radius: int = P.RADIUS, border: int = 1, shadow: int = 2, **more) -> dict:
    out = {"shape": "rounded_rectangle", "shape_corner_radius": str(radius),
           "border_width": str(border), "shadow_width": str(shadow)}
    out.update({k: str(v) for k, v in more.items()})
    return out


def theme() -> dict:
    """The whole theme, from the palette."""
    h = P.hexa
    colours = {
        "normal_bg": h(P.BUTTON), "hovered_bg": h(P.BUTTON_HOVER),
        "disabled_bg": h(P.BUTTON_OFF), "selected_bg": h(P.BUTTON_DOWN),
        "active_bg": h(P.BUTTON_DOWN), "dark_bg": h(P.WELL, 236),
        "disabled_dark_bg": h(P.BUTTON_OFF),
        "normal_text": h(P.INK), "hovered_text": h(P.GOLD_BRIGHT),
        "selected_text": h(P.GOLD_BRIGHT), "active_text": h(P.GOLD_BRIGHT),
        "disabled_text": h(P.INK_OFF), "text_cursor": h(P.GOLD),
        "normal_text_shadow": h(P.SHADOW, 170), "hovered_text_shadow": h(P.SHADOW, 170),
        "disabled_text_shadow": h(P.SHADOW, 0), "selected_text_shadow": h(P.SHADOW, 170),
        "active_text_shadow": h(P.SHADOW, 170), "text_shadow": h(P.SHADOW, 170),
        "normal_border": h(P.RIM_SOFT), "hovered_border": h(P.GOLD),
        "disabled_border": h(P.RIM_OFF), "selected_border": h(P.GOLD),
        "active_border": h(P.GOLD), "link_text": h(P.LINK), "link_hover": h(P.GOLD_BRIGHT),
        "link_selected": h(P.GOLD_BRIGHT), "filled_bar": h(P.GOLD),
        "unfilled_bar": h(P.ROW),
    }
    well = {"dark_bg": h(P.WELL, 236), "normal_border": h(P.RIM_SOFT),
            "selected_border": h(P.GOLD), "active_border": h(P.GOLD)}
    flat = {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}
    shadowed = {"text_shadow_size": "0", "text_shadow_offset": "1,1", "tool_tip_delay": "0.5"}
    return {
        "defaults": {"colours": colours},
        "button": {"font": _font(15, True), "misc": _misc(**shadowed)},
        "#menu_button": {"font": _font(19, True),
                         "colours": {"normal_bg": h(P.BUTTON, 216),
                                     "hovered_bg": h(P.BUTTON_HOVER, 232),
                                     "normal_border": h(P.RIM)},
                         "misc": _misc(P.RADIUS_CARD - 2, 2, 3, **shadowed)},
        "#menu_confirm": {"font": _font(19, True),
                          "colours": {"normal_bg": h(P.CONFIRM), "hovered_bg": h(P.CONFIRM_HOVER),
                                      "normal_border": h(P.RIM)},
                          "misc": _misc(P.RADIUS_CARD - 2, 2, 3, **shadowed)},
        "#menu_primary": {"font": _font(23, True),
                          "colours": {"normal_bg": h(P.PRIMARY), "hovered_bg": h(P.PRIMARY_HOVER),
                                      "normal_border": h(P.GOLD),
                                      "normal_text": h(P.GOLD_BRIGHT)},
                          "misc": _misc(P.RADIUS_CARD, 2, 4, **shadowed)},
        # the menu draws a tile's rim and light (menu.tile_frame): a rounded shape this
        # large is never kept by pygame-gui's cache, and drew again on every visit (~17 ms
        # a state, 15 a visit)
        "#menu_tile": {"font": _font(16, True),
                       "colours": {k: "#00000000" for k in (
                           "normal_bg", "hovered_bg", "active_bg", "selected_bg",
                           "normal_border", "hovered_border", "active_border",
                           "selected_border")},
                       "misc": {**flat, "border_width": "2", "text_vert_alignment": "bottom",
                                "text_vert_alignment_padding": "10", **shadowed}},
        "#menu_small": {"font": _font(16, True),
                        "colours": {"normal_bg": h(P.BUTTON, 200),
                                    "hovered_bg": h(P.BUTTON_HOVER, 232)},
                        "misc": _misc(P.RADIUS + 2, 1, 2, **shadowed)},
        "#menu_quiet": {"font": _font(15, True),
                        "colours": {"normal_bg": "#00000000", "hovered_bg": h(P.BUTTON, 200),
                                    "normal_border": "#00000000",
                                    "normal_text": h(P.INK_DIM)},
                        "misc": _misc(P.RADIUS, 1, 0, **shadowed)},
        # the toolbar's tools: a usable one on the greyed ones' ground, told by its bright
        # picture and rim (a lighter ground alone among greyed tools reads as "selected",
        # F058); the pointer lights it
        "#panel_button": {"font": _font(13, True),
                          "colours": {"normal_bg": h(P.BUTTON_OFF)}},
        "#confirm": {"colours": {"normal_bg": h(P.CONFIRM), "hovered_bg": h(P.CONFIRM_HOVER),
                                 "normal_border": h(P.RIM)}},
        # Meditate / End actions: a button as any other, rimmed (F058: a bright green one
        # pulls a new player towards passing; green is for confirming a move built)
        "#act": {"colours": {"normal_bg": h(P.BUTTON, 216), "hovered_bg": h(P.BUTTON_HOVER),
                             "normal_border": h(P.RIM)}},
        "#level": {"font": _font(17, True),
                   "colours": {"normal_bg": h(P.BUTTON, 216), "hovered_bg": h(P.BUTTON_HOVER),
                               "selected_bg": h(P.BUTTON_DOWN), "normal_border": h(P.RIM),
                               "selected_border": h(P.GOLD), "selected_text": h(P.GOLD_BRIGHT)},
                   "misc": _misc(P.RADIUS + 4, 2, 2)},
        "#segment": {"font": _font(15, True),
                     "colours": {"normal_bg": h(P.BUTTON, 216), "hovered_bg": h(P.BUTTON_HOVER),
                                 "selected_bg": h(P.BUTTON_DOWN), "selected_border": h(P.GOLD),
                                 "selected_text": h(P.GOLD_BRIGHT)},
                     "misc": _misc(P.RADIUS, 1, 1, **shadowed)},
        "#swatch": {"colours": {"normal_bg": "#00000000", "hovered_bg": h(P.GOLD, 30),
                                "active_bg": h(P.GOLD, 50), "selected_bg": "#00000000",
                                "disabled_bg": "#00000000",
                                "normal_border": "#00000000", "hovered_border": h(P.GOLD)},
                    "misc": _misc(18, 1, 0)},
        "#switch": {"colours": {k: h(P.NIGHT, 0) for k in (     # drawn by the dialog
                        "normal_bg", "hovered_bg", "active_bg", "selected_bg", "disabled_bg",
                        "normal_border", "hovered_border", "active_border",
                        "selected_border", "disabled_border")},
                    "misc": _misc(14, 0, 0, **shadowed)},
        "#option": {"font": _font(14),
                    "misc": {**flat, "text_horiz_alignment": "left",
                             "text_horiz_alignment_padding": "10"},
                    "colours": {"normal_bg": h(P.GLASS, 244), "hovered_bg": h(P.ROW)}},
        "#option_icon": {"font": _font(14),
                         "misc": {**flat, "text_horiz_alignment": "left",
                                  "text_horiz_alignment_padding": "38"},
                         "colours": {"normal_bg": h(P.GLASS), "hovered_bg": h(P.ROW),
                                     "disabled_bg": h(P.WELL), "disabled_text": h(P.INK_DIM)}},
        "label": {"font": _font(15), "colours": {"dark_bg": "#00000000"},
                  "misc": {"text_shadow_size": "0", "text_shadow_offset": "0,0"}},
        "#setting": {"font": _font(15), "colours": {"dark_bg": "#00000000"},
                     "misc": {"text_horiz_alignment": "left",
                              "text_horiz_alignment_padding": "16",
                              "text_shadow_size": "0", "text_shadow_offset": "0,0"}},
        "#suggestion": {"font": _font(15, True), "colours": {"normal_text": h(P.GOLD)},
                        "misc": {"text_horiz_alignment": "left",
                                 "text_shadow_size": "0", "text_shadow_offset": "0,0"}},
        "#section": {"font": _font(17, True, DISPLAY), "colours": {"normal_text": h(P.GOLD)},
                     "misc": {"text_shadow_size": "0", "text_shadow_offset": "1,1"}},
        "#title": {"font": _font(26, True, DISPLAY), "colours": {"normal_text": h(P.GOLD)},
                   "misc": {"text_shadow_size": "0", "text_shadow_offset": "2,2"}},
        "text_box": {"font": _font(15), "colours": well,
                     "misc": _misc(shadow=0, padding="8,6")},
        "text_entry_line": {"font": _font(15), "colours": well,
                            "misc": _misc(shadow=0, padding="6,4")},
        "drop_down_menu": {"font": _font(15, True),
                           "misc": _misc(expand_direction="down", open_button_width=ARROW_W)},
        "drop_down_menu.button": {"misc": {**flat, **shadowed}},
        "drop_down_menu.#expand_button": {"font": {"name": SYMBOLS, "size": "14"},
                                          "colours": {"normal_text": h(P.GOLD),
                                                      "hovered_text": h(P.GOLD_BRIGHT)}},
        "drop_down_menu.selection_list": {"colours": {"dark_bg": h(P.GLASS, 248),
                                                      "normal_border": h(P.RIM)},
                                          "misc": _misc(border=1, shadow=2,
                                                        list_item_height=30)},
        "drop_down_menu.selection_list.button": {
            "font": _font(15), "misc": {**flat, "text_horiz_alignment": "center"},
            "colours": {"normal_bg": h(P.GLASS), "hovered_bg": h(P.ROW),
                        "selected_bg": h(P.BUTTON_DOWN)}},
        "selection_list": {"font": _font(15), "colours": well,
                           "misc": _misc(shadow=0, list_item_height=30)},
        "selection_list.button": {
            "font": _font(15), "misc": {**flat, "text_horiz_alignment": "left",
                                        "text_horiz_alignment_padding": "12"},
            "colours": {"normal_bg": "#00000000", "hovered_bg": h(P.ROW),
                        "selected_bg": h(P.BUTTON_DOWN), "selected_text": h(P.GOLD_BRIGHT)}},
        # every scroll bar as the board's: a sunk groove, no arrow buttons, a slim brass
        # thumb (the groove's wide border in its own colour insets it), gold under the mouse
        **{bar: {"colours": {"dark_bg": h(P.WELL), "normal_border": h(P.WELL),
                             "disabled_dark_bg": h(P.WELL), "disabled_border": h(P.WELL)},
                 "misc": _misc(radius=7, border=GROOVE, shadow=0, enable_arrow_buttons=0)}
           for bar in SCROLL_BARS},
        **{f"{bar}.#sliding_button": {
            "colours": {"normal_bg": h(P.RIM), "hovered_bg": h(P.GOLD),
                        "active_bg": h(P.GOLD_BRIGHT), "selected_bg": h(P.GOLD),
                        "disabled_bg": h(P.RIM_OFF), "normal_border": h(P.RIM),
                        "hovered_border": h(P.GOLD_BRIGHT)},
            "misc": _misc(radius=4, border=0, shadow=0)} for bar in SCROLL_BARS},
        **{f"{bar}.button": {"misc": {**flat}} for bar in SCROLL_BARS},
        "window": {"colours": {"dark_bg": h(P.GLASS, P.GLASS_ALPHA),
                               "normal_border": h(P.RIM)},
                   "misc": _misc(P.RADIUS_CARD, 2, 4)},
        "panel": {"colours": {"dark_bg": h(P.GLASS, P.GLASS_ALPHA), "normal_border": h(P.RIM)},
                  "misc": _misc(P.RADIUS_CARD, 1, 3)},
        "progress_bar": {"misc": _misc(shadow=0)},
        "tool_tip": {"font": _font(13), "colours": {"dark_bg": h(P.GLASS, P.GLASS_ALPHA),
                                                    "normal_border": h(P.RIM)},
                     "misc": _misc(shadow=0)},
    }


def loaded(scale: float | None = None) -> dict:
    """assets/theme.json at the player's text size, with our faces' files named."""
    scale = fonts.scale if scale is None else scale
    data = json.loads((assets_dir() / THEME_FILE).read_text(encoding="utf-8"))
    for block in data.values():
        f = block.get("font")
        if f and f.get("name") in (TEXT, DISPLAY, SYMBOLS):      # (the arrows grow too)
            f["size"] = str(max(6, round(int(f["size"]) * scale)))
            if f["name"] == DISPLAY:
                f["regular_path"], f["bold_path"] = fonts.DISPLAY, fonts.DISPLAY_BOLD
        misc = block.get("misc", {})
        for grows in ("list_item_height", "open_button_width"):
            if grows in misc:
                misc[grows] = str(round(int(misc[grows]) * scale))
    return data


# the theme a window's manager asks for: the player's, at the text size of the moment
SCALED = object()


@functools.lru_cache(maxsize=4)
def _written(scale: float) -> str:
    """The player's theme at `scale` as the text that keys its kept theme: read, scaled
    and written once a text size (each new window's manager did all three again to find
    the theme it shares, ~4 ms)."""
    return json.dumps(loaded(scale), sort_keys=True)


_tint_shapes()                # (pygame-gui's shapes tinted with no picture made)


def shapes() -> ShapeCache:
    """The drawn shapes of buttons, lists and panels, shared by every theme. A shape's key
    is its size, colours, border and corners, never its text or font: a window opened at
    another text size or in another language finds the shapes it shares with the last one
    drawn (pygame-gui gives each theme its own cache: each new theme drew every shape
    again, ~7 ms each)."""
    if not _SHAPES:
        _SHAPES.append(ShapeCache())
    return _SHAPES[0]


class Tip:
    """A widget's hover text, asked for by pygame-gui (UIManager.create_tool_tip) and drawn
    by us over everything (overlays.draw_widget_tip)."""

    def __init__(self, ui: LunaUI, words: str, mouse: tuple[int, int],
                 widget: pygame.Rect, element=None) -> None:
        self.ui, self.words, self.mouse, self.widget = ui, words, mouse, pygame.Rect(widget)
        self.element = element                        # its widget: its words as they are now
        self.rect: pygame.Rect | None = None          # where it was drawn last
        self.born = ui.clock                          # (one over other things fades)

    def kill(self) -> None:
        if self in self.ui.tips:
            self.ui.tips.remove(self)


_THEMES: dict[tuple, pygame_gui.core.UIAppearanceTheme] = caches.kept({})
THEMES_KEPT = 3
_SHAPES: list[ShapeCache] = caches.kept([])      # the one cache of drawn button shapes


class LunaTheme(pygame_gui.core.UIAppearanceTheme):
    """pygame-gui's theme, each element's combined ids kept by its id lists. Its own key
    joins the lists' texts into one another, a string as long as the product of their
    lengths, built again on every look-up (widgets in a container: ~1 ms each)."""

    def __init__(self, resource_loader, locale: str) -> None:
        super().__init__(resource_loader, locale)
        self._combined: dict[tuple, list[str]] = {}
        faces_from_files(self.font_dict)

    def build_all_combined_ids(self, element_base_ids, element_ids, class_ids, object_ids):
        key = tuple(None if ids is None else tuple(ids)
                    for ids in (element_base_ids, element_ids, class_ids, object_ids))
        found = self._combined.get(key)
        if found is None:
            found = self._combined[key] = super().build_all_combined_ids(
                element_base_ids, element_ids, class_ids, object_ids)
        return found


def faces_from_files(font_dict) -> None:
    """pygame-gui's own faces (Noto Sans, Fira Code) opened from their files, as pygame
    opens ours, never from a copy of the file in memory: pygame-gui reads a packaged
    face's whole file again for each size it opens (~0.5 MB a size, a dozen sizes). The
    same file, the same pixels; a face packed where no file stands (a zip) stays as it is."""
    for name, places in font_dict.known_font_paths.items():
        font_dict.known_font_paths[name] = [(_on_disk(place), forced)
                                            for place, forced in places]
    for face in font_dict.loaded_fonts.values():      # the defaults, opened already
        place = _on_disk(face.location)
        if place is not face.location:
            face.location = place
            face.load()


def _on_disk(place):
    """A packaged face's file where it stands on disk, else `place` itself."""
    if isinstance(place, PackageResource):
        path = resources.files(place.package) / place.resource
        if isinstance(path, Path) and path.is_file():
            return str(path)
    return place


class LunaUI(pygame_gui.UIManager):
    """The UI manager with our theme at the player's text size and our hover texts. The
    pointer it hovers with is where the window's last mouse event said (none before the
    first; tests and the tour move it with events)."""

    def __init__(self, size: tuple[int, int], pointer: tuple[int, int] = (-1, -1)) -> None:
        # one loading thread, not pygame-gui's five: a theme kept already loads nothing,
        # and each manager started and joined five threads for it (~1.5 ms a window)
        loader = BlockingThreadedResourceLoader()
        loader.num_loading_threads = 1
        super().__init__(size, SCALED, resource_loader=loader, enable_live_theme_updates=False)
        loader.start()              # (as pygame-gui does with its own loader, last)
        loader.update()
        self.tips: list[Tip] = []
        self.clock = 0.0                     # seconds of updates: a hover text's age
        # over nothing until the pointer moves: where a window happens to open under it is
        # no choice (the title's middle card stood lit under a pointer left at the centre)
        self.pointer = pointer
        self.hushed = None                   # a widget just pressed: no hover text until left
        self.pressed_at: tuple[int, int] | None = None   # ... and whatever comes under the
        #                                      pointer there (a new screen) till it moves

    def create_new_theme(self, theme_path=None):
        """One theme for each text size while pygame's fonts live: a new window (a new
        manager) finds its buttons' shapes drawn already (its own cost ~35 ms, and the
        buttons' states drawn again over the next frames)."""
        scale = fonts.scale
        written = _written(scale) if theme_path is SCALED else \
            json.dumps(theme_path, sort_keys=True)
        key = (written, fonts.generation, self._locale)
        if key not in _THEMES:
            if len(_THEMES) >= THEMES_KEPT:
                _THEMES.pop(next(iter(_THEMES)))
            theme = LunaTheme(self.resource_loader, self._locale)
            if theme_path is SCALED:
                theme.load_theme(loaded(scale))
            elif theme_path is not None:
                theme.load_theme(theme_path)
            _THEMES[key] = theme
            _THEMES[key].shape_cache = shapes()
        return _THEMES[key]

    def process_events(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = tuple(event.pos)
            self.hush(event)
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = (-1, -1)                 # over nothing: no hover, no hover text
        return super().process_events(event)

    def hush(self, event: pygame.event.Event) -> None:
        """A press on a widget sends its hover text away until the pointer leaves it (its
        words were read; what the press brings, the Hint's box say, stands alone)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed_at = tuple(event.pos)
            self.hushed = next((el for el in self.get_root_container().elements
                                if el.alive() and el.visible and el.rect.collidepoint(event.pos)
                                and getattr(el, "tool_tip_text", None)), None)
            for tip in list(self.tips):
                if tip.widget.collidepoint(event.pos):
                    tip.kill()
        elif self.hushed is not None and not self.hushed.rect.collidepoint(event.pos):
            self.hushed = None
        if event.type == pygame.MOUSEMOTION and tuple(event.pos) != self.pressed_at:
            self.pressed_at = None

    def width_of(self, words: str, object_id: str, element: str = "label") -> int:
        """`words`' width in px in the face the theme gives `object_id`'s `element`
        (as that widget draws them)."""
        theme = self.get_theme()
        ids = theme.build_all_combined_ids([element], [element], [None], [object_id])
        return theme.get_font(ids).size(words)[0]

    def update(self, time_delta: float) -> None:
        self.clock += time_delta
        super().update(time_delta)

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.calculate_scaled_mouse_position(self.pointer)

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id,
                        *, wrap_width=None, text_kwargs=None) -> Tip:
        tip = Tip(self, str(text), (int(position[0]), int(position[1])),
                  parent_element.rect, parent_element)
        still = self.pressed_at is not None and parent_element.rect.collidepoint(
            self.pressed_at)             # (a press that opens a screen never # shows the
        #                                  hover text of what stands under it)
        if parent_element is not self.hushed and not still:
            self.tips.append(tip)
        return tip


def write(path: Path | None = None) -> Path:
    """Write the theme file from the palette."""
    path = path or assets_dir() / THEME_FILE
    path.write_text(json.dumps(theme(), indent=1) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":          # python -m luna.client.widgets.theme
    print(write(Path(sys.argv[1]) if len(sys.argv) > 1 else None))
