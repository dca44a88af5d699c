"""The text menu of a click (the fallback to acting on the board: every option in
words, refused ones greyed with the engine's reason) and the Confirm / Cancel bar of a
move being built."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UIImage

from ...text import t
from ..board.layout import BUILDER_H
from ..fonts import fit, font, line_height, text
from ..widgets.game_buttons import ROW_GAP, share
from .choices import Option

ICON_ROOM = 26           # room at a menu entry's left for the action's picture


class ContextMenu:
    """The options of a clicked target, and Cancel, beside the mouse."""

    def __init__(self) -> None:
        self.buttons: list[UIButton] = []
        self.pictures: list[UIImage] = []
        self.options: dict = {}

    def open(self, ui, opts: list[Option], pos, size, icons: list | None = None,
             beside: pygame.Rect | None = None) -> None:
        """`icons`: a picture (or None) for each option, drawn at the entry's left;
        `beside`: the clicked thing, which the menu stands beside and never covers."""
        self.close()
        items = opts[:14] + [None]
        words = [menu_words(o) for o in items]
        pics = (list(icons or [])[:14] + [None] * len(items))[:len(items)]
        w = min(max(260, max(text(s, 14).get_width() for s in words) + 34 + ICON_ROOM),
                size[0] - 16)
        words = [fit(s, 14, w - 34 - ICON_ROOM) for s in words]   # (only at a large text size)
        h = max(30, line_height(14) + 8)
        total = h * len(items)
        x = min(pos[0] + 12, size[0] - w - 8)
        y = min(pos[1] - 10, size[1] - total - 8)
        if beside is not None:
            if beside.right + 8 + w <= size[0] - 8:
                x = beside.right + 8
                y = max(8, min(beside.top, size[1] - total - 8))
            elif beside.left - 8 - w >= 8:
                x = beside.left - 8 - w
                y = max(8, min(beside.top, size[1] - total - 8))
            elif beside.bottom + 4 + total <= size[1] - 8:       # too wide: under it
                y = beside.bottom + 4
            elif beside.top - 4 - total >= 8:                  # or over it
                y = beside.top - 4 - total
        for k, (opt, label_) in enumerate(zip(items, words, strict=True)):
            rect = pygame.Rect(x, max(8, y) + k * h, w, h)
            b = UIButton(rect, label_, ui, object_id="#option_icon",
                         tool_tip_text=opt.rule if opt else None)
            if opt is not None and opt.refused:
                b.disable()                    # greyed: cannot be taken, and says why
            self.buttons.append(b)
            self.options[b] = opt
            pic = pics[k]
            if pic is not None:
                if opt is not None and opt.refused:
                    pic = pic.copy()
                    pic.set_alpha(110)
                box = pic.get_rect(center=(rect.x + 8 + ICON_ROOM // 2, rect.centery))
                self.pictures.append(UIImage(box, pic, ui))

    def command_at(self, pos) -> dict | None:
        """The command of the entry under the mouse (to preview it on the board)."""
        return next((o.command for b, o in self.options.items()
                     if o is not None and o.command and b.rect.collidepoint(pos)), None)

    def close(self) -> None:
        for b in self.buttons + self.pictures:
            b.kill()
        self.buttons, self.pictures = [], []
        self.options = {}

    def __bool__(self) -> bool:
        return bool(self.buttons)


def menu_words(opt: Option | None) -> str:
    """A menu entry: the option, an action that cannot be taken with its reason, or Cancel."""
    if opt is None:
        return t("btn.cancel_move")
    if opt.refused:
        return f"{opt.label} — {opt.refused}"
    return opt.label


class BuilderBar:
    """Confirm and Cancel while a move is built: in the panel, above its own buttons, so
    nothing stands over the islands the player is clicking."""

    def __init__(self) -> None:
        self.buttons: list[UIButton] = []

    def build(self, ui, panel: tuple, top: int, reason: str | None,
              tip: str | None, words: str | None = None) -> None:
        """`top`: where the panel's own buttons begin; `words`: Confirm's own (what it
        does) where not "Confirm"."""
        self.kill()
        px, _, pw, _ = panel
        f = font(15, bold=True)
        words = words or t("btn.confirm")
        needs = [f.size(w)[0] + 30 for w in (words, t("btn.cancel_move"))]
        room = pw - 24 - ROW_GAP
        w1, w2 = share(needs, room)
        if w1 + w2 > room:            # large words: shared out, Cancel inside the panel's
            w1 = room * needs[0] // sum(needs)       # margin (a fresh player's touched
            w2 = room - w1                           # the window's edge)
        y = top - BUILDER_H + 2
        confirm = UIButton(pygame.Rect(px + 12, y, w1, 38), words, ui,
                           object_id="#confirm")
        cancel = UIButton(pygame.Rect(px + 12 + w1 + ROW_GAP, y, w2, 38), t("btn.cancel_move"), ui)
        self.buttons = [confirm, cancel]
        if reason is None:
            confirm.enable()
            confirm.tool_tip_text = tip
        else:
            confirm.disable()
            confirm.tool_tip_text = reason

    def build_cancel(self, ui, panel: tuple, top: int) -> None:
        """Cancel alone, where Confirm and Cancel stand: a choice made by one click on the
        board (an Appointment's tile) needs no Confirm."""
        self.kill()
        px, _, pw, _ = panel
        self.buttons = [UIButton(pygame.Rect(px + 12, top - BUILDER_H + 2, pw - 24, 38),
                                 t("btn.cancel_move"), ui)]

    def kill(self) -> None:
        for x in self.buttons:
            x.kill()
        self.buttons = []
