package independent

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// TestPackDefects: each defect of game files changes answers on the test
// game whose rows it corrupts, only in the wagers paying on its events,
// and nothing on the kit's 11 games nor on the other test game; an engine
// built with one names the rows' clauses from the game file and does not
// claim the table; without a game file it hits, it is refused.
func TestPackDefects(t *testing.T) {
	want := map[string]struct {
		game    string
		clauses []string
	}{
		"ez-dragon7-push-on-any-banker-7": {"test-ez", []string{"test-ez:4.2"}},
		"perfect-pair-any-suit":           {"test-commission-pairs", []string{"test-pairs:4.4"}},
		"either-pair-pays-both":           {"test-commission-pairs", []string{"test-pairs:4.3"}},
	}
	if len(PackDefects()) != len(want) {
		t.Fatalf("%d defects of game files, the test knows %d", len(PackDefects()), len(want))
	}
	files := testGameFiles(t)
	clean := mustNewWithGames(t, files)
	n := 3_000
	if testing.Short() {
		n = 500
	}
	for _, d := range PackDefects() {
		t.Run(d.Name, func(t *testing.T) {
			w, ok := want[d.Name]
			if !ok {
				t.Fatalf("the test does not know %s", d.Name)
			}
			if slices.ContainsFunc(Defects(), func(x DefectInfo) bool { return x.Name == d.Name }) {
				t.Errorf("%s is in Defects(), whose defects the kit expects caught on its own games", d.Name)
			}
			if _, err := New(d.Name); err == nil || !strings.Contains(err.Error(), "change nothing") {
				t.Errorf("New(%s) with no game file: %v, want it refused as changing nothing", d.Name, err)
			}
			bad := mustNewWithGames(t, files, d.Name)
			infos := bad.DefectInfos()
			if len(infos) != 1 || !slices.Equal(infos[0].Games, []string{w.game}) || !slices.Equal(infos[0].Clauses, w.clauses) {
				t.Errorf("DefectInfos() = %+v, want games [%s], clauses %v", infos, w.game, w.clauses)
			}
			// a game of a game file has no table lifecycle: its defect is
			// looked for by coup and shoe only
			if _, err := bad.Table(context.Background(), adapter.TableRequest{Game: w.game, Decks: 8}); adapter.AsError(err) == nil || adapter.AsError(err).Code != adapter.CodeUnsupported {
				t.Errorf("the engine with %s answers a table request for %s with %v, want unsupported", d.Name, w.game, err)
			}
			hit := map[string]bool{} // the wagers with a row on the defect's events
			for _, wager := range bad.games[w.game].order {
				for _, r := range bad.games[w.game].pays[wager] {
					if slices.Contains(d.Events, r.event) {
						hit[wager] = true
					}
				}
			}
			for _, game := range clean.gameIDs() {
				rng := rngFor(testSeed(t), "packdefects/"+d.Name+"/"+game)
				diffs, coups := 0, n
				if !clean.games[game].fromFile {
					coups = n / 3 // 11 games of rows it cannot hit
				}
				for i := 0; i < coups; i++ {
					req := genRequest(rng, clean.games[game])
					if differ(clean, bad, req) == "" {
						continue
					}
					diffs++
					if game != w.game {
						t.Fatalf("%s changes %s %s:\n%s", d.Name, game, requestJSON(req), differ(clean, bad, req))
					}
					a, _ := clean.Coup(context.Background(), req)
					b, _ := bad.Coup(context.Background(), req)
					for j := range a.Settlements {
						if !reflect.DeepEqual(a.Settlements[j], b.Settlements[j]) && !hit[a.Settlements[j].Wager] {
							t.Fatalf("%s changes wager %s, which pays on none of %v: %s", d.Name, a.Settlements[j].Wager, d.Events, requestJSON(req))
						}
					}
				}
				if game == w.game && diffs == 0 {
					t.Errorf("%s changes no answer of %d on %s", d.Name, coups, game)
				}
			}
		})
	}
}

// TestPackDefectRows: each defect of game files on a coup worked out by
// hand from the test games' rows.
func TestPackDefectRows(t *testing.T) {
	files := testGameFiles(t)
	cases := []struct {
		defect, game, cards string
		wagers              []adapter.Wager
		clean, bad          []adapter.Settlement
	}{
		// P KS 6D = 6 stands; B 4H 3C = 7 on two cards wins: 1 to 1,
		// not the push of a three-card 7
		{"ez-dragon7-push-on-any-banker-7", "test-ez", "KS 4H 6D 3C",
			[]adapter.Wager{{Wager: "banker", Stake: 100}, {Wager: "dragon-7", Stake: 10}},
			[]adapter.Settlement{win("banker", 100, 100, "1/1"), lose("dragon-7", 10)},
			[]adapter.Settlement{push("banker", 100), lose("dragon-7", 10)}},
		// P 5S 5H = 0 draws 9C -> 9; B KD 2C = 2 draws on a 9: 6S -> 8. The
		// Player's 5S 5H are a pair, not a Perfect Pair.
		{"perfect-pair-any-suit", "test-commission-pairs", "5S KD 5H 2C 9C 6S",
			[]adapter.Wager{{Wager: "perfect-pair", Stake: 10}, {Wager: "either-pair", Stake: 10}},
			[]adapter.Settlement{lose("perfect-pair", 10), win("either-pair", 10, 50, "5/1")},
			[]adapter.Settlement{win("perfect-pair", 10, 250, "25/1"), win("either-pair", 10, 50, "5/1")}},
		// P 5S 5H = 0, B 2D 2C = 4: both pairs. P draws 9C -> 9; B on 4
		// stands on a third card of 9. Either Pair wins once, 5 to 1.
		{"either-pair-pays-both", "test-commission-pairs", "5S 2D 5H 2C 9C",
			[]adapter.Wager{{Wager: "either-pair", Stake: 10}, {Wager: "player-pair", Stake: 10}},
			[]adapter.Settlement{win("either-pair", 10, 50, "5/1"), win("player-pair", 10, 110, "11/1")},
			[]adapter.Settlement{win("either-pair", 10, 100, "5/1"), win("player-pair", 10, 110, "11/1")}},
	}
	for _, c := range cases {
		req := adapter.CoupRequest{Game: c.game, Decks: 8, Cards: fields(c.cards), Wagers: c.wagers}
		for _, side := range []struct {
			defects []string
			want    []adapter.Settlement
		}{{nil, c.clean}, {[]string{c.defect}, c.bad}} {
			res, err := mustNewWithGames(t, files, side.defects...).Coup(context.Background(), req)
			if err != nil || !reflect.DeepEqual(res.Settlements, side.want) {
				t.Errorf("%s %v on %s: %+v, %v; want %+v", c.game, side.defects, c.cards, res.Settlements, err, side.want)
			}
		}
	}
}
