"""Each island's pieces, the temple island's, each player's card and the log in the side
panel are drawn once into a sketch and shown again while nothing of them changes (a frame
asked ~30 questions of each island, ~150 of the temple, ~40 of the cards, ~20 of the log):
the window shown must be the very picture drawn anew, at every moment of a game (favours
taken, figures in flight hidden and landing, novices coming and going, tiles claimed, discs
on the council, scores counted, the turn passing, places lit and hovered)."""

from __future__ import annotations

import pygame
from test_board_look import midgame

from luna.client.demo.driver import frames, make_app, target_rect
from luna.client.opening import open_game
from luna.client.window import fonts

KINDS = ("favour", "banish", "appoint", "consecrate", "council", "recruit", "travel")


def test_the_kept_pieces_are_the_pieces_drawn_anew_through_a_game(tmp_path):
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, midgame(moves=30), autosave=False)
    frames(app, 5)
    scene = app.scene
    board, panel = scene.board, scene.panel
    checks, reused, cards_reused, log_reused, played = [], [], [], [], []

    def drawn_alike() -> None:
        before = {i: sketch for i, (_, sketch) in board._kept.items()}
        cards = {p: kept[1] for p, kept in panel._cards.items()}
        log = panel._log_kept
        app.draw()
        log_reused.append(panel._log_kept is log)
        reused.append(sum(board._kept[k][1] is before.get(k) for k in board._kept))
        cards_reused.append(sum(panel._cards[p][1] is cards.get(p) for p in panel._cards))
        shown = pygame.image.tobytes(app.screen, "RGB")
        hits = [(tuple(r), tg) for r, tg in board.hits]
        fonts.drawn = {}                 # (as the layout tests record: drawn anew)
        try:
            app.draw()
        finally:
            fonts.drawn = None
        checks.append((shown == pygame.image.tobytes(app.screen, "RGB"),
                       hits == [(tuple(r), tg) for r, tg in board.hits]))

    for _ in range(10):                  # each kind of move once, as soon as it may be made
        legal = scene.game.legal()
        cmd = min(legal, key=lambda c: (c["type"] in played, KINDS.index(c["type"])
                                        if c["type"] in KINDS else len(KINDS)))
        at = target_rect(scene, next(iter(scene.clickable))).center     # a place lit
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        assert scene.play(cmd)
        played.append(cmd["type"])
        for _ in range(10):
            frames(app, 4)
            drawn_alike()
    assert {"favour", "banish", "appoint", "council", "travel"} <= set(played), played
    assert all(pic and hits for pic, hits in checks), [i for i, c in enumerate(checks)
                                                       if not all(c)]
    # the sketches were really shown again (an island changes only as a move touches it)
    assert sum(reused) >= 6 * len(reused), reused
    assert set(board._kept) == set(range(7)) | {"temple"}
    assert sum(cards_reused) >= 2 * len(cards_reused), cards_reused   # (of three cards)
    assert sum(log_reused) >= len(log_reused) / 2, log_reused
