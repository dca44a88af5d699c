"""A drop-down whose open list is as wide as its button: pygame-gui's own list leaves out
the width of the arrow, so a long entry was cut under a button that showed it whole."""

from __future__ import annotations

from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


class _WideList(UIExpandedDropDownState):
    def start(self, should_rebuild: bool = True) -> None:
        super().start(should_rebuild)
        sel = self.options_selection_list
        width = self.drop_down_menu_ui.rect.w
        if sel is not None and sel.rect.w < width:
            sel.set_dimensions((width, sel.rect.h))


class DropDown(UIDropDownMenu):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.menu_states["expanded"].__class__ = _WideList
