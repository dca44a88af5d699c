"""The game screen's pygame-gui widgets in the panel: its buttons (one toolbar row of the
tools in pictures, and the act under it in words), and the bar of a table's own
questions. Each knows only how to lay itself out and which of its buttons was pressed."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from ...text import lines, refusal, t, unbroken
from ...text.rule_words import action_rule
from ..board.layout import BUTTON_PAD, ROW_GAP, TOOLS, panel_button_rows
from ..tables.table import Offer
from ..widgets import palette as P
from ..widgets.row_widths import even
from ..widgets.tool_icons import tool_icon
from ..window.fonts import font, text
from .intents import Answer, Press
from .round_end import meditation_net

SPEEDS = ("normal", "fast", "off")
KEYS = {"undo": "Ctrl+Z", "redo": "Ctrl+Y", "hint": "H", "menu": "Esc", "speed": "S"}
# a tool's picture and word per state: the theme's button words, but greyed fainter than
# a worded button's (a picture in INK_OFF beside the panel's bright ones read as usable,
# behind a round's card and the hand-over card: F990)
FACE = {"normal": P.INK, "hovered": (255, 242, 204), "selected": (255, 242, 204),
        "disabled": P.TOOL_OFF}
ICON = 0.66               # a tool's picture, of its row's height
ICON_GAP = 6              # between a tool's picture and its word


class TellingButton(UIButton):
    """A panel button that shows its hover text also while greyed (pygame-gui shows none
    for a disabled button): a greyed button says why it cannot be used now."""

    def can_hover(self) -> bool:
        return self.alive() and not self.is_selected and not self.held

    def on_hovered(self) -> None:
        super().on_hovered()
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")     # still looks greyed


class ToolButton(TellingButton):
    """A toolbar button: its picture (with its word beside it where the row has room),
    drawn per state like the theme's words; `spoken` is its name, what a person (and a
    test) calls it."""

    def __init__(self, rect: pygame.Rect, ui, spoken: str, faces: dict, **kw) -> None:
        self._faces = faces
        self.spoken = spoken
        super().__init__(rect, "", ui, **kw)

    def _set_any_images_from_theme(self) -> bool:
        faces = getattr(self, "_faces", None)
        if not faces:
            return super()._set_any_images_from_theme()
        changed = False
        for state in ("normal", "hovered", "selected", "disabled"):
            images = [faces[state]]
            if getattr(self, f"{state}_images", None) != images:
                setattr(self, f"{state}_images", images)
                setattr(self, f"{state}_image_positions", [(0.5, 0.5)])
                changed = True
        return changed

    def show(self, spoken: str, faces: dict) -> None:
        """A new picture (the speed's): drawn at once, its greyed state kept."""
        self.spoken, self._faces = spoken, faces
        if self._set_any_images_from_theme():
            self.rebuild()


def tool_faces(picture: str, size: int, word: str | None) -> dict[str, pygame.Surface]:
    """A tool's face in each state: its picture `size` px, and `word` beside it."""
    faces = {}
    for state, ink in FACE.items():
        pic = tool_icon(picture, size, ink)
        if not word:
            faces[state] = pic
            continue
        label = text(word, 13, ink, bold=True, shadow=False)
        img = pygame.Surface((size + ICON_GAP + label.get_width(),
                              max(size, label.get_height())), pygame.SRCALPHA)
        img.blit(pic, (0, (img.get_height() - size) // 2))
        img.blit(label, (size + ICON_GAP, (img.get_height() - label.get_height()) // 2))
        faces[state] = img
    return faces


def tool_words(speed: str) -> dict[str, str]:
    """Each tool's word where it shows one: its name (the speed's: the speed now, said
    only in its hover text, see `tool_forms`)."""
    return {"undo": t("btn.undo"), "redo": t("btn.redo"), "hint": t("btn.hint"),
            "menu": t("btn.menu"), "speed": t(f"speed.{speed}")}


# The speed's word ("normal", "sans animation") is the widest and changes with a click;
# a row sized for it held it in one language and not the next at the same window: its
# picture (one per speed) stands alone in every language, its word in its hover text.
WORDLESS = frozenset({"speed"})


def tool_forms(room: int, row_h: int, speed: str) -> tuple[dict[str, bool], list[int]]:
    """Which tools show their word and each one's width in a row `room` px wide: all
    but the speed (`WORDLESS`) where the row holds them (a wide panel), else the Hint's
    (the least told by a sign), else none; the widths as even as the words allow
    (`even`)."""
    f, size = font(13, bold=True), round(row_h * ICON)
    bare = max(row_h, size + BUTTON_PAD * 2 // 3)    # (a picture needs less air than words)
    widest = {n: f.size(w)[0] for n, w in tool_words(speed).items()}
    gaps = ROW_GAP * (len(TOOLS) - 1)
    for shown in (set(TOOLS) - WORDLESS, {"hint"}, set()):
        needs = [size + ICON_GAP + widest[n] + BUTTON_PAD if n in shown else bare
                 for n in TOOLS]
        if sum(needs) + gaps <= room or not shown:
            return {n: n in shown for n in TOOLS}, even(needs, room - gaps)
    raise AssertionError("unreachable")


class PanelButtons:
    """The toolbar (Undo, Redo, Hint, Menu, Speed: pictures, one row as wide as the panel)
    and under it Meditate (End actions in a solo game), an action in words."""

    @staticmethod
    def handle(event, view):
        """A press on one of the panel's buttons: `Press(name)` (a greyed one says why).
        A click let go on the greyed Hint is its press too: a Hint asked while the board
        is busy is kept, never lost to the button's grey (F399). None: not theirs."""
        hint = (view.buttons or {}).get("hint")
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and hint is not None \
                and hint.alive() and hint.visible and not hint.is_enabled \
                and hint.rect.collidepoint(event.pos):
            return [Press("hint")]
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        name = next((k for k, b in (view.buttons or {}).items() if b is event.ui_element),
                    None)
        return [Press(name)] if name is not None else None

    def __init__(self) -> None:
        self.buttons: dict[str, UIButton] = {}
        self.top = 0
        self.worded: dict[str, bool] = {}
        self._icon = 0

    def build(self, ui, panel: tuple, top: int, speed: str) -> None:
        """`top`: the layout's `buttons_top`."""
        px, _, pw, _ = panel
        self.top = top
        (tools, _act), row_h = panel_button_rows(pw)
        self.worded, widths = tool_forms(pw - 24, row_h, speed)
        self._icon = round(row_h * ICON)
        self.buttons = {}
        x = px + 12
        for name, w in zip(tools, widths, strict=True):
            picture = f"speed.{speed}" if name == "speed" else name
            word = tool_words(speed)[name] if self.worded[name] else None
            self.buttons[name] = ToolButton(
                pygame.Rect(x, top, w, row_h), ui, self.spoken(name, speed),
                tool_faces(picture, self._icon, word), tool_tip_text=self.usual(name, speed),
                object_id="#panel_button")
            x += w + ROW_GAP
        self.buttons["act"] = TellingButton(
            pygame.Rect(px + 12, top + row_h + ROW_GAP, pw - 24, row_h), t("btn.meditate"),
            ui, object_id="#act")
        self._speed = speed

    _speed = "normal"
    goal: str | None = None     # the Hint's goal alone stands (game/hint_goal.py): the
    #                             words of what its next ask does

    @staticmethod
    def spoken(name: str, speed: str = "normal") -> str:
        """A tool's name in words (the speed's says the speed now)."""
        return speed_label(speed) if name == "speed" else tool_words(speed)[name]

    def usual(self, name: str, speed: str | None = None) -> str:
        """A tool's hover text while it works: its name and its key, and what it does
        where its picture and name do not say it all."""
        speed = speed or self._speed
        named = t("tool.tip", name=self.spoken(name, speed), press=key_name(KEYS[name]))
        if name == "hint":        # (its goal standing: what the next ask does)
            return t("tool.tip.more", name=named, what=t(self.goal or "hint.tip"))
        if name == "menu":
            return t("btn.menu.tip")
        if name == "speed":                      # (its tip says "speed: …" itself)
            return f"{named}. {speed_tip()}"
        return named

    def set_speed(self, speed: str) -> None:
        """The speed chosen: its picture and hover text anew."""
        b = self.buttons.get("speed")
        self._speed = speed
        if not isinstance(b, ToolButton):
            return
        word = t(f"speed.{speed}") if self.worded.get("speed") else None
        b.show(self.spoken("speed", speed), tool_faces(f"speed.{speed}", self._icon, word))
        self._tell(b, self.usual("speed"))

    def sync(self, enabled: dict[str, bool], act_kind: str,
             why_not: dict[str, str] | None = None, ends_round: str | None = None,
             rule: str | None = None) -> None:
        """Enable what may be used now; the act button says Meditate or End actions, and
        while a meditation would turn the last time marker (`ends_round`: "round", or
        "game" in the last round) that it ends the round or the game, before the move
        (its name stays Meditate: `spoken`). A greyed button's hover text says why
        (`why_not`; a tool's after its name and key, as a sentence of its own:
        "Rétablir (Ctrl+Y) : Rien à rétablir : …" read two colons), its usual text when
        it works; the act button's, its rule (`rule`: in the table's form)."""
        if not self.buttons:
            return
        act = self.buttons["act"]
        act.spoken = t(f"btn.{'end_actions' if act_kind == 'end_actions' else 'meditate'}")
        last = "btn.meditate.last_game" if ends_round == "game" else "btn.meditate.last"
        act.set_text(t(last) if ends_round and act_kind == "meditate" else act.spoken)
        why_not = why_not or {}
        for name, on in enabled.items():
            b = self.buttons[name]
            b.enable() if on else b.disable()
            usual = (rule or t(f"rule.{act_kind}")) if name == "act" else self.usual(name)
            why = why_not.get(name)
            if not on and why and name != "act":
                why = t("tool.tip.why", name=t("tool.tip", name=self.spoken(name),
                                                press=key_name(KEYS[name])), why=why)
            self._tell(b, usual if on or not why else why)

    def follow(self, view, ends_round: str | None = None) -> None:
        """Enable what may be used now (`view`: the screen's state), each greyed one
        saying why (`ends_round`: what a meditation now ends, "round" or "game"); the act
        button's hover leads with its move's net line (round_end.meditation_net), as
        every move's preview does (F850)."""
        tb, kind = view.table, act_kind(view.snap)
        net = meditation_net(view.game, view.snap, view.legal)
        busy = view.blocked or view.back is not None
        # a hand-over card waiting: the board's buttons are the next person's, greyed till
        # they take the seat (a click that takes it never lands on one: F071)
        seat = busy or view.handover is not None
        self.goal = "hint.goal.compare" if view.hint_goal else None
        self.sync({
            "undo": tb.can_undo() and (not busy or computer_showing(view)),
            "redo": tb.can_redo() and not busy,
            "hint": tb.may_act and not seat and not tb.hint_pending,
            "act": any(c["type"] == kind for c in view.legal) and not seat
            and not view.half_built and not view.end_asked}, kind, why_not(view, seat),
            ends_round, lines(net, action_rule(kind, view.snap)) if net
            else action_rule(kind, view.snap))

    @staticmethod
    def _tell(b, words: str) -> None:
        b.tool_tip_text = words
        shown = getattr(b, "tool_tip", None)      # a hover text up now says it anew
        if shown is not None and getattr(shown, "words", None) != b.tool_tip_text:
            shown.words = b.tool_tip_text

    def name_of(self, element) -> str | None:
        return next((k for k, b in self.buttons.items() if b is element), None)

    def kill(self) -> None:
        for b in self.buttons.values():
            for tip in [w for w in getattr(b.ui_manager, "tips", ()) if w.element is b]:
                tip.kill()               # (a hover text the keys' focus showed: `told`)
            b.kill()
        self.buttons = {}


def told(view, focus, tip):
    """The hover text of the panel button the keys' focus stands on (`focus`: its name;
    None or another stop: none), shown as the pointer resting on it shows it, so a
    greyed button says why (F882); `tip`: the one shown till now, sent away when the
    focus leaves its button. Returns the one standing (None: none)."""
    button = (view.buttons or {}).get(focus) if isinstance(focus, str) else None
    if tip is not None and (button is None or tip.element is not button
                            or tip not in tip.ui.tips):
        tip.kill()
        tip = None
    if tip is None and button is not None and button.alive() and button.tool_tip_text:
        tip = view.ui.create_tool_tip(button.tool_tip_text, button.rect.midbottom, (0, 0),
                                      button, None)
    return tip


def act_kind(snap: dict) -> str:
    """The panel's action: End actions in a solo game, else Meditate."""
    return "end_actions" if snap["solo_level"] else "meditate"


def computer_showing(view) -> bool:
    """Only a computer's move is being shown (no summary, no look back): Undo may cut
    it short. Its show takes most of a computer's turn, and no click does nothing
    unsaid (F062)."""
    log, seats = view.game.log, getattr(view.table, "seats", None)
    return (view.back is None and not view.round_pending and bool(log)
            and seats is not None and log[-1]["player"] < len(seats)
            and seats[log[-1]["player"]].is_computer)


def why_not(view, busy: bool) -> dict[str, str]:
    """Why each panel button would be greyed now (its hover text while it is)."""
    tb, kind = view.table, act_kind(view.snap)
    turn = t("why.wait") if busy else None if tb.may_act else t("why.not_your_turn")
    act = turn or (t("why.finish_move") if view.half_built else None)
    if act is None:                      # the engine says why it may not be taken
        p = view.game.to_move
        no = view.game.refusal({"type": kind, "player": p}) if p is not None else None
        act = refusal(no) if no is not None else t("why.not_now")
    return {"undo": t("why.wait") if busy else t("why.nothing_to_undo"),
            "redo": t("why.wait") if busy else t("why.nothing_to_redo"),
            "hint": turn or t("why.hint_thinking"), "act": act}


def key_name(key: str) -> str:
    """A key as the player's keyboard names it (German: Strg for Ctrl)."""
    return key.replace("Ctrl", t("key.ctrl")).replace("Esc", t("key.esc"))


def speed_label(speed: str) -> str:
    return t("btn.speed", speed=t(f"speed.{speed}"))


def speed_tip() -> str:
    """The speed button's hover text: what a click does and what the speeds change (not the
    button's own word again)."""
    return t("btn.speed.tip", speeds=", ".join(t(f"speed.{s}") for s in SPEEDS))


class OfferBar:
    """A table's own questions (see `Offer`): the question above, its answers as buttons
    under the board (the plain one not green); a note alone has no button."""

    @staticmethod
    def handle(event, view):
        """A press on one of the table's question's buttons: its answer. None: not
        theirs."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or view.offer is None:
            return None
        offer = view.offer.key_of(event.ui_element)
        return [Answer(offer)] if offer is not None else None

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
            bottom = height - 58 if self.buttons else height - 10
            # as tall as its words wrap (a large text size: two lines), standing on the
            # answers: a question is read whole, never scrolled
            self.question = UITextBox(html.escape(unbroken(question)),
                                      pygame.Rect(20, bottom - 44, qw, -1), ui)
            self.question.set_relative_position((20, bottom - self.question.rect.h))

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
