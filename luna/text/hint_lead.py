"""The figure a Hint leads with where nothing the tile's preview counts says what its
move does (ai.lead: the novices it brings to an island, the standing novices a
Meditation keeps), in words: said before the coach's judgement ("the coach's pick",
"should bring more influence"), which alone gave a player nothing to check."""

from __future__ import annotations

from .i18n import t
from .moves import move_name, place_name


def lead_text(coming: dict | None, snap: dict, move: str = "") -> str | None:
    """The lead (ai.lead.lead_of, kept in the Hint's `coming`) in words; where the move's
    words `move` name its island already, without the novices brought there again;
    None for none."""
    lead = coming.get("lead") if isinstance(coming, dict) else None
    if not isinstance(lead, dict):
        return None
    brings, keeps = lead.get("brings"), lead.get("keeps")
    if isinstance(brings, dict):
        one = "_one" if len(snap.get("names") or ()) == 2 else ""
        most = int(brings.get("most") or 0)
        others = t("hint.sets.others" + one, n=most) if most else \
            t("hint.sets.others_none" + one)
        island = place_name(snap, brings.get("island"))
        if island in move:
            return t("hint.lead.brings.named", count=int(brings["mine"]), others=others)
        return t("hint.lead.brings", count=int(brings["count"]), island=island,
                 mine=int(brings["mine"]), others=others)
    if isinstance(keeps, int) and keeps > 0:
        return t("hint.lead.keeps", count=keeps, left=int(lead.get("left") or 0))
    return None


# the Hint's short reasons (hint.why.*) that are only the coach's judgement, no figure,
# and its look-ahead games' parts against the next best ("trial"): figures no preview
# of the move shows, said after the one it does show
JUDGED = ("influence", "trial")
# the short reasons of a term with no figure of its own (what a Recruit does in
# general), said after the figure the move's preview shows; a Council's ("a higher
# council seat scores more") and the novices kept standing not at all beside the
# figure that says the same of this move
FIGURELESS = ("novices",)
SAID_BY_FIGURE = ("council", "active")


def led(reason: str | None, why: dict | None, does: str | None,
        versus: str | None = None, said: bool = False) -> str | None:
    """A Hint's short reason that is only the coach's judgement of its look-ahead
    (should bring more influence over the coming rounds), or one with no figure of its
    own (FIGURELESS), after what the move does (`does`: hint_does.moved_does), where it
    does any of that; its games' parts against the next best (hint.trial_versus, each
    with its figure) before it; the judgement alone replaced by the next best move
    named (`versus`: "the coach chose it over Travel"), where the move's words carry
    its figure already (`said`) or `does` does; `reason` otherwise."""
    term = why.get("term") if isinstance(why, dict) else None
    if reason is None or term is None:
        return reason
    if term in SAID_BY_FIGURE and does is not None:
        return does
    if term in FIGURELESS and does is not None:
        return t("hint.lead.then", does=does, why=reason)
    if term not in JUDGED or why.get("ahead") is None:
        return reason
    if term == "influence" and versus is not None and (does is not None or said):
        return t("hint.chosen_over", does=does, versus=versus) if does is not None else \
            t("hint.chosen", versus=versus)
    if term == "trial" and does is not None:    # its games' parts, each with its figure:
        return t("hint.trial.then", why=reason, does=does)  # the reason first (a lead
    #                                   "you then have 1 there, the others at most 3"
    #                                   before "it saves you 2" read as the reason)
    return reason if does is None else t("hint.lead.then", does=does, why=reason)


def instead_text(why: dict | None, coming: dict | None, snap: dict) -> str | None:
    """A Meditate Hint's why where its reason is only that no action is worth more
    (reason "meditate"): what the mover's best action would gain instead by the coming
    scoring (judge: `coming["instead"]`, lead.instead_of), then the standing novices
    the Meditation keeps (lead_text); "no action is worth more now" alone said no why
    (F794). None where the Hint has no such figure."""
    instead = coming.get("instead") if isinstance(coming, dict) else None
    if not isinstance(why, dict) or why.get("term") != "meditate" or \
            not isinstance(instead, dict) or not isinstance(instead.get("gain"), int):
        return None
    gain, other = instead["gain"], instead.get("command")
    if gain > 0 and isinstance(other, dict) and isinstance(other.get("type"), str):
        said = t("hint.why.meditate.gives_up", versus=move_name(other, snap), n=gain)
    else:
        said = t("hint.why.meditate.nothing")
    keeps = lead_text(coming, snap)
    return t("hint.lead.then", does=said, why=keeps) if keeps else said
