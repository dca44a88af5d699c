"""The solo game's order of play said where the player meets it (a French fresh player:
"the automaton played its whole turn at once, then I could chain any number of actions
under 'Effectuez une action' until 'Fin des actions'. Nothing on the board says this").

The rules (LUNA_RULES.md 6; FR: « La phase Action prend fin quand vous ne voulez plus
faire aucune action »): at each round's start the person chooses an island, the
automaton's novices there lie down and it plays (its council, its consecration); then the
person acts until declaring the action phase over. The turn line says so, and the engine
bears it out: the person stays to move after each action and End actions is legal.
Played through the real loop at normal speed, in French."""

from __future__ import annotations

import pytest
from human import Person
from positions import blank, novices, play
from test_scoring_summary import open_at

from luna.client.board.targets import Island
from luna.engine import replay
from luna.text import i18n, t

LANGS = ["en", "de", "fr", "nl"]


def round_start():
    s = blank(solo_level=1)
    novices(s, 3, 0, active=2)
    novices(s, 0, 0, active=2)
    for i in (1, 2, 4, 5, 6):
        novices(s, i, 1, active=2)
    s["phase"] = "solo_round_start"
    return play(s)


def test_the_solo_turn_line_says_who_plays_when(tmp_path):
    person = Person(tmp_path, language="fr")
    try:
        open_at(person, round_start())
        scene = person.scene
        name = scene.snap["names"][0]
        assert person.status() == t("your_turn", name=name) + " — " + \
            t("phase.solo_round_start")
        n = len(scene.game.log)
        person.act(Island(5), "solo_deactivate")
        person.until(lambda: len(scene.game.log) > n and not scene.blocked and
                     scene.table.may_act, what="the automaton's turn")
        person.settle()
        # the automaton played at once, as the line said: its novices down, its disc up
        events = replay(scene.game.header, scene.game.log[:n]).apply(scene.game.log[n])
        assert {"solo_deactivated", "council_moved"} <= {e["type"] for e in events}
        assert all(e.get("player", 1) == 1 for e in events if e["type"] in (
            "solo_deactivated", "council_moved"))
        assert scene.snap["phase"] == "actions" and scene.game.to_move == 0
        said = t("your_turn", name=name) + " — " + t("phase.actions.solo")
        assert person.status() == said, person.status()
        # one action, and the person acts again: as many as wanted, till End actions
        for _ in range(2):
            n = len(scene.game.log)
            person.act(next(tg for tg in sorted(scene.clickable, key=repr)
                            if tg.what == "island"), "council")
            person.until(lambda n=n: len(scene.game.log) > n, what="the action")
            person.settle()
            assert scene.game.to_move == 0 and scene.snap["phase"] == "actions"
            assert any(c["type"] == "end_actions" for c in scene.game.legal())
            assert person.status() == said
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_solo_lines_name_the_end_actions_button(lang):
    i18n.set_language(lang)
    try:
        assert t("btn.end_actions") in t("phase.actions.solo")
        assert t("phase.actions.solo") != t("phase.actions")
        assert t("solo.automaton").lower() in t("phase.solo_round_start").lower()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", LANGS)
def test_a_solo_rounds_log_line_says_the_person_begins_it(code):
    """Solo rounds: the automaton never takes a turn of the action phase; each round
    opens with the person's choice of its island, then the person plays (solo rules, at
    the start of each round). The round's log line never says the automaton starts."""
    from luna.engine import new_game
    from luna.text.narrate import event_text

    g = new_game(players=1, seed=5, solo_level=1, setup="random")
    snap = g.snapshot()
    automaton = snap["names"][1]
    try:
        i18n.set_language(code)
        lines = [event_text({"type": "round_started", "round": k, "start_player": 1}, snap)
                 for k in (1, 2, 6)]
        starts = {t("log.round_started", round=k, who=who) for k in (1, 2, 6)
                  for who in (automaton, t("solo.automaton"))}
    finally:
        i18n.set_language("en")
    assert not starts & set(lines), lines
    assert all(str(k) in line for k, line in zip((1, 2, 6), lines, strict=True))
