"""Escape in a dialog with a drop-down's list open shuts the list, the dialog and what was
chosen in it kept; a second Escape closes the dialog (a fresh player's Escape closed the
New game dialog from under an open list). The real loop at normal speed."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from luna.client.demo.driver import click, frames, key, make_app, menu_button
from luna.client.widgets.dropdown import DropDown


def test_escape_shuts_an_open_list_before_the_dialog(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
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
