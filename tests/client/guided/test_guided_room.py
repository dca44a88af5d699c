"""The guided game's card at the tightest size and its steadiness (fresh players 11 and
13): at 1024x700 with 150 % text the step's words stood in a box of 2-3 lines on 19 of
20 steps, a wheel notch jumped past lines, the instruction was cut while a move was built;
the cards changed form as a tray opened, the step count and title went mid-step, the
instruction said "click your tile 6" after that click, and the next step stood while the
round's scoring card was still up. Each test drives the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from guided_steps import NOTES, at_step
from layout_check import draw_recorded

from luna.client.board.targets import Group, Held, Island, Player
from luna.client.demo.driver import click, frames, frames_until, make_app, ring_card, target_rect
from luna.client.learn.lesson_view import LEAST
from luna.client.learn.lessons import STEPS, instruction, progress
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import t

WHOLE = {"de": 9, "fr": 11}      # steps of 20 whose words stand whole, unscrolled (1 and 2
#                                  before; a German step's words take ~15 lines of 21 px)


def _guided(tmp_path, size, code, text_size, key):
    app = make_app(tmp_path, speed="normal", size=size, language=code)
    app.settings.text_size = text_size
    app.save_settings()
    k = next(i for i, s in enumerate(STEPS) if s.key == key)
    open_game(app, at_step(k), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    frames(app, 10)
    return app, app.scene


def _cards(scene) -> list:
    return sorted(tuple(r) for r, tg in scene.board.hits if isinstance(tg, Player))


def _pinned(scene) -> str:
    """The instruction the card pins, as its lines read."""
    return " ".join(" ".join(scene.lesson._plan[2].do).split())


@pytest.mark.parametrize("code", ["de", "fr"])
def test_at_1024x700_and_150_the_steps_words_stand_whole_on_most_steps(tmp_path, code):
    """The lean form: the turn line and the log give the step their room while the script
    runs (the log one click away: its chip in the round's line), Skip stands in the step
    count's row. On WHOLE[code] steps the words stand whole; where they scroll, in a
    window of 5 lines at least, a wheel notch moves them 2 lines at most (never past what
    was in sight), and the instruction stands pinned, whole, in words of 14 px (times the
    text size) at least."""
    from luna.client.learn.lesson_view import words_size
    from luna.client.window.fonts import line_height
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language=code)
    app.settings.text_size = 150
    app.save_settings()
    whole, bad = 0, []
    try:
        for k, step in enumerate(STEPS):
            open_game(app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            frames(app, 8)
            scene, lv = app.scene, app.scene.lesson
            assert lv.box is not None and scene.guide.lean
            assert scene.panel.log_chip is False and not scene.panel.turn_line
            m = lv._plan[2]
            if lv.groove is None:
                whole += 1
            else:
                row = line_height(words_size(True))
                if lv.view.h < 5 * row * 0.9:
                    bad.append(f"step {k + 1}: a window of {lv.view.h} px")
                before = lv.scroll
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=lv.view.center,
                                                     rel=(0, 0), buttons=(0, 0, 0)))
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1,
                                                     flipped=False))
                frames(app, 2)
                moved = lv.scroll - before
                if not 0 < moved <= 2 * row or moved >= lv.view.h:
                    bad.append(f"step {k + 1}: a notch moved {moved} px ({row} a line)")
            if " ".join(instruction(step).split()).lower() != _pinned(scene).lower():
                bad.append(f"step {k + 1}: pinned {_pinned(scene)!r}")
            if not lv.box.contains(lv.pin) or m.do and lv.pin.h < len(m.do) * 20:
                bad.append(f"step {k + 1}: the instruction {lv.pin} cut in {lv.box}")
            small = [d for d in draw_recorded(app).texts if lv.box.contains(d.rect)
                     and d.size < fonts.px(LEAST)]
            if small:
                bad.append(f"step {k + 1}: {small[0].words!r} at {small[0].size} px")
    finally:
        fonts.set_text_size(100)
    assert whole >= WHOLE[code], f"{whole} steps whole of {len(STEPS)}"
    assert not bad, "\n".join(bad)


def test_the_logs_chip_shows_the_log_in_the_steps_place_and_back(tmp_path):
    """In the lean form the log is one click away: its chip in the round's line shows the
    log (its heading and latest entries, whole) where the step stood, a click again brings
    the step back; an open tray brings it back too."""
    app, scene = _guided(tmp_path, (1024, 700), "de", 150, "recruit")
    try:
        chip = next(r for r, tg in scene.board.hits if getattr(tg, "name", "") == "log_chip")
        click(app, chip.center)
        frames(app, 5)
        assert scene.lesson.box is None and scene.panel.log_chip is True
        texts = sorted((d for d in draw_recorded(app).texts
                        if scene.panel.log_rect.contains(d.rect)), key=lambda d: d.rect.y)
        assert texts and texts[0].words == t("panel.log")
        words = " ".join(d.words for d in texts).split()
        assert words[-len(scene.log.lines[-1][0].split()):] == scene.log.lines[-1][0].split()
        click(app, chip.center)
        frames(app, 5)
        assert scene.lesson.box is not None and scene.panel.log_chip is False
        click(app, chip.center)
        frames(app, 5)
        lit = sorted(scene.clickable, key=repr)[0]
        click(app, target_rect(scene, lit).center)
        frames(app, 20)
        assert scene.ring is not None and scene.lesson.box is not None
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size,key", [
    ((1920, 1080), "fr", 125, "herbs"), ((1920, 1080), "fr", 125, "tides"),
    ((1024, 700), "de", 150, "herbs"), ((1280, 800), "en", 100, "consecrate")], ids=str)
def test_a_tray_in_the_guided_game_changes_neither_the_cards_nor_the_turn_line(
        tmp_path, size, code, text_size, key):
    """A French fresh player at 1920x1080, 125 % (147 against 148): as the tray opened in
    the guided game the players' cards shrank to a line each, the turn line became the
    supply ("Réserve ×3 ×5"), "prévision 12" a bare "→12", and all sprang back at the next
    step. With the step's tray open the cards stand where and as they stood, the turn
    line says the same words."""
    app, scene = _guided(tmp_path, size, code, text_size, key)
    try:
        def turn_words():
            top = min(r.top for r, tg in scene.board.hits if isinstance(tg, Player))
            return [d.words for d in draw_recorded(app).texts
                    if pygame.Rect(scene.lay.panel).contains(d.rect) and d.rect.bottom <= top]
        cards, words, form = _cards(scene), turn_words(), scene.panel.tray
        lit = sorted(scene.clickable, key=repr)[0]
        click(app, target_rect(scene, lit).center)
        frames(app, 30)
        assert scene.ring is not None
        assert _cards(scene) == cards and scene.panel.tray == form
        assert turn_words() == words
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("size,code,text_size,key", [
    ((1024, 700), "de", 150, "bribe"), ((1024, 700), "de", 150, "herbs"),
    ((1024, 700), "fr", 150, "tides"), ((1280, 800), "de", 150, "build")], ids=str)
def test_beside_a_tray_the_card_keeps_its_step_count_and_title(tmp_path, size, code,
                                                               text_size, key):
    """A German fresh player at 1024x700, 150 % (67-seg3): "Step 19 of 20" and the step's
    title went as the tray opened mid-step. Beside the step's tray the card shows its
    step count, its title and what to choose there, whole, clear of the tray."""
    app, scene = _guided(tmp_path, size, code, text_size, key)
    try:
        k = scene.table.step_index
        lit = sorted(scene.clickable, key=repr)[0]
        click(app, target_rect(scene, lit).center)
        frames(app, 30)
        assert scene.ring is not None
        box = scene.lesson.box
        assert box is not None and not box.colliderect(scene.ring.rect), (box, scene.ring.rect)
        shown = " ".join(d.words for d in draw_recorded(app).texts if box.contains(d.rect))
        count = t("tutorial.step", n=k + 1, total=len(STEPS))
        title = t(f"tutorial.{STEPS[k].key}.short")
        for words in (count, title, progress(STEPS[k], "tray")):
            assert " ".join(words.split()) in shown, (words, shown)
        assert scene.lesson.groove is None
    finally:
        fonts.set_text_size(100)


@pytest.mark.parametrize("code", ["de", "en"])
def test_the_instruction_follows_the_steps_clicks(tmp_path, code):
    """A German fresh player (45-tile6-click): after the click on tile 6 the card still
    said "Click your tile 6" though the next click was Consecrate in the tray. The pinned
    instruction says what to click next as the step goes: the tile, then Consecrate; for
    Tides: the novices, then Tides and the rest, then the Sailboat island and Confirm,
    then Confirm; while the move is built the instruction stands whole, pinned, clear of
    Confirm and Cancel (22-gez-action: cut to "Click your lying novices beside the")."""
    app, scene = _guided(tmp_path, (1024, 700), code, 150, "consecrate")
    try:
        step = scene.table.step
        assert _pinned(scene).lower() == " ".join(progress(step, "start").split()).lower()
        lit = sorted(scene.clickable, key=repr)[0]
        click(app, target_rect(scene, lit).center)
        frames(app, 20)
        assert _pinned(scene) == t("tutorial.now.choose", action=t("ring.consecrate"))
        k = next(i for i, s in enumerate(STEPS) if s.key == "tides")
        open_game(app, at_step(k), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
        frames(app, 10)
        scene = app.scene
        step = scene.table.step
        group = next(tg for tg in sorted(scene.clickable, key=repr) if isinstance(tg, Group))
        click(app, target_rect(scene, group).center)
        frames(app, 20)
        assert _pinned(scene) == " ".join(progress(step, "tray").split())
        click(app, ring_card(scene, "tides").center)
        frames(app, 20)
        assert scene.builder is not None
        assert _pinned(scene) == " ".join(progress(step, "build").split())
        lv, bar = scene.lesson, [b.rect for b in scene.builder_buttons]
        assert lv.box.contains(lv.pin) and not lv.box.collidelistall(bar), (lv.box, bar)
        shown = " ".join(d.words for d in draw_recorded(app).texts if lv.pin.contains(d.rect))
        assert shown.split() == _pinned(scene).split(), shown
        click(app, target_rect(scene, Island(3)).center)
        frames(app, 20)
        assert _pinned(scene) == t("tutorial.now.confirm", button=t("btn.confirm"))
    finally:
        fonts.set_text_size(100)


def test_the_next_step_waits_for_the_rounds_scoring(tmp_path):
    """A German fresh player (57-med2a): the panel read "Step 15 — the Book favour" while
    round 2's scoring card still stood on the board. While a round's scoring stands the
    step's card waits; once it is read the next step stands."""
    app, scene = _guided(tmp_path, (1024, 700), "de", 150, "meditate_last")
    try:
        button = scene.buttons["act"]
        click(app, button.rect.center)
        frames_until(app, lambda: scene.summary is not None)
        assert scene.summary is not None, "round 2's scoring"
        for _ in range(60):
            frames(app, 1)
            assert scene.lesson.box is None, "a step's card beside the round's scoring"
        click(app, scene.scoring.button.rect.center)
        frames_until(app, lambda: scene.lesson.box is not None)
        assert scene.table.step.key == "favour_book" and scene.lesson.box is not None
    finally:
        fonts.set_text_size(100)


def _near_the_end():
    """The guided game played on past its script by the weakest level for the learner
    (the computer as its seat plays), up to the learner's last move of the game."""
    from luna.ai import make_bot
    from luna.client.learn.lessons import SEATS
    from luna.seats import move_seed
    game = at_step(len(STEPS) - 1)
    game.apply(next(c for c in game.legal() if c["type"] == "book"))
    log = list(game.log)
    while not game.is_over:
        p = game.to_move
        seed = SEATS[p].get("seed", 7)
        game.apply(make_bot("novice", move_seed(seed, len(game.log))).choose(game))
    log = list(game.log)
    last = max(k for k, c in enumerate(log) if c["player"] == 0)
    from luna.engine import replay
    return replay(game.header, log[:last]), log[last]


def test_the_final_card_waits_for_the_panels_count(tmp_path):
    """A German fresh player: the end card said "22 to 16" while the panel still showed
    20 and 12 for a few seconds. The final scoring's card stands once the panel's scores
    have counted up to the final ones, never before."""
    game, last = _near_the_end()
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de", menu=False)
    app.settings.text_size = 150
    app.save_settings()
    try:
        open_game(app, game, autosave=False,
                  tutorial={"seen": ["intro", "scoring", "figures", "done"], "tips": False})
        frames(app, 10)
        scene = app.scene
        assert scene.play(last)
        shown = False
        for _ in range(3000):
            frames(app, 1)
            if scene.summary is not None and scene.app.now - scene.round_end.summary_since > 1.5:
                click(app, scene.scoring.button.rect.center)
            note = scene.table.note
            if note is not None and note.key == "final" and scene.lesson.box is not None:
                final = scene.game.snapshot()["final"]["scores"]
                counted = [scene.panel.counter.value(p, -1)[0] for p in range(2)]
                assert counted == final, (counted, final)
                shown = True
                break
        assert shown, "the final card"
    finally:
        fonts.set_text_size(100)


def test_no_hover_text_stands_over_the_steps_card(tmp_path):
    """At 1024x700 and 150 % every hover text, the board's (the panel's cards, their
    favours) and the buttons', stands clear of the step's card: what to do now stays in
    sight (fresh players read them over the step's instructions)."""
    app, scene = _guided(tmp_path, (1024, 700), "en", 150, STEPS[0].key)
    box = pygame.Rect(scene.lesson.box)
    things = [r.center for r, tg in scene.board.hits if isinstance(tg, Player | Held)]
    things += [el.rect.center for el in app.ui.get_root_container().elements
               if el.alive() and el.visible and getattr(el, "tool_tip_text", None)]
    over = []
    for x, y in things:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 1, y + 1),
                                             rel=(1, 1), buttons=(0, 0, 0)))
        frames(app, 50)
        shown = [scene.tip_rect] + [tip.rect for tip in app.ui.tips]
        over += [(x, y) for r in shown if r is not None and pygame.Rect(r).colliderect(box)]
    assert len(things) >= 6 and not over


def _cut_lines(app, lv, notches: int) -> int:
    """The card's words drawn at each of `notches` wheel notches down: every line shown
    in the words' window stands whole (asserted); how many lines were shown in all."""
    from layout_check import RecordingSurface

    class Heights(RecordingSurface):           # each text's place, as drawn (clipped)
        def blit(self, source, dest, area=None, special_flags=0):   # and its own height
            rect = super().blit(source, dest, area, special_flags)
            made = (fonts.drawn or {}).get(id(source))
            if made is not None and made[0] is source:
                self.lines.append((made[1], pygame.Rect(rect), source.get_height()))
            return rect

    seen = 0
    for _ in range(notches):
        rec = Heights(app.screen.get_size())
        rec.lines = []
        real, app.screen = app.screen, rec
        fonts.drawn = {}
        try:
            app.draw()
        finally:
            app.screen, fonts.drawn = real, None
        shown = [(w, r, h) for w, r, h in rec.lines if r.colliderect(lv.view)]
        assert not [(w, r, h) for w, r, h in shown if r.h < h]
        seen += len(shown)
        lv.wheel(-1)
        frames(app, 2)
    return seen


def test_the_free_plays_tip_box_never_shows_a_cut_line(tmp_path):
    """Free play at 1024x700 and 150 %: the tip's card, its words scrolling, shows each
    line whole or not at all, at every notch of the wheel (a half-cut line stood under
    the title)."""
    from guided_steps import script

    from luna.client.demo.driver import wait_frames
    from luna.client.learn.lessons import tutorial_game

    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.text_size = 150
    app.save_settings()
    game = tutorial_game()
    for cmd in script():
        game.apply(cmd)
    open_game(app, game, autosave=False,
              tutorial={"seen": [*NOTES, "done"], "tips": True, "step": len(STEPS)})
    scene = app.scene
    wait_frames(app, lambda: scene.table.step is None and scene.view().hint is not None, 60)
    frames(app, 30)
    lv = scene.lesson
    assert lv.groove is not None                  # (its words scroll)
    assert _cut_lines(app, lv, 6) >= 6


def test_a_steps_words_scrolling_never_show_a_cut_line(tmp_path):
    """The scripted steps at 1024x700 and 150 % in German (the longest words): where a
    step's words scroll, each line stands whole or not at all at every notch."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    scrolled = 0
    try:
        for k in range(len(STEPS)):
            open_game(app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            frames(app, 8)
            lv = app.scene.lesson
            if lv.groove is not None:
                assert _cut_lines(app, lv, 4) >= 4, k
                scrolled += 1
            if scrolled == 3:
                break
    finally:
        fonts.set_text_size(100)
    assert scrolled == 3
