"""A refusal's toast, an island's hover text and the guided game's card never stand over
each other (fresh players: "Not allowed …" over the Shrine island's text and over the
card's Skip button; an island's text over the card). The newer of a toast and a hover
text wins; a hover text come after the toast, the toast stands apart from it. One
floating text over the board at a time (F852): a planned move's words and a first-use
tip before the hover text, none while a piece is dragged. Played on the real loop at
normal speed, a person's pointer and clicks."""

import pygame
import pytest
from guided_steps import NOTES, at_step

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, frames_until, make_app, target_rect
from luna.client.opening import open_game
from luna.client.window import fonts


def _point(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 12)


def _apart(app, scene, where: str) -> list[str]:
    bad = []
    tip, card = scene.tip_rect, scene.lesson.box
    for box in app.toast_rects:
        if tip is not None and box.colliderect(tip):
            bad.append(f"{where}: the toast {box} over the hover text {tip}")
        if card is not None and box.colliderect(card):
            bad.append(f"{where}: the toast {box} over the guided card {card}")
        if box.colliderect(scene.lay.panel):
            bad.append(f"{where}: the toast {box} over the side panel")
    if tip is not None and card is not None and tip.colliderect(card):
        bad.append(f"{where}: the hover text {tip} over the guided card {card}")
    return bad


@pytest.mark.long
@pytest.mark.parametrize("size,text_size", [((1024, 700), 150), ((1280, 800), 150),
                                            ((1920, 1080), 100)], ids=str)
def test_a_refusal_a_hover_text_and_the_card_stand_apart(tmp_path, size, text_size):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.text_size = text_size
    app.save_settings()
    try:
        open_game(app, at_step(0), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
        frames(app, 30)
        scene = app.scene
        bad, refused = [], 0
        islands = [Island(i) for i in range(len(scene.snap["islands"]))]
        for isl in islands:                      # each island's text beside the card
            _point(app, target_rect(scene, isl).center)
            bad += _apart(app, scene, f"{size} pointing at {isl}")
        for isl in islands:
            if isl in scene.clickable:
                continue
            at = target_rect(scene, isl).center
            _point(app, at)
            assert scene.tip_rect is not None, f"no hover text on {isl}"
            click(app, at)                       # refused: "Not allowed …"
            frames(app, 20)
            if not app.toasts:
                continue
            refused += 1
            bad += _apart(app, scene, f"{size} {isl} refused")
            other = next(o for o in islands if o != isl and o not in scene.clickable)
            _point(app, target_rect(scene, other).center)   # the next island's text,
            assert scene.tip_rect is not None and app.toasts    # the toast still there
            bad += _apart(app, scene, f"{size} {isl} refused, then pointing at {other}")
            if app.toasts:                       # its time out (3.5 s): it goes
                frames_until(app, lambda: not app.toasts, 240)
            assert not app.toasts
            if refused == 3:                     # three refusals make the point
                break
        assert refused >= 2, "no island's click was refused"
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def test_a_toast_stands_clear_of_the_rounds_scoring_card(tmp_path):
    """F345: H during a round's scoring at 1024x700 in German: the toast "Der Tipp kommt
    nach dem Zug von Blau." covered the card's foot ("…Karte: weiter"). A toast stands
    clear of the round's card and its buttons while the card stands; the Hint's note is
    not said over the card at all (F714)."""
    from human import LOOK, Person
    from test_scoring_summary import before_a_round_end, open_at

    from luna.engine import replay
    from luna.text import i18n, t
    p = Person(tmp_path, size=(1024, 700), language="de")
    try:
        for seed in range(4, 60):           # the person's Meditation ends the round, the
            game, cmd = before_a_round_end(["human", "random"], seed=seed, by=0)  # computer
            after = replay(game.header, game.log)                     # moves next
            after.apply(cmd)
            if after.to_move == 1:
                break
        open_at(p, game)
        scene = p.scene
        p.until(lambda: scene.table.may_act and not scene.blocked, what="the person's turn")
        p.click(scene.buttons["act"].rect.center)            # Meditate: the round ends
        p.until(lambda: p.scoring_shown, what="the round's card")
        p.wait(LOOK)
        p.key(pygame.K_h, unicode="h")                       # the Hint: after Blue's move
        said = t("hint.after_move", who=scene.snap["names"][1])
        p.wait(0.3)
        assert said not in p.app.toast_words(), p.app.toast_words()
        p.app.toast(t("keys.none_that_way"))                 # a toast while it stands
        p.wait(0.3)
        card = scene.round_end.card_rects()
        assert card and p.app.toast_rects, (card, p.app.toast_rects)
        over = [(box, r) for box in p.app.toast_rects for r in card if box.colliderect(r)]
        assert not over, f"the toast over the round's card: {over}"
        assert pygame.Rect((0, 0), p.app.size).contains(p.app.toast_rects[0])
    finally:
        p.close()
        i18n.set_language("en")


def test_a_long_toast_over_the_pause_menu_wraps_inside_the_window(tmp_path):
    """A toast over another screen is never wider than the window: the first Travel tip
    over the pause menu at 1024x700 in German stood as one line cut at both edges
    (F427); its words wrap and its box stands inside the window."""
    app = make_app(tmp_path, size=(1024, 700), language="de", speed="normal")
    words = ("Tipp: Dieser eine Zug kann Novizen von mehreren Orten auf mehrere Inseln "
             "bringen; gespielt wird erst, wenn du Bestätigen drückst. Wie es geht, steht "
             "über Bestätigen.")
    app.toast(words, 10.0)
    frames(app, 30)
    window = app.screen.get_rect()
    assert app.toast_rects and all(window.contains(r) for r in app.toast_rects), \
        (app.toast_rects, window)


def _floating(person) -> list:
    """The texts floating over the window this frame: the toasts drawn, the hover text."""
    tip = person.scene.tip_rect
    return list(person.app.toast_rects) + ([tip] if tip is not None else [])


def one_text_floats(p) -> None:
    """A Travel planned by a drop, its count and its first-use tip said: pointing at the
    islands, at most one text floats, the move's words first; a drag while they stand:
    none; the words gone, the island's hover text stands. `p`: a Person, no game open."""
    from positions import blank, isl, novices, play
    from test_scoring_summary import open_at

    from luna.client.board.targets import Group
    s = blank(players=2)
    tides, herbs, book = isl(s, "tides"), isl(s, "herbs"), isl(s, "book")
    novices(s, tides, 0, active=3)
    novices(s, book, 0, active=1)
    open_at(p, play(s))
    scene, held = p.scene, []
    p.drag(target_rect(scene, Group(tides, 0, "active")).center,
           target_rect(scene, Island(herbs)).center, held=lambda: held.append(_floating(p)))
    assert scene.builder is not None and p.app.toasts, "no Travel planned, nothing said"
    for isl_ in (herbs, tides, herbs):          # the island planned for, and another
        p.point(target_rect(scene, Island(isl_)).center)
        assert len(_floating(p)) <= 1, (isl_, _floating(p), p.app.toast_words())
    assert p.app.toast_rects and scene.tip_rect is None    # the move's words first
    p.drag(target_rect(scene, Group(book, 0, "active")).center,     # its words still
           target_rect(scene, Island(herbs)).center,             # standing
           held=lambda: held.append(_floating(p)))
    assert held == [[], []], held               # nothing floats during a drag
    p.until(lambda: not p.app.toasts, what="the planned move's words gone")
    p.point(target_rect(scene, Island(tides)).center)
    assert scene.tip_rect is not None and not p.app.toast_rects


def test_one_floating_text_over_the_board_at_a_time(tmp_path):
    """F852: a Travel planned, its count and its first-use tip, the island's hover text
    and the temple's piled up over the island planned for; a hover text came up during a
    drag. At most one text floats over the board, the planned move's words before the
    hover text, and none while a piece is dragged (the sweep: test_sweep_moves.py
    one-text-floats)."""
    from human import Person
    p = Person(tmp_path, size=(1280, 800), menu=False)
    try:
        one_text_floats(p)
    finally:
        p.close()


@pytest.mark.parametrize("size", [(1024, 700), (1536, 864)], ids=str)
def test_a_note_stands_off_the_lit_places_and_the_scoring_plates(tmp_path, size):
    """F951: the markers-left note covered the Book island's name and its scoring plate
    (the plate's words cut). Every note over the board (a markers-left note, a round's
    end, a refusal), not a first-use tip only (F890), covers none of the places lit for
    a click nor any plate of the coming scoring."""
    from human import Person
    from positions import random_moves
    from test_first_sights import lit_places, tip_box

    from luna.client.game.first_sights import KEYS
    from luna.text import t
    p = Person(tmp_path, size=size, menu=False)
    p.app.settings.tips_said = list(KEYS)
    try:
        open_game(p.app, random_moves(3, 1, 30), autosave=False)   # a board well on
        scene = p.scene
        p.until(lambda: not scene.blocked, what="the board")
        p.wait(0.5)
        seen = 0
        for words in (t("scoring.last_turn", left=2, round=scene.snap["round"]),
                      t("handover.undone")):
            p.app.toast(words, 6.0)
            p.wait(0.5)
            box = tip_box(p, words)
            assert box is not None, p.app.toast_words()
            lit = lit_places(scene)
            plates = [r for r, _ in scene.board.stakes.values()]
            assert lit and plates, (lit, plates)
            assert box.collidelist(lit) < 0, (words, box, [r for r in lit if box.colliderect(r)])
            assert box.collidelist(plates) < 0, (words, box, plates)
            seen += 1
            p.app.drop_toast(words)
        assert seen == 2
    finally:
        p.close()
