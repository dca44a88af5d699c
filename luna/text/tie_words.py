"""The words of a Council move whose disc reaches the top seat where others stand: it
goes underneath them (rules 3.11), so they win ties before it (the Moon Priestess's
places, the final standing); said only in the rules book, the trap cost ties unseen."""

from __future__ import annotations

from .i18n import names, t


def under_words(ahead: list[int], snap: dict, within: bool = False) -> str | None:
    """"Seat 10: your disc goes under Red's there, so Red wins ties before you" for the
    players `ahead` (the engine's `council.ahead_on_top`, in tie order); `within`: its
    form inside the Hint's first sentence; None for none."""
    if not ahead:
        return None
    known = snap.get("names") or ()
    who = [known[q] if q < len(known) else t("log.someone") for q in ahead]
    key = "hint.tie.under" if within else "tie.under"
    if len(who) == 1:
        return t(f"{key}.single", name=who[0])
    return t(key, who=names(who))
