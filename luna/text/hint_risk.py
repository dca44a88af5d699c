"""The Hint's line on the risk its move leaves: what one opponent's next turn could take
from the person as the position after the move stands (ai/risk.py: a Banish of the
Apostate onto their novices, a Consecration expelling temple novices), who and what it
costs at the coming scoring; then why the Hint still prefers the move (its look-ahead's
figure, whose games the opponents play too) where it has one."""

from __future__ import annotations

from .hint_advice import then_said
from .hint_first import later
from .i18n import t
from .moves import move_name, place_name, player_name


def risk_line(risk: dict | None, snap: dict, account: dict | None = None,
              short: bool = False, bare: bool = False) -> str | None:
    """One short line naming the opponent, their move and its cost ("Red may then banish
    the Apostate onto your 5 novices on the Book island: −6 at round 3's scoring."), with the
    look-ahead's figure the Hint still prefers the move by, and the move its card offers
    that leaves no such risk ("avoided": its key and command); None without a risk.
    `short`: the figure without its round; `bare`: the opponent's move and its cost
    alone (the card's one line: the rest on its hover)."""
    if not risk or risk.get("cost", 0) <= 0:
        return None
    who, n, cost = player_name(snap, risk["opponent"]), risk["count"], risk["cost"]
    one = "_one" if n == 1 else ""
    when = risk.get("round", snap["round"])     # (its scoring named: after a move that
    #                                             ends the round, the next round's)
    if risk["part"] == "apostate":
        said = t("hint.risk.apostate" + one, who=who, n=n, cost=cost, round=when,
                 island=place_name(snap, risk["island"]))
    else:
        said = t("hint.risk.temple" + one, who=who, n=n, cost=cost, round=when,
                 tile=risk["command"]["tile"],
                 fields=", ".join(str(f) for f in risk["fields"]))
    if bare:
        return said
    # the Hint prefers it all the same: said without its figure, which its card's line
    # or its account says once (two figures for one comparison read as a contradiction)
    held = later(account, snap, short=short)
    said = said if held is None else f"{said} " + t("hint.risk.held_plain")
    avoided = risk.get("avoided")
    if avoided:
        said += " " + t("hint.risk.avoided", n=avoided[0], move=move_name(avoided[1], snap))
    return said


def with_risk(words: str, risk: dict | None, snap: dict, account: dict | None = None
              ) -> str:
    """A Hint's whole `words` with its risk line after them (`risk_line`), where any."""
    line = risk_line(risk, snap, account)
    return then_said(words, line) if line else words


# the next player's answers (ai.answers) a risk line may say again: their kind, and the
# risk's part and what names the same move's target
SAME = {"banish": ("apostate", "island"), "expel": ("temple", "field")}


def unsaid_reply(coming: dict | None, risk: dict | None) -> dict | None:
    """The Hint's `coming` without the next player's answer (its "reply") where the risk
    line says that loss already: the same opponent moving the Apostate to the same
    island, or expelling the novice of the same field (one loss said once)."""
    reply = coming.get("reply") if isinstance(coming, dict) else None
    if not isinstance(reply, dict) or not risk or reply.get("kind") not in SAME:
        return coming
    part, key = SAME[reply["kind"]]
    where = risk.get("island") if key == "island" else risk.get("fields", ())
    if reply.get("player") != risk.get("opponent") or risk.get("part") != part or \
            (reply.get(key) != where if key == "island" else reply.get(key) not in where):
        return coming
    return {k: v for k, v in coming.items() if k != "reply"}
