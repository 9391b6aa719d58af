"""The Whiteout application around the rules engines: the game log, the terminal player and
(later) the table on screen."""
