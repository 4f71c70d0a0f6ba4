"""The client layer, without Qt: what a seat knows of its table (built on the engine's one
reducer, app/engine/seat_view.py), the seat session and its reconnect policy, the remote bot,
the kiosk's state, the wording of events, advice requests and the lobby's options. Bots,
`pitboss bot`, the table window, the director's console and the kiosk all use it."""
