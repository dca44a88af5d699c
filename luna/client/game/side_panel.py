"""The side panel as the frame draws it (panel.py's `PanelView`, `view.panel`), a part of
the frame: its last form kept before the frame draws (a change of form fades), the panel
laid out as the frame planned it (`view.frame.panel`: its log between a tray, a caption
or the guided card and a move's help), its log covered under a tray, the last form
fading out over the new one."""

from __future__ import annotations

import pygame

from .panel import STRIP


class SidePanel:
    @staticmethod
    def before(surf: pygame.Surface, view) -> None:
        """Before anything is drawn: the cards' form this frame draws them in."""
        form, panel = view.frame.form, view.panel
        panel.before_frame(surf, view.lay, (form, form >= STRIP and panel.board_foot),
                           view.now, view.calm)

    @staticmethod
    def draw(surf: pygame.Surface, view) -> None:
        """The panel, its log where the plan put it; under a tray (the log waits under
        the action area, its lines below it) or a caption over it, the log covered."""
        plan, panel, lay = view.frame.panel, view.panel, view.lay
        panel.draw(surf, plan.turn, lay, view.board, view.log.lines,
                   view.table.thinking_for, plan.status, plan.pointed,
                   view.log.causes, counting=True, scoring=view.frame.scored,
                   log_top=plan.log_top, log_bottom=plan.log_bottom, log_head=plan.log_head,
                   supply_of=plan.supply_of, past=getattr(view.table, "past", False),
                   own_supply=plan.own_supply, whole=view.frame.whole)
        if plan.covered:
            panel.cover_log(surf, lay, plan.cover)

    @staticmethod
    def fade(surf: pygame.Surface, view) -> None:
        """The cards' last form, fading out over the new one."""
        view.panel.fade(surf, view.now)
