package steps

// This file holds the steps of a coup and of a shoe run: setting up the
// game, the cards, the wagers and the table's rounding; dealing; and
// checking hands, totals, the winner, settlements, voids, the cutting card
// and the wagers a game offers.

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
)

// ---------------------------------------------------------------------------
// Given

func givenGame(ctx context.Context, game, decks string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	st.game, st.gameSet = game, true
	st.decks = defaultDecks
	if decks != "" {
		n, err := strconv.Atoi(decks)
		if err != nil {
			return fmt.Errorf("%q is not a number of decks", decks)
		}
		st.decks = n
	}
	if !st.suite.hello.Supports(game) {
		return st.skip("the engine does not claim the game %q (it claims %v)", game, st.suite.hello.Games)
	}
	return nil
}

func givenShoe(ctx context.Context, tokens string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	st.shoe, st.shoeSet = splitTokens(tokens), true
	return nil
}

func givenShoeDoc(ctx context.Context, doc *godog.DocString) error {
	return givenShoe(ctx, doc.Content)
}

func givenWager(ctx context.Context, wager, stake string) error {
	st, n, err := stateAmounts(ctx, stake)
	if err != nil {
		return err
	}
	return st.addWager(wager, n[0])
}

// quoted finds the "..." items of a list such as `"player", "banker" and
// "tie"`.
var quoted = regexp.MustCompile(`"([^"]*)"`)

func givenWagerOnEach(ctx context.Context, stake, list string) error {
	st, n, err := stateAmounts(ctx, stake)
	if err != nil {
		return err
	}
	ms := quoted.FindAllStringSubmatch(list, -1)
	if len(ms) == 0 {
		return fmt.Errorf("no quoted wager ids in %q (write e.g. \"player\", \"banker\" and \"tie\")", list)
	}
	for _, m := range ms {
		if err := st.addWager(m[1], n[0]); err != nil {
			return err
		}
	}
	return nil
}

func (st *scenario) addWager(id string, stake int64) error {
	for _, w := range st.wagers {
		if w.Wager == id {
			return fmt.Errorf("a %q wager is already placed in this scenario; one wager per id keeps the settlement checks unambiguous", id)
		}
	}
	st.wagers = append(st.wagers, adapter.Wager{Wager: id, Stake: stake})
	return nil
}

func givenRounding(ctx context.Context, unit string) error {
	st, n, err := stateAmounts(ctx, unit)
	if err != nil {
		return err
	}
	st.table.Rounding, st.tableSet = n[0], true
	return nil
}

// ---------------------------------------------------------------------------
// When

func (st *scenario) wagersForRequest() []adapter.Wager {
	return append(make([]adapter.Wager, 0, len(st.wagers)), st.wagers...)
}

func whenCoup(ctx context.Context) error { return deal(ctx, "coup") }

func whenShoe(ctx context.Context) error { return deal(ctx, "shoe") }

// deal sends the scenario's shoe and wagers to the engine as one coup or as
// a whole shoe run (action "coup" or "shoe") and keeps the answer.
func deal(ctx context.Context, action string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	phrase, capability := "the coup is dealt", adapter.CapCoup
	if action == "shoe" {
		phrase, capability = "the shoe is played", adapter.CapShoe
	}
	if err := st.needGame(phrase); err != nil {
		return err
	}
	if !st.shoeSet {
		return fmt.Errorf("%q needs the cards first: add `And the shoe is \"...\"`", phrase)
	}
	if err := st.need(capability); err != nil {
		return err
	}
	cards, wagers := append([]string(nil), st.shoe...), st.wagersForRequest()
	st.res.CoupRequest, st.res.ShoeRequest = nil, nil
	st.action, st.coup, st.shoeRun, st.refused = action, nil, nil, nil
	req := adapter.CoupRequest{Game: st.game, Decks: st.decks, Cards: cards, Wagers: wagers, Table: st.table}
	if why := st.suite.hello.StakeNotOffered(st.game, wagers); why != "" {
		return st.skip("%s", why)
	}
	if action == "coup" {
		coup := func(q adapter.CoupRequest) (adapter.CoupResult, error) { return st.suite.eng.Coup(ctx, q) }
		return askEngine(st, action, req, &st.res.CoupRequest, coup, &st.coup, &st.res.CoupResult)
	}
	shoe := func(q adapter.ShoeRequest) (adapter.ShoeResult, error) { return st.suite.eng.Shoe(ctx, q) }
	return askEngine(st, action, adapter.ShoeRequest(req), &st.res.ShoeRequest, shoe, &st.shoeRun, &st.res.ShoeResult)
}

// askEngine records req in *sent (the scenario's result shows it), asks
// the engine with do, and keeps its answer in each of got; an error is
// the engine's refusal or failure, as engineErr words it.
func askEngine[Q, R any](st *scenario, action string, req Q, sent **Q, do func(Q) (R, error), got ...**R) error {
	*sent = &req
	res, err := do(req)
	if err != nil {
		return st.engineErr(action, err)
	}
	for _, g := range got {
		*g = &res
	}
	return nil
}

// ---------------------------------------------------------------------------
// Then: which round

// round returns the round a Then step is about: round N of the shoe run
// when sel is "N", else the coup dealt (or the only round of a shoe run).
// roundOf is the scenario and the round a result step is about (see
// scenario.round), with its label.
func roundOf(ctx context.Context, sel string) (*scenario, *adapter.CoupResult, string, error) {
	st, err := state(ctx)
	if err != nil {
		return nil, nil, "", err
	}
	r, label, err := st.round(sel)
	return st, r, label, err
}

func (st *scenario) round(sel string) (*adapter.CoupResult, string, error) {
	if st.refused != nil {
		return nil, "", st.fail("the engine refused the request as invalid: %s", st.refused.Message)
	}
	if sel != "" {
		n, err := strconv.Atoi(sel)
		if err != nil {
			return nil, "", fmt.Errorf("%q is not a round number", sel)
		}
		if st.action == "table" {
			r, label, err := st.tableRound(sel)
			if err != nil {
				return nil, "", err
			}
			return asCoup(r), label, nil
		}
		if st.action != "shoe" {
			return nil, "", fmt.Errorf("\"in round %d\" needs a shoe run: use `When the shoe is played`", n)
		}
		if n < 1 || n > len(st.shoeRun.Rounds) {
			return nil, "", st.fail("round %d was not played: the shoe ran %d rounds and ended because %q",
				n, len(st.shoeRun.Rounds), st.shoeRun.End)
		}
		return &st.shoeRun.Rounds[n-1], fmt.Sprintf("round %d: ", n), nil
	}
	switch st.action {
	case "table":
		r, label, err := st.tableRound(sel)
		if err != nil {
			return nil, "", err
		}
		return asCoup(r), label, nil
	case "coup":
		return st.coup, "", nil
	case "shoe":
		if len(st.shoeRun.Rounds) == 1 {
			return &st.shoeRun.Rounds[0], "", nil
		}
		return nil, "", fmt.Errorf("the shoe ran %d rounds: say which, e.g. `Then in round 2, the winner is \"banker\"`", len(st.shoeRun.Rounds))
	}
	return nil, "", fmt.Errorf("nothing was dealt yet: add `When the coup is dealt` or `When the shoe is played`")
}

// dealt describes a round's cards for failure messages.
func dealt(r *adapter.CoupResult) string {
	return fmt.Sprintf("dealt Player %q (%d), Banker %q (%d)",
		strings.Join(r.Player, " "), r.PlayerTotal, strings.Join(r.Banker, " "), r.BankerTotal)
}

// ---------------------------------------------------------------------------
// Then: hands, totals, winner

// handView is the part of a round a hand step compares.
type handView struct {
	Cards []string
	Total int
}

func hand(r *adapter.CoupResult, side string) handView {
	if side == "Player" {
		return handView{Cards: r.Player, Total: r.PlayerTotal}
	}
	return handView{Cards: r.Banker, Total: r.BankerTotal}
}

func thenHandTotal(ctx context.Context, sel, side, cards string, total int) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	want := handView{Cards: normalizeCards(splitTokens(cards)), Total: total}
	return st.compare(label+"the "+side+" hand", want, hand(r, side), sameCards)
}

func thenHand(ctx context.Context, sel, side, cards string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	got := hand(r, side)
	return st.compare(label+"the "+side+" hand's cards", normalizeCards(splitTokens(cards)), got.Cards, sameCards)
}

// sameCards compares card lists, nil and empty alike (slices.Equal).
var sameCards = cmp.Comparer(slices.Equal[[]string])

func thenTotal(ctx context.Context, sel, side string, total int) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	if got := hand(r, side).Total; got != total {
		return st.fail("%sthe %s total is %d, expected %d (%s)", label, side, got, total, dealt(r))
	}
	return nil
}

func thenDraws(ctx context.Context, sel, side, action string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	want := 2
	if strings.HasPrefix(action, "draws") {
		want = 3
	}
	if got := len(hand(r, side).Cards); got != want {
		return st.fail("%sthe %s hand has %d cards, expected %d because it %s (%s)", label, side, got, want, action, dealt(r))
	}
	return nil
}

func thenWinner(ctx context.Context, sel, winner string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	if r.Winner != winner {
		got := r.Winner
		if got == "" {
			got = "none (void: " + r.Void + ")"
		}
		return st.fail("%sthe winner is %q, expected %q (%s)", label, got, winner, dealt(r))
	}
	return nil
}

// ---------------------------------------------------------------------------
// Then: settlements

// settlement finds the settlement of a wager in a round.
func (st *scenario) settlement(r *adapter.CoupResult, label, wager string) (adapter.Settlement, int64, error) {
	if st.action == "table" {
		return adapter.Settlement{}, 0, fmt.Errorf("at a table, name the player and the position: `player \"A\"'s %q wager at position 1 wins 100`", wager)
	}
	var stake int64 = -1
	for _, w := range st.wagers {
		if w.Wager == wager {
			stake = w.Stake
		}
	}
	if stake < 0 {
		return adapter.Settlement{}, 0, fmt.Errorf("no %q wager was placed in this scenario: add `And a %q wager of 100`", wager, wager)
	}
	for _, s := range r.Settlements {
		if s.Wager == wager {
			return s, stake, nil
		}
	}
	ids := make([]string, len(r.Settlements))
	for i, s := range r.Settlements {
		ids[i] = s.Wager
	}
	return adapter.Settlement{}, 0, st.fail("%sthe engine returned no settlement for the %q wager (it settled %v)", label, wager, ids)
}

// expectSettlement is what the rules require of a settlement with the given
// result and amounts; odds are left as the engine gave them unless want
// names them, since "the odds applied" is a step of its own.
func expectSettlement(got adapter.Settlement, wager string, stake int64, result string, win, bonus int64) adapter.Settlement {
	want := adapter.Settlement{Wager: wager, Stake: stake, Result: result, Odds: got.Odds}
	switch result {
	case "win":
		want.Win, want.Bonus, want.Returned = win, bonus, stake
	case "push", "void":
		want.Returned, want.Odds = stake, ""
	case "lose":
		want.Odds = ""
	}
	return want
}

func (st *scenario) checkSettlement(sel, wager, result string, win, bonus int64) error {
	r, label, err := st.round(sel)
	if err != nil {
		return err
	}
	got, stake, err := st.settlement(r, label, wager)
	if err != nil {
		return err
	}
	want := expectSettlement(got, wager, stake, result, win, bonus)
	return st.compare(fmt.Sprintf("%sthe %q wager (%s)", label, wager, dealt(r)), want, got)
}

func thenWins(ctx context.Context, sel, wager, amount string) error {
	st, n, err := stateAmounts(ctx, amount)
	if err != nil {
		return err
	}
	return st.checkSettlement(sel, wager, "win", n[0], 0)
}

func thenWinsBonus(ctx context.Context, sel, wager, amount, bonus string) error {
	st, n, err := stateAmounts(ctx, amount, bonus)
	if err != nil {
		return err
	}
	return st.checkSettlement(sel, wager, "win", n[0], n[1])
}

// resultWords maps the step's wording to the settlement result.
var resultWords = map[string]string{"loses": "lose", "pushes": "push", "is returned": "void"}

func thenResult(ctx context.Context, sel, wager, outcome string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	return st.checkSettlement(sel, wager, resultWords[outcome], 0, 0)
}

func thenOdds(ctx context.Context, sel, wager, odds string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	got, _, err := st.settlement(r, label, wager)
	if err != nil {
		return err
	}
	if got.Result != "win" || got.Odds != odds {
		return st.fail("%sthe %q wager: %s at odds %q, expected a win at %q (%s)", label, wager, got.Result, got.Odds, odds, dealt(r))
	}
	return nil
}

// thenSettleTable checks several wagers at once from a table whose header
// names some of: wager (required), result, win, bonus, odds, returned.
func thenSettleTable(ctx context.Context, sel string, table *godog.Table) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	if len(table.Rows) < 2 {
		return fmt.Errorf("the settlement table needs a header row and at least one wager")
	}
	cols := map[string]int{}
	for i, c := range table.Rows[0].Cells {
		name := strings.ToLower(strings.TrimSpace(c.Value))
		switch name {
		case "wager", "result", "win", "bonus", "odds", "returned":
			cols[name] = i
		default:
			return fmt.Errorf("unknown column %q in the settlement table (use wager, result, win, bonus, odds, returned)", c.Value)
		}
	}
	if _, ok := cols["wager"]; !ok {
		return fmt.Errorf("the settlement table needs a \"wager\" column")
	}
	var want, got []adapter.Settlement
	for _, row := range table.Rows[1:] {
		cell := func(name string) (string, bool) {
			i, ok := cols[name]
			if !ok {
				return "", false
			}
			return strings.TrimSpace(row.Cells[i].Value), true
		}
		id, _ := cell("wager")
		g, stake, err := st.settlement(r, label, id)
		if err != nil {
			return err
		}
		result, ok := cell("result")
		if !ok {
			result = g.Result
		}
		var win, bonus int64
		if v, ok := cell("win"); ok && v != "" {
			if win, err = parseAmount(v); err != nil {
				return err
			}
		}
		if v, ok := cell("bonus"); ok && v != "" {
			if bonus, err = parseAmount(v); err != nil {
				return err
			}
		}
		w := expectSettlement(g, id, stake, result, win, bonus)
		if v, ok := cell("odds"); ok && v != "" && v != "-" {
			w.Odds = v
		}
		if v, ok := cell("returned"); ok && v != "" {
			if w.Returned, err = parseAmount(v); err != nil {
				return err
			}
		}
		want = append(want, w)
		got = append(got, g)
	}
	return st.compare(fmt.Sprintf("%sthe settlements (%s)", label, dealt(r)), want, got)
}

// ---------------------------------------------------------------------------
// Then: voids, cards used, the cutting card

func thenVoid(ctx context.Context, sel, reason string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	if r.Void != reason || r.Winner != "" {
		return st.fail("%sthe round is void because %q with winner %q, expected void because %q and no winner (%s)",
			label, r.Void, r.Winner, reason, dealt(r))
	}
	return nil
}

func thenRoundVoid(ctx context.Context, n, reason string) error { return thenVoid(ctx, n, reason) }

func thenStands(ctx context.Context, sel string) error {
	st, r, label, err := roundOf(ctx, sel)
	if err != nil {
		return err
	}
	if r.Void != "" || r.Winner == "" {
		return st.fail("%sthe round is void because %q, expected it to stand with a result (%s)", label, r.Void, dealt(r))
	}
	return nil
}

func thenRoundStands(ctx context.Context, n string) error { return thenStands(ctx, n) }

func thenCardsUsed(ctx context.Context, sel, count string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(count)
	if err != nil {
		return err
	}
	if sel == "" && st.action == "shoe" && st.refused == nil {
		if st.shoeRun.CardsUsed != n {
			return st.fail("the shoe run used %d cards, expected %d", st.shoeRun.CardsUsed, n)
		}
		return nil
	}
	if st.action == "table" {
		return fmt.Errorf("a table round does not report the cards it used; check its hands instead")
	}
	r, label, err := st.round(sel)
	if err != nil {
		return err
	}
	if r.CardsUsed != n {
		return st.fail("%s%d cards used, expected %d (%s)", label, r.CardsUsed, n, dealt(r))
	}
	return nil
}

func thenCutCard(ctx context.Context, sel, was string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	want := was == "was"
	if sel == "" && st.action == "shoe" && st.refused == nil {
		met := 0
		for i, r := range st.shoeRun.Rounds {
			if r.CutCard {
				met = i + 1
			}
		}
		if (met > 0) != want {
			return st.fail("the cutting card met in round %d (0: never), expected it %s met", met, was)
		}
		return nil
	}
	r, label, err := st.round(sel)
	if err != nil {
		return err
	}
	if r.CutCard != want {
		return st.fail("%sthe cutting card %s met, expected it %s met (%s)", label, map[bool]string{true: "was", false: "was not"}[r.CutCard], was, dealt(r))
	}
	return nil
}

// ---------------------------------------------------------------------------
// Then: shoe runs

// shoeRunOf is the scenario and the shoe run a step is about: there must
// be one, and the engine must have played it.
func shoeRunOf(ctx context.Context) (*scenario, *adapter.ShoeResult, error) {
	st, err := state(ctx)
	if err != nil {
		return nil, nil, err
	}
	if st.action != "shoe" {
		return nil, nil, fmt.Errorf("this step is about a shoe run: use `When the shoe is played`")
	}
	if st.refused != nil {
		return nil, nil, st.fail("the engine refused the shoe as invalid: %s", st.refused.Message)
	}
	return st, st.shoeRun, nil
}

func thenRoundsPlayed(ctx context.Context, count string) error {
	st, run, err := shoeRunOf(ctx)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(count)
	if err != nil {
		return err
	}
	if len(run.Rounds) != n {
		return st.fail("the shoe ran %d rounds, expected %d (it ended because %q)", len(run.Rounds), n, run.End)
	}
	return nil
}

func thenShoeEnds(ctx context.Context, end string) error {
	st, run, err := shoeRunOf(ctx)
	if err != nil {
		return err
	}
	if run.End != end {
		return st.fail("the shoe ended because %q after %d rounds, expected %q", run.End, len(run.Rounds), end)
	}
	return nil
}

// ---------------------------------------------------------------------------
// Then: what the game offers, refusals

// defaultOfferShoe is dealt from when an offer is checked in a scenario
// without cards: any settlement, even a void one, shows the wager is taken.
var defaultOfferShoe = []string{"2S", "3H", "4D", "5C", "6S", "7H"}

func (st *scenario) tryWager(ctx context.Context, wager string) (offered bool, err error) {
	if err := st.needGame("the game offers"); err != nil {
		return false, err
	}
	if err := st.need(adapter.CapCoup); err != nil {
		return false, err
	}
	cards := defaultOfferShoe
	if st.shoeSet {
		cards = st.shoe
	}
	req := adapter.CoupRequest{Game: st.game, Decks: st.decks, Cards: append([]string(nil), cards...),
		Wagers: []adapter.Wager{{Wager: wager, Stake: st.suite.hello.ProbeStake(st.game)}}, Table: st.table}
	st.res.CoupRequest = &req
	res, err := st.suite.eng.Coup(ctx, req)
	if err != nil {
		// Keep the scenario's own refusal, if any, apart from this probe's.
		prev := st.refused
		st.refused = nil
		err := st.engineErr("placing a "+strconv.Quote(wager)+" wager", err)
		st.offerRefusal, st.refused = st.refused, prev
		if err != nil {
			return false, err
		}
		return false, nil // refused as invalid: not offered
	}
	st.res.CoupResult = &res
	for _, s := range res.Settlements {
		if s.Wager == wager {
			return true, nil
		}
	}
	return false, st.fail("the engine accepted a %q wager but returned no settlement for it", wager)
}

func thenOffers(ctx context.Context, wager string) error { return checkOffer(ctx, wager, true) }

func thenNotOffers(ctx context.Context, wager string) error { return checkOffer(ctx, wager, false) }

// checkOffer tries a wager of the game and fails unless the engine takes
// it exactly when the game offers it.
func checkOffer(ctx context.Context, wager string, offered bool) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	taken, err := st.tryWager(ctx, wager)
	switch {
	case err != nil:
		return err
	case offered && !taken:
		return st.fail("the engine refused a %q wager as invalid (%s); the game offers it", wager, st.offerRefusal.Message)
	case !offered && taken:
		return st.fail("the engine settled a %q wager; the game does not offer it, so it must be refused as invalid", wager)
	}
	return nil
}

func thenRefused(ctx context.Context) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	switch {
	case st.action == "":
		return fmt.Errorf("nothing was asked of the engine yet: add `When the coup is dealt` or `When the shoe is played`")
	case st.refused != nil:
		return nil
	case st.action == "coup":
		return st.fail("the engine dealt the coup (%s, void %q); expected the request to be refused as invalid", dealt(st.coup), st.coup.Void)
	}
	return st.fail("the engine played the shoe (%d rounds, ended %q); expected the request to be refused as invalid", len(st.shoeRun.Rounds), st.shoeRun.End)
}
