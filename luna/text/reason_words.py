"""A computer player's reason in words (ai/reasons.py's terms, or what a LAN table was
told): what the move achieves and when, its estimate, how far the look-ahead went, and
the coach's "trial" reasons (the parts of the score its look-ahead games end ahead in)."""

from __future__ import annotations

import re

from ..ai.reasons import FAVOUR_TERMS
from ..ai.reasons import TERMS as REASON_TERMS
from ..engine.data import ROUNDS
from ..engine.rounds import apostate_moves_to, moved_on
from ..engine.snapshot import from_snapshot_state
from .i18n import has, t
from .moves import move_name, versus_name
from .moves import place_name as _island
from .score_words import points, scoring_parts, scoring_total


def reason_text(reason: dict | None, snap: dict, told_ahead: bool = True,
                valued: bool = True, move: str = "", brief: bool = False,
                mine: dict | None = None) -> str | None:
    """A computer player's reason (Reason.as_dict(), or what a LAN table was told) in
    one line of words: what the move achieves and when, its estimate after them (not
    `valued`: the judgement's one number stands beside it, the gain or cost in all), and
    how far the look-ahead that saw it went (not `told_ahead`: the words after it say
    so; `brief`: the Hint's one short clause, hint.why.*, where its term has one, with no
    estimate: F057). None if it has none or names a term without a string. `mine`: the
    move's own command, against which the move it is weighed against is told apart."""
    if not reason or reason.get("term") not in REASON_TERMS:
        return None
    if reason["term"] in ("trial", "trial_behind", "trial_even"):
        return trial_text(reason, snap, mine)
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
    versus = reason.get("versus")
    if key == "favours" and isinstance(versus, dict) and isinstance(versus.get("type"), str):
        key += "_versus"    # the other move that would spend the token kept, named
    else:
        versus = None
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
    kind = _kind(snap, reason.get("island"))
    if brief and key == "favour_use" and has(f"hint.why.favour_use.{kind}"):
        key += f".{kind}"   # what the token taken lets its holder do later, by its kind
        if (snap.get("players") == 2 or snap.get("solo_level") is not None) and \
                has(f"hint.why.{key}.two"):
            key += ".two"   # in the 2-player rules' form (i18n.table_rule)
    words = t(f"hint.why.{key}" if brief else f"reason.{key}",
              value=estimate(v) if valued else UNVALUED,
              island=_island(snap, reason.get("island")), tile=reason.get("tile"),
              when=when, next=nxt, by=by, amount=amount, count=amount,
              versus=move_name(versus, snap) if versus else "", here=_island(
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


def _kind(snap: dict, island: object) -> str | None:
    """The kind of `island` (its favour tokens'), None for none."""
    islands = snap.get("islands") or ()
    return islands[island]["kind"] if isinstance(island, int) and \
        0 <= island < len(islands) else None


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


def trial_text(reason: dict, snap: dict, mine: dict | None = None) -> str | None:
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
    # the others' influence is said only where no part of the mover's own is: beside
    # the mover's own figures it is one no move's preview shows
    named = [k for k in parts if has(part(k))]
    if len(named) > 1:
        named = [k for k in named if k != "others"]
    said = ", ".join(t(part(k), points=points(int(parts[k])), n=abs(int(parts[k])),
                       count=abs(int(parts[k]))) for k in named)
    if not said:
        return None
    key = "hint." + reason["term"]
    versus = reason.get("versus")
    if key == "hint.trial" and isinstance(versus, dict) and isinstance(versus.get("type"), str):
        key += "_versus"    # the other move it is weighed against, named by its words
    versus = versus_name(versus, snap, mine) if key.endswith("_versus") else ""
    last = snap["round"] + ahead
    if last >= ROUNDS:
        return t(key + "_last", parts=said, versus=versus)
    return t(key, round=last, parts=said, versus=versus)


UNVALUED = "\x00"       # a reason's estimate left out: its place, cut with what frames it


VALUE_TAIL = re.compile(r"\s*[:(][^:(\x00]*\x00[^:()]*\)?$")   # ": …", " (worth …)"


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
