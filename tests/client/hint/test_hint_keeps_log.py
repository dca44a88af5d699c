"""The game log keeps its rows while the Hint speaks: fresh players (four players, three of
them computers) at 1024x700 with 150 % German text and at 1280x800 with 125 % French
followed the computers' moves in the log and saw it shrink to a line or two, or vanish,
as they pressed Hint, with a tray open or not. Now the Hint's card leaves the log four
rows at least (its latest entry whole where that takes more), in a shorter form where
its whole words do not fit (they stand on hover); with a tray open it stands under the
tray at its one place over the toolbar (never in the tray's free cells: F457), over
none of its tiles; under a tray the log keeps its latest entry whole
or, where the card's words take its room, gives way whole (at 1024x700 French and
1280x800 English the first row of a two-row entry stood over the card). Driven through
the real loop, frame by frame at normal speed."""

from __future__ import annotations

import pygame
import pytest
from human import Person, tiles_kept
from layout_check import draw_recorded
from test_hint_card import MID, _hinted, _tray_on_the_hints_island, game_of

from luna.client.window import fonts
from luna.text import t

SIZES = (((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100),
         ((1024, 700), "fr", 100), ((1280, 800), "en", 100))


def log_rows(person: Person) -> int:
    """The log's rows a person reads this frame: its lines' words drawn in its area,
    its heading left out."""
    scene = person.app.scene
    log = scene.panel.log_rect
    heading = t("panel.log")
    tops = {d.rect.top for d in draw_recorded(person.app).texts
            if log.contains(d.rect) and d.words != heading and len(d.words) > 3}
    return len(tops)


@pytest.mark.parametrize("size, lang, text_size", SIZES)
def test_the_log_keeps_its_rows_while_the_hint_speaks(tmp_path, size, lang, text_size):
    person = Person(tmp_path, size=size, language=lang, text_size=text_size)
    try:
        _hinted(person, game_of(4, *MID[4]))
        scene = person.app.scene
        assert scene.marks.label_rect is not None, "the Hint's card stands"
        latest = scene.panel.latest_rows(scene.log.lines)
        assert log_rows(person) >= max(4, latest), (log_rows(person), latest)
        assert scene.panel.log_rect.bottom <= scene.marks.label_rect.top
        # a tray: the log's rows as under the tray alone, the card beside its tiles
        _tray_on_the_hints_island(person)
        with_hint = log_rows(person)
        card = scene.marks.label_rect
        hint, scene.hints.hint = scene.hints.hint, None
        person.wait(2 / 60)
        alone = log_rows(person)
        scene.hints.hint = hint
        person.wait(2 / 60)
        latest = min(alone, scene.panel.latest_rows(scene.log.lines))
        assert with_hint == 0 or with_hint >= latest, (with_hint, latest)   # (its latest
        #   entry at least, F322: 1-3 rows of a longer log stood; else none, the log
        #   giving way whole where no form of the card fits elsewhere)
        if card is not None:                  # over none of the tray's tiles
            kept = tiles_kept(scene.ring, scene.snap)
            assert card.collidelist(kept) < 0, (card, kept)
    finally:
        person.close()
        fonts.set_text_size(100)
        pygame.event.clear()
