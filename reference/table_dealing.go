package reference

import "slices"

// This file is the deal: the cards, and the irregularities of the cards
// (cards drawn together, altered order, wrong count, face up, wrong order,
// misdelivered).

// playing returns the round's playing cards, the cutting card left out.
func (t *Table) playing() []Card {
	out := make([]Card, 0, len(t.tokens))
	for _, c := range t.tokens {
		if c != CutCard {
			out = append(out, c)
		}
	}
	return out
}

// established sets the step's Established and Witness from the cards dealt
// so far (interpretation 11) and returns Established.
func (t *Table) established(s *Step) bool {
	var est bool
	var w WagerID
	if !t.cfg.Readings.EstablishedPlacedOnly {
		est, w = OutcomeEstablishedUnder(t.game, t.cfg.Decks, t.playing(), t.cfg.Readings)
	} else {
		// reading 29=placed-only: only the wagers on the table count
		for _, c := range ConclusiveWagersUnder(t.game, t.cfg.Decks, t.playing(), t.cfg.Readings) {
			if slices.ContainsFunc(t.wagers, func(p *placed) bool { return p.Wager == c.Wager && !p.Withdrawn }) {
				est, w = true, c.Wager
				break
			}
		}
	}
	s.Established, s.Witness = &est, w
	return est
}

// DealCard deals the round's next card, the cutting card included, with the
// reference deal logic (Deal): the cards dealt so far are dealt again from
// the start, so the Table of Play lives in one place. The round is complete
// when the Table of Play asks for no more cards, and void when a foreign or
// extra card is dealt (rule 5.1). The cutting card is removed and the round
// completed; on a Tiger table in the HLGA, a cutting card dealt as the
// round's first card gives players the option to withdraw (Tiger 3.22.1,
// Tiger NCB 3.17.1), which the Dealer may decline only under reading
// 21=discretionary (DeclineOption).
func (t *Table) DealCard(c Card) (Step, error) {
	ev, r := EventDeal, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	if c != CutCard && !c.Valid() {
		return t.failed(ev, t.refuse(ev, CodeInvalidCard, "", "%v is not a card", c))
	}
	if c == CutCard {
		if t.cutOut {
			// A device reset does not put the cutting card back
			// (interpretations 12 and 20): after it, a CUT is a second one.
			return t.failed(ev, t.refuse(ev, CodeInvalidCard, "", "a second cutting card in one round: a shoe has one"))
		}
		first := len(t.playing()) == 0
		t.tokens, t.cutOut = append(t.tokens, c), true
		t.state = StateDealing
		cut := r.c(r.cut)
		if cut == "" {
			cut = "interpretation 12"
		}
		if first && t.cfg.HLGA {
			s := t.offer(ev, ReasonCutCard, r.c(r.cutHLGA), false, StateDealing)
			s.Detail = "the cutting card came first in the round, in the HLGA: it is removed and players may withdraw their wagers before the round is dealt; " + s.Detail
			return s, nil
		}
		return t.step(ev, NoticeCutCard, cut, "the cutting card is removed, the round is completed and is the last of the shoe (interpretation 12)"), nil
	}
	t.tokens = append(t.tokens, c)
	t.coup = DealUnder(t.game, t.cfg.Decks, t.tokens, t.cfg.Readings)
	switch t.coup.Void {
	case InsufficientCards:
		t.state = StateDealing
		return t.step(ev, "", "", "%s dealt", c), nil
	case NotVoid:
		t.state = StateComplete
		return t.step(ev, "", "", "%s dealt: the round is complete: Player %d, Banker %d, %s", c, t.coup.PlayerTotal(), t.coup.BankerTotal(), t.coup.Winner()), nil
	}
	t.state = StateVoid
	return t.step(ev, NoticeRoundVoid, r.c(r.foreign), "%s dealt: the round is void (%s): every stake will be returned; earlier rounds stand", c, t.coup.Void), nil
}

// SimultaneousDraw reports that two or more cards were drawn at once. When
// their order can be determined they are reconstructed and dealt in that
// order (by the following deal events): a Tiger game first gives players
// the option to withdraw (Tiger 5.8, 5.8.1). When it cannot: during the
// initial deal (fewer than four cards dealt) the round is void (NCB and 6
// Star 5.3, Tiger 5.8.2.1); after it, a Tiger game's pit manager sets the
// order and each player may withdraw all their wagers or play on (5.8.2.2),
// an electronic round is void at any point (Electronic 5.8.1), and No
// Commission v6 and 6 Star have no rule (CodeNoRule).
func (t *Table) SimultaneousDraw(orderKnown bool) (Step, error) {
	ev, r := EventSimultaneousDraw, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	initial := len(t.playing()) < 4
	void := func(clause string) (Step, error) {
		t.state, t.coup.Void = StateVoid, SimultaneousDraw
		return t.step(ev, NoticeRoundVoid, r.c(clause), "the order of the cards drawn together cannot be ascertained: the round is void and every stake returned"), nil
	}
	switch {
	case orderKnown && r.tiger:
		s := t.offer(ev, ReasonSimultaneousDraw, r.c(r.simKnownOption), false, t.continueState())
		s.Detail = "the cards drawn together will be reconstructed; first " + s.Detail
		return s, nil
	case orderKnown:
		clause := r.simKnown
		if clause == "" {
			clause = r.simUnknownInitial // NCB 5.3 voids only an unknown order
		}
		return t.step(ev, NoticeReconstructed, r.c(clause), "the cards drawn together are reconstructed in their order and play continues"), nil
	case initial || r.electronic:
		return void(r.simUnknownInitial)
	case r.tiger:
		s := t.offer(ev, ReasonSimultaneousDraw, r.c(r.simUnknown), true, t.continueState())
		s.Detail = "the pit manager determines the order of the cards; " + s.Detail + " or play to a conclusion"
		return s, nil
	}
	return t.failed(ev, t.noRule(ev, "the %s rules void a round for cards drawn together in an unknown order only during the initial deal (%s); %d cards have been dealt", r.doc, r.c(r.simUnknownInitial), len(t.playing())))
}

// Irregularity reports an irregularity of the cards during the round (see
// IrregularityKinds). An altered shoe order, a wrong number of cards that
// cannot be reconstructed or unshuffled cards void the round; a face-up card, cards dealt in
// the wrong order (reconstructed) and misdelivered cards leave it to go on
// unchanged. A wrong number of cards may be noticed after the round's last
// card, before the next round (NCB 5.2); the others only while the round is
// being dealt. A kind the game's rules document has no clause for is
// refused (CodeNoRule).
func (t *Table) Irregularity(kind string) (Step, error) {
	ev, r := EventIrregularity, t.rules
	allowed := t.state == StateBettingClosed || t.state == StateDealing
	if kind == IrregularityIncorrectCardCount && t.state == StateComplete {
		allowed = true
	}
	if !allowed {
		return t.failed(ev, t.notInPlay(ev))
	}
	effect, known := irregularityEffects[kind]
	if !known {
		return t.failed(ev, t.refuse(ev, CodeUnknownEvent, "", "unknown irregularity kind %q (the kinds are %v)", kind, IrregularityKinds))
	}
	clause := r.irregular[kind]
	if clause == "" {
		return t.failed(ev, t.noRule(ev, "the %s rules have no clause for the irregularity %q", r.doc, kind))
	}
	if kind == IrregularityPlayerLeftWithCards && len(t.playing()) == 0 {
		return t.failed(ev, t.noRule(ev, "a player can leave with cards only once cards of the round are out (%s)", r.c(clause)))
	}
	if kind == IrregularityPlayerLeftWithCards && t.cfg.Method == MethodB {
		// Tiger v2 3.11.2, NCB v5 3.10.2: under Method B the players do
		// not handle the cards, so none can leave with them
		return t.failed(ev, t.refuse(ev, CodeWrongMethod, r.c(r.method.dealerOnly), "under Method B the dealer keeps the cards and no player handles them: no player can leave the table with cards"))
	}
	if kind == IrregularityFaceUpCard && len(t.playing()) == 0 {
		// Tiger 5.6 and Electronic 5.6 speak of a card found face up once
		// the round's first card has been dealt.
		return t.failed(ev, t.noRule(ev, "a card found face up before the round's first card is dealt has no clause (%s applies once the first card is out)", r.c(clause)))
	}
	if effect.void != NotVoid {
		t.state, t.coup.Void = StateVoid, effect.void
		return t.step(ev, NoticeRoundVoid, r.c(clause), "%s: the round is void and every stake returned", effect.detail), nil
	}
	return t.step(ev, effect.notice, r.c(clause), "%s", effect.detail), nil
}

// irregularityEffects is what each kind of irregularity does to the round:
// voids it for a reason, or lets it go on under a notice.
var irregularityEffects = map[string]struct {
	void   VoidReason
	notice string
	detail string
}{
	IrregularityOrderAltered:        {void: OrderAltered, detail: "the order of the cards in the shoe was altered and cannot be reconstructed"},
	IrregularityIncorrectCardCount:  {void: IncorrectCardCount, detail: "a hand was dealt an incorrect number of cards that cannot be reconstructed"},
	IrregularityUnshuffledCards:     {void: UnshuffledCards, detail: "the cards in use were not shuffled"},
	IrregularityFaceUpCard:          {notice: NoticePlayedAsFaceDown, detail: "the card found face up is played as if it were face down"},
	IrregularityWrongOrder:          {notice: NoticeReconstructed, detail: "the cards dealt in the wrong order are reconstructed and play continues"},
	IrregularityPlayerLeftWithCards: {notice: NoticePlayContinues, detail: "the cards the player took are replaced by cards of the same suit and value and the round is completed with the cards that follow, in drawn order"},
	IrregularityMisdelivery:         {notice: NoticeOutcomeStands, detail: "the cards misdelivered or exposed in error do not change the round: the outcome stands"},
}
