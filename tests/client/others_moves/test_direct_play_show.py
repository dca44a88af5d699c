"""Feedback a player can follow (issue 20, point 3), at human pace (tests/client/human.py): other
players' moves one at a time, each lit where it happens, with a "faster" chip; a round's
scoring on the board as it was scored, before the figures move, its "This round" with
every change of the round; a score rising from its place and counting up in the panel.
"""

from __future__ import annotations

import math

import pygame
import pytest
from human import LOOK, Person
from positions import blank, claim, empty_temple, isl, novices, play, temple_novice
from test_scoring_summary import FakeLanClient, before_a_round_end, open_at

from luna.client.board import art
from luna.client.board.targets import Field, Figure, Island
from luna.client.game.game_log import GameLog
from luna.client.game.scoring_table import signed
from luna.client.opening import open_game
from luna.client.tables.lan import LanTable
from luna.engine import new_game
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def four_at_the_table():
    """A 4-player LAN game seen from seat 0, the other three to move in turn."""
    g = new_game(players=4, seed=2, setup="intro", seats=[{"kind": "human"}] * 4)
    while g.to_move != 1:
        g.apply(next(c for c in g.legal() if c["type"] == "meditate"))
    return g


def island_moves(game, n: int) -> list[dict]:
    """The next `n` moves of the other players, each on an island (favour or recruit)."""
    out = []
    copy = game.clone()
    for _ in range(n):
        cmd = next(c for c in copy.legal() if c["type"] in ("favour", "recruit"))
        copy.apply(cmd)
        out.append(cmd)
    return out


def told(scene) -> int:
    return len(scene.log.lines)


def three_moves_at_once(person: Person) -> list[dict]:
    """A LAN game seen from seat 0; the other three players' moves come in one poll."""
    game = four_at_the_table()
    client = FakeLanClient(game, {0})
    person.app.goto("game", LanTable(client))
    person.wait(LOOK)
    moves = island_moves(game, 3)
    for cmd in moves:
        client.push(cmd)
    return moves


def test_other_players_moves_come_one_at_a_time_each_lit_where_it_happens(person):
    moves = three_moves_at_once(person)
    scene = person.scene
    person.wait(1 / 60)
    spots = [tw for _, tw, _ in scene.show.pending]
    assert len(spots) == 3
    # each waits for the one before to have played (it stays lit a moment after)
    for a, b in zip(spots, spots[1:], strict=False):
        assert b.delay >= a.delay + a.duration - 0.35
    # the log tells the first move only, the others as they come
    first = told(scene)
    fresh = GameLog()
    fresh.follow(scene.game, None, len(scene.game.log) - 2)
    assert [w for w, _ in scene.log.lines] == [w for w, _ in fresh.lines]
    seen, lit = [first], []
    while scene.show.busy:
        person.wait(0.1)
        if told(scene) != seen[-1]:
            seen.append(told(scene))
        if scene.show.lit:
            lit.append(tuple(scene.show.lit))
    assert len(seen) == 3                              # the lines came in three steps
    for cmd in moves:                                  # and each move was lit, there
        assert any(getattr(tg, "island", None) == cmd["island"] and
                   getattr(tg, "player", cmd["player"]) == cmd["player"]
                   for places in lit for tg in places), cmd
    assert not scene.blocked and scene.table.may_act
    fresh = GameLog()
    fresh.follow(scene.game)
    assert [w for w, _ in scene.log.lines] == [w for w, _ in fresh.lines]


def test_the_faster_chip_hurries_the_show(person):
    three_moves_at_once(person)
    scene = person.scene
    person.wait(0.1)
    assert scene.show.chip is not None                 # shown while the show runs
    start = person.game_time
    person.point(scene.show.chip.center)
    assert scene.hover.what == "control" and scene.hover.words == t("show.faster_tip")
    person.click(scene.show.chip.center)
    assert scene.show.hurry
    person.until(lambda: not scene.show.busy, what="the show's end")
    hurried = person.game_time - start
    person.wait(0.2)
    assert scene.show.chip is None and not scene.show.hurry      # gone with the show
    assert hurried < 3.0, hurried                     # three moves: ~5 s at normal pace


def test_with_animations_off_the_moves_land_at_once(tmp_path):
    person = Person(tmp_path, speed="off")
    try:
        three_moves_at_once(person)
        scene = person.scene
        person.wait(1 / 60)
        assert not scene.anims and not scene.show.busy and scene.table.may_act
        fresh = GameLog()
        fresh.follow(scene.game)
        assert [w for w, _ in scene.log.lines] == [w for w, _ in fresh.lines]
    finally:
        person.close()


def test_the_scoring_stands_on_the_board_as_it_was_scored_then_the_figures_move(person):
    game, ending = before_a_round_end(["human", "human"], seed=4)
    open_at(person, game)
    scene = person.scene
    meditating = scene.game.to_move
    before = scene.game.snapshot()
    person.press(t("btn.meditate"))
    person.until(lambda: person.scoring_shown, what="the summary")
    s = scene.summary
    after = scene.game.snapshot()
    # the engine has moved the figures on; the board still shows them where they counted
    assert (after["priestess"], after["apostate"]) != (before["priestess"],
                                                       before["apostate"])
    for name, where in (("priestess", s.priestess_island), ("apostate", s.apostate_island)):
        fig = scene.board.rect_of(Figure(name))
        assert fig is not None and scene.board.rect_of(Island(where)).colliderect(fig), name
    assert not any(k[0] == "figure" for a in scene.anims for k in a.hides)
    drawn = [tg for tg, _ in scene.marks.drawn]
    assert Island(s.priestess_island) in drawn
    # under the Sum, the round's gain: every change of the round, the last candle's +1 too
    mine = s.of(meditating)
    assert mine.play == after["influence"][meditating] - before["influence"][meditating] \
        - mine.total and mine.play >= 1
    said = [w for w, _ in scene.scoring.drawn]
    assert t("scoring.from_actions", points=signed(mine.play)) in said
    assert t("scoring.whole_round", round=signed(mine.round_total)) in said
    # Continue: now the figures move on, and land where the engine put them
    person.press(scene.scoring.button.text)
    person.wait(0.05)
    assert any(k[0] == "figure" for a in scene.anims for k in a.hides)
    person.settle()
    for name in ("priestess", "apostate"):
        fig = scene.board.rect_of(Figure(name))
        assert scene.board.rect_of(Island(after[name])).colliderect(fig), name


def test_a_score_rises_from_its_place_and_counts_up_in_the_panel(person):
    s = blank(players=2)
    empty_temple(s)
    sailboat = isl(s, "sailboat")
    novices(s, sailboat, 0, active=1)
    temple_novice(s, 2, 1)
    claim(s, 6, 0)                                  # player 0's tile 6, released
    open_game(person.app, play(s), autosave=False)
    person.wait(LOOK)
    scene = person.scene
    old = scene.snap["influence"][0]
    person.act(scene_tile(6), "consecrate")
    new = scene.game.snapshot()["influence"][0]
    assert new - old >= 3
    rise = next(a for a in scene.anims if ("influence", 0) in a.hides)
    field = scene.board.rect_of(Field(6))
    assert abs(rise.at[0] - field.centerx) < field.w and abs(rise.at[1] - field.centery) \
        < field.h                                   # it rises from the field it scored
    # whose it is reads as it rises (fresh22: the numbers were nobody's): the player's
    # colour round its pill, beside the number (drawn alone on a black sheet)
    sheet = pygame.Surface(person.app.screen.get_size())
    rise.paint(sheet, 0.05)
    rgb = art.PLAYER_RGB[scene.snap["colours"][0]]
    near = pygame.Rect(0, 0, 160, 90)
    near.center = (int(rise.at[0]), int(rise.at[1]) - 20)
    theirs = sum(1 for x in range(near.left, near.right, 2)
                 for y in range(near.top, near.bottom, 2)
                 if max(abs(a - b) for a, b in zip(sheet.get_at((x, y))[:3], rgb,
                                                   strict=True)) < 24)
    assert theirs > 20, theirs
    shown = []
    while not rise.tween.done or scene.panel.counter.value(0, new)[0] != new:
        person.wait(1 / 60)
        shown.append(scene.panel.counter.value(0, new)[0])
    assert shown[0] == old and shown[-1] == new
    assert shown == sorted(shown)                   # it counts up, never down
    assert len(set(shown)) >= min(4, new - old + 1)  # through the numbers between


def scene_tile(number: int):
    from luna.client.board.targets import Tile
    return Tile(number)


def caption_shown(scene) -> bool:
    cap = scene.show.caption
    return cap is not None and cap.rect is not None


def test_each_move_is_told_by_a_caption_beside_it_for_a_second_and_a_click_skips_it(person):
    """Another player's move is a little show: a caption in a corner of the board (the
    action's word, the player's symbol, the log's words for the engine's events of the
    move), over no name, field, seat or piece of its island and never over the panel,
    for about a second at normal speed; a click on the board, or Space, skips to the next
    move's show."""
    import pygame

    from luna.client.board.targets import Island as IslandTarget
    from luna.client.widgets import palette as P
    moves = three_moves_at_once(person)
    scene = person.scene
    person.until(lambda: caption_shown(scene), what="a caption")
    start, cap = person.game_time, scene.show.caption
    first = scene.show.pending[0][1]
    assert cap.title == t(f"ring.{moves[0]['type']}")
    person.wait(0.3)
    log = [w for w, _ in scene.log.lines]
    assert cap.lines and all(line in log for line in cap.lines), (cap.lines, log)
    assert scene.lay.board[2] >= cap.rect.right and pygame.Rect(scene.lay.board).contains(cap.rect)
    strong = [r for r, w in scene.board.keep_clear(pygame.Rect(0, 0, 0, 0)) if w >= 1000]
    assert cap.rect.collidelist(strong) < 0
    island = moves[0]["island"]
    pieces = [r for r, tg in scene.board.hits if not isinstance(tg, IslandTarget)
              and getattr(tg, "island", None) == island]
    assert cap.rect.collidelist(pieces) < 0
    own = scene.board.rect_of(IslandTarget(island))
    assert not cap.rect.colliderect(own), "a caption over the island it tells"
    from luna.client.game.captions import corner_places  # its fixed calm place
    board = pygame.Rect(scene.lay.board)
    assert any(r == cap.rect for _, r in corner_places(cap.rect.size, board)), cap.rect
    # it is there to see: the caption's glass, its stripe in the player's colour
    glass = person.app.screen.get_at((cap.rect.right - 8, cap.rect.bottom - 8))[:3]
    assert max(abs(a - b) for a, b in zip(glass, P.GLASS, strict=True)) < 40, glass
    # about a second, at normal speed
    person.until(lambda: first.done, what="the first show's end")
    assert 0.9 <= person.game_time - start + 0.0 <= 2.2, person.game_time - start
    # the second: a click on the open sea skips it at once
    person.until(lambda: caption_shown(scene) and scene.show.caption is not cap, what="two")
    second = next(tw for _, tw, _ in scene.show.pending if tw.started and not tw.done)
    sea = (scene.lay.board[0] + 8, scene.lay.board[1] + scene.lay.board[3] - 8)
    assert scene.board.target_at(sea) is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sea, button=1))
    person.wait(1 / 60)
    assert second.done
    # the third: Space
    person.until(lambda: any(tw.started and not tw.done for _, tw, _ in scene.show.pending),
                 what="three")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    person.wait(1 / 60)
    assert not scene.show.busy
    person.until(lambda: not scene.anims, what="the moves to land")
    assert scene.table.may_act


def test_from_the_games_first_move_each_computers_move_stands_captioned(tmp_path):
    """A new 3-player game against computers, begun from the New game dialog by a fresh
    player (its first-use tips still to say) at normal speed: every computer's move from
    the game's first one, before the person's first turn and after it, has its caption
    on the board, whole for half a second at least, under no toast: the action's word and
    a line naming the computer. (A trial's shots, taken some 3 s after each click, found
    round 1's short shows, about 1.2 s each, over: F899.)"""
    from test_human_pace import take_a_move

    from luna.client.game.captions import title_of

    person = Person(tmp_path, every_frame=True)
    try:
        scene = _fresh_game_a_computer_opens(person)
        assert [s.is_human for s in scene.table.seats] == [True, False, False]
        assert scene.snap["round"] == 1 and not scene.game.log
        seen: dict[int, dict] = {}

        def watch() -> None:
            """Frame by frame to the person's turn with nothing moving, each caption's
            frames seen whole and clear of every toast."""
            for _ in range(int(30 / (1 / 60))):
                person.frame()
                cap = scene.show.caption
                if cap is not None and cap.rect is not None:
                    r = seen.setdefault(id(cap), {"cap": cap, "whole": 0})
                    toasts = [pygame.Rect(x) for x in person.app.toast_rects]
                    if cap.alpha >= 0.99 and cap.rect.collidelist(toasts) < 0:
                        r["whole"] += 1
                if scene.table.may_act and not scene.anims and not scene.show.busy:
                    return
            raise AssertionError("no turn of the person's came")

        watch()
        take_a_move(person)
        watch()
        theirs = [c for c in scene.game.log if c["player"] != 0]
        assert len(theirs) == 3, scene.game.log
        caps = [r["cap"] for r in seen.values()]
        assert [(c.player, c.title) for c in caps] == [
            (c["player"], title_of(c["type"])) for c in theirs]
        names = scene.snap["names"]
        for r in seen.values():
            cap = r["cap"]
            assert r["whole"] >= 30, (cap.title, r["whole"])     # half a second, whole
            assert any(names[cap.player] in line for line in cap.lines), cap.lines
    finally:
        person.close()


def test_what_the_computers_just_did_stays_readable_until_the_person_acts(tmp_path):
    """A new game against computers at normal speed, a fresh player (tips unsaid): the
    computers' moves shown, the person's turn come, 3 s on with no click or key the last
    computer's caption still stands on the board, whole, the one text floating there (no
    toast, no hover text), over none of the places lit for the person's click; the person
    clicks a lit place: it is gone at once (F899)."""
    from test_human_pace import take_a_move

    from luna.client.game.captions import INK, title_of
    from luna.client.game.since_turn import STAY
    from luna.client.game.toast_place import tip_off
    from luna.client.widgets import palette as P

    person = Person(tmp_path)
    try:
        scene = _fresh_game_a_computer_opens(person)
        board = pygame.Rect(scene.lay.board)
        person.point((board.x + 4, board.y + 4))    # the pointer on the open sea, resting
        stay = scene.show.stay

        def turn() -> bool:
            return scene.table.may_act and not scene.anims and not scene.show.busy

        person.until(turn, what="the person's turn")
        theirs = [c for c in scene.game.log if c["player"] != 0]
        last = theirs[-1]
        person.wait(3.0)                            # a glance at the board, later
        cap = stay.last
        assert cap is not None and stay.stands(), "the computer's move unsaid"
        assert (cap.player, cap.title) == (last["player"], title_of(last["type"]))
        assert any(scene.snap["names"][cap.player] in line for line in cap.lines)
        at = stay.shown or scene.show.docked()      # on the board, or docked over the log
        assert at is not None, "the computer's move not on the screen"
        if not cap.docked:                          # the one text floating over the board
            assert scene.toasts_at.floating.caption and scene.tip_rect is None
            assert not scene.toasts_at.floating.chosen            # a tip waits
            assert at.collidelist(tip_off(scene.view(), scene.toasts_at.lit)) < 0
        assert at.collidelist([pygame.Rect(r) for r in person.app.toast_rects]) < 0
        screen = person.app.screen
        glass = screen.get_at((at.right - 12, at.bottom - 10))[:3]
        assert max(abs(a - b) for a, b in zip(glass, P.GLASS, strict=True)) < 40, glass
        ink = sum(1 for x in range(at.left, at.right, 2) for y in range(at.top, at.bottom, 2)
                  if max(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], INK,
                                                    strict=True)) < 40)
        assert ink > 40, ink                        # its words, there to read
        take_a_move(person)                         # the person acts
        assert stay.last is not cap and stay.shown is None and scene.show.docked() is None
        person.until(turn, what="the person's next turn")
        assert stay.stands()
        person.wait(STAY + 0.5)                     # nobody acts: it goes in its time
        assert stay.shown is None and not stay.stands() and scene.show.docked() is None
    finally:
        person.close()


def test_a_computers_expulsion_of_the_persons_novice_is_seen_and_said(tmp_path, monkeypatch):
    """Red (a computer) consecrates tile 6 beside the person's novice on field 5 and
    expels it, then Blue (a computer) meditates, at normal speed: the novice is seen on
    its way from its field to the jetty over several frames (moved, not jumped), and the
    caption names Red, its Consecration of tile 6 and the person's novice, drawn whole
    while Red's move plays; at the person's turn, after Blue's move, it is Red's
    caption that stands on (the loss, not a Meditation, is what the person must learn),
    3 s on still, and past the 8 s any other caption stands, till the person acts (F940,
    F983). The log line stays."""
    from test_expulsion_show import colour_near, expelled_anim
    from test_human_pace import take_a_move

    import luna.ai
    from luna.client.board.tween import arc_point
    from luna.client.game.captions import INK
    from luna.client.game.since_turn import STAY
    from luna.client.game.toast_place import tip_off
    from luna.seats import LEVELS

    s = empty_temple(blank(players=3))
    temple_novice(s, 5, 0)
    claim(s, 6, 1)
    s["to_move"] = 1
    game = play(s)
    game.header["seats"] = [{"kind": "human"}] + [{"kind": LEVELS[0], "seed": k}
                                                  for k in (1, 2)]

    class Bot:          # Red consecrates its tile 6, Blue meditates
        def choose(self, g):
            legal = g.legal()
            return next((c for c in legal if c["type"] == "consecrate"),
                        next(c for c in legal if c["type"] == "meditate"))

    monkeypatch.setattr(luna.ai, "make_bot", lambda *a, **k: Bot())
    person = Person(tmp_path, size=(1280, 800), menu=False, every_frame=True)
    try:
        open_game(person.app, game, autosave=False)
        scene = person.scene
        names = scene.snap["names"]
        said = t("show.expelled.yours", by=names[1], tile=6, field=5)
        person.until(lambda: expelled_anim(scene) is not None, seconds=10, what="Red's move")
        a = expelled_anim(scene)
        lay = scene.lay
        field = lay.field_centre(*next((f["row"], f["col"]) for f in scene.snap["temple"]["fields"]
                                       if f["field"] == 5))
        jx, jy, jw, jh = lay.jetty
        jetty = (jx + jw / 2, jy + jh / 2)
        mine = art.PLAYER_RGB[scene.snap["colours"][0]]
        seen_at: set[int] = set()           # tenths of its way it was seen at
        whole = 0                           # frames the caption stood whole, its words there
        for _ in range(int(4 / (1 / 60))):
            person.frame()
            cap = scene.show.caption
            if cap is not None and cap.rect is not None and cap.alpha >= 0.99 \
                    and cap.player == 1 and cap.lines[0] == said:
                whole += 1
            if a.tween.started and not a.tween.done and a.tween.value > 0.3:
                k = (a.tween.value - 0.25) / 0.75
                if 0.1 < k < 0.9 and colour_near(person.app.screen, arc_point(field, jetty, k, 70),
                                                 int(lay.hex_w * 0.4), mine) > 6:
                    seen_at.add(int(k * 10))
            if a.tween.done and not scene.show.busy:
                break
        assert len(seen_at) >= 4, ("the novice not seen on its way", seen_at)
        assert whole >= 60, ("the expulsion's caption not read whole for a second", whole)
        # Blue's Meditation shown, the person's turn: Red's caption stands on
        person.until(lambda: scene.table.may_act and not scene.anims and not scene.show.busy,
                     what="the person's turn")
        assert [c["type"] for c in scene.game.log] == ["consecrate", "meditate"]
        log = [w for w, _ in scene.log.lines]       # the log's line stays
        assert t("log.novice_expelled", who=names[0], field=5, by=names[1]) in log, log
        person.wait(3.0)
        stay = scene.show.stay
        cap = stay.last
        assert cap is not None and stay.stands(), "the expulsion unsaid at the person's turn"
        assert cap.player == 1 and cap.lines[0] == said, cap.lines
        at = stay.shown or scene.show.docked()
        assert at is not None, "the expulsion's caption not on the screen"
        if not cap.docked:
            assert at.collidelist(tip_off(scene.view(), scene.toasts_at.lit)) < 0
        screen = person.app.screen
        ink = sum(1 for x in range(at.left, at.right, 2) for y in range(at.top, at.bottom, 2)
                  if max(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], INK,
                                                    strict=True)) < 40)
        assert ink > 40, ink
        person.wait(STAY + 2.0)         # the person's own loss: no time limit (F983)
        assert stay.last is cap and stay.stands(), "the loss went before the person acted"
        assert (stay.shown or scene.show.docked()) is not None
        assert not stay.stirs(scene.view().now)        # nor does it fade
        take_a_move(person)
        assert stay.last is not cap and stay.shown is None
    finally:
        person.close()


def test_at_fast_speed_the_show_is_shorter(tmp_path):
    person = Person(tmp_path, speed="fast")
    try:
        three_moves_at_once(person)
        scene = person.scene
        person.until(lambda: caption_shown(scene), what="a caption")
        start, first = person.game_time, scene.show.pending[0][1]
        person.until(lambda: first.done, what="the first show's end")
        assert person.game_time - start <= 0.8
    finally:
        person.close()


def test_the_faster_chip_stands_in_open_water_over_nothing_drawn(tmp_path):
    """A fresh player saw "Faster" over the moon: at each window size it stands inside the
    board over nothing the board draws (the moon, an island, its name or pieces, the
    temple island's parts) nor the move's caption, for the whole show."""
    for size in ((1024, 700), (1280, 800), (1920, 1080)):
        person = Person(tmp_path / f"{size[0]}", size=size)
        try:
            three_moves_at_once(person)
            person.wait(0.1)
            scene = person.scene
            board = scene.board
            mx, my, mr = board.motion.moon
            moon = pygame.Rect(mx - mr, my - mr, 2 * mr, 2 * mr)
            drawn = [r for r, _ in board.hits] + list(board.labels) + [moon]
            seen = 0
            while scene.show.busy and seen < 4:
                person.wait(0.1)
                chip = scene.show.chip
                if chip is None:
                    continue
                seen += 1
                assert pygame.Rect(scene.lay.board).contains(chip), size
                assert chip.collidelist(drawn) < 0, (size, drawn[chip.collidelist(drawn)])
                caption = scene.show.caption
                assert caption is None or caption.rect is None or \
                    not chip.colliderect(caption.rect), size
            assert seen == 4, size
        finally:
            person.close()


def _fresh_game_a_computer_opens(person):
    """A new game from the menu in a fresh player's window (tips unsaid), a computer to
    move first; its game screen."""
    person.app.settings.tips_said = []
    person.press(t("menu.new"))
    person.scene.seed = 5
    person.press(t("new.start"))
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
    return person.scene


@pytest.mark.parametrize("calm", [False, True], ids=["moving", "reduced motion"])
def test_a_banished_apostate_is_seen_landing_where_he_goes(tmp_path, calm):
    """A Banish's Apostate glides round the ring to the island he reaches and a ripple
    shows where he lands (standing still with reduced motion), within the glide's 0.9 s
    at normal speed: the jump is seen, not only read in the log."""
    from luna.client.board.animations import GLIDE_LANDS, GLIDE_RGB
    from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect

    s = blank(players=3)
    there = s["apostate"]
    novices(s, there, 0, active=2)
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    app.settings.reduced_motion = calm
    open_game(app, play(s), autosave=False)
    frames(app, 3)
    scene = app.scene
    click(app, target_rect(scene, Island(there)).center)
    frames(app, 12)
    next(a for a in scene.ring.actions if a.kind == "banish").choose(count=2)
    click(app, ring_card(scene, "banish").center)
    to = scene.game.state.apostate
    assert to == (there + 2) % 7
    glide = next(a for a in scene.anims if ("figure", "apostate") in a.hides)
    assert glide.tween.duration == pytest.approx(0.9)
    lay = scene.lay
    cx, cy = lay.centre
    th = math.atan2(lay.island_centres[to][1] - cy, lay.island_centres[to][0] - cx)
    end = (cx + lay.board[2] / 2 * 0.80 * math.cos(th), cy + lay.board[3] / 2 * 0.74 * math.sin(th))
    size = int(54 * lay.scale)
    ripple, n = 0, 0
    while not glide.tween.done:
        if glide.tween.started and glide.tween.value > GLIDE_LANDS + 0.03:
            surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
            glide.draw(surf)
            ripple = max(ripple, sum(
                1 for x in range(int(end[0] - 1.4 * size), int(end[0] + 1.4 * size), 2)
                for y in range(int(end[1] - 1.4 * size), int(end[1] + 1.4 * size), 2)
                if surf.get_rect().collidepoint(x, y)
                and 0.7 * size < math.dist((x, y), end) < 1.3 * size
                and (px := surf.get_at((x, y)))[3] > 40
                and all(abs(a - b) < 30 for a, b in zip(px[:3], GLIDE_RGB, strict=True))))
        frames(app, 1)
        n += 1
        assert n < 120
    assert ripple > 6, "no ripple where the Apostate lands"
