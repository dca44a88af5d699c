"""The round's scoring card lets a player see what was scored.

Fresh players (German 1024x700 at 150 %, French 1280x800 at 125 %, English 1920x1080,
four players each): the card stood somewhere else after round 3 (its top edge at y 203,
then 80); the Book's name and badge peeked half above its top edge; it covered the
islands it scored and the temple, whose scored novices turned beige under the gold. Now
it stands at the board's foot, one place and one size all game, its edges cut no name,
piece, count or token in half; holding "See the board" (or Tab) fades it away, the board
in full light with its rings; the temple's scored novices keep their colours. Played in
the real loop at normal speed.
"""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, Person
from test_scoring_summary import before_a_round_end, open_at

from luna.client.board.targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    IslandFavours,
    Jetty,
    Shrine,
    Tile,
)
from luna.text import t

GROUND = (12, 18, 40)          # the card's ground


def ground_share(surf: pygame.Surface, box: pygame.Rect) -> float:
    """The share of the card's place painted in the card's ground colour."""
    n = seen = 0
    for x in range(box.left + 4, box.right - 4, 7):
        for y in range(box.top + 4, box.bottom - 4, 7):
            seen += 1
            n += tuple(surf.get_at((x, y)))[:3] == GROUND
    return n / seen


def cut(card: pygame.Rect, things: list[pygame.Rect]) -> list[pygame.Rect]:
    return [r for r in things if card.colliderect(r) and not card.contains(r)]


def things_seen(board) -> list[pygame.Rect]:
    """The board's names, pieces, counts and tokens as drawn (not land, stone, water)."""
    kinds = (Group, IslandFavours, Shrine, Figure, Field, Tile, GuardianTile, Jetty,
             CouncilSeat, Candles)
    return [pygame.Rect(r) for r, tg in board.hits if isinstance(tg, kinds)] + \
        [pygame.Rect(r) for r, _ in board.name_plates()] + \
        [pygame.Rect(r) for r, _ in board.hits.tops.values()]


@pytest.mark.parametrize("size,language,text", [((1280, 800), "fr", 125),
                                                ((1024, 700), "de", 150)])
def test_the_card_stands_in_one_place_and_cuts_nothing_in_half(tmp_path, size, language,
                                                                 text):
    p = Person(tmp_path, size=size, language=language)
    try:
        if text != 100:
            p.app.settings.text_size = text
            p.app.restyle()
        game, _ = before_a_round_end(["human"] * 4, seed=5)
        open_at(p, game)
        scene = p.scene
        seen = []
        for rnd in (1, 2, 3):
            n = 0
            while not p.scoring_shown:
                p.until(lambda: scene.table.may_act and not scene.blocked   # noqa: B023
                        or p.scoring_shown, what="a turn")
                if p.scoring_shown:
                    break
                p.press(t("btn.meditate"))
                n += 1
                assert n < 24, "the round did not end"
            p.wait(LOOK)
            card = pygame.Rect(scene.scoring.rect)
            assert scene.summary.round == rnd
            assert pygame.Rect(scene.lay.board).contains(card)
            halves = cut(card, things_seen(scene.board))
            assert not halves, (rnd, card, halves)
            seen.append(card)
            p.read_the_scoring()
        assert len(set(map(tuple, seen))) == 1, seen
    finally:
        p.close()


def _to_round_2s_card(p: Person, players: int = 4) -> None:
    """A game of four persons (or `players`) to round 2's end, its last meditation
    pressed: the card stands."""
    game, _ = before_a_round_end(["human"] * players, seed=9, rounds=2)
    open_at(p, game)
    p.press(t("btn.meditate"))
    p.until(lambda: p.scoring_shown, what="the summary")


def _the_card_read(p: Person):
    """Round 2's card, looked at: its view, where it stands, the screen."""
    _to_round_2s_card(p)
    p.wait(LOOK)
    view = p.scene.scoring
    return view, pygame.Rect(view.rect), p.app.screen


def test_holding_see_the_board_fades_the_card_and_letting_go_brings_it_back(tmp_path):
    p = Person(tmp_path, size=(1920, 1080))
    try:
        view, card, screen = _the_card_read(p)
        assert ground_share(screen, card) > 0.5
        look = view.peek_button
        assert look.visible and look.text == t("scoring.peek")
        assert card.contains(look.rect) and not look.rect.colliderect(view.button.rect)
        # its button held with the mouse: the card fades away, the board shows
        p.point(look.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=look.rect.center,
                                             button=1))
        p.wait(0.5)
        assert ground_share(screen, card) < 0.02
        assert t("scoring.title", round=2) not in [w for w, _ in view.drawn]
        assert p.scoring_shown and not view.button.visible
        # the scored islands' rings still drawn over the board in full light
        assert ("scored" in {how for _, how in p.scene.marks.drawn})
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=look.rect.center,
                                             button=1))
        p.wait(0.4)
        assert p.scoring_shown, "letting go went on past the scoring"
        assert ground_share(screen, card) > 0.5 and view.button.visible
        # Tab held does the same
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode="\t", scancode=0))
        p.wait(0.4)
        assert ground_share(screen, card) < 0.02 and p.scoring_shown
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0,
                                             unicode="\t", scancode=0))
        p.wait(0.4)
        assert ground_share(screen, card) > 0.5
        p.press(t("scoring.continue"))
        assert not p.scoring_shown
    finally:
        p.close()


def test_the_scored_temple_novices_keep_their_colours(tmp_path):
    p = Person(tmp_path, size=(1920, 1080))
    try:
        _to_round_2s_card(p)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode="\t", scancode=0))
        p.wait(LOOK)
        scene = p.scene
        fields = scene.summary.temple_fields
        assert fields
        places = {f: pygame.Rect(scene.board.field_novices[Field(f)]) for f in fields}
        lit = {f: [tuple(p.app.screen.get_at((x, y)))[:3] for x in range(r.left, r.right, 2)
                   for y in range(r.top, r.bottom, 2)] for f, r in places.items()}
        assert "scored" in {how for _, how in scene.marks.drawn}
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0,
                                             unicode="\t", scancode=0))
        p.wait(LOOK)
        p.press(t("scoring.continue"))
        p.settle()
        p.wait(2.0)                  # (a turn's places to act lit a moment as it begins)
        for f, r in places.items():          # the same novices, no mark on the board now
            assert scene.board.field_novices[Field(f)] == r
            plain = [tuple(p.app.screen.get_at((x, y)))[:3]
                     for x in range(r.left, r.right, 2) for y in range(r.top, r.bottom, 2)]
            off = sorted(sum(abs(a - b) for a, b in zip(c, d, strict=True))
                         for c, d in zip(lit[f], plain, strict=True))
            assert off[len(off) // 2] <= 6, (f, off[len(off) // 2])
    finally:
        p.close()


def test_a_click_on_see_the_board_keeps_it_in_sight_till_the_next_click(tmp_path):
    """Three fresh players clicked "See the board" and saw nothing happen (it worked only
    held), and held, its rim stayed as a gold line across the board: a click keeps the
    board in sight, nothing of the card on it, the button saying it brings the card back;
    a click on it, or anywhere, or a key, brings the card back, the scoring still there."""
    p = Person(tmp_path, size=(1280, 800))
    try:
        view, card, screen = _the_card_read(p)
        look = view.peek_button
        top = [(x, card.top + dy) for x in range(card.left + 30, card.right - 30, 7)
               for dy in (0, 1)]
        p.click(look.rect.center)
        p.wait(1.0)
        assert ground_share(screen, card) < 0.02 and p.scoring_shown
        assert look.text == t("scoring.peek_back")
        from luna.client.window.fonts import text
        assert text(look.text, 16).get_width() + 16 <= look.rect.w, look.rect    # whole
        assert not view.drawn and not view.button.visible
        gold = [pt for pt in top if screen.get_at(pt)[0] > 150 and screen.get_at(pt)[2] < 140]
        assert len(gold) < len(top) // 4, "the card's rim left across the board"
        p.click(look.rect.center)                  # its button again: the card
        p.wait(0.6)
        assert ground_share(screen, card) > 0.5 and view.button.visible
        assert look.text == t("scoring.peek")
        p.click(look.rect.center)
        p.wait(0.6)
        p.click((card.right - 10, card.top + 10))   # anywhere: the card, not dismissed
        p.wait(0.6)
        assert p.scoring_shown and ground_share(screen, card) > 0.5
        p.press(t("scoring.continue"))
        assert not p.scoring_shown
    finally:
        p.close()


@pytest.mark.parametrize("size,language,text,players",
                         [((1280, 800), "fr", 125, 4), ((1920, 1080), "en", 100, 4),
                          ((1920, 1080), "en", 100, 3)],
                         ids=["1280x800-fr-125", "1920x1080-en-100", "1920x1080-3-players"])
def test_the_card_leaves_the_temple_and_the_scored_island_in_sight(tmp_path, size, language,
                                                                  text, players):
    """Fresh players (four players, French 1280x800 at 125 %, English 1920x1080) could
    not see the temple or the islands being scored while they read the card: it stood
    over all of them. It is no taller than its lines need, its buttons beside its title:
    the temple's fields and the Moon Priestess's island stand in sight over it, on every
    frame it stands. (With three players at 1920x1080 it rose over the path's room for a
    novice and hid the fields' last row, a scored novice on it.)"""
    p = Person(tmp_path, size=size, language=language, text_size=text)
    try:
        _to_round_2s_card(p, players)
        scene = p.scene
        fields = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, Field)]
        temple = fields[0].unionall(fields[1:])
        island = pygame.Rect(scene.lay.islands[scene.summary.priestess_island])
        places = set()
        for _ in range(30):                          # half a second, frame by frame
            p.wait(1 / 60)
            card = pygame.Rect(scene.scoring.rect)
            places.add(tuple(card))
            assert card.top >= temple.bottom, (card, temple)
            # (three players: the Moon Priestess's island, the Novice island at the
            # board's left middle, lies under any card as tall as its lines)
            assert players == 3 or not card.colliderect(island), (card, island)
            assert ground_share(p.app.screen, temple) < 0.02       # none of the card on it
            assert ground_share(p.app.screen, card) > 0.5            # the card, standing
        assert len(places) == 1, places
    finally:
        p.close()


def test_back_to_the_card_stands_off_the_pieces_it_shows(tmp_path):
    """Fresh players clicked "See the board" and found "Back to the card" over what they
    wanted to see (German 1024x700, 150 %: the Bribery island's novices; French 1280x800,
    125 %: the path's first row, tiles 25 to 21): with the board in sight, the button
    stands where it hides none of its names, pieces, counts and tokens, and back on the
    card it stands on the card again."""
    p = Person(tmp_path, size=(1280, 800), language="fr", text_size=125)
    try:
        view, card, screen = _the_card_read(p)
        look = view.peek_button
        home = pygame.Rect(look.rect)
        whole = p.scene.round_end.whole_things(p.scene.view())
        assert [r for r in whole if r.colliderect(home)], "over the path"
        p.click(home.center)
        p.wait(1.0)
        assert look.text == t("scoring.peek_back") and look.visible
        whole = p.scene.round_end.whole_things(p.scene.view())
        shown = [r for r in whole if r.colliderect(look.rect)]
        assert not shown, (look.rect, shown)
        assert pygame.Rect(p.scene.lay.board).contains(look.rect)
        p.click(look.rect.center)                  # back: the card, its button on it
        p.wait(0.6)
        assert ground_share(screen, card) > 0.5 and pygame.Rect(look.rect) == home
    finally:
        p.close()


def test_the_card_stands_alike_each_round_its_title_at_its_top(tmp_path):
    """An English fresh player at 1920x1080 (four players): in rounds 1 and 3 the card's
    top 190 px were bare (raised over the path's tiles, its words left where they were),
    in round 2 it stood lower without them: "the same screen looks different each
    round". Rounds 1 and 2: one place, the title at the card's top."""
    places = set()
    for rounds in (1, 2):
        p = Person(tmp_path / str(rounds), size=(1920, 1080))
        try:
            game, _ = before_a_round_end(["human"] * 4, seed=9, rounds=rounds)
            open_at(p, game)
            p.press(t("btn.meditate"))
            p.until(lambda person=p: person.scoring_shown, what="the summary")
            p.wait(LOOK)
            view = p.scene.scoring
            card = pygame.Rect(view.rect)
            title = next(r for words, r in view.drawn
                         if words == t("scoring.title", round=rounds))
            assert title.top - card.top <= 40, (rounds, title, card)
            places.add(tuple(card))
        finally:
            p.close()
    assert len(places) == 1, places


def test_a_card_raised_over_the_path_leaves_no_bare_band(tmp_path):
    """Three players at 1920x1080: the card stands over the path (its foot's place would
    cut the path's tiles), taller than its lines; they stood at its top and 200 px of bare
    card lay under them. The room is spread: no gap between its lines over 80 px."""
    p = Person(tmp_path, size=(1920, 1080))
    try:
        _to_round_2s_card(p, 3)
        p.wait(LOOK)
        view = p.scene.scoring
        card = pygame.Rect(view.rect)
        lines = sorted((r for _, r in view.drawn), key=lambda r: r.top)
        reached, gaps = card.top, []
        for r in lines:
            gaps.append(r.top - reached)
            reached = max(reached, r.bottom)
        gaps.append(card.bottom - reached)
        assert max(gaps) <= 80, (card, gaps)
    finally:
        p.close()


def test_every_row_of_the_card_stands_as_tall(tmp_path):
    """Three fresh players found the card's rows uneven: some with a line under their
    sum, some without, rows of different heights. Every row says what actions won (0
    too) and stands as tall as the tallest."""
    p = Person(tmp_path, size=(1280, 800), language="fr", text_size=125)
    try:
        view, card, _ = _the_card_read(p)
        heights = {r.h for r in view.row_rects}
        assert len(view.row_rects) == 4 and len(heights) == 1, view.row_rects
        lines = [w for w, r in view.drawn if w.startswith(t("scoring.whole_round",
                                                             round="")) and any(
            band.contains(r) for band in view.row_rects) and r.centerx > card.centerx + 150]
        assert len(lines) == 4, lines        # the sum's line under each
    finally:
        p.close()


@pytest.mark.parametrize("players", [3, 4])
def test_the_table_keeps_off_the_card_s_edges(tmp_path, players):
    """At 1024x700 with 150 % German text the table of a three-player game ran to the
    card's very edge (its first heading 4 px from it, the players' pictures on its
    rim): its words a step smaller, it keeps 16 px of the card's ground each side."""
    p = Person(tmp_path, size=(1024, 700), language="de")
    try:
        p.app.settings.text_size = 150
        p.app.restyle()
        _to_round_2s_card(p, players)
        p.wait(LOOK)
        card, rule = pygame.Rect(p.scene.scoring.rect), p.scene.scoring.rule
        assert card.inflate(-32, 0).contains(rule), f"the table {rule} at the card's " \
                                                    f"{card} edge"
    finally:
        p.close()
