"""Drawing the board from a (view) snapshot, and knowing what lies under the mouse.

`BoardView.draw` paints the sea, the seven priest islands and the temple island, and
records a hit region for every clickable or hoverable thing; the game scene asks
`target_at(pos)` and never looks at pixels itself.
"""

from __future__ import annotations

import pygame

from ...text import kind as kind_name
from ...text import t
from ..fonts import fit, text
from . import art
from .island_slots import island_slots, label_size
from .layout import PLATEAU, Layout
from .targets import (
    Candles,
    CouncilSeat,
    Field,
    Figure,
    Group,
    GuardianTile,
    Island,
    IslandFavours,
    Jetty,
    JettyArea,
    Shrine,
    Target,
    Tile,
)

FIGURES = ("priestess", "architect", "apostate")
INK = (236, 230, 210)
DIM = (150, 160, 185)
STONE_INK = (52, 44, 38)         # the temple island's labels: dark ink on the light stone
GOLD = (240, 205, 120)
HIGHLIGHT = (255, 226, 140)


class BoardView:
    def __init__(self) -> None:
        self.clock = 0.0                      # seconds, for the pulse of highlights
        self.hits: list[tuple[pygame.Rect, Target]] = []
        self._sea: pygame.Surface | None = None
        self._sea_size = (0, 0)

    # -- hit testing ---------------------------------------------------------------
    def hit(self, rect: pygame.Rect | tuple, target: Target) -> None:
        self.hits.append((pygame.Rect(rect), target))

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The most specific thing under `pos` (the last drawn wins)."""
        for rect, target in reversed(self.hits):
            if rect.collidepoint(pos):
                return target
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        """Where `target` was drawn (the last one wins, as for the mouse)."""
        return next((r for r, tg in reversed(self.hits) if tg == target), None)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, snap: dict, lay: Layout, highlights: set,
             hover: Target | None, path_slots: dict[int, int], hidden_figures: set) -> None:
        """`highlights`: targets to glow (what may be clicked now); `path_slots`: path index
        -> slot of the full path; `hidden_figures`: figures being animated elsewhere."""
        self.hits.clear()
        bw, bh = lay.board[2], lay.board[3]
        if self._sea is None or self._sea_size != (bw, bh):
            self._sea = art.sea_background(bw, bh)
            self._sea_size = (bw, bh)
        surf.blit(self._sea, (0, 0))
        self._temple_island(surf, snap, lay, highlights, hover, path_slots, hidden_figures)
        for i in range(7):
            self._island(surf, snap, lay, i, highlights, hover, hidden_figures)

    # islands ----------------------------------------------------------------------
    def _island(self, surf, snap, lay, i, highlights, hover, hidden_figures) -> None:
        x, y, w, h = lay.islands[i]
        info = snap["islands"][i]
        kind = info["kind"]
        land_h = int(h * 0.78)
        surf.blit(art.island(kind, w, land_h, seed=i), (x, y))
        here = Island(i)
        if here in highlights or here == hover:
            self._ring(surf, pygame.Rect(x + w * 0.1, y + land_h * 0.14, w * 0.8, land_h * 0.78),
                       here == hover)
        self.hit((x, y, w, land_h), here)
        s = lay.scale
        slots = island_slots(pygame.Rect(x, y, w, h), s, snap["players"])
        # favour tokens left on the island: a small stack at the top right
        tok = slots.token
        fx, fy = slots.favours.topleft
        for k in range(info["favours"]):
            surf.blit(art.favour_token(kind, tok), (fx + k * 4, fy + k * 3))
        if info["favours"]:
            self.hit(slots.favours, IslandFavours(i))
        # name and symbol at the top left, as wide as the favours leave room for
        size = label_size(s)
        sym = art.symbol(kind, size + 4, art.KIND_RGB[kind])
        room = slots.favours.x - x - sym.get_width() - 8
        label = text(fit(kind_name(kind), size, room, True), size, INK, bold=True)
        lx = x + max(4, (slots.favours.x - x - label.get_width() - sym.get_width() - 4) // 2)
        surf.blit(sym, (lx, y + 2))
        surf.blit(label, (lx + sym.get_width() + 4,
                          y + 2 + (sym.get_height() - label.get_height()) // 2))
        # each figure in its own place along the left, shrines beside them
        fig_h = slots.figure_h
        for f, (fx2, fy2) in zip(FIGURES, slots.figures, strict=True):
            if snap[f] != i or f in hidden_figures:
                continue
            fs = art.figure(f, fig_h)
            surf.blit(fs, (fx2, fy2))
            self.hit((fx2, fy2, fs.get_width(), fs.get_height()), Figure(f))
        sh = slots.shrine
        for p in range(snap["players"]):
            if info["shrines"][p]:
                sx, sy = slots.shrines[p]
                surf.blit(art.shrine(snap["colours"][p], sh), (sx, sy))
                self.hit((sx, sy, sh, sh), Shrine(i, p))
        # active novices in the middle, one group per player; lying ones at the shore
        nh = slots.novice
        groups = [p for p in range(snap["players"]) if info["active"][p] > 0]
        for k, p in enumerate(groups):
            self._group(surf, snap, slots.row(slots.active, k, len(groups)), nh, p,
                        info["active"][p], False, Group(i, p, "active"), highlights, hover)
        lying = [p for p in range(snap["players"]) if info["inactive"][p] > 0]
        for k, p in enumerate(lying):
            self._group(surf, snap, slots.row(slots.lying, k, len(lying)), nh, p,
                        info["inactive"][p], True, Group(i, p, "inactive"), highlights,
                        hover)

    def _ring(self, surf, rect: pygame.Rect, strong: bool) -> None:
        """A softly pulsing gold ring: this may be clicked now."""
        import math
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        alpha = int(150 + 90 * pulse) if strong else int(70 + 90 * pulse)
        ring = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(ring, (*HIGHLIGHT, alpha), ring.get_rect(), 3 if strong else 2)
        surf.blit(ring, rect.topleft)

    def _group(self, surf, snap, box, size, p, count, lying, target, highlights, hover) -> None:
        """One player's novices in `box` (its slot): up to three figures and the count."""
        colour = snap["colours"][p]
        fig = art.novice(colour, size, lying=lying)
        shown = min(count, 2 if lying else 3)
        step = int(size * (0.22 if not lying else 0.14))
        rect = pygame.Rect(0, 0, fig.get_width() + step * (shown - 1), fig.get_height())
        rect.midleft = (box.x, box.centery)
        if target in highlights or target == hover:
            g = art.glow(int(rect.w * 0.95), HIGHLIGHT, 170 if target == hover else 110)
            surf.blit(g, g.get_rect(center=rect.center))
            self._ring(surf, rect.inflate(10, 6).move(0, rect.h // 3), target == hover)
        for k in range(shown):
            surf.blit(fig, (rect.x + k * step, rect.y - (0 if lying else k * 2)))
        badge = text(str(count), label_size(size / 30), (255, 255, 255), bold=True)
        br = badge.get_rect(bottomleft=(rect.right - 2, rect.bottom + 1))
        br.right = min(br.right, box.right - 1)
        pygame.draw.circle(surf, (20, 24, 40), br.center, max(br.w, br.h) // 2)
        surf.blit(badge, br)
        self.hit(rect.union(br).clip(box), target)

    # temple island ----------------------------------------------------------------
    def _temple_island(self, surf, snap, lay, highlights, hover, path_slots,
                       hidden_figures) -> None:
        x, y, w, h = lay.temple_island
        surf.blit(art.temple_island(w, h, PLATEAU), (x, y))
        self._temple(surf, snap, lay, highlights, hover)
        self._path(surf, snap, lay, highlights, hover, path_slots, hidden_figures)
        self._jetty(surf, snap, lay, highlights)
        self._council(surf, snap, lay)
        self._candles(surf, snap, lay, highlights)

    def _temple(self, surf, snap, lay, highlights, hover) -> None:
        hw = int(lay.hex_w)
        rows = snap["temple"]["rows"]
        for f in snap["temple"]["fields"]:
            cx, cy = lay.field_centre(f["row"], f["col"])
            hexs = art.hex_field(f["field"], f["symbol"], rows[f["row"]], hw, f["tile"])
            r = hexs.get_rect(center=(int(cx), int(cy)))
            target = Field(f["field"])
            if target in highlights or target == hover:
                g = art.glow(int(hw * 0.8), HIGHLIGHT, 120 if target == hover else 80)
                surf.blit(g, g.get_rect(center=r.center))
            surf.blit(hexs, r)
            if f["player"] is not None:     # below the engraved number, which stays readable
                nov = art.novice(snap["colours"][f["player"]], int(hw * 0.5))
                surf.blit(nov, nov.get_rect(midbottom=(r.centerx, r.bottom - hw * 0.12)))
            if f["book"]:
                b = art.book_marker(int(hw * 0.38))
                surf.blit(b, b.get_rect(center=(r.right - hw * 0.22, r.bottom - hw * 0.28)))
            self.hit(pygame.Rect(0, 0, int(hw * 0.84), int(hw * 0.84)).move(
                r.centerx - int(hw * 0.42), r.centery - int(hw * 0.42)), target)
        # the legend over the rows: their colours are the temple boards', not players'
        top_row = lay.temple_origin[1] - (len(rows) - 1) * hw * 0.87 - hw * 0.6
        leg = text(t("temple.legend"), 13, STONE_INK, shadow=False)
        surf.blit(leg, leg.get_rect(midbottom=(int(lay.centre[0]), int(top_row))))
        # the entrance, under row 0
        sx, sy = lay.path_slots[0]
        ent = text(t("temple.entrance"), label_size(lay.scale, 13), STONE_INK, shadow=False)
        where = ent.get_rect(midbottom=(int(sx), int(sy - lay.tile_size * 0.52)))
        surf.blit(ent, where.clamp(pygame.Rect(lay.plateau).inflate(-8, 0)))

    def _path(self, surf, snap, lay, highlights, hover, path_slots, hidden_figures) -> None:
        size = lay.tile_size
        g_index = snap["guardian"]
        prev_g = max((k for k in range(g_index) if "guardian" in snap["path"][k]), default=-1)
        # stepping stones between the slots, drawn first
        pts = [lay.path_slots[path_slots[k]] for k in range(len(snap["path"]))]
        if len(pts) > 1:
            pygame.draw.lines(surf, (96, 92, 84), False, pts, max(2, size // 6))
        for k, e in enumerate(snap["path"]):
            cx, cy = pts[k]
            if "guardian" in e:
                t = art.guardian_tile(e["guardian"], size)
                r = t.get_rect(center=(int(cx), int(cy)))
                surf.blit(t, r)
                self.hit(r, GuardianTile(k))
                if k == g_index and "guardian" not in hidden_figures:
                    # the Guardian stands on its own tile, covering no other
                    gs = art.figure("guardian", int(size * 0.96))
                    gr = gs.get_rect(midbottom=(r.centerx, r.bottom - 1))
                    surf.blit(gs, gr)
                    self.hit(gr.clip(r), Figure("guardian"))
                continue
            colour = snap["colours"][e["claimed_by"]] if e["claimed_by"] is not None else None
            t = art.temple_tile(e["tile"], e["symbol"], size, claimed_colour=colour)
            r = t.get_rect(center=(int(cx), int(cy)))
            target = Tile(e["tile"])
            if k > g_index:          # released: a silver rim
                pygame.draw.rect(surf, (200, 215, 240), r.inflate(6, 6), 2, border_radius=5)
            elif prev_g < k < g_index:  # within reach of bribery: a faint gold rim
                pygame.draw.rect(surf, (170, 140, 70), r.inflate(6, 6), 1, border_radius=5)
            if target in highlights or target == hover:
                g = art.glow(int(size * 0.95), HIGHLIGHT, 130 if target == hover else 90)
                surf.blit(g, g.get_rect(center=r.center))
            surf.blit(t, r)
            if colour:
                nov = art.novice(colour, int(size * 0.8))
                surf.blit(nov, nov.get_rect(midbottom=(r.centerx, r.bottom - 2)))
            self.hit(r, target)

    def _jetty(self, surf, snap, lay, highlights) -> None:
        x, y, w, h = lay.jetty
        surf.blit(art.jetty(w, h), (x, y))
        self.hit((x, y, w, h), JettyArea())
        nh = int(h * 0.55)
        step = max(1, (w - 8) // max(1, sum(1 for n in snap["jetty"] if n)))
        k = 0
        for p in range(snap["players"]):
            n = snap["jetty"][p]
            if n:
                nov = art.novice(snap["colours"][p], nh)
                px = x + 4 + k * step
                surf.blit(nov, (px, y + h - nov.get_height() - 2))
                box = pygame.Rect(px, y, nov.get_width(), h)
                if n > 1:
                    b = text(str(n), 13, (255, 255, 255), bold=True)
                    br = surf.blit(b, (px + nov.get_width() - 3, y + 1))
                    box = box.union(br)
                self.hit(box.clip((px, y, step - 2, h)), Jetty(p))
                k += 1
        lbl = text(t("jetty.label"), label_size(lay.scale, 13), STONE_INK, shadow=False)
        surf.blit(lbl, lbl.get_rect(midtop=(x + w // 2, y + h - 2)))

    def _council(self, surf, snap, lay) -> None:
        from ...engine.data import COUNCIL_POINTS
        for seat, rect in enumerate(lay.council):
            r = pygame.Rect(rect)
            # a light stone seat: every player's disc, the dark blue too, stands out on it
            pygame.draw.ellipse(surf, (150, 142, 126), r)
            pygame.draw.ellipse(surf, (84, 78, 70), r, 2)
            num = text(str(seat), 13, STONE_INK, shadow=False)
            nr = surf.blit(num, num.get_rect(midtop=(r.centerx, r.bottom)))
            stack = snap["council"][seat]
            for k, p in enumerate(stack):
                d = art.council_disc(snap["colours"][p], int(r.w * 0.86))
                surf.blit(d, d.get_rect(center=(r.centerx, r.centery - k * r.h * 0.22)))
            top = r.y - int(r.h * 0.7)          # room for a stack of discs
            self.hit((r.x, top, r.w, nr.bottom - top), CouncilSeat(seat, COUNCIL_POINTS[seat]))
        first = pygame.Rect(lay.council[0])
        lbl = text(t("council.label"), label_size(lay.scale, 13), STONE_INK, shadow=False)
        surf.blit(lbl, lbl.get_rect(bottomleft=(first.x, first.y - int(first.h * 0.7) - 1)))

    def _candles(self, surf, snap, lay, highlights) -> None:
        tm = snap["time_markers"]
        if not tm["total"]:
            return
        size = lay.candle_size
        rects = []
        for k in range(tm["total"]):
            cx, cy = lay.candles[k - tm["total"]]
            c = art.candle(size, lit=k >= tm["turned"])
            r = c.get_rect(center=(int(cx), int(cy)))
            surf.blit(c, r)
            rects.append(r)
        area = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
        if Candles() in highlights:
            pygame.draw.rect(surf, HIGHLIGHT, area.inflate(6, 6), 1, border_radius=6)
        self.hit(area, Candles())
