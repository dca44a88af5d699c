"""A computer's reason stands under its own move's lines, before the lines of the round
its move ended (fresh players read "— Round 2 — White starts" followed by "why: brings
influence at once…", under the round's heading instead of under the move)."""

from positions import random_moves

from luna.client.game.game_log import GameLog, about
from luna.engine import replay
from luna.text import t


def test_the_reason_of_a_move_that_ends_a_round_stands_before_the_rounds_lines():
    game = random_moves(3, 7)
    ending = [k for k in range(1, len(game.log))
              if replay(game.header, game.log[:k]).snapshot()["round"]
              != replay(game.header, game.log[:k + 1]).snapshot()["round"]]
    assert ending
    reasons = {k: {"term": "influence", "value": 3.0} for k in ending}
    log = GameLog()
    log.follow(game, reasons)
    why = t("log.why", why="").strip()[:6]
    rows = [(line, cause) for (line, _), cause in zip(log.lines, log.causes, strict=True)]
    seen = 0
    for k, (line, cause) in enumerate(rows):
        if cause is None and line.strip().startswith(why):
            seen += 1
            before = rows[k - 1][1]
            assert before is not None and before.index in reasons, (line, rows[k - 1])
            assert before.event.get("type") not in ("round_scored", "round_started",
                                                    "phase"), (line, rows[k - 1])
    assert seen


def test_the_reason_of_a_move_that_ends_a_round_stands_before_its_scoring_lines():
    """Fresh German player: "White −2 influence (Apostate)" then "why: brings the round's
    end nearer…": the scoring's influence lines name players, yet are the round's, not
    the move's. Each reason stands right under the lines of its move's own events, those
    the engine gives before the round's first event of its own (its "phase")."""
    game = random_moves(3, 7)
    reasons = {k: {"term": "influence", "value": 3.0} for k in range(len(game.log))}
    log = GameLog()
    log.follow(game, reasons)
    why = t("log.why", why="").strip()[:6]
    rows = list(zip(log.lines, log.causes, strict=True))
    checked = 0
    for k, ((line, _), cause) in enumerate(rows):
        if cause is not None or not line.strip().startswith(why):
            continue
        before = rows[k - 1][1]
        events = list(before.events)
        own_end = next((i for i, ev in enumerate(events) if i and about(ev) is None),
                       len(events))
        at = next(i for i, ev in enumerate(events) if ev is before.event)
        assert at < own_end, (line, rows[k - 1][0], before.event)
        after = rows[k + 1][1] if k + 1 < len(rows) else None
        if after is not None and after.index == before.index:      # the round's lines
            assert next(i for i, ev in enumerate(events) if ev is after.event) >= own_end, \
                (line, rows[k + 1][0])
        checked += own_end < len(events) and any(
            ev.get("type") == "influence" for ev in events[own_end:])
    assert checked, "no move that ended a round with a scoring's influence line"
