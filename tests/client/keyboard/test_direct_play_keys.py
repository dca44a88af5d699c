"""A whole game of two played with the keyboard alone (issue 20, point 1): Tab moves the
focus over what may be used, Enter opens a place's ring and takes its button, the digits
pick a count, Esc goes back, Enter goes on after a round's summary. Through the real loop
(tests/client/human.py) at animation speed "fast", a typist's pace between the keys (the ring
itself is played at normal speed by test_direct_play.py)."""

from __future__ import annotations

import pygame
import pytest
from human import Person

from luna.client.board.targets import Island
from luna.client.opening import open_game
from luna.client.screens.results import ResultsScene
from luna.engine import new_game

TYPIST = 2 / 60          # a key held and the next one reached: a fast typist


def press(person: Person, key: int, mod: int = 0) -> None:
    person.keys += 1
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        person.wait(TYPIST / 2)


def tab_to(person: Person, want) -> None:
    """Tab until `want(focus)` holds (at most once round the stops)."""
    scene = person.scene
    for _ in range(len(scene.keys.stops(scene.key_view())) + 1):
        press(person, pygame.K_TAB)
        if want(scene.keys.focus):
            return
    raise AssertionError(f"Tab never reached it; stops: {scene.keys.stops(scene.key_view())} "
                         f"{scene.snap['phase']} {scene.game.log[-3:]}")


def two_at_a_table(person):
    """A two-person intro game opened at this screen, the first person's turn: its scene."""
    game = new_game(players=2, seed=6, setup="intro", seats=[{"kind": "human"}] * 2)
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    return scene


def one_move(person: Person, acted: set) -> str:
    """A move by keys: on an island, the ring's first action (a count picked by its
    digit), one a round in the first three rounds; else the candles' Meditate."""
    scene = person.scene
    me = scene.game.to_move
    islands = [f for f in scene.keys.stops(scene.key_view())
               if getattr(f, "what", "") in ("island", "group")]
    if islands and (me not in acted and scene.snap["round"] <= 3
                    or scene.snap["phase"] != "actions"):
        tab_to(person, lambda f: f == islands[0])
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        if scene.snap["phase"].startswith("preliminary") or len(scene.game.log) > n:
            assert scene.ring is None and len(scene.game.log) > n   # placed at once
            return scene.game.log[n]["type"]
        ring = scene.ring
        assert ring is not None and scene.keys.tile is not None
        act = ring.actions[scene.keys.tile]
        if act.builder or not act.enabled:
            press(person, pygame.K_ESCAPE)
            assert scene.ring is None
        else:
            if act.counts:
                press(person, pygame.K_0 + act.counts[-1])
            press(person, pygame.K_RETURN)
            if scene.ring is not None and scene.keys.again is not None:
                press(person, pygame.K_RETURN)      # a move that lowers the projection:
            acted.add(me)                           # Enter again (F1046)
            return act.kind
    tab_to(person, lambda f: f == "act" or getattr(f, "what", "") == "candles")
    press(person, pygame.K_RETURN)
    if scene.ring is not None:                      # the candles' ring: Meditate
        press(person, pygame.K_RETURN)
        if scene.ring is not None and scene.keys.again is not None:
            press(person, pygame.K_RETURN)          # (lowering the projection: F1046)
    acted.discard(me)
    return "meditate"


@pytest.mark.long
def test_a_whole_game_of_two_with_the_keyboard_only(tmp_path):
    person = Person(tmp_path, speed="fast", every_frame=False)   # what stands is read
    person.keys = 0
    try:
        game = new_game(players=2, seed=6, setup="random", seats=[{"kind": "human"}] * 2)
        open_game(person.app, game, autosave=False)
        scene = person.scene
        kinds, acted = [], set()
        while not isinstance(person.app.scene, ResultsScene):
            person.until(lambda: isinstance(person.app.scene, ResultsScene)
                         or scene.summary is not None
                         or scene.table.may_act and not scene.blocked, what="a move")
            if isinstance(person.app.scene, ResultsScene):
                break
            if scene.summary is not None:
                press(person, pygame.K_RETURN)         # the round's summary: go on
                continue
            n = len(scene.game.log)
            kind = one_move(person, acted)
            person.until(lambda n=n: len(scene.game.log) > n, what=kind)
            assert scene.game.log[n]["type"] == kind
            kinds.append(kind)
        assert person.clicks == 0                      # not one click of the mouse
        assert scene.game.is_over
        assert {"place_shrine", "place_pair", "meditate"} <= set(kinds)
        assert len(set(kinds)) >= 5, kinds           # island actions, not only candles
    finally:
        person.close()


def _focused(person: Person):
    """A game of two persons at its first move, the keyboard's focus on the board."""
    game = new_game(players=2, seed=6, setup="random", seats=[{"kind": "human"}] * 2)
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    press(person, pygame.K_TAB)
    assert scene.keys.shown and scene.keys.focus is not None
    return scene


def test_the_keyboards_outline_goes_when_the_mouse_takes_over(tmp_path):
    """A fresh player pressed Tab once: its outline stayed round the Shrine island through
    mouse play into the next round. A click ends it; the next Tab brings it back."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        person.click((scene.lay.board[0] + 5, scene.lay.board[1] + 5))   # the sea
        assert not scene.keys.shown
        press(person, pygame.K_TAB)
        assert scene.keys.shown
    finally:
        person.close()


def test_esc_first_lets_go_of_the_keyboards_focus_then_pauses(tmp_path):
    """A fresh player's Esc with the focus on an island opened the pause menu; Esc goes
    back one step: first the focus, then the pause menu."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        press(person, pygame.K_ESCAPE)
        assert person.scene is scene and not scene.keys.shown and scene.keys.focus is None
        press(person, pygame.K_ESCAPE)
        assert person.scene is not scene                     # the pause menu
    finally:
        person.close()


def test_a_turn_never_begins_with_the_focus_on_meditate(tmp_path):
    """F877: Meditate taken by keys left the focus on its button into the next turn: a
    stray Enter spent it. A turn's focus never stands on the button that spends it: the
    next Enter does nothing of it, the first Tab goes to a place on the board."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = two_at_a_table(person)
        n = len(scene.game.log)
        tab_to(person, lambda f: f == "act")
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n and scene.table.may_act
                     and not scene.blocked, what="the next turn")
        assert scene.game.log[n]["type"] == "meditate", scene.game.log[n]
        assert scene.keys.focus != "act", scene.keys.focus
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)                  # a stray Enter
        person.wait(0.5)
        assert len(scene.game.log) == n, scene.game.log[n:]
        press(person, pygame.K_TAB)
        assert getattr(scene.keys.focus, "what", "") in ("group", "island"), \
            scene.keys.focus
    finally:
        person.close()


def _focus_blue(c) -> bool:
    return c[2] > 200 and c[1] > 160 and c[0] < 200


def test_the_keyboards_focus_lights_an_island_in_its_own_shape(tmp_path):
    """An English fresh player's Tab drew a hard blue rectangle through the Shrine island's
    beach and its name: a place on the board is lit along its own outline (its shore),
    the corners of its box left as they were; a button keeps a line round it."""
    from luna.client.board.targets import Island
    from luna.client.game.keys import FOCUS
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _focused(person)
        tab_to(person, lambda f: isinstance(f, Island))
        person.wait(0.2)
        rect = scene.board.rect_of(scene.keys.focus)
        screen = person.app.screen
        box = rect.inflate(10, 10)
        corners = [(x, y) for cx, cy in (box.topleft, box.topright, box.bottomleft,
                                         box.bottomright)
                   for x in range(cx - 3, cx + 4) for y in range(cy - 3, cy + 4)
                   if screen.get_rect().collidepoint(x, y)]
        assert not [p for p in corners if _focus_blue(screen.get_at(p))], FOCUS
        lit = sum(_focus_blue(screen.get_at((x, y)))
                  for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2))
        assert lit > (rect.w + rect.h) // 4, lit        # its shore lit all round
    finally:
        person.close()


def test_the_keyboards_focus_on_a_group_leaves_its_novices_their_colour(tmp_path):
    """German and English fresh players: after Tab their yellow novices turned pale blue,
    read as Blue's. The focus lights round the group; its novices are drawn over the light
    in their own colour."""
    from luna.client.board.targets import Group
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = two_at_a_table(person)
        press(person, pygame.K_TAB)
        tab_to(person, lambda f: isinstance(f, Group))
        person.wait(0.2)
        sprite, at = scene.board.sprites[scene.keys.focus]
        body = pygame.mask.from_surface(sprite, 254)
        spots = [(x, y) for x in range(0, sprite.get_width(), 2)
                 for y in range(0, sprite.get_height(), 2) if body.get_at((x, y))]
        screen = person.app.screen
        off = [p for p in spots if sum(abs(a - b) for a, b in zip(
            screen.get_at((at[0] + p[0], at[1] + p[1]))[:3], sprite.get_at(p)[:3],
            strict=True)) > 30]
        assert spots and len(off) <= len(spots) // 10, (len(off), len(spots))
    finally:
        person.close()


def _keyed(person: Person, keys: list) -> None:
    """Press `keys` in turn ((key, unicode) or a key), each counted, at a typist's pace."""
    for k in keys:
        press(person, k)


def _book_island(person: Person, favour: bool = False, token: bool = False):
    """Two persons, three novices of the first at the Book island, its favour taken
    (`favour`: still there): the tray there holds Favour (greyed when taken), Recruit,
    Appointment, Council and Travel."""
    from positions import blank, isl, novices, play
    s = blank(players=2)
    book = isl(s, "book")
    novices(s, book, 0, active=3)
    if not favour:
        s["islands"][book]["favours"] = 0
    if token:                                    # the Novice favour held
        from positions import give
        give(s, 0, "novice")
    open_game(person.app, play(s), autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    return scene, book


def _tray_by_keys(person: Person, book: int) -> list:
    """Tab to the Book island and Enter: the keys it took, the tray open."""
    scene = person.scene
    keys = []
    for _ in range(len(scene.keys.stops(scene.key_view()))):
        keys.append(pygame.K_TAB)
        press(person, pygame.K_TAB)
        if getattr(scene.keys.focus, "island", None) == book:
            break
    keys.append(pygame.K_RETURN)
    press(person, pygame.K_RETURN)
    assert scene.ring is not None and scene.keys.tile is not None
    return keys


def _arrow_to(person: Person, kind: str) -> int:
    """The arrows a person presses to bring the tray's focus onto `kind`'s tile, the
    shortest way over the grid as it stands (the arrows go round its edge), pressed; how
    many."""
    from luna.client.game.keys import ARROWS, Keys, TrayTile
    scene = person.scene
    ring, view = scene.ring, scene.view()
    want = next(i for i, a in enumerate(ring.actions) if a.kind == kind)
    ways, seen = {scene.keys.tile: []}, [scene.keys.tile]
    for here in seen:                                   # breadth first over the grid
        for arrow in ARROWS:
            probe = Keys()
            probe.focus = TrayTile(here)
            probe.across(view, ARROWS[arrow])
            if probe.tile not in ways:
                ways[probe.tile] = ways[here] + [arrow]
                seen.append(probe.tile)
    assert want in ways, (kind, ways)
    for arrow in ways[want]:
        press(person, arrow)
    assert scene.keys.tile == want, (kind, scene.keys.tile)
    return len(ways[want])


def _from_the_turns_start(person: Person, favour: bool = False):
    """The Book island's position (`favour`: its favour still there), the turn begun with
    no focus on anything: scene, island, log length before the move."""
    scene, book = _book_island(person, favour)
    person.wait(0.2)                                 # (the board drawn once)
    assert scene.keys.focus is None
    return scene, book, len(scene.game.log)


@pytest.mark.parametrize("favour", [False, True], ids=["favour_taken", "favour_there"])
def test_recruit_by_keys_costs_three_keys_from_the_turns_start(tmp_path, favour):
    """Issue 51's key budget, counted from a turn's start as a person plays it: Tab (the
    island), Enter (its tray, the focus on Recruit: F115), Enter. Recruit cost 4 keys
    where the island's favour was still there (the focus started on Favour)."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book, n = _from_the_turns_start(person, favour)
        _keyed(person, [pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN])
        person.until(lambda: len(scene.game.log) > n, what="the Recruit")
        assert scene.game.log[n]["type"] == "recruit", scene.game.log[n]
        assert person.clicks == 0 and person.keys == 3, person.keys
    finally:
        person.close()


def test_council_by_keys_costs_four_keys_from_the_turns_start(tmp_path):
    """Tab, Enter, the count's digit (the Council's tile takes the focus), Enter: 4."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book, n = _from_the_turns_start(person, favour=True)
        _keyed(person, [pygame.K_TAB, pygame.K_RETURN])
        council = next(a for a in scene.ring.actions if a.kind == "council")
        _keyed(person, [pygame.K_0 + council.counts[-1], pygame.K_RETURN])
        again = scene.keys.again is not None     # (its projection lowered: Enter again,
        if again:                                # F1046)
            press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Council")
        assert scene.game.log[n]["type"] == "council", scene.game.log[n]
        assert person.clicks == 0 and person.keys <= 4 + again, person.keys
    finally:
        person.close()


def test_a_two_novice_travel_by_keys_costs_six_keys_from_the_turns_start(tmp_path):
    """Issue 51: a 2-novice Travel from the Book island to Tides, the island beside it on
    the board's left, as a person plays it: Tab (the island), Enter (its tray), the
    arrow to Travel, "2" (Travel with two novices to send: no island chosen, F114), Left
    (the island the person chooses, the two sent there), Enter (played): 6 keys; 16 as
    new players counted it before (Tab through the toolbar and candles)."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book, n = _from_the_turns_start(person)
        tides = isl_of(scene, "tides")
        _keyed(person, [pygame.K_TAB, pygame.K_RETURN])
        _arrow_to(person, "travel")
        press(person, pygame.K_2)
        assert scene.builder is not None and scene.builder.ctype == "travel"
        assert scene.keys.focus == scene.keys.suggested and not scene.builder.moves
        #                  (the nearest island in focus, F733; none sent: the arrow chooses)
        press(person, pygame.K_LEFT)
        assert scene.keys.focus == Island(tides), scene.keys.focus
        assert scene.builder.moves == [{"from": book, "to": tides, "count": 2}]
        stops = scene.keys.stops(scene.key_view())       # Confirm before every island
        assert stops.index("confirm") < min(i for i, s in enumerate(stops)
                                            if getattr(s, "what", "") == "island"), stops
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Travel")
        cmd = scene.game.log[n]
        assert cmd["type"] == "travel" and cmd["moves"] == [
            {"from": book, "to": tides, "count": 2}], cmd
        assert person.clicks == 0 and person.keys <= 6, person.keys
        # the move played: the keys' focus is off its places (F098: its ring stayed on the
        # Book island), the next Tab starting afresh
        person.wait(0.3)
        focus = scene.keys.focus
        assert focus is None or isinstance(focus, str), focus
    finally:
        person.close()


def test_the_arrows_carry_the_novices_planned_to_the_island_that_way(tmp_path):
    """The person changes their mind: an arrow carries the novices planned by keys to the
    next island the way pressed (none left behind at the first)."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book, n = _from_the_turns_start(person)
        _keyed(person, [pygame.K_TAB, pygame.K_RETURN])
        _arrow_to(person, "travel")
        _keyed(person, [pygame.K_2, pygame.K_LEFT, pygame.K_DOWN])
        to = scene.keys.focus
        assert isinstance(to, Island) and to.island not in (book, isl_of(scene, "tides"))
        assert scene.builder.moves == [{"from": book, "to": to.island, "count": 2}]
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Travel")
        assert scene.game.log[n]["moves"] == [{"from": book, "to": to.island, "count": 2}]
    finally:
        person.close()


def _centre(scene, stop):
    return scene.board.rect_of(stop).center


def _in_row(scene, here, there, dx: int, dy: int) -> bool:
    """`there` lies the way (dx, dy) from `here`, within 45 degrees, on its row (its
    column, for Up and Down): their extents across the arrow overlap."""
    a, b = scene.board.rect_of(here), scene.board.rect_of(there)
    ahead = (b.centerx - a.centerx) * dx + (b.centery - a.centery) * dy
    aside = abs(b.centery - a.centery) if dx else abs(b.centerx - a.centerx)
    across = (a.top <= b.bottom and b.top <= a.bottom) if dx else \
        (a.left <= b.right and b.left <= a.right)
    return 0 < ahead >= aside and across


@pytest.mark.parametrize("planned", [False, True], ids=["board", "travel"])
def test_the_arrows_on_the_board_go_the_way_pressed(tmp_path, planned):
    """F123: the arrows stepped through the focus order (Right went down and left round
    the ring, on to the toolbar). On the board (and over the islands a planned Travel
    may go to) every arrow from every place goes to a place the way pressed (within 45
    degrees of it: Down went level to an island beside, Right to a tile below, F443), or
    stays; from a turn's start any island the Travel may go to is at most two arrows away.
    An arrow that finds no place its way says so: Down from a group on the Herbs island
    did nothing and said nothing (F529); the focus stays and shakes along the arrow's
    line, with the refusal's sound."""
    from positions import blank, isl, novices, play

    from luna.client.game.keys import ARROWS, Keys
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        for kind, count in (("book", 3), ("herbs", 1), ("shrine", 2), ("novice", 1)):
            novices(s, isl(s, kind), 0, active=count)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.wait(0.2)
        book = isl(s, "book")
        if planned:
            _tray_by_keys(person, book)
            _arrow_to(person, "travel")
            press(person, pygame.K_RETURN)
            assert scene.builder is not None and scene.keys.focus == scene.keys.suggested
        view = scene.key_view()
        places = [p for p in scene.keys.stops(view) if not isinstance(p, str)]
        if planned:
            places = scene.keys.ends(view)
        assert len(places) >= 4, places

        def arrow(start, key):
            probe = Keys()
            probe.focus = start
            probe.shown = True
            if planned:
                probe.toward(view, ARROWS[key])
            else:
                probe.aim(view, ARROWS[key])
            return probe.focus
        for here in places:
            for key, (dx, dy) in ARROWS.items():
                there = arrow(here, key)
                (x0, y0), (x1, y1) = _centre(scene, here), _centre(scene, there)
                ahead = (x1 - x0) * dx + (y1 - y0) * dy
                aside = abs(y1 - y0) if dx else abs(x1 - x0)
                assert there == here or 0 < ahead >= aside, (here, key, there)   # (F443:
                #      within 45 degrees of it, never level beside nor below for Right)
                row = [p for p in places if p != here and _in_row(scene, here, p, dx, dy)]
                assert not row or there in row, (here, key, there, row)   # (F611: a
                #      place on the focus's own row first, not a nearer one up-left)
        if not planned:          # Left from the Herbs island's novices: the candles on
            herbs = next(p for p in places if p.what == "group"    # their row, not the
                         and p.island == isl(s, "herbs"))          # nearer tile up-left
            scene.keys.focus, scene.keys.shown = herbs, True
            press(person, pygame.K_LEFT)
            assert _in_row(scene, herbs, scene.keys.focus, -1, 0), scene.keys.focus
        stays = [(here, key) for here in places for key in ARROWS
                 if arrow(here, key) == here]
        assert stays                                    # (an edge of the board)
        here, key = stays[0]
        scene.keys.focus, scene.keys.shown = here, True
        heard = []
        real = person.app.sounds.play
        person.app.sounds.play = lambda name: heard.append(name) or real(name)
        before = person.app.now
        press(person, key)
        assert scene.keys.focus == here and "error" in heard, (here, key, heard)
        assert scene.keys.shaken is not None and scene.keys.shaken[0] >= before
        assert any(scene.keys.shake(scene.keys.shaken[0] + k / 60) != (0, 0)
                   for k in range(1, 20))                       # it shakes, then
        assert scene.keys.shake(scene.keys.shaken[0] + 1) == (0, 0)   # rests
        person.app.sounds.play = real
        reach, seen = {None: 0}, [None]
        for here in seen:                               # breadth first from no focus
            for key in ARROWS:
                there = arrow(here, key)
                if there not in reach:
                    reach[there] = reach[here] + 1
                    seen.append(there)
        assert set(places) <= set(reach) and max(reach[p] for p in places) <= (
            2 if planned else 3), reach
    finally:
        person.close()


def test_the_arrows_go_on_from_the_place_in_focus_after_esc(tmp_path):
    """F874: after Esc from a planned Travel its island kept the focus (no stop of the
    board), yet Up went from the board's middle to the Book island, not to the Tides
    island's novices just above it; after Esc from a tray, Left went from the board's
    middle to the candles. An arrow goes from where the place in focus is drawn; a tray
    closed unused leaves the focus on its place."""
    from positions import blank, isl, novices, play

    from luna.client.board.targets import Group
    person = Person(tmp_path, size=(1280, 800))
    person.keys = 0
    try:
        s = blank(players=2)
        book, tides, novice = isl(s, "book"), isl(s, "tides"), isl(s, "novice")
        novices(s, book, 0, active=3)
        novices(s, tides, 0, active=2)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        mine = Group(tides, 0, "active")
        _tray_by_keys(person, book)
        press(person, pygame.K_ESCAPE)                     # the tray closed unused
        assert scene.ring is None
        assert getattr(scene.keys.focus, "island", None) == book, scene.keys.focus
        press(person, pygame.K_LEFT)                       # on from the Book island
        assert scene.keys.focus == mine, scene.keys.focus
        _tray_by_keys(person, book)
        _arrow_to(person, "travel")
        press(person, pygame.K_RETURN)
        assert scene.builder is not None
        goal = scene.board.rect_of(Island(novice)).center
        for _ in range(6):                                 # arrows toward it
            if scene.keys.focus == Island(novice):
                break
            x, y = scene.board.rect_of(scene.keys.focus).center
            dx, dy = goal[0] - x, goal[1] - y
            press(person, (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT) if abs(dx) > abs(dy)
                  else pygame.K_DOWN if dy > 0 else pygame.K_UP)
        assert scene.keys.focus == Island(novice), scene.keys.focus
        press(person, pygame.K_ESCAPE)                     # the Travel cancelled
        assert scene.builder is None and scene.keys.focus == Island(novice)
        assert Island(novice) not in scene.keys.stops(scene.key_view())
        press(person, pygame.K_UP)
        assert scene.keys.focus == mine, scene.keys.focus
    finally:
        person.close()


def test_an_arrow_with_nothing_its_way_says_so_in_words(tmp_path):
    """F529: Down from the Herbs island with nothing that way did nothing visible (the
    focus's shake of a few pixels went unseen). The refusal's toast says so ("Nothing
    that way") with the error's sound, as a click on nothing says why; the focus stays."""
    from luna.client.game.keys import ARROWS, Keys
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, _ = _book_island(person)
        person.wait(0.2)
        view = scene.key_view()
        places = [p for p in scene.keys.stops(view) if not isinstance(p, str)]

        def stays(here, key) -> bool:
            probe = Keys()
            probe.focus, probe.shown = here, True
            return not probe.aim(view, ARROWS[key])
        here, key = next((h, k) for h in places for k in ARROWS if stays(h, k))
        scene.keys.focus, scene.keys.shown = here, True
        words = t("keys.none_that_way")
        assert words not in [m for m, _ in person.app.toasts]
        press(person, key)
        assert scene.keys.focus == here
        assert words in [m for m, _ in person.app.toasts], person.app.toast_words()
    finally:
        person.close()


def isl_of(scene, kind: str) -> int:
    return next(i for i, x in enumerate(scene.snap["islands"]) if x["kind"] == kind)


def _travel_taken_by_keys(person: Person):
    """The Book island's tray opened by keys and its Travel taken: scene, island, log length
    before the move."""
    scene, book = _book_island(person)
    n = len(scene.game.log)
    _tray_by_keys(person, book)
    _arrow_to(person, "travel")
    press(person, pygame.K_RETURN)
    assert scene.builder is not None and scene.builder.ctype == "travel"
    return scene, book, n


def test_a_travel_by_keys_starts_on_the_nearest_island_it_may_go_to(tmp_path):
    """F114: a Travel taken by keys had its first island in order outlined, and a digit
    and Enter played it there; then none was, and Left from the island left said "Nothing
    that way" in a second note over "Choose the island first", four Tabs from the island
    wanted (F733). Its focus starts on the nearest island it may go to (never the one it
    leaves), where a digit sends; the first arrow goes from the island it leaves, over the
    islands it may go to; the keys' notes stand one at a time."""
    from luna.client.game import key_aim
    from luna.client.game.keys import ARROWS, Keys
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book, n = _travel_taken_by_keys(person)
        view = scene.key_view()
        ends = key_aim.rects(scene.board, scene.keys.ends(view))
        start = scene.keys.focus
        assert isinstance(start, Island) and start.island != book, start
        leaves = scene.board.rect_of(Island(book)).center
        assert start == min(ends, key=lambda e: (ends[e].centerx - leaves[0]) ** 2
                            + (ends[e].centery - leaves[1]) ** 2), (start, ends)
        assert not scene.builder.moves                          # nothing sent unasked
        went = []
        for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN):
            press(person, key)
            went.append(scene.keys.focus)
        assert all(getattr(e, "what", "") == "island" and e.island != book for e in went)
        assert len(set(went)) == 3, went                # each arrow: the island that way
        press(person, pygame.K_UP)
        assert scene.keys.focus == went[1], (scene.keys.focus, went)

        def stays(key) -> bool:                        # from no focus: from the Book
            probe = Keys()
            probe.shown = True
            return probe.toward(view, ARROWS[key]) is None
        scene.keys.focus = None                        # (none in focus: Enter says how)
        press(person, pygame.K_RETURN)
        assert t("builder.keys_where") in [m for m, _ in person.app.toasts]
        press(person, next(k for k in ARROWS if stays(k)))
        said = [m for m, _ in person.app.toasts]
        assert t("keys.none_that_way") in said and t("builder.keys_where") not in said, said
        press(person, pygame.K_LEFT)
        to = scene.keys.focus
        press(person, pygame.K_2)
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Travel")
        cmd = scene.game.log[n]
        assert cmd["type"] == "travel" and cmd["moves"] == [
            {"from": book, "to": to.island, "count": 2}], cmd
    finally:
        person.close()


def test_a_travel_by_keys_for_the_hint_starts_at_the_hints_island(tmp_path):
    """F114's one exception: where the Hint stands for the move planned, its island is
    the one outlined (not the first one), and Enter goes on to play the Hint's move."""
    from luna.client.board.marks import Hint
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        ends = sorted({m["to"] for c in scene.legal if c["type"] == "travel"
                       for m in c["moves"]})
        travel = {"type": "travel", "player": scene.game.to_move,
                  "moves": [{"from": book, "to": ends[-1], "count": 1}]}
        assert travel in scene.legal and len(ends) > 1, ends
        why = {"term": "apostate", "value": 0.7, "island": 0, "tile": None, "count": 1,
               "versus": None, "ahead": None, "sample": None}
        scene.hints.hint = Hint(travel, len(scene.game.log), why, 0.4)
        n = len(scene.game.log)
        _tray_by_keys(person, book)
        _arrow_to(person, "travel")
        press(person, pygame.K_RETURN)
        assert scene.builder is not None and scene.builder.ctype == "travel"
        assert getattr(scene.keys.focus, "island", None) == ends[-1], scene.keys.focus
        for _ in range(3):
            press(person, pygame.K_RETURN)
            if len(scene.game.log) > n:
                break
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Travel")
        assert scene.game.log[n] == travel
    finally:
        person.close()


@pytest.mark.parametrize("lang, text_size", [("en", 100), ("de", 150)])
def test_a_travel_planned_by_keys_says_what_the_digits_do(tmp_path, lang, text_size):
    """F073: the digits send that many novices to the outlined island, and nothing said
    so. A move planned by keys says its keys over Confirm, whole at 1024x700 (German at
    150 % too); planned by the mouse, the mouse's words."""
    from luna.client.game.builder_view import help_whole
    from luna.text import t
    person = Person(tmp_path, language=lang, text_size=text_size)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        _tray_by_keys(person, book)
        _arrow_to(person, "travel")
        press(person, pygame.K_RETURN)
        assert scene.builder is not None and scene.builder.ctype == "travel"
        press(person, pygame.K_RIGHT)                 # an island chosen
        person.wait(0.1)
        said = t("builder.keys")
        helped = scene.move_help
        assert helped.words == said and helped.rect is not None, helped.words
        lay = scene.lay
        assert help_whole(said, lay.panel, lay.buttons_top, None,
                          scene.panel.log_area(scene.snap, lay, scene.status_line())[0].top)
        press(person, pygame.K_2)
        assert scene.move_help.words == said              # the move grows: still its keys
        person.point(scene.move_help.rect.center)
        person.click(scene.move_help.rect.center)         # the mouse takes over: its words
        assert scene.move_help.words != said, scene.move_help.words
    finally:
        person.close()


def test_the_tile_the_keys_stand_on_says_what_its_hover_says(tmp_path):
    """F461: a tray tile's gains were read only by hovering it; a player choosing with
    the keys saw its badges and nothing of what the move changes at the coming scoring.
    The tile the keys' focus stands on tells its hover text (what it gains, what it
    changes) in the hover's own place, the pointer off the tray: beside the tray, over
    none of its tiles; the arrows take it to the next tile's."""
    from luna.client.game.actions import gives
    from luna.client.game.hover import LONG_LOOK
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # off it all
        person.wait(0.3)
        _tray_by_keys(person, book)
        ring = scene.ring
        for kind in ("recruit", "council"):
            if ring.actions[scene.keys.tile].kind != kind:
                _arrow_to(person, kind)
                press(person, pygame.K_3)            # its count chosen: 3 seats up
            person.wait(LONG_LOOK + 0.1)             # its whole text (at once: F948)
            k = scene.keys.tile
            act = ring.actions[k]
            words = ring.tip(k, "card", scene.snap, scene.game, keys=True)   # (keys' form)
            said = gives(act.effect(scene.game))
            assert said and all(w in words for w in said), (kind, words, said)
            tip = scene.tip_rect
            assert tip is not None, kind
            box = ring._tips.get(words)
            assert box is not None and box.get_size() == tip.size, kind   # its words
            assert not tip.colliderect(ring.rect), (kind, tip, ring.rect)  # off the tray
            assert person.app.screen.get_rect().contains(tip), tip
            mid = (box.get_width() // 2, box.get_height() // 2)
            assert person.app.screen.get_at(tip.move(mid).topleft) == box.get_at(mid)
    finally:
        person.close()


def test_the_tile_the_keys_stand_on_says_its_whole_text_alone_at_once(tmp_path):
    """F948: the keys' focus on the Appointment tile, two hover texts stood at once, the
    second a brief one saying "More: keep pointing at it" (from the keyboard no sense).
    One hover text at a time: a tile the keys reach tells its whole text at once, never
    the pointer's "keep pointing"."""
    from luna.client.widgets import overlays
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    tops, real = [], overlays.draw_top_layer

    def noted(surf) -> None:
        tops.append(len(overlays._top))
        real(surf)
    overlays.draw_top_layer = noted
    try:
        scene, book = _book_island(person)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # off it all
        person.wait(0.3)
        _tray_by_keys(person, book)
        ring = scene.ring
        _arrow_to(person, "appoint")
        tops.clear()
        person.wait(0.2)                             # at once, not LONG_LOOK on
        k = scene.keys.tile
        assert ring.actions[k].kind == "appoint"
        whole = ring.tip(k, "card", scene.snap, scene.game)
        assert t("ring.more") not in ring.tip_said, ring.tip_said
        assert ring.tip_said.endswith(whole.splitlines()[-1]), ring.tip_said
        assert tops and tops[-1] == 1, tops          # one text standing
    finally:
        overlays.draw_top_layer = real
        person.close()


def test_a_path_tile_in_the_keys_focus_says_what_its_hover_says(tmp_path):
    """An Appointment's lit path tiles, reached by the keys, each tell the hover text
    the pointer resting on it shows (what claiming it gives), so a player on the
    keyboard compares them."""
    from positions import isl, play
    from test_appoint_pick import _position

    from luna.client.board.targets import Tile
    from luna.client.opening import open_game
    person = Person(tmp_path)
    person.keys = 0
    try:
        snap = _position()                  # an Appointment of tile 6 or 10
        open_game(person.app, play(snap), autosave=False)
        person.wait(0.5)
        scene = person.scene
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # off it all
        person.wait(0.3)
        _tray_by_keys(person, isl(snap, "sailboat"))
        _arrow_to(person, "appoint")
        press(person, pygame.K_RETURN)
        person.wait(0.5)
        assert scene.acting.tile_pick is not None
        seen = set()
        for _ in range(2):
            tab_to(person, lambda f: isinstance(f, Tile) and f not in seen)
            tile = scene.keys.focus
            seen.add(tile)
            person.wait(0.3)
            words = scene.acting.tip_words(tile, scene.view(), True)
            assert words, tile
            assert scene.tip_rect is not None, tile          # its text stands
            assert not scene.tip_rect.colliderect(scene.board.rect_of(tile)), tile
            assert person.app.screen.get_rect().contains(scene.tip_rect)
    finally:
        person.close()


def test_the_words_under_the_keys_focus_name_the_keys(tmp_path):
    """F935: a tile reached by keys said "click": its words under the keys' focus name
    the key that acts (a move's tile: Enter starts it, the arrows and + send its novices),
    no click anywhere in them; the pointer's hover text on it keeps the click."""
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # off it all
        person.wait(0.3)
        _tray_by_keys(person, book)
        ring = scene.ring
        _arrow_to(person, "travel")
        person.wait(0.2)
        k = scene.keys.tile
        assert ring.actions[k].kind == "travel"
        said = ring.tip_said
        assert t("ring.drag.keys") in said, said
        assert "click" not in said.lower(), said
        pointed = ring.tip(k, "card", scene.snap, scene.game)
        assert t("ring.drag") in pointed and "click" in pointed.lower(), pointed
    finally:
        person.close()


def test_enter_on_a_greyed_tile_says_its_reason(tmp_path):
    """A greyed tile takes the focus (its reason is read) and Enter on it says why it is
    greyed, not an error, and plays nothing."""
    from positions import blank, isl, novices, play
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        book = isl(s, "book")
        novices(s, book, 0, active=1)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        _tray_by_keys(person, book)
        ring = scene.ring
        greyed = [i for i, a in enumerate(ring.actions) if not a.enabled]
        assert greyed, [(a.kind, a.enabled) for a in ring.actions]
        while scene.keys.tile != greyed[0]:
            press(person, pygame.K_TAB)
        n = len(scene.game.log)
        person.app.toasts = []
        press(person, pygame.K_RETURN)
        said = [m for m, _ in person.app.toasts]
        assert said and ring.actions[greyed[0]].refused in said[0], said
        assert len(scene.game.log) == n and scene.ring is ring
    finally:
        person.close()


@pytest.mark.parametrize("key", [pygame.K_TAB, pygame.K_RIGHT], ids=["tab", "arrow"])
def test_the_first_key_in_a_tray_without_focus_goes_to_its_first_usable_tile(tmp_path, key):
    """F095: a tray the keys took over with no tile in focus (here opened by a click) had
    its first Tab or arrow put the focus on its greyed Favour, so the key seemed to do
    nothing. The first key goes to its first usable tile (Recruit); the greyed one stays
    a stop of Tab (Shift+Tab reaches it, Enter says why), and of the arrows the way
    pressed (F949: its reason is read there)."""
    from human import target_rect

    from luna.client.board.targets import Island
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        person.wait(0.2)
        person.settle()
        person.click(target_rect(scene, Island(book)).center)
        person.until(lambda: scene.ring is not None, what="the tray")
        ring = scene.ring
        kinds = [(a.kind, a.enabled) for a in ring.actions]
        assert kinds[0] == ("favour", False) and scene.keys.tile is None, kinds
        press(person, key)
        assert scene.keys.shown and scene.keys.tile is not None
        assert ring.actions[scene.keys.tile].kind == "recruit", kinds[scene.keys.tile]
        for _ in range(len(kinds)):                  # Shift+Tab: back to it
            if scene.keys.tile == 0:
                break
            press(person, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert ring.actions[scene.keys.tile].kind == "favour", kinds[scene.keys.tile]
    finally:
        person.close()


def test_the_arrows_in_a_tray_go_the_way_pressed_greyed_tiles_too(tmp_path):
    """F949: Right from Recruit jumped round to Favour on the left, the tile to its right
    being greyed. The arrows go over the tray's grid the way pressed, onto a greyed tile
    too (its reason is read there, F882): Right from Recruit goes to the tile to its
    right; from every tile each arrow goes that way or stays (said: "Nothing that way"),
    never backwards nor round to the far side."""
    from luna.client.game.keys import ARROWS, Keys, TrayTile
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        _tray_by_keys(person, book)
        ring, view = scene.ring, scene.view()
        cards = ring.cards
        recruit = next(i for i, a in enumerate(ring.actions) if a.kind == "recruit")
        assert scene.keys.tile == recruit
        press(person, pygame.K_DOWN)                 # the usable tile under Recruit
        here = scene.keys.tile
        assert ring.actions[here].enabled and cards[here].centerx == cards[recruit].centerx
        right = [i for i, r in enumerate(cards[:len(ring.actions)])
                 if r.centerx > cards[here].centerx and r.centery == cards[here].centery]
        nxt = min(right, key=lambda i: cards[i].centerx)
        assert not ring.actions[nxt].enabled, [(a.kind, a.enabled) for a in ring.actions]
        press(person, pygame.K_RIGHT)                # onto the greyed tile to its right
        assert scene.keys.tile == nxt, ring.actions[scene.keys.tile].kind
        press(person, pygame.K_UP)
        press(person, pygame.K_LEFT)
        assert scene.keys.tile == recruit, ring.actions[scene.keys.tile].kind
        press(person, pygame.K_LEFT)                 # onto the greyed Favour
        assert ring.actions[scene.keys.tile].kind == "favour"
        at = scene.keys.tile
        person.app.toasts = []
        press(person, pygame.K_LEFT)                 # the row's start: it stays, said
        assert scene.keys.tile == at
        assert any(t("keys.none_that_way") in m for m, _ in person.app.toasts)
        for k in range(len(ring.actions)):
            for way in ARROWS.values():
                probe = Keys()
                probe.focus, probe.shown = TrayTile(k), True
                probe.across(view, way)
                a, b = cards[k].center, cards[probe.tile].center
                ahead = (b[0] - a[0]) * way[0] + (b[1] - a[1]) * way[1]
                assert probe.tile == k or ahead > 0, (ring.actions[k].kind, way,
                                                      ring.actions[probe.tile].kind)
    finally:
        person.close()


def test_the_arrows_on_the_panels_buttons_pass_over_greyed_ones(tmp_path):
    """F791: Down from Meditate went to the greyed Undo. The arrows over the panel's
    buttons go to the next usable one. F873: Tab stopped on the greyed Redo: a greyed
    button with nothing to explain (Undo, Redo with nothing to take back or do again)
    is no stop of Tab either; once usable, it is one."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, _ = _book_island(person)
        buttons = scene.buttons
        assert not buttons["undo"].is_enabled and not buttons["redo"].is_enabled
        stops = scene.keys.stops(scene.key_view())
        assert "undo" not in stops and "redo" not in stops, stops
        tab_to(person, lambda f: f == "act")
        press(person, pygame.K_DOWN)
        assert scene.keys.focus == "hint", scene.keys.focus
        press(person, pygame.K_UP)
        assert scene.keys.focus == "act", scene.keys.focus
        press(person, pygame.K_TAB)
        assert scene.keys.focus == "hint", scene.keys.focus      # Tab: past the greyed
        n = len(scene.game.log)                                  # Undo and Redo
        tab_to(person, lambda f: getattr(f, "what", "") in ("group", "island"))
        _keyed(person, [pygame.K_RETURN, pygame.K_RETURN])
        person.until(lambda: len(scene.game.log) > n and scene.table.may_act
                     and not scene.blocked, what="a move")
        assert buttons["undo"].is_enabled
        assert "undo" in scene.keys.stops(scene.key_view())
    finally:
        person.close()


def test_a_focused_button_says_what_its_hover_says_greyed_too(tmp_path):
    """F882: a greyed button the keys stood on gave no reason (the pointer resting on it
    did). The button in the keys' focus shows its hover text, a greyed one its reason;
    Enter on a greyed one says the reason too."""
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, _ = _book_island(person)
        n = len(scene.game.log)
        tab_to(person, lambda f: getattr(f, "what", "") in ("group", "island"))
        _keyed(person, [pygame.K_RETURN, pygame.K_RETURN])
        person.until(lambda: len(scene.game.log) > n and scene.table.may_act
                     and not scene.blocked, what="a move")
        tab_to(person, lambda f: f == "undo")
        press(person, pygame.K_RETURN)                        # undone
        person.until(lambda: person.app.scene is not scene, what="the take-back question")
        person.press(t("undo.other_yes"))                     # (the other's turn began)
        person.until(lambda: len(scene.game.log) == n and scene.table.may_act
                     and not scene.blocked, what="the undo")
        tab_to(person, lambda f: f == "redo")
        person.wait(0.3)
        redo, tips = scene.buttons["redo"], person.app.ui.tips
        assert tips and tips[-1].element is redo, tips
        assert tips[-1].words == redo.tool_tip_text
        press(person, pygame.K_RETURN)                        # done again: Redo greys
        person.until(lambda: len(scene.game.log) > n and not redo.is_enabled
                     and scene.table.may_act and not scene.blocked, what="the redo")
        assert scene.keys.focus == "redo"
        person.wait(0.3)
        why = t("why.nothing_to_redo")
        assert tips and tips[-1].element is redo and why in tips[-1].words, tips
        person.app.toasts.clear()
        press(person, pygame.K_RETURN)
        assert why in person.app.toast_words(), person.app.toast_words()
        press(person, pygame.K_ESCAPE)                        # let go: its text goes
        assert not [tip for tip in tips if tip.element is redo], tips
    finally:
        person.close()


def _all_island_kinds(person: Person, size):
    """Three persons, the first with standing novices on the Tides, Book and Bribery
    islands, two lying beside the Sailboat island, the Novice and Herbs favours held
    (every other island open only through the Novice favour): scene, the first
    person's novices on the Tides and Book islands."""
    from positions import blank, give, isl, novices, play

    from luna.client.board.targets import Group
    s = blank(players=3)
    for kind, count in (("tides", 2), ("book", 2), ("bribery", 1)):
        novices(s, isl(s, kind), 0, active=count)
    novices(s, isl(s, "sailboat"), 0, inactive=2)
    novices(s, isl(s, "book"), 1, active=2)
    novices(s, isl(s, "book"), 2, active=2)
    give(s, 0, "novice", "herbs")
    open_game(person.app, play(s), autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    person.settle()
    return scene, Group(isl(s, "tides"), 0, "active"), Group(isl(s, "book"), 0, "active")


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
def test_the_arrows_go_to_places_that_act_and_reach_the_book_islands_novices(tmp_path, size):
    """F791, F803: Down from the Book island went past the Bribery island's novices to an
    island only a favour opened (it does not glow: read as one with nothing to do), and
    Right from the Tides island's novices went to the Shrine island's row past the Book
    island's novices, which no arrow reached but from the candles. Every arrow lands on a
    place a legal command acts from (never a button); on the focus's row a place that
    acts now leads, one only a favour opens competes by its distance alone; every place
    is reached, the Book island's novices from the Tides island's by Right; Tab stops on
    them too. With the Hint's move starting from the Tides island's novices, the first
    Tab went there and the next over the islands the Novice favour opens and the
    toolbar: it goes on round the islands that act now, to the Book island's novices."""
    from luna.client.board.marks import Hint
    from luna.client.game.choices import clickable, clickable_now
    from luna.client.game.keys import ARROWS, Keys
    person = Person(tmp_path, size=size)
    person.keys = 0
    try:
        scene, tides, book = _all_island_kinds(person, size)
        view = scene.key_view()
        stops = scene.keys.stops(view)
        places = [p for p in stops if not isinstance(p, str)]
        acts, now = clickable(view.legal, view.snap, 0), clickable_now(view.legal, view.snap, 0)
        assert book in stops and tides in stops and set(places) - now, stops

        def arrow(start, key):
            probe = Keys()
            probe.focus, probe.shown = start, True
            probe.aim(view, ARROWS[key])
            return probe.focus
        reach, seen = {None: 0}, [None]
        for here in seen:                              # breadth first from no focus
            for key, way in ARROWS.items():
                there = arrow(here, key)
                assert there is None or there in acts, (here, key, there)
                if here is not None and any(p in now and _in_row(scene, here, p, *way)
                                            for p in places if p != here):
                    assert there in now, (here, key, there)     # (the row's lead)
                if there not in reach:
                    reach[there] = reach[here] + 1
                    seen.append(there)
        assert set(places) <= set(reach), (set(places) - set(reach))
        tab_to(person, lambda f: f == tides)
        press(person, pygame.K_RIGHT)
        assert scene.keys.focus == book, scene.keys.focus
        tab_to(person, lambda f: f == book)
        press(person, pygame.K_ESCAPE)                   # let go; the Hint's move from
        cmd = next(c for c in scene.legal if c["type"] == "council"     # the Tides
                   and c["island"] == tides.island and c["count"] == 2)   # island
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.wait(0.2)
        press(person, pygame.K_TAB)
        assert scene.keys.focus == tides, scene.keys.focus
        press(person, pygame.K_TAB)                      # on round the islands that act
        assert scene.keys.focus == book, scene.keys.focus     # now, not to those only
        #                                                 a favour opens (F803)
    finally:
        person.close()


def test_tab_stops_first_at_the_places_that_act_now(tmp_path):
    """F094: Tab stopped on a sleeping group usable only with Herbs before the one group
    that could act now. The first Tab goes to the group that acts now; the group only
    Herbs wakes stays a stop after the places that act now (the candles), before
    Meditate and the toolbar (F868)."""
    from positions import blank, give, novices, play

    from luna.client.board.targets import Candles, Group
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        novices(s, 1, 0, inactive=2)                 # round the ring first: only Herbs
        novices(s, 5, 0, active=3)                   # the group that acts now
        give(s, 0, "herbs")
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        stops = scene.keys.stops(scene.key_view())
        sleeping = Group(1, 0, "inactive")
        assert sleeping in stops and Candles() in stops, stops
        assert stops.index(Candles()) < stops.index(sleeping) < stops.index("act"), stops
        press(person, pygame.K_TAB)
        assert getattr(scene.keys.focus, "island", None) == 5, stops
        assert stops.index(scene.keys.focus) < stops.index(sleeping), stops
    finally:
        person.close()


def test_tab_goes_from_the_candles_to_the_places_a_favour_opens(tmp_path):
    """F868: every novice lying, "your Herbs favour lets you act", yet Tab went from the
    candles to Meditate and the toolbar, never to the islands where the novices lay. The
    places a favour opens are the stops after those that act now: the first Tab goes to
    the candles, the next to the lying novices, each reached before Meditate."""
    from positions import blank, give, isl, novices, play

    from luna.client.board.targets import Candles, Group
    person = Person(tmp_path, size=(1280, 800))
    person.keys = 0
    try:
        s = blank(players=3)
        for kind, n in (("tides", 2), ("book", 1), ("bribery", 3), ("sailboat", 1)):
            novices(s, isl(s, kind), 0, inactive=n)
        novices(s, isl(s, "book"), 1, active=3)
        give(s, 0, "herbs")
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        lying = {Group(isl(s, kind), 0, "inactive")
                 for kind in ("tides", "book", "bribery", "sailboat")}
        press(person, pygame.K_TAB)
        assert scene.keys.focus == Candles(), scene.keys.focus
        seen = []
        for _ in lying:
            press(person, pygame.K_TAB)
            seen.append(scene.keys.focus)
        assert set(seen) == lying, seen
        press(person, pygame.K_TAB)
        assert scene.keys.focus == "act", scene.keys.focus
    finally:
        person.close()


@pytest.mark.parametrize("pointer", [False, True], ids=["no_pointer", "pointer_rests"])
def test_the_first_tab_goes_to_a_place_that_acts_and_recruit_costs_three(tmp_path, pointer):
    """F313: keyboard-only, the first Tab picked a group that could not act (Recruit took
    4 keys): the pointer, left resting on a sleeping group only Herbs wakes, made Tab go
    on from there to the candles. The first Tab goes to the first place that acts now
    (never the pointer's, F1046); Recruit stays Tab, Enter, Enter.
    With no novice able to act but through a favour, the first Tab is Meditate's candles
    (not a sleeping group)."""
    from human import target_rect
    from positions import blank, give, novices, play

    from luna.client.board.targets import Candles, Group
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        novices(s, 1, 0, inactive=2)                 # only Herbs wakes them
        novices(s, 5, 0, active=3)                   # the group that acts now
        give(s, 0, "herbs")
        s["apostate"] = 6       # (off it: a Recruit there costs nothing, one Enter plays it)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        sleeping = Group(1, 0, "inactive")
        if pointer:
            person.point(target_rect(scene, sleeping).center)
            assert scene.keys.focus == sleeping and not scene.keys.shown, scene.keys.focus
        n = len(scene.game.log)
        press(person, pygame.K_TAB)
        assert getattr(scene.keys.focus, "island", None) == 5, scene.keys.focus
        _keyed(person, [pygame.K_RETURN, pygame.K_RETURN])
        person.until(lambda: len(scene.game.log) > n, what="the Recruit")
        assert scene.game.log[n]["type"] == "recruit", scene.game.log[n]
        assert person.clicks == 0 and person.keys == 3, person.keys
        # none but sleeping novices: the first Tab is Meditate's candles
        s = blank(players=2)
        novices(s, 0, 0, inactive=2)
        give(s, 0, "herbs")
        person.app.goto("menu")
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        assert Group(0, 0, "inactive") in scene.keys.stops(scene.key_view())
        press(person, pygame.K_TAB)
        assert scene.keys.focus == Candles(), scene.keys.focus
    finally:
        person.close()


@pytest.mark.parametrize("pointer", [False, True], ids=["no_pointer", "pointer_rests"])
def test_with_a_hint_standing_the_first_tab_goes_where_its_move_starts(tmp_path, pointer):
    """F341: keyboard-only with a Hint standing, the first Tab went to the first island
    that acts, not to the place the Hint lit: its Recruit took 4 keys. With a Hint
    standing the first Tab goes to the place its move starts from (before the place the
    pointer rests on), and the Hint's Recruit is Tab, Enter, Enter."""
    from human import target_rect
    from positions import blank, novices, play

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Group
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        novices(s, 1, 0, active=2)                   # the first island that acts
        novices(s, 5, 0, active=2)                   # the Hint's
        s["apostate"] = 6       # (off it: a Recruit there costs nothing, one Enter plays it)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        n = len(scene.game.log)
        cmd = next(c for c in scene.legal if c["type"] == "recruit" and c["island"] == 5)
        scene.hints.hint = Hint(cmd, n)
        person.wait(0.2)
        first = Group(1, 0, "active")
        if pointer:
            person.point(target_rect(scene, first).center)
            assert scene.keys.focus in (first, Island(1)) and not scene.keys.shown
        assert scene.keys.stops(scene.key_view())[0] in (first, Island(1))
        press(person, pygame.K_TAB)
        assert getattr(scene.keys.focus, "island", None) == 5, scene.keys.focus
        _keyed(person, [pygame.K_RETURN, pygame.K_RETURN])
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Recruit")
        assert scene.game.log[n] == cmd, scene.game.log[n]
        assert person.clicks == 0 and person.keys == 3, person.keys
    finally:
        person.close()


def test_the_first_tab_is_the_rings_first_island_and_a_costly_tile_asks_enter_again(
        tmp_path):
    """F1046: the first Tab of a turn landed in different places (the pointer's place
    counted), and Enter on the Recruit the tray opened with played it at once, the Moon
    Priestess lost (-5). With no Hint standing the first Tab goes to the first island
    round the ring that acts now, wherever the pointer rests; a focused tile whose move
    lowers the projection says so and asks Enter again, which plays it."""
    from human import target_rect
    from positions import blank, novices, play

    from luna.client.board.targets import Group
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        here = s["priestess"]                        # island 0: the ring's first
        novices(s, here, 0, active=3)                # 3 against 2: she scores Yellow's
        novices(s, here, 1, active=2)
        novices(s, 5, 0, active=3)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        person.point(target_rect(scene, Group(5, 0, "active")).center)
        press(person, pygame.K_TAB)
        assert getattr(scene.keys.focus, "island", None) == here, scene.keys.focus
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        person.until(lambda: scene.ring is not None, what="the tray")
        act = scene.ring.actions[scene.keys.tile]
        assert act.kind == "recruit", act.kind
        was, will = (p[0] for p in act.effect(scene.game).projected)
        assert will < was, (was, will)
        person.app.toasts = []
        press(person, pygame.K_RETURN)
        person.wait(0.5)
        assert len(scene.game.log) == n and scene.ring is not None, scene.game.log[n:]
        note = t("keys.enter_again", action=t("ring.recruit"), was=was, will=will)
        assert note in [m for m, _ in person.app.toasts], person.app.toast_words()
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Recruit")
        assert scene.game.log[n]["type"] == "recruit", scene.game.log[n]
    finally:
        person.close()


def test_every_tray_opened_by_keys_starts_on_the_same_slot(tmp_path):
    """F115: a tray opened by keys put its focus on Favour where the island's favour was
    there and on Recruit where it was taken, so remembered keys hit different actions.
    Every island's tray starts on Recruit (the same slot, the same rectangle), a greyed
    tile never first (F095)."""
    from positions import blank, isl, novices, play
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        for kind in ("book", "herbs", "shrine"):
            novices(s, isl(s, kind), 0, active=2)
        s["islands"][isl(s, "herbs")]["favours"] = 0
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.wait(0.2)
        started = []
        for kind in ("book", "herbs", "shrine"):
            _tray_by_keys(person, isl(s, kind))
            ring, k = scene.ring, scene.keys.tile
            assert ring.actions[k].enabled, (kind, ring.actions[k].kind)
            started.append((ring.actions[k].kind, tuple(ring.cards[k])))
            press(person, pygame.K_ESCAPE)
            assert scene.ring is None
        assert len(set(started)) == 1 and started[0][0] == "recruit", started
    finally:
        person.close()


def test_a_tray_opened_by_keys_starts_on_this_turns_hint_tile(tmp_path):
    """F443: Enter on an island's novices put the focus on Recruit, not on the tile of
    the Hint of this turn (its arrow gone since a look at another island's tray). The
    tray opened by keys starts on the Hint's tile, its count the one it opens on without
    the Hint (a Council's most, F944), the Hint's marked (F525)."""
    from positions import blank, isl, novices, play

    from luna.client.board.marks import Hint
    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        book, herbs = isl(s, "book"), isl(s, "herbs")
        novices(s, book, 0, active=3)
        novices(s, herbs, 0, active=2)
        open_game(person.app, play(s), autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        cmd = next(c for c in scene.legal if c["type"] == "council"
                   and c["island"] == book and c["count"] == 2 and not c["novice_token"])
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.click(target_rect(scene, Island(herbs)).center)   # a look elsewhere:
        assert scene.ring is not None and scene.view().hint is None   # its arrow goes
        press(person, pygame.K_ESCAPE)
        assert scene.ring is None
        _tray_by_keys(person, book)
        act = scene.ring.actions[scene.keys.tile]
        assert act.kind == "council" and act.choice.count == 3, (act.kind, act.choice)
        assert act.hint_choice.count == 2
    finally:
        person.close()


def test_enter_on_the_hints_island_starts_its_tray_on_the_hints_tile(tmp_path):
    """Trial t19a (s035, s043): Enter on an island opened its tray with the focus on
    Recruit. Where the Hint's move stands in that tray (H asked before it opened, its
    arrow up), the keys' focus starts on its starred tile, so Enter takes it; with no
    Hint standing on the first usable action in the one slot order (Recruit, F115)."""
    from luna.client.tables.table import HintReady
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        person.wait(0.2)
        person.settle()
        _tray_by_keys(person, book)                 # no Hint: Recruit, the first
        ring = scene.ring
        assert ring.actions[scene.keys.tile].kind == "recruit"
        press(person, pygame.K_ESCAPE)
        assert scene.ring is None
        cmd = next(c for c in scene.legal if c["type"] == "appoint"
                   and c.get("island") == book)
        ready = []                                  # the judge's answer: this Hint
        scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd))
        scene.table.poll_hint = lambda: ready.pop() if ready else None
        press(person, pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.2)
        assert scene.ring is None
        _tray_by_keys(person, book)
        ring = scene.ring
        hinted = [k for k, a in enumerate(ring.actions) if a.hinted]
        assert hinted == [scene.keys.tile], (hinted, scene.keys.tile)
        assert ring.actions[scene.keys.tile].kind == "appoint"
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Appointment")
        assert scene.game.log[n]["type"] == "appoint", scene.game.log[n]
    finally:
        person.close()


def _hint_over_a_stale_focus(person: Person, kind: str, count: int = 1):
    """Two islands with the mover's novices, the keyboard's outline on one (left there,
    as a cancelled Travel leaves it), then a Hint of `kind` shown from the other
    (H pressed, the judge's answer this move): scene, the Hint's command, the log's
    length."""
    from positions import blank, novices, play

    from luna.client.tables.table import HintReady
    s = blank(players=2)
    novices(s, 1, 0, active=2)
    novices(s, 5, 0, active=3)
    open_game(person.app, play(s), autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    person.settle()
    n, me = len(scene.game.log), scene.game.to_move
    if kind == "travel":                         # the Shrine island's, `count` novices
        cmd = {"type": "travel", "player": me, "moves": [{"from": 1, "to": 2,
                                                          "count": count}]}
        assert scene.game.refusal(cmd) is None
    else:
        cmd = next(c for c in scene.legal if c["type"] == kind and c.get("island") == 5)
    stale = 5 if kind == "travel" else 1         # the outline elsewhere than the Hint's
    tab_to(person, lambda f: getattr(f, "island", None) == stale)
    assert scene.keys.shown
    ready = []                                  # the judge's answer: this Hint
    scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd))
    scene.table.poll_hint = lambda: ready.pop() if ready else None
    press(person, pygame.K_h)
    person.until(lambda: scene.view().hint is not None, what="the Hint")
    person.wait(0.2)
    return scene, cmd, n


def test_enter_plays_the_hint_shown_whatever_stood_outlined(tmp_path):
    """F361: the outline left on an island where nothing was to be done, H's Hint shown,
    Enter opened that island's tray instead of playing the Hint (the rules book: "H asks
    for a hint; with no action buttons open, Enter then plays its move"). A Hint shown
    takes the outline off (Tab goes to its place, F341): Enter plays it."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, cmd, n = _hint_over_a_stale_focus(person, "recruit")
        assert not scene.keys.shown
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Recruit")
        assert scene.game.log[n] == cmd and scene.ring is None, scene.game.log[n]
    finally:
        person.close()


@pytest.mark.parametrize("arrow", [False, True], ids=["tab", "arrow"])
def test_enter_acts_on_the_focus_moved_after_the_hint(tmp_path, arrow):
    """F906: after H, Enter played the Hint's move where the keys' outline stood
    elsewhere. A Hint shown takes the outline off (F361), but once a key moved the focus
    after it, Enter acts on the focus (F844): the island's tray opens, nothing played."""
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, cmd, n = _hint_over_a_stale_focus(person, "recruit")
        press(person, pygame.K_TAB)                 # the Hint's island first (F341) ...
        assert getattr(scene.keys.focus, "island", None) == 5, scene.keys.focus
        if arrow:                                   # ... then moved off it
            there = scene.board.rect_of(Island(1)).center
            for _ in range(4):                      # (the arrow toward it, as it stands)
                here = scene.board.rect_of(scene.keys.focus).center
                dx, dy = there[0] - here[0], there[1] - here[1]
                press(person, (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
                      if abs(dx) > abs(dy) else (pygame.K_DOWN if dy > 0 else pygame.K_UP))
                if getattr(scene.keys.focus, "island", None) == 1:
                    break
        else:
            tab_to(person, lambda f: getattr(f, "island", None) == 1)
        assert getattr(scene.keys.focus, "island", None) == 1, scene.keys.focus
        press(person, pygame.K_RETURN)
        person.wait(0.5)
        assert len(scene.game.log) == n, scene.game.log[n:]
        assert scene.ring is not None and scene.ring.anchor.island == 1, scene.ring
    finally:
        person.close()


@pytest.mark.parametrize("tray", [False, True], ids=["board", "tray"])
def test_a_focus_moved_while_the_hint_is_worked_out_stays(tmp_path, tray):
    """F906: a focus moved by keys after H, while the Hint was still worked out, went as
    the Hint came, and Enter played the Hint's move. Moved after the Hint was asked, it
    stays where it was put (on the board, in a tray), and Enter acts on it."""
    from luna.client.tables.table import HintReady
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _two_islands(person)
        n = len(scene.game.log)
        cmd = next(c for c in scene.legal if c["type"] == "recruit" and c.get("island") == 1)
        if tray:                                    # its tray open, Recruit in focus
            _tray_by_keys(person, 1)
            assert scene.ring.actions[scene.keys.tile].kind == "recruit"
        asked, ready = [], []                       # the judge still working it out
        scene.table.ask_hint = lambda in_hand=None: asked.append(HintReady(cmd))
        scene.table.poll_hint = lambda: ready.pop() if ready else None
        press(person, pygame.K_h)
        assert asked and scene.view().hint is None
        if tray:
            press(person, pygame.K_RIGHT)           # another tile than the Hint's
            focus = scene.keys.focus
            assert scene.ring.actions[focus.k].kind != "recruit"
        else:
            tab_to(person, lambda f: getattr(f, "island", None) == 5)
            focus = scene.keys.focus
        ready.append(asked.pop())                   # the Hint comes
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.2)
        assert scene.keys.shown and scene.keys.focus == focus, scene.keys.focus
        if not tray:
            press(person, pygame.K_RETURN)
            person.wait(0.5)
            assert len(scene.game.log) == n, scene.game.log[n:]
            assert scene.ring is not None and scene.ring.anchor.island == 5, scene.ring
    finally:
        person.close()


@pytest.mark.parametrize("hint", ["worked_out", "unplayable"])
def test_enter_after_a_hint_asked_over_a_tray_never_does_nothing_unsaid(tmp_path, hint):
    """F950: after H with an island's tray open, Enter did nothing and said nothing; Esc
    was the way out. Enter plays the Hint's move or acts on the focus; where neither
    can act it says why: the Hint still worked out (the tray stands, no tile taken
    unasked), or a Hint whose move no tray here carries on (what the keys do)."""
    from human import target_rect

    from luna.client.tables.table import HintReady
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene = _two_islands(person)
        n, me = len(scene.game.log), scene.game.to_move
        person.click(target_rect(scene, Island(1)).center)      # its tray, by a click
        person.until(lambda: scene.ring is not None, what="the tray")
        ring = scene.ring
        empty = next(i for i in range(9) if not scene.snap["islands"][i].get("novices"))
        cmd = {"type": "recruit", "player": me, "island": empty, "novice_token": False}
        ready = []                             # the judge's answer: none yet, or
        if hint == "unplayable":               # a Hint no tray here can carry on
            scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd))
        scene.table.poll_hint = lambda: ready.pop() if ready else None
        press(person, pygame.K_h)
        if hint == "unplayable":
            person.until(lambda: scene.view().hint is not None, what="the Hint")
        else:
            assert scene.table.hint_pending
        person.wait(0.2)
        person.app.toasts = []
        press(person, pygame.K_RETURN)
        person.wait(0.3)
        said = [m for m, _ in person.app.toasts]
        want = t("why.hint_thinking") if hint == "worked_out" else t("keys.enter_nothing")
        assert want in said, said
        assert len(scene.game.log) == n and scene.ring is not None
        assert scene.ring.anchor == ring.anchor
        if hint == "worked_out":
            assert scene.ring is ring and scene.keys.tile is None, scene.keys.focus
    finally:
        person.close()


def test_a_hinted_travel_is_planned_whole_by_one_enter_and_played_by_the_next(tmp_path):
    """F362: a hinted Travel by keys took one Enter per novice and one to play it, under
    "Enter: its next step". The first Enter plans the Hint's move whole (every novice on
    its way, as a click on its place does: F317), the panel says Enter plays it, and the
    next Enter plays it: two keys."""
    from luna.text import t
    from luna.text.moves import move_text
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, cmd, n = _hint_over_a_stale_focus(person, "travel", count=2)
        keys = person.keys
        press(person, pygame.K_RETURN)
        assert scene.builder is not None and scene.builder.holds(cmd), \
            scene.builder and scene.builder.moves
        said = scene.hints.under_way(scene.view())
        assert said and said[0].startswith(
            t("hint.under_way_whole", move=move_text(cmd, scene.snap))), said
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Travel")
        assert scene.game.log[n] == cmd and person.keys - keys == 2
    finally:
        person.close()


@pytest.mark.parametrize("solo", [False, True], ids=["meditate", "end_actions"])
def test_enter_plays_the_only_move_left(tmp_path, solo):
    """F675: with only Meditate left (the last time marker's note standing) Enter did
    nothing, nothing being in focus and no Hint asked. With one move alone left, Enter
    plays it as its button does: Meditate (in a solo game End actions) at one key, the
    note of the round's end standing or not."""
    from positions import blank, play

    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2, solo_level=1 if solo else None)
        if not solo:        # two markers left: the second Enter's, with the note standing
            s["time_markers"]["turned"] = s["time_markers"]["total"] - 2
        game = play(s)
        kind = "end_actions" if solo else "meditate"
        assert [c["type"] for c in game.legal()] == [kind]
        open_game(person.app, game, autosave=False)
        scene = person.scene
        for k in range(1 if solo else 2):
            person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
            assert scene.keys.focus is None and scene.view().hint is None
            assert [c["type"] for c in scene.legal] == [kind]
            if k:
                note = t("scoring.last_marker", round=1)
                assert any(note in w for w in person.app.toast_words())
            n = len(scene.game.log)
            press(person, pygame.K_RETURN)
            person.until(lambda n=n: len(scene.game.log) > n, what="the only move played")
            assert scene.game.log[n]["type"] == kind, scene.game.log[n:]
        assert person.keys == (1 if solo else 2)
    finally:
        person.close()


def test_enter_opens_the_tray_of_the_only_move_beside_meditate(tmp_path):
    """One move left beside Meditate: Enter with nothing in focus opens its place's tray
    (its tile says what it gives: a move is never played unseen) and Enter again plays
    it."""
    from positions import blank, give, isl, novices, play
    person = Person(tmp_path)
    person.keys = 0
    try:
        s = blank(players=2)
        novices(s, isl(s, "book"), 0, inactive=1)      # Herbs wakes it: the one move
        give(s, 0, "herbs")
        game = play(s)
        assert sorted(c["type"] for c in game.legal()) == ["herbs", "meditate"]
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.wait(0.2)                                 # (the board drawn once)
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        person.until(lambda: scene.ring is not None, what="its tray")
        assert len(scene.game.log) == n
        assert [a.kind for a in scene.ring.actions if a.enabled] == ["herbs"]
        press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Herbs played")
        assert scene.game.log[n]["type"] == "herbs", scene.game.log[n:]
    finally:
        person.close()


def test_h_in_an_open_tray_moves_the_outline_to_the_hints_tile_and_arrows_step_from_it(
        tmp_path):
    """F722: with the Book tray open by keys on Recruit, H's Hint (Appointment) was laid
    into the tray while the outline stayed drawn on Recruit, and Right then went to
    Council from the Hint's tile, past Appointment. H moves the outline to the Hint's
    tile; the arrows step from the tile outlined to its neighbour."""
    from luna.client.tables.table import HintReady
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person)
        person.wait(0.2)
        person.settle()
        _tray_by_keys(person, book)
        kinds = [a.kind for a in scene.ring.actions]
        assert kinds[scene.keys.tile] == "recruit", kinds
        cmd = next(c for c in scene.legal if c["type"] == "appoint"
                   and c.get("island") == book)
        ready = []                                  # the judge's answer: this Hint
        scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd))
        scene.table.poll_hint = lambda: ready.pop() if ready else None
        press(person, pygame.K_h)
        person.until(lambda: any(a.hinted for a in scene.ring.actions), what="the Hint")
        person.wait(0.1)
        ring = scene.ring
        assert ring.actions[scene.keys.tile].kind == "appoint", \
            ring.actions[scene.keys.tile].kind
        press(person, pygame.K_LEFT)
        assert ring.actions[scene.keys.tile].kind == "recruit"
        press(person, pygame.K_RIGHT)
        assert ring.actions[scene.keys.tile].kind == "appoint"
    finally:
        person.close()


def _that_way(scene, here, there, dx: int, dy: int) -> bool:
    """`there` lies the way (dx, dy) from `here`, within 45 degrees."""
    a, b = _centre(scene, here), _centre(scene, there)
    ahead = (b[0] - a[0]) * dx + (b[1] - a[1]) * dy
    return 0 < ahead >= abs(b[1] - a[1] if dx else b[0] - a[0])


def test_the_arrows_reach_an_island_open_only_through_the_novice_favour(tmp_path):
    """From the Book island, the only one aglow, Right said "Nothing that way" while the
    Novice favour made a move legal on an island that way. Such an island does not glow
    (the board lights where one's own pieces act) but the keys reach it as a click does:
    an arrow from the glowing island to it brings the focus there."""
    from luna.client.game.keys import ARROWS
    from luna.text import t
    person = Person(tmp_path)
    person.keys = 0
    try:
        scene, book = _book_island(person, token=True)
        view = scene.key_view()
        quiet = [tg for tg in scene.clickable - scene.glowing if isinstance(tg, Island)]
        assert quiet, "no island open only through the favour"
        stops = scene.keys.stops(view)
        assert all(tg in stops for tg in quiet), (quiet, stops)
        here = next(s for s in stops if getattr(s, "island", None) == book)  # its novices
        tab_to(person, lambda f: f == here)
        aims = [(k, tg) for tg in quiet for k, way in ARROWS.items()
                if _that_way(scene, here, tg, *way)]
        assert aims, "no island open only through the favour in line with the Book's"
        person.app.toasts.clear()
        press(person, aims[0][0])
        assert scene.keys.focus != here
        assert t("keys.none_that_way") not in person.app.toast_words()
    finally:
        person.close()


def test_tab_reaches_a_tile_to_consecrate_among_the_places_that_act(tmp_path):
    """F833: a new player found the Consecration only by accident in round 2-3. Your
    tile you may consecrate now leads the stops with the islands that act now: Tab from
    the first place that acts goes round them and to the tile before any island only a
    favour opens, and Enter there consecrates it (its one-tile tray, then its tile)."""
    from positions import to_consecrate

    from luna.client.board.targets import Tile
    from luna.client.game.key_stops import acting_now
    person = Person(tmp_path, size=(1280, 800))
    person.keys = 0
    try:
        game = to_consecrate(players=3, seed=1)
        number = next(c["tile"] for c in game.legal() if c["type"] == "consecrate")
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        view = scene.key_view()
        now, stops = acting_now(view), scene.keys.stops(view)
        assert Tile(number) in stops, stops
        assert any(getattr(s, "what", "") in ("island", "group") and s not in now
                   for s in stops), "a place only a favour opens (the test's point)"
        seen = []
        for _ in range(len(stops)):
            press(person, pygame.K_TAB)
            if scene.keys.focus == Tile(number):
                break
            seen.append(scene.keys.focus)
        assert scene.keys.focus == Tile(number), seen
        assert all(s in now for s in seen), seen       # only places that act now before it
        n = len(scene.game.log)
        press(person, pygame.K_RETURN)
        if len(scene.game.log) == n:                   # its tray: Enter on its tile
            assert scene.ring is not None
            press(person, pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Consecration")
        assert scene.game.log[n]["type"] == "consecrate", scene.game.log[n]
        assert scene.game.log[n]["tile"] == number
    finally:
        person.close()


def _two_islands(person):
    """A 2-player game opened on the person's turn: two of their novices active on
    island 1, three on island 5; its game screen, settled."""
    from positions import blank, novices, play
    s = blank(players=2)
    novices(s, 1, 0, active=2)
    novices(s, 5, 0, active=3)
    open_game(person.app, play(s), autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    person.settle()
    return scene


@pytest.mark.parametrize("pointed", [None, "sailboat"])
def test_tab_goes_round_the_islands_as_the_board_draws_them_then_the_temple(tmp_path,
                                                                           pointed):
    """F1041: Tab went Book, Sailboat, Bribery, Tides and seemed random; from a first Tab
    on the Sailboat's novices a tile to consecrate came between the Tides and the Book.
    From the board's first Tab (the first place that acts, wherever the pointer rests:
    F1046), Tab goes once round the islands that act now clockwise as the board draws
    them (their centres' angle round the board's middle, from its top), then to the
    temple's tile to consecrate (F833)."""
    import math

    from positions import isl, novices, play, to_consecrate

    from luna.client.board.targets import Tile
    from luna.client.game.key_stops import acting_now
    person = Person(tmp_path, size=(1280, 800))
    person.keys = 0
    try:
        snap = to_consecrate(players=3, seed=1).snapshot()
        mine = [isl(snap, k) for k in ("book", "sailboat", "bribery", "tides")]
        for i in mine:
            novices(snap, i, 0, active=1)
        game = play(snap)
        number = next(c["tile"] for c in game.legal() if c["type"] == "consecrate")
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
        person.settle()
        view = scene.key_view()
        now, stops = acting_now(view), scene.keys.stops(view)
        islands = [s for s in stops if getattr(s, "what", "") in ("island", "group")
                   and s in now]
        assert {s.island for s in islands} >= set(mine) and Tile(number) in stops, stops
        ring = [scene.board.rect_of(Island(i)).center for i in range(7)]
        middle = (sum(x for x, _ in ring) / 7, sum(y for _, y in ring) / 7)   # (the ring's)

        def angle(s) -> float:      # its island's, clockwise from the top (half a step
            x, y = ring[s.island]   # before it: the top island first), as drawn
            return (math.atan2(x - middle[0], middle[1] - y) + math.pi / 7) % (2 * math.pi)
        drawn = sorted(islands, key=angle)
        if pointed is not None:
            at = next(s for s in islands if s.island == isl(snap, pointed))
            person.point(scene.board.rect_of(at).center)
            assert scene.keys.focus == at, (scene.keys.focus, scene.hover, at)
            assert scene.key_view().hint is None, scene.key_view().hint
            #  (the first Tab: the ring's first island all the same, F1046)
        seen = []
        for _ in range(len(drawn) + 1):
            press(person, pygame.K_TAB)
            seen.append(scene.keys.focus)
        assert seen == [*drawn, Tile(number)], ([getattr(s, "island", s) for s in seen],
                                                [s.island for s in drawn])
    finally:
        person.close()
