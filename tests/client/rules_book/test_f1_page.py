"""F1 opens the rules book at the page about what is under the pointer, whether its
hover text stands yet or not: a board thing's rule, a tray's tile its action's, the path
or the council between their parts theirs (an English fresh player's F1 over the path
and the council opened the book at its start, "goal of the game"). Through the real
loop, frame by frame."""

from __future__ import annotations

import pygame
import pytest
from human import STEP, Person
from test_human_rules_book import a_game_under_way, press_key

from luna.client.board.targets import CouncilSeat, GuardianTile, Island, Ring, Tile
from luna.client.game.hover import target_at
from luna.client.game.tooltips import rule_section
from luna.text import rules_book


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, size=(1280, 800), language="fr", text_size=125)
    yield p
    p.close()


def _book_at(person: Person, game) -> str | None:
    """F1 pressed: the page the book opened at (and back to the game)."""
    press_key(person, pygame.K_F1)
    book = person.scene
    assert type(book).__name__ == "RulesBook"
    page = book.current
    press_key(person, pygame.K_ESCAPE)
    assert person.scene is game
    return page


def _arrive(person: Person, pos) -> None:
    """The pointer comes to `pos` and F1 follows at once: no rest for a hover text."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    person.wait(STEP)


def test_f1_at_once_on_every_kind_of_board_thing_opens_its_page(person):
    """Each just after the book was closed (Esc): the hover texts wait for the pointer
    to rest, so none stands yet where F1 is pressed at once."""
    game = a_game_under_way(person)
    person.point((4, 4))
    _book_at(person, game)
    kinds, unshown = {}, 0
    for rect, tg in list(game.board.hits):
        if type(tg) in kinds or game.board.target_at(rect.center) != tg:
            continue
        want = rule_section(tg, game.snap)
        if want is None:
            continue
        _arrive(person, rect.center)
        unshown += game.tip_rect is None        # (its text not shown yet)
        kinds[type(tg)] = (_book_at(person, game), want)
    assert unshown == len(kinds)
    assert {CouncilSeat, GuardianTile, Island} <= set(kinds)
    assert all(got == want for got, want in kinds.values()), kinds


def test_f1_between_the_paths_tiles_and_the_councils_seats_opens_their_page(person):
    game = a_game_under_way(person)
    for kind, page in ((GuardianTile | Tile, "guardian"), (CouncilSeat, "council")):
        rects = [pygame.Rect(r) for r, tg in game.board.hits if isinstance(tg, kind)]
        whole = rects[0].unionall(rects[1:])
        gaps = [(x, y) for x in range(whole.left + 2, whole.right - 2, 3)
                for y in range(whole.top + 2, whole.bottom - 2, 3)
                if game.board.target_at((x, y)) is None]
        assert gaps, kind                       # (between its parts: nothing itself)
        person.point(gaps[0])
        assert game.hover is None
        assert _book_at(person, game) == page, kind


def a_tray_open(person):
    """A game under way with the tray of a clickable island open: game, island, tray."""
    game = a_game_under_way(person)
    island = next(tg for _, tg in game.board.hits
                  if isinstance(tg, Island) and tg in game.clickable)
    person.click_on(island)
    assert game.ring is not None
    return game, island, game.ring


def test_f1_on_a_trays_tile_opens_its_actions_page(person):
    """F1 on each tile opens its action's page; Esc back gives the game as it was, the
    tray open (F605: it was gone, and the next click on a tile's place landed on the log
    standing there again and looked back): a click on a tile then plays it."""
    game, island, ring = a_tray_open(person)
    for k, act in enumerate(ring.actions[:3]):
        person.point(ring.cards[k].center)
        assert isinstance(game.hover, Ring)
        page = _book_at(person, game)
        assert page is not None and page != "aim", act.kind
        assert rules_book.section(page).id == page
        assert game.ring is ring, act.kind
    k = next(k for k, a in enumerate(ring.actions) if a.enabled and not a.builder
             and a.favour_only is None and not (a.kind == "appoint" and len(a.tiles) > 1))
    n = len(game.game.log)
    person.click(ring.cards[k].center)
    person.wait(0.3)
    assert game.back is None and len(game.game.log) > n
    assert game.game.log[n]["type"] == ring.actions[k].command["type"], game.game.log[n:]


def test_f1_on_a_trays_ground_opens_the_page_of_its_island(person):
    """Issue 54: F1 over the Herbs island opened the book at "The aim of the game": the
    pointer stood on the open tray's ground (between its tiles, its name), which named
    no page. There it is the page of what the tray was opened on, the island's."""
    game, island, ring = a_tray_open(person)
    view = game.view()
    ground = next((x, y) for y in range(ring.rect.top + 2, ring.rect.bottom - 2, 3)
                  for x in range(ring.rect.left + 2, ring.rect.right - 2, 3)
                  if target_at((x, y), view) == Ring(-1, "tray", ""))
    person.point(ground)
    assert game.ring is not None
    assert _book_at(person, game) == rule_section(island, game.snap) != "aim"


def test_f1_over_an_islands_name_the_temple_island_and_the_sea_opens_their_page(person):
    """F586: F1 over the sea or an island's name opened the book at "The aim of the
    game". Over an island's name plate it opens its island's page (its action's, as its
    hover text), over the temple island's bare ground the actions' chapter (it names the
    temple's), over the open sea the chapter of a round; never the book's start."""
    game = a_game_under_way(person)
    lay, board = game.lay, game.board

    def bare(rect, away=()):
        """A point of `rect` under none of the board's things nor `away`."""
        rect = pygame.Rect(rect)
        return next((x, y) for y in range(rect.top + 2, rect.bottom - 2, 4)
                    for x in range(rect.left + 2, rect.right - 2, 4)
                    if board.target_at((x, y)) is None
                    and not any(pygame.Rect(r).collidepoint(x, y) for r in away))

    plate, i = board.name_plates()[0]
    person.point(bare(plate))
    assert game.hover is None
    assert _book_at(person, game) == rule_section(Island(i), game.snap) != "aim"
    among = [r for r, tg in board.hits if not isinstance(tg, Island)]
    person.point(bare(lay.temple_island, among + [r for r, _ in board.name_plates()]
                      + list(lay.islands)))
    assert _book_at(person, game) == "actions"
    person.point(bare(lay.board, [lay.temple_island, *lay.islands]
                      + [r for r, _ in board.name_plates()]))
    assert _book_at(person, game) == "round"
