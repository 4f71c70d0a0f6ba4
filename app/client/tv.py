"""The kiosk's TV page (issue 23): a final's chips and, where a model exists, each player's
live chance of winning, worked out from what the room may see and nothing else (C-11).

A `TvBoard` is fed the messages a display receives (the host's snapshots, and every table's
hands as a spectator sees them: `p.Follow("hands")`, app/net/views.py); it keeps each table's
hand in a `SeatView` of nobody's seat, so a face-down card is None here as it is on the wire.
`tv_look` turns the board into the page: rows of place, name, chips and chance, a sentence of
what it takes to pass the leader (app/client/wording.py), and a caption that says which model
weighs the chances or, at a final table of more than two, that none does.

The chances (argued in docs/decisions/tv-view.md):
- A 10-hand final (T10-5): each player's hand in play is weighed over its results from the
  cards shown (the chart plays on, the dealer's hole card unknown), then the match model
  (app/engine/advisor/match.py) from the stacks that leaves and the hands still to play.
- A Series 7 heads-up (S7-5): the betting player's hand in play the same way (S7-12: a
  player's cards are face up), then the heads-up model (heads_up.py) with the deal passed.
- A BJX heads-up (BJX-15): the heads-up model (bjx_heads_up.py) from the stacks as each hand
  starts and ends; a hand's hole cards are face down (BJX-4), so it is not weighed mid-hand.
The models are each a player's best play against a rival of their own (the 10-hand rival bets
the minimum), so each player's chance is the mean of the model's answer for them and one less
its answer for the other: the two chances add up to one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from app.client.card_words import card_text
from app.client.status_words import chance_words, heads_up_words, match_words, table_words
from app.core.wire import event_from_dict
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
)
from app.engine.hand import hand_value
from app.engine.policy import SeatContext
from app.engine.rules import BetLevel
from app.engine.seat_view import HandView, SeatView
from app.engine.tournament.events import MatchStarted, PlayerRoundEnded
from app.engine.variants import default_variant, variant_of
from app.engine.variants.tenhand.rules import TenHandRules
from app.i18n import Context, arg, number, translatable
from app.net import protocol as p

tv_words = Context("tv_words")

# The TV page's columns, as its header says: the kiosk's words (kiosk_state.py), translated
# where they are shown (`kiosk_words.tr`), the view aligning them by TV_LEFT_COLUMNS.
TV_COLUMNS = (translatable("kiosk_words", "Place"), translatable("kiosk_words", "Player"),
              translatable("kiosk_words", "Chips"), translatable("kiosk_words", "Hand"),
              translatable("kiosk_words", "To win"))
# The columns aligned to the left, the names and the cards: the rest are numbers.
TV_LEFT_COLUMNS = frozenset({TV_COLUMNS[1], TV_COLUMNS[3]})
LEADERS = 8  # rows shown before the final (a final table's most, S7-1)
HIDDEN = "\u25a0"  # a face-down card, as the room sees it: a card's back, not its value
# A hand that takes no more cards once one of these is played (T10-10, T10-11, S7-19).
_FINISHING = frozenset({Action.STAND, Action.DOUBLE, Action.SURRENDER})

Chances = dict[int, float]  # chips a player may end a hand with, and the chance of each


@dataclass
class TvTable:
    """One table's hand in play (or the last), as the room sees it."""

    view: SeatView
    finished: set[tuple[str, int]] = field(default_factory=set)  # (seat, hand): no more cards


@dataclass
class TvBoard:
    """Everything the TV page was told, as a display was told it."""

    variant: str = field(default_factory=default_variant)
    standings: list[p.StandingRow] = field(default_factory=list)
    seating: dict[int, list[str]] = field(default_factory=dict)  # each table's players
    dealers: dict[int, str] = field(default_factory=dict)  # each table's dealer, as last told
    level: p.Level | None = None
    tables: dict[int, TvTable] = field(default_factory=dict)
    # 10-hand: each player's hands played in their match, and those whose round is over.
    played: dict[str, int] = field(default_factory=dict)
    match_hands: int = TenHandRules().hands
    match_start: int = TenHandRules().start_stack  # each player's chips as the match began
    round_over: set[str] = field(default_factory=set)

    def apply(self, message: p.HostMessage) -> None:
        if isinstance(message, p.Snapshot):
            self.variant = message.variant
            self.standings = list(message.standings)
            self.seating = {n: [seat.name for seat in seats]
                            for n, seats in message.tables.items()}
            self.level = message.clock.level if message.clock is not None else None
            self.dealers = dict(message.dealers)
            # Counted so far by the host: a display that came in mid-match (no MatchStarted
            # heard) knows the hands left; the hands' ends count on from here.
            self.played.update(message.match_played)
        elif isinstance(message, p.Events):
            for data in message.events:
                with contextlib.suppress(ValueError):  # one this version cannot read
                    self._event(message.table, event_from_dict(data))

    def _event(self, table: int | None, event: Event) -> None:
        if isinstance(event, MatchStarted):
            for name in event.players:
                self.played[name] = 0
                self.round_over.discard(name)
            self.match_hands = event.hands
            self.match_start = max(event.stacks.values(), default=self.match_start)
        elif isinstance(event, PlayerRoundEnded):
            self.round_over.add(event.seat)
        if isinstance(event, HandEnded):
            # Counted from the hands' ends, which every display hears (app/net/views.py).
            for name in event.stacks:
                if name in self.played:
                    self.played[name] += 1
        if isinstance(event, HandEnded | HandVoided):
            self._restack(event.stacks)
        if table is None:
            return
        if isinstance(event, HandStarted):
            self.tables[table] = TvTable(SeatView(me="", variant=self.variant))
        found = self.tables.get(table)
        if found is None:
            return  # a hand begun before the display came: its end still moves the chips
        found.view.apply(event)
        if isinstance(event, ActionTaken) and event.action in _FINISHING:
            found.finished.add((event.seat, event.hand))

    def _restack(self, chips: Mapping[str, int]) -> None:
        """The standings with a hand's final stacks (the host's snapshots come when the field
        changes, not after every hand)."""
        self.standings = [p.StandingRow(name=row.name, chips=chips.get(row.name, row.chips),
                                        place=row.place, table=row.table)
                          for row in self.standings]

    # ---- reading -------------------------------------------------------------------------

    def still_in(self) -> list[p.StandingRow]:
        return [row for row in self.standings if row.place is None]

    def seating_names(self) -> set[str]:
        return {name for names in self.seating.values() for name in names}

    def chips_now(self, name: str) -> int:
        """A player's chips as the room sees them now: off the table, plus what rides."""
        for found in self.tables.values():
            view = found.view
            if view.in_play and name in view.stacks:
                riding = sum(hand.riding for hand in view.hands.get(name, []))
                return view.stacks[name] + riding
        return next((row.chips for row in self.standings if row.name == name), 0)


@dataclass(frozen=True)
class TvLook:
    """The TV page at one instant; the view only lays it out."""

    title: str
    caption: str  # which model weighs the chances, or that none does
    rows: tuple[tuple[str, str, str, str, str], ...]  # TV_COLUMNS
    words: str  # what it takes to pass the leader
    chances: dict[str, float]  # each player's chance of winning, where a model weighs it

    @property
    def columns(self) -> tuple[str, ...]:
        """The columns shown: no "To win" where no model weighs the chances."""
        return TV_COLUMNS if self.chances else TV_COLUMNS[:-1]

    @property
    def shown_rows(self) -> tuple[tuple[str, ...], ...]:
        return tuple(row[:len(self.columns)] for row in self.rows)


def tv_look(board: TvBoard) -> TvLook:
    in_ = board.still_in()
    if not board.standings:
        return TvLook(tv_words.tr("The final"), tv_words.tr("Waiting for the host"), (), "", {})
    if len(in_) <= 1:
        return _over(board)
    tables = {row.table for row in in_}
    chips = sorted(((row.name, board.chips_now(row.name)) for row in in_),
                   key=lambda pair: (-pair[1], pair[0]))
    variant = variant_of(board.variant)
    final = len(in_) == 2 if variant.matches else len(tables) == 1
    if not final:
        # Until then, the chip leaders: a screen's rows, not the whole field.
        leaders = chips[:LEADERS]
        to_come = tv_words.tr("The final is still to come: %n player(s) in matches; the %1 "
                              "chip leaders", None, len(in_)) \
            if variant.matches else \
            tv_words.tr("The final is still to come: %n player(s) at %2 tables; the %1 chip "
                        "leaders", None, len(in_))
        return TvLook(tv_words.tr("The final"), arg(to_come, len(leaders), len(tables)), tuple(
                          (place_text(rank), name, number(count), "", "")
                          for rank, (name, count) in enumerate(leaders, 1)),
                      table_words(chips), {})
    chances: dict[str, float] = {}
    words = table_words(chips)
    if variant.matches:
        caption = tv_words.tr(variant.odds_caption)
        chances = match_chances(board, [name for name, _ in chips])
        words = _match_words(board, chips)
    elif len(in_) == 2:
        caption = tv_words.tr(variant.odds_caption)
        chances = heads_up_chances(board, [name for name, _ in chips])
        words = _heads_up_words(board, chips)
    else:
        caption = tv_words.tr("%n player(s): no model weighs the chances of more than two, "
                              "so chips and places only", None, len(in_))
    if len(in_) == 2 and not chances:
        caption = tv_words.tr("These stacks are beyond the model's reach: chips and places "
                              "only")
    title = tv_words.tr("10-hand final") if variant.matches else \
        tv_words.tr("Heads-up") if len(in_) == 2 else tv_words.tr("Final table")
    return TvLook(title, caption, _rows(board, chips, chances), words, chances)


def _over(board: TvBoard) -> TvLook:
    """The tournament is over: its places, and who won by how much."""
    rows = sorted(board.standings, key=lambda row: (row.place or 0, -row.chips))
    chips = [(row.name, row.chips) for row in rows]
    words = arg(tv_words.tr("%1 wins"), chips[0][0])
    matches = variant_of(board.variant).matches
    if len(chips) > 1 and chips[0][1] > chips[1][1] and matches:
        # T10-5: the match's margin
        words = arg(tv_words.tr("%1 wins by %L2"), chips[0][0], chips[0][1] - chips[1][1])
    title = tv_words.tr("10-hand final") if matches else tv_words.tr("Final table")
    return TvLook(title, tv_words.tr("Tournament over"), tuple(
        (place_text(row.place or 1), row.name, number(row.chips), "", "")
        for row in rows[:8]), words, {})


def place_text(place: int) -> str:
    """A place or rank in a list: "1.", "12."."""
    return arg(tv_words.tr("%1.", "a place in a list"), place)


def _rows(board: TvBoard, chips: list[tuple[str, int]],
          chances: dict[str, float]) -> tuple[tuple[str, str, str, str, str], ...]:
    out = [(place_text(rank), name, number(count), hand_text(board, name),
            chance_words(chances.get(name)))
           for rank, (name, count) in enumerate(chips, 1)]
    out += [(place_text(row.place or 0), row.name, number(row.chips), "", "")
            for row in sorted((r for r in board.standings if r.place is not None),
                              key=lambda r: r.place or 0)][:6]
    return tuple(out)


def hand_text(board: TvBoard, name: str) -> str:
    """The cards of `name`'s hand in play as the room sees them ("10♥ 9♣ v Q♣ ■": a 10-hand
    player's against the house's; "deals 5♠ ■": a player dealing), a face-down card as its
    back; "" between hands."""
    for found in board.tables.values():
        view = found.view
        if not view.in_play:
            continue
        if name == view.dealer:  # a player-dealer (S7-6, BJX-1): the room sees who deals
            return arg(tv_words.tr("deals %1"), _cards(view.dealer_cards))
        if name in view.players:
            mine = " | ".join(_cards(hand.cards) for hand in view.hands.get(name, []))
            if view.dealer not in board.seating_names():  # a house dealer (10-hand)
                return arg(tv_words.tr("%1 v %2", "a player's cards against the house's"),
                           mine, _cards(view.dealer_cards))
            return mine
    return ""


def _cards(cards: list[Card | None]) -> str:
    return " ".join(HIDDEN if card is None else card_text(card) for card in cards)


# ---- the 10-hand final -------------------------------------------------------------------

def hands_left(board: TvBoard, name: str) -> int:
    """Hands `name` has still to play in the match, the one in play among them."""
    if name in board.round_over:
        return 0
    return max(board.match_hands - board.played.get(name, 0), 0)


def _in_play(board: TvBoard, name: str) -> TvTable | None:
    for found in board.tables.values():
        if found.view.in_play and name in found.view.players:
            return found
    return None


def match_chances(board: TvBoard, names: list[str]) -> dict[str, float]:
    """Each finalist's chance of winning the match, over the results of the hands in play."""
    from app.engine.advisor.hand_model import TENHAND_MODEL
    from app.engine.advisor.match import match_advice

    rules = TenHandRules()
    if len(names) != 2 or (board.level is not None and board.level.minimum != rules.min_bet):
        return {}  # T10-2's minimum is the model's
    start = board.match_start
    model = match_advice(rules.min_bet, board.match_hands, start)
    reach = 2 * rules.min_bet * board.match_hands  # the rival's stacks the model holds
    ends: list[Chances] = []
    lefts: list[int] = []
    for name in names:
        found = _in_play(board, name)
        left = hands_left(board, name)
        if found is None:
            ends.append({board.chips_now(name): 1.0})
        else:
            ends.append(hand_ends(found, name, TENHAND_MODEL))
            left -= 1
        lefts.append(max(left, 0))
    rounds = max(lefts)

    def chance(mine: int, theirs: int) -> float | None:
        """The first player's chance from these stacks: the mean of the model for each side
        (each within the model's reach of the start as the rival), or the side there is."""
        if rounds == 0:
            return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        sides = []
        if abs(theirs - start) <= reach:
            sides.append(model.win_chance(mine, theirs, rounds))
        if abs(mine - start) <= reach:
            sides.append(1.0 - model.win_chance(theirs, mine, rounds))
        return sum(sides) / len(sides) if sides else None

    first = _expected(ends[0], ends[1], chance)
    return {} if first is None else {names[0]: first, names[1]: 1.0 - first}


def _expected(mine: Chances, theirs: Chances,
              chance: Callable[[int, int], float | None]) -> float | None:
    total = 0.0
    for a, p_a in mine.items():
        for b, p_b in theirs.items():
            found = chance(a, b)
            if found is None:
                return None
            total += p_a * p_b * found
    return total


# ---- a hand in play, from its face-up cards -------------------------------------------------

def hand_ends(found: TvTable, name: str, model: object) -> Chances:
    """The chips `name` may hold once the hand in play is settled, with their chances: its
    chips off the table, plus each hand's return over its results from the cards shown (the
    chart playing on; the dealer's hole card unknown)."""
    view = found.view
    ends: Chances = {view.stacks.get(name, 0): 1.0}
    for index, hand in enumerate(view.hands.get(name, [])):
        if hand.settled:
            continue
        back = _returns(hand, view.dealer_up, (name, index) in found.finished, model)
        ends = _convolve(ends, back)
    return ends


def _returns(hand: HandView, up: Card | None, finished: bool, model: object) -> Chances:
    """The chips a hand in play returns (its bet back and any win), with their chances."""
    from app.engine.advisor.hand_model import HandModel, action_results, hand_results, model_rank

    assert isinstance(model, HandModel)
    cards = hand.visible()
    if up is None or len(cards) < 2 or not hand.known:
        return _scaled(hand_results(model), hand.bet)  # the deal still to come
    value = hand_value(cards)
    if value.total > 21:
        return {0: 1.0}
    ranks = [model_rank(card) for card in cards]
    if finished or value.total == 21:
        # A doubled or stood hand stands on its total at its (doubled) bet.
        results = action_results(ranks, model_rank(up), frozenset({Action.STAND}), model)
        return _scaled(results[Action.STAND], hand.bet)
    offered = {Action.HIT, Action.STAND}
    if len(cards) == 2 and not hand.from_split:
        offered |= {Action.DOUBLE, Action.SURRENDER}
        if ranks[0] is ranks[1]:
            offered.add(Action.SPLIT)
    action = model.chart.choose(cards, value, up, frozenset(offered))
    results = action_results(ranks, model_rank(up), frozenset({action}), model)
    return _scaled(results.get(action, results.get(Action.STAND, {0.0: 1.0})), hand.bet)


def _scaled(results: dict[float, float], bet: int) -> Chances:
    """A hand's results per unit bet as the chips it returns (the bet, plus or minus)."""
    back: Chances = {}
    for result, chance in results.items():
        chips = max(round(bet * (1 + result)), 0)
        back[chips] = back.get(chips, 0.0) + chance
    return back


def _convolve(first: Chances, second: Chances) -> Chances:
    out: Chances = {}
    for a, p_a in first.items():
        for b, p_b in second.items():
            out[a + b] = out.get(a + b, 0.0) + p_a * p_b
    return out


# ---- a Series 7 or BJX heads-up ------------------------------------------------------------

def heads_up_chances(board: TvBoard, names: list[str]) -> dict[str, float]:
    """Each of the last two players' chance of winning the heads-up (S7-5, BJX-17)."""
    level = board.level
    if len(names) != 2 or level is None:
        return {}
    found = next((t for t in board.tables.values() if set(names) <= set(t.view.stacks)), None)
    in_play = found is not None and found.view.in_play
    dealer: str | None = None
    if found is not None and found.view.dealer in names:
        # The hand in play's dealer; once it is over, the other deals next (S7-6, BJX-1).
        dealer = found.view.dealer if in_play else \
            next(name for name in names if name != found.view.dealer)
    else:  # no hand seen yet: the dealer the host names
        dealer = next((d for n, d in board.dealers.items()
                       if d in names and set(names) <= set(board.seating.get(n, []))), None)
    if dealer is None:
        return {}
    bettor = next(name for name in names if name != dealer)
    total = sum(board.chips_now(name) for name in names)
    first = _heads_up_chance(board, bettor, dealer, found if in_play else None, total, level)
    return {} if first is None else {bettor: first, dealer: 1.0 - first}


def _heads_up_chance(board: TvBoard, bettor: str, dealer: str, in_play: TvTable | None,
                     total: int, level: p.Level) -> float | None:
    """The bettor's chance in its variant's heads-up model (S7-22, BJX-15): between hands,
    from the stacks, the bettor betting the next hand; over a hand in play, where the room
    sees the players' cards (S7-12), its results from them, after which the bettor deals the
    next; else from the stacks as the hand started (BJX-4: its hole cards are face down)."""
    variant = variant_of(board.variant)
    spot, bets = SeatContext(bettor, heads_up=True), BetLevel(level.minimum, level.maximum)
    if variant.odds(spot, 0, bets, total) is None:
        return None  # the model does not reach this level or these chips in play

    def win(chips: int, dealing: bool) -> float:
        chances = variant.odds(spot, chips, bets, total)
        assert chances is not None  # a model of these chips in play reaches every stack
        return chances.win(dealing)

    model = variant.hand_model
    if in_play is not None and model is not None:
        ends = hand_ends(in_play, bettor, model)
        mine = sum(chance * win(chips, True) for chips, chance in ends.items())
        theirs = sum(chance * win(total - chips, False) for chips, chance in ends.items())
        return (mine + 1.0 - theirs) / 2
    if in_play is None:
        stacks = {name: board.chips_now(name) for name in (bettor, dealer)}
    else:
        view = in_play.view
        stacks = {name: view.stacks.get(name, 0) + sum(h.riding for h in view.hands.get(name, []))
                  for name in (bettor, dealer)}
    return (win(stacks[bettor], False) + 1.0 - win(stacks[dealer], True)) / 2


def _match_words(board: TvBoard, chips: list[tuple[str, int]]) -> str:
    (leader, most), (trailer, fewer) = chips[0], chips[1]
    return match_words(leader, most, trailer, fewer, hands_left(board, leader),
                       hands_left(board, trailer))


def _heads_up_words(board: TvBoard, chips: list[tuple[str, int]]) -> str:
    (leader, most), (trailer, fewer) = chips[0], chips[1]
    level = board.level
    if level is None:
        return table_words(chips)
    unit = variant_of(board.variant).rules.chip_unit
    if level.maximum is not None:  # S7-8: the minimum or the maximum
        return heads_up_words(leader, most, trailer, fewer, (level.minimum, level.maximum), unit)
    # BJX: any blind up to three minimums (BJX-3), and a raise beyond it (BJX-5).
    bets = tuple(range(level.minimum, fewer + unit, unit))
    return heads_up_words(leader, most, trailer, fewer, bets, unit)
