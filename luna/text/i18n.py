"""The words of the game in the player's language.

The catalogues are `locale/<code>.po` (gettext's format, each with its language's
plural rule), plus one per part of the game that has many words of its own
(`locale/<part>/<code>.po`: the guided game, the rules book), so that each part is
translated and reviewed on its own; a key belongs to one file only. They are read and
compiled in memory at start, and looked up with the standard library's `gettext`. A key
missing from a language falls back to English, and one missing from English shows as
itself.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from pathlib import Path
from typing import NamedTuple

from ..engine.data import COLOURS
from .po import Entry, compile_mo, read_po

LOCALE = Path(__file__).resolve().parent / "locale"
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}


def catalogue_files(code: str) -> list[Path]:
    """A language's catalogue files: the main one first, then each part's by name."""
    parts = sorted(p for p in LOCALE.iterdir() if p.is_dir() and (p / f"{code}.po").is_file())
    return [LOCALE / f"{code}.po", *(p / f"{code}.po" for p in parts)]


def _read(code: str) -> tuple[str, list[Entry]]:
    """The language's header (from its main file) and the entries of all its files; a key
    in two files is an error, not a silent choice."""
    header, entries = read_po((LOCALE / f"{code}.po").read_text(encoding="utf-8"))
    seen = {e.key for e in entries}
    for path in catalogue_files(code)[1:]:
        _, more = read_po(path.read_text(encoding="utf-8"))
        twice = seen & {e.key for e in more}
        if twice:
            raise ValueError(f"{path}: keys already in another catalogue: {sorted(twice)[:5]}")
        seen |= {e.key for e in more}
        entries = entries + more
    return header, entries


def _compile(header: str, entries: list[Entry],
             fallback: gettext.NullTranslations | None) -> gettext.GNUTranslations:
    cat = gettext.GNUTranslations(io.BytesIO(compile_mo(header, entries)))
    if fallback is not None:
        cat.add_fallback(fallback)
    return cat


def _table(entries: list[Entry]) -> dict[str, str]:
    """A language's strings as a plain map: a plural key gives its form for many, and
    `key.one` its form for one (what the string tests and tools read)."""
    out: dict[str, str] = {}
    for e in entries:
        out[e.key] = e.forms[-1]
        if e.plural:
            out[e.key + ".one"] = e.forms[0]
    return out


class _PerLanguage(MutableMapping):
    """Each language's catalogue read and compiled the first time it is asked for: all
    four at start cost ~45 ms each of a first start's 2 s, and a player reads one."""

    def __init__(self, make: Callable[[str], object],
                 changed: Callable[[], object] = lambda: None) -> None:
        self._make, self._made, self._changed = make, {}, changed

    def __getitem__(self, code: str):
        if code not in LANGUAGE_NAMES:
            raise KeyError(code)
        if code not in self._made:
            self._made[code] = self._make(code)
        return self._made[code]

    def __setitem__(self, code: str, value) -> None:      # (a test's stand-in)
        self._made[code] = value
        self._changed()

    def __delitem__(self, code: str) -> None:
        self._made.pop(code, None)
        self._changed()

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_NAMES)

    def __len__(self) -> int:
        return len(LANGUAGE_NAMES)


_READ: Mapping[str, tuple[str, list[Entry]]] = _PerLanguage(_read)
ENTRIES: Mapping[str, list[Entry]] = _PerLanguage(lambda code: _READ[code][1])
TABLES: Mapping[str, dict[str, str]] = _PerLanguage(lambda code: _table(ENTRIES[code]))
_EN = _compile(*_READ["en"], None)
# each key's words in the current language before formatting, but a plural key's (its
# form is the count's): looked up once, not through gettext at every frame's `t`;
# emptied when the language or a catalogue changes
_plain: dict[str, str] = {}
CATALOGUES: Mapping[str, gettext.GNUTranslations] = _PerLanguage(
    lambda code: _EN if code == "en" else _compile(*_READ[code], _EN), _plain.clear)
PLURAL_KEYS = frozenset(e.key for e in ENTRIES["en"] if e.plural)
_current = "en"


def set_language(code: str) -> None:
    global _current
    _current = code if code in CATALOGUES else "en"
    _plain.clear()


def language() -> str:
    return _current


def ordinal(n: int) -> str:
    """"2nd", "2.", "2e", "2e" ("1er" in French)."""
    if n <= 3:
        key = f"ordinal.{n}"
    elif language() == "en" and n > 20 and n % 10 in (1, 2, 3) and n % 100 not in (11, 12, 13):
        return t(f"ordinal.{n % 10}").replace(str(n % 10), str(n), 1)
    else:
        key = "ordinal.n"
    return t(key, n=n)


def has(key: str) -> bool:
    """The key exists (in English, the reference catalogue)."""
    return key in TABLES["en"]


def t(key: str, **fmt: object) -> str:
    """The text for `key` in the current language, formatted with `fmt`. A plural key
    takes the form its language uses for `count` (French: the singular for 0 and 1);
    `key.one` names the form for one, and `key.none`, where there is one, the form for
    none ("Il ne reste aucun jeton…", not "Il reste 0 jeton…")."""
    s = _plain.get(key)
    if s is None:
        s = _unformatted(key, fmt.get("count"))
        if key not in PLURAL_KEYS:
            _plain[key] = s
    if fmt:
        if _current == "fr":
            s = elided(s, fmt)
        try:
            return s.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return s
    return s


def _unformatted(key: str, count: object) -> str:
    """`t`'s words for `key` before formatting."""
    cat = CATALOGUES[_current]
    if key in PLURAL_KEYS and count == 0 and f"{key}.none" in TABLES["en"] \
            and not isinstance(count, bool):     # "No … left", not "0 … left"
        s = cat.gettext(f"{key}.none")
    elif key in PLURAL_KEYS:
        n = count if isinstance(count, int) and not isinstance(count, bool) else 2
        s = cat.ngettext(key, key, n)
    elif key.endswith(".one") and key[:-4] in PLURAL_KEYS:
        s = cat.ngettext(key[:-4], key[:-4], 1)
    else:
        s = cat.gettext(key)
    return s


VOWEL = re.compile(r"[AEIOUYÉÈÊËÀÂÎÏÔÛÙaeiouyéèêëàâîïôûù]")


def elided(s: str, fmt: dict) -> str:
    """French: "de {who}" before a name that begins with a vowel is "d’{who}"; any other
    name keeps "de". The solo automaton is named as the catalogue's sentences name it,
    "l’automate" ("Le Novice de l’automate", "L’automate : …"), one form in every
    sentence; a label that is its name alone keeps "Automate" (F001)."""
    bot = TABLES["fr"].get("solo.automaton")
    for k, v in fmt.items():
        if v == bot and s.strip() != f"{{{k}}}":
            field = re.escape(f"{{{k}}}")
            s = re.sub(r"(^|[.!?…]\s+|\n)" + field, r"\1L’automate", s)
            s = s.replace(f"{{{k}}}", "l’automate")
        elif isinstance(v, str) and VOWEL.match(v):
            s = s.replace(f"de {{{k}}}", f"d’{{{k}}}").replace(f"De {{{k}}}", f"D’{{{k}}}")
    return s


def decimal(x: float) -> str:
    """A number with one decimal, as the language writes it ("3,5")."""
    return f"{x:.1f}".replace("-", "−").replace(".", t("number.decimal"))


def signed(x: float) -> str:
    """An estimate with its sign and one decimal ("+3,5", "−1,0")."""
    return ("+" if x >= 0 else "") + decimal(x)


def whole(x: float) -> str:
    """Influence lost or won as a player counts it: whole points ("11"), "<1" for less
    than half a point (never "11,3")."""
    n = round(abs(x))
    return str(n) if n else "<1"


def seat_names(names: list[str], colours: list[str]) -> list[str]:
    """The players' names as this language says them: a name that is its colour's default
    in any language ("Yellow", "Gelb", the engine's own) shows as this language's colour
    name; a name a person typed stays as typed (a German game never reads "Yellow, Red,
    Blue" after a load)."""
    out = []
    for name, colour in zip(names, colours, strict=False):
        out.append(_said(name, colour, ("en", _current)) or _said(name, colour, TABLES) or name)
    return out + list(names[len(out):])


def _said(name: str, colour: str, codes) -> str | None:
    """`name` in this language where it is a default of one of `codes` (the English and
    the player's own first: the others are read only for a name none of them gives)."""
    key = _default_key(name, colour, codes)
    return None if key is None else t(key)


def _default_key(name: str, colour: str, codes) -> str | None:
    """The text key whose words in one of `codes` `name` is, for a seat of `colour`."""
    for key in (f"colour.{colour}", "solo.you", "solo.automaton"):
        default = {TABLES[code][key] for code in codes if key in TABLES[code]}
        if key.startswith("colour."):
            default.add(colour.capitalize())          # the engine's own default
        if name in default:
            return key
    return None


def person_names(names: list[str], colours: list[str]) -> list[str]:
    """The names the profiles keep the players under: a default name in any language
    ("Gelb", "Yellow") as the engine's own for its colour ("Yellow": the colour's id, the
    same in every language), so that a change of language never makes a second person;
    a name a person typed stays as typed."""
    out = []
    for name, colour in zip(names, colours, strict=False):
        key = _default_key(name, colour, ("en", _current)) or _default_key(name, colour, TABLES)
        out.append(name if key is None else colour.capitalize() if key.startswith("colour.")
                   else TABLES["en"][key])
    return out + list(names[len(out):])


def person_said(kept: str) -> str:
    """A profile's name as this language says it: a colour's default (as `person_names`
    keeps it) in this language's words; any other name as kept."""
    for colour in COLOURS:
        if kept == colour.capitalize():
            return t(f"colour.{colour}")
    return t("solo.you") if kept == TABLES["en"].get("solo.you") else kept


def names(items: list[str]) -> str:
    """Names as a sentence lists them: "Bob", "Bob and Carla", "Anna, Bob and Carla"."""
    if len(items) < 2:
        return "".join(items)
    return t("word.and_list", first=", ".join(items[:-1]), last=items[-1])


def places_paid(values: list[int]) -> str:
    """What each Moon Priestess place pays: "1st place 5, 2nd place 2 influence"."""
    return t("word.paid", places=", ".join(t(f"word.paid.{n}", points=v)
                                            for n, v in enumerate(values, 1)))


def lines(*parts: str) -> str:
    """Sentences on lines of their own (a hover text's refusal, then its rule): each that
    ends without a mark gets its full stop, so no two run together when a line wraps."""
    out = []
    for part in parts:
        part = part.rstrip()
        if part and part[-1] not in ".!?:;…»\"":
            part += "."
        out.append(part)
    return "\n".join(out)


def short_date(when: float) -> str:
    """A day and a month, as the player's language writes them ("23 Nov")."""
    import time
    day = time.localtime(when)
    return t("date.day_month", day=day.tm_mday, month=t(f"month.{day.tm_mon}"))


def save_row(entry: dict) -> str:
    """A save as a list shows it (`saves.list_saves` entry): a LAN game by its players,
    round and day ("LAN: Anna, Bob, Adept — round 3, 23 Nov"), never by its file name."""
    if entry.get("error"):
        return t("load.row_bad", name=entry["name"], error=entry["error"])
    if entry.get("lan"):
        return t("load.row_lan", names=", ".join(entry.get("names") or ()) or "?",
                 round=entry.get("round") or "?", date=short_date(entry["modified"]))
    import time
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["modified"]))
    over = entry.get("phase") == "game_over"     # (a finished game read "round 6")
    return t("load.row_over" if over else "load.row", name=save_name(entry["name"]),
             players=entry.get("players"), round=entry.get("round"), date=date)


def save_name(stem: str) -> str:
    """A save's name as the list shows it: the game's own files by what they are, in the
    player's language (never a file name in English, F002), any other by the name it was
    saved under."""
    from ..autosaves import number
    from ..saves import AUTOSAVE_NAME, TUTORIAL_NAME
    own = {Path(AUTOSAVE_NAME).stem: "load.autosave", Path(TUTORIAL_NAME).stem: "menu.tutorial"}
    window = number(stem + Path(AUTOSAVE_NAME).suffix)
    if window is not None and window > 1:       # a second window's autosave
        return t("load.autosave_window", n=window)
    return t(own[stem]) if stem in own else stem


def kind(k: str) -> str:
    return t(f"kind.{k}")


# the action each favour token is returned for (not the action that takes it)
FAVOUR_RULES = {"shrine": "build_shrine", "herbs": "herbs", "tides": "tides",
                "sailboat": "sailboat", "bribery": "bribery", "book": "book",
                "novice": "novice_favour"}


def table_rule(key: str, snap: dict | None = None) -> str:
    """The words of rule `key` for the game's table size: in a solo game its solo form
    where the solo rules differ (the automaton's expelled novices lie down beside the
    island of their tile's symbol, never on the jetty: NL solo rules, *Tijdens de
    actiefase*), with 2 players (and solo, built on them) its `.two` form where the
    2-player rules differ (rules §5: the round's first Book +2, the start player
    alternating, no shrine on the Herbs island); `key` itself, the 3- and 4-player rule,
    otherwise: a rule of another table size is never shown (F801)."""
    solo = snap is not None and snap.get("solo_level") is not None
    if solo and has(f"{key}.solo"):
        return t(f"{key}.solo")
    two = solo or (snap is not None and snap.get("players") == 2)
    return t(f"{key}.two") if two and has(f"{key}.two") else t(key)


def favour_use(k: str, snap: dict | None = None) -> str:
    """What a favour token of kind `k` is for: the rule of the action it is returned for,
    said wherever a token is offered (F003), in the form of the game's table `snap`
    (table_rule)."""
    return table_rule(f"rule.{FAVOUR_RULES[k]}", snap)


def island(k: str) -> str:
    """The island of favour kind `k` by its name (each language names each island, as
    its rulebook does: "Heilkräuter-Insel", "het Kruideneiland", "l'Île aux Plantes")."""
    return t(f"island.{k}")


_FRENCH_SPACE = re.compile(r" (?=[:;?!»])|(?<=«) ")


def unbroken(s: str) -> str:
    """`s` with the space French sets before : ; ? ! » and after « a no-break space, so
    no text box (pygame-gui's wraps at plain spaces) starts a line with the mark (F004);
    other languages' words unchanged."""
    return _FRENCH_SPACE.sub("\u00a0", s) if language() == "fr" else s


def not_allowed(reason: str) -> str:
    """"Not allowed: <reason>", the reason going on after the colon as French writes it,
    in lower case ("Interdit : la tuile 27 est à vous", F005); an acronym ("PV") keeps its
    capitals, and the other languages keep theirs (German nouns, English sentences)."""
    if language() == "fr" and len(reason) > 1 and reason[0].isupper() \
            and not reason[1].isupper():
        reason = reason[0].lower() + reason[1:]
    return t("illegal", reason=reason)


def refusal(exc) -> str:
    """An engine refusal (IllegalCommand, or what `Game.refusal` returns) in the player's
    language: its `refusal.<code>` string with island and favour names translated. A
    refusal without a string of its own (made by the client) keeps its text."""
    key = f"refusal.{exc.code}"
    if not has(key):
        return exc.reason
    words: dict[str, object] = {}
    for name, value in exc.params.items():
        if name == "island":
            words[name] = island(value)
        elif name in ("favour", "symbol"):
            words[name] = kind(value)
        elif name == "phase":
            words[name] = t(f"phase.{value}")
        else:
            words[name] = value
    return t(key, **words)


class _Refused(NamedTuple):
    code: str
    params: dict
    reason: str


def relay_error(m: dict) -> str:
    """A relay's error (already checked by the client) in the player's language: a refused
    move by the engine's code and parameters, any other error by its code. The relay's
    own English words are shown only for a code this program does not know."""
    refused = m.get("refusal")
    if m.get("code") == "illegal" and refused and has(f"refusal.{refused['code']}"):
        return refusal(_Refused(refused["code"], refused["params"], m.get("message", "")))
    key = f"net.error.{m.get('code')}"
    if has(key):
        return t(key)
    return t("net.error", message=m.get("message", m.get("code")))
