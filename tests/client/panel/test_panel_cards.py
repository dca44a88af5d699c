"""The side panel's player cards use their room (issue 21: "player cards look
empty, favour icons small" at 1920x1080): each card shows the player's piece, the favours
large, the supply, the council seat and the jetty pictured with their numbers; the player
to move is unmistakable (a gold rim and glow, a gold "to move"); all of it fits at
1024x700 and at 150 % text. Drawn by the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded, panel_problems
from test_layout import crowded

from luna.client.board import art
from luna.client.board.targets import Held, PanelItem, Player
from luna.client.demo.driver import frames, make_app
from luna.client.game import tray_lay, tray_open
from luna.client.game.panel import STRIP
from luna.client.game.projection import shown as projected_shown
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.client.widgets import palette as P
from luna.engine import from_snapshot
from luna.text import t


def _open(tmp_path, size, text_size=100, code="en"):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    game, _ = crowded()
    snap = game.snapshot()                        # and favours held, one each kind
    for p, kinds in enumerate((["book", "herbs", "tides"], ["shrine"], [], ["novice"])):
        snap["favours"][p] = kinds
        for k in kinds:
            isl = next(i for i in snap["islands"] if i["kind"] == k)
            isl["favours"] -= 1
    open_game(app, from_snapshot(snap), autosave=False)
    frames(app, 20)
    return app, app.scene


def _near(c, rgb, d=60) -> bool:
    return sum(abs(a - b) for a, b in zip(c[:3], rgb, strict=True)) < d


def _cards(scene) -> dict[int, pygame.Rect]:
    return {tg.player: r for r, tg in scene.board.hits if isinstance(tg, Player)}


def _with_and_without_a_tray(app, scene, shown) -> list[str]:
    """`shown()`'s faults as the board stands, then with the fullest tray open; the
    players' cards the same in both, but where they stand a line each while a tray
    stands (the log's latest two entries' rows under it: test_log_beside_tray), whole
    again where they stood as it closes."""
    from test_action_area import _fullest
    before = _cards(scene)
    bad = shown()
    _fullest(app)
    frames(app, 5)
    assert scene.ring is not None
    bad += shown()
    if scene.panel.tray == STRIP and tray_lay.steady_form(
            scene.acting, tray_open.tray_view(scene), scene.guide) < STRIP:
        tray_open.close_tray(scene)
        frames(app, 10)
        assert _cards(scene) == before
        _fullest(app)
        frames(app, 5)
    else:
        assert _cards(scene) == before
    return bad


def test_a_large_window_gives_the_cards_large_pictures(tmp_path):
    app, scene = _open(tmp_path, (1920, 1080))
    snap, screen = scene.snap, app.screen
    cards = _cards(scene)
    assert len(cards) == 4
    held = [r for r, tg in scene.board.hits if isinstance(tg, Held)]
    assert held and min(r.w for r in held) >= 30          # was 24 px at every size
    for p, card in cards.items():
        colour = snap["colours"][p]
        face = pygame.Rect(card.x + 6, card.y + 4, card.w // 9, card.h // 2)
        shown = sum(_near(screen.get_at((x, y)), art.PLAYER_RGB[colour])
                    for x in range(face.x, face.right, 2) for y in range(face.y, face.bottom, 2))
        assert shown > 30, f"no {colour} piece on the card"
        for item in ("supply", "council"):
            r = next(r for r, tg in scene.board.hits if tg == PanelItem(p, item))
            assert card.contains(r) and r.h >= 20, (p, item, r)
        council = next(r for r, tg in scene.board.hits if tg == PanelItem(p, "council"))
        if snap["jetty"][p]:                    # the jetty pictured beside the council
            jetty = next(r for r, tg in scene.board.hits if tg == PanelItem(p, "jetty"))
            assert card.contains(jetty) and jetty.x >= council.right and jetty.w >= 36, \
                (p, council, jetty)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_player_to_move_is_unmistakable(tmp_path, size):
    app, scene = _open(tmp_path, size)
    me = scene.snap["to_move"]
    cards = _cards(scene)
    screen = app.screen

    def rim(card) -> float:
        pts = [(x, card.y + 1) for x in range(card.x + 12, card.right - 12, 3)]
        return sum(_near(screen.get_at(pt), P.GOLD, 90) for pt in pts) / len(pts)

    assert rim(cards[me]) > 0.6
    assert all(rim(c) < 0.2 for p, c in cards.items() if p != me)
    if scene.panel.tray >= STRIP:                # a scoreboard (its fullest tray wants
        return                                   # the room): the pill yields to favours
    rec = draw_recorded(app)                     # "to move" is said on the card
    said = [d for d in rec.texts if d.words == t("panel.to_move")]
    assert said and cards[me].contains(said[0].rect)
    pill = said[0].rect                          # on a gold pill
    assert _near(screen.get_at((pill.x - 3, pill.centery)), P.GOLD, 40)
    assert _near(screen.get_at((pill.right + 3, pill.centery)), P.GOLD, 40)


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_cards_fit_the_smallest_window_at_150(tmp_path, code):
    app, scene = _open(tmp_path, (1024, 700), 150, code)
    rec = draw_recorded(app)
    bad = panel_problems(scene, rec)
    cards = _cards(scene)
    top = min(c.top for c in cards.values())   # (the person's supply: in the round's
    for r, tg in scene.board.hits:             # heading over the cards, test_sweep_panel)
        if isinstance(tg, PanelItem | Held) and not cards[tg.player].contains(r) \
                and not (tg == PanelItem(tg.player, "supply") and r.bottom <= top):
            bad.append(f"{tg} {r} leaves its card {cards[tg.player]}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_projection_reads_on_every_card_the_lit_one_too(tmp_path, size):
    """"projected 12" keeps 4.5:1 against its card, the lit (gold) card of the player to
    move too: dim words on it read soft (a fresh look's find)."""
    from test_colour_vision import contrast, seen
    app, scene = _open(tmp_path, size)
    frames(app, 150)                                 # the turn's first glow has faded
    screen, seen_cards = app.screen, set()
    for r, tg in scene.board.hits:
        if not (isinstance(tg, PanelItem) and tg.item == "projected"):
            continue
        seen_cards.add(tg.player)
        lum = sorted(seen(screen.get_at((x, y)), None) for x in range(r.left, r.right)
                     for y in range(r.top, r.bottom))
        ground = lum[len(lum) // 2]                  # most of the box is the card
        ink = lum[-2]                                # the letters' strokes (small: few)
        assert contrast(ink, ground) >= 4.5, (tg.player, contrast(ink, ground))
    assert scene.snap["to_move"] in seen_cards and len(seen_cards) == scene.snap["players"]


@pytest.mark.parametrize("size,code,text_size", [((1024, 700), "de", 150),
                                                 ((1280, 800), "fr", 150),
                                                 ((1280, 800), "en", 125)], ids=str)
def test_the_scoreboard_shows_each_projection_beside_the_influence(tmp_path, size, code,
                                                                   text_size):
    """All five fresh players (t150/t125, windows up to 1280x800): the scoreboard's cards
    showed the projection only in their hover text, nobody saw it. Each card's line shows
    its projection (the snapshot's) right of its influence, in words no smaller than the
    log's least at that text size, whether a tray stands or not; the cards never move."""
    from layout_check import draw_recorded
    from test_action_area import seeded_panel

    from luna.client.game.panel import LOG_LEAST, STRIP
    from luna.client.window import fonts
    app = seeded_panel(tmp_path, size, code, text_size)
    scene = app.scene

    def shown() -> list[str]:
        rec, cards, bad = draw_recorded(app), _cards(scene), []
        snap = scene.snap
        assert tray_lay.steady_form(scene.acting, tray_open.tray_view(scene),
                                     scene.guide) == STRIP, cards   # the scoreboard's lines
        for p, card in cards.items():
            infl = next(r for r, tg in scene.board.hits if tg == PanelItem(p, "influence"))
            box = next((r for r, tg in scene.board.hits if tg == PanelItem(p, "projected")),
                       None)
            fig = [d for d in rec.texts if d.words in (
                str(projected_shown(snap, p)),
                t("panel.projected", score=projected_shown(snap, p)))
                and box is not None and box.contains(d.rect)]
            if not fig:
                bad.append(f"{p}: no projection {projected_shown(snap, p)} drawn ({box})")
                continue
            if not (card.contains(box) and box.left >= infl.right):
                bad.append(f"{p}: the projection {box} not right of {infl} in {card}")
            if fig[0].size < fonts.px(LOG_LEAST):
                bad.append(f"{p}: the projection at {fig[0].size} px")
        return bad + panel_problems(scene, rec)
    bad = _with_and_without_a_tray(app, scene, shown)
    fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size,code,players,text_size", [
    ((1280, 800), "en", 3, 125), ((1280, 800), "en", 4, 100), ((1024, 700), "fr", 3, 100),
    ((1600, 900), "en", 3, 150)],
    ids=str)
def test_the_scoreboard_keeps_the_supply_and_council_where_the_room_allows(
        tmp_path, size, code, players, text_size):
    """All five fresh players at 125/150 % (1280x800 and 1024x700): the scoreboard's cards
    showed the supply and the council seat only in their hover text. Where the room
    allows (the latest two entries' rows under the fullest tray, the Sailboat's slot
    planned in it: F249; those rows come first, the mover's supply then in the turn
    line under a tray), each card keeps a foot with
    its novices, shrines and council seat (the snapshot's numbers) in words no smaller
    than the log's least, inside the card; a tray moves nothing, the latest entry stands
    whole under it."""
    from layout_check import draw_recorded
    from test_action_area import seeded_panel

    from luna.client.board.targets import LogLine
    from luna.client.game.panel import LOG_LEAST, STRIP
    from luna.client.window import fonts
    app = seeded_panel(tmp_path, size, code, text_size, players)
    scene = app.scene

    def shown() -> list[str]:
        rec, cards, bad, snap = draw_recorded(app), _cards(scene), [], scene.snap
        assert tray_lay.steady_form(scene.acting, tray_open.tray_view(scene),
                                     scene.guide) in (0, 1, STRIP)   # (whole or closed up
        #        where the tray leaves room: at 1600x900, 150 % the tray's name over it
        #        takes a row of the log's, the cards stay whole over two rows)
        for p, card in cards.items():
            for item in ("supply", "council"):
                r = next((r for r, tg in scene.board.hits if tg == PanelItem(p, item)), None)
                if r is None or not card.contains(r):
                    bad.append(f"{p}: no {item} in its card {card} ({r})")
                    continue
                words = {d.words: d.size for d in rec.texts if r.collidepoint(d.rect.center)}
                want = [f"×{snap['supply']['novices'][p]}", f"×{snap['supply']['shrines'][p]}"] \
                    if item == "supply" else [t("panel.council", seat=next(
                        q for q, st in enumerate(snap["council"]) if p in st))]
                if not all(w in words for w in want):
                    bad.append(f"{p}: {item} shows {words}, not {want}")
                elif min(words[w] for w in want) < fonts.px(LOG_LEAST):
                    bad.append(f"{p}: {item} in {min(words.values())} px")
        return bad + panel_problems(scene, rec)
    bad = _with_and_without_a_tray(app, scene, shown)
    latest = len(scene.log.lines) - 1
    box = next((r for r, tg in scene.board.hits if tg == LogLine(latest)), None)
    assert box is not None and box.top >= scene.ring.rect.bottom
    rec = draw_recorded(app)
    drawn = " ".join(d.words for d in rec.texts if box.contains(d.rect))
    assert drawn.split() == scene.log.lines[latest][0].split(), drawn
    fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def test_the_guided_games_panel_is_filled_to_its_foot(tmp_path):
    """A fresh player in the guided game at 1280x800 (100 %): the cards stood as a line
    each for the whole game (chosen for its one longest step), the supply only in a hover
    text, and under the step's card and the log's three lines an empty band ran to the
    panel's buttons. The cards keep their fuller form (each one's supply shown), and the
    log's page reaches down to the buttons: no bare glass band."""
    from guided_steps import NOTES, at_step

    from luna.client.board.targets import LogLine, PanelItem
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, at_step(0), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    frames(app, 20)
    scene = app.scene
    assert scene.lesson.box is not None and scene.lesson.groove is None
    hits = scene.board.hits
    supply = {tg.player for _, tg in hits if isinstance(tg, PanelItem) and tg.item == "supply"}
    assert supply == set(range(scene.snap["players"])), supply
    lines = [pygame.Rect(r) for r, tg in hits if isinstance(tg, LogLine)]
    assert lines and min(r.top for r in lines) > scene.lesson.box.bottom
    last, foot = max(r.bottom for r in lines), scene.lay.buttons_top
    assert foot - last > 40, "a band to look at (the log's few first lines)"
    glass_x = scene.lay.panel[0] + 4               # the panel's bare glass, left of the page
    for y in ((last + foot) // 2, foot - 16):
        page = sum(app.screen.get_at((scene.panel.log_rect.centerx, y))[:3])
        glass = sum(app.screen.get_at((glass_x, y))[:3])
        assert page < glass - 12, f"bare glass at y={y}: {page} beside {glass}"


@pytest.mark.parametrize("size,code,text_size,players", [
    ((1024, 700), "de", 150, 4), ((1024, 700), "fr", 150, 3), ((1280, 800), "fr", 150, 4),
    ((1280, 800), "de", 100, 4)], ids=str)
def test_with_a_tray_open_the_movers_supply_is_in_sight(tmp_path, size, code, text_size,
                                                       players):
    """Fresh players at 150 % (1024x700, 1280x800): with a tray open the supply was
    nowhere on the screen (the scoreboard's cards without their foot) as they chose what
    to recruit or build. With the fullest tray open the mover's novices and shrines in
    supply (the snapshot's numbers) stand in the panel, on its card or in the turn line,
    clear of the tray and of every card; nothing in the panel overlaps."""
    from test_action_area import _fullest, seeded_panel

    from luna.client.window import fonts
    app = seeded_panel(tmp_path, size, code, text_size, players)
    scene = app.scene
    _fullest(app)
    frames(app, 5)
    me, snap = scene.ring.me, scene.snap
    rec = draw_recorded(app)
    box = next((pygame.Rect(r) for r, tg in scene.board.hits if tg == PanelItem(me, "supply")),
               None)
    fonts.set_text_size(100)
    assert box is not None, "the mover's supply is not shown"
    words = {d.words for d in rec.texts if box.collidepoint(d.rect.center)}
    want = {f"×{snap['supply']['novices'][me]}", f"×{snap['supply']['shrines'][me]}"}
    assert want <= words, (words, want)
    assert pygame.Rect(scene.lay.panel).contains(box)
    assert not box.colliderect(scene.ring.rect), (box, scene.ring.rect)
    cards = _cards(scene)
    assert all(cards[p].contains(box) or not cards[p].colliderect(box) for p in cards)
    bad = panel_problems(scene, rec)
    assert not bad, "\n".join(bad)


def test_the_cards_keep_their_form_when_the_fullest_tray_grows_smaller(tmp_path):
    """A fresh player (1280x800): in round 3 the players' cards grew tall, then shrank
    again, and the tray slid ~100 px under the pointer (a click meant for Travel hit
    Appoint). The cards' form follows the fullest tray met in the game: after the favours
    that add a tile to every tray are spent, the cards stand where they stood. At
    1920x1080 and 125 %, where the fuller tray wants the scoreboard and the smaller one
    the full cards; through the app's frames at normal speed."""
    import copy

    from luna.engine import new_game

    g = new_game(players=3, seed=1, setup="intro", seats=[{"kind": "human"}] * 3)
    s = copy.deepcopy(g.snapshot())
    me = s["to_move"]
    s["favours"] = [[] for _ in range(3)]
    s["favours"][me] = ["herbs", "tides", "sailboat"]
    game = from_snapshot(s)
    game.header["seats"] = [{"kind": "human"}] * 3
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), menu=False)
    app.settings.text_size = 125
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 30)
    scene = app.scene

    def cards():
        return sorted((tg.player, tuple(r)) for r, tg in scene.board.hits
                      if isinstance(tg, Player))
    before = cards()
    spend = next(c for c in scene.legal if c["type"] in ("herbs", "tides", "sailboat"))
    assert scene.play(spend)
    frames(app, 240)                       # the move shown, the next player to move
    assert not scene.snap["favours"][me] or len(scene.snap["favours"][me]) < 3
    assert cards() == before


@pytest.mark.parametrize("size,code,text_size", [((1920, 1080), "fr", 100),
                                                   ((1024, 700), "de", 150)], ids=str)
def test_the_cards_keep_their_form_when_a_moves_confirm_box_comes(tmp_path, size, code,
                                                                  text_size):
    """French at 1920x1080 (051 -> 052): the players' cards shrank as a move's help and
    Confirm came, and the log slid under the pointer (at 1024x700, German, 150 %: they
    rose a row as the turn line's two rows became the move's one). Idle and while the
    move is built the cards stand where they stood. Travel clicked through the app's
    frames at normal speed."""
    from test_board_look import midgame
    from test_move_arrows import build_travel

    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    open_game(app, midgame(5, 40), autosave=False)
    frames(app, 20)
    scene = app.scene
    idle = _cards(scene)
    build_travel(app, 1)
    frames(app, 10)
    assert scene.builder is not None and scene.move_help.rect is not None
    assert _cards(scene) == idle


def _figures(said: str) -> list[int]:
    """The signed figures that start a hover text's lines after its sum's head ("…
    projected 20 =": "11 influence points now", "−3 at this round's scoring", "+8 council
    seat 9")."""
    import re
    out, rows = [], said.split("\n")
    for line in rows[next(k for k, r in enumerate(rows) if r.endswith("=")) + 1:]:
        m = re.match(r"([+−]?)(\d+) ", line)
        if m:
            out.append(-int(m[2]) if m[1] == "−" else int(m[2]))
    return out


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                 ((1280, 800), "fr", 100),
                                                 ((1024, 700), "de", 150)])
def test_the_projection_counts_the_coming_scoring_and_says_each_part(tmp_path, size, code,
                                                                     text_size):
    """"projected 20" hid where its points come from (F246, F538; a new player, F835:
    "council seats gave each opponent 10 points and me 1"): pointed at, the card's
    projection and its score each say it as a sum, a line each part with its figure, the
    engine's own (`projection_parts`): influence now, this round's scoring as it would
    come now (an Apostate's loss here), then at the game's end the council seat, the
    shrines and the unused favours, which add up to the figure on the card; the text
    stands inside the window, at 1024x700 and 150 % too. The card's figure counts the
    coming scoring as the previews of moves do (F588). On the real loop."""
    from human import Person
    from positions import blank, give, novices, play, shrine

    from luna.engine.data import COUNCIL_POINTS
    from luna.engine.scoring import coming_given, projection_parts
    s = blank(3)
    novices(s, s["apostate"], 1, active=2)       # 2 with the Apostate: -3 at the scoring
    give(s, 1, "tides", "herbs")                 # two favours kept: +2 at the end
    shrine(s, next(i for i in range(7) if i not in (s["priestess"], s["apostate"])),
           1)                                    # a shrine off her island: +4 at the end
    s["council"][0] = [0, 2]
    s["council"][9] = [1]                        # seat 9: +8
    game = play(s)
    parts = projection_parts(game.state)[1]
    assert parts["scoring"] == coming_given(game.state)[1] == \
        -3 + game.state.temple_novices(1)
    assert (parts["favours"], parts["shrines"], parts["council"]) == (2, 4, COUNCIL_POINTS[9])
    person = Person(tmp_path, size=size, language=code, text_size=text_size, menu=False)
    try:
        open_game(person.app, game, autosave=False)
        person.settle()
        scene = person.scene
        window = person.app.screen.get_rect()
        figure = sum(parts.values())
        drawn = [d.words for d in draw_recorded(person.app).texts]
        assert any(str(figure) in w for w in drawn), drawn
        for item in ("projected", "influence"):
            box = next(r for r, tg in scene.board.hits if tg == PanelItem(1, item))
            person.point(box.center)
            person.until(lambda item=item: scene.hover == PanelItem(1, item)
                         and scene.hover_text.rect is not None, what=f"{item}'s hover")
            said = tooltip(scene.hover, scene.snap)       # the words it stands with
            head = t("tip.projection.head" if item == "projected" else "tip.projection.sum",
                     name=scene.snap["names"][1], score=figure)
            assert head in said.split("\n") and "{" not in said, said
            assert _figures(said) == [parts[k] for k in ("now", "scoring", "council",
                                                        "shrines", "favours")], said
            assert sum(_figures(said)) == projected_shown(scene.snap, 1) == figure
            assert t("tip.projection.council", points=f"+{COUNCIL_POINTS[9]}", seat=9) \
                in said, said
            assert window.contains(scene.hover_text.rect), (item, scene.hover_text.rect)
            person.point((window.centerx, 5))
            person.wait(0.3)
    finally:
        person.close()


@pytest.mark.parametrize("size,code,text_size", [((1024, 700), "de", 150),
                                                 ((1280, 800), "en", 100)])
def test_a_long_name_stops_short_of_the_score(tmp_path, size, code, text_size):
    """F290: a typed name of 16 wide letters ran under the score on its card. A name
    stands whole where its line holds it, else shortened with "…" short of the score."""
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language, app.settings.text_size = code, text_size
    app.save_settings()
    app.goto("menu")
    game, _ = crowded()
    snap = game.snapshot()
    snap["names"][0] = "WWWWMMMMWWWWMMMM"           # as long as a typed name goes
    open_game(app, from_snapshot(snap), autosave=False)
    frames(app, 20)
    scene = app.scene
    rec = draw_recorded(app)
    card = _cards(scene)[0]
    score = next(r for r, tg in scene.board.hits if tg == PanelItem(0, "influence"))
    (name,) = [d for d in rec.texts if d.words.startswith("WWWW") and card.colliderect(d.rect)]
    assert name.rect.right <= score.left, (name.words, name.rect, score)
    assert name.words == "WWWWMMMMWWWWMMMM" or name.words.endswith("…")


def test_the_movers_pill_stands_beside_two_favours_on_the_scoreboard(tmp_path):
    """F772: the "to move" pill stood on the mover's card from round 2 but not in round
    1, where their two favours took the scoreboard line's room (1280x800 at 125 %, three
    players). One rule in every round: the pill stands beside the name, the favours at
    the card's foot where the line has no room for them, each of them read."""
    from positions import blank, give, isl, novices, play

    from luna.client.opening import open_game
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    app.settings.text_size = 125
    app.save_settings()
    app.goto("menu")
    s = blank(players=3)
    me, book = s["to_move"], isl(s, "book")
    s["architect"] = s["apostate"] = book
    give(s, me, "herbs", "tides")
    novices(s, book, me, active=3)
    open_game(app, play(s), autosave=False)
    frames(app, 4)
    scene = app.scene
    assert scene.panel.tray >= STRIP            # (its fullest tray: a scoreboard)
    card = _cards(scene)[me]
    said = [d for d in draw_recorded(app).texts if d.words == t("panel.to_move")]
    assert said and card.contains(said[0].rect), said
    held = [tg.favour for r, tg in scene.board.hits if isinstance(tg, Held)
            and tg.player == me and card.contains(r)]
    assert sorted(held) == ["herbs", "tides"], held


def _hot_seat(tmp_path, size, players: int):
    """A new game of `players` persons at one screen (the first game's setup), on the
    real loop at normal speed."""
    from luna.engine import new_game
    app = make_app(tmp_path / str(players), speed="normal", size=size, menu=False)
    app.goto("menu")
    open_game(app, new_game(players=players, seed=3, setup="intro",
                            seats=[{"kind": "human"}] * players), autosave=False)
    frames(app, 150)
    return app, app.scene


@pytest.mark.parametrize("size", [(1080, 680), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_players_have_the_panel_of_three(tmp_path, size):
    """Two persons at one screen see the panel three would (a 1024x700 screen's window
    is laid out at 1080x680): the turn line ("Ann, your turn"), "projected 17" in words
    (not "→17") and the buttons in three's places; the card not there leaves its room
    under the two, it never makes their form tighter. F977: the two stood apart, the
    room of the card not there as a gap between them: they stand together, as the first
    two of three."""
    seen, stood = {}, {}
    for n in (2, 3):
        app, scene = _hot_seat(tmp_path, size, n)
        rec, name = draw_recorded(app), scene.snap["names"][scene.snap["to_move"]]
        heading = scene.panel.lines_drawn[0]       # (the round's heading, the turn line)
        line = " ".join(d.words for d in rec.texts if heading.bottom <= d.rect.top
                        and d.rect.bottom <= min(_cards(scene).values(), key=lambda r: r.y).y)
        assert line.startswith(t("your_turn", name=name)), (n, line)
        words = t("panel.projected", score=0).split()[0]
        for p, card in _cards(scene).items():
            assert any(d.words.startswith(words) for d in rec.texts
                       if card.contains(d.rect)), (n, p, "no projection in words")
        cards = _cards(scene)
        seen[n] = (scene.panel.turn_line, scene.buttons["undo"].rect.topleft,
                   scene.buttons["act"].rect.topleft, scene.panel.log_rect.y)
        stood[n] = [tuple(cards[p]) for p in (0, 1)]
    assert seen[2] == seen[3], seen
    assert stood[2] == stood[3], stood             # together, as two of three stand
