"""The game screen's pygame-gui widgets in the panel: its buttons, and the bar of a
table's own questions. Each knows only how to lay itself out and which of its buttons
was pressed."""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UIButton, UITextBox

from ...text import t
from ..board.layout import BUTTON_PAD, ROW_GAP, panel_button_rows, panel_button_words
from ..fonts import font, text
from ..tables.table import Offer

SPEEDS = ("normal", "fast", "off")


def share(needs: list[int], room: int) -> list[int]:
    """Widths for buttons side by side: each what its words need, the rest shared out."""
    spare = max(0, room - sum(needs)) // len(needs)
    return [n + spare for n in needs]


def even(needs: list[int], room: int) -> list[int]:
    """Widths for a row of buttons side by side, one width for all where the room holds
    each one's words (round 7: a German row of uneven buttons looked careless); else the
    widest what its words need and all the others one width, the room shared out."""
    n = len(needs)
    if max(needs) * n <= room:
        return [room // n] * n
    wide = sorted(needs, reverse=True)
    for k in range(1, n):                       # the k widest keep their needs
        level = (room - sum(wide[:k])) // (n - k)
        if level >= wide[k]:
            return [max(w, level) for w in needs]
    return list(needs)


class TellingButton(UIButton):
    """A panel button that shows its hover text also while greyed (pygame-gui shows none
    for a disabled button): a greyed button says why it cannot be used now."""

    def can_hover(self) -> bool:
        return self.alive() and not self.is_selected and not self.held

    def on_hovered(self) -> None:
        super().on_hovered()
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")     # still looks greyed


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
        words = panel_button_words()
        f = font(13, bold=True)
        rects = {}
        rows, row_h = panel_button_rows(pw)
        for r, names in enumerate(rows):
            needs = [max(f.size(w)[0] for w in words[n]) + BUTTON_PAD for n in names]
            widths = share(needs, pw - 24 - ROW_GAP * (len(names) - 1))
            x, y = px + 12, self.top + r * (row_h + ROW_GAP)
            for n, w in zip(names, widths, strict=True):
                rects[n] = pygame.Rect(x, y, w, row_h)
                x += w + ROW_GAP
        self.buttons = {
            "undo": TellingButton(rects["undo"], t("btn.undo"), ui, tool_tip_text="Ctrl+Z",
                             object_id="#panel_button"),
            "redo": TellingButton(rects["redo"], t("btn.redo"), ui, tool_tip_text="Ctrl+Y",
                             object_id="#panel_button"),
            "hint": TellingButton(rects["hint"], t("btn.hint"), ui, tool_tip_text=t("hint.tip"),
                             object_id="#panel_button"),
            "menu": TellingButton(rects["menu"], t("btn.menu"), ui,
                             tool_tip_text=t("btn.menu.tip"),          # what Esc does
                             object_id="#panel_button"),
            "speed": TellingButton(rects["speed"], speed_label(speed), ui,
                              tool_tip_text=speed_tip(), object_id="#panel_button"),
            "act": TellingButton(rects["act"], t("btn.meditate"), ui, object_id="#confirm"),
        }

    def sync(self, enabled: dict[str, bool], act_kind: str,
             why_not: dict[str, str] | None = None) -> None:
        """Enable what may be used now; the act button says Meditate or End actions. A
        greyed button's hover text says why (`why_not`), its usual text when it works."""
        if not self.buttons:
            return
        act = self.buttons["act"]
        act.set_text(t(f"btn.{'end_actions' if act_kind == 'end_actions' else 'meditate'}"))
        usual = {"undo": "Ctrl+Z", "redo": "Ctrl+Y", "hint": t("hint.tip"),
                 "act": t(f"rule.{act_kind}")}
        for name, on in enabled.items():
            b = self.buttons[name]
            b.enable() if on else b.disable()
            b.tool_tip_text = usual[name] if on or not (why_not or {}).get(name) \
                else (why_not or {})[name]
            shown = getattr(b, "tool_tip", None)      # a hover text up now says it anew
            if shown is not None and getattr(shown, "words", None) != b.tool_tip_text:
                shown.words = b.tool_tip_text

    def name_of(self, element) -> str | None:
        return next((k for k, b in self.buttons.items() if b is element), None)

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}


def speed_label(speed: str) -> str:
    return t("btn.speed", speed=t(f"speed.{speed}"))


def speed_tip() -> str:
    """The speed button's hover text: what a click does and what the speeds change (a
    fresh player read only "Animation speed" again, the button's own word)."""
    return t("btn.speed.tip", speeds=", ".join(t(f"speed.{s}") for s in SPEEDS))


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
