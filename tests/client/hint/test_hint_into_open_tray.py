"""An English fresh player (1920x1080) asked for a Hint while the Book island's tray
stood open; the Hint said "Appoint a novice from the Book island to tile 5", and the
tray's Appointment tile looked like every other (its gold rim came only in a tray opened
after the Hint). A Hint that comes while a tray stands lights its tile there, with the
keyboard's focus. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person, target_rect
from positions import blank, give, isl, novices, only_on, play
from test_scoring_summary import open_at

from luna.client.board.marks import Hint
from luna.client.board.targets import Field, Island
from luna.client.game.hint_card import ended
from luna.client.tables.table import HintReady
from luna.client.widgets import palette as P
from luna.client.window import fonts
from luna.text import t


def judged(scene, hint: dict, cost) -> list:
    """The table's judge answering every ask with `hint`, the move in hand priced
    `cost(in_hand)`; the moves in hand it was asked with."""
    asked, ready = [], []

    def ask(in_hand=None):
        asked.append(in_hand)
        ready.append(HintReady(hint, in_hand=in_hand, in_hand_cost=cost(in_hand)))
    scene.table.ask_hint = ask
    scene.table.poll_hint = lambda: ready.pop() if ready else None
    return asked

def test_a_hint_asked_with_a_tray_open_lights_its_tile_there(tmp_path):
    person = Person(tmp_path, size=(1920, 1080))
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        assert scene.ring is not None and not any(a.hinted for a in scene.ring.actions)
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.5)
        hint = scene.view().hint.command
        assert hint.get("island") == book, hint          # (the only novices: there)
        k = next(k for k, a in enumerate(scene.ring.actions) if a.hinted)
        assert scene.ring.actions[k].kind == hint["type"] and scene.ring.focus == k
        card = scene.ring.cards[k]
        rim = [tuple(person.app.screen.get_at((x, card.top)))[:3]
               for x in range(card.left + 12, card.right - 12, 4)]
        assert sum(c == P.GOLD for c in rim) > len(rim) // 2, rim    # its gold rim seen
    finally:
        person.close()


def test_the_hints_tile_plays_the_hints_whole_move_in_one_click(tmp_path):
    """The Hint said "Council, 3 seats, spends a novice favour" and its starred tile
    stood on 1 seat: about four clicks to its move (F670). While a Hint stands, its tile
    stands on the Hint's whole move (count, favour), its hover saying so, and one click
    plays exactly that move; a tile beside it stays plain (Banish: 1 island, F525), and
    with the Hint gone (a look at another island) the tile opens plain, the Hint of this
    turn marked on its − (it opens on its most). A Hint built on the board (a Travel):
    its tile's click starts the move empty, the person builds it (F1043: "don't pre-plan
    the Hint's Travel"), its marks a guide; Enter plans it whole."""
    from luna.client.game import tray_open
    person = Person(tmp_path)
    try:
        s = give(blank(players=3), 0, "novice")
        book, herbs = isl(s, "book"), isl(s, "herbs")
        novices(s, book, 0, active=3)
        novices(s, herbs, 0, active=2)
        s["apostate"] = book
        open_at(person, play(s))
        scene = person.scene
        n = len(scene.game.log)

        def council(count, token):
            return next(c for c in scene.legal if c["type"] == "council" and
                        c["island"] == book and c["count"] == count
                        and c["novice_token"] == token)
        cmd, plain = council(1, True), council(3, False)   # (plain: its most, F944)
        scene.hints.hint = Hint(cmd, n)
        person.click_on(Island(herbs))               # another island: the Hint goes
        assert scene.view().hint is None and scene.ring is not None
        person.key(pygame.K_ESCAPE)
        person.click_on(Island(book))
        _, act = person.card("council")
        assert not act.hinted and act.command == plain, "the Hint gone chose the count"
        person.wait(0.1)
        minus = person.ring_part("council", "minus")
        assert [r for r in scene.ring.count_stars if r.colliderect(minus)], \
            "the Hint's count unmarked"
        tray_open.close_tray(scene)
        travel = {"type": "travel", "player": 0,
                  "moves": [{"from": book, "to": herbs, "count": 2}]}
        assert scene.game.refusal(travel) is None
        scene.hints.hint = Hint(travel, n)
        person.click_on(Island(book))
        person.take("travel")       # the person builds it (F1043): nothing planned,
        person.wait(0.1)            # the Hint's marks standing as a guide
        assert scene.builder is not None and scene.builder.moves == []
        assert scene.view().hint is not None and scene.marks.drawn
        person.key(pygame.K_RETURN)                   # Enter: the Hint's move planned
        assert scene.builder is not None and scene.builder.holds(travel)
        assert scene.builder.reason(scene.game) is None
        person.key(pygame.K_ESCAPE)
        assert scene.builder is None
        scene.hints.hint = Hint(cmd, n)               # the Council's Hint again
        person.click_on(Island(book))
        rect, act = person.card("council")
        assert act.hinted and act.command == cmd, act.choice    # 3 seats, the favour
        _, banish = person.card("banish")
        assert not banish.hinted and banish.choice.count == 1 and not banish.choice.token
        k = scene.ring.actions.index(act)
        assert t("ring.hint_move") in scene.ring.tip(k, "card", scene.snap, scene.game)
        assert not [r for r in scene.ring.count_stars if r.colliderect(
            person.ring_part("council", "plus"))], "a star beside the Hint's own count"
        person.click(rect.center)                     # one click
        person.until(lambda: len(scene.game.log) > n, what="the Council")
        assert {k: scene.game.log[n][k] for k in cmd} == cmd, scene.game.log[n]
    finally:
        person.close()


def test_a_tray_stars_the_hints_travel_only_where_it_starts():
    """The Shrine island's tray starred its Travel while the hinted Travel started from
    other islands. A tray's tile is the Hint's only where its press starts the Hint's
    move from that place."""
    from luna.client.game.actions import actions_at
    s = blank(players=2)
    start, shrine = isl(s, "book"), isl(s, "shrine")
    novices(s, start, 0, active=2)
    novices(s, shrine, 0, active=2)
    game = play(s)
    legal, snap, me = game.legal(), game.snapshot(), game.to_move
    hint = next(c for c in legal if c["type"] == "travel" and len(c["moves"]) == 1
                and c["moves"][0]["from"] == start)

    def travel_at(island):
        acts = actions_at(Island(island), legal, snap, me, game, hint)
        return next(a for a in acts if a.kind == "travel")
    assert travel_at(start).hinted
    assert not travel_at(shrine).hinted       # no star where the Hint does not start


def test_a_hint_with_a_tray_open_gives_its_reason_over_no_usable_tile(tmp_path):
    """1280x800, a tray open: the Hint showed only "Hint: Recruit" (its action and
    estimate) in the tray's free cell, without its reason (F240). It gives its reason
    with a tray open as without one: a form of its words that carries the reason, in
    its one place under the tray (the log giving way), over none of the
    tray's usable tiles. On the real loop, the frames drawn."""
    from test_hint_card import game_of

    from luna.client.opening import open_game
    person = Person(tmp_path, size=(1280, 800), menu=False)
    try:
        open_game(person.app, game_of(2, 1, 55), autosave=False)
        person.wait(0.3)
        scene = person.scene
        person.click_on(Island(0))
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.3)
        assert scene.ring is not None
        hint, snap = scene.hints.hint, scene.snap
        whole = scene.hints.words(hint, snap)       # (each ended: its stop, or "…": F865)
        told = {ended(scene.hints.words(hint, snap, **form), whole)
                for form in ({}, {"named": True}, {"short": True})}
        told |= set(scene.hints.brief(hint, scene.view()))     # (its first sentence: F928)
        assert scene.marks.label in told, scene.marks.label
        box = scene.marks.label_rect
        assert box is not None and not any(
            box.colliderect(card) for a, card in zip(scene.ring.actions, scene.ring.cards,
                                                     strict=True) if a.enabled), box
    finally:
        person.close()


def test_a_hint_asked_with_a_trays_count_chosen_keeps_it_and_prices_it(tmp_path):
    """F447: H with a count chosen in the tray (by a digit) set the count back and moved
    the focus to the Hint's tile, and never said what the chosen move would cost. The
    Hint is asked with the chosen move in hand (it prices it, as a move planned on the
    board), the count stays, the keys' focus stays on its tile, the Hint's tile lit."""
    person = Person(tmp_path)
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # off the tray
        ring = scene.ring
        council = next(k for k, a in enumerate(ring.actions) if a.kind == "council")
        person.key(pygame.K_TAB)
        person.key(pygame.K_3)                          # Council: 3 seats
        assert scene.keys.tile == council and ring.actions[council].choice.count == 3
        chosen = ring.actions[council].command
        hint = next(c for c in scene.legal if c["type"] == "recruit"
                    and c["island"] == book)
        asked = judged(scene, hint, lambda in_hand: 2.0)
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.3)
        assert asked == [chosen], asked                 # priced against the Hint's
        ring = scene.ring
        act = ring.actions[council]
        assert act.kind == "council" and act.choice.count == 3, act.choice
        assert scene.keys.tile == council, scene.keys.tile
        assert any(a.hinted and a.kind == "recruit" for a in ring.actions)
    finally:
        person.close()


def test_a_hint_whose_reason_has_no_room_under_a_tray_says_it_by_its_tile(tmp_path):
    """F535: with a tray open the Hint's card shrank to "Tipp: Priesterrat" (1024x700,
    150 %, four players: the tray leaves the card one line). Its whole words stand
    beside its starred tile, in a tile's hover text's place, while the pointer rests on
    nothing that speaks; pointed at a tile, that tile's own text stands instead."""
    from test_hint_place import hint_of

    from luna.client.game import tray_open
    person = Person(tmp_path, size=(1024, 700), language="de")
    person.app.settings.text_size = 150
    person.app.save_settings()
    try:
        s = blank(players=4)
        book = isl(s, "book")
        novices(s, book, 0, active=1)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # the open sea
        cmd = next(c for c in scene.legal if c["type"] == "council")
        hint = scene.hints.hint = hint_of(scene.game, cmd)
        tray_open.hint_into_tray(scene)
        person.wait(0.5)
        whole = scene.hints.words(hint, scene.snap)
        assert scene.marks.label != ended(whole, whole)
        assert scene.hints.untold(scene.view()) == whole
        ring, tip = scene.ring, scene.hover_text.rect
        k = next(k for k, a in enumerate(ring.actions) if a.hinted)
        assert ring.actions[k].kind == "council" and whole in ring._tips
        assert tip is not None and scene.hints.tip, "no reason said"
        assert not tip.colliderect(ring.rect) and tip.top <= ring.cards[k].bottom \
            and tip.bottom >= ring.cards[k].top, (tip, ring.cards[k])     # level with it
        other = next(j for j, a in enumerate(ring.actions) if j != k)
        person.point(ring.cards[other].center)
        person.wait(0.5)
        assert not scene.hints.tip, "the Hint's words over another tile's own"
    finally:
        person.close()
        fonts.set_text_size(100)


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1280, 800), 125),
                                             ((1920, 1080), 150)])
def test_the_hints_line_over_a_tray_hides_no_players_score(tmp_path, size, text_size):
    """F802: a tray grown a fourth row (the Sailboat favour held) pushed the Hint's one
    line over it onto Blue's score row. The Hint's card never stands over a player's
    card's score row; where no line fits between them and the tray, its whole words
    stand beside its starred tile (F535). The real loop, frames drawn."""
    from test_hint_place import hint_of

    from luna.client.game import tray_open
    person = Person(tmp_path, size=size, text_size=text_size, menu=False)
    try:
        s = blank(players=3)
        book = isl(s, "book")
        novices(s, book, 0, active=1)
        give(s, 0, "sailboat")
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # the open sea
        assert scene.ring.actions[-1].kind == "sailboat"
        cmd = next(c for c in scene.legal if c["type"] == "council")
        hint = scene.hints.hint = hint_of(scene.game, cmd)
        tray_open.hint_into_tray(scene)
        person.wait(0.5)
        rows = [pygame.Rect(r) for r in scene.panel.score_rows]
        assert len(rows) == 3
        card = scene.hints._card
        assert card is None or card[1].collidelist(rows) < 0, (card[1], rows)
        whole = scene.hints.words(hint, scene.snap)
        assert card is not None or (scene.hints.untold(scene.view()) == whole
                                    and scene.hover_text.rect is not None)
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_tiles_preview_arrow_stands_alone_the_hints_marks_wait(tmp_path):
    """A Hint standing (a Council of 3 from the Book island) and its tray open: the
    pointer on a tile, that tile's preview arrow is the one arrow on the board (two
    arrows at once, to two places or two near-alike to the council, read as two moves);
    the pointer off the tiles, the Hint's marks stand again. The real loop, drawn."""
    person = Person(tmp_path)
    try:
        s = blank(players=2)
        book = isl(s, "book")
        novices(s, book, 0, active=3)
        open_at(person, play(s))
        scene = person.scene
        cmd = next(c for c in scene.legal if c["type"] == "council"
                   and c["island"] == book and c["count"] == 3 and not c["novice_token"])
        scene.hints.hint = Hint(cmd, len(scene.game.log))
        person.click_on(Island(book))
        person.point((4, 4))                              # off the tray: the Hint's marks
        assert scene.ring is not None and scene.marks.arrows and not scene.acting.preview.arrows
        for part in ("card", "plus"):
            person.point(person.ring_part("council", part).center)
            assert scene.acting.preview.arrows, part        # the tile's own arrow ...
            assert not scene.marks.arrows and not scene.marks.drawn, part   # ... alone
        person.point((4, 4))
        assert scene.marks.arrows
        assert scene.view().hint is not None
    finally:
        person.close()


def test_h_on_a_trays_tile_chosen_prices_that_tile_against_the_hints_move(tmp_path):
    """F765: with a tray open and a tile chosen with the keys, H said nothing of that
    tile's cost against the Hint's move (only a planned move's). The tile chosen is the
    move in hand: the Hint is asked with it and names its cost at the goal step (its
    figure alone), its move then beside it (F792); on the Hint's own tile no cost is
    said, the tile found the Hint's move."""
    from test_hint_goal import keys_on

    from luna.client.game.hint_goal import SEEN
    from luna.client.game.hinting import Hints
    from luna.client.game.plan_compare import compare_words
    person = Person(tmp_path, hint_nudge=True)
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        ring = scene.ring
        council = next(k for k, a in enumerate(ring.actions) if a.kind == "council")
        chosen = ring.actions[council].command
        hint = next(c for c in scene.legal if c["type"] == "recruit"
                    and c["island"] == book)
        asked = judged(scene, hint, lambda in_hand: None if in_hand == hint else 12.0)
        keys_on(person, lambda a: a.kind == "council")      # the keys on Council
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint's goal")
        person.wait(SEEN)
        assert asked == [chosen], asked
        cost = t("hint.in_hand.tile", move=Hints.named(chosen, scene.snap), cost=12)
        assert scene.view().hint_goal and cost in scene.marks.label, scene.marks.label
        person.key(pygame.K_h)          # the move itself, beside the tile (plan_compare)
        person.until(lambda: scene.view().hint is not None, what="the Hint's move")
        person.wait(0.3)
        said = compare_words(scene.game, chosen, hint, lambda c: Hints.named(c, scene.snap))
        assert said in scene.marks.label, scene.marks.label
        person.key(pygame.K_ESCAPE)
        person.key(pygame.K_ESCAPE)                     # (the Hint and its tray gone)
        person.click_on(Island(book))
        keys_on(person, lambda a: a.command == hint)    # the Hint's own tile: no cost,
        person.key(pygame.K_h)                          # (its move shown at this turn:
        person.until(lambda: len(asked) == 2 and scene.view().hint is not None,
                     what="the Hint again")             # beside the tile at once)
        person.wait(0.3)
        assert asked[1] == hint and scene.hints.in_hand_words(
            scene.view().hint, scene.view()) == t("hint.compare.same")
        assert t("hint.in_hand.tile", move="", cost=12)[1:] not in scene.marks.label
    finally:
        person.close()


@pytest.mark.parametrize("own", [True, False])
def test_a_tile_only_pointed_at_is_not_in_hand(tmp_path, own):
    """F871, F858: H with the pointer resting on a tray's tile compared that tile as
    "Your plan" and praised "Well found!" though nothing was chosen, while the keys'
    focus compared another way. The tile the keys' focus (or − / +) chose is in hand, a
    hover is not: the Hint is asked with nothing in hand, its move shown alone and
    counted as the Hint's. `own`: the pointer on the Hint's own tile, else another."""
    person = Person(tmp_path)
    try:
        s, book = only_on("book", active=3)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))
        hint = next(c for c in scene.legal if c["type"] == "recruit"
                    and c["island"] == book)
        asked = judged(scene, hint, lambda in_hand: None if in_hand == hint else 12.0)
        ring, n = scene.ring, len(scene.game.log)
        k = next(k for k, a in enumerate(ring.actions) if a.enabled
                 and (a.command == hint) == own)
        person.point(ring.cards[k].center)              # pointed at, never chosen
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.3)
        assert asked == [None], asked
        assert scene.hints.compared is None
        for key in ("hint.compare.same", "hint.compare.as_good"):
            assert t(key, plan="", mine="", hint="", its="").split()[-1] \
                not in scene.marks.label, scene.marks.label     # no "Well found!"
        assert scene.hints_shown[n] == hint
    finally:
        person.close()


@pytest.mark.parametrize("size, lang, text_size", [((1024, 700), "de", 150),
                                                   ((1024, 700), "en", 150)])
def test_a_hints_words_by_its_tile_stand_off_the_boards_things(tmp_path, size, lang,
                                                               text_size):
    """(trial t19a, s012/s017, 1280x800, where the card's one-figure headline now fits
    under the tray: F1059) the Hint's whole words beside its starred tile
    stood over the temple and the path while the pointer rested on the island clicked
    to open the tray, and stayed as it went on to another island. They stand while the
    pointer rests on nothing (the open sea, the window's edge), never while it rests on
    one of the board's things (an island, the temple): there the person looks at that."""
    from test_hint_place import hint_of

    from luna.client.game import tray_open
    person = Person(tmp_path, size=size, language=lang)
    person.app.settings.text_size = text_size
    person.app.save_settings()
    try:
        s = blank(players=4)
        book = isl(s, "book")
        novices(s, book, 0, active=1)
        open_at(person, play(s))
        scene = person.scene
        person.click_on(Island(book))          # the pointer rests on the island clicked
        cmd = next(c for c in scene.legal if c["type"] == "council")
        hint = scene.hints.hint = hint_of(scene.game, cmd)
        tray_open.hint_into_tray(scene)
        person.wait(1.0)
        whole = scene.hints.words(hint, scene.snap)
        assert scene.hints.untold(scene.view()) == whole      # (no room under the tray)
        assert not scene.hints.tip, "the Hint's words over the island clicked"
        person.point(target_rect(scene, Island(isl(s, "tides"))).center)   # on to another
        person.wait(1.0)                                                  # island
        assert scene.hover == Island(isl(s, "tides"))
        assert not scene.hints.tip, "the Hint's words stayed over another island"
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))   # the open sea
        person.wait(1.0)
        tip = scene.hover_text.rect
        assert scene.hints.tip and tip is not None, "no reason said"
        temple = [r for r, tg in scene.board.hits if isinstance(tg, Field)]
        assert tip.collidelist(temple) < 0, "the Hint's words over the temple"
    finally:
        person.close()
        fonts.set_text_size(100)
