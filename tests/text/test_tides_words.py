"""A Tides move that takes one standing and one lying novice from one island: the log and
the move's words tell the two apart (a fresh player read "Yellow moves 1 novice from the
Sailboat island to the Tides island" twice in a row, and a Hint's "1 novice from the
Sailboat island, 1 novice from the Sailboat island"). From the engine's own events."""

from __future__ import annotations

import random

import pytest

from luna.engine import new_game
from luna.text import set_language, t
from luna.text.moves import move_text
from luna.text.narrate import event_text


def _mixed_tides():
    """A game and a Tides command the engine accepts, moving an active and an inactive
    novice from the same island to another (legal() lists one novice's steps)."""
    for seed in range(200):
        g = new_game(players=3, seed=seed, setup="random")
        rng = random.Random(seed)
        while not g.is_over:
            if g.state.phase == "actions":
                p, snap = g.to_move, g.snapshot()
                for i, isl in enumerate(snap["islands"]):
                    if isl["active"][p] and isl["inactive"][p]:
                        cmd = {"type": "tides", "player": p, "moves": [
                            {"from": i, "active": True, "to": (i + 1) % 7, "count": 1},
                            {"from": i, "active": False, "to": (i + 1) % 7, "count": 1}]}
                        if g.refusal(cmd) is None:
                            return g, cmd
            g.apply(rng.choice(g.legal()))
    raise AssertionError("no mixed Tides move met")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_tides_move_says_which_novices_lay(code):
    game, cmd = _mixed_tides()
    snap = game.snapshot()
    set_language(code)
    try:
        told = move_text(cmd, snap)
        events = game.apply(cmd)
        moved = [e for e in events if e["type"] == "novices_moved"]
        lines = [event_text(e, game.snapshot()) for e in moved]
        assert len(moved) == 2 and len(set(lines)) == 2, lines
        for e, line in zip(moved, lines, strict=True):
            lying = not e["from_active"]
            key = "log.novices_moved" + (".inactive" if lying else "")
            assert line.startswith(t(key, who="\x00", count=e["count"], src="\x00",
                                     dst="\x00").split("\x00")[0]), line
            word = t("state.inactive").lower()[:5]       # inactive, inaktiv, inactif…
            assert (word in line.lower()) == lying, (line, word)
        parts = [t("move.from" + (".inactive" if not m.get("active", True) else ""),
                   count=m["count"], src="").strip() for m in cmd["moves"]]
        assert len(set(parts)) == 2 and all(p.split()[0] in told for p in parts), told
    finally:
        set_language("en")
