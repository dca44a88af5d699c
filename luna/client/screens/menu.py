"""The main menu, a title screen: the moon over Luna's name; one first answer (New game);
the ways to play as pictures (Learn to play first, lit for a first start); Continue, Load,
Profiles, Rules and Settings smaller; Quit discreet in the corner. Nothing moves when a
saved game appears: Continue only wakes (its hover text saying which game), or stands
greyed with a hover text saying why."""

from __future__ import annotations

from functools import lru_cache

import pygame
from pygame_gui.elements import UIButton

from ...profiles import kept_any
from ...saves import tutorial_path
from ...seats import seats_of
from ...text import has, seat_names, t
from ..board import art
from ..board.backdrop import draw_backdrop
from ..board.pictures import mode_picture
from ..opening import continue_last, last_game, open_tutorial
from ..widgets import palette as P
from ..widgets.look.moon import full_moon
from ..widgets.overlays import draw_card
from ..widgets.toasts import SIZE as TOAST_SIZE
from ..window import caches, fonts
from ..window.fonts import fit, font, line_height, px, text, wrap
from . import ButtonScene
from .card import draw_rule

ITEMS = ("continue", "tutorial", "new", "solo", "lan", "load", "profile", "rules", "settings",
         "quit")
OPENS = {"new": "new_game"}          # menu item -> screen, where the names differ
MODES = ("tutorial", "new", "solo", "lan")            # the ways to play, as pictures
SMALL = ("load", "profile", "rules", "settings")
PRIMARY_FONT, TILE_FONT, SMALL_FONT, QUIET_FONT = 23, 16, 16, 15   # the theme's faces
SUB = 13               # a way to play's line under its name: what it is (who you play)
SUB_LINES = 2          # at most (a long language in a narrow tile)
PICTURE = 96           # a way to play's picture: at least this tall where room allows


def first_start(folder) -> bool:
    """Nobody has played at this computer yet: no game to continue (the caller knows), no
    guided game begun, no profile."""
    return not tutorial_path(folder).exists() and not kept_any(folder)


class MainMenu(ButtonScene):
    paints_window = True      # the backdrop first, over the whole window
    own_f1 = True             # F1: its Rules button's way (handle_event)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tiles: dict[str, pygame.Rect] = {}      # a way to play -> its picture's tile
        self.first = False
        self.title_box = pygame.Rect(0, 0, 0, 0)
        self.ts = 104                                # the name's size (enter)
        self.stage = pygame.Rect(0, 0, 0, 0)         # the glass under the answers
        self.subs: dict[str, list[str]] = {}         # a way to play -> its lines under it
        self.primary_sub: tuple[str, tuple[int, int]] | None = None   # New game's line
        self.continue_sub: tuple[str, tuple[int, int]] | None = None  # the game Continue
        #                                              opens, under the small answers

    # -- where things stand ---------------------------------------------------------------
    def _title_size(self, h: int) -> int:
        return min(round(104 * fonts.window), h // 8)     # the name, in the display face

    def enter(self) -> None:
        w, h = self.app.size
        u = fonts.window                       # a large window: everything as large
        last = last_game(self.app.save_dir)
        self.first = last is None and first_start(self.app.save_dir)
        # every answer keeps its place whether or not a game waits: New game is always the
        # first answer, Continue always the first small one (greyed when there is nothing to
        # continue), so a click learnt on one visit lands on the same answer on the next
        modes = [m for m in MODES if m != "new"]
        small = ("continue",) + SMALL
        words, first = t("menu.new"), "new"
        f = font(PRIMARY_FONT, True)
        words = fit(words, PRIMARY_FONT, w - 120, bold=True)
        pw = min(w - 80, max(round(440 * u), f.size(words)[0] + round(64 * u)))
        ph = max(round(60 * u), f.get_height() + 20)
        # the small answers and Quit
        sf = font(SMALL_FONT, True)
        sh = max(round(40 * u), sf.get_height() + 14)
        sgap = round(12 * u)
        # one width for all (round 7: German's row of uneven buttons looked careless)
        swidths = [max(sf.size(t(f"menu.{n}"))[0] for n in small) + round(36 * u)] * len(small)
        srows = 1 if sum(swidths) + sgap * (len(small) - 1) <= w - 120 else 2
        qf = font(QUIET_FONT, True)
        qh = max(round(34 * u), qf.get_height() + 10)
        # the ways to play: a row of pictures (two rows when one would be too wide)
        tf = font(TILE_FONT, True)
        gap = round(20 * u)
        least = max(tf.size(t(f"menu.{m}"))[0] for m in modes) + 28
        tw = max(round(236 * u), least)
        cols = len(modes)
        if cols * tw + (cols - 1) * gap > w - 80:
            tw = (w - 80 - (cols - 1) * gap) // cols
            if tw < least:
                cols, tw = 2, max(least, round(236 * u))
        rows = -(-len(modes) // cols)
        # what each way to play is, under its name: the same number of lines on every tile
        # (the tiles as wide as their lines need, where the window has the room)
        sub_w = max(font(SUB).size(t(f"menu.{m}.sub"))[0] for m in modes) + px(20)
        tw = max(tw, min(sub_w, (w - 80 - (cols - 1) * gap) // cols))
        self.subs = {m: wrap(t(f"menu.{m}.sub"), SUB, tw - px(16))[:SUB_LINES] for m in modes}
        sub_h = max(len(v) for v in self.subs.values()) * line_height(SUB)
        label_h = tile_label_height(sub_h)
        primary_sub = line_height(SUB) + px(4) if first == "new" else 0
        continue_sub = line_height(SUB) + px(4)   # (kept with no game: nothing moves)
        # the height left for the pictures: the rest of the window between title and Quit;
        # where it leaves them small (a large text in a small window) the title and the
        # air between the parts give some of theirs
        ribbon = line_height(13, True) + px(6)   # "Start here" (its room kept: nothing moves)
        for title_k, air_k, foot_k in ((1.0, 24, 56), (0.8, 16, 40), (0.64, 10, 30)):
            self.ts = round(self._title_size(h) * title_k)
            name_h = font(self.ts, True, display=True, scaled=False).get_height()
            self.title_box = pygame.Rect(0, int(h * 0.035), w, name_h + line_height(18) + 10)
            air = round(air_k * u)
            fixed = ph + primary_sub + air + ribbon + air + srows * sh + continue_sub \
                + (srows - 1) * sgap + (rows - 1) * gap
            room = h - self.title_box.bottom - air - qh - round(foot_k * u) - fixed
            th = max(label_h + 56, min(round(tw * 0.84), room // rows))
            if th - label_h >= round(PICTURE * u):
                break
        y = self.title_box.bottom + air + max(0, (room - rows * th) // 3)
        self.add_button((w // 2 - pw // 2, y, pw, ph), words, first, "#menu_primary")
        self.primary_sub = (t("menu.new.sub"), (w // 2, y + ph + px(4))) if primary_sub \
            else None
        y += ph + primary_sub + air + ribbon
        self.tiles = {}
        for k, m in enumerate(modes):
            r, c = divmod(k, cols)
            in_row = min(cols, len(modes) - r * cols)
            x0 = w // 2 - (in_row * tw + (in_row - 1) * gap) // 2
            rect = pygame.Rect(x0 + c * (tw + gap), y + r * (th + gap), tw, th)
            self.tiles[m] = rect
            tile = _Tile(rect, t(f"menu.{m}"), self.app.ui, object_id="#menu_tile",
                         pad_y=TILE_PAD_Y + sub_h + px(3))      # its name over its line
            self.buttons[tile] = m
        y += rows * th + (rows - 1) * gap + air
        # Load, Profiles, Rules, Settings (and a Continue with nothing to continue)
        per_row = -(-len(small) // srows)
        for r in range(srows):
            names = small[r * per_row:(r + 1) * per_row]
            widths = swidths[r * per_row:(r + 1) * per_row]
            x = w // 2 - (sum(widths) + sgap * (len(names) - 1)) // 2
            for n, bw in zip(names, widths, strict=True):
                b = self.add_button((x, y, bw, sh), t(f"menu.{n}"), n, "#menu_small")
                if n == "continue" and last is None:
                    b.disable()
                    b.tool_tip_text = t("menu.no_autosave_guided", name=t("menu.tutorial")) \
                        if tutorial_path(self.app.save_dir).exists() else t("menu.no_autosave")
                elif n == "continue":                # which game it resumes, on hover
                    b.tool_tip_text = continue_words(*last)
                x += bw + sgap
            y += sh + sgap
        # which game Continue opens, said under the small answers ("Continue — against
        # Adept, round 3"), its room kept when no game waits
        said = fit(continue_words(*last), SUB, w - 120) if last is not None else ""
        self.continue_sub = (said, (w // 2, y - sgap + px(4))) if said else None
        rects = [b.rect for b in self.buttons]
        rects.append(pygame.Rect(w // 2, y - sgap, 1, continue_sub))
        quit_top = h - qh - round(14 * u)
        content = rects[0].unionall(rects[1:])
        pad = max(6, min(round(22 * u), content.y - self.title_box.bottom - 4))  # below the rule
        foot = max(6, min(pad, quit_top - 6 - content.bottom))   # clear of Quit
        self.stage = pygame.Rect(content.x - round(32 * u), content.y - pad,
                                 content.w + round(64 * u), content.h + pad + foot)
        qw = qf.size(t("menu.quit"))[0] + round(30 * u)
        self.add_button((w - qw - round(18 * u), quit_top, qw, qh),
                        t("menu.quit"), "quit", "#menu_quiet")

    def leave(self) -> None:
        _GROUNDS.clear()                # (a whole window's picture: made again on return)

    def toast_anchor(self) -> tuple[int, int]:
        """A toast ("no sound device") stands centred under the menu's card, in the middle
        of the room below it (never off-centre, never over the card's frame)."""
        w, h = self.app.size
        tall = line_height(TOAST_SIZE) + px(12)
        return (w // 2, min(h - 6, (self.stage.bottom + h + tall) // 2))

    def toasts_keep_clear(self) -> list:
        return [self.stage]

    def at_rest(self) -> bool:
        return True                     # nothing on the menu moves by itself

    def handle_event(self, event) -> None:
        name = self.pressed(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            name = "rules"                      # F1: the rules book, as in a game
        if name is None:
            return
        self.app.sounds.play("click")
        if name == "quit":
            self.app.running = False
        elif name == "continue":
            continue_last(self.app)
        elif name == "tutorial":
            open_tutorial(self.app)
        else:
            self.app.open(OPENS.get(name, name))

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        first = next((b.rect for b, n in self.buttons.items() if n in ("continue", "new")
                      and b.object_ids[-1] == "#menu_primary"), None)
        if fonts.drawn is None:                 # the still part, drawn once for its form
            surf.blit(_ground(self, surf.get_size(), first), (0, 0))
        else:                                   # (the layout tests see its words drawn)
            self._ground(surf, first)
        u = fonts.window
        lines = max((len(v) for v in self.subs.values()), default=0)
        label_h = tile_label_height(lines * line_height(SUB))
        for mode, rect in self.tiles.items():
            pic = rect.inflate(-round(12 * u), 0)
            pic.y, pic.h = rect.y + round(6 * u), rect.h - label_h - round(6 * u)
            draw_card(surf, rect, alpha=228, rim=0, shadow=True)
            surf.blit(mode_picture(mode, pic.w, pic.h), pic.topleft)
            surf.blit(tile_frame(rect.w, rect.h, self._tile_state(mode)), rect.topleft)
            y = rect.bottom - TILE_PAD_Y - lines * line_height(SUB)
            for line in self.subs.get(mode, []):
                img = text(line, SUB, P.INK_DIM)
                surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
                y += line_height(SUB)
            if mode == "tutorial" and self.first:
                self._start_here(surf, rect)

    def _ground(self, surf: pygame.Surface, first: pygame.Rect | None) -> None:
        """The backdrop, veiled, Luna's name, the card under the answers, the first
        answer's glow and the words under it."""
        draw_backdrop(surf)
        w, h = surf.get_size()
        surf.blit(_veil(w, h), (0, 0))
        self._title(surf)
        draw_card(surf, self.stage, alpha=150, rim=1)
        if first is not None:                   # the first answer in a warm glow
            glow = _glow(first.w, first.h)
            surf.blit(glow, glow.get_rect(center=first.center))
        for words, at in filter(None, (self.primary_sub, self.continue_sub)):
            img = text(words, SUB, P.INK_DIM)
            surf.blit(img, img.get_rect(midtop=at))

    def _tile_state(self, mode: str) -> str:
        button = next((b for b, n in self.buttons.items() if n == mode), None)
        if button is None or not button.is_enabled:
            return "normal"
        return "active" if button.held else "hovered" if button.hovered else "normal"

    def _title(self, surf: pygame.Surface) -> None:
        """Luna's name with the full moon rising behind its last letter, the line under it."""
        w, h = surf.get_size()
        box = self.title_box
        ts = self.ts
        name = text(t("menu.title"), ts, P.GOLD, bold=True, display=True, scaled=False)
        nr = name.get_rect(midtop=(w // 2, box.y))
        moon = full_moon(max(6, int(ts * 0.3)))
        surf.blit(moon, moon.get_rect(center=(nr.right + ts * 0.32, nr.y + ts * 0.3)))
        surf.blit(name, nr)
        sub = text(t("menu.subtitle"), 18, P.INK_DIM)
        sr = sub.get_rect(midtop=(w // 2, nr.bottom - round(ts * 0.12)))
        surf.blit(sub, sr)
        draw_rule(surf, w // 2, sr.bottom + 5, min(w - 80, max(260, sr.w + 200)))

    def _start_here(self, surf: pygame.Surface, tile: pygame.Rect) -> None:
        """A first start: Learn to play wears a gold ribbon over its picture's corner."""
        words = text(t("menu.start_here"), 13, P.NIGHT, bold=True, shadow=False)
        r = words.get_rect()
        r.inflate_ip(px(16), px(6))
        r.midbottom = (tile.centerx, tile.y - 3)     # (the tile's rim is drawn over it)
        pygame.draw.rect(surf, P.GOLD, r, border_radius=r.h // 2)
        pygame.draw.rect(surf, P.GOLD_BRIGHT, r, 1, border_radius=r.h // 2)
        surf.blit(words, words.get_rect(center=r.center))


TILE_PAD_Y = 10         # under a tile's last line
TILE_LIGHT = {"normal": 0, "hovered": 26, "active": 44}     # the gold over a tile's picture


@lru_cache(maxsize=16)
def tile_frame(w: int, h: int, state: str) -> pygame.Surface:
    """A way to play's rim, brass at rest and gold under the pointer, with a gold light
    over its picture while pointed at or pressed: drawn twice as large and scaled down
    once, for smooth corners."""
    big = pygame.Surface((2 * w, 2 * h), pygame.SRCALPHA)
    r = big.get_rect()
    radius = 2 * P.RADIUS_CARD
    if TILE_LIGHT[state]:
        pygame.draw.rect(big, (*P.GOLD, TILE_LIGHT[state]), r, border_radius=radius)
    pygame.draw.rect(big, P.RIM if state == "normal" else P.GOLD, r, 5, border_radius=radius)
    return pygame.transform.smoothscale(big, (w, h))


def tile_label_height(sub_h: int) -> int:
    """A tile's words under its picture: its name over the lines saying what it is."""
    return font(TILE_FONT, True).get_height() + 2 * TILE_PAD_Y + sub_h


_GROUNDS: dict[tuple, pygame.Surface] = caches.kept({})


def _ground(menu: MainMenu, size: tuple[int, int], first: pygame.Rect | None
            ) -> pygame.Surface:
    """The menu's still part (MainMenu._ground) for what it is drawn from, kept: a frame
    blits one opaque picture of the window's format, the pixels drawing it in turn gave."""
    key = (size, fonts.scale, t("menu.title"), t("menu.subtitle"), menu.ts,
           tuple(menu.title_box), tuple(menu.stage), tuple(first) if first else None,
           menu.primary_sub and (menu.primary_sub[0], tuple(menu.primary_sub[1])),
           menu.continue_sub and (menu.continue_sub[0], tuple(menu.continue_sub[1])))
    made = _GROUNDS.get(key)
    if made is None:
        if len(_GROUNDS) >= 4:
            _GROUNDS.clear()
        ground = pygame.Surface(size)
        menu._ground(ground, first)
        made = _GROUNDS[key] = art.plain_copy(ground)
    return made


class _Tile(UIButton):
    """A way to play's tile: its name stands `pad_y` over its foot, above its line, from
    its first build (set after it, each tile was built twice, ~1.3 ms each)."""

    def __init__(self, *args, pad_y: int, **kwargs) -> None:
        self.pad_y = pad_y
        super().__init__(*args, **kwargs)

    def rebuild(self) -> None:
        self.text_vert_alignment_padding = self.pad_y      # (the theme's is a plain 10)
        super().rebuild()


def _veil(w: int, h: int) -> pygame.Surface:
    """A soft darkening towards the window's edges, so the title and the answers stand in
    the moonlight and the islands round them recede (drawn into the menu's kept ground,
    not kept itself: a whole window's picture)."""
    return pygame.transform.smoothscale(_veil_grid(), (w, h))


@lru_cache(maxsize=1)
def _veil_grid() -> pygame.Surface:
    """The veil's coarse grid, the same for every window (made once: its 2,560 points
    were ~35 ms of each ground drawn; not to be drawn on)."""
    small = pygame.Surface((64, 40), pygame.SRCALPHA)
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 19.5) / 20
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (4, 7, 18, int(150 * d ** 1.6)))
    return small


@lru_cache(maxsize=4)
def _glow(w: int, h: int) -> pygame.Surface:
    """A soft gold light round the first answer."""
    pad = max(12, h // 2)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for k in range(pad, 0, -2):
        a = int(34 * (1 - k / pad) ** 1.5)
        pygame.draw.rect(s, (*P.GOLD, a), pygame.Rect(pad - k, pad - k, w + 2 * k, h + 2 * k),
                         border_radius=P.RADIUS_CARD + k)
    return s


def continue_words(path, doc: dict) -> str:
    """Continue's button, saying which game it resumes: "Continue — against Adept,
    round 3" (the computers' levels), a LAN table, a solo game or the hot seat's names."""
    info = doc.get("info") or {}
    rnd = info.get("round") or 1
    header = doc["header"]
    if path.name.startswith("lan-"):
        return t("menu.continue_lan", round=rnd)
    if header.get("solo_level"):
        return t("menu.continue_solo", level=header["solo_level"], round=rnd)
    levels = list(dict.fromkeys(s.kind for s in seats_of(header) if s.is_computer))
    if levels:
        who = ", ".join(t(f"level.{k}") if has(f"level.{k}") else t(f"seat.{k}")
                        for k in levels)
        foes = sum(1 for s in seats_of(header) if s.is_computer)
        return t("menu.continue_vs", who=who, round=rnd, count=foes)
    return t("menu.continue_with", who=", ".join(seat_names(header["names"], header["colours"])),
             round=rnd)
