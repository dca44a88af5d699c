"""A computer's reason stands under its own move's lines, before the lines of the round
its move ended (fresh players read "— Round 2 — White starts" followed by "why: brings
influence at once…", under the round's heading instead of under the move)."""

from positions import random_moves

from luna.client.widgets.game_log import GameLog
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
