"""Direct play (issue 20): acting on the pieces, not on text menus. Played at human pace
(tests/client/human.py: the real loop at 60 Hz, normal animation speed, nothing finished by
hand); what is checked is what a person sees and what the engine receives.

A whole round of three players uses every action through the new controls (the action
ring, lit tiles and seats, drags, the novice favour's chip, the − / + count), counting the
clicks and the mouse's travel of each; the preliminary round and the solo game's own
actions; a refused drop; the text menu as the right click's fallback.
"""

from __future__ import annotations

import pygame
import pytest
from direct_round import on_the_pieces, position, steps
from human import Person
from layout_check import ring_over_panel
from test_scoring_summary import open_at

from luna.client.board.targets import Group, Held, Island, Jetty
from luna.client.demo.driver import target_rect
from luna.client.game import projection
from luna.client.game.actions import actions_at
from luna.client.widgets.palette import GLASS
from luna.engine import new_game
from luna.text import t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def ready(person: Person) -> None:
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="the next move")


def ring_stands_well(scene) -> None:
    """The ring stands in the panel's action area over the log (never over its cards or
    buttons), off its island, inside the window, its buttons as large as the layout says
    where they fit there, the refused ones dimmed tiles of the same grid in their places."""
    ring = scene.ring
    assert ring is not None
    w, h = scene.app.size
    assert pygame.Rect(0, 0, w, h).contains(ring.rect)
    assert ring_over_panel(scene) is None, ring_over_panel(scene)
    assert ring.rect.top == scene.panel.log_rect.top
    assert not ring.rect.colliderect(ring.anchor_rect)
    # one grid: every tile (the refused ones too) one size, each in its place of the
    # actions' fixed order (read left to right and down)
    cards = {c.size for c in ring.cards}
    assert len(cards) == 1
    assert [(c.y, c.x) for c in ring.cards] == sorted((c.y, c.x) for c in ring.cards)


@pytest.fixture
def reader(tmp_path):
    """A person who reads what stands after each wait (no frame in between is drawn but
    six a second)."""
    p = Person(tmp_path, every_frame=False)
    yield p
    p.close()


@pytest.mark.long
def test_a_round_of_three_on_the_pieces_every_action_counted(reader):
    """Every action of the game but the preliminary and solo ones, played as a person
    plays them now; a non-movement action takes two clicks (three with a choice on its
    button), a move one drag and Confirm. The clicks and the mouse's way per action are
    what bench/clicks.py compares with the text menu's."""
    person = reader
    open_at(person, position())
    scene = person.scene
    counted = []
    for k, step in enumerate(steps()):
        ready(person)
        assert scene.game.to_move == step.command["player"]
        n, clicks, travel = len(scene.game.log), person.clicks, person.travel
        on_the_pieces(person, step)
        person.until(lambda n=n: len(scene.game.log) > n, what=f"step {k} played")
        assert scene.game.log[n] == step.command, (k, step.kind)
        assert scene.ring is None and not scene.menu          # nothing of it left open
        counted.append((step.kind, person.clicks - clicks, person.travel - travel))
        if k == 0:                                 # the ring's place and its words
            person.click_on(Island(4))
            ring_stands_well(scene)
            kinds = [a.kind for a in scene.ring.actions]     # an island's every action
            assert {"favour", "recruit", "appoint", "council", "travel"} <= set(kinds)
            assert set(kinds) <= {"favour", "recruit", "build_shrine", "appoint", "council",
                                  "banish", "herbs", "travel", "tides", "sailboat"}
            person.key(pygame.K_ESCAPE)
            assert scene.ring is None
    clicks = {"ring": 2, "seat": 2, "tile": 2, "plus": 3, "chip": 3, "drag": 2,
              "ring_drag": 4, "book_drag": 1, "button": 1}
    assert [c for _, c, _ in counted] == [clicks[s.gesture] + bool(s.command.get("bribe"))
                                          for s in steps()]   # (a bribe asked again)
    # the round's end: its summary over the board as it was scored
    summary = person.read_the_scoring()
    last = summary.of(2)
    assert last.play >= 1 and last.round_total == last.total + last.play
    print("\nclicks and mouse travel per action (bench/clicks.py compares):")
    for kind, clicks, travel in counted:
        print(f"  {kind:13s} {clicks} clicks {travel:7.0f} px")


def test_the_ring_greys_what_cannot_be_done_with_the_engines_reason(person):
    open_at(person, position())
    scene = person.scene
    tides = 6                                      # player 0 holds the Tides favour
    person.click_on(Group(tides, 0, "active"))
    ring_stands_well(scene)
    assert person.ring_kinds() == ["favour", "recruit", "appoint", "council", "travel",
                                   "build_shrine", "banish", "herbs", "tides"]   # (F108)
    rect, act = person.card("recruit")
    person.point(rect.center)                     # the hover text: its net line (F850),
    said = scene.hover.words.split("\n")           # then the move in words
    assert scene.hover.what == "ring" and said[1].startswith(t("opt.recruit")), said
    assert said[0].rstrip(".") == t("net.projected.same",
                                         was=projection.shown(scene.snap, 0)), said
    assert scene.tip_rect is not None and not scene.tip_rect.colliderect(rect)
    # a greyed button says why (the engine's words), and a click on it plays nothing
    rect, favour = person.card("favour")
    assert not favour.enabled
    me = scene.game.to_move
    refused = actions_at(Island(tides), scene.legal, scene.snap, me, scene.game)[0].refused
    person.point(rect.center)
    assert favour.refused == refused and scene.hover.words.startswith(refused)
    # the reason and the rule are two sentences, not one run together when they wrap
    assert scene.hover.words.startswith(refused + ".\n"), scene.hover.words
    tip = scene.tip_rect                          # and it stands there, on its glass
    assert tip is not None and not tip.colliderect(rect)
    shown = scene.app.screen.get_at((tip.x + 4, tip.centery))[:3]
    assert max(abs(a - b) for a, b in zip(shown, GLASS, strict=True)) < 30, shown
    n = len(scene.game.log)
    person.click(rect.center)
    assert len(scene.game.log) == n
    # the text menu stays as the fallback: a right click, or the menu key on the focus
    person.key(pygame.K_ESCAPE)
    assert scene.ring is None
    person.click(target_rect(scene, Island(tides)).center, button=3)
    assert scene.menu and scene.ring is None
    person.press(t("btn.cancel_move"))
    while getattr(scene.keys.focus, "island", None) != tides:
        person.key(pygame.K_TAB)
    person.key(pygame.K_F10, pygame.KMOD_SHIFT)
    assert scene.menu
    person.key(pygame.K_ESCAPE)
    assert not scene.menu


def test_an_illegal_drop_snaps_back_with_the_reason(person):
    g = position()
    g.apply({"type": "meditate", "player": 0})     # player 1: the Sailboat takes 1 or 2
    open_at(person, g)
    scene = person.scene
    novice, sailboat, herbs = 5, 3, 2
    person.act(Group(novice, 1, "active"), "sailboat")
    assert scene.builder is not None and scene.builder.ctype == "sailboat"
    seen = []

    def lit_while_held():
        view = scene.view()
        seen.append((scene.dragging.drop_target(view), set(scene.dragging.lit(view))))
    person.drag(target_rect(scene, Group(novice, 1, "active")).center,
                target_rect(scene, Island(sailboat)).center, held=lit_while_held)
    assert scene.builder.count == 2          # the group whole: the Sailboat takes 2
    person.key(pygame.K_BACKSPACE)           # the keyboard takes one back
    assert scene.builder.count == 1
    # held over the Sailboat's island: it glows as the drop target, among the lit islands
    under, lit = seen[-1]
    assert under == Island(sailboat) and Island(sailboat) in lit and Island(novice) not in lit
    # a second novice to another island: that island stays dark (the engine would refuse
    # it), the drop goes back and says why
    person.drag(target_rect(scene, Group(novice, 1, "active")).center,
                target_rect(scene, Island(herbs)).center, steps=8, held=lit_while_held)
    under, lit = seen[-1]
    assert under is None and lit == {Island(sailboat)}
    assert scene.builder.count == 1 and scene.dragging.note is not None
    assert scene.dragging.note.words and scene.dragging.note_rect.right <= scene.lay.board[2]
    person.wait(3.0)
    assert scene.dragging.note is None                      # it goes by itself
    # a drop on the water is no move at all: back, saying where a move goes
    person.drag(target_rect(scene, Group(novice, 1, "active")).center, (6, 6), steps=6)
    assert scene.builder.count == 1 and scene.dragging.note.words == t("drag.nowhere")
    person.key(pygame.K_BACKSPACE)                 # the keyboard takes it back
    assert scene.builder.count == 0
    person.click_on(Island(sailboat))              # click-click builds it too
    assert scene.builder.count == 1
    person.press(t("btn.confirm"))
    assert scene.game.log[-1]["type"] == "sailboat"


def test_the_preliminary_round_and_the_solo_games_own_actions_on_the_ring(person):
    g = new_game(players=1, seed=4, solo_level=1, seats=[{"kind": "human"}] * 2)
    open_at(person, g)
    scene = person.scene
    kinds = set()
    while scene.snap["phase"] != "actions" or scene.snap["round"] == 1 and not kinds >= {
            "solo_deactivate"}:
        ready(person)
        phase = scene.snap["phase"]
        if phase == "actions":
            break
        target = next(tg for tg in sorted(scene.clickable, key=repr) if tg.what == "island")
        kind = {"preliminary_shrine": "place_shrine", "preliminary_pairs": "place_pair",
                "solo_round_start": "solo_deactivate"}[phase]
        n = len(scene.game.log)
        person.click_on(target)
        if phase.startswith("preliminary"):         # its one choice: placed at once
            assert scene.ring is None and scene.game.log[n]["type"] == kind
        else:
            assert person.ring_kinds() == [kind]    # one button: what the phase asks
            person.take(kind)
        person.until(lambda n=n: len(scene.game.log) > n, what=kind)
        kinds.add(kind)
    assert kinds == {"place_shrine", "place_pair", "solo_deactivate"}
    # End actions: the candles' place has none in a solo game; the panel's button does it
    ready(person)
    n = len(scene.game.log)
    person.press(t("btn.end_actions"))
    person.press(t("solo.end_yes"))            # actions are still open: it asks first
    person.until(lambda: len(scene.game.log) > n, what="end actions")
    assert scene.game.log[n]["type"] == "end_actions"


def test_tides_from_the_jetty_is_dragged_from_the_jetty(person):
    """The jetty's novices dragged as an island's group is (F933: a drag from an island
    moved its group, one from the jetty one novice): one rule, the group goes whole, and
    the drag's caption says how many go while it is under way. On the real loop."""
    from positions import blank, give, play
    s = blank(players=2)
    s["jetty"] = [2, 0]
    s["supply"]["novices"][0] -= 2
    give(s, 0, "tides")
    open_at(person, play(s))
    scene = person.scene
    person.click_on(Held(0, "tides"))              # the favour in the hand: where it goes
    assert scene.acting.lit(scene.view()) == {Jetty(0)}
    seen = []
    person.drag(target_rect(scene, Jetty(0)).center, target_rect(scene, Island(3)).center,
                held=lambda: seen.append((scene.dragging.caption, scene.dragging.caption_rect)))
    said = t("drag.carry", count=2, minus=t("key.minus"))
    assert seen and seen[0][0] == said and seen[0][1] is not None, seen
    assert scene.builder is not None and scene.builder.ctype == "tides"
    assert scene.builder.count == 2, scene.builder.moves
    person.press(t("btn.confirm"))
    assert scene.game.log[-1]["moves"] == [{"from": "jetty", "active": False, "to": 3,
                                            "count": 2}]


def test_a_group_dropped_on_an_island_goes_whole(person):
    """A drag of three standing novices onto another island planned one (F570). The
    group goes whole, as many of its novices as the move may take (the engine decides),
    the count said beside the drop; − takes one back before Confirm. On the real loop."""
    from positions import blank, isl, novices, play

    from luna.text import island
    s = blank(players=2)
    tides, herbs = isl(s, "tides"), isl(s, "herbs")
    novices(s, tides, 0, active=3)
    open_at(person, play(s))
    scene = person.scene
    seen = []
    person.drag(target_rect(scene, Group(tides, 0, "active")).center,
                target_rect(scene, Island(herbs)).center,
                held=lambda: seen.append(scene.dragging.caption))
    assert seen == [t("drag.carry", count=3, minus=t("key.minus"))], seen   # (F933)
    assert scene.builder is not None and scene.builder.ctype == "travel"
    assert scene.builder.count == 3, scene.builder.moves
    # (the first Travel: its count in short, leading its first-use tip)
    said = t("builder.sent_short", count=3, island=island("herbs"))
    assert [m for m, _ in person.app.toasts if m.startswith(said)], person.app.toast_words()
    person.key(pygame.K_MINUS)                     # one taken back before Confirm
    assert scene.builder.count == 2
    person.press(t("btn.confirm"))
    assert scene.game.log[-1]["moves"] == [{"from": tides, "to": herbs, "count": 2}]


def test_a_second_drag_of_a_group_on_its_way_says_they_are_planned(person):
    """A group dropped goes whole; a second drag from its island then said only the
    engine's count ("Not enough active novices on the Tides island: you have 2"), read
    as a wrong sum (F734). It says they are already on their way and how to take one
    back; the plan stays as it was."""
    from positions import blank, isl, novices, play

    from luna.text import island
    s = blank(players=2)
    tides, herbs, book = isl(s, "tides"), isl(s, "herbs"), isl(s, "book")
    novices(s, tides, 0, active=2)
    open_at(person, play(s))
    scene = person.scene
    person.drag(target_rect(scene, Group(tides, 0, "active")).center,
                target_rect(scene, Island(herbs)).center)
    assert scene.builder is not None and scene.builder.count == 2
    person.drag(target_rect(scene, Group(tides, 0, "active")).center,
                target_rect(scene, Island(book)).center)
    assert scene.dragging.note is not None
    assert scene.dragging.note.words == t("drag.on_their_way", count=2,
                                          island=island("tides"), minus=t("key.minus"))
    assert scene.builder.count == 2
