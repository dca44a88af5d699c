"""The art's two box blurs (pygame-ce's `box_blur`, twice). Most layers blurred are one
colour in varying alpha (a shape to soften, a shadow, a line of foam): their colour
bytes blur to themselves, so only the alpha is blurred, its rows cut in four bands laid
in the four channels of a picture a quarter as tall (each band with the rows the blur
reaches over on either side). The blur works each channel apart, so the bytes are the
same as the whole picture blurred; the work is a third."""

from __future__ import annotations

import sys

import pygame

BANDS = 4
WORTH = 0.6     # packed only when its picture is at most this share of the whole's rows


def box2(s: pygame.Surface, r: int) -> pygame.Surface:
    """`s` box-blurred twice with radius `r` (a new picture of `s`'s format)."""
    return _alpha_only(s, r) or pygame.transform.box_blur(pygame.transform.box_blur(s, r), r)


def _alpha_only(s: pygame.Surface, r: int) -> pygame.Surface | None:
    """`box2(s, r)` by its alpha alone, or None where `s` is not one colour in varying
    alpha, or too short for the bands to pay, or narrower than the blur reaches
    (pygame-ce's blur of a radius as wide as its picture works otherwise)."""
    w, h = s.get_size()
    reach = 2 * r + 1                       # how far two blurs of `r` read
    band = -(-h // BANDS)
    tall = band + 2 * reach
    if tall > h * WORTH or w <= 2 * reach or s.get_bytesize() != 4 or s.get_pitch() != 4 * w \
            or not s.get_flags() & pygame.SRCALPHA:
        return None
    shift = s.get_shifts()[3] // 8
    a = shift if sys.byteorder == "little" else 3 - shift     # the alpha's byte
    raw = s.get_buffer().raw
    colour = bytearray(raw)
    colour[a::4] = bytes(w * h)
    first = bytes(colour[:4])
    if colour != first * (w * h):
        return None
    alpha = raw[a::4]
    tops = [min(max(0, i * band - reach), h - tall) for i in range(BANDS)]
    packed = bytearray(4 * w * tall)
    for i, top in enumerate(tops):
        packed[i::4] = alpha[top * w:(top + tall) * w]
    blurred = pygame.image.tobytes(pygame.transform.box_blur(pygame.transform.box_blur(
        pygame.image.frombytes(bytes(packed), (w, tall), "RGBA"), r), r), "RGBA")
    soft = bytearray(w * h)
    for i, top in enumerate(tops):
        lo, hi = i * band, min(h, (i + 1) * band)
        if lo < hi:
            soft[lo * w:hi * w] = blurred[i::4][(lo - top) * w:(hi - top) * w]
    colour[a::4] = soft
    return _of_bytes(s, bytes(colour))


# pygame-ce's own format for a picture with alpha: its bytes B, G, R, A in memory
_BGRA = (0xFF0000, 0xFF00, 0xFF, 0xFF000000)


def _of_bytes(s: pygame.Surface, raw: bytes) -> pygame.Surface:
    """A picture of `s`'s format, size and flags holding `raw` (its pixels' bytes):
    made from them where the format is pygame-ce's own (a twentieth of the time of a
    copy written over, which walks the pixels through a buffer), else so."""
    if sys.byteorder == "little" and s.get_masks() == _BGRA and s.get_colorkey() is None \
            and s.get_alpha() == 255:
        out = pygame.image.frombytes(raw, s.get_size(), "BGRA")
        if out.get_flags() == s.get_flags() and out.get_masks() == _BGRA:
            return out
    out = s.copy()
    out.get_buffer().write(raw)
    return out
