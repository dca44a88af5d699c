"""The side panel's log page: the game log's entries in words, wrapped, the newest at
its foot, scrolled back on request, a line lit where a click looks back (`panel`: the
PanelView of game/panel.py, which gives it its room)."""

from __future__ import annotations

import pygame

from ...text import i18n, t
from ..board import art
from ..board.targets import Control, LogLine
from ..widgets import palette as P
from ..window import fonts
from ..window.fonts import fit, wrap
from .game_log import badge
from .panel_art import (
    MOON_ROOM,
    WELL_ROWS,
    _down,
    _faint_moon,
    _line_box,
    _show,
    _sketched,
    _well,
    begun,
    indent_of,
    log_size,
    text,
    turn_size,
)


def kept_log(panel, surf, lines, s, board, causes, chosen, hover, colours=(),
              log_top: int | None = None, log_head: int | None = None) -> None:
    """The log as last drawn while none of its lines, its room or the line under the
    mouse changed, else drawn anew into a sketch (~20 lines' words a frame)."""
    if fonts.drawn is not None:
        log(panel, surf, lines, s, board, causes, chosen, hover, colours, log_top,
                  log_head)
        return
    key = (tuple(panel.log_rect), s, fonts.scale, i18n.language(), tuple(lines),
           tuple(causes), tuple(colours), chosen, panel.brief_log, panel.log_begun,
           hover if isinstance(hover, LogLine) else None, log_top, log_head,
           panel.scroll, panel.anchor)
    kept = panel._log_kept
    if kept is None or kept[0] != key:
        kept = panel._log_kept = (key, *_sketched(surf.get_size(), lambda sketch, noted:
                                                 log(panel, sketch, lines, s, noted, causes,
                                                           chosen, hover, colours,
                                                           log_top, log_head)))
    _show(surf, board, *kept[1:])


def log(panel, surf, lines, s, board, causes, chosen, hover, colours=(),
         log_top: int | None = None, log_head: int | None = None) -> None:
    r = panel.log_rect
    panel.latest_entry = None               # (where the newest entry stands, if shown)
    if r.h < 16:                        # (a line's room is measured below)
        return
    head = text(t("panel.log"), turn_size(s), (240, 214, 150), True)
    size = log_size(s)
    top = r.y + head.get_height() + 4
    if log_top is not None:              # a card stands over the log's first lines
        top = max(top, log_top)
    indent = indent_of(size)            # room for the player's symbol before a line
    row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
    parts = [[fit(line, size, r.w - 14 - indent)] if panel.brief_log else
             wrap(line, size, r.w - 14 - indent) for line, _ in lines]
    latest = len(parts[-1]) * row_h if parts else row_h
    head_y, named = r.y, True
    if log_head is not None:             # the heading under it, over its lines, where
        head_y, top = log_head, max(top, log_head + head.get_height() + 2)   # the latest
        if r.bottom - 4 - top < latest:                # entry stands whole under it;
            top, named = max(r.y, log_head), False       # else the lines alone (a
    headed = r.bottom - 4 - top >= row_h                 # small window, large words)
    if not headed and log_top is None:  # a line's room without the heading (over a
        top = r.y + 4                   # move's help): the latest line alone
    room = r.bottom - 4 - top
    if panel.log_begun and lines and panel.scroll == 0 and chosen is None \
            and row_h <= room < latest:   # under a tray, rows fewer than the latest
        parts[-1] = list(begun(tuple(parts[-1]), room // row_h, size,   # entry's: its
                               r.w - 14 - indent))   # beginning to a word's end and
        latest = len(parts[-1]) * row_h    # "…" (never the log gone with an empty band
    #                                        under every tray; whole once it closes:
    #                                        F061)
    if room < row_h or (lines and panel.scroll == 0 and chosen is None
                        and latest > room):
        return                # not the latest entry's room whole (nor its heading
    #                           alone: an entry shown is shown whole, the oldest first
    #                           gone: F061)
    if headed and named:
        surf.blit(head, (r.x + 6, head_y))
    if pinned(panel, surf, board, lines, parts, causes, chosen, hover, colours, size,
              top, room):
        return
    first = scrolled_first(panel, parts, chosen, room // max(1, row_h))
    if first is not None:               # scrolled back: from the entry read down,
        surf.blit(_well(r.w, room + 8), (r.x, top - 4))   # newer ones under it
        newer(panel, surf, board, lines, parts, causes, first, top + 2, top + room,
                    chosen, hover, colours, size)
        return
    end = len(lines)                    # following: the newest lines
    if chosen is not None and 0 <= chosen < len(lines):   # the chosen one in sight
        rows = room // max(1, row_h)
        after = sum(len(p) for p in parts[chosen:])
        while after > rows and end > chosen + 1:
            end -= 1
            after -= len(parts[end])
        if len(parts[chosen]) > rows:   # taller than the room: its beginning rows, to
            parts[chosen] = list(begun(tuple(parts[chosen]), rows, size,   # a word's
                                       r.w - 14 - indent))   # end and "…" (never a
            end = chosen + 1            # newer entry's first row in its place)
    # the newest entries that fit whole (no stray end of a line), standing from the
    # top of the log's room: no empty band over the first one
    first, need = end, 0
    while first > 0 and need + len(parts[first - 1]) * row_h <= room:
        first -= 1
        need += len(parts[first]) * row_h
    panel.first_shown = len(lines) - first       # (entries from the newest: the wheel)
    # the log's own page as long as its entries (a tall panel early in the game: no
    # large empty box); the moon, faint, in the glass under it; under
    # the guided game's card down to the panel's foot (its room a few rows: bare glass
    # under them reads as a band left empty)
    page = min(room, max(need + 4, WELL_ROWS * row_h)) \
        if first == 0 and log_top is None else room
    surf.blit(_well(r.w, page + 8), (r.x, top - 4))
    moon = _faint_moon(min(r.w, room) // 8)          # in one place, till the page
    at = moon.get_rect(center=(r.centerx, r.bottom - room // 3))   # nears it
    if log_top is None and room >= MOON_ROOM * row_h and at.top - row_h > top + page:
        surf.blit(moon, at)
    y = top + min(2, room - need) + need
    for k in range(end - 1, first - 1, -1):
        y -= row_h * len(parts[k])
        entry(panel, surf, board, lines, parts, causes, k, y, len(parts[k]), chosen,
                    hover, colours, size)
    if end < len(lines):                # the chosen line's newer ones wait below
        newer(panel, surf, board, lines, parts, causes, end, y + need, top + room,
                    chosen, hover, colours, size)


def pinned(panel, surf, board, lines, parts, causes, chosen, hover, colours, size,
           top: int, room: int) -> bool:
    """A line chosen where it was clicked (`panel.anchor`: its top then): the log keeps
    its lines where they stood, the chosen one under the pointer that chose it (the
    look back's box leaves it in sight), its older entries over it and newer ones under
    it as they fit whole. Whether it drew so (False: the chosen line has no room there)."""
    at = panel.anchor
    if at is None or chosen is None or not 0 <= chosen < len(lines):
        return False
    r = panel.log_rect
    row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
    if at < top or at + len(parts[chosen]) * row_h > top + room:
        return False
    first, y = chosen, at
    while first > 0 and y - len(parts[first - 1]) * row_h >= top:
        first -= 1
        y -= len(parts[first]) * row_h
    surf.blit(_well(r.w, room + 8), (r.x, top - 4))
    panel.first_shown = len(lines) - first
    k = first
    while k < len(lines) and y + len(parts[k]) * row_h <= top + room:
        entry(panel, surf, board, lines, parts, causes, k, y, len(parts[k]), chosen,
              hover, colours, size)
        y += len(parts[k]) * row_h
        k += 1
    return True


def scrolled_first(panel, parts: list, chosen: int | None, rows: int) -> int | None:
    """The log scrolled back (`scroll`: its first entry so many from the newest, the
    lines read kept in place as new ones come and the room changes): that entry,
    moved to keep the `chosen` line in sight; None where the rest fits (the newest
    in sight: the log follows them again)."""
    if not panel.scroll or not parts:
        return None
    first = max(0, len(parts) - panel.scroll)
    if chosen is not None and 0 <= chosen < len(parts):
        first = min(first, chosen)
        while first < chosen and sum(len(p) for p in parts[first:chosen + 1]) > rows - 1:
            first += 1
    if sum(len(p) for p in parts[first:]) <= rows:
        panel.scroll = 0
        return None
    return first


def entry(panel, surf, board, lines, parts, causes, k, y, rows, chosen, hover, colours,
           size) -> None:
    """Entry `k`'s first `rows` rows (its wrapped `parts`) from `y`, its player's
    symbol before it, a hit box to click it."""
    r = panel.log_rect
    row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
    box = pygame.Rect(r.x + 2, y, r.w - 4, row_h * rows)
    cause = causes[k] if k < len(causes) else None
    if k == chosen or (cause is not None and hover == LogLine(k)):
        surf.blit(_line_box(box.w, box.h, k == chosen), box)
    if cause is not None:
        board.hit(box, LogLine(k))
    if k == len(lines) - 1:
        panel.latest_entry = box
    who = badge(cause, colours)
    if who is not None:
        art.player_symbol(surf, who, (r.x + 8 + size // 2, y + row_h // 2), size)
    for part in parts[k][:rows]:
        img = text(part, size, lines[k][1], shadow=False)
        surf.blit(img, (r.x + 8 + indent_of(size), y))
        y += row_h


def newer(panel, surf, board, lines, parts, causes, k, y, bottom, chosen, hover,
           colours, size) -> None:
    """The log scrolled back: under its last entry down to its foot the newer entries'
    first rows (no empty band while newer lines wait: it reads as the log complete), and on
    its last row the mark that they wait there, a click on it back to the newest."""
    r = panel.log_rect
    row_h = text("Ag", size, (0, 0, 0), shadow=False).get_height()
    mark = text(t("log.newer"), size, P.GOLD, bold=True, shadow=False)
    room = bottom - y - (mark.get_height() + 2 if bottom - y >= 2 * row_h else 0)
    while k < len(lines) and room >= row_h:
        rows = min(len(parts[k]), room // row_h)
        entry(panel, surf, board, lines, parts, causes, k, y, rows, chosen, hover,
                    colours, size)
        y, room, k = y + rows * row_h, room - rows * row_h, k + 1
    if bottom - y < mark.get_height():
        return
    band = pygame.Rect(r.x + 2, bottom - mark.get_height() - 2, r.w - 4,
                       mark.get_height() + 3)
    surf.blit(_line_box(band.w, band.h, True), band)
    down = _down(max(6, mark.get_height() // 2), P.GOLD)
    surf.blit(down, down.get_rect(center=(band.x + 8 + size // 2, band.centery)))
    surf.blit(mark, (r.x + 8 + indent_of(size), band.y + 1))
    board.hit(band, Control("log_newer", t("log.newer_tip")))
