"""The players' cards' small words (the footer's supply, council seat and jetty, the
"projected" line) read at every size (fresh player, round 5: "tiny at 1024x700", the
jetty's "×2" cut off at the panel's edge at 150 % text): at least 12 px, 4.5:1 against the
card, no larger than the name above them nor smaller at 150 % than at 100 %, and nothing
of a card's foot outside its card, with 2 and 4 players at 1024x700, 1280x800 and
1920x1080, 100 and 150 % text; every card's foot in the same form (fresh13, t60). Drawn
by the real loop at normal speed; the text size changed as Settings changes it."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from layout_check import draw_recorded
from positions import blank, isl
from test_layout_hover import _move

from luna.client.board.targets import PanelItem, Player
from luna.client.demo.driver import frames, make_app
from luna.client.game.panel import STRIP
from luna.client.game.projection import shown as projected_shown
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.engine import from_snapshot
from luna.text import t


def _game(players: int):
    """Card feet as long as they get: single-digit supplies with the council's word and a
    jetty (as the fresh player saw it cut), two-digit ones, the council's highest seats."""
    snap = blank(players=players)
    herbs = snap["islands"][isl(snap, "herbs")]
    snap["jetty"] = [2, 1, 3, 2][:players]
    keep = [3, 10, 2, 9][:players]                     # novices left in the supply
    herbs["active"] = [snap["supply"]["novices"][p] - keep[p] - snap["jetty"][p]
                       for p in range(players)]
    snap["supply"]["novices"] = keep
    snap["council"] = [[] for _ in range(11)]
    for p, seat in enumerate((8, 10, 7, 4)[:players]):
        snap["council"][seat].append(p)
    return from_snapshot(snap)


def _lum(c) -> float:
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def _contrast(screen, r: pygame.Rect) -> float:
    """The words' strongest pixel against the commonest one (the card under them)."""
    px = [tuple(screen.get_at((x, y)))[:3] for x in range(r.x, r.right)
          for y in range(r.y, r.bottom)]
    back = _lum(Counter(px).most_common(1)[0][0])
    best = max(px, key=lambda c: abs(_lum(c) - back))
    hi, lo = max(_lum(best), back), min(_lum(best), back)
    return (hi + 0.05) / (lo + 0.05)


def _problems(app, where: str, sizes: list[int]) -> list[str]:
    scene = app.scene
    rec = draw_recorded(app)
    frames(app, 1)
    cards = {tg.player: r for r, tg in scene.board.hits if isinstance(tg, Player)}
    bad = []
    small = 0
    heading = min(c.top for c in cards.values())    # (the person's supply may stand in the
    for p, card in cards.items():                     # round's heading, over every card)
        inside = card.inflate(-2, -2)
        for r, tg in scene.board.hits:
            if isinstance(tg, PanelItem) and tg.item == "supply" and r.bottom <= heading:
                continue
            if isinstance(tg, PanelItem) and tg.player == p and not inside.contains(r):
                bad.append(f"{where}: {tg.item} {r} leaves card {p} {card}")
        texts = [d for d in rec.texts if d.rect.colliderect(card)]
        for d in texts:
            if not inside.contains(d.rect):
                bad.append(f"{where}: {d.words!r} {d.rect} cut at card {p}'s edge {card}")
        if scene.panel.tray >= STRIP:     # the scoreboard (a small window, large words):
            tip = tooltip(Player(p), scene.snap)     # its hover text tells the rest
            assert str(projected_shown(scene.snap, p)) in tip and \
                str(scene.snap["supply"]["novices"][p]) in tip, (where, tip)
            continue
        jetty = app.scene.snap["jetty"][p]
        if not any(d.words == f"×{jetty}" for d in texts):
            bad.append(f"{where}: card {p} has no jetty's ×{jetty}")
        foot = [d for d in texts if d.rect.y > card.y + card.h * 0.6]
        proj = [d for d in texts if d.words.startswith("projected")]
        assert foot and proj, where
        name = next(d for d in texts if d.words == scene.snap["names"][p])
        for d in foot + proj:
            small += 1
            sizes.append(d.size)
            if d.size < 12:
                bad.append(f"{where}: {d.words!r} {d.size} px")
            if d.size > name.size:
                bad.append(f"{where}: {d.words!r} {d.size} px over the name's {name.size}")
            c = _contrast(app.screen, d.rect)
            if c < 4.5:
                bad.append(f"{where}: {d.words!r} only {c:.1f}:1")
    if scene.panel.tray >= STRIP:
        return bad
    assert small >= 3 * len(cards), where
    # every card's foot in one form (fresh13, t60: one card alone showed a bare "2" for
    # its council seat, the others "council 2"): the word on all or none, one size
    forms = {}
    for p, card in cards.items():
        seat = next(q for q, st in enumerate(scene.snap["council"]) if p in st)
        foot = [d for d in rec.texts
                if card.contains(d.rect) and d.rect.y > card.y + card.h * 0.6]
        forms[p] = (any(d.words == t("panel.council", seat=seat) for d in foot),
                    tuple(sorted({d.size for d in foot})))
    if len(set(forms.values())) > 1:
        bad.append(f"{where}: the cards' feet differ: {forms}")
    return bad


@pytest.mark.long
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_cards_small_words_read_and_stay_in_their_card(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    bad = []
    for players in (4, 2):
        app.settings.text_size = 100
        app.save_settings()
        app.goto("menu")
        open_game(app, _game(players), autosave=False)
        frames(app, 6)
        least = {}
        for percent in (100, 150):
            app.settings.text_size = percent            # as Settings changes it
            app.save_settings()
            frames(app, 6)
            sizes: list[int] = []
            bad += _problems(app, f"{size} {players}p {percent}%", sizes)
            least[percent] = min(sizes, default=None)      # (none: the scoreboard)
        if None not in least.values() and least[150] < least[100]:   # larger: not smaller
            bad.append(f"{size} {players}p: small words {least} px at 100/150 %")
    assert not bad, "\n".join(bad)


def test_the_jetty_in_a_card_reads_as_a_jetty_and_says_so(tmp_path):
    """fresh13, t53: the jetty's count in a card was "an unexplained brown bar" (the
    board's deck seen from above, 22 px long). It is a jetty seen from the side, planks
    on posts over blue water, and pointing at it names the jetty and its count."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800), menu=False)
    open_game(app, _game(2), autosave=False)
    frames(app, 6)
    scene, shot = app.scene, app.screen
    for p in range(2):
        r = next(r for r, tg in scene.board.hits if tg == PanelItem(p, "jetty"))
        wood = water = 0
        for x in range(r.x, r.right):
            for y in range(r.y, r.bottom):
                c = shot.get_at((x, y))
                wood += c.r > c.b + 40 and 80 < c.r < 200          # brown planks and posts
                water += c.b > c.r + 50 and c.b > 120                # blue water under them
        assert wood >= 12 and water >= 12, f"card {p}: wood {wood}, water {water} px"
        _move(app, r.center)
        frames(app, 40)
        assert scene.hover == PanelItem(p, "jetty") and scene.tip_rect is not None, \
            f"card {p}: no hover text over the jetty ({scene.hover})"
        words, jetty = tooltip(scene.hover, scene.snap), scene.snap["jetty"][p]
        assert t("jetty.label").lower() in words.lower() and str(jetty) in words, words
        _move(app, (2, 2))
        frames(app, 10)
