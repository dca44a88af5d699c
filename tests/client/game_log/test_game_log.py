"""The game log is the narration of the current command log, in the current language."""

from __future__ import annotations

import random

import pytest
from positions import random_moves

from luna import text as i18n
from luna.client.game.game_log import RETOLD, GameLog, about, told_events
from luna.engine import new_game, replay
from luna.engine.game import from_snapshot
from luna.text import set_language, t
from luna.text.i18n import kind as kind_name


def played(n: int, seed: int = 1):
    g = new_game(players=3, seed=seed, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(seed)
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal()))
    return g


def told(game) -> list[str]:
    fresh = GameLog()
    fresh.follow(game)
    return [line for line, _ in fresh.lines]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_the_log_opens_with_the_round_and_tells_each_move_once():
    g = new_game(players=2, seed=3, setup="intro", seats=[{"kind": "human"}] * 2)
    log = GameLog()
    log.follow(g)
    starts = t("log.start_player", who=g.snapshot()["names"][g.to_move])
    assert [line for line, _ in log.lines] == [t("panel.round", round=1), starts]
    rng = random.Random(3)
    for _ in range(12):
        g.apply(rng.choice(g.legal()))
        log.follow(g)
        log.follow(g)                          # asked twice: nothing told twice
    lines = [line for line, _ in log.lines]
    assert lines == told(g)
    assert len(lines) > 12 and lines[0] == t("panel.round", round=1)


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
@pytest.mark.parametrize("players,setup", [(2, "intro"), (3, "random"), (4, "random")])
def test_the_log_opens_with_who_starts_and_why(code, players, setup):
    """The setup chooses the start player at random: the log's opening names the player
    whose turn comes first, whoever that is, and says the lot chose them; the solo game,
    where the person always plays first, has no such line."""
    i18n.set_language(code)
    seen = set()
    for seed in range(12):
        g = new_game(players=players, seed=seed, setup=setup,
                     seats=[{"kind": "human"}] * players)
        snap = g.snapshot()
        first = snap["names"][g.to_move]
        lines = told(g)
        assert lines[:2] == [t("panel.preliminary" if setup == "random" else
                               "panel.round", round=1),
                             t("log.start_player", who=first)], lines
        assert first in lines[1] and lines[1] != first
        seen.add(g.to_move)
    assert len(seen) > 1, "every seed gave one start player: nothing chosen at random"
    solo = new_game(players=2, seed=1, solo_level=1, seats=[{"kind": "human"}] * 2)
    assert len(told(solo)) == 1
    position = from_snapshot(new_game(players=3, seed=1, setup="intro").snapshot())
    assert len(told(position)) == 1                 # its start player was not dealt


def test_moves_taken_back_leave_the_log_and_new_ones_follow():
    g = played(20)
    log = GameLog()
    log.follow(g)
    before = [line for line, _ in log.lines]
    back = replay(g.header, g.log[:-5])       # what an undo leaves
    log.follow(back)
    after = [line for line, _ in log.lines]
    assert after == told(back) and len(after) < len(before)
    assert after == before[:len(after)]
    rng = random.Random(9)                     # other moves in their place
    for _ in range(5):
        back.apply(rng.choice(back.legal()))
    log.follow(back)
    assert [line for line, _ in log.lines] == told(back)


def test_a_language_switch_tells_the_log_again():
    g = played(15)
    log = GameLog()
    log.follow(g)
    english = [line for line, _ in log.lines]
    i18n.set_language("de")
    log.follow(g)
    german = [line for line, _ in log.lines]
    assert german == told(g) and german != english
    assert german[0] == t("panel.round", round=1)


def test_a_long_game_tells_its_last_moves_and_can_be_taken_back_past_them():
    g = played(RETOLD + 40, seed=2)
    log = GameLog()
    log.follow(g)
    assert [line for line, _ in log.lines] == told(g)
    back = replay(g.header, g.log[:30])
    log.follow(back)
    assert [line for line, _ in log.lines] == told(back)


def test_a_line_about_a_player_wears_that_players_symbol():
    from luna.client.game.game_log import Cause, badge
    colours = ["white", "red"]
    assert badge(Cause(0, {"type": "x", "player": 1}, ()), colours) == "red"
    assert badge(Cause(0, {"type": "x"}, ()), colours) is None        # the game's own line
    assert badge(Cause(0, {"type": "x", "player": 7}, ()), colours) is None
    assert badge(None, colours) is None                                 # a computer's reason


# Issue 22 §4: an island or the jetty with the article and case its sentence needs, a
# figure with its article ("Der Abtrünnige zieht …"), the rulebooks' island names.
BAD = {"de": (r"^(Abtrünniger|Baumeister|Mondpriesterin|Wächter) ",
              r"\b(von|nach|auf|neben) (Bootssteg|[\wäöüÄÖÜ]+-Insel)\b",   # "zur", "vom": have it
              r"(Novize|Bestechung|Kultstätte)-Insel"),
       "nl": (r"\b(de|het) (de|het)\b", r"\b(op|naar|van|naast) [A-Z][\w-]*eiland\b",
              r"\b\w+-eiland\b(?<!Getij-eiland)(?<!Novice-eiland)"),
       "fr": (r"\b(de|à) (le|les)\b", r"\b(sur|de|vers|à|depuis) Île\b",
              r"\bla figurine\b", r"l['’]île [A-Z]")}


@pytest.mark.parametrize("code", ["de", "nl", "fr"])
def test_every_log_line_names_places_and_figures_grammatically(code):
    import re
    lines = set()
    i18n.set_language(code)
    try:
        for players, level, seed in ((3, None, 2), (4, None, 5), (1, 2, 3)):
            g = new_game(players=players, seed=seed, setup="random", solo_level=level)
            rng = random.Random(seed)
            while not g.is_over:
                legal = g.legal()
                acts = [c for c in legal if c["type"] != "meditate"] or legal
                g.apply(rng.choice(acts if rng.random() < 0.9 else legal))
            lines |= set(told(g)) | {line for line in map(str, _every_line(g))}
        figures = [line for line in lines if re.search(r"zieht auf die", line)]
    finally:
        i18n.set_language("en")
    wrong = [(p, line) for line in lines for p in BAD[code] if re.search(p, line)]
    assert not wrong, wrong[:8]
    if code == "de":
        assert figures and all(line.startswith(("Der ", "Die ")) for line in figures)


def _every_line(g):
    """Every event's line of a whole game (the log keeps only its last lines)."""
    from luna.text.narrate import event_text
    r = new_game(**{k: g.header.get(k) for k in ("players", "seed", "setup", "solo_level")})
    for cmd in g.log:
        events = r.apply(cmd)
        snap = r.snapshot()
        yield from (line for line in (event_text(e, snap) for e in events) if line)


def test_the_games_own_lines_are_gold_and_wear_no_players_symbol():
    """The engine tags a round's scoring and the figures' moves with the player whose
    move ended the round; the log must not read as if that player did them (a Banish's
    move of the Apostate is its player's: test_a_banish_says_who_sent_the_apostate)."""
    from luna.client.game.game_log import GOLD, badge, readable
    g = played(400, seed=3)
    log = GameLog()
    log.follow(g)
    colours = g.snapshot()["colours"]
    own = {"round_scored", "figure_moved"}
    seen = set()
    for (line, rgb), cause in zip(log.lines, log.causes, strict=True):
        if cause is None:
            continue
        kind = cause.event["type"]
        assert isinstance(cause.event.get("player"), int)        # tagged by the engine
        if kind in own and "by" not in cause.event:      # (a Banish is its player's)
            seen.add(kind)
            assert badge(cause, colours) is None, line
            assert rgb == readable(GOLD), line
        elif kind == "tile_claimed":
            assert badge(cause, colours) == colours[cause.event["player"]]
    assert seen == own


def test_a_banish_says_who_sent_the_apostate_and_wears_their_symbol():
    """A fresh player read "Blue: 1 novice … goes inactive" and then "The Apostate moves
    to …" and could not tell who moved him: a Banish's line names the player, in their
    colour, with their symbol; the round's own moves of the Apostate stay the game's."""
    from luna.client.game.game_log import badge
    for seed in range(1, 40):
        g = new_game(players=3, seed=seed, setup="intro", seats=[{"kind": "human"}] * 3)
        rng = random.Random(seed)
        while not g.is_over and not any(c["type"] == "banish" for c in g.legal()):
            g.apply(rng.choice(g.legal()))
        if not g.is_over:
            break
    cmd = next(c for c in g.legal() if c["type"] == "banish")
    who = g.snapshot()["names"][g.to_move]
    colour = g.snapshot()["colours"][g.to_move]
    g.apply(cmd)
    log = GameLog()
    log.follow(g)
    line = next(k for k, (words, _) in enumerate(log.lines) if "banishes the Apostate" in words)
    assert log.lines[line][0].startswith(who), log.lines[line]
    assert badge(log.causes[line], g.snapshot()["colours"]) == colour
    moved = [k for k, (words, _) in enumerate(log.lines) if "The Apostate moves to" in words]
    assert all(badge(log.causes[k], g.snapshot()["colours"]) is None for k in moved)


def _setup_end():
    g = new_game(players=3, seed=5, setup="random")
    rng = random.Random(5)
    while True:
        cmd = rng.choice(g.legal())
        events = g.apply(cmd)
        if any(e["type"] == "favour_taken" for e in events):
            return g, events


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_setups_favours_are_told_as_the_setups(code):
    """The favours every player takes as the preliminary round ends (rules 2: one from
    each island where they have neither shrine nor novice) are told as the setup's, not
    as a player's action; an action's favour keeps its plain line. From the engine's own
    events, in the four languages."""
    game, events = _setup_end()
    snap = game.snapshot()
    taken = [e for e in events if e["type"] == "favour_taken"]
    assert taken and events[0]["type"] == "novices_placed"
    set_language(code)
    try:
        said = {id(ev): words for (words, _), ev in told_events(events, snap)}
        for ev in taken:
            who = snap["names"][ev["player"]]
            assert said[id(ev)] == t("log.favour_taken.setup", who=who,
                                     kind=kind_name(ev["kind"])), said[id(ev)]
            assert t("panel.preliminary").lower() in said[id(ev)].lower()
        rng = random.Random(1)                 # a favour taken by an action: its own line
        while True:
            cmd = next((c for c in game.legal() if c["type"] == "favour"), None)
            if cmd is not None:
                break
            game.apply(rng.choice(game.legal()))
        evs = game.apply(cmd)
        lines = [w for (w, _), ev in told_events(evs, game.snapshot())
                 if ev["type"] == "favour_taken"]
        assert lines and t("panel.preliminary").lower() not in lines[0].lower()
    finally:
        set_language("en")


def test_the_reason_of_a_move_that_ends_a_round_stands_before_the_rounds_lines():
    """A computer's reason stands under its own move's lines, before the lines of the
    round its move ended (it stood under "— Round 2 — White starts")."""
    game = random_moves(3, 7)
    ending = [k for k in range(1, len(game.log))
              if replay(game.header, game.log[:k]).snapshot()["round"]
              != replay(game.header, game.log[:k + 1]).snapshot()["round"]]
    assert ending
    reasons = {k: {"term": "influence", "value": 3.0} for k in ending}
    log = GameLog()
    log.follow(game, reasons)
    why = t("log.why", why="").strip()[:6]
    rows = [(line, cause) for (line, _), cause in zip(log.lines, log.causes, strict=True)]
    seen = 0
    for k, (line, cause) in enumerate(rows):
        if cause is None and line.strip().startswith(why):
            seen += 1
            before = rows[k - 1][1]
            assert before is not None and before.index in reasons, (line, rows[k - 1])
            assert before.event.get("type") not in ("round_scored", "round_started",
                                                    "phase"), (line, rows[k - 1])
    assert seen


def test_the_reason_of_a_move_that_ends_a_round_stands_before_its_scoring_lines():
    """The scoring's influence lines name players, yet are the round's, not the move's
    ("White −2 influence (Apostate)" stood over "why: brings the round's end nearer…").
    Each reason stands right under the lines of its move's own events, those the engine
    gives before the round's first event of its own (its "phase")."""
    game = random_moves(3, 7)
    reasons = {k: {"term": "influence", "value": 3.0} for k in range(len(game.log))}
    log = GameLog()
    log.follow(game, reasons)
    why = t("log.why", why="").strip()[:6]
    rows = list(zip(log.lines, log.causes, strict=True))
    checked = 0
    for k, ((line, _), cause) in enumerate(rows):
        if cause is not None or not line.strip().startswith(why):
            continue
        before = rows[k - 1][1]
        events = list(before.events)
        own_end = next((i for i, ev in enumerate(events) if i and about(ev) is None),
                       len(events))
        at = next(i for i, ev in enumerate(events) if ev is before.event)
        assert at < own_end, (line, rows[k - 1][0], before.event)
        after = rows[k + 1][1] if k + 1 < len(rows) else None
        if after is not None and after.index == before.index:      # the round's lines
            assert next(i for i, ev in enumerate(events) if ev is after.event) >= own_end, \
                (line, rows[k + 1][0])
        checked += own_end < len(events) and any(
            ev.get("type") == "influence" for ev in events[own_end:])
    assert checked, "no move that ended a round with a scoring's influence line"
