"""The guided game lights what its step's words say to click, and only that (a French
fresh player saw a step's light not match its words: "Appuyez sur Méditer dans le
panneau" over the lit meditation room, "cliquez sur l'Île du Livre" with only the
novices there lit, every island lit while a Travel's words named one to click, the
Book's field 2 named and dark). Every one of the 20 steps on the real loop at normal
speed, its words in the four languages: the islands, tiles, fields and the meditation
room lit are the ones the step's instruction names, the first place it names to click
among them; a move's islands to go to, once it is built, the ones its words name."""

from __future__ import annotations

import re

from guided_steps import NOTES, at_step
from human import Person

from luna.client.board.targets import Candles, Field, Group, Island, Tile
from luna.client.learn.lessons import STEPS, as_told, instruction
from luna.client.opening import open_game
from luna.text import set_language, t
from luna.text.i18n import island

ARTICLE = re.compile(r"^(the|het|de) ", re.I)


def _named_islands(words: str, snap: dict) -> list[int]:
    """The islands the words name, in the order they name them."""
    low = words.lower()
    at = {i: low.find(ARTICLE.sub("", island(isl["kind"])).lower())
          for i, isl in enumerate(snap["islands"])}
    return sorted((i for i, k in at.items() if k >= 0), key=at.get)


def _numbers(words: str) -> set[int]:
    return {int(n) for n in re.findall(r"\b(\d+)\b", words)}


LANGUAGES = ("en", "fr", "de", "nl")


def _check_words(scene, step, k: int, lit: set) -> list[int]:
    """The step's words in the language set now against what is lit; the islands they
    name."""
    room = t("tip.candles", left=0, total=0).split(":")[0].strip().lower()
    said = instruction(as_told(scene.game, step, 0))
    named = _named_islands(said, scene.snap)
    where = f"step {k} ({step.key}): {said!r} lit {sorted(map(repr, lit))}"
    islands = {tg.island for tg in lit if isinstance(tg, Island | Group)}
    assert islands <= set(named), where           # nothing lit it does not name
    if named and step.accept["type"] not in ("consecrate", "book", "meditate"):
        first = named[0]                          # its first place to click: lit
        assert Island(first) in lit or Group(first, 0, "inactive") in lit, where
    assert (Candles() in lit) == (room in said.lower()), where
    numbers = {tg.tile for tg in lit if isinstance(tg, Tile)} | \
        {tg.field for tg in lit if isinstance(tg, Field)}
    assert numbers <= _numbers(said), where
    told = {step.accept.get(f) for f in ("tile", "from", "to")} & _numbers(said)
    if step.accept["type"] in ("appoint", "consecrate", "book"):
        assert told <= numbers, where             # its tile, its fields: lit
    return named


def test_every_steps_light_is_what_its_words_say_to_click(tmp_path):
    """Each step played once through the window (what lights does not depend on the
    language), its words read in each of the four languages against it."""
    person = Person(tmp_path, size=(1280, 800), language="en")
    try:
        for k, step in enumerate(STEPS):
            open_game(person.app, at_step(k), autosave=False,
                      tutorial={"seen": list(NOTES), "tips": True})
            person.wait(0.4)
            person.settle()
            scene = person.scene
            lit = scene.acting.lit(scene.view())
            named = {}
            for lang in LANGUAGES:
                set_language(lang)
                try:
                    named[lang] = _check_words(scene, step, k, lit)
                finally:
                    set_language("en")
            if step.accept["type"] in ("travel", "tides", "sailboat"):
                source = next(tg for tg in sorted(lit, key=repr) if isinstance(tg, Group))
                person.act(source, step.accept["type"])
                assert scene.builder is not None, k
                person.wait(0.3)
                ends = {tg.island for tg in scene.acting.builder_lit(scene.view())
                        if isinstance(tg, Island)}
                for lang, names in named.items():
                    assert ends == set(names) - {source.island}, (k, lang, ends, names)
                assert ends == {tg.island for tg in scene.lesson._plan[3]
                                if isinstance(tg, Island)}, k
    finally:
        person.close()
