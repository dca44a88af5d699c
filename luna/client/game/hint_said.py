"""The Hint's words (`words`) and its card's brief forms (`brief`), each said once per what
it reads: the Hint, the snapshot, the language, its goal or the offered move shown, what
its dry runs found (hint_brief.kept, hint_offers.kept) and, for the brief forms, the
position and the tray or move built round it. A frame with the card standing says
nothing anew; all said again once any of these changes (the Hint gone, or another)."""

from __future__ import annotations

from ...text import t
from ...text.hint_advice import advice_text, net_text, over_next
from ...text.hint_does import main_loss
from ...text.hint_reply import card_reply
from ...text.hint_risk import unsaid_reply, with_risk
from ...text.i18n import language
from ...text.moves import move_text, plays_with
from ..board.marks import Hint
from . import hint_brief, hint_offers, hint_runs
from .captions import title_of
from .hint_brief import as_told, brief_forms, named_move, whole_said
from .hint_goal import goal_words, is_goal
from .hint_offers import lines_of, moved_words, origin, risk_of

MOST = 16       # the forms of one Hint's words kept at most

_WORDS: list = [(), {}]         # (what its words read, {(short, tiny, named, loses): words})
_BRIEF: list = [(), (), ()]     # (what its brief forms read, the same by value, the forms)


def _alike(a: tuple, b: tuple) -> bool:
    """The same objects, one by one (never an equal snapshot or Hint elsewhere)."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


def _reads(hints, hint: Hint, snap: dict) -> tuple:
    """What the Hint's words read besides their form."""
    return (hint, snap, language(), hints.goal, hints.chosen, *hint_brief.kept(),
            *hint_offers.kept())


def words(hints, hint: Hint, snap: dict, short: bool = False, tiny: bool = False,
          named: bool = False, loses: bool = True) -> str:
    """`Hints.words`, said once per what they read."""
    reads = _reads(hints, hint, snap)
    if not _alike(_WORDS[0], reads) or len(_WORDS[1]) >= MOST:
        _WORDS[:] = [reads, {}]
    form = (short, tiny, named, loses)
    if form not in _WORDS[1]:
        _WORDS[1][form] = _words(hints, hint, snap, short, tiny, named, loses)
    return _WORDS[1][form]


def forget() -> None:
    """Nothing kept: the Hint has gone (its dry runs too: hint_runs)."""
    _WORDS[:] = [(), {}]
    _BRIEF[:] = [(), (), ()]
    hint_runs.forget()


def _words(hints, hint: Hint, snap: dict, short: bool, tiny: bool, named: bool,
           loses: bool) -> str:
    if is_goal(hints, hint):
        return goal_words(hint, snap)
    hint = origin(hints, hint)          # (an offered move shown: the Hint's words)
    move = named_move(hint.command, snap) if named else \
        title_of(hint.command["type"]) + plays_with(hint.command) if short or tiny \
        else move_text(hint.command, snap)   # (its favour said in the short too)
    if tiny:                                # its one number, where it has one
        net = net_text(move, hint.account, snap, tiles=False)
        if net is not None:                 # (against the next best, named: F455)
            return t("hint.says", move=net)
        over = over_next(hint.gain)
        return t("hint.says", move=move if over is None else
                 t("reason.with", move=move, why=over))
    said = t("hint.says", move=advice_text(move, hint.why, hint.gain, snap, hint.deed,
                                            hint.loses if loses else None,
                                            as_told(hint), parts=loses,
                                            coming=main_loss(hint.coming)
                                            if named or short else
                                            unsaid_reply(hint.coming, hint.risk),
                                            reply=card_reply(hint.coming)
                                            if named or short else None, mine=hint.command))
    moved = None if named or short else moved_words(hint, snap, named_move)   # (F998)
    return said if named or short else with_risk(   # (the risk it leaves)
        whole_said(said, hint, snap, moved), risk_of(hint), snap, hint.account)


def brief(hints, hint: Hint, view) -> tuple[str, ...]:
    """`Hints.brief`, said once per what they read."""
    ring = view.ring
    reads = (*_reads(hints, hint, view.snap), hints.hint, view.game, ring)
    valued = (len(view.game.log), view.offers_folded, view.builder is None,
              [c for a in ring.actions for c in a.variants.values()] if ring else None)
    if not _alike(_BRIEF[0], reads) or _BRIEF[1] != valued:
        forms = _brief(hints, hint, view)
        _BRIEF[:] = [_reads(hints, hint, view.snap) + reads[-3:], valued, forms]
    return _BRIEF[2]


def _brief(hints, hint: Hint, view) -> tuple[str, ...]:
    if is_goal(hints, hint):
        return ()
    first = origin(hints, hint)         # (an offered move shown: the Hint's own card)
    return brief_forms(first, view.game, view.snap, named_move(first.command, view.snap),
                       *lines_of(hints, first, view, named_move),
                       moved_words(first, view.snap, named_move),
                       view.ring is None and view.builder is None)   # (1-3: theirs)
