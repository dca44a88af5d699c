"""The results screen looks finished (three fresh players, German 1024x700 at 150 %,
English 1280x800, French 1920x1080 at 125 %).

- "Round by round": the players' figures nearly touched ("+6 +11 +5 +1") under tiny pawn
  icons; now at least GAP px apart, under each player's mark (symbol and colour) at
  least MARK px across.
- The chart's axis ran to 100 with every score under 71, its plot small; now it ends at
  the round number just above the top score and has room.
- The lesson showed 2 lines and scrolled; now it stands whole.
- The final table: "Shrines" showed 4 for one shrine, "Council" 8 where the panel said
  seat 9, "Influence in play" and the rounds' "In play" meant different things; the last
  row sat on the card's border and "Menu principal" filled its button.

Each on the real loop at normal speed (tests/client/human.py).
"""

from __future__ import annotations

import pytest
from human import Person
from positions import random_moves

from luna import text as i18n
from luna.client.board import art
from luna.client.results.final_table import seat_words
from luna.client.widgets.celebration import SECONDS
from luna.client.window.fonts import px
from luna.engine import replay
from luna.engine.data import SHRINE_POINTS
from luna.text import t

GAP = 10         # px between two players' figures at 1024x700, 150 %
MARK = 16        # px across a player's mark over their columns there


@pytest.fixture(scope="module")
def four():
    """A game of four, one person and three computers (the German player's table)."""
    g = random_moves(4, 4)
    seats = [{"kind": "human"}] + [{"kind": "initiate", "seed": k} for k in (1, 2, 3)]
    return replay(dict(g.header, seats=seats), g.log)


def at_results(tmp_path, game, size, code, text_size) -> Person:
    person = Person(tmp_path, size=size)
    person.app.settings.language, person.app.settings.text_size = code, text_size
    person.app.save_settings()
    person.app.open("results", game)
    person.wait(SECONDS + 0.5)
    person.until(person.scene.lessons_ready, seconds=90.0, wall=90.0, what="the lesson")
    person.wait(0.1)
    return person


def close(person) -> None:
    person.app.settings.language, person.app.settings.text_size = "en", 100
    person.app.save_settings()
    person.close()
    i18n.set_language("en")


def test_the_round_tables_players_stand_apart_under_marks_large_enough(tmp_path, four):
    person = at_results(tmp_path, four, (1024, 700), "de", 150)
    try:
        scene = person.scene
        person.press(t("results.rounds"))
        _, box, drawn = scene._round_table()
        parts = scene.round_parts
        rows = parts["rows"]
        assert len(rows) >= 7
        near = []
        for label, figures in rows:
            rects = sorted((r for _, _, r in figures), key=lambda r: r.x)
            near += [(label, b.left - a.right) for a, b in zip(rects, rects[1:], strict=False)
                     if b.left - a.right < GAP]
        assert not near, f"figures closer than {GAP} px: {near[:6]}"
        colours = scene.snap["colours"]
        marks = parts["marks"]
        assert len(marks) == 5 * 4                   # a mark over each player's column
        for p, rect in marks:
            seen = art.marking(colours[p], rect.w).get_bounding_rect()
            assert min(seen.w, seen.h) >= MARK, (p, rect, seen)
            assert box.contains(rect)
        # each mark stands over its player's figures in its group
        for _, figures in rows[1:2]:
            for g, p, r in figures:
                over = [m for q, m in marks[4 * g:4 * g + 4] if q == p]
                assert over and over[0].left - GAP <= r.centerx <= over[0].right + GAP
    finally:
        close(person)


@pytest.mark.parametrize("size,code,text_size", [((1024, 700), "de", 150),
                                                 ((1280, 800), "en", 100)], ids=str)
def test_the_charts_axis_ends_just_above_the_top_score_and_the_chart_has_room(
        tmp_path, four, size, code, text_size):
    person = at_results(tmp_path, four, size, code, text_size)
    try:
        scene = person.scene
        chart = scene.chart
        top = max(max(line) for line in chart.totals)
        scale = [int(w) for w, r in scene.drawn if w.isdigit() and r.right <= chart.plot.x
                 and scene.chart_rect.contains(r)]
        assert max(scale) == (top // 10 + 1) * 10, (top, scale)     # the next ten over it
        assert chart.plot.h >= 120, chart.plot       # (58 px high in German at 150 %)
    finally:
        close(person)


def test_a_small_charts_axis_ends_at_the_next_ten_over_the_top_score():
    """The German player's game: scores ending at 71, the chart in a small card (its
    axis ran to 100)."""
    import pygame

    from luna.client.game.score_chart import Chart, draw_chart
    pygame.init()
    chart = Chart(["Start"] + [f"R{k}" for k in range(1, 7)] + ["End"],
                  [[5, 14, 25, 25, 32, 33, 33, 55], [5, 5, 17, 23, 28, 40, 51, 68],
                   [5, 15, 21, 42, 50, 52, 53, 60], [5, 13, 19, 28, 43, 48, 56, 71]],
                  ["yellow", "red", "blue", "white"])
    surf = pygame.Surface((800, 300))
    for area in (pygame.Rect(10, 10, 700, 166), pygame.Rect(10, 10, 700, 280)):
        drawn = draw_chart(surf, chart, area, "Influence")
        scale = [int(w) for w, r in drawn if w.isdigit() and r.right <= chart.plot.x]
        assert max(scale) == 80, (area, scale)


def test_the_lesson_stands_whole_in_the_smallest_window_at_150(tmp_path, four):
    person = at_results(tmp_path, four, (1024, 700), "de", 150)
    try:
        lesson = person.scene.lesson
        assert lesson is not None and lesson.rows
        assert lesson.total <= lesson.view, (lesson.total, lesson.view)   # none scrolled
        said = " ".join(w for w, _ in lesson.drawn)
        assert lesson.rows[0][1] == said[:len(lesson.rows[0][1])] or all(
            part in said for part in lesson.rows[0][1].split())
    finally:
        close(person)


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_final_tables_headings_say_what_the_numbers_are(tmp_path, four, code):
    person = at_results(tmp_path, four, (1280, 800), code, 100)
    try:
        scene = person.scene
        words = [w for w, _ in scene.drawn]
        said = " ".join(words)
        assert str(SHRINE_POINTS) in t("results.shrines", points=SHRINE_POINTS)
        assert t("results.shrines", points=SHRINE_POINTS) in said or all(
            part in words for part in t("results.shrines", points=SHRINE_POINTS).split())
        snap = scene.snap
        for p in range(snap["players"]):                  # each council cell: its seat
            seat = next(q for q, stack in enumerate(snap["council"]) if p in stack)
            assert seat_words(snap, p) in words, (code, p, seat)
            assert str(seat) in seat_words(snap, p), (code, p, seat)
        # the final table's influence and the rounds' "from actions": different words
        final = set(t("results.influence", round=6).lower().split())
        rounds = set(t("rounds.head.play").lower().split())
        assert not final & rounds, (final, rounds)
    finally:
        close(person)


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_council_cell_on_a_shared_seat_names_its_place_in_the_stack(tmp_path, code):
    """F1001: every player ended on council seat 10 and every row's council cell read
    "10 seat 10": nothing said the order the tie goes by. Where discs share a seat,
    each cell names its disc's place in the stack from the top (rules 3.11: on seat 10
    later discs go underneath, the tie goes to the higher), as the engine's ranking
    orders the rows; on the real loop."""
    from positions import blank, play
    snap = blank(3)
    snap["round"], snap["time_markers"]["turned"] = 6, snap["time_markers"]["total"] - 1
    snap["council"] = [[] for _ in range(10)] + [[2, 1, 0]]     # 0 on top, 2 lowest
    game = play(snap)
    game.apply({"type": "meditate", "player": game.to_move})
    assert game.snapshot()["phase"] == "game_over", game.snapshot()["phase"]
    person = at_results(tmp_path, game, (1280, 800), code, 100)
    try:
        words = [w for w, _ in person.scene.drawn]
        for p, key in ((0, "1"), (1, "2"), (2, "3")):
            said = t(f"results.council_seat.{key}", seat=10)
            assert said in words, (code, p, said, words)
        assert t("results.council_seat", seat=10) not in words, words
    finally:
        close(person)


def test_the_last_row_and_the_buttons_words_have_air(tmp_path):
    """French 1920x1080 at 125 %, a solo game (the automaton's row last)."""
    import random

    from luna.engine import new_game
    game = new_game(players=1, seed=4, solo_level=2, setup="intro",
                    seats=[{"kind": "human"}] * 2)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal()))
    person = at_results(tmp_path, game, (1920, 1080), "fr", 125)
    try:
        scene = person.scene
        for b in scene.buttons:
            assert b.rect.w - b.font.size(b.text)[0] >= 2 * px(12), (b.text, b.rect)
        table, last = scene.table_rect, scene.row_rects[-1]
        heads = [r for w, r in scene.drawn if table.contains(r) and r.bottom < last.top
                 and r.top < scene.row_rects[0].top]
        over = min(r.top for r in heads) - table.top           # the air over the headings
        assert table.bottom - last.bottom >= max(px(8), over - 4), (table, last, over)
    finally:
        close(person)


def test_the_markings_of_close_scores_stand_side_by_side_not_on_one_another():
    """An English fresh player: the End column's markings of close scores lay on one
    another. Markings nearer than their size stand side by side; lines keep their points."""
    import pygame

    from luna.client.game.score_chart import Chart, draw_chart
    chart = Chart(["Start", "R1", "End"], [[0, 20, 64], [0, 21, 64], [0, 5, 63], [0, 40, 30]],
                  ["red", "blue", "white", "yellow"])
    surf = pygame.Surface((520, 320), pygame.SRCALPHA)
    draw_chart(surf, chart, pygame.Rect(0, 0, 520, 320), "Influence")
    mark = max(12, px(14))
    for k in range(3):
        centres = [line[k] for line in chart.marks]
        for a in range(4):
            for b in range(a + 1, 4):
                (xa, ya), (xb, yb) = centres[a], centres[b]
                assert abs(xa - xb) >= mark or abs(ya - yb) >= mark, (k, centres)
    assert chart.marks[3][1:] == chart.points[3][1:]     # a marking alone stays on its point
    assert chart.marks[0] != chart.points[0]             # (close ones fanned)


def test_the_last_markings_stand_on_the_end_column():
    """A fresh player: close final scores (65, 66, 67) fanned sideways at End, Yellow's
    marking left of "End", Red's on it, read as not final. Every last marking stands on
    the End column, close ones one over another in the order of the scores."""
    import pygame

    from luna.client.game.score_chart import Chart, draw_chart
    chart = Chart(["Start", "R1", "End"], [[5, 30, 67], [5, 28, 66], [5, 29, 65]],
                  ["red", "blue", "yellow"])
    surf = pygame.Surface((620, 400), pygame.SRCALPHA)
    draw_chart(surf, chart, pygame.Rect(0, 0, 620, 400), "Influence")
    end = chart.points[0][-1][0]
    last = [line[-1] for line in chart.marks]
    assert all(x == end for x, _ in last), (end, last)
    mark = max(12, px(14))
    ys = [y for _, y in last]
    assert ys == sorted(ys) and all(b - a >= mark for a, b in zip(ys, ys[1:], strict=False)), ys
    assert all(abs(y - p[-1][1]) <= 2 * mark
               for y, p in zip(ys, chart.points, strict=True)), ys


def test_each_line_runs_through_its_own_markings(monkeypatch):
    """A German fresh player at 1024x700 and a French one at 1280x800: markings stood
    beside their lines where close scores were fanned ("the last two red points read as
    going backwards"). Each player's line is drawn through its markings, at every column."""
    import pygame

    from luna.client.game import score_chart
    drawn = []
    real = pygame.draw.lines
    monkeypatch.setattr(score_chart.pygame.draw, "lines",
                        lambda surf, colour, closed, pts, width=1:
                        drawn.append((tuple(colour), list(pts)))
                        or real(surf, colour, closed, pts, width))
    chart = score_chart.Chart(["Start", "R1", "R2", "End"],
                              [[5, 20, 40, 64], [5, 21, 41, 64], [5, 4, 39, 62],
                               [5, 40, 30, 56]], ["red", "blue", "white", "yellow"])
    surf = pygame.Surface((520, 320), pygame.SRCALPHA)
    score_chart.draw_chart(surf, chart, pygame.Rect(0, 0, 520, 320), "Influence")
    for p, colour in enumerate(chart.colours):
        (pts,) = [pts for rgb, pts in drawn if rgb[:3] == tuple(art.PLAYER_RGB[colour])[:3]]
        assert pts == chart.marks[p], (colour, pts, chart.marks[p])
    assert [y for _, y in chart.marks[0][:-1]] == [y for _, y in chart.points[0][:-1]]
    for k, (x, _) in ((0, chart.points[0][0]), (2, chart.points[0][2])):   # fanned inwards
        assert all(chart.plot.left - 2 <= line[k][0] <= chart.plot.right + 2
                   for line in chart.marks), (k, x, chart.plot, chart.marks)


def test_the_markings_of_a_column_never_stand_past_the_next_column():
    """A German fresh player at 1024x700, 150 %: four equal starting scores fanned side by
    side past the next column, and the lines through them zig-zagged back ("Weiß's start
    drawn between R1 and R2"). However narrow the chart, each line's markings go from left
    to right, each within its column's share of the way to the next."""
    import pygame

    from luna.client.game.score_chart import Chart, draw_chart
    from luna.client.window import fonts
    fonts.set_text_size(150)
    labels = ["Start", "R1", "R2", "R3", "R4", "R5", "R6", "Ende"]
    chart = Chart(labels, [[5, 15, 28, 30, 41, 48, 52, 67], [5, 14, 27, 31, 40, 50, 60, 70],
                           [5, 12, 20, 30, 32, 40, 41, 60], [5, 13, 20, 29, 31, 33, 31, 46]],
                  ["white", "yellow", "red", "blue"])
    surf = pygame.Surface((380, 260), pygame.SRCALPHA)
    draw_chart(surf, chart, pygame.Rect(0, 0, 380, 260), "Einfluss")
    xs = [x for x, _ in chart.points[0]]
    gap = min(b - a for a, b in zip(xs, xs[1:], strict=False))
    assert gap < 4 * max(12, fonts.px(14)), "a chart too narrow for four side by side"
    for line in chart.marks:
        along = [x for x, _ in line]
        assert along == sorted(along) and len(set(along)) == len(along), along
        for k, (x, _) in enumerate(line):        # (half the way to the next, at most)
            assert abs(x - xs[k]) <= gap / 2 + 1, (k, x, xs[k], gap)
    start = sorted(x for x, _ in (line[0] for line in chart.marks))
    assert start[0] < start[-1], "equal starts still fanned apart"
