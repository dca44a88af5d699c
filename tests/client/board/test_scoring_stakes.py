"""The coming scoring at a glance (board/stakes.py): beside the Moon Priestess's island
her leader's badge and what first place pays, beside the Apostate's whom he would cost
how much, from the engine's scoring of the position as it stands (`scoring_by_island`);
changed as moves are played, over none of the board's pieces and names, and said in
words on hover. Played at human pace through the real loop (tests/client/human.py)."""

from __future__ import annotations

import math

import pygame
import pytest
from layout_check import draw_recorded
from positions import blank, novices, play
from test_drop_says import person  # noqa: F401 (fixture)
from test_scoring_summary import open_at

from luna.client.board.stakes import OVER, entries, keep_off, place, spots
from luna.client.board.targets import Group, Island, Stake
from luna.client.game.tooltips import tooltip
from luna.engine.scoring import scoring_by_island
from luna.text import i18n, island, lines, places_paid, t

BOOK, HERBS, NOVICE, TIDES = 0, 2, 5, 6


def known_position():
    """Three players: the Moon Priestess on the Book island (Yellow 2 standing, Red 1),
    the Apostate on the Novice island (Yellow 1 standing, Red 2 lying: Yellow would lose
    2, Red 3), Blue with 2 standing on the Tides island, the next island clockwise."""
    s = blank(players=3)
    s["priestess"], s["apostate"] = BOOK, NOVICE
    novices(s, BOOK, 0, active=2)
    novices(s, BOOK, 1, active=1)
    novices(s, NOVICE, 0, active=1)
    novices(s, NOVICE, 1, inactive=2)
    novices(s, TIDES, 2, active=2)
    novices(s, HERBS, 0, active=2)
    return play(s)


def shown(scene) -> dict:
    """Each island's plate as drawn: its parts and who they show, and where they stand."""
    snap = scene.snap
    by = scoring_by_island(scene.game.state)
    return {i: entries(by[i], snap["colours"], i == snap["priestess"], i == snap["apostate"])
            for i in scene.board.stakes}


def test_the_islands_of_the_coming_scoring_say_who_leads_and_who_would_lose(person):  # noqa: F811
    game = known_position()
    open_at(person, game)
    scene, board = person.scene, person.scene.board
    colours = scene.snap["colours"]
    # the engine's count of this position, island by island ...
    assert set(board.stakes) == {BOOK, NOVICE}
    plates = shown(scene)
    # every place she pays, not the first alone (F650): Yellow +5, Red second +2
    assert plates[BOOK] == {"priestess": [(colours[0], 5), (colours[1], 2)]}
    assert plate_words(person, BOOK) == [t("stake.scores_here"), "+5", "+2"]
    assert plates[NOVICE] == {"apostate": [(colours[0], -2), (colours[1], -3)]}
    # ... beside its island's name, over none of the board's pieces, counts and names:
    # over the name on every island (one place, not left of one name, right of another,
    # under a third), but the Book's, whose name stands at the board's top edge
    area = pygame.Rect(scene.lay.board)
    for i, (at, parts) in board.stakes.items():
        assert area.contains(at)
        name = board.name_plate(Island(i))
        over = [spots(at.size, name)[k] for k in OVER]
        if i == BOOK:
            assert not any(area.contains(r) for r in over), (name, area)
        else:
            assert at in over, (i, at, name)
        assert at.collidelist(keep_off(board, scene.snap, scene.lay)) < 0, i
        for part, r in parts.items():
            assert board.target_at(r.center) == Stake(i, part)
    # hovering a part says it in words: every player the engine counted there
    person.point(board.stakes[NOVICE][1]["apostate"].center)
    person.until(lambda: scene.hover == Stake(NOVICE, "apostate")
                 and scene.hover_text.rect is not None, what="the Apostate's hover text")
    said = tooltip(scene.hover, scene.snap)
    names = scene.snap["names"]
    assert said.startswith("Apostate:")
    assert f"{names[0]} \u22122" in said and f"{names[1]} \u22123" in said, said
    assert t("n.novices", count=2) in said
    tip = scene.hover_text.rect                 # beside it, off the island it tells of
    assert not tip.colliderect(board.stakes[NOVICE][0])
    assert not tip.colliderect(board.name_plate(Island(NOVICE)))
    assert tip.collidelist([r for r, tg in board.hits if isinstance(tg, Group)
                            and tg.island == NOVICE]) < 0
    priestess = tooltip(Stake(BOOK, "priestess"), scene.snap)
    assert t("tip.stake.place", name=names[0], points=5, count=2) in priestess
    assert t("tip.stake.place", name=names[1], points=2, count=1) in priestess
    # ... and every place she pays, not only the first (F448)
    assert priestess.endswith(t("tip.stake.pays", pay=places_paid([5, 2]))), priestess
    # a move changes it: Yellow banishes the Apostate one island on, to Blue's
    n = len(scene.game.log)
    person.act(Group(NOVICE, 0, "active"), "banish")
    person.settle()
    assert len(scene.game.log) == n + 1 and scene.game.log[n]["type"] == "banish"
    person.wait(0.5)
    assert set(board.stakes) == {BOOK, TIDES}
    assert shown(scene)[TIDES] == {"apostate": [(colours[2], -3)]}
    assert board.target_at(board.stakes[TIDES][1]["apostate"].center) == \
        Stake(TIDES, "apostate")


def plate_words(someone, i: int) -> list[str]:
    """The words drawn on island `i`'s plate in one whole frame, line by line."""
    at = someone.scene.board.stakes[i][0]
    return [d.words for d in sorted(draw_recorded(someone.app).texts,
                                    key=lambda d: (d.rect.centery, d.rect.x))
            if at.contains(d.rect)]


def test_each_plate_stands_while_its_figure_does_saying_in_a_word_that_nobody_counts(person):  # noqa: F811
    """Nobody counts on the Moon Priestess's island and the Apostate would cost nobody:
    both plates still stand beside their islands, each saying "none yet" with no badge
    (a bare "0" read as a score: F582; a dash was understood only on hover: F615), so
    the player keeps track of where the figures are, and their hovers say why (F440).
    The words fit the plate's room in every language, at 1024x700 with the largest text."""
    s = blank(players=3)
    s["priestess"], s["apostate"] = BOOK, NOVICE
    novices(s, TIDES, 2, active=2)
    open_at(person, play(s))
    scene, board = person.scene, person.scene.board
    assert set(board.stakes) == {BOOK, NOVICE}
    assert shown(scene) == {BOOK: {"priestess": [(None, 0)]}, NOVICE: {"apostate": [(None, 0)]}}
    assert plate_words(person, BOOK) == [t("stake.scores_here"), t("stake.nobody")]
    assert plate_words(person, NOVICE) == [t("stake.nobody")]
    for i, part in ((BOOK, "priestess"), (NOVICE, "apostate")):
        assert board.target_at(board.stakes[i][1][part].center) == Stake(i, part)
        assert board.stakes[i][0].collidelist(keep_off(board, scene.snap, scene.lay)) < 0
    assert tooltip(Stake(BOOK, "priestess"), scene.snap) == lines(
        t("tip.stake.priestess.nobody"), t("tip.stake.pays", pay=places_paid([5, 2])))
    # ... and where he goes next as things stand (not fixed in advance: no faint figure
    # marks it, F463): on to the next island clockwise with a novice, Blue's Tides
    tides = island(scene.snap["islands"][TIDES]["kind"])
    assert tooltip(Stake(NOVICE, "apostate"), scene.snap) == lines(
        t("tip.stake.apostate.nobody"), t("tip.stake.apostate.next", island=tides))
    person.app.settings.text_size = 150
    person.app.save_settings()
    for language in ("de", "nl", "fr"):
        person.app.settings.language = language
        person.app.save_settings()
        open_at(person, play(s))
        board = person.scene.board
        assert plate_words(person, BOOK) == [t("stake.scores_here"), t("stake.nobody")]
        assert plate_words(person, NOVICE) == [t("stake.nobody")], language
        for i in (BOOK, NOVICE):
            at = board.stakes[i][0]
            assert pygame.Rect(person.scene.lay.board).contains(at), (language, i)
            assert at.collidelist(keep_off(board, person.scene.snap, person.scene.lay)) < 0


def test_a_tie_for_the_first_place_shows_both_players_and_the_council(person):  # noqa: F811
    """Yellow and Red count 2 each on the Moon Priestess's island, Red higher in the
    council's stack: the plate shows Red +5 and Yellow +2 side by side and says the
    council decides (one badge read as a clear lead: F589), its hover names the tie;
    who ties and who wins it are the engine's (`scoring_by_island`'s `tied`)."""
    s = blank(players=3)
    s["priestess"], s["apostate"] = BOOK, NOVICE
    novices(s, BOOK, 0, active=2)
    novices(s, BOOK, 1, active=2)
    s["council"][0] = [0, 1, 2]
    open_at(person, play(s))
    scene = person.scene
    colours, names = scene.snap["colours"], scene.snap["names"]
    assert scoring_by_island(scene.game.state)[BOOK].tied == (1, 0)
    assert shown(scene)[BOOK] == {"priestess": [(colours[1], 5), (colours[0], 2)]}
    assert plate_words(person, BOOK) == [t("stake.scores_here"), "+5", "+2",
                                       t("stake.council_decides")]
    said = tooltip(Stake(BOOK, "priestess"), scene.snap)
    assert t("tip.stake.tie", count=2, name=names[1],
             names=f"{names[1]}, {names[0]}") in said, said
    novices(s, BOOK, 0, active=3)                      # Yellow alone in front: no tie,
    open_at(person, play(s))                           # Red's second place still paid
    assert plate_words(person, BOOK) == [t("stake.scores_here"), "+5", "+2"]


def test_every_place_she_pays_shows_and_fits_the_smallest_window(tmp_path):
    """Four players, both figures on the Book island, in the smallest window at 150 %
    text in German: her plate shows her three paid places (+6, +3, +1) in place order,
    the fourth player unpaid and absent, beside the Apostate's losses, inside the board
    and clear of its pieces, counts and names (F650)."""
    from human import Person
    s = blank(players=4)
    s["priestess"] = s["apostate"] = BOOK
    for p, n in enumerate((4, 3, 2, 1)):
        novices(s, BOOK, p, active=n)
    game = play(s)
    someone = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_at(someone, game)
        scene, board = someone.scene, someone.scene.board
        colours = scene.snap["colours"]
        part = shown(scene)[BOOK]["priestess"]
        assert part == [(colours[0], 6), (colours[1], 3), (colours[2], 1)], part
        assert [w for w in plate_words(someone, BOOK)
                if w != t("stake.scores_here")][:3] == ["+6", "+3", "+1"]
        at = board.stakes[BOOK][0]
        area = pygame.Rect(scene.lay.board)
        assert area.contains(at), (at, area)
        assert at.collidelist(keep_off(board, scene.snap, scene.lay)) < 0, at
    finally:
        someone.close()
        i18n.set_language("en")


def test_the_plates_words_are_in_the_players_language(person):  # noqa: F811
    """The hover text of a plate in German: the rule's own words, each player named."""
    game = known_position()
    i18n.set_language("de")
    try:
        snap = game.snapshot()
        said = tooltip(Stake(BOOK, "priestess"), snap)
        assert said.startswith("Mondpriesterin:") and "Priesterrat" in said
        said = tooltip(Stake(NOVICE, "apostate"), snap)
        assert said.startswith("Abtrünniger:") and "2 Novizen" in said
    finally:
        i18n.set_language("en")
    assert tooltip(Stake(HERBS, "priestess"), snap) is None      # no scoring there


def test_the_plates_stand_over_the_hints_arrows(person, monkeypatch):  # noqa: F811
    """A Hint's arrow crossing a plate hid its figures ("−7"): in the frame the plates
    are drawn after the Hint's marks and arrows (F453)."""
    from luna.client.board.marks import Hint
    from luna.client.game import board_part
    game = known_position()
    open_at(person, game)
    scene = person.scene
    cmd = next(c for c in scene.legal if c["type"] == "banish")
    drawn = []
    stakes_drawn = board_part.draw_stakes
    monkeypatch.setattr(board_part, "draw_stakes",
                        lambda *a: (drawn.append("plates"), stakes_drawn(*a)))
    layer = type(scene.marks)
    hint_drawn = layer.draw_hint
    monkeypatch.setattr(layer, "draw_hint",
                        lambda self, *a, **k: (drawn.append("arrows"), hint_drawn(self, *a, **k)))
    scene.hints.hint = Hint(cmd, len(scene.game.log))
    person.wait(0.3)
    drawn.clear()
    person.frame()
    assert "arrows" in drawn and "plates" in drawn, drawn
    assert drawn.index("plates") > drawn.index("arrows"), drawn


def test_where_both_figures_share_an_island_the_tie_is_said_under_her_part(tmp_path):
    """F673: where the Moon Priestess and the Apostate shared an island, "council
    decides" stood under both figures' parts (one line; in German wider than her part).
    With her first place tied there, each part has its own line and the words stand
    under hers alone, inside her part's hover region, clear of his."""
    from human import Person
    someone = Person(tmp_path, language="de")
    s = blank(players=2)
    s["priestess"] = s["apostate"] = BOOK
    novices(s, BOOK, 0, active=2)
    novices(s, BOOK, 1, active=2)
    try:
        open_at(someone, play(s))
        board = someone.scene.board
        assert scoring_by_island(someone.scene.game.state)[BOOK].tied
        at, spans = board.stakes[BOOK]
        words = [d.rect for d in draw_recorded(someone.app).texts
                 if d.words == t("stake.council_decides") and at.contains(d.rect)]
        assert len(words) == 1, words
        his, hers = spans["apostate"], spans["priestess"]
        assert hers.contains(words[0]) and not his.colliderect(hers), (words, hers, his)
        assert words[0].right < his.left or words[0].bottom <= his.top, (words, his)
    finally:
        someone.close()
        i18n.set_language("en")


def test_a_plate_tries_the_form_it_stood_in_first():
    """Both figures on one island: the plate tried one line first every frame, so a
    plate stacked where one line hid a piece went back to one line, at another side
    of the name, once that piece had gone. It tries its last form first (kept while
    clear, as its side is); with her first place tied there, stacked only (F673)."""
    from luna.client.board import stakes
    both = {"priestess": [], "apostate": []}
    stakes._FORMS.pop(9, None)
    assert stakes.forms(9, both, False) == (False, True)
    assert stakes.forms(9, {"priestess": []}, False) == (False,)
    stakes._FORMS[9] = True
    assert stakes.forms(9, both, False) == (True, False)
    stakes._FORMS[9] = False
    assert stakes.forms(9, both, True) == (True,)
    stakes._FORMS.pop(9)


def test_a_plate_keeps_its_side_of_its_island_while_that_side_is_clear():
    """Between turns the pieces round an island change: a plate that took the side under
    its island's name (the right of it was taken) stays under it once the right is clear
    again, and changes sides only when its own side is taken (F451: the Moon Priestess's
    plate changed sides between turns and read as another plate)."""
    name, island = pygame.Rect(200, 200, 80, 20), pygame.Rect(150, 150, 200, 160)
    area, land = pygame.Rect(0, 0, 800, 600), (pygame.mask.Mask((1, 1)), (-10, -10))
    right = pygame.Rect(name.right, name.y - 10, 120, 40)
    over = pygame.Rect(name.x - 80, name.y - 30, 240, 29)
    size = (60, 18)
    at, side = place(size, name, island, [right, over], area, land)
    assert side is not None and at.collidelist([right, over]) < 0
    assert at.top >= name.bottom
    again, kept = place(size, name, island, [], area, land, side)
    assert (again, kept) == (at, side)          # over and right of it clear: it stays
    fresh, first = place(size, name, island, [], area, land)
    assert fresh.bottom <= name.top and first != side   # (with no past: over the name)
    moved, other = place(size, name, island, [at.inflate(4, 4)], area, land, side)
    assert other != side and not moved.colliderect(at)  # its side taken: it moves


def test_a_plate_with_no_side_clear_keeps_its_corner_as_its_words_change():
    """F726: the Moon Priestess's plate stood under the Book island's name in one turn
    (two lines, no side of the name clear for them) and left of it in the next (one
    short line, the left clear). A plate placed off every side keeps its corner
    nearest the name while that is clear, whatever its size now."""
    name, island = pygame.Rect(200, 200, 80, 20), pygame.Rect(150, 150, 200, 160)
    area, land = pygame.Rect(0, 0, 800, 600), (pygame.mask.Mask((1, 1)), (-10, -10))
    keep = [pygame.Rect(100, 150, 300, 49), pygame.Rect(280, 150, 200, 200),
            pygame.Rect(150, 221, 300, 30)]          # (over, right of and under the name)
    big, small = (140, 40), (50, 18)
    at, corner = place(big, name, island, keep, area, land)
    assert isinstance(corner, tuple) and at.collidelist(keep) < 0, (at, corner)
    fresh, side = place(small, name, island, keep, area, land)
    assert isinstance(side, int)             # (with no past: the side clear for it)
    kept, again = place(small, name, island, keep, area, land, corner)
    right, bottom = corner[:2]
    assert again == corner and kept != fresh, (kept, fresh)
    assert (kept.right if right else kept.x) == (at.right if right else at.x), (kept, at)
    assert (kept.bottom if bottom else kept.y) == (at.bottom if bottom else at.y), (kept, at)


def test_a_plate_keeps_off_every_pieces_picture(tmp_path):
    """F898: the plate of an island with both figures, on one line, stood over its
    neighbour's edge and cut off the feet of two of its novices and a lying one's end
    (their pictures reach past their hit regions). Four players, both figures on the
    same island at 1280x800: no plate hides a pixel of any piece as drawn."""
    from human import Person
    s = blank(players=4)
    s["priestess"] = s["apostate"] = 3
    for p in range(4):
        novices(s, 3, p, active=p % 3 + 1, inactive=(p + 1) % 3)
        novices(s, 4, p, active=1)
    someone = Person(tmp_path, size=(1280, 800))
    try:
        open_at(someone, play(s))
        hits = someone.scene.board.hits
        assert someone.scene.board.stakes
        for i, (at, _) in someone.scene.board.stakes.items():
            for _, tg in hits:
                pic = hits.picture(tg)
                if pic is None or isinstance(tg, Stake):
                    continue
                body = pygame.mask.from_surface(pic[0], 40)
                hidden = body.overlap_area(pygame.mask.Mask(at.size, fill=True),
                                           (at.x - pic[1][0], at.y - pic[1][1]))
                assert not hidden, (i, at, tg, hidden)
    finally:
        someone.close()


@pytest.mark.parametrize("size, lang, text_size", [
    ((1024, 700), "de", 150), ((1264, 760), "en", 100), ((1280, 800), "fr", 125),
    ((1920, 1080), "en", 100)], ids=["1024x700-de-150", "1264x760-en-100",
                                      "1280x800-fr-125", "1920x1080-en-100"])
def test_a_plate_keeps_off_the_moon_and_the_landmarks(tmp_path, size, lang, text_size):
    """The Tides island's plate (the Apostate there, two players each losing 3) stood
    over the moon's picture: a plate keeps off the moon's disc, every island's landmark
    and the temple island's pictures (its land), each figure in turn on each island."""
    from human import Person
    someone = Person(tmp_path, size=size, language=lang, text_size=text_size)
    bad = []
    try:
        for where in range(7):
            s = blank(players=3)
            s["apostate"], s["priestess"] = where, (where + 3) % 7
            for i in (where, (where + 3) % 7):
                novices(s, i, 0, active=3)
                novices(s, i, 1, active=3)
            open_at(someone, play(s))
            scene, board = someone.scene, someone.scene.board
            moon = board.moon(scene.lay)
            marks = board.landmarks(scene.snap, scene.lay)
            mask, (lx, ly) = board.temple_land
            for i, (at, _) in board.stakes.items():
                if at.colliderect(moon):
                    bad.append(f"island {i}'s plate {at} over the moon {moon}")
                bad += [f"island {i}'s plate {at} over a landmark {m}"
                        for m in marks if at.colliderect(m)]
                if mask.overlap_area(pygame.mask.Mask(at.size, fill=True),
                                     (at.x - lx, at.y - ly)):
                    bad.append(f"island {i}'s plate {at} over the temple island")
    finally:
        someone.close()
        i18n.set_language("en")
    assert not bad, "\n".join(bad)


def test_her_islands_own_plate_says_she_scores_there_and_ghosts_are_named_on_hover(person):  # noqa: F811
    """F1033: the white figure on the Book island was not read as this round's Moon
    Priestess: her island's own plate says, beside her picture, that the scoring is
    there. F1056/F1057: each plate stands nearer its own island's middle than any other
    island's, and the next round's ghosts' plates show only while the pointer is on
    their island (standing all the time they piled up over the islands' pieces); the
    real loop at normal speed."""
    from luna.client.board.targets import NextPlace
    game = known_position()
    open_at(person, game)
    scene, board = person.scene, person.scene.board
    words = plate_words(person, BOOK)
    assert words[:2] == [t("stake.scores_here"), "+5"], words
    middles = [pygame.Rect(r).center for r in scene.lay.islands]

    def nearest(r: pygame.Rect) -> int:
        return min(range(len(middles)), key=lambda k: math.dist(r.center, middles[k]))

    for i, (at, _) in board.stakes.items():
        assert nearest(at) == i, (i, at)
    ghosts = [(pygame.Rect(r), tg) for r, tg in board.hits if isinstance(tg, NextPlace)]
    assert ghosts and not board.ghost_plates
    sea = (scene.lay.board[0] + 4, scene.lay.board[1] + 4)
    for r, g in ghosts:
        person.point(r.center)
        person.until(lambda g=g: g in board.ghost_plates, what=f"{g}'s plate on hover")
        at = board.ghost_plates[g]
        assert nearest(at) == g.island, (g, at)
        assert at.collidelist([s for s, _ in board.stakes.values()]) < 0, (g, at)
        person.point(sea)
        person.until(lambda: not board.ghost_plates, what="the ghosts' plates gone")
