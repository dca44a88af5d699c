"""The Hint in two steps (game/hint_goal.py, the setting "Hint: a nudge first", a new
profile's): H then Enter nearly played the game for a new player, no contest (F731,
F1043). The first ask shows only a nudge: its place lit, one line of where to look and
why with no figure, then how the rest is shown; no arrow, no star, and Enter plays
nothing of it; a second ask (H, or a click on the nudge's card) shows the whole Hint,
which Enter plays, and only then counts as the Hint's; a second ask with a move planned
shows the Hint's beside it. An ask in the nudge's fade-in is not read (F788). Its words
stand whole while the player acts on its place (F736). The setting "the whole Hint at
once": today's card at the first ask. On the real loop at normal speed
(tests/client/human.py), the judge's answer given (no search)."""

from __future__ import annotations

import pygame
from human import Person

from luna.client.board.marks import COUNCIL
from luna.client.board.targets import Island
from luna.client.game import frame_state
from luna.client.game.actions import island_of
from luna.client.game.captions import title_of
from luna.client.game.hint_goal import SEEN
from luna.client.game.hinting import Hints
from luna.client.game.key_stops import TrayTile
from luna.client.game.plan_compare import compare_words, gain, signed
from luna.client.opening import open_game
from luna.client.tables.table import HintReady
from luna.client.window.settings import Settings
from luna.text import island, t
from luna.text.reason_words import reason_text

HERE = 5              # the island of the Hint's Recruit
WHY = {"term": "apostate", "value": 0.7, "island": HERE, "tile": None, "count": 1,
       "versus": None, "ahead": None, "sample": None}


def _opened(person: Person, kind: str = "recruit") -> tuple:
    """Two players, the mover's novices on two islands; the judge's answer, when asked,
    a Recruit (or a move of `kind`) on the one with three, with its reason: scene, its
    command, the log's length."""
    from positions import blank, novices, play
    s = blank(players=2)
    novices(s, 1, 0, active=2)
    novices(s, HERE, 0, active=3)
    open_game(person.app, play(s), autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked, what="a move")
    person.settle()
    cmd = next(c for c in scene.legal if c["type"] == kind and c.get("island") == HERE)
    _answers(scene, cmd)
    return scene, cmd, len(scene.game.log)


def _answers(scene, cmd: dict) -> None:
    """The judge's answer, when asked: `cmd`, with its reason."""
    ready = []
    scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd, WHY, 2.0,
                                                                       in_hand=in_hand))
    scene.table.poll_hint = lambda: ready.pop() if ready else None


def _goal_tray(person: Person) -> tuple:
    """`_opened`, the Hint's goal asked and its place's tray opened: as `_opened`."""
    scene, cmd, n = _opened(person)
    person.key(pygame.K_h)
    person.until(lambda: scene.hints.hint is not None, what="the Hint's goal")
    person.click_on(Island(HERE))
    person.wait(0.5)
    return scene, cmd, n


def keys_on(person: Person, pick) -> int:
    """The keys' focus moved through the open tray (the pointer off it first) to the first
    tile `pick(action)` takes: a tile chosen, in hand (a tile only pointed at is not);
    its index."""
    scene = person.scene
    person.point((2, 2))
    for _ in range(2 * len(scene.ring.actions) + 1):
        focus = scene.keys.focus
        if scene.keys.shown and isinstance(focus, TrayTile) and pick(
                scene.ring.actions[focus.k]):
            return focus.k
        person.key(pygame.K_TAB)        # (Tab: every tile in turn)
    raise AssertionError("no such tile reached with the keys")


def _goal(scene, why: dict = WHY) -> str:
    why = reason_text(why, scene.snap, valued=False, brief=True)
    assert why
    return t("hint.goal", why=why, place=island(scene.snap["islands"][HERE]["kind"])) \
        + "\n" + t("hint.goal.more")


def _nudge_only(scene) -> str:
    """The nudge's card standing: its one line (no figure in it) and the line saying
    how the whole Hint is shown; its nudge line."""
    view = scene.view()
    assert view.hint is None and view.hint_goal                 # its move unshown
    nudge, more = scene.marks.label.split("\n")                  # one line, then "More"
    assert more == t("hint.goal.more")
    assert not any(c.isdigit() for c in scene.marks.label), scene.marks.label
    assert not scene.marks.tips and not scene.builder            # no arrow, no move planned
    return nudge


def test_the_first_h_shows_a_nudge_the_second_the_whole_hint_enter_plays(tmp_path):
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint's nudge")
        person.wait(0.3)
        _nudge_only(scene)
        assert scene.marks.label == _goal(scene)             # its place and why
        assert title_of("recruit") not in scene.marks.label  # never its action
        assert dict(scene.marks.drawn) == {Island(HERE): "goal"}   # its place lit,
        lit = frame_state.facts(scene).highlights           # ... it alone (F799)
        assert lit and {island_of(tg, scene.snap) for tg in lit} == {HERE}, lit
        assert t("hint.goal.compare") in scene.panel_buttons.usual("hint")
        person.key(pygame.K_RETURN)                         # Enter plays nothing of it
        person.wait(0.5)
        assert len(scene.game.log) == n and n not in scene.hints_shown
        if scene.ring is not None:                          # (a tray: no star in it)
            assert not any(a.hinted for a in scene.ring.actions)
            person.key(pygame.K_ESCAPE)
        assert scene.view().hint_goal                       # the nudge stands
        person.key(pygame.K_ESCAPE)                         # Esc: it goes
        assert not scene.view().hint_goal and t("hint.tip") in scene.panel_buttons.usual(
            "hint")
        person.key(pygame.K_h)                              # asked again: its nudge
        person.until(lambda: scene.view().hint_goal, what="the Hint's nudge again")
        person.key(pygame.K_h)           # H again within its fade-in: not read (F788)
        assert scene.view().hint_goal and scene.marks.label == _goal(scene)
        person.wait(SEEN)
        person.key(pygame.K_h)           # the second ask, no move in hand: the whole Hint
        person.wait(0.3)                 # (two asks, never three: F867)
        assert scene.view().hint.command == cmd and not scene.view().hint_goal
        assert scene.hints_shown[n] == cmd                  # now counted as the Hint's
        assert scene.marks.tips                             # its arrow
        assert title_of("recruit") in scene.marks.label
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Recruit")
        assert scene.game.log[n] == cmd
    finally:
        person.close()


def test_a_click_on_the_nudges_card_shows_the_whole_hint(tmp_path):
    """The nudge's "More": a click on its card is the second ask (at the council, whose
    nudge names it)."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _opened(person, "council")
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint_goal, what="the Hint's nudge")
        person.wait(SEEN)
        assert dict(scene.marks.drawn) == {COUNCIL: "goal"}      # the council lit
        assert t("hint.goal.council") in _nudge_only(scene)
        person.click(scene.marks.label_rect.center)
        person.wait(0.3)
        assert scene.view().hint.command == cmd and not scene.view().hint_goal
        assert scene.hints_shown[n] == cmd and scene.marks.tips
    finally:
        person.close()


def test_a_nudge_says_no_figure_of_its_reason(tmp_path):
    """A reason with a figure in it (a round, points) is no nudge's: its place alone."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _opened(person)
        why = {**WHY, "ahead": 2}         # ("... by the end of round N")
        said = reason_text(why, scene.snap, valued=False, brief=True)
        assert said and any(c.isdigit() for c in said), said
        ready = []
        scene.table.ask_hint = lambda in_hand=None: ready.append(HintReady(cmd, why, 2.0))
        scene.table.poll_hint = lambda: ready.pop() if ready else None
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint_goal, what="the Hint's nudge")
        person.wait(0.3)
        assert _nudge_only(scene) == t("hint.goal.place", place=island(
            scene.snap["islands"][HERE]["kind"]))
    finally:
        person.close()


def test_the_one_move_left_is_shown_at_once(tmp_path):
    """With Meditate the one move left, the goal said "Plan a move, then press H to
    compare" (F843): the Hint stands whole at the first ask, nothing to plan."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _opened(person)
        person.act(Island(HERE), "recruit")
        person.until(lambda: len(scene.game.log) > n, what="the Recruit")
        person.until(lambda: scene.table.may_act and not scene.blocked
                     and scene.game.to_move != scene.game.log[n]["player"],
                     what="the other's turn")
        person.settle()
        assert [c["type"] for c in scene.legal] == ["meditate"], scene.legal
        _answers(scene, scene.legal[0])
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint")
        person.wait(0.3)
        assert not scene.view().hint_goal and scene.view().hint.command == scene.legal[0]
    finally:
        person.close()


def test_a_new_players_first_h_shows_a_nudge(tmp_path):
    """F1043: with the whole Hint at the first press much of the game became H then
    Enter: a new profile's Hint (the nudge first on by default) shows a nudge at the
    first H, nothing Enter plays."""
    person = Person(tmp_path, size=(1280, 800))
    person.app.settings.hint_nudge = Settings().hint_nudge       # a new profile's
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint")
        person.wait(0.3)
        assert _nudge_only(scene) and n not in scene.hints_shown
        person.key(pygame.K_RETURN)
        person.wait(0.5)
        assert len(scene.game.log) == n
    finally:
        person.close()


def test_the_whole_hint_at_once_shows_the_move_and_enter_plays_it(tmp_path):
    """F867: the setting "the whole Hint at once" (off the nudge): its move at the first
    H, its arrow and its tray's star, counted as the Hint's, and Enter plays it."""
    person = Person(tmp_path, size=(1280, 800))
    person.app.settings.hint_nudge = False
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint")
        person.wait(0.3)
        assert not scene.view().hint_goal and scene.view().hint.command == cmd
        assert scene.marks.tips and title_of("recruit") in scene.marks.label   # its arrow
        assert scene.hints_shown[n] == cmd                  # counted as the Hint's
        person.click_on(Island(HERE))                       # its tray: the star
        person.wait(0.3)
        assert scene.ring is not None and [a.command for a in scene.ring.actions
                                           if a.hinted] == [cmd]
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the Hint's Recruit")
        assert scene.game.log[n] == cmd
    finally:
        person.close()


def test_the_first_h_with_a_tile_chosen_shows_the_move_beside_it(tmp_path):
    """F867: the goal first off, an ask with a move in hand compares it with the Hint's
    at once, as the goal's second ask does: the Hint's own tile chosen is the player's
    find (not counted as the Hint's), another tile chosen leaves the Hint's move the
    Hint's if played."""
    person = Person(tmp_path, size=(1280, 800))
    person.app.settings.hint_nudge = False
    try:
        scene, cmd, n = _opened(person)
        person.click_on(Island(HERE))
        named = lambda c: Hints.named(c, scene.snap)      # noqa: E731
        keys_on(person, lambda a: a.command == cmd)       # the Hint's own tile
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        person.wait(0.3)
        assert t("hint.compare.same") in scene.marks.label, scene.marks.label
        assert n not in scene.hints_shown                   # the player's own find
        k = keys_on(person, lambda a: a.enabled and a.command != cmd)
        plan = scene.ring.actions[k].command
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.compared is not None
                     and scene.hints.compared[1] != t("hint.compare.same"),
                     what="the Hint beside the tile")
        person.wait(0.3)
        said = compare_words(scene.game, plan, cmd, named)
        assert said in scene.marks.label, scene.marks.label
        assert scene.view().hint.command == cmd and scene.hints_shown[n] == cmd
    finally:
        person.close()


def test_with_the_goal_first_off_one_h_shows_the_move(tmp_path):
    person = Person(tmp_path, size=(1280, 800), hint_nudge=False)
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        assert scene.view().hint.command == cmd and scene.hints_shown[n] == cmd
        assert not scene.view().hint_goal
    finally:
        person.close()


def test_the_goals_words_stand_whole_while_its_place_is_acted_on(tmp_path):
    """F736: the Hint's place clicked, its tray open, the Hint's words shrank to its
    action's word ("Hint: Travel"), the rest in a hover: they stand whole, the goal's
    and then the move's, asked again with a tile chosen: beside it (F792)."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _goal_tray(person)
        assert scene.ring is not None and scene.view().hint_goal
        assert scene.marks.label == _goal(scene)
        ring = scene.ring                       # a tile chosen with the keys
        k = keys_on(person, lambda a: a.enabled and a.command != cmd)
        plan = ring.actions[k].command
        person.key(pygame.K_h)
        person.wait(0.5)
        why = reason_text(WHY, scene.snap, valued=False, brief=True)
        told = scene.hints.untold(scene.view()) or ""   # (its reason by the tray, where
        #                                                  its card says the comparison)
        whole = scene.hints.words(scene.view().hint, scene.snap)   # (its card's hover, F928)
        assert scene.view().hint is not None and why in scene.marks.label + told + whole
        # F792: beside the plan, both in the preview's one measure (the projection)
        mine, its = gain(scene.game, plan), gain(scene.game, cmd)
        said = t("hint.compare.better" if mine > its else "hint.compare", mine=signed(mine),
                 plan=Hints.named(plan, scene.snap), hint=Hints.named(cmd, scene.snap),
                 its=signed(its))
        assert mine != its and said in scene.marks.label, (said, scene.marks.label)
        # shown beside another plan, the Hint's move is the Hint's if played
        assert scene.hints_shown[n] == cmd
    finally:
        person.close()


def test_a_plan_compared_keeps_the_keys_focus(tmp_path):
    """A tile chosen with the keys and compared with the Hint's (F792) lost the keys'
    focus to the Hint's tile, so Enter played the Hint's move (F844): the focus stays
    on the plan, Enter plays it."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _goal_tray(person)
        person.point((2, 2))                    # (the pointer off the tray: the keys choose)
        kinds = {a.kind for a in scene.ring.actions if a.enabled and a.command != cmd
                 and a.kind != cmd["type"]}
        def held():                             # the tile the keys' focus stands on
            focus = scene.keys.focus
            return scene.ring.actions[focus.k] if isinstance(focus, TrayTile) else None

        for _ in range(12):                     # Tab to a tile not the Hint's (the
            if held() is not None and held().kind in kinds:     # arrows stop at the
                break                                           # grid's edge: F949)
            person.key(pygame.K_TAB)
        mine = held()
        assert mine is not None and mine.kind in kinds, (mine, kinds)
        person.wait(SEEN)
        person.key(pygame.K_h)                  # compared with the Hint's
        person.wait(0.5)
        assert scene.hints.compared is not None and scene.view().hint is not None
        assert held().kind == mine.kind and scene.keys.shown
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the plan played")
        assert scene.game.log[n]["type"] == mine.kind, scene.game.log[n]
    finally:
        person.close()


def test_a_goal_with_no_room_under_its_tray_stands_by_the_tray(tmp_path):
    """1024x700, German, 150 %: the tray of the goal's place leaves its card no room in
    the panel: its words stand whole beside the tray (as a starred tile's do, F535),
    never unsaid."""
    from luna.client.window import fonts
    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150,
                    hint_nudge=True)
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.hints.hint is not None, what="the Hint's goal")
        person.click_on(Island(HERE))
        person.point((5, scene.lay.height - 10))         # the pointer on nothing
        person.wait(1.0)
        assert scene.ring is not None and scene.view().hint_goal
        assert scene.hints.docked(scene.view()) is None    # no card in the panel
        assert scene.hints.untold(scene.view()) == _goal(scene) and scene.hints.tip
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_tile_chosen_elsewhere_after_the_goal_is_compared_at_the_next_h(tmp_path):
    """F792: the goal seen, the player goes to try a move of their own on another island
    (the goal goes with the click) and presses H on a tile there, as the prompt says:
    the Hint's move stands at once beside that tile's, not its goal again, and it counts
    as the Hint's (it is not the plan)."""
    person = Person(tmp_path, size=(1280, 800), hint_nudge=True)
    try:
        scene, cmd, n = _opened(person)
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint_goal, what="the Hint's goal")
        person.click_on(Island(1))                      # elsewhere: its tray
        assert scene.ring is not None and not scene.view().hint_goal
        ring = scene.ring
        k = keys_on(person, lambda a: a.enabled)
        plan = ring.actions[k].command
        person.key(pygame.K_h)
        person.wait(0.3)
        assert scene.view().hint is not None and scene.view().hint.command == cmd
        said = compare_words(scene.game, plan, cmd, lambda c: Hints.named(c, scene.snap))
        assert said in scene.marks.label, scene.marks.label
        assert scene.hints_shown[n] == cmd         # (not the plan: the Hint's if played)
    finally:
        person.close()
