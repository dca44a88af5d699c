"""The guided game's own drawing step over the board: everything but the lesson's
targets dimmed, and the instruction panel (what and why, the step count, and its buttons:
"Back one step" and "Skip this step", a note's "Continue", the tips switch) put in the
corner of the board that covers the fewest of the pieces the lesson talks about."""

from __future__ import annotations

import pygame

from ..fonts import font, text, wrap
from ..widgets import palette as P
from ..widgets.overlays import draw_card

SIZE = 17
NARRATED = 3             # lines of a computer's move told in the panel
PAD = 12
DIM = (8, 10, 24, 170)
INK, TITLE = P.INK, P.GOLD
CLEAR = (0, 0, 0, 0)
GOES_ON = ("continue",)    # the button that goes on wears the confirming green, as elsewhere


class LessonView:
    def __init__(self) -> None:
        self.box: pygame.Rect | None = None
        self.docked = False                  # over the log (its lines keep below it)
        self.buttons: dict[str, pygame.Rect] = {}
        self._plan: tuple | None = None

    def button_at(self, pos) -> str | None:
        return next((n for n, r in self.buttons.items() if r.collidepoint(pos)), None)

    def plan(self, board: tuple, dock: pygame.Rect, hits, highlights: set, title: str,
             body: str, narration: str, buttons: list[tuple[str, str]],
             head: int = 22) -> pygame.Rect:
        """Where the panel stands and at what size (kept for `draw`): on the board where it
        hides nothing, else docked over the log (`dock`) under its heading (`head` px),
        the log's lines then keeping below it. `buttons`: (name, label) in the order
        drawn, flowing onto a new row as needed."""
        labels = [label for _, label in buttons]
        bx, by, bw, bh = board
        lit = [r for r, tg in hits if tg in highlights]
        box, size = None, SIZE
        room = dock.height - head
        self.docked = False
        for k, (width, size) in enumerate(((min(440, bw - 40), SIZE), (dock.width, SIZE - 2),
                                           (dock.width, SIZE - 3), (dock.width, SIZE - 4))):
            lines, small, height = self._measure(title, body, narration, width, size, labels)
            if k == 0:
                box, cost = self._place(board, (width, height), hits, lit)
                if cost == 0:                 # on the board, hiding nothing
                    break
            elif height <= room or size == SIZE - 4:  # else over the log, never a piece
                box = pygame.Rect(dock.x, dock.y + head, width, height)
                box.bottom = min(box.bottom, dock.bottom)
                self.docked = True
                break
        self.box = box
        self._plan = (board, hits, highlights, title, buttons, lines, small, size)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        """Everything but the lesson's targets dimmed, and the panel where `plan` put it."""
        board, hits, highlights, title, buttons, lines, small, size = self._plan
        box = self.box
        bx, by, bw, bh = board
        if any(tg in highlights for _, tg in hits):
            shade = pygame.Surface((bw, bh), pygame.SRCALPHA)
            shade.fill(DIM)
            shapes = getattr(hits, "shapes", {})
            for r, tg in hits:             # light in each thing's own shape: no boxes
                if tg in highlights:
                    _hole(shade, shapes.get(tg, ("shape", "oval", r)), (bx, by))
            surf.blit(shade, (bx, by))
        lh, sh = font(size).get_linesize(), font(size - 3).get_linesize()
        draw_card(surf, box, alpha=255)     # the glass card of every dialog, opaque here
        y = box.y + PAD
        for line in wrap(title, size, box.width - 2 * PAD):
            surf.blit(text(line, size, TITLE, bold=True), (box.x + PAD, y))
            y += lh
        y += 6
        for line in lines:
            surf.blit(text(line, size, INK), (box.x + PAD, y))
            y += lh
        for line in small:
            surf.blit(text(line, size - 3, (180, 190, 215)), (box.x + PAD, y))
            y += sh
        self.buttons = {}
        x, y = box.x + PAD, y + 6
        for name, words in buttons:
            label = text(words, size - 2, INK)
            r = pygame.Rect(x, y, label.get_width() + 20, 26)
            if r.right > box.right - PAD and x > box.x + PAD:     # no room: next row
                r.topleft = (box.x + PAD, y + 32)
            pygame.draw.rect(surf, P.CONFIRM if name in GOES_ON else P.BUTTON, r,
                             border_radius=P.RADIUS)
            pygame.draw.rect(surf, P.RIM_SOFT, r, 1, border_radius=P.RADIUS)
            surf.blit(label, label.get_rect(center=r.center))
            self.buttons[name] = r
            x, y = r.right + 10, r.y

    @staticmethod
    def _measure(title: str, body: str, narration: str, width: int, size: int,
                 labels: list[str]):
        """The wrapped lines and the height of the panel at this width and size."""
        inner = width - 2 * PAD
        lines = wrap(body, size, inner)
        small = wrap(narration, size - 3, inner) if narration else []
        if len(small) > NARRATED:              # a round's scoring: the log has it all
            small = small[:NARRATED - 1] + [small[NARRATED - 1].rstrip(" ·") + " …"]
        lh, sh = font(size).get_linesize(), font(size - 3).get_linesize()
        heads = len(wrap(title, size, inner))
        rows, x = (1 if labels else 0), 0        # the buttons side by side, or stacked
        for words in labels:
            w = font(size - 2).size(words)[0] + 20
            if x and x + w > inner:
                rows, x = rows + 1, 0
            x += w + 10
        return lines, small, PAD * 2 + lh * (heads + len(lines)) + 6 + sh * len(small) \
            + 6 + 32 * rows

    @staticmethod
    def _place(board: tuple, size: tuple[int, int], hits: list, lit: list
               ) -> tuple[pygame.Rect, float]:
        """The place along the board's edges whose panel covers no highlighted target
        and the fewest pieces (an island and what stands on it count most)."""
        bx, by, bw, bh = board
        w, h = size
        weight = {"island": 6, "group": 4, "figure": 4, "shrine": 3}
        best, best_cost = None, None
        for x in (bx + 12, bx + (bw - w) // 2, bx + bw - w - 12):
            for y in (by + bh - h - 12, by + 12):
                r = pygame.Rect(x, y, w, h)
                cost = 1000 * sum(r.colliderect(p) for p in lit) + \
                    sum(weight.get(getattr(tg, "what", ""), 1) * _overlap(r, p)
                        for p, tg in hits)
                if best_cost is None or cost < best_cost:
                    best, best_cost = r, cost
        return best, best_cost


def _overlap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How much of `b` the panel `a` hides (0 to 1)."""
    c = a.clip(b)
    return c.width * c.height / max(1, b.width * b.height)


def _hole(shade: pygame.Surface, shape: tuple, origin: tuple[int, int]) -> None:
    """Clear the dimming in `shape` (the board's hit shapes: an island's shore, a hexagon,
    a tile, an oval; a piece's picture), a little grown, so the light follows the thing."""
    ox, oy = origin
    kind = shape[0]
    if kind == "shapes":
        for part in shape[1]:
            _hole(shade, part, origin)
        return
    if kind == "outline":
        _, pts, w, h, x, y = shape
        cx, cy = w / 2, h / 2
        grown = [(x - ox + cx + (px - cx) * 1.06, y - oy + cy + (py - cy) * 1.06)
                 for px, py in pts]
        pygame.draw.polygon(shade, CLEAR, grown)
        return
    if kind == "sprite":
        _, sprite, (x, y) = shape
        rect = sprite.get_rect(topleft=(x - ox, y - oy))
        pygame.draw.ellipse(shade, CLEAR, rect.inflate(rect.w // 3, rect.h // 4))
        return
    _, name, rect = shape
    r = pygame.Rect(rect).move(-ox, -oy).inflate(8, 8)
    if name == "hex":
        q1, q3 = r.top + r.h / 4, r.top + 3 * r.h / 4
        pygame.draw.polygon(shade, CLEAR, [(r.centerx, r.top), (r.right, q1), (r.right, q3),
                                           (r.centerx, r.bottom), (r.left, q3), (r.left, q1)])
    elif name == "tile":
        pygame.draw.rect(shade, CLEAR, r, border_radius=max(2, min(r.w, r.h) // 5))
    else:
        pygame.draw.ellipse(shade, CLEAR, r)
