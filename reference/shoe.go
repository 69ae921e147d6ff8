package reference

// Round is one dealt and settled round of play.
type Round struct {
	Coup        Coup
	Settlements []Settlement
}

// Play deals one round from cards, the remainder of a shoe of decks decks in
// draw order, and settles the wagers on it. It returns an error, and deals
// nothing, when the number of decks, the cards (a second cutting card) or a
// wager is not acceptable.
func Play(g *Game, decks int, cards []Card, wagers []Wager, t TableSettings) (Round, error) {
	if err := checkPlay(g, decks, cards, wagers, t); err != nil {
		return Round{}, err
	}
	r := Round{Coup: DealUnder(g, decks, cards, t.Readings)}
	r.Settlements, _ = g.Settle(&r.Coup, wagers, t, make([]Settlement, 0, len(wagers)))
	return r, nil
}

// checkPlay refuses what Play and RunShoe cannot deal or settle: the
// shoe, a wager or the table settings.
func checkPlay(g *Game, decks int, cards []Card, wagers []Wager, t TableSettings) error {
	if err := CheckShoe(g.Deck, decks, cards); err != nil {
		return err
	}
	if err := g.CheckWagers(wagers); err != nil {
		return err
	}
	return t.Check()
}

// ShoeEnd says why a shoe run stopped.
type ShoeEnd uint8

// The ways a shoe run ends.
const (
	// EndCutCard: the cutting card appeared in the last round, which was
	// completed (interpretation 12).
	EndCutCard ShoeEnd = iota + 1
	// EndVoid: the last round was void (insufficient, foreign or extra
	// cards). The rules let the cards be replaced after a void round (Tiger
	// 5.13), so the kit does not deal on from a shoe found faulty; earlier
	// rounds stand (rule 5.1.2).
	EndVoid
	// EndExhausted: the cards ran out exactly at the end of a round and no
	// cutting card was met.
	EndExhausted
)

var shoeEndNames = [...]string{"", "cut-card", "void", "exhausted"}

// String returns "cut-card", "void" or "exhausted".
func (e ShoeEnd) String() string {
	return enumName(shoeEndNames[:], e)
}

// ShoeRun is the result of playing a whole shoe.
type ShoeRun struct {
	Rounds []Round
	// CardsUsed counts the tokens consumed by all rounds, the cutting card
	// included.
	CardsUsed int
	End       ShoeEnd
}

// RunShoe plays a shoe round after round, with the same wagers on every
// round, until the round in which the cutting card appears (that round is
// completed and is the last; under reading 12=one-more-round, the round
// after it is), a void round, or the end of the cards. The
// count of each card dealt carries over from round to round, so a card dealt
// more often than the decks hold is an extra card in the round that deals it.
func RunShoe(g *Game, decks int, cards []Card, wagers []Wager, t TableSettings) (ShoeRun, error) {
	if err := checkPlay(g, decks, cards, wagers, t); err != nil {
		return ShoeRun{}, err
	}
	dealer := NewDealerUnder(g, decks, t.Readings)
	var run ShoeRun
	afterCut := false // reading 12=one-more-round: the cutting card's round is dealt
	for {
		if run.CardsUsed == len(cards) {
			run.End = EndExhausted
			if afterCut {
				run.End = EndCutCard // no card is left for the one more round
			}
			return run, nil
		}
		r := Round{Coup: dealer.Deal(cards[run.CardsUsed:])}
		if r.Coup.VoidAt > 0 {
			r.Coup.VoidAt += run.CardsUsed
		}
		r.Settlements, _ = g.Settle(&r.Coup, wagers, t, make([]Settlement, 0, len(wagers)))
		run.CardsUsed += r.Coup.CardsUsed
		run.Rounds = append(run.Rounds, r)
		switch {
		case r.Coup.Void != NotVoid:
			run.End = EndVoid
			return run, nil
		case afterCut || (r.Coup.CutCard && !t.Readings.OneMoreRound):
			run.End = EndCutCard
			return run, nil
		case r.Coup.CutCard:
			afterCut = true
		}
	}
}
