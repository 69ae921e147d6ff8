package judge

import (
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// FuzzBlameTableAll: whatever table answer an engine gives (steps and
// rounds of any shape, hands of any size, unknown results and void
// reasons), judging it stage by stage on its own path, re-synced to its
// receivers and round outcomes, does not panic. Seeded with the answers of
// engines with a deal, a pay and a table defect to sequences that follow
// a round's outcome.
func FuzzBlameTableAll(f *testing.F) {
	seqs := []struct {
		game   string
		cfg    adapter.TableConfig
		events string
	}{
		{"mbs-tiger-v2", adapter.TableConfig{HLGA: true, Method: "C", Limits: adapter.TableLimits{Min: 100, Max: 5000}},
			"open; place ann 2 banker 1000; place bob 1 player 8000; take-device ann; close; deal 9S KH 9D 9C; settle; " +
				"open; place bob 1 player 50; take-device bob; close; deal 9S KH; power-failure; deal 9D 9C; settle"},
		{"mbs-tiger-ncb-v5", adapter.TableConfig{Differential: 1000},
			"open; place a 1 banker 1000; close; deal KS 3H QS 3D 5C; settle; " +
				"open; place a 1 banker 1500; place b 2 player 500; withdraw a 1 banker 200; close; deal KH 7S; simultaneous-draw; choose a play-on; choose b play-on; deal QD KC AC; settle"},
	}
	type tcase struct {
		req  adapter.TableRequest
		want *adapter.TableResult
	}
	var cases []tcase
	for _, s := range seqs {
		_, req, want := tableAsked(f, s.game, s.cfg, s.events)
		cases = append(cases, tcase{req, want})
		for _, defects := range [][]string{nil, {"deal-order-ppbb"}, {"banker-six-pays-even", "table-device-kept-on-loss"}, {"tie-loses-player-banker", "table-over-maximum-paid-in-full"}} {
			_, got := independentTable(f, req, defects...)
			if b, err := json.Marshal(got); err == nil {
				f.Add(len(cases)-1, b)
			}
		}
	}
	f.Fuzz(func(t *testing.T, which int, answer []byte) {
		var got adapter.TableResult
		if which < 0 || json.Unmarshal(answer, &got) != nil {
			return
		}
		c := cases[which%len(cases)]
		BlameTableAll(c.req, c.want, &got)
	})
}
