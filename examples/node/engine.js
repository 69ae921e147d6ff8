#!/usr/bin/env node
// A small baccarat engine speaking the bacctk engine protocol, version 1.
//
// It is an example for vendor engineers: an honest engine for the seven
// games of the Marina Bay Sands Electronic Baccarat rules (Version 4) and
// for 6 Star No Commission Baccarat (2017), written from the rules
// documents, with the Node.js standard library only (Node 18 or later). See
// README.md beside this file, and docs/protocol.md in the kit.
//
// Capabilities: coup (the coup and coups methods) and shoe. The table
// lifecycle (capability table) is not claimed, so the kit never sends a
// table request and reports those checks as not applicable.
//
// Run it:  node engine.js   (requests on stdin, responses on stdout, logs on
// stderr).
'use strict';

const NAME = 'bacctk-example-node';
const VERSION = '1.0.0';
const PROTOCOL = 1;

// The kit's stake range (docs/protocol.md "Money"): 1 to 10^12 minor units.
// Every amount this engine computes stays below 2^53 (10^12 x 5000), so
// plain numbers are exact.
const MAX_STAKE = 1e12;
// Rule 2.1 of every document: four to ten decks.
const MIN_DECKS = 4;
const MAX_DECKS = 10;

// Every wager id of the kit's contract. An id the game does not offer is
// "invalid" (the rules say so for every engine), as is an unknown id.
const ALL_WAGERS = new Set([
  'player', 'banker', 'tie', 'player-pair', 'banker-pair', 'tiger',
  'small-tiger', 'big-tiger', 'tiger-tie', 'tiger-pair', 'fortune-six',
  'super-six', 'element-bonus', 'player-dragon-bonus', 'banker-dragon-bonus',
  'player-fabulous-4', 'banker-fabulous-4', 'player-precious-pair',
  'banker-precious-pair',
]);

// ---------------------------------------------------------------------------
// Cards (docs/protocol.md "Vocabulary", cards).

const CUT = 'CUT';
const STANDARD = 'standard-52';
const SIX_STAR = 'six-star-65';

// A standard card: rank A 2-9 T J Q K ("10" for T accepted on input only)
// and a suit S H D C. A 6 Star card: rank A 2-9 T or a Star S (Sau), L (Luk),
// F (Fuk), and an element Fi Go Ea Wo Wa.
const STANDARD_RE = /^(A|[2-9]|T|10|J|Q|K)([SHDC])$/;
const SIX_STAR_RE = /^([A2-9TSLF])(Fi|Go|Ea|Wo|Wa)$/;

// Point values (rule 3.3 of both documents): Two to Nine their face value,
// Ace one, Ten and the picture cards (J Q K; the Stars S L F) zero.
function value(rank) {
  if (rank === 'A') return 1;
  const d = rank.charCodeAt(0) - 48;
  return d >= 2 && d <= 9 ? d : 0;
}

class BadRequest extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
const invalid = (msg) => new BadRequest('invalid', msg);

// parseToken reads one token of a request's cards; position is 1-based.
// Tokens are matched whole and case-sensitively: " AS", "as" and "AS\n" are
// not cards.
function parseToken(token, position) {
  if (typeof token !== 'string') {
    throw invalid(`card ${position}: ${JSON.stringify(token)} is not a card token: want a string`);
  }
  if (token === CUT) return CUT;
  let m = STANDARD_RE.exec(token);
  if (m) {
    const rank = m[1] === '10' ? 'T' : m[1];
    return { token: rank + m[2], deck: STANDARD, rank, suit: m[2], value: value(rank) };
  }
  m = SIX_STAR_RE.exec(token);
  if (m) {
    return { token, deck: SIX_STAR, rank: m[1], suit: m[2], value: value(m[1]) };
  }
  throw invalid(`card ${position}: ${JSON.stringify(token)} is not a card: want a rank A 2-9 T J Q K and a suit S H D C ("TD"), ` +
    'a rank A 2-9 T S L F and an element Fi Go Ea Wo Wa ("9Fi"), or CUT');
}

function parseCards(tokens) {
  if (!Array.isArray(tokens)) throw invalid('cards: want an array of card tokens');
  const cards = new Array(tokens.length);
  let cutAt = 0;
  for (let i = 0; i < tokens.length; i++) {
    const c = parseToken(tokens[i], i + 1);
    if (c === CUT) {
      // One cutting card per shoe: a second is not a shoe the rules know.
      if (cutAt) throw invalid(`card ${i + 1}: a second cutting card (the first is card ${cutAt})`);
      cutAt = i + 1;
    }
    cards[i] = c;
  }
  return cards;
}

// Rule 3.4: the point total is the last digit of the sum of the values.
function total(hand) {
  let t = 0;
  for (const c of hand) t += c.value;
  return t % 10;
}

// ---------------------------------------------------------------------------
// Dealing a round (Electronic 3.6-3.9, 6 Star 3.7-3.10: the same Table of
// Play).

class Stop extends Error {}

// dealRound deals one round from cards[start..].
//
// seen counts the copies of each card dealt so far in the request: a card
// dealt more often than the shoe's decks hold it is an extra card, and a
// card of the other deck type a foreign one. Either voids the round in which
// it is dealt (rule 5.1; interpretations 13 and 17: only dealt cards count,
// and the offending card is shown in its hand). Running out of cards voids
// the round (Electronic 5.3, 6 Star 5.5; interpretation 15). The cutting
// card is taken out when it comes up and the round goes on (Electronic
// 3.10; interpretations 12 and 18).
function dealRound(cards, start, decks, deck, seen) {
  const r = { player: [], banker: [], used: 0, cut: false, void: null };
  let pos = start;
  const draw = (hand) => {
    for (;;) {
      if (pos >= cards.length) {
        r.void = 'insufficient-cards';
        throw new Stop();
      }
      const c = cards[pos++];
      if (c === CUT) {
        r.cut = true;
        continue;
      }
      hand.push(c);
      if (c.deck !== deck) {
        r.void = 'foreign-card';
        throw new Stop();
      }
      const n = (seen.get(c.token) || 0) + 1;
      seen.set(c.token, n);
      if (n > decks) {
        r.void = 'extra-card';
        throw new Stop();
      }
      return c;
    }
  };
  try {
    // First and third cards to Player, second and fourth to Banker.
    draw(r.player);
    draw(r.banker);
    draw(r.player);
    draw(r.banker);
    const p = total(r.player);
    const b = total(r.banker);
    if (p < 8 && b < 8) { // no Natural: the Table of Play
      if (p <= 5) {
        const third = draw(r.player).value;
        if (bankerDraws(b, third)) draw(r.banker);
      } else if (b <= 5) { // Player stands on 6 or 7: Banker draws on 0-5
        draw(r.banker);
      }
    }
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  r.used = pos - start;
  r.playerTotal = total(r.player);
  r.bankerTotal = total(r.banker);
  r.winner = r.void ? null
    : r.playerTotal > r.bankerTotal ? 'player'
      : r.bankerTotal > r.playerTotal ? 'banker' : 'tie';
  return [r, pos];
}

// The Banker's column of the Table of Play when Player drew a third card of
// point value third.
function bankerDraws(b, third) {
  switch (b) {
    case 0: case 1: case 2: return true;
    case 3: return third !== 8;
    case 4: return third >= 2 && third <= 7;
    case 5: return third >= 4 && third <= 7;
    case 6: return third === 6 || third === 7;
    default: return false;
  }
}

// ---------------------------------------------------------------------------
// Settlement. A rule answers win(n, d) (n to d, plus an optional fixed
// bonus), LOSE or PUSH for a dealt round.

const LOSE = { result: 'lose' };
const PUSH = { result: 'push' };
const win = (n, d = 1, bonus = 0) => ({ result: 'win', n, d, bonus });

// A pair is two cards of the same rank (interpretation 1: a Ten and a
// picture card, or two different picture cards, are not a pair).
const isPair = (hand) => hand[0].rank === hand[1].rank;
const bankerWinsSix = (r) => r.winner === 'banker' && r.bankerTotal === 6;
// A Natural is an 8 or 9 on the initial two cards (Electronic 1.1.8); a
// hand that is a Natural never draws, so it has two cards.
const natural = (hand) => hand.length === 2 && total(hand) >= 8;

const player = (r) => (r.winner === 'player' ? win(1) : r.winner === 'tie' ? PUSH : LOSE);
// Electronic 4.1-4.4, 4.8: Banker pays 1 to 2 when it wins with 6, else 1 to 1.
const bankerNoCommission = (r) =>
  (r.winner === 'banker' ? (r.bankerTotal === 6 ? win(1, 2) : win(1)) : r.winner === 'tie' ? PUSH : LOSE);
// Electronic 4.7: Tiger Baccarat's Banker pays 0.95 to 1 (5% commission).
const bankerCommission = (r) => (r.winner === 'banker' ? win(19, 20) : r.winner === 'tie' ? PUSH : LOSE);
const tie = (r) => (r.winner === 'tie' ? win(8) : LOSE);
const playerPair = (r) => (isPair(r.player) ? win(11) : LOSE);
const bankerPair = (r) => (isPair(r.banker) ? win(11) : LOSE);

// Super Six / Super 6 (Electronic 1.1.18, 4.1, 4.3): Banker wins with 6.
const superSix = (r) => (bankerWinsSix(r) ? win(15) : LOSE);
// Fortune Six (Electronic 1.1.5, 4.2; 6 Star 1.1.5, 4.1) and Tiger
// (Electronic 1.1.21, 4.10): Banker wins with 6, 12 to 1 on two cards,
// 20 to 1 on three.
const bankerSixByCards = (r) => (bankerWinsSix(r) ? (r.banker.length === 2 ? win(12) : win(20)) : LOSE);
const smallTiger = (r) => (bankerWinsSix(r) && r.banker.length === 2 ? win(22) : LOSE);
const bigTiger = (r) => (bankerWinsSix(r) && r.banker.length === 3 ? win(50) : LOSE);
const tigerTie = (r) => (r.winner === 'tie' && r.playerTotal === 6 ? win(35) : LOSE);

// Tiger Pair (Electronic 1.1.22, 4.9): only the highest category is paid
// (interpretation 2): Twin (both hands pairs of one rank) 100 to 1, Double
// (both hands pairs) 20 to 1, Single (one hand a pair) 4 to 1.
function tigerPair(r) {
  const p = isPair(r.player);
  const b = isPair(r.banker);
  if (p && b) return r.player[0].rank === r.banker[0].rank ? win(100) : win(20);
  return p || b ? win(4) : LOSE;
}

// Dragon Bonus (Electronic 1.1.1, 1.1.9, 1.1.10, 4.5, 4.6; interpretation
// 8): a Natural tie pushes; a win with a Natural pays 1 to 1 whatever the
// margin; a win without one pays by the margin, 4 to 9 points; anything
// else, any other tie included, loses.
const DRAGON_MARGIN = { 4: 1, 5: 2, 6: 4, 7: 6, 8: 10, 9: 30 };
function dragonBonus(side) {
  return (r) => {
    const mine = side === 'player' ? r.player : r.banker;
    if (r.winner === 'tie') return natural(r.player) && natural(r.banker) ? PUSH : LOSE;
    if (r.winner !== side) return LOSE;
    if (natural(mine)) return win(1);
    const odds = DRAGON_MARGIN[Math.abs(r.playerTotal - r.bankerTotal)];
    return odds ? win(odds) : LOSE;
  };
}

// Precious Pair (Electronic 1.1.14, 4.12; interpretation 3): on the hand's
// first two cards, only the highest category: two 4 of Diamonds 30 to 1,
// any other pair of 4s 15 to 1, a pair of Diamonds 12 to 1, any other pair
// 9 to 1. A pair needs the same rank.
function preciousPair(side) {
  return (r) => {
    const h = side === 'player' ? r.player : r.banker;
    if (!isPair(h)) return LOSE;
    const diamonds = h[0].suit === 'D' && h[1].suit === 'D';
    if (h[0].rank === '4') return diamonds ? win(30) : win(15);
    return diamonds ? win(12) : win(9);
  };
}

// Fabulous 4's (Electronic 4.11; interpretation 9: "Player with a point
// total of 4" means Player wins with 4).
function fab4Player(r) {
  if (r.winner === 'tie') return PUSH;
  if (r.winner !== 'player') return LOSE;
  return r.playerTotal === 4 ? win(1, 2) : r.playerTotal === 1 ? win(2) : win(1);
}
function fab4Banker(r) {
  if (r.winner === 'tie') return PUSH;
  if (r.winner !== 'banker') return LOSE;
  return r.bankerTotal === 4 ? PUSH : r.bankerTotal === 1 ? win(2) : win(1);
}
const playerFabulous4 = (r) => (r.winner === 'player' && r.playerTotal === 4 ? win(50) : LOSE);
const bankerFabulous4 = (r) => (r.winner === 'banker' && r.bankerTotal === 4 ? win(25) : LOSE);

// 6 Star (2017). Flaming 9's (1.1.4; interpretation 6): a two-card Natural 9
// of two Fire cards; Player or Banker winning with it is paid 1.2 to 1.
const flaming9s = (h) => h.length === 2 && total(h) === 9 && h[0].suit === 'Fi' && h[1].suit === 'Fi';
// 6 Stars (1.1.1; interpretation 5): a hand of exactly one Sau, one Luk and
// one Fuk.
function sixStars(h) {
  if (h.length !== 3) return false;
  const ranks = h.map((c) => c.rank).sort().join('');
  return ranks === 'FLS';
}
const sixStarPlayer = (r) =>
  (r.winner === 'player' ? (flaming9s(r.player) ? win(6, 5) : win(1)) : r.winner === 'tie' ? PUSH : LOSE);
function sixStarBanker(r) {
  if (r.winner === 'tie') return PUSH;
  if (r.winner !== 'banker') return LOSE;
  if (r.bankerTotal === 6) return win(1, 2);
  return flaming9s(r.banker) ? win(6, 5) : win(1);
}
// The Tie Bonus (3.10.1.1, 3.10.1.2, 4.3; interpretation 5): a fixed amount
// on each winning Tie wager, whatever its stake: $3,000 when both hands are
// Flaming 9's, $30,000 when both are 6 Stars. In minor units.
function sixStarTie(r) {
  if (r.winner !== 'tie') return LOSE;
  if (flaming9s(r.player) && flaming9s(r.banker)) return win(8, 1, 300000);
  if (sixStars(r.player) && sixStars(r.banker)) return win(8, 1, 3000000);
  return win(8);
}
// Element Bonus (1.1.3, 3.12, 4.2; interpretation 7): every card of both
// completed hands of one element, whatever the outcome, paid by the number
// of cards.
const ELEMENT_PAYS = { 4: 50, 5: 500, 6: 5000 };
function elementBonus(r) {
  const all = r.player.concat(r.banker);
  return all.every((c) => c.suit === all[0].suit) ? win(ELEMENT_PAYS[all.length]) : LOSE;
}

// The games, as data: deck type and the rule of every wager the game offers.
// The electronic document makes Dragon Bonus (4.5, 4.6), the Tiger wagers
// (4.9, 4.10) and Precious Pair (1.1.14; README.md "The contract": every electronic game)
// "may be available" wagers; this engine offers all of them.
const PRECIOUS = { 'player-precious-pair': preciousPair('player'), 'banker-precious-pair': preciousPair('banker') };
const DRAGON = { 'player-dragon-bonus': dragonBonus('player'), 'banker-dragon-bonus': dragonBonus('banker') };
const NCB = { player, banker: bankerNoCommission, tie, 'player-pair': playerPair, 'banker-pair': bankerPair };
const TIGER_SIDE = {
  tie, tiger: bankerSixByCards, 'small-tiger': smallTiger, 'big-tiger': bigTiger,
  'tiger-tie': tigerTie, 'tiger-pair': tigerPair,
};

const GAMES = new Map([
  ['mbs-etg-v4-super-six-ncb', { deck: STANDARD, wagers: { ...NCB, 'super-six': superSix, ...PRECIOUS } }],
  ['mbs-etg-v4-fortune-six-ncb', { deck: STANDARD, wagers: { ...NCB, 'fortune-six': bankerSixByCards, ...DRAGON, ...PRECIOUS } }],
  ['mbs-etg-v4-super-6-ncb', { deck: STANDARD, wagers: { ...NCB, 'super-six': superSix, ...DRAGON, ...PRECIOUS } }],
  ['mbs-etg-v4-ncb', { deck: STANDARD, wagers: { ...NCB, ...PRECIOUS } }],
  ['mbs-etg-v4-tiger', { deck: STANDARD, wagers: { player, banker: bankerCommission, ...TIGER_SIDE, ...PRECIOUS } }],
  ['mbs-etg-v4-tiger-ncb', { deck: STANDARD, wagers: { player, banker: bankerNoCommission, ...TIGER_SIDE, ...PRECIOUS } }],
  ['mbs-etg-v4-fabulous-4s', {
    deck: STANDARD,
    wagers: {
      player: fab4Player, banker: fab4Banker, tie,
      'player-fabulous-4': playerFabulous4, 'banker-fabulous-4': bankerFabulous4, ...PRECIOUS,
    },
  }],
  ['mbs-6star-ncb-2017', {
    deck: SIX_STAR,
    wagers: {
      player: sixStarPlayer, banker: sixStarBanker, tie: sixStarTie,
      'player-pair': playerPair, 'banker-pair': bankerPair,
      'fortune-six': bankerSixByCards, 'element-bonus': elementBonus,
    },
  }],
]);

// settle gives one settlement per wager, in the request's order. A winning
// amount is stake x n / d rounded down to a multiple of the table's unit
// (interpretations 4 and 16), then the fixed Tie Bonus is added; a void
// round returns every stake.
function settle(game, r, wagers, unit) {
  return wagers.map(([w, stake]) => {
    const s = { wager: w, stake, result: 'void', win: 0, returned: stake, bonus: 0, odds: null };
    if (r.void) return s;
    const o = game.wagers[w](r);
    s.result = o.result;
    if (o.result === 'win') {
      const x = stake * o.n;
      const exact = (x - (x % o.d)) / o.d;
      s.win = exact - (exact % unit) + o.bonus;
      s.bonus = o.bonus;
      s.odds = `${o.n}/${o.d}`;
    } else if (o.result === 'lose') {
      s.returned = 0;
    }
    return s;
  });
}

function roundJSON(game, r, wagers, unit) {
  return {
    player: r.player.map((c) => c.token),
    banker: r.banker.map((c) => c.token),
    playerTotal: r.playerTotal,
    bankerTotal: r.bankerTotal,
    winner: r.winner,
    cardsUsed: r.used,
    cutCard: r.cut,
    void: r.void,
    settlements: settle(game, r, wagers, unit),
  };
}

// ---------------------------------------------------------------------------
// Requests.

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

// parseCoup checks a coup (or shoe) request. An unknown game is
// "unsupported"; everything else that is wrong is "invalid", with where and
// what.
function parseCoup(params) {
  if (!isObject(params)) throw invalid('params: want an object');
  const id = params.game;
  if (typeof id !== 'string') throw invalid('game: want a game id string');
  const game = GAMES.get(id);
  if (!game) {
    throw new BadRequest('unsupported', `game ${JSON.stringify(id)}: this engine implements ${[...GAMES.keys()].join(', ')}`);
  }
  const decks = params.decks;
  if (!Number.isInteger(decks) || decks < MIN_DECKS || decks > MAX_DECKS) {
    throw invalid(`decks ${JSON.stringify(decks)}: want ${MIN_DECKS} to ${MAX_DECKS} (rule 2.1)`);
  }
  const cards = parseCards(params.cards);
  if (!Array.isArray(params.wagers)) throw invalid('wagers: want an array');
  const wagers = params.wagers.map((w, i) => {
    const n = i + 1;
    if (!isObject(w) || typeof w.wager !== 'string') throw invalid(`wager ${n}: want {"wager": id, "stake": minor units}`);
    const wid = w.wager;
    if (!ALL_WAGERS.has(wid)) throw invalid(`wager ${n}: ${JSON.stringify(wid)} is not a wager id`);
    if (!Object.prototype.hasOwnProperty.call(game.wagers, wid)) {
      throw invalid(`wager ${n}: the game ${id} offers no ${JSON.stringify(wid)} wager`);
    }
    if (!Number.isInteger(w.stake) || w.stake < 1 || w.stake > MAX_STAKE) {
      throw invalid(`wager ${n} (${JSON.stringify(wid)}): stake ${JSON.stringify(w.stake)} is outside 1 to ${MAX_STAKE} minor units`);
    }
    return [wid, w.stake];
  });
  let unit = 0;
  if (params.table !== undefined && params.table !== null) {
    if (!isObject(params.table)) throw invalid('table: want an object');
    const u = params.table.rounding;
    if (u !== undefined && u !== null) {
      if (!Number.isInteger(u) || u < 0) {
        throw invalid(`table.rounding ${JSON.stringify(u)}: want a whole number of minor units, 0 or more`);
      }
      unit = u;
    }
  }
  return { game, decks, cards, wagers, unit: unit || 1 };
}

function doCoup(params) {
  const q = parseCoup(params);
  const [r] = dealRound(q.cards, 0, q.decks, q.game.deck, new Map());
  return roundJSON(q.game, r, q.wagers, q.unit);
}

// doShoe deals rounds one after the other until the round in which the
// cutting card appears, a void round (interpretation 14) or the end of the
// tokens: a round starts only while tokens are left, so tokens that run out
// exactly at the end of a round (or an empty list) end the shoe "exhausted".
function doShoe(params) {
  const q = parseCoup(params);
  const seen = new Map();
  const rounds = [];
  let pos = 0;
  let end = 'exhausted'; // no tokens at all is a shoe of no rounds
  while (pos < q.cards.length) {
    const [r, next] = dealRound(q.cards, pos, q.decks, q.game.deck, seen);
    pos = next;
    rounds.push(roundJSON(q.game, r, q.wagers, q.unit));
    if (r.void) { end = 'void'; break; }
    if (r.cut) { end = 'cut-card'; break; }
  }
  return { rounds, cardsUsed: pos, end };
}

function errorJSON(e) {
  if (e instanceof BadRequest) return { code: e.code, message: e.message };
  return { code: 'internal', message: String(e && e.stack ? e.stack : e) }; // a bug of this engine
}

function doCoups(params) {
  if (!isObject(params) || !Array.isArray(params.requests)) {
    throw invalid('params: want {"requests": [coup params, ...]}');
  }
  return {
    replies: params.requests.map((one) => {
      try {
        return { result: doCoup(one) };
      } catch (e) {
        return { error: errorJSON(e) };
      }
    }),
  };
}

function doHello(params) {
  const v = isObject(params) ? params.protocol : undefined;
  if (v !== PROTOCOL) {
    throw new BadRequest('unsupported', `protocol ${JSON.stringify(v)}: this engine speaks protocol ${PROTOCOL} only`);
  }
  process.stderr.write(`${NAME} ${VERSION}: hello from ${params.kit}\n`);
  return {
    name: NAME,
    version: VERSION,
    protocol: PROTOCOL,
    games: [...GAMES.keys()],
    capabilities: ['coup', 'shoe'],
    // Optional: the wagers offered per game (docs/protocol.md "hello"); this
    // engine offers every wager of its games, the optional ones included.
    offered: Object.fromEntries([...GAMES].map(([id, g]) => [id, { wagers: Object.keys(g.wagers) }])),
  };
}

const METHODS = { coup: doCoup, coups: doCoups, shoe: doShoe };

// answer returns the response to one input line, and whether to stop.
function answer(line, lineno, state) {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    return [{ id: null, error: { code: 'invalid', message: `line ${lineno}: not JSON: ${e.message}` } }, false];
  }
  if (!isObject(req) || !Number.isInteger(req.id)) {
    return [{ id: null, error: { code: 'invalid', message: `line ${lineno}: not a request: want an object with an integer id` } }, false];
  }
  const id = req.id;
  const method = req.method;
  const params = req.params === undefined ? {} : req.params;
  try {
    let result;
    if (typeof method !== 'string') {
      throw invalid(`request ${id}: method: want a string`);
    } else if (method === 'hello') {
      result = doHello(params);
      state.hello = true;
    } else if (method === 'bye') {
      return [{ id, result: {} }, true];
    } else if (!state.hello) {
      throw invalid(`request ${id}: ${JSON.stringify(method)} before hello`);
    } else if (Object.prototype.hasOwnProperty.call(METHODS, method)) {
      result = METHODS[method](params);
    } else {
      // table (a capability not claimed) and any unknown method.
      throw new BadRequest('unsupported',
        `request ${id}: method ${JSON.stringify(method)} is not implemented (this engine has hello, coup, coups, shoe, bye)`);
    }
    return [{ id, result }, false];
  } catch (e) {
    return [{ id, error: errorJSON(e) }, false];
  }
}

// main reads stdin in chunks, answers every complete line in order, and
// writes the answers of a chunk in one write: when the input buffer is
// empty, everything answered so far is on its way (docs/protocol.md
// "Batching and pipelining"). Input is read as bytes and split on "\n"
// before decoding, so a multi-byte character split across chunks is safe.
function main() {
  const state = { hello: false };
  let pending = [];
  let pendingLen = 0;
  let lineno = 0;
  let done = false;

  const handle = (buf) => {
    let line = buf.toString('utf8');
    lineno++;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.trim() === '') return null; // blank lines are not requests
    const [resp, stop] = answer(line, lineno, state);
    return [JSON.stringify(resp) + '\n', stop];
  };

  const finish = (out) => {
    done = true;
    process.stdin.pause();
    process.stdout.write(out, () => process.exit(0));
  };

  process.stdin.on('data', (chunk) => {
    if (done) return;
    let out = '';
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      let buf = chunk.subarray(start, nl);
      start = nl + 1;
      if (pendingLen) {
        pending.push(buf);
        buf = Buffer.concat(pending);
        pending = [];
        pendingLen = 0;
      }
      const r = handle(buf);
      if (!r) continue;
      out += r[0];
      if (r[1]) {
        finish(out);
        return;
      }
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingLen += chunk.length - start;
    }
    if (out) process.stdout.write(out);
  });
  process.stdin.on('end', () => {
    if (done) return;
    // A last line without "\n" is still a request.
    let out = '';
    if (pendingLen) {
      const r = handle(Buffer.concat(pending));
      if (r) out = r[0];
    }
    finish(out);
  });
}

main();
