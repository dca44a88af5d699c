"""Synthesised sound effects: levels, lengths, soft edges, and a player that never raises."""

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import gc
import sys
from array import array

import pygame
import pytest

from luna.client.window import sound
from luna.client.window.sound import NAMES, RATE, SoundBank, synth

FULL = 32768
EDGE = int(0.002 * RATE)  # 2 ms
LONGEST = {"victory": 1.2}


def _samples(name: str) -> array:
    pcm = array("h", synth(name))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


@pytest.fixture
def fresh_mixer():
    """Each test that opens the mixer leaves it closed, so the next starts from scratch."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_all_promised_effects_exist():
    assert set(NAMES) == {"token", "novice", "expel", "score", "loss", "turn", "round",
                          "click", "error", "victory"}


@pytest.mark.parametrize("name", NAMES)
def test_effect_is_well_formed(name):
    data = synth(name)
    assert data and len(data) % 2 == 0
    pcm = _samples(name)
    seconds = len(pcm) / RATE
    assert 0.08 <= seconds <= LONGEST.get(name, 0.7)
    assert max(map(abs, pcm)) <= 0.8 * FULL
    assert max(map(abs, pcm)) >= 0.2 * FULL, "audible, not accidentally silent"
    assert max(map(abs, pcm[:EDGE])) < 0.05 * FULL, "starts from silence (no click)"
    assert max(map(abs, pcm[-EDGE:])) < 0.05 * FULL, "fades out to silence (no click)"


def test_effects_differ_and_are_deterministic():
    rendered = {name: synth(name) for name in NAMES}
    assert len(set(rendered.values())) == len(NAMES)
    sound._render.cache_clear()
    assert all(synth(name) == data for name, data in rendered.items())


def test_the_synthesis_keeps_nothing_but_the_samples():
    """Whatever the synthesis made besides its samples is gone once it is done: a kept
    object made among its passing floats holds the memory pools it sits in (a window
    built its sounds and kept ~10 MB)."""
    sound._render.cache_clear()
    gc.collect()
    # counted in Python's blocks alive (each object of the interpreter's own allocator):
    # a kept list of the signal's floats is thousands, the samples one array each; as
    # tracemalloc counts them, at a fifteenth of its cost
    before = sys.getallocatedblocks()
    pcm = [sound._render(name) for name in NAMES]
    gc.collect()
    kept = sys.getallocatedblocks() - before
    assert kept < 4 * len(pcm) + 64, kept


def test_unknown_effect_raises_key_error():
    with pytest.raises(KeyError):
        synth("trumpet")


def test_muted_bank_builds_and_opens_nothing(monkeypatch, fresh_mixer):
    calls = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    bank = SoundBank(muted=True)
    for name in NAMES:
        bank.play(name)
    assert bank.loaded == () and calls == []


def test_bank_plays_lazily_and_follows_volume(fresh_mixer):
    bank = SoundBank(volume=0.5)
    assert bank.loaded == ()
    assert bank.available
    bank.play("turn")
    bank.play("no such sound")
    bank.play(None)
    assert bank.loaded == ("turn",)
    bank.volume = 2.0
    assert bank.volume == 1.0
    bank.volume = -1
    assert bank.volume == 0.0
    bank.muted = True
    bank.play("score")
    assert bank.loaded == ("turn",)
    bank.muted = False
    bank.preload()
    assert set(bank.loaded) == set(NAMES)


@pytest.mark.parametrize("freq,size,channels", [(44100, -16, 2), (22050, -16, 1),
                                                 (48000, 32, 2), (44100, 8, 1)])
def test_sound_matches_whatever_mixer_is_open(monkeypatch, fresh_mixer, freq, size, channels):
    """Another module may have opened the mixer already; length and pitch must still be right."""
    pygame.mixer.init(freq, size, channels, 512)
    assert pygame.mixer.get_init()[::2] == (freq, channels)
    built = {}
    real = pygame.mixer.Sound

    def recording(**kwargs):
        built[len(built)] = real(**kwargs)
        return built[len(built) - 1]

    monkeypatch.setattr(pygame.mixer, "Sound", recording)
    SoundBank().preload()
    assert len(built) == len(NAMES)
    for i, name in enumerate(NAMES):  # preload goes through the effects in order
        want = len(synth(name)) / 2 / RATE
        assert built[i].get_length() == pytest.approx(want, abs=0.002), name


def test_bank_never_raises_when_mixer_cannot_start(monkeypatch, fresh_mixer):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    bank = SoundBank()
    for name in (*NAMES, "nonsense"):
        bank.play(name)
    bank.preload()
    bank.volume = 0.3
    bank.muted = True
    bank.muted = False
    assert bank.available is False and bank.loaded == ()


def test_bank_never_raises_without_pygame(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygame", None)  # makes `import pygame` fail
    bank = SoundBank(volume="loud")  # a bad volume falls back to the default too
    bank.play("token")
    assert bank.available is False and bank.volume == 0.8


def test_bank_survives_a_sound_that_cannot_be_built(monkeypatch, fresh_mixer):
    def refuse(*args, **kwargs):
        raise pygame.error("out of memory")

    monkeypatch.setattr(pygame.mixer, "Sound", refuse)
    bank = SoundBank()
    bank.play("click")
    bank.play("click")
    assert bank.available and bank.loaded == ()
