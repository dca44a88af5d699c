"""The board: drawing it and what stands on it, its layout, hit targets, art and
animations."""
