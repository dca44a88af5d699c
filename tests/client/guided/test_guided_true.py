"""What each step of the guided game says of this game is what the engine does in it.

A fresh player read at step 14 "you turn the last time marker, gain 1, and the round is
scored at once" while two of three candles were still lit: his meditation turned the
second marker, Red turned the last and took the 1. The script's computer moves are fixed
(its seed), so every learner meets that; the step is now told from the engine's dry run
of the learner's meditation (`lessons.as_told`).

The whole scripted part is played through the real loop at normal speed, a few steps a
test (each piece resumed from its save), each step as its words say (clicks, drags of a
move, Meditate); the card's words are read as they stand,
and each step's rule sentences are checked against the engine's own events (the table's
`CommandApplied`, as the screen received them)."""

from __future__ import annotations

import pytest
from guided_steps import NOTES, at_step, script
from human import Person
from test_tutorial import build_the_lesson, take_the_lesson, wait_for_step

from luna.client.learn import lessons
from luna.client.learn.guided_table import SAVE_KEY
from luna.client.learn.lessons import (
    STEPS,
    accepted,
    as_told,
    instruction,
    progress,
    tutorial_game,
)
from luna.client.learn.notes import round_scored, scoring_text
from luna.client.tables.local import LocalTable
from luna.client.tables.table import CommandApplied
from luna.saves import save, tutorial_path
from luna.text import i18n, t

LEARNER, RED = 0, 1
BOOK, SHRINE, HERBS, SAILBOAT, BRIBERY, NOVICE, TIDES = range(7)    # the intro setup's


def of(events, type_, **fields):
    return [e for e in events if e["type"] == type_
            and all(e.get(k) == v for k, v in fields.items())]


def one(events, type_, **fields):
    found = of(events, type_, **fields)
    assert len(found) == 1, (type_, fields, events)
    return found[0]


def last_marker_told_true(turned: list[dict]) -> None:
    """"Whoever turns the last one gains 1 influence, and the round is scored at once":
    the command that turned it (its events) gives its turner 1 and scores the round."""
    last = one(turned, "time_marker", turned=3, total=3)
    one(turned, "influence", player=last["player"], delta=1, why="meditation")
    assert of(turned, "round_scored") and of(turned, "round_started")


def alternates(turned: list[dict], started: int) -> None:
    """"With two players the start player simply alternates: you started this round,
    so Red starts the next one"."""
    assert one(turned, "round_started")["start_player"] == 1 - started


# each step's rule sentences, as the engine's events of this game bear them out:
# (the learner's command's events, the computer's replies up to the learner's next
#  command, every command's events after it, every event before it, the snapshot then)
def favour(mine, after, rest, before, snap):
    # "2 active novices of one island take its favour token and lie down beside it"
    one(mine, "novices_used", player=LEARNER, island=TIDES, count=2)
    one(mine, "favour_taken", player=LEARNER, kind="tides", island=TIDES)


def recruit(mine, after, rest, before, snap):
    # "2 active novices of one island bring a novice from your supply; it joins them"
    one(mine, "novices_used", player=LEARNER, island=SAILBOAT, count=2)
    one(mine, "novice_recruited", player=LEARNER, island=SAILBOAT)


def travel(mine, after, rest, before, snap):
    # "they arrive inactive beside the island": one from the Book to the Sailboat island
    one(mine, "novices_moved", player=LEARNER, **{"from": BOOK}, to=SAILBOAT, count=1,
        to_active=False)


def herbs(mine, after, rest, before, snap):
    # "return your Herbs favour, and 1 or 2 of your inactive novices ... stand up"
    one(mine, "favour_returned", player=LEARNER, kind="herbs")
    one(mine, "novices_woken", player=LEARNER, island=SAILBOAT, count=1)


def tides(mine, after, rest, before, snap):
    one(mine, "favour_returned", player=LEARNER, kind="tides")
    one(mine, "novices_moved", player=LEARNER, **{"from": TIDES}, to=SAILBOAT, count=1,
        from_active=False, to_active=False)


def council(mine, after, rest, before, snap):
    # "active novices of one island move your disc one seat each": 2 novices, 2 seats
    one(mine, "novices_used", player=LEARNER, island=BRIBERY, count=2)
    moved = one(mine, "council_moved", player=LEARNER)
    assert moved["to"] - moved["from"] == 2


def meditate(mine, after, rest, before, snap):
    # "Whoever turns the last one gains 1 influence and the actions end at once; the
    # round is scored. With two players the start player then changes."
    one(mine, "time_marker", player=LEARNER)
    turned = next(evs for evs in (mine, *after) if of(evs, "time_marker", turned=3))
    last_marker_told_true(turned)
    assert of(turned, "phase", phase="scoring")
    alternates(turned, one(before, "round_started", round=1)["start_player"]
               if of(before, "round_started", round=1) else snap["start_player"])


def appoint(mine, after, rest, before, snap):
    # "one stands on the tile, the other lies down"
    one(mine, "tile_claimed", player=LEARNER, tile=6, island=SAILBOAT)
    one(mine, "novices_used", player=LEARNER, island=SAILBOAT, count=1)


def banish(mine, after, rest, before, snap):
    # the Novice favour stands in; "One step would stop him on the Book island, where
    # your novice would cost you 2; two steps take him to the Shrine island, where nobody
    # has a novice"
    one(mine, "favour_returned", player=LEARNER, kind="novice")
    moved = one(mine, "figure_moved", figure="apostate")
    assert moved["to"] == (moved["from"] + 2) % 7 == SHRINE
    book = snap["islands"][(moved["from"] + 1) % 7]
    assert (moved["from"] + 1) % 7 == BOOK
    assert book["active"][LEARNER] + book["inactive"][LEARNER] + 1 == 2
    shrine = snap["islands"][SHRINE]
    assert not any(shrine["active"]) and not any(shrine["inactive"])


def favour_bribery(mine, after, rest, before, snap):
    one(mine, "favour_taken", player=LEARNER, kind="bribery", island=BRIBERY)


def consecrate(mine, after, rest, before, snap):
    # "you gain the value of the guardian tile under the Guardian. Then every opponent
    # novice next to it ... is expelled to the jetty: +1 each"
    one(mine, "tile_consecrated", player=LEARNER, tile=6)
    guardian = of(before, "guardian_moved")[-1]["to_value"]
    one(mine, "influence", player=LEARNER, delta=guardian, why="consecration")
    out = of(mine, "novice_expelled")
    assert out and all(e["player"] != LEARNER and e["to"] == "jetty" for e in out)
    assert sum(e["delta"] for e in of(mine, "influence", player=LEARNER, why="expulsion")) \
        == len(out)


def favour_sailboat(mine, after, rest, before, snap):
    one(mine, "novices_used", player=LEARNER, island=SAILBOAT, count=2)
    one(mine, "favour_taken", player=LEARNER, kind="sailboat", island=SAILBOAT)


def travel_ahead(mine, after, rest, before, snap):
    # "it lies beside it now, stands up next round beside your other novice there, and
    # then the two can take the Book favour"
    one(mine, "novices_moved", player=LEARNER, **{"from": SAILBOAT}, to=BOOK, to_active=False)
    ended = next(evs for evs in rest if of(evs, "round_started"))      # the next round
    one(ended, "novices_woken", player=LEARNER, island=BOOK, why="round")
    assert snap["islands"][BOOK]["active"][LEARNER] == 1      # the other novice there


def meditate_last(mine, after, rest, before, snap, told=None):
    """The step the fresh player caught out: its words, as shown, against the events."""
    ends = bool(of(mine, "time_marker", player=LEARNER, turned=3))
    assert told == (lessons.words(STEPS[13]) if ends else t("tutorial.meditate_turn"))
    if ends:      # "You turn the last time marker, gain 1, and the round is scored"
        one(mine, "influence", player=LEARNER, delta=1, why="meditation")
    else:         # "You turn the top time marker and act again on your next turn"
        assert not of(mine, "influence", player=LEARNER, why="meditation")
    turned = next(evs for evs in (mine, *after) if of(evs, "time_marker", turned=3))
    last_marker_told_true(turned)
    assert of(before, "round_started")[-1]["start_player"] == LEARNER   # "you started"
    alternates(turned, LEARNER)                                         # "Red starts next"


def favour_book(mine, after, rest, before, snap):
    one(mine, "novices_used", player=LEARNER, island=BOOK, count=2)
    one(mine, "favour_taken", player=LEARNER, kind="book", island=BOOK)


def sailboat(mine, after, rest, before, snap):
    # "1 or 2 active novices ... sail to one other island and stay active there"
    one(mine, "favour_returned", player=LEARNER, kind="sailboat")
    one(mine, "novices_moved", player=LEARNER, **{"from": SAILBOAT}, to=SHRINE,
        to_active=True)


def favour_shrine(mine, after, rest, before, snap):
    # "Your shrine halves Favour ... on its island: 1 active novice is enough"
    assert snap["islands"][SHRINE]["shrines"][LEARNER]
    one(mine, "novices_used", player=LEARNER, island=SHRINE, count=1)
    one(mine, "favour_taken", player=LEARNER, kind="shrine")


def build(mine, after, rest, before, snap):
    # "use 2 active novices on the island where the Architect stands (now the Bribery
    # island)"
    assert of(before, "figure_moved", figure="architect")[-1]["to"] == BRIBERY
    one(mine, "favour_returned", player=LEARNER, kind="shrine")
    one(mine, "novices_used", player=LEARNER, island=BRIBERY, count=2)
    one(mine, "shrine_built", player=LEARNER, island=BRIBERY)


def bribe(mine, after, rest, before, snap):
    one(mine, "favour_returned", player=LEARNER, kind="bribery")
    one(mine, "tile_claimed", player=LEARNER, tile=18, island=SAILBOAT)


def book(mine, after, rest, before, snap):
    # "+1 influence (with 2 players the round's first Book +2)"; "Take the Book from
    # Red's novice on field 2"
    field = next(f for f in snap["temple"]["fields"] if f["field"] == 2)
    assert field["player"] == RED and field["book"]
    one(mine, "book_moved", player=LEARNER, **{"from": 2}, to=6)
    started = max(k for k, e in enumerate(before) if e["type"] == "round_started")
    first = not of(before[started:], "book_moved")
    one(mine, "influence", player=LEARNER, delta=2 if first else 1, why="book")


CLAIMS = {f.__name__: f for f in (
    favour, recruit, travel, herbs, tides, council, meditate, appoint, banish,
    favour_bribery, consecrate, favour_sailboat, travel_ahead, meditate_last, favour_book,
    sailboat, favour_shrine, build, bribe, book)}


def check(step_key: str, k: int, commands: list[tuple[dict, list]], shown: dict,
          snaps: dict) -> None:
    """The step `step_key`'s claims: its command is the learner's k-th of `commands`."""
    mine_at = [i for i, (c, _) in enumerate(commands) if c["player"] == LEARNER]
    i = mine_at[k]
    nxt_i = mine_at[k + 1] if k + 1 < len(mine_at) else len(commands)
    before = [e for _, evs in commands[:i] for e in evs]
    after = [evs for _, evs in commands[i + 1:nxt_i]]
    rest = [evs for _, evs in commands[i + 1:]]
    extra = {"told": shown[step_key]} if step_key == "meditate_last" else {}
    CLAIMS[step_key](commands[i][1], after, rest, before, snaps[step_key], **extra)


def test_every_step_has_its_claims():
    assert set(CLAIMS) == {s.key for s in STEPS}


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_each_steps_words_are_true_of_the_engines_events_in_every_language(code):
    """The script replayed as the game plays it, each step told as the table tells it
    at the learner's turn (`as_told`), in each language."""
    i18n.set_language(code)
    try:
        game, commands, shown, snaps, k = tutorial_game(), [], {}, {}, 0
        for cmd in script():
            if cmd["player"] == LEARNER:
                step = as_told(game, STEPS[k], LEARNER)
                shown[step.key], snaps[step.key] = lessons.words(step), game.snapshot()
                assert instruction(step) in lessons.words(step)
                assert cmd in accepted(game, step)
                k += 1
            commands.append((cmd, game.apply(cmd)))
        for k, step in enumerate(STEPS):
            check(step.key, k, commands, shown, snaps)
        # the step the fresh player met: his meditation turns the 2nd of 3, so it says so
        assert shown["meditate_last"] == t("tutorial.meditate_turn")
        assert t("tutorial.meditate_turn.short") != t("tutorial.meditate_last.short")
    finally:
        i18n.set_language("en")


def test_the_end_the_round_words_stand_where_the_learners_meditation_ends_it():
    """Told from the engine, not the script: where the learner's meditation does turn
    the last marker (the learner having acted once more while Red meditated), the step
    says "you turn the last time marker, gain 1"; while the computer is to move, words
    true whoever turns it."""
    game = at_step(13)
    assert as_told(game, STEPS[13], LEARNER).told == "meditate_turn"
    game.apply(next(c for c in game.legal() if c["type"] == "council"))
    assert as_told(game, STEPS[13], LEARNER).told == "meditate_turn"     # Red to move
    game.apply({"type": "meditate", "player": RED})
    told = as_told(game, STEPS[13], LEARNER)
    assert told.told == "meditate_last"
    assert lessons.title(told) == t("tutorial.meditate_last.short")
    ends = game.clone().apply({"type": "meditate", "player": LEARNER})
    one(ends, "influence", player=LEARNER, delta=1, why="meditation")


# the scripted part in pieces, each a test of its own (the whole of it in one test took
# 159 s): a piece's last step waits for the learner's next turn, so the computer's replies
# to it (`after`) are the screen's; the end of the round that travel_ahead foretells
# comes with meditate_last, in its piece
PIECES = ((0, 3), (3, 6), (6, 8), (8, 10), (10, 12), (12, 14), (14, 17), (17, 20))


BUILT = ("travel", "tides", "travel_ahead", "sailboat")    # the steps built by clicks


def notes_read_before(k: int) -> list[str]:
    """The notes a learner read on the way to step `k` (intro at once; the scoring's two
    once round 1 is scored): a resumed save remembers them."""
    if k == 0:
        return []
    return list(NOTES) if round_scored(at_step(k)) is not None else ["intro"]


@pytest.mark.long
@pytest.mark.parametrize("first,end", PIECES, ids=[f"steps{a}-{b - 1}" for a, b in PIECES])
def test_the_guided_game_played_through_the_window_says_only_what_happens(
        tmp_path, monkeypatch, first, end):
    """The scripted part at human pace in German at 1024x700 (the fresh player's), from
    its save as Learn to play resumes it: the card's words read as they stand at each
    step, the events as the screen got them (those before the piece: the engine's, of
    the save's log)."""
    got: list[list] = []
    polled = LocalTable.poll

    def poll(self, *a, **k):
        out = polled(self, *a, **k)
        got.extend(ev.events for ev in out if isinstance(ev, CommandApplied))
        return out
    monkeypatch.setattr(LocalTable, "poll", poll)
    start = at_step(first) if first else tutorial_game()      # (step 0: as first opened)
    if first:
        save(start, tutorial_path(tmp_path), extra={SAVE_KEY: {
            "step": first, "seen": notes_read_before(first), "tips": True}})
    replayed, earlier = tutorial_game(), []
    for cmd in start.log:
        earlier.append((cmd, replayed.apply(cmd)))
    # (it reads the card and the events after each wait: a wait's last frame is drawn)
    person = Person(tmp_path, size=(1024, 700), language="de", every_frame=False)
    try:
        person.press(t("menu.tutorial"))
        scene = person.scene
        assert scene.game.log == start.log and scene.table.step_index == first
        shown, snaps, notes, helps = {}, {}, [], []
        for step in STEPS[first:end]:
            wait_for_step(person, step.key, notes)
            person.settle()
            title, body = scene.lesson._words         # the card as it stands
            told = scene.table.step
            assert title == lessons.title(told) and body[0] == lessons.words(told)
            shown[step.key], snaps[step.key] = body[0], scene.game.snapshot()
            if step.accept["type"] == "meditate":
                person.press(t("btn.meditate"))
            elif not take_the_lesson(person):
                build_the_lesson(person, lambda: helps.append(
                    (scene.lesson.box, scene.lesson._plan[2].do,
                     [b.rect for b in scene.builder_buttons], scene.table.step)))
        wait_for_step(person, STEPS[end].key if end < len(STEPS) else None, notes)
        # while a move is built, the step's card pins what to click next (the instruction
        # cut in a 3-line box over the move's help was unreadable), clear of Confirm and
        # Cancel; the moves built by clicks are the script's four
        keys = [step.key for step in STEPS[first:end]]
        assert [step.key for *_, step in helps] == [k for k in BUILT if k in keys], helps
        for box, pinned, bar, step in helps:
            assert box is not None and not box.collidelistall(bar), (box, bar)
            assert " ".join(pinned).split() == progress(step, "build").split(), pinned
        # the notes on the way, each read once: round 1's scoring told with its real
        # numbers, then the figures; at the end, that the lessons are done
        read = [n for n in notes_read_before(end) if n not in notes_read_before(first)]
        assert [n.key for n in notes] == read + ["done"] * (end == len(STEPS))
        for note in notes:
            if note.key == "scoring":
                names = scene.snap["names"]
                assert note.body == scoring_text(round_scored(scene.game), names)
                counts = ", ".join(f"{names[r['player']]} {r['count']}"
                                   for r in round_scored(scene.game)["priestess"])
                assert t("tutorial.note.priestess", counts=counts) in note.body
        log = list(scene.game.log)
        assert log[:len(start.log)] == start.log
        assert len(got) == len(log) - len(start.log)    # every command's events, none twice
        commands = earlier + list(zip(log[len(start.log):], got, strict=True))
        for k in range(first, end):
            check(STEPS[k].key, k, commands, shown, snaps)
        if "meditate_last" in shown:
            assert shown["meditate_last"] == t("tutorial.meditate_turn")
            assert "letzte Zeitmarke um, erhältst 1" not in shown["meditate_last"]
    finally:
        person.close()
        i18n.set_language("en")


def test_the_pieces_cover_the_scripted_part_once():
    assert PIECES[0][0] == 0 and PIECES[-1][1] == len(STEPS)
    assert all(a[1] == b[0] < b[1] for a, b in zip(PIECES, PIECES[1:], strict=False))
    keys = [step.key for step in STEPS]
    assert any(a <= keys.index("travel_ahead") and keys.index("meditate_last") < b
               for a, b in PIECES)
