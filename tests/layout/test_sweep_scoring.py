"""The scoring's sweep: scores as they rise, fly and are summed, at the window sizes,
languages and text sizes where they are tightest, each case on the real loop at normal
speed, and every case's screen keeps the rules every screen keeps
(`layout_check.run_look`). Its named cases:

- score-lands: a score's gain flies to its player's score in the side panel and shows
  there over the panel as it lands (drawn over the panel, not under it), beside the
  score on its line, never over the figure counting nor another player's card (F876);
  `calm`: with reduced motion it stands there all its time.
- scores-apart: each score of one command rises in its own room (its pill at its
  largest and the way it rises), from the engine's events and the board's anchors.
- score-beside-lines: a round's scores fly to the panel and land under its turn line
  ("Round 1 is being scored"), never over it, frame by frame.
- round-note: the round's summary says what its "This round" column adds up, the words
  whole inside the card, above its closing line and its button.
- island-pictures: an island the card covers, pictured beside its table, is taken whole
  with its name plate, pieces and the coming scoring's plates beside it (its words never
  cut at the picture's edge: "nor" for "none yet").
- spent-candle: a spent time marker is of the same pale wax as a lit one, with no flame
  over it (told apart without colour too).
- winner-line: on the results screen the sparks stay in the header above the table, the
  winner's total stands in the winner line, the header centred as one, the winner's
  light whole inside the window.
"""

from __future__ import annotations

import statistics
from functools import cache, partial

import pygame
import pytest
from human import LOOK
from layout_check import Look, look_id, run_look
from positions import blank, play, random_moves
from test_colour_vision import seen
from test_direct_play_show import scene_tile
from test_overlay_order import _blot, consecrating
from test_scoring_summary import before_a_round_end, open_at

from luna import text as i18n
from luna.client.board.animations import POP, RISE, _pill_size, animations_for
from luna.client.board.targets import Candles, PanelItem, Player, Stake
from luna.client.demo.driver import button_named, frames, press_button, wait_frames
from luna.client.game import table_events
from luna.client.game.scoring_table import signed
from luna.client.opening import open_game
from luna.text import t

# no test here reads a results screen's lessons or review
pytestmark = pytest.mark.usefixtures("lessons_unfinished")


def a_landing_score_shows_over_the_panel(person, calm: bool = False) -> None:
    size = person.app.size
    person.app.settings.reduced_motion = calm
    scene = consecrating(person)
    person.act(scene_tile(6), "consecrate")
    rise = next(a for a in scene.anims if ("influence", 0) in a.hides)
    while not (rise.tween.started and rise.tween.value >= (0.1 if calm else 0.8)):
        person.wait(1 / 60)
        assert not rise.tween.done, "the score's flight ended unseen"
    score = next(r for r, tg in scene.board.hits if tg == PanelItem(0, "influence"))
    card = next(r for r, tg in scene.board.hits if tg == Player(0))
    others = [r for r, tg in scene.board.hits if isinstance(tg, Player) and tg != Player(0)]
    panel = pygame.Rect(scene.lay.panel)
    spot = _blot(rise.paint, rise.tween.value, size)
    assert spot is not None and panel.contains(spot.clip(panel)) \
        and spot.colliderect(card), (spot, card)        # on its player's card, beside
    assert not spot.colliderect(score) and spot.right <= score.left + 1 \
        and spot.top < score.centery < spot.bottom, (spot, score)   # its score (F876),
    assert spot.collidelist(others) < 0, (spot, others)      # off the other players' cards
    shown = person.app.screen.copy()
    paint, rise.paint = rise.paint, None            # the same window without it
    person.app.draw()
    rise.paint = paint
    plain = person.app.screen
    inside = spot.clip(panel)
    # (its words show: its dark pill over the dark card, little)
    differ = sum(1 for x in range(inside.left, inside.right)
                 for y in range(inside.top, inside.bottom)
                 if sum(abs(a - b) for a, b in zip(shown.get_at((x, y))[:3],
                                                    plain.get_at((x, y))[:3],
                                                    strict=True)) > 60)
    assert differ >= 0.08 * inside.w * inside.h, \
        f"the landing score shows in {differ} of {inside.w * inside.h} px over the panel"


def a_flying_score_passes_beside_the_turn_line(person, players: int) -> None:
    from layout_check import draw_recorded
    game, end = before_a_round_end(["human"] * players)
    raised = sum(1 for e in game.clone().apply(end) if e["type"] == "influence" and e["delta"])
    open_at(person, game)
    scene, size = person.scene, person.app.size
    person.point((scene.lay.board[0] + 4, scene.lay.board[1] + 4))
    scene.play(end)
    status = t("scoring.status", round=1)
    person.wait(1 / 60)
    lines = [d.rect for d in draw_recorded(person.app).texts
             if d.words in status and d.rect.x >= scene.lay.panel[0]]
    assert lines, "no turn line says the scoring"
    painted, flown = pygame.Surface(size, pygame.SRCALPHA), set()
    for _ in range(200):                    # (every fourth frame while they fly and land)
        rises = [a for a in scene.anims if a.at is not None and a.tween.value >= POP]
        if not rises and len(flown) >= raised:
            break
        for a in rises:
            painted.fill((0, 0, 0, 0))
            a.paint(painted, a.tween.value)
            flown.add(id(a))
            over = [line for line in lines
                    if painted.subsurface(line).get_bounding_rect(min_alpha=40).w]
            assert not over, (a.tween.value, over)
        person.wait(4 / 60 if rises else 0.1)
    assert len(flown) >= raised > 1, (len(flown), raised)


def _scoring(players: int):
    """A game before a round's end whose scoring raises two scores at one island."""
    for seed in range(40):
        game, end = before_a_round_end(["human"] * players, seed=seed)
        probe = game.clone()
        events = probe.apply(end)
        whys = [e["why"] for e in events if e["type"] == "influence" and e["delta"]]
        if whys.count("priestess") >= 2 and whys.count("temple") >= 2:
            return game, end
    raise AssertionError("no such round end met")


def a_rounds_scores_rise_apart(app, players: int) -> None:
    game, end = _scoring(players)
    open_game(app, game, autosave=False)
    frames(app, 2)
    scene = app.scene
    events = game.apply(end)
    snap = game.snapshot()
    anims = animations_for(events, snap, table_events.anchors(scene, snap), set())
    raised = [e for e in events if e["type"] == "influence" and e["delta"]]
    spots = [a.at for a in anims if a.at is not None]
    assert len(spots) == len(raised) >= 4
    grow = max(22, int(28 * scene.lay.scale))
    rooms = []
    for e, (x, y) in zip(raised, spots, strict=True):
        d = e["delta"]
        w, h = _pill_size(f"{'+' if d > 0 else '−'}{abs(d)}", grow, snap["colours"][e["player"]])
        room = pygame.Rect(0, 0, w, h + RISE)
        room.midbottom = (round(x), round(y + h / 2))
        rooms.append(room)
    for k, room in enumerate(rooms):
        assert room.collidelist(rooms[k + 1:]) < 0, (raised, rooms)


def the_round_column_says_what_it_adds_up(app) -> None:
    game, _ = before_a_round_end(["human", "human"])
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    press_button(app, button_named(app, t("btn.meditate")))
    wait_frames(app, lambda: scene.summary is not None)
    frames(app, 20)
    view, card = scene.scoring, scene.scoring.rect
    drawn = dict(view.drawn)
    note = i18n.t("scoring.round_note").split()
    lines = [(w, r) for w, r in view.drawn if view.note_rect.contains(r)]
    assert " ".join(w for w, _ in lines).split()[-len(note):] == note, lines
    assert all(card.contains(r) for _, r in lines), (card, lines)
    closing = drawn[t("scoring.dismiss")]
    assert view.note_rect.bottom <= closing.top, (view.note_rect, closing)
    assert not any(r.colliderect(view.button.rect) for _, r in lines)
    rows = [r for w, r in view.drawn if r.bottom <= view.note_rect.top + 1]
    assert rows and all(r.bottom <= view.note_rect.top + 2 for r in rows)
    # the meditating player's last candle: "with +1 from actions: ... this round" under the sum
    last = next(r for r in scene.summary.players if r.play == 1)
    said = [w for w, _ in view.drawn]
    assert t("scoring.from_actions", points=signed(1)) in said, said
    assert t("scoring.whole_round", round=signed(last.round_total)) in said
    # a tie's words said once under the table, its row marked (they were cut)
    if any(r.tie for r in scene.summary.players):
        assert f"* {t('scoring.tie')}" in " ".join(drawn)
    assert all(card.contains(r) for r in drawn.values()), \
        (card, [(w, r) for w, r in drawn.items() if not card.contains(r)])
    assert card.bottom <= scene.lay.board[1] + scene.lay.board[3], card
    # drawn: light words on the card's dark ground along the first line
    first = lines[0][1]
    lit = [app.screen.get_at((x, first.centery)) for x in range(first.left, first.right)]
    assert sum(1 for c in lit if c.r > 120) > first.w // 20


def the_island_pictures_keep_their_words(app) -> None:
    pictured = 0
    for seed in range(4, 40):
        game, end = before_a_round_end(["human", "human", "human"], seed=seed)
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 10)
        board = scene.board
        plates = {i: [pygame.Rect(r) for r, tg in board.hits if isinstance(tg, Stake)
                      and tg.island == i] + [r for r, j in board.name_plates() if j == i]
                  for i in range(len(scene.snap["islands"]))}
        press_button(app, button_named(app, t("btn.meditate")))
        wait_frames(app, lambda s=scene: s.summary is not None)
        frames(app, 20)
        for i, rect in scene.round_end.taken:
            pictured += 1
            cut = [r for r in plates[i] if not rect.contains(r)]
            assert not cut, (i, rect, cut)
        view = scene.scoring                    # (its pictures over none of its words)
        for at in view.pictures:
            assert view.rect.contains(at), (at, view.rect)
            over = [(w, r) for w, r in view.drawn if r.colliderect(at) and r != at]
            assert not over, (at, over)
        if pictured >= 2:
            return
    assert pictured, "no island pictured on a card"


def _candles(person) -> list[tuple[float, float]]:
    """Each candle on the screen, left to right: the grey of its body's wax (the median
    of its middle columns a little above its dish) and the brightest grey where a
    flame burns over it."""
    shot = person.app.screen
    shapes = person.scene.board.hits.shapes[Candles()][1]
    out = []
    for _, _, r in sorted(shapes, key=lambda s: s[2].x):
        body = [seen(shot.get_at((r.centerx + dx, y)), None) for dx in (-1, 0, 1)
                for y in range(r.y + r.h * 70 // 100, r.y + r.h * 82 // 100)]
        top = [seen(shot.get_at((x, y)), None)
               for x in range(r.centerx - r.w // 5, r.centerx + r.w // 5 + 1)
               for y in range(r.y, r.y + r.h * 4 // 10)]
        out.append((statistics.median(body), max(top)))
    return out


def a_spent_candle_is_pale_wax_without_a_flame(person) -> None:
    snap = blank(4)
    snap["time_markers"]["turned"] = 1
    open_game(person.app, play(snap), autosave=False)
    person.wait(LOOK)
    person.settle()
    person.press(t("btn.meditate"))          # the second candle goes out
    person.until(lambda: person.scene.snap["time_markers"]["turned"] == 2,
                 what="the meditation")
    person.settle()
    for frame in range(0, 60, 6):            # a second of flickering flames
        person.wait(6 / 60)
        looks = _candles(person)
        assert len(looks) == 4, looks
        spent, lit = looks[:2], looks[2:]
        # the same pale wax: not dark (the black hats' wax was a twelfth of a lit one's)
        for wax, _ in spent:
            assert wax >= 0.3 and wax >= 0.5 * min(w for w, _ in lit), (frame, looks)
        # in grey, a flame over every lit one and none over a spent one
        assert min(f for _, f in lit) > 0.75, (frame, looks)
        assert max(f for _, f in spent) < 0.45, (frame, looks)


@cache
def _finished():
    return random_moves(3, 4)


def the_total_stands_in_the_winner_line(app) -> None:
    finished = _finished()
    size = app.screen.get_size()
    app.open("results", finished)
    scene = app.scene
    window = pygame.Rect(0, 0, *size)
    seen = 0
    for _ in range(200):                           # the moment, frame by frame
        frames(app, 1)
        glow = scene.party.glow_rect
        assert glow is not None and window.contains(glow), (glow, window)
        for star in scene.party.stars:
            if star.w and star.h:
                seen += 1
                assert star.bottom <= scene.table_rect.top, (star, scene.table_rect)
                assert star.collidelist([scene.table_rect, scene.lesson_rect,
                                         scene.chart_rect]) < 0, star
    assert seen > 50                                # (the sparks were there)
    frames(app, 30)                                 # the count is up
    snap = finished.snapshot()
    final = snap["final"]
    p = final["winner"]
    drawn = {}
    for words, r in scene.drawn:                    # (the first: the header's, not the row's)
        drawn.setdefault(words, r)
    title = drawn[t("results.title")]
    line = drawn[t("banner.winner", name=snap["names"][p])]
    number = drawn[str(final["scores"][p])]
    unit = drawn[t("results.total_unit")]
    assert number.left > line.right and unit.left > number.right       # in the line, in turn
    for part in (number, unit):                     # on the line, not beside the title
        assert part.top < line.centery < part.bottom, (part, line)
        assert part.bottom <= scene.table_rect.top and window.contains(part)
    assert abs(title.centerx - (line.left + unit.right) / 2) <= 2       # the line under it
    assert unit.right <= title.right + size[0] // 10       # not out in the gap on the right
    assert line.left >= title.left - size[0] // 10


LOOKS = [
    Look("score-lands", (1024, 700), "en", 100, a_landing_score_shows_over_the_panel,
         person=True, menu=False),
    Look("score-lands", (1920, 1080), "en", 100, a_landing_score_shows_over_the_panel,
         person=True, menu=False),
    Look("score-lands-calm", (1280, 800), "en", 100,
         partial(a_landing_score_shows_over_the_panel, calm=True), person=True, menu=False),
    Look("score-beside-lines", (1024, 700), "en", 100,
         partial(a_flying_score_passes_beside_the_turn_line, players=4), person=True, menu=False),
    Look("scores-apart-3", (1280, 800), "en", 100, partial(a_rounds_scores_rise_apart,
                                                            players=3)),
    Look("scores-apart-4", (1024, 700), "en", 100, partial(a_rounds_scores_rise_apart,
                                                            players=4)),
    Look("round-note", (1920, 1080), "de", 150, the_round_column_says_what_it_adds_up),
    *(Look("island-pictures", size, lang, text, the_island_pictures_keep_their_words)
      for size, lang, text in [((1920, 1080), "en", 100), ((1280, 800), "de", 125),
                               ((1024, 700), "fr", 150), ((1920, 1080), "nl", 150)]),
    Look("spent-candle", (1280, 800), "fr", 125, a_spent_candle_is_pale_wax_without_a_flame,
         person=True, menu=False),
    *(Look("winner-line", size, lang, text, the_total_stands_in_the_winner_line)
      for size, lang, text in [((1024, 700), "en", 100), ((1024, 700), "de", 150),
                               ((1280, 800), "en", 100), ((1920, 1080), "de", 100)]),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_the_scores_read(tmp_path, look):
    run_look(tmp_path, look)
