"""The side panel's own scale: its words, cards and log as large as the window's
height and the room under its buttons allow (`fitting_scale`, for `PanelView`)."""

from __future__ import annotations

from ..window import fonts
from ..window.fonts import font
from .panel_art import (
    GROW_MOST,
    LOG_ENOUGH,
    LOG_PART,
    STRIP,
    TALL,
    head_size,
    log_size,
    turn_size,
)


def fitting_scale(panel, ph: int, players: int, room: int, most: int | None = None
                  ) -> float:
    """The panel's own scale: with the window's height, but never so large that the
    head, the players' boxes and three lines of the log overrun the buttons (a
    large text size in a small window: the panel's words grow as far as they can, never
    below their size at 100 %). A tall window's growth is in the text already
    (fonts.window): only what it leaves is the panel's own. `most`: the log's words
    grow into the room no larger than this (px: beside the board's labels, one
    family of sizes)."""
    s = max(0.8, min(1.15, ph / 800 / fonts.window))
    floor = s / fonts.scale
    panel.pictures = 1.0
    panel.compact = False
    tray, panel.tray = panel.tray, 0      # the words' scale as without a tray: kept

    def need(s: float, log_lines: int) -> int:
        head = font(head_size(s), True).get_height() + 2 \
            + 2 * font(turn_size(s)).get_height() + 16
        log = font(turn_size(s), True).get_height() \
            + log_lines * font(log_size(s)).get_linesize() + 20
        return head + players * panel.block_height(s) + log

    while s > floor:
        if need(s, 3) <= room:
            break
        s -= 0.05
    # a tall panel with few players (a large window): the cards and the log's words
    # grow into the room while the log keeps a good part of it (no half-empty panel;
    # the guided game's card keeps the log's room: `grows`)
    while panel.grows and ph >= TALL and s < GROW_MOST and need(s + 0.05, max(3, int(
            room * LOG_PART / font(log_size(s + 0.05)).get_linesize()))) <= room \
            and (most is None or fonts.px(log_size(s + 0.05)) <= most):
        s += 0.05
    # the words kept beside the board's labels: the cards' pictures and their air grow
    # on into the room instead (the players' cards fill the tall panel, as before)
    lines = max(3, int(room * LOG_PART / font(log_size(s)).get_linesize()))
    while panel.grows and ph >= TALL and s * (panel.pictures + 0.05) <= GROW_MOST + 1e-6:
        panel.pictures += 0.05
        if need(s, lines) > room:
            panel.pictures -= 0.05
            break
    s = max(s, floor)
    # a small window with many players and large words (1024x700, 4 players, German at
    # 150 %: never one move alone in the log, F061): the cards close up for the log's room
    panel.compact = need(s, LOG_ENOUGH) > room
    panel.tray = tray
    if panel.tray:             # a tray or a move in the action area: the cards close up
        panel.compact = True   # (their words kept) and give it their air
    if panel.tray >= STRIP and panel.board_s is not None:   # the scoreboard's room: the
        s = max(s, panel.board_s)      # head's and log's words as large as its
    return s                          # (game/acting.py)
