"""Today's Master, frozen: the baseline the top level is measured against (issue 14).

A copy of the Master's settings as they stood when the baseline was taken (the
evaluation's weights, the search width, the habits it had), so the comparison stays
fair while the Master's tuning moves on. It reuses the engine and the evaluation and
search code; what makes it *this* Master is the numbers below, which must never follow
a change of `luna.ai.evaluation.DEFAULT` or of the Master's defaults.
"""

from __future__ import annotations

from luna.ai.evaluation import Weights
from luna.ai.master import MasterPlayer

# Taken from luna/ai/evaluation.py and luna/ai/master.py at commit 24f0f1b (main c915f37).
FROZEN_WEIGHTS = Weights(
    pending_base=0.6, next_priestess=0.35, temple_safe=1.0, temple_exposed=0.75,
    tile_action=1.5, tile_later=0.8, active=0.3, active_cap=10, novice_round=0.35,
    jetty_round=0.12, shrine_next=0.8, last_round_use=0.25, vs_best=0.5,
    use={"shrine": 1.6, "herbs": 0.8, "tides": 0.6, "sailboat": 0.8, "bribery": 0.8,
         "book": 0.6, "novice": 0.6})
FROZEN_WIDTH = 8
# The habits issue 14 saw: no consecration made first, rounds opened by meditating.
FROZEN_HABITS = {"consecrate_first": False, "open_with_action": False}
# Its search played every halving stage again from the start, one look-ahead game per
# candidate with every player an Adept.
FROZEN_SEARCH = {"reuse_stages": False, "samples": 1}


def baseline_master(seed: int = 0, time_limit: float | None = None,
                    iterations: int | None = None) -> MasterPlayer:
    """The frozen Master at the same budget as the player it is compared with."""
    bot = MasterPlayer(seed, time_limit=time_limit, iterations=iterations,
                       weights=FROZEN_WEIGHTS, width=FROZEN_WIDTH, **FROZEN_HABITS,
                       **FROZEN_SEARCH)
    bot.level = "baseline"
    return bot
