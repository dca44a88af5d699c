"""At human pace (the real loop, frame by frame, normal animation speed): the lesson on
the results screen and its click into the replay, the Profile screen with its rating
chart, a damaged profile said in one sentence, and the new-game dialog's suggestion."""

from __future__ import annotations

import pygame
import pytest
from human import LOOK, Person
from layout_check import draw_recorded
from test_human_rules_book import press_key, type_words

from luna.ai import make_bot
from luna.ai.lessons import lessons
from luna.ai.levels import RATINGS
from luna.ai.match import play
from luna.client.after_game import after_game
from luna.client.widgets import rating_chart
from luna.engine import new_game, replay
from luna.profiles import Profile, Rating, kept_any, load, record_game, save
from luna.profiles.profile import Played
from luna.profiles.store import path_for
from luna.profiles.suggestion import FIRST
from luna.text import t
from luna.text.i18n import decimal
from luna.text.lesson_text import lesson_text
from luna.text.profile_text import day_text


@pytest.fixture
def person(tmp_path):
    p = Person(tmp_path)
    yield p
    p.close()


def _against_the_adept():
    """Ada (played here by a Novice) loses to an Adept: there is a lesson to draw."""
    g = new_game(players=2, seed=3, setup="random", names=["Ada", "Bo"],
                 seats=[{"kind": "human"}, {"kind": "adept", "seed": 3}])
    play(g, [make_bot("novice", 7), make_bot("adept", 8)])
    return g


def _seen(person) -> list:
    """Every text drawn in one frame of the window, with where it landed."""
    return draw_recorded(person.app).texts


def test_the_lesson_is_on_the_results_screen_and_the_profile_counts_the_game_once(person):
    game = _against_the_adept()
    lesson = lessons(game.header, game.log, [0])[0]
    assert lesson is not None
    person.app.open("results", game)
    person.until(person.scene.lessons_ready, seconds=90.0, wall=90.0, what="the lesson")
    person.wait(LOOK)
    words = f"Ada: {lesson_text(lesson)}"
    seen = [d for d in _seen(person) if words.startswith(d.words.rstrip(" …"))]
    assert seen, "the lesson is not drawn"
    top_button = min(b.rect.top for b in person.buttons())
    assert all(d.rect.bottom <= top_button for d in seen)
    # (its costliest moves and their click into the replay: test_costliest_moves.py)
    person.app.open("replay", game)
    person.wait(LOOK)
    person.press(t("new.back"))
    assert type(person.scene).__name__ == "ResultsScene"
    profile = load(person.app.save_dir, "Ada").profile        # counted once, both times
    assert len(profile.games) == 1 and profile.games[0].levels == ("adept",)
    assert profile.rating.value != Profile("Ada").rating.value


def test_a_damaged_profile_is_set_aside_and_said_in_one_sentence(person):
    path = path_for(person.app.save_dir, "Ada")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00{not a profile")
    person.app.open("results", _against_the_adept())
    person.wait(LOOK)
    sentence = t("profile.damaged", who="Ada", file=path.name + ".damaged")
    assert sentence in " ".join(d.words for d in _seen(person))    # wrapped, said whole
    assert path.with_name(path.name + ".damaged").read_bytes() == b"\x00{not a profile"
    assert len(load(person.app.save_dir, "Ada").profile.games) == 1


def test_a_game_counts_once_and_a_guided_game_not_at_all(tmp_path):
    game = _against_the_adept()
    guided = after_game(game, [0], tmp_path, rated=False)
    assert not guided.recorded and not (tmp_path / "profiles").exists()
    assert not kept_any(tmp_path)                   # nor the database
    assert after_game(game, [0], tmp_path).recorded == ["Ada"]
    assert after_game(game, [0], tmp_path).recorded == []
    assert len(load(tmp_path, "Ada").profile.games) == 1


def _ada_with_games(folder) -> Profile:
    p = Profile("Ada")
    for k, (level, won) in enumerate([("acolyte", True), ("priest", True),
                                      ("adept", False), ("priest", True)]):
        g = new_game(players=2, seed=k, names=["Ada", "Bo"],
                     seats=[{"kind": "human"}, {"kind": level, "seed": 1}])
        final = {"scores": [70, 60] if won else [55, 72], "winner": 0 if won else 1}
        record_game(p, g.header, [], final, 0, f"2025-05-0{k + 1}")
    save(folder, p)
    save(folder, Profile("Bo"))
    return p


def test_the_profile_screen_shows_the_figures_and_the_rating_chart(person):
    ada = _ada_with_games(person.app.save_dir)
    person.press(t("menu.profile"))
    scene = person.scene
    assert scene.shown.name == "Ada"
    words = [d.words for d in _seen(person)]
    said = " ".join(words)                  # (a long line wrapped in its column)
    for line in (t("profile.games", count=4), t("profile.mean", score=decimal(66.25)),
                 t("profile.wins_row", level=t("level.priest"),
                                                  won=2, played=2),
                 t("profile.best_vs", score=70, other=60, level=t("level.priest"),
                   day=day_text("2025-05-04"))):
        assert line in said, line
    # the chart: the rating after each game where the chart puts it
    rect = scene.chart_rect()
    history = ada.history()
    low, high = rating_chart.span(history, RATINGS)
    screen = person.app.screen
    for x, y in rating_chart.points(rect, history, low, high):
        assert screen.get_at((x, y))[:3] == rating_chart.LINE
    assert history[-1] > history[0]                         # three wins of four
    person.choose(scene.names, "Bo")
    assert scene.shown.name == "Bo"
    assert t("profile.chart_empty") in " ".join(d.words for d in _seen(person))
    person.press(t("new.back"))
    assert t("menu.profile") in person.usable()


def test_the_new_game_dialog_suggests_the_level_nearest_the_rating(person):
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    assert t("profile.match", who="Yellow", level=t("level.sage")) in person.texts()
    dialog = person.scene
    assert dialog.kinds[:3] == ["human", "sage", "sage"]   # the computers at it already
    assert t("profile.use") not in person.usable()          # so nothing to "Play it"
    person.choose(dialog.rows[1][2], dialog.kind_word("human"))     # a second person at this screen
    person.choose(dialog.rows[2][2], dialog.kind_word("adept"))     # and another level
    person.press(t("profile.use"))                        # the one computer at the level
    dialog = person.scene
    assert dialog.kinds[:3] == ["human", "human", "sage"]
    assert person.scene.rows[2][2].selected_option[0] == dialog.kind_word("sage")
    name = dialog.rows[0][0]
    person.click(name.rect.center)
    for _ in "Yellow":
        press_key(person, pygame.K_BACKSPACE)
    type_words(person, "Zoe")
    newcomer = FIRST                                     # a name without a profile yet:
    assert t("profile.match.first", who="Zoe",           # the first game's level, a
             level=t(f"level.{newcomer}")) in person.texts()      # contest with the Hint
    # F854: "Zoe: Initiate, or Acolyte with the Hint" read as cryptic before a first
    # game: the line says the level is the one suggested for it, in plain words
    # (the next level up with the Hint left out: in the line's room, beside the
    # option's hover text, the two read as a riddle)
    assert f"Zoe: {t(f'level.{newcomer}')} suggested to begin with" in person.texts()
    # its button's hover claims no rating yet: the level is the first game's
    assert person.button(t("profile.use")).tool_tip_text == t(
        "profile.use.tip.first", who="Zoe", level=t(f"level.{FIRST}"))


def test_no_level_is_suggested_where_no_computer_plays(person):
    """Every seat a person's: no computer to set a level for, so no level is suggested
    (nor a button that would seat one); a computer seat again: the suggestion is back."""
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    dialog = person.scene
    person.press("2")
    for p in range(1, dialog.players):
        person.choose(dialog.rows[p][2], dialog.kind_word("human"))
    assert dialog.kinds[:dialog.players] == ["human"] * dialog.players
    said = t("profile.match", who="Yellow", level=t("level.sage"))
    assert said not in person.texts() and dialog.match.text == ""
    assert t("profile.use") not in person.usable() | person.greyed()
    person.choose(dialog.rows[1][2], dialog.kind_word("adept"))
    assert said in person.texts() and t("profile.use") in person.usable()


def test_the_best_game_names_a_level_only_where_the_other_score_is_its():
    """A fresh player read "Best game: 79 to 57 against the Acolyte": 57 was the
    Initiate's, the Acolyte had 55. At a table of two computers the line names no level;
    against one computer it names that one's."""
    from luna.client.screens.profile import best_line
    from luna.profiles.profile import Played
    three = Profile("Ada", games=[Played("a", "2026-11-25", 3, 79, 57, True,
                                         ("initiate", "acolyte"), 1500.0, 200.0)])
    assert best_line(three) == t("profile.best", score=79, other=57,
                                 day=day_text("2026-11-25"))
    two = Profile("Ada", games=[Played("b", "2026-11-25", 2, 79, 57, True, ("acolyte",),
                                       1500.0, 200.0)])
    assert best_line(two) == t("profile.best_vs", score=79, other=57,
                               level=t("level.acolyte"), day=day_text("2026-11-25"))


def test_a_profile_without_a_win_calls_its_highest_score_no_best_game():
    """A fresh player read "Best game: 55 to 70" over a lost game as a contradiction:
    with no win yet the line names the highest score, and says no win stands yet."""
    from luna.client.screens.profile import best_line
    from luna.profiles.profile import Played
    lost = Profile("Ada", games=[Played("a", "2026-11-25", 2, 55, 70, False, ("adept",),
                                        1500.0, 200.0),
                                 Played("b", "2026-11-26", 2, 61, 64, False, ("adept",),
                                        1500.0, 200.0)])
    assert best_line(lost) == t("profile.top", score=61, other=64,
                                day=day_text("2026-11-26"))
    assert best_line(lost) != t("profile.best", score=61, other=64,
                                day=day_text("2026-11-26"))


def _won_against_the_acolyte():
    """Yellow (played here by an Adept) beats an Acolyte."""
    g = new_game(players=2, seed=1, setup="random", names=["Yellow", "Bo"],
                 seats=[{"kind": "human"}, {"kind": "acolyte", "seed": 1}])
    play(g, [make_bot("adept", 1), make_bot("acolyte", 2)])
    assert g.state.final["winner"] == 0
    return g


@pytest.mark.parametrize("led", [True, False])
def test_a_win_the_hint_led_suggests_the_level_above_and_says_why(person, led):
    """F124: a win played mostly with the Hint (the results lesson's one condition,
    ai/lessons.py `hint_led`) keeps the rating from rising: it is the Hint's strength.
    F713: the level a newcomer was suggested was then no contest: such a win suggests the
    level above the one beaten, and the dialog says why ("won by 11 with the Hint's
    help"), on its one line whole; a win of one's own that raised it says its margin."""
    start = Rating(RATINGS["initiate"] + 25, 100)     # nearer the Initiate; a win more:
    before = Played("a1", "2026-11-20", 2, 60, 58, True, ("initiate",), start.value,
                    start.deviation)                  # (a rating its games gave it)
    save(person.app.save_dir, Profile("Yellow", start, [before]))     # the Acolyte
    game = _won_against_the_acolyte()
    seen, shown = replay(game.header, []), {}
    for k, cmd in enumerate(game.log):       # the Hint shown at each of Yellow's actions
        if seen.state.phase == "actions" and seen.to_move == 0:     # and played
            shown[k] = cmd
        seen.apply(cmd)
    person.app.worker_process = False
    person.app.open("results", game, persons=[0], iterations=1, hinted=shown if led else {})
    assert person.scene.lesson.hinted == (frozenset({0}) if led else frozenset())
    person.wait(LOOK)
    rating = load(person.app.save_dir, "Yellow").profile.rating.value
    assert (rating <= start.value) if led else (rating > start.value), rating
    person.app.goto("menu")
    person.wait(LOOK)
    person.press(t("menu.new"))
    level = "disciple" if led else "acolyte"               # above the Acolyte beaten
    scores = game.state.final["scores"]
    key = "profile.match.hint_won" if led else "profile.match.won"
    assert t(key, who="Yellow", level=t(f"level.{level}"),
             points=scores[0] - scores[1]) in person.texts()
    match = person.scene.match
    font = match.ui_theme.get_font(match.combined_element_ids)
    assert font.size(match.text)[0] <= match.rect.w, (match.text, match.rect)   # whole


def test_a_suggestion_says_the_loss_and_the_table_size_it_comes_from(person):
    """F806: after a 3-player game lost 61 to 71 against Acolytes, the 2-player New game
    suggested a lower level saying not why: it names the loss and its table size; a
    suggestion for a table size no rated game was played at says so, and not at one."""
    rating = RATINGS["pilgrim"] + 10
    lost = Played("a1", "2026-11-28", 3, 61, 71, False, ("acolyte", "acolyte"), rating, 80)
    save(person.app.save_dir, Profile("Yellow", Rating(rating, 80), [lost]))
    person.press(t("menu.new"))
    dialog = person.scene
    person.press("2")
    said = t("profile.match.lost", who="Yellow", level=t("level.pilgrim"), points=10,
             players=3)
    assert said in person.texts() and dialog.kinds[1] == "pilgrim"
    match = person.scene.match
    font = match.ui_theme.get_font(match.combined_element_ids)
    assert font.size(match.text)[0] <= match.rect.w, (match.text, match.rect)   # whole
    won = Played("a2", "2026-11-28", 3, 72, 70, True, ("pilgrim", "pilgrim"), rating + 5, 80)
    save(person.app.save_dir, Profile("Yellow", Rating(rating + 5, 80), [lost, won]))
    person.choose(dialog.rows[1][2], dialog.kind_word("adept"))     # read again
    plain = t("profile.match", who="Yellow", level=t("level.pilgrim"))
    assert t("profile.match.size", who="Yellow", level=t("level.pilgrim"),
             players=2) in person.texts()
    match = person.scene.match
    assert font.size(match.text)[0] <= match.rect.w, (match.text, match.rect)
    person.press("3")
    assert plain in person.texts()                    # games at 3 played: nothing to add


def test_a_default_named_seat_is_suggested_from_its_colours_profile_in_german(tmp_path):
    """The first seat's default name in German ("Gelb") is the person the profiles keep
    under the colour's id: the level suggested is theirs, not a newcomer's."""
    save(tmp_path, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person = Person(tmp_path, language="de")
    try:
        person.press(t("menu.new"))
        assert t("profile.match", who="Gelb", level=t("level.sage")) in person.texts()
    finally:
        person.close()


def test_the_levels_chosen_stay_for_the_next_new_game_the_suggestion_beside(person):
    """The computers' levels of the last new game stand in the next one (kept in the
    settings), however the profile's suggestion goes; it says its own level beside them
    and "Use this level" puts it in."""
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    dialog = person.scene
    for p in range(1, dialog.players):
        person.choose(dialog.rows[p][2], dialog.kind_word("disciple"))
    person.press(t("new.start"))
    assert person.app.settings.kinds[:3] == ["human", "disciple", "disciple"]
    person.app.goto("menu")
    person.wait(LOOK)
    person.press(t("menu.new"))
    dialog = person.scene
    assert dialog.kinds[:3] == ["human", "disciple", "disciple"]
    assert t("profile.match", who="Yellow", level=t("level.sage")) in person.texts()
    assert t("profile.use") in person.usable()


def test_levels_the_suggestion_set_follow_it_in_the_next_new_game(person):
    """F875: a game played at the level suggested (the Initiate), then the next New game
    of two said "Acolyte" beside a computer still at the Initiate. Levels that stood at
    the suggestion follow it (a person's seat stays a person's); chosen ones stay
    (test_the_levels_chosen_stay_for_the_next_new_game_the_suggestion_beside)."""
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["sage"] - 30, 60)))
    person.press(t("menu.new"))
    dialog = person.scene
    assert dialog.kinds[:3] == ["human", "sage", "sage"]
    person.press(t("new.start"))
    person.app.goto("menu")
    person.wait(LOOK)
    save(person.app.save_dir, Profile("Yellow", Rating(RATINGS["pilgrim"] + 10, 60)))
    person.press(t("menu.new"))
    dialog = person.scene
    person.press("2")
    dialog = person.scene
    assert dialog.kinds[:2] == ["human", "pilgrim"], dialog.kinds
    assert dialog.rows[1][2].selected_option[0] == dialog.kind_word("pilgrim")
    assert t("profile.match", who="Yellow", level=t("level.pilgrim")) in person.texts()
    assert t("profile.use") not in person.usable()


class _LookedOver:
    """A results screen's worker that has looked the game over at once: no lesson, no
    costly move (the verdict then turns on the Hints alone); it keeps the Hints shown."""
    given: list = []

    def __init__(self, header, log, persons, iterations, use_process=True, lessons=False,
                 review=True, shown=None) -> None:
        from types import SimpleNamespace
        self.progress, self.error, self.done, self.reviews = (1, 1), None, True, review
        self.lessons, self.lessons_done = dict.fromkeys(persons), True
        self.result = SimpleNamespace(mistakes={p: [] for p in persons}, unsure={})
        self.persons, self.iterations = list(persons), iterations
        _LookedOver.given.append(dict(shown or {}))

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        pass


def test_a_games_lesson_reads_the_same_after_it_and_from_profiles(person, monkeypatch):
    """F738: "most of your moves were the Hint's" after the game, "No costly habit showed
    this game: try the next level up" reopened from Profiles. The table saves the Hints
    shown with the game; the Profiles row reopens it weighing them: one verdict."""
    import random

    from luna.client.screens import results
    from luna.client.tables.local import LocalTable
    from luna.seats import seats_of
    monkeypatch.setattr(results, "Reviewer", _LookedOver)
    _LookedOver.given = []
    game = new_game(players=2, seed=5, setup="random", names=["Ada", "Bo"],
                    seats=[{"kind": "human"}, {"kind": "acolyte", "seed": 1}])
    rng, shown = random.Random(5), {}
    while not game.is_over:                  # Ada plays the Hint shown at each action
        cmd = rng.choice(game.legal())
        if game.state.phase == "actions" and game.to_move == 0:
            shown[len(game.log)] = cmd
        game.apply(cmd)
    last = game.log[-1]
    table = LocalTable(replay(game.header, game.log[:-1]), seats_of(game.header),
                       autosave_to=person.app.save_dir / "autosave.luna")
    table.hints_shown.update(shown)          # (as the game screen notes each Hint)
    table.apply(last)                        # the game ends: saved with them
    app = person.app
    app.worker_process = True
    app.open("results", table.game, persons=[0], hinted=table.hints_shown)
    person.wait(LOOK)
    after = [row for _, row, _ in person.scene.lesson.rows]
    assert after == [t("lesson.row", name="Ada", lesson=t("lesson.none.hinted"))]
    app.goto("menu")
    person.press(t("menu.profile"))
    ((band, _),) = person.scene.rows_at
    person.click(band.center)
    assert type(person.scene).__name__ == "ResultsScene"
    assert [row for _, row, _ in person.scene.lesson.rows] == after
    assert _LookedOver.given == [shown, shown]
