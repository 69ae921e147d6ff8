package independent

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/google/go-cmp/cmp"
)

// renamedGames is a game file with each game id prefixed, so that the
// engine can play a file's games beside the kit's of the same rules.
func renamedGames(t testing.TB, file []byte, prefix string) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	for _, g := range f["games"].([]any) {
		g := g.(map[string]any)
		g["id"] = prefix + g["id"].(string)
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustNewWithGames(t testing.TB, files [][]byte, defects ...string) *Engine {
	t.Helper()
	e, err := NewWithGames(files, defects...)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestGameFilesReproduceHandWritten: the kit's five game files, read by
// this engine's own decoder and played through its conditions of the
// events, answer every coup and shoe of a large generated set exactly as
// its hand-written pay tables do, game by game: the data path and the
// hand-written one are the same rules.
func TestGameFilesReproduceHandWritten(t *testing.T) {
	const prefix = "file-"
	var files [][]byte
	for _, f := range kitGameFiles(t) {
		files = append(files, renamedGames(t, f, prefix))
	}
	e := mustNewWithGames(t, files)
	if len(e.added) != len(allGames) {
		t.Fatalf("the kit's files give %d games: want the %d", len(e.added), len(allGames))
	}
	// 4,000 requests a game by default, 20,000 in the long run (CI's long
	// slice).
	n := longtest.Budget(4_000, 20_000)
	if testing.Short() {
		n = 2_000
	}
	ctx := context.Background()
	for _, id := range allGames {
		hand, file := e.games[id], e.games[prefix+id]
		if !slices.Equal(hand.order, file.order) || hand.fam != file.fam {
			t.Errorf("%s: wagers %v (deck %d) by hand, %v (deck %d) from the file", id, hand.order, hand.fam, file.order, file.fam)
			continue
		}
		rng := rngFor(testSeed(t), "gamefiles/"+id)
		wins := 0
		for i := 0; i < n; i++ {
			req := genRequest(rng, hand)
			fileReq := req
			fileReq.Game = prefix + id
			want, werr := e.Coup(ctx, req)
			got, gerr := e.Coup(ctx, fileReq)
			if !reflect.DeepEqual(werr, gerr) || !reflect.DeepEqual(want, got) {
				t.Fatalf("%s coup %s (-by hand +from the file):\n%s\nerrors %v / %v", id, requestJSON(req), cmp.Diff(want, got), werr, gerr)
			}
			for _, s := range want.Settlements {
				if s.Result == resWin {
					wins++
				}
			}
			ws, werr := e.Shoe(ctx, adapter.ShoeRequest(req))
			gs, gerr := e.Shoe(ctx, adapter.ShoeRequest(fileReq))
			if !reflect.DeepEqual(werr, gerr) || !reflect.DeepEqual(ws, gs) {
				t.Fatalf("%s shoe %s (-by hand +from the file):\n%s", id, requestJSON(req), cmp.Diff(ws, gs))
			}
		}
		if wins < n {
			t.Errorf("%s: %d wins in %d coups: the sample settles too little", id, wins, n)
		}
	}
}

// TestHelloClaimsFileGames: the engine claims a game file's games after
// the kit's and offers their wagers; it plays them by coup and shoe but
// not at a table, and it refuses a game id it plays already.
func TestHelloClaimsFileGames(t *testing.T) {
	e := mustNewWithGames(t, testGameFiles(t))
	ctx := context.Background()
	h, err := e.Hello(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := append(slices.Clone(allGames), "test-ez", "test-commission-pairs")
	if !slices.Equal(h.Games, want) {
		t.Errorf("hello games %v, want %v", h.Games, want)
	}
	if got := h.Offered["test-ez"].Wagers; !slices.Equal(got, []string{"player", "banker", "tie", "dragon-7", "panda-8"}) {
		t.Errorf("test-ez offers %v", got)
	}
	if _, ok := h.Offered[gNCB]; ok {
		t.Errorf("hello lists what %s offers: a kit game offers every wager of its rules", gNCB)
	}
	// a two-card Banker 7 beats a Player 6; a three-card Banker 7 pushes
	// the EZ Banker wager and wins Dragon 7 at 40 to 1
	res, err := e.Coup(ctx, adapter.CoupRequest{Game: "test-ez", Decks: 8, Cards: fields("KS 4H 6D 3C KD"),
		Wagers: []adapter.Wager{{Wager: "banker", Stake: 100}, {Wager: "dragon-7", Stake: 10}}})
	if err != nil || res.Settlements[0] != win("banker", 100, 100, "1/1") || res.Settlements[1] != lose("dragon-7", 10) {
		t.Errorf("test-ez, B 4H 3C = 7 v P 6: %+v, %v", res, err)
	}
	// P KS 6D = 6 stands; B 4H KC = 4 draws on a stand: 3D -> 7 on three cards
	res, err = e.Coup(ctx, adapter.CoupRequest{Game: "test-ez", Decks: 8, Cards: fields("KS 4H 6D KC 3D"),
		Wagers: []adapter.Wager{{Wager: "banker", Stake: 100}, {Wager: "dragon-7", Stake: 10}}})
	if err != nil || res.Settlements[0] != push("banker", 100) || res.Settlements[1] != win("dragon-7", 10, 400, "40/1") {
		t.Errorf("test-ez, B 4H KC 3D = 7 v P 6: %+v, %v", res, err)
	}
	_, err = e.Coup(ctx, adapter.CoupRequest{Game: gNCB, Decks: 8, Cards: fields("KS 4H 6D KC 3D"),
		Wagers: []adapter.Wager{{Wager: "dragon-7", Stake: 10}}})
	if ae := adapter.AsError(err); ae == nil || ae.Code != adapter.CodeInvalid || !strings.Contains(ae.Message, "not offered") {
		t.Errorf("dragon-7 on %s: %v, want invalid, not offered there", gNCB, err)
	}
	for _, game := range []string{"test-ez", "test-commission-pairs"} {
		_, err := e.Table(ctx, adapter.TableRequest{Game: game, Decks: 8})
		if ae := adapter.AsError(err); ae == nil || ae.Code != adapter.CodeUnsupported {
			t.Errorf("table request on %s: %v, want unsupported", game, err)
		}
	}
	if _, err := NewWithGames(kitGameFiles(t)[:1]); err == nil || !strings.Contains(err.Error(), "already") {
		t.Errorf("a kit game's file again: %v, want its game refused as played already", err)
	}
	files := testGameFiles(t)
	if _, err := NewWithGames([][]byte{files[0], files[0]}); err == nil || !strings.Contains(err.Error(), "already") {
		t.Errorf("one file twice: %v, want its game refused as played already", err)
	}
}
