"""The guided game's card stands over the log at times: the log's lines keep below it,
whole, so none lies under it or peeks out at its edge (issue 21, F041: a wrapped line's
end showed above the card's foot; before that, a fresh player saw the log's "Why?
Click…" text pop up over the card's own buttons, from a line hidden under it); what is
under the card is not hovered. Played through at normal speed at three window sizes."""

import pygame
import pytest
from layout_check import draw_recorded

from luna.client.board.targets import LogLine
from luna.client.demo.driver import button_named, click, frames, make_app, press_button
from luna.text import t


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_log_keeps_clear_of_the_lesson_card(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    docked, bad = 0, []
    for _ in range(3000):                    # on through the steps
        frames(app, 1)
        box = scene.lesson.box
        if box is not None and scene.lesson.docked:
            docked += 1
            lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
            bad += [f"a log line {r} under the card {box}" for r in lines
                    if r.colliderect(box)]
            if docked % 40 == 1:             # the words as drawn: none reaches the card
                rec = draw_recorded(app)
                log = pygame.Rect(scene.panel.log_rect)
                bad += [f"{d.words!r} {d.rect} peeks at the card {box}" for d in rec.texts
                        if log.colliderect(d.rect) and not box.contains(d.rect)
                        and d.rect.inflate(0, -2).colliderect(box)]
            if docked >= 200:
                break
        if "continue" in scene.lesson.buttons:
            click(app, scene.lesson.buttons["continue"].center)
        elif "skip" in scene.lesson.buttons and scene.table.may_act:
            click(app, scene.lesson.buttons["skip"].center)
        elif scene.summary is not None:
            press_button(app, scene.scoring.button)
    if size[0] < 1920:
        assert docked, "the card never stood over the log"
    assert not bad, "\n".join(dict.fromkeys(bad))
    # the card is on top: the mouse over it hovers nothing below it
    box = scene.lesson.box
    if box is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 3)
        assert scene.hover is None


# -- the card at every step, size and text size (issue 21, F055) ------------------------------
# "44_game125: at 125 % the tutorial card covers the Red player card from y≈238;
# 40_game150: at 150 % it hides both player cards, and the status line is cut";
# "the tutorial box shrinks its font to fit (about 12 px)"; "a space is lost in 'Step 9of
# 20'"; "a title runs over its box border"; "the log is pushed out of view by the card".

import pytest  # noqa: E402
from guided_steps import NOTES, at_step  # noqa: E402
from layout_check import RecordingSurface  # noqa: E402

from luna.client.board.targets import Held, PanelItem, Player  # noqa: E402
from luna.client.learn.guided_table import TutorialTable  # noqa: E402
from luna.client.learn.lesson_view import BODY, LEAST, READ_LINES  # noqa: E402
from luna.client.learn.lessons import STEPS, instruction, words  # noqa: E402
from luna.client.opening import open_game  # noqa: E402
from luna.client.window import fonts  # noqa: E402
from luna.client.window.fonts import line_height  # noqa: E402

CARDS = (Player, PanelItem, Held)          # the players' cards and what stands on them


def _card_words(scene) -> list:
    """The card's words as it draws them: (words, px, ink rect on the screen)."""
    rec = RecordingSurface(scene.app.screen.get_size())
    fonts.drawn = {}
    try:
        scene.lesson.draw(rec)
        made = dict(fonts.drawn)
    finally:
        fonts.drawn = None
    out = []
    for d in rec.texts:
        surf = next((s for s, w, p in made.values() if w == d.words and p == d.size), None)
        ink = surf.get_bounding_rect() if surf is not None else pygame.Rect(0, 0, *d.rect.size)
        out.append((d.words, d.size, ink.move(d.rect.topleft).clip(d.rect)))
    return out


def _in_sight(lv) -> pygame.Rect:
    """Where the card's words are read unscrolled: their window and, pinned under it, the
    step's instruction."""
    return lv.view.union(lv.pin) if lv.pin is not None and lv.pin.h else lv.view


def _read_it_all(app, scene) -> set[str]:
    """Every line the card shows, scrolling it to its end with the mouse wheel."""
    seen = {w for w, _, _ in _card_words(scene)}
    box = scene.lesson.box
    for _ in range(60):
        if scene.lesson.scroll >= scene.lesson.overflow:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        frames(app, 2)
        seen |= {w for w, _, _ in _card_words(scene)}
    return seen


def _latest_rows(scene) -> int:
    """The log's latest entry's rows, as the panel wraps it (2 at least: the card's rule)."""
    from luna.client.game.panel import indent_of, log_size
    if not scene.log.lines:
        return 2
    size = log_size(getattr(scene.panel, "_s", 1.0))
    width = scene.panel.log_rect.w - 14 - indent_of(size)
    return max(2, len(fonts.wrap(scene.log.lines[-1][0], size, width)))


def _check_card(app, scene, where: str) -> list[str]:
    bad = []
    box = scene.lesson.box
    if box is None:
        return bad
    window = pygame.Rect(0, 0, *app.size)
    if not window.contains(box):
        bad.append(f"{where}: the card {box} leaves the window")
    if not pygame.Rect(scene.lay.panel).contains(box):     # never over an island, a name
        bad.append(f"{where}: the card {box} leaves the side panel for the board")  # plate
    lit = scene.lesson._plan[3]                 # what the lesson lights: never under it
    for r, tg in scene.board.hits:
        if isinstance(tg, CARDS) and r.colliderect(box):
            bad.append(f"{where}: the card {box} covers {tg} at {r}")
        if tg in lit and r.colliderect(box):
            bad.append(f"{where}: the card {box} covers {tg} at {r}, which it lights")
        if isinstance(tg, LogLine) and r.colliderect(box):
            bad.append(f"{where}: a log line {r} under the card")
    rec = draw_recorded(app)
    panel = pygame.Rect(scene.lay.panel)
    status = [d.rect for d in rec.texts if panel.contains(d.rect)
              and d.rect.bottom <= min((r.top for r, tg in scene.board.hits
                                        if isinstance(tg, Player)), default=0)]
    bad += [f"{where}: the card {box} over the turn line {r}" for r in status
            if r.colliderect(box)]
    told = any(c is not None for c in scene.log.causes)
    log = scene.panel.log_rect          # the log's last lines stay in sight under it,
    latest = _latest_rows(scene)        # where it leaves the latest entry's room (an entry
    if scene.lesson.docked and told and box.bottom + 6 + (latest + 0.2) \
            * scene.panel.log_row_height() < log.bottom:    # shown is shown whole)
        under = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)
                 and r.top >= box.bottom]
        if not under:
            bad.append(f"{where}: no line of the log shows under the card {box}")
    words = _card_words(scene)
    for w, size, ink in words:
        if not box.contains(ink):
            bad.append(f"{where}: {w!r} {ink} runs out of the card {box}")
        if size < fonts.px(LEAST):
            bad.append(f"{where}: {w!r} at {size} px (least {fonts.px(LEAST)})")
    # "Step 9 of 20": each word apart from the next by a clear gap
    kicker = [(w, ink) for w, _, ink in words if ink.top < box.top + fonts.px(30)
              and w in t("tutorial.step", n=scene.table.step_index + 1,
                         total=scene.table.steps_total).split()]
    for (a, ra), (b, rb) in zip(kicker, kicker[1:], strict=False):
        if rb.left - ra.right < max(3, round(fonts.px(LEAST) * 0.2)):
            bad.append(f"{where}: {a!r} and {b!r} run together ({rb.left - ra.right} px)")
    return bad


CONFIGS = [((1024, 700), 100), ((1024, 700), 150), ((1280, 800), 125), ((1280, 800), 150),
           ((1920, 1080), 100), ((1920, 1080), 150)]   # each size, each text size, the
#                                                       tight corners
TIGHT_LINES = 4          # lines of a step's words in sight in the tightest panel at least


@pytest.mark.parametrize("size,text_size", CONFIGS, ids=lambda v: str(v))
def test_every_step_reads_whole_at_every_size(tmp_path, size, text_size):
    """All twenty steps, each as a resumed guided game opens at it, on the real loop at
    normal speed: the card stands in the side panel, never over the board (fresh players
    at 150 %: over the temple and the Herbs island), covers no player's card, no turn
    line and no log line, leaves the log's last lines in sight where it leaves their
    room, keeps every word inside it at 14 px at least (times the text size), the step
    count's words apart, and every line of the lesson can be read (the wheel scrolls what
    the card cannot hold: at 100 % in a window of READ_LINES lines at least, where a
    fresh player read a 3-line scrolling window; else of TIGHT_LINES lines at least)."""
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.text_size = text_size
    app.save_settings()
    bad = []
    try:
        for k, step in enumerate(STEPS):
            open_game(app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            scene = app.scene
            assert isinstance(scene.table, TutorialTable) and scene.table.step.key == step.key
            step = scene.table.step          # as told in this game (lessons.as_told)
            frames(app, 6)
            where = f"{size} {text_size}% step {k + 1} {step.key}"
            bad += _check_card(app, scene, where)
            lv = scene.lesson
            lines = _in_sight(lv).h / line_height(BODY)      # (the instruction's counted)
            if lv.groove is not None and text_size == 100 and lines < READ_LINES - 0.2:
                bad.append(f"{where}: the words scroll in a window of {lines:.1f} lines")
            elif lv.groove is not None and lines < TIGHT_LINES - 0.2:
                bad.append(f"{where}: the words scroll in a window of {lines:.1f} lines")
            do = " ".join(instruction(step).split()[:4]).lower()
            shown = " ".join(w for w, _, ink in _card_words(scene)
                             if _in_sight(lv).contains(ink))
            if do not in shown.lower():          # what to click now, in sight unscrolled
                bad.append(f"{where}: {do!r} out of sight: {shown!r}")
            said = " ".join(_read_it_all(app, scene)).lower()    # (the instruction set
            lesson = [w.strip(":") for w in words(step).lower().split()]         # apart)
            missing = [w for w in lesson if w not in said]
            if missing:
                bad.append(f"{where}: never shown: {' '.join(missing[:8])}")
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(dict.fromkeys(bad))


# (the fresh player's two, the tightest window at the largest text: every size and text
# size is read still, step by step, in test_every_step_reads_whole_at_every_size)
@pytest.mark.long
@pytest.mark.parametrize("size,text_size", [((1024, 700), 150)], ids=lambda v: str(v))
def test_through_the_script_by_clicks_the_card_never_covers_the_players(tmp_path, size,
                                                                          text_size):
    """The fresh player's way (44_game125, 40_game150): Learn to play from the menu, each
    note's Continue and each step's Skip clicked, the computer's moves shown at normal
    speed, to free play; the card checked as it stands, its notes too. While the
    computers' moves play and nothing can be pressed, a frame runs its events and
    updates and is drawn only every 30th or when a new note or step comes (where the card
    is checked; all ~3,000 drawn cost 6 s of CPU more, and the checks read ~100)."""
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.text_size = text_size
    app.save_settings()
    bad, seen = [], set()
    try:
        press_button(app, button_named(app, t("menu.tutorial")))
        scene = app.scene
        for frame in range(6000):
            tb = scene.table
            quiet = (frame % 30 and not tb.may_act and tb.note is None
                     and scene.summary is None and "continue" not in scene.lesson.buttons)
            if quiet:
                _unseen_frame(app)
            else:
                frames(app, 1)
            what = tb.note.key if tb.note is not None else (tb.step.key if tb.step else "free")
            if quiet and what not in seen:
                app.draw()                      # (a new note or step: seen as it stands)
            if scene.lesson.box is not None and (what not in seen or frame % 30 == 0):
                seen.add(what)
                bad += _check_card(app, scene, f"{size} {text_size}% {what}")
            if what == "free" and scene.lesson.box is not None:
                break
            if "continue" in scene.lesson.buttons:
                click(app, scene.lesson.buttons["continue"].center)
            elif "skip" in scene.lesson.buttons and tb.may_act:
                click(app, scene.lesson.buttons["skip"].center)
            elif scene.summary is not None:
                press_button(app, scene.scoring.button)
        assert {"intro", "scoring", "figures", "free"} <= seen and \
            {s.key for s in STEPS} <= seen, sorted(seen)
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(dict.fromkeys(bad))


def _unseen_frame(app, dt: float = 1 / 60) -> None:
    """A frame without its drawing: the events, the fixed-step updates, the widgets'."""
    for event in pygame.event.get():
        app.handle(event)
    app.loop.advance(dt, app.update)
    app.ui.update(dt)


def test_the_cards_words_scroll_by_wheel_and_scroll_bar_and_nothing_else_happens(tmp_path):
    """Where the card cannot hold its words (1024x700 at 150 %: step 9's long lesson), a
    fade and the game's scroll bar say so, TIGHT_LINES lines at least in sight in the
    side panel, what to click pinned under them;
    the wheel over the card scrolls its words (not the log), a click in the bar's groove
    goes there; the step stays as it was."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, at_step(8), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    frames(app, 6)
    scene = app.scene
    lv = scene.lesson
    assert lv.groove is not None and lv.overflow > 0
    assert _in_sight(lv).h >= TIGHT_LINES * line_height(BODY) - 2, "few lines in sight"
    assert pygame.Rect(scene.lay.panel).contains(lv.box), "the card on the board"
    shown = [w for w, _, ink in _card_words(scene) if lv.pin.contains(ink)]
    do = " ".join(instruction(STEPS[8]).split()[:4]).lower()
    assert do in " ".join(shown).lower(), (do, shown)
    log_scroll, n = scene.panel.scroll, len(scene.game.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=lv.box.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 2)
    assert lv.scroll > 0 and scene.panel.scroll == log_scroll
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    frames(app, 2)
    assert lv.scroll == 0
    click(app, (lv.groove.centerx, lv.groove.bottom - 2))     # the bar's foot: the end
    assert lv.scroll == lv.overflow
    said = [w for w, _, ink in _card_words(scene) if lv.view.contains(ink)]
    last = lv._plan[2].lines[-1][0]                     # the card's last line, at the end
    assert said[-1] == last, (last, said)
    assert scene.table.step == STEPS[8] and len(scene.game.log) == n      # nothing played


def test_the_first_step_reads_whole_in_the_smallest_window(tmp_path):
    """The fresh player's way at 1024x700 (100 %): Learn to play from the menu, the
    opening note's Continue, the computer's first move told at normal speed; the first
    step's card shows every one of its lines whole, no scroll bar (it showed them in a
    scrolling window), inside the card and the window."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    press_button(app, button_named(app, t("menu.tutorial")))
    scene = app.scene
    table = scene.table
    for _ in range(3000):
        frames(app, 1)
        if table.note is not None and "continue" in scene.lesson.buttons:
            click(app, scene.lesson.buttons["continue"].center)
        elif table.step_index == 0 and table.may_act and not scene.blocked \
                and not scene.anims and "skip" in scene.lesson.buttons:
            break
    frames(app, 30)
    lv = scene.lesson
    assert table.step == STEPS[0] and lv.box is not None
    assert lv.groove is None and lv.overflow == 0, f"the words scroll in {lv.view}"
    shown = _card_words(scene)
    body = [line for line, *_ in lv._plan[2].lines] + list(lv._plan[2].do)
    said = [w for w, _, ink in shown if _in_sight(lv).contains(ink)]
    assert said == body and len(body) >= 4, (body, said)
    lesson = t(f"tutorial.{STEPS[0].key}").split()        # every word of the step, in sight
    assert " ".join(said).split()[:len(lesson)] == lesson, said
    assert pygame.Rect(0, 0, *app.size).contains(lv.box)


@pytest.fixture(autouse=True)
def _text_size_back():
    yield
    fonts.set_text_size(100)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_notes_after_the_first_round_read_whole(tmp_path, size):
    """The round's scoring and the figures' moves are notes read once, with Continue: a
    fresh player's note "The figures move" stopped mid-sentence in a scrolling window at
    1280x800 while the log's last three lines stood under it. A note reads whole (the
    log's last lines, which it explains, give way), shown as the guided game resumes in
    round 2 on the real loop at normal speed."""
    k = next(k for k in range(len(STEPS)) if at_step(k).snapshot()["round"] >= 2)
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, at_step(k), autosave=False, tutorial={"seen": ["intro"], "tips": True})
    scene = app.scene
    shown = []
    for _ in range(2):
        frames(app, 30)
        note = scene.table.note
        assert note is not None and scene.lesson.box is not None, shown
        lv = scene.lesson
        assert lv.groove is None and lv.overflow == 0, (note.key, lv.view, lv.box)
        shown.append(note.key)
        click(app, lv.buttons["continue"].center)
    assert shown == ["scoring", "figures"], shown


def test_the_card_that_closes_the_script_reads_whole_and_leads_to_free_play(tmp_path):
    """The script's last step played, the computer answers at normal speed; then, at the
    learner's turn, a card says the guided part is done, the standing (a fresh player
    ended it far behind an Adept: now the Beginner, the learner ahead) and what to do
    next, whole in the smallest window; its button leads to free play with a tip."""
    from guided_steps import script

    from luna.client.learn.lessons import tutorial_game
    game = tutorial_game()
    for cmd in script():
        game.apply(cmd)
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    open_game(app, game, autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    scene = app.scene
    for _ in range(40):                                    # the computer's reply, seen
        frames(app, 15)
        if scene.table.note is not None and scene.lesson.box is not None:
            break
    note = scene.table.note
    assert note is not None and note.key == "done", note
    lv = scene.lesson
    assert lv.groove is None and lv.overflow == 0, (lv.view, lv.box)
    mine, theirs = scene.snap["influence"]
    assert mine >= theirs and f"{mine} to {theirs}" in note.body, (mine, theirs)
    click(app, lv.buttons["continue"].center)
    frames(app, 5)
    assert scene.table.note is None and scene.table.step is None
    assert "tips" in scene.lesson.buttons                 # free play, its tips on


def test_a_tight_panel_keeps_the_latest_move_under_the_card(tmp_path):
    """Fresh players in the smallest window at 150 % (German): the step's card took the
    log's whole place, the computer's move seen nowhere (the log told it; the card no
    longer says it again), while the card itself scrolled. Its words still scroll there,
    at least READ_LEAST lines of them in sight, and under it the log's latest entry stands
    whole, inside the panel over its buttons; nothing of the card under the players'
    cards. On the real loop at normal speed."""
    from luna.client.learn.lesson_view import READ_LEAST
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
    app.settings.language = "de"
    app.settings.text_size = 150
    app.save_settings()
    open_game(app, at_step(0), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
    frames(app, 20)
    scene, lv = app.scene, app.scene.lesson
    assert lv.box is not None and _in_sight(lv).h >= READ_LEAST * line_height(BODY) - 2, \
        (lv.box, lv.view)
    cards = [r for r, tg in scene.board.hits if isinstance(tg, Player)]
    assert max(c.bottom for c in cards) <= lv.box.top
    latest = len(scene.log.lines) - 1
    box = next((pygame.Rect(r) for r, tg in scene.board.hits if tg == LogLine(latest)), None)
    assert box is not None and box.top > lv.box.bottom and box.bottom <= scene.lay.buttons_top
    words = [d.words for d in draw_recorded(app).texts if box.contains(d.rect)]
    assert " ".join(words).split() == scene.log.lines[latest][0].split(), words
