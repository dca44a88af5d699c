"""Events in words, for the game log, the headless match and replays.

The words come from the string catalogues (i18n.py), so the log speaks the player's
language; the command line uses English.
"""

from __future__ import annotations

import re

from ..ai.reasons import FAVOUR_TERMS
from ..ai.reasons import TERMS as REASON_TERMS
from ..engine.data import ROUNDS
from ..engine.rounds import apostate_moves_to, moved_on
from ..engine.snapshot import from_snapshot_state
from ..engine.temple import field_outlook, open_above
from .hint_does import (
    does_text,
    end_parts,
    moved_does,
    now_first,
    now_split,
    prefers,
    prefers_does,
    said_before,
    sets_over,
)
from .hint_lead import led
from .hint_plan import left_said
from .i18n import has, t, whole
from .i18n import kind as kind_name
from .moves import from_place, move_name, move_text
from .moves import place_name as _island


def _who(snap: dict, p: object) -> str:
    if isinstance(p, int) and 0 <= p < len(snap["names"]):
        return snap["names"][p]
    return t("log.someone")


def setup_of(events: list[dict]) -> bool:
    """Whether these are the events of the preliminary round's last pair, whose favours
    every player takes by the setup's rule (not by an action)."""
    return any(e.get("type") == "novices_placed" for e in events)


def by_player(ev: dict) -> int | None:
    """The player whose action moved a figure (a Banish), None for the round's moves."""
    by = ev.get("by")
    return by if isinstance(by, int) and not isinstance(by, bool) else None


# event type -> the keys of the event that its line needs, besides who/island/count
SIMPLE = ("shrine_built", "novices_placed", "novices_used", "novice_recruited",
          "tile_claimed", "tile_consecrated", "book_moved", "council_moved",
          "actions_ended", "solo_no_tile", "solo_deactivated", "novice_to_temple",
          "round_scored")


def event_text(ev: dict, snap: dict, setup: bool = False) -> str | None:
    """One line for an event, or None for events that need no line (turn passes);
    `setup`: it is one of the preliminary round's last events (setup_of)."""
    et = ev.get("type")
    who = _who(snap, ev.get("player"))
    fmt = {"who": who, "island": _island(snap, ev.get("island")), "count": ev.get("count"),
           "tile": ev.get("tile"), "field": ev.get("field"), "src": ev.get("from"),
           "dst": ev.get("to"), "round": ev.get("round")}
    if et == "influence":
        d = ev["delta"]
        return t("log.influence", who=who, delta=f"{'+' if d >= 0 else '−'}{abs(d)}",
                 why=t(f"why.{ev['why']}"))
    if et in SIMPLE:
        return t(f"log.{et}", **fmt)
    if et == "favour_taken" and setup:     # the preliminary round's end: said why
        return t("log.favour_taken.setup", who=who, kind=kind_name(ev["kind"]))
    if et in ("favour_taken", "favour_returned"):
        return t(f"log.{et}", who=who, kind=kind_name(ev["kind"]))
    if et == "novices_woken":
        return None if ev.get("why") == "round" else t("log.novices_woken", **fmt)
    if et == "novices_moved":       # a Tides move says which of the island's it took
        lying = isinstance(ev["from"], int) and not ev.get("from_active", True)
        return t("log.novices_moved" + (".inactive" if lying else ""), who=who,
                 count=ev["count"],
                 src=from_place(snap, ev["from"]), dst=_island(snap, ev["to"]))
    if et == "novice_expelled":
        return t("log.novice_expelled", who=who, field=ev["field"], by=_who(snap, ev["by"]))
    if et == "figure_moved" and by_player(ev) is not None:      # a Banish: who sent him on
        return t("log.banished", who=_who(snap, ev["by"]), island=_island(snap, ev["to"]))
    if et == "figure_moved":
        return t(f"log.figure_moved.{ev['figure']}", island=_island(snap, ev["to"]))
    if et == "guardian_moved":
        return t("log.guardian_moved", value=ev["to_value"])
    if et == "time_marker" and ev["turned"] >= ev["total"]:    # the last: the round ends
        return t("log.time_marker.last", who=who)
    if et == "time_marker":
        return t("log.time_marker", who=who, turned=ev["turned"], total=ev["total"])
    if et == "round_started" and snap.get("solo_level") is not None:
        return t("log.round_started.solo", round=ev["round"])
    if et == "round_started":
        return t("log.round_started", round=ev["round"], who=_who(snap, ev["start_player"]))
    if et == "game_over":
        return t("log.game_over", who=_who(snap, ev["winner"]),
                 score=ev["scores"][ev["winner"]])
    return None


def round_heading(snap: dict) -> str:
    """What the moment is called, the same in the panel's heading, the log's first line
    and the look back: the preliminary round comes before the six rounds (the rulebooks:
    "1. Preliminary round", "2. Play: 6 rounds"), so while the pieces are placed it is
    never "Round 1 of 6": one name for the moment everywhere (F103)."""
    if snap["phase"].startswith("preliminary"):
        return t("panel.preliminary")
    return t("panel.round", round=snap["round"])


def start_player_text(header: dict, snap: dict) -> str | None:
    """Who takes the game's first turn and why, for the log's opening of a dealt game:
    the setup chooses the start player at random. None in the solo game (the person
    always plays first; its rounds' lines say so) and in a game continued from a
    position (its start player was not chosen by the deal)."""
    if snap.get("solo_level") is not None or header.get("setup") not in ("intro", "random"):
        return None
    return t("log.start_player", who=_who(snap, snap.get("start_player")))


def reason_text(reason: dict | None, snap: dict, told_ahead: bool = True,
                valued: bool = True, move: str = "", brief: bool = False) -> str | None:
    """A computer player's reason (Reason.as_dict(), or what a LAN table was told) in
    one line of words: what the move achieves and when, its estimate after them (not
    `valued`: the judgement's one number stands beside it, the gain or cost in all), and
    how far the look-ahead that saw it went (not `told_ahead`: the words after it say
    so; `brief`: the Hint's one short clause, hint.why.*, where its term has one, with no
    estimate: F057). None if it has none or names a term without a string."""
    if not reason or reason.get("term") not in REASON_TERMS:
        return None
    if reason["term"] in ("trial", "trial_behind", "trial_even"):
        return trial_text(reason, snap)
    v = float(reason.get("value") or 0.0)
    ahead = reason.get("ahead")
    ahead = ahead if isinstance(ahead, int) and not isinstance(ahead, bool) else None
    now = snap["round"]
    # the look-ahead's last round: the round its reason names is the one it played to
    # ("at the end of round 3 (… played the game on to the end of round 2 to see)" named
    # a round it never reached), and what stands after it, the round after that
    last = now + ahead if ahead is not None else now
    when = t("reason.when.now") if ahead is None else _round_end(last, "reason.when.round")
    next_at = None if ahead is None else last + 1    # (None: the next round)
    # a look-ahead's influence came over the rounds it played, not "right away"
    key = "influence_ahead" if reason["term"] == "influence" and ahead is not None \
        else reason["term"]
    # where the Apostate stands at a later round's end depends on the play till then
    # (he moves to the next island with novices, Banish moves him): named there, the island
    # # reads as wrong, so a look-ahead's reason names the round
    if key == "apostate" and ahead is not None:
        key = "apostate_ahead"
        # ... but where the look-ahead saw him at the next round's end is where the
        # rule sends him were the round to end now, that island is named as such: the
        # player sees no figure there (his next island is not fixed, unlike hers)
        if ahead == 1 and reason.get("island") == _apostate_next(snap):
            key = "apostate_next"
    # her island and the Architect's are fixed in advance: a reason naming one names
    # the round she (he) stands there, as the board's faint figures show it. A
    # look-ahead's reason of her majority on an island she reaches only after the round
    # it played to is told as novices ready there (its estimate saw them standing ready,
    # the games scored no such majority)
    figure = FIGURE_OF.get(key)
    stands = _stands_in(snap, figure, reason.get("island")) if figure else None
    if key == "priestess" and ahead is not None and stands is not None and stands > last:
        key = "next_priestess"
    if key in ("next_priestess", "shrine_next") and stands is not None and stands > now:
        next_at = None if stands == now + 1 else stands
    # the round her island scores is "in round N", the novices readied there "by round
    # N": one that arrives lying stands up only at the round's end (rules: next round)
    nxt, by = _coming(next_at, "reason.next"), _coming(next_at, "reason.by")
    if now >= ROUNDS and has(f"reason.{key}_last"):
        key += "_last"      # the last round: no coming rounds, the game's end
    if key in FAVOUR_TERMS and isinstance(reason.get("island"), int):
        if _island(snap, reason["island"]) not in move:
            key += "_from"  # the island whose favour token it takes, unless the move's
            #                 words said it ("Take the Book favour on the Book island —
            #                 takes a favour token from the Book island")
        elif has(f"reason.{key}_taken"):
            key += "_taken"
    # a favour's reason on no island: the move took none (favours_island names the
    # island of a token taken) but keeps one the other move spends; a Meditation
    # gives no favour token (rules: it turns a time marker)
    place = reason.get("place")
    place = place if isinstance(place, int) and not isinstance(place, bool) else None
    if key == "priestess" and ahead is None and place is not None and place > 1:
        key = "priestess_place"     # her majority is named only where the move makes
        #                             its player first there, by the engine's count
    brief = brief and has(f"hint.why.{key}")
    amount = reason.get("amount")
    amount = amount if isinstance(amount, int) and not isinstance(amount, bool) else None
    if brief and amount is None and has(f"hint.why.{key}_unsaid"):
        key += "_unsaid"    # a reason told without its figure (judge.with_amount)
    words = t(f"hint.why.{key}" if brief else f"reason.{key}",
              value=estimate(v) if valued else UNVALUED,
              island=_island(snap, reason.get("island")), tile=reason.get("tile"),
              when=when, next=nxt, by=by, amount=amount, count=amount, here=_island(
                  snap, snap.get("architect")), place=t(f"reason.place.{place}") if place else "")
    if not valued and not brief:
        words = VALUE_TAIL.sub("", words)
    coming = reason.get("coming")
    if isinstance(coming, dict) and coming.get("parts"):
        # the engine's projection of the coming scoring (the preview over Confirm)
        # shows the move losing there in all: said beside the reason, never against it
        words = t("reason.coming", why=words, parts=scoring_parts(coming["parts"]),
                  total=scoring_total(int(coming.get("total", 0))))
    if ahead is None or not told_ahead:
        return words
    if last >= ROUNDS:    # the look-ahead played the game out: no round past the last
        return t("reason.lookahead_end", why=words)
    return t("reason.lookahead", why=words, round=last)


# the reasons naming an island by the figure whose way round the islands is fixed
FIGURE_OF = {"priestess": "priestess", "next_priestess": "priestess",
             "shrine_next": "architect"}


def _stands_in(snap: dict, figure: str, island: object) -> int | None:
    """The round, this one or a later one, in which the Moon Priestess or the Architect
    (`figure`) stands on `island` (their steps are fixed: rounds.moved_on); None where
    they stand there in none before the game ends, or it is no game's position."""
    at, players = snap.get(figure), snap.get("players")
    if not isinstance(island, int) or not isinstance(at, int) or not players:
        return None
    for round_no in range(snap["round"], ROUNDS + 1):
        if at == island:
            return round_no
        at = moved_on(figure, at, players)
    return None


def _apostate_next(snap: dict) -> int | None:
    """Where the Apostate goes after this round's scoring were it to come now (the
    engine's rule), None where no round follows or it is no game's position."""
    if snap.get("round", ROUNDS) >= ROUNDS or not snap.get("players"):
        return None
    return apostate_moves_to(from_snapshot_state(snap))


def trial_text(reason: dict, snap: dict) -> str | None:
    """A "trial" reason (judge.trial_reason) in words: the parts of the score the coach's
    look-ahead games end ahead in, with their figures, and the round they played to (the
    game's end past the last round); it says how far they went itself."""
    parts = reason.get("trial")
    ahead = reason.get("ahead")
    if not isinstance(parts, dict) or not parts or not isinstance(ahead, int):
        return None
    # {n}: the figure unsigned, each part's words saying whose it is and which way ("you
    # lose 2 less to the Apostate", "the other players get 1 less influence": "Apostate
    # +2" read as his gain, "council seat +4" as jargon)
    # with two players the others are one opponent ("the other players" read as more)
    one = len(snap.get("names") or ()) == 2
    # about even with the next best move: its own games' gain on the way, never "more"
    # (beside "about even", "13 more influence" read as a contradiction)
    kind = "even" if reason["term"] == "trial_even" else "trial"

    def part(k: str) -> str:
        if kind == "even" and has(f"hint.even.part.{k}"):
            return f"hint.even.part.{k}"
        return f"hint.trial.part.{k}" + ("_one" if one and k == "others" else "")
    said = ", ".join(t(part(k), points=points(int(v)), n=abs(int(v)), count=abs(int(v)))
                     for k, v in parts.items() if has(part(k)))
    if not said:
        return None
    key = "hint." + reason["term"]
    last = snap["round"] + ahead
    if last >= ROUNDS:
        return t(key + "_last", parts=said)
    return t(key, round=last, parts=said)


def then_said(words: str, more: str) -> str:
    """A Hint's words with a sentence said after them (what a planned move costs against
    it): the first ended with its full stop, never run into the next ("… the Guardian's
    tile Your planned move costs …")."""
    words = words.rstrip()
    if words and words[-1] not in ".!?":
        words += "."
    return f"{words} {more}"


def scoring_parts(parts: dict, lying: int = 0) -> str:
    """What a move changes in its player's coming scoring, part by part, each figure
    saying whose it is and which way ("you get 5 less from the Moon Priestess, you lose 2
    less to the Apostate"): a bare "Moon Priestess −5, Apostate −2" was read as what the
    others lose or as the mover's loss alike. The Hint's reason names them as the preview
    over Confirm does. `parts`: the mover's change per part (the Apostate's as a loss:
    engine scoring_change); `lying`: the mover's novices the move lays beside the Moon
    Priestess's island, said as getting nothing from her for them (she counts only
    novices on her island: a preview naming the Apostate alone read as her island
    scoring too). Each figure is named once: her change and the novices lying beside
    her island are one part, the last (its reason after a colon ends the sentence)."""
    said, last = [], None
    for k, v in parts.items():
        if not v or not has(f"scoring.part.{k}.gain"):
            continue
        key = f"scoring.part.{k}.{'gain' if v > 0 else 'loss'}"
        if k == "priestess" and lying > 0:
            last = t(f"{key}.lying", n=abs(int(v)), count=int(lying))
        else:
            said.append(t(key, n=abs(int(v))))
    if last is None and lying > 0:
        last = t("scoring.part.priestess.lying", count=int(lying))
    return ", ".join(said + ([last] if last else []))


def coming_words(change) -> str | None:
    """What a move changes at the coming scoring (`change`: the engine's
    `ScoringChange`, the scoring counted as if it came after the move), part by part in
    the mover's words; None where it changes nothing there and lays none of the mover's
    novices beside the Moon Priestess's island."""
    if change is None or not (change.parts or change.lying):
        return None
    parts = scoring_parts(change.parts, change.lying)   # (as the Hint's reason does)
    if change.total != sum(change.parts.values()):      # influence floored at 0
        return t("builder.scoring.floor", parts=parts, total=scoring_total(change.total))
    return t("builder.scoring", parts=parts)


def started_words(scored: int) -> str:
    """A move that starts the round's scoring (the last time marker turned): so, with
    what the scoring gives its mover (`scored`: the engine's dry run of it)."""
    if not scored:
        return t("ring.scoring_starts.none")
    return t("ring.scoring_starts.gain" if scored > 0 else "ring.scoring_starts.loss",
             n=abs(int(scored)))


def end_words(change) -> str | None:
    """What a move changes in its player's count at the game's end (`change`: the
    engine's `FinalChange`), part by part in the mover's words, a council seat with what
    it then counts ("your council seat counts 4 (2 more)"): a Council move's cost at the
    coming scoring said alone hid what it is for. None where it changes nothing there."""
    if change is None or not change.parts:
        return None
    said = end_parts(change.parts, change.worth)
    return t("ring.end", parts=said) if said else None


def now_words(influence: int, parts: dict | None = None, snap: dict | None = None
              ) -> str | None:
    """The influence a move gains (or costs) its player at once, in words, a
    consecration's by its parts (`parts`: ai.outlook.now_parts; now_split, as the Hint
    says them); None for none."""
    if not influence:
        return None
    if parts and influence > 0 and snap is not None:
        return t("ring.now.gain_parts", n=influence, parts=now_split(parts, snap))
    return t("ring.now.gain" if influence > 0 else "ring.now.loss", n=abs(int(influence)))


def scoring_total(total: int) -> str:
    """What a move changes in its player's coming scoring in all, saying which way ("you
    lose 7 influence in all"), never a bare signed figure."""
    if not total:
        return t("scoring.total.none")
    return t("scoring.total.gain" if total > 0 else "scoring.total.loss", n=abs(int(total)))


def points(v: int) -> str:
    """Whole points with their sign ("+2", "−5", "0")."""
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


UNVALUED = "\x00"       # a reason's estimate left out: its place, cut with what frames it
VALUE_TAIL = re.compile(r"\s*[:(][^:(\x00]*\x00[^:()]*\)?$")   # ": …", " (worth …)"


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
                coming: dict | None = None) -> str:
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
    the plan the previous Hint gave, what changed since, after it (hint_plan)."""
    return left_said(_advised(move, why, gain, snap, deed, loses, account, parts, coming),
                     coming, snap)


def _advised(move: str, why: dict | None, gain: float | None, snap: dict,
             deed: dict | None, loses: dict | None, account: dict | None, parts: bool,
             coming: dict | None) -> str:
    told = False
    if isinstance(coming, dict) and isinstance(coming.get("parts"), dict):
        said = scoring_parts(coming["parts"], int(coming.get("lying") or 0))
        if said:
            move, told = t("hint.coming", move=move, parts=said), True
            why = None if said_before(why, coming["parts"]) else \
                {**why, "coming": None} if isinstance(why, dict) else why
    move, why, coming = now_first(move, why, coming, snap)  # (a consecration's parts)
    said = account_text(move, account, snap, parts, coming)
    if said is not None:
        return said
    reason = does_text(why, coming, snap, move) or \
        led(reason_text(why, snap, told_ahead=gain is None, valued=False, move=move,
                        brief=True), why, None if told else moved_does(coming, snap, move)) \
        or deed_text(deed, snap)
    if reason is None and gain is not None and not told:   # nothing the move does
        reason = prefers_does(coming, snap, move)   # alone bears a reason out: the
        #                                         look-ahead's, after what it does
    words = t("reason.with", move=move, why=reason) if reason else move
    words = gives_up_text(words, loses, snap)
    if gain is None or round(gain) <= 0:
        return words
    return t("hint.gain", words=words, gain=gained(gain))


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
        if own != total:
            key = "hint.sum_estimate"
        last = snap["round"] + ahead
        if last >= ROUNDS:
            key += "_last"
        versus = versus_name(account, snap)
        said = t(key, words=move, parts=parts, round=last, gain=total, versus=versus,
                 total=t("hint.sum.total." + ("more" if own > 0 else "less" if own < 0
                                              else "even"), n=abs(own), versus=versus),
                 verdict=verdict_text(account, total, snap, own))
        tiles = tile_text(account, snap) or sets_over(coming, snap, move)
        said = t("hint.verdict.tiles", words=said, why=tiles) if tiles else said
    answer = account.get("answer")
    if said is None or not isinstance(answer, dict):
        return said
    return t("hint.answer", words=said, who=_who(snap, answer.get("player")),
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
                      n=abs(int(v))) for k, v in seen.items()
                    if has(f"hint.trial.part.{k}")) if isinstance(seen, dict) else ""
    key = "hint.verdict." + ("even" if total < 1 else "agrees" if own > 0 else "better") \
        + ("_why" if why else "")
    return t(key, why=why)


# the parts of the mover's own score an account names (ai.trial.OWN; not "rest", what
# the coach's estimate sees beyond them)
OWN_PARTS = ("priestess", "temple", "apostate", "actions", "council", "favours", "shrines")


def versus_name(account: dict, snap: dict) -> str:
    """The next best move of a Hint's account named short (moves.move_name), as another
    of its kind where it is the Hint's own action on the same island ("6 influence more
    than Travel" beside a Travel hinted read as the same move)."""
    name = move_name(account["versus"], snap)
    return t("hint.versus.other", move=name) if account.get("alike") else name


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


def why_better(reason: dict | None, snap: dict) -> str:
    """The review's "why it is better" of a costly decision: its reason without its own
    number (the decision's cost is the one), or where nothing the better move does alone
    bears one out, the look-ahead's judgement (a German review's entry had no "Warum"
    line beside one that had)."""
    return reason_text(reason, snap, valued=False) or prefers(snap)


def weighed_text(weighed: dict | None, cost: float, snap: dict) -> str | None:
    """The review's two moves weighed on what each gains, in one sentence with the
    engine's figures (judge.weighed): what the played move's paired games gain more, part
    by part, what the coach's choice's gain more, and the cost in all ("In the coach's
    games to the end of round 2, your move: you lose 7 less to the Apostate; the coach's
    choice: you get 9 more from the Moon Priestess; in all about 11 influence more for
    the coach's choice"). None where the games were not weighed so."""
    if not isinstance(weighed, dict) or not isinstance(weighed.get("ahead"), int):
        return None
    last = snap["round"] + weighed["ahead"]
    when = t("review.weighed.end") if last >= ROUNDS else \
        t("review.weighed.round", round=last)
    one = len(snap.get("names") or ()) == 2

    def said(parts: object) -> str:
        if not isinstance(parts, dict):
            return ""
        return ", ".join(t(f"hint.trial.part.{k}" + ("_one" if one and k == "others"
                                                      else ""), n=abs(int(v)))
                         for k, v in parts.items() if has(f"hint.trial.part.{k}"))
    played, better = said(weighed.get("played")), said(weighed.get("better"))
    key = "review.weighed" + ("" if played and better else ".only_played" if played
                              else ".only_better" if better else ".even")
    total = weighed.get("total")
    if not better or not isinstance(total, int):    # (a review saved before the sum)
        return t(key, when=when, played=played, better=better, cost=whole(cost))
    if weighed.get("added"):    # the parts add up to the cost: it is their sum
        return t(key, when=when, played=played, better=better, cost=abs(total))
    # the parts miss the cost by more than rounding: their own sum, then the estimate's
    # cost apart (a total its parts do not add up to read as a sum gone wrong: F566)
    sums = t("review.weighed.total." + ("more" if total > 0 else "less" if total < 0
                                       else "even"), n=abs(total))
    return t(key + ".sum", when=when, played=played, better=better, total=sums,
             cost=whole(cost))


def estimate(v: float) -> str:
    """An estimate of influence as a player reads it: a whole number with its sign
    ("about +4 influence"), "less than 1" for a tiny one (no "+0.1", no "+4.0")."""
    n = round(v)
    if n == 0:
        return t("reason.value_small")
    return t("reason.value", n=("+" if n > 0 else "−") + str(abs(n)), count=abs(n))


def _coming(round_no: int | None, key: str) -> str:
    """A coming round in the words of `key` ("reason.next": "in round 4", "reason.by":
    "by round 4"): None the next one, past the last round the game's end."""
    return t(f"{key}.now") if round_no is None else _round_end(round_no, f"{key}.round")


def _round_end(round_no: int, key: str) -> str:
    """A later round named by `key`, or the game's end for one past the last round."""
    return t("reason.when.end") if round_no > ROUNDS else t(key, round=round_no)
