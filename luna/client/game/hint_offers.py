"""The moves the Hint's card offers beside its own (ai/alternatives.py): a line each under
its first sentence with the final score as things stand before and after it, the
previews' projection. A key (1, 2, 3) or a click on a line shows that move on the board
as the Hint shows its own (its marks, its tile lit in an open tray) without playing it;
Enter plays the move shown. And where the Hint's choice changed kind since the mover's
last Hint, the figure that moved (`moved_words`)."""

from __future__ import annotations

import pygame

from ...ai.alternatives import Moved, Offer, offers, what_moved
from ...ai.risk import risk_after
from ...engine.errors import IllegalCommand
from ...text.hint_first import moved_clause, offer_line
from ..board.marks import Hint
from ..window.fonts import px, text, wrap
from .captions import title_of
from .hint_card import INK
from .hint_runs import once

_OFFERS: list = [None, ()]      # (the Hint recommended, its offers): worked out once a Hint
_PAST: dict = {}                # mover -> (log length, the Hint's command, the game then)
_MOVED: list = [None, None]     # (the Hint recommended, what moved since the mover's last)
_LINES: list = [()]             # the offered lines last said (`lines_of`)
_ROWS: list = [None, ()]        # (the card, its rows): `card_rows`
_AVOID: list = [None, None]     # (the Hint recommended, its risk as `risk_of` says it)


def origin(hints, hint: Hint | None) -> Hint | None:
    """The Hint recommended whose card stands: `hint` itself, or the one that offered it
    (an offered move shown stands as a Hint of its own)."""
    chosen = getattr(hints, "chosen", None)
    if hint is not None and chosen is not None and chosen[1] is hint:
        return chosen[0]
    return hint


def offered(hint: Hint, game) -> tuple[Offer, ...]:
    """The moves offered beside the Hint recommended (worked out once a position and
    move: hint_runs)."""
    if _OFFERS[0] is not hint:
        _OFFERS[:] = [hint, once(game, "offers", hint.command, lambda: _offers(hint, game))]
    return _OFFERS[1]


def _offers(hint: Hint, game) -> tuple[Offer, ...]:
    try:
        return tuple(offers(game, hint.command)) if game.to_move is not None else ()
    except IllegalCommand:
        return ()


def kept() -> tuple:
    """What this module keeps for the Hint standing (hint_said: its words read it)."""
    return _AVOID[0], _AVOID[1], _MOVED[0], _MOVED[1]


def risk_of(hint: Hint, game=None) -> dict | None:
    """The Hint's risk (ai/risk.py) with "avoided": [n, command] of the first move its card
    offers (n: its key) that leaves the person no such risk, where one does; found once a
    Hint, where `game` is given."""
    risk = getattr(hint, "risk", None)
    if not risk:
        return None
    if _AVOID[0] is not hint and game is not None:
        found = once(game, "avoided", hint.command, lambda: next((
            [k, o.command] for k, o in enumerate(offered(hint, game), start=2)
            if risk_after(game, o.command) is None), None))
        _AVOID[:] = [hint, {**risk, "avoided": found} if found else risk]
    return _AVOID[1] if _AVOID[0] is hint else risk


def lines_of(hints, hint: Hint, view, named) -> tuple[tuple[str, ...], ...]:
    """The card's offered lines, the n-th keyed n + 1 (the Hint's own sentence is 1), the
    one shown on the board said so: each move named by `named` (Hints.named), each by
    its action's word alone, and so with its figures alone (a small room's), named still
    where an open tray does not hold it (F1047: "2: Recruit" read as a greyed tile of a
    tray on another island); none while
    a toast finds no room on the board's water (the card's room is then the toast's)."""
    if view.offers_folded:
        _LINES[0] = ((), (), ())
        return _LINES[0]
    shown = hints.hint.command if hints.hint is not None else None
    held = [c for a in view.ring.actions for c in a.variants.values()] \
        if view.ring is not None else None

    def word(c: dict) -> str:      # its action's word, or named where a tray stands that
        return title_of(c["type"]) if held is None or c in held else named(c, view.snap)
    #                                does not hold it (its word read as that tray's tile)
    said = tuple(tuple(offer_line(k, name(o.command), o.was, o.will, o.command is shown,
                                  brief)
                       for k, o in enumerate(offered(hint, view.game), start=2))
                 for name, brief in ((lambda c: named(c, view.snap), False),
                                     (word, False), (word, True)))
    _LINES[0] = said
    return said


def choose(scene, n: int) -> bool:
    """The card's n-th move shown (1: the Hint's own), not played: False where the card
    offers no such move."""
    from . import tray_open
    hints = scene.hints
    hint = hints.shown(scene.game, scene.table)
    first = origin(hints, hint)
    if first is None or hints.goal is not None:
        return False
    moves = offered(first, scene.game)
    if not 1 <= n <= len(moves) + 1:
        return False
    if n == 1:
        hints.hint, hints.chosen = first, None
    else:
        picked = Hint(moves[n - 2].command, first.at)
        hints.hint, hints.chosen = picked, (first, picked)
    if scene.ring is not None:          # (the tray lit for the move shown before: the
        tray_open.close_tray(scene)     # board shows this one, Enter plays it)
    tray_open.hint_into_tray(scene)
    scene._sync_buttons()
    return True


def card_rows(hints) -> tuple:
    """((n, rect)) of the lines of the Hint's card standing that show a move: its first
    sentence 1, its offered lines 2 and 3 (where a click or a key shows that move); ()
    where it offers none (found once a card)."""
    card = getattr(hints, "_card", None)
    if _ROWS[0] is not card:
        _ROWS[:] = [card, rows(card, _LINES[0])]
    return _ROWS[1]


def rows(card: tuple | None, offered_lines: tuple) -> tuple:
    """`card_rows` of `card` (words, rect, box), its offered lines `offered_lines`."""
    if card is None:
        return ()
    words, rect, _ = card
    paras = words.split("\n")
    keyed = {line: k for said in offered_lines for k, line in enumerate(said, start=2)}
    if not any(p in keyed for p in paras):
        return ()
    for size in range(15, 7, -1):              # (the size it was drawn at: its height)
        for pad in (10, 4):
            inner = rect.w - 2 * px(pad)
            tall = text("Ag", size, INK, shadow=False).get_height()
            counts = [len(wrap(p, size, inner)) for p in paras]
            if sum(counts) * tall + 2 * px(pad // 2) != rect.h:
                continue
            out, y = [], rect.y + px(pad // 2)
            for k, (para, c) in enumerate(zip(paras, counts, strict=True)):
                n = 1 if k == 0 else keyed.get(para)
                if n is not None:
                    out.append((n, pygame.Rect(rect.x, y, rect.w, c * tall)))
                y += c * tall
            return tuple(out)
    return ()


def remember(hint: Hint, game) -> None:
    """The Hint recommended to its mover at this position: what `moved_words` weighs the
    mover's next Hint against (the last one asked at an earlier position), and what moved
    since their last."""
    me = game.to_move
    past = _PAST.get(me)
    moved = None
    if past is not None and past[0] < len(game.log) and past[2].header == game.header \
            and past[2].log == game.log[:past[0]]:
        try:
            moved = what_moved(past[2], past[1], game, hint.command)
        except IllegalCommand:
            moved = None
    _MOVED[:] = [hint, moved]
    if past is None or past[0] != len(game.log):
        _PAST[me] = (len(game.log), hint.command, game.clone())


def moved_words(hint: Hint, snap: dict, named) -> str | None:
    """What changed since the mover's last Hint where its choice changed kind (the
    figure that moved, ai.alternatives.what_moved), else None."""
    moved: Moved | None = _MOVED[1] if _MOVED[0] is hint else None
    if moved is None:
        return None
    return moved_clause(named(moved.command, snap), moved.then, moved.now)
