"""The tables' schedule: a bet window before each hand, the decision open at each table, their
timeouts (the absent-player rule's trigger, S7-9, is app/net/absences.py) and the clock's level
and break changes.

A refused bet never stalls a table: the player is asked again once (their controls come back
with the range the host allows), and a second refusal in the same window leaves them to the
rules, the lowest bet (C-14), without waiting for the window to close. A window the clock's
next level overtakes is opened again at that level (S7-7, S7-8: a bet is fixed when the cards
are dealt, at the level in force then): everyone is asked again, a bet made for the old level
included, and an answer to the old request that crosses the new one is no refusal. Should the
engine refuse the bets a window gathered when the hand is dealt, the hand is dealt with each
seat's lowest bet and the players whose bets went are told. A scheduled command refused again
and again is logged once, not on every tick.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable

from app.core.game import Game, default_action
from app.core.told import Told
from app.engine.actions import Action, Decision
from app.engine.errors import EngineError
from app.net import protocol as p
from app.net.absences import Absences
from app.net.commands import CommandRunner, Ending
from app.net.outbox import Outbox
from app.net.person_pace import PersonPace
from app.net.sessions import HostFailed, Session, Sessions
from app.net.shuffles import Shuffles
from app.net.table_waits import BetWindow, OpenDecision
from app.net.tournament_time import TournamentTime
from app.net.views import Views
from app.phrases import Phrase

log = logging.getLogger("pitboss.host")


# Bets a player may have refused in one window before the rules bet for them (C-14).
REFUSED_BETS = 2
# A table whose every bettor is away deals no more often than this (real seconds): nobody
# there is asked anything, so nothing else sets its pace, and unpaced it dealt 348 hands a
# second, 1.8 MiB of database a second (issue 20: a full disk).
AWAY_TABLE_SECONDS = 0.25
# A hand at a table where someone is away comes no sooner than this (the night's seconds: a
# night sped up for a test or a demo, sooner) after the last: they are dealt in and played
# without waiting (S7-9), yet a person back from a drink sees the hand coming and bets to
# come back (issue 38: three bots dealt 881 hands in two minutes, and the player away was out
# in 47 seconds without ever being shown a way back).
AWAY_PERSON_SECONDS = 6.0
# How long (real seconds) a table waits to hear who is still to bet after a bet comes in.
BETS_TOLD_AFTER = 0.05


class TableScheduler:
    def __init__(self, game: Game, time_: TournamentTime, sessions: Sessions, outbox: Outbox,
                 views: Views, runner: CommandRunner, ending: Ending, *,
                 bet_seconds: float, decision_seconds: float, start_when: int | None) -> None:
        self.game = game
        self.time = time_
        self.sessions = sessions
        self.outbox = outbox
        self.views = views
        self.runner = runner
        self.ending = ending
        self.bet_seconds = bet_seconds
        self.decision_seconds = decision_seconds
        self.start_when = start_when
        self.windows: dict[int, BetWindow] = {}
        self.decisions: dict[int, OpenDecision] = {}
        self.shuffles = Shuffles(game)  # each hand's committed seed (a checkable shuffle)
        self._next_decision = secrets.randbelow(2**30)  # a fresh range each run: old ids fail
        self._wake = asyncio.Event()
        self._segment: tuple[int, bool] | None = None  # the clock's level and break, last told
        self._refusal: tuple[str, int] | None = None  # the last refusal logged, and repeats
        self.absences = Absences(game, sessions, outbox, views, runner, self.wake)
        self.pace = PersonPace(game, sessions, time_)  # a person's table: shown as it plays
        self._dealt: dict[int, float] = {}  # table -> when (loop time) it last dealt a hand
        self._bets_in: set[int] = set()  # tables with bets in, their waiting not yet told
        runner.after.append(self.settle)

    def wake(self) -> None:
        """Something changed: look at the tables now."""
        self._wake.set()

    def settle(self) -> None:
        """After a command: forget what it made stale (requests at tables broken up, bets
        awaited from players moved elsewhere, S7-23), and look at the tables again."""
        live = set(self.game.table_numbers())
        for number in set(self.windows) - live:
            del self.windows[number]
        for number in set(self.decisions) - live:
            del self.decisions[number]
        for number in set(self._dealt) - live:
            del self._dealt[number]
        self.shuffles.forget(live)
        self.pace.forget(live)
        for number, window in self.windows.items():
            window.expected &= set(self.game.bettors(number))
            window.away &= set(self.game.bettors(number))
        self._wake.set()

    # ---- the loop ------------------------------------------------------------------------

    async def run(self) -> None:
        """Deal, ask, time out and finish, table by table, until the tournament is over."""
        loop = asyncio.get_running_loop()
        done = self.ending.done
        while not done.is_set():
            # Cleared before the tick, not after: a command the tick ran itself (a timeout of
            # an away seat's decision, a deal) is looked at again at once, not 10 ms later.
            self._wake.clear()
            try:
                wait = await self._tick(loop.time())
                self._refused(None)
            except HostFailed:
                return  # `failure` says why; whoever started the host reports it
            except EngineError as error:
                # A command of the schedule's own overtaken by events (a break that began
                # while other tables were served): the next tick looks again.
                wait = self._refused(str(error))
            except Exception as error:
                if self.ending.failure is None:  # not the store's failure: a bug
                    log.exception("the tables' schedule stopped on an internal error")
                # Stop (resumable from the file) rather than sit idle for ever.
                self.ending.fail(error)
                return
            if self._wake.is_set():
                # Work the tick made itself is looked at again at once, but after everyone
                # else has had a turn: Event.wait() on a set event does not yield, and a
                # table of away seats, played without waiting, would starve the host.
                await asyncio.sleep(0)
                continue
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await self._wake.wait()

    def _refused(self, reason: str | None) -> float:
        """Log a refusal of the schedule's own command once, however often the next ticks meet
        it again (and how often, once it has passed); the seconds until the next tick, longer
        the longer it lasts."""
        last = self._refusal
        if last is not None and last[0] == reason:
            self._refusal = (last[0], last[1] + 1)
            return min(1.0, 0.05 * (last[1] + 1))
        if last is not None and last[1]:
            log.warning("a scheduled command was refused %d more times: %s", last[1], last[0])
        self._refusal = None if reason is None else (reason, 0)
        if reason is not None:
            log.warning("a scheduled command was refused: %s", reason)
        return 0.05

    async def _tick(self, now: float) -> float:
        """Do what is due; the seconds until something may next be due."""
        tournament = self.game.tournament
        await self.absences.bring_back()
        until_clock = self._tell_clock_changes()
        if tournament.started_at is None:
            if self.start_when and len(tournament.field) >= self.start_when:
                await self.runner.run(self.game.start)
            return min(1.0, until_clock)
        if tournament.over:
            self.ending.done.set()
            return 0.0
        # A break: hands in play are finished, no new one is dealt. Paused: nothing moves, and
        # the seats asked to act keep their time for when the game resumes.
        speedup = self.time.speedup
        stopped = self.game.dealing_waits(self.time.now())
        paused = self.game.clock is not None and self.game.clock.paused
        waits = [5.0 if stopped is None else max(0.05, min(1.0, stopped / speedup)),
                 until_clock]
        for number in self.game.table_numbers():
            if tournament.over:
                break
            waits.append(await self._tick_table(number, now, dealing=stopped is None,
                                                paused=paused))
            # A turn of the loop between tables: at a 256-player 10-hand start, 128 deals
            # in one tick held every client's messages for a third of a second.
            await asyncio.sleep(0)
        return max(0.01, min(waits))

    def _tell_clock_changes(self) -> float:
        """Everyone gets the clock's state again when a level or a break begins (displays
        count down from the last state, and stop at 0:00 until the next); the real seconds
        until the next such change."""
        clock = self.game.clock
        if clock is None or not clock.started:
            return 1.0
        state = clock.state(self.time.now())
        segment = (state.level.number, state.on_break)
        if self._segment is not None and segment != self._segment:
            self.views.broadcast_snapshot()
        self._segment = segment
        if state.changes_at is None:
            return 1.0
        return max(0.005, (state.changes_at - state.now) / self.time.speedup + 0.005)

    async def _tick_table(self, number: int, now: float, dealing: bool = True,
                          paused: bool = False) -> float:
        tournament = self.game.tournament
        round_ = self.game.round_at(number)
        if round_ is None and not dealing:
            self._hold_window(number, now)
            return 5.0
        if round_ is not None:
            decision = round_.decision()
            open_ = self.decisions.get(number)
            if decision is None:
                self.decisions.pop(number, None)
                return 5.0
            away = decision.seat in tournament.away
            if paused:  # not even an away seat is played for (S7-24: the director's pause)
                if open_ is None or open_.decision is not decision:
                    self._open_decision(number, decision, now, asked=not away, held=True)
                elif open_.hold(now):
                    self._tell_waiting(number)
                return 5.0
            if open_ is not None and open_.decision is decision and open_.release(now):
                if not away:  # asked again with the deadline moved on, its clock with it
                    self._ask(number, open_)
                self._tell_waiting(number)
            if away:  # played by the rules' default, never waited for but at a person's pace
                if (shown := self.pace.wait(number, now)) > 0:
                    return shown
                self.decisions.pop(number, None)
                await self.runner.run(self._paced(number, lambda at: self.game.timeout(number,
                                                                                       at)))
                return 0.0
            if open_ is None or open_.decision is not decision:
                open_ = self._open_decision(number, decision, now, asked=True)
            if now >= open_.deadline:
                self.decisions.pop(number, None)
                await self.runner.run(self._paced(number, lambda at: self.game.timeout(number,
                                                                                       at)))
                await self.absences.time_ran_out([decision.seat])
                return 0.0
            return open_.deadline - now
        self.decisions.pop(number, None)
        if number not in tournament.playable_tables():
            self.windows.pop(number, None)
            return 5.0
        window = self.windows.get(number)
        if window is not None and window.release(now):
            self._ask_again(number, window)
        if window is None or self._overtaken(window):
            window = self._open_window(number, now, window)
        if now >= window.deadline or window.complete:
            if self.game.dealing_waits(self.time.now()) is not None:
                return 0.05  # a break or a pause began while other tables were served
            rest = max(self._away_table_rest(number, now), self.pace.wait(number, now))
            if rest > 0:
                return rest  # its away players, asked, may still come back for this hand
            del self.windows[number]
            self._dealt[number] = now
            await self._deal(number, dict(window.bets))  # S7-8: a missing bet is the minimum
            self.absences.dealt(number)
            await self.absences.time_ran_out(sorted(window.expected - set(window.bets)))
            return 0.0
        return window.deadline - now

    def _hold_window(self, number: int, now: float) -> None:
        """A pause or a break while the table's bets are asked (S7-7: no hand is dealt): the
        time to bet stands still with the clock, so nobody's runs out while nothing can be
        dealt, and the table hears each shot clock stand still."""
        window = self.windows.get(number)
        if window is not None and window.hold(now):
            self._tell_waiting(number)

    def _ask_again(self, number: int, window: BetWindow) -> None:
        """Dealing resumes: those still to bet are asked again with the deadline moved on by
        the time the window stood (their shot clocks with it)."""
        if self._overtaken(window):
            return  # asked again at the new level, with the whole time (`_open_window`)
        for name in sorted((window.expected | window.away) - set(window.bets)):
            self._ask_bet(number, window, name)
        self._tell_waiting(number)

    def _open_decision(self, number: int, decision: Decision, now: float, *,
                       asked: bool, held: bool = False) -> OpenDecision:
        """The table's hand waits on `decision` from now (`held`: its time standing still, the
        game paused): the seat asked (unless `asked` is False: an away seat's, played by the
        rules), the table told whom it waits for."""
        self._next_decision += 1
        open_ = self.decisions[number] = OpenDecision(self._next_decision, decision,
                                                      now + self.decision_seconds,
                                                      held_at=now if held else None)
        if asked:
            self._ask(number, open_)
        self._tell_waiting(number)
        return open_

    def _away_table_rest(self, number: int, now: float) -> float:
        """Seconds the next hand waits while someone there is away (S7-9: dealt in, played
        without waiting): a person's time to come back where a person is (the dealer too),
        AWAY_TABLE_SECONDS where every bettor is (a program's seat that stopped answering
        only keeps the table from racing, issue 20); else 0."""
        dealt = self._dealt.get(number)
        bettors = self.game.bettors(number)
        away = self.game.tournament.away
        if dealt is None or not bettors:
            return 0.0
        people = away & self.sessions.people & {s.name for s in self.game.seats(number)}
        if people:
            return dealt + AWAY_PERSON_SECONDS / self.time.speedup - now
        return dealt + AWAY_TABLE_SECONDS - now if away.issuperset(bettors) else 0.0

    async def _deal(self, number: int, bets: dict[str, int]) -> None:
        """Deal the table's next hand with the bets gathered; if the engine refuses them, with
        each seat's lowest bet (C-14), telling those whose bets went. A refusal without bets
        is the schedule's to meet again on its next tick."""
        seed = self.shuffles.seed_for(number, self.game.hand_numbers.get(number, 0) + 1)
        try:
            await self.runner.run(self._paced(number, lambda at: self.game.deal(number, bets,
                                                                                at, seed)))
        except EngineError as error:
            if not bets:
                raise
            await self.runner.run(self._paced(number, lambda at: self.game.deal(number, {}, at,
                                                                                seed)))
            log.warning("the bets at table %d were refused (%s); each seat bet the lowest",
                        number, error)
            for name in sorted(bets):
                for session in self.sessions.players(name):
                    self.outbox.send(session, p.error(Phrase("bet_refused_lowest",
                                                             error.said)))

    # ---- the requests ----------------------------------------------------------------------

    def _overtaken(self, window: BetWindow) -> bool:
        """The clock has reached another level since the window's bets were asked."""
        level = self.game.level(self.time.now())
        return window.level is not None and level != window.level

    def _open_window(self, number: int, now: float, overtaken: BetWindow | None) -> BetWindow:
        """Ask the bets of the table's next hand, at the level in force: those here with a
        choice to make. A bet the rules force (S7-22 in sudden death, all of a short
        stack...) is theirs without asking. `overtaken`: the window asked at the level before
        (S7-7, S7-8: the hand is dealt at the level in force then, so its bets are asked
        again, with a notice that says why)."""
        tournament = self.game.tournament
        level = self.game.level(self.time.now())
        choosing = {name for name in self.game.bettors(number)
                    if self.sessions.connected(name)
                    and self.game.bet_options(number, name, level).offers_choice}
        expected = choosing - tournament.away
        window = BetWindow(self.game.hand_numbers.get(number, 0) + 1, now + self.bet_seconds,
                           expected, level, away=choosing & tournament.away)
        if overtaken is not None:
            window.earlier, window.asked_earlier = overtaken.level, set(overtaken.expected)
        self.windows[number] = window
        # The shuffle's commitment before the bets, so a seat's entropy comes before its bet.
        commit = self.shuffles.commit(number, window.hand)
        if commit is not None:
            self.views.tell_table(number, commit)
            # Every seated player's entropy answers it, the dealer's too (S7-8: the dealer
            # bets nothing, yet adds to the shuffle): no flood.
            for seat in self.game.seats(number):
                for session in self.sessions.players(seat.name):
                    session.expect_answer()
        for name in sorted(expected | window.asked_earlier):
            if overtaken is not None:
                self._tell_new_level(number, name, overtaken.bets.get(name), name in expected)
        for name in sorted(expected | window.away):
            self._ask_bet(number, window, name)
        self._tell_waiting(number)
        return window

    def _tell_new_level(self, number: int, name: str, made: int | None, asked: bool) -> None:
        """Why `name` is asked their bet again (or, left no choice, told the bet they make)."""
        now = self.time.now()
        state = self.game.clock_state(now)
        began = Phrase("level_began", state.level.number) if state is not None else \
            Phrase("bets_changed")
        choices = self.game.bet_options(number, name, self.game.level(now)).describe()
        code = "new_level_bet" if asked else "new_level_you_bet"
        told = Phrase(code, began, choices) if made is None else \
            Phrase(f"{code}_again", began, made, choices)
        for session in self.sessions.players(name):
            self.outbox.send(session, p.notice(told))

    def _ask_bet(self, number: int, window: BetWindow, name: str) -> None:
        level = self.game.level(self.time.now())
        low, high, step = self.game.bet_options(number, name, level)
        rivals, hands_left = self.game.rivals(number, name)
        request = p.BetRequest(table=number, hand=window.hand, seat=name, low=low, high=high,
                               step=step, deadline=self.time.wall(window.deadline),
                               rivals=rivals, hands_left=hands_left,
                               match_hands=self.game.match_hands if hands_left else None,
                               dealer=self.game.dealer_of(number), away=name in window.away)
        for session in self.sessions.players(name):
            session.expect_answer()
            self.outbox.send(session, request)

    def _ask(self, number: int, open_: OpenDecision) -> None:
        decision = open_.decision
        round_ = self.game.round_at(number)
        ranges: dict[str, list[int]] = {}
        if round_ is not None:
            for action in decision.actions:
                span = round_.amount_range(decision.seat, action)
                if span is not None:
                    ranges[action.value] = list(span)
        request = p.DecisionRequest(
            decision=open_.id, table=number, seat=decision.seat, kind=decision.kind.value,
            actions=sorted(a.value for a in decision.actions), ranges=ranges,
            deadline=self.time.wall(open_.deadline), hand=decision.hand,
            default=default_action(decision).value)
        for session in self.sessions.players(decision.seat):
            session.expect_answer()
            self.outbox.send(session, request)

    def _waiting(self, number: int) -> p.Waiting:
        """Whom the table waits for now, and until when: the decision's seat, else the bets
        not yet in; nobody (no seats) when nothing is asked."""
        open_ = self.decisions.get(number)
        if open_ is not None:
            return p.Waiting(table=number, seats=[open_.decision.seat],
                             deadline=self.time.wall(open_.deadline), held=open_.held())
        window = self.windows.get(number)
        if window is not None:
            return p.Waiting(table=number, seats=sorted(window.expected - set(window.bets)),
                             deadline=self.time.wall(window.deadline), held=window.held())
        return p.Waiting(table=number, seats=[], deadline=0.0)

    def _tell_waiting(self, number: int) -> None:
        """Everyone at the table hears whom the host waits for: the felt's shot clocks."""
        self.views.tell_table(number, self._waiting(number))

    def _tell_bets_in(self, number: int) -> None:
        """A bet came in: the table hears who is still to bet `BETS_TOLD_AFTER` later, so
        that bets coming in together (a table answering its requests at once) are one frame
        to each seat, not one each: they were the most frequent of a host's frames with 64
        bots (bench/host_load.py), each a system call. A person does not see the delay."""
        if not self._bets_in:
            asyncio.get_running_loop().call_later(BETS_TOLD_AFTER, self._tell_bets_waiting)
        self._bets_in.add(number)

    def _tell_bets_waiting(self) -> None:
        tables, self._bets_in = self._bets_in, set()
        for number in sorted(tables):
            if number in self.windows:  # else the hand is dealt: its deal said so
                self._tell_waiting(number)

    def catch_up(self, session: Session) -> None:
        """A player who (re)joins gets the requests still waiting for them, and whom their
        table waits for."""
        table = self.game.tournament.table_of.get(session.name)
        if table is not None and (table in self.windows or table in self.decisions):
            self.outbox.send(session, self._waiting(table))
        for number, window in self.windows.items():
            if session.name in window.expected and session.name not in window.bets:
                self._ask_bet(number, window, session.name)
        for number, open_ in self.decisions.items():
            if open_.decision.seat == session.name:
                self._ask(number, open_)

    # ---- the answers -----------------------------------------------------------------------

    def bet(self, session: Session, bet: p.Bet) -> None:
        window = self.windows.get(bet.table)
        if window is not None and self._overtaken(window):
            window = self._open_window(bet.table, asyncio.get_running_loop().time(), window)
        name = session.name
        if self.absences.coming_back(session):
            if window is None or bet.hand != window.hand or name not in window.away:
                return  # a bet too late for its hand: they are back from the next one
            window.away.discard(name)  # back in time for this hand: their bet counts
            window.expected.add(name)
        if window is not None and self._crossed(window, name, bet):
            # The answer to the request of the level before, crossing the new request on the
            # wire: legal when asked, so no refusal; the new request, sent after the old one,
            # is what the player now sees (S7-7, S7-8).
            return
        if session.role != "player" or window is None or bet.hand != window.hand or \
                name not in window.expected:
            self.outbox.send(session, p.error(Phrase("no_bet_awaited")))
            return
        level = self.game.level(self.time.now())
        if not self.game.bet_allowed(bet.table, name, level, bet.amount):
            choices = self.game.bet_options(bet.table, name, level).describe()
            if name in window.bets:  # a change of mind refused: the bet made stands
                self.outbox.send(session, p.error(Phrase("bet_stands", choices, bet.amount,
                                                         window.bets[name])))
                return
            refused = window.refused[name] = window.refused.get(name, 0) + 1
            if refused < REFUSED_BETS:  # the controls back, with the range allowed
                self.outbox.send(session, p.error(Phrase("bet_not_allowed", choices,
                                                         bet.amount)))
                self._ask_bet(bet.table, window, name)
                return
            # The rules bet for them (C-14: the lowest) and the hand goes on.
            self.outbox.send(session, p.error(Phrase("bet_lowest", choices, bet.amount)))
            window.expected.discard(name)
            self._tell_bets_in(bet.table)
            self._wake.set()
            return
        first = name not in window.bets
        window.bets[name] = bet.amount
        if first:  # one seat fewer to wait for
            self._tell_bets_in(bet.table)
        self._wake.set()

    def entropy(self, session: Session, entropy: p.Entropy) -> None:
        """A seated player's part of the next hand's shuffle. One that comes after the deal
        is not used, and not refused either: the revealed proof shows it empty."""
        if session.role != "player":
            self.outbox.send(session, p.error(Phrase("only_seated_entropy")))
            return
        refusal = self.shuffles.contribute(session.name, entropy)
        if refusal and entropy.hand > self.game.hand_numbers.get(entropy.table, 0):
            self.outbox.send(session, p.error(refusal))

    def _crossed(self, window: BetWindow, name: str, bet: p.Bet) -> bool:
        """`bet` answers the request of the level before the window's, legal at that level:
        one still asked whose bet is not legal now, or one the new level left no choice."""
        if window.earlier is None or bet.hand != window.hand or \
                name not in window.asked_earlier or name in window.bets or \
                not self.game.bet_allowed(bet.table, name, window.earlier, bet.amount):
            return False
        level = self.game.level(self.time.now())
        return name not in window.expected or \
            not self.game.bet_allowed(bet.table, name, level, bet.amount)

    async def act(self, session: Session, act: p.Act) -> None:
        if self.absences.coming_back(session):
            return  # an answer to a request their time ran out on: back from the next one
        found = next(((table, open_) for table, open_ in self.decisions.items()
                      if open_.id == act.decision), None)
        if session.role != "player" or found is None or found[1].decision.seat != session.name:
            self.outbox.send(session, p.error(Phrase("not_your_decision")))
            return
        table = found[0]
        try:
            action = Action.parse(act.action)
        except ValueError as error:
            self.outbox.send(session, p.Error(str(error)))
            return
        if session.name not in self.sessions.people:  # a program's: at a person's pace
            await self.pace.held(table)
            open_ = self.decisions.get(table)
            if open_ is None or open_.id != act.decision:
                return  # timed out or voided meanwhile: the request has gone
        if await self.runner.run(self._paced(table, lambda at: self.game.act(
                table, session.name, action.value, act.amount, at)), session=session):
            self.decisions.pop(table, None)  # answered: the same request again is refused

    def _paced(self, number: int, command: Callable[[float], list[Told]]
               ) -> Callable[[float], list[Told]]:
        """`command` at table `number`, its cards shown before the table plays on there."""
        def run(at: float) -> list[Told]:
            told = command(at)
            self.pace.played(number, told)
            return told
        return run

    def void(self, table: int) -> None:
        """The director voids the hand at `table`: its open decision goes with it."""
        self.decisions.pop(table, None)

    # ---- the absent-player rule (S7-9): app/net/absences.py -------------------------------

    async def left(self, session: Session) -> None:
        await self.absences.left(session)

    async def returned(self, session: Session) -> None:
        """A player back (rejoined) plays again, and is asked what still waits for them."""
        await self.absences.returned(session)
        self.views.catch_up(session)
        self.catch_up(session)
