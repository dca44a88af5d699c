"""The computer players' worker: answers off the window's thread, drops stale answers."""

import time

import pytest

from luna.client.tables.thinker import Request, Thinker, answer
from luna.engine import new_game


def _wait(th, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = th.poll()
        if got is not None:
            return got
        time.sleep(0.01)
    raise AssertionError("no answer")


@pytest.mark.parametrize("use_process", [False, True])
def test_worker_answers_with_a_legal_command(use_process):
    g = new_game(players=3, seed=2, setup="intro")
    th = Thinker(use_process=use_process)
    try:
        th.ask(g.header, g.log, "adept", seed=1)
        assert th.busy
        cmd, error = _wait(th)
        assert error is None and g.is_legal(cmd)
        assert not th.busy
    finally:
        th.close()


def test_a_cancelled_request_is_dropped_and_the_next_one_answered():
    g = new_game(players=3, seed=2, setup="intro")
    th = Thinker(use_process=False)
    try:
        th.ask(g.header, g.log, "novice", seed=1)
        th.cancel()
        g.apply(g.legal()[0])
        th.ask(g.header, g.log, "novice", seed=2)
        cmd, _ = _wait(th)
        assert cmd["player"] == g.to_move and g.is_legal(cmd)
    finally:
        th.close()


def test_a_failing_bot_reports_an_error_instead_of_crashing():
    g = new_game(players=2, seed=1, setup="intro")
    rid, cmd, error, why = answer(Request(7, g.header, g.log, "grandmaster", 0, None))
    assert rid == 7 and cmd is None and error and why is None


def test_the_worker_sends_the_bots_own_reason_with_its_move():
    from luna.ai import make_bot
    g = new_game(players=3, seed=2, setup="intro")
    rid, cmd, error, why = answer(Request(3, g.header, g.log, "adept", 9, None))
    decision = make_bot("adept", seed=9).decide(g)
    assert error is None and cmd == decision.command
    assert why == decision.reason.as_dict() and why["term"]
    _, cmd, error, why = answer(Request(4, g.header, g.log, "novice", 9, None))
    assert error is None and cmd is not None and why is None    # a Novice gives none


def test_a_request_stale_before_it_is_begun_is_never_worked_out(monkeypatch):
    """A request cancelled, or asked over, while the worker is busy is skipped, never
    worked out (a Hint worked out ahead for a screen left holds up no next question)."""
    import threading

    from luna.client.tables import thinker
    began, release = [], threading.Event()

    def slow(req):
        began.append(req.rid)
        release.wait(10)
        return req.rid, None, "held", None

    monkeypatch.setattr(thinker, "answer", slow)
    g = new_game(players=2, seed=1, setup="intro")
    th = Thinker(use_process=False)
    try:
        first = th.ask(g.header, g.log, "novice", seed=1)
        end = time.monotonic() + 5
        while not began and time.monotonic() < end:
            time.sleep(0.005)
        th.ask(g.header, g.log, "novice", seed=2)        # asked over before begun
        th.cancel()
        last = th.ask(g.header, g.log, "novice", seed=3)
        release.set()
        _wait(th)
        assert began == [first, last]
    finally:
        release.set()
        th.close()
