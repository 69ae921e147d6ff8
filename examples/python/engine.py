#!/usr/bin/env python3
"""A small baccarat engine speaking the bacctk engine protocol, version 1.

It is an example for vendor engineers: an honest engine for three live games
of the Marina Bay Sands rules, written from the rules documents, with the
Python standard library only. See README.md beside this file, and
docs/protocol.md in the kit for the protocol.

Games claimed (game ids of README.md "The contract"):

    mbs-ncb-v6        No Commission Baccarat, Version 6
    mbs-tiger-v2      Tiger Baccarat, Version 2 (5% commission on Banker)
    mbs-tiger-ncb-v5  Tiger No Commission Baccarat, Version 5

Capabilities: coup (the coup and coups methods) and shoe. The table
lifecycle (capability table) is not claimed, so the kit never sends a table
request and reports those checks as not applicable.

Run it:  python3 engine.py   (requests on stdin, responses on stdout,
logs on stderr).
"""

import json
import re
import sys

NAME = "bacctk-example-python"
VERSION = "1.0.0"
PROTOCOL = 1

# The kit's stake range (docs/protocol.md "Money"): 1 to 10^12 minor units.
MAX_STAKE = 10**12
# Rule 2.1 of every document: four to ten decks.
MIN_DECKS, MAX_DECKS = 4, 10

# Every wager id of the kit's contract. A known id the game does not offer is
# "invalid" (the rules say so for every engine), as is an unknown id.
ALL_WAGERS = {
    "player", "banker", "tie", "player-pair", "banker-pair", "tiger",
    "small-tiger", "big-tiger", "tiger-tie", "tiger-pair", "fortune-six",
    "super-six", "element-bonus", "player-dragon-bonus", "banker-dragon-bonus",
    "player-fabulous-4", "banker-fabulous-4", "player-precious-pair",
    "banker-precious-pair",
}

# ---------------------------------------------------------------------------
# Cards (docs/protocol.md "Vocabulary", cards).

CUT = "CUT"
STANDARD = "standard-52"
SIX_STAR = "six-star-65"

# A standard card: rank A 2-9 T J Q K (or "10" for T, on input only) and a
# suit S H D C. A 6 Star card: rank A 2-9 T or a Star S L F, and an element.
_STANDARD_RE = re.compile(r"(A|[2-9]|T|10|J|Q|K)([SHDC])\Z")
_SIX_STAR_RE = re.compile(r"([A2-9TSLF])(Fi|Go|Ea|Wo|Wa)\Z")

# Point values (rule 3.3 of every document): Two to Nine their face value,
# Ace one, Ten and the picture cards (J Q K; the 6 Star Stars S L F) zero.
_VALUES = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0, "S": 0, "L": 0, "F": 0}
for _d in range(2, 10):
    _VALUES[str(_d)] = _d


class Card:
    """A playing card: its printed token, deck type, rank and suit/element."""

    __slots__ = ("token", "deck", "rank", "suit", "value")

    def __init__(self, token, deck, rank, suit):
        self.token = token
        self.deck = deck
        self.rank = rank
        self.suit = suit
        self.value = _VALUES[rank]


class BadRequest(Exception):
    """The request is not acceptable: answered with an error of this code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def parse_token(token, position):
    """Parses one token of a request's cards; position is 1-based, for messages."""
    if not isinstance(token, str):
        raise BadRequest("invalid", "card %d: %s is not a card token: want a string" % (position, json.dumps(token)))
    if token == CUT:
        return CUT
    m = _STANDARD_RE.match(token)
    if m:
        rank = "T" if m.group(1) == "10" else m.group(1)
        return Card(rank + m.group(2), STANDARD, rank, m.group(2))
    m = _SIX_STAR_RE.match(token)
    if m:
        return Card(token, SIX_STAR, m.group(1), m.group(2))
    raise BadRequest(
        "invalid",
        "card %d: %s is not a card: want a rank A 2-9 T J Q K and a suit S H D C (\"TD\"), "
        "a rank A 2-9 T S L F and an element Fi Go Ea Wo Wa (\"9Fi\"), or CUT"
        % (position, json.dumps(token)),
    )


def parse_cards(tokens):
    if not isinstance(tokens, list):
        raise BadRequest("invalid", "cards: want an array of card tokens")
    cards = []
    cut_at = 0
    for i, token in enumerate(tokens, 1):
        c = parse_token(token, i)
        if c is CUT:
            # One cutting card per shoe: a second is not a shoe the rules know.
            if cut_at:
                raise BadRequest("invalid", "card %d: a second cutting card (the first is card %d)" % (i, cut_at))
            cut_at = i
        cards.append(c)
    return cards


def total(hand):
    """Rule 3.4: the point total is the last digit of the sum of the values."""
    return sum(c.value for c in hand) % 10


# ---------------------------------------------------------------------------
# Dealing a round (rules 3.7-3.10 of No Commission v6; 3.13-3.16 of Tiger v2;
# 3.12-3.15 of Tiger No Commission v5: the same Table of Play).


class Round:
    """One dealt round, before settlement."""

    def __init__(self):
        self.player = []
        self.banker = []
        self.used = 0          # tokens consumed, the cutting card included
        self.cut = False       # the cutting card appeared during the round
        self.void = None       # why the round is void, or None

    @property
    def player_total(self):
        return total(self.player)

    @property
    def banker_total(self):
        return total(self.banker)

    @property
    def winner(self):
        if self.void:
            return None
        p, b = self.player_total, self.banker_total
        return "player" if p > b else "banker" if b > p else "tie"


class _Stop(Exception):
    """Dealing stops: the round is void (its reason is already recorded)."""


def deal_round(cards, start, decks, deck_type, seen):
    """Deals one round from cards[start:].

    seen counts the copies of each card dealt so far in the request: a card
    dealt more often than the shoe's decks hold it is an extra card, and so is
    a card of the other deck type a foreign one. Either voids the round in
    which it is dealt (rule 5.1; interpretations 13 and 17: only dealt cards
    count, and the offending card is shown in its hand). Running out of cards
    voids the round too (NCB 5.5, Tiger 5.3; interpretation 15). The cutting
    card is taken out when it comes up and the round goes on (Tiger v2 3.22,
    Tiger NCB 3.17; interpretations 12 and 18).
    """
    r = Round()
    pos = start

    def draw(hand):
        nonlocal pos
        while True:
            if pos >= len(cards):
                r.void = "insufficient-cards"
                raise _Stop
            c = cards[pos]
            pos += 1
            if c is CUT:
                r.cut = True
                continue
            hand.append(c)
            if c.deck != deck_type:
                r.void = "foreign-card"
                raise _Stop
            n = seen.get(c.token, 0) + 1
            seen[c.token] = n
            if n > decks:
                r.void = "extra-card"
                raise _Stop
            return c

    try:
        # First and third cards to Player, second and fourth to Banker.
        draw(r.player)
        draw(r.banker)
        draw(r.player)
        draw(r.banker)
        p, b = total(r.player), total(r.banker)
        if p < 8 and b < 8:  # no Natural: the Table of Play
            if p <= 5:
                third = draw(r.player).value
                if banker_draws(b, third):
                    draw(r.banker)
            elif b <= 5:  # Player stands on 6 or 7: Banker draws on 0-5
                draw(r.banker)
    except _Stop:
        pass
    r.used = pos - start
    return r, pos


def banker_draws(b, third):
    """The Banker's column of the Table of Play when Player drew a third card
    whose point value is third."""
    if b <= 2:
        return True
    if b == 3:
        return third != 8
    if b == 4:
        return 2 <= third <= 7
    if b == 5:
        return 4 <= third <= 7
    if b == 6:
        return third in (6, 7)
    return False


# ---------------------------------------------------------------------------
# Settlement. A rule answers WIN(n, d), LOSE or PUSH for a dealt round.

LOSE = ("lose",)
PUSH = ("push",)


def WIN(n, d=1):
    return ("win", n, d)


def pair(hand):
    """A pair is two cards of the same rank (interpretation 1: a Ten and a
    picture card, or two different picture cards, are not a pair)."""
    return hand[0].rank == hand[1].rank


def player_even(r):
    w = r.winner
    return WIN(1) if w == "player" else PUSH if w == "tie" else LOSE


def banker_commission(r):
    """Tiger v2 4.1: Banker pays 0.95 to 1."""
    w = r.winner
    return WIN(19, 20) if w == "banker" else PUSH if w == "tie" else LOSE


def banker_no_commission(r):
    """NCB v6 4.1, Tiger NCB v5 4.1: Banker pays 1 to 2 when it wins with a
    point total of 6, else 1 to 1."""
    w = r.winner
    if w == "banker":
        return WIN(1, 2) if r.banker_total == 6 else WIN(1)
    return PUSH if w == "tie" else LOSE


def tie(r):
    return WIN(8) if r.winner == "tie" else LOSE


def player_pair(r):
    return WIN(11) if pair(r.player) else LOSE


def banker_pair(r):
    return WIN(11) if pair(r.banker) else LOSE


def banker_wins_six(r):
    return r.winner == "banker" and r.banker_total == 6


def tiger(r):
    """Tiger 3.17 / 4.3: Banker wins with 6: 12 to 1 on two cards, 20 to 1
    on three."""
    if not banker_wins_six(r):
        return LOSE
    return WIN(12) if len(r.banker) == 2 else WIN(20)


def small_tiger(r):
    return WIN(22) if banker_wins_six(r) and len(r.banker) == 2 else LOSE


def big_tiger(r):
    return WIN(50) if banker_wins_six(r) and len(r.banker) == 3 else LOSE


def tiger_tie(r):
    return WIN(35) if r.winner == "tie" and r.player_total == 6 else LOSE


def tiger_pair(r):
    """Tiger 1.1.14 / 4.2: only the highest category is paid
    (interpretation 2): Twin (both hands pairs of the same rank) 100 to 1,
    Double (both hands pairs) 20 to 1, Single (one hand a pair) 4 to 1."""
    p, b = pair(r.player), pair(r.banker)
    if p and b:
        return WIN(100) if r.player[0].rank == r.banker[0].rank else WIN(20)
    return WIN(4) if p or b else LOSE


class Game:
    def __init__(self, gid, title, deck, wagers):
        self.id = gid
        self.title = title
        self.deck = deck
        self.wagers = wagers  # wager id -> rule


_TIGER_SIDE = {
    "tie": tie, "tiger": tiger, "small-tiger": small_tiger,
    "big-tiger": big_tiger, "tiger-tie": tiger_tie, "tiger-pair": tiger_pair,
}

GAMES = {g.id: g for g in [
    Game("mbs-ncb-v6", "No Commission Baccarat v6", STANDARD, {
        "player": player_even, "banker": banker_no_commission, "tie": tie,
        "player-pair": player_pair, "banker-pair": banker_pair,
    }),
    Game("mbs-tiger-v2", "Tiger Baccarat v2", STANDARD, dict(
        {"player": player_even, "banker": banker_commission}, **_TIGER_SIDE)),
    Game("mbs-tiger-ncb-v5", "Tiger No Commission Baccarat v5", STANDARD, dict(
        {"player": player_even, "banker": banker_no_commission}, **_TIGER_SIDE)),
]}


def settle(game, r, wagers, unit):
    """One settlement per wager, in the request's order. A winning amount is
    stake x n / d rounded down to a multiple of the table's unit
    (interpretations 4 and 16); a void round returns every stake."""
    out = []
    for w, stake in wagers:
        s = {"wager": w, "stake": stake, "result": "void", "win": 0,
             "returned": stake, "bonus": 0, "odds": None}
        if not r.void:
            outcome = game.wagers[w](r)
            s["result"] = outcome[0]
            if outcome[0] == "win":
                n, d = outcome[1], outcome[2]
                s["win"] = stake * n // d // unit * unit
                s["odds"] = "%d/%d" % (n, d)
            elif outcome[0] == "lose":
                s["returned"] = 0
        out.append(s)
    return out


def round_json(game, r, wagers, unit):
    return {
        "player": [c.token for c in r.player],
        "banker": [c.token for c in r.banker],
        "playerTotal": r.player_total,
        "bankerTotal": r.banker_total,
        "winner": r.winner,
        "cardsUsed": r.used,
        "cutCard": r.cut,
        "void": r.void,
        "settlements": settle(game, r, wagers, unit),
    }


# ---------------------------------------------------------------------------
# Requests.


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def parse_coup(params):
    """Checks a coup (or shoe) request. An unknown game is "unsupported";
    everything else that is wrong is "invalid", with where and what."""
    if not isinstance(params, dict):
        raise BadRequest("invalid", "params: want an object")
    gid = params.get("game")
    if not isinstance(gid, str):
        raise BadRequest("invalid", "game: want a game id string")
    game = GAMES.get(gid)
    if game is None:
        raise BadRequest("unsupported", "game %s: this engine implements %s" % (json.dumps(gid), ", ".join(GAMES)))
    decks = params.get("decks")
    if not is_int(decks) or not MIN_DECKS <= decks <= MAX_DECKS:
        raise BadRequest("invalid", "decks %s: want %d to %d (rule 2.1)" % (json.dumps(decks), MIN_DECKS, MAX_DECKS))
    cards = parse_cards(params.get("cards"))
    raw = params.get("wagers")
    if not isinstance(raw, list):
        raise BadRequest("invalid", "wagers: want an array")
    wagers = []
    for i, w in enumerate(raw, 1):
        if not isinstance(w, dict) or not isinstance(w.get("wager"), str):
            raise BadRequest("invalid", "wager %d: want {\"wager\": id, \"stake\": minor units}" % i)
        wid, stake = w["wager"], w.get("stake")
        if wid not in ALL_WAGERS:
            raise BadRequest("invalid", "wager %d: %s is not a wager id" % (i, json.dumps(wid)))
        if wid not in game.wagers:
            raise BadRequest("invalid", "wager %d: the game %s offers no %s wager" % (i, gid, json.dumps(wid)))
        if not is_int(stake) or not 1 <= stake <= MAX_STAKE:
            raise BadRequest("invalid", "wager %d (%s): stake %s is outside 1 to %d minor units"
                             % (i, json.dumps(wid), json.dumps(stake), MAX_STAKE))
        wagers.append((wid, stake))
    table = params.get("table")
    unit = 0
    if table is not None:
        if not isinstance(table, dict):
            raise BadRequest("invalid", "table: want an object")
        unit = table.get("rounding", 0)
        if unit is None:
            unit = 0
        if not is_int(unit) or unit < 0:
            raise BadRequest("invalid", "table.rounding %s: want a whole number of minor units, 0 or more" % json.dumps(unit))
    return game, decks, cards, wagers, unit or 1


def do_coup(params):
    game, decks, cards, wagers, unit = parse_coup(params)
    r, _ = deal_round(cards, 0, decks, game.deck, {})
    return round_json(game, r, wagers, unit)


def do_shoe(params):
    """Rounds one after the other until the round in which the cutting card
    appears, a void round (interpretation 14) or the end of the tokens: a
    round starts only while tokens are left, so tokens that run out exactly
    at the end of a round (or an empty list) end the shoe "exhausted"."""
    game, decks, cards, wagers, unit = parse_coup(params)
    seen = {}
    rounds = []
    pos = 0
    end = "exhausted"  # no tokens at all is a shoe of no rounds
    while pos < len(cards):
        r, pos = deal_round(cards, pos, decks, game.deck, seen)
        rounds.append(round_json(game, r, wagers, unit))
        if r.void:
            end = "void"
            break
        if r.cut:
            end = "cut-card"
            break
    return {"rounds": rounds, "cardsUsed": pos, "end": end}


def do_coups(params):
    if not isinstance(params, dict) or not isinstance(params.get("requests"), list):
        raise BadRequest("invalid", "params: want {\"requests\": [coup params, ...]}")
    replies = []
    for one in params["requests"]:
        try:
            replies.append({"result": do_coup(one)})
        except BadRequest as e:
            replies.append({"error": {"code": e.code, "message": e.message}})
        except Exception as e:  # a bug of this engine: that coup only
            replies.append({"error": {"code": "internal", "message": "%s: %s" % (type(e).__name__, e)}})
    return {"replies": replies}


def do_hello(params):
    if not isinstance(params, dict) or params.get("protocol") != PROTOCOL or not is_int(params.get("protocol")):
        raise BadRequest("unsupported", "protocol %s: this engine speaks protocol %d only"
                         % (json.dumps(params.get("protocol") if isinstance(params, dict) else None), PROTOCOL))
    sys.stderr.write("%s %s: hello from %s\n" % (NAME, VERSION, params.get("kit", "?")))
    return {
        "name": NAME,
        "version": VERSION,
        "protocol": PROTOCOL,
        "games": list(GAMES),
        "capabilities": ["coup", "shoe"],
        # Optional: the wagers offered per game (docs/protocol.md "hello").
        # Every wager these games' rules require is here; an engine without
        # one would be failed on it once, as not implemented.
        "offered": {g.id: {"wagers": list(g.wagers)} for g in GAMES.values()},
    }


METHODS = {"coup": do_coup, "coups": do_coups, "shoe": do_shoe}


def answer(line, lineno, state):
    """Returns the response to one input line, and whether to stop."""
    try:
        req = json.loads(line)
    except (ValueError, RecursionError) as e:  # RecursionError: absurdly deep nesting
        return {"id": None, "error": {"code": "invalid", "message": "line %d: not JSON: %s" % (lineno, e)}}, False
    if not isinstance(req, dict) or not is_int(req.get("id")):
        return {"id": None, "error": {"code": "invalid",
                                      "message": "line %d: not a request: want an object with an integer id" % lineno}}, False
    rid = req["id"]
    method = req.get("method")
    params = req.get("params", {})
    try:
        if not isinstance(method, str):
            raise BadRequest("invalid", "request %d: method: want a string" % rid)
        if method == "hello":
            result = do_hello(params)
            state["hello"] = True
        elif method == "bye":
            return {"id": rid, "result": {}}, True
        elif not state["hello"]:
            raise BadRequest("invalid", "request %d: %s before hello" % (rid, json.dumps(method)))
        elif method in METHODS:
            result = METHODS[method](params)
        else:
            # table (a capability not claimed) and any unknown method.
            raise BadRequest("unsupported", "request %d: method %s is not implemented (this engine has hello, coup, coups, shoe, bye)"
                             % (rid, json.dumps(method)))
    except BadRequest as e:
        return {"id": rid, "error": {"code": e.code, "message": e.message}}, False
    except Exception as e:  # a bug of this engine, reported as such
        return {"id": rid, "error": {"code": "internal", "message": "%s: %s" % (type(e).__name__, e)}}, False
    return {"id": rid, "result": result}, False


def main():
    out = sys.stdout.buffer
    state = {"hello": False}
    for lineno, raw in enumerate(sys.stdin.buffer, 1):
        line = raw.strip(b"\r\n")
        if not line.strip():
            continue  # blank lines are not requests
        resp, stop = answer(line, lineno, state)
        out.write(json.dumps(resp, separators=(",", ":")).encode() + b"\n")
        out.flush()
        if stop:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
