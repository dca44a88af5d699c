"""A tray's button under the mouse previews its move on the board as Travel and the
Sailboat do, with the board's arrow, where the engine's own dry run sends things (F062:
"Banish shows no preview arrow"): a Banish from the Apostate to the island he reaches; a
Consecration from each novice it expels to where the engine's event sends it (the
jetty; in a solo game the automaton's novice to the island of its field's symbol).
Driven by the real loop at normal speed, in a small window."""

from __future__ import annotations

import math
import os
from contextlib import contextmanager

import pytest
from positions import blank, claim, empty_temple, give, isl, novices, play, temple_novice
from test_action_area import _move

from luna.client.board.marks import GOAL
from luna.client.board.targets import Field, Figure, Island, JettyArea, Tile
from luna.client.demo.driver import click, frames, make_app, ring_card, target_rect
from luna.client.opening import open_game
from luna.text import t

SIZE = (1024, 700)


def opened(tmp_path, game, place):
    app = make_app(tmp_path, speed="normal", size=SIZE, menu=False)
    open_game(app, game, autosave=False)
    frames(app, 3)
    click(app, target_rect(app.scene, place).center)
    frames(app, 12)
    return app, app.scene


def hover(app, kind: str) -> None:
    _move(app, ring_card(app.scene, kind).center)


def golden(screen, a, b) -> int:
    """How many points along the straight way from `a` to `b` (its middle part) are of
    the preview's gold (the arrow bows, so a band round the chord is searched)."""
    n, found = 24, 0
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    for k in range(4, n - 3):
        x, y = a[0] + dx * k / n, a[1] + dy * k / n
        for off in range(-int(length * 0.3), int(length * 0.3) + 1, 3):
            px = (int(x - dy / length * off), int(y + dx / length * off))
            if not screen.get_rect().collidepoint(px):     # (off the window: no gold)
                continue
            c = screen.get_at(px)[:3]
            if all(abs(p - q) < 40 for p, q in zip(c, GOAL, strict=True)):
                found += 1
                break
    return found


def arrow_to(scene, goal) -> tuple:
    """The preview's arrow to `goal`: its tip (the drawn arrows' tips)."""
    tips = [tip for tg, tip in scene.acting.preview.tips if tg == goal]
    assert tips, (goal, scene.acting.preview.tips)
    return tips[0]


@pytest.mark.parametrize("steps", [1, 2])
def test_a_banish_previews_the_apostates_way_to_the_island_he_reaches(tmp_path, steps):
    s = blank(players=3)
    there = s["apostate"]
    novices(s, there, 0, active=2)
    app, scene = opened(tmp_path, play(s), Island(there))
    act = next(a for a in scene.ring.actions if a.kind == "banish")
    act.choose(count=steps)
    hover(app, "banish")
    to = next(e["to"] for e in scene.game.clone().apply(act.command)
              if e["type"] == "figure_moved")
    assert to == (there + steps) % 7
    tip = arrow_to(scene, Island(to))
    # at the island's edge, pointing at it (its head over none of its pieces)
    assert target_rect(scene, Island(to)).inflate(60, 60).collidepoint(tip) or \
        next(r for r, tg in scene.board.hits if tg == Island(to)).inflate(12, 12) \
        .collidepoint(tip)
    start = next(r for r, tg in scene.board.hits if tg == Figure("apostate")).center
    assert golden(app.screen, start, tip) >= 10
    assert (Island(to), "goal") in scene.acting.preview.drawn
    assert (Figure("apostate"), "goal") not in scene.acting.preview.drawn


def test_a_consecration_previews_the_expelled_novice_flying_to_the_jetty(tmp_path):
    s = empty_temple(blank(players=3))
    temple_novice(s, 5, 1)
    claim(s, 6, 0)
    app, scene = opened(tmp_path, play(s), Tile(6))
    hover(app, "consecrate")
    act = next(a for a in scene.ring.actions if a.kind == "consecrate")
    sent = [e for e in scene.game.clone().apply(act.command) if e["type"] == "novice_expelled"]
    assert [(e["field"], e["to"]) for e in sent] == [(5, "jetty")]
    tip = arrow_to(scene, JettyArea())
    jetty = next(r for r, tg in scene.board.hits if tg == JettyArea())
    assert jetty.inflate(20, 20).collidepoint(tip)
    start = next(r for r, tg in scene.board.hits if tg == Field(5)).center
    assert golden(app.screen, start, tip) >= 6


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_consecrations_hover_names_whom_it_expels_and_whom_a_book_keeps(tmp_path, code):
    """F872: the Consecration's hover said lower neighbours are expelled; a novice on a
    lower field not beside the new one stayed, nothing said why. Its hover names the
    novices this consecration expels, as the engine's dry run does, the adjacent lower
    fields (the only ones it can expel from), and each novice there a Book keeps
    (rules: adjacent, on a lower number, not on a Book)."""
    s = empty_temple(blank(players=3))
    temple_novice(s, 5, 1)                   # beside 6, lower: expelled
    temple_novice(s, 3, 2, book=True)        # beside 6, lower, on a Book: stays
    temple_novice(s, 2, 1)                   # lower, not beside 6: stays
    claim(s, 6, 0)
    with consecrate_hover(tmp_path, s, code, 6) as scene:
        names, words = scene.snap["names"], scene.hover.words
        on = lambda f, q: t("consecrate.on", name=names[q], field=f)  # noqa: E731
        assert t("consecrate.expels", who=on(5, 1), tile=6, fields="3, 5") in words, words
        assert t("consecrate.guarded", who=on(3, 2)) in words, words
        assert on(2, 1) not in words, words


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
@pytest.mark.parametrize("expelled", [1, 2])
def test_a_consecrations_net_line_names_its_parts_as_the_log_does(tmp_path, code,
                                                                   expelled):
    """F995: a Consecration's preview said "+5 now" where the game log counted "+4
    influence (consecration)" and "+1 influence (expulsion)": the bare sum read as the
    consecration alone worth 5. Its net line names the parts with the log's figures and
    words, summed by the log's own reasons (the engine's events of the move)."""
    from luna.text.score_words import signed
    s = empty_temple(blank(players=3))
    for f in (5, 3)[:expelled]:                 # beside 6, lower, no Book: expelled
        temple_novice(s, f, 1)
    claim(s, 6, 0)
    with consecrate_hover(tmp_path, s, code, 6) as scene:
        act = next(a for a in scene.ring.actions if a.kind == "consecrate")
        events = scene.game.clone().apply(act.command)
        why: dict = {}
        for e in events:
            if e["type"] == "influence" and e["player"] == 0:
                why[e["why"]] = why.get(e["why"], 0) + e["delta"]
        assert why.get("expulsion") == expelled, events
        parts = ", ".join([f"{signed(why['consecration'])} {t('why.consecration')}",
                           t("net.expulsions", n=signed(expelled), count=expelled)])
        now = t("net.now", n=signed(sum(why.values())))
        first = scene.hover.words.split("\n")[0]
        assert first.startswith(t("net.now.parts", now=now, parts=parts)), first


@contextmanager
def consecrate_hover(tmp_path, s: dict, code: str, tile: int):
    """The game `s` at the real loop in language `code`, its tile `tile` clicked and its
    tray's Consecrate pointed at: the scene, its hover text standing; English after."""
    from luna.text import set_language
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        click(app, target_rect(app.scene, Tile(tile)).center)
        frames(app, 12)
        hover(app, "consecrate")
        yield app.scene
    finally:
        set_language("en")


def test_in_a_solo_game_the_automatons_expelled_novice_goes_to_its_fields_island(tmp_path):
    s = empty_temple(blank(solo_level=1))
    temple_novice(s, 3, 1)             # the bribery symbol, beside 6 and lower
    claim(s, 6, 0)
    app, scene = opened(tmp_path, play(s), Tile(6))
    hover(app, "consecrate")
    act = next(a for a in scene.ring.actions if a.kind == "consecrate")
    sent = [e for e in scene.game.clone().apply(act.command) if e["type"] == "novice_expelled"]
    assert [e["to"] for e in sent] == [isl(s, "bribery")]
    tip = arrow_to(scene, Island(sent[0]["to"]))
    assert next(r for r, tg in scene.board.hits
                if tg == Island(sent[0]["to"])).inflate(20, 20).collidepoint(tip)
    assert not [tg for tg, _ in scene.acting.preview.tips if tg == JettyArea()]


def _banish_hovered(app, game, there: int):
    """`game` open, the Apostate's island's tray open and its Banish of one step hovered:
    (the scene, the Banish's tile)."""
    open_game(app, game, autosave=False)
    frames(app, 3)
    scene = app.scene
    click(app, target_rect(scene, Island(there)).center)
    frames(app, 12)
    act = next(a for a in scene.ring.actions if a.kind == "banish")
    act.choose(count=1)
    hover(app, "banish")
    return scene, act


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_banish_preview_says_what_each_player_gains_or_loses(tmp_path, code):
    """F795: a Banish's preview spoke of the mover alone, in a double negative ("you lose
    3 less to the Apostate"), though it sends him onto another's novices: it says what it
    saves its mover and what each other player it reaches loses, by the engine's count
    (rules: x novices on or beside his island lose x + 1), and the Hint says the same."""
    from luna.ai.outlook import coming_of
    from luna.text import set_language
    from luna.text.hint_advice import advice_text
    s = blank(players=3)
    there = s["apostate"]
    novices(s, there, 0, active=2)
    novices(s, (there + 1) % 7, 1, active=3)
    game = play(s)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        scene, act = _banish_hovered(app, game, there)
        red = scene.snap["names"][1]
        saves = t("scoring.part.apostate.gain", n=3)
        loses = t("scoring.part.apostate.other.loss", who=red, n=4)
        assert saves in scene.hover.words and loses in scene.hover.words, scene.hover.words
        hint = advice_text("", None, None, scene.snap, coming=coming_of(game, act.command))
        assert saves in hint and loses in hint, hint
        assert not any(w in hint for w in ("less to the", "weniger an", "de moins face",
                                           "minder aan"))
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_banish_that_changes_nothing_for_its_mover_says_so(tmp_path, code):
    """F847: a Banish that sends the Apostate from the mover's novices onto more of
    theirs and another's said "Red loses 4 more" alone, read as the mover's gain: it
    says first that it changes nothing for its mover."""
    from luna.text import set_language
    s = blank(players=3)
    there = s["apostate"]
    novices(s, there, 0, active=2)
    novices(s, (there + 1) % 7, 0, active=2)
    novices(s, (there + 1) % 7, 1, active=3)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        scene, _ = _banish_hovered(app, play(s), there)
        loses = t("scoring.part.apostate.other.loss", who=scene.snap["names"][1], n=4)
        none = t("scoring.part.you.none")
        words = scene.hover.words
        assert none in words and loses in words and words.index(none) < words.index(loses), \
            words
    finally:
        set_language("en")


@pytest.mark.parametrize("ctype", ["travel", "sailboat"])
def test_a_moves_preview_says_its_novices_arrive_lying_down(tmp_path, ctype):
    """Travel lays its novices down beside their new island (the engine's move), so the
    Moon Priestess counts none of them this round: its tile's hover text says so, and the
    planned move's badge at that island reads "+2 lying". A Sailboat's stay active."""
    from layout_check import draw_recorded
    s = blank(players=2)
    b, to = isl(s, "book"), isl(s, "tides")
    novices(s, b, 0, active=2)
    give(s, 0, "sailboat")
    app, scene = opened(tmp_path, play(s), Island(b))
    hover(app, ctype)
    said = t("ring.arrive_lying") if ctype == "travel" else t("ring.arrive_standing")
    assert said in scene.hover.words, scene.hover.words
    click(app, ring_card(scene, ctype).center)           # planned on the board
    frames(app, 6)
    for _ in range(2):
        click(app, target_rect(scene, Island(to)).center)
        frames(app, 4)
    assert scene.builder is not None and scene.builder.command()["type"] == ctype
    frames(app, 4)
    words = {d.words for d in draw_recorded(app).texts}
    lying = t("plan.arrive_lying", count=2)
    assert (lying in words) == (ctype == "travel"), sorted(words)
    assert ctype == "travel" or "+2" in words


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_recruits_preview_says_what_it_changes_where_the_projection_stays(tmp_path,
                                                                           code):
    """F1050: Recruit's preview said "projected unchanged" alone: not that it left 2
    active novices where the Moon Priestess scored (a rival sailed one in and won her
    3 to 2), nor what its novice would count where she stands later. On her island this
    round it says what its mover then counts there for her; where she stands in a later
    round, the novice it brings and what the mover then counts there (the engine's dry
    run, as a planned move says it)."""
    import copy

    from luna.ai.outlook import coming_of
    from luna.text import set_language
    from luna.text.hint_does import sets_text
    from luna.text.moves import place_name
    s = blank(players=3)
    here = s["priestess"]
    novices(s, here, 0, active=5)
    novices(s, here, 1, active=2)

    def with_two(i: int):
        game = play(novices(copy.deepcopy(s), i, 0, active=2))
        return game, sets_text(coming_of(game, {"type": "recruit", "player": 0, "island": i,
                                                "novice_token": False}), game.snapshot())
    later = next(i for i in range(7) if i != here and with_two(i)[1])
    game = with_two(later)[0]
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 3)
        scene = app.scene
        for i in (here, later):
            click(app, target_rect(scene, Island(i)).center)
            frames(app, 12)
            cmd = {"type": "recruit", "player": 0, "island": i, "novice_token": False}
            eff = scene.ring.actions[[a.kind for a in scene.ring.actions].index(
                "recruit")].effect(scene.game)
            assert eff.projected[0][0] == eff.projected[1][0], eff.projected  # unchanged
            hover(app, "recruit")
            words = scene.hover.words
            if i == here:          # 5 active, 2 used: 3 counted, still the most
                said = t("ring.recruit.leaves", count=3, island=place_name(scene.snap, i))
            else:
                said = t("builder.sets", sets=sets_text(coming_of(scene.game, cmd),
                                                        scene.snap))
            assert said in words, words
            from luna.client.game import tray_open
            tray_open.close_tray(scene)
            frames(app, 6)
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_planned_move_says_what_it_loses_at_the_coming_scoring(tmp_path, code):
    """The only standing novice sent off the Moon Priestess's island: the planned move
    showed "+1 lying" and cost 5 at the scoring (F250). Over Confirm its help says
    what it changes at the coming scoring, the engine's projection ("Moon Priestess
    -5"), in the colour of a loss; a move that changes nothing there says nothing."""
    from layout_check import draw_recorded

    from luna.client.game.scoring_table import DOWN
    from luna.text import set_language
    s = blank(players=3)
    here, herbs = s["priestess"], isl(s, "herbs")
    novices(s, here, 0, active=1)
    novices(s, herbs, 0, active=2)
    game = play(s)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 3)
        scene = app.scene

        def plan(source: int, dest: int) -> list[str]:
            click(app, target_rect(scene, Island(source)).center)
            frames(app, 12)
            click(app, ring_card(scene, "travel").center)
            frames(app, 10)
            click(app, target_rect(scene, Island(dest)).center)
            frames(app, 20)
            assert scene.builder is not None and scene.builder.count == 1
            said = [d for d in draw_recorded(app).texts
                    if scene.move_help.rect is not None and scene.move_help.rect.contains(d.rect)]
            return said

        said = plan(here, isl(s, "shrine"))
        change = scene.game.scoring_change(scene.builder.command())
        assert change.parts == {"priestess": -5}
        words = t("builder.scoring", parts=t("scoring.part.priestess.loss", n=5))
        lines = " ".join(d.words for d in said)
        assert words in lines, lines
        frames(app, 1)                                   # in the colour of a loss
        red = [app.screen.get_at((x, y))[:3] for d in said if d.words in words
               for x in range(d.rect.left, d.rect.right) for y in range(d.rect.top, d.rect.bottom)]
        assert any(all(abs(a - b) < 30 for a, b in zip(c, DOWN, strict=True)) for c in red)
        planning_cancel(app)
        said = plan(herbs, isl(s, "shrine"))           # the priestess's novice stays
        assert t("scoring.part.priestess.loss", n=5) not in " ".join(d.words for d in said)
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_travel_onto_the_priestess_island_says_she_counts_none_of_them(tmp_path, code):
    """Two novices sent off the Apostate's island onto the Moon Priestess's: the help
    over Confirm said "you lose 3 less to the Apostate" alone, and the player counted on
    her island and scored 0 there. It names her scoring too, from the engine's dry run:
    nothing from her for the novices, which arrive lying; a Travel elsewhere does not."""
    from layout_check import draw_recorded

    from luna.text import set_language
    s = blank(players=3)
    there, herbs = s["apostate"], isl(s, "herbs")
    novices(s, there, 0, active=2)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        scene = app.scene

        def plan(dest: int) -> str:
            click(app, target_rect(scene, Island(there)).center)
            frames(app, 12)
            click(app, ring_card(scene, "travel").center)
            frames(app, 10)
            for _ in range(2):
                click(app, target_rect(scene, Island(dest)).center)
                frames(app, 10)
            assert scene.builder is not None and scene.builder.count == 2
            frames(app, 10)
            return " ".join(d.words for d in draw_recorded(app).texts
                            if scene.move_help.rect is not None
                            and scene.move_help.rect.contains(d.rect))

        lines = plan(s["priestess"])
        assert t("scoring.part.apostate.gain", n=3) in lines, lines
        assert t("scoring.part.priestess.lying", count=2) in lines, lines
        planning_cancel(app)
        lines = plan(herbs if herbs != s["priestess"] else isl(s, "shrine"))
        assert t("scoring.part.apostate.gain", n=3) in lines, lines
        assert t("scoring.part.priestess.lying", count=2) not in lines, lines
    finally:
        set_language("en")


def planning_cancel(app) -> None:
    from luna.client.game import planning
    planning.cancel(app.scene)
    frames(app, 5)


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_planned_sailboat_says_what_it_sets_up_and_the_projection_after_it(tmp_path,
                                                                             code):
    """A planned move said only its novices' count, "projected" unchanged beside it.
    Over Confirm it says what it does as a tray tile's preview does (the engine's dry
    run: the coming scoring's change or that there is none), what it sets up where the
    Moon Priestess stands later (as the Hint says it), and the projection after it
    beside the one now, each updated as a novice is added; once played, the card's
    projection is the one said."""
    from layout_check import draw_recorded

    from luna.ai.outlook import coming_of
    from luna.client.game import planning, projection
    from luna.text import set_language
    from luna.text.hint_does import sets_text
    s = blank(players=2)
    b = isl(s, "book")
    novices(s, b, 0, active=3)
    give(s, 0, "sailboat")
    game = play(s)

    def sailed(to: int, n: int) -> dict:
        return {"type": "sailboat", "player": 0, "from": b, "to": to, "count": n}
    to = next(i for i in range(7) if i not in (b, s["priestess"])
              and (coming_of(game, sailed(i, 1)) or {}).get("sets"))
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 3)
        scene = app.scene
        click(app, target_rect(scene, Island(b)).center)
        frames(app, 12)
        click(app, ring_card(scene, "sailboat").center)
        frames(app, 10)
        now = projection.shown(scene.snap, 0)            # the card's figure
        said = []
        for n in (1, 2):
            click(app, target_rect(scene, Island(to)).center)
            frames(app, 20)
            assert scene.builder.command() == sailed(to, n)
            words = " ".join(d.words for d in draw_recorded(app).texts
                             if scene.move_help.rect is not None
                             and scene.move_help.rect.contains(d.rect))
            after = scene.game.clone()
            after.apply(sailed(to, n))
            then = projection.shown(after.snapshot(), 0)
            sets = sets_text(coming_of(scene.game, sailed(to, n)), scene.snap)
            assert t("builder.sets", sets=sets) in words, words
            assert t("net.projected", was=now, will=then) in words, words
            assert t("ring.coming.none") in words or t("builder.scoring", parts="")[:8] \
                in words, words
            said.append(words)
        assert said[0] != said[1]
        planning.confirm(scene)
        frames(app, 240)
        assert projection.shown(scene.snap, 0) == then
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_planned_sailboat_off_the_hints_names_its_figures_the_players_plan(tmp_path,
                                                                             code):
    """F1048: a Sailboat planned with 2 novices where the Hint's had 1: the figures under
    the Hint's line ("projected 43 to 45") read as the Hint's, the person unable to see
    what their own plan was worth. The net line over Confirm is named the plan's own
    with its count ("Your plan, 2 novices: ..."), its projection the plan's, updated with
    each novice added or taken back."""
    from layout_check import draw_recorded

    from luna.client.board.marks import Hint
    from luna.client.game import projection
    from luna.client.game.plan import Plan
    from luna.text import set_language
    s = blank(players=2)
    b = isl(s, "book")
    novices(s, b, 0, active=3)
    give(s, 0, "sailboat")
    game = play(s)

    def sailed(to: int, n: int) -> dict:
        return {"type": "sailboat", "player": 0, "from": b, "to": to, "count": n}
    to = next(i for i in range(7) if i != b and game.is_legal(sailed(i, 2)))
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 3)
        scene = app.scene
        scene.hints.hint = Hint(sailed(to, 1), len(scene.game.log))
        frames(app, 3)
        now = projection.shown(scene.snap, 0)
        scene.builder = Plan("sailboat", 0)
        scene.builder.select(b, True)

        def said() -> str:
            from luna.client.game import planning
            planning.bar(scene)
            frames(app, 20)
            return " ".join(d.words for d in draw_recorded(app).texts
                            if scene.move_help.rect is not None
                            and scene.move_help.rect.contains(d.rect))
        for n in (1, 2, 1):
            while scene.builder.count < n:
                scene.builder.add(to)
            while scene.builder.count > n:
                scene.builder.remove_last()
            words = said()
            after = scene.game.clone()
            after.apply(sailed(to, n))
            then = projection.shown(after.snapshot(), 0)
            mine = t("builder.net", count=n, net="")
            assert mine in words, words
            at = words.index(mine) + len(mine)
            assert t("net.projected", was=now, will=then) in words[at:] or \
                t("net.projected.same", was=now) in words[at:], words
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_planned_move_says_where_the_apostate_goes_next_round(tmp_path, code):
    """F980: a Tides move put six novices on the island the Apostate moved to at the
    next round (−7), with no warning. A planned move whose novices go to the island he
    goes to at the round's end, as the position after it stands (the engine's query on
    it), says so over Confirm with what he would take from the mover there; one whose
    novices go where he passes by (an island of theirs nearer his way keeps him) does
    not, until it takes that island's last novice away."""
    from layout_check import draw_recorded

    from luna.client.game import planning
    from luna.text import island, set_language
    s = blank(players=2)
    a = s["apostate"]
    b, near, far = (a + 3) % 7, (a + 1) % 7, (a + 5) % 7
    novices(s, b, 0, active=2)
    give(s, 0, "sailboat")
    game = play(s)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, game, autosave=False)
        frames(app, 3)
        scene = app.scene

        def planned(to: int, n: int) -> tuple[str, int]:
            if scene.builder is None:
                click(app, target_rect(scene, Island(b)).center)
                frames(app, 12)
                click(app, ring_card(scene, "sailboat").center)
                frames(app, 10)
            for _ in range(4):      # (a first click may send more than one)
                if scene.builder.count >= n:
                    break
                click(app, target_rect(scene, Island(to)).center)
                frames(app, 20)
            cmd = scene.builder.command()
            assert (cmd["from"], cmd["to"]) == (b, to) and cmd["count"] >= n
            return " ".join(d.words for d in draw_recorded(app).texts
                            if scene.move_help.rect is not None
                            and scene.move_help.rect.contains(d.rect)), cmd["count"]

        def line(i: int, loss: int) -> str:
            return t("builder.apostate_next", island=island(scene.snap["islands"][i]["kind"]),
                     loss=loss)
        for n in (1, 2):            # to the island nearest his way: he goes there
            words, sent = planned(near, n)
            assert line(near, sent + 1) in words, words
        planning.cancel(scene)
        frames(app, 10)
        seen = set()
        for n in (1, 2):            # past the island they came from: he stops there first
            words, sent = planned(far, n)
            said = [line(far, k) for k in range(1, 4)]
            assert any(w in words for w in said) == (sent == 2), (sent, words)
            seen.add(sent)
        assert seen == {1, 2}       # (both seen: one left behind, then none)
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_planned_travels_help_stands_its_net_line_first_apart(tmp_path, code):
    """F909: a planned Travel's help ran its net line on after the instructions, in one
    paragraph. The net line (F850: the engine's figures) stands first in the help over
    Confirm, on lines of its own; the instructions start on the line after it."""
    from layout_check import draw_recorded

    from luna.client.game.actions import effect_of
    from luna.text import set_language
    from luna.text.score_words import net_words
    s = blank(players=3)
    here = s["priestess"]
    novices(s, here, 0, active=1)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        scene = app.scene
        click(app, target_rect(scene, Island(here)).center)
        frames(app, 12)
        click(app, ring_card(scene, "travel").center)
        frames(app, 10)
        click(app, target_rect(scene, Island(isl(s, "shrine"))).center)
        frames(app, 20)
        cmd = scene.builder.command()
        net = net_words(effect_of(scene.game, cmd), 0, scene.snap)
        assert net and t("net.scoring", n="−5") in net, net
        box = scene.move_help.rect
        rows = sorted((d for d in draw_recorded(app).texts if box.contains(d.rect)),
                      key=lambda d: d.rect.top)
        said = [d.words for d in rows]
        net = t("builder.net", count=scene.builder.count, net=net)   # (named: F1048)
        k = next(k for k in range(1, len(said) + 1)
                 if " ".join(said[:k]).replace("  ", " ") == net)   # its own lines,
        assert scene.move_help.words.startswith(said[k]), (said, k)  # the instructions
        assert net not in " ".join(said[k:]), said                  # after it
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_tiles_preview_leads_with_its_net_line(tmp_path, code):
    """F850: an Appointment with the novice favour said "changes nothing for you at the
    coming scoring" beside "unused favours score 1 less at the end" while the projection
    dropped 7 to 6: its hover leads with one net line, the figures the engine's (the
    favour's point at the game's end, the card's projection before and after), the
    sentences saying why after it."""
    from luna.client.game import projection
    from luna.text import set_language
    from luna.text.score_words import signed
    s = blank(players=3)
    here = isl(s, "shrine")
    novices(s, here, 0, active=1)
    give(s, 0, "novice")
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        scene = app.scene
        click(app, target_rect(scene, Island(here)).center)
        frames(app, 12)
        act = next(a for a in scene.ring.actions if a.kind == "appoint")
        assert act.command["novice_token"]
        hover(app, "appoint")
        was = projection.shown(scene.snap, 0)
        after = scene.game.clone()
        after.apply(act.command)
        will = projection.shown(after.snapshot(), 0)
        assert will == was - 1
        net = " · ".join((t("net.end", n=signed(-1)), t("net.projected", was=was, will=will)))
        words = scene.hover.words
        assert words.split("\n")[0].rstrip(".") == net, words
        assert t("ring.coming.none") in words, words
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_meditates_hover_leads_with_its_net_line(tmp_path, code):
    """F907: the Meditate button's hover said its rule alone, no "projected X to Y" as
    every other move's preview says: it leads with its net line (F850), the engine's
    projection before and after the meditation, its rule after it. The real loop at
    normal speed, the pointer resting on the button."""
    from human import Person

    from luna.client.game import projection
    from luna.text import set_language
    s = blank(players=3)
    novices(s, s["priestess"], 0, active=1)
    game = play(s)
    person = Person(tmp_path, size=(1280, 800), language=code, menu=False)
    try:
        open_game(person.app, game, autosave=False)
        person.settle()
        act = person.scene.buttons["act"]
        person.point(act.rect.center)
        person.wait(0.7)                                  # past the theme's delay
        tips = person.app.ui.tips
        assert tips and tips[-1].rect is not None
        cmd = next(c for c in person.scene.legal if c["type"] == "meditate")
        after = person.scene.game.clone()
        after.apply(cmd)
        was = projection.shown(person.scene.snap, 0)
        will = projection.shown(after.snapshot(), 0)
        net = t("net.projected", was=was, will=will) if was != will else \
            t("net.projected.same", was=was)
        first = tips[-1].words.split("\n")[0]
        assert net in first, tips[-1].words
        assert tips[-1].words.split("\n", 1)[1], tips[-1].words       # its rule after
    finally:
        person.close()
        set_language("en")


def test_a_banish_preview_names_the_others_projection_in_its_net_line(tmp_path):
    """F850: a move's net line names, after the mover's figures, each other player whose
    projection it moves (a Banish onto Red's novices: Red −4)."""
    s = blank(players=3)
    there = s["apostate"]
    novices(s, there, 0, active=2)
    novices(s, (there + 1) % 7, 1, active=3)
    app = make_app(tmp_path, speed="normal", size=SIZE, menu=False)
    scene, act = _banish_hovered(app, play(s), there)
    red = scene.snap["names"][1]
    first = scene.hover.words.split("\n")[0].rstrip(".")
    assert first.startswith(t("net.scoring", n="+3")) and first.endswith(
        t("net.other", who=red, n="−4")), first


@pytest.mark.parametrize(("code", "threatened"), [("en", True), ("de", True), ("fr", True),
                                                  ("nl", True), ("en", False)])
def test_an_appointments_preview_warns_who_can_expel_its_novice(tmp_path, code, threatened):
    """F885: temple novices were expelled and the player learned it only from the log. An
    Appointment's hover warns where, once its tile is consecrated, an opponent's
    Consecration legal now would expel its novice (rules: adjacent, higher, no Book; the
    engine's `appointment_threats`): Red's released tile 6 beside tile 5. Nothing
    threatens without Red's tile: no warning."""
    with _book_tray(tmp_path, code, threatened) as (app, scene):
        act = next(a for a in scene.ring.actions if a.kind == "appoint")
        assert act.command["tile"] == 5, act.command
        hover(app, "appoint")
        words = scene.hover.words
        warning = t("ring.appoint.threat", name=scene.snap["names"][1], tile=6)
        assert (warning in words) == threatened, words
        head = os.path.commonprefix([t("ring.appoint.threats", who=""), warning])  # (Beware…)
        assert (head in words) == threatened, words


@contextmanager
def _book_tray(tmp_path, code, threatened=True):
    """A 3-player temple with two of Yellow's novices on the Book island, its tray opened
    at normal speed in `code`; with `threatened`, Red's claimed tile 6 beside tile 5."""
    from luna.text import set_language
    s = empty_temple(blank(players=3))
    here = isl(s, "book")
    novices(s, here, 0, active=2)
    if threatened:
        claim(s, 6, 1)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        click(app, target_rect(app.scene, Island(here)).center)
        frames(app, 12)
        yield app, app.scene
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_tiles_hover_opens_brief_and_says_the_whole_on_a_longer_look(tmp_path, code):
    """F916: new players read none of a preview's 8-12 lines. A tray tile's hover opens
    brief: its net line first, one sentence of its move, the warning of who could expel
    its novice (F885: kept), and that more follows on a longer look; resting on, the
    pointer gets the whole (what it gains, the tile's worth, the rule). The real loop at
    normal speed: pointed, a few frames, then a second and more."""
    from luna.client.game.actions import effect_of
    from luna.client.game.hover import LONG_LOOK
    from luna.engine.temple_actions import consecration_gain
    from luna.text.score_words import net_words
    with _book_tray(tmp_path, code) as (app, scene):
        hover(app, "appoint")
        frames(app, 6)
        assert scene.hover_text.rect is not None
        brief, whole = scene.ring.tip_said, scene.hover.words
        act = next(a for a in scene.ring.actions if a.kind == "appoint")
        net = net_words(effect_of(scene.game, act.command), 0, scene.snap)
        warning = t("ring.appoint.threat", name=scene.snap["names"][1], tile=6)
        worth = t("ring.appoint.worth", points=consecration_gain(scene.game.state, 0, 5))
        rows = brief.split("\n")
        assert rows[0].rstrip(".") == net.rstrip("."), brief      # its net line first
        assert warning in brief and rows[-1] == t("ring.more"), brief
        assert worth not in brief and worth in whole, (brief, whole)
        assert len(rows) < len(whole.split("\n")), (brief, whole)
        frames(app, round(LONG_LOOK * 60) + 6)              # resting on: the whole
        assert scene.hover_text.rect is not None and scene.ring.tip_said == whole
        assert t("ring.more") not in scene.ring.tip_said


def test_a_lit_tiles_preview_warns_who_can_expel_its_novice(tmp_path):
    """F885, the tile chosen on the board: of the lit Sailboat tiles 6, 10 and 18, tile
    6's hover warns that Red's released tile 24 (adjacent, higher) can expel its novice
    once consecrated, in its brief form too (F916); tile 10's, with no such tile beside
    it, does not."""
    from luna.client.game.frame import pointed_words
    from luna.client.game.hover import LONG_LOOK
    from luna.engine.temple_actions import consecration_gain
    s = empty_temple(blank(players=3))
    s["guardian"] = 4                     # (the Guardian near the entrance: 24 released)
    here = isl(s, "sailboat")
    novices(s, here, 0, active=2)
    claim(s, 24, 1)
    app, scene = opened(tmp_path, play(s), Island(here))
    click(app, ring_card(scene, "appoint").center)
    frames(app, 6)
    assert scene.acting.tile_pick is not None and scene.acting.tile_pick.tiles == [6, 10, 18]
    warning = t("ring.appoint.threat", name=scene.snap["names"][1], tile=24)
    for tile, warned in ((6, True), (10, False)):
        _move(app, target_rect(scene, Tile(tile)).center)
        for _ in range(60):
            if scene.hover == Tile(tile) and scene.hover_text.rect is not None:
                break
            frames(app, 2)
        worth = t("ring.appoint.worth", points=consecration_gain(scene.game.state, 0, tile))
        _, brief = pointed_words(scene, scene.view())     # at first sight (F916): brief,
        assert (warning in brief) == warned and worth not in brief, (tile, brief)  # warned
        frames(app, round(LONG_LOOK * 60) + 6)            # resting on: the whole preview
        _, words = pointed_words(scene, scene.view())
        assert worth in words, (tile, words)
        assert (warning in words) == warned, (tile, words)


@pytest.mark.parametrize(("code", "threatened"), [("en", True), ("de", True), ("fr", True),
                                                  ("nl", True), ("en", False)])
def test_a_consecrations_preview_warns_who_can_expel_its_novice(tmp_path, code, threatened):
    """F885, the Consecration's own hover: where, once it is made, an opponent's
    Consecration then legal would expel the novice it places (rules: adjacent, higher, no
    Book; the engine's `consecrated_threats`), it warns: Red's released tile 6 beside
    tile 5. Nothing threatens without Red's tile: no warning."""
    s = empty_temple(blank(players=3))
    claim(s, 5, 0)
    if threatened:
        claim(s, 6, 1)
    with consecrate_hover(tmp_path, s, code, 5) as scene:
        words = scene.hover.words
        warning = t("ring.consecrate.threat", name=scene.snap["names"][1], tile=6)
        assert (warning in words) == threatened, words
        head = os.path.commonprefix([t("ring.consecrate.threats", who=""), warning])
        assert (head in words) == threatened, words
        if code == "en" and threatened:     # when: the opponent's next turn
            assert "Red could then expel its novice on their next turn by consecrating " \
                "temple tile 6" in " ".join(words.split()), words


@pytest.mark.parametrize("code", ["en", "de", "fr", "nl"])
def test_a_herbs_preview_says_what_it_sets_up(tmp_path, code):
    """F943: Herbs' preview said only "changes nothing at the coming scoring" and the
    Review named it the costliest move. Waking novices that change nothing there sets up
    only a later action of the mover's this round (the next round stands every lying
    novice up anyway): its preview says so, and, where the others could turn every time
    marker left before the mover's next turn (the engine's `markers_left_to_others`),
    that it then sets up nothing; its brief text at first sight says it too. The real
    loop at normal speed, the pointer resting on the Herbs tile."""
    from luna.client.game.hover import LONG_LOOK
    from luna.text import set_language
    for key, turned in (("ring.sets.woken", 0), ("ring.sets.woken.late", 2)):
        s = blank(players=3)
        here = isl(s, "shrine")
        assert s["priestess"] != here
        novices(s, here, 0, inactive=2)
        novices(s, isl(s, "book"), 1, active=1)
        give(s, 0, "herbs")
        s["time_markers"]["turned"] = turned
        app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
        try:
            open_game(app, play(s), autosave=False)
            frames(app, 3)
            scene = app.scene
            click(app, target_rect(scene, Island(here)).center)
            frames(app, 12)
            act = next(a for a in scene.ring.actions if a.kind == "herbs")
            assert act.effect(scene.game).woken == 2
            assert scene.game.scoring_change(act.command).parts == {}
            hover(app, "herbs")
            said = " ".join(t(key, count=2).split())
            frames(app, 6)
            assert scene.hover_text.rect is not None
            brief = " ".join(scene.ring.tip_said.split())   # at first sight: said too
            assert said in brief and t("ring.more") in brief, brief
            frames(app, round(LONG_LOOK * 60) + 6)      # resting on: the whole text
            words = " ".join(scene.ring.tip_said.split())
            assert t("ring.more") not in words, words
            assert t("ring.coming.none") in words and said in words, words
            others = {"ring.sets.woken", "ring.sets.woken.late", "ring.sets.woken.last"}
            assert not any(" ".join(t(k, count=2).split()) in words
                           for k in others - {key}), words
        finally:
            set_language("en")


@pytest.mark.parametrize(("code", "there"), [("en", [1, 2]), ("de", [1, 2]), ("fr", [1, 2]),
                                             ("nl", [1]), ("en", [])])
def test_a_councils_preview_says_its_disc_goes_under_those_on_seat_10(tmp_path, code, there):
    """F1040: a disc reaching seat 10 last goes under the discs already there (rules
    3.11), so they win the Moon Priestess's ties before it; only the rules book said so.
    A Council from seat 8 with Red and Blue on seat 10 says it after its net line, in
    the tile's brief hover and its whole one, naming them in the engine's tie order; the
    move played, the engine's ties go to them. Seat 10 empty: nothing said."""
    from luna.client.game.hover import LONG_LOOK
    from luna.engine.council import ahead_on_top
    from luna.engine.scoring import priestess_places, tie_order
    from luna.text import set_language
    from luna.text.tie_words import under_words
    s = blank(players=3)
    here = isl(s, "book") if s["apostate"] != isl(s, "book") else isl(s, "sailboat")
    novices(s, here, 0, active=2)
    s["council"] = [[] for _ in range(11)]
    s["council"][0] = [q for q in (1, 2) if q not in there]
    s["council"][8], s["council"][10] = [0], list(there)
    app = make_app(tmp_path, speed="normal", size=SIZE, language=code, menu=False)
    try:
        open_game(app, play(s), autosave=False)
        frames(app, 3)
        scene = app.scene
        click(app, target_rect(scene, Island(here)).center)
        frames(app, 12)
        act = next(a for a in scene.ring.actions if a.kind == "council")
        assert act.command["count"] == 2, act.command              # (onto seat 10)
        hover(app, "council")
        frames(app, 6)
        brief = scene.ring.tip_said
        frames(app, round(LONG_LOOK * 60) + 6)
        whole = scene.ring.tip_said
        ahead = ahead_on_top(scene.game.state, 0, 2)
        assert ahead == tie_order(scene.game.state, there)        # (Blue above Red)
        said = under_words(ahead, scene.snap)
        if not there:
            assert said is None and t("tie.under", who="")[:6] not in whole, whole
            return
        names = scene.snap["names"]
        assert all(names[q] in said for q in there), said
        for words in (brief, whole):                   # right after the net line
            assert words.split("\n")[1].rstrip(".") == said.rstrip("."), words
        scene.game.apply(act.command)                  # the engine's ties: theirs first
        after = scene.game.state
        assert tie_order(after, [0, *there])[-1] == 0
        for q in there:
            after.active[after.priestess][q] = 2
        after.active[after.priestess][0] = 2
        assert priestess_places(after)[-1][0] == 0
    finally:
        set_language("en")
