"""Computer players: legal play in every phase, determinism, the interface the window
and the LAN code call, and the candidate moves they think about."""

import json
import pickle
import random
import sys
from pathlib import Path

import pytest

from luna.ai import LEVELS, AdeptPlayer, MasterPlayer, RandomPlayer, make_bot
from luna.ai.candidates import candidates
from luna.ai.match import play, series
from luna.engine import new_game, replay
from luna.engine.commands import normalize

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "golden"))
from record_series import OUT, fixed_seeds_game  # noqa: E402

RECORDED = json.loads(OUT.read_text())
CONFIGS = [(2, None), (3, None), (4, None), (1, 1), (1, 2), (1, 3)]


class Checked:
    """Wraps a bot: every choice must be legal and must leave the game untouched."""

    def __init__(self, bot, check_untouched: bool = False) -> None:
        self.bot = bot
        self.check_untouched = check_untouched
        self.moves = 0

    def choose(self, game):
        before = (game.snapshot(), list(game.log)) if self.check_untouched else None
        cmd = self.bot.choose(game)
        assert game.is_legal(cmd), (cmd, game.why_illegal(cmd))
        if before is not None:
            assert (game.snapshot(), game.log) == before
        self.moves += 1
        return cmd


def _game(players, solo, seed, setup="random"):
    return new_game(players=players, seed=seed, setup=setup, solo_level=solo)


def _play_checked(players, solo, seed, levels, setup="random", untouched=False, **kw):
    game = _game(players, solo, seed, setup)
    n = game.state.players
    bots = [Checked(make_bot(levels[p % len(levels)], seed * 10 + p, **kw), untouched)
            for p in range(n)]
    play(game, bots)
    assert game.is_over and game.state.final["winner"] in range(n)
    return game, bots


@pytest.mark.parametrize("players,solo", CONFIGS)
def test_novices_play_only_legal_commands(players, solo):
    for seed in range(60):
        setup = "intro" if seed % 3 == 0 and not solo else "random"
        _play_checked(players, solo, seed, ["novice"], setup)


@pytest.mark.parametrize("players,solo", CONFIGS)
def test_adepts_play_only_legal_commands(players, solo):
    for seed in range(12):
        setup = "intro" if seed % 3 == 0 and not solo else "random"
        _play_checked(players, solo, seed, ["adept", "novice"], setup, untouched=seed < 2)


@pytest.mark.long
@pytest.mark.parametrize("players,solo", [(4, None), (2, None), (1, 2)])
def test_master_plays_only_legal_commands(players, solo):
    """One Master at the table (two in a game of four cost ~5 s of CPU more and showed
    nothing a second one would not)."""
    levels = ["master"] + ["adept"] * max(1, players - 1)
    _, bots = _play_checked(players, solo, 3, levels, untouched=True, iterations=2)
    assert bots[0].moves > 10


def test_random_level_is_the_uniform_player():
    assert isinstance(make_bot("random", seed=4), RandomPlayer)
    _play_checked(3, None, 1, ["random"])


def test_make_bot_levels_and_unknown_level():
    assert LEVELS == ("novice", "pilgrim", "initiate", "acolyte", "disciple", "adept",
                      "priest", "sage", "oracle", "master")
    assert isinstance(make_bot("adept"), AdeptPlayer)
    master = make_bot("master", seed=3, time_limit=0.5, iterations=7)
    assert isinstance(master, MasterPlayer) and master.iterations == 7
    with pytest.raises(ValueError, match="unknown computer level"):
        make_bot("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_bots_pickle_and_choose_alike_after_the_trip(level):
    game = new_game(players=4, seed=11, setup="intro")
    bot = make_bot(level, seed=5, iterations=3)
    twin = pickle.loads(pickle.dumps(bot))
    assert twin.choose(game) == bot.choose(game)


def test_fixed_seeds_give_the_identical_game():
    """A game of two, Master against Novice (the Adept is in the Master's look-ahead):
    the same seeds, the same game, to its end, in any process (its log's digest as
    tests/golden/record_series.py recorded it, in another process with another hash
    seed; after a change of the Master's or the Novice's play, record again)."""
    assert fixed_seeds_game() == RECORDED["fixed_seeds"][0]


def test_choice_depends_on_position_not_on_history():
    """A bot rebuilt in another process from its arguments, on the replayed game, chooses
    what the original chooses (no hidden state carried between moves)."""
    game = new_game(players=4, seed=8)
    bots = [make_bot(lv, 80 + p, iterations=2) for p, lv in
            enumerate(["master", "adept", "novice", "adept"])]
    rng = random.Random(2)
    for _ in range(40):
        bot = bots[game.to_move]
        first = bot.choose(game)
        fresh = make_bot(bot.level, bot.seed, iterations=2).choose(replay(game.header,
                                                                          game.log))
        assert fresh == first
        game.apply(first if rng.random() < 0.7 else rng.choice(game.legal()))


def test_different_seeds_make_different_novices():
    a = _play_checked(4, None, 5, ["novice"])[0].log
    game = _game(4, None, 5)
    play(game, [make_bot("novice", 1000 + p) for p in range(4)])
    assert game.log != a


def test_candidates_are_legal_and_build_compound_moves():
    """Travel and Tides appear as whole plans (several novices at once), never as the
    one-novice steps legal() lists, and every candidate is legal and canonical (the
    search plays them with Game.play_listed, which does not normalize them again)."""
    seen = set()
    for seed in range(30):
        game = _game(4, None, seed)
        rng = random.Random(seed)
        while not game.is_over:
            for cmd in candidates(game):
                assert game.is_legal(cmd), (cmd, game.why_illegal(cmd))
                assert normalize(cmd, game.state.players) == cmd
                if cmd["type"] in ("travel", "tides"):
                    seen.add(cmd["type"])
                    assert sum(m["count"] for m in cmd["moves"]) >= 1
            game.apply(rng.choice(game.legal()))
    assert seen == {"travel", "tides"}


def test_series_rotates_seats_and_counts_results():
    stats = series(["adept", "novice", "novice", "novice"], 4, 30, make_bot)
    assert stats["adept"].games == 4 and stats["adept"].seats == 4
    assert stats["novice"].seats == 12
    assert stats["adept"].wins + stats["novice"].wins == 4
    assert len(stats["adept"].scores) == 4 and stats["adept"].move_times


def test_adept_beats_novices():
    """A weak bound on strength that still catches a broken evaluation: over 8 games the
    Adept wins most (bench/ai.py measures it properly)."""
    stats = series(["adept", "novice", "novice", "novice"], 8, 50, make_bot)
    assert stats["adept"].wins >= 6
    assert stats["adept"].mean_score > stats["novice"].mean_score + 10


@pytest.mark.long
def test_master_goes_on_from_each_stage_instead_of_playing_it_again(monkeypatch):
    """The halving's later stages continue each look-ahead from where the last stage
    stopped: the same decisions at the same iteration budget, with fewer Adept moves
    played (the time the Master then has for deeper stages)."""
    import luna.ai.master as master_module
    from luna.ai.adept import ranked

    calls = {"n": 0}

    def counted(game, weights):
        calls["n"] += 1
        return ranked(game, weights)

    # (every position ranked, none read from the kept rankings: the moves played are
    # what is counted)
    monkeypatch.setattr(master_module.known, "ranking", counted)
    game = _game(2, None, 11)
    adepts = [AdeptPlayer(1), AdeptPlayer(2)]
    positions = []
    while not game.is_over and len(positions) < 3:
        if game.state.phase == "actions" and len(candidates(game)) > 4:
            positions.append(game.clone())
        game.apply(adepts[game.to_move].choose(game))
    assert len(positions) == 3
    used = {}
    for reuse in (True, False):
        bot = MasterPlayer(3, iterations=14, reuse_stages=reuse)
        calls["n"] = 0
        used[reuse] = ([bot.decide(g) for g in positions], calls["n"])
    assert used[True][0] == used[False][0]
    assert used[True][1] < 0.8 * used[False][1]


def test_master_look_ahead_games_stray_only_where_the_adept_nearly_agrees():
    """The first look-ahead game is the plain one (everyone plays the Adept's move); in
    the others only the opponents stray, and only to one of the Adept's next three moves
    valued within NEAR of its best; the same sample strays the same way every time."""
    from luna.ai.adept import ranked
    from luna.ai.master import NEAR

    game = _game(3, None, 17)
    adepts = [AdeptPlayer(p) for p in range(3)]
    for _ in range(5):
        game.apply(adepts[game.to_move].choose(game))
    me = game.to_move
    bot = MasterPlayer(4)
    cmd = ranked(game, bot.weights)[0][1]

    seed = bot._stray_seed(game)

    def line(sample):
        return bot._played_on(game, cmd, 1, sample=(seed, sample)).log

    strays = 0
    for sample in range(5):
        log = line(sample)
        assert log == line(sample)
        g = game.clone()
        g.play(cmd)
        for move in log[len(g.log):]:
            ranking = ranked(g, bot.weights)
            if move != ranking[0][1]:
                assert sample > 0 and g.to_move != me
                near = [c for v, c in ranking[1:4] if v >= ranking[0][0] - NEAR]
                assert move in near
                strays += 1
            g.play(move)
    assert strays > 0


class Ticking:
    """A machine's clock as the Master's search reads it: `step` seconds pass between
    two readings (an iteration reads it about three times)."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_the_masters_move_is_the_same_on_a_machine_half_as_fast():
    """The Master thought by the clock: on a machine half as fast, about a fifth of its
    four-player searches were cut short and chose otherwise. At the table it now has a
    number of iterations for its thinking time (the same on any machine), the clock only
    a safety cap that a machine half as fast as this one does not meet."""
    from luna.ai.master import think_budget
    game = new_game(players=4, seed=21, setup="random")
    bots = [make_bot("adept", seed=p) for p in range(4)]
    positions = []
    while len(positions) < 5:
        if len(game.log) % 9 == 4 and game.state.phase == "actions":
            positions.append(game.clone())
        game.apply(bots[game.to_move].choose(game))
    step = 0.03            # an iteration ~0.09 s: this machine's four-player look-ahead
    for g in positions:
        chosen = []
        for slower in (1, 2):
            master = make_bot("master", seed=7)             # the table's: 2 s to think
            master.clock = Ticking(step * slower)
            chosen.append(master.choose(g))
            assert not master.capped
        assert chosen[0] == chosen[1]
    assert make_bot("master", seed=7, time_limit=5.0).think == 5.0
    assert think_budget(5.0, 4) > think_budget(2.0, 4) > think_budget(1.0, 4) >= 2


def test_a_positions_value_is_the_same_in_every_process():
    """The value of a position with several favour tokens held is the same bit for bit
    under any hash seed (the tokens are a set of strings: a plain float sum over it
    followed the set's order, and a near tie went the other way in another process)."""
    import os
    import subprocess
    import sys
    code = (
        "from luna.engine import new_game\n"
        "from luna.ai.evaluation import estimates\n"
        "from luna.ai import evaluation\n"
        "g = new_game(players=2, seed=1)\n"
        "s = g.state\n"
        "s.favours[0] = {'shrine', 'book', 'herbs', 'tides', 'sailboat', 'bribery'}\n"
        "w = evaluation.DEFAULT\n"
        "w.use.update({k: v for k, v in zip(sorted(s.favours[0]), "
        "(0.1, 0.7, 1e16, 0.3, -1e16, 0.2))})\n"
        "print(repr(estimates(s, w)))\n")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": str(seed)}
                           ).stdout for seed in range(6)}
    assert len(seen) == 1, seen


@pytest.mark.parametrize("lang,same,cap", [
    ("en", "the same on any computer", "too slow"),
    ("de", "auf jedem Computer gleich", "zu langsam"),
    ("fr", "le même sur tout ordinateur", "trop lent"),
    ("nl", "op iedere computer gelijk", "te traag")])
def test_the_masters_card_says_what_changes_when_its_clock_cap_bites(lang, same, cap):
    """Issue 54: the Master's budget is a number of look-ahead games (the same on any
    machine), the clock only a safety cap, and its card says what changes when the cap
    bites: it stops there and plays the best move found so far. On a clock so slow that
    the cap bites, the Master stops early (`capped`) and still plays a legal move; its
    card, in each language, says both."""
    from luna.client.widgets.look.strength import level_tip
    from luna.text import i18n
    i18n.set_language(lang)
    try:
        card = level_tip("master", 2)
    finally:
        i18n.set_language("en")
    assert same in card and cap in card, card
    game = new_game(players=4, seed=21, setup="random")
    bots = [make_bot("adept", seed=p) for p in range(4)]
    while len(game.log) < 13 or game.state.phase != "actions":
        game.apply(bots[game.to_move].choose(game))
    master = make_bot("master", seed=7)
    master.clock = Ticking(1.0)              # a machine far too slow for its budget
    cmd = master.choose(game)
    assert master.capped and game.is_legal(cmd)


def test_a_kept_ranking_is_keyed_by_every_part_of_the_position():
    """known.py reads a ranking made before only for an equal position: its key names
    every slot of the State (one added later must be added to it), and positions that
    differ in any part the ranking reads get different keys."""
    from luna.ai import known
    from luna.ai.adept import ranked
    from luna.ai.evaluation import DEFAULT
    from luna.engine.state import State
    assert set(State.__slots__) == known.KEYED
    g = new_game(players=3, seed=11, setup="random")
    while g.state.phase != "actions":
        g.apply(g.legal()[0])
    again = replay(g.header, g.log)
    assert known.position_key(again) == known.position_key(g)
    assert known.ranking(g, DEFAULT) is known.ranking(again, DEFAULT)
    assert known.ranking(again, DEFAULT) == ranked(again, DEFAULT)
    moved = g.clone()
    first = next(iter(moved.state.fields))
    moved.state.set_field(first, book=not moved.state.fields[first]["book"])
    assert known.position_key(moved) != known.position_key(g)
    after = g.clone()
    after.play(next(c for c in g.legal() if c["type"] == "meditate"))
    assert known.position_key(after) != known.position_key(g)


def test_the_estimates_majority_keys_give_the_places_of_count_then_council():
    """The estimate sorts a majority as one integer per player (count, council seat,
    height in the stack and player packed into bits): for any council and counts the
    paid places must be those of the plain order (count, (seat, height), player), the
    Moon Priestess's tie-break by council place."""
    from types import SimpleNamespace

    from luna.ai import evaluation as ev
    rng = random.Random(5)
    for _ in range(400):
        n = rng.randint(2, 4)
        council = [[] for _ in range(11)]
        for q in rng.sample(range(n), n):
            council[rng.choice((3, 3, 4, 10, rng.randrange(11)))].append(q)
        counts = [rng.choice((0, 1, 1, 2, 3)) for _ in range(n)]
        pay = ev._PAYOUTS[n]
        want = ev._majority(counts, ev._council_rank(SimpleNamespace(players=n,
                                                                      council=council)), pay)
        places = ev._places(council, n)
        keys = sorted(((c << ev._COUNT) | k for c, k in zip(counts, places, strict=True)),
                      reverse=True)
        got = [(key & ev._PLAYER, pts) for pts, key in zip(pay, keys, strict=False)
               if key >= ev._ONE]
        assert got == want, (council, counts)
