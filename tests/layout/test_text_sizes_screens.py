"""The secondary screens at the larger text sizes and the large window (issue 21, the
fresh player's round 3): the round's scoring keeps its rule under its headings and lets
them breathe in a wide window, the round-by-round table stands inside its card with a
margin, the settings keep every row in place when the text size changes.

Each is driven through the real loop at normal animation speed (the driver's frames and
clicks), and measured where it was drawn.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest
from test_scoring_summary import before_a_round_end

from luna import text as i18n
from luna.client.demo.driver import button_named, click, frames, frames_until, make_app
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.client.window.settings import load_settings
from luna.engine import new_game, replay

CASES = [((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 150),
         ((1024, 700), "fr", 150)]
IDS = [f"{s[0]}x{s[1]}-{c}-{p}" for s, c, p in CASES]




def app_at(tmp_path, size, code, text_size):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)    # (its menu: below)
    app.settings.language = code
    app.settings.text_size = text_size
    app.save_settings()
    app.goto("menu")
    frames(app, 2)
    return app


@pytest.fixture(scope="module")
def round_end():
    return before_a_round_end(["human"] * 3, seed=9, rounds=2)[0]


@pytest.fixture(scope="module")
def finished():
    g = new_game(players=4, seed=2, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(2)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


@pytest.mark.parametrize("size,code,text_size", CASES, ids=IDS)
def test_the_scoring_rule_runs_under_its_headings_and_they_breathe(tmp_path, size, code,
                                                                    text_size, round_end):
    app = app_at(tmp_path, size, code, text_size)
    open_game(app, replay(round_end.header, round_end.log), autosave=False)
    scene = app.scene
    click(app, scene.buttons["act"].rect.center)                  # the last candle
    frames_until(app, lambda: scene.summary is not None            # as it is played out
                 and scene.scoring.rule is not None)
    frames(app, 2)
    view = scene.scoring
    heads = [i18n.t(k) for k in ("scoring.player", "scoring.priestess", "scoring.apostate",
                                 "scoring.temple", "scoring.sum")]
    drawn = [(w, r) for w, r in view.drawn if w in heads][:5]
    assert [w for w, _ in drawn] == heads
    rule = view.rule
    for w, r in drawn:                # the rule clear of every heading's letters
        assert r.bottom <= rule.y, f"the rule {rule} runs through {w!r} {r}"
        assert rule.left <= r.left and r.right <= rule.right + 2, f"{w!r} leaves the rule"
    rows = [r for w, r in view.drawn if w == scene.snap["names"][0]]   # as the window names them
    assert rows and rows[0].top > rule.y, "the first row stands under the rule"
    outside = [(w, r) for w, r in view.drawn if not view.rect.contains(r)]
    assert not outside, f"words past the card {view.rect}: {outside}"
    board = pygame.Rect(scene.lay.board)
    assert board.contains(view.rect), "the card leaves the board"
    gaps = [b.left - a.right for (_, a), (_, b) in zip(drawn, drawn[1:], strict=False)]
    least = 36 if size[0] >= 1920 else 12      # a wide window: room between the headings
    assert min(gaps) >= least, f"headings cramped: {gaps}"


@pytest.mark.parametrize("size,code,text_size", CASES, ids=IDS)
@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_round_table_stands_inside_its_card_with_a_margin(tmp_path, size, code,
                                                              text_size, finished):
    app = app_at(tmp_path, size, code, text_size)
    app.open("results", finished)
    frames(app, 30)
    results = app.scene
    click(app, button_named(app, i18n.t("results.rounds")).rect.center)
    frames(app, 30)
    _, box, drawn = results._round_table()
    margin = fonts.px(10)
    inner = box.inflate(-2 * margin, -2 * margin)
    total = i18n.t("rounds.total")
    assert any(w == total for w, _ in drawn)
    bad = [f"{w!r} {r} within {margin} px of the card's edge {box}" for w, r in drawn
           if not inner.contains(r)]
    assert not bad, "\n".join(bad)
    # the card's frame as drawn: its gold rim under the last row, clear of the totals
    foot = max(r.bottom for w, r in drawn if w == total)
    assert box.bottom - foot >= margin
    for b in results.buttons:
        assert not box.colliderect(b.rect), "the card runs under the buttons"


@pytest.mark.parametrize("size,code", [((1024, 700), "de"), ((1280, 800), "fr"),
                                       ((1920, 1080), "en")], ids=str)
def test_a_new_text_size_moves_no_row_of_the_settings(tmp_path, size, code):
    """Choosing a text size by its button: every control stays where it was, so the
    pointer stays on the button just chosen (lit, the others not) and the next click hits
    what it aimed at; a think time is chosen the same way, and both are kept."""
    app = app_at(tmp_path, size, code, 100)
    app.open("settings")
    frames(app, 2)

    def controls():
        d = app.scene
        out = {name: pygame.Rect(getattr(d, name).rect) for name in
               ("lang", "speed", "sound", "reasons", "motion", "back")}
        for name in ("text_size", "think"):
            out |= {f"{name} {v}": pygame.Rect(b.rect) for b, v in getattr(d, name).items()}
        return out

    def lit(choices):
        return [v for b, v in choices.items() if b.is_selected]

    for percent in (150, 125, 100):
        before = controls()
        button = next(b for b, v in app.scene.text_size.items() if v == percent)
        click(app, button.rect.center)
        frames(app, 10)
        assert app.settings.text_size == percent
        assert fonts.text_size == percent / 100
        assert lit(app.scene.text_size) == [percent]
        after = controls()
        moved = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
        assert not moved, f"{percent} %: moved {moved}"
        window = pygame.Rect(0, 0, *app.size)
        assert all(window.contains(r) for r in after.values())
    slowest = max(app.scene.think.values())
    click(app, next(b for b, v in app.scene.think.items() if v == slowest).rect.center)
    frames(app, 10)
    assert app.settings.think_time == slowest and lit(app.scene.think) == [slowest]
    assert load_settings(app.save_dir).think_time == slowest


@pytest.fixture(scope="module")
def finished_alone():
    """A finished game of one person against three computers (the fresh player's)."""
    seats = [{"kind": "human"}] + [{"kind": "adept", "seed": 1}] * 3
    g = new_game(players=4, seed=2, setup="intro", seats=seats)
    rng = random.Random(2)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


LESSON_CASES = [((1024, 700), "de", 150), ((1280, 800), "en", 150),
                ((1920, 1080), "fr", 150)]


def _lesson_lines_scrolled(app, card) -> list[str]:
    """Every line of the lesson card a person reads, scrolling it with the wheel over
    it to its end where it scrolls: (its place in the card's lines, its words), each
    line whole inside the card where it is drawn."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    seen: dict[int, str] = {}
    for _ in range(40):
        for w, r in card.drawn:
            assert card.body.contains(r) and card.rect.contains(r), (w, r, card.rect)
            seen[r.y - card.body.y + card.scroll] = w
        if card.scroll >= card._stops[-1]:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        frames(app, 3)
    return [w for _, w in sorted(seen.items())]


@pytest.mark.parametrize("size,code,text_size", LESSON_CASES,
                         ids=[f"{s[0]}x{s[1]}-{c}-{p}" for s, c, p in LESSON_CASES])
def test_the_lesson_after_a_game_is_said_whole_inside_its_card(tmp_path, size, code,
                                                                text_size, finished_alone,
                                                                finished):
    """Each person's lesson is said whole (a fresh player found it cut with … at 150 %
    text at 1024x700 and 1280x800): every line drawn lies inside the lesson's card;
    where the card is too small for all of them they scroll with the wheel, a scroll
    bar drawn beside them saying there is more."""
    app = app_at(tmp_path, size, code, text_size)
    for game in (finished_alone, finished):
        app.open("results", game)
        frames(app, 30)
        results = app.scene
        end = time.monotonic() + 30
        while not results.lessons_ready() and time.monotonic() < end:
            time.sleep(0.02)                         # (drawn by a thread meanwhile)
            frames(app, 1)
        frames(app, 2)
        card = results.lesson
        assert card is not None and results.lesson_rect.contains(card.rect)
        lines = _lesson_lines_scrolled(app, card)
        said = " ".join(words for _, words, _ in card.rows) + " " + " ".join(card.notes)
        assert " ".join(lines).split() == said.split(), f"the lesson cut: {lines}"
        assert "…" not in " ".join(lines)
        if card.total > card.view:                  # the cue that more lies below
            assert card.bar is not None and card.rect.contains(card.bar)
            thumb = [app.screen.get_at((card.bar.centerx, y))
                     for y in range(card.bar.top, card.bar.bottom)]
            assert sum(1 for c in thumb if c.r > 90) >= 10, "no scroll bar drawn"
        assert not card.rect.colliderect(results.chart_rect), "the lesson runs into the chart"
        app.pop()
        frames(app, 2)


STRIP_CASES = [((1280, 800), "en", 125), ((1280, 800), "en", 150), ((1280, 800), "de", 125),
               ((1920, 1080), "fr", 150), ((1024, 700), "de", 150)]


@pytest.mark.parametrize("size,code,text_size", STRIP_CASES,
                         ids=[f"{s[0]}x{s[1]}-{c}-{p}" for s, c, p in STRIP_CASES])
def test_the_masters_choice_in_the_replay_is_said_whole(tmp_path, size, code, text_size):
    """A reviewed decision: a short move played, a long move the Master preferred. The
    strips share the room by what their words need, so the long one is not cut where the
    room holds both (it was cut at two lines each at 125 %)."""
    from luna.client.screens.replay import PLAYED, PREFERRED
    from luna.text.review_text import command_text
    game = new_game(players=3, seed=5, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(5)                        # three players: the panel's cards tall
    while not game.is_over:
        game.apply(rng.choice(game.legal()))
    g, best = replay(game.header, []), (0, 0, None)
    for k, cmd in enumerate(game.log):            # the meditation with the longest other
        if cmd["type"] == "meditate":             # move (a Travel from two islands)
            for c in g.legal():
                n = len(command_text(game.header, game.log[:k], k, c))
                if n > best[0]:
                    best = (n, k, c)
        g.apply(cmd)
    _, at, better = best
    app = app_at(tmp_path, size, code, text_size)
    app.open("replay", game, at=at, marks=(game.log[at], better))
    frames(app, 30)
    scene = app.scene
    strips = scene._strips(scene.shown_moves())
    assert [s[1] for s in strips][:1] == [PLAYED]
    words = i18n.t("review.preferred", move=command_text(game.header, game.log[:at], at,
                                                          better))
    if size == (1024, 700):
        return                             # the smallest window: the board's lights say it
    assert [s[1] for s in strips] == [PLAYED, PREFERRED]
    said = " ".join(strips[1][2])
    assert "…" not in said and said.split() == words.split(), strips[1][2]
    assert not scene.strips[0].colliderect(scene.strips[1])


@pytest.mark.parametrize("code,text_size", [("en", 100), ("de", 150), ("fr", 125)])
def test_the_rules_books_foot_and_search_stand_whole_in_a_small_window(tmp_path, code,
                                                                       text_size):
    """1024x700: a long page keeps its foot (the next section) whole at the page's foot
    while its text scrolls above, fading where more is hidden (no line sliced by the
    edge); the search field's words fit it."""
    from luna.text.rules_book import SECTIONS
    app = app_at(tmp_path, (1024, 700), code, text_size)
    app.open("rules")
    frames(app, 5)
    book = app.scene
    hint = i18n.t("book.search")
    assert fonts.font(15).size(hint)[0] <= book.search.rect.w - 16, "the search's words cut"
    longs = []                     # (the chips in one row at a long page's foot: some
    for section in SECTIONS[:-1]:  # pages fit now)
        book.open_section(section.id)
        frames(app, 1)
        if book._layout(book.page_rect.w - 14)[1] > book.page_rect.h:
            longs.append(section)
    assert len(longs) >= 2, "long pages at this size"
    for section in (longs[0], longs[-1]):
        book.open_section(section.id)
        frames(app, 3)
        page = book.page_rect
        _, total = book._layout(page.w - 14)
        assert total > page.h, "a long page at this size"
        k = [s.id for s in SECTIONS].index(section.id)
        nxt = SECTIONS[k + 1]
        for scroll in (0, 10 ** 6):
            book.scroll = scroll
            frames(app, 2)
            foot = [r for r, box, w in book.placed if w.endswith("›")]
            assert foot, "no next section at the foot"
            assert all(page.contains(r) for r in foot), f"the foot cut: {foot} {page}"
            assert [sid for _, sid in book.links].count(nxt.id) >= 1
            assert any(r.h >= fonts.line_height(13) and sid == nxt.id
                       for r, sid in book.links)
            view = book.view_rect
            assert view.bottom <= min(r.top for r in foot)
            fade = book.faded_bottom
            sliced = [(w, r) for r, box, w in book.placed if box.w == page.w - 14
                      and r.top < view.bottom < r.bottom
                      and (fade is None or r.top < fade.top - r.h // 2)]
            assert not sliced, f"sliced by the page's edge, not faded: {sliced}"
            if scroll == 0:
                assert book.faded_bottom is not None, "more below: the edge fades"
            else:
                assert book.faded_bottom is None, "the page's end: nothing fades"


@pytest.mark.parametrize("code,text_size", [("en", 100), ("de", 125), ("fr", 150)])
def test_the_panel_uses_a_large_windows_room(tmp_path, code, text_size):
    """1920x1080, three players, the first moves: the players' cards grow into the tall
    panel (they filled a third of it, the log half empty under them), but where the
    game's fullest tray needs their room they stand as a steady scoreboard with their
    feet (a card that changed form as a tray came and went made a fresh player misclick),
    and the log's few lines stand from its top, on its own darker page, not at its foot
    under a gap."""
    from luna.client.board.targets import LogLine, PanelItem, Player
    from luna.client.game.panel import STRIP
    app = app_at(tmp_path, (1920, 1080), code, text_size)
    g = new_game(players=3, seed=3, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(3)
    for _ in range(3):
        g.apply(rng.choice(g.legal()))
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene = app.scene
    room = scene.lay.buttons_top - scene.lay.panel[1]
    cards = [r for r, tg in scene.board.hits if isinstance(tg, Player)]
    assert len(cards) == 3
    if scene.panel.tray >= STRIP:                  # the scoreboard: each card's foot
        assert {tg.player for _, tg in scene.board.hits if isinstance(tg, PanelItem)
                and tg.item == "supply"} == {0, 1, 2}
    else:                  # (or grown as large as they may: the toolbar's room the log's)
        from luna.client.game.panel import GROW_MOST
        most = scene.panel.card_scale(scene.panel._s) * scene.panel.pictures
        assert sum(r.h for r in cards) >= 0.42 * room or most >= GROW_MOST - 0.051, \
            f"the cards leave the panel empty ({most:.2f})"
    lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
    log = scene.panel.log_rect
    row = scene.panel.log_row_height()
    # the opening's lines (the round, who starts) stand first and are no move's, so they
    # have no hit box: their rows (one each, the line of who starts two) in the band over it
    opening = next((k for k, c in enumerate(scene.log.causes) if c is not None), 0)
    assert lines and min(r.top for r in lines) - log.top <= (5 + opening) * row, \
        "a gap over the log"
    assert max(r.bottom for r in lines) <= log.bottom
    assert log.h >= 0.3 * room, "the log keeps its room"
    # its page under its lines: a shade darker than the panel beside it (the page as
    # long as its lines: test_log_room)
    screen = app.screen
    y = max(r.bottom for r in lines) - 2
    inside = screen.get_at((log.x + 6, y))[:3]
    beside = screen.get_at((log.x - 4, y))[:3]
    assert sum(inside) < sum(beside), (inside, beside)


def test_a_four_player_scoring_card_stands_whole_on_the_smallest_board(tmp_path):
    """A fresh player, four players, German at 150 % in the smallest window: the round's
    scoring card, two players not placed (their lines "kein aktiver Novize und keine
    Kultstätte dort" three lines each) and a tie, ran off the board's top and foot, its
    Continue at the window's edge. The card stands whole on the board, its words and its
    button inside it (what "This round" adds up gives way first). On the real loop."""
    round_end = before_a_round_end(["human"] * 4, seed=15, rounds=1)[0]
    app = app_at(tmp_path, (1024, 680), "de", 150)
    open_game(app, replay(round_end.header, round_end.log), autosave=False)
    scene = app.scene
    click(app, scene.buttons["act"].rect.center)                  # the last candle
    frames_until(app, lambda: scene.summary is not None and scene.scoring.rule is not None)
    frames(app, 2)
    view = scene.scoring
    assert sum(p.place is None for p in scene.summary.players) >= 2
    board = pygame.Rect(scene.lay.board)
    assert board.contains(view.rect), (view.rect, board)
    assert view.rect.contains(view.button.rect), (view.rect, view.button.rect)
    outside = [(w, r) for w, r in view.drawn if not view.rect.contains(r)]
    assert not outside, outside
