"""Sound effects synthesised at start-up (no sound files) and a player that never gets in the way.

`synth(name)` is pure (no pygame) and returns mono 16-bit little-endian PCM at 44100 Hz, so the
sounds can be tested without an audio device. `SoundBank` turns them into pygame Sounds lazily.

Speed (all ten effects in ~0.2 s): per-sample work runs inside C loops (`itertools.accumulate`,
`map` with `operator` and `math` functions, list comprehensions). A damped partial is a rotating
complex phasor, one complex multiplication per sample; bells and reverb tails are computed at
half rate and upsampled, since neither has much above 10 kHz worth the time.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from itertools import accumulate, chain, islice, repeat
from operator import add, mul, sub
from pathlib import Path
from typing import Any

RATE = 44100
_FULL = 32767
_HALF = RATE // 2  # struck bodies and reverb tails are computed at half rate, then upsampled
_PRE = 0.0015  # a hair of silence before each effect, so even a hard strike starts from zero
_TWO_PI = 2.0 * math.pi

Signal = list[float]
# A struck body: (frequency ratio, amplitude, decay time constant in seconds) per partial.
Partials = tuple[tuple[float, float, float], ...]

_COIN: Partials = ((1.0, 1.0, 0.15), (1.49, 0.55, 0.09), (2.27, 0.4, 0.055), (3.13, 0.2, 0.03))
_SMALL_BELL: Partials = (
    (1.0, 1.0, 0.38), (1.003, 0.35, 0.42), (2.0, 0.3, 0.2), (2.76, 0.32, 0.11),
    (5.4, 0.1, 0.04),
)
_CHIME: Partials = (
    (1.0, 1.0, 0.42), (1.002, 0.3, 0.5), (2.0, 0.22, 0.22), (3.0, 0.1, 0.11),
    (4.16, 0.05, 0.05),
)
_GONG: Partials = (
    (1.0, 1.0, 0.9), (1.005, 0.6, 0.8), (1.58, 0.55, 0.6), (2.0, 0.5, 0.5),
    (2.54, 0.35, 0.38), (3.21, 0.25, 0.28), (4.07, 0.15, 0.18), (5.3, 0.08, 0.1),
    (6.83, 0.05, 0.12), (8.92, 0.035, 0.08),
)
_WOOD: Partials = ((1.0, 1.0, 0.028), (2.31, 0.4, 0.016), (4.05, 0.15, 0.008))
_TICK: Partials = ((1.0, 1.0, 0.006), (1.62, 0.5, 0.003), (0.41, 0.4, 0.01))


# ----------------------------------------------------------------------------- building blocks


def _len(seconds: float, rate: int = RATE) -> int:
    return max(1, int(round(seconds * rate)))


def _silence(seconds: float) -> Signal:
    return [0.0] * _len(seconds)


def _ramp(m: int) -> tuple[float, ...]:
    """A raised-cosine rise 0..1 over m samples: smooth at both ends, so fades never click.
    Made anew each time (~0.2 ms), never kept: an object that outlives the synthesis, made
    among its millions of passing floats, holds the interpreter's memory pools it sits in
    (ramps kept: ~10 MB of the window's memory after the ten effects, ~1 MB without)."""
    k = 0.5 * math.pi / m
    return tuple([v * v for v in map(math.sin, [k * i for i in range(m)])])


def _fade_in(sig: list, seconds: float) -> list:
    m = min(_len(seconds), len(sig))
    sig[:m] = map(mul, sig[:m], _ramp(m))
    return sig


def _fade_out(sig: list, seconds: float) -> list:
    m = min(_len(seconds), len(sig))
    sig[len(sig) - m:] = map(mul, sig[len(sig) - m:], reversed(_ramp(m)))
    return sig


def _scale(sig: Iterable[float], k: float) -> Signal:
    return [v * k for v in sig]


def _normalised(sig: Signal, peak: float = 1.0) -> Signal:
    """Components are built at arbitrary levels; this lets recipes mix them by ear."""
    top = max(map(abs, sig), default=0.0)
    return _scale(sig, peak / top) if top > 0.0 else sig


def _mix(buf: Signal, sig: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add `sig` into `buf` `at` seconds in, clipped to the buffer's length."""
    o = _len(at) if at > 0 else 0
    seg = sig[: max(0, len(buf) - o)]
    if gain != 1.0:
        seg = [v * gain for v in seg]
    buf[o:o + len(seg)] = map(add, buf[o:o + len(seg)], seg)
    return buf


def _mode(freq: float, tau: float, n: int, amp: float, attack: tuple[float, ...]
          ) -> Iterator[complex]:
    """A damped sinusoid at half rate as a rotating phasor (imaginary part starts at zero)."""
    k = math.exp(-1.0 / (tau * _HALF))
    w = _TWO_PI * freq / _HALF
    ring = accumulate(repeat(complex(k * math.cos(w), k * math.sin(w)), n - 1), mul,
                      initial=complex(amp, 0.0))
    return chain(map(mul, islice(ring, len(attack)), attack), ring)


def _strike_into(buf: list[complex], at: float, freq: float, partials: Partials,
                 seconds: float, gain: float = 1.0, attack: float = 0.002) -> list[complex]:
    """Add a struck body (bell, coin, wood) to a half-rate buffer of phasors.

    Notes mix as complex numbers and `.imag` is taken once per effect. Each partial runs only
    7 time constants (by then it is 60 dB down), and partials near Nyquist are left out.
    """
    o = _len(at, _HALF) if at > 0 else 0
    n = min(_len(seconds, _HALF), len(buf) - o)
    ramp = _ramp(_len(attack, _HALF))
    for ratio, amp, tau in partials:
        if freq * ratio < _HALF * 0.45:
            m = min(n, _len(7 * tau, _HALF))
            buf[o:o + m] = map(add, buf[o:o + m], _mode(freq * ratio, tau, m, amp * gain, ramp))
    return buf


def _upsample2(half: Signal, n: int) -> Signal:
    """Double the rate: keep each sample, put the 4-tap half-band midpoint between neighbours.

    That midpoint, (9(b + c) - (a + d)) / 16, leaves much fainter images above 11 kHz than a
    straight line would, so half-rate bells still sound clean.
    """
    m = n // 2
    padded = [0.0] + half + [0.0] * max(2, m + 3 - len(half))
    up = [0.0] * n
    up[0::2] = padded[1:(n + 1) // 2 + 1]
    up[1::2] = [0.5625 * (b + c) - 0.0625 * (a + d) for a, b, c, d in zip(
        padded[0:m], padded[1:m + 1], padded[2:m + 2], padded[3:m + 3], strict=True)]
    return up


def _bells(notes: Iterable[tuple[float, float, float]], partials: Partials, total: float,
           ring: float, attack: float = 0.002) -> Signal:
    """Struck notes, each (start s, frequency Hz, gain), in one buffer of `total` seconds.

    Bells are the costliest sound here, so they are rung at half rate: partials stay below
    10 kHz anyway, and it halves the start-up time.
    """
    buf = [0j] * _len(total, _HALF)
    for at, freq, gain in notes:
        _strike_into(buf, at, freq, partials, ring, gain, attack)
    return _upsample2([z.imag for z in buf], _len(total))


def _strike(freq: float, partials: Partials, seconds: float, attack: float = 0.002) -> Signal:
    """One struck note on its own."""
    return _bells([(0.0, freq, 1.0)], partials, seconds, seconds, attack)


def _glide(f0: float, f1: float, seconds: float, shape: str = "sine") -> Signal:
    """An oscillator whose pitch slides exponentially from f0 to f1 (f0 == f1: steady)."""
    n = _len(seconds)
    ratio = (f1 / f0) ** (1.0 / max(1, n - 1))
    steps = accumulate(repeat(ratio, n - 1), mul, initial=_TWO_PI * f0 / RATE)
    wave = map(math.sin, accumulate(steps))
    if shape == "triangle":  # asin(sin(x)) is a triangle wave of amplitude pi/2
        return _scale(map(math.asin, wave), 2.0 / math.pi)
    return list(wave)


def _adsr(seconds: float, a: float, d: float, s: float, r: float) -> Signal:
    """Attack / decay / sustain / release gain curve, smooth at every joint."""
    n = _len(seconds)
    na, nd, nr = _len(a), _len(d), _len(r)
    env = list(_ramp(na))
    env += [s + (1.0 - s) * v for v in reversed(_ramp(nd))]
    env += [s] * max(0, n - na - nd - nr)
    env += [s * v for v in reversed(_ramp(nr))]
    return (env + [0.0] * n)[:n]


def _decay(seconds: float, tau: float) -> Signal:
    n = _len(seconds)
    return list(accumulate(repeat(math.exp(-1.0 / (tau * RATE)), n - 1), mul, initial=1.0))


def _noise(seconds: float, seed: int) -> Signal:
    """White noise from a fixed seed, so every run synthesises the same bytes."""
    rnd = random.Random(seed).random
    return [2.0 * rnd() - 1.0 for _ in range(_len(seconds))]


def _lowpass(sig: Signal, coeff: float) -> Signal:
    """One-pole low-pass; coeff near 1 passes nearly everything, near 0 only rumble."""
    return list(accumulate(sig, lambda y, x: y + coeff * (x - y)))


def _lowpass_sweep(sig: Signal, coeffs: Signal) -> Signal:
    """One-pole low-pass whose cut-off follows `coeffs` sample by sample (for whooshes)."""
    out = accumulate(zip(sig, coeffs, strict=True), lambda y, xc: y + xc[1] * (xc[0] - y),
                     initial=0.0)
    next(out)
    return list(out)


def _times(a: Signal, b: Signal) -> Signal:
    return list(map(mul, a, b))


def _echoes(x: Signal, delay: int, gain: float) -> Signal:
    """Echoes alone of a damped feedback comb, a block of `delay` samples at a time.

    e[n] = g * (x[n-d] + (e[n-d] + e[n-d-1]) / 2): each round trip loses a little treble, like
    night air. e is stored one sample late (e[i+1] is sample i) so e[n-d-1] exists at the start.
    """
    n = len(x)
    e = [0.0] * (n + 1)
    half = 0.5 * gain
    for s in range(delay, n, delay):
        end = min(s + delay, n)
        e[s + 1:end + 1] = [gain * a + half * (b + c) for a, b, c in zip(
            x[s - delay:end - delay], e[s - delay + 1:end - delay + 1], e[s - delay:end - delay],
            strict=True)]
    return e[1:]


# Mutually prime delays (29-47 ms) so the echoes smear into a soft room instead of a flutter.
# They are in samples at half rate: the tail is computed at 22050 Hz, which halves its cost and
# leaves it darker than the dry sound, as a soft reverb should be.
_COMBS = ((638, 0.5), (801, 0.46), (933, 0.42), (1027, 0.38))


def _reverb(sig: Signal, wet: float = 0.2) -> Signal:
    """A short, soft tail: four damped combs at half rate, mixed under the dry sound."""
    half = [0.5 * (a + b) for a, b in zip(sig[0::2], sig[1::2], strict=False)]
    tail = [0.0] * len(half)
    for delay, gain in _COMBS:
        tail = list(map(add, tail, _echoes(half, delay, gain)))
    up = _upsample2(tail, len(sig))
    return [a + wet * b for a, b in zip(sig, up, strict=True)]


# ----------------------------------------------------------------------------- the recipes


def _token() -> Signal:
    """A favour token: a bright coin-bell, a smaller second clink, and a whisper of metal."""
    buf = _bells([(0.0, 2093.0, 1.0), (0.055, 2637.0, 0.45)], _COIN, 0.38, 0.38)
    grit = _times(_fade_in(_noise(0.012, 11), 0.001), _decay(0.012, 0.003))
    hiss = list(map(sub, grit, _lowpass(grit, 0.35)))  # keep only the bright part
    return _reverb(_mix(buf, _normalised(hiss), 0.0, 0.25), 0.22)


def _wood_tap(freq: float, seed: int) -> Signal:
    body = _strike(freq, _WOOD, 0.12, attack=0.0015)
    knock = _times(_lowpass(_noise(0.02, seed), 0.2), _decay(0.02, 0.004))
    return _mix(_normalised(body), _normalised(knock), 0.0, 0.35)


def _novice() -> Signal:
    """A novice steps: two soft taps on a wooden board, the second a touch lower and lighter."""
    buf = _silence(0.3)
    _mix(buf, _wood_tap(430.0, 21), 0.0, 1.0)
    _mix(buf, _wood_tap(390.0, 22), 0.13, 0.75)
    return _reverb(buf, 0.25)


def _whoosh(seconds: float) -> Signal:
    """Air rushing past with a falling pitch: band-passed noise plus a faint sliding tone."""
    n = _len(seconds)
    coeffs = list(accumulate(repeat((0.03 / 0.45) ** (1 / n), n - 1), mul, initial=0.45))
    bright = _lowpass_sweep(_lowpass_sweep(_noise(seconds, 31), coeffs), coeffs)
    band = list(map(sub, bright, _lowpass_sweep(bright, _scale(coeffs, 0.3))))
    hump = [math.sin(math.pi * (i / n) ** 0.7) ** 2 for i in range(n)]
    tone = _glide(760.0, 190.0, seconds)
    air = list(map(add, _normalised(band), _scale(tone, 0.2)))
    return _times(air, hump)


def _bubble(f0: float, f1: float) -> Signal:
    """A water drop: a short sine chirping upward as the bubble closes."""
    return _fade_in(_times(_glide(f0, f1, 0.06), _decay(0.06, 0.018)), 0.002)


def _splash(seconds: float) -> Signal:
    wash = _lowpass(_noise(seconds, 41), 0.22)
    env = _times(_fade_in([1.0] * _len(seconds), 0.006), _decay(seconds, 0.07))
    buf = _scale(_times(_normalised(wash), env), 0.55)
    for at, f0, f1, gain in ((0.012, 520, 900, 0.5), (0.05, 700, 1150, 0.4),
                             (0.1, 460, 780, 0.32), (0.16, 820, 1300, 0.22)):
        _mix(buf, _bubble(f0, f1), at, gain)
    return buf


def _expel() -> Signal:
    """Expelled: the novice is swept away (falling whoosh) and lands in the water by the jetty."""
    buf = _silence(0.66)
    _mix(buf, _whoosh(0.36), 0.0, 0.7)
    _mix(buf, _splash(0.34), 0.3, 1.0)
    return _reverb(buf, 0.18)


def _score() -> Signal:
    """Influence gained: a rising fifth on soft chimes."""
    return _reverb(_bells([(0.0, 880.0, 0.8), (0.12, 1318.5, 1.0)], _CHIME, 0.6, 0.6), 0.2)


def _loss() -> Signal:
    """Influence lost: a low, soft tone that sinks a fourth and fades."""
    tone = list(map(add, _glide(294.0, 220.0, 0.48), _scale(_glide(147.0, 110.0, 0.48), 0.35)))
    reed = _lowpass(_glide(294.0, 220.0, 0.48, "triangle"), 0.15)
    voice = list(map(add, tone, _scale(reed, 0.4)))
    return _reverb(_times(voice, _adsr(0.48, 0.035, 0.12, 0.65, 0.22)), 0.2)


def _turn() -> Signal:
    """Your turn: three clear bell notes going up a major chord, the last one ringing."""
    notes = [(0.0, 784.0, 0.75), (0.11, 1046.5, 0.8), (0.22, 1318.5, 1.0)]
    return _reverb(_bells(notes, _SMALL_BELL, 0.66, 0.66), 0.22)


def _round() -> Signal:
    """A new round: a low gong-like bell with a soft mallet and slowly beating partials."""
    gong = _strike(110.0, _GONG, 0.69, attack=0.012)
    thump = _times(_glide(55.0, 52.0, 0.69), _decay(0.69, 0.12))
    return _reverb(_mix(gong, _fade_in(thump, 0.012), 0.0, 0.5), 0.25)


def _buzz(freq: float) -> Signal:
    tri = _lowpass(_glide(freq, freq, 0.12, "triangle"), 0.12)  # triangle, dulled: no rasp
    beat = _glide(freq * 1.012, freq * 1.012, 0.12)
    return _times(list(map(add, _normalised(tri), _scale(beat, 0.5))),
                  _adsr(0.12, 0.012, 0.04, 0.6, 0.045))


def _error() -> Signal:
    """Not allowed: a soft, low 'uh-uh' double buzz."""
    buf = _silence(0.33)
    _mix(buf, _buzz(150.0), 0.0, 1.0)
    _mix(buf, _buzz(138.0), 0.16, 0.9)
    return _reverb(buf, 0.15)


def _click() -> Signal:
    """UI click: a very short, dry tick (an echo would make it sound like a double click)."""
    return _strike(2200.0, _TICK, 0.085, attack=0.001)


def _victory() -> Signal:
    """Game over: a gentle rising arpeggio of bells over a soft fifth, ending on an open chord."""
    arp = [(0.0, 523.25, 0.7), (0.1, 659.26, 0.72), (0.2, 783.99, 0.75), (0.3, 1046.5, 0.8)]
    chord = [(0.44, 1046.5, 0.55), (0.44, 1318.5, 0.6), (0.45, 1567.98, 0.55)]
    buf = _bells(arp + chord, _SMALL_BELL, 1.15, 0.75)
    pad = list(map(add, _glide(261.63, 261.63, 1.15), _scale(_glide(392.0, 392.0, 1.15), 0.6)))
    _mix(buf, _times(pad, _adsr(1.15, 0.25, 0.2, 0.7, 0.5)), 0.0, 0.18)
    return _reverb(buf, 0.24)


# name -> (recipe, peak as a fraction of full scale, fade-out seconds)
_EFFECTS: dict[str, tuple[Callable[[], Signal], float, float]] = {
    "token": (_token, 0.55, 0.04),
    "novice": (_novice, 0.6, 0.03),
    "expel": (_expel, 0.6, 0.08),
    "score": (_score, 0.6, 0.12),
    "loss": (_loss, 0.45, 0.06),
    "turn": (_turn, 0.6, 0.15),
    "round": (_round, 0.7, 0.25),
    "click": (_click, 0.4, 0.02),
    "error": (_error, 0.42, 0.04),
    "victory": (_victory, 0.65, 0.35),
}
NAMES: tuple[str, ...] = tuple(_EFFECTS)


@cache
def _render(name: str) -> array:
    """Native-order int16 samples of one effect; cached so many banks share one synthesis."""
    recipe, peak, fade = _EFFECTS[name]
    sig = _fade_out(_fade_in(recipe(), 0.004), fade)
    k = peak * _FULL / max(map(abs, sig))
    return array("h", map(round, _silence(_PRE) + [v * k for v in sig]))


def synth(name: str) -> bytes:
    """Mono 16-bit little-endian PCM at 44100 Hz for effect `name`; KeyError if there is none."""
    if name not in _EFFECTS:
        raise KeyError(name)
    pcm = _render(name)
    if sys.byteorder == "big":
        pcm = array("h", pcm)
        pcm.byteswap()
    return pcm.tobytes()


def export_wavs(directory: str | Path) -> list[Path]:
    """Write every effect as NAME.wav, to listen to them or check levels with other tools."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in NAMES:
        path = out / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(synth(name))
        paths.append(path)
    return paths


# ----------------------------------------------------------------------------- playing them


def _resample(pcm: array, rate: int) -> list[int]:
    """Linear interpolation to the mixer's rate, so pitch and length survive a 48 kHz device."""
    n = max(1, round(len(pcm) * rate / RATE))
    step = RATE / rate
    last = len(pcm) - 1
    out = []
    for i in range(n):
        t = i * step
        j = min(int(t), last)
        k = min(j + 1, last)
        out.append(round(pcm[j] + (pcm[k] - pcm[j]) * (t - j)))
    return out


def _for_mixer(pcm: array, rate: int, fmt: int, channels: int) -> bytes:
    """Raw samples in exactly the mixer's layout: rate, sample format and channel count."""
    samples: Iterable[int] = pcm if rate == RATE else _resample(pcm, rate)
    if fmt == -16:
        out = array("h", samples)
    elif fmt == 16:
        out = array("H", [s + 32768 for s in samples])
    elif fmt == -8:
        out = array("b", [s >> 8 for s in samples])
    elif fmt == 8:
        out = array("B", [(s >> 8) + 128 for s in samples])
    elif abs(fmt) == 32:  # pygame's only 32-bit format is float
        out = array("f", [s / 32768.0 for s in samples])
    else:
        raise ValueError(f"unsupported mixer format {fmt}")
    if channels > 1:
        mono, out = out, array(out.typecode, bytes(len(out) * out.itemsize * channels))
        for c in range(channels):
            out[c::channels] = mono
    return out.tobytes()


def _open_mixer() -> tuple[int, int, int] | None:
    """The mixer's (rate, format, channels), starting it if needed; None when there is no audio."""
    try:
        import pygame

        mixer = pygame.mixer
        if not mixer.get_init():
            mixer.init(RATE, -16, 2, 512)
        got = mixer.get_init()
        return (int(got[0]), int(got[1]), int(got[2])) if got else None
    except Exception:  # no pygame, no mixer module, no device: the game just stays silent
        return None


def _clamp(volume: object) -> float:
    try:
        v = float(volume)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0.8
    return min(1.0, max(0.0, v)) if math.isfinite(v) else 0.0


class SoundBank:
    """Plays the effects by name; without a usable mixer it quietly does nothing.

    Nothing touches the audio device until the first `play`, `preload` or look at `available`,
    and each effect becomes a pygame Sound only when first needed.
    """

    def __init__(self, muted: bool = False, volume: float = 0.8) -> None:
        self._muted = bool(muted)
        self._volume = _clamp(volume)
        self._sounds: dict[str, Any] = {}  # name -> pygame Sound, or None if it cannot be built
        self._mixer: tuple[int, int, int] | None = None
        self._probed = False

    @property
    def available(self) -> bool:
        """Whether sound can be heard at all (the mixer is probed once, on first need)."""
        if not self._probed:
            self._probed = True
            self._mixer = _open_mixer()
        return self._mixer is not None

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            for sound in self._built():
                _quietly(sound.stop)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._built():
            _quietly(sound.set_volume, self._volume)

    @property
    def loaded(self) -> tuple[str, ...]:
        """Names already turned into pygame Sounds (for tests and diagnostics)."""
        return tuple(name for name, sound in self._sounds.items() if sound is not None)

    def preload(self) -> None:
        """Build every Sound now, e.g. behind a loading screen, so no first play hitches."""
        if self.available:
            for name in NAMES:
                self._sound(name)

    def play(self, name: str) -> None:
        """Play effect `name`; muted, unknown names and missing audio are all silently fine."""
        if self._muted or not isinstance(name, str) or name not in _EFFECTS:
            return
        if not self.available:
            return
        sound = self._sound(name)
        if sound is not None:
            _quietly(sound.play)

    def _built(self) -> list[Any]:
        return [s for s in self._sounds.values() if s is not None]

    def _sound(self, name: str) -> Any:
        if name not in self._sounds:
            self._sounds[name] = self._build(name)
        return self._sounds[name]

    def _build(self, name: str) -> Any:
        """One pygame Sound, or None if this mixer cannot take it (never tried twice)."""
        try:
            import pygame

            rate, fmt, channels = self._mixer  # type: ignore[misc]
            sound = pygame.mixer.Sound(buffer=_for_mixer(_render(name), rate, fmt, channels))
            sound.set_volume(self._volume)
            return sound
        except Exception:
            return None


def _quietly(fn: Callable[..., object], *args: object) -> None:
    """Call into the mixer, ignoring its errors: a missing sound must never stop the game."""
    try:
        fn(*args)
    except Exception:
        return


if __name__ == "__main__":
    import time

    start = time.perf_counter()
    for effect in NAMES:
        _render(effect)
    print(f"synthesised {len(NAMES)} effects in {1000 * (time.perf_counter() - start):.0f} ms")
    target = sys.argv[1] if len(sys.argv) > 1 else "/tmp/luna_sounds"
    for p in export_wavs(target):
        print(p)
