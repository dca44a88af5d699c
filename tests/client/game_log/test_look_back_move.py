"""Looking back at a line of a move that made several lines (the solo automaton's whole
turn: its lie-down, its consecration, a novice it expels): the board stands before the
whole move, never just before that line (the engine's state is the fold of whole
commands), so the box says so and names the move, and the move's other lines are marked
in the log; a move of one line is still shown "just before this line"."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from human import Person
from layout_check import draw_recorded
from positions import random_moves
from test_panel_steady import _game

from luna.client.board.targets import Figure, Group, IslandFavours, LogLine, Shrine
from luna.client.demo.driver import click, frames, key, make_app, target_rect
from luna.client.game.look_back import TITLE, past_name_place
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.engine import new_game
from luna.text import t
from luna.text.moves import move_text

SEED, TURN = 2, 7        # a solo game whose automaton's turn 7 consecrates and expels


def automaton_expels() -> tuple:
    g = new_game(players=1, seed=SEED, solo_level=1, setup="random")
    rng = random.Random(SEED)
    while len(g.log) < TURN:
        g.apply(rng.choice(g.legal()))
    before = g.snapshot()
    cmd = rng.choice(g.legal())
    events = g.apply(cmd)
    assert cmd["type"] == "solo_deactivate", cmd
    assert {"tile_claimed", "novice_expelled"} <= {e["type"] for e in events}
    tile = next(e["tile"] for e in events if e["type"] == "tile_claimed")
    return g, before, cmd, tile


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, language="fr")
    yield p
    p.close()


def lines_of(scene, index: int) -> list[int]:
    return [k for k, c in enumerate(scene.log.causes) if c and c.index == index]


def test_a_line_inside_the_automatons_turn_names_the_whole_move_and_marks_its_lines(person):
    g, before, cmd, claimed = automaton_expels()
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    lines = lines_of(scene, TURN)
    assert len(lines) > 2
    expelled = next(k for k in lines if scene.log.causes[k].event["type"] == "novice_expelled")
    assert expelled != lines[0]
    person.click_on(LogLine(expelled))
    person.wait(0.2)
    b = scene.back
    assert b is not None and b.cause.index == TURN
    # the board is the one before the whole move: the tile still unclaimed on the path
    assert any(e.get("tile") == claimed and e["claimed_by"] is None for e in b.snap["path"])
    # the box says so: before the whole move, named, not "just before this line"
    move = move_text(cmd, before)
    title = b.title()
    assert move in title and title != t("look.title", round=before["round"])
    assert t("look.title", round=before["round"]) not in " ".join(w for w, *_ in b.lines(400))
    words = " ".join(w for w, *_ in b.lines(10_000))
    assert t("look.move.lines", count=len(lines)) in words
    # and the move's other lines are marked in the log, where the log drew them
    shown = {tg.line: pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, LogLine)}
    others = [shown[k] for k in lines if k != expelled and k in shown]
    assert others and sorted(map(tuple, b.marked)) == sorted(map(tuple, others))
    gold = person.app.screen.get_at((others[0].x + 1, others[0].centery))[:3]
    assert gold == (240, 214, 150)


def test_a_line_chosen_keeps_the_log_where_it_stood(person):
    """F676: a click on a log line re-flowed the log (the box over its foot took its
    room: the lines moved up), and the line under the pointer was not the one chosen.
    The log keeps its lines where they stood: the chosen one under the pointer, high in
    the log or low (the box then over its first lines), and the lines round it too."""
    open_game(person.app, random_moves(3, 2, 30), autosave=False)
    person.settle()
    scene = person.scene

    def shown() -> dict:
        return {tg.line: pygame.Rect(r) for r, tg in scene.board.hits
                if isinstance(tg, LogLine)}
    before = shown()
    for k in (min(before) + 2, max(before) - 1):
        person.click(before[k].center)
        after = shown()
        assert scene.back is not None and scene.back.line == k
        assert after[k] == before[k], (k, before[k], after[k])
        assert [n for n, r in after.items() if r.collidepoint(before[k].center)] == [k]
        assert all(after[n] == before[n] for n in after), (k, before, after)
        assert not scene.back.box.colliderect(after[k]), (scene.back.box, after[k])
        person.key(pygame.K_ESCAPE)
        assert scene.back is None


def test_a_move_of_one_line_is_still_shown_just_before_that_line(person):
    g = new_game(players=2, seed=4, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(4)
    for _ in range(8):
        g.apply(rng.choice(g.legal()))
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    one = next(k for k, c in enumerate(scene.log.causes)
               if c and len(lines_of(scene, c.index)) == 1
               and LogLine(k) in {tg for _, tg in scene.board.hits})
    person.click_on(LogLine(one))
    b = scene.back
    assert b is not None and not b.whole_move and not b.marked
    assert b.title() == t("look.title", round=b.snap["round"])


def test_at_large_text_the_box_leaves_the_marked_lines_in_sight(tmp_path):
    """German at 150 % in the smallest window: the box of an expelled novice's rule grew
    over the whole panel, over the log lines it said were marked (a fresh player). Its
    words grow smaller until it takes at most half the panel; the line looked at stands
    above it (the move's other lines marked there where the room holds them too)."""
    from luna.client.window import fonts
    p = Person(tmp_path, size=(1024, 700), language="de")
    p.app.settings.text_size = 150
    p.app.save_settings()
    try:
        g, before, cmd, claimed = automaton_expels()
        open_game(p.app, g, autosave=False)
        p.settle()
        scene = p.scene
        lines = lines_of(scene, TURN)
        expelled = next(k for k in lines
                        if scene.log.causes[k].event["type"] == "novice_expelled")
        p.click_on(LogLine(expelled))
        p.wait(0.3)
        b = scene.back
        panel = pygame.Rect(scene.lay.panel)
        assert b.box is not None and b.box.h <= panel.h // 2, (b.box, panel)
        # the line looked at stands lit over the box (its beginning where the log's room
        # is shorter: test_log_room), the move's other lines marked there
        # where they fit too
        chosen = [pygame.Rect(r) for r, tg in scene.board.hits if tg == LogLine(expelled)]
        assert chosen and not any(r.colliderect(b.box) for r in b.marked + chosen), \
            (chosen, b.marked, b.box)
    finally:
        p.close()
        fonts.set_text_size(100)


@pytest.mark.parametrize("size, language, text_size, moves", [
    ((1280, 800), "fr", 125, 60), ((1024, 700), "de", 150, 60), ((1280, 800), "fr", 125, 30)])
def test_the_look_back_says_the_projection_as_the_panel(tmp_path, size, language,
                                                          text_size, moves):
    """The look back says the projection as the panel does ("prévision 10", "Prognose
    22" stood on the board as it was, "→22" everywhere else): the "to move" chip's room
    counted on the mover's card as in play, one notation for the cards at a window and
    text size. On the real loop."""
    person = Person(tmp_path, size=size, language=language, text_size=text_size, menu=False)
    try:
        open_game(person.app, random_moves(4, 3, moves), autosave=False)
        person.settle()
        scene = person.scene
        live = scene.panel.projected_said
        last = len(scene.log.lines) - 1
        person.click_on(LogLine(last))
        person.wait(0.5)
        assert scene.back is not None
        draw_recorded(person.app)
        assert scene.panel.projected_said == live, live
    finally:
        person.close()
        fonts.set_text_size(100)


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)


def _band(app, rect: pygame.Rect) -> list:
    """The line's band as drawn: every pixel of it."""
    return [app.screen.get_at((x, y))[:3] for x in range(rect.left, rect.right, 2)
            for y in range(rect.top, rect.bottom, 2)]


def _apart(a: list, b: list) -> int:
    return sum(1 for p, q in zip(a, b, strict=True)
               if sum(abs(i - j) for i, j in zip(p, q, strict=True)) > 30)


def test_the_line_looked_back_at_is_not_lit_on_return_till_the_pointer_moves(tmp_path):
    """Back in the present from a look back (the same log line clicked again), the line
    is not lit as if still chosen: until the pointer moves no line lights there; once it
    moves the line lights again, and a click there looks back again (1024x700, German,
    150 %). On the real loop at normal speed, what the screen shows."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", text_size=150)
    g = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(4)
    for _ in range(12):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene = app.scene
    line = min(tg.line for _, tg in scene.board.hits if isinstance(tg, LogLine))
    rect = pygame.Rect(target_rect(scene, LogLine(line)))
    box = next(pygame.Rect(r) for r, tg in scene.board.hits if tg == LogLine(line))
    _move(app, scene.lay.board[:2])                     # the pointer off the log
    unlit = _band(app, box)
    _move(app, rect.center)
    assert _apart(_band(app, box), unlit) > 50, "a line under the pointer lights"
    click(app, rect.center)
    frames(app, 20)
    assert scene.back is not None and scene.back.line == line
    click(app, rect.center)                             # the same line: the present
    frames(app, 30)
    assert scene.back is None and scene.hover == LogLine(line)
    assert _apart(_band(app, box), unlit) < 10, "the line is still lit"
    _move(app, (rect.centerx + 12, rect.centery))       # the pointer moves: it lights
    assert _apart(_band(app, box), unlit) > 50, "the line does not light again"
    click(app, (rect.centerx + 12, rect.centery))
    assert scene.back is not None and scene.back.line == line
    pygame.display.quit()


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "fr", 125),
                                                   ((1024, 700), "de", 150),
                                                   ((1920, 1080), "en", 100)], ids=str)
def test_the_past_board_is_framed_and_named(tmp_path, size, code, text_size):
    """While a line is looked back at, the board stands framed in gold, named ("Looking
    back") at its foot, up its sides or at its top where no piece, count or name lies;
    back in the present, neither (the past board read exactly as the live one, only the
    panel said otherwise). On the real loop at normal speed."""
    app = _game(tmp_path, size, code, text_size)
    scene = app.scene
    board = pygame.Rect(scene.lay.board)
    try:
        def gold_edge() -> int:
            return sum(tuple(app.screen.get_at((x, board.top + 1)))[:3] == TITLE
                       for x in range(board.left + 20, board.right - 20, 10))
        assert gold_edge() < 3                             # the present: no frame
        line = max(r for r, tg in scene.board.hits if isinstance(tg, LogLine))
        click(app, line.center)
        frames(app, 30)
        assert scene.back is not None
        assert gold_edge() > (board.w - 40) // 10 * 0.9   # the past: framed
        _clear_of_the_pieces(scene, board)
        key(app, pygame.K_ESCAPE)
        frames(app, 20)
        assert scene.back is None and gold_edge() < 3
    finally:
        fonts.set_text_size(100)
        pygame.display.quit()          # (its window closed: no test after it inherits it)


def _clear_of_the_pieces(scene, board: pygame.Rect) -> None:
    plate = past_name_place(board, scene.board.hits, scene.board.labels)
    assert board.contains(plate)
    under = [tg for r, tg in scene.board.hits if plate.colliderect(r) and isinstance(
        tg, Group | IslandFavours | Shrine | Figure)]
    assert not under and plate.collidelist(scene.board.labels) < 0, (plate, under)


def test_the_past_boards_name_keeps_off_the_lying_novices(tmp_path):
    """1024x700 at 150 %, busy boards: the bottom islands' rows of lying novices reach the
    board's foot; the name stands where it covers none of them."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", menu=False)
    app.settings.text_size = 150
    app.save_settings()
    app.goto("menu")
    try:
        for seed in range(8):
            open_game(app, random_moves(4, seed, 45), autosave=False)
            frames(app, 3)
            _clear_of_the_pieces(app.scene, pygame.Rect(app.scene.lay.board))
    finally:
        fonts.set_text_size(100)


def apostate_scored(seed: int = 4) -> tuple:
    """A game of two persons whose last command (the last candle) ends round 1 with an
    Apostate's loss: the game, its snapshot before that command, the command's events."""
    g = new_game(players=2, seed=seed, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(seed)
    while True:
        before = g.snapshot()
        events = g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"]
                                    or g.legal()))
        if g.state.round > 1:
            break
    assert any(e.get("why") == "apostate" for e in events), "no Apostate loss"
    return g, before, events


def test_a_scoring_line_shows_the_board_just_before_its_scoring(person):
    """"Why?" on an Apostate-loss line showed the board at the start of the whole move
    "before all of its 12 lines" (F256): the last candle not yet turned, the meditation's
    influence not yet won. A line of the round's scoring shows the board just before
    that scoring: every candle turned, the influence as the scoring found it, the
    novices where they counted; its title says so, and no other line is marked."""
    g, before, events = apostate_scored()
    open_game(person.app, g, autosave=False)
    person.settle()
    scene = person.scene
    loss = next(k for k, c in enumerate(scene.log.causes)
                if c and c.index == len(g.log) - 1 and c.event.get("why") == "apostate")
    assert len(lines_of(scene, len(g.log) - 1)) > 2
    person.click_on(LogLine(loss))
    person.wait(0.2)
    b = scene.back
    assert b is not None and b.cause.event.get("why") == "apostate"
    tm = b.snap["time_markers"]
    assert tm["turned"] == tm["total"] == before["time_markers"]["total"]
    start = next(k for k, e in enumerate(events) if e.get("phase") == "scoring")
    won = {}
    for e in events[:start]:
        if e["type"] == "influence":
            won[e["player"]] = won.get(e["player"], 0) + e["delta"]
    assert won and b.snap["influence"] == [v + won.get(p, 0)
                                           for p, v in enumerate(before["influence"])]
    assert b.snap["islands"] == before["islands"] and b.snap["round"] == before["round"]
    assert b.title() == t("look.title.scoring", round=before["round"])
    words = " ".join(w for w, *_ in b.lines(10_000))
    assert t("look.move.lines", count=len(lines_of(scene, len(g.log) - 1))) not in words
    assert not b.marked


def test_a_look_back_draws_no_arrow_of_the_present(tmp_path, monkeypatch):
    """Stray pieces of a yellow arrow stood at the window's edge during a look back
    (F245, not reproduced since). A look back draws the board as it was and the arrows
    of its line's rule, nothing of the present: with a computer's move being shown (its
    arrow on the board), each arrow a look-back frame draws is one of the rule's ways.
    On the real loop at normal speed."""
    from luna.client.board import arrows
    drawn: list = []
    image, paint = arrows.arrow_image, arrows._paint
    monkeypatch.setattr(arrows, "arrow_image",
                        lambda a, b, *rest: drawn.append((a, b)) or image(a, b, *rest))
    monkeypatch.setattr(arrows, "_paint",     # (an arrow that moves: painted, shaded)
                        lambda surf, pts, rgb, width, shade: (
                            drawn.append(pts[0]) if shade else None) or paint(
                            surf, pts, rgb, width, shade))
    g = new_game(players=3, seed=6, setup="intro",
                 seats=[{"kind": "human"}, {"kind": "novice", "seed": 1},
                        {"kind": "novice", "seed": 2}])
    rng = random.Random(6)
    while len(g.log) < 24 or g.to_move != 0:
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", menu=False)
    open_game(app, g, autosave=False)
    frames(app, 5)
    scene = app.scene
    scene.play(next(c for c in scene.legal if c["type"] == "meditate"))

    def shown() -> list:
        drawn.clear()
        frames(app, 1, every=True)
        return list(drawn)
    # the computer's move comes from the worker's thread: while it thinks, each frame
    # lasts a screen's frame (frames drawn back to back took the processor from it, and
    # under load its move came after the frames a count allowed: Person.until's rule)
    end = time.monotonic() + 20
    while not shown():
        assert time.monotonic() < end, "no computer's move shown with its arrow"
        if app._thinker is not None and app._thinker.busy:
            time.sleep(1 / 60)
    present = shown()
    assert present and scene.show.busy
    k = max(tg.line for _, tg in scene.board.hits if isinstance(tg, LogLine))
    click(app, target_rect(scene, LogLine(k)).center, every=True)
    assert scene.back is not None
    for _ in range(6):
        assert len(shown()) == len(scene.marks.tips), (drawn, scene.marks.tips)
    assert not set(map(repr, drawn)) & set(map(repr, present))
