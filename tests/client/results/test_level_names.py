"""The weakest computer level is not named after the game's pieces (fresh players read
"Computer: Novice" / "Novize" as the novices): it is the Beginner, Anfänger, Débutant in
every text a player reads; its id in saves stays `novice`, so a saved game against it
still opens and says whom it is against. Driven through the real loop at normal speed."""

from __future__ import annotations

import re

import pytest

from luna.client.demo.driver import click, frames, make_app, menu_button, press_button
from luna.engine import new_game
from luna.saves import autosave_path, save
from luna.text import TABLES, i18n, t

NAMES = {"en": "Beginner", "de": "Anfänger", "nl": "Beginner", "fr": "Débutant"}
PIECES = {"en": r"\bnovices?\b", "de": r"\bnovizen?\b", "nl": r"\bnovices?\b",
          "fr": r"\bnovices?\b"}
LEVEL_KEYS = ("level.novice", "seat.novice", "lan.kind.novice", "seat.tip")


@pytest.mark.parametrize("lang", list(NAMES))
def test_the_level_has_its_own_word_and_the_word_no_other_meaning(lang):
    table = TABLES[lang]
    for key in LEVEL_KEYS:
        assert NAMES[lang] in table[key], (lang, key, table[key])
        assert not re.search(PIECES[lang], table[key], re.I), (lang, key, table[key])
    elsewhere = [k for k, s in table.items() if NAMES[lang].lower() in s.lower()
                 and k not in LEVEL_KEYS and not k.endswith(".about")]   # (a level's play)
    assert not elsewhere, (lang, elsewhere)


def test_the_new_game_seats_and_a_saved_game_name_the_beginner(tmp_path):
    save(new_game(players=2, seed=3, seats=[{"kind": "human"},
                                            {"kind": "novice", "seed": 4}]),
         autosave_path(tmp_path))
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    try:
        cont = menu_button(app, "continue")      # the save names its level by its old id
        assert cont.is_enabled and "Anfänger" in cont.tool_tip_text, cont.tool_tip_text
        assert "Novize" not in cont.tool_tip_text
        press_button(app, menu_button(app, "new"))
        frames(app, 10)
        _, _, kind = app.scene.rows[1]
        click(app, kind.rect.center)               # seat 2's kind, opened as a hand does
        frames(app, 10)
        sel = kind.current_state.options_selection_list
        shown = [it["text"] for it in sel.item_list]
        beginner = app.scene.kind_word("novice")        # "Computer 1/10: Anfänger"
        assert "Anfänger" in beginner and "1/10" in beginner
        assert beginner in shown and not [s for s in shown if "Novize" in s]
        entry = next(it["button_element"] for it in sel.item_list
                     if it["text"] == beginner)
        click(app, entry.rect.center)
        frames(app, 5)
        click(app, app.scene.start.rect.center)
        frames(app, 5)
        assert type(app.scene).__name__ == "GameScene"
        assert app.scene.game.header["seats"][1]["kind"] == "novice"   # the id stays
    finally:
        i18n.set_language("en")
    assert t("level.novice") == "Beginner"


def test_every_level_says_its_place_on_the_ladder_where_it_is_chosen(tmp_path):
    """Fresh players could not tell which of two level names was the stronger. In the
    New game dialog (German at 150 % in the smallest window, the tightest case) each
    computer entry says its place ("3/10"), the list runs weakest to strongest, each entry
    fits its list, a computer seat shows the strength scale with its place in words and a
    hover text saying what 1 and 10 are; the LAN lobby's list says the places too."""
    from luna.ai.levels import LEVELS
    from luna.client.widgets.look.strength import LIST_FONT, kind_labels, rank
    from luna.client.window.fonts import font
    from luna.seats import LOBBY_KINDS
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    try:
        app.settings.text_size = 150
        app.save_settings()
        press_button(app, menu_button(app, "new"))
        frames(app, 3)
        dialog = app.scene
        _, _, kind = dialog.rows[1]
        shown = [dialog.kind_word(k) for k in LEVELS]
        assert [s.split("/")[0].split()[-1] for s in shown] == \
            [str(n) for n in range(1, len(LEVELS) + 1)]                  # in ladder order
        assert all(f"/{len(LEVELS)}" in s and t(f"level.{k}") in s
                   for s, k in zip(shown, LEVELS, strict=True))
        assert all(font(LIST_FONT, True).size(s)[0] < kind.rect.w - 24 for s in shown), shown
        level = dialog.kinds[1]
        bars, words = dialog.scales[1]               # under the seat's list, in its card
        card = next(dialog.at(*c) for p, c in dialog.cards if p == 1)
        assert card.contains(bars) and bars.top >= kind.rect.bottom, (bars, kind.rect)
        assert kind.rect.bottom < words.centery < card.bottom and words.left > bars.right
        assert 0 not in dialog.scales                       # a person's seat has none
        tip = kind.menu_states["closed"].selected_option_button.tool_tip_text
        assert t(f"level.{level}") in tip and t("level.novice") in tip and \
            t("level.master") in tip, tip
        lobby = kind_labels(list(LOBBY_KINDS), 300, "lan.kind")
        assert [lb for lb, k in zip(lobby, LOBBY_KINDS, strict=True) if k in LEVELS] == \
            kind_labels(list(LEVELS), 300)
        assert all(f"{rank(k)}/{len(LEVELS)}" in lb
                   for lb, k in zip(lobby, LOBBY_KINDS, strict=True) if k in LEVELS)
    finally:
        app.settings.text_size = 100
        app.save_settings()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", list(NAMES))
def test_each_level_is_introduced_where_it_is_chosen(tmp_path, lang):
    """Fresh players met "the Master" named in the New game dialog and the settings, never
    introduced. Each level's hover text where it is chosen (its entry in a seat's list,
    the chosen one on the list's face) begins with a line on how it plays, naming it;
    the settings' Master's time per move says who the Master is."""
    from luna.ai.levels import LEVELS
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language=lang)
    try:
        press_button(app, menu_button(app, "new"))
        frames(app, 3)
        dialog = app.scene
        _, _, kind = dialog.rows[1]
        for k in LEVELS:
            about = t(f"level.{k}.about")
            assert t(f"level.{k}") in about and "\n" not in about, (k, about)
            assert kind.tips[dialog.kind_word(k)].startswith(about + "\n"), k
        face = kind.menu_states["closed"].selected_option_button.tool_tip_text
        assert face.startswith(t(f"level.{dialog.kinds[1]}.about")), face
    finally:
        i18n.set_language("en")


def test_the_settings_say_who_the_master_is(tmp_path):
    """The settings' row "Master's time per move": each of its buttons' hover text says
    how the Master plays."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    press_button(app, menu_button(app, "settings"))
    frames(app, 3)
    think = list(app.scene.think)
    assert think and all(b.tool_tip_text == t("settings.think.tip") for b in think)
    assert t("level.master") in t("settings.think.tip")


@pytest.mark.parametrize("lang,level", [("en", "level"), ("de", "Stufe"), ("nl", "niveau"),
                                        ("fr", "niveau")])
def test_the_suggested_levels_button_says_it_sets_a_level(lang, level):
    """The new-game dialog's button beside "{who}: Initiate is a good match for you" read
    "Play it" (play what?): it says it takes that level, and its hover begins alike."""
    label = TABLES[lang]["profile.use"]
    for tip in (TABLES[lang]["profile.use.tip"], TABLES[lang]["profile.use.tip.first"]):
        assert level in label and tip.startswith(label), (label, tip)



ORDER = {"en": "beats the one below it", "de": "schlägt jede die darunter",
         "fr": "bat celui d’en dessous", "nl": "van het niveau eronder"}


@pytest.mark.parametrize("lang", list(NAMES))
def test_a_level_card_claims_at_each_table_size_only_what_was_measured_there(lang):
    """The levels' order and ratings were measured in two-player games; the card of a
    level chosen for a table of three or four says so, and gives a rating for that table
    only where one was measured at that size (bench/ai.py --part tables), else says that
    none was. No figure or order on a card stands without the table size it was
    measured at."""
    from luna.ai.levels import LEVELS, RATINGS, TABLE_RATINGS, measured_at
    from luna.client.widgets.look.strength import level_tip
    i18n.set_language(lang)
    try:
        for players in (2, 3, 4):
            for k in LEVELS:
                tip = level_tip(k, players)
                two = t("level.measured.two", rating=f"{RATINGS[k]:.0f}")
                assert two in tip and ORDER[lang] in two, (players, k, tip)
                assert tip.count(ORDER[lang]) == 1, (players, k, tip)   # said once, there
                at = measured_at(k, players)
                if players == 2:
                    said = ""
                elif at is None:
                    said = t("level.measured.none", players=players)
                elif at.low == at.high:                  # the anchor, by definition
                    assert k == LEVELS[0] and at.rating == RATINGS[k]
                    said = t("level.measured.fixed", players=players, rating=f"{at.rating:.0f}")
                else:
                    assert at == TABLE_RATINGS[players][k] and at.low < at.rating < at.high
                    said = t("level.measured.table", players=players,
                             rating=f"{at.rating:.0f}", low=f"{at.low:.0f}",
                             high=f"{at.high:.0f}")
                rest = tip.replace(two, "")
                for line in _outside_said(k):
                    rest = rest.replace(line, "")
                assert said in rest, (players, k, tip)
                assert not re.search(r"\d{3}", rest.replace(said, "")), (players, k, tip)
        assert TABLE_RATINGS.get(3) and TABLE_RATINGS.get(4), "measured at 3 and 4"
    finally:
        i18n.set_language("en")


def _outside_said(level: str) -> list[str]:
    """What a card says of each outside check `level` was in."""
    from luna.ai.levels import checked_outside
    from luna.client.widgets.look.strength import outside_line
    return [outside_line(c) for c in checked_outside(level)]


def _recorded() -> tuple[dict, dict]:
    """bench/README.md's record of the runs against the deeper searcher ("96 and 192
    deals against the deeper searcher"): each level's (deals, games won) and each step's
    (deals, Elo, low, high), as its tables give them (a later row of a level or a step,
    on more deals, stands for it)."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[3] / "bench" / "README.md").read_text()
    part = text.split("#### 96 and 192 deals against the deeper searcher", 1)[1].split(
        "\n#", 1)[0]
    won = {m[1].lower(): (int(m[3]), float(m[4])) for m in re.finditer(
        r"^\| (Sage|Oracle|Master)( \([^)]*\))? \| (\d+) \| ([\d.]+),", part, re.M)}
    steps = {(m[1].lower(), m[2].lower()): (int(m[3]), int(m[4]), int(m[5]), int(m[6]))
             for m in re.finditer(r"^\| (\w+) -> (\w+) \| (\d+) \| ([+-]\d+) "
                                  r"\[([+-]\d+), ([+-]\d+)\]", part, re.M)}
    return won, steps


@pytest.mark.parametrize("lang", list(NAMES))
def test_the_top_levels_cards_quote_the_deeper_searchers_record(lang):
    """The cards quoted the weaker outside searcher (Sage 72, Oracle 67 of 96; -45
    [-163, +67]) after the deeper searcher's 96 deals had become the best evidence
    (F171). The cards' one source (levels.OUTSIDE) is what bench/README.md records of
    that run, the steps Sage -> Oracle and Oracle -> Master with their 95 % intervals;
    each of the three levels' cards gives the figures of the step up to it (the Sage's:
    up from it), said as sure as the interval is, and no other level's card speaks of
    one."""
    from luna.ai.levels import LEVELS, OUTSIDE
    from luna.client.widgets.look.strength import level_tip, outside_line
    from luna.text.i18n import decimal
    won, steps = _recorded()
    neighbours = {("sage", "oracle"), ("oracle", "master")}     # (the record has Sage ->
    assert {(c.lower, c.upper) for c in OUTSIDE} == neighbours <= set(steps)   # Master too)
    for c in OUTSIDE:
        assert (c.games, c.step.rating, c.step.low, c.step.high) == steps[c.lower, c.upper]
        assert won[c.upper] == (c.games, c.upper_won)
        assert c.lower_won is None or won[c.lower] == (c.games, c.lower_won)
    i18n.set_language(lang)
    try:
        for players in (2, 3, 4):
            for k in LEVELS:
                said = " ".join(_outside_said(k))
                tip = level_tip(k, players)
                checks = [c for c in OUTSIDE if c.upper == k] or \
                    [c for c in OUTSIDE if c.lower == k]       # the step up to it, first
                if not checks:
                    assert said == "" and "96" not in tip, (lang, k, tip)
                    continue
                for c in checks:
                    assert outside_line(c) in tip, (lang, k, tip)
                    halves = [w for w in (c.lower_won, c.upper_won) if w is not None]
                    for figure in (str(c.games), f"{c.step.rating:+.0f}",
                                   f"{c.step.low:+.0f}", f"{c.step.high:+.0f}",
                                   t(f"level.{c.lower}"), t(f"level.{c.upper}"),
                                   *(str(int(w)) if w == int(w) else decimal(w)
                                     for w in halves)):
                        assert figure in said, (lang, figure, said)
                    how = "sure" if c.step.low > 0 else "unsure"   # as sure as its interval
                    step = t(f"level.measured.outside.step.{how}", lower=t(
                        f"level.{c.lower}"), upper=t(f"level.{c.upper}"),
                        step=f"{c.step.rating:+.0f}", low=f"{c.step.low:+.0f}",
                        high=f"{c.step.high:+.0f}")
                    assert step in said, (lang, said)
                assert "-45" not in said and "-163" not in said
    finally:
        i18n.set_language("en")


def test_the_new_game_card_speaks_of_the_table_chosen(tmp_path):
    """With four players chosen, a computer seat's card in the New game dialog says what
    was measured at a table of four."""
    from luna.ai.levels import LEVELS
    from luna.client.widgets.look.strength import level_tip
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.players = 4
    press_button(app, menu_button(app, "new"))
    frames(app, 3)
    dialog = app.scene
    _, _, kind = dialog.rows[1]
    for word, k in dialog.kind_words.items():
        if k in LEVELS:
            assert kind.tips[word] == level_tip(k, 4), k
    face = kind.menu_states["closed"].selected_option_button.tool_tip_text
    assert face == level_tip(dialog.kinds[1], 4) and "4-player" in face, face


@pytest.mark.parametrize("lang,games", [("en", "look-ahead games"),
                                        ("de", "Vorausschau-Partien"),
                                        ("fr", "parties d’anticipation"),
                                        ("nl", "vooruitblik-partijen")])
def test_the_thinking_time_setting_says_what_the_master_card_says(lang, games):
    """The Settings' hover text said the thinking time is how long the Master thinks
    over each move, while the Master plays a set number of look-ahead games (the same
    on any computer), the time only a cap: both say the same, in the same words."""
    i18n.set_language(lang)
    try:
        tip, card = t("settings.think.tip"), t("level.master.about")
        assert games in tip and games in card, (lang, tip)
    finally:
        i18n.set_language("en")
