package fuzz

// The Go fuzz targets (go test -fuzz). Each runs its seed corpus under
// plain go test; `go test ./fuzz -run='^$' -fuzz=FuzzX -fuzztime=60s` runs
// the fuzzer. None may panic; bad input gives errors. Corpus entries the
// fuzzer finds are kept under testdata/fuzz/FuzzX. See docs/fuzzing.md.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// vectorCases returns up to perFile coup cases of each shipped golden
// vector file: the seed corpora of the fuzz targets.
func vectorCases(t testing.TB, perFile int) []vectors.Case {
	files, err := goldenVectors()
	if err != nil {
		t.Fatalf("loading the golden vectors: %v", err)
	}
	var out []vectors.Case
	for i := range files {
		n := 0
		for _, c := range files[i].Cases() {
			if c.Type == vectors.TypeCoup && n < perFile {
				out = append(out, c)
				n++
			}
		}
	}
	return out
}

// goldenVectors reads the shipped vectors once. It decodes them as plain
// JSON, without vectors.Load's schema validation of every file: each fuzz
// worker process reads the seed corpus when it starts, and the validation
// of eight megabytes of vectors would cost it seconds (vectors_test checks
// the files).
var goldenVectors = sync.OnceValues(func() ([]vectors.File, error) {
	paths, err := fs.Glob(vectors.FS, "testvectors_v1/*.json")
	if err != nil || len(paths) == 0 {
		return nil, fmt.Errorf("no golden vectors in vectors.FS (%v)", err)
	}
	var out []vectors.File
	for _, p := range paths {
		b, err := fs.ReadFile(vectors.FS, p)
		if err != nil {
			return nil, err
		}
		var f vectors.File
		if err := json.Unmarshal(b, &f); err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		f.Path = p
		out = append(out, f)
	}
	return out, nil
})

// FuzzParseCards: reference.ParseCards never panics; it refuses input with
// a *TokenError naming a position inside the input, and what it accepts
// prints back to the same cards.
func FuzzParseCards(f *testing.F) {
	for _, c := range vectorCases(f, 5) {
		f.Add(strings.Join(c.Test.Cards, " "))
	}
	for _, s := range []string{"", "AS,KD  10H\tCUT", "9Fi LWa SGo", "AS ZZ", "CUT CUT", ",,,", "10S 10Fi"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cards, err := reference.ParseCards(s)
		if err != nil {
			var te *reference.TokenError
			if !errors.As(err, &te) {
				t.Fatalf("ParseCards(%q): error %T %v, want a *TokenError", s, err, err)
			}
			if n := len(strings.FieldsFunc(s, isSep)); te.Position < 1 || te.Position > n {
				t.Fatalf("ParseCards(%q): error at card %d of %d", s, te.Position, n)
			}
			return
		}
		again, err := reference.ParseCards(reference.FormatCards(cards))
		if err != nil || !cmp.Equal(cards, again) {
			t.Fatalf("ParseCards(%q) = %v, printed and parsed again: %v, %v", s, cards, again, err)
		}
	})
}

func isSep(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' }

var (
	fuzzIndependentOnce sync.Once
	fuzzIndependent     *independent.Engine
)

func cleanIndependent(t rapid.TB) *independent.Engine {
	fuzzIndependentOnce.Do(func() {
		var err error
		if fuzzIndependent, err = independent.New(); err != nil {
			t.Fatal(err)
		}
	})
	return fuzzIndependent
}

// checkCoupEverywhere plays one coup request on the reference, the lean
// reference and the clean independent engine: the reference answers
// without panicking, a result or an "invalid"/"unsupported" error; its
// result satisfies every property; the lean reference answers exactly the
// same; the independent engine agrees (the differential).
func checkCoupEverywhere(t rapid.TB, req adapter.CoupRequest) {
	ctx := context.Background()
	want, werr := refengine.New().Coup(ctx, req)
	if werr != nil {
		e, ok := werr.(*adapter.Error)
		if !ok || (e.Code != adapter.CodeInvalid && e.Code != adapter.CodeUnsupported) {
			t.Fatalf("reference error %T %v: want an invalid or unsupported *adapter.Error", werr, werr)
		}
	}
	fast, ferr := refengine.NewFast().Coup(ctx, req)
	if d := cmp.Diff(want, fast); d != "" || fmt.Sprint(werr) != fmt.Sprint(ferr) {
		t.Fatalf("FastReference differs (-Reference +FastReference):\n%s\nerrors: %v / %v", d, werr, ferr)
	}
	got, gerr := cleanIndependent(t).Coup(ctx, req)
	if (werr == nil) != (gerr == nil) {
		t.Fatalf("reference error %v, independent error %v, on %+v", werr, gerr, req)
	}
	if werr != nil {
		return
	}
	g, _ := reference.LookupGame(reference.GameID(req.Game))
	tokens, err := reference.ParseTokens(req.Cards)
	if err != nil {
		t.Fatalf("the reference dealt cards it cannot parse: %v", err)
	}
	in := judge.NewCoupInput(g, req.Decks, tokens, req.Wagers, req.Table, reference.Readings{})
	if vs := judge.CheckCoup(&in, &want); len(vs) > 0 {
		t.Fatalf("the reference breaks properties on %+v: %v", req, vs)
	}
	if v, differ := judge.DiffCoup(&in, &want, &got); differ {
		t.Fatalf("the independent engine differs: %s\n%s", v, cmp.Diff(want, got))
	}
}

// FuzzCoup: coup plus settlement on generated cards, wagers and malformed
// input, drawn by rapid from the fuzzer's bytes (rapid.MakeFuzz).
func FuzzCoup(f *testing.F) {
	games := reference.Games()
	// Seeds: rapid reads the bytes as a stream of 64-bit choices; these
	// pick each game in turn, with short partial shoes and malformed input.
	for i := range games {
		for _, malformed := range []byte{0, 1} {
			f.Add([]byte{byte(i), 0, 0, 0, 0, 0, 0, 0, malformed, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 3})
		}
	}
	f.Fuzz(rapid.MakeFuzz(func(t *rapid.T) {
		src := fromRapid(t)
		g := games[src.Int("game", 0, len(games)-1)]
		req := genCoupRequest(src, g)
		checkCoupEverywhere(t, req)
	}))
}

// FuzzCoupTokens: coup plus settlement on raw fuzzed input (any tokens,
// decks, stake, rounding), seeded with the golden vectors' coups.
func FuzzCoupTokens(f *testing.F) {
	ids := map[string]uint8{}
	for i, g := range reference.Games() {
		ids[string(g.ID)] = uint8(i)
	}
	for _, c := range vectorCases(f, 8) {
		w := c.Test.Wagers[0]
		f.Add(ids[c.Game], int8(c.Decks), strings.Join(c.Test.Cards, " "), w.Wager, w.Stake, c.Table.Rounding)
	}
	f.Add(uint8(0), int8(3), "AS KD CUT", "banker", int64(0), int64(-5))
	f.Fuzz(func(t *testing.T, game uint8, decks int8, cards, wager string, stake, rounding int64) {
		games := reference.Games()
		id := "no-such-game"
		if int(game) < len(games) {
			id = string(games[game].ID)
		}
		if rounding < 0 {
			// The reference reads a negative unit as 1 and the
			// independent refuses it; the contract does not say (reported).
			rounding = -rounding
		}
		req := adapter.CoupRequest{Game: id, Decks: int(decks), Cards: strings.FieldsFunc(cards, isSep),
			Wagers: []adapter.Wager{{Wager: wager, Stake: stake}}, Table: adapter.Table{Rounding: rounding}}
		checkCoupEverywhere(t, req)
	})
}

// FuzzVectorDecode: vectors.Decode never panics; what it accepts encodes
// and decodes again to the same file. Seeds: each shipped vector file cut
// down to its first tests.
func FuzzVectorDecode(f *testing.F) {
	files, err := goldenVectors()
	if err != nil {
		f.Fatal(err)
	}
	for _, file := range files {
		small := file
		small.TestGroups = nil
		for _, g := range file.TestGroups {
			g.Tests = g.Tests[:min(2, len(g.Tests))]
			small.TestGroups = append(small.TestGroups, g)
			if len(small.TestGroups) == 2 {
				break
			}
		}
		small.NumberOfTests = 0
		for _, g := range small.TestGroups {
			small.NumberOfTests += len(g.Tests)
		}
		b, err := vectors.Encode(&small)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"schema":"bacctk_vectors_schema_v1.json"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := vectors.Decode("fuzz.json", data)
		if err != nil {
			return
		}
		b, err := vectors.Encode(file)
		if err != nil {
			t.Fatalf("a decoded file does not encode: %v", err)
		}
		again, err := vectors.Decode("fuzz.json", b)
		if err != nil {
			t.Fatalf("an encoded file does not decode: %v\n%s", err, b)
		}
		file.Path, again.Path = "", ""
		if d := cmp.Diff(file, again); d != "" {
			t.Fatalf("decode, encode, decode changes the file:\n%s", d)
		}
	})
}

// protocolSeeds are request streams: hello, then requests built from the
// golden vectors, bad lines, and bye.
func protocolSeeds(t testing.TB) [][]byte {
	var out [][]byte
	hello := `{"id":1,"method":"hello","params":{"protocol":1,"kit":"bacctk"}}`
	for i, c := range vectorCases(t, 2) {
		p, _ := json.Marshal(c.CoupRequest())
		batch, _ := json.Marshal(protocol.CoupsParams{Requests: []adapter.CoupRequest{c.CoupRequest(), c.CoupRequest()}})
		shoe, _ := json.Marshal(c.ShoeRequest())
		out = append(out, []byte(fmt.Sprintf("%s\n{\"id\":2,\"method\":\"coup\",\"params\":%s}\n{\"id\":3,\"method\":\"coups\",\"params\":%s}\n{\"id\":4,\"method\":\"shoe\",\"params\":%s}\n{\"id\":%d,\"method\":\"bye\",\"params\":{}}\n", hello, p, batch, shoe, 5+i)))
	}
	out = append(out,
		[]byte("not json\n\n{\"id\":\"x\"}\n{\"id\":1,\"method\":\"coup\"}\n"+hello+"\n{\"id\":2,\"method\":\"table\",\"params\":{}}\n{\"id\":3,\"method\":\"nope\"}\n"),
		[]byte(hello+"\n{\"id\":2,\"method\":\"coup\",\"params\":{\"game\":\"mbs-ncb-v6\",\"decks\":8,\"cards\":[\"AS\",\"10Fi\"],\"wagers\":[{\"wager\":\"tie\",\"stake\":-1}]}}\r\n"),
		[]byte(`{"id":1,"method":"hello","params":{"protocol":2}}`+"\n"),
	)
	return out
}

// FuzzProtocolServe: protocol.Serve, the engine side of the protocol (what
// `bacctk engine` runs), reads any byte stream without panicking, and
// answers every non-blank line up to bye with exactly one response line
// that is JSON valid against the protocol's response schema; the
// reference behind it never panics (Serve would answer "engine panic").
func FuzzProtocolServe(f *testing.F) {
	for _, s := range protocolSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := protocol.Serve(ctx, refengine.NewFast(), bytes.NewReader(in), &out); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		lines := 0
		for _, l := range bytes.Split(in, []byte("\n")) {
			if len(bytes.TrimSpace(l)) > 0 {
				lines++
			}
		}
		responses := bytes.Split(bytes.TrimSuffix(out.Bytes(), []byte("\n")), []byte("\n"))
		if out.Len() == 0 {
			responses = nil
		}
		if len(responses) > lines || (len(responses) < lines && !bytes.Contains(in, []byte("bye"))) {
			t.Fatalf("%d request lines, %d responses:\n%s", lines, len(responses), out.String())
		}
		for i, r := range responses {
			if err := protocol.ValidateMessage("response.json", r); err != nil {
				t.Fatalf("response %d is not a valid response: %v\n%s", i+1, err, r)
			}
			if bytes.Contains(r, []byte("engine panic")) {
				t.Fatalf("the reference panicked: %s", r)
			}
		}
	})
}

var (
	fakeClientMu sync.Mutex
	fakeClient   *protocol.Client
)

// FuzzProtocolClient: the protocol client, the kit's side that reads what
// a vendor's engine writes, reads any response line without panicking or
// hanging: it returns a result only for a line that is a valid coup
// response (it validates against the schema), and an error otherwise. The
// engine is this test binary as a fake engine that writes the fuzzed line
// (TestMain).
func FuzzProtocolClient(f *testing.F) {
	for _, c := range vectorCases(f, 2) {
		res, _ := json.Marshal(c.Test.Expected.Coup)
		f.Add([]byte(`{"id":$ID,"result":` + string(res) + `}`))
	}
	for _, s := range []string{
		`{"id":$ID,"error":{"code":"invalid","message":"no"}}`,
		`{"id":$ID,"result":{"player":["AS"]}}`,
		`{"id":999,"result":{}}`,
		`{"id":null,"error":{"code":"invalid","message":"?"}}`,
		`not json`, ``, `{"id":$ID}`, `{"id":$ID,"result":null,"error":null}`,
	} {
		f.Add([]byte(s))
	}
	exe, err := os.Executable()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		if bytes.ContainsAny(line, "\n") {
			line = bytes.ReplaceAll(line, []byte("\n"), []byte(" "))
		}
		fakeClientMu.Lock()
		defer fakeClientMu.Unlock()
		ctx := context.Background()
		if fakeClient == nil {
			c, err := protocol.Start(ctx, []string{exe, "-test.run=^$"}, protocol.Options{
				Env: []string{fakeEngineEnv + "=1"}, Validate: true, Restart: true, MaxRestarts: 1 << 30,
				Timeout: 5 * time.Second, Stderr: io.Discard,
			})
			if err != nil {
				t.Fatalf("starting the fake engine: %v", err)
			}
			fakeClient = c
		}
		req := adapter.CoupRequest{Game: "fuzz:" + base64.StdEncoding.EncodeToString(line), Decks: 8, Cards: []string{"AS"}}
		res, err := fakeClient.Coup(ctx, req)
		if err != nil {
			if ee := protocol.AsEngineError(err); ee != nil && ee.Kind == protocol.KindHang {
				t.Fatalf("the client reports a hang on %q: %v", line, err)
			}
			return
		}
		// A result: the line must be a valid coup response.
		sent := bytes.ReplaceAll(line, []byte("$ID"), []byte("0"))
		var env struct {
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(sent, &env) != nil || len(env.Result) == 0 {
			t.Fatalf("the client returned %+v for the line %q", res, line)
		}
		if err := protocol.ValidateMessage("response-coup.json", bytes.ReplaceAll(line, []byte("$ID"), []byte("1"))); err != nil {
			t.Fatalf("the client accepted an invalid coup response %q: %v", line, err)
		}
	})
}

// genCoupRequest is a coup request of game g: a third of them malformed,
// the rest up to ten cards of a partial shoe with generated wagers.
func genCoupRequest(src Source, g *reference.Game) adapter.CoupRequest {
	if chance(src, "malformed", 1, 3) {
		return GenMalformed(src, g).Coup()
	}
	shoe := GenPartialShoe(src, g.Deck)
	start := src.Int("start", 0, len(shoe.Cards))
	end := src.Int("end", start, min(len(shoe.Cards), start+10))
	ws := GenWagers(src, g)
	return adapter.CoupRequest{Game: string(g.ID), Decks: shoe.Decks, Cards: shoe.Tokens()[start:end], Wagers: ws.Wagers, Table: ws.Table}
}
