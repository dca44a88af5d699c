"""A drop-down whose open list is as wide as its button (pygame-gui's own list leaves out
the width of the arrow, so a long entry was cut under a button that showed it whole), and
that closes when its chosen entry is clicked again (pygame-gui's list only un-chose it and
stayed open over the dialog, so the next click, meant for Start, chose whatever entry lay
there), and that Escape shuts before it closes the dialog under it; its chosen entry may
have a hover text of its own (a computer level's place on the ladder)."""

from __future__ import annotations

import pygame
from pygame_gui import UI_SELECTION_LIST_DROPPED_SELECTION
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import (
    UIClosedDropDownState,
    UIExpandedDropDownState,
)


class _WideList(UIExpandedDropDownState):
    def start(self, should_rebuild: bool = True) -> None:
        super().start(should_rebuild)
        sel = self.options_selection_list
        width = self.drop_down_menu_ui.rect.w
        if sel is not None and sel.rect.w < width:
            sel.set_dimensions((width, sel.rect.h))

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == UI_SELECTION_LIST_DROPPED_SELECTION \
                and event.ui_element is self.options_selection_list:
            self.should_transition = True       # the chosen entry again: kept, list shut
            return True
        return super().process_event(event)


class _Tipped(UIClosedDropDownState):
    def start(self, should_rebuild: bool = True) -> None:
        super().start(should_rebuild)
        self.drop_down_menu_ui.show_tip()


class DropDown(UIDropDownMenu):
    def __init__(self, *args, **kwargs) -> None:
        self.tips: dict[str, str] = {}           # an entry's words -> its hover text
        super().__init__(*args, **kwargs)
        self.menu_states["expanded"].__class__ = _WideList
        self.menu_states["closed"].__class__ = _Tipped

    def set_tips(self, tips: dict[str, str]) -> None:
        self.tips = tips
        self.show_tip()

    def show_tip(self) -> None:
        """The chosen entry's hover text on the closed list's face."""
        button = getattr(self.menu_states.get("closed"), "selected_option_button", None)
        if button is not None:
            chosen = self.selected_option
            chosen = chosen[0] if isinstance(chosen, tuple) else chosen
            button.tool_tip_text = self.tips.get(chosen)

    @property
    def is_open(self) -> bool:
        return self.current_state is self.menu_states["expanded"]

    def shut(self) -> bool:
        """Shut the open list (on the next update), the choice kept: True if it was open."""
        if not self.is_open:
            return False
        self.current_state.should_transition = True
        return True
