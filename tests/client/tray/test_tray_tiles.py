"""Every tile of the action tray in its one form (fresh players, German 1024x700 150 %,
English 1280x800, French 1920x1080 125 %: cost badges over the pictures, a token chip on
the word, "Missionierung" smaller than its neighbours, a tiny dim favour chip, 12 px − / +
squeezed against the border, the Hint's star at the top here and the bottom left there,
"2 couchés" touching the border). At 1024x700, 1280x800 and 1920x1080, 100 and 150 %
text, in four languages, on the real loop at normal speed: each tile's picture in its own
zone, its badges (cost, gain, seat, a move's range) in their row over none of the picture
and the word, the words of a tray at one size, the chip and the − / + at least 22 px (more
in a larger window) and over nothing else, the Hint's star in one place on every tile,
every part at least 4 px inside its tile."""

from __future__ import annotations

import pygame
import pytest
from human import Person
from layout_check import RecordingSurface
from positions import blank, give, isl, novices, play

from luna.client.board import art
from luna.client.board.action_art import island_badge
from luna.client.board.marks import Hint
from luna.client.board.targets import Island
from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.game import tray_open
from luna.client.game.choices import label, options_for
from luna.client.opening import open_game
from luna.client.window import fonts
from luna.text import kind as kind_name
from luna.text import t

EDGE = 4                   # px: every part at least this far inside its tile's border
LEAST = {1024: 22, 1280: 22, 1920: 22}     # px: a chip's, a −'s, a +'s least side
#   (1920x1080: 22, as every window's, since its one grid of tiles keeps four
#   players' cards closed up beside the fullest tray, issue 21; it was 24)
LEAST_150 = 22            # ... at 150 %, where the fullest tray takes its room


def tray_position() -> tuple[dict, dict]:
    """Player 0 of four with the novice and Herbs favours: three novices standing and one
    lying at the Shrine island (the Architect's), two at the Bribery island (the
    Apostate's), one at the Book island; the disc on seat 2. Its trays hold chips (the
    novice favour), counts (Council, Herbs, Banish), badges of each kind, a move's range
    and refused tiles."""
    s = blank(players=4)
    shrine, bribery, book = isl(s, "shrine"), isl(s, "bribery"), isl(s, "book")
    novices(s, shrine, 0, active=3, inactive=1)
    novices(s, bribery, 0, active=2)
    novices(s, book, 0, active=1)
    novices(s, isl(s, "novice"), 1, active=2)
    s["architect"], s["apostate"] = shrine, bribery
    give(s, 0, "novice", "herbs")
    s["council"] = [[1, 2, 3], [], [0]] + [[] for _ in range(8)]
    return s, {"shrine": shrine, "bribery": bribery, "book": book}


def at(tmp_path, size, lang: str, text_size: int, snap: dict):
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    app.settings.language, app.settings.text_size = lang, text_size
    app.save_settings()
    open_game(app, play(snap), autosave=False)
    frames(app, 20)
    return app


def open_tray(app, island: int):
    """The island's tray opened by a click, as a person does, the pointer then away."""
    scene = app.scene
    tray_open.close_tray(scene)
    frames(app, 2)
    click(app, target_rect(scene, Island(island)).center)
    frames(app, 4)          # (it stands at once: no tween; a third of a second more cost
    app.mouse = (2, 2)      # the 24 cases 4.5 s of CPU and showed nothing more)
    frames(app, 3)
    return scene.ring


def drawn_words(app, ring) -> list:
    """The tiles' words as the tray draws them: (words, px, rect on the screen)."""
    scene = app.scene
    rec = RecordingSurface(app.screen.get_size())
    kept = list(ring.badge_rects), list(ring.stars), list(ring.ranges)
    fonts.drawn = {}
    try:
        ring._paint(rec, scene.snap, scene.game, None, False)
    finally:
        fonts.drawn = None
        ring.badge_rects, ring.stars, ring.ranges = kept
    said = {t(f"ring.{a.kind}") for a in ring.actions}
    return [d for d in rec.texts if d.words in said]


def picture_of(ring, k: int) -> pygame.Rect:
    """Where tile `k`'s picture stands (before its one form: beside its count's − / +,
    under its badges' band)."""
    card = ring.cards[k]
    if hasattr(ring, "picture_slot"):
        return ring.picture_slot(card)
    r = pygame.Rect(0, 0, ring.picture_size, ring.picture_size)
    r.midtop = (ring.picture_x(k, card), card.y + ring.lift)
    return r


def tile_faults(app, ring, where: str) -> list[str]:
    """Every tile of the open tray against its one form."""
    bad = []
    size = app.size[0]
    words = drawn_words(app, ring)
    if len({d.size for d in words}) != 1:
        bad.append(f"{where}: the tiles' words at sizes {sorted({d.size for d in words})}")
    for k, (card, act) in enumerate(zip(ring.cards, ring.actions, strict=True)):
        name = f"{where} {act.kind}"
        word = next((d.rect for d in words if card.contains(d.rect)
                     and d.words == t(f"ring.{act.kind}")), None)
        if word is None:
            bad.append(f"{name}: its word is not drawn whole in its tile")
            continue
        picture = picture_of(ring, k)
        parts = {"picture": picture, "word": word}
        parts |= {f"badge{i}": b for i, b in enumerate(ring.badge_rects)
                  if card.colliderect(b)}
        parts |= {f"range{i}": r for i, r in enumerate(ring.ranges) if card.colliderect(r)}
        parts |= {p: r for r, j, p in ring.parts if j == k and p != "card"}
        parts |= {f"star{i}": r for i, r in enumerate(ring.stars) if card.colliderect(r)}
        parts |= {f"spent {kind}": r for r, kind in getattr(ring, "spent", ())
                  if card.colliderect(r)}
        inner = card.inflate(-2 * EDGE, -2 * EDGE)
        for part, r in parts.items():
            if not inner.contains(r):
                bad.append(f"{name}: its {part} {r} within {EDGE} px of its border {card}")
        names = list(parts)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if parts[a].colliderect(parts[b]):
                    bad.append(f"{name}: its {a} {parts[a]} over its {b} {parts[b]}")
        for part in ("chip", "minus", "plus"):
            r = parts.get(part)
            least = LEAST_150 if fonts.text_size > 1.25 else LEAST[size]
            if r is not None and min(r.size) < least:
                bad.append(f"{name}: its {part} {r.size} under {least} px")
    return bad


SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "de", "fr", "nl"]
# every window size in every language, each at one text size: 100 and 150 % alternate so
# that each size and each language meets both (a pairwise cover of size x language x text
# size: 12 cases where the full product was 24, every pair of the three still met)
CASES = [(size, lang, 150 if (i + j) % 2 == 0 else 100)
         for i, size in enumerate(SIZES) for j, lang in enumerate(LANGUAGES)]


def _star_faults(app, scene, where: dict, at: str) -> list[str]:
    """The Hint's star in one place on every tile: on the Council, on Recruit."""
    bad = []
    stars = set()
    for kind in ("council", "recruit", "favour"):
        cmd = next(c for c in scene.legal if c["type"] == kind
                   and c.get("island") == where["shrine"])
        tray_open.close_tray(scene)
        scene.hints.hint = Hint(cmd, len(scene.game.log), None)
        ring = open_tray(app, where["shrine"])
        k = next(i for i, a in enumerate(ring.actions) if a.hinted)
        card = ring.cards[k]
        if len(ring.stars) != 1:
            bad.append(f"{kind}: the Hint's stars {ring.stars}")
        stars |= {(star.x - card.x, star.y - card.y, star.size) for star in ring.stars}
        bad += tile_faults(app, ring, f"{at} hint {kind}")
    if len(stars) != 1:
        bad.append(f"the Hint's star at {stars} in its tiles")
    return bad


@pytest.mark.long
@pytest.mark.parametrize("size,lang,text_size", CASES,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_every_tile_stands_in_its_one_form(tmp_path, size, lang, text_size):
    snap, where = tray_position()
    app = at(tmp_path, size, lang, text_size, snap)
    scene = app.scene
    bad, seen = [], set()
    try:
        for name, island in where.items():
            ring = open_tray(app, island)
            assert ring is not None, name
            seen |= {p for _, _, p in ring.parts}
            bad += tile_faults(app, ring, f"{lang} {size} {text_size}% {name}")
        assert {"chip", "minus", "plus"} <= seen, seen
        if lang in ("en", "de"):     # the star's place is the tile's, not its words': two
            bad += _star_faults(app, scene, where, f"{lang} {size} {text_size}%")  # languages
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(dict.fromkeys(bad))


def test_a_tile_plays_its_action_through_its_parts(tmp_path):
    """German at 1024x700, 150 %: the Council's − (22 px) steps its count down from its
    most, its chip lets the novice favour stand in, and a click on the tile plays what its
    badges said."""
    snap, where = tray_position()
    app = at(tmp_path, (1024, 700), "de", 150, snap)
    scene = app.scene
    try:
        ring = open_tray(app, where["shrine"])
        k = next(i for i, a in enumerate(ring.actions) if a.kind == "council")
        act = ring.actions[k]
        parts = {p: r for r, j, p in ring.parts if j == k}
        assert min(parts["minus"].size) >= 22 and min(parts["chip"].size) >= 22
        before = act.choice
        assert not before.token and before.count == max(    # (its most, no favour)
            c.count for c in act.variants if not c.token)
        click(app, parts["minus"].center)
        frames(app, 3)
        assert act.choice.count == before.count - 1
        click(app, parts["chip"].center)
        frames(app, 3)
        assert act.choice.token != before.token
        cmd, n = act.command, len(scene.game.log)
        click(app, (parts["card"].centerx, parts["card"].bottom - 6))     # on its word
        frames(app, 10)
        assert len(scene.game.log) == n + 1
        played = scene.game.log[-1]
        assert all(played.get(key) == value for key, value in cmd.items()), (played, cmd)
    finally:
        fonts.set_text_size(100)


def test_a_click_as_a_parts_hover_text_appears_takes(tmp_path):
    """A Hint standing on the Council: the pointer moved onto its +, rested
    0.15 s as its hover text ("One more (now 2)") came, one click steps the count
    (the press is the tray's, never the text's that came under the pointer). The real
    loop at normal speed, pressed and let go as a hand does."""
    person = Person(tmp_path)
    try:
        s = blank(players=2)
        book = isl(s, "book")
        novices(s, book, 0, active=3)
        open_game(person.app, play(s), autosave=False)
        person.settle()
        scene = person.scene
        cmd = next(c for c in scene.legal if c["type"] == "council"
                   and c["island"] == book and c["count"] == 2)
        scene.hints.hint = Hint(cmd, len(scene.game.log), None)
        person.click(target_rect(scene, Island(book)).center)
        _, act = person.card("council")
        plus = person.ring_part("council", "plus")
        act.step(1)                          # at the Hint's count, as the trial's tray
        person.point((plus.centerx - 300, plus.centery))         # off the tray, then on
        person._post(pygame.MOUSEMOTION, plus.center, rel=(1, 1), buttons=(0, 0, 0))
        person._at = plus.center
        person.wait(0.15)
        assert scene.hover is not None and scene.hover.part == "plus"
        person.flick(plus.center)
        assert act.choice.count == 3, act.choice
    finally:
        person.close()


def _own_colour_in(app, rect: pygame.Rect, rgb) -> int:
    """How many pixels of `rect` on the screen are of the player's colour `rgb` (its hue,
    lit or shaded: a novice's body)."""
    screen = app.screen
    hue = [v / max(rgb) for v in rgb]
    seen = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = screen.get_at((x, y))[:3]
            top = max(c)
            seen += top > 80 and sum(abs(v / top - h) for v, h in zip(c, hue, strict=True)) < 0.3
    return seen


def test_a_small_window_at_150_reads_its_tray_at_full_size(tmp_path):
    """A German fresh player at 1024x700, 150 % text, four players: the tray's 94x90
    tiles in three columns said their words at 11 px, "Missionierung" touching both
    edges of its tile, and Recruit's cost "−2" without the novice the other tiles' costs
    show. On the real loop at normal speed, in the Book's, the Shrine's and the Bribery
    island's trays: every tile's word at least 13 px, inside its tile with 3 px to spare
    each side; every cost with its novice in the player's colour beside its number."""
    snap, where = tray_position()
    app = at(tmp_path, (1024, 700), "de", 150, snap)
    rgb = art.PLAYER_RGB[snap["colours"][0]]
    bad = []
    try:
        for name, island in where.items():
            ring = open_tray(app, island)
            badges = list(ring.badge_rects)
            words = drawn_words(app, ring)
            for card, act in zip(ring.cards, ring.actions, strict=True):
                said = t(f"ring.{act.kind}")
                word = next((d for d in words if d.words == said
                             and card.colliderect(d.rect)), None)
                if word is None:
                    bad.append(f"{name} {act.kind}: no word")
                    continue
                if word.size < 13:
                    bad.append(f"{name} {said}: {word.size} px")
                if not card.inflate(-6, -6).contains(word.rect):
                    bad.append(f"{name} {said}: {word.rect} not 3 px inside {card}")
                mine = sorted((b for b in badges if card.contains(b)), key=lambda b: b.x)
                if act.enabled and act.kind in ("favour", "recruit", "appoint", "council"):
                    if not mine or _own_colour_in(app, mine[0], rgb) < 30:
                        bad.append(f"{name} {said}: its cost {mine[:1]} without its novice")
    finally:
        fonts.set_text_size(100)
    assert not bad, "\n".join(bad)


def test_banishs_badge_points_to_the_island_he_goes_to(tmp_path):
    """Banish's tile says where the Apostate goes: its badge is the island the engine's
    dry run sends him to, and follows the − / + (the Council's "→4" stood beside a bare
    "− +", the island learnt only by hovering)."""
    snap, where = tray_position()
    app = at(tmp_path, (1024, 700), "de", 150, snap)
    scene = app.scene
    ring = open_tray(app, where["bribery"])
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "banish")
    parts = {p: r for r, j, p in ring.parts if j == k}
    seen = []
    for _ in range(2):
        act = ring.actions[k]
        to = scene.game.clone().apply(act.command)
        dest = next(e["to"] for e in to if e["type"] == "figure_moved")
        kind = scene.snap["islands"][dest]["kind"]
        _, gain = ring.badges(act, scene.snap, scene.game)
        h, size = ring.badge_h, ring.badge_size
        want = island_badge(kind, h, size)
        assert gain is not None and pygame.image.tobytes(gain, "RGBA") == \
            pygame.image.tobytes(want, "RGBA"), (act.choice, kind)
        seen.append(kind)
        click(app, parts["plus"].center)              # one island further
        frames(app, 3)
    assert seen[0] != seen[1], seen
    # drawn on its tile, beside the cost, inside the tile
    card = ring.cards[k]
    assert any(card.contains(r) for r in ring.badge_rects), (card, ring.badge_rects)


def test_the_novice_favours_rule_is_said_where_it_stands_in(tmp_path):
    """Where the novice favour stands in, the hover text says its rule too (the Favour's
    tile said only the two-novices rule the move did not follow): a tile's hover text and
    the island's right-click list say the novice favour's rule exactly when the engine's
    command returns it."""
    snap, where = tray_position()
    app = at(tmp_path, (1280, 800), "en", 100, snap)
    scene = app.scene
    ring = open_tray(app, where["shrine"])
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "favour" and a.enabled)
    parts = {p: r for r, j, p in ring.parts if j == k}
    said, full = {}, {}
    for _ in range(2):
        act = ring.actions[k]
        tip = ring.target_at(parts["card"].center, scene.snap).words
        said[bool(act.command.get("novice_token"))] = tip
        whole = ring.target_at(parts["card"].center, scene.snap, scene.game).words
        full[bool(act.command.get("novice_token"))] = (label(act.command, scene.snap), whole)
        click(app, parts["chip"].center)                 # the favour stands in, or not
        frames(app, 3)
    assert set(said) == {True, False}, said
    named, words = full[True]       # the favour it spends said once: by its label (F842)
    assert named in words and t("ring.uses_favour", kind=kind_name("novice")) not in words, words
    assert t("rule.novice_favour").split(":")[0] in said[True], said[True]
    assert t("rule.novice_favour").split(":")[0] not in said[False], said[False]
    options = options_for(Island(where["shrine"]), scene.legal, scene.snap, 0)
    for o in options:
        if o.command is not None:
            assert (t("rule.novice_favour") in o.rule) == bool(o.command.get("novice_token")), o
    assert any(o.command and o.command.get("novice_token") for o in options)


@pytest.mark.parametrize("size,lang,text_size", [((1024, 700), "de", 150),
                                                 ((1280, 800), "en", 100),
                                                 ((1920, 1080), "fr", 125)])
def test_a_tile_that_spends_a_favour_shows_its_coin(tmp_path, size, lang, text_size):
    """F319: an Appointment that spent the Bribery favour said so only in its hover text
    (and a dot in its cost's pill). The tile whose command spends a favour shows that
    favour's coin, as large as the novice favour's chip, in its left column, over none of
    its other parts; a tile that spends none shows none."""
    from positions import random_moves
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.language, app.settings.text_size = lang, text_size
    app.save_settings()
    game = random_moves(2, 1, 0)           # the Novice island's tiles: Bribery's alone
    game.header["seats"] = [{"kind": "human"}] * 2
    open_game(app, game, autosave=False)
    frames(app, 20)
    scene = app.scene
    novice = [i["kind"] for i in scene.snap["islands"]].index("novice")
    ring = open_tray(app, novice)
    k = next(i for i, a in enumerate(ring.actions) if a.kind == "appoint")
    assert ring.actions[k].command["bribe"], ring.actions[k].command
    card = ring.cards[k]
    spent = [(r, kind) for r, kind in ring.spent if card.contains(r)]
    assert [kind for _, kind in spent] == ["bribery"], ring.spent
    coin = spent[0][0]
    least = LEAST_150 if fonts.text_size > 1.25 else LEAST[size[0]]
    assert min(coin.size) >= least - 4, coin
    rgb = art.KIND_RGB["bribery"]
    near = sum(sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], rgb,
                                                 strict=True)) < 90
               for x in range(coin.left, coin.right) for y in range(coin.top, coin.bottom))
    assert near >= 6, near                      # its symbol in the token's own colour
    assert len(ring.spent) == 1, ring.spent      # no other tile spends one
    assert not tile_faults(app, ring, f"{size} {lang}")
    pygame.display.quit()
