"""Hover texts: every thing drawn on the board says something, and a stale hover (the
board changed under a still mouse) says nothing instead of crashing the window."""

import pygame
import pytest

from luna.client.board.targets import Field, Group, Tile
from luna.client.demo.driver import button_named, frames, make_app, press_button
from luna.client.game.tooltips import tooltip
from luna.text import kind, t


@pytest.fixture
def scene(tmp_path):
    app = make_app(tmp_path)
    press_button(app, button_named(app, t("menu.new")))
    app.scene.seed = 3
    app.scene.setup = "random"
    press_button(app, app.scene.start)
    frames(app, 2)
    return app, app.scene


def test_every_target_on_the_board_has_a_hover_text(scene):
    app, sc = scene
    kinds = {tg.what for _, tg in sc.board.hits}
    assert {"island", "tile", "field", "figure", "player"} <= kinds
    for _, tg in sc.board.hits:
        tip = tooltip(tg, sc.snap)
        assert tip and isinstance(tip, str), tg


def test_a_target_that_left_the_board_has_no_hover_text(scene):
    _, sc = scene
    assert tooltip(Tile(999), sc.snap) is None
    assert tooltip(Field(999), sc.snap) is None
    assert tooltip(("no such thing",), sc.snap) is None


def test_the_hover_follows_the_board_under_a_still_mouse(scene):
    app, sc = scene
    rect, target = next((r, tg) for r, tg in sc.board.hits if tg.what == "tile")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert sc.hover == target
    sc.hover = Tile(999)                 # what the mouse saw before the board changed
    frames(app, 1)
    assert sc.hover == target


def test_a_temple_field_says_no_word_of_the_rows_colours(scene):
    """Fresh9 (d8): "the rows are coloured by temple board, not by player" confused: an
    empty field's hover names it and says it is free, and no word of colours."""
    _, sc = scene
    fields = {f["field"]: f for f in sc.snap["temple"]["fields"]}
    empty = [tg for _, tg in sc.board.hits if isinstance(tg, Field)
             and fields[tg.field]["player"] is None and not fields[tg.field]["book"]]
    assert empty
    for tg in empty:
        tip = tooltip(tg, sc.snap)
        assert tip.startswith(t("tip.field.with", field=t(
            "tip.field", field=tg.field, kind=kind(fields[tg.field]["symbol"])),
            what=t("tip.field.free"))), tip
        assert "colour" not in tip and "player" not in tip


def test_a_temple_field_says_what_stands_on_it_first(scene):
    """Look24 (s7): the hover read "Temple field 12 (Novice) — the row's colour is the
    temple board's, not a player's — Red's novice". It names the field, then whose novice
    stands there (the engine's snapshot), then the row's colour, in a game's words."""
    _, sc = scene
    fields = {f["field"]: f for f in sc.snap["temple"]["fields"]}
    names = sc.snap["names"]
    taken = [tg for _, tg in sc.board.hits if isinstance(tg, Field)
             and fields[tg.field]["player"] is not None]
    assert taken, "the random setup puts each player's novice on its dealt tile's field"
    for tg in taken:
        tip = tooltip(tg, sc.snap)
        novice = t("tip.field.novice", name=names[fields[tg.field]["player"]])
        assert tip.startswith(t("tip.field", field=tg.field, kind="")[:-2]), tip
        assert tip.split(": ", 1)[1].startswith(novice), tip
        assert "colour" not in tip                        # (fresh9: it confused)
        assert "not a player's" not in tip and " — " not in tip
    assert {"panel_item"} <= {tg.what for _, tg in sc.board.hits}   # the panel's parts


HELD_RULES = {"en": ("active novices", "consecrate"), "de": ("aktive Novizen", "weihen"),
              "nl": ("actieve novices", "in te wijden"), "fr": ("Novices actifs", "sanctifier")}


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_held_favour_says_how_it_is_played(code):
    """Issue 22: the held Novice favour showed the rule for taking a favour, Bribery
    left out the consecration of a tile not yet released, and the Sailboat forgot that
    its novices must be active."""
    from luna import text as i18n
    from luna.client.board.targets import Held
    from luna.engine import new_game
    snap = new_game(players=2, seed=1).snapshot()
    active, consecrate = HELD_RULES[code]
    try:
        i18n.set_language(code)
        novice = tooltip(Held(0, "novice"), snap)
        assert t("rule.novice_favour") in novice and t("rule.favour") not in novice
        assert consecrate in tooltip(Held(0, "bribery"), snap)
        assert active in tooltip(Held(0, "sailboat"), snap)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_solo_apostate_says_what_he_does_at_that_level(level):
    """He costs the automaton nothing; at levels 2-3 he blocks his island (Banish
    allowed at 2) — never "everyone loses"."""
    from luna.client.board.targets import Figure
    from luna.engine import new_game
    snap = new_game(players=1, seed=2, solo_level=level).snapshot()
    words = tooltip(Figure("apostate"), snap)
    assert "automaton loses nothing" in words and "everyone" not in words
    assert ("blocks every action" in words) == (level > 1)
    assert ("Banish included" in words) == (level == 3)
    # at level 3 he blocks Banish on his island: nothing moves him on but the round's end
    assert ("Banish moves him on" in words) == (level < 3), words
    four = new_game(players=4, seed=2).snapshot()
    assert tooltip(Figure("apostate"), four) == t("tip.figure.apostate")


def test_f1_over_an_island_names_that_islands_action():
    from luna.client.board.targets import Group, Island
    from luna.client.game.tooltips import rule_section
    from luna.engine import new_game
    snap = new_game(players=3, seed=4, setup="intro").snapshot()
    want = {"shrine": "actions.build_shrine", "herbs": "actions.herbs",
            "tides": "actions.tides", "sailboat": "actions.sailboat",
            "bribery": "actions.appointment", "book": "actions.book",
            "novice": "actions.novice_favour"}
    for i, isl in enumerate(snap["islands"]):
        assert rule_section(Island(i), snap) == want[isl["kind"]]
        assert rule_section(Group(i, 0, "active"), snap) == "round"


def test_an_island_says_what_its_favour_does(scene):
    """A fresh player found every island saying only its favour count and the same
    sentence on standing and lying novices: each also says how its favour is played."""
    from luna.client.board.targets import Island
    _, sc = scene
    said = {}
    for _, tg in sc.board.hits:
        if isinstance(tg, Island):
            kind = sc.snap["islands"][tg.island]["kind"]
            rule = {"shrine": "build_shrine", "novice": "novice_favour"}.get(kind, kind)
            said[kind] = tooltip(tg, sc.snap)
            assert t(f"rule.{rule}") in said[kind]
    assert len(said) == 7 and len(set(said.values())) == 7


def test_an_islands_favour_stack_says_what_its_tokens_do(scene):
    """A French fresh player hovered the Bribery island's stack of tokens and read only
    "Il reste 4 jetons Faveur Corruption sur l'île": the stack says what they do too."""
    from luna.client.board.targets import IslandFavours
    _, sc = scene
    seen = 0
    for _, tg in sc.board.hits:
        if isinstance(tg, IslandFavours):
            kind = sc.snap["islands"][tg.island]["kind"]
            rule = {"shrine": "build_shrine", "novice": "novice_favour"}.get(kind, kind)
            assert t(f"rule.{rule}") in tooltip(tg, sc.snap), kind
            seen += 1
    assert seen == 7


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_a_hover_text_of_several_lines_ends_each_with_its_full_stop(code):
    """A fresh player read "not even bribery reaches it Appointment: …": a hover text
    that puts a state and a rule on lines of their own ends each line as a sentence."""
    from luna.client.board.targets import Candles, Held, Island
    from luna.engine import new_game
    from luna.text import set_language
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    try:
        set_language(code)
        for tg in (Candles(), Held(0, "tides"), Island(2)):
            tip = tooltip(tg, snap)
            assert "\n" in tip, tip
            for line in tip.split("\n"):
                assert line.rstrip()[-1] in ".!?", (tg, tip)
    finally:
        set_language("en")


COUNTDOWN = {"en": ("the round's actions end", "the last one is turned"),
             "de": ("enden die Aktionen der Runde", "die letzte umgedreht"),
             "nl": ("eindigen de acties van de ronde", "de laatste is omgedraaid"),
             "fr": ("les actions du tour s’arrêtent", "le dernier est retourné")}


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_time_markers_say_they_count_down_the_round(code):
    """F728: round 1 ended sooner than a new player expected, the candles not read as a
    countdown. Their hover says on its first line what they count: the round's actions
    end when the last is turned (the Meditation's rule under it: it turns one)."""
    from luna.client.board.targets import Candles
    from luna.engine import new_game
    from luna.text import set_language
    snap = new_game(players=3, seed=1, setup="intro").snapshot()
    try:
        set_language(code)
        first = tooltip(Candles(), snap).split("\n")[0]
        assert all(words in first for words in COUNTDOWN[code]), first
    finally:
        set_language("en")


def test_build_shrine_says_where_the_architect_stands_in_every_language(scene):
    """Fresh9 (t8): "the Architect's island" named no island a player could find (the
    islands are named by their favours; the Architect is a figure). The Shrine island's
    hover and the Architect's say the island where he stands, in every language."""
    from luna.client.board.targets import Island
    from luna.text import set_language

    _, sc = scene
    shrine = next(tg for _, tg in sc.board.hits if isinstance(tg, Island)
                  and sc.snap["islands"][tg.island]["kind"] == "shrine")
    architect = next(tg for _, tg in sc.board.hits if tg.what == "figure"
                     and "architect" in repr(tg).lower())
    stands = {"en": "where the Architect stands", "de": "auf der der Baumeister steht",
              "nl": "waar de bouwmeester staat", "fr": "où se trouve l’Architecte"}
    wrong = ("Architect's island", "Insel des Baumeisters", "eiland van de bouwmeester",
             "île de l’Architecte", "his island", "seiner Insel", "zijn eiland", "son île")
    try:
        for code, words in stands.items():
            set_language(code)
            tip = tooltip(shrine, sc.snap)
            assert words in tip, (code, tip)
            for said in (tip, tooltip(architect, sc.snap), t("rule.end_actions")):
                assert not any(w in said for w in wrong), (code, said)
    finally:
        set_language("en")


def test_a_temple_field_says_what_it_scores_and_takes(scene):
    """A fresh player read a field's name alone ("and so?"). Its text now says, as the
    engine sees the field (`field_outlook`): what a novice there scores, and for a free
    field what it takes to come there (the tile's Appointment, then Consecration and
    what it gains now; bribery where the tile is not yet released) and whom it would
    expel; for a held one who holds it and from which fields it can be expelled."""
    from luna.engine.temple import field_outlook
    from luna.text import island
    _, sc = scene
    snap, names = sc.snap, sc.snap["names"]
    seen = set()
    for f in snap["temple"]["fields"]:
        o = field_outlook(snap, f["field"])
        tip = tooltip(Field(f["field"]), snap)
        if o["player"] is not None:
            assert t("tip.field.scores", name=names[o["player"]], count=1) in tip, tip
            if o["book"]:
                assert not o["threats"] and t("tip.field.book") in tip
            elif o["threats"]:
                assert ", ".join(map(str, o["threats"])) in tip
            seen.add("held")
            continue
        assert t("tip.field.worth", count=1) in tip, tip
        if o["claimed_by"] is None:
            key = {"released": "tip.field.claim", "bribe": "tip.field.claim_bribe",
                   "locked": "tip.field.claim_locked"}[o["tile"]]
            assert t(key, tile=f["field"], gain=o["gain"],
                     island=island(f["symbol"])) in tip, tip
            seen.add(o["tile"])
        for k, p in o["expels"].items():
            assert t("tip.field.on", name=names[p], field=k) in tip, tip
    assert {"held", "released", "bribe", "locked"} <= seen, seen


def test_the_engine_sees_a_fields_threats_and_what_it_expels():
    """`field_outlook` reads the snapshot by the rules: a held field without a Book is
    threatened from its free higher neighbours (but those whose tile its own player
    claimed), and each of them would expel it; a Book ends both."""
    from positions import random_moves

    from luna.engine.temple import build_adjacency, build_fields, field_outlook
    snap = random_moves(3, 2, 30).snapshot()
    near = build_adjacency(build_fields(snap["temple"]["rows"]))
    fields = {f["field"]: f for f in snap["temple"]["fields"]}
    n = next(n for n, f in fields.items() if f["player"] is not None and not f["book"])
    higher = [k for k in near[n] if k > n and fields[k]["player"] is None
              and not fields[k]["tile"]]
    assert higher
    o = field_outlook(snap, n)
    assert o["player"] == fields[n]["player"] and o["tile"] == "field"
    assert o["threats"] == higher and o["points"] == 1
    assert all(field_outlook(snap, k)["expels"].get(n) == fields[n]["player"]
               for k in higher)
    owner = fields[n]["player"]                       # a higher tile its own player
    for step in snap["path"]:                         # claimed: no threat (a player's
        if step.get("tile") == higher[0]:             # consecration never expels their
            step["claimed_by"] = owner                # own novice)
    assert field_outlook(snap, n)["threats"] == higher[1:]
    fields[n]["book"] = True                           # a Book protects it
    assert field_outlook(snap, n)["threats"] == []
    assert all(n not in field_outlook(snap, k)["expels"] for k in higher)
    assert field_outlook(snap, 999) is None


def test_a_free_fields_text_on_the_real_loop_reads_in_full(scene):
    """Pointing at a free temple field on the real loop: its plate stands beside it,
    titled with the field's name, tall enough for what it says now (free, what it
    scores, how to come here: five lines at least, where its name alone was one)."""
    from luna.client.widgets.overlays import TIP_SIZE
    from luna.client.window.fonts import font, px
    app, sc = scene
    fields = {f["field"]: f for f in sc.snap["temple"]["fields"]}
    rect, tg = next((r, tg) for r, tg in sc.board.hits if isinstance(tg, Field)
                    and fields[tg.field]["player"] is None)
    for pos in ((2, 2), rect.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 2)
    tip = sc.tip_rect
    assert sc.hover == tg and tip is not None
    assert not tip.colliderect(rect) and app.screen.get_rect().contains(tip)
    assert tip.h >= 5 * font(TIP_SIZE).get_linesize() + px(12), tip


def test_a_key_pressed_sends_the_pointers_hover_text_away_till_it_moves(scene):
    """Playing by the keys with the pointer resting on the board: a field's hover text
    stood over the board through every key (F441). A key pressed sends it away; it comes
    back once the pointer moves and rests."""
    app, sc = scene
    rect = next(r for r, tg in sc.board.hits if isinstance(tg, Field))
    for pos in ((2, 2), rect.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 30)
    assert sc.tip_rect is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                         unicode="\t", scancode=0))
    frames(app, 60)                                  # a second: it stays away
    assert sc.tip_rect is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.move(2, 0).center,
                                         rel=(2, 0), buttons=(0, 0, 0)))
    frames(app, 30)
    assert sc.tip_rect is not None


TEMPLE_WORDS = {"en": ("temple tile", "temple field", "Appointment"),
                "de": ("Tempelplättchen", "Feld für", "Ernennung"),
                "fr": ("tuile Temple", "case du Temple", "Promotion"),
                "nl": ("tempeltegel", "tempelveld", "Benoeming")}


@pytest.mark.parametrize("code", list(TEMPLE_WORDS))
def test_the_temples_hover_texts_say_what_a_tile_and_a_field_is(code):
    """Fresh players met "temple tile" and "temple field" and could not tell them apart.
    A path tile's hover says it is a temple tile on the path that an Appointment claims
    and a Consecration moves onto its field in the temple (named as the game names that
    field); a held field's says its novice stands on its temple tile; a field left by
    an expelled novice says its temple tile stays. Each in the language's own words."""
    from luna import text as i18n
    from luna.engine import new_game
    snap = new_game(players=3, seed=1).snapshot()
    tile_word, field_word, appointment = TEMPLE_WORDS[code]
    try:
        i18n.set_language(code)
        on_path = next(e for e in snap["path"] if e.get("tile"))
        tip = tooltip(Tile(on_path["tile"]), snap)
        first, second = tip.split("\n")
        assert first.lower().startswith(tile_word.lower()), tip
        assert tile_word.lower() in second.lower() and appointment in second, tip
        field = t("tip.field", field=on_path["tile"], kind="").split(" (")[0]
        assert (field_word in second and str(on_path["tile"]) in second) or \
            field in second, tip                        # its field, named as hovered
        held = next(f for f in snap["temple"]["fields"] if f["player"] is not None)
        tip = tooltip(Field(held["field"]), snap)
        assert t("tip.field.held", novice=t("tip.field.novice", name=snap["names"][
            held["player"]])) in tip and tile_word in tip, tip
        assert tile_word in t("tip.field.left"), t("tip.field.left")
    finally:
        i18n.set_language("en")


CONSECRATE_WORDS = {"en": ("consecrates", "click"), "de": ("weiht", "Klick"),
                    "fr": ("sanctifie", "clic"), "nl": ("wijdt", "klik")}


@pytest.mark.parametrize("code", list(CONSECRATE_WORDS))
def test_a_claimed_tiles_hover_says_a_click_on_its_novice_consecrates_it(code):
    """F834: a new player found the Consecration only by accident in round 2-3. A
    claimed tile's hover says, in one line of its own after its name, that once the
    Guardian has passed it a click on its novice consecrates it; an unclaimed tile's
    does not."""
    from positions import blank, claim

    from luna import text as i18n
    snap = claim(blank(players=3), 6, 0)
    verb, click = CONSECRATE_WORDS[code]
    try:
        i18n.set_language(code)
        said = tooltip(Tile(6), snap).split("\n")
        assert said[1] == t("tip.tile.consecrate"), said
        assert verb in said[1] and click in said[1], said
        free = next(e["tile"] for e in snap["path"] if e.get("tile") and e["claimed_by"] is None)
        assert t("tip.tile.consecrate") not in tooltip(Tile(free), snap)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_trays_favour_says_what_the_token_taken_is_for(tmp_path, code):
    """A German fresh player took the Book favour from the tray believing it guarded his
    temple novices: the Favour card said how a token is taken, not what it is for. Its
    hover text says both, the taken token's use as its held token says it."""
    import random

    from luna.client.board.targets import Island
    from luna.client.demo.driver import click, target_rect
    from luna.client.opening import open_game
    from luna.engine import new_game
    from luna.text import favour_use
    g = new_game(players=3, seed=4, setup="intro", seats=[{"kind": "human"}] * 3)
    rng = random.Random(4)
    while not any(c["type"] == "favour" for c in g.legal()):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    app = make_app(tmp_path, speed="normal", language=code, menu=False)
    open_game(app, g, autosave=False)
    frames(app, 30)
    sc = app.scene
    cmd = next(c for c in g.legal() if c["type"] == "favour")
    kind_ = sc.snap["islands"][cmd["island"]]["kind"]
    click(app, target_rect(sc, Island(cmd["island"])).center)
    frames(app, 30)
    assert sc.ring is not None, "the island's tray opened"
    k = next(n for n, act in enumerate(sc.ring.actions) if act.kind == "favour")
    words = sc.ring.tip(k, "card", sc.snap)
    use = favour_use(kind_)
    assert use[use.index(":") + 1:].strip() in words or use in words, (words, use)
    assert t("rule.favour").partition(":")[2].strip()[1:] in words     # how it is taken


LANGS = ("en", "de", "nl", "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_lying_novices_beside_the_herbs_island_are_not_promised_herbs(lang):
    """Herbs wakes novices beside any island but the Herbs island itself (DE 173, NL
    "niet op het Kruideneiland zelf"): its hover there says so, where the engine refuses
    Herbs; beside another island Herbs is still offered."""
    from positions import blank, give, isl, novices, play

    s = blank(players=2)
    herbs, other = isl(s, "herbs"), isl(s, "tides")
    novices(s, herbs, 0, inactive=2)
    novices(s, other, 0, inactive=2)
    give(s, 0, "herbs")
    legal = play(s).legal()
    assert not any(c["type"] == "herbs" and c["island"] == herbs for c in legal)
    assert any(c["type"] == "herbs" and c["island"] == other for c in legal)
    from luna.text import i18n
    try:
        i18n.set_language(lang)
        there = tooltip(Group(herbs, 0, "inactive"), s)
        elsewhere = tooltip(Group(other, 0, "inactive"), s)
        promise, refused = t("tip.wake.herbs", count=2), t("tip.wake.herbs_island")
    finally:
        i18n.set_language("en")
    assert promise in elsewhere and refused not in elsewhere
    assert promise not in there and refused in there


def _herbs_words(lang: str, snap: dict, island: int, player: int = 0) -> dict[str, bool]:
    """Which of the Herbs clauses a lying group's hover says, in `lang`."""
    from luna.text import i18n
    try:
        i18n.set_language(lang)
        said = tooltip(Group(island, player, "inactive"), snap)
        clauses = {k: t(f"tip.wake.{k}", count=2) for k in
                   ("herbs", "banish", "blocked", "herbs_island", "next_round", "last_round")}
    finally:
        i18n.set_language("en")
    return {k: w in said for k, w in clauses.items()}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_lying_novices_beside_the_apostate_are_promised_herbs_as_the_engine_allows(lang,
                                                                                   level):
    """Solo level 2: the Apostate blocks every action on his island but Banish; level 3
    Banish too (rules 6). The hover beside his island said "or with Herbs" at every
    level: it promises Herbs where the engine offers it, after a Banish where that frees
    it, and not where nothing does."""
    from positions import blank, give, novices, play

    s = blank(solo_level=level)
    there = s["apostate"]
    novices(s, there, 0, active=1, inactive=2)
    give(s, 0, "herbs")
    game = play(s)
    herbs_now = any(c["type"] == "herbs" and c["island"] == there for c in game.legal())
    banish = next((c for c in game.legal() if c["type"] == "banish"), None)
    herbs_after = False
    if banish is not None:
        game.apply(banish)
        herbs_after = any(c["type"] == "herbs" and c["island"] == there
                          for c in game.legal())
    said = _herbs_words(lang, s, there)
    assert said["herbs"] == herbs_now
    assert said["banish"] == (not herbs_now and herbs_after)
    assert said["blocked"] == (not herbs_now and not herbs_after)
    assert (level, herbs_now, herbs_after) in {(1, True, True), (2, False, True),
                                               (3, False, False)}


@pytest.mark.parametrize("lang", LANGS)
def test_the_automatons_lying_novices_are_not_promised_herbs(lang):
    """The solo automaton takes no actions (rules 6): its lying novices stand up at the
    next round's start only."""
    from positions import blank, isl, novices, play

    from luna.engine.solo import OPPONENT
    s = blank(solo_level=1)
    tides = isl(s, "tides")
    novices(s, tides, OPPONENT, inactive=2)
    assert all(c["player"] != OPPONENT for c in play(s).legal())
    said = _herbs_words(lang, s, tides, OPPONENT)
    assert said["next_round"]
    assert not any(said[k] for k in ("herbs", "banish", "blocked", "herbs_island"))


@pytest.mark.parametrize("lang", LANGS)
def test_lying_novices_in_the_last_round_are_not_promised_a_next_round(lang):
    """After the sixth round's scoring the game ends (rules 4): nothing stands its lying
    novices up, so the hover in round 6 promises no next round."""
    from positions import blank, isl, novices, play

    from luna.engine.data import ROUNDS
    s = blank(players=2)
    tides = isl(s, "tides")
    novices(s, tides, 0, inactive=2)
    s["round"] = ROUNDS
    s["time_markers"]["turned"] = s["time_markers"]["total"] - 1
    game = play(s)
    game.apply({"type": "meditate", "player": 0})
    assert game.is_over
    assert game.snapshot()["islands"][tides]["inactive"][0] == 2   # still lying
    said = _herbs_words(lang, s, tides)
    assert said["last_round"] and not said["next_round"] and said["herbs"]
    s["round"] = ROUNDS - 1
    said = _herbs_words(lang, s, tides)
    assert said["next_round"] and not said["last_round"]


@pytest.mark.parametrize("lang,same_seat", [("en", "same seat"), ("de", "demselben Sitz"),
                                            ("nl", "hetzelfde veld"), ("fr", "même case")])
def test_the_council_hovers_say_both_tie_cases(lang, same_seat):
    """A tie goes further along the council and, on the same seat, to the disc on top (NL
    *Maanpriesteres*): the panel's council hover said only the first."""
    from positions import blank

    from luna.client.board.targets import PanelItem
    from luna.text import i18n
    s = blank(players=3)
    try:
        i18n.set_language(lang)
        said = tooltip(PanelItem(1, "council"), s)
    finally:
        i18n.set_language("en")
    assert same_seat in said, said


@pytest.mark.parametrize("lang,here", [("en", " here"), ("de", " hier "), ("nl", " hier "),
                                       ("fr", " y ")])
def test_a_shrine_counts_for_the_moon_priestess_on_its_own_island_only(lang, here):
    """A shrine counts as an active novice at the Moon Priestess where it stands (rules
    3.3): the shrine's hover says "here" of it in every language (French said it of
    Favour and Appointment only)."""
    from positions import blank, isl, shrine

    from luna.engine.scoring import priestess_places
    from luna.engine.snapshot import from_snapshot_state
    from luna.text import i18n
    s = blank(players=2)
    home, other = isl(s, "tides"), isl(s, "book")
    shrine(s, home, 0)
    for at, places in ((home, [0]), (other, [])):
        s["priestess"] = at
        assert [p for p, _, _ in priestess_places(from_snapshot_state(s))] == places
    try:
        i18n.set_language(lang)
        said = t("tip.shrine.gives")
    finally:
        i18n.set_language("en")
    priestess = said.split(";")[-1]
    assert here in priestess, said


def test_once_the_game_is_over_the_projection_says_no_end_still_to_come():
    """The projection's hover says its parts (F835) while the game's end is to come; once
    it is over the influence holds them (the final score): "+0 council seat 10 at the
    game's end" beside a seat that scored would be false."""
    from positions import random_moves

    from luna.client.board.targets import PanelItem
    g = random_moves(2, seed=3)
    snap = g.snapshot()
    assert g.is_over and snap["final"]
    said = tooltip(PanelItem(0, "projected"), snap)
    assert said == "\n".join([
        t("tip.projection.head", name=snap["names"][0], score=snap["final"]["scores"][0]),
        t("tip.projection.now", influence=t("n.influence", count=snap["influence"][0]))])
