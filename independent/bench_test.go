package independent

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// shuffledShoe is decks full decks of the game's family, shuffled, with the
// cutting card placed 16 cards from the end.
func shuffledShoe(seed uint64, fam family, decks int) []string {
	ranks, suits := standardRanks, []string{"S", "H", "D", "C"}
	if fam == star {
		ranks, suits = starRanks, starElements[:]
	}
	var cards []string
	for d := 0; d < decks; d++ {
		for i := range ranks {
			for _, s := range suits {
				cards = append(cards, string(ranks[i])+s)
			}
		}
	}
	r := rngFor(seed, "bench-shoe")
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	at := len(cards) - 16
	return append(cards[:at:at], append([]string{"CUT"}, cards[at:]...)...)
}

// benchRequests are coups of six cards cut from shuffled 8-deck shoes,
// cycling through the 11 games with every wager each offers.
func benchRequests(e *Engine) []adapter.CoupRequest {
	var reqs []adapter.CoupRequest
	for i, g := range allGames {
		spec := e.games[g]
		shoe := shuffledShoe(uint64(i), spec.fam, 8)
		var ws []adapter.Wager
		for _, w := range spec.order {
			ws = append(ws, adapter.Wager{Wager: w, Stake: 1000})
		}
		for at := 0; at+6 <= len(shoe)-20; at += 6 {
			reqs = append(reqs, adapter.CoupRequest{Game: g, Decks: 8, Cards: shoe[at : at+6], Wagers: ws})
		}
	}
	return reqs
}

// BenchmarkParseTokens is the baseline: reading a coup's six tokens.
func BenchmarkParseTokens(b *testing.B) {
	reqs := benchRequests(mustNew(b))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := parseTokens(reqs[i%len(reqs)].Cards); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCoup deals and settles one six-card coup with every wager of its game.
func BenchmarkCoup(b *testing.B) {
	e := mustNew(b)
	reqs := benchRequests(e)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Coup(ctx, reqs[i%len(reqs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCoupRemainder is a coup given the whole remainder of a fresh
// 8-deck shoe (417 tokens), as a differential runner may send it: every
// token is read, though only six are dealt.
func BenchmarkCoupRemainder(b *testing.B) {
	e := mustNew(b)
	req := adapter.CoupRequest{Game: gTigerNCB, Decks: 8, Cards: shuffledShoe(1, standard, 8),
		Wagers: []adapter.Wager{{Wager: wBanker, Stake: 1000}, {Wager: wTiger, Stake: 1000}}}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Coup(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkShoe plays a whole 8-deck shoe to the cutting card.
func BenchmarkShoe(b *testing.B) {
	e := mustNew(b)
	req := adapter.ShoeRequest{Game: gTigerNCB, Decks: 8, Cards: shuffledShoe(1, standard, 8),
		Wagers: []adapter.Wager{{Wager: wBanker, Stake: 1000}, {Wager: wTiger, Stake: 1000}, {Wager: wTigerPair, Stake: 1000}}}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := e.Shoe(ctx, req)
		if err != nil || res.End != "cut-card" {
			b.Fatal(err, res.End)
		}
	}
}
