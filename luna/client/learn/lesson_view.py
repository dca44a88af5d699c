"""The guided game's own drawing step over the board: everything but the lesson's
targets dimmed, and the instruction panel (what and why, the step count, and its buttons:
"Back one step" and "Skip this step", a note's "Continue", the tips switch) put in the
corner of the board that covers the fewest of the pieces the lesson talks about."""

from __future__ import annotations

import pygame

from ..fonts import font, text, wrap

SIZE = 17
NARRATED = 3             # lines of a computer's move told in the panel
PAD = 12
DIM = (8, 10, 24, 170)
INK, TITLE, BUTTON = (236, 232, 218), (244, 214, 120), (70, 84, 130)


class LessonView:
    def __init__(self) -> None:
        self.box: pygame.Rect | None = None
        self.buttons: dict[str, pygame.Rect] = {}

    def button_at(self, pos) -> str | None:
        return next((n for n, r in self.buttons.items() if r.collidepoint(pos)), None)

    def draw(self, surf: pygame.Surface, board: tuple, dock: pygame.Rect, hits,
             highlights: set,
             title: str, body: str, narration: str, buttons: list[tuple[str, str]]) -> None:
        """`buttons`: (name, label) in the order drawn, flowing onto a new row as needed."""
        labels = [label for _, label in buttons]
        bx, by, bw, bh = board
        lit = [r for r, tg in hits if tg in highlights]
        if lit:
            shade = pygame.Surface((bw, bh), pygame.SRCALPHA)
            shade.fill(DIM)
            for r in lit:                  # an oval of light round each: no boxes
                hole = r.inflate(max(10, r.w // 3), max(10, r.h // 3)).move(-bx, -by)
                pygame.draw.ellipse(shade, (0, 0, 0, 0), hole)
            surf.blit(shade, (bx, by))
        box, size = None, SIZE
        room = dock.height - 22
        for k, (width, size) in enumerate(((min(440, bw - 40), SIZE), (dock.width, SIZE - 2),
                                           (dock.width, SIZE - 3), (dock.width, SIZE - 4))):
            lines, small, height = self._measure(title, body, narration, width, size, labels)
            if k == 0:
                box, cost = self._place(board, (width, height), hits, lit)
                if cost == 0:                 # on the board, hiding nothing
                    break
            elif height <= room or size == SIZE - 4:  # else over the log, never a piece
                box = pygame.Rect(dock.x, dock.y + 22, width, height)
                box.bottom = min(box.bottom, dock.bottom)
                break
        self.box = box
        lh, sh = font(size).get_linesize(), font(size - 3).get_linesize()
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((18, 22, 44, 255))
        surf.blit(panel, box)
        pygame.draw.rect(surf, TITLE, box, 2, border_radius=6)
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
            pygame.draw.rect(surf, BUTTON, r, border_radius=5)
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
