"""The game screen's own keys, a part it owns (`scene.screen_keys`): Esc goes back one
step, F1 opens the rules book, and the toolbar's tools have their keys (Ctrl+Z, Ctrl+Y,
H, S). Asked after the keyboard's focus (game/keys.py), the text menu and the moves'
show, which take their own keys first."""

from __future__ import annotations

import pygame

from .intents import (
    Cancel,
    CloseMenu,
    CloseTray,
    Hint,
    HintGone,
    LetGo,
    NextSpeed,
    OpenRules,
    Pause,
    Redo,
    Refocus,
    ShowOffer,
    Undo,
)

OFFER_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3,
              pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}


class ScreenKeys:
    """The screen's keys: `handle(event, view)` answers a key with its intent (None: not
    one of them)."""

    @staticmethod
    def handle(event, view):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = view.marks.label_rect if view.marks is not None else None
            if view.hint_goal and card is not None and card.collidepoint(event.pos):
                return Hint(by_key=False)       # (the nudge's card: its "More")
            return next((ShowOffer(n) for n, r in view.offer_rows
                         if r.collidepoint(event.pos)), None) if view.hint else None
        if event.type != pygame.KEYDOWN:
            return None
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            return escape(view)
        if event.key == pygame.K_F1:
            return OpenRules()
        if ctrl and event.key == pygame.K_z:
            return Undo()
        if ctrl and event.key == pygame.K_y:
            return Redo()
        if event.key == pygame.K_h and "hint" in (view.buttons or {}):
            return Hint(by_key=True)
        if event.key in OFFER_KEYS and view.hint is not None and not ctrl \
                and len(view.offer_rows) >= OFFER_KEYS[event.key]:
            return ShowOffer(OFFER_KEYS[event.key])    # (the Hint card's moves: 1-3)
        if event.key == pygame.K_s and not ctrl and "speed" in (view.buttons or {}):
            return NextSpeed()                  # (the toolbar's Speed: its key)
        return None


def escape(view):
    """Esc goes back one step: the menu, the ring or a choice, the move built, the
    keyboard's focus on the board, the Hint standing (its card and marks), then the
    pause menu."""
    if view.menu is not None:
        return CloseMenu()
    if view.choosing:                   # (the keys' focus back on its place: F874)
        return [CloseTray(by_key=True), Refocus()]
    if view.builder:
        return Cancel(click=False)
    if view.keys_shown and view.focus is not None:
        return LetGo()
    if view.hint is not None or view.hint_goal:
        return HintGone()
    return Pause()
