"""The league: points formulas, season standings and championship seeding, for every variant.

Qt-free and store-free: it computes from results handed to it, so the CLI, the lobby, the
kiosk and the host's web page all show the same standings.
"""
