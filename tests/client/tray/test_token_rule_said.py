"""Where the novice favour stands in, the hover text says its rule too: an English fresh
player at 1920x1080 ticked it on the Shrine island's Favour and read only "Use 2 active
novices of one island (1 with your shrine there)", the rule his move did not follow.
The words are the engine's command's: a tile's hover text and the island's right-click
list say the novice favour's rule exactly when the command returns it."""

from __future__ import annotations

from test_tray_tiles import at, open_tray, tray_position

from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames
from luna.client.game.choices import options_for
from luna.text import t


def test_the_novice_favours_rule_is_said_where_it_stands_in(tmp_path):
    snap, where = tray_position()
    app = at(tmp_path, (1280, 800), "en", 100, snap)
    scene = app.scene
    ring = open_tray(app, where["shrine"])
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "favour" and a.enabled)
    parts = {p: r for r, j, p in ring.parts if j == k}
    said = {}
    for _ in range(2):
        act = ring.actions[k]
        tip = ring.target_at(parts["card"].center, scene.snap).words
        said[bool(act.command.get("novice_token"))] = tip
        click(app, parts["chip"].center)                 # the favour stands in, or not
        frames(app, 3)
    assert set(said) == {True, False}, said
    assert t("rule.novice_favour").split(":")[0] in said[True], said[True]
    assert t("rule.novice_favour").split(":")[0] not in said[False], said[False]
    options = options_for(Island(where["shrine"]), scene.legal, scene.snap, 0)
    for o in options:
        if o.command is not None:
            assert (t("rule.novice_favour") in o.rule) == bool(o.command.get("novice_token")), o
    assert any(o.command and o.command.get("novice_token") for o in options)
