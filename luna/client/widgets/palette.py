"""The one palette: the colours, corners and shadows every widget shares with the board
(the pygame-gui theme is written from these, see widgets/theme.py; the cards, hover texts,
toasts, the action ring and the results screen draw with them).

Night blue glass with a brass rim, parchment ink, gold for what is chosen or a title.
`contrast` is the WCAG ratio the text colours are held to (tests/test_contrast.py).
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# -- grounds -------------------------------------------------------------------------------
NIGHT: RGB = (8, 12, 28)              # the window behind everything
GLASS: RGB = (16, 22, 44)             # a card, the panel, a hover text, a toast
GLASS_ALPHA = 238                     # (the board shows faintly through)
WELL: RGB = (11, 16, 34)              # a text box, a list, an entry: sunk into the card
ROW: RGB = (30, 39, 70)               # a table's row, a list's hovered entry

# -- buttons ------------------------------------------------------------------------------
BUTTON: RGB = (31, 41, 72)
BUTTON_HOVER: RGB = (47, 62, 106)
BUTTON_DOWN: RGB = (72, 60, 30)       # pressed or chosen: warmed by the gold
BUTTON_OFF: RGB = (22, 27, 46)
CONFIRM: RGB = (42, 92, 58)           # the button that goes on (Start, Meditate, Save)
CONFIRM_HOVER: RGB = (48, 108, 68)
PRIMARY: RGB = (100, 76, 28)          # the title screen's first answer (Continue / New game)
PRIMARY_HOVER: RGB = (124, 94, 36)

# -- lines --------------------------------------------------------------------------------
RIM: RGB = (190, 178, 136)            # a card's and a hover text's edge: brass
RIM_SOFT: RGB = (124, 122, 108)       # a button's edge at rest
RIM_OFF: RGB = (62, 66, 86)

# -- text ---------------------------------------------------------------------------------
INK: RGB = (236, 230, 210)            # body text
INK_DIM: RGB = (172, 180, 204)        # second-rank text (a caption, a column head)
INK_OFF: RGB = (112, 118, 142)        # a disabled button's words (exempt from 4.5:1)
TOOL_OFF: RGB = (84, 90, 114)         # a greyed tool's picture: plainly receded (F990)
GOLD: RGB = (240, 210, 140)           # titles, what is chosen, a focused edge
GOLD_BRIGHT: RGB = (255, 242, 204)    # words under the mouse
LINK: RGB = (150, 196, 255)           # "Rules: F1 or click here"
WARN: RGB = (255, 190, 170)           # a refusal, an error line
SHADOW: RGB = (3, 5, 14)              # text shadows and card shadows

# -- shapes -------------------------------------------------------------------------------
RADIUS = 8                            # buttons, hover texts, toasts, entries
RADIUS_CARD = 14                      # dialog cards, the results' table
SHADOW_DEPTH = 6                      # a card's soft drop shadow, px


def hexa(rgb: RGB, alpha: int | None = None) -> str:
    """"#rrggbb" or "#rrggbbaa", as pygame-gui's theme file writes colours."""
    s = "#" + "".join(f"{c:02x}" for c in rgb)
    return s if alpha is None else s + f"{alpha:02x}"


def over(fg: RGB, bg: RGB, alpha: int) -> RGB:
    """`fg` laid at `alpha` (0-255) over `bg`: what a translucent ground really shows."""
    a = alpha / 255
    return tuple(round(f * a + b * (1 - a)) for f, b in zip(fg, bg, strict=True))


def luminance(rgb: RGB) -> float:
    """Relative luminance (WCAG 2): 0 for black, 1 for white."""
    def lin(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21 (body text wants 4.5)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
