"""Issue 22 §1, point by point: the solo automaton's lines, the Moon Priestess count of a
command that builds before it scores, the Apostate's solo move, the round starts and a
council disc reaching seat 10 — each said as the engine did it."""

from __future__ import annotations

import re

import pytest
from positions import blank, give, isl, novices, play

from luna import text as i18n
from luna.engine import new_game
from luna.text.explain import tell


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _played(g, cmd):
    before = g.snapshot()
    return before, cmd, g.apply(cmd)


def _told(before, cmd, events, etype, **match):
    ev = next(e for e in events if e["type"] == etype
              and all(e.get(k) == v for k, v in match.items()))
    return tell(ev, cmd, events, before)


def test_the_automatons_consecration_and_expulsion_name_the_tile_from_the_event():
    """The tile is in the automaton's round-start command's `tile_consecrated` event, not
    in the command: explaining its +influence raised KeyError: 'tile', its expulsion said
    "new one on field None"."""
    s = blank(solo_level=1)
    released = s["path"][-1]
    novices(s, isl(s, released["symbol"]), 1, active=1)
    s["phase"] = "solo_round_start"
    g = play(s)
    lay_down = next(i for i in range(7) if i != isl(s, released["symbol"]))
    before, cmd, events = _played(g, {"type": "solo_deactivate", "player": 0,
                                      "island": lay_down})
    gain = _told(before, cmd, events, "influence", why="consecration")
    assert gain.facts["tile"] == released["tile"]
    assert f"tile {released['tile']}" in gain.text and "None" not in gain.text


def test_the_automatons_round_end_shrine_counts_at_the_moon_priestess():
    """Solo: ending the actions builds the automaton's shrine on the Architect's island
    and then scores in the same command; where the Moon Priestess stands there too, the
    automaton counts its novice and the new shrine: 2, as the engine's event says."""
    s = blank(solo_level=1)
    s["architect"] = s["priestess"]
    novices(s, s["priestess"], 1, active=1)
    g = play(s)
    before, cmd, events = _played(g, {"type": "end_actions", "player": 0})
    assert any(e["type"] == "shrine_built" and e["player"] == 1 for e in events)
    told = _told(before, cmd, events, "influence", why="priestess", player=1)
    assert told.facts["count"] == 2 and "counts 2" in told.text, told.text


def test_the_solo_apostate_moves_to_an_island_with_one_of_the_persons_novices():
    s = blank(solo_level=1)
    a = s["apostate"]
    novices(s, (a + 1) % 7, 1, active=2)           # only the automaton's: skipped
    novices(s, (a + 2) % 7, 0, active=1)
    g = play(s)
    before, cmd, events = _played(g, {"type": "end_actions", "player": 0})
    told = _told(before, cmd, events, "figure_moved", figure="apostate")
    assert told.facts["to"] == (a + 2) % 7
    assert "Yellow's novices" in told.text and "automaton's do not count" in told.text


@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_round_start_says_only_what_happens_then(players):
    """Round 1: nothing moves before it. Solo: no time markers. With 2 players the start
    player alternates; with more, the left neighbour of the last time marker's turner."""
    level = 1 if players == 1 else None
    first = new_game(players=players, seed=3, setup="random", solo_level=level).snapshot()
    s = blank(players if level is None else 4, solo_level=level)
    if level is None:
        s["time_markers"]["turned"] = s["time_markers"]["total"] - 1
        s["to_move"] = 1
    g = play(s)
    cmd = {"type": "end_actions", "player": 0} if level else {"type": "meditate", "player": 1}
    before, cmd, events = _played(g, cmd)
    told = _told(before, cmd, events, "round_started")
    if level:
        assert "set up again" not in told.text and "no time markers" in told.text
    elif players == 2:
        assert "alternates" in told.text and "left" not in told.text
    else:
        assert "to the left of Red, who turned the last time marker" in told.text
    opening = tell({"type": "round_started", "round": 1, "start_player": 0}, None, [], first)
    assert "stand up" not in opening.text and "move on" not in opening.text
    assert ("time marker" in opening.text) == (level is not None)   # solo: "no time m…"


def test_a_disc_reaching_seat_ten_goes_underneath_the_discs_there():
    s = blank(4)
    s["council"] = [[1, 3], [], [], [], [], [], [], [], [0], [], [2]]
    h = isl(s, "herbs")
    novices(s, h, 0, active=2)
    g = play(s)
    before, cmd, events = _played(g, {"type": "council", "player": 0, "island": h,
                                      "count": 2})
    assert g.snapshot()["council"][10] == [0, 2]       # the engine: underneath
    told = _told(before, cmd, events, "council_moved")
    assert "underneath" in told.text and "on top" not in told.text
    s["council"] = [[1, 3], [], [], [], [], [], [], [], [0], [2], []]
    g = play(s)
    before, cmd, events = _played(g, {"type": "council", "player": 0, "island": h,
                                      "count": 1})
    assert "on top of the discs" in _told(before, cmd, events, "council_moved").text
    s["council"] = [[1, 2, 3], [], [], [], [], [], [], [], [0], [], []]
    g = play(s)
    before, cmd, events = _played(g, {"type": "council", "player": 0, "island": h,
                                      "count": 1})
    told = _told(before, cmd, events, "council_moved")
    assert "on top" not in told.text and "underneath" not in told.text     # alone there


@pytest.mark.parametrize("action", ["banish", "council"])
@pytest.mark.parametrize("count", [0, 1])
def test_the_novice_favour_is_never_counted_as_a_novice(action, count):
    """A novice favour stands in for one active novice (DE 263); Banish and Council said
    "uses 2 novices" for the guided game's 1 novice + favour. The novices used, the
    favour and the steps (novices + 1) are each said as they are, in every language."""
    s = blank(4)
    a = s["apostate"]
    if count:
        novices(s, a, 0, active=count)
    give(s, 0, "novice")
    g = play(s)
    cmd = {"type": action, "player": 0, "count": count, "novice_token": True}
    if action == "council":
        cmd["island"] = a
    before, cmd, events = _played(g, cmd)
    etype = "figure_moved" if action == "banish" else "council_moved"
    for code in i18n.LANGUAGE_NAMES:
        i18n.set_language(code)
        told = _told(before, cmd, events, etype)
        numbers = re.findall(r"\d+", told.text)
        steps = count + 1                       # the favour moves him / the disc too
        assert str(steps) in numbers and (not count or str(count) in numbers), told.text
        spent = (i18n.t("look.used_token", count=count) if count
                 else i18n.t("look.used_token_only"))
        assert spent in told.text and i18n.t("look.novice_token") in told.text, told.text
        assert (told.facts["novices"], told.facts["token"]) == (count, True)
        assert (told.facts["to"] - told.facts["from"]) % 7 == steps


def test_an_appointments_log_says_what_happens_to_both_novices():
    """An appointment uses 2 novices (1 with a shrine): one stands on the tile, the other
    goes inactive. The log said "Yellow uses 1 novice on the Book island" beside a rule of
    2: it says the novice goes inactive, beside the claimed tile."""
    import random

    from luna.engine import new_game
    from luna.text.narrate import event_text
    g = new_game(players=2, seed=3, setup="intro")
    rng = random.Random(3)
    told = []
    while not g.is_over and len(told) < 3:
        legal = g.legal()
        cmd = next((c for c in legal if c["type"] == "appoint"), None) or rng.choice(legal)
        snap = g.snapshot()
        events = g.apply(cmd)
        if cmd["type"] == "appoint" and any(e["type"] == "novices_used" for e in events):
            told.append([event_text(e, snap) for e in events])
    assert told
    for lines in told:
        used = next(line for line in lines if line and "inactive" in line)
        assert "uses" not in used and "1 novice" in used
        assert any(line and "claims temple tile" in line for line in lines)


# how each language says "the lowest-numbered field that has a Book": the automaton takes
# the Book of the person's lowest field that has one (solo.py, _take_book), not of the
# lowest field (NL solo: "het boek dat op je laagstgenummerde tegels ligt")
WITH_A_BOOK = {"en": ("field that has a Book", "field that has one"),
               "de": ("das ein Buch trägt", "das eines trägt"),
               "nl": ("dat een boek heeft", "dat er een heeft"),
               "fr": ("qui porte un Livre", "qui en porte un")}


@pytest.mark.parametrize("lang", sorted(WITH_A_BOOK))
def test_the_automatons_book_comes_from_the_lowest_field_with_a_book(lang):
    """The person has a low field without a Book and a higher one with one (the review:
    fields 4 and 6): the Book moves from the higher, and the round start's Why? and its
    rule both say "lowest … that has a Book"."""
    from positions import empty_temple, temple_novice

    s = empty_temple(blank(solo_level=1))
    released = s["path"][-1]
    low, high = sorted(f["field"] for f in s["temple"]["fields"]
                       if f["field"] != released["tile"])[:2]
    temple_novice(s, low, 0)
    temple_novice(s, high, 0, book=True)
    home = isl(s, released["symbol"])
    novices(s, home, 1, active=1)
    s["phase"] = "solo_round_start"
    g = play(s)
    before, cmd, events = _played(g, {"type": "solo_deactivate", "player": 0,
                                      "island": (home + 1) % 7})
    moved = next(e for e in events if e["type"] == "book_moved")
    assert moved["from"] == high
    try:
        i18n.set_language(lang)
        why = _told(before, cmd, events, "influence", why="book").text
        rule = tell(next(e for e in events if e["type"] == "solo_deactivated"), cmd, events,
                    before).text
    finally:
        i18n.set_language("en")
    assert f"({high})" in why and WITH_A_BOOK[lang][0] in why, why
    assert WITH_A_BOOK[lang][1] in rule, rule


# what the automaton's round-end shrine needs besides an active novice there
SHRINE_NEEDS = {"en": ("no shrine there yet", "left in its supply"),
                "de": ("noch keine Kultstätte", "in seinem Vorrat"),
                "fr": ("pas encore de Sanctuaire", "dans sa réserve"),
                "nl": ("nog geen altaar", "in zijn voorraad")}


@pytest.mark.parametrize("lang", sorted(SHRINE_NEEDS))
@pytest.mark.parametrize("case", [0, 1], ids=["has_one_there", "none_in_supply"])
def test_the_automatons_round_end_shrine_rule_says_when_it_builds_none(lang, case):
    """Solo: the automaton with an active novice on the Architect's island builds no
    shrine there if it has one there already, or none left in its supply (5 after the
    setup's, for 6 rounds); the "Why?" of ending the actions and the rules book say both
    conditions, not the active novice alone."""
    from positions import shrine

    s = blank(solo_level=1)
    novices(s, s["architect"], 1, active=1)
    if case == 0:
        shrine(s, s["architect"], 1)
    else:
        for i in range(7):
            if i != s["architect"]:
                shrine(s, i, 1)
    g = play(s)
    before, cmd, events = _played(g, {"type": "end_actions", "player": 0})
    assert not any(e["type"] == "shrine_built" for e in events)
    try:
        i18n.set_language(lang)
        rule = _told(before, cmd, events, "actions_ended").text
        book = i18n.t("book.solo.level1.3")
    finally:
        i18n.set_language("en")
    assert SHRINE_NEEDS[lang][case] in rule, rule
    assert SHRINE_NEEDS[lang][case] in book, book


# the 2-player rules the solo game keeps, said of it too
SOLO_TOO = {"en": "in the solo game", "de": "im Solospiel", "fr": "en solo",
            "nl": "in het solospel"}


@pytest.mark.parametrize("lang", sorted(SOLO_TOO))
def test_the_solo_games_first_book_gains_two_and_its_rule_says_so(lang):
    """The solo game is the 2-player game (NL 460): the round's first Book gains 2 and no
    preliminary shrine goes on the Herbs island. Its "Why?" said "+2 (with 2 players …)"
    in a game of one person, and the rules' hovers too."""
    from positions import empty_temple, give, temple_novice

    from luna.text.rule_words import action_rule

    s = empty_temple(blank(solo_level=1))
    low, high = sorted(f["field"] for f in s["temple"]["fields"])[:2]
    temple_novice(s, low, 0)
    temple_novice(s, high, 1, book=True)
    give(s, 0, "book")
    g = play(s)
    before, cmd, events = _played(g, {"type": "book", "player": 0, "from": high,
                                      "to": low})
    try:
        i18n.set_language(lang)
        told = _told(before, cmd, events, "influence", why="book")
        rules = [action_rule(kind, before) for kind in ("book", "place_shrine")]
    finally:
        i18n.set_language("en")
    assert told.facts["points"] == 2
    for said in (told.text, *rules):
        assert SOLO_TOO[lang] in said, said


TWO_PLAYERS = {"en": "2 players", "de": "2 Spielern", "fr": "2 joueurs",
               "nl": "2 spelers"}


@pytest.mark.parametrize("lang", sorted(TWO_PLAYERS))
def test_a_rule_of_another_table_size_is_never_shown(lang):
    """A 3- or 4-player game's rules lines (hovers, the Hint's favour words) say its own
    rules only: "+1; with 2 players and in the solo game the round's first Book +2" read
    in a 3-player game as a rule of that game (rules §5: 2-player rules); the 2-player
    game keeps them."""
    from luna.text.i18n import favour_use
    from luna.text.moves import place_name
    from luna.text.reason_words import reason_text
    from luna.text.rule_words import action_rule

    def said(players: int) -> list[str]:
        s = blank(players=players)
        book = next(i for i, x in enumerate(s["islands"]) if x["kind"] == "book")
        why = {"term": "favour_use", "island": book}
        return [*(action_rule(k, s) for k in ("book", "place_shrine", "meditate")),
                favour_use("book", s),
                reason_text(why, s, move=place_name(s, book), brief=True)]
    try:
        i18n.set_language(lang)
        three, four, two = said(3), said(4), said(2)
    finally:
        i18n.set_language("en")
    for words in (*three, *four):
        assert TWO_PLAYERS[lang] not in words and SOLO_TOO[lang] not in words, words
    assert all(TWO_PLAYERS[lang] in words for words in two), two


@pytest.mark.parametrize("count, token", [(7, False), (7, True), (3, True)])
def test_a_banish_round_the_ring_tells_every_step(count, token):
    """Banish moves the Apostate one island per novice and for the novice favour, with no
    cap: seven steps bring him back to where he stood. Its "Why?" counted the steps from
    where he ended, "he moves 0 islands clockwise" (and 1 for eight)."""
    s = blank(players=4)
    novices(s, s["apostate"], 0, active=count)
    if token:
        give(s, 0, "novice")
    g = play(s)
    before, cmd, events = _played(g, {"type": "banish", "player": 0, "count": count,
                                      "novice_token": token})
    told = _told(before, cmd, events, "figure_moved", figure="apostate")
    steps = count + int(token)
    assert told.facts["count"] == steps
    assert f"moves {steps} islands clockwise" in told.text, told.text
