"""The Hint's card opens brief (F928): its one plain first sentence, its move and what it
gains in points as the move's own preview counts them (text/hint_first.py), then where
the rest stands ("More: point at this card."); its whole words (reason, parts, price)
stand beside the card while the pointer is on it (Hints.draw_tip). Shorter forms for a
small room: the sentence alone, then with the action's word in place of the whole move."""

from __future__ import annotations

from ...ai.projection import highest
from ...engine.errors import IllegalCommand
from ...text.hint_advice import then_said
from ...text.hint_first import first_sentence, more_line
from ...text.moves import move_text
from .actions import effect_of

_KEPT: list = [None, None]      # (the Hint, its brief forms): one dry run a Hint


def brief_forms(hint, game, snap: dict, named: str) -> tuple[str, ...]:
    """The Hint's card's brief forms, longest first, each its first sentence (the first
    three with the card's last line saying where the rest stands; all but the first of
    each with the action's word and island, `named`, for the whole move, the last of
    each with the look-ahead's figure without its round); () where it has no
    figures."""
    if _KEPT[0] is not hint:
        _KEPT[:] = [hint, _forms(hint, game, snap, named)]
    return _KEPT[1]


def _forms(hint, game, snap: dict, named: str) -> tuple[str, ...]:
    cmd = hint.command
    try:
        eff = effect_of(game, cmd)
    except IllegalCommand:      # (no legal move here any more: no figures to say)
        return ()
    best = highest(game)        # (the projection its words weigh the move's against)
    top = best[1] if best is not None else None
    whole = first_sentence(move_text(cmd, snap), eff, cmd["player"], snap, hint.account,
                           top)
    word = first_sentence(named, eff, cmd["player"], snap, hint.account, top)
    least = first_sentence(named, eff, cmd["player"], snap, hint.account, top, short=True)
    if whole is None or word is None:
        return ()
    more = more_line()
    return tuple(dict.fromkeys((f"{whole}\n{more}", f"{word}\n{more}", f"{least}\n{more}",
                                whole, word, least)))


def priced_form(form: str, priced: str) -> str:
    """A card's `form` with what the move in hand costs against the Hint said after its
    first sentence, its last line ("More: …") kept last."""
    head, sep, last = form.partition("\n")
    return then_said(head, priced) + sep + last
