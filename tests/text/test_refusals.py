"""Refusals: every reason the engine gives has a stable code and parameters, a string in
every language, and is the real reason (one case per distinct refusal of each action)."""

import re
import string
from pathlib import Path

import pytest
from positions import (
    blank,
    claim,
    empty_temple,
    give,
    illegal,
    isl,
    novices,
    play,
    shrine,
    temple_novice,
)

from luna import text as i18n
from luna.engine import IllegalCommand, new_game
from luna.engine.refusals import CODES, REFUSALS
from luna.text import TABLES

ENGINE = Path(__file__).resolve().parents[2] / "luna" / "engine"
# blank(4): ring book 0, shrine 1, herbs 2, sailboat 3, bribery 4, novice 5, tides 6.
# Path: released tiles 8 shrine, 7 herbs, 6 sailboat, 5 book; within bribery's reach
# 12 novice, 11 tides, 10 sailboat, 9 tides; beyond it 14 shrine and the rest.
BOOK, SHRINE, HERBS, SAILBOAT, BRIBERY, NOVICE, TIDES = range(7)


def _fields(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name}


def _s(**changes):
    snap = blank(4)
    snap.update(changes)
    return snap


def _with(*steps, **changes):
    snap = _s(**changes)
    for step in steps:
        step(snap)
    return snap


def _prelim(phase):
    def step(s):
        s["phase"] = phase
    return step


def _solo(level):
    s = blank(solo_level=level)
    s["time_markers"] = {"total": 0, "turned": 0}
    return s


def C(ctype, **kw):
    return {"type": ctype, "player": 0, **kw}


# (action, code, snapshot, command, expected params or None)
CASES = [
    # flow and shape
    ("any", "game_over", _s(phase="game_over", to_move=None), C("meditate"), {}),
    ("any", "not_now", _s(), C("place_shrine", island=0), {"phase": "actions"}),
    ("any", "not_your_turn", _s(), {"type": "meditate", "player": 1},
     {"to_move": "Yellow", "player": "Red"}),
    ("any", "not_a_map", _s(), "favour", {}),
    ("any", "unknown_type", _s(), C("fly"), {"command": "'fly'"}),
    ("any", "bad_player", _s(), {"type": "meditate", "player": 9}, {"last": 3}),
    ("any", "missing_key", _s(), C("favour"), {"command": "favour", "name": "island"}),
    ("any", "bad_bool", _s(), C("favour", island=0, novice_token="yes"),
     {"name": "novice_token"}),
    ("any", "bad_island", _s(), C("favour", island=9), {"name": "island", "last": 6}),
    ("any", "bad_count", _s(), C("herbs", island=0, count=-1), {"name": "count"}),
    ("any", "bad_tile_number", _s(), C("consecrate", tile=99), {"name": "tile"}),
    ("travel", "no_moves", _s(), C("travel", moves=[]), {}),
    ("travel", "too_many_moves", _s(),
     C("travel", moves=[{"from": 0, "to": 1, "count": 1}] * 65), {}),
    ("travel", "bad_move", _s(), C("travel", moves=[5]), {}),
    # preliminary round
    ("place_shrine", "island_has_shrine",
     _with(_prelim("preliminary_shrine"), lambda s: shrine(s, SHRINE, 1)),
     C("place_shrine", island=SHRINE), {"island": "shrine"}),
    ("place_shrine", "no_shrine_on_herbs",
     (lambda s: (s.update(phase="preliminary_shrine"), s)[1])(blank(2)),
     C("place_shrine", island=HERBS), {}),
    ("place_pair", "pair_beside_own_piece",
     _with(_prelim("preliminary_pairs"), lambda s: novices(s, BOOK, 0, active=2)),
     C("place_pair", island=BOOK), {"island": "book"}),
    # time and the solo game
    ("meditate", "solo_no_meditation", (lambda s: (s.update(phase="actions"), s)[1])(
        _solo(1)), C("meditate"), {}),
    ("meditate", "all_time_turned", _s(time_markers={"total": 2, "turned": 2}),
     C("meditate"), {}),
    ("end_actions", "not_solo", _s(), C("end_actions"), {}),
    # favour
    ("favour", "apostate_blocks", (lambda s: (s.update(phase="actions"), s)[1])(_solo(2)),
     C("favour", island=NOVICE), {"island": "novice", "level": 2}),
    ("favour", "favour_held", _with(lambda s: give(s, 0, "book"),
                                    lambda s: novices(s, BOOK, 0, active=2)),
     C("favour", island=BOOK), {"favour": "book"}),
    ("favour", "no_favour_left", _with(lambda s: s["islands"][BOOK].update(favours=0),
                                       lambda s: novices(s, BOOK, 0, active=2)),
     C("favour", island=BOOK), {"favour": "book", "island": "book"}),
    ("favour", "token_for_novice_favour", _s(), C("favour", island=NOVICE, novice_token=True),
     {}),
    ("favour", "no_novice_favour", _s(), C("favour", island=BOOK, novice_token=True),
     {"favour": "novice"}),
    ("favour", "need_active_novices", _with(lambda s: novices(s, BOOK, 0, active=1)),
     C("favour", island=BOOK), {"count": 2, "island": "book", "have": 1}),
    ("favour", "need_active_novices_token", _with(lambda s: give(s, 0, "novice")),
     C("favour", island=BOOK, novice_token=True), {"count": 1, "island": "book", "have": 0}),
    # recruit, build shrine, herbs
    ("recruit", "no_novice_in_supply",
     _with(lambda s: novices(s, BOOK, 0, active=2),
           lambda s: novices(s, TIDES, 0, inactive=s["supply"]["novices"][0])),
     C("recruit", island=BOOK), {}),
    ("build_shrine", "no_shrine_favour", _s(), C("build_shrine"), {"favour": "shrine"}),
    ("build_shrine", "shrine_there",
     _with(lambda s: give(s, 0, "shrine"), lambda s: shrine(s, SAILBOAT, 0)),
     C("build_shrine"), {"island": "sailboat"}),
    ("build_shrine", "no_shrine_in_supply",
     _with(lambda s: give(s, 0, "shrine"),
           *(lambda s, i=i: shrine(s, i, 0) for i in range(7) if i != SAILBOAT)),
     C("build_shrine"), {}),
    ("herbs", "no_favour", _s(), C("herbs", island=BOOK, count=1), {"favour": "herbs"}),
    ("herbs", "herbs_on_herbs", _with(lambda s: give(s, 0, "herbs")),
     C("herbs", island=HERBS, count=1), {}),
    ("herbs", "herbs_count", _with(lambda s: give(s, 0, "herbs")),
     C("herbs", island=BOOK, count=3), {}),
    ("herbs", "few_inactive",
     _with(lambda s: give(s, 0, "herbs"), lambda s: novices(s, BOOK, 0, inactive=1)),
     C("herbs", island=BOOK, count=2), {"count": 1, "island": "book"}),
    # movement
    ("travel", "move_none", _s(), C("travel", moves=[{"from": 0, "to": 1, "count": 0}]), {}),
    ("travel", "move_same_island", _s(), C("travel", moves=[{"from": 0, "to": 0, "count": 1}]),
     {}),
    ("travel", "few_active", _with(lambda s: novices(s, BOOK, 0, active=1)),
     C("travel", moves=[{"from": BOOK, "to": 1, "count": 3}]), {"count": 1, "island": "book"}),
    ("tides", "few_on_jetty", _with(lambda s: give(s, 0, "tides")),
     C("tides", moves=[{"from": "jetty", "to": 1, "count": 1}]), {"count": 0}),
    # an island holding none of the mover's novices (fresh17: not "not enough on it")
    ("travel", "travel_none_here", _with(lambda s: novices(s, BOOK, 0, inactive=1)),
     C("travel", moves=[{"from": BOOK, "to": 1, "count": 1}]), {"island": "book"}),
    ("tides", "tides_none_here", _with(lambda s: give(s, 0, "tides")),
     C("tides", moves=[{"from": BOOK, "active": True, "to": 1, "count": 1}]),
     {"island": "book"}),
    ("sailboat", "sailboat_none_here", _with(lambda s: give(s, 0, "sailboat")),
     C("sailboat", **{"from": BOOK, "to": 1, "count": 1}), {"island": "book"}),
    ("tides", "few_active",
     _with(lambda s: give(s, 0, "tides"), lambda s: novices(s, BOOK, 0, inactive=1)),
     C("tides", moves=[{"from": BOOK, "active": True, "to": 1, "count": 1}]),
     {"count": 0, "island": "book"}),
    ("sailboat", "sailboat_count", _with(lambda s: give(s, 0, "sailboat")),
     C("sailboat", **{"from": 0, "to": 1, "count": 3}), {}),
    ("sailboat", "sailboat_same_island", _with(lambda s: give(s, 0, "sailboat")),
     C("sailboat", **{"from": 0, "to": 0, "count": 1}), {}),
    # appointment
    ("appoint", "tile_not_on_path", _s(), C("appoint", island=BOOK, tile=1), {"tile": 1}),
    ("appoint", "tile_claimed", _with(lambda s: claim(s, 8, 1)),
     C("appoint", island=SHRINE, tile=8), {"tile": 8}),
    ("appoint", "tile_is_yours", _with(lambda s: claim(s, 8, 0)),
     C("appoint", island=SHRINE, tile=8), {"tile": 8}),
    ("appoint", "wrong_symbol", _s(), C("appoint", island=BOOK, tile=8),
     {"tile": 8, "symbol": "shrine", "island": "shrine"}),
    ("appoint", "no_bribery_favour", _s(), C("appoint", island=NOVICE, tile=12, bribe=True),
     {"favour": "bribery"}),
    ("appoint", "released_no_bribe", _with(lambda s: give(s, 0, "bribery")),
     C("appoint", island=SHRINE, tile=8, bribe=True), {"tile": 8}),
    ("appoint", "beyond_bribery", _s(), C("appoint", island=SHRINE, tile=14), {"tile": 14}),
    ("appoint", "not_released_bribe", _s(), C("appoint", island=NOVICE, tile=12),
     {"tile": 12}),
    ("appoint", "not_released_use_bribe", _with(lambda s: give(s, 0, "bribery")),
     C("appoint", island=NOVICE, tile=12), {"tile": 12}),
    ("appoint", "token_not_on_tile", _with(lambda s: shrine(s, SHRINE, 0)),
     C("appoint", island=SHRINE, tile=8, novice_token=True), {}),
    # consecration (your own tile before the Guardian: the real reason, not "claimed")
    ("consecrate", "no_novice_on_tile", _s(), C("consecrate", tile=8), {"tile": 8}),
    ("consecrate", "own_tile_not_released", _with(lambda s: claim(s, 12, 0)),
     C("consecrate", tile=12), {"tile": 12}),
    ("consecrate", "own_tile_use_bribe",
     _with(lambda s: claim(s, 12, 0), lambda s: give(s, 0, "bribery")),
     C("consecrate", tile=12), {"tile": 12}),
    ("consecrate", "beyond_bribery", _with(lambda s: claim(s, 14, 0)),
     C("consecrate", tile=14), {"tile": 14}),
    ("consecrate", "no_bribery_favour", _with(lambda s: claim(s, 12, 0)),
     C("consecrate", tile=12, bribe=True), {"favour": "bribery"}),
    ("consecrate", "released_no_bribe",
     _with(lambda s: claim(s, 8, 0), lambda s: give(s, 0, "bribery")),
     C("consecrate", tile=8, bribe=True), {"tile": 8}),
    # book
    ("book", "no_book_on_field", _with(lambda s: give(s, 0, "book"),
                                       lambda s: temple_novice(s, 20, 0)),
     C("book", **{"from": 9, "to": 20}), {"field": 9}),
    ("book", "no_novice_on_field", _with(lambda s: give(s, 0, "book"),
                                         lambda s: temple_novice(s, 9, 1, book=True)),
     C("book", **{"from": 9, "to": 20}), {"field": 20}),
    ("book", "field_has_book", _with(lambda s: give(s, 0, "book"),
                                     lambda s: temple_novice(s, 9, 1, book=True),
                                     lambda s: temple_novice(s, 20, 0, book=True)),
     C("book", **{"from": 9, "to": 20}), {"field": 20}),
    # council and Apostate
    ("council", "council_none", _s(), C("council", island=BOOK, count=0), {}),
    ("council", "council_top", _s(council=[[1, 2, 3]] + [[] for _ in range(9)] + [[0]]),
     C("council", island=BOOK, count=1), {}),
    ("council", "council_room", _with(lambda s: novices(s, BOOK, 0, active=2),
                                      lambda s: s.update(council=[[1, 2, 3]] + [[]] * 8
                                                         + [[0], []])),
     C("council", island=BOOK, count=2), {"count": 1, "room": 1}),
    ("banish", "banish_none", _s(), C("banish", count=0), {}),
]


@pytest.mark.parametrize("action,code,snap,cmd,params", CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_each_refusal_gives_its_real_reason(action, code, snap, cmd, params):
    game = play(snap)
    refused = game.refusal(cmd)
    assert refused is not None, f"{cmd} was not refused"
    assert (refused.code, refused.params) == (code, params)
    assert game.why_illegal(cmd) == refused.reason
    illegal(game, cmd, re.escape(refused.reason))


# why no Book move exists at all (a click on the book favour asks, before any field)
BOOK_CASES = [
    ("book_no_novice", _with(lambda s: give(s, 0, "book"), empty_temple)),
    ("book_all_protected", _with(lambda s: give(s, 0, "book"), empty_temple,
                                 lambda s: temple_novice(s, 9, 0, book=True))),
    ("no_favour", _with(empty_temple, lambda s: temple_novice(s, 9, 0))),
]


@pytest.mark.parametrize("code,snap", BOOK_CASES, ids=[c[0] for c in BOOK_CASES])
def test_why_no_book_can_move(code, snap):
    game = play(snap)
    refused = game.book_refusal(0)
    assert refused is not None and refused.code == code
    assert not any(c["type"] == "book" for c in game.legal())
    assert play(snap).book_refusal(1).code == "not_your_turn"


def test_a_book_that_can_move_is_not_refused():
    game = play(_with(lambda s: give(s, 0, "book"), empty_temple,
                      lambda s: temple_novice(s, 9, 1, book=True),
                      lambda s: temple_novice(s, 20, 0)))
    assert game.book_refusal(0) is None
    assert any(c["type"] == "book" for c in game.legal())


def test_every_refusal_code_is_reached_by_a_case():
    reached = {case[1] for case in CASES} | {case[0] for case in BOOK_CASES}
    assert set(CODES) - reached == {"internal_error"}


def test_every_code_the_engine_raises_is_registered():
    """Codes are string literals where a refusal is made: IllegalCommand("code", …), the
    `code` of require_favour, and the codes chosen by require_active and too_few."""
    raised = set()
    for path in ENGINE.glob("*.py"):
        if path.name == "refusals.py":
            continue
        src = path.read_text()
        raised |= set(re.findall(r'IllegalCommand\(\s*"(\w+)"', src))
        raised |= set(re.findall(r'code: str = "(\w+)"', src))
        raised |= set(re.findall(r'"(no_\w+_favour|need_active_novices\w*|few_\w+)"', src))
    assert raised and raised <= set(CODES)
    assert set(CODES) - raised == set()


@pytest.mark.parametrize("code", CODES)
def test_every_code_has_a_string_in_every_language_with_the_engines_parameters(code):
    english = _fields(REFUSALS[code])
    for lang, table in i18n.TABLES.items():
        key = f"refusal.{code}"
        assert key in table, f"{lang} lacks {key}"
        assert _fields(table[key]) == english, (lang, code)
        if f"{code}.one" in REFUSALS:
            assert f"{key}.one" in table, (lang, code)


def test_an_unregistered_code_is_a_programming_error():
    with pytest.raises(KeyError):
        IllegalCommand("no_such_refusal")


@pytest.mark.parametrize("lang,words", [
    ("de", ["Du brauchst 2 aktive Novizen", "Buch-Insel", "du hast 1"]),
    ("nl", ["Je hebt 2 actieve novices", "op het Boekeiland"]),
    ("fr", ["Il vous faut 2 Novices actifs", "sur l’Île du Livre"]),
    ("en", ["You need 2 active novices on the Book island (you have 1)"]),
])
def test_a_refusal_reads_in_the_players_language(lang, words):
    game = play(_with(lambda s: novices(s, BOOK, 0, active=1)))
    refused = game.refusal(C("favour", island=BOOK))
    try:
        i18n.set_language(lang)
        text = i18n.refusal(refused)
    finally:
        i18n.set_language("en")
    for w in words:
        assert w in text, text
    assert lang == "en" or "You need" not in text


def _on_jetty(snap: dict, n: int) -> None:
    snap["jetty"][0] += n
    snap["supply"]["novices"][0] -= n


def _counted(code: str, n: int):
    """The engine's refusal `code` raised with count n."""
    if code == "council_room":              # the disc n seats below seat 10
        cmd = C("council", island=BOOK, count=n + 1)
        snap = _with(lambda s: novices(s, BOOK, 0, active=n + 1),
                     lambda s: s.update(council=[[1, 2, 3]] + [[] for _ in range(9 - n)]
                                        + [[0]] + [[] for _ in range(n)]))
    elif code == "few_inactive":
        cmd = C("herbs", island=BOOK, count=2)
        snap = _with(lambda s: give(s, 0, "herbs"), lambda s: novices(s, BOOK, 0, inactive=n))
    elif code == "few_active":             # (lying novices there: not "none here")
        cmd = C("tides", moves=[{"from": BOOK, "active": True, "to": 1, "count": n + 1}])
        snap = _with(lambda s: give(s, 0, "tides"),
                     lambda s: novices(s, BOOK, 0, active=n, inactive=1))
    else:
        cmd = C("tides", moves=[{"from": "jetty", "to": 1, "count": n + 1}])
        snap = _with(lambda s: give(s, 0, "tides"), lambda s: _on_jetty(s, n))
    refused = play(snap).refusal(cmd)
    assert (refused.code, refused.params["count"]) == (code, n)
    return refused


@pytest.mark.parametrize("lang", list(i18n.LANGUAGE_NAMES))
def test_a_counted_refusal_fits_its_count_in_every_language(lang):
    """Review 22 #7, #8: "Only 1 more seats", "nur noch 1 Plätze", "Vous n'avez qu'0
    Novice". Each refusal that counts, raised by the engine with 0, 1 and 2, says that
    number in a sentence that fits it; one seat left takes the language's singular."""
    try:
        i18n.set_language(lang)
        for code in ("few_inactive", "few_active", "few_on_jetty"):
            for n in (0, 1, 2) if code != "few_inactive" else (0, 1):
                words = i18n.refusal(_counted(code, n))
                assert re.findall(r"\d+", words)[-1:] == [str(n)], words
                assert not re.search(r"[a-zé]'\d", words), words        # no "qu'0"
        one, two = (i18n.refusal(_counted("council_room", n)) for n in (1, 2))
        assert "2" in two and one != two.replace("2", "1"), (one, two)
    finally:
        i18n.set_language("en")
    assert _counted("council_room", 1).reason.startswith("Only 1 more seat is left")


@pytest.mark.parametrize("lang", ["de", "nl", "fr"])
def test_french_never_elides_before_a_number_and_no_refusal_counts_from_only(lang):
    """A placeholder may be any number: "qu'{count}" reads "qu'0"; and a count that may be
    0 is never "only" it ("nur 0", "maar 0")."""
    table = TABLES[lang]
    assert not [k for k, s in table.items() if re.search(r"[A-Za-zé]'\{", s)]
    assert not [k for k in table if k.startswith("refusal.few_") and k.endswith(".one")]


def test_a_replayed_log_keeps_the_code_of_its_bad_command():
    from luna.engine import replay
    g = new_game(players=2, seed=1)
    with pytest.raises(IllegalCommand) as err:
        replay(g.header, [{"type": "meditate", "player": 1 - g.to_move}])
    assert err.value.code == "not_your_turn"
    assert err.value.reason.startswith("command 1 of the log: ")


def test_the_natural_click_on_your_own_unreleased_tile_is_consecrating_it():
    from luna.client.board.targets import Tile
    from luna.client.game.choices import natural_command
    snap = _with(lambda s: claim(s, 12, 0))
    cmd = natural_command(Tile(12), snap, 0)
    assert cmd == C("consecrate", tile=12)
    assert play(snap).refusal(cmd).code == "own_tile_not_released"
    other = natural_command(Tile(11), snap, 0)
    assert other == C("appoint", island=isl(snap, "tides"), tile=11)


@pytest.mark.parametrize("lang,mine", [("en", "yours"), ("de", "gehört dir"),
                                       ("nl", "van jou"), ("fr", "à vous")])
def test_your_own_tile_before_the_guardian_is_refused_as_yours(lang, mine):
    """A tile you claimed with bribery, still before the Guardian: its Consecration is
    refused by saying the tile is yours and when it may be consecrated (rule 3.9: once
    released, or now with bribery), not as if it were still to be claimed."""
    for extra, code in ((lambda s: None, "own_tile_not_released"),
                        (lambda s: give(s, 0, "bribery"), "own_tile_use_bribe")):
        snap = _with(lambda s: claim(s, 9, 0), extra)
        assert play(snap).refusal(C("consecrate", tile=9)).code == code
        words = TABLES[lang][f"refusal.{code}"].format(tile=9)
        assert mine in words and words != TABLES[lang]["refusal.not_released_bribe"]


def test_a_bug_halfway_through_a_command_leaves_the_game_as_it_was(monkeypatch):
    """apply runs on the live state (every check comes first); a crash in the middle of
    an effect is refused as an internal error and the state is folded again from the log."""
    from luna.engine import game as game_module
    g = new_game(players=3, seed=2, setup="intro")
    g.apply(g.legal()[0])
    before, log = g.snapshot(), list(g.log)
    cmd = next(c for c in g.legal() if c["type"] == "travel")

    def broken(s, p, c):
        s.active[c["moves"][0]["from"]][p] -= 1          # half done…
        raise RuntimeError("bug")                        # …then a bug

    monkeypatch.setitem(game_module.PHASE_COMMANDS["actions"], "travel", broken)
    with pytest.raises(IllegalCommand) as err:
        g.apply(cmd)
    assert err.value.code == "internal_error"
    assert g.snapshot() == before and g.log == log
