"""A Hint in words: its move, the reason or the account against the next best move
named, the price it pays and its gain (the judge's Advice, luna/ai/judge.py)."""

from __future__ import annotations

from ..engine.data import ROUNDS
from ..engine.temple import field_outlook, open_above
from .hint_does import (
    does_text,
    gained_does,
    now_first,
    prefers_does,
    said_before,
    sets_over,
)
from .hint_lead import instead_text, led
from .hint_plan import left_said
from .hint_reply import reply_said
from .i18n import has, t
from .moves import move_name, move_text, player_name
from .moves import place_name as _island
from .moves import versus_name as versus_named
from .reason_words import reason_text
from .score_words import scoring_parts


def then_said(words: str, more: str) -> str:
    """A Hint's words with a sentence said after them (what a planned move costs against
    it): the first ended with its full stop, never run into the next ("… the Guardian's
    tile Your planned move costs …")."""
    words = words.rstrip()
    if words and words[-1] not in ".!?":
        words += "."
    return f"{words} {more}"


# the events a Hint's deed may be (ai/effect.py DEEDS), each with its words hint.deed.*
DEED_WORDS = ("shrine_built", "tile_consecrated", "book_moved", "council_moved",
              "tile_claimed", "figure_moved", "novice_recruited", "novices_woken",
              "novices_moved", "novices_placed", "favour_taken")


def deed_text(deed: dict | None, snap: dict) -> str | None:
    """What a Hint's move sets up in game terms beyond its own words, from the engine's
    event the judge chose (ai/effect.py `main_deed`): None for none, or an event it has
    no words for."""
    et = deed.get("type") if isinstance(deed, dict) else None
    if et not in DEED_WORDS or (et == "figure_moved" and deed.get("figure") != "apostate"):
        return None
    count = deed.get("count")
    where = deed.get("to") if et in ("novices_moved", "figure_moved") else deed.get("island")
    return t(f"hint.deed.{et}", island=_island(snap, where), tile=deed.get("tile"),
             seat=deed.get("to"), field=deed.get("to"),
             count=count if isinstance(count, int) and not isinstance(count, bool) else 1)


def advice_text(move: str, why: dict | None, gain: float | None, snap: dict,
                deed: dict | None = None, loses: dict | None = None,
                account: dict | None = None, parts: bool = True,
                coming: dict | None = None, reply: dict | None = None,
                mine: dict | None = None) -> str:
    """A Hint in words: its move, the judge's reason (the review's "why it is better"
    against the next-best move) and what it gains over that move in all: the review's
    measure, the influence it names lost if that move is played instead, and the Hint's
    one number (the reason's own part left out: "+8 …, in all +3" read as two
    judgements; how far the look-ahead went the Hint button's hover text says). Where
    nothing the move itself does bears a reason out, what it does in game terms (`deed`:
    the engine's event the judge names), else that the Master's look-ahead prefers it (a
    bare gain read as a Hint without its why); where nothing was weighed against it (one
    move, a consecration made at once) it has no gain.

    Only a gain is said, as how much more the move makes than the next best ("4
    influence more than the next best move", unsigned: a signed "+4" read as what the
    move itself gives), the move clearly the best: the judge names one only
    where its paired games measure it with the review's confidence (judge.advise: 0
    otherwise), the rare Hint that stands out. A gain not measured so says nothing of
    closeness: "(the next best is about as good)" ended nearly every Hint, so the Hint
    that was clearly best went unseen, and the judge cannot tell "about as good" from
    "not measured as better".

    `loses` (judge.Advice.loses): the round scorings the next best's games score more
    in, by a whole majority at least (judge.PRICED), said after the reason as the price
    the move pays, in the mover's words ("; worth the price: by the end of round 3 you
    get 5 less from the Moon Priestess"): a hinted Favour that left novices lying where
    an opponent took her 5 named her nowhere. Never as "the next best does better": a
    Hint's words support its advice.

    `account` (judge.Advice.account), where given, is said in place of the reason, the
    price and the gain (account_text): one net figure against the next best move named,
    the parts that make it adding up to it ("you get 5 more from the Moon Priestess, you
    lose 3 more to the Apostate, …; in all 6 influence more than Meditate"), a reason
    whose figure stood beside a larger price or gain read as a net loss (F455, F460);
    not `parts`: the net alone (the card's shorter form).

    `coming` (judge.Advice.coming): what the move changes in the mover's coming scoring,
    said first after the move in the tile preview's words and figures (scoring_parts,
    as coming_words), the reason after it saying why it is still the best; a reason's
    own projection of it (reason.coming) is then not said again (F568). Where it leaves
    the plan the previous Hint gave, what changed since, after it (hint_plan); where
    the next player can take back what it claims before the round's scoring
    (`reply`: ai.answers.answer_to, else coming["reply"]), that, last (hint_reply).
    `mine`: the Hint's own command, where `coming` keeps none (its one-line forms' share),
    against which the move it is weighed against is told apart."""
    if isinstance(mine, dict) and choice_of(coming) is None:
        coming = {**(coming or {}), "choice": mine}
    words = left_said(_advised(move, why, gain, snap, deed, loses, account, parts, coming),
                      coming, snap)
    if reply is None and isinstance(coming, dict):
        reply = coming.get("reply")
    return reply_said(words, reply, snap, account)


def _advised(move: str, why: dict | None, gain: float | None, snap: dict,
             deed: dict | None, loses: dict | None, account: dict | None, parts: bool,
             coming: dict | None) -> str:
    said = None
    if isinstance(coming, dict) and isinstance(coming.get("parts"), dict):
        said = scoring_parts(coming["parts"], int(coming.get("lying") or 0),
                             others_of(coming), snap) or None
        if said:
            why = None if said_before(why, coming["parts"]) else \
                {**why, "coming": None} if isinstance(why, dict) else why
    if said is None or not costs_only(coming):
        return _told(t("hint.coming", move=move, parts=said) if said else move, why,
                     gain, snap, deed, loses, account, parts, coming, said is not None)
    # the coming scoring only a cost: what the move gains first, its cost after it (a
    # Hint that led with "2 less from the Moon Priestess" hid its payoff)
    words = _told(move, why, gain, snap, deed, loses, account, parts,
                  {**coming, "parts": {}, "lying": 0, "others": []}, False)
    if words == move:
        return t("hint.coming", move=move, parts=said)
    return t("hint.cost_after" + ("_sentence" if ". " in words[len(move):] else ""),
             words=words, parts=said)


def costs_only(coming: dict) -> bool:
    """Whether what a Hint's move changes at the coming scoring (`coming["parts"]`) is
    only a cost to its mover: some part less, none more."""
    values = [v for v in coming["parts"].values() if isinstance(v, int)]
    return any(v < 0 for v in values) and not any(v > 0 for v in values)


def _told(move: str, why: dict | None, gain: float | None, snap: dict,
          deed: dict | None, loses: dict | None, account: dict | None, parts: bool,
          coming: dict | None, told: bool) -> str:
    """A Hint's words after what its move changes at the coming scoring (`told`: said
    in `move` already): its reason, or its account, its price and its gain."""
    before = move
    move, why, coming = now_first(move, why, coming, snap)  # (a consecration's parts)
    if parts and not told and move == before and isinstance(account, dict):
        move, coming = does_first(move, coming, snap)
    said = account_text(move, account, snap, parts, coming)
    if said is not None:
        return said
    versus = coming.get("versus") if isinstance(coming, dict) else None
    versus = versus_named(versus, snap, choice_of(coming)) \
        if isinstance(versus, dict) else None
    reason = does_text(why, coming, snap, move) or instead_text(why, coming, snap) or \
        led(reason_text(why, snap, told_ahead=gain is None, valued=False, move=move,
                        brief=True, mine=choice_of(coming)),
            why, None if told else gained_does(coming, snap, move),
            versus, told or move != before) \
        or deed_text(deed, snap)
    if reason is None and gain is not None and not told:   # nothing the move does
        reason = prefers_does(coming, snap, move)   # alone bears a reason out: the
        #                                         look-ahead's, after what it does
    words = t("reason.with", move=move, why=reason) if reason else move
    words = gives_up_text(words, loses, snap)
    if gain is None or round(gain) <= 0:
        return words
    return t("hint.gain", words=words, gain=gained(gain))


def choice_of(coming: dict | None) -> dict | None:
    """The Hint's own command its `coming` keeps (judge.advise), None for none."""
    choice = coming.get("choice") if isinstance(coming, dict) else None
    return choice if isinstance(choice, dict) else None


def others_of(coming: dict) -> list[tuple[int, int]]:
    """The others' changes at the Apostate a Hint's `coming` names (outlook.coming_of
    "others"), [] where none or not well formed (a LAN table's older answer)."""
    return [(q, v) for o in coming.get("others") or ()
            if isinstance(o, list | tuple) and len(o) == 2
            for q, v in [o] if isinstance(q, int) and isinstance(v, int)]


def does_first(move: str, coming: dict | None, snap: dict) -> tuple[str, dict | None]:
    """A Hint told by its account, with what its move itself does that its preview
    shows (hint_does.moved_does) said first, after the move: its account's parts are
    its games' figures against the next best, none of which the move's own preview
    shows (a Council said "your actions gain you 1 more influence" and not the seat it
    climbs). The move's words and `coming` as they then stand (what the move sets up
    said there, not again beside the verdict)."""
    does = gained_does(coming, snap, move)
    if does is None:
        return move, coming
    return t("hint.does_first", move=move, does=does), {**coming, "sets": None}


def account_text(move: str, account: dict | None, snap: dict, whole: bool = True,
                 coming: dict | None = None) -> str | None:
    """A Hint told by its account (judge.account_of): the move, the later action it sets
    up where it costs now ("…; next: Herbs …"), the parts of the mover's own score its
    gain over the next best is made of by the round its games played to, each saying
    whose and which way, and the net against the next best move named: "in all" where
    the parts add up to it (the judge rounds them so where they miss it by rounding
    alone), else their own sum "in all … by then" and the coach's verdict apart, without
    a figure (what it sees beyond the parts named, the others' scores and the position
    left, is never told as a part: a player cannot check it: F522, F566); None
    where there is no account. Not `whole`, or no part named: the move and the net
    alone ("… (6 influence more than Meditate)"); None where the net is about even. Where its
    games lose to the Apostate by an opponent's Banish, who may play it and where to
    (F437: a Hint sent novices where the next player banished him, its words silent).
    Where the next best is the same action bringing novices to an island the Moon
    Priestess reaches later, what the Hint's own island sets up after the verdict
    (`coming`: hint_does.sets_over), as a tile's after another tile's (tile_text)."""
    if not isinstance(account, dict) or not isinstance(account.get("parts"), dict) \
            or not isinstance(account.get("versus"), dict):
        return None
    # only the parts of the mover's own score a player can check (what a scoring, an
    # action, a seat, a token, a shrine gave); what the estimate sees beyond them stays
    # inside the net (a figure for the position left cannot be checked on the board)
    told = {k: int(v) for k, v in account["parts"].items()
            if k in OWN_PARTS and v and has(f"hint.sum.part.{k}.gain")}
    parts = ", ".join(t(f"hint.sum.part.{k}.{'gain' if v > 0 else 'loss'}", n=abs(v))
                      for k, v in told.items())
    ahead, total = account.get("ahead"), int(account.get("total") or 0)
    if not isinstance(ahead, int):
        return None
    then = account.get("then")
    if isinstance(then, dict):
        move = t("hint.then", move=move, then=move_text(then, snap))
    if not whole or not parts:          # (about even: the reason without its price)
        said = net_text(move, account, snap, coming=coming)
    else:
        # the parts add up to the net exactly (judge: rounded so where they miss it by
        # rounding alone); else their sum is said as what they add up to by then, and
        # the coach's verdict in a sentence of its own with no figure of its own, with
        # what else its games show that a player can check (a net the parts did not add
        # up to read as a sum gone wrong: F566)
        key = "hint.sum" + ("" if total >= 1 else "_even")
        own = sum(told.values())
        if own != total and (total >= 1 or own < 0):
            # (where the card says the estimate's net for this comparison, the parts
            # without a sum of theirs, the verdict after them: one figure for it)
            key = "hint.sum_even" if account.get("card_says") else "hint.sum_estimate"
        # (about even in all, its parts for it: those parts against the move named,
        # no verdict beside them: "in all 4 more than Tides. The coach rates it about
        # even" read as two judgements; parts against it keep the verdict and what
        # else its games show, its reason)
        last = snap["round"] + ahead
        if last >= ROUNDS:
            key += "_last"
        versus = versus_name(account, snap)
        said = t(key, words=move, parts=parts, round=last, gain=total, versus=versus,
                 total=t("hint.sum.total." + ("more" if own > 0 else "less" if own < 0
                                              else "even"), n=abs(own), versus=versus),
                 verdict=verdict_text(account, total, snap, own))
        if key.startswith("hint.sum_even") and account.get("card_says"):
            said = then_said(said, verdict_text(account, total, snap, own))
        tiles = tile_text(account, snap) or sets_over(coming, snap, move)
        said = t("hint.verdict.tiles", words=said, why=tiles) if tiles else said
    answer = account.get("answer")
    if said is None or not isinstance(answer, dict):
        return said
    return t("hint.answer", words=said, who=player_name(snap, answer.get("player")),
             island=_island(snap, answer.get("island")))


def net_text(move: str, account: dict | None, snap: dict, tiles: bool = True,
             coming: dict | None = None) -> str | None:
    """A Hint's shorter form against the next best move named: its one figure, the net
    where the parts it names add up to it (or it names none), else their own sum, as its
    whole form says it (hint.net: the card's "4 more" beside the hover's parts adding up
    to 5 read as two counts); where that sum is below 1 but the coach rates the move
    higher, that verdict without a figure (hint.net_verdict); None where the net is
    about even or there is no account. Where the next best is another tile of the same
    action, the verdict says what the Hint's tile has that it has not (tile_text);
    where it is the same action bringing novices to an island the Moon Priestess
    reaches later, what the Hint's island sets up (`coming`: hint_does.sets_over); not
    `tiles`: the verdict alone, the card's tiniest form."""
    if not isinstance(account, dict) or not isinstance(account.get("parts"), dict) \
            or not isinstance(account.get("versus"), dict):
        return None
    told = [int(v) for k, v in account["parts"].items()
            if k in OWN_PARTS and v and has(f"hint.sum.part.{k}.gain")]
    total = int(account.get("total") or 0)
    net = sum(told) if told else total
    versus = versus_name(account, snap)
    if net >= 1:
        return t("hint.net", words=move, gain=net, versus=versus)
    if total < 1:
        return None
    why = tile_text(account, snap) if tiles else None
    if why:
        return t("hint.net_verdict_tile", words=move, other=account["versus"]["tile"],
                 why=why)
    why = sets_over(coming, snap, move) if tiles else None
    return t("hint.net_verdict_sets", words=move, versus=versus, why=why) if why else \
        t("hint.net_verdict", words=move, versus=versus)


def tile_text(account: dict, snap: dict) -> str | None:
    """What a Hint's temple tile has that the next best's, another of the same action
    on the same island, has not, as the temple shows it (engine.temple.field_outlook):
    more of the others' lower novices beside its field that its consecration expels,
    fewer free higher fields beside it from which a consecration expels it. None where
    the moves are not two tiles of one action, or neither differs in its favour (a
    verdict naming only "another Appointment" gave no reason)."""
    mine, other = account.get("choice"), account.get("versus")
    if not account.get("alike") or not isinstance(mine, dict) or \
            not isinstance(mine.get("tile"), int) or \
            not isinstance(other.get("tile"), int) or mine["tile"] == other["tile"]:
        return None
    p = mine.get("player")
    a, b = field_outlook(snap, mine["tile"]), field_outlook(snap, other["tile"])
    if a is None or b is None:
        return None

    def expels(o: dict) -> int:
        return sum(1 for q in o["expels"].values() if q != p)

    said = []
    if expels(a) > expels(b):
        said.append(t("hint.tile.expels", tile=mine["tile"], n=expels(a),
                      other=other["tile"], m=expels(b)))
    n, m = (len(open_above(snap, mine["tile"], p)), len(open_above(snap, other["tile"], p)))
    if n < m:
        said.append(t("hint.tile.open" + ("" if n else "_none"), tile=mine["tile"], n=n,
                      other=other["tile"], m=m))
    return "; ".join(said) or None


def verdict_text(account: dict, total: int, snap: dict, own: int = 0) -> str:
    """The coach's verdict on a Hint whose account's parts do not add up to its net:
    better than (or, with no gain named, about even with) the next best by its
    estimate, which weighs the others' scores and the position left too; with what else
    its games show there that a player can check (`account["beyond"]`: the others'
    influence, the mover's novices on the islands), never a figure of the net. Where
    the parts named (`own`, their sum) favour the move too, the verdict agrees with them
    (a "still" there read as a concession, the move worse than its figures)."""
    one = len(snap.get("names") or ()) == 2
    seen = account.get("beyond")
    why = ", ".join(t(f"hint.trial.part.{k}" + ("_one" if one and k == "others" else ""),
                      n=abs(int(v)), count=abs(int(v))) for k, v in seen.items()
                    if has(f"hint.trial.part.{k}")) if isinstance(seen, dict) else ""
    key = "hint.verdict." + ("even" if total < 1 else "agrees" if own > 0 else "better") \
        + ("_why" if why else "")
    return t(key, why=why)


# the parts of the mover's own score an account names (ai.trial.OWN; not "rest", what
# the coach's estimate sees beyond them)
OWN_PARTS = ("priestess", "temple", "apostate", "actions", "council", "favours", "shrines")


def versus_name(account: dict, snap: dict) -> str:
    """The next best move of a Hint's account named short (moves.move_name), with what
    tells it from the Hint's own (moves.versus_name), else as another of its kind where
    it is the Hint's own action on the same island ("6 influence more than Travel"
    beside a Travel hinted read as the same move)."""
    name = versus_named(account["versus"], snap, account.get("choice"))
    return t("hint.versus.other", move=name) \
        if account.get("alike") and name == move_name(account["versus"], snap) else name


def gives_up_text(words: str, loses: dict | None, snap: dict) -> str:
    """A Hint's words with the round scorings it gives up to the next best, if any, as
    the price its move pays (the round its games played to, the game's end past the
    last round)."""
    parts = loses.get("parts") if isinstance(loses, dict) else None
    ahead = loses.get("ahead") if isinstance(loses, dict) else None
    if not isinstance(parts, dict) or not isinstance(ahead, int):
        return words
    said = ", ".join(t(f"hint.loses.part.{k}", n=int(v)) for k, v in parts.items()
                     if has(f"hint.loses.part.{k}"))
    if not said:
        return words
    last = snap["round"] + ahead
    if last >= ROUNDS:
        return t("hint.loses_last", words=words, parts=said)
    return t("hint.loses", words=words, parts=said, round=last)


def over_next(gain: float | None) -> str | None:
    """What a Hint's move gains over the next-best move, on its own ("3 influence more
    than the next best"), where it gains a point or more; None otherwise (nothing
    said of closeness)."""
    return t("hint.over", gain=gained(gain)) if gain is not None and round(gain) > 0 \
        else None


def gained(v: float) -> str:
    """A Hint's gain over the next best, its one short number ("5", never a phrase at the
    end of five lines: F057), unsigned: the words say it is more than the next best move
    makes (a signed "+4" reads as what the move itself gives)."""
    return str(abs(round(v)))
