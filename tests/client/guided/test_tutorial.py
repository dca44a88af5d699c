"""The guided first game ("Learn to play"): the lesson script replayed against the
engine (every step asks for a legal move, every lit target offers one), the table's
refusals, and the whole scripted part played at human pace through the window, left and
resumed from the menu."""

from __future__ import annotations

import re

import pytest
from guided_steps import NOTES, at_step, computer_move
from human import Person

from luna.ai import make_bot
from luna.client.board.targets import Field, Group, Island
from luna.client.game.actions import actions_at
from luna.client.game.choices import clickable, options_for
from luna.client.game.plan import Plan
from luna.client.learn.guided_table import LEARNER, SAVE_KEY, TutorialTable
from luna.client.learn.lessons import (
    SEATS,
    STEPS,
    accepted,
    instruction,
    tutorial_game,
)
from luna.client.learn.notes import done_text, figures_text, round_scored, scoring_text
from luna.engine import IllegalCommand, new_game
from luna.saves import autosave_path, load, save, tutorial_path
from luna.seats import seats_of
from luna.text import island, set_language, t
from luna.text.moves import move_text


def test_every_step_asks_for_a_legal_move_and_lights_only_targets_that_offer_one():
    game, taught, events, at = tutorial_game(), [], [], {}
    while len(taught) < len(STEPS):
        if game.to_move != 0:
            cmd = computer_move(game)
            events += [dict(e, by_cmd=cmd) for e in game.apply(cmd)]
            continue
        step = STEPS[len(taught)]
        at[step.key] = game.snapshot()
        moves = accepted(game, step)
        assert moves, f"step {step.key} asks for a move the rules do not allow now"
        legal = game.legal()
        assert all(m in legal for m in moves)
        snap = game.snapshot()
        lit = clickable(moves, snap, 0)
        assert lit, f"step {step.key} lights nothing to click"
        for target in lit:
            opts = options_for(target, moves, snap, 0)
            assert any(o.command or o.builder for o in opts), (step.key, target)
        events += [dict(e, by_cmd=moves[0]) for e in game.apply(moves[0])]
        taught.append(step.key)
    assert taught == [s.key for s in STEPS]
    # the situations the lessons talk about really happen in the scripted part
    kinds = {e["type"] for e in events}
    assert {"novice_expelled", "round_scored", "figure_moved", "guardian_moved",
            "time_marker", "tile_consecrated"} <= kinds, kinds
    mine = [e["by_cmd"] for e in events if e["by_cmd"]["player"] == 0]
    # the learner's own moves teach every action, the Bribery appointment included
    assert {"build_shrine", "tides", "book", "sailboat", "herbs", "travel", "council",
            "banish", "meditate", "consecrate", "recruit", "favour"} <= {c["type"] for c in mine}
    assert any(c["type"] == "appoint" and c["bribe"] for c in mine)
    assert any(c["type"] == "appoint" and not c["bribe"] for c in mine)
    assert any(c.get("novice_token") for c in mine)
    assert any(e["type"] == "novice_expelled" and e["by_cmd"]["player"] == 0 for e in events)
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["priestess"] and scored["apostate"] and scored["temple"]
    # what the lessons say of this game is what happens in it (issue 22): the banish
    # leaves the Apostate where the learner loses nothing at round 2's end, ...
    second = [e for e in events if e["type"] == "round_scored"][1]
    assert second["round"] == 2 and not any(r["player"] == 0 for r in second["apostate"])
    one_step = (at["banish"]["apostate"] + 1) % 7          # where one novice would send him
    assert at["banish"]["islands"][one_step]["active"][0]    # ... the learner's novice
    # ... the start player alternates, so Red starts round 3, as the lesson says ...
    third = next(e for e in events if e["type"] == "round_started" and e["round"] == 3)
    names = game.snapshot()["names"]
    assert third["start_player"] == 1 and names[1] in t("tutorial.meditate_last")
    # ... and the Book taken from field 2 stands on Red's novice, not the learner's
    field = next(f for f in at["book"]["temple"]["fields"] if f["field"] == 2)
    assert field["player"] == 1 and field["book"]
    assert "Red's novice on field 2" in t("tutorial.book")
    assert "your Book from field 2" not in t("tutorial.book")
    # the note at the first round's end tells this scoring with its own numbers
    told = round_scored(game)
    assert {k: v for k, v in told.items() if k != "moves"} == \
        {k: v for k, v in scored.items() if k != "by_cmd"}
    ends = [e for e in events if e["type"] in ("figure_moved", "guardian_moved")][:4]
    assert told["moves"] == [{k: v for k, v in e.items() if k != "by_cmd"} for e in ends]
    snap = game.snapshot()
    assert t("tutorial.note.figures.here", priestess=island(snap["islands"][ends[0]["to"]]["kind"]),
             builder=island(snap["islands"][ends[1]["to"]]["kind"]),
             apostate=island(snap["islands"][ends[2]["to"]]["kind"]),
             guardian=ends[3]["to_value"]) in figures_text(told, snap)
    names = game.snapshot()["names"]
    words = scoring_text(scored, names)
    first = scored["priestess"][0]
    assert t("tutorial.note.places", first=names[first["player"]], big=first["points"]) \
        in words or t("tutorial.note.tie", first=names[first["player"]], big=first["points"],
                      second=names[scored["priestess"][-1]["player"]],
                      small=scored["priestess"][-1]["points"]) in words
    for r in scored["apostate"]:
        assert f"{names[r['player']]} {r['points']}" in words        # e.g. "Red -2"
    for r in scored["temple"]:
        assert f"{names[r['player']]} +{r['points']}" in words
    # then the learner plays on freely: the game reaches its final scoring
    while not game.is_over:
        game.apply(computer_move(game) if game.to_move else
                   make_bot("adept", len(game.log)).choose(game))
    assert game.snapshot()["final"] is not None


def test_the_table_refuses_other_moves_with_what_the_lesson_wants_and_skips():
    game = tutorial_game()
    table = TutorialTable(game, seats_of(game.header))
    while game.to_move != 0:
        game.apply(computer_move(game))
    wrong = next(c for c in game.legal() if c["type"] == "recruit")
    with pytest.raises(IllegalCommand, match=t("tutorial.favour.short")):
        table.apply(wrong)
    assert table.step_index == 0 and table.step.key == "favour"
    assert table.skip() and table.step_index == 1
    assert table.can_undo() and table.undo() and table.step_index == 0


def test_moves_built_by_clicks_are_the_lessons_moves():
    """Travel and Tides are built click by click: what the builder makes is accepted."""
    game = tutorial_game()
    table = TutorialTable(game, seats_of(game.header))
    built = {"travel": (0, True, 3), "tides": (6, False, 3)}
    while table.step.key != "council":
        while game.to_move != 0:
            game.apply(computer_move(game))
        key = table.step.key
        if key in built:
            source, active, dest = built[key]
            b = Plan(key, 0)
            b.select(source, active)
            b.add(dest)
            wrong = Plan(key, 0)
            wrong.select(source, active)
            wrong.add(dest + 1)
            with pytest.raises(IllegalCommand, match=t(f"tutorial.{key}.short")):
                table.apply(wrong.command())
            table.apply(b.command())
        else:
            assert table.skip()
        assert table.step.key != key


def wait_for_step(person: Person, key: str | None, notes: list | None = None) -> None:
    """Wait until the lesson asks for the step `key`, reading each note on the way (its
    Continue pressed like a person would; `notes` collects what they said)."""
    scene = person.scene
    current = lambda: scene.table.step.key if scene.table.step else None  # noqa: E731
    while True:
        person.until_past_scoring(          # a round's end: its summary read, Continue
            lambda: (scene.table.note is not None and "continue" in scene.lesson.buttons)
            or (scene.table.may_act and not scene.blocked and current() == key),
            seconds=60, what=f"the step {key}")
        note = scene.table.note
        if note is None:
            break
        assert not scene.clickable and "skip" not in scene.lesson.buttons   # read first
        if notes is not None:
            notes.append(note)
        person.settle()
        person.click(scene.lesson.buttons["continue"].center)
        person.until(lambda n=note: scene.table.note != n, seconds=5, what="the note read")
    person.settle()


def take_the_lesson(person: Person) -> bool:
    """Click the first lit place and take the first action its ring offers (the Book:
    its two fields)."""
    scene = person.scene
    for target in sorted(scene.clickable, key=repr):
        if target.what == "field":
            book = next(c for c in scene.legal if c["type"] == "book" and target.field in
                        (c["from"], c["to"]))
            person.click_on(target)
            other = book["from"] if book["to"] == target.field else book["to"]
            person.click_on(Field(other))
            return True
        acts = [a for a in actions_at(target, scene.legal, scene.snap, 0)
                if a.enabled and not a.builder]
        if acts:
            person.act(target, acts[0].kind)
            return True
    return False


def build_the_lesson(person: Person, look=None) -> None:
    """Build the lesson's Travel, Tides or Sailboat click by click, as its text says: its
    group of novices, the ring's button of the move, each destination island, Confirm
    (`look` is called once the move is started, as a person reads the instructions)."""
    scene = person.scene
    want = scene.table.lesson_moves()[0]
    moves = want.get("moves") or [{"from": want["from"], "to": want["to"],
                                   "count": want["count"]}]
    first = moves[0]
    state = "active" if first.get("active", True) else "inactive"
    person.act(Group(first["from"], LEARNER, state), want["type"])
    if look is not None:
        look()
    for m in moves:
        for _ in range(m["count"]):
            person.click_on(Island(m["to"]))
    n = len(scene.game.log)
    person.press(t("btn.confirm"))
    assert len(scene.game.log) > n and scene.game.log[n]["type"] == want["type"]


def test_the_guided_game_names_the_learner_by_the_name_kept(tmp_path):
    """"Learn to play" called the learner "Yellow" where New game and Solo offered the
    name kept in the settings ("Anna"): it names the learner so too, the Beginner by its
    colour."""
    person = Person(tmp_path)
    try:
        person.app.settings.names = ["Anna", "Ben"]
        person.app.save_settings()
        person.press(t("menu.tutorial"))
        wait_for_step(person, "favour")
        assert person.scene.game.state.names == ["Anna", t("colour.red")]
    finally:
        person.close()


def test_the_guided_game_left_at_a_step_resumes_there_with_back_and_skip(tmp_path):
    """The first steps at human pace, left for the menu and resumed from "Learn to play"
    at the same step, then Back one step and Skip (the rest of the scripted part through
    the window: test_guided_true; free play to the end: the test below)."""
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        scene = person.scene
        wait_for_step(person, "favour")
        # the panel is drawn, out of the way of the lit pieces
        box = scene.lesson.box
        assert box is not None and t("tutorial.back") not in scene.lesson.buttons
        lit = [r for r, tg in scene.board.hits if tg in scene.clickable]
        assert lit and not any(box.colliderect(r) for r in lit)
        # the computer's move is told in the log (Red moved first)
        assert scene.log.lines
        # a move the lesson does not want is refused, saying what it wants
        other = next(c for c in scene.game.legal() if c["type"] == "recruit")
        assert not scene.play(other) and scene.game.log[-1]["player"] == 1
        assert take_the_lesson(person)
        wait_for_step(person, "recruit")
        assert take_the_lesson(person)
        wait_for_step(person, "travel")
    finally:
        person.close()
    # left for the menu, resumed from "Learn to play" at the same step
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        scene = person.scene
        wait_for_step(person, "travel")
        assert scene.table.seen == {"intro"}           # the save remembers the note read
        person.click(scene.lesson.buttons["back"].center)           # Back one step
        wait_for_step(person, "recruit")
        assert scene.table.step_index == 1
        person.click(scene.lesson.buttons["skip"].center)           # Skip this step
        wait_for_step(person, "travel")
        assert scene.table.step_index == 2
    finally:
        person.close()


@pytest.mark.long
def test_after_the_script_a_tip_stands_and_the_game_is_played_to_its_final_note(tmp_path):
    """Free play, from the save Learn to play resumes once the scripted part is played
    (its two notes of round 1 read): the note that the lessons are done, a tip for the
    learner's turn in the panel that can be switched off, then the game played out by
    clicks to the final scoring's note and the results screen."""
    end = len(STEPS)
    save(at_step(end), tutorial_path(tmp_path), extra={SAVE_KEY: {
        "step": end, "seen": list(NOTES), "tips": True}})
    person = Person(tmp_path, every_frame=False)      # what stands after each wait is read
    try:
        person.press(t("menu.tutorial"))
        scene = person.scene
        notes = []
        wait_for_step(person, None, notes)
        assert [n.key for n in notes] == ["done"]
        assert notes[0].body == done_text(scene.game.snapshot())
        assert scene.table.step is None and len(scene.legal) == len(scene.game.legal())
        # free play: a tip for the learner's turn stands in the panel, and can be switched off
        person.until(lambda: scene.view().hint is not None, seconds=60, what="a tip")
        person.settle()
        tip = move_text(scene.hints.hint.command, scene.snap)
        words = scene.guide.tip_words(scene.view())
        assert tip in words and not any(tip in m for m, _ in scene.app.toasts)
        assert scene.lesson.buttons.keys() >= {"tips"}
        person.click(scene.lesson.buttons["tips"].center)
        assert scene.guide.tip_words(scene.view()) == t("tutorial.free") and not scene.table.tips
        play_on_to_the_final_scoring(person)
    finally:
        person.close()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_learn_to_play_is_in_the_main_menu_and_every_item_fits_the_window(tmp_path, size):
    person = Person(tmp_path, size=size, language="de")
    try:
        assert t("menu.tutorial") in person.usable()
        w, h = size
        for b in person.buttons():
            assert 0 <= b.rect.top and b.rect.bottom <= h and b.rect.right <= w, b.text
    finally:
        person.close()


def play_on_to_the_final_scoring(person: Person) -> None:
    """Free play after the lessons: the game played out by clicks with the animations
    switched off (the Speed button, as a person may), the final scoring's note read (its
    numbers the engine's), then the results screen."""
    scene = person.scene
    for _ in range(2):                                  # normal -> fast -> off
        person.click(scene.buttons["speed"].rect.center)
    moves = 0
    while not scene.game.is_over and moves < 400:
        person.until_past_scoring(lambda: scene.game.is_over or (
            scene.table.may_act and not scene.blocked), seconds=60, what="my turn")
        if scene.game.is_over:
            break
        if t("btn.meditate") in person.usable() and moves % 3 == 2:
            person.press(t("btn.meditate"))
        elif not take_the_lesson(person):
            person.press(t("btn.meditate"))
        moves += 1
    # the final scoring is explained in the panel before the results screen
    person.until_past_scoring(lambda: "continue" in scene.lesson.buttons, seconds=30,
                              what="the final scoring's note")
    person.settle()
    final = scene.game.snapshot()["final"]
    assert final is not None and scene.table.note.key == "final"
    assert person.app.scene is scene                     # held until it is read
    names = scene.snap["names"]
    for p, b in enumerate(final["breakdown"]):
        assert t("tutorial.note.final.line", name=names[p], shrines=f"+{b['shrines']}"
                 if b["shrines"] else "0", favours=f"+{b['favours']}" if b["favours"]
                 else "0", council=f"+{b['council']}" if b["council"] else "0",
                 score=final["scores"][p]) in scene.table.note.body
    person.click(scene.lesson.buttons["continue"].center)
    person.until(lambda: person.app.scene is not scene, seconds=30,
                 what="the results screen")
    assert not (person.app.save_dir / "profiles").exists()    # a guided game is not rated
    from luna.profiles import kept_any
    assert not kept_any(person.app.save_dir)


def test_the_guided_game_keeps_its_own_save_and_the_game_in_progress_is_kept(tmp_path):
    """A player with a game in progress who opens "Learn to play" loses nothing: the
    tutorial saves to its own file and the game in progress stays as it was. Continue
    resumes the game in progress, never the lesson (F201); "Learn to play" resumes the
    lesson where it was."""
    game = new_game(players=3, seed=11, seats=[{"kind": "human"}] * 3)
    game.apply(game.legal()[0])
    save(game, autosave_path(tmp_path))
    before = autosave_path(tmp_path).read_bytes()
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        wait_for_step(person, "favour")
        assert take_the_lesson(person)
        wait_for_step(person, "recruit")
        assert autosave_path(tmp_path).read_bytes() == before
        assert load(tutorial_path(tmp_path)).log == person.scene.game.log
    finally:
        person.close()
    person = Person(tmp_path)
    try:
        assert t("menu.tutorial") not in person.button(t("menu.continue")).tool_tip_text
        person.press(t("menu.continue"))
        person.settle()
        assert person.scene.game.log == game.log            # the game in progress
        assert getattr(person.scene.table, "step", None) is None
    finally:
        person.close()
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        person.settle()
        assert person.scene.game.log == load(tutorial_path(tmp_path)).log
        assert person.scene.table.step is not None              # the lesson, where it was
        assert load(autosave_path(tmp_path)).log[:len(game.log)] == game.log
    finally:
        person.close()


def test_the_seats_are_named_in_the_learners_language():
    set_language("de")
    try:
        names = tutorial_game().snapshot()["names"]
    finally:
        set_language("en")
    assert names == ["Gelb", "Rot"]


def test_the_final_scorings_points_follow_what_they_are_for():
    """"+8 shrines" reads as eight shrines; "shrines +8" as what they earned (review 22
    #36), in every language."""
    from luna.text.i18n import TABLES
    for code, table in TABLES.items():
        line = table["tutorial.note.final.line"]
        assert not re.search(r"\{(shrines|favours|council)\} \w", line), (code, line)
        assert all(re.search(r"\w \{" + part + r"\}", line) for part in
                   ("shrines", "favours", "council")), (code, line)


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_tides_step_says_what_the_engine_takes_any_number_from_anywhere(code):
    """A fresh player read "any of your novices" while the ring offered "×1–2": the rule
    (LUNA_RULES, Tides) and the engine take any number, at least one, from any islands
    and the jetty in one Tides; the lesson's sentence and the rule's say so."""
    from guided_steps import at_step
    k = next(i for i, s in enumerate(STEPS) if s.key == "tides")
    game = at_step(k)
    snap = game.snapshot()
    lying = snap["islands"][6]["inactive"][0]
    elsewhere = next(i for i, isl in enumerate(snap["islands"]) if i != 6 and isl["active"][0])
    assert lying >= 2
    several = {"type": "tides", "player": 0, "moves": [
        {"from": 6, "to": 3, "count": lying, "active": False},
        {"from": elsewhere, "to": 6 if elsewhere != 6 else 3, "count": 1, "active": True}]}
    assert game.refusal(several) is None                   # several, from two islands
    none = {"type": "tides", "player": 0,
            "moves": [{"from": 6, "to": 3, "count": 0, "active": False}]}
    assert game.refusal(none) is not None                  # but at least one
    at_least_one = {"en": "at least one", "de": "mindestens einer", "nl": "minstens één",
                    "fr": "au moins un"}[code]
    try:
        set_language(code)
        for key in ("tutorial.tides", "rule.tides"):
            assert at_least_one in t(key), t(key)
    finally:
        set_language("en")


def test_each_steps_instruction_is_a_sentence_of_its_own_words_in_every_language():
    """What the card keeps beside an action tray (learn/lessons.instruction) is taken from
    the step's own words, in every language: a part of them, never empty, a click's or a
    move's sentence short enough to fold beside a tray (at most four lines of a small
    panel), and never the whole explanation where the step has one."""
    try:
        for code in ("en", "de", "nl", "fr"):
            set_language(code)
            for step in STEPS:
                body, said = t(f"tutorial.{step.key}"), instruction(step)
                assert said and said in body, (code, step.key, said)
                assert len(said) <= 170, (code, step.key, said)
                assert len(said) < len(body) or len(body) <= 80, (code, step.key)
    finally:
        set_language("en")


def test_the_guided_moves_leave_the_learner_ahead_of_the_weakest_level_and_the_end_says_so():
    """A fresh player ended the script in round 3 at 22 to 32 against an Adept. The lesson's
    computer is the weakest level, and the script's moves keep the learner in front: at the
    learner's first turn after the script the learner is not behind on the track, nor by
    more than a shrine's 4 on the projected final count (what the shrines, favours and
    council seat will add; a round's scoring moves a player by about that much). The card
    that closes the script, shown then, says where the learner stands and what to do next."""
    from guided_steps import script

    from luna.ai.levels import LEVELS
    from luna.client.learn.notes import due_note
    assert SEATS[1]["kind"] == LEVELS[0]
    game = tutorial_game()
    for cmd in script():
        game.apply(cmd)
    seen = {"intro", "scoring", "figures"}
    assert due_note(game, seen, round_scored(game)) is None       # the computer moves first
    while game.to_move != 0:                                  # the card at the learner's turn
        game.apply(computer_move(game))
    snap = game.snapshot()
    assert snap["round"] == 3 and not game.is_over
    mine, theirs = snap["influence"]
    assert mine >= theirs, snap["influence"]
    assert snap["projected"][0] >= snap["projected"][1] - 4, snap["projected"]
    note = due_note(game, seen, round_scored(game))
    assert note is not None and note.key == "done"
    assert f"{mine}" in note.body and f"{theirs}" in note.body
    assert t("menu.new") in note.body and t("level.novice") in note.body
    assert due_note(game, seen | {"done"}, round_scored(game)) is None
    undone = tutorial_game()                  # one step short: the card waits its turn
    for cmd in script()[:-1]:
        undone.apply(cmd)
    assert due_note(undone, seen, round_scored(undone)) is None


def test_the_note_is_worked_out_once_a_position_and_again_as_it_changes(tmp_path,
                                                                        monkeypatch):
    """The guided game's note is asked for several times a frame: it is worked out once
    while nothing changes (its snapshot and words cost every frame ~0.25 ms), and again
    when it is read, when the language changes and when a move is played."""
    from luna.client.learn import guided_table
    worked = []
    real = guided_table.due_note
    monkeypatch.setattr(guided_table, "due_note",
                        lambda *a: worked.append(1) or real(*a))
    person = Person(tmp_path)
    try:
        person.press(t("menu.tutorial"))
        person.wait(0.5)
        table = person.scene.table
        assert table.note is not None and table.note.key == "intro"
        worked.clear()
        person.wait(0.5)                          # 30 frames at one position
        assert table.note.key == "intro" and len(worked) <= 1
        set_language("de")
        assert table.note.title == t("tutorial.note.intro.title")       # in German
        set_language("en")
        person.click(person.scene.lesson.buttons["continue"].center)    # read
        assert table.note is None or table.note.key != "intro"
        wait_for_step(person, "favour")
        before = len(table.game.log)
        assert take_the_lesson(person)
        person.until(lambda: len(table.game.log) > before, what="the lesson's move")
        assert table.note == guided_table.due_note(table.game, table.seen, table._scored)
    finally:
        person.close()


# how each language says "on the same seat" of the council (NL *Maanpriesteres*: "op
# dezelfde positie … wint degene die bovenop ligt")
SAME_SEAT = {"en": "same seat", "de": "demselben Sitz", "nl": "hetzelfde veld",
             "fr": "même case"}


@pytest.mark.parametrize("code", sorted(SAME_SEAT))
def test_the_tie_note_says_both_council_cases(code):
    """A Moon Priestess tie goes to the disc further along the council and, on the same
    seat, to the disc on top: the scoring note says both."""
    scored = {"priestess": [{"player": 1, "count": 2, "points": 5},
                            {"player": 0, "count": 2, "points": 2}],
              "apostate": [], "temple": []}
    set_language(code)
    try:
        words = scoring_text(scored, ["Anna", "Bob"])
    finally:
        set_language("en")
    assert "Bob" in words and "5" in words
    assert SAME_SEAT[code] in words, words


@pytest.mark.parametrize("lang,same_seat", [("en", "same seat"), ("de", "demselben Sitz"),
                                            ("nl", "hetzelfde veld"), ("fr", "même case")])
def test_the_final_note_says_a_tie_on_one_seat_goes_to_the_disc_on_top(lang, same_seat):
    """A final tie goes to the better council position: further along, and on the same
    seat the disc higher in the stack (rules 4). The note said only "the better seat"."""
    from positions import blank

    from luna.engine.scoring import winner_of
    from luna.engine.snapshot import from_snapshot_state
    snap = blank(players=2)
    snap["council"] = [[], [], [], [0, 1]] + [[] for _ in range(7)]   # red's disc on top
    assert winner_of(from_snapshot_state(snap), [30, 30]) == 1
    try:
        set_language(lang)
        said = t("tutorial.note.final")
    finally:
        set_language("en")
    assert same_seat in said, said


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_the_lessons_numbers_are_the_engines_for_the_tutorials_players(lang):
    """The numbers the notes and lessons state (figures' steps, shrine, favour and temple
    points) are the engine's data for the tutorial's own player count, in every language."""
    from luna.engine.data import (
        ARCHITECT_STEP,
        FAVOUR_POINTS,
        SHRINE_POINTS,
        TEMPLE_POINTS,
        priestess_payout,
        time_markers,
    )
    from luna.text.i18n import TABLES
    snap = tutorial_game().snapshot()
    players = snap["players"]
    assert snap["time_markers"]["total"] == time_markers(players)

    def numbers(key: str) -> list[int]:
        return [int(n) for n in re.findall(r"\d+", re.sub(r"\{\w+\}", "", TABLES[lang][key]))]

    assert numbers("tutorial.note.figures") == [priestess_payout(players)[0], ARCHITECT_STEP]
    assert numbers("tutorial.note.final") == [SHRINE_POINTS, FAVOUR_POINTS]
    assert numbers("tutorial.done.still") == [SHRINE_POINTS, TEMPLE_POINTS]
    assert numbers("tutorial.note.temple") == [TEMPLE_POINTS]
    assert SHRINE_POINTS in numbers("tutorial.note.intro") and SHRINE_POINTS in numbers(
        "tutorial.build")
