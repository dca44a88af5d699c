"""Words fresh players flagged in German and French, and the classes of error
behind them, checked over every catalogue: a guided step names a button by its label,
French clicks "sur" a thing, the French Undo is the usual "Annuler" and no button beside
it says the same, a place in a scoring reads as a place."""

from __future__ import annotations

import re

import pytest

from luna import text as i18n
from luna.text import ordinal, t
from luna.text.i18n import LANGUAGE_NAMES, TABLES

# A step of the guided game tells the player which button to take: the word after the
# verb is that button's label, on the action ring or in the panel (the French tutorial
# said "choisissez Recruter" under a ring button "Recrutement"; the Dutch one "kies Werf
# een novice" under "Werving").
TAKE = {"en": r"\b(?i:choose|press|then) ([A-Z]\w+)",
        "de": r"\b(?i:wähle|drücke|dann) ([A-ZÄÖÜ]\w+)",
        "nl": r"\b(?i:kies|druk op|dan(?: op)?) ([A-Z]\w+)",
        "fr": r"\b(?i:choisissez|appuyez sur|puis) ([A-ZÉ]\w+)"}


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_a_guided_step_names_a_button_by_its_label(code):
    table = TABLES[code]
    labels = {v for k, v in table.items() if k.startswith(("ring.", "btn."))}
    named, wrong = 0, []
    for key, s in table.items():
        if not key.startswith("tutorial."):
            continue
        for word in re.findall(TAKE[code], s):
            named += 1
            if word not in labels:
                wrong.append(f"{key}: {word!r} is no button's label")
    assert named >= 5 and not wrong, "\n".join(wrong)


# French clicks on a thing: "Cliquez sur l'Île", never "Cliquez l'Île".
CLICK_BARE = re.compile(r"\bcliqu(?:ez|er|e)\s+(?!sur\b|dessus\b|ailleurs\b|ici\b|pour\b)"
                        r"(?=\w|l')", re.IGNORECASE)


def test_french_clicks_on_a_thing():
    wrong = [f"{k}: {s[:90]!r}" for k, s in TABLES["fr"].items() if CLICK_BARE.search(s)]
    assert not wrong, "\n".join(wrong)
    assert "Cliquez sur l’Île du Voilier" in TABLES["fr"]["tutorial.recruit"]


def test_french_undo_is_annuler_and_the_moves_cancel_says_otherwise():
    fr = TABLES["fr"]
    assert (fr["btn.undo"], fr["btn.redo"]) == ("Annuler", "Rétablir")
    assert not any(w in s for s in fr.values() for w in ("Défaire", "Refaire"))
    for code in LANGUAGE_NAMES:          # Confirm and Cancel stand right above Undo, Redo
        t = TABLES[code]
        assert len({t["btn.confirm"], t["btn.cancel_move"], t["btn.undo"], t["btn.redo"]}) == 4


FLAGGED = {"de": (r"\bden Aktionen\b[^.]*\bbrachten", r"auf die anderen Scheiben",
                  r"\bLektion will\b", r"\bdie helle\b"),
           "fr": (r"\bplace \d+ avec\b", r"\bplace \{place\}", r"par-dessus les autres",
                  r"\ballumée?s?\b", r"\btouche le nouveau\b", r"\bpromouvez\b")}


@pytest.mark.parametrize("code", sorted(FLAGGED))
def test_the_flagged_sentences_are_gone(code):
    wrong = [f"{k}: {p!r}" for k, s in TABLES[code].items() for p in FLAGGED[code]
             if re.search(p, s)]
    assert not wrong, "\n".join(wrong)


def test_a_scoring_place_reads_as_a_place():
    """The round's card wrote "place 1 avec 1" under the Moon Priestess; it says "1er"."""
    try:
        i18n.set_language("fr")
        line = i18n.t("scoring.place", place=ordinal(1), count=2)
        assert line.startswith("1er ") and "place 1" not in line, line
        i18n.set_language("de")
        assert i18n.t("scoring.place", place=ordinal(2), count=1).startswith("2. Platz")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_the_tile_picks_prompt_names_the_cancel_beneath_it(code):
    """"Esc or Cancel: back" over the picked Appointment's Cancel: the word its button shows
    (in French "Renoncer", as "Annuler" is Undo)."""
    table = TABLES[code]
    said = re.search(r"(?:Esc|Échap) (?:or|oder|of|ou) (\w+)", table["pick.appoint"])
    assert said and said.group(1) == table["btn.cancel_move"], table["pick.appoint"]


def test_a_refusal_goes_on_after_the_colon_in_french_lower_case():
    """"Interdit : La tuile 27 est à vous…" read wrong (a fresh player): French goes on in
    lower case after a colon; German keeps its nouns' capitals."""
    from luna.text import not_allowed
    i18n.set_language("fr")
    assert not_allowed("La tuile 27 est à vous") == t("illegal", reason="la tuile 27 est à vous")
    assert not_allowed("PV") == t("illegal", reason="PV")
    i18n.set_language("de")
    assert not_allowed("Tempelplättchen 12 gehört dir").endswith("Tempelplättchen 12 gehört dir")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_meditation_rule_says_what_the_last_marker_gains(code):
    """"Wer die letzte umdreht, erhält 1" (a fresh player: 1 what?): the rule's line names
    the influence the last time marker brings (the rules: that player gains 1 influence)."""
    i18n.set_language(code)
    words = {"en": "1 influence", "de": "1 Einflusspunkt", "fr": "1 point d’influence",
             "nl": "1 invloedspunt"}[code]
    assert words in t("rule.meditate")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_speed_buttons_hover_text_says_what_a_click_does(code, tmp_path):
    """A fresh player pointed at the speed button and read only "Animationstempo", the
    button's own word again: its text names every speed a click goes through."""
    from positions import random_moves

    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    app = make_app(tmp_path, language=code, menu=False)
    open_game(app, random_moves(2, 3, moves=4), autosave=False)
    frames(app, 2)
    tip = app.scene.panel_buttons.buttons["speed"].tool_tip_text
    assert tip != t("settings.speed") and t("settings.speed") in tip
    assert all(t(f"speed.{s}") in tip for s in ("normal", "fast", "off")), tip
    from luna.client.window import fonts
    assert not fonts.missing_glyphs(tip), "a sign the font does not draw"


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_the_herbs_shrine_refusal_says_the_ban_holds_in_the_preliminary_round(code):
    """"Interdit : À 2 joueurs, aucun Sanctuaire sur l'Île aux Plantes" left out that the
    ban holds only in the preliminary round (the rules: 2 players, and the solo game set up
    as for 2; the automaton builds there later). The words shown for the engine's own
    refusal name the preliminary round as the panel does, and go on after the colon as
    the language writes it."""
    from luna.engine import new_game
    from luna.text import not_allowed, refusal
    i18n.set_language(code)
    game = new_game(players=2, seed=3, setup="random")
    s = game.state
    why = game.refusal({"type": "place_shrine", "player": s.to_move,
                        "island": s.kinds.index("herbs")})
    assert why is not None and why.code == "no_shrine_on_herbs"
    shown = not_allowed(refusal(why))
    assert t("panel.preliminary").lower() in shown.lower(), shown
    assert i18n.island("herbs") in shown, shown
    head, _, rest = shown.partition(t("illegal", reason="").rstrip())
    assert not head and rest.strip()[0].islower() == (code == "fr"), shown
