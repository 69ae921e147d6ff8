package steps

// This file is the table lifecycle's event language: table settings, the
// dealer's and players' events (open, place, increase, withdraw, close,
// deal, irregularities, choices, settle), and checks on what each event did
// and on the settled rounds. It drives an adapter.TableEngine (capability
// "table").
//
// Each event step appends its events to the scenario's list and runs the
// whole list on a new table, so that "that" in a following Then step is the
// event just described, with the table in the state the earlier events left
// it. A table is deterministic, so re-running a prefix gives the same steps.

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
)

// tableState is the table part of a scenario.
type tableState struct {
	config adapter.TableConfig
	events []adapter.TableEvent
	// primary is the index of the event the last event step is about
	// ("that").
	primary int
	result  *adapter.TableResult
}

func (st *scenario) tbl() *tableState {
	if st.table2 == nil {
		st.table2 = &tableState{primary: -1}
	}
	return st.table2
}

// ---------------------------------------------------------------------------
// Given: settings

func givenLimits(ctx context.Context, min, max string) error {
	st, n, err := stateAmounts(ctx, min, max)
	if err != nil {
		return err
	}
	t := st.tbl()
	t.config.Limits.Min, t.config.Limits.Max = n[0], n[1]
	return nil
}

func givenWagerLimits(ctx context.Context, wager, min, max string) error {
	st, n, err := stateAmounts(ctx, min, max)
	if err != nil {
		return err
	}
	t := st.tbl()
	if t.config.Limits.Wagers == nil {
		t.config.Limits.Wagers = map[string]adapter.TableLimit{}
	}
	t.config.Limits.Wagers[wager] = adapter.TableLimit{Min: n[0], Max: n[1]}
	return nil
}

func givenDifferential(ctx context.Context, limit string) error {
	st, n, err := stateAmounts(ctx, limit)
	if err != nil {
		return err
	}
	st.tbl().config.Differential = n[0]
	return nil
}

// setConfig sets one setting of the scenario's table.
func setConfig(ctx context.Context, set func(*adapter.TableConfig)) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	set(&st.tbl().config)
	return nil
}

func givenAreaLimit(ctx context.Context, n int) error {
	return setConfig(ctx, func(c *adapter.TableConfig) { c.MaxWagersPerArea = n })
}

func givenHLGA(ctx context.Context) error {
	return setConfig(ctx, func(c *adapter.TableConfig) { c.HLGA = true })
}

func givenMethod(ctx context.Context, method string) error {
	return setConfig(ctx, func(c *adapter.TableConfig) { c.Method = method })
}

// ---------------------------------------------------------------------------
// When: events

// event appends evs, makes evs[primary] the event "that" refers to, and runs
// the whole list on a new table.
func (st *scenario) event(ctx context.Context, primary int, evs ...adapter.TableEvent) error {
	if err := st.needGame("a table event"); err != nil {
		return err
	}
	if err := st.need(adapter.CapTable); err != nil {
		return err
	}
	te, ok := st.suite.eng.(adapter.TableEngine)
	if !ok {
		return &engineFailure{what: st.context() + ": table",
			err: fmt.Errorf("the engine claims the %q capability but its adapter (%T) has no Table method", adapter.CapTable, st.suite.eng)}
	}
	t := st.tbl()
	t.primary = len(t.events) + primary
	t.events = append(t.events, evs...)
	cfg := t.config
	cfg.Rounding = st.table.Rounding
	req := adapter.TableRequest{Game: st.game, Decks: st.decks, Config: cfg, Events: append([]adapter.TableEvent(nil), t.events...)}
	st.res.TableRequest, st.res.TableResult = &req, nil
	st.res.CoupRequest, st.res.ShoeRequest = nil, nil
	st.action, st.coup, st.shoeRun, st.refused, t.result = "table", nil, nil, nil, nil
	if why := st.suite.hello.TableStakeNotOffered(req); why != "" {
		return st.skip("%s", why)
	}
	res, err := te.Table(ctx, req)
	if err != nil {
		return st.engineErr("table", err)
	}
	if len(res.Steps) != len(t.events) {
		return st.fail("the engine answered %d steps to %d table events", len(res.Steps), len(t.events))
	}
	t.result = &res
	st.res.TableResult = &res
	return nil
}

// sendEvent adds events to the scenario's table request and runs it; see
// scenario.event.
func sendEvent(ctx context.Context, primary int, evs ...adapter.TableEvent) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	return st.event(ctx, primary, evs...)
}

func whenOpen(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableOpen})
}

func whenClose(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableClose})
}

func whenSettle(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableSettle})
}

func whenPlace(ctx context.Context, player, wager, amount string, position int) error {
	n, err := parseAmount(amount)
	if err != nil {
		return err
	}
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TablePlace, Player: player, Position: position, Wager: wager, Amount: n})
}

func whenIncrease(ctx context.Context, player, wager string, position int, amount string) error {
	n, err := parseAmount(amount)
	if err != nil {
		return err
	}
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableIncrease, Player: player, Position: position, Wager: wager, Amount: n})
}

func whenWithdraw(ctx context.Context, player, wager string, position int) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableWithdraw, Player: player, Position: position, Wager: wager})
}

func whenWithdrawPart(ctx context.Context, player, amount, wager string, position int) error {
	n, err := parseAmount(amount)
	if err != nil {
		return err
	}
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableWithdraw, Player: player, Position: position, Wager: wager, Amount: n})
}

func whenDeal(ctx context.Context, cards string) error {
	toks := splitTokens(cards)
	if len(toks) == 0 {
		return fmt.Errorf("no card to deal in %q", cards)
	}
	evs := make([]adapter.TableEvent, len(toks))
	for i, c := range toks {
		evs[i] = adapter.TableEvent{Type: adapter.TableDeal, Card: c}
	}
	return sendEvent(ctx, len(evs)-1, evs...)
}

func whenDrawnTogetherKnown(ctx context.Context, cards string) error {
	toks := splitTokens(cards)
	if len(toks) < 2 {
		return fmt.Errorf("cards drawn together are at least two, not %q", cards)
	}
	evs := []adapter.TableEvent{{Type: adapter.TableSimultaneousDraw, OrderKnown: true}}
	for _, c := range toks {
		evs = append(evs, adapter.TableEvent{Type: adapter.TableDeal, Card: c})
	}
	return sendEvent(ctx, 0, evs...)
}

func whenDrawnTogetherUnknown(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableSimultaneousDraw})
}

func whenIrregularity(ctx context.Context, kind string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableIrregularity, Kind: kind})
}

func whenPowerFails(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TablePowerFailure})
}

func whenTerminalFails(ctx context.Context, position int) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableTerminalFailure, Position: position})
}

func whenDeviceReset(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableDeviceReset})
}

func whenPassCards(ctx context.Context, hand string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TablePassCards, Wager: hand})
}

func whenRefuseCards(ctx context.Context, player, hand string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableRefuseCards, Player: player, Wager: hand})
}

func whenHandlerAbsent(ctx context.Context, player, hand string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableHandlerAbsent, Player: player, Wager: hand})
}

func whenPitManagerRemoves(ctx context.Context, player, wager string, position int) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableRemoveWager, Player: player, Position: position, Wager: wager})
}

func whenDeclineOption(ctx context.Context) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableDeclineOption})
}

func whenTakeDevice(ctx context.Context, player string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableTakeDevice, Player: player})
}

func whenTakeDevicePermitted(ctx context.Context, player string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableTakeDevice, Player: player, Permitted: true})
}

func whenChangeMethod(ctx context.Context, method string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableChangeMethod, Method: method})
}

func whenRelinquishDevice(ctx context.Context, player string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableRelinquishDevice, Player: player})
}

func whenChoose(ctx context.Context, player, choice string) error {
	return sendEvent(ctx, 0, adapter.TableEvent{Type: adapter.TableChoose, Player: player, WithdrawAll: strings.HasPrefix(choice, "withdraw")})
}

// ---------------------------------------------------------------------------
// Then: what the event did

// that returns the step of the event the last event step described.
// thatStep is the scenario and its last table step ("that"), with the
// step's description.
func thatStep(ctx context.Context) (*scenario, adapter.TableStep, string, error) {
	st, err := state(ctx)
	if err != nil {
		return nil, adapter.TableStep{}, "", err
	}
	s, what, err := st.that()
	return st, s, what, err
}

func (st *scenario) that() (adapter.TableStep, string, error) {
	t := st.table2
	if t == nil || st.action != "table" {
		return adapter.TableStep{}, "", fmt.Errorf("\"that\" refers to a table event: describe one first (e.g. `When the dealer closes bets`)")
	}
	if st.refused != nil {
		return adapter.TableStep{}, "", st.fail("the engine refused the table request as invalid: %s", st.refused.Message)
	}
	ev := t.events[t.primary]
	return t.result.Steps[t.primary], fmt.Sprintf("event %d (%s)", t.primary+1, describeEvent(ev)), nil
}

func describeEvent(e adapter.TableEvent) string {
	var b strings.Builder
	b.WriteString(e.Type)
	if e.Player != "" {
		fmt.Fprintf(&b, " player %q", e.Player)
	}
	if e.Position != 0 {
		fmt.Fprintf(&b, " position %d", e.Position)
	}
	if e.Wager != "" {
		fmt.Fprintf(&b, " %q", e.Wager)
	}
	if e.Amount != 0 {
		fmt.Fprintf(&b, " %d", e.Amount)
	}
	if e.Card != "" {
		b.WriteString(" " + e.Card)
	}
	return b.String()
}

// stepView is the part of a table step the acceptance checks compare.
type stepView struct {
	Accepted bool
	Code     string
}

func thenAccepted(ctx context.Context) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	if !s.Accepted {
		return st.fail("%s was refused because %q (%s), expected it to be accepted", what, s.Code, s.Detail)
	}
	return nil
}

func thenAcceptedNotice(ctx context.Context, notice string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	return st.compare(fmt.Sprintf("%s (detail: %s)", what, s.Detail), stepView{true, notice}, stepView{s.Accepted, s.Code})
}

func thenRefusedBecause(ctx context.Context, code string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	return st.compare(fmt.Sprintf("%s (detail: %s)", what, s.Detail), stepView{false, code}, stepView{s.Accepted, s.Code})
}

// receiverView is what the card-handling steps compare: accepted, the
// notice and who was passed the cards.
type receiverView struct {
	Accepted bool
	Notice   string
	Receiver string
}

func thenCardsGoTo(ctx context.Context, player string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	return st.compare(fmt.Sprintf("%s (detail: %s)", what, s.Detail), receiverView{true, "cards-passed", player}, receiverView{s.Accepted, s.Code, s.Receiver})
}

func thenPitSupervisorChooses(ctx context.Context) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	return st.compare(fmt.Sprintf("%s (detail: %s)", what, s.Detail), receiverView{true, "pit-supervisor-discretion", ""}, receiverView{s.Accepted, s.Code, s.Receiver})
}

func thenTableState(ctx context.Context, want string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	if s.State != want {
		return st.fail("after %s the table is %q, expected %q", what, s.State, want)
	}
	return nil
}

func thenEstablished(ctx context.Context, which string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	want := which == "established"
	if s.Established == nil {
		return st.fail("%s: the engine does not say whether the outcome is established (accepted %v, code %q)", what, s.Accepted, s.Code)
	}
	if *s.Established != want {
		return st.fail("%s: outcome established %v (witness %q), expected %v", what, *s.Established, s.Witness, want)
	}
	return nil
}

func thenOptionOffered(ctx context.Context, reason string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	if s.Options == nil || s.Options.Reason != reason {
		return st.fail("%s: options %+v (code %q), expected an option to withdraw because %q", what, s.Options, s.Code, reason)
	}
	return nil
}

func thenOptionKind(ctx context.Context, kind string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	if s.Options == nil {
		return st.fail("%s: no option to withdraw is pending (code %q)", what, s.Code)
	}
	if want := kind == "all or nothing"; s.Options.AllOrNothing != want {
		return st.fail("%s: allOrNothing %v, expected the option to be %s", what, s.Options.AllOrNothing, kind)
	}
	return nil
}

func thenDifferential(ctx context.Context, excess, side string) error {
	st, s, what, err := thatStep(ctx)
	if err != nil {
		return err
	}
	n, err := parseAmount(excess)
	if err != nil {
		return err
	}
	type view struct {
		Accepted bool
		Code     string
		Excess   int64
		Decrease string
	}
	got := view{Accepted: s.Accepted, Code: s.Code}
	if s.Differential != nil {
		got.Excess, got.Decrease = s.Differential.Excess, s.Differential.Decrease
	}
	return st.compare(what, view{false, "differential-exceeded", n, side}, got)
}

// ---------------------------------------------------------------------------
// Then: settled rounds

// tableRound returns round N of the table (sel "N"), or its only round.
func (st *scenario) tableRound(sel string) (*adapter.TableRound, string, error) {
	if st.refused != nil {
		return nil, "", st.fail("the engine refused the table request as invalid: %s", st.refused.Message)
	}
	rounds := st.table2.result.Rounds
	if sel != "" {
		n, err := strconv.Atoi(sel)
		if err != nil {
			return nil, "", fmt.Errorf("%q is not a round number", sel)
		}
		for i := range rounds {
			if rounds[i].Round == n {
				return &rounds[i], fmt.Sprintf("round %d: ", n), nil
			}
		}
		return nil, "", st.fail("round %d was not settled (%d rounds settled)", n, len(rounds))
	}
	switch len(rounds) {
	case 0:
		return nil, "", st.fail("no round was settled: add `When the dealer settles the round`")
	case 1:
		return &rounds[0], "", nil
	}
	return nil, "", fmt.Errorf("%d rounds were settled: say which, e.g. `Then in round 2, player \"A\"'s ...`", len(rounds))
}

// asCoup presents a settled table round to the coup steps (hands, totals,
// winner, void, cutting card). Settlements are per player and position and
// are checked by the table's own settlement steps.
func asCoup(r *adapter.TableRound) *adapter.CoupResult {
	return &adapter.CoupResult{Player: r.Player, Banker: r.Banker, PlayerTotal: r.PlayerTotal, BankerTotal: r.BankerTotal,
		Winner: r.Winner, CutCard: r.CutCard, Void: r.Void, CardsUsed: -1}
}

func (st *scenario) tableSettlement(sel, player, wager string, position int) (adapter.TableSettlement, string, error) {
	r, label, err := st.tableRound(sel)
	if err != nil {
		return adapter.TableSettlement{}, "", err
	}
	for _, s := range r.Settlements {
		if s.Player == player && s.Position == position && s.Wager == wager {
			return s, label, nil
		}
	}
	var have []string
	for _, s := range r.Settlements {
		have = append(have, fmt.Sprintf("%s/%d/%s", s.Player, s.Position, s.Wager))
	}
	return adapter.TableSettlement{}, "", st.fail("%sno settlement for player %q's %q wager at position %d (settled: %v)", label, player, wager, position, have)
}

// tableResultWords maps the step's wording to the table settlement result.
var tableResultWords = map[string]string{
	"wins": "win", "loses": "lose", "pushes": "push", "is returned": "void",
	"is returned unplayed": "returned", "is withdrawn": "withdrawn",
}

func (st *scenario) checkTableSettlement(sel, player, wager string, position int, result string, win int64) error {
	got, label, err := st.tableSettlement(sel, player, wager, position)
	if err != nil {
		return err
	}
	want := got
	want.Result, want.Win, want.Bonus = result, win, 0
	// Everything not played is handed back; the played part too unless it
	// lost.
	want.Returned = got.Stake - got.Played
	switch result {
	case "win", "push", "void":
		want.Returned = got.Stake
	}
	if result != "win" {
		want.Odds = ""
	}
	if result == "returned" || result == "withdrawn" {
		want.Played, want.Returned = 0, got.Stake
	}
	return st.compare(fmt.Sprintf("%splayer %q's %q wager at position %d", label, player, wager, position), want, got,
		cmp.Comparer(func(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") }))
}

func thenTableWins(ctx context.Context, sel, player, wager string, position int, amount string) error {
	st, n, err := stateAmounts(ctx, amount)
	if err != nil {
		return err
	}
	return st.checkTableSettlement(sel, player, wager, position, "win", n[0])
}

func thenTableResult(ctx context.Context, sel, player, wager string, position int, outcome string) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	return st.checkTableSettlement(sel, player, wager, position, tableResultWords[outcome], 0)
}

// thenTableStake: the wager was settled on its whole stake, all of it
// played.
func thenTableStake(ctx context.Context, sel, player, wager string, position int, stake string) error {
	return thenTablePlayedAs(ctx, sel, player, wager, position, stake, stake)
}

func thenTablePlayedAs(ctx context.Context, sel, player, wager string, position int, played, stake string) error {
	st, n, err := stateAmounts(ctx, played, stake)
	if err != nil {
		return err
	}
	got, label, err := st.tableSettlement(sel, player, wager, position)
	if err != nil {
		return err
	}
	type view struct{ Stake, Played int64 }
	return st.compare(fmt.Sprintf("%splayer %q's %q wager at position %d", label, player, wager, position),
		view{n[1], n[0]}, view{got.Stake, got.Played})
}

func thenTableNoWager(ctx context.Context, sel, player, wager string, position int) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	r, label, err := st.tableRound(sel)
	if err != nil {
		return err
	}
	for _, s := range r.Settlements {
		if s.Player == player && s.Position == position && s.Wager == wager {
			return st.fail("%sthe round settled player %q's %q wager at position %d (%+v); it should not have been taken", label, player, wager, position, s)
		}
	}
	return nil
}

func thenRoundsSettled(ctx context.Context, count int) error {
	st, err := state(ctx)
	if err != nil {
		return err
	}
	if st.action != "table" || st.table2 == nil {
		return fmt.Errorf("this step is about a table: describe its events first")
	}
	if st.refused != nil {
		return st.fail("the engine refused the table request as invalid: %s", st.refused.Message)
	}
	if got := len(st.table2.result.Rounds); got != count {
		return st.fail("%d rounds were settled, expected %d", got, count)
	}
	return nil
}
