"""The big figures beside the islands' drawings (fresh players in all three windows: "the
Architect hides the whole Bribery market", "the Apostate covers half the greenhouse", "the
Apostate and the Priestess overlap the standing stones", "the Baumeister hides the shrine
building", "the Apostate covers the favour badge"): over busy positions of random games
of two, three and four players, in the three windows, the Moon Priestess, the Architect
and the Apostate cover little of their island's landmark as drawn and nothing of its
favour tokens' badge, and none of the pieces standing there. Drawn by the real loop at
normal speed."""

from __future__ import annotations

import copy
import random

import pygame
import pytest
from positions import random_moves

from luna.client.board import art
from luna.client.board.targets import Figure, Group, IslandFavours, Shrine
from luna.client.board.view import LAND
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

WINDOWS = [((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100)]
IDS = ["1024x700-de-150", "1280x800-fr-125", "1920x1080-en-100"]
FIGURES = ("priestess", "architect", "apostate")
MOST = 0.30         # of a landmark's drawing its figures may cover, where they find no
                    # place clear of it on the land (up to 0.92 before they searched
                    # beside it; 0.32 before they stood on the meadow of seats with no
                    # novices there, clear_figures: 0.26 once in 72 boards)
MEAN = 0.01         # ... and on the mean over the boards (0.21, 0.36, 0.46, then 0.07;
                    # now 0.004 at 1024x700, none at 1280x800 and 1920x1080)
BADGE = 0.05        # of the favour badge (the top token and its count's disc)


def _mask_on(size, img_mask: pygame.mask.Mask, at) -> pygame.mask.Mask:
    out = pygame.mask.Mask(size)
    out.draw(img_mask, at)
    return out


def landmark_drawn(app, i: int) -> pygame.mask.Mask:
    """Island `i`'s landmark as drawn (its opaque pixels), on the window."""
    scene = app.scene
    kind = scene.snap["islands"][i]["kind"]
    x, y, w, h = scene.lay.islands[i]
    bx, by, bw, bh = art.landmark_box(kind, w, int(h * LAND))
    drawn = pygame.mask.from_surface(art.landmark(kind, bw, bh), 128)
    return _mask_on(app.screen.get_size(), drawn, (x + bx, y + by))


def landmark_share(app, i: int) -> float:
    """How much of island `i`'s landmark as drawn its big figures cover."""
    return dict((k, s) for w, k, s in covered(app) if w == "landmark").get(
        app.scene.snap["islands"][i]["kind"], 0.0)


def covered(app) -> list[tuple[str, str, float]]:
    """On each priest island where a big figure stands: how much of its landmark's drawing
    and of its favour badge the figures cover, as shares ('landmark' or 'badge', the
    island's kind, the share)."""
    scene = app.scene
    board, snap = scene.board, scene.snap
    size = app.screen.get_size()
    figs: dict[int, pygame.mask.Mask] = {}
    for box, tg in board.hits:
        if isinstance(tg, Figure) and tg.name in FIGURES:
            box = pygame.Rect(box)
            body = pygame.mask.from_surface(art.figure(tg.name, box.h), 128)
            figs.setdefault(snap[tg.name], pygame.mask.Mask(size)).draw(body, box.topleft)
    out = []
    for i, there in figs.items():
        kind = snap["islands"][i]["kind"]
        mark = landmark_drawn(app, i)
        out.append(("landmark", kind, mark.overlap_area(there, (0, 0)) / mark.count()))
        if IslandFavours(i) in board.favour_counts:
            token, (cx, cy), r = board.favour_counts[IslandFavours(i)]
            disc = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            pygame.draw.circle(disc, (255, 255, 255), (r, r), r)
            badge = _mask_on(size, pygame.mask.from_surface(disc), (cx - r, cy - r))
            badge.draw(pygame.mask.Mask(token.size, fill=True), token.topleft)
            out.append(("badge", kind, badge.overlap_area(there, (0, 0)) / badge.count()))
    return out


def over_pieces(app) -> int:
    """How many pixels of the big figures cover a group's or a shrine's."""
    board = app.scene.board
    size = app.screen.get_size()
    figs, pieces = pygame.mask.Mask(size), pygame.mask.Mask(size)
    for box, tg in board.hits:
        if isinstance(tg, Figure) and tg.name in FIGURES:
            box = pygame.Rect(box)
            figs.draw(pygame.mask.from_surface(art.figure(tg.name, box.h), 128), box.topleft)
    for tg, (img, at) in board.sprites.items():
        if isinstance(tg, Group | Shrine):
            pieces.draw(pygame.mask.from_surface(img, 128), at)
    return figs.overlap_area(pieces, (0, 0))


@pytest.mark.parametrize("window", WINDOWS, ids=IDS)
def test_figures_leave_the_landmarks_and_badges_seen(tmp_path, window):
    size, lang, text = window
    app = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text)
    shares = []
    for players in (2, 3, 4):
        for seed in range(4):
            for moves in (25, 60):
                open_game(app, random_moves(players, seed, moves), autosave=False)
                frames(app, 3)
                assert over_pieces(app) == 0, f"{players} players, seed {seed}, {moves} " \
                                              f"moves: a figure over a group or a shrine"
                for what, kind, share in covered(app):
                    where = f"{players} players, seed {seed}, {moves} moves: {kind}"
                    if what == "badge":
                        assert share <= BADGE, f"{where}: figures cover {share:.0%} " \
                                               f"of the favour badge"
                    else:
                        assert share <= MOST, f"{where}: figures cover {share:.0%} " \
                                              f"of the landmark"
                        shares.append(share)
    assert shares and sum(shares) / len(shares) <= MEAN, \
        f"figures cover {sum(shares) / len(shares):.0%} of the landmarks on the mean"


OFF_LAND = 0.05     # of a big figure's lower half at most off its island's land (main: up
                    # to 0.16, and 0.46 of the whole figure: the Priestess and the Apostate
                    # on the Tides island's rim at 1024x700 and 1920x1080)


def off_land(app) -> list[tuple[str, str, float]]:
    """Each big figure on a priest island: its name, the island's kind, and how much of
    its lower half (its opaque pixels) stands off the island's land (over the sea)."""
    scene = app.scene
    snap, lay = scene.snap, scene.lay
    out = []
    for box, tg in scene.board.hits:
        if not (isinstance(tg, Figure) and tg.name in FIGURES):
            continue
        i = snap[tg.name]
        kind = snap["islands"][i]["kind"]
        x, y, w, h = lay.islands[i]
        shore = art.shore(kind, w, int(h * LAND), i)
        land = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(land, (255, 255, 255), [(x + a, y + b) for a, b in shore])
        box = pygame.Rect(box)
        body = pygame.mask.from_surface(art.figure(tg.name, box.h), 128)
        lower = pygame.mask.Mask(body.get_size())
        lower.draw(pygame.mask.Mask((box.w, box.h - box.h // 2), fill=True), (0, box.h // 2))
        body = body.overlap_mask(lower, (0, 0))
        on = pygame.mask.from_surface(land).overlap_area(body, box.topleft)
        out.append((tg.name, kind, 1 - on / body.count()))
    return out


@pytest.mark.parametrize("window", WINDOWS, ids=IDS)
def test_figures_stand_on_their_islands_land(tmp_path, window):
    """An English fresh player at 1920x1080: "the Priestess half in the sea off the Tides
    island". Over busy four-player boards a big figure's lower half stands on its island's
    land but for a small part."""
    size, lang, text = window
    app = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text)
    for seed in range(4):
        for moves in (40, 80, 120):
            open_game(app, random_moves(4, seed, moves), autosave=False)
            frames(app, 3)
            for name, kind, share in off_land(app):
                assert share <= OFF_LAND, \
                    f"seed {seed}, {moves} moves: the {name} on {kind} {share:.0%} off land"


def _beside_by_boxes(slots, rect, present, land, clear, low, least=0, loose=False, most=0):
    """island_slots._beside_landmark as its rule reads: each left tried in turn, its box
    against every clear box and every placed figure's (widened by figure_air)."""
    from luna.client.board import island_slots as s
    x, y, w, h = rect
    sky = y - min(max(0, y - 2), round(h * s.HEAD_ROOM))
    for fh in range(min(round(h * s.TALLEST), low - sky, most or h),
                    (least or slots.novice) - 1, -1):
        body, air = round(fh * s.FIGURE_ASPECT), s.figure_air(fh)
        placed, kept_off = [], []
        for left in s._outward(x, w, body):
            box = pygame.Rect(left, low - fh, body, fh)
            if len(placed) == present or box.collidelist(clear + kept_off) >= 0:
                continue
            feet = pygame.Rect(left - x + round(body * 0.06), low - fh - y + round(fh * 0.45),
                               round(body * 0.88), fh - round(fh * 0.45))
            if s._on_land(land, feet, loose):
                placed.append(box)
                kept_off.append(box.inflate(2 * air, 0))
        if len(placed) == present:
            return slots._replace(figures=[b.topleft for b in placed], figure_h=fh)
    return None


def test_figures_beside_the_landmark_take_the_places_a_box_by_box_search_finds():
    """The figures' places beside a landmark, found by intervals of free left ends (a
    clear box keeps one interval of lefts off), are those a search box by box finds:
    for every island of a board, with boxes that have no area, negative sizes, and
    boxes over the rows the figures stand in or not."""
    import random

    from luna.client.board import island_slots as s
    from luna.client.board.layout import compute
    from luna.client.board.view import landmark_at
    rnd = random.Random(7)
    lay = compute(1280, 800, 4)
    found = 0
    for i, (x, y, w, h) in enumerate(lay.islands[:3]):
        kind = art.KINDS[i]
        land_h = int(h * LAND)
        mark = tuple(landmark_at(kind, x, y, w, land_h))
        rect = pygame.Rect(x, y, w, h)
        slots = s.island_slots(rect, lay.scale, 4, art.shore(kind, w, land_h, i), mark=mark)
        land = s._land(art.shore(kind, w, land_h, i), (w, h))
        low = slots.figures[0][1] + slots.figure_h
        for _ in range(3):
            clear = [pygame.Rect(mark)] + [
                pygame.Rect(rnd.randint(x - 20, x + w), rnd.randint(y, low + 10),
                            rnd.randint(-30, 40), rnd.randint(-30, 40)) for _ in range(4)]
            clear.append(pygame.Rect(x + w // 2, low - 5, 0, 10))     # (no area: meets none)
            for present in (1, 3):
                for loose in (False, True):
                    args = (slots, rect, present, land, clear, low, 0, loose)
                    placed = s._beside_landmark(*args)
                    assert placed == _beside_by_boxes(*args), (i, args)
                    found += placed is not None
    assert found > 12           # (most of the tries find places: the places are compared)


def test_a_figure_keeps_its_spot_while_it_stays_free(tmp_path):
    """The pieces on the Moon Priestess's island change (each player's novices, the favour
    tokens left), the Architect and the Apostate elsewhere: she stands where she stood
    while no piece stands in that spot (the nearest free place to her island's place
    moved her as pieces came and went elsewhere on it)."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="en", text_size=100)
    open_game(app, random_moves(3, 1, 0), autosave=False)
    frames(app, 3)
    scene, rng = app.scene, random.Random(5)
    surf = pygame.Surface(app.screen.get_size())
    snap = copy.deepcopy(scene.snap)
    i = snap["priestess"]
    snap["architect"] = snap["apostate"] = (i + 1) % 7
    isl = snap["islands"][i]
    last, kept, moved = None, 0, []
    for step in range(12):
        for p in range(3):
            isl["active"][p] = rng.choice((0, 0, 1, 2, 5))
            isl["inactive"][p] = rng.choice((0, 0, 0, 1, 3))
        isl["favours"] = rng.choice((0, 1, 2, 3))
        scene.board.draw(surf, snap, scene.lay, set(), None, scene.slots.for_index, set())
        hits = scene.board.hits
        her = next(r for r, tg in hits if tg == Figure("priestess"))
        pieces = [r for r, tg in hits if isinstance(tg, Group | IslandFavours | Shrine)
                  and tg.island == i]
        if last is not None and last.collidelist(pieces) < 0:
            kept += 1
            if her.topleft != last.topleft:
                moved.append(f"step {step}: from {last.topleft} to {her.topleft}")
        last = her
    assert kept >= 3 and not moved, "\n".join(moved)
