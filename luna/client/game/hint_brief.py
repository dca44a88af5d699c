"""The Hint's card opens brief (F928): its one plain first sentence, its move and what it
gains in points as the move's own preview counts them (text/hint_first.py), then where
the rest stands ("More: point at this card."); its whole words (reason, parts, price)
stand beside the card while the pointer is on it (Hints.draw_tip). Shorter forms for a
small room: the sentence alone, then with the action's word in place of the whole move."""

from __future__ import annotations

from ...ai.projection import highest
from ...engine.errors import IllegalCommand
from ...text import has, island, t
from ...text.hint_advice import OWN_PARTS, then_said, versus_name
from ...text.hint_first import ahead_line, headline, more_line
from ...text.hint_risk import risk_line
from ...text.moves import from_place, move_text, place_name, plays_with
from .actions import effect_of
from .captions import title_of
from .hint_offers import risk_of
from .hint_runs import once
from .tile_words import under

_KEPT: list = [None, (), ()]    # ((the Hint, its offers and lines), its brief forms, those
#                                 with the offered lines): one dry run a Hint
_ESTIMATE: list = [None, False]     # (the Hint, whether its card says the estimate's net)


def named_move(cmd: dict, snap: dict) -> str:
    """A move's action with the island it is played on and the favour it spends, in one
    pair of brackets ("Ernennung (Buch-Insel)"); no island: its word. A move that sends
    novices names its way instead ("Travel from the Herbs island to the Book island";
    from several islands: "Travel to the Book island"): an island in brackets reads as
    where the action is played, never as where its novices go."""
    way = _way(cmd, snap)
    where = {"banish": snap["apostate"], "build_shrine": snap["architect"]
             }.get(cmd["type"], cmd.get("island"))
    extra = plays_with(cmd).strip()[1:-1]
    said = ([island(snap["islands"][where]["kind"])] if isinstance(where, int) and not way
            else []) + ([extra] if extra else [])
    return (way or title_of(cmd["type"])) + (f" ({', '.join(said)})" if said else "")


def _way(cmd: dict, snap: dict) -> str | None:
    """A Travel's, a Tides' or a Sailboat's way in words (`named_move`), else None."""
    steps = cmd.get("moves") if cmd["type"] in ("travel", "tides") else \
        [cmd] if cmd["type"] == "sailboat" else None
    if not steps:
        return None
    to = list(dict.fromkeys(m["to"] for m in steps))
    src = {m["from"] for m in steps}
    dst = ", ".join(place_name(snap, i) for i in to)
    if len(src) == 1 and len(to) == 1:
        return t("move.named.way", move=title_of(cmd["type"]),
                 src=from_place(snap, next(iter(src))), island=dst)
    return t("move.versus.to", move=title_of(cmd["type"]), island=dst)


def brief_forms(hint, game, snap: dict, named: str, offers: tuple[str, ...] = (),
                words: tuple[str, ...] = (), least: tuple[str, ...] = (),
                moved: str | None = None, keyed: bool = True) -> tuple[str, ...]:
    """The Hint's card's brief forms, longest first, each its first sentence: first with
    the moves it `offers` beside it, a line each (hint_offers.py; what `moved` since the
    mover's last Hint on its hover alone), two, then one, then one by
    its action's word (`words`), last with its figures alone (`least`) without the
    card's last line (which says how they are shown: by the keys 1-3 where `keyed`);
    then the first three without them with the card's last line saying where the rest
    stands; all but the first of each with the action's word and island, `named`, for
    the whole move, the last of each with the look-ahead's figure without its round;
    () where it has no figures."""
    key = (offers, words, least, moved, keyed)
    if _KEPT[0] is None or _KEPT[0][0] is not hint or _KEPT[0][1] != key:   # (one Hint:
        #                                           itself, never an equal one elsewhere)
        # what moved since the mover's last Hint, the parts, the risk's second half:
        # on the card's hover alone (a card of one headline, the offers and one line)
        risk = risk_line(risk_of(hint, game), snap, hint.account, short=True, bare=True)
        forms, plain = _forms(hint, game, snap, named, risk)
        led = _offered(forms, plain, offers, words, least, keyed)
        forms = (*forms, *(f"{head}\n{more_line()}" for head in plain), *plain)
        _KEPT[:] = [(hint, key), tuple(dict.fromkeys((*led, *forms))), led]
    return _KEPT[1]


def _offered(forms: tuple[str, ...], plain: tuple[str, ...], offers: tuple[str, ...],
             words: tuple[str, ...], least: tuple[str, ...], keyed: bool
             ) -> tuple[str, ...]:
    """The forms with the offered lines (`brief_forms`), then those without the line
    of why (`plain`: the headlines alone) where it leaves them no room."""
    heads = [f.removesuffix("\n" + more_line()) for f in forms[:3]]   # (its sentences)
    if not forms or not offers:
        return ()
    more = more_line(offered=True, keyed=keyed)
    led = [f"{heads[0]}\n" + "\n".join(offers) + f"\n{more}"]
    led += [f"{head}\n" + "\n".join(offers) + f"\n{more}" for head in heads[1:]]
    led += [f"{head}\n" + "\n".join(offers) for head in heads]     # (where the line
    #                                                 of why leaves no room: hover alone)
    led += [f"{head}\n{offers[0]}\n{more}" for head in heads]
    led += [f"{head}\n{words[0]}\n{more_line()}" for head in heads[1:]]
    led += [f"{head}\n{least[0]}" for head in heads[1:]]
    led += [f"{head}\n" + "\n".join(offers) + f"\n{more}" for head in plain]
    led += [f"{head}\n{offers[0]}\n{more}" for head in plain]
    return tuple(dict.fromkeys(led))


def offered_first(brief: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the forms with the offered lines or what moved, longest first; the rest)."""
    led = _KEPT[2] if _KEPT[1] is brief else ()
    return led, tuple(f for f in brief if f not in led)


def _forms(hint, game, snap: dict, named: str, risk: str | None = None
           ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card's forms: its headline (one sentence, one figure: hint_first.headline),
    its one line of why where it is due (hint_first.ahead_line; `risk`, an opponent's
    move and its cost, in its place: the loss the person can see coming, unless the
    move stands under another's projection, where the why is due first), then where
    the rest stands; and its headlines alone where it has a line of why."""
    cmd = hint.command
    try:
        eff = once(game, "effect", cmd, lambda: effect_of(game, cmd))
    except IllegalCommand:      # (no legal move here any more: no figures to say)
        return (), ()
    # (the projection its words weigh the move's against)
    best = once(game, "highest", None, lambda: highest(game))
    top = best[1] if best is not None else None
    tie = next(iter(under(cmd, snap, game, within=True)), None)     # (seat 10: ties)
    p = cmd["player"]
    why = ahead_line(eff, p, snap, hint.account, top)
    why_short = ahead_line(eff, p, snap, hint.account, top, short=True)
    below = top is not None and int(eff.projected[1][p]) < top
    _ESTIMATE[:] = [hint, below and why is not None and
                    why == ahead_line(eff, p, snap, _margin_only(hint.account), top)]
    if risk and not (below and why):    # a move kept under another's projection says
        why = why_short = risk          # why first: without it the card reads as wrong
    whole, word = headline(move_text(cmd, snap), eff, p, tie), headline(named, eff, p, tie)
    if whole is None or word is None:
        return (), ()
    plain = tuple(dict.fromkeys((whole, word)))     # (the headlines alone: a small room)
    whole, least, word = (f"{head}\n{line}" if line else head for head, line in (
        (whole, why), (word, why_short), (word, why)))
    more = more_line()
    return tuple(dict.fromkeys((f"{whole}\n{more}", f"{word}\n{more}", f"{least}\n{more}",
                                whole, word, least))), plain if why else ()


def _margin_only(account):
    """`account` without what its move sets up (the card's line then says the margin)."""
    return {**account, "enables": None} if isinstance(account, dict) else account


def priced_form(form: str, priced: str) -> str:
    """A card's `form` with what the move in hand costs against the Hint said after its
    first sentence, its last line ("More: …") kept last."""
    head, sep, last = form.partition("\n")
    return then_said(head, priced) + sep + last


def kept() -> tuple:
    """What this module keeps for the Hint last briefed (hint_said: its words read it)."""
    return _KEPT[1], _ESTIMATE[0], _ESTIMATE[1]


def says_estimate(hint) -> bool:
    """Whether `hint`'s card says the estimate's net against the move named (its move
    under that move's projection: hint_first.later), not the sum of the parts its
    hover names."""
    return _ESTIMATE[0] is hint and bool(_ESTIMATE[1])


def as_told(hint) -> dict | None:
    """`hint`'s account as its hover tells it: where its card says the estimate's net
    against the move named, marked so (hint_advice.account_text then names the parts
    without a sum of their own: one figure for one comparison, the card's)."""
    acc = hint.account
    return {**acc, "card_says": True} if says_estimate(hint) and isinstance(acc, dict) \
        else acc


def whole_said(said: str, hint, snap: dict, moved: str | None) -> str:
    """The Hint's whole words (its card's hover): where its card says the estimate's net
    and these words the parts' own sum "in all", why the two differ; then what `moved`
    since the mover's last Hint; each sentence ended before the next."""
    acc = hint.account
    if says_estimate(hint) and isinstance(acc, dict):
        own = sum(int(v) for k, v in acc["parts"].items()
                  if k in OWN_PARTS and v and has(f"hint.sum.part.{k}.gain"))
        if own and own != int(acc.get("total") or 0):
            said = then_said(said, t("hint.card_estimate", gain=int(acc["total"]),
                                     versus=versus_name(acc, snap)))
    return then_said(said, moved) if moved else said
