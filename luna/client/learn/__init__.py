"""Learning the game: the guided first game and the rules book's pictures. A round's
scoring card and a look back at a log line are part of every game (client/game/); the
lesson after a game is the results screen's (results/lesson_card.py)."""
