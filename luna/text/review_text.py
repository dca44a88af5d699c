"""The post-game review (luna/ai/review.py) in the player's language.

Each decision names both moves whole (the action, its island, tile and count), so the
move played and the better one can be told apart even when they are of one kind."""

from __future__ import annotations

from ..ai.judge import SPOKEN
from ..engine import replay
from ..engine.data import ROUNDS
from .hint_advice import then_said
from .hint_does import prefers
from .i18n import has, ordinal, t, whole
from .moves import move_text, player_name
from .reason_words import reason_text


def command_text(header: dict, log: list, index: int, cmd: dict) -> str:
    """`cmd` played at the position before log[index], in words."""
    return move_text(cmd, replay(header, log[:index]).snapshot())


def turn_text(m, card: bool = False) -> str:
    """Where a reviewed decision stands, as a player finds it again: "Round 3, your 2nd
    move" ("Round 3 · 2nd move" on its card under the player's name)."""
    key = ("review.card.turn" if card else "review.turn") + (".early" if m.early else "")
    return t(key, round=m.round, nth=ordinal(m.turn))


def why_text(m, snap: dict) -> str:
    """Why the coach's move is better than the one played (`snap`: the position before
    it): the reason, then the two moves weighed on what each gained in the same paired
    games, with the cost in all (weighed_text): the Review's card and its text
    (the replay opened at the decision says its last sentence: replay_why). A decision
    whose cost is not sure (`Mistake.sure` False) says only that: never a reason why a
    move not measured as better is better."""
    if not getattr(m, "sure", True):
        return unused_said(m, snap, hinted_said(m, t("review.doubt.why")))
    weighed = getattr(m, "weighed", None)
    said = weighed_text(weighed, m.cost, snap, getattr(m, "coming", None))
    if said and not borne_out(m.reason, weighed):
        words = t("review.why", why=said)       # the figures alone, never against them
    else:
        words = t("review.why", why=why_better(m.reason, snap))
        words = then_said(words, said) if said else words
    return unused_said(m, snap, hinted_said(m, words))


def card_brief(m, snap: dict) -> str:
    """A Review card's one plain sentence, folded at the list's foot (its whole reason
    on hover): what the better move made more in the Hint's games and how far they were
    played, the card's own cost figure; a cost not sure says so (F928)."""
    if not getattr(m, "sure", True):
        return t("review.card.brief.unsure")
    cost = whole(abs(m.cost))
    weighed = getattr(m, "weighed", None)
    if not isinstance(weighed, dict) or not isinstance(weighed.get("ahead"), int):
        return t("review.card.brief.plain", cost=cost)
    last = snap["round"] + weighed["ahead"]
    when = t("review.weighed.end") if last >= ROUNDS else \
        t("review.weighed.round", round=last)
    return t("review.card.brief", when=when, cost=cost)


def unused_said(m, snap: dict, words: str) -> str:
    """A reviewed Meditation's words, with the round that another player's last time
    marker then ended before the person's active novices acted (`Mistake.unused`)."""
    unused = getattr(m, "unused", None)
    if not isinstance(unused, dict):
        return words
    return then_said(words, unused_text({"round": m.round, **unused}, snap))


def unused_text(u: dict, snap: dict) -> str:
    """A round another player's last time marker ended while the person waited with
    active novices after a Meditation (ai.review: Review.unused), in one sentence: the
    round, who ended it, the novices unused (in the last round, never again)."""
    key = "review.unused" + (".last" if u["round"] >= ROUNDS else "")
    return t(key, round=u["round"], who=player_name(snap, u.get("by")),
             count=int(u.get("count") or 0))


def hinted_said(m, words: str) -> str:
    """A reviewed decision's words, first saying where a Hint shown earlier in its round
    had advised the move played (`Mistake.hinted`): a move the Hint advised is never
    named a mistake as though the person's own (as a lesson says it: F450)."""
    turn = getattr(m, "hinted", 0)
    if not turn:
        return words
    return then_said(t("review.hinted", nth=ordinal(turn)), words)


def borne_out(reason: dict | None, weighed: dict | None) -> bool:
    """Whether a reason of a round's scoring (the Moon Priestess, the temple, the
    Apostate: judge.SPOKEN) is borne out by the paired games its figures come from: the
    choice's games gain there (a "loses less to the Apostate" beside games where both
    moves lose alike to him read as the coach contradicting its own figures). Any other
    reason, or none weighed, stands."""
    part = SPOKEN.get((reason or {}).get("term"))
    scorings = (weighed or {}).get("scorings")
    if part is None or not isinstance(scorings, dict) or part not in scorings:
        return True
    return scorings[part] > 0


def replay_why(m, snap: dict) -> str:
    """The one sentence the replay opened at a reviewed decision says on the coach's
    choice's strip: both moves weighed on what each gained, with the engine's figures
    and the cost in all (where they were not weighed so, the Review's why)."""
    if not getattr(m, "sure", True):
        return why_text(m, snap)
    return weighed_text(getattr(m, "weighed", None), m.cost, snap,
                        getattr(m, "coming", None)) or why_text(m, snap)


def costliest_text(mistakes: list, unsure: int = 0) -> str:
    """The costliest decisions the review found, as the results screen names them:
    "Costliest moves: Round 3, your 2nd move (−8), …". With none, it says "none measured
    as costly", and where `unsure` decisions were off the coach's choice with a cost not
    measured for sure, says so: "the coach found no costly move" beside a move against
    the Hint that lost a round's Moon Priestess read as "no difference". A move a Hint
    shown earlier in its round advised says so beside its cost."""
    if not mistakes:
        return t("lesson.costly.none.unsure", count=unsure) if unsure else \
            t("lesson.costly.none")
    return t("lesson.costly", moves=costly_items(mistakes))


def costly_items(mistakes: list) -> str:
    """Reviewed decisions named with their costs (costly_item), one list: where two
    would read alike, each with its move of the round."""
    plain = [lesson_turn(m) for m in mistakes]
    return ", ".join(costly_item(m, plain.count(said) > 1)
                     for m, said in zip(mistakes, plain, strict=True))


def costly_item(m, nth: bool = False) -> str:
    """One reviewed decision named with its cost ("your Travel in round 3 (−8)"), and
    where a Hint shown earlier in its round advised the move played, so ("…, the Hint's
    advice)"); `nth`: with its move of the round (two alike in one list)."""
    key = "lesson.costly.item" + (".hinted" if getattr(m, "hinted", 0) else "")
    return t(key, turn=lesson_turn(m, nth), cost=whole(m.cost))


def lesson_turn(m, nth: bool = False) -> str:
    """A reviewed decision as a lesson names it: its action and round ("your Travel in
    round 2": "Round 2, your 5th move" could not be recalled), with its move of the
    round where `nth` or where the player made more than one of that action in that
    round (`Mistake.alike`: a name that fits two moves is none); a placement of the
    preliminary round by its number (turn_text)."""
    ct = (getattr(m, "played", None) or {}).get("type")
    nth = nth or (getattr(m, "alike", 0) or 0) > 1
    key = f"ring.{ct}" if has(f"ring.{ct}") else f"show.{ct}"
    if m.early or ct is None or not has(key):
        return turn_text(m)
    return t("lesson.turn.nth" if nth else "lesson.turn", action=t(key), round=m.round,
             nth=ordinal(m.turn))


def none_text(unsure: int) -> str:
    """The Review where it names no costly decision: none measured as costly, and how
    many decisions were off the coach's choice with a cost not sure (never "no decision
    cost anything": not measured as costly is not no difference)."""
    return t("review.none.unsure", count=unsure) if unsure else t("review.none")


def review_lines(header: dict, log: list, result, iterations: int) -> list[str]:
    """The review as lines of text: per person the costliest decisions, then a line per
    round."""
    snap = replay(header, []).snapshot()
    names = snap["names"]
    out = [t("review.heading", decisions=result.decisions, iterations=iterations)]
    for p in result.persons:
        out.append("")
        out.append(t("review.person", who=names[p]))
        if not result.mistakes.get(p):
            out.append("  " + none_text(result.unsure.get(p, 0)))
        for m in result.mistakes.get(p, []):
            out.append("  " + t("review.item", turn=turn_text(m),
                                played=command_text(header, log, m.index, m.played)))
            out.append("    " + t("review.better", cost=whole(m.cost),
                                  preferred=command_text(header, log, m.index, m.preferred)))
            out.append("    " + why_text(m, replay(header, log[:m.index]).snapshot()))
        for m in getattr(result, "doubts", {}).get(p, []):     # off the coach's choice,
            out.append("  " + t("review.item", turn=turn_text(m),   # their cost not sure
                                played=command_text(header, log, m.index, m.played)))
            out.append("    " + t("review.doubt", preferred=command_text(
                header, log, m.index, m.preferred)))
        listed = {m.index for m in result.mistakes.get(p, []) +
                  getattr(result, "doubts", {}).get(p, [])}     # (said in their why)
        for u in getattr(result, "unused", {}).get(p, []):      # novices left waiting
            if u["index"] not in listed:
                out.append("  " + unused_text(u, snap))
    out.append("")
    out.append(t("review.rounds"))
    for row in result.rounds:
        costly = [t("review.cost", who=names[q], cost=whole(c))
                  for q, c in row["cost"].items() if c >= 0.5]
        out.append("  " + t("review.round", round=row["round"],
                            costs=", ".join(costly) or t("review.clean")))
    return out


def why_better(reason: dict | None, snap: dict) -> str:
    """The review's "why it is better" of a costly decision: its reason without its own
    number (the decision's cost is the one), or where nothing the better move does alone
    bears one out, the look-ahead's judgement (a German review's entry had no "Warum"
    line beside one that had)."""
    return reason_text(reason, snap, valued=False) or prefers(snap)


def weighed_text(weighed: dict | None, cost: float, snap: dict,
                 coming: dict | None = None) -> str | None:
    """The review's two moves weighed on what each gains, in one sentence with the
    engine's figures (judge.weighed): what the played move's paired games gain more, part
    by part, what the coach's choice's gain more, and the cost in all ("In the coach's
    games to the end of round 2, your move: you lose 7 less to the Apostate; the coach's
    choice: you get 9 more from the Moon Priestess; in all about 11 influence more for
    the coach's choice"). Where the played move's preview showed it gaining at the
    coming scoring (`coming`: review.previewed), that first, beside the coach's move's
    figures there; its lead there gone in the games, never "gains more in no part"
    alone. None where the games were not weighed so."""
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
    first, lead = coming_text(coming, said)
    if first is None:
        return weighed_rest(weighed, key, when, played, better, cost)
    if lead and key == "review.weighed.only_better":
        key += ".gone"
    return then_said(first, weighed_rest(weighed, key, when, played, better, cost))


def coming_text(coming: object, said) -> tuple[str | None, bool]:
    """The played move's gain at the coming scoring as its preview showed it, beside the
    coach's move's in the same parts (review.previewed), and whether the played move
    gains more there in some part; (None, False) where it showed none."""
    if not isinstance(coming, dict) or not coming.get("played"):
        return None, False
    mine, theirs = coming["played"], coming.get("better") or {}
    lead = any(n > theirs.get(k, 0) for k, n in mine.items())
    if all(theirs.get(k, 0) == n for k, n in mine.items()):
        return t("review.coming.same", played=said(mine)), lead
    kept = {k: n for k, n in theirs.items() if n > 0}
    if not kept:
        return t("review.coming.none", played=said(mine)), lead
    return t("review.coming", played=said(mine), better=said(kept)), lead


def weighed_rest(weighed: dict, key: str, when: str, played: str, better: str,
                 cost: float) -> str:
    """The games' sentence of weighed_text: the parts each move's games gain more, the
    cost in all."""
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
