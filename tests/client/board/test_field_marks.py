"""A temple field with a novice on it (and a Book of Wisdom beside it) still shows its
number and its symbol (fresh players, four players at 1024x700: the novice stood over the
field's symbol, the Book and its owner's badge beside it, so only the number read): on a
held field the symbol stands beside the number, clear of every piece. Drawn by the real
loop at normal speed at 1024x700, 1280x800 and 1920x1080, and at 150 % text."""

from __future__ import annotations

from positions import blank, play, temple_novice
from test_temple_look import field_parts

from luna.client.board import art
from luna.client.board.temple_view import marks_grow
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

HELD = [(2, 0, False), (8, 1, True), (12, 2, False), (1, 3, True), (27, 1, False)]


def position():
    snap = blank(4)
    for number, player, book in HELD:
        temple_novice(snap, number, player, book=book)
    return play(snap)


def _check(app, where: str) -> None:
    scene, shot = app.scene, app.screen
    rows = scene.snap["temple"]["rows"]
    held = {n for n, _, _ in HELD}
    seen = 0
    for f in scene.snap["temple"]["fields"]:
        if f["field"] not in held:
            continue
        (cx, cy), number, symbol, hw = field_parts(scene, f)
        hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                             marks_grow(hw, True), held=True)
        r = hexs.get_rect(center=(int(cx), int(cy)))
        ink = art.field_ink(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"],
                            marks_grow(hw, True), held=True)       # its marks alone
        for name, box, least in (("number", number, 1.0), ("symbol", symbol, 0.95)):
            cut = [(x, y) for x in range(box.x, box.right) for y in range(box.y, box.bottom)
                   if r.collidepoint(x, y) and ink.get_at((x - r.x, y - r.y)).a == 255
                   and sum(hexs.get_at((x - r.x, y - r.y))[:3]) < 330]
            assert len(cut) >= 6, f"{where}: field {f['field']}'s {name}: no ink in {box}"
            shown = [p for p in cut if max(abs(a - b) for a, b in zip(
                shot.get_at(p)[:3], hexs.get_at((p[0] - r.x, p[1] - r.y))[:3],
                strict=True)) <= 24]
            assert len(shown) >= least * len(cut), \
                f"{where}: field {f['field']}'s {name} shows {len(shown)} of {len(cut)} px"
        seen += 1
    assert seen == len(HELD)


def test_a_held_fields_number_and_symbol_stay_readable(tmp_path):
    for size, ts in [((1024, 700), 100), ((1024, 700), 150), ((1280, 800), 100),
                     ((1920, 1080), 100)]:
        app = make_app(tmp_path / f"{size[0]}-{ts}", speed="normal", size=size)
        app.settings.text_size = ts
        app.save_settings()
        try:
            open_game(app, position(), autosave=False)
            frames(app, 8)
            _check(app, f"{size} {ts} %")
        finally:
            app.settings.text_size = 100
            app.save_settings()
