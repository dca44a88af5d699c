"""The panel's tools as one toolbar (up to four rows of worded buttons took ~180 px
of a 700 px window at 150 %, German; with four players the scoreboard shrank to a scale
of ~0.68, its turn line ~12 px beside an 18 px log, and the guided game's step card
showed 4-5 lines): Undo, Redo, Hint, Menu and Speed stand in one row of pictures at every
window and text size, Meditate under it in words; each tool says its name and key in its
hover text (a greyed one why not) and answers the mouse and the keyboard; the room they
left goes to the scoreboard's words and the guided game's card. The real loop at normal
speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from layout_check import draw_recorded
from positions import random_moves
from test_layout_hover import _move
from test_scoring_summary import before_a_round_end, open_at

from luna.client.board.layout import ROW_GAP, TOOLS
from luna.client.board.targets import Figure, GuardianTile
from luna.client.demo.driver import click, frames, key, make_app, wait_frames
from luna.client.game import tray_lay, tray_open
from luna.client.game.handover import FREE_TOOLS
from luna.client.game.keys import FOCUS
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def _lit(app, rect: pygame.Rect) -> int:
    """Pixels of a button's face drawn apart from its ground (its picture's strokes, its
    word; a greyed one's too)."""
    inner = rect.inflate(-8, -8)
    ground = app.screen.get_at(inner.topleft)[:3]
    return sum(sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], ground,
                                              strict=True)) > 120
               for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tools_stand_in_one_row_at_every_size(tmp_path, size):
    """German (the longest words), at 100 and 150 %: the five tools side by side in one
    row, in the panel, apart, each with its picture drawn; Meditate under them as wide as
    the row; the buttons' foot two rows tall."""
    app = make_app(tmp_path, speed="normal", size=size, language="de")
    bad = []
    for percent in (100, 150):
        app.settings.text_size = percent
        app.save_settings()
        open_game(app, random_moves(4, 5, moves=12), autosave=False)
        frames(app, 4)
        sc = app.scene
        rects = [sc.buttons[n].rect for n in TOOLS]
        act, panel = sc.buttons["act"].rect, pygame.Rect(sc.lay.panel)
        if len({(r.top, r.h) for r in rects}) != 1:
            bad.append(f"{percent} %: the tools in more than one row: {rects}")
        if any(a.right > b.left for a, b in zip(rects, rects[1:], strict=False)):
            bad.append(f"{percent} %: the tools overlap or are out of order: {rects}")
        if not all(panel.contains(r) for r in [*rects, act]):
            bad.append(f"{percent} %: a button out of the panel {panel}")
        row = rects[0].unionall(rects[1:])
        if act.top < row.bottom or act.w < row.w - 2:
            bad.append(f"{percent} %: Meditate {act} not a wide button under the row {row}")
        foot = size[1] - sc.lay.buttons_top
        if foot > 2 * (rects[0].h + ROW_GAP) + 12:
            bad.append(f"{percent} %: the buttons take {foot} px of the panel's foot")
        for n, r in zip(TOOLS, rects, strict=True):
            if _lit(app, r) < 12:
                bad.append(f"{percent} %: {n} shows no picture")
    fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def _german_at_150(tmp_path, game, settle: int, **opening):
    """The tightest window: 1024x700, German, 150 %, with `game` open on the real loop
    (`settle` frames at normal speed); its app."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", menu=False)
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, game, autosave=False, **opening)
    frames(app, settle)
    return app


def test_every_tool_answers_the_mouse_and_the_keyboard_and_says_its_name(tmp_path):
    """1024x700, German, 150 % (the tightest): pointed at, each tool's hover text names
    it and its key (greyed Redo: why not); clicked, Speed steps the speed and its picture
    with it, Hint asks, Undo and Redo take a move back and play it again, Menu opens the
    pause menu; S steps the speed, Tab reaches every usable tool (its outline drawn), not
    the greyed Redo with nothing to redo (F873), and Enter uses it."""
    app = _german_at_150(tmp_path, random_moves(2, 1, moves=4), 10)
    sc = app.scene
    keys = {"undo": "Strg+Z", "redo": "Strg+Y", "hint": "(H)", "menu": "Esc", "speed": "(S)"}
    redo = sc.buttons["redo"]
    assert not redo.is_enabled
    for name in TOOLS:
        b = sc.buttons[name]
        _move(app, b.rect.center)
        frames(app, 40)                              # past the theme's delay
        tip = app.ui.tips[-1] if app.ui.tips else None
        assert tip is not None and tip.rect is not None, f"{name}: no hover text"
        words = tip.words
        assert words == b.tool_tip_text and keys[name] in words, (name, words)
        said = t(f"btn.{name}", speed=t(f"speed.{app.settings.speed}"))   # its name
        assert said.lower() in words.lower(), (name, words)
    assert t("why.nothing_to_redo") in redo.tool_tip_text, redo.tool_tip_text

    def face(name: str) -> bytes:
        return pygame.image.tobytes(sc.buttons[name].normal_images[0], "RGBA")

    speed, look = app.settings.speed, face("speed")
    click(app, sc.buttons["speed"].rect.center)          # the mouse
    assert app.settings.speed != speed and face("speed") != look
    assert t(f"speed.{app.settings.speed}") in sc.buttons["speed"].tool_tip_text
    _move(app, (2, 2))
    key(app, pygame.K_s, unicode="s")                    # its key
    third = app.settings.speed
    assert third not in (speed,) and face("speed") not in (look,)
    click(app, sc.buttons["hint"].rect.center)
    wait_frames(app, lambda: sc.view().hint is not None, 20)
    played = len(sc.game.log)
    sc.play(sc.legal[0])
    wait_frames(app, lambda: not sc.blocked, 10)
    click(app, sc.buttons["undo"].rect.center)
    if app.scene is not sc:          # hot seat: another person's move is asked for (F097)
        click(app, app.scene.yes.rect.center)
    wait_frames(app, lambda: len(sc.game.log) == played and sc.buttons["redo"].is_enabled, 10)
    click(app, sc.buttons["redo"].rect.center)
    wait_frames(app, lambda: len(sc.game.log) == played + 1, 10)
    wait_frames(app, lambda: sc.table.may_act and not sc.blocked, 20)
    # the keyboard: Tab goes through the usable tools after the board's places, never
    # to a greyed Undo or Redo, with nothing to explain (F873; a button greyed under the
    # focus says why: tests/client/keyboard/test_direct_play_keys.py, F882)
    usable = [n for n in TOOLS if n in sc.buttons and sc.buttons[n].is_enabled]
    greyed = [n for n in TOOLS if n in sc.buttons and not sc.buttons[n].is_enabled]
    seen = []
    for _ in range(len(sc.keys.stops(sc.key_view())) + 1):
        key(app, pygame.K_TAB)
        if sc.keys.focus in TOOLS:
            seen.append(sc.keys.focus)
            r = sc.buttons[sc.keys.focus].rect.inflate(4, 4)
            edge = [app.screen.get_at((r.centerx, r.top + dy))[:3] for dy in range(3)]
            assert FOCUS in edge, f"no outline round {sc.keys.focus}: {edge}"
    assert seen == usable, (seen, usable)
    assert greyed == ["redo"], greyed
    while sc.keys.focus != "speed":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.settings.speed != third
    while sc.keys.focus != "menu":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frames(app, 4)
    assert app.scene is not sc, "Enter on Menu opened no menu"
    fonts.set_text_size(100)


def test_four_players_in_the_smallest_window_keep_the_scoreboards_words_and_the_guardian(
        tmp_path):
    """The toolbar's room to the scoreboard: with four players at 1024x700, German, 150 %
    its scale is 0.72 at least (0.68 under four rows of buttons; 0.775 before the fullest
    tray's tiles kept their − / + at 22 px with a row of the log under them), and the
    round's heading, the turn line and the log's
    heading are no smaller than the log's words. The Guardian
    there stands as tall as most of his tile (16 px of 26: fresh players), no smaller
    than a novice on the temple island."""
    from test_action_area import seeded_panel

    from luna.client.game.panel import LOG_LEAST, STRIP
    from luna.text.narrate import round_heading
    app = seeded_panel(tmp_path, (1024, 700), "de", 150, 4)
    sc = app.scene
    assert tray_lay.steady_form(sc.acting, tray_open.tray_view(sc), sc.guide) == STRIP
    assert sc.panel.board_s >= 0.72, sc.panel.board_s
    rec = draw_recorded(app)
    panel = pygame.Rect(sc.lay.panel)
    cards = min(r.top for r, tg in sc.board.hits if type(tg).__name__ == "Player")
    body = fonts.px(LOG_LEAST)
    head = [d for d in rec.texts if d.words == round_heading(sc.snap)
            and panel.contains(d.rect)]
    turn = [d for d in rec.texts if panel.contains(d.rect) and d.rect.bottom <= cards
            and d.words != round_heading(sc.snap)]
    named = [d for d in rec.texts if d.words == t("panel.log") and panel.contains(d.rect)]
    assert head and turn and named
    assert min(d.size for d in head + turn + named) >= body, \
        [(d.words, d.size) for d in head + turn + named]
    board = sc.board
    tile = board.rect_of(GuardianTile(sc.snap["guardian"]))
    _, sprite, at = board.hits.shapes[Figure("guardian")]
    him = pygame.mask.from_surface(sprite, 60).get_bounding_rects()[0]
    novices = [r.h for r in board.field_novices.values()] + \
        [r.h - 4 for r in board.tile_novices.values()]
    assert novices and him.h >= max(novices), (him, novices)
    assert him.h >= 0.68 * tile.h, (him, tile)      # (as test_temple_pieces_within: his
    #                                                 value's disc kept inside his tile)
    fonts.set_text_size(100)


def test_the_button_back_from_a_look_back_is_as_wide_as_its_words(tmp_path):
    """Looking back at a log line at 1024x700, German, 150 %: "Zurück in die Gegenwart"
    filled the panel's width (a German fresh player); it sits as the other buttons do,
    as wide as its words and their air, in the middle of the panel's foot."""
    from luna.client.board.targets import LogLine
    from luna.client.demo.driver import target_rect
    app = _german_at_150(tmp_path, random_moves(2, 1, moves=6), 6)
    sc = app.scene
    line = max(tg.line for _, tg in sc.board.hits if isinstance(tg, LogLine))
    click(app, target_rect(sc, LogLine(line)).center)
    assert sc.back is not None and sc.back.button is not None
    b, panel = sc.back.button.rect, pygame.Rect(sc.lay.panel)
    words = fonts.font(15, bold=True).size(t("look.back"))[0]
    assert words < b.w <= words + 60, (b, words)
    assert b.w <= 0.75 * (panel.w - 24), f"{b} fills the panel {panel}"
    assert abs(b.centerx - panel.centerx) <= 2 and panel.contains(b)
    fonts.set_text_size(100)


def test_the_guided_games_card_has_the_toolbars_room(tmp_path):
    """The guided game at 1024x700, German, 150 % (its card showed 4 lines of the step's
    words and every one of the 20 steps scrolled): the toolbar's room is the card's, its
    first step's words in sight (their window and the instruction pinned under it) hold 6
    lines and more, fewer steps scroll (19 of 20: the
    steps' words are long for a 700 px window at 150 %), and the tray opened under it
    for the step has tiles 48 px tall and more."""
    from guided_steps import NOTES, at_step

    from luna.client.demo.driver import target_rect
    from luna.client.learn.lesson_view import BODY
    from luna.client.learn.lessons import STEPS, instruction
    from luna.client.window.fonts import line_height
    app = _german_at_150(tmp_path, at_step(0), 20, tutorial={"seen": list(NOTES), "tips": True})
    sc = app.scene
    assert sc.lesson.view.h + sc.lesson.pin.h >= 6 * line_height(BODY), sc.lesson.view
    sc.guide.form(sc.view(status=sc.status_line()))
    dock, head = sc.panel.log_area(sc.snap, sc.lay, sc.status_line())
    labels = [t("tutorial.back"), t("tutorial.skip")]
    scrolled = [k + 1 for k, step in enumerate(STEPS) if sc.lesson._measure(
        t(f"tutorial.{step.key}.short"), (t(f"tutorial.{step.key}"), instruction(step)),
        dock.w, labels, (t("tutorial.step", n=k + 1, total=len(STEPS)), k + 1, len(STEPS))
    ).natural > dock.h - head]
    assert len(scrolled) <= 19, scrolled
    lit = next(tg for tg in sorted(sc.clickable, key=repr) if tg.what == "island")
    click(app, target_rect(sc, lit).center)
    frames(app, 20)
    assert sc.ring is not None and sc.ring.tile[1] >= 48, sc.ring and sc.ring.tile
    fonts.set_text_size(100)


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_greyed_tool_says_its_name_then_why_not_as_a_sentence(tmp_path, code):
    """"Rétablir (Ctrl+Y) : Rien à rétablir : rien n'a été annulé." read two colons (a
    fresh player): a greyed tool's hover text is its name and key, then the reason the
    game screen gives as a sentence of its own, with no colon between them."""
    from luna.client.game.game_buttons import KEYS, PanelButtons, key_name
    app = make_app(tmp_path, size=(1024, 700), language=code)
    bar = PanelButtons()
    bar.build(app.ui, (700, 0, 320, 700), 120, "normal")
    why = {"undo": t("why.nothing_to_undo"), "redo": t("why.nothing_to_redo"),
           "hint": t("why.not_your_turn")}
    bar.sync({name: False for name in ("undo", "redo", "hint")}, "meditate", why)
    for name, reason in why.items():
        words = bar.buttons[name].tool_tip_text
        named = t("tool.tip", name=bar.spoken(name), press=key_name(KEYS[name]))
        assert words.startswith(named) and words.endswith(reason), words
        between = words[len(named):len(words) - len(reason)]
        assert ":" not in between and between.strip(" \u00a0") == ".", words
        assert reason[0].isupper() and reason.endswith("."), reason
    assert ":" not in bar.buttons["redo"].tool_tip_text, bar.buttons["redo"].tool_tip_text


def _brightest(app, rect: pygame.Rect) -> int:
    """The brightest ink of a button's face as drawn (its picture's or word's strokes),
    its rim left out."""
    inner = rect.inflate(-8, -8)
    return max(sum(app.screen.get_at((x, y))[:3]) for x in range(inner.left, inner.right)
               for y in range(inner.top, inner.bottom))


def test_the_tools_a_card_holds_are_greyed_alike(tmp_path):
    """Undo and Redo looked usable behind the round's scoring card and the hand-over card
    (F990). Every tool a card holds is greyed and drawn alike, its picture plainly fainter
    than a usable tool's (under half as bright), its hover text saying why; the tools
    it leaves free (the menu, the speed; Undo and Redo on the hand-over card) stay
    usable. The real loop at normal speed, hot seat."""
    person = Person(tmp_path, hand_over=True)
    try:
        game, _ = before_a_round_end(["human", "human"], seed=6)
        open_at(person, game)
        sc, app = person.scene, person.app
        person.until(lambda: sc.handover.rect is not None, what="the hand-over card")
        person.point((5, 5))
        person.wait(0.6)
        on_hand_over = {n: _brightest(app, sc.buttons[n].rect) for n in TOOLS}
        assert [n for n in TOOLS if n not in FREE_TOOLS] == ["hint"]
        assert not sc.buttons["hint"].is_enabled
        person.key(pygame.K_RETURN)                               # the seat taken
        person.press(t("btn.meditate"))
        person.until(lambda: person.scoring_shown, what="the round's card")
        person.point((5, 5))
        person.wait(0.3)
        held = ["undo", "redo", "hint"]
        faint = {n: _brightest(app, sc.buttons[n].rect) for n in TOOLS}
        assert not any(sc.buttons[n].is_enabled for n in held)
        assert all(sc.buttons[n].is_enabled for n in ("menu", "speed"))
        assert len({faint[n] for n in held} | {on_hand_over["hint"]}) == 1, \
            (faint, on_hand_over)                                 # greyed alike
        assert faint["undo"] <= 0.45 * faint["menu"], faint       # plainly greyed
        assert all(t("why.wait") in sc.buttons[n].tool_tip_text for n in held)
    finally:
        person.close()
