"""The round's scoring card says its figures so they add up as a player reads them.

Fresh players (an English one at 1920x1080, a German one at 1024x700, 150 %) read "+6"
under "This round" with "incl. +7 from actions" under it (the total smaller than its
part), and "0 / −2 / +2, yet +6, of which +6 from actions" while their score stayed at
11; "+ 1 for having any" had a stray space, and the Temple's figure no line saying why.
Now each row's last column is the sum of the three figures beside it (what the scoring
gives now), and under it, where actions won something in the round, "with +7 from
actions: +6 this round"; the Temple's figure says how many novices the engine counted
there. Played in the real loop at normal speed, four players.
"""

from __future__ import annotations

import pytest
from human import LOOK, Person
from test_scoring_summary import before_a_round_end, open_at

from luna.client.game.scoring_table import signed
from luna.engine import replay
from luna.text import t


@pytest.mark.parametrize("size,language,text", [((1920, 1080), "en", 100),
                                                ((1024, 700), "de", 150),
                                                ((1280, 800), "fr", 125),
                                                ((1280, 800), "nl", 100)])
def test_each_rows_figures_add_up_as_read(tmp_path, size, language, text):
    p = Person(tmp_path, size=size, language=language)
    try:
        if text != 100:
            p.app.settings.text_size = text
            p.app.restyle()
        game, cmd = before_a_round_end(["human"] * 4, seed=9, rounds=2)
        copy = replay(game.header, game.log)
        before = list(copy.snapshot()["influence"])
        events = copy.apply(cmd)
        scored = next(e for e in events if e["type"] == "round_scored")
        assert scored["temple"], "a round whose temple scores"
        open_at(p, game)
        p.press(t("btn.meditate"))
        p.until(lambda: p.scoring_shown, what="the summary")
        p.wait(LOOK)
        view = p.scene.scoring
        heads = [next(r for w, r in view.drawn if w == t(k)) for k in (
            "scoring.priestess", "scoring.apostate", "scoring.temple", "scoring.sum")]
        said = " ".join(w for w, _ in view.drawn)
        assert "+ 1" not in said, said
        # no words run into their neighbour's ("2 Novizen+8 Aktionen," at 1024x700, 150 %:
        # "Runde +15" kept whole was wider than the column measured word by word)
        for i, (wa, a) in enumerate(view.drawn):
            for wb, b in view.drawn[i + 1:]:
                c = a.clip(b)                      # (one column's lines: centred alike)
                assert abs(a.centerx - b.centerx) <= 2 or c.w <= 1 or c.h <= 1, \
                    (wa, a, wb, b)
        # the play of the round: the engine's influence events before its scoring
        g = replay(game.header, [])
        play = [0] * 4
        for c in copy.log:
            evs = g.play(c)
            for e in evs:
                if e["type"] == "round_started":
                    play = [0] * 4
            scoring = False
            for e in evs:
                scoring = scoring or (e["type"] == "phase" and e.get("phase") == "scoring")
                if e["type"] == "influence" and not scoring:
                    play[e["player"]] += e["delta"]
        assert any(play), "a round in which actions won something"
        temple = {h["player"]: h["count"] for h in scored["temple"]}
        for k, r in enumerate(p.scene.summary.players):
            band = view.row_rects[k]
            cells = []
            for head in heads:
                column = [w for w, rr in view.drawn
                          if band.contains(rr) and abs(rr.centerx - head.centerx) <= 2]
                cells.append((column[0], " ".join(column[1:]), column[1:]))
            figures = [int(w.replace("−", "-")) for w, _, _ in cells]
            assert figures[3] == sum(figures[:3]), cells          # the sum, as read
            after = copy.snapshot()["influence"][r.player]
            gained = after - before[r.player]                     # the engine's change
            # every row says what actions won, none too (three fresh players found
            # rows with the line and rows without it uneven), and the whole round's
            # change, each on its own line, its words whole beside its figure (a German
            # and a French fresh player could not read "0 Aktionen, Runde −2")
            assert [w.replace("\u00a0", " ") for w in cells[3][2]] == [
                t("scoring.from_actions", points=signed(play[r.player])),
                t("scoring.whole_round", round=signed(gained))], cells
            assert figures[3] + play[r.player] == gained, (cells, gained)
            if r.player in temple:
                assert cells[2][1] == t("scoring.temple_count", count=temple[r.player])
                assert figures[2] == temple[r.player]             # 1 a novice (rules)
    finally:
        p.close()


@pytest.mark.parametrize("players", [3, 4])
def test_each_column_holds_its_widest_words_whole_in_german_at_150(players):
    """"2 Novizen+8 Aktionen," (the tour in German at 1024x700, 150 %, three players): the
    Sum's "Runde +15" is kept whole on its line, and the column measured word by word was
    narrower, so its lines ran into the Temple's. Every column is as wide as the widest
    line its samples wrap to."""
    from luna import text as i18n
    from luna.client.game import scoring_table
    from luna.client.game.scoring_view import ScoringView
    from luna.client.window import fonts
    from luna.engine import new_game
    i18n.set_language("de")
    fonts.set_text_size(150)
    fonts.set_window((1024, 700))
    try:
        snap = new_game(players=players, seed=3).snapshot()
        view = ScoringView()
        scoring_table.plan(view, snap, (0, 0, 690, 700))
        small = view._sizes[3]
        for c, col in enumerate(scoring_table.sample_words(view, snap)):
            for _, sub, _ in col:
                for line in fonts.wrap(sub, small, view._widths[c]) if sub else ():
                    assert fonts.font(small).size(line)[0] <= view._widths[c], \
                        (c, line, view._widths[c])
    finally:
        i18n.set_language("en")
        fonts.set_text_size(100)
        fonts.set_window(fonts.REFERENCE)
