"""The Hint speaks plain words (fresh players called its reasons jargon: "looking ahead",
"judging by the game played on", "vorausgeschaut", "à terme"), and the German hover text
of an island's favour tokens reads as German ("Noch 3 Gunstmarken Kultstätte auf der
Insel" was called awkward). What the words state is still what the rules and the engine
say: tests/ai/test_hint_reasons_true.py and test_ai_reasons.py hold them to the events."""

from __future__ import annotations

import pytest

from luna.engine import new_game
from luna.text import i18n, t
from luna.text.hint_advice import advice_text
from luna.text.i18n import island as island_name
from luna.text.reason_words import reason_text

JARGON = {"en": ("looking ahead", "look-ahead", "judging by", "next-best"),
          "de": ("vorausgeschaut", "Vorausblick", "zu urteilen", "weitergespielt",
                 "nächstbeste"),
          "fr": ("anticipant", "à terme", "à en juger", "poursuivie"),
          "nl": ("vooruitkijkend", "op termijn", "te oordelen")}
TERMS = ("influence", "favours", "favour_use", "temple", "priestess", "council", "active",
         "novices", "apostate", "tile", "next_priestess")


@pytest.mark.parametrize("code", sorted(JARGON))
def test_the_hints_most_common_words_are_plain(code):
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    try:
        i18n.set_language(code)
        said = [advice_text("MOVE", None, 3.4, snap), advice_text("MOVE", None, 0.2, snap)]
        for term in TERMS:
            for ahead in (None, 0, 1, 5):
                why = {"term": term, "value": 2.0, "island": 2, "tile": 7, "ahead": ahead}
                said.append(advice_text("MOVE", why, 3.4, snap))
                said.append(advice_text("MOVE", why, None, snap))
                said.append(reason_text(why, snap))
        for words in said:
            assert words and not any(j.lower() in words.lower() for j in JARGON[code]), \
                (code, words)
        assert t("hint.prefers") in said[0]           # (the reason of a bare gain)
    finally:
        i18n.set_language("en")


def test_the_german_favour_tokens_text_is_natural_and_every_language_says_it():
    try:
        i18n.set_language("de")
        assert t("tip.island_favours", count=3, kind="Kultstätte") == \
            "Auf der Insel liegen noch 3 Gunstmarken „Kultstätte“"
        assert t("tip.island_favours", count=1, kind="Kultstätte") == \
            "Auf der Insel liegt noch 1 Gunstmarke „Kultstätte“"
        for code in JARGON:
            i18n.set_language(code)
            for n in (1, 3):
                words = t("tip.island_favours", count=n, kind="KIND")
                assert str(n) in words and "KIND" in words, (code, words)
    finally:
        i18n.set_language("en")


BUTTON_JARGON = {"en": ("judgement", "played on"), "de": ("Urteil", "vorausgespielt"),
                 "fr": ("jugement", "joué d’avance"), "nl": ("oordeel", "vooruitgespeeld")}


@pytest.mark.parametrize("code", sorted(BUTTON_JARGON))
def test_the_hint_buttons_hover_text_says_what_it_does_in_plain_words(code):
    """A German fresh player at 1024x700, 150 %: the Hint button's text, "dasselbe Urteil
    wie im Rückblick nach der Partie, jeder Zug bis zum Ende der nächsten Runde
    vorausgespielt", was jargon. It says what the Hint does: it plays each move on to
    the next round's end and names the best."""
    try:
        i18n.set_language(code)
        words = t("hint.tip")
        assert not any(j in words for j in BUTTON_JARGON[code]), words
        assert len(words) < 160, words
    finally:
        i18n.set_language("en")


COMING = {"en": ("coming rounds", "rounds to come", "later rounds"),
          "de": ("kommenden Runden", "nächsten Runden", "für später"),
          "fr": ("tours à venir", "tours suivants"),
          "nl": ("komende rondes", "latere rondes")}


@pytest.mark.parametrize("code", sorted(COMING))
def test_no_reason_speaks_of_coming_rounds_in_the_last_round(code):
    """Issue 54: "More influence over the coming rounds" in round 6 of 6, and "picks it
    after trying each move out over the coming rounds" on a last-round Travel."""
    snap = new_game(players=2, seed=1, setup="random").snapshot()
    try:
        i18n.set_language(code)
        for rnd, ends in ((3, False), (6, True)):
            snap["round"] = rnd
            said = [advice_text("Travel", None, 2.0, snap)]
            for term in TERMS:
                for ahead in (None, 0):
                    reason = {"term": term, "value": 3.0, "ahead": ahead, "island": 2,
                              "tile": 14}
                    said += [reason_text(reason, snap, brief=True) or "",
                             reason_text(reason, snap) or "",
                             advice_text("Travel", reason, 2.0, snap)]
            coming = [w for w in said if any(c in w for c in COMING[code])]
            assert bool(coming) != ends, (rnd, coming)
    finally:
        i18n.set_language("en")


KEEPS = {"en": ("keeps", "takes"), "de": ("behält", "holt"), "fr": ("garde", "prend"),
         "nl": ("houdt", "neemt")}
# a favour reason of a token kept says it is the other move that would spend one
SPENDS = {"en": "the other move would spend", "de": "die der andere Zug ausgeben würde",
          "fr": "que l’autre coup dépenserait", "nl": "dat de andere zet zou uitgeven"}


@pytest.mark.parametrize("code", sorted(KEEPS))
def test_a_favour_reason_says_whether_the_move_keeps_or_takes_the_token(code):
    """Issue 54: "Meditate - a favour token: 1 influence at the end if unspent". A
    Meditation takes no favour token (rules: it turns a time marker); its reason of the
    favours (on no island: judge.told names the island of a token taken) is the token
    it keeps that the other move spends, worth 1 influence at the end if unspent, and it
    says that the other move would spend it (a Travel's Hint that "keeps a favour token"
    puzzled: a Travel takes none, F400). A move whose words name the island it takes the
    token from says it takes one."""
    snap = new_game(players=2, seed=1, setup="random").snapshot()
    keeps, takes = KEEPS[code]
    try:
        i18n.set_language(code)
        kept = {"term": "favours", "value": 1.0}
        for brief in (True, False):
            for move in ("Meditate", "Travel"):
                words = reason_text(kept, snap, brief=brief, move=move)
                assert keeps in words and takes not in words, words
                # a Travel takes no token: "keeps a favour token" alone puzzled (F400)
                assert SPENDS[code] in words, words
        herbs = island_name(snap["islands"][2]["kind"])
        taken = {"term": "favours", "value": 1.0, "island": 2}
        for move in ("", t("reason.with", move=herbs, why="")):   # names it or not
            words = reason_text(taken, snap, brief=True, move=move)
            assert takes in words and keeps not in words, words
    finally:
        i18n.set_language("en")


# a pronoun for the move named before it agrees with that action's noun (German "die
# Missionierung … wählt ihn", French "la Méditation … le choisit"): the reason names the
# move itself, whatever action it is
PRONOUN = {"de": (" ihn", " sie,"), "fr": (" le choisit", " la choisit"),
           "nl": (" hem,", " het,")}


@pytest.mark.parametrize("code", sorted(PRONOUN))
def test_the_coachs_bare_reason_names_the_move_not_a_pronoun(code):
    try:
        i18n.set_language(code)
        for key in ("hint.prefers", "hint.prefers_last"):
            words = t(key)
            assert not any(p in words for p in PRONOUN[code]), (code, words)
    finally:
        i18n.set_language("en")


# the coach's expectation in each language: what it says of what comes after other
# players move ("should win …", "holt wohl …", "devrait prendre …", "pakt naar
# verwachting …")
EXPECTING = {"en": "should", "de": "wohl", "fr": "devrait", "nl": "naar verwachting"}
# the terms whose reason speaks of what comes after other players move: a round's Moon
# Priestess majority (a council seat's tie there) and Apostate, influence over later rounds
EXPECTED = ("priestess", "council_tie", "apostate", "apostate_ahead", "apostate_next",
            "influence_ahead")
SUFFIXES = ("_last", "_from", "_taken")


@pytest.mark.parametrize("code", sorted(EXPECTING))
def test_a_reason_of_what_comes_after_others_move_is_an_expectation(code):
    """A trial (F338): the Hint's "wins the Moon Priestess majority on the Book island at
    the end of this round" read as a promise and failed when another player answered.
    Every reason the catalogues hold (reason.*, hint.why.*, of every term a reason may
    name) says the coach's expectation where its term speaks of what comes after other
    players move (EXPECTED: the round's scoring, later rounds), and what the move does
    now as a fact, without it."""
    from luna.ai.reasons import TERMS as REASON_TERMS
    from luna.text.i18n import ENTRIES
    terms = set(REASON_TERMS) | set(EXPECTED)
    seen: dict[str, set[str]] = {"reason": set(), "hint.why": set()}
    try:
        i18n.set_language(code)
        for entry in ENTRIES["en"]:
            kind, _, name = entry.key.rpartition(".")
            if kind not in seen:
                continue
            term = next((name[:-len(s)] for s in SUFFIXES if name.endswith(s)), name)
            if term not in terms:
                continue            # reason.when.now, reason.value, reason.with, …
            seen[kind].add(term)
            words = t(entry.key, value="V", island="I", tile=7, when="W", next="N")
            assert (EXPECTING[code] in words) == (term in EXPECTED), (entry.key, words)
        snap = new_game(players=3, seed=1, setup="intro").snapshot()
        for ahead in (None, 1):
            why = {"term": "priestess", "value": 4.0, "island": 2, "ahead": ahead}
            assert EXPECTING[code] in advice_text("MOVE", why, 3.0, snap)
            assert EXPECTING[code] in reason_text(why, snap)
    finally:
        i18n.set_language("en")
    assert set(EXPECTED) <= seen["reason"] and set(EXPECTED) <= seen["hint.why"], seen


# the Hint's words against its own advice ("…; but the next best does better at the
# scorings"), and a scoring's figure that says not whose it is ("Moon Priestess −5")
AGAINST = {"en": ("next best", "but "), "de": ("zweitbeste", "aber "),
           "fr": ("2e meilleur", "mais "), "nl": ("op één na beste", "maar ")}
BARE = ("+", "−", "-")


@pytest.mark.parametrize("code", sorted(AGAINST))
def test_a_hints_reason_supports_its_advice_and_says_whose_each_figure_is(code):
    """F406: "Appoint …; but the next best does better at the scorings by the end of round
    3: 1 more from the temple" read as the Hint doubting itself, and a Banish's "…this
    move gives Moon Priestess −5, Apostate −2: −7 in all" as a loss for the others or for
    the player alike. A scoring the Hint's move gives up (a whole majority: judge.PRICED)
    is said as its price, in the mover's words; the coming scoring's projection beside a
    reason likewise, part by part with whose it is and which way, and the net so."""
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    try:
        i18n.set_language(code)
        why = {"term": "apostate", "value": 2.0, "island": 2, "ahead": None,
               "coming": {"parts": {"priestess": -5, "apostate": -2}, "total": -7}}
        coming = advice_text("MOVE", why, None, snap)
        assert t("scoring.part.priestess.loss", n=5) in coming, coming
        assert t("scoring.part.apostate.loss", n=2) in coming, coming
        assert t("scoring.total.loss", n=7) in coming, coming
        for part in ("priestess", "apostate"):          # no figure after its name
            assert not any(f"{t('why.' + part)} {s}" in coming for s in BARE), coming
        assert not any(s + "7" in coming for s in BARE), coming
        priced = advice_text("MOVE", None, None, snap,
                             loses={"ahead": 1, "parts": {"priestess": 5, "apostate": 3}})
        assert t("hint.loses.part.priestess", n=5) in priced, priced
        assert t("hint.loses.part.apostate", n=3) in priced, priced
        assert not any(w in priced.lower() for w in AGAINST[code]), priced
        assert not any(s + "5" in priced or s + "3" in priced for s in BARE), priced
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(EXPECTING))
def test_the_hint_names_where_the_apostate_goes_next_as_things_stand(code):
    """The Moon Priestess's next island shows her faint figure; the Apostate's next one
    is not fixed (he moves on to the next island clockwise with a novice, Banish moves
    him), so the board marks none, and a Hint reasoning about him at the next round's
    end names nowhere (F463). Where its look-ahead saw him where the rule sends him were
    the round to end now, the Hint names that island, as things stand; elsewhere (or
    further ahead) it names none."""
    from positions import blank, novices, play
    s = blank(3)
    a = s["apostate"]
    nxt = (a + 2) % 7
    novices(s, nxt, 1, inactive=1)
    snap = play(s).snapshot()
    try:
        i18n.set_language(code)
        name = island_name(snap["islands"][nxt]["kind"])
        why = {"term": "apostate", "value": 3.0, "island": nxt, "ahead": 1}
        words = advice_text("MOVE", why, None, snap)
        assert name in words and EXPECTING[code] in words, words
        assert name in reason_text(why, snap)
        for other in ({**why, "island": a}, {**why, "ahead": 2}):
            assert name not in advice_text("MOVE", other, None, snap)
    finally:
        i18n.set_language("en")


# each figure's word in a language, as a Hint's words may write it: the board's hover
# name (figure.*) beside the stem it is recognised by; German declines the Apostate
# ("an den Abtrünnigen"), the one other form allowed
FIGURE_STEMS = {"en": {"architect": "architect", "guardian": "guardian",
                       "priestess": "priestess", "apostate": "apostate"},
                "de": {"architect": "baumeister", "guardian": "wächter",
                       "priestess": "priesterin", "apostate": "abtrünnig"},
                "fr": {"architect": "architecte", "guardian": "gardien",
                       "priestess": "prêtresse", "apostate": "apostat"},
                "nl": {"architect": "bouwmeester", "guardian": "wachter",
                       "priestess": "priesteres", "apostate": "ketter"}}
DECLINED = {("de", "apostate"): ("Abtrünnigen",)}


@pytest.mark.parametrize("code", sorted(FIGURE_STEMS))
def test_a_hint_names_each_figure_as_the_boards_hover_and_where_the_architect_is(code):
    """F658: "where the Architect stands next round", "the number under the Temple
    Guardian" before the board had named them; "le Gardien", "la Prêtresse" where the
    figure's hover says "Gardien du Temple", "Prêtresse de la Lune". Every word of a
    Hint (hint.*, and the coming scoring's parts it shares with the tile's preview) that
    names a figure names it as its hover does (in running Dutch lower-cased, as the
    glossary writes it: "de ketter"), and a reason of the Architect's island says the
    island he stands on now."""
    from luna.text.i18n import TABLES
    table = TABLES[code]
    wrong = []
    for key, words in table.items():
        if not key.startswith(("hint.", "scoring.part.", "now.part.")):
            continue
        for fig, stem in FIGURE_STEMS[code].items():
            names = (table[f"figure.{fig}"], *DECLINED.get((code, fig), ()))
            if words.lower().count(stem) > sum(words.lower().count(n.lower()) for n in names):
                wrong.append((key, fig, words))
    assert not wrong, wrong
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    there = (snap["architect"] + 2) % len(snap["islands"])
    try:
        i18n.set_language(code)
        shrine = reason_text({"term": "shrine_next", "value": 2.0, "island": there,
                              "ahead": None}, snap, brief=True)
        assert t("figure.architect").lower() in shrine.lower() and \
            island_name(snap["islands"][snap["architect"]]["kind"]) in shrine, shrine
        tile = reason_text({"term": "tile", "value": 2.0, "tile": 7, "amount": 4,
                            "ahead": None}, snap, brief=True)
        assert t("figure.guardian").lower() in tile.lower() and "4" in tile, tile
    finally:
        i18n.set_language("en")


TILE_WORD = {"en": "tile", "de": "Plättchen", "fr": "tuile", "nl": "tegel"}


@pytest.mark.parametrize("code", sorted(TILE_WORD))
def test_a_consecrations_figure_says_what_its_number_is(code):
    """F735: "it gains you 6 influence now: 6 under the Temple Guardian" did not say
    what the 6 was. A consecration's gain (the tile's preview and the Hint alike, F609)
    says it is the value of the tile the Temple Guardian stands on (rules: influence
    equal to the value of the guardian tile under the Guardian)."""
    from luna.text.hint_does import now_split
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    try:
        i18n.set_language(code)
        words = now_split({"guardian": 6, "expelled": [1]}, snap)
        assert words.startswith("6 ") and TILE_WORD[code] in words and \
            t("figure.guardian") in words, words
    finally:
        i18n.set_language("en")


NOTHING = {"en": "nothing", "de": "nichts", "fr": "rien", "nl": "niets"}


@pytest.mark.parametrize("code", sorted(NOTHING))
def test_novices_sent_lying_are_said_as_such_not_as_nothing_got(code):
    """F785: "you get nothing from the Moon Priestess for the novice sent" read as a
    loss the move makes: the novices it sends to her island arrive lying and she does
    not count them (rules: she counts standing novices), said as that, with her change
    beside it where there is one."""
    from luna.text.score_words import scoring_parts
    try:
        i18n.set_language(code)
        for parts in ({}, {"priestess": 5}, {"priestess": -5}):
            for lying in (1, 3):
                said = scoring_parts(parts, lying)
                assert NOTHING[code] not in said.lower(), said
                assert t("scoring.part.priestess.lying", count=lying) in said or parts, said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(NOTHING))
def test_a_hint_weighed_against_its_own_kind_says_how_they_differ(code):
    """F785/F801: "Travel — compared with Travel", "Book of Wisdom — compared with Book
    of Wisdom" weighed a move against its own kind without how they differ: the other
    move is named with what tells it apart, where its novices go, how many novices it
    uses, in the trial's words, the account's and the coach's choice alike. F845/F869:
    "5 influence more than Travel to the Shrine island" for a Travel to the Shrine
    island: a move going where the Hint's own goes is told by its novices, how many and
    from where ("Travel with 2 novices from the Tides island")."""
    from positions import blank, isl

    from luna.text.moves import from_place, move_name, move_text, place_name
    s = blank(players=3)
    src, book, tides = isl(s, "herbs"), isl(s, "book"), isl(s, "tides")
    mine = {"type": "travel", "player": 0, "moves": [{"from": src, "to": book, "count": 1}]}
    other = {**mine, "moves": [{"from": src, "to": tides, "count": 1}]}
    there = {**mine, "moves": [{"from": tides, "to": book, "count": 2}]}
    banish = {"type": "banish", "player": 0, "count": 1, "novice_token": False}
    banish2 = {**banish, "count": 2}
    try:
        i18n.set_language(code)
        for me, it, differs in (
                (mine, other, t("move.versus.to", move=move_name(other, s),
                                island=place_name(s, tides))),
                (banish, banish2, t("move.versus.novices", move=move_name(banish2, s),
                                    count=2)),
                (mine, there, t("move.versus.with", move=move_name(there, s),
                                novices=t("move.versus.from", count=2,
                                          src=from_place(s, tides))))):
            coming = {"choice": me, "versus": it}
            trial = {"term": "trial", "value": 2.0, "versus": it, "ahead": 1,
                     "trial": {"priestess": 3}}
            account = {"parts": {"priestess": 3}, "total": 3, "ahead": 1, "versus": it,
                       "alike": True, "choice": me}
            move = move_text(me, s)
            for words in (advice_text(move, trial, None, s, coming=coming),
                          advice_text(move, None, 3.0, s, account=account, coming=coming),
                          advice_text(move, {"term": "trial_even", "versus": it, "ahead": 1,
                                             "trial": {"priestess": 0}}, None, s,
                                      coming={**coming, "now": 2})):
                assert differs in words, words
                assert t("move.versus.to", move=move_name(it, s),
                         island=place_name(s, book)) not in words, words
                assert t("hint.versus.other", move=move_name(it, s)) not in words, words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(NOTHING))
def test_a_hint_never_names_the_move_it_is_weighed_against_as_its_own(code):
    """F888: "Council (the Sailboat island) — compared with Council (the Sailboat
    island)": the Hint's one-line forms keep no `coming` choice, so the move weighed
    against was named without what tells it from the Hint's own. Given the Hint's own
    command (`mine`), a Council to the same island is told by the novices it uses; one
    nothing tells apart reads as another of its kind, never the same words twice."""
    from positions import blank, isl

    from luna.text.moves import move_name, versus_name
    s = blank(players=3)
    here = isl(s, "sailboat")
    mine = {"type": "council", "player": 0, "island": here, "count": 1,
            "novice_token": False}
    other = {**mine, "count": 2}
    trial = {"term": "trial", "value": 2.0, "versus": other, "ahead": 1,
             "trial": {"priestess": 3}}
    try:
        i18n.set_language(code)
        own = move_name(mine, s)
        for coming in (None, {"parts": {"priestess": -2}, "total": -2, "lying": 0}):
            words = advice_text(own, trial, None, s, coming=coming, mine=mine)
            assert t("move.versus.novices", move=move_name(other, s), count=2) in words, words
        assert versus_name(mine, s, mine) == t("hint.versus.other", move=own)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(NOTHING))
def test_a_hint_leads_with_its_payoff_and_says_its_cost_after(code):
    """F801/F786: a Hint led with its costs ("; at the coming scoring: you get 5 less
    from the Moon Priestess") before what its move gains. Where the coming scoring only
    costs its mover, what the move does comes first and that cost after it, in the
    preview's figures; where it gains there too, the gains come first."""
    from positions import blank, isl

    from luna.text.hint_advice import deed_text
    from luna.text.score_words import scoring_parts
    s = blank(players=3)
    i = isl(s, "book")
    deed = {"type": "tile_claimed", "tile": 13, "island": i, "player": 0}
    try:
        i18n.set_language(code)
        move = "Appoint"
        cost = t("scoring.part.priestess.loss", n=5)
        words = advice_text(move, None, None, s, deed=deed,
                            coming={"parts": {"priestess": -5}, "lying": 0})
        claims = deed_text(deed, s)
        assert words.startswith(t("reason.with", move=move, why=claims)), words
        assert words.index(claims) < words.index(cost), words
        assert words == t("hint.cost_after", words=t("reason.with", move=move, why=claims),
                          parts=cost), words
        both = scoring_parts({"priestess": -5, "apostate": 2})
        assert both.index(t("scoring.part.apostate.gain", n=2)) < both.index(cost), both
    finally:
        i18n.set_language("en")
