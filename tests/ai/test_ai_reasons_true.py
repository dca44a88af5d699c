"""A computer player's reason in the log names what its move does (hint2).

The Hint's and the review's reasons were made true (effect.py); the computer players' own
reasons in the log still named the largest term of the evaluation, which a move may never
have touched: "a higher council seat scores more" of a Travel, "brings in more influence"
of a look-ahead for a Favour that scores nothing. Over seeded games of the Adept, a
tempered Adept, the Sage and the Master (a solo game too), every reason a computer gives,
as a LAN table is told it, is checked against the engine's own events of its command by
effect.py's rules and by this suite's plain rules (test_hint_reasons_true)."""

from __future__ import annotations

from test_hint_reasons_true import true_of

from luna.ai.effect import does, effect_of
from luna.engine import new_game
from luna.net.relay.seatbots import decide, make_bot
from luna.seats import move_seed

GAMES = (("adept", 2, 71, None), ("disciple", 3, 72, None), ("sage", 2, 73, None),
         ("master", 1, 74, 2))     # level, players, seed, solo level


def _fault(game, cmd, why) -> str | None:
    """What is wrong with reason `why` (a Reason) for `cmd` at `game` (None: nothing)."""
    e = effect_of(game, cmd)
    rival = effect_of(game, why.versus) if why.versus else None
    place = why.tile if why.term == "tile" else why.island
    term = "priestess" if why.term == "council_tie" else why.term   # (its tie-won rule)
    if not does(term, place, e, rival, ahead=why.ahead is not None):
        return f"effect.py: {why.term} ({place}) is not what {cmd} does"
    return true_of(why, game, cmd)


def test_no_computer_tells_a_reason_its_move_does_not_bear_out():
    wrong, told = [], 0
    for level, players, seed, solo in GAMES:
        game = new_game(players=players, seed=seed, setup="random", solo_level=solo)
        while not game.is_over and game.state.round <= 3:
            bot = make_bot(level, move_seed(seed, len(game.log)))
            if level == "master":
                bot.iterations, bot.time_limit = 3, None
            decision = bot.decide(game)
            why = decision.reason
            if why is not None:
                told += 1
                fault = _fault(game, decision.command, why)
                if fault:
                    wrong.append((level, len(game.log), fault))
            game.apply(decision.command)
    assert told >= 100 and not wrong, wrong


def test_the_reason_travels_to_a_lan_table_in_its_shape():
    """What a LAN table is told of a reason keeps its plain shape (term, value, island
    or tile), from the same choice the bot makes."""
    game = new_game(players=3, seed=75, setup="random")
    for _ in range(12):
        move = decide(game, "adept", 9)
        assert move.why is None or set(move.why) <= {"term", "value", "island", "tile"}
        assert move.why is None or isinstance(move.why["term"], str)
        game.apply(move.command)


def test_a_reason_against_a_rival_names_a_difference_between_the_two_moves():
    """The review charged a Sailboat to the Shrine island against one to the Tides island
    with "loses less to the Apostate on the Sailboat island": both take the novice off
    that island. Where the two look-ahead games differ on the Apostate's island (the play
    after the move did it), no reason says the move did: the rival does the same there."""
    import copy

    from positions import blank, give, isl, novices, play

    from luna.ai.effect import borne_out, differs
    from luna.ai.evaluation import MASTER
    from luna.ai.judge import told
    from luna.ai.reasons import split
    from luna.engine.data import ISLANDS

    snap = blank(2)
    boat = isl(snap, "sailboat")
    snap["apostate"] = boat
    novices(snap, boat, 0, active=2)
    give(snap, 0, "sailboat")
    game = play(snap)
    to = [j for j in range(ISLANDS) if j != boat][:2]
    moves = [{"type": "sailboat", "player": 0, "from": boat, "to": j, "count": 1} for j in to]
    assert all(game.is_legal(c) for c in moves)
    choice, rival = (effect_of(game, c) for c in moves)
    assert does("apostate", boat, choice, rival)             # it takes one off his island,
    assert not differs("apostate", boat, choice, rival)      # ... and so does the rival
    # the rival's look-ahead ends as the choice's but for one more novice there: a gap
    # the play after the moves made, not the move
    later = copy.deepcopy(choice.after)
    later.active[boat][0] += 1
    parts = split(choice.after, later, 0, MASTER)
    assert parts[("apostate", boat)] > 0
    assert borne_out(parts, choice, rival, ahead=True) != ("apostate", boat)
    why = told(game, choice, rival, MASTER, look=(choice.after, later, 1))
    assert why is None or why.term != "apostate", why


def test_two_favours_taken_differ_in_no_token_worth_1_at_the_end():
    """The review charged a Favour of one island against a Favour of another with
    "takes a favour token from …, worth 1 influence at the game's end if unspent": the
    move played took a token as well (F315). A reason names a difference between the two
    moves' outcomes: both hold as many tokens after them, so the tokens' end worth is
    none, however the look-ahead games went on (the rival's spending its token later is
    the play after the move, not the move)."""
    import copy

    from positions import blank, isl, novices, play

    from luna.ai.effect import differs
    from luna.ai.evaluation import MASTER
    from luna.ai.judge import told
    from luna.ai.reasons import split

    snap = blank(2)
    where = [isl(snap, "herbs"), isl(snap, "tides")]
    for i in where:
        novices(snap, i, 0, active=3)
    game = play(snap)
    moves = [{"type": "favour", "player": 0, "island": i, "novice_token": False}
             for i in where]
    assert all(game.is_legal(c) for c in moves)
    choice, rival = (effect_of(game, c) for c in moves)
    assert does("favours", None, choice, rival)          # it takes a token ...
    assert not differs("favours", None, choice, rival)   # ... and so does the rival
    later = copy.deepcopy(rival.after)                   # the rival's look-ahead spent it
    later.favours[0] = set()
    assert split(choice.after, later, 0, MASTER)[("favours", None)] > 0
    why = told(game, choice, rival, MASTER, look=(choice.after, later, 1))
    assert why is None or why.term != "favours", why
    # a move that keeps a token the rival spends does differ in it
    spent = copy.deepcopy(rival)
    spent.after.favours[0] = set()
    assert differs("favours", None, choice, spent)


def test_a_reason_of_the_apostate_is_about_him_as_the_move_finds_him():
    """F879: the goal said "the Apostate should cost you less" of an Appointment whose
    novice left an island he reached only later in its look-ahead games: the move did
    nothing about him. A reason of the Apostate is its move's own where he stands, or
    where he moves on to after this round as things stand; novices leaving another
    island he reaches later in the games are never told as what the move does."""
    import copy

    from positions import blank, give, isl, novices, play

    from luna.ai.effect import near_apostate
    from luna.ai.evaluation import MASTER
    from luna.ai.judge import told
    from luna.ai.reasons import split
    from luna.engine.data import ISLANDS
    from luna.engine.rounds import apostate_moves_to

    snap = blank(2)
    here = isl(snap, "herbs")
    snap["apostate"] = here
    nxt = (here + 1) % ISLANDS
    novices(snap, nxt, 1, active=1)            # he moves on to the next island
    far = (here + 3) % ISLANDS
    novices(snap, far, 0, active=2)
    give(snap, 0, "sailboat")
    game = play(snap)
    assert apostate_moves_to(game.state) == nxt
    cmd = {"type": "sailboat", "player": 0, "from": far, "to": (here + 4) % ISLANDS,
           "count": 1}
    assert game.is_legal(cmd)
    choice = effect_of(game, cmd)
    assert does("apostate", far, choice, ahead=True)      # one novice fewer there ...
    assert not near_apostate(far, choice)                 # ... where he is not yet
    assert near_apostate(here, choice) and near_apostate(nxt, choice)
    # the look-ahead games end with him on that island, one novice fewer there for the
    # move's game: the move's own words never say it did that
    mine = copy.deepcopy(choice.after)
    mine.apostate = far
    theirs = copy.deepcopy(mine)
    theirs.active[far][0] += 1
    assert split(mine, theirs, 0, MASTER)[("apostate", far)] > 0
    why = told(game, choice, None, MASTER, look=(mine, theirs, 1))
    assert why is None or why.term != "apostate", why
