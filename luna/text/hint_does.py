"""What a Hint's move itself does that a player can check, in words, said before the
coach's judgement where that is its only reason (does_text, prefers_does): at the
game's end, else the influence it gains now, else, where it changes neither (a Travel,
a Recruit, a pair placed), what it sets up on the board: the island it brings the
mover's novices to where the Moon Priestess stands in a later round, and what the
mover and the others then count there for her (judge.coming_of "sets",
ai.outlook.arrival); where the next best is the same action bringing them to an island
she reaches later or never, that island ("sets_versus"); for a Book, the novice it
then guards and the one whose field it leaves (book_text), not the favour it spends.
A Hint that said only the coach's judgement of such a move gave a player nothing to
check.
"""

from __future__ import annotations

from ..engine.data import ROUNDS
from ..engine.temple import open_above
from .hint_lead import lead_text
from .i18n import has, t
from .moves import place_name, versus_name


def sets_text(coming: dict | None, snap: dict, move: str = "") -> str | None:
    """What the move sets up (hint.sets; where the move's words `move` name its island,
    without its novices brought there again: hint.sets.named), with the next best's
    island where she stands there later or in no round left (hint.sets.versus*); None
    where it brings no novices to an island she stands on in a later round."""
    sets = coming.get("sets") if isinstance(coming, dict) else None
    if not isinstance(sets, dict) or not isinstance(sets.get("round"), int):
        return None
    one = "_one" if len(snap.get("names") or ()) == 2 else ""
    most = int(sets.get("most") or 0)
    others = tie_text(sets.get("tie"), sets["mine"], snap, one) or (
        t("hint.sets.others" + one, n=most) if most else t("hint.sets.others_none" + one))
    island = place_name(snap, sets["island"])
    words = t("hint.sets" + (".named" if island in move else ""), count=int(sets["count"]),
              island=island, round=sets["round"], mine=int(sets["mine"]), others=others)
    other = coming.get("sets_versus")
    if not sooner(coming):
        return words
    island = place_name(snap, other.get("island"))
    if other.get("round") is None:
        return t("hint.sets.versus_never", words=words, island=island)
    return t("hint.sets.versus", words=words, island=island, round=other["round"])


def tie_text(tie: object, mine: int, snap: dict, one: str = "") -> str | None:
    """Where the others' most ties the mover's count for the Moon Priestess
    (outlook.tie_of): who counts as many and who wins the tie as the council stands now
    (the engine's tie order), said as a tie: "the others at most 5" beside "you count 5"
    read as a lead. None where it is no tie (or not well formed: an older answer)."""
    if not isinstance(tie, dict) or not isinstance(tie.get("wins"), int) or \
            not isinstance(tie.get("with"), list) or not tie["with"] or mine <= 0:
        return None
    names = snap.get("names") or ()
    who = ", ".join(names[q] for q in tie["with"] if isinstance(q, int) and q < len(names))
    yours = tie["wins"] not in tie["with"]
    key = "hint.sets.tie_" + ("yours" if yours else "theirs") + one
    winner = names[tie["wins"]] if tie["wins"] < len(names) else "?"
    return t(key, who=who, winner=winner)


def sooner(coming: dict | None) -> bool:
    """Whether the next best, the same action, brings its novices to an island the Moon
    Priestess reaches later than the Hint's, or in no round left (judge.coming_of)."""
    sets = coming.get("sets") if isinstance(coming, dict) else None
    other = coming.get("sets_versus") if isinstance(coming, dict) else None
    if not isinstance(sets, dict) or not isinstance(other, dict):
        return False
    return other.get("round") is None or other["round"] > sets["round"]


def sets_over(coming: dict | None, snap: dict, move: str = "") -> str | None:
    """What the move sets up where it says what its island has that the next best's,
    the same action bringing novices elsewhere, has not (sets_text with its versus);
    None otherwise: said beside a verdict that the coach rates it above that move."""
    return sets_text(coming, snap, move) if sooner(coming) else None


END_PARTS = ("council", "favours", "shrines")      # engine final_breakdown's parts


def end_parts(parts: dict, worth: dict) -> str:
    """A move's changes at the game's end part by part (`parts`: each part's change,
    `worth`: what it then counts), as the tile's preview says them; "" for none."""
    return ", ".join(t(f"end.part.{k}.{'gain' if v > 0 else 'loss'}", n=abs(int(v)),
                       worth=int(worth.get(k, 0))) for k in END_PARTS if (v := parts.get(k)))


def does_text(why: dict | None, coming: dict | None, snap: dict, move: str = ""
              ) -> str | None:
    """A Hint's reason where it is only the coach's judgement of its look-ahead games
    (about even in points, or behind in some: "the coach rates the position it leaves
    higher" could not be checked): what the move itself does that a player can check
    (moved_does), then that judgement; None where its reason is another or the move
    does none of these."""
    term = why.get("term") if isinstance(why, dict) else None
    ahead = why.get("ahead") if isinstance(why, dict) else None
    if term not in ("trial_behind", "trial_even") or not isinstance(ahead, int):
        return None
    does = moved_does(coming, snap, move)
    if does is None:
        return None
    chosen = chosen_over(does, why.get("versus"), snap, (coming or {}).get("choice"))
    if chosen is not None:
        return chosen
    last = snap["round"] + ahead
    key = f"hint.{term}_does" + ("_last" if last >= ROUNDS else "")
    return t(key, does=does, round=last)


def chosen_over(does: str, versus: object, snap: dict, mine: object = None
                ) -> str | None:
    """What the move does (`does`) with the other move it is weighed against named
    by its words (hint.chosen_over), in place of a judgement with no figure of its own
    ("the coach's pick; in points about even …" gave a player nothing to check); None
    where that move is not known (a LAN table's older answer). `mine`: the Hint's own
    command, against which the other is told apart (moves.versus_name)."""
    if not isinstance(versus, dict) or not isinstance(versus.get("type"), str):
        return None
    return t("hint.chosen_over", does=does, versus=versus_name(versus, snap, mine))


def moved_does(coming: dict | None, snap: dict, move: str = "") -> str | None:
    """What a Hint's move itself does that a player can check: a Book's novices guarded
    and left (book_text), else as the tile's preview says it, at the game's end, else
    the influence it gains now, else the island it brings novices to where the Moon
    Priestess stands in a later round (sets_text; `move`: the move's words), else the
    figure it leads with (hint_lead: the novices it brings to an island she reaches in
    no round left, the standing novices a Meditation keeps); None for none of these."""
    if not isinstance(coming, dict):
        return None
    book = book_text(coming, snap)
    if book is not None:
        return book
    end = end_parts(coming.get("end") or {}, coming.get("worth") or {})
    now = int(coming.get("now") or 0)
    if end:
        return seats_text(t("hint.does.end", parts=end), coming)
    if now > 0 and coming.get("now_parts"):
        return t("hint.does.now_parts", n=now, parts=now_split(coming["now_parts"], snap))
    return then_text(t("hint.does.now", n=now) if now > 0 else None, coming) or \
        sets_text(coming, snap, move) or seats_text(None, coming) or \
        lead_text(coming, snap, move)


def gained_does(coming: dict | None, snap: dict, move: str = "") -> str | None:
    """What the move does that its preview shows (moved_does), of what it changes at
    the game's end its gains only: the favour token it spends is its price, no gain a
    Hint leads with ("your unused favours score 1 less; keeps novices active")."""
    if not isinstance(coming, dict):
        return None
    gains = {k: v for k, v in (coming.get("end") or {}).items() if v > 0}
    return moved_does({**coming, "end": gains}, snap, move)


def then_text(words: str | None, coming: dict) -> str | None:
    """A move's own gain now (`words`; None: it gains none) with what follows it where
    it is the round's last time marker, each said as such with the engine's figure
    (judge.coming_of "scored", "final"): "it gains you 1 influence now; then the
    round's scoring: +5; at the game's end: +16". "Now" is the move's own effect only:
    the round's scoring and the game's end count said as gained now read as untrue."""
    then = [t(f"hint.does.{k}", n=points(int(v))) for k in ("scored", "final")
            if isinstance(v := coming.get(k), int) and v]
    for part in then:           # (each its own clause, in the language's own way)
        words = t("hint.does.then", words=words, then=part) if words else part
    return words


def points(v: int) -> str:
    """Whole points with their sign ("+2", "−5", "0")."""
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


def seats_text(words: str | None, coming: dict) -> str | None:
    """A Council's words at the game's end (None: it changes nothing there) with what
    its count has that the next best's, a Council from the same island with another
    count, has not (judge.coming_of "seats_versus"): a seat that then counts more than
    with it, else more of the mover's novices left standing on that island; `words`
    alone otherwise."""
    other = coming.get("seats_versus")
    if not isinstance(other, dict):
        return words
    worth = int((coming.get("worth") or {}).get("council", -1))
    if words is not None and worth > int(other.get("worth", worth)):
        return t("hint.seats.more", words=words, worth=int(other["worth"]))
    stand = int(other.get("stand") or 0)
    if stand <= 0:
        return words
    return t("hint.seats.stand", words=words, count=stand) if words is not None else \
        t("hint.seats.stand_alone", count=stand)


def prefers_does(coming: dict | None, snap: dict, move: str = "") -> str:
    """The coach's pick with no reason of its own (prefers), after what its move itself
    does that a player can check (moved_does), where it does any of that."""
    does = moved_does(coming, snap, move)
    if does is None:
        return prefers(snap)
    chosen = chosen_over(does, coming.get("versus"), snap, coming.get("choice"))
    if chosen is not None:
        return chosen
    return t("hint.prefers_does_last" if snap["round"] >= ROUNDS else "hint.prefers_does",
             does=does)


def prefers(snap: dict) -> str:
    """The look-ahead's judgement as a reason: tried over the coming rounds, or in the
    last round to the game's end (no round comes after it)."""
    return t("hint.prefers_last" if snap["round"] >= ROUNDS else "hint.prefers")


def book_text(coming: dict | None, snap: dict) -> str | None:
    """What a Book move does in the temple (judge.coming_of "book"), as the temple
    shows it: the mover's novice it then guards against expulsion, with the free
    higher fields beside it from which a consecration would expel it
    (engine.temple.open_above, as the field's hover text counts them), and the novice
    on the field it leaves, whoever's, with those beside that one; None for no Book."""
    book = coming.get("book") if isinstance(coming, dict) else None
    if not isinstance(book, dict):
        return None
    fields = {f["field"]: f for f in snap["temple"]["fields"]}
    to, src = fields.get(book.get("to")), fields.get(book.get("from"))
    if to is None or src is None:
        return None
    n = len(open_above(snap, to["field"], to["player"]))
    words = t("hint.book.guards" + ("_open" if n else ""), field=to["field"], count=n)
    q = src["player"]
    if q is None:
        return words
    m = len(open_above(snap, src["field"], q))
    key = "hint.book.leaves" + ("_own" if q == to["player"] else "") + ("_open" if m else "")
    names = snap.get("names") or ()
    return t(key, words=words, field=src["field"], count=m,
             who=names[q] if 0 <= q < len(names) else "?")


def main_loss(coming: dict | None) -> dict | None:
    """The Hint's one-line forms' share of what its move changes at the coming scoring
    (judge.Advice.coming): its largest loss there alone, as the tile's preview counts it
    (with the novices it lays beside the Moon Priestess's island, for hers), so that
    "Appointment — claims temple tile 13" no longer hides the 3 less from the Moon
    Priestess its tile showed; None where the move loses nothing there."""
    parts = coming.get("parts") if isinstance(coming, dict) else None
    lost = {k: v for k, v in (parts or {}).items() if isinstance(v, int) and v < 0}
    if not lost:
        return None
    k = min(lost, key=lambda key: (lost[key], list(lost).index(key)))
    lying = int(coming.get("lying") or 0) if k == "priestess" else 0
    return {"parts": {k: lost[k]}, "total": lost[k], "lying": lying}


def in_hand_text(cost: float | None, account: dict | None, snap: dict,
                 move: str | None = None) -> str | None:
    """What the move planned costs against the Hint's (judge.Advice.in_hand_cost: 0
    where not measured with the review's confidence; None: not measured), and why, in
    the parts of the mover's own score the Hint's account names (`account`:
    judge.Advice.in_hand_account, what the Hint's move makes more than the planned one
    by the round its games played to): a cost with no reason gave a player nothing to
    check. The parts said add up to the cost: where they do not, the rest is named with
    its figure, the coach's estimate beyond them (the others' scores among it, the
    position left), "… and 9 more by the coach's estimate beyond these …: 6 in all"
    ("5 more, 5 less" beside a cost of 6 read as a sum gone wrong). `move`: the move's
    name where it is a tray's tile chosen, not a plan (its cost then names it)."""
    if cost is None:
        return None
    if round(cost) < 1:
        return t("hint.in_hand.even")
    said = t("hint.in_hand.worse", cost=round(cost)) if move is None else \
        t("hint.in_hand.tile", move=move, cost=round(cost))
    parts = account.get("parts") if isinstance(account, dict) else None
    told = {k: int(v) for k, v in (parts or {}).items()
            if v and has(f"hint.sum.part.{k}.gain")}
    if not told or not isinstance(account.get("ahead"), int):
        return said
    named = [t(f"hint.sum.part.{k}.{'gain' if v > 0 else 'loss'}", n=abs(v))
             for k, v in told.items()]
    rest = round(cost) - sum(told.values())
    if rest:
        named.append(t("hint.in_hand.rest" if rest > 0 else "hint.in_hand.rest_less",
                       n=abs(rest), cost=round(cost)))
    last = snap["round"] + account["ahead"]
    return said + " " + (t("hint.in_hand.why_last", parts=", ".join(named))
                         if last >= ROUNDS else
                         t("hint.in_hand.why", parts=", ".join(named), round=last))


# the reasons whose words say no more of this round's scoring than the preview's part
# named first ("you lose 1 less to the Apostate — should lose less to the Apostate")
REPEATS = {"apostate": "apostate"}


def said_before(why: dict | None, parts: dict) -> bool:
    """Whether reason `why` of this round's scoring only repeats a part the Hint's
    preview of the coming scoring (`parts`) has said: a verdict repeats no part."""
    term = why.get("term") if isinstance(why, dict) else None
    return why is not None and why.get("ahead") is None and REPEATS.get(term) in parts


def now_split(parts: dict, snap: dict) -> str:
    """A consecration's gain now by its parts (ai.outlook.now_parts), the tile's preview's
    and the Hint's one way of saying it: the Temple Guardian's value, then 1 for each
    novice expelled, by whose."""
    names = snap.get("names") or ()
    said = [t("now.part.guardian", n=int(parts.get("guardian") or 0))]
    said += [t("now.part.expelled", who=names[q] if isinstance(q, int) and q < len(names)
               else t("log.someone")) for q in parts.get("expelled") or ()]
    return ", ".join(said)


def now_first(move: str, why: dict | None, coming: dict | None, snap: dict
              ) -> tuple[str, dict | None, dict | None]:
    """A consecration's Hint: its gain now by its parts said after the move (and the
    coming scoring's parts, said first), as its tile's preview says it (now_split), then
    not again (the reason of influence
    gained now, what it does now in `coming`): a Hint left out the +4 its button showed.
    The move, the reason and `coming` as they then stand."""
    now = int(coming.get("now") or 0) if isinstance(coming, dict) else 0
    if now <= 0 or not coming.get("now_parts"):
        return move, why, coming
    said = t("hint.does.now_parts", n=now, parts=now_split(coming["now_parts"], snap))
    if isinstance(why, dict) and why.get("term") == "influence" and why.get("ahead") is None:
        why = None
    return t("hint.now", move=move, now=said), why, {**coming, "now": 0, "now_parts": None}
