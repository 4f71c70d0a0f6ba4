"""What the host says to a person (a refusal, a reason), as a code and values, so that each
client words it in its own language (issue 24).

A `Phrase` is its English words, a `str`: the host's logs, the tests, the command line and an
older client read it as before. It also carries its code and values; the host sends those
beside the English (docs/protocol.md, "Phrases"), and a client shows `Phrase.words()`, the
template in its own language with the values filled in. A value is a number, a name, or a
phrase of its own ("Bet %1, not %L2" holds "%L1 to %L2"). A code this client does not know
(a newer host's) reads as the host's English.

The templates are here, once, for the host that sends them and the clients that read them;
each is marked for lupdate (`translatable`) and read through the "phrases" context.
"""

from __future__ import annotations

from app.i18n import Context, arg, english_number, translatable

phrases = Context("phrases")

TEMPLATES: dict[str, str] = {
    # Joining
    "say_hello_first": translatable("phrases", "Say hello first"),
    "director_needs_director_code": translatable(
        "phrases", "A director connects with the director's code"),
    "wrong_director_code": translatable("phrases", "Wrong director code"),
    "wrong_join_code": translatable("phrases", "Wrong join code"),
    "code_wait": translatable(
        "phrases", "Too many wrong codes from your address: try again in %1 s"),
    "name_taken": translatable(
        "phrases", "%1 is already playing here; rejoin with your token (names that differ "
                   "only in case or in the form of their letters are the same name)"),
    "left_before_seat": translatable("phrases", "You left before your seat was yours again"),
    "reconnect_waiting": translatable(
        "phrases", "Another connection to your seat is waiting to take it back: wait for it, "
                   "or try again later"),
    "waitlisted": translatable(
        "phrases", "The tournament is full: you are on the waiting list (S7-2), first in line "
                   "for the night's next tournament: join again when it opens"),
    "late_entry_unanswered": translatable(
        "phrases", "The director did not answer your late entry in time"),
    "left_before_answer": translatable("phrases", "You left before the director answered"),
    "late_entry_refused": translatable("phrases", "The director refused your late entry"),
    "not_registered": translatable("phrases", "Not registered: %1"),
    "too_many_connections": translatable("phrases", "Too many connections from %1 (%2)"),
    "host_full": translatable("phrases", "The host is full: try again later"),
    "hello_in_time": translatable("phrases", "Say hello within %1 seconds"),
    "names_full": translatable(
        "phrases", "The tournament and its waiting list (%L1 names) are full: no more names "
                   "are taken"),
    "field_full": translatable(
        "phrases", "The field is full (%L1 players, the most this host takes): no more names "
                   "are taken"),
    "address_names_waiting": translatable(
        "phrases", "%L1 names from your address are on the waiting list, the most one address "
                   "may have there"),
    "address_names_field": translatable(
        "phrases", "%L1 names from your address are in the field, the most one address may "
                   "have there"),
    # Names and codes (app/names.py, app/net/codes.py)
    "name_rule": translatable("phrases", "Choose a name of 1 to %1 letters, digits, spaces "
                                         "or .'-"),
    "name_mixes_scripts": translatable(
        "phrases", "'%1' mixes letters of different scripts, which can look like another "
                   "name: write it in one script"),
    "name_is_role": translatable(
        "phrases", "'%1' is a word the host uses for a role: choose another name"),
    "code_rule": translatable("phrases", "Choose a code of %1 to %2 characters"),
    # Playing
    "no_bet_awaited": translatable("phrases", "No bet of yours is awaited there"),
    "bet_one": translatable("phrases", "%L1"),
    "bet_either": translatable("phrases", "%L1 or %L2"),
    "bet_range": translatable("phrases", "%L1 to %L2"),
    "bet_range_steps": translatable("phrases", "%L1 to %L2, in steps of %L3 chips"),
    "bet_not_allowed": translatable("phrases", "Bet %1, not %L2"),
    "bet_stands": translatable("phrases", "Bet %1, not %L2: your bet of %L3 stands"),
    "bet_lowest": translatable("phrases", "Bet %1, not %L2: you bet the lowest"),
    "bet_refused_lowest": translatable("phrases", "Your bet was refused (%1): you bet the "
                                                  "lowest"),
    "level_began": translatable("phrases", "Level %1 began"),
    "bets_changed": translatable("phrases", "The bets changed"),
    "new_level_bet": translatable("phrases", "%1 before the cards were dealt: bet %2"),
    "new_level_you_bet": translatable("phrases", "%1 before the cards were dealt: you bet %2"),
    "new_level_bet_again": translatable(
        "phrases", "%1 before the cards were dealt, so your bet of %L2 is asked again: bet %3"),
    "new_level_you_bet_again": translatable(
        "phrases", "%1 before the cards were dealt, so your bet of %L2 is asked again: you bet "
                   "%3"),
    "time_ran_out": translatable(
        "phrases", "Your time ran out, so you are away: the rules bet and play for you without "
                   "waiting until you bet or act again"),
    "welcome_back": translatable(
        "phrases", "Welcome back: the table waits for your bets and actions again"),
    # The directors' log (issue 38): who is played as away (S7-9), and for how long.
    "player_away": translatable(
        "phrases", "%1 is away: the rules bet and play for them until they come back"),
    "player_back": translatable("phrases", "%1 is back (hands dealt while away: %L2)"),
    "not_your_decision": translatable("phrases", "That decision is not yours to make now"),
    "only_seated_entropy": translatable("phrases", "Only a seated player adds to a shuffle"),
    "no_open_shuffle": translatable("phrases", "No shuffle of that hand is open"),
    "only_table_entropy": translatable(
        "phrases", "Only a player seated at that table adds to its shuffle"),
    "entropy_size": translatable("phrases", "Send from 1 to %1 bytes of entropy"),
    # Chat
    "chat_length": translatable("phrases", "Chat messages are 1 to %1 characters"),
    "chat_every": translatable("phrases", "One chat message a second, please"),
    "spectators_closed": translatable(
        "phrases", "Spectators' chat is closed: the director may open it"),
    "chat_busy": translatable("phrases", "The chat is busy: say it again in a few seconds"),
    "chat_disk": translatable(
        "phrases", "Chat is closed: the host's disk is nearly full, and what room is left "
                   "is kept for the game"),
    # The director
    "already_hello": translatable("phrases", "You have already said hello"),
    "director_only": translatable("phrases", "Only the director may do that"),
    "display_follows_hands": translatable(
        "phrases", "Only a display follows every table's hands"),
    "follows_season": translatable(
        "phrases", "Only a display or the director follows the season's standings"),
    "no_late_entry": translatable("phrases", "No late entry of '%1' waits"),
    "late_entry_new_terms": translatable(
        "phrases", "%1's late entry has new terms: table %2, penalty %L3 chips; admit again "
                   "to accept them"),
    "say_seconds": translatable("phrases", "Say how many seconds to add"),
    "say_level": translatable("phrases", "Say which level to go to"),
    "say_schedule": translatable("phrases", "Say the levels and breaks to come"),
    "say_void_table": translatable("phrases", "Say at which table to void the hand"),
    "say_move": translatable("phrases", "Say which player to move and to which table"),
    "say_admit": translatable("phrases", "Say whose late entry to admit"),
    "say_refuse": translatable("phrases", "Say whose late entry to refuse"),
    "takes_nothing": translatable("phrases", "This act takes nothing more"),
    # An act's arguments refused: what it asks for, then the fault as the check found it.
    "act_not_taken": translatable("phrases", "%1 (%2)"),
    "unknown_act": translatable("phrases", "There is no act '%1'"),
    "no_table": translatable("phrases", "There is no table %1"),
    "no_table_at_level": translatable("phrases", "There is no table %1 at level %2"),
    "not_over": translatable("phrases", "The tournament in play is not over yet"),
    # Why an act may not be done now (app/core/director_acts.py)
    "no_clock": translatable("phrases", "This tournament has no clock: its minimum bet is fixed"),
    "not_started": translatable("phrases", "The tournament has not started yet"),
    "started_already": translatable("phrases", "The tournament has already started"),
    "tournament_over": translatable("phrases", "The tournament is over"),
    "paused_already": translatable("phrases", "The clock is already paused"),
    "not_paused": translatable("phrases", "The clock is not paused"),
    "no_sudden_death": translatable("phrases", "These rules have no sudden death"),
    "sudden_death_already": translatable("phrases", "Sudden death is already declared"),
    "not_heads_up": translatable(
        "phrases", "Sudden death is declared heads-up, with two players left (S7-22)"),
    "one_table": translatable("phrases", "There is one table: nowhere to move a player to"),
    "one_tournament": translatable(
        "phrases", "This host runs one tournament: host a night to run several"),
    # The game's own refusals of a director's act (app/engine/tournament/)
    "no_hand_in_play": translatable("phrases", "No hand is in play at table %1"),
    "not_playing": translatable("phrases", "%1 is not playing in this tournament"),
    "choose_other_table": translatable("phrases", "Choose another table than %1 among %2"),
    "table_full": translatable("phrases", "Table %1 is full"),
    # A late entry the rules refuse (S7-3, app/engine/variants/series7/tournament.py)
    "register_instead": translatable(
        "phrases", "The tournament has not started: register instead"),
    "enters_twice": translatable("phrases", "%1 cannot enter twice"),
    "tournament_full": translatable("phrases", "The tournament is full (%1 players)"),
    "late_entry_closed": translatable(
        "phrases", "Late entry closed %1 minutes after the start (%2 minutes ago)"),
    "penalty_whole_stack": translatable(
        "phrases", "The late-entry penalty at table %1 would be %2, the whole starting stack: "
                   "entry refused"),
    "end_being_stored": translatable(
        "phrases", "The end of the tournament is still being stored: try again in a moment"),
    # A director's act, told to every other director (app/core/director_acts.py)
    "another_director": translatable("phrases", "Another director: %1"),
    "you_acted": translatable("phrases", "You: %1"),
    # The tournament's own events, as the director's log says them (app/core/tournament_words.py)
    "registered": translatable("phrases", "%1 is registered"),
    "waitlisted_number": translatable("phrases", "%1 is on the waiting list, number %2"),
    "entered_late": translatable(
        "phrases", "%1 enters late at table %2 seat %3 with %L4 chips (penalty %L5)"),
    "moved": translatable("phrases", "%1: table %2 seat %3 \u2192 table %4 seat %5 (%6)"),
    "move_balance": translatable("phrases", "balance"),
    "move_break": translatable("phrases", "break"),
    "move_director": translatable("phrases", "director"),
    "eliminated": translatable("phrases", "%1 is out in place %L2"),
    "table_broken": translatable("phrases", "Table %1 is broken up"),
    "table_added": translatable("phrases", "Table %1 opens for %2's late entry"),
    "a_list": translatable("phrases", "%1, %2"),
    "player_place": translatable("phrases", "%1 %2"),
    "places_revised": translatable(
        "phrases", "With %1's late entry, the places of those out are now: %2"),
    "drawn_pair": translatable("phrases", "%1 v %2"),
    "round_drawn": translatable("phrases", "Round %1 is drawn: %2"),
    "round_drawn_bye": translatable(
        "phrases", "Round %1 is drawn: %2; %3 waits for the next round (a bye)"),
    "final_table": translatable("phrases", "The final table is table %1"),
    "tournament_won": translatable("phrases", "The tournament is over: %1 wins (%2)"),
    "tournament_no_winner": translatable(
        "phrases", "The tournament is over with no winner (%1)"),
    "broken_back": translatable(
        "phrases", "Table %1 is broken up: %2, whom the director moved there, goes back to "
                   "table %3 seat %4 (tables are broken up as soon as the others can seat "
                   "their players)"),
    "broken_moved": translatable(
        "phrases", "Table %1 is broken up: %2, whom the director moved there, goes to table "
                   "%3 seat %4 (tables are broken up as soon as the others can seat their "
                   "players)"),
    "balanced_back": translatable(
        "phrases", "Balancing moves %1 back to table %2 seat %3, overriding the director's "
                   "move: tables may differ by at most one player, and nobody else at table "
                   "%4 could go"),
    "balanced_moved": translatable(
        "phrases", "Balancing moves %1 to table %2 seat %3, overriding the director's move: "
                   "tables may differ by at most one player, and nobody else at table %4 "
                   "could go"),
    "director_moves": translatable("phrases", "The director moves %1"),
    # A move the director asked for that waits for the end of a hand (what it waits for as
    # the engine says it: "once the hand in play at table 1 is over")
    "pending_move": translatable("phrases", "%1 to table %2 %3"),
    "director_will_move": translatable("phrases", "The director will move %1 (queued)"),
    "director_move_dropped": translatable("phrases", "The director's queued move is dropped: %1"),
    "director_sudden_death_detail": translatable(
        "phrases", "The director declares sudden death (%1)"),
    "director_sudden_death": translatable("phrases", "The director declares sudden death"),
    "director_refused_seat": translatable(
        "phrases", "The director rules %1 out for refusing the assigned seat"),
    "director_voids": translatable("phrases", "The director voids the hand at %1"),
    "director_cancels_detail": translatable("phrases", "The director cancels the tournament: %1"),
    "director_cancels": translatable("phrases", "The director cancels the tournament"),
    "director_other": translatable("phrases", "The director: %1"),
    # A director's announcement to every screen (app/core/director_acts.py `Announce`)
    "announce_label": translatable("phrases", "Tell every screen"),
    "say_announcement": translatable(
        "phrases", "Say what to tell every screen, in 1 to 200 characters"),
    "act_announce": translatable("phrases", "tell every screen: %1"),
    "announced": translatable("phrases", "From the director: %1"),
    "act_start": translatable("phrases", "start the tournament"),
    "act_pause": translatable("phrases", "pause the clock"),
    "act_resume": translatable("phrases", "resume the clock"),
    "act_add_minute": translatable("phrases", "add a minute"),
    "act_take_minute": translatable("phrases", "take a minute"),
    "act_jump": translatable("phrases", "go to level %1"),
    "act_sudden_death": translatable("phrases", "declare sudden death"),
    "act_void": translatable("phrases", "void the hand at table %1"),
    "act_move": translatable("phrases", "move %1 to table %2"),
    "act_admit": translatable("phrases", "admit %1"),
    "act_refuse": translatable("phrases", "refuse %1"),
    "act_schedule": translatable("phrases", "change the levels to come"),
    "act_open_chat": translatable("phrases", "let spectators chat"),
    "act_close_chat": translatable("phrases", "mute the spectators' chat"),
    "act_next_tournament": translatable("phrases", "open the night's next tournament"),
    # The host's version
    "other_version": translatable(
        "phrases", "This host runs Pitboss %1 (protocol %2); your Pitboss %3 speaks protocol "
                   "%4. Install Pitboss %1 to join this night, or ask the host to run the "
                   "same version as you"),
    "other_version_unnamed": translatable(
        "phrases", "This host runs Pitboss %1 (protocol %2); your copy of Pitboss speaks "
                   "protocol %3. Install Pitboss %1 to join this night, or ask the host to "
                   "run the same version as you"),
}


class Phrase(str):
    """Words for a person: the English (this str) of `TEMPLATES[code]` filled with `values`."""

    code: str
    values: tuple[str | int | Phrase, ...]

    def __new__(cls, code: str, *values: str | int | Phrase) -> Phrase:
        # English words, English numbers, whatever the reader's language.
        self = super().__new__(cls, arg(TEMPLATES[code], *values, numbers=english_number))
        self.code, self.values = code, values
        return self

    def words(self) -> str:
        """In the app's language."""
        return arg(phrases.tr(TEMPLATES[self.code]),
                   *(value.words() if isinstance(value, Phrase) else value
                     for value in self.values))


def in_words(text: str) -> str:
    """`text` in the app's language where it is a phrase; else as it is."""
    return text.words() if isinstance(text, Phrase) else text
