"""The game screen's pygame-gui widgets: the panel's buttons, the context menu of a
click, the confirm bar of a move being built, and the bar of a table's own questions.
Each knows only how to lay itself out and which of its buttons was pressed."""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UIButton, UIImage, UITextBox

from ..text import t
from .choices import Option
from .fonts import font, text
from .layout import BUILDER_H
from .table import Offer

ICON_ROOM = 26           # room at a menu entry's left for the action's picture


SPEEDS = ("normal", "fast", "off")
ROW_H, ROW_GAP = 34, 6
ROWS = (("undo", "redo", "hint"), ("menu", "speed"), ("act",))


def share(needs: list[int], room: int) -> list[int]:
    """Widths for buttons side by side: each what its words need, the rest shared out."""
    spare = max(0, room - sum(needs)) // len(needs)
    return [n + spare for n in needs]


class PanelButtons:
    """Undo, Redo, Hint / Menu, Speed / Meditate (End actions in a solo game), each row as
    wide as the panel and each button as wide as its words need."""

    def __init__(self) -> None:
        self.buttons: dict[str, UIButton] = {}
        self.top = 0

    def build(self, ui, panel: tuple, top: int, speed: str) -> None:
        """`top`: the layout's `buttons_top`."""
        px, _, pw, _ = panel
        self.top = top
        words = {"undo": [t("btn.undo")], "redo": [t("btn.redo")], "hint": [t("btn.hint")],
                 "menu": [t("btn.menu")], "speed": [speed_label(s) for s in SPEEDS],
                 "act": [t("btn.meditate"), t("btn.end_actions")]}
        f = font(13, bold=True)
        rects = {}
        for r, names in enumerate(ROWS):
            needs = [max(f.size(w)[0] for w in words[n]) + 18 for n in names]
            widths = share(needs, pw - 24 - ROW_GAP * (len(names) - 1))
            x, y = px + 12, self.top + r * (ROW_H + ROW_GAP)
            for n, w in zip(names, widths, strict=True):
                rects[n] = pygame.Rect(x, y, w, ROW_H)
                x += w + ROW_GAP
        self.buttons = {
            "undo": UIButton(rects["undo"], t("btn.undo"), ui, tool_tip_text="Ctrl+Z",
                             object_id="#panel_button"),
            "redo": UIButton(rects["redo"], t("btn.redo"), ui, tool_tip_text="Ctrl+Y",
                             object_id="#panel_button"),
            "hint": UIButton(rects["hint"], t("btn.hint"), ui, tool_tip_text=t("hint.tip"),
                             object_id="#panel_button"),
            "menu": UIButton(rects["menu"], t("btn.menu"), ui, tool_tip_text="Esc",
                             object_id="#panel_button"),
            "speed": UIButton(rects["speed"], speed_label(speed), ui,
                              tool_tip_text=t("settings.speed"), object_id="#panel_button"),
            "act": UIButton(rects["act"], t("btn.meditate"), ui, object_id="#confirm"),
        }

    def sync(self, enabled: dict[str, bool], act_kind: str) -> None:
        """Enable what may be used now; the act button says Meditate or End actions."""
        if not self.buttons:
            return
        act = self.buttons["act"]
        act.set_text(t(f"btn.{'end_actions' if act_kind == 'end_actions' else 'meditate'}"))
        act.tool_tip_text = t(f"rule.{act_kind}")
        for name, on in enabled.items():
            b = self.buttons[name]
            b.enable() if on else b.disable()

    def name_of(self, element) -> str | None:
        return next((k for k, b in self.buttons.items() if b is element), None)

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}


def speed_label(speed: str) -> str:
    return t("btn.speed", speed=t(f"speed.{speed}"))


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
        h = 30
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
        return t("btn.cancel")
    if opt.refused:
        return f"{opt.label} — {opt.refused}"
    return opt.label


class BuilderBar:
    """Confirm and Cancel while a move is built: in the panel, above its own buttons, so
    nothing stands over the islands the player is clicking."""

    def __init__(self) -> None:
        self.buttons: list[UIButton] = []

    def build(self, ui, panel: tuple, top: int, reason: str | None,
              tip: str | None) -> None:
        """`top`: where the panel's own buttons begin."""
        self.kill()
        px, _, pw, _ = panel
        f = font(15, bold=True)
        needs = [f.size(t(k))[0] + 30 for k in ("btn.confirm", "btn.cancel")]
        w1, w2 = share(needs, pw - 24 - ROW_GAP)
        y = top - BUILDER_H + 2
        confirm = UIButton(pygame.Rect(px + 12, y, w1, 38), t("btn.confirm"), ui,
                           object_id="#confirm")
        cancel = UIButton(pygame.Rect(px + 12 + w1 + ROW_GAP, y, w2, 38), t("btn.cancel"), ui)
        self.buttons = [confirm, cancel]
        if reason is None:
            confirm.enable()
            confirm.tool_tip_text = tip
        else:
            confirm.disable()
            confirm.tool_tip_text = reason

    def kill(self) -> None:
        for x in self.buttons:
            x.kill()
        self.buttons = []


class OfferBar:
    """A table's own questions (see `Offer`): the question above, its answers as buttons
    under the board (the plain one not green); a note alone has no button."""

    def __init__(self) -> None:
        self.buttons: dict[str, UIButton] = {}
        self.question: UITextBox | None = None
        self._shown: list[Offer] = []

    def show(self, ui, offers: list[Offer], height: int, width: int = 0) -> None:
        if self._shown == offers:
            return
        self.kill()
        self._shown = list(offers)
        x = 20
        for o in offers:
            if not o.label:
                continue
            w = max(150, text(o.label, 15).get_width() + 30)
            self.buttons[o.key] = UIButton(
                pygame.Rect(x, height - 50, w, 38), o.label, ui,
                object_id="#confirm" if o.tone == "confirm" else None)
            x += w + 10
        question = next((o.question for o in offers if o.question), "")
        if question:
            qw = max(x - 10, min(560, width - 40)) if width else max(x - 10, 420)
            y = height - 102 if self.buttons else height - 54
            self.question = UITextBox(html.escape(question), pygame.Rect(20, y, qw, 44), ui)

    def key_of(self, element) -> str | None:
        return next((k for k, b in self.buttons.items() if b is element), None)

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}
        if self.question is not None:
            self.question.kill()
            self.question = None
        self._shown = []
