"""The rules book: the rulebook's own sections, in its order, as data.

Each section has an id (what a tooltip names to open the book at that rule), a depth in
the contents, a title key and paragraphs; a paragraph may have a picture beside it (the
picture's id; the window draws it with the board's own art). The words live in the part
catalogue `locale/rulesbook/<code>.po` under `book.<id>.title` and `book.<id>.<n>`.
Pure: no pygame, so the tests and the command line can read and search the book.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

from .i18n import t


class Paragraph(NamedTuple):
    key: str
    picture: str | None = None       # a name of PICTURES, or "action:<type>"
    ruling: bool = False             # this edition's own ruling, not the rulebooks' text

    def text(self) -> str:
        """The paragraph's words; a ruling says so first, so that no reader takes this
        edition's choice for the printed rule."""
        words = t(self.key)
        return t("book.ruling", text=words) if self.ruling else words


class Section(NamedTuple):
    id: str
    level: int                       # 0: a chapter; 1: a part of the chapter above it
    paragraphs: tuple[Paragraph, ...]

    @property
    def title_key(self) -> str:
        return f"book.{self.id}.title"

    def title(self) -> str:
        return t(self.title_key)

    def texts(self) -> list[str]:
        return [p.text() for p in self.paragraphs]


def _section(id_: str, level: int, count: int, pictures: dict[int, str] | None = None,
             rulings: tuple[int, ...] = ()) -> Section:
    """`count` paragraphs book.<id>.1…; `rulings` names those that are this edition's
    rulings (docs/RULINGS.md), each the last word on its point."""
    pictures = pictures or {}
    return Section(id_, level, tuple(Paragraph(f"book.{id_}.{n}", pictures.get(n), n in rulings)
                                     for n in range(1, count + 1)))


SECTIONS: tuple[Section, ...] = (
    _section("aim", 0, 2, {2: "ring"}),
    _section("setup", 0, 4, {1: "material"}),
    _section("setup.random", 1, 2, {1: "figures"}, rulings=(2,)),
    _section("setup.intro", 1, 3, {1: "intro"}, rulings=(3,)),
    _section("preliminary", 0, 4, {2: "preliminary"}, rulings=(4,)),
    _section("round", 0, 3, {2: "island"}),
    _section("actions", 0, 1, {1: "actions"}),
    _section("actions.favour", 1, 1, {1: "action:favour"}),
    _section("actions.recruit", 1, 2, {1: "action:recruit"}, rulings=(2,)),
    _section("actions.build_shrine", 1, 2, {1: "action:build_shrine"}),
    _section("actions.herbs", 1, 1, {1: "action:herbs"}),
    _section("actions.travel", 1, 2, {1: "action:travel"}, rulings=(2,)),
    _section("actions.tides", 1, 2, {1: "action:tides"}, rulings=(2,)),
    _section("actions.sailboat", 1, 1, {1: "action:sailboat"}),
    _section("actions.appointment", 1, 2, {1: "action:appoint"}),
    _section("actions.consecration", 1, 2, {1: "action:consecrate", 2: "expulsion"}),
    _section("actions.book", 1, 1, {1: "action:book"}),
    _section("council", 1, 3, {1: "action:council", 2: "council"}, rulings=(3,)),
    _section("actions.banish", 1, 1, {1: "action:banish"}),
    _section("actions.novice_favour", 1, 2, {1: "novice_favour"}, rulings=(2,)),
    _section("meditation", 1, 1, {1: "action:meditate"}),
    _section("scoring", 0, 1, {1: "scoring"}),
    _section("scoring.moon_priestess", 1, 1, {1: "priestess"}),
    _section("scoring.apostate", 1, 2, {1: "apostate"}, rulings=(2,)),
    _section("scoring.temple", 1, 1, {1: "temple"}),
    _section("guardian", 0, 3, {2: "path"}, rulings=(3,)),
    _section("final", 0, 3, {1: "final"}, rulings=(3,)),
    _section("two_players", 0, 1, {1: "two_players"}),
    _section("solo", 0, 1, {1: "solo"}),
    _section("solo.level1", 1, 4, {2: "level1"}, rulings=(4,)),
    _section("solo.level2", 1, 2, {1: "level2"}, rulings=(2,)),
    _section("solo.level3", 1, 2, {1: "level3"}, rulings=(2,)),
    _section("keys", 0, 3, {1: "ring"}),     # this edition's keys: no rule of the game
)
BY_ID: dict[str, Section] = {s.id: s for s in SECTIONS}
PICTURES = ("island", "expulsion", "council", "path", "ring", "material", "figures", "intro",
            "preliminary", "actions", "novice_favour", "scoring", "priestess", "apostate",
            "temple", "final", "two_players", "solo", "level1", "level2", "level3")


def section(id_: str) -> Section:
    """The section called `id_`; a KeyError names an unknown one."""
    return BY_ID[id_]


def chapter_of(id_: str) -> Section | None:
    """The chapter a part belongs to (the last chapter before it); None for a chapter."""
    k = next(i for i, s in enumerate(SECTIONS) if s.id == id_)
    if SECTIONS[k].level == 0:
        return None
    return next(s for s in reversed(SECTIONS[:k]) if s.level == 0)


def parts_of(id_: str) -> list[Section]:
    """A chapter's parts, in the book's order (none for a part or a chapter without)."""
    k = next(i for i, s in enumerate(SECTIONS) if s.id == id_)
    out = []
    for s in SECTIONS[k + 1:]:
        if s.level == 0:
            break
        out.append(s)
    return out if SECTIONS[k].level == 0 else []


def folded(s: str) -> str:
    """`s` for searching: lower case, accents gone ("Abtrünniger" finds "abtrunniger")."""
    decomposed = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


ENDINGS = ("en", "er", "es", "e", "n", "r", "s")


def _forms(word: str) -> set[str]:
    """A searched word and its stem without a common ending, so that a word finds its
    other forms ("Abtrünniger" finds "der Abtrünnige", "novices" finds "novice")."""
    return {word} | {word[:-len(e)] for e in ENDINGS
                     if word.endswith(e) and len(word) - len(e) >= 5}


def _folded_with_places(s: str) -> tuple[str, list[int]]:
    """`s` folded, and for each folded letter the place in `s` it came from (folding may
    change the length: "ß" becomes "ss", an accent goes)."""
    out, places = [], []
    for k, ch in enumerate(s):
        f = folded(ch)
        out.append(f)
        places += [k] * len(f)
    return "".join(out), places


def _starts(form: str, body: str) -> list[int]:
    """Where in folded `body` a word begins with `form`: whole words and word beginnings
    ("tempel" finds "Tempelplättchen"), never the inside of a word ("der" is not in
    "Jeder")."""
    return [m.start() for m in re.finditer(r"(?<!\w)" + re.escape(form), body)]


def _holds(body: str, word: str) -> bool:
    return any(_starts(f, body) for f in _forms(word))


def found_in(words: str, s: str) -> list[tuple[int, int]]:
    """Where in `s` the searched words (or their stems) begin a word: (start, end) spans,
    for the page to mark them."""
    body, places = _folded_with_places(s)
    spans = []
    for w in folded(words).split():
        for f in sorted(_forms(w), key=len, reverse=True):
            starts = _starts(f, body)
            if starts:
                spans += [(places[k], places[k + len(f) - 1] + 1) for k in starts]
                break
    return sorted(spans)


def best(words: str, sections: list[Section]) -> Section | None:
    """The section to open for a search: the first whose title holds the words, else the
    first that holds them at all."""
    titled = [s for s in sections
              if all(_holds(folded(s.title()), w) for w in folded(words).split())]
    return (titled or sections or [None])[0]


def search(words: str) -> list[Section]:
    """The sections whose title or text (in the current language) hold every word of
    `words` (or its stem) as a word or a word's beginning, case and accents aside; every
    section for no words."""
    wanted = folded(words).split()
    if not wanted:
        return list(SECTIONS)
    found = []
    for s in SECTIONS:
        body = folded(" ".join([s.title(), *s.texts()]))
        if all(_holds(body, w) for w in wanted):
            found.append(s)
    return found
