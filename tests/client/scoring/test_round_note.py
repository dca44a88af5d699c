"""The round's scoring summary says what its "This round" column adds up (issue 21, a
fresh player did not see how "+N in play" was summed): a line under the table names the
three scores and the influence actions won in the round, and the column's small words
say that number is part of the total. At 150 % text in German, on the real loop at
normal speed: the words lie whole inside the card, above its closing line and its button
(in the smallest window the card leaves that line to the rules book, so that it stands
under the temple's fields: test_scoring_card_look)."""

from __future__ import annotations

from test_scoring_summary import before_a_round_end

from luna import text as i18n
from luna.client.demo.driver import button_named, frames, make_app, press_button, wait_frames
from luna.client.game.scoring_table import signed
from luna.client.opening import open_game
from luna.text import t


def test_the_round_column_says_what_it_adds_up(tmp_path):
    for code, size in (("de", (1920, 1080)),):
        app = make_app(tmp_path, speed="normal", size=size, language=code)
        app.settings.text_size = 150
        app.save_settings()
        app.goto("menu")
        frames(app, 2)
        game, _ = before_a_round_end(["human", "human"])
        open_game(app, game, autosave=False)
        scene = app.scene
        frames(app, 10)
        press_button(app, button_named(app, t("btn.meditate")))
        wait_frames(app, lambda: scene.summary is not None)      # noqa: B023
        frames(app, 20)
        view, card = scene.scoring, scene.scoring.rect
        drawn = dict(view.drawn)
        note = i18n.t("scoring.round_note").split()
        lines = [(w, r) for w, r in view.drawn if view.note_rect.contains(r)]
        assert " ".join(w for w, _ in lines).split()[-len(note):] == note, (code, lines)
        assert all(card.contains(r) for _, r in lines), (code, card, lines)
        closing = drawn[t("scoring.dismiss")]
        assert view.note_rect.bottom <= closing.top, (code, view.note_rect, closing)
        assert not any(r.colliderect(view.button.rect) for _, r in lines), code
        rows = [r for w, r in view.drawn if r.bottom <= view.note_rect.top + 1]
        assert rows and all(r.bottom <= view.note_rect.top + 2 for r in rows)
        # the meditating player's last candle: "with +1 from actions: ... this round" under the sum
        last = next(r for r in scene.summary.players if r.play == 1)
        said = [w for w, _ in view.drawn]
        assert t("scoring.from_actions", points=signed(1)) in said, (code, said)
        assert t("scoring.whole_round", round=signed(last.round_total)) in said, code
        # a tie's words said once under the table, its row marked (they were cut)
        if any(r.tie for r in scene.summary.players):
            assert f"* {t('scoring.tie')}" in " ".join(drawn), code
        assert all(card.contains(r) for r in drawn.values()), code
        assert card.bottom <= scene.lay.board[1] + scene.lay.board[3], (code, card)
        # drawn: light words on the card's dark ground along the first line
        first = lines[0][1]
        lit = [app.screen.get_at((x, first.centery)) for x in range(first.left, first.right)]
        assert sum(1 for c in lit if c.r > 120) > first.w // 20, code
        app.goto("menu")
