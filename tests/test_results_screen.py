"""The results screen (issue 21, section 2): the final table, a chart of every player's
influence round by round in their colour and marking, the winner celebrated (still with
reduced motion), the round-by-round table one click away, a place for one line under the
table. Driven frame by frame through the app's own loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import random_moves

from luna.client.board import art
from luna.client.learn.round_table import round_table, running_totals
from luna.client.widgets.celebration import SECONDS
from luna.text import t


@pytest.fixture(scope="module")
def finished():
    return random_moves(3, 4)


def test_the_running_totals_end_at_each_players_final_score(finished):
    cols, totals = running_totals(round_table(finished))
    final = finished.snapshot()["final"]["scores"]
    assert cols[0] == "start" and cols[-1] == "final" and cols[1:-1] == list(range(1, 7))
    assert [line[-1] for line in totals] == final
    assert all(len(line) == len(cols) for line in totals)


def _close(a, b, tol=40) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) <= tol


def test_the_results_show_the_table_the_chart_and_celebrate_the_winner(tmp_path, finished):
    person = Person(tmp_path, size=(1280, 800))
    app = person.app
    app.open("results", finished)
    scene = app.scene
    snap = finished.snapshot()
    final = snap["final"]
    person.wait(0.3)
    # the lines are still growing, the winner's totals counting up, gold sparks rising
    assert 0 < scene.shown() < 1
    assert scene.party.sparks
    winner_total = str(final["scores"][final["winner"]])
    person.wait(2.0)
    # the count is up: every total as the game ended, the winner's line said
    words = [w for w, _ in scene.drawn]
    assert t("banner.winner", name=snap["names"][final["winner"]]) in words
    for p in range(snap["players"]):
        assert str(final["scores"][p]) in words and snap["names"][p] in words
    assert winner_total in words
    # every player's line ends at the final score, in the player's colour with the marking
    chart = scene.chart
    assert [line[-1] for line in chart.totals] == final["scores"]
    for p, pts in enumerate(chart.points):
        assert len(pts) == len(chart.labels)
        colour = art.PLAYER_RGB[snap["colours"][p]]
        x, y = pts[len(pts) // 2]
        near = [app.screen.get_at((x + dx, y + dy)) for dx in range(-3, 4) for dy in (-2, 0, 2)]
        assert any(_close(c, colour) for c in near), f"player {p}'s marking is not drawn"
        assert chart.plot.inflate(2, 2).collidepoint(pts[-1])      # on the chart
    # the place for one line stands under the table, above the chart, inside the window
    window = pygame.Rect(0, 0, *app.size)
    assert scene.table_rect.bottom <= scene.lesson_rect.top
    assert scene.lesson_rect.bottom <= scene.chart_rect.top
    assert window.contains(scene.chart_rect) and window.contains(scene.lesson_rect)
    assert all(not scene.chart_rect.colliderect(b.rect) for b in scene.buttons)
    person.wait(SECONDS)
    assert scene.party.done and not scene.party.sparks        # the party ends
    # the round by round table one click away, and back
    person.press(t("results.rounds"))
    assert scene.rounds is not None
    words = [w for w, _ in scene.drawn]
    assert t("rounds.round", round=6) in words and t("rounds.total") in words
    person.press(t("results.title"))
    assert scene.rounds is None
    person.close()


def test_with_reduced_motion_nothing_moves(tmp_path, finished):
    person = Person(tmp_path, size=(1024, 700))
    person.app.settings.reduced_motion = True     # (the setting's field: board-look's)
    person.app.open("results", finished)
    scene = person.app.scene
    for _ in range(20):
        person.wait(1 / 60)
        assert scene.shown() == 1 and not scene.party.sparks and scene.party.grow() == 1
    words = [w for w, _ in scene.drawn]
    final = finished.snapshot()["final"]
    assert all(str(s) in words for s in final["scores"])
    person.close()
