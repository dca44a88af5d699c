"""Menus' dialogs: new game, solo game (the settings: screens/settings_dialog.py)."""

from __future__ import annotations

import html
import random

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UITextBox, UITextEntryLine

from ... import profiles
from ... import text as i18n
from ...engine import new_game
from ...engine.data import COLOURS
from ...seats import NEW_GAME_KINDS as SEAT_KINDS
from ...text import t
from ...text.profile_text import suggestion_text, suggestion_why, use_tip
from ..board.seat_card import draw_seat_card, draw_swatch, portrait
from ..opening import offered_names, open_game
from ..widgets import palette as P
from ..widgets.dropdown import DropDown
from ..widgets.look.strength import BARS, draw_strength, kind_labels, level_tip, rank
from ..window.fonts import text
from ..window.settings import NAME_LONGEST
from .card import Dialog

SWATCH = "#swatch"        # a colour's button: the disc and symbol drawn under it


class SeatCards:
    """What the New game and Solo dialogs share: a card for each seat (its piece large in
    its colour, the name field, the colour's swatches, the seat's kind)."""

    def seat_card(self, p: int, y: float, kinds: list[str] | None, width: float):
        """Seat `p`'s card at `y` (units), `width` wide from x = 24: returns its name
        field, its swatches (button -> colour) and its kind's drop-down (None in solo)."""
        at, ui = self.at, self.app.ui
        self.cards.append((p, (24, y, width, CARD_H)))
        name = self.add(UITextEntryLine(at(120, y + 30, 180, 34), ui))
        name.set_text(self.names[p])
        name.set_text_length_limit(NAME_LONGEST)
        swatches = {}
        for k, c in enumerate(COLOURS):
            b = self.button("", at(314 + k * 42, y + 17, 38, 38), SWATCH)
            b.tool_tip_text = t(f"colour.{c}")
            swatches[b] = c
        kind = None
        if kinds is not None:                # a level with its place on the ladder
            box = at(496, y + 19, width - 488, 34)
            names = kind_labels(kinds, box.w)
            self.kind_words = dict(zip(names, kinds, strict=True))
            kind = self.add(DropDown(names, names[kinds.index(self.kinds[p])], box, ui))
            kind.set_tips({n: level_tip(k, self.seats) for n, k in self.kind_words.items()
                           if rank(k)})
        return name, swatches, kind

    def kind_word(self, kind: str) -> str:
        """The words a seat's list shows for `kind` (a level: with its place)."""
        return next(n for n, k in self.kind_words.items() if k == kind)

    def draw_seats(self, surf: pygame.Surface) -> None:
        for p, (x, y, w, h) in self.cards:
            colour = self.colours[p]
            card = self.at(x, y, w, h)
            draw_seat_card(surf, card, colour)
            face = self.at(x + 10, y + 3, 84, h - 6)
            surf.blit(portrait(colour, face.w, face.h), face.topleft)
            cap = text(t("new.seat", n=p + 1), 12, P.INK_DIM, shadow=False)
            name = self.rows[p][0] if p < len(self.rows) else None
            if name is not None:
                surf.blit(cap, cap.get_rect(bottomleft=(name.rect.x + 2, name.rect.y - 1)))
            for b, c in self.rows[p][1].items():
                held = any(self.colours[q] == c for q in range(self.seats) if q != p)
                draw_swatch(surf, b.rect, c, c == colour, held)
            kind = self.rows[p][2] if p < len(self.rows) else None
            level = rank(self.kinds[p]) if kind is not None else None
            if level:                        # under its list: the strength scale, said
                self.scales[p] = self._scale(surf, kind.rect, card, level)
            else:
                self.scales.pop(p, None)

    def _scale(self, surf: pygame.Surface, under: pygame.Rect, card: pygame.Rect,
               level: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The strength scale and its words ("Strength 3 of 10") in the card's room under
        a seat's level: where each was drawn."""
        words = text(t("level.strength", rank=level, of=BARS), 11, P.INK_DIM, shadow=False)
        room = pygame.Rect(under.x + 4, under.bottom + 1, under.w - 8,
                           max(0, card.bottom - 3 - under.bottom - 1))
        # one size for every seat, from its words (from each card's room, a pixel more here
        # than there, one scale would stand wider than the others), the row
        # in the middle of the room (its words on the card's border, another)
        ink = words.get_bounding_rect()
        h = max(6, min(ink.h + 2, room.h - 2))
        bars = draw_strength(surf, pygame.Rect(room.x, room.centery - h // 2, 0, h), level)
        at = surf.blit(words, words.get_rect(midleft=(bars.right + 8, bars.centery)))
        return bars, at

    def choose_colour(self, p: int, colour: str) -> None:
        """Seat `p` takes `colour`; a seat that held it takes `p`'s old one (no two alike)."""
        old = self.colours[p]
        for q in range(self.seats):
            if q != p and self.colours[q] == colour:
                self.colours[q] = old
        self.colours[p] = colour


CARD_H = 72                 # a seat's card, in units


class NewGameDialog(SeatCards, Dialog):
    width = 800

    @property
    def height(self) -> int:
        """As tall as four seats need (a card each, the suggested level under them) at
        every count: the card keeps its size and every row its place, Start too, as
        the count changes (a remembered click lands on the same button)."""
        return 336 + 4 * (CARD_H + 10)

    @property
    def seats(self) -> int:
        return self.players

    def __init__(self, app) -> None:
        super().__init__(app)
        self.players = app.settings.players     # as many as last time (a table's size
        self.names = offered_names(app, COLOURS)  # seldom changes), the names typed last
        self.colours = list(COLOURS)
        # the seats' kinds of the last new game (the levels chosen stay chosen); the
        # first time, one person and the computers at the level their profile suggests
        # (_suggest) until the player sets a seat's kind: a fitting opponent at once
        self.kinds = ["human", "adept", "adept", "adept"]
        self.kinds_set = False            # the computers' level set once, as it opens
        last = app.settings.kinds         # the seats' kinds of the last new game kept:
        if len(last) == len(self.kinds):  # the levels chosen then stand (the suggestion
            self.kinds = list(last)       # says its own beside them); levels that were
            self.kinds_set = not app.settings.levels_suggested   # the suggestion's
        #                                   follow it (F875: "Acolyte" said beside a
        #                                   computer at the Initiate suggested before)
        self.setup = "intro"
        self.one_figure = False
        self.seed: int | None = None      # None: a fresh deal every time (tests fix it)
        self.told: set[str] = set()       # damaged profiles already said
        self.cards: list = []
        self.rows: list = []
        self.kind_words: dict[str, str] = {}   # a seat list's words -> the kind
        self.scales: dict[int, tuple] = {}   # a computer seat's strength scale, its words
        self.hand_over = None
        kept = app.new_game_seats       # the table as the dialog was last left (a trip
        if kept is not None:            # to Settings and back keeps its seats)
            for name, value in kept.items():
                setattr(self, name, list(value) if isinstance(value, list) else value)

    KEPT = ("players", "names", "colours", "kinds", "kinds_set", "setup", "one_figure")

    def exit(self) -> None:
        """Left for Settings or the main menu: its seats kept for the next New game of
        this window, till a game starts (F439)."""
        if self.rows:            # (each change read as it came: a list chosen, a name typed)
            self.app.new_game_seats = {name: list(v) if isinstance(v, list) else v
                                       for name in self.KEPT
                                       for v in (getattr(self, name),)}
        super().exit()

    def enter(self) -> None:
        ui = self.app.ui
        at = self.at
        if not self.kinds_set:
            self.kinds_set = True
            self._default_kinds(self._level_of(self.names[0] if self.kinds[0] == "human"
                                               else "", self.colours[0]))
        self.title(t("new.title"))
        y = 80
        self.label(t("new.players"), at(24, y, 110, 34))
        self.counts = self.segmented([(str(n), n) for n in (2, 3, 4)], self.players,
                                     136, y, 176)
        self.label(t("new.setup"), at(330, y, 130, 34))
        self.setups = self.segmented([(t("new.setup.intro"), "intro"),
                                      (t("new.setup.random"), "random")], self.setup,
                                     462, y, self.width - 24 - 462)
        y += 54
        self.rows, self.cards = [], []
        for p in range(self.players):
            self.rows.append(self.seat_card(p, y, list(SEAT_KINDS), self.width - 48))
            y += CARD_H + 10
        y = 80 + 54 + 4 * (CARD_H + 10) + 6      # (under four seats' cards: in one place)
        self.figure_btn = self.button(self._figure_text(), at(24, y, 330, 36))
        self.figure_btn.tool_tip_text = t("new.option", name=t("new.one_figure"),
                                          state=t("rule.figures")) \
            if i18n.has("rule.figures") else None       # headed by the option's name
        # the hand-over between persons beside the seats where two or more are persons
        # (the setting Settings keeps: one switch, found where the table is set)
        self.hand_over = self.button(self._hand_over_text(), at(370, y, self.width - 24 - 370,
                                                                36))
        self.hand_over.tool_tip_text = t("settings.hand_over.tip")
        self._show_hand_over()
        use = max(172, (ui.width_of(t("profile.use"), None, "button") + 32) / self.unit[0])
        self.match = self.add(UILabel(at(24, y + 46, self.width - 58 - use, 34), "", ui,
                                      object_id="#suggestion"))     # "Use this level" as
        self.match_w = self.match.rect.w
        self.why = self.add(UILabel(at(24, y + 92, self.width - 48, 28), "", ui,   # (why:
                                    object_id="#suggestion"))   # seen without a hover;
        #                     low enough that the option's hover text keeps its place)
        self.why_w = self.why.rect.w
        self.use = self.button(t("profile.use"),                   # wide as its words
                               at(self.width - 24 - use, y + 46, use, 34))   # need
        self._suggest()
        self.error = self.label("", at(30, -106, self.width - 60, 30))
        self.back, self.start = self.bar([t("new.back")], [t("new.start")], t("new.start"))

    def _suggest(self) -> None:
        """The level the first person's profile at this computer suggests (the one
        nearest their rating, their results having their say: profiles/suggestion.py), said
        under the seats where a computer plays; "Use this level" puts it in the
        computers' seats."""
        who, colour = next(((row[0].get_text().strip(), self.colours[p]) for p, (row, kind)
                            in enumerate(zip(self.rows, self.kinds, strict=False))
                            if kind == "human"), ("", ""))
        computers = [k for k in self.kinds[:self.players] if k != "human"]
        profile = self._profile_of(who, colour) if computers else None   # no computer
        self.level, said = (suggestion_text(profile, who, self.players)  # plays:
                            if profile is not None else (None, ""))  # no level to suggest
        self.match.set_text(said)
        why = suggestion_why(profile) if profile is not None else ""
        self.why.set_text(why)
        self.why.set_dimensions((min(self.why_w, self.app.ui.width_of(why, "#suggestion")
                                     + 24), self.why.rect.h))
        self.match.set_dimensions((min(self.match_w, self.app.ui.width_of(said, "#suggestion")
                                       + 24), self.match.rect.h))  # as wide as its words:
        #  a hover text may stand beside them (the option's over the empty rest of the row)
        if self.level and any(k != self.level for k in computers):
            self.use.tool_tip_text = use_tip(profile, who, self.level)
            self.use.show()
        else:
            self.use.hide()

    def _level_of(self, who: str, colour: str) -> str | None:
        """The level `who`'s profile suggests, if a name."""
        profile = self._profile_of(who, colour)
        return suggestion_text(profile, who)[0] if profile is not None else None

    def _profile_of(self, who: str, colour: str):
        """`who`'s profile at this computer (a default name's kept under its colour's id:
        `person_names`), if a name."""
        if not who or not profiles.usable_name(who):
            return None
        kept = i18n.person_names([who], [colour])[0] if colour else who
        loaded = profiles.load(self.app.save_dir, kept)
        if loaded.set_aside is not None and loaded.set_aside.name not in self.told:
            self.told.add(loaded.set_aside.name)
            self.app.toast(t("profile.damaged", who=who, file=loaded.set_aside.name), 8.0)
        return loaded.profile

    def _default_kinds(self, level: str | None) -> None:
        """Every computer's seat after the first at `level` (the suggested one)."""
        if level:
            self.kinds[1:] = [k if k == "human" else level for k in self.kinds[1:]]

    def _use_level(self) -> None:
        self._read()
        computers = [p for p in range(self.players) if self.kinds[p] != "human"]
        for p in computers:
            self.kinds[p] = self.level
        self.resize()

    def draw(self, surf: pygame.Surface) -> None:
        """The card, each seat on its own card in the colour chosen for it."""
        super().draw(surf)
        self.draw_seats(surf)

    def _hand_over_text(self) -> str:
        return t("new.option", name=t("settings.hand_over"),
                 state=t("settings.on" if self.app.settings.hand_over else "settings.off"))

    def _show_hand_over(self) -> None:
        """The hand-over's switch stands while two or more seats are persons."""
        persons = sum(k == "human" for k in self.kinds[:self.players])
        self.hand_over.show() if persons >= 2 else self.hand_over.hide()

    def _figure_text(self) -> str:
        return t("new.option", name=t("new.one_figure"),
                 state=t("settings.on" if self.one_figure else "settings.off"))

    def _read(self) -> None:
        labels = self.kind_words
        for p, (name, _, kind) in enumerate(self.rows):
            self.names[p] = name.get_text().strip() or t(f"colour.{self.colours[p]}")
            kl = kind.selected_option[0] if isinstance(kind.selected_option, tuple) else \
                kind.selected_option
            self.kinds[p] = labels.get(kl, "human")

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:   # a seat's kind: who the
            self._read()                                          # first person is
            self._suggest()
            self._show_hand_over()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            el = event.ui_element
            if el is self.back:
                self.app.pop()
            elif el in self.counts:
                self._read()
                self.players = self.counts[el]
                self.resize()
            elif el in self.setups:
                self.setup = self.setups[el]
                for b, v in self.setups.items():
                    b.select() if v == self.setup else b.unselect()
            elif el is self.figure_btn:
                self.one_figure = not self.one_figure
                self.figure_btn.set_text(self._figure_text())
            elif el is self.hand_over:
                self.app.settings.hand_over = not self.app.settings.hand_over
                self.app.save_settings()
                self.hand_over.set_text(self._hand_over_text())
            elif el is self.start:
                self._start()
            elif el is self.use and self.level:
                self._use_level()
            else:
                for p, (_, swatches, _) in enumerate(self.rows):
                    if el in swatches:
                        self._read()
                        self.choose_colour(p, swatches[el])
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:     # a name typed
            self._read()
            self._suggest()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.shut_a_list():
                self.app.pop()

    def _start(self) -> None:
        self._read()
        n = self.players
        colours = self.colours[:n]
        if len(set(colours)) < n:
            self.error.set_text(t("new.error.colours"))
            self.why.set_text("")          # (the error in its place: one line read)
            self.app.sounds.play("error")
            return
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        seats = [{"kind": k} if k == "human" else {"kind": k, "seed": seed + p}
                 for p, k in enumerate(self.kinds[:n])]
        computers = [k for k in self.kinds[:n] if k != "human"]
        suggested = bool(computers) and all(k == self.level for k in computers)
        settings = self.app.settings
        if (settings.players, settings.kinds, settings.levels_suggested) != (
                n, self.kinds, suggested):
            settings.players, settings.kinds = n, list(self.kinds)
            settings.levels_suggested = suggested
            self.app.save_settings()
        keep_names(self.app, self.names, self.colours)
        game = new_game(players=n, seed=seed, setup=self.setup, colours=colours,
                        names=self.names[:n], seats=seats,
                        options={"one_figure_per_island": self.one_figure})
        open_game(self.app, game)
        self.app.new_game_seats = None   # (the next New game set afresh: its suggested level)


def keep_names(app, names, colours) -> None:
    """The names a dialog's seats had as it started a game, kept for the next one that
    asks them (`offered_names`): its seats' own, the seats it did not ask (Solo asks the
    first only) as they were kept."""
    typed = [typed_name(name, colour) for name, colour in zip(names, colours, strict=True)]
    kept = typed + list(app.settings.names)[len(typed):]
    if app.settings.names != kept:
        app.settings.names = kept
        app.save_settings()


def typed_name(name: str, colour: str) -> str | None:
    """A seat's name as the next New game offers it again: as typed, or None for its
    colour's own name in any language (offered in the language of the day)."""
    kept = i18n.person_names([name], [colour])[0]
    fits = 0 < len(name) <= NAME_LONGEST and name.isprintable()   # (as settings read it)
    return name if fits and kept == name != colour.capitalize() else None


class SoloDialog(SeatCards, Dialog):
    """Choose a level (what it changes shows in full below, with why each round starts by
    choosing an island for the automaton), a name and a colour, then Start: a click on a
    level only chooses it."""

    width, height = 800, 526
    seed: int | None = None          # None: a fresh deal every time (tests fix it)
    level = 1
    seats = 1

    def __init__(self, app) -> None:
        super().__init__(app)
        self.colours = ["yellow"]
        self.names = offered_names(app, self.colours)
        self.cards: list = []
        self.scales: dict[int, tuple] = {}

    def enter(self) -> None:
        at = self.at
        self.title(t("solo.title"))
        self.levels = {}
        bw = (self.width - 48 - 2 * 12) / 3
        for k in (1, 2, 3):
            b = self.button(t("solo.level", level=k), at(24 + (k - 1) * (bw + 12), 76, bw, 46),
                            "#level")
            self.levels[b] = k
        self.about = self.add(UITextBox("", at(24, 134, self.width - 48, 196), self.app.ui))
        self._show_level()
        self.cards = []
        self.rows = [self.seat_card(0, 344, None, self.width - 48)]
        self.name = self.rows[0][0]
        self.back, self.start = self.bar([t("new.back")], [t("new.start")], t("new.start"))

    def _show_level(self) -> None:
        for b, k in self.levels.items():
            b.select() if k == self.level else b.unselect()
        self.about.set_text(html.escape(i18n.unbroken(t(f"solo.level{self.level}"))) + "<br>"
                            + html.escape(i18n.unbroken(t("solo.pick"))))

    def draw(self, surf: pygame.Surface) -> None:
        """The player's card, and at its right end the automaton it plays against."""
        super().draw(surf)
        self.draw_seats(surf)
        x, y, w, h = self.cards[0][1]
        face = self.at(x + w - 96, y + 3, 84, h - 6)
        surf.blit(portrait(self._other(), face.w, face.h), face.topleft)
        who = text(t("solo.automaton"), 15, P.INK_DIM, bold=True)
        surf.blit(who, who.get_rect(midright=(face.x - 8, face.centery)))

    def _other(self) -> str:
        """The automaton's colour: the first of red, blue, white, yellow not the player's."""
        return next(c for c in ("red", "blue", "white", "yellow") if c != self.colours[0])

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.sounds.play("click")
            el = event.ui_element
            if el is self.back:
                self.app.pop()
            elif el in self.levels:
                self.level = self.levels[el]
                self._show_level()
            elif el is self.start:
                self._start()
            elif el in self.rows[0][1]:
                self.names[0] = self.name.get_text()
                self.colours[0] = self.rows[0][1][el]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.shut_a_list():
                self.app.pop()

    def _start(self) -> None:
        mine, other = self.colours[0], self._other()
        self.names[0] = self.name.get_text().strip() or t(f"colour.{mine}")
        keep_names(self.app, self.names, self.colours)
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        game = new_game(players=1, seed=seed, solo_level=self.level, colours=[mine, other],
                        names=[self.names[0], t("solo.automaton")])
        open_game(self.app, game)
