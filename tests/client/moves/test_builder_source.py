"""A move built by clicks takes novices from a second island: a click on that island's
novices picks them up, and the screen says so and what to click next (a French fresh
player clicked his novices on the Book island twice while building a Travel, saw "1
Novice prévu" stay, and heard nothing). Played through the real loop at normal speed."""

from __future__ import annotations

import pytest
from direct_round import position
from human import Person
from test_direct_play import ready
from test_scoring_summary import open_at

from luna.client.board.targets import Group, Island
from luna.text import t
from luna.text.i18n import island

HERBS, TIDES, BOOK = 2, 6, 0          # the round's islands (direct_round.position)


@pytest.fixture
def person(tmp_path):
    one = Person(tmp_path, size=(1280, 800))
    yield one
    one.close()


def said(person) -> list[str]:
    return [m for m, _ in person.app.toasts]


def test_a_second_islands_novices_clicked_are_picked_up_and_said(person):
    open_at(person, position())
    scene = person.scene
    ready(person)
    kinds = [isl["kind"] for isl in scene.snap["islands"]]
    assert (kinds[HERBS], kinds[TIDES], kinds[BOOK]) == ("herbs", "tides", "book")
    person.act(Group(HERBS, 0, "active"), "travel")       # the Herbs island's tray
    assert scene.builder is not None and scene.builder.source == HERBS
    person.click_on(Island(BOOK))
    assert scene.builder.count == 1
    person.click_on(Group(TIDES, 0, "active"))            # the second island's novices
    from_tides = t("builder.from", island=island("tides"))
    assert scene.builder.source == TIDES and scene.builder.count == 1
    assert scene.move_help.words == from_tides, scene.move_help.words   # in the move's own words
    person.wait(4.0)                                      # clicked again: still said,
    person.click_on(Group(TIDES, 0, "active"))            # nothing else done
    assert scene.move_help.words == from_tides and scene.builder.count == 1
    person.click_on(Island(BOOK))
    assert scene.builder.count == 2
    assert sorted(m["from"] for m in scene.builder.command()["moves"]) == [HERBS, TIDES]


def test_the_jetty_gives_no_more_novices_than_wait_there(person):
    """A fresh player planned Tides, clicked the jetty's one novice away twice: the plan
    said +6 until Confirm greyed with "Not enough novices on the jetty". A click that asks
    more than stand at the source is taken back at once and the engine's reason said, as
    a drop there is; the jetty's count says what stays."""
    from positions import blank, give, isl, play

    from luna.client.board.targets import Jetty
    from luna.text import not_allowed, refusal
    s = blank(players=2)
    s["jetty"][0] = 1
    s["supply"]["novices"][0] -= 1
    give(s, 0, "tides")
    book = isl(s, "book")
    open_at(person, play(s))
    scene = person.scene
    ready(person)
    person.act(Jetty(0), "tides")
    assert scene.builder is not None and scene.builder.source == "jetty"
    person.click_on(Island(book))
    assert scene.builder.count == 1
    person.click_on(Island(book))                 # a second one: none is left there
    assert scene.builder.count == 1
    cmd = dict(scene.builder.command())
    cmd["moves"] = [dict(cmd["moves"][0], count=2)]
    words = not_allowed(refusal(scene.game.refusal(cmd)))
    assert words in said(person), said(person)
    assert scene.builder.reason(scene.game) is None      # the move still confirms


def test_a_place_the_move_empties_shows_its_figures_gone(person):
    """Two fresh players read a figure beside a "0" as a novice still standing there, two
    more the veiled figure as a fifth, black player: the figures of a place a move being
    built takes every novice from are gone from it (tests/client/moves/test_arrow_under.py: its
    ground shows), while one of them is still to stay they stand as they were."""
    import pygame
    open_at(person, position())
    scene = person.scene
    ready(person)
    src = Group(HERBS, 0, "active")                 # its 2 active novices

    def shown() -> float:
        """How much of the group's figures the screen shows as they are drawn."""
        figures, at = scene.board.sprites[src]
        mask = pygame.mask.from_surface(figures, 254)
        screen = person.app.screen
        seen = [screen.get_at((at[0] + x, at[1] + y))[:3] == figures.get_at((x, y))[:3]
                for x in range(0, figures.get_width(), 2)
                for y in range(0, figures.get_height(), 2) if mask.get_at((x, y))]
        return sum(seen) / len(seen)
    before = shown()
    person.act(src, "travel")
    person.click_on(Island(BOOK))
    one_stays = shown()
    person.click_on(Island(BOOK))
    assert scene.builder.count == 2
    emptied = shown()
    assert before > 0.9 and one_stays > 0.8, (before, one_stays)
    assert emptied < 0.1, emptied


def test_a_click_on_a_figure_sends_the_novice_to_its_island(person):
    """A German fresh player building a Travel clicked the Architect standing on the
    island he meant: the figure's hover text came and the move stayed empty (Confirm
    grey). A click on a figure, a shrine or a favour stack on an island is that island's."""
    from luna.client.board.targets import Figure
    open_at(person, position())
    scene = person.scene
    ready(person)
    person.act(Group(HERBS, 0, "active"), "travel")
    assert scene.builder is not None and scene.builder.count == 0
    at = scene.snap["architect"]
    assert at != HERBS and scene.board.rect_of(Figure("architect")) is not None
    person.click_on(Figure("architect"))
    assert scene.builder.count == 1
    assert scene.builder.command()["moves"] == [
        {"from": HERBS, "to": at, "count": 1}], scene.builder.command()


def _discs_shown(person, disc) -> float:
    """How much of a count's disc (its dark ground) the screen shows at `disc` (its
    number covers about a third of it)."""
    from luna.client.board.groups import count_ground
    ground, c = count_ground(disc.w)
    screen = person.app.screen
    x0, y0 = disc.centerx - c, disc.centery - c
    seen = []
    for x in range(0, ground.get_width(), 2):
        for y in range(0, ground.get_height(), 2):
            r, g, b, a = ground.get_at((x, y))
            if a > 250 and r + g + b < 200:                 # the disc's dark ground
                seen.append(screen.get_at((x0 + x, y0 + y))[:3] == (r, g, b))
    return sum(seen) / max(1, len(seen))


def test_the_jetty_keeps_no_count_where_its_novice_was_taken(person):
    """A French fresh player built a Tides move taking his one novice off the jetty: the
    novice went from the planks, its count "1" stayed on them beside the other player's
    novice ("1 ▲1"). A place the move empties loses its count with its figures; a place
    it takes some from says how many stay."""
    from positions import blank, give, isl, play

    from luna.client.board.targets import Jetty
    s = blank(players=2)
    s["jetty"][0], s["jetty"][1] = 1, 1
    s["supply"]["novices"][0] -= 1
    s["supply"]["novices"][1] -= 1
    give(s, 0, "tides")
    book = isl(s, "book")
    open_at(person, play(s))
    scene = person.scene
    ready(person)
    mine, theirs = scene.board.jetty_badges[Jetty(0)], scene.board.jetty_badges[Jetty(1)]
    assert _discs_shown(person, mine) > 0.5 and _discs_shown(person, theirs) > 0.5
    person.act(Jetty(0), "tides")
    person.click_on(Island(book))
    assert scene.builder is not None and scene.builder.count == 1
    person.wait(0.5)
    assert _discs_shown(person, mine) < 0.1, _discs_shown(person, mine)  # no count on
    assert _discs_shown(person, theirs) > 0.5                           # empty planks
