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
from app.phrases import Phrase


def _value(value: object) -> str | int:
    """An act's argument as a phrase holds it: a whole number as such, else its text."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


# Each act in words, a phrase (app/phrases.py): English for the host's notice, and in each
# director's language where it is shown (`Phrase.words`).
ACT_WORDS: Mapping[DirectorAct, Callable[[Mapping[str, object]], Phrase]] = {
    DirectorAct.START: lambda _: Phrase("act_start"),
    DirectorAct.PAUSE: lambda _: Phrase("act_pause"),
    DirectorAct.RESUME: lambda _: Phrase("act_resume"),
    DirectorAct.ADD_TIME: lambda a: Phrase("act_add_minute" if float(str(a["seconds"])) > 0
                                           else "act_take_minute"),
    DirectorAct.JUMP: lambda a: Phrase("act_jump", _value(a["level"])),
    DirectorAct.SUDDEN_DEATH: lambda _: Phrase("act_sudden_death"),
    DirectorAct.VOID: lambda a: Phrase("act_void", _value(a["table"])),
    DirectorAct.MOVE: lambda a: Phrase("act_move", _value(a["player"]), _value(a["table"])),
    DirectorAct.ADMIT: lambda a: Phrase("act_admit", _value(a["player"])),
    DirectorAct.REFUSE: lambda a: Phrase("act_refuse", _value(a["player"])),
    DirectorAct.SCHEDULE: lambda _: Phrase("act_schedule"),
    DirectorAct.OPEN_SPECTATOR_CHAT: lambda _: Phrase("act_open_chat"),
    DirectorAct.CLOSE_SPECTATOR_CHAT: lambda _: Phrase("act_close_chat"),
    DirectorAct.NEXT_TOURNAMENT: lambda _: Phrase("act_next_tournament"),
}

# Acts every director hears of anyway: events of the tournament (a move, a void, sudden death)
# and the spectators' chat, which the host announces in a notice of its own (app/net/chat.py).
TOLD_OTHERWISE = frozenset({DirectorAct.SUDDEN_DEATH, DirectorAct.VOID, DirectorAct.MOVE,
                            DirectorAct.OPEN_SPECTATOR_CHAT, DirectorAct.CLOSE_SPECTATOR_CHAT})


def told_to_other_directors(act: DirectorAct, arguments: Mapping[str, object]) -> str:
    """The notice for the other directors once `act` is done, a phrase each director words in
    its own language; "" for an act they learn of from its own event."""
    if act in TOLD_OTHERWISE:
        return ""
    return Phrase("another_director", ACT_WORDS[act](arguments))
