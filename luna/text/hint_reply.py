"""What the next player can answer to a Hint's move before the round's scoring, in a
sentence after the Hint's words (ai.answers, kept in the Hint's `coming` as "reply"): a
Hint that said "should win the Moon Priestess tie" where the next player could take it
back with a Council, unsaid, lost the player's trust in it."""

from __future__ import annotations

from .i18n import t
from .moves import move_name, player_name
from .moves import place_name as _island

# the answers said (ai.answers.answer_to's kinds), each with its words hint.reply.*
KINDS = ("priestess", "banish", "expel", "ends")


# the answers a Hint's one-line forms say too: their words claim a Moon Priestess
# majority or tie ("should win …"), untrue unsaid; the others stand in its whole words
# (the card where they fit, else its hover text), the card's lines being few
SHORT = ("priestess",)


def card_reply(coming: dict | None) -> dict | None:
    """The next player's answer (coming["reply"]) a Hint's one-line forms say: one of
    SHORT; None otherwise."""
    reply = coming.get("reply") if isinstance(coming, dict) else None
    return reply if isinstance(reply, dict) and reply.get("kind") in SHORT else None


def reply_said(words: str, reply: dict | None, snap: dict,
               account: dict | None = None) -> str:
    """`words` (a Hint's) with what the next player can take back of its claim, where
    they can (`reply`: ai.answers.answer_to); `words` alone otherwise, and for a Banish
    its account warned of already (hint.answer)."""
    said = reply_text(reply, snap)
    if said is None or (reply["kind"] == "banish" and isinstance(account, dict)
                        and isinstance(account.get("answer"), dict)):
        return words
    words = words.rstrip()
    if words and words[-1] not in ".!?":
        words += "."
    return f"{words} {said}"


def reply_text(reply: object, snap: dict) -> str | None:
    """The next player's answer (ai.answers.answer_to) in one sentence: who, with which
    move, and what the mover then gets less at the coming scoring (or the active novices
    left when the round ends), with what the Moon Priestess then gives them more; None
    for none."""
    if not isinstance(reply, dict) or reply.get("kind") not in KINDS or \
            not isinstance(reply.get("move"), dict):
        return None
    count, gains = int(reply.get("count") or 0), int(reply.get("gains") or 0)
    key = f"hint.reply.{reply['kind']}"
    if reply["kind"] == "priestess" and gains > 0:   # (what the reply wins there too:
        key += ".theirs"                              # "…, Red 5 more")
    return t(key, m=gains, who=player_name(snap, reply.get("player")),
             move=move_name(reply["move"], snap), n=int(reply.get("lost") or 0),
             island=_island(snap, reply.get("island")), field=reply.get("field"),
             count=count)
