package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

func refCoup(t *testing.T, game string, decks int, cards string, wagers ...adapter.Wager) (adapter.CoupRequest, adapter.CoupResult) {
	t.Helper()
	req := adapter.CoupRequest{Game: game, Decks: decks, Cards: strings.Fields(cards), Wagers: wagers}
	res, err := refengine.New().Coup(context.Background(), req)
	if err != nil {
		t.Fatalf("reference: %v", err)
	}
	return req, res
}

func coupViolationsOf(t *testing.T, req adapter.CoupRequest, res *adapter.CoupResult) []Violation {
	t.Helper()
	g, err := reference.LookupGame(reference.GameID(req.Game))
	if err != nil {
		t.Fatal(err)
	}
	tokens, err := reference.ParseTokens(req.Cards)
	if err != nil {
		t.Fatal(err)
	}
	in := newCoupInput(g, req.Decks, tokens, req.Wagers, req.Table)
	return CheckCoup(&in, res)
}

func hasViolation(vs []Violation, prop, clause string) bool {
	for _, v := range vs {
		if v.Property != prop {
			continue
		}
		for _, c := range v.Clauses {
			if c == clause {
				return true
			}
		}
	}
	return false
}

func stake(id string, s int64) adapter.Wager { return adapter.Wager{Wager: id, Stake: s} }

// TestPropertiesCatchMutations: each coup property holds on the
// reference's answer and fails, naming its clause, on the answer altered
// the way a defective engine would alter it.
func TestPropertiesCatchMutations(t *testing.T) {
	const ncb = "mbs-ncb-v6"
	tests := []struct {
		name, game, cards string
		wagers            []adapter.Wager
		mutate            func(r *adapter.CoupResult)
		prop, clause      string
	}{
		{"player and banker first cards swapped", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Player[0], r.Banker[0] = r.Banker[0], r.Player[0] },
			PropDealOrder, "mbs-ncb-v6:3.7.1"},
		{"banker draws after a natural", "mbs-tiger-v2", "9S 3H KD 5C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Banker = append(r.Banker, "6S"); r.CardsUsed++; r.BankerTotal = 4 },
			PropNaturalStops, "mbs-tiger-v2:3.15"},
		{"player draws on 6", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) {
				r.Player, r.Banker = []string{"2S", "4D", "6S"}, []string{"3H", "2C", "7H"}
				r.PlayerTotal, r.BankerTotal, r.Winner = 2, 2, "tie"
			},
			PropPlayerDraw, "mbs-ncb-v6:3.9.2"},
		{"banker on 5 stands when player stood", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) {
				r.Banker = r.Banker[:2]
				r.CardsUsed, r.BankerTotal, r.Winner = 4, 5, "player"
			},
			PropBankerDraw, "mbs-ncb-v6:3.9.3"},
		{"banker on 3 draws on a player's third 8", "mbs-etg-v4-ncb", "AS 2H 4D AC 8S 5H", nil,
			func(r *adapter.CoupResult) {
				r.Banker = append(r.Banker, "5H")
				r.CardsUsed, r.BankerTotal, r.Winner = 6, 8, "banker"
			},
			PropBankerDraw, "mbs-etg-v4:3.8"},
		{"total off by one", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.PlayerTotal = (r.PlayerTotal + 1) % 10 },
			PropTotals, "mbs-ncb-v6:3.4.2"},
		{"winner reversed", "mbs-tiger-ncb-v5", "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Winner = "banker" },
			PropWinner, "mbs-tiger-ncb-v5:3.15"},
		{"cutting card claimed but not met", "mbs-tiger-v2", "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.CutCard = true },
			PropCardsUsed, "mbs-tiger-v2:3.22"},
		{"cutting card not counted", "mbs-etg-v4-tiger", "2S CUT 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.CardsUsed-- },
			PropCardsUsed, "mbs-etg-v4:3.10"},
		{"tie loses the player wager", ncb, "5S 5H KD KC 6S 6H", []adapter.Wager{stake("player", 100)},
			func(r *adapter.CoupResult) { r.Settlements[0].Result, r.Settlements[0].Returned = "lose", 0 },
			PropTiePushes, "mbs-ncb-v6:3.10.1"},
		{"win rounded up", "mbs-tiger-v2", "2S 4H 3D 2C KS", []adapter.Wager{stake("banker", 101)},
			func(r *adapter.CoupResult) { r.Settlements[0].Win++ },
			PropSettlementAmount, "mbs-tiger-v2:4.1"},
		{"banker six paid even", ncb, "2S 4H 3D 2C KS", []adapter.Wager{stake("banker", 100)},
			func(r *adapter.CoupResult) { r.Settlements[0].Odds, r.Settlements[0].Win = "1/1", 100 },
			PropPayTable, "mbs-ncb-v6:4.1"},
		{"big tiger on a two-card six", "mbs-tiger-v2", "2S 4H 3D 2C KS", []adapter.Wager{stake("big-tiger", 100)},
			func(r *adapter.CoupResult) {
				r.Settlements[0] = adapter.Settlement{Wager: "big-tiger", Stake: 100, Result: "win", Win: 5000, Returned: 100, Odds: "50/1"}
			},
			PropPayTable, "mbs-tiger-v2:3.19"},
		{"void round loses the wagers", ncb, "2S 3H 4D", []adapter.Wager{stake("player", 100)},
			func(r *adapter.CoupResult) { r.Settlements[0].Result, r.Settlements[0].Returned = "lose", 0 },
			PropVoidReturns, "mbs-ncb-v6:5.5"},
		{"foreign card played", ncb, "2S 3H 4Fi 2C 6S 7H", []adapter.Wager{stake("player", 100)},
			func(r *adapter.CoupResult) {
				*r = adapter.CoupResult{Player: []string{"2S", "4Fi"}, Banker: []string{"3H", "2C"}, PlayerTotal: 6, BankerTotal: 5,
					CardsUsed: 4, Winner: "player", Settlements: []adapter.Settlement{{Wager: "player", Stake: 100, Result: "win", Win: 100, Returned: 100, Odds: "1/1"}}}
			},
			PropIrregularCards, "mbs-ncb-v6:5.1.1"},
		{"a round that runs out of cards stands", "mbs-tiger-v2", "2S 3H 4D 2C", nil,
			func(r *adapter.CoupResult) { r.Void, r.Winner = "", "player" },
			PropIrregularCards, "mbs-tiger-v2:5.3"},
		{"void for a reason the rules do not give", "mbs-tiger-v2", "2S 3H CUT 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Void, r.Winner = "cut-card", "" },
			PropIrregularCards, "mbs-tiger-v2:3.22"},
		{"four cards in a hand", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Player = append(r.Player, "AS", "AH") },
			PropHandSize, "mbs-ncb-v6:3.7"},
		{"a card that is not a token", ncb, "2S 3H 4D 2C 6S 7H", nil,
			func(r *adapter.CoupResult) { r.Player[0] = "Two of Spades" },
			PropNotation, ContractNotation},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, res := refCoup(t, tc.game, 8, tc.cards, tc.wagers...)
			if vs := coupViolationsOf(t, req, &res); len(vs) > 0 {
				t.Fatalf("the reference's answer breaks properties: %v", vs)
			}
			tc.mutate(&res)
			vs := coupViolationsOf(t, req, &res)
			if !hasViolation(vs, tc.prop, tc.clause) {
				t.Fatalf("want %s naming %s, got %v", tc.prop, tc.clause, vs)
			}
		})
	}
}

// TestShoePropertiesCatchMutations: the shoe properties hold on the
// reference's answer and fail on altered ones.
func TestShoePropertiesCatchMutations(t *testing.T) {
	g, _ := reference.LookupGame("mbs-tiger-v2")
	cards := "9S 9H KD KC 2S 3H 4D 2C 6S 7H CUT 8S 8H 8D 8C 5S 5H 5D 5C"
	req := adapter.ShoeRequest{Game: string(g.ID), Decks: 8, Cards: strings.Fields(cards), Wagers: []adapter.Wager{stake("player", 100)}}
	orig, err := refengine.New().Shoe(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	tokens, _ := reference.ParseTokens(req.Cards)
	check := func(res *adapter.ShoeResult) []Violation {
		return CheckShoeResult(g, req.Decks, tokens, req.Wagers, req.Table, res, reference.Readings{})
	}
	if vs := check(&orig); len(vs) > 0 {
		t.Fatalf("the reference's shoe breaks properties: %v", vs)
	}
	copyShoe := func() adapter.ShoeResult {
		c := orig
		c.Rounds = append([]adapter.CoupResult(nil), orig.Rounds...)
		return c
	}
	tests := []struct {
		name         string
		mutate       func(*adapter.ShoeResult)
		prop, clause string
	}{
		{"one more round after the cutting card", func(s *adapter.ShoeResult) {
			next, _ := refengine.New().Coup(context.Background(), adapter.CoupRequest{Game: req.Game, Decks: 8, Cards: req.Cards[s.CardsUsed:], Wagers: req.Wagers})
			s.Rounds = append(s.Rounds, next)
			s.CardsUsed += next.CardsUsed
		}, PropShoeEndsAtCut, "mbs-tiger-v2:3.22"},
		{"wrong end", func(s *adapter.ShoeResult) { s.End = "exhausted" }, PropShoeEndsAtCut, "mbs-tiger-v2:3.22"},
		{"stops early", func(s *adapter.ShoeResult) {
			s.CardsUsed -= s.Rounds[len(s.Rounds)-1].CardsUsed
			s.Rounds = s.Rounds[:len(s.Rounds)-1]
			s.End = "exhausted"
		}, PropShoeEndsAtCut, "mbs-tiger-v2:3.22"},
		{"tokens used miscounted", func(s *adapter.ShoeResult) { s.CardsUsed++ }, PropShoeRounds, "mbs-tiger-v2:3.22"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := copyShoe()
			tc.mutate(&s)
			if vs := check(&s); !hasViolation(vs, tc.prop, tc.clause) {
				t.Fatalf("want %s naming %s, got %v", tc.prop, tc.clause, vs)
			}
		})
	}

	// void-keeps-earlier: the shoe cut short inside round 3.
	short := adapter.ShoeRequest{Game: req.Game, Decks: 8, Cards: req.Cards[:orig.Rounds[0].CardsUsed+orig.Rounds[1].CardsUsed+2], Wagers: req.Wagers}
	voided, err := refengine.New().Shoe(context.Background(), short)
	if err != nil {
		t.Fatal(err)
	}
	if vs := CheckVoidLater(g, &orig, &voided, 2, "a test"); len(vs) > 0 {
		t.Fatalf("the reference breaks void-keeps-earlier: %v", vs)
	}
	voided.Rounds[0].Winner = "banker"
	if vs := CheckVoidLater(g, &orig, &voided, 2, "a test"); !hasViolation(vs, PropVoidKeepsEarlier, "mbs-tiger-v2:5.1.2") {
		t.Fatalf("an earlier round changed, got %v", vs)
	}
}

// TestClausesAreInTheCatalog: every clause a property names is a clause of
// the catalog (bacctk clauses), an interpretation of the register, or a
// point of the contract.
func TestClausesAreInTheCatalog(t *testing.T) {
	for _, g := range reference.Games() {
		for prop, cls := range CoveredClauses(g, g, true) {
			for _, c := range cls {
				switch {
				case strings.HasPrefix(c, "contract:"):
				case strings.HasPrefix(c, "interpretation:"):
					if n := strings.TrimPrefix(c, "interpretation:"); n < "12" || n > "15" || len(n) != 2 {
						t.Errorf("%s %s: %s is not an interpretation the properties use", g.ID, prop, c)
					}
				default:
					doc, num, _ := strings.Cut(c, ":")
					if _, ok := clauses.Lookup(doc, num); !ok {
						t.Errorf("%s %s: clause %s is not in the catalog", g.ID, prop, c)
					}
				}
			}
		}
	}
}
