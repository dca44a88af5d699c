"""The round's scoring card's table: its columns (the places, the influence, the
council, the Apostate's losses), each column's width, its rows' heights and the card's
box, planned once for the round's words and the board's room (`card`: the ScoringView of
game/scoring_view.py, which draws it)."""

from __future__ import annotations

import pygame

from ...text import island as island_name
from ...text import language, ordinal, t
from ..window import fonts
from ..window.fonts import line_height, px, text, units, wrap
from .round_summary import RoundSummary

INK = (226, 228, 240)
DIM = (168, 176, 200)
UP, DOWN = (140, 240, 150), (255, 140, 130)
ROW_PAD = 12                                # a row under its last small line: its band holds it
CLOSE_PAD = 8                               # or, where only so it stands under the temple
NBSP = "\u00a0"                            # a space no line breaks at
TIE = "*"                                  # a place the council decided, told under the table
WIDE = 0.8                                 # the card's width at most: of the board's
SMALL_BOARD = 800                          # a board narrower than this: the card may take
SMALL_WIDE = 0.95                          # this much of it (it covers the board anyway;
#                                            its words on fewer lines leave its rows whole)
TOP_AIR = 12                               # over its title and buttons, side by side


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


def sum_lines(play: int, whole: int) -> str:
    """The small words under a row's Sum, a line each: what actions won while the round
    was played, and the whole round's change of influence (never "0 Aktionen, Runde −2" on
    one line: F057), each
    line whole (its words are read together, with their figure)."""
    return "\n".join(words.replace(" ", NBSP) for words in (
        t("scoring.from_actions", points=signed(play)),
        t("scoring.whole_round", round=signed(whole))))


def cell_lines(sub: str, size: int, width: int) -> list[str]:
    """A cell's small words in lines no wider than `width`: each of its own lines
    ("\n") wrapped."""
    return [part for line in sub.split("\n") for part in wrap(line, size, width)]


def apostate_words(card, r) -> str:
    """The Apostate column's small words: why the player lost what it shows, or why
    the engine spared them (the solo automaton: its event lists it as spared)."""
    if r.spared:
        return t("scoring.apostate_spared")
    return t("scoring.apostate_count", count=r.apostate_count) if r.apostate_count \
        else ""


def place_words(r) -> str:
    """The Moon Priestess's place and what decided it: "1st with 3"; "1st with 1
    shrine" where the one piece counted was the player's shrine ("with 1" read as a
    novice nobody had there)."""
    if r.shrine and r.count == 1:
        return t("scoring.place_shrine", place=ordinal(r.place))
    return t("scoring.place", place=ordinal(r.place), count=r.count)


def columns(card, summary: RoundSummary, snap: dict) -> list[list]:
    """Each row's cells (big words, small words, colour); the columns' widths are the
    game's (`_plan`), each row's lines of small words wrapped to them."""
    title, _, big, small = card._sizes
    head = [(t("scoring.player"), "", DIM), (t("scoring.priestess"), "", DIM),
            (t("scoring.apostate"), "", DIM), (t("scoring.temple"), "", DIM),
            (t("scoring.sum"), "", DIM)]
    rows = [head]
    for r in summary.players:
        if r.place is None:
            detail = t("scoring.unplaced")
        else:
            detail = place_words(r)
        rows.append([
            (snap["names"][r.player], "", INK),
            (signed(r.priestess), detail, UP if r.priestess else INK),
            (signed(r.apostate), apostate_words(card, r), DOWN if r.apostate else INK),
            (signed(r.temple), t("scoring.temple_count", count=r.temple_count)
             if r.temple_count else "", UP if r.temple else INK),
            # the row's sum (what its scoring gives now: the three figures beside it
            # added up), then what actions won, then the whole round's (never "+6, incl.
            # +7 from actions" and "+6" while a score stays at 11: F057) (in every row,
            # "0 from actions" too: rows with it and rows without it are uneven and hard
            # to read)
            (signed(r.total), sum_lines(r.play, r.round_total),
             UP if r.total > 0 else DOWN if r.total < 0 else INK)])
        if r.tie:                  # told once under the table, marked here
            rows[-1][1] = (rows[-1][1][0], detail + " " + TIE, rows[-1][1][2])
    widths = card._widths
    # every row as tall as the tallest (rows that differ in height read as untidy)
    most = max(max([1] + [len(cell_lines(row[c][1], small, widths[c]))
                          for c in range(1, 5) if row[c][1]]) for row in rows[1:])
    card._subs = [most] * (len(rows) - 1)
    return rows


def sample_words(card, snap: dict) -> list[list[tuple[str, str]]]:
    """Each column's widest words of any round of this game: its heading, its big
    figures and the small words under them (every place and count they may name)."""
    n = snap["players"]
    first = [(nm, "") for nm in snap["names"]]
    priestess = [("+5", t("scoring.unplaced"))] + [
        ("+5", t("scoring.place", place=ordinal(k), count=c) + " " + TIE)
        for k in range(1, n + 1) for c in (1, 9)] + [
        ("+5", t("scoring.place_shrine", place=ordinal(k)) + " " + TIE)
        for k in range(1, n + 1)]
    apostate = [("−9", t("scoring.apostate_count", count=c)) for c in (1, 9)]
    if snap.get("solo_level") is not None:      # the automaton, spared
        apostate.append(("0", t("scoring.apostate_spared")))
    temple = [("+9", t("scoring.temple_count", count=c)) for c in (1, 9)]
    round_ = [("+19", sum_lines(19, 29)), ("−19", sum_lines(-9, -19))]
    heads = ("scoring.player", "scoring.priestess", "scoring.apostate",
             "scoring.temple", "scoring.sum")
    return [[(t(h), "", True)] + [(b, s, False) for b, s in col]
            for h, col in zip(heads, (first, priestess, apostate, temple, round_),
                              strict=True)]


def widths_at(card, samples: list, caps: list[int]) -> list[int]:
    """The columns' widths at the current sizes, each column's small words wrapped at
    its cap (never narrower than their longest word)."""
    out = []
    for c, (col, cap) in enumerate(zip(measures(card, samples), caps, strict=True)):
        w = max(max(words, longest, min(cap, widest)) for words, longest, widest in col)
        out.append(w + (px(34) if c == 0 else 0))
    return out


def measures(card, samples: list) -> list[list[tuple[int, int, int]]]:
    """Each sample's widths at the current sizes (its big words, its longest word
    below, its widest line below), measured once a size: the columns are laid a few
    thousand times while the card is planned (0.5 s of words measured as a round's
    card opened at 1920x1080, a frame the player saw stand still)."""
    key = (card._sizes, fonts.scale)
    if card._measured[0] is samples and card._measured[1] == key:
        return card._measured[2]
    _, _, big, small = card._sizes

    def wide(words: str, size: int, bold: bool = False) -> int:
        return text(words, size, bold=bold, shared=True).get_width()
    measures = [[(wide(words, small + 2 if heading else big, not heading),
                  max(wide(part, small) for part in units(sub)) if sub else 0,
                  max(wide(line, small) for line in sub.split("\n")) if sub else 0)
                 for words, sub, heading in col] for col in samples]
    card._measured = (samples, key, measures)
    return measures


def plan(card, snap: dict, board: tuple) -> None:
    """The card's frame for this game in this window: its sizes, its columns' widths
    and gaps, laid for the widest words any round may show (every place, count and
    name), so that it stands as wide round after round (F059).
    The largest sizes whose card fits the board's height with every row at its most
    lines (a large text in a small window: a step or two smaller); the columns
    as their words need, the gaps narrower, then the small words wrapped, until the
    card is no wider than WIDE of the board (words a step smaller where they do not
    fit it: at 1024x700 and 150 % the German table ran to the card's very edge)."""
    key = (tuple(board), tuple(snap["names"]), snap.get("solo_level"), language(),
           fonts.scale, card._keep)
    if card._frame == key:
        return
    card._frame = key
    bx, by, bw, bh = board
    room = bw - 16 - 48                        # the card's inner width at most
    target = min(room, round(bw * (SMALL_WIDE if bw < SMALL_BOARD else WIDE)) - 48)
    samples = sample_words(card, snap)
    steps = [(22, 15, 19, 13), (20, 14, 17, 13), (18, 13, 15, 12), (16, 12, 14, 11)]
    steps = steps[0 if bw >= 900 else 1:]
    kinds = sorted({isl["kind"] for isl in snap["islands"]},
                   key=lambda k: -len(island_name(k)))
    where = t("scoring.where", priestess=island_name(kinds[0]),
              apostate=island_name(kinds[0]))
    # no taller than leaves the temple's fields in sight over it, where it may (the
    # temple and the islands scored stay in sight)
    limits = [bh - 16]
    if card._keep is not None and by + bh - card._keep - 4 < bh - 16:
        limits.insert(0, by + bh - card._keep - 4)
    # (else its rows a little closer before it covers them: four players, French
    # 1280x800 at 125 %, the temple beside grown islands 12 px lower than on main)
    for limit in limits:
        for pad in dict.fromkeys((ROW_PAD, ROW_PAD if limit == limits[-1] else CLOSE_PAD)):
            for terse, keys in ((False, True), (True, True), (True, False)):
                for sizes in steps:
                    card._sizes, card._terse, card._keys = sizes, terse, keys
                    card._pad = pad
                    lay_columns(card, samples, target, bw)
                    if height(card, samples, where, worst=True) <= limit and \
                            sum(card._widths) + 4 * card._gap <= target:
                        return


def lay_columns(card, samples: list, target: int, bw: int) -> None:
    """The columns' widths and gap at the current sizes within `target`: the gaps
    first (a wide board's headings breathe), then the widest column's small words
    wrapped, then the next widest."""
    free = [10 ** 6] * 5
    widths = widths_at(card, samples, free)
    gaps = ([px(40)] if bw >= 1200 else []) + [px(26), px(18), 12]
    gap = next((g for g in gaps if sum(widths) + 4 * g <= target), None)
    if gap is None:
        least = widths_at(card, samples, [0] * 5)
        gap = px(18) if sum(least) + 4 * px(18) <= target else 12
        caps = list(widths)
        while sum(widths) + 4 * gap > target:
            wider = [c for c in range(1, 5) if widths[c] > least[c]]
            if not wider:
                break
            c = max(wider, key=lambda c: widths[c])
            caps[c] = widths[c] - 8
            widths = widths_at(card, samples, caps)
    card._widths, card._gap = widths, gap
    title = text(t("scoring.title", round=6), card._sizes[0], bold=True)
    card._inner = max(sum(widths) + gap * 4, title.get_width())
    # its buttons beside its title where the table's width holds both
    buttons = max(150, text(t("scoring.continue"), 16, bold=True).get_width() + 40) \
        + 12 + max(text(w, 16).get_width() for w in (t("scoring.peek"),
                                                    t("scoring.peek_back"))) + 32
    card._top = title.get_width() + 24 + buttons <= card._inner


def height(card, samples: list, where: str, worst: bool = False,
            summary: RoundSummary | None = None) -> int:
    """The card's height: at its most (`worst`: every row with the most lines of
    small words any round may show, a tie), or for `summary` as laid."""
    tsize, wsize, big, small = card._sizes
    card._where_lines = wrap(where, wsize, card._inner)
    if worst:
        most = max(len(cell_lines(sub, small, card._widths[c])) for c, col in
                   enumerate(samples) for _, sub, _ in col if sub)
        players = len(samples[0]) - 1
        card._subs = [most] * players
        tie = True
    else:
        players = len(summary.players)
        tie = any(r.tie for r in summary.players)
    tie = [f"{TIE} {t('scoring.tie')}"] if tie else []
    note = [] if card._terse else [t("scoring.round_note")]
    card._note_lines = [part for words in tie + note
                        for part in wrap(words, small, card._inner)]
    title = text(t("scoring.title", round=6), tsize, bold=True)
    if card._top:              # (its buttons beside its title: a short card, its air less)
        return TOP_AIR + max(title.get_height(), 40) + 6 \
            + line_height(wsize) * len(card._where_lines) + 12 + head_h(card, ) \
            + sum(row_h(card, k) for k in range(players)) + 6 \
            + line_height(small) * len(card._note_lines) \
            + (16 + 20 if card._keys else 0) + 10
    return 24 + title.get_height() + 6 + line_height(wsize) * len(card._where_lines) \
        + 18 + head_h(card, ) + sum(row_h(card, k) for k in range(players)) + 6 \
        + line_height(small) * len(card._note_lines) \
        + (16 + 20 if card._keys else 0) + 12 + 40 + 14


def box(card, summary: RoundSummary, snap: dict, board: tuple) -> pygame.Rect:
    """The card's size: the game's width (`_plan`), as tall as this round's lines."""
    bx, by, bw, bh = board
    plan(card, snap, board)
    samples = sample_words(card, snap)
    most = height(card, samples, where(card, summary, snap), worst=True)
    columns(card, summary, snap)
    h = height(card, samples, where(card, summary, snap), summary=summary)
    tall = min(max(h, most), bh - 16)       # the game's height: every round's the same
    # lowered over none of the room the fullest round needs: one place every round
    # (lowered by this round's room, grown islands at 1024x700 150 %: its top 6 px
    # from the board's top in rounds 1 and 3, 47 in round 2)
    card._spare = max(0, tall - max(h, most))
    card._need = h
    box = pygame.Rect(0, 0, min(bw - 16, card._inner + 48), tall)
    box.center = (bx + bw // 2, by + bh // 2)
    return box


def head_h(card) -> int:
    """The headings' line, the rule under them and the room before the first row:
    as tall as the headings' words at the player's text size."""
    return line_height(card._sizes[3] + 2) + 12


def row_h(card, k: int) -> int:
    """Player row `k`: its big words and the small ones under them, as tall as its
    text (grown with the text size and the window) needs: a row of one line stays
    short beside one of three (four players at 150 % outgrew the smallest window)."""
    subs = card._subs[k]               # the small words' lines, none cut (a tie's)
    return max(card._sizes[2] + card._sizes[3] * subs + 18,
               line_height(card._sizes[2], True) + line_height(card._sizes[3]) * subs
               + card._pad)


def where(card, summary: RoundSummary, snap: dict) -> str:
    return t("scoring.where",
             priestess=island_name(snap["islands"][summary.priestess_island]["kind"]),
             apostate=island_name(snap["islands"][summary.apostate_island]["kind"]))
