"""Playing with the keyboard alone, a part of `GameScene`: Tab and the arrow keys move a
focus over what may be used now (the lit places on the board, Meditate or End actions,
Confirm while a move is built, then the toolbar's tools; the ring's buttons while it is
open), Enter uses it, Esc
goes back a step, the digits pick a count, + and − step it, Space lets the novice favour
stand in or not, F plays the other players' moves faster, H asks for a hint, S steps the
animations' speed, Ctrl+Z and Ctrl+Y undo and redo, Backspace
takes back a novice of a move being built, and the menu key (or Shift+F10) opens the text
menu of the focused place.
"""

from __future__ import annotations

import pygame

from .. import fonts
from ..board.layout import TOOLS
from ..board.targets import Field, Group, Island, Jetty, Ring, Target, Tile
from .choices import clickable

FOCUS = (130, 210, 255)
NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PLUS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS = (pygame.K_MINUS, pygame.K_KP_MINUS)
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | \
    {getattr(pygame, f"K_KP{n}"): n for n in range(10)}


def _order(target) -> tuple:
    """Round the ring of islands first, then the path, the temple, the rest."""
    if isinstance(target, str):
        return (9, 0, target)
    kinds = {"island": 0, "group": 0, "jetty": 1, "jetty_area": 1, "tile": 2, "field": 3,
             "council_seat": 4, "candles": 5}
    first = getattr(target, "island", None)
    if first is None:
        first = getattr(target, "tile", getattr(target, "field", getattr(target, "seat", 0)))
    return (kinds.get(target.what, 6), first, repr(target))


class KeyPlay:
    """Needs the scene's ring, builder, board, lit(), act_at() and buttons."""

    focus: Target | str | None = None      # a place on the board, "act" or "confirm"
    keys_shown: bool = False               # the focus is drawn once a key moved it

    def focusables(self) -> list:
        """What Tab goes through now, in the board's order (one stop per island)."""
        lit = self.drag_lit() or (self.builder_lit() if self.builder else self.lit())
        seen, out = set(), []
        for tg in sorted(lit, key=_order):
            key = ("island", tg.island) if isinstance(tg, Island) or (
                isinstance(tg, Group) and tg.active and not self.builder) else tg
            if key in seen or self.board.hits and self.board.rect_of(tg) is None:
                continue
            seen.add(key)
            out.append(tg)
        asked = self.end_asked is not None           # solo: End actions asked (its "yes")
        if (self.builder or asked) and self.builder_buttons and \
                self.builder_buttons[0].is_enabled:
            out.append("confirm")
        elif not self.builder and "act" in self.buttons and self.buttons["act"].is_enabled \
                and self.ring is None and self.book_from is None and not self.book_pick:
            out.append("act")
        return out + [n for n in TOOLS                # the toolbar's, as a row: last
                      if n in self.buttons and self.buttons[n].is_enabled]

    def key_down(self, event) -> bool:
        """A key for playing: True if it was used."""
        if not self.table.may_act or self.blocked:
            return False
        k, shift = event.key, event.mod & pygame.KMOD_SHIFT
        if k == pygame.K_MENU or (k == pygame.K_F10 and shift):
            tg = self.focus if not isinstance(self.focus, str) else None
            rect = self.board.rect_of(tg) if tg is not None else None
            if rect is None or not self.open_menu(tg, rect.center):
                return False
            self.context.move_focus(1)              # its first entry outlined: Enter takes it
            return True
        if self.menu:
            return self._menu_key(k, shift)
        if self.ring is not None and self._ring_key(k, shift, event):
            return True
        if k in NEXT or k in PREVIOUS:
            self._move(-1 if k in PREVIOUS or (k == pygame.K_TAB and shift) else 1)
            return True
        if k in ENTER and self.focus is not None:
            self._use(self.focus)
            return True
        if k in ENTER and self.take_hint():
            return True
        if k == pygame.K_BACKSPACE and self.builder:
            self.controller.take_back()
            self._builder_bar()
            return True
        return False

    def take_hint(self) -> bool:
        """Enter while the Hint stands and nothing is outlined: what its star's tile does
        (never nothing until an island is clicked): the tray of its place opened and the Hint's
        tile taken, which plays it or starts its move to be built; pressed again, the move carried
        on to its end (never back to the Hint's tray, nor stopped with Confirm greyed): the Hint's
        tile chosen, its next novice sent, the move confirmed once it is the Hint's. True if it
        was used."""
        hint = self.hint_shown()
        if hint is None or self.ring is not None or self.book_from is not None:
            return False
        cmd, me = hint.command, self.game.to_move
        if self.tile_pick is not None:
            return self._hint_tile(cmd)
        if self.builder is not None:
            return self._hint_step(cmd)
        if cmd["type"] == "book":                  # field to field: no tray to open
            self.close_ring()
            self.play(cmd)
            return True
        for target in sorted(clickable([cmd], self.snap, me), key=_order):
            if self.open_ring(target):
                act = next((a for a in self.ring.actions if a.hinted and a.enabled), None)
                if act is not None:
                    self.take(act)
                    return True
                self.close_ring()
        if cmd["type"] == self._act_kind():        # End actions: the panel's button's way
            self.press_act()
            return True
        return False

    def _hint_tile(self, cmd: dict) -> bool:
        """An Appointment's tile being chosen: the Hint's, where it is one of them."""
        tile = next((tg for tg, choice in self.pick_targets().items()
                     if self.tile_pick.variant(**choice._asdict()) == cmd), None)
        if tile is None:
            return False
        self.act_at(tile)
        return True

    def _hint_step(self, cmd: dict) -> bool:
        """A move being built toward the Hint's: confirmed where it is the Hint's whole
        (the engine accepting it), else the Hint's next novice sent on its way; nothing
        where the move built goes elsewhere than the Hint's."""
        b = self.builder
        if b.ctype != cmd["type"]:
            return False
        ways = [{"from": cmd["from"], "to": cmd["to"], "count": cmd["count"]}] \
            if cmd["type"] == "sailboat" else cmd["moves"]
        key = lambda m: (m["from"], m.get("active", True), m["to"])     # noqa: E731
        wanted = {key(m): m["count"] for m in ways}
        built = {key(m): m["count"] for m in b.moves}
        if any(n > wanted.get(way, 0) for way, n in built.items()):
            return False                          # (another move than the Hint's)
        if built == wanted:
            if self.controller.reason(self.game) is not None:
                return False
            self.confirm_builder()
            return True
        way = next(w for w in wanted if built.get(w, 0) < wanted[w])
        b.select(way[0], way[1])
        b.add(way[2])
        self.app.sounds.play("click")
        self._builder_bar()
        return True

    def _move(self, step: int) -> None:
        stops = self.focusables()
        self.keys_shown = True
        if not stops:
            self.focus = None
            return
        k = stops.index(self.focus) + step if self.focus in stops else (0 if step > 0 else -1)
        self.focus = stops[k % len(stops)]

    def _use(self, focus) -> None:
        if focus == "act":
            self.press_act()
        elif focus in TOOLS:
            self._panel_button(focus, self.buttons.get(focus))
        elif focus == "confirm" and self.end_asked is not None:
            cmd = self.end_asked
            self.close_ring()
            self.play(cmd)
        elif focus == "confirm":
            self.confirm_builder()
        elif self.builder:
            if self.controller.click(focus, self.game.to_move):
                self.app.sounds.play("click")
            else:
                self.said_apart()
            self._builder_bar()
        else:
            self.act_at(focus)
            if self.ring is not None:               # its first usable button in focus
                acts = self.ring.actions
                self.ring.focus = next((i for i, a in enumerate(acts) if a.hinted),
                                       next(i for i, a in enumerate(acts) if a.enabled))
        if self.focus not in self.focusables():
            self.focus = None

    def _menu_key(self, k: int, shift) -> bool:
        """The text menu open: the arrows and Tab move over its entries, Enter takes the
        outlined one (else the one under the mouse); Esc closes it (input.escape)."""
        menu = self.context
        if k in NEXT or k in PREVIOUS:
            menu.move_focus(-1 if k in PREVIOUS or (k == pygame.K_TAB and shift) else 1)
            return True
        if k in ENTER:
            entry = menu.chosen(self.mouse)
            if entry is None:
                menu.move_focus(1)
            else:
                self._option(entry.option)
            return True
        return False

    def _ring_key(self, k: int, shift, event) -> bool:
        ring = self.ring
        if k in NEXT or k in PREVIOUS:
            ring.move_focus(-1 if k in PREVIOUS or shift else 1)
            self.keys_shown = True
            return True
        act = ring.actions[ring.focus] if ring.focus is not None else None
        if k in ENTER:
            # the tile that looks chosen answers: the keyboard's, else the one under the
            # mouse, else the Hint's (its gold rim: ring.focus; a Hint asked while this
            # tray stood: its move, from its own tray, never another tile the review would
            # charge),
            # else the only usable one (so Enter on the guided game's one lit tile beside a
            # greyed one plays it); else the first usable
            # one shows the keyboard's outline, for the next Enter
            hot = self.hover.index if isinstance(self.hover, Ring) else -1
            usable = [a for a in ring.actions if a.enabled]
            if act is None and 0 <= hot < len(ring.actions) and ring.actions[hot].enabled:
                act = ring.actions[hot]
            elif act is None and self.hint_shown() is not None:
                anchor = ring.anchor
                self.close_ring()
                if self.take_hint():
                    return True
                self.open_ring(anchor)           # (its move cannot start from here)
                ring = self.ring
                if ring is None:
                    return True
            if act is None and len(usable) == 1:
                act = usable[0]
            if act is None:
                ring.focus = next(i for i, a in enumerate(ring.actions) if a.enabled)
                self.keys_shown = True
            else:
                self.take(act)
            return True
        counted = act if act is not None and act.counts else next(
            (a for a in ring.actions if a.counts and a.enabled), None)
        if k in DIGITS and counted is not None:
            if DIGITS[k] in counted.counts:
                counted.choose(count=DIGITS[k])
                ring.focus = ring.actions.index(counted)
            return True
        if (k in PLUS or k in MINUS or event.unicode in "+-") and act is not None:
            act.step(-1 if k in MINUS or event.unicode == "-" else 1)
            return True
        if k == pygame.K_SPACE and act is not None:
            act.toggle_token()
            return True
        return False

    def _drawn_area(self, target) -> pygame.Rect | None:
        """Where a thing on the board was drawn whole: its place, its picture, its count."""
        rect = self.board.rect_of(target)
        if rect is None:
            return None
        drawn = self.board.sprites.get(target)
        if drawn is not None:
            rect = rect.union(drawn[0].get_rect(topleft=drawn[1]))
        disc = self.board.count_discs.get(target)
        return rect.union(disc) if disc is not None else rect

    def draw_focus(self, surf: pygame.Surface) -> None:
        """The keyboard's focus: a place on the board lit in its own outline, in the
        focus's blue; a button with a bright line round it."""
        if not self.keys_shown or self.focus is None or self.ring is not None:
            return
        if self.focus == "act" or self.focus in TOOLS:
            rect = self.buttons[self.focus].rect if self.focus in self.buttons else None
        elif self.focus == "confirm":
            rect = self.builder_buttons[0].rect if self.builder_buttons else None
        elif self.board.hits.glow(surf, self.focus, FOCUS, 1.0, ring=True):
            # a place on the board: lit in its own shape (a hard rectangle cuts through an
            # island and its name), twice over (once is nearly invisible round a group,
            # F050), its pieces over the light
            self.board.hits.glow(surf, self.focus, FOCUS, 1.0, ring=True, over=True)
            if not isinstance(self.focus, Island):      # a piece, a tile, a seat: the
                focus_ring(surf, self._drawn_area(self.focus))    # tray's clear line too
            return
        else:
            rect = self.board.rect_of(self.focus)
            if isinstance(self.focus, Island | Tile | Field | Jetty):
                rect = rect and rect.inflate(6, 6)
        if rect is not None:
            pygame.draw.rect(surf, FOCUS, rect.inflate(4, 4), 3, border_radius=10)


def focus_ring(surf: pygame.Surface, area: pygame.Rect | None) -> None:
    """The keyboard's mark round a thing on the board (`area`: a group's figures and
    count, a figure, a tile): a line as strong as the tray's focus (3 px of its blue at
    100 %, grown with the window) between thin dark edges that show it on sand and grass,
    clear of the thing and its count (a faint pale circle or a thin outline is not seen:
    F050)."""
    if area is None:
        return
    line = max(3, round(3 * fonts.window))
    box = area.inflate(2 * (line + 2), 2 * (line + 2))
    radius = min(box.h // 2, 12)
    pygame.draw.rect(surf, (8, 12, 28), box.inflate(4, 4), line + 2, border_radius=radius + 2)
    pygame.draw.rect(surf, FOCUS, box, line, border_radius=radius)
