"""A move's greyed reason on an island says why, by the rules (fresh17: the Tides favour's
reason on an island without novices of one's own read "not enough active novices on this
island", as if the Tides needed novices on the island they go to; the Tides take a
player's novices from wherever they stand, islands or the jetty, active or not).

Played at normal speed in the real loop: the island is clicked, the greyed move's tile is
pointed at, and its hover text is read; the words are the engine's refusal."""

from __future__ import annotations

import pytest
from human import Person
from positions import blank, claim, give, isl, novices, play, shrine
from test_scoring_summary import open_at

from luna import text as i18n
from luna.client.board.targets import Island, Tile
from luna.client.demo.driver import target_rect
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, language="de")
    yield p
    p.close()
    i18n.set_language("en")


def _position():
    """Player 0 holds the Tides, the Sailboat and the novice favour; their novices stand
    on the Herbs island (active) and lie beside the Tides island; none on or beside the
    Book island, where their shrine stands (the novice favour may take its favour there,
    so the island's tray opens)."""
    s = blank(players=3)
    novices(s, isl(s, "herbs"), 0, active=2)
    novices(s, isl(s, "tides"), 0, inactive=2)
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "sailboat"), 2, active=3)
    shrine(s, isl(s, "book"), 0)
    give(s, 0, "tides", "sailboat", "novice")
    return s


def test_a_move_greyed_on_an_island_without_ones_novices_says_where_moves_start(person):
    snap = _position()
    book = isl(snap, "book")
    open_at(person, play(snap))
    scene = person.scene
    person.click_on(Island(book))
    island = i18n.island("book")
    said = {
        "tides": t("refusal.tides_none_here", island=island),
        "travel": t("refusal.travel_none_here", island=island),
        "sailboat": t("refusal.sailboat_none_here", island=island),
    }
    for kind, words in said.items():
        rect, act = person.card(kind)
        assert not act.enabled
        person.point(rect.center)
        assert scene.hover.what == "ring"
        assert scene.hover.words.startswith(words + ".\n"), (kind, scene.hover.words)
    # by the rules: the Tides take novices lying beside an island too, and from the jetty
    tides = said["tides"]
    assert "auf oder neben der Buch-Insel" in tides and "Bootssteg" in tides, tides
    assert "Nicht genug" not in tides


@pytest.mark.parametrize("lang,words", [
    ("en", ("on or beside the Book island", "jetty")),
    ("de", ("auf oder neben der Buch-Insel", "Bootssteg")),
    ("nl", ("op of naast het Boekeiland", "aanlegplaats")),
    ("fr", ("sur l’Île du Livre ni à côté", "embarcadère")),
])
def test_the_tides_reason_names_novices_on_and_beside_and_the_jetty(lang, words):
    """Only where the island holds none of the mover's novices, active or lying, is the
    Tides refused with the new words; where some lie beside it the Tides may start."""
    snap = _position()
    game = play(snap)
    book, tides = isl(snap, "book"), isl(snap, "tides")
    move = {"type": "tides", "player": 0, "moves": [
        {"from": book, "active": True, "to": tides, "count": 1}]}
    refused = game.refusal(move)
    assert refused.code == "tides_none_here"
    lying = {"type": "tides", "player": 0, "moves": [
        {"from": tides, "active": False, "to": book, "count": 1}]}
    assert game.refusal(lying) is None
    try:
        i18n.set_language(lang)
        text = i18n.refusal(refused)
    finally:
        i18n.set_language("en")
    for w in words:
        assert w in text, text


def test_appoint_greyed_names_the_tile_bribery_would_reach(person):
    """The greyed Appointment of an island whose tiles all lie before the Guardian names
    the nearest of them (a Bribery would reach it), not the farthest by the entrance
    ("not even bribery reaches it", while one would)."""
    s = blank(players=4)
    tides = isl(s, "tides")
    novices(s, tides, 0, active=2)              # Tides tiles: 9 and 11 within bribery's
    open_at(person, play(s))                    # reach, 15 and 24 beyond it
    scene = person.scene
    person.click_on(Island(tides))
    rect, act = person.card("appoint")
    assert not act.enabled and act.about["tile"] == 9
    person.point(rect.center)
    words = t("refusal.not_released_bribe", tile=9)
    assert scene.hover.words.startswith(words), scene.hover.words
    assert t("refusal.beyond_bribery", tile=24) not in scene.hover.words


def test_a_click_on_ones_own_tile_before_the_guardian_says_it_is_ones_own(person):
    """fresh19 clicked the tile they had claimed with a Bribery favour, still before the
    Guardian, and read "it needs a bribery favour" as if it were still to be claimed: the
    toast says the tile is theirs and when it may be consecrated, whole on the screen."""
    s = blank(players=4)
    claim(s, 9, 0)
    open_at(person, play(s))
    scene = person.scene
    person.click(target_rect(scene, Tile(9)).center)
    person.wait(0.3)
    words = t("illegal", reason=t("refusal.own_tile_not_released", tile=9))
    assert words in [m for m, _ in person.app.toasts], person.app.toasts
    assert t("refusal.not_released_bribe", tile=9) not in " ".join(
        m for m, _ in person.app.toasts)
    screen = person.app.screen.get_rect()
    assert person.app.toast_rects and all(screen.contains(r) for r in person.app.toast_rects)
