package protocol

import (
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/google/go-cmp/cmp"
)

// checkHotRequest: whenever the server's one-pass reading takes a line,
// the careful reading takes it too (encoding/json for the envelope, then
// encoding/json for the params) and reads the same id, method and params.
func checkHotRequest(t *testing.T, line []byte) (taken bool) {
	t.Helper()
	var s server
	id, method, ok := s.readHotRequest(line)
	if !ok {
		return false
	}
	var env envelope
	if err := json.Unmarshal(line, &env); err != nil {
		t.Fatalf("the hot reading takes a line encoding/json refuses (%v): %q", err, line)
	}
	wantID, err := parseID(env.ID)
	if err != nil || wantID != id || env.Method == nil || *env.Method != method {
		t.Fatalf("the hot reading reads id %d, method %q; the careful one %s (%v), %v: %q", id, method, env.ID, err, env.Method, line)
	}
	var got, want any
	switch method {
	case MethodCoup:
		got, want = &s.params.coup, &adapter.CoupRequest{}
	case MethodShoe:
		got, want = &s.params.shoe, &adapter.ShoeRequest{}
	case MethodCoups:
		got, want = &s.params.coups, &CoupsParams{}
	default:
		t.Fatalf("the hot reading takes method %q: %q", method, line)
	}
	if err := json.Unmarshal(env.Params, want); err != nil {
		t.Fatalf("the hot reading takes params encoding/json refuses (%v): %q", err, line)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("the hot reading and encoding/json disagree (-json +hot):\n%s\nline: %q", d, line)
	}
	return true
}

// TestReadHotRequest: the kit's own request lines are read in one pass and
// as encoding/json reads them; anything else is left to the careful
// reading.
func TestReadHotRequest(t *testing.T) {
	reqs := genRequests(5, 3)
	var lines [][]byte
	for i, q := range reqs {
		lines = append(lines, append(appendCoupRequest([]byte(`{"id":7,"method":"coup","params":`), &q), '}'))
		if i == 0 {
			lines = append(lines, append(appendCoupRequest([]byte(`{"id":8,"method":"shoe","params":`), &q), '}'))
		}
	}
	lines = append(lines, append(appendCoupsParams([]byte(`{"id":9,"method":"coups","params":`), reqs), '}'))
	for _, line := range lines {
		if !checkHotRequest(t, line) {
			t.Errorf("the hot reading does not take %s", line)
		}
	}
	for _, line := range []string{
		`{"id":1,"method":"hello","params":{"protocol":1}}`,
		`{"id":1,"params":{"game":"mbs-ncb-v6"},"method":"coup"}`,
		`{"id":1,"method":"coup","params":{"game":"mbs-ncb-v6"},"id":2}`,
		`{"id":1,"method":"coup","method":"coup","params":{}}`,
		`{"id":1.0,"method":"coup","params":{}}`,
		`{"id":01,"method":"coup","params":{}}`,
		`{"id":null,"method":"coup","params":{}}`,
		`{"id":1,"method":"coup","params":null}`,
		`{"id":1,"method":"coup","params":{"Game":"mbs-ncb-v6"}}`,
		`{"id":1,"method":"coup","params":{}} x`,
		`{"id":1,"method":"coup","params":{},"extra":1}`,
	} {
		if checkHotRequest(t, []byte(line)) {
			t.Errorf("the hot reading takes %s; the careful reading is to answer it", line)
		}
	}
}

// FuzzReadHotRequest: go test -fuzz FuzzReadHotRequest ./adapter/protocol
func FuzzReadHotRequest(f *testing.F) {
	reqs := genRequests(3, 2)
	f.Add(append(appendCoupRequest([]byte(`{"id":7,"method":"coup","params":`), &reqs[0]), '}'))
	f.Add(append(appendCoupRequest([]byte(`{"id":8,"method":"shoe","params":`), &reqs[1]), '}'))
	f.Add(append(appendCoupsParams([]byte(`{"id":9,"method":"coups","params":`), reqs), '}'))
	f.Add([]byte(` { "id" : 3 , "method" : "co\u0075p" , "params" : {"game":"x","wagers":null,"table":{"rounding":5}} } `))
	f.Fuzz(func(t *testing.T, b []byte) { checkHotRequest(t, b) })
}
