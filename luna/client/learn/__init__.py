"""Learning the game: the guided first game, the rules book's pictures, "why did
that happen?" and a round's scoring explained."""
