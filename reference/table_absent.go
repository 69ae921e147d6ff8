package reference

// This file is the absent card handler (Tiger v2 and Tiger NCB v5 5.10):
// "Where a Player handling cards is not present to expose the hand or to
// receive additional cards, the cards shall be exposed by the Dealer."
// Under Method A the Player passed a hand's cards (3.10.2 to 3.10.5) is
// the one handling them; when that Player is not there, the hand is not
// passed on as on a refusal (3.10.3, 3.10.5): the Dealer exposes it, and
// play continues.

// EventHandlerAbsent: the Player holding a hand's cards is not present to
// expose them or receive further cards (Tiger 5.10).
const EventHandlerAbsent EventType = "handler-absent"

// NoticeDealerExposes: the Dealer exposes the hand whose handler is absent;
// no Player holds its cards from then on in the round (Tiger 5.10).
const NoticeDealerExposes = "dealer-exposes"

// HandlerAbsent: player, who holds the cards of hand under Method A, is not
// present: the Dealer exposes them (5.10). The checks are those of a
// refusal of the cards (the method, the hand, the state, then
// not-receiver when player does not hold them); the cards then stay with
// the Dealer: a later refusal is not-receiver, a later pass
// cards-already-passed.
func (t *Table) HandlerAbsent(player string, hand WagerID) (Step, error) {
	ev := EventHandlerAbsent
	rc, err := t.handCards(ev, hand)
	if err != nil {
		return t.failed(ev, err)
	}
	if rc.receiver == "" || rc.receiver != player { // "" before the cards are passed, after the Pit Supervisor's choice or the Dealer's exposure
		return t.failed(ev, t.refuse(ev, CodeNotReceiver, "", "player %q does not hold the %s cards", player, hand))
	}
	rc.receiver = ""
	return t.step(ev, NoticeDealerExposes, t.rules.c("5.10"), "player %q, who holds the %s cards, is not present: the Dealer exposes them and play continues", player, hand), nil
}
