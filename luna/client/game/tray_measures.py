"""The tray's measures against the log and the cards: one place for every module that
lays the tray out, draws it or plans the panel's room beside it."""

LOG_UNDER_TRAY = (4, 3, 2, 1)  # the log's rows kept under the fullest tray: the most
#                                 that fit (the scoreboard's words smaller for them)
TWO_ENTRIES = 4                # of which the latest two entries take (two lines each, as
#                                most do): the cards close up for them, the scoreboard's
#                                foot gives way (never one entry, cut, under a tray: F061)
FORM_ROWS = 2                  # ... the cards' form never a scoreboard for more than these
KEEP_TILE = 0.7                # ... or a tray's tiles lower for them, down to this part
HEAD_GAP = 3                   # the log's heading this far under a tray, its rows 2 px under
#                                it: the heading costs its own height, no more (the tray's
#                                tiles kept and the log still named under it: F061)
