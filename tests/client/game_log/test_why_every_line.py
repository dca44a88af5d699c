"""Issue 22 §1: every line of the game log, of every kind of game (2-4 players, the
introductory and the random setup, solo levels 1-3), explained in every language:
no exception, no "None" or unfilled place, and every number the explanation states is
the engine's own, read here from the events of the command that made the line."""

from __future__ import annotations

import random
import re

import pytest

from luna import text as i18n
from luna.client.game.why import explain
from luna.engine import new_game
from luna.engine.data import ISLANDS
from luna.text.explain import tell
from luna.text.narrate import event_text

# (players, setup, solo level, seeds): each kind of game, a few deals each
KINDS = [(2, "intro", None, range(1, 5)), (2, "random", None, range(5, 9)),
         (3, "intro", None, range(9, 12)), (3, "random", None, range(12, 15)),
         (4, "intro", None, range(15, 18)), (4, "random", None, range(18, 21)),
         (1, "random", 1, range(21, 27)), (1, "random", 2, range(27, 33)),
         (1, "random", 3, range(33, 39))]

# the numbers each explanation states (its facts), which the words must show
STATED = {"priestess": ("count", "place", "points"), "apostate": ("loss",),
          "temple": ("count",), "consecration": ("tile", "points"),
          "expelled": ("field", "tile"), "candle": ("turned", "total"),
          "council": ("from", "to"), "banish": ("count",), "figure": ("count",),
          "final_shrines": ("count",), "final_favours": ("count",),
          "final_council": ("seat",), "guardian": ("value",),
          "travel": ("count",), "round_started": ("round",), "book": ("points",),
          "book_solo": ("from", "to", "points"), "round_scored": ("round",)}


def _games():
    """Each game once, played to its end by seeded random choices that prefer an action
    to a candle (so that rounds are full): (game, positions before each command)."""
    for players, setup, level, seeds in KINDS:
        for seed in seeds:
            g = new_game(players=players, seed=seed, setup=setup, solo_level=level)
            rng = random.Random(seed)
            befores = []
            while not g.is_over:
                befores.append(g.snapshot())
                legal = g.legal()
                acts = [c for c in legal if c["type"] not in ("meditate", "end_actions")]
                ending = len(legal) > len(acts) and rng.random() < 0.08
                g.apply(rng.choice(legal if ending or not acts else acts))
            yield g, befores


@pytest.fixture(scope="module")
def games():
    """The games, played once in the worker that runs this file's tests (at import,
    every worker of the suite played them while collecting)."""
    return list(_games())


def _oracle(told, ev: dict, cmd: dict, events: list[dict]) -> dict:
    """The facts as the engine's events give them, worked out here on their own."""
    def first(etype, **match):
        return next(e for e in events if e["type"] == etype
                    and all(e.get(k) == v for k, v in match.items()))
    rule, p = told.rule, ev.get("player")
    if rule in ("favour", "council", "banish"):     # a novice favour is not a novice
        spent = {"novices": sum(e["count"] for e in events if e["type"] == "novices_used"),
                 "token": any(e["type"] == "favour_returned" and e["kind"] == "novice"
                              for e in events)}
        if rule == "council":
            return {**spent, "from": ev["from"], "to": ev["to"]}
        if rule == "banish":
            return {**spent, "count": (ev["to"] - ev["from"]) % ISLANDS}
        return spent
    if rule in ("priestess", "apostate", "temple"):
        rows = first("round_scored")[rule]
        k, row = next((k, r) for k, r in enumerate(rows) if r["player"] == p)
        if rule == "priestess":
            return {"count": row["count"], "place": k + 1, "points": ev["delta"]}
        if rule == "apostate":
            return {"loss": -row["points"], "lost": -ev["delta"]}
        return {"count": row["points"]}
    if rule == "consecration":
        return {"tile": first("tile_consecrated", player=p)["tile"], "points": ev["delta"]}
    if rule == "expelled":
        victim = ev if ev["type"] == "novice_expelled" else first("novice_expelled", by=p)
        return {"field": victim["field"],
                "tile": first("tile_consecrated", player=victim["by"])["tile"]}
    if rule == "candle":
        marker = first("time_marker")
        return {"turned": marker["turned"], "total": marker["total"]}
    if rule in ("figure", "apostate_moves"):
        return {"count": (ev["to"] - ev["from"]) % ISLANDS}
    if rule == "final_shrines":
        return {"count": ev["delta"] // 4}
    if rule == "final_favours":
        return {"count": ev["delta"]}
    if rule == "guardian":
        return {"value": ev["to_value"]}
    if rule in ("round_started", "round_solo", "round_scored"):
        return {"round": ev["round"]}
    if rule == "game_over":
        return {"result": ev["solo_result"]} if "solo_result" in ev else \
            {"score": ev["scores"][ev["winner"]]}
    if rule == "book_solo":
        moved = first("book_moved", player=p)
        return {"from": moved["from"], "to": moved["to"], "points": ev["delta"]}
    if rule == "book":
        return {"points": ev["delta"]}
    if rule == "travel":
        return {"count": sum(m["count"] for m in cmd["moves"])}
    return {}


@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_every_log_line_of_every_kind_of_game_is_explained_with_the_engines_numbers(code,
                                                                                  games):
    i18n.set_language(code)
    seen: dict[str, int] = {}
    try:
        for g, befores in games:
            replayed = new_game(**{k: g.header.get(k) for k in (
                "players", "seed", "setup", "solo_level", "options")})
            for index, cmd in enumerate(g.log):
                events = replayed.apply(cmd)
                before = befores[index]
                for ev in events:
                    if not event_text(ev, replayed.snapshot()):
                        continue                          # no line, nothing to click
                    told = tell(ev, cmd, events, before)
                    words = told.text
                    if code == "en":            # the window's look back: words and rings
                        assert explain(ev, cmd, events, before).text == words
                    where = (code, g.header["players"], g.header.get("solo_level"), index,
                             ev, words)
                    assert words and "None" not in words and "?" not in words, where
                    assert "{" not in words and "}" not in words, where
                    facts = _oracle(told, ev, cmd, events)
                    assert {k: told.facts.get(k) for k in facts} == facts, where
                    numbers = re.findall(r"\d+", words)
                    for name in STATED.get(told.rule, ()):
                        assert str(told.facts[name]) in numbers, (name, where)
                    if facts.get("novices"):          # the novices used, said as such
                        assert str(facts["novices"]) in numbers, where
                    if facts.get("token"):
                        assert i18n.t("look.novice_token") in words, where
                    seen[told.rule] = seen.get(told.rule, 0) + 1
    finally:
        i18n.set_language("en")
    wanted = {"priestess", "apostate", "temple", "consecration", "expelled", "candle",
              "council", "banish", "figure", "apostate_moves", "guardian", "round_started",
              "round_solo", "round_scored", "final_shrines", "final_favours",
              "final_council", "game_over", "favour", "travel", "book_solo"}
    assert wanted <= set(seen), wanted - set(seen)
