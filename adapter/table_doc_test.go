package adapter_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/tablescript"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
)

// This file keeps docs/table.md, the vendor's specification of the table
// capability, true. Every table, list and example between the markers
//
//	<!-- generated: NAME ... -->
//	<!-- end generated: NAME -->
//
// is produced here by driving the reference's table (reference.Table,
// through refengine.Engine and, for the worked examples, through the
// protocol server) and compared with the document like a golden file;
// BACCTK_UPDATE_DOCS=1 rewrites them. The prose around them is written by
// hand. Beyond the golden comparison the test checks what the document
// claims in general: a refused step keeps the table's state, the matrix of
// a family holds for every game of it, every code, notice, option reason,
// result and note the reference defines is described and produced by some
// case, and docs/protocol.md's table section lists them all.

const (
	tdDocPath   = "../docs/table.md"
	tdProtoPath = "../docs/protocol.md"
	tdRegen     = "BACCTK_UPDATE_DOCS=1 go test ./adapter -run TestTableDoc"
)

// tdFamily is a group of games whose rules documents read the same for the
// table lifecycle; the document gives one matrix per family.
type tdFamily struct {
	key, name string
	games     []*reference.Game
	// notOffered is a wager no game of the family offers (X in scripts).
	notOffered string
	// options: some event of the family offers an option to withdraw.
	options bool
}

func tdFamilies(t *testing.T) []*tdFamily {
	t.Helper()
	fams := []*tdFamily{
		{key: "ncb", name: "No Commission v6 and 6 Star"},
		{key: "tiger", name: "Tiger v2 and Tiger No Commission v5", options: true},
		{key: "etg", name: "Electronic v4"},
	}
	byDoc := map[reference.DocumentID]*tdFamily{
		reference.DocNCB: fams[0], reference.DocSixStar: fams[0],
		reference.DocTiger: fams[1], reference.DocTigerNCB: fams[1],
		reference.DocETG: fams[2],
	}
	for _, g := range reference.Games() {
		f := byDoc[g.Document]
		if f == nil {
			t.Fatalf("game %s (document %s) belongs to no family of %s: add its document to tdFamilies", g.ID, g.Document, tdDocPath)
		}
		f.games = append(f.games, g)
	}
	for _, f := range fams {
		for _, w := range reference.AllWagers {
			if !slices.ContainsFunc(f.games, func(g *reference.Game) bool { return g.Offers(w) }) {
				f.notOffered = string(w)
				break
			}
		}
		if f.notOffered == "" {
			t.Fatalf("family %s offers every wager: no wager to show refused", f.key)
		}
	}
	return fams
}

func (f *tdFamily) short() string {
	return map[string]string{"ncb": "NCB v6 / 6 Star", "tiger": "Tiger v2 / Tiger NCB v5", "etg": "Electronic"}[f.key]
}

// The scripts are in the document's notation (package
// internal/tablescript: one line per event, cards of a 52-card deck).

// tdSettings is a table's settings in the document's notation.
type tdSettings struct {
	decks int // 0: 8
	cfg   func(x string) adapter.TableConfig
	text  string // how the document writes them
	// readings: the reading of the rules the case runs under (a case
	// that shows an alternative reading, "reading 21=discretionary" in
	// its settings); the zero value is the kit's
	readings reference.Readings
}

func (s tdSettings) request(g *reference.Game, x string) adapter.TableRequest {
	req := adapter.TableRequest{Game: string(g.ID), Decks: s.decks}
	if req.Decks == 0 {
		req.Decks = 8
	}
	if s.cfg != nil {
		req.Config = s.cfg(x)
	}
	return req
}

// tdRun is one script run on a new table of one game.
type tdRun struct {
	g      *reference.Game
	req    adapter.TableRequest
	res    adapter.TableResult
	ends   []int
	cfgErr *reference.TableError // the settings were refused
}

// step returns the step of the script's line i (its last event).
func (r *tdRun) step(i int) adapter.TableStep { return r.res.Steps[r.ends[i]] }

// tdPlay runs a script and checks what the document says of every step:
// a refused step leaves the state as it was; established and witness
// appear exactly on accepted power failures, witness only when the
// outcome is established; a differential only on a close refused with
// differential-exceeded; a clause names the game's document or an
// interpretation.
func tdPlay(g *reference.Game, x string, s tdSettings, script []string) (*tdRun, error) {
	req := s.request(g, x)
	events, ends, err := tablescript.Parse(g, x, script)
	if err != nil {
		return nil, err
	}
	req.Events = events
	run := &tdRun{g: g, req: req, ends: ends}
	ref := refengine.NewUnder(s.readings)
	if _, err := reference.NewTable(refengine.TableConfig(reference.GameID(req.Game), req, s.readings)); err != nil {
		var te *reference.TableError
		if !errors.As(err, &te) {
			return nil, fmt.Errorf("%s: NewTable: %T %v is not a *reference.TableError", g.ID, err, err)
		}
		run.cfgErr = te
		_, err := ref.Table(context.Background(), req)
		var ae *adapter.Error
		if !errors.As(err, &ae) || ae.Code != adapter.CodeInvalid {
			return nil, fmt.Errorf("%s: settings refused by the reference (%v), but the request is answered %v, not invalid", g.ID, te, err)
		}
		return run, nil
	}
	res, err := ref.Table(context.Background(), req)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", g.ID, err)
	}
	run.res = res
	if len(res.Steps) != len(events) {
		return nil, fmt.Errorf("%s: %d steps for %d events", g.ID, len(res.Steps), len(events))
	}
	prev := "idle"
	for i, st := range res.Steps {
		where := fmt.Sprintf("%s, event %d (%s)", g.ID, i+1, st.Event)
		switch {
		case st.Event != events[i].Type:
			return nil, fmt.Errorf("%s: the step echoes %q", where, st.Event)
		case !st.Accepted && st.State != prev:
			return nil, fmt.Errorf("%s: refused with %s but the state went from %s to %s", where, st.Code, prev, st.State)
		case !st.Accepted && st.Code == "":
			return nil, fmt.Errorf("%s: refused without a code", where)
		case (st.Established != nil) != (st.Accepted && st.Event == adapter.TablePowerFailure):
			return nil, fmt.Errorf("%s: established is %v on a step accepted=%v", where, st.Established, st.Accepted)
		case (st.Witness != "") != (st.Established != nil && *st.Established):
			return nil, fmt.Errorf("%s: witness %q with established %v", where, st.Witness, st.Established)
		case (st.Differential != nil) != (!st.Accepted && st.Code == reference.CodeDifferentialExceeded):
			return nil, fmt.Errorf("%s: differential %+v on a step refused=%v with %q", where, st.Differential, !st.Accepted, st.Code)
		case st.Clause != "" && !strings.HasPrefix(st.Clause, string(g.Document)+":") && !strings.HasPrefix(st.Clause, "interpretation "):
			return nil, fmt.Errorf("%s: clause %q names neither %s nor an interpretation", where, st.Clause, g.Document)
		case st.Detail == "":
			return nil, fmt.Errorf("%s: no detail", where)
		}
		prev = st.State
	}
	return run, nil
}

// tdStripClause removes the document from a clause.
func tdStripClause(g *reference.Game, c string) string {
	return strings.TrimPrefix(c, string(g.Document)+":")
}

// tdCell is what the document shows of one step; Clause is shown per
// game where the games of a family differ.
type tdCell struct {
	Text   string // everything but the clause
	Clause string
	Tail   string // after the clause
}

func tdCellOf(g *reference.Game, st adapter.TableStep) tdCell {
	var c tdCell
	if !st.Accepted {
		c.Text = "✗ `" + st.Code + "`"
	} else {
		c.Text = "→ " + st.State
		if st.Code != "" {
			c.Text += " · `" + st.Code + "`"
		}
	}
	c.Clause = tdStripClause(g, st.Clause)
	var tail []string
	if st.Receiver != "" {
		tail = append(tail, "receiver "+st.Receiver)
	}
	if st.Established != nil {
		tail = append(tail, map[bool]string{true: "established", false: "not established"}[*st.Established])
	}
	if o := st.Options; o != nil {
		kind := "single wagers"
		if o.AllOrNothing {
			kind = "all or nothing"
		}
		tail = append(tail, fmt.Sprintf("option `%s`, %s, then %s, players %s", o.Reason, kind, o.Then, strings.Join(o.Players, ", ")))
		if oc := tdStripClause(g, o.Clause); oc != c.Clause {
			tail = append(tail, "option clause "+oc)
		}
	}
	if d := st.Differential; d != nil {
		tail = append(tail, fmt.Sprintf("differential: limit %d, Player %d, Banker %d, decrease `%s`, may increase `%s`, excess %d",
			d.Limit, d.PlayerTotal, d.BankerTotal, d.Decrease, d.MayIncrease, d.Excess))
	}
	c.Tail = strings.Join(tail, " · ")
	return c
}

// tdJoin renders the cells of one case for every game of a family: they
// must agree but for the clause, which is given per document where the
// documents number it differently ("3.22 / 3.17": Tiger v2, Tiger NCB v5).
func tdJoin(f *tdFamily, cells []tdCell) (string, error) {
	var clauses []string
	for i, c := range cells {
		if c.Text != cells[0].Text || c.Tail != cells[0].Tail {
			return "", fmt.Errorf("the games of %s differ: %s answers %q %q, %s answers %q %q: the family needs splitting in %s",
				f.key, f.games[0].ID, cells[0].Text, cells[0].Tail, f.games[i].ID, c.Text, c.Tail, tdDocPath)
		}
		if (c.Clause == "") != (cells[0].Clause == "") {
			return "", fmt.Errorf("the games of %s differ: %s cites %q, %s cites %q", f.key, f.games[0].ID, cells[0].Clause, f.games[i].ID, c.Clause)
		}
		if !slices.Contains(clauses, c.Clause) {
			clauses = append(clauses, c.Clause)
		}
	}
	out := cells[0].Text
	if cl := strings.Join(clauses, " / "); cl != "" {
		out += " · " + cl
	}
	if cells[0].Tail != "" {
		out += " · " + cells[0].Tail
	}
	return out, nil
}

// tdGen generates the document's parts and records what every case
// produced, for the vocabulary lists and their checks.
type tdGen struct {
	t    *testing.T
	fams []*tdFamily
	// seen[kind][value] is the set of "event|family" where a value of that
	// kind (code, notice, reason, result, note, void, state) was produced.
	seen map[string]map[string]map[string]bool
}

func newTDGen(t *testing.T) *tdGen {
	return &tdGen{t: t, fams: tdFamilies(t), seen: map[string]map[string]map[string]bool{}}
}

func (d *tdGen) note(kind, value, event, fam string) {
	if value == "" {
		return
	}
	if d.seen[kind] == nil {
		d.seen[kind] = map[string]map[string]bool{}
	}
	if d.seen[kind][value] == nil {
		d.seen[kind][value] = map[string]bool{}
	}
	d.seen[kind][value][event+"|"+fam] = true
}

// record notes everything a run produced.
func (d *tdGen) record(f *tdFamily, r *tdRun) {
	if r.cfgErr != nil {
		d.note("code", r.cfgErr.Code, "settings", f.key)
		return
	}
	// The void reason of a round is credited to the event that made it
	// void; the rounds are those of the accepted settlements, in order.
	voidBy, round := "", 0
	for i, st := range r.res.Steps {
		if st.Accepted && st.Event == adapter.TableIrregularity && i < len(r.req.Events) {
			d.note("kind", r.req.Events[i].Kind, st.Event, f.key)
		}
		kind := "notice"
		if !st.Accepted {
			kind = "code"
		}
		d.note(kind, st.Code, st.Event, f.key)
		if st.Accepted {
			d.note("state", st.State, st.Event, f.key)
		}
		if o := st.Options; o != nil {
			d.note("reason", o.Reason, st.Event, f.key)
		}
		if st.Accepted && st.Code == reference.NoticeRoundVoid {
			voidBy = st.Event
		}
		if st.Accepted && st.Event == adapter.TableSettle && round < len(r.res.Rounds) {
			d.note("void", r.res.Rounds[round].Void, voidBy, f.key)
			round, voidBy = round+1, ""
		}
	}
	for _, rd := range r.res.Rounds {
		for _, s := range rd.Settlements {
			d.note("result", s.Result, "settle", f.key)
			for _, n := range s.Notes {
				d.note("note", n, "settle", f.key)
			}
		}
	}
}

// play runs a script on every game of a family and records it.
func (d *tdGen) play(f *tdFamily, s tdSettings, script []string) []*tdRun {
	d.t.Helper()
	var runs []*tdRun
	for _, g := range f.games {
		r, err := tdPlay(g, f.notOffered, s, script)
		if err != nil {
			d.t.Fatalf("script %q: %v", strings.Join(script, "; "), err)
		}
		d.record(f, r)
		runs = append(runs, r)
	}
	return runs
}

// ---------------------------------------------------------------------
// The state x event matrix.

// tdSituation is a column of the matrix: a state, reached by a script.
type tdSituation struct {
	head   string
	state  string
	script []string
	// only: the families where the script reaches the state (nil: all).
	only []string
}

var (
	tdBase     = []string{"open", "place a 1 player 1000", "place a 1 tie 100"}
	tdClosed   = tdWith(tdBase, "close")
	tdDealing2 = tdWith(tdClosed, "deal 5H 6S")
	tdDealing4 = tdWith(tdClosed, "deal 5H 6S KD QC")
	tdComplete = tdWith(tdClosed, "deal 5H 6S KD QC 6D 4C")
)

func tdWith(base []string, lines ...string) []string {
	return append(slices.Clone(base), lines...)
}

var tdSituations = []tdSituation{
	{"idle", "idle", nil, nil},
	{"betting-open", "betting-open", tdBase, nil},
	{"betting-closed", "betting-closed", tdClosed, nil},
	{"dealing (2 cards)", "dealing", tdDealing2, nil},
	{"dealing (4 cards)", "dealing", tdDealing4, nil},
	{"awaiting-choices (all or nothing)", "awaiting-choices", tdWith(tdDealing2, "power-failure"), []string{"tiger"}},
	{"awaiting-choices (single wagers)", "awaiting-choices", tdWith(tdDealing2, "simultaneous-draw known"), []string{"tiger"}},
	{"complete", "complete", tdComplete, nil},
	{"void", "void", tdWith(tdDealing2, "irregularity order-altered"), nil},
	{"settled", "settled", tdWith(tdComplete, "settle"), nil},
}

// tdMatrixEvents are the rows of the matrix: one event of each type, the
// cards and irregularity kinds in their variants.
func tdMatrixEvents() [][2]string {
	rows := [][2]string{
		{"`open`", "open"},
		{"`place` b 2 banker 1000", "place b 2 banker 1000"},
		{"`increase` a 1 player 100", "increase a 1 player 100"},
		{"`withdraw` a 1 player (all of it)", "withdraw a 1 player"},
		{"`close`", "close"},
		{"`deal` 6D", "deal 6D"},
		{"`deal` CUT", "deal CUT"},
		{"`deal` a foreign card", "deal foreign"},
		{"`power-failure`", "power-failure"},
		{"`terminal-failure` 1", "terminal-failure 1"},
		{"`simultaneous-draw` known", "simultaneous-draw known"},
		{"`simultaneous-draw` unknown", "simultaneous-draw unknown"},
		{"`device-reset`", "device-reset"},
		{"`choose` a play-on", "choose a play-on"},
		{"`choose` a withdraw-all", "choose a withdraw-all"},
		{"`settle`", "settle"},
		{"`decline-option`", "decline-option"},
	}
	for _, k := range reference.IrregularityKinds {
		rows = append(rows, [2]string{"`irregularity` " + k, "irregularity " + k})
	}
	return rows
}

// matrix renders the state x event matrix of one family.
func (d *tdGen) matrix(f *tdFamily) string {
	t := d.t
	var cols []tdSituation
	var unreachable []string
	for _, sit := range tdSituations {
		reach := sit.only == nil || slices.Contains(sit.only, f.key)
		for _, r := range d.play(f, tdSettings{}, sit.script) {
			got := "idle"
			refused := ""
			for i, st := range r.res.Steps {
				got = st.State
				if !st.Accepted && refused == "" {
					refused = fmt.Sprintf("event %d of its script (`%s`) is refused `%s`", i+1, st.Event, st.Code)
				}
			}
			if refused == "" {
				refused = "its script ends in state " + got
			}
			ok := !strings.Contains(refused, "refused") && got == sit.state
			if ok != reach {
				t.Fatalf("%s: the script of column %q (%s) reaches %s (%s); the document says it is %s", r.g.ID, sit.head, strings.Join(sit.script, "; "), got, refused, map[bool]string{true: "reachable", false: "unreachable"}[reach])
			}
			if !reach && r.g == f.games[0] {
				unreachable = append(unreachable, fmt.Sprintf("%s (%s)", sit.head, refused))
			}
		}
		if reach {
			cols = append(cols, sit)
		}
	}
	var b strings.Builder
	b.WriteString("| event |")
	for _, c := range cols {
		fmt.Fprintf(&b, " %s |", c.head)
	}
	b.WriteString("\n|---|")
	for range cols {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, row := range tdMatrixEvents() {
		fmt.Fprintf(&b, "| %s |", row[0])
		for _, sit := range cols {
			runs := d.play(f, tdSettings{}, tdWith(sit.script, row[1]))
			cells := make([]tdCell, len(runs))
			for i, r := range runs {
				cells[i] = tdCellOf(r.g, r.step(len(r.ends)-1))
			}
			s, err := tdJoin(f, cells)
			if err != nil {
				t.Fatalf("matrix, %s in %s: %v", row[1], sit.head, err)
			}
			if st := runs[0].step(len(runs[0].ends) - 1); st.Accepted && st.State == "void" {
				// settled, for the void reasons of the vocabulary
				d.play(f, tdSettings{}, tdWith(sit.script, row[1], "settle"))
			}
			fmt.Fprintf(&b, " %s |", s)
		}
		b.WriteString("\n")
	}
	if len(unreachable) > 0 {
		fmt.Fprintf(&b, "\nNot reachable in this family, so not shown: %s.\n", strings.Join(unreachable, "; "))
	}
	return b.String()
}

// fixture renders the scripts that reach the matrix's columns.
func (d *tdGen) fixture() string {
	var b strings.Builder
	b.WriteString("| column | reached by |\n|---|---|\n")
	for _, s := range tdSituations {
		script := "(a new table)"
		if s.script != nil {
			script = "`" + strings.Join(s.script, "; ") + "`"
		}
		only := ""
		if s.only != nil {
			only = " (Tiger games only)"
		}
		fmt.Fprintf(&b, "| %s%s | %s |\n", s.head, only, script)
	}
	return b.String()
}

// ---------------------------------------------------------------------
// Cases: conditions within a cell, one table per topic.

type tdCase struct {
	what     string
	settings tdSettings
	script   []string
}

func tdCfg(text string, cfg func(x string) adapter.TableConfig) tdSettings {
	return tdSettings{text: text, cfg: cfg}
}

func tdLimits(min, max int64) func(string) adapter.TableConfig {
	return func(string) adapter.TableConfig {
		return adapter.TableConfig{Limits: adapter.TableLimits{Min: min, Max: max}}
	}
}

var (
	tdLim     = tdCfg("limits 500-2000", tdLimits(500, 2000))
	tdDiff    = tdCfg("differential 1000", func(string) adapter.TableConfig { return adapter.TableConfig{Differential: 1000} })
	tdHLGA    = tdCfg("hlga", func(string) adapter.TableConfig { return adapter.TableConfig{HLGA: true} })
	tdHLGA21  = tdSettings{text: "hlga, reading 21=discretionary", cfg: tdHLGA.cfg, readings: reference.Readings{OptionDiscretionary: true}}
	tdMethodA = tdCfg("method A", func(string) adapter.TableConfig { return adapter.TableConfig{Method: "A"} })
	tdMethodB = tdCfg("method B", func(string) adapter.TableConfig { return adapter.TableConfig{Method: "B"} })
	tdMethodC = tdCfg("hlga, method C", func(string) adapter.TableConfig { return adapter.TableConfig{HLGA: true, Method: "C"} })
	tdDecks4  = tdSettings{text: "decks 4", decks: 4}
	tdTwoBets = []string{"open", "place a 1 player 1000", "place b 2 banker 1000", "close", "deal 5H 6S"}
)

var tdCaseGroups = []struct {
	name  string
	cases []tdCase
}{
	{"settings", []tdCase{
		{"limits for every wager", tdLim, nil},
		{"limits for one wager only", tdCfg("tie limits 0-500", func(string) adapter.TableConfig {
			return adapter.TableConfig{Limits: adapter.TableLimits{Wagers: map[string]adapter.TableLimit{"tie": {Max: 500}}}}
		}), nil},
		{"limits for a wager the game does not offer", tdCfg("X limits 0-500", func(x string) adapter.TableConfig {
			return adapter.TableConfig{Limits: adapter.TableLimits{Wagers: map[string]adapter.TableLimit{x: {Max: 500}}}}
		}), nil},
		{"a minimum above the maximum", tdCfg("limits 3000-2000", tdLimits(3000, 2000)), nil},
		{"a negative limit", tdCfg("limits -1-0", tdLimits(-1, 0)), nil},
		{"at most 2 wagers per playing area", tdCfg("maxWagersPerArea 2", func(string) adapter.TableConfig { return adapter.TableConfig{MaxWagersPerArea: 2} }), nil},
		{"at most 4 wagers per playing area", tdCfg("maxWagersPerArea 4", func(string) adapter.TableConfig { return adapter.TableConfig{MaxWagersPerArea: 4} }), nil},
		{"a negative number of wagers per playing area", tdCfg("maxWagersPerArea -1", func(string) adapter.TableConfig { return adapter.TableConfig{MaxWagersPerArea: -1} }), nil},
		{"a table differential", tdDiff, nil},
		{"a negative table differential", tdCfg("differential -1", func(string) adapter.TableConfig { return adapter.TableConfig{Differential: -1} }), nil},
		{"a table in the high limit gaming area", tdHLGA, nil},
		{"card handling by Method A", tdMethodA, nil},
		{"card handling by Method D", tdCfg("method D", func(string) adapter.TableConfig { return adapter.TableConfig{Method: "D"} }), nil},
		{"Method C outside the HLGA", tdCfg("method C", func(string) adapter.TableConfig { return adapter.TableConfig{Method: "C"} }), nil},
		{"Method C in the HLGA", tdMethodC, nil},
		{"a rounding unit of 100", tdCfg("rounding 100", func(string) adapter.TableConfig { return adapter.TableConfig{Rounding: 100} }), nil},
		{"a negative rounding unit", tdCfg("rounding -1", func(string) adapter.TableConfig { return adapter.TableConfig{Rounding: -1} }), nil},
		{"3 decks", tdSettings{text: "decks 3", decks: 3}, nil},
		{"11 decks", tdSettings{text: "decks 11", decks: 11}, nil},
	}},
	{"wagers", []tdCase{
		{"position 0", tdSettings{}, []string{"open", "place a 0 player 100"}},
		{"a wager the game does not offer", tdSettings{}, []string{"open", "place a 1 X 100"}},
		{"an amount of 0", tdSettings{}, []string{"open", "place a 1 player 0"}},
		{"an amount over 10^12", tdSettings{}, []string{"open", "place a 1 player 1000000000001"}},
		{"a second wager by the same player in one playing area", tdSettings{}, []string{"open", "place a 1 player 100", "place a 1 player 200"}},
		{"the same wager by the same player at another position", tdSettings{}, []string{"open", "place a 1 player 100", "place a 2 player 200"}},
		{"a fourth player's wager in one playing area", tdSettings{}, []string{"open", "place a 1 player 100", "place b 1 player 100", "place c 1 player 100", "place d 1 player 100"}},
		{"a fourth wager at one position, in another playing area", tdSettings{}, []string{"open", "place a 1 player 100", "place b 1 player 100", "place c 1 player 100", "place d 1 banker 100"}},
		{"a second player's wager where the pit manager allows one", tdCfg("maxWagersPerArea 1", func(string) adapter.TableConfig { return adapter.TableConfig{MaxWagersPerArea: 1} }), []string{"open", "place a 1 player 100", "place b 1 player 100"}},
		{"a wager withdrawn in the betting window frees its place", tdCfg("maxWagersPerArea 1", func(string) adapter.TableConfig { return adapter.TableConfig{MaxWagersPerArea: 1} }), []string{"open", "place a 1 player 100", "withdraw a 1 player", "place b 1 player 100"}},
		{"increasing a wager that is not there", tdSettings{}, []string{"open", "increase a 1 player 100"}},
		{"increasing a wager past 10^12", tdSettings{}, []string{"open", "place a 1 player 1000000000000", "increase a 1 player 1"}},
		{"withdrawing part of a wager", tdSettings{}, []string{"open", "place a 1 player 1000", "withdraw a 1 player 400"}},
		{"withdrawing more than the wager", tdSettings{}, []string{"open", "place a 1 player 1000", "withdraw a 1 player 1001"}},
		{"withdrawing a wager that is not there", tdSettings{}, []string{"open", "withdraw a 1 player"}},
		{"closing with no wager on the table", tdSettings{}, []string{"open", "close"}},
		{"after the close, withdrawing part of a wager", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "withdraw a 1 player 400"}},
		{"after the close, withdrawing a wager that is not there", tdSettings{}, []string{"open", "close", "withdraw a 1 player"}},
	}},
	{"limits", []tdCase{
		{"a wager over the maximum", tdLim, []string{"open", "place a 1 player 2500"}},
		{"a wager under the minimum", tdLim, []string{"open", "place a 1 player 100"}},
		{"a wager of the minimum", tdLim, []string{"open", "place a 1 player 500"}},
		{"a wager of the maximum", tdLim, []string{"open", "place a 1 player 2000"}},
		{"an increase past the maximum", tdLim, []string{"open", "place a 1 player 1000", "increase a 1 player 1500"}},
		{"a partial withdrawal below the minimum", tdLim, []string{"open", "place a 1 player 1000", "withdraw a 1 player 600"}},
		{"a whole withdrawal", tdLim, []string{"open", "place a 1 player 1000", "withdraw a 1 player"}},
		{"a wager whose own limits replace the table's: under the table's minimum", tdCfg("limits 500-2000, tie limits 0-100", func(string) adapter.TableConfig {
			return adapter.TableConfig{Limits: adapter.TableLimits{Min: 500, Max: 2000, Wagers: map[string]adapter.TableLimit{"tie": {Max: 100}}}}
		}), []string{"open", "place a 1 tie 50"}},
		{"a wager whose own limits replace the table's: over its own maximum", tdCfg("limits 500-2000, tie limits 0-100", func(string) adapter.TableConfig {
			return adapter.TableConfig{Limits: adapter.TableLimits{Min: 500, Max: 2000, Wagers: map[string]adapter.TableLimit{"tie": {Max: 100}}}}
		}), []string{"open", "place a 1 tie 200"}},
	}},
	{"differential", []tdCase{
		{"Banker 2500 against Player 500", tdDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "close"}},
		{"Player 2500 alone", tdDiff, []string{"open", "place a 1 player 2500", "close"}},
		{"a difference of exactly the limit", tdDiff, []string{"open", "place a 1 banker 1500", "place b 2 player 500", "close"}},
		{"other wagers do not count", tdDiff, []string{"open", "place a 1 tie 5000", "close"}},
		{"a wager over the maximum counts whole", tdCfg("differential 1000, limits 0-2000", func(string) adapter.TableConfig {
			return adapter.TableConfig{Differential: 1000, Limits: adapter.TableLimits{Max: 2000}}
		}), []string{"open", "place a 1 banker 2500", "place b 2 player 1200", "close"}},
		{"the higher side decreased to the limit", tdDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "withdraw a 1 banker 1000", "close"}},
		{"no differential is checked before the close", tdDiff, []string{"open", "place a 1 banker 2500"}},
		{"the Pit Manager removes a wager when the players' decrease falls short", tdDiff, []string{"open", "place a 1 banker 1500", "place c 3 banker 1000", "place b 2 player 500", "close", "withdraw a 1 banker 200", "close", "remove-wager c 3 banker"}},
		{"after the Pit Manager's removal, bets close without the wager", tdDiff, []string{"open", "place a 1 banker 1500", "place c 3 banker 1000", "place b 2 player 500", "close", "remove-wager c 3 banker", "close"}},
		{"a removal before the players were asked to change their wagers", tdDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "remove-wager a 1 banker"}},
		{"a removal from the side that may increase", tdDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "close", "remove-wager b 2 player"}},
		{"a removal once the players' changes meet the differential", tdDiff, []string{"open", "place a 1 banker 2500", "place b 2 player 500", "close", "withdraw a 1 banker 1000", "remove-wager a 1 banker"}},
		{"a removal with no table differential", tdSettings{}, []string{"open", "place a 1 banker 2500", "remove-wager a 1 banker"}},
	}},
	{"cards", []tdCase{
		{"the last card of the round", tdSettings{}, []string{"open", "close", "deal 5H 6S KD QC 6D 4C"}},
		{"a natural completes the round on the fourth card", tdSettings{}, []string{"open", "close", "deal 9H 2S KD QC"}},
		{"the cutting card during the round", tdSettings{}, []string{"open", "close", "deal 5H 6S CUT"}},
		{"a second cutting card in one round", tdSettings{}, []string{"open", "close", "deal CUT 5H CUT"}},
		{"the cutting card first, in the HLGA", tdHLGA, []string{"open", "place a 1 player 100", "close", "deal CUT"}},
		{"the cutting card first, in the HLGA, with no wager", tdHLGA, []string{"open", "close", "deal CUT"}},
		{"the cutting card second, in the HLGA", tdHLGA, []string{"open", "place a 1 player 100", "close", "deal 5H CUT"}},
		{"the Dealer declines the option of the cutting card first, in the HLGA", tdHLGA, []string{"open", "place a 1 player 100", "close", "deal CUT", "decline-option"}},
		{"the same under reading 21=discretionary", tdHLGA21, []string{"open", "place a 1 player 100", "close", "deal CUT", "decline-option"}},
		{"under reading 21=discretionary, a decline once a player has answered", tdHLGA21, []string{"open", "place a 1 player 100", "place b 2 banker 100", "close", "deal CUT", "choose a play-on", "decline-option"}},
		{"a decline with no option pending", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H", "decline-option"}},
		{"a foreign card", tdSettings{}, []string{"open", "close", "deal 5H foreign"}},
		{"a fifth Ace of Spades in a 4-deck round", tdDecks4, []string{"open", "close", "deal AS AS AS AS AS"}},
		{"a fifth Ace of Spades in the next round", tdDecks4, []string{"open", "close", "deal AS AS AS AS KD QC", "settle", "open", "close", "deal AS"}},
	}},
	{"power", []tdCase{
		{"a power failure with no wager on the table", tdSettings{}, []string{"open", "close", "power-failure"}},
		{"a power failure after the cutting card only", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal CUT", "power-failure"}},
		{"a power failure once the Player's pair is decided", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal QS 3H QD", "power-failure"}},
		{"a second power failure after the players chose", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H", "power-failure", "choose a play-on", "power-failure"}},
	}},
	{"terminals", []tdCase{
		{"a terminal fails in the betting window", tdSettings{}, []string{"open", "terminal-failure 2"}},
		{"a wager at the failed terminal", tdSettings{}, []string{"open", "terminal-failure 2", "place b 2 banker 100"}},
		{"a wager at another terminal", tdSettings{}, []string{"open", "terminal-failure 2", "place b 3 banker 100"}},
		{"increasing a wager the failed terminal had accepted", tdSettings{}, []string{"open", "place b 2 banker 100", "terminal-failure 2", "increase b 2 banker 100"}},
		{"withdrawing a wager the failed terminal had accepted", tdSettings{}, []string{"open", "place b 2 banker 100", "terminal-failure 2", "withdraw b 2 banker"}},
		{"a terminal fails after the close", tdSettings{}, []string{"open", "place b 2 banker 100", "close", "terminal-failure 2"}},
		{"the failed terminal in the next round", tdSettings{}, []string{"open", "terminal-failure 2", "close", "deal 5H 6S KD QC 6D 4C", "settle", "open", "place b 2 banker 100"}},
		{"terminal position 0", tdSettings{}, []string{"open", "terminal-failure 0"}},
	}},
	{"draw", []tdCase{
		{"order known, no wager on the table", tdSettings{}, []string{"open", "close", "simultaneous-draw known"}},
		{"order unknown, after the cutting card and 3 cards", tdSettings{}, []string{"open", "close", "deal 5H CUT 6S KD", "simultaneous-draw unknown"}},
		{"order unknown, after 5 cards", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H 6S KD QC 6D", "simultaneous-draw unknown"}},
		{"order unknown after 4 cards, the only wager decided by them (a Tiger table: the Tiger Pair)", tdMethodB, []string{"open", "place a 1 tiger-pair 100", "close", "deal 5H 6S KD QC", "simultaneous-draw unknown"}},
	}},
	{"reset", []tdCase{
		{"a device reset with no wager on the table", tdSettings{}, []string{"open", "close", "deal 5H", "device-reset"}},
		{"a device reset, one wager withdrawn", tdSettings{}, []string{"open", "place a 1 player 1000", "place a 1 tie 100", "close", "deal 5H", "device-reset", "withdraw a 1 tie"}},
		{"a device reset, the last player plays on", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a play-on"}},
		{"a device reset, the last player withdraws all", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a withdraw-all"}},
		{"after the reset: a new wager", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a withdraw-all", "place a 1 banker 500"}},
		{"after the reset: the close again, then the first card again", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "deal 5H", "device-reset", "choose a play-on", "close", "deal 5H"}},
		{"after a reset that followed the cutting card: the cutting card again", tdSettings{}, []string{"open", "place a 1 player 1000", "close", "deal 5H CUT", "device-reset", "choose a play-on", "close", "deal CUT"}},
		{"the same in the HLGA, the cutting card first", tdHLGA, []string{"open", "place a 1 player 1000", "close", "deal CUT", "choose a play-on", "device-reset", "choose a play-on", "close", "deal CUT"}},
	}},
	{"options", []tdCase{
		{"two players: one withdraws one wager on a single-wager option", tdSettings{}, tdWith(tdTwoBets, "simultaneous-draw known", "withdraw b 2 banker")},
		{"a partial withdrawal on the option", tdSettings{}, tdWith(tdTwoBets, "simultaneous-draw known", "withdraw b 2 banker 400")},
		{"a withdrawal by a player who has chosen", tdSettings{}, tdWith(tdTwoBets, "simultaneous-draw known", "choose a play-on", "withdraw a 1 player")},
		{"a withdrawal of a wager that is not there", tdSettings{}, tdWith(tdTwoBets, "power-failure", "withdraw a 1 tie")},
		{"a withdrawal of a wager the first four cards decided (a Tiger table: the Tiger Pair)", tdMethodB, []string{"open", "place a 1 player 1000", "place a 1 tiger-pair 100", "close", "deal 5H 6S KD QC", "simultaneous-draw known", "withdraw a 1 tiger-pair"}},
		{"a choice by a player who has chosen", tdSettings{}, tdWith(tdTwoBets, "simultaneous-draw known", "choose a play-on", "choose a play-on")},
		{"a choice by a player with no wager", tdSettings{}, tdWith(tdTwoBets, "simultaneous-draw known", "choose z play-on")},
		{"the first of two players chooses", tdSettings{}, tdWith(tdTwoBets, "power-failure", "choose a withdraw-all")},
		{"the last of two players chooses", tdSettings{}, tdWith(tdTwoBets, "power-failure", "choose a withdraw-all", "choose b play-on")},
		{"a choice with no option pending", tdSettings{}, []string{"open", "place a 1 player 100", "close", "choose a play-on"}},
	}},
	{"methods", []tdCase{
		{"Method A: the Player cards to the highest wager on Player", tdMethodA, []string{"open", "place a 1 player 500", "place b 2 player 800", "place c 3 banker 900", "close", "deal 5H 6S KD QC", "pass-cards player"}},
		{"Method A: a player's wagers at two positions count together", tdMethodA, []string{"open", "place b 3 player 800", "place a 1 player 500", "place a 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player"}},
		{"Method A: the Banker cards with no wager on Banker", tdMethodA, []string{"open", "place a 1 player 500", "close", "deal 5H 6S KD QC", "pass-cards banker"}},
		{"Method A: equal highest wagers: the first placed", tdMethodA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 3 player 800", "close", "deal 5H 6S KD QC", "pass-cards player"}},
		{"Method A: the first placed refuses: counter-clockwise, the next lower position", tdMethodA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 1 player 800", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}},
		{"Method A: counter-clockwise wraps from the lowest position to the highest", tdMethodA, []string{"open", "place a 1 player 800", "place b 5 player 800", "place c 3 player 800", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}},
		{"Method A: the holder withdraws (a power failure's option), then refuses: counter-clockwise from the wager they were passed the cards for", tdMethodA, []string{"open", "place a 2 player 800", "place b 5 player 800", "place c 1 player 800", "close", "deal 5H", "pass-cards player", "power-failure", "choose a withdraw-all", "choose b play-on", "choose c play-on", "refuse-cards a player"}},
		{"Method A: the highest refuses: the next highest", tdMethodA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}},
		{"Method A: every player refuses", tdMethodA, []string{"open", "place a 1 player 900", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards a player"}},
		{"Method A: a refusal by a player who does not hold the cards", tdMethodA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "refuse-cards b player"}},
		{"Method A: the holder of the Player cards is absent: the Dealer exposes them", tdMethodA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "handler-absent a player"}},
		{"Method A: after the Dealer exposed them, the next player refuses them", tdMethodA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "handler-absent a player", "refuse-cards b player"}},
		{"Method A: a player who does not hold the cards is absent", tdMethodA, []string{"open", "place a 1 player 900", "place b 2 player 500", "close", "deal 5H 6S KD QC", "pass-cards player", "handler-absent b player"}},
		{"Method B: the handler of the cards is absent", tdMethodB, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "handler-absent a player"}},
		{"Method A: the cards passed twice", tdMethodA, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player", "pass-cards player"}},
		{"Method A: the cards of a wager that is no hand", tdMethodA, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards tie"}},
		{"Method A: before any card is dealt", tdMethodA, []string{"open", "place a 1 player 900", "close", "pass-cards player"}},
		{"Method B: the cards passed to a player", tdMethodB, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}},
		{"Method A: a player takes the dealing device", tdMethodA, []string{"open", "take-device a"}},
		{"no method declared: the cards passed", tdSettings{}, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}},
		{"Method C: a player with a wager takes the dealing device", tdMethodC, []string{"open", "place a 1 banker 500", "take-device a"}},
		{"Method C: a player with no wager takes it", tdMethodC, []string{"take-device a"}},
		{"Method C: a player with no wager takes it with the Assistant Casino Manager's permission", tdMethodC, []string{"take-device a permitted"}},
		{"Method C: a second player takes it", tdMethodC, []string{"take-device a permitted", "take-device b permitted"}},
		{"Method C: during the deal", tdMethodC, []string{"open", "close", "deal 5H", "take-device a"}},
		{"Method C: the holder relinquishes it", tdMethodC, []string{"take-device a permitted", "relinquish-device a"}},
		{"Method C: another player relinquishes it", tdMethodC, []string{"take-device a permitted", "relinquish-device b"}},
		{"Method C: the holder's Banker wager loses", tdMethodC, []string{"open", "place a 1 banker 500", "take-device a", "close", "deal 9H 2S KD QC", "settle"}},
		{"Method C: the holder's Banker wager wins", tdMethodC, []string{"open", "place a 1 banker 500", "take-device a", "close", "deal 2H 9S KD QC", "settle"}},
		{"Method C: the holder's side wager loses", tdMethodC, []string{"open", "place a 1 tie 500", "take-device a", "close", "deal 9H 2S KD QC", "settle"}},
		{"Method C: after the holder's loss, another player takes it", tdMethodC, []string{"open", "place a 1 banker 500", "take-device a", "close", "deal 9H 2S KD QC", "settle", "take-device b permitted"}},
		{"Method C: a Player passed the cards", tdMethodC, []string{"open", "place a 1 player 900", "close", "deal 5H 6S", "pass-cards player"}},
		{"the method changed between rounds", tdMethodA, []string{"open", "place a 1 player 900", "close", "deal 9H 2S KD QC", "settle", "change-method B"}},
		{"the method changed once the round has begun", tdMethodA, []string{"open", "change-method B"}},
		{"the method changed to one that is not", tdMethodA, []string{"change-method D"}},
		{"the method changed to Method C outside the HLGA", tdMethodA, []string{"change-method C"}},
		{"the method changed from Method C: the dealer takes the device back", tdMethodC, []string{"take-device a permitted", "change-method A"}},
	}},
	{"irregularities", []tdCase{
		{"a face-up card before any card is dealt", tdSettings{}, []string{"open", "close", "irregularity face-up-card"}},
		{"a kind the kit does not know", tdSettings{}, []string{"open", "close", "irregularity dropped-card"}},
		{"a kind the kit does not know, with no round in play", tdSettings{}, []string{"irregularity dropped-card"}},
		{"a kind with no clause in the document, while betting is open", tdSettings{}, []string{"open", "irregularity misdelivery"}},
		{"cards misdelivered once the round is complete", tdSettings{}, []string{"open", "close", "deal 9H 2S KD QC", "irregularity misdelivery"}},
		{"unshuffled cards found during the round", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 9H 2S", "irregularity unshuffled-cards", "settle"}},
		{"a player leaves with cards during the round", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H 6S KD QC", "irregularity player-left-with-cards", "deal 6D TS", "settle"}},
		{"a player leaves with cards; the two set aside, 4D then 9C, give the Player 9 against 2", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 4D 9C", "settle"}},
		{"the same two set aside the other way, 9C then 4D: the Banker 7 against 4", tdSettings{}, []string{"open", "place a 1 player 100", "close", "deal 5H 3S KD KC", "irregularity player-left-with-cards", "deal 9C 4D", "settle"}},
		{"a player leaves with cards under Method B, where players do not handle them", tdMethodB, []string{"open", "place a 1 player 100", "close", "deal 5H 6S", "irregularity player-left-with-cards"}},
		{"a player leaves with cards under Method A", tdMethodA, []string{"open", "place a 1 player 100", "close", "deal 5H 6S", "irregularity player-left-with-cards"}},
	}},
}

// tdSettingsText renders settings for a case table.
func tdSettingsText(s tdSettings) string {
	if s.text == "" {
		return ""
	}
	return "`" + s.text + "`"
}

// cases renders one group of cases: what the case's last event does in
// each family.
func (d *tdGen) cases(name string) string {
	t := d.t
	var group []tdCase
	for _, g := range tdCaseGroups {
		if g.name == name {
			group = g.cases
		}
	}
	if group == nil {
		t.Fatalf("no case group %q", name)
	}
	var b strings.Builder
	b.WriteString("| case | settings | events |")
	for _, f := range d.fams {
		fmt.Fprintf(&b, " %s |", f.short())
	}
	b.WriteString("\n|---|---|---|")
	for range d.fams {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, c := range group {
		events := ""
		if len(c.script) > 0 {
			events = "`" + strings.Join(c.script, "; ") + "`"
		}
		fmt.Fprintf(&b, "| %s | %s | %s |", c.what, tdSettingsText(c.settings), events)
		for _, f := range d.fams {
			runs := d.play(f, c.settings, c.script)
			cells := make([]tdCell, len(runs))
			for i, r := range runs {
				cells[i] = tdCaseCell(r)
			}
			s, err := tdJoin(f, cells)
			if err != nil {
				t.Fatalf("case %q: %v", c.what, err)
			}
			fmt.Fprintf(&b, " %s |", s)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// tdCaseCell is the outcome of a case: the settings refused, an earlier
// event refused (the case does not arise), or what the last event did. A
// close refused for the table differential is no such event: it is how
// the players are asked to change their wagers (Tiger 5.18.1), the step
// before the Pit Manager's removal (5.18.3).
func tdCaseCell(r *tdRun) tdCell {
	if r.cfgErr != nil {
		return tdCell{Text: "settings refused: `invalid` (`" + r.cfgErr.Code + "`)", Clause: tdStripClause(r.g, r.cfgErr.Clause)}
	}
	if len(r.ends) == 0 {
		return tdCell{Text: "accepted"}
	}
	last := len(r.ends) - 1
	for i, st := range r.res.Steps[:r.ends[last]] {
		if !st.Accepted && st.Code != reference.CodeDifferentialExceeded {
			return tdCell{Text: fmt.Sprintf("does not arise: event %d (`%s`) is refused `%s`", i+1, st.Event, st.Code)}
		}
	}
	return tdCellOf(r.g, r.step(last))
}

// ---------------------------------------------------------------------
// Settlement cases: whole rounds and their settlements.

type tdSettle struct {
	what     string
	game     reference.GameID
	settings tdSettings
	script   []string
}

var tdSettles = []tdSettle{
	{"Over the maximum, won and lost (interpretation 10)", "mbs-tiger-v2", tdCfg("limits 0-2000", tdLimits(0, 2000)),
		[]string{"open", "place a 1 banker 2500", "place b 2 player 2500", "close", "deal 3S 9H 4D KC", "settle"}},
	{"Under the minimum: the player's wagers of the round of the first paid or collected are all played, those of the next round returned (interpretations 10, 19)", "mbs-tiger-ncb-v5", tdCfg("limits 500-0", tdLimits(500, 0)),
		[]string{"open", "place a 1 player 100", "place a 1 tie 100", "place b 2 banker 100", "close", "deal 3S 9H 4D KC", "settle",
			"open", "place a 1 player 100", "place b 2 banker 100", "close", "deal 3S 9H 4D KC", "settle"}},
	{"Under the minimum: a push or a void round does not use up the player's one (interpretation 19)", "mbs-tiger-v2", tdCfg("limits 500-0", tdLimits(500, 0)),
		[]string{"open", "place a 1 player 100", "close", "deal 9S 9H KD QC", "settle",
			"open", "place a 1 player 100", "close", "deal 5H 6S", "irregularity order-altered", "settle",
			"open", "place a 1 player 100", "close", "deal 3S 9H 4D KC", "settle"}},
	{"A late withdrawal stands (No Commission v6 5.7)", "mbs-ncb-v6", tdSettings{},
		[]string{"open", "place a 1 banker 1000", "close", "deal 5H 6S", "withdraw a 1 banker", "deal KD QC 6D TS", "settle"}},
	{"Withdrawn on a power failure's option, all or nothing (Tiger v2 5.17.1)", "mbs-tiger-v2", tdSettings{},
		[]string{"open", "place a 1 banker 1000", "place a 1 tie 100", "place b 2 player 500", "close", "deal 5H 6S",
			"power-failure", "choose a withdraw-all", "choose b play-on", "deal KD QC 6D 4C", "settle"}},
	{"Withdrawn on the option of the cutting card first in the HLGA, one wager (Tiger NCB v5 3.17.1)", "mbs-tiger-ncb-v5", tdHLGA,
		[]string{"open", "place a 1 banker 1000", "place a 1 tie 100", "close", "deal CUT", "withdraw a 1 tie", "choose a play-on",
			"deal 5H 6S KD QC 6D 4C", "settle"}},
	{"Cards drawn together after the initial deal: withdrawing all the remaining wagers leaves the Tiger Pair the first four cards lost (Tiger v2 5.8.2.2, 3.14)", "mbs-tiger-v2", tdSettings{},
		[]string{"open", "place a 1 player 1000", "place a 1 tiger-pair 100", "place b 2 banker 500", "close", "deal 5H 6S KD QC",
			"simultaneous-draw unknown", "choose a withdraw-all", "choose b play-on", "deal 6D TS", "settle"}},
	{"A device reset: wagers withdrawn on it leave the round, the cards before it are no part of it (Tiger v2 5.9, interpretation 20)", "mbs-tiger-v2", tdSettings{},
		[]string{"open", "place a 1 banker 1000", "place b 2 player 500", "close", "deal 7C", "device-reset", "choose a withdraw-all",
			"choose b play-on", "close", "deal 5H 6S KD QC 6D 4C", "settle"}},
	{"A foreign card voids the round (6 Star 5.1)", "mbs-6star-ncb-2017", tdSettings{},
		[]string{"open", "place a 1 player 1000", "place a 1 element-bonus 100", "close", "deal 5H foreign", "settle"}},
	{"An extra card voids the round (Tiger v2 5.1, interpretation 13)", "mbs-tiger-v2", tdDecks4,
		[]string{"open", "place a 1 player 1000", "close", "deal AS AS AS AS AS", "settle"}},
	{"A technical interruption before any outcome is established voids the round (Electronic 5.9.1)", "mbs-etg-v4-tiger", tdSettings{},
		[]string{"open", "place t 1 banker 1000", "place t 1 tiger 100", "close", "deal 5H 6S", "power-failure", "settle"}},
	{"The cutting card during a round: its round is the last of the shoe (interpretation 12)", "mbs-etg-v4-ncb", tdSettings{},
		[]string{"open", "place t 1 player 1000", "close", "deal 5H 6S CUT KD QC 6D 4C", "settle"}},
	{"Rounding down to the unit (interpretation 4, 16)", "mbs-tiger-v2", tdCfg("rounding 100", func(string) adapter.TableConfig { return adapter.TableConfig{Rounding: 100} }),
		[]string{"open", "place a 1 banker 1050", "close", "deal 3S 9H 4D KC", "settle"}},
}

// settlements renders the settlement cases.
func (d *tdGen) settlements() string {
	t := d.t
	var b strings.Builder
	for i, c := range tdSettles {
		g, err := reference.LookupGame(c.game)
		if err != nil {
			t.Fatal(err)
		}
		var fam *tdFamily
		for _, f := range d.fams {
			if slices.Contains(f.games, g) {
				fam = f
			}
		}
		r, err := tdPlay(g, fam.notOffered, c.settings, c.script)
		if err != nil || r.cfgErr != nil {
			t.Fatalf("settlement case %q: %v %v", c.what, err, r.cfgErr)
		}
		d.record(fam, r)
		for j, st := range r.res.Steps {
			if !st.Accepted {
				t.Fatalf("settlement case %q: event %d (%s) refused %s: %s", c.what, j+1, st.Event, st.Code, st.Detail)
			}
		}
		if len(r.res.Rounds) == 0 {
			t.Fatalf("settlement case %q settles no round", c.what)
		}
		fmt.Fprintf(&b, "%d. **%s.** `%s`", i+1, c.what, c.game)
		if c.settings.text != "" {
			fmt.Fprintf(&b, ", settings `%s`", c.settings.text)
		}
		fmt.Fprintf(&b, ": `%s`\n\n", strings.Join(c.script, "; "))
		b.WriteString("   | round | hands | player | position | wager | stake | played | result | win | returned | bonus | odds | notes |\n")
		b.WriteString("   |---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
		for _, rd := range r.res.Rounds {
			hands := fmt.Sprintf("%s (%d) / %s (%d), ", strings.Join(rd.Player, " "), rd.PlayerTotal, strings.Join(rd.Banker, " "), rd.BankerTotal)
			if rd.Void != "" {
				hands += "void `" + rd.Void + "`"
			} else {
				hands += "`" + rd.Winner + "` wins"
			}
			if rd.CutCard {
				hands += ", cutCard"
			}
			if len(rd.Settlements) == 0 {
				fmt.Fprintf(&b, "   | %d | %s | (no wager) |||||||||||\n", rd.Round, hands)
			}
			for _, s := range rd.Settlements {
				odds := s.Odds
				if odds == "" {
					odds = "null"
				}
				fmt.Fprintf(&b, "   | %d | %s | %s | %d | %s | %d | %d | `%s` | %d | %d | %d | %s | %s |\n",
					rd.Round, hands, s.Player, s.Position, s.Wager, s.Stake, s.Played, s.Result, s.Win, s.Returned, s.Bonus, odds, strings.Join(s.Notes, ", "))
			}
		}
		b.WriteString("\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// ---------------------------------------------------------------------
// Outcome established.

// wagerOrder renders every game's wagers in table order.
func (d *tdGen) wagerOrder() string {
	var b strings.Builder
	b.WriteString("| game | wagers in table order (optional ones marked *) |\n|---|---|\n")
	for _, g := range reference.Games() {
		var ws []string
		for _, w := range g.Wagers {
			s := "`" + string(w.ID) + "`"
			if w.Optional {
				s += "*"
			}
			ws = append(ws, s)
		}
		fmt.Fprintf(&b, "| `%s` | %s |\n", g.ID, strings.Join(ws, ", "))
	}
	return b.String()
}

// established renders, for every game, whether the outcome is established
// after each card of a round, and its witness; on the games with a power
// failure rule the table's power-failure step must say the same.
func (d *tdGen) established(cards string) string {
	t := d.t
	toks := strings.Fields(cards)
	var b strings.Builder
	b.WriteString("| game |")
	for k := range toks {
		fmt.Fprintf(&b, " %d card%s |", k, map[bool]string{true: "", false: "s"}[k == 1])
	}
	b.WriteString("\n|---|")
	for range toks {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, f := range d.fams {
		for _, g := range f.games {
			fmt.Fprintf(&b, "| `%s` |", g.ID)
			for k := range toks {
				var dealt []reference.Card
				for _, tok := range toks[:k] {
					c, err := reference.ParseCard(tablescript.Card(g, tok))
					if err != nil {
						t.Fatal(err)
					}
					dealt = append(dealt, c)
				}
				est, w := reference.OutcomeEstablished(g, 8, dealt)
				cell := "no"
				if est {
					cell = "`" + string(w) + "`"
				}
				script := []string{"open", "close"}
				if k > 0 {
					script = append(script, "deal "+strings.Join(toks[:k], " "))
				}
				r, err := tdPlay(g, f.notOffered, tdSettings{}, append(script, "power-failure"))
				if err != nil {
					t.Fatal(err)
				}
				d.record(f, r)
				st := r.step(len(r.ends) - 1)
				switch {
				case !st.Accepted && st.Code == reference.CodeNoRule:
				case !st.Accepted:
					t.Fatalf("%s: a power failure after %d cards is refused %s: %s", g.ID, k, st.Code, st.Detail)
				case *st.Established != est || st.Witness != string(w):
					t.Fatalf("%s after %d cards: the table's power failure says established %v witness %q; OutcomeEstablished says %v %q", g.ID, k, *st.Established, st.Witness, est, w)
				}
				fmt.Fprintf(&b, " %s |", cell)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// ---------------------------------------------------------------------
// Vocabulary: the reference's constants, described here, produced by the
// cases above.

// tdConsts returns the string constants of package reference whose names
// start with prefix, in source order, and the values of the typed iota
// constants of type typ.
func tdConsts(t *testing.T, prefix string) []string {
	t.Helper()
	var out []string
	tdWalkConsts(t, func(name string, typ string, lit *ast.BasicLit, _ int) {
		if strings.HasPrefix(name, prefix) && lit != nil && lit.Kind == token.STRING {
			v, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, v)
		}
	})
	return out
}

// tdTypedCount returns how many constants of type typ package reference
// declares (an iota enumeration from 0).
func tdTypedCount(t *testing.T, typ string) int {
	n := 0
	tdWalkConsts(t, func(_ string, ty string, _ *ast.BasicLit, _ int) {
		if ty == typ {
			n++
		}
	})
	return n
}

func tdWalkConsts(t *testing.T, fn func(name, typ string, lit *ast.BasicLit, iota int)) {
	t.Helper()
	files, err := filepath.Glob("../reference/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no reference sources: %v", err)
	}
	fset := token.NewFileSet()
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			typ := ""
			for i, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if vs.Type != nil {
					if id, ok := vs.Type.(*ast.Ident); ok {
						typ = id.Name
					} else {
						typ = ""
					}
				} else if len(vs.Values) > 0 {
					typ = ""
				}
				for j, name := range vs.Names {
					var lit *ast.BasicLit
					if j < len(vs.Values) {
						lit, _ = vs.Values[j].(*ast.BasicLit)
					}
					fn(name.Name, typ, lit, i)
				}
			}
		}
	}
}

// Descriptions of the vocabulary, by value. The test fails when the
// reference defines a value not described here, or this describes one it
// does not define.
var (
	tdStateMeaning = map[string]string{
		"idle":             "a new table: no round has been opened",
		"betting-open":     "\"Place your bets\" has been announced (3.1): wagers may be placed, increased and withdrawn",
		"betting-closed":   "\"No more bets\" has been announced (3.2) and no card of the round has been dealt (a cutting card counts as dealt)",
		"dealing":          "at least one card (or the cutting card) of the round has been dealt and the round is neither complete nor void",
		"awaiting-choices": "players have been offered the option to withdraw and not all have answered; Tiger games only",
		"complete":         "the Table of Play asks for no more cards: the round awaits settlement",
		"void":             "the round is void: settlement will return every stake",
		"settled":          "the round is settled; the next `open` starts another",
	}
	tdCodeMeaning = map[string]string{
		reference.CodeBettingNotOpen:       "a wager event or `close` with no round open (idle, settled)",
		reference.CodeBetsClosed:           "`place`, `increase` or `close` after \"No more bets\"; on an electronic game also `withdraw` after it",
		reference.CodeBetsNotClosed:        "an event of the deal (`deal`, `power-failure`, `simultaneous-draw`, `device-reset`, `irregularity`) while betting is open",
		reference.CodeRoundInProgress:      "`open` while a round is open and not settled; on the Tiger games also `take-device` once the round's first card is out, and `change-method` once the round has begun (3.9.2 / 3.8.2)",
		reference.CodeNoRoundInPlay:        "an event of the deal, `terminal-failure` or `settle` with no round open (idle, settled)",
		reference.CodeRoundComplete:        "an event of the deal after the round's last card, or after it became void",
		reference.CodeRoundNotComplete:     "`settle` before the round is complete or void",
		reference.CodeAwaitingChoices:      "any event but `choose`, `decline-option` (and `withdraw` on a single-wager option) while an option to withdraw is pending",
		reference.CodeNoOption:             "`choose` or `decline-option` with no option pending, or `choose`/`withdraw` by a player who is not among those still to choose",
		reference.CodeWithdrawAllOnly:      "`withdraw` of one wager while the pending option is all or nothing",
		reference.CodeWagerDecided:         "`withdraw`, on the option of cards drawn together, of a wager the cards dealt have already won or lost (the Tiger Pair after four cards): not a remaining wager, it settles as decided",
		reference.CodeDifferentialExceeded: "`close` while Player and Banker differ by more than the table differential",
		reference.CodeAreaFull:             "`place` in a playing area that holds the most wagers the table permits",
		reference.CodeWagerNotOffered:      "`place` or `increase` of a wager id the game does not offer",
		reference.CodeWagerExists:          "`place` by a player who already has that wager at that position (increase it instead)",
		reference.CodeNoSuchWager:          "`increase` or `withdraw` of a wager the player does not have at that position",
		reference.CodeInvalidAmount:        "an amount outside 1 to 10^12, a stake increased past it, a withdrawal of more than the wager, or a part withdrawal on an option",
		reference.CodeInvalidPlayer:        "an empty player id, or a position below 1",
		reference.CodeInvalidCard:          "a second cutting card in one round (a token that is no card makes the whole request `invalid`)",
		reference.CodeUnderMinimum:         "electronic games: a stake under its wager's minimum (on the Tiger games the same word is a notice)",
		reference.CodeOverMaximum:          "electronic games: a stake over its wager's maximum (on the Tiger games the same word is a notice)",
		reference.CodeTerminalDown:         "a wager event at a Player Terminal that failed during this round's betting",
		reference.CodeNoRule:               "the game's document has no clause for the event, the irregularity kind or the setting",
		reference.CodeUnknownEvent:         "an `irregularity` of a kind the kit does not know (an unknown event type makes the whole request `invalid`)",
		reference.CodeInvalidConfig:        "a setting out of range: the whole request is `invalid`",
		reference.CodeWrongMethod:          "Tiger games: a card-handling event the table's `method` does not have: `pass-cards` or `refuse-cards` but under Method A, `take-device` or `relinquish-device` but under Method C, or any of them with no `method` set; `irregularity` `player-left-with-cards` under Method B, where the players do not handle the cards (3.11.2 / 3.10.2)",
		reference.CodeNotAHand:             "`pass-cards`, `refuse-cards` or `handler-absent` naming something other than `player` or `banker`",
		reference.CodeCardsAlreadyPassed:   "a second `pass-cards` for a hand in one round (a refusal passes the cards on)",
		reference.CodeNotReceiver:          "`refuse-cards` or `handler-absent` by a player who does not hold that hand's cards (also once the Dealer has them)",
		reference.CodeDeviceHeld:           "`take-device` while a player controls the dealing device",
		reference.CodeNotHolder:            "`relinquish-device` by a player who does not control the dealing device",
		reference.CodeNoCards:              "`pass-cards` or `refuse-cards` after the close but before any card is dealt",
		reference.CodeRemovalNotNeeded:     "Tiger games: `remove-wager` before a `close` of this betting window was refused `differential-exceeded`, or once the totals meet the differential (5.18.3)",
		reference.CodeNotDecreaseSide:      "Tiger games: `remove-wager` of a wager not on the side with the higher total (5.18.3)",
		reference.CodeNoValidWager:         "`take-device` by a player with no wager on the table in the round (none before `open`) and no `permitted` (3.12.2 / 3.11.2)",
		reference.CodeInvalidMethod:        "`change-method` to a method other than A, B and C (3.9 / 3.8), or to C at a table outside the HLGA (3.9.2 / 3.8.2)",
		reference.CodeNotDiscretionary:     "Tiger games: `decline-option` of an option the rules do not leave to the Dealer (any but the cutting card's first at an HLGA table), of that option once a player has answered it, or of any option under the kit's reading of interpretation 21 (3.22.1 / 3.17.1)",
	}
	tdNoticeMeaning = map[string]string{
		reference.NoticeWithdrawalIgnored:       "a withdrawal after the close on a live game: the wager stands and is won or lost",
		reference.NoticeOverMaximum:             "Tiger games: the stake is over its maximum: it will be played as the maximum, the excess returned",
		reference.NoticeUnderMinimum:            "Tiger games: the stake is under its minimum: played unless the player had one paid or collected in an earlier round, else returned",
		reference.NoticeCutCard:                 "the cutting card: removed, the round goes on and is the last of the shoe",
		reference.NoticeRoundVoid:               "the round became void",
		reference.NoticeWithdrawOption:          "players are offered the option to withdraw (see `options`)",
		reference.NoticePlayContinues:           "an interruption that does not stop the round",
		reference.NoticeReconstructed:           "cards drawn together, or dealt in the wrong order, are put back in order; play continues",
		reference.NoticeTerminalDown:            "electronic games: a Player Terminal failed in the betting window; it takes no more wagers this round",
		reference.NoticeWithdrawn:               "wagers were withdrawn on an option",
		reference.NoticeBettingReopened:         "after a device reset and every player's choice, betting is open again",
		reference.NoticePlayedAsFaceDown:        "a card found face up is played as if face down",
		reference.NoticeOutcomeStands:           "cards misdelivered or exposed in error change nothing",
		reference.NoticeCardsPassed:             "Method A: the hand's cards are passed face down to the step's `receiver`",
		reference.NoticePitSupervisorDiscretion: "Method A: no player with a wager on the hand is left to receive its cards: the Pit Supervisor chooses (no `receiver`)",
		reference.NoticeDeviceTaken:             "Method C: the player now controls the dealing device",
		reference.NoticeDeviceRelinquished:      "Method C: the holder gave the dealing device up",
		reference.NoticeDeviceControlEnds:       "Method C, on `settle`: a wager of the device holder on Player or Banker lost: their control ends (interpretation 32)",
		reference.NoticeDealerExposes:           "Method A: the player holding the hand's cards is absent: the Dealer exposes them (Tiger 5.10); nobody holds them after",
		reference.NoticeWagerRemoved:            "Tiger games: the Pit Manager removed the wager, whole (5.18.3): it takes no part in the round",
		reference.NoticeMethodChanged:           "`change-method` between rounds: the method of the rounds to come (3.9.2 / 3.8.2)",
		reference.NoticeOptionDeclined:          "under reading 21=discretionary only: the Dealer declined the option of the cutting card first at an HLGA table (3.22.1 / 3.17.1); nobody withdraws and the round is dealt on",
	}
	tdReasonMeaning = map[string]string{
		reference.ReasonPowerFailure:     "a power failure with no outcome established (Tiger 5.17.1): all or nothing",
		reference.ReasonSimultaneousDraw: "cards drawn together: order known (Tiger 5.8.1), single wagers; order unknown after the initial deal (5.8.2.2), all or nothing",
		reference.ReasonDeviceReset:      "a device reset after the close (Tiger 5.9): single wagers; betting then reopens",
		reference.ReasonCutCard:          "the cutting card first in a round at an HLGA table (Tiger v2 3.22.1, Tiger NCB v5 3.17.1): single wagers",
	}
	tdKindMeaning = map[string]string{
		reference.IrregularityOrderAltered:        "the order of the cards in the shoe was altered and cannot be reconstructed: the round is void",
		reference.IrregularityIncorrectCardCount:  "a hand was dealt the wrong number of cards, or cards are extra or missing, and it cannot be put right: the round is void; may be reported once the round is complete",
		reference.IrregularityFaceUpCard:          "a card was found face up in the shoe (or exposed moving the device, Method C): played as if face down. Only once a playing card of the round has been dealt (5.6): before that, the cutting card alone included, it is refused `no-rule`",
		reference.IrregularityWrongOrder:          "cards dealt in the wrong order: reconstructed, play continues",
		reference.IrregularityMisdelivery:         "cards passed to the wrong player or exposed in error: the outcome stands",
		reference.IrregularityUnshuffledCards:     "the cards in use were found not to have been shuffled (Tiger v2 / Tiger NCB v5 5.1, Electronic 5.1): the round is void; refused `no-rule` on No Commission v6 and 6 Star, whose rules do not name it",
		reference.IrregularityPlayerLeftWithCards: "a player left the table with cards of the round whose values cannot be told (Tiger v2 / Tiger NCB v5 5.11): they are replaced by cards of the same suit and value and the round is completed with the cards that follow, in drawn order, and settled: `play-continues`, never void. Only once a card of the round is out",
	}
	tdResultMeaning = map[string]string{
		"lose":      "played and lost: `win` 0, `returned` the excess over the maximum if any",
		"win":       "played and won: `win` the amount won on `played`, `returned` the stake",
		"push":      "played, neither won nor lost: the stake returned",
		"void":      "the round is void: the stake returned",
		"returned":  "not played: an under-minimum wager of a round after the player's first was paid or collected (Tiger 5.14, interpretations 10, 19); the stake returned, `played` 0",
		"withdrawn": "withdrawn on an option after the close; the stake returned, `played` 0, the option's reason in `notes`",
	}
	tdVoidMeaning = map[string]string{
		"insufficient-cards":     "never in a table round: a round that has not had its cards cannot be settled (`round-not-complete`)",
		"foreign-card":           "a card of the other deck type was dealt (5.1)",
		"extra-card":             "a card was dealt more often in the round than the decks hold it (5.1)",
		"simultaneous-draw":      "cards drawn together in an order that cannot be ascertained (NCB and 6 Star 5.3, Tiger 5.8.2.1, Electronic 5.8.1)",
		"order-altered":          "an `irregularity` `order-altered`",
		"incorrect-card-count":   "an `irregularity` `incorrect-card-count`",
		"technical-interruption": "electronic games: a `power-failure` with no outcome established (Electronic 5.9.1)",
		"unshuffled-cards":       "an `irregularity` `unshuffled-cards`",
	}
)

// vocab renders one list: each value, its meaning, and where the
// document's cases produce it.
func (d *tdGen) vocab(kind string, values []string, meaning map[string]string) string {
	t := d.t
	for _, v := range values {
		if meaning[v] == "" {
			t.Errorf("the reference defines the %s %q, which %s does not describe: add it to the descriptions in adapter/table_doc_test.go", kind, v, tdDocPath)
		}
	}
	for v := range meaning {
		if !slices.Contains(values, v) {
			t.Errorf("the descriptions of adapter/table_doc_test.go describe the %s %q, which the reference does not define", kind, v)
		}
	}
	var b strings.Builder
	by := "produced in this document's cases by (event, and the families where not all)"
	switch kind {
	case "state":
		by = "accepted events that leave the table in it, in this document's cases"
	case "void":
		by = "made void in this document's cases by"
	case "kind":
		by = "accepted in this document's cases"
	}
	fmt.Fprintf(&b, "| %s | meaning | %s |\n|---|---|---|\n", kind, by)
	for _, v := range values {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", v, meaning[v], d.where(kind, v))
	}
	return b.String()
}

// where says which events of which families produced a value.
func (d *tdGen) where(kind, v string) string {
	seen := d.seen[kind][v]
	if len(seen) == 0 {
		return "none"
	}
	// events by the families they occur in
	byEvent := map[string][]string{}
	var events []string
	for k := range seen {
		ev, fam, _ := strings.Cut(k, "|")
		if byEvent[ev] == nil {
			events = append(events, ev)
		}
		byEvent[ev] = append(byEvent[ev], fam)
	}
	order := append([]string{"settings"}, func() []string {
		var s []string
		for _, e := range reference.EventTypes {
			s = append(s, string(e))
		}
		return s
	}()...)
	slices.SortFunc(events, func(a, b string) int { return slices.Index(order, a) - slices.Index(order, b) })
	var parts []string
	for _, ev := range events {
		fams := byEvent[ev]
		var names []string
		for _, f := range d.fams {
			if slices.Contains(fams, f.key) {
				names = append(names, f.short())
			}
		}
		s := "`" + ev + "`"
		if len(names) < len(d.fams) {
			s += " (" + strings.Join(names, ", ") + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// tdEnum returns the names of an iota enumeration through its String
// method, for n values from 0.
func tdEnum[T ~uint8](n int, name func(T) string) []string {
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, name(T(i)))
	}
	return out
}

// ---------------------------------------------------------------------
// Worked examples, through the protocol server.

type tdExample struct {
	game     string
	settings adapter.TableConfig
	script   []string
}

var tdExamples = map[string]tdExample{
	"example-tiger": {"mbs-tiger-v2", adapter.TableConfig{Limits: adapter.TableLimits{Min: 100, Max: 2000}, Differential: 1000},
		[]string{"open", "place a 1 banker 2500", "place b 2 player 500", "close", "increase b 2 player 1000", "close",
			"deal 3S 9H", "withdraw b 2 player", "deal 4D KC", "settle"}},
	"example-electronic": {"mbs-etg-v4-ncb", adapter.TableConfig{Limits: adapter.TableLimits{Min: 100, Max: 5000}},
		[]string{"open", "place t1 1 player 1000", "place t2 2 banker 6000", "place t2 2 banker 500", "place t2 2 player-pair 100", "close",
			"withdraw t1 1 player", "deal 5H 6S", "power-failure", "deal 7C", "settle", "open"}},
}

// example runs a worked example through protocol.Serve (the wire as
// bacctk engine writes it), validates both lines against the schemas and
// renders them indented.
func (d *tdGen) example(name string) string {
	t := d.t
	ex := tdExamples[name]
	g, err := reference.LookupGame(reference.GameID(ex.game))
	if err != nil {
		t.Fatal(err)
	}
	events, _, err := tablescript.Parse(g, "", ex.script)
	if err != nil {
		t.Fatal(err)
	}
	params, err := json.Marshal(adapter.TableRequest{Game: ex.game, Decks: 8, Config: ex.settings, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	req := fmt.Sprintf(`{"id":2,"method":"table","params":%s}`, params)
	in := `{"id":1,"method":"hello","params":{"protocol":1,"kit":"bacctk"}}` + "\n" + req + "\n"
	var out bytes.Buffer
	if err := protocol.Serve(context.Background(), refengine.New(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("example %s: %d answers to 2 requests:\n%s", name, len(lines), out.String())
	}
	resp := lines[1]
	if err := protocol.ValidateMessage("request.json", []byte(req)); err != nil {
		t.Errorf("example %s: the request breaks request.json: %v", name, err)
	}
	if err := protocol.ValidateMessage(protocol.ResponseSchema(protocol.MethodTable), []byte(resp)); err != nil {
		t.Errorf("example %s: the response breaks %s: %v", name, protocol.ResponseSchema(protocol.MethodTable), err)
	}
	var res struct {
		Result adapter.TableResult `json:"result"`
	}
	if err := json.Unmarshal([]byte(resp), &res); err != nil || len(res.Result.Steps) != len(events) {
		t.Fatalf("example %s: the response %s does not decode to %d steps: %v", name, resp, len(events), err)
	}
	var fam *tdFamily
	for _, f := range d.fams {
		if slices.Contains(f.games, g) {
			fam = f
		}
	}
	d.record(fam, &tdRun{g: g, res: res.Result})
	return "```json\n" + tdIndent(req) + "\n```\n\n```json\n" + tdIndent(resp) + "\n```\n"
}

// tdIndent lays out a protocol line for reading: objects and arrays down
// to the steps, rounds and settlements open on lines of their own; each
// event, step and settlement stays on one line. String literals are copied
// as they are.
func tdIndent(line string) string {
	type frame struct {
		open byte
		key  string
	}
	var stack []frame
	var b strings.Builder
	lastKey := ""
	breaks := func() bool {
		n := len(stack)
		if n <= 3 {
			return true
		}
		top := stack[n-1]
		return (n == 4 && top.open == '{' && stack[2].key == "rounds") || (n == 5 && top.key == "settlements")
	}
	indent := func() {
		b.WriteString("\n" + strings.Repeat("  ", len(stack)))
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch c {
		case '"':
			j := i + 1
			for ; j < len(line) && line[j] != '"'; j++ {
				if line[j] == '\\' {
					j++
				}
			}
			s := line[i : j+1]
			b.WriteString(s)
			if j+1 < len(line) && line[j+1] == ':' {
				lastKey, _ = strconv.Unquote(s)
			}
			i = j
		case '{', '[':
			stack = append(stack, frame{c, lastKey})
			lastKey = ""
			b.WriteByte(c)
			if breaks() && i+1 < len(line) && line[i+1] != '}' && line[i+1] != ']' {
				indent()
			}
		case '}', ']':
			br := breaks() && line[i-1] != '{' && line[i-1] != '['
			stack = stack[:len(stack)-1]
			if br {
				indent()
			}
			b.WriteByte(c)
		case ',':
			b.WriteByte(c)
			if breaks() {
				indent()
			}
		case ':':
			b.WriteByte(c)
			if breaks() {
				b.WriteByte(' ')
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// ---------------------------------------------------------------------
// The golden comparison.

const (
	tdBegin = "<!-- generated: %s (adapter/table_doc_test.go TestTableDoc; " + tdRegen + "); do not edit -->\n"
	tdEnd   = "<!-- end generated: %s -->"
)

// TestTableDoc: every generated part of docs/table.md is what the
// reference answers today. Regenerate with
// BACCTK_UPDATE_DOCS=1 go test ./adapter -run TestTableDoc.
func TestTableDoc(t *testing.T) {
	d := newTDGen(t)
	blocks := map[string]string{"fixture": d.fixture()}
	for _, f := range d.fams {
		blocks["matrix-"+f.key] = d.matrix(f)
	}
	for _, g := range tdCaseGroups {
		blocks["cases-"+g.name] = d.cases(g.name)
	}
	blocks["settlements"] = d.settlements()
	blocks["wager-order"] = d.wagerOrder()
	blocks["established-a"] = d.established("QS 3H QD 4C 5S")
	blocks["established-b"] = d.established("5H 6S KD QC 6D 4C")
	for name := range tdExamples {
		blocks[name] = d.example(name)
	}
	// The vocabulary last: it lists where the cases above produced each value.
	for _, f := range d.fams {
		if !f.options && d.seen["state"]["awaiting-choices"] != nil {
			for k := range d.seen["state"]["awaiting-choices"] {
				if strings.HasSuffix(k, "|"+f.key) {
					t.Errorf("the document says no event of %s offers an option to withdraw, but %s reached awaiting-choices", f.key, k)
				}
			}
		}
	}
	states := tdEnum(tdTypedCount(t, "TableState"), reference.TableState.String)
	blocks["states"] = d.vocab("state", states, tdStateMeaning)
	blocks["codes"] = d.vocab("code", tdConsts(t, "Code"), tdCodeMeaning)
	blocks["notices"] = d.vocab("notice", tdConsts(t, "Notice"), tdNoticeMeaning)
	blocks["reasons"] = d.vocab("reason", tdConsts(t, "Reason"), tdReasonMeaning)
	kinds := tdConsts(t, "Irregularity")
	if !slices.Equal(kinds, reference.IrregularityKinds) {
		t.Errorf("reference.IrregularityKinds %v lists other kinds than the Irregularity constants %v", reference.IrregularityKinds, kinds)
	}
	blocks["kinds"] = d.vocab("kind", kinds, tdKindMeaning)
	results := tdEnum(tdTypedCount(t, "Result"), reference.Result.String)
	for i := 1; i < tdTypedCount(t, "Disposition"); i++ {
		s := reference.TableSettlement{Disposition: reference.Disposition(i)}
		results = append(results, s.ResultName())
	}
	blocks["results"] = d.vocab("result", results, tdResultMeaning)
	voids := tdEnum(tdTypedCount(t, "VoidReason"), reference.VoidReason.String)[1:]
	blocks["voids"] = d.vocab("void", voids, tdVoidMeaning)
	for kind, values := range map[string][]string{"code": tdConsts(t, "Code"), "notice": tdConsts(t, "Notice"), "reason": tdConsts(t, "Reason"), "kind": kinds, "result": results, "state": states} {
		for _, v := range values {
			if kind == "state" && v == "idle" {
				for k := range d.seen[kind][v] {
					// The dealing device changes hands on a new table too.
					if strings.HasPrefix(k, "take-device|") || strings.HasPrefix(k, "relinquish-device|") || strings.HasPrefix(k, "change-method|") {
						delete(d.seen[kind][v], k)
					}
				}
				if len(d.seen[kind][v]) != 0 {
					t.Errorf("the document says no event leads back to idle, but %v do", d.seen[kind][v])
				}
				continue
			}
			if len(d.seen[kind][v]) == 0 {
				t.Errorf("no case of %s produces the %s %q: add one to adapter/table_doc_test.go", tdDocPath, kind, v)
			}
		}
	}
	for _, v := range voids {
		if n := len(d.seen["void"][v]); (n == 0) != (v == "insufficient-cards") {
			t.Errorf("void reason %q: made void by %d cases; the document says every reason but insufficient-cards arises at a table, and that one never", v, n)
		}
	}
	for kind, seen := range d.seen {
		for v := range seen {
			if kind == "note" {
				if !slices.Contains(append(tdConsts(t, "Notice"), tdConsts(t, "Reason")...), v) {
					t.Errorf("a settlement note %q is neither a notice nor an option reason", v)
				}
			}
		}
	}
	tdGolden(t, tdDocPath, blocks)
}

// tdGolden compares the generated blocks with the document, or rewrites
// them when BACCTK_UPDATE_DOCS is set.
func tdGolden(t *testing.T, path string, blocks map[string]string) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	updated := doc
	var diffs []string
	names := make([]string, 0, len(blocks))
	for n := range blocks {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		begin, end := fmt.Sprintf(tdBegin, name), fmt.Sprintf(tdEnd, name)
		i := strings.Index(updated, begin)
		j := strings.Index(updated, end)
		if i < 0 || j < i {
			t.Errorf("%s has no generated block %q: put the lines\n%s%s\nwhere it belongs and run %s", path, name, begin, end, tdRegen)
			continue
		}
		cur := updated[i+len(begin) : j]
		if cur != blocks[name] {
			diffs = append(diffs, fmt.Sprintf("block %q (-doc +reference):\n%s", name, cmp.Diff(cur, blocks[name])))
			updated = updated[:i+len(begin)] + blocks[name] + updated[j:]
		}
	}
	// A block the test no longer generates is stale.
	for rest := doc; ; {
		k := strings.Index(rest, "<!-- generated: ")
		if k < 0 {
			break
		}
		rest = rest[k+len("<!-- generated: "):]
		name, _, _ := strings.Cut(rest, " ")
		if _, ok := blocks[name]; !ok {
			t.Errorf("%s has a generated block %q that TestTableDoc does not generate", path, name)
		}
	}
	if len(diffs) == 0 {
		return
	}
	if os.Getenv("BACCTK_UPDATE_DOCS") != "" {
		if err := os.WriteFile(path, []byte(updated), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote %d generated blocks of %s", len(diffs), path)
		return
	}
	t.Errorf("%s is not what the reference answers; regenerate it with\n\t%s\n%s", path, tdRegen, strings.Join(diffs, "\n"))
}

// TestTableDocProtocolLists: the table section of docs/protocol.md lists
// every code and notice, every option reason and every void reason of a
// table round, and points to docs/table.md.
func TestTableDocProtocolLists(t *testing.T) {
	raw, err := os.ReadFile(tdProtoPath)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	start := strings.Index(doc, "\n### table\n")
	end := strings.Index(doc, "\n### bye\n")
	if start < 0 || end < start {
		t.Fatalf("%s has no table section between \"### table\" and \"### bye\"", tdProtoPath)
	}
	section := doc[start:end]
	if !strings.Contains(section, "table.md") {
		t.Errorf("the table section of %s does not point to docs/table.md", tdProtoPath)
	}
	row := func(prefix string) []string {
		for _, l := range strings.Split(section, "\n") {
			if strings.HasPrefix(l, prefix) {
				var out []string
				parts := strings.Split(l[len(prefix):], "`")
				for i := 1; i < len(parts); i += 2 {
					out = append(out, parts[i])
				}
				return out
			}
		}
		t.Errorf("the table section of %s has no row starting %q", tdProtoPath, prefix)
		return nil
	}
	check := func(what, prefix string, want []string) {
		got := row(prefix)
		for _, v := range want {
			if !slices.Contains(got, v) {
				t.Errorf("%s, row %q: %s %q is missing", tdProtoPath, prefix, what, v)
			}
		}
	}
	// An incomplete list ends in ", ..." or runs "` ... `"; JSON
	// placeholders ({"type": ...}, [...]) are not lists.
	for _, incomplete := range []string{", ...", "` ... `"} {
		if strings.Contains(section, incomplete) {
			t.Errorf("the table section of %s still has an incomplete list (%q)", tdProtoPath, incomplete)
		}
	}
	check("code or notice", "| `code` |", append(tdConsts(t, "Code"), tdConsts(t, "Notice")...))
	check("option reason", "| `options` |", tdConsts(t, "Reason"))
	voids := tdEnum(tdTypedCount(t, "VoidReason"), reference.VoidReason.String)[1:]
	check("void reason", "| `void` |", slices.DeleteFunc(voids, func(v string) bool { return v == "insufficient-cards" }))
	check("state", "| `state` |", tdEnum(tdTypedCount(t, "TableState"), reference.TableState.String))
}
