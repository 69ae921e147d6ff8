package reference

import (
	"strings"
	"testing"
)

// withRegistered restores the games the process knows when the test ends,
// so that a test's pack does not reach the package's other tests.
func withRegistered(t *testing.T) {
	t.Helper()
	before := registered.Load()
	t.Cleanup(func() { registered.Store(before) })
}

// TestRegister: a pack's games join the kit's, after them, and are found
// by id; a game id already known is refused and nothing is added.
func TestRegister(t *testing.T) {
	withRegistered(t)
	pack, err := DecodeGames([]byte(`{"document": "harbour-ez-2026", "edition": "First edition", "games": [
		{"id": "harbour-ez", "name": "Harbour EZ Baccarat", "electronic": false, "deck": "standard-52", "commission": false,
		 "wagers": [
			{"id": "banker", "clause": "4.1", "pays": [
				{"event": "banker-wins-on-7-with-three-cards", "push": true, "clause": "4.2"},
				{"event": "banker-wins", "odds": "1 to 1", "clause": "4.1"},
				{"event": "tie", "push": true, "clause": "4.1"}]},
			{"id": "dragon-7", "clause": "3.5", "pays": [
				{"event": "banker-wins-on-7-with-three-cards", "odds": "40 to 1", "clause": "4.3"}]}]}]}`), "harbour.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := Register(pack); err != nil {
		t.Fatal(err)
	}
	all := Games()
	if len(all) != len(KitGames())+1 || all[len(all)-1].ID != "harbour-ez" {
		t.Fatalf("after Register, Games is %d games ending %s: want the kit's %d then harbour-ez", len(all), all[len(all)-1].ID, len(KitGames()))
	}
	g, err := LookupGame("harbour-ez")
	if err != nil || !g.Offers("dragon-7") {
		t.Fatalf("LookupGame(harbour-ez) = %v, %v: want the pack's game, offering dragon-7", g, err)
	}
	if len(KitGames()) != 11 {
		t.Errorf("KitGames is %d games: want the kit's 11 only", len(KitGames()))
	}
	for _, again := range [][]*Game{pack, {KitGames()[0]}} {
		err := Register(again)
		if err == nil || !strings.Contains(err.Error(), "known already") {
			t.Errorf("Register(%s) again: %v, want it refused as known already", again[0].ID, err)
		}
	}
	if n := len(Games()); n != len(all) {
		t.Errorf("a refused Register changed the games: %d, want %d", n, len(all))
	}
}
