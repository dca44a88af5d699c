"""The keyboard's focus on a menu screen (the main menu, the pause menu, every dialog): one
control at a time, outlined in gold once a key moved it. Tab moves it on (Shift+Tab back)
in the screen's reading order; the arrows move it the way they point, to the nearest
control on that side (in a grid, Down goes down its column, not on to the next in reading
order), round to the far side where none is there, and through the reading order where
every other control stands across the key's way (Right and Left in a single column);
Enter or Space presses the control in focus as a click would; in a text field the field
keeps its own keys (Left, Right, Space), and Enter there presses the screen's default
answer (Start, Save, Join), else moves on; in a list (the saves, the tables) Up and Down
choose its row, Enter presses the default answer (Load, Join); in a drop-down's open list
Up and Down go over its entries and Enter takes one. Before any key, the focus stands on
that default answer, unoutlined, so Enter alone takes it. Esc stays the screen's own (it goes
back).

A screen offers `focus_order()` (its controls, in reading order) and `focus_default()`;
the app asks `handle` before the screen's own `handle_event` and draws the ring over the
widgets (`draw`)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextEntryLine

from . import palette as P
from .dropdown import DropDown

FORTH = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
BACK = (pygame.K_UP, pygame.K_LEFT)
ARROWS = {pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1), pygame.K_RIGHT: (1, 0),
          pygame.K_LEFT: (-1, 0)}
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
CONTROLS = (UIButton, UITextEntryLine, DropDown, UISelectionList)
DEFAULTS = ("#menu_primary", "#menu_confirm")     # the screen's default answer's looks
OWN_RING = ("#switch",)      # a switch wears its focus ring in its own picture


def usable(element) -> bool:
    """A control the keyboard can take: shown and not greyed."""
    return isinstance(element, CONTROLS) and element.alive() and element.visible \
        and element.is_enabled


def default_of(order: list):
    """The first control in the default answer's looks (the gold first answer, the green
    confirming one), or None."""
    return next((c for c in order if c.object_ids and c.object_ids[-1] in DEFAULTS), None)


class KeyFocus:
    """Where the keyboard's focus stands on one screen: an index in its focus order (None:
    on its default answer), and whether a key has shown it yet."""

    def __init__(self) -> None:
        self.index: int | None = None
        self.shown = False

    def reset(self) -> None:
        self.index, self.shown = None, False

    def focused(self, scene):
        order = scene.focus_order()
        if self.index is None:
            return scene.focus_default()
        return order[self.index] if self.index < len(order) else None

    def handle(self, event, scene) -> bool:
        """Take a key of the focus's (True), pressing or moving; any other event or key is
        the screen's (False)."""
        if event.type != pygame.KEYDOWN:
            return False
        order = scene.focus_order()
        ui = scene.app.ui
        typing = next((c for c in order if isinstance(c, UITextEntryLine)
                       and c.is_focused), None)
        if typing is not None:                  # (a click put the caret in a field)
            self.index = order.index(typing)
        key, shift = event.key, event.mod & pygame.KMOD_SHIFT
        opened = next((c for c in order if isinstance(c, DropDown) and c.is_open), None)
        if opened is not None:                  # an open list: Up, Down, Enter (Esc shuts)
            return list_key(opened, key)
        if typing is not None and key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            return False                        # the caret's and the words'
        at = self.focused(scene)
        if isinstance(at, UISelectionList) and key in (pygame.K_UP, pygame.K_DOWN):
            choose_row(at, -1 if key == pygame.K_UP else 1)
            self.shown = True
            return True
        if isinstance(at, UISelectionList) and key in PRESS:
            return press(scene, scene.focus_default())      # (Load, Join: the row chosen)
        back = key in BACK or (key == pygame.K_TAB and shift)
        if (key in FORTH or back) and order:
            target = toward(order, at, ARROWS[key]) if key in ARROWS else None
            self._move(order, -1 if back else 1, ui, scene, target)
            return True
        if key not in PRESS:
            return False
        if typing is not None:                  # Enter in a field: the default answer,
            default = scene.focus_default()     # else on to the next control
            if default is None:
                self._move(order, 1, ui, scene)
                return True
            return press(scene, default)
        return press(scene, self.focused(scene))

    def _move(self, order: list, step: int, ui, scene, target=None) -> None:
        """The focus `step` on in `order`, or to `target` (an arrow's way)."""
        if target is not None:
            self.index = order.index(target)
        else:
            at = self.focused(scene)
            k = order.index(at) if at in order else (-1 if step > 0 else 0)
            self.index = (k + step) % len(order)
        self.shown = True
        now = order[self.index]
        if isinstance(now, UITextEntryLine):
            ui.set_focus_set(now)                 # the caret in it: typing goes there,
            now.select_range = [0, len(now.text)]     # its words chosen whole (a seat's
            now.edit_position = len(now.text)         # "Yellow": typed over, as a field
            now.cursor_has_moved_recently = True      # taken by Tab is elsewhere)
        elif isinstance(ui.get_focus_set(), set) and any(
                isinstance(c, UITextEntryLine) for c in ui.get_focus_set()):
            ui.set_focus_set(None)                # the caret leaves the field

    def draw(self, surf: pygame.Surface, scene) -> None:
        """The gold ring round the control in focus, once a key has moved it: `ring_width`
        thick, a gap off the control, edged in the night's dark on both sides, so that it
        stands out against a brass or gold rim and the dark glass alike (a 2 px gold line
        beside a tile's brass rim read as the rim)."""
        at = self.focused(scene) if self.shown else None
        if at is None or (at.object_ids and at.object_ids[-1] in OWN_RING):
            return
        w = ring_width(surf.get_size())
        r = at.rect.inflate(2 * (w + RING_GAP), 2 * (w + RING_GAP))
        radius = P.RADIUS + w + RING_GAP
        pygame.draw.rect(surf, P.SHADOW, r.inflate(2 * RING_EDGE, 2 * RING_EDGE),
                         w + 2 * RING_EDGE, border_radius=radius + RING_EDGE)
        pygame.draw.rect(surf, P.GOLD, r, w, border_radius=radius)


def toward(order: list, at, way: tuple[int, int]):
    """The control an arrow pointing `way` moves the focus to from `at`: the nearest in
    line with it that way (in its column for Up and Down, its row for Left and Right; of
    those as near, the one most straight that way),
    else round to the farthest in line on the other side, else the nearest that way out
    of line (the distance aside counting double); None where no other control lies that
    way (then the reading order)."""
    if at not in order:
        return None
    dx, dy = way
    a = at.rect

    def along(c) -> int:                       # how far on the way, from `at`'s middle
        return (c.rect.centerx - a.centerx) * dx + (c.rect.centery - a.centery) * dy

    def across(c) -> int:                      # how far aside; 0 where they overlap
        lo, hi = (c.rect.top, c.rect.bottom) if dx else (c.rect.left, c.rect.right)
        mine = (a.top, a.bottom) if dx else (a.left, a.right)
        return max(0, lo - mine[1], mine[0] - hi)

    others = [c for c in order if c is not at and usable(c)]
    ahead = [c for c in others if along(c) > (a.w if dx else a.h) // 2]
    behind = [c for c in others if along(c) < 0 and across(c) == 0]
    def aside(c) -> int:                       # how far its middle stands aside
        return abs(c.rect.centery - a.centery) if dx else abs(c.rect.centerx - a.centerx)

    if in_line := [c for c in ahead if across(c) == 0]:
        return min(in_line, key=lambda c: (along(c), aside(c)))
    if behind:
        return min(behind, key=lambda c: (along(c), aside(c)))
    return min(ahead, key=lambda c: along(c) + 2 * across(c)) if ahead else None


RING_GAP = 2             # px between a control and its focus ring (its rim stays its own)
RING_EDGE = 1            # px of dark each side of the ring (8 px between two buttons: clear)


def ring_width(size: tuple[int, int]) -> int:
    """The focus ring's thickness in a window of `size`: grown with the window (3 px at
    its smallest, 4 at 1024x700 and 1280x800, 5 at 1920x1080)."""
    return max(3, round(min(size) / 200))


def press(scene, control) -> bool:
    """`control` pressed from the keyboard as a click would: a button's press goes to its
    screen, a drop-down opens its list, a field takes the caret. False: nothing to press."""
    if control is None or not usable(control):
        return False
    if isinstance(control, UIButton):
        scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
            "ui_element": control, "ui_object_id": control.most_specific_combined_id,
            "mouse_button": 1}))
    elif isinstance(control, UISelectionList):
        choose_row(control, 0)
    elif isinstance(control, DropDown):
        opener = getattr(control.current_state, "selected_option_button", None)
        if opener is not None:
            control.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
                "ui_element": opener, "ui_object_id": opener.most_specific_combined_id,
                "mouse_button": 1}))
    else:
        scene.app.ui.set_focus_set(control)
    return True


def list_key(drop: DropDown, key: int) -> bool:
    """A key in a drop-down's open list: Up and Down choose the entry above or below (from
    the one it shows), Enter or Space takes it (the list shuts, the screen told as by a
    click). True if the key was one of these."""
    rows = getattr(drop.current_state, "options_selection_list", None)
    if rows is None:
        return False
    if key in (pygame.K_UP, pygame.K_DOWN):
        if rows.get_single_selection() is None:
            shown = drop.selected_option[0] if isinstance(drop.selected_option, tuple) \
                else drop.selected_option
            at = next((i for i, it in enumerate(rows.item_list) if it["text"] == shown), 0)
            rows.item_list[at]["selected"] = True
        choose_row(rows, -1 if key == pygame.K_UP else 1)
        return True
    if key in PRESS and rows.get_single_selection() is not None:
        drop.process_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, {
            "text": rows.get_single_selection(), "ui_element": rows,
            "ui_object_id": rows.most_specific_combined_id}))
        return True
    return False


def choose_row(rows: UISelectionList, by: int) -> None:
    """The row `by` after the one chosen in a one-choice list chosen instead (none chosen:
    the first), scrolled into view."""
    items = rows.item_list
    if not items:
        return
    k = next((i for i, it in enumerate(items) if it["selected"]), None)
    k = 0 if k is None else max(0, min(len(items) - 1, k + by))
    for i, it in enumerate(items):
        it["selected"] = i == k
        if it["button_element"] is not None:
            it["button_element"].select() if i == k else it["button_element"].unselect()
    bar = rows.scroll_bar
    if bar is not None and rows.total_height_of_list > 0:
        view = rows.item_list_container.relative_rect.height
        h, shown = rows.list_item_height, bar.start_percentage * rows.total_height_of_list
        if k * h < shown:                                   # above the view: at its top
            bar.set_scroll_from_start_percentage(k * h / rows.total_height_of_list)
        elif (k + 1) * h > shown + view:                    # below: at its foot
            bar.set_scroll_from_start_percentage(((k + 1) * h - view)
                                                 / rows.total_height_of_list)
