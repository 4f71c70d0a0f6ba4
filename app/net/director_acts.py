"""A director's acts in words, for every director's log (S7-24): the console says "You: pause
the clock" for its own act, and the host tells every other director connected "Another
director: pause the clock" for an act that no event of the tournament records (a clock act, a
late entry admitted or refused, the night's next tournament), so a console shows what the director's
phone did as it shows its own (issue 22). Acts that are events (a move, a void, sudden death)
reach every director as those events, in app/client/wording.py's words; the spectators' chat
opened or closed, as the host's own notice."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from app.net.protocol import DirectorAct

ACT_WORDS: Mapping[DirectorAct, Callable[[Mapping[str, object]], str]] = {
    DirectorAct.START: lambda _: "start the tournament",
    DirectorAct.PAUSE: lambda _: "pause the clock",
    DirectorAct.RESUME: lambda _: "resume the clock",
    DirectorAct.ADD_TIME: lambda a: ("add a minute" if float(str(a["seconds"])) > 0
                                     else "take a minute"),
    DirectorAct.JUMP: lambda a: f"go to level {a['level']}",
    DirectorAct.SUDDEN_DEATH: lambda _: "declare sudden death",
    DirectorAct.VOID: lambda a: f"void the hand at table {a['table']}",
    DirectorAct.MOVE: lambda a: f"move {a['player']} to table {a['table']}",
    DirectorAct.ADMIT: lambda a: f"admit {a['player']}",
    DirectorAct.REFUSE: lambda a: f"refuse {a['player']}",
    DirectorAct.SCHEDULE: lambda _: "change the levels to come",
    DirectorAct.OPEN_SPECTATOR_CHAT: lambda _: "let spectators chat",
    DirectorAct.CLOSE_SPECTATOR_CHAT: lambda _: "mute the spectators' chat",
    DirectorAct.NEXT_TOURNAMENT: lambda _: "open the night's next tournament",
}

# Acts every director hears of anyway: events of the tournament (a move, a void, sudden death)
# and the spectators' chat, which the host announces in a notice of its own (app/net/chat.py).
TOLD_OTHERWISE = frozenset({DirectorAct.SUDDEN_DEATH, DirectorAct.VOID, DirectorAct.MOVE,
                            DirectorAct.OPEN_SPECTATOR_CHAT, DirectorAct.CLOSE_SPECTATOR_CHAT})


def told_to_other_directors(act: DirectorAct, arguments: Mapping[str, object]) -> str:
    """The notice for the other directors once `act` is done; "" for an act they learn of
    from its own event."""
    if act in TOLD_OTHERWISE:
        return ""
    return f"Another director: {ACT_WORDS[act](arguments)}"
