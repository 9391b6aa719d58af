"""The Whiteout application around the rules engines: the table on screen, the game log, the
terminal player, the robot and the screenshot tool."""

__version__ = "0.6.0"
