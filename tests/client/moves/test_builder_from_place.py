"""Where a Travel's "Now from the Tides island: click the island a novice goes to" stands
(fresh players 101, German 1024x700 at 150 %, and 102, French 1280x800 at 125 %: it
came as a note over the panel, see-through, over the Blue and White rows and across a
log line). It stands in the move's own instructions over Confirm, opaque, the log's
lines ending whole above it, over no player's card; the words keep their padding inside
the box (at 150 % "Rechtsklick nimmt einen zurück" touched its foot). Through the real
loop at normal speed, frame by frame."""

from __future__ import annotations

import pytest
from direct_round import position
from human import Person
from test_direct_play import ready
from test_scoring_summary import open_at

from luna.client.board.targets import Group, Island, LogLine
from luna.client.game.builder_view import INK
from luna.client.widgets import palette as P
from luna.client.window.fonts import px
from luna.text import t
from luna.text.i18n import island

HERBS, TIDES, BOOK = 2, 6, 0          # the round's islands (direct_round.position)


def _inked(screen, box, rows) -> list:
    """The words' pixels (bright ink) in `rows` of the box, inside its rim."""
    inset = P.RADIUS_CARD + 2                  # (past its rim's rounded corners)
    return [(x, y) for y in rows for x in range(box.x + inset, box.right - inset)
            if sum(screen.get_at((x, y))[:3]) > sum(INK) // 2]


@pytest.mark.parametrize("size,lang,text_size", [((1024, 700), "de", 150),
                                                  ((1280, 800), "fr", 125)], ids=str)
def test_the_next_islands_words_stand_in_the_moves_box(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        open_at(person, position())
        scene = person.scene
        ready(person)
        person.act(Group(HERBS, 0, "active"), "travel")
        person.click_on(Island(BOOK))
        assert scene.builder.count == 1
        person.click_on(Group(TIDES, 0, "active"))          # the second island's novices
        assert scene.builder.source == TIDES
        words = t("builder.from", island=island("tides"))
        screen = person.app.screen
        for _ in range(60):                                  # a second, frame by frame
            person.wait(1 / 60)
            box = scene.move_help.rect
            assert box is not None
            cards = scene.hover_text.player_cards(scene.board)
            lines = [r for r, tg in scene.board.hits if isinstance(tg, LogLine)]
            notes = [r for r, m in zip(person.app.toast_rects,
                                       reversed(person.app.toast_words()), strict=False)
                     if m == words]
            assert words == scene.move_help.words or notes, "the words are not seen"
            for r in notes + ([box] if words == scene.move_help.words else []):
                assert r.collidelist(cards) < 0, (r, cards)          # no player's row
                assert all(r.top >= line.bottom or r.bottom <= line.top
                           for line in lines), (r, lines)          # no line cut
        pad = px(6)                      # room kept above and below its words, at least
        assert not _inked(screen, box, range(box.bottom - pad, box.bottom - 1)), \
            "the words touch the box's foot"
        assert not _inked(screen, box, range(box.top + 2, box.top + pad)), \
            "the words touch the box's top"
        person.click_on(Island(BOOK))                        # one sent from there:
        assert scene.builder.count == 2                      # the move's own words again
        person.wait(0.2)
        assert scene.move_help.words == t("builder.travel")
    finally:
        person.close()
