"""The side panel keeps one form through a game, chosen for the window and the game, not
per click (fresh players 11-13: "the eye has to find everything again after every
click"). Each test drives the real loop at normal speed and reads what a person sees."""

from __future__ import annotations

import pygame
import pytest
from test_board_look import midgame

from luna.client.board.targets import LogLine, Player
from luna.client.demo.driver import click, frames, key, make_app
from luna.client.game.projection import shown as projected_shown
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t


def cards(scene) -> dict[int, tuple]:
    """Each player's card as drawn now (its box on the screen)."""
    return {tg.player: tuple(r) for r, tg in scene.board.hits if isinstance(tg, Player)}


def _game(tmp_path, size, code="en", text_size=100, moves=40):
    app = make_app(tmp_path, speed="normal", size=size, language=code, menu=False)
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    open_game(app, midgame(5, moves), autosave=False)
    frames(app, 30)
    return app


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                   ((1024, 700), "de", 150),
                                                   ((1920, 1080), "fr", 125)], ids=str)
def test_a_look_back_leaves_the_cards_where_they_stood(tmp_path, size, code, text_size):
    """An English fresh player at 1280x800 (68 -> 70 -> 81): after a look back at a log
    line and Esc, the turn line kept a blank second row and every card stood ~20 px
    lower until the end of the game. The cards stand at the same place before, during
    and after the look back (its status says so in the turn line's rows), and the turn
    line is whole."""
    app = _game(tmp_path, size, code, text_size)
    scene = app.scene
    try:
        before = cards(scene)
        line = max(r for r, tg in scene.board.hits if isinstance(tg, LogLine))
        click(app, line.center)
        frames(app, 20)
        assert scene.back is not None
        during = cards(scene)
        key(app, pygame.K_ESCAPE)
        frames(app, 20)
        assert scene.back is None
        after = cards(scene)
    finally:
        fonts.set_text_size(100)
    assert during == before, (before, during)
    assert after == before, (before, after)


@pytest.mark.parametrize("size,code,text_size,players,fullest", [
    ((1920, 1080), "fr", 125, 2, True), ((1920, 1080), "fr", 125, 4, False),
    ((1280, 800), "en", 100, 3, True), ((1024, 700), "de", 100, 3, False)], ids=str)
def test_the_logs_heading_stands_over_its_lines_under_an_open_tray(tmp_path, size, code,
                                                                  text_size, players,
                                                                  fullest):
    """A French fresh player at 1920x1080 and 125 % (09, 27 against 10): as the action area
    opened, the log's heading "Journal" vanished and its lines stood alone under the
    tray. Under a small tray, and under the fullest where the window keeps the heading's
    room beside the log's rows (at 1024x700 the fullest keeps the latest two entries'
    rows instead: test_log_room; at 1920x1080 125 % with four players its tiles keep their
    24 px − / +, test_tray_tiles), the heading stands under the tray over the log's
    latest lines, the latest entry whole under it (every word)."""
    from layout_check import draw_recorded
    from test_action_area import _fullest, _open, _places, seeded_panel

    app = seeded_panel(tmp_path, size, code, text_size, players)
    scene = app.scene
    bad = []
    try:
        most = _fullest(app)
        smallest = None
        for place in _places(scene):
            _open(app, place)
            if scene.ring is not None and (smallest is None or
                                           scene.ring.rect.h < smallest[1]):
                smallest = (place, scene.ring.rect.h)
        for place in (most, smallest[0]) if fullest else (smallest[0],):
            _open(app, place)
            frames(app, 10)
            assert scene.ring is not None
            rec = draw_recorded(app)
            tray, log = scene.ring.rect, scene.panel.log_rect
            head = [d for d in rec.texts if d.words == t("panel.log")
                    and log.contains(d.rect) and d.rect.top >= tray.bottom]
            latest = next((r for r, tg in scene.board.hits
                           if tg == LogLine(len(scene.log.lines) - 1)), None)
            words = " ".join(d.words for d in rec.texts if latest and latest.contains(d.rect))
            if not head:
                bad.append(f"{place}: no heading under the tray {tray}")
            elif latest is None or latest.top < head[0].rect.bottom:
                bad.append(f"{place}: the latest entry not under the heading ({latest})")
            elif words.split() != scene.log.lines[-1][0].split():
                bad.append(f"{place}: the latest entry reads {words!r}")
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def _log_faults(app, where: str) -> list[str]:
    """Each log entry drawn is drawn whole: every word of it in its box, no line ending in
    "…" (a German fresh player at 150 %: "Rot missioniert: ein neuer N…")."""
    from layout_check import draw_recorded
    scene = app.scene
    rec = draw_recorded(app)
    log = scene.panel.log_rect
    bad = [f"{where}: {d.words!r} cut" for d in rec.texts
           if log.colliderect(d.rect) and d.words.endswith("…")]
    for r, tg in scene.board.hits:
        if isinstance(tg, LogLine) and log.contains(r):
            words = " ".join(d.words for d in rec.texts if pygame.Rect(r).contains(d.rect))
            if words.split() != scene.log.lines[tg.line][0].split():
                bad.append(f"{where}: entry {tg.line} reads {words!r}")
    return bad


@pytest.mark.parametrize("code", ["de", "fr"])
def test_a_log_entry_shown_in_the_guided_game_is_shown_whole(tmp_path, code):
    """A German fresh player at 1024x700 and 150 % (12-step3): under the guided game's card
    the log's latest entry stood cut to one line, "Rot missioniert: ein neuer N…". At
    every step of the script the entries shown are whole (wrapped), the oldest gone
    first."""
    from guided_steps import NOTES, at_step

    from luna.client.learn.lessons import STEPS
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language=code)
    app.settings.text_size = 150
    app.save_settings()
    bad = []
    try:
        for k in range(len(STEPS)):
            open_game(app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            frames(app, 8)
            bad += _log_faults(app, f"step {k + 1}")
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def test_a_log_entry_shown_under_the_hints_words_is_shown_whole(tmp_path):
    """A German fresh player at 1024x700 and 150 % (89-tipp1): under the Hint's words in
    the action area the log's latest entry stood cut, "warum: besetzt Tempelpl…". The
    entries shown under it are whole."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from positions import random_moves
    from test_hint_place import hint_of
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    bad, docked = [], 0
    try:
        for seed, n in ((11, 30), (3, 20), (7, 60), (5, 41)):
            open_game(app, random_moves(3, seed, n), autosave=False)
            frames(app, 3)
            app.mouse = (2, 2)
            scene = app.scene
            for cmd in [c for c in scene.game.legal() if c["type"] in (
                    "travel", "appoint", "recruit", "council")][:6]:
                scene.hints.hint = hint_of(scene.game, cmd)
                frames(app, 3)
                if scene.hints.docked(scene.view()) is not None:
                    docked += 1
                    bad += _log_faults(app, f"{seed}/{n} {cmd['type']}")
    finally:
        fonts.set_text_size(100)
    assert docked, "no Hint stood in the action area"
    assert not bad, "\n".join(bad)


def _refused_island(scene):
    """An island the mover may not act on, whose click the board refuses with a reason."""
    from luna.client.board.targets import Island
    from luna.client.game.choices import refused_here
    return next(Island(i) for i in range(7) if Island(i) not in scene.clickable
                and refused_here(Island(i), scene.game, scene.snap, scene.game.to_move))


@pytest.mark.parametrize("size,code,text_size", [((1920, 1080), "fr", 125),
                                                   ((1024, 700), "de", 150)], ids=str)
def test_a_click_just_after_a_refusal_or_a_closed_tray_does_not_look_back(
        tmp_path, size, code, text_size):
    """A French fresh player (17-pair4, 107): the board refused a click on an island, so
    no tray came; the next click, where the tray's buttons always stand, landed on a log
    line and threw them into the look back. A click on a log line within a second of a
    refused click or of a tray closing does nothing (the line does not light nor offer
    "Why?" meanwhile), nor a second click where a move was just played from the tray;
    a second later a click on a line looks back as ever, and at once where the pointer
    went to it from the move played (test_human_why)."""
    from test_action_area import _fullest

    from luna.client.demo.driver import first_action, ring_card, target_rect

    app = _game(tmp_path, size, code, text_size)
    scene = app.scene
    try:
        def line_at_the_trays_place():
            lines = [pygame.Rect(r) for r, tg in scene.board.hits if isinstance(tg, LogLine)]
            return max(lines, key=lambda r: r.h).center
        island = _refused_island(scene)
        n = len(app.toasts)
        click(app, target_rect(scene, island).center)         # refused: no tray
        assert scene.ring is None and len(app.toasts) > n
        frames(app, 20)                                         # ~0.4 s: the pointer moves
        click(app, line_at_the_trays_place())                   # to where the tray stood
        frames(app, 5)
        assert scene.back is None, "a click aimed at the tray's place looked back"
        frames(app, 60)                                         # a second later: on purpose
        click(app, line_at_the_trays_place())
        frames(app, 5)
        assert scene.back is not None
        key(app, pygame.K_ESCAPE)
        frames(app, 10)
        # a tray closed by a click on the board's sea, the log in its place again
        _fullest(app)
        assert scene.ring is not None
        frames(app, 30)
        click(app, (scene.lay.board[0] + 6, scene.lay.board[3] - 6))
        assert scene.ring is None
        frames(app, 10)
        click(app, line_at_the_trays_place())
        frames(app, 5)
        assert scene.back is None, "a click just after the tray closed looked back"
        # a move played from the tray, the button clicked twice (a double click)
        frames(app, 70)
        place, kind = first_action(scene)
        click(app, target_rect(scene, place).center)
        frames(app, 20)
        spot, n = ring_card(scene, kind).center, len(scene.game.log)
        click(app, spot)
        assert len(scene.game.log) == n + 1
        click(app, spot)
        frames(app, 5)
        assert scene.back is None, "a double click on the tray's button looked back"
    finally:
        fonts.set_text_size(100)


def turn_lines(tmp_path, size, code: str, text_size: int, favour: bool, held=()):
    """Player 0's turn line and cards in a real window on a turn with two standing
    novices on the Book island, then with them lying (False, True: a dict), with the
    Novice favour held where `favour` (and the favours `held`, which lying novices
    cannot use); and the last game's scene. Without the Novice favour, lying novices
    leave Meditate alone (checked)."""
    from positions import blank, give, isl, novices, play
    app = make_app(tmp_path, speed="normal", size=size, language=code)
    app.settings.text_size = text_size
    app.save_settings()
    seen = {}
    for lying in (False, True):
        s = blank(players=3)
        novices(s, isl(s, "book"), 0, inactive=2) if lying else \
            novices(s, isl(s, "book"), 0, active=2)
        if favour:
            give(s, 0, "novice")
        give(s, 0, *held)
        app.goto("menu")
        open_game(app, play(s), autosave=False)
        frames(app, 30)
        scene = app.scene
        if not favour:
            kinds = {c["type"] for c in scene.legal}
            assert (kinds == {"meditate"}) == lying, kinds
        seen[lying] = (scene.status_line(), cards(scene))
    return seen, scene


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                   ((1024, 700), "de", 150),
                                                   ((1920, 1080), "fr", 125)], ids=str)
def test_the_turn_line_says_when_only_meditate_is_left(tmp_path, size, code, text_size):
    """F320: with no novice able to act the turn line still said "your turn — take an
    action". Where Meditate is the one action left it says so, in the rows the game's
    other statuses take (a longer line took a second row and moved the cards and the
    steady tray): the cards stand where they stand on a turn with actions."""
    try:
        seen, scene = turn_lines(tmp_path, size, code, text_size, favour=False)
        name = scene.snap["names"][0]
        said = seen[True][0]
        assert said == t("your_turn", name=name) + " — " + t("phase.meditate_only"), said
        assert seen[False][0].endswith(t("phase.actions")), seen[False][0]
        assert seen[True][1] == seen[False][1], "the cards moved"
        # words longer than the rows the game's statuses take are never said there
        assert not scene.panel.turn_fits(scene.snap, scene.lay, said * 4)
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                   ((1024, 700), "de", 100),
                                                   ((1280, 800), "fr", 100),
                                                   ((1280, 800), "nl", 100)], ids=str)
def test_only_meditate_left_while_holding_favours_says_none_may_be_used(
        tmp_path, size, code, text_size):
    """F853: "Only Meditate is left" while the player held favours, with no reason. Where
    Meditate is the one action left and the player holds favours, the turn line says
    that none of them can act now, in the rows the game's other statuses take (with
    the player's name where it fits, else without it; the cards stand where they stood)."""
    try:
        seen, scene = turn_lines(tmp_path, size, code, text_size, favour=False,
                                 held=("shrine", "book"))
        name = scene.snap["names"][0]
        why = t("phase.meditate_only.favours")
        assert seen[True][0] in (t("your_turn", name=name) + " — " + why, why), \
            seen[True][0]
        assert seen[True][1] == seen[False][1], "the cards moved"
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                   ((1024, 700), "de", 150),
                                                   ((1024, 700), "fr", 100),
                                                   ((1280, 800), "nl", 125)], ids=str)
def test_the_turn_line_names_the_favour_that_alone_lets_the_player_act(
        tmp_path, size, code, text_size):
    """F462: with every novice lying, only a faint glow said the novice favour could
    still act, and the player took Meditate for the only choice. Where the engine's
    legal moves other than Meditate all spend a held favour, the turn line names it and
    the player, in the rows the game's other statuses take (the cards stand where they
    stood)."""
    try:
        seen, scene = turn_lines(tmp_path, size, code, text_size, favour=True)
        name = scene.snap["names"][0]
        line = t("your_turn", name=name) + " — "
        assert seen[True][0] == t("turn.favour_only", name=name, kind=t("kind.novice")), \
            seen[True][0]
        assert seen[False][0] == line + t("phase.actions"), seen[False][0]
        assert seen[True][1] == seen[False][1], "the cards moved"
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size,players", [((1024, 700), "en", 100, 3),
                                                         ((1280, 800), "en", 100, 4),
                                                         ((1920, 1080), "fr", 125, 2)],
                         ids=str)
def test_the_cards_say_the_projection_in_one_form_on_every_turn(tmp_path, size, code,
                                                                text_size, players):
    """F442: a card's score read "13 → 23" on the player's turn and "9 projected 19"
    during the others' (the "to move" pill took the line's room). One position, each
    player to move in turn: every card draws its projection in the same form."""
    import copy

    from positions import play, random_moves

    from luna.client.game.panel_art import STRIP
    snap = random_moves(players, 3, 30).snapshot()
    app = make_app(tmp_path, speed="normal", size=size, language=code, text_size=text_size)
    forms = set()
    for mover in range(players):
        s = copy.deepcopy(snap)
        s["to_move"] = mover
        app.goto("menu")
        open_game(app, play(s), autosave=False)
        frames(app, 30)
        panel = app.scene.panel
        assert panel.tray >= STRIP, "no scoreboard here: nothing tried"
        fonts.drawn = {}
        try:
            app.scene.draw(app.screen)
            said = [words for _, words, _ in fonts.drawn.values()]
        finally:
            fonts.drawn = None
        worded = [t("panel.projected", score=projected_shown(s, q)) in said
                  for q in range(players)]
        assert len(set(worded)) == 1, (mover, worded)
        forms.add(worded[0])
    fonts.set_text_size(100)
    assert len(forms) == 1, "the projection's form changed with the player to move"
