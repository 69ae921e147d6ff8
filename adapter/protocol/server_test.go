package protocol

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/google/go-cmp/cmp"
)

// serveLines runs Serve on the given request lines and returns the response
// lines, each checked against the schema of its method.
func serveLines(t *testing.T, eng adapter.Engine, maxLine int, lines ...string) []string {
	t.Helper()
	var out bytes.Buffer
	in := strings.Join(lines, "\n") + "\n"
	if err := serve(context.Background(), eng, strings.NewReader(in), &out, maxLine); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if out.Len() == 0 {
		got = nil
	}
	methods := map[int64]string{}
	for _, l := range lines {
		var r struct {
			ID     int64
			Method string
		}
		if json.Unmarshal([]byte(l), &r) == nil {
			methods[r.ID] = r.Method
		}
	}
	for _, g := range got {
		var r Response
		if err := json.Unmarshal([]byte(g), &r); err != nil {
			t.Fatalf("Serve wrote a line that is not JSON: %q", g)
		}
		name := "response.json"
		if r.ID != nil {
			name = ResponseSchema(methods[*r.ID])
		}
		if err := ValidateMessage(name, []byte(g)); err != nil {
			t.Errorf("Serve wrote a line that breaks %s: %v\n  %s", name, err, g)
		}
	}
	return got
}

const helloLine = `{"id":1,"method":"hello","params":{"protocol":1,"kit":"test"}}`

// TestServeErrors: every bad line gets one answer that says what and where,
// and the session goes on.
func TestServeErrors(t *testing.T) {
	coup := `{"id":%d,"method":"coup","params":{"game":"mbs-ncb-v6","decks":8,"cards":["9H","9S","KD","QC"],"wagers":[]}}`
	lines := []string{
		fmt.Sprintf(coup, 7),
		helloLine,
		"",
		"   ",
		`this is not json`,
		`[1,2,3]`,
		`{"method":"coup","params":{}}`,
		`{"id":"seven","method":"coup"}`,
		`{"id":2.5,"method":"coup"}`,
		`{"id":8}`,
		`{"id":9,"method":"deal"}`,
		`{"id":10,"method":"coup","params":{"game":"mbs-ncb-v6","decks":"eight","cards":[]}}`,
		`{"id":11,"method":"coup","params":[1]}`,
		`{"id":20,"method":"coup","params":{"game":"mbs-ncb-v6"} trailing`,
		`{"id":12,"method":"hello","params":{"protocol":2,"kit":"future"}}`,
		`{"id":13,"method":"coup","params":{"game":"mbs-ncb-v6","decks":8,"cards":["9H","XX"],"wagers":[]}}`,
		`{"id":14,"method":"coup","params":{"game":"baccarat-classic","decks":8,"cards":[],"wagers":[]}}`,
		`{"id":15,"method":"table","params":{}}`,
		`{"id":16,"method":"coups","params":{"requests":"all"}}`,
		strings.Repeat("x", 300),
		fmt.Sprintf(coup, 17),
		`{"id":18,"method":"bye"}`,
		fmt.Sprintf(coup, 19),
	}
	got := serveLines(t, refengine.New(), 200, lines...)
	want := []string{
		`^\{"id":7,"error":\{"code":"invalid","message":"line 1, request 7: the first request must be hello, not \\"coup\\""\}\}$`,
		`^\{"id":1,"result":\{"name":"bacctk-reference",.*"capabilities":\["coup","shoe".*\]\}\}$`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 5: not a JSON request object; line starts \\"this is not json\\""\}\}$`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 6: not a JSON request object; line starts \\"\[1,2,3\]\\""\}\}$`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 7: no id`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 8: id \\"seven\\" is not an integer"\}\}$`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 9: id 2.5 is not an integer"\}\}$`,
		`^\{"id":8,"error":\{"code":"invalid","message":"line 10, request 8: no method"\}\}$`,
		`^\{"id":9,"error":\{"code":"unsupported","message":"request 9: unknown method \\"deal\\"`,
		`^\{"id":10,"error":\{"code":"invalid","message":"request 10 \(coup\): params: json: cannot unmarshal string into Go struct field CoupRequest.decks`,
		`^\{"id":11,"error":\{"code":"invalid","message":"request 11 \(coup\): params: json: cannot unmarshal array`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 14: not a JSON request object: invalid character 't' after object key:value pair; line starts`,
		`^\{"id":12,"error":\{"code":"unsupported","message":"request 12: this engine speaks protocol 1, not 2"\}\}$`,
		`^\{"id":13,"error":\{"code":"invalid","message":"card 2: \\"XX\\" is not a card`,
		`^\{"id":14,"error":\{"code":"unsupported","message":"unknown game \\"baccarat-classic\\"`,
		`^\{"id":15,"error":\{"code":"unsupported","message":"unknown game \\"\\": the games are`,
		`^\{"id":16,"error":\{"code":"invalid","message":"request 16 \(coups\): params: json: cannot unmarshal string`,
		`^\{"id":null,"error":\{"code":"invalid","message":"line 20: longer than 200 bytes; skipped"\}\}$`,
		`^\{"id":17,"result":\{"player":\["9H","KD"\],"banker":\["9S","QC"\],"playerTotal":9,"bankerTotal":9,"winner":"tie",`,
		`^\{"id":18,"result":\{\}\}$`,
	}
	if len(got) != len(want) {
		t.Fatalf("%d responses, want %d (one per non-blank line up to bye):\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range want {
		if !regexp.MustCompile(want[i]).MatchString(got[i]) {
			t.Errorf("response %d:\n  got  %s\n  want %s", i+1, got[i], want[i])
		}
	}
}

// TestServeHelloFirst is not fooled by a failed hello: an unsupported
// protocol version does not open the session.
func TestServeHelloFirst(t *testing.T) {
	got := serveLines(t, refengine.New(), ServerMaxLine,
		`{"id":1,"method":"hello","params":{"protocol":0,"kit":"old"}}`,
		`{"id":2,"method":"shoe","params":{"game":"mbs-ncb-v6","decks":8,"cards":[],"wagers":[]}}`)
	if len(got) != 2 || !strings.Contains(got[0], `"unsupported"`) || !strings.Contains(got[1], "must be hello") {
		t.Errorf("got:\n%s", strings.Join(got, "\n"))
	}
}

// misbehaving is an engine double: it panics on coup, fails shoe with a
// plain error, and answers a coups batch short.
type misbehaving struct{ refengine.Engine }

func (misbehaving) Coup(context.Context, adapter.CoupRequest) (adapter.CoupResult, error) {
	panic("index out of range [3] with length 3")
}

func (misbehaving) Shoe(context.Context, adapter.ShoeRequest) (adapter.ShoeResult, error) {
	return adapter.ShoeResult{}, errors.New("database unavailable")
}

func (misbehaving) Coups(context.Context, []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	return nil, nil
}

// TestServeEngineFailures: an engine that panics or fails is answered
// "internal" and the session goes on.
func TestServeEngineFailures(t *testing.T) {
	got := serveLines(t, misbehaving{}, ServerMaxLine, helloLine,
		`{"id":2,"method":"coup","params":{"game":"mbs-ncb-v6","decks":8,"cards":[],"wagers":[]}}`,
		`{"id":3,"method":"shoe","params":{"game":"mbs-ncb-v6","decks":8,"cards":[],"wagers":[]}}`,
		`{"id":4,"method":"coups","params":{"requests":[{"game":"mbs-ncb-v6","decks":8,"cards":[],"wagers":[]}]}}`,
		`{"id":5,"method":"bye","params":{}}`)
	want := []string{
		`{"id":2,"error":{"code":"internal","message":"request 2 (coup): engine panic: index out of range [3] with length 3"}}`,
		`{"id":3,"error":{"code":"internal","message":"database unavailable"}}`,
		`{"id":4,"error":{"code":"internal","message":"the engine answered 0 of 1 coups"}}`,
		`{"id":5,"result":{}}`,
	}
	if len(got) != 5 {
		t.Fatalf("got %d lines:\n%s", len(got), strings.Join(got, "\n"))
	}
	if d := cmp.Diff(want, got[1:]); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestServeWithoutTable: an engine that does not implement the table
// capability answers table "unsupported".
func TestServeWithoutTable(t *testing.T) {
	coupOnly := struct{ adapter.Engine }{refengine.New()}
	got := serveLines(t, coupOnly, ServerMaxLine, helloLine,
		`{"id":2,"method":"table","params":{"game":"mbs-tiger-v2","decks":8,"events":[{"type":"open"}]}}`)
	want := `{"id":2,"error":{"code":"unsupported","message":"request 2: this engine does not offer the table capability"}}`
	if len(got) != 2 || got[1] != want {
		t.Errorf("got:\n%s\nwant the second line:\n%s", strings.Join(got, "\n"), want)
	}
}

// TestServeEndOfInput: the end of input ends the session without bye, a
// last line without a newline included.
func TestServeEndOfInput(t *testing.T) {
	var out bytes.Buffer
	in := helloLine + "\n" + `{"id":2,"method":"coup","params":{"game":"mbs-ncb-v6","decks":8,"cards":["9H","9S","KD","QC"],"wagers":[]}}`
	if err := Serve(context.Background(), refengine.New(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != 2 || !strings.Contains(out.String(), `{"id":2,"result":`) {
		t.Errorf("got %d lines:\n%s", n, out.String())
	}
}

// TestServePipelined: many requests written at once are answered in order,
// each exactly once.
func TestServePipelined(t *testing.T) {
	seed := seedFor(t, 5)
	reqs := genRequests(seed, 300)
	lines := []string{helloLine}
	for i := range reqs {
		lines = append(lines, fmt.Sprintf(`{"id":%d,"method":"coup","params":%s}`, i+2, appendCoupRequest(nil, &reqs[i])))
	}
	got := serveLines(t, refengine.New(), ServerMaxLine, lines...)
	if len(got) != len(lines) {
		t.Fatalf("%d answers to %d requests", len(got), len(lines))
	}
	ref := refengine.New()
	for i, q := range reqs {
		var r Response
		json.Unmarshal([]byte(got[i+1]), &r)
		if r.ID == nil || *r.ID != int64(i+2) {
			t.Fatalf("answer %d has id %v, want %d", i+2, r.ID, i+2)
		}
		want, err := ref.Coup(context.Background(), q)
		if err != nil {
			if r.Error == nil || r.Error.Code != err.(*adapter.Error).Code {
				t.Errorf("request %d: got %s, want error %v", i+2, got[i+1], err)
			}
			continue
		}
		var res adapter.CoupResult
		if err := json.Unmarshal(r.Result, &res); err != nil {
			t.Fatalf("request %d: %v in %s", i+2, err, got[i+1])
		}
		if d := cmp.Diff(want, res); d != "" {
			t.Errorf("request %d (-want +got):\n%s", i+2, d)
		}
	}
}
