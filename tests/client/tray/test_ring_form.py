"""The action ring's one form (issue 21, F060), on the real loop at normal speed: every
island's ring holds the island's every action in one order (in the panel's action area:
tests/client/tray/test_action_area.py), the refused ones small dimmed chips with the engine's
reason; each number on a button has its own form (what it uses, what it brings, the seat it
reaches, how many a move may take, and that is what the engine allows); a Council
lights the one seat its count reaches; at 1024x700 and 1280x800, in English, German and French."""

from __future__ import annotations

import functools
import random
import tempfile

import pygame
import pytest
from layout_check import RecordingSurface, draw_recorded, ring_recorded
from positions import blank, claim, give, isl, novices, play
from test_direct_play_layout import ring_problems

from luna.client.board import action_art, art
from luna.client.board.arrows import curve
from luna.client.board.targets import CouncilSeat, Group, Island, LogLine, Player, Tile
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.game import hint_ask, tray_open
from luna.client.game.choices import FIGURE_OF, elsewhere
from luna.client.game.panel import _glass as panel_glass
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.engine import new_game
from luna.text import refusal, t

SIZES = [(1024, 700), (1280, 800)]



def app_at(tmp_path, size, game, lang: str = "en"):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = lang
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 30)
    return app


def midgame(seed: int, moves: int, players: int = 3):
    g = new_game(players=players, seed=seed, setup="intro", seats=[{"kind": "human"}] * players)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    return g


def mine() -> tuple:
    """Player 0 to move in round 1 of three, with the Tides and Sailboat favours: three
    novices standing and two lying at the Tides island, one at the Book island, two at
    the Herbs island, one on the jetty; the disc on seat 2."""
    s = blank(players=3)
    tides, book, herbs = isl(s, "tides"), isl(s, "book"), isl(s, "herbs")
    novices(s, tides, 0, active=3, inactive=2)
    novices(s, book, 0, active=1)
    novices(s, herbs, 0, active=2)
    novices(s, isl(s, "shrine"), 1, active=2)
    s["jetty"][0] = 1
    s["supply"]["novices"][0] -= 1
    give(s, 0, "tides", "sailboat")
    s["council"] = [[1, 2], [], [0]] + [[] for _ in range(8)]
    return play(s), tides, herbs


def island_rings(app):
    """Each lit island clicked in turn, as a person does (the last ring closed first):
    the island and its ring, where one opened."""
    scene = app.scene
    for tg in sorted((x for x in scene.clickable if isinstance(x, Island)), key=repr):
        tray_open.close_tray(scene)
        frames(app, 1)
        click(app, target_rect(scene, tg).center)
        frames(app, 20)
        if scene.ring is not None:
            yield tg, scene.ring


def _near(c, rgb, within: int = 40) -> bool:
    return all(abs(a - b) <= within for a, b in zip(c[:3], rgb, strict=True))


def island_kinds(snap: dict, i: int, me: int) -> list[str]:
    """Every action an island's ring shows, by the rule: a tile in every slot of its
    glass on every island (F108): the island's own five, the figures' (greyed off their
    island), Herbs and Tides (greyed where not held), the Sailboat's where held (F131)."""
    held = snap["favours"][me]
    return ["favour", "recruit", "appoint", "council", "travel", "build_shrine",
            "banish", "herbs", "tides"] + ["sailboat"] * ("sailboat" in held)


def why_greyed(act, i: int, snap: dict, game) -> str:
    """A greyed tile's reason: a figure's action off its island says where it is
    taken, any other the engine's own."""
    if act.kind in FIGURE_OF and snap[FIGURE_OF[act.kind]] != i:
        return elsewhere(act.about, snap)
    return refusal(game.refusal(act.about))


def concerns(cmd: dict, i: int, snap: dict) -> bool:
    ct = cmd["type"]
    if ct in ("travel", "tides"):
        return any(m["from"] == i for m in cmd["moves"])
    if ct == "sailboat":
        return cmd["from"] == i
    if ct == "build_shrine":
        return snap["architect"] == i
    if ct == "banish":
        return snap["apostate"] == i
    return cmd.get("island") == i


def _tray(app, island: int, settle: int = 20):
    """The tray of `island` opened by a click, the pointer then away from it (no hover)."""
    click(app, target_rect(app.scene, Island(island)).center)
    frames(app, settle)
    app.mouse = (2, 2)
    frames(app, 3)
    return app.scene.ring


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_islands_ring_shows_all_its_actions_in_one_form(tmp_path, size, lang):
    """A click on each lit island: its ring holds every action of the island in the
    fixed order, the ones the engine refuses greyed with the engine's own reason (and
    the engine offers none of that kind there), tiles of the one grid each in its place
    of that order; each word whole; in the panel's action area (ring_problems)."""
    app = app_at(tmp_path, size, midgame(7, 60), lang)
    scene, opened, greyed = app.scene, 0, 0
    me = scene.game.to_move
    for tg, ring in island_rings(app):
        opened += 1
        assert [a.kind for a in ring.actions] == island_kinds(scene.snap, tg.island, me)
        for act in ring.actions:
            if act.enabled:
                continue
            greyed += 1
            assert act.refused == why_greyed(act, tg.island, scene.snap, scene.game)
            assert not [c for c in scene.legal if c["type"] == act.kind
                        and concerns(c, tg.island, scene.snap)], act.kind
        assert not ring_problems(scene, repr(tg)), ring_problems(scene, repr(tg))
        # every action in its place of the fixed order, the refused ones too (a refused
        # Favour sent to the end slid Council under a fresh player's click): read left to
        # right and down, the tiles come in the actions' order, all of one size
        cards = ring.cards
        assert all(c.size == cards[0].size for c in cards)
        assert [(c.y, c.x) for c in cards] == sorted((c.y, c.x) for c in cards)
    assert opened >= 2 and greyed >= 2


def test_a_refused_action_stays_greyed_in_its_place_and_says_why(tmp_path):
    """An Appointment that cannot be made from the Herbs island no longer vanishes: its
    button stands greyed in its place; the mouse on it shows the engine's reason, and a
    click on it plays nothing."""
    game, tides, herbs = mine()
    app = app_at(tmp_path, (1280, 800), game)
    scene = app.scene
    assert not [c for c in scene.legal if c["type"] == "appoint" and c["island"] == herbs]
    click(app, target_rect(scene, Island(herbs)).center)
    frames(app, 20)
    kinds = [a.kind for a in scene.ring.actions]
    assert kinds == island_kinds(scene.snap, herbs, 0)
    k = kinds.index("appoint")
    act, card = scene.ring.actions[k], scene.ring.cards[k]
    assert not act.enabled
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 40)
    reason = refusal(scene.game.refusal(act.about))
    assert scene.hover.words.startswith(reason)
    assert scene.tip_rect is not None and not scene.tip_rect.colliderect(card)
    n = len(scene.game.log)
    click(app, card.center)
    frames(app, 10)
    assert len(scene.game.log) == n


def near(screen, rect: pygame.Rect, rgb, tolerance: int = 24) -> int:
    """How many pixels of `rect` on the screen are within `tolerance` of `rgb`."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if max(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], rgb,
                                                  strict=True)) <= tolerance)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_number_on_a_button_has_its_own_form(tmp_path, size):
    """What an action uses stands top left on a red pill, what it brings top right on a
    green one, the seat a Council reaches top right as a stone seat with its number, how
    many novices a move may take in its top right corner ("×1–9", no pill); a count's
    − / + inside its own tile, beside its picture at its right."""
    game, tides, _ = mine()
    app = app_at(tmp_path, size, game)
    scene = app.scene
    click(app, target_rect(scene, Island(tides)).center)
    frames(app, 20)
    ring = scene.ring
    app.mouse = (2, 2)
    frames(app, 2)
    screen = app.screen
    by = {a.kind: (c, a) for c, a in zip(ring.cards, ring.actions, strict=True)}

    def corner(card, right: bool) -> pygame.Rect:
        """The button's top corner, over its picture (which starts at `lift`)."""
        r = pygame.Rect(0, 0, card.w // 2 - 4, ring.lift - 3)
        if right:
            r.topright = (card.right - 3, card.y + 3)
        else:
            r.topleft = (card.x + 3, card.y + 3)
        return r
    card, _ = by["council"]
    assert near(screen, corner(card, False), action_art.COST_FILL) >= 20     # it uses
    assert near(screen, corner(card, True), action_art.SEAT_STONE) >= 20     # it reaches
    card, _ = by["recruit"]
    assert near(screen, corner(card, False), action_art.COST_FILL) >= 20
    assert near(screen, corner(card, True), action_art.GAIN_FILL) >= 20      # it brings
    for kind in ("travel", "tides", "sailboat"):
        card, _ = by[kind]
        top = corner(card, True)
        assert near(screen, top, action_art.COST_FILL, 30) == 0
        assert near(screen, top, action_art.GAIN_FILL, 20) == 0
    # a count's − and + inside its own tile, together at the right of its picture
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "council")
    card, picture = ring.cards[k], ring.picture_slot(ring.cards[k])
    steps = {p: r for r, j, p in ring.parts if j == k and p in ("minus", "plus")}
    assert set(steps) == {"minus", "plus"} and all(card.contains(r) for r in steps.values())
    assert all(r.left >= picture.right for r in steps.values())
    # how many a move may take: in its tile's top right corner, in gold, over its picture
    rec = RecordingSurface(screen.get_size())
    fonts.drawn = {}
    try:
        ring._paint(rec, scene.snap, scene.game, None, False)
    finally:
        fonts.drawn = None
    for kind, words in (("tides", "×1–9"), ("travel", "×1–6"), ("sailboat", "×1–2")):
        card, _ = by[kind]
        said = [d for d in rec.texts if d.words == words]
        assert said and all(card.contains(d.rect) and d.rect.centerx > card.centerx
                            and d.rect.bottom <= ring.picture_slot(card).top
                            for d in said), kind


def test_tides_says_as_many_novices_as_the_engine_lets_it_take(tmp_path):
    """The Tides button of a click on the lying novices at the Tides island says "×1–9":
    every novice of the player (three standing and two lying there, one at the Book
    island, two at the Herbs island, one on the jetty), as its rule says (any of your
    novices) and as the engine allows (it takes a Tides of all nine); the Sailboat's
    says 1–2 (one island's, at most two)."""
    game, tides, _ = mine()
    app = app_at(tmp_path, (1024, 700), game)
    scene = app.scene
    click(app, target_rect(scene, Group(tides, 0, "inactive")).center)
    frames(app, 20)
    act = next(a for a in scene.ring.actions if a.kind == "tides")
    assert act.builder == ("tides", tides, False)
    assert act.most == 9
    snap = scene.snap
    places = [(i, True, isl_["active"][0]) for i, isl_ in enumerate(snap["islands"])] + \
        [(i, False, isl_["inactive"][0]) for i, isl_ in enumerate(snap["islands"])] + \
        [("jetty", False, snap["jetty"][0])]
    moves = [{"from": src, "active": up, "to": (0 if src != 0 else 1) if src != "jetty" else 0,
              "count": n} for src, up, n in places if n]
    assert sum(m["count"] for m in moves) == 9
    assert scene.game.refusal({"type": "tides", "player": 0, "moves": moves}) is None
    assert "as many of your novices as you like" in t("rule.tides")
    sail = next(a for a in scene.ring.actions if a.kind == "sailboat")
    assert sail.most == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_council_opens_on_its_most_in_every_game(tmp_path, players):
    """One rule for the Council's count in every game (F944: 1 seat in a game of two, 2
    in a game of three): its tile opens on every active novice of the island, the most
    seats it may climb, no favour standing in; clicked open on the real loop, no Hint."""
    s = blank(players=players)
    tides = isl(s, "tides")
    novices(s, tides, 0, active=3)
    give(s, 0, "novice")
    app = app_at(tmp_path, (1280, 800), play(s))
    ring = _tray(app, tides)
    act = next(a for a in ring.actions if a.kind == "council")
    assert not act.hinted and act.counts[0] == 1
    assert act.choice.count == 3 and not act.choice.token, act.choice
    assert act.effect(app.scene.game).seat == 3


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_council_lights_the_one_seat_its_count_reaches(tmp_path, size):
    """The Council opens on its most, every active novice of the island (three: seat 5);
    − twice, the count at 1, it lights seat 3 only (the engine's dry run: one step
    from seat 2), brighter on the screen than the seats beyond; + lights seat 4 instead;
    the button's preview marks that one seat too."""
    game, tides, _ = mine()
    app = app_at(tmp_path, size, game)
    scene = app.scene
    click(app, target_rect(scene, Island(tides)).center)
    frames(app, 20)
    ring = scene.ring
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "council")
    act = ring.actions[k]
    assert act.choice.count == act.counts[-1] == 3
    for _ in range(2):
        click(app, next(r for r, j, part in ring.parts if j == k and part == "minus").center)
        frames(app, 3)
    assert act.choice.count == 1

    def reached() -> int:
        return next(e["to"] for e in scene.game.clone().apply(act.command)
                    if e["type"] == "council_moved")

    def lit_seats() -> list[int]:
        return [tg.seat for tg in scene.acting.lit(scene.view()) if isinstance(tg, CouncilSeat)]

    def light(seat: int) -> float:
        """How bright the seat's dish looks (its glow lies in its own shape)."""
        tg = next(tg for _, tg in scene.board.hits if isinstance(tg, CouncilSeat)
                  and tg.seat == seat)
        r = scene.board.hits.shapes[tg][2].inflate(-6, -6)
        dish = [(x, y) for x in range(r.left, r.right) for y in range(r.top, r.bottom)]
        return sum(sum(app.screen.get_at(p)[:3]) for p in dish) / len(dish)
    app.mouse = (2, 2)
    frames(app, 3)
    assert lit_seats() == [reached()] == [3]
    assert light(3) > light(5) + 20
    click(app, next(r for r, j, part in ring.parts if j == k and part == "plus").center)
    app.mouse = (2, 2)
    frames(app, 3)
    assert act.choice.count == 2 and lit_seats() == [reached()] == [4]
    assert light(4) > light(3) + 20
    marks = scene.acting.preview_marks(act.command, scene.view())
    assert marks.goals == (CouncilSeat(4, marks.goals[0].points),)


# -- the Hint's words and the other players' captions ------------------------------------------
def island_things(scene, islands: set[int]) -> list[pygame.Rect]:
    """The islands' land, name plates and pieces as drawn."""
    from luna.client.game.actions import island_of
    out = []
    for r, tg in scene.board.hits:
        if island_of(tg, scene.snap) in islands:
            out.append(r)
            if isinstance(tg, Island):
                out += [n for n in scene.board.labels if n.colliderect(r.inflate(0, 40))
                        and n.bottom <= r.top + 20 and abs(n.centerx - r.centerx) < r.w]
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hints_words_hide_nothing_of_the_island_they_recommend(tmp_path, size):
    """The Hint recommends taking the Shrine favour with the novice favour standing in
    (as the fresh player saw it): its words stand over none of its land, name or pieces
    (nor the names, fields or council), in their card over the panel's toolbar (they
    stood beside the island: replaced by their one home, tests/client/hint/test_hint_card.py);
    then a hint asked of the Adept in a game under way, the same of the islands it marks."""
    from luna.client.board.marks import Hint, hint_marks
    from luna.client.demo.driver import wait_frames
    s = blank(players=3)
    shrine = isl(s, "shrine")
    novices(s, isl(s, "book"), 0, active=1)
    novices(s, isl(s, "tides"), 0, active=2)
    novices(s, shrine, 1, active=2)
    novices(s, shrine, 0, active=1)
    give(s, 0, "novice")
    game = play(s)
    app = app_at(tmp_path, size, game)
    scene = app.scene
    cmd = next(c for c in scene.legal if c["type"] == "favour" and c["island"] == shrine
               and c["novice_token"])
    scene.hints.hint = Hint(cmd, len(scene.game.log), None)      # as the table hands it over
    app.mouse = (2, 2)
    frames(app, 20)
    box = scene.marks.label_rect
    assert box is not None
    assert box.collidelist(island_things(scene, {shrine})) < 0, box
    strong = [r for r, w in scene.board.keep_clear(pygame.Rect(0, 0, 0, 0)) if w >= 1000]
    assert box.collidelist(strong) < 0
    panel = pygame.Rect(scene.lay.panel)      # in their one home, over the panel's toolbar
    assert panel.contains(box) and box.bottom <= scene.lay.buttons_top, box
    # a hint of the Adept's own, in a game under way
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 5)
    scene = app.scene
    hint_ask.ask_hint(scene)
    wait_frames(app, lambda: scene.view().hint is not None)
    frames(app, 20)
    box = scene.marks.label_rect
    assert box is not None
    from luna.client.game.actions import island_of
    marks = hint_marks(scene.hints.hint.command, scene.snap, scene.game.to_move)
    islands = {island_of(tg, scene.snap) for tg in marks.pieces + marks.goals} - {None}
    assert box.collidelist(island_things(scene, islands)) < 0, (box, islands)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_caption_hides_neither_its_place_nor_the_path(tmp_path, size):
    """The other players' moves (an Appointment, a Council, a Travel) are each told by a
    caption inside the board that stands over none of the islands the move happens on
    (their land, names, pieces), nor over the tile it claims, nor over any tile of the
    path the player may want next."""
    from human import LOOK, Person
    from test_direct_play_show import caption_shown, four_at_the_table
    from test_scoring_summary import FakeLanClient

    from luna.client.board.targets import GuardianTile, Tile
    from luna.client.tables.lan import LanTable
    person = Person(tmp_path, size=size)
    try:
        game = four_at_the_table()
        client = FakeLanClient(game, {0})
        person.app.goto("game", LanTable(client))
        person.wait(LOOK)
        ahead, moves = game.clone(), []
        for kind in ("appoint", "council", "travel"):
            cmd = next(c for c in ahead.legal() if c["type"] == kind)
            ahead.apply(cmd)
            moves.append(cmd)
        for cmd in moves:
            client.push(cmd)
        scene, seen = person.scene, []
        for cmd in moves:
            person.until(lambda: caption_shown(scene) and scene.show.caption not in seen,
                         what=f"the {cmd['type']}'s caption")
            person.wait(0.2)
            cap = scene.show.caption
            seen.append(cap)
            assert cap.kind == cmd["type"]
            assert pygame.Rect(scene.lay.board).contains(cap.rect)
            islands = {cmd["island"]} if "island" in cmd else {
                i for m in cmd["moves"] for i in (m["from"], m["to"])}
            assert cap.rect.collidelist(island_things(scene, islands)) < 0, cap.rect
            path = [r for r, tg in scene.board.hits if isinstance(tg, Tile | GuardianTile)]
            assert cap.rect.collidelist(path) < 0, (cmd["type"], cap.rect)
    finally:
        person.close()


@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_one_grid_its_badges_in_their_band_on_solid_glass(tmp_path, text_size):
    """At every text size the ring's buttons are one width and one height on one grid, each
    badge inside its button in a band of its own over the picture (never touching its
    circle); the tray is solid glass: its edge between the buttons shows the glass's own
    colour, nothing of the board under it."""
    game, tides, herbs = mine()
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    app.settings.text_size = text_size
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 30)
    scene = app.scene
    for island in (tides, herbs):
        tray_open.close_tray(scene)
        ring = _tray(app, island)
        assert ring is not None and ring.badge_rects
        assert not ring_problems(scene, f"{island}"), ring_problems(scene, f"{island}")
        r = ring.rect
        edge = [(r.x + 3, y) for y in range(r.y + 12, r.bottom - 12, 3)] + \
            [(r.right - 4, y) for y in range(r.y + 12, r.bottom - 12, 3)]
        assert all(app.screen.get_at(p)[:3] == P.GLASS for p in edge)


def fresh_players_game():
    """The fresh player's German game (review 2, g12): round 1 begins, Yellow to move, the
    Sailboat island top left beside the temple's path."""
    g = new_game(players=3, seed=1492937267, setup="random", seats=[{"kind": "human"}] * 3)
    for isl_, who in zip((2, 0, 4), range(3), strict=True):
        g.apply({"type": "place_shrine", "player": who, "island": isl_})
    for who, isl_ in ((0, 6), (1, 6), (2, 6), (0, 5), (1, 3), (2, 0), (0, 3), (1, 4),
                      (2, 5), (0, 4), (1, 1), (2, 1)):
        g.apply({"type": "place_pair", "player": who, "island": isl_})
    return g


@pytest.mark.parametrize("size,lang,seed", [((1280, 800), "de", None), ((1024, 700), "en", 7),
                                            ((1280, 800), "en", 11)])
def test_a_buttons_preview_points_at_a_target_the_tray_leaves_visible(tmp_path, size, lang,
                                                                      seed):
    """The pointer resting on each lit button of each island's ring: the button's preview
    marks where the action goes (a temple tile, a council seat, a favour, the island a
    Banish sends the Apostate to), and that place
    is on the screen, never under the tray nor under the button's hover text."""
    game = fresh_players_game() if seed is None else midgame(seed, 4 * seed)
    app = app_at(tmp_path, size, game, lang)
    scene, seen = app.scene, 0
    for tg, ring in island_rings(app):
        for k, act in enumerate(ring.actions):
            if not act.enabled or act.builder:
                continue
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ring.cards[k].center,
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            frames(app, 3)
            cmd = scene.acting.ring_preview(scene.view())
            assert cmd is not None
            for goal in scene.acting.preview_marks(cmd, scene.view()).goals:
                if goal == tg:                 # (the ring's own island; a Banish's goes on)
                    continue
                r = scene.board.rect_of(goal)
                if r is None:
                    continue
                seen += 1
                assert not ring.rect.colliderect(r), (tg, act.kind, goal, r, ring.rect)
                assert scene.tip_rect is not None and not scene.tip_rect.colliderect(r), \
                    (tg, act.kind, goal, r, scene.tip_rect)
    assert seen >= 2


def _named_by_the_tile(size) -> list[str]:
    """Each tile's hover text against the places its move names: (1) an Appointment
    asking for its tile (the Sailboat island, the Bribery favour: tiles 6 and 10), its
    lit tiles; (2) claimed tile 8's Consecration, its preview's arrow and its field."""
    s = blank(players=3)
    novices(s, isl(s, "sailboat"), 0, active=3)
    give(s, 0, "bribery")
    novices(s, isl(s, "shrine"), 1, active=3)
    novices(s, isl(s, "book"), 2, active=3)
    claim(s, 8, 0)
    bad, seen = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        app = app_at(tmp, size, play(s))
        scene = app.scene
        click(app, target_rect(scene, Island(isl(s, "sailboat"))).center)
        frames(app, 20)
        k, act = next((k, a) for k, a in enumerate(scene.ring.actions) if a.kind == "appoint")
        assert act.tiles == [6, 10], act.tiles
        _rest_on(app, scene.ring.cards[k].center)
        for tile in act.tiles:
            seen += 1
            r = scene.board.rect_of(Tile(tile))
            if scene.tip_rect is None or scene.tip_rect.colliderect(r):
                bad.append(f"{size} appoint: tile {tile} {r} under {scene.tip_rect}")
        tray_open.close_tray(scene)
        frames(app, 2)
        click(app, target_rect(scene, Tile(8)).center)
        frames(app, 20)
        assert [a.kind for a in scene.ring.actions] == ["consecrate"]
        _rest_on(app, scene.ring.cards[0].center)
        arrows = scene.acting.preview.arrows
        assert arrows, "the Consecration's preview draws its arrow"
        for goal, a, b, bow in arrows:
            seen += 1
            r = scene.board.rect_of(goal)
            if scene.tip_rect is None or r is not None and scene.tip_rect.colliderect(r) \
                    or any(scene.tip_rect.collidepoint(p) for p in curve(a, b, bow)):
                bad.append(f"{size} consecrate: {goal}'s arrow under {scene.tip_rect}")
    assert seen > 2
    return bad


def _rest_on(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 12)


def test_a_tiles_hover_text_stands_off_the_places_its_move_names():
    """A tray tile's hover text hid the temple path and the arrow its move is about:
    it stands off the places its move names, its lit tiles where it asks for one, its
    preview's arrow, at 1024x700 and 1280x800 (as the Hint's words do)."""
    bad = [b for size in SIZES for b in _named_by_the_tile(size)]
    assert not bad, "\n".join(bad)


def test_the_hint_goes_once_the_player_does_something_else(tmp_path):
    """The Hint's arrow and words stand on the board until the player starts something
    else: a ring opened on another island takes them away, and so does a novice dragged
    off (a ring on the Hint's own island keeps them, with its star)."""
    from luna.client.board.marks import Hint
    from luna.client.board.targets import Group
    app = app_at(tmp_path, (1280, 800), fresh_players_game(), "en")
    scene = app.scene
    me = scene.game.to_move
    cmd = next(c for c in scene.legal if c["type"] == "recruit")
    there = cmd["island"]

    def hinted() -> None:
        tray_open.close_tray(scene)
        scene.hints.hint = Hint(cmd, len(scene.game.log), None)
        app.mouse = (2, 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 20)
        assert scene.marks.label_rect is not None and scene.marks.drawn

    hinted()
    click(app, target_rect(scene, Island(there)).center)       # its own island: it stays
    frames(app, 10)
    assert scene.ring is not None and any(a.hinted for a in scene.ring.actions)
    assert scene.marks.drawn
    hinted()
    other = next(tg for tg in sorted((x for x in scene.clickable if isinstance(x, Island)),
                                     key=repr) if tg.island != there)
    click(app, target_rect(scene, other).center)
    frames(app, 10)
    assert scene.ring is not None
    assert scene.marks.label_rect is None and not scene.marks.drawn
    hinted()
    group = next(tg for tg in scene.clickable if isinstance(tg, Group) and tg.player == me
                 and tg.island != there and scene.dragging.draggable(tg, scene.view()))
    start = target_rect(scene, group).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 2)
    for k in range(1, 11):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 6 * k,
                                                                     start[1] + 4 * k),
                                             rel=(6, 4), buttons=(1, 0, 0)))
        frames(app, 1)
    assert scene.dragging.drag is not None and scene.dragging.drag.moving
    frames(app, 5)
    assert scene.marks.label_rect is None and not scene.marks.drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + 60,
                                                                  start[1] + 40), button=1))
    frames(app, 5)


def picture_width(screen, card: pygame.Rect, y: int) -> int:
    """How wide the button's picture stands on the screen: its gold rim's extent along
    the line through its middle."""
    xs = [x for x in range(card.left + 2, card.right - 2)
          if max(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], action_art.GOLD,
                                            strict=True)) <= 40]
    return max(xs) - min(xs) + 1 if xs else 0


def test_a_tiles_picture_is_a_clear_share_of_it_its_badges_inside_it(tmp_path):
    """A fresh player found the tray's pictures ~12 px: at 100 and 150 % text each tile's
    picture is drawn at least 40 % of its tile's height (its gold rim seen on the screen),
    every badge inside its tile's rounded shape, clear of its border and corner; at
    150 % the words are no smaller than at 100 %."""
    from test_direct_play_layout import in_rounded
    words = {}
    for text_size in (100, 150):
        game, tides, _ = mine()
        app = make_app(tmp_path / str(text_size), speed="normal", size=(1280, 800), menu=False)
        app.settings.text_size = text_size
        app.save_settings()
        open_game(app, game, autosave=False)
        frames(app, 30)
        ring = _tray(app, tides)
        assert ring.badge_rects
        for b in ring.badge_rects:
            card = next(c for c in ring.cards if c.colliderect(b))
            assert in_rounded(b, card, P.RADIUS), (b, card)
        live = [c for c, a in zip(ring.cards, ring.actions, strict=True) if a.enabled]
        assert ring.picture_size >= ring.least_picture, (ring.picture_size, live[0])
        # its drawing as seen: what differs from the tile's face between its − and +
        # (or its edges), over the picture's rows
        for c, a in zip(ring.cards, ring.actions, strict=True):
            if not a.enabled:
                continue
            steps = [r for r, j, p in ring.parts if ring.cards[j] == c and p != "chip"
                     and r != c]
            pic = ring.picture_slot(c)
            ink = [y for y in range(pic.top, pic.bottom)
                   for x in range(pic.centerx - pic.w // 3, pic.centerx + pic.w // 3)
                   if not any(r.collidepoint(x, y) for r in steps)
                   and max(abs(u - v) for u, v in zip(app.screen.get_at((x, y))[:3],
                                                        P.BUTTON, strict=True)) > 40]
            assert ink and max(ink) - min(ink) + 1 >= 0.7 * ring.picture_size, (a.kind, c)
        words[text_size] = ring.word_size * fonts.scale
    fonts.set_text_size(100)
    assert words[150] >= 0.92 * words[100], words


def test_a_refused_action_is_a_dimmed_tile_of_the_grid_its_word_readable(tmp_path):
    """A fresh player could not tell the refused actions apart (tiny grey pictograms):
    each is now a tile of the grid, as large as a live one, its greyed drawing as large
    as theirs, its word drawn under it in the disabled ink, at least 3:1 on its tile."""
    from luna.client.game.tile_paint import DIM, REFUSED
    game, tides, _ = mine()
    app = app_at(tmp_path, (1024, 700), game)
    ring = _tray(app, tides)
    live = [c for c, a in zip(ring.cards, ring.actions, strict=True) if a.enabled]
    dim = [c for c, a in zip(ring.cards, ring.actions, strict=True) if not a.enabled]
    assert len(dim) >= 2 and P.contrast(DIM, REFUSED) >= 3
    fill = sum(REFUSED) / 3

    def ink(x: int, y: int) -> bool:
        return sum(app.screen.get_at((x, y))[:3]) / 3 > fill + 25
    for card in dim:
        assert card.size == live[0].size, (card, live[0])
        top = card.y + ring.lift
        pic = [(x, y) for x in range(card.left + 3, card.right - 3)
               for y in range(top, top + ring.picture_size) if ink(x, y)]
        ys = [y for _, y in pic]
        assert ys and max(ys) - min(ys) + 1 >= 0.7 * ring.picture_size, (card, len(pic))
        word = [(x, y) for x in range(card.left + 3, card.right - 3)
                for y in range(card.bottom - 3 - ring.word_h, card.bottom - 2) if ink(x, y)]
        xs = [x for x, _ in word]
        assert xs and max(xs) - min(xs) >= 20, (card, "no word drawn")


@pytest.mark.parametrize("size,lang", [((1280, 800), "en"), ((1920, 1080), "de")], ids=str)
def test_under_the_action_area_the_logs_latest_lines_stand_and_its_buttons_act(
        tmp_path, size, lang):
    """A fresh player read the log's lines round a tray over it as clutter, the next one an
    empty band under it: the log's lines wait under the tray (none behind its glass, its
    edge bare glass) and its latest lines stand in the room under it, the newest last;
    a button there, pressed, acts (no log line's "why")."""
    app = app_at(tmp_path, size, midgame(7, 60), lang)
    scene = app.scene
    log = pygame.Rect(scene.panel.log_rect)
    right = max((tg for tg in scene.clickable if isinstance(tg, Island)),
                key=lambda tg: target_rect(scene, tg).right)
    click(app, target_rect(scene, right).center)
    frames(app, 20)
    ring = scene.ring
    assert ring is not None and ring.rect.colliderect(log)
    hits = [(pygame.Rect(r), tg.line) for r, tg in scene.board.hits
            if isinstance(tg, LogLine)]
    assert hits and all(r.top > ring.rect.bottom for r, _ in hits), (ring.rect, hits)
    newest = max(hits, key=lambda h: h[1])
    assert newest[1] == len(scene.log.lines) - 1 and \
        newest[0].bottom == max(r.bottom for r, _ in hits)
    px, py, pw, ph = scene.lay.panel
    glass = panel_glass(pw, ph)
    edge = [(x, ring.rect.bottom + 2) for x in range(ring.rect.left + 12, ring.rect.right - 12, 3)]
    assert all(app.screen.get_at(p)[:3] == glass.get_at((p[0] - px, p[1] - py))[:3]
               for p in edge)
    row = newest[0]
    assert sum(max(app.screen.get_at((x, row.y + row.h // 2))[:3]) > 150
               for x in range(row.x, row.right)) > 10          # its words drawn
    live = [c for c, a in zip(ring.cards, ring.actions, strict=True) if a.enabled]
    moves = len(scene.game.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=live[0].center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 10)
    click(app, live[0].center)
    frames(app, 3)
    assert scene.back is None and app.scene is scene
    assert len(scene.game.log) > moves or scene.builder, (moves, scene.ring)


def _novice_favour_held() -> tuple[dict, int]:
    """Player 0 with the novice favour and three novices on the Book and the Shrine
    islands, the council's discs on seats 0 and 2; and the Shrine island."""
    s = blank(players=3)
    shrine = isl(s, "shrine")
    novices(s, isl(s, "book"), 0, active=3)
    novices(s, shrine, 0, active=3)
    give(s, 0, "novice")
    s["council"] = [[1, 2], [], [0]] + [[] for _ in range(8)]
    return s, shrine


def test_the_novice_favours_chip_stands_in_its_tile_clear_of_the_rest(tmp_path):
    """The novice favour held: Favour, Recruit, Appointment and Council tiles have its chip
    (a fresh look had it over the badges and the word): inside its tile, beside the
    picture, over none of its badges, its word, a count's − / +; a click on it lights it."""
    from test_direct_play_layout import ring_problems
    s, shrine = _novice_favour_held()
    for size in ((1024, 700), (1280, 800)):
        app = app_at(tmp_path / str(size[0]), size, play(s))
        scene = app.scene
        ring = _tray(app, shrine, settle=10)
        chips = [(r, k) for r, k, p in ring.parts if p == "chip"]
        assert len(chips) >= 3, size
        assert not ring_problems(scene, str(size)), ring_problems(scene, str(size))
        word_h = ring.word_h
        for r, k in chips:
            card = ring.cards[k]
            assert card.contains(r) and r.bottom <= card.bottom - word_h, (size, r, card)
            assert r.collidelist([b for b in ring.badge_rects if card.contains(b)]) < 0
        r, k = chips[0]
        was = ring.actions[k].choice.token
        click(app, r.center)
        frames(app, 3)
        assert ring.actions[k].choice.token != was, size


def test_lie_down_says_the_automatons_novices_lie_down_not_a_cost_of_the_players(tmp_path):
    """Solo round start (a fresh player read the Lie down's badge as his own cost: the
    automaton's consecration counted as the tile's "−1"): the tile's one badge is no red
    cost pill but says how many of the automaton's novices lie down, as the engine's dry
    run says, with a novice in the automaton's colour. German at 150 % in 1024x700: the
    one tile with no empty rows under it, the panel's status whole."""
    g = _lie_down_game().clone()
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    app.settings.language, app.settings.text_size = "de", 150
    app.save_settings()
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene = app.scene
    isl_ = max(range(len(scene.snap["islands"])), key=lambda i: g.state.active[i][1])
    ring = _tray(app, isl_)
    (act,) = [a for a in ring.actions if a.kind == "solo_deactivate"]
    events = g.clone().apply(act.command)
    down = next(e for e in events if e["type"] == "solo_deactivated")
    assert down["count"] >= 1 and down["player"] != 0
    assert not any(e["type"] == "novices_used" and e["player"] == 0 for e in events)
    (badge,) = ring.badge_rects
    card = ring.cards[ring.actions.index(act)]
    assert card.contains(badge)
    seen = [app.screen.get_at((x, y))[:3] for x in range(badge.x, badge.right)
            for y in range(badge.y, badge.bottom)]
    red = sum(_near(c, action_art.COST_FILL, 16) for c in seen)     # no red cost pill
    assert red < 0.1 * len(seen), (red, len(seen))
    them = art.PLAYER_RGB[scene.snap["colours"][down["player"]]]
    assert any(_near(c, them, 30) for c in seen)             # the automaton's novice
    cost, gain = ring.badges(act, scene.snap, g)
    assert gain is None and cost is not None
    assert t("ring.theirs_down", count=down["count"]).startswith(str(down["count"]))
    # its one tile: no empty rows kept under it (the room of a full tray of the actions)
    assert ring.rect.bottom - card.bottom <= 12, (ring.rect, card)
    # the panel's head says the whole status, its last words too (German at 150 %:
    # "... Wähle eine Insel für" was cut off after two lines)
    head = [d.words for d in draw_recorded(app).texts
            if d.rect.x > scene.lay.panel[0] and d.rect.bottom <= min(
                r.top for r, tg in scene.board.hits if isinstance(tg, Player))]
    assert not scene.panel.turn_line or \
        " ".join(head).split()[-1] == scene.status_line().split()[-1], head
    #   (the scoreboard's form, the trays planned for every slot, has no turn line: the
    #   card's "to move" says whose turn it is)
    fonts.set_text_size(100)


def test_every_part_of_a_tile_stands_inside_it_with_a_margin(tmp_path):
    """Fresh players at 1920x1080, 100 % and 150 %: the Hint's star half outside its
    tile's corner, the novice favour's chips at the tiles' left edges, the Council's + / −
    at the panel's border. At each window size and 100 / 150 %: every chip, − / +, the
    Hint's star, each badge and a move's "×1–n" stands inside its own tile, the star,
    chips and − / + at least 4 px clear of its edges, badges and ranges 3 px."""
    from luna.client.board.marks import Hint
    s, shrine = _novice_favour_held()
    for size, ts in (((1024, 700), 100), ((1280, 800), 150), ((1920, 1080), 150),
                     ((1920, 1080), 100)):
        app = make_app(tmp_path / f"{size[0]}-{ts}", speed="normal", size=size, menu=False)
        app.settings.text_size = ts
        app.save_settings()
        open_game(app, play(s), autosave=False)
        frames(app, 20)
        scene = app.scene
        for kind in ("council",):       # the star on a tile with a chip and a count
            cmd = next(c for c in scene.legal if c["type"] == kind
                       and c.get("island") == shrine)
            tray_open.close_tray(scene)
            scene.hints.hint = Hint(cmd, len(scene.game.log), None)
            ring = _tray(app, shrine, settle=10)
            where = f"{size} {ts} % {kind}"
            assert any(a.hinted for a in ring.actions), where
            # its star where the tile has room for it, else its gold rim alone
            assert len(ring.stars) <= 1, where
            hinted = ring.cards[next(k for k, a in enumerate(ring.actions) if a.hinted)]
            rim = app.screen.get_at((hinted.x, hinted.centery))
            assert rim.r > 200 and rim.g > 160 and rim.b < 160, (where, rim)
            inside = [(r, 4, p) for r, k, p in ring.parts if p != "card"] + \
                [(m, 4, "star") for m in ring.stars] + \
                [(b, 3, "badge") for b in ring.badge_rects + ring.ranges]
            assert any(p == "chip" for _, _, p in inside), where
            for r, margin, part in inside:
                card = next((c for c in ring.cards if c.colliderect(r)), None)
                assert card is not None and card.inflate(-2 * margin, -2 * margin).contains(
                    r), (where, part, r, card)
            panel = scene.lay.panel
            assert all(panel[0] + panel[2] - c.right >= 8 for c in ring.cards), where
            # the star over no badge's number (a fresh player read "★1" for "−1")
            assert not [m for m in ring.stars if m.collidelist(ring.badge_rects) >= 0], where
    fonts.set_text_size(100)


def _counted_tray_position() -> tuple[dict, int]:
    """The novice favour and the Herbs favour held, novices standing and lying at the
    Shrine island: its tray has counted tiles with the favour's chip (Council) and
    without (Herbs), and chip tiles without a count."""
    s, shrine = _novice_favour_held()
    give(s, 0, "herbs")
    s["islands"][shrine]["inactive"][0] = 2
    s["supply"]["novices"][0] -= 2
    return s, shrine


@pytest.mark.parametrize("size,lang,ts", [((1024, 700), "de", 150), ((1920, 1080), "fr", 100)])
def test_every_count_tile_has_its_minus_and_plus_in_one_place(tmp_path, size, lang, ts):
    """A fresh player: "the −/+ layout differs between tiles" (− left and + right on
    Herbs, + over − on the Council beside the favour's chip). On every tile of a tray
    with a count its − and + stand at the same place of the tile, the favour's chip at
    the same place on every tile that has one, the three never over each other."""
    s, shrine = _counted_tray_position()
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language, app.settings.text_size = lang, ts
    app.save_settings()
    open_game(app, play(s), autosave=False)
    frames(app, 10)
    ring = _tray(app, shrine, settle=10)
    where: dict[str, set] = {"minus": set(), "plus": set(), "chip": set()}
    for r, k, part in ring.parts:
        if part in where:
            card = ring.cards[k]
            where[part].add((r.x - card.x, r.y - card.y, r.size))
    kinds = {ring.actions[k].kind for r, k, p in ring.parts if p == "minus"}
    assert {"council", "herbs"} <= kinds, kinds
    assert all(len(v) == 1 for v in where.values()), where
    (mx, my, ms), = where["minus"]
    (px_, py, ps), = where["plus"]
    (cx, cy, cs), = where["chip"]
    minus, plus, chip = (pygame.Rect(mx, my, *ms), pygame.Rect(px_, py, *ps),
                         pygame.Rect(cx, cy, *cs))
    assert not minus.colliderect(plus) and not chip.colliderect(minus) and \
        not chip.colliderect(plus)
    assert minus.centerx > ring.tile[0] // 2 and plus.centerx > ring.tile[0] // 2
    assert chip.centerx < ring.tile[0] // 2


@functools.cache
def _lie_down_game():
    """A solo game at round 2's start: the player chooses where the automaton lies down
    (made once: each use takes a copy)."""
    g = new_game(players=1, seed=3, solo_level=1, seats=[{"kind": "human"},
                                                          {"kind": "automaton"}])
    while not any(c["type"] == "solo_deactivate" for c in g.legal()) or g.state.round < 2:
        g.apply(g.legal()[-1])
    return g


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_tiles_word_and_badges_keep_air_to_its_border_at_every_size(tmp_path, lang):
    """Fresh players at 1920x1080 in French: "Sanctification" squeezed between its tile's
    borders, "2 couchés" jammed into the tile's top border. At 1024x700 (150 %) and
    1920x1080 (100 %), the Consecration's and the Lie down's tiles: the word
    whole and with air each side (a twentieth of the tile, less in the smallest window),
    each badge as far from the tile's top and sides as the window's tile inset (7 px at
    1920x1080), a lone badge at its row's left as on every tile."""
    from test_expulsion_show import expulsion

    from luna.client.board.targets import Tile
    for size, ts in (((1024, 700), 150), ((1920, 1080), 100)):
        for game, place in ((expulsion(), Tile(6)), (_lie_down_game().clone(), None)):
            app = make_app(tmp_path / f"{size[0]}-{ts}-{place}", speed="normal", size=size,
                           menu=False)
            app.settings.language, app.settings.text_size = lang, ts
            app.save_settings()
            open_game(app, game, autosave=False)
            frames(app, 6)
            scene = app.scene
            if place is None:
                place = Island(max(range(7), key=lambda i: game.state.active[i][1]))
            ring = _tray(app, place.island if isinstance(place, Island) else 0, settle=6) \
                if isinstance(place, Island) else None
            if ring is None:
                click(app, target_rect(scene, place).center)
                frames(app, 6)
                app.mouse = (2, 2)
                frames(app, 3)
                ring = scene.ring
            where = f"{lang} {size} {ts} % {ring.actions[0].kind}"
            badges = list(ring.badge_rects)               # (as the frame drew them)
            rec = ring_recorded(app, ring)
            card, act = ring.cards[0], ring.actions[0]
            word = next(d for d in rec.texts if d.words == t(f"ring.{act.kind}"))
            air = 7 if size[0] >= 1920 else 3
            assert word.rect.left - card.left >= air and card.right - word.rect.right >= air, \
                (where, word.rect, card)
            inset = 7 if size[0] >= 1920 else 4
            assert badges, where
            for b in badges:
                assert b.top - card.top >= inset, (where, b, card)
                assert b.left - card.left >= inset and card.right - b.right >= inset, \
                    (where, b, card)
            row = ring.badge_slot(card)         # (its tile form's badges' row)
            cost, gain = ring.badges(act, scene.snap, scene.game)
            if len(badges) == 1 and gain is None:   # a lone cost at its left, as every
                assert badges[0].left == row.left, where   # tile's (fresh players: "one
            #                                              pill centred, the next left")
    fonts.set_text_size(100)


def test_a_moves_badge_of_novices_is_said_in_its_hover_text(tmp_path):
    """Issue 54: the Travel badge "×1–8" on the tray was explained nowhere, not in its
    hover text: the hover text says how many novices the move can send, with the
    badge's own words, and (F444) a Tides that it gathers them from every island and the
    jetty, a Sailboat not."""
    from luna.client.board.action_art import count_words
    game, tides, _ = mine()
    app = app_at(tmp_path, (1024, 700), game)
    scene = app.scene
    click(app, target_rect(scene, Group(tides, 0, "inactive")).center)
    frames(app, 20)
    ring = scene.ring
    for kind, most in (("tides", 9), ("sailboat", 2)):
        k = next(i for i, a in enumerate(ring.actions) if a.kind == kind)
        assert ring.actions[k].most == most
        tip = ring.tip(k, "card", scene.snap)
        assert count_words(1, most) in tip, tip
        key = "ring.range.tides" if kind == "tides" else "ring.range"
        assert t(key, badge=count_words(1, most), most=most) in tip, tip


def test_a_tile_forms_parts_follow_the_windows_margins(monkeypatch):
    """A form's parts are kept once found (ring_place.TileForm): asked again at another
    window size they are that size's (its margins grow with the window), as a form
    made there has them, and a rect handed out is the caller's own to move."""
    from luna.client.game.ring_place import TileForm
    parts = ("margin", "gap", "badges", "word", "middle", "left", "right", "zone",
             "picture_side", "picture", "star", "chip", "minus", "plus")
    form = TileForm(120, 110, 20, 16, 24, True)
    for window in (1.0, 1.5, 1.0):
        monkeypatch.setattr(fonts, "window", window)
        fresh = TileForm(120, 110, 20, 16, 24, True)
        assert [getattr(form, p) for p in parts] == [getattr(fresh, p) for p in parts]
    form.picture.move_ip(50, 50)
    assert form.picture == TileForm(120, 110, 20, 16, 24, True).picture
    assert TileForm(120, 110, 20, 16, 24, True, chip_side=0) == form   # (fields alone)


def test_a_tiles_hover_text_says_what_its_move_gives_now_and_at_the_coming_scoring(tmp_path):
    """A tray's tile says, as the engine's dry run of its move counts, the influence it
    gains now and what it changes at the coming scoring in the mover's words (F430: a
    tile that said only its name left the player to count, or to follow the Hint), or
    that it changes nothing there; an Appointment whose tile is chosen on the board after
    too (F656: it said none), as each of its tiles' moves changes it. Read from the hover
    text the pointer resting on each tile brings up, in the real loop."""
    from positions import claim

    from luna.client.board.targets import Ring
    from luna.engine.scoring import scoring_change
    from luna.text.score_words import coming_words, now_words
    s = blank(players=3)               # a claimed tile to consecrate, novices under the
    claim(s, next(e["tile"] for e in s["path"][s["guardian"] + 1:] if "tile" in e), 0)
    novices(s, s["apostate"], 0, active=2)          # Apostate and at the Moon Priestess
    novices(s, s["priestess"], 0, active=1)
    novices(s, s["priestess"], 1, active=1)
    two = blank(players=3)              # the Moon Priestess's island's Appointment, two
    two["guardian"] = 0                 # of its tiles released: one chosen on the board
    novices(two, two["priestess"], 0, active=2)
    novices(two, two["priestess"], 1, active=1)
    now_said = coming_said = none_said = picked = 0
    for k_game, game in enumerate((play(s), midgame(5, 50), play(two))):
        app = app_at(tmp_path / f"{k_game}", (1280, 800), game)
        scene = app.scene
        places = sorted(scene.clickable, key=repr)[:8]
        for place in places:
            tray_open.close_tray(scene)
            frames(app, 5)
            click(app, target_rect(scene, place).center)
            frames(app, 20)
            ring = scene.ring
            if ring is None:
                continue
            for k, act in enumerate(ring.actions):
                if not act.enabled or act.builder:
                    continue
                pos = ring.cards[k].center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                frames(app, 20)
                hover = scene.hover
                assert isinstance(hover, Ring) and hover.index == k, (hover, k)
                if act.kind == "appoint" and len(act.tiles) > 1:     # each tile's move
                    said = {coming_words(scene.game.scoring_change(c)) or t("ring.coming.none")
                            for c in act.variants.values()}
                    assert (said.pop() if len(said) == 1 else t("ring.coming.by_tile")) \
                        in hover.words, hover.words
                    picked += 1
                    continue
                after = scene.game.clone()
                events = after.apply(act.command)
                gain = sum(e["delta"] for e in events if e["type"] == "influence"
                           and e["player"] == act.command["player"])
                change = scoring_change(scene.game.state, after.state, act.command["player"])
                if gain and not any(e["type"] == "phase" for e in events):
                    assert now_words(gain) in hover.words, (act.kind, hover.words)
                    now_said += 1
                if coming_words(change):
                    assert coming_words(change) in hover.words, (act.kind, hover.words)
                    coming_said += 1
                else:        # (a missing line read as one not worked out)
                    assert t("ring.coming.none") in hover.words, (act.kind, hover.words)
                    none_said += 1
    assert now_said and coming_said and none_said and picked, \
        (now_said, coming_said, none_said, picked)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_last_time_markers_tile_says_the_scoring_it_starts(tmp_path, lang):
    """With one time marker left, the candles' Meditate said "gains you 1 influence now"
    and nothing of the round's scoring it starts: its hover text says that it starts the
    scoring, with what that scoring gives the mover (the engine's dry run), in each
    seeded position (the Moon Priestess's pay; the Apostate's loss)."""
    from luna.client.board.targets import Candles, Ring
    from luna.text import set_language
    from luna.text.score_words import started_words
    said = []
    for k, where in enumerate(("priestess", "apostate")):
        s = blank(players=2)
        s["time_markers"]["turned"] = s["time_markers"]["total"] - 1
        novices(s, s[where], 0, active=3)
        game = play(s)
        events = game.clone().apply({"type": "meditate", "player": 0})
        end = next(i for i, e in enumerate(events) if e["type"] == "round_scored")
        scored = sum(e["delta"] for e in events[:end] if e["type"] == "influence"
                     and e["player"] == 0 and e["why"] != "meditation")
        app = app_at(tmp_path / f"{k}", (1280, 800), game, lang)
        try:
            scene = app.scene
            click(app, target_rect(scene, Candles()).center)
            frames(app, 20)
            k_med = next(i for i, a in enumerate(scene.ring.actions) if a.kind == "meditate")
            pygame.event.post(pygame.event.Event(
                pygame.MOUSEMOTION, pos=scene.ring.cards[k_med].center, rel=(0, 0),
                buttons=(0, 0, 0)))
            frames(app, 20)
            assert isinstance(scene.hover, Ring) and scene.hover.index == k_med
            assert started_words(scored) in scene.hover.words, scene.hover.words
            said.append(scored)
        finally:
            set_language("en")
    assert said[0] > 0 > said[1], said


def test_a_tiles_hover_text_says_what_its_move_changes_at_the_games_end(tmp_path):
    """A Council tile said only its cost at the coming scoring ("you get 5 less from the
    Moon Priestess") while the Hint called it best: a tile's hover text says, beside the
    coming scoring, what its move changes at the game's end as the engine counts it
    (`scoring.final_change`): the council seat and what it then counts, a favour taken
    kept for a point, a Tides built on the board returning its favour (every Tides
    does); a move that changes nothing there says nothing of it."""
    from luna.client.board.targets import Ring
    from luna.engine.data import COUNCIL_POINTS
    from luna.engine.scoring import final_change
    from luna.text.score_words import end_words
    game, tides, herbs = mine()
    app = app_at(tmp_path, (1280, 800), game)
    scene = app.scene
    said, words = {}, {}
    for island, kinds in ((tides, ("council", "tides", "travel")), (herbs, ("favour", "recruit"))):
        tray_open.close_tray(scene)
        frames(app, 3)
        ring = _tray(app, island, settle=12)
        for kind in kinds:
            k = next(i for i, a in enumerate(ring.actions) if a.kind == kind)
            if kind == "council":                # its − : two seats up (it opens on
                click(app, next(r for r, j, part in ring.parts    # its most, three)
                                if j == k and part == "minus").center)
                frames(app, 4)
            act = ring.actions[k]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ring.cards[k].center,
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            frames(app, 4)
            assert isinstance(scene.hover, Ring) and scene.hover.index == k, scene.hover
            after = scene.game.clone()
            after.apply(act.command or next(c for c in scene.game.legal()
                                            if c["type"] == kind))
            change = final_change(scene.game.state, after.state, 0)
            said[kind], words[kind] = change.parts, scene.hover.words
            if change.parts:
                assert end_words(change) in scene.hover.words, (kind, scene.hover.words)
            else:                               # (no part of it: no word of the end)
                assert not [w for w in scene.hover.words if "at the game's end" in w], kind
    gained = COUNCIL_POINTS[4] - COUNCIL_POINTS[2]            # seat 2 to seat 4
    assert said["council"] == {"council": gained} and gained > 0, said
    assert t("end.part.council.gain", n=gained, worth=COUNCIL_POINTS[4]) in words["council"]
    assert said["favour"] == {"favours": 1} and said["recruit"] == {}, said
    assert said["tides"] == {"favours": -1} and said["travel"] == {}, said


@pytest.mark.parametrize("code,end,unit", [
    ("en", "at the game's end", "influence"), ("de", "bei Spielende", "Einfluss"),
    ("fr", "en fin de partie", "d’influence"), ("nl", "aan het einde van het spel", "invloed")])
def test_a_council_tiles_seat_figure_says_it_scores_at_the_games_end(code, end, unit):
    """F730: a Council tile's preview said "your council seat counts 1 (1 more)", which
    did not say the figure is influence scored at the game's end (the council seat's
    points are counted then alone). Each part of the end's preview says its figure is
    influence and that it scores at the game's end, in every language."""
    from luna.engine.scoring import FinalChange
    from luna.text.i18n import set_language
    from luna.text.score_words import end_words
    try:
        set_language(code)
        for part, n in (("council", 1), ("council", -1), ("favours", 1), ("shrines", -4)):
            said = end_words(FinalChange({part: n}, {part: 3}))
            assert end in said and unit in said, said
        seat = t("end.part.council.gain", n=1, worth=3)
        assert end in seat and f"3 {unit}" in seat, seat       # with the seat's figure
    finally:
        set_language("en")


def test_a_tiles_coming_scoring_names_the_moon_priestess_once(tmp_path):
    """A Recruit on the Moon Priestess's island lays two standing novices down and adds
    one lying: its words named her twice ("you get 5 less from the Moon Priestess, you
    get nothing from the Moon Priestess for the novice sent…"). Her change and the
    novice lying beside her island are one part of the tile's hover text."""
    from luna.client.board.targets import Ring
    s = blank(players=3)
    here = s["priestess"]
    novices(s, here, 0, active=2)
    novices(s, here, 1, active=1)
    app = app_at(tmp_path, (1280, 800), play(s))
    scene = app.scene
    ring = _tray(app, here, settle=12)
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "recruit")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ring.cards[k].center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 4)
    assert isinstance(scene.hover, Ring) and scene.hover.index == k, scene.hover
    change = ring.actions[k].effect(scene.game).scoring
    assert change.parts.get("priestess", 0) < 0 and change.lying == 1, change
    line = next(w for w in scene.hover.words.split("\n")
                if w.startswith(t("builder.scoring", parts="").rstrip()))
    assert line.count("Moon Priestess") == 1, line
    assert t("scoring.part.priestess.loss.lying", n=-change.parts["priestess"],
             count=1) in line, line
