package protocol

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

// BenchmarkReadHotShoe is the kit's reading of a shoe answer, most of the
// bytes a certify run reads through the engine: a whole shoe of 6 Star
// No Commission Baccarat with every wager on every round, as `bacctk
// engine` writes it.
//
//	go test ./adapter/protocol -run '^$' -bench ReadHotShoe
func BenchmarkReadHotShoe(b *testing.B) {
	line := shoeAnswerLine(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(line)))
	for i := 0; i < b.N; i++ {
		if _, ok := readHot(line, MethodShoe, 2, 0); !ok {
			b.Fatal("readHot gave up on a good shoe answer")
		}
	}
}

// shoeAnswerLine is the reference's answer, through Serve, to a shoe
// request of a whole 6 Star shoe with every wager of the game.
func shoeAnswerLine(tb testing.TB) []byte {
	g, err := reference.LookupGame("mbs-6star-ncb-2017")
	if err != nil {
		tb.Fatal(err)
	}
	shoe, err := reference.NewShoe(g.Deck, 8, rand.New(rand.NewPCG(3, 3)), 0)
	if err != nil {
		tb.Fatal(err)
	}
	req := adapter.CoupRequest{Game: string(g.ID), Decks: 8, Cards: reference.Tokens(shoe)}
	for _, id := range g.WagerIDs() {
		req.Wagers = append(req.Wagers, adapter.Wager{Wager: string(id), Stake: 1000})
	}
	in := `{"id":1,"method":"hello","params":{"protocol":1}}` + "\n" +
		`{"id":2,"method":"shoe","params":` + string(appendCoupRequest(nil, &req)) + "}\n"
	var out bytes.Buffer
	if err := Serve(context.Background(), refengine.NewFast(), strings.NewReader(in), &out); err != nil {
		tb.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n"))
	if len(lines) != 2 || !bytes.Contains(lines[1], []byte(`"rounds"`)) {
		tb.Fatalf("no shoe answer: %q", truncate(out.String(), 300))
	}
	return lines[1]
}

// TestCanonicalSettlement: the reading of a settlement in the protocol's
// own layout gives what the full reading gives; any other layout (white
// space, another order, a member missing or extra) is left untouched to
// the full reading.
func TestCanonicalSettlement(t *testing.T) {
	want := adapter.Settlement{Wager: "player-pair", Stake: 1000, Result: "win", Win: 11000, Returned: 1000, Odds: "11/1"}
	canonical := `{"wager":"player-pair","stake":1000,"result":"win","win":11000,"returned":1000,"bonus":0,"odds":"11/1"}`
	var got adapter.Settlement
	s := &scanner{b: []byte(canonical)}
	if !canonicalSettlement(s, &got) || s.i != len(canonical) || got != want {
		t.Errorf("canonical settlement read as %+v (ok at %d of %d), want %+v", got, s.i, len(canonical), want)
	}
	for _, other := range []struct {
		line   string
		fullOK bool // what the full reading makes of it
	}{
		{`{ "wager":"player-pair","stake":1000,"result":"win","win":11000,"returned":1000,"bonus":0,"odds":"11/1"}`, true},
		{`{"stake":1000,"wager":"player-pair","result":"win","win":11000,"returned":1000,"bonus":0,"odds":"11/1"}`, true},
		{`{"wager":"player-pair","stake":1000,"result":"win","win":11000,"returned":1000,"odds":"11/1"}`, false},
		{`{"wager":"player-pair","stake":1000,"result":"win","win":11000,"returned":1000,"bonus":0,"odds":"11/1","x":1}`, false},
	} {
		s := &scanner{b: []byte(other.line)}
		if canonicalSettlement(s, &adapter.Settlement{}) || s.i != 0 {
			t.Errorf("%s: read by the canonical path (at %d), want it left to the full reading", other.line, s.i)
		}
		var full adapter.Settlement
		if ok := fastSettlement(&scanner{b: []byte(other.line)}, &full); ok != other.fullOK || (ok && full != want) {
			t.Errorf("%s: the full reading says %v with %+v, want %v", other.line, ok, full, other.fullOK)
		}
	}
}
