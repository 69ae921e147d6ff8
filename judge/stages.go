package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// Stage by stage. The first divergence (differential.go) names one rule;
// an engine with two defects breaks two, and the second hides behind the
// first when everything after a difference is called its consequence (a
// Banker-first deal and a Small Tiger paid 20 to 1: every settlement of a
// coup whose cards differ looked like the deal's consequence). So a round
// both sides complete is judged in the order the rules produce it, each
// stage against the rules applied to the engine's *own* earlier stages:
//
//  1. the deal: the shoe positions each hand holds, given how many cards
//     the engine dealt it (rules 3.7.x);
//  2. the totals of the engine's own cards (point values 3.3.x, totals
//     3.4.x);
//  3. each draw, from the engine's own two-card totals (a Natural, Player's
//     rule, Banker's rule given the engine's Player third card): an engine
//     that values a card wrongly and draws by its own totals broke the
//     value, not the Table of Play;
//  4. the winner, from the engine's own totals;
//  5. each settlement, by the reference settling the engine's own hands.
//
// A stage that is right given its input passes, whatever an earlier stage
// did; a stage whose input cannot be known (the engine's values when its
// totals are wrong in a way one card value does not explain, the
// settlements of a round whose totals or winner are wrong) is not judged.
// So independent defects fail their own clauses, and one defect fails only
// its own.

// judgeStages judges one round stage by stage, on the engine's own answer
// alone: it needs no answer of the rules', so that a shoe can be followed
// on the engine's own path. It judges a round the engine completes, and
// one it voids for want of a card or on a foreign or extra card it dealt,
// as far as the void. It returns nil when the answer is right at every
// stage; ok is false when the round is not one it judges (another void, a
// void its own cards do not explain, a hand of the wrong size): the first
// divergence alone then applies.
func judgeStages(in *CoupInput, got *adapter.CoupResult) (vs []Violation, ok bool) {
	// A round the engine voids for want of a card is judged as far as the
	// void: its deal, its totals and whether its own draws wanted the
	// card; any other void needs the rules' answer (differential.go).
	voided := got.Void != ""
	irregular := got.Void == reference.ForeignCard.String() || got.Void == reference.ExtraCard.String()
	if (voided && !irregular && got.Void != reference.InsufficientCards.String()) ||
		len(got.Player) < 2 || len(got.Banker) < 2 || len(got.Player) > 3 || len(got.Banker) > 3 {
		return nil, false
	}
	c, err := answerCoup(got)
	if err != nil {
		return nil, false
	}
	dc := in.dc
	add := func(d Divergence, clauses []string, format string, args ...any) {
		vs = append(vs, Violation{Property: PropDifferential, Clauses: clauses, Message: fmt.Sprintf(format, args...), Divergence: d})
	}

	// 1. The deal: the shoe's cards in order, the cutting card removed.
	shoe := make([]reference.Card, 0, 6)
	used, cut := 0, false // the tokens the engine's cards take, and whether the cutting card is among them
	for _, t := range in.tokens {
		if len(shoe) == len(got.Player)+len(got.Banker) {
			break
		}
		used++
		if t == reference.CutCard {
			cut = true
			continue
		}
		shoe = append(shoe, t)
	}
	// the next card the rules would draw, if the shoe holds one
	for _, t := range in.tokens[used:] {
		if t != reference.CutCard {
			shoe = append(shoe, t)
			break
		}
	}
	player, banker := c.Player.Slice(), c.Banker.Slice()
	wantP, wantB, dealt := positions(shoe, len(player), len(banker))
	if !dealt {
		return nil, false
	}
	if !slices.Equal(player, wantP) || !slices.Equal(banker, wantB) {
		initial := player[0] != wantP[0] || player[1] != wantP[1] || banker[0] != wantB[0] || banker[1] != wantB[1]
		pattern := "a third card differs from the next card of the shoe"
		if initial {
			pattern = "the initial deal differs: the rules give cards 1 and 3 to Player, 2 and 4 to Banker"
		}
		add(Divergence{Kind: KindDeal, Field: "cards", Pattern: pattern}, dc.DealOrder,
			"hands: from the shoe %v the rules put %v in Player's hand and %v in Banker's (given how many cards the engine dealt each); the engine Player %v, Banker %v",
			reference.Tokens(shoe[:len(player)+len(banker)]), reference.Tokens(wantP), reference.Tokens(wantB), got.Player, got.Banker)
	}
	// A foreign card, or a copy more than the decks hold, among the cards
	// the engine dealt: the rules void the round on it (rule 5.1).
	reason, at := irregularAmong(in, shoe[:len(player)+len(banker)])
	if irregular && (reason != got.Void || at != len(player)+len(banker)-1) {
		// the engine voids on a card its own cards do not make irregular,
		// or on another than the first: the first divergence says which
		return nil, false
	}
	if !irregular && reason != "" {
		add(Divergence{Kind: KindVoid, Field: "void", Pattern: fmt.Sprintf("void none where the rules say %s", reason)}, dc.voidClauses(reason),
			"the engine deals card %d of the round, %s, and completes the round (winner %s): the rules void it (%s)", at+1, shoe[at], orNone(got.Winner), reason)
		return vs, true
	}
	// 2. The totals of the engine's own cards.
	value := func(x reference.Card) int { return x.Value() }
	totalsRight := got.PlayerTotal == c.Player.Total() && got.BankerTotal == c.Banker.Total()
	if !totalsRight {
		field := "playerTotal"
		if got.PlayerTotal == c.Player.Total() {
			field = "bankerTotal"
		}
		clauses, pattern := totalsBlame(dc, got)
		add(Divergence{Kind: KindTotal, Field: field, Pattern: pattern}, clauses,
			"totals of Player %v and Banker %v: the rules say %d and %d, the engine %d and %d",
			got.Player, got.Banker, c.Player.Total(), c.Banker.Total(), got.PlayerTotal, got.BankerTotal)
		value = enginesValues(&c, got.PlayerTotal, got.BankerTotal)
	}

	// 3. Each draw, on the engine's own two-card totals. A card the rules
	// draw and the shoe lacks makes the round void for insufficient cards:
	// an engine that names no winner met the shortage and did not void the
	// round (the void's rule), one that names a winner stood (the draw's
	// rule); the winner and settlements of a round the rules void are not
	// judged.
	short := false
	if value == nil && voided {
		return vs, true
	}
	if value != nil {
		p2, b2 := (value(player[0])+value(player[1]))%10, (value(banker[0])+value(banker[1]))%10
		natural := p2 >= 8 || b2 >= 8
		playerDraws := !natural && reference.PlayerDraws(p2)
		third := -1
		if len(player) == 3 {
			third = value(player[2])
		}
		bankerDraws := !natural && reference.BankerDraws(b2, third)
		if irregular {
			// The card the engine voided on is the last it dealt: drawn as a
			// third card, the draw must be one the rules make.
			n := len(player) + len(banker)
			switch {
			case n <= 4:
			case len(player) == 3 && len(banker) == 2 && !playerDraws:
				add(Divergence{Kind: KindDeal, Field: "player.cards[2]", Pattern: drawPattern("Player", true)}, dc.drawRule(false, natural, false),
					"Player's third card, on which the engine voids the round: on the engine's own two-card totals, Player %d and Banker %d, the rules say Player stands", p2, b2)
			case len(banker) == 3 && !bankerDraws:
				add(Divergence{Kind: KindDeal, Field: "banker.cards[2]", Pattern: drawPattern("Banker", true)}, dc.drawRule(true, natural, len(player) == 3),
					"Banker's third card, on which the engine voids the round: on the engine's own two-card totals, Player %d and Banker %d (Player's third card %s), the rules say Banker stands", p2, b2, thirdValue(third))
			}
			return vs, true
		}
		if voided {
			wanted := playerDraws && len(player) == 2 || bankerDraws && len(banker) == 2
			switch {
			case wanted && len(shoe) <= len(player)+len(banker):
				// the void follows from the engine's own cards
				return vs, true
			case !wanted && natural:
				add(Divergence{Kind: KindDeal, Field: "cards", Pattern: "a hand draws after a Natural, where the rules stop the deal"}, dc.Natural,
					"the engine wanted a card after a Natural (two-card totals Player %d, Banker %d) and voided the round for want of it", p2, b2)
				return vs, true
			}
			return nil, false
		}
		short = (playerDraws && len(player) == 2 || bankerDraws && len(banker) == 2) && len(shoe) <= len(player)+len(banker)
		if short && got.Winner == "" {
			add(Divergence{Kind: KindVoid, Field: "void", Pattern: "void none where the rules say insufficient-cards (the engine's own round wants a card the shoe lacks)"}, dc.voidClauses(reference.InsufficientCards.String()),
				"the rules draw a card to the engine's own hands Player %v, Banker %v, and the shoe %v has none left: the round is void for insufficient cards; the engine completes it (winner %s)",
				got.Player, got.Banker, reference.Tokens(shoe), orNone(got.Winner))
			return vs, true
		}
		switch {
		case playerDraws != (len(player) == 3):
			add(Divergence{Kind: KindDeal, Field: "player.cards[2]", Pattern: drawPattern("Player", len(player) == 3)}, dc.drawRule(false, natural, false),
				"Player's third card: on the engine's own two-card totals, Player %d and Banker %d, the rules say Player %s; the engine dealt Player %v",
				p2, b2, drawsOrStands(playerDraws), got.Player)
		case bankerDraws != (len(banker) == 3):
			add(Divergence{Kind: KindDeal, Field: "banker.cards[2]", Pattern: drawPattern("Banker", len(banker) == 3)}, dc.drawRule(true, natural, len(player) == 3),
				"Banker's third card: on the engine's own two-card totals, Player %d and Banker %d (Player's third card %s), the rules say Banker %s; the engine dealt Banker %v",
				p2, b2, thirdValue(third), drawsOrStands(bankerDraws), got.Banker)
		}
	}

	if short {
		return vs, true
	}
	if value != nil && got.Winner == "" && len(shoe) <= len(player)+len(banker) {
		// No winner, no void, the shoe spent: the engine wanted a card the
		// rules do not draw, met the shortage and did not void the round.
		// Both rules are broken; which hand drew is seen only after a
		// Natural (no hand draws).
		add(Divergence{Kind: KindVoid, Field: "void", Pattern: "void none where the engine's own round ran out of cards (no winner named)"}, dc.voidClauses(reference.InsufficientCards.String()),
			"the engine names no winner and no void on Player %v, Banker %v with the shoe %v spent: it wanted another card and did not void the round",
			got.Player, got.Banker, reference.Tokens(shoe))
		if p2, b2 := (value(player[0])+value(player[1]))%10, (value(banker[0])+value(banker[1]))%10; p2 >= 8 || b2 >= 8 {
			add(Divergence{Kind: KindDeal, Field: "cards", Pattern: "a hand draws after a Natural, where the rules stop the deal"}, dc.Natural,
				"the engine wanted a card after a Natural (two-card totals Player %d, Banker %d)", p2, b2)
		}
		return vs, true
	}
	// The cutting card and the tokens used, of the cards the engine dealt
	// (the rules remove the cutting card when they meet it and go on).
	if got.CardsUsed != used || got.CutCard != cut {
		field := "cardsUsed"
		if got.CutCard != cut {
			field = "cutCard"
		}
		add(Divergence{Kind: KindDeal, Field: field, Pattern: "tokens used or the cutting card flag differ from the cards dealt"}, dc.Cut,
			"the engine's %d cards take %d tokens of the shoe (cutting card met: %v); the engine says %d (cutting card %v)", len(player)+len(banker), used, cut, got.CardsUsed, got.CutCard)
	}

	// 4. The winner, on the engine's own totals.
	winnerRight := got.Winner == winnerOf(got.PlayerTotal, got.BankerTotal)
	if !winnerRight {
		cl := dc.Winner
		if got.Winner == "tie" || winnerOf(got.PlayerTotal, got.BankerTotal) == "tie" {
			cl = dc.Tie
		}
		add(Divergence{Kind: KindWinner, Field: "winner", Pattern: fmt.Sprintf("winner %s where the rules say %s", orNone(got.Winner), winnerOf(got.PlayerTotal, got.BankerTotal))},
			cl, "winner at %d to %d (the engine's totals): the rules say %s, the engine %s", got.PlayerTotal, got.BankerTotal, winnerOf(got.PlayerTotal, got.BankerTotal), orNone(got.Winner))
	}

	// 5. Each settlement, by the rules settling the engine's own hands:
	// every wager when its totals and winner are right, else only the
	// wagers that read nothing but the first two cards (the pairs).
	vs = append(vs, settleOwnHands(in, &c, got, totalsRight && winnerRight)...)
	return vs, true
}

// irregularAmong returns why the rules void a round on one of the cards
// dealt, in order, and its index: a card not of the game's deck (foreign),
// or a copy more than the decks hold, counting those dealt earlier in the
// shoe (extra; played instead under a reading that says so).
func irregularAmong(in *CoupInput, dealt []reference.Card) (reason string, at int) {
	var counts [reference.NumCardCodes]uint8
	if in.before != nil {
		counts = *in.before
	}
	extraPlays := in.readings.ExtraCardsPlayIn(in.g.Document)
	for i, x := range dealt {
		if !in.g.Deck.Holds(x) {
			return reference.ForeignCard.String(), i
		}
		if counts[x] < 255 {
			counts[x]++
		}
		if int(counts[x]) > in.decks && !extraPlays {
			return reference.ExtraCard.String(), i
		}
	}
	return "", 0
}

// positions returns the cards the rules put in each hand, in order, from
// the shoe's cards (the cutting card removed) when Player holds np cards
// and Banker nb: cards 1 and 3 to Player, 2 and 4 to Banker, then
// Player's third card and Banker's. ok is false when the shoe is too short.
func positions(shoe []reference.Card, np, nb int) (player, banker []reference.Card, ok bool) {
	if len(shoe) < np+nb {
		return nil, nil, false
	}
	player = []reference.Card{shoe[0], shoe[2]}
	banker = []reference.Card{shoe[1], shoe[3]}
	next := 4
	if np == 3 {
		player = append(player, shoe[next])
		next++
	}
	if nb == 3 {
		banker = append(banker, shoe[next])
	}
	return player, banker, true
}

// enginesValues finds the point values the engine played by when its
// totals are not the rules' totals of its cards: the rules' values with
// the cards of one rank, or every Star card, counted at another value. It
// returns nil when no such change explains both totals, or when two
// explanations give different two-card totals or Player third-card value
// (the engine's draws then cannot be judged on its own values).
func enginesValues(c *reference.Coup, pt, bt int) func(reference.Card) int {
	type class struct {
		star bool
		rank reference.Rank
	}
	var classes []class
	cards := append(slices.Clone(c.Player.Slice()), c.Banker.Slice()...)
	for _, x := range cards {
		if cl := (class{rank: x.Rank()}); !slices.Contains(classes, cl) {
			classes = append(classes, cl)
		}
		if x.IsStar() && !slices.Contains(classes, class{star: true}) {
			classes = append(classes, class{star: true})
		}
	}
	total := func(h []reference.Card, value func(reference.Card) int) int {
		t := 0
		for _, x := range h {
			t += value(x)
		}
		return t % 10
	}
	var found func(reference.Card) int
	var key [3]int
	for _, cl := range classes {
		for v := 0; v <= 9; v++ {
			value := func(x reference.Card) int {
				if (cl.star && x.IsStar()) || (!cl.star && x.Rank() == cl.rank) {
					return v
				}
				return x.Value()
			}
			if total(c.Player.Slice(), value) != pt || total(c.Banker.Slice(), value) != bt {
				continue
			}
			p, b := c.Player.Slice(), c.Banker.Slice()
			k := [3]int{(value(p[0]) + value(p[1])) % 10, (value(b[0]) + value(b[1])) % 10, -1}
			if len(p) == 3 {
				k[2] = value(p[2])
			}
			if found != nil && k != key {
				return nil
			}
			found, key = value, k
		}
	}
	return found
}

// settleOwnHands settles the wagers on the engine's own hands, as the
// rules do, and compares each settlement with the engine's; with
// pointsRight false, only the wagers whose every event reads only the
// first two cards (reference.Event.ReadsFirstTwoCardsOnly).
func settleOwnHands(in *CoupInput, c *reference.Coup, got *adapter.CoupResult, pointsRight bool) []Violation {
	if len(got.Settlements) != len(in.wagers) {
		if !pointsRight {
			return nil
		}
		return []Violation{{Property: PropDifferential, Clauses: []string{ContractMoney},
			Divergence: Divergence{Kind: KindSettlement, Field: "settlements", Pattern: "one settlement per wager asked"},
			Message:    fmt.Sprintf("%d wagers asked, the engine answers %d settlements", len(in.wagers), len(got.Settlements))}}
	}
	own := *got
	own.Settlements = make([]adapter.Settlement, len(in.wagers))
	ts := reference.TableSettings{Rounding: in.unit, Readings: in.readings}
	for i, w := range in.wagers {
		spec, ok := in.g.Wager(reference.WagerID(w.Wager))
		if !ok {
			return nil
		}
		s, err := in.g.SettleOne(c, reference.Wager{ID: spec.ID, Stake: w.Stake}, ts)
		if err != nil {
			return nil
		}
		own.Settlements[i] = refengine.EncodeSettlement(s)
	}
	var vs []Violation
	for i := range own.Settlements {
		if !pointsRight && !firstTwoCardsOnly(in.g, in.wagers[i].Wager) {
			continue
		}
		w, g := &own.Settlements[i], &got.Settlements[i]
		if sameSettlement(w, g) {
			continue
		}
		cl, event := settlementClauses(in, &own, i, g)
		field, pattern := settlementPattern(w, g, in.unit)
		vs = append(vs, Violation{Property: PropDifferential, Clauses: cl,
			Divergence: Divergence{Kind: KindSettlement, Field: fmt.Sprintf("settlements[%s].%s", w.Wager, field), Wager: w.Wager, Event: event, Pattern: pattern},
			Message: fmt.Sprintf("%s (wager %d) of %d on the engine's own hands Player %v, Banker %v: the rules settle %s; the engine %s",
				w.Wager, i+1, w.Stake, got.Player, got.Banker, describeSettlement(*w), describeSettlement(*g))})
	}
	return vs
}

// drawRule names the Table of Play's rule a hand's third card is judged
// by: after a Natural no hand draws; else Player's rule for the Player,
// and for the Banker its rule when the Player stood or when it drew.
func (d docClauses) drawRule(banker, natural, playerDrew bool) []string {
	switch {
	case natural:
		return d.Natural
	case !banker:
		return d.PlayerDraw
	case playerDrew:
		return d.BankerDrew
	}
	return d.BankerStood
}

// totalsBlame names the rule a wrong total breaks: a total outside 0-9
// did not keep the right-hand digit (the totals rule); any other is a card
// counted at another value (the point values).
func totalsBlame(dc docClauses, got *adapter.CoupResult) ([]string, string) {
	if outOfRange(got.PlayerTotal) || outOfRange(got.BankerTotal) {
		return dc.Totals, "a hand's total is not its card values summed, modulo 10"
	}
	return dc.PointValues, "a card counted at another point value than the rules'"
}

// firstTwoCardsOnly reports whether every event the wager pays or pushes
// on reads only the hands' first two cards.
func firstTwoCardsOnly(g *reference.Game, wager string) bool {
	spec, ok := g.Wager(reference.WagerID(wager))
	if !ok {
		return false
	}
	for _, p := range spec.Pays {
		if !p.Event.ReadsFirstTwoCardsOnly() {
			return false
		}
	}
	return true
}

func outOfRange(total int) bool { return total < 0 || total > 9 }

func thirdValue(v int) string {
	if v < 0 {
		return "none: Player stood"
	}
	return fmt.Sprintf("worth %d", v)
}
