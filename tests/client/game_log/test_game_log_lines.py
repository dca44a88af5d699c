"""The game log shows whole entries only: an entry wrapped over two rows is drawn with
both or not at all (a fresh player found a lone "auf" at the top of the German log, the
end of an entry whose beginning had scrolled away)."""

from test_board_look import midgame

from luna.client.demo.driver import frames, make_app
from luna.client.game import log_page
from luna.client.opening import open_game


def test_every_entry_the_log_shows_begins_where_it_begins(tmp_path, monkeypatch):
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    open_game(app, midgame(), autosave=False)
    frames(app, 10)
    scene = app.scene
    entries = [line for line, _ in scene.log.lines]
    assert any(len(e) > 40 for e in entries)          # some wrap at this width
    drawn: list[str] = []
    in_log = []
    real_text, real_log = log_page.text, log_page.log

    def text(s, *a, **k):
        if in_log:
            drawn.append(s)
        return real_text(s, *a, **k)

    def log(*a, **k):
        in_log.append(1)
        try:
            return real_log(*a, **k)
        finally:
            in_log.clear()
    monkeypatch.setattr(log_page, "text", text)
    monkeypatch.setattr(log_page, "log", log)
    tops = set()
    for back in range(len(entries)):
        scene.panel.scroll = back
        drawn.clear()
        frames(app, 1)
        shown = [s for s in drawn if s.strip() and any(s in e for e in entries)]
        if not shown:
            continue
        tops.add(shown[-1])
        for before, row in zip([""] + shown[:-1], shown, strict=True):   # newest entry first
            if any(e.startswith(row) for e in entries):
                continue                  # an entry's first row
            assert any(before in e and e.find(row) > e.find(before) for e in entries), \
                f"scrolled back {back}: {row!r} is drawn without its entry's beginning"
    assert len(tops) > 3
