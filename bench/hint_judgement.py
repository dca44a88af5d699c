"""How many Hints give the coach's judgement alone, with no figure of what the move does.

    nice python bench/hint_judgement.py [--step 1] [--show] [--forms] [--checkout OTHER]

Every `step`-th position of the three seeded games of tests/ai/test_hint_reasons_true.py
(2-4 players, adept bots, seeds 61-63), each with its Hint (the test suite's budget, 2);
the Hint's whole words in English (advice_text, as the card's whole form says them).
A Hint "gives the judgement alone" where its words say one of the coach's judgements
with no figure of what the move does before it: the coach's pick (hint.prefers*), the
coach rating it higher though it gains no more points (hint.trial_behind*), an account
about even (hint.sum_even*), or "should bring more influence" (hint.why.influence_ahead*).
`--forms`: also how many Hints say each of the vague forms F721/F735 named (the next
best unnamed, "about even" in all, the others' influence beside the mover's own parts),
and how many name the move they were chosen over; and those F785-F801 named: a move
weighed against its own kind with nothing to tell them apart ("own kind untold"), a
Hint that leads with a cost at the coming scoring ("cost first"), the double negative
"less to the Apostate", "you get nothing" for novices sent lying, a Meditate's "no
action is worth more now", a rule of the 2-player game in a 3- or 4-player game.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
from pathlib import Path

os.environ.setdefault("LUNA_JUDGE_ITERATIONS", "2")
ROOT = Path(__file__).resolve().parent.parent


def games():
    from luna.ai import make_bot
    from luna.engine import new_game
    for players, seed in ((2, 61), (3, 62), (4, 63)):
        game = new_game(players=players, seed=seed, setup="random")
        bots = [make_bot("adept", seed=seed * 10 + p) for p in range(players)]
        while not game.is_over:
            game.apply(bots[game.to_move].choose(game))
        yield game


# the judgement phrases (English) and the key each comes from
JUDGED = {"the Hint's pick": "prefers", "gains no more points": "trial_behind",
          "in all about even": "sum_even", "should bring more influence": "influence_ahead"}


def alone(words: str, move: str) -> str | None:
    """The judgement a Hint's words lead with where no figure comes before it after the
    move's own words `move`."""
    for phrase, key in JUDGED.items():
        at = words.find(phrase)
        if at >= 0 and not any(c.isdigit() for c in words[len(move):at]):
            return key
    return None


# the forms F721/F735 named vague, and the named move in their place (English)
FORMS = ("compared with the next best move", "in all about even", "about even in points",
         "the Hint's pick", "gains no more points", "should bring more influence",
         "a favour token for a later action", "in all as much as",
         "The Hint rates it about even", "chose it over",
         # F785-F801
         "less to the Apostate", "you get nothing", "no action is worth more now")


def own_kind_untold(words: str, move: str, command: dict, versus: dict | None,
                    snap: dict) -> bool:
    """Whether the Hint names the move it is weighed against, the same action on the
    same island as its own, by its short name alone (nothing telling them apart), in
    its words after its move's own `move`."""
    from luna.text.moves import move_name
    if not isinstance(versus, dict) or versus["type"] != command["type"] or \
            versus.get("island") != command.get("island"):
        return False
    name, words = move_name(versus, snap), words[len(move):]
    return any(name + end in words for end in (",", ";", ".", " by then", ":")) or \
        words.endswith(name)


def cost_first(words: str, move: str) -> bool:
    """Whether a Hint's first words after its move are the coming scoring's parts, all
    of them costs to the mover."""
    lead = "; at the coming scoring: "
    if not words.startswith(move + lead):
        return False
    parts = words[len(move + lead):].split(" — ")[0].split("; ")[0].split(", ")
    return all(" less from" in q or " more to the Apostate" in q for q in parts)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--step", type=int, default=1)
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--forms", action="store_true")
    ap.add_argument("--checkout", type=Path, default=ROOT,
                    help="measure that checkout's code instead of this one's")
    args = ap.parse_args()
    sys.path.insert(0, str(args.checkout.resolve()))
    from luna.ai import judge
    from luna.engine import replay
    from luna.text.hint_advice import advice_text
    from luna.text.moves import move_text
    n, kinds, forms = 0, collections.Counter(), collections.Counter()
    for game in games():
        for k in range(2, len(game.log), args.step):
            g = replay(game.header, game.log[:k])
            a = judge.advise(g)
            snap = g.snapshot()
            move = move_text(a.command, snap)
            words = advice_text(move,
                                a.reason.as_dict() if a.reason else None, a.gain, snap,
                                a.deed, a.loses, a.account, coming=a.coming)
            n += 1
            forms.update(f for f in FORMS if f in words)
            forms["own kind untold"] += own_kind_untold(words, move, a.command, a.versus,
                                                        snap)
            forms["cost first"] += cost_first(words, move)
            forms["2-player rule in a 3/4-player game"] += \
                snap["players"] > 2 and "with 2 players" in words
            kind = alone(words, move)
            if kind:
                kinds[kind] += 1
                if args.show:
                    print(kind, "|", words)
            elif args.show and any(phrase in words for phrase in JUDGED):
                print("led", "|", words)
    print(f"{n} positions; judgement alone: {sum(kinds.values())} {dict(kinds)}")
    if args.forms:
        for f in (*FORMS, "own kind untold", "cost first",
                  "2-player rule in a 3/4-player game"):
            print(f"{forms[f]:4d}  {f}")


if __name__ == "__main__":
    main()
