"""The game round by round, for the results screen: what each player gained in each round
(during play, and in the round's scoring by kind) and in the final count.

Built by replaying the game's log and reading the engine's events: every `influence`
event carries the real change, so each player's column adds up to the final score.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Game, replay
from ..window import caches
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
# The columns in groups, each under its heading: what each player gained in the row, then
# where a round's gains came from; each player's column under their mark (their symbol in
# their colour). (Four small unnamed figures beside a total, a legend far above, are not
# understood.)
KIND_COLOURS = ((140, 222, 160), (190, 195, 255), (200, 150, 255), (244, 214, 130))
# (green, moonlight lilac, the Apostate's purple, gold: no player's red or blue — an
# kind in a player's colour reads as that player's)
KIND_KEYS = ("rounds.head.play", "scoring.priestess", "scoring.apostate", "scoring.temple")
INK, DIM, HEAD = (226, 228, 240), (150, 158, 182), (244, 226, 170)
PART = 15        # a part's figures: smaller than the totals, still read at arm's length
ZERO = (168, 176, 200)   # a part that is nothing: quieter, still 4.5:1 on a light row
HEADING = 14     # the groups' headings (bold, in their figures' colour)
GAP = 8          # the least room between two players' figures (px at 100 %)
MARK = 16        # a player's mark over their columns (px at 100 %)


@dataclass(frozen=True)
class Form:
    """How the table is written: the rows' names whole ("Round 1") or short ("R1", as
    the chart names its columns), the gains with their + or without (a loss keeps its
    −), and the figures' and rows' names' size."""
    short: bool = False
    plus: bool = True
    size: float = PART          # the parts' figures and the rows' names
    big: float = 17             # each row's gains


# the forms tried in turn, until the columns stand GAP apart (German at 150 % in the
# smallest window: "+6 +11 +5 +1" nearly touching)
FORMS = (Form(), Form(short=True), Form(short=True, plus=False),
         Form(short=True, plus=False, size=14, big=16),
         Form(short=True, plus=False, size=13, big=15))


def _parts(row: RoundRow, p: int) -> tuple[int, int, int, int]:
    s = row.summary.of(p) if row.summary else None
    return (row.play[p], s.priestess if s else 0, s.apostate if s else 0,
            s.temple if s else 0)


def _words(v: int, form: Form) -> str:
    """A gain as `form` writes it: "+3", or "3" where the room is short; "−2" always."""
    from .scoring_table import signed
    words = signed(v)
    return words if form.plus else words.lstrip("+")


def _row_names(table: RoundTable, form: Form) -> list[tuple[str, list[int], RoundRow | None]]:
    """The rows: the start, each round, the final count, each with its name in `form`."""
    from ...text import t
    n = table.players
    rows: list[tuple[str, list[int], RoundRow | None]] = []
    if any(table.start):
        rows.append((t("results.chart_start" if form.short else "rounds.start"),
                     list(table.start), None))
    rows += [(t("results.chart_round" if form.short else "rounds.round", round=r.round),
              [r.total(p) for p in range(n)], r) for r in table.rows]
    if any(table.final):
        rows.append((t("results.chart_final" if form.short else "rounds.final"),
                     list(table.final), None))
    return rows


def _lay(table: RoundTable, form: Form, width: int, heads: list[str], strict: bool):
    """The table's columns in `form` within `width`: (label_w, column widths, figures'
    widths, group widths, gap between groups, headings' size), or None where the columns
    do not stand GAP apart (`strict`; else the closest the room allows)."""
    from ..window.fonts import px, text
    n = table.players
    rows = _row_names(table, form)
    label_w = max([text(label, form.size, shadow=False).get_width() for label, _, _ in rows]
                  + [text(t_, 16, bold=True, shadow=False).get_width() for t_ in
                     _foot_words()]
                  + [text(heads[-1], HEADING, bold=True, shadow=False).get_width()]) + px(8)
    mark = px(MARK)
    totals = [_words(v, form) for _, tot, _ in rows for v in tot]
    widths = [max([text(w, form.big, bold=True, shadow=False).get_width() for w in totals]
                  + [text(str(table.total(p)), 20, bold=True, shadow=False).get_width()
                     for p in range(n)])]
    for k in range(4):
        widths.append(max([text(_words(_parts(row, p)[k], form), form.size,
                                shadow=False).get_width()
                           for _, _, row in rows if row is not None for p in range(n)]
                          + [text(_words(0, form), form.size, shadow=False).get_width()]))

    def wide(words: str, size: float) -> int:
        return text(words, size, bold=True, shadow=False).get_width()

    least = max(px(GAP), 6) if strict else 5
    tries = [(px(16), px(16), px(22)), (px(10), px(10), px(14)), (least, least, least + 2)]
    if not strict:
        tries.append((5, 5, 6))
    for whole in (True, False):       # each heading on one line if it can (rows need the
        for hs in (HEADING, HEADING - 1.5, HEADING - 3):   # height), else the longest on
            for pad, part, gap in tries:                                            # two
                cols = [max(w, mark) + (pad if g == 0 else part)
                        for g, w in enumerate(widths)]
                groups = [max(c * n, wide(h, hs) if whole else max(
                    max(wide(w, hs) for w in h.split()),
                    min(wide(h, hs), max(c * n, wide(h, hs) * 3 // 5)))) + gap
                    for c, h in zip(cols, heads[:5], strict=True)]
                if label_w + sum(groups) - gap <= width:      # (no gap after the last)
                    groups[-1] -= gap
                    return label_w, cols, widths, groups, gap, hs, mark, rows
    if strict:
        return None
    groups[-1] -= gap
    return label_w, cols, widths, groups, gap, hs, mark, rows


def _foot_words() -> list[str]:
    from ...text import t
    return [t("rounds.total")]


def draw_round_table(surf, table: RoundTable, snap: dict, area, found: dict | None = None,
                     order: list[int] | None = None) -> list:
    """Rows = the start, the rounds and the final count; columns in five groups, each
    under its heading: the influence each player gained in the row, then a round's
    parts (from actions, Moon Priestess, Apostate, Temple), one column a player under
    the player's mark; who each mark is beside the totals under it all. The first of
    FORMS whose columns stand GAP apart. Returns what was drawn: (words, rect) for the
    tests and the layout check; `found`, given, gets the form, each mark's place
    (player, rect) and each row's figures' places."""
    import pygame

    from ...text import t
    from ..board import art
    from ..widgets import palette as P
    from ..window.fonts import line_height, px, text, wrap

    drawn: list = []
    area = pygame.Rect(area)
    n = table.players
    # the players' columns in `order` (the final table's ranking: both tables in one order)
    column = {p: k for k, p in enumerate(order if order is not None else range(n))}
    heads = [t("rounds.head.gained")] + [t(k) for k in KIND_KEYS] + [t("rounds.head.round")]
    for form in FORMS:
        laid = _lay(table, form, area.w, heads, strict=True)
        if laid is not None:
            break
    else:
        laid = _lay(table, form, area.w, heads, strict=False)
    label_w, cols, widths, groups, gap, hs, mark, rows = laid

    def put(words, size, colour, pos, anchor="midtop", bold=False, tight=False):
        # no shadow: the table is drawn on a clear surface laid on its card later, where a
        # dark shadow mixed with a row's light band into a grey smear round the words
        img = text(words, size, colour, bold=bold, shadow=False)
        if tight:                    # a row's words: the blank over their capitals left off
            img = img.subsurface((0, _blank_top(size, bold), img.get_width(),
                                  img.get_height() - _blank_top(size, bold)))
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        drawn.append((words, r))
        return r

    spare = max(0, area.w - label_w - sum(groups))
    groups = [g + spare * g // (sum(groups) * 3) for g in groups]   # a little air, not all
    left = area.centerx - (label_w + sum(groups)) // 2 + 8
    starts = [left + label_w + sum(groups[:g]) for g in range(5)]

    def col_right(g: int, p: int) -> int:            # where player p's figure ends in g
        inner = groups[g] - (groups[g] - cols[g] * n) // 2
        return starts[g] + (groups[g] - inner) + cols[g] * column[p] \
            + (cols[g] + widths[g]) // 2

    y = area.y
    marks = [art.marking(snap["colours"][p], mark) for p in range(n)]
    if found is not None:
        found.update(form=form, marks=[], rows=[])
    # the headings, each over its group (on two lines where one is too long), then the
    # marks over each group's columns
    lines = [wrap(h, hs, groups[g] - (gap if g < 4 else 0) + 1, True)
             for g, h in enumerate(heads[:5])]
    tall = max(len(ls) for ls in lines) * line_height(hs, True)
    put(heads[5], hs, DIM, (left, y + tall), "bottomleft", bold=True)
    colours = [HEAD] + list(KIND_COLOURS)
    for g, ls in enumerate(lines):
        cx = starts[g] + (groups[g]) // 2
        for k, words in enumerate(ls):
            put(words, hs, colours[g], (cx, y + tall - (len(ls) - k) *
                                        line_height(hs, True)), "midtop", bold=True)
    y += tall + 2
    for g in range(5):
        pygame.draw.line(surf, (*colours[g], 150), (starts[g] + px(4), y),
                         (starts[g] + groups[g] - px(4), y), 1)
        for p in range(n):
            img = marks[p]
            r = surf.blit(img, img.get_rect(midtop=(col_right(g, p) - widths[g] // 2, y + 3)))
            if found is not None:
                found["marks"].append((p, r))
    y += mark + 6
    foot = line_height(20, True) + 12              # the rule and the totals under the rows
    room = area.bottom - y - foot
    least = text("+0", form.big, bold=True, shadow=False).get_height() \
        - _blank_top(form.big, True) + 4
    rh = max(least, min(max(40, px(36)), room // max(len(rows), 1)))
    right = starts[4] + groups[4]
    for k, (label, gained, row) in enumerate(rows):
        if k % 2 == 0:                # a light band, opaque: the words on it blend with it
            band = P.over((255, 255, 255), P.GLASS, 14)      # the glass a shade lighter
            pygame.draw.rect(surf, band, (left - 8, y - 2, right - left + 16, rh - 2),
                             border_radius=4)
        mid = y + (rh - 4) // 2
        put(label, form.size, DIM, (left, mid), "midleft", tight=True)
        figures = []
        for p in range(n):
            figures.append((0, p, put(_words(gained[p], form), form.big, INK,
                                      (col_right(0, p), mid), "midright", bold=True,
                                      tight=True)))
            if row is None:
                continue
            for g, (v, c) in enumerate(zip(_parts(row, p), KIND_COLOURS, strict=True), 1):
                figures.append((g, p, put(_words(v, form), form.size, c if v else ZERO,
                                          (col_right(g, p), mid + 1), "midright",
                                          tight=True)))
        if found is not None:
            found["rows"].append((label, figures))
        y += rh
    pygame.draw.line(surf, DIM, (left - 8, y + 2), (right + 8, y + 2), 1)
    put(t("rounds.total"), 16, HEAD, (left, y + 10), "topleft", bold=True)
    for p in range(n):
        put(str(table.total(p)), 20, HEAD, (col_right(0, p), y + 8), "topright", bold=True)
    ranked = sorted(range(n), key=column.get)
    _players(surf, put, [marks[p] for p in ranked], [snap["names"][p] for p in ranked],
             pygame.Rect(starts[1], y + 8, right - starts[1], line_height(20, True)))
    return drawn


def _blank_top(size: float, bold: bool) -> int:
    """The blank rows over a line's capitals and figures at `size` (its font's room for
    accents over capitals, which no row's words have): left off, the rows stand closer
    (four players in French at 150 % in the smallest window: the totals under the card's
    rim)."""
    from ..window import fonts
    from ..window.fonts import text
    key = (size, bold, fonts.scale)
    if key not in _BLANK:
        _BLANK[key] = max(0, text("Hdlfk8", size, bold=bold, shadow=False)
                          .get_bounding_rect().top - 2)
    return _BLANK[key]


_BLANK: dict[tuple, int] = caches.kept({})


def _players(surf, put, marks, names, room) -> None:
    """Who each mark is, beside the totals under the parts' groups (the table's head
    has no room to spare in the smallest window at 150 %): each mark and its name,
    smaller where the names are long."""
    from ..window.fonts import text
    for size in (15, 13, 11):
        gap = text("  ", size, shadow=False).get_width()
        sizes = [m.get_width() + 4 + text(nm, size, bold=True, shadow=False).get_width()
                 for m, nm in zip(marks, names, strict=True)]
        if sum(sizes) + gap * (len(sizes) - 1) <= room.w:
            break
    x = room.right - sum(sizes) - gap * (len(sizes) - 1)
    for m, nm, w in zip(marks, names, sizes, strict=True):
        r = put(nm, size, INK, (x + m.get_width() + 4, room.centery), "midleft", bold=True)
        surf.blit(m, m.get_rect(midright=(r.left - 4, r.centery)))
        x += w + gap


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
