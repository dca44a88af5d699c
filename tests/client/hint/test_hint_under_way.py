"""The panel while the Hint's move is under way (issue 21, a French fresh player at
1920x1080, 125 %): the log stays readable as the move is built, H then says the Hint
(or why it is not the move being built), and Enter carries the Hint's move on to its end.
Driven through the real loop, frame by frame at normal speed (tests/client/human.py)."""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, Person
from test_scoring_summary import open_at

from luna.client.board.marks import Hint
from luna.client.window import fonts
from luna.text import t
from luna.text.moves import move_text

GOLD, INK = (240, 214, 150), (236, 230, 210)   # the help box's Hint line, its words
TRAVEL = {"type": "travel", "player": 0, "moves": [{"from": 0, "to": 1, "count": 1}]}
WHY = {"term": "apostate", "value": 0.7, "island": 0, "tile": None, "count": 1,
       "versus": None, "ahead": None, "sample": None}


@pytest.fixture
def person(tmp_path):
    """1920x1080, French, 125 %: three players, round 2, Yellow to act."""
    from positions import random_moves
    p = Person(tmp_path, size=(1920, 1080), language="fr")
    p.app.settings.text_size = 125
    p.app.save_settings()
    open_at(p, random_moves(3, 3, 30))
    p.point((p.scene.lay.board[0] + 4, p.scene.lay.board[1] + 4))
    yield p
    p.close()
    fonts.set_text_size(100)


def _hinted(person: Person, cmd: dict) -> None:
    scene = person.scene
    assert cmd in scene.legal
    scene.hints.hint = Hint(cmd, len(scene.game.log), WHY, 0.4)
    person.wait(0.5)


def _compared(scene, planned: dict, hint: dict) -> str:
    """The move in hand beside the Hint's, as the Hint's first ask says it (the goal
    first off: game/plan_compare.py, the planned move's preview's one measure)."""
    from luna.client.game.hinting import Hints
    from luna.client.game.plan_compare import compare_words
    return compare_words(scene.game, planned, hint, lambda c: Hints.named(c, scene.snap))


def _drawn(person: Person) -> str:
    """Every word one whole frame draws (the panel's help box is drawn, not a widget),
    its lines joined."""
    from layout_check import draw_recorded
    return " ".join(" ".join(d.words for d in draw_recorded(person.app).texts).split())


def _inked(surf: pygame.Surface, band: pygame.Rect, rgb: tuple) -> int:
    """Pixels of about colour `rgb` in `band` (words written in it)."""
    return sum(1 for x in range(band.left, band.right, 2) for y in range(band.top, band.bottom)
               if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], rgb,
                                                strict=False)) < 60)


def test_the_log_stays_readable_while_the_hints_travel_is_built(person):
    """After H and Enter the Hint's Travel was being built and the side panel's middle
    went blank: the log kept room for the Hint's words docked there, which no longer
    stood. Now the log's latest lines stand between its heading and the move's
    instructions, and over these the Hint's move in gold says what Enter does."""
    scene = person.scene
    _hinted(person, TRAVEL)
    assert scene.hints.docked(scene.view()) is not None  # its words across the panel's action area
    person.key(pygame.K_RETURN)
    person.wait(0.5)
    assert scene.builder is not None and scene.builder.ctype == "travel"
    log, help_rect = scene.panel.log_rect, scene.move_help.rect
    band = pygame.Rect(log.x, log.y, log.w, help_rect.top - log.y)
    assert band.h > 40
    screen = person.app.screen
    row = fonts.line_height(12)
    lines = [y for y in range(band.top, band.bottom)
             if _inked(screen, pygame.Rect(band.x, y, band.w, 1), (215, 208, 190)) > 3]
    assert lines, "the log's middle is blank"
    # its words run down to the instructions: no empty band over them
    assert help_rect.top - max(lines) < 2 * row + 16, (band, max(lines))
    said = scene.hints.under_way(scene.view())             # (planned whole: F362)
    assert said[0] == t("hint.under_way_whole", move=move_text(TRAVEL, scene.snap))
    top = pygame.Rect(help_rect.x, help_rect.y, help_rect.w, row + 10)
    assert _inked(screen, top, GOLD) > 20       # its line in gold, first
    assert _inked(screen, top, INK) < _inked(screen, top, GOLD)


def test_h_while_a_move_is_built_says_the_hint_or_why_not(person):
    """H pressed while a Travel was built showed nothing. Now the Hint stands over the
    move's instructions where it is that move, else a note names it and how to play it."""
    scene = person.scene
    from luna.client.board.targets import Group
    person.act(Group(0, 0, "active"), "travel")
    assert scene.builder is not None
    person.key(pygame.K_h)
    person.until(lambda: not scene.table.hint_pending, what="the Hint")
    person.wait(0.5)
    said = [m for m, _ in person.app.toasts]
    hint = scene.view().hint
    if hint is not None:        # (the Hint another move: how to play it instead)
        key = "hint.under_way" if hint.command["type"] == "travel" else "hint.other_action"
        assert scene.hints.under_way(scene.view())[0] == t(
            key, move=move_text(hint.command, scene.snap))
    else:
        assert any(m.startswith(t("hint.says", move="")[:5]) for m in said), said


def test_enter_carries_the_hints_move_to_its_end(person):
    """Enter after a Hint opened the Promotion's tile choice and then looped back to the
    Hint; for a Travel it stopped with Confirm greyed. Enter now plays the Hint's
    Promotion on its tile at once (F670: its starred tile stands on the Hint's tile), plans
    the Hint's Travel whole and confirms it once it is the Hint's (F362: the Travel
    planned whole by the first Enter, no longer one Enter a novice)."""
    scene = person.scene
    appoint = next(c for c in scene.legal if c["type"] == "appoint" and c["island"] == 6
                   and c["tile"] == 9)
    _hinted(person, appoint)
    n = len(scene.game.log)
    person.key(pygame.K_RETURN)
    person.until(lambda: len(scene.game.log) > n, what="the Promotion")
    assert scene.game.log[n] == appoint and scene.acting.tile_pick is None
    person.key(pygame.K_z, pygame.KMOD_CTRL)
    person.press(t("undo.other_yes"))      # hot seat: the last move was another person's
    person.settle()
    assert len(scene.game.log) == n
    _hinted(person, TRAVEL)
    person.key(pygame.K_RETURN)
    person.wait(0.3)
    assert scene.builder is not None
    assert scene.builder.command() == TRAVEL       # the Hint's novice on its way
    assert scene.builder_buttons[0].is_enabled     # Confirm
    person.key(pygame.K_RETURN)
    person.until(lambda: len(scene.game.log) > n, what="the Travel")
    assert scene.game.log[n] == TRAVEL


def test_enter_sends_every_novice_of_the_hints_travel_before_playing_it(person):
    """The Hint said a Travel of several novices; Enter opened it, sent one novice, and
    the next Enter played the Travel with that one. Enter now sends each novice the
    Hint names, from each island it names, all at once (F362), and the next Enter plays
    the move, the Hint's whole."""
    scene = person.scene
    travel = {"type": "travel", "player": 0, "moves": [{"from": 3, "to": 2, "count": 2},
                                                        {"from": 0, "to": 2, "count": 1}]}
    assert scene.game.is_legal(travel)
    scene.hints.hint = Hint(travel, len(scene.game.log), WHY, 0.4)
    n = len(scene.game.log)
    person.key(pygame.K_RETURN)          # the tile taken, its three novices on their way
    person.wait(0.2)
    assert scene.builder is not None and scene.builder.holds(travel), scene.builder
    person.key(pygame.K_RETURN)          # the move
    person.until(lambda: len(scene.game.log) > n, what="the Travel")
    assert scene.game.log[n] == travel


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_no_card_says_to_move_on_the_board_as_it_was_nor_in_the_replay(tmp_path):
    """A log line clicked shows the board as it was, and the replay steps through a
    finished game: nobody can act there, yet a card said "am Zug". Now no card does
    (its card still lit: whose turn it was); in the live game it still does."""
    from layout_check import draw_recorded
    from positions import random_moves
    from test_human_pace import finished_game

    from luna.client.board.targets import LogLine

    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_at(person, random_moves(3, 3, 30))
        scene = person.scene
        said = lambda: [d.words.strip() for d in draw_recorded(person.app).texts]  # noqa: E731
        assert t("panel.to_move") in said() and scene.panel.badge_rect is not None
        line = max(k for k, c in enumerate(scene.log.causes) if c is not None)
        person.click_on(LogLine(line))
        person.wait(0.3)
        assert scene.back is not None                  # the board as it was
        assert t("panel.to_move") not in said()
        person.wait(0.3)
        assert scene.panel.badge_rect is None
        person.key(pygame.K_ESCAPE)
        person.settle()
        person.app.open("results", finished_game())
        person.wait(LOOK)
        person.press(t("results.replay"))
        for _ in range(12):                            # into round 1's actions
            person.press(t("results.next"))
        person.settle()
        assert person.scene.step == 12
        assert t("panel.to_move") not in said()
        assert person.scene.view.panel.badge_rect is None
    finally:
        person.close()
        fonts.set_text_size(100)


def test_a_small_window_keeps_the_logs_latest_line_while_a_move_is_built(tmp_path):
    """1024x700, German, 150 %: the Travel's instructions took the whole action area
    and the log was gone while the move was built. Now they stand whole in smaller
    words, the log's heading and latest line under them. With the move planned, H says
    what it costs against the Hint: where the help cannot hold every part, the Hint's
    words kept naming its move and dropped its cost, the answer H was asked for (F710);
    now the plan beside the Hint's comes first, the instructions' last lines cut for
    it."""
    from layout_check import draw_recorded
    from positions import random_moves

    from luna.client.board.targets import Group

    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_at(person, random_moves(3, 3, 30))
        scene = person.scene
        person.act(Group(0, 0, "active"), "travel")
        person.wait(0.5)
        assert scene.builder is not None
        drawn = draw_recorded(person.app).texts
        latest = scene.log.lines[-1][0]
        seen = [d for d in drawn if d.words.strip() and d.words.strip() in latest
                and d.rect.top >= scene.move_help.rect.bottom
                and d.rect.bottom <= scene.lay.buttons_top]
        assert seen, "the log's latest line is not drawn"
        words = " ".join(d.words.strip() for d in drawn
                         if scene.move_help.rect.contains(d.rect))
        assert words.endswith(t("builder.travel").split()[-1]), words   # whole
        _says_the_planned_moves_cost(person, begun=True)
    finally:
        person.close()
        fonts.set_text_size(100)


def test_enter_plays_a_hint_asked_while_a_tray_stood(person):
    """A fresh player opened the Sailboat island's tray, pressed H (a Promotion from there
    to tile 6), then Enter: it outlined Favour, and the next Enter took the favour (the
    review then charged him for not playing the Hint). Enter now plays the Hint's move,
    its tile too (F670: no tile asked on the board)."""
    from luna.client.board.targets import Island
    from luna.client.demo.driver import target_rect
    scene = person.scene
    appoint = next(c for c in scene.legal if c["type"] == "appoint" and c["island"] == 6
                   and c["tile"] == 9)
    person.click(target_rect(scene, Island(6)).center)
    person.wait(0.5)
    assert scene.ring is not None and scene.ring.focus is None
    assert any(a.kind == "favour" and a.enabled for a in scene.ring.actions)
    _hinted(person, appoint)
    n = len(scene.game.log)
    person.key(pygame.K_RETURN)
    person.until(lambda: len(scene.game.log) > n, what="the Promotion")
    assert scene.game.log[n] == appoint            # no favour taken: the Hint's move


def test_in_a_guided_step_the_hint_is_the_steps_own_move(tmp_path):
    """The guided game's first step said to take the Tides favour while the Hint, asked
    beside it, named a Promotion from the Sailboat island (a fresh player: "which advisor
    do I trust?"). In a step the Hint is the step's move, and Enter plays it."""
    from test_tutorial import wait_for_step

    from luna.client.learn.lessons import accepted
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        scene = person.scene
        wait_for_step(person, "favour")
        step = scene.table.step
        n = len(scene.game.log)
        person.key(pygame.K_h)
        person.wait(LOOK)
        hint = scene.view().hint
        assert hint is not None and hint.command in accepted(scene.game, step)
        assert not scene.table.hint_pending                 # the judge was not asked
        words = scene.hints.words(hint, scene.snap)
        assert move_text(hint.command, scene.snap) in words, words
        person.key(pygame.K_RETURN)
        person.until(lambda: len(scene.game.log) > n, what="the step's move")
        assert scene.game.log[n] == hint.command
    finally:
        person.close()


def test_h_while_a_computer_moves_says_the_hint_comes_after_it(tmp_path):
    """H while a computer was still to move did nothing, silently (its button greyed).
    Now a line names the player the Hint waits for, in the player's language, and no
    Hint is asked for another player's position."""
    from test_ui_flow import new_table, until_shown

    from luna.client.demo.driver import key
    from luna.text import set_language
    app, sc = new_table(tmp_path, ["human", "adept", "adept"], seed=3)   # (the person
    try:                                                                  # starts)
        assert sc.play(sc.legal[0])
        until_shown(app, lambda: not sc.table.may_act)
        for code in ("en", "de", "nl", "fr"):
            set_language(code)
            if sc.table.may_act:
                break
            waits = sc.snap["names"][sc.game.to_move]
            key(app, pygame.K_h)
            said = t("hint.after_move", who=waits)
            assert said in app.toast_words(), (code, app.toast_words())
            assert waits in said and not sc.table.hint_pending
        else:
            return
        pytest.fail("the computers moved before H was pressed in every language")
    finally:
        set_language("en")


def test_h_answers_at_once_while_the_worker_is_busy_and_enter_waits_for_it(tmp_path):
    """After an undo while a computer thought, H showed nothing and Enter did nothing
    (the worker still held the computer's question); a second H worked. H now says at
    once that the Hint is being worked out, Enter says so too, and the Hint comes."""
    from test_ui_flow import new_table, until_shown

    from luna.client.demo.driver import key
    app, sc = new_table(tmp_path, ["human", "master", "master"], seed=3)
    try:
        n, worker = len(sc.game.log), sc.table.hints.worker()
        assert sc.play(sc.legal[0])
        assert until_shown(app, lambda: worker.busy and not sc.table.may_act, 20)
        key(app, pygame.K_z, pygame.KMOD_CTRL)            # while the computer thinks
        assert until_shown(app, lambda: sc.table.may_act and len(sc.game.log) == n
                           and not sc.blocked, 20)
        thinking = t("why.hint_thinking")
        key(app, pygame.K_h)
        assert sc.table.hint_pending and thinking in app.toast_words()
        app.toasts.clear()
        key(app, pygame.K_RETURN)                         # before it has come: said
        assert thinking in app.toast_words() and len(sc.game.log) == n
        assert until_shown(app, lambda: sc.view().hint is not None, 60)
        assert thinking not in app.toast_words()          # gone as the Hint came
    finally:
        sc.table.close()


def test_h_during_a_computers_move_brings_the_hint_as_the_turn_comes(tmp_path, monkeypatch):
    """H pressed while a computer moved said the Hint comes after its move, and none
    came. The Hint asked then is asked as the person's turn comes: it stands on the
    board with no other key, the words kept, and the note that it would come goes."""
    from luna.ai import judge
    from luna.client.demo.driver import frames, key, make_app, wait_frames
    from luna.client.opening import open_game
    from luna.engine import new_game
    monkeypatch.setenv(judge.BUDGET_ENV, "4")
    app = make_app(tmp_path, speed="normal", size=(1280, 800))
    try:
        game = new_game(players=3, seed=11, setup="random")
        game.header["seats"] = [{"kind": "human"}] + [{"kind": "random", "seed": p}
                                                      for p in (1, 2)]
        open_game(app, game, autosave=False)
        scene = app.scene
        wait_frames(app, lambda: scene.table.may_act and scene.buttons["hint"].is_enabled)
        me = scene.game.to_move
        assert scene.play(scene.game.legal()[0])
        frames(app, 2)
        assert scene.game.to_move != me and scene.hints.hint is None
        key(app, pygame.K_h)
        said = [m for m, _ in app.toasts]
        assert any(m.startswith(t("hint.after_move", who="")[:12]) for m in said), said
        n = len(scene.game.log)
        wait_frames(app, lambda: len(scene.game.log) > n)           # the computers move
        wait_frames(app, lambda: scene.game.to_move == me and scene.table.may_act,
                    seconds=30.0)
        mine = list(scene.game.log)
        wait_frames(app, lambda: scene.hints.hint is not None)
        assert scene.game.log == mine and scene.game.to_move == me
        assert scene.hints.hint.command in scene.game.legal()
        frames(app, 2)                  # F1051: the note that it comes goes as it comes
        assert not [m for m, _ in app.toasts
                    if m.startswith(t("hint.after_move", who="")[:12])], app.toast_words()
    finally:
        pygame.display.quit()


def test_h_with_a_move_planned_says_what_it_costs_against_the_hint(person):
    """The Hint said "other moves are about as good" on nearly every turn while the
    Review later charged −4 to −7 for the moves played (F316). H pressed with a move
    planned on the board says what that move adds against the Hint's, both in the
    preview's one measure (the goal first off, the first ask compares them: F867), over
    the move's instructions or in the note naming the Hint."""
    _says_the_planned_moves_cost(person)


def _says_the_planned_moves_cost(person, begun: bool = False) -> None:
    """A Travel other than the Hint's planned by clicks (`begun`: its novices taken
    already), H pressed: the plan beside the Hint's is said, over the move's
    instructions or in the note naming the Hint."""
    from luna.ai import judge
    from luna.client.board.targets import Group, Island
    scene = person.scene
    game = scene.game
    own = judge.advise(game).command
    planned = next(c for j in range(7) if j != 0 and game.is_legal(
        c := {"type": "travel", "player": 0, "moves": [{"from": 0, "to": j, "count": 1}]})
        and not judge.same(c, own))
    if not begun:
        person.act(Group(0, 0, "active"), "travel")
    person.click_on(Island(planned["moves"][0]["to"]))
    assert scene.builder is not None and scene.builder.command() == planned
    person.key(pygame.K_h)
    person.until(lambda: not scene.table.hint_pending, what="the Hint")
    person.wait(0.5)
    said = _compared(scene, planned, judge.advise(game, in_hand=planned).command)
    told = [m for m, _ in person.app.toasts]
    hint = scene.view().hint
    if hint is not None:        # the Hint is a Travel too: over the move's instructions
        assert hint.in_hand == planned
        assert _said_after(scene.hints.under_way(scene.view())[0], said)
        assert " ".join(said.split()) in _drawn(person)
    else:                       # another action: the note naming it says it
        assert any(m.endswith(said) for m in told), told


def _said_after(words: str, priced: str) -> bool:
    """`words` end with `priced`, a sentence of its own: what stands before it ends with
    its full stop ("… the Guardian's tile Your planned move costs …" ran two into one)."""
    return words.endswith(priced) and words[:-len(priced)].rstrip().endswith(".")


PRICED = {"type": "travel", "player": 0, "moves": [{"from": 1, "to": 2, "count": 1}]}


def _travel_planned(person, game, group, island):
    """`game` open at the person's turn, the pointer off the board, a Travel of `group`'s
    novices to `island` planned on it by clicks: the game screen."""
    open_at(person, game)
    scene = person.scene
    person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
    person.act(group, "travel")
    person.click_on(island)
    return scene


def _hint_asked(person, scene) -> None:
    """H pressed, and the Hint's answer come."""
    person.key(pygame.K_h)
    person.until(lambda: not scene.table.hint_pending, what="the Hint")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "nl"])
def test_a_planned_move_the_coach_prices_is_said_to_cost_what_the_review_charges(
        tmp_path, lang):
    """The on-screen "Your planned move costs about N influence against this one" had no
    test that reached it: the position above gave the even words or none. Here a Travel
    is planned that the judge surely prices (round 2 of three players, the first player's
    novice from the Shrine island to the Herbs island, not the Hint's Travel), H pressed
    on the real loop: the words drawn over the move's instructions say N, the judge's cost of it
    rounded, and why in the parts of the Hint's account (F604: the cost alone gave no
    reason), and they are true: the Review of the game with that Travel played charges
    it that cost, with the Hint's move as the better one; the parts add up to it."""
    from positions import random_moves

    from luna.ai import judge
    from luna.ai.review import review
    from luna.ai.trial import IN_HAND_PARTS
    from luna.ai.trial import account as trial_account
    from luna.client.board.targets import Group, Island
    from luna.engine import replay
    from luna.text.hint_does import in_hand_text
    game = random_moves(3, 10, 26)
    hint = judge.advise(game)
    priced = judge.advise(game, in_hand=PRICED)
    n = round(priced.in_hand_cost)
    assert hint.command["type"] == "travel" and n >= 1 and \
        not judge.same(PRICED, hint.command)        # (the position forces the words)
    person = Person(tmp_path, size=(1280, 800), language=lang)
    try:
        scene = _travel_planned(person, replay(game.header, game.log), Group(1, 0, "active"),
                                Island(2))
        assert scene.builder is not None and scene.builder.command() == PRICED
        _hint_asked(person, scene)
        person.wait(0.5)
        shown = scene.view().hint
        assert shown is not None and shown.in_hand == PRICED
        assert shown.in_hand_cost == priced.in_hand_cost
        assert shown.in_hand_account == priced.in_hand_account
        # the first ask shows the plan beside the Hint's move in the preview's measure
        # (F867); the judge's cost and its parts (F604) are checked true below
        said = _compared(scene, PRICED, hint.command)
        assert " ".join(said.split()) in _drawn(person), _drawn(person)
    finally:
        person.close()
    # the parts add up to the cost (the estimate's share beyond them said apart), each
    # the Hint's account of its look-ahead games against the planned move
    why = in_hand_text(n, priced.in_hand_account, game.snapshot())
    assert why.startswith(t("hint.in_hand.worse", cost=n)) and str(n) in why
    parts = priced.in_hand_account["parts"]
    assert sum(parts.values()) == n and set(parts) - {"rest"} and all(parts.values())
    _, _, diff = judge.cost(game, judge.hinted(game), PRICED)
    assert parts == trial_account(diff.gains, n, most=IN_HAND_PARTS)
    assert (t("hint.in_hand.rest", n=parts.get("rest", 0), cost=n) in why) == \
        (parts.get("rest", 0) > 0)
    for k, v in parts.items():
        assert k == "rest" or t(f"hint.sum.part.{k}.{'gain' if v > 0 else 'loss'}",
                                n=abs(v)) in why
    entry = [m for m in review(game.header, game.log + [PRICED], [0]).mistakes[0]
             if m.index == len(game.log)]
    assert entry and judge.same(entry[0].preferred, hint.command)
    assert entry[0].cost == priced.in_hand_cost and round(entry[0].cost) == n


def test_h_with_another_action_planned_keeps_the_hint_and_says_its_cost(tmp_path):
    """H pressed with a Travel planned, the Hint being another action (an Appointment):
    the Hint was dropped at once for a note that soon went or stood out of sight, so
    the panel kept only the Travel's instructions (F390). Now it stands, its marks on
    the board and its words over the move's instructions on the real loop at 1280x800:
    the Hint named, how to play it, and what the planned move costs against it (or that
    it is about as good), by the judge's measure; cancelled, its card stands as any
    Hint's."""
    from positions import random_moves

    from luna.ai import judge
    from luna.client.board.targets import Group, Island
    game = random_moves(3, 7, 30)
    planned = {"type": "travel", "player": 0, "moves": [{"from": 0, "to": 1, "count": 1}]}
    own = judge.advise(game).command
    cost = judge.advise(game, in_hand=planned).in_hand_cost
    assert own["type"] != "travel" and cost is not None    # (the position forces it)
    person = Person(tmp_path, size=(1280, 800), language="en")
    try:
        scene = _travel_planned(person, game, Group(0, 0, "active"), Island(1))
        assert scene.builder is not None and scene.builder.command() == planned
        _hint_asked(person, scene)
        person.wait(4.0)                        # (a note would have gone by now)
        hint = scene.view().hint
        assert hint is not None and hint.command == own and scene.builder is not None
        priced = _compared(scene, planned, own)
        drawn = _drawn(person)
        assert " ".join(priced.split()) in drawn, drawn
        named = (move_text(own, scene.snap), scene.hints.named(own, scene.snap))
        assert any(" ".join(m.split()) in drawn for m in named), drawn   # the Hint named
        assert scene.move_help.hinted in scene.hints.under_way(scene.view())
        person.key(pygame.K_ESCAPE)             # the move cancelled: the Hint's card
        person.wait(0.5)
        assert scene.builder is None and scene.view().hint is not None
        assert scene.hints.docked(scene.view()) is not None
    finally:
        person.close()


def test_h_with_a_councils_count_set_says_what_that_council_costs(tmp_path):
    """A Council's count set with − in its tray, then H: the Hint only named its own
    move, never what the Council planned costs (the tray's count was no move planned).
    Now the count set is the move planned: the Hint's card says what it costs against
    the Hint's (or that it is about as good), by the judge's measure."""
    from positions import random_moves

    from luna.ai import judge
    from luna.client.board.targets import Island
    game = random_moves(3, 3, 30)
    person = Person(tmp_path, size=(1280, 800), language="en")
    try:
        open_at(person, game)
        scene = person.scene
        person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
        person.click_on(Island(3))
        was = person.card("council")[1].command
        minus = person.ring_part("council", "minus")   # (it opens on its most: F944)
        person.click((minus.centerx, minus.centery))
        person.wait(0.3)
        planned = person.card("council")[1].command
        assert planned != was and game.is_legal(planned)
        advice = judge.advise(game, in_hand=planned)
        assert not judge.same(advice.command, planned) and advice.in_hand_cost is not None
        person.key(pygame.K_h)
        person.until(lambda: not scene.table.hint_pending, what="the Hint")
        person.wait(0.5)
        hint = scene.view().hint
        assert hint is not None and hint.in_hand == planned
        priced = _compared(scene, planned, advice.command)
        card = scene.hints._card
        assert card is not None and _said_after(card[0], priced), card
        assert scene.view().marks.label == card[0]          # (drawn this frame)
    finally:
        person.close()


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_hint_asked_over_a_rounds_card_stands_once_it_is_gone(tmp_path, how):
    """A click on Hint (or H) while a round's scoring card stood showed nothing; a
    second one worked (F399). The ask is kept, its dots on the Hint's button meanwhile,
    and the Hint stands once Continue has taken the card away, with no second ask."""
    from test_scoring_summary import before_a_round_end, open_at
    person = Person(tmp_path)
    try:
        game, ending = before_a_round_end(["human", "human"], by=0)
        open_at(person, game)
        scene = person.scene
        assert scene.play(ending)
        person.until(lambda: person.scoring_shown, what="the round's card")
        hint = scene.buttons["hint"]
        assert scene.table.may_act and not hint.is_enabled     # greyed under the card
        person.click(hint.rect.center) if how == "click" else person.key(pygame.K_h)
        assert person.scoring_shown                            # the card not dismissed
        assert scene.hints.thinking(person.app.screen, scene.view()) is not None
        person.read_the_scoring()
        person.until(lambda: scene.view().hint is not None, what="the Hint asked")
        assert scene.view().hint.command in scene.game.legal()
    finally:
        person.close()


def test_a_click_on_hint_as_a_computers_move_is_shown_brings_the_hint(tmp_path,
                                                                     monkeypatch):
    """A click on the Hint's button while a computer's move was still shown (the button
    greyed) did nothing; a second click worked (F399). The click is kept: the Hint's
    dots stand and the Hint comes once the move has been shown."""
    from luna.ai import judge
    from luna.client.opening import open_game
    from luna.engine import new_game
    monkeypatch.setenv(judge.BUDGET_ENV, "4")
    person = Person(tmp_path, size=(1280, 800))
    try:
        game = new_game(players=3, seed=11, setup="random")
        game.header["seats"] = [{"kind": "human"}] + [{"kind": "random", "seed": p}
                                                      for p in (1, 2)]
        open_game(person.app, game, autosave=False)
        scene = person.scene
        person.until(lambda: scene.table.may_act and not scene.blocked)
        me = scene.game.to_move
        assert scene.play(scene.game.legal()[0])
        person.until(lambda: scene.game.to_move == me and scene.blocked,
                     what="the computers' moves, the last still shown")
        hint = scene.buttons["hint"]
        assert not hint.is_enabled
        person.flick(hint.rect.center)
        assert scene.hints.thinking(person.app.screen, scene.view()) is not None
        person.until(lambda: scene.view().hint is not None, what="the Hint asked")
        assert scene.game.to_move == me
    finally:
        person.close()


def _hint_unprefetched(game):
    """The Hint at `game`'s position asked as H asks it (the worker's request, the judge's
    budget), worked out afresh (no verdict kept from an earlier ask): command, advice."""
    from luna.ai import judge
    from luna.client.tables.thinker import HINT, Request, answer
    judge._verdicts.clear()
    _, cmd, error, told = answer(Request(1, game.header, list(game.log), HINT,
                                         len(game.log), None, judge.budget()))
    assert error is None
    return cmd, told


def _computers_table(person: Person, seats: list[dict]):
    """A three-player game at 1280x800, `seats` after the person's (seat 0), opened on
    the real loop and waited on till the person may act: the game screen."""
    from luna.client.opening import open_game
    from luna.engine import new_game
    game = new_game(players=3, seed=11, setup="random")
    game.header["seats"] = [{"kind": "human"}] + seats
    open_game(person.app, game, autosave=False)
    scene = person.scene
    person.until(lambda: scene.table.may_act and not scene.blocked)
    return scene


def test_a_hint_asked_once_is_worked_out_while_the_computers_move(tmp_path):
    """Each Hint showed "The coach is working out a hint…" for 4-5 s. Once a Hint was
    asked in the game, the next is worked out as the person's turn begins, the
    computers' moves still shown: H then shows it within a frame or two, without the
    thinking dots, and it is the Hint H would have asked for there (same judge, budget
    and seed)."""
    from luna.engine import replay
    person = Person(tmp_path, size=(1280, 800))
    try:
        scene = _computers_table(person, [{"kind": "adept", "seed": p} for p in (1, 2)])
        me = scene.game.to_move
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the first Hint")
        n = len(scene.game.log)
        assert scene.play(scene.view().hint.command)
        person.until(lambda: scene.game.to_move == me and len(scene.game.log) > n + 1,
                     what="the computers' moves")
        person.until(lambda: scene.table.may_act and not scene.blocked,
                     what="the last computer's move shown")
        person.until(lambda: scene.table.hints.worked_out(scene.game),
                     what="the Hint worked out, unasked")      # (the person reads the board)
        assert scene.view().hint is None and not scene.table.hint_pending
        person.key(pygame.K_h)
        frames = 0
        while scene.view().hint is None and frames < 2:
            person.frame()
            frames += 1
        hint = scene.view().hint
        assert hint is not None, "H did not show the Hint worked out ahead at once"
        assert scene.hints.dots is None and not scene.table.hint_pending
        assert t("why.hint_thinking") not in person.app.toast_words()
        cmd, told = _hint_unprefetched(replay(scene.game.header, scene.game.log))
        assert hint.command == cmd and hint.why == told.get("reason")
        assert hint.gain == told.get("gain")
    finally:
        person.close()


def test_a_hint_is_worked_out_ahead_only_for_the_person_who_asked(tmp_path):
    """Hot seat: the Hint worked out ahead is the asking person's only; the other
    person, who asked none, costs the window no judge's work at their turn."""
    person = Person(tmp_path, size=(1280, 800))
    try:
        scene = _computers_table(person, [{"kind": "human"}, {"kind": "random", "seed": 2}])
        hints = scene.table.hints
        asker = scene.game.to_move
        person.key(pygame.K_h)
        person.until(lambda: scene.view().hint is not None, what="the Hint")
        assert scene.play(scene.view().hint.command)
        person.until(lambda: scene.table.may_act and scene.game.to_move != asker,
                     what="the other person's turn")
        other, n = scene.game.to_move, len(scene.game.log)
        for _ in range(30):                  # half a second of their turn: nothing asked
            person.frame()
            assert hints._rid is None and not hints.worked_out(scene.game), other
        assert scene.play(scene.game.legal()[0])
        person.until(lambda: len(scene.game.log) > n and scene.game.to_move == asker,
                     what="the asker's turn again")
        person.until(lambda: hints.worked_out(scene.game), what="their Hint, unasked")
    finally:
        person.close()


def test_the_hints_words_stand_whole_while_its_move_is_built(tmp_path):
    """F736: the Hint's place clicked, its move begun, its words shrank to "Hint: Travel"
    where the log's latest rows left them one line: they stand whole, the log giving
    way, never its action's word alone while they have room."""
    from layout_check import draw_recorded
    from positions import random_moves

    from luna.client.board.targets import Group
    person = Person(tmp_path, size=(1024, 700), language="de", text_size=150)
    try:
        open_at(person, random_moves(3, 3, 30))
        scene = person.scene
        _hinted(person, TRAVEL)
        person.act(Group(0, 0, "active"), "travel")
        person.wait(0.5)
        assert scene.builder is not None and scene.view().hint is not None
        words = " ".join(d.words.strip() for d in draw_recorded(person.app).texts
                         if scene.move_help.rect.contains(d.rect))
        move = move_text(TRAVEL, scene.snap)          # its move named whole, not
        assert move.split()[-1] in words.split(), (move, words)   # "Tipp: Reise" alone
    finally:
        person.close()
        fonts.set_text_size(100)
