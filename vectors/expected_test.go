package vectors

import (
	"encoding/json"
	"testing"

	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/google/go-cmp/cmp"
)

// TestExpectedFastDecodeAgrees: every expected result of the embedded
// vectors decodes through the protocol's fast readers to what encoding/json
// makes of it, and every one of them takes the fast path (else loading the
// vectors is slow again without a test saying so).
func TestExpectedFastDecodeAgrees(t *testing.T) {
	paths, err := vectorPaths(FS)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range paths {
		data, err := ReadFS(FS, p)
		if err != nil {
			t.Fatal(err)
		}
		var raw struct {
			TestGroups []struct {
				Tests []struct {
					TcID     int             `json:"tcId"`
					Expected json.RawMessage `json:"expected"`
				} `json:"tests"`
			} `json:"testGroups"`
		}
		if err := json.Unmarshal(data, &raw); err != nil {
			t.Fatal(err)
		}
		for _, g := range raw.TestGroups {
			for _, tc := range g.Tests {
				var fast, slow Expected
				if err := fast.decode(tc.Expected, true); err != nil {
					t.Fatalf("%s tcId %d: %v", p, tc.TcID, err)
				}
				if err := slow.decode(tc.Expected, false); err != nil {
					t.Fatalf("%s tcId %d: %v", p, tc.TcID, err)
				}
				if d := cmp.Diff(slow, fast); d != "" {
					t.Fatalf("%s tcId %d: the fast readers and encoding/json disagree (-json +fast):\n%s", p, tc.TcID, d)
				}
				var v any = fast.Coup
				switch {
				case fast.Shoe != nil:
					v = fast.Shoe
				case fast.Table != nil:
					v = fast.Table
				case fast.Error != nil:
					continue
				}
				if !protocol.FastDecode(tc.Expected, v) {
					t.Errorf("%s tcId %d: the fast readers leave the expected result to encoding/json", p, tc.TcID)
				}
				n++
			}
		}
	}
	if n < 5000 {
		t.Errorf("only %d expected results compared", n)
	}
}
