package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
)

// The patterns of table divergences (Divergence.Pattern, a cause's
// summary and its grouping key in certify): "<subject>: <the engine's>
// where the rules say <the reference's>", naming the first member that
// differs with both sides' values. Amounts vary from case to case, so an
// amount is told by how it stands to the other side or to the stake
// ("the whole stake" against "part of the stake", "more" against "less"),
// never by its value: failures of one mistake then share one cause. Two
// answers that differ never give two identical halves (a summary such as
// "push (over-maximum) where the rules say push (over-maximum)" says
// nothing of the mistake).

// tableStepPattern is the pattern of a step whose answers differ: the
// refusal or notice and state first, then the clause cited, then the
// differential, the option offered, "outcome established", who holds the
// cards, and last the event echoed.
func tableStepPattern(event string, w, g adapter.TableStep) string {
	a, b := stepPattern(g), stepPattern(w)
	if a != b {
		return fmt.Sprintf("%s: %s where the rules say %s", event, a, b)
	}
	subject := event + ": " + a
	ga, wa := stepMember(w, g)
	return fmt.Sprintf("%s, %s where the rules say %s", subject, ga, wa)
}

// stepMember names the first member after the code and state in which two
// steps differ, as the engine's phrase and the rules' phrase.
func stepMember(w, g adapter.TableStep) (string, string) {
	switch {
	case w.Clause != g.Clause:
		return named("citing ", g.Clause, w.Clause)
	case (w.Differential == nil) != (g.Differential == nil):
		return both(g.Differential != nil, w.Differential != nil, "a differential", "no differential")
	case w.Differential != nil && *w.Differential != *g.Differential:
		wd, gd := w.Differential, g.Differential
		switch {
		case wd.Decrease != gd.Decrease:
			return named("decrease ", gd.Decrease, wd.Decrease)
		case wd.MayIncrease != gd.MayIncrease:
			return named("may increase ", gd.MayIncrease, wd.MayIncrease)
		case wd.Limit != gd.Limit:
			return amountRel("the differential's limit", gd.Limit, wd.Limit)
		case wd.PlayerTotal != gd.PlayerTotal:
			return amountRel("the Player total", gd.PlayerTotal, wd.PlayerTotal)
		case wd.BankerTotal != gd.BankerTotal:
			return amountRel("the Banker total", gd.BankerTotal, wd.BankerTotal)
		}
		return amountRel("the excess", gd.Excess, wd.Excess)
	case (w.Options == nil) != (g.Options == nil):
		return both(g.Options != nil, w.Options != nil, "an option to withdraw", "no option")
	case w.Options != nil && !cmpEqual(*w.Options, *g.Options):
		wo, gop := w.Options, g.Options
		switch {
		case wo.Reason != gop.Reason:
			return named("an option for ", gop.Reason, wo.Reason)
		case wo.Clause != gop.Clause:
			return named("an option citing ", gop.Clause, wo.Clause)
		case wo.AllOrNothing != gop.AllOrNothing:
			return both(gop.AllOrNothing, wo.AllOrNothing, "all wagers or none", "single wagers")
		case wo.Then != gop.Then:
			return named("then ", gop.Then, wo.Then)
		case len(wo.Players) != len(gop.Players):
			return countRel("players to choose", len(gop.Players), len(wo.Players))
		}
		// the same number of players, not the same ones (names vary per case)
		return "other players to choose", "the players with wagers yet to choose"
	case (w.Established == nil) != (g.Established == nil) || (w.Established != nil && *w.Established != *g.Established):
		return established(g.Established), established(w.Established)
	case w.Witness != g.Witness:
		return named("witness ", g.Witness, w.Witness)
	case w.Receiver != g.Receiver:
		switch {
		case g.Receiver == "":
			return "no receiver", "a player receives the cards"
		case w.Receiver == "":
			return "a player receives the cards", "no receiver (the Pit Supervisor chooses)"
		}
		return "the cards to another player", "the cards to the player the rules name"
	case w.Event != g.Event:
		return named("echoing ", g.Event, w.Event)
	}
	return "a record that differs", "the rules' record"
}

// tableSettlementPattern is the pattern of a settled wager whose record
// differs: its result and notes first, then the stake, the part played,
// what is won, returned and paid as a bonus, the odds, and whose wager it
// is.
func tableSettlementPattern(w, g adapter.TableSettlement) string {
	a, b := settledAs(g), settledAs(w)
	if a != b {
		return fmt.Sprintf("%s: %s where the rules say %s", w.Wager, a, b)
	}
	ga, wa := settlementMember(w, g)
	return fmt.Sprintf("%s %s: %s where the rules say %s", w.Wager, a, ga, wa)
}

func settlementMember(w, g adapter.TableSettlement) (string, string) {
	switch {
	case w.Stake != g.Stake:
		// first: what is played and returned follows from the stake
		return amountRel("a stake", g.Stake, w.Stake)
	case w.Played != g.Played:
		return stakeRel("played", g.Played, w.Played, g.Stake, w.Stake)
	case w.Win != g.Win:
		return amountRel("won", g.Win, w.Win)
	case w.Returned != g.Returned:
		return stakeRel("returned", g.Returned, w.Returned, g.Stake, w.Stake)
	case w.Bonus != g.Bonus:
		return amountRel("a bonus", g.Bonus, w.Bonus)
	case !sameOdds(w.Odds, g.Odds):
		return named("at ", g.Odds, w.Odds)
	case w.Player != g.Player || w.Position != g.Position:
		return "settled for another player or position", "settled for the wager's own player and position"
	case !slices.Equal(w.Notes, g.Notes):
		return "notes in another order", "notes in the rules' order"
	}
	return "a record that differs", "the rules' record"
}

// partOf tells an amount by how it stands to the stake, the same words
// for every case.
func partOf(v, stake int64) string {
	switch {
	case v == 0:
		return "nothing"
	case v == stake:
		return "the whole stake"
	case v < stake:
		return "part of the stake"
	}
	return "more than the stake"
}

// stakeRel tells two amounts that differ apart by how each stands to its
// stake, else by which is more.
func stakeRel(what string, got, want, gotStake, wantStake int64) (string, string) {
	gp, wp := partOf(got, gotStake), partOf(want, wantStake)
	if gp != wp {
		return what + " " + gp, what + " " + wp
	}
	return amountRel(what, got, want)
}

// amountRel tells two amounts that differ apart by which is more.
func amountRel(what string, got, want int64) (string, string) {
	if got > want {
		return what + " more", what + " less"
	}
	return what + " less", what + " more"
}

func countRel(what string, got, want int) (string, string) {
	if got > want {
		return "more " + what, "fewer " + what
	}
	return "fewer " + what, "more " + what
}

// named is a member's two values, each after the member's words.
func named(what, got, want string) (string, string) {
	return what + orNone(got), what + orNone(want)
}

// both is a member's two values where it is there or not.
func both(got, want bool, yes, no string) (string, string) {
	return presence(got, yes, no), presence(want, yes, no)
}

func presence(has bool, yes, no string) string {
	if has {
		return yes
	}
	return no
}

func established(e *bool) string {
	switch {
	case e == nil:
		return "no established flag"
	case *e:
		return "outcome established"
	}
	return "no outcome established"
}
