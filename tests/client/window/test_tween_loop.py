"""Tweens and the fixed-step loop, driven by fake time."""

import pytest

from luna.client.board.tween import EASINGS, Tween, arc_point
from luna.client.window.loop import FixedStep


def test_fixed_step_runs_whole_steps_and_returns_the_fraction():
    loop = FixedStep(step=0.01)
    calls = []
    alpha = loop.advance(0.035, calls.append)
    assert calls == [0.01] * 3
    assert alpha == pytest.approx(0.5)
    loop.advance(0.006, calls.append)
    assert len(calls) == 4                       # 0.005 + 0.006 carried over


def test_fixed_step_runs_its_whole_steps_in_one_call_where_asked():
    loop = FixedStep(step=0.01)
    calls = []
    loop.advance(0.035, calls.append, whole=True)
    assert calls == [pytest.approx(0.03)] and loop.ticks == 3
    loop.advance(0.006, calls.append, whole=True)   # 0.005 + 0.006 carried over
    assert calls[1:] == [pytest.approx(0.01)] and loop.ticks == 4


def test_fixed_step_caps_a_stall():
    loop = FixedStep(step=0.01, max_frame=0.1)
    calls = []
    loop.advance(5.0, calls.append)              # the window was dragged for 5 s
    assert len(calls) == 10


def test_tween_progress_delay_and_done_callback():
    fired = []
    t = Tween(duration=0.5, delay=0.25, easing="linear", on_done=lambda: fired.append(1))
    t.update(0.25)
    assert t.started and t.progress == 0
    t.update(0.25)
    assert t.progress == pytest.approx(0.5) and not t.done
    t.update(0.3)
    assert t.done and t.value == 1 and fired == [1]
    t.update(0.1)
    assert fired == [1]                          # fires once


@pytest.mark.parametrize("name", list(EASINGS))
def test_easings_start_at_zero_and_end_at_one(name):
    f = EASINGS[name]
    assert f(0) == pytest.approx(0, abs=1e-9) and f(1) == pytest.approx(1)


def test_arc_point_lifts_in_the_middle():
    assert arc_point((0, 0), (10, 0), 0.5, 8) == (5, -8)
    assert arc_point((0, 0), (10, 0), 1.0, 8) == (10, 0)


def test_zero_duration_tween_is_done_at_once():
    t = Tween(duration=0)
    t.update(0)
    assert t.done and t.value == 1
