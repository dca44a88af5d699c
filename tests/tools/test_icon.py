"""The icon drawn by the art code, and the .ico/.icns containers the app build writes."""

from __future__ import annotations

import io
import struct

import pygame

from luna.client.board import icon


def test_icon_is_a_rounded_tile_with_the_priestess():
    pygame.display.init()
    img = icon.icon(64)
    assert img.get_size() == (64, 64)
    assert img.get_at((0, 0)).a == 0                     # rounded corner: transparent
    assert img.get_at((32, 32)).a == 255                 # the tile itself: opaque
    sea, middle = img.get_at((8, 32)), img.get_at((32, 28))
    assert sum(middle[:3]) > sum(sea[:3]) + 120          # the pale figure on the dark sea


def test_ico_holds_one_png_per_size():
    data = icon.ico_bytes((16, 32, 256))
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 3)
    for k, size in enumerate((16, 32, 256)):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * k)
        assert (w, h) == (size % 256, size % 256)
        png = data[offset:offset + length]
        assert png.startswith(b"\x89PNG")
        assert pygame.image.load(io.BytesIO(png)).get_size() == (size, size)


def test_icns_chunks_add_up():
    data = icon.icns_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, kinds = 8, []
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert data[at + 8:at + 12] == b"\x89PNG"
        kinds.append(kind)
        at += length
    assert at == len(data) and kinds == list(icon.ICNS_TYPES.values())
