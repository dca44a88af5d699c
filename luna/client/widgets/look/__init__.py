"""The dress of the screens around the board: the title's moon, the pictures of the ways to
play, a seat's card, the panel's small pictures. Drawn by code, cached per size."""
