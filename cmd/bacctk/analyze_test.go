package main

import (
	"encoding/json"
	"math/big"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func runAnalyzeCmd(args ...string) (code int, stdout, stderr string) {
	return runCmd(append([]string{"analyze"}, args...)...)
}

func keys(m map[string]any) []string {
	var k []string
	for n := range m {
		k = append(k, n)
	}
	sort.Strings(k)
	return k
}

// checkSheetJSON checks one object of the documented JSON shape
// (docs/analysis.md) and that its counts add up.
func checkSheetJSON(t *testing.T, sheet map[string]any) {
	t.Helper()
	if d := cmp.Diff([]string{"deck", "decks", "game", "houseEdgeDefinition", "outcomes", "sequences", "wagers"}, keys(sheet)); d != "" {
		t.Fatalf("top-level keys (-want +got):\n%s", d)
	}
	seqs, ok := new(big.Int).SetString(sheet["sequences"].(string), 10)
	if !ok {
		t.Fatalf("sequences %q is not a decimal string", sheet["sequences"])
	}
	out := sheet["outcomes"].(map[string]any)
	sum := new(big.Int)
	for _, k := range []string{"player", "banker", "tie"} {
		n, ok := new(big.Int).SetString(out[k].(string), 10)
		if !ok {
			t.Fatalf("outcomes.%s %q is not a decimal string", k, out[k])
		}
		sum.Add(sum, n)
	}
	if sum.Cmp(seqs) != 0 {
		t.Errorf("%s: outcomes add up to %v, want %v", sheet["game"], sum, seqs)
	}
	for _, w := range sheet["wagers"].([]any) {
		wager := w.(map[string]any)
		want := []string{"events", "exactOdds", "houseEdge", "houseEdgeExact", "optional", "wager"}
		if _, ok := wager["notes"]; ok {
			want = append(want, "notes")
		}
		if _, ok := wager["tieBonusPerCoup"]; ok {
			want = append(want, "tieBonusPerCoup")
			bonus := wager["tieBonusPerCoup"].(map[string]any)
			if _, ok := new(big.Rat).SetString(bonus["exact"].(string)); !ok {
				t.Errorf("tieBonusPerCoup.exact %q is not a fraction", bonus["exact"])
			}
		}
		sort.Strings(want)
		if d := cmp.Diff(want, keys(wager)); d != "" {
			t.Errorf("%s %s keys (-want +got):\n%s", sheet["game"], wager["wager"], d)
		}
		exact, ok := new(big.Rat).SetString(wager["houseEdgeExact"].(string))
		if !ok || !strings.Contains(wager["houseEdgeExact"].(string), "/") {
			t.Fatalf("houseEdgeExact %q is not n/d", wager["houseEdgeExact"])
		}
		if f, _ := exact.Float64(); f != wager["houseEdge"].(float64) {
			t.Errorf("%s: houseEdge %v is not houseEdgeExact %v", wager["wager"], wager["houseEdge"], f)
		}
		sum := new(big.Int)
		events := wager["events"].([]any)
		for _, e := range events {
			ev := e.(map[string]any)
			n, ok := new(big.Int).SetString(ev["count"].(string), 10)
			if !ok {
				t.Fatalf("count %q is not a decimal string", ev["count"])
			}
			sum.Add(sum, n)
			if _, ok := ev["probability"].(float64); !ok {
				t.Errorf("probability %v is not a number", ev["probability"])
			}
		}
		if last := events[len(events)-1].(map[string]any); last["event"] != "lose" || last["pays"] != "lose" {
			t.Errorf("%s: last event %v, want lose", wager["wager"], last)
		}
		if sum.Cmp(seqs) != 0 {
			t.Errorf("%s %s: events add up to %v, want %v", sheet["game"], wager["wager"], sum, seqs)
		}
	}
}

func TestAnalyzeJSON(t *testing.T) {
	code, out, errs := runAnalyzeCmd("--game", "mbs-6star-ncb-2017", "--decks", "6", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sheet map[string]any
	if err := json.Unmarshal([]byte(out), &sheet); err != nil {
		t.Fatal(err)
	}
	checkSheetJSON(t, sheet)
	if sheet["game"] != "mbs-6star-ncb-2017" || sheet["decks"] != 6.0 {
		t.Errorf("game %v decks %v", sheet["game"], sheet["decks"])
	}
	tie := sheet["wagers"].([]any)[2].(map[string]any)
	if tie["wager"] != "tie" || tie["tieBonusPerCoup"] == nil {
		t.Errorf("the 6 Star tie has no tieBonusPerCoup: %v", tie)
	}
	var pays []string
	for _, e := range tie["events"].([]any) {
		pays = append(pays, e.(map[string]any)["event"].(string)+" "+e.(map[string]any)["pays"].(string))
	}
	if d := cmp.Diff([]string{"tie-with-6-stars 8/1", "tie-with-flaming-9s 8/1", "tie 8/1", "lose lose"}, pays); d != "" {
		t.Errorf("6 Star tie events (-want +got):\n%s", d)
	}
}

// TestAnalyzeReading: --reading reads the pay tables under another
// reading: pairing by point value makes the Player Pair win more often and
// lowers its house edge, and the sheet says which reading it was made under.
func TestAnalyzeReading(t *testing.T) {
	edge := func(args ...string) (float64, []any) {
		t.Helper()
		code, out, errs := runAnalyzeCmd(append([]string{"--game", "mbs-ncb-v6", "--decks", "4", "--json"}, args...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var sheet map[string]any
		if err := json.Unmarshal([]byte(out), &sheet); err != nil {
			t.Fatal(err)
		}
		readings, _ := sheet["readings"].([]any)
		for _, w := range sheet["wagers"].([]any) {
			if m := w.(map[string]any); m["wager"] == "player-pair" {
				return m["houseEdge"].(float64), readings
			}
		}
		t.Fatal("no player-pair wager")
		return 0, nil
	}
	kit, none := edge()
	alt, names := edge("--reading", "1=point-value")
	if !(alt < kit) {
		t.Errorf("player-pair house edge %v under point-value, %v under rank: want lower", alt, kit)
	}
	if len(none) != 0 || len(names) != 1 || names[0] != "1=point-value" {
		t.Errorf("readings %v and %v, want none and [1=point-value]", none, names)
	}
}

func TestAnalyzeAllJSON(t *testing.T) {
	t.Parallel()
	code, out, errs := runAnalyzeCmd("--all", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sheets []map[string]any
	if err := json.Unmarshal([]byte(out), &sheets); err != nil {
		t.Fatal(err)
	}
	if len(sheets) != 77 {
		t.Fatalf("%d sheets, want 11 games x 7 deck counts", len(sheets))
	}
	for _, s := range sheets {
		checkSheetJSON(t, s)
	}
}

func TestAnalyzeText(t *testing.T) {
	code, out, errs := runAnalyzeCmd("--game", "mbs-tiger-v2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"mbs-tiger-v2: Tiger Baccarat, 8 decks",
		"banker 2,292,252,566,437,888 (0.458597)",
		"expected net loss per unit staked; a push counts as a coup played",
		"banker-wins  0.95 to 1  2,292,252,566,437,888",
		"house edge 1.0579%",
		"pays are taken exactly",
		"twin-tiger-pair",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAnalyzeBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "give --game ID"},
		{[]string{"--game", "nope"}, `unknown game "nope"`},
		{[]string{"--game", "mbs-ncb-v6", "--decks", "3"}, "4 to 10 decks (rule 2.1), not 3"},
		{[]string{"--game", "mbs-ncb-v6", "--decks", "11"}, "not 11"},
		{[]string{"--all", "--game", "mbs-ncb-v6"}, "do not give --game or --decks"},
		{[]string{"--all", "--decks", "8"}, "do not give --game or --decks"},
		{[]string{"--game", "mbs-ncb-v6", "extra"}, `unexpected argument "extra"`},
		{[]string{"--game", "mbs-ncb-v6", "--reading", "1=points"}, `interpretation 1 has no reading "points"`},
	} {
		code, _, errs := runAnalyzeCmd(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("analyze %v: exit %d, stderr %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
}
