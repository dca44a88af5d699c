"""A drop-down whose open list is as wide as its button (pygame-gui's own list leaves out
the width of the arrow, so a long entry was cut under a button that showed it whole), and
that closes when its chosen entry is clicked again (pygame-gui's list only un-chose it and
stayed open over the dialog, so the next click, meant for Start, chose whatever entry lay
there), and that Escape shuts before it closes the dialog under it."""

from __future__ import annotations

import pygame
from pygame_gui import UI_SELECTION_LIST_DROPPED_SELECTION
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


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


class DropDown(UIDropDownMenu):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.menu_states["expanded"].__class__ = _WideList

    @property
    def is_open(self) -> bool:
        return self.current_state is self.menu_states["expanded"]

    def shut(self) -> bool:
        """Shut the open list (on the next update), the choice kept: True if it was open."""
        if not self.is_open:
            return False
        self.current_state.should_transition = True
        return True
