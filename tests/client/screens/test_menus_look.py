"""The menus' screens as a fresh player meets them (issue 21): New game's seats,
Continue's words, the results' Play again, and the panel and dialogs grown with a large
window. Driven through the app's own frame path at normal speed, as a person would."""

from __future__ import annotations

import pytest
from human import Person

from luna.ai.levels import RATINGS
from luna.profiles import Profile, Rating, save
from luna.text import i18n, t


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path, size=(1280, 800))
    yield p
    p.close()


def _seat_kinds(dialog) -> list[str]:
    """Each seat's kind, as its list's chosen words say it."""
    words = {w: k for k, w in ((k, dialog.kind_word(k)) for k in dialog.kind_words.values())}
    return [words[kind.selected_option[0]] for _, _, kind in dialog.rows]


def test_a_new_game_puts_computers_at_the_suggested_level_beside_one_person(person):
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    dialog = person.scene
    # seat 1 is the person; the others are computers at the level Yellow's rating suggests
    assert _seat_kinds(dialog) == ["human", "sage", "sage"]
    person.press("4")
    assert _seat_kinds(person.scene) == ["human"] + ["sage"] * 3
    person.choose(person.scene.rows[1][2], person.scene.kind_word("human"))   # a second person
    person.press("2")
    assert _seat_kinds(person.scene) == ["human"] * 2
    person.press(t("new.start"))
    person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
    assert [s.is_human for s in person.scene.table.seats] == [True, True]


def test_a_newcomer_meets_the_level_a_new_profile_suggests(person):
    """F1052: the first game's level suggested read as given without a reason (the
    hover of "Use this level" said it, and that button stands only where a seat is at
    another level): a line under the suggestion says why, seen without hovering; one
    with a rating says none (its own line says it)."""
    from luna.profiles.suggestion import FIRST
    person.press(t("menu.new"))
    level = FIRST
    dialog = person.scene
    assert _seat_kinds(dialog) == ["human", level, level]
    why = t("profile.match.first.why")
    assert why in person.texts() and dialog.why.visible, person.texts()
    assert dialog.why.rect.top >= dialog.match.rect.bottom - 2, (dialog.why.rect,
                                                                dialog.match.rect)
    person.press(t("new.back"))
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    assert why not in person.texts(), person.texts()


def test_continue_says_which_game_it_resumes(tmp_path):
    from luna.engine import new_game
    from luna.saves import autosave_path
    from luna.saves import save as save_game
    game = new_game(players=2, seed=3, seats=[{"kind": "human"}, {"kind": "adept", "seed": 4}])
    save_game(game, autosave_path(tmp_path))
    person = Person(tmp_path, size=(1024, 700))
    try:
        words = t("menu.continue_vs", who=t("level.adept"), round=1, count=1)
        assert t("menu.continue") in person.usable()
        button = person.button(t("menu.continue"))
        assert button.tool_tip_text == words                           # said on hover
        person.press(t("menu.continue"))
        person.settle()
        assert person.scene.game.log[:len(game.log)] == game.log
    finally:
        person.close()


def test_play_again_deals_a_new_game_for_the_same_seats(tmp_path):
    from positions import random_moves

    from luna.client.opening import open_game
    from luna.client.screens.results import ResultsScene
    from luna.engine import replay
    finished = random_moves(3, 4)
    h = dict(finished.header, names=["Ann", "Bo", "Cy"],
             seats=[{"kind": "human"}, {"kind": "adept", "seed": 7},
                    {"kind": "novice", "seed": 8}])
    game = replay(h, finished.log)             # the same game, a person and two computers
    person = Person(tmp_path, size=(1024, 700), menu=False)
    try:
        open_game(person.app, game, autosave=False)
        person.until(lambda: isinstance(person.scene, ResultsScene), seconds=60,
                     what="the results")
        person.wait(1.5)
        again, main = person.button(t("results.again")), person.button(t("menu.main"))
        assert again.rect.right <= main.rect.left and again.rect.y == main.rect.y
        assert person.app.screen.get_rect().contains(main.rect)
        person.press(t("results.again"))
        person.until(lambda: hasattr(person.scene, "table"), what="the new game")
        fresh = person.scene.game
        assert fresh is not game and not fresh.is_over
        assert fresh.header["names"] == ["Ann", "Bo", "Cy"]
        assert fresh.header["colours"] == h["colours"]
        assert [s["kind"] for s in fresh.header["seats"]] == ["human", "adept", "novice"]
        assert fresh.header["seed"] != h["seed"] or fresh.header["seats"] != \
            game.header["seats"]
    finally:
        person.close()


def _seen_at(tmp_path, size):
    """What a person sees at `size`: the New game card and its Start button's words, then
    the game screen's panel (its width and the player's name as drawn)."""
    from luna.client.window import fonts
    person = Person(tmp_path / f"{size[0]}", size=size)
    try:
        person.press(t("menu.new"))
        dialog = person.scene
        card, start = dialog.card, person.button(t("new.start"))
        seen = {"card": card.size, "start": start.rect.size,
                "start_words": start.font.size(t("new.start"))[1]}
        assert person.app.screen.get_rect().contains(card)
        dialog.seed = 3
        person.press(t("new.start"))
        person.until(lambda: hasattr(person.scene, "table"), what="the game screen")
        fonts.drawn = {}
        try:
            person.wait(0.2)
            name = person.scene.snap["names"][0]
            seen["name_px"] = max(p for _, words, p in fonts.drawn.values() if words == name)
        finally:
            fonts.drawn = None
        seen["panel"] = person.scene.lay.panel[2]
        seen["undo"] = person.scene.buttons["undo"].rect.h
        assert person.scene.buttons["undo"].rect.bottom <= size[1]
        return seen
    finally:
        person.close()


def test_a_large_window_grows_the_dialogs_and_the_panel_with_the_board(tmp_path):
    mid, large = (_seen_at(tmp_path, s) for s in ((1280, 800), (1920, 1080)))
    assert large["card"][0] >= mid["card"][0] * 1.3 and large["card"][1] >= mid["card"][1] * 1.3
    assert large["start_words"] >= mid["start_words"] * 1.25
    assert large["start"][1] >= mid["start"][1] * 1.3
    assert large["name_px"] >= mid["name_px"] * 1.25
    assert large["panel"] >= mid["panel"] * 1.3 and large["undo"] >= mid["undo"] * 1.25


@pytest.mark.parametrize("lang", ["de", "fr"])          # the longest words
def test_the_dialogs_answer_in_the_menus_face_on_banded_rows(tmp_path, lang):
    """New game, Solo, Settings and Load as the main menu and the results look: their
    answers in the menu's face (the confirming one green), each as wide as its words,
    none over another, inside the card; their rows on bands. At the smallest window."""
    person = Person(tmp_path, size=(1024, 700), language=lang)
    try:
        for name in ("new_game", "solo", "settings", "load"):
            person.app.open(name)
            person.wait(0.1)
            dialog = person.scene
            answers = [e for e in dialog.elements if getattr(e, "object_ids", None) and
                       e.object_ids[-1] in ("#menu_button", "#menu_confirm")]
            assert answers, name
            for k, b in enumerate(answers):
                assert dialog.card.contains(b.rect), (name, b.text)
                assert b.font.size(b.text)[0] + 8 <= b.rect.w, (name, b.text)
                assert not any(b.rect.colliderect(o.rect) for o in answers[k + 1:])
            go = [b for b in answers if b.object_ids[-1] == "#menu_confirm" and b.is_enabled]
            for b in go:                                  # green, as Start always was
                r, g, _ = person.app.screen.get_at((b.rect.x + 6, b.rect.centery))[:3]
                assert g > r + 20, (name, b.text)
            if name != "load":             # a band, or a seat's card (New game, Solo)
                band = dialog.band_rect(*dialog.bands[0]) if dialog.bands else \
                    dialog.at(*dialog.cards[0][1]).inflate(-12, 0)
                inside = person.app.screen.get_at((band.x + 2, band.centery))[:3]
                ground = person.app.screen.get_at((dialog.card.x + 6, band.centery))[:3]
                assert sum(inside) > sum(ground), name           # the band is lighter
            person.app.pop()
            person.wait(0.05)
    finally:
        person.close()


def test_a_window_made_larger_grows_its_text_at_once(tmp_path):
    """Dragging the window from 1280x800 to 1920x1080 grows the menu's words as the
    window's size says (and back), without leaving the screen."""
    import pygame

    from luna.client.window import fonts
    person = Person(tmp_path, size=(1280, 800))
    try:
        def resize(size):
            pygame.display.set_mode(size, pygame.RESIZABLE)      # what the window manager did
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                                 size=size))
            person.wait(0.1)
        small = person.button(t("menu.new")).rect
        resize((1920, 1080))
        large = person.button(t("menu.new")).rect
        assert fonts.window == 1.35 and large.h >= small.h * 1.3 and large.w >= small.w * 1.3
        assert pygame.Rect(0, 0, 1920, 1080).contains(person.button(t("menu.quit")).rect)
        resize((1280, 800))
        assert fonts.window == 1.0 and person.button(t("menu.new")).rect == small
    finally:
        person.close()


def _counts(person) -> dict:
    return {b.text: b.rect.copy() for b in person.buttons() if b.text in ("2", "3", "4")}


def test_the_new_game_card_keeps_its_size_and_start_as_its_seats_come_and_go(tmp_path):
    """Round 7: choosing the number of players re-centred the whole card, its rows jumping
    under the pointer; then the card kept its top but shrank from three seats to two, and
    Start jumped from y 603 to 521 under a player's click (F381). Clicked through the
    frame path at the smallest and a large window, each frame looked at: the card, the
    count's buttons (the one under the pointer too), the one-figure option and Start stay
    where they were whatever the count."""
    for size in ((1024, 700), (1920, 1080)):
        person = Person(tmp_path / f"{size[0]}", size=size)
        try:
            person.press(t("menu.new"))
            dialog = person.scene
            start, figure = dialog.start.rect.copy(), dialog.figure_btn.rect.copy()
            for n in ("4", "2", "3"):
                before = _counts(person)
                card, rows = dialog.card, len(dialog.rows)
                person.click(before[n].center)
                for _ in range(6):                   # a tenth of a second, each frame
                    person.wait(1 / 60)
                    assert dialog.start.rect == start and dialog.start.visible, \
                        f"{size}, {n} players: Start moved from {start} to {dialog.start.rect}"
                    assert dialog.figure_btn.rect == figure, (size, n)
                    assert dialog.card == card, \
                        f"{size}: the card moved from {card} to {dialog.card}"
                assert len(dialog.rows) == int(n) != rows
                after = _counts(person)
                assert after == before, f"{size}: the count's buttons moved {before} {after}"
                assert after[n].collidepoint(before[n].center)
                assert person.app.screen.get_rect().contains(dialog.card)
        finally:
            person.close()


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_one_figure_options_hover_names_its_figures(code):
    """The New game dialog comes before the board: its option of one figure an island
    names the three figures it speaks of (F452: "the three figures", never shown yet)."""
    i18n.set_language(code)
    words = t("rule.figures").lower()
    for figure in ("priestess", "apostate", "architect"):
        assert t(f"figure.{figure}").lower() in words, (code, figure, words)
