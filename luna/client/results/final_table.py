"""The final count's table on the results screen: a row per player in the engine's
ranking (the winner's warm and rimmed in gold), the total, the influence after the last
round, shrines, favours and the council (its seat beside its points); each heading says
what its numbers are and fits the row's width (two lines, closer gaps or smaller words
where it must)."""

from __future__ import annotations

import pygame

from ...engine.data import FAVOUR_POINTS, SHRINE_POINTS
from ...text import t
from ..board import art
from ..widgets import palette as P
from ..widgets.overlays import draw_card
from ..widgets.row_widths import share
from ..window.fonts import font, line_height, px, text

COLUMNS = ("total", "influence", "shrines", "favours", "council")
HEAD = 14                 # the final table's headings' size (smaller where they must be)
SEAT = 13                 # the council's seat beside its points
POINTS = {"shrines": SHRINE_POINTS, "favours": FAVOUR_POINTS}   # what each is worth


def two_lines(words: str, f) -> list[str]:
    """`words` in two lines split at the space that makes the wider line narrowest (one
    line where there is no space)."""
    parts = words.split(" ")
    if len(parts) < 2:
        return [words]
    splits = [[" ".join(parts[:k]), " ".join(parts[k:])] for k in range(1, len(parts))]
    return min(splits, key=lambda ls: max(f.size(line)[0] for line in ls))


def heads(snap: dict) -> list[str]:
    """The columns' headings, each saying what its numbers are: the influence after
    the last round, what each shrine and favour is worth (F057), the council's points (the
    seat in each cell)."""
    return [t(f"results.{c}", points=POINTS.get(c, 0), round=snap["round"])
            for c in COLUMNS]


def seat_words(snap: dict, p: int) -> str:
    """Where player `p`'s council disc ended: the seat whose points the cell shows (the
    panel and the table say the same number) and, where discs share it, its place in
    the stack counted from the top ("seat 10, 2nd from top"): a tie goes to the disc
    higher in the stack (rules 3.11: on seat 10 later discs go underneath), and "seat
    10" in every row did not say why the rows stand in their order."""
    seat, stack = next((q, s) for q, s in enumerate(snap["council"]) if p in s)
    if len(stack) < 2:
        return t("results.council_seat", seat=seat)
    place = len(stack) - stack.index(p)          # (the stack's last is its top)
    return t(f"results.council_seat.{min(place, 4)}", seat=seat)


def council_w(snap: dict) -> int:
    """The council cell's width: its points and its seat beside them."""
    return font(17).size("10")[0] + px(6) + max(
        font(SEAT).size(seat_words(snap, p))[0] for p in range(snap["players"]))


def plan_heads(snap: dict, width: int, squeezed: bool
               ) -> tuple[int, list[int], list[list[str]], int]:
    """The number columns' headings as they fit `width`: the name column's width, each
    number column's need, each heading's lines and their size. Each column is as wide
    as its heading or its numbers; where the row is too wide, a heading of several
    words takes two lines, then the gaps close a little, then the words grow smaller
    (German at 150 % in the smallest window: "Summe Einfluss im Spiel Kultstätten
    Gunstmarken Priesterrat" ran together as one line, 4 px apart). `squeezed`: short
    of height (the tight look, or the lesson beside the chart): smaller words before
    two lines."""
    names = snap["names"]
    name_w = max(font(19, True).size(n)[0] for n in names) + px(40) + 56
    number = font(22, True, display=True).size("888")[0]
    least = [number] * 4 + [max(number, council_w(snap))]
    said = heads(snap)
    tries = [(HEAD, px(24), False), (HEAD, px(12), False)]
    if squeezed:
        tries += [(HEAD - 2, px(12), False), (HEAD - 2, px(6), False),
                  (HEAD - 3, px(6), False), (HEAD - 2, px(12), True),
                  (HEAD - 2, px(6), True)]
    else:
        tries += [(HEAD, px(24), True), (HEAD, px(12), True), (HEAD - 1, px(12), True),
                  (HEAD - 2, px(10), True), (HEAD - 2, px(6), True)]
    for size, pad, wrap in tries:
        f = font(size)
        lines = [two_lines(h, f) if wrap and f.size(h)[0] > number else [h]
                 for h in said]
        needs = [max(n, *(f.size(line)[0] for line in ls)) + pad
                 for n, ls in zip(least, lines, strict=True)]
        if name_w + sum(needs) <= width:
            break
    return name_w, needs, lines, size


def columns(snap: dict, width: int, squeezed: bool) -> tuple[int, list[int]]:
    """The name column's and the number columns' widths (each as its words need, the
    rest of `width` shared out)."""
    name_w, needs, _, _ = plan_heads(snap, width, squeezed)
    spare = max(0, width - name_w - sum(needs))
    return name_w, share(needs, sum(needs) + spare)


def head_h(snap: dict, width: int, squeezed: bool) -> int:
    """The headings' height: as many lines as the tallest of them."""
    _, _, lines, size = plan_heads(snap, width, squeezed)
    return max(len(ls) for ls in lines) * line_height(size)


def row_h() -> int:
    """A player's row: as tall as the total's face, and the name's."""
    return max(40, font(22, True, display=True).get_height(), font(19, True).get_height())


def draw_final_table(surf: pygame.Surface, snap: dict, order: list[int], box: pygame.Rect,
                     width: int, squeezed: bool, head_pad: int, shown: float,
                     drawn: list) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The table on its card in `box` (`width`: its columns' room; `order`: the engine's
    ranking, a tie to the council; `shown`: how far the totals have counted up), its
    words and where each stands added to `drawn`. Returns each number column's heading
    span and each row's band."""
    final = snap["final"]
    draw_card(surf, box)
    name_w, cols = columns(snap, width, squeezed)
    _, _, lines, size = plan_heads(snap, width, squeezed)
    x0 = box.x + px(12)
    y = box.y + head_pad
    tall = head_h(snap, width, squeezed)
    xs = []
    x = x0 + name_w
    head_cols = []
    for cw, ls in zip(cols, lines, strict=True):
        top = y + tall - len(ls) * line_height(size)     # on the numbers' side
        for k, line in enumerate(ls):
            img = text(line, size, P.INK_DIM, shadow=False)
            drawn.append((line, surf.blit(img, img.get_rect(
                midtop=(x + cw // 2, top + k * line_height(size))))))
        head_cols.append(pygame.Rect(x, y, cw, tall))
        xs.append(x + cw // 2)
        x += cw
    y += tall + head_pad
    rh = row_h()
    row_rects = []
    for rank, p in enumerate(order):
        row = pygame.Rect(box.x + px(6), y + 2, box.w - 2 * px(6), rh - 4)
        row_rects.append(row)
        if rank == 0:                  # the winner's row: warm and rimmed in gold
            glow = pygame.Surface(row.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*P.BUTTON_DOWN, 200), glow.get_rect(),
                             border_radius=P.RADIUS)
            pygame.draw.rect(glow, P.GOLD, glow.get_rect(), 1, border_radius=P.RADIUS)
            surf.blit(glow, row.topleft)
        elif rank % 2:
            band = pygame.Surface(row.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (255, 255, 255, 12), band.get_rect(),
                             border_radius=P.RADIUS)
            surf.blit(band, row.topleft)
        colour = snap["colours"][p]
        mark = art.marking(colour, 28)
        surf.blit(mark, mark.get_rect(midleft=(x0 + 4, row.centery)))
        piece = art.novice(colour, min(36, rh - 8))
        surf.blit(piece, piece.get_rect(midleft=(x0 + 36, row.centery)))
        nm = snap["names"][p]
        img = text(nm, 19, P.GOLD_BRIGHT if rank == 0 else P.INK, bold=True)
        drawn.append((nm, surf.blit(img, img.get_rect(midleft=(x0 + 56 + px(8),
                                                               row.centery)))))
        b = final["breakdown"][p]
        values = [final["scores"][p], final["scores"][p] - sum(b.values()), b["shrines"],
                  b["favours"], b["council"]]
        for k, v in enumerate(values):
            v = round(v * shown)
            if k == 0:
                img = text(str(v), 22, P.GOLD if rank == 0 else P.INK, bold=True,
                           display=True)
            else:
                img = text(str(v), 17, P.INK)
            at = img.get_rect(center=(xs[k], row.centery))
            if k == len(values) - 1:            # the council: its points and seat
                seat = seat_words(snap, p)
                small = text(seat, SEAT, P.INK_DIM)
                at.x = xs[k] - (img.get_width() + px(6) + small.get_width()) // 2
                r = small.get_rect(left=at.right + px(6))      # on one baseline
                r.y = at.y + font(17).get_ascent() - font(SEAT).get_ascent()
                drawn.append((seat, surf.blit(small, r)))
            drawn.append((str(v), surf.blit(img, at)))
        y += rh
    return head_cols, row_rects
