"""A move's caption along the board's edge says its lines as sentences: "…in the
Temple. Yellow's novice…", never "…dans le Temple; Le Novice…" (a fresh player in
French: a capital after ";", and no space before it)."""

from positions import random_moves

from luna.client.game.captions import Caption, caption_lines, joined
from luna.client.window import fonts
from luna.engine import replay
from luna.text import i18n


def test_two_lines_stand_in_the_row_as_two_sentences():
    assert joined("Bleu sanctifie la tuile 16", "Le Novice de Jaune est éjecté") == \
        "Bleu sanctifie la tuile 16. Le Novice de Jaune est éjecté"
    assert joined("Done.", "Next") == "Done. Next"


def test_a_captions_row_joins_its_lines_as_sentences():
    i18n.set_language("fr")
    game = random_moves(3, 11)
    g = replay(game.header, [])
    found = None
    for cmd in game.log:
        events = g.apply(cmd)
        if len(caption_lines(events, g.snapshot())) >= 2:
            found = Caption(cmd, events, g.snapshot())
            break
    assert found is not None, "no move with two lines in this game"
    fonts.drawn = {}
    try:
        assert found.strip(4000) is not None
        said = [words for _, words, _ in fonts.drawn.values()]
    finally:
        fonts.drawn = None
    row = next(w for w in said if found.lines[0] in w and found.lines[1] in w)
    assert f"{found.lines[0]}. {found.lines[1]}" in row or found.lines[0].endswith(".")
    assert ";" not in row.replace(found.lines[0], "").replace(found.lines[1], "")
