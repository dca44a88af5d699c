"""No drop does nothing unsaid ("an illegal drop or click snaps back and says why in one
line", PLAY_AND_LOOK.md). Two fresh players: a novice dragged from the Sailboat island
onto tile 6 showed its arrow and ghost on the tile, and on release nothing happened, no
word (twice; a click on the tile, then Appointment, worked); a novice dragged off the
Apostate's island (solo level 2) only opened that island's tray, where a refused click
says "Interdit : …".

Played at human pace through the real loop (tests/client/human.py): a drop on a tile the
Appointment may claim makes it (or, where it spends a favour, opens the island's tray with
that tile chosen), any other drop snaps back with the engine's reason in one line."""

from __future__ import annotations

import pytest
from human import Person
from positions import blank, claim, give, novices, play
from test_scoring_summary import open_at

from luna.client.board.targets import Field, Group, Island, Tile
from luna.client.demo.driver import target_rect
from luna.text import i18n, refusal, t

BOOK, SAILBOAT, NOVICE = 0, 3, 5


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()
    i18n.set_language("en")


def four_players():
    """Four players, the first to move with 2 novices on the Sailboat island and 1 on the
    Book island with the Novice favour (tile 6 shows the Sailboat, tile 5 the Book)."""
    s = blank(players=4)
    novices(s, SAILBOAT, 0, active=2)
    novices(s, BOOK, 0, active=1)
    give(s, 0, "novice")
    return play(s)


def drag_held(person, source, target) -> list:
    """Drag `source` onto `target`; what glowed while it was held there."""
    scene, seen = person.scene, []
    person.drag(target_rect(scene, source).center, target_rect(scene, target).center,
                held=lambda: seen.append((scene.dragging.drop_target(scene.view()),
                                          set(scene.dragging.lit(scene.view())))))
    return seen[-1]


def test_a_drop_on_a_lit_tile_makes_the_appointment_it_showed(person):
    game = four_players()
    open_at(person, game)
    scene = person.scene
    n = len(scene.game.log)
    under, lit = drag_held(person, Group(SAILBOAT, 0, "active"), Tile(6))
    assert under == Tile(6) and Tile(6) in lit          # the tile glows as the drop's place
    assert Tile(5) not in lit                           # (the Book's tile is not this one's)
    person.settle()
    assert len(scene.game.log) == n + 1
    assert scene.game.log[n] == {"type": "appoint", "player": 0, "island": SAILBOAT,
                                 "tile": 6, "bribe": False, "novice_token": False}
    assert scene.dragging.note is None


def test_a_drop_on_a_tile_that_spends_a_favour_opens_the_tray_with_it_chosen(person):
    open_at(person, four_players())
    scene = person.scene
    n = len(scene.game.log)
    under, lit = drag_held(person, Group(BOOK, 0, "active"), Tile(5))
    assert under == Tile(5)
    assert len(scene.game.log) == n                     # nothing spent unseen
    assert scene.ring is not None and scene.ring.anchor == Group(BOOK, 0, "active")
    act = next(a for a in scene.ring.actions if a.kind == "appoint")
    assert act.choice.tile == 5 and act.command["novice_token"]   # its chip shows it
    said = t("tray.favour_again", kind=t("kind.novice"))   # the drop asked (F571)
    assert said in [m for m, _ in person.app.toasts], person.app.toast_words()
    person.click_on(Tile(5))                            # the lit tile plays it
    person.settle()
    assert scene.game.log[n]["type"] == "appoint" and scene.game.log[n]["tile"] == 5


def test_a_drop_on_a_tile_it_cannot_claim_snaps_back_with_the_engines_reason(person):
    game = four_players()
    open_at(person, game)
    scene = person.scene
    n = len(scene.game.log)
    under, lit = drag_held(person, Group(SAILBOAT, 0, "active"), Tile(5))
    assert under is None                                 # dark: the Book's tile
    assert len(scene.game.log) == n
    probe = {"type": "appoint", "player": 0, "island": SAILBOAT, "tile": 5, "bribe": False,
             "novice_token": False}
    note = scene.dragging.note
    assert note is not None and note.words == refusal(game.refusal(probe))
    assert "5" in scene.dragging.note.words
    assert scene.dragging.note_rect.right <= scene.lay.board[0] + scene.lay.board[2]
    # on the water: no move goes there, and it says where one does
    person.wait(3.0)
    person.drag(target_rect(scene, Group(SAILBOAT, 0, "active")).center, (6, 6), steps=6)
    assert scene.dragging.note is not None and scene.dragging.note.words == t("drag.nowhere")
    assert len(scene.game.log) == n and scene.builder is None


def test_a_claimed_tile_dragged_onto_its_field_is_consecrated(person):
    """A claimed tile dragged onto its temple field only opened the tile's tray, while the
    Book dragged played its move (F526). Every piece that can be dragged plays the move
    it is dragged to or says why not: the tile dropped on another field snaps back saying
    where it goes; dropped on its own field, lit while held there, it is consecrated."""
    s = blank(players=4)
    novices(s, BOOK, 0, active=1)
    claim(s, 8, 0)                                     # released: consecrated for free
    open_at(person, play(s))
    scene = person.scene
    n = len(scene.game.log)
    person.drag(target_rect(scene, Tile(8)).center, target_rect(scene, Field(7)).center)
    assert len(scene.game.log) == n
    note = scene.dragging.note
    assert note is not None and note.words == t("drag.tile_nowhere", field=8)
    person.wait(3.0)
    under, lit = drag_held(person, Tile(8), Field(8))
    assert under == Field(8) and lit == {Field(8)}
    person.settle()
    assert scene.game.log[n] == {"type": "consecrate", "player": 0, "tile": 8,
                                 "bribe": False}


def test_a_drag_off_the_apostates_island_says_the_engines_refusal(tmp_path):
    """The French player's: solo level 2, his novices on the Apostate's island."""
    person = Person(tmp_path, language="fr")
    try:
        s = blank(solo_level=2)
        novices(s, NOVICE, 0, active=2)
        novices(s, SAILBOAT, 0, active=2)
        assert s["apostate"] == NOVICE
        game = play(s)
        open_at(person, game)
        scene = person.scene
        assert scene.dragging.draggable(Group(NOVICE, 0, "active"), scene.view())
        n = len(scene.game.log)
        under, lit = drag_held(person, Group(NOVICE, 0, "active"), Island(SAILBOAT))
        assert under is None and not lit                 # nowhere to go: nothing lit
        assert scene.ring is None and scene.builder is None   # not its tray either
        travel = {"type": "travel", "player": 0, "moves": [{"from": NOVICE, "to": SAILBOAT,
                                                            "count": 1}]}
        said = refusal(game.refusal(travel))
        assert scene.dragging.note is not None and scene.dragging.note.words == said
        assert "Apostat" in said
        assert len(scene.game.log) == n
        # a press let go where it began is still a click: the island's tray
        person.click_on(Group(NOVICE, 0, "active"))
        assert scene.ring is not None and person.card("banish")[1].enabled   # (the
        #                                       Apostate's island: its Banish may be taken)
    finally:
        person.close()
        i18n.set_language("en")
