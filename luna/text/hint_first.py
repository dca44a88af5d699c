"""The Hint's first sentence: its move and what it gains in points, in the figures the
move's own preview shows (the engine's dry run: at once, at the coming scoring, at the
game's end, and the final score as things stand before and after it), so the Hint's
number and the projection never count two things under one word. Where the move gains
nothing the board can count yet, the look-ahead's figure, saying what it counts (the
Hint's games played on to a round's end, against the next best move named). The rest
(its reason, the parts, the price) stands on the card's hover."""

from __future__ import annotations

from ..engine.data import ROUNDS
from .hint_advice import OWN_PARTS, versus_name
from .i18n import has, t
from .moves import move_text
from .score_words import signed

NAMED_MARGIN = 2    # influence: a Hint under another move's projection beats it by this
SCORED_BY = {"priestess": "figure.priestess", "apostate": "figure.apostate",
             "temple": "hint.goal.temple"}    # a coming scoring's part, named short


def figures(eff) -> list[str]:
    """The move's points as its preview's net line counts them ("+4 at the scoring
    (Moon Priestess)", "+3 at the game's end"), the scoring's largest part named."""
    scoring = eff.scored if eff.scored is not None else \
        eff.scoring.total if eff.scoring is not None else 0
    end = sum(eff.end.parts.values()) if eff.end is not None else 0
    said = [t("net.now", n=signed(int(eff.influence)))] if eff.influence else []
    if scoring:
        parts = eff.scoring.parts if eff.scoring is not None and eff.scored is None else {}
        main = max(parts, key=lambda k: abs(parts[k]), default=None)
        named = SCORED_BY.get(main)
        said.append(t("hint.first.scoring_by", n=signed(int(scoring)), by=t(named))
                    if named else t("net.scoring", n=signed(int(scoring))))
    if end:
        said.append(t("net.end", n=signed(int(end))))
    return said


def sum_of(eff) -> int:
    """The sum of the figures `figures` says (0 where it says none)."""
    scoring = eff.scored if eff.scored is not None else \
        eff.scoring.total if eff.scoring is not None else 0
    end = sum(eff.end.parts.values()) if eff.end is not None else 0
    return int(eff.influence or 0) + int(scoring) + int(end)


def later(account: dict | None, snap: dict, below: bool = False, short: bool = False
          ) -> str | None:
    """The look-ahead's figure, saying what it counts: the influence the Hint's games
    played on to a round's end give the move more than the next best named; None where
    it has no account or none gained (hint_advice.net_text's figure). `below`: the
    move's projection is under the move named (judge.held): the net itself, at least
    NAMED_MARGIN, the margin that keeps it. `short`: without its round (a small
    card's form)."""
    if not isinstance(account, dict) or not isinstance(account.get("parts"), dict) \
            or not isinstance(account.get("versus"), dict) \
            or not isinstance(account.get("ahead"), int):
        return None
    told = [int(v) for k, v in account["parts"].items()
            if k in OWN_PARTS and v and has(f"hint.sum.part.{k}.gain")]
    net = sum(told) if told and not below else int(account.get("total") or 0)
    if net < (NAMED_MARGIN if below else 1):
        return None
    last = snap["round"] + account["ahead"]
    if short:
        return t("hint.first.later_short", gain=net, versus=versus_name(account, snap))
    return t("hint.first.later" + ("_last" if last >= ROUNDS else ""), gain=net,
             versus=versus_name(account, snap), round=last)


def first_sentence(move: str, eff, me: int, snap: dict, account: dict | None = None,
                   top: int | None = None, short: bool = False, tie: str | None = None
                   ) -> str | None:
    """The Hint's first sentence (`said_first`), with `tie` in it where its move's disc
    goes under others on the council's top seat (tie_words.under_words, `within`): the
    Hint that sent a disc there said nothing of the ties it then lost."""
    said = said_first(move, eff, me, snap, account, top, short)
    if said is None or not tie:
        return said
    return t("hint.first.tie", words=said.rstrip(".").rstrip(), tie=tie)


def said_first(move: str, eff, me: int, snap: dict, account: dict | None = None,
               top: int | None = None, short: bool = False) -> str | None:
    """The Hint's one plain first sentence: "Hint: Recruit …: +4 at the scoring (Moon
    Priestess); your final score as things stand goes from 70 to 74.", with the
    look-ahead's figure after it where the move's own points do not raise that score or
    leave it under another move's (saying what it counts and the move it beats:
    `later`); a move that lowers it and is beaten by no figure says that no move leaves
    it higher, where none does. `eff`: the dry run of the Hint's own move (its
    preview's), `me` its mover, `top`: the highest projection of a legal move
    (ai.projection.highest, the same dry run); `short`: the look-ahead's figure
    without its round (`later`); None without its figures."""
    if not getattr(eff, "projected", None):
        return None
    was, will = (int(x[me]) for x in eff.projected)
    said = figures(eff)
    # a move that starts the scoring says how much of it the final score counted
    # already, and what else moves that score (the next round's coming scoring): the
    # figures said, less that, add up to its "from A to B" ("+1 now, +9 at the scoring
    # … 57 to 62" read as a sum that did not add up)
    counted = int(getattr(eff, "counted", 0) or 0) if eff.scored is not None else 0
    rest = will - was - sum_of(eff) + counted
    if eff.scored and rest:
        said.append(t("hint.first.next_round", n=signed(rest)))
    scored = ".scored" if counted and said else ""
    key = "hint.first" + scored + ("" if was != will else ".same") if said \
        else "hint.first.none"
    words = t(key, move=move, figures=", ".join(said), was=was, will=will, counted=counted)
    below = top is not None and will < top
    ahead = later(account, snap, below, short) if will <= was or below else None
    if ahead:                                                # (what it gains later)
        return t("hint.first.but", words=words, later=ahead)
    if will < was and top is not None and will >= top:      # (the least lost)
        return t("hint.first.least", words=words)
    return t("hint.first.stop", words=words)


def headline(move: str, eff, me: int, tie: str | None = None) -> str | None:
    """The Hint card's headline, one sentence with one figure: its move and what it
    changes the mover's final score as things stand by (its preview's dry run: the
    figure the tray's preview shows for it), none where it changes nothing; the influence
    it gives now beside it where that differs (the tray tile's badge counts that); `tie`: the
    ties its disc then loses on the council's top seat, a sentence of its own under it
    (its seat's number is another kind of figure). None without its figures."""
    if not getattr(eff, "projected", None):
        return None
    was, will = (int(x[me]) for x in eff.projected)
    now = int(eff.influence or 0)       # (the tray tile's badge: said where it differs)
    key = "hint.head.same" if will == was else "hint.head.now" if now and now != will - was \
        else "hint.head"
    said = t("hint.first.stop", words=t(key, move=move, gain=signed(will - was),
                                        now=signed(now)))
    return f"{said}\n{_sentence(tie)}" if tie else said


def _sentence(words: str) -> str:
    """`words` (a clause) as a sentence of their own: capitalised, with its stop."""
    return t("hint.first.stop", words=words[:1].upper() + words[1:])


def ahead_line(eff, me: int, snap: dict, account: dict | None, top: int | None,
               short: bool = False) -> str | None:
    """The card's line under its headline where the move does not raise the final score
    as things stand or leaves it under another move's (`top`, ai.projection.highest):
    why the Hint prefers it. Under another move's projection, what the move sets up for
    the mover's next turn in the Hint's game played ahead (an action not legal now, and
    what it gains there: judge.account_of "enables"), a figure of its own kind; else
    the look-ahead's margin over that move (`later`, F970); a move that lowers the score
    beaten by no figure: that no move leaves it higher. None where none is due."""
    if not getattr(eff, "projected", None):
        return None
    was, will = (int(x[me]) for x in eff.projected)
    below = top is not None and will < top
    if will > was and not below:
        return None
    sets = account.get("enables") if below and isinstance(account, dict) else None
    if isinstance(sets, dict) and isinstance(sets.get("command"), dict) \
            and isinstance(sets.get("gain"), int) and sets["gain"] >= 1:
        kind = sets["command"]["type"]
        if short and has(f"ring.{kind}"):    # (its action's word: the whole on hover)
            return t("hint.ahead.enables_short", then=t(f"ring.{kind}"),
                     gain=signed(sets["gain"]))
        return t("hint.ahead.enables", then=move_text(sets["command"], snap),
                 gain=signed(sets["gain"]))
    ahead = later(account, snap, below, short)
    if ahead:
        return _sentence(ahead)
    if will < was and top is not None and will >= top:
        return t("hint.ahead.least")
    return None


def more_line(offered: bool = False, keyed: bool = True) -> str:
    """The card's last line: where the rest of the Hint stands (`offered`: and how the
    moves it offers are shown and played; `keyed`: by the keys 1-3 too, which a tray
    standing takes for its counts)."""
    return t("hint.more" + (".offers" + ("" if keyed else "_click") if offered else ""))


def offer_line(n: int, move: str, was: int, will: int, shown: bool = False,
               brief: bool = False) -> str:
    """A move the Hint offers beside its own, on a line of its card: its key `n`, the
    move and what it changes the final score as things stand by (the previews'
    projection, after less before), in the headline's form; `shown`: it is the move
    shown on the board; `brief`: a small card's form."""
    key = "hint.offer" + (".same" if was == will else ".brief" if brief else "")
    line = t(key, n=n, move=move, was=was, will=will, gain=signed(will - was))
    return t("hint.offer.shown", line=line) if shown else line


def moved_clause(move: str, then: int, now: int) -> str:
    """What changed since the mover's last Hint, where its choice changed kind: the
    gain of `move` in the final score as things stand then and now (ai.alternatives);
    a gain of none said in words, never as "+0"."""
    key = "hint.moved" + (".now_none" if not now else ".then_none" if not then else "")
    return t(key, move=move, now=signed(now), then=signed(then))
