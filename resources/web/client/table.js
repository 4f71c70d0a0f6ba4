// What one seat knows of its table, from the host's messages (docs/protocol.md, "What the host
// sends"): the web page's small copy of app/client/table_state.py and app/engine/seat_view.py.
// The host redacts every event for the seat it sends it to (C-11): a card this seat may not
// see comes as `"card": null` and stays face down here. Nothing here decides a rule: the
// actions and ranges offered are the host's request's, as they came.
//
// `apply(message)` takes one message and returns the alerts it brings for the person holding
// the phone (moved, a late entry at the table, out, the next tournament open), in words.
//
// Its words are in the reader's language (context "web_table", resources/web/words.js: the
// page loads /words.js before this module); card ranks and suits are symbols, never words.

const RANKS = { A: 1, T: 10, J: 10, Q: 10, K: 10 };
const SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
// A settled hand's outcome (the host's `outcome`, app/engine/events.py's Outcome) as the
// desktop's felt says it (app/client/wording.py's OUTCOME_WORDS; a lost hand is "lost"); read
// with qsTranslate("web_table", ...). An outcome not here is said as it came, "_" as spaces.
const OUTCOMES = {
  win: QT_TRANSLATE_NOOP("web_table", "win"),
  lose: QT_TRANSLATE_NOOP("web_table", "lost"),
  push: QT_TRANSLATE_NOOP("web_table", "push"),
  bust: QT_TRANSLATE_NOOP("web_table", "bust"),
  natural: QT_TRANSLATE_NOOP("web_table", "natural"),
  dealer_natural: QT_TRANSLATE_NOOP("web_table", "dealer natural"),
  surrender: QT_TRANSLATE_NOOP("web_table", "surrender"),
  fold: QT_TRANSLATE_NOOP("web_table", "fold"),
  dealer_fold: QT_TRANSLATE_NOOP("web_table", "dealer fold"),
  forfeit: QT_TRANSLATE_NOOP("web_table", "forfeit"),
  even_money: QT_TRANSLATE_NOOP("web_table", "even money"),
  insurance_won: QT_TRANSLATE_NOOP("web_table", "insurance won"),
  insurance_lost: QT_TRANSLATE_NOOP("web_table", "insurance lost"),
  returned: QT_TRANSLATE_NOOP("web_table", "returned"),
  sat_out: QT_TRANSLATE_NOOP("web_table", "sat out"),
  void: QT_TRANSLATE_NOOP("web_table", "void"),
};

/** The points of a card ("AS", "TD", "7C") with the ace as 1 (C-1). */
export function cardPoints(card) {
  const rank = card.slice(0, -1);
  return RANKS[rank] ?? Number(rank);
}

/** A card as people read it: "A\u2660", "10\u2665"; `red` for hearts and diamonds. */
export function cardFace(card) {
  if (card === null || card === undefined) {
    return { text: "", red: false, down: true };
  }
  const rank = card.slice(0, -1).toUpperCase();
  const suit = card.slice(-1).toUpperCase();
  return { text: `${rank === "T" ? "10" : rank}${SUITS[suit] ?? suit}`,
           red: suit === "H" || suit === "D", down: false };
}

/** The best total of `cards` not over 21 where possible (C-1 to C-3): `{ total, soft }`, where
 * soft means an ace counts 11. `acesLow` (BJX-8, a doubled-up natural) forbids that. */
export function handValue(cards, acesLow = false) {
  let total = 0;
  let ace = false;
  for (const card of cards) {
    total += cardPoints(card);
    ace ||= card[0] === "A";
  }
  if (ace && !acesLow && total + 10 <= 21) {
    return { total: total + 10, soft: true };
  }
  return { total, soft: false };
}

// An ace and a ten-value as the first two cards, both seen (C-2).
const naturalPair = (cards) => cards.length >= 2 && cards[0] !== null && cards[1] !== null &&
  handValue(cards.slice(0, 2)).total === 21;

// What a hand's total is (`handTotal`), apart from its words: the label never reads the words.
const NO_TOTAL = "", SHOWING = "showing", BLACKJACK = "blackjack", BUST = "bust";
const COUNTED = "counted";

/** (What the total is, its words): { kind: SHOWING, text: "showing 10" }, { kind: BUST,
 * text: "bust" }... (app/client/felt_text.py's _total). */
function handTotal(hand) {
  const seen = hand.cards.filter((card) => card !== null);
  if (!seen.length) {
    return { kind: NO_TOTAL, text: "" };
  }
  const acesLow = hand.raised && !hand.fromSplit && naturalPair(hand.cards);
  const value = handValue(seen, acesLow);
  if (seen.length < hand.cards.length) {
    return { kind: SHOWING, text: Words.arg(qsTranslate("web_table", "showing %1"), value.total) };
  }
  if (hand.cards.length === 2 && !hand.fromSplit && !hand.raised && naturalPair(hand.cards)) {
    return { kind: BLACKJACK, text: qsTranslate("web_table", "blackjack") };
  }
  if (value.total > 21) {
    return { kind: BUST, text: qsTranslate("outcome_words", "bust") };
  }
  // 21 is said plainly: a soft 21 has nothing left to play it soft for.
  return { kind: COUNTED, text: value.soft && value.total < 21
    ? Words.arg(qsTranslate("wording", "soft %1"), value.total) : String(value.total) };
}

/** A hand's total as the felt shows it (app/client/felt_text.py's total_text): "soft 17",
 * "20", "blackjack", "bust", "showing 10" with a card face down; "" with no card seen. */
export function totalText(hand) {
  return handTotal(hand).text;
}

// A settled hand's result as the desktop's felt says it (app/client/wording.py hand_result).
function resultText(hand) {
  if (hand.won) {
    return Words.arg(qsTranslate("wording", "won %L1"), hand.won);
  }
  const words = OUTCOMES[hand.outcome];
  return words ? qsTranslate("web_table", words) : hand.outcome.replaceAll("_", " ");
}

/** A hand's one label: its total while it plays; settled, the total and the result
 * ("20 \u00b7 won 50", "blackjack \u00b7 won 75"), or the result alone ("bust"). */
export function handLabel(hand) {
  const { kind, text: total } = handTotal(hand);
  if (hand.outcome === null) {
    return total;
  }
  const result = resultText(hand);
  if (kind === BUST || total === result) {
    return total;
  }
  const withTotal = ["win", "lose", "push", "natural"].includes(hand.outcome);
  return withTotal && total && kind !== SHOWING
    ? Words.arg(qsTranslate("web_table", "%1 · %2"), total, result) : result;
}

const newHand = (fromSplit = false) => ({
  cards: [], bet: 0, insurance: 0, fromSplit, raised: false, outcome: null, won: 0,
});

/** Where the chooser of a request's amount starts, from the host's `[low, high, step]`:
 * insurance at its most, half the bet or what the stack allows (T10-8), as the desktop's
 * table starts it (issue 19); any other amount (a bet, a raise) at its least. */
export function amountStart(action, [low, high]) {
  return action === "insurance" ? high : low;
}

/** Ordinal in words: 1st, 2nd, 3rd, 11th... (app/client/results.py's ordinal; 1. in German) */
export function ordinal(n) {
  const tens = n % 100;
  let words;
  if (n === 1) {
    words = qsTranslate("results_words", "%1st", "the ordinal of 1");
  } else if ((tens >= 10 && tens <= 20) || ![1, 2, 3].includes(n % 10)) {
    words = qsTranslate("results_words", "%1th", "an ordinal: 4th, 11th, 12th, 13th, 20th...");
  } else if (n % 10 === 1) {
    words = qsTranslate("results_words", "%1st", "an ordinal: 21st, 31st, 101st...");
  } else if (n % 10 === 2) {
    words = qsTranslate("results_words", "%1nd", "an ordinal: 2nd, 22nd...");
  } else {
    words = qsTranslate("results_words", "%1rd", "an ordinal: 3rd, 23rd...");
  }
  return Words.arg(words, n);
}

export class SeatTable {
  constructor(me) {
    this.me = me;
    this.variant = "";
    this.table = null; // the table this seat sits at (or a watcher follows)
    this.seat = null; // its physical seat there
    this.seating = []; // the table's seats: [{ name, chips, seat }]
    this.snapshot = null; // the last, as it came
    this.standings = [];
    this.started = false;
    this.over = false;
    this.betRequest = null;
    this.decision = null;
    this.waiting = null;
    this.notice = "";
    this.error = "";
    this.answeredDecision = null; // sent, and neither taken nor refused by the host yet
    this.resetHand();
  }

  resetHand() {
    this.hand = {
      dealer: null, players: [], hands: {}, dealerHands: [newHand()], dealerKept: 0,
      stacks: {}, folded: [], inPlay: false, number: null,
    };
  }

  // ---- reading ------------------------------------------------------------------------------

  /** This seat's row in the standings: `{ name, chips, place, table }`, or null. */
  get standing() {
    return this.standings.find((row) => row.name === this.me) ?? null;
  }

  /** This seat's chips: the hand in play's count, else the last snapshot's or hand end's. */
  get chips() {
    if (this.me in this.hand.stacks) {
      return this.hand.stacks[this.me];
    }
    return this.standing?.chips ?? 0;
  }

  /** Place among those still in by chips (1 leads; equal stacks share a place, so a field
   * of equal stacks is all first), or the finishing place once out. */
  get place() {
    const row = this.standing;
    if (row === null) {
      return null;
    }
    if (row.place !== null) {
      return { place: row.place, out: true };
    }
    const alive = this.standings.filter((r) => r.place === null);
    const richer = alive.filter((r) => r.chips > row.chips).length;
    return { place: richer + 1, out: false, of: alive.length };
  }

  /** The seats to draw, in seat order, each with its hands: [{ name, chips, dealer, hands }]. */
  get seats() {
    const names = this.seating.map((s) => s.name);
    const dealer = this.hand.dealer;
    if (dealer && !names.includes(dealer)) {
      names.unshift(dealer); // a house dealer (10-hand)
    }
    return names.map((name) => ({
      name,
      chips: this.hand.stacks[name] ?? this.seating.find((s) => s.name === name)?.chips ?? 0,
      dealer: name === dealer,
      inHand: name === dealer || this.hand.players.includes(name),
      folded: this.hand.folded.includes(name),
      hands: name === dealer ? [this.hand.dealerHands[this.hand.dealerKept] ??
                                this.hand.dealerHands[0]]
        : this.hand.hands[name] ?? [],
    }));
  }

  /** The request in front of this seat: a bet or a decision (null when nothing is asked). */
  get request() {
    return this.betRequest ?? this.decision;
  }

  /** Seconds left to answer at host time `now` (the page's `hostNow()`); null if none.
   * Standing still while the director's pause holds the table (`heldFor`). */
  secondsLeft(now) {
    const request = this.request;
    if (!request) {
      return null;
    }
    return this.heldFor(this.me) ?? Math.max(0, request.deadline - now);
  }

  /** Whom the table waits for and until when, for everyone's shot clock: seconds, or null. */
  waitedFor(name, now) {
    const waiting = this.waiting;
    if (!waiting || !waiting.seats.includes(name)) {
      return null;
    }
    return this.heldFor(name) ?? Math.max(0, waiting.deadline - now);
  }

  /** The seconds `name` has left to act or bet, standing still while the director's pause
   * (or a break, for bets) holds the table; null when nothing holds it. */
  heldFor(name) {
    const waiting = this.waiting;
    return waiting && waiting.held != null && waiting.seats.includes(name) ? waiting.held
      : null;
  }

  // ---- applying what the host says ---------------------------------------------------------

  apply(message) {
    switch (message.type) {
      case "snapshot":
        return this.applySnapshot(message);
      case "events":
        return this.applyEvents(message);
      case "bet_request":
        if (message.seat === this.me) {
          this.betRequest = message;
          this.decision = null;
          this.error = "";
        }
        return [];
      case "decision":
        if (message.seat === this.me) {
          this.decision = message;
          this.answeredDecision = null;
          this.betRequest = null;
          this.error = "";
        }
        return [];
      case "waiting":
        if (message.table === this.table) {
          this.waiting = message.seats.length ? message : null;
        }
        return [];
      case "notice":
        this.notice = Words.phrase(message.words, message.text);
        return [];
      case "error":
        this.error = Words.phrase(message.words, message.message);
        if (this.answeredDecision !== null && this.decision === null) {
          // The host refused the action and keeps the decision open: it is asked again.
          this.decision = this.answeredDecision;
          this.answeredDecision = null;
        }
        return [];
      default:
        return [];
    }
  }

  /** The seat has answered: nothing is asked until the host asks again (or refuses the
   * action: then `apply` of its `error` brings the decision back). */
  answered() {
    this.answeredDecision = this.decision ?? this.answeredDecision;
    this.betRequest = null;
    this.decision = null;
    this.error = "";
  }

  applySnapshot(snapshot) {
    const alerts = [];
    if (this.snapshot !== null && this.snapshot.over && !snapshot.over) {
      alerts.push(qsTranslate("web_table",
                              "The night's next tournament is open: join it with your name"));
    }
    this.snapshot = snapshot;
    this.variant = snapshot.variant;
    this.started = snapshot.started;
    this.over = snapshot.over;
    this.standings = snapshot.standings;
    let table = null;
    for (const [number, seats] of Object.entries(snapshot.tables)) {
      const mine = seats.find((s) => s.name === this.me);
      if (mine) {
        table = Number(number);
        this.seat = mine.seat;
      }
    }
    if (table === null) {
      this.seat = null;
    }
    if (table !== this.table) {
      this.table = table;
      this.waiting = null;
      this.resetHand();
    }
    this.seating = table === null ? [] : snapshot.tables[String(table)];
    return alerts;
  }

  applyEvents(message) {
    const alerts = [];
    for (const event of message.events) {
      if (message.table === null) {
        alerts.push(...this.tournamentEvent(event));
      } else if (message.table === this.table) {
        this.handEvent(event);
      } else if (event.type === "HandEnded" || event.type === "HandVoided") {
        this.restack(event.stacks); // another table's chips move the standings
      }
    }
    return alerts;
  }

  /** The tournament's own events: what this seat's person must be told at once. */
  tournamentEvent(event) {
    switch (event.type) {
      case "PlayerMoved":
        // Only one's own move: the table's comings and goings by balancing are on its felt.
        return event.name === this.me
          ? [Words.arg(qsTranslate("web_table", "Moved: Table %1, seat %2"), event.to_table,
                       event.to_seat)]
          : [];
      case "LateEntered":
        if (event.table === this.table && event.name !== this.me) {
          return [Words.arg(qsTranslate("web_table", "Late entry: %1 joins your table (seat %2)"),
                            event.name, event.seat)];
        }
        return [];
      case "PlayerEliminated":
        if (event.seat === this.me) {
          return [Words.arg(qsTranslate("web_table", "You are out: %1 place"),
                            ordinal(event.place))];
        }
        return [];
      default:
        return [];
    }
  }

  handOf(seat, index) {
    const hands = seat === this.hand.dealer ? this.hand.dealerHands
      : (this.hand.hands[seat] ??= []);
    while (hands.length <= index) {
      hands.push(newHand());
    }
    return hands[index];
  }

  /** One event of the hand in play at this table (app/engine/seat_view.py's reducer). */
  handEvent(event) {
    const hand = this.hand;
    switch (event.type) {
      case "HandStarted":
        this.resetHand();
        Object.assign(this.hand, {
          dealer: event.dealer, players: event.players, stacks: { ...event.stacks },
          inPlay: true, number: event.hand ?? null,
        });
        for (const name of event.players) {
          this.hand.hands[name] = [newHand()];
        }
        this.betRequest = null; // the bets are in
        this.waiting = null;
        break;
      case "CardDealt": {
        const dealerHands = hand.dealerHands;
        if (event.seat === hand.dealer && event.hand === dealerHands.length &&
            dealerHands[0].cards.length > 2) {
          // S7-17: the dealer's aces split; the second card of the first hand starts the new.
          dealerHands.push({ ...newHand(), cards: [dealerHands[0].cards.splice(1, 1)[0]] });
        }
        this.handOf(event.seat, event.hand).cards.push(event.card);
        break;
      }
      case "CardTurned": {
        const cards = this.handOf(event.seat, event.hand).cards;
        while (cards.length <= event.index) {
          cards.push(null);
        }
        cards[event.index] = event.card;
        break;
      }
      case "BetPlaced": {
        hand.stacks[event.seat] = (hand.stacks[event.seat] ?? 0) - event.amount;
        const target = this.handOf(event.seat, event.hand);
        if (event.kind === "insurance") {
          target.insurance += event.amount;
        } else {
          target.bet += event.amount;
        }
        break;
      }
      case "BetSettled": {
        hand.stacks[event.seat] = (hand.stacks[event.seat] ?? 0) + event.returned + event.won;
        if (event.dealer !== event.seat && event.dealer in hand.stacks) {
          hand.stacks[event.dealer] += event.collected - event.won;
        }
        if (!event.insurance) {
          Object.assign(this.handOf(event.seat, event.hand),
                        { outcome: event.outcome, won: event.won });
        }
        break;
      }
      case "HandSplit": {
        // C-10: the second card moves to a new hand right after the one it came from.
        const old = this.handOf(event.seat, event.hand);
        const moved = old.cards.length ? old.cards.pop() : null;
        old.fromSplit = true;
        hand.hands[event.seat].splice(event.new_hand, 0,
                                      { ...newHand(true), cards: [moved], raised: old.raised });
        break;
      }
      case "ActionTaken":
        if (event.action === "raise") {
          this.handOf(event.seat, event.hand).raised = true;
        } else if (event.action === "fold") {
          hand.folded.push(event.seat);
        }
        if (event.seat === this.me) {
          this.decision = null;
          this.answeredDecision = null;
        }
        if (this.waiting && this.waiting.seats.length === 1 &&
            this.waiting.seats[0] === event.seat) {
          this.waiting = null;
        }
        break;
      case "DealerSplitAces":
        hand.dealerKept = event.kept;
        break;
      case "HandEnded":
      case "HandVoided":
        Object.assign(hand.stacks, event.stacks);
        hand.inPlay = event.type === "HandVoided" && hand.inPlay;
        this.decision = null;
        this.answeredDecision = null;
        this.waiting = null;
        this.restack(event.stacks);
        break;
      default:
        break;
    }
  }

  /** The standings and the table's seats with a hand's final stacks (as on the desktop: the
   * host's snapshots come when the field changes, the chips move every hand). */
  restack(stacks) {
    const moved = (row) => (row.name in stacks ? { ...row, chips: stacks[row.name] } : row);
    this.seating = this.seating.map(moved);
    const rows = this.standings.map(moved);
    const alive = rows.filter((r) => r.place === null)
      .sort((a, b) => b.chips - a.chips || (a.name < b.name ? -1 : 1));
    this.standings = [...alive, ...rows.filter((r) => r.place !== null)];
  }
}
