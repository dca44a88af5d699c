"""The results screen (issue 21, section 2): the final table, a chart of every player's
influence round by round in their colour and marking, the winner celebrated (still with
reduced motion), the round-by-round table one click away, a place for one line under the
table. Driven frame by frame through the app's own loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from positions import random_moves

from luna.client.board import art
from luna.client.game.round_table import round_table, running_totals
from luna.client.widgets.celebration import SECONDS
from luna.text import t


@pytest.fixture(scope="module")
def finished():
    return random_moves(3, 4)


def test_the_running_totals_end_at_each_players_final_score(finished):
    cols, totals = running_totals(round_table(finished))
    final = finished.snapshot()["final"]["scores"]
    assert cols[0] == "start" and cols[-1] == "final" and cols[1:-1] == list(range(1, 7))
    assert [line[-1] for line in totals] == final
    assert all(len(line) == len(cols) for line in totals)


def _close(a, b, tol=40) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) <= tol


def test_the_results_show_the_table_the_chart_and_celebrate_the_winner(tmp_path, finished):
    person = Person(tmp_path, size=(1280, 800))
    app = person.app
    app.open("results", finished)
    scene = app.scene
    snap = finished.snapshot()
    final = snap["final"]
    person.wait(0.3)
    # the lines are still growing, the winner's totals counting up, gold sparks rising
    assert 0 < scene.shown() < 1
    assert scene.party.sparks
    winner_total = str(final["scores"][final["winner"]])
    person.wait(2.0)
    # the count is up: every total as the game ended, the winner's line said
    words = [w for w, _ in scene.drawn]
    assert t("banner.winner", name=snap["names"][final["winner"]]) in words
    for p in range(snap["players"]):
        assert str(final["scores"][p]) in words and snap["names"][p] in words
    assert winner_total in words
    # every player's line ends at the final score, in the player's colour with the marking
    chart = scene.chart
    assert [line[-1] for line in chart.totals] == final["scores"]
    for p, pts in enumerate(chart.points):
        assert len(pts) == len(chart.labels)
        colour = art.PLAYER_RGB[snap["colours"][p]]
        x, y = pts[len(pts) // 2]
        near = [app.screen.get_at((x + dx, y + dy)) for dx in range(-3, 4) for dy in (-2, 0, 2)]
        assert any(_close(c, colour) for c in near), f"player {p}'s marking is not drawn"
        assert chart.plot.inflate(2, 2).collidepoint(pts[-1])      # on the chart
    # the lesson's place stands under the table, apart from the chart (above it, or
    # beside it where the room its lessons may take leaves the chart too low), inside
    # the window
    window = pygame.Rect(0, 0, *app.size)
    assert scene.table_rect.bottom <= min(scene.lesson_rect.top, scene.chart_rect.top)
    assert not scene.lesson_rect.colliderect(scene.chart_rect)
    assert window.contains(scene.chart_rect) and window.contains(scene.lesson_rect)
    assert all(not scene.chart_rect.colliderect(b.rect) for b in scene.buttons)
    person.wait(SECONDS)
    assert scene.party.done and not scene.party.sparks        # the party ends
    # the round by round table one click away, and back
    person.press(t("results.rounds"))
    assert scene.rounds is not None
    words = [w for w, _ in scene.drawn]
    assert t("rounds.round", round=6) in words and t("rounds.total") in words
    person.press(t("results.title"))
    assert scene.rounds is None
    person.close()


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_with_reduced_motion_nothing_moves(tmp_path, finished):
    person = Person(tmp_path, size=(1024, 700))
    person.app.settings.reduced_motion = True     # (the setting's field: board-look's)
    person.app.open("results", finished)
    scene = person.app.scene
    for _ in range(20):
        person.wait(1 / 60)
        assert scene.shown() == 1 and not scene.party.sparks and scene.party.grow() == 1
    words = [w for w, _ in scene.drawn]
    final = finished.snapshot()["final"]
    assert all(str(s) in words for s in final["scores"])
    person.close()


@pytest.mark.parametrize("computer_wins", [True, False])
@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_a_computer_that_beat_the_persons_gets_no_party(tmp_path, finished, computer_wins):
    """A fresh player who came last watched sparks rise for the computer: the winner is
    still named with the moon and the row's glow, the sparks are a person's."""
    from luna.engine import replay
    winner = finished.snapshot()["final"]["winner"]
    loser = (winner + 1) % 3
    machine = winner if computer_wins else loser
    seats = [{"kind": "adept", "seed": 1} if p == machine else {"kind": "human"}
             for p in range(3)]
    game = replay(dict(finished.header, seats=seats), finished.log)
    person = Person(tmp_path, size=(1280, 800))
    person.app.open("results", game)
    scene = person.app.scene
    person.wait(0.5)
    assert bool(scene.party.sparks) is not computer_wins
    words = [w for w, _ in scene.drawn]
    assert t("banner.winner", name=game.snapshot()["names"][winner]) in words
    person.close()


def _winners_colour_in(screen, rect, colour) -> int:
    rgb = art.PLAYER_RGB[colour]
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if _close(screen.get_at((x, y)), rgb, 60))


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_winners_moment_rises_shines_and_settles_in_three_seconds(tmp_path, finished):
    """Issue 21 ("little celebration"): the winner's piece rises into its place
    beside the heading in the moonlight, sparks burst from it, a ring of light spreads as
    the count ends, the winner's total counts up beside the heading; within three
    seconds it all stands still."""
    from luna.client.widgets.celebration import RING_AT, RISE
    person = Person(tmp_path, size=(1280, 800))
    person.app.open("results", finished)
    scene = person.app.scene
    party, snap = scene.party, finished.snapshot()
    winner = snap["final"]["winner"]
    colour, total = snap["colours"][winner], snap["final"]["scores"][winner]
    person.wait(0.15)
    assert 0 < party.rise() < 1                          # still rising
    # while the table counts, the heading says the winner's final total, never a figure
    # on the way ("Anna wins! 22" read as the winner's score), and the table keeps its box
    heading = [w for w, _ in scene.drawn][:4]
    assert str(total) in heading, heading
    box = scene.table_rect.copy()
    person.wait(RISE)
    assert party.rise() == 1 and party.burst               # in its place, sparks burst
    words = [w for w, _ in scene.drawn]
    head = next(r for w, r in scene.drawn if w == t("results.title"))
    left = pygame.Rect(0, head.y, head.x, head.h * 2)      # the piece, left of the heading
    assert _winners_colour_in(person.app.screen, left, colour) > 60
    turned = party.turn()
    person.wait(RING_AT + 0.2 - party.age)
    assert party.turn() > turned                           # the moonlight turns
    person.wait(3.2 - party.age)
    assert party.done and not party.burst and not party.sparks
    still = party.turn()
    person.wait(0.3)
    assert party.turn() == still                           # and then stands
    words = [w for w, _ in scene.drawn]
    assert words.count(str(total)) >= 2                    # beside the heading and in the table
    assert scene.table_rect == box
    person.close()


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_with_reduced_motion_the_winner_stands_in_place_at_once(tmp_path, finished):
    person = Person(tmp_path, size=(1280, 800))
    person.app.settings.reduced_motion = True
    person.app.open("results", finished)
    scene = person.app.scene
    person.wait(1 / 60)
    party = scene.party
    assert party.rise() == 1 and party.turn() == 0 and not party.burst
    snap = finished.snapshot()
    colour = snap["colours"][snap["final"]["winner"]]
    head = next(r for w, r in scene.drawn if w == t("results.title"))
    left = pygame.Rect(0, head.y, head.x, head.h * 2)
    assert _winners_colour_in(person.app.screen, left, colour) > 60
    first = person.app.screen.copy()
    person.wait(0.5)
    now = person.app.screen
    assert all(now.get_at((x, y)) == first.get_at((x, y))      # nothing moved there
               for x in range(left.x, left.right, 3) for y in range(left.y, left.bottom, 3))
    person.close()


def _ink(screen, rect: pygame.Rect) -> tuple[int, int]:
    """The top and bottom rows of `rect` holding light ink (the words on the night)."""
    rows = [y for y in range(rect.y, rect.bottom)
            if any(sum(screen.get_at((x, y))[:3]) > 420 for x in range(rect.x, rect.right))]
    return rows[0], rows[-1]


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_winners_total_stands_on_the_winner_lines_baseline(tmp_path, finished):
    """fresh12, e01, and today's fresh players: the big "64 / Blue's influence" floated
    beside the title. The total stands in the winner line ("Blue wins!  64 influence"):
    the words, the number and what it counts on one baseline, the line centred under the
    title; at two sizes, measured on the screen's ink."""
    for size in [(1024, 700), (1280, 800)]:
        person = Person(tmp_path / str(size[0]), size=size)
        person.app.settings.reduced_motion = True         # the count and the piece stand
        person.app.open("results", finished)
        scene = person.app.scene
        person.wait(0.2)
        snap, screen = finished.snapshot(), person.app.screen
        p = snap["final"]["winner"]
        drawn = dict(reversed(scene.drawn))                # (the first of each: the header's)
        title = drawn[t("results.title")]
        line = drawn[t("banner.winner", name=snap["names"][p])]
        number = drawn[str(snap["final"]["scores"][p])]
        said = drawn[t("results.total_unit")]
        foot = _ink(screen, line)[1]
        for part, off in ((number, 3), (said, 1)):    # (the display face's old-style 9)
            assert abs(_ink(screen, part)[1] - foot) <= off, \
                f"{size}: {part} off the winner line's baseline {line}"
        assert line.right < number.x < number.right < said.x, f"{size}: not in turn"
        middle = (line.x + said.right) / 2
        assert abs(middle - title.centerx) <= 2, f"{size}: the line not under the title"
        person.close()


def _off_the_blend(surf, rect) -> int:
    """Pixels of a text's box that are neither its ground, its ink nor a blend of the two:
    a shadow's dark halo, or the grey smear a shadow leaves where it is mixed into a light
    band on a clear surface."""
    ring = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
            for y in (rect.top, rect.bottom - 1)]
    ground = sorted(ring, key=sum)[len(ring) // 2]
    inside = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
              for y in range(rect.top, rect.bottom)]
    ink = max(inside, key=lambda c: sum(abs(a - b) for a, b in zip(c, ground, strict=True)))
    span = [b - a for a, b in zip(ground, ink, strict=True)]
    norm = sum(d * d for d in span) or 1
    bad = 0
    for c in inside:
        k = max(0.0, min(1.0, sum((x - g) * d for x, g, d in zip(c, ground, span,
                                                                 strict=True)) / norm))
        near = [g + k * d for g, d in zip(ground, span, strict=True)]
        if sum(abs(x - n) for x, n in zip(c, near, strict=True)) > 30:
            bad += 1
    return bad


@pytest.mark.parametrize("size,text_size", [((1280, 800), 100), ((1024, 700), 150)])
@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_round_table_reads_cleanly_on_its_light_rows(tmp_path, finished, size, text_size):
    """Issue 21 (z_161_roundbyround): text shadows smeared on the light rows
    ("Start", "Round 2"). Every word of the table is its ink on its ground (no shadow, no
    smear), and reads at 4.5:1 at least on the row it stands on."""
    from luna.client.widgets.palette import contrast
    person = Person(tmp_path, size=size)
    person.app.settings.text_size = text_size
    person.app.save_settings()
    app = person.app
    app.open("results", finished)
    scene = app.scene
    person.wait(SECONDS + 0.5)
    person.press(t("results.rounds"))
    surf = app.screen
    bad = []
    labels = {t("rounds.start"), t("rounds.total"), t("rounds.final")} | {
        t("rounds.round", round=r) for r in range(1, 7)}
    checked = 0
    _, table, drawn = scene._round_table()
    for words, rect in drawn:
        if words not in labels and not (words.lstrip("+−").isdigit() and rect.h > 20):
            continue                           # (the rows' labels and totals)
        checked += 1
        smear = _off_the_blend(surf, rect)
        if smear > 2:
            bad.append(f"{words!r} {rect}: {smear} pixels of shadow or smear")
        ring = [surf.get_at((x, rect.bottom - 1))[:3] for x in range(rect.left, rect.right)]
        ground = sorted(ring, key=sum)[len(ring) // 2]
        inside = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
                  for y in range(rect.top, rect.bottom)]
        ink = max(inside, key=sum)
        if contrast(ink, ground) < 4.5:
            bad.append(f"{words!r}: {contrast(ink, ground):.1f}:1")
    person.close()
    assert checked > 20
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size,code", [((1024, 700), "de"), ((1280, 800), "en"),
                                       ((1920, 1080), "de")], ids=str)
@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_the_round_tables_small_numbers_are_large_and_clear(tmp_path, finished, size, code):
    """Round 4 (t110_rounds): the small coloured numbers beside each round's total were
    hard to read. Each is at least as tall as the rows' labels and reads at 4.5:1 on the
    row it stands on; the parts stay inside their player's column."""
    from luna import text as i18n
    from luna.client.widgets.palette import contrast
    person = Person(tmp_path, size=size)
    try:
        person.app.settings.language = code
        person.app.save_settings()
        app = person.app
        app.open("results", finished)
        scene = app.scene
        person.wait(SECONDS + 0.5)
        person.press(t("results.rounds"))
        surf = app.screen
        _, table, drawn = scene._round_table()
        bad = []           # the parts: the figures in the rows smaller than the totals
        rows = {t("rounds.round", round=r) for r in range(1, 7)}
        labels = [rect for words, rect in drawn if words in rows]
        numbers = [(words, rect) for words, rect in drawn if words.lstrip("+−-").isdigit()
                   and any(abs(rect.centery - r.centery) <= 3 for r in labels)]
        big = max(rect.h for _, rect in numbers)
        parts = [(words, rect) for words, rect in numbers if rect.h < big]
        assert len(parts) >= 6 * 4 * 2, len(parts)
        tall = min(r.h for r in labels) - 1             # as tall as the rows' labels
        for words, rect in parts:
            if rect.h < tall:
                bad.append(f"{words!r} {rect} smaller than {tall} px")
            ring = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
                    for y in (rect.top, rect.bottom - 1)]
            ground = sorted(ring, key=sum)[len(ring) // 2]
            inside = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
                      for y in range(rect.top, rect.bottom)]
            ink = max(inside, key=lambda c: contrast(c, ground))
            if contrast(ink, ground) < 4.5:
                bad.append(f"{words!r} {rect}: {contrast(ink, ground):.1f}:1")
        for (_, a), (_, b) in zip(parts, parts[1:], strict=False):
            if a.colliderect(b):
                bad.append(f"parts {a} and {b} overlap")
        assert not bad, "\n".join(bad[:8])
        # round 7: the row of buttons under it one width (German's were uneven): all of
        # them where the row holds the longest words, else all but the widest
        rects = sorted((b.rect for b in scene.buttons), key=lambda r: r.x)
        widths = sorted(r.w for r in rects)
        assert len(rects) >= 4 and all(r.y == rects[0].y for r in rects)
        assert widths[-2] - widths[0] <= 1, f"{size} {code}: the buttons' widths {widths}"
        if size[0] >= 1280:
            assert widths[-1] - widths[0] <= 1, f"{size} {code}: the buttons' widths {widths}"
        assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))
        for b in scene.buttons:
            assert b.rect.w >= b.font.size(b.text)[0] + 12, f"{b.text!r} cut in {b.rect}"
    finally:
        person.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["de", "nl"])
def test_a_solo_games_results_stand_inside_the_smallest_window_at_large_text(tmp_path,
                                                                             language):
    """The solo game's results (the automaton's long name, German or Dutch headings) at
    150 % in the smallest window: the table, the lesson and the chart inside the window
    (the table stood 1078 px wide in 1024, its borders off both edges), the columns'
    headings apart."""
    import random

    from layout_check import draw_recorded
    from test_layout import app_for

    from luna.client.demo.driver import frames
    from luna.engine import new_game
    game = new_game(players=1, seed=4, solo_level=2, setup="intro",
                    seats=[{"kind": "human"}] * 2)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal()))
    app = app_for(tmp_path, (1024, 680), language, 150)
    app.open("results", game, again=True)
    frames(app, 120)                                 # the count-up and the sparks at play
    scene = app.scene
    window = pygame.Rect((0, 0), app.size).inflate(-8, -8)
    for name in ("table_rect", "lesson_rect", "chart_rect"):
        assert window.contains(getattr(scene, name)), (name, getattr(scene, name))
    rec = draw_recorded(app)
    heads = []                              # each heading, in one line or two
    for col in scene.head_cols:
        lines = [d.rect for d in rec.texts if col.contains(d.rect)]
        heads.append(lines[0].unionall(lines))
    assert len(heads) == 5
    assert all(a.right + 4 <= b.left for a, b in zip(sorted(heads, key=lambda r: r.x),
                                                      sorted(heads, key=lambda r: r.x)[1:],
                                                      strict=False))
    # the player's result stands after the winner's total and its unit, apart from them
    # (a fresh player read "Votre résultat : -39 100 points d’influence" as one number)
    parts = dict(scene.drawn)
    final = scene.snap["final"]
    result = next(w for w in parts if t("banner.solo_result", result="") in w)
    total = parts[str(final["scores"][final["winner"]])]
    unit = parts[t("results.total_unit")]
    assert total.right < unit.left and unit.right + 8 <= parts[result].left
    assert "-" not in result


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_each_column_of_the_round_table_has_its_heading(tmp_path):
    """A fresh player met each round's total and four small unnamed figures beside it
    ("what are these?"). On the real loop in the smallest window at 150 % with four
    players, in each language: a heading over the rows' names ("Round"), over what each
    player gained in the row, and over each part (in play, Moon Priestess, Apostate,
    Temple), each in its figures' colour and at least the size of the rows' names less a
    quarter; every figure of a round stands under its group's heading, each group with a
    column a player; the players' novices named; nothing outside the card."""
    from luna import text as i18n
    from luna.client.game.round_table import KIND_COLOURS, KIND_KEYS
    from luna.client.window.fonts import font
    person = Person(tmp_path, size=(1024, 700))
    app = person.app
    app.settings.text_size = 150
    app.save_settings()
    try:
        app.open("results", random_moves(4, 4))
        scene = app.scene
        person.wait(0.5)
        person.press(t("results.rounds"))
        for code in ("en", "de", "fr", "nl"):
            app.settings.language = code
            app.save_settings()
            person.wait(0.1)
            _, box, drawn = scene._round_table()
            words = [w for w, _ in drawn]
            heads = [t("rounds.head.gained")] + [t(k) for k in KIND_KEYS]
            spans = []                          # each heading (on one or two lines)
            for h in heads:
                lines = [r for w, r in drawn if w in h.split(" ") or w == h
                         or (w in h and len(w) > 3 and h.startswith(w) | h.endswith(w))]
                assert lines, (code, h, words[:12])
                span = lines[0].unionall(lines[1:])
                spans.append(span)
                assert span.h >= 0.75 * font(15).get_height() - 1, (code, h, span)
            assert t("rounds.head.round") in words, code
            assert [s.centerx for s in spans] == sorted(s.centerx for s in spans), code
            assert all(a.right <= b.left for a, b in zip(spans, spans[1:], strict=False)), \
                (code, spans)
            # each round's figures: four a group, left to right, centred under its heading
            for r in range(1, 7):          # (named short where the room is: "R1")
                label = next(rect for w, rect in drawn if w in (
                    t("rounds.round", round=r), t("results.chart_round", round=r)))
                row = sorted((rect for w, rect in drawn if w.lstrip("+−-").isdigit()
                              and abs(rect.centery - label.centery) <= 3), key=lambda f: f.x)
                assert len(row) == 4 * 5, (code, r, len(row))
                for g, span in enumerate(spans):
                    mid = sum(f.centerx for f in row[4 * g:4 * g + 4]) / 4
                    assert span.left <= mid <= span.right, (code, r, heads[g], mid, span)
            names = set(scene.snap["names"])
            assert names <= set(words), (code, names)
            inner = box.inflate(-4, -4)
            assert all(inner.contains(r) for _, r in drawn), code
        surf = app.screen                       # the headings drawn in their colours
        _, box, drawn = scene._round_table()
        for key, colour in zip(KIND_KEYS, KIND_COLOURS, strict=True):
            rect = next(r for w, r in drawn if t(key).startswith(w))
            ink = [surf.get_at((x, y))[:3] for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom)]
            assert any(sum(abs(a - b) for a, b in zip(c, colour, strict=True)) < 60
                       for c in ink), key
    finally:
        app.settings.language, app.settings.text_size = "en", 100
        app.save_settings()
        person.close()
        i18n.set_language("en")


def test_the_final_tables_headings_fit_apart_in_every_language_at_150(tmp_path, finished):
    """German at 150 % in the smallest window ran "Summe Einfluss im Spiel Kultstätten
    Gunstmarken Priesterrat" together, 4 px apart. Each heading stands whole in its own
    column (two lines where it must), clear of its neighbours and inside the table, in
    every language; one window, the screen opened again in each language."""
    from luna import text as i18n
    from luna.client.demo.driver import frames, make_app
    from luna.engine.data import FAVOUR_POINTS, SHRINE_POINTS
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.text_size = 150
    try:
        for code in ("de", "fr", "nl", "en"):
            app.settings.language = code
            app.save_settings()
            app.open("results", finished)
            frames(app, 2)
            scene = app.scene
            points = {"shrines": SHRINE_POINTS, "favours": FAVOUR_POINTS}
            heads = [t(f"results.{c}", points=points.get(c, 0), round=6)
                     for c in ("total", "influence", "shrines", "favours", "council")]
            cols = scene.head_cols
            assert len(cols) == len(heads)
            table = scene.table_rect
            spans = []
            for head, col in zip(heads, cols, strict=True):
                lines = [(w, r) for w, r in scene.drawn if col.contains(r) and w in head]
                said = " ".join(w for w, _ in sorted(lines, key=lambda wr: wr[1].y))
                assert said == head, (code, head, said)             # whole, none cut
                box = lines[0][1].unionall([r for _, r in lines])
                assert table.contains(box), (code, head, box, table)
                spans.append(box)
            for a, b in zip(spans, spans[1:], strict=False):       # apart, side by side
                assert b.left - a.right >= 6, (code, a, b)
            assert table.right <= app.size[0] and table.left >= 0
            assert scene.lesson is None or scene.lesson.drawn, code   # the lesson keeps a line
        assert i18n.language() == "en"
    finally:
        app.settings.language = "en"
        app.settings.text_size = 100
        app.save_settings()


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "en", 100),
                                                  ((1024, 700), "de", 150)], ids=str)
@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_a_tie_for_first_stands_as_the_council_broke_it_and_says_so(tmp_path, size, code,
                                                                     text_size):
    """A fresh player (4 players, Red and Blue on 74): "Blue wins!" over a table with Red
    first in the winner's gold row, and nothing saying why. The rows stand in the order
    the engine's game_over event ranks them, its winner in the gold row, and a line
    names the tie and who the council gave it to."""
    game = random_moves(4, 86)                    # three players on 30
    final = game.snapshot()["final"]
    scores, winner = final["scores"], final["winner"]
    tied = [p for p in range(4) if scores[p] == max(scores)]
    assert len(tied) == 3 and winner == tied[-1] != tied[0], (scores, winner)
    from luna.client.window import fonts
    person = Person(tmp_path, size=size, language=code)
    person.app.settings.text_size = text_size
    person.app.save_settings()
    person.app.open("results", game)
    scene = person.app.scene
    person.wait(3.0)
    names = game.snapshot()["names"]
    where = {w: r for w, r in scene.drawn}
    rows = sorted(range(4), key=lambda p: where[names[p]].y)
    assert rows[0] == winner and scene.row_rects[0].colliderect(where[names[winner]])
    assert [scores[p] for p in rows] == sorted(scores, reverse=True)
    note = t("results.tie", winner=names[winner], score=scores[winner],
             others=", ".join(names[p] for p in rows[1:3]))
    said = [(w, r) for w, r in scene.drawn if w in note and len(w) > 3
            and r.y < scene.table_rect.y]
    assert " ".join(w for w, _ in said) == note, [w for w, _ in scene.drawn][:12]
    window = person.app.screen.get_rect()
    assert all(r.left > 0 and r.right < window.right for _, r in said), said  # whole,
    #                                 every line (a blit's rect is clipped to the window)
    assert set(rows[1:3]) == set(tied) - {winner}
    person.close()
    fonts.set_text_size(100)


def test_the_round_tables_kinds_are_in_no_players_colour():
    """The groups' headings and figures in colours apart from every player's (an English
    fresh player read the Apostate's red and the actions' blue as Red's and Blue's), each
    readable on the card (4.5:1)."""
    from luna.client.board.art.base import PLAYER_RGB
    from luna.client.game.round_table import KIND_COLOURS
    from luna.client.widgets import palette as P

    def lum(c):
        f = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * f[0] + 0.7152 * f[1] + 0.0722 * f[2]
    ground = lum(P.GLASS[:3])
    for kind in KIND_COLOURS:
        for name, player in PLAYER_RGB.items():
            assert sum(abs(a - b) for a, b in zip(kind, player, strict=True)) > 90, \
                (kind, name)
        assert (lum(kind) + 0.05) / (ground + 0.05) >= 4.5, kind


def test_the_first_frame_comes_before_the_lesson_and_the_lesson_after(tmp_path, finished,
                                                                       monkeypatch):
    """The lessons take up to a second of CPU (a judge's verdict on each decision
    weighed): drawn on the window's thread as the screen opened, they froze it. Now a
    worker draws them: the first frame stands with a quiet line in their place, and the
    lesson comes into the card when it is done."""
    import threading

    from luna.ai import lessons as lessons_module
    from luna.text.lesson_text import lesson_text
    real, framed, asked = lessons_module.lessons, threading.Event(), []

    def after_a_frame(header, log, persons, iterations=None, shown=None, stopped=None):
        asked.append(framed.is_set())
        framed.wait(10)                  # (never set, had the window to wait for it)
        return real(header, log, persons, iterations, shown, stopped)

    monkeypatch.setattr(lessons_module, "lessons", after_a_frame)
    person = Person(tmp_path, size=(1280, 800))
    app = person.app
    try:
        app.open("results", finished, persons=[0])
        app.frame(1 / 60)
        scene = app.scene
        first = " ".join(w for w, _ in scene.lesson.drawn)
        framed.set()
        assert t("lesson.working") in first, first
        assert not scene.lessons_ready()
        person.until(scene.lessons_ready, seconds=60.0, what="the lesson")
        person.wait(0.1)
        assert asked == [False]           # asked once, by the worker, as the screen opened
        said = " ".join(" ".join(w for w, _ in scene.lesson.drawn).split())
        told = lesson_text(real(finished.header, finished.log, [0])[0])
        assert " ".join(told.split()) in said, said
        assert t("lesson.working") not in said
    finally:
        framed.set()
        person.close()


@pytest.mark.usefixtures("lessons_unfinished")       # (it reads no lesson)
def test_f1_opens_the_rules_book_at_the_final_scoring_and_back(tmp_path, finished):
    """F1 opens the rules book from every screen: on the results, at the end of the game
    (the final scoring's chapter); Esc goes back to the results as they were."""
    person = Person(tmp_path, size=(1024, 700))
    person.app.settings.reduced_motion = True
    person.app.open("results", finished)
    results = person.app.scene
    person.wait(1 / 60)
    person.key(pygame.K_F1)
    book = person.app.scene
    assert type(book).__name__ == "RulesBook" and book.current == "final"
    person.key(pygame.K_ESCAPE)
    assert person.app.scene is results
    person.close()


class _Paced:
    """A results screen's worker the test paces (`stage`): 0 the game being looked over,
    1 the lessons come (a meditation lesson each, priced, over three rounds), 2 the
    review ends (costly moves named); as a player's window has them, in a worker
    process, the lessons a second after the first frame and the review later."""
    stage = 0

    def __init__(self, header, log, persons, iterations, use_process=True, lessons=False,
                 review=True, shown=None) -> None:
        self.persons, self.reviews, self.iterations = list(persons), review, iterations
        self.lessons, self.lessons_done, self.done, self.result = None, False, False, None
        self.error, self.progress = None, (0, max(1, len(log)))

    def poll(self) -> None:
        from types import SimpleNamespace

        from luna.ai.lessons import Lesson
        from luna.ai.review import Mistake
        if _Paced.stage >= 1 and not self.lessons_done:
            self.lessons_done = True
            self.lessons = {p: Lesson(p, "meditation", 14.0, 3, (20, 50, 80), 3, (2, 4, 6),
                                      True, (20, 50, 80)) for p in self.persons}
        if _Paced.stage >= 2 and not self.done:
            self.done, self.progress = True, (self.progress[1],) * 2
            self.result = SimpleNamespace(unsure={}, mistakes={p: [
                Mistake(k, r, p, {}, {}, 5.0, None, 2) for k, r in ((20, 2), (50, 4), (80, 6))]
                for p in self.persons})

    def cancel(self) -> None:
        self.done = True


def test_the_results_layout_stands_still_while_the_review_comes(tmp_path, monkeypatch):
    """F838: a new player (1280x800) saw the screen jump as the review came: a narrow table
    under "Looking over your game…", then a wide one, the chart moved. The card keeps the
    room its lessons and the review's moves can take from the first frame: the table,
    the card and the chart stand where they stood, from the game's end to the review."""
    from positions import random_moves

    from luna.client.opening import open_game
    from luna.client.screens import results
    from luna.engine import replay
    monkeypatch.setattr(results, "Reviewer", _Paced)
    _Paced.stage = 0
    finished = random_moves(3, 4)
    game = replay(dict(finished.header, names=["Ann", "Bo", "Cy"],
                       seats=[{"kind": "human"}, {"kind": "human"},
                              {"kind": "adept", "seed": 7}]), finished.log)
    person = Person(tmp_path, size=(1280, 800), menu=False)
    person.app.worker_process = True       # the review in a worker process, as played
    try:
        open_game(person.app, game, autosave=False)
        person.until(lambda: isinstance(person.scene, results.ResultsScene), seconds=60,
                     what="the results")
        scene = person.scene
        person.wait(0.3)
        said = " ".join(w for w, _ in scene.lesson.drawn)
        assert t("lesson.working") in said, said
        first = [r.copy() for r in (scene.table_rect, scene.lesson.rect, scene.chart_rect)]
        for stage in (1, 2):
            _Paced.stage = stage
            person.wait(0.5)
            now = [scene.table_rect, scene.lesson.rect, scene.chart_rect]
            assert now == first, (stage, first, now)
        said = " ".join(w for w, _ in scene.lesson.drawn)
        assert t("lesson.working") not in said and scene.lesson.mistakes[0]
    finally:
        person.close()
