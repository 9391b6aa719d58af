"""The painters of the colony board, one module per zone of the table (``layout`` says where
each zone lies). A painter is a function ``(board, surface, view, rect)``: it draws its zone from
the view, registers the zone's hotspots on the board (whose click handlers it calls) and notes
where pieces stood for the motion. The board calls them in a fixed order (``Board.draw_table``):
what is drawn later lies on top, and so do its hotspots.

    header   the top bar and its buttons, the Morale and Round tracks, the crisis, the Main objective
    seats    the seats' panels down the left
    places   the Locations and the Colony: entrances with zombies and barricades, standees
    player   the viewer's player board: survivors, hand, dice, Secret objective
    panel    the action panel: the prompt and the choices (the decision panel reuses the choices)
    log      the game log
    hover    the tip or the enlarged card under the mouse
"""
