"""pygame-gui's drawable shapes tint a white shape by its colour (`apply_colour_to_surface`)
with a new picture of that colour, filled and blitted in multiply: a filled surface per
state of every button drawn. A multiplying fill of the shape with the colour gives the
same bytes (pygame-ce's fill and blit blend by the same rule) with no picture made."""

from __future__ import annotations

import pygame
from pygame_gui.core.drawable_shapes import ellipse_drawable_shape, rounded_rect_drawable_shape


def tint(colour: pygame.Color, shape_surface: pygame.Surface,
         rect: pygame.Rect | None = None) -> None:
    """`apply_colour_to_surface`'s work: `shape_surface` (within `rect`) multiplied by
    `colour`."""
    shape_surface.fill(colour, rect, special_flags=pygame.BLEND_RGBA_MULT)


def install() -> None:
    """The shapes that tint (rounded rectangles, ellipses) tint by `tint`."""
    for shapes in (rounded_rect_drawable_shape, ellipse_drawable_shape):
        shapes.apply_colour_to_surface = tint
