"""The review's worker: a review process that dies without its answer (killed, out of
memory, forbidden by the machine) never leaves the screen waiting for ever."""

from __future__ import annotations

import random
import time

from luna.client.tables.reviewer import Reviewer
from luna.engine import new_game


def _short_game():
    g = new_game(players=2, seed=5, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(5)
    for _ in range(6):
        g.apply(rng.choice(g.legal()))
    return g


def _poll_until_done(reviewer: Reviewer, wall: float = 60.0) -> None:
    end = time.monotonic() + wall
    while not reviewer.done and time.monotonic() < end:
        reviewer.poll()
        time.sleep(0.02)


def test_a_killed_review_process_is_started_again_never_run_in_the_window():
    """Issue 23 §5: the review went on in the window's own process (frames 5.9x costlier);
    now a new worker takes it up, and if that one dies too the review stops, said."""
    import threading
    game = _short_game()
    reviewer = Reviewer(game.header, game.log, [0, 1], iterations=2)
    assert reviewer._proc is not None            # this machine can start processes
    first = reviewer._proc
    first.kill()
    first.join(timeout=5)
    threads = threading.active_count()
    _poll_until_done(reviewer)
    assert reviewer.done and reviewer.error is None and reviewer.restarts == 1
    assert reviewer.result is not None and reviewer.result.decisions == len(game.log)
    assert reviewer.progress == (len(game.log), len(game.log))
    assert threading.active_count() <= threads   # no review thread in this process
    again = Reviewer(game.header, game.log, [0, 1], iterations=2)
    for _ in range(2):                           # the first worker and its replacement
        end = time.monotonic() + 10
        while again._proc is None and time.monotonic() < end:
            time.sleep(0.01)
        again._proc.kill()
        again._proc.join(timeout=5)
        again.poll()
    assert again.done and again.result is None and again.error


def test_a_review_in_its_process_ends_with_its_answer():
    game = _short_game()
    reviewer = Reviewer(game.header, game.log, [0], iterations=2)
    _poll_until_done(reviewer)
    assert reviewer.done and reviewer.result is not None
    assert reviewer.result.decisions == sum(1 for c in game.log if c.get("player") == 0)


def test_every_review_under_way_stops_when_told():
    """A results screen's review in a thread (no worker processes) outlived the screen that
    started it: cancel_all stops each at its next command, and its thread ends."""
    import threading

    from luna.client.tables.reviewer import cancel_all
    g = new_game(players=2, seed=5, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(5)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    reviews = [Reviewer(g.header, g.log, [0, 1], iterations=2, use_process=False)
               for _ in range(2)]
    time.sleep(0.3)
    cancel_all()
    assert all(r.done for r in reviews)
    end = time.monotonic() + 10
    while any(t.name == "luna-review" for t in threading.enumerate()) \
            and time.monotonic() < end:
        time.sleep(0.02)
    assert not any(t.name == "luna-review" for t in threading.enumerate())


def test_a_review_whose_screen_is_gone_still_stops_when_told():
    """The review's screen gone, nothing in the window held its Reviewer: kept weakly, it
    dropped out of cancel_all's reach and its thread reviewed the whole game on (10 s into
    the next test of a loaded run)."""
    import gc
    import threading

    from luna.client.tables.reviewer import cancel_all
    g = new_game(players=2, seed=5, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(5)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    before = {t for t in threading.enumerate() if t.name == "luna-review"}
    said = Reviewer(g.header, g.log, [0, 1], iterations=2, use_process=False)._out
    gc.collect()
    cancel_all()
    end = time.monotonic() + 60
    while time.monotonic() < end and any(
            t.name == "luna-review" and t not in before for t in threading.enumerate()):
        time.sleep(0.02)
    last = None
    while not said.empty():
        last = said.get_nowait()
    assert last is not None and last[0] == "done"
    assert last[1] is None, "the review went on to its end"


def test_a_games_lessons_called_off_ask_the_judge_nothing_more(monkeypatch):
    """A results screen's lessons, in a thread, called off (the screen gone, the window
    closing) stop before the judge's next verdict, not after every lesson of the game:
    the judge's work for nobody went on for seconds of CPU after the screen was gone."""
    import threading

    from luna.ai import judge
    from luna.client.tables.reviewer import cancel_all
    g = new_game(players=2, seed=5, setup="intro", seats=[{"kind": "human"}] * 2)
    rng = random.Random(5)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    asked, told, after = [], threading.Event(), []
    real = judge.verdict

    def verdict(*args, **kwargs):
        (after if told.is_set() else asked).append(1)
        return real(*args, **kwargs)
    monkeypatch.setattr(judge, "verdict", verdict)
    before = {t for t in threading.enumerate() if t.name == "luna-review"}
    reviewer = Reviewer(g.header, g.log, [0, 1], iterations=2, use_process=False,
                        lessons=True, review=False)
    end = time.monotonic() + 30
    while not asked and time.monotonic() < end:
        time.sleep(0.005)
    assert asked, "the lessons never asked the judge"
    cancel_all()
    told.set()
    assert reviewer.done and reviewer.lessons_done
    end = time.monotonic() + 60
    while time.monotonic() < end and any(
            t.name == "luna-review" and t not in before for t in threading.enumerate()):
        time.sleep(0.02)
    assert len(after) <= 1, f"{len(after)} verdicts asked after the lessons were called off"
