"""The side panel's player cards: a player's colour, name, influence counting, favours
held, projected score, supply and council seat in its foot, in the form the panel's room
allows (`panel`: the PanelView of game/panel.py, which lays them out)."""

from __future__ import annotations

import time

import pygame

from ...text import i18n, t
from ..board import animations, art
from ..board.seat_card import portrait
from ..board.targets import Held, PanelItem, Player
from ..widgets import palette as P
from ..window import fonts
from ..window.fonts import fit, font
from . import projection
from .panel_art import (
    _FADED_DOT,
    ARROW_DIM,
    COUNTING,
    DIM,
    FOOT_LEAST,
    GLOW,
    INK,
    LOG_LEAST,
    NAME,
    STRIP,
    _arrow,
    _card,
    _dotted,
    _foot_form,
    _foot_of,
    _foot_row,
    _glow,
    _line_token,
    _pill,
    _show,
    _sketched,
    pill_baseline,
    small_size,
    text,
    turn_size,
)

FAVOUR_SEEN = 16      # px: a card's favours no smaller where it has no foot (12 px ones
#                       were not found: they are read at a glance, clicked to be spent)
FAVOUR_LEAST = 12     # px: a favour token in the scoreboard's line no smaller (a dot does
#                       not read); under three quarters of the line's token only where the
#                       line is the one place the favours are read, beside the "to move"
#                       pill, and that stands them all (every favour held read on the card,
#                       something saying whose turn it is)


def supply_line(panel, surf, snap: dict, p: int, line: pygame.Rect, s: float, board,
                 right: bool = False) -> bool:
    """Player `p`'s supply in one line: its word, the novices and shrines pictured
    with their numbers, as on a card's foot; its hover text the card foot's. `right`:
    at the line's right end, without its word where only so it fits, and not at all
    where neither fits (False)."""
    colour, size = snap["colours"][p], turn_size(s)
    tall = max(8, min(line.h - 2, round(font(size).get_linesize() * 1.4)))
    parts = [(text(t("panel.supply"), size, DIM), 8),
             (art.novice(colour, tall), 2),
             (text(f"×{snap['supply']['novices'][p]}", size, INK, True), 10),
             (art.shrine(colour, tall), 2),
             (text(f"×{snap['supply']['shrines'][p]}", size, INK, True), 0)]
    x = line.x
    if right:
        for shown in (parts, parts[1:]):
            wide = sum(img.get_width() + gap for img, gap in shown)
            if wide <= line.w:
                parts, x = shown, line.right - wide
                break
        else:
            return False
    drawn = []
    for img, gap in parts:
        drawn.append(surf.blit(img, img.get_rect(midleft=(x, line.centery))))
        x += img.get_width() + gap
    board.hit(drawn[-4].unionall(drawn[-3:]), PanelItem(p, "supply"))
    return True


def kept_player(panel, surf, snap, p, rect, s, board, thinking) -> None:
    """Player `p`'s card as last drawn while nothing on it changed, else drawn anew into
    a sketch (a frame drew ~40 words and pictures of the cards, the same each time);
    drawn each frame while its score counts or its "thinking" dots move, and for the
    layout tests' recording surface."""
    counted = panel.counter.value(p, snap["influence"][p]) if panel.counting \
        else (snap["influence"][p], 0)
    if counted[1] or thinking == p or fonts.drawn is not None:
        player(panel, surf, snap, p, rect, s, board, thinking)
        return
    key = (rect, s, fonts.scale, fonts.window, panel.pictures, panel.compact, panel.tray,
           panel.board_foot, panel.projected_said,
           i18n.language(), snap["colours"][p], snap["names"][p], counted,
           projection.shown(snap, p, counted[0], panel.coming),     # (what it shows)
           snap["to_move"] == p and not panel.scoring, panel.past,
           tuple(snap["favours"][p]), tuple(_foot_of(snap, q)
                                             for q in range(snap["players"])))
    kept = panel._cards.get(p)
    if kept is None or kept[0] != key:
        panel.badge_rect = None
        blits, hits = _sketched(surf.get_size(), lambda sketch, noted: player(panel,
            sketch, snap, p, rect, s, noted, thinking))
        kept = panel._cards[p] = (key, blits, hits, panel.badge_rect,
                                 panel.player_points.pop(), panel.score_points.pop())
    _, blits, hits, badge_rect, point, score = kept
    _show(surf, board, blits, hits)
    if badge_rect is not None:
        panel.badge_rect = badge_rect
    panel.player_points.append(point)
    panel.score_points.append(score)


def player(panel, surf, snap, p, rect, s, board, thinking) -> None:
    x, y, w, h = rect
    k = s * fonts.scale * panel.pictures
    colour = snap["colours"][p]
    to_move = snap["to_move"] == p and not panel.scoring
    foot_h = panel.foot_height(s, k)
    if to_move:                               # the one to move: lit, in a gold glow
        glow = _glow(w, h)
        surf.blit(glow, (x - GLOW, y - GLOW))
    surf.blit(_card(w, h, colour, to_move, foot_h), (x, y))
    board.hit((x, y, w, h), Player(p))
    foot = pygame.Rect(x + 3, y + h - foot_h - 3, w - 6, foot_h)
    # the player's piece, its symbol at its foot
    face = portrait(colour, int(34 * k), min(int(42 * k), foot.y - y - 6))
    top = panel.air[0]
    surf.blit(face, (x + 8, y + top - 1))
    left = x + 12 + face.get_width()
    # the influence, counting up, and the projection under it
    score, way = panel.counter.value(p, snap["influence"][p]) if panel.counting \
        else (snap["influence"][p], 0)
    big = panel.score_size
    infl = text(str(score), int(big * s * (1.12 if way else 1)), COUNTING[way], bold=True)
    iy = y + max(1, top - 4)
    right = x + w - 10                # the influence's right edge (the scoreboard's
    if panel.tray >= STRIP:            # projection stands right of it: "13 → 19")
        right -= projected_in_line(panel, surf, snap, p, rect, score, infl, iy, to_move,
                                         board)
    surf.blit(infl, (right - infl.get_width(), iy))
    # the name stops short of the score, shortened with "…" where its line is too
    # short for it (a typed name may be 16 wide letters: F290)
    name = fit(snap["names"][p], int(NAME * s), right - infl.get_width() - 8 - left, True)
    nm = text(name, int(NAME * s), INK, bold=True)
    surf.blit(nm, (left, y + top - 1))
    board.hit((right - infl.get_width(), iy, infl.get_width(), infl.get_height()),
              PanelItem(p, "influence"))
    panel.score_points.append((right - infl.get_width(), iy + infl.get_height() / 2))
    scores = x + w - right + infl.get_width()     # the line's scores' room (px)
    panel.player_points.append((x + w - 40, y + h / 2))
    board_form = panel.tray >= STRIP
    line = (x, y, w, h - (foot.h + 3 if foot.h else 0))      # (the scoreboard's line)
    end = footer(panel, surf, snap, p, foot, s, k, board) if board_form and foot.h \
        else None                     # (the foot's drawn right edge)
    keep = 0                          # the "to move" pill beside the name in every round,
    if board_form and snap["favours"][p] and (panel.turn_line or end is None) and \
            foot_room(snap, p, foot, end, nm, line) is None:   # its favours at the
        tok = _line_token(nm, h) if panel.turn_line else min(_line_token(nm, h), FAVOUR_SEEN)
        keep = len(snap["favours"][p]) * (tok + 3) + 6       # foot where the line has
    #   no room for them; where the foot cannot hold them all the pill goes first (the lit
    #   card and the turn line say whose turn); with no turn line the favours give way
    #   where the foot shows them (something always says whose turn it is); on a card
    #   with no foot the pill stands where it leaves them FAVOUR_SEEN px, else it goes
    #   (they are spent from the card and would stand nowhere; the lit card says whose
    #   turn)
    pill(panel, surf, x, y, w, top, left, nm, scores, s, thinking == p, to_move, keep)
    if not board_form:                 # a line each while a tray wants the room: no more
        more(panel, surf, snap, p, rect, s, board, score, iy, left, nm, infl, foot, k)
    else:                             # (the scoreboard: its favours in the line still,
        #                               clickable, its foot where the room is)
        few = line_room(panel, snap, p, line, left, nm, scores)[2] < len(snap["favours"][p])
        if not (few and end is not None and held_in_foot(surf, snap, p, foot, end, nm,
                                                         line, board)):
            held_in_line(panel, surf, snap, p, line, board, left, nm, scores,
                         only=end is None and not panel.turn_line)


def says_projected(panel, snap, p, w, h, s, counted: bool | None = None) -> bool:
    """Whether card `p`'s one line holds the projection's word beside its name, its
    favours, its "to move" pill where no turn line stands (the turn's show marks the
    mover by it; `counted`: the pill counted or not, if said) and its influence (an
    arrow to "11" beside "5" is unexplained until hovered: F057)."""
    name = text(snap["names"][p], int(NAME * s), INK, bold=True)
    k = s * fonts.scale * panel.pictures
    left = 12 + portrait(snap["colours"][p], int(34 * k),
                         max(1, min(int(42 * k), h - panel.air[0] - 6))).get_width()
    tok = max(12, round(_line_token(name, h) * 0.75))   # (as small as _held_in_line
    held = len(snap["favours"][p]) * (tok + 3) + 6 if snap["favours"][p] else 0   # goes)
    tags = (t("panel.to_move"), t("panel.thinking").rstrip("… ."))
    dots = 10 * max(2, round(1.8 * s)) + 2      # (as _pill: its word, its dots)
    pill = max(text(tag, int(12 * s), INK, bold=True, shadow=False).get_width()
               for tag in tags) + dots + 18 if snap["to_move"] == p and (
        not panel.turn_line if counted is None else counted) else 0   # (where the turn
    #   line says whose turn, the pill gives way to the scores: the lit card and the
    #   line say it, F442) (counted
    #   on the board as it was too, where no chip stands: one notation, "→ 22", in the
    #   look back as in play)
    score = text(str(max(snap["influence"])), int(panel.score_size * s), INK, True)
    said = text(t("panel.projected", score=projection.most(snap, panel.coming)), LOG_LEAST, INK)
    return left + name.get_width() + 8 + held + pill + score.get_width() + 5 \
        + said.get_width() + 5 + 10 <= w


def projected_in_line(panel, surf, snap, p, rect, score, infl, iy, to_move, board
                       ) -> int:
    """The scoreboard's projection right of the influence, in the panel's least running
    words (LOG_LEAST at the text size; a hover text alone is not seen): "projected 11" where
    every card's line holds it, else an arrow and the figure (drawn, not a character of the
    font); its hover text says what it is. The room it takes (px)."""
    x, y, w, h = rect
    projected = projection.shown(snap, p, score, panel.coming)      # (as _more's)
    ink = INK if to_move else DIM
    if panel.projected_said:
        fig = text(t("panel.projected", score=projected), LOG_LEAST, ink)
        wide = fig.get_width()
        at = x + w - 10 - wide
        base = iy + infl.get_height() - fig.get_height()
        surf.blit(fig, (at, base))
        board.hit((at, base, wide, fig.get_height()), PanelItem(p, "projected"))
        return wide + 5
    # the arrow and its figure are one thing to point at (the hover text on both): one hover
    # target as high as the influence's line, the arrow dimmer than the figure, a dotted line
    # under both inviting it
    fig = text(str(projected), LOG_LEAST, ink)
    arrow = _arrow(max(6, fig.get_height() // 2), ARROW_DIM)
    wide = arrow.get_width() + 3 + fig.get_width()
    at = x + w - 10 - wide
    base = iy + infl.get_height() - fig.get_height()      # on the influence's foot
    mid = base + fig.get_height() // 2 + 1
    surf.blit(arrow, arrow.get_rect(midleft=(at, mid)))
    surf.blit(fig, (at + arrow.get_width() + 3, base))
    dot = max(1, fig.get_height() // 12)
    under = min(base + fig.get_height() - fig.get_height() // 8, y + h - 2 - dot)
    surf.blit(_dotted(wide, ARROW_DIM, dot), (at, under))
    top = min(iy, base)
    board.hit((at - 2, top, wide + 4, under + dot + 1 - top), PanelItem(p, "projected"))
    return wide + 5


def held_in_foot(surf, snap, p, foot: pygame.Rect, end: int, nm, line, board) -> bool:
    """The scoreboard's favours at the right end of the card's foot, right of its supply
    and council seat (`end`: the foot's drawn right edge), each as large as in the line,
    where all of them stand there and not in the line (its "to move" pill, its scores
    leave them too little): True where drawn. A player's favours are all read on the
    board, the one to move's too."""
    held, room = snap["favours"][p], foot_room(snap, p, foot, end, nm, line)
    if room is None:
        return False
    start, tok = room
    fy = foot.centery - tok // 2
    for kind in held:
        surf.blit(art.favour_token(kind, tok), (start, fy))
        board.hit((start, fy, tok, tok), Held(p, kind))
        start += tok + 3
    return True


def foot_room(snap, p, foot: pygame.Rect, end: int | None, nm, line) -> tuple | None:
    """(where, size) of the favours at the foot's right end (held_in_foot), None where
    the card has no foot or they do not all stand there."""
    if end is None or not foot.h:
        return None
    tok = max(10, min(_line_token(nm, line[3]), foot.h + 2))    # (into the card's margin
    #                                                                 under its foot: a token
    #                                                                 spent from here reads)
    start = foot.right - 8 - len(snap["favours"][p]) * (tok + 3) + 3
    return (start, tok) if start >= end + 8 else None


def line_room(panel, snap, p, rect, left, nm, scores, only: bool = False
              ) -> tuple[int, int, int]:
    """Where the scoreboard line's favours start, their size and how many stand there;
    `only`: the line is the one place they are read (no foot, the pill beside the name
    where no turn line says whose turn): as small as FAVOUR_LEAST px where that stands
    them all (else as many as stand at three quarters of the line's token, FAVOUR_SEEN
    px at least)."""
    x, y, w, h = rect
    held = snap["favours"][p]
    tok = _line_token(nm, h)
    start = max(left + nm.get_width() + 8,
                panel.badge_rect.right + 6 if panel.badge_rect is not None
                and panel.badge_rect.y < y + h and panel.badge_rect.bottom > y else 0)
    end = x + w - scores - 6
    fit = (end - start + 3) // max(1, len(held)) - 3     # the size that stands them all
    tok = max(FAVOUR_LEAST if only and fit >= FAVOUR_LEAST else
              max(FAVOUR_LEAST, min(FAVOUR_SEEN, tok), round(tok * 0.75)), min(tok, fit))
    return start, tok, max(0, (end - start + 3) // (tok + 3))


def held_in_line(panel, surf, snap, p, rect, board, left, nm, scores, only=False) -> None:
    """The scoreboard's favours: small tokens in the card's one line, right of the name
    (and its "to move" pill), left of the `scores` (px from the card's right edge), as
    many as the line holds (a little smaller where that shows them all, the projection
    beside the influence too: no smaller, a dot does not read); the card's hover text
    names them all."""
    x, y, w, h = rect
    held = snap["favours"][p]
    if not held:
        return
    start, tok, shown = line_room(panel, snap, p, rect, left, nm, scores, only)
    fy = y + (h - tok) // 2
    for kind in held[:shown]:
        surf.blit(art.favour_token(kind, tok), (start, fy))
        board.hit((start, fy, tok, tok), Held(p, kind))
        start += tok + 3


def more(panel, surf, snap, p, rect, s, board, score, iy, left, nm, infl, foot, k
          ) -> None:
    """A card's projection, favours held and foot, under its name and influence."""
    x, y, w, h = rect
    top = panel.air[0]
    to_move = snap["to_move"] == p and not panel.scoring
    big = panel.score_size
    # the projection moves with the counted score (game/projection.py)
    projected = projection.shown(snap, p, score, panel.coming)
    proj = text(t("panel.projected", score=projected), small_size(s, 11),
                INK if to_move else DIM)         # (the lit card is lighter: dim is soft)
    py_ = iy + 2 + font(big * s, True).get_height()
    surf.blit(proj, (x + w - proj.get_width() - 10, py_))
    board.hit((x + w - proj.get_width() - 10, py_, proj.get_width(), proj.get_height()),
              PanelItem(p, "projected"))
    # the favours held, as large as the row allows
    held = snap["favours"][p]
    fy = y + top + 1 + max(nm.get_height(), int(20 * k))
    room = x + w - 14 - max(proj.get_width(), infl.get_width()) - left
    tok = max(12, min(int(26 * k), (foot.y - 2 - fy), room // max(1, len(held)) - 3))
    fx = left
    for kind in held:
        surf.blit(art.favour_token(kind, tok), (fx, fy))
        board.hit((fx, fy, tok, tok), Held(p, kind))
        fx += tok + 3
    if foot.h:
        footer(panel, surf, snap, p, foot, s, k, board)


def pill(panel, surf, x, y, w, top, left, nm, scores, s, busy, to_move, keep=0) -> None:
    """"To move" (or thinking) on a gold pill beside the name of the one to move (none
    on the board as it was: no one is to move looking back)."""
    if to_move and not panel.past:
        # thinking: the word whole, then three drawn dots that light in turn (a
        # typed "überlegt." read as a word cut off); all lit with reduced motion
        tag = t("panel.thinking").rstrip("… .") if busy else t("panel.to_move")
        pill = text(tag, int(12 * s), P.NIGHT, bold=True, shadow=False)
        dot = max(2, round(1.8 * s))              # a dot's radius; 3 radii apart
        extra = 10 * dot + 2 if busy else 0
        room = x + w - scores - 8 - (left + nm.get_width() + 8) - keep
        if pill.get_width() + extra + 12 <= room:
            r = pill.get_rect(midleft=(left + nm.get_width() + 14,
                                       y + top - 1 + nm.get_height() // 2))
            surf.blit(_pill(r.w + extra + 12, r.h + 4, r.h), (r.x - 6, r.y - 2))
            surf.blit(pill, r)
            if busy:
                lit = 3 if animations.calm else 1 + int(time.monotonic() * 3) % 3
                base = pill_baseline(r, s)
                for i in range(3):
                    pygame.draw.circle(surf, P.NIGHT if i < lit else _FADED_DOT,
                                       (r.right + 3 * dot + i * 3 * dot, base), dot)
            panel.badge_rect = pygame.Rect(r.x, r.y, r.w + extra, r.h).inflate(12, 4)


def footer(panel, surf, snap, p, foot: pygame.Rect, s, k, board) -> int:
    """The card's foot: the supply's novices and shrines, the council seat (its disc)
    and the novices waiting on the jetty, each pictured with its number. It never runs
    past the card: where the row is too long (a large text size, a narrow panel) the
    council's word gives way to its number, the gaps close up, then the words and the
    pictures step down (never below FOOT_LEAST px; the scoreboard's foot never below
    the log's least words); every card alike (_foot_form). Its drawn right edge."""
    feet = tuple(_foot_of(snap, q) for q in range(snap["players"]))
    least = fonts.px(LOG_LEAST) if panel.tray >= STRIP else FOOT_LEAST   # (the
    big = max(least, fonts.px(small_size(s)))             # scoreboard's: the log's least)
    size, pic, seat_words, gap = _foot_form(feet, foot.w - 14, big, k, foot.h - 2,
                                            t("panel.council", seat=0), least)
    row = _foot_row(*feet[p], size, pic, foot.h - 2, seat_words, gap)
    parts, _ = row[:-1], row[-1]
    x0, cy = foot.x + 8, foot.centery
    end = x0
    for img, dx, _group in parts:
        at = img.get_rect(midleft=(x0 + dx, cy))
        surf.blit(img, at)
        end = max(end, at.right)
    for group, item in ((0, "supply"), (1, "council"), (2, "jetty")):
        xs = [(dx, dx + img.get_width()) for img, dx, g in parts if g == group]
        if not xs:
            continue
        left, right = min(a for a, _ in xs), max(b for _, b in xs)
        board.hit((x0 + left, foot.y + 2, right - left, foot.h - 4), PanelItem(p, item))
    return end
