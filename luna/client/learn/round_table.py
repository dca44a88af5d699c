"""The game round by round, for the results screen: what each player gained in each round
(during play, and in the round's scoring by kind) and in the final count.

Built by replaying the game's log and reading the engine's events: every `influence`
event carries the real change, so each player's column adds up to the final score.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Game, replay
from .round_summary import SCORED, RoundSummary, summary_of

FINAL = ("shrines", "favours", "council")


@dataclass
class RoundRow:
    """One round: the points won while playing it (`play`, per player) and its scoring."""
    round: int
    play: list[int]
    summary: RoundSummary | None = None

    def total(self, p: int) -> int:
        return self.play[p] + (self.summary.of(p).total if self.summary else 0)


@dataclass
class RoundTable:
    players: int
    rows: list[RoundRow] = field(default_factory=list)
    final: list[int] = field(default_factory=list)      # the final count's points
    start: list[int] = field(default_factory=list)      # influence before the first move

    def total(self, p: int) -> int:
        return self.start[p] + sum(r.total(p) for r in self.rows) + self.final[p]


def round_table(game: Game) -> RoundTable:
    """The table of a game (finished or not) from its header and log."""
    g = replay(game.header, [])
    snap = g.snapshot()
    n = snap["players"]
    table = RoundTable(n, final=[0] * n, start=list(snap["influence"]))
    row = RoundRow(snap["round"], [0] * n)
    table.rows.append(row)
    for cmd in game.log:
        events = g.apply(cmd)
        snap = g.snapshot()
        scoring = False
        for e in events:
            et = e.get("type")
            if et == "phase" and e.get("phase") == "scoring":
                scoring = True
            elif et == "influence":
                if e["why"] in FINAL:
                    table.final[e["player"]] += e["delta"]
                elif not (scoring and e["why"] in SCORED):
                    row.play[e["player"]] += e["delta"]
            elif et == "round_started" and e["round"] != row.round:
                row = RoundRow(e["round"], [0] * n)     # (the first round's start comes
                table.rows.append(row)                   # after the pieces are placed)
        summary = summary_of(events, snap)
        if summary is not None:
            scored = next(r for r in table.rows if r.round == summary.round)
            scored.summary = summary
    if table.rows and table.rows[-1].summary is None and not any(table.rows[-1].play):
        table.rows.pop()                 # a round that has not begun to score anything
    return table


# -- drawing (the results screen) --------------------------------------------------------------
KIND_COLOURS = ((150, 200, 255), (215, 220, 255), (255, 140, 130), (244, 214, 130))
KIND_KEYS = ("rounds.play", "scoring.priestess", "scoring.apostate", "scoring.temple")
INK, DIM, HEAD = (226, 228, 240), (150, 158, 182), (244, 226, 170)
PART = 15        # a cell's parts: small beside its total, still read at arm's length
ZERO = (168, 176, 200)   # a part that is nothing: quieter, still 4.5:1 on a light row


def _parts(row: RoundRow, p: int) -> tuple[int, int, int, int]:
    s = row.summary.of(p) if row.summary else None
    return (row.play[p], s.priestess if s else 0, s.apostate if s else 0,
            s.temple if s else 0)


def draw_round_table(surf, table: RoundTable, snap: dict, area) -> list:
    """Rows = rounds (with the start and the final count when they count), columns =
    players; each round's cell its total over its parts in the legend's colours. Returns
    what was drawn: (words, rect) for the tests and the layout check."""
    import pygame

    from ...text import t
    from ..board import art
    from ..fonts import line_height, px, text
    from ..widgets import palette as P
    from .scoring_view import signed

    drawn: list = []
    area = pygame.Rect(area)

    def put(words, size, colour, pos, anchor="midtop", bold=False):
        # no shadow: the table is drawn on a clear surface laid on its card later, where a
        # dark shadow mixed with a row's light band into a grey smear round the words
        img = text(words, size, colour, bold=bold, shadow=False)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        drawn.append((words, r))
        return r

    # the legend: what the small numbers are, in their colours
    pieces = [(t("rounds.legend"), DIM)] + [(t(k), c) for k, c in zip(KIND_KEYS, KIND_COLOURS,
                                                                        strict=True)]
    imgs = [text(w, 14, c, shadow=False) for w, c in pieces]
    sep = text(" · ", 14, DIM, shadow=False).get_width()
    width = sum(i.get_width() for i in imgs) + 16 + (len(imgs) - 2) * (sep + 8)
    x = area.centerx - width // 2
    for k, (w, c) in enumerate(pieces):
        if k > 1:
            x = put("·", 14, DIM, (x + sep // 2, area.y), "midtop").right + sep // 2
        r = put(w, 14, c, (x, area.y), "topleft")
        x = r.right + (16 if k == 0 else 8)
    n = table.players
    rows: list[tuple[str, list[int], RoundRow | None]] = []
    if any(table.start):
        rows.append((t("rounds.start"), list(table.start), None))
    rows += [(t("rounds.round", round=r.round), [r.total(p) for p in range(n)], r)
             for r in table.rows]
    if any(table.final):
        rows.append((t("rounds.final"), list(table.final), None))
    label_w = max(text(t(k), 15, bold=True, shadow=False).get_width() for k in
                  ("rounds.final", "rounds.total", "rounds.start")) + 20
    label_w = max(label_w, text(t("rounds.round", round=6), 15, shadow=False).get_width() + 20)
    # each cell: its total, then its parts small on the same line; the columns as wide as
    # the widest cell needs (and its player's name), all of it inside `area`
    tot_w = max([text(str(table.total(p)), 20, bold=True, shadow=False).get_width()
                 for p in range(n)] + [text(signed(v), 17, bold=True, shadow=False).get_width()
                                       for _, totals, _ in rows for v in totals])
    part_gap = 8
    parts_w = max([sum(text(signed(v), PART, shadow=False).get_width() + part_gap
                       for v in _parts(row, p)) - part_gap
                   for _, _, row in rows if row is not None for p in range(n)] + [0])
    cell_w = tot_w + 10 + parts_w
    name_w = max(text(snap["names"][p], 16, bold=True, shadow=False).get_width() + 28
                 for p in range(n))
    room_w = (area.w - label_w - 16) // max(n, 1)
    col_w = min(max(max(cell_w, name_w) + 40, 200), room_w)
    x0 = area.centerx - (label_w + col_w * n) // 2 + 8

    def total_right(p: int) -> int:                 # where a column's totals end
        col = x0 + label_w + col_w * p
        return col + (col_w - cell_w) // 2 + tot_w

    y = area.y + line_height(14) + 8
    for p in range(n):
        cx = x0 + label_w + col_w * p + col_w // 2
        name = snap["names"][p]
        img = text(name, 16, INK, bold=True, shadow=False)
        icon = art.novice(snap["colours"][p], 22)
        left = cx - (img.get_width() + icon.get_width() + 6) // 2
        surf.blit(icon, (left, y))
        put(name, 16, INK, (left + icon.get_width() + 6, y + 2), "topleft", bold=True)
    y += max(32, img.get_height() + 6)
    foot = line_height(20, True) + 12              # the rule and the totals under the rows
    room = area.bottom - y - foot
    rh = max(line_height(17, True) + 4, min(max(40, px(36)), room // max(len(rows), 1)))
    right = x0 + label_w + col_w * n
    for k, (label, totals, row) in enumerate(rows):
        if k % 2 == 0:                # a light band, opaque: the words on it blend with it
            band = P.over((255, 255, 255), P.GLASS, 14)      # the glass a shade lighter
            pygame.draw.rect(surf, band, (x0 - 8, y - 2, right - x0 + 16, rh - 2),
                             border_radius=4)
        put(label, 15, DIM, (x0, y + (rh - 4) // 2), "midleft")
        mid = y + (rh - 4) // 2
        for p in range(n):
            put(signed(totals[p]), 17, INK, (total_right(p), mid), "midright", bold=True)
            if row is None:
                continue
            parts = [(signed(v), c if v else ZERO) for v, c in zip(_parts(row, p),
                                                                   KIND_COLOURS, strict=True)]
            at = total_right(p) + 10
            for w, c in parts:                 # the parts on the same line, small
                at = put(w, PART, c, (at, mid + 1), "midleft").right + part_gap
        y += rh
    pygame.draw.line(surf, DIM, (x0 - 8, y + 2), (right + 8, y + 2), 1)
    put(t("rounds.total"), 16, HEAD, (x0, y + 10), "topleft", bold=True)
    for p in range(n):
        put(str(table.total(p)), 20, HEAD, (total_right(p), y + 8), "topright", bold=True)
    return drawn


def running_totals(table: RoundTable) -> tuple[list[int | str], list[list[int]]]:
    """Each player's influence after the start, after each round and after the final
    count: the columns (`"start"`, round numbers, `"final"`) and one list per player."""
    cols: list[int | str] = ["start"] + [r.round for r in table.rows] + ["final"]
    out = []
    for p in range(table.players):
        now = table.start[p]
        line = [now]
        for r in table.rows:
            now += r.total(p)
            line.append(now)
        line.append(now + table.final[p])
        out.append(line)
    return cols, out
